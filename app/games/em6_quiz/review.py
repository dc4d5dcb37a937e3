"""A deck listed theme by theme, with every answer, for a person to proofread."""

from __future__ import annotations

from app.games.em6_quiz.cards import Deck, Question
from app.games.em6_quiz.track import THEME_NAMES, THEMES

DIFFICULTY = ("easy", "medium", "hard")


def _number(question: Question) -> str:
    if question.number is None:
        return ""
    value = f"{question.number:g}"
    tolerance = f" ± {question.tolerance:g}" if question.tolerance else ""
    units = f" ({' / '.join(question.units)})" if question.units else ""
    return f"  \n  number: {value}{tolerance}{units}"


def _entry(n: int, question: Question) -> str:
    choices = " · ".join(
        f"**{c}**" if i == question.answer else c for i, c in enumerate(question.choices)
    )
    accept = f"  \n  also accepted: {', '.join(question.accept)}" if question.accept else ""
    return (
        f"{n}. ({DIFFICULTY[(n - 1) % 3]}, line {question.line}) {question.text}  \n"
        f"  choices: {choices}{accept}{_number(question)}  \n"
        f"  explanation: {question.explanation}"
    )


def review(deck: Deck, locale: str | None = None) -> str:
    """The whole deck as Markdown: one section per theme, questions in file order."""
    locale = locale or (deck.language if deck.language in ("en", "fr", "nl") else "en")
    lines = [f"# {deck.title} ({deck.language}, {len(deck.cards)} cards)", ""]
    for theme, name in enumerate(THEMES):
        questions = deck.questions_of(theme)
        lines += [f"## {THEME_NAMES[name][locale]} ({len(questions)} questions)", ""]
        lines += [_entry(n, q) for n, q in enumerate(questions, start=1)]
        lines.append("")
    return "\n".join(lines)
