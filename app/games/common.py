"""Small pieces shared by several rules cores: option specs and helpers."""

from __future__ import annotations

import random

from app.games.base import Choice, OptionSpec, Seat

FIRST_PLAYER = OptionSpec(
    name="first_player",
    type="choice",
    default="seat0",
    labels={"en": "First player", "fr": "Premier joueur", "nl": "Eerste speler"},
    choices=(
        Choice("seat0", {"en": "Player 1", "fr": "Joueur 1", "nl": "Speler 1"}),
        Choice("random", {"en": "Random", "fr": "Au hasard", "nl": "Willekeurig"}),
    ),
)


def first_seat(option: str, players: int, rng: random.Random) -> Seat:
    """Seat 0, or a random seat when the room asked for a random first player."""
    return rng.randrange(players) if option == "random" else 0


def as_int(value: object) -> int | None:
    """`value` if it is a real int (not a bool), else None."""
    return value if isinstance(value, int) and not isinstance(value, bool) else None


def as_pair(value: object) -> tuple[int, int] | None:
    """`value` as an (a, b) pair of ints if it is a two-item list of ints, else None."""
    if isinstance(value, (list, tuple)) and len(value) == 2:
        a, b = as_int(value[0]), as_int(value[1])
        if a is not None and b is not None:
            return a, b
    return None


def bits(mask: int) -> list[int]:
    """The positions of the set bits of `mask`, lowest first (a set of squares as an int)."""
    found = []
    while mask:
        low = mask & -mask
        found.append(low.bit_length() - 1)
        mask ^= low
    return found
