"""Periodic work over many rooms (or addresses) in chunks, the event loop running between.

The heartbeat, the database poll and the housekeeping each walk every room held here.
Done in one piece, a walk of 1,000 rooms holds the loop for as long as it takes, and
every move that arrives meanwhile waits: that wait is an instance's p99. Walked a chunk
at a time, with `asyncio.sleep(0)` between chunks, the loop serves what is ready between
two chunks, and the longest hold is one chunk's, whatever the number of rooms.
"""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator, Sequence
from typing import TypeVar

T = TypeVar("T")

#: Items per chunk of the walks that do a little Python per room (a few microseconds).
CHUNK = 200


async def chunks(items: Sequence[T], size: int = CHUNK) -> AsyncIterator[Sequence[T]]:
    """`items` a chunk of at most `size` at a time, letting the loop run between two."""
    size = max(1, size)
    for start in range(0, len(items), size):
        if start:
            await asyncio.sleep(0)
        yield items[start:start + size]
