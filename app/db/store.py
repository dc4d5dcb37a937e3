"""The queries of rooms and the API. HTTP errors are not raised here."""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import AsyncIterator, Iterable
from datetime import datetime
from typing import Any

from sqlalchemy import String, and_, any_, bindparam, func, or_, select, text, update
from sqlalchemy.dialects import postgresql, sqlite
from sqlalchemy.ext.asyncio import AsyncConnection, AsyncEngine

from app.db.engine import database_fault
from app.db.records import (
    UNFINISHED,
    ChatRecord,
    MatchRecord,
    MatchStatus,
    MoveRecord,
    PollMark,
    PollReads,
    RefusalRecord,
    SeatKind,
    SeatRecord,
    as_utc,
    utcnow,
)
from app.db.tables import chat, instances, matches, metadata, moves, presence, refusals, seats
from app.db.writer import WriteFaults

#: A statement that fails (SQLSTATE 42P01, SQLite "no such table") unless every table of
#: the server's is there, and reads nothing: the planner sees `WHERE false`.
_EVERY_TABLE = text(f"SELECT 1 FROM {', '.join(metadata.tables)} WHERE false")

#: Match records built from rows between two turns of the event loop.
RECORDS_PER_TURN = 10


def _match(row: Any, seat_rows: list[Any]) -> MatchRecord:
    return MatchRecord(
        id=row.id,
        game=row.game,
        players=row.players,
        options=row.options,
        seed=row.seed,
        status=MatchStatus(row.status),
        created_at=as_utc(row.created_at),
        started_at=as_utc(row.started_at),
        finished_at=as_utc(row.finished_at),
        result=row.result,
        rematch_of=row.rematch_of,
        rematch_asked_by=row.rematch_asked_by,
        rematch_declined_by=row.rematch_declined_by,
        host_seat=row.host_seat,
        spectators_muted=row.spectators_muted,
        seats=[
            SeatRecord(s.seat, s.name, SeatKind(s.kind) if s.kind else None, s.bot_level,
                       s.token_hash, s.stand_in, bool(s.resigned))
            for s in sorted(seat_rows, key=lambda s: s.seat)
        ],
    )


def _move(row: Any) -> MoveRecord:
    return MoveRecord(row.seq, row.seat, row.move, row.client_id,
                      as_utc(row.created_at) or utcnow())


