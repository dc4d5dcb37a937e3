"""Leaving the table and running it, through real websockets: resigning, abandoned
matches, the host's seat controls, cancelling a room, and declining a rematch."""

from __future__ import annotations

import asyncio

from tests.support import Client, create_room, join_room


async def _pair(server, game: str = "hex_camping", **options):
    async with server.client() as http:
        host = await create_room(http, game=game, options=options or None)
        guest = await join_room(http, host["room_id"])
    a = await Client.open(server.ws_url, host["room_id"], host["token"])
    b = await Client.open(server.ws_url, host["room_id"], guest["token"])
    assert a.state["status"] == "live"
    return host, guest, a, b


async def test_a_resignation_ends_a_two_player_match_stored_and_shown_everywhere(server):
    host, _, a, b = await _pair(server)
    room_id = host["room_id"]
    watcher = await Client.open(server.ws_url, room_id)
    assert a.state["can_resign"] and watcher.state["can_resign"] is False
    await a.move(a.state["legal"][0])
    await b.state_at(1)
    await watcher.send({"type": "resign"})
    assert (await watcher.next("error"))["code"] == "not_a_player"
    await b.send({"type": "resign"})
    ended = [await c.until("state", lambda m: m["status"] == "finished") for c in (a, b, watcher)]
    for state in ended:
        assert state["result"]["ended"] == "resigned"
        assert state["result"]["resigned"] == [1]
        assert state["result"]["ranks"] == [1, 2] and state["result"]["ranking"] == [0, 1]
        assert state["can_resign"] is False and state["legal"] == [] and state["to_act"] == []
    seats = await a.until("seats", lambda m: m["seats"][1]["resigned"])
    assert seats["seats"][0]["resigned"] is False
    # nothing more can be played or resigned
    await a.send({"type": "resign"})
    assert (await a.next("error"))["code"] == "game_over"
    await a.move({"type": "pass"}, version=1)
    assert (await a.next("error"))["code"] == "game_over"
    # stored: the match record, the seat, the lists and the replay check
    stored = await server.services.store.get_match(room_id)
    assert stored.status == "finished" and stored.result["resigned"] == [1]
    assert [s.resigned for s in stored.seats] == [False, True]
    async with server.client() as http:
        match = (await http.get(f"/api/matches/{room_id}")).json()
        listed = (await http.get("/api/matches")).json()
        room = (await http.get(f"/api/rooms/{room_id}")).json()
        verdict = (await http.get(f"/api/matches/{room_id}/verify")).json()
    assert match["status"] == "finished" and match["seed"] and match["move_count"] == 1
    assert [s["resigned"] for s in match["seats"]] == [False, True]
    assert [m["match_id"] for m in listed] == [room_id]
    assert room["status"] == "finished" and room["seats"][1]["resigned"] is True
    assert verdict["ok"] is True, verdict


async def test_a_resignation_survives_a_restart_of_the_room(server):
    host, _, a, b = await _pair(server)
    await b.send({"type": "resign"})
    await a.until("state", lambda m: m["status"] == "finished")
    await a.close()
    await b.close()
    rooms = server.services.rooms
    room = rooms.rooms.get(host["room_id"])
    if room is not None:
        rooms._drop(room)
    again = await Client.open(server.ws_url, host["room_id"], host["token"])
    assert again.state["status"] == "finished"
    assert again.state["result"]["resigned"] == [1] and again.state["can_resign"] is False


async def test_resigning_before_the_start_is_refused_and_changes_nothing(server):
    async with server.client() as http:
        host = await create_room(http)
    a = await Client.open(server.ws_url, host["room_id"], host["token"])
    await a.send({"type": "resign"})
    assert (await a.next("error"))["code"] == "not_started"
    stored = await server.services.store.get_match(host["room_id"])
    assert stored.status == "waiting" and not any(s.resigned for s in stored.seats)


async def test_with_three_players_a_resigned_seat_goes_to_a_computer_for_good(server):
    async with server.client() as http:
        host = await create_room(http, game="caravan", players=3)
        bob = await join_room(http, host["room_id"], name="Bob")
        cleo = await join_room(http, host["room_id"], name="Cleo")
    room_id = host["room_id"]
    a = await Client.open(server.ws_url, room_id, host["token"])
    b = await Client.open(server.ws_url, room_id, bob["token"])
    await Client.open(server.ws_url, room_id, cleo["token"])
    assert a.state["status"] == "live"
    await b.send({"type": "resign"})
    seats = await a.until("seats", lambda m: m["seats"][1]["resigned"])
    assert seats["seats"][1]["kind"] == "bot" and seats["seats"][1]["name"] == "Bob"
    assert seats["seats"][1]["bot_level"] == "medium"
    # the match goes on; the resigned player watches from now on
    watching = await b.until("state", lambda m: m["seat"] is None)
    assert watching["status"] == "live" and watching["can_resign"] is False
    # the seat's token proves nothing any more
    back = await Client.open(server.ws_url, room_id, bob["token"], hello=False)
    await back.send({"type": "hello", "token": bob["token"]})
    assert (await back.next("error"))["code"] == "bad_token"
    stored = await server.services.store.get_match(room_id)
    assert stored.status == "live" and stored.seats[1].kind == "bot" and stored.seats[1].resigned
    assert stored.seats[1].token_hash is None


