"""The REST contract of the lobby, on SQLite and PostgreSQL."""

from __future__ import annotations

import pytest

from app.rooms.verify import verify
from tests.support import Client, create_room, join_room


async def test_games_list_names_counts_and_options(server):
    async with server.client() as http:
        games = (await http.get("/api/games")).json()
    hex_game = next(g for g in games if g["id"] == "hex_camping")
    assert hex_game["min_players"] == hex_game["max_players"] == 2
    assert set(hex_game["names"]) == {"en", "fr", "nl"}
    assert {o["name"] for o in hex_game["options"]} >= {"first_player"}
    assert hex_game["bot_levels"] == ["easy", "medium", "hard"]


async def test_the_quiz_lists_its_track_as_a_match_view_draws_it(server):
    """The rules page and the ranking draw the track from here: the frontend keeps no copy."""
    async with server.client() as http:
        games = (await http.get("/api/games")).json()
        quiz = next(g for g in games if g["id"] == "em6_quiz")
        host = await create_room(http, game="em6_quiz", players=1)
    room = await server.services.rooms.require(host["room_id"])
    assert quiz["track"] == room.game.view(room.state, 0)["track"]
    assert [s["kind"] for s in (quiz["track"][0], quiz["track"][-1])] == ["start", "infinity"]


async def test_create_then_join_starts_the_match(server):
    async with server.client() as http:
        host = await create_room(http)
        assert host["invite_url"].endswith(f"/room/{host['room_id']}")
        assert host["seat"] == 0 and len(host["token"]) >= 32
        room = (await http.get(f"/api/rooms/{host['room_id']}")).json()
        assert room["status"] == "waiting" and room["seats"][1]["name"] is None
        guest = await join_room(http, host["room_id"], "Bob")
        assert guest["seat"] == 1 and guest["token"] != host["token"]
        room = (await http.get(f"/api/rooms/{host['room_id']}")).json()
    assert room["status"] == "live" and [s["name"] for s in room["seats"]] == ["Alice", "Bob"]
    assert host["token"] not in str(room) and guest["token"] not in str(room)


async def test_rooms_are_filtered_by_status_and_game(server):
    async with server.client() as http:
        waiting = await create_room(http)
        live = await create_room(http, name="Carol")
        await join_room(http, live["room_id"])
        by_status = {
            status: [r["room_id"] for r in (await http.get("/api/rooms", params={"status": status})).json()]
            for status in ("waiting", "live", "finished")
        }
        other_game = (await http.get("/api/rooms", params={"game": "no_such_game"})).json()
    assert by_status == {"waiting": [waiting["room_id"]], "live": [live["room_id"]], "finished": []}
    assert other_game == []


async def test_a_room_full_of_bots_starts_at_once(server):
    async with server.client() as http:
        host = await create_room(http, bots=[{"seat": 1, "level": "easy"}])
        room = (await http.get(f"/api/rooms/{host['room_id']}")).json()
    assert room["status"] == "live"
    assert room["seats"][1]["kind"] == "bot" and room["seats"][1]["bot_level"] == "easy"


async def test_a_shared_screen_room_keeps_the_option_and_its_seats_apart(server):
    """`shared_screen` is a room option of every game (off unless asked); one device
    joining a second seat gets a token of its own for it."""
    async with server.client() as http:
        games = (await http.get("/api/games")).json()
        plain = await create_room(http)
        shared = await create_room(http, options={"shared_screen": True})
        bob = await join_room(http, shared["room_id"], "Bob", seat=1)
        rooms = [(await http.get(f"/api/rooms/{r['room_id']}")).json() for r in (plain, shared)]
    for game in games:
        option = next(o for o in game["options"] if o["name"] == "shared_screen")
        assert (option["type"], option["default"], option["scope"]) == ("bool", False, "room")
        assert set(option["labels"]) == {"en", "fr", "nl"}
    assert [r["options"]["shared_screen"] for r in rooms] == [False, True]
    assert rooms[1]["status"] == "live" and [s["name"] for s in rooms[1]["seats"]] == ["Alice", "Bob"]
    assert bob["seat"] == 1 and bob["token"] != shared["token"]


