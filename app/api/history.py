"""Matches, live and finished, as a spectator may see them; and the health check."""

from __future__ import annotations

import asyncio
import logging
import weakref
from collections import OrderedDict
from collections.abc import AsyncIterator, Hashable
from contextlib import asynccontextmanager
from typing import Annotated, Any

import orjson
from fastapi import APIRouter, Query, Request, Response
from fastapi.responses import JSONResponse
from orjson import Fragment

from app.api.deps import ServicesDep
from app.api.lobby import client_address
from app.api.schemas import MatchOut, ReplayOut
from app.db.engine import database_fault
from app.db.records import MatchRecord, MatchStatus, MoveRecord
from app.games.registry import get_game
from app.protocol.outbound import encode_bytes
from app.rooms import jobs, public
from app.rooms.errors import RoomError, not_found
from app.rooms.names import valid_id
from app.rooms.verify import verify
from app.services import Services

log = logging.getLogger(__name__)

router = APIRouter(prefix="/api", tags=["history"])

#: Replay steps per page, by default and at most.
REPLAY_PAGE = 1000
REPLAY_PAGE_MAX = 1000
#: No match is longer than this (every game bounds its plies far below).
REPLAY_FROM_MAX = 1_000_000
#: Bytes of encoded replay pages and move lists of finished matches kept, each.
REPLAY_CACHE_BYTES = 64 << 20
MOVES_CACHE_BYTES = 64 << 20
#: Bytes of encoded listing rows kept (each with what it was rendered from).
ROWS_CACHE_BYTES = 32 << 20
#: Listing rows rendered between two turns of the event loop: a listing of 200 matches
#: with their moves, rendered in one piece, held the loop for 10-40 ms (every move
#: waited behind it); in slices of this many rows, a move waits for one slice at most.
ROWS_PER_TURN = 10
#: Rows compared with those kept between two turns (a few microseconds each).
KEPT_PER_TURN = 50
#: Heavy reads (listings with moves, replay pages not yet kept) served at once by one
#: server; the others wait their turn, up to HEAVY_WAIT seconds (then `server_busy`).
HEAVY_READS = 1
HEAVY_WAIT = 30.0
#: Share of the time heavy reads may hold their gate (the rest is the moves'), and the
#: longest rest between two of them. A client listing 200 live matches with their moves
#: in a loop, one at a time, took the live p99 of 250 rooms from 4.5 to 18 ms (the loop
#: 0.93 busy, `python -m bench.lag --live 250`).
HEAVY_SHARE = 0.2
REST_MAX = 1.0
#: Seconds /api/health waits for the database before it says it is unavailable.
HEALTH_TIMEOUT = 2.0
#: Faults of the last write of moves that health reports though its own read answered.
WRITE_FAULTS = ("readonly", "full", "denied", "schema")
#: Faults of a Redis that answers, carries the news, and takes no writes (a replica, past
#: its memory, or a snapshot failed): the bus works, presence, leases and the shared
#: limits fall back.
REDIS_WRITE_FAULTS = ("readonly", "full")


class EncodedCache:
    """Encoded answers of finished matches (they never change), the latest used kept
    within a total of bytes rather than a count (one replay page may be megabytes)."""

    def __init__(self, limit: int) -> None:
        self.limit = limit
        self.size = 0
        self._kept: OrderedDict[Hashable, tuple[Any, int]] = OrderedDict()

    def get(self, key: Hashable) -> Any:
        """The value kept under `key` (now the latest used), or None."""
        found = self._kept.get(key)
        if found is None:
            return None
        self._kept.move_to_end(key)
        return found[0]

    def put(self, key: Hashable, value: Any, size: int) -> None:
        """Keep `value` (`size` bytes), forgetting the least recently used past the limit."""
        if size > self.limit:
            return
        old = self._kept.pop(key, None)
        if old is not None:
            self.size -= old[1]
        self._kept[key] = (value, size)
        self.size += size
        while self.size > self.limit:
            _, (_, gone) = self._kept.popitem(last=False)
            self.size -= gone

    def __len__(self) -> int:
        return len(self._kept)


class _Lane:
    """One event loop's share of a ReadGate."""

    def __init__(self, size: int) -> None:
        self.semaphore = asyncio.Semaphore(size)
        #: The loop's time before which no heavy read starts (the rest after the last one).
        self.open_at = 0.0


