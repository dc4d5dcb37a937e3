"""Players leaving a room: a resignation, the host cancelling a room that has not started,
a seat released before the start (the host's choice, or a join that never connected),
and a match abandoned once no player has been connected for the room's `abandon_after`.

Each change is stored before anyone is told; the room then tells everyone
(`after_seats`) as it does for every change of its seats.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Callable, Coroutine
from typing import Any, Protocol

from app.db.records import ENDED, MatchRecord, MatchStatus, SeatKind, SeatRecord, utcnow
from app.games.base import Seat
from app.rooms import public
from app.rooms.errors import RoomError, match_gone_error
from app.rooms.ports import RoomHooks, RoomStore
from app.rooms.presence import Presence

log = logging.getLogger(__name__)


class LeavingRoom(Protocol):
    """What leaving needs of its room."""

    record: MatchRecord
    store: RoomStore
    lock: asyncio.Lock
    presence: Presence
    hooks: RoomHooks
    room_options: dict[str, Any]
    closed: bool

    @property
    def id(self) -> str: ...
    @property
    def status(self) -> MatchStatus: ...
    @property
    def seats(self) -> list[SeatRecord]: ...

    def spawn(self, coro: Coroutine[Any, Any, Any]) -> asyncio.Task[Any]: ...
    def later(self, delay: float, callback: Callable[[], Any]) -> None: ...
    def arm_clocks(self) -> None: ...
    def after_seats(self) -> None: ...
    def gone(self) -> None: ...
    def stand_in_for(self, seat: Seat) -> str: ...
    async def computer_seats_changed(self) -> None: ...


class Leaving:
    """How players leave one room, and the one abandonment check it keeps pending."""

    def __init__(self, room: LeavingRoom) -> None:
        self.room = room
        self._abandon_check: asyncio.TimerHandle | None = None

    # ---- resigning -----------------------------------------------------
    def can_resign(self, seat: Seat | None) -> bool:
        """True if the player of `seat` may resign now (a live match, their own seat)."""
        room = self.room
        if seat is None or room.status != MatchStatus.LIVE or not 0 <= seat < len(room.seats):
            return False
        record = room.seats[seat]
        return record.kind == SeatKind.HUMAN and not record.resigned

    async def resign(self, seat: Seat) -> None:
        """The player of `seat` resigns: the match ends (two players, or no other person
        left in it) or a computer plays their seat from now on. Stored before it is told."""
        room = self.room
        async with room.lock:
            if room.status != MatchStatus.LIVE:
                raise RoomError("game_over" if room.status in ENDED else "not_started",
                                "Only a match being played can be resigned.")
            if not self.can_resign(seat):
                raise RoomError("not_allowed", "This seat cannot resign.")
            others = [s for s in room.seats if s.seat != seat and not s.resigned]
            ends = len(room.seats) <= 2 or not any(s.kind == SeatKind.HUMAN for s in others)
            level = None if ends else room.stand_in_for(seat)
            await room.store.resign_seat(room.id, seat, level)
            record = room.seats[seat]
            record.resigned, record.stand_in = True, None
            if level is not None:
                record.kind, record.bot_level, record.token_hash = SeatKind.BOT, level, None
            if ends:
                await self._end_resigned()
        if level is not None:
            self._watch_from_now(seat)  # the seat is the computer's: its player watches
        room.after_seats()

    async def _end_resigned(self) -> None:
        """Inside the lock: the resignation ends the match."""
        room = self.room
        result = public.resignation_result(room.seats)
        now = utcnow()
        if await room.store.end_match(room.id, MatchStatus.FINISHED, result, now):
            room.record.status = MatchStatus.FINISHED
            room.record.result, room.record.finished_at = result, now
        room.arm_clocks()

    def _watch_from_now(self, seat: Seat) -> None:
        """The connections of `seat` watch from now on (the seat is no longer theirs)."""
        for sub in [s for s in self.room.presence.subscribers if s.seat == seat]:
            sub.seat = None

    # ---- before the start ----------------------------------------------
    async def cancel(self, declined_by: Seat | None = None) -> None:
        """The host cancels a room whose match has not started (or a player of the match
        it is a rematch of declines it: `declined_by`, a seat of that match)."""
        room = self.room
        async with room.lock:
            if room.status != MatchStatus.WAITING:
                raise RoomError("not_waiting", "Only a room waiting for players can be cancelled.")
            now = utcnow()
            if not await room.store.end_match(room.id, MatchStatus.CANCELLED, None, now,
                                              declined_by=declined_by):
                if await room.store.get_match(room.id) is None:  # deleted under the room
                    room.gone()
                    raise match_gone_error()
                raise RoomError("not_waiting", "This room's match has already started.")
            room.record.status, room.record.finished_at = MatchStatus.CANCELLED, now
            if declined_by is not None:
                room.record.rematch_declined_by = declined_by
        room.after_seats()

    async def release_seat(self, seat: Seat) -> None:
        """Free a taken seat before the match starts: a joined player's (the host's choice,
        or a join that never connected) or a computer's."""
        room = self.room
        async with room.lock:
            if room.status != MatchStatus.WAITING:
                raise RoomError("not_waiting", "This room's match has already started.")
            if not 0 <= seat < len(room.seats) or seat == room.record.host_seat \
                    or room.seats[seat].kind not in {SeatKind.HUMAN, SeatKind.BOT}:
                raise RoomError("not_allowed",
                                "Only a joined player's or a computer's seat can be released.")
            was_bot = room.seats[seat].kind == SeatKind.BOT
            await room.store.release_seat(room.id, seat)
            room.seats[seat] = SeatRecord(seat)
            if was_bot:
                await room.computer_seats_changed()
        self._watch_from_now(seat)
        room.after_seats()

    def expire_join_later(self, seat: Seat) -> None:
        """A player who joins and never connects gives the seat back after a while."""
        room = self.room
        token_hash = room.seats[seat].token_hash

        async def expire() -> None:
            record = room.seats[seat]
            if (room.status == MatchStatus.WAITING and record.token_hash == token_hash
                    and seat not in room.presence.ever_connected):
                log.info("room %s: seat %d joined and never connected; released", room.id, seat)
                try:
                    await self.release_seat(seat)
                except RoomError:
                    pass

        room.later(room.hooks.join_expiry, lambda: room.spawn(expire()))

    # ---- abandonment ---------------------------------------------------
    @property
    def abandon_after(self) -> float:
        """Seconds with no player connected before the match ends as abandoned."""
        return max(float(self.room.room_options["abandon_after"]), self.room.hooks.abandon_floor)

    def awaits_abandon(self) -> bool:
        """True while the match is played with nobody connected: it stays loaded until it
        ends as abandoned, so that it does not stay "live" for ever."""
        return self.room.status == MatchStatus.LIVE and self._all_gone()

    def abandon_later(self) -> None:
        """With no player connected, check again once the room's `abandon_after` is over."""
        room = self.room
        if room.status == MatchStatus.LIVE and not room.closed and self._all_gone():
            # One check pending at a time: the latest departure's (players who come and go
            # would otherwise leave a timer each).
            if self._abandon_check is not None:
                self._abandon_check.cancel()
            self._abandon_check = asyncio.get_running_loop().call_later(
                self.abandon_after + 0.05,
                lambda: None if room.closed else room.spawn(self._abandon_if_gone()))

    def _all_gone(self, for_at_least: float = 0.0) -> bool:
        """True if the match has players (people) and none of them has been connected for
        `for_at_least` seconds."""
        room = self.room
        people = [s.seat for s in room.seats if s.kind == SeatKind.HUMAN and not s.resigned]
        if not people:
            return False
        connected = room.presence.connected_seats()
        return all(seat not in connected and (room.presence.away_for(seat) or 0.0) >= for_at_least
                   for seat in people)

    async def _abandon_if_gone(self) -> None:
        room = self.room
        async with room.lock:
            if room.status != MatchStatus.LIVE or not self._all_gone(self.abandon_after - 0.01):
                return
            if await room.store.end_match(room.id, MatchStatus.ABANDONED, None, utcnow()):
                log.info("room %s: nobody connected for %.0f s; abandoned", room.id,
                         self.abandon_after)
            stored = await room.store.get_match(room.id)
            if stored is None:  # deleted under the room
                room.gone()
                return
            room.record.status, room.record.finished_at = stored.status, stored.finished_at
            room.record.result = stored.result
            room.arm_clocks()
        room.after_seats()

    def close(self) -> None:
        """No abandonment check any more (the room is closed)."""
        if self._abandon_check is not None:
            self._abandon_check.cancel()
            self._abandon_check = None
