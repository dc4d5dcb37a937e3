"""Room-level attacks from the hardening review, each through the public protocol, on SQLite
and PostgreSQL: reserved move ids, seat squatting, the join race, silent sockets and
messages built to break the parser."""

from __future__ import annotations

import asyncio
import json

import httpx
import pytest
from websockets.asyncio.client import connect
from websockets.exceptions import ConnectionClosed

import app.api.socket as socket_route
from tests.support import Client, create_room, join_room


async def _pong(client: Client) -> None:
    await client.send({"type": "ping"})
    await client.next("pong")


# ---- 4: the server's own move ids ----------------------------------------------------


async def test_a_move_id_in_the_servers_space_is_refused_and_the_clock_still_plays(server):
    async with server.client() as http:
        host = await create_room(http, options={"turn_time": 1})
        guest = await join_room(http, host["room_id"])
    a = await Client.open(server.ws_url, host["room_id"], host["token"])
    b = await Client.open(server.ws_url, host["room_id"], guest["token"])
    # The attack: pre-send refused moves under every id the clock could use.
    for move_id in ("srv:clock-0-0-1", "srv:clock-0-0-2", "clock-0-0"):
        await a.move({"type": "place", "hex": [99, 99]}, version=0, move_id=move_id)
        error = await a.next("error")
        assert error["code"] == ("bad_message" if move_id.startswith("srv:") else "illegal_move")
    expired = await b.next("clock_expired", timeout=10)
    assert expired["seat"] == 0
    stored = await server.services.store.get_moves(host["room_id"])
    assert stored[0].seat == 0 and stored[0].client_id.startswith("srv:")


# ---- 5: seats that never connect -------------------------------------------------------


async def test_a_seat_that_never_connected_can_be_taken_over_after_the_grace_period(server):
    server.services.rooms.takeover_floor = 1
    async with server.client() as http:
        host = await create_room(http, options={"takeover_after": 1})
        await join_room(http, host["room_id"])  # never connects
    a = await Client.open(server.ws_url, host["room_id"], host["token"])
    await a.until("seats", lambda m: m["seats"][1]["can_take_over"], timeout=10)
    await a.send({"type": "takeover", "seat": 1, "level": "easy"})
    await a.until("seats", lambda m: m["seats"][1]["stand_in"] == "medium")


# ---- 17: take-over that favours the opponent --------------------------------------------


async def test_the_take_over_delay_has_a_floor_and_the_level_is_the_absent_players(server):
    loop = asyncio.get_running_loop()
    async with server.client() as http:
        host = await create_room(http, options={"takeover_after": 1, "stand_in_level": "easy"})
        guest = await join_room(http, host["room_id"])
    a = await Client.open(server.ws_url, host["room_id"], host["token"])
    b = await Client.open(server.ws_url, host["room_id"], None, hello=False)
    await b.send({"type": "hello", "token": guest["token"], "stand_in": "hard"})
    await b.next("state")
    await b.close()
    gone = loop.time()
    await a.until("seats", lambda m: m["seats"][1]["can_take_over"], timeout=20)
    assert loop.time() - gone >= server.services.rooms.takeover_floor - 0.1
    await a.send({"type": "takeover", "seat": 1, "level": "easy"})
    await a.until("seats", lambda m: m["seats"][1]["stand_in"] == "hard")


async def test_a_stand_in_takes_the_rooms_level_when_the_player_chose_none(server):
    server.services.rooms.takeover_floor = 1
    async with server.client() as http:
        host = await create_room(http, options={"takeover_after": 1, "stand_in_level": "easy"})
        await join_room(http, host["room_id"])
    a = await Client.open(server.ws_url, host["room_id"], host["token"])
    await a.until("seats", lambda m: m["seats"][1]["can_take_over"], timeout=10)
    await a.send({"type": "takeover", "seat": 1, "level": "hard"})
    await a.until("seats", lambda m: m["seats"][1]["stand_in"] == "easy")


async def test_the_host_can_release_a_seat_before_the_start(server):
    async with server.client() as http:
        host = await create_room(http, game="caravan", players=3)
        guest = await join_room(http, host["room_id"])
    a = await Client.open(server.ws_url, host["room_id"], host["token"])
    b = await Client.open(server.ws_url, host["room_id"], guest["token"])
    await b.send({"type": "release_seat", "seat": 0})
    assert (await b.next("error"))["code"] == "not_allowed"
    await a.send({"type": "release_seat", "seat": 0})
    assert (await a.next("error"))["code"] == "not_allowed"
    await a.send({"type": "release_seat", "seat": guest["seat"]})
    await a.until("seats", lambda m: m["seats"][guest["seat"]]["name"] is None)
    assert (await b.until("state", lambda m: m["seat"] is None))["status"] == "waiting"
    again = await Client.open(server.ws_url, host["room_id"], None, hello=False)
    await again.send({"type": "hello", "token": guest["token"]})
    assert (await again.next("error"))["code"] == "bad_token"
    async with server.client() as http:
        room = (await http.get(f"/api/rooms/{host['room_id']}")).json()
    assert room["seats"][guest["seat"]]["name"] is None


