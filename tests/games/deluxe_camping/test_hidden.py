"""The pest stays secret until the reveal: views and legal moves cannot tell it apart."""

from __future__ import annotations

import json
import random

import pytest

from app.games.base import match_rng
from app.games.deluxe_camping import GAME, CampState

SEATS = {2: [None, 0, 1], 3: [None, 0, 1, 2], 4: [None, 0, 1, 2, 3]}


def _manual(players: int, seed: str) -> CampState:
    options = GAME.validate_options(players, {"setup": "manual", "size": 8})
    return GAME.setup(players, options, match_rng(seed, 0))


def _with_pest(state: CampState, pest: int) -> CampState:
    data = GAME.to_json(state)
    data["pest"] = pest
    return GAME.from_json(data)


def _seen(state: CampState, seat: int | None) -> str:
    return json.dumps(GAME.view(state, seat), sort_keys=True)


def _assert_twins(a: CampState, b: CampState, players: int) -> None:
    for seat in SEATS[players]:
        assert _seen(a, seat) == _seen(b, seat)
    for seat in range(players):
        assert GAME.legal_moves(a, seat) == GAME.legal_moves(b, seat)


def _play_twins(a: CampState, b: CampState, players: int, chooser: random.Random) -> tuple:
    """Play the same random moves on both states until the reveal, comparing all along."""
    ply = 0
    while not a.revealed:
        _assert_twins(a, b, players)
        move = chooser.choice(GAME.legal_moves(a, a.to_move))
        ply += 1
        a = GAME.apply(a, a.to_move, move, match_rng("twins", ply))
        b = GAME.apply(b, b.to_move, move, match_rng("twins", ply))
    return a, b


@pytest.mark.parametrize("players", [2, 3, 4])
def test_secret_assignments_look_the_same_until_the_reveal(players: int):
    start = _manual(players, f"hidden-{players}")
    twins = [_with_pest(start, pest) for pest in range(3)]
    for other in twins[1:]:
        a, b = _play_twins(twins[0], other, players, random.Random(players))
        # once revealed the pest is public, so the two matches now differ
        assert GAME.view(a, None)["tokens"] != GAME.view(b, None)["tokens"]


def test_two_generators_drawing_different_pests_give_the_same_views():
    seeds = [f"rng-{n}" for n in range(40)]
    starts = {}
    for seed in seeds:
        state = _manual(2, seed)
        starts.setdefault(state.pest, state)
    assert set(starts) == {0, 1, 2}
    a, b = starts[0], starts[1]
    assert GAME.to_json(a) != GAME.to_json(b)
    _play_twins(a, b, 2, random.Random(5))


def test_face_down_tokens_name_no_identity():
    state = _manual(3, "face-down")
    chooser = random.Random(3)
    while not state.revealed:
        text = _seen(state, None)
        assert "pest" not in text and "ice_cream" not in text
        state = GAME.apply(state, state.to_move, chooser.choice(
            GAME.legal_moves(state, state.to_move)), match_rng("f", 1))
    kinds = sorted(t["kind"] for t in GAME.view(state, None)["tokens"])
    assert kinds == ["ice_cream", "ice_cream", "pest"]


def _states(players: int, setup: str, seed: str, every: int) -> list[CampState]:
    options = GAME.validate_options(players, {"setup": setup})
    state = GAME.setup(players, options, match_rng(seed, 0))
    chooser, found, ply = random.Random(seed), [], 0
    while not GAME.is_over(state):
        if ply % every == 0:
            found.append(state)
        ply += 1
        state = GAME.apply(state, state.to_move, chooser.choice(
            GAME.legal_moves(state, state.to_move)), match_rng(seed, ply))
    return [*found, state]


@pytest.mark.parametrize("players,setup", [(2, "manual"), (3, "auto"), (4, "manual")])
def test_determinize_gives_a_state_behind_the_same_view(players: int, setup: str):
    rng = random.Random(11)
    for state in _states(players, setup, f"det-{players}-{setup}", every=3):
        for seat in SEATS[players]:
            view = GAME.view(state, seat)
            guess = GAME.determinize(view, seat, rng)
            for other in SEATS[players]:
                assert GAME.view(guess, other) == GAME.view(state, other)
            if not GAME.is_over(state):
                mover = state.to_move
                assert GAME.legal_moves(guess, mover) == GAME.legal_moves(state, mover)
            GAME.from_json(json.loads(json.dumps(GAME.to_json(guess))))


def test_determinize_draws_every_token_as_the_pest_before_the_reveal():
    state = _manual(2, "draws")
    for _ in range(4):
        state = GAME.apply(state, state.to_move, GAME.legal_moves(state, state.to_move)[0],
                           match_rng("d", 1))
    assert len(state.tokens) == 3 and not state.revealed
    rng = random.Random(1)
    drawn = {GAME.determinize(GAME.view(state, 0), 0, rng).pest for _ in range(60)}
    assert drawn == {0, 1, 2}
