"""One authoritative room per match: it validates, stores, then broadcasts each move.

The room knows nothing of websockets. Whoever wants its messages subscribes
with an object that has a `seat` and a non-blocking `deliver(payload)`; every
message is a typed model (app/protocol/outbound.py) and every outward form of
the match is built by app/rooms/public.py, so no path can forget the filter.

The room composes one object per concern: the authority (state, versions,
idempotent move ids: authority.py), presence (presence.py), the clocks
(clocks.py) and what the server plays when they run out (timeouts.py), the chat
(chat.py), joining (joining.py) and leaving (leaving.py: resigning, cancelling,
releasing a seat, abandonment). Storage and the bus reach it through the
interfaces of ports.py, given at construction.
"""

from __future__ import annotations

import asyncio
import logging
import weakref
from collections.abc import Callable
from typing import Any

from app.db.records import (
    ENDED,
    ChatRecord,
    MatchRecord,
    MatchStatus,
    MoveRecord,
    SeatKind,
    SeatRecord,
    utcnow,
)
from app.games.base import Game, Move, Seat
from app.protocol.bus import BusEvent, ChatSaid, MoveRefused, MoveStored, SeatsChanged
from app.protocol.errors import MATCH_GONE
from app.protocol.outbound import (
    ChatHistory,
    ChatLine,
    Clock,
    RematchOffer,
    SeatsMessage,
    ServerMessage,
    encode,
)
from app.rooms import public
from app.rooms.authority import REFUSED_MEMORY, Authority
from app.rooms.chat import ChatRoom, chat_line
from app.rooms.clocks import Clocks
from app.rooms.errors import RoomError, gone_for, unavailable_for
from app.rooms.joining import Joining
from app.rooms.leaving import Leaving
from app.rooms.names import token_matches
from app.rooms.options import split_options, validate_room_options
from app.rooms.ports import MoveLog, RoomHooks, RoomStore
from app.rooms.presence import Presence, Subscriber
from app.rooms.timeouts import Timeouts
from app.rooms.turns import UNDO, turn_enders

log = logging.getLogger(__name__)

#: Presence changes within this many seconds share one `seats` message.
SEATS_COALESCE = 0.25
#: The shortest take-over delay a room may have (seconds; `takeover_floor_seconds`).
TAKEOVER_FLOOR = 5.0
#: How long a player who joined may take to connect before the seat is freed (seconds).
JOIN_EXPIRY = 120.0

__all__ = ["JOIN_EXPIRY", "TAKEOVER_FLOOR", "Room", "Subscriber"]


