"""Positions for the bot tests: states met along random matches, and checks on moves."""

from __future__ import annotations

import random
from typing import Any

from app.games.base import Game, Move, Seat, match_rng
from app.games.playout import random_step

#: Plies of random play after which a position is taken.
CUTS = (0, 3, 12, 40)


def positions(game: Game, players: int, seed: str, options: dict[str, Any] | None = None,
              cuts: tuple[int, ...] = CUTS) -> list[Any]:
    """States of one random match after each number of plies in `cuts` (while it lasts)."""
    opts = game.validate_options(players, options or {})
    state = game.setup(players, opts, match_rng(seed, 0))
    rng = random.Random(seed)
    found = []
    for ply in range(max(cuts) + 1):
        if ply in cuts and game.to_act(state):
            found.append(state)
        step = random_step(game, state, rng)
        if step is None or game.is_over(state):
            break
        state = game.apply(state, step.seat, step.move, match_rng(seed, ply + 1))
    return found


def assert_playable(game: Game, state: Any, seat: Seat, move: Move, legal: list[Move]) -> None:
    """The move is concrete, of a listed kind, and the rules accept it."""
    assert "free" not in move
    assert move.get("type") in {m.get("type") for m in legal}
    game.apply(state, seat, move, random.Random(0))
