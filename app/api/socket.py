"""The websocket route: parse each message and hand it to the room."""

from __future__ import annotations

import asyncio
import contextlib
import logging
import time
from typing import assert_never
from urllib.parse import urlsplit

from fastapi import WebSocket
from starlette.websockets import WebSocketState

from app.config import Settings
from app.edge.websocket import SEND_NOW, SendNow
from app.limits import Limits, TokenBucket
from app.protocol.inbound import (
    MAX_MESSAGE_BYTES,
    CancelRoom,
    Chat,
    ClientMessage,
    DeclineRematch,
    Hello,
    MoveMessage,
    MuteSpectator,
    MuteSpectators,
    Ping,
    ReleaseSeat,
    Rematch,
    Resign,
    SeatComputer,
    TakeOver,
    parse_client_message,
    raw_move_id,
)
from app.protocol.outbound import ErrorMessage, Pong, RematchSeat, ServerMessage, encode
from app.rooms.errors import RoomError
from app.rooms.manager import check_level
from app.rooms.names import check_name_free, clean_name
from app.rooms.room import Room
from app.services import Services
from app.tasks import cancel_and_wait

log = logging.getLogger(__name__)

#: Seconds a new connection has to say hello (`hello_timeout` setting).
HELLO_TIMEOUT = 10.0
#: Connections of the whole process that have not said hello yet (`max_unidentified_sockets`).
MAX_UNIDENTIFIED = 500
CLOSE_POLICY = 1008
SEND_QUEUE = 64
SEND_TIMEOUT = 10.0
CLOSE_TOO_BIG = 1009
#: The client was too slow, or there are too many connections: try again later.
CLOSE_TRY_LATER = 1013
CLOSE_FORBIDDEN = 4403
CLOSE_NOT_FOUND = 4404
#: Queued after a connection's last message when its room no longer exists: the writer
#: closes the socket there (compared by identity: no message is this very string).
_GONE = str(object())


class Connection:
    """One websocket as a room subscriber: a bounded queue drained by a writer task.

    A client that stops reading is dropped rather than buffered: once its queue
    is full, or one send has waited SEND_TIMEOUT, the connection ends. State
    messages are whole states, so a client that reconnects loses nothing.

    Where the server offers it (`python -m app`: app/edge/websocket.py), a message
    is written at once when nothing is queued before it and the socket takes it
    without waiting; the queue and its writer task carry the rest, in order.
    """

    def __init__(self, websocket: WebSocket, limits: Limits) -> None:
        self.websocket = websocket
        self.seat: int | None = None
        self.name: str | None = None
        self.queue: asyncio.Queue[str] = asyncio.Queue(SEND_QUEUE)
        self.writer: asyncio.Task[None] | None = None
        #: Writes one message at once if the socket can take it now (None: not offered).
        self.send_now: SendNow | None = websocket.scope.get("extensions", {}).get(SEND_NOW)
        #: The writer task is sending a message: later ones wait behind it.
        self.sending = False
        self.address = websocket.client.host if websocket.client else "unknown"
        self.moves = TokenBucket(*limits.moves_per_connection)
        self.chat = TokenBucket(*limits.chat_per_connection)
        #: Whose count of connections without hello this one is in, until it says hello.
        self.unidentified: Services | None = None

    def identified(self) -> None:
        """The connection said hello (or ended): it no longer counts as unidentified."""
        if self.unidentified is not None:
            self.unidentified.unidentified -= 1
            self.unidentified = None

    def deliver(self, payload: str) -> None:
        """Send a message now or queue it; a client too slow to take it is disconnected."""
        if (self.send_now is not None and not self.sending and self.queue.empty()
                and self.writer is not None):
            try:
                if self.send_now(payload.encode()):
                    return
            except Exception:  # noqa: BLE001 - a socket that cannot take it: the writer finds out
                log.debug("a message could not be written at once; it is queued")
        try:
            self.queue.put_nowait(payload)
        except asyncio.QueueFull:
            if self.writer is not None:
                self.writer.cancel()

    def gone(self, message: str) -> None:
        """The room no longer exists: `not_found`, then the socket is closed (4404)."""
        self.error("not_found", message)
        self.send_now = None  # from now on through the queue: nothing after the close
        try:
            self.queue.put_nowait(_GONE)
        except asyncio.QueueFull:  # too slow to hear it: closed at once (it comes back: 4404)
            if self.writer is not None:
                self.writer.cancel()

    def send(self, message: ServerMessage) -> None:
        """Queue one message for this connection only."""
        self.deliver(encode(message))

    def error(self, code: str, message: str, move_id: str | None = None,
              retry_after: float | None = None) -> None:
        """Queue an error message."""
        self.send(ErrorMessage(code=code, message=message, id=move_id, retry_after=retry_after))

    async def write_loop(self) -> None:
        """Send queued messages until the socket closes or the client stops reading.

        A send that fails or times out ends the loop by returning, not raising: an
        exception kept by the finished task would hold its frames, and through them
        this connection and the task itself, in a cycle that only a full garbage
        collection frees (thousands of closed connections' objects a minute).
        """
        while True:
            payload = await self.queue.get()
            self.sending = True
            try:
                async with asyncio.timeout(SEND_TIMEOUT):
                    if payload is _GONE:
                        await self.websocket.close(CLOSE_NOT_FOUND)
                        break
                    await self.websocket.send_text(payload)
            except Exception:  # noqa: BLE001 - closed, broken or too slow: the connection ends
                return
            finally:
                self.sending = False
        # Closed for good: the reading ends when the client answers the close, and stops
        # this task then, as when a client leaves. A client that does not answer is
        # given up after SEND_TIMEOUT, as one that does not read.
        await asyncio.sleep(SEND_TIMEOUT)


