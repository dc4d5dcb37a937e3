"""Statements PostgreSQL rolls back to let another go (a deadlock, a serialization failure)
are a busy database, not a bug: nothing was written, and the same request may succeed a
moment later. `database_fault` says `busy`, so a move caught in one is refused
`unavailable` with a retry hint, never `server_error` (SQLSTATE class 40)."""

from __future__ import annotations

import asyncio
import secrets
from collections.abc import AsyncIterator

import asyncpg
import pytest

from app.db.engine import database_fault


@pytest.fixture
async def two_connections(postgres_url: str) -> AsyncIterator[tuple[asyncpg.Connection,
                                                                     asyncpg.Connection, str]]:
    """Two connections to the test database and a prefix for tables of this test alone."""
    url = postgres_url.replace("postgresql+asyncpg://", "postgresql://")
    one, two = await asyncpg.connect(url), await asyncpg.connect(url)
    prefix = f"rolled_back_{secrets.token_hex(3)}"
    await one.execute(f"CREATE TABLE {prefix}_a (n int); CREATE TABLE {prefix}_b (n int)")
    try:
        yield one, two, prefix
    finally:
        await one.close()  # ends what either left open, whatever the test did
        await two.close()
        cleaner = await asyncpg.connect(url)
        await cleaner.execute(f"DROP TABLE {prefix}_a, {prefix}_b")
        await cleaner.close()


async def test_a_deadlock_is_a_busy_database(
        two_connections: tuple[asyncpg.Connection, asyncpg.Connection, str]) -> None:
    one, two, prefix = two_connections
    await one.execute(f"BEGIN; LOCK TABLE {prefix}_a")
    await two.execute(f"BEGIN; LOCK TABLE {prefix}_b")
    # each now waits for the other's table: PostgreSQL cancels one of the two
    outcomes = await asyncio.gather(one.execute(f"LOCK TABLE {prefix}_b"),
                                    two.execute(f"LOCK TABLE {prefix}_a"),
                                    return_exceptions=True)
    failed = [o for o in outcomes if isinstance(o, BaseException)]
    assert len(failed) == 1, outcomes
    assert isinstance(failed[0], asyncpg.exceptions.DeadlockDetectedError)
    assert database_fault(failed[0]) == "busy"
    await one.execute("ROLLBACK")
    await two.execute("ROLLBACK")


async def test_a_serialization_failure_is_a_busy_database(
        two_connections: tuple[asyncpg.Connection, asyncpg.Connection, str]) -> None:
    one, two, prefix = two_connections
    # write skew: each reads what the other writes, then writes what the other read
    for conn in (one, two):
        await conn.execute("BEGIN ISOLATION LEVEL SERIALIZABLE")
        await conn.fetchval(f"SELECT (SELECT count(*) FROM {prefix}_a)"
                            f" + (SELECT count(*) FROM {prefix}_b)")
    await one.execute(f"INSERT INTO {prefix}_a VALUES (1)")
    await two.execute(f"INSERT INTO {prefix}_b VALUES (1)")
    await one.execute("COMMIT")
    with pytest.raises(asyncpg.exceptions.SerializationError) as failed:
        await two.execute("COMMIT")
    assert database_fault(failed.value) == "busy"


async def test_a_statement_that_is_wrong_is_still_a_bug(
        two_connections: tuple[asyncpg.Connection, asyncpg.Connection, str]) -> None:
    one, _, prefix = two_connections
    with pytest.raises(asyncpg.exceptions.DatatypeMismatchError) as failed:
        await one.execute(f"INSERT INTO {prefix}_a VALUES (true)")
    assert database_fault(failed.value) is None
