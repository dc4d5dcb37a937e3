"""docs/performance.md, written from one `python -m bench` run's results."""

from __future__ import annotations

import shlex
import sys
from pathlib import Path
from typing import Any

from bench.profile import informative
from bench.targets import judge


def command_line(module: str, argv: list[str] | None = None) -> str:
    """The command that ran `module` with `argv` (this process's own arguments if None),
    quoted so that it can be pasted into a shell as it is."""
    return shlex.join(["python", "-m", module, *(sys.argv[1:] if argv is None else argv)])


#: The changes made for performance and their measured effect, kept by hand.
FIXES = Path(__file__).with_name("fixes.md")

METHOD = """\
## How it is measured

- **Live load.** The generator (`bench/swarm.py`, asyncio, several processes)
  speaks only the public protocol: each room is created with `POST /api/rooms`
  and joined with `POST /api/rooms/{id}/join`; its players and spectators open
  `/ws/rooms/{id}` and say `hello`; the seat to act sends a move chosen at
  random from the `legal` list of its `state`, on a fixed schedule per room
  (the rooms' phases are spread over the second). When a match ends, its
  connections close and a new room takes its place. Each room connects from
  its own loopback address (127.x.y.z), as distinct households would, so the
  server's per-address limits apply as they would in use. Clients offer
  permessage-deflate, as browsers do.
- **Latency** is the time from sending a move to its `state` arriving, on the
  generator's clock (a room's connections all live in one process). *Every
  receiver* is the time until the last of the room's connections (mover,
  opponent and spectators) has it; *each receipt* counts every connection
  separately. Only moves sent inside the measured window count, after the
  ramp (rooms created evenly over it) and a warm-up at full load.
- **Moves per second** counts moves acknowledged to their mover in the window.
  A move is acknowledged only once committed, so these are durable moves.
- **CPU** is read from `/proc/<pid>/stat` over the window, in cores (1.0 = one
  core busy all the time): the server process, every PostgreSQL process, and
  the generator's processes (their own `getrusage`).
- **Health of the measurement.** The server runs under `bench/gcwatch.py`,
  which logs its garbage-collector pauses (every full collection, and any
  collection over 5 ms) without changing it. The generator watches its own
  event loop's delay (if that grows, the figures time the generator, not the
  server) and never runs full collections itself. *Other processes' CPU* is the
  machine's busy time minus the server, the database and the generator: when
  it is high, something else shared the two cores during the run.
- **Memory per websocket** is the server's resident memory (`VmRSS`) at the
  end of the window minus its resident memory when idle, divided by the
  websockets open then; it charges the rooms' state to the connections.
- **The floor** (`bench/node/relay.js`) is a minimal Node.js server (`http`
  and `ws`, no compression, as Bivouac declines it) that answers the
  generator's two REST calls and relays each move to its room as a `state` of
  Bivouac's shape and size (a real `hex_camping` view and legal moves), with
  no rules and no storage: what this machine's loopback, kernel and a fast
  websocket stack cost. `bench/relay.py` is the same relay on Bivouac's own
  Python stack (`--peers relay`). Both are driven by Bivouac's generator.
- **The peer** is boardgame.io (`bench/node/peer.js`), running `camping`
  (`bench/node/camping.js`): hex_camping's board (7 × 6 hexes, 12 numbered
  lakes), its placement and passing rules over two halves (about 47 plies a
  match, like hex_camping's random matches), server-side validation of every
  move and a player view carrying the score and the legal moves of the player
  to act, as Bivouac's `state` does. `bench/bgio.py` drives it with the same
  rooms, schedule and clocks, speaking its Lobby REST and socket.io (engine.io
  4 over a websocket); its `_stateID` plays the part of Bivouac's `version`.
  In memory it broadcasts before storing; with `bgio-postgres` (Sequelize) it
  also broadcasts before its write, so its moves are not durable when they
  arrive. Ratios are medians of the per-round ratios.
- **Write path** runs `MoveWriter` and `Store` in-process on a fresh database:
  N rooms each append moves one after another, as fast as they are committed.
- **CPU per move** (`bench/budget.py`) times each step of one move with the
  server's own code in one process, in CPU time: parsing, `Room.submit` with a
  writer that stores at once, the move writer's statement arguments, the `state`
  messages, and framing them as the server writes them (at once, uncompressed).
- **Rules** runs random playouts (`app.games.playout.random_playout`) and
  `legal_moves` on positions from random matches, on one core, for every
  registered game.
"""


def _ms(summary: dict[str, float], key: str) -> str:
    return f"{summary[key]:.1f}"