def origin_allowed(websocket: WebSocket, settings: Settings) -> bool:
    """A browser may open a socket only from this server's own pages or an allowed origin.

    Clients that are not browsers send no Origin and are let in: the check
    exists to stop other websites from acting with a visitor's browser.
    """
    origin = websocket.headers.get("origin")
    if origin is None:
        return True
    origin = origin.rstrip("/")
    allowed = set(settings.origins())
    if settings.public_url:
        parsed = urlsplit(settings.public_url)
        allowed.add(f"{parsed.scheme}://{parsed.netloc}")
    if origin in allowed:
        return True
    host = websocket.headers.get("host", "")
    return urlsplit(origin).netloc == host and urlsplit(origin).scheme in {"http", "https"}


ROUTE_PREFIX = "/ws/rooms/"


async def room_socket(websocket: WebSocket, room_id: str, services: Services) -> None:
    """Play or watch one room (`/ws/rooms/{room_id}`; `app.main` routes sockets here)."""
    if not origin_allowed(websocket, services.settings):
        await websocket.close(CLOSE_FORBIDDEN)
        return
    conn = Connection(websocket, services.limits)
    cap = getattr(services.settings, "max_unidentified_sockets", MAX_UNIDENTIFIED)
    if services.unidentified >= cap:
        await websocket.accept()
        await websocket.close(CLOSE_TRY_LATER, "too many connections waiting to say hello")
        return
    if not services.limits.sockets_per_address.acquire(conn.address):
        await websocket.accept()
        await websocket.close(CLOSE_TRY_LATER, "too many connections from this address")
        return
    services.unidentified += 1
    conn.unidentified = services
    try:
        await _connected(websocket, conn, room_id, services)
    finally:
        conn.identified()
        services.limits.sockets_per_address.release(conn.address)


