"""The CPU cost of one move's steps, measured in-process on one core (CPU time, not wall time).

The live runs say how much CPU the server spends per move; this says on what,
with the server's own code and nothing else in the loop: parsing the message,
the room's work (rules, then the `state` built for each seat), what the
websocket layer does for each receiver (framing; messages are written at once
when the socket takes them: app/edge/websocket.py) and the move writer's
arguments for one move. The database's round trip and the socket writes are
the kernel's and the database's time, not measured here. CPU time does not grow
when other processes share the cores, so these figures hold on a busy machine.
"""

from __future__ import annotations

import asyncio
import json
import time
from collections.abc import Callable
from typing import Any

from app.db.records import MatchRecord, MoveRecord, SeatRecord
from app.db.writer import statement_arguments
from app.edge.websocket import frame_header
from app.games.base import match_rng
from app.games.playout import random_playout
from app.games.registry import get_game
from app.protocol import parse_client_message
from app.rooms.room import Room

#: Seconds of CPU per step measured.
SECONDS = 1.0
RECEIVERS = 4  # two players and two spectators


class _Subscriber:
    def __init__(self, seat: int | None) -> None:
        self.seat = seat
        self.payloads: list[str] = []

    def deliver(self, payload: str) -> None:
        self.payloads.append(payload)


class _Writer:
    """Stands in for MoveWriter: stored at once (the commit is the database's time, not ours)."""

    async def append(self, *_: Any) -> bool:
        return True


def _per_call(step: Callable[[], Any]) -> float:
    """CPU microseconds of one call of `step`."""
    calls = 0
    began = time.thread_time()
    while time.thread_time() - began < SECONDS:
        for _ in range(50):
            step()
        calls += 50
    return (time.thread_time() - began) / calls * 1e6


def _room(game_id: str) -> tuple[Room, list[tuple[int, dict[str, Any]]]]:
    game = get_game(game_id)
    assert game is not None
    options = game.validate_options(2, {})
    record = MatchRecord(id="budget", game=game_id, players=2, options=options, seed="budget",
                         status="live",
                         seats=[SeatRecord(0, "A", "human"), SeatRecord(1, "B", "human")])
    room = Room(record, game, None, _Writer())  # type: ignore[arg-type]
    for seat in (0, 1, None, None):
        room.subscribers.add(_Subscriber(seat))
    plies = random_playout(game, 2, "budget", options).plies
    return room, [(p.seat, p.move) for p in plies if p.seat is not None]


def measure(game_id: str = "hex_camping") -> dict[str, float]:
    """Microseconds of CPU per move for each step, and their sum."""
    room, moves = _room(game_id)
    game = room.game
    raw = json.dumps({"type": "move", "id": "m-1", "version": 0, "move": moves[0][1]})
    states = [room.state]
    for n, (seat, move) in enumerate(moves, start=1):
        states.append(game.apply(states[-1], seat, move, match_rng("budget", n)))
    cycle = [0]

    def broadcast() -> None:
        room.state = states[_next(cycle, len(states))]
        room.broadcast_state()
        for sub in room.subscribers:
            sub.payloads.clear()  # type: ignore[attr-defined]

    room.state = states[len(states) // 2]
    payload = room.state_payload(None)
    record = MoveRecord(1, moves[0][0], moves[0][1], "m-1")

    def frame() -> bytes:
        data = payload.encode()
        return frame_header(len(data)) + data

    results = {
        "parse the move message": _per_call(lambda: parse_client_message(raw)),
        "Room.submit without the database (rules included)": _submit_cost(game_id),
        "the move writer's statement arguments (one move)":
            _per_call(lambda: statement_arguments([("budget", record, None)])),
        f"state messages for {RECEIVERS} receivers (views, legal moves, JSON)":
            _per_call(broadcast),
        f"frame {RECEIVERS} messages": _per_call(frame) * RECEIVERS,
    }
    results["total of the steps above"] = sum(results.values())
    return results


def _next(cycle: list[int], size: int) -> int:
    cycle[0] = (cycle[0] + 1) % size
    return cycle[0]


def _submit_cost(game_id: str) -> float:
    """Room.submit for whole matches, minus the broadcast measured on its own."""

    async def run() -> float:
        total, count = 0.0, 0
        while total < SECONDS:
            room, moves = _room(game_id)
            room.broadcast_state = lambda: None  # type: ignore[method-assign]
            began = time.thread_time()
            for n, (seat, move) in enumerate(moves):
                await room.submit(seat, f"m-{n}", n, move)
            total += time.thread_time() - began
            count += len(moves)
        return total / count * 1e6

    return asyncio.run(run())


def run_budget() -> dict[str, float]:
    """The budget for hex_camping, the game of the live scenario."""
    return measure("hex_camping")