class ReadGate:
    """At most `size` heavy reads at once in each event loop, the others queued in order,
    and heavy reads inside the gate at most `share` of the time: after a read held the
    gate t seconds, the next starts t × (1 − share) / share later (at most REST_MAX). A
    client reading in a loop makes itself wait, not the moves: one gated read at a time
    was not enough, a client listing 200 matches in a loop still took half the loop."""

    def __init__(self, size: int, wait: float, share: float = 1.0) -> None:
        self.size = size
        self.wait = wait
        self.share = share
        self._lanes: weakref.WeakKeyDictionary[asyncio.AbstractEventLoop,
                                               _Lane] = weakref.WeakKeyDictionary()
        #: Heavy reads waiting their turn and inside the gate now; at most inside at once.
        self.waiting = 0
        self.inside = 0
        self.peak = 0

    async def _enter(self, lane: _Lane, loop: asyncio.AbstractEventLoop) -> None:
        await lane.semaphore.acquire()
        try:
            while (rest := lane.open_at - loop.time()) > 0:
                await asyncio.sleep(rest)
        except BaseException:
            lane.semaphore.release()
            raise

    @asynccontextmanager
    async def __call__(self) -> AsyncIterator[None]:
        loop = asyncio.get_running_loop()
        lane = self._lanes.get(loop)
        if lane is None:
            lane = self._lanes[loop] = _Lane(self.size)
        self.waiting += 1
        try:
            async with asyncio.timeout(self.wait):
                await self._enter(lane, loop)
        except TimeoutError:
            raise RoomError("server_busy", "The server is busy with other heavy requests; "
                                           "try again in a moment.") from None
        finally:
            self.waiting -= 1
        self.inside += 1
        self.peak = max(self.peak, self.inside)
        entered = loop.time()
        try:
            yield
        finally:
            self.inside -= 1
            now = loop.time()
            rest = min(REST_MAX, (now - entered) * (1 - self.share) / self.share)
            lane.open_at = max(lane.open_at, now + rest)
            lane.semaphore.release()


_replays = EncodedCache(REPLAY_CACHE_BYTES)
_move_lists = EncodedCache(MOVES_CACHE_BYTES)
#: Encoded listing rows, by (match, with moves): (what the row shows, its bytes).
_rows = EncodedCache(ROWS_CACHE_BYTES)
heavy_reads = ReadGate(HEAVY_READS, HEAVY_WAIT, HEAVY_SHARE)


def _json(body: Any) -> Response:
    """The body encoded by the server's one encoder (its models document the shape)."""
    return Response(encode_bytes(body), media_type="application/json")


def _connected(services: Services, match_id: str) -> set[int]:
    room = services.rooms.rooms.get(match_id)
    return room.connected_seats() if room else set()


def _moves_here(services: Services, record: MatchRecord) -> list[MoveRecord] | None:
    """The moves of a match loaded in this process (no database read), else None."""
    room = services.rooms.rooms.get(record.id)
    return list(room.moves) if room is not None else None


def _cached_moves(record: MatchRecord) -> Fragment | None:
    kept = _move_lists.get(record.id) if record.status == "finished" else None
    return kept[0] if kept else None


def _kept_counts(records: list[MatchRecord]) -> dict[str, int]:
    """The move counts of the finished matches whose move lists are kept."""
    counts = {}
    for record in records:
        kept = _move_lists.get(record.id) if record.status == "finished" else None
        if kept is not None:
            counts[record.id] = kept[1]
    return counts


def _encoded_moves(record: MatchRecord, moves: list[MoveRecord]) -> Fragment | list[MoveRecord]:
    """A finished match's public move list, encoded once and kept; others as they are."""
    game = get_game(record.game)
    if record.status != "finished" or game is None:
        return moves
    data = public.encoded_move_list(game, record, moves)
    encoded = Fragment(data)
    _move_lists.put(record.id, (encoded, len(moves)), len(data))
    return encoded


async def _move_lists_of(services: Services, records: list[MatchRecord],
                         ) -> dict[str, Fragment | list[MoveRecord]]:
    """Each match's public move list: kept encoded, else from memory, else stored."""
    found: dict[str, Fragment | list[MoveRecord]] = {}
    stored: list[MatchRecord] = []
    for record in records:
        cached = _cached_moves(record)
        here = _moves_here(services, record) if cached is None else None
        if cached is not None:
            found[record.id] = cached
        elif here is not None:
            found[record.id] = here
        else:
            stored.append(record)
    if stored:
        read = await services.store.moves_of([r.id for r in stored])
        for record in stored:
            found[record.id] = read.get(record.id, [])
    return found


