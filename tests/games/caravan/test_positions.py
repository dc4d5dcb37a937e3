"""Known positions played, refused and listed, read from the data files."""

from __future__ import annotations

from collections import Counter
from typing import Any

import pytest

from app.games.base import RulesError, match_rng
from app.games.caravan import GAME
from tests.games.caravan.positions import build, case_ids, check, listed, load, play

MOVES = load("moves.yaml")
REFUSED = load("refused.yaml")
LEGAL = load("legal.yaml")


@pytest.mark.parametrize("case", MOVES, ids=case_ids(MOVES))
def test_moves_from_known_positions(case: dict[str, Any]):
    state = build(case["position"])
    for step in case["steps"]:
        moves = step.get("moves") or ([step["move"]] if "move" in step else [])
        for move in moves:
            assert listed(move, GAME.legal_moves(state, state.to_move)), move
        state = play(state, moves)
        check(state, step.get("expect", {}))


@pytest.mark.parametrize("case", REFUSED, ids=case_ids(REFUSED))
def test_refused_moves(case: dict[str, Any]):
    state = build(case["position"])
    seat = case.get("seat", state.to_move)
    before = GAME.to_json(state)
    with pytest.raises(RulesError) as refused:
        GAME.apply(state, seat, case["move"], match_rng("refused", 1))
    assert refused.value.code == case.get("code", "illegal_move")
    assert case.get("message", "") in str(refused.value)
    assert GAME.to_json(state) == before
    if seat is not None:
        assert not listed(case["move"], GAME.legal_moves(state, seat))


@pytest.mark.parametrize("case", LEGAL, ids=case_ids(LEGAL))
def test_legal_moves_of_known_positions(case: dict[str, Any]):
    state = build(case["position"])
    legal = GAME.legal_moves(state, state.to_move)
    counts = Counter(move["type"] for move in legal)
    assert len(legal) == case.get("total", len(legal))
    for kind, wanted in case.get("counts", {}).items():
        assert counts[kind] == wanted, kind
    for move in case.get("contains", []):
        assert move in legal, move
    for move in case.get("excludes", []):
        assert move not in legal, move
    for n, move in enumerate(legal):
        GAME.apply(state, state.to_move, move, match_rng("legal", n))


@pytest.mark.parametrize("case", LEGAL, ids=case_ids(LEGAL))
def test_only_the_seat_to_move_has_legal_moves(case: dict[str, Any]):
    state = build(case["position"])
    for seat in range(state.players):
        if seat != state.to_move:
            assert GAME.legal_moves(state, seat) == []
