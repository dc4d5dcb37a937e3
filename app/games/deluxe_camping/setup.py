"""Setting up the campsite: pool, tokens, bungalows and caravans, by hand or at random."""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import replace

from app.games.base import IllegalMoveError, Seat
from app.games.deluxe_camping.board import (
    EMPTY,
    POOL,
    TOKEN,
    Cell,
    Piece,
    bungalow,
    caravan,
    geometry,
    is_bungalow,
    is_caravan,
)
from app.games.deluxe_camping.fencing import auto_fences, with_edges
from app.games.deluxe_camping.state import (
    ALL_ATTRIBUTED,
    BUNGALOWS_PHASE,
    CARAVANS_PER_PLAYER,
    CARAVANS_PHASE,
    FIRST_TURN_POINTS,
    OVER,
    PLAY,
    POOL_PHASE,
    SETUP_PHASES,
    TOKEN_COUNT,
    TOKENS_PHASE,
    CampState,
    LastMove,
    all_attributed,
    rezoned,
)


def initial(players: int, size: int, first: Seat, max_rounds: int, pest: int) -> CampState:
    """An empty campsite, waiting for the first player to place the pool."""
    return CampState(
        size=size, players=players, board=(EMPTY,) * (size * size), fences=0, tokens=(),
        pest=pest, revealed=False, phase=POOL_PHASE, to_move=first, first=first,
        points=0, stepped=False, turns=0, idle=0, max_rounds=max_rounds,
    )


def pool_block(size: int, top_left: Cell) -> tuple[Cell, Cell, Cell, Cell]:
    """The four cells of a pool whose top-left cell is `top_left`."""
    return (top_left, top_left + 1, top_left + size, top_left + size + 1)


def _touches(state: CampState, cell: Cell, test: Callable[[Piece], bool]) -> bool:
    return any(test(state.board[n]) for n, _ in geometry(state.size).neighbours[cell])


def _pool_or_bungalow(piece: Piece) -> bool:
    return piece == POOL or is_bungalow(piece)


def _pool(piece: Piece) -> bool:
    return piece == POOL


def pool_error(state: CampState, top_left: Cell) -> str | None:
    """Why the pool may not go at `top_left`, or None."""
    r, c = divmod(top_left, state.size)
    if not (1 <= r <= state.size - 3 and 1 <= c <= state.size - 3):
        return "the pool may not touch the board border"
    if any(state.board[cell] != EMPTY for cell in pool_block(state.size, top_left)):
        return "the pool needs four empty cells"
    return None


def token_error(state: CampState, cell: Cell) -> str | None:
    """Why a token may not go on `cell`, or None."""
    return None if state.board[cell] == EMPTY else "a token needs an empty cell"


def bungalow_error(state: CampState, a: Cell, b: Cell) -> str | None:
    """Why the bungalow of the player to move may not cover a and b, or None."""
    if all(n != b for n, _ in geometry(state.size).neighbours[a]):
        return "a bungalow covers two orthogonally adjacent cells"
    if state.board[a] != EMPTY or state.board[b] != EMPTY:
        return "a bungalow needs two empty cells"
    if _touches(state, a, _pool_or_bungalow) or _touches(state, b, _pool_or_bungalow):
        return "a bungalow may not be next to the pool or another bungalow"
    return None


def caravan_error(state: CampState, cell: Cell) -> str | None:
    """Why the player to move may not place a caravan on `cell`, or None."""
    if state.board[cell] != EMPTY:
        return "a caravan needs an empty cell"
    if _first_caravan(state) and _touches(state, cell, _pool):
        return "the first player's first caravan may not be next to the pool"
    return None


def _first_caravan(state: CampState) -> bool:
    mine = caravan(state.first)
    return state.to_move == state.first and mine not in state.board


PLACEMENT = {
    POOL_PHASE: "place_pool",
    TOKENS_PHASE: "place_token",
    BUNGALOWS_PHASE: "place_bungalow",
    CARAVANS_PHASE: "place_caravan",
}


def placement_error(state: CampState, cells: tuple[Cell, ...]) -> str | None:
    """Why the current setup step may not name `cells`, or None."""
    if state.phase == POOL_PHASE:
        return pool_error(state, cells[0])
    if state.phase == TOKENS_PHASE:
        return token_error(state, cells[0])
    if state.phase == BUNGALOWS_PHASE:
        return bungalow_error(state, cells[0], cells[1])
    return caravan_error(state, cells[0])


