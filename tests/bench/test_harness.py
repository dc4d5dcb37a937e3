"""The performance harness runs end to end on a tiny scenario and reports sane numbers."""

from __future__ import annotations

import json
import os
import shlex
from pathlib import Path

import pytest

from bench.__main__ import main
from bench.heartbeat import _walks as walks
from bench.heartbeat import run as heartbeat
from bench.histogram import Histogram
from bench.instances import Setup, row, run_once, targets
from bench.instances import render as render_instances
from bench.lag import live_under_reads, unchanged
from bench.report import command_line, render
from bench.scenario import Scenario
from bench.server import NODE_DIR
from bench.targets import judge
from tests.support import RedisProcess


def test_histogram_percentiles_are_within_a_bucket() -> None:
    histogram = Histogram()
    for n in range(1, 1001):
        histogram.add(n / 1000)
    assert histogram.count == 1000
    assert histogram.percentile(0.5) == pytest.approx(0.5, rel=0.01)
    assert histogram.percentile(0.99) == pytest.approx(0.99, rel=0.01)


def test_a_report_names_the_command_as_a_shell_reads_it() -> None:
    # An argument with spaces and semicolons (the set-ups `--only` takes) stays one word.
    argv = ["--only", "one;two, room affinity", "--repeats", "3"]
    line = command_line("bench.instances", argv)
    assert shlex.split(line) == ["python", "-m", "bench.instances", *argv]


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
    assert len(run["server_cpu_each"]) == 2 and run["moves_stored_total"] > 0
    # Spread, every room's receivers are on both instances: each applies the other's moves.
    assert 0 <= run["moves_caught_up_total"] <= run["moves_stored_total"]
    if not affinity:
        assert run["moves_caught_up_total"] > 0


@pytest.mark.slow
@pytest.mark.parametrize(("kind", "durable"), [("node-relay", False), ("node-relay", True),
                                               ("bgio", False)],
                         ids=["floor", "durable floor", "peer"])
def test_the_node_servers_serve_each_room_whole_on_one_of_two_processes(
    redis_process: RedisProcess, kind: str, durable: bool,
) -> None:
    # The relays (and boardgame.io's processes) share nothing: a room created on one process
    # and joined or watched on the other would fail, so every call of a room must reach the
    # same one. The durable floor relays only what it stored: every move answered is a row.
    if not NODE_READY:
        if REQUIRE_NODE:
            pytest.fail(f"the Node peers are not installed in {NODE_DIR} (make bench-deps)")
        pytest.skip("the Node peers are not installed (make bench-deps)")
    scenario = Scenario(rooms=4, duration=2, ramp=0.5, warmup=0.5, workers=1)
    run = run_once(Setup("two", 2, False, kind=kind, durable=durable), scenario,
                   redis_process.url)
    assert run["moves_acked"] > 0
    if durable:
        assert run["moves_stored_total"] >= run["moves_acked"]
    assert run["errors_total"] == 0, run["errors"]
    assert run["open_connections"] == 4 * 4
    assert len(run["server_cpu_each"]) == 2


async def test_the_heartbeat_benchmark_times_each_call_and_leaves_no_key(
    redis_process: RedisProcess,
) -> None:
    import redis.asyncio as redis

    results = await heartbeat(20, redis_process.url, 2)
    assert list(results) == ["presence put", "presence others", "leases hold", "moves flush",
                             "sockets heartbeat", "sockets written again"]
    assert all(cpu > 0 and wall > 0 for cpu, wall in results.values()), results
    client = redis.from_url(redis_process.url)
    try:
        assert await client.keys("bivouac:*") == []
    finally:
        await client.aclose()


async def test_the_walks_benchmark_measures_each_walk_and_leaves_no_key(
    postgres_url: str, redis_process: RedisProcess,
) -> None:
    import redis.asyncio as redis

    results = await walks(6, postgres_url, redis_process.url, 2)
    assert list(results) == ["poll", "share_presence", "charge.renew"]
    assert all(cpu > 0 and hold > 0 and wall > 0 for cpu, hold, wall in results.values()), results
    client = redis.from_url(redis_process.url)
    try:
        assert await client.keys("bivouac:*") == []
    finally:
        await client.aclose()