async def _connected(websocket: WebSocket, conn: Connection, room_id: str,
                     services: Services) -> None:
    await websocket.accept()
    conn.writer = asyncio.get_running_loop().create_task(conn.write_loop())
    room = await services.rooms.get(room_id)
    if room is None:
        conn.error("not_found", "No room has this id.")
        await _drain(conn)
        await websocket.close(CLOSE_NOT_FOUND)
        conn.writer.cancel()
        conn.writer = None
        return
    room.expect(conn)  # kept loaded here until the hello subscribes it (or it leaves)
    # This task reads; the writer task sends. When the writer stops (the client
    # stopped reading), it cancels the reading, and the connection ends.
    reading = asyncio.current_task()

    def stop_reading(_: object) -> None:
        if reading is not None:
            reading.cancel()

    conn.writer.add_done_callback(stop_reading)
    try:
        await _serve(websocket, conn, room, services)
    except asyncio.CancelledError:
        if not conn.writer.done() or reading is None:
            raise  # the server is stopping
        reading.uncancel()
    finally:
        room.unsubscribe(conn)
        conn.writer.remove_done_callback(stop_reading)  # the writer ends: this task goes on
        await cancel_and_wait([conn.writer])
        # A cancelled task keeps its CancelledError, whose frames hold this connection:
        # let go of the task so that no cycle outlives the connection.
        conn.writer = None
        if websocket.application_state == WebSocketState.CONNECTED:
            # (asyncio.timeout, not wait_for: wait_for's inner task would keep the error
            # of a close to a client already gone in a cycle with its frame.)
            with contextlib.suppress(Exception):
                async with asyncio.timeout(2):
                    await websocket.close(CLOSE_TRY_LATER)


async def _drain(conn: Connection) -> None:
    for _ in range(50):
        if conn.queue.empty():
            return
        await asyncio.sleep(0.01)


async def _serve(websocket: WebSocket, conn: Connection, room: Room, services: Services) -> None:
    helloed = False
    hello_timeout = getattr(services.settings, "hello_timeout", HELLO_TIMEOUT)
    while True:
        if helloed:
            message = await websocket.receive()
        else:
            try:
                async with asyncio.timeout(hello_timeout):
                    message = await websocket.receive()
            except TimeoutError:
                conn.error("bad_message", "No hello in time; the connection is closed.")
                await _drain(conn)
                await websocket.close(CLOSE_POLICY, "no hello in time")
                return
        if message["type"] == "websocket.disconnect":
            return
        raw = message.get("text") if message.get("text") is not None else message.get("bytes")
        if raw is None:
            continue
        if len(raw) > MAX_MESSAGE_BYTES:
            await websocket.close(CLOSE_TOO_BIG, "message too big")
            return
        try:
            parsed = parse_client_message(raw)
        except RoomError as error:
            _log_refused(room.id, conn.address, error.message)
            conn.error(error.code, error.message, raw_move_id(raw))
            continue
        move_id = parsed.id if isinstance(parsed, MoveMessage) else None
        try:
            if isinstance(parsed, Ping):
                conn.send(Pong())
            elif isinstance(parsed, Hello):
                if helloed:
                    raise RoomError("bad_message", "hello was already sent on this connection.")
                helloed = True
                conn.identified()
                await _hello(conn, room, parsed, services)
            elif not helloed:
                raise RoomError("bad_message", "Send hello first.")
            else:
                await _handle(conn, room, parsed, services)
        except RoomError as error:
            conn.error(error.code, error.message, move_id, error.retry_after)
        except Exception as failure:  # noqa: BLE001 - one bad message must not end the connection
            told = conn in room.subscribers  # (told by the room if it closes)
            if (refused := room.refusal_for(failure)) is not None:  # chat, hello, take-over...
                if refused.code == "not_found":  # the room closed (and said so in the log)
                    if not told:  # (its hello was not through)
                        conn.gone(refused.message)
                    continue
                log.warning("room %s: %s", room.id, refused.message)
                conn.error(refused.code, refused.message, move_id, refused.retry_after)
                continue
            log.exception("room %s: message handling failed", room.id)
            conn.error("server_error", "The server failed on this message; nothing changed.", move_id)


