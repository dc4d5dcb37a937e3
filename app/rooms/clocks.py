"""A room's deadlines: the game's own timer (a quiz question) and the room's turn clock."""

from __future__ import annotations

import asyncio
import time
from collections.abc import Callable

from app.games.base import Game, Move, Seat
from app.protocol.outbound import Clock


class Clocks:
    """At most one deadline at a time; when it passes, it calls back with the version it
    was armed for (the room checks that nothing moved since)."""

    def __init__(self, on_timer: Callable[[int, Move], None],
                 on_turn_over: Callable[[int], None]) -> None:
        self._on_timer = on_timer
        self._on_turn_over = on_turn_over
        self._handle: asyncio.TimerHandle | None = None
        self._deadline: float | None = None
        self._total: float | None = None
        self._turn: tuple[tuple[Seat, ...], float] | None = None

    def arm(self, game: Game, state: object, version: int, live: bool, turn_time: int) -> None:
        """Set the deadline for this state (none when the match is not live)."""
        self.cancel()
        if not live:
            self._turn = None
            return
        timer = game.timer(state)
        if timer is not None:
            self._turn = None
            self._total = timer.seconds
            self._deadline = time.monotonic() + timer.seconds
            self._handle = asyncio.get_running_loop().call_later(
                timer.seconds, self._on_timer, version, timer.move
            )
            return
        seats = tuple(game.to_act(state))
        if not turn_time or not seats:
            self._turn = None
            return
        # One deadline for as long as the same seats are to act.
        if self._turn is None or self._turn[0] != seats:
            self._turn = (seats, time.monotonic() + turn_time)
        self._total = float(turn_time)
        self._deadline = self._turn[1]
        self._handle = asyncio.get_running_loop().call_later(
            max(0.0, self._deadline - time.monotonic()), self._on_turn_over, version
        )

    def clock(self) -> Clock | None:
        """The running deadline, if there is one."""
        if self._deadline is None or self._total is None:
            return None
        remaining = max(0.0, self._deadline - time.monotonic())
        return Clock(remaining_ms=int(remaining * 1000), total_ms=int(self._total * 1000),
                     kind="turn" if self._turn else "game")

    def cancel(self) -> None:
        """No deadline any more."""
        if self._handle is not None:
            self._handle.cancel()
            self._handle = None
        self._deadline = self._total = None
