"""What a seat or a spectator sees: the only door out of a quiz state.

Before a question is resolved the view holds its text, theme and (for a
junior answerer) its choices in the shown order, never which one is right,
the accepted answers or the explanation. The deck order and card indices
never appear.
"""

from __future__ import annotations

from app.games.base import JSON, Seat, ranks_from_keys
from app.games.em6_quiz.cards import Deck, Question
from app.games.em6_quiz.state import (
    ACCEPTED,
    CHOICE_ORDERS,
    CHOOSE,
    FINAL_ROLL,
    JUNIOR,
    MODES,
    NOT_A_VOTER,
    OVER,
    PENDING,
    RIGHT,
    VOTE,
    Asked,
    QuizState,
    Resolved,
)
from app.games.em6_quiz.track import THEMES, themes_view, track_view
from app.games.em6_quiz.turn import standing

_TRACK = track_view()
_THEMES = themes_view()


def _shown_choices(question: Question, asked: Asked) -> list[str]:
    return [question.choices[i] for i in CHOICE_ORDERS[asked.order]]


def _question(deck: Deck, asked: Asked, modes: tuple[int, ...]) -> JSON:
    question = deck.question(asked.card, asked.theme, asked.number)
    junior = modes[asked.seat] == JUNIOR
    return {
        "seat": asked.seat,
        "theme": THEMES[asked.theme],
        "text": question.text,
        "number": asked.number + 1,
        # Choices only help a junior answerer; shown to all so the table can follow.
        "choices": _shown_choices(question, asked) if junior else None,
        "final": {"index": asked.number + 1, "count": asked.finals} if asked.finals else None,
    }


def _vote(deck: Deck, state: QuizState) -> JSON:
    # The vote shows the expected answer: the judge has ruled, only the table's verdict remains.
    assert state.asked is not None
    question = deck.question(state.asked.card, state.asked.theme, state.asked.number)
    return {
        "seat": state.asked.seat,
        "given": state.given,
        "expected": question.answer_text,
        "explanation": question.explanation,
        "voters": [s for s, v in enumerate(state.votes) if v != NOT_A_VOTER],
        # Who has voted, never how, until the vote closes.
        "voted": [s for s, v in enumerate(state.votes) if v not in (NOT_A_VOTER, PENDING)],
    }


def _resolved(deck: Deck, last: Resolved) -> JSON:
    asked = last.asked
    question = deck.question(asked.card, asked.theme, asked.number)
    return {
        "seat": asked.seat,
        "theme": THEMES[asked.theme],
        "text": question.text,
        "number": asked.number + 1,
        "choices": _shown_choices(question, asked),
        "given": last.given,
        "verdict": last.verdict,
        "right": last.verdict in (RIGHT, ACCEPTED),
        "answer": question.answer_text,
        "explanation": question.explanation,
        "votes": {"accept": last.votes[0], "reject": last.votes[1]} if last.votes else None,
        "from": last.moved[0],
        "to": last.moved[1],
        "final": {"index": asked.number + 1, "count": asked.finals} if asked.finals else None,
    }


def build_view(state: QuizState, seat: Seat | None) -> JSON:
    """The view of `state` for `seat` (None: a spectator); the same for every seat but `you`."""
    deck = state.deck
    over = state.phase == OVER
    return {
        "you": seat,
        "deck": {"title": deck.title, "language": deck.language},
        "track": [dict(square) for square in _TRACK],
        "themes": [dict(theme, names=dict(theme["names"])) for theme in _THEMES],
        "pawns": list(state.pawns),
        "modes": [MODES[m] for m in state.modes],
        # True: a mode is fixed once the first die is rolled (False: a match stored before).
        "mode_lock": state.mode_lock,
        "turn": None if over else state.seat,
        "phase": state.phase,
        "round": min(state.turns // state.players + 1, state.round_limit),
        "round_limit": state.round_limit,
        "rolled": {"seat": state.rolled[0], "die": state.rolled[1]} if state.rolled else None,
        "choosing": (
            {"seat": state.chooser, "reason": state.reason} if state.phase == CHOOSE else None
        ),
        "final_theme": THEMES[state.theme] if state.phase == FINAL_ROLL else None,
        "question": _question(deck, state.asked, state.modes) if state.asked else None,
        "vote": _vote(deck, state) if state.phase == VOTE else None,
        "last": _resolved(deck, state.last) if state.last else None,
        "trail": [
            {"turn": s.turn, "seat": s.seat, "from": s.start, "to": s.end, "by": s.cause}
            for s in state.trail
        ],
        "winner": state.winner,
        "ranks": list(ranks_from_keys(standing(state))) if over else None,
    }