async def test_a_join_that_never_connects_expires(server):
    server.services.rooms.join_expiry = 0.5
    async with server.client() as http:
        host = await create_room(http, game="caravan", players=3)
        guest = await join_room(http, host["room_id"])
        loop = asyncio.get_running_loop()
        deadline = loop.time() + 15
        while True:
            room = (await http.get(f"/api/rooms/{host['room_id']}")).json()
            if room["seats"][guest["seat"]]["name"] is None:
                break
            assert loop.time() < deadline, room
            await asyncio.sleep(0.1)
        assert room["status"] == "waiting" and room["seats"][0]["name"] == "Alice"


async def test_a_join_that_connects_keeps_its_seat(server):
    server.services.rooms.join_expiry = 0.5
    async with server.client() as http:
        host = await create_room(http, game="caravan", players=3)
        guest = await join_room(http, host["room_id"])
    b = await Client.open(server.ws_url, host["room_id"], guest["token"])
    await asyncio.sleep(1.0)  # past the expiry: nothing may happen, so nothing to wait for
    await _pong(b)
    assert b.state["seat"] == guest["seat"]
    record = await server.services.store.get_match(host["room_id"])
    assert record.seats[guest["seat"]].name == "Bob"


# ---- 12: the join race ----------------------------------------------------------------


async def test_ten_concurrent_joins_fill_both_free_seats(server):
    async with server.client() as http:
        room = await create_room(http, seat=None)
        answers = await asyncio.gather(*(
            http.post(f"/api/rooms/{room['room_id']}/join", json={"name": f"P{n}"})
            for n in range(10)
        ))
    joined = [r.json() for r in answers if r.status_code == 200]
    assert sorted(j["seat"] for j in joined) == [0, 1]
    refused = {r.json()["error"]["code"] for r in answers if r.status_code != 200}
    assert refused <= {"room_full", "not_waiting"}
    record = await server.services.store.get_match(room["room_id"])
    assert record.status == "live" and all(s.taken for s in record.seats)


async def test_concurrent_joins_under_look_alike_names_seat_only_one(server):
    async with server.client() as http:
        room = await create_room(http, game="caravan", players=4, name="Host")
        names = ["Bob", "BOB", "bob", "\u0392ob", "Bob"]  # U+0392: a Greek capital beta
        answers = await asyncio.gather(*(
            http.post(f"/api/rooms/{room['room_id']}/join", json={"name": n}) for n in names
        ))
    assert [r.status_code for r in answers].count(200) == 1, [r.text for r in answers]
    refused = {r.json()["error"]["code"] for r in answers if r.status_code != 200}
    assert refused <= {"name_taken", "bad_name"}
    record = await server.services.store.get_match(room["room_id"])
    assert sum(s.taken for s in record.seats) == 2  # the host and one Bob


# ---- 11: sockets that never say hello -------------------------------------------------


async def test_a_socket_that_never_says_hello_is_closed(server_with):
    server = await server_with(hello_timeout=0.5)
    async with server.client() as http:
        room = await create_room(http)
    async with connect(f"{server.ws_url}/ws/rooms/{room['room_id']}") as ws:
        error = json.loads(await asyncio.wait_for(ws.recv(), 10))
        assert error["type"] == "error" and error["code"] == "bad_message"
        with pytest.raises(ConnectionClosed) as closed:
            await asyncio.wait_for(ws.recv(), 10)
        assert closed.value.rcvd.code == socket_route.CLOSE_POLICY


async def test_sockets_waiting_for_hello_are_capped_in_total(server_with):
    server = await server_with(max_unidentified_sockets=2)
    async with server.client() as http:
        room = await create_room(http)
    url = f"{server.ws_url}/ws/rooms/{room['room_id']}"
    silent = [await connect(url), await connect(url)]
    async with connect(url) as third:
        with pytest.raises(ConnectionClosed) as closed:
            await asyncio.wait_for(third.recv(), 10)
        assert closed.value.rcvd.code == socket_route.CLOSE_TRY_LATER
    # once one says hello, there is room again
    await silent[0].send('{"type": "hello"}')
    assert json.loads(await asyncio.wait_for(silent[0].recv(), 10))["type"] == "state"
    fourth = await Client.open(server.ws_url, room["room_id"])
    await _pong(fourth)
    for ws in silent:
        await ws.close()


