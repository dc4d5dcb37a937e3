"""The long-lived objects of one server process, built at start-up."""

from __future__ import annotations

import asyncio
import contextlib
import gc
import logging
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import timedelta

from sqlalchemy.engine import make_url
from sqlalchemy.ext.asyncio import AsyncEngine

from app.bots import pool as bot_pool
from app.bus import LocalBus, RedisBus, RedisLeases, RedisPresence, make_bus, redis_fault
from app.config import Settings
from app.db.engine import database_fault, fault_words, make_engine
from app.db.migrate import upgrade_async
from app.db.records import utcnow
from app.db.store import Store
from app.db.writer import MoveWriter
from app.limits import (
    MOVES_FLUSH_EVERY,
    MOVES_TIMEOUT,
    AddressCounter,
    KeyedLimiter,
    Limits,
    SharedCounts,
    SharedKeyedLimiter,
    TokenBucket,
)
from app.neighbours import Neighbours, why_unheard
from app.rooms import offload
from app.rooms.chat import SPECTATOR_CHAT_RATE
from app.rooms.manager import RoomManager
from app.rooms.ports import SharedPresence
from app.rooms.presence import DatabasePresence
from app.tasks import cancel_and_wait

log = logging.getLogger(__name__)

HOUSEKEEPING_EVERY = 60.0
POLL_HEALTHY = 5.0
POLL_DEGRADED = 1.0
#: Every instance writes who is connected to it this often (its heartbeat); presence not
#: renewed for PRESENCE_TTL seconds is an instance that is gone.
PRESENCE_EVERY = 2.0
PRESENCE_TTL = 3.5 * PRESENCE_EVERY
#: The rows of `instances` not written for this long are deleted (instances long gone).
FORGET_INSTANCES = timedelta(hours=1)


