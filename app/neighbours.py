"""The other server processes on this database, and whether this one hears their news.

Every instance writes its row in the `instances` table at each heartbeat, with its bus.
Two instances that share a database but not a Redis (one started without `REDIS_URL`,
or with another Redis) store each other's moves without hearing of them: without this,
a match whose players sit on both would wait for ever, each instance sure it is alone.
"""

from __future__ import annotations

from datetime import datetime


class Neighbours:
    """The instances whose rows are alive, read at each heartbeat.

    A row counts once it changed between two reads here (its instance beats), and until
    it has not changed for `ttl` seconds of this process's clock. No clocks of two
    machines are compared, and the row of a process that died (a crash, or this very
    server before its restart) never counts.
    """

    def __init__(self, ttl: float) -> None:
        self.ttl = ttl
        #: Each row's last `seen_at` read, and when (monotonic) it was last read changed.
        self._rows: dict[str, tuple[datetime, float | None]] = {}

    def read(self, rows: dict[str, tuple[str, datetime]], now: float) -> dict[str, str]:
        """The other instances alive, id -> bus, given every other row read at `now`."""
        alive: dict[str, str] = {}
        kept: dict[str, tuple[datetime, float | None]] = {}
        for instance, (bus, seen_at) in rows.items():
            before = self._rows.get(instance)
            if before is None:
                changed = None  # first read: not known to beat yet
            elif before[0] != seen_at:
                changed = now
            else:
                changed = before[1]
            kept[instance] = (seen_at, changed)
            if changed is not None and now - changed < self.ttl:
                alive[instance] = bus
        self._rows = kept
        return alive


def why_unheard(mine: str, theirs: str) -> str:
    """Why an instance with bus `theirs` does not hear one with bus `mine`, in a log line."""
    if mine == "local" and theirs == "local":
        return "neither has Redis"
    if mine == "local":
        return "this one has no Redis"
    if theirs == "local":
        return "it has no Redis"
    return "it is not on this instance's Redis, or has lost it"
