"""The judge on its labelled set (data/judge/): error rates per class, against the targets.

Run with `-s` to see the table; `python -m tests.games.em6_quiz.test_judge_set` prints it
as the Markdown of docs/decks.md.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from functools import cache

import pytest
import yaml

from app.games.em6_quiz.cards import Question
from app.games.em6_quiz.judge import expected, judge
from app.games.em6_quiz.loader import bank
from app.games.em6_quiz.options import LANGUAGES
from app.quiz_banks import bank_path
from tests.games.em6_quiz import judge_set

MIN_ITEMS = 1500
MAX_ERROR_RATE = 0.01
MAX_FALSE_ACCEPTS = 0  # an accepted answer that means something else
REGENERATE = "run PYTHONPATH=$PWD .venv/bin/python -m tests.games.em6_quiz.judge_set"


@dataclass(frozen=True)
class Item:
    question: str
    typed: str
    label: str
    right: bool
    source: str


@cache
def questions(language: str) -> dict[str, Question]:
    return dict(judge_set.question_ids(bank(language)))


def languages() -> list[str]:
    return [language for language in LANGUAGES if bank_path(language).exists()]


def items() -> list[Item]:
    found = []
    for language in languages():
        for path in (judge_set.generated_path(language), judge_set.FOLDER / f"hand-{language}.yaml"):
            if not path.exists():
                continue
            data = yaml.safe_load(path.read_text(encoding="utf-8"))
            assert data["language"] == language, path
            found += [
                Item(str(i["q"]), str(i["typed"]), i["class"], bool(i["right"]), path.name)
                for i in data["items"]
            ]
    return found


@cache
def _reference(language: str, name: str):
    q = questions(language)[name]
    return expected(q.answer_text, q.accept, q.wrong_choices, q.number, q.tolerance, q.units,
                    language=language)


def verdict(item: Item) -> bool:
    language = item.question.split("-")[0]
    return judge(item.typed, _reference(language, item.question))


@dataclass
class Figures:
    size: Counter
    false_accepts: Counter
    false_rejects: Counter
    errors: list[Item]

    def table(self) -> str:
        lines = ["| class | items | false accepts | false rejects |", "|---|---:|---:|---:|"]
        for label in sorted(self.size):
            lines.append(f"| {label} | {self.size[label]} | {self.false_accepts[label]} "
                         f"| {self.false_rejects[label]} |")
        total = sum(self.size.values())
        fa, fr = sum(self.false_accepts.values()), sum(self.false_rejects.values())
        lines.append(f"| **all** | **{total}** | **{fa}** | **{fr}** "
                     f"({(fa + fr) / max(total, 1):.2%} errors) |")
        return "\n".join(lines)


def measure(all_items: list[Item]) -> Figures:
    figures = Figures(Counter(), Counter(), Counter(), [])
    for item in all_items:
        figures.size[item.label] += 1
        if verdict(item) != item.right:
            (figures.false_rejects if item.right else figures.false_accepts)[item.label] += 1
            figures.errors.append(item)
    return figures


def _describe(item: Item) -> str:
    q = questions(item.question.split("-")[0])[item.question]
    kind = "accepts" if not item.right else "refuses"
    return f"{item.question} ({q.answer_text!r}) {kind} {item.typed!r} [{item.label}]"


def test_the_labelled_set_covers_every_question_of_every_bank():
    all_items = items()
    assert len(all_items) >= MIN_ITEMS
    for language in languages():
        named = {i.question for i in all_items if i.question.startswith(f"{language}-")}
        missing = sorted(set(questions(language)) - named)
        assert not missing, f"{language}: questions without items {missing[:5]}: {REGENERATE}"


@pytest.mark.parametrize("language", languages())
def test_the_generated_items_are_those_of_the_generator(language: str):
    """The generated file follows its bank: regenerate it after editing the bank."""
    path = judge_set.generated_path(language)
    assert path.exists(), f"{path.name} is missing: {REGENERATE}"
    on_file = yaml.safe_load(path.read_text(encoding="utf-8"))
    assert on_file["items"] == judge_set.generate(bank(language)), REGENERATE


def test_the_judge_meets_its_targets_on_the_labelled_set():
    all_items = items()
    figures = measure(all_items)
    print("\n" + figures.table())
    false_accepts = sum(figures.false_accepts.values())
    errors = len(figures.errors)
    report = "\n".join([figures.table(), *map(_describe, figures.errors)])
    assert false_accepts <= MAX_FALSE_ACCEPTS, report
    assert errors <= MAX_ERROR_RATE * len(all_items), report


def test_every_hand_labelled_item_names_a_known_question():
    for item in items():
        language = item.question.split("-")[0]
        assert item.question in questions(language), f"{item.source}: {item.question}"


if __name__ == "__main__":
    from app import quiz_banks

    quiz_banks.install()
    figures = measure(items())
    print(figures.table())
    print(f"\n{len(items())} items")
    for error in figures.errors:
        print(_describe(error))