class Room:
    """A match's authoritative state, its seats and its subscribers."""

    def __init__(self, record: MatchRecord, game: Game, store: RoomStore, moves: MoveLog,
                 hooks: RoomHooks | None = None,
                 setup_options: dict[str, Any] | None = None) -> None:
        """`setup_options`: the game options as prepared off the event loop (an uploaded
        quiz deck already parsed: `Game.prepare_options`); by default the stored ones."""
        self.record = record
        self.game = game
        self.store = store
        self.writer = moves
        self.hooks = hooks or RoomHooks(join_expiry=JOIN_EXPIRY, takeover_floor=TAKEOVER_FLOOR)
        self.game_options, room_options = split_options(record.options)
        self.room_options = validate_room_options(room_options)
        self._setup_options = setup_options or self.game_options
        self.authority = Authority(game, record, self._setup_options)
        self.presence = Presence()
        # The room's parts refer back to it weakly: a room no longer referenced (unloaded,
        # its connections gone) is freed at once by reference counting, with its moves
        # and states, instead of waiting in a cycle for a full collection, which a busy
        # server runs seldom (memory grew by tens of MiB a minute).
        me: Room = weakref.proxy(self)
        self.timeouts = Timeouts(me)
        self.clocks = Clocks(self.timeouts.on_timer, self.timeouts.on_turn_over)
        self.chat = ChatRoom(self.room_options["spectator_chat"], self.hooks.spectator_limit())
        self.lock = asyncio.Lock()
        self.rematch: RematchOffer | None = None
        #: The stand-in level each player chose for their absence (hello's `stand_in`).
        self.stand_in_choices: dict[Seat, str] = {}
        self.closed = False
        #: This instance runs the room's clocks and computer players (app/rooms/charge.py);
        #: the others holding it apply its moves and serve their own connections.
        self.in_charge = True
        self._seats_pending = False
        self._confirm_cache: tuple[tuple[int, Seat], list[str]] | None = None
        self.joining = Joining(me)
        self.leaving = Leaving(me)
        self._tasks: set[asyncio.Task[Any]] = set()
        self._timers: set[asyncio.TimerHandle] = set()

    # ---- identity ------------------------------------------------------
    @property
    def id(self) -> str:
        """The room's (and its match's) id."""
        return self.record.id

    @property
    def status(self) -> MatchStatus:
        """Where the match stands."""
        return self.record.status

    @property
    def seats(self) -> list[SeatRecord]:
        """The seats, in order."""
        return self.record.seats

    @property
    def state(self) -> Any:
        """The match's current state."""
        return self.authority.state

    @state.setter
    def state(self, value: Any) -> None:
        # Benchmarks swap states in to measure the cost of sending them (bench/budget.py).
        self.authority.state = value

    @property
    def version(self) -> int:
        """Moves stored so far."""
        return self.authority.version

    @property
    def moves(self) -> list[MoveRecord]:
        """The stored moves, in order."""
        return self.authority.moves

    @property
    def subscribers(self) -> set[Subscriber]:
        """The connections to this room."""
        return self.presence.subscribers

    @property
    def idle_since(self) -> float | None:
        """When the last subscriber left (monotonic seconds), None while watched."""
        return self.presence.idle_since

    def seat_for_token(self, token: str) -> Seat | None:
        """The seat this token proves, or None (every seat is compared, in constant time)."""
        found = None
        for s in self.seats:
            if token_matches(token, s.token_hash):
                found = s.seat
        return found

    def is_bot(self, seat: Seat) -> bool:
        """True if a computer plays this seat now (a bot, or a stand-in for an absent human)."""
        record = self.seats[seat]
        return record.kind == SeatKind.BOT or record.stand_in is not None

    def bot_level(self, seat: Seat) -> str:
        """The level of the computer playing this seat."""
        record = self.seats[seat]
        return record.stand_in or record.bot_level or "easy"

    # ---- loading -------------------------------------------------------
    def load(self, moves: list[MoveRecord]) -> None:
        """Replay stored moves (at start-up or when catching up)."""
        try:
            self.authority.load(moves)
        except RuntimeError as error:
            raise RuntimeError(f"room {self.id}: {error}") from None

    def resume(self) -> None:
        """After loading: absent humans count as gone since now; deadlines start again;
        joined seats of a waiting room must connect in time."""
        self.presence.all_away_from_now(self.seats)
        self.arm_clocks()
        self.leaving.abandon_later()
        if self.status == MatchStatus.WAITING:
            for s in self.seats:
                if s.kind == SeatKind.HUMAN and s.seat != self.record.host_seat:
                    self.leaving.expire_join_later(s.seat)

    # ---- messages ------------------------------------------------------
    def result(self) -> dict[str, Any] | None:
        """The outcome's wire form once finished (a resignation's, when one ended it)."""
        outcome = self.game.outcome(self.state)
        return self.record.result if outcome is None else outcome.to_json()

    def clock(self) -> Clock | None:
        """The running deadline, if the server enforces one now."""
        return self.clocks.clock()

    def state_payload(self, seat: Seat | None, view: Any = None) -> str:
        """The `state` message for one seat (None: a spectator), encoded.

        `view` is the shared view (`public.shared_view`), when every seat sees the same.
        """
        undone = bool(self.moves) and self.moves[-1].move.get("type") == UNDO
        return public.state_message(self.game, self.record, self.state, self.version, seat,
                                    self.clock(), view, self.can_resign(seat),
                                    self.authority.turn, undone, self.confirm_types(seat))

    def confirm_types(self, seat: Seat | None) -> list[str]:
        """The move types `seat` is asked to confirm now (`turns.turn_enders`), once per
        version; none when the room's `confirm_turn_end` is off."""
        if seat is None or self.status != MatchStatus.LIVE \
                or not self.room_options["confirm_turn_end"] \
                or self.game.to_act(self.state) != [seat]:
            return []
        cached = self._confirm_cache
        if cached is None or cached[0] != (self.version, seat):
            legal = self.game.legal_moves(self.state, seat)
            cached = ((self.version, seat), turn_enders(self.game, self.state, seat, legal))
            self._confirm_cache = cached
        return cached[1]

    def seats_message(self) -> SeatsMessage:
        """Who sits where, who is connected, and what the room allows now."""
        return public.seats_message(
            self.record, self.connected_seats(), self.spectator_count(), self.can_take_over,
            self.room_options["spectator_chat"],
        )

    def spectator_count(self) -> int:
        """Connections that watch."""
        return self.presence.spectator_count()

    def connected_seats(self) -> set[Seat]:
        """Seats with at least one open connection."""
        return self.presence.connected_seats()

    def set_remote_presence(self, seats: set[Seat], spectators: int) -> None:
        """Who is connected to this room on other instances (read from the shared store)."""
        if self.presence.set_remote(seats, spectators):
            self._seats_after_grace()
            self.leaving.abandon_later()
            self._seats_soon()

    def broadcast_state(self) -> None:
        """Send every subscriber the state as its seat may see it (one message per seat)."""
        if not self.subscribers:
            return
        shared = public.shared_view(self.game, self.state)
        payloads: dict[Seat | None, str] = {}
        for sub in list(self.subscribers):
            if sub.seat not in payloads:
                payloads[sub.seat] = self.state_payload(sub.seat, shared)
            sub.deliver(payloads[sub.seat])

    def broadcast(self, message: ServerMessage) -> None:
        """Send one message that is the same for everybody."""
        payload = encode(message)
        for sub in list(self.subscribers):
            sub.deliver(payload)

    def _seats_soon(self) -> None:
        """Tell everyone who is here, once for a burst of arrivals and departures."""
        if self._seats_pending or self.closed:
            return
        self._seats_pending = True

        def flush() -> None:
            self._seats_pending = False
            self.broadcast(self.seats_message())

        self.later(SEATS_COALESCE, flush)

    # ---- subscribers ---------------------------------------------------
    def subscribe(self, sub: Subscriber) -> None:
        """Add a receiver and send it the state, the seats, the chat and any rematch offer."""
        self.presence.add(sub)
        sub.deliver(self.state_payload(sub.seat))
        sub.deliver(encode(ChatHistory(messages=list(self.chat.history))))
        if self.rematch is not None:
            sub.deliver(encode(self.rematch))
        sub.deliver(encode(self.seats_message()))
        self._seats_soon()

    def expect(self, conn: object) -> None:
        """A connection holds this room and will subscribe once it has said hello: the
        room is not unloaded meanwhile. `unsubscribe` ends the wait."""
        self.presence.expect(conn)

    def unsubscribe(self, sub: Subscriber) -> None:
        """Remove a receiver; a human seat left with no connection starts its grace period."""
        if sub not in self.subscribers:
            self.presence.remove(sub)  # one that never said hello
            return
        if self.presence.remove(sub):
            self._seats_after_grace()
            self.leaving.abandon_later()
        self._seats_soon()
        self.changed()

    # ---- seats (joining.py fills them) ---------------------------------
    async def computer_seats_changed(self) -> None:
        """Before the start, inside the lock: a game told its computers' seats at setup (the
        quiz's never vote) is set up again with the seats as they are now, and stored so."""
        option = self.game.computer_seats_option
        if not option or self.version:
            return
        bots = sorted(s.seat for s in self.seats if s.kind == SeatKind.BOT)
        options = dict(self.record.options) | {option: bots}
        await self.store.set_options(self.id, options)
        self.record.options = options
        self.game_options[option] = bots
        self._setup_options = dict(self._setup_options) | {option: bots}
        self.authority = Authority(self.game, self.record, self._setup_options)

    def after_seats(self) -> None:
        """Tell every instance and every subscriber that the seats (or the status) changed."""
        self.publish(SeatsChanged())
        self.broadcast(self.seats_message())
        self.broadcast_state()
        self.changed()

    def reload(self, record: MatchRecord) -> None:
        """Take seats and status stored by another instance."""
        was = self.status
        self.record.seats = record.seats
        self.record.spectators_muted = record.spectators_muted
        if was == MatchStatus.WAITING and record.status == MatchStatus.LIVE:
            self.record.status = MatchStatus.LIVE
            self.record.started_at = record.started_at
            self.away_from_now()
            self.arm_clocks()
        elif record.status in ENDED and was in {MatchStatus.WAITING, MatchStatus.LIVE}:
            # another instance ended it (a resignation, abandoned, cancelled, expired)
            self.record.status = record.status
            self.record.result = record.result
            self.record.finished_at = record.finished_at
            self.record.rematch_declined_by = record.rematch_declined_by
            self.arm_clocks()
        self.broadcast(self.seats_message())
        if self.status != was:
            self.broadcast_state()
        self.changed()

    def away_from_now(self) -> None:
        """At the start, a human with no connection is away from now on, so that a seat
        that never connects can be handed to a computer after the grace period."""
        if self.presence.all_away_from_now(self.seats):
            self._seats_after_grace()
            self.leaving.abandon_later()

    def _seats_after_grace(self) -> None:
        """Tell everyone once the grace period is over (a seat may then be taken over)."""
        if self.status == MatchStatus.LIVE and not self.closed:
            self.later(self.takeover_after + 0.05, lambda: self.broadcast(self.seats_message()))

    def can_take_over(self, seat: Seat, connected: bool | None = None) -> bool:
        """True if the others may now hand this absent human's seat to a computer."""
        record = self.seats[seat]
        if self.status != MatchStatus.LIVE or record.kind != SeatKind.HUMAN \
                or record.stand_in is not None:
            return False
        if connected if connected is not None else seat in self.connected_seats():
            return False
        away = self.presence.away_for(seat)
        return away is not None and away >= self.takeover_after

    @property
    def takeover_after(self) -> float:
        """Seconds a player must be gone before a take-over: the room's, never below the floor."""
        return max(float(self.room_options["takeover_after"]), self.hooks.takeover_floor)

    def stand_in_for(self, seat: Seat) -> str:
        """The level of a computer standing in for `seat`: the player's own choice, made
        beforehand, else the room's default (never the choice of whoever takes over)."""
        return self.stand_in_choices.get(seat) or self.room_options["stand_in_level"]

    async def set_stand_in(self, seat: Seat, level: str | None) -> None:
        """A computer plays for an absent human (level), or the human takes the seat back (None)."""
        if level is not None and not self.can_take_over(seat):
            raise RoomError("not_allowed", "This seat cannot be handed to a computer now.")
        await self.store.set_stand_in(self.id, seat, level)
        self.seats[seat].stand_in = level
        self.publish(SeatsChanged())
        self.broadcast(self.seats_message())
        self.changed()

    async def set_spectators_muted(self, muted: bool) -> None:
        """The host mutes or unmutes the spectators' chat."""
        await self.store.set_spectators_muted(self.id, muted)
        self.record.spectators_muted = muted
        self.publish(SeatsChanged())
        self.broadcast(self.seats_message())

    # ---- leaving (leaving.py) ------------------------------------------
    def can_resign(self, seat: Seat | None) -> bool:
        """True if the player of `seat` may resign now (a live match, their own seat)."""
        return self.leaving.can_resign(seat)

    async def resign(self, seat: Seat) -> None:
        """The player of `seat` resigns (see Leaving.resign)."""
        await self.leaving.resign(seat)

    async def cancel(self, declined_by: Seat | None = None) -> None:
        """The host cancels a room whose match has not started (see Leaving.cancel)."""
        await self.leaving.cancel(declined_by)

    async def release_seat(self, seat: Seat) -> None:
        """Free a taken seat before the match starts (see Leaving.release_seat)."""
        await self.leaving.release_seat(seat)

    def awaits_abandon(self) -> bool:
        """True while the match is played with nobody connected (see Leaving)."""
        return self.leaving.awaits_abandon()

    # ---- chat ----------------------------------------------------------
    def spectator_id(self, address: str) -> str:
        """A spectator's chat id (see ChatRoom.spectator_id)."""
        return self.chat.spectator_id(address)

    def mute_spectator(self, spectator: str, muted: bool) -> None:
        """The host mutes (or unmutes) one spectator's chat."""
        self.chat.mute(spectator, muted)

    async def say(self, seat: Seat | None, name: str | None, raw: str,
                  spectator: str | None = None) -> None:
        """Store and send a chat line (`spectator`: the chat id of a spectator's connection)."""
        if seat is None and spectator is None:
            spectator = "s-unknown"
        text = self.chat.check(spectator if seat is None else None,
                               self.record.spectators_muted, raw)
        speaker = (self.seats[seat].name if seat is not None else name or "Spectator") or "?"
        at = utcnow()
        line_id = await self.store.add_chat(self.id, seat, speaker, text, at)
        message = chat_line(ChatRecord(line_id, seat, speaker, text, at),
                            spectator if seat is None else None)
        self.hear(message)
        self.publish(ChatSaid(message=message))

    def hear(self, message: ChatLine) -> None:
        """Keep and send a chat line (said here or on another instance), once."""
        if self.chat.knows(message.id):
            return
        self.chat.keep(message)
        self.broadcast(message)

    # ---- moves ---------------------------------------------------------
    async def submit(
        self, seat: Seat | None, client_id: str | None, version: int, move: Move
    ) -> bool:
        """Validate, store and apply a move; True if it was a repeat of a stored one.

        Raises RoomError with the wire code if refused; a refused move changes nothing.
        """
        key = (seat, client_id) if client_id is not None else None
        refused: RoomError | None = None
        repeated = False
        async with self.lock:
            if self.authority.answered(key):
                return True
            before = self.version
            try:
                await self._play(seat, client_id, version, move)
            except RoomError as error:
                if self.authority.accepted(key):
                    # Stored after all, by an earlier attempt whose answer was lost (a commit
                    # whose answer never came, the database frozen or restarting): found
                    # while catching up, it is answered as a repeat, with the state.
                    repeated = True
                else:
                    refused = await self._refuse(key, error)
            except Exception as error:
                # e.g. catching up after a conflict, the database gone meanwhile
                refused = unavailable_for(error)
                if refused is None:
                    raise
        if refused is None:
            self.publish(MoveStored(seq=self.version))
        if self.version != before:
            # our move, or moves another instance stored first (then ours was refused)
            self.broadcast_state()
            self.changed()
        if refused is not None:
            raise refused
        return repeated

    async def _refuse(self, key: tuple[Seat | None, str] | None, error: RoomError) -> RoomError:
        """Store a lasting refusal with the match, then remember it: whichever instance
        serves the room later answers a replay of the move id the same way. If it cannot
        be stored, the client hears `server_error` and may try again."""
        if key is None or not self.authority.lasting(key, error):
            return error
        try:
            await self.store.add_refusal(self.id, key[0], key[1], error.code, error.message,
                                         utcnow(), keep=REFUSED_MEMORY)
        except Exception as failure:  # noqa: BLE001 - the database failed: nothing is remembered
            if (refused := self.refusal_for(failure)) is not None:
                return refused
            log.exception("room %s: storing a refusal failed", self.id)
            return RoomError("server_error", "The move could not be answered; try again.")
        self.authority.refuse(key, error)
        self.publish(MoveRefused(seat=key[0], id=key[1], code=error.code,
                                  message=error.message))
        return error

    async def _play(self, seat: Seat | None, client_id: str | None, version: int, move: Move) -> None:
        if self.status == MatchStatus.WAITING:
            raise RoomError("not_started", "The match starts once every seat is taken.")
        if self.status != MatchStatus.LIVE:
            raise RoomError("game_over", "The match is over.")
        record, new_state, finish = self.authority.check(
            seat, client_id, version, move,
            lambda: log.exception("room %s: the rules failed on a move", self.id),
        )
        try:
            stored = await self.writer.append(self.id, record, finish)
        except Exception as error:  # noqa: BLE001 - the database failed: nothing was applied
            if (refused := self.refusal_for(error)) is not None:  # sent again, or closed
                raise refused from None
            log.exception("room %s: storing move %d failed", self.id, record.seq)
            raise RoomError("server_error", "The move could not be stored; try again.") from None
        if not stored:
            await self.catch_up()
            raise RoomError(
                "stale_version", f"Another move was stored first; the match is at {self.version}."
            )
        self.authority.commit(record, new_state)
        if finish is not None:
            self.record.status = MatchStatus.FINISHED
            self.record.finished_at = finish.at
            self.record.result = finish.result
        self.arm_clocks()

    async def sync(self) -> None:
        """Catch up with moves another instance stored, and tell this instance's receivers."""
        async with self.lock:
            changed = await self.catch_up()
        if changed:
            self.broadcast_state()
            self.changed()

    async def catch_up(self) -> bool:
        """Apply moves stored by someone else (another instance); True if there were any."""
        moves = await self.store.get_moves(self.id, after=self.version)
        if not moves:
            return False
        self.load(moves)
        self.hooks.on_caught_up(len(moves))
        if self.game.is_over(self.state) and self.status == MatchStatus.LIVE:
            self.record.status = MatchStatus.FINISHED
            self.record.result = self.result()
        self.arm_clocks()
        return True

    # ---- clocks --------------------------------------------------------
    def arm_clocks(self) -> None:
        """Set the deadline for the current state (none unless the match is live)."""
        started = self.record.started_at or utcnow()
        self.clocks.arm(self.game, self.state, self.version,
                        self.status == MatchStatus.LIVE and not self.closed,
                        self.room_options["turn_time"],
                        moved_at=self.authority.moved_at or started,
                        acting_since=self.authority.acting_since or started)

    def set_in_charge(self, in_charge: bool) -> None:
        """Take charge of the room's clocks and computer players, or leave them to another
        instance. Taking charge acts at once on what is due: a deadline that passed while
        nobody was in charge (it follows from the stored moves) and a computer's turn."""
        taken = in_charge and not self.in_charge
        self.in_charge = in_charge
        if taken and not self.closed:
            self.arm_clocks()
            self.changed()

    # ---- background work ------------------------------------------------
    def later(self, delay: float, callback: Callable[[], Any]) -> None:
        """Call `callback` in `delay` seconds unless the room is closed by then. The timer is
        cancelled on close, so an unloaded room is not kept in memory by a timer that
        would only find it closed (a join's expiry, a grace period, a retry)."""
        if self.closed:
            return
        handle: asyncio.TimerHandle | None = None

        def fire() -> None:
            # A fired handle keeps its callback: forgetting the handle here breaks the
            # cycle (handle -> fire -> handle) that would keep the room until a full collection.
            nonlocal handle
            if handle is not None:
                self._timers.discard(handle)
                handle = None
            if not self.closed:
                callback()

        handle = asyncio.get_running_loop().call_later(delay, fire)
        self._timers.add(handle)

    def spawn(self, coro: Any) -> asyncio.Task[Any]:
        """Run `coro` in the background, kept alive until done and cancelled on close."""
        task = asyncio.get_running_loop().create_task(coro)
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)
        return task

    def publish(self, event: BusEvent) -> None:
        """Tell the other instances (the bus)."""
        self.hooks.bus.publish(self.id, event)

    def changed(self) -> None:
        """Tell the manager (it drives the computers from here)."""
        if not self.closed:
            self.hooks.on_change(self)

    def refusal_for(self, error: BaseException) -> RoomError | None:
        """What a write of this room that failed with `error` answers: `unavailable` for
        a fault of the database (to be sent again), `not_found` for a match gone from it
        (the room is then closed: `gone`), None for a bug."""
        if (refused := unavailable_for(error)) is not None:
            return refused
        if (gone := gone_for(error)) is not None:
            self.gone()
        return gone

    def gone(self) -> None:
        """The match is no longer in the database (deleted under the server, or a backup
        older than the match restored): a write naming it was refused. Every connection
        hears `not_found` and is closed (code 4404, as for an unknown room), and the room
        is unloaded: nothing of it can be stored any more."""
        if self.closed:
            return
        log.warning("room %s: its match is no longer in the database; the room is closed",
                    self.id)
        for sub in list(self.subscribers):
            sub.gone(MATCH_GONE)
        self.hooks.on_gone(self)

    def close(self) -> None:
        """Stop timers and background work (server shutdown, expiry)."""
        self.closed = True
        self.clocks.cancel()
        self.leaving.close()
        for timer in list(self._timers):
            timer.cancel()
        self._timers.clear()
        for task in list(self._tasks):
            task.cancel()
