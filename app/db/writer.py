"""The move log's write path: moves from every room, committed together.

Rooms hand a move to `MoveWriter.append` and wait. One task takes whatever
has queued up, writes it in a single transaction and only then wakes the
rooms, so a move is never acknowledged before it is stored, and a busy server
pays one commit for many moves. The ORM stays out of this path: it is one
multi-row INSERT ... ON CONFLICT DO NOTHING RETURNING. On PostgreSQL the batch,
with the end of any match it finishes, is one statement sent as is (arrays of
columns, prepared once per connection): it commits by itself, so a batch costs
one round trip instead of three (BEGIN, INSERT, COMMIT) and no SQL compilation.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import orjson
from sqlalchemy import exc as sa_exc
from sqlalchemy import update
from sqlalchemy.dialects import postgresql, sqlite
from sqlalchemy.ext.asyncio import AsyncEngine

from app.db.engine import database_fault, fault_words, match_gone
from app.db.records import Finish, MatchStatus, MoveRecord
from app.db.tables import matches, moves
from app.tasks import cancel_and_wait

log = logging.getLogger(__name__)

MAX_BATCH = 1000
#: Seconds for which a write refused for a fault that a read does not show (the disk full,
#: the database read-only) still counts in `/api/health`, unless moves are stored for
#: FAULT_SETTLE first: while the fault lasts, the players' moves sent again after
#: `retry_after` keep it fresh.
WRITE_FAULT_FRESH = 10.0
#: Seconds of moves stored with none refused after which a fault is over. A disk that is
#: full but for the room left in a few pages stores some moves between the refused ones:
#: the fault is not over at the first one stored (`/api/health` and the log would flap).
FAULT_SETTLE = 2.0
#: Seconds a stop waits for the batch under way to be stored before it gives up on it.
STOP_WRITES_WAIT = 10.0

#: PostgreSQL: a batch of moves and the end of the matches it finishes, in one statement
#: (a statement commits alone outside a transaction). A match ends only if its last
#: move was stored by this very statement (`ins`), as in the two-step form below.
_PG_APPEND = """
WITH ins AS (
    INSERT INTO moves (match_id, seq, seat, move, client_id, created_at)
    SELECT * FROM unnest($1::varchar[], $2::int[], $3::int[], $4::jsonb[], $5::varchar[],
                         $6::timestamptz[])
    ON CONFLICT DO NOTHING
    RETURNING match_id, seq
), ended AS (
    UPDATE matches AS m SET status = $7, finished_at = f.at, result = f.result
    FROM unnest($8::varchar[], $9::int[], $10::timestamptz[], $11::jsonb[])
         AS f(match_id, seq, at, result), ins
    WHERE m.id = f.match_id AND ins.match_id = f.match_id AND ins.seq = f.seq
)
SELECT match_id, seq FROM ins
"""


#: Told each committed batch (its size, seconds); set by app.metrics when it serves.
commit_observer: Callable[[int, float], None] | None = None


def statement_arguments(
    batch: list[tuple[str, MoveRecord, Finish | None]],
) -> tuple[Any, ...]:
    """The arguments of `_PG_APPEND` for (match id, move, end of the match or None) each."""
    ended = [(match_id, record, finish) for match_id, record, finish in batch if finish]
    return (
        [match_id for match_id, _, _ in batch], [record.seq for _, record, _ in batch],
        [record.seat for _, record, _ in batch],
        [orjson.dumps(record.move).decode() for _, record, _ in batch],
        [record.client_id for _, record, _ in batch],
        [record.created_at for _, record, _ in batch],
        MatchStatus.FINISHED.value,
        [match_id for match_id, _, _ in ended], [record.seq for _, record, _ in ended],
        [finish.at for _, _, finish in ended],
        [orjson.dumps(finish.result).decode() for _, _, finish in ended],
    )


class BrokenConnection(Exception):
    """A batch failed because its connection broke (the pool has dropped it)."""


@dataclass
class _Pending:
    match_id: str
    record: MoveRecord
    finish: Finish | None
    done: asyncio.Future[bool] = field(default_factory=lambda: asyncio.get_running_loop().create_future())


def _settle(pending: _Pending, stored: bool) -> None:
    # A room that stopped waiting (its task was cancelled) has nobody to tell.
    if not pending.done.done():
        pending.done.set_result(stored)


class WriteFaults:
    """The fault the database's writes meet, for `/api/health`, which a read alone does
    not show (the disk full, the database read-only, the server's writes revoked).

    Told of every write refused for a fault (moves, and the store's other writes: a room
    created, a seat taken, a chat line) and of every batch of moves stored. A fault is over
    once moves have been stored for `settle` seconds with none refused, or once no write
    has been refused for WRITE_FAULT_FRESH seconds. The log says once when it begins and
    once when it is over.
    """

    def __init__(self, settle: float = FAULT_SETTLE) -> None:
        self.settle = settle
        self.refused_moves = 0  # in the fault under way
        self.refused_writes = 0  # other writes, in the fault under way
        self._since: float | None = None  # the fault under way began
        self._last: tuple[str, float] | None = None  # (fault, when) of the last refusal
        self._stored_since: float | None = None  # moves stored, none refused, since

    def current(self) -> str | None:
        """The fault of the last refused write (`full`, `readonly`, ...) while it lasts."""
        if self._last is None:
            return None
        fault, at = self._last
        now = time.monotonic()
        if now - at >= WRITE_FAULT_FRESH or self._settled(now):
            return None
        return fault

    def _settled(self, now: float) -> bool:
        return self._stored_since is not None and now - self._stored_since >= self.settle

    def refused(self, fault: str, error: BaseException, moves: int = 0) -> None:
        """A write (of `moves` moves, or another write if none) was refused for `fault`."""
        now = time.monotonic()
        self._last = (fault, now)
        self._stored_since = None
        if moves:
            self.refused_moves += moves
        else:
            self.refused_writes += 1
        if self._since is None:
            self._since = now
            log.warning("the database is %s (%s): moves are refused as unavailable "
                        "until it answers again", fault_words(fault), _first_line(error))

    def stored(self) -> None:
        """Moves were stored: during a fault, the first step to its end."""
        if self._since is None:
            return
        now = time.monotonic()
        if self._stored_since is None:
            self._stored_since = now
        if self._settled(now):
            self._end(self._stored_since - self._since)

    def wrote(self) -> None:
        """Another write succeeded: a fault with no write refused for WRITE_FAULT_FRESH
        seconds is over (on a server where nobody plays, its heartbeat says so)."""
        if self._since is None or self._last is None:
            return
        last = self._last[1]
        if time.monotonic() - last >= WRITE_FAULT_FRESH:
            self._end(last - self._since)

    def _end(self, lasted: float) -> None:
        others = f" (and {self.refused_writes} other writes)" if self.refused_writes else ""
        log.warning("the database answers again after %.1f s; %d moves were refused "
                    "meanwhile%s", lasted, self.refused_moves, others)
        self._since = self._last = self._stored_since = None
        self.refused_moves = self.refused_writes = 0


class MoveWriter:
    """Batches move inserts across rooms; `append` returns once the move is committed."""

    def __init__(self, engine: AsyncEngine, write_faults: WriteFaults | None = None) -> None:
        self.engine = engine
        #: shared with the store's other writes (`Store.faults`)
        self.write_faults = write_faults or WriteFaults()
        self._queue: asyncio.Queue[_Pending] = asyncio.Queue()
        self._task: asyncio.Task[None] | None = None
        self._writing: asyncio.Task[None] | None = None  # the batch under way
        dialect = engine.dialect.name
        self._insert = postgresql.insert if dialect == "postgresql" else sqlite.insert
        self._commit = self._commit_one_statement if dialect == "postgresql" \
            else self._commit_transaction
        self.batches = 0
        self.written = 0  # moves stored since start (GET /metrics)
        #: batches refused because the database was away, busy, full, read-only or denied
        self.faults = 0

    def write_fault(self) -> str | None:
        """The fault the database's writes meet while it lasts (`WriteFaults`), or None."""
        return self.write_faults.current()

    def start(self) -> None:
        """Start the writing task (in the running loop)."""
        if self._task is None:
            self._task = asyncio.get_running_loop().create_task(self._run(), name="move-writer")

    async def stop(self) -> None:
        """Write what is queued, then stop."""
        if self._task is None:
            return
        await cancel_and_wait([self._task])  # bounded, whatever the drivers do with it
        self._task = None
        if self._writing is not None:  # the batch under way is stored, or given up after a while
            await asyncio.wait({self._writing}, timeout=STOP_WRITES_WAIT)
            await cancel_and_wait([self._writing])
            self._writing = None
        while not self._queue.empty():
            await self._write([self._queue.get_nowait()])

    async def append(self, match_id: str, record: MoveRecord, finish: Finish | None = None) -> bool:
        """Store one move (and the match's end, if it ends it); False if its seq was taken."""
        pending = _Pending(match_id, record, finish)
        if self._task is None:
            await self._write([pending])
        else:
            self._queue.put_nowait(pending)
        return await pending.done

    async def _run(self) -> None:
        while True:
            batch = [await self._queue.get()]
            while len(batch) < MAX_BATCH and not self._queue.empty():
                batch.append(self._queue.get_nowait())
            # In a task of its own, that a stop lets finish: cancelling it mid-commit would
            # leave its rooms without an answer, stored or not.
            self._writing = asyncio.get_running_loop().create_task(self._write(batch),
                                                                   name="move-batch")
            await asyncio.shield(self._writing)

    async def _write(self, batch: list[_Pending]) -> None:
        # Two moves for the same slot in one batch: the first competes, the others lose now.
        slots: dict[tuple[str, int], _Pending] = {}
        for p in batch:
            key = (p.match_id, p.record.seq)
            if key in slots:
                _settle(p, False)
            else:
                slots[key] = p
        batch = list(slots.values())
        started = time.perf_counter()
        try:
            inserted = await self._commit_retrying(batch)
        except Exception as exc:  # noqa: BLE001 - every waiting room must hear of it
            fault = database_fault(exc)
            if fault is not None:
                # The database is away, busy, full, read-only or denying its login: no row
                # could be written; every room hears it at once (writing them one by one
                # would only be slower).
                self.faults += 1
                self.write_faults.refused(fault, exc, moves=len(batch))
                for p in batch:
                    if not p.done.done():
                        p.done.set_exception(exc)
                return
            if len(batch) > 1:
                # One bad row must not sink the others: write them one by one.
                for p in batch:
                    await self._write([p])
                return
            if match_gone(exc):  # its room closes (Room.gone): no traceback, not a bug
                log.warning("match %s is no longer in the database: its move is refused",
                            batch[0].match_id)
            else:
                log.exception("writing a move of %s failed", batch[0].match_id)
            if not batch[0].done.done():
                batch[0].done.set_exception(exc)
            return
        self.write_faults.stored()
        self.batches += 1
        self.written += len(inserted)
        if commit_observer is not None:
            commit_observer(len(batch), time.perf_counter() - started)
        for p in batch:
            _settle(p, (p.match_id, p.record.seq) in inserted)

    async def _commit_retrying(self, batch: list[_Pending]) -> set[tuple[str, int]]:
        """`_commit`, once more at once if the connection turned out broken (PostgreSQL
        restarted since it was opened: the pool has then dropped its old connections).

        If the first attempt committed but its answer was lost, the second stores
        nothing again (ON CONFLICT DO NOTHING) and its moves are refused as taken:
        stored but not acknowledged, never the other way round.
        """
        try:
            return await self._commit(batch)
        except BrokenConnection:
            pass
        except sa_exc.DBAPIError as exc:
            if not exc.connection_invalidated:
                raise
        return await self._commit(batch)

    async def _commit_one_statement(self, batch: list[_Pending]) -> set[tuple[str, int]]:
        arguments = statement_arguments([(p.match_id, p.record, p.finish) for p in batch])
        async with self.engine.connect() as conn:
            # The driver's own connection, past SQLAlchemy's statement layer (half the CPU
            # of a batch); outside a transaction the statement commits by itself.
            pooled = await conn.get_raw_connection()
            driver = pooled.driver_connection
            assert driver is not None  # a checked-out connection has its driver's
            try:
                if driver.is_closed():  # the server closed it while it sat in the pool
                    raise ConnectionResetError("the pooled connection was closed")
                rows = await driver.fetch(_PG_APPEND, *arguments)
            except Exception as exc:
                fault = database_fault(exc)
                if fault == "away":
                    # As SQLAlchemy does on a disconnect: every connection the pool opened
                    # before now is replaced at its next checkout (PostgreSQL restarted:
                    # they are all dead), so the retry and the next batch get new ones.
                    self.engine.sync_engine.pool._invalidate(pooled, exc, _checkin=False)
                if fault == "away" or isinstance(exc, TimeoutError):
                    # Not a connection to give back to the pool: the next one is new.
                    with contextlib.suppress(Exception):
                        await conn.invalidate(exc)
                if fault == "away":
                    raise BrokenConnection(_first_line(exc)) from exc
                raise
        return {(row[0], row[1]) for row in rows}

    async def _commit_transaction(self, batch: list[_Pending]) -> set[tuple[str, int]]:
        rows = [
            {"match_id": p.match_id, "seq": p.record.seq, "seat": p.record.seat,
             "move": p.record.move, "client_id": p.record.client_id,
             "created_at": p.record.created_at}
            for p in batch
        ]
        statement = (
            self._insert(moves).on_conflict_do_nothing()
            .returning(moves.c.match_id, moves.c.seq)
        )
        async with self.engine.begin() as conn:
            result = await conn.execute(statement, rows)
            inserted = {(r.match_id, r.seq) for r in result}
            for p in batch:
                if p.finish is not None and (p.match_id, p.record.seq) in inserted:
                    await conn.execute(
                        update(matches).where(matches.c.id == p.match_id).values(
                            status=MatchStatus.FINISHED, finished_at=p.finish.at,
                            result=p.finish.result,
                        )
                    )
        return inserted


def _first_line(error: BaseException) -> str:
    return f"{type(error).__name__}: {str(error).splitlines()[0] if str(error) else ''}"
