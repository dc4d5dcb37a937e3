"""Does any request make the event loop wait? `python -m bench.lag`.

A server (SQLite) first plays a few long Caravan matches between computers, so
that long replays exist. Then a probe, in a process of its own, measures the
event loop's lag from the outside, as the round trip of a websocket `ping`
answered by `pong` every 20 ms, for a quiet phase and then while a hostile
client uploads maximum-size quiz decks (each a file the server has not seen)
and reads the longest replays and the largest listings in a loop. The
per-address room limits (rooms a minute, unfinished rooms with an upload) are
lifted for the run so that every upload is parsed.

Prints the probe's round trips (p50, p99, max) for both phases and the number
of heavy requests answered. `--profile` samples the server with py-spy during
the loaded phase (when it is installed) and prints where its event loop was busy.

`live_under_reads` (part "lag" of `python -m bench`, or `--live ROOMS` here)
answers the other half of the target: the standard scenario's live load
(bench/load.py), at a modest size, runs twice against one server, once alone and
once while readers fetch the longest replays and the largest listings in a
loop; the live p99 of both runs is compared (`unchanged`).
"""

from __future__ import annotations

import argparse
import asyncio
import json
import multiprocessing
import os
import statistics
import tempfile
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path
from typing import Any

import httpx
import orjson
import websockets

from bench import profile
from bench.load import run_load
from bench.scenario import Scenario
from bench.server import Database, ServerUnderTest
from tests.games.em6_quiz.max_deck import max_deck

PROBE_EVERY = 0.02
#: The server's settings for these runs: the per-address room limits lifted (the uploads,
#: the computers' long matches), the computers playing at once.
SERVER_ENV = {"ROOMS_PER_MINUTE": "100000", "BOT_DELAY": "0", "BOT_ROOMS_PER_ADDRESS": "10",
              "UPLOAD_ROOMS_PER_ADDRESS": "100000"}
#: "Unchanged": the live p99 with the reads at most this many times the p99 without them,
#: or at most LIVE_SLACK_MS more (whichever allows more: a few ms is noise at a low p99).
LIVE_RATIO = 1.2
LIVE_SLACK_MS = 5.0
#: Readers fetching the replays and listings side by side during the loaded live run.
READERS = 2


def unchanged(without_ms: float, with_ms: float) -> bool:
    """True if the live p99 with the reads counts as unchanged (LIVE_RATIO, LIVE_SLACK_MS)."""
    return with_ms <= max(without_ms * LIVE_RATIO, without_ms + LIVE_SLACK_MS)


async def _finished_long_matches(http: httpx.AsyncClient, count: int,
                                 rounds: int = 200) -> list[str]:
    rooms = []
    for _ in range(count):
        answer = await http.post("/api/rooms", json={
            "game": "caravan", "players": 2, "name": "Host", "seat": None,
            "options": {"max_rounds": rounds},
            "bots": [{"seat": 0, "level": "easy"}, {"seat": 1, "level": "easy"}],
        })
        answer.raise_for_status()
        rooms.append(answer.json()["room_id"])
    deadline = time.monotonic() + 600
    while time.monotonic() < deadline:
        states = [(await http.get(f"/api/rooms/{r}")).json()["status"] for r in rooms]
        if all(s == "finished" for s in states):
            return rooms
        await asyncio.sleep(1)
    raise RuntimeError("the computers' matches did not finish in 10 minutes")


def _probe_process(ws_url: str, seconds: float) -> list[float]:
    return asyncio.run(_probe(ws_url, seconds))


async def _probe_apart(ws_url: str, seconds: float) -> list[float]:
    """The probe in a process of its own: the hostile client's work (reading megabytes of
    replays) must not delay the probe's event loop, only the server's may."""
    with ProcessPoolExecutor(1, mp_context=multiprocessing.get_context("spawn")) as apart:
        return await asyncio.get_running_loop().run_in_executor(
            apart, _probe_process, ws_url, seconds)


async def _probe(ws_url: str, seconds: float) -> list[float]:
    trips = []
    async with websockets.connect(ws_url, max_size=1 << 22) as ws:
        await ws.send(json.dumps({"type": "hello"}))
        end = time.monotonic() + seconds
        while time.monotonic() < end:
            sent = time.perf_counter()
            await ws.send('{"type": "ping"}')
            while json.loads(await ws.recv()).get("type") != "pong":
                pass
            trips.append(time.perf_counter() - sent)
            await asyncio.sleep(PROBE_EVERY)
    return trips


async def _attack(http: httpx.AsyncClient, replays: list[str], deck: str, stop: asyncio.Event,
                  counts: dict[str, int], only: str) -> None:
    while not stop.is_set():
        if only != "reads":
            await _upload(http, deck, counts)
        if only != "uploads":
            await _read(http, replays, counts)
        await asyncio.sleep(0)