def setup_targets(state: CampState) -> list[tuple[Cell, ...]]:
    """Every legal placement of the current setup step, as the cells it names."""
    if state.phase not in PLACEMENT:
        return []
    candidates: list[tuple[Cell, ...]]
    if state.phase == BUNGALOWS_PHASE:
        candidates = [(a, b) for _, a, b in geometry(state.size).edges]
    else:
        candidates = [(c,) for c in range(state.size * state.size)]
    return [cells for cells in candidates if placement_error(state, cells) is None]


def _next_seat(state: CampState, seat: Seat) -> Seat:
    return (seat + 1) % state.players


def place(state: CampState, seat: Seat, kind: str, cells: tuple[Cell, ...]) -> CampState:
    """The state after `seat` places a piece; raises IllegalMoveError if the setup forbids it."""
    expected = PLACEMENT.get(state.phase)
    if kind != expected:
        raise IllegalMoveError(f"the setup step now is {expected}")
    error = placement_error(state, cells)
    if error is not None:
        raise IllegalMoveError(error)
    if state.phase == POOL_PHASE:
        return _place_pool(state, seat, cells[0])
    if state.phase == TOKENS_PHASE:
        return _place_token(state, seat, cells[0])
    piece = bungalow(seat) if state.phase == BUNGALOWS_PHASE else caravan(seat)
    return _place_player_piece(state, seat, kind, cells, piece)


def _place_pool(state: CampState, seat: Seat, top_left: Cell) -> CampState:
    board = list(state.board)
    for cell in pool_block(state.size, top_left):
        board[cell] = POOL
    return rezoned(state, board=tuple(board), phase=TOKENS_PHASE,
                   to_move=_next_seat(state, state.first),
                   last=LastMove(seat, "place_pool", (top_left,)))


def _place_token(state: CampState, seat: Seat, cell: Cell) -> CampState:
    board = list(state.board)
    board[cell] = TOKEN
    tokens = (*state.tokens, cell)
    done = len(tokens) == TOKEN_COUNT
    return replace(state, board=tuple(board), tokens=tokens,
                   phase=BUNGALOWS_PHASE if done else TOKENS_PHASE,
                   to_move=state.first if done else state.to_move,
                   last=LastMove(seat, "place_token", (cell,)))


def _place_player_piece(state: CampState, seat: Seat, kind: str, cells: tuple[Cell, ...],
                        piece: Piece) -> CampState:
    board = list(state.board)
    for cell in cells:
        board[cell] = piece
    board_t = tuple(board)
    auto = auto_fences(state.size, board_t, state.fences, cells)
    placed = rezoned(state, board=board_t, fences=with_edges(state.fences, auto),
                     last=LastMove(seat, kind, tuple(sorted(cells)), auto=auto))
    return _advance(placed, seat)


def _advance(state: CampState, seat: Seat) -> CampState:
    if state.phase == BUNGALOWS_PHASE:
        if sum(1 for p in state.board if is_bungalow(p)) < 2 * state.players:
            return replace(state, to_move=_next_seat(state, seat))
        return replace(state, phase=CARAVANS_PHASE, to_move=state.first)
    per_player = CARAVANS_PER_PLAYER[state.players]
    counts = [0] * state.players
    for piece in state.board:
        if is_caravan(piece):
            counts[piece & 3] += 1
    for offset in range(1, state.players + 1):
        nxt = (seat + offset) % state.players
        if counts[nxt] < per_player:
            return replace(state, to_move=nxt)
    return reveal(state)


def reveal(state: CampState) -> CampState:
    """Turn the tokens face up and start the first turn (or end at once if nothing is left)."""
    if all_attributed(state):
        return replace(state, revealed=True, phase=OVER, end=ALL_ATTRIBUTED)
    return replace(state, revealed=True, phase=PLAY, to_move=state.first,
                   points=FIRST_TURN_POINTS, stepped=False, turns=0, idle=0)


def auto_setup(players: int, size: int, first: Seat, max_rounds: int,
               rng: random.Random) -> CampState:
    """A random setup under the manual constraints that gives no player a zone at the start."""
    pest = rng.randrange(TOKEN_COUNT)
    while True:
        state = initial(players, size, first, max_rounds, pest)
        while state.phase in SETUP_PHASES:
            targets = setup_targets(state)
            if not targets:
                break
            state = place(state, state.to_move, PLACEMENT[state.phase], rng.choice(targets))
        if state.phase == PLAY and not any(owner >= 0 for owner in state.owners):
            return replace(state, last=None)
