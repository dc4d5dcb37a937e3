"""The shipped quiz banks, read from disk once per process and handed to the rules core.

The rules core (`app/games/em6_quiz`) reads no file: a process that plays the
quiz race calls `install()` once at start-up (the server, the test session,
the command line); bots read the banks through `decks()`. A bank that is
missing or invalid is logged and left out: rooms in its language are then
refused with a clear option error, the other languages still play.
"""

from __future__ import annotations

import logging
from functools import cache
from pathlib import Path

from app.games.em6_quiz.cards import Deck
from app.games.em6_quiz.loader import DeckError, install_bank, parse_deck
from app.games.em6_quiz.options import LANGUAGES

log = logging.getLogger(__name__)

BANKS_DIR = Path(__file__).parent / "games" / "em6_quiz" / "banks"


def bank_path(language: str, directory: Path = BANKS_DIR) -> Path:
    """Where the shipped bank of a language lives."""
    return directory / f"{language}.yaml"


def read_bank(language: str, directory: Path = BANKS_DIR) -> Deck:
    """Read and parse one bank; DeckError (naming the file and line) if it is invalid."""
    path = bank_path(language, directory)
    source = f"banks/{path.name}"
    try:
        text = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as error:
        raise DeckError(source, None, f"missing or unreadable ({error})") from None
    deck = parse_deck(text, source)
    if deck.language != language:
        raise DeckError(source, None, f"its language is {deck.language!r}, not {language!r}")
    return deck


@cache
def decks(directory: Path = BANKS_DIR) -> dict[str, Deck]:
    """Every bank that loads, by language: read once per process."""
    found: dict[str, Deck] = {}
    for language in LANGUAGES:
        try:
            found[language] = read_bank(language, directory)
        except DeckError as error:
            log.error("the %s question bank is left out: %s", language, error)
    return found


def install(directory: Path = BANKS_DIR) -> dict[str, Deck]:
    """Load the banks (once) and make them the decks of the rules core's rooms."""
    loaded = decks(directory)
    for deck in loaded.values():
        install_bank(deck)
    return loaded
