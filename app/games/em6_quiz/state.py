"""The match state of the quiz race, and its JSON form."""

from __future__ import annotations

from dataclasses import dataclass
from itertools import permutations
from typing import Any

from app.games.base import JSON, Seat
from app.games.em6_quiz.cards import Deck
from app.games.em6_quiz.track import Square, Theme

CLASSIC, JUNIOR = 0, 1
MODES: tuple[str, ...] = ("classic", "junior")

# Phases: who the match waits for, and for what.
ROLL = "roll"  # the player on turn rolls to move
CHOOSE = "choose"  # someone picks a theme (Destiny, Challenge, or the final questions)
FINAL_ROLL = "final_roll"  # the player at Infinity rolls for the number of final questions
ANSWER = "answer"  # the asked player answers
VOTE = "vote"  # the other players vote on a typed answer the judge refused
OVER = "over"

# Why a theme is being chosen.
DESTINY, CHALLENGE, FINAL = "destiny", "challenge", "final"

# A seat's entry in a vote (a computer stand-in abstains: it has acted, for neither side).
NOT_A_VOTER, PENDING, REJECT, ACCEPT, ABSTAIN = -2, -1, 0, 1, 2

# Verdicts of a resolved question.
RIGHT, WRONG, TIMEOUT, ACCEPTED, REJECTED = "right", "wrong", "timeout", "accepted", "rejected"

#: The orders in which the three choices may be shown; a question in play keeps an index here.
CHOICE_ORDERS: tuple[tuple[int, ...], ...] = tuple(permutations(range(3)))

TRAIL_LENGTH = 8  # pawn moves the view keeps, so a renderer can animate the last turn


@dataclass(frozen=True)
class Asked:
    """A question put to a player: which card and question, and how its choices are shown."""

    seat: Seat
    theme: Theme
    card: int  # index into the deck's cards (secret: never in a view)
    number: int  # 0, 1 or 2: the question on the theme's side
    order: int  # index into CHOICE_ORDERS
    finals: int = 0  # 0: an ordinary question; 1..3: how many final questions are asked

    def to_json(self) -> JSON:
        """A compact list."""
        return [self.seat, self.theme, self.card, self.number, self.order, self.finals]

    @staticmethod
    def from_json(data: JSON) -> Asked:
        """Rebuild from `to_json`."""
        return Asked(*data)


@dataclass(frozen=True)
class Resolved:
    """The last question resolved: what was given, the verdict, and where the pawn went."""

    asked: Asked
    given: str | None  # the typed text or the chosen choice; None when the time ran out
    verdict: str
    votes: tuple[int, int] | None  # (accept, reject) when the other players voted
    moved: tuple[Square, Square]

    def to_json(self) -> JSON:
        """A JSON object."""
        return {
            "asked": self.asked.to_json(),
            "given": self.given,
            "verdict": self.verdict,
            "votes": list(self.votes) if self.votes is not None else None,
            "moved": list(self.moved),
        }

    @staticmethod
    def from_json(data: JSON) -> Resolved:
        """Rebuild from `to_json`."""
        votes = data["votes"]
        return Resolved(
            asked=Asked.from_json(data["asked"]),
            given=data["given"],
            verdict=data["verdict"],
            votes=(votes[0], votes[1]) if votes is not None else None,
            moved=(data["moved"][0], data["moved"][1]),
        )


@dataclass(frozen=True)
class Step:
    """A pawn move: by the die or by a right answer."""

    turn: int
    seat: Seat
    start: Square
    end: Square
    cause: str  # "die" or "answer"


@dataclass(frozen=True)
class Times:
    """The room's deadlines in seconds."""

    roll: int
    answer: int
    vote: int


