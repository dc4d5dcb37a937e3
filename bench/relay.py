"""The raw floor: a websocket relay with Bivouac's transport and message shape, and nothing else.

It runs on the same stack as the server (uvicorn, Starlette's websocket, the
same websocket implementation and compression), answers the same REST calls
the generator makes, and relays each move to every connection of its room as
a `state` message of the same shape and size. It checks no rules, stores
nothing and never waits on a database: what it costs is the transport's cost.
`python -m bench.relay --port 8100`.
"""

from __future__ import annotations

import argparse
import json
import secrets
from typing import Any

import uvicorn
from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import JSONResponse
from starlette.routing import Route, WebSocketRoute
from starlette.websockets import WebSocket, WebSocketDisconnect

from app.games.base import match_rng
from app.games.registry import get_game
from app.protocol import MAX_MESSAGE_BYTES

#: Moves per match: about a random hex_camping match's length, so rooms are replaced as often.
PLIES = 46


def _sample() -> tuple[Any, list[list[dict[str, Any]]]]:
    # One position's view and legal moves, computed once: the relay sends them unchanged.
    game = get_game("hex_camping")
    assert game is not None
    state = game.setup(2, game.validate_options(2, {}), match_rng("relay", 0))
    legal = [game.legal_moves(state, seat) for seat in (0, 1)]
    if not legal[1]:
        legal[1] = legal[0]
    return game.view(state, None), legal


VIEW, LEGAL = _sample()


class RelayRoom:
    """Two seats, the version, and the open connections."""

    def __init__(self, room_id: str) -> None:
        self.id = room_id
        self.tokens: dict[str, int] = {}
        self.version = 0
        self.sockets: dict[WebSocket, int | None] = {}

    def status(self) -> str:
        """`waiting`, `live` or `finished`, as the server says it."""
        if len(self.tokens) < 2:
            return "waiting"
        return "finished" if self.version >= PLIES else "live"

    def payload(self, seat: int | None) -> str:
        """The `state` message for one seat, in the server's shape."""
        status = self.status()
        to_act = [self.version % 2] if status == "live" else []
        finished = status == "finished"
        return json.dumps({
            "type": "state", "room_id": self.id, "game": "hex_camping",
            "version": self.version, "seat": seat, "status": status, "to_act": to_act,
            "view": VIEW,
            "legal": LEGAL[seat] if seat is not None and seat in to_act else [],
            "result": {"scores": [0, 0], "ranks": [1, 1], "ranking": [0, 1], "details": None}
            if finished else None,
            "clock": None,
        }, separators=(",", ":"), ensure_ascii=False)

    async def broadcast(self) -> None:
        """Send every connection the state as its seat sees it."""
        payloads: dict[int | None, str] = {}
        for socket, seat in list(self.sockets.items()):
            if seat not in payloads:
                payloads[seat] = self.payload(seat)
            try:
                await socket.send_text(payloads[seat])
            except (WebSocketDisconnect, RuntimeError):
                self.sockets.pop(socket, None)


ROOMS: dict[str, RelayRoom] = {}


def _seat(room: RelayRoom) -> tuple[int, str]:
    token = secrets.token_hex(24)
    seat = len(room.tokens)
    room.tokens[token] = seat
    return seat, token


async def create_room(request: Request) -> JSONResponse:
    """POST /api/rooms: a room with its host at seat 0."""
    await request.json()
    room = RelayRoom(secrets.token_urlsafe(8))
    ROOMS[room.id] = room
    seat, token = _seat(room)
    return JSONResponse({"room_id": room.id, "seat": seat, "token": token}, status_code=201)


async def join_room(request: Request) -> JSONResponse:
    """POST /api/rooms/{id}/join: the next seat."""
    await request.json()
    room = ROOMS.get(request.path_params["room_id"])
    if room is None or len(room.tokens) >= 2:
        return JSONResponse({"error": {"code": "room_full", "message": "full"}}, status_code=409)
    seat, token = _seat(room)
    return JSONResponse({"seat": seat, "token": token})


async def health(_: Request) -> JSONResponse:
    """GET /health."""
    return JSONResponse({"status": "ok"})


async def room_socket(socket: WebSocket) -> None:
    """Hello, then relay every move to the room."""
    await socket.accept()
    room = ROOMS.get(socket.path_params["room_id"])
    if room is None:
        await socket.close(4404)
        return
    try:
        while True:
            message = json.loads(await socket.receive_text())
            if message.get("type") == "hello":
                room.sockets[socket] = room.tokens.get(message.get("token") or "")
                await socket.send_text(room.payload(room.sockets[socket]))
            elif message.get("type") == "move" and room.status() == "live":
                room.version += 1
                await room.broadcast()
    except WebSocketDisconnect:
        pass
    finally:
        room.sockets.pop(socket, None)
        if not room.sockets and room.status() == "finished":
            ROOMS.pop(room.id, None)


app = Starlette(routes=[
    Route("/health", health),
    Route("/api/rooms", create_room, methods=["POST"]),
    Route("/api/rooms/{room_id}/join", join_room, methods=["POST"]),
    WebSocketRoute("/ws/rooms/{room_id}", room_socket),
])


def main() -> None:
    """Serve the relay on 127.0.0.1."""
    parser = argparse.ArgumentParser(prog="python -m bench.relay", description=__doc__)
    parser.add_argument("--port", type=int, default=8100)
    args = parser.parse_args()
    uvicorn.run(app, host="127.0.0.1", port=args.port, log_level="warning",
                ws_max_size=MAX_MESSAGE_BYTES, ws_per_message_deflate=False)


if __name__ == "__main__":
    main()