def test_the_scaling_targets_compare_two_instances_with_affinity_against_one() -> None:
    def line(setup: str, moves: float, p99: float, cpu_ms: float) -> dict[str, object]:
        return {"scenario": "paced", "setup": setup, "moves_per_second": moves, "p99": p99,
                "cpu_ms_per_move": cpu_ms, "errors": 0}

    met = targets([line("one", 500, 14.0, 1.0), line("two, room affinity", 500, 12.0, 1.2)])
    assert [s.endswith("**met**.") for s in met[:3]] == [True, True, True]
    missed = targets([line("one", 500, 14.0, 1.0), line("two, room affinity", 450, 20.0, 1.5),
                      line("two, spread", 500, 79.0, 2.0)])
    assert [s.endswith("**not met**.") for s in missed[:3]] == [True, True, True]
    assert "× 1.50" in missed[2] and "× 2.00" in missed[4]
    assert missed[3] == "- Moves applied twice with room affinity: 0.0 % of those stored."
    control = targets([line("one", 500, 14.0, 1.0),
                       line("two, room affinity", 500, 20.0, 1.5) | {"applied_twice": 0.021},
                       line("one + Redis, half the rooms", 250, 9.0, 1.4)])
    assert "2.1 % of those stored" in control[3]
    runs = targets([line("one", 500, 9.4, 1.0) | {"p99_runs": [7.2, 9.4, 12.1]},
                    line("two, room affinity", 500, 9.6, 1.2) | {"p99_runs": [7.9, 9.6, 12.8]}])
    assert runs[1] == ("- At no worse p99: 9.6 (runs 7.9, 9.6, 12.8) against 9.4 "
                       "(runs 7.2, 9.4, 12.1) ms: **not met**.")
    assert "1.40 ms per move, × 1.40 of one instance's" in control[4]
    waits = targets([line("one", 500, 9.4, 1.0) | {"core_wait": 0.031},
                     line("two, room affinity", 500, 9.6, 1.2) | {"core_wait": 0.124}])
    assert waits[1] == ("- At no worse p99: 9.6 against 9.4 ms: **not met**. Some task waited "
                        "for a core 12.4 % of the measured time against 3.1 %.")
    floor = targets([line("one", 500, 9.4, 1.0), line("two, room affinity", 500, 9.6, 1.2),
                     line("floor, one", 500, 1.3, 0.12), line("floor, two", 500, 1.2, 0.15)])
    assert floor[4] == ("- The floor on the same machine (a Node.js relay, nothing shared), "
                        "two processes against one: CPU per move × 1.25, p99 1.2 against "
                        "1.3 ms.")
    durable = targets([line("one", 500, 9.4, 1.0), line("two, room affinity", 500, 9.6, 1.2),
                       line("durable floor, one", 500, 2.5, 0.2),
                       line("durable floor, two", 500, 3.1, 0.26)])
    assert durable[4] == ("- The durable floor (the same relay, storing each move in "
                          "PostgreSQL before it relays it, one commit a move), two processes "
                          "against one: CPU per move × 1.30, p99 3.1 against 2.5 ms.")
    # Run on their own, the stacks that are not ours are still compared.
    assert targets([line("durable floor, one", 500, 2.5, 0.2),
                    line("durable floor, two", 500, 3.1, 0.26)]) == durable[4:]
    peer = targets([line("one", 500, 9.4, 1.0), line("two, room affinity", 500, 9.6, 1.2),
                    line("peer, one", 500, 8.0, 1.6) | {"core_wait": 0.05},
                    line("peer, two", 500, 11.0, 2.0) | {"core_wait": 0.15}])
    assert peer[4] == ("- The peer on the same machine (boardgame.io in memory, nothing "
                       "shared), two processes against one: CPU per move × 1.25, p99 11.0 "
                       "against 8.0 ms. Some task waited for a core 15.0 % of the measured "
                       "time against 5.0 %.")


def _live_reads(without: float, with_reads: float) -> dict[str, object]:
    figures = {"p50": 1.0, "max": 90.0, "moves_per_second": 2.0, "errors": 0,
               "server_cpu": 0.1}
    return {"rooms": 250, "duration": 30.0, "database": "postgresql", "matches": 3,
            "rounds": 200, "readers": 2, "reads": {"replay pages": 40, "listings": 3},
            "without": figures | {"p99": without}, "with": figures | {"p99": with_reads},
            "ratio": with_reads / without, "unchanged": unchanged(without, with_reads),
            "rule": "with ≤ max(1.2× without, without + 5 ms)"}


