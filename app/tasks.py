"""Stopping a task for sure.

A cancellation can be lost: Python 3.11's `asyncio.wait_for`, which libraries use under
our tasks (redis-py sends a command through it), returns the inner result when the
cancellation comes as that inner await completes, and the task runs on as if never
cancelled (CPython gh-86296, fixed in 3.12). Whoever then waits for the task waits for
ever (seen: a stopping instance's limits heartbeat, in 2 of 20 runs of its tests on a
busy machine). `cancel_and_wait` cancels again until the task ends, and never waits past
its deadline.
"""

from __future__ import annotations

import asyncio
from collections.abc import Iterable

#: The longest a stop waits for a task, or for a connection to close (seconds).
STOP_WAIT = 2.0
#: Seconds between two cancellations of a task that has not ended yet.
CANCEL_AGAIN = 0.1


async def cancel_and_wait(tasks: Iterable[asyncio.Task[object] | None],
                          within: float = STOP_WAIT) -> bool:
    """Cancel the tasks (None: none) and wait until they end, cancelling again each
    CANCEL_AGAIN seconds; at most `within` seconds. True if they all ended."""
    pending = {task for task in tasks if task is not None}
    loop = asyncio.get_running_loop()
    deadline = loop.time() + within
    while pending:
        for task in pending:
            task.cancel()
        left = deadline - loop.time()
        if left <= 0:
            return False
        done, pending = await asyncio.wait(pending, timeout=min(CANCEL_AGAIN, left))
        for task in done:
            if not task.cancelled():
                task.exception()  # retrieved: what it ended with, it is stopped either way
    return True
