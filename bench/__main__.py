"""`python -m bench`: run the standard scenarios (or a custom one) and write docs/performance.md."""

from __future__ import annotations

import argparse
import json
import shlex
import statistics
import sys
import tempfile
import time
from dataclasses import replace
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from bench.budget import run_budget
from bench.load import LoadResult, run_load
from bench.machine import describe
from bench.report import render
from bench.rules import run_rules
from bench.scenario import Scenario
from bench.server import PG_ADMIN_URL, ROOT, Database, ServerUnderTest, raise_open_files
from bench.targets import judge
from bench.writes import MODES, run_writes

PARTS = ("rules", "budget", "writes", "live", "peak", "soak")


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


def _load_once(target: str, scenario: Scenario, database: str,
               env: dict[str, str] | None = None, profile: bool = False) -> LoadResult:
    db = Database(database)
    url = db.create() if target == "bivouac" else ""
    server = ServerUnderTest(target, url, extra_env=env or {}, root=SERVER_ROOT[0])
    try:
        server.start()
        with tempfile.TemporaryDirectory(prefix="bench-profile-") as folder:
            profile_to = Path(folder) / "server.txt" if profile else None
            result = run_load(server, scenario, profile_to)
        if server.process is not None and server.process.poll() is not None:
            result.figures.errors["server exited"] += 1
        return result
    finally:
        server.stop()
        db.drop()


def run_live(scenario: Scenario, database: str, repeats: int, env: dict[str, str],
             profile: bool = False) -> dict[str, Any]:
    """The relay then the server, `repeats` times; medians and per-run ratios."""
    pairs: list[tuple[dict[str, Any], dict[str, Any]]] = []
    for n in range(repeats):
        relay = _with_errors(_load_once("relay", scenario, database, env).summary())
        _say(f"live run {n + 1}/{repeats}: relay done")
        # The first run is profiled (py-spy never pauses the server), the others are not.
        server = _with_errors(
            _load_once("bivouac", scenario, database, env, profile and n == 0).summary())
        fanout = server["fanout_ms"]
        _say(f"  Bivouac p50 {fanout['p50']:.1f} ms, p99 {fanout['p99']:.1f} ms, "
             f"{server['moves_per_second']:.0f} moves/s, {server['errors_total']} errors")
        pairs.append((server, relay))
    bivouac = _median_summary([b for b, _ in pairs])
    relay = _median_summary([r for _, r in pairs])
    bivouac["error_kinds"] = _summed_errors([b for b, _ in pairs])

    def ratio(path: tuple[str, ...]) -> float:
        values = []
        for b, r in pairs:
            top, bottom = b, r
            for key in path:
                top, bottom = top[key], bottom[key]
            values.append(top / bottom if bottom else 0.0)
        return statistics.median(values)

    return {
        "database": database, "repeats": repeats, "bivouac": bivouac, "relay": relay,
        "runs": pairs,
        "profile": pairs[0][0]["profile"],
        "ratio": {
            "fanout_p50": ratio(("fanout_ms", "p50")),
            "fanout_p99": ratio(("fanout_ms", "p99")),
            "server_cpu": ratio(("server_cpu",)),
        },
    }


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
    custom = any(v is not None for v in (args.rooms, args.spectators, args.rate, args.duration))
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
        "command": shlex.join(["python", "-m", "bench", *(sys.argv[1:] if argv is None else argv)]),
        "date": datetime.now(UTC).strftime("%Y-%m-%d %H:%M UTC"),
        "server_env": env,
        "server_root": str(args.server_root.resolve()),
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
    if "live" in parts:
        results["live"] = run_live(live, args.db, repeats, env, not args.no_profile)
    if "peak" in parts:
        runs = [_with_errors(_load_once("bivouac", peak, args.db, env).summary())
                for _ in range(repeats)]
        results["peak"] = _median_summary(runs) | {"repeats": repeats}
        _say(f"peak: {results['peak']['moves_per_second']:,.0f} moves/s")
    if "soak" in parts:
        results["soak"] = run_soak(soak, args.db, env)
        _say("soak done")
    results["elapsed_min"] = (time.monotonic() - began) / 60
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