@pytest.mark.parametrize(
    ("body", "status", "code"),
    [
        ({"game": "chess", "players": 2, "name": "A"}, 404, "unknown_game"),
        ({"game": "hex_camping", "players": 3, "name": "A"}, 400, "bad_options"),
        ({"game": "hex_camping", "players": 2, "name": "A", "options": {"first_player": "x"}},
         400, "bad_options"),
        ({"game": "hex_camping", "players": 2, "name": "A", "options": {"nope": 1}},
         400, "bad_options"),
        ({"game": "hex_camping", "players": 2, "name": "A", "options": {"shared_screen": "yes"}},
         400, "bad_options"),
        ({"game": "caravan", "players": 2, "name": "A", "options": {"shared_screen": 1}},
         400, "bad_options"),
        ({"game": "hex_camping", "players": 2, "name": "   "}, 400, "bad_name"),
        ({"game": "hex_camping", "players": 2, "name": "x" * 33}, 400, "bad_name"),
        ({"game": "hex_camping", "players": 2, "name": "a\u0000b"}, 400, "bad_name"),
        ({"game": "hex_camping", "players": 2, "name": "A", "bots": [{"seat": 0, "level": "easy"}]},
         400, "bad_seat"),
        ({"game": "hex_camping", "players": 2, "name": "A", "bots": [{"seat": 1, "level": "god"}]},
         400, "bad_bot_level"),
        ({"game": "hex_camping", "players": 2, "name": "A", "seat": 5}, 400, "bad_seat"),
        ({"game": "hex_camping", "players": "two", "name": "A"}, 422, "bad_request"),
        ({"game": "hex_camping", "name": "A"}, 422, "bad_request"),
    ],
)
async def test_bad_room_requests_are_refused_with_a_code(server, body, status, code):
    async with server.client() as http:
        response = await http.post("/api/rooms", json=body)
        rooms = (await http.get("/api/rooms")).json()
    assert response.status_code == status
    error = response.json()["error"]
    assert error["code"] == code and error["message"]
    assert rooms == []


async def test_bad_joins_are_refused_with_a_code(server):
    async with server.client() as http:
        host = await create_room(http)
        room_id = host["room_id"]
        taken = await http.post(f"/api/rooms/{room_id}/join", json={"name": "Bob", "seat": 0})
        bad_seat = await http.post(f"/api/rooms/{room_id}/join", json={"name": "Bob", "seat": 7})
        unknown = await http.post("/api/rooms/zzzzzzzzzz/join", json={"name": "Bob"})
        bad_json = await http.post(f"/api/rooms/{room_id}/join", content=b"{oops",
                                   headers={"content-type": "application/json"})
        await join_room(http, room_id)
        full = await http.post(f"/api/rooms/{room_id}/join", json={"name": "Eve"})
    codes = [r.json()["error"]["code"] for r in (taken, bad_seat, unknown, bad_json, full)]
    assert codes == ["seat_taken", "bad_seat", "not_found", "bad_request", "not_waiting"]
    assert [r.status_code for r in (taken, bad_seat, unknown, bad_json, full)] == [409, 400, 404, 422, 409]


async def test_unknown_paths_and_rooms_answer_json_errors(server):
    async with server.client() as http:
        room = await http.get("/api/rooms/doesnotexist")
        match = await http.get("/api/matches/doesnotexist")
        path = await http.get("/api/nothing-here")
    for response in (room, match, path):
        assert response.status_code == 404 and response.json()["error"]["code"] == "not_found"


async def test_health_and_the_frontend_shell(server):
    async with server.client() as http:
        health = await http.get("/api/health")
        openapi = await http.get("/openapi.json")
    assert health.json() == {"status": "ok", "database": "ok", "bus": "local"}
    assert "/api/rooms" in openapi.json()["paths"]


async def test_a_live_match_hides_its_seed_and_a_finished_one_shows_it(server):
    async with server.client() as http:
        host = await create_room(http, bots=[{"seat": 1, "level": "easy"}])
        match = (await http.get(f"/api/matches/{host['room_id']}")).json()
    assert match["status"] == "live" and match["seed"] is None
    room = server.services.rooms.rooms[host["room_id"]]
    assert room.record.seed not in str(match)


async def test_a_finished_match_verifies_from_its_published_seed(server):
    async with server.client() as http:
        host = await create_room(http, bots=[{"seat": 1, "level": "easy"}])
    a = await Client.open(server.ws_url, host["room_id"], host["token"])
    while a.state["status"] != "finished":
        if a.state["legal"]:
            await a.move(a.state["legal"][-1])
        await a.next("state")
    async with server.client() as http:
        check = (await http.get(f"/api/matches/{host['room_id']}/verify")).json()
        match = (await http.get(f"/api/matches/{host['room_id']}")).json()
    assert check["ok"] and check["replayed"] == match["result"]
    # a tampered move list does not verify
    match["moves"] = match["moves"][:-1]
    assert not verify(match).ok


async def test_a_host_who_only_watches_can_fill_every_seat_with_computers(server):
    bots = [{"seat": n, "level": "easy"} for n in range(4)]
    async with server.client() as http:
        created = await create_room(http, game="caravan", players=4, seat=None, bots=bots)
        room = (await http.get(f"/api/rooms/{created['room_id']}")).json()
    assert created["seat"] is None and created["token"] is None
    assert room["status"] == "live" and [s["kind"] for s in room["seats"]] == ["bot"] * 4
    watcher = await Client.open(server.ws_url, created["room_id"])
    seats = await watcher.next("seats")
    assert seats["host"] is None
    await watcher.state_at(3)  # the computers play
