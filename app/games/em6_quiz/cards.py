"""Questions, cards and decks as the rules core uses them once a deck file is loaded."""

from __future__ import annotations

from dataclasses import dataclass, field

from app.games.em6_quiz.judge import Expected, expected, judge
from app.games.em6_quiz.track import DECKS, THEMES, deck_of, side_of

QUESTIONS_PER_SIDE = 3


@dataclass(frozen=True)
class Question:
    """One question of a card side, with its secret answer."""

    text: str
    choices: tuple[str, ...]  # three choices, as written in the file
    answer: int  # index of the right one in `choices`
    accept: tuple[str, ...]
    explanation: str
    number: float | None = None
    tolerance: float = 0.0
    units: tuple[str, ...] = ()  # units a player may type after the number
    line: int = 0  # where the question starts in its file
    language: str | None = None  # the deck's, for the judge's words and numbers
    reference: Expected = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        # Normalised once per question, since the judge runs on every typed answer.
        object.__setattr__(self, "reference", expected(
            self.answer_text, self.accept, self.wrong_choices,
            self.number, self.tolerance, self.units, language=self.language,
        ))

    @property
    def answer_text(self) -> str:
        """The right choice, as written."""
        return self.choices[self.answer]

    @property
    def wrong_choices(self) -> tuple[str, ...]:
        """The two wrong choices."""
        return tuple(c for i, c in enumerate(self.choices) if i != self.answer)


@dataclass(frozen=True)
class Card:
    """A card of deck A, B or C: three questions on each side."""

    deck: int
    sides: tuple[tuple[Question, ...], tuple[Question, ...]]
    line: int = 0


@dataclass(frozen=True, eq=False)
class Deck:
    """A loaded deck file: its cards, and the indices of the cards of each deck A, B, C.

    A match state holds its deck; two decks are equal when their files are (same key).
    """

    key: str  # content hash: what a state's JSON keeps instead of the cards
    source: str  # the file name shown in messages
    title: str
    language: str
    cards: tuple[Card, ...]
    size: int  # bytes of the file

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Deck) and other.key == self.key

    def __hash__(self) -> int:
        return hash(self.key)

    def __reduce__(self) -> tuple[object, tuple[object, ...]]:
        # A deck parsed in another process (uploads are parsed in workers) arrives as
        # the one deck of its key that this process holds, not as a copy of it.
        from app.games.em6_quiz.loader import held_deck

        return held_deck, (self.key, self.source, self.title, self.language, self.cards,
                           self.size)

    @property
    def by_deck(self) -> tuple[tuple[int, ...], ...]:
        """Card indices of deck A, B and C."""
        return tuple(
            tuple(i for i, c in enumerate(self.cards) if c.deck == d) for d in range(len(DECKS))
        )

    def question(self, card: int, theme: int, number: int) -> Question:
        """The `number`-th question (0..2) of `theme`'s side of a card."""
        return self.cards[card].sides[side_of(theme)][number]

    def questions_of(self, theme: int) -> list[Question]:
        """Every question of a theme, in file order."""
        d, side = deck_of(theme), side_of(theme)
        return [q for c in self.cards if c.deck == d for q in c.sides[side]]

    def summary(self) -> dict[str, object]:
        """Title, language and size: what anyone may know about the deck."""
        return {
            "title": self.title,
            "language": self.language,
            "cards": len(self.cards),
            "questions": {THEMES[t]: len(self.questions_of(t)) for t in range(len(THEMES))},
            "bytes": self.size,
        }


def judged_right(question: Question, typed: str) -> bool:
    """The judge's verdict on a typed answer to `question`."""
    return judge(typed, question.reference)
