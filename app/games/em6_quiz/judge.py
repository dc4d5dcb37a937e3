"""The answer judge: is a typed answer close enough to the expected one?

Pure text functions, shared by the rules core, the deck loader and the tests
of the question banks. Both the typed answer and the expected answers are
normalised (case, accents, punctuation, leading articles, spaces) before
they are compared. Typos are forgiven per word, never on digits, and never
when the typed word is itself a real, different word of the question's
language (vocabulary.py) or of its wrong choices: "proton" is no typo of
"photon", "vertébré" none of "invertébré". Numbers are read with their scale
and unit (numbers.py): "13.8 million years" is not 13.8 billion years.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterable
from dataclasses import dataclass

from rapidfuzz.distance import OSA

from app.games.em6_quiz import numbers, vocabulary

#: Leading words dropped before comparing ("the Moon" = "Moon", "l'eau" = "eau", "de zon").
ARTICLES = frozenset({
    "the", "a", "an",
    "le", "la", "les", "l", "un", "une", "des", "du", "de", "d",
    "het", "een", "t",
})
MAX_ARTICLES = 2  # "de la", "de l'"
SHORT_ANSWER = 3  # answers this long or shorter get no typo tolerance
LETTERS_PER_TYPO = 5
MAX_EXTRA_WORDS = 3
LONG_WORD = 7  # a word this long forgives one more typo, within the answer's allowance

_SPECIAL_LETTERS = str.maketrans({"œ": "oe", "æ": "ae", "ø": "o", "ł": "l", "đ": "d"})
# A number (a sign only after a space or at the start: "1939-1945" has none) or a word.
_TOKEN = re.compile(r"(?<![\w-])-?\d+(?:[.,]\d+)*|\d+(?:[.,]\d+)*|[^\W\d_]+")
_NUMBER = re.compile(r"^([+-]?\d{1,3}(?:[ \u00a0\u202f]\d{3})+|[+-]?\d+)(?:[.,](\d+))?(.*)$")
_NEGATING = ("in", "im", "il", "ir", "un", "non", "a", "an", "dis", "anti", "de", "on")
_INFLECTIONS = {"en": ("s", "es"), "fr": ("s", "x"), "nl": ("s", "en")}
_ANY_INFLECTION = ("s", "es", "x", "en")


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
    """How many typos an expected answer (or word) of this normalised form forgives."""
    if len(key) <= SHORT_ANSWER:
        return 0
    return max(1, len(key) // LETTERS_PER_TYPO)


def parse_number(text: str, units: Iterable[str] | None = ()) -> float | None:
    """The number typed in `text` ("8", "8,3", "40 000 km"), optionally followed by a unit.

    Kept for the bots, which compare a typed number with a choice; the judge itself
    reads numbers with `numbers.quantity` (words, scales, separators per language).
    """
    match = _NUMBER.match(fold(text).strip())
    if match is None:
        return None
    whole, decimals, tail = match.groups()
    tail_tokens = numbers.tokens_of(tail)
    if tail_tokens and not any(_unit_matches(tail_tokens, u) for u in units or ()):
        return None
    digits = re.sub(r"\s", "", whole) + (f".{decimals}" if decimals else "")
    return float(digits)


def _unit_matches(tail_tokens: list[str], unit: str) -> bool:
    return _same_unit("".join(tail_tokens), _split_unit(unit, None)[1])


@dataclass(frozen=True)
class Expected:
    """What the judge compares a typed answer with, already normalised."""

    accepted: tuple[str, ...]  # the right answer and its accepted variants
    wrong: tuple[str, ...]  # the wrong choices (a typo close to one of them is refused)
    number: float | None = None
    tolerance: float = 0.0
    units: tuple[str, ...] = ()
    language: str | None = None
    accepted_words: tuple[tuple[str, ...], ...] = ()
    wrong_words: tuple[tuple[str, ...], ...] = ()
    exact: tuple[bool, ...] = ()  # per accepted form: a code (QWERTY, CO2) forgives no typo


def expected(
    answer: str,
    accept: Iterable[str] = (),
    wrong: Iterable[str] = (),
    number: float | None = None,
    tolerance: float = 0.0,
    units: Iterable[str] = (),
    language: str | None = None,
) -> Expected:
    """The judge's reference for a question: its answer, variants, wrong choices and number.

    Without a `language`, the one its words belong to is guessed (`vocabulary.guess`).
    """
    accept, wrong, units = tuple(accept), tuple(wrong), tuple(units)
    if language is None:
        language = vocabulary.guess(
            [w for text in (answer, *accept, *wrong, *units) for w in words(text)]
        )
    right_texts = [t for t in (answer, *accept) if normalise(t)]
    accepted = tuple(dict.fromkeys(map(normalise, right_texts)))
    wrong_texts = [t for t in wrong if normalise(t) and normalise(t) not in accepted]
    right_forms = _forms(right_texts, language)
    return Expected(
        accepted=accepted, wrong=tuple(dict.fromkeys(map(normalise, wrong_texts))),
        number=number, tolerance=tolerance, units=units, language=language,
        accepted_words=tuple(form for form, _ in right_forms),
        wrong_words=tuple(form for form, _ in _forms(wrong_texts, language)),
        exact=tuple(code for _, code in right_forms),
    )


def _forms(texts: list[str], language: str | None) -> list[tuple[tuple[str, ...], bool]]:
    """The words of each answer, as written and with its number words in digits ("three
    dots"), once each ("poêle anti-adhésive" and "poêle antiadhésive" are both kept), with
    whether the answer is a code."""
    found: dict[tuple[str, ...], bool] = {}
    for text in texts:
        for form in (_answer_words(text, language), tuple(words(text))):
            found.setdefault(form, _is_code(text))
    return list(found.items())


def _is_code(text: str) -> bool:
    """An answer written as a code: capitals and digits (QWERTY, DNA, CO2, H2O)."""
    letters = [c for c in text if c.isalpha()]
    return len(text) <= 8 and bool(letters) and all(c.isupper() for c in letters) and \
        " " not in text.strip()


def _answer_words(text: str, language: str | None) -> tuple[str, ...]:
    """The words of an answer with numbers written in words turned into digits."""
    out: list[str] = []
    for token in words(text):
        value = _number_word(token, language)
        out.append(str(value) if value is not None else _strip_zeros(token))
    return tuple(out)


def _number_word(token: str, language: str | None) -> int | None:
    if token in ARTICLES or not token.isalpha():
        return None
    for lang in (language,) if language in numbers.LANGUAGES else numbers.LANGUAGES:
        value = numbers.word_value(token, lang)
        if value is not None:
            return value
    return None


def _strip_zeros(token: str) -> str:
    return token.lstrip("0") or "0" if token.isdigit() else token


def judge(typed: str, reference: Expected) -> bool:
    """True if a typed answer is accepted: equal once normalised, a small typo, a close number."""
    key = normalise(typed)
    if not key:
        return False
    if key in reference.accepted:
        return True
    if key in reference.wrong:
        return False
    if reference.number is not None:
        verdict = _judge_number(typed, reference)
        if verdict is not None:
            return verdict
    return _judge_words(_answer_words(typed, reference.language), reference)


# ---- numbers -----------------------------------------------------------------------

def _split_unit(unit: str, language: str | None) -> tuple[float, str]:
    """A unit of a question: its leading scale ("billion years" -> 1e9) and the rest."""
    tokens = numbers.tokens_of(fold(unit))
    scale = 1.0
    while tokens and (factor := numbers.scale_of(tokens[0], language)) is not None:
        scale *= factor
        tokens.pop(0)
    rest = [t for t in tokens if t not in ("de", "d", "of", "van")]
    return scale, "".join(rest)


def _same_unit(typed: str, unit: str, language: str | None = None) -> bool:
    """True if the words typed after a number are the question's unit (or none)."""
    if not typed or typed == unit:
        return True
    name, wanted = numbers.unit_name(typed), numbers.unit_name(unit)
    if name is not None:
        return name == wanted
    if _inflected(typed, unit, language):
        return True
    if vocabulary.is_word(typed, language):
        return False
    spellings = [unit, *numbers.spellings(wanted)] if wanted else [unit]
    return any(
        len(s) > 4 and OSA.distance(typed, s) <= typo_allowance(s) for s in spellings
    )


def _judge_number(typed: str, ref: Expected) -> bool | None:
    """The verdict on a typed number, or None if no number was typed."""
    found = numbers.quantity(fold(typed), ref.language)
    if found is None or ref.number is None:
        return None
    targets = []
    for unit in ref.units or ("",):
        unit_scale, unit_rest = _split_unit(unit, ref.language)
        if not _same_unit(found.unit, unit_rest, ref.language):
            continue
        wanted = ref.number * unit_scale
        tolerance = ref.tolerance * unit_scale
        if found.scale != 1.0 or unit_scale == 1.0 or found.unit:
            targets.append((wanted, tolerance, found.scale))
        else:
            # A bare number is read in the question's unit ("13.8" for "billion years"),
            # or as the whole number ("13 800 000 000").
            targets += [(ref.number, ref.tolerance, 1.0), (wanted, tolerance, 1.0)]
    return any(
        abs(value * scale - wanted) <= tolerance + 1e-9 * max(1.0, abs(wanted))
        for wanted, tolerance, scale in targets for value in found.values
    )


# ---- words -------------------------------------------------------------------------

def _inflected(word: str, other: str, language: str | None = None) -> bool:
    """One word is the other with a plural ending of the language ("electrons", "chênes")."""
    short, long = sorted((word, other), key=len)
    return len(short) >= 3 and long != short and any(
        long == short + ending for ending in _INFLECTIONS.get(language or "", _ANY_INFLECTION)
    )


def _opposite(word: str, other: str) -> bool:
    """One word is the other with a negating prefix (vertébré / invertébré)."""
    short, long = sorted((word, other), key=len)
    return any(long == prefix + short for prefix in _NEGATING)


def _word_distance(
    typed: str, target: str, exact: bool, ref: Expected, real_ok: bool = False
) -> int | None:
    """How many typos turn `target` into `typed`, or None if it is no typo of it.

    With `real_ok`, a typed word that is a common real word may still be a typo (when
    the other words of a longer answer already name it: "Graham Bel").
    """
    if typed == target:
        return 0
    if typed.isdigit() or target.isdigit() or any(c.isdigit() for c in typed + target):
        return None
    if _opposite(typed, target):
        return None
    if _inflected(typed, target, ref.language):
        return 0
    if exact or len(target) == SHORT_ANSWER:
        # A code (QWERTY) forgives a swap of two neighbouring letters, nothing else.
        swapped = sorted(typed) == sorted(target) and len(target) >= SHORT_ANSWER
        if not swapped or OSA.distance(typed, target) != 1 or vocabulary.is_word(typed):
            return None
        return 1
    allowance = typo_allowance(target) + (1 if len(target) >= LONG_WORD else 0)
    if not allowance:
        return None
    distance = OSA.distance(typed, target, score_cutoff=allowance)
    if distance > allowance:
        return None
    # A real word of the language is not a typo of another one.
    if any(typed in w for w in ref.wrong_words) or vocabulary.is_confusable(typed, ref.language):
        return None
    if vocabulary.is_word(typed, ref.language) and not real_ok:
        return None
    return distance


def _pair_words(typed: list[str], target: tuple[str, ...], exact: bool, ref: Expected,
                extras: frozenset[str], real_ok: bool) -> int | None:
    """The typos needed to pair every word of `target` with a typed word, the typed words
    left over only restating it; with `real_ok`, one typed real word may be a typo, if a
    word of five letters or more of the answer is typed exactly."""
    remaining = list(target)
    total = 0
    real_typos = 0
    anchored = False
    unmatched: list[str] = []
    for word in typed:
        best = None
        for i, candidate in enumerate(remaining):
            d = _word_distance(word, candidate, exact, ref, real_ok)
            if d is not None and (best is None or d < best[0]):
                best = (d, i)
        if best is None:
            unmatched.append(word)
            continue
        total += best[0]
        matched = remaining.pop(best[1])
        if best[0] and vocabulary.is_word(word, ref.language):
            real_typos += 1
        anchored = anchored or best[0] == 0 and len(matched) >= 5 and matched not in extras
    if remaining or len(unmatched) > MAX_EXTRA_WORDS or any(w not in extras for w in unmatched):
        return None
    if total > max(1, typo_allowance("".join(target))):
        return None
    if real_typos and not (real_ok and real_typos == 1 and anchored):
        return None
    return total


def _match(typed: list[str], target: tuple[str, ...], exact: bool, ref: Expected,
           extras: frozenset[str]) -> int | None:
    """The typos needed to read `typed` as `target`, allowing restating extra words."""
    joined, whole = "".join(typed), "".join(target)
    if joined == whole:
        return 0
    if len(whole) <= SHORT_ANSWER:
        return None
    for real_ok in (False, True) if len(target) > 1 else (False,):
        paired = _pair_words(typed, target, exact, ref, extras, real_ok)
        if paired is not None:
            return paired
    # The same letters split differently ("sea horse" / "seahorse"), with a typo.
    restated = "".join(w for w in typed if w not in extras or w in target)
    short_word = any(len(w) <= SHORT_ANSWER for w in target)
    if restated == whole and len(typed) != len(target):
        return 0
    if restated and len(typed) != len(target) and not exact and not short_word:
        allowance = typo_allowance(whole)
        distance = OSA.distance(restated, whole, score_cutoff=allowance)
        if distance <= allowance and not any(
            vocabulary.is_word(w, ref.language) and w not in target for w in typed
            if w not in extras
        ):
            return distance
    return None


def _judge_words(typed: tuple[str, ...], ref: Expected) -> bool:
    if not typed:
        return False
    wrong_words = {w for form in ref.wrong_words for w in form}
    accepted_words = {w for form in ref.accepted_words for w in form}
    extras = vocabulary.restating(ref.language) - (wrong_words - accepted_words)
    best: int | None = None
    for form, exact in zip(ref.accepted_words, ref.exact, strict=True):
        distance = _match(list(typed), form, exact, ref, extras)
        if distance is not None and (best is None or distance < best):
            best = distance
    if best is None:
        return False
    # A typo at least as close to a wrong choice as to the answer is no typo: "Mars" for "Mass"?
    key = "".join(w for w in typed if w not in extras or w in accepted_words)
    return all(
        OSA.distance(key, "".join(other), score_cutoff=best) > best for other in ref.wrong_words
    )
