"""The durable write path alone: rooms appending moves through MoveWriter, as fast as it commits.

Runs in this process against a fresh database, with the server's own storage
code (app.db.engine, Store, MoveWriter). Modes:
- `batched`: the writer task commits whatever has queued up (the server's way);
- `batch1`: the same task, one move per transaction (MAX_BATCH = 1);
- `direct`: no writer task, every room commits its own move on a pooled connection.
"""

from __future__ import annotations

import asyncio
import secrets
import time
from dataclasses import dataclass
from typing import Any

import app.db.writer as writer_module
from app.db.engine import make_engine
from app.db.migrate import upgrade_async
from app.db.records import MatchRecord, MoveRecord, SeatRecord
from app.db.store import Store
from app.db.writer import MoveWriter
from bench.histogram import Histogram
from bench.server import Database

MODES = ("batched", "batch1", "direct")


@dataclass
class WriteResult:
    """Moves committed per second and what each append waited."""

    database: str
    mode: str
    rooms: int
    moves: int
    seconds: float
    batches: int
    latency: Histogram

    def summary(self) -> dict[str, Any]:
        """The run as plain data."""
        return {
            "database": self.database, "mode": self.mode, "rooms": self.rooms,
            "moves_per_second": self.moves / self.seconds if self.seconds else 0.0,
            "mean_batch": self.moves / self.batches if self.batches else 1.0,
            "append_ms": self.latency.summary_ms(),
        }


def numbered_move(seq: int) -> MoveRecord:
    """A room's move number `seq`, of a typical size."""
    return MoveRecord(seq, seq % 2, {"type": "place", "hex": [seq % 9, seq % 7]}, f"m-{seq}")


async def _room(writer: MoveWriter, match_id: str, until: float, latency: Histogram) -> int:
    seq = 0
    while time.monotonic() < until:
        seq += 1
        record = numbered_move(seq)
        began = time.monotonic()
        if not await writer.append(match_id, record):
            raise RuntimeError(f"{match_id}: move {seq} was refused")
        latency.add(time.monotonic() - began)
    return seq


async def create_rooms(store: Store, count: int) -> list[str]:
    ids = []
    for n in range(count):
        record = MatchRecord(
            id=f"w{n}{secrets.token_hex(4)}", game="hex_camping", players=2, options={},
            seed=secrets.token_hex(16), status="live",
            seats=[SeatRecord(0, "A", "human"), SeatRecord(1, "B", "human")],
        )
        await store.create_match(record)
        ids.append(record.id)
    return ids


async def _run(url: str, database: str, mode: str, rooms: int, seconds: float) -> WriteResult:
    from app.config import async_database_url

    url = async_database_url(url)
    await upgrade_async(url)
    engine = make_engine(url)
    store = Store(engine)
    writer = MoveWriter(engine)
    saved = writer_module.MAX_BATCH
    if mode == "batch1":
        writer_module.MAX_BATCH = 1
    try:
        ids = await create_rooms(store, rooms)
        if mode != "direct":
            writer.start()
        latency = Histogram()
        began = time.monotonic()
        counts = await asyncio.gather(*(_room(writer, i, began + seconds, latency) for i in ids))
        elapsed = time.monotonic() - began
        await writer.stop()
        moves = sum(counts)
        batches = writer.batches if mode != "direct" else moves
        return WriteResult(database, mode, rooms, moves, elapsed, batches, latency)
    finally:
        writer_module.MAX_BATCH = saved
        await engine.dispose()


def run_writes(database: str, mode: str, rooms: int, seconds: float) -> WriteResult:
    """One write-path run on a fresh database of kind `database` (postgresql or sqlite)."""
    db = Database(database)
    url = db.create()
    try:
        return asyncio.run(_run(url, database, mode, rooms, seconds))
    finally:
        db.drop()
