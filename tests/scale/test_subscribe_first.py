"""A room's channel is listened to before the room is read from storage: news published
while an instance loads the room reaches it on the channel, not only through the
database poller. Two instances in this process (each its own store, move writer, Redis
bus and rooms) on one PostgreSQL and a private Redis; no poller runs at all, so the
channel is the only way news can arrive."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator
from dataclasses import dataclass

import pytest
import redis.asyncio as redis
from sqlalchemy import text
from sqlalchemy.ext.asyncio import AsyncEngine

from app.bus import CHANNEL_PREFIX, RedisBus
from app.db.engine import make_engine
from app.db.records import MoveRecord
from app.db.store import Store
from app.db.writer import MoveWriter
from app.games.registry import get_game
from app.rooms.manager import RoomManager
from tests.support import RedisProcess

pytestmark = pytest.mark.slow
HEX = get_game("hex_camping")


class PausedStore(Store):
    """The real store; a test may hold a room's load just after its moves were read."""

    def __init__(self, engine: AsyncEngine) -> None:
        super().__init__(engine)
        self.moves_read = asyncio.Event()
        self.carry_on = asyncio.Event()
        self.carry_on.set()

    async def get_moves(self, match_id: str, after: int = 0,
                        upto: int | None = None) -> list[MoveRecord]:
        found = await super().get_moves(match_id, after, upto)
        self.moves_read.set()
        await self.carry_on.wait()
        return found


@dataclass
class Instance:
    store: PausedStore
    writer: MoveWriter
    bus: RedisBus
    rooms: RoomManager


@pytest.fixture
async def two(postgres_url: str, redis_process: RedisProcess) -> AsyncIterator[list[Instance]]:
    made = []
    for n in range(2):
        engine = make_engine(postgres_url)
        if n == 0:
            async with engine.begin() as conn:
                await conn.execute(text(
                    "TRUNCATE instances, presence, refusals, chat, moves, seats, matches CASCADE"))
        store, writer, bus = PausedStore(engine), MoveWriter(engine), RedisBus(redis_process.url)
        writer.start()
        rooms = RoomManager(store, writer, bot_delay=0, bus=bus)
        await bus.start(rooms.on_bus_event)
        made.append(Instance(store, writer, bus, rooms))
    for instance in made:
        while not instance.bus.healthy:
            await asyncio.sleep(0.01)
    yield made
    for instance in made:
        instance.rooms.close()
        await instance.bus.stop()
        await instance.writer.stop()
        await instance.store.engine.dispose()


async def _published(listener: redis.client.PubSub, wanted: bytes) -> bytes:
    """The first message on the channel that holds `wanted` (other news, such as the
    seats' coalesced update after the join, may come first)."""
    while True:
        message = await listener.get_message(ignore_subscribe_messages=True, timeout=1)
        if message is not None and wanted in message["data"]:
            return message["data"]


async def test_a_move_stored_while_another_instance_reads_the_room_reaches_it(
        two, redis_process: RedisProcess) -> None:
    a, b = two
    room, _, _ = await a.rooms.create("hex_camping", 2, "Ann")
    await a.rooms.join(room.id, "Ben")
    # The test listens to the room's channel too: it knows when Redis has sent the news.
    client = redis.Redis.from_url(redis_process.url)
    listener = client.pubsub()
    await listener.subscribe(CHANNEL_PREFIX + room.id)
    # B starts loading the room, and is held just after it has read the moves.
    b.store.carry_on.clear()
    loading = asyncio.create_task(b.rooms.get(room.id))
    await asyncio.wait_for(b.store.moves_read.wait(), 10)
    # Meanwhile A stores a move and publishes it; Redis sends it to every listener.
    await room.submit(0, "m1", 0, HEX.legal_moves(room.state, 0)[0])
    assert room.version == 1
    assert b'"kind":"move"' in await asyncio.wait_for(_published(listener, b'"seq":1'), 10)
    await listener.aclose()
    await client.aclose()
    b.store.carry_on.set()
    loaded = await asyncio.wait_for(loading, 10)
    assert loaded is not None
    # B heard the move on the room's channel (no poller runs here) and caught up.
    deadline = asyncio.get_running_loop().time() + 10
    while loaded.version < 1:
        assert asyncio.get_running_loop().time() < deadline, "B never heard of move 1"
        await asyncio.sleep(0.02)
    assert loaded.state == room.state
