"""Every outward form of a match, and the only place where hidden information is filtered.

Websocket states per seat and spectator, the `seats` message, the REST room and
match bodies, move lists, replays, chat lists and the texts of refused moves
are all built here, from the game's per-seat `view` and from what a spectator
may know of the stored moves:

- the game's `view` is called here only;
- a move of a game with hidden information is published as its type alone
  while the match is live (a quiz vote's `accept`, an answer's text), and whole
  once it is finished, when the seed is published too and anyone may replay it;
- a rules error of a game with hidden information is answered with the text of
  its code, never with the rules' own words, which may name what the state hides.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Iterable, Sequence
from typing import Any, TypeVar

from orjson import Fragment

from app.db.records import ChatRecord, MatchRecord, MatchStatus, MoveRecord, SeatKind, SeatRecord
from app.games.base import Game, RulesError, Seat, match_rng
from app.protocol.outbound import (
    ChatLine,
    Clock,
    SeatLine,
    SeatsMessage,
    StateMessage,
    encode,
    encode_bytes,
    fragment,
)
from app.rooms.chat import chat_line
from app.rooms.errors import RoomError
from app.rooms.options import public_options, split_options

log = logging.getLogger(__name__)
T = TypeVar("T")

#: What a refused move of a hidden-information game says, by code.
RULES_TEXTS = {
    "illegal_move": "The rules do not allow this move now.",
    "not_your_turn": "It is not your turn.",
    "game_over": "The match is over.",
    "bad_options": "The rules refuse these options.",
}


# ---- websocket ----------------------------------------------------------------------


def view_of(game: Game, state: Any, seat: Seat | None) -> Any:
    """What `seat` (None: a spectator) may see of `state`: the one call of the game's view."""
    return game.view(state, seat)


def shared_view(game: Game, state: Any) -> Any:
    """The view encoded once, when every seat sees the same; None when views differ by seat."""
    return None if game.view_depends_on_seat else fragment(view_of(game, state, None))


def state_message(
    game: Game, record: MatchRecord, state: Any, version: int, seat: Seat | None,
    clock: Clock | None, view: Any = None, can_resign: bool = False,
    turn: Any = None, undone: bool = False, confirm: list[str] | None = None,
) -> str:
    """The `state` message for one seat (None: a spectator), encoded.

    `view` is the shared view from `shared_view`, when there is one. A match a
    resignation ended has the stored result: its rules never reached an outcome.
    """
    live = record.status == MatchStatus.LIVE
    outcome = game.outcome(state)
    result = outcome.to_json() if outcome is not None else (
        record.result if record.status == MatchStatus.FINISHED else None)
    return encode(StateMessage(
        room_id=record.id,
        game=game.id,
        version=version,
        seat=seat,
        status=record.status,
        to_act=game.to_act(state) if live else [],
        legal=game.legal_moves(state, seat) if live and seat is not None else [],
        result=result,
        clock=clock,
        view=view if view is not None else view_of(game, state, seat),
        can_resign=can_resign,
        can_undo=live and turn is not None and turn.can_undo(seat),
        undo_stop=turn.stop_reason(seat) if live and turn is not None else None,
        undone=undone,
        confirm=confirm or [],
    ))


def resignation_result(seats: Sequence[SeatRecord]) -> dict[str, Any]:
    """The `result` of a match that ended because players resigned: everyone who did not
    resign shares the first place, those who did the second; there are no scores."""
    ranks = [2 if s.resigned else 1 for s in seats]
    return {
        "scores": [0] * len(seats),
        "ranks": ranks,
        "ranking": sorted(range(len(seats)), key=lambda n: (ranks[n], n)),
        "details": None,
        "ended": "resigned",
        "resigned": [s.seat for s in seats if s.resigned],
    }


def seats_message(
    record: MatchRecord, connected: set[Seat], spectators: int,
    can_take_over: Callable[[Seat, bool], bool], spectator_chat: bool,
) -> SeatsMessage:
    """Who sits where, who is connected, and what the room allows now (the seat controls
    are the host's alone)."""
    waiting = record.status == MatchStatus.WAITING
    return SeatsMessage(
        seats=[
            SeatLine(
                seat=s.seat, name=s.name, kind=s.kind, bot_level=s.bot_level,
                connected=s.seat in connected or s.kind == SeatKind.BOT, stand_in=s.stand_in,
                can_take_over=can_take_over(s.seat, s.seat in connected),
                resigned=s.resigned,
                can_release=waiting and s.name is not None and s.seat != record.host_seat,
                can_seat_computer=waiting and s.name is None,
            )
            for s in record.seats
        ],
        spectators=spectators,
        host=record.host_seat if record.host_seat >= 0 else None,
        spectators_muted=record.spectators_muted,
        spectator_chat=spectator_chat,
    )


