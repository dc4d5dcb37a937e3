"""`python -m bench`: run the standard scenarios (or a custom one) and write docs/performance.md."""

from __future__ import annotations

import argparse
import json
import os
import re
import statistics
import subprocess
import sys
import tempfile
import time
from dataclasses import replace
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from bench.budget import run_budget
from bench.growth import by_match_length
from bench.lag import live_under_reads
from bench.load import LoadResult, run_load
from bench.machine import describe
from bench.report import command_line, render
from bench.rules import run_rules
from bench.scenario import Scenario
from bench.server import PG_ADMIN_URL, ROOT, Database, ServerUnderTest, raise_open_files
from bench.targets import judge
from bench.writes import MODES, run_writes

PARTS = ("rules", "budget", "writes", "live", "growth", "gc", "lag", "peak", "soak")


def parse_args(argv: list[str] | None = None) -> argparse.Namespace:
    """The command line."""
    parser = argparse.ArgumentParser(prog="python -m bench", description=__doc__)
    parser.add_argument("--quick", action="store_true", help="a short run of every scenario")
    parser.add_argument("--rooms", type=int, help="live rooms (default 1000; quick 40)")
    parser.add_argument("--spectators", type=int, help="spectators per room (default 2)")
    parser.add_argument("--rate", type=float, help="moves per room per second (default 1)")
    parser.add_argument("--duration", type=float, help="measured seconds (default 60; quick 5)")
    parser.add_argument("--ramp", type=float, help="seconds to create the rooms (default 30)")
    parser.add_argument("--warmup", type=float, help="seconds at full load before measuring")
    parser.add_argument("--db", choices=["postgresql", "sqlite"], default="postgresql")
    parser.add_argument("--repeats", type=int, help="runs per scenario, medians (default 3)")
    parser.add_argument("--workers", type=int, default=0, help="generator processes (0: auto)")
    parser.add_argument("--peak-rooms", type=int, help="rooms of the peak scenario (default 300)")
    parser.add_argument("--soak", type=float,
                        help="seconds of the memory run (default 600; 0: none)")
    parser.add_argument("--no-deflate", action="store_true", help="clients refuse compression")
    parser.add_argument("--server-env", action="append", default=[], metavar="KEY=VALUE",
                        help="extra environment for the servers under test (repeatable)")
    parser.add_argument("--server-root", type=Path, default=ROOT,
                        help="run the server from this checkout (to compare a change)")
    parser.add_argument("--no-profile", action="store_true",
                        help="do not profile the server with py-spy during the first live run")
    parser.add_argument("--lag-rooms", type=int,
                        help="rooms of the live load run without and with the heavy reads "
                        "(part lag; default 250; quick 20; 0: not run)")
    parser.add_argument("--loads", help="rooms of each comparison load (default 250,500,1000)")
    parser.add_argument("--peers", help=f"servers beside Bivouac among {', '.join(PEERS)} "
                        "(default node-relay,bgio,bgio-pg)")
    parser.add_argument("--growth-rooms",
                        help="rooms of the growth table (default 250,500,1000,2000)")
    parser.add_argument("--only", help=f"comma-separated parts among {', '.join(PARTS)}")
    parser.add_argument("--out", type=Path, default=ROOT / "docs" / "performance.md")
    parser.add_argument("--json", type=Path, help="also write the raw results here")
    parser.add_argument("--render", type=Path, metavar="JSON",
                        help="only rewrite the page from results saved with --json")
    return parser.parse_args(argv)


def _median_summary(runs: list[dict[str, Any]]) -> dict[str, Any]:
    """Median of every number over several runs' summaries (nested dicts included)."""
    first = runs[0]
    merged: dict[str, Any] = {}
    for key, value in first.items():
        if isinstance(value, bool) or not isinstance(value, (int, float, dict)):
            merged[key] = value
        elif isinstance(value, dict) and key not in {"errors", "scenario"}:
            merged[key] = _median_summary([r[key] for r in runs]) if value else {}
        elif isinstance(value, dict):
            merged[key] = value
        else:
            merged[key] = statistics.median(r[key] for r in runs)
    return merged


def _with_errors(summary: dict[str, Any]) -> dict[str, Any]:
    summary["errors_total"] = sum(summary["errors"].values())
    return summary


#: The checkout the server under test runs from (`--server-root`).
SERVER_ROOT = [ROOT]


#: The servers of the comparison: Bivouac, its floor and its peer (see `--peers`).
PEERS = ("node-relay", "bgio", "bgio-pg", "relay")
#: What each is called on the page.
NAMES = {
    "bivouac": "Bivouac (PostgreSQL, durable)", "node-relay": "Node ws relay (floor)",
    "bgio": "boardgame.io (in memory)", "bgio-pg": "boardgame.io (PostgreSQL)",
    "relay": "Python relay (same stack)",
}


