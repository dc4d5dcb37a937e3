"""The Dutch bank's stricter checks (tests/games/em6_quiz/test_banks.py checks every bank):
finished sentences, no answer twice on a theme, no earlier card showing a later answer.
The English and French banks do not pass these yet (answers repeated within a theme,
later answers among earlier choices)."""

from __future__ import annotations

from collections import Counter

import pytest

from app.games.em6_quiz import loader
from app.games.em6_quiz.cards import Deck, Question
from app.games.em6_quiz.judge import normalise, parse_number
from app.games.em6_quiz.track import THEMES

LANGUAGE = "nl"


@pytest.fixture(scope="module")
def deck() -> Deck:
    return loader.bank(LANGUAGE)


def _themes(deck: Deck) -> list[list[Question]]:
    return [deck.questions_of(t) for t in range(len(THEMES))]


def _where(q: Question) -> str:
    return f"line {q.line}: {q.text}"


def test_every_question_is_complete(deck: Deck):
    problems = []
    for q in (q for qs in _themes(deck) for q in qs):
        if not q.text.endswith("?"):
            problems.append(f"{_where(q)} -> the question does not end with '?'")
        if not q.explanation.endswith((".", "!")):
            problems.append(f"{_where(q)} -> the explanation is not a finished sentence")
        if len({normalise(c) for c in q.choices}) != 3 or q.answer_text not in q.choices:
            problems.append(f"{_where(q)} -> choices {q.choices}")
        if q.number is not None and parse_number(q.answer_text) != q.number:
            problems.append(f"{_where(q)} -> answer {q.answer_text!r} is not {q.number}")
    assert not problems, "\n".join(problems)


def test_no_question_twice_and_no_answer_twice_on_a_side(deck: Deck):
    questions = [q for qs in _themes(deck) for q in qs]
    repeated = [t for t, n in Counter(normalise(q.text) for q in questions).items() if n > 1]
    assert not repeated, f"questions asked twice: {repeated}"
    for t, qs in enumerate(_themes(deck)):
        twice = [a for a, n in Counter(normalise(q.answer_text) for q in qs).items() if n > 1]
        assert not twice, f"{THEMES[t]}: answers given twice: {twice}"


def test_no_choice_is_the_answer_of_a_later_question_of_its_theme(deck: Deck):
    # Junior players see the choices: an earlier card must not show a later card's answer.
    shown = []
    for t, qs in enumerate(_themes(deck)):
        for i, q in enumerate(qs):
            later = {normalise(other.answer_text) for other in qs[i + 1:]}
            shown += [
                f"{THEMES[t]} {_where(q)} -> {c!r}"
                for c in q.wrong_choices if q.number is None and normalise(c) in later
            ]
    assert not shown, "\n".join(shown)