async def _handle(conn: Connection, room: Room, message: ClientMessage,
                  services: Services) -> None:
    """Everything after hello: moves, chat, take-over, muting, rematch."""
    limits = services.limits
    match message:
        case MoveMessage():
            if not conn.moves.allow() or not limits.moves_per_address.allow(conn.address):
                raise RoomError("rate_limited", "Too many moves; please slow down.")
            await _move(conn, room, message)
        case Chat():
            if not conn.chat.allow():
                raise RoomError("rate_limited", "Too many chat messages; please slow down.")
            await room.say(conn.seat, conn.name, message.text,
                           room.spectator_id(conn.address) if conn.seat is None else None)
        case TakeOver():
            _require_player(conn)
            if message.seat >= len(room.seats) or message.seat == conn.seat:
                raise RoomError("not_allowed", "Choose another player's seat.")
            await room.set_stand_in(message.seat, room.stand_in_for(message.seat))
        case MuteSpectators():
            if conn.seat is None or conn.seat != room.record.host_seat:
                raise RoomError("not_allowed", "Only the host can mute the spectators.")
            await room.set_spectators_muted(message.muted)
        case MuteSpectator():
            if conn.seat is None or conn.seat != room.record.host_seat:
                raise RoomError("not_allowed", "Only the host can mute a spectator.")
            room.mute_spectator(message.spectator, message.muted)
        case ReleaseSeat():
            _require_host(conn, room, "release a seat")
            await services.rooms.release_seat(room, message.seat)
        case SeatComputer():
            _require_host(conn, room, "put a computer in a seat")
            await services.rooms.seat_computer(room, message.seat, message.level)
        case CancelRoom():
            _require_host(conn, room, "cancel the room")
            await room.cancel()
        case Resign():
            await room.resign(_require_player(conn))
        case Rematch():
            new_room, seat, token = await services.rooms.rematch(room, _require_player(conn))
            conn.send(RematchSeat(room_id=new_room.id, seat=seat, token=token))
            services.rooms.announce_rematch(room, new_room.record, asked_by=conn.seat)
        case DeclineRematch():
            await services.rooms.decline_rematch(room, _require_player(conn))
        case Hello() | Ping():
            raise RoomError("bad_message", "This message is handled before it gets here.")
        case _:
            assert_never(message)


def _require_host(conn: Connection, room: Room, what: str) -> None:
    if conn.seat is None or conn.seat != room.record.host_seat:
        raise RoomError("not_allowed", f"Only the host can {what}.")


def _require_player(conn: Connection) -> int:
    """The connection's seat, or RoomError('not_a_player') for a spectator."""
    if conn.seat is None:
        raise RoomError("not_a_player", "Only the players can do this; you are watching.")
    return conn.seat


_refusals_logged = [0.0]
REFUSAL_LOG_EVERY = 1.0


def _log_refused(room_id: str, address: str, reason: str) -> None:
    """One short line for a refused message, at most one a second for the whole process."""
    now = time.monotonic()
    if now - _refusals_logged[0] >= REFUSAL_LOG_EVERY:
        _refusals_logged[0] = now
        log.info("room %s: refused a message from %s: %s", room_id, address, reason)


async def _hello(conn: Connection, room: Room, hello: Hello, services: Services) -> None:
    level = check_level(hello.stand_in) if hello.stand_in is not None else None
    if hello.token:
        seat = await services.rooms.seat_for_token(room, hello.token)
        if seat is None:
            conn.error("bad_token", "This token is no seat's of this room; you are watching.")
        elif level is not None:
            room.stand_in_choices[seat] = level
        conn.seat = seat
    elif hello.name:
        name = clean_name(hello.name)
        try:  # a spectator may not chat under a seated player's name
            check_name_free(name, (s.name for s in room.seats if s.kind == "human"))
        except RoomError as error:
            conn.error(error.code, error.message)
        else:
            conn.name = name
    room.subscribe(conn)
    if conn.seat is not None and room.seats[conn.seat].stand_in is not None:
        # the player is back: the computer gives the seat back
        await room.set_stand_in(conn.seat, None)


async def _move(conn: Connection, room: Room, message: MoveMessage) -> None:
    if conn.seat is None:
        raise RoomError("not_a_player", "Spectators cannot play; join a free seat to play.")
    repeated = await room.submit(conn.seat, message.id, message.version, message.move)
    if repeated:
        conn.deliver(room.state_payload(conn.seat))
