"""Self-contradicting decks (data/judge/consistency.yaml) and the shipped banks' consistency."""

from __future__ import annotations

from typing import Any

import pytest

from app.games.em6_quiz.consistency import check_deck
from app.games.em6_quiz.loader import bank, parse_deck
from app.games.em6_quiz.options import LANGUAGES
from app.quiz_banks import bank_path
from tests.games.em6_quiz.support import DATA, edited, load

MINIMAL = parse_deck((DATA / "minimal.yaml").read_text(encoding="utf-8"), "minimal.yaml")
CASES = load("judge/consistency.yaml")["cases"]


def test_the_minimal_deck_is_consistent():
    assert check_deck(MINIMAL) == []


@pytest.mark.parametrize("case", CASES, ids=lambda c: c["name"])
def test_check_deck_names_the_question_and_the_contradiction(case: dict[str, Any]):
    problems = check_deck(edited(MINIMAL, case["question"], case["set"]))
    assert len(problems) == len(case["problems"]), problems
    for found, wanted in zip(problems, case["problems"], strict=True):
        assert wanted in found


@pytest.mark.parametrize("language", [lang for lang in LANGUAGES if bank_path(lang).exists()])
def test_the_shipped_banks_do_not_contradict_themselves(language: str):
    assert check_deck(bank(language)) == []
