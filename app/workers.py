"""Spawned worker processes for CPU-heavy work off the event loop (bots, and heavy requests).

A pool starts on first use, from freshly spawned processes (forking a server that
runs an event loop and threads is unsafe). Each worker knows what the server knows
at start-up: the quiz banks, and the games registered beside those of `app/games/`
(the test suite's own). It exits as soon as the server that started it is gone,
however the server died (SIGKILL included): it watches its parent's pid.
"""

from __future__ import annotations

import multiprocessing
import os
import signal
import threading
import time
from collections.abc import Callable
from concurrent.futures import Future, ProcessPoolExecutor
from typing import Any

from app import quiz_banks
from app.games.base import Game
from app.games.registry import added_games, register

#: Seconds between a worker's looks at its parent.
PARENT_CHECK = 0.5


def _start(parent: int, games: list[Game]) -> None:
    """In a new worker: exit with the server, and hold its quiz banks and games.

    A worker blocked on its job queue would otherwise outlive a killed server
    for good (seen: more than 8 minutes after a SIGTERM, and after test runs).
    """
    signal.signal(signal.SIGINT, signal.SIG_IGN)  # Ctrl-C is the server's to handle

    def watch() -> None:
        while os.getppid() == parent:
            time.sleep(PARENT_CHECK)
        os._exit(0)

    threading.Thread(target=watch, name="parent-watch", daemon=True).start()
    quiz_banks.install()
    for game in games:
        register(game)


class Workers:
    """A pool of `count()` worker processes, started by the first `submit`."""

    def __init__(self, count: Callable[[], int]) -> None:
        self.count = count
        self._pool: ProcessPoolExecutor | None = None

    def submit(self, function: Callable[..., Any], *args: Any) -> Future[Any]:
        """`function(*args)` in a worker (a module-level function; plain data in and out)."""
        if self._pool is None:
            self._pool = ProcessPoolExecutor(
                max_workers=self.count(), mp_context=multiprocessing.get_context("spawn"),
                initializer=_start, initargs=(os.getpid(), added_games()))
        return self._pool.submit(function, *args)

    def forget(self) -> None:
        """Drop a broken pool: the next `submit` starts a new one."""
        self._pool = None

    def shutdown(self) -> None:
        """Stop the workers (at server shutdown); a job in progress is not waited for."""
        if self._pool is None:
            return
        processes = list(getattr(self._pool, "_processes", {}).values())
        self._pool.shutdown(wait=False, cancel_futures=True)
        for process in processes:
            if process.is_alive():
                process.terminate()
        self._pool = None
