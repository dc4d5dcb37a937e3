"""Room behaviour on the in-memory store: no database, so these run in milliseconds."""

from __future__ import annotations

import asyncio
import random

import pytest

from app.games.registry import get_game
from app.rooms.authority import REFUSED_MEMORY
from app.rooms.errors import RoomError
from app.rooms.manager import RoomManager
from app.rooms.memory import MemoryStore
from tests.rooms.test_room import Inbox

HEX = get_game("hex_camping")


async def _room(players_joining: int = 1):
    store = MemoryStore()
    manager = RoomManager(store, store, bot_delay=0)
    room, _, _ = await manager.create("hex_camping", 2, "Ann")
    for n in range(players_joining):
        await manager.join(room.id, f"P{n}")
    return store, manager, room


async def test_a_match_plays_to_its_end_and_every_move_is_stored_once() -> None:
    store, _, room = await _room()
    rng = random.Random(2)
    while room.status == "live":
        seat = HEX.to_act(room.state)[0]
        move = rng.choice(HEX.legal_moves(room.state, seat))
        assert await room.submit(seat, f"m{room.version}", room.version, move) is False
    stored = await store.get_moves(room.id)
    assert [m.seq for m in stored] == list(range(1, room.version + 1))
    assert store.matches[room.id].status == "finished"


async def test_a_repeated_id_is_answered_alike_and_a_refusal_is_remembered_as_code_and_text() -> None:
    _, _, room = await _room()
    move = HEX.legal_moves(room.state, 0)[0]
    assert await room.submit(0, "a", 0, move) is False
    assert await room.submit(0, "a", 0, move) is True
    with pytest.raises(RoomError) as first:
        await room.submit(1, "bad", 1, {"type": "place", "hex": [99, 99]})
    with pytest.raises(RoomError) as again:
        await room.submit(1, "bad", 1, HEX.legal_moves(room.state, 1)[0])
    assert (first.value.code, first.value.message) == (again.value.code, again.value.message)
    assert all(isinstance(v, tuple) for v in room.authority._refused.values())  # noqa: SLF001


async def test_concurrent_joins_fill_every_free_seat() -> None:
    store = MemoryStore()
    manager = RoomManager(store, store, bot_delay=0)
    room, _, _ = await manager.create("hex_camping", 2, "Host", host_seat=None)
    results = await asyncio.gather(*(manager.join(room.id, f"P{n}") for n in range(10)),
                                   return_exceptions=True)
    seats = sorted(r[0] for r in results if not isinstance(r, BaseException))
    assert seats == [0, 1] and room.status == "live"


async def test_every_subscriber_gets_the_state_its_seat_may_see() -> None:
    _, _, room = await _room()
    inboxes = [Inbox(0), Inbox(1), Inbox(None)]
    for inbox in inboxes:
        room.subscribe(inbox)
    await room.submit(0, "x", 0, HEX.legal_moves(room.state, 0)[0])
    assert all(inbox.states()[-1]["version"] == 1 for inbox in inboxes)
    assert inboxes[2].states()[-1]["legal"] == [] and inboxes[1].states()[-1]["legal"]


async def test_a_refusal_is_stored_so_another_manager_on_the_same_store_gives_it_again() -> None:
    store, _, room = await _room()
    bad = {"type": "place", "hex": [99, 99]}
    with pytest.raises(RoomError) as first:
        await room.submit(0, "bad", 0, bad)
    # Another instance loads the room from the same storage (the first one is gone).
    other = await RoomManager(store, store, bot_delay=0).require(room.id)
    with pytest.raises(RoomError) as again:
        await other.submit(0, "bad", 0, HEX.legal_moves(other.state, 0)[0])
    assert (again.value.code, again.value.message) == (first.value.code, first.value.message)
    assert other.version == 0


async def test_the_stored_refusals_of_a_match_are_bounded_to_the_newest() -> None:
    store, _, room = await _room()
    for n in range(REFUSED_MEMORY + 5):
        with pytest.raises(RoomError):
            await room.submit(0, f"bad-{n}", 0, {"type": "place", "hex": [99, 99]})
    kept = await store.get_refusals(room.id)
    assert [r.client_id for r in kept] == [f"bad-{n}" for n in range(5, REFUSED_MEMORY + 5)]
