"""A room's deadlines: the game's own timer (a quiz question) and the room's turn clock.

A deadline is not kept by the process that arms it: it follows from the stored match
(when the current state was reached, and since when the same seats are to act: see
`Authority.moved_at` and `acting_since`), so an instance that takes a room over after
a crash resumes every clock at the deadline the first one set.
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import Callable
from datetime import datetime

from app.db.records import utcnow
from app.games.base import Game, Move
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
        self._kind: str = "game"

    def arm(self, game: Game, state: object, version: int, live: bool, turn_time: int,
            moved_at: datetime, acting_since: datetime) -> None:
        """Set the deadline for this state (none when the match is not live): the game's
        timer runs from `moved_at` (when the state was reached), the turn clock from
        `acting_since` (since when the same seats are to act)."""
        self.cancel()
        if not live:
            return
        timer = game.timer(state)
        if timer is not None:
            self._start("game", timer.seconds, moved_at)
            self._handle = asyncio.get_running_loop().call_later(
                self._left(), self._on_timer, version, timer.move
            )
            return
        if not turn_time or not game.to_act(state):
            return
        self._start("turn", float(turn_time), acting_since)
        self._handle = asyncio.get_running_loop().call_later(
            self._left(), self._on_turn_over, version
        )

    def _start(self, kind: str, seconds: float, since: datetime) -> None:
        # The stored wall-clock time, on this process's monotonic clock.
        passed = (utcnow() - since).total_seconds()
        self._kind = kind
        self._total = seconds
        self._deadline = time.monotonic() + seconds - max(0.0, passed)

    def _left(self) -> float:
        return max(0.0, (self._deadline or 0.0) - time.monotonic())

    def clock(self) -> Clock | None:
        """The running deadline, if there is one."""
        if self._deadline is None or self._total is None:
            return None
        return Clock(remaining_ms=int(self._left() * 1000), total_ms=int(self._total * 1000),
                     kind="turn" if self._kind == "turn" else "game")

    def cancel(self) -> None:
        """No deadline any more."""
        if self._handle is not None:
            self._handle.cancel()
            self._handle = None
        self._deadline = self._total = None
