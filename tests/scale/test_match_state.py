"""What a match remembers lives with the match, not with the process that served it: an
instance that takes a room over after a crash answers replayed move ids and runs the
clocks exactly as the dead one would have."""

from __future__ import annotations

import asyncio

import httpx
import pytest

from tests.scale.conftest import ws
from tests.support import Client, ServerProcess

pytestmark = pytest.mark.slow

TURN_TIME = 10


async def _room(proc: ServerProcess, **options: object) -> tuple[str, str, str]:
    async with httpx.AsyncClient(base_url=proc.base_url) as http:
        host = (await http.post("/api/rooms", json={"game": "hex_camping", "players": 2,
                                                    "name": "Ann", "options": options})).json()
        guest = (await http.post(f"/api/rooms/{host['room_id']}/join",
                                 json={"name": "Ben"})).json()
    return host["room_id"], host["token"], guest["token"]


async def test_a_refused_move_id_is_refused_alike_by_the_instance_that_takes_over(instances):
    a, b = instances
    room_id, token0, token1 = await _room(a)
    ann = await Client.open(ws(a), room_id, token0)
    legal = ann.state["legal"][0]
    await ann.move({**legal, "extra": 1}, move_id="m-1")
    refused = await ann.next("error", id="m-1")
    assert refused["code"] == "illegal_move"
    a.kill()  # the refusal was answered: it must outlive the process
    # On B, which never loaded the room, the same id comes back with a move that is legal.
    ann = await Client.open(ws(b), room_id, token0)
    assert ann.state["version"] == 0
    await ann.move(legal, move_id="m-1")
    replayed = await ann.next("error", id="m-1")
    assert (replayed["code"], replayed["message"]) == (refused["code"], refused["message"])
    # Nothing was played; a new id plays the same move.
    await ann.move(legal, move_id="m-2")
    assert (await ann.state_at(1))["version"] == 1
    watcher = await Client.open(ws(b), room_id)
    assert watcher.state["version"] == 1


async def test_the_turn_clock_resumes_at_its_deadline_on_the_instance_that_takes_over(instances):
    a, b = instances
    room_id, token0, token1 = await _room(a, turn_time=TURN_TIME)
    ann = await Client.open(ws(a), room_id, token0)
    loop = asyncio.get_running_loop()
    first = ann.state
    seen_at = loop.time()
    assert first["status"] == "live" and first["clock"]["kind"] == "turn"
    deadline = seen_at + first["clock"]["remaining_ms"] / 1000
    a.kill()
    # Half the turn passes with no instance serving the room.
    await asyncio.sleep(max(0.0, seen_at + TURN_TIME / 2 - loop.time()))
    ben = await Client.open(ws(b), room_id, token1)
    left = ben.state["clock"]["remaining_ms"] / 1000
    # B's clock ends where A's did (a fresh clock would show the whole turn again).
    assert left <= deadline - loop.time() + 0.5
    assert left < TURN_TIME * 0.6
    expired = await ben.next("clock_expired", timeout=TURN_TIME * 3)
    assert expired["version"] == 0
    # The server played for Ann at the deadline, not a whole turn after B loaded the room.
    assert loop.time() < deadline + TURN_TIME * 0.4
    assert (await ben.state_at(1))["version"] == 1


async def test_a_refused_move_id_is_refused_alike_by_an_instance_holding_the_room(instances):
    a, b = instances
    room_id, token0, token1 = await _room(a)
    ann_a = await Client.open(ws(a), room_id, token0)
    ann_b = await Client.open(ws(b), room_id, token0)     # Ann's second tab, on B
    ben_b = await Client.open(ws(b), room_id, token1)
    legal = ann_a.state["legal"][0]
    await ann_a.move({**legal, "extra": 1}, move_id="m-1")
    refused = await ann_a.next("error", id="m-1")
    # News of a room reaches B in the order it was published: once B's clients hear a
    # chat line said after the refusal, B has heard of the refusal too.
    await ann_a.send({"type": "chat", "text": "after the refusal"})
    await ben_b.next("chat", timeout=15, text="after the refusal")
    await ann_b.move(legal, move_id="m-1")
    replayed = await ann_b.next("error", id="m-1")
    assert (replayed["code"], replayed["message"]) == (refused["code"], refused["message"])
    await ann_b.move(legal, move_id="m-2")
    assert (await ben_b.state_at(1))["version"] == 1
