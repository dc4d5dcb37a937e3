"""A pooled connection that PostgreSQL closed while it sat in the pool is replaced before
a request uses it.

PostgreSQL closes idle sessions by itself where an operator or a host set
`idle_session_timeout` (managed databases and poolers often have such a limit), and ends
them on `pg_terminate_backend` or a restart. The pool hands out connections without a
round trip first (a move's batch would pay it), so the first request after each such close
used to fail `unavailable` ("connection is closed"): after every quiet spell, on a
database with an idle limit. The driver knows a connection is closed without asking (the
server said so, or closed the socket), and the pool now checks that at checkout.
"""

from __future__ import annotations

import asyncio
import secrets
import time
from collections.abc import AsyncIterator

import asyncpg
import pytest
from sqlalchemy import text
from sqlalchemy.ext.asyncio import AsyncEngine

from app.db.engine import make_engine
from app.db.migrate import upgrade_async
from app.db.store import Store
from tests.conftest import PG_ADMIN_URL
from tests.support import pg_execute

#: Seconds a condition is waited for before the test fails.
DEADLINE = 10.0


async def _admin(sql: str, database: str = "postgres") -> None:
    await asyncio.to_thread(pg_execute, PG_ADMIN_URL.rsplit("/", 1)[0] + f"/{database}", sql)


async def _pooled(engine: AsyncEngine) -> tuple[int, asyncpg.Connection]:
    """The backend and the driver's connection of the connection the pool holds (one:
    the pools here hold one), returned to the pool."""
    async with engine.connect() as conn:
        raw = await conn.get_raw_connection()
        return int(await conn.scalar(text("SELECT pg_backend_pid()"))), raw.driver_connection


async def _until_closed(driver: asyncpg.Connection) -> None:
    """Wait until the driver knows the server closed its connection."""
    deadline = time.monotonic() + DEADLINE
    while not driver.is_closed():
        assert time.monotonic() < deadline, "the server did not close the pooled connection"
        await asyncio.sleep(0.05)


@pytest.fixture
async def idle_limited() -> AsyncIterator[str]:
    """A migrated database of its own whose sessions PostgreSQL closes after 0.5 s idle."""
    name = f"bivouac_idle_{secrets.token_hex(4)}"
    await _admin(f'CREATE DATABASE "{name}"')
    url = PG_ADMIN_URL.rsplit("/", 1)[0].replace("postgresql://", "postgresql+asyncpg://")
    try:
        await upgrade_async(f"{url}/{name}")
        await _admin(f"ALTER DATABASE \"{name}\" SET idle_session_timeout = '500ms'")
        yield f"{url}/{name}"
    finally:
        await _admin(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')


async def test_a_session_closed_idle_by_the_server_is_replaced_before_a_request(
        idle_limited: str) -> None:
    engine = make_engine(idle_limited, pool_size=1)
    store = Store(engine)
    try:
        for _ in range(3):  # after each quiet spell, the request is served
            first, driver = await _pooled(engine)
            await _until_closed(driver)
            assert await store.ping() is True
            assert (await _pooled(engine))[0] != first
    finally:
        await engine.dispose()


async def test_a_session_ended_by_an_operator_is_replaced_before_a_request(
        postgres_url: str) -> None:
    engine = make_engine(postgres_url, pool_size=1)
    try:
        ended, driver = await _pooled(engine)
        await _admin(f"SELECT pg_terminate_backend({ended})")
        await _until_closed(driver)
        async with engine.connect() as conn:
            assert await conn.scalar(text("SELECT count(*) FROM matches")) >= 0
        assert (await _pooled(engine))[0] != ended
    finally:
        await engine.dispose()
