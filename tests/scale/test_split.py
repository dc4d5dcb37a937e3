"""Instances on one database that cannot hear each other's news: one started without
`REDIS_URL` (or both), or with another Redis. Each stores the moves its players send;
without the instances' rows in the database each would believe it is alone and a match
whose players sit on both would wait for ever (seen with `docker compose --profile scale
--scale app=2` and no `REDIS_URL`: one instance at version 1, the other at version 0,
minutes later, and /api/health saying ok). Real server processes, one PostgreSQL."""

from __future__ import annotations

import asyncio
import time
from pathlib import Path
from typing import Any

import httpx
import pytest
import redis

from app.bus import PRESENCE_PREFIX
from tests.scale.conftest import Start, wait_for, ws
from tests.support import Client, RedisProcess, ServerProcess, pg_fetch

pytestmark = pytest.mark.slow

WARNING = "also uses this database but does not hear this one's news"
#: Finding the other instance takes two of its heartbeats (2 s each); the rest is room
#: for a loaded machine.
FOUND_S = 30


def health(proc: ServerProcess) -> dict[str, Any]:
    return httpx.get(f"{proc.base_url}/api/health", timeout=5).json()


def said(proc: ServerProcess) -> str:
    assert proc.log_path is not None
    return proc.log_path.read_text()


async def _play_across(a: ServerProcess, b: ServerProcess, moves: int = 4) -> list[float]:
    """Ann on A and Ben on B play `moves` moves in turn; each sees the other's. How long
    each move took to reach the other instance's player (seconds)."""
    async with httpx.AsyncClient() as http:
        host = (await http.post(f"{a.base_url}/api/rooms", json={
            "game": "hex_camping", "players": 2, "name": "Ann"})).json()
        room_id = host["room_id"]
        guest = (await http.post(f"{b.base_url}/api/rooms/{room_id}/join",
                                 json={"name": "Ben"})).json()
    players = [await Client.open(ws(a), room_id, host["token"]),
               await Client.open(ws(b), room_id, guest["token"])]
    state = await players[0].until("state", lambda m: m["status"] == "live", timeout=30)
    lags = []
    for _ in range(moves):
        mover = players[state["to_act"][0]]
        other = players[1 - state["to_act"][0]]
        mover_state = await mover.state_at(state["version"], timeout=30)
        await mover.move(mover_state["legal"][0], version=mover_state["version"])
        version = state["version"] + 1
        await mover.state_at(version, timeout=30)  # stored: its instance answered
        stored = time.monotonic()
        state = await other.state_at(version, timeout=30)  # and the other instance knows
        lags.append(time.monotonic() - stored)
    for player in players:
        await player.close()
    return lags


async def test_two_instances_without_redis_find_each_other_and_the_match_goes_on(
        start_instances: Start):
    a, b = start_instances("")  # neither has REDIS_URL nor SEVERAL_INSTANCES
    up = time.monotonic()
    await wait_for("both say that another instance does not hear them",
                   lambda: WARNING in said(a) and WARNING in said(b), FOUND_S)
    found = time.monotonic() - up
    for proc in (a, b):
        assert health(proc) == {"status": "degraded", "database": "ok", "bus": "split"}
        assert "(neither has Redis)" in said(proc)
    lags = await _play_across(a, b) + await _play_across(b, a)
    print(f"found {found:.1f} s after both answered; each move seen on the other instance "
          f"{min(lags):.2f} to {max(lags):.2f} s after it was stored")

    b.stop()  # its row leaves the table: A is alone again, and says so
    await wait_for("A alone again", lambda: health(a)["bus"] == "local", FOUND_S)
    assert "every instance on this database hears this one's news again" in said(a)
    assert health(a)["status"] == "ok"


