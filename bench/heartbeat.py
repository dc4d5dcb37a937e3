"""`python -m bench.heartbeat`: what an instance's 2-second heartbeat costs its event loop.

With Redis, every instance writes who is connected to it (`RedisPresence.put`), reads who
is connected to the same rooms elsewhere (`others`) and renews its room leases
(`RedisLeases.hold`) every 2 s, for every room it holds. Whatever part of that runs in
Python runs on the event loop, between two moves: at 500 rooms a heartbeat that holds the
loop for 20 ms delays every move that arrives meanwhile, which is the p99 of a loaded
instance. This measures the loop's CPU time (and the wall time) of each call against a
real Redis, for a number of rooms with a player on each seat and a spectator, medians of
`--repeats` calls.

    python -m bench.heartbeat --rooms 500 --redis redis://127.0.0.1:6379/15

Then the shared limits' periodic calls (`app/limits.py`), at as many addresses as rooms:
the moves' flush every 0.1 s (`SharedKeyedLimiter.flush`, a tenth of the addresses having
moved since the last one: "moves flush") and the open sockets' heartbeat every 2 s (4
sockets an address): a steady one, which renews one key, and one that writes every
address's count again, as after Redis was emptied ("sockets written again").

Then the periodic walks of a `RoomManager` over every room it holds, as an instance with
Redis runs them: the database poll (`poll`, every 5 s), the presence heartbeat as the
manager runs it (`share_presence`, every 2 s) and the leases' renewal (`charge.renew`,
every 2 s), at `--walk-rooms` live rooms (each watched by its two players and a
spectator) that another manager created on a fresh PostgreSQL database: the loop's CPU
per call and its longest hold, the most CPU the loop spent between two turns of a task
beside the call (what a move arriving meanwhile waits for), medians of `--repeats` calls.

    python -m bench.heartbeat --walks-only --walk-rooms 500,1000

To measure another checkout's walks (the code before a change), run this file there:
copy it into that checkout's bench/ and run it from that checkout.
"""

from __future__ import annotations

import argparse
import asyncio
import gc
import statistics
import time
from collections.abc import Awaitable, Callable
from typing import Any

from app.bus import RedisBus, RedisLeases, RedisPresence
from app.config import Settings
from app.db.engine import make_engine
from app.db.migrate import upgrade_async
from app.db.store import Store
from app.db.writer import MoveWriter
from app.limits import LIMIT_PREFIX, SharedCounts, SharedKeyedLimiter
from app.rooms.manager import RoomManager
from app.services import tune_garbage_collector
from bench.server import Database

TTL = 7.0


async def _measure(call: Callable[[], Awaitable[Any]], repeats: int) -> tuple[float, float]:
    """Median loop CPU and wall time of `call`, in ms."""
    cpu, wall = [], []
    for _ in range(repeats):
        cpu_start, wall_start = time.process_time(), time.perf_counter()
        await call()
        cpu.append((time.process_time() - cpu_start) * 1e3)
        wall.append((time.perf_counter() - wall_start) * 1e3)
    return statistics.median(cpu), statistics.median(wall)


async def _started_bus(redis_url: str) -> RedisBus:
    """A bus that ignores what it hears, once subscribed (or after 5 s)."""
    bus = RedisBus(redis_url)

    async def ignore(*_: Any) -> None:
        return None

    await bus.start(ignore)
    for _ in range(100):
        if bus.healthy:
            break
        await asyncio.sleep(0.05)
    return bus


async def run(rooms: int, redis_url: str, repeats: int) -> dict[str, tuple[float, float]]:
    """Each heartbeat call's median (CPU ms, wall ms) at `rooms` rooms."""
    bus = await _started_bus(redis_url)
    try:
        presence, leases = RedisPresence(bus, TTL), RedisLeases(bus, TTL)
        ids = [f"bench-heartbeat-{n:05d}" for n in range(rooms)]
        rows = [(room, seat, 1) for room in ids for seat in (0, 1, -1)]
        results = {
            "presence put": await _measure(lambda: presence.put(rows), repeats),
            "presence others": await _measure(lambda: presence.others(ids), repeats),
            "leases hold": await _measure(lambda: leases.hold(ids, 5.0), repeats),
        }
        await presence.clear()
        await leases.release(ids)
    finally:
        await bus.stop()
    return results | await _limits(rooms, redis_url, repeats)


