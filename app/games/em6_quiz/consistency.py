"""Decks that contradict themselves: what `check_deck` finds, question by question.

A deck may be well formed and still judge unfairly: an answer that disagrees
with its `number`, a wrong choice within the tolerance, an accepted variant
that is a wrong choice (or reads as one), so that classic mode accepts a typed wrong
choice that junior mode refuses.
Each message names the question (`fr-B1-F1`: the bank's language, card 1 of
deck B, front, first question), its line, and the contradiction.
"""

from __future__ import annotations

from collections.abc import Iterator

from app.games.em6_quiz import numbers
from app.games.em6_quiz.cards import Deck, Question
from app.games.em6_quiz.judge import Expected, expected, fold, judge, normalise
from app.games.em6_quiz.track import DECKS

SIDE_LETTERS = ("F", "B")


def question_ids(deck: Deck) -> Iterator[tuple[str, Question]]:
    """Every question of a deck with its id, in file order."""
    seen = [0] * len(DECKS)
    for card in deck.cards:
        seen[card.deck] += 1
        for s, side in enumerate(card.sides):
            for i, question in enumerate(side, start=1):
                name = f"{deck.language}-{DECKS[card.deck]}{seen[card.deck]}-{SIDE_LETTERS[s]}{i}"
                yield name, question


def reference(question: Question, language: str | None) -> Expected:
    """The judge's reference for a question, in the deck's language."""
    return expected(
        question.answer_text, question.accept, question.wrong_choices,
        question.number, question.tolerance, question.units, language=language,
    )


def check_deck(deck: Deck) -> list[str]:
    """Every self-contradiction of a deck, one message each (empty if there is none)."""
    problems = []
    for name, question in question_ids(deck):
        where = f"{name} (line {question.line})"
        problems += [f"{where}: {p}" for p in check_question(question, deck.language)]
    return problems


def check_question(question: Question, language: str | None) -> list[str]:
    """The contradictions of one question."""
    ref = reference(question, language)
    problems = []
    if question.number is not None:
        problems += _number_problems(question, language)
    answer = question.answer_text
    for wrong in question.wrong_choices:
        if judge(wrong, ref):
            problems.append(
                f"classic mode accepts the wrong choice {wrong!r} that junior mode refuses"
            )
        as_wrong = expected(wrong, language=language)
        for typed in (answer, *question.accept):
            if normalise(typed) == normalise(wrong):
                problems.append(f"the accepted answer {typed!r} is the wrong choice {wrong!r}")
            elif judge(typed, as_wrong):
                problems.append(
                    f"the accepted answer {typed!r} reads as the wrong choice {wrong!r}"
                )
    return problems


def _number_problems(question: Question, language: str | None) -> list[str]:
    assert question.number is not None
    problems = []
    found = numbers.quantity(fold(question.answer_text), language)
    if found is None:
        return [f"the answer {question.answer_text!r} is not a number, but its number is "
                f"{question.number:g}"]
    if all(abs(v * found.scale - question.number) > question.tolerance + 1e-9
           for v in found.values):
        problems.append(
            f"the answer {question.answer_text!r} disagrees with its number "
            f"{question.number:g} (tolerance {question.tolerance:g})"
        )
    for wrong in question.wrong_choices:
        typed = numbers.quantity(fold(wrong), language)
        if typed is not None and any(
            abs(v * typed.scale - question.number) <= question.tolerance + 1e-9
            for v in typed.values
        ):
            problems.append(
                f"the wrong choice {wrong!r} is within the tolerance "
                f"({question.number:g} ± {question.tolerance:g})"
            )
    return problems