def _machine(machine: dict[str, str]) -> list[str]:
    return [
        "## Machine", "",
        "| | |", "|---|---|",
        *(f"| {k} | {v} |" for k, v in machine.items()),
        "",
    ]


#: Cores other processes may take during a run before the page warns that it was shared.
SHARED = 0.25


def _shared_warning(results: dict[str, Any]) -> list[str]:
    others = [run["other_cpu"] for key in ("live", "peak", "soak") if results.get(key)
              for run in ([results[key]["bivouac"]] if key == "live" else [results[key]])]
    if not others or max(others) <= SHARED:
        return []
    return [
        f"**The machine was shared during this run**: other processes took up to "
        f"{max(others):.2f} of its {results['machine']['cores']} cores (see *other processes' "
        "CPU* below), so the server had less CPU than the figures assume; latencies and "
        "errors are worse than on a machine of its own. Run again on a quiet machine before "
        "comparing with the targets.", "",
    ]


def _targets(results: dict[str, Any]) -> list[str]:
    verdicts = judge(results)
    if not verdicts:
        return []
    lines = ["## Targets", "", *_shared_warning(results),
             "| target | measured | met |", "|---|---|---|"]
    for v in verdicts:
        met = "—" if v.met is None else ("yes" if v.met else "**no**")
        lines.append(f"| {v.target} | {v.measured} | {met} |")
    lines.append("")
    missed = [v for v in verdicts if v.met is False]
    if missed:
        lines += ["### What was tried and what limits each target not met", ""]
        seen: set[str] = set()
        for v in missed:
            kind, text = _why(v.target, results)
            if kind not in seen:
                seen.add(kind)
                lines += [text, ""]
    return lines


def _gc_sentence(results: dict[str, Any]) -> str:
    rows = results.get("gc") or []
    if not rows:
        return ""
    parts = [f"{row['strategy']}: p99 {row['summary']['fanout_ms']['p99']:.0f} ms, "
             f"{row['summary']['server_gc_ms']['count']:.0f} pauses up to "
             f"{row['summary']['server_gc_ms']['max']:.0f} ms" for row in rows]
    return " Collector strategies in this run (*Garbage-collector strategies* below): " + \
        "; ".join(parts) + "."


def _peak_share(results: dict[str, Any]) -> str:
    peak = results.get("peak")
    if not peak:
        return ""
    return (f" At peak the server used {peak['server_cpu']:.2f} cores, the database "
            f"{peak['database_cpu']:.2f}, the generator {peak['generator_cpu']:.2f} and other "
            f"people's processes {peak['other_cpu']:.2f}.")