def test_the_live_p99_beside_the_reads_is_a_target_row_and_a_table() -> None:
    assert unchanged(40.0, 48.0) and not unchanged(40.0, 49.0)
    assert unchanged(2.0, 7.0) and not unchanged(2.0, 7.5)
    lag = {"output": "", "returncode": 0,
           "quiet": {"probes": 10, "p50": 1.0, "p99": 2.0, "max": 3.0},
           "loaded": {"probes": 10, "p50": 1.0, "p99": 4.0, "max": 9.0}}
    verdicts = {v.target: v for v in judge({"lag": lag})}
    assert [v.met for t, v in verdicts.items() if t.startswith("live p99")] == [None]
    for after, met in ((44.0, True), (60.0, False)):
        results = {"lag": lag | {"live": _live_reads(40.0, after)}}
        [row] = [v for v in judge(results) if v.target.startswith("live p99 unchanged")]
        assert row.met is met and row.measured.startswith(f"40.0 → {after:.1f} ms")
        assert "250 rooms" in row.target and "1.2×" in row.target
        page = render(results | {
            "command": "python -m bench", "date": "", "elapsed_min": 1.0, "server_env": {},
            "server_root": ".", "load_start": [0.5, 0.5, 0.5], "load_end": [0.5, 0.5, 0.5],
            "machine": {"cpu": "x", "cores": "2", "ram": "1 GiB", "os": "Linux",
                        "python": "3.11"}})
        assert "### The live load beside the heavy reads" in page
        assert "| beside the reads |" in page
    failed = {"lag": lag | {"live": {"rooms": 250, "error": "RuntimeError: no server"}}}
    [row] = [v for v in judge(failed) if v.target.startswith("live p99 unchanged")]
    assert row.met is False and "no server" in row.measured


@pytest.mark.slow
def test_the_live_load_runs_alone_then_beside_the_reads() -> None:
    scenario = Scenario(rooms=2, duration=2, ramp=0.5, warmup=0.5, workers=1)
    found = live_under_reads(scenario, "sqlite", matches=1, rounds=10)
    for run in ("without", "with"):
        assert found[run]["errors"] == 0, found
        assert 0 < found[run]["p50"] <= found[run]["p99"], found
    assert found["reads"]["replay pages"] > 0 and found["reads"]["listings"] > 0, found
    assert found["ratio"] > 0 and isinstance(found["unchanged"], bool)


