"""The proofreading listing of a deck, and matches drawing from the shipped banks."""

from __future__ import annotations

import random

import pytest

from app.games.base import match_rng
from app.games.em6_quiz import GAME
from app.games.em6_quiz.loader import bank, parse_deck
from app.games.em6_quiz.options import LANGUAGES
from app.games.em6_quiz.review import review
from app.games.em6_quiz.track import THEMES
from app.games.playout import random_step
from tests.games.em6_quiz.support import DECK_TEXT


def test_the_review_lists_every_question_once_under_its_theme_with_the_answer_marked():
    deck = parse_deck(DECK_TEXT, "deck.yaml")
    listing = review(deck)
    sections = listing.split("\n## ")[1:]
    assert len(sections) == len(THEMES)
    for theme, section in enumerate(sections):
        for question in deck.questions_of(theme):
            assert section.count(question.text) == 1
            assert f"**{question.answer_text}**" in section


@pytest.mark.parametrize("language", LANGUAGES)
def test_a_match_in_each_language_asks_questions_of_its_bank(language: str):
    texts = {q.text for t in range(len(THEMES)) for q in bank(language).questions_of(t)}
    options = GAME.validate_options(2, {"language": language})
    rng = random.Random(1)
    asked: set[str] = set()
    state = GAME.setup(2, options, match_rng("bank", 0))
    for ply in range(1, 400):
        question = GAME.view(state, None).get("question")
        if question:
            asked.add(question["text"])
        step = random_step(GAME, state, rng)
        if step is None or GAME.is_over(state):
            break
        state = GAME.apply(state, step.seat, step.move, match_rng("bank", ply))
    assert len(asked) >= 5 and asked <= texts
