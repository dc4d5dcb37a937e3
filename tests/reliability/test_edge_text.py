"""The text policy (app/text.py): known texts with known answers, from data/edge_text.yaml."""

from __future__ import annotations

import unicodedata
from pathlib import Path

import pytest
import yaml

from app.text import CODES, TextError, check_json, check_text, same_name, skeleton

DATA = yaml.safe_load((Path(__file__).parent / "data" / "edge_text.yaml").read_text("utf-8"))


def _label(entry: list[str]) -> str:
    return f"{entry[0]}:{entry[1].encode('unicode_escape', 'backslashreplace').decode()[:40]}"


@pytest.mark.parametrize("entry", DATA["refused"], ids=_label)
def test_refused_texts_get_their_reason_and_the_kinds_code(entry: list[str]) -> None:
    kind, text, expected = entry
    with pytest.raises(TextError) as refused:
        check_text(text, kind)
    assert refused.value.reason == expected.removeprefix("!")
    assert refused.value.code == CODES[kind] and refused.value.message
    assert isinstance(refused.value, ValueError)


@pytest.mark.parametrize("entry", DATA["accepted"], ids=_label)
def test_accepted_texts_come_back_cleaned(entry: list[str]) -> None:
    kind, text, expected = entry
    assert check_text(text, kind) == expected
    assert check_text(expected, kind) == expected  # cleaning is idempotent


@pytest.mark.parametrize("pair", DATA["same"], ids=lambda p: f"{p[0]}~{p[1]!a}")
def test_confusable_names_are_the_same_name(pair: list[str]) -> None:
    assert same_name(*pair) and same_name(pair[1], pair[0])


@pytest.mark.parametrize("pair", DATA["different"], ids=lambda p: f"{p[0]}!={p[1]!a}")
def test_different_names_stay_apart(pair: list[str]) -> None:
    assert not same_name(*pair)


def test_every_default_ignorable_and_format_character_is_refused_in_a_name() -> None:
    # The whole classes, not a list of examples: every Cf character and every
    # code point of the ignorable table, alone and inside a name.
    from app.text import _IGNORABLE_RANGES

    points = {cp for low, high in _IGNORABLE_RANGES for cp in range(low, high + 1)}
    points |= {cp for cp in range(0x110000) if unicodedata.category(chr(cp)) == "Cf"}
    refused = 0
    for cp in sorted(points):
        for name in (chr(cp), f"Ab{chr(cp)}cd"):
            with pytest.raises(TextError):
                check_text(name, "name")
            refused += 1
    assert refused == 2 * len(points) > 2 * 4000


def test_every_control_and_lone_surrogate_is_refused_in_every_kind() -> None:
    controls = [chr(cp) for cp in range(0x20) if chr(cp) not in "\n\t"] + \
        [chr(cp) for cp in range(0x7F, 0xA0)] + ["\ud800", "\udbff", "\udc00", "\udfff"]
    for kind in CODES:
        for ch in controls:
            with pytest.raises(TextError):
                check_text(f"ab{ch}cd", kind)


def test_skeletons_are_stable_under_normalisation() -> None:
    for text in ("Zoé", "Ｂｏｂ", "ﬁona", "\u0410lice"):
        assert skeleton(text) == skeleton(unicodedata.normalize("NFKD", text))


def test_max_len_overrides_the_kinds_default() -> None:
    assert check_text("x" * 40, "name", max_len=40) == "x" * 40
    with pytest.raises(TextError) as refused:
        check_text("xy", "id", max_len=1)
    assert refused.value.reason == "too_long"


def test_an_unknown_kind_is_a_programming_error_not_a_text_error() -> None:
    with pytest.raises(ValueError) as error:
        check_text("x", "nickname")
    assert not isinstance(error.value, TextError)


def test_check_json_refuses_deep_nesting_and_bad_strings_keys_included() -> None:
    deep: object = "leaf"
    for _ in range(33):
        deep = [deep]
    with pytest.raises(TextError) as refused:
        check_json(deep)
    assert refused.value.code == "too_deep"
    check_json(deep, max_depth=33)
    nested_dict: object = 1
    for _ in range(40):
        nested_dict = {"k": nested_dict}
    with pytest.raises(TextError):
        check_json(nested_dict)
    for bad in ({"a\ud800": 1}, {"a": ["ok", "b\udc00"]}, {"k\x00": 1}, ["x\u202e"],
                {"n": float("nan")}, [float("inf")]):
        with pytest.raises(TextError) as refused:
            check_json(bad)
        assert refused.value.code == "bad_text", bad
    check_json({"type": "move", "move": {"text": "two\nlines\tand tabs", "n": [1, 2.5, None]}})
    # A very deep document is refused without recursion (no RecursionError).
    very_deep: object = []
    for _ in range(100_000):
        very_deep = [very_deep]
    with pytest.raises(TextError):
        check_json(very_deep)


def test_a_name_may_not_copy_a_seated_players_name() -> None:
    from app.rooms.errors import RoomError
    from app.rooms.names import check_name_free, clean_name

    seated = ["Alice", None, "Bob"]
    for copy in ("alice", "ALICE", "\u0410lice", "Ａｌｉｃｅ", " Alice ", "B0b"):
        with pytest.raises(RoomError) as refused:
            check_name_free(clean_name(copy) if copy.isascii() else copy, seated)
        assert refused.value.code == "name_taken"
    check_name_free("Carol", seated)
    check_name_free("Alicia", seated)


def test_the_printable_ascii_shortcut_answers_as_the_full_scan() -> None:
    from app.text import KINDS, _refusal, _refusal_scan

    printable = [chr(c) for c in range(0x20, 0x7F)]
    texts = printable + ["".join(printable), "a b", " ", "move-17_x", "Alice & Bob!", ""]
    for kind in KINDS:
        for text in texts:
            assert _refusal(text, kind) == _refusal_scan(text, kind), (kind, text)
    # Anything else is scanned: a tab, a newline, a non-ASCII letter.
    for text in ("a\tb", "a\nb", "é", "a\u200bb"):
        assert _refusal(text, "id") == _refusal_scan(text, "id")
