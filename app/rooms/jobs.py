"""What the worker processes of `app.rooms.offload` run: plain data in, plain data out.

A rules error is returned as its code and message rather than raised, so that
nothing but plain data crosses back (an exception's frames stay in the worker).
"""

from __future__ import annotations

from typing import Any

from app.db.records import MatchRecord, MoveRecord
from app.games.base import RulesError
from app.games.registry import get_game
from app.protocol.outbound import encode_bytes
from app.rooms import public

#: A job's answer: ("ok", value) or ("refused", code, message).
Answer = tuple[Any, ...]


def prepare(game_id: str, players: int, options: dict[str, Any],
            validate: bool = True) -> Answer:
    """The options validated (when `validate`) and as prepared for `setup`.

    An uploaded quiz deck is parsed here: ("ok", (validated, prepared)), where the
    prepared options hold the parsed deck.
    """
    game = get_game(game_id)
    if game is None:
        return ("refused", "unknown_game", f"No game has the id {game_id!r}.")
    try:
        validated = game.validate_options(players, options) if validate else options
        return ("ok", (validated, game.prepare_options(validated)))
    except RulesError as error:  # whatever the rules' own code: the options are refused
        return ("refused", "bad_options", str(error))


def replay_page(record: MatchRecord, moves: list[MoveRecord], start: int, limit: int) -> bytes:
    """A replay page as the API sends it, encoded: `limit` steps from step `start`."""
    game = get_game(record.game)
    assert game is not None, record.game
    steps = public.replay_steps(game, record, moves, start, limit)
    last = steps[-1]["seq"] if steps else start
    more = len(moves) > 0 and moves[-1].seq > last
    return encode_bytes({
        "match_id": record.id, "game": record.game, "status": record.status,
        "views": steps, "next": last + 1 if more else None,
    })
