"""Deck files: refused files name the line and the problem; banks, cache and public options."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from app.games.base import BadOptionsError, match_rng
from app.games.em6_quiz import GAME, loader
from app.games.em6_quiz.loader import DeckError, cached_deck, parse_deck
from app.games.em6_quiz.options import MAX_DECK_CHARS
from tests.games.em6_quiz.support import DATA, DECK_TEXT, load

MINIMAL = (DATA / "minimal.yaml").read_text(encoding="utf-8")
REFUSED = load("loader_errors.yaml")


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


def test_an_overlong_upload_is_refused():
    with pytest.raises(BadOptionsError):
        GAME.validate_options(2, {"deck": DECK_TEXT + "#" * MAX_DECK_CHARS})


def test_a_missing_bank_is_a_clear_option_error(tmp_path: Path, monkeypatch: pytest.MonkeyPatch):
    monkeypatch.setattr(loader, "BANKS_DIR", tmp_path)
    with pytest.raises(BadOptionsError, match=r"the en question bank \(banks/en.yaml\) is missing"):
        GAME.validate_options(2, None)
    with pytest.raises(BadOptionsError, match="banks/fr.yaml"):
        GAME.validate_options(2, {"language": "fr"})


def test_an_invalid_bank_is_a_clear_option_error(tmp_path: Path, monkeypatch: pytest.MonkeyPatch):
    monkeypatch.setattr(loader, "BANKS_DIR", tmp_path)
    (tmp_path / "fr.yaml").write_text(MINIMAL.replace("answer: Mercure", "answer: Pluton"))
    with pytest.raises(BadOptionsError, match=r"banks/fr.yaml, line 9: answer 'Pluton'"):
        GAME.validate_options(3, {"language": "fr"})


def test_a_bank_is_played_and_found_again_by_its_hash(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
):
    monkeypatch.setattr(loader, "BANKS_DIR", tmp_path)
    (tmp_path / "fr.yaml").write_text(MINIMAL, encoding="utf-8")
    options = GAME.validate_options(2, {"language": "fr"})
    state = GAME.setup(2, options, match_rng("bank", 0))
    data = GAME.to_json(state)
    monkeypatch.setattr(loader, "_CACHE", type(loader._CACHE)())
    assert GAME.to_json(GAME.from_json(data)) == data
    assert GAME.view(state, 0)["deck"] == {"title": "Petit paquet", "language": "fr"}


def test_an_unknown_deck_hash_is_refused():
    with pytest.raises(BadOptionsError, match="not loaded"):
        cached_deck("0" * 32)


def test_public_options_give_the_title_and_size_not_the_questions():
    options = GAME.validate_options(2, {"deck": DECK_TEXT})
    public = GAME.public_options(options)
    shown = json.dumps(public)
    assert public["deck"]["title"] == "Test deck"
    assert public["deck"]["bytes"] == len(DECK_TEXT.encode("utf-8"))
    assert public["deck"]["cards"] == 6
    for secret in ("Mercury", "Milky Way", "closest to the Sun", "Nitrogen"):
        assert secret not in shown
    assert GAME.public_options({"language": "en", "deck": None})["deck"] is None


def test_states_keep_the_deck_hash_not_the_deck():
    options = GAME.validate_options(6, {"deck": DECK_TEXT})
    data = json.dumps(GAME.to_json(GAME.setup(6, options, match_rng("small", 0))))
    assert len(data) < 1000
    assert "Mercury" not in data and "closest" not in data
