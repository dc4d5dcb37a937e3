"""Computer players. They decide from their seat's view and legal moves only."""

from __future__ import annotations

import random
from typing import Any

from app.games.base import Game, Move, Seat
from app.games.playout import fill_free

LEVELS: tuple[str, ...] = ("easy", "medium", "hard")
BOT_NAMES: tuple[str, ...] = ("Marmot", "Heron", "Fox", "Badger", "Owl", "Beaver")


def choose_move(
    game: Game, view: Any, legal: list[Move], seat: Seat, level: str, rng: random.Random
) -> Move:
    """The move a bot of `level` plays, knowing only `view` and `legal`."""
    return fill_free(rng.choice(legal), rng)
