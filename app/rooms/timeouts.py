"""What the server plays when a deadline of a room passes (clocks.py keeps the deadlines):
the game's own timer move (a quiz question closes), or, when the turn clock runs out, a
computer's move for the seat it was waiting for.
"""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING

from app.db.records import MatchStatus
from app.games.base import Move
from app.protocol.inbound import SERVER_MOVE_PREFIX
from app.protocol.outbound import ClockExpired
from app.rooms.errors import RoomError

if TYPE_CHECKING:
    from app.rooms.room import Room

log = logging.getLogger(__name__)

#: How long a clock that could not play waits before it tries again (seconds).
CLOCK_RETRY = 2.0


class Timeouts:
    """The room's moves on a passed deadline; each is for the version it was armed for,
    and nothing is played if the match moved on meanwhile."""

    def __init__(self, room: Room) -> None:
        self.room = room

    def on_timer(self, version: int, move: Move) -> None:
        """The game's timer passed: its move is due (the `Clocks` callback). Only the
        instance in charge of the room plays it (checked when it runs, retries included);
        the others hear of it as of any move."""
        self.room.spawn(self._expire(version, move))

    def on_turn_over(self, version: int) -> None:
        """The turn clock ran out (the `Clocks` callback), played by the instance in charge."""
        self.room.spawn(self._turn_over(version))

    async def _expire(self, version: int, move: Move) -> None:
        room = self.room
        if room.version != version or room.status != MatchStatus.LIVE or not room.in_charge:
            return
        try:
            await room.submit(None, None, version, move)
        except RoomError as error:
            if error.code == "unavailable" and not room.closed:
                # the database is away: the timer's move is due all the same
                room.later(error.retry_after or CLOCK_RETRY,
                           lambda: room.spawn(self._expire(version, move)))
            elif error.code != "stale_version":
                log.warning("room %s: timer move refused: %s", room.id, error.message)

    async def _turn_over(self, version: int, attempt: int = 1) -> None:
        """The clock ran out: the server plays for the seats it was waiting for, and says so.

        Its move ids are in the server's own space (clients cannot send them), so no
        remembered refusal can stand in its way; if it still cannot play, it says so
        loudly and tries again.
        """
        room = self.room
        autoplay = room.hooks.autoplay
        if (room.version != version or room.status != MatchStatus.LIVE or autoplay is None
                or not room.in_charge):
            return
        for seat in room.game.to_act(room.state):
            try:
                move = await autoplay(room, seat)
                if room.version != version:
                    return
                await room.submit(seat, f"{SERVER_MOVE_PREFIX}clock-{version}-{seat}-{attempt}",
                                  version, move)
            except RoomError as error:
                if error.code == "stale_version" or room.version != version or room.closed:
                    return  # (closed: its match was deleted under it, say)
                log.error("room %s: the clock could not play for seat %s (%s: %s); retrying",
                          room.id, seat, error.code, error.message)
                self._retry(version, attempt + 1)
                return
            except Exception:  # noqa: BLE001 - the computer failed: the clock must not stop
                log.exception("room %s: the clock's computer move failed; retrying", room.id)
                self._retry(version, attempt + 1)
                return
            room.broadcast(ClockExpired(seat=seat, version=version))
            return

    def _retry(self, version: int, attempt: int) -> None:
        room = self.room
        room.later(CLOCK_RETRY, lambda: room.spawn(self._turn_over(version, attempt)))
