"""Request and response bodies of the REST API."""

from __future__ import annotations

from datetime import datetime
from typing import Annotated, Any

from pydantic import AfterValidator, BaseModel, BeforeValidator, ConfigDict, Field

from app.text import TextError, check_json, check_text

StrictInt = Annotated[int, Field(strict=True)]
#: How deep room options may nest (they are flat today: a little room to grow).
OPTIONS_DEPTH = 4


def _name(value: object) -> object:
    # Before pydantic's own check, which would call a lone surrogate "not a string":
    # a TextError reaches the client as 400 with its own code (app/api/errors.py).
    return check_text(value, "name") if isinstance(value, str) else value


def _options(value: dict[str, Any] | None) -> dict[str, Any] | None:
    try:
        check_json(value, max_depth=OPTIONS_DEPTH)
    except TextError as error:
        raise TextError("bad_options", f"Options: {error.message}", reason=error.reason) from None
    return value


#: A display name: the text policy of app/text.py (a ValueError becomes a 400 bad_name).
DisplayName = Annotated[str, Field(max_length=200), BeforeValidator(_name)]
Options = Annotated[dict[str, Any] | None, AfterValidator(_options)]


class BotSeat(BaseModel):
    """An empty seat to fill with a computer player."""

    seat: StrictInt
    level: str = "medium"


class CreateRoom(BaseModel):
    """`POST /api/rooms`."""

    model_config = ConfigDict(extra="forbid")

    game: str
    players: StrictInt
    name: DisplayName
    options: Options = None
    bots: Annotated[list[BotSeat], Field(max_length=8)] | None = None
    #: The creator's seat; null to only watch (every seat may then be a computer).
    seat: StrictInt | None = 0


class RoomCreated(BaseModel):
    """The answer to a room creation: the host's seat and secret token."""

    room_id: str
    seat: int | None
    token: str | None
    invite_url: str


class JoinRoom(BaseModel):
    """`POST /api/rooms/{id}/join`."""

    model_config = ConfigDict(extra="forbid")

    name: DisplayName
    seat: StrictInt | None = None


class Joined(BaseModel):
    """The answer to a join: the seat taken and its secret token."""

    seat: int
    token: str


class SeatOut(BaseModel):
    """A seat as anyone may see it."""

    seat: int
    name: str | None
    kind: str | None
    bot_level: str | None
    connected: bool = False
    #: The seat's player resigned.
    resigned: bool = False


class RoomOut(BaseModel):
    """A room in the lobby."""

    room_id: str
    game: str
    players: int
    status: str
    created_at: datetime
    started_at: datetime | None
    finished_at: datetime | None
    seats: list[SeatOut]
    spectators: int = 0
    options: dict[str, Any] | None = None
    version: int | None = None


class MoveOut(BaseModel):
    """One move of a match, as a spectator may see it."""

    seq: int
    seat: int | None
    move: dict[str, Any]
    at: datetime


class MatchOut(BaseModel):
    """A match with its players, result and moves."""

    match_id: str
    game: str
    players: int
    status: str
    options: dict[str, Any]
    seats: list[SeatOut]
    created_at: datetime
    started_at: datetime | None
    finished_at: datetime | None
    result: dict[str, Any] | None
    seed: str | None
    move_count: int
    moves: list[MoveOut] | None = None


class ReplayStep(BaseModel):
    """A spectator's view after one move (seq 0: the setup)."""

    seq: int
    seat: int | None = None
    move: dict[str, Any] | None = None
    at: datetime | None = None
    view: Any


class ReplayOut(BaseModel):
    """A page of a match's steps for a replay viewer (`?from=&limit=`)."""

    match_id: str
    game: str
    status: str
    views: list[ReplayStep]
    #: The `from` of the next page, or None when this page holds the last step.
    next: int | None = None
