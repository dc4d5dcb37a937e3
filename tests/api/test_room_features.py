"""Chat, turn clocks, take-over, rematch and expiry, through real websockets."""

from __future__ import annotations

import asyncio

from app.db.tables import chat
from tests.support import Client, create_room, join_room


async def _pair(server, **options):
    async with server.client() as http:
        host = await create_room(http, options=options or None)
        guest = await join_room(http, host["room_id"])
    a = await Client.open(server.ws_url, host["room_id"], host["token"])
    b = await Client.open(server.ws_url, host["room_id"], guest["token"])
    return host, guest, a, b


async def test_chat_reaches_everyone_is_stored_and_replayed_on_connect(server):
    host, _, a, b = await _pair(server)
    watcher = await Client.open(server.ws_url, host["room_id"])
    await a.send({"type": "chat", "text": "  good luck <b>Bob</b>  "})
    lines = [await c.next("chat") for c in (a, b, watcher)]
    assert {line["text"] for line in lines} == {"good luck <b>Bob</b>"}
    assert lines[0]["name"] == "Alice" and lines[0]["seat"] == 0
    late = await Client.open(server.ws_url, host["room_id"])
    history = await late.next("chat_history")
    assert [m["text"] for m in history["messages"]] == ["good luck <b>Bob</b>"]
    async with server.services.engine.connect() as conn:
        stored = (await conn.execute(chat.select())).all()
    assert [row.text for row in stored] == ["good luck <b>Bob</b>"]


async def test_the_host_mutes_spectators_and_only_the_host_can(server):
    host, _, a, b = await _pair(server)
    fan = await Client.open(server.ws_url, host["room_id"], hello=False)
    await fan.send({"type": "hello", "token": None, "name": "Fan"})
    await fan.next("state")
    await fan.send({"type": "chat", "text": "go Alice"})
    assert (await a.next("chat"))["name"] == "Fan"
    await b.send({"type": "mute_spectators", "muted": True})
    assert (await b.next("error"))["code"] == "not_allowed"
    await a.send({"type": "mute_spectators", "muted": True})
    await fan.until("seats", lambda m: m["spectators_muted"])
    await fan.send({"type": "chat", "text": "still here"})
    assert (await fan.next("error"))["code"] == "muted"


async def test_bad_chat_is_refused(server):
    _, _, a, _ = await _pair(server)
    for text, code in (("   ", "bad_chat"), ("x" * 501, "bad_chat"), ("a\u0007b", "bad_chat")):
        await a.send({"type": "chat", "text": text})
        assert (await a.next("error"))["code"] == code


async def test_the_turn_clock_plays_for_an_absent_player_and_says_so(server):
    host, _, a, b = await _pair(server, turn_time=1)
    assert a.state["clock"]["total_ms"] == 1000 and a.state["clock"]["kind"] == "turn"
    expired = await b.next("clock_expired", timeout=5)
    assert expired["seat"] == 0
    stored = await server.services.store.get_moves(host["room_id"])
    assert stored[0].seat == 0 and stored[0].client_id.startswith("srv:clock-")
    # once the other player is to act, their clock starts afresh
    state = await b.until("state", lambda m: m["to_act"] == [1], timeout=5)
    assert state["clock"]["remaining_ms"] > 500


async def test_an_absent_players_seat_goes_to_a_computer_and_comes_back(server):
    server.services.rooms.takeover_floor = 1
    host, guest, a, b = await _pair(server, takeover_after=1)
    await b.close()
    seats = await a.until("seats", lambda m: m["seats"][1]["can_take_over"], timeout=10)
    assert seats["seats"][1]["connected"] is False
    # the level is the room's default (medium), not the one asked by whoever takes over
    await a.send({"type": "takeover", "seat": 1, "level": "easy"})
    await a.until("seats", lambda m: m["seats"][1]["stand_in"] == "medium")
    await a.move(a.state["legal"][0])
    # the computer plays the absent seat's turn (a pass keeps the turn: one or more moves)
    # until it is Alice's turn again
    await a.state_at(2)
    if a.state["to_act"] != [0]:
        await a.until("state", lambda m: m["to_act"] == [0], timeout=30)
    assert a.state["version"] >= 2 and a.state["seat"] == 0
    back = await Client.open(server.ws_url, host["room_id"], guest["token"])
    await back.until("seats", lambda m: m["seats"][1]["stand_in"] is None)


async def test_take_over_is_refused_while_the_player_is_here(server):
    server.services.rooms.takeover_floor = 1
    _, _, a, _ = await _pair(server, takeover_after=1)
    await a.send({"type": "takeover", "seat": 1})
    assert (await a.next("error"))["code"] == "not_allowed"
    await a.send({"type": "takeover", "seat": 0})
    assert (await a.next("error"))["code"] == "not_allowed"


async def test_a_rematch_rotates_the_seats_and_starts_when_all_accept(server):
    async with server.client() as http:
        host = await create_room(http, bots=[{"seat": 1, "level": "easy"}])
    a = await Client.open(server.ws_url, host["room_id"], host["token"])
    await a.send({"type": "rematch"})
    assert (await a.next("error"))["code"] == "not_finished"
    while a.state["status"] != "finished":
        if a.state["legal"]:
            await a.move(a.state["legal"][0])
        await a.next("state")
    await a.send({"type": "rematch"})
    seat = await a.next("rematch_seat")
    offer = await a.next("rematch")
    assert seat["seat"] == 1 and offer["room_id"] == seat["room_id"] and offer["started"]
    again = await Client.open(server.ws_url, seat["room_id"], seat["token"])
    assert again.state["seat"] == 1 and again.state["status"] == "live"
    async with server.client() as http:
        room = (await http.get(f"/api/rooms/{seat['room_id']}")).json()
    assert [s["kind"] for s in room["seats"]] == ["bot", "human"]
    assert room["seats"][1]["name"] == "Alice"


async def test_a_two_human_rematch_waits_for_both(server):
    host, guest, a, b = await _pair(server)
    players = {0: a, 1: b}
    while a.state["status"] != "finished":
        mover = players[a.state["to_act"][0]]
        await mover.state_at(a.state["version"])
        await mover.move(mover.state["legal"][0])
        await a.state_at(a.state["version"] + 1)
    await b.state_at(a.state["version"])
    await a.send({"type": "rematch"})
    first = await a.next("rematch_seat")
    offer = await b.next("rematch")
    assert offer["accepted"] == [0] and offer["waiting_for"] == [1] and not offer["started"]
    async with server.client() as http:
        stranger = await http.post(f"/api/rooms/{first['room_id']}/join", json={"name": "Eve"})
    assert stranger.status_code == 409
    await b.send({"type": "rematch"})
    second = await b.next("rematch_seat")
    assert second["room_id"] == first["room_id"] and second["seat"] == 0
    started = await a.until("rematch", lambda m: m["started"])
    assert started["accepted"] == [0, 1]


async def test_rooms_left_waiting_too_long_expire(server):
    async with server.client() as http:
        host = await create_room(http)
        expired = await server.services.rooms.expire_waiting(ttl_hours=0)
        waiting = (await http.get("/api/rooms", params={"status": "waiting"})).json()
        joined = await http.post(f"/api/rooms/{host['room_id']}/join", json={"name": "Bob"})
    assert expired == [host["room_id"]] and waiting == []
    assert joined.json()["error"]["code"] in {"not_found", "not_waiting"}
    await asyncio.sleep(0)
