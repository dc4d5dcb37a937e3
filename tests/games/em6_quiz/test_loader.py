"""Deck files: refused files name the line and the problem; screening, banks, public options."""

from __future__ import annotations

import gc
import json
import logging
import time
from pathlib import Path
from typing import Any

import pytest
import yaml

from app import quiz_banks
from app.games.base import BadOptionsError, match_rng
from app.games.em6_quiz import GAME, loader
from app.games.em6_quiz.cards import Deck
from app.games.em6_quiz.loader import (
    MAX_DECK_BYTES,
    UPLOADED,
    DeckError,
    cached_deck,
    parse_deck,
    parse_upload,
)
from app.games.em6_quiz.options import LANGUAGES, MAX_DECK_CHARS
from tests.games.em6_quiz.max_deck import max_deck
from tests.games.em6_quiz.support import DATA, DECK_TEXT, load

MINIMAL = (DATA / "minimal.yaml").read_text(encoding="utf-8")
REFUSED = load("loader_errors.yaml")
SCREENED = load("screening.yaml")


def _text(case: dict[str, Any]) -> str:
    if "text" in case:
        return case["text"]
    text = MINIMAL
    for old, new in case["edits"]:
        assert text.count(old) == 1, f"{case['name']}: {old!r} is not in minimal.yaml once"
        text = text.replace(old, new)
    return text


@pytest.mark.parametrize("case", REFUSED, ids=[c["name"] for c in REFUSED])
def test_a_refused_deck_names_the_file_the_line_and_the_problem(case: dict[str, Any]):
    with pytest.raises(DeckError) as refused:
        parse_deck(_text(case), "my-deck.yaml")
    where = f"my-deck.yaml, line {case['line']}: " if case["line"] else "my-deck.yaml: "
    message = str(refused.value)
    assert message.startswith(where), message
    assert case["problem"] in message, message


@pytest.mark.parametrize("case", REFUSED[:5], ids=[c["name"] for c in REFUSED[:5]])
def test_an_uploaded_deck_is_refused_by_the_room_options(case: dict[str, Any]):
    with pytest.raises(BadOptionsError) as refused:
        GAME.validate_options(2, {"deck": _text(case)})
    assert str(refused.value).startswith(f"uploaded deck file, line {case['line']}: ")


def test_the_documented_layout_and_the_test_decks_load():
    minimal = parse_deck(MINIMAL, "minimal.yaml")
    assert (minimal.language, minimal.title, len(minimal.cards)) == ("fr", "Petit paquet", 3)
    deck = parse_deck(DECK_TEXT, "deck.yaml")
    assert [len(deck.questions_of(t)) for t in range(6)] == [6] * 6
    galaxy = deck.cards[0].sides[0][2]
    assert (galaxy.answer_text, galaxy.accept) == ("Milky Way", ("Milky Way galaxy",))
    assert galaxy.line == 19
    assert deck.cards[1].sides[1][2].number == 7.0


def test_raw_scalars_keep_their_spelling():
    text = MINIMAL.replace(
        "choices: [Mercure, Vénus, Mars]\n        answer: Mercure",
        "choices: [yes, no, 1.50]\n        answer: yes",
    )
    question = parse_deck(text).cards[0].sides[0][0]
    assert question.choices == ("yes", "no", "1.50")
    assert question.answer_text == "yes"


def _screened_text(case: dict[str, Any]) -> str:
    if "file" in case:
        return (DATA / "decks" / case["file"]).read_text(encoding="utf-8")
    if "replace" in case:
        old, new = case["replace"]
        assert MINIMAL.count(old) == 1, old
        return MINIMAL.replace(old, new)
    text = MINIMAL
    size = len(text.encode("utf-8"))
    text += "#" * (case["pad_to"] - size - 1) + "\n"
    assert len(text.encode("utf-8")) == case["pad_to"]
    return text


