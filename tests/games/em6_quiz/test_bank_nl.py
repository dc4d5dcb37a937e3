"""The Dutch question bank, banks/nl.yaml: counts, fields, choices, duplicates and the judge."""

from __future__ import annotations

from collections import Counter

import pytest

from app.games.em6_quiz import loader
from app.games.em6_quiz.cards import Deck, Question, judged_right
from app.games.em6_quiz.judge import normalise, parse_number
from app.games.em6_quiz.track import DECKS, THEMES

LANGUAGE = "nl"
CARDS_PER_DECK = 16
QUESTIONS_PER_THEME = 48


@pytest.fixture(scope="module")
def deck() -> Deck:
    if LANGUAGE in loader.LANGUAGES:
        return loader.bank(LANGUAGE)
    # Until the loader lists Dutch, parse the file as it will be once it does.
    text = loader.bank_path(LANGUAGE).read_text(encoding="utf-8")
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(loader, "LANGUAGES", (*loader.LANGUAGES, LANGUAGE))
        return loader.parse_deck(text, f"banks/{LANGUAGE}.yaml")


def _themes(deck: Deck) -> list[list[Question]]:
    return [deck.questions_of(t) for t in range(len(THEMES))]


def _where(q: Question) -> str:
    return f"line {q.line}: {q.text}"


def test_sixteen_cards_per_deck_and_48_questions_per_theme(deck: Deck):
    assert deck.language == LANGUAGE
    assert deck.title
    for d, name in enumerate(DECKS):
        count = sum(1 for card in deck.cards if card.deck == d)
        assert count == CARDS_PER_DECK, f"deck {name} has {count} cards"
    sizes = {THEMES[t]: len(qs) for t, qs in enumerate(_themes(deck))}
    assert sizes == {theme: QUESTIONS_PER_THEME for theme in THEMES}


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


def test_no_question_gives_its_answer_away(deck: Deck):
    given = [
        f"{_where(q)} -> {q.answer_text!r}"
        for qs in _themes(deck) for q in qs
        if q.number is None and normalise(q.answer_text) in normalise(q.text)
    ]
    assert not given, "\n".join(given)


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


def test_the_judge_accepts_every_answer_and_refuses_every_wrong_choice(deck: Deck):
    failures = []
    for q in (q for qs in _themes(deck) for q in qs):
        failures += [
            f"{_where(q)} -> refuses {typed!r}"
            for typed in (q.answer_text, *q.accept) if not judged_right(q, typed)
        ]
        failures += [
            f"{_where(q)} -> accepts the wrong choice {c!r}"
            for c in q.wrong_choices if judged_right(q, c)
        ]
    assert not failures, "\n".join(failures)
