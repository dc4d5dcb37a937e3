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
"""

from __future__ import annotations

import argparse
import asyncio
import statistics
import time
from collections.abc import Awaitable, Callable
from typing import Any

from app.bus import RedisBus, RedisLeases, RedisPresence

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


async def run(rooms: int, redis_url: str, repeats: int) -> dict[str, tuple[float, float]]:
    """Each heartbeat call's median (CPU ms, wall ms) at `rooms` rooms."""
    bus = RedisBus(redis_url)

    async def ignore(*_: Any) -> None:
        return None

    await bus.start(ignore)
    try:
        for _ in range(100):
            if bus.healthy:
                break
            await asyncio.sleep(0.05)
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
        return results
    finally:
        await bus.stop()


def main(argv: list[str] | None = None) -> int:
    """Measure and print a table."""
    parser = argparse.ArgumentParser(prog="python -m bench.heartbeat", description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--rooms", type=int, default=500)
    parser.add_argument("--repeats", type=int, default=15)
    parser.add_argument("--redis", default="redis://127.0.0.1:6379/15",
                        help="a Redis database the benchmark may write to")
    args = parser.parse_args(argv)
    results = asyncio.run(run(args.rooms, args.redis, args.repeats))
    print(f"| call ({args.rooms} rooms) | loop CPU ms | wall ms |")
    print("|---|---|---|")
    for name, (cpu, wall) in results.items():
        print(f"| {name} | {cpu:.2f} | {wall:.2f} |")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