def _why(target: str, results: dict[str, Any]) -> tuple[str, str]:
    """Which kind of target this is, and what the page says about it (with this run's figures)."""
    b = (results.get("live") or {}).get("bivouac") or {}
    shared = ""
    if b:
        shared = (f" In this run the server used {b['server_cpu']:.2f} cores and the database "
                  f"{b['database_cpu']:.2f} of the machine's 2, while other people's processes "
                  f"took {b['other_cpu']:.2f}; the server's collector paused "
                  f"{b['server_gc_ms']['count']:.0f} times ≥ 5 ms, "
                  f"{b['server_gc_ms']['total'] / 1e3:.1f} s in all, up to "
                  f"{b['server_gc_ms']['max']:.0f} ms.")
    if target.startswith(("p50 move", "p99 move")):
        return "latency", (
            "**Latency at 1,000 rooms.** Tried (see *What was changed* below, each with its "
            "before/after): orjson for every outbound message, one serialised view per change "
            "when every receiver sees the same, batched commits, then each batch one "
            "PostgreSQL statement on the driver's connection, messages written to the socket "
            "in the step that made them, websockets routed past the HTTP middleware, "
            "compression off, the closed-connection cycles removed, start-up frozen out of "
            "the collector and its thresholds raised." + _gc_sentence(results) + shared +
            " What limits it: one process runs on one core" + _core_share(results) + "; a "
            "move is acknowledged only after its commit, so every move waits for the batch "
            "in flight (the write path's own append p50 is in *Durable write path*); the "
            "rest is Python's per-message cost (see *Where the server's time goes*: the "
            "event loop's own C code, the socket writes and the database driver's calls "
            "lead; no function of the server's own takes more than a few per cent).")
    if target.startswith("p99 no worse than boardgame.io"):
        return "peer", (
            "**Against boardgame.io in memory.** Tried: the changes listed under *Latency* "
            "(the same path). What limits it: boardgame.io broadcasts each update before "
            "it stores it, and in memory its store is a `Map`: its p99 has no database in "
            "it, while Bivouac's move waits for its commit (durable before anyone sees it). "
            "Per load, Bivouac's p99 against boardgame.io's in memory and, durable against "
            "durable, on PostgreSQL: " + _per_load(results, ("bgio", "bgio-pg")) + "." + shared)
    if target.startswith("p99 within 10×"):
        return "floor", (
            "**Against the Node floor.** Tried: the changes listed under *Latency*. What "
            "limits it: the floor parses one JSON message and writes the same bytes to four "
            "sockets; Bivouac validates the move, builds each seat's view and legal moves, "
            "commits and then sends, all in Python on one core, so its CPU per move is a "
            "multiple of the floor's and its core fills first: per load, its p99 and server "
            "CPU against the floor's: " + _per_load(results, ("node-relay",), cpu=True) +
            "." + shared)
    if target.startswith("no errors"):
        kinds: dict[str, float] = {}
        for level in (results.get("live") or {}).get("levels", []):
            for kind, count in level["servers"]["bivouac"]["errors"].items():
                kinds[kind] = kinds.get(kind, 0) + count
        listed = ", ".join(f"{k} × {v:.0f}" for k, v in kinds.items())
        return "errors", (
            f"**Errors.** Bivouac's, over the loads: {listed}. `TimeoutError` is the "
            "generator giving up after 10 s on a room's set-up (create, join, four "
            "handshakes); none is a refusal or a connection closed by the server, which are "
            "counted apart." + shared)
    if target.startswith("≤ 100 KB"):
        return "memory", "**Memory per websocket.**" + shared
    if target.startswith("memory flat"):
        soak = results.get("soak") or {}
        minutes = soak.get("rss_mib_per_minute", [])
        series = ", ".join(f"{m:.0f}" for m in minutes)
        half = len(minutes) // 2
        slopes = ""
        if half >= 2:
            first = (minutes[half] - minutes[0]) / half
            second = (minutes[-1] - minutes[half]) / (len(minutes) - 1 - half)
            slopes = (f" Over the first half it grew {first:+.1f} MiB/min, over the second "
                      f"{second:+.1f} MiB/min.")
        return "soak", (
            "**Memory over 10 minutes.** Tried: the closed-connection cycles removed (before: "
            "+122 %, +34.8 MiB/min), the per-address rate-limit buckets forgotten once "
            "refilled; then the cycles that kept every unloaded room (its parts referring "
            "back to it, its fired timers) and every closed connection's websockets protocol "
            "(its frame parser) and HTTP protocol (the one it was upgraded from) until a full "
            "collection, which this server runs seldom "
            "(before, 300 rooms for 5 minutes: +48 %, +17.3 MiB/min). "
            f"This run, each minute (MiB): {series}.{slopes} What is left to find "
            "is named by `BENCH_GC_CENSUS` (`bench/gcwatch.py`), which counts the tracked "
            "objects by type during a run.")
    if target.startswith(("event-loop lag", "live p99 unchanged")):
        lag = results.get("lag") or {}
        quiet, loaded = lag.get("quiet") or {}, lag.get("loaded") or {}
        return "lag", (
            "**Event-loop lag under heavy reads.** Tried: listings without replay, move "
            "counts from stored sequence numbers, `moves=false` by default, paginated "
            "replays cached for finished matches, decks and replay pages built in a worker "
            "process (for a while below the server's priority), listing rows kept encoded and rendered a "
            "slice at a time, one heavy read at a time and heavy reads paced to a fifth of "
            "the time (*What was changed* below, *Heavy reads paced*, with the figures of each step). "
            f"In this run the probe's p99 / max were {quiet.get('p99', 0):.1f} / "
            f"{quiet.get('max', 0):.1f} ms quiet and {loaded.get('p99', 0):.1f} / "
            f"{loaded.get('max', 0):.1f} ms under the uploads and reads." +
            _live_reads_line(lag.get("live")) + _live_reads_limit(lag.get("live")))
    if target.startswith("≥ 1,500 durable moves/s"):
        return "throughput", (
            "**Throughput.** Tried: the move path's changes above (the commit one "
            "statement, messages written at once). The peak scenario shares the 2 cores "
            "with the generator and the database (and, in this run, other people's work)." +
            _peak_share(results) + " What limits it: one process on one core; at the "
            "server's CPU per peak move, one whole core carries "
            f"{_peak_ceiling(results)}.")
    return target, f"**{target}.**" + shared


