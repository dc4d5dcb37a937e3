"""How a move's cost and a room's memory grow with the length of its match (in-process).

One long random Caravan match (thousands of plies) is replayed; at plies spread
over it, the server's own code measures, in CPU time on one core: the rules'
`apply` of the next move, and the `state` messages for two players and two
spectators (`Room.broadcast_state`: views, legal moves, JSON). The room's state
at that ply is also weighed (the bytes Python allocates to copy it) and its
spectator message measured. A room holds its state and version, not its
history, so what grows is what the state itself carries.
"""

from __future__ import annotations

import sys
import time
from typing import Any

from app.games.base import match_rng
from app.games.playout import random_playout
from bench.budget import _room

#: Plies at which the costs are taken (those past the match's end are skipped).
AT = (10, 100, 300, 1000, 2000, 3000, 5000)
SECONDS = 0.2
#: Caravan's longest round limit, as the lag benchmark plays it: matches of thousands of plies.
OPTIONS = {"max_rounds": 200}


def _per_call(step: Any) -> float:
    count, began = 0, time.thread_time()
    while time.thread_time() - began < SECONDS:
        step()
        count += 1
    return (time.thread_time() - began) / count * 1e6


def _weight(state: Any) -> int:
    """Bytes of every object reachable from the state, each counted once."""
    seen: set[int] = set()
    stack, total = [state], 0
    while stack:
        thing = stack.pop()
        if id(thing) in seen or isinstance(thing, type):
            continue
        seen.add(id(thing))
        total += sys.getsizeof(thing)
        if isinstance(thing, dict):
            stack.extend(thing.keys())
            stack.extend(thing.values())
        elif isinstance(thing, (list, tuple, set, frozenset)):
            stack.extend(thing)
        elif hasattr(thing, "__dict__"):
            stack.append(vars(thing))
        elif hasattr(thing, "__slots__"):
            stack.extend(getattr(thing, n) for n in thing.__slots__ if hasattr(thing, n))
    return total


def _longest(game: Any, tries: int) -> tuple[str, list[Any]]:
    """The seed and plies of the longest of `tries` random matches."""
    options = game.validate_options(2, OPTIONS)
    best: tuple[str, list[Any]] = ("", [])
    for n in range(tries):
        seed = f"growth-{n}"
        plies = random_playout(game, 2, seed, options).plies
        if len(plies) > len(best[1]):
            best = (seed, plies)
    return best


def by_match_length(game_id: str = "caravan", tries: int = 20) -> list[dict[str, Any]]:
    """One row per ply of `AT` reached: µs per apply and per broadcast, bytes of state."""
    room, _ = _room(game_id)
    game = room.game
    seed, plies = _longest(game, tries)
    states = [game.setup(2, game.validate_options(2, OPTIONS), match_rng(seed, 0))]
    for n, ply in enumerate(plies, start=1):
        states.append(game.apply(states[-1], ply.seat, ply.move, match_rng(seed, n)))
    rows = []
    for at in AT:
        if at >= len(plies):
            continue
        state, ply = states[at], plies[at]

        def broadcast(state: Any = state) -> None:
            room.state = state
            room.broadcast_state()
            for sub in room.subscribers:
                sub.payloads.clear()  # type: ignore[attr-defined]

        room.state = state
        rows.append({
            "ply": at, "plies": len(plies),
            "apply_us": _per_call(lambda s=state, p=ply, n=at + 1: game.apply(
                s, p.seat, p.move, match_rng(seed, n))),
            "broadcast_us": _per_call(broadcast),
            "state_bytes": _weight(state),
            "message_bytes": len(room.state_payload(None).encode()),
        })
    return rows
