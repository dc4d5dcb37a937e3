"""What a room needs from the outside, as interfaces given at construction.

Production passes the database store, the batching move writer and the bus
(app/db, app/bus.py); room tests pass the in-memory ones (app/rooms/memory.py).
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable, Iterable
from dataclasses import dataclass, field
from datetime import datetime
from typing import TYPE_CHECKING, Any, Protocol

from app.db.records import (
    ChatRecord,
    Finish,
    MatchRecord,
    MoveRecord,
    PollReads,
    RefusalRecord,
    SeatRecord,
)
from app.games.base import Move, Seat
from app.protocol.bus import BusEvent

if TYPE_CHECKING:
    from app.rooms.room import Room


class RoomStore(Protocol):
    """The stored side of rooms: matches, seats and chat (app/db/store.py)."""

    async def create_match(self, record: MatchRecord) -> None: ...
    async def get_match(self, match_id: str) -> MatchRecord | None: ...
    async def get_moves(self, match_id: str, after: int = 0,
                        upto: int | None = None) -> list[MoveRecord]: ...
    async def take_seat(self, match_id: str, seat: SeatRecord, at: datetime) -> bool: ...
    async def claim_seat(self, match_id: str, seat: int, token_hash: str,
                         at: datetime) -> bool: ...
    async def release_seat(self, match_id: str, seat: int) -> None: ...
    async def set_stand_in(self, match_id: str, seat: int, level: str | None) -> None: ...
    async def set_spectators_muted(self, match_id: str, muted: bool) -> None: ...
    async def set_options(self, match_id: str, options: dict[str, Any]) -> None: ...
    async def resign_seat(self, match_id: str, seat: int, level: str | None) -> None: ...
    async def end_match(self, match_id: str, status: str, result: dict[str, Any] | None,
                        at: datetime, declined_by: int | None = None) -> bool: ...
    async def set_status(self, match_id: str, status: str, **times: datetime | None) -> None: ...
    async def add_chat(self, match_id: str, seat: int | None, name: str, body: str,
                       at: datetime) -> int: ...
    async def get_chat(self, match_id: str, limit: int = 200) -> list[ChatRecord]: ...
    async def rematches_of(self, match_ids: list[str]) -> dict[str, str]: ...
    async def add_refusal(self, match_id: str, seat: int | None, client_id: str, code: str,
                          message: str, at: datetime, keep: int) -> None: ...
    async def get_refusals(self, match_id: str) -> list[RefusalRecord]: ...


class MoveLog(Protocol):
    """Where moves are appended; returns once the move is durable (app/db/writer.py)."""

    async def append(self, match_id: str, record: MoveRecord,
                     finish: Finish | None = None) -> bool: ...


class Publisher(Protocol):
    """News of a room for the other server instances (app/bus.py)."""

    def publish(self, room_id: str, event: BusEvent) -> None: ...
    def watch(self, room_id: str) -> None: ...
    async def listen(self, room_id: str) -> None: ...
    def forget(self, room_id: str) -> None: ...


class Quiet:
    """A publisher for a single process: nobody to tell."""

    def publish(self, room_id: str, event: BusEvent) -> None:
        """Nothing to send."""

    def watch(self, room_id: str) -> None:
        """Nothing to listen to."""

    async def listen(self, room_id: str) -> None:
        """Nothing to listen to."""

    def forget(self, room_id: str) -> None:
        """Nothing to stop listening to."""


@dataclass
class RoomHooks:
    """What a room is built with beside its storage: the bus, and what the manager does for
    it. One object is shared by every room of a manager, so a change reaches them all."""

    bus: Publisher = field(default_factory=Quiet)
    #: Called after every change (a move, a seat); the manager drives bots from it.
    on_change: Callable[[Room], None] = lambda room: None
    #: Plays one move for a seat whose clock ran out (the manager's computer).
    autoplay: Callable[[Room, Seat], Awaitable[Move]] | None = None
    #: Seconds a joined seat may stay without a connection before the start.
    join_expiry: float = 120.0
    #: The shortest take-over delay, whatever a room's option says (seconds).
    takeover_floor: float = 5.0
    #: The shortest delay before a match nobody is connected to is abandoned (seconds).
    abandon_floor: float = 60.0
    #: A new limit on one room's spectator chat: a function saying if one more line may go.
    spectator_limit: Callable[[], Callable[[], bool]] = lambda: lambda: True
    #: Called with the number of moves another instance stored that a room applied here
    #: (work done twice, which one room per instance keeps near nought).
    on_caught_up: Callable[[int], None] = lambda count: None
    #: Unloads a room whose match left the database (`Room.gone`); the manager's forgets it.
    on_gone: Callable[[Room], None] = lambda room: room.close()


#: Connections of one instance, as (match, seat or -1 for the spectators, count).
PresenceRows = list[tuple[str, int, int]]


class SharedPresence(Protocol):
    """Who is connected to which room on every instance: Redis keys that expire
    (app/bus.py), or the database's `presence` table (app/rooms/presence.py). An
    instance that dies stops its heartbeat, and its connections stop counting."""

    async def put(self, rows: PresenceRows) -> None: ...
    async def others(self, match_ids: list[str]) -> dict[str, dict[int, int]]: ...
    async def clear(self) -> None: ...


class Leases(Protocol):
    """One instance in charge of each room (its clocks and computer players), by leases
    that expire unless renewed: Redis keys (app/bus.py). An instance that dies stops
    renewing, and another one takes its rooms over."""

    async def hold(self, room_ids: list[str], timeout: float) -> set[str]: ...
    async def release(self, room_ids: list[str]) -> None: ...


class ManagerStore(RoomStore, Protocol):
    """What the room manager reads beside what rooms do."""

    async def unfinished_ids(self) -> list[str]: ...
    async def expire_waiting(self, created_before: datetime) -> list[str]: ...
    async def latest_seqs(self, match_ids: list[str]) -> dict[str, int]: ...
    async def poll_reads(self, match_ids: list[str], refusals_after: int,
                         chat_after: int) -> PollReads: ...
    async def list_matches(self, statuses: Iterable[str] | None = None, game: str | None = None,
                           limit: int = 50,
                           ids: Iterable[str] | None = None) -> list[MatchRecord]: ...
    async def chat_since(self, match_ids: list[str],
                         after: int) -> dict[str, list[ChatRecord]]: ...
    async def refusals_since(self, match_ids: list[str],
                             after: int) -> list[tuple[int, str, RefusalRecord]]: ...