def _load_once(target: str, scenario: Scenario, database: str,
               env: dict[str, str] | None = None, profile: bool = False) -> LoadResult:
    db = Database(database)
    kind = "bgio" if target.startswith("bgio") else target
    url = db.create() if target in ("bivouac", "bgio-pg") else ""
    server = ServerUnderTest(kind, url, extra_env=(env or {}) if kind == "bivouac" else {},
                             root=SERVER_ROOT[0])
    try:
        server.start()
        with tempfile.TemporaryDirectory(prefix="bench-profile-") as folder:
            profile_to = Path(folder) / "server.txt" if profile else None
            result = run_load(server, scenario, profile_to)
        if server.process is not None and server.process.poll() is not None:
            result.figures.errors["server exited"] += 1
        result.target = target
        return result
    finally:
        server.stop()
        db.drop()


def _ratio(pairs: list[tuple[dict[str, Any], dict[str, Any]]], path: tuple[str, ...]) -> float:
    """The median over runs of Bivouac's figure divided by the other server's."""
    values = []
    for b, r in pairs:
        top, bottom = b, r
        for key in path:
            top, bottom = top[key], bottom[key]
        values.append(top / bottom if bottom else 0.0)
    return statistics.median(values) if values else 0.0


def run_load_level(scenario: Scenario, database: str, repeats: int, env: dict[str, str],
                   peers: list[str], profile: bool = False) -> dict[str, Any]:
    """Bivouac and each peer, taking turns, `repeats` times at one load; medians and ratios.

    The PostgreSQL boardgame.io runs once per load (it is the slowest to run and the
    least steady); the others `repeats` times.
    """
    rounds: list[dict[str, dict[str, Any]]] = []
    for n in range(repeats):
        one: dict[str, dict[str, Any]] = {}
        for target in ["bivouac", *peers]:
            if target == "bgio-pg" and n > 0:
                continue
            # The first run is profiled (py-spy never pauses the server), the others are not.
            run = _with_errors(_load_once(target, scenario, database, env,
                                          profile and n == 0 and target == "bivouac").summary())
            one[target] = run
            fanout = run["fanout_ms"]
            _say(f"{scenario.rooms} rooms, run {n + 1}/{repeats}, {target}: "
                 f"p50 {fanout['p50']:.1f} ms, p99 {fanout['p99']:.1f} ms, "
                 f"{run['moves_per_second']:.0f} moves/s, {run['errors_total']} errors")
        rounds.append(one)
    servers = {name: _median_summary([r[name] for r in rounds if name in r])
               for name in ["bivouac", *peers]}
    servers["bivouac"]["error_kinds"] = _summed_errors([r["bivouac"] for r in rounds])
    ratios: dict[str, dict[str, float]] = {}
    for peer in peers:
        pairs = [(r["bivouac"], r[peer]) for r in rounds if peer in r]
        ratios[peer] = {
            "fanout_p50": _ratio(pairs, ("fanout_ms", "p50")),
            "fanout_p99": _ratio(pairs, ("fanout_ms", "p99")),
            "server_cpu": _ratio(pairs, ("server_cpu",)),
            "bytes_per_connection": _ratio(pairs, ("bytes_per_connection",)),
        }
    for run in rounds:
        for summary in run.values():
            summary.pop("profile", None)
    return {"rooms": scenario.rooms, "repeats": repeats, "servers": servers,
            "ratio": ratios, "runs": rounds, "profile": servers["bivouac"].get("profile", {})}


def run_live(scenario: Scenario, loads: list[int], database: str, repeats: int,
             env: dict[str, str], peers: list[str], profile: bool = False) -> dict[str, Any]:
    """Every load of the comparison; the largest is also the page's headline."""
    levels = []
    for rooms in loads:
        levels.append(run_load_level(replace(scenario, rooms=rooms), database, repeats, env,
                                     peers, profile and rooms == max(loads)))
    top = max(levels, key=lambda level: level["rooms"])
    return {"database": database, "repeats": repeats, "peers": peers, "levels": levels,
            "bivouac": top["servers"]["bivouac"], "profile": top["profile"]}


def run_growth(scenario: Scenario, rooms: list[int], database: str, env: dict[str, str],
               live: dict[str, Any] | None) -> list[dict[str, Any]]:
    """Bivouac's cost against the number of rooms: reuses the live loads, runs the others."""
    known = {level["rooms"]: level["servers"]["bivouac"] for level in (live or {}).get(
        "levels", [])}
    rows = []
    for count in rooms:
        summary = known.get(count)
        if summary is None:
            summary = _with_errors(_load_once("bivouac", replace(scenario, rooms=count),
                                              database, env).summary())
            summary.pop("profile", None)
            _say(f"growth {count} rooms: p99 {summary['fanout_ms']['p99']:.1f} ms")
        rows.append({"rooms": count, "summary": summary})
    return rows


