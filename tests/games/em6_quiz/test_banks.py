"""The shipped question banks, in every language (skipped while a bank file is absent).

Each check is a function from a deck to its problems, one line each, naming the question
as `fr-A1-F2 (line 12)`. The checks are also run on planted problems
(data/bank_checks.yaml: edits of data/minimal.yaml), so that each one is seen to fail.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from typing import Any

import pytest

from app.games.em6_quiz.cards import Deck, Question, judged_right
from app.games.em6_quiz.consistency import question_ids
from app.games.em6_quiz.judge import normalise, parse_number
from app.games.em6_quiz.loader import bank, parse_deck
from app.games.em6_quiz.options import LANGUAGES
from app.games.em6_quiz.track import DECKS, THEMES
from app.quiz_banks import bank_path
from tests.games.em6_quiz.support import DATA, edited, load

CARDS_PER_DECK = 16
QUESTIONS_PER_THEME = 48
MINIMAL = parse_deck((DATA / "minimal.yaml").read_text(encoding="utf-8"), "minimal.yaml")
PLANTED = load("bank_checks.yaml")["cases"]

Named = tuple[str, Question]


def _loaded(language: str) -> Deck:
    if not bank_path(language).exists():
        pytest.skip(f"banks/{language}.yaml is not there yet")
    return bank(language)


def _themes(deck: Deck) -> list[list[Named]]:
    """Each theme's questions with their ids, in file order."""
    names = {id(q): name for name, q in question_ids(deck)}
    return [[(names[id(q)], q) for q in deck.questions_of(t)] for t in range(len(THEMES))]


def _where(named: Named) -> str:
    name, q = named
    return f"{name} (line {q.line}): {q.text}"


def _same_answer(shown: str, other: Question) -> bool:
    """Whether a text shown to players gives away `other`'s answer: the same answer once
    normalised or, for a text answer, one the judge accepts ("Voie lactée" for "La Voie
    lactée", "Ohm" for "loi d'Ohm")."""
    if normalise(shown) == normalise(other.answer_text):
        return True
    return other.number is None and judged_right(other, shown)


# ---- the checks --------------------------------------------------------------------

def incomplete(deck: Deck) -> list[str]:
    """Unfinished sentences, choices that are not three different answers, an answer that
    is not its number."""
    problems = []
    for named in (n for theme in _themes(deck) for n in theme):
        q = named[1]
        if not q.text.endswith("?"):
            problems.append(f"{_where(named)} -> the question does not end with '?'")
        if not q.explanation.endswith((".", "!")):
            problems.append(f"{_where(named)} -> the explanation is not a finished sentence")
        if len({normalise(c) for c in q.choices}) != 3 or q.answer_text not in q.choices:
            problems.append(f"{_where(named)} -> the choices {list(q.choices)} are not three")
        if q.number is not None and parse_number(q.answer_text) != q.number:
            problems.append(f"{_where(named)} -> the answer {q.answer_text!r} is not {q.number:g}")
    return problems


def repeated(deck: Deck) -> list[str]:
    """A question asked twice in the deck, or an answer given twice on a theme."""
    themes = _themes(deck)
    asked = Counter(normalise(q.text) for theme in themes for _, q in theme)
    problems = [
        f"{_where(named)} -> asked twice"
        for theme in themes for named in theme if asked[normalise(named[1].text)] > 1
    ]
    for t, theme in enumerate(themes):
        for i, named in enumerate(theme):
            problems += [
                f"{_where(named)} -> {THEMES[t]}: its answer is also {other[0]}'s"
                for other in theme[i + 1:]
                if _same_answer(named[1].answer_text, other[1])
                or (named[1].number is None and _same_answer(other[1].answer_text, named[1]))
            ]
    return problems


def later_answers_shown(deck: Deck) -> list[str]:
    """A choice of a text question that answers a later question of its theme: junior
    players see the choices, so an earlier card must not show a later card's answer."""
    problems = []
    for t, theme in enumerate(_themes(deck)):
        for i, named in enumerate(theme):
            if named[1].number is not None:
                continue
            problems += [
                f"{_where(named)} -> {THEMES[t]}: the choice {c!r} answers {other[0]}"
                for c in named[1].wrong_choices for other in theme[i + 1:]
                if _same_answer(c, other[1])
            ]
    return problems


def answers_given_away(deck: Deck) -> list[str]:
    """A text answer written in its own question."""
    return [
        f"{_where(named)} -> gives away {named[1].answer_text!r}"
        for theme in _themes(deck) for named in theme
        if named[1].number is None and normalise(named[1].answer_text) in normalise(named[1].text)
    ]


def misjudged(deck: Deck) -> list[str]:
    """An answer or accepted variant the judge refuses, a wrong choice it accepts."""
    problems = []
    for named in (n for theme in _themes(deck) for n in theme):
        q = named[1]
        problems += [
            f"{_where(named)} -> the judge refuses {typed!r}"
            for typed in (q.answer_text, *q.accept) if not judged_right(q, typed)
        ]
        problems += [
            f"{_where(named)} -> the judge accepts the wrong choice {c!r}"
            for c in q.wrong_choices if judged_right(q, c)
        ]
    return problems


CHECKS: dict[str, Callable[[Deck], list[str]]] = {
    check.__name__: check
    for check in (incomplete, repeated, later_answers_shown, answers_given_away, misjudged)
}


# ---- the shipped banks ---------------------------------------------------------------

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
def test_every_question_is_complete(language: str):
    problems = incomplete(_loaded(language))
    assert not problems, "\n".join(problems)


@pytest.mark.parametrize("language", LANGUAGES)
def test_no_question_twice_and_no_answer_twice_on_a_theme(language: str):
    problems = repeated(_loaded(language))
    assert not problems, "\n".join(problems)


@pytest.mark.parametrize("language", LANGUAGES)
def test_no_choice_is_the_answer_of_a_later_question_of_its_theme(language: str):
    problems = later_answers_shown(_loaded(language))
    assert not problems, "\n".join(problems)


@pytest.mark.parametrize("language", LANGUAGES)
def test_no_question_gives_its_answer_away(language: str):
    problems = answers_given_away(_loaded(language))
    assert not problems, "\n".join(problems)


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_judge_accepts_every_answer_and_refuses_every_wrong_choice(language: str):
    problems = misjudged(_loaded(language))
    assert not problems, "\n".join(problems)


# ---- the checks on planted problems --------------------------------------------------

@pytest.mark.parametrize("check", sorted(CHECKS))
def test_the_minimal_deck_passes_every_check(check: str):
    assert CHECKS[check](MINIMAL) == []


@pytest.mark.parametrize("case", PLANTED, ids=lambda c: c["name"])
def test_each_check_finds_its_planted_problem(case: dict[str, Any]):
    deck = MINIMAL
    for name, fields in case["set"].items():
        deck = edited(deck, name, fields)
    problems = CHECKS[case["check"]](deck)
    assert len(problems) == len(case["problems"]), problems
    for found, wanted in zip(problems, case["problems"], strict=True):
        assert wanted in found, found
