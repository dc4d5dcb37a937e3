"""Deck files (docs/decks.md): parsing with line numbers, validation, and a cache by content hash.

A match state keeps only the hash of its deck file; the parsed deck lives in
this module's cache, filled when the room's options are validated or the
match is set up (a shipped bank is also found again by its hash).
"""

from __future__ import annotations

import hashlib
import math
from collections import OrderedDict
from pathlib import Path

import yaml
from yaml.nodes import MappingNode, Node, ScalarNode, SequenceNode

from app.games.base import BadOptionsError
from app.games.em6_quiz.cards import QUESTIONS_PER_SIDE, Card, Deck, Question
from app.games.em6_quiz.judge import normalise
from app.games.em6_quiz.track import DECKS, SIDES

FORMAT = "bivouac-quiz-deck/1"
LANGUAGES = ("en", "fr")
BANKS_DIR = Path(__file__).parent / "banks"
UPLOADED = "uploaded deck file"
MAX_CACHED_UPLOADS = 256

_ROOT_FIELDS = ("format", "language", "title", "cards")
_CARD_FIELDS = ("deck", "front", "back")
_QUESTION_FIELDS = (
    "question", "choices", "answer", "accept", "number", "tolerance", "unit", "explanation",
)


class DeckError(BadOptionsError):
    """A deck file the loader refuses; the message names the file, the line and the problem."""

    def __init__(self, source: str, line: int | None, problem: str) -> None:
        where = f"{source}, line {line}" if line else source
        super().__init__(f"{where}: {problem}")
        self.source = source
        self.line = line
        self.problem = problem


class _DeckLoader(yaml.SafeLoader):
    """The safe YAML composer, refusing aliases (they could multiply a small file)."""

    source = UPLOADED

    def compose_node(self, parent: Node | None, index: object) -> Node | None:
        if self.check_event(yaml.AliasEvent):
            event = self.peek_event()
            raise DeckError(
                self.source, event.start_mark.line + 1, "aliases (*name) are not allowed"
            )
        return super().compose_node(parent, index)


def _line(node: Node) -> int:
    return node.start_mark.line + 1


class _Reader:
    """Walks the YAML node tree of one file, raising DeckError at the first problem."""

    def __init__(self, source: str) -> None:
        self.source = source

    def fail(self, node: Node | None, problem: str) -> DeckError:
        return DeckError(self.source, _line(node) if node is not None else None, problem)

    def mapping(self, node: Node, what: str, allowed: tuple[str, ...]) -> dict[str, Node]:
        if not isinstance(node, MappingNode):
            raise self.fail(node, f"{what} must be a mapping of fields (name: value)")
        fields: dict[str, Node] = {}
        for key, value in node.value:
            name = key.value if isinstance(key, ScalarNode) else None
            if name not in allowed:
                raise self.fail(
                    key, f"unknown field {name!r} in {what} (expected {', '.join(allowed)})"
                )
            if name in fields:
                raise self.fail(key, f"field {name!r} appears twice in {what}")
            fields[name] = value
        return fields

    def required(self, fields: dict[str, Node], name: str, parent: Node, what: str) -> Node:
        if name not in fields:
            raise self.fail(parent, f"{what} has no {name!r}")
        return fields[name]

    def text(self, node: Node, what: str) -> str:
        if not isinstance(node, ScalarNode) or node.tag == "tag:yaml.org,2002:null":
            raise self.fail(node, f"{what} must be text")
        # The raw scalar, so that `answer: yes` or `answer: 1.50` keep their spelling.
        value = " ".join(node.value.split())
        if not value:
            raise self.fail(node, f"{what} is empty")
        return value

    def answer_text(self, node: Node, what: str) -> str:
        value = self.text(node, what)
        if not normalise(value):
            raise self.fail(node, f"{what} {value!r} has no letters or digits")
        return value

    def number(self, node: Node, what: str) -> float:
        try:
            if not isinstance(node, ScalarNode):
                raise ValueError(what)
            value = float(node.value.strip())
        except ValueError:
            raise self.fail(node, f"{what} must be a number") from None
        if not math.isfinite(value):
            raise self.fail(node, f"{what} must be a finite number")
        return value

    def sequence(self, node: Node, what: str) -> list[Node]:
        if not isinstance(node, SequenceNode):
            raise self.fail(node, f"{what} must be a list")
        return list(node.value)


