"""The authoritative room, tested without websockets: subscribers are plain objects."""

from __future__ import annotations

import asyncio
import gc
import json
import random
import time
import weakref
from typing import Any

import pytest

from app.db.engine import make_engine
from app.db.migrate import upgrade_async
from app.db.records import MatchRecord, SeatRecord
from app.db.store import Store
from app.db.writer import MoveWriter
from app.games.base import Game, IllegalMoveError, NotYourTurnError, Outcome, Timer
from app.games.registry import get_game
from app.rooms.errors import RoomError
from app.rooms.manager import BotRequest, RoomManager
from app.rooms.room import Room
from tests.support import until

HEX = get_game("hex_camping")


class Inbox:
    """A subscriber that keeps what it is sent."""

    def __init__(self, seat: int | None) -> None:
        self.seat = seat
        self.messages: list[dict[str, Any]] = []

    def deliver(self, payload: str) -> None:
        self.messages.append(json.loads(payload))

    def states(self) -> list[dict[str, Any]]:
        return [m for m in self.messages if m["type"] == "state"]


@pytest.fixture
async def storage(database_url: str):
    await upgrade_async(database_url)
    engine = make_engine(database_url)
    writer = MoveWriter(engine)
    writer.start()
    yield Store(engine), writer
    await writer.stop()
    await engine.dispose()


async def test_a_random_match_through_the_room_rebuilds_from_storage(storage):
    store, writer = storage
    manager = RoomManager(store, writer, bot_delay=0)
    room, _, _ = await manager.create("hex_camping", 2, "Ann")
    await manager.join(room.id, "Ben")
    inboxes = [Inbox(0), Inbox(1), Inbox(None)]
    for inbox in inboxes:
        room.subscribe(inbox)
    rng = random.Random(3)
    while room.status == "live":
        seat = HEX.to_act(room.state)[0]
        move = rng.choice(HEX.legal_moves(room.state, seat))
        await room.submit(seat, f"m{room.version}", room.version, move)
    assert inboxes[2].states()[-1]["status"] == "finished"
    assert [s["version"] for s in inboxes[0].states()][-1] == room.version
    # a second manager (a restarted server) rebuilds the same match from storage
    fresh = await RoomManager(store, writer).get(room.id)
    assert fresh is not room and fresh.version == room.version
    assert HEX.to_json(fresh.state) == HEX.to_json(room.state)
    assert fresh.status == "finished" and (await store.get_match(room.id)).result == room.result()


async def test_bots_play_a_match_to_the_end_by_themselves(storage):
    store, writer = storage
    manager = RoomManager(store, writer, bot_delay=0)
    room, _, _ = await manager.create(
        "hex_camping", 2, "Ann", bots=[BotRequest(1, "easy")]
    )
    watcher = Inbox(None)
    room.subscribe(watcher)
    rng = random.Random(5)
    for _ in range(200):
        if room.status == "finished":
            break
        if HEX.to_act(room.state) == [0]:
            move = rng.choice(HEX.legal_moves(room.state, 0))
            await room.submit(0, f"h{room.version}", room.version, move)
        await asyncio.sleep(0.01)
    assert room.status == "finished"
    seats = {m.seat for m in room.moves}
    assert seats == {0, 1}


class CountdownGame(Game[dict]):
    """A one-player test game: press `tick` within 5 s, three times; a timeout counts as a miss."""

    id = "countdown"
    names = {"en": "Countdown", "fr": "Compte", "nl": "Aftellen"}
    min_players = max_players = 1

    def setup(self, players, options, rng):
        return {"ticks": 0, "misses": 0}

    def to_act(self, state):
        return [] if self.is_over(state) else [0]

    def legal_moves(self, state, seat):
        return [{"type": "tick"}] if seat == 0 and not self.is_over(state) else []

    def apply(self, state, seat, move, rng):
        if move.get("type") == "timeout" and seat is None:
            return {**state, "misses": state["misses"] + 1}
        if seat != 0:
            raise NotYourTurnError("not you")
        if move.get("type") != "tick":
            raise IllegalMoveError("tick only")
        return {**state, "ticks": state["ticks"] + 1}

    def view(self, state, seat):
        return dict(state)

    def outcome(self, state):
        if state["ticks"] + state["misses"] < 3:
            return None
        return Outcome((state["ticks"],), (1,))

    def timer(self, state):
        return None if self.is_over(state) else Timer(0.05, {"type": "timeout"})

    def to_json(self, state):
        return dict(state)

    def from_json(self, data):
        return dict(data)


