"""A database that takes no writes (a hot standby after a failover, `default_transaction_
read_only` set by an operator, SQLite's file not writable) is a fault, not a bug: nothing
was written, and the same request succeeds once it takes writes again. `database_fault`
says `readonly`, so a move is refused `unavailable` with a retry hint, never
`server_error`, and the writer remembers it for `/api/health` (which a read alone does not
show). The whole server under it: tests/reliability/test_db_refuses.py."""

from __future__ import annotations

import asyncio
import logging
import time
from collections.abc import AsyncIterator
from dataclasses import replace
from pathlib import Path

import asyncpg
import pytest
from sqlalchemy.ext.asyncio import AsyncEngine

from app.db.engine import database_fault, make_engine
from app.db.migrate import upgrade_async
from app.db.records import MatchRecord, MoveRecord, SeatRecord, utcnow
from app.db.store import Store
from app.db.writer import MoveWriter, WriteFaults
from app.rooms.errors import unavailable_for
from tests.support import sqlite_read_only_switch


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


@pytest.fixture
async def sqlite_engine(tmp_path: Path) -> AsyncIterator[AsyncEngine]:
    """A migrated SQLite database's engine, with a live match `m` in it."""
    url = f"sqlite+aiosqlite:///{tmp_path / 'game.sqlite3'}"
    await upgrade_async(url)
    engine = make_engine(url)
    await Store(engine).create_match(MATCH)
    yield engine
    await engine.dispose()


MATCH = MatchRecord(id="m", game="hex_camping", players=2, options={}, seed="s",
                    status="live", seats=[SeatRecord(0, "A", "human"), SeatRecord(1, "B", "human")])


def _move(seq: int) -> MoveRecord:
    return MoveRecord(seq, seq % 2, {"type": "pass"}, f"m{seq}")


async def test_a_sqlite_database_that_takes_no_writes_refuses_moves_as_unavailable(
        sqlite_engine: AsyncEngine) -> None:
    store = Store(sqlite_engine)
    read_only = sqlite_read_only_switch(sqlite_engine)
    await read_only(True)
    writer = MoveWriter(sqlite_engine, WriteFaults(FAULT_SETTLE))
    writer.start()
    try:
        with pytest.raises(Exception) as failed:
            await writer.append("m", _move(1))
        assert "readonly" in str(failed.value), failed.value
        refused = unavailable_for(failed.value)
        assert refused is not None, failed.value
        assert refused.code == "unavailable" and refused.retry_after
        assert "read-only" in refused.message, refused.message
        assert writer.write_fault() == "readonly"
        assert await store.ping() is True  # a read alone does not show it
        assert await store.get_moves("m") == []
        # Writable again: the same move is stored and the fault forgotten.
        await read_only(False)
        assert await writer.append("m", _move(1)) is True
        assert [m.client_id for m in await store.get_moves("m")] == ["m1"]
        await _until_the_fault_is_over(writer, 2)
    finally:
        await writer.stop()


#: `WriteFaults.settle` in these tests (seconds of moves stored, none refused).
FAULT_SETTLE = 0.5


async def _until_the_fault_is_over(writer: MoveWriter, seq: int) -> int:
    """Store moves of `m` from `seq` on until the writer's fault is over; check that it
    was not over before FAULT_SETTLE seconds of them (measured from before the first one).
    One more is stored after, which the log tells as the end of the fault. Returns the
    next seq."""
    began = time.monotonic()
    while True:
        assert await writer.append("m", _move(seq)) is True
        seq += 1
        if writer.write_fault() is None:
            break
        assert time.monotonic() - began < 10, "the fault did not end"
        await asyncio.sleep(0.05)
    assert time.monotonic() - began >= FAULT_SETTLE
    assert await writer.append("m", _move(seq)) is True
    return seq + 1


