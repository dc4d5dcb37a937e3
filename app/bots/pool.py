"""Bots off the event loop: `think` runs `choose_move` in a pool of worker processes.

The pool starts on the first call, with at most one worker per core, from
freshly spawned processes (forking a server that runs an event loop and
threads is unsafe). Only plain data crosses to a worker: the game's id, the
seat's view and legal moves, the level, a seed and the budget.

Jobs wait in a queue of this module's, by priority (rooms with humans before
rooms of computers only), so that the pool's own first-come queue never
holds more jobs than there are workers. A worker exits when its parent does,
however the parent died (SIGKILL included): it watches its parent's pid.
"""

from __future__ import annotations

import asyncio
import heapq
import itertools
import logging
import os
import random
import time
import weakref
from collections.abc import Callable
from concurrent.futures import Future
from concurrent.futures.process import BrokenProcessPool
from typing import Any

from app.bots import DEFAULT_BUDGET, choose_move
from app.bots.levels import think_seconds
from app.games.base import Move, Seat
from app.games.playout import fill_free
from app.games.registry import get_game
from app.workers import Workers

log = logging.getLogger(__name__)

#: Seconds a worker may take beyond the level's thinking time (a cold start imports the
#: games) before its move is given up for a random legal one.
GRACE = 10.0

#: Priorities of a job: a room where people play goes first.
HUMANS = 0
COMPUTERS_ONLY = 1
_workers = Workers(lambda: workers())


def workers() -> int:
    """How many worker processes the pool runs: one per core."""
    return max(1, os.cpu_count() or 1)


class _Queue:
    """Hands the pool's workers out by priority, then in order of arrival (one per loop)."""

    def __init__(self, slots: int) -> None:
        self.free = slots
        self.waiting: list[tuple[int, int, asyncio.Future[None]]] = []
        self.order = itertools.count()

    async def acquire(self, priority: int) -> None:
        """Wait for a free worker; lower priorities are served first."""
        if self.free > 0 and not self.waiting:
            self.free -= 1
            return
        turn: asyncio.Future[None] = asyncio.get_running_loop().create_future()
        heapq.heappush(self.waiting, (priority, next(self.order), turn))
        try:
            await turn
        except asyncio.CancelledError:
            if turn.done() and not turn.cancelled():
                self.release()  # handed a worker just as the wait was given up
            raise

    def release(self) -> None:
        """A worker is free again: give it to the first waiting job still waiting."""
        while self.waiting:
            _, _, turn = heapq.heappop(self.waiting)
            if not turn.done():
                turn.set_result(None)
                return
        self.free += 1

    def __len__(self) -> int:
        return sum(1 for _, _, turn in self.waiting if not turn.done())


_queues: weakref.WeakKeyDictionary[asyncio.AbstractEventLoop, _Queue] = \
    weakref.WeakKeyDictionary()


def queue() -> _Queue:
    """The job queue of the running event loop."""
    loop = asyncio.get_running_loop()
    if loop not in _queues:
        _queues[loop] = _Queue(workers())
    return _queues[loop]


def _release_when_done(job: Future[Any], jobs: _Queue,
                       loop: asyncio.AbstractEventLoop) -> None:
    # The worker is busy until its job ends, even if the move was given up before:
    # only then may the next job go to the pool.
    def done(_: Future[Any]) -> None:
        try:
            loop.call_soon_threadsafe(jobs.release)
        except RuntimeError:  # the loop is closed: nobody waits any more
            pass

    job.add_done_callback(done)


async def _run(priority: int, *args: Any) -> Move:
    jobs = queue()
    await jobs.acquire(priority)
    try:
        job = _workers.submit(decide, *args)
    except BaseException:
        jobs.release()
        raise
    _release_when_done(job, jobs, asyncio.get_running_loop())
    return await asyncio.wrap_future(job)


def decide(game_id: str, view: Any, legal: list[Move], seat: Seat, level: str, seed: int,
           budget: float) -> Move:
    """`choose_move` from plain data: what a worker process runs."""
    game = get_game(game_id)
    if game is None:
        raise LookupError(f"no game has the id {game_id!r}")
    return choose_move(game, view, legal, seat, level, random.Random(seed), budget=budget)


#: Told each bot's think time (game, level, seconds); set by app.metrics when it serves.
think_observer: Callable[[str, str, float], None] | None = None


async def think(game_id: str, view: Any, legal: list[Move], seat: Seat, level: str,
                seed: int, budget: float = DEFAULT_BUDGET, *, priority: int = HUMANS) -> Move:
    """A bot's move, computed in a worker process while the event loop goes on.

    `priority` is HUMANS for a room where someone plays, COMPUTERS_ONLY for a
    match of computers: those wait while people's opponents think. Should the
    worker fail or overrun its time (waiting included), a random legal move is
    played so that the match never waits on a bot.
    """
    deadline = think_seconds(level, budget) + GRACE
    started = time.perf_counter()
    try:
        async with asyncio.timeout(deadline):
            move = await _run(priority, game_id, view, legal, seat, level, seed, budget)
        if think_observer is not None:
            think_observer(game_id, level, time.perf_counter() - started)
        return move
    except BrokenProcessPool:
        log.error("the bot pool broke; it restarts on the next move")
        _workers.forget()
    except TimeoutError:
        log.warning("%s bot took more than %.1f s; playing a random move", game_id, deadline)
    except Exception:  # noqa: BLE001 - a bot's failure must not stop the match
        log.exception("%s bot failed; playing a random move", game_id)
    rng = random.Random(seed)
    return fill_free(rng.choice(legal), rng)


def shutdown() -> None:
    """Stop the worker processes (at server shutdown); a later `think` starts new ones."""
    _workers.shutdown()
