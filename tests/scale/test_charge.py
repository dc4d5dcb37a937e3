"""One instance in charge of each room: two real server processes on one PostgreSQL and
a private Redis. Both hold the room and serve their own connections, but the computer's
moves and the clocks are chosen by one of them only; when it dies, the other takes over
within the lease's expiry; with Redis away, each runs the rooms it holds (the database
keeps one move); and a room whose connections are all on the other instance is let go."""

from __future__ import annotations

import time
from typing import Any

import httpx
import pytest

from app.services import PRESENCE_EVERY, PRESENCE_TTL
from tests.scale.conftest import Start, wait_for, ws
from tests.support import Client, RedisProcess, ServerProcess, metric

pytestmark = pytest.mark.slow

#: How long another instance may take to take a dead one's room over: the lease expires,
#: then its next heartbeat takes it; the rest is room for a loaded machine.
TAKEOVER_S = PRESENCE_TTL + PRESENCE_EVERY + 20


def in_charge(proc: ServerProcess) -> float:
    return metric(proc, "bivouac_rooms_in_charge")


def computer_moves(proc: ServerProcess) -> float:
    return metric(proc, "bivouac_computer_moves_total")


@pytest.fixture
def pair(start_instances: Start, redis_process: RedisProcess) -> list[ServerProcess]:
    """Two instances sharing Redis, with their figures on /metrics."""
    return start_instances(redis_process.url, METRICS="true")


async def _against_the_computer(proc: ServerProcess) -> tuple[str, str]:
    async with httpx.AsyncClient(base_url=proc.base_url) as http:
        made = (await http.post("/api/rooms", json={
            "game": "hex_camping", "players": 2, "name": "Ann", "seat": 0,
            "bots": [{"seat": 1, "level": "easy"}]})).json()
    return made["room_id"], made["token"]


async def _her_turn(ann: Client, timeout: float = 30) -> dict[str, Any]:
    """The state in which Ann (seat 0) is to move, or the match is over."""
    def ready(m: dict[str, Any]) -> bool:
        return 0 in m["to_act"] or m["status"] != "live"

    if ann.state is not None and ready(ann.state):
        return ann.state
    return await ann.until("state", ready, timeout=timeout)


async def _play(ann: Client, moves: int) -> None:
    """Ann plays `moves` moves, each answered by the computer."""
    for _ in range(moves):
        state = await _her_turn(ann)
        if state["status"] != "live":
            return
        await ann.move(state["legal"][0])
        await ann.state_at(state["version"] + 2, timeout=30)


async def test_the_computer_moves_on_one_instance_and_on_the_other_when_it_dies(pair):
    a, b = pair
    room_id, token = await _against_the_computer(a)
    ann = await Client.open(ws(a), room_id, token)       # Ann plays on A
    watcher = await Client.open(ws(b), room_id)          # B holds the room too
    await wait_for("A in charge of the room, B not",
                   lambda: in_charge(a) == 1 and in_charge(b) == 0, 30)
    before = computer_moves(a), computer_moves(b)
    await _play(ann, 6)
    after = computer_moves(a), computer_moves(b)
    assert after[0] - before[0] == 6, "every answer chosen on A"
    assert after[1] == before[1], "B chose none of them"
    assert watcher.state is not None
    await watcher.state_at(ann.state["version"], timeout=30)

    a.kill()  # no shutdown code runs: A's lease is not let go, it expires
    killed = time.monotonic()
    ann = await Client.open(ws(b), room_id, token)
    state = await _her_turn(ann)
    await ann.move(state["legal"][0])
    await ann.state_at(state["version"] + 2, timeout=TAKEOVER_S)
    took = time.monotonic() - killed
    print(f"the computer answered on B {took:.1f} s after A was killed")
    assert took <= TAKEOVER_S
    assert in_charge(b) == 1
    assert computer_moves(b) == before[1] + 1


async def test_the_turn_clock_plays_once_for_two_instances(pair):
    a, b = pair
    async with httpx.AsyncClient(base_url=a.base_url) as http:
        host = (await http.post("/api/rooms", json={
            "game": "hex_camping", "players": 2, "name": "Ann",
            "options": {"turn_time": 10}})).json()
        guest = (await http.post(f"/api/rooms/{host['room_id']}/join",
                                 json={"name": "Ben"})).json()
    room_id = host["room_id"]
    ann = await Client.open(ws(a), room_id, host["token"])
    ben = await Client.open(ws(b), room_id, guest["token"])
    await wait_for("one instance in charge", lambda: in_charge(a) + in_charge(b) == 1, 30)
    before = computer_moves(a) + computer_moves(b)
    live = ann.state if ann.state and ann.state["status"] == "live" else await ann.until(
        "state", lambda m: m["status"] == "live", timeout=30)
    # Nobody moves: the clock runs out and the server plays for the seat, once. The
    # instance in charge says so to its own connections.
    there = ann if in_charge(a) == 1 else ben
    expired = await there.next("clock_expired", timeout=60)
    assert expired["version"] == live["version"]
    await ann.state_at(live["version"] + 1, timeout=30)
    assert computer_moves(a) + computer_moves(b) == before + 1


