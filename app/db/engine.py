"""The async engine for the configured database, and how to tell its faults apart."""

from __future__ import annotations

import sqlite3
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from sqlalchemy import event
from sqlalchemy import exc as sa_exc
from sqlalchemy.engine import make_url
from sqlalchemy.ext.asyncio import AsyncEngine, create_async_engine


def _close_at_once(dbapi_connection: Any, _record: object, _error: object) -> None:
    """A connection invalidated (its statement timed out or failed with the connection)
    is closed at once. SQLAlchemy would first try to close it politely and wait up to 2 s
    for the server's goodbye, which a frozen database never sends: every request that met
    it would wait that much longer."""
    driver = getattr(dbapi_connection, "driver_connection", None)
    if driver is not None and not driver.is_closed():
        driver.terminate()


def _closed_by_the_server(dbapi_connection: Any, _record: object, _proxy: object) -> None:
    """A pooled connection that PostgreSQL closed while it sat in the pool is replaced
    before it is used: its session timed out idle (`idle_session_timeout`), it was ended
    (`pg_terminate_backend`, a restart, a pooler's own idle limit). The driver knows it
    without a round trip (the server said so, or closed the socket). Without this, the
    first request after each such close failed `unavailable`: after every quiet spell on
    a database with an idle limit."""
    driver = getattr(dbapi_connection, "driver_connection", None)
    if driver is not None and driver.is_closed():
        raise sa_exc.DisconnectionError("the server closed this pooled connection")


def is_sqlite(url: str) -> bool:
    """True for a SQLite URL."""
    return make_url(url).get_backend_name() == "sqlite"


def _sqlite_pragmas(dbapi_connection: Any, _record: object) -> None:
    cursor = dbapi_connection.cursor()
    # WAL lets readers run beside the writer; FULL makes every commit survive power loss.
    cursor.execute("PRAGMA journal_mode=WAL")
    cursor.execute("PRAGMA synchronous=FULL")
    cursor.execute("PRAGMA foreign_keys=ON")
    cursor.execute("PRAGMA busy_timeout=30000")
    cursor.close()


#: Seconds a statement, a connection attempt or a wait for a pooled connection may take.
DATABASE_TIMEOUT = 10.0
#: Seconds the driver waits for a statement's answer past the server's own limit (the
#: `statement_timeout` that PostgreSQL applies itself, and answers): a backstop for a
#: server that answers nothing at all (frozen, or a network that drops its packets).
DRIVER_GRACE = 1.0
POOL_SIZE = 10
#: Seconds after which a client may send again a request refused as `unavailable`.
RETRY_AFTER = 1.0

#: SQLSTATE of PostgreSQL's faults, by what they mean for a client (anything else is a bug).
_AWAY = ("08", "57P01", "57P02", "57P03", "58")  # no connection; shutting down; starting; I/O
#: too many connections; out of memory; statement timeout; lock timeout; rolled back to let
#: another go (class 40: a serialization failure, a deadlock): nothing written, try again
_BUSY = ("53300", "53200", "57014", "55P03", "40")
_FULL = ("53100",)  # disk full
#: a read-only transaction: a hot standby (a failover not yet promoted, or a connection
#: string pointing at a replica), or `default_transaction_read_only` set by an operator
_READONLY = ("25006",)
#: class 28, invalid authorization: its password or role changed under the server (a
#: rotation, a role altered NOLOGIN, pg_hba.conf edited), new connections refused; 42501,
#: a privilege revoked from the server's role (it owns its tables: only an operator takes
#: one away); 3D000, its database gone (dropped or renamed under the server: to it, the
#: same as a login refused). Until an operator mends it, which waiting for lets play
#: resume by itself.
_DENIED = ("28", "42501", "3D000")
#: 42P01, no such table, and 42703, no such column: the database does not hold the tables
#: this server made, or holds an older version of them. It was emptied or replaced under
#: the server, a restore is under way (`pg_restore --clean` drops each table before it
#: makes it again), or a backup of an older version was restored. Waiting lets play resume
#: by itself once a restore ends; a restart creates or upgrades the tables (migrations run
#: at start). A query of the server's own that names a table or column wrongly would say
#: the same: the suite runs every query against the schema it migrates to.
_SCHEMA = ("42P01", "42703")


_WORDS = {
    "denied": "refusing the server's access",
    "schema": "without the server's tables (emptied, replaced or being restored under it)",
}


def fault_words(fault: str) -> str:
    """A fault (`away`, `denied`, ...) as a log line says what its store is."""
    return _WORDS.get(fault, fault)