def _match(services: Services, record: MatchRecord, count: int,
           moves: Fragment | list[MoveRecord] | None) -> dict[str, Any]:
    if isinstance(moves, list):
        moves = _encoded_moves(record, moves)
    return public.match_body(record, get_game(record.game), _connected(services, record.id),
                             count, moves)


def _count(services: Services, record: MatchRecord, counts: dict[str, int]) -> int:
    here = services.rooms.rooms.get(record.id)
    return len(here.moves) if here is not None else counts.get(record.id, 0)


def _listed_moves(moves: Fragment | list[MoveRecord] | None,
                  count: int) -> Fragment | list[MoveRecord] | None:
    """The first `count` moves (those the row counts), read later than they were counted."""
    if isinstance(moves, list) and len(moves) > count:
        return [m for m in moves if m.seq <= count]
    return moves


async def _listing(services: Services, records: list[MatchRecord], counts: dict[str, int],
                   with_moves: bool) -> bytes:
    """The encoded list of these matches' rows: each row kept encoded with what it shows
    (its record, the seats connected, its move count) and rendered again only when one of
    them changed; the rows to render are rendered a slice at a time, the event loop free
    between two slices. A row that cannot be rendered is logged and left out."""
    rows: list[bytes | None] = []
    todo: list[tuple[int, MatchRecord, tuple[Any, ...]]] = []
    for n, record in enumerate(records):
        if n and n % KEPT_PER_TURN == 0:
            await asyncio.sleep(0)
        shown = (record, frozenset(_connected(services, record.id)),
                 _count(services, record, counts))
        kept = _rows.get((record.id, with_moves))
        if kept is not None and kept[0] == shown:
            rows.append(kept[1])
        else:
            todo.append((len(rows), record, shown))
            rows.append(None)
    listed = await _move_lists_of(services, [r for _, r, _ in todo]) if with_moves and todo \
        else {}
    for n, (index, record, shown) in enumerate(todo):
        if n and n % ROWS_PER_TURN == 0:
            await asyncio.sleep(0)
        _, connected, count = shown
        moves = _listed_moves(listed.get(record.id), count) if with_moves else None
        try:
            if isinstance(moves, list):
                moves = _encoded_moves(record, moves)
            row = encode_bytes(public.match_body(record, get_game(record.game), set(connected),
                                                 count, moves))
        except Exception:  # noqa: BLE001 - one bad stored row must not break a whole list
            log.exception("match %s cannot be shown; it is left out of the list", record.id)
            continue
        _rows.put((record.id, with_moves), (shown, row), len(row))
        rows[index] = row
    return b"[" + b",".join(row for row in rows if row is not None) + b"]"


@router.get("/matches", response_model=list[MatchOut])
async def list_matches(
    services: ServicesDep,
    status: Annotated[list[MatchStatus] | None, Query()] = None,
    game: str | None = None,
    limit: Annotated[int, Query(ge=1, le=200)] = 20,
    moves: bool = False,
) -> Response:
    """Live, finished and abandoned matches, newest first; `moves=true` adds the move lists
    (one such listing is served at a time, the others wait their turn)."""
    if game is not None and get_game(game) is None:
        return _json([])
    async with heavy_reads() if moves else _no_gate():
        records = await services.store.list_matches(status or ["live", "finished", "abandoned"],
                                                    game, limit)
        counts = _kept_counts(records)
        counts |= await services.store.latest_seqs(
            [r.id for r in records if r.id not in services.rooms.rooms and r.id not in counts])
        body = await _listing(services, records, counts, moves)
    return Response(body, media_type="application/json")


@asynccontextmanager
async def _no_gate() -> AsyncIterator[None]:
    yield


async def _match_out(services: Services, record: MatchRecord) -> dict[str, Any]:
    moves = (await _move_lists_of(services, [record]))[record.id]
    counts = _kept_counts([record])
    if record.id not in counts and record.id not in services.rooms.rooms:
        counts = await services.store.latest_seqs([record.id])
    return _match(services, record, _count(services, record, counts), moves)


@router.get("/matches/{match_id}", response_model=MatchOut)
async def get_match(match_id: str, services: ServicesDep) -> Response:
    """One match with its players, result and move list (the seed once it is over)."""
    record = await services.store.get_match(match_id) if valid_id(match_id) else None
    if record is None:
        raise not_found("match")
    return _json(await _match_out(services, record))


