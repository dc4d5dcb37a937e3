"""The messages a client may send on a room's websocket: one closed set, parsed in one place."""

from __future__ import annotations

from typing import Annotated, Any, Literal, get_args

from pydantic import AfterValidator, BaseModel, ConfigDict, Field, TypeAdapter, ValidationError

from app.protocol.errors import RoomError
from app.text import TextError, check_text

MAX_MESSAGE_BYTES = 64 * 1024
#: How deep arrays and objects may nest in a message (a move needs three or four levels).
MAX_DEPTH = 32
#: Move ids the server gives its own moves (clocks, bots) start with this; clients may not.
SERVER_MOVE_PREFIX = "srv:"


def _client_move_id(value: str) -> str:
    if value.startswith(SERVER_MOVE_PREFIX):
        raise ValueError(f"move ids starting with {SERVER_MOVE_PREFIX!r} are the server's")
    return value


class _Message(BaseModel):
    model_config = ConfigDict(extra="forbid", strict=True)


class Hello(_Message):
    """Act as the seat this token proves; no token (or null) to watch, with a name for chat."""

    type: Literal["hello"]
    token: Annotated[str, Field(max_length=128)] | None = None
    name: Annotated[str, Field(max_length=200)] | None = None
    #: A player's choice of the computer that stands in for them if they go away.
    stand_in: Annotated[str, Field(max_length=12)] | None = None


class MoveMessage(_Message):
    """A move for the state at `version`, made idempotent by its client-chosen `id`."""

    type: Literal["move"]
    id: Annotated[str, Field(min_length=1, max_length=64), AfterValidator(_client_move_id)]
    version: Annotated[int, Field(ge=0)]
    move: dict[str, Any]


class Ping(_Message):
    """Keep-alive, answered by a pong."""

    type: Literal["ping"]


class Chat(_Message):
    """A line of chat for the room."""

    type: Literal["chat"]
    text: Annotated[str, Field(max_length=2000)]


class TakeOver(_Message):
    """Hand an absent player's seat to a computer until they come back."""

    type: Literal["takeover"]
    seat: Annotated[int, Field(ge=0, le=16)]
    #: Kept for older clients; the stand-in's level is the absent player's or the room's.
    level: str = "medium"


class MuteSpectators(_Message):
    """The host mutes or unmutes the spectators' chat."""

    type: Literal["mute_spectators"]
    muted: bool


class MuteSpectator(_Message):
    """The host mutes or unmutes one spectator's chat (the `spectator` of their lines)."""

    type: Literal["mute_spectator"]
    spectator: Annotated[str, Field(min_length=1, max_length=16)]
    muted: bool


class ReleaseSeat(_Message):
    """The host frees a taken seat (a joined player's, a computer's) before the match starts."""

    type: Literal["release_seat"]
    seat: Annotated[int, Field(ge=0, le=16)]


class SeatComputer(_Message):
    """The host puts a computer of `level` in a free seat before the match starts."""

    type: Literal["seat_computer"]
    seat: Annotated[int, Field(ge=0, le=16)]
    level: Annotated[str, Field(max_length=12)]


class CancelRoom(_Message):
    """The host cancels a room whose match has not started."""

    type: Literal["cancel_room"]


class Resign(_Message):
    """A player resigns the match being played."""

    type: Literal["resign"]


class Rematch(_Message):
    """Offer or accept a rematch once the match is over."""

    type: Literal["rematch"]


class DeclineRematch(_Message):
    """A player of the finished match declines the rematch offered."""

    type: Literal["decline_rematch"]


MESSAGES = (Hello, MoveMessage, Ping, Chat, TakeOver, MuteSpectators, MuteSpectator,
            ReleaseSeat, SeatComputer, CancelRoom, Resign, Rematch, DeclineRematch)
ClientMessage = (Hello | MoveMessage | Ping | Chat | TakeOver | MuteSpectators | MuteSpectator
                 | ReleaseSeat | SeatComputer | CancelRoom | Resign | Rematch | DeclineRematch)
