"""The messages a client may send on a room's websocket: one closed set, parsed in one place."""

from __future__ import annotations

from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field, TypeAdapter, ValidationError

from app.rooms.errors import RoomError

MAX_MESSAGE_BYTES = 64 * 1024


class _Message(BaseModel):
    model_config = ConfigDict(extra="forbid", strict=True)


class Hello(_Message):
    """Act as the seat this token proves; no token (or null) to watch, with a name for chat."""

    type: Literal["hello"]
    token: Annotated[str, Field(max_length=128)] | None = None
    name: Annotated[str, Field(max_length=200)] | None = None


class MoveMessage(_Message):
    """A move for the state at `version`, made idempotent by its client-chosen `id`."""

    type: Literal["move"]
    id: Annotated[str, Field(min_length=1, max_length=64)]
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
    level: str = "medium"


class MuteSpectators(_Message):
    """The host mutes or unmutes the spectators' chat."""

    type: Literal["mute_spectators"]
    muted: bool


class Rematch(_Message):
    """Offer or accept a rematch once the match is over."""

    type: Literal["rematch"]


MESSAGES = (Hello, MoveMessage, Ping, Chat, TakeOver, MuteSpectators, Rematch)
ClientMessage = Annotated[
    Hello | MoveMessage | Ping | Chat | TakeOver | MuteSpectators | Rematch,
    Field(discriminator="type"),
]
_ADAPTER: TypeAdapter[ClientMessage] = TypeAdapter(ClientMessage)


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
            m.model_fields["type"].annotation.__args__[0] for m in MESSAGES
        ) + "."
    if kind == "union_tag_not_found":
        return "A message needs a 'type' field."
    if kind == "extra_forbidden":
        return f"Unexpected field '{where}'."
    if kind == "missing":
        return f"Missing field '{where}'."
    return f"Field '{where}': {first.get('msg', 'invalid')}."


def _has_nul(value: Any) -> bool:
    if isinstance(value, str):
        return "\x00" in value
    if isinstance(value, dict):
        return any(_has_nul(k) or _has_nul(v) for k, v in value.items())
    if isinstance(value, list):
        return any(_has_nul(v) for v in value)
    return False


def parse_client_message(raw: str | bytes) -> _Message:
    """Parse one client message, or raise RoomError('bad_message') saying what was wrong."""
    if len(raw) > MAX_MESSAGE_BYTES:
        raise RoomError("bad_message", "The message is too large.")
    try:
        message = _ADAPTER.validate_json(raw)
    except ValidationError as error:
        if any(e.get("type") == "json_invalid" for e in error.errors()):
            raise RoomError("bad_message", "The message is not valid JSON.") from None
        raise RoomError("bad_message", _describe(error)) from None
    # No text of the protocol has a use for U+0000, and databases refuse to store it.
    if _has_nul(message.model_dump()):
        raise RoomError("bad_message", "The message holds a NUL character.")
    return message
