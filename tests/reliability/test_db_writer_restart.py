"""The move writer after PostgreSQL restarted: the pool's dead connections are all let go
at the first sign, as SQLAlchemy does on a disconnect, so the writer's one retry gets a
new connection and the first batch after the restart is stored, not refused. A private
cluster (db_faults.PgCluster) is stopped and started under a writer whose pool holds
several idle connections."""

from __future__ import annotations

import asyncio

import pytest

from app.db.engine import make_engine
from app.db.migrate import upgrade_async
from app.db.records import MatchRecord, MoveRecord, SeatRecord
from app.db.store import Store
from app.db.writer import MoveWriter
from tests.reliability.db_faults import PgCluster, needs_postgres_binaries

pytestmark = [pytest.mark.slow, needs_postgres_binaries]


@pytest.mark.parametrize("mode", ["fast", "immediate"])
async def test_the_first_batch_after_a_restart_is_stored(cluster: PgCluster, mode: str) -> None:
    await upgrade_async(cluster.url)
    engine = make_engine(cluster.url)
    store, writer = Store(engine), MoveWriter(engine)
    try:
        await store.create_match(MatchRecord(
            id="restart", game="hex_camping", players=2, options={}, seed="s", status="live",
            seats=[SeatRecord(0, "A", "human"), SeatRecord(1, "B", "human")]))
        # Several connections opened and given back: the pool keeps them idle.
        held = [await engine.connect() for _ in range(4)]
        for conn in held:
            await conn.get_raw_connection()
        for conn in held:
            await conn.close()
        assert engine.sync_engine.pool.checkedin() >= 4
        writer.start()
        assert await writer.append("restart", MoveRecord(1, 0, {"type": "a"}, "m1"))
        cluster.stop(mode)
        cluster.start()
        # Every idle connection is dead now; the first batch still gets stored.
        assert await asyncio.wait_for(
            writer.append("restart", MoveRecord(2, 1, {"type": "b"}, "m2")), 30)
        assert [m.seq for m in await store.get_moves("restart")] == [1, 2]
    finally:
        await writer.stop()
        await engine.dispose()
