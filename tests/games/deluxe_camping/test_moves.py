"""The move generator against brute force, and refusals of malformed input."""

from __future__ import annotations

import random

import pytest

from app.games.base import GameOverError, NotYourTurnError, RulesError, match_rng
from app.games.deluxe_camping import GAME, CampState
from app.games.deluxe_camping.board import coords, geometry

GARBAGE = [
    None, 5, "step", [], {}, {"type": 5}, {"type": None}, {"type": "jump"},
    {"type": "step"}, {"type": "step", "cell": "x"}, {"type": "step", "from": [0, 0]},
    {"type": "step", "from": [0], "to": [0, 1]}, {"type": "step", "from": [0, 0], "to": "b"},
    {"type": "step", "from": [True, 0], "to": [0, 1]},
    {"type": "step", "from": [0.0, 1.0], "to": [0, 1]},
    {"type": "step", "from": [-1, 0], "to": [0, 0]},
    {"type": "step", "from": [10**30, 0], "to": [0, 0]},
    {"type": "fence"}, {"type": "fence", "cell": [1, 1]}, {"type": "fence", "cell": [1, 1],
                                                            "side": "N"},
    {"type": "fence", "cell": [1, 1], "side": ["E"]}, {"type": "fence", "cell": None},
    {"type": "fence", "cell": {"r": 1}, "side": "E"},
    {"type": "place_pool"}, {"type": "place_pool", "cell": [1e9, 1]},
    {"type": "place_token", "cell": [1, 1, 1]},
    {"type": "place_bungalow", "cells": [[1, 1]]}, {"type": "place_bungalow", "cells": "ab"},
    {"type": "place_bungalow", "cells": [[1, 1], None]},
    {"type": "place_caravan", "cells": [1, 1]}, {"type": "place", "x": [1e9]},
]


def _walk(players: int, setup: str, seed: str) -> list[CampState]:
    options = GAME.validate_options(players, {"setup": setup, "size": 8})
    state = GAME.setup(players, options, match_rng(seed, 0))
    chooser, states, ply = random.Random(seed), [state], 0
    while not GAME.is_over(state):
        ply += 1
        state = GAME.apply(state, state.to_move, chooser.choice(
            GAME.legal_moves(state, state.to_move)), match_rng(seed, ply))
        states.append(state)
    return states


WALKS = [(2, "manual", "walk-a"), (3, "auto", "walk-b"), (4, "auto", "walk-c")]


@pytest.mark.parametrize("players,setup,seed", WALKS)
def test_garbage_is_refused_with_rules_errors(players: int, setup: str, seed: str):
    for state in _walk(players, setup, seed)[::7]:
        if GAME.is_over(state):
            continue
        before = GAME.to_json(state)
        for move in GARBAGE:
            with pytest.raises(RulesError):
                GAME.apply(state, state.to_move, move, match_rng(seed, 1))
        with pytest.raises(NotYourTurnError):
            GAME.apply(state, None, {"type": "end"}, match_rng(seed, 1))
        assert GAME.to_json(state) == before


def _every_candidate(state: CampState) -> list[dict]:
    size = state.size
    moves: list[dict] = [{"type": "end"}]
    for _, a, b in geometry(size).edges:
        moves.append({"type": "fence", "cell": coords(size, a),
                      "side": "E" if b == a + 1 else "S"})
        for start, target in ((a, b), (b, a)):
            moves.append({"type": "step", "from": coords(size, start),
                          "to": coords(size, target)})
    return moves


def _accepted(state: CampState, move: dict) -> bool:
    try:
        GAME.apply(state, state.to_move, move, match_rng("x", 1))
    except RulesError:
        return False
    return True


@pytest.mark.parametrize("players,setup,seed", WALKS)
def test_legal_moves_are_exactly_the_accepted_ones(players: int, setup: str, seed: str):
    checked = 0
    for state in _walk(players, setup, seed)[::3]:
        if state.phase != "play":
            continue
        legal = GAME.legal_moves(state, state.to_move)
        accepted = [m for m in _every_candidate(state) if _accepted(state, m)]
        key = lambda m: sorted(m.items())  # noqa: E731
        assert sorted(legal, key=key) == sorted(accepted, key=key)
        for seat in range(players):
            if seat != state.to_move:
                assert GAME.legal_moves(state, seat) == []
        checked += 1
    assert checked > 3


def test_a_finished_match_accepts_nothing():
    final = _walk(2, "auto", "over")[-1]
    assert GAME.is_over(final) and GAME.to_act(final) == []
    assert GAME.legal_moves(final, 0) == [] and GAME.legal_moves(final, 1) == []
    with pytest.raises(GameOverError):
        GAME.apply(final, 0, {"type": "end"}, match_rng("over", 1))
