"""A rule-based Deluxe Camping player: claim the largest zone, fence rivals off the pool, pest to them.

On each move of a turn, in this order:
1. a fence that closes a zone for itself: the one gaining most points
   (own score gained less rivals' gained, with the rules' own scoring);
2. a pest step that brings the pest nearer a rival's pieces than to its own;
3. a caravan step towards the pool while the caravan is not next to it;
4. a fence next to the pool on the side of a rival (the cell beyond it nearer
   a rival's piece than to its own), to keep the doubled zone from them;
5. else end the turn. Setup placements (manual setup) are random.
"""

from __future__ import annotations

import random

from app.games.base import Move, Seat
from app.games.deluxe_camping.board import (
    POOL,
    caravan,
    cell_at,
    edge_at,
    edge_cells,
    is_bungalow,
    is_caravan,
    seat_of,
)
from app.games.deluxe_camping.rules import GAME
from app.games.deluxe_camping.scoring import TEAMS, scores
from app.games.deluxe_camping.state import PLAY, CampState, pest_cell

END: Move = {"type": "end"}


def _friends(state: CampState, seat: Seat) -> set[int]:
    if state.players == 2 * len(TEAMS):
        return {s for s in range(state.players) if s % 2 == seat % 2}
    return {seat}


def _distance(size: int, a: int, b: int) -> int:
    return abs(a // size - b // size) + abs(a % size - b % size)


def _pieces(state: CampState, seats: set[int]) -> list[int]:
    return [c for c, p in enumerate(state.board)
            if (is_caravan(p) or is_bungalow(p)) and seat_of(p) in seats]


def _nearest(state: CampState, cell: int, cells: list[int]) -> int:
    return min((_distance(state.size, cell, c) for c in cells), default=99)


def _gain(state: CampState, after: CampState, seat: Seat) -> int:
    friends = _friends(state, seat)
    before, now = scores(state), scores(after)
    return sum((now[s] - before[s]) * (1 if s in friends else -1) for s in range(state.players))


def choose(state: CampState, seat: Seat, legal: list[Move], rng: random.Random) -> Move:
    """The rule-based player's move."""
    if state.phase != PLAY:
        return rng.choice(legal)
    size = state.size
    friends = _friends(state, seat)
    mine = _pieces(state, friends)
    rivals = _pieces(state, set(range(state.players)) - friends)
    fences = [m for m in legal if m["type"] == "fence"]
    steps = [m for m in legal if m["type"] == "step"]
    closing = []
    for move in fences:
        gain = _gain(state, GAME.apply(state, seat, move, rng), seat)
        if gain > 0:
            closing.append((gain, move))
    if closing:
        return max(closing, key=lambda pair: pair[0])[1]
    pest = pest_cell(state) if state.revealed else None
    pool = [c for c, p in enumerate(state.board) if p == POOL]
    for move in steps:
        start, target = cell_at(size, tuple(move["from"])), cell_at(size, tuple(move["to"]))
        if start == pest and _nearest(state, target, rivals) < _nearest(state, target, mine) \
                and _nearest(state, target, rivals) < _nearest(state, start, rivals):
            return move
    own = caravan(seat)
    towards = []
    for move in steps:
        start, target = cell_at(size, tuple(move["from"])), cell_at(size, tuple(move["to"]))
        if state.board[start] == own and pool and _nearest(state, start, pool) > 1:
            if _nearest(state, target, pool) < _nearest(state, start, pool):
                towards.append(move)
    if towards:
        return rng.choice(towards)
    guards = []
    for move in fences:
        edge = edge_at(size, cell_at(size, tuple(move["cell"])), move["side"])
        a, b = edge_cells(size, edge)
        if (a in pool) == (b in pool):
            continue
        outside = b if a in pool else a
        if _nearest(state, outside, rivals) < _nearest(state, outside, mine):
            guards.append(move)
    if guards:
        return rng.choice(guards)
    return END
