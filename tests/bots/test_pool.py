"""Bots think in worker processes: the event loop goes on while they do."""

from __future__ import annotations

import asyncio
from collections.abc import Iterator

import pytest

from app.bots import pool
from app.games.base import match_rng
from app.games.deluxe_camping import GAME
from tests.bots.support import positions


@pytest.fixture(autouse=True)
def fresh_pool() -> Iterator[None]:
    """Each test starts its own workers and stops them."""
    pool.shutdown()
    yield
    pool.shutdown()


async def _ticker(ticks: list[int], stop: asyncio.Event) -> None:
    while not stop.is_set():
        await asyncio.sleep(0.01)
        ticks.append(1)


async def test_the_loop_keeps_running_while_a_hard_bot_thinks():
    state = positions(GAME, 2, "pool", cuts=(6,))[0]
    seat = GAME.to_act(state)[0]
    legal = GAME.legal_moves(state, seat)
    ticks: list[int] = []
    stop = asyncio.Event()
    ticker = asyncio.create_task(_ticker(ticks, stop))
    move = await pool.think(GAME.id, GAME.view(state, seat), legal, seat, "hard", seed=7,
                            budget=0.5)
    stop.set()
    await ticker
    assert move in legal
    # Had the search run on the loop, the ticker would only have ticked once it was over.
    assert len(ticks) >= 3


async def test_several_bots_think_at_once():
    state = positions(GAME, 2, "pool-many", cuts=(6,))[0]
    seat = GAME.to_act(state)[0]
    legal = GAME.legal_moves(state, seat)
    view = GAME.view(state, seat)
    moves = await asyncio.gather(*(
        pool.think(GAME.id, view, legal, seat, level, seed=n, budget=0.1)
        for n, level in enumerate(["easy", "medium", "hard", "medium"])
    ))
    assert all(move in legal for move in moves)


async def test_a_failing_bot_still_moves():
    state = GAME.setup(2, GAME.validate_options(2, {}), match_rng("fail", 0))
    legal = GAME.legal_moves(state, 0)
    move = await pool.think("no_such_game", GAME.view(state, 0), legal, 0, "hard", seed=1,
                            budget=0.1)
    assert move in legal


async def test_the_pool_starts_again_after_a_shutdown():
    state = GAME.setup(2, GAME.validate_options(2, {}), match_rng("again", 0))
    legal = GAME.legal_moves(state, 0)
    view = GAME.view(state, 0)
    assert await pool.think(GAME.id, view, legal, 0, "easy", seed=1) in legal
    pool.shutdown()
    assert await pool.think(GAME.id, view, legal, 0, "easy", seed=1) in legal
