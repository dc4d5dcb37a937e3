"""All rooms of this process: creating, joining, loading from storage, bots, rematches."""

from __future__ import annotations

import asyncio
import logging
import random
import secrets
import time
from dataclasses import dataclass
from datetime import timedelta
from typing import Any, assert_never

from app.bots import BOT_NAMES, DEFAULT_BUDGET, LEVELS, choose_move
from app.bots.levels import searches
from app.bots.pool import COMPUTERS_ONLY, HUMANS, think
from app.db.records import MatchRecord, SeatRecord, utcnow
from app.games.base import Game, Move, RulesError, Seat
from app.games.registry import get_game
from app.protocol.bus import BusEvent, ChatSaid, MoveStored, RematchOffered, SeatsChanged
from app.protocol.inbound import SERVER_MOVE_PREFIX
from app.protocol.outbound import RematchOffer
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
from app.rooms.options import split_options, validate_room_options
from app.rooms.ports import ManagerStore, MoveLog, Publisher, Quiet, RoomHooks
from app.rooms.room import JOIN_EXPIRY, TAKEOVER_FLOOR, Room

log = logging.getLogger(__name__)

#: The host seat of a room whose creator only watches.
NO_HOST = -1
#: Chat ids the poller reads again below the highest it saw (lines committed out of order).
CHAT_OVERLAP = 50
#: Rooms where only computers play, unfinished, per creating address and in all.
BOT_ROOMS_PER_ADDRESS = 3
BOT_ROOMS_TOTAL = 24


@dataclass(frozen=True)
class BotRequest:
    """A seat to fill with a computer player."""

    seat: int
    level: str


def _seats_differ(mine: MatchRecord, stored: MatchRecord) -> bool:
    """True if the stored seats, stand-ins, mute or status are not what this instance has."""
    return (stored.status != mine.status or stored.spectators_muted != mine.spectators_muted
            or [(s.name, s.kind, s.token_hash, s.stand_in) for s in stored.seats]
            != [(s.name, s.kind, s.token_hash, s.stand_in) for s in mine.seats])


def check_level(level: str) -> str:
    """`level` if it is a bot level, else RoomError."""
    if level not in LEVELS:
        raise RoomError("bad_bot_level", f"Bot levels are {', '.join(LEVELS)}.")
    return level



