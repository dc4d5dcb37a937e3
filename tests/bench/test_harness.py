"""The performance harness runs end to end on a tiny scenario and reports sane numbers."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from bench.__main__ import main
from bench.histogram import Histogram
from bench.instances import Setup, run_once, targets
from bench.scenario import Scenario
from bench.server import NODE_DIR
from tests.support import RedisProcess


def test_histogram_percentiles_are_within_a_bucket() -> None:
    histogram = Histogram()
    for n in range(1, 1001):
        histogram.add(n / 1000)
    assert histogram.count == 1000
    assert histogram.percentile(0.5) == pytest.approx(0.5, rel=0.01)
    assert histogram.percentile(0.99) == pytest.approx(0.99, rel=0.01)


# The Node peers come from `make bench-deps` (npm); CI has npm and must run them.
NODE_READY = (NODE_DIR / "node_modules" / "boardgame.io").is_dir()
REQUIRE_NODE = os.environ.get("BIVOUAC_REQUIRE_NODE") == "1"


@pytest.mark.slow
def test_two_rooms_on_sqlite_play_without_errors(tmp_path: Path) -> None:
    if not NODE_READY and REQUIRE_NODE:
        pytest.fail(f"the Node peers are not installed in {NODE_DIR} (make bench-deps)")
    peers = ["relay", "node-relay", "bgio"] if NODE_READY else ["relay"]
    out, raw = tmp_path / "performance.md", tmp_path / "results.json"
    main([
        "--only", "live", "--rooms", "2", "--duration", "2", "--ramp", "0.5", "--warmup", "0.5",
        "--db", "sqlite", "--repeats", "1", "--workers", "1", "--out", str(out),
        "--json", str(raw), "--peers", ",".join(peers),
    ])
    results = json.loads(raw.read_text())
    [level] = results["live"]["levels"]
    assert set(level["servers"]) == {"bivouac", *peers}
    for target, run in level["servers"].items():
        assert run["moves_acked"] > 0, target
        assert run["errors_total"] == 0, (target, run["errors"])
        assert run["open_connections"] == 2 * 4, target
        assert 0 < run["fanout_ms"]["p50"] <= run["fanout_ms"]["p99"], target
    page = out.read_text()
    assert "## Live load" in page
    if not NODE_READY:
        pytest.skip("the Node floor and boardgame.io are not installed (make bench-deps)")
    assert level["ratio"]["node-relay"]["fanout_p99"] > 0
    assert "p99 within 10× the Node floor's, 2 rooms" in page


@pytest.mark.slow
@pytest.mark.parametrize("affinity", [False, True], ids=["spread", "room affinity"])
def test_two_instances_share_each_room(
    postgres_url: str, redis_process: RedisProcess, affinity: bool
) -> None:
    # postgres_url only decides whether PostgreSQL is here (skip, or fail in CI): the
    # harness makes its own database, as `python -m bench.instances` does.
    scenario = Scenario(rooms=2, duration=2, ramp=0.5, warmup=0.5, workers=1)
    run = run_once(Setup("two", 2, True, affinity=affinity), scenario, redis_process.url)
    assert run["moves_acked"] > 0
    assert run["errors_total"] == 0, run["errors"]
    assert run["open_connections"] == 2 * 4
    assert 0 < run["fanout_ms"]["p50"] <= run["fanout_ms"]["p99"]


def test_the_scaling_targets_compare_two_instances_with_affinity_against_one() -> None:
    def line(setup: str, moves: float, p99: float, cpu_ms: float) -> dict[str, object]:
        return {"scenario": "paced", "setup": setup, "moves_per_second": moves, "p99": p99,
                "cpu_ms_per_move": cpu_ms, "errors": 0}

    met = targets([line("one", 500, 14.0, 1.0), line("two, room affinity", 500, 12.0, 1.2)])
    assert [s.endswith("**met**.") for s in met] == [True, True, True]
    missed = targets([line("one", 500, 14.0, 1.0), line("two, room affinity", 450, 20.0, 1.5),
                      line("two, spread", 500, 79.0, 2.0)])
    assert [s.endswith("**not met**.") for s in missed[:3]] == [True, True, True]
    assert "× 1.50" in missed[2] and "× 2.00" in missed[3]