@dataclass
class Services:
    """Settings, storage and rooms of the running server."""

    settings: Settings
    engine: AsyncEngine
    store: Store
    writer: MoveWriter
    rooms: RoomManager
    limits: Limits
    bus: LocalBus
    background: list[asyncio.Task[None]] = field(default_factory=list)
    #: Websockets open that have not said hello yet (capped, see app/api/socket.py).
    unidentified: int = 0
    #: Who is connected on the other instances (None: this is the only one).
    presence: SharedPresence | None = None
    #: The lobby's reads of it, whose failures are logged once an outage.
    presence_reads: Failures = field(default_factory=lambda: Failures("reading the shared "
                                                                      "presence"))
    #: The heartbeat's writes of it: what /api/health reads of a Redis that answers but
    #: takes no writes (the bus still carries the news).
    presence_shares: Failures = field(default_factory=lambda: Failures("sharing presence"))
    #: With Redis: the per-address move buckets that every instance counts together (the
    #: other per-address limits are counted together at the edge, app/edge/guard.py).
    shared_counts: SharedCounts | None = None
    #: Other instances on this database that do not hear this one's news (no Redis, or
    #: another one), id -> their bus: the rooms catch up from the database every second.
    unheard: dict[str, str] = field(default_factory=dict)
    #: The presence this instance shared through before it found such an instance (Redis).
    _shared_before: SharedPresence | None = None

    @classmethod
    async def start(cls, settings: Settings) -> Services:
        """Migrate the database, open it, and resume every unfinished match."""
        url = settings.resolved_database_url()
        await wait_for_database(url, settings.database_wait_max)
        engine = make_engine(url, settings.database_timeout, settings.database_pool_size)
        store = Store(engine)
        writer = MoveWriter(engine, store.faults)
        writer.start()
        bus = make_bus(settings.redis_url)
        rooms = RoomManager(store, writer, bot_delay=settings.bot_delay, bus=bus,
                            bot_budget=settings.bot_budget,
                            join_expiry=settings.join_expiry_seconds,
                            takeover_floor=settings.takeover_floor_seconds)
        rooms.hooks.spectator_limit = lambda: TokenBucket(*SPECTATOR_CHAT_RATE).allow
        rooms.hooks.abandon_floor = settings.abandon_floor_seconds
        rooms.bot_rooms_per_address = settings.bot_rooms_per_address
        rooms.bot_rooms_total = settings.bot_rooms_total
        rooms.upload_rooms_per_address = settings.upload_rooms_per_address
        # The moves' exchanges run in the background and make no request wait: a second.
        shared = (SharedCounts(settings.redis_url, "shared limits (moves)", MOVES_TIMEOUT)
                  if settings.redis_url else None)
        services = cls(settings, engine, store, writer, rooms, make_limits(settings, shared), bus,
                       shared_counts=shared)
        await rooms.resume_all()
        await bus.start(rooms.on_bus_event, lost=rooms.news_missed.set)
        tune_garbage_collector(settings.gc_threshold)
        loop = asyncio.get_running_loop()
        services.background.append(loop.create_task(services._housekeeping()))
        if shared is not None:
            await shared.start()
            services.background.append(loop.create_task(services._share_moves()))
        if isinstance(bus, RedisBus):
            services._use_presence(RedisPresence(bus, PRESENCE_TTL))
            rooms.charge.leases = RedisLeases(bus, PRESENCE_TTL)
        elif settings.several_instances:
            services._use_presence(DatabasePresence(store, bus.instance, PRESENCE_TTL))
        if services.presence is not None:
            services._start_sharing()
        services.background.append(loop.create_task(services._meet_instances()))
        return services

    def _start_sharing(self) -> None:
        """Catch up from the database (at the pace the bus allows), and share who is
        connected here."""
        loop = asyncio.get_running_loop()
        self.background.append(loop.create_task(self._poll_database()))
        self.background.append(loop.create_task(self._share_presence()))

    def _use_presence(self, presence: SharedPresence) -> None:
        """Share who is connected here through `presence`, its failures said in its words."""
        self.presence = presence
        redis = isinstance(presence, RedisPresence)
        for failures in (self.presence_reads, self.presence_shares):
            failures.worked()
            failures.store, failures.classify = (("Redis", redis_fault) if redis
                                                 else ("the database", database_fault))

    async def _meet_instances(self) -> None:
        """Write this instance's heartbeat in the database, and find the instances on the
        same database that do not hear its news."""
        neighbours = Neighbours(PRESENCE_TTL)
        doubted: set[str] = set()
        while True:
            try:
                now = utcnow()
                rows = await self.store.beat_instance(self.bus.instance, self.bus.mode, now,
                                                      now - FORGET_INSTANCES)
                alive = neighbours.read(rows, time.monotonic())
                heard = await self.bus.hears(list(alive))
                if heard is not None:
                    unheard = {i: bus for i, bus in alive.items() if i not in heard}
                    if self.bus.mode != "local":
                        # unheard twice in a row: an alive key missing for a moment (Redis
                        # restarted) is not an instance elsewhere
                        unheard, doubted = ({i: b for i, b in unheard.items() if i in doubted},
                                            set(unheard))
                    elif self.settings.several_instances:
                        unheard = {}  # each catches up from the database, as configured
                    self._hear(unheard)
            except Exception as error:  # noqa: BLE001 - a database fault is said by the store
                if database_fault(error) is None:
                    log.exception("meeting the other instances failed")
            await asyncio.sleep(PRESENCE_EVERY)

    def _hear(self, unheard: dict[str, str]) -> None:
        """Say which instances stopped or started hearing this one; catch up from the
        database while any does not."""
        for instance, bus in unheard.items():
            if instance not in self.unheard:
                log.warning("instance %s also uses this database but does not hear this "
                            "one's news (%s): the rooms catch up from the database every "
                            "second; give every instance the same REDIS_URL "
                            "(docs/scaling.md)", instance, why_unheard(self.bus.mode, bus))
        if self.unheard and not unheard:
            log.warning("every instance on this database hears this one's news again")
        if unheard.keys() - self.unheard.keys():
            self.rooms.news_missed.set()  # what they stored meanwhile: read now
        if unheard and not isinstance(self.presence, DatabasePresence):
            # Who is connected where, through the one store every instance shares (each
            # finds the split within a heartbeat or two, and moves its presence there too).
            alone = self.presence is None  # an instance that thought it was alone
            self._shared_before = self.presence
            self._use_presence(DatabasePresence(self.store, self.bus.instance, PRESENCE_TTL))
            if alone:
                self._start_sharing()
        elif not unheard and self._shared_before is not None:
            self._use_presence(self._shared_before)  # back to Redis
            self._shared_before = None
        self.unheard = unheard

    async def _housekeeping(self) -> None:
        """Close rooms that waited too long for players; unload rooms nobody watches; forget
        the rate limits of addresses gone quiet."""
        failures = Failures("housekeeping")
        while True:
            try:
                # Each a chunk of rooms (or addresses) at a time, the loop running between.
                await self.rooms.expire_waiting(self.settings.waiting_room_ttl_hours)
                await self.rooms.unload_idle_in_chunks(self.settings.idle_room_minutes * 60,
                                                       self.settings.ended_room_idle_seconds)
                await self.limits.forget_idle_in_chunks()
                failures.worked()
            except Exception as error:  # noqa: BLE001 - try again next time
                failures.failed(error)
            await asyncio.sleep(HOUSEKEEPING_EVERY)

    async def _share_moves(self) -> None:
        """With Redis: add the moves taken here to the buckets every instance reads."""
        limiter = self.limits.moves_per_address
        assert isinstance(limiter, SharedKeyedLimiter)
        while True:
            await asyncio.sleep(MOVES_FLUSH_EVERY)
            try:
                await limiter.flush()
            except Exception:  # noqa: BLE001 - a bug must not stop the limits for good
                log.exception("sharing the move limits failed")

    async def _poll_database(self) -> None:
        """With several instances: catch up from the database, fast while the bus is down,
        at once when news could not be read, and fast until a poll succeeds again (so that a
        room whose news was lost while the database was away catches up within a second of
        its return)."""
        failures = Failures("polling the database")
        while True:
            # With no bus (several instances on the database alone) it is the only news.
            bus_up = self.bus.healthy and self.bus.mode != "local" and not self.unheard
            if failures.failing or not bus_up:
                await asyncio.sleep(POLL_DEGRADED)
            else:
                with contextlib.suppress(TimeoutError):
                    async with asyncio.timeout(POLL_HEALTHY):
                        await self.rooms.news_missed.wait()
            self.rooms.news_missed.clear()
            try:
                await self.rooms.poll()
                failures.worked()
            except Exception as error:  # noqa: BLE001 - the database may be restarting; try again
                failures.failed(error)

    async def _share_presence(self) -> None:
        """With several instances: who is connected where (Redis, or the database)."""
        assert self.presence is not None
        failures = self.presence_shares
        while True:
            try:
                await self.rooms.share_presence(self.presence)
                failures.worked()
            except Exception as error:  # noqa: BLE001 - its store may be restarting; try again
                failures.failed(error)
            try:
                await self.rooms.charge.renew()
            except Exception:  # noqa: BLE001 - a bug must not stop the heartbeat for good
                log.exception("renewing the room leases failed")
            await asyncio.sleep(PRESENCE_EVERY)

    async def stop(self) -> None:
        """Stop rooms, flush the writer, close the database."""
        await cancel_and_wait(self.background)
        if self.presence is not None:
            try:
                await self.presence.clear()
            except Exception:  # noqa: BLE001 - others will see the rows expire
                log.warning("could not clear this instance's presence")
        await self.rooms.charge.let_go_all()
        try:
            await self.store.forget_instance(self.bus.instance)
        except Exception:  # noqa: BLE001 - the others see its row stop changing
            log.warning("could not remove this instance's row from the database")
        await self.bus.stop()
        if self.shared_counts is not None:
            await self.shared_counts.stop()
        self.rooms.close()
        bot_pool.shutdown()
        offload.shutdown()
        await self.writer.stop()
        await self.engine.dispose()


