"""Hidden information: nothing in a view tells the answer before the question is resolved."""

from __future__ import annotations

import json
import random
from typing import Any

import pytest
import yaml

from app.games.base import match_rng
from app.games.em6_quiz import GAME
from app.games.em6_quiz.state import ANSWER, QuizState
from app.games.em6_quiz.turn import current_question
from app.games.playout import fill_free
from tests.games.em6_quiz.support import DECK_TEXT


def _other_answers(text: str) -> str:
    """The same deck with every answer, accepted answer, number and explanation changed."""
    data = yaml.safe_load(text)
    for card in data["cards"]:
        for side in ("front", "back"):
            for q in card[side]:
                choices = [str(c) for c in q["choices"]]
                other = choices[(choices.index(str(q["answer"])) + 1) % 3]
                q["answer"] = other
                q["accept"] = [f"{other} indeed"]
                q["explanation"] = f"Because it is {other}."
                q.pop("tolerance", None)
                q.pop("unit", None)
                q.pop("number", None)
                if other.isdigit():
                    q["number"] = int(other)
    return yaml.safe_dump(data, allow_unicode=True, sort_keys=False)


VARIANT = _other_answers(DECK_TEXT)


def _views(state: QuizState) -> list[str]:
    seats = [None, *range(len(state.pawns))]
    return [json.dumps(GAME.view(state, s), sort_keys=True) for s in seats]


def _legal(state: QuizState) -> list[Any]:
    return [GAME.legal_moves(state, s) for s in range(len(state.pawns))]


def _twin_matches(players: int, seed: str) -> tuple[int, bool]:
    """Play the same moves on both decks up to the first answer; views must never differ."""
    pick = random.Random(seed)
    states = [
        GAME.setup(players, GAME.validate_options(players, {"deck": text}), match_rng(seed, 0))
        for text in (DECK_TEXT, VARIANT)
    ]
    for ply in range(1, 200):
        a, b = states
        assert _views(a) == _views(b), f"{seed} ply {ply}: the views differ"
        assert _legal(a) == _legal(b), f"{seed} ply {ply}: the legal moves differ"
        answering = a.phase == ANSWER
        seats = GAME.to_act(a)
        seat = pick.choice(seats)
        move = fill_free(pick.choice(GAME.legal_moves(a, seat)), pick)
        states = [GAME.apply(s, seat, move, match_rng(seed, ply)) for s in states]
        if answering and move["type"] == "answer":
            junior = "choice" in move
            assert _views(states[0]) != _views(states[1]), "the resolution shows the answer"
            return ply, junior
    raise AssertionError(f"{seed}: no answer in 200 plies")


@pytest.mark.parametrize("players", [1, 2, 3, 6])
def test_decks_differing_only_in_answers_give_identical_views_until_resolution(players: int):
    juniors = 0
    for n in range(12):
        _, junior = _twin_matches(players, f"twins-{players}-{n}")
        juniors += junior
    assert 0 < juniors < 12, "both modes should be covered"


def test_no_view_holds_the_answer_the_deck_order_or_the_seed():
    seed = "secret-seed-1234"
    options = GAME.validate_options(3, {"deck": DECK_TEXT})
    state = GAME.setup(3, options, match_rng(seed, 0))
    pick = random.Random(5)
    for ply in range(1, 300):
        if GAME.is_over(state):
            break
        for shown in _views(state):
            assert seed not in shown and state.deck.key not in shown
            assert not {"piles", "discards", "card", "order"} & set(json.loads(shown))
            if state.phase == ANSWER:
                question = current_question(state)
                last = state.last
                # The small test deck may ask again the question just resolved (and shown).
                if last is None or question is not state.deck.question(
                    last.asked.card, last.asked.theme, last.asked.number
                ):
                    assert question.explanation not in shown
                for variant in question.accept:
                    assert f'"{variant}"' not in shown
        seat = pick.choice(GAME.to_act(state))
        move = fill_free(pick.choice(GAME.legal_moves(state, seat)), pick)
        state = GAME.apply(state, seat, move, match_rng(seed, ply))


def test_choices_are_shown_only_for_a_junior_answerer():
    options = GAME.validate_options(2, {"deck": DECK_TEXT})
    state = GAME.setup(2, options, match_rng("choices", 0))
    classic = GAME.apply(state, 0, {"type": "roll"}, match_rng("choices", 1))
    junior = GAME.apply(
        GAME.apply(state, 0, {"type": "mode", "mode": "junior"}, match_rng("choices", 1)),
        0, {"type": "roll"}, match_rng("choices", 2),
    )
    for seat in (None, 0, 1):
        assert GAME.view(classic, seat)["question"]["choices"] is None
        shown = GAME.view(junior, seat)["question"]["choices"]
        assert sorted(shown) == sorted(current_question(junior).choices)
