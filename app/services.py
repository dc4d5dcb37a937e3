"""The long-lived objects of one server process, built at start-up."""

from __future__ import annotations

from dataclasses import dataclass

from sqlalchemy.ext.asyncio import AsyncEngine

from app.config import Settings
from app.db.engine import make_engine
from app.db.migrate import upgrade_async
from app.db.store import Store
from app.db.writer import MoveWriter
from app.limits import AddressCounter, KeyedLimiter, Limits
from app.rooms.manager import RoomManager


@dataclass
class Services:
    """Settings, storage and rooms of the running server."""

    settings: Settings
    engine: AsyncEngine
    store: Store
    writer: MoveWriter
    rooms: RoomManager
    limits: Limits

    @classmethod
    async def start(cls, settings: Settings) -> Services:
        """Migrate the database, open it, and resume every unfinished match."""
        url = settings.resolved_database_url()
        engine = make_engine(url)
        await upgrade_async(url)
        store = Store(engine)
        writer = MoveWriter(engine)
        writer.start()
        rooms = RoomManager(store, writer, bot_delay=settings.bot_delay)
        services = cls(settings, engine, store, writer, rooms, make_limits(settings))
        await rooms.resume_all()
        return services

    async def stop(self) -> None:
        """Stop rooms, flush the writer, close the database."""
        self.rooms.close()
        await self.writer.stop()
        await self.engine.dispose()


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