async def test_the_room_applies_the_timer_move_when_time_runs_out(storage):
    store, writer = storage
    record = MatchRecord(id="countdown1", game="countdown", players=1, options={}, seed="s",
                         status="live", seats=[SeatRecord(0, "Ann", "human")])
    await store.create_match(record)
    room = Room(record, CountdownGame(), store, writer)
    room.resume()
    inbox = Inbox(0)
    room.subscribe(inbox)
    assert inbox.states()[0]["clock"]["total_ms"] == 50
    await room.submit(0, "a", 0, {"type": "tick"})
    for _ in range(100):
        if room.status == "finished":
            break
        await asyncio.sleep(0.02)
    assert room.state == {"ticks": 1, "misses": 2}
    stored = await store.get_moves(record.id)
    assert [(m.seat, m.move["type"]) for m in stored] == [(0, "tick"), (None, "timeout"), (None, "timeout")]
    assert inbox.states()[-1]["clock"] is None
    # a seat may not send the system's move
    with pytest.raises(RoomError):
        await room.submit(0, "b", room.version, {"type": "timeout"})


async def test_a_move_another_writer_stored_first_is_refused_as_stale(storage):
    store, writer = storage
    manager = RoomManager(store, writer)
    room, _, _ = await manager.create("hex_camping", 2, "Ann")
    await manager.join(room.id, "Ben")
    # a second process's copy of the same room
    other = await RoomManager(store, writer).get(room.id)
    move = HEX.legal_moves(room.state, 0)[0]
    await other.submit(0, "x", 0, move)
    with pytest.raises(RoomError) as refused:
        await room.submit(0, "y", 0, HEX.legal_moves(room.state, 0)[1])
    assert refused.value.code == "stale_version"
    # the refused room caught up with the stored move
    assert room.version == 1 and HEX.to_json(room.state) == HEX.to_json(other.state)


async def test_a_move_stored_by_an_attempt_whose_answer_was_lost_is_answered_as_a_repeat(
        storage):
    # The move's first attempt reached the database, which stored it only after the server
    # had given up on it (frozen, or restarting) and told the player `unavailable`. Sent
    # again with its id, it loses its slot to itself: the room catches up, finds the id
    # stored, and answers with the state, not `stale_version`.
    store, writer = storage
    manager = RoomManager(store, writer)
    room, _, _ = await manager.create("hex_camping", 2, "Ann")
    await manager.join(room.id, "Ben")
    inbox = Inbox(0)
    room.subscribe(inbox)
    move = HEX.legal_moves(room.state, 0)[0]
    # the first attempt, stored behind this room's back (through a copy of it)
    await (await RoomManager(store, writer).get(room.id)).submit(0, "lost-answer", 0, move)
    assert room.version == 0
    assert await room.submit(0, "lost-answer", 0, move) is True  # a repeat
    assert room.version == 1 and inbox.states()[-1]["version"] == 1
    # and a move with another id for the same slot is still refused
    other = HEX.legal_moves(room.state, 1)[0]
    await (await RoomManager(store, writer).get(room.id)).submit(1, "first", 1, other)
    with pytest.raises(RoomError) as refused:
        await room.submit(1, "second", 1, other)
    assert refused.value.code == "stale_version"


async def test_a_room_nobody_watches_is_unloaded_and_rebuilt_on_demand(storage):
    store, writer = storage
    manager = RoomManager(store, writer, bot_delay=0)
    room, _, _ = await manager.create("hex_camping", 2, "Ann")
    await manager.join(room.id, "Ben")
    await room.submit(0, "a", 0, HEX.legal_moves(room.state, 0)[0])
    watcher = Inbox(None)
    room.subscribe(watcher)
    assert manager.unload_idle(max_idle=0) == []  # watched: stays
    room.unsubscribe(watcher)
    # a match played with nobody connected stays until it is abandoned (or resigned)
    assert room.awaits_abandon() and manager.unload_idle(max_idle=0) == []
    room.record.status = "finished"  # (as another instance would have it)
    assert manager.unload_idle(max_idle=0) == [room.id] and room.id not in manager.rooms
    room.record.status = "live"
    again = await manager.get(room.id)
    assert again is not room and again.version == 1
    assert HEX.to_json(again.state) == HEX.to_json(room.state)


