"""hex_camping against known positions (data/*.yaml), like perft files for a move generator."""

from __future__ import annotations

import random
from pathlib import Path

import pytest
import yaml

from app.games.base import RulesError
from app.games.hex_camping import GAME
from app.games.hex_camping.rules import score
from tests.games.hex_camping.notation import parse_board, position

DATA = Path(__file__).parent / "data"
SCORING = yaml.safe_load((DATA / "scoring.yaml").read_text())
MOVES = yaml.safe_load((DATA / "moves.yaml").read_text())
RNG = random.Random(0)


@pytest.mark.parametrize("case", SCORING, ids=[c["name"] for c in SCORING])
def test_scoring(case):
    lakes, boats, campers = parse_board(case["board"])
    result = score(lakes, boats, campers)
    assert result["points"] == case["points"]
    assert result["groups"] == case["groups"]
    won = [sorted((lake["value"] for lake in result["lakes"] if lake["winner"] == seat),
                  reverse=True) for seat in (0, 1)]
    assert won == case["lakes_won"]


def _check(state, expected):
    view = GAME.view(state, None)
    if "legal" in expected:
        seat = state.to_move
        legal = GAME.legal_moves(state, seat)
        assert sorted(m["hex"] for m in legal if m["type"] == "place") == expected["legal"]
        assert ({"type": "pass"} in legal) == expected["pass"]
    for field in ("half", "current_lake", "to_move", "colours"):
        if field in expected:
            assert view[field] == expected[field], field
    if "halves" in expected:
        assert view["score"]["halves"] == expected["halves"]
    if "board" in expected:
        assert state.campers == parse_board(expected["board"])[2]
    if expected.get("finished"):
        outcome = GAME.outcome(state)
        assert outcome is not None and GAME.to_act(state) == []
        assert list(outcome.scores) == expected["scores"]
        assert list(outcome.ranks) == expected["ranks"]


def _refused(state, moves):
    before = GAME.to_json(state)
    for seat, move, code in moves:
        with pytest.raises(RulesError) as refused:
            GAME.apply(state, seat, move, RNG)
        assert refused.value.code == code
    assert GAME.to_json(state) == before


@pytest.mark.parametrize("case", MOVES, ids=[c["name"] for c in MOVES])
def test_moves(case):
    state = position(case["position"])
    _check(state, {k: case[k] for k in ("legal", "pass", "colours") if k in case})
    _refused(state, case.get("refused", []))
    for seat, move in case.get("play", []):
        state = GAME.apply(state, seat, move, RNG)
    _check(state, case.get("then", {}))
    _refused(state, case.get("refused_after", []))


@pytest.mark.parametrize("seed", range(12))
def test_the_seat_that_opens_the_first_half_plays_yellow(seed):
    options = GAME.validate_options(2, {"first_player": "random"})
    view = GAME.view(GAME.setup(2, options, random.Random(seed)), None)
    assert view["colours"][view["to_move"]] == "yellow"
    assert view["colours"][1 - view["to_move"]] == "red"
    assert view["first"] == view["to_move"]
