"""Independent baseline opponents: rule-based players written apart from `app/bots`.

They share no evaluation code with the computer players they measure: each
one reads the seat's view and legal moves, may rebuild a state from the view
through the game's own `determinize` (the rules core, as any client could)
and plays by a few fixed rules of thumb, the way a decent human plays.
"""

from __future__ import annotations

import importlib
import random

from app.games.base import JSON, Game, Move, Seat

MODULES: dict[str, str] = {
    "caravan": "bench.baselines.caravan",
    "deluxe_camping": "bench.baselines.deluxe_camping",
    "hex_camping": "bench.baselines.hex_camping",
}


def baseline_move(game: Game, view: JSON, legal: list[Move], seat: Seat,
                  rng: random.Random) -> Move:
    """The baseline player's move for `seat`, from its view and legal moves only."""
    module = importlib.import_module(MODULES[game.id])
    return module.choose(game.determinize(view, seat, rng), seat, legal, rng)
