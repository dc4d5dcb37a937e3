"""One policy for every piece of free text a client sends: names, chat, answers, ids, fields, decks.

Text is refused, never silently mangled, when it could break storage or
serialisation (lone surrogates, U+0000), hide itself (zero-width, default
ignorable and blank characters, bidi overrides) or pass for someone else
(a Latin name with a Cyrillic letter in it). What is accepted comes back
normalised: NFKC for names and answers (full-width and ligature forms fold
to their plain letters), NFC for everything else.

`same_name` compares two names the way a reader would: case, compatibility
forms and the common look-alike letters folded, so that "Alice", "ALICE"
and "Аlice" (Cyrillic А) are one name.

Only the standard library is used, and nothing is read at play time: the
rules cores may call it.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterator

KINDS = ("name", "chat", "answer", "id", "field", "deck")

#: The error code of each kind (the websocket and REST layers keep their own codes).
CODES = {
    "name": "bad_name",
    "chat": "bad_chat",
    "answer": "bad_answer",
    "id": "bad_id",
    "field": "bad_field",
    "deck": "bad_deck",
}
#: Code of check_json for a string anywhere in a document, and for nesting too deep.
JSON_TEXT_CODE = "bad_text"
JSON_DEPTH_CODE = "too_deep"

#: Default longest text of each kind, in characters (after cleaning).
MAX_LEN = {"name": 32, "chat": 500, "answer": 200, "id": 64, "field": 1000, "deck": 2000}

_NO_EMPTY = {"name", "chat", "answer", "id"}
_NFKC = {"name", "answer"}
_NEWLINES = {"chat", "deck"}

# Default_Ignorable_Code_Point (Unicode DerivedCoreProperties), which Python's
# unicodedata does not expose: characters drawn as nothing at all.
_IGNORABLE_RANGES = (
    (0x00AD, 0x00AD), (0x034F, 0x034F), (0x061C, 0x061C), (0x115F, 0x1160),
    (0x17B4, 0x17B5), (0x180B, 0x180F), (0x200B, 0x200F), (0x202A, 0x202E),
    (0x2060, 0x206F), (0x3164, 0x3164), (0xFE00, 0xFE0F), (0xFEFF, 0xFEFF),
    (0xFFA0, 0xFFA0), (0xFFF0, 0xFFF8), (0x1BCA0, 0x1BCA3), (0x1D173, 0x1D17A),
    (0xE0000, 0xE0FFF),
)
#: Characters that are not ignorable but still draw as an empty space.
_BLANKS = frozenset("\u2800\u3164\u115f\u1160\uffa0\U0001d159")
#: Bidi controls: embeddings, overrides, isolates and marks (they reorder what follows).
_BIDI = frozenset("\u061c\u200e\u200f\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069")
_ZWJ = "\u200d"
_EMOJI_PRESENTATION = "\ufe0f"
_TEXT_PRESENTATION = "\ufe0e"
#: Combining marks allowed on one base character (more stack into unreadable "zalgo").
MAX_MARKS = 4

# Scripts whose letters may share one word: the Japanese, Chinese and Korean
# mixes with Latin (UTS #39 "highly restrictive"). Any other mix of scripts in
# one word is refused: it is how look-alike names are made.
_SCRIPT_MIXES = (
    frozenset({"LATIN", "HAN", "HIRAGANA", "KATAKANA"}),
    frozenset({"LATIN", "HAN", "BOPOMOFO"}),
    frozenset({"LATIN", "HAN", "HANGUL"}),
)
_SCRIPT_WORDS = {"CJK": "HAN"}
#: Scripts whose letters pass for one another: no joiner may sit beside them.
_LOOKALIKE_SCRIPTS = frozenset({"LATIN", "GREEK", "CYRILLIC"})
_COMMON_WORDS = frozenset({"MODIFIER", "COMBINING", "KATAKANA-HIRAGANA", "IDEOGRAPHIC",
                           "FULLWIDTH", "HALFWIDTH", "SUPERSCRIPT", "SUBSCRIPT", "SMALL",
                           "LETTERLIKE", "MATHEMATICAL", "CIRCLED", "PARENTHESIZED",
                           "SQUARED", "NEGATIVE", "REGIONAL"})

# Look-alikes folded by same_name, case kept (they are folded before casefolding,
# as "I" looks like "l" but "i" does not). A small table: the letters that pass
# for Latin ones in common fonts (from Unicode's confusables.txt), and the digits.
_CONFUSABLE = str.maketrans({
    # Cyrillic
    "А": "A", "В": "B", "Е": "E", "К": "K", "М": "M", "Н": "H", "О": "O", "Р": "P",
    "С": "C", "Т": "T", "Х": "X", "У": "Y", "Ѕ": "S", "І": "l", "Ј": "J", "Ԁ": "D",
    "Ԛ": "Q", "Ԝ": "W", "Ү": "Y", "Ӏ": "l", "Ғ": "F",
    "а": "a", "е": "e", "о": "o", "р": "p", "с": "c", "у": "y", "х": "x", "ѕ": "s",
    "і": "i", "ј": "j", "ԁ": "d", "ԛ": "q", "ԝ": "w", "һ": "h", "ӏ": "l", "ү": "y",
    "ь": "b", "ɡ": "g", "ո": "n", "ս": "u",
    # Greek
    "Α": "A", "Β": "B", "Ε": "E", "Ζ": "Z", "Η": "H", "Ι": "l", "Κ": "K", "Μ": "M",
    "Ν": "N", "Ο": "O", "Ρ": "P", "Τ": "T", "Υ": "Y", "Χ": "X",
    "α": "a", "ο": "o", "ρ": "p", "ν": "v", "ι": "i", "κ": "k", "υ": "u", "χ": "x",
    "ϲ": "c", "ϳ": "j",
    "ı": "i", "ȷ": "j",
})
# Digits and signs that pass for letters, folded after casefolding.
_LOOKALIKE_SIGNS = str.maketrans({"1": "l", "|": "l", "0": "o"})
# Capital I passes for a small l, but only in its case: applied before casefolding,
# as a second key (else "ALICE" would no longer be "Alice").
_CAPITAL_I = str.maketrans({"I": "l"})
_DIGRAPHS = (("rn", "m"), ("vv", "w"), ("cl", "d"))


class TextError(ValueError):
    """Text refused by the policy; `code` is stable, `reason` says which rule refused it."""

    def __init__(self, code: str, message: str, *, reason: str = "") -> None:
        super().__init__(message)
        self.code = code
        self.message = message
        self.reason = reason


def _ignorable(cp: int) -> bool:
    return any(low <= cp <= high for low, high in _IGNORABLE_RANGES)


def _script(ch: str) -> str | None:
    """The script of a letter, from its Unicode name; None for marks and shared signs."""
    if not unicodedata.category(ch).startswith("L"):
        return None
    word = unicodedata.name(ch, "").split(" ", 1)[0]
    if not word or word in _COMMON_WORDS:
        return None
    return _SCRIPT_WORDS.get(word, word)


def _mixes_scripts(text: str) -> bool:
    for word in text.split():
        scripts = {s for s in map(_script, word) if s is not None}
        if len(scripts) > 1 and not any(scripts <= mix for mix in _SCRIPT_MIXES):
            return True
    return False


def _emoji_joiner(text: str, index: int) -> bool:
    """A ZWJ or variation selector that belongs to an emoji (👩‍🚀, ❤️), not hidden text."""
    ch = text[index]
    before = unicodedata.category(text[index - 1]) if index else ""
    if ch in (_EMOJI_PRESENTATION, _TEXT_PRESENTATION):
        return before == "So"
    if ch != _ZWJ or index + 1 >= len(text):
        return False
    return (before in {"So", "Sk"} or text[index - 1] == _EMOJI_PRESENTATION) \
        and unicodedata.category(text[index + 1]) == "So"


def _joining_control(text: str, index: int) -> bool:
    """A ZWNJ or ZWJ that a script needs (Persian words, Indic conjuncts), as IDNA allows.

    Between two letters of a script that joins (Arabic, the Indic scripts...),
    or after a virama; never beside Latin, Greek or Cyrillic letters.
    """
    if text[index] not in ("\u200c", _ZWJ) or not 0 < index < len(text) - 1:
        return False
    before, after = text[index - 1], text[index + 1]
    if unicodedata.combining(before) == 9:  # a virama
        return True
    scripts = {_script(before), _script(after)}
    return text[index] == "\u200c" and None not in scripts and not scripts & _LOOKALIKE_SCRIPTS


def _joiner_allowed(text: str, index: int, kind: str) -> bool:
    if kind != "id" and _joining_control(text, index):
        return True
    return kind in {"chat", "deck", "field", "name"} and _emoji_joiner(text, index) \
        and (text[index] != _ZWJ or kind != "name")


def _refusal(text: str, kind: str) -> tuple[str, str] | None:
    """(reason, message) for the first character the policy refuses in `text`, or None."""
    if text.isascii() and text.isprintable():
        # Printable ASCII (U+0020 to U+007E, most ids and names) holds no mark, control,
        # invisible, blank or unassigned character: only an id's space is refused.
        return ("space", "an id has no spaces") if kind == "id" and " " in text else None
    return _refusal_scan(text, kind)


def _refusal_scan(text: str, kind: str) -> tuple[str, str] | None:
    """`_refusal`, character by character."""
    newlines = kind in _NEWLINES
    marks = 0
    for index, ch in enumerate(text):
        cp = ord(ch)
        category = unicodedata.category(ch)
        marks = marks + 1 if category.startswith("M") else 0
        if marks > MAX_MARKS:
            return "marks", "too many accents stacked on one letter"
        if ch in _BIDI:
            return "bidi", f"a direction control (U+{cp:04X}) may reorder the text"
        if category == "Cs":
            return "not_encodable", "half of a surrogate pair cannot be stored"
        if ch == "\n" and newlines:
            continue
        if ch == "\t" and kind == "deck":
            continue
        if category == "Cc" or category == "Zl" or category == "Zp":
            return "control", f"control characters (U+{cp:04X}) are not allowed"
        if (_ignorable(cp) or category == "Cf") and not _joiner_allowed(text, index, kind):
            return "invisible", f"an invisible character (U+{cp:04X}) is not allowed"
        if ch in _BLANKS:
            return "invisible", f"a blank character (U+{cp:04X}) is not allowed"
        if category == "Co":
            return "private", f"private-use characters (U+{cp:04X}) are not allowed"
        if category == "Cn":
            return "unassigned", f"U+{cp:04X} is not a character"
        if kind == "id" and category.startswith("Z"):
            return "space", "an id has no spaces"
    return None


def _visible(text: str) -> bool:
    return any(unicodedata.category(ch)[0] in "LNSP" for ch in text)


def _normalise(text: str, kind: str) -> str:
    text = unicodedata.normalize("NFKC" if kind in _NFKC else "NFC", text)
    if kind in {"name", "answer"}:
        return " ".join(text.split())
    if kind == "chat":
        lines = [line.rstrip() for line in text.split("\n")]
        return re.sub(r"\n{3,}", "\n\n", "\n".join(lines)).strip()
    return text


def check_text(value: str, kind: str, *, max_len: int | None = None) -> str:
    """The text cleaned for its kind, or TextError saying what is wrong with it."""
    if kind not in CODES:
        raise ValueError(f"unknown kind of text {kind!r}; expected one of {', '.join(KINDS)}")
    code = CODES[kind]
    what = {"id": "An id", "field": "A field", "deck": "Deck text"}.get(kind, f"A {kind}")
    if not isinstance(value, str):
        raise TextError(code, f"{what} must be text.", reason="not_text")
    try:
        value.encode("utf-8")
    except UnicodeEncodeError:
        raise TextError(code, f"{what} holds a character that cannot be stored "
                              "(half of a surrogate pair).", reason="not_encodable") from None
    if kind == "chat":
        value = value.replace("\r\n", "\n")
    refused = _refusal(value, kind)
    if refused is None:
        value = _normalise(value, kind)
        refused = _refusal(value, kind)  # normalising can compose a refused character
    if refused is not None:
        raise TextError(code, f"{what} is refused: {refused[1]}.", reason=refused[0])
    limit = MAX_LEN[kind] if max_len is None else max_len
    if not value and kind in _NO_EMPTY or value and not _visible(value) and kind != "deck":
        message = "Please choose a display name." if kind == "name" else f"{what} cannot be empty."
        raise TextError(code, message, reason="empty")
    if len(value) > limit:
        raise TextError(code, f"{what} has at most {limit} characters.", reason="too_long")
    if kind in {"name", "answer"} and _mixes_scripts(value):
        raise TextError(code, f"{what} mixes alphabets in one word (look-alike letters).",
                        reason="mixed_scripts")
    return value


def skeleton(name: str, *, capital_i: bool = False) -> str:
    """The form two names share when a reader could take one for the other.

    With `capital_i`, a capital I is read as a small l first ("BiII" as "Bill").
    """
    text = unicodedata.normalize("NFKC", name).translate(_CONFUSABLE)
    if capital_i:
        text = text.translate(_CAPITAL_I)
    text = "".join(ch for ch in unicodedata.normalize("NFD", text)
                   if not _ignorable(ord(ch)) and unicodedata.category(ch) != "Cf")
    text = " ".join(text.split()).casefold().translate(_LOOKALIKE_SIGNS)
    for pair, single in _DIGRAPHS:
        text = text.replace(pair, single)
    return unicodedata.normalize("NFC", text)


def same_name(a: str, b: str) -> bool:
    """True if names `a` and `b` could be taken for one another (case, forms, look-alikes)."""
    return skeleton(a) == skeleton(b) or \
        skeleton(a, capital_i=True) == skeleton(b, capital_i=True)


def _strings(value: object, max_depth: int) -> Iterator[str]:
    """Every string in a JSON document, keys included; TextError past `max_depth`."""
    stack: list[tuple[object, int]] = [(value, 1)]
    while stack:
        item, depth = stack.pop()
        if isinstance(item, str):
            yield item
            continue
        if not isinstance(item, dict | list | tuple):
            if isinstance(item, float) and item != item or item in (float("inf"), float("-inf")):
                raise TextError(JSON_TEXT_CODE, "Numbers must be finite.", reason="not_finite")
            continue
        if depth > max_depth:
            raise TextError(JSON_DEPTH_CODE, f"The data is nested more than {max_depth} deep.",
                            reason="too_deep")
        if isinstance(item, dict):
            for key, child in item.items():
                stack.append((key, depth))
                stack.append((child, depth + 1))
        else:
            stack.extend((child, depth + 1) for child in item)


def check_json(value: object, *, max_depth: int = 32) -> None:
    """Refuse a JSON document nested too deep or holding a string that cannot be stored.

    The strings (keys included) may not hold lone surrogates, U+0000 or other
    control characters but tab and newline, bidi controls or noncharacters;
    each field's own policy (check_text) is applied where the field is used.
    """
    for text in _strings(value, max_depth):
        try:
            text.encode("utf-8")
        except UnicodeEncodeError:
            raise TextError(JSON_TEXT_CODE, "A string holds half of a surrogate pair, which "
                                            "cannot be stored.", reason="not_encodable") from None
        bad = _BAD_JSON.search(text)
        if bad:
            raise TextError(JSON_TEXT_CODE, f"A string holds U+{ord(bad.group()):04X}, which is "
                                            "not allowed.", reason="control")


_BAD_JSON = re.compile("[\x00-\x08\x0b-\x1f\x7f-\x9f\u202a-\u202e\u2066-\u2069\ufffe\uffff]")
