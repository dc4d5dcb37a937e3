"""Deck files (docs/decks.md): screening, parsing with line numbers, validation.

Pure: the loader turns text into a `Deck` and never reads a file. The shipped
banks are read once at start-up by `app.quiz_banks`, which hands them to
`install_bank`; an uploaded deck is parsed when the room's options are
validated, and the match state then holds the parsed deck itself.

An upload is screened before it is composed: its size, every character
encodable, no YAML alias (a few lines could otherwise expand to gigabytes) and
a bounded nesting depth, all checked on the parser's event stream (libyaml's
C parser when it is installed).
"""

from __future__ import annotations

import hashlib
import math
import re
import weakref
from collections import deque
from typing import Protocol

import yaml
from yaml.nodes import MappingNode, Node, ScalarNode, SequenceNode

from app.games.base import BadOptionsError
from app.games.em6_quiz.cards import QUESTIONS_PER_SIDE, Card, Deck, Question
from app.games.em6_quiz.consistency import check_deck
from app.games.em6_quiz.judge import normalise
from app.games.em6_quiz.options import LANGUAGES
from app.games.em6_quiz.track import DECKS, SIDES

FORMAT = "bivouac-quiz-deck/1"
UPLOADED = "uploaded deck file"
#: The largest uploaded deck file, in bytes of UTF-8 (the shipped banks are not bound by it).
MAX_DECK_BYTES = 100 * 1024
#: Collections inside collections: a deck needs 6 (cards, a card, a side, a question, choices).
MAX_DEPTH = 8
_TOO_DEEP = f"lists and mappings nest more than {MAX_DEPTH} deep"
#: libyaml's parser and composer when available: an order of magnitude faster than pure Python.
YAML_LOADER: type = getattr(yaml, "CSafeLoader", yaml.SafeLoader)

# Why a file is refused, as a stable word beside the message (DeckError.kind).
TOO_LARGE, ALIAS, TOO_DEEP, BAD_TEXT, INVALID = (
    "too_large", "alias", "too_deep", "bad_text", "invalid",
)

_ROOT_FIELDS = ("format", "language", "title", "cards")
_CARD_FIELDS = ("deck", "front", "back")
_QUESTION_FIELDS = (
    "question", "choices", "answer", "accept", "number", "tolerance", "unit", "explanation",
)
#: What no text of a deck may hold: control characters (C0, C1), lone surrogates (they
#: cannot be encoded, so could not be stored), private-use characters, and the
#: bidirectional controls that reorder or hide text.
_REFUSED = re.compile(
    "[\x00-\x1f\x7f-\x9f\ud800-\udfff\ue000-\uf8ff\U000f0000-\U0010ffff"
    "\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]"
)


class DeckError(BadOptionsError):
    """A deck file the loader refuses; the message names the file, the line and the problem."""

    def __init__(self, source: str, line: int | None, problem: str, kind: str = INVALID) -> None:
        where = f"{source}, line {line}" if line else source
        super().__init__(f"{where}: {problem}")
        self.source = source
        self.line = line
        self.problem = problem
        self.kind = kind

    def __reduce__(self) -> tuple[type, tuple[str, int | None, str, str]]:
        # Whole across processes (a worker parses uploads): the default would pass the
        # message alone to __init__.
        return DeckError, (self.source, self.line, self.problem, self.kind)


def _line(node: Node) -> int:
    return node.start_mark.line + 1


#: What `visible_text` drops besides `_REFUSED`: zero-width characters.
_INVISIBLE = re.compile("[\u200b\u200c\u200d\u2060\ufeff]")


def visible_text(value: str) -> str:
    """`value` without what hides, reorders or cannot be encoded; spaces collapsed.

    For a typed answer, which every player sees: line breaks and tabs become
    spaces, every other refused character (and zero-width ones) is dropped.
    """
    spaced = " ".join(value.split())
    return " ".join(_INVISIBLE.sub("", _REFUSED.sub("", spaced)).split())


