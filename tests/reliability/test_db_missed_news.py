"""News from another instance that could not be read while PostgreSQL was away: the room
catches up as soon as the database answers again, not at the next routine poll.

A private cluster (db_faults.PgCluster) serves an in-process server with a private
Redis. Another instance stands in for itself: it stores a move behind the server's back
and publishes its notice while the database is stopped, so the server hears it and cannot
read it. The routine poll is made an hour apart, so only the poll the failed read asks
for (which fails as well) and the polls every second after a failed one can bring the
move to the room's spectator.
"""

from __future__ import annotations

import asyncio
import logging
from pathlib import Path

import pytest
import redis.asyncio as redis

from app import services as services_module
from app.bus import CHANNEL_PREFIX
from app.db.engine import make_engine
from app.db.records import MoveRecord
from app.db.writer import MoveWriter
from app.protocol.bus import MoveStored, encode_envelope
from tests.reliability.db_faults import PgCluster, needs_postgres_binaries
from tests.support import Client, RedisProcess, settings_for, start_server, two_players, until

pytestmark = [pytest.mark.slow, needs_postgres_binaries]


async def test_news_unread_while_the_database_was_away_arrives_once_it_is_back(
        cluster: PgCluster, redis_process: RedisProcess, tmp_path: Path,
        monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture) -> None:
    monkeypatch.setattr(services_module, "POLL_HEALTHY", 3600.0)
    caplog.set_level(logging.WARNING)
    server, uv, task = await start_server(settings_for(
        cluster.url, redis_url=redis_process.url, database_timeout=3))
    publisher = redis.from_url(redis_process.url)
    clients: list[Client] = []
    try:
        await until(lambda: server.services.bus.healthy)
        room_id, first, second = await two_players(server)
        watcher = await Client.open(server.ws_url, room_id)
        clients += [first, second, watcher]
        mover = first if first.state and first.state["legal"] else second
        assert mover.state is not None
        seat, move = mover.state["seat"], mover.state["legal"][0]
        # Another instance stores the move (its notice comes later).
        engine = make_engine(cluster.url)
        try:
            assert await MoveWriter(engine).append(room_id, MoveRecord(1, seat, move, "there"))
        finally:
            await engine.dispose()
        await asyncio.to_thread(cluster.stop)
        await publisher.publish(CHANNEL_PREFIX + room_id,
                                encode_envelope("another-instance", MoveStored(seq=1)))
        await until(lambda: "news from another instance not read" in caplog.text)
        # The read that failed asked for a poll at once; it fails too, the database away.
        await until(lambda: "polling the database failed" in caplog.text)
        assert watcher.state is not None and watcher.state["version"] == 0
        await asyncio.to_thread(cluster.start)
        # Well before the routine poll (an hour): a failed poll is followed by another
        # every second, until one reads.
        state = await watcher.state_at(1, timeout=30)
        assert state["version"] == 1
    finally:
        for client in clients:
            await client.close()
        await publisher.aclose()
        uv.should_exit = True
        await task
