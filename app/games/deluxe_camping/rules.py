"""Deluxe Camping: caravans, fences and zones on a square campsite, for 2 to 4 players."""

from __future__ import annotations

import random
from typing import Any

from app.games.base import (
    JSON,
    Choice,
    Game,
    GameOverError,
    IllegalMoveError,
    Move,
    NotYourTurnError,
    OptionSpec,
    Outcome,
    Seat,
)
from app.games.common import FIRST_PLAYER, as_pair, first_seat
from app.games.deluxe_camping import play, scoring, setup
from app.games.deluxe_camping import state as st
from app.games.deluxe_camping import view as views
from app.games.deluxe_camping.board import (
    DEFAULT_SIZE,
    MAX_SIZE,
    MIN_SIZE,
    SIDES,
    Cell,
    cell_at,
    coords,
    edge_at,
    fence_move,
)
from app.games.deluxe_camping.fencing import fence_options
from app.games.deluxe_camping.state import CampState

MAX_ROUNDS_LIMIT = 500

SIZE = OptionSpec(
    name="size", type="int", default=DEFAULT_SIZE, min=MIN_SIZE, max=MAX_SIZE,
    labels={"en": "Board size", "fr": "Taille du plateau", "nl": "Grootte van het bord"},
)
SETUP = OptionSpec(
    name="setup", type="choice", default="auto",
    labels={"en": "Setup", "fr": "Mise en place", "nl": "Opstelling"},
    choices=(
        Choice("auto", {"en": "Automatic", "fr": "Automatique", "nl": "Automatisch"}),
        Choice("manual", {"en": "By the players", "fr": "Par les joueurs",
                          "nl": "Door de spelers"}),
    ),
)
MAX_ROUNDS = OptionSpec(
    name="max_rounds", type="int", default=st.DEFAULT_MAX_ROUNDS, min=1, max=MAX_ROUNDS_LIMIT,
    labels={"en": "Round limit", "fr": "Nombre maximal de tours",
            "nl": "Maximaal aantal rondes"},
)

SETUP_MOVES = tuple(setup.PLACEMENT.values())


def _cell(state: CampState, move: Move, key: str) -> Cell:
    cell = cell_at(state.size, as_pair(move.get(key)))
    if cell is None:
        raise IllegalMoveError(f"{move.get('type')} needs {key!r} as a [row, col] on the board")
    return cell


def _placement_cells(state: CampState, move: Move) -> tuple[Cell, ...]:
    if move.get("type") != "place_bungalow":
        return (_cell(state, move, "cell"),)
    pairs = move.get("cells")
    if not isinstance(pairs, list) or len(pairs) != 2:
        raise IllegalMoveError("place_bungalow needs 'cells' as two [row, col] cells")
    cells = [cell_at(state.size, as_pair(p)) for p in pairs]
    found = sorted(c for c in cells if c is not None)
    if len(found) != 2:
        raise IllegalMoveError("place_bungalow needs 'cells' as two [row, col] cells")
    return tuple(found)


class DeluxeCamping(Game[CampState]):
    """The rules of `deluxe_camping` (see shared/rules/deluxe-camping.md)."""

    id = "deluxe_camping"
    names = {"en": "Deluxe Camping", "fr": "Deluxe Camping", "nl": "Deluxe Camping"}
    min_players = 2
    max_players = 4
    options = (SIZE, SETUP, MAX_ROUNDS, FIRST_PLAYER)
    hidden_information = True
    confirm_moves = frozenset({"fence", "end"})
    view_depends_on_seat = False
    # Three plies a turn at most (two steps and a fence), plus the manual setup.
    max_plies = 3 * 4 * MAX_ROUNDS_LIMIT + 32

    def setup(self, players: int, options: dict[str, Any], rng: random.Random) -> CampState:
        """A new match: a random campsite, or an empty one the players fill in."""
        opts = self.validate_options(players, options)
        first = first_seat(opts["first_player"], players, rng)
        if opts["setup"] == "auto":
            return setup.auto_setup(players, opts["size"], first, opts["max_rounds"], rng)
        pest = rng.randrange(st.TOKEN_COUNT)
        return setup.initial(players, opts["size"], first, opts["max_rounds"], pest)

    def to_act(self, state: CampState) -> list[Seat]:
        """The seat to place, step or fence; nobody once the match is over."""
        return [] if state.phase == st.OVER else [state.to_move]

    def legal_moves(self, state: CampState, seat: Seat) -> list[Move]:
        """Every placement during setup; during a turn every step, every fence and `end`."""
        if state.phase == st.OVER or seat != state.to_move:
            return []
        size = state.size
        if state.phase in st.SETUP_PHASES:
            kind = setup.PLACEMENT[state.phase]
            if kind == "place_bungalow":
                return [{"type": kind, "cells": [coords(size, a), coords(size, b)]}
                        for a, b in setup.setup_targets(state)]
            return [{"type": kind, "cell": coords(size, cells[0])}
                    for cells in setup.setup_targets(state)]
        moves: list[Move] = [
            {"type": "step", "from": coords(size, a), "to": coords(size, b)}
            for a, b in play.step_options(state, seat)
        ]
        moves.extend(fence_move(size, e) for e in fence_options(state))
        moves.append({"type": "end"})
        return moves

    def apply(self, state: CampState, seat: Seat | None, move: Move,
              rng: random.Random) -> CampState:
        """The state after one placement, step, fence or end of turn."""
        if state.phase == st.OVER:
            raise GameOverError("the match is over")
        if seat is None or seat != state.to_move:
            raise NotYourTurnError("it is not your turn")
        kind = move.get("type") if isinstance(move, dict) else None
        if state.phase in st.SETUP_PHASES:
            if kind not in SETUP_MOVES:
                raise IllegalMoveError(f"the setup step now is {setup.PLACEMENT[state.phase]}")
            return setup.place(state, seat, kind, _placement_cells(state, move))
        if kind == "step":
            start, target = _cell(state, move, "from"), _cell(state, move, "to")
            return play.step(state, seat, start, target)
        if kind == "fence":
            edge = edge_at(state.size, _cell(state, move, "cell"), move.get("side"))
            if edge is None:
                raise IllegalMoveError(
                    f"a fence names a cell and its side {' or '.join(SIDES)} inside the board")
            return play.fence(state, seat, edge)
        if kind == "end":
            return play.end(state, seat)
        raise IllegalMoveError("a move is step, fence or end during a turn")

    def view(self, state: CampState, seat: Seat | None) -> JSON:
        """The board, the turn and the scores; tokens stay face down until the reveal."""
        return views.view(state, seat)

    def outcome(self, state: CampState) -> Outcome | None:
        """Scores of attributed zones and ranks (team totals first with four players)."""
        return scoring.outcome(state) if state.phase == st.OVER else None

    def to_json(self, state: CampState) -> JSON:
        """The whole state, the pest included."""
        return st.to_json(state)

    def from_json(self, data: JSON) -> CampState:
        """Rebuild a state from `to_json`'s output."""
        return st.from_json(data)

    def determinize(self, view: JSON, seat: Seat | None, rng: random.Random) -> CampState:
        """A state behind `view`, the face-down pest drawn at random."""
        return views.determinize(view, seat, rng)


GAME = DeluxeCamping()
