"""Fences: the automatic ones between rival pieces, and where a player may build one."""

from __future__ import annotations

from app.games.deluxe_camping.board import (
    BUNGALOW,
    CARAVAN,
    POOL,
    Cell,
    Edge,
    Fences,
    Piece,
    crosses_piece,
    edge_cells,
    geometry,
)
from app.games.deluxe_camping.state import CampState


def auto_fences(size: int, board: tuple[Piece, ...], fences: Fences,
                cells: tuple[Cell, ...]) -> tuple[Edge, ...]:
    """The new fences between the player pieces on `cells` and adjacent pieces of other players.

    Teammates are other players here: the rules fence them apart too.
    """
    neighbours = geometry(size).neighbours
    found: list[Edge] = []
    for cell in cells:
        piece = board[cell]
        if piece < CARAVAN:
            continue
        for other, edge in neighbours[cell]:
            rival = board[other]
            if rival >= CARAVAN and rival & 3 != piece & 3 and not fences >> edge & 1:
                if edge not in found:
                    found.append(edge)
    return tuple(sorted(found))


def with_edges(fences: Fences, edges: tuple[Edge, ...]) -> Fences:
    """The fence mask with `edges` added."""
    for edge in edges:
        fences |= 1 << edge
    return fences


def fence_error(state: CampState, edge: Edge) -> str | None:
    """Why a player may not fence `edge` now (ignoring the empty-zone rule), or None."""
    if state.fences >> edge & 1:
        return "that edge is already fenced"
    a, b = edge_cells(state.size, edge)
    if crosses_piece(state.board, a, b):
        return "a fence may not cross the pool or a bungalow"
    if state.owners[state.zone_of[a]] >= 0:
        return "a fence may not be built inside an attributed zone"
    return None


def bridges(state: CampState) -> dict[Edge, tuple[int, int]]:
    """Bridges of the unattributed zones, with the player-piece cells on each side.

    A fence on an edge that is not a bridge leaves its zone whole; a bridge
    splits the zone in two, which the rules allow only when both halves keep
    a caravan or a bungalow. Tarjan's lowlink search finds every bridge and
    the piece count below it in one pass.
    """
    size, fences, board = state.size, state.fences, state.board
    links = geometry(size).links
    count = size * size
    order = [0] * count
    low = [0] * count
    weight = [0] * count
    totals: dict[int, int] = {}
    below: dict[Edge, tuple[int, int]] = {}
    clock = 0
    for root in range(count):
        if order[root] or state.owners[state.zone_of[root]] >= 0:
            continue
        clock += 1
        order[root] = low[root] = clock
        weight[root] = board[root] >= CARAVAN
        stack = [(root, -1, iter(links[root]))]
        while stack:
            cell, via, ahead = stack[-1]
            for other, edge, bit in ahead:
                if edge == via or fences & bit:
                    continue
                if order[other]:
                    if order[other] < low[cell]:
                        low[cell] = order[other]
                    continue
                clock += 1
                order[other] = low[other] = clock
                weight[other] = board[other] >= CARAVAN
                stack.append((other, edge, iter(links[other])))
                break
            else:
                stack.pop()
                if stack:
                    parent = stack[-1][0]
                    if low[cell] < low[parent]:
                        low[parent] = low[cell]
                    weight[parent] += weight[cell]
                    if low[cell] > order[parent]:
                        below[via] = (weight[cell], root)
        totals[root] = weight[root]
    return {edge: (w, totals[root] - w) for edge, (w, root) in below.items()}


def fence_options(state: CampState) -> list[Edge]:
    """Every edge the player to move may fence now, in increasing order."""
    board, fences, zone_of, owners = state.board, state.fences, state.zone_of, state.owners
    splits = bridges(state)
    options = []
    for edge, a, b in geometry(state.size).edges:
        if fences >> edge & 1 or owners[zone_of[a]] >= 0:
            continue
        piece = board[a]
        if piece == board[b] and (piece == POOL or piece >= BUNGALOW):
            continue  # inside the pool or a bungalow
        sides = splits.get(edge)
        if sides is None or (sides[0] and sides[1]):
            options.append(edge)
    return options