def _validated_and_prepared(game: Game, players: int,
                            options: dict[str, Any]) -> tuple[dict[str, Any], dict[str, Any]]:
    validated = game.validate_options(players, options)
    return validated, game.prepare_options(validated)

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
        #: The address that created each computer-only room loaded here.
        self._bot_room_owner: dict[str, str] = {}
        self._loading: dict[str, asyncio.Lock] = {}
        self._bot_turns: set[tuple[str, int, int]] = set()
        #: The highest chat line id the poller has read.
        self._chat_seen = 0

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
            # Off the loop: a game may parse an uploaded file here (a quiz deck).
            validated, setup_options = await asyncio.to_thread(
                _validated_and_prepared, game, players, game_options)
            validated = validated | validate_room_options(room_options)
        except RulesError as error:
            raise RoomError("bad_options", str(error)) from None
        name = clean_name(host_name)
        if host_seat is not None and not 0 <= host_seat < players:
            raise RoomError("bad_seat", f"Seats go from 0 to {players - 1}.")
        seats = [SeatRecord(seat=n) for n in range(players)]
        token = None
        if host_seat is not None:
            token = new_token()
            seats[host_seat] = SeatRecord(host_seat, name, "human", None, hash_token(token))
        for n, bot in enumerate(bots or []):
            if not 0 <= bot.seat < players or seats[bot.seat].name is not None:
                raise RoomError("bad_seat", f"Seat {bot.seat} cannot take a bot.")
            seats[bot.seat] = SeatRecord(
                bot.seat, BOT_NAMES[n % len(BOT_NAMES)], "bot", check_level(bot.level)
            )
        record = MatchRecord(
            id=new_room_id(), game=game.id, players=players, options=validated,
            seed=secrets.token_hex(16), status="waiting", seats=seats,
            host_seat=NO_HOST if host_seat is None else host_seat,
        )
        computers_only = all(s.kind == "bot" for s in seats)
        if computers_only:
            self._check_bot_rooms(address)
        await self.store.create_match(record)
        room = self._adopt(Room(record, game, self.store, self.writer, self.hooks,
                                setup_options=setup_options))
        if computers_only:
            self._bot_room_owner[room.id] = address
        await room.start_if_full()
        return room, host_seat, token

    def _check_bot_rooms(self, address: str) -> None:
        """Refuse one more computer-only room past the caps (they would starve the
        computer opponents of rooms where people play)."""
        running = [
            owner for room_id, owner in self._bot_room_owner.items()
            if (room := self.rooms.get(room_id)) is not None and room.status in {"waiting", "live"}
        ]
        self._bot_room_owner = {
            room_id: owner for room_id, owner in self._bot_room_owner.items()
            if room_id in self.rooms and self.rooms[room_id].status in {"waiting", "live"}
        }
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
            return SeatRecord(n, name, "human", None, hash_token(token))

        taken = await room.take_seat(seat, seat_record)
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
            return SeatRecord(n, name, "bot", level)

        await room.take_seat(seat, bot_record)

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
        if room.status != "finished":
            raise RoomError("not_finished", "A rematch can be offered once the match is over.")
        if room.rematch is not None and room.rematch.declined:
            raise RoomError("rematch_declined", "The rematch was declined.")
        async with room.lock:
            new_room = await self._rematch_room(room)
        n = len(room.seats)
        new_seat = (seat - 1) % n
        token = new_token()
        await new_room.claim_seat(new_seat, hash_token(token))
        return new_room, new_seat, token

    async def _rematch_room(self, room: Room) -> Room:
        existing = room.rematch.room_id if room.rematch else await self.store.rematch_of(room.id)
        if existing:
            return await self.require(existing)
        n = len(room.seats)
        # everyone moves one seat on, so a different player starts
        seats = []
        for new in range(n):
            old = room.seats[(new + 1) % n]
            if old.resigned and old.kind == "bot":  # the player resigned: theirs again
                seats.append(SeatRecord(new, old.name, "human", None, None))
            else:
                seats.append(SeatRecord(new, old.name, old.kind, old.bot_level, None))
        options = dict(room.record.options)
        if option := room.game.computer_seats_option:
            options[option] = [s.seat for s in seats if s.kind == "bot"]
        record = MatchRecord(
            id=new_room_id(), game=room.game.id, players=n, options=options,
            seed=secrets.token_hex(16), status="waiting", seats=seats, rematch_of=room.id,
            host_seat=NO_HOST if room.record.host_seat < 0 else (room.record.host_seat - 1) % n,
        )
        await self.store.create_match(record)
        return self._adopt(Room(record, room.game, self.store, self.writer, self.hooks))

    def announce_rematch(self, room: Room, new_room: Room, asked_by: Seat | None = None,
                         declined_by: Seat | None = None) -> None:
        """Tell the finished room who asked for and who accepted the rematch, whether it
        started, and whether it was declined."""
        n = len(room.seats)
        before = room.rematch if room.rematch and room.rematch.room_id == new_room.id else None
        declined = new_room.status == "cancelled"
        accepted = [(s.seat + 1) % n for s in new_room.seats if s.taken and s.kind == "human"]
        waiting = [] if declined else [(s.seat + 1) % n for s in new_room.seats if not s.taken]
        room.rematch = RematchOffer(
            room_id=new_room.id, accepted=sorted(accepted), waiting_for=sorted(waiting),
            started=new_room.status in {"live", "finished", "abandoned"},
            asked_by=before.asked_by if before and before.asked_by is not None else asked_by,
            declined=declined,
            declined_by=declined_by if declined_by is not None
            else (before.declined_by if before else None),
        )
        room.broadcast(room.rematch)
        self.bus.publish(room.id, RematchOffered(offer=room.rematch))

    async def decline_rematch(self, room: Room, seat: Seat) -> None:
        """A player of the finished match declines the rematch offered: its room is
        cancelled, and everyone (its asker in the new room too) is told."""
        offer = room.rematch
        if offer is None or offer.declined or offer.started:
            raise RoomError("no_rematch", "No rematch is waiting for an answer.")
        new_room = await self.require(offer.room_id)
        await new_room.cancel()
        self.announce_rematch(room, new_room, declined_by=seat)

    # ---- loading -------------------------------------------------------
    async def get(self, room_id: str) -> Room | None:
        """The room, loaded from storage if needed; None if it does not exist."""
        room = self.rooms.get(room_id)
        if room is not None:
            return room
        lock = self._loading.setdefault(room_id, asyncio.Lock())
        async with lock:
            room = self.rooms.get(room_id)
            if room is None:
                room = await self._load(room_id)
                if room is not None and room.status == "live":
                    self._on_change(room)  # its computer players carry on
        self._loading.pop(room_id, None)
        return room

    async def require(self, room_id: str) -> Room:
        """The room, or RoomError not_found."""
        room = await self.get(room_id)
        if room is None:
            raise RoomError("not_found", "No room has this id.")
        return room

    async def _load(self, room_id: str) -> Room | None:
        if not valid_id(room_id):
            return None
        record = await self.store.get_match(room_id)
        if record is None:
            return None
        game = get_game(record.game)
        if game is None:
            log.error("room %s: its game %s is not installed", room_id, record.game)
            return None
        setup_options = await asyncio.to_thread(
            game.prepare_options, split_options(record.options)[0])
        room = Room(record, game, self.store, self.writer, self.hooks, setup_options=setup_options)
        room.load(await self.store.get_moves(room_id))
        for line in await self.store.get_chat(room_id, limit=room.chat.history.maxlen or 100):
            room.chat.keep(chat_line(line))
        if record.status == "finished":
            rematch = await self.store.rematch_of(room_id)
            if rematch:
                new_room = await self.get(rematch)
                if new_room is not None:
                    self.announce_rematch(room, new_room)
        self._adopt(room)
        room.resume()
        return room

    def _adopt(self, room: Room) -> Room:
        self.rooms[room.id] = room
        self.bus.watch(room.id)
        return room

    def _drop(self, room: Room) -> None:
        """Unload a room: its timers stop, and its channel is no longer listened to."""
        if self.rooms.get(room.id) is room:
            del self.rooms[room.id]
            self.bus.forget(room.id)
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
        for room_id in expired:
            room = self.rooms.get(room_id)
            if room is not None:
                room.record.status = "expired"
                room.broadcast_state()
                self._drop(room)
        return expired

    # ---- other instances -----------------------------------------------
    async def on_bus_event(self, room_id: str, event: BusEvent) -> None:
        """News of a room from another instance: read what changed from the database."""
        room = self.rooms.get(room_id)
        if room is None:
            return
        match event:
            case MoveStored(seq=seq):
                if seq > room.version:
                    await room.sync()
            case SeatsChanged():
                record = await self.store.get_match(room_id)
                if record is not None:
                    room.reload(record)
            case ChatSaid(message=message):
                room.hear(message)
            case RematchOffered(offer=offer):
                room.rematch = offer
                room.broadcast(offer)
            case _:
                assert_never(event)

    async def poll(self) -> int:
        """Catch up every loaded room from the database (when news may have been lost)."""
        watched = [r for r in self.rooms.values() if r.subscribers and r.status in {"waiting", "live"}]
        if not watched:
            return 0
        latest = await self.store.latest_seqs([r.id for r in watched])
        behind = [r for r in watched if latest.get(r.id, 0) > r.version]
        for room in behind:
            await room.sync()
        # Seats, stand-ins, mutes and status: whatever another instance changed.
        for record in await self.store.list_matches(ids=[r.id for r in watched],
                                                    limit=len(watched)):
            room = self.rooms.get(record.id)
            if room is not None and _seats_differ(room.record, record):
                room.reload(record)
        # Chat lines said on other instances (the bus may have lost them).
        lines = await self.store.chat_since([r.id for r in watched],
                                            max(0, self._chat_seen - CHAT_OVERLAP))
        for room in watched:
            for line in lines.get(room.id, []):
                self._chat_seen = max(self._chat_seen, line.id)
                if not room.chat.knows(line.id):
                    room.hear(chat_line(line))
        return len(behind)

    async def share_presence(self, instance: str, ttl: float) -> None:
        """Write who is connected here, and read who is connected to the same rooms on the
        other instances (rows older than `ttl` seconds are an instance that is gone)."""
        now = utcnow()
        rows = []
        for room in self.rooms.values():
            counts: dict[int, int] = {}
            for sub in room.subscribers:
                key = -1 if sub.seat is None else sub.seat
                counts[key] = counts.get(key, 0) + 1
            rows.extend((room.id, seat, n) for seat, n in counts.items())
        await self.store.put_presence(instance, rows, now)
        loaded = [r for r in self.rooms.values() if r.status in {"waiting", "live"}]
        seen = await self.store.get_presence([r.id for r in loaded], instance,
                                             now - timedelta(seconds=ttl))
        for room in loaded:
            found = seen.get(room.id, {})
            room.set_remote_presence({s for s in found if s >= 0}, found.get(-1, 0))

    def unload_idle(self, max_idle: float) -> list[str]:
        """Drop rooms nobody has watched for `max_idle` seconds (storage can rebuild them)."""
        now = time.monotonic()
        idle = [
            room for room in self.rooms.values()
            if not room.subscribers and room.idle_since is not None
            and now - room.idle_since > max_idle and not room.lock.locked()
            and not room.awaits_abandon()
        ]
        for room in idle:
            self._drop(room)
        return [room.id for room in idle]

    def close(self) -> None:
        """Stop every room's timers and bots."""
        for room in self.rooms.values():
            room.close()

    # ---- bots ----------------------------------------------------------
    def _on_change(self, room: Room) -> None:
        if room.status == "finished" and not room.subscribers and room.rematch is None:
            self._drop(room)
            return
        if room.status != "live":
            return
        for seat in room.game.to_act(room.state):
            key = (room.id, room.version, seat)
            if room.is_bot(seat) and key not in self._bot_turns:
                self._bot_turns.add(key)
                room.spawn(self._bot_turn(room, seat, room.version))

    async def _bot_turn(self, room: Room, seat: int, version: int) -> None:
        try:
            await asyncio.sleep(self.bot_delay)
            if room.version != version or not room.is_bot(seat):
                return
            move = await self._autoplay(room, seat)
            await room.submit(seat, f"{SERVER_MOVE_PREFIX}bot-{version}-{seat}", version, move)
        except RoomError as error:
            if error.code not in {"stale_version", "game_over"}:
                log.warning("room %s: bot move refused: %s", room.id, error.message)
        finally:
            self._bot_turns.discard((room.id, version, seat))

    async def _autoplay(self, room: Room, seat: Seat) -> Move:
        """A computer's move for `seat`, from that seat's view only, computed off the loop.

        Easy bots answer at once, in a thread; the searching levels think in
        worker processes, so that no search ever slows the rooms of this process.
        """
        view = room.game.view(room.state, seat)
        legal = room.game.legal_moves(room.state, seat)
        if not legal:
            raise RoomError("not_your_turn", "This seat has nothing to play.")
        level = room.bot_level(seat) if room.is_bot(seat) else "easy"
        if not searches(level):
            return await asyncio.to_thread(
                choose_move, room.game, view, legal, seat, level, random.Random()
            )
        people = any(s.kind == "human" for s in room.seats)
        return await think(room.game.id, view, legal, seat, level,
                           random.getrandbits(32), self.bot_budget,
                           priority=HUMANS if people else COMPUTERS_ONLY)
