"""The independent baseline players of bench/ play legal, purposeful games; the ratings add up."""

from __future__ import annotations

import math
import random

import pytest

from app.games.base import match_rng
from app.games.playout import fill_free
from app.games.registry import get_game
from bench.baselines import MODULES, baseline_move
from bench.bots import bradley_terry, rating_errors

#: Games whose baseline must beat a random player in these matches. The Deluxe Camping
#: baseline is a plain rule-of-thumb player (see docs/bots.md) and loses now and then.
MUST_WIN = {"caravan", "hex_camping"}


@pytest.mark.parametrize("game_id", sorted(MODULES))
def test_a_baseline_plays_legal_moves_to_the_end_and_beats_random(game_id: str):
    game = get_game(game_id)
    assert game is not None
    for index in range(2):
        seed = f"baseline-{game_id}-{index}"
        mine = index % 2
        state = game.setup(2, game.validate_options(2, {}), match_rng(seed, 0))
        rng = random.Random(seed)
        ply = 0
        while not game.is_over(state):
            seat = game.to_act(state)[0]
            legal = game.legal_moves(state, seat)
            if seat == mine:
                move = baseline_move(game, game.view(state, seat), legal, seat, rng)
                assert move in legal
            else:
                move = fill_free(rng.choice(legal), rng)
            ply += 1
            state = game.apply(state, seat, move, match_rng(seed, ply))
        outcome = game.outcome(state)
        assert outcome is not None
        if game_id in MUST_WIN:
            assert outcome.ranks[mine] < outcome.ranks[1 - mine], (index, outcome.scores)


def test_bradley_terry_ratings_follow_the_results():
    # a beats b 3 times in 4, b beats c 3 times in 4, a and c do not meet; random is the anchor.
    games = [("a", "b", 1.0)] * 3 + [("a", "b", 0.0)] + [("b", "c", 1.0)] * 3 + [("b", "c", 0.0)]
    games += [("c", "random", 0.5)] * 4
    ratings = bradley_terry(games)
    assert ratings["random"] == 0
    assert ratings["a"] > ratings["b"] > ratings["c"]
    # Equal results each way (3 of 4, pulled towards a draw by the one virtual draw per pair):
    # the same gap between a and b as between b and c.
    assert ratings["a"] - ratings["b"] == pytest.approx(ratings["b"] - ratings["c"], abs=1)
    assert abs(ratings["c"]) < 1


def test_bradley_terry_stays_finite_for_a_clean_sweep():
    ratings = bradley_terry([("hard", "random", 1.0)] * 10)
    # 10.5 to 0.5 with the virtual draw: 400 * log10(21).
    assert ratings["hard"] == pytest.approx(400 * math.log10(21))


def test_rating_intervals_widen_with_fewer_matches():
    few = [("hard", "random", 1.0)] * 3 + [("hard", "random", 0.0)]
    many = few * 10
    assert rating_errors(few)["random"] == 0
    assert rating_errors(few)["hard"] > rating_errors(many)["hard"] > 0
    # 3 wins in 4 plus the virtual draw: 3.5 to 1.5, a logistic information of n p (1 - p).
    p = 3.5 / 5
    assert rating_errors(few)["hard"] == pytest.approx(400 / math.log(10) / math.sqrt(5 * p * (1 - p)))
