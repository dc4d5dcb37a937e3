"""The bot pool's queue: people's opponents before computer-only matches; no job lost."""

from __future__ import annotations

import asyncio
import time
from collections.abc import Iterator

import pytest

from app.bots import pool
from app.games.deluxe_camping import GAME
from tests.bots.support import positions


@pytest.fixture(autouse=True)
def fresh_pool() -> Iterator[None]:
    pool.shutdown()
    yield
    pool.shutdown()


async def test_the_queue_serves_priorities_first_then_arrival():
    jobs = pool._Queue(slots=1)
    order: list[str] = []

    async def job(name: str, priority: int) -> None:
        await jobs.acquire(priority)
        order.append(name)
        await asyncio.sleep(0)
        jobs.release()

    await jobs.acquire(pool.HUMANS)  # the one worker is busy
    waiting = [asyncio.create_task(job(f"bots-{n}", pool.COMPUTERS_ONLY)) for n in range(3)]
    await asyncio.sleep(0)
    waiting += [asyncio.create_task(job(f"people-{n}", pool.HUMANS)) for n in range(2)]
    await asyncio.sleep(0)
    assert len(jobs) == 5
    jobs.release()
    await asyncio.gather(*waiting)
    assert order == ["people-0", "people-1", "bots-0", "bots-1", "bots-2"]
    assert jobs.free == 1 and len(jobs) == 0


async def test_a_job_given_up_while_waiting_frees_nothing_twice():
    jobs = pool._Queue(slots=1)
    await jobs.acquire(pool.HUMANS)
    given_up = asyncio.create_task(jobs.acquire(pool.COMPUTERS_ONLY))
    await asyncio.sleep(0)
    given_up.cancel()
    await asyncio.gather(given_up, return_exceptions=True)
    jobs.release()
    assert jobs.free == 1
    await asyncio.wait_for(jobs.acquire(pool.HUMANS), 1)


async def test_a_human_rooms_bot_overtakes_queued_computer_only_matches():
    state = positions(GAME, 2, "pool-priority", cuts=(6,))[0]
    seat = GAME.to_act(state)[0]
    legal = GAME.legal_moves(state, seat)
    view = GAME.view(state, seat)
    finished: dict[str, float] = {}
    start = time.monotonic()

    async def bot(name: str, priority: int) -> None:
        move = await pool.think(GAME.id, view, legal, seat, "hard", seed=len(finished),
                                budget=0.4, priority=priority)
        assert move in legal
        finished[name] = time.monotonic() - start

    # Warm the workers up, so that start-up time does not blur the order.
    await asyncio.gather(*(bot(f"warm-{n}", pool.HUMANS) for n in range(pool.workers())))
    finished.clear()
    start = time.monotonic()
    queued = [asyncio.create_task(bot(f"bots-{n}", pool.COMPUTERS_ONLY))
              for n in range(3 * pool.workers())]
    await asyncio.sleep(0.05)
    people = asyncio.create_task(bot("people", pool.HUMANS))
    await asyncio.gather(people, *queued)
    later = sorted(t for name, t in finished.items() if name != "people")
    # Only the jobs already running (one per worker) may end before it, give or take
    # the one that started beside it.
    assert finished["people"] < later[pool.workers() + 1], finished