@dataclass(frozen=True)
class QuizState:
    """A position of the race; it holds its parsed deck (its JSON keeps only the deck's key)."""

    deck: Deck
    pawns: tuple[Square, ...]
    modes: tuple[int, ...]  # CLASSIC or JUNIOR per seat
    seat: Seat  # whose turn it is
    phase: str
    piles: tuple[tuple[int, ...], ...]  # draw order of decks A, B, C (secret)
    discards: tuple[tuple[int, ...], ...]
    times: Times
    round_limit: int
    turns: int = 0  # turns completed
    chooser: Seat = -1  # who picks the theme in CHOOSE
    reason: str = ""  # DESTINY, CHALLENGE or FINAL in CHOOSE
    die: int = 0  # the roll that led to the current square (picks the question)
    theme: int = -1  # the theme chosen for the final questions, before their roll
    asked: Asked | None = None
    given: str = ""  # the typed answer under vote
    votes: tuple[int, ...] = ()
    switched: frozenset[Seat] = frozenset()  # seats that changed mode this turn
    computers: frozenset[Seat] = frozenset()  # seats a computer plays: never voters
    mode_lock: bool = True  # False for a match stored before the mode ruling
    rolled: tuple[Seat, int] | None = None  # the last roll: who, and the die
    trail: tuple[Step, ...] = ()
    last: Resolved | None = None
    winner: Seat | None = None

    @property
    def players(self) -> int:
        """The number of seats."""
        return len(self.pawns)

    @property
    def finished(self) -> bool:
        """True once someone won or the round limit was reached."""
        return self.phase == OVER


def evolve(state: QuizState, **changes: Any) -> QuizState:
    """A copy of `state` with some fields changed (`dataclasses.replace`, without its overhead)."""
    # replace() re-runs __init__ over all fields; bots call apply far too often for that.
    new = object.__new__(QuizState)
    fields = new.__dict__
    fields.update(state.__dict__)
    fields.update(changes)
    return new


def state_to_json(state: QuizState) -> JSON:
    """The whole state as JSON data."""
    return {
        "deck": state.deck.key,
        "pawns": list(state.pawns),
        "modes": list(state.modes),
        "seat": state.seat,
        "phase": state.phase,
        "piles": [list(p) for p in state.piles],
        "discards": [list(d) for d in state.discards],
        "times": [state.times.roll, state.times.answer, state.times.vote],
        "round_limit": state.round_limit,
        "turns": state.turns,
        "chooser": state.chooser,
        "reason": state.reason,
        "die": state.die,
        "theme": state.theme,
        "asked": state.asked.to_json() if state.asked else None,
        "given": state.given,
        "votes": list(state.votes),
        "switched": sorted(state.switched),
        "computers": sorted(state.computers),
        "mode_lock": state.mode_lock,
        "rolled": list(state.rolled) if state.rolled else None,
        "trail": [[s.turn, s.seat, s.start, s.end, s.cause] for s in state.trail],
        "last": state.last.to_json() if state.last else None,
        "winner": state.winner,
    }


def state_from_json(data: JSON, deck: Deck) -> QuizState:
    """Rebuild a state from `state_to_json` and its deck (the one with the key it names)."""
    fields: dict[str, Any] = dict(data)
    if fields["deck"] != deck.key:
        raise ValueError(f"the state names the deck {fields['deck']}, not {deck.key}")
    rolled = fields["rolled"]
    return QuizState(
        deck=deck,
        pawns=tuple(fields["pawns"]),
        modes=tuple(fields["modes"]),
        seat=fields["seat"],
        phase=fields["phase"],
        piles=tuple(tuple(p) for p in fields["piles"]),
        discards=tuple(tuple(d) for d in fields["discards"]),
        times=Times(*fields["times"]),
        round_limit=fields["round_limit"],
        turns=fields["turns"],
        chooser=fields["chooser"],
        reason=fields["reason"],
        die=fields["die"],
        theme=fields["theme"],
        asked=Asked.from_json(fields["asked"]) if fields["asked"] else None,
        given=fields["given"],
        votes=tuple(fields["votes"]),
        switched=frozenset(fields["switched"]),
        computers=frozenset(fields.get("computers", ())),
        mode_lock=fields.get("mode_lock", True),
        rolled=(rolled[0], rolled[1]) if rolled else None,
        trail=tuple(Step(*s) for s in fields["trail"]),
        last=Resolved.from_json(fields["last"]) if fields["last"] else None,
        winner=fields["winner"],
    )
