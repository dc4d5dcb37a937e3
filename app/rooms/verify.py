"""Checking a finished match: replaying its moves from its published seed gives its result."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from app.db.records import SeatRecord
from app.games.base import RulesError, match_rng
from app.games.registry import get_game
from app.rooms.options import split_options
from app.rooms.public import resignation_result
from app.rooms.turns import Turn, step, step_rng


@dataclass(frozen=True)
class Verdict:
    """The outcome of a replay check."""

    ok: bool
    reason: str
    replayed: dict[str, Any] | None


def verify(match: dict[str, Any], options: dict[str, Any] | None = None) -> Verdict:
    """Replay `match` (as `GET /api/matches/{id}` gives it) and compare the results.

    `options` replaces the match's public options when they hide something the
    replay needs (an uploaded quiz deck); the server passes its stored ones.
    """
    game = get_game(match.get("game", ""))
    if game is None:
        return Verdict(False, "unknown game", None)
    if match.get("status") != "finished" or not match.get("seed"):
        return Verdict(False, "the match is not finished: its seed is still secret", None)
    game_options, _ = split_options(options if options is not None else match.get("options"))
    try:
        state = _replay(game, match, game.stored_options(match["players"], game_options))
    except RulesError as error:
        return Verdict(False, f"a stored move is refused on replay: {error}", None)
    outcome = game.outcome(state)
    recorded = match.get("result") or {}
    if outcome is None and recorded.get("ended") == "resigned":
        return _verify_resignation(match, recorded)
    if outcome is None:
        return Verdict(False, "the replayed match does not end", None)
    replayed = outcome.to_json()
    if replayed != match.get("result"):
        return Verdict(False, "the replayed result differs from the recorded one", replayed)
    return Verdict(True, "replaying the moves from the seed gives the recorded result", replayed)


def _replay(game: Any, match: dict[str, Any], options: dict[str, Any]) -> Any:
    """The state after every stored move from the seed (undos taken back as in play)."""
    seed = match["seed"]
    state = game.setup(match["players"], options, match_rng(seed, 0))
    turn = Turn()
    for n, move in enumerate(match.get("moves", []), start=1):
        state, turn = step(game, state, turn, move["seat"], move["move"], step_rng(seed, n))
    return state


def _verify_resignation(match: dict[str, Any], recorded: dict[str, Any]) -> Verdict:
    """A match a resignation ended: its moves replay without an end, and its result is
    the one a resignation gives (the seats marked resigned rank last, without scores)."""
    seats = [SeatRecord(s["seat"], s.get("name"), s.get("kind"), resigned=bool(s.get("resigned")))
             for s in match.get("seats", [])]
    replayed = resignation_result(seats)
    if replayed != recorded:
        return Verdict(False, "the recorded resignation differs from the seats that resigned",
                       replayed)
    return Verdict(True, "replaying the moves from the seed reaches the position where "
                         "the match was resigned", replayed)