def _per_load(results: dict[str, Any], peers: tuple[str, ...], cpu: bool = False) -> str:
    """Bivouac's p99 (and server CPU) beside these peers' at each load of this run."""
    parts = []
    database = (results.get("live") or {}).get("database", "postgresql")
    for level in (results.get("live") or {}).get("levels") or []:
        servers = level["servers"]
        ours = servers.get("bivouac")
        if not ours:
            continue
        figures = [f"{ours['fanout_ms']['p99']:.1f} ms" +
                   (f" at {ours['server_cpu']:.2f} cores" if cpu else "")]
        for peer in peers:
            if peer in servers:
                run = servers[peer]
                figures.append(f"{_name(peer, database)} {run['fanout_ms']['p99']:.1f} ms" +
                               (f" at {run['server_cpu']:.2f} cores" if cpu else ""))
        parts.append(f"{level['rooms']:,} rooms, Bivouac " + " against ".join(figures))
    return "; ".join(parts) if parts else "not measured in this run"


def _core_share(results: dict[str, Any]) -> str:
    """How much of its one core the server used at the largest live load, and per move."""
    levels = (results.get("live") or {}).get("levels") or []
    if not levels:
        return ""
    top = max(levels, key=lambda level: level["rooms"])
    run = top["servers"].get("bivouac") or {}
    if not run.get("moves_per_second"):
        return ""
    per_move = run["server_cpu"] / run["moves_per_second"] * 1e6
    return (f": at {top['rooms']:,} rooms it used {run['server_cpu']:.2f} of it for "
            f"{run['moves_per_second']:,.0f} moves a second ({per_move:,.0f} µs of CPU a move, "
            "the generator's pings and the room set-ups included): the busier that core, "
            "the more often a move waits behind others")


def _peak_ceiling(results: dict[str, Any]) -> str:
    peak = results.get("peak") or {}
    if not peak.get("moves_per_second") or not peak.get("server_cpu"):
        return "what this run did not measure"
    per_move = peak["server_cpu"] / peak["moves_per_second"]
    return f"about {1 / per_move:,.0f} moves a second ({per_move * 1e6:,.0f} µs a move)"


def _live_reads_limit(live: dict[str, Any] | None) -> str:
    if not live or "error" in live:
        return ""
    added = live["with"]["server_cpu"] - live["without"]["server_cpu"]
    reads = sum(live.get("reads", {}).values())
    return (f" What limits it: the reads are served by the same event loop as the moves; "
            f"their {reads:,} requests took {added:+.2f} cores of it, and a move that "
            "arrives while a slice of a listing is built or a long replay page written waits "
            f"for it, while the target allows little beside a low p99 ({live['rule']}).")


def _load_row(name: str, run: dict[str, Any]) -> str:
    f = run["fanout_ms"]
    return (
        f"| {name} | {run['moves_per_second']:,.0f} | {_ms(f, 'p50')} | {_ms(f, 'p95')} | "
        f"{_ms(f, 'p99')} | {_ms(run['receipt_ms'], 'p50')} / {_ms(run['receipt_ms'], 'p99')} | "
        f"{run['errors_total']:.0f} | {run['server_cpu']:.2f} | {run['database_cpu']:.2f} | "
        f"{run['generator_cpu']:.2f} | {run['bytes_per_connection'] / 1024:.0f} |"
    )


LOAD_HEADER = [
    "| server | moves/s | p50 ms | p95 ms | p99 ms | each receipt p50 / p99 ms | errors | "
    "server CPU | database CPU | generator CPU | KB per websocket |",
    "|---|---|---|---|---|---|---|---|---|---|---|",
]


HEALTH_HEADER = [
    "| server | GC CPU (share of server CPU) | GC pauses ≥ 5 ms or full: count / total s / max ms "
    "| generator loop lag p99 / max ms | other processes' CPU | websockets open "
    "| resident MiB idle → end |",
    "|---|---|---|---|---|---|---|",
]


def _health_row(name: str, run: dict[str, Any]) -> str:
    gc, lag = run["server_gc_ms"], run["generator_lag_ms"]
    share = run["server_gc_cpu"] / run["server_cpu"] if run["server_cpu"] else 0.0
    return (
        f"| {name} | {run['server_gc_cpu']:.2f} ({share:.0%}) | "
        f"{gc['count']:.0f} / {gc['total'] / 1e3:.1f} / {gc['max']:.0f} | "
        f"{lag['p99']:.1f} / {lag['max']:.0f} | {run['other_cpu']:.2f} | "
        f"{run['open_connections']:,.0f} | {run['rss_idle_mib']:.0f} → {run['rss_end_mib']:.0f} |"
    )


