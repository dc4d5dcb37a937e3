"""Who is in a room: its subscribers, which seats are connected, and who has been away."""

from __future__ import annotations

import time
from datetime import datetime, timedelta
from typing import Protocol

from app.db.records import SeatKind, SeatRecord, utcnow
from app.games.base import Seat


class Subscriber(Protocol):
    """A receiver of a room's messages (a websocket connection, a test, a bot)."""

    seat: Seat | None

    def deliver(self, payload: str) -> None:
        """Queue one JSON message; must not block."""

    def gone(self, message: str) -> None:
        """The room no longer exists (its match left the database): tell the receiver
        (`not_found`, with `message`) and end it; must not block."""


class Presence:
    """The room's connections, and since when each absent human seat has been away."""

    def __init__(self) -> None:
        self.subscribers: set[Subscriber] = set()
        #: Connections that hold the room and have not said hello yet (not subscribers
        #: yet): the room stays loaded for them.
        self.arriving: set[object] = set()
        #: When the last subscriber left (monotonic seconds), None while watched.
        self.idle_since: float | None = time.monotonic()
        #: Seats that have had a connection since the room was loaded.
        self.ever_connected: set[Seat] = set()
        #: Seats connected to other instances, and their spectators (shared presence).
        self.remote_seats: set[Seat] = set()
        self.remote_spectators = 0
        self._left_at: dict[Seat, float] = {}

    def expect(self, conn: object) -> None:
        """A connection holds the room and will subscribe once it has said hello."""
        self.arriving.add(conn)

    def watched(self) -> bool:
        """True while a connection is subscribed here or about to be."""
        return bool(self.subscribers or self.arriving)

    def add(self, sub: Subscriber) -> None:
        """A connection arrives."""
        self.arriving.discard(sub)
        self.subscribers.add(sub)
        self.idle_since = None
        if sub.seat is not None:
            self._left_at.pop(sub.seat, None)
            self.ever_connected.add(sub.seat)

    def remove(self, sub: Subscriber) -> bool:
        """A connection leaves; True if its seat has no connection left (it is away now)."""
        self.arriving.discard(sub)
        if sub not in self.subscribers:
            return False
        self.subscribers.discard(sub)
        if not self.subscribers:
            self.idle_since = time.monotonic()
        seat = sub.seat
        if seat is not None and seat not in self.connected_seats():
            self._left_at[seat] = time.monotonic()
            return True
        return False

    def local_seats(self) -> set[Seat]:
        """Seats with an open connection to this instance."""
        return {s.seat for s in self.subscribers if s.seat is not None}

    def connected_seats(self) -> set[Seat]:
        """Seats with at least one open connection, to this instance or another."""
        return self.local_seats() | self.remote_seats

    def local_spectators(self) -> int:
        """Connections to this instance that watch."""
        return sum(1 for s in self.subscribers if s.seat is None)

    def spectator_count(self) -> int:
        """Connections that watch, on every instance."""
        return self.local_spectators() + self.remote_spectators

    def set_remote(self, seats: set[Seat], spectators: int) -> bool:
        """What the other instances say is connected; True if anything changed. A seat that
        leaves them, with no connection here, is away from now on."""
        if seats == self.remote_seats and spectators == self.remote_spectators:
            return False
        local, now = self.local_seats(), time.monotonic()
        for seat in self.remote_seats - seats - local:
            self._left_at[seat] = now
        for seat in seats:
            self._left_at.pop(seat, None)
        self.remote_seats, self.remote_spectators = set(seats), spectators
        return True

    def all_away_from_now(self, seats: list[SeatRecord]) -> bool:
        """Every human seat without a connection counts as away from now on (at the start,
        after a restart); True if any is."""
        connected, now = self.connected_seats(), time.monotonic()
        self._left_at = {s.seat: now for s in seats
                         if s.kind == SeatKind.HUMAN and s.seat not in connected}
        return bool(self._left_at)

    def away_for(self, seat: Seat) -> float | None:
        """Seconds this seat has been away, None while it is connected or never counted."""
        left = self._left_at.get(seat)
        return None if left is None else time.monotonic() - left


class DatabasePresence:
    """Shared presence in the database's `presence` table, for instances with no Redis:
    each heartbeat replaces this instance's rows; rows older than `ttl` seconds are an
    instance that is gone."""

    def __init__(self, store: PresenceTable, instance: str, ttl: float) -> None:
        self.store, self.instance, self.ttl = store, instance, ttl

    async def put(self, rows: list[tuple[str, int, int]]) -> None:
        """This instance's connections now (its heartbeat)."""
        await self.store.put_presence(self.instance, rows, utcnow())

    async def others(self, match_ids: list[str]) -> dict[str, dict[int, int]]:
        """Other live instances' connections to these rooms: seat (-1: spectators) -> count."""
        return await self.store.get_presence(
            match_ids, self.instance, utcnow() - timedelta(seconds=self.ttl))

    async def clear(self) -> None:
        """This instance stops (its rows would expire anyway)."""
        await self.store.put_presence(self.instance, [], utcnow())


class PresenceTable(Protocol):
    """The presence queries of the database store (app/db/store.py)."""

    async def put_presence(self, instance: str, rows: list[tuple[str, int, int]],
                           at: datetime) -> None: ...
    async def get_presence(self, match_ids: list[str], instance: str,
                           since: datetime) -> dict[str, dict[int, int]]: ...