async def test_a_write_of_the_store_refused_is_the_faults_too(
        sqlite_engine: AsyncEngine, caplog: pytest.LogCaptureFixture) -> None:
    # A server where nobody plays but a room is created, a seat taken, a line said: what
    # those writes meet is what `/api/health` says, as for moves; a move stored ends it.
    faults = WriteFaults(FAULT_SETTLE)
    store = Store(sqlite_engine, faults)
    writer = MoveWriter(sqlite_engine, faults)
    writer.start()
    record = replace(MATCH, id="st")
    read_only = sqlite_read_only_switch(sqlite_engine)
    await read_only(True)
    caplog.set_level(logging.WARNING, logger="app.db.writer")
    try:
        with pytest.raises(Exception, match="readonly"):
            await store.create_match(record)
        assert writer.write_fault() == "readonly"
        with pytest.raises(Exception, match="readonly"):
            await store.add_chat("m", None, "A", "hello", utcnow())
        assert faults.refused_writes == 2 and faults.refused_moves == 0
        assert await store.get_match("st") is None
        await read_only(False)
        await store.create_match(record)  # a write of the store does not end the fault
        assert writer.write_fault() == "readonly"
        await _until_the_fault_is_over(writer, 1)
        said = [r.getMessage() for r in caplog.records]
        assert sum("moves are refused as unavailable" in m for m in said) == 1, said
        ended = [m for m in said if "the database answers again" in m]
        assert len(ended) == 1 and "and 2 other writes" in ended[0], said
    finally:
        await writer.stop()


async def test_a_fault_is_over_once_writes_are_stored_for_a_while_none_refused(
        sqlite_engine: AsyncEngine, caplog: pytest.LogCaptureFixture) -> None:
    # A disk full but for the room left in a few pages stores some moves between the
    # refused ones: `/api/health` must not say `ok` at each, nor the log a line at each.
    store = Store(sqlite_engine)
    read_only = sqlite_read_only_switch(sqlite_engine)
    writer = MoveWriter(sqlite_engine, WriteFaults(FAULT_SETTLE))
    writer.start()
    seq = 1
    caplog.set_level(logging.WARNING, logger="app.db.writer")
    try:
        for _ in range(3):  # refused, stored, refused, stored...
            await read_only(True)
            with pytest.raises(Exception, match="readonly"):
                await writer.append("m", _move(seq))
            await read_only(False)
            assert await writer.append("m", _move(seq)) is True
            seq += 1
            assert writer.write_fault() == "readonly"
        seq = await _until_the_fault_is_over(writer, seq)
        said = [r.getMessage() for r in caplog.records]
        assert sum("moves are refused as unavailable" in m for m in said) == 1, said
        assert sum("the database answers again" in m for m in said) == 1, said
        assert "3 moves were refused" in said[-1], said
        assert [m.client_id for m in await store.get_moves("m")] == [
            f"m{n}" for n in range(1, seq)]
    finally:
        await writer.stop()


async def test_on_a_quiet_server_a_write_that_succeeds_long_after_the_last_refusal_ends_it(
        sqlite_engine: AsyncEngine, caplog: pytest.LogCaptureFixture,
        monkeypatch: pytest.MonkeyPatch) -> None:
    # Nobody plays, so no move ends the fault; the instance's heartbeat (a store write every
    # 2 s) does, once nothing was refused for WRITE_FAULT_FRESH: the log's end line comes,
    # as /api/health's ok does (a quiet server used to say only when the fault began).
    monkeypatch.setattr("app.db.writer.WRITE_FAULT_FRESH", 0.3)
    faults = WriteFaults(FAULT_SETTLE)
    store = Store(sqlite_engine, faults)
    read_only = sqlite_read_only_switch(sqlite_engine)
    caplog.set_level(logging.WARNING, logger="app.db.writer")
    await read_only(True)
    with pytest.raises(Exception, match="readonly"):
        await store.beat_instance("me", "local", utcnow(), utcnow())
    refused = time.monotonic()
    await read_only(False)
    while faults.current() is not None or faults.refused_writes:
        await store.beat_instance("me", "local", utcnow(), utcnow())
        assert time.monotonic() - refused < 10, "the fault did not end"
        await asyncio.sleep(0.02)
    assert time.monotonic() - refused >= 0.3
    said = [r.getMessage() for r in caplog.records]
    assert sum("moves are refused as unavailable" in m for m in said) == 1, said
    ended = [m for m in said if "the database answers again" in m]
    assert len(ended) == 1 and "0 moves were refused meanwhile (and 1 other writes)" in ended[0]


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