async def test_an_instance_without_redis_beside_one_with_it(start_instances: Start,
                                                            redis_process: RedisProcess):
    (a,) = start_instances(redis_process.url, names=("a",))
    (b,) = start_instances("", names=("b",))
    await wait_for("both found the other",
                   lambda: WARNING in said(a) and WARNING in said(b), FOUND_S)
    assert "(it has no Redis)" in said(a)
    assert "(this one has no Redis)" in said(b)
    assert health(a)["bus"] == health(b)["bus"] == "split"
    # who is connected where: each sees the other's player (through the database's
    # presence, which both now share, not A's Redis, which B never writes)
    async with httpx.AsyncClient() as http:
        host = (await http.post(f"{a.base_url}/api/rooms", json={
            "game": "hex_camping", "players": 2, "name": "Ann"})).json()
        guest = (await http.post(f"{a.base_url}/api/rooms/{host['room_id']}/join",
                                 json={"name": "Ben"})).json()
    ann = await Client.open(ws(b), host["room_id"], host["token"])
    ben = await Client.open(ws(a), host["room_id"], guest["token"])
    await ben.until("seats", lambda m: m["seats"][0]["connected"], timeout=30)
    await ann.until("seats", lambda m: m["seats"][1]["connected"], timeout=30)
    await ann.close()
    await ben.close()
    lags = await _play_across(a, b)
    print(f"each move seen on the other instance {min(lags):.2f} to {max(lags):.2f} s after")

    # B goes: A is whole on its Redis again, and shares presence there, not in the database
    b.stop()
    await wait_for("A on its Redis again", lambda: health(a)["bus"] == "ok", FOUND_S)
    assert "every instance on this database hears this one's news again" in said(a)
    async with httpx.AsyncClient() as http:
        host = (await http.post(f"{a.base_url}/api/rooms", json={
            "game": "hex_camping", "players": 2, "name": "Ann"})).json()
    ann = await Client.open(ws(a), host["room_id"], host["token"])
    keys = redis.Redis.from_url(redis_process.url)
    try:
        await wait_for("A's presence of the new room in Redis", lambda: keys.exists(
            f"{PRESENCE_PREFIX}{host['room_id']}"), FOUND_S)
    finally:
        keys.close()
        await ann.close()


async def test_instances_on_two_different_redis_servers_find_each_other(
        start_instances: Start, redis_process: RedisProcess, tmp_path: Path):
    (tmp_path / "other-redis").mkdir()
    other = RedisProcess(tmp_path / "other-redis")
    other.start()
    try:
        (a,) = start_instances(redis_process.url, names=("a",))
        (b,) = start_instances(other.url, names=("b",))
        await wait_for("both found the other",
                       lambda: WARNING in said(a) and WARNING in said(b), FOUND_S)
        for proc in (a, b):
            assert "it is not on this instance's Redis" in said(proc)
            assert health(proc)["bus"] == "split"
        lags = await _play_across(a, b)
        print(f"each move seen on the other instance {min(lags):.2f} to {max(lags):.2f} s")
    finally:
        other.stop()


async def test_instances_on_one_redis_are_never_split(start_instances: Start,
                                                      redis_process: RedisProcess):
    a, b = start_instances(redis_process.url)
    await _each_beat(a, b, times=4)
    for proc in (a, b):
        assert WARNING not in said(proc)
        assert health(proc)["bus"] == "ok"


async def test_a_server_restarted_after_a_crash_is_not_split_from_its_former_self(
        start_instances: Start, postgres_url: str):
    (a,) = start_instances("", names=("a",))
    await _each_beat(a, times=2)
    a.kill()  # no shutdown code runs: its row stays
    (again,) = start_instances("", names=("again",))
    await _each_beat(again, times=4)
    rows = await pg_fetch(postgres_url, "SELECT count(*) FROM instances")
    assert rows == [(2,)], "the dead one's row is still there, and does not count"
    assert WARNING not in said(again)
    assert health(again) == {"status": "ok", "database": "ok", "bus": "local"}


async def test_several_instances_configured_without_redis_are_not_split(start_instances: Start):
    a, b = start_instances("", SEVERAL_INSTANCES="1")
    await _each_beat(a, b, times=4)
    for proc in (a, b):
        assert WARNING not in said(proc)
        assert health(proc)["bus"] == "local"
    await _play_across(a, b)


async def _each_beat(*procs: ServerProcess, times: int) -> None:
    """Until each instance has written its row `times` times more (read in the table)."""
    seen: dict[str, list[Any]] = {}
    deadline = time.monotonic() + 20 + 4 * times
    while True:
        for instance, at in await pg_fetch(procs[0].database_url,
                                           "SELECT id, seen_at FROM instances"):
            values = seen.setdefault(instance, [])
            if not values or values[-1] != at:
                values.append(at)
        live = [v for v in seen.values() if len(v) > 1]
        if len(live) >= len(procs) and all(len(v) > times for v in live):
            return
        assert time.monotonic() < deadline, f"{len(procs)} instances not beating {times} times"
        await asyncio.sleep(0.2)