@router.get("/matches/{match_id}/replay", response_model=ReplayOut)
async def get_replay(
    match_id: str, request: Request, services: ServicesDep,
    start: Annotated[int, Query(alias="from", ge=0, le=REPLAY_FROM_MAX)] = 0,
    limit: Annotated[int, Query(ge=1, le=REPLAY_PAGE_MAX)] = REPLAY_PAGE,
) -> Response:
    """The spectator's view after each move, `limit` steps from step `from` (0: the setup).

    `next` is the `from` of the following page, null on the last one. A finished
    match's pages are computed once (in a worker process) and kept encoded.
    """
    key = (match_id, start, limit)
    # Kept only once the match is finished, and a finished match never changes: served
    # without reading the match again.
    cached = _replays.get(key)
    if cached is not None:
        return Response(cached, media_type="application/json")
    record = await services.store.get_match(match_id) if valid_id(match_id) else None
    game = get_game(record.game) if record else None
    if record is None or game is None:
        raise not_found("match")
    async with heavy_reads():  # one heavy read at a time; meanwhile another kept it?
        page = _replays.get(key) if record.status == "finished" else None
        if page is None:
            page = await _replay_page(services, request, record, start, limit)
    return Response(page, media_type="application/json")


async def _replay_page(services: Services, request: Request, record: MatchRecord, start: int,
                       limit: int) -> bytes:
    """A replay page built (in a worker process), and kept if the match is finished."""
    here = _moves_here(services, record)
    moves = ([m for m in here if m.seq <= start + limit] if here is not None
             else await services.store.get_moves(record.id, upto=start + limit))
    page = await services.rooms.offload.run(
        jobs.replay_page, record, moves, start, limit, address=client_address(request))
    if record.status == "finished":
        _replays.put((record.id, start, limit), page, len(page))
    return page


@router.get("/matches/{match_id}/chat")
async def get_chat(match_id: str, services: ServicesDep) -> Response:
    """The match's chat, oldest first (the latest 200 lines)."""
    record = await services.store.get_match(match_id) if valid_id(match_id) else None
    if record is None:
        raise not_found("match")
    lines = public.chat_list(await services.store.get_chat(match_id))
    return Response(encode_bytes(lines), media_type="application/json")


@router.get("/matches/{match_id}/verify")
async def verify_match(match_id: str, request: Request,
                       services: ServicesDep) -> dict[str, Any]:
    """Replay a finished match from its published seed and compare with its recorded result."""
    record = await services.store.get_match(match_id) if valid_id(match_id) else None
    if record is None:
        raise not_found("match")
    match = orjson.loads(encode_bytes(await _match_out(services, record)))
    verdict = await services.rooms.offload.run(verify, match, record.options,
                                               address=client_address(request))
    return {"match_id": match_id, "ok": verdict.ok, "reason": verdict.reason,
            "seed": match["seed"], "moves": len(match["moves"] or []),
            "recorded": record.result, "replayed": verdict.replayed}


@router.get("/health")
async def health(services: ServicesDep) -> JSONResponse:
    """200 when the server and its database are usable (`degraded` without Redis, with a
    Redis that refuses the server's password, or with one that takes no writes), else 503."""
    shares = services.presence_shares.fault
    if services.bus.mode == "local":
        bus = "local"
    elif not services.bus.healthy:  # it refuses the server's password, or is away
        bus = "denied" if services.bus.fault == "denied" else "unavailable"
    else:
        bus = shares if shares in REDIS_WRITE_FAULTS else "ok"
    if services.unheard and bus in ("ok", "local"):
        bus = "split"  # another instance on this database does not hear this one's news
    fault: str | None
    try:
        # answered within 2 s even when every pooled connection is taken
        async with asyncio.timeout(HEALTH_TIMEOUT):
            writable = await services.store.ping()
    except Exception as error:  # noqa: BLE001 - any failure means "unavailable"
        fault = database_fault(error) or "error"
    else:
        # Faults that a read does not show: the database read-only, its disk full, or its
        # login refused to new connections while the pooled ones still answer (seen by the
        # last write of moves only).
        last = services.writer.write_fault()
        fault = "readonly" if not writable else last if last in WRITE_FAULTS else None
    if fault is not None:
        return JSONResponse({"status": "unavailable", "database": fault, "bus": bus},
                            status_code=503, headers={"Retry-After": "1"})
    status = "ok" if bus in ("ok", "local") else "degraded"
    return JSONResponse({"status": status, "database": "ok", "bus": bus})