def test_the_instances_benchmark_takes_the_set_ups_in_turns(
        monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    import bench.instances as instances

    order: list[tuple[str, str]] = []

    def fake_run(setup: Setup, scenario: Scenario, *_: object) -> dict[str, object]:
        order.append((setup.name, "peak" if scenario.rate == 0 else "paced"))
        n = len(order)  # each run its own figures, to tell them apart in the medians
        return {"moves_per_second": 100.0, "fanout_ms": {"p50": 1.0, "p95": 2.0, "p99": n},
                "server_cpu": 0.1, "database_cpu": 0.1, "redis_cpu": 0.01, "machine_cpu": 0.2,
                "errors": {"timeout": 1} if n == 2 else {}, "errors_total": int(n == 2),
                "server_cpu_each": [0.1]}

    monkeypatch.setattr(instances, "run_once", fake_run)
    assert instances.main(["--only", "one;two, room affinity", "--scenarios", "paced",
                           "--repeats", "3", "--no-write"]) == 0
    assert order == [("one", "paced"), ("two, room affinity", "paced")] * 3
    out = capsys.readouterr()
    assert "paced / two, room affinity run 1: 100 moves/s, p99 2.0 ms, 1 errors (timeout 1)" \
        in out.err
    assert "At no worse p99: 4.0 (runs 2.0, 4.0, 6.0) against 3.0 (runs 1.0, 3.0, 5.0) ms" \
        in out.out


def test_the_instances_benchmark_on_chosen_cores_writes_its_own_table(
        monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    import bench.instances as instances

    cores: list[frozenset[int]] = []

    def fake_run(setup: Setup, scenario: Scenario, redis: str, root: Path,
                 cpus: frozenset[int] = frozenset()) -> dict[str, object]:
        cores.append(cpus)
        return {"moves_per_second": 100.0, "fanout_ms": {"p50": 1.0, "p95": 2.0, "p99": 3.0},
                "server_cpu": 0.1, "database_cpu": 0.1, "redis_cpu": 0.01, "machine_cpu": 0.2, "errors": {},
                "errors_total": 0, "server_cpu_each": [0.1],
                "core_wait": 0.05 if setup.instances == 2 else 0.01}

    doc = tmp_path / "scaling.md"
    first = f"{instances.START}\nthe table of every core\n{instances.END}\n"
    doc.write_text(f"# Scaling\n\n{first}\n{instances.CORES_START}\n{instances.CORES_END}\n"
                   "\nAfter.\n")
    monkeypatch.setattr(instances, "run_once", fake_run)
    monkeypatch.setattr(instances, "DOC", doc)
    assert instances.main(["--only", "one;two, room affinity", "--scenarios", "paced",
                           "--repeats", "1", "--server-cpus", "0"]) == 0
    assert cores == [frozenset({0})] * 2
    text = doc.read_text()
    assert first in text and text.endswith("\nAfter.\n")  # the first table is left alone
    cores_section = text.split(instances.CORES_START)[1].split(instances.CORES_END)[0]
    assert "runs on core 0 only, in every set-up" in cores_section
    assert "| paced | two, room affinity | 100 |" in cores_section
    assert "Some task waited for a core 5.0 % of the measured time against 1.0 %." \
        in cores_section


def test_a_server_on_chosen_cores_runs_every_thread_there() -> None:
    from bench.server import ServerUnderTest

    every = os.sched_getaffinity(0)
    if len(every) < 2:
        pytest.skip("one core: a server on it would run there anyway")
    chosen = frozenset({max(every)})
    # Every thread of the server runs there (the Python relay has several), not its first alone.
    server = ServerUnderTest("relay", cpus=chosen)
    server.start()
    try:
        threads = list(Path(f"/proc/{server.pid}/task").iterdir())
        assert threads
        assert {frozenset(os.sched_getaffinity(int(t.name))) for t in threads} == {chosen}
    finally:
        server.stop()


def test_the_instances_benchmark_takes_one_set_up_whose_name_has_a_comma() -> None:
    from bench.instances import _names

    assert _names("two, room affinity") == ["two, room affinity"]
    assert _names("one;two, room affinity") == ["one", "two, room affinity"]
    assert _names("one,one + Redis") == ["one", "one + Redis"]


def test_the_commits_benchmark_paces_one_and_two_processes_on_postgresql(
        capsys: pytest.CaptureFixture[str]) -> None:
    from bench.commits import main as commits

    assert commits(["--rooms", "20", "--duration", "2", "--warmup", "0.5", "--repeats", "1"]) == 0
    out = capsys.readouterr().out
    rows = {line.split(" | ")[0].lstrip("| "): line.split(" | ")
            for line in out.splitlines() if line.startswith(("| one", "| 2 "))}
    assert set(rows) == {"one process", "2 processes"}
    for cells in rows.values():
        # 20 rooms, one move a second each, 2 s measured: 40 moves, each stored
        assert 30 <= int(cells[1].replace(",", "")) <= 50
        assert 0 < float(cells[3]) <= float(cells[5])  # p50 <= p99, both measured


def test_the_instances_table_shows_each_stack_what_it_has() -> None:
    # The floor stores nothing and counts nothing; the durable floor stores but counts no
    # moves applied twice and uses no Redis; Bivouac has every column.
    run = {"moves_per_second": 500.0, "fanout_ms": {"p50": 1.0, "p95": 2.0, "p99": 3.0},
           "server_cpu": 0.2, "database_cpu": 0.1, "redis_cpu": 0.004, "machine_cpu": 0.5,
           "core_wait": None, "errors_total": 0, "moves_stored_total": 15000.0,
           "moves_caught_up_total": 0.0, "server_cpu_each": [0.2]}
    rows = [row(Setup(name, 1, False, kind=kind, durable=durable), "paced", [run])
            for name, kind, durable in (("one", "bivouac", False),
                                        ("floor, one", "node-relay", False),
                                        ("durable floor, one", "node-relay", True))]
    page = render_instances(rows, "python -m bench.instances", Scenario(), Scenario())
    lines = {line.split(" | ")[1]: line for line in page.splitlines()
             if line.startswith("| paced |")}
    assert lines["one"].endswith("| 0.40 | 0.0 % | 0.10 | 0.004 | 0.50 | 0 |")
    assert lines["floor, one"].endswith("| 0.40 | – | – | – | 0.50 | 0 |")
    assert lines["durable floor, one"].endswith("| 0.40 | – | 0.10 | – | 0.50 | 0 |")