def parse_deck(text: str, source: str = UPLOADED) -> Deck:
    """Parse and validate a deck file; raise DeckError naming the file, line and problem."""
    root = _compose(text, source)
    reader = _Reader(source)
    fields = reader.mapping(root, "the deck file", _ROOT_FIELDS)
    for name in _ROOT_FIELDS:
        reader.required(fields, name, root, "the deck file")
    if reader.text(fields["format"], "format") != FORMAT:
        raise reader.fail(fields["format"], f"format must be {FORMAT}")
    language = reader.text(fields["language"], "language")
    if language not in LANGUAGES:
        raise reader.fail(fields["language"], f"language must be one of {', '.join(LANGUAGES)}")
    title = reader.text(fields["title"], "title")
    card_nodes = reader.sequence(fields["cards"], "cards")
    cards = tuple(_card(reader, node, n) for n, node in enumerate(card_nodes, start=1))
    for d, name in enumerate(DECKS):
        if not any(card.deck == d for card in cards):
            raise reader.fail(
                fields["cards"], f"no card of deck {name}: every deck A, B and C needs at least one"
            )
    key = content_key(text)
    return Deck(key, source, title, language, cards, len(text.encode("utf-8")))


def _compose(text: str, source: str) -> Node:
    if not isinstance(text, str) or not text.strip():
        raise DeckError(source, None, "the file is empty")
    try:
        # The reader checks the characters as it is built: a refused one raises here.
        loader = _DeckLoader(text)
    except yaml.YAMLError as err:
        raise DeckError(source, None, f"not valid YAML: {err}") from None
    loader.source = source
    try:
        root = loader.get_single_node()
    except DeckError:
        raise
    except yaml.MarkedYAMLError as err:
        mark = err.problem_mark or err.context_mark
        problem = err.problem or err.context or "not valid YAML"
        line = mark.line + 1 if mark else None
        raise DeckError(source, line, f"not valid YAML: {problem}") from None
    except yaml.YAMLError as err:
        raise DeckError(source, None, f"not valid YAML: {err}") from None
    finally:
        loader.dispose()
    if root is None:
        raise DeckError(source, None, "the file is empty")
    return root


def _card(reader: _Reader, node: Node, n: int) -> Card:
    what = f"card {n}"
    fields = reader.mapping(node, what, _CARD_FIELDS)
    for name in _CARD_FIELDS:
        reader.required(fields, name, node, what)
    deck_name = reader.text(fields["deck"], "deck")
    if deck_name not in DECKS:
        raise reader.fail(
            fields["deck"], f"deck must be one of {', '.join(DECKS)}, not {deck_name!r}"
        )
    sides = []
    for side in SIDES:
        items = reader.sequence(fields[side], f"{what} {side}")
        if len(items) != QUESTIONS_PER_SIDE:
            raise reader.fail(
                fields[side],
                f"{what} {side} has {len(items)} questions, expected exactly {QUESTIONS_PER_SIDE}",
            )
        sides.append(tuple(_question(reader, item) for item in items))
    return Card(DECKS.index(deck_name), (sides[0], sides[1]), _line(node))


def _question(reader: _Reader, node: Node) -> Question:
    fields = reader.mapping(node, "question", _QUESTION_FIELDS)
    for name in ("question", "choices", "answer", "explanation"):
        reader.required(fields, name, node, "question")
    text = reader.text(fields["question"], "question")
    choices = _choices(reader, fields["choices"])
    answer = reader.text(fields["answer"], "answer")
    if answer not in choices:
        raise reader.fail(fields["answer"], f"answer {answer!r} is not one of the choices")
    accept = _accept(reader, fields.get("accept"))
    number, tolerance, units = _numeric(reader, fields)
    explanation = reader.text(fields["explanation"], "explanation")
    return Question(
        text=text, choices=choices, answer=choices.index(answer), accept=accept,
        explanation=explanation, number=number, tolerance=tolerance, units=units, line=_line(node),
    )


