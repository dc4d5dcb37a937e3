"""The answer judge: is a typed answer close enough to the expected one?

Pure text functions, shared by the rules core, the deck loader and the tests
of the question banks. Both the typed answer and the expected answers are
normalised (case, accents, punctuation, leading articles, spaces) before
they are compared; small typos are forgiven on letters, never on digits.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterable
from dataclasses import dataclass

from rapidfuzz.distance import OSA

#: Leading words dropped before comparing ("the Moon" = "Moon", "l'eau" = "eau").
ARTICLES = frozenset({
    "the", "a", "an",
    "le", "la", "les", "l", "un", "une", "des", "du", "de", "d",
})
MAX_ARTICLES = 2  # "de la", "de l'"
SHORT_ANSWER = 3  # answers this long or shorter get no typo tolerance
LETTERS_PER_TYPO = 5

_SPECIAL_LETTERS = str.maketrans({"œ": "oe", "æ": "ae", "ø": "o", "ł": "l", "đ": "d"})
# A number (a sign only after a space or at the start: "1939-1945" has none) or a word.
_TOKEN = re.compile(r"(?<![\w-])-?\d+(?:[.,]\d+)*|\d+(?:[.,]\d+)*|[^\W\d_]+")
_NUMBER = re.compile(r"^([+-]?\d{1,3}(?:[ \u00a0\u202f]\d{3})+|[+-]?\d+)(?:[.,](\d+))?(.*)$")
_DIGITS = re.compile(r"\d+")


def fold(text: str) -> str:
    """Lower case without accents."""
    decomposed = unicodedata.normalize("NFKD", text.casefold().translate(_SPECIAL_LETTERS))
    return "".join(c for c in decomposed if not unicodedata.combining(c))


def words(text: str) -> list[str]:
    """The words and numbers of `text`, folded, without punctuation or leading articles."""
    tokens = [t.replace(",", ".") for t in _TOKEN.findall(fold(text))]
    dropped = 0
    while len(tokens) > 1 and tokens[0] in ARTICLES and dropped < MAX_ARTICLES:
        tokens.pop(0)
        dropped += 1
    return tokens


def normalise(text: str) -> str:
    """The comparison form of an answer: folded words, no spaces ("The Milky-Way" → "milkyway")."""
    return "".join(words(text))


def typo_allowance(key: str) -> int:
    """How many typos an expected answer of this normalised form forgives."""
    if len(key) <= SHORT_ANSWER:
        return 0
    return max(1, len(key) // LETTERS_PER_TYPO)


def parse_number(text: str, units: Iterable[str] = ()) -> float | None:
    """The number typed in `text` ("8", "8,3", "40 000 km"), optionally followed by a unit."""
    match = _NUMBER.match(fold(text).strip())
    if match is None:
        return None
    whole, decimals, tail = match.groups()
    if not any(_is_unit(words(tail), unit) for unit in units or ("",)):
        return None
    digits = re.sub(r"\s", "", whole) + (f".{decimals}" if decimals else "")
    return float(digits)


def _is_unit(tail_words: list[str], unit: str) -> bool:
    """True if the words after a number are the unit, a typo of it, or its first words.

    "13.8 billion" answers a question in "billion years"; "37°C" (the degree sign
    is punctuation) answers one whose units are "degrees" and "°C".
    """
    tail = "".join(tail_words)
    if not tail:
        return True
    unit_words = words(unit)
    expected = "".join(unit_words)
    if not expected or any(c.isdigit() for c in tail):
        return False
    if tail in (expected, expected + "s") or tail + "s" == expected:
        return True
    if len(tail_words) < len(unit_words) and tail_words == unit_words[:len(tail_words)]:
        return True
    return OSA.distance(tail, expected) <= (typo_allowance(expected) if len(expected) > 4 else 0)


@dataclass(frozen=True)
class Expected:
    """What the judge compares a typed answer with, already normalised."""

    accepted: tuple[str, ...]  # the right answer and its accepted variants
    wrong: tuple[str, ...]  # the wrong choices (a typo close to one of them is refused)
    number: float | None = None
    tolerance: float = 0.0
    units: tuple[str, ...] = ()


def expected(
    answer: str,
    accept: Iterable[str] = (),
    wrong: Iterable[str] = (),
    number: float | None = None,
    tolerance: float = 0.0,
    units: Iterable[str] = (),
) -> Expected:
    """The judge's reference for a question: its answer, variants, wrong choices and number."""
    accepted = tuple(dict.fromkeys(k for k in map(normalise, (answer, *accept)) if k))
    refused = tuple(dict.fromkeys(
        k for k in map(normalise, wrong) if k and k not in accepted
    ))
    return Expected(accepted, refused, number, tolerance, tuple(units))


def judge(typed: str, reference: Expected) -> bool:
    """True if a typed answer is accepted: equal once normalised, a small typo, a close number."""
    if reference.number is not None:
        value = parse_number(typed, reference.units)
        if value is not None and abs(value - reference.number) <= reference.tolerance + 1e-9:
            return True
    key = normalise(typed)
    if not key:
        return False
    if key in reference.accepted:
        return True
    if key in reference.wrong:
        return False
    return _close_enough(key, reference)


def _close_enough(key: str, reference: Expected) -> bool:
    digits = _DIGITS.findall(key)
    best: int | None = None
    for target in reference.accepted:
        allowance = typo_allowance(target)
        if allowance and _DIGITS.findall(target) == digits:
            distance = OSA.distance(key, target, score_cutoff=allowance)
            if distance <= allowance and (best is None or distance < best):
                best = distance
    if best is None:
        return False
    # A typo nearer a wrong choice than the answer is no typo: "Mars" for "Mass"?
    return all(OSA.distance(key, other, score_cutoff=best) > best for other in reference.wrong)