def refused_character(value: str) -> str | None:
    """The first character of `value` a deck may not hold (control, bidi, surrogate), or None."""
    found = _REFUSED.search(value)
    return found.group() if found else None


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
        char = refused_character(value)
        if char is not None:
            raise DeckError(
                self.source, _line(node),
                f"{what} holds the character U+{ord(char):04X}: control, direction and "
                "unencodable characters are not allowed", BAD_TEXT,
            )
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


def parse_deck(text: str, source: str = UPLOADED, max_bytes: int | None = None) -> Deck:
    """Parse and validate a deck file; raise DeckError naming the file, line and problem.

    A file parsed before and still held (by a state, or among the latest few) is not
    parsed again: validating a room's options and preparing them parse it once.
    """
    held = _held(text)
    if held is not None and (max_bytes is None or held.size <= max_bytes):
        return held
    root = _compose(text, source, max_bytes)
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
    cards = tuple(_card(reader, node, n, language) for n, node in enumerate(card_nodes, start=1))
    for d, name in enumerate(DECKS):
        if not any(card.deck == d for card in cards):
            raise reader.fail(
                fields["cards"], f"no card of deck {name}: every deck A, B and C needs at least one"
            )
    deck = Deck(content_key(text), source, title, language, cards, len(text.encode("utf-8")))
    problems = check_deck(deck)
    if problems:
        raise DeckError(source, None, f"the deck contradicts itself: {problems[0]}")
    deck = _HELD.setdefault(deck.key, deck)
    _RECENT.append(deck)
    return deck


def _held(text: object) -> Deck | None:
    if not isinstance(text, str):
        return None
    try:
        return _HELD.get(content_key(text))
    except UnicodeEncodeError:
        return None


def held_deck(key: str, *fields: object) -> Deck:
    """The deck of this key that something here holds, else a new one of these fields
    (how a deck crosses between processes: see Deck.__reduce__)."""
    deck = _HELD.get(key)
    if deck is None:
        deck = _HELD.setdefault(key, Deck(key, *fields))  # type: ignore[arg-type]
        _RECENT.append(deck)
    return deck


def is_held(text: str) -> bool:
    """True if this deck file was parsed and its deck is still held (no parse needed)."""
    return _held(text) is not None


def parse_upload(text: str) -> Deck:
    """An uploaded deck file: parse_deck with the upload's size limit."""
    return parse_deck(text, UPLOADED, MAX_DECK_BYTES)


def content_key(text: str) -> str:
    """The id of a deck file in match states' JSON: a hash of its content."""
    return hashlib.sha256(text.encode("utf-8")).hexdigest()[:32]


def _encoded(text: str, source: str) -> bytes:
    try:
        return text.encode("utf-8")
    except UnicodeEncodeError as err:
        line = text.count("\n", 0, err.start) + 1
        raise DeckError(
            source, line, f"the file holds the character U+{ord(text[err.start]):04X}, "
            "which cannot be encoded (a lone surrogate)", BAD_TEXT,
        ) from None


class _Mark(Protocol):
    """Where the parser was (PyYAML's pure and libyaml marks both have it)."""

    line: int


def _line_of(mark: _Mark | None) -> int | None:
    """The 1-based line a parser mark points at (None when the parser gave no mark)."""
    return mark.line + 1 if mark is not None else None


def _screen(text: str, source: str) -> None:
    """Walk the parser's events: refuse aliases and too deep nesting before anything is built."""
    parser = YAML_LOADER(text)
    depth = 0
    try:
        while parser.check_event():
            event = parser.get_event()
            if isinstance(event, yaml.AliasEvent):
                raise DeckError(
                    source, _line_of(event.start_mark), "aliases (*name) are not allowed", ALIAS
                )
            if isinstance(event, yaml.CollectionStartEvent):
                depth += 1
                if depth > MAX_DEPTH:
                    raise DeckError(source, _line_of(event.start_mark), _TOO_DEEP, TOO_DEEP)
            elif isinstance(event, yaml.CollectionEndEvent):
                depth -= 1
    finally:
        parser.dispose()


