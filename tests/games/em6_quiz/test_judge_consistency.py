"""Self-contradicting decks (data/judge/consistency.yaml) and the shipped banks' consistency."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pytest

from app.games.em6_quiz.cards import Deck
from app.games.em6_quiz.consistency import check_deck, question_ids
from app.games.em6_quiz.loader import bank, parse_deck
from app.games.em6_quiz.options import LANGUAGES
from app.quiz_banks import bank_path
from tests.games.em6_quiz.support import DATA, load

MINIMAL = parse_deck((DATA / "minimal.yaml").read_text(encoding="utf-8"), "minimal.yaml")
CASES = load("judge/consistency.yaml")["cases"]


def _edited(deck: Deck, name: str, fields: dict[str, Any]) -> Deck:
    """The deck with fields of one question changed (as a loader that checks nothing would)."""
    values = {k: tuple(v) if isinstance(v, list) else v for k, v in fields.items()}
    target = dict(question_ids(deck))[name]
    cards = tuple(
        replace(card, sides=tuple(
            tuple(replace(q, **values) if q is target else q for q in side) for side in card.sides
        ))
        for card in deck.cards
    )
    return replace(deck, cards=cards)


def test_the_minimal_deck_is_consistent():
    assert check_deck(MINIMAL) == []


@pytest.mark.parametrize("case", CASES, ids=lambda c: c["name"])
def test_check_deck_names_the_question_and_the_contradiction(case: dict[str, Any]):
    problems = check_deck(_edited(MINIMAL, case["question"], case["set"]))
    assert len(problems) == len(case["problems"]), problems
    for found, wanted in zip(problems, case["problems"], strict=True):
        assert wanted in found


@pytest.mark.parametrize("language", [lang for lang in LANGUAGES if bank_path(lang).exists()])
def test_the_shipped_banks_do_not_contradict_themselves(language: str):
    assert check_deck(bank(language)) == []
