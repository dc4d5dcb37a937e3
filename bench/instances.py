"""`python -m bench.instances`: one instance against two, sharing PostgreSQL and Redis.

The load generator of `python -m bench` plays the same rooms against three set-ups, each
on a fresh PostgreSQL database:

- **one**: one instance, its fan-out in process (the default deployment);
- **one + Redis**: one instance publishing every move through Redis, as each instance of
  a scaled-out deployment does (the cost of the bus alone);
- **two, spread**: two instances sharing the database and Redis; each room's players and
  spectators are spread over both, so half of every move's receivers hear it from the
  other instance, through Redis;
- **two, room affinity**: the same two instances, but every websocket of a room goes to
  the instance its id hashes to (what nginx's `hash` on the room id does, deploy/nginx.conf);
  the REST calls that create and join the room still go to either;
- **one + Redis, half the rooms**: a control, not a deployment: one instance carrying
  what each of the two instances carries, to tell the cost of work done twice from the
  cost of a process that is less busy (fewer events handled per wake-up of its loop,
  smaller commit batches);
- **floor, one** and **floor, two**: the Node.js relay of `python -m bench` (no rules, no
  storage, nothing shared between its processes), each room whole on one process: what
  being two processes instead of one costs on this machine, in a stack that is not ours;
- **peer, one** and **peer, two**: boardgame.io (`bench/node/peer.js`, in memory, its
  default), each match whole on one of its processes: the same question for a stack that
  is not ours either but does about the CPU work per move that Bivouac does (rules, player
  views), without a database on the move's path;
- **durable floor, one** and **durable floor, two**: the same Node.js relay, but storing
  each move in PostgreSQL (one INSERT, committed by itself) before it relays it: the
  least any server does that answers only stored moves, as Bivouac does, one process or
  two sharing the database.

Each instance's `/metrics` is read at the end of a run: the moves it stored and the moves
another instance stored that it applied after it (`bivouac_moves_caught_up_total`), so the
share of moves applied twice is counted, not inferred from the CPU.

With `--server-cpus 0` every server process (the instances, and the floor's) runs on
core 0 alone, in every set-up: two instances then share the core that one instance has,
and the other core is left to PostgreSQL and the load generator in every set-up alike.
What that tells apart: on a 2-core machine, two instances can take both cores at once,
and the database and the load generator (which times the moves) then wait for one. The
share of the time some task waited for a core (the kernel's CPU pressure) is reported
with the targets. Such a run writes its own table, below the first.

Two scenarios: paced (every room plays one move per second) and peak (every room plays
as fast as the server answers). The set-ups take turns, one run each per round, so a
change in the machine's other load weighs on all alike. Medians over the repeats; the
table goes into docs/scaling.md.
"""

from __future__ import annotations

import argparse
import statistics
import sys
from dataclasses import dataclass, replace
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import httpx
from prometheus_client.parser import text_string_to_metric_families

from bench.load import run_load
from bench.machine import machine_line
from bench.report import command_line, write_section
from bench.scenario import Scenario
from bench.server import PG_ADMIN_URL, ROOT, Database, ServerUnderTest, raise_open_files

DOC = ROOT / "docs" / "scaling.md"
START, END = "<!-- bench:instances:start -->", "<!-- bench:instances:end -->"
#: Where a run with `--server-cpus` writes its table.
CORES_START, CORES_END = "<!-- bench:instances-cores:start -->", "<!-- bench:instances-cores:end -->"
REDIS_URL = "redis://127.0.0.1:6379/0"


@dataclass(frozen=True)
class Setup:
    """How many instances serve the rooms, and whether they talk through Redis."""

    name: str
    instances: int
    redis: bool
    affinity: bool = False
    #: The share of the scenario's rooms this set-up carries (the control carries half).
    rooms_share: float = 1.0
    #: What serves: Bivouac, or the floor (bench/node/relay.js: Node.js and `ws`, no rules,
    #: no storage, nothing shared), each room whole on one of its processes.
    kind: str = "bivouac"
    #: The floor stores each move in PostgreSQL before it relays it (Bivouac always does).
    durable: bool = False

    @property
    def floor(self) -> bool:
        """A stack that is not ours (the relays, boardgame.io)."""
        return self.kind != "bivouac"

    @property
    def stores(self) -> bool:
        """Every move is stored in PostgreSQL before it is answered."""
        return self.durable or not self.floor


