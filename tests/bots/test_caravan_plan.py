"""Caravan bots play the written game: they deliver, and their matches end by the bag."""

from __future__ import annotations

import random

import pytest

from app.bots import choose_move
from app.games.base import match_rng
from app.games.caravan import GAME
from bench.baselines import baseline_move

#: Matches per pairing, seats alternated; each must end by the bag or the round limit.
PAIRINGS = [("easy", "easy", 4), ("medium", "medium", 2), ("hard", "baseline", 2)]
WRITTEN_ENDS = {"delivery", "round_limit"}


def _match(first: str, second: str, index: int) -> tuple:
    seed = f"caravan-plan-{first}-{second}-{index}"
    agents = {index % 2: first, 1 - index % 2: second}
    state = GAME.setup(2, GAME.validate_options(2, {}), match_rng(seed, 0))
    rng = random.Random(seed)
    ply = 0
    while not GAME.is_over(state):
        seat = state.to_move
        legal = GAME.legal_moves(state, seat)
        view = GAME.view(state, seat)
        if agents[seat] == "baseline":
            move = baseline_move(GAME, view, legal, seat, rng)
        else:
            # A fixed amount of thinking instead of the clock: the same play on any machine.
            move = choose_move(GAME, view, legal, seat, agents[seat], rng, iterations=1)
        ply += 1
        state = GAME.apply(state, seat, move, match_rng(seed, ply))
    return state, GAME.outcome(state), index % 2


@pytest.mark.parametrize(("first", "second", "matches"), PAIRINGS,
                         ids=[f"{a}-{b}" for a, b, _ in PAIRINGS])
def test_bot_matches_end_by_the_bag(first: str, second: str, matches: int):
    for index in range(matches):
        state, outcome, seat = _match(first, second, index)
        assert state.end in WRITTEN_ENDS, (index, state.end)
        delivered = sum(state.delivered[seat])
        assert delivered >= 10, (index, delivered)  # goods come home, not a stand-off
        if second == "baseline":
            assert outcome.ranks[seat] < outcome.ranks[1 - seat], (index, outcome.scores)
