"""The heartbeat's Redis keys (app/alive.py `Alive`; app/bus.py `RedisPresence`,
`RedisLeases`), on a private Redis: a heartbeat writes what changed and one alive key,
whatever the number of rooms; a key counts while its instance is alive; and an instance
whose alive key was gone (Redis emptied, or the instance stalled) writes and reads
everything again."""

from __future__ import annotations

from collections.abc import AsyncIterator
from typing import Any

import pytest
import redis.asyncio as redis

from app.bus import ALIVE_PREFIX, LEASE_PREFIX, RedisBus, RedisLeases, RedisPresence
from app.services import PRESENCE_TTL
from tests.support import RedisProcess, redis_writes

pytestmark = pytest.mark.slow

ROOMS = [f"room{n:03}" for n in range(300)]


class Instance:
    """One instance's worth of the heartbeat: its bus, its presence and its leases."""

    def __init__(self, url: str) -> None:
        self.bus = RedisBus(url)
        self.presence = RedisPresence(self.bus, PRESENCE_TTL)
        self.leases = RedisLeases(self.bus, PRESENCE_TTL)

    async def beat(self, rooms: list[str]) -> set[str]:
        """A heartbeat: one player on seat 0 of each room; the leases it holds."""
        await self.presence.put([(room, 0, 1) for room in rooms])
        return await self.leases.hold(rooms, timeout=5)


async def _ignore(*_: Any) -> None:
    return None


@pytest.fixture
async def redis_url(redis_process: RedisProcess) -> str:
    return redis_process.url


@pytest.fixture
async def instances(redis_url: str) -> AsyncIterator[tuple[Instance, Instance]]:
    pair = (Instance(redis_url), Instance(redis_url))
    for instance in pair:
        await instance.bus.start(_ignore)
    yield pair
    for instance in pair:
        await instance.bus.stop()


async def _writes(client: Any) -> int:
    """The writes Redis has run so far, scripts' included."""
    return await redis_writes(client, ("set", "pexpire", "sadd", "srem", "del"))


async def test_a_heartbeat_writes_what_changed_and_one_key_whatever_the_rooms(
        instances: tuple[Instance, Instance], redis_url: str) -> None:
    a, _ = instances
    client = redis.Redis.from_url(redis_url)
    try:
        assert await a.beat(ROOMS) == set(ROOMS)  # the first writes every room
        before = await _writes(client)
        assert await a.beat(ROOMS) == set(ROOMS)
        quiet = await _writes(client) - before
        await a.presence.put([(room, 0, 2 if room == ROOMS[7] else 1) for room in ROOMS])
        one_changed = await _writes(client) - before - quiet
    finally:
        await client.aclose()
    # the alive key, renewed by the presence and by the leases (before: 4 per room)
    assert quiet == 2
    # the alive key, and one room's key and set
    assert one_changed == 4


async def test_a_dead_instances_keys_stop_counting_and_its_leases_are_taken(
        instances: tuple[Instance, Instance], redis_url: str) -> None:
    a, b = instances
    await a.beat(ROOMS[:5])
    assert await b.beat(ROOMS[:5]) == set()  # A holds them
    assert set((await b.presence.others(ROOMS[:5]))[ROOMS[0]]) == {0}
    client = redis.Redis.from_url(redis_url)
    try:
        await client.delete(ALIVE_PREFIX + a.bus.instance)  # A died: its alive key expired
        assert await b.presence.others(ROOMS[:5]) == {room: {} for room in ROOMS[:5]}
        # the reader cleared what the dead instance left
        assert await client.exists(f"bivouac:presence:{ROOMS[0]}:{a.bus.instance}") == 0
        assert await b.beat(ROOMS[:5]) == set(ROOMS[:5])
        assert await client.get(LEASE_PREFIX + ROOMS[0]) == b.bus.instance.encode()
    finally:
        await client.aclose()


async def test_an_instance_whose_alive_key_was_gone_writes_and_reads_everything_again(
        instances: tuple[Instance, Instance], redis_url: str) -> None:
    a, b = instances
    await a.beat(ROOMS)
    client = redis.Redis.from_url(redis_url)
    try:
        await client.flushall()  # Redis restarted empty
        assert await a.beat(ROOMS) == set(ROOMS)
        assert len([k async for k in client.scan_iter("bivouac:presence:*:*")]) == len(ROOMS)
        assert await b.presence.others(ROOMS[:1]) == {ROOMS[0]: {0: 1}}
        # A stalls past its alive key's life; B takes a room over meanwhile
        await client.delete(ALIVE_PREFIX + a.bus.instance)
        assert await b.leases.hold(ROOMS[:1], timeout=5) == {ROOMS[0]}
    finally:
        await client.aclose()
    # A's next heartbeat finds its alive key gone and asks for every lease again
    assert await a.beat(ROOMS) == set(ROOMS[1:])


async def test_a_heartbeat_whose_work_failed_writes_and_reads_everything_at_the_next(
        instances: tuple[Instance, Instance], redis_url: str) -> None:
    """The alive key renewed, then the scripts refused (here by an ACL, as a Redis that
    stops answering between two commands would): what Redis kept is not known, so the
    next heartbeat writes every room's presence and asks about every lease again."""
    a, b = instances
    await a.beat(ROOMS[:5])
    await b.beat([])  # B lives
    client = redis.Redis.from_url(redis_url)
    try:
        # What the failed heartbeat may have left: a presence key lost, a lease taken.
        await client.delete(f"bivouac:presence:{ROOMS[0]}:{a.bus.instance}")
        await client.set(LEASE_PREFIX + ROOMS[1], b.bus.instance)
        await client.acl_setuser("default", enabled=True, nopass=True, commands=["-eval", "-evalsha"])
        try:
            with pytest.raises(redis.ResponseError):  # a spectator came to one room
                await a.presence.put([(room, 0, 1) for room in ROOMS[:5]] + [(ROOMS[4], -1, 1)])
            with pytest.raises(redis.ResponseError):  # and a room to take
                await a.leases.hold(ROOMS[:6], timeout=5)
        finally:
            await client.acl_setuser("default", enabled=True, nopass=True, commands=["+@all"])
        # The spectator gone again: the connections Redis was last told of, so only a full
        # write puts back the lost key, and only a full read sees the lease taken.
        assert await a.beat(ROOMS[:5]) == set(ROOMS[:5]) - {ROOMS[1]}
        assert await client.exists(f"bivouac:presence:{ROOMS[0]}:{a.bus.instance}") == 1
    finally:
        await client.aclose()
