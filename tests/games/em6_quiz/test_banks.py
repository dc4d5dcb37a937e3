"""The shipped question banks (skipped while a bank file is absent)."""

from __future__ import annotations

from collections import Counter

import pytest

from app.games.em6_quiz.cards import Deck, Question, judged_right
from app.games.em6_quiz.judge import normalise
from app.games.em6_quiz.loader import bank
from app.games.em6_quiz.options import LANGUAGES
from app.games.em6_quiz.track import DECKS, THEMES
from app.quiz_banks import bank_path

CARDS_PER_DECK = 16
QUESTIONS_PER_THEME = 48


def _loaded(language: str) -> Deck:
    if not bank_path(language).exists():
        pytest.skip(f"banks/{language}.yaml is not there yet")
    return bank(language)


def _judge_problems(question: Question) -> list[str]:
    problems = [
        f"refuses {typed!r}" for typed in (question.answer_text, *question.accept)
        if not judged_right(question, typed)
    ]
    problems += [
        f"accepts the wrong choice {c!r}" for c in question.wrong_choices
        if judged_right(question, c)
    ]
    return problems


@pytest.mark.parametrize("language", LANGUAGES)
def test_bank_size_and_language(language: str):
    deck = _loaded(language)
    assert deck.language == language
    for d, name in enumerate(DECKS):
        count = sum(1 for card in deck.cards if card.deck == d)
        assert count == CARDS_PER_DECK, f"deck {name} has {count} cards"
    for theme in range(len(THEMES)):
        assert len(deck.questions_of(theme)) == QUESTIONS_PER_THEME, THEMES[theme]


@pytest.mark.parametrize("language", LANGUAGES)
def test_bank_questions_are_complete_and_distinct(language: str):
    deck = _loaded(language)
    questions = [q for t in range(len(THEMES)) for q in deck.questions_of(t)]
    for q in questions:
        assert q.text and q.explanation and len(q.choices) == 3, q.text
        assert len({normalise(c) for c in q.choices}) == 3, q.text
        assert q.answer_text in q.choices, q.text
    repeated = [t for t, n in Counter(normalise(q.text) for q in questions).items() if n > 1]
    assert not repeated, f"questions asked twice: {repeated}"


@pytest.mark.parametrize("language", LANGUAGES)
def test_no_question_gives_its_answer_away(language: str):
    deck = _loaded(language)
    given = [
        f"line {q.line}: {q.text} -> {q.answer_text!r}"
        for t in range(len(THEMES)) for q in deck.questions_of(t)
        if q.number is None and normalise(q.answer_text) in normalise(q.text)
    ]
    assert not given, "\n".join(given)


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_judge_accepts_every_answer_and_refuses_every_wrong_choice(language: str):
    deck = _loaded(language)
    failures = [
        f"line {q.line}: {q.text} -> {', '.join(problems)}"
        for t in range(len(THEMES)) for q in deck.questions_of(t)
        if (problems := _judge_problems(q))
    ]
    assert not failures, "\n".join(failures)
