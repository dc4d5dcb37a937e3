"""Matches, live and finished, as a spectator may see them; and the health check."""

from __future__ import annotations

import asyncio
from collections import OrderedDict
from collections.abc import Hashable
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
from app.rooms.errors import not_found
from app.rooms.names import valid_id
from app.rooms.verify import verify
from app.services import Services

router = APIRouter(prefix="/api", tags=["history"])

#: Replay steps per page, by default and at most.
REPLAY_PAGE = 1000
REPLAY_PAGE_MAX = 1000
#: No match is longer than this (every game bounds its plies far below).
REPLAY_FROM_MAX = 1_000_000
#: Bytes of encoded replay pages and move lists of finished matches kept, each.
REPLAY_CACHE_BYTES = 64 << 20
MOVES_CACHE_BYTES = 64 << 20
#: Seconds /api/health waits for the database before it says it is unavailable.
HEALTH_TIMEOUT = 2.0


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


_replays = EncodedCache(REPLAY_CACHE_BYTES)
_move_lists = EncodedCache(MOVES_CACHE_BYTES)


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


@router.get("/matches", response_model=list[MatchOut])
async def list_matches(
    services: ServicesDep,
    status: Annotated[list[MatchStatus] | None, Query()] = None,
    game: str | None = None,
    limit: Annotated[int, Query(ge=1, le=200)] = 20,
    moves: bool = False,
) -> Response:
    """Live, finished and abandoned matches, newest first; `moves=true` adds the move lists."""
    if game is not None and get_game(game) is None:
        return _json([])
    records = await services.store.list_matches(status or ["live", "finished", "abandoned"], game, limit)
    counts = _kept_counts(records)
    counts |= await services.store.latest_seqs(
        [r.id for r in records if r.id not in services.rooms.rooms and r.id not in counts])
    listed = await _move_lists_of(services, records) if moves else {}
    return _json(public.render_rows(
        records,
        lambda r: _match(services, r, _count(services, r, counts), listed.get(r.id)),
        "match", lambda r: r.id,
    ))


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
    record = await services.store.get_match(match_id) if valid_id(match_id) else None
    game = get_game(record.game) if record else None
    if record is None or game is None:
        raise not_found("match")
    key = (match_id, start, limit)
    cached = _replays.get(key) if record.status == "finished" else None
    if cached is None:
        here = _moves_here(services, record)
        moves = ([m for m in here if m.seq <= start + limit] if here is not None
                 else await services.store.get_moves(match_id, upto=start + limit))
        page = await services.rooms.offload.run(
            jobs.replay_page, record, moves, start, limit, address=client_address(request))
        if record.status == "finished":
            _replays.put(key, page, len(page))
        return Response(page, media_type="application/json")
    return Response(cached, media_type="application/json")


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
    """200 when the server and its database are usable (`degraded` without Redis), else 503."""
    bus = "local" if services.bus.mode == "local" else (
        "ok" if services.bus.healthy else "unavailable"
    )
    try:
        # answered within 2 s even when every pooled connection is taken
        await asyncio.wait_for(services.store.ping(), HEALTH_TIMEOUT)
    except Exception as error:  # noqa: BLE001 - any failure means "unavailable"
        return JSONResponse(
            {"status": "unavailable", "database": database_fault(error) or "error", "bus": bus},
            status_code=503, headers={"Retry-After": "1"},
        )
    status = "degraded" if bus == "unavailable" else "ok"
    return JSONResponse({"status": status, "database": "ok", "bus": bus})