async def test_a_match_nobody_is_connected_to_ends_as_abandoned(server_with):
    server = await server_with(abandon_floor_seconds=1)
    host, _, a, b = await _pair(server, abandon_after=1)
    room_id = host["room_id"]
    watcher = await Client.open(server.ws_url, room_id)
    await a.close()
    await asyncio.sleep(0)  # (a is gone; b stays a moment longer)
    await b.close()
    ended = await watcher.until("state", lambda m: m["status"] == "abandoned", timeout=20)
    assert ended["result"] is None and ended["legal"] == [] and ended["to_act"] == []
    stored = await server.services.store.get_match(room_id)
    assert stored.status == "abandoned" and stored.finished_at is not None
    async with server.client() as http:
        listed = (await http.get("/api/matches")).json()
        live = (await http.get("/api/rooms", params={"status": "live"})).json()
        abandoned = (await http.get("/api/rooms", params={"status": "abandoned"})).json()
    assert [(m["match_id"], m["status"], m["seed"]) for m in listed] == [(room_id, "abandoned", None)]
    assert live == [] and [r["room_id"] for r in abandoned] == [room_id]


async def test_a_player_still_connected_keeps_the_match_alive(server_with):
    server = await server_with(abandon_floor_seconds=1)
    host, _, a, b = await _pair(server, abandon_after=1)
    await b.close()
    # well past the delay, with one player here, the match is still on
    await a.send({"type": "ping"})
    await a.next("pong")
    deadline = asyncio.get_running_loop().time() + 2.5
    while asyncio.get_running_loop().time() < deadline:
        await a.send({"type": "ping"})
        await a.next("pong")
        stored = await server.services.store.get_match(host["room_id"])
        assert stored.status == "live"
        await asyncio.sleep(0.2)


async def test_the_host_seats_and_releases_computers_and_only_the_host_can(server):
    async with server.client() as http:
        host = await create_room(http, game="caravan", players=3)
        bob = await join_room(http, host["room_id"], name="Bob")
    room_id = host["room_id"]
    a = await Client.open(server.ws_url, room_id, host["token"])
    b = await Client.open(server.ws_url, room_id, bob["token"])
    first = await a.until("seats", lambda m: m["seats"][1]["name"] == "Bob")
    assert [s["can_seat_computer"] for s in first["seats"]] == [False, False, True]
    assert [s["can_release"] for s in first["seats"]] == [False, True, False]
    await b.send({"type": "seat_computer", "seat": 2, "level": "easy"})
    assert (await b.next("error"))["code"] == "not_allowed"
    await a.send({"type": "seat_computer", "seat": 2, "level": "genius"})
    assert (await a.next("error"))["code"] == "bad_bot_level"
    await a.send({"type": "seat_computer", "seat": 1, "level": "easy"})
    assert (await a.next("error"))["code"] == "seat_taken"
    await a.send({"type": "seat_computer", "seat": 9, "level": "easy"})
    assert (await a.next("error"))["code"] == "bad_seat"
    # the host frees Bob's seat: Bob watches from then on
    await a.send({"type": "release_seat", "seat": 1})
    assert (await b.until("state", lambda m: m["seat"] is None))["status"] == "waiting"
    await a.send({"type": "seat_computer", "seat": 1, "level": "hard"})
    seats = await a.until("seats", lambda m: m["seats"][1]["kind"] == "bot")
    assert seats["seats"][1]["bot_level"] == "hard" and seats["seats"][1]["can_release"]
    await a.send({"type": "release_seat", "seat": 1})
    await a.until("seats", lambda m: m["seats"][1]["name"] is None)
    # filling the last seats with computers starts the match
    await a.send({"type": "seat_computer", "seat": 1, "level": "easy"})
    await a.send({"type": "seat_computer", "seat": 2, "level": "easy"})
    live = await a.until("state", lambda m: m["status"] == "live")
    assert live["seat"] == 0
    await a.send({"type": "release_seat", "seat": 1})
    assert (await a.next("error"))["code"] == "not_waiting"
    stored = await server.services.store.get_match(room_id)
    assert [s.kind for s in stored.seats] == ["human", "bot", "bot"]
    assert len({s.name for s in stored.seats}) == 3