async def test_an_ended_room_nobody_watches_leaves_memory_sooner_than_a_live_one(storage):
    store, writer = storage
    manager = RoomManager(store, writer, bot_delay=0)
    ended, _, _ = await manager.create("hex_camping", 2, "Ann")
    waiting, _, _ = await manager.create("hex_camping", 2, "Cy")
    for status in ("finished", "abandoned", "cancelled", "expired"):
        ended.record.status = status
        ended.presence.idle_since = time.monotonic() - 5  # nobody watched for 5 s
        waiting.presence.idle_since = time.monotonic() - 5
        # within both windows: both stay
        assert manager.unload_idle(max_idle=60, ended_max_idle=10) == []
        # past the ended window only: the ended room goes, the waiting one stays
        assert manager.unload_idle(max_idle=60, ended_max_idle=1) == [ended.id]
        assert waiting.id in manager.rooms
        again = await manager.get(ended.id)  # rebuilt from storage on demand
        assert again is not None and again is not ended
        ended = again


async def test_who_asked_for_a_rematch_and_who_declined_it_are_read_back_from_storage(storage):
    store, writer = storage
    first = RoomManager(store, writer, bot_delay=0)
    room, _, _ = await first.create("hex_camping", 2, "Ann")
    await first.join(room.id, "Ben")
    await room.resign(0)
    new_room, _, _ = await first.rematch(room, 1)
    # Another instance (or this one after a restart) reads the finished room from storage.
    second = RoomManager(store, writer, bot_delay=0)
    again = await second.require(room.id)
    assert again.rematch is not None and again.rematch.room_id == new_room.id
    assert again.rematch.asked_by == 1 and again.rematch.accepted == [1]
    await second.decline_rematch(again, 0)
    third = RoomManager(store, writer, bot_delay=0)
    last = await third.require(room.id)
    assert last.rematch is not None and last.rematch.declined
    assert (last.rematch.asked_by, last.rematch.declined_by) == (1, 0)
    with pytest.raises(RoomError) as refused:
        await third.rematch(last, 0)
    assert refused.value.code == "rematch_declined"
    for manager in (first, second, third):
        manager.close()


async def test_an_unloaded_room_is_not_kept_in_memory_by_its_timers(storage):
    """A join's expiry, a seat's grace period and the coalesced seat list are timers that
    hold the room; unloading cancels them, so nothing keeps the room's match alive."""
    store, writer = storage
    manager = RoomManager(store, writer, bot_delay=0)
    refs = []
    for _ in range(3):
        room, _, _ = await manager.create("hex_camping", 2, "Ann")
        await manager.join(room.id, "Ben")  # a join that expires in two minutes
        watcher = Inbox(0)
        room.subscribe(watcher)
        await room.submit(0, "a", 0, HEX.legal_moves(room.state, 0)[0])
        room.unsubscribe(watcher)  # Ann's grace period starts
        room.record.status = "finished"  # (as another instance would have ended it)
        refs.append(weakref.ref(room))
        del room, watcher
    assert len(manager.unload_idle(max_idle=0)) == 3
    gc.collect()
    assert [r() for r in refs] == [None, None, None]


async def test_a_computer_turn_cancelled_before_it_began_is_played_when_the_room_comes_back(
        storage):
    # The human's move makes it the computer's turn: its task is made, not begun. The room is
    # unloaded in the same turn of the loop (as a heartbeat may drop it), so the task is
    # cancelled before it runs a line. Loaded again, the room must still get its computer's
    # move: the turn must not stay marked as under way.
    store, writer = storage
    manager = RoomManager(store, writer, bot_delay=0)
    room, _, _ = await manager.create("hex_camping", 2, "Ann", bots=[BotRequest(1, "easy")])
    await room.submit(0, "h0", 0, HEX.legal_moves(room.state, 0)[0])
    assert HEX.to_act(room.state) == [1] and room._tasks  # the computer's turn, not begun
    manager._drop(room)
    again = await manager.get(room.id)
    assert again is not None and again is not room and again.version == 1
    await until(lambda: again.version >= 2)  # the computer's turn, played
