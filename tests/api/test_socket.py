"""The websocket contract, end to end over real sockets, on SQLite and PostgreSQL."""

from __future__ import annotations

import json

import pytest
from websockets.exceptions import ConnectionClosed

from app.games.registry import get_game
from tests.support import Client, create_room, two_players

HEX = get_game("hex_camping")


async def test_seats_and_spectators_get_their_own_state(server):
    room_id, a, b = await two_players(server)
    watcher = await Client.open(server.ws_url, room_id, None)
    assert a.state["seat"] == 0 and b.state["seat"] == 1 and watcher.state["seat"] is None
    assert a.state["status"] == "live" and a.state["to_act"] == [0]
    assert a.state["legal"] and b.state["legal"] == [] and watcher.state["legal"] == []
    assert a.state["view"] == watcher.state["view"]
    for client in (a, b, watcher):
        await client.close()


async def test_a_move_reaches_everyone_only_after_it_is_stored(server):
    room_id, a, b = await two_players(server)
    watcher = await Client.open(server.ws_url, room_id, None)
    move = a.state["legal"][0]
    await a.move(move)
    states = [await c.state_at(1) for c in (a, b, watcher)]
    assert {s["version"] for s in states} == {1}
    stored = await server.services.store.get_moves(room_id)
    assert [(m.seq, m.seat, m.move) for m in stored] == [(1, 0, move)]
    assert b.state["legal"] and a.state["legal"] == []


async def test_a_repeated_move_id_is_applied_once_and_answered_alike(server):
    room_id, a, b = await two_players(server)
    move = a.state["legal"][0]
    await a.move(move, move_id="same")
    first = await a.state_at(1)
    await a.move(move, version=0, move_id="same")
    again = await a.next("state")
    assert again["version"] == first["version"] == 1
    assert len(await server.services.store.get_moves(room_id)) == 1
    # a refused id is refused the same way twice
    await a.move({"type": "place", "hex": [99, 99]}, move_id="bad")
    first_error = await a.next("error")
    await a.move({"type": "place", "hex": [99, 99]}, move_id="bad")
    second_error = await a.next("error")
    assert first_error == second_error and first_error["id"] == "bad"


@pytest.mark.parametrize(
    ("who", "message", "code"),
    [
        ("a", {"type": "move", "id": "s", "version": 5, "move": {"type": "pass"}}, "stale_version"),
        ("b", {"type": "move", "id": "t", "version": 0, "move": {"type": "pass"}}, "not_your_turn"),
        ("a", {"type": "move", "id": "i", "version": 0, "move": {"type": "place", "hex": [0, 0, 0]}},
         "illegal_move"),
        ("a", "{not json", "bad_message"),
        ("a", "[1, 2]", "bad_message"),
        ("a", {"type": "teleport"}, "bad_message"),
        ("a", {"type": "move", "id": "v", "version": "0", "move": {}}, "bad_message"),
        ("w", {"type": "move", "id": "w", "version": 0, "move": {"type": "pass"}}, "not_a_player"),
    ],
)
async def test_bad_messages_get_their_code_and_change_nothing(server, who, message, code):
    room_id, a, b = await two_players(server)
    watcher = await Client.open(server.ws_url, room_id, None)
    client = {"a": a, "b": b, "w": watcher}[who]
    before = server.services.rooms.rooms[room_id]
    version, state_json = before.version, HEX.to_json(before.state)
    await client.send(message)
    error = await client.next("error")
    assert error["code"] == code and error["message"]
    if isinstance(message, dict) and message.get("type") == "move":
        assert error["id"] == message["id"]
    room = server.services.rooms.rooms[room_id]
    assert room.version == version and HEX.to_json(room.state) == state_json
    assert await server.services.store.get_moves(room_id) == []
    # the connection still works
    await client.send({"type": "ping"})
    assert (await client.next("pong"))["type"] == "pong"


async def test_unknown_room_is_refused_and_closed(server):
    client = await Client.open(server.ws_url, "nosuchroom", hello=False)
    error = await client.next("error")
    assert error["code"] == "not_found"
    with pytest.raises(ConnectionClosed):
        await client.recv(timeout=5)
    assert client.ws.close_code == 4404


async def test_a_wrong_token_is_refused_and_watches(server):
    room_id, a, _ = await two_players(server)
    client = await Client.open(server.ws_url, room_id, hello=False)
    await client.send({"type": "hello", "token": "not-a-token"})
    assert (await client.next("error"))["code"] == "bad_token"
    state = await client.next("state")
    assert state["seat"] is None and state["legal"] == []


async def test_moves_before_the_match_starts_are_refused(server):
    async with server.client() as http:
        host = await create_room(http)
    a = await Client.open(server.ws_url, host["room_id"], host["token"])
    assert a.state["status"] == "waiting" and a.state["legal"] == []
    await a.move({"type": "pass"})
    assert (await a.next("error"))["code"] == "not_started"


async def test_a_message_over_the_limit_closes_with_1009(server):
    room_id, a, _ = await two_players(server)
    await a.send(json.dumps({"type": "ping", "pad": "x" * 70_000}))
    with pytest.raises(ConnectionClosed):
        for _ in range(5):
            await a.recv(timeout=5)
    assert a.ws.close_code == 1009


async def test_a_whole_match_is_played_stored_and_listed(server):
    room_id, a, b = await two_players(server)
    watcher = await Client.open(server.ws_url, room_id, None)
    players = {0: a, 1: b}
    while a.state["status"] != "finished":
        mover = players[a.state["to_act"][0]]
        await mover.state_at(a.state["version"])
        await mover.move(mover.state["legal"][0])
        await a.state_at(a.state["version"] + 1)
    final = await watcher.state_at(a.state["version"])
    assert final["status"] == "finished" and final["result"]["ranking"]
    async with server.client() as http:
        listed = (await http.get("/api/matches", params={"status": "finished"})).json()
        match = (await http.get(f"/api/matches/{room_id}")).json()
    assert [m["match_id"] for m in listed] == [room_id]
    assert match["result"] == final["result"] and match["seed"]
    assert [m["seq"] for m in match["moves"]] == list(range(1, final["version"] + 1))
    assert match["move_count"] == final["version"]


async def test_a_seat_reconnects_and_gets_the_current_state(server):
    room_id, a, b = await two_players(server)
    await a.move(a.state["legal"][0])
    await a.state_at(1)
    await a.close()
    await b.until("seats", lambda m: [s["connected"] for s in m["seats"]] == [False, True])
    again = await Client.open(server.ws_url, room_id, a.token)
    assert again.state["seat"] == 0 and again.state["version"] == 1
    await b.until("seats", lambda m: [s["connected"] for s in m["seats"]] == [True, True])
