"""Plain records passed between the storage layer and the rooms."""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import UTC, datetime
from enum import StrEnum
from typing import Any, NamedTuple, overload


class MatchStatus(StrEnum):
    """Where a room's match stands."""

    WAITING = "waiting"
    LIVE = "live"
    FINISHED = "finished"
    EXPIRED = "expired"
    #: Nobody was connected for the room's `abandon_after`: the match ended unplayed.
    ABANDONED = "abandoned"
    #: The host cancelled the room before the match started.
    CANCELLED = "cancelled"


#: Statuses of a match that is over one way or another: nothing more is played in it.
ENDED = frozenset({MatchStatus.FINISHED, MatchStatus.EXPIRED, MatchStatus.ABANDONED,
                   MatchStatus.CANCELLED})
#: Statuses of a match still to be played, or being played.
UNFINISHED = frozenset({MatchStatus.WAITING, MatchStatus.LIVE})


class SeatKind(StrEnum):
    """Who sits in a taken seat."""

    HUMAN = "human"
    BOT = "bot"


def utcnow() -> datetime:
    """The current time, timezone-aware in UTC."""
    return datetime.now(UTC)


@overload
def as_utc(value: datetime) -> datetime: ...


@overload
def as_utc(value: None) -> None: ...


def as_utc(value: datetime | None) -> datetime | None:
    """`value` with its timezone set to UTC (SQLite returns naive datetimes)."""
    if value is None:
        return None
    return value if value.tzinfo else value.replace(tzinfo=UTC)


@dataclass
class SeatRecord:
    """One seat of a match: free (name None), a human or a bot."""

    seat: int
    name: str | None = None
    kind: SeatKind | None = None
    bot_level: str | None = None
    token_hash: str | None = None
    stand_in: str | None = None
    #: The player resigned (the seat's computer, if the match went on, plays it since).
    resigned: bool = False

    @property
    def taken(self) -> bool:
        """True once a bot sits here or a human holds the seat's token."""
        return self.kind == SeatKind.BOT or self.token_hash is not None


@dataclass
class MoveRecord:
    """One stored move; seat None is the system (a timer that ran out)."""

    seq: int
    seat: int | None
    move: dict[str, Any]
    client_id: str | None = None
    created_at: datetime = field(default_factory=utcnow)


@dataclass
class MatchRecord:
    """A room and its match, as stored."""

    id: str
    game: str
    players: int
    options: dict[str, Any]
    seed: str
    status: MatchStatus
    created_at: datetime = field(default_factory=utcnow)
    started_at: datetime | None = None
    finished_at: datetime | None = None
    result: dict[str, Any] | None = None
    rematch_of: str | None = None
    #: Of a rematch: the seat (of the match it is a rematch of) that asked for it, and the
    #: one that declined it (then it was cancelled); None when not known or nobody did.
    rematch_asked_by: int | None = None
    rematch_declined_by: int | None = None
    host_seat: int = 0
    spectators_muted: bool = False
    seats: list[SeatRecord] = field(default_factory=list)


@dataclass
class Finish:
    """The end of a match, stored in the same transaction as its last move."""

    result: dict[str, Any]
    at: datetime = field(default_factory=utcnow)


@dataclass
class ChatRecord:
    """One stored chat line; seat None is a spectator."""

    id: int
    seat: int | None
    name: str
    text: str
    created_at: datetime


@dataclass
class RefusalRecord:
    """The answer given to a refused move id (seat None: a move of no seat)."""

    seat: int | None
    client_id: str
    code: str
    message: str


#: One seat as the database poll compares it: name, kind, bot level, token hash, stand-in,
#: resigned (`RoomManager.poll`).
SeatMark = tuple[str | None, str | None, str | None, str | None, str | None, bool]


class PollMark(NamedTuple):
    """What the database poll compares of a stored match with the room loaded here: its
    latest move, status, spectators' mute and seats (not its options, result or dates)."""

    seq: int
    status: str
    spectators_muted: bool
    seats: list[SeatMark]


@dataclass
class PollReads:
    """What the database poll reads of a chunk of rooms in one go: the marks of each
    match, the refusals since a point as (id, match, refusal), the chat lines since a
    point by match."""

    marks: dict[str, PollMark]
    refusals: list[tuple[int, str, RefusalRecord]]
    chat: dict[str, list[ChatRecord]]