class Failures:
    """The failures of work done again and again (a task that runs every few seconds, the
    lobby's reads), logged once an outage: one line when its store (the database, or
    Redis) stops serving, one when it works again, not one a turn. A bug (a failure that
    is no fault of its store) is logged every time, with its traceback; it does not end
    an outage."""

    def __init__(self, what: str, store: str = "the database",
                 classify: Callable[[BaseException], str | None] = database_fault) -> None:
        self.what = what
        self.store = store
        self.classify = classify
        #: The fault of the outage under way (its latest), None while it works.
        self.fault: str | None = None

    @property
    def failing(self) -> bool:
        """True during an outage of its store."""
        return self.fault is not None

    def failed(self, error: Exception) -> None:
        """Log `error`: a fault of its store (away, busy, full, read-only, denied) once an
        outage, a bug every time."""
        fault = self.classify(error)
        if fault is None:
            log.exception("%s failed", self.what)
            return
        if not self.failing:
            log.warning("%s failed: %s is %s (%s); trying again until it answers", self.what,
                        self.store, fault_words(fault), type(error).__name__)
        self.fault = fault

    def worked(self) -> None:
        if self.failing:
            log.warning("%s works again", self.what)
        self.fault = None


async def wait_for_database(url: str, wait_max: float = 10.0) -> None:
    """Migrate the database, waiting for it as long as it takes if it is not answering.

    A server started before its database (a reboot, containers starting together)
    waits with one log line per attempt rather than exiting and being restarted in a
    loop. An error that waiting cannot mend (a wrong password, no such database)
    ends the start at once.
    """
    shown = make_url(url).render_as_string(hide_password=True)
    delay = 0.5
    attempt = 1
    while True:
        try:
            await upgrade_async(url)
        except Exception as error:  # noqa: BLE001 - classified just below
            fault = database_fault(error)
            if fault is None or fault == "denied":  # a login refused at start: a setting
                raise
            log.warning("the database at %s is not answering (%s: %s); trying again in %.1f s "
                        "(attempt %d)", shown, type(error).__name__,
                        str(error).splitlines()[0] if str(error) else fault, delay, attempt)
            await asyncio.sleep(delay)
            delay = min(wait_max, delay * 2)
            attempt += 1
            continue
        if attempt > 1:
            log.warning("the database at %s answers (attempt %d); starting", shown, attempt)
        return