def _scenario_line(s: dict[str, Any]) -> str:
    rate = "as fast as turns come back" if not s["rate"] else f"{s['rate']:g} move/s per room"
    return (
        f"{s['rooms']} rooms of `{s['game']}`, {s['players']} players and {s['spectators']} "
        f"spectators each ({s['rooms'] * (s['players'] + s['spectators']):,} websockets), {rate}; "
        f"{s['ramp']:g} s ramp, {s['warmup']:g} s warm-up, {s['duration']:g} s measured."
    )


NAMES = {
    "bivouac": "Bivouac (PostgreSQL, durable)", "node-relay": "Node ws relay (floor)",
    "bgio": "boardgame.io in memory", "bgio-pg": "boardgame.io on PostgreSQL",
    "relay": "Python relay (same stack)",
}


def _name(key: str, database: str) -> str:
    if key == "bivouac":
        return f"Bivouac ({database}, durable)"
    return NAMES.get(key, key)


def _level(level: dict[str, Any], database: str) -> list[str]:
    servers = level["servers"]
    lines = [f"### {level['rooms']:,} rooms ({level['rooms'] * 4:,} websockets)", "",
             _scenario_line(servers["bivouac"]["scenario"]),
             (f"Medians of {level['repeats']} rounds; in each round" if level["repeats"] > 1
              else "One round (`--repeats 1`): in it") +
             " the servers run one after the other (boardgame.io on PostgreSQL in the first "
             "round only).", "",
             *LOAD_HEADER]
    lines += [_load_row(_name(key, database), run) for key, run in servers.items()]
    lines += ["", *HEALTH_HEADER]
    lines += [_health_row(_name(key, database), run) for key, run in servers.items()]
    lines.append("")
    for peer, ratio in level["ratio"].items():
        lines.append(
            f"- Bivouac ÷ {_name(peer, database)} (medians of the per-round ratios): "
            f"p50 × {ratio['fanout_p50']:.2f}, p99 × {ratio['fanout_p99']:.2f}, server CPU × "
            f"{ratio['server_cpu']:.2f}, memory per websocket × "
            f"{ratio['bytes_per_connection']:.2f}")
    lines.append("")
    errors = servers["bivouac"].get("error_kinds") or {}
    if errors:
        lines += ["Bivouac's errors: " + ", ".join(f"{k} × {v}" for k, v in errors.items()), ""]
    for key, run in servers.items():
        if key != "bivouac" and run.get("errors"):
            lines += [f"{_name(key, database)}'s errors: " + ", ".join(
                f"{k} × {v:.0f}" for k, v in run["errors"].items()), ""]
    if len(level["runs"]) > 1:
        lines += ["Each round, p50 / p99 ms:", ""]
        for n, one in enumerate(level["runs"], 1):
            lines.append(f"- round {n}: " + "; ".join(
                f"{_name(k, database)} {_ms(r['fanout_ms'], 'p50')} / {_ms(r['fanout_ms'], 'p99')}"
                for k, r in one.items()))
        lines.append("")
    return lines


def _live(live: dict[str, Any]) -> list[str]:
    lines = [
        "## Live load: Bivouac beside its floor and its peer", "",
        "The same generator and scenario drive every server: Bivouac durable on "
        f"{live['database']}; the floor, a minimal Node.js `ws` relay speaking Bivouac's "
        "protocol (`bench/node/relay.js`: no rules, no storage); boardgame.io "
        "(`bench/node/peer.js`, the `camping` game of `bench/node/camping.js`) through its "
        "Lobby REST and socket.io, in memory (its default; it broadcasts each update "
        "*before* its storage write) and with the `bgio-postgres` storage adapter. "
        "Package versions are pinned in `bench/node/package-lock.json`.", "",
    ]
    for level in live["levels"]:
        lines += _level(level, live["database"])
    return lines