async def test_with_redis_away_each_instance_runs_its_rooms_and_one_again_once_back(
        pair, redis_process: RedisProcess):
    a, b = pair
    room_id, token = await _against_the_computer(a)
    ann = await Client.open(ws(a), room_id, token)
    await Client.open(ws(b), room_id)
    await wait_for("one instance in charge", lambda: in_charge(a) + in_charge(b) == 1, 30)
    redis_process.stop()
    await wait_for("both in charge without Redis",
                   lambda: in_charge(a) == 1 and in_charge(b) == 1, 30)
    await _play(ann, 3)  # the match goes on; the database keeps one move of each pair
    redis_process.start()
    await wait_for("one instance in charge again",
                   lambda: in_charge(a) + in_charge(b) == 1, 60)
    await _play(ann, 2)


async def test_a_room_whose_connections_are_all_on_the_other_instance_is_let_go(pair):
    a, b = pair
    # Created on A (the REST request went there), played on B (where its sockets go).
    room_id, token = await _against_the_computer(a)
    ann = await Client.open(ws(b), room_id, token)
    await wait_for("A lets the room go", lambda: metric(a, "bivouac_rooms_loaded") == 0, 60)
    await wait_for("B in charge of it", lambda: in_charge(b) == 1, 30)
    before = computer_moves(a)
    await _play(ann, 3)
    assert computer_moves(a) == before


@pytest.mark.parametrize("news", ["redis", "database"])
async def test_a_seat_taken_through_one_instance_is_known_at_once_on_the_other(
        start_instances: Start, request: pytest.FixtureRequest, news: str):
    """The REST join on B, the websocket on A (as nginx sends them: REST to any instance,
    a room's sockets by its id), before the news of the join reached A (with no Redis, it
    would come by A's poller a second later)."""
    if news == "redis":
        a, b = start_instances(request.getfixturevalue("redis_process").url)
    else:
        a, b = start_instances("", SEVERAL_INSTANCES="1")
    async with httpx.AsyncClient() as http:
        host = (await http.post(f"{a.base_url}/api/rooms", json={
            "game": "hex_camping", "players": 2, "name": "Ann"})).json()
        room_id = host["room_id"]
        ann = await Client.open(ws(a), room_id, host["token"])  # A holds the room
        guest = (await http.post(f"{b.base_url}/api/rooms/{room_id}/join",
                                 json={"name": "Ben"})).json()
    ben = await Client.open(ws(a), room_id, guest["token"])
    assert not [m for m in ben.inbox if m["type"] == "error"], ben.inbox
    assert ben.state is not None and ben.state["seat"] == 1
    await ann.until("state", lambda m: m["status"] == "live", timeout=30)
    stranger = await Client.open(ws(a), room_id, "not-a-token-of-this-room")
    assert [m["code"] for m in stranger.inbox if m["type"] == "error"] == ["bad_token"]


async def test_every_room_loaded_asks_for_its_lease_created_read_or_a_rematch(
        tmp_path, postgres_url: str, redis_process: RedisProcess):
    """Two room managers (two instances' worth, in one process) on one database and one
    Redis: whichever way a room comes to be loaded, the first to load it is in charge and
    the other is not, and unloading it hands it over at the other's next heartbeat."""
    from app.bus import RedisBus, RedisLeases
    from app.db.engine import make_engine
    from app.db.migrate import upgrade_async
    from app.db.store import Store
    from app.db.writer import MoveWriter
    from app.rooms.manager import RoomManager

    await upgrade_async(postgres_url)
    engine = make_engine(postgres_url)
    writer = MoveWriter(engine)
    writer.start()
    buses, managers = [], []
    for _ in range(2):
        bus = RedisBus(redis_process.url)
        manager = RoomManager(Store(engine), writer, bot_delay=0, bus=bus)
        await bus.start(manager.on_bus_event)
        manager.charge.leases = RedisLeases(bus, PRESENCE_TTL)
        buses.append(bus)
        managers.append(manager)
    first, second = managers
    try:
        created, _, _ = await first.create("hex_camping", 2, "Ann")          # created
        await first.join(created.id, "Ben")
        elsewhere = await second.require(created.id)                         # read
        assert (created.in_charge, elsewhere.in_charge) == (True, False)
        await created.resign(0)
        rematch, _, _ = await first.rematch(created, 1)                      # a rematch
        read_rematch = await second.require(rematch.id)
        assert (rematch.in_charge, read_rematch.in_charge) == (True, False)
        first._drop(rematch)  # unloaded here: its lease is let go
        await wait_for("the lease let go", lambda: not first.charge._tasks, 10)
        await second.charge.renew()
        assert read_rematch.in_charge
    finally:
        for manager in managers:
            manager.close()
        for bus in buses:
            await bus.stop()
        await writer.stop()
        await engine.dispose()
