"""Rules throughput on one core: random playouts and legal-move generation for every game.

Covers whatever `app.games.registry.all_games()` returns; a game that fails
is reported with its error rather than stopping the run.
"""

from __future__ import annotations

import random
import time
from dataclasses import dataclass
from typing import Any

from app.games.base import Game, match_rng
from app.games.playout import random_playout, random_step
from app.games.registry import all_games


@dataclass
class RulesResult:
    """One game's figures at one player count."""

    game: str
    players: int
    playouts_per_second: float = 0.0
    plies_per_playout: float = 0.0
    legal_per_second: float = 0.0
    plies_per_second: float = 0.0
    error: str = ""

    def summary(self) -> dict[str, Any]:
        """The figures as plain data."""
        return dict(self.__dict__)


def _positions(game: Game, players: int, count: int) -> list[tuple[Any, int]]:
    """Positions met in random matches, each with a seat to act (for legal-move timing)."""
    found: list[tuple[Any, int]] = []
    rng = random.Random(7)
    match = 0
    while len(found) < count and match < 50:
        seed = f"positions-{match}"
        state = game.setup(players, game.validate_options(players, None), match_rng(seed, 0))
        ply = 0
        while not game.is_over(state) and ply < game.max_plies and len(found) < count:
            for seat in game.to_act(state):
                found.append((state, seat))
            step = random_step(game, state, rng)
            if step is None:
                break
            ply += 1
            state = game.apply(state, step.seat, step.move, match_rng(seed, ply))
        match += 1
    return found


def _measure(game: Game, players: int, seconds: float) -> RulesResult:
    result = RulesResult(game.id, players)
    began = time.perf_counter()
    playouts = plies = 0
    while time.perf_counter() - began < seconds or playouts == 0:
        plies += len(random_playout(game, players, f"bench-{playouts}").plies)
        playouts += 1
    elapsed = time.perf_counter() - began
    result.playouts_per_second = playouts / elapsed
    result.plies_per_playout = plies / playouts
    # A ply in a playout is one legal-move generation, one choice and one apply.
    result.plies_per_second = plies / elapsed
    positions = _positions(game, players, 500)
    calls = 0
    began = time.perf_counter()
    while positions and (time.perf_counter() - began < seconds / 2 or calls == 0):
        for state, seat in positions:
            game.legal_moves(state, seat)
        calls += len(positions)
    elapsed = time.perf_counter() - began
    result.legal_per_second = calls / elapsed if elapsed else 0.0
    return result


def run_rules(seconds: float) -> list[RulesResult]:
    """Every registered game at its smallest and largest player count."""
    results = []
    for game in all_games().values():
        for players in sorted({game.min_players, game.max_players}):
            try:
                results.append(_measure(game, players, seconds))
            except Exception as error:  # noqa: BLE001 - a game in progress must not stop the rest
                failure = f"{type(error).__name__}: {error}"
                results.append(RulesResult(game.id, players, error=failure))
    return results
