"""The answer judge on known typed answers (data/judge.yaml), the number reader
(data/judge/numbers.yaml) and the fair-play vote rule."""

from __future__ import annotations

from typing import Any

import pytest

from app.games.em6_quiz.cards import Question, judged_right
from app.games.em6_quiz.judge import expected, fold, judge, normalise
from app.games.em6_quiz.numbers import quantity
from app.games.em6_quiz.turn import vote_accepts
from tests.games.em6_quiz.support import load

DATA = load("judge.yaml")


def _question(spec: dict[str, Any]) -> Question:
    choices = tuple(str(c) for c in spec["choices"])
    return Question(
        text="?",
        choices=choices,
        answer=choices.index(str(spec["answer"])),
        accept=tuple(str(a) for a in spec.get("accept", ())),
        explanation="",
        number=spec.get("number"),
        tolerance=spec.get("tolerance", 0.0),
        units=_units(spec.get("unit")),
    )


def _units(unit: str | list[str] | None) -> tuple[str, ...]:
    if unit is None:
        return ()
    return (unit,) if isinstance(unit, str) else tuple(unit)


def _cases(verdict: str) -> list[tuple[dict[str, Any], str]]:
    return [
        (entry["question"], typed) for entry in DATA["judge"]
        for typed in (*entry.get(verdict, ()), *entry.get(f"{verdict}+", ()))
    ]


def _verdict(spec: dict[str, Any], typed: str) -> bool:
    """The judge's verdict, in the question's language when the entry gives one."""
    question = _question(spec)
    if "language" not in spec:
        return judged_right(question, typed)
    reference = expected(
        question.answer_text, question.accept, question.wrong_choices,
        question.number, question.tolerance, question.units, language=spec["language"],
    )
    return judge(typed, reference)


def _id(case: tuple[dict[str, Any], str]) -> str:
    return f"{case[0]['answer']}<-{case[1]!r}"


@pytest.mark.parametrize(("text", "expected"), DATA["normalise"])
def test_normalise(text: str, expected: str):
    assert normalise(text) == expected


@pytest.mark.parametrize("case", _cases("accepted"), ids=_id)
def test_judge_accepts(case: tuple[dict[str, Any], str]):
    spec, typed = case
    assert _verdict(spec, typed)


@pytest.mark.parametrize("case", _cases("refused"), ids=_id)
def test_judge_refuses(case: tuple[dict[str, Any], str]):
    spec, typed = case
    assert not _verdict(spec, typed)


@pytest.mark.parametrize("spec", [e["question"] for e in DATA["judge"]], ids=lambda s: s["answer"])
def test_judge_takes_the_answer_and_variants_and_refuses_the_wrong_choices(spec: dict[str, Any]):
    question = _question(spec)
    for right in (question.answer_text, *question.accept):
        assert judged_right(question, right), right
    for wrong in question.wrong_choices:
        assert not judged_right(question, wrong), wrong


@pytest.mark.parametrize(("accept", "reject", "accepted"), DATA["votes"])
def test_a_majority_of_those_who_vote_accepts(accept: int, reject: int, accepted: bool):
    assert vote_accepts(accept, reject) is accepted


@pytest.mark.parametrize("case", load("judge/numbers.yaml")["quantities"], ids=lambda c: repr(c[0]))
def test_numbers_are_read_with_their_scale_unit_and_separators(case: list[Any]):
    typed, language, *wanted = case
    found = quantity(fold(typed), language)
    if wanted == [None]:
        assert found is None
        return
    values, scale, unit = wanted
    assert found is not None
    assert found.values == pytest.approx(tuple(float(v) for v in values))
    assert (found.scale, found.unit) == (scale, unit)
