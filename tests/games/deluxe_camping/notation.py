"""A compact text diagram of a campsite, for test positions and debugging.

One line per row, one character per cell, cells separated by a space or by
`|` (a fence on the east side of the cell before it). A line of `-` and
spaces under a row puts a fence on the south side of the cell above each `-`.

    .  empty         P  pool (a 2x2 block)     i  ice-cream seller
    0-3  caravan of seat 0-3                   x  pest
    A-D  bungalow of seat 0-3 (two cells)      ?  face-down token (pest given apart)
"""

from __future__ import annotations

from typing import Any

from app.games.deluxe_camping.board import (
    EMPTY,
    POOL,
    TOKEN,
    Fences,
    Piece,
    bungalow,
    caravan,
    geometry,
    is_bungalow,
    is_caravan,
    seat_of,
)
from app.games.deluxe_camping.state import (
    DEFAULT_MAX_ROUNDS,
    FIRST_TURN_POINTS,
    MOVEMENT_POINTS,
    OVER,
    PLAY,
    CampState,
    pest_cell,
)

CARAVAN_CHARS = "0123"
BUNGALOW_CHARS = "ABCD"
TOKEN_CHARS = "ix?"


def _piece(char: str) -> Piece:
    if char == ".":
        return EMPTY
    if char == "P":
        return POOL
    if char in TOKEN_CHARS:
        return TOKEN
    if char in CARAVAN_CHARS:
        return caravan(CARAVAN_CHARS.index(char))
    if char in BUNGALOW_CHARS:
        return bungalow(BUNGALOW_CHARS.index(char))
    raise ValueError(f"unknown cell character {char!r}")


def parse(text: str) -> tuple[int, tuple[Piece, ...], Fences, tuple[int, ...], int]:
    """Size, board, fence mask, token cells (reading order) and pest index of a diagram."""
    rows: list[str] = []
    fences = 0
    chars: list[str] = []
    for line in (raw.rstrip() for raw in text.splitlines()):
        if not line:
            continue
        if set(line) <= {" ", "-"}:
            if not rows:
                raise ValueError("a fence line must follow a row of cells")
            size = len(rows[0]) // 2 + 1
            for i, char in enumerate(line):
                if char == "-":
                    if i % 2 or i // 2 >= size or len(rows) >= size:
                        raise ValueError(f"misplaced '-' in {line!r}")
                    fences |= 1 << (((len(rows) - 1) * size + i // 2) * 2 + 1)
            continue
        rows.append(line)
    size = len(rows[0]) // 2 + 1 if rows else 0
    if len(rows) != size or any(len(row) != 2 * size - 1 for row in rows):
        raise ValueError("a diagram is a square of cells separated by single characters")
    for r, row in enumerate(rows):
        chars.extend(row[0::2])
        for i, sep in enumerate(row[1::2]):
            if sep == "|":
                fences |= 1 << ((r * size + i) * 2)
            elif sep != " ":
                raise ValueError(f"cells are separated by ' ' or '|' in {row!r}")
    board = tuple(_piece(char) for char in chars)
    tokens = tuple(cell for cell, char in enumerate(chars) if char in TOKEN_CHARS)
    pest = next((n for n, cell in enumerate(tokens) if chars[cell] == "x"), -1)
    _check(size, board)
    return size, board, fences, tokens, pest


def _check(size: int, board: tuple[Piece, ...]) -> None:
    pool = [cell for cell, piece in enumerate(board) if piece == POOL]
    if pool and (len(pool) != 4 or pool != [pool[0], pool[0] + 1, pool[0] + size,
                                            pool[0] + size + 1]):
        raise ValueError("the pool is one 2x2 block")
    neighbours = geometry(size).neighbours
    for seat in range(4):
        cells = [cell for cell, piece in enumerate(board) if piece == bungalow(seat)]
        if cells and (len(cells) != 2 or all(n != cells[1] for n, _ in neighbours[cells[0]])):
            raise ValueError(f"bungalow {BUNGALOW_CHARS[seat]} is two adjacent cells")


def position(text: str, **fields: Any) -> CampState:
    """A state from a diagram; other state fields default to a turn in the second round."""
    size, board, fences, tokens, pest = parse(text)
    seats = [seat_of(p) for p in board if is_caravan(p) or is_bungalow(p)]
    players = fields.pop("players", max([1, *seats]) + 1)
    phase = fields.pop("phase", PLAY)
    first = fields.pop("first", 0)
    to_move = fields.pop("to_move", first)
    turns = fields.pop("turns", players if phase == PLAY else 0)
    first_turn = phase == PLAY and turns == 0 and to_move == first
    default_points = (FIRST_TURN_POINTS if first_turn else MOVEMENT_POINTS) if phase == PLAY else 0
    return CampState(
        size=size, players=players, board=board, fences=fences, tokens=tokens,
        pest=fields.pop("pest", pest), revealed=fields.pop("revealed", phase in (PLAY, OVER)),
        phase=phase, to_move=to_move, first=first,
        points=fields.pop("points", default_points), stepped=fields.pop("stepped", False),
        turns=turns, idle=fields.pop("idle", 0),
        max_rounds=fields.pop("max_rounds", DEFAULT_MAX_ROUNDS), end=fields.pop("end", ""),
        **fields,
    )


def _char(state: CampState, cell: int, hide: bool) -> str:
    piece = state.board[cell]
    if piece == TOKEN:
        if hide and not state.revealed:
            return "?"
        return "x" if cell == pest_cell(state) else "i"
    if piece == POOL:
        return "P"
    if is_caravan(piece):
        return CARAVAN_CHARS[seat_of(piece)]
    if is_bungalow(piece):
        return BUNGALOW_CHARS[seat_of(piece)]
    return "."


def diagram(state: CampState, hide: bool = False) -> str:
    """The board as a diagram; `hide` shows face-down tokens as `?`."""
    size, fences = state.size, state.fences
    lines = []
    for r in range(size):
        row = ""
        for c in range(size):
            cell = r * size + c
            row += _char(state, cell, hide)
            if c + 1 < size:
                row += "|" if fences >> (cell * 2) & 1 else " "
        lines.append(row)
        south = "".join(
            ("-" if fences >> ((r * size + c) * 2 + 1) & 1 else " ") + " " for c in range(size)
        ).rstrip()
        if south:
            lines.append(south)
    return "\n".join(lines) + "\n"
