"""The registered games: every package in `app/games/` that exposes `GAME`."""

from __future__ import annotations

import importlib
import pkgutil
from collections.abc import Callable
from functools import cache

import app.games as games_pkg
from app.games.base import Game


@cache
def all_games() -> dict[str, Game]:
    """Every game, by id, in a stable order."""
    found: dict[str, Game] = {}
    for info in sorted(pkgutil.iter_modules(games_pkg.__path__), key=lambda i: i.name):
        if not info.ispkg:
            continue
        module = importlib.import_module(f"{games_pkg.__name__}.{info.name}")
        game = getattr(module, "GAME", None)
        if isinstance(game, Game):
            found[game.id] = game
    return found


def get_game(game_id: str) -> Game | None:
    """The game with this id, or None."""
    return all_games().get(game_id)


#: The games added by `register`, by id (what a worker process must register again).
_added: dict[str, Game] = {}


def register(game: Game) -> Callable[[], None]:
    """Add a game that is no package of `app/games/` (the test suite's own); returns the
    function that removes it again."""
    games = all_games()
    games[game.id] = game
    _added[game.id] = game

    def unregister() -> None:
        games.pop(game.id, None)
        _added.pop(game.id, None)

    return unregister


def added_games() -> list[Game]:
    """The games added by `register`: a spawned worker process registers them again."""
    return list(_added.values())
