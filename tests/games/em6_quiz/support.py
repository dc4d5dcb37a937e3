"""Shared helpers of the quiz race tests: the test deck, scripted dice, positions from data."""

from __future__ import annotations

import random
from dataclasses import replace
from pathlib import Path
from typing import Any

import yaml

from app.games.base import Move, Seat, match_rng
from app.games.em6_quiz import GAME
from app.games.em6_quiz.cards import Deck
from app.games.em6_quiz.consistency import question_ids
from app.games.em6_quiz.state import CHOICE_ORDERS, JUNIOR, MODES, QuizState
from app.games.em6_quiz.turn import begin_turn, current_question

DATA = Path(__file__).parent / "data"
DECK_TEXT = (DATA / "deck.yaml").read_text(encoding="utf-8")
WRONG_TEXT = "zzzz"


def load(name: str) -> Any:
    """A YAML data file of this folder."""
    return yaml.safe_load((DATA / name).read_text(encoding="utf-8"))


def edited(deck: Deck, name: str, fields: dict[str, Any]) -> Deck:
    """The deck with fields of its question `name` (`fr-A1-F2`) changed, as a loader that
    checks nothing would give it (lists become tuples)."""
    values = {k: tuple(v) if isinstance(v, list) else v for k, v in fields.items()}
    target = dict(question_ids(deck))[name]
    cards = tuple(
        replace(card, sides=tuple(
            tuple(replace(q, **values) if q is target else q for q in side) for side in card.sides
        ))
        for card in deck.cards
    )
    return replace(deck, cards=cards)


def options(players: int, **extra: Any) -> dict[str, Any]:
    """Validated room options playing the test deck."""
    return GAME.validate_options(players, {"deck": DECK_TEXT, **extra})


class Dice(random.Random):
    """A generator whose die rolls are scripted; everything else stays random."""

    def __init__(self, *rolls: int, seed: str = "dice") -> None:
        super().__init__(seed)
        self.rolls = list(rolls)

    def randint(self, a: int, b: int) -> int:
        if self.rolls:
            return self.rolls.pop(0)
        return super().randint(a, b)


def position(spec: dict[str, Any]) -> QuizState:
    """A state from a data entry: players, pawns, modes, whose turn, turns played, options."""
    players = spec["players"]
    opts = options(players, **spec.get("options", {}))
    state = GAME.setup(players, opts, match_rng(spec.get("seed", "position"), 0))
    modes = tuple(MODES.index(m) for m in spec.get("modes", ["classic"] * players))
    state = replace(
        state, pawns=tuple(spec.get("pawns", [0] * players)), modes=modes,
        turns=spec.get("turns", 0),
    )
    return begin_turn(state, spec.get("turn", 0))


def answer_move(state: QuizState, seat: Seat, right: bool) -> Move:
    """A right or wrong answer to the question in play, in the seat's mode."""
    question = current_question(state)
    assert state.asked is not None
    if state.modes[seat] == JUNIOR:
        order = CHOICE_ORDERS[state.asked.order]
        wanted = [i for i, c in enumerate(order) if (c == question.answer) == right]
        return {"type": "answer", "choice": wanted[0]}
    return {"type": "answer", "text": question.answer_text if right else WRONG_TEXT}
