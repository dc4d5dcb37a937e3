"""The news one server instance sends the others about a room (see app/bus.py).

An event only says what changed; receivers read the change from the database,
except chat lines and rematch offers, which travel whole.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Annotated, Literal, TypeVar, dataclass_transform

from pydantic import ConfigDict, Field, TypeAdapter, ValidationError

from app.protocol.outbound import ChatLine, RematchOffer, encode_bytes

_STRICT = ConfigDict(extra="forbid")
_T = TypeVar("_T")


@dataclass_transform(frozen_default=True, kw_only_default=True)
def _event(cls: type[_T]) -> type[_T]:
    """Make `cls` an event: a frozen, slotted dataclass with keyword-only fields."""
    return dataclass(frozen=True, slots=True, kw_only=True)(cls)


@_event
class MoveStored:
    """A move was stored; `seq` is the match's new version."""

    __pydantic_config__ = _STRICT
    kind: Literal["move"] = "move"
    seq: int


@_event
class SeatsChanged:
    """Seats, stand-ins, mutes or the status changed: read them again."""

    __pydantic_config__ = _STRICT
    kind: Literal["seats"] = "seats"


@_event
class ChatSaid:
    """A chat line was stored."""

    __pydantic_config__ = _STRICT
    kind: Literal["chat"] = "chat"
    message: ChatLine


@_event
class RematchOffered:
    """The rematch offer of a finished match changed."""

    __pydantic_config__ = _STRICT
    kind: Literal["rematch"] = "rematch"
    offer: RematchOffer


@_event
class MoveRefused:
    """A move id was refused for good (the refusal is stored): instances holding the
    room answer a replay of it the same way."""

    __pydantic_config__ = _STRICT
    kind: Literal["refused"] = "refused"
    seat: int | None
    id: str
    code: str
    message: str


@_event
class Listening:
    """An instance began listening to the room's channel, before it reads the room: an
    instance that held the room's news back (nobody else listened) publishes what it
    held and, from then on, all of it. Handled by the bus itself (app/bus.py)."""

    __pydantic_config__ = _STRICT
    kind: Literal["listening"] = "listening"


BUS_EVENTS = (MoveStored, SeatsChanged, ChatSaid, RematchOffered, MoveRefused, Listening)
#: The news of a room, as the instances holding it handle it.
BusEvent = MoveStored | SeatsChanged | ChatSaid | RematchOffered | MoveRefused


@_event
class Envelope:
    """An event as published: which instance sent it, and the event."""

    __pydantic_config__ = _STRICT
    origin: str
    event: Annotated[BusEvent | Listening, Field(discriminator="kind")]


_ENVELOPE: TypeAdapter[Envelope] = TypeAdapter(Envelope)


def encode_envelope(origin: str, event: BusEvent | Listening) -> bytes:
    """The published form of an event."""
    return encode_bytes(Envelope(origin=origin, event=event))


def parse_envelope(raw: str | bytes) -> Envelope:
    """An event read from the bus; ValueError if it is not one."""
    try:
        return _ENVELOPE.validate_json(raw)
    except ValidationError as error:
        raise ValueError(f"not a bus event: {error.errors()[0].get('msg')}") from None