def _choices(reader: _Reader, node: Node) -> tuple[str, ...]:
    items = reader.sequence(node, "choices")
    if len(items) != 3:
        raise reader.fail(node, f"question has {len(items)} choices, expected exactly 3")
    choices = tuple(reader.answer_text(item, "choice") for item in items)
    keys = [normalise(c) for c in choices]
    for i in range(3):
        for j in range(i):
            if keys[i] == keys[j]:
                raise reader.fail(
                    items[i],
                    f"choices {choices[j]!r} and {choices[i]!r} are the same once case, "
                    "accents, punctuation and articles are ignored",
                )
    return choices


def _accept(reader: _Reader, node: Node | None) -> tuple[str, ...]:
    if node is None:
        return ()
    items = [node] if isinstance(node, ScalarNode) else reader.sequence(node, "accept")
    return tuple(reader.answer_text(item, "accepted answer") for item in items)


def _numeric(
    reader: _Reader, fields: dict[str, Node]
) -> tuple[float | None, float, tuple[str, ...]]:
    number = reader.number(fields["number"], "number") if "number" in fields else None
    for name in ("tolerance", "unit"):
        if name in fields and number is None:
            raise reader.fail(fields[name], f"{name} needs a number field in the same question")
    tolerance = reader.number(fields["tolerance"], "tolerance") if "tolerance" in fields else 0.0
    if tolerance < 0:
        raise reader.fail(fields["tolerance"], "tolerance must not be negative")
    node = fields.get("unit")
    if node is None:
        return number, tolerance, ()
    items = [node] if isinstance(node, ScalarNode) else reader.sequence(node, "unit")
    return number, tolerance, tuple(reader.text(item, "unit") for item in items)


# ---- the cache -----------------------------------------------------------------

_CACHE: OrderedDict[str, Deck] = OrderedDict()
_PINNED: set[str] = set()
_BANKS: dict[str, tuple[tuple[str, int, int], str]] = {}  # language -> (file stamp, deck key)


def content_key(text: str) -> str:
    """The id of a deck file in the cache and in match states: a hash of its content."""
    return hashlib.sha256(text.encode("utf-8")).hexdigest()[:32]


def deck_from_text(text: str, source: str = UPLOADED, pinned: bool = False) -> Deck:
    """The deck of a file's content, parsed once and cached by its hash."""
    key = content_key(text)
    deck = _CACHE.get(key)
    if deck is None:
        deck = parse_deck(text, source)
        _CACHE[key] = deck
    _CACHE.move_to_end(key)
    if pinned:
        _PINNED.add(key)
    _evict()
    return deck


def _evict() -> None:
    uploads = [k for k in _CACHE if k not in _PINNED]
    for key in uploads[: max(0, len(uploads) - MAX_CACHED_UPLOADS)]:
        del _CACHE[key]


def bank_path(language: str) -> Path:
    """Where the shipped bank of a language lives."""
    return BANKS_DIR / f"{language}.yaml"


def bank(language: str) -> Deck:
    """The shipped question bank of a language; BadOptionsError if it is missing or invalid."""
    if language not in LANGUAGES:
        raise BadOptionsError(f"there is no question bank in {language!r}")
    source = f"banks/{language}.yaml"
    path = bank_path(language)
    try:
        stat = path.stat()
        stamp = (str(path), stat.st_mtime_ns, stat.st_size)
        known = _BANKS.get(language)
        if known is not None and known[0] == stamp and known[1] in _CACHE:
            return _CACHE[known[1]]
        text = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError):
        raise BadOptionsError(
            f"the {language} question bank ({source}) is missing or unreadable"
        ) from None
    try:
        deck = deck_from_text(text, source, pinned=True)
    except DeckError as err:
        raise BadOptionsError(f"the {language} question bank is invalid: {err}") from None
    _BANKS[language] = (stamp, deck.key)
    return deck


def cached_deck(key: str) -> Deck:
    """The deck with this content hash; the shipped banks are looked up if it is not cached."""
    deck = _CACHE.get(key)
    if deck is None:
        for language in LANGUAGES:
            try:
                bank(language)
            except BadOptionsError:
                continue
        deck = _CACHE.get(key)
    if deck is None:
        raise BadOptionsError(
            f"the deck {key} of this match is not loaded: validate the room's options first"
        )
    return deck
