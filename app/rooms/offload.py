"""CPU-heavy work of requests off the event loop: a small pool of worker processes.

Parsing an uploaded quiz deck (up to 100 KB of YAML: about 0.2 s of Python), a
replay page and a match's verification are pure CPU work. In a thread they
would still hold the interpreter's lock that the event loop needs, and every
socket would wait (a hostile client uploading maximum-size decks took a
websocket ping's round trip from 2-5 ms to 60-120 ms that way); in a worker
process they run beside the loop.

The pool is small (WORKERS) and bounded: at most `max_jobs` jobs wait or run
at once, and at most `per_address` of them for one address, so that one client
cannot occupy it. A job past a bound is refused at once: `rate_limited` (429)
for the address's share, `server_busy` (429) for the whole pool. The server's
own jobs (a room loaded from storage) are never refused, but they count.

Only plain data crosses to a worker, and a worker returns plain data: the
function runs at the module level of a module the worker imports. A worker
exits when the server that started it dies (it watches its parent's pid).
"""

from __future__ import annotations

import asyncio
import logging
from collections import Counter
from collections.abc import Callable
from concurrent.futures import Future
from concurrent.futures.process import BrokenProcessPool
from typing import Any, TypeVar

from app.rooms.errors import RoomError
from app.workers import Workers

log = logging.getLogger(__name__)
T = TypeVar("T")

#: Worker processes: one, so that the event loop keeps a core of a small machine.
WORKERS = 1
#: Jobs waiting or running at once, in all and for one address.
MAX_JOBS = 8
PER_ADDRESS = 2
#: Seconds a job may take, waiting included, before its request is answered `server_busy`.
JOB_TIMEOUT = 60.0

# The workers run at the server's CPU priority. Ten steps below it (tried: the event
# loop first where the CPU is short) no measured gain on the live path, whose share the
# heavy-read gate already bounds, while on busy cores a replay page a player waits for
# took more than 30 s, against 7 s at the same priority (tests/browser/test_move_log.py,
# both cores taken by two busy loops).
_workers = Workers(lambda: WORKERS)


def shutdown() -> None:
    """Stop the worker processes (at server shutdown); a later job starts new ones."""
    _workers.shutdown()


class Offload:
    """One server's share of the pool: what it has submitted, in all and by address."""

    def __init__(self, max_jobs: int = MAX_JOBS, per_address: int = PER_ADDRESS) -> None:
        self.max_jobs = max_jobs
        self.per_address = per_address
        #: Jobs submitted and not yet finished in their worker (waiting or running).
        self.jobs = 0
        self.by_address: Counter[str] = Counter()
        #: Jobs that ended in their worker, since the start.
        self.finished = 0

    def _admit(self, address: str | None) -> None:
        if address is None:
            return
        if self.by_address[address] >= self.per_address:
            raise RoomError("rate_limited", f"At most {self.per_address} heavy requests (deck "
                                            "uploads, replays) per address at a time; try again "
                                            "once one is answered.")
        if self.jobs >= self.max_jobs:
            raise RoomError("server_busy", "The server is busy with other heavy requests; "
                                           "try again in a moment.")

    async def run(self, function: Callable[..., T], *args: Any, address: str | None = None) -> T:
        """`function(*args)` in a worker process; `address` None for the server's own jobs.

        Raises RoomError `rate_limited` or `server_busy` when the job is refused (or the
        pool failed); whatever `function` raises otherwise.
        """
        self._admit(address)
        loop = asyncio.get_running_loop()
        self.jobs += 1
        if address is not None:
            self.by_address[address] += 1

        def release(_: Future[Any]) -> None:
            # Only once the worker is done with it, even if the request gave up before.
            try:
                loop.call_soon_threadsafe(self._release, address)
            except RuntimeError:  # the loop is closed: nobody counts any more
                pass

        try:
            job = _workers.submit(function, *args)
        except BaseException:
            self._release(address)
            raise
        job.add_done_callback(release)
        try:
            async with asyncio.timeout(JOB_TIMEOUT):
                return await asyncio.wrap_future(job)
        except BrokenProcessPool:
            log.error("the worker pool broke; it restarts on the next job")
            _workers.forget()
            raise RoomError("server_busy", "The server could not do this now; try again.") \
                from None
        except TimeoutError:
            job.cancel()
            log.warning("a %s job took more than %.0f s", getattr(function, "__name__", "?"),
                        JOB_TIMEOUT)
            raise RoomError("server_busy", "The server is busy with other heavy requests; "
                                           "try again in a moment.") from None

    def _release(self, address: str | None) -> None:
        self.jobs -= 1
        self.finished += 1
        if address is not None:
            self.by_address[address] -= 1
            if self.by_address[address] <= 0:
                del self.by_address[address]