def _growth(growth: dict[str, Any]) -> list[str]:
    lines = [
        "## Cost growth", "",
        "Bivouac against the number of rooms, 2 players and 2 spectators each, 1 move/s per "
        "room (the rows at the comparison's loads are its medians, the others one run). CPU "
        "per move is the server's CPU over the window divided by the moves; memory per room "
        "is the server's resident memory at the end minus idle, divided by the rooms.", "",
        "| rooms | websockets | moves/s | p50 ms | p99 ms | server CPU | CPU µs per move | "
        "GC share | resident MiB at the end | KB per room | errors |",
        "|---|---|---|---|---|---|---|---|---|---|---|",
    ]
    for row in growth.get("rooms", []):
        r = row["summary"]
        rate = r["moves_per_second"] or 1.0
        share = r["server_gc_cpu"] / r["server_cpu"] if r["server_cpu"] else 0.0
        grown = (r["rss_end_mib"] - r["rss_idle_mib"]) * 1024 / row["rooms"]
        lines.append(
            f"| {row['rooms']:,} | {r['open_connections']:,.0f} | {r['moves_per_second']:,.0f} | "
            f"{_ms(r['fanout_ms'], 'p50')} | {_ms(r['fanout_ms'], 'p99')} | "
            f"{r['server_cpu']:.2f} | {r['server_cpu'] / rate * 1e6:,.0f} | {share:.0%} | "
            f"{r['rss_end_mib']:.0f} | {grown:.0f} | {r['errors_total']:.0f} |")
    length = growth.get("length") or []
    if length:
        lines += [
            "", f"Against the length of a match (`bench/growth.py`): the longest of several "
            f"random Caravan matches with a 200-round limit ({length[0]['plies']:,} plies), "
            "in-process, CPU time on one core. *State* is every object the room's state "
            "reaches, counted once; the room keeps its state and version, not its history.", "",
            "| ply | rules' apply µs | state messages for 4 receivers µs | state bytes | "
            "spectator message bytes |", "|---|---|---|---|---|",
        ]
        lines += [f"| {r['ply']:,} | {r['apply_us']:,.0f} | {r['broadcast_us']:,.0f} | "
                  f"{r['state_bytes']:,} | {r['message_bytes']:,} |" for r in length]
    return lines + [""]


def _gc(rows: list[dict[str, Any]]) -> list[str]:
    if not rows:
        return []
    scenario = rows[0]["summary"]["scenario"]
    lines = [
        "## Garbage-collector strategies", "",
        f"One Bivouac run each at {scenario['rooms']:,} rooms, same scenario as above, the "
        "strategy set through the environment (`GC_THRESHOLD`; `BENCH_GC_REFREEZE` of "
        "`bench/gcwatch.py`). Single runs vary by up to a factor of two at p99 on this "
        "machine.", "",
        "| strategy | p50 ms | p99 ms | GC pauses ≥ 5 ms or full: count / total s / max ms | "
        "GC share of CPU | server CPU | resident MiB idle → end | errors |",
        "|---|---|---|---|---|---|---|---|",
    ]
    for row in rows:
        r = row["summary"]
        gc = r["server_gc_ms"]
        share = r["server_gc_cpu"] / r["server_cpu"] if r["server_cpu"] else 0.0
        lines.append(
            f"| {row['strategy']} | {_ms(r['fanout_ms'], 'p50')} | {_ms(r['fanout_ms'], 'p99')} "
            f"| {gc['count']:.0f} / {gc['total'] / 1e3:.1f} / {gc['max']:.0f} | {share:.0%} | "
            f"{r['server_cpu']:.2f} | {r['rss_idle_mib']:.0f} → {r['rss_end_mib']:.0f} | "
            f"{r['errors_total']:.0f} |")
    return lines + [""]


def _live_reads_line(live: dict[str, Any] | None) -> str:
    if not live or "error" in live:
        return " The live p99 beside those reads was not measured in this run."
    return (f" The live load ({live['rooms']:,} rooms) had a p99 of "
            f"{live['without']['p99']:.1f} ms alone and {live['with']['p99']:.1f} ms beside "
            f"the reads (× {live['ratio']:.2f}).")


def _lag(lag: dict[str, Any]) -> list[str]:
    lines = [
        "## Event-loop lag under heavy reads", "",
        "`python -m bench.lag` (SQLite): long Caravan matches between computers are played "
        "first; a probe then times websocket `ping` → `pong` round trips every 20 ms, alone "
        "and while a hostile client uploads maximum-size quiz decks and reads the longest "
        "replays (every page) and the largest listings in a loop.", "",
    ]
    if "loaded" not in lag:
        return lines + [f"The run failed: {lag.get('error')}", ""]
    lines += ["| phase | probes | p50 ms | p99 ms | max ms |", "|---|---|---|---|---|"]
    for phase in ("quiet", "loaded"):
        if phase in lag:
            r = lag[phase]
            lines.append(f"| {phase} | {r['probes']:,} | {r['p50']:.1f} | {r['p99']:.1f} | "
                         f"{r['max']:.1f} |")
    lines += ["", "Its output:", "", "```", lag["output"], "```", ""]
    return lines + _live_under_reads(lag.get("live"))


