"""All rooms of this process: creating, joining, loading from storage, bots, rematches."""

from __future__ import annotations

import asyncio
import functools
import logging
import random
import secrets
import time
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import timedelta
from typing import Any, assert_never

from app.bots import BOT_NAMES, DEFAULT_BUDGET, LEVELS, choose_move
from app.bots.levels import searches
from app.bots.pool import COMPUTERS_ONLY, HUMANS, think
from app.chunks import CHUNK, chunks
from app.db.engine import database_fault
from app.db.records import (
    ENDED,
    UNFINISHED,
    MatchRecord,
    MatchStatus,
    PollMark,
    SeatKind,
    SeatMark,
    SeatRecord,
    utcnow,
)
from app.games.base import Game, Move, RulesError, Seat
from app.games.registry import get_game
from app.protocol.bus import (
    BusEvent,
    ChatSaid,
    MoveRefused,
    MoveStored,
    RematchOffered,
    SeatsChanged,
)
from app.protocol.inbound import SERVER_MOVE_PREFIX
from app.protocol.outbound import RematchOffer
from app.rooms import jobs, public
from app.rooms.charge import Charge
from app.rooms.chat import chat_line
from app.rooms.errors import RoomError
from app.rooms.names import (
    check_name_free,
    clean_name,
    hash_token,
    new_room_id,
    new_token,
    valid_id,
)
from app.rooms.offload import Offload
from app.rooms.options import split_options, validate_room_options
from app.rooms.ports import (
    ManagerStore,
    MoveLog,
    PresenceRows,
    Publisher,
    Quiet,
    RoomHooks,
    SharedPresence,
)
from app.rooms.room import JOIN_EXPIRY, TAKEOVER_FLOOR, Room

log = logging.getLogger(__name__)

#: The host seat of a room whose creator only watches.
NO_HOST = -1
#: Chat ids the poller reads again below the highest it saw (lines committed out of order).
CHAT_OVERLAP = 50
#: Rooms the database poll reads and compares at a time, letting the loop run between two
#: chunks (a poll of all 500 rooms in one piece held it for about 30 ms).
POLL_CHUNK = 100
#: Seconds after which a room whose connections are all on other instances is unloaded
#: here: the instance they are on serves it.
SERVED_ELSEWHERE_IDLE = 5.0
#: Rooms where only computers play, unfinished, per creating address and in all.
BOT_ROOMS_PER_ADDRESS = 3
BOT_ROOMS_TOTAL = 24
#: Unfinished rooms per creating address whose options held a file to parse (a quiz deck).
UPLOAD_ROOMS_PER_ADDRESS = 4


@dataclass(frozen=True)
class BotRequest:
    """A seat to fill with a computer player."""

    seat: int
    level: str


def _seat_marks(record: MatchRecord) -> list[SeatMark]:
    """What is compared of each seat (as `Store.poll_marks` reads it)."""
    return [(s.name, s.kind, s.bot_level, s.token_hash, s.stand_in, s.resigned)
            for s in record.seats]


def _seats_differ(mine: MatchRecord, stored: MatchRecord) -> bool:
    """True if the stored seats (computers, resignations), stand-ins, mute or status are
    not what this instance has."""
    return (stored.status != mine.status or stored.spectators_muted != mine.spectators_muted
            or _seat_marks(stored) != _seat_marks(mine))


def _mark_differs(mine: MatchRecord, stored: PollMark) -> bool:
    """`_seats_differ` against the few columns the poll reads of every room."""
    return (stored.status != mine.status or stored.spectators_muted != mine.spectators_muted
            or stored.seats != _seat_marks(mine))


def _first_known(*seats: Seat | None) -> Seat | None:
    """The first of these seats that is known (not None)."""
    return next((seat for seat in seats if seat is not None), None)


def _first_seats(players: int, name: str, host_seat: int | None,
                 bots: list[BotRequest]) -> tuple[list[SeatRecord], str | None]:
    """The seats of a new room (the host's, if they play, and the computers asked for)
    and the host's token."""
    if host_seat is not None and not 0 <= host_seat < players:
        raise RoomError("bad_seat", f"Seats go from 0 to {players - 1}.")
    seats = [SeatRecord(seat=n) for n in range(players)]
    token = None
    if host_seat is not None:
        token = new_token()
        seats[host_seat] = SeatRecord(host_seat, name, SeatKind.HUMAN, None, hash_token(token))
    for n, bot in enumerate(bots):
        if not 0 <= bot.seat < players or seats[bot.seat].name is not None:
            raise RoomError("bad_seat", f"Seat {bot.seat} cannot take a bot.")
        seats[bot.seat] = SeatRecord(
            bot.seat, BOT_NAMES[n % len(BOT_NAMES)], SeatKind.BOT, check_level(bot.level)
        )
    return seats, token


