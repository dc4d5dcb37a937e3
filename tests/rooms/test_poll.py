"""The database poll (`RoomManager.poll`), the safety net for notices the bus lost: two
managers on one database (SQLite and PostgreSQL), as two instances with no bus between
them, so the poll is the only way news travels. It reads the watched rooms a chunk at a
time, letting the loop run between two chunks; every room is caught up, whichever
chunk it falls in."""

from __future__ import annotations

import asyncio
import json
from collections.abc import Sequence
from typing import Any

import pytest

from app.chunks import chunks
from app.db.engine import make_engine
from app.db.migrate import upgrade_async
from app.db.records import MatchRecord, PollReads
from app.db.store import Store
from app.db.writer import MoveWriter
from app.games.registry import get_game
from app.rooms.errors import RoomError
from app.rooms.manager import RoomManager
from app.rooms.room import Room

HEX = get_game("hex_camping")
ROOMS = 7
#: Rooms per chunk in these tests: 7 rooms are 4 chunks.
CHUNK = 2
#: Chat lines and refusals per room: more in all than the poll reads again below the highest
#: id it saw (CHAT_OVERLAP, 50), so a later chunk reading from where an earlier one got to
#: would miss lines.
EACH = 10


class Inbox:
    """A subscriber that keeps what it is sent."""

    def __init__(self, seat: int | None) -> None:
        self.seat = seat
        self.messages: list[dict[str, Any]] = []

    def deliver(self, payload: str) -> None:
        self.messages.append(json.loads(payload))


class CountingStore(Store):
    """The real store, counting the whole records the poll reads."""

    def __init__(self, *args: Any) -> None:
        super().__init__(*args)
        self.records_read = 0
        self.chunks_read: list[list[str]] = []

    async def list_matches(self, *args: Any, **kwargs: Any) -> list[MatchRecord]:
        found = await super().list_matches(*args, **kwargs)
        self.records_read += len(found)
        return found

    async def poll_reads(self, match_ids: list[str], refusals_after: int,
                         chat_after: int) -> PollReads:
        self.chunks_read.append(list(match_ids))
        return await super().poll_reads(match_ids, refusals_after, chat_after)


@pytest.fixture
async def storage(database_url: str):
    await upgrade_async(database_url)
    engine = make_engine(database_url)
    writer = MoveWriter(engine)
    writer.start()
    yield engine, writer
    await writer.stop()
    await engine.dispose()


async def _live_rooms(manager: RoomManager, count: int) -> list[Room]:
    rooms = []
    for _ in range(count):
        room, _, _ = await manager.create("hex_camping", 2, "Ann")
        await manager.join(room.id, "Ben")
        assert room.status == "live"
        rooms.append(room)
    return rooms


async def _watched_elsewhere(manager: RoomManager, rooms: list[Room]) -> list[Room]:
    """The same rooms loaded by the other manager, in this order, each with a watcher."""
    loaded = []
    for room in rooms:
        other = await manager.get(room.id)
        assert other is not None and other is not room
        other.subscribe(Inbox(None))
        loaded.append(other)
    return loaded


async def test_the_poll_catches_up_every_room_of_every_chunk(storage):
    engine, writer = storage
    a = RoomManager(Store(engine), writer, bot_delay=0)
    b_store = CountingStore(engine)
    b = RoomManager(b_store, writer, bot_delay=0)
    b.poll_chunk = CHUNK
    rooms = await _live_rooms(a, ROOMS)
    theirs = await _watched_elsewhere(b, rooms)
    assert await b.poll() == 0  # nothing new yet
    # A is news of every kind in every room, the rooms B polls last first: the chat lines
    # and refusals of the last chunk have the lowest ids.
    for n, room in enumerate(reversed(rooms)):
        for line in range(EACH):
            await room.say(0, None, f"line {line} of room {ROOMS - 1 - n}")
        for refused in range(EACH):
            with pytest.raises(RoomError):  # seat 1 is not to move
                await room.submit(1, f"early-{refused}", 0, HEX.legal_moves(room.state, 0)[0])
        await room.submit(0, "m1", 0, HEX.legal_moves(room.state, 0)[0])
        await room.set_spectators_muted(True)
        # a seat changed (seat 0's stand-in: seat 1 is to move, nobody plays for it)
        await a.store.set_stand_in(room.id, 0, "easy")
    b_store.chunks_read.clear()

    assert await b.poll() == ROOMS, "every room was behind on moves"

    assert b_store.chunks_read == [[r.id for r in theirs[i:i + CHUNK]]
                                  for i in range(0, ROOMS, CHUNK)]
    for mine, other in zip(rooms, theirs, strict=True):
        assert other.version == mine.version == 1
        assert other.state == mine.state
        assert other.record.spectators_muted
        assert other.seats[0].stand_in == "easy"
        assert [(line.id, line.text) for line in other.chat.history] == [
            (line.id, line.text) for line in mine.chat.history]
        assert len(other.chat.history) == EACH
        for refused in range(EACH):
            with pytest.raises(RoomError) as answer:
                other.authority.answered((1, f"early-{refused}"))
            assert answer.value.code == "not_your_turn"


