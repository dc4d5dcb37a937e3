"""Websocket and HTTP defences: origins, rate limits, per-address ceilings, slow readers."""

from __future__ import annotations

import asyncio
import base64
import os
import socket

import pytest
from websockets.asyncio.client import connect
from websockets.exceptions import ConnectionClosed, InvalidStatus

from tests.support import Client, create_room, join_room


async def _room(server):
    async with server.client() as http:
        host = await create_room(http)
        guest = await join_room(http, host["room_id"])
    return host, guest


async def test_a_foreign_origin_is_refused_and_the_own_origin_accepted(server):
    host, _ = await _room(server)
    url = f"{server.ws_url}/ws/rooms/{host['room_id']}"
    with pytest.raises(InvalidStatus) as refused:
        await connect(url, origin="http://evil.example")
    assert refused.value.response.status_code == 403
    own = await connect(url, origin=server.base_url)
    await own.close()


async def test_an_allowed_origin_is_accepted(server_with):
    server = await server_with(allowed_origins="https://friends.example")
    host, _ = await _room(server)
    ws = await connect(f"{server.ws_url}/ws/rooms/{host['room_id']}",
                       origin="https://friends.example")
    await ws.close()


async def test_a_move_flood_is_rate_limited_and_changes_nothing(server_with):
    server = await server_with(moves_per_second=2.0)
    host, _ = await _room(server)
    a = await Client.open(server.ws_url, host["room_id"], host["token"])
    for n in range(20):
        await a.send({"type": "move", "id": f"f{n}", "version": 99, "move": {"type": "pass"}})
    codes = [(await a.next("error"))["code"] for _ in range(20)]
    assert codes.count("rate_limited") >= 10 and set(codes) == {"rate_limited", "stale_version"}
    assert server.services.rooms.rooms[host["room_id"]].version == 0


async def test_room_creation_is_rate_limited_per_address(server_with):
    server = await server_with(rooms_per_minute=2.0)
    async with server.client() as http:
        answers = [
            await http.post("/api/rooms", json={"game": "hex_camping", "players": 2, "name": "A"})
            for _ in range(3)
        ]
    assert [r.status_code for r in answers] == [201, 201, 429]
    assert answers[2].json()["error"]["code"] == "rate_limited"


async def test_sockets_per_address_are_capped(server_with):
    server = await server_with(max_sockets_per_address=2)
    host, _ = await _room(server)
    url = f"{server.ws_url}/ws/rooms/{host['room_id']}"
    first, second = await connect(url), await connect(url)
    third = await connect(url)
    with pytest.raises(ConnectionClosed):
        await asyncio.wait_for(third.recv(), 5)
    assert third.close_code == 1013
    await first.close()
    await asyncio.sleep(0.1)
    fourth = await connect(url)
    await fourth.send('{"type": "ping"}')
    assert "pong" in await asyncio.wait_for(fourth.recv(), 5)
    for ws in (second, fourth):
        await ws.close()


async def _never_reading_socket(ws_url: str, room_id: str) -> asyncio.StreamWriter:
    """A websocket client that says hello, then never reads again (small receive buffer)."""
    host, port = ws_url.removeprefix("ws://").split(":")
    sock = socket.create_connection((host, int(port)))
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 4096)
    sock.setblocking(False)
    reader, writer = await asyncio.open_connection(sock=sock, limit=1024)
    key = base64.b64encode(os.urandom(16)).decode()
    writer.write(
        f"GET /ws/rooms/{room_id} HTTP/1.1\r\nHost: {host}:{port}\r\nUpgrade: websocket\r\n"
        f"Connection: Upgrade\r\nSec-WebSocket-Key: {key}\r\nSec-WebSocket-Version: 13\r\n\r\n"
        .encode()
    )
    await reader.readuntil(b"\r\n\r\n")
    payload = b'{"type":"hello","token":null}'
    mask = os.urandom(4)
    writer.write(bytes([0x81, 0x80 | len(payload)]) + mask
                 + bytes(b ^ mask[i % 4] for i, b in enumerate(payload)))
    await writer.drain()
    return writer


async def test_a_client_that_never_reads_is_dropped_not_buffered(server):
    host, _ = await _room(server)
    room = server.services.rooms.rooms[host["room_id"]]
    lazy = await _never_reading_socket(server.ws_url, host["room_id"])
    for _ in range(100):
        if room.subscribers:
            break
        await asyncio.sleep(0.02)
    assert len(room.subscribers) == 1
    sent = 0
    while room.subscribers and sent < 5000:
        room.broadcast({"type": "event", "pad": "x" * 20_000})
        sent += 1
        await asyncio.sleep(0.001)
    # dropped once its buffers were full, long before 5,000 x 20 KB could pile up
    assert not room.subscribers and sent < 2000
    lazy.close()
    watcher = await Client.open(server.ws_url, host["room_id"])
    await watcher.send({"type": "ping"})
    assert (await watcher.next("pong"))["type"] == "pong"