async def test_a_database_gone_is_a_database_that_denies_the_server(postgres_url: str) -> None:
    # The server's database dropped or renamed under it (3D000): every new connection is
    # refused, as when its login is; an operator mends it (at start it ends the start:
    # tests/reliability/test_db_start.py). A move then meets `unavailable`, not a bug.
    url = postgres_url.rsplit("/", 1)[0] + "/no_such_database_here"
    engine = make_engine(url)
    try:
        with pytest.raises(Exception) as failed:
            await Store(engine).ping()
        assert "does not exist" in str(failed.value), repr(failed.value)
        assert database_fault(failed.value) == "denied", repr(failed.value)
        refusal = unavailable_for(failed.value)
        assert refusal is not None and refusal.code == "unavailable", refusal
    finally:
        await engine.dispose()


async def test_a_sqlite_database_without_the_servers_tables_is_a_schema_fault(
        sqlite_engine: AsyncEngine, caplog: pytest.LogCaptureFixture) -> None:
    # Its file replaced or emptied under the server, or a restore under way: the tables
    # are gone (SQLite: "no such table", PostgreSQL 42P01: tests/reliability/
    # test_db_refuses.py). `schema`: a move refused `unavailable`, /api/health's ping
    # raises it (a read of no table showed nothing), and once the table is back (the
    # restore ended) the same move is stored.
    store = Store(sqlite_engine)
    writer = MoveWriter(sqlite_engine, WriteFaults(FAULT_SETTLE))
    writer.start()
    caplog.set_level(logging.WARNING, logger="app.db.writer")

    async def rename(old: str, new: str) -> None:
        async with sqlite_engine.begin() as conn:  # another connection could do the same
            await conn.exec_driver_sql(f"ALTER TABLE {old} RENAME TO {new}")

    try:
        await rename("moves", "moves_aside")
        with pytest.raises(Exception) as failed:
            await writer.append("m", _move(1))
        assert "no such table" in str(failed.value), failed.value
        refused = unavailable_for(failed.value)
        assert refused is not None and refused.code == "unavailable" and refused.retry_after
        assert "does not hold the server's tables" in refused.message, refused.message
        assert writer.write_fault() == "schema"
        with pytest.raises(Exception) as pinged:
            await store.ping()
        assert database_fault(pinged.value) == "schema", repr(pinged.value)
        said = [r.getMessage() for r in caplog.records]
        assert any("without the server's tables" in m for m in said), said
        await rename("moves_aside", "moves")
        assert await store.ping() is True
        assert await writer.append("m", _move(1)) is True
        assert [m.client_id for m in await store.get_moves("m")] == ["m1"]
    finally:
        await writer.stop()


async def test_a_missing_column_is_a_schema_fault_and_a_constraint_is_still_a_bug(
        postgres_url: str) -> None:
    # A backup of an older version restored under the server: its tables there, a column
    # of this version missing (42703). A constraint broken is the server's bug, as before.
    conn = await asyncpg.connect(postgres_url.replace("postgresql+asyncpg://", "postgresql://"))
    try:
        with pytest.raises(asyncpg.exceptions.UndefinedColumnError) as column:
            await conn.execute("SELECT no_such_column FROM matches")
        assert database_fault(column.value) == "schema"
        with pytest.raises(asyncpg.exceptions.UndefinedTableError) as table:
            await conn.execute("SELECT 1 FROM no_such_table")
        assert database_fault(table.value) == "schema"
        with pytest.raises(asyncpg.exceptions.NotNullViolationError) as bug:
            await conn.execute("INSERT INTO matches (id) VALUES ('x')")
        assert database_fault(bug.value) is None
    finally:
        await conn.close()