def _live_under_reads(live: dict[str, Any] | None) -> list[str]:
    if not live:
        return []
    if "error" in live:
        return ["### The live load beside the heavy reads", "",
                f"The run failed: {live['error']}", ""]
    reads = ", ".join(f"{k} {v:,}" for k, v in live["reads"].items())
    lines = [
        "### The live load beside the heavy reads", "",
        f"The standard scenario's live load, {live['rooms']:,} rooms for "
        f"{live['duration']:g} s ({live['database']}), twice against one server: alone, "
        f"then while {live['readers']} readers fetch every page of the finished Caravan "
        f"matches ({live['matches']}, of up to {live['rounds']} rounds) and the largest "
        f"listing (`/api/matches?limit=200&moves=true`) in a loop ({reads}). Unchanged means "
        f"{live['rule']}.", "",
        "| run | p50 ms | p99 ms | max ms | moves/s | server CPU | errors |",
        "|---|---|---|---|---|---|---|",
    ]
    for label, key in (("alone", "without"), ("beside the reads", "with")):
        r = live[key]
        lines.append(f"| {label} | {r['p50']:.1f} | {r['p99']:.1f} | {r['max']:.0f} | "
                     f"{r['moves_per_second']:,.0f} | {r['server_cpu']:.2f} | "
                     f"{r['errors']:.0f} |")
    verdict = "unchanged" if live["unchanged"] else "changed"
    return lines + ["", f"p99 × {live['ratio']:.2f}: {verdict}.", ""]


def _profile(hot: dict[str, list[Any]]) -> list[str]:
    if not hot or not hot.get("inclusive"):
        return []
    lines = [
        "## Where the server's time goes", "",
        "py-spy samples of the server's event-loop thread during the first run at the "
        "largest load, in percent of the samples where it was busy (not waiting for events); "
        "time in C under the loop (uvloop, socket writes) is its own row, and stacks cut "
        "short while being read still count, under the frames they have. A garbage "
        "collection's pause is charged to whichever frame was allocating when it began. "
        "The ASGI middleware and routing frames every message passes through are left out "
        "of the first column.", "",
        "| including callees | % | own time | % |", "|---|---|---|---|",
    ]
    own = hot.get("own", [])
    inclusive = informative(hot["inclusive"])

    def cell(frames: list[Any], n: int) -> str:
        return f"`{frames[n][0]}` | {frames[n][1]:.1f}" if n < len(frames) else " | "

    for n in range(max(len(own), len(inclusive))):
        lines.append(f"| {cell(inclusive, n)} | {cell(own, n)} |")
    return lines + [""]


def _peak(peak: dict[str, Any]) -> list[str]:
    return [
        "## Peak", "",
        _scenario_line(peak["scenario"]),
        f"Median of {peak['repeats']} runs.", "",
        *LOAD_HEADER,
        _load_row("Bivouac", peak),
        "",
        *HEALTH_HEADER,
        _health_row("Bivouac", peak),
        "",
    ]


def _soak(soak: dict[str, Any]) -> list[str]:
    m = soak["memory"]
    series = ", ".join(f"{mib:.0f}" for mib in soak["rss_mib_per_minute"])
    return [
        "## Memory over a long run", "",
        _scenario_line(soak["scenario"]), "",
        f"Resident memory: {m['first_mib']:.0f} MiB over the first tenth, "
        f"{m['last_mib']:.0f} MiB over the last ({m['growth'] * 100:+.1f} %, "
        f"slope {m['slope_mib_per_min']:+.2f} MiB/min); "
        f"{soak['bytes_per_connection'] / 1024:.0f} KB "
        f"per websocket; {soak['errors_total']:.0f} errors; p50 / p99 "
        f"{_ms(soak['fanout_ms'], 'p50')} / {_ms(soak['fanout_ms'], 'p99')} ms.", "",
        f"Resident memory each minute (MiB): {series}.", "",
        *HEALTH_HEADER,
        _health_row("Bivouac", soak),
        "",
    ]


def _writes(writes: list[dict[str, Any]]) -> list[str]:
    lines = [
        "## Durable write path", "",
        "`MoveWriter` with `Store`, in-process, each room appending its next move as soon as "
        "the previous one is committed. Medians of the repeated runs.", "",
        "| database | mode | rooms | moves/s | mean batch | append p50 ms | append p99 ms |",
        "|---|---|---|---|---|---|---|",
    ]
    for w in writes:
        lines.append(
            f"| {w['database']} | {w['mode']} | {w['rooms']} | {w['moves_per_second']:,.0f} | "
            f"{w['mean_batch']:.1f} | {_ms(w['append_ms'], 'p50')} | {_ms(w['append_ms'], 'p99')} |"
        )
    lines += ["", "`batched`: the server's writer (whatever has queued in one statement, "
              "which commits by itself on PostgreSQL, or one transaction on SQLite); "
              "`batch1`: the same writer, one move at a time; `direct`: no writer task, "
              "each room commits its own move on a pooled connection.", ""]
    return lines


