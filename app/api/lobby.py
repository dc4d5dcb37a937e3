"""Games, rooms and joining: what the lobby needs."""

from __future__ import annotations

import logging
from typing import Annotated, Any

from fastapi import APIRouter, Query, Request, status

from app.api.deps import ServicesDep
from app.api.schemas import CreateRoom, Joined, JoinRoom, RoomCreated, RoomOut
from app.bots import LEVELS
from app.db.records import MatchRecord, MatchStatus
from app.games.registry import all_games, get_game
from app.rooms import public
from app.rooms.manager import BotRequest, RoomManager
from app.rooms.options import room_options_json

log = logging.getLogger(__name__)
router = APIRouter(prefix="/api", tags=["lobby"])



@router.get("/games")
async def list_games() -> list[dict[str, Any]]:
    """The games, with names per locale, player counts and room options."""
    return [
        game.metadata() | {
            "bot_levels": list(LEVELS),
            "options": game.metadata()["options"] + room_options_json(),
        }
        for game in all_games().values()
    ]


def client_address(request: Request) -> str:
    """The caller's address (the proxy's forwarded one when BEHIND_PROXY is set)."""
    return request.client.host if request.client else "unknown"


def invite_url(request: Request, public_url: str, room_id: str) -> str:
    """The link friends open to join."""
    base = public_url.rstrip("/") if public_url else str(request.base_url).rstrip("/")
    return f"{base}/room/{room_id}"


@router.post("/rooms", status_code=status.HTTP_201_CREATED)
async def create_room(body: CreateRoom, request: Request, services: ServicesDep) -> RoomCreated:
    """Create a room; the creator takes a seat and gets its secret token."""
    address = client_address(request)
    services.limits.rooms_per_address.check(address, "rooms created")
    room, seat, token = await services.rooms.create(
        body.game, body.players, body.name, body.options,
        [BotRequest(b.seat, b.level) for b in body.bots or []], body.seat, address,
    )
    return RoomCreated(
        room_id=room.id, seat=seat, token=token,
        invite_url=invite_url(request, services.settings.public_url, room.id),
    )


def room_out(record: MatchRecord, rooms: RoomManager, detail: bool = False,
             elsewhere: dict[int, int] | None = None) -> dict[str, Any]:
    """A room as the lobby shows it, with live connection data: from the room when it is
    loaded here, else from the presence other instances share (`elsewhere`)."""
    room = rooms.rooms.get(record.id)
    if room is not None:
        connected, spectators = room.connected_seats(), room.spectator_count()
    else:
        seen = elsewhere or {}
        connected, spectators = {s for s in seen if s >= 0}, seen.get(-1, 0)
    return public.room_body(record, get_game(record.game), connected, spectators,
                            room.version if room else None, detail)


@router.get("/rooms", response_model=list[RoomOut])
async def list_rooms(
    services: ServicesDep,
    status: Annotated[list[MatchStatus] | None, Query()] = None,
    game: str | None = None,
    limit: Annotated[int, Query(ge=1, le=200)] = 50,
) -> list[dict[str, Any]]:
    """Rooms, newest first, filtered by status and game."""
    if game is not None and get_game(game) is None:
        return []
    records = await services.store.list_matches(status, game, limit)
    elsewhere: dict[str, dict[int, int]] = {}
    if services.presence is not None:
        try:
            elsewhere = await services.presence.others(
                [r.id for r in records if r.id not in services.rooms.rooms])
        except Exception as error:  # noqa: BLE001 - the list goes on with this instance's counts
            services.presence_reads.failed(error)  # once an outage, not on every listing
        else:
            services.presence_reads.worked()
    return public.render_rows(
        records, lambda r: room_out(r, services.rooms, elsewhere=elsewhere.get(r.id)), "room",
        lambda r: r.id)


@router.get("/rooms/{room_id}", response_model=RoomOut)
async def get_room(room_id: str, services: ServicesDep) -> dict[str, Any]:
    """One room: game, public options, seats and status."""
    room = await services.rooms.require(room_id)
    return room_out(room.record, services.rooms, detail=True)


@router.post("/rooms/{room_id}/join")
async def join_room(
    room_id: str, body: JoinRoom, request: Request, services: ServicesDep
) -> Joined:
    """Take a free seat; the match starts once every seat is taken."""
    services.limits.joins_per_address.check(client_address(request), "joins")
    seat, token = await services.rooms.join(room_id, body.name, body.seat)
    return Joined(seat=seat, token=token)
