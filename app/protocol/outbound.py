"""Every message the server sends on a room's websocket, as types, and the one encoder.

The models are plain frozen dataclasses, cheap to build on the hot path; their
field order is the wire order. `docs/protocol.md` shows an example of each, and
a test parses every example back into its model (`SERVER_ADAPTER`).
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass, field
from functools import cache
from typing import Annotated, Any, Literal, TypeVar, dataclass_transform

import orjson
from pydantic import ConfigDict, Field, TypeAdapter

_STRICT = ConfigDict(extra="forbid")
_OPTIONS = orjson.OPT_PASSTHROUGH_DATACLASS | orjson.OPT_NON_STR_KEYS | orjson.OPT_UTC_Z
_T = TypeVar("_T")


@dataclass_transform(frozen_default=True, kw_only_default=True)
def _message(cls: type[_T]) -> type[_T]:
    """Make `cls` a message: a frozen, slotted dataclass with keyword-only fields."""
    return dataclass(frozen=True, slots=True, kw_only=True)(cls)


class EncodeError(ValueError):
    """A value that cannot be written as JSON (a lone surrogate, an integer too large)."""


@_message
class Clock:
    """A deadline the server enforces now."""

    __pydantic_config__ = _STRICT
    remaining_ms: int
    total_ms: int
    kind: Literal["turn", "game"]


@_message
class StateMessage:
    """The whole match as one connection may see it (`view` is already filtered)."""

    __pydantic_config__ = _STRICT
    type: Literal["state"] = "state"
    room_id: str
    game: str
    version: int
    seat: int | None
    status: str
    to_act: list[int]
    legal: list[dict[str, Any]]
    result: dict[str, Any] | None
    clock: Clock | None
    view: Any
    #: This connection's player may resign now (always false for a spectator).
    can_resign: bool = False
    #: This connection's player may take back their last action of this turn (`undo`).
    can_undo: bool = False
    #: Why their last action of this turn cannot be taken back (`randomness`, `hidden`).
    undo_stop: str | None = None
    #: The last stored move took an action back.
    undone: bool = False
    #: Move types this player is asked to confirm: they end the turn with actions left.
    confirm: list[str] = field(default_factory=list)


@_message
class SeatLine:
    """A seat as anyone in the room may see it (never its token)."""

    __pydantic_config__ = _STRICT
    seat: int
    name: str | None
    kind: str | None
    bot_level: str | None
    connected: bool
    stand_in: str | None
    can_take_over: bool
    #: The seat's player resigned (a computer plays it if the match went on).
    resigned: bool = False
    #: The host may free this seat now (a joined player or a computer, before the start).
    can_release: bool = False
    #: The host may put a computer in this free seat now.
    can_seat_computer: bool = False


@_message
class SeatsMessage:
    """Who sits where, who is connected, and what the room allows now."""

    __pydantic_config__ = _STRICT
    type: Literal["seats"] = "seats"
    seats: list[SeatLine]
    spectators: int
    host: int | None
    spectators_muted: bool
    spectator_chat: bool


@_message
class ChatLine:
    """One line of chat, as stored and as everyone receives it."""

    __pydantic_config__ = _STRICT
    type: Literal["chat"] = "chat"
    id: int
    seat: int | None
    name: str
    text: str
    at: str
    #: A spectator's line: who said it, as an id the host can mute (None: a player's line).
    spectator: str | None = None


@_message
class ChatHistory:
    """The room's latest chat lines, sent after hello."""

    __pydantic_config__ = _STRICT
    type: Literal["chat_history"] = "chat_history"
    messages: list[ChatLine] = field(default_factory=list)


@_message
class ClockExpired:
    """The turn clock ran out and the server played for `seat`."""

    __pydantic_config__ = _STRICT
    type: Literal["clock_expired"] = "clock_expired"
    seat: int
    version: int


@_message
class RematchOffer:
    """Who asked for and who accepted the rematch of a finished match (seats of the
    finished match), whether it started, and who declined it (then it never will)."""

    __pydantic_config__ = _STRICT
    type: Literal["rematch"] = "rematch"
    room_id: str
    accepted: list[int]
    waiting_for: list[int]
    started: bool
    #: The seat that offered the rematch (stored with the rematch; None only for one
    #: stored before it was).
    asked_by: int | None = None
    #: The rematch was declined: it will not start (its room is cancelled).
    declined: bool = False
    #: The seat that declined it (None if nobody did, or it is no longer known).
    declined_by: int | None = None


@_message
class RematchSeat:
    """The seat and token of the one player who accepted a rematch (to that player only)."""

    __pydantic_config__ = _STRICT
    type: Literal["rematch_seat"] = "rematch_seat"
    room_id: str
    seat: int
    token: str


@_message
class ErrorMessage:
    """A refused message; `id` ties it to the move it refuses (left out when there is none);
    `retry_after`, in seconds, only with `unavailable`."""

    __pydantic_config__ = _STRICT
    type: Literal["error"] = "error"
    code: str
    message: str
    id: str | None = None
    retry_after: float | None = None


@_message
class Pong:
    """The answer to a ping."""

    __pydantic_config__ = _STRICT
    type: Literal["pong"] = "pong"


SERVER_MESSAGES = (StateMessage, SeatsMessage, ChatLine, ChatHistory, ClockExpired,
                   RematchOffer, RematchSeat, ErrorMessage, Pong)
ServerMessage = (StateMessage | SeatsMessage | ChatLine | ChatHistory | ClockExpired
                 | RematchOffer | RematchSeat | ErrorMessage | Pong)
SERVER_ADAPTER: TypeAdapter[ServerMessage] = TypeAdapter(
    Annotated[ServerMessage, Field(discriminator="type")]
)
#: Fields left out of the wire form when they are None.
_OMIT_NONE: dict[type, frozenset[str]] = {
    ErrorMessage: frozenset({"id", "retry_after"}),
    ChatLine: frozenset({"spectator"}),
}


@cache
def _fields(cls: type) -> tuple[tuple[str, ...], frozenset[str]]:
    return tuple(f.name for f in dataclasses.fields(cls)), _OMIT_NONE.get(cls, frozenset())


def _default(value: Any) -> Any:
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        names, omit = _fields(type(value))
        return {n: v for n in names if (v := getattr(value, n)) is not None or n not in omit}
    if isinstance(value, (set, frozenset)):
        return sorted(value)
    raise TypeError(f"{type(value).__name__} is not JSON")


def encode_bytes(value: Any) -> bytes:
    """The JSON bytes of a message or any JSON value (dataclasses as objects, in field order)."""
    try:
        return orjson.dumps(value, default=_default, option=_OPTIONS)
    except TypeError as error:
        raise EncodeError(str(error)) from None


def encode(value: Any) -> str:
    """The wire text of a message: the one encoder of everything the server sends."""
    return encode_bytes(value).decode()


def fragment(value: Any) -> orjson.Fragment:
    """A value encoded once, to be embedded as is in several messages (a shared view)."""
    return orjson.Fragment(encode_bytes(value))
