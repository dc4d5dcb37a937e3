"""Players joining a room: a free seat filled (a person or a computer), a reserved seat
claimed (a rematch), and the start of the match once every seat is taken.

Each seat is stored before anyone is told; the room then tells everyone
(`after_seats`) as it does for every change of its seats.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from app.db.records import MatchStatus, SeatKind, SeatRecord, utcnow
from app.games.base import Seat
from app.rooms.errors import RoomError, match_gone_error

if TYPE_CHECKING:
    from app.rooms.room import Room


class Joining:
    """How players join one room, and when its match starts."""

    def __init__(self, room: Room) -> None:
        self.room = room

    async def take_seat(self, wanted: Seat | None, make: Callable[[Seat], SeatRecord]) -> Seat:
        """Fill a free seat (`wanted`, or the first free one) with `make(seat)`; returns it.

        The seat is chosen inside the room's lock, and stored only if it is still free
        in the database (another instance may have filled it): then the seats are read
        again and the next free one is tried. Starts the match once every seat is taken.
        """
        room = self.room
        async with room.lock:
            seat = await self._take_free_seat(wanted, make)
            if room.seats[seat].kind == SeatKind.BOT:
                await room.computer_seats_changed()
            await self._start_if_full()
        room.after_seats()
        if room.status == MatchStatus.WAITING and room.seats[seat].kind == SeatKind.HUMAN:
            room.leaving.expire_join_later(seat)
        return seat

    async def _take_free_seat(self, wanted: Seat | None,
                              make: Callable[[Seat], SeatRecord]) -> Seat:
        room = self.room
        for _ in range(len(room.seats) + 1):
            if room.status != MatchStatus.WAITING:
                raise RoomError("not_waiting", "This room's match has already started.")
            if wanted is not None and not 0 <= wanted < len(room.seats):
                raise RoomError("bad_seat", f"Seats go from 0 to {len(room.seats) - 1}.")
            free = [s.seat for s in room.seats if s.name is None]
            if wanted is not None and wanted not in free:
                raise RoomError("seat_taken", "This seat is taken.")
            if not free:
                raise RoomError("room_full", "Every seat of this room is taken.")
            seat = wanted if wanted is not None else free[0]
            record = make(seat)
            if await room.store.take_seat(room.id, record, utcnow()):
                room.seats[seat] = record
                return seat
            stored = await room.store.get_match(room.id)  # another instance filled it
            if stored is None:  # or the match was deleted under the room
                room.gone()
                raise match_gone_error()
            room.record.seats, room.record.status = stored.seats, stored.status
        raise RoomError("room_full", "Every seat of this room is taken.")

    async def claim_seat(self, seat: Seat, token_hash: str) -> None:
        """Give a reserved seat (a rematch) to its player; starts the match once all are here."""
        room = self.room
        async with room.lock:
            record = room.seats[seat]
            if record.taken or not await room.store.claim_seat(room.id, seat, token_hash,
                                                               utcnow()):
                raise RoomError("seat_taken", "This seat is taken.")
            record.token_hash = token_hash
            await self._start_if_full()
        room.after_seats()

    async def start_if_full(self) -> None:
        """Start the match if every seat is already taken (a room created full of bots)."""
        room = self.room
        async with room.lock:
            await self._start_if_full()
        room.broadcast_state()
        room.changed()

    async def _start_if_full(self) -> None:
        room = self.room
        if room.status == MatchStatus.WAITING and all(s.taken for s in room.seats):
            now = utcnow()
            await room.store.set_status(room.id, MatchStatus.LIVE, started_at=now)
            room.record.status = MatchStatus.LIVE
            room.record.started_at = now
            room.away_from_now()
            room.arm_clocks()