_ADAPTER: TypeAdapter[ClientMessage] = TypeAdapter(
    Annotated[ClientMessage, Field(discriminator="type")]
)


def _describe(error: ValidationError) -> str:
    first = error.errors()[0]
    loc = first.get("loc", ())
    # The first element names the message type (the union's tag); the rest is the field.
    where = ".".join(str(p) for p in loc[1:])
    kind = first.get("type", "")
    if not where and kind not in {"union_tag_invalid", "union_tag_not_found"}:
        return "A message must be a JSON object with a 'type' field."
    if kind == "union_tag_invalid":
        return "Unknown message type: expected " + ", ".join(
            get_args(m.model_fields["type"].annotation)[0] for m in MESSAGES
        ) + "."
    if kind == "union_tag_not_found":
        return "A message needs a 'type' field."
    if kind == "extra_forbidden":
        return f"Unexpected field '{where}'."
    if kind == "missing":
        return f"Missing field '{where}'."
    return f"Field '{where}': {first.get('msg', 'invalid')}."


def _bad_text(value: Any) -> str | None:
    """What is wrong with the strings of a parsed message (NUL, lone surrogates, depth), if any.

    Walked without recursion, so that no message can exhaust the stack.
    """
    pending: list[tuple[Any, int]] = [(value, 0)]
    while pending:
        item, depth = pending.pop()
        if depth > MAX_DEPTH:
            return "The message is nested too deeply."
        if isinstance(item, str):
            if "\x00" in item:
                return "The message holds a NUL character."
            if not item.isascii() and any("\ud800" <= ch <= "\udfff" for ch in item):
                return "The message holds a lone surrogate, which is not text."
        elif isinstance(item, dict):
            pending.extend((k, depth + 1) for k in item)
            pending.extend((v, depth + 1) for v in item.values())
        elif isinstance(item, list):
            pending.extend((v, depth + 1) for v in item)
    return None


def parse_client_message(raw: str | bytes) -> ClientMessage:
    """Parse one client message, or raise RoomError('bad_message') saying what was wrong."""
    if len(raw) > MAX_MESSAGE_BYTES:
        raise RoomError("bad_message", "The message is too large.")
    try:
        message = _ADAPTER.validate_json(raw)
    except ValidationError as error:
        invalid = [e for e in error.errors() if e.get("type") == "json_invalid"]
        if invalid:
            if "recursion limit" in str(invalid[0].get("msg", "")):
                raise RoomError("bad_message", "The message is nested too deeply.") from None
            raise RoomError("bad_message", "The message is not valid JSON.") from None
        raise RoomError("bad_message", _describe(error)) from None
    # No text of the protocol has a use for U+0000, and databases refuse to store it.
    problem = _bad_text(message.model_dump())
    if problem:
        raise RoomError("bad_message", problem)
    if isinstance(message, MoveMessage):
        _check_move_text(message)
    return message


#: Move fields that hold what a player typed (the quiz's answers).
_TYPED_FIELDS = frozenset({"answer", "text"})


def _check_move_text(message: MoveMessage) -> None:
    """The one text policy (app/text.py) on a move's id and on its string fields."""
    try:
        check_text(message.id, "id")
        for key, value in message.move.items():
            if isinstance(value, str) and key != "type":
                check_text(value, "answer" if key in _TYPED_FIELDS else "field")
    except TextError as error:
        raise RoomError("bad_message", error.message) from None


def raw_move_id(raw: str | bytes) -> str | None:
    """The `id` of a malformed move message, if one can be read, to tie the error to it."""
    try:
        data = _RAW_ADAPTER.validate_json(raw)
    except ValidationError:
        return None
    move_id = data.get("id") if isinstance(data, dict) else None
    if isinstance(move_id, str) and len(move_id) <= 64 and _bad_text(move_id) is None:
        return move_id
    return None


_RAW_ADAPTER: TypeAdapter[Any] = TypeAdapter(Any)