async def _limits(rooms: int, redis_url: str, repeats: int) -> dict[str, tuple[float, float]]:
    """The shared limits' periodic calls at `rooms` addresses (a room's players share one):
    the moves' flush every 0.1 s, when a tenth of them moved since the last one (one move
    per room per second), and the open sockets' heartbeat every 2 s."""
    import redis.asyncio as redis

    counts = SharedCounts(redis_url, "bench")
    addresses = [f"bench-heartbeat-{n:05d}" for n in range(rooms)]
    await counts.start()
    try:
        limiter = SharedKeyedLimiter(5.0, 50.0, counts, "bench-moves")
        for address in addresses:  # every address active here
            limiter.allow(address)
        await limiter.flush()
        moved = addresses[: max(1, rooms // 10)]

        async def flush() -> None:
            for address in moved:
                limiter.allow(address)
            await limiter.flush()

        counts.sockets.update(dict.fromkeys(addresses, 4))

        async def rewrite() -> None:
            counts._rewrite = True  # noqa: SLF001 - as after Redis was emptied
            await counts._beat()  # noqa: SLF001

        await rewrite()  # every count written: what a beat of a steady instance finds
        return {
            "moves flush": await _measure(flush, repeats),
            "sockets heartbeat": await _measure(counts._beat, repeats),  # noqa: SLF001
            "sockets written again": await _measure(rewrite, repeats),
        }
    finally:
        await counts.stop()  # takes this instance's sockets out again
        client = redis.from_url(redis_url)
        try:
            await client.delete(*(f"{LIMIT_PREFIX}bench-moves:{a}" for a in addresses))
        finally:
            await client.aclose()


class _Watcher:
    """A connection to a room that drops what it is sent."""

    def __init__(self, seat: int | None) -> None:
        self.seat = seat

    def deliver(self, payload: str) -> None:
        return None


async def _held(call: Callable[[], Awaitable[Any]]) -> float:
    """The longest the loop was held, in ms, while `call` ran: the most CPU the loop's
    thread spent between two turns of a task beside it (what a move arriving meanwhile
    waits for; CPU, not wall time, so that other processes on a shared machine do not
    count)."""
    running = True
    longest = 0.0

    async def beside() -> None:
        nonlocal longest
        while running:
            before = time.thread_time()
            await asyncio.sleep(0)
            longest = max(longest, time.thread_time() - before)

    task = asyncio.get_running_loop().create_task(beside())
    await asyncio.sleep(0)
    try:
        await call()
    finally:
        running = False
        await task
    return longest * 1e3


async def _walks(rooms: int, database_url: str, redis_url: str,
                 repeats: int) -> dict[str, tuple[float, float, float]]:
    """Each periodic walk's median (CPU ms, longest hold ms, wall ms) at `rooms` rooms."""
    await upgrade_async(database_url)
    engine = make_engine(database_url)
    writer = MoveWriter(engine)
    writer.start()
    bus = await _started_bus(redis_url)
    try:
        maker, holder = RoomManager(Store(engine), writer), RoomManager(Store(engine), writer)
        for _ in range(rooms):
            room, _, _ = await maker.create("hex_camping", 2, "Ann")
            await maker.join(room.id, "Ben")
            held = await holder.get(room.id)
            assert held is not None
            for seat in (0, 1, None):
                held.subscribe(_Watcher(seat))
        maker.close()
        # As the server does once it has resumed its rooms: what is loaded is frozen out
        # of the collector, which runs less often.
        thresholds = gc.get_threshold()
        tune_garbage_collector(Settings.model_fields["gc_threshold"].default)
        presence = RedisPresence(bus, TTL)
        holder.charge.leases = RedisLeases(bus, TTL)
        calls: dict[str, Callable[[], Awaitable[Any]]] = {
            "poll": holder.poll,
            "share_presence": lambda: holder.share_presence(presence),
            "charge.renew": holder.charge.renew,
        }
        results = {}
        for name, call in calls.items():
            await call()  # once to warm up
            cpu, wall = await _measure(call, repeats)
            holds = [await _held(call) for _ in range(repeats)]
            results[name] = (cpu, statistics.median(holds), wall)
        await presence.clear()
        await holder.charge.let_go_all()
        holder.close()
        gc.unfreeze()
        gc.set_threshold(*thresholds)
        return results
    finally:
        await bus.stop()
        await writer.stop()
        await engine.dispose()


def walks(rooms: int, redis_url: str, repeats: int) -> dict[str, tuple[float, float, float]]:
    """`_walks` on a fresh PostgreSQL database, dropped afterwards."""
    database = Database("postgresql")
    url = database.create().replace("postgresql://", "postgresql+asyncpg://", 1)
    try:
        return asyncio.run(_walks(rooms, url, redis_url, repeats))
    finally:
        database.drop()


def main(argv: list[str] | None = None) -> int:
    """Measure and print a table."""
    parser = argparse.ArgumentParser(prog="python -m bench.heartbeat", description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--rooms", type=int, default=500)
    parser.add_argument("--repeats", type=int, default=15)
    parser.add_argument("--redis", default="redis://127.0.0.1:6379/15",
                        help="a Redis database the benchmark may write to")
    parser.add_argument("--walk-rooms", default="500,1000",
                        help="comma-separated room counts of the manager's walks (empty: none)")
    parser.add_argument("--walks-only", action="store_true",
                        help="measure the manager's walks only, not the Redis calls alone")
    args = parser.parse_args(argv)
    if not args.walks_only:
        results = asyncio.run(run(args.rooms, args.redis, args.repeats))
        print(f"| call ({args.rooms} rooms) | loop CPU ms | wall ms |")
        print("|---|---|---|")
        for name, (cpu, wall) in results.items():
            print(f"| {name} | {cpu:.2f} | {wall:.2f} |")
    counts = [int(n) for n in args.walk_rooms.split(",") if n.strip()]
    if counts:
        print()
        print("| walk | rooms | loop CPU ms per call | longest hold ms | wall ms |")
        print("|---|---|---|---|---|")
    for count in counts:
        for name, (cpu, hold, wall) in walks(count, args.redis, args.repeats).items():
            print(f"| {name} | {count:,} | {cpu:.2f} | {hold:.2f} | {wall:.2f} |", flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