def _variant(deck: str, n: int) -> str:
    """The deck under another title of the same length: a file the server never saw, so
    that every upload is parsed (the same file twice is parsed once)."""
    title = next(line for line in deck.splitlines() if line.startswith("title: "))
    return deck.replace(title, f"title: {n:0{len(title) - 7}d}", 1)


async def _upload(http: httpx.AsyncClient, deck: str, counts: dict[str, int]) -> None:
    n = sum(v for k, v in counts.items() if k.startswith("upload"))
    answer = await http.post("/api/rooms", json={
        "game": "em6_quiz", "players": 2, "name": "Mallory",
        "options": {"deck": _variant(deck, n)}})
    key = "uploads" if answer.status_code == 201 else \
        f"upload {answer.status_code} {answer.json()['error']['code']}"
    counts[key] = counts.get(key, 0) + 1


async def _read(http: httpx.AsyncClient, replays: list[str], counts: dict[str, int]) -> None:
    for match_id in replays:
        start: int | None = 0
        while start is not None:
            page = orjson.loads((await http.get(f"/api/matches/{match_id}/replay",
                                                params={"from": start})).content)
            start = page.get("next")
            counts["replay pages"] += 1
    await http.get("/api/matches", params={"limit": 200, "moves": "true"})
    counts["listings"] += 1


def _summary(trips: list[float]) -> str:
    ms = sorted(t * 1000 for t in trips)
    p99 = ms[min(len(ms) - 1, int(0.99 * len(ms)))]
    return (f"{len(ms)} probes: p50 {statistics.median(ms):.1f} ms, p99 {p99:.1f} ms, "
            f"max {ms[-1]:.1f} ms")


def _print_profile(output: Path) -> None:
    hot = profile.summarise(output)
    for kind in ("own", "inclusive"):
        print(f"event loop busy, {kind} time:")
        for frame, share in hot[kind][:profile.TOP]:
            print(f"  {share:5.1f}%  {frame}")


async def _run(server: ServerUnderTest, seconds: float, matches: int, rounds: int, only: str,
               profile_to: Path | None) -> None:
    async with httpx.AsyncClient(base_url=server.base_url, timeout=60) as http:
        long = await _finished_long_matches(http, matches, rounds)
        lengths = [(await http.get(f"/api/matches/{m}")).json()["move_count"] for m in long]
        print(f"long matches: {lengths} moves")
        probe_room = (await http.post("/api/rooms", json={
            "game": "hex_camping", "players": 2, "name": "Probe"})).json()["room_id"]
        ws_url = server.base_url.replace("http", "ws") + f"/ws/rooms/{probe_room}"
        quiet = await _probe_apart(ws_url, seconds / 2)
        print("quiet:        ", _summary(quiet))
        deck = max_deck()
        counts: dict[str, int] = {"uploads": 0, "replay pages": 0, "listings": 0}
        stop = asyncio.Event()
        attackers = [asyncio.create_task(_attack(http, long, deck, stop, counts, only))
                     for _ in range(2)]
        profiler = profile.start(server.pid, seconds, profile_to) if profile_to else None
        began = time.monotonic()
        loaded = await _probe_apart(ws_url, seconds)
        ended = time.monotonic()
        stop.set()
        await asyncio.gather(*attackers, return_exceptions=True)
        print("under attack: ", _summary(loaded))
        print("heavy requests answered:", {k: v for k, v in counts.items() if v})
        pauses = [(p, g, cpu) for p, g, cpu in server.gc_pauses(began, ended) if g >= 0]
        longest, generation, cpu = max(pauses, default=(0.0, -1, 0.0))
        print(f"server's garbage collections: {len(pauses)}, longest "
              f"{longest * 1000:.1f} ms (generation {generation}, {cpu * 1000:.1f} ms of CPU); "
              "load average "
              f"{os.getloadavg()[0]:.1f} on {os.cpu_count()} cores")
        if profiler is not None and profile_to is not None:
            await asyncio.to_thread(profiler.wait, 60)
            _print_profile(profile_to)


async def _long_replays(base_url: str, matches: int, rounds: int) -> list[str]:
    async with httpx.AsyncClient(base_url=base_url, timeout=60) as http:
        return await _finished_long_matches(http, matches, rounds)


async def _read_until(base_url: str, replays: list[str], stop: Any) -> dict[str, int]:
    counts = {"replay pages": 0, "listings": 0}

    async def reader(http: httpx.AsyncClient) -> None:
        while not stop.is_set():
            await _read(http, replays, counts)

    async with httpx.AsyncClient(base_url=base_url, timeout=60) as http:
        await asyncio.gather(*(reader(http) for _ in range(READERS)))
    return counts


