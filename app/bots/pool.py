"""Bots off the event loop: `think` runs `choose_move` in a pool of worker processes.

The pool starts on the first call, with at most one worker per core, from
freshly spawned processes (forking a server that runs an event loop and
threads is unsafe). Only plain data crosses to a worker: the game's id, the
seat's view and legal moves, the level, a seed and the budget.
"""

from __future__ import annotations

import asyncio
import logging
import multiprocessing
import os
import random
from concurrent.futures import ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from typing import Any

from app.bots import DEFAULT_BUDGET, choose_move
from app.bots.levels import think_seconds
from app.games.base import Move, Seat
from app.games.playout import fill_free
from app.games.registry import get_game

log = logging.getLogger(__name__)

#: Seconds a worker may take beyond the level's thinking time (a cold start imports the
#: games) before its move is given up for a random legal one.
GRACE = 10.0

_pool: ProcessPoolExecutor | None = None


def workers() -> int:
    """How many worker processes the pool runs: one per core."""
    return max(1, os.cpu_count() or 1)


def _executor() -> ProcessPoolExecutor:
    global _pool
    if _pool is None:
        context = multiprocessing.get_context("spawn")
        _pool = ProcessPoolExecutor(max_workers=workers(), mp_context=context)
    return _pool


def decide(game_id: str, view: Any, legal: list[Move], seat: Seat, level: str, seed: int,
           budget: float) -> Move:
    """`choose_move` from plain data: what a worker process runs."""
    game = get_game(game_id)
    if game is None:
        raise LookupError(f"no game has the id {game_id!r}")
    return choose_move(game, view, legal, seat, level, random.Random(seed), budget=budget)


async def think(game_id: str, view: Any, legal: list[Move], seat: Seat, level: str,
                seed: int, budget: float = DEFAULT_BUDGET) -> Move:
    """A bot's move, computed in a worker process while the event loop goes on.

    Should the worker fail or overrun its time, a random legal move is played
    so that the match never waits on a bot.
    """
    global _pool
    loop = asyncio.get_running_loop()
    deadline = think_seconds(level, budget) + GRACE
    try:
        job = loop.run_in_executor(_executor(), decide, game_id, view, legal, seat, level,
                                   seed, budget)
        return await asyncio.wait_for(job, deadline)
    except BrokenProcessPool:
        log.error("the bot pool broke; it restarts on the next move")
        _pool = None
    except TimeoutError:
        log.warning("%s bot took more than %.1f s; playing a random move", game_id, deadline)
    except Exception:  # noqa: BLE001 - a bot's failure must not stop the match
        log.exception("%s bot failed; playing a random move", game_id)
    rng = random.Random(seed)
    return fill_free(rng.choice(legal), rng)


def shutdown() -> None:
    """Stop the worker processes (at server shutdown); a later `think` starts new ones."""
    global _pool
    if _pool is not None:
        _pool.shutdown(wait=False, cancel_futures=True)
        _pool = None
