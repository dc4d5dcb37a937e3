"""`python -m bench.undo_cost`: what the undo bookkeeping adds to applying a move.

Every stored move goes through `app.rooms.turns.step`, which applies it and, when the
turn stays its player's, decides whether the action can be taken back (for a game
with hidden information, by playing it again in other worlds the player could not
tell from the real one). This plays seeded random matches of each board game and
times the game's own `apply` against `step` on the same moves: medians, the 90th
percentile of `step`, and their ratio.
"""

from __future__ import annotations

import random
import statistics
import time

from app.games.base import match_rng
from app.games.registry import get_game
from app.rooms.turns import Turn, step, step_rng

GAMES = ("caravan", "deluxe_camping", "hex_camping")
MATCHES = 5
PLIES = 150


def measure(game_id: str) -> tuple[float, float, float]:
    """(median apply, median step, 90th percentile step), in microseconds."""
    game = get_game(game_id)
    options = game.validate_options(2, {})
    plain: list[float] = []
    wrapped: list[float] = []
    for match in range(MATCHES):
        state, turn, rng = game.setup(2, options, match_rng("bench", 0)), Turn(), random.Random(match)
        for n in range(1, PLIES):
            if game.is_over(state):
                break
            seat = game.to_act(state)[0]
            move = rng.choice(game.legal_moves(state, seat))
            t0 = time.perf_counter()
            game.apply(state, seat, move, match_rng("bench", n))
            t1 = time.perf_counter()
            state, turn = step(game, state, turn, seat, move, step_rng("bench", n))
            t2 = time.perf_counter()
            plain.append(t1 - t0)
            wrapped.append(t2 - t1)
    wrapped.sort()
    return (statistics.median(plain) * 1e6, statistics.median(wrapped) * 1e6,
            wrapped[int(len(wrapped) * 0.9)] * 1e6)


def main() -> None:
    """Print one line per game."""
    for game_id in GAMES:
        apply_us, step_us, p90_us = measure(game_id)
        print(f"{game_id}: apply median {apply_us:.0f} us, step median {step_us:.0f} us "
              f"(x{step_us / apply_us:.2f}), step p90 {p90_us:.0f} us")


if __name__ == "__main__":
    main()
