"""The long-lived objects of one server process, built at start-up."""

from __future__ import annotations

import asyncio
import gc
import logging
from dataclasses import dataclass, field

from sqlalchemy.ext.asyncio import AsyncEngine

from app.bots import pool as bot_pool
from app.bus import LocalBus, make_bus
from app.config import Settings
from app.db.engine import make_engine
from app.db.migrate import upgrade_async
from app.db.records import utcnow
from app.db.store import Store
from app.db.writer import MoveWriter
from app.limits import AddressCounter, KeyedLimiter, Limits, TokenBucket
from app.rooms.chat import SPECTATOR_CHAT_RATE
from app.rooms.manager import RoomManager
from app.rooms.room import JOIN_EXPIRY, TAKEOVER_FLOOR

log = logging.getLogger(__name__)

HOUSEKEEPING_EVERY = 60.0
POLL_HEALTHY = 5.0
POLL_DEGRADED = 1.0
#: Every instance writes who is connected to it this often; older rows are a dead instance.
PRESENCE_EVERY = 2.0
PRESENCE_TTL = 3.5 * PRESENCE_EVERY


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

    @classmethod
    async def start(cls, settings: Settings) -> Services:
        """Migrate the database, open it, and resume every unfinished match."""
        url = settings.resolved_database_url()
        engine = make_engine(url)
        await upgrade_async(url)
        store = Store(engine)
        writer = MoveWriter(engine)
        writer.start()
        bus = make_bus(settings.redis_url)
        rooms = RoomManager(store, writer, bot_delay=settings.bot_delay, bus=bus,
                            bot_budget=settings.bot_budget,
                            join_expiry=getattr(settings, "join_expiry_seconds", JOIN_EXPIRY),
                            takeover_floor=getattr(settings, "takeover_floor_seconds",
                                                   TAKEOVER_FLOOR))
        rooms.hooks.spectator_limit = lambda: TokenBucket(*SPECTATOR_CHAT_RATE).allow
        rooms.hooks.abandon_floor = getattr(settings, "abandon_floor_seconds",
                                            rooms.hooks.abandon_floor)
        rooms.bot_rooms_per_address = getattr(settings, "bot_rooms_per_address",
                                              rooms.bot_rooms_per_address)
        rooms.bot_rooms_total = getattr(settings, "bot_rooms_total", rooms.bot_rooms_total)
        services = cls(settings, engine, store, writer, rooms, make_limits(settings), bus)
        await rooms.resume_all()
        await bus.start(rooms.on_bus_event)
        tune_garbage_collector(settings.gc_threshold)
        loop = asyncio.get_running_loop()
        services.background.append(loop.create_task(services._housekeeping()))
        if bus.mode != "local":
            services.background.append(loop.create_task(services._poll_database()))
            services.background.append(loop.create_task(services._share_presence()))
        return services

    async def _housekeeping(self) -> None:
        """Close rooms that waited too long for players; unload rooms nobody watches; forget
        the rate limits of addresses gone quiet."""
        while True:
            try:
                await self.rooms.expire_waiting(self.settings.waiting_room_ttl_hours)
                self.rooms.unload_idle(self.settings.idle_room_minutes * 60)
                self.limits.forget_idle()
            except Exception:  # noqa: BLE001 - try again next time
                log.exception("housekeeping failed")
            await asyncio.sleep(HOUSEKEEPING_EVERY)

    async def _poll_database(self) -> None:
        """With several instances: catch up from the database, fast while the bus is down."""
        while True:
            await asyncio.sleep(POLL_DEGRADED if not self.bus.healthy else POLL_HEALTHY)
            try:
                await self.rooms.poll()
            except Exception:  # noqa: BLE001 - the database may be restarting; try again
                log.exception("polling the database failed")

    async def _share_presence(self) -> None:
        """With several instances: who is connected where, shared through the database."""
        while True:
            try:
                await self.rooms.share_presence(self.bus.instance, PRESENCE_TTL)
            except Exception:  # noqa: BLE001 - the database may be restarting; try again
                log.exception("sharing presence failed")
            await asyncio.sleep(PRESENCE_EVERY)

    async def stop(self) -> None:
        """Stop rooms, flush the writer, close the database."""
        for task in self.background:
            task.cancel()
        if self.bus.mode != "local":
            try:
                await self.store.put_presence(self.bus.instance, [], utcnow())
            except Exception:  # noqa: BLE001 - others will see the rows expire
                log.warning("could not clear this instance's presence")
        await self.bus.stop()
        self.rooms.close()
        bot_pool.shutdown()
        await self.writer.stop()
        await self.engine.dispose()


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


def make_limits(settings: Settings) -> Limits:
    """The rate limits and ceilings the settings ask for."""
    return Limits(
        moves_per_connection=(settings.moves_per_second, 3 * settings.moves_per_second),
        chat_per_connection=(settings.chat_per_minute / 60, 5),
        moves_per_address=KeyedLimiter(
            settings.moves_per_second_per_address, 2 * settings.moves_per_second_per_address
        ),
        rooms_per_address=KeyedLimiter(settings.rooms_per_minute / 60, settings.rooms_per_minute),
        joins_per_address=KeyedLimiter(settings.joins_per_minute / 60, settings.joins_per_minute),
        sockets_per_address=AddressCounter(settings.max_sockets_per_address),
    )