def _readers_main(base_url: str, replays: list[str], stop: Any, pipe: Any) -> None:
    """A process of its own that reads until `stop` is set, then sends what it read.

    It runs at the lowest CPU priority: decoding megabytes of replay pages took it a whole
    core of the 2-core machine (0.95 cores, measured), CPU that a reader elsewhere on the
    network does not take from the server. It still has every cycle the others leave."""
    os.nice(19)
    pipe.send(asyncio.run(_read_until(base_url, replays, stop)))
    pipe.close()


def _live_figures(summary: dict[str, Any]) -> dict[str, Any]:
    fanout = summary["fanout_ms"]
    return {"p50": fanout["p50"], "p99": fanout["p99"], "max": fanout["max"],
            "moves_per_second": summary["moves_per_second"],
            "errors": sum(summary["errors"].values()), "server_cpu": summary["server_cpu"]}


def live_under_reads(scenario: Scenario, database: str = "postgresql",
                     env: dict[str, str] | None = None, matches: int = 3, rounds: int = 200,
                     root: Path | None = None) -> dict[str, Any]:
    """The live load's p99 without, then with, readers of the longest replays and largest
    listings beside it, against one server (same settings, same database): both runs'
    figures, the readers' counts, and their ratio."""
    db = Database(database)
    server = ServerUnderTest("bivouac", db.create(), extra_env=SERVER_ENV | (env or {}))
    if root is not None:
        server.root = root
    context = multiprocessing.get_context("spawn")
    try:
        server.start()
        replays = asyncio.run(_long_replays(server.base_url, matches, rounds))
        alone = run_load(server, scenario).summary()
        stop = context.Event()
        parent, child = context.Pipe(duplex=False)
        readers = context.Process(target=_readers_main, name="bench-readers", daemon=True,
                                  args=(server.base_url, replays, stop, child))
        readers.start()
        child.close()
        try:
            loaded = run_load(server, scenario).summary()
        finally:
            stop.set()
            counts = parent.recv() if parent.poll(120) else {"readers gave no result": 1}
            readers.join(30)
            if readers.is_alive():
                readers.kill()
    finally:
        server.stop()
        db.drop()
    without, with_reads = _live_figures(alone), _live_figures(loaded)
    return {
        "rooms": scenario.rooms, "duration": scenario.duration, "database": database,
        "matches": matches, "rounds": rounds, "readers": READERS, "without": without,
        "with": with_reads,
        "reads": counts,
        "ratio": with_reads["p99"] / without["p99"] if without["p99"] else 0.0,
        "unchanged": unchanged(without["p99"], with_reads["p99"]),
        "rule": f"with ≤ max({LIVE_RATIO:g}× without, without + {LIVE_SLACK_MS:g} ms)",
    }


def main() -> None:
    parser = argparse.ArgumentParser(prog="python -m bench.lag", description=__doc__)
    parser.add_argument("--seconds", type=float, default=30.0, help="length of the loaded phase")
    parser.add_argument("--matches", type=int, default=3, help="long Caravan matches to replay")
    parser.add_argument("--only", choices=["both", "uploads", "reads"], default="both",
                        help="which heavy requests the hostile client sends")
    parser.add_argument("--root", type=Path, default=None,
                        help="run the server from this checkout instead (to compare)")
    parser.add_argument("--profile", action="store_true",
                        help="sample the server with py-spy during the loaded phase")
    parser.add_argument("--rounds", type=int, default=200,
                        help="rounds of each long Caravan match (at least 10)")
    parser.add_argument("--live", type=int, metavar="ROOMS",
                        help="instead: the live p99 of ROOMS rooms without and with the reads")
    args = parser.parse_args()
    if args.profile and profile.py_spy() is None:
        parser.error("--profile needs py-spy (pip install py-spy)")
    if args.live:
        found = live_under_reads(Scenario(rooms=args.live, duration=args.seconds, ramp=10.0,
                                          warmup=5.0), matches=args.matches,
                                 rounds=args.rounds, root=args.root.resolve() if args.root else None)
        print(json.dumps(found, indent=1))
        return
    database = Database("sqlite")
    server = ServerUnderTest("bivouac", database.create(), extra_env=SERVER_ENV)
    if args.root is not None:
        server.root = args.root.resolve()
    server.start()
    scratch = tempfile.TemporaryDirectory(prefix="bench-lag-")
    profile_to = Path(scratch.name) / "profile.txt" if args.profile else None
    try:
        asyncio.run(_run(server, args.seconds, args.matches, args.rounds, args.only, profile_to))
    finally:
        scratch.cleanup()
        server.stop()
        database.drop()


if __name__ == "__main__":
    main()