def check_level(level: str) -> str:
    """`level` if it is a bot level, else RoomError."""
    if level not in LEVELS:
        raise RoomError("bad_bot_level", f"Bot levels are {', '.join(LEVELS)}.")
    return level



class OwnedRooms:
    """Rooms that a cap counts, by the address that created them: while unfinished here."""

    def __init__(self, rooms: dict[str, Room]) -> None:
        self.rooms = rooms
        self.owner: dict[str, str] = {}

    def owners(self) -> list[str]:
        """The creating address of each such room still waiting or live (the others are
        forgotten)."""
        self.owner = {room_id: address for room_id, address in self.owner.items()
                      if (room := self.rooms.get(room_id)) is not None
                      and room.status in UNFINISHED}
        return list(self.owner.values())


class RoomManager:
    """Owns every room loaded in this process."""

    def __init__(
        self, store: ManagerStore, writer: MoveLog, bot_delay: float = 0.6,
        bus: Publisher | None = None, bot_budget: float = DEFAULT_BUDGET,
        join_expiry: float = JOIN_EXPIRY, takeover_floor: float = TAKEOVER_FLOOR,
    ) -> None:
        self.store = store
        self.writer = writer
        self.bot_delay = bot_delay
        self.bot_budget = bot_budget
        self.bus = bus or Quiet()
        self.rooms: dict[str, Room] = {}
        self.hooks = RoomHooks(bus=self.bus, on_change=self._on_change, autoplay=self._autoplay,
                               join_expiry=join_expiry, takeover_floor=takeover_floor)
        self.bot_rooms_per_address = BOT_ROOMS_PER_ADDRESS
        self.bot_rooms_total = BOT_ROOMS_TOTAL
        #: The addresses that created the computer-only rooms loaded here.
        self._bot_rooms = OwnedRooms(self.rooms)
        self.upload_rooms_per_address = UPLOAD_ROOMS_PER_ADDRESS
        #: The addresses that created the rooms loaded here with an uploaded file parsed.
        self._upload_rooms = OwnedRooms(self.rooms)
        self._loading: dict[str, asyncio.Lock] = {}
        #: News heard for rooms being loaded (subscribed, then read), applied once loaded.
        self._early: dict[str, list[BusEvent]] = {}
        #: Set when news from another instance could not be read (the database away): the
        #: poller then reads at once, and every second until it reads again (services.py).
        self.news_missed = asyncio.Event()
        self._bot_turns: set[tuple[str, int, int]] = set()
        #: The highest chat line id the poller has read.
        self._chat_seen = 0
        self._refusals_seen = 0
        #: Rooms the poll reads at a time, and rooms the other periodic walks (presence,
        #: unloading, expiry) handle at a time, the loop running between two chunks.
        self.poll_chunk = POLL_CHUNK
        self.chunk = CHUNK
        #: Worker processes for what would hold the event loop (parsing an uploaded deck).
        self.offload = Offload()
        #: Which rooms this instance runs the clocks and computer players of (with Redis).
        self.charge = Charge(self.rooms)
        #: Computer moves chosen here (bots, stand-ins and clocks): with several instances,
        #: each such move is chosen by the one in charge of its room only.
        self.computer_moves = 0
        #: Moves another instance stored that a room loaded here applied after it: the work
        #: done twice when a room is held by two instances (its players on both).
        self.moves_caught_up = 0
        self.hooks.on_caught_up = self._caught_up
        self.hooks.on_gone = self._drop

    def _caught_up(self, count: int) -> None:
        self.moves_caught_up += count

    @property
    def join_expiry(self) -> float:
        """Seconds a joined player may take to connect before the seat is freed."""
        return self.hooks.join_expiry

    @join_expiry.setter
    def join_expiry(self, seconds: float) -> None:
        self.hooks.join_expiry = seconds

    @property
    def takeover_floor(self) -> float:
        """The shortest take-over delay of every room (seconds)."""
        return self.hooks.takeover_floor

    @takeover_floor.setter
    def takeover_floor(self, seconds: float) -> None:
        self.hooks.takeover_floor = seconds

    # ---- creating and joining -----------------------------------------
    async def create(
        self,
        game_id: str,
        players: int,
        host_name: str,
        options: dict[str, Any] | None = None,
        bots: list[BotRequest] | None = None,
        host_seat: int | None = 0,
        address: str = "unknown",
    ) -> tuple[Room, int | None, str | None]:
        """A new room; returns it with the host's seat and token.

        A host seat of None creates a room the host only watches (every seat
        may then go to computers: a match of bots to follow).
        """
        game = get_game(game_id)
        if game is None:
            raise RoomError("unknown_game", f"No game has the id {game_id!r}.")
        game_options, room_options = split_options(options)
        if option := game.computer_seats_option:
            # The quiz's computers never vote: the rules core is told which seats they play.
            game_options[option] = sorted(b.seat for b in bots or [])
        try:
            room_options = validate_room_options(room_options)
        except RulesError as error:
            raise RoomError("bad_options", str(error)) from None
        uploaded = game.heavy_options(game_options)
        if uploaded:
            self._check_upload_rooms(address)
        # In a worker process: a game may parse an uploaded file here (a quiz deck).
        validated, setup_options = await self._prepared(game, players, game_options, address)
        validated = validated | room_options
        seats, token = _first_seats(players, clean_name(host_name), host_seat, bots or [])
        record = MatchRecord(
            id=new_room_id(), game=game.id, players=players, options=validated,
            seed=secrets.token_hex(16), status=MatchStatus.WAITING, seats=seats,
            host_seat=NO_HOST if host_seat is None else host_seat,
        )
        computers_only = all(s.kind == SeatKind.BOT for s in seats)
        if computers_only:
            self._check_bot_rooms(address)
        await self.store.create_match(record)
        room = await self._adopt(Room(record, game, self.store, self.writer, self.hooks,
                                      setup_options=setup_options))
        if computers_only:
            self._bot_rooms.owner[room.id] = address
        if uploaded:
            self._upload_rooms.owner[room.id] = address
        await room.joining.start_if_full()
        return room, host_seat, token

    async def _prepared(self, game: Game, players: int, options: dict[str, Any],
                        address: str | None, validate: bool = True,
                        ) -> tuple[dict[str, Any], dict[str, Any]]:
        """(validated, prepared for setup) game options; RoomError if refused.

        Options that take CPU work (an uploaded quiz deck to parse) are handled in a
        worker process, within the pool's bounds for `address` (None: the server's
        own job, never refused); any others are instant and handled here.
        """
        if game.heavy_options(options):
            answer = await self.offload.run(jobs.prepare, game.id, players, options, validate,
                                            address=address)
        else:
            answer = jobs.prepare(game.id, players, options, validate)
        if answer[0] != "ok":
            _, code, message = answer
            raise RoomError(code, message)
        return answer[1]

    def _check_upload_rooms(self, address: str) -> None:
        """Refuse one more room with a new uploaded file past the address's quota (each
        holds its parsed file; the same file again is shared, and not counted)."""
        if self._upload_rooms.owners().count(address) >= self.upload_rooms_per_address:
            raise RoomError("rate_limited", f"At most {self.upload_rooms_per_address} unfinished "
                                            "rooms with an uploaded file per address.")

    def _check_bot_rooms(self, address: str) -> None:
        """Refuse one more computer-only room past the caps (they would starve the
        computer opponents of rooms where people play)."""
        running = self._bot_rooms.owners()
        if len(running) >= self.bot_rooms_total:
            raise RoomError("rate_limited", "Too many rooms of computers only are playing; "
                                            "try again once one is over.")
        if running.count(address) >= self.bot_rooms_per_address:
            raise RoomError("rate_limited", f"At most {self.bot_rooms_per_address} rooms of "
                                            "computers only per address at a time.")

    async def join(self, room_id: str, raw_name: object, seat: int | None = None) -> tuple[int, str]:
        """Take a free seat (the first one, or `seat`); returns the seat and its token."""
        name = clean_name(raw_name)
        room = await self.require(room_id)
        token = new_token()

        def seat_record(n: int) -> SeatRecord:
            # Called inside the room's lock with the seats as stored: two joins under
            # look-alike names cannot both pass.
            check_name_free(name, (s.name for s in room.seats if s.name))
            return SeatRecord(n, name, SeatKind.HUMAN, None, hash_token(token))

        taken = await room.joining.take_seat(seat, seat_record)
        return taken, token

    # ---- the host's seat controls ------------------------------------------
    async def seat_computer(self, room: Room, seat: int, level: str) -> None:
        """Put a computer of `level` in a free seat of a waiting room (the host's choice)."""
        check_level(level)
        if not 0 <= seat < len(room.seats):
            raise RoomError("bad_seat", f"Seats go from 0 to {len(room.seats) - 1}.")

        def bot_record(n: int) -> SeatRecord:
            taken = {s.name.casefold() for s in room.seats if s.name}
            name = next((b for b in BOT_NAMES if b.casefold() not in taken),
                        f"{BOT_NAMES[0]} {n + 1}")
            return SeatRecord(n, name, SeatKind.BOT, level)

        await room.joining.take_seat(seat, bot_record)

    async def release_seat(self, room: Room, seat: int) -> None:
        """Free a taken seat of a waiting room (the host's choice)."""
        await room.release_seat(seat)

    # ---- rematch -------------------------------------------------------
    async def rematch(self, room: Room, seat: Seat) -> tuple[Room, int, str]:
        """Accept (or offer) a rematch: same players and options, everyone one seat on.

        The first caller creates the new room with every human seat reserved
        for its player; each player's acceptance claims their seat. It starts
        once all have accepted. Returns the new room, the caller's seat and token.
        """
        if room.status != MatchStatus.FINISHED:
            raise RoomError("not_finished", "A rematch can be offered once the match is over.")
        if room.rematch is not None and room.rematch.declined:
            raise RoomError("rematch_declined", "The rematch was declined.")
        async with room.lock:
            new_room = await self._rematch_room(room, seat)
        n = len(room.seats)
        new_seat = (seat - 1) % n
        token = new_token()
        await new_room.joining.claim_seat(new_seat, hash_token(token))
        return new_room, new_seat, token

    async def _rematch_room(self, room: Room, asked_by: Seat) -> Room:
        existing = (room.rematch.room_id if room.rematch
                    else (await self.store.rematches_of([room.id])).get(room.id))
        if existing:
            return await self.require(existing)
        n = len(room.seats)
        # everyone moves one seat on, so a different player starts
        seats = []
        for new in range(n):
            old = room.seats[(new + 1) % n]
            if old.resigned and old.kind == SeatKind.BOT:  # the player resigned: theirs again
                seats.append(SeatRecord(new, old.name, SeatKind.HUMAN, None, None))
            else:
                seats.append(SeatRecord(new, old.name, old.kind, old.bot_level, None))
        options = dict(room.record.options)
        if option := room.game.computer_seats_option:
            options[option] = [s.seat for s in seats if s.kind == SeatKind.BOT]
        record = MatchRecord(
            id=new_room_id(), game=room.game.id, players=n, options=options,
            seed=secrets.token_hex(16), status=MatchStatus.WAITING, seats=seats,
            rematch_of=room.id, rematch_asked_by=asked_by,
            host_seat=NO_HOST if room.record.host_seat < 0 else (room.record.host_seat - 1) % n,
        )
        _, setup_options = await self._prepared(room.game, n, split_options(options)[0], None,
                                                validate=False)
        await self.store.create_match(record)
        return await self._adopt(Room(record, room.game, self.store, self.writer, self.hooks,
                                      setup_options=setup_options))

    def announce_rematch(self, room: Room, new_room: MatchRecord, asked_by: Seat | None = None,
                         declined_by: Seat | None = None) -> None:
        """Tell the finished room who asked for and who accepted the rematch, whether it
        started, and whether it was declined."""
        room.rematch = self._rematch_offer(room, new_room, asked_by, declined_by)
        room.broadcast(room.rematch)
        self.bus.publish(room.id, RematchOffered(offer=room.rematch))

    @staticmethod
    def _rematch_offer(room: Room, new_room: MatchRecord, asked_by: Seat | None = None,
                       declined_by: Seat | None = None) -> RematchOffer:
        """The rematch offer of `room` as `new_room` now stands. Who asked and who declined
        are stored with the rematch; `asked_by`, `declined_by` and what this instance heard
        before only stand in for a rematch stored without them (before migration 0006)."""
        n = len(room.seats)
        before = room.rematch if room.rematch and room.rematch.room_id == new_room.id else None
        declined = new_room.status == MatchStatus.CANCELLED
        accepted = [(s.seat + 1) % n for s in new_room.seats
                    if s.taken and s.kind == SeatKind.HUMAN]
        waiting = [] if declined else [(s.seat + 1) % n for s in new_room.seats if not s.taken]
        return RematchOffer(
            room_id=new_room.id, accepted=sorted(accepted), waiting_for=sorted(waiting),
            started=new_room.status in {MatchStatus.LIVE, MatchStatus.FINISHED,
                                        MatchStatus.ABANDONED},
            asked_by=_first_known(new_room.rematch_asked_by,
                                  before.asked_by if before else None, asked_by),
            declined=declined,
            declined_by=_first_known(new_room.rematch_declined_by, declined_by,
                                     before.declined_by if before else None),
        )

    async def decline_rematch(self, room: Room, seat: Seat) -> None:
        """A player of the finished match declines the rematch offered: its room is
        cancelled, and everyone (its asker in the new room too) is told."""
        offer = room.rematch
        if offer is None or offer.declined or offer.started:
            raise RoomError("no_rematch", "No rematch is waiting for an answer.")
        new_room = await self.require(offer.room_id)
        await new_room.cancel(declined_by=seat)
        self.announce_rematch(room, new_room.record, declined_by=seat)

    # ---- loading -------------------------------------------------------
    async def seat_for_token(self, room: Room, token: str) -> Seat | None:
        """The seat this token proves. A token no seat of the loaded room has may be a seat
        taken a moment ago through another instance, whose news has not arrived (a REST
        join on one instance, the websocket on another): the seats are read again from the
        database once before the token is refused."""
        seat = room.seat_for_token(token)
        if seat is not None:
            return seat
        try:
            record = await self.store.get_match(room.id)
        except Exception as error:
            if database_fault(error) is None:
                raise
            return None  # the database is away: refused, as the loaded seats say
        if record is not None and _seats_differ(room.record, record):
            room.reload(record)
        # (The news may also have arrived during the read.)
        return room.seat_for_token(token)

    async def get(self, room_id: str) -> Room | None:
        """The room, loaded from storage if needed; None if it does not exist."""
        room = self.rooms.get(room_id)
        if room is not None:
            return room
        lock = self._loading.setdefault(room_id, asyncio.Lock())
        try:
            async with lock:
                room = self.rooms.get(room_id)
                if room is None:
                    room = await self._load(room_id)
                    if room is not None and room.status == MatchStatus.LIVE:
                        self._on_change(room)  # its computer players carry on
        finally:  # a read that failed (the database away) leaves no lock behind
            if not lock.locked() and self._loading.get(room_id) is lock:
                del self._loading[room_id]
        return room

    async def require(self, room_id: str) -> Room:
        """The room, or RoomError not_found."""
        room = await self.get(room_id)
        if room is None:
            raise RoomError("not_found", "No room has this id.")
        return room

    async def _load(self, room_id: str) -> Room | None:
        """Listen to the room's channel first, then read it: news published after the read
        arrives on the channel; news heard while reading is applied once it is loaded."""
        if not valid_id(room_id):
            return None
        self._early[room_id] = []
        room: Room | None = None
        try:
            await self.bus.listen(room_id)
            room = await self._read(room_id)
        finally:
            early = self._early.pop(room_id)
            if room is None and room_id not in self.rooms:
                self.bus.forget(room_id)
        for event in early:  # the room is read for a caller: caught up, never let go
            await self.on_bus_event(room_id, event, may_let_go=False)
        return room

    async def _read(self, room_id: str) -> Room | None:
        record = await self.store.get_match(room_id)
        if record is None:
            return None
        game = get_game(record.game)
        if game is None:
            log.error("room %s: its game %s is not installed", room_id, record.game)
            return None
        _, setup_options = await self._prepared(
            game, record.players, split_options(record.options)[0], None, validate=False)
        room = Room(record, game, self.store, self.writer, self.hooks, setup_options=setup_options)
        room.load(await self.store.get_moves(room_id))
        room.authority.refused_before(await self.store.get_refusals(room_id))
        for line in await self.store.get_chat(room_id, limit=room.chat.history.maxlen or 100):
            room.chat.keep(chat_line(line))
        if record.status == MatchStatus.FINISHED:
            rematch = (await self.store.rematches_of([room_id])).get(room_id)
            new_record = await self.store.get_match(rematch) if rematch else None
            if new_record is not None:
                self.announce_rematch(room, new_record)
        await self._adopt(room)
        room.resume()
        return room

    async def _adopt(self, room: Room) -> Room:
        """A room created or read here joins the loaded ones: its channel is listened to and
        its lease asked for (it is in charge of its clocks and computers if it is free)."""
        self.rooms[room.id] = room
        self.bus.watch(room.id)
        await self.charge.take(room)
        return room

    def _drop(self, room: Room) -> None:
        """Unload a room: its timers stop, and its channel is no longer listened to."""
        if self.rooms.get(room.id) is room:
            del self.rooms[room.id]
            self.bus.forget(room.id)
            self.charge.let_go(room)
        room.close()

    async def resume_all(self) -> int:
        """Load every unfinished match (after a restart); returns how many."""
        ids = await self.store.unfinished_ids()
        for room_id in ids:
            try:
                room = await self.get(room_id)
            except Exception:  # noqa: BLE001 - one broken match must not stop the others
                log.exception("room %s could not be resumed", room_id)
                continue
            if room is not None:
                self._on_change(room)
        return len(ids)

    async def expire_waiting(self, ttl_hours: float) -> list[str]:
        """Close rooms that waited for players longer than `ttl_hours`."""
        expired = await self.store.expire_waiting(utcnow() - timedelta(hours=ttl_hours))
        async for chunk in chunks(expired, self.chunk):
            for room_id in chunk:
                room = self.rooms.get(room_id)
                if room is not None:
                    room.record.status = MatchStatus.EXPIRED
                    room.broadcast_state()
                    self._drop(room)
        return expired

    # ---- other instances -----------------------------------------------
    async def on_bus_event(self, room_id: str, event: BusEvent, may_let_go: bool = True) -> None:
        """News of a room from another instance: read what changed from the database (or,
        if `may_let_go` and nobody here needs the room, let it go: see _on_bus_event)."""
        room = self.rooms.get(room_id)
        if room is None:
            if room_id in self._early:  # being read from the database: apply it once read
                self._early[room_id].append(event)
            return
        try:
            await self._on_bus_event(room, event, may_let_go)
        except Exception as error:
            if database_fault(error) is None:
                raise
            # the database is away: the room catches up at the next event or poll, which
            # comes at once, and every second until the database answers
            log.warning("room %s: news from another instance not read: the database is %s",
                        room_id, database_fault(error))
            self.news_missed.set()

    async def _on_bus_event(self, room: Room, event: BusEvent, may_let_go: bool) -> None:
        match event:
            case MoveStored(seq=seq):
                if seq <= room.version:
                    pass
                elif may_let_go and self._served_elsewhere(room):
                    # Nobody is connected to it here and another instance stored the move:
                    # that one serves it. Catching up would only apply every move twice
                    # (a room created or joined here by REST, its sockets elsewhere). Its
                    # lease goes with it; a later need here reads it again.
                    self._drop(room)
                else:
                    await room.sync()
            case SeatsChanged():
                record = await self.store.get_match(room.id)
                if record is not None:
                    room.reload(record)
            case ChatSaid(message=message):
                room.hear(message)
            case RematchOffered(offer=offer):
                room.rematch = offer
                room.broadcast(offer)
            case MoveRefused(seat=seat, id=move_id, code=code, message=message):
                room.authority.refuse((seat, move_id), RoomError(code, message))
            case _:
                assert_never(event)

    async def poll(self) -> int:
        """Catch up every loaded room from the database (when news may have been lost);
        returns how many rooms were behind on moves.

        The watched rooms are read and compared `poll_chunk` at a time, the loop running
        between two chunks: each chunk's moves, seats, refusals and chat are read in a few
        queries, and only a room whose seats differ is read whole."""
        await self._poll_rematches()
        watched = [r for r in self.rooms.values() if r.subscribers and r.status in UNFINISHED]
        if not watched:
            return 0
        # Every chunk reads the refusals and chat lines from the same point: what an earlier
        # chunk saw must not move it past lines of the rooms of a later one.
        refusals_after = max(0, self._refusals_seen - CHAT_OVERLAP)
        chat_after = max(0, self._chat_seen - CHAT_OVERLAP)
        behind = 0
        async for chunk in chunks(watched, self.poll_chunk):
            behind += await self._poll_chunk(chunk, refusals_after, chat_after)
        return behind

    async def _poll_chunk(self, chunk: Sequence[Room], refusals_after: int,
                          chat_after: int) -> int:
        # A room unloaded while an earlier chunk was read is left alone.
        rooms = [r for r in chunk if self.rooms.get(r.id) is r]
        if not rooms:
            return 0
        # Moves, seats, refusals and chat of the chunk, in one go (a few queries).
        reads = await self.store.poll_reads([r.id for r in rooms], refusals_after, chat_after)
        marks = reads.marks
        behind = [r for r in rooms if (mark := marks.get(r.id)) is not None
                  and mark.seq > r.version]
        for room in behind:
            await room.sync()
        # Seats, stand-ins, mutes and status: whatever another instance changed. Compared
        # on the few columns read; a room that differs is read whole (and compared again,
        # since its moves were caught up meanwhile).
        changed = [r.id for r in rooms if (mark := marks.get(r.id)) is not None
                   and _mark_differs(r.record, mark)]
        if changed:
            for record in await self.store.list_matches(ids=changed, limit=len(changed)):
                loaded = self.rooms.get(record.id)
                if loaded is not None and _seats_differ(loaded.record, record):
                    loaded.reload(record)
        # Move ids refused on other instances: a replay here gets the same answer.
        for refusal_id, room_id, refusal in reads.refusals:
            self._refusals_seen = max(self._refusals_seen, refusal_id)
            if (loaded := self.rooms.get(room_id)) is not None:
                loaded.authority.refused_before([refusal])
        # Chat lines said on other instances (the bus may have lost them).
        for room in rooms:
            for line in reads.chat.get(room.id, []):
                self._chat_seen = max(self._chat_seen, line.id)
                if not room.chat.knows(line.id):
                    room.hear(chat_line(line))
        return len(behind)

    async def _poll_rematches(self) -> None:
        """Rematches offered, accepted or declined on other instances, for the finished
        rooms watched here whose rematch is not settled yet (two queries per chunk)."""
        open_ = [r for r in self.rooms.values()
                 if r.subscribers and r.status == MatchStatus.FINISHED
                 and not (r.rematch and (r.rematch.declined or r.rematch.started))]
        async for chunk in chunks(open_, self.poll_chunk):
            await self._poll_rematch_chunk(chunk)

    async def _poll_rematch_chunk(self, chunk: Sequence[Room]) -> None:
        open_ = [r for r in chunk if self.rooms.get(r.id) is r]
        rematches = {r.id: r.rematch.room_id for r in open_ if r.rematch}
        rematches |= await self.store.rematches_of([r.id for r in open_ if not r.rematch])
        if not rematches:
            return
        stored = {m.id: m for m in await self.store.list_matches(ids=list(rematches.values()),
                                                                 limit=len(rematches))}
        for room in open_:
            if (record := stored.get(rematches.get(room.id, ""))) is None:
                continue
            if (loaded := self.rooms.get(record.id)) is not None and _seats_differ(loaded.record,
                                                                                   record):
                loaded.reload(record)
            if self._rematch_offer(room, record) != room.rematch:
                self.announce_rematch(room, record)

    async def share_presence(self, shared: SharedPresence) -> None:
        """Write who is connected here (the heartbeat), and read who is connected to the
        same rooms on the other live instances: take-overs and badges count them. The
        rooms are counted and told `chunk` at a time, the loop running between two."""
        rows: PresenceRows = []
        async for chunk in chunks(list(self.rooms.values()), self.chunk):
            for room in chunk:
                if room.closed:
                    continue
                counts: dict[int, int] = {}
                for sub in room.subscribers:
                    key = -1 if sub.seat is None else sub.seat
                    counts[key] = counts.get(key, 0) + 1
                rows.extend((room.id, seat, n) for seat, n in counts.items())
        await shared.put(rows)
        loaded = [r for r in self.rooms.values() if r.status in UNFINISHED]
        seen = await shared.others([r.id for r in loaded])
        now = time.monotonic()
        async for chunk in chunks(loaded, self.chunk):
            for room in chunk:
                if self.rooms.get(room.id) is not room:
                    continue  # unloaded meanwhile
                found = seen.get(room.id, {})
                room.set_remote_presence({s for s in found if s >= 0}, found.get(-1, 0))
                if found and self._unwatched_for(room, now, SERVED_ELSEWHERE_IDLE):
                    # Its players and watchers are on another instance, which serves it:
                    # holding it here too would only apply every move twice. Its lease
                    # goes with it.
                    self._drop(room)

    @staticmethod
    def _served_elsewhere(room: Room) -> bool:
        """Nobody connected to this room here and nothing under way in it (its news is
        from another instance: that one holds the room and serves it)."""
        return not room.presence.watched() and not room.lock.locked()

    def _unwatched_for(self, room: Room, now: float, seconds: float) -> bool:
        """Nobody connected to this room here for `seconds`, and nothing under way in it."""
        return (not room.presence.watched() and room.idle_since is not None
                and now - room.idle_since > seconds and not room.lock.locked()
                and not room.awaits_abandon())

    def unload_idle(self, max_idle: float, ended_max_idle: float | None = None) -> list[str]:
        """Drop rooms nobody has watched for `max_idle` seconds (storage can rebuild them);
        an ended room (finished, abandoned, cancelled…) goes after `ended_max_idle` if that
        is given: nothing in it changes any more, so a server whose matches end all day
        does not keep each one for the whole idle window."""
        return self._unload_idle_among(list(self.rooms.values()), time.monotonic(), max_idle,
                                       ended_max_idle)

    async def unload_idle_in_chunks(self, max_idle: float,
                                    ended_max_idle: float | None = None) -> list[str]:
        """`unload_idle`, `chunk` rooms at a time, the loop running between two (the
        housekeeping's)."""
        now = time.monotonic()
        dropped: list[str] = []
        async for chunk in chunks(list(self.rooms.values()), self.chunk):
            dropped += self._unload_idle_among(chunk, now, max_idle, ended_max_idle)
        return dropped

    def _unload_idle_among(self, rooms: Sequence[Room], now: float, max_idle: float,
                           ended_max_idle: float | None) -> list[str]:
        def limit(room: Room) -> float:
            if ended_max_idle is not None and room.status in ENDED:
                return min(max_idle, ended_max_idle)
            return max_idle

        idle = [room for room in rooms
                if self.rooms.get(room.id) is room and self._unwatched_for(room, now, limit(room))]
        for room in idle:
            self._drop(room)
        return [room.id for room in idle]

    def close(self) -> None:
        """Stop every room's timers and bots."""
        for room in self.rooms.values():
            room.close()

    # ---- bots ----------------------------------------------------------
    def _on_change(self, room: Room) -> None:
        if (room.status == MatchStatus.FINISHED and not room.presence.watched()
                and room.rematch is None):
            self._drop(room)
            return
        if room.status != MatchStatus.LIVE or not room.in_charge:
            return
        for seat in room.game.to_act(room.state):
            key = (room.id, room.version, seat)
            if room.is_bot(seat) and key not in self._bot_turns:
                self._bot_turns.add(key)
                # Forgotten when the task ends, however it ends: a task cancelled before it
                # started (its room closed in the same turn of the loop) never runs its
                # own code, and a turn left marked would never be played here again.
                room.spawn(self._bot_turn(room, seat, room.version)).add_done_callback(
                    functools.partial(self._bot_turn_over, key))

    def _bot_turn_over(self, key: tuple[str, int, int], _task: asyncio.Task[None]) -> None:
        self._bot_turns.discard(key)

    async def _bot_turn(self, room: Room, seat: int, version: int) -> None:
        try:
            await asyncio.sleep(self.bot_delay)
            if room.version != version or not room.is_bot(seat) or not room.in_charge:
                return
            move = await self._autoplay(room, seat)
            await room.submit(seat, f"{SERVER_MOVE_PREFIX}bot-{version}-{seat}", version, move)
        except RoomError as error:
            if error.code == "unavailable":
                # the database is away: the bot plays again once it is back (this turn is
                # forgotten once the task ends, long before)
                room.later(error.retry_after or 1.0, lambda: self._on_change(room))
            elif error.code not in {"stale_version", "game_over"}:
                log.warning("room %s: bot move refused: %s", room.id, error.message)

    async def _autoplay(self, room: Room, seat: Seat) -> Move:
        """A computer's move for `seat`, from that seat's view only, computed off the loop.

        Easy bots answer at once, in a thread; the searching levels think in
        worker processes, so that no search ever slows the rooms of this process.
        """
        view = public.view_of(room.game, room.state, seat)
        legal = room.game.legal_moves(room.state, seat)
        if not legal:
            raise RoomError("not_your_turn", "This seat has nothing to play.")
        self.computer_moves += 1
        level = room.bot_level(seat) if room.is_bot(seat) else "easy"
        if not searches(level):
            return await asyncio.to_thread(
                choose_move, room.game, view, legal, seat, level, random.Random()
            )
        people = any(s.kind == SeatKind.HUMAN for s in room.seats)
        return await think(room.game.id, view, legal, seat, level,
                           random.getrandbits(32), self.bot_budget,
                           priority=HUMANS if people else COMPUTERS_ONLY)
