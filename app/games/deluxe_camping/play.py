"""A turn of play: single steps, then a fence or an explicit end of turn."""

from __future__ import annotations

from dataclasses import replace

from app.games.base import IllegalMoveError, Seat
from app.games.deluxe_camping.board import (
    EMPTY,
    SIDES,
    ZONE_EMPTY,
    Cell,
    Edge,
    caravan,
    edge_between,
    edge_cells,
    geometry,
)
from app.games.deluxe_camping.fencing import auto_fences, fence_error, with_edges
from app.games.deluxe_camping.state import (
    ALL_ATTRIBUTED,
    EMPTY_TURNS,
    MOVEMENT_POINTS,
    OVER,
    ROUND_LIMIT,
    CampState,
    LastMove,
    all_attributed,
    pest_cell,
    rezoned,
)


def movable(state: CampState, seat: Seat) -> list[Cell]:
    """The cells of the pieces `seat` may step with: own caravans and the revealed pest."""
    own = caravan(seat)
    owners, zone_of = state.owners, state.zone_of
    cells = [c for c, piece in enumerate(state.board) if piece == own and owners[zone_of[c]] < 0]
    pest = pest_cell(state)
    if state.revealed and pest is not None and owners[zone_of[pest]] < 0:
        cells.append(pest)
    return cells


def step_options(state: CampState, seat: Seat) -> list[tuple[Cell, Cell]]:
    """Every single step `seat` may take now, as (from, to)."""
    if state.points <= 0:
        return []
    board, fences = state.board, state.fences
    neighbours = geometry(state.size).neighbours
    return [
        (cell, other)
        for cell in movable(state, seat)
        for other, edge in neighbours[cell]
        if board[other] == EMPTY and not fences >> edge & 1
    ]


def step_error(state: CampState, seat: Seat, start: Cell, target: Cell) -> str | None:
    """Why `seat` may not step from `start` to `target`, or None."""
    if state.points <= 0:
        return "no movement point is left this turn"
    piece = state.board[start]
    is_pest = state.revealed and start == pest_cell(state)
    if piece != caravan(seat) and not is_pest:
        return "a step moves one of your own caravans or the revealed pest"
    if state.owners[state.zone_of[start]] >= 0:
        return "a piece in an attributed zone may not move"
    if all(other != target for other, _ in geometry(state.size).neighbours[start]):
        return "a step goes to an orthogonally adjacent cell"
    if state.fences >> edge_between(state.size, start, target) & 1:
        return "a step may not cross a fence"
    if state.board[target] != EMPTY:
        return "a step may not enter a cell holding another piece"
    return None


def step(state: CampState, seat: Seat, start: Cell, target: Cell) -> CampState:
    """The state after one step; fences rivals apart and may end the match."""
    error = step_error(state, seat, start, target)
    if error is not None:
        raise IllegalMoveError(error)
    board = list(state.board)
    board[target], board[start] = board[start], EMPTY
    moved = tuple(board)
    tokens = state.tokens
    if start == pest_cell(state):
        tokens = tokens[:state.pest] + (target,) + tokens[state.pest + 1:]
    auto = auto_fences(state.size, moved, state.fences, (target,))
    stepped = replace(state, board=moved, tokens=tokens, points=state.points - 1, stepped=True,
                      last=LastMove(seat, "step", (start, target), auto=auto))
    if not auto:
        # A step stays inside its zone, so zones and owners only change with new fences.
        return stepped
    after = rezoned(stepped, fences=with_edges(state.fences, auto))
    return _ended(after) if all_attributed(after) else after


def fence(state: CampState, seat: Seat, edge: Edge) -> CampState:
    """The state after `seat` fences `edge`, which ends the turn."""
    error = fence_error(state, edge)
    if error is not None:
        raise IllegalMoveError(error)
    a, b = edge_cells(state.size, edge)
    after = rezoned(state, fences=state.fences | 1 << edge,
                    last=LastMove(seat, "fence", (edge // 2,), side=SIDES[edge % 2]))
    if ZONE_EMPTY in (after.owners[after.zone_of[a]], after.owners[after.zone_of[b]]):
        raise IllegalMoveError("a fence may not create a zone without a caravan or a bungalow")
    if all_attributed(after):
        return _ended(after)
    return end_turn(after, empty=False)


def end(state: CampState, seat: Seat) -> CampState:
    """The state after `seat` ends the turn without a fence."""
    return end_turn(replace(state, last=LastMove(seat, "end")), empty=not state.stepped)


def end_turn(state: CampState, empty: bool) -> CampState:
    """Pass the turn on, or end the match on the stalemate rules."""
    turns = state.turns + 1
    idle = state.idle + 1 if empty else 0
    if idle >= state.players:
        return _ended(replace(state, turns=turns, idle=idle), EMPTY_TURNS)
    if turns >= state.max_rounds * state.players:
        return _ended(replace(state, turns=turns, idle=idle), ROUND_LIMIT)
    return replace(state, turns=turns, idle=idle, to_move=(state.to_move + 1) % state.players,
                   points=MOVEMENT_POINTS, stepped=False)


def _ended(state: CampState, reason: str = ALL_ATTRIBUTED) -> CampState:
    return replace(state, phase=OVER, end=reason, points=0)
