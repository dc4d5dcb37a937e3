"""The Redis bus between instances: news published in batches arrives whole and in order,
an instance does not handle its own news coming back, and a room's news that no other
instance hears is held back until one listens. Two buses on a private Redis."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator

import pytest
import redis as sync_redis
import redis.asyncio as redis

from app.bus import CHANNEL_PREFIX, RedisBus, redis_fault
from app.protocol.bus import (
    BusEvent,
    ChatSaid,
    MoveStored,
    SeatsChanged,
    encode_envelope,
    parse_envelope,
)
from app.protocol.outbound import ChatLine
from tests.support import RedisProcess, redis_cannot_save, redis_saves_again, until

ROOMS = [f"room{n:02d}" for n in range(12)]


async def _started(url: str, heard: list[tuple[str, BusEvent]],
                   rooms: list[str] = ROOMS) -> RedisBus:
    bus = RedisBus(url)

    async def handler(room_id: str, event: BusEvent) -> None:
        heard.append((room_id, event))

    await bus.start(handler)
    loop = asyncio.get_running_loop()
    deadline = loop.time() + 10
    while not bus.healthy:
        assert loop.time() < deadline, "the bus did not subscribe"
        await asyncio.sleep(0.01)
    for room_id in rooms:
        await bus.listen(room_id)
    return bus


def _answers_late(bus: RedisBus) -> asyncio.Event:
    """Make the bus read the answer to its PUBLISH (the listener count) only once the
    returned event is set."""
    gate = asyncio.Event()
    real = bus._client.pipeline

    def answered_late(*args, **kwargs):
        pipe = real(*args, **kwargs)
        execute = pipe.execute

        async def execute_then_wait(*a_args, **a_kwargs):
            answer = await execute(*a_args, **a_kwargs)
            await gate.wait()
            return answer

        pipe.execute = execute_then_wait
        return pipe

    bus._client.pipeline = answered_late
    return gate


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


async def test_a_sending_task_cancelled_before_it_began_stops_no_news(buses):
    # Whether news is on its way is read from the sending task: one cancelled before it ran
    # any of its code (as a task can be, in the turn of the loop it was made) must not leave
    # the bus believing it sends, and so never sending again.
    a, b, heard_a, heard_b = buses
    before = set(a._sends)
    a.publish(ROOMS[0], MoveStored(seq=1))
    (sender,) = a._sends - before
    sender.cancel()
    await until(lambda: sender.done())
    a.publish(ROOMS[0], MoveStored(seq=2))
    await until(lambda: len(heard_b) >= 2)
    assert heard_b == [(ROOMS[0], MoveStored(seq=1)), (ROOMS[0], MoveStored(seq=2))]


async def test_news_published_while_the_listener_is_away_reaches_the_others(buses):
    # A's listening connection drops; the others still listen. What A publishes until it
    # listens again is kept in short (the newest move of each room, seat changes) and sent
    # then, rather than left to the others' database poll, seconds later.
    a, b, heard_a, heard_b = buses
    await a._pubsub.connection.disconnect()
    await until(lambda: not a.healthy)
    a.publish(ROOMS[0], MoveStored(seq=1))
    a.publish(ROOMS[0], MoveStored(seq=2))
    a.publish(ROOMS[1], SeatsChanged())
    await until(lambda: a.healthy)
    a.publish(ROOMS[2], MoveStored(seq=3))  # published after: a marker that all came
    await until(lambda: (ROOMS[2], MoveStored(seq=3)) in heard_b)
    assert heard_b == [(ROOMS[0], MoveStored(seq=2)), (ROOMS[1], SeatsChanged()),
                       (ROOMS[2], MoveStored(seq=3))]
    assert a.held == 0


async def _publishes(url: str) -> int:
    """PUBLISH commands Redis has run so far."""
    client = redis.Redis.from_url(url)
    try:
        stats = await client.info("commandstats")
        return int(stats.get("cmdstat_publish", {}).get("calls", 0))
    finally:
        await client.aclose()


async def test_news_nobody_else_hears_is_held_until_an_instance_listens(
        redis_process: RedisProcess) -> None:
    room = "lonely"
    heard_a: list[tuple[str, BusEvent]] = []
    heard_b: list[tuple[str, BusEvent]] = []
    a = await _started(redis_process.url, heard_a, [room])
    b = await _started(redis_process.url, heard_b, ["marker"])
    try:
        # The first news of the room is published: Redis answers that only A heard it.
        a.publish(room, MoveStored(seq=1))
        await until(lambda: room in a._unheard)
        published = await _publishes(redis_process.url)
        line = ChatLine(id=3, seat=0, name="Ann", text="hello?", at="2026-12-04T20:00:00Z")
        later = [MoveStored(seq=2), SeatsChanged(), ChatSaid(message=line), MoveStored(seq=3)]
        for event in later:
            a.publish(room, event)
        assert a.held == len(later)
        # News of a room B hears, published after: once B has it, whatever A sent before
        # it is sent (one task sends A's news, in order); only the marker was.
        a.publish("marker", MoveStored(seq=1))
        await until(lambda: ("marker", MoveStored(seq=1)) in heard_b)
        assert await _publishes(redis_process.url) == published + 1, "news sent for nobody"

        # B listens: A sends, in short, what a newcomer may have missed, then everything.
        await b.listen(room)
        expected = [MoveStored(seq=3), SeatsChanged(), ChatSaid(message=line)]
        in_room = lambda: [e for r, e in heard_b if r == room]  # noqa: E731
        await until(lambda: len(in_room()) >= len(expected))
        assert in_room() == expected
        for seq in (4, 5):
            a.publish(room, MoveStored(seq=seq))
        await until(lambda: len(in_room()) >= len(expected) + 2)
        assert in_room()[len(expected):] == [MoveStored(seq=4), MoveStored(seq=5)]
        assert a.held == len(later)

        # B leaves: A holds the room's news back again, once Redis says nobody else heard.
        b.forget(room)
        seq = 6
        while room not in a._unheard:
            a.publish(room, MoveStored(seq=seq))
            seq += 1
            await asyncio.sleep(0.05)
        a.publish(room, MoveStored(seq=seq))
        assert a.held == len(later) + 1
        assert heard_a == []  # A never handled its own news, nor B's `listening`
    finally:
        await a.stop()
        await b.stop()


async def test_news_held_is_sent_when_the_connection_comes_back(
        redis_process: RedisProcess) -> None:
    # While A's subscription is down, B starts listening: A cannot hear B's `listening`.
    # Once A is subscribed again, what it held goes out (B reads it), and its next news too.
    room = "cut"
    heard_b: list[tuple[str, BusEvent]] = []
    a = await _started(redis_process.url, [], [room])
    b = await _started(redis_process.url, heard_b, [])
    try:
        a.publish(room, MoveStored(seq=1))
        await until(lambda: room in a._unheard)
        a.publish(room, MoveStored(seq=2))
        assert a.held == 1
        await a._pubsub.connection.disconnect()  # the connection drops
        await until(lambda: not a.healthy)
        await b.listen(room)
        await until(lambda: a.healthy)
        await until(lambda: heard_b)
        assert heard_b[0] == (room, MoveStored(seq=2))
        a.publish(room, MoveStored(seq=3))
        await until(lambda: (room, MoveStored(seq=3)) in heard_b)
    finally:
        await a.stop()
        await b.stop()


async def test_a_count_read_before_this_instance_listened_holds_nothing(
        redis_process: RedisProcess) -> None:
    # B listens to a room before A does, so A never hears B's `listening`. A's first news
    # reaches Redis before A's own subscription: Redis counts one listener, B. If A's
    # subscription is confirmed before A reads that count, the count must not pass for A
    # alone, or A would hold the room's news from B for good (B catching up only at its
    # database poll, seconds later).
    room = "created-here"
    heard_a: list[tuple[str, BusEvent]] = []
    heard_b: list[tuple[str, BusEvent]] = []
    a = await _started(redis_process.url, heard_a, [])
    b = await _started(redis_process.url, heard_b, [room])
    gate = _answers_late(a)
    try:
        a.publish(room, MoveStored(seq=1))
        await until(lambda: (room, MoveStored(seq=1)) in heard_b)  # run by Redis: B heard it
        a.watch(room)
        await until(lambda: room in a._subscribed)  # A listens now, the count not yet read
        gate.set()
        await until(lambda: not a.sending)  # the count read, and A's `listening` sent
        a.publish(room, MoveStored(seq=2))
        await until(lambda: (room, MoveStored(seq=2)) in heard_b)
        assert room not in a._unheard and a.held == 0
    finally:
        gate.set()
        await a.stop()
        await b.stop()


async def test_a_count_read_across_a_lost_subscription_holds_nothing(
        redis_process: RedisProcess) -> None:
    # Another instance listens to the room, and A never heard it say so (it stands here as a
    # plain subscriber). A's listening connection is lost; A, not knowing yet, publishes:
    # Redis counts one listener, the other. A connects again and its subscription is
    # confirmed before A reads that count. The count must not pass for A alone, or A would
    # hold the room's news from the other for good.
    room = "listened-elsewhere"
    channel = CHANNEL_PREFIX + room
    heard_a: list[tuple[str, BusEvent]] = []
    a = await _started(redis_process.url, heard_a, [room])
    other = redis.from_url(redis_process.url)
    other_sub = other.pubsub()
    await other_sub.subscribe(channel)
    heard_other: list[BusEvent] = []

    async def read_other() -> None:
        async for message in other_sub.listen():
            if message["type"] == "message":
                heard_other.append(parse_envelope(message["data"]).event)

    reader = asyncio.get_running_loop().create_task(read_other())
    gate = _answers_late(a)
    admin = sync_redis.Redis.from_url(redis_process.url)
    try:
        a.publish(room, MoveStored(seq=1))
        await until(lambda: MoveStored(seq=1) in heard_other)  # both listening: counted two
        gate.set()
        await until(lambda: not a.sending)
        assert room not in a._unheard
        gate.clear()
        # A's listening connection is the one with its own channel and the room's.
        (address,) = [c["addr"] for c in admin.client_list(_type="pubsub")
                      if int(c["sub"]) == 2]
        # Killed, and A publishes before its loop can notice: without yielding in between.
        admin.client_kill(address)
        a.publish(room, MoveStored(seq=2))
        await until(lambda: MoveStored(seq=2) in heard_other)  # counted one: the other
        await until(lambda: not a.healthy)
        await until(lambda: a.healthy and room in a._subscribed)  # A listens again
        gate.set()
        await until(lambda: not a.sending)  # the count read
        a.publish(room, MoveStored(seq=3))
        await until(lambda: MoveStored(seq=3) in heard_other)
        assert room not in a._unheard and a.held == 0
    finally:
        gate.set()
        admin.close()
        reader.cancel()
        await other_sub.aclose()
        await other.aclose()
        await a.stop()


#: Longer than redis-py's default health-check interval (5 s) that the bus once used: a
#: connection idle this long was pinged before its next command.
IDLE = 6.0


async def test_news_goes_through_a_redis_that_cannot_save(buses, redis_process: RedisProcess):
    # A Redis whose snapshot failed refuses every write and PING (MISCONF), and still
    # carries PUBLISH, SUBSCRIBE and reads. News published on a connection that sat idle
    # (as a quiet room's does) must get through, and neither listener may give Redis up
    # for its pings refused. The wait is the idleness the test is about, not a condition.
    a, b, heard_a, heard_b = buses
    admin = redis.from_url(redis_process.url)
    await redis_cannot_save(admin, redis_process)
    try:
        a.publish(ROOMS[0], MoveStored(seq=1))
        await until(lambda: len(heard_b) >= 1)
        await asyncio.sleep(IDLE)
        a.publish(ROOMS[0], MoveStored(seq=2))
        await until(lambda: len(heard_b) >= 2)
        assert heard_b == [(ROOMS[0], MoveStored(seq=1)), (ROOMS[0], MoveStored(seq=2))]
        assert a.healthy and b.healthy and not a.away and not b.away
        # what Redis says to a write sent in a pipeline, as the shared limits send theirs
        async with a._client.pipeline(transaction=False) as pipe:
            pipe.set("bivouac:test", "1")
            with pytest.raises(Exception) as refused:
                await pipe.execute()
        assert redis_fault(refused.value) == "readonly", refused.value
    finally:
        await redis_saves_again(admin, redis_process)
        await admin.aclose()


@pytest.mark.parametrize("publisher_listens", [True, False], ids=["listening", "publishing-only"])
async def test_news_goes_out_after_redis_restarted(redis_process: RedisProcess,
                                                   publisher_listens: bool):
    # Redis restarted: the connection the bus published on last is dropped, though it
    # still sits in the pool. The next news must get through on a new one, not be lost
    # (the receivers would read it only at their next poll, seconds later). A publisher
    # that listens to none of its rooms sends no `Listening` on reconnecting, so its first
    # PUBLISH after the restart always meets that connection; one that listens sends it
    # news right after its own `Listening`, or before it.
    heard: list[tuple[str, BusEvent]] = []
    a = await _started(redis_process.url, [], rooms=ROOMS if publisher_listens else [])
    b = await _started(redis_process.url, heard)
    try:
        a.publish(ROOMS[0], MoveStored(seq=1))
        await until(lambda: len(heard) >= 1)
        redis_process.stop()
        await until(lambda: not a.healthy and not b.healthy)
        redis_process.start()
        await until(lambda: a.healthy and b.healthy and ROOMS[0] in b._subscribed, 15)
        a.publish(ROOMS[0], MoveStored(seq=2))
        await until(lambda: len(heard) >= 2)
        assert heard == [(ROOMS[0], MoveStored(seq=1)), (ROOMS[0], MoveStored(seq=2))]
    finally:
        await a.stop()
        await b.stop()


async def test_a_redis_that_refuses_the_password_is_named_and_news_resumes(
        buses, redis_process: RedisProcess):
    # The password of Redis changed under the instances (a rotation, `requirepass` set),
    # and its connections closed: the listeners are refused (NOAUTH), which waiting does
    # not mend but an operator does. They say so (`denied`, for /api/health), not that
    # Redis is away, and listen again once it takes their password.
    a, b, heard_a, heard_b = buses
    admin = redis.from_url(redis_process.url)
    try:
        await admin.config_set("requirepass", "rotated")
        await admin.execute_command("CLIENT", "KILL", "TYPE", "pubsub")
        await until(lambda: a.fault == "denied" and b.fault == "denied")
        assert not a.healthy and not b.healthy
        # an instance started with a password that is not the one (WRONGPASS)
        wrong = RedisBus(redis_process.url.replace("redis://", "redis://:stale@"))
        await wrong.start(lambda room_id, event: asyncio.sleep(0))
        try:
            await until(lambda: wrong.fault == "denied")
        finally:
            await wrong.stop()
        await admin.execute_command("AUTH", "rotated")
        await admin.config_set("requirepass", "")
        await until(lambda: a.healthy and b.healthy and ROOMS[0] in b._subscribed, 15)
        assert a.fault is None and b.fault is None
        a.publish(ROOMS[0], MoveStored(seq=1))
        await until(lambda: len(heard_b) >= 1)
        assert heard_b == [(ROOMS[0], MoveStored(seq=1))]
    finally:
        await admin.aclose()
