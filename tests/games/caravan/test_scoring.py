"""Scores, the held-goods penalty and the tie-break, read from the data files."""

from __future__ import annotations

from typing import Any

import pytest

from app.games.caravan import GAME
from app.games.caravan.scoring import penalty
from tests.games.caravan.positions import build, case_ids, load

SCORING = load("scoring.yaml")


@pytest.mark.parametrize(("held", "points"), SCORING["penalty"])
def test_penalty_table(held: int, points: int):
    assert penalty(held) == points


@pytest.mark.parametrize("case", SCORING["outcomes"], ids=case_ids(SCORING["outcomes"]))
def test_final_scores_and_ranks(case: dict[str, Any]):
    state = build(case["position"])
    outcome = GAME.outcome(state)
    assert outcome is not None
    assert list(outcome.scores) == case["scores"]
    assert list(outcome.ranks) == case["ranks"]
    assert [p["score"] for p in GAME.view(state, None)["players"]] == case["scores"]


@pytest.mark.parametrize("case", SCORING["running"], ids=case_ids(SCORING["running"]))
def test_running_scores_in_the_view(case: dict[str, Any]):
    state = build(case["position"])
    assert GAME.outcome(state) is None
    players = GAME.view(state, None)["players"]
    for sheet, wanted in zip(players, case["players"], strict=True):
        assert {key: sheet[key] for key in wanted} == wanted
