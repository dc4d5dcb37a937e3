"""The race track: six themes in three decks, 42 squares between Big Bang and Infinity."""

from __future__ import annotations

from typing import Any

from app.games.base import Locale

Theme = int  # index into THEMES
Square = int  # 0 = Big Bang, 1..42 = the track, 43 = Infinity

THEMES: tuple[str, ...] = ("space", "earth", "body", "nature", "science", "inventions")
THEME_NAMES: dict[str, dict[Locale, str]] = {
    "space": {"en": "Space & Universe", "fr": "Espace & Univers", "nl": "Ruimte & Heelal"},
    "earth": {
        "en": "Earth & Environment", "fr": "Terre & Environnement", "nl": "Aarde & Milieu",
    },
    "body": {
        "en": "Human Body & Health",
        "fr": "Corps humain & Santé",
        "nl": "Menselijk lichaam & Gezondheid",
    },
    "nature": {"en": "Animals & Nature", "fr": "Animaux & Nature", "nl": "Dieren & Natuur"},
    "science": {
        "en": "Science & Technology", "fr": "Sciences & Techniques", "nl": "Wetenschap & Techniek",
    },
    "inventions": {
        "en": "Inventions & Everyday Life",
        "fr": "Inventions & Vie quotidienne",
        "nl": "Uitvindingen & Dagelijks leven",
    },
}
DECKS: tuple[str, ...] = ("A", "B", "C")
SIDES: tuple[str, ...] = ("front", "back")

BIG_BANG: Square = 0
INFINITY: Square = 43
LAST_SQUARE: Square = 42

REPLAY, DESTINY, CHALLENGE = "replay", "destiny", "challenge"
SPECIAL: dict[Square, str] = {
    7: REPLAY, 25: REPLAY, 13: DESTINY, 31: DESTINY, 19: CHALLENGE, 37: CHALLENGE,
}


def deck_of(theme: Theme) -> int:
    """The deck (0 = A, 1 = B, 2 = C) holding a theme."""
    return theme // 2


def side_of(theme: Theme) -> int:
    """The side of its deck's cards that carries a theme: 0 = front, 1 = back."""
    return theme % 2


def theme_index(name: object) -> Theme | None:
    """The theme called `name` on the wire, or None."""
    return THEMES.index(name) if isinstance(name, str) and name in THEMES else None


def _square_themes() -> tuple[Theme | None, ...]:
    themes: list[Theme | None] = [None]
    nth = 0
    for square in range(1, LAST_SQUARE + 1):
        if square in SPECIAL:
            themes.append(None)
        else:
            themes.append(nth % len(THEMES))
            nth += 1
    themes.append(None)
    return tuple(themes)


#: The theme of every square from Big Bang to Infinity (None: not a theme square).
SQUARE_THEME: tuple[Theme | None, ...] = _square_themes()


def _next_squares() -> tuple[tuple[Square, ...], ...]:
    table = []
    for square in range(INFINITY + 1):
        ahead = []
        for theme in range(len(THEMES)):
            later = [s for s in range(square + 1, INFINITY) if SQUARE_THEME[s] == theme]
            ahead.append(later[0] if later else INFINITY)
        table.append(tuple(ahead))
    return tuple(table)


_NEXT = _next_squares()


def next_square(square: Square, theme: Theme) -> Square:
    """The first square of `theme` strictly ahead of `square`, or Infinity if there is none."""
    return _NEXT[square][theme]


def landing(square: Square, die: int) -> Square:
    """Where a pawn on `square` stops after rolling `die`: a roll past Infinity stops on it."""
    return min(square + die, INFINITY)


def square_kind(square: Square) -> str:
    """`start`, `theme`, `replay`, `destiny`, `challenge` or `infinity`."""
    if square == BIG_BANG:
        return "start"
    if square == INFINITY:
        return "infinity"
    return SPECIAL.get(square, "theme")


def track_view() -> list[dict[str, object]]:
    """Every square as a renderer draws it."""
    squares: list[dict[str, object]] = []
    for square in range(INFINITY + 1):
        entry: dict[str, object] = {"square": square, "kind": square_kind(square)}
        theme = SQUARE_THEME[square]
        if theme is not None:
            entry["theme"] = THEMES[theme]
        squares.append(entry)
    return squares


def themes_view() -> list[dict[str, Any]]:
    """The six themes with their deck, side and names."""
    return [
        {
            "id": name,
            "deck": DECKS[deck_of(t)],
            "side": SIDES[side_of(t)],
            "names": dict(THEME_NAMES[name]),
        }
        for t, name in enumerate(THEMES)
    ]