def rules_error(game: Game, error: RulesError) -> RoomError:
    """A refused move as its sender may read it (see the module's note on hidden games)."""
    if game.hidden_information:
        return RoomError(error.code, RULES_TEXTS.get(error.code, RULES_TEXTS["illegal_move"]))
    return RoomError(error.code, str(error))


# ---- REST ---------------------------------------------------------------------------


def rest_seat(seat: SeatRecord, connected: bool) -> dict[str, Any]:
    """A seat as the lobby and the match lists show it."""
    return {"seat": seat.seat, "name": seat.name, "kind": seat.kind,
            "bot_level": seat.bot_level, "connected": connected or seat.kind == SeatKind.BOT,
            "resigned": seat.resigned}


def room_body(
    record: MatchRecord, game: Game | None, connected: set[Seat], spectators: int,
    version: int | None = None, detail: bool = False,
) -> dict[str, Any]:
    """A room as the lobby shows it (`detail`: with its public options and version)."""
    body = {
        "room_id": record.id, "game": record.game, "players": record.players,
        "status": record.status, "created_at": record.created_at,
        "started_at": record.started_at, "finished_at": record.finished_at,
        "seats": [rest_seat(s, s.seat in connected) for s in record.seats],
        "spectators": spectators,
        "options": public_options(game, record.options) if detail and game else None,
        "version": version if detail else None,
    }
    _check_encodable(body)
    return body


def public_move(game: Game, status: str, move: MoveRecord) -> dict[str, Any]:
    """One stored move as a spectator may see it now."""
    shown = move.move
    if game.hidden_information and status != MatchStatus.FINISHED:
        shown = {"type": move.move.get("type")}
    return {"seq": move.seq, "seat": move.seat, "move": shown, "at": move.created_at}


def move_list(game: Game, record: MatchRecord, moves: Iterable[MoveRecord]) -> list[dict[str, Any]]:
    """The move list as a spectator may see it: no replay needed."""
    return [public_move(game, record.status, m) for m in moves]


def encoded_move_list(game: Game, record: MatchRecord, moves: Iterable[MoveRecord]) -> bytes:
    """`move_list` encoded, for `match_body` as a Fragment: a finished match's never
    changes, so it can be kept."""
    return encode_bytes(move_list(game, record, moves))


def match_body(
    record: MatchRecord, game: Game | None, connected: set[Seat], move_count: int,
    moves: Sequence[MoveRecord] | Fragment | None,
) -> dict[str, Any]:
    """A match as `GET /api/matches` shows it (`moves`: None leaves the list out; a
    Fragment holds the list as `encoded_move_list` encodes it)."""
    body = {
        "match_id": record.id, "game": record.game, "players": record.players,
        "status": record.status,
        "options": public_options(game, record.options) if game else {},
        "seats": [rest_seat(s, s.seat in connected) for s in record.seats],
        "created_at": record.created_at, "started_at": record.started_at,
        "finished_at": record.finished_at, "result": record.result,
        "seed": record.seed if record.status == MatchStatus.FINISHED else None,
        "move_count": move_count,
        "moves": moves if isinstance(moves, Fragment) else (
            move_list(game, record, moves) if game and moves is not None else None),
    }
    _check_encodable(body)
    return body


def replay_steps(
    game: Game, record: MatchRecord, moves: Sequence[MoveRecord], start: int = 0,
    limit: int | None = None,
) -> list[dict[str, Any]]:
    """The spectator's view after each step from `start` (0: the setup), at most `limit` steps.

    Pure and CPU-bound: callers run it off the event loop.
    """
    from app.rooms.turns import Turn, step, step_rng  # (turns reads views through here)

    game_options, _ = split_options(record.options)
    state = game.setup(record.players, game_options, match_rng(record.seed, 0))
    turn = Turn()
    steps: list[dict[str, Any]] = []
    if start == 0:
        steps.append({"seq": 0, "view": view_of(game, state, None)})
    for move in moves:
        if limit is not None and len(steps) >= limit:
            break
        state, turn = step(game, state, turn, move.seat, move.move, step_rng(record.seed, move.seq))
        if move.seq >= start:
            steps.append(public_move(game, record.status, move)
                         | {"view": view_of(game, state, None)})
    return steps


def chat_list(records: Iterable[ChatRecord]) -> list[ChatLine]:
    """Stored chat lines as anyone in the room may read them."""
    return [chat_line(r) for r in records]


def _check_encodable(body: dict[str, Any]) -> None:
    """Raise EncodeError now if the body holds text JSON cannot carry (a lone surrogate)."""
    encode_bytes(body)


def render_rows(rows: Iterable[T], render: Callable[[T], dict[str, Any]],
                what: str, key: Callable[[T], str]) -> list[dict[str, Any]]:
    """Render every row that can be rendered; a bad row is logged and left out of the list."""
    rendered = []
    for row in rows:
        try:
            rendered.append(render(row))
        except Exception:  # noqa: BLE001 - one bad stored row must not break a whole list
            log.exception("%s %s cannot be shown; it is left out of the list", what, key(row))
    return rendered
