"""The search and the values it backs up, on any game."""

from __future__ import annotations

import random

import pytest

from app.bots.hex_camping import POLICY as HEX
from app.bots.policy import OPEN_HIGH, OPEN_LOW, margin_values, rank_values, sigmoid
from app.bots.search import Search
from app.games.hex_camping import GAME as HEX_GAME
from app.games.playout import random_playout


def test_rank_values_count_ties_as_half():
    assert rank_values([1, 2]) == [1.0, 0.0]
    assert rank_values([1, 1]) == [0.5, 0.5]
    assert rank_values([2, 1, 2]) == [0.25, 1.0, 0.25]


def test_margin_values_follow_the_lead_over_the_best_rival():
    values = margin_values([30, 20, 25], scale=5)
    assert values[0] == pytest.approx(sigmoid(1))
    assert values[1] == pytest.approx(sigmoid(-2))
    assert values[0] > 0.5 > values[2] > values[1]


def test_finished_matches_weigh_more_than_any_guess():
    played = random_playout(HEX_GAME, 2, "finished")
    final = HEX.values(played.state)
    winner = final.index(max(final))
    assert final[winner] > OPEN_HIGH and final[1 - winner] < OPEN_LOW
    unfinished = random_playout(HEX_GAME, 2, "unfinished", max_plies=20).state
    assert all(OPEN_LOW <= v <= OPEN_HIGH for v in HEX.values(unfinished))


def test_a_single_legal_move_is_played_without_searching():
    state = random_playout(HEX_GAME, 2, "single", max_plies=30).state
    seat = HEX_GAME.to_act(state)[0]
    only = HEX_GAME.legal_moves(state, seat)[:1]
    search = Search(HEX, HEX_GAME.view(state, seat), seat, only, random.Random(1))
    assert search.run(10.0) == only[0]
    assert search.iterations == 0


def test_iterations_are_counted_and_every_root_move_comes_from_the_legal_list():
    state = random_playout(HEX_GAME, 2, "count", max_plies=10).state
    seat = HEX_GAME.to_act(state)[0]
    legal = HEX_GAME.legal_moves(state, seat)
    search = Search(HEX, HEX_GAME.view(state, seat), seat, legal, random.Random(1))
    move = search.run(10.0, iterations=50)
    assert search.iterations == 50
    assert move in legal
    assert sum(c.visits for c in search.root.children.values()) == 50
    assert all(c.move in legal for c in search.root.children.values())
