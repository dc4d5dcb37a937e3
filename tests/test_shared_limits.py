"""Per-address limits counted across instances in a private Redis (app/limits.py SharedCounts).

Each `SharedCounts` stands for one instance; the tests stop and start their own Redis,
never the shared one.
"""

from __future__ import annotations

import asyncio
import logging
import time
from collections.abc import AsyncIterator
from typing import Any

import pytest

from app import limits
from app.limits import SharedCounts, SharedKeyedLimiter
from tests.support import RedisProcess, redis_writes, until


@pytest.fixture
async def pair(redis_process: RedisProcess) -> AsyncIterator[tuple[SharedCounts, SharedCounts]]:
    """Two instances' shared counts on one private Redis."""
    a, b = SharedCounts(redis_process.url, "a"), SharedCounts(redis_process.url, "b")
    await a.start()
    await b.start()
    assert a.up and b.up
    yield a, b
    await a.stop()
    await b.stop()


async def test_a_bucket_is_spent_by_both_instances_together(
        pair: tuple[SharedCounts, SharedCounts]) -> None:
    a, b = pair
    answers = []
    for counts in (a, b, a, b):  # a burst of 4, split across the two
        verdict = await counts.take("rooms", "198.51.100.1", rate=4 / 60, burst=4)
        assert verdict is not None
        answers.append(verdict.allowed)
    assert answers == [True] * 4
    for counts in (a, b):
        verdict = await counts.take("rooms", "198.51.100.1", rate=4 / 60, burst=4)
        assert verdict is not None and not verdict.allowed
        assert 10 < verdict.retry_after <= 15  # one token comes back every 15 s
    other = await b.take("rooms", "198.51.100.2", rate=4 / 60, burst=4)
    assert other is not None and other.allowed  # another address has its own bucket


async def test_sockets_count_across_instances_and_closing_gives_one_back(
        pair: tuple[SharedCounts, SharedCounts]) -> None:
    a, b = pair
    address = "198.51.100.3"
    assert [await a.open_socket(address, 3), await b.open_socket(address, 3),
            await a.open_socket(address, 3)] == [True, True, True]
    assert await b.open_socket(address, 3) is False
    assert await a.open_socket(address, 3) is False
    assert a.sockets[address] == 2 and b.sockets[address] == 1  # a refusal is not counted
    await a.close_socket(address)
    assert await b.open_socket(address, 3) is True
    assert await a.open_socket(address, 3) is False


@pytest.fixture
def fast_heartbeat(monkeypatch: pytest.MonkeyPatch) -> None:
    """The sockets heartbeat at the shipped ratio (an alive key lives 3.5 heartbeats),
    scaled down: a loaded machine may delay one heartbeat by a second without it expiring."""
    monkeypatch.setattr(limits, "SOCKETS_HEARTBEAT", 0.4)
    monkeypatch.setattr(limits, "SOCKETS_TTL", 1.4)


@pytest.fixture
def beating(fast_heartbeat: None,
            pair: tuple[SharedCounts, SharedCounts]) -> tuple[SharedCounts, SharedCounts]:
    """`pair`, beating fast (the heartbeat is patched before the pair starts)."""
    return pair


async def test_the_sockets_of_an_instance_that_died_stop_counting(
        beating: tuple[SharedCounts, SharedCounts]) -> None:
    a, b = beating
    address = "198.51.100.4"
    for _ in range(2):
        assert await a.open_socket(address, 3)
    assert await b.open_socket(address, 3)
    # a's heartbeat keeps its two counted well past the time to live
    await asyncio.sleep(2 * limits.SOCKETS_TTL)
    assert await b.open_socket(address, 3) is False
    # a dies: no stop(), its heartbeat just ends
    for task in a._tasks:  # noqa: SLF001
        task.cancel()
    a.up = False  # nor does it take its share out when the test ends
    started = time.monotonic()
    while not await b.open_socket(address, 3):
        assert time.monotonic() - started < 10, "the dead instance's sockets still count"
        await asyncio.sleep(0.1)
    assert time.monotonic() - started > 0.5  # not before its share expired
    assert await b.open_socket(address, 3) is True  # b holds 3 now: a counts for none
    assert await b.open_socket(address, 3) is False