async def test_a_quiz_computer_seated_by_the_host_is_set_up_as_one(server):
    async with server.client() as http:
        host = await create_room(http, game="em6_quiz", players=2)
    room_id = host["room_id"]
    a = await Client.open(server.ws_url, room_id, host["token"])
    await a.send({"type": "seat_computer", "seat": 1, "level": "easy"})
    await a.until("state", lambda m: m["status"] == "live")
    await a.close()
    stored = await server.services.store.get_match(room_id)
    assert stored.options["computers"] == [1]
    # the room rebuilt from what is stored is the same match, at the same move
    rooms = server.services.rooms
    room = rooms.rooms[room_id]
    async with room.lock:
        rooms._drop(room)
    again = await rooms.get(room_id)
    assert again is not room and again.version == room.version
    assert again.state == room.state


async def test_the_host_cancels_a_waiting_room(server):
    async with server.client() as http:
        host = await create_room(http)
        bob = await join_room(http, host["room_id"], name="Bob")
    room_id = host["room_id"]
    a = await Client.open(server.ws_url, room_id, host["token"])
    b = await Client.open(server.ws_url, room_id, bob["token"])
    await b.send({"type": "cancel_room"})
    assert (await b.next("error"))["code"] == "not_allowed"
    assert a.state["status"] == "live"
    await a.send({"type": "cancel_room"})
    assert (await a.next("error"))["code"] == "not_waiting"
    async with server.client() as http:
        other = await create_room(http)
    c = await Client.open(server.ws_url, other["room_id"], other["token"])
    await c.send({"type": "cancel_room"})
    assert (await c.until("state", lambda m: m["status"] == "cancelled"))["legal"] == []
    async with server.client() as http:
        joined = await http.post(f"/api/rooms/{other['room_id']}/join", json={"name": "Eve"})
        waiting = (await http.get("/api/rooms", params={"status": "waiting"})).json()
    assert joined.status_code == 409 and joined.json()["error"]["code"] == "not_waiting"
    assert other["room_id"] not in [r["room_id"] for r in waiting]
    assert (await server.services.store.get_match(other["room_id"])).status == "cancelled"


async def test_a_rematch_says_who_asked_and_can_be_declined(server):
    host, _, a, b = await _pair(server)
    watcher = await Client.open(server.ws_url, host["room_id"])
    await b.send({"type": "decline_rematch"})
    assert (await b.next("error"))["code"] == "no_rematch"
    await b.send({"type": "resign"})
    await a.until("state", lambda m: m["status"] == "finished")
    await b.send({"type": "rematch"})
    seat = await b.next("rematch_seat")
    for client in (a, watcher):
        offer = await client.next("rematch")
        assert offer["asked_by"] == 1 and offer["accepted"] == [1]
        assert offer["waiting_for"] == [0] and not offer["declined"]
    asker = await Client.open(server.ws_url, seat["room_id"], seat["token"])
    await watcher.send({"type": "decline_rematch"})
    assert (await watcher.next("error"))["code"] == "not_a_player"
    await a.send({"type": "decline_rematch"})
    declined = await watcher.until("rematch", lambda m: m["declined"])
    assert declined["declined_by"] == 0 and declined["asked_by"] == 1
    assert declined["waiting_for"] == [] and not declined["started"]
    assert (await asker.until("state", lambda m: m["status"] == "cancelled"))["seat"] == 0
    await a.send({"type": "decline_rematch"})
    assert (await a.next("error"))["code"] == "no_rematch"
    await a.send({"type": "rematch"})
    assert (await a.next("error"))["code"] == "rematch_declined"


async def _caravan_pair(server):
    async with server.client() as http:
        host = await create_room(http, game="caravan", options={"first_player": "seat0"})
        guest = await join_room(http, host["room_id"])
    a = await Client.open(server.ws_url, host["room_id"], host["token"])
    b = await Client.open(server.ws_url, host["room_id"], guest["token"])
    return host, a, b


def _first(state, kind):
    return next(m for m in state["legal"] if m["type"] == kind)


def _cheapest_camel(state):
    """A camel placement of one action (it leaves the turn its player's)."""
    return min((m for m in state["legal"] if m["type"] == "camel"), key=lambda m: m["cost"])


