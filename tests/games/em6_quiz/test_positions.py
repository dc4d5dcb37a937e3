"""Known positions of the quiz race, read from data/positions.yaml."""

from __future__ import annotations

import random
from typing import Any

import pytest

from app.games.base import Move, RulesError, Seat
from app.games.em6_quiz import GAME
from app.games.em6_quiz.state import QuizState
from app.games.em6_quiz.turn import current_question
from tests.games.em6_quiz.support import Dice, answer_move, load, position

SCENARIOS = load("positions.yaml")


def _move(state: QuizState, step: dict[str, Any]) -> tuple[Seat | None, Move, random.Random]:
    seat = step.get("seat")
    if "roll" in step:
        return seat, {"type": "roll"}, Dice(step["roll"])
    if "timeout" in step:
        return None, {"type": "timeout"}, Dice(*([step["die"]] if "die" in step else []))
    if "theme" in step:
        return seat, {"type": "theme", "theme": step["theme"]}, Dice()
    if "answer" in step:
        move = answer_move(state, seat, step["answer"] == "right")
        if "typed" in step:
            typed = step["typed"].format(current_question(state).answer_text)
            move = {"type": "answer", "text": typed}
        return seat, move, Dice()
    if "text" in step:
        return seat, {"type": "answer", "text": step["text"]}, Dice()
    if "text_length" in step:
        return seat, {"type": "answer", "text": "x" * step["text_length"]}, Dice()
    if "vote" in step:
        return seat, {"type": "vote", "accept": step["vote"]}, Dice()
    if "mode" in step:
        return seat, {"type": "mode", "mode": step["mode"]}, Dice()
    return seat, step["move"], Dice()


def _play(state: QuizState, step: dict[str, Any]) -> QuizState:
    seat, move, rng = _move(state, step)
    if "refused" in step:
        before = GAME.to_json(state)
        with pytest.raises(RulesError) as refused:
            GAME.apply(state, seat, move, rng)
        assert refused.value.code == step["refused"], str(refused.value)
        assert GAME.to_json(state) == before
        return state
    return GAME.apply(state, seat, move, rng)


def _subset(actual: dict[str, Any] | None, wanted: dict[str, Any] | None, what: str) -> None:
    if wanted is None:
        assert actual is None, f"{what}: expected none, got {actual}"
        return
    assert actual is not None, f"{what}: expected {wanted}, got none"
    for key, value in wanted.items():
        if key == "shown_choices":
            assert len(actual["choices"] or []) == value, f"{what}.choices: {actual['choices']}"
        else:
            assert actual[key] == value, f"{what}.{key}: expected {value!r}, got {actual[key]!r}"


def _deadline(state: QuizState) -> float | None:
    timer = GAME.timer(state)
    if timer is None:
        return None
    assert timer.move == {"type": "timeout"}
    return timer.seconds


def _check(state: QuizState, expect: dict[str, Any]) -> None:
    view = GAME.view(state, None)
    outcome = GAME.outcome(state)
    simple = {
        "pawns": view["pawns"], "phase": view["phase"], "turn": state.seat,
        "modes": view["modes"], "winner": view["winner"], "to_act": GAME.to_act(state),
        "final_theme": view["final_theme"],
        "chooser": (view["choosing"] or {}).get("seat"),
        "reason": (view["choosing"] or {}).get("reason"),
        "ranks": list(outcome.ranks) if outcome else None,
        "scores": list(outcome.scores) if outcome else None,
        "timer": _deadline(state),
        "cards": [[len(p), len(d)] for p, d in zip(state.piles, state.discards)],
    }
    for key, value in expect.items():
        if key in simple:
            assert simple[key] == value, f"{key}: expected {value!r}, got {simple[key]!r}"
        elif key in ("question", "last", "vote"):
            _subset(view[key], value, key)
        elif key == "legal":
            for seat, count in value.items():
                moves = GAME.legal_moves(state, seat)
                assert len(moves) == count, f"legal moves of seat {seat}: {moves}"
        else:
            raise AssertionError(f"unknown expectation {key!r}")


@pytest.mark.parametrize("scenario", SCENARIOS, ids=[s["name"] for s in SCENARIOS])
def test_known_position(scenario: dict[str, Any]):
    state = position(scenario)
    for step in scenario["steps"]:
        state = _play(state, step)
        _check(state, step.get("then", {}))
    _check(state, scenario.get("expect", {}))