async def test_without_redis_every_call_answers_at_once_and_sharing_resumes(
        redis_process: RedisProcess, caplog: pytest.LogCaptureFixture) -> None:
    a, b = SharedCounts(redis_process.url, "limits a"), SharedCounts(redis_process.url, "limits b")
    await a.start()
    await b.start()
    try:
        address = "198.51.100.5"
        assert await a.open_socket(address, 2)
        redis_process.stop()
        caplog.set_level(logging.WARNING, "app.limits")
        started = time.monotonic()
        first = await a.take("joins", address, rate=1.0, burst=5)
        assert first is None  # "count here"
        assert time.monotonic() - started < 1.0
        started = time.monotonic()
        for _ in range(200):
            assert await a.take("joins", address, rate=1.0, burst=5) is None
        assert await a.open_socket(address, 2) is None  # counted here: a holds 2 now
        assert time.monotonic() - started < 0.2  # no call waited for Redis
        away = [r for r in caplog.records if "Redis unavailable" in r.getMessage()
                and r.getMessage().startswith("limits a")]
        assert len(away) == 1, [r.getMessage() for r in caplog.records]

        redis_process.start()  # an empty Redis on the same port: nothing of before is there
        await until(lambda: a.up)
        assert any("limits a: Redis answers again" in r.getMessage() for r in caplog.records)
        # a wrote its two sockets again when Redis came back: b may open none
        await until(lambda: b.up)
        assert await b.open_socket(address, 2) is False
        verdict = await a.take("joins", address, rate=1.0, burst=1)
        assert verdict is not None and verdict.allowed
        verdict = await b.take("joins", address, rate=1.0, burst=1)
        assert verdict is not None and not verdict.allowed
    finally:
        await a.stop()
        await b.stop()


async def test_a_redis_that_refuses_the_password_is_named_and_sharing_resumes(
        redis_process: RedisProcess, caplog: pytest.LogCaptureFixture) -> None:
    # Redis's password changed (a rotation, `requirepass` set): an instance that starts
    # without it (NOAUTH) and one with a stale one (WRONGPASS) count their own, and their
    # lines say what an operator must mend, not that Redis is away; once Redis takes them
    # again, they count across instances.
    import redis.asyncio as redis

    admin = redis.from_url(redis_process.url)
    caplog.set_level(logging.WARNING, "app.limits")
    a = SharedCounts(redis_process.url, "limits a")
    b = SharedCounts(redis_process.url.replace("redis://", "redis://:stale@"), "limits b")
    try:
        await admin.config_set("requirepass", "rotated")
        await a.start()
        await b.start()
        assert not a.up and not b.up
        assert await a.take("joins", "198.51.100.9", rate=1.0, burst=5) is None  # counted here
        lines = [r.getMessage() for r in caplog.records]
        for name in ("limits a", "limits b"):  # NOAUTH and WRONGPASS alike
            said = [line for line in lines if line.startswith(name + ":")]
            assert said == [f"{name}: Redis refuses this instance's password or user "
                            "(AuthenticationError); each instance counts its own until it "
                            "answers again"], lines
        await admin.execute_command("AUTH", "rotated")
        await admin.config_set("requirepass", "")
        await until(lambda: a.up and b.up, 15)
        assert any(line.startswith("limits a: Redis answers again")
                   for line in (r.getMessage() for r in caplog.records))
    finally:
        await a.stop()
        await b.stop()
        await admin.aclose()


async def test_moves_are_decided_at_once_and_shared_after_each_flush(
        pair: tuple[SharedCounts, SharedCounts]) -> None:
    a, b = pair
    rate, burst = 1.0, 10.0  # a bucket refills one a second: the test does not see it refill
    on_a = SharedKeyedLimiter(rate, burst, a, "moves")
    on_b = SharedKeyedLimiter(rate, burst, b, "moves")
    address = "198.51.100.6"
    assert all(on_a.allow(address) for _ in range(6))
    await on_a.flush()
    assert all(on_b.allow(address) for _ in range(2))  # b has not heard of a's six yet
    await on_b.flush()  # ... and learns them now: 8 of 10 are spent
    assert [on_b.allow(address) for _ in range(3)] == [True, True, False]
    await on_b.flush()
    await on_a.flush()  # nothing taken on a since, but a reads the buckets of its addresses
    assert not on_a.allow(address)  # a heard of b's moves: the bucket is empty
    other = "198.51.100.7"
    assert on_a.allow(other)


