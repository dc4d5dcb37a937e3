"""Who is connected where, shared by two real server processes: in Redis keys that expire
when Redis is configured, in the database's presence table when there is none. Take-over
offers and the lobby's counts are decided from it, so each test runs on both."""

from __future__ import annotations

import asyncio
from typing import Any

import httpx
import pytest
import redis.asyncio as redis

from app.bus import ALIVE_PREFIX, KEEP, PRESENCE_PREFIX
from tests.scale.conftest import Start, ws
from tests.support import Client, ServerProcess

pytestmark = pytest.mark.slow


@pytest.fixture(params=["redis", "database"])
def backend(request: pytest.FixtureRequest, start_instances: Start) -> tuple[str, list[ServerProcess]]:
    """Two instances sharing presence in Redis, or (no Redis) in PostgreSQL."""
    if request.param == "redis":
        url = request.getfixturevalue("redis_process").url
        return url, start_instances(url)
    return "", start_instances("", SEVERAL_INSTANCES="1")


async def _room(proc: ServerProcess, **options: Any) -> tuple[str, str, str]:
    async with httpx.AsyncClient(base_url=proc.base_url) as http:
        host = (await http.post("/api/rooms", json={
            "game": "hex_camping", "players": 2, "name": "Ann", "options": options})).json()
        guest = (await http.post(f"/api/rooms/{host['room_id']}/join",
                                 json={"name": "Ben"})).json()
    return host["room_id"], host["token"], guest["token"]


async def _never_offered_for(ben: Client, seconds: float) -> None:
    """For `seconds`, Ben's take-over of seat 0 is refused and never offered."""
    loop = asyncio.get_running_loop()
    until = loop.time() + seconds
    while loop.time() < until:
        await ben.send({"type": "takeover", "seat": 0})
        assert (await ben.next("error"))["code"] == "not_allowed"
        assert not any(m["type"] == "seats" and m["seats"][0]["can_take_over"] for m in ben.inbox)
        await asyncio.sleep(1)


async def test_a_human_connected_to_one_instance_is_never_taken_over_from_the_other(backend):
    _, (a, b) = backend
    room_id, token0, token1 = await _room(a, takeover_after=1)
    ann = await Client.open(ws(a), room_id, token0)     # Ann plays on A
    ben = await Client.open(ws(b), room_id, token1)     # Ben on B
    # B learns from the shared presence that Ann is connected (to A).
    await ben.until("seats", lambda m: m["seats"][0]["connected"], timeout=30)
    # Past the floor of the take-over delay and the presence's expiry, Ann is still here.
    await _never_offered_for(ben, 10)
    # Once she leaves A, B sees her gone, and offers her seat after the delay.
    await ann.close()
    await ben.until("seats", lambda m: m["seats"][0]["can_take_over"], timeout=40)


async def test_the_connections_of_a_dead_instance_expire(backend):
    _, (a, b) = backend
    room_id, token0, token1 = await _room(a, takeover_after=1)
    await Client.open(ws(a), room_id, token0)
    ben = await Client.open(ws(b), room_id, token1)
    await ben.until("seats", lambda m: m["seats"][0]["connected"], timeout=30)
    a.kill()  # no shutdown code runs: nobody clears Ann's presence
    seats = await ben.until("seats", lambda m: not m["seats"][0]["connected"], timeout=40)
    assert seats["seats"][1]["connected"]
    await ben.until("seats", lambda m: m["seats"][0]["can_take_over"], timeout=40)


async def test_the_lobby_of_one_instance_shows_who_is_connected_to_the_other(backend):
    redis_url, (a, b) = backend
    async with httpx.AsyncClient(base_url=a.base_url) as http:
        host = (await http.post("/api/rooms", json={"game": "hex_camping", "players": 2,
                                                    "name": "Ann"})).json()
    room_id = host["room_id"]
    ann = await Client.open(ws(a), room_id, host["token"])
    await Client.open(ws(a), room_id)  # a spectator, on A as well
    async with httpx.AsyncClient(base_url=b.base_url) as http:
        loop = asyncio.get_running_loop()
        deadline = loop.time() + 20
        while True:
            rooms = (await http.get("/api/rooms", params={"status": "waiting"})).json()
            listed = next(r for r in rooms if r["room_id"] == room_id)
            if listed["seats"][0]["connected"] and listed["spectators"] == 1:
                break
            assert loop.time() < deadline, listed
            await asyncio.sleep(0.2)
    if redis_url:  # the counts came from Redis: a key that counts while A's alive key lives
        client = redis.Redis.from_url(redis_url)
        try:
            keys = [k async for k in client.scan_iter(f"{PRESENCE_PREFIX}{room_id}:*")]
            assert len(keys) == 1
            instance = keys[0].decode().rsplit(":", 1)[1]
            assert 0 < await client.pttl(f"{ALIVE_PREFIX}{instance}") <= 10_000
            assert 10_000 < await client.pttl(keys[0]) <= KEEP * 1000
        finally:
            await client.aclose()
    await ann.close()