# ---- 13: messages built to break the parser -------------------------------------------


@pytest.mark.parametrize("raw", [
    '{"type": "move", "id": "m", "version": 0, "move": {"a": ' + "[" * 5000 + "]" * 5000 + "}}",
    "[" * 20000 + "]" * 20000,
    '{"type": "move", "id": "x", "version": 0, "move": {"a": ' + "[" * 40 + "]" * 40 + "}}",
    '{"type": "move", "id": "\\ud800", "version": 0, "move": {"type": "pass"}}',
    '{"type": "chat", "text": "hi \\udc00"}',
    '{"type": "hello", "name": "\\ud83d"}',
])
async def test_deep_nesting_and_lone_surrogates_get_one_clear_error(server, raw, caplog):
    async with server.client() as http:
        room = await create_room(http)
    a = await Client.open(server.ws_url, room["room_id"], room["token"])
    await a.send(raw)
    error = await a.next("error")
    assert error["code"] == "bad_message" and error["message"]
    assert "id" not in error or error["id"] in {"m", "x"}
    await _pong(a)  # the connection is still up
    assert "Traceback" not in caplog.text
    async with httpx.AsyncClient(base_url=server.base_url) as http:
        assert (await http.get(f"/api/rooms/{room['room_id']}")).status_code == 200


# ---- 6: rooms of computers only ------------------------------------------------------


async def test_rooms_of_computers_only_are_capped_per_address_and_in_total(server):
    rooms = server.services.rooms
    rooms.bot_delay = 60  # the matches stay live while the test creates more
    rooms.bot_rooms_per_address, rooms.bot_rooms_total = 2, 3
    body = {"game": "hex_camping", "players": 2, "name": "Host", "seat": None,
            "bots": [{"seat": 0, "level": "easy"}, {"seat": 1, "level": "easy"}]}
    async with server.client() as http:
        for _ in range(2):
            assert (await http.post("/api/rooms", json=body)).status_code == 201
        refused = await http.post("/api/rooms", json=body)
        assert refused.status_code == 429 and refused.json()["error"]["code"] == "rate_limited"
        # a room with a person in it is not capped
        assert (await http.post("/api/rooms", json={**body, "seat": 0, "bots": [
            {"seat": 1, "level": "easy"}]})).status_code == 201
    # another address may still create one, up to the total
    owned = rooms._bot_rooms  # noqa: SLF001
    owned.owner = {k: "198.51.100.7" for k in owned.owner}
    async with server.client() as http:
        assert (await http.post("/api/rooms", json=body)).status_code == 201
        assert (await http.post("/api/rooms", json=body)).status_code == 429


# ---- 8: spectator churn and chat spam -----------------------------------------------


async def test_a_burst_of_reconnects_sends_the_players_few_seats_messages(server):
    async with server.client() as http:
        host = await create_room(http)
        await join_room(http, host["room_id"])
    a = await Client.open(server.ws_url, host["room_id"], host["token"])
    for _ in range(40):
        churn = await Client.open(server.ws_url, host["room_id"])
        await churn.close()
    last = await Client.open(server.ws_url, host["room_id"])
    seats = await a.until("seats", lambda m: m["spectators"] == 1, timeout=10)
    await _pong(a)
    received = [m for m in a.inbox if m["type"] == "seats"]
    assert seats["spectators"] == 1 and len(received) < 20, len(received)
    await last.close()


async def test_spectator_chat_is_limited_per_room_and_the_host_mutes_one_spectator(server):
    async with server.client() as http:
        host = await create_room(http)
        await join_room(http, host["room_id"])
    a = await Client.open(server.ws_url, host["room_id"], host["token"])
    fans = [await Client.open(server.ws_url, host["room_id"]) for _ in range(4)]
    codes = []
    for n in range(16):
        fan = fans[n % len(fans)]
        await fan.send({"type": "chat", "text": f"spam {n}"})
        message = await fan.recv()
        while message["type"] not in {"chat", "error"} or (
                message["type"] == "chat" and message["text"] != f"spam {n}"):
            message = await fan.recv()
        codes.append("ok" if message["type"] == "chat" else message["code"])
    assert codes.count("ok") <= 11 and "rate_limited" in codes
    line = await a.next("chat")
    assert line["seat"] is None and line["spectator"].startswith("s")
    await a.send({"type": "mute_spectator", "spectator": line["spectator"], "muted": True})
    await _pong(a)
    await fans[0].send({"type": "chat", "text": "still here"})
    assert (await fans[0].next("error"))["code"] == "muted"