async def test_a_flush_counts_each_of_many_addresses_across_script_calls(
        pair: tuple[SharedCounts, SharedCounts], monkeypatch: pytest.MonkeyPatch) -> None:
    # A flush sends one script call per SCRIPT_CHUNK addresses; 3 here, so 8 addresses
    # take three calls, the last one short.
    monkeypatch.setattr(limits, "SCRIPT_CHUNK", 3)
    a, b = pair
    rate, burst = 0.001, 20.0  # no refill the test could see
    on_a = SharedKeyedLimiter(rate, burst, a, "moves")
    addresses = [f"198.51.100.{20 + n}" for n in range(8)]
    for n, address in enumerate(addresses):
        assert all(on_a.allow(address) for _ in range(n + 1))
    await on_a.flush()
    # b reads every bucket at no cost: each holds what a took from it, and no other's count
    held = await b.take_many("moves", dict.fromkeys(addresses, 0.0), rate, burst)
    assert held is not None
    assert [round(held[address], 2) for address in addresses] == \
        [burst - (n + 1) for n in range(8)]


async def test_a_flush_reads_again_only_the_active_addresses_seen_half_spent(
        pair: tuple[SharedCounts, SharedCounts], monkeypatch: pytest.MonkeyPatch) -> None:
    a, b = pair
    rate, burst = 0.001, 10.0
    on_a = SharedKeyedLimiter(rate, burst, a, "moves")
    spent, fresh = "198.51.100.40", "198.51.100.41"
    assert all(on_a.allow(spent) for _ in range(6))  # more than half: read at every flush
    assert on_a.allow(fresh)  # 9 of 10 left: not read again
    await on_a.flush()
    asked: list[dict[str, float]] = []
    take_many = a.take_many

    async def recording(limit: str, costs: dict[str, float], *args: float) -> object:
        asked.append(dict(costs))
        return await take_many(limit, costs, *args)

    monkeypatch.setattr(a, "take_many", recording)
    await on_a.flush()
    assert asked == [{spent: 0.0}]
    # b spends the rest of it: a hears of it at its next flush, with nothing taken on a
    b_side = SharedKeyedLimiter(rate, burst, b, "moves")
    assert all(b_side.allow(spent) for _ in range(4))
    await b_side.flush()
    await on_a.flush()
    assert not on_a.allow(spent)
    # once quiet here for MOVES_ACTIVE, the address is read no more
    monkeypatch.setattr(limits, "MOVES_ACTIVE", 0.2)
    await until(lambda: time.monotonic() - on_a._active[spent] > 0.2)  # noqa: SLF001
    asked.clear()
    await on_a.flush()
    assert asked == []