def tune_garbage_collector(threshold: tuple[int, int, int]) -> None:
    """Collect less often, and never again look at what start-up loaded.

    A server holds many small long-lived objects per connection; with the
    default thresholds the collector keeps walking them (measured at a quarter
    of the server's CPU under load, with pauses of a second). Modules and
    resumed rooms live as long as the process, so they are frozen out.
    """
    gc.collect()
    gc.freeze()
    gc.set_threshold(*threshold)


def make_limits(settings: Settings, shared: SharedCounts | None = None) -> Limits:
    """The rate limits and ceilings the settings ask for; with `shared` (Redis), the moves
    per address are counted by every instance together."""
    rate = settings.moves_per_second_per_address
    return Limits(
        moves_per_connection=(settings.moves_per_second, 3 * settings.moves_per_second),
        chat_per_connection=(settings.chat_per_minute / 60, 5),
        moves_per_address=KeyedLimiter(rate, 2 * rate) if shared is None
        else SharedKeyedLimiter(rate, 2 * rate, shared, "moves"),
        rooms_per_address=KeyedLimiter(settings.rooms_per_minute / 60, settings.rooms_per_minute),
        joins_per_address=KeyedLimiter(settings.joins_per_minute / 60, settings.joins_per_minute),
        sockets_per_address=AddressCounter(settings.max_sockets_per_address),
    )
