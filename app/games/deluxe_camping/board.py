"""The campsite grid: cells, pieces, interior edges (where fences go) and zones."""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

Cell = int  # row * size + col
Edge = int  # cell * 2 + side: the east (0) or south (1) side of that cell
Piece = int  # one of the codes below; a player's piece code carries its seat
Fences = int  # bit `edge` set when that interior edge is fenced

MIN_SIZE, MAX_SIZE, DEFAULT_SIZE = 8, 11, 9
SIDES = ("E", "S")
EAST, SOUTH = 0, 1

EMPTY = 0
POOL = 1
TOKEN = 2
CARAVAN = 4  # CARAVAN + seat
BUNGALOW = 8  # BUNGALOW + seat

ZONE_EMPTY = -1  # a zone with no caravan and no bungalow
ZONE_MIXED = -2  # a zone with pieces of two or more players


def seat_of(piece: Piece) -> int:
    """The seat owning a caravan or bungalow code."""
    return piece & 3


def caravan(seat: int) -> Piece:
    """The code of a caravan of `seat`."""
    return CARAVAN + seat


def bungalow(seat: int) -> Piece:
    """The code of a bungalow cell of `seat`."""
    return BUNGALOW + seat


def is_caravan(piece: Piece) -> bool:
    """True for any player's caravan."""
    return CARAVAN <= piece < BUNGALOW


def is_bungalow(piece: Piece) -> bool:
    """True for any player's bungalow cell."""
    return piece >= BUNGALOW


@dataclass(frozen=True)
class Geometry:
    """Precomputed adjacency of one board size."""

    size: int
    neighbours: tuple[tuple[tuple[Cell, Edge], ...], ...]  # per cell: (neighbour, edge)
    links: tuple[tuple[tuple[Cell, Edge, Fences], ...], ...]  # the same with each edge's bit
    edges: tuple[tuple[Edge, Cell, Cell], ...]  # every interior edge with its two cells
    coords: tuple[tuple[int, int], ...]  # per cell: (row, col)


@cache
def geometry(size: int) -> Geometry:
    """The adjacency tables of a `size` x `size` board."""
    neighbours: list[list[tuple[Cell, Edge]]] = [[] for _ in range(size * size)]
    edges: list[tuple[Edge, Cell, Cell]] = []
    for r in range(size):
        for c in range(size):
            cell = r * size + c
            if c + 1 < size:
                edges.append((cell * 2 + EAST, cell, cell + 1))
            if r + 1 < size:
                edges.append((cell * 2 + SOUTH, cell, cell + size))
    for edge, a, b in edges:
        neighbours[a].append((b, edge))
        neighbours[b].append((a, edge))
    ordered = tuple(tuple(sorted(n)) for n in neighbours)
    return Geometry(
        size=size,
        neighbours=ordered,
        links=tuple(tuple((other, edge, 1 << edge) for other, edge in n) for n in ordered),
        edges=tuple(edges),
        coords=tuple((cell // size, cell % size) for cell in range(size * size)),
    )


def cell_at(size: int, pair: tuple[int, int] | None) -> Cell | None:
    """The cell at [row, col], or None when the pair is missing or off the board."""
    if pair is None:
        return None
    r, c = pair
    return r * size + c if 0 <= r < size and 0 <= c < size else None


def coords(size: int, cell: Cell) -> list[int]:
    """The [row, col] of a cell, as the wire protocol writes it."""
    return [cell // size, cell % size]


def edge_at(size: int, cell: Cell | None, side: object) -> Edge | None:
    """The interior edge named by a cell and its side "E" or "S", or None if there is none."""
    if cell is None or side not in SIDES:
        return None
    r, c = divmod(cell, size)
    if side == "E" and c + 1 < size:
        return cell * 2 + EAST
    if side == "S" and r + 1 < size:
        return cell * 2 + SOUTH
    return None


def edge_cells(size: int, edge: Edge) -> tuple[Cell, Cell]:
    """The two cells an interior edge separates."""
    cell, side = divmod(edge, 2)
    return cell, cell + (1 if side == EAST else size)


def edge_json(size: int, edge: Edge) -> dict[str, object]:
    """An edge as `{"cell": [r, c], "side": "E"|"S"}`."""
    return {"cell": coords(size, edge // 2), "side": SIDES[edge % 2]}


def fence_move(size: int, edge: Edge) -> dict[str, object]:
    """The move that builds a fence on `edge`."""
    return {"type": "fence", **edge_json(size, edge)}


def edge_between(size: int, a: Cell, b: Cell) -> Edge:
    """The edge between two orthogonally adjacent cells."""
    low, high = min(a, b), max(a, b)
    return low * 2 + (EAST if high == low + 1 else SOUTH)


def fence_list(fences: Fences) -> list[Edge]:
    """The fenced edges of a fence mask, in increasing order."""
    found = []
    edge = 0
    while fences:
        if fences & 1:
            found.append(edge)
        fences >>= 1
        edge += 1
    return found


def crosses_piece(board: tuple[Piece, ...], a: Cell, b: Cell) -> bool:
    """True when the edge a|b lies inside the pool or inside one bungalow."""
    piece = board[a]
    return piece == board[b] and (piece == POOL or is_bungalow(piece))


def zones(
    size: int, fences: Fences, board: tuple[Piece, ...]
) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """The zone index of every cell, and per zone its owner seat (or ZONE_EMPTY/ZONE_MIXED)."""
    links = geometry(size).links
    zone_of = [-1] * (size * size)
    owners: list[int] = []
    for start in range(size * size):
        if zone_of[start] >= 0:
            continue
        zone = len(owners)
        zone_of[start] = zone
        stack = [start]
        owner = ZONE_EMPTY
        while stack:
            cell = stack.pop()
            piece = board[cell]
            if piece >= CARAVAN:
                seat = piece & 3
                if owner == ZONE_EMPTY:
                    owner = seat
                elif owner != seat:
                    owner = ZONE_MIXED
            for other, _, bit in links[cell]:
                if zone_of[other] < 0 and not fences & bit:
                    zone_of[other] = zone
                    stack.append(other)
        owners.append(owner)
    return tuple(zone_of), tuple(owners)