SETUPS = (Setup("one", 1, False), Setup("one + Redis", 1, True),
          Setup("two, spread", 2, True), Setup("two, room affinity", 2, True, affinity=True),
          Setup("one + Redis, half the rooms", 1, True, rooms_share=0.5),
          Setup("floor, one", 1, False, kind="node-relay"),
          Setup("floor, two", 2, False, kind="node-relay"),
          Setup("durable floor, one", 1, False, kind="node-relay", durable=True),
          Setup("durable floor, two", 2, False, kind="node-relay", durable=True),
          Setup("peer, one", 1, False, kind="bgio"),
          Setup("peer, two", 2, False, kind="bgio"))
#: Targets: two instances (with affinity) carry the paced load of one at no worse p99, and
#: spend at most this many times one instance's CPU per move.
DUPLICATE_WORK_LIMIT = 1.3


def run_once(setup: Setup, scenario: Scenario, redis_url: str,
             server_root: Path = ROOT, cpus: frozenset[int] = frozenset()) -> dict[str, Any]:
    """One load run against `setup` on a fresh database, the instances running from
    `server_root` (this checkout, or another to compare with) on `cpus` (every core when
    empty); the load run's summary."""
    db = Database("postgresql")
    url = db.create() if setup.stores else ""
    env = {"METRICS": "true"} | ({"REDIS_URL": redis_url} if setup.redis else {})
    servers = [ServerUnderTest(setup.kind, url, extra_env=env, root=server_root, cpus=cpus)
               for _ in range(setup.instances)]
    rooms = max(1, round(scenario.rooms * setup.rooms_share))
    try:
        for server in servers:  # one at a time: the first applies the migrations
            server.start()
        result = run_load(servers[0], replace(scenario, affinity=setup.affinity, rooms=rooms,
                                              whole_rooms=setup.floor), others=servers[1:])
        for server in servers:
            if server.process is not None and server.process.poll() is not None:
                result.figures.errors["server exited"] += 1
        summary = result.summary()
        summary["errors_total"] = sum(summary["errors"].values())
        counts = [] if setup.floor else [counters(server) for server in servers]
        summary["moves_stored_total"] = (
            float(db.value("SELECT count(*) FROM floor_moves")) if setup.floor and setup.stores
            else sum(c.get("bivouac_moves_stored", 0.0) for c in counts))
        summary["moves_caught_up_total"] = sum(c.get("bivouac_moves_caught_up", 0.0)
                                               for c in counts)
        return summary
    finally:
        for server in servers:
            server.stop()
        db.drop()


def counters(server: ServerUnderTest) -> dict[str, float]:
    """The counters of a running instance's `/metrics` (an empty dict if it cannot say)."""
    try:
        text = httpx.get(server.base_url + "/metrics", timeout=10).text
    except httpx.HTTPError:
        return {}
    return {family.name: sample.value for family in text_string_to_metric_families(text)
            if family.type == "counter" for sample in family.samples
            if sample.name.endswith("_total")}


def _median(runs: list[dict[str, Any]], *path: str) -> float:
    values = []
    for run in runs:
        value: Any = run
        for key in path:
            value = value[key]
        values.append(float(value))
    return statistics.median(values)