async def test_the_heartbeat_renews_the_sockets_of_many_addresses(
        beating: tuple[SharedCounts, SharedCounts], monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(limits, "SCRIPT_CHUNK", 2)
    a, b = beating
    addresses = [f"198.51.100.{60 + n}" for n in range(5)]
    for address in addresses:
        assert await a.open_socket(address, 1)
    # well past the alive key's time to live: a's heartbeat kept every one counting
    await asyncio.sleep(2 * limits.SOCKETS_TTL)
    assert [await b.open_socket(address, 1) for address in addresses] == [False] * 5
    await a.close_socket(addresses[0])  # a count of 0 removes a's share of it
    assert await b.open_socket(addresses[0], 1) is True


async def test_a_stop_ends_even_if_the_heartbeat_lost_its_cancellation(
        beating: tuple[SharedCounts, SharedCounts], monkeypatch: pytest.MonkeyPatch) -> None:
    """redis-py sends through Python 3.11's `wait_for`, which may drop a cancellation that
    comes as the send completes; the heartbeat then ran on, and `stop` waited for it for
    ever (a test run hung so, once in a dozen on a busy machine)."""
    a, _ = beating
    writing, stopping = asyncio.Event(), asyncio.Event()
    lost: list[bool] = []

    async def write_losing_a_cancellation(self: SharedCounts) -> None:
        writing.set()
        try:
            await asyncio.sleep(3600)
        except asyncio.CancelledError:
            if stopping.is_set() and not lost:
                lost.append(True)
                return  # the library's answer came: the cancellation is gone
            raise

    monkeypatch.setattr(SharedCounts, "_beat", write_losing_a_cancellation)
    a.timeout = 3600.0  # the heartbeat's own deadline does not end the write
    assert await a.open_socket("198.51.100.90", 1)
    async with asyncio.timeout(30):
        await writing.wait()  # the heartbeat is in its write
    heartbeat = a._tasks[0]  # noqa: SLF001
    stopping.set()
    async with asyncio.timeout(30):
        await a.stop()
    assert lost == [True], "the write never lost a cancellation: nothing was tested"
    assert heartbeat.done()


@pytest.fixture
def no_heartbeat(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(limits, "SOCKETS_HEARTBEAT", 3600.0)


@pytest.fixture
def still(no_heartbeat: None,
          pair: tuple[SharedCounts, SharedCounts]) -> tuple[SharedCounts, SharedCounts]:
    """`pair`, whose own heartbeats do not beat during a test (patched before it starts):
    the test beats, and counts what each beat writes."""
    return pair


@pytest.fixture
async def client(redis_process: RedisProcess) -> AsyncIterator[Any]:
    """A client of the private Redis, to look at (or empty) what the instances keep."""
    import redis.asyncio as redis

    client = redis.from_url(redis_process.url)
    yield client
    await client.aclose()


async def _socket_writes(client: Any) -> int:
    """The writes Redis has run so far, scripts' included."""
    return await redis_writes(client, ("set", "hset", "hdel", "pexpire", "del"))


async def test_a_heartbeat_writes_one_key_whatever_the_addresses(
        still: tuple[SharedCounts, SharedCounts], client: Any) -> None:
    """An instance's heartbeat renews its alive key; the counts, written when a socket
    opens or closes, are not written again (300 addresses: 900 writes every 2 s before)."""
    a, b = still
    addresses = [f"198.51.101.{n % 250}:{n}" for n in range(300)]
    for address in addresses:
        assert await a.open_socket(address, 1)
    before = await _socket_writes(client)
    for _ in range(3):
        await a._beat()  # noqa: SLF001
    assert await _socket_writes(client) - before == 3  # the alive key, once a beat
    # and every count still counts: b may open none
    assert [await b.open_socket(address, 1) for address in addresses[:20]] == [False] * 20


async def test_counts_kept_long_are_written_again_before_redis_lets_them_go(
        still: tuple[SharedCounts, SharedCounts], client: Any) -> None:
    """A count is kept SOCKETS_KEEP seconds; a beat writes it again once a third of that
    old (and not before), so a socket open for hours keeps counting."""
    a, b = still
    address = "198.51.100.95"
    key = f"{limits.LIMIT_PREFIX}sockets:{address}"
    assert await a.open_socket(address, 1)
    keep_ms = limits.SOCKETS_KEEP * 1000
    assert keep_ms - 60_000 < await client.pttl(key) <= keep_ms
    await client.pexpire(key, 60_000)  # a minute left, as if written long ago
    await a._beat()  # noqa: SLF001 - written just now by the open: not written again
    assert await client.pttl(key) <= 60_000
    a._written_at[address] -= limits.SOCKETS_KEEP / 3  # noqa: SLF001 - a third of KEEP later
    await a._beat()  # noqa: SLF001
    assert await client.pttl(key) > keep_ms - 60_000  # written again, kept KEEP anew
    assert await b.open_socket(address, 1) is False


async def test_redis_emptied_under_an_instance_gets_its_counts_at_the_next_heartbeat(
        still: tuple[SharedCounts, SharedCounts], client: Any) -> None:
    """Redis restarted empty (or the instance stalled past its alive key's life, when the
    others drop its counts): the alive key is gone, so the next beat writes every count."""
    a, b = still
    addresses = [f"198.51.100.{100 + n}" for n in range(3)]
    for address in addresses:
        assert await a.open_socket(address, 1)
    await client.flushall()
    await a._beat()  # noqa: SLF001
    assert [await b.open_socket(address, 1) for address in addresses] == [False] * 3


async def test_a_heartbeat_whose_writes_failed_writes_everything_at_the_next(
        still: tuple[SharedCounts, SharedCounts], client: Any,
        monkeypatch: pytest.MonkeyPatch) -> None:
    """The alive key renewed, then the counts' write failed: what Redis holds is not
    known, so the next beat writes every count, though it finds the alive key there."""
    a, b = still
    address = "198.51.100.110"
    assert await a.open_socket(address, 1)
    await client.flushall()
    failing = a._scripts["set"]  # noqa: SLF001

    async def refused(**_: Any) -> None:
        raise ConnectionError("refused for this beat")

    monkeypatch.setitem(a._scripts, "set", refused)  # noqa: SLF001
    with pytest.raises(ConnectionError):
        await a._beat()  # noqa: SLF001
    assert await client.exists(limits.ALIVE_PREFIX + a.instance)  # renewed, then failed
    assert await b.open_socket(address, 1) is True  # a's count is not in Redis
    await b.close_socket(address)
    monkeypatch.setitem(a._scripts, "set", failing)  # noqa: SLF001
    await a._beat()  # noqa: SLF001
    assert await b.open_socket(address, 1) is False


async def test_a_count_written_as_before_counts_until_its_deadline(
        pair: tuple[SharedCounts, SharedCounts], client: Any) -> None:
    """An instance of the code before writes `count:deadline` and no alive key: its count
    holds until the deadline (in a rolling upgrade), then goes."""
    _, b = pair
    address = "198.51.100.120"
    seconds, micros = await client.time()
    now_ms = seconds * 1000 + micros // 1000
    key = f"{limits.LIMIT_PREFIX}sockets:{address}"
    await client.hset(key, mapping={"old-live": f"1:{now_ms + 60_000}",
                                    "old-dead": f"5:{now_ms - 1}"})
    assert await b.open_socket(address, 2) is True  # 1 (old, live) + 1: the dead one goes
    assert await b.open_socket(address, 2) is False
    assert set(await client.hkeys(key)) == {b"old-live", b.instance.encode()}


async def test_two_writes_that_crossed_are_mended_at_the_next_heartbeat(
        still: tuple[SharedCounts, SharedCounts], client: Any,
        monkeypatch: pytest.MonkeyPatch) -> None:
    """A close's write sent after an open's but run by Redis last (two connections) leaves
    an older count in Redis; the instance sees its count changed meanwhile, and the next
    heartbeat writes it again (it would otherwise stand for KEEP / 3, 200 s)."""
    a, _ = still
    a.timeout = 10.0  # the held write below must not count as Redis gone
    address = "198.51.100.130"
    key = f"{limits.LIMIT_PREFIX}sockets:{address}"
    for _ in range(2):
        assert await a.open_socket(address, 5)
    real, gate = a._scripts["set"], asyncio.Event()  # noqa: SLF001

    async def late(**kwargs: Any) -> Any:
        await gate.wait()
        return await real(**kwargs)

    monkeypatch.setitem(a._scripts, "set", late)  # noqa: SLF001
    closing = asyncio.create_task(a.close_socket(address))  # writes 1, held back
    await until(lambda: a.sockets[address] == 1)
    assert await a.open_socket(address, 5)  # writes 2, and runs first
    gate.set()
    await closing
    monkeypatch.setitem(a._scripts, "set", real)  # noqa: SLF001
    assert await client.hget(key, a.instance) == b"1"  # the older write ran last
    await a._beat()  # noqa: SLF001
    assert await client.hget(key, a.instance) == b"2"
