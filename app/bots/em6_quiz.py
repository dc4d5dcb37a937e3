"""The `em6_quiz` bot: a well-read player whose memory depends on its level.

It knows the shipped question banks (read once per process by
`app.quiz_banks`, looked up by the question's text, as a human who knows their
trivia would), remembers an answer with a chance set by its level and the
question's difficulty, and otherwise guesses: one of the choices in junior
mode, a plausible wrong answer in classic mode. It picks themes for the
distance a right answer gains. It never votes in the fair-play vote: the
rules give computers no vote, and a computer standing in for an absent voter
abstains.
"""

from __future__ import annotations

import random
import re
from functools import cache

from app.bots.levels import EASY, HARD, MEDIUM
from app.games.base import JSON, Move, Seat
from app.games.em6_quiz.cards import Question
from app.games.em6_quiz.judge import normalise
from app.games.em6_quiz.options import LANGUAGES
from app.games.em6_quiz.track import INFINITY, THEMES, next_square
from app.quiz_banks import decks

#: Chance to remember the answer to the easiest question of a card side, per level.
MEMORY: dict[str, float] = {EASY: 0.5, MEDIUM: 0.7, HARD: 0.9}
#: Each step up in difficulty (second, third question of a side) costs this much memory.
HARDER = 0.1
#: Guesses for questions the bot has never seen, when it has no choices to pick from.
GUESSES: dict[str, tuple[str, ...]] = {
    "en": ("oxygen", "the Sun", "carbon", "iron", "water", "gravity", "the Moon"),
    "fr": ("l'oxygène", "le Soleil", "le carbone", "le fer", "l'eau", "la gravité", "la Lune"),
    "nl": ("zuurstof", "de zon", "koolstof", "ijzer", "water", "de zwaartekracht", "de maan"),
}
#: The vote a computer sends when it must act in one (standing in for an absent voter).
ABSTAIN: Move = {"type": "vote", "accept": None}
_NUMERIC = re.compile(r"\b(how many|how much|what year|which year|combien|quelle année)\b", re.I)


@cache
def _known(language: str) -> dict[str, Question]:
    deck = decks().get(language)
    if deck is None:
        return {}
    return {normalise(q.text): q for card in deck.cards for side in card.sides for q in side}


def recall(language: str, text: str) -> Question | None:
    """The shipped question with this text (the room's language first), if the bot knows it."""
    key = normalise(text)
    for lang in (language, *[x for x in LANGUAGES if x != language]):
        question = _known(lang).get(key)
        if question is not None:
            return question
    return None


def memory(level: str, number: int) -> float:
    """Chance a bot of `level` remembers the answer to the `number`-th question (1-3) of a side."""
    return max(0.0, MEMORY.get(level, MEMORY[EASY]) - HARDER * (number - 1))


def quiz_move(view: JSON, legal: list[Move], seat: Seat, level: str, rng: random.Random) -> Move:
    """The bot's move in the quiz race: roll, pick a theme or answer; never a vote or a mode."""
    moves = [m for m in legal if m.get("type") != "mode"]
    if not moves:
        return legal[0]
    kind = moves[0]["type"]
    if kind == "theme":
        return {"type": "theme", "theme": _theme(view, seat, moves, rng)}
    if kind == "answer":
        return _answer(view, moves, level, rng)
    if kind == "vote":
        return ABSTAIN if ABSTAIN in moves else moves[-1]
    return moves[0]


def _theme(view: JSON, seat: Seat, moves: list[Move], rng: random.Random) -> str:
    offered = [m["theme"] for m in moves]
    choosing = view.get("choosing") or {}
    asked = view["turn"] if view["turn"] is not None else seat
    square = view["pawns"][asked]
    if choosing.get("reason") == "final" or square >= INFINITY:
        return rng.choice(offered)  # on Infinity every theme asks the same final questions
    gain = {t: next_square(square, THEMES.index(t)) - square for t in offered}
    # For oneself the theme whose next square is farthest; for an opponent the nearest.
    mine = asked == seat
    best = max(gain.values()) if mine else min(gain.values())
    return rng.choice([t for t in offered if gain[t] == best])


def _answer(view: JSON, moves: list[Move], level: str, rng: random.Random) -> Move:
    asked = view["question"]
    language = view["deck"]["language"]
    question = recall(language, asked["text"])
    remembered = (
        question if question is not None and rng.random() < memory(level, asked["number"])
        else None
    )
    choices = asked.get("choices")
    if "free" not in moves[0]:
        count = len(choices) if choices else 3
        if remembered is not None and choices:
            for i, choice in enumerate(choices):
                if normalise(choice) == normalise(remembered.answer_text):
                    return {"type": "answer", "choice": i}
        return {"type": "answer", "choice": rng.randrange(count)}
    if remembered is not None:
        return {"type": "answer", "text": remembered.answer_text}
    return {"type": "answer", "text": _wrong_guess(question, asked["text"], language, rng)}


def _wrong_guess(question: Question | None, text: str, language: str,
                 rng: random.Random) -> str:
    if question is not None:
        return rng.choice(question.wrong_choices)  # a plausible mix-up
    if _NUMERIC.search(text):
        return str(rng.choice((3, 7, 12, 100, 1900, 1969)))
    return rng.choice(GUESSES.get(language, GUESSES["en"]))
