"""Apply the Alembic migrations programmatically (at server start and in tests)."""

from __future__ import annotations

import asyncio

from alembic import command
from alembic.config import Config

from app.paths import migrations_dir


def alembic_config(url: str) -> Config:
    """An Alembic config for `url` without needing an ini file."""
    config = Config()
    config.set_main_option("script_location", str(migrations_dir()))
    config.attributes["url"] = url
    return config


def upgrade(url: str) -> None:
    """Bring the database at `url` to the latest schema (blocking)."""
    command.upgrade(alembic_config(url), "head")


async def upgrade_async(url: str) -> None:
    """`upgrade` from inside a running event loop (Alembic runs its own loop in a thread)."""
    await asyncio.to_thread(upgrade, url)
