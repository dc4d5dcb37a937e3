"""`python -m bench.commits`: the write path under a paced load, from one process or two.

What a scaled-out deployment asks of PostgreSQL, without the websockets, the rules or the
load generator around it: rooms that each store one move a second (at a random phase of
the second, as players do), through the server's own `MoveWriter`, on a fresh database,

- **one process** carrying every room (one instance);
- **2 processes** carrying half the rooms each, sharing the database (two instances),
  started together;

the writer storing a batch at a time, as the server's does (`app/db/writer.py`). What
is measured is what a room waits for its move to be stored, from `append` to its answer,
over the measured seconds: the share of a move's latency that the database and the
writer's queue decide. The set-ups take turns, one run each per round; medians over the
rounds.
"""

from __future__ import annotations

import argparse
import asyncio
import multiprocessing
import random
import statistics
import sys
import time
from dataclasses import dataclass
from typing import Any

from app.config import async_database_url
from app.db.engine import make_engine
from app.db.migrate import upgrade_async
from app.db.store import Store
from app.db.writer import MoveWriter
from bench.histogram import Histogram
from bench.machine import machine_line
from bench.report import command_line
from bench.server import PG_ADMIN_URL, Database
from bench.writes import create_rooms, numbered_move

#: Seconds from the spawn of the processes to the first move (their start-up fits in it).
SPAWN_TIME = 8.0


@dataclass(frozen=True)
class Setup:
    """How many processes share the rooms."""

    processes: int

    @property
    def name(self) -> str:
        """As the table shows it."""
        return "one process" if self.processes == 1 else f"{self.processes} processes"


async def _pace(url: str, rooms: int, start: float, warmup: float,
                seconds: float) -> tuple[Histogram, int, int]:
    engine = make_engine(url)
    writer = MoveWriter(engine)
    latency = Histogram()
    measured_from, until = start + warmup, start + warmup + seconds
    rng = random.Random()

    async def room(match_id: str) -> None:
        due = start + rng.random()
        seq = 0
        while due < until:
            await asyncio.sleep(max(0.0, due - time.monotonic()))
            seq += 1
            sent = time.monotonic()
            if not await writer.append(match_id, numbered_move(seq)):
                raise RuntimeError(f"{match_id}: move {seq} was refused")
            if sent >= measured_from:
                latency.add(time.monotonic() - sent)
            due += 1.0

    try:
        ids = await create_rooms(Store(engine), rooms)
        writer.start()
        await asyncio.gather(*(room(i) for i in ids))
        batches, written = writer.batches, writer.written
        await writer.stop()
        return latency, batches, written
    finally:
        await engine.dispose()


def _process_main(url: str, rooms: int, start: float, warmup: float, seconds: float,
                  pipe: Any) -> None:
    pipe.send(asyncio.run(_pace(url, rooms, start, warmup, seconds)))
    pipe.close()


def run_once(setup: Setup, rooms: int, warmup: float, seconds: float) -> dict[str, Any]:
    """One run of `setup` on a fresh PostgreSQL database: the appends' latency."""
    db = Database("postgresql")
    url = async_database_url(db.create())
    try:
        asyncio.run(upgrade_async(url))
        context = multiprocessing.get_context("spawn")
        start = time.monotonic() + SPAWN_TIME
        share = rooms // setup.processes
        pipes, processes = [], []
        for _ in range(setup.processes):
            parent, child = context.Pipe(duplex=False)
            process = context.Process(target=_process_main, daemon=True, args=(
                url, share, start, warmup, seconds, child))
            process.start()
            child.close()
            pipes.append(parent)
            processes.append(process)
        latency, batches, written = Histogram(), 0, 0
        for pipe, process in zip(pipes, processes, strict=True):
            part, part_batches, part_written = pipe.recv()
            latency.merge(part)
            batches += part_batches
            written += part_written
            process.join(30)
        return {"append_ms": latency.summary_ms(), "moves": latency.count,
                "mean_batch": written / batches if batches else 0.0}
    finally:
        db.drop()


def render(rows: list[tuple[Setup, list[dict[str, Any]]]], command: str, rooms: int,
           seconds: float) -> str:
    """The table of medians, each set-up's p99 runs beside it."""
    lines = [f"Command: `{command}`  ", machine_line(PG_ADMIN_URL),
             f"{rooms} rooms, one move each per second, {seconds:.0f} s measured; what a "
             "room waits from `append` to its answer, medians of "
             f"{len(rows[0][1])} runs.", "",
             "| set-up | moves measured | mean batch | p50 ms | p95 ms | p99 ms | p99 runs |",
             "|---|---|---|---|---|---|---|"]
    for setup, runs in rows:
        def median(key: str, runs: list[dict[str, Any]] = runs) -> float:
            return statistics.median(r["append_ms"][key] for r in runs)
        p99s = ", ".join(f"{r['append_ms']['p99']:.1f}" for r in runs)
        lines.append(
            f"| {setup.name} | {statistics.median(r['moves'] for r in runs):,.0f} "
            f"| {statistics.median(r['mean_batch'] for r in runs):.2f} | {median('p50'):.2f} "
            f"| {median('p95'):.2f} | {median('p99'):.2f} | {p99s} |")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    """Run the set-ups in turns and print the table."""
    parser = argparse.ArgumentParser(prog="python -m bench.commits", description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--rooms", type=int, default=500, help="rooms in all")
    parser.add_argument("--duration", type=float, default=30.0, help="measured seconds")
    parser.add_argument("--warmup", type=float, default=5.0, help="seconds before measuring")
    parser.add_argument("--repeats", type=int, default=3, help="runs per set-up (medians)")
    parser.add_argument("--processes", type=int, default=2,
                        help="the processes to compare with one")
    args = parser.parse_args(argv)
    setups = [Setup(p) for p in sorted({1, args.processes})]
    runs: dict[Setup, list[dict[str, Any]]] = {s: [] for s in setups}
    for n in range(args.repeats):
        for setup in setups:
            result = run_once(setup, args.rooms, args.warmup, args.duration)
            runs[setup].append(result)
            print(f"{setup.name} run {n + 1}: p50 {result['append_ms']['p50']:.2f}, p99 "
                  f"{result['append_ms']['p99']:.2f} ms", file=sys.stderr, flush=True)
    print(render([(s, runs[s]) for s in setups], command_line("bench.commits", argv),
                 args.rooms, args.duration))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
