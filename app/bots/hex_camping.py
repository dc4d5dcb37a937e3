"""The `hex_camping` bot: full random playouts (passing rarely), valued by the final totals."""

from __future__ import annotations

import random
from collections.abc import Hashable

from app.bots.policy import Policy
from app.games.base import JSON, Move, Seat
from app.games.hex_camping.board import CELLS, NEIGHBOURS, hex_at
from app.games.hex_camping.rules import (
    GAME,
    HexState,
    score,
    state_from_view,
)

#: Chance that a playout passes when it may: passing gives campers away, so it is rarely right.
ROLLOUT_PASS = 0.02
PASS: Move = {"type": "pass"}


def _hex(pair: list[int]) -> int:
    return hex_at(pair[0], pair[1])


def _points(state: HexState) -> list[float]:
    board = score(state.lakes, state.boats, state.campers)["points"]
    return [sum(h[seat] for h in state.halves) + board[seat] for seat in (0, 1)]


class HexPolicy(Policy):
    """Knowledge of `hex_camping` for the search."""

    game = GAME
    margin_scale = 8.0
    exploration = 0.6
    rollout_plies = 2 * CELLS
    easy_slip = 0.35

    def state(self, view: JSON, seat: Seat, rng: random.Random) -> HexState:
        """The position itself, rebuilt from the view."""
        return state_from_view(view)

    def hidden(self, view: JSON) -> bool:
        """Nothing is hidden in this game."""
        return False

    def key(self, move: Move) -> Hashable:
        """The hex of a placement, or "pass"."""
        return tuple(move["hex"]) if move.get("type") == "place" else "pass"

    def candidates(self, state: HexState, seat: Seat) -> list[Move]:
        """Placements next to the seat's own campers first (groups score), passing last."""
        moves = GAME.legal_moves(state, seat)
        campers = state.campers

        def friends(move: Move) -> int:
            if move["type"] != "place":
                return -1
            return sum(1 for n in NEIGHBOURS[_hex(move["hex"])] if campers[n] == seat)

        return sorted(moves, key=friends, reverse=True)

    def rollout_move(self, state: HexState, seat: Seat, rng: random.Random) -> Move:
        """A random placement; a pass only now and then."""
        moves = GAME.legal_moves(state, seat)
        places = [m for m in moves if m["type"] == "place"]
        if not places or (len(places) < len(moves) and rng.random() < ROLLOUT_PASS):
            return PASS
        return rng.choice(places)

    def easy_choices(self, state: HexState, seat: Seat, legal: list[Move]) -> list[Move]:
        """Placements only: passing is a subtlety the easy bot does not know."""
        return [m for m in legal if m.get("type") == "place"]

    def estimate(self, state: HexState) -> list[float]:
        """Finished halves plus the points the campers on the board score now."""
        return _points(state)


POLICY = HexPolicy()
