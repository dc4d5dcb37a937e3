"""Fixtures of the reliability tests: an in-process server on SQLite with chosen settings."""

from __future__ import annotations

from collections.abc import AsyncIterator, Awaitable, Callable
from pathlib import Path
from typing import Any

import pytest

from tests.reliability.db_faults import PgCluster
from tests.support import Server, settings_for, start_server


@pytest.fixture
async def sqlite_server_with(tmp_path: Path) -> AsyncIterator[Callable[..., Awaitable[Server]]]:
    """`await sqlite_server_with(setting=value)`: a real server on a fresh SQLite file.

    For tests whose subject does not depend on the database (fuzzing, secrecy),
    so that they run once rather than once per database.
    """
    running: list[Any] = []

    async def start(**overrides: object) -> Server:
        url = f"sqlite+aiosqlite:///{tmp_path / f'db{len(running)}.sqlite3'}"
        live, uv, task = await start_server(settings_for(url, **overrides))
        running.append((uv, task))
        return live

    yield start
    for uv, task in running:
        uv.should_exit = True
        await task


@pytest.fixture
def cluster() -> Any:
    """A private PostgreSQL cluster (db_faults.PgCluster) with its `bivouac` database, for
    the tests that stop and start the database; removed afterwards."""
    pg = PgCluster()
    pg.init()
    pg.start()
    pg.create_database()
    yield pg
    pg.remove()
