"""The Redis bus between instances: news published in batches arrives whole and in order,
and an instance does not handle its own news coming back. Two buses on a private Redis."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator

import pytest

from app.bus import RedisBus
from app.protocol.bus import BusEvent, MoveStored, SeatsChanged, encode_envelope
from tests.support import RedisProcess, until

ROOMS = [f"room{n:02d}" for n in range(12)]


async def _started(url: str, heard: list[tuple[str, BusEvent]]) -> RedisBus:
    bus = RedisBus(url)

    async def handler(room_id: str, event: BusEvent) -> None:
        heard.append((room_id, event))

    await bus.start(handler)
    loop = asyncio.get_running_loop()
    deadline = loop.time() + 10
    while not bus.healthy:
        assert loop.time() < deadline, "the bus did not subscribe"
        await asyncio.sleep(0.01)
    for room_id in ROOMS:
        await bus.listen(room_id)
    return bus


@pytest.fixture
async def buses(redis_process: RedisProcess) -> AsyncIterator[tuple[RedisBus, RedisBus, list,
                                                                    list]]:
    heard_a: list[tuple[str, BusEvent]] = []
    heard_b: list[tuple[str, BusEvent]] = []
    a = await _started(redis_process.url, heard_a)
    b = await _started(redis_process.url, heard_b)
    yield a, b, heard_a, heard_b
    await a.stop()
    await b.stop()


async def test_news_published_in_bursts_arrives_whole_and_in_order(buses):
    a, b, heard_a, heard_b = buses
    sent = []
    for burst in range(30):
        for room_id in ROOMS:  # many rooms' news in one step: sent together
            event = MoveStored(seq=burst + 1)
            a.publish(room_id, event)
            sent.append((room_id, event))
        if burst % 3 == 0:
            await asyncio.sleep(0)  # and some while a batch is on its way
    await until(lambda: len(heard_b) >= len(sent))
    assert heard_b == sent
    for room_id in ROOMS:  # each room's news in the order it happened
        seqs = [e.seq for r, e in heard_b if r == room_id and isinstance(e, MoveStored)]
        assert seqs == list(range(1, 31))


async def test_an_instance_does_not_handle_its_own_news(buses):
    a, b, heard_a, heard_b = buses
    # Its own news is known by its first bytes, without parsing; another's is not.
    for event in (MoveStored(seq=1), SeatsChanged()):
        assert encode_envelope(a.instance, event).startswith(a._own)
        assert not encode_envelope(b.instance, event).startswith(a._own)
    a.publish(ROOMS[0], MoveStored(seq=1))
    b.publish(ROOMS[1], MoveStored(seq=2))
    await until(lambda: heard_a and heard_b)
    # Each heard the other's news; a marker published last by each shows nothing else came.
    a.publish(ROOMS[2], MoveStored(seq=3))
    b.publish(ROOMS[2], MoveStored(seq=4))
    await until(lambda: len(heard_a) >= 2 and len(heard_b) >= 2)
    assert heard_a == [(ROOMS[1], MoveStored(seq=2)), (ROOMS[2], MoveStored(seq=4))]
    assert heard_b == [(ROOMS[0], MoveStored(seq=1)), (ROOMS[2], MoveStored(seq=3))]