class Store:
    """Reads and writes of matches, seats, moves and chat."""

    def __init__(self, engine: AsyncEngine, faults: WriteFaults | None = None) -> None:
        self.engine = engine
        #: what the writes meet, shared with the move writer (`/api/health` reads it)
        self.faults = faults or WriteFaults()

    @contextlib.asynccontextmanager
    async def _writing(self) -> AsyncIterator[AsyncConnection]:
        """A transaction that writes: a fault it meets (the disk full, the database
        read-only, ...) is told to `faults`, and the error raised as it came."""
        try:
            async with self.engine.begin() as conn:
                yield conn
        except Exception as error:
            fault = database_fault(error)
            if fault is not None:
                self.faults.refused(fault, error)
            raise
        self.faults.wrote()

    async def ping(self) -> bool:
        """Raise if the database cannot answer, or lacks one of the server's tables (an
        emptied or replaced database, a restore under way: `schema`); else whether it
        takes writes (PostgreSQL: a hot standby, or `default_transaction_read_only` on,
        does not)."""
        async with self.engine.connect() as conn:
            await conn.execute(_EVERY_TABLE)  # names them all, reads no row
            if self.engine.dialect.name != "postgresql":
                return True
            read_only = await conn.scalar(text("SELECT current_setting('transaction_read_only')"))
            return read_only != "on"

    async def create_match(self, record: MatchRecord) -> None:
        """Store a new room with its seats."""
        async with self._writing() as conn:
            await conn.execute(matches.insert().values(
                id=record.id, game=record.game, players=record.players,
                options=record.options, seed=record.seed, status=record.status,
                created_at=record.created_at, started_at=record.started_at,
                rematch_of=record.rematch_of, rematch_asked_by=record.rematch_asked_by,
                host_seat=record.host_seat,
            ))
            await conn.execute(seats.insert(), [
                {"match_id": record.id, "seat": s.seat, "name": s.name, "kind": s.kind,
                 "bot_level": s.bot_level, "token_hash": s.token_hash,
                 "joined_at": record.created_at if s.taken else None}
                for s in record.seats
            ])

    async def take_seat(self, match_id: str, seat: SeatRecord, at: datetime) -> bool:
        """Fill a free seat; False if someone took it first."""
        async with self._writing() as conn:
            result = await conn.execute(
                update(seats)
                .where(and_(seats.c.match_id == match_id, seats.c.seat == seat.seat,
                            seats.c.name.is_(None)))
                .values(name=seat.name, kind=seat.kind, bot_level=seat.bot_level,
                        token_hash=seat.token_hash, joined_at=at)
            )
            return result.rowcount == 1

    async def release_seat(self, match_id: str, seat: int) -> None:
        """Free a seat again (before the start)."""
        async with self._writing() as conn:
            await conn.execute(
                update(seats)
                .where(and_(seats.c.match_id == match_id, seats.c.seat == seat))
                .values(name=None, kind=None, bot_level=None, token_hash=None, joined_at=None,
                        stand_in=None)
            )

    async def claim_seat(self, match_id: str, seat: int, token_hash: str, at: datetime) -> bool:
        """Give a reserved seat (a rematch) its token; False if it was claimed already."""
        async with self._writing() as conn:
            result = await conn.execute(
                update(seats)
                .where(and_(seats.c.match_id == match_id, seats.c.seat == seat,
                            seats.c.token_hash.is_(None), seats.c.kind == SeatKind.HUMAN))
                .values(token_hash=token_hash, joined_at=at)
            )
            return result.rowcount == 1

    async def set_stand_in(self, match_id: str, seat: int, level: str | None) -> None:
        """Let a bot play for an absent human (a level), or give the seat back (None)."""
        async with self._writing() as conn:
            await conn.execute(
                update(seats)
                .where(and_(seats.c.match_id == match_id, seats.c.seat == seat))
                .values(stand_in=level)
            )

    async def set_options(self, match_id: str, options: dict[str, Any]) -> None:
        """Store a waiting room's options again (the seats its computers play changed)."""
        async with self._writing() as conn:
            await conn.execute(
                update(matches).where(and_(matches.c.id == match_id,
                                           matches.c.status == MatchStatus.WAITING))
                .values(options=options)
            )

    async def resign_seat(self, match_id: str, seat: int, level: str | None) -> None:
        """Mark a player as resigned; with a level, a computer plays the seat from now on
        (its token no longer proves it)."""
        values: dict[str, Any] = {"resigned": True, "stand_in": None}
        if level is not None:
            values |= {"kind": SeatKind.BOT, "bot_level": level, "token_hash": None}
        async with self._writing() as conn:
            await conn.execute(
                update(seats)
                .where(and_(seats.c.match_id == match_id, seats.c.seat == seat))
                .values(**values)
            )

    async def end_match(self, match_id: str, status: str, result: dict[str, Any] | None,
                        at: datetime, declined_by: int | None = None) -> bool:
        """End a match that is not over yet (resigned, abandoned, cancelled; a rematch
        cancelled because the seat `declined_by` declined it); False if it was over already
        (another instance ended it first)."""
        values: dict[str, Any] = {"status": status, "result": result, "finished_at": at}
        if declined_by is not None:
            values["rematch_declined_by"] = declined_by
        async with self._writing() as conn:
            done = await conn.execute(
                update(matches)
                .where(and_(matches.c.id == match_id,
                            matches.c.status.in_(list(UNFINISHED))))
                .values(**values)
            )
            return done.rowcount == 1

    async def set_spectators_muted(self, match_id: str, muted: bool) -> None:
        """Mute or unmute the spectators' chat."""
        async with self._writing() as conn:
            await conn.execute(
                update(matches).where(matches.c.id == match_id).values(spectators_muted=muted)
            )

    async def expire_waiting(self, created_before: datetime) -> list[str]:
        """Close rooms still waiting for players since before `created_before`; their ids."""
        async with self._writing() as conn:
            rows = await conn.execute(
                update(matches)
                .where(and_(matches.c.status == MatchStatus.WAITING,
                            matches.c.created_at < created_before))
                .values(status=MatchStatus.EXPIRED)
                .returning(matches.c.id)
            )
            return [r.id for r in rows]

    async def rematches_of(self, match_ids: list[str]) -> dict[str, str]:
        """The id of the rematch offered after each of these matches, by match (those
        with one)."""
        if not match_ids:
            return {}
        async with self.engine.connect() as conn:
            rows = (await conn.execute(
                select(matches.c.rematch_of, matches.c.id).where(matches.c.rematch_of.in_(match_ids))
            )).all()
        return {row.rematch_of: row.id for row in rows}

    async def set_status(self, match_id: str, status: str, **times: datetime | None) -> None:
        """Change a match's status (and `started_at` / `finished_at`)."""
        async with self._writing() as conn:
            await conn.execute(
                update(matches).where(matches.c.id == match_id).values(status=status, **times)
            )

    async def get_match(self, match_id: str) -> MatchRecord | None:
        """One match with its seats, or None."""
        found = await self.list_matches(ids=[match_id], limit=1)
        return found[0] if found else None

    async def list_matches(
        self,
        statuses: Iterable[str] | None = None,
        game: str | None = None,
        limit: int = 50,
        ids: Iterable[str] | None = None,
    ) -> list[MatchRecord]:
        """Matches with their seats, newest first."""
        query = select(matches).order_by(matches.c.created_at.desc(), matches.c.id).limit(limit)
        if statuses:
            query = query.where(matches.c.status.in_(list(statuses)))
        if game:
            query = query.where(matches.c.game == game)
        if ids is not None:
            query = query.where(matches.c.id.in_(list(ids)))
        async with self.engine.connect() as conn:
            rows = (await conn.execute(query)).all()
            if not rows:
                return []
            seat_rows = (await conn.execute(
                select(seats).where(seats.c.match_id.in_([r.id for r in rows]))
            )).all()
        by_match: dict[str, list[Any]] = {}
        for s in seat_rows:
            by_match.setdefault(s.match_id, []).append(s)
        # Built a slice at a time, the event loop free between two slices (a listing of
        # 200 matches is otherwise some milliseconds in one piece).
        found = []
        for n, r in enumerate(rows):
            if n and n % RECORDS_PER_TURN == 0:
                await asyncio.sleep(0)
            found.append(_match(r, by_match.get(r.id, [])))
        return found

    async def unfinished_ids(self) -> list[str]:
        """Ids of matches that are waiting or live."""
        async with self.engine.connect() as conn:
            rows = await conn.execute(
                select(matches.c.id).where(matches.c.status.in_(list(UNFINISHED)))
            )
            return [r.id for r in rows]

    async def latest_seqs(self, match_ids: list[str]) -> dict[str, int]:
        """The number of stored moves of each match (its highest seq: seqs have no gaps)."""
        if not match_ids:
            return {}
        async with self.engine.connect() as conn:
            rows = await conn.execute(
                select(moves.c.match_id, func.max(moves.c.seq))
                .where(moves.c.match_id.in_(match_ids))
                .group_by(moves.c.match_id)
            )
            return {match_id: seq for match_id, seq in rows}

    def _among(self, column: Any, ids: list[str]) -> Any:
        """`column IN ids`; on PostgreSQL as `= ANY(array)`, one parameter however many ids
        (an IN list is rendered again, id by id, at each execution)."""
        if self.engine.dialect.name == "postgresql":
            return column == any_(bindparam(None, ids, type_=postgresql.ARRAY(String)))
        return column.in_(ids)

    async def poll_reads(self, match_ids: list[str], refusals_after: int,
                         chat_after: int) -> PollReads:
        """What the database poll reads of some matches, on one connection: each match's
        marks (its latest seq, 0 before any move, status, mute and seats: only the columns
        compared, no options or result; a match that does not exist is left out), then
        their refusals with an id above `refusals_after` as (id, match, refusal) and their
        chat lines with an id above `chat_after`, by match, oldest first."""
        found = PollReads({}, [], {})
        if not match_ids:
            return found
        latest = (select(func.coalesce(func.max(moves.c.seq), 0))
                  .where(moves.c.match_id == matches.c.id).scalar_subquery())
        marks_query = (
            select(matches.c.id, latest, matches.c.status, matches.c.spectators_muted,
                   seats.c.seat, seats.c.name, seats.c.kind, seats.c.bot_level,
                   seats.c.token_hash, seats.c.stand_in, seats.c.resigned)
            .select_from(matches.outerjoin(seats, seats.c.match_id == matches.c.id))
            .where(self._among(matches.c.id, match_ids))
            .order_by(matches.c.id, seats.c.seat)
        )
        refusals_query = (select(refusals.c.id, refusals.c.match_id, refusals.c.seat,
                                 refusals.c.client_id, refusals.c.code, refusals.c.message)
                          .where(and_(self._among(refusals.c.match_id, match_ids),
                                      refusals.c.id > refusals_after))
                          .order_by(refusals.c.id))
        chat_query = (select(chat.c.id, chat.c.match_id, chat.c.seat, chat.c.name, chat.c.text,
                             chat.c.created_at)
                      .where(and_(self._among(chat.c.match_id, match_ids),
                                  chat.c.id > chat_after))
                      .order_by(chat.c.id))
        async with self.engine.connect() as conn:
            mark_rows = (await conn.execute(marks_query)).all()
            refusal_rows = (await conn.execute(refusals_query)).all()
            chat_rows = (await conn.execute(chat_query)).all()
        for (match_id, seq, status, muted, seat, name, kind, level, token_hash, stand_in,
             resigned) in mark_rows:
            mark = found.marks.get(match_id)
            if mark is None:
                mark = found.marks[match_id] = PollMark(seq or 0, status, bool(muted), [])
            if seat is not None:
                mark.seats.append((name, kind, level, token_hash, stand_in, bool(resigned)))
        found.refusals.extend(
            (refusal_id, match_id, RefusalRecord(None if seat < 0 else seat, client_id, code,
                                                 message))
            for refusal_id, match_id, seat, client_id, code, message in refusal_rows)
        for line_id, match_id, seat, name, text_, at in chat_rows:
            found.chat.setdefault(match_id, []).append(
                ChatRecord(line_id, seat, name, text_, as_utc(at) or utcnow()))
        return found

    async def get_moves(self, match_id: str, after: int = 0,
                        upto: int | None = None) -> list[MoveRecord]:
        """The stored moves of a match with `after` < seq (<= `upto`), in order."""
        where = and_(moves.c.match_id == match_id, moves.c.seq > after)
        if upto is not None:
            where = and_(where, moves.c.seq <= upto)
        async with self.engine.connect() as conn:
            rows = await conn.execute(select(moves).where(where).order_by(moves.c.seq))
            return [_move(r) for r in rows]

    async def moves_of(self, match_ids: list[str]) -> dict[str, list[MoveRecord]]:
        """The stored moves of several matches in one query, in order, by match."""
        found: dict[str, list[MoveRecord]] = {m: [] for m in match_ids}
        if not match_ids:
            return found
        async with self.engine.connect() as conn:
            rows = await conn.execute(
                select(moves).where(moves.c.match_id.in_(match_ids))
                .order_by(moves.c.match_id, moves.c.seq)
            )
            for r in rows:
                found[r.match_id].append(_move(r))
        return found

    async def add_chat(self, match_id: str, seat: int | None, name: str, body: str,
                       at: datetime) -> int:
        """Store a chat line; returns its id."""
        async with self._writing() as conn:
            result = await conn.execute(
                chat.insert().values(match_id=match_id, seat=seat, name=name, text=body,
                                     created_at=at).returning(chat.c.id)
            )
            return result.scalar_one()

    async def chat_since(self, match_ids: list[str], after: int) -> dict[str, list[ChatRecord]]:
        """Chat lines of several matches with an id above `after`, oldest first, by match."""
        found: dict[str, list[ChatRecord]] = {m: [] for m in match_ids}
        if not match_ids:
            return found
        async with self.engine.connect() as conn:
            rows = await conn.execute(
                select(chat).where(and_(chat.c.match_id.in_(match_ids), chat.c.id > after))
                .order_by(chat.c.id)
            )
            for r in rows:
                found[r.match_id].append(
                    ChatRecord(r.id, r.seat, r.name, r.text, as_utc(r.created_at) or utcnow()))
        return found

    async def put_presence(self, instance: str, rows: list[tuple[str, int, int]],
                           at: datetime) -> None:
        """This instance's connections now, as (match, seat or -1, count): replaces its last."""
        async with self._writing() as conn:
            await conn.execute(presence.delete().where(presence.c.instance == instance))
            if rows:
                await conn.execute(presence.insert(), [
                    {"match_id": m, "instance": instance, "seat": s, "connections": n,
                     "seen_at": at} for m, s, n in rows
                ])

    async def get_presence(self, match_ids: list[str], instance: str,
                           since: datetime) -> dict[str, dict[int, int]]:
        """Other instances' connections to these matches seen since `since`: seat -> count."""
        found: dict[str, dict[int, int]] = {m: {} for m in match_ids}
        if not match_ids:
            return found
        async with self.engine.connect() as conn:
            rows = await conn.execute(
                select(presence).where(and_(
                    presence.c.match_id.in_(match_ids), presence.c.instance != instance,
                    presence.c.seen_at >= since,
                ))
            )
            for r in rows:
                seats_seen = found[r.match_id]
                seats_seen[r.seat] = seats_seen.get(r.seat, 0) + r.connections
        return found

    async def beat_instance(self, instance: str, bus: str, at: datetime,
                            forget_before: datetime) -> dict[str, tuple[str, datetime]]:
        """Write this instance's row (its heartbeat) and read the others' as id -> (bus,
        seen at); rows not written since `forget_before` are deleted."""
        async with self._writing() as conn:
            await conn.execute(instances.delete().where(
                or_(instances.c.id == instance, instances.c.seen_at < forget_before)))
            await conn.execute(instances.insert().values(id=instance, bus=bus, seen_at=at))
            rows = await conn.execute(select(instances).where(instances.c.id != instance))
            return {r.id: (r.bus, r.seen_at) for r in rows}

    async def forget_instance(self, instance: str) -> None:
        """This instance stops."""
        async with self._writing() as conn:
            await conn.execute(instances.delete().where(instances.c.id == instance))

    async def get_chat(self, match_id: str, limit: int = 200) -> list[ChatRecord]:
        """The latest chat lines of a match, oldest first."""
        async with self.engine.connect() as conn:
            rows = (await conn.execute(
                select(chat).where(chat.c.match_id == match_id)
                .order_by(chat.c.id.desc()).limit(limit)
            )).all()
        return [
            ChatRecord(r.id, r.seat, r.name, r.text, as_utc(r.created_at) or utcnow())
            for r in reversed(rows)
        ]

    async def add_refusal(self, match_id: str, seat: int | None, client_id: str, code: str,
                          message: str, at: datetime, keep: int) -> None:
        """Keep the answer given to a refused move id, and only the match's newest `keep`."""
        row = {"match_id": match_id, "seat": -1 if seat is None else seat,
               "client_id": client_id, "code": code, "message": message, "created_at": at}
        insert = (postgresql.insert if self.engine.dialect.name == "postgresql"
                  else sqlite.insert)
        async with self._writing() as conn:
            await conn.execute(insert(refusals).values(row).on_conflict_do_nothing())
            oldest_kept = (await conn.execute(
                select(refusals.c.id).where(refusals.c.match_id == match_id)
                .order_by(refusals.c.id.desc()).offset(keep - 1).limit(1)
            )).scalar()
            if oldest_kept is not None:
                await conn.execute(refusals.delete().where(and_(
                    refusals.c.match_id == match_id, refusals.c.id < oldest_kept)))

    async def refusals_since(self, match_ids: list[str],
                             after: int) -> list[tuple[int, str, RefusalRecord]]:
        """Refusals of several matches with an id above `after`, oldest first, as
        (id, match, refusal)."""
        if not match_ids:
            return []
        async with self.engine.connect() as conn:
            rows = await conn.execute(
                select(refusals).where(and_(refusals.c.match_id.in_(match_ids),
                                            refusals.c.id > after)).order_by(refusals.c.id))
            return [(r.id, r.match_id, RefusalRecord(None if r.seat < 0 else r.seat,
                                                     r.client_id, r.code, r.message))
                    for r in rows]

    async def get_refusals(self, match_id: str) -> list[RefusalRecord]:
        """The refused move ids of a match with their answers, oldest first."""
        async with self.engine.connect() as conn:
            rows = await conn.execute(
                select(refusals).where(refusals.c.match_id == match_id).order_by(refusals.c.id))
            return [RefusalRecord(None if r.seat < 0 else r.seat, r.client_id, r.code, r.message)
                    for r in rows]