def _budget(budget: dict[str, float], live: dict[str, Any] | None) -> list[str]:
    lines = [
        "## CPU per move", "",
        "One `hex_camping` move with two players and two spectators, step by step, with the "
        "server's own code in one process (`bench/budget.py`; CPU time, so a busy machine "
        "does not change it):", "",
        "| step | CPU µs per move |", "|---|---|",
        *(f"| {step} | {micros:,.0f} |" for step, micros in budget.items()),
        "",
    ]
    if live:
        server = live["bivouac"]
        rate = server["moves_per_second"]
        if rate:
            per_move = server["server_cpu"] / rate * 1e6
            gc = server["server_gc_cpu"] / rate * 1e6
            lines += [
                f"In the live runs the server spent {per_move:,.0f} µs of CPU per move "
                f"({gc:,.0f} µs of it collecting garbage); the difference from the steps above "
                "is the ASGI and websocket layers, the event loop, the database driver, room "
                "set-up (REST, handshakes) and the garbage collector.", "",
            ]
    return lines


def _rules(rules: list[dict[str, Any]]) -> list[str]:
    lines = [
        "## Rules throughput (one core)", "",
        "| game | players | playouts/s | plies per playout | plies/s | legal_moves calls/s |",
        "|---|---|---|---|---|---|",
    ]
    for r in rules:
        if r["error"]:
            lines.append(f"| {r['game']} | {r['players']} | failed: {r['error']} | | | |")
            continue
        lines.append(
            f"| {r['game']} | {r['players']} | {r['playouts_per_second']:,.1f} | "
            f"{r['plies_per_playout']:,.0f} | {r['plies_per_second']:,.0f} | "
            f"{r['legal_per_second']:,.0f} |"
        )
    return lines + [""]


def render(results: dict[str, Any]) -> str:
    """The whole page."""
    lines = [
        "# Performance", "",
        "Written by `python -m bench` (`make bench`); do not edit by hand. "
        f"This run: `{results['command']}` on {results['date']}, "
        f"{results['elapsed_min']:.0f} minutes.", "",
        "Every figure below comes from that one run on the machine described; the load "
        "generator runs on the same machine as the server and the database.", "",
        "Other commands: `make bench BENCH_ARGS=--quick` or `python -m bench --quick` (a short "
        "run of every part), `python -m bench --loads 250,500 --peers node-relay,bgio` (the "
        "comparison at chosen loads, beside chosen servers), "
        "`python -m bench --rooms 200 --spectators 0 --rate 2 --duration 30 --db sqlite` "
        "(one custom live scenario), `python -m bench --soak 0` (without the long memory run), "
        "`python -m bench --only rules,writes`.", "",
    ]
    lines += _machine(results["machine"])
    if results.get("load_start"):
        start, end = results["load_start"], results.get("load_end") or results["load_start"]
        lines += [
            "The machine is shared: other people's work ran on the same 2 cores during this "
            "run. Load average (1, 5, 15 minutes) at the start "
            f"{', '.join(f'{v:.1f}' for v in start)}, at the end "
            f"{', '.join(f'{v:.1f}' for v in end)}; each run's *other processes' CPU* below "
            "says how much of the cores others took during its window.", ""]
    lines += _targets(results)
    if results.get("live"):
        lines += _live(results["live"])
    if results.get("live"):
        lines += _profile(results["live"].get("profile") or {})
    if results.get("growth"):
        lines += _growth(results["growth"])
    if results.get("gc"):
        lines += _gc(results["gc"])
    if results.get("lag"):
        lines += _lag(results["lag"])
    if results.get("peak"):
        lines += _peak(results["peak"])
    if results.get("soak"):
        lines += _soak(results["soak"])
    if results.get("budget"):
        lines += _budget(results["budget"], results.get("live"))
    if results.get("writes"):
        lines += _writes(results["writes"])
    if results.get("rules"):
        lines += _rules(results["rules"])
    lines.append(FIXES.read_text(encoding="utf-8"))
    lines.append(METHOD)
    return "\n".join(lines)


def write_section(doc: Path, start: str, end: str, section: str) -> None:
    """Put `section` (which begins with `start` and ends with `end`) into the page `doc`,
    in place of the previous one, or at its end the first time."""
    text = doc.read_text(encoding="utf-8") if doc.exists() else ""
    if start in text and end in text:
        head, rest = text.split(start, 1)
        text = head + section + rest.split(end, 1)[1].lstrip("\n")
    else:
        text = text.rstrip("\n") + ("\n\n" if text else "") + section
    doc.write_text(text, encoding="utf-8")