@pytest.mark.parametrize("pure", [False, True], ids=["libyaml", "pure-python"])
@pytest.mark.parametrize("case", SCREENED, ids=[c["name"] for c in SCREENED])
def test_an_upload_of_each_attack_class_is_refused_with_its_kind(
    case: dict[str, Any], pure: bool, monkeypatch: pytest.MonkeyPatch
):
    if pure:
        monkeypatch.setattr(loader, "YAML_LOADER", yaml.SafeLoader)
    expected = case | (case.get("pure", {}) if pure else {})
    with pytest.raises(DeckError) as refused:
        GAME.validate_options(2, {"deck": _screened_text(case)})
    where = f"{UPLOADED}, line {case['line']}: " if case["line"] else f"{UPLOADED}: "
    message = str(refused.value)
    assert message.startswith(where), message
    assert expected["problem"] in message, message
    assert refused.value.kind == expected["kind"]
    assert refused.value.code == "bad_options"


@pytest.mark.parametrize("pure", [False, True], ids=["libyaml", "pure-python"])
@pytest.mark.parametrize("text", [
    "cards: " + "[" * 25_000 + "]" * 25_000,
    "cards: " + "{a: " * 12_000 + "1" + "}" * 12_000,
    "- " * 20_000 + "x",
    "[" * 50_000,
], ids=["flow lists", "flow mappings", "block lists", "unclosed"])
def test_50_kb_of_nesting_is_one_clear_refusal(
    text: str, pure: bool, monkeypatch: pytest.MonkeyPatch
):
    if pure:
        monkeypatch.setattr(loader, "YAML_LOADER", yaml.SafeLoader)
    with pytest.raises(DeckError, match="nest more than 8 deep") as refused:
        GAME.validate_options(2, {"deck": text})
    assert refused.value.kind == "too_deep" and refused.value.line == 1


def test_the_c_loader_is_used_when_libyaml_is_there():
    assert yaml.__with_libyaml__
    assert loader.YAML_LOADER is yaml.CSafeLoader


def test_a_deck_at_the_size_limit_is_accepted():
    text = MINIMAL + "#" * (MAX_DECK_BYTES - len(MINIMAL.encode("utf-8")) - 1) + "\n"
    assert len(text.encode("utf-8")) == MAX_DECK_BYTES
    assert parse_upload(text).size == MAX_DECK_BYTES
    assert MAX_DECK_CHARS >= MAX_DECK_BYTES


def test_a_maximum_size_deck_of_real_questions_parses_quickly():
    text = max_deck()
    assert loader.MAX_DECK_BYTES - 3000 < len(text.encode("utf-8")) <= loader.MAX_DECK_BYTES
    began = time.perf_counter()
    deck = parse_upload(text)
    # About 30 ms with libyaml on a quiet machine; the bound allows a loaded one.
    assert time.perf_counter() - began < 2.0
    assert len(deck.cards) > 48 and deck.title


