"""A database that takes no writes (a hot standby after a failover, `default_transaction_
read_only` set by an operator, SQLite's file not writable) is a fault, not a bug: nothing
was written, and the same request succeeds once it takes writes again. `database_fault`
says `readonly`, so a move is refused `unavailable` with a retry hint, never
`server_error`, and the writer remembers it for `/api/health` (which a read alone does not
show). The whole server under it: tests/reliability/test_db_refuses.py."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import asyncpg
import pytest
from sqlalchemy import event

from app.db.engine import database_fault, make_engine
from app.db.migrate import upgrade_async
from app.db.records import MatchRecord, MoveRecord, SeatRecord
from app.db.store import Store
from app.db.writer import MoveWriter
from app.rooms.errors import unavailable_for


async def test_a_read_only_transaction_is_a_read_only_database(postgres_url: str) -> None:
    conn = await asyncpg.connect(postgres_url.replace("postgresql+asyncpg://", "postgresql://"))
    try:
        await conn.execute("SET default_transaction_read_only = on")
        with pytest.raises(asyncpg.exceptions.ReadOnlySQLTransactionError) as failed:
            await conn.execute("INSERT INTO matches (id, game, players, options, seed, status,"
                               " created_at) VALUES ('ro', 'hex_camping', 2, '{}', 's',"
                               " 'waiting', now())")
        assert database_fault(failed.value) == "readonly"
        # what the server's health check reads
        assert await conn.fetchval("SELECT current_setting('transaction_read_only')") == "on"
    finally:
        await conn.close()


async def test_a_sqlite_database_that_takes_no_writes_refuses_moves_as_unavailable(
        tmp_path: Path) -> None:
    url = f"sqlite+aiosqlite:///{tmp_path / 'game.sqlite3'}"
    await upgrade_async(url)
    engine = make_engine(url)
    store = Store(engine)
    await store.create_match(MatchRecord(
        id="ro", game="hex_camping", players=2, options={}, seed="s", status="live",
        seats=[SeatRecord(0, "A", "human"), SeatRecord(1, "B", "human")]))
    # Every connection opened from now on takes no writes: SQLite answers SQLITE_READONLY,
    # as for a file or folder it may not write (root writes whatever a file's mode says,
    # so the test cannot take that permission away).
    read_only = True

    def _query_only(dbapi_connection: Any, _record: object) -> None:
        if read_only:
            cursor = dbapi_connection.cursor()
            cursor.execute("PRAGMA query_only = ON")
            cursor.close()

    event.listen(engine.sync_engine, "connect", _query_only)
    await engine.dispose()  # the pooled connections go: the next ones are read-only
    writer = MoveWriter(engine)
    writer.start()
    try:
        with pytest.raises(Exception) as failed:
            await writer.append("ro", MoveRecord(1, 0, {"type": "pass"}, "m1"))
        assert "readonly" in str(failed.value), failed.value
        refused = unavailable_for(failed.value)
        assert refused is not None, failed.value
        assert refused.code == "unavailable" and refused.retry_after
        assert "read-only" in refused.message, refused.message
        assert writer.write_fault() == "readonly"
        assert await store.ping() is True  # a read alone does not show it
        assert await store.get_moves("ro") == []
        # Writable again: the same move is stored and the fault forgotten.
        read_only = False
        await engine.dispose()
        assert await writer.append("ro", MoveRecord(1, 0, {"type": "pass"}, "m1")) is True
        assert writer.write_fault() is None
        assert [m.client_id for m in await store.get_moves("ro")] == ["m1"]
    finally:
        await writer.stop()
        await engine.dispose()


async def test_a_login_refused_is_a_database_that_denies_the_server(postgres_url: str) -> None:
    # A role or password changed under a running server (a rotation): every new connection
    # is refused with SQLSTATE class 28, which waiting (and an operator) can mend. Here a
    # role that does not exist, from the driver and through the server's own engine.
    url = postgres_url.replace("postgres@", "no_such_role_here@")
    with pytest.raises(asyncpg.exceptions.InvalidAuthorizationSpecificationError) as failed:
        await asyncpg.connect(url.replace("postgresql+asyncpg://", "postgresql://"))
    assert database_fault(failed.value) == "denied"
    engine = make_engine(url)
    try:
        with pytest.raises(Exception) as wrapped:
            await Store(engine).ping()
        assert database_fault(wrapped.value) == "denied", repr(wrapped.value)
        refusal = unavailable_for(wrapped.value)
        assert refusal is not None and refusal.code == "unavailable", refusal
        assert "refuses the server's access" in refusal.message
    finally:
        await engine.dispose()
