"""The state of a Deluxe Camping match and its JSON form."""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Any

from app.games.base import JSON, Move, Seat
from app.games.deluxe_camping.board import (
    Cell,
    Edge,
    Fences,
    Piece,
    coords,
    edge_at,
    edge_json,
    fence_list,
    fence_move,
    zones,
)

# Phases: the four manual setup steps, then play, then the end.
POOL_PHASE = "place_pool"
TOKENS_PHASE = "place_tokens"
BUNGALOWS_PHASE = "place_bungalows"
CARAVANS_PHASE = "place_caravans"
PLAY = "play"
OVER = "over"
SETUP_PHASES = (POOL_PHASE, TOKENS_PHASE, BUNGALOWS_PHASE, CARAVANS_PHASE)

CARAVANS_PER_PLAYER = {2: 6, 3: 4, 4: 2}
TOKEN_COUNT = 3
MOVEMENT_POINTS = 2
FIRST_TURN_POINTS = 1
DEFAULT_MAX_ROUNDS = 100

# Why a match ended.
ALL_ATTRIBUTED = "all_attributed"
EMPTY_TURNS = "empty_turns"
ROUND_LIMIT = "round_limit"


@dataclass(frozen=True)
class LastMove:
    """The last move played, with the fences it placed automatically."""

    seat: Seat
    kind: str  # the move's "type"
    cells: tuple[Cell, ...] = ()  # step: from, to; fence: its cell; placements: their cells
    side: str = ""  # fence only
    auto: tuple[Edge, ...] = ()  # fences placed automatically after the move

    def move_json(self, size: int) -> Move:
        """The move as the player sent it (normalised)."""
        if self.kind == "step":
            return {"type": "step", "from": coords(size, self.cells[0]),
                    "to": coords(size, self.cells[1])}
        if self.kind == "fence":
            edge = edge_at(size, self.cells[0], self.side)
            assert edge is not None
            return fence_move(size, edge)
        if self.kind == "place_bungalow":
            return {"type": self.kind, "cells": [coords(size, c) for c in self.cells]}
        if self.cells:
            return {"type": self.kind, "cell": coords(size, self.cells[0])}
        return {"type": self.kind}

    def to_json(self) -> JSON:
        """Storage form."""
        return {"seat": self.seat, "kind": self.kind, "cells": list(self.cells),
                "side": self.side, "auto": list(self.auto)}

    @staticmethod
    def from_json(data: JSON) -> LastMove:
        """Rebuild from `to_json`."""
        return LastMove(data["seat"], data["kind"], tuple(data["cells"]), data["side"],
                        tuple(data["auto"]))


@dataclass(frozen=True)
class CampState:
    """A position: pieces, fences, the secret pest, and where the turn stands."""

    size: int
    players: int
    board: tuple[Piece, ...]  # per cell: a piece code from board.py
    fences: Fences
    tokens: tuple[Cell, ...]  # token cells in the order they were placed
    pest: int  # index into `tokens` of the pest (may be a token not placed yet); secret
    revealed: bool
    phase: str
    to_move: Seat
    first: Seat
    points: int  # movement points left in the current turn
    stepped: bool  # the current turn has had a step
    turns: int  # turns finished since the reveal
    idle: int  # consecutive empty turns (no step, no fence)
    max_rounds: int
    last: LastMove | None = None
    end: str = ""  # why the match ended, once it has
    zone_of: tuple[int, ...] = field(default=(), compare=False, repr=False)
    owners: tuple[int, ...] = field(default=(), compare=False, repr=False)

    def __post_init__(self) -> None:
        if not self.zone_of:
            zone_of, owners = zones(self.size, self.fences, self.board)
            object.__setattr__(self, "zone_of", zone_of)
            object.__setattr__(self, "owners", owners)


def rezoned(state: CampState, **changes: Any) -> CampState:
    """A copy with `changes` whose zones are recomputed (after fences or pieces changed)."""
    return replace(state, zone_of=(), owners=(), **changes)


def pest_cell(state: CampState) -> Cell | None:
    """Where the pest stands, or None while it is not on the board."""
    return state.tokens[state.pest] if 0 <= state.pest < len(state.tokens) else None


def all_attributed(state: CampState) -> bool:
    """True when every zone of the board is attributed (the end of the match)."""
    return all(owner >= 0 for owner in state.owners)


def to_json(state: CampState) -> JSON:
    """The whole state, secrets included, as JSON data."""
    return {
        "size": state.size,
        "players": state.players,
        "board": list(state.board),
        "fences": fence_list(state.fences),
        "tokens": list(state.tokens),
        "pest": state.pest,
        "revealed": state.revealed,
        "phase": state.phase,
        "to_move": state.to_move,
        "first": state.first,
        "points": state.points,
        "stepped": state.stepped,
        "turns": state.turns,
        "idle": state.idle,
        "max_rounds": state.max_rounds,
        "last": None if state.last is None else state.last.to_json(),
        "end": state.end,
    }


def from_json(data: JSON) -> CampState:
    """Rebuild a state from `to_json`'s output."""
    fences = 0
    for edge in data["fences"]:
        fences |= 1 << edge
    return CampState(
        size=data["size"],
        players=data["players"],
        board=tuple(data["board"]),
        fences=fences,
        tokens=tuple(data["tokens"]),
        pest=data["pest"],
        revealed=data["revealed"],
        phase=data["phase"],
        to_move=data["to_move"],
        first=data["first"],
        points=data["points"],
        stepped=data["stepped"],
        turns=data["turns"],
        idle=data["idle"],
        max_rounds=data["max_rounds"],
        last=None if data["last"] is None else LastMove.from_json(data["last"]),
        end=data["end"],
    )


def fences_json(size: int, edges: tuple[Edge, ...] | list[Edge]) -> list[JSON]:
    """Edges as a list of `{"cell", "side"}` objects."""
    return [edge_json(size, e) for e in edges]
