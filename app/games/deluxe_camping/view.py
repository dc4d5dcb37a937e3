"""What a seat may see of a match, and the states a bot may imagine behind a view."""

from __future__ import annotations

import random

from app.games.base import JSON, Seat
from app.games.deluxe_camping.board import (
    EMPTY,
    POOL,
    TOKEN,
    ZONE_MIXED,
    Cell,
    Edge,
    Piece,
    bungalow,
    caravan,
    cell_at,
    coords,
    edge_at,
    fence_list,
    is_bungalow,
    is_caravan,
    seat_of,
)
from app.games.deluxe_camping.scoring import TEAMS, scores, team_scores, zone_list
from app.games.deluxe_camping.state import (
    CARAVANS_PER_PLAYER,
    OVER,
    PLAY,
    TOKEN_COUNT,
    CampState,
    LastMove,
    fences_json,
    pest_cell,
)

FACE_DOWN, ICE_CREAM, PEST = "face_down", "ice_cream", "pest"
MOVEMENT, FENCE = "movement", "fence"


def phase_name(state: CampState) -> str:
    """The phase as the view names it: a setup step, movement, fence or over."""
    if state.phase == PLAY:
        return MOVEMENT if state.points > 0 else FENCE
    return state.phase


def _token_kind(state: CampState, cell: Cell) -> str:
    if not state.revealed:
        return FACE_DOWN
    return PEST if cell == pest_cell(state) else ICE_CREAM


def _pieces(state: CampState) -> JSON:
    size, board = state.size, state.board
    bungalows: dict[int, list[list[int]]] = {}
    caravans, pool = [], []
    for cell, piece in enumerate(board):
        if piece == POOL:
            pool.append(coords(size, cell))
        elif is_caravan(piece):
            caravans.append({"seat": seat_of(piece), "cell": coords(size, cell)})
        elif is_bungalow(piece):
            bungalows.setdefault(seat_of(piece), []).append(coords(size, cell))
    return {
        "pool": pool or None,
        "bungalows": [{"seat": s, "cells": cells} for s, cells in sorted(bungalows.items())],
        "caravans": caravans,
        # Sorted by cell, never in placement order, so nothing hints at the secret.
        "tokens": [
            {"cell": coords(size, c), "kind": _token_kind(state, c)} for c in sorted(state.tokens)
        ],
    }


def _zones(state: CampState) -> JSON:
    return [
        {
            "cells": [coords(state.size, c) for c in zone.cells],
            "owner": zone.owner if zone.owner >= 0 else None,
            "shared": zone.owner == ZONE_MIXED,
            "value": zone.value if state.revealed else None,
        }
        for zone in zone_list(state)
    ]


def _still_to_place(state: CampState) -> JSON:
    per_player = CARAVANS_PER_PLAYER[state.players]
    placed = [0] * state.players
    for piece in state.board:
        if is_caravan(piece):
            placed[seat_of(piece)] += 1
    return {
        "tokens": TOKEN_COUNT - len(state.tokens),
        "bungalows": [0 if bungalow(s) in state.board else 1 for s in range(state.players)],
        "caravans": [max(per_player - n, 0) for n in placed],
    }


def _last(state: CampState) -> JSON:
    last = state.last
    if last is None:
        return None
    return {
        "seat": last.seat,
        "move": last.move_json(state.size),
        "auto_fences": fences_json(state.size, last.auto),
    }


def view(state: CampState, seat: Seat | None) -> JSON:
    """The board, turn and scores as anyone sees them: only face-down tokens are hidden."""
    points = scores(state)
    teams = team_scores(points)
    over = state.phase == OVER
    return {
        "size": state.size,
        "players": state.players,
        "first_player": state.first,
        "phase": phase_name(state),
        "to_move": None if over else state.to_move,
        "movement_points": state.points,
        "stepped": state.stepped,
        "revealed": state.revealed,
        **_pieces(state),
        "fences": fences_json(state.size, fence_list(state.fences)),
        "zones": _zones(state),
        "scores": list(points),
        "teams": [
            {"seats": list(t), "score": s} for t, s in zip(TEAMS, teams, strict=False)
        ] or None,
        "to_place": _still_to_place(state),
        "turns_played": state.turns,
        "round": min(state.turns // state.players + 1, state.max_rounds),
        "max_rounds": state.max_rounds,
        "empty_turns": state.idle,
        "last": _last(state),
        "end": state.end or None,
    }


def _state_phase(data: JSON) -> str:
    return PLAY if data["phase"] in (MOVEMENT, FENCE) else data["phase"]


def _at(size: int, pair: JSON) -> Cell:
    cell = cell_at(size, (pair[0], pair[1]))
    if cell is None:
        raise ValueError(f"the view names a cell off the board: {pair}")
    return cell


def _edge(size: int, fence: JSON) -> Edge:
    edge = edge_at(size, _at(size, fence["cell"]), fence["side"])
    if edge is None:
        raise ValueError(f"the view names a fence on the border: {fence}")
    return edge


def _board(data: JSON, size: int) -> tuple[list[Piece], list[Cell], int]:
    board = [EMPTY] * (size * size)
    for pair in data["pool"] or ():
        board[_at(size, pair)] = POOL
    for item in data["bungalows"]:
        for pair in item["cells"]:
            board[_at(size, pair)] = bungalow(item["seat"])
    for item in data["caravans"]:
        board[_at(size, item["cell"])] = caravan(item["seat"])
    tokens: list[Cell] = []
    pest = -1
    for item in data["tokens"]:
        cell = _at(size, item["cell"])
        board[cell] = TOKEN
        if item["kind"] == PEST:
            pest = len(tokens)
        tokens.append(cell)
    return board, tokens, pest


def _last_move(data: JSON, size: int) -> LastMove | None:
    last = data["last"]
    if last is None:
        return None
    move = last["move"]
    cells: tuple[Cell, ...] = ()
    if move["type"] == "step":
        cells = (_at(size, move["from"]), _at(size, move["to"]))
    elif move["type"] == "place_bungalow":
        cells = tuple(_at(size, p) for p in move["cells"])
    elif "cell" in move:
        cells = (_at(size, move["cell"]),)
    auto = tuple(_edge(size, f) for f in last["auto_fences"])
    return LastMove(last["seat"], move["type"], cells, move.get("side", ""), auto)


def determinize(data: JSON, seat: Seat | None, rng: random.Random) -> CampState:
    """A full state behind a view; before the reveal the pest is drawn from `rng`."""
    size = data["size"]
    board, tokens, pest = _board(data, size)
    if not data["revealed"]:
        # The server drew the pest uniformly among the three tokens, placed or not.
        pest = rng.randrange(TOKEN_COUNT)
    fences = 0
    for fence in data["fences"]:
        fences |= 1 << _edge(size, fence)
    to_move = data["to_move"]
    return CampState(
        size=size, players=data["players"], board=tuple(board), fences=fences,
        tokens=tuple(tokens), pest=pest, revealed=data["revealed"], phase=_state_phase(data),
        to_move=data["first_player"] if to_move is None else to_move,
        first=data["first_player"], points=data["movement_points"], stepped=data["stepped"],
        turns=data["turns_played"], idle=data["empty_turns"], max_rounds=data["max_rounds"],
        last=_last_move(data, size), end=data["end"] or "",
    )
