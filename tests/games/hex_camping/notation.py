"""A readable notation for hex_camping positions in the test data.

A board is 6 lines of 7 cells, `[col, row]` read left to right, top to bottom:
`N:B` is lake hex number N with B boats, `Y` a camper of seat 0 (yellow when
seat 0 opened the first half), `R` one of seat 1, `.` free land.
"""

from __future__ import annotations

from typing import Any

from app.games.hex_camping.board import COLS, ROWS, hex_at
from app.games.hex_camping.rules import EMPTY, FREE_LAND, HexState, lake_order

CAMPERS = {"Y": 0, "R": 1, ".": EMPTY}


def parse_board(text: str) -> tuple[tuple[int, ...], tuple[int, ...], tuple[int, ...]]:
    """(hex of each lake number, boats of each lake number, camper of each hex)."""
    lines = [line.split() for line in text.strip().splitlines()]
    assert len(lines) == ROWS and all(len(line) == COLS for line in lines), "6 rows of 7 cells"
    lakes: dict[int, tuple[int, int]] = {}
    campers = [EMPTY] * (COLS * ROWS)
    for row, cells in enumerate(lines):
        for col, cell in enumerate(cells):
            h = hex_at(col, row)
            if ":" in cell:
                number, boats = (int(x) for x in cell.split(":"))
                lakes[number] = (h, boats)
            else:
                campers[h] = CAMPERS[cell]
    assert sorted(lakes) == list(range(1, 13)), "lakes 1 to 12"
    return (
        tuple(lakes[n][0] for n in range(1, 13)),
        tuple(lakes[n][1] for n in range(1, 13)),
        tuple(campers),
    )


def position(case: dict[str, Any]) -> HexState:
    """A state from a test case: `board`, `half`, `current_lake` (a number or "free"), `to_move`."""
    lakes, boats, campers = parse_board(case["board"])
    half = case.get("half", 1)
    current = case.get("current_lake", 1)
    step = FREE_LAND if current == "free" else list(lake_order(half)).index(current - 1)
    return HexState(
        lakes=lakes, boats=boats, campers=campers, half=half, step=step,
        to_move=case.get("to_move", 0), first=case.get("first", 0),
        halves=tuple(tuple(h) for h in case.get("halves", [])),
    )