async def test_the_poll_reads_whole_only_the_rooms_that_differ(storage):
    engine, writer = storage
    a = RoomManager(Store(engine), writer, bot_delay=0)
    b_store = CountingStore(engine)
    b = RoomManager(b_store, writer, bot_delay=0)
    b.poll_chunk = CHUNK
    rooms = await _live_rooms(a, ROOMS)
    theirs = await _watched_elsewhere(b, rooms)
    await b.poll()
    b_store.records_read = 0
    await b.poll()
    assert b_store.records_read == 0, "nothing changed: no record read whole"
    await rooms[-1].set_spectators_muted(True)  # in the last chunk
    await b.poll()
    assert b_store.records_read == 1
    assert theirs[-1].record.spectators_muted
    assert not any(r.record.spectators_muted for r in theirs[:-1])


class InstantStore:
    """The poll's reads answered from memory, without ever suspending: the poll's only
    waits are then its own, between chunks."""

    def __init__(self, reads: PollReads) -> None:
        self.reads = reads
        self.chunk_starts: list[int] = []
        self.ticks = 0

    async def poll_reads(self, match_ids: list[str], refusals_after: int,
                         chat_after: int) -> PollReads:
        self.chunk_starts.append(self.ticks)
        return PollReads({m: self.reads.marks[m] for m in match_ids}, [], {})

    async def rematches_of(self, match_ids: list[str]) -> dict[str, str]:
        return {}

    async def list_matches(self, **_: Any) -> list[MatchRecord]:
        raise AssertionError("nothing differs: no record is read whole")


async def test_the_poll_lets_the_loop_run_between_chunks(storage):
    engine, writer = storage
    a = RoomManager(Store(engine), writer, bot_delay=0)
    rooms = await _live_rooms(a, ROOMS)
    b = RoomManager(Store(engine), writer, bot_delay=0)
    await _watched_elsewhere(b, rooms)
    instant = InstantStore(await b.store.poll_reads([r.id for r in rooms], 0, 0))
    b.store = instant  # type: ignore[assignment]
    b.poll_chunk = CHUNK
    stop = asyncio.Event()

    async def beside() -> None:  # another task on the loop: a move arriving, say
        while not stop.is_set():
            instant.ticks += 1
            await asyncio.sleep(0)

    task = asyncio.create_task(beside())
    await asyncio.sleep(0)
    try:
        assert await b.poll() == 0
    finally:
        stop.set()
        await task
    starts = instant.chunk_starts
    assert len(starts) == 4
    assert all(later > earlier for earlier, later in zip(starts, starts[1:], strict=False)), (
        f"the other task ran between no two chunks: {starts}")


async def test_chunks_let_the_loop_run_between_two_and_cover_everything() -> None:
    ran: list[str] = []

    async def beside() -> None:
        for _ in range(10):
            ran.append("other")
            await asyncio.sleep(0)

    async def walk(items: Sequence[int]) -> None:
        async for chunk in chunks(items, 3):
            ran.append(f"chunk {list(chunk)}")

    await asyncio.gather(walk(list(range(7))), beside())
    walked = [entry for entry in ran if entry.startswith("chunk")]
    assert walked == ["chunk [0, 1, 2]", "chunk [3, 4, 5]", "chunk [6]"]
    between = ran[ran.index(walked[0]):ran.index(walked[-1])]
    assert between.count("other") >= 2
