"""Defences that tests/api/test_defences.py does not cover yet (SQLite and PostgreSQL).

Chat floods and join floods are rate-limited, moves per address over many
connections too; other origins (including `null`, another port, a look-alike
host) cannot open a websocket; another website cannot create a room with a
form post nor read the API's answers (no CORS headers).
"""

from __future__ import annotations

import asyncio

import pytest
from websockets.asyncio.client import connect
from websockets.exceptions import InvalidStatus

from tests.reliability.support import Conn, create, join


async def test_a_chat_flood_is_rate_limited_per_connection(server_with):
    server = await server_with(chat_per_minute=60.0)  # bursts of five
    async with server.client() as http:
        room = await create(http, "hex_camping", 2)
    talker = await Conn.open(server.ws_url, room["room_id"], room["token"])
    watcher = await Conn.open(server.ws_url, room["room_id"])
    for n in range(12):
        await talker.send({"type": "chat", "text": f"line {n}"})
    await talker.send({"type": "ping"})
    await talker.next("pong")
    refused = [m for m in talker.messages if m["type"] == "error"]
    assert len(refused) >= 6 and {m["code"] for m in refused} == {"rate_limited"}
    await watcher.drain(0.5)
    heard = [m["text"] for m in watcher.messages if m["type"] == "chat"]
    assert 5 <= len(heard) <= 6 and len(heard) + len(refused) == 12
    # another connection still chats
    other = await Conn.open(server.ws_url, room["room_id"], name="Zoé")
    await other.send({"type": "chat", "text": "hi"})
    assert (await other.next("chat", text="hi"))["name"] == "Zoé"


async def test_joins_are_rate_limited_per_address(server_with):
    server = await server_with(joins_per_minute=2.0)
    async with server.client() as http:
        rooms = [await create(http, "hex_camping", 2) for _ in range(3)]
        answers = [await http.post(f"/api/rooms/{r['room_id']}/join", json={"name": "B"})
                   for r in rooms]
    assert [a.status_code for a in answers] == [200, 200, 429]
    assert answers[2].json()["error"]["code"] == "rate_limited"


async def test_moves_are_rate_limited_per_address_over_all_connections(server_with):
    server = await server_with(moves_per_second=1000.0, moves_per_second_per_address=1.0)
    async with server.client() as http:
        room = await create(http, "hex_camping", 2)
        await join(http, room["room_id"], "Bob")
    conns = [await Conn.open(server.ws_url, room["room_id"], room["token"]) for _ in range(5)]
    for n, conn in enumerate(conns):
        await conn.send({"type": "move", "id": f"m{n}", "version": 99, "move": {"type": "pass"}})
    codes = [(await c.next("error"))["code"] for c in conns]
    # a burst of two for the address, whatever the connection
    assert codes.count("rate_limited") == 3 and codes.count("stale_version") == 2
    assert server.services.rooms.rooms[room["room_id"]].version == 0


@pytest.mark.parametrize("origin", [
    "null", "http://127.0.0.1:1", "https://127.0.0.1.evil.example", "file://",
    "http://localhost.evil.example",
])
async def test_other_origins_cannot_open_a_socket(server, origin):
    async with server.client() as http:
        room = await create(http, "hex_camping", 2)
    with pytest.raises(InvalidStatus) as refused:
        await connect(f"{server.ws_url}/ws/rooms/{room['room_id']}", origin=origin)
    assert refused.value.response.status_code == 403


async def test_another_website_cannot_create_rooms_or_read_answers(server):
    async with server.client() as http:
        # what an HTML form on another site can send: no JSON content type, no preflight
        form = await http.post("/api/rooms", headers={"content-type": "text/plain",
                                                      "origin": "http://evil.example"},
                               content='{"game": "hex_camping", "players": 2, "name": "x"}')
        assert form.status_code == 422
        listed = await http.get("/api/rooms", headers={"origin": "http://evil.example"})
        assert "access-control-allow-origin" not in listed.headers
        preflight = await http.options("/api/rooms", headers={
            "origin": "http://evil.example", "access-control-request-method": "POST"})
        assert "access-control-allow-origin" not in preflight.headers
        assert (await http.get("/api/rooms")).json() == []
    await asyncio.sleep(0)
