"""Matches, live and finished, as a spectator may see them; and the health check."""

from __future__ import annotations

from typing import Annotated, Any, Literal

from fastapi import APIRouter, Query
from fastapi.responses import JSONResponse

from app.api.deps import ServicesDep
from app.api.lobby import room_seat
from app.api.schemas import MatchOut, MoveOut, ReplayOut, ReplayStep, SeatOut
from app.db.records import MatchRecord
from app.games.registry import get_game
from app.rooms.errors import not_found
from app.rooms.history import public_moves, replay_public
from app.rooms.names import valid_id
from app.rooms.options import public_options
from app.rooms.verify import verify
from app.services import Services

router = APIRouter(prefix="/api", tags=["history"])

Status = Literal["waiting", "live", "finished"]


async def _moves(services: Services, record: MatchRecord) -> list[MoveOut]:
    room = services.rooms.rooms.get(record.id)
    if room is not None:
        listed = room.public_moves
    else:
        game = get_game(record.game)
        if game is None:
            return []
        listed = public_moves(game, record, await services.store.get_moves(record.id))
    return [MoveOut(**m) for m in listed]


async def _match_out(services: Services, record: MatchRecord, with_moves: bool) -> MatchOut:
    game = get_game(record.game)
    room = services.rooms.rooms.get(record.id)
    connected = room.connected_seats() if room else set()
    moves = await _moves(services, record) if with_moves or room is None else None
    return MatchOut(
        match_id=record.id,
        game=record.game,
        players=record.players,
        status=record.status,
        options=public_options(game, record.options) if game else {},
        seats=[SeatOut(**room_seat(s, s.seat in connected)) for s in record.seats],
        created_at=record.created_at,
        started_at=record.started_at,
        finished_at=record.finished_at,
        result=record.result,
        seed=record.seed if record.status == "finished" else None,
        move_count=room.version if room else len(moves or []),
        moves=moves if with_moves else None,
    )


@router.get("/matches")
async def list_matches(
    services: ServicesDep,
    status: Annotated[list[Status] | None, Query()] = None,
    game: str | None = None,
    limit: Annotated[int, Query(ge=1, le=200)] = 20,
    moves: bool = True,
) -> list[MatchOut]:
    """Finished and live matches, newest first; `moves=false` leaves out the move lists."""
    if game is not None and get_game(game) is None:
        return []
    records = await services.store.list_matches(status or ["live", "finished"], game, limit)
    return [await _match_out(services, r, moves) for r in records]


@router.get("/matches/{match_id}")
async def get_match(match_id: str, services: ServicesDep) -> MatchOut:
    """One match with its players, result and move list (the seed once it is over)."""
    record = await services.store.get_match(match_id) if valid_id(match_id) else None
    if record is None:
        raise not_found("match")
    return await _match_out(services, record, True)


@router.get("/matches/{match_id}/replay")
async def get_replay(match_id: str, services: ServicesDep) -> ReplayOut:
    """The spectator's view after every move, for a replay viewer."""
    record = await services.store.get_match(match_id) if valid_id(match_id) else None
    game = get_game(record.game) if record else None
    if record is None or game is None:
        raise not_found("match")
    steps = replay_public(game, record, await services.store.get_moves(match_id))
    return ReplayOut(
        match_id=record.id, game=record.game, status=record.status,
        views=[ReplayStep(**s) for s in steps],
    )


@router.get("/matches/{match_id}/chat")
async def get_chat(match_id: str, services: ServicesDep) -> list[dict[str, Any]]:
    """The match's chat, oldest first (the latest 200 lines)."""
    record = await services.store.get_match(match_id) if valid_id(match_id) else None
    if record is None:
        raise not_found("match")
    return await services.store.get_chat(match_id)


@router.get("/matches/{match_id}/verify")
async def verify_match(match_id: str, services: ServicesDep) -> dict[str, Any]:
    """Replay a finished match from its published seed and compare with its recorded result."""
    record = await services.store.get_match(match_id) if valid_id(match_id) else None
    if record is None:
        raise not_found("match")
    match = (await _match_out(services, record, True)).model_dump(mode="json")
    verdict = verify(match, options=record.options)
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
