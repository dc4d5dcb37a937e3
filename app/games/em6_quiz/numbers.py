"""Numbers as players type them: digits or words, a scale, a unit (en, fr, nl).

`quantity("about 13,800 million years", "en")` is 13.8e9 years. Separators follow
the language: "39,500" is 39500 in English and 39.5 in French or Dutch. Number
words are read by text2num (maintained, covers English, French and Dutch,
including Dutch compounds such as "tweehonderdzes"); the scales (million,
milliard, miljard, ...) are ours, because a wrong scale must stay a wrong number
and French "billion" is 10^12 where English "billion" is 10^9.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from rapidfuzz.distance import OSA
from text_to_num import text2num

LANGUAGES = ("en", "fr", "nl")

_SCALES = {
    "en": {"thousand": 1e3, "million": 1e6, "billion": 1e9, "trillion": 1e12},
    "fr": {"mille": 1e3, "millier": 1e3, "million": 1e6, "milliard": 1e9, "billion": 1e12,
           "trillion": 1e18},
    "nl": {"duizend": 1e3, "miljoen": 1e6, "miljard": 1e9, "biljoen": 1e12},
}
# Words that only say the number is approximate, or when: dropped around a number.
APPROXIMATE = frozenset({
    "about", "around", "roughly", "approximately", "approx", "circa", "ca", "nearly", "almost",
    "some", "ago", "just", "over", "environ", "approximativement", "presque", "pres", "quasi",
    "quasiment", "autour", "vers", "peu", "il", "y", "ongeveer", "bijna", "rond", "ruwweg",
    "zo", "n", "geleden", "plusminus", "a", "an", "the", "it", "is", "de", "d", "of", "van",
    "het", "een", "la", "le", "les", "l", "des", "du",
})
# Words that may come before a number only ("in 1969", "en 1969").
LEADING = frozenset({"in", "en", "year", "annee", "jaar"})
# A unit written in several ways: the folded spelling (spaces removed) -> one name.
UNIT_NAMES = {
    "km": "km kilometre kilometer kilometres kilometers kilomètre kilomètres",
    "m": "m metre meter metres meters mètre mètres",
    "cm": "cm centimetre centimeter centimetres centimeters centimètre centimètres",
    "mm": "mm millimetre millimeter millimetres millimeters millimètre millimètres",
    "mile": "mile miles mijl mijlen",
    "m/s": "m/s ms metrespersecond meterspersecond metrepersecond meterpersecond "
           "metresparseconde metreparseconde meterperseconde",
    "km/s": "km/s kilometrespersecond kilometerspersecond kilometresparseconde "
            "kilometerperseconde",
    "km/h": "km/h kmh kilometresperhour kilometersperhour kilometresparheure "
            "kilometerperuur",
    "mph": "mph milesperhour m/h",
    "%": "% percent percents percentage pourcent pourcents procent",
    "celsius": "c °c degrees degree degreescelsius degreecelsius celsius degres degre "
               "degrescelsius degrecelsius graden graad gradencelsius gradencelcius",
    "fahrenheit": "f °f fahrenheit degreesfahrenheit degresfahrenheit gradenfahrenheit",
    "year": "year years yr yrs an ans annee annees jaar jaren",
    "day": "day days jour jours dag dagen",
    "hour": "hour hours h hr hrs heure heures uur uren",
    "minute": "minute minutes min mn minuut minuten",
    "second": "second seconds s sec seconde secondes",
    "month": "month months mois maand maanden",
    "volt": "v volt volts",
    "kg": "kg kilogram kilograms kilogramme kilogrammes kilo kilos",
    "g": "g gram grams gramme grammes",
    "litre": "l litre litres liter liters",
}
UNITS = {
    spelling.replace("è", "e"): name for name, spellings in UNIT_NAMES.items()
    for spelling in spellings.split()
}

_DIGITS = r"(?<![\w-])-?\d{1,3}(?:[ \u00a0\u202f]\d{3})+(?:[.,]\d+)?|(?<![\w-])-?\d+(?:[.,]\d+)*|\d{1,3}(?:[ \u00a0\u202f]\d{3})+(?:[.,]\d+)?|\d+(?:[.,]\d+)*"
_TOKEN = re.compile(rf"{_DIGITS}|[^\W\d_]+(?:-[^\W\d_]+)*|[%/]")
_CODE = re.compile(r"[^\W\d_]\d")
_DECIMAL_WORDS = frozenset({"point", "virgule", "komma"})
_CONNECTORS = frozenset({"and", "et", "en"})
_NOT_NUMBERS = frozenset({"a", "an", "un", "une", "een", "de"})


@dataclass(frozen=True)
class Quantity:
    """A typed number: its value(s) (two when the separators are ambiguous), scale and unit."""

    values: tuple[float, ...]
    scale: float  # 1 when no scale word was typed
    unit: str  # the words after the number, folded, without spaces ("" if none)
    approximate: bool = False


def scales(language: str | None) -> dict[str, float]:
    """The scale words of a language (all languages, English first, when it is unknown)."""
    if language in _SCALES:
        return _SCALES[language]
    merged: dict[str, float] = {}
    for name in reversed(LANGUAGES):
        merged.update(_SCALES[name])
    return merged


def scale_of(word: str, language: str | None, typo: bool = False) -> float | None:
    """The factor of a scale word, plural or not ("millions", "miljoenen", "milliards").

    With `typo`, a word one letter from exactly one scale word is read as that one
    ("bilion"), never one a letter from two ("millard": milliard or millier?).
    """
    table = scales(language)
    for form in (word, word.removesuffix("s"), word.removesuffix("en")):
        if form in table:
            return table[form]
    if typo and len(word) >= 6:
        near = {table[s] for s in table if len(s) >= 6 and OSA.distance(word, s) <= 1}
        near |= {table[s] for s in table if len(s) >= 6 and OSA.distance(word, s + "s") <= 1}
        if len(near) == 1:
            return near.pop()
    return None


def digit_values(token: str, language: str | None) -> tuple[float, ...]:
    """The value(s) of a number written with digits and separators."""
    token = re.sub(r"[ \u00a0\u202f]", "", token)
    commas, dots = token.count(","), token.count(".")
    if commas and dots:
        decimal = "," if token.rfind(",") > token.rfind(".") else "."
        grouping = "." if decimal == "," else ","
        return (float(token.replace(grouping, "").replace(decimal, ".")),)
    if commas + dots == 0:
        return (float(token),)
    sep = "," if commas else "."
    groups = token.split(sep)
    grouped = len(groups) > 2 or len(groups[-1]) == 3 and 1 <= len(groups[0]) <= 3
    if len(groups) > 2:
        return (float(token.replace(sep, "")),) if _grouping_ok(groups) else ()
    as_decimal = float(f"{groups[0]}.{groups[1]}")
    as_grouped = float("".join(groups))
    if not grouped:
        return (as_decimal,)
    # One separator before three digits: "39,500" / "1.000". English groups with commas,
    # French and Dutch with dots; the other one is a decimal separator.
    grouped_by = {"en": ",", "fr": ".", "nl": "."}.get(language or "")
    if grouped_by is None:
        return (as_decimal, as_grouped)
    return (as_grouped,) if sep == grouped_by else (as_decimal,)


def _grouping_ok(groups: list[str]) -> bool:
    return 1 <= len(groups[0]) <= 3 and all(len(g) == 3 for g in groups[1:])


@lru_cache(maxsize=4096)
def word_value(word: str, language: str) -> int | None:
    """The value of a number word ("eight", "dix-huit", "tweehonderdzes"), or None."""
    if word in _NOT_NUMBERS or scale_of(word, language) is not None:
        return None
    try:
        return text2num(word, language)
    except ValueError:
        return None


def _word_number(tokens: list[str], start: int, language: str) -> tuple[float, int] | None:
    """A number written in words from tokens[start]: its value and the index after it."""
    end = start
    while end < len(tokens) and (
        word_value(tokens[end], language) is not None
        or tokens[end] in _CONNECTORS and end > start and end + 1 < len(tokens)
        and word_value(tokens[end + 1], language) is not None
    ):
        end += 1
    if end == start:
        return None
    try:
        value: float = text2num(" ".join(t for t in tokens[start:end]), language)
    except ValueError:
        return None
    if end + 1 < len(tokens) and tokens[end] in _DECIMAL_WORDS:
        after = end + 1
        digits = ""
        while after < len(tokens) and (d := word_value(tokens[after], language)) is not None \
                and d < 10:
            digits += str(d)
            after += 1
        if digits:
            value = float(f"{value}.{digits}")
            end = after
    return value, end


def tokens_of(folded: str) -> list[str]:
    """The numbers, words and unit signs of a folded text (the degree sign is dropped)."""
    return _TOKEN.findall(folded.replace("°", " "))


def quantity(folded: str, language: str | None) -> Quantity | None:
    """The one number typed in `folded` (lower case, no accents), with its scale and unit.

    None if there is no number, or several ("8 or 9", "8 7").
    """
    if _CODE.search(folded):
        return None  # "N2", "CO2": a formula, not a number
    tokens = tokens_of(folded)
    languages = (language,) if language in LANGUAGES else LANGUAGES
    for lang in languages:
        found = _quantity(tokens, lang, language)
        if found is not None:
            return found
    return None


def _quantity(tokens: list[str], lang: str, language: str | None) -> Quantity | None:
    i = 0
    approximate = False
    while i < len(tokens) and tokens[i] in APPROXIMATE | LEADING and \
            word_value(tokens[i], lang) is None:
        approximate = True
        i += 1
    if i == len(tokens):
        return None
    if tokens[i][0].isdigit() or tokens[i][0] == "-":
        values = digit_values(tokens[i], language)
        end = i + 1
    else:
        words = _word_number(tokens, i, lang)
        if words is None:
            return None
        values, end = (words[0],), words[1]
    if not values:
        return None
    scale = 1.0
    while end < len(tokens) and (factor := scale_of(tokens[end], lang, typo=True)) is not None:
        scale *= factor
        end += 1
    rest = [t for t in tokens[end:] if t not in APPROXIMATE]
    unit = "".join(rest)
    if unit_name(unit) is None and any(
        t[0].isdigit() or word_value(t, lang) is not None for t in rest
    ):
        return None
    return Quantity(tuple(values), scale, unit, approximate)


def spellings(name: str) -> list[str]:
    """Every spelling of a known unit."""
    return [spelling for spelling, known in UNITS.items() if known == name]


def unit_name(unit: str) -> str | None:
    """The name of a known unit from its folded spelling without spaces, or None."""
    return UNITS.get(unit)