def row(setup: Setup, scenario_name: str, runs: list[dict[str, Any]]) -> dict[str, Any]:
    """The medians of one set-up under one scenario."""
    return {
        "setup": setup.name, "scenario": scenario_name, "runs": len(runs),
        "floor": setup.floor,
        "stores": setup.stores,
        "moves_per_second": _median(runs, "moves_per_second"),
        "p50": _median(runs, "fanout_ms", "p50"),
        "p95": _median(runs, "fanout_ms", "p95"),
        "p99": _median(runs, "fanout_ms", "p99"),
        "p99_runs": sorted(float(r["fanout_ms"]["p99"]) for r in runs),
        "server_cpu": _median(runs, "server_cpu"),
        "database_cpu": _median(runs, "database_cpu"),
        "redis_cpu": _median(runs, "redis_cpu"),
        "machine_cpu": _median(runs, "machine_cpu"),
        "core_wait": (statistics.median(float(r["core_wait"]) for r in runs)
                      if all(r.get("core_wait") is not None for r in runs) else None),
        # The instances' CPU per move, in ms: what one move costs the whole service.
        "cpu_ms_per_move": statistics.median(
            1000 * float(r["server_cpu"]) / max(float(r["moves_per_second"]), 1e-9)
            for r in runs),
        "errors": sum(int(r["errors_total"]) for r in runs),
        # Moves applied by a second instance after the one that stored them, per move stored.
        "applied_twice": statistics.median(
            float(r.get("moves_caught_up_total", 0.0)) / max(float(r.get("moves_stored_total",
                                                                         0.0)), 1.0)
            for r in runs),
        # Each instance's CPU (cores), medians over the runs.
        "cpu_each": [statistics.median(float(r["server_cpu_each"][i]) for r in runs)
                     for i in range(len(runs[0].get("server_cpu_each", [])))],
    }


def targets(rows: list[dict[str, Any]]) -> list[str]:
    """Met or not, with the figures: two instances with room affinity against one; then
    the stacks that are not ours, two processes against one (those that ran)."""
    by = {(r["scenario"], r["setup"]): r for r in rows}
    return _ours(by) + _outsiders(by)


def _ours(by: dict[tuple[str, str], dict[str, Any]]) -> list[str]:
    one, two = by.get(("paced", "one")), by.get(("paced", "two, room affinity"))
    if one is None or two is None:
        return []
    carried = two["moves_per_second"] >= 0.99 * one["moves_per_second"] and two["errors"] == 0
    p99_ok = two["p99"] <= one["p99"]
    ratio = two["cpu_ms_per_move"] / one["cpu_ms_per_move"]
    lines = [
        f"- Two instances with room affinity carry the paced load of one: "
        f"{two['moves_per_second']:,.0f} against {one['moves_per_second']:,.0f} moves/s, "
        f"{two['errors']} errors: **{'met' if carried else 'not met'}**.",
        f"- At no worse p99: {two['p99']:.1f}{_runs(two)} against {one['p99']:.1f}"
        f"{_runs(one)} ms: "
        f"**{'met' if p99_ok else 'not met'}**." + _core_wait(two, one),
        f"- CPU per move across the instances within {DUPLICATE_WORK_LIMIT}× one "
        f"instance's: {two['cpu_ms_per_move']:.2f} against {one['cpu_ms_per_move']:.2f} ms "
        f"(× {ratio:.2f}): **{'met' if ratio <= DUPLICATE_WORK_LIMIT else 'not met'}**.",
    ]
    lines.append(f"- Moves applied twice with room affinity: "
                 f"{100 * two.get('applied_twice', 0.0):.1f} % of those stored.")
    half = by.get(("paced", "one + Redis, half the rooms"))
    if half is not None:
        lines.append(f"- The control, one instance carrying half the rooms (what each of the "
                     f"two carries): {half['cpu_ms_per_move']:.2f} ms per move, "
                     f"× {half['cpu_ms_per_move'] / one['cpu_ms_per_move']:.2f} of one "
                     f"instance's at the full load.")
    spread = by.get(("paced", "two, spread"))
    if spread is not None:
        lines.append(f"- For comparison, spread over both without affinity: CPU per move "
                     f"× {spread['cpu_ms_per_move'] / one['cpu_ms_per_move']:.2f} of one "
                     f"instance's, p99 {spread['p99']:.1f} ms.")
    return lines


