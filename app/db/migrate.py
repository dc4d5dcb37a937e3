"""Apply the Alembic migrations programmatically (at server start and in tests).

Several instances may start at once (`docker compose up --scale app=3`): the
migrations run under a lock — a PostgreSQL advisory lock, or a lock file beside a
SQLite database — and whoever gets it second finds the schema already at head.
"""

from __future__ import annotations

import asyncio
import fcntl
import logging
from pathlib import Path

from alembic import command
from alembic.config import Config
from alembic.runtime.migration import MigrationContext
from alembic.script import ScriptDirectory
from sqlalchemy import text
from sqlalchemy.engine import make_url
from sqlalchemy.ext.asyncio import create_async_engine

from app.config import async_database_url
from app.paths import migrations_dir

log = logging.getLogger(__name__)

#: pg_advisory_lock key of the migrations ("bivouac" in ASCII, as a 64-bit number).
ADVISORY_KEY = 0x626976_6F7561_63


def alembic_config(url: str) -> Config:
    """An Alembic config for `url` without needing an ini file."""
    config = Config()
    config.set_main_option("script_location", str(migrations_dir()))
    config.attributes["url"] = url
    return config


def upgrade(url: str) -> list[str]:
    """Bring the database at `url` to the latest schema (blocking); the revisions applied."""
    url = async_database_url(url)
    if make_url(url).get_backend_name() == "postgresql":
        return asyncio.run(_upgrade_postgresql(url))
    return _upgrade_sqlite(url)


async def upgrade_async(url: str) -> list[str]:
    """`upgrade` from inside a running event loop (Alembic runs its own loop in a thread)."""
    return await asyncio.to_thread(upgrade, url)


def _pending(config: Config, current: tuple[str, ...]) -> list[str]:
    """The revisions between `current` and head, oldest first."""
    script = ScriptDirectory.from_config(config)
    head = script.get_current_head()
    base = current[0] if current else None
    if head is None or base == head:
        return []
    return [rev.revision for rev in reversed(list(script.iterate_revisions(head, base)))]


def _migrate(url: str, current: tuple[str, ...]) -> list[str]:
    config = alembic_config(url)
    pending = _pending(config, current)
    if pending:
        log.info("migrations: applying %s", ", ".join(pending))
        command.upgrade(config, "head")
    return pending


async def _upgrade_postgresql(url: str) -> list[str]:
    engine = create_async_engine(url, pool_size=1)
    try:
        async with engine.connect() as conn:
            # Session-level: held until unlocked (or the connection dies with its holder).
            await conn.execute(text("SELECT pg_advisory_lock(:key)"), {"key": ADVISORY_KEY})
            try:
                current = await conn.run_sync(
                    lambda sync: MigrationContext.configure(sync).get_current_heads())
                await conn.commit()
                return await asyncio.to_thread(_migrate, url, tuple(current))
            finally:
                await conn.execute(text("SELECT pg_advisory_unlock(:key)"), {"key": ADVISORY_KEY})
                await conn.commit()
    finally:
        await engine.dispose()


def _upgrade_sqlite(url: str) -> list[str]:
    database = make_url(url).database or ""
    if database in ("", ":memory:") or database.startswith("file:"):
        return _migrate(url, _sqlite_heads(url))
    path = Path(database)
    path.parent.mkdir(parents=True, exist_ok=True)
    with open(path.with_name(path.name + ".migrate-lock"), "a") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        try:
            return _migrate(url, _sqlite_heads(url))
        finally:
            fcntl.flock(lock, fcntl.LOCK_UN)


def _sqlite_heads(url: str) -> tuple[str, ...]:
    async def read() -> tuple[str, ...]:
        engine = create_async_engine(url)
        try:
            async with engine.connect() as conn:
                return tuple(await conn.run_sync(
                    lambda sync: MigrationContext.configure(sync).get_current_heads()))
        finally:
            await engine.dispose()
    return asyncio.run(read())
