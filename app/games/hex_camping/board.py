"""The hex board: 7 columns by 6 rows of flat-topped hexes, odd columns shifted down."""

from __future__ import annotations

import random

from app.games.common import bits

COLS = 7
ROWS = 6
CELLS = COLS * ROWS
LAKE_COUNT = 12
MAX_DRY_LAND = 4

Hex = int  # index = row * COLS + col

# Neighbour offsets (dcol, drow) for "odd-q" offset coordinates.
_EVEN_COL = ((1, -1), (1, 0), (0, 1), (-1, 0), (-1, -1), (0, -1))
_ODD_COL = ((1, 0), (1, 1), (0, 1), (-1, 1), (-1, 0), (0, -1))


def hex_at(col: int, row: int) -> Hex:
    """The index of the hex at [col, row]."""
    return row * COLS + col


def coords(h: Hex) -> list[int]:
    """The [col, row] of a hex, as the wire protocol writes it."""
    return [h % COLS, h // COLS]


def _neighbours(h: Hex) -> tuple[Hex, ...]:
    col, row = h % COLS, h // COLS
    offsets = _ODD_COL if col % 2 else _EVEN_COL
    return tuple(
        hex_at(col + dc, row + dr)
        for dc, dr in offsets
        if 0 <= col + dc < COLS and 0 <= row + dr < ROWS
    )


NEIGHBOURS: tuple[tuple[Hex, ...], ...] = tuple(_neighbours(h) for h in range(CELLS))
#: The same as bit sets (bit h for hex h): a set of hexes is one int.
NEIGHBOUR_BITS: tuple[int, ...] = tuple(sum(1 << n for n in ns) for ns in NEIGHBOURS)


def bits_of(cells: set[Hex] | tuple[Hex, ...] | list[Hex]) -> int:
    """A set of hexes as a bit set (its hexes again, in order: `common.bits`)."""
    bitset = 0
    for h in cells:
        bitset |= 1 << h
    return bitset


def groups(bitset: int) -> list[int]:
    """The groups of a bit set of hexes connected through shared hex sides, as bit sets,
    the group of the lowest hex first."""
    found = []
    while bitset:
        group = frontier = bitset & -bitset
        while frontier:
            low = frontier & -frontier
            frontier ^= low
            grown = NEIGHBOUR_BITS[low.bit_length() - 1] & bitset & ~group
            group |= grown
            frontier |= grown
        bitset &= ~group
        found.append(group)
    return found


def dry_land(lakes: set[Hex]) -> list[Hex]:
    """Land hexes that touch no lake hex."""
    return [
        h for h in range(CELLS)
        if h not in lakes and not any(n in lakes for n in NEIGHBOURS[h])
    ]


def generate(rng: random.Random) -> tuple[tuple[Hex, ...], tuple[int, ...]]:
    """A random board: the hex of lake 1..12 and the boats on each.

    Lake hexes are redrawn until at most MAX_DRY_LAND land hexes touch no
    lake. Each lake hex has no boat with probability 1/2, else 1 to 5.
    """
    while True:
        lakes = rng.sample(range(CELLS), LAKE_COUNT)
        if len(dry_land(set(lakes))) <= MAX_DRY_LAND:
            break
    rng.shuffle(lakes)
    boats = tuple(0 if rng.random() < 0.5 else rng.randint(1, 5) for _ in lakes)
    return tuple(lakes), boats


def components(cells: set[Hex]) -> list[list[Hex]]:
    """The groups of `cells` connected through shared hex sides, each sorted."""
    return [bits(group) for group in groups(bits_of(cells))]
