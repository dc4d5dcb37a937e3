"""The Caravan board: a 7×7 desert with eight cities and eight numbered goods spaces."""

from __future__ import annotations

from app.games.common import as_pair

ROWS = 7
COLS = 7
SPACES = ROWS * COLS

Space = int  # index = row * COLS + col
Kind = int  # index into KINDS

KINDS: tuple[str, ...] = (
    "meat", "swords", "salt", "hides",  # common goods
    "ivory", "cloth", "gems", "paper",  # rare goods
)
KIND_OF_NAME: dict[str, Kind] = {name: k for k, name in enumerate(KINDS)}
RARE: tuple[bool, ...] = (False,) * 4 + (True,) * 4
POINTS: tuple[int, ...] = tuple(6 if rare else 3 for rare in RARE)
COPIES: tuple[int, ...] = tuple(3 if rare else 9 for rare in RARE)


def space_at(row: int, col: int) -> Space:
    """The index of the space [row, col]."""
    return row * COLS + col


ROW_COL: tuple[tuple[int, int], ...] = tuple(divmod(space, COLS) for space in range(SPACES))


def coords(space: Space) -> list[int]:
    """The [row, col] of a space, as the wire protocol writes it."""
    return list(ROW_COL[space])


def parse_space(value: object) -> Space | None:
    """A space from a wire [row, col], or None if it is not one on the board."""
    pair = as_pair(value)
    if pair is None or not (0 <= pair[0] < ROWS and 0 <= pair[1] < COLS):
        return None
    return space_at(*pair)


# Ruling (layout): rare cities on the edge midpoints, common ones around the centre.
CITY: tuple[Space, ...] = (
    space_at(2, 3),  # meat
    space_at(3, 4),  # swords
    space_at(4, 3),  # salt
    space_at(3, 2),  # hides
    space_at(0, 3),  # ivory
    space_at(3, 6),  # cloth
    space_at(6, 3),  # gems
    space_at(3, 0),  # paper
)

# The numbered goods spaces 1..8, by index number - 1.
NUMBERED: tuple[Space, ...] = (
    space_at(0, 0), space_at(0, 6), space_at(2, 2), space_at(2, 4),
    space_at(4, 2), space_at(4, 4), space_at(6, 0), space_at(6, 6),
)
NUMBER_AT: dict[Space, int] = {space: n for n, space in enumerate(NUMBERED)}
FIRST_DEMAND: tuple[int, ...] = (0, 1, 6, 7)  # spaces 1, 2, 7 and 8


def _neighbours(space: Space) -> tuple[Space, ...]:
    row, col = divmod(space, COLS)
    steps = ((-1, 0), (0, -1), (0, 1), (1, 0))
    return tuple(
        space_at(row + dr, col + dc)
        for dr, dc in steps
        if 0 <= row + dr < ROWS and 0 <= col + dc < COLS
    )


NEIGHBOURS: tuple[tuple[Space, ...], ...] = tuple(_neighbours(s) for s in range(SPACES))


def chain_from(start: Space, spaces: set[Space]) -> set[Space]:
    """The spaces of `spaces` joined to `start` by orthogonal steps inside `spaces`."""
    reached = {start}
    stack = [start]
    while stack:
        for n in NEIGHBOURS[stack.pop()]:
            if n in spaces and n not in reached:
                reached.add(n)
                stack.append(n)
    return reached