def database_fault(error: BaseException) -> str | None:
    """Why the database cannot serve now, for an error raised by a query: `away` (no
    connection, restarting), `busy` (timed out, no free connection), `full` (no space
    left), `readonly` (it takes no writes), `denied` (it refuses this server's login
    or a privilege) or `schema` (it lacks the server's tables or columns);
    None for any other error (a bug, a constraint)."""
    for e in _causes(error):
        sqlstate = getattr(e, "sqlstate", None)
        if isinstance(sqlstate, str):
            if sqlstate.startswith(_FULL):
                return "full"
            if sqlstate.startswith(_READONLY):
                return "readonly"
            if sqlstate.startswith(_DENIED):
                return "denied"
            if sqlstate.startswith(_SCHEMA):
                return "schema"
            if sqlstate.startswith(_BUSY):
                return "busy"
            if sqlstate.startswith(_AWAY):
                return "away"
        if isinstance(e, sa_exc.TimeoutError | TimeoutError):
            return "busy"
        if isinstance(e, sqlite3.OperationalError | sa_exc.OperationalError):
            text = str(e).lower()
            if "full" in text:
                return "full"
            if "readonly" in text or "read-only" in text:
                return "readonly"  # SQLITE_READONLY: its file or folder not writable
            if "locked" in text or "busy" in text:
                return "busy"
            if "disk i/o" in text or "unable to open" in text:
                return "away"
            if "no such table" in text or "no such column" in text:
                return "schema"
        if isinstance(e, sa_exc.DBAPIError) and e.connection_invalidated:
            return "away"
        if isinstance(e, OSError | ConnectionError):
            return "away"
        if type(e).__name__ in {"ConnectionDoesNotExistError", "InterfaceError",
                                "InternalClientError"} and "connection" in str(e).lower():
            return "away"  # asyncpg: the connection closed under a query
        if type(e).__name__ == "InternalClientError":
            # asyncpg's protocol out of step with its socket, as on a connection the server
            # closed while it sat in the pool ("cannot switch to state ..."): not usable.
            return "away"
    return None


def _causes(error: BaseException) -> Iterator[BaseException]:
    """`error`, and each error it was raised from or while handling, once each (the
    driver's error under SQLAlchemy's, through `orig`)."""
    seen: set[int] = set()
    todo: list[BaseException | None] = [error]
    while todo:
        e = todo.pop()
        if e is None or id(e) in seen:
            continue
        seen.add(id(e))
        yield e
        todo += [e.__cause__, e.__context__, getattr(e, "orig", None)]


def match_gone(error: BaseException) -> bool:
    """True if `error` is a write that names a match the database no longer holds (a
    foreign key to `matches`, the only kind the server's tables have: SQLSTATE 23503, or
    SQLite's "FOREIGN KEY constraint failed"). The match was deleted under the server, or
    a backup older than the match was restored: its room has nothing left to play."""
    return any(getattr(e, "sqlstate", None) == "23503"
               or (isinstance(e, sqlite3.IntegrityError) and "foreign key" in str(e).lower())
               for e in _causes(error))


def make_engine(url: str, timeout: float = DATABASE_TIMEOUT,
                pool_size: int = POOL_SIZE) -> AsyncEngine:
    """An engine for `url` (an async SQLAlchemy URL), creating a SQLite file's folder if needed.

    On PostgreSQL no statement, connection attempt or wait for a free pooled
    connection lasts more than `timeout` seconds: a database that hangs makes
    requests fail (`unavailable`), it does not make them wait for ever.
    """
    if is_sqlite(url):
        database = make_url(url).database
        if database and database != ":memory:":
            Path(database).expanduser().parent.mkdir(parents=True, exist_ok=True)
        engine = create_async_engine(url, connect_args={"timeout": 30})
        event.listen(engine.sync_engine, "connect", _sqlite_pragmas)
        return engine
    # No pre-ping: it would cost a round trip before every batch of moves; a
    # connection that broke fails its batch (the moves are refused, not lost)
    # and the pool replaces it.
    # After a restart of PostgreSQL the first query on an old connection fails;
    # SQLAlchemy then drops every pooled connection at once, so the next query
    # gets a new one (the move writer tries once more at once: app/db/writer.py).
    engine = create_async_engine(
        url, pool_size=pool_size, max_overflow=2 * pool_size, pool_recycle=1800,
        pool_timeout=timeout,
        connect_args={
            "timeout": timeout,
            "command_timeout": timeout + DRIVER_GRACE,
            "server_settings": {"statement_timeout": str(int(timeout * 1000)),
                                "lock_timeout": str(int(timeout * 1000))},
        },
    )
    event.listen(engine.sync_engine, "invalidate", _close_at_once)
    event.listen(engine.sync_engine, "checkout", _closed_by_the_server)
    return engine
