"""Matches, live and finished, as a spectator may see them; and the health check."""

from __future__ import annotations

import asyncio
from collections import OrderedDict
from typing import Annotated, Any

from fastapi import APIRouter, Query, Response
from fastapi.responses import JSONResponse

from app.api.deps import ServicesDep
from app.api.schemas import MatchOut, ReplayOut
from app.db.records import MatchRecord, MatchStatus, MoveRecord
from app.games.registry import get_game
from app.protocol.outbound import encode_bytes
from app.rooms import public
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
#: Pages of finished matches' replays kept encoded.
REPLAY_CACHE = 64
_replays: OrderedDict[tuple[str, int, int], bytes] = OrderedDict()


async def _stored_moves(services: Services, record: MatchRecord) -> list[MoveRecord]:
    room = services.rooms.rooms.get(record.id)
    if room is not None:
        return list(room.moves)
    return await services.store.get_moves(record.id)


def _connected(services: Services, match_id: str) -> set[int]:
    room = services.rooms.rooms.get(match_id)
    return room.connected_seats() if room else set()


def _match(services: Services, record: MatchRecord, count: int,
           moves: list[MoveRecord] | None) -> dict[str, Any]:
    return public.match_body(record, get_game(record.game), _connected(services, record.id),
                             count, moves)


async def _match_out(services: Services, record: MatchRecord) -> dict[str, Any]:
    moves = await _stored_moves(services, record)
    return _match(services, record, len(moves), moves)


@router.get("/matches", response_model=list[MatchOut])
async def list_matches(
    services: ServicesDep,
    status: Annotated[list[MatchStatus] | None, Query()] = None,
    game: str | None = None,
    limit: Annotated[int, Query(ge=1, le=200)] = 20,
    moves: bool = False,
) -> list[dict[str, Any]]:
    """Live, finished and abandoned matches, newest first; `moves=true` adds the move lists."""
    if game is not None and get_game(game) is None:
        return []
    records = await services.store.list_matches(status or ["live", "finished", "abandoned"], game, limit)
    ids = [r.id for r in records]
    counts = await services.store.latest_seqs(ids)
    listed = await services.store.moves_of(ids) if moves else {}
    return public.render_rows(
        records,
        lambda r: _match(services, r, counts.get(r.id, 0), listed.get(r.id) if moves else None),
        "match", lambda r: r.id,
    )


@router.get("/matches/{match_id}", response_model=MatchOut)
async def get_match(match_id: str, services: ServicesDep) -> dict[str, Any]:
    """One match with its players, result and move list (the seed once it is over)."""
    record = await services.store.get_match(match_id) if valid_id(match_id) else None
    if record is None:
        raise not_found("match")
    return await _match_out(services, record)


@router.get("/matches/{match_id}/replay", response_model=ReplayOut)
async def get_replay(
    match_id: str, services: ServicesDep,
    start: Annotated[int, Query(alias="from", ge=0, le=REPLAY_FROM_MAX)] = 0,
    limit: Annotated[int, Query(ge=1, le=REPLAY_PAGE_MAX)] = REPLAY_PAGE,
) -> Response:
    """The spectator's view after each move, `limit` steps from step `from` (0: the setup).

    `next` is the `from` of the following page, null on the last one.
    """
    record = await services.store.get_match(match_id) if valid_id(match_id) else None
    game = get_game(record.game) if record else None
    if record is None or game is None:
        raise not_found("match")
    key = (match_id, start, limit)
    cached = _replays.get(key) if record.status == "finished" else None
    if cached is None:
        moves = await services.store.get_moves(match_id, upto=start + limit)
        steps = await asyncio.to_thread(public.replay_steps, game, record, moves, start, limit)
        last = steps[-1]["seq"] if steps else start
        more = len(moves) > 0 and moves[-1].seq > last
        cached = encode_bytes({
            "match_id": record.id, "game": record.game, "status": record.status,
            "views": steps, "next": last + 1 if more else None,
        })
        if record.status == "finished":
            _replays[key] = cached
            while len(_replays) > REPLAY_CACHE:
                _replays.popitem(last=False)
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
async def verify_match(match_id: str, services: ServicesDep) -> dict[str, Any]:
    """Replay a finished match from its published seed and compare with its recorded result."""
    record = await services.store.get_match(match_id) if valid_id(match_id) else None
    if record is None:
        raise not_found("match")
    match = MatchOut(**await _match_out(services, record)).model_dump(mode="json")
    verdict = await asyncio.to_thread(verify, match, record.options)
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
        await services.store.ping()
    except Exception as error:  # noqa: BLE001 - any failure means "unavailable"
        return JSONResponse(
            {"status": "unavailable", "database": type(error).__name__, "bus": bus},
            status_code=503,
        )
    status = "degraded" if bus == "unavailable" else "ok"
    return JSONResponse({"status": status, "database": "ok", "bus": bus})
