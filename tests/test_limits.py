"""Per-address rate limits: buckets of addresses gone quiet are forgotten, busy ones kept."""

from __future__ import annotations

import time

from app.limits import KeyedLimiter


def test_idle_addresses_are_forgotten_and_busy_ones_kept() -> None:
    limiter = KeyedLimiter(rate=1.0, burst=5.0)  # a bucket refills in 5 s
    for n in range(100):
        limiter.allow(f"10.0.0.{n}")
    assert len(limiter) == 100
    limiter.forget_idle(now=time.monotonic() + 1.0)  # a second later: none full yet
    assert len(limiter) == 100
    for _ in range(5):
        limiter.allow("10.0.0.7")
    assert not limiter.allow("10.0.0.7")  # its burst is spent
    limiter.forget_idle(now=time.monotonic() + 6.0)  # every bucket has refilled
    assert len(limiter) == 0
    assert limiter.allow("10.0.0.7")  # a forgotten address starts with a full bucket


def test_a_spent_bucket_is_not_forgotten_before_it_refills() -> None:
    limiter = KeyedLimiter(rate=1.0, burst=3.0)
    for _ in range(3):
        assert limiter.allow("192.0.2.1")
    limiter.forget_idle(now=time.monotonic() + 1.0)
    assert len(limiter) == 1
    assert not limiter.allow("192.0.2.1")


async def test_the_housekeeping_forgets_in_chunks_and_keeps_a_bucket_used_meanwhile() -> None:
    import asyncio

    limiter = KeyedLimiter(rate=1.0, burst=5.0)
    for n in range(10):
        limiter.allow(f"10.0.0.{n}")
    later = time.monotonic() + 6.0  # every bucket has refilled by then

    async def beside() -> None:  # runs between two chunks: the last address moves again
        await asyncio.sleep(0)
        limiter._buckets["10.0.0.9"].stamp = later  # noqa: SLF001 - used at that instant

    await asyncio.gather(limiter.forget_idle_in_chunks(now=later, size=3), beside())
    assert len(limiter) == 1 and "10.0.0.9" in limiter._buckets  # noqa: SLF001