def _compose(text: str, source: str, max_bytes: int | None) -> Node:
    if not isinstance(text, str) or not text.strip():
        raise DeckError(source, None, "the file is empty")
    size = len(_encoded(text, source))
    if max_bytes is not None and size > max_bytes:
        raise DeckError(
            source, None,
            f"the file has {size:,} bytes; the limit is {max_bytes:,} bytes", TOO_LARGE,
        )
    try:
        _screen(text, source)
        loader = YAML_LOADER(text)
        try:
            root = loader.get_single_node()
        finally:
            loader.dispose()
    except DeckError:
        raise
    except yaml.reader.ReaderError as err:  # a character YAML refuses anywhere, comments too
        line = text.count("\n", 0, err.position) + 1
        raise DeckError(
            source, line, f"the file holds the character U+{err.character:04X}, which is "
            "not allowed", BAD_TEXT,
        ) from None
    except yaml.MarkedYAMLError as err:
        problem = err.problem or err.context or "not valid YAML"
        marked = _line_of(err.problem_mark or err.context_mark)
        if "nesting depth" in problem:  # libyaml's own bound on flow collections
            raise DeckError(source, marked, _TOO_DEEP, TOO_DEEP) from None
        raise DeckError(source, marked, f"not valid YAML: {problem}") from None
    except yaml.YAMLError as err:
        raise DeckError(source, None, f"not valid YAML: {err}") from None
    if root is None:
        raise DeckError(source, None, "the file is empty")
    return root


def _card(reader: _Reader, node: Node, n: int, language: str) -> Card:
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
        sides.append(tuple(_question(reader, item, language) for item in items))
    return Card(DECKS.index(deck_name), (sides[0], sides[1]), _line(node))


def _question(reader: _Reader, node: Node, language: str) -> Question:
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
        language=language,
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


# ---- the shipped banks, and decks held by states -------------------------------------

_BANKS: dict[str, Deck] = {}  # language -> deck, installed once at start-up, never evicted
_BY_KEY: dict[str, Deck] = {}
#: Every parsed deck that something still holds (a live match's states hold theirs), by
#: key, so that a state's JSON can be rebuilt; a deck no state holds any more leaves on
#: its own, and nothing removes one that is held.
_HELD: weakref.WeakValueDictionary[str, Deck] = weakref.WeakValueDictionary()
#: The latest decks parsed, held a little longer than their first use.
_RECENT: deque[Deck] = deque(maxlen=2)


def install_bank(deck: Deck) -> None:
    """Make a parsed shipped bank the deck of its language's rooms (app.quiz_banks calls it)."""
    _BANKS[deck.language] = deck
    _BY_KEY[deck.key] = deck


def bank(language: str) -> Deck:
    """The shipped question bank of a language; BadOptionsError if it was not installed."""
    if language not in LANGUAGES:
        raise BadOptionsError(f"there is no question bank in {language!r}")
    deck = _BANKS.get(language)
    if deck is None:
        raise BadOptionsError(
            f"the {language} question bank (banks/{language}.yaml) is missing or was not "
            "loaded at start-up"
        )
    return deck


def shipped_deck(key: str) -> Deck | None:
    """The installed bank whose file has this content hash, if any."""
    return _BY_KEY.get(key)


def cached_deck(key: str | Deck) -> Deck:
    """The deck with this content hash: an installed bank, or one a state still holds."""
    if isinstance(key, Deck):
        return key
    deck = _BY_KEY.get(key) or _HELD.get(key)
    if deck is None:
        raise BadOptionsError(
            f"the deck {key} of this match is not loaded: rebuild the state with its deck"
        )
    return deck
