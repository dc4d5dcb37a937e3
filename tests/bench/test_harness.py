"""The performance harness runs end to end on a tiny scenario and reports sane numbers."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from bench.__main__ import main
from bench.histogram import Histogram
from bench.instances import Setup, run_once
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
def test_two_instances_share_each_room(
    postgres_url: str, redis_process: RedisProcess
) -> None:
    # postgres_url only decides whether PostgreSQL is here (skip, or fail in CI): the
    # harness makes its own database, as `python -m bench.instances` does.
    scenario = Scenario(rooms=2, duration=2, ramp=0.5, warmup=0.5, workers=1)
    run = run_once(Setup("two", 2, True), scenario, redis_process.url)
    assert run["moves_acked"] > 0
    assert run["errors_total"] == 0, run["errors"]
    assert run["open_connections"] == 2 * 4
    assert 0 < run["fanout_ms"]["p50"] <= run["fanout_ms"]["p99"]