def _outsiders(by: dict[tuple[str, str], dict[str, Any]]) -> list[str]:
    lines = []
    for name, what in (("floor", "The floor on the same machine (a Node.js relay, nothing "
                                  "shared)"),
                       ("durable floor", "The durable floor (the same relay, storing "
                                         "each move in PostgreSQL before it relays it, one "
                                         "commit a move)"),
                       ("peer", "The peer on the same machine (boardgame.io in memory, "
                                "nothing shared)")):
        alone, both = by.get(("paced", f"{name}, one")), by.get(("paced", f"{name}, two"))
        if alone is not None and both is not None:
            lines.append(f"- {what}, two processes against one: CPU per "
                         f"move × {both['cpu_ms_per_move'] / alone['cpu_ms_per_move']:.2f}, "
                         f"p99 {both['p99']:.1f}{_runs(both)} against "
                         f"{alone['p99']:.1f}{_runs(alone)} ms." + _core_wait(both, alone))
    return lines


def _core_wait(two: dict[str, Any], one: dict[str, Any]) -> str:
    """How long some task waited for a core, two instances against one (if known)."""
    if two.get("core_wait") is None or one.get("core_wait") is None:
        return ""
    return (f" Some task waited for a core {100 * two['core_wait']:.1f} % of the measured "
            f"time against {100 * one['core_wait']:.1f} %.")


def _runs(line: dict[str, Any]) -> str:
    """The p99 of each run of a line, lowest first (how far one run is from the next)."""
    runs = line.get("p99_runs", [])
    return f" (runs {', '.join(f'{v:.1f}' for v in runs)})" if len(runs) > 1 else ""


def render(rows: list[dict[str, Any]], command: str, paced: Scenario, peak: Scenario,
           cpus: frozenset[int] = frozenset()) -> str:
    """The measured section of docs/scaling.md (the second one for a run on `cpus`)."""
    on = ("" if not cpus else
          f" Every server process (the instances, the floor's) runs on core"
          f"{'s' if len(cpus) > 1 else ''} {', '.join(map(str, sorted(cpus)))} only, in "
          "every set-up: two instances share what one has.")
    has_peak = any(r["scenario"] == "peak" for r in rows)
    lines = [
        CORES_START if cpus else START,
        f"Command: `{command}`  ",
        machine_line(PG_ADMIN_URL),
        f"Run: {datetime.now(UTC):%Y-%m-%d %H:%M} UTC; medians of {rows[0]['runs']} runs "
        "per line, each on a fresh PostgreSQL database; the load generator runs on the "
        "same machine." + on,
        "",
        f"- **paced**: {paced.rooms} rooms of `hex_camping`, 2 players and "
        f"{paced.spectators} spectators each ({paced.connections:,} websockets), one move "
        f"per room per second, {paced.duration:.0f} s measured"
        + (";" if has_peak else "."),
        *([f"- **peak**: {peak.rooms} rooms ({peak.connections:,} websockets), each playing "
           f"its next move as soon as its state arrives, {peak.duration:.0f} s measured."]
          if has_peak else []),
        "",
        "Latency: from sending a move to its `state` arriving, at the mover and at every "
        "spectator. CPU in cores (2.0 = both cores busy): the instances together, "
        "PostgreSQL, Redis (the machine's Redis server, whoever uses it), and the whole "
        "machine (the load generator included); CPU ms per move: "
        "the instances' CPU divided by the moves stored (the work one move costs the whole "
        "service, duplicates included); applied twice: the moves another instance applied "
        "after the one that stored them, per move stored, counted by the instances "
        "(`bivouac_moves_caught_up_total`).",
        "",
        "| scenario | set-up | moves/s | p50 ms | p95 ms | p99 ms | instances CPU "
        "| CPU ms per move | applied twice | PostgreSQL CPU | Redis CPU | machine CPU "
        "| errors |",
        "|---|---|---|---|---|---|---|---|---|---|---|---|---|",
    ]
    for r in rows:
        each = " + ".join(f"{c:.2f}" for c in r.get("cpu_each", []))
        cpu = f"{r['server_cpu']:.2f}" + (f" ({each})" if len(r.get("cpu_each", [])) > 1 else "")
        lines.append(
            f"| {r['scenario']} | {r['setup']} | {r['moves_per_second']:,.0f} | {r['p50']:.1f}"
            f" | {r['p95']:.1f} | {r['p99']:.1f} | {cpu}"
            f" | {r['cpu_ms_per_move']:.2f}"
            + (" | –" if r["floor"] else f" | {100 * r['applied_twice']:.1f} %")
            + (f" | {r['database_cpu']:.2f}" if r["stores"] else " | –")
            + (" | –" if r["floor"] else f" | {r['redis_cpu']:.3f}")
            + f" | {r['machine_cpu']:.2f} | {r['errors']} |"
        )
    lines += ["", *targets(rows), "", CORES_END if cpus else END]
    return "\n".join(lines) + "\n"