def test_an_overlong_upload_is_refused_before_it_is_read():
    with pytest.raises(BadOptionsError, match="longer than"):
        GAME.validate_options(2, {"deck": DECK_TEXT + "#" * MAX_DECK_CHARS})
    # Few characters but many bytes: the byte limit refuses it.
    wide = MINIMAL + "# " + "é" * (MAX_DECK_BYTES // 2) + "\n"
    assert len(wide) <= MAX_DECK_CHARS
    with pytest.raises(DeckError, match="the limit is 102,400 bytes") as refused:
        GAME.validate_options(2, {"deck": wide})
    assert refused.value.kind == "too_large"


def test_a_raw_lone_surrogate_is_refused_with_its_line():
    # Text that reached the server as JSON may hold a lone surrogate: it cannot be stored.
    text = MINIMAL.replace("Combien de planètes", "Combien \ud800 de planètes")
    with pytest.raises(DeckError) as refused:
        GAME.validate_options(2, {"deck": text})
    assert str(refused.value).startswith(f"{UPLOADED}, line 11: ")
    assert "U+D800" in str(refused.value) and refused.value.kind == "bad_text"


def test_a_shipped_bank_is_not_bound_by_the_upload_limit():
    text = MINIMAL + "#" * MAX_DECK_BYTES + "\n"
    assert parse_deck(text, "banks/fr.yaml").title == "Petit paquet"
    with pytest.raises(DeckError):
        parse_upload(text)


# ---- the shipped banks --------------------------------------------------------------


def test_a_missing_bank_is_left_out_and_its_rooms_refused(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
):
    (tmp_path / "fr.yaml").write_text(MINIMAL, encoding="utf-8")
    with caplog.at_level(logging.ERROR, logger="app.quiz_banks"):
        found = quiz_banks.decks(tmp_path)
    assert set(found) == {"fr"}
    assert "the en question bank is left out: banks/en.yaml: missing" in caplog.text
    monkeypatch.setattr(loader, "_BANKS", {})
    with pytest.raises(BadOptionsError, match=r"the en question bank \(banks/en.yaml\) is missing"):
        GAME.validate_options(2, None)
    with pytest.raises(BadOptionsError, match="there is no question bank in 'de'"):
        loader.bank("de")


def test_an_invalid_bank_names_its_file_and_line(tmp_path: Path):
    (tmp_path / "fr.yaml").write_text(MINIMAL.replace("answer: Mercure", "answer: Pluton"))
    with pytest.raises(DeckError, match=r"banks/fr.yaml, line 9: answer 'Pluton'"):
        quiz_banks.read_bank("fr", tmp_path)
    (tmp_path / "en.yaml").write_text(MINIMAL)
    with pytest.raises(DeckError, match="its language is 'fr', not 'en'"):
        quiz_banks.read_bank("en", tmp_path)


def test_the_banks_are_read_once_per_process(tmp_path: Path, monkeypatch: pytest.MonkeyPatch):
    (tmp_path / "fr.yaml").write_text(MINIMAL, encoding="utf-8")
    reads: list[str] = []
    real = Path.read_text

    def counting(path: Path, *args: Any, **kwargs: Any) -> str:
        reads.append(path.name)
        return real(path, *args, **kwargs)

    monkeypatch.setattr(Path, "read_text", counting)
    first = quiz_banks.decks(tmp_path)
    for _ in range(3):
        assert quiz_banks.decks(tmp_path) is first
    assert sorted(reads) == sorted(f"{language}.yaml" for language in LANGUAGES)
    # Playing reads nothing: the banks are in the rules core since start-up.
    state = GAME.setup(2, GAME.validate_options(2, {"language": "fr"}), match_rng("once", 0))
    GAME.view(state, 0)
    assert sorted(reads) == sorted(f"{language}.yaml" for language in LANGUAGES)


def test_a_bank_state_is_rebuilt_from_its_key():
    options = GAME.validate_options(2, {"language": "fr"})
    state = GAME.setup(2, options, match_rng("bank", 0))
    data = GAME.to_json(state)
    assert data["deck"] == loader.bank("fr").key
    assert GAME.to_json(GAME.from_json(json.loads(json.dumps(data)))) == data
    assert GAME.view(state, 0)["deck"]["language"] == "fr"


# ---- uploaded decks in matches ------------------------------------------------------


def _played(text: str, seed: str, plies: int) -> tuple[Any, int]:
    options = GAME.validate_options(3, {"deck": text})
    state = GAME.setup(3, options, match_rng(seed, 0))
    ply = 0
    while ply < plies and not GAME.is_over(state):
        seat = GAME.to_act(state)[0]
        move = next(m for m in GAME.legal_moves(state, seat) if m["type"] != "mode")
        if "free" in move:
            move = {"type": "answer", "text": "no idea"}
        ply += 1
        state = GAME.apply(state, seat, move, match_rng(seed, ply))
    return state, ply


def _other_deck(n: int) -> str:
    return MINIMAL.replace("title: Petit paquet", f"title: Paquet numéro {n}")


def test_a_live_match_keeps_working_after_1000_other_decks_are_uploaded():
    state, ply = _played(DECK_TEXT, "live", 7)
    before = GAME.view(state, 0)
    for n in range(1000):
        options = GAME.validate_options(2, {"deck": _other_deck(n)})  # what an upload does
        if n % 50 == 0:  # and some of them start a match
            GAME.view(GAME.setup(2, options, match_rng(f"other-{n}", 0)), 0)
    assert GAME.view(state, 0) == before
    assert before["deck"]["title"] == "Test deck"
    # And none of the 1,000 is kept once nothing plays it: uploads take no memory for ever.
    gc.collect()
    assert len(loader._HELD) < 20
    data = GAME.to_json(state)
    assert GAME.to_json(GAME.from_json(data)) == data
    for _ in range(40):
        if GAME.is_over(state):
            break
        seat = GAME.to_act(state)[0]
        move = next(m for m in GAME.legal_moves(state, seat) if m["type"] != "mode")
        if "free" in move:
            move = {"type": "answer", "text": "Mercury"}
        ply += 1
        state = GAME.apply(state, seat, move, match_rng("live", ply))
        assert GAME.view(state, None)["deck"]["title"] == "Test deck"


def test_a_state_is_rebuilt_with_the_deck_the_room_passes():
    state, _ = _played(MINIMAL, "rebuilt", 3)
    data = json.loads(json.dumps(GAME.to_json(state)))
    deck = state.deck
    assert GAME.to_json(GAME.from_json(data, deck)) == data
    with pytest.raises(BadOptionsError, match="names the deck"):
        GAME.from_json(data, parse_upload(DECK_TEXT))


def test_an_unknown_deck_key_is_refused():
    with pytest.raises(BadOptionsError, match="not loaded"):
        cached_deck("0" * 32)
    state, _ = _played(DECK_TEXT, "unknown", 2)
    data = GAME.to_json(state) | {"deck": "f" * 32}
    with pytest.raises(BadOptionsError, match="not loaded"):
        GAME.from_json(data)


def test_a_room_may_pass_the_parsed_deck_in_the_options():
    options = GAME.validate_options(2, {"deck": DECK_TEXT})
    parsed = GAME.prepare_options(options)
    assert isinstance(parsed["deck"], Deck) and options["deck"] == DECK_TEXT
    a = GAME.setup(2, options, match_rng("same", 0))
    b = GAME.setup(2, parsed, match_rng("same", 0))
    assert GAME.to_json(a) == GAME.to_json(b)
    assert GAME.prepare_options(GAME.validate_options(2, None))["deck"] is None


# ---- public options ---------------------------------------------------------------


def test_public_options_give_the_title_and_size_not_the_questions():
    options = GAME.validate_options(2, {"deck": DECK_TEXT})
    public = GAME.public_options(options)
    shown = json.dumps(public)
    assert public["deck"]["title"] == "Test deck"
    assert public["deck"]["language"] == "en"
    assert public["deck"]["bytes"] == len(DECK_TEXT.encode("utf-8"))
    assert public["deck"]["cards"] == 6
    assert "deck_summary" not in public
    for secret in ("Mercury", "Milky Way", "closest to the Sun", "Nitrogen"):
        assert secret not in shown
    assert GAME.public_options({"language": "en", "deck": None})["deck"] is None


def test_the_summary_is_computed_once_at_validation_and_stored():
    options = GAME.validate_options(2, {"deck": DECK_TEXT})
    assert options["deck_summary"]["title"] == "Test deck"
    stored = json.loads(json.dumps(options))
    # Listing rooms never parses their decks: the stored summary is shown as it is.
    stored["deck"] = "not: [a, valid deck"
    assert GAME.public_options(stored)["deck"] == options["deck_summary"]
    # A row stored without a summary shows the size, still without parsing.
    del stored["deck_summary"]
    assert GAME.public_options(stored)["deck"] == {"title": None, "bytes": 19}


def test_a_summary_sent_by_the_host_is_replaced():
    forged = {"title": "Nice deck", "bytes": 1}
    options = GAME.validate_options(2, {"deck": DECK_TEXT, "deck_summary": forged})
    assert options["deck_summary"]["title"] == "Test deck"
    options = GAME.validate_options(2, {"deck_summary": forged})
    assert options["deck_summary"] is None


def test_states_keep_the_deck_key_not_the_deck():
    options = GAME.validate_options(6, {"deck": DECK_TEXT})
    data = json.dumps(GAME.to_json(GAME.setup(6, options, match_rng("small", 0))))
    assert len(data) < 1000
    assert "Mercury" not in data and "closest" not in data