GC_VARIANTS = {
    "the server's default: freeze after start, thresholds 50000,20,10": {},
    "Python's thresholds (700,10,10), freeze after start": {"GC_THRESHOLD": "700,10,10"},
    "no full collections in practice (50000,20,100000)": {"GC_THRESHOLD": "50000,20,100000"},
    "freeze again every 30 s (rooms loaded since), 50000,20,10": {"BENCH_GC_REFREEZE": "30"},
}


def run_gc(scenario: Scenario, database: str, env: dict[str, str]) -> list[dict[str, Any]]:
    """One Bivouac run per collector strategy, at the same load."""
    rows = []
    for label, extra in GC_VARIANTS.items():
        summary = _with_errors(_load_once("bivouac", scenario, database, env | extra).summary())
        summary.pop("profile", None)
        rows.append({"strategy": label, "env": extra, "summary": summary})
        _say(f"gc {label}: p99 {summary['fanout_ms']['p99']:.1f} ms")
    return rows


def _summed_errors(runs: list[dict[str, Any]]) -> dict[str, int]:
    total: dict[str, int] = {}
    for run in runs:
        for kind, count in run["errors"].items():
            total[kind] = total.get(kind, 0) + count
    return total


def run_soak(scenario: Scenario, database: str, env: dict[str, str]) -> dict[str, Any]:
    """One long run of the server, for memory over time."""
    result = _load_once("bivouac", scenario, database, env)
    summary = _with_errors(result.summary())
    per_minute: list[float] = []
    for minute in range(int(scenario.duration // 60) + 1):
        samples = [r for t, r in result.rss_series if minute * 60 <= t < (minute + 1) * 60]
        if samples:
            per_minute.append(sum(samples) / len(samples) / 2**20)
    summary["rss_mib_per_minute"] = per_minute
    return summary


def run_write_bench(repeats: int, seconds: float, rooms: int, databases: list[str]
                    ) -> list[dict[str, Any]]:
    """Every database and mode, medians over `repeats`."""
    rows = []
    for database in databases:
        for mode in MODES:
            runs = [run_writes(database, mode, rooms, seconds).summary() for _ in range(repeats)]
            rows.append(_median_summary(runs))
            _say(f"writes {database} {mode}: {rows[-1]['moves_per_second']:,.0f} moves/s")
    return rows


def _say(text: str) -> None:
    print(text, file=sys.stderr, flush=True)


def _numbers(text: str | None, default: list[int]) -> list[int]:
    return [int(v) for v in text.split(",")] if text else default


LAG_LINE = re.compile(r"(\d+) probes: p50 ([\d.]+) ms, p99 ([\d.]+) ms, max ([\d.]+) ms")


def run_lag(seconds: float) -> dict[str, Any]:
    """`python -m bench.lag` in its own process: the probe's round trips, quiet and loaded."""
    env = os.environ | {"PYTHONPATH": f"{SERVER_ROOT[0]}:{ROOT}"}
    done = subprocess.run([sys.executable, "-m", "bench.lag", "--seconds", f"{seconds:g}"],
                          cwd=ROOT, env=env, capture_output=True, text=True, timeout=1800)
    out: dict[str, Any] = {"output": done.stdout.strip(), "returncode": done.returncode}
    for line in done.stdout.splitlines():
        found = LAG_LINE.search(line)
        if found:
            phase = "quiet" if line.startswith("quiet") else "loaded"
            out[phase] = {"probes": int(found[1]), "p50": float(found[2]),
                          "p99": float(found[3]), "max": float(found[4])}
    if done.returncode:
        out["error"] = done.stderr.strip().splitlines()[-1:] or ["failed"]
    return out


def run_live_reads(scenario: Scenario, database: str, env: dict[str, str],
                   quick: bool) -> dict[str, Any]:
    """The live load without, then with, readers of the longest replays and largest
    listings beside it (`bench.lag.live_under_reads`); each run half the live window."""
    scenario = replace(scenario, duration=max(scenario.duration / 2, 2.0))
    return live_under_reads(scenario, database, env, matches=1 if quick else 3,
                            rounds=20 if quick else 200, root=SERVER_ROOT[0])


def _plan(args: argparse.Namespace) -> tuple[Scenario, Scenario, Scenario, int, set[str]]:
    quick = args.quick
    live = Scenario(
        rooms=args.rooms or (40 if quick else 1000),
        spectators=2 if args.spectators is None else args.spectators,
        rate=1.0 if args.rate is None else args.rate,
        duration=args.duration or (5.0 if quick else 60.0),
        ramp=args.ramp if args.ramp is not None else (2.0 if quick else 30.0),
        warmup=args.warmup if args.warmup is not None else (1.0 if quick else 10.0),
        workers=args.workers, deflate=not args.no_deflate,
    )
    peak = replace(live, rooms=args.peak_rooms or (20 if quick else 300), rate=0.0,
                   ramp=2.0 if quick else 10.0, duration=min(live.duration, 30.0))
    soak_seconds = args.soak if args.soak is not None else (0.0 if quick else 600.0)
    soak = replace(live, duration=soak_seconds, sample_every=10.0)
    repeats = args.repeats or (1 if quick else 3)
    custom = any(v is not None for v in (args.rooms, args.spectators, args.rate))
    parts = set(args.only.split(",")) if args.only else (
        {"live"} if custom and not quick else set(PARTS)
    )
    if soak_seconds <= 0:
        parts.discard("soak")
    return live, peak, soak, repeats, parts


def main(argv: list[str] | None = None) -> int:
    """Run, write the report, print the verdicts; exit 0 whatever the figures."""
    args = parse_args(argv)
    if args.render:
        args.out.write_text(render(json.loads(args.render.read_text())))
        print(f"wrote {args.out}")
        return 0
    raise_open_files()
    live, peak, soak, repeats, parts = _plan(args)
    env = dict(item.split("=", 1) for item in args.server_env)
    SERVER_ROOT[0] = args.server_root.resolve()
    began = time.monotonic()
    results: dict[str, Any] = {
        "command": command_line("bench", argv),
        "date": datetime.now(UTC).strftime("%Y-%m-%d %H:%M UTC"),
        "server_env": env,
        "server_root": str(args.server_root.resolve()),
        "load_start": os.getloadavg(),
        "machine": describe(PG_ADMIN_URL if args.db == "postgresql" or "writes" in parts else None),
    }
    if "rules" in parts:
        results["rules"] = [r.summary() for r in run_rules(0.5 if args.quick else 3.0)]
        _say("rules done")
    if "budget" in parts:
        results["budget"] = run_budget()
        _say("budget done")
    if "writes" in parts:
        results["writes"] = run_write_bench(repeats, 1.0 if args.quick else 5.0,
                                            20 if args.quick else 100, ["postgresql", "sqlite"])
    quick = args.quick
    loads = _numbers(args.loads, [20, 40] if quick else [250, 500, 1000])
    if args.rooms and not args.loads:
        loads = [args.rooms]
    peers = args.peers.split(",") if args.peers else ["node-relay", "bgio", "bgio-pg"]
    if "live" in parts:
        results["live"] = run_live(live, loads, args.db, repeats, env, peers,
                                   not args.no_profile)
    if "growth" in parts:
        results["growth"] = {
            "rooms": run_growth(live, _numbers(args.growth_rooms, [20, 40, 80] if quick else
                                               [250, 500, 1000, 2000]),
                                args.db, env, results.get("live")),
            "length": by_match_length(tries=3 if quick else 20),
        }
        _say("growth done")
    if "gc" in parts:
        results["gc"] = run_gc(replace(live, rooms=max(loads)), args.db, env)
    if "lag" in parts:
        results["lag"] = run_lag(10.0 if quick else 30.0)
        _say(f"lag: {results['lag'].get('loaded')}")
        lag_rooms = args.lag_rooms if args.lag_rooms is not None else (20 if quick else 250)
        if lag_rooms > 0:
            try:
                found = run_live_reads(replace(live, rooms=lag_rooms), args.db, env, quick)
            except Exception as error:  # noqa: BLE001 - the other parts' results still count
                found = {"rooms": lag_rooms, "error": f"{type(error).__name__}: {error}"}
                _say(f"lag, live load beside the reads failed: {found['error']}")
            else:
                _say(f"lag, live p99 without / with the reads: {found['without']['p99']:.1f} "
                     f"/ {found['with']['p99']:.1f} ms (× {found['ratio']:.2f})")
            results["lag"]["live"] = found
    if "peak" in parts:
        runs = [_with_errors(_load_once("bivouac", peak, args.db, env).summary())
                for _ in range(repeats)]
        results["peak"] = _median_summary(runs) | {"repeats": repeats}
        _say(f"peak: {results['peak']['moves_per_second']:,.0f} moves/s")
    if "soak" in parts:
        results["soak"] = run_soak(soak, args.db, env)
        _say("soak done")
    results["elapsed_min"] = (time.monotonic() - began) / 60
    results["load_end"] = os.getloadavg()
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.write_text(render(results))
    if args.json:
        args.json.write_text(json.dumps(results, indent=1, default=str))
    for verdict in judge(results):
        met = "n/a" if verdict.met is None else ("met" if verdict.met else "NOT met")
        print(f"{verdict.target}: {verdict.measured} ({met})")
    print(f"wrote {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