def _names(only: str) -> list[str]:
    """The set-up names of `--only` ("two, room affinity" has a comma: ';' separates, and
    one name alone is taken whole)."""
    if only.strip() in {setup.name for setup in SETUPS}:
        return [only.strip()]
    return [name.strip() for name in only.split(";" if ";" in only else ",")]


def parse_args(argv: list[str] | None = None) -> argparse.Namespace:
    """The command line."""
    parser = argparse.ArgumentParser(prog="python -m bench.instances", description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--rooms", type=int, default=500, help="rooms of the paced scenario")
    parser.add_argument("--peak-rooms", type=int, default=200, help="rooms of the peak one")
    parser.add_argument("--duration", type=float, default=30.0, help="measured seconds")
    parser.add_argument("--repeats", type=int, default=3, help="runs per line (medians)")
    parser.add_argument("--redis", default=REDIS_URL, help="the Redis the instances share")
    parser.add_argument("--no-write", action="store_true", help="print, leave the doc alone")
    parser.add_argument("--only", default="",
                        help="set-up names to run, separated by ';' (or by ',' when none has "
                             "one; default: all)")
    parser.add_argument("--scenarios", default="paced,peak",
                        help="comma-separated scenarios to run (default: paced,peak)")
    parser.add_argument("--server-root", type=Path, default=ROOT,
                        help="the checkout the instances run from (another commit to compare "
                             "with; the load generator is this one's)")
    parser.add_argument("--server-cpus", default="",
                        help="comma-separated cores every server process runs on, in every "
                             "set-up (default: all); e.g. 0")
    return parser.parse_args(argv)


def main(argv: list[str] | None = None) -> int:
    """Run every set-up under both scenarios and write the table."""
    args = parse_args(argv)
    raise_open_files()
    paced = Scenario(rooms=args.rooms, duration=args.duration, ramp=10.0, warmup=5.0)
    peak = replace(paced, rooms=args.peak_rooms, rate=0.0)
    rows = []
    setups = [s for s in SETUPS if not args.only or s.name in _names(args.only)]
    cpus = frozenset(int(c) for c in args.server_cpus.split(",") if c.strip())
    for name, scenario in (("paced", paced), ("peak", peak)):
        if name not in args.scenarios.split(","):
            continue
        # Round after round, every set-up once in each: a machine that grows busier or
        # quieter during the runs weighs on every line alike, not on the last ones.
        runs: dict[str, list[dict[str, Any]]] = {s.name: [] for s in setups}
        for n in range(args.repeats):
            for setup in setups:
                last = run_once(setup, scenario, args.redis, args.server_root.resolve(), cpus)
                runs[setup.name].append(last)
                kinds = ", ".join(f"{k} {v}" for k, v in last["errors"].items() if v)
                print(f"{name} / {setup.name} run {n + 1}: {last['moves_per_second']:,.0f} "
                      f"moves/s, p99 {last['fanout_ms']['p99']:.1f} ms, "
                      f"{last['errors_total']} errors" + (f" ({kinds})" if kinds else ""),
                      file=sys.stderr, flush=True)
        rows += [row(setup, name, runs[setup.name]) for setup in setups]
    command = command_line("bench.instances", argv)
    section = render(rows, command, paced, peak, cpus)
    print(section)
    if not args.no_write:
        write_section(DOC, *((CORES_START, CORES_END) if cpus else (START, END)), section)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
