"""Matches as a spectator may see them: the public move list and the replay views."""

from __future__ import annotations

from typing import Any

from app.db.records import MatchRecord, MoveRecord
from app.games.base import Game, match_rng
from app.rooms.options import split_options


def replay_public(game: Game, record: MatchRecord, moves: list[MoveRecord]) -> list[dict[str, Any]]:
    """Every step from setup: the spectator's view after it, and the public form of its move."""
    game_options, _ = split_options(record.options)
    state = game.setup(record.players, game_options, match_rng(record.seed, 0))
    steps: list[dict[str, Any]] = [{"seq": 0, "view": game.view(state, None)}]
    for move in moves:
        public = game.public_move(state, move.seat, move.move)
        state = game.apply(state, move.seat, move.move, match_rng(record.seed, move.seq))
        steps.append({
            "seq": move.seq, "seat": move.seat, "move": public, "at": move.created_at,
            "view": game.view(state, None),
        })
    return steps


def public_moves(game: Game, record: MatchRecord, moves: list[MoveRecord]) -> list[dict[str, Any]]:
    """The move list as a spectator may see it."""
    if not game.hidden_information:
        return [
            {"seq": m.seq, "seat": m.seat, "move": m.move, "at": m.created_at} for m in moves
        ]
    return [
        {k: v for k, v in step.items() if k != "view"}
        for step in replay_public(game, record, moves)[1:]
    ]