async def test_a_player_takes_back_an_action_of_their_turn_as_a_stored_move(server):
    host, a, b = await _caravan_pair(server)
    room_id = host["room_id"]
    watcher = await Client.open(server.ws_url, room_id)
    assert a.state["to_act"] == [0] and a.state["can_undo"] is False
    assert a.state["undo_stop"] is None
    await a.send({"type": "move", "id": "u0", "version": 0, "move": {"type": "undo"}})
    refused = await a.next("error")
    assert refused["code"] == "illegal_move" and refused["id"] == "u0"
    # Alice's opening camel ends her turn; Bob's first camel of his turn does not.
    await a.move(_first(a.state, "camel"))
    start = await b.state_at(1)
    assert start["to_act"] == [1] and start["can_undo"] is False
    place = _cheapest_camel(start)
    await b.move(place)
    placed = await b.state_at(2)
    assert placed["can_undo"] is True and placed["to_act"] == [1] and not placed["undone"]
    assert (await a.state_at(2))["can_undo"] is False  # only the player to act
    assert (await watcher.state_at(2))["can_undo"] is False
    # the other player may not take it back for him
    await a.send({"type": "move", "id": "u1", "version": 2, "move": {"type": "undo"}})
    assert (await a.next("error"))["code"] == "illegal_move"
    await b.send({"type": "move", "id": "u2", "version": 2, "move": {"type": "undo", "x": 1}})
    assert (await b.next("error"))["code"] == "illegal_move"
    await b.send({"type": "move", "id": "u3", "version": 2, "move": {"type": "undo"}})
    back = await b.state_at(3)
    assert back["view"] == start["view"] and back["legal"] == start["legal"]
    assert back["undone"] is True and back["can_undo"] is False and back["version"] == 3
    seen = await watcher.state_at(3)
    assert seen["view"] == start["view"] and seen["undone"] is True
    stored = await server.services.store.get_moves(room_id)
    assert [m.move for m in stored[1:]] == [place, {"type": "undo"}] and stored[2].seat == 1
    # once the turn has passed, nothing of it can be taken back
    await b.move(place)
    await b.state_at(4)
    await b.move({"type": "end"})
    ended = await b.state_at(5)
    assert ended["to_act"] == [0] and ended["can_undo"] is False
    await b.send({"type": "move", "id": "u4", "version": 5, "move": {"type": "undo"}})
    assert (await b.next("error"))["code"] == "illegal_move"
    # the replay and a room rebuilt from storage take the undo back the same way
    async with server.client() as http:
        replay = (await http.get(f"/api/matches/{room_id}/replay")).json()
    views = replay["views"]
    assert views[3]["move"] == {"type": "undo"} and views[3]["view"] == views[1]["view"]
    assert views[4]["view"] == placed["view"]
    rooms = server.services.rooms
    room = rooms.rooms[room_id]
    async with room.lock:
        rooms._drop(room)
    again = await rooms.get(room_id)
    assert again.version == 5 and again.state == room.state


async def test_undo_stops_at_an_action_that_drew_chance(server):
    async with server.client() as http:
        host = await create_room(http, game="em6_quiz", players=2,
                                 options={"roll_time": 600, "answer_time": 600, "vote_time": 120})
        guest = await join_room(http, host["room_id"])
    a = await Client.open(server.ws_url, host["room_id"], host["token"])
    b = await Client.open(server.ws_url, host["room_id"], guest["token"])
    players = {0: a, 1: b}
    mover = players[a.state["to_act"][0]]
    await mover.state_at(0)
    roll = _first(mover.state, "roll")
    await mover.move(roll)
    rolled = await mover.state_at(1)
    assert rolled["to_act"] == [mover.state["seat"]]
    assert rolled["can_undo"] is False and rolled["undo_stop"] == "randomness"
    await mover.send({"type": "move", "id": "r1", "version": 1, "move": {"type": "undo"}})
    assert (await mover.next("error"))["code"] == "illegal_move"


async def test_the_state_lists_the_moves_that_end_a_turn_with_actions_left(server):
    host, a, b = await _caravan_pair(server)
    # Alice's opening camel is her whole turn: nothing to confirm.
    assert a.state["confirm"] == [] and b.state["confirm"] == []
    await a.move(_first(a.state, "camel"))
    bobs = await b.state_at(1)
    assert bobs["confirm"] == ["end"] and (await a.state_at(1))["confirm"] == []
    watcher = await Client.open(server.ws_url, host["room_id"])
    assert watcher.state["confirm"] == []
    # every hex_camping move but a pass ends the turn, and a pass can be taken back
    _, _, c, _ = await _pair(server)
    assert c.state["confirm"] == []
    # experts turn it off
    async with server.client() as http:
        expert = await create_room(http, game="caravan",
                                   options={"first_player": "seat0", "confirm_turn_end": False})
        second = await join_room(http, expert["room_id"])
    d = await Client.open(server.ws_url, expert["room_id"], expert["token"])
    e = await Client.open(server.ws_url, expert["room_id"], second["token"])
    await d.move(_first(d.state, "camel"))
    theirs = await e.state_at(1)
    assert theirs["to_act"] == [1] and theirs["legal"] and theirs["confirm"] == []
