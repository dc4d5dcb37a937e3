"""Bad input gets a clear, documented refusal, never a server error (SQLite and PostgreSQL).

Every option of every game (as `GET /api/games` lists it) is tried with values
of the wrong type and out of its bounds; display names, chat lines and deck
files come from `data/bad_inputs.yaml`. A refusal is a 4xx with a documented
code and a message; an accepted name or chat line comes back exactly as typed.
"""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import Any

import pytest
import yaml

from app.games.registry import all_games
from tests.reliability.support import REST_ERROR_CODES, Conn, create, join

DATA = yaml.safe_load((Path(__file__).parent / "data" / "bad_inputs.yaml").read_text("utf-8"))
LIMITS = {"rooms_per_minute": 100_000.0, "joins_per_minute": 100_000.0,
          "chat_per_minute": 100_000.0}


def _refused(response: Any, *codes: str) -> dict[str, Any]:
    assert 400 <= response.status_code < 500, (response.status_code, response.text)
    error = response.json()["error"]
    assert error["code"] in REST_ERROR_CODES and error["message"], error
    if codes:
        assert error["code"] in codes, error
    return error


def _bad_values(option: dict[str, Any]) -> list[Any]:
    values = list(DATA["option_values"][option["type"]])
    if option["type"] == "int":
        values += [option["min"] - 1, option["max"] + 1]
    if option["type"] == "text":
        values.append("x" * (option["max_length"] + 1))
    return values


async def test_every_option_of_every_game_refuses_bad_values(server_with):
    server = await server_with(**LIMITS)
    tried = 0
    async with server.client() as http:
        games = (await http.get("/api/games")).json()
        assert {g["id"] for g in games} == set(all_games())
        for game in games:
            for option in game["options"]:
                for value in _bad_values(option):
                    response = await http.post("/api/rooms", json={
                        "game": game["id"], "players": game["min_players"], "name": "Ann",
                        "options": {option["name"]: value}})
                    error = _refused(response, "bad_options")
                    assert option["name"] in error["message"], (game["id"], value, error)
                    tried += 1
            response = await http.post("/api/rooms", json={
                "game": game["id"], "players": game["min_players"], "name": "Ann",
                "options": {"no_such_option": 1}})
            assert "no_such_option" in _refused(response, "bad_options")["message"]
            for players in DATA["players"]:
                if game["min_players"] <= (players if type(players) is int else -1) \
                        <= game["max_players"]:
                    continue
                response = await http.post("/api/rooms", json={
                    "game": game["id"], "players": players, "name": "Ann"})
                _refused(response, "bad_options", "bad_request")
                tried += 1
        # nothing of this was created
        assert (await http.get("/api/rooms")).json() == []
    assert tried > 100


async def test_bots_seats_and_games_are_checked(server_with):
    server = await server_with(**LIMITS)
    cases = [
        ({"bots": [{"seat": 1, "level": "genius"}]}, "bad_bot_level"),
        ({"bots": [{"seat": 0, "level": "easy"}]}, "bad_seat"),
        ({"bots": [{"seat": 2, "level": "easy"}]}, "bad_seat"),
        ({"bots": [{"seat": 1, "level": "easy"}, {"seat": 1, "level": "easy"}]}, "bad_seat"),
        ({"bots": [{"seat": 1}] * 9}, "bad_request"),
        ({"seat": 5}, "bad_seat"),
        ({"seat": -1}, "bad_seat"),
        ({"game": "chess"}, "unknown_game"),
        ({"options": ["first_player"]}, "bad_request"),
        ({"extra": True}, "bad_request"),
    ]
    async with server.client() as http:
        for extra, code in cases:
            body = {"game": "hex_camping", "players": 2, "name": "Ann"} | extra
            _refused(await http.post("/api/rooms", json=body), code)
        for raw in (b"{not json", b'{"game":"hex_camping","players":2,"name":"A",'
                    b'"options":{"turn_time":1e400}}', b'{"game":"hex_camping","players":1e400}'):
            _refused(await http.post("/api/rooms", content=raw,
                                     headers={"content-type": "application/json"}),
                     "bad_request", "bad_options")
        room = await create(http, "hex_camping", 2)
        for body, code in [({"name": "Bob", "seat": 7}, "bad_seat"),
                           ({"name": "Bob", "seat": 0}, "seat_taken"),
                           ({"name": "Bob", "token": "x"}, "bad_request")]:
            _refused(await http.post(f"/api/rooms/{room['room_id']}/join", json=body), code)
        await join(http, room["room_id"], "Bob")
        _refused(await http.post(f"/api/rooms/{room['room_id']}/join", json={"name": "Cy"}),
                 "not_waiting")


async def test_display_names_are_checked_and_kept_as_typed(server_with):
    server = await server_with(**LIMITS)
    async with server.client() as http:
        for name in DATA["bad_names"]:
            _refused(await http.post("/api/rooms", json={"game": "hex_camping", "players": 2,
                                                         "name": name}), "bad_name", "bad_request")
            room = await create(http, "hex_camping", 2)
            _refused(await http.post(f"/api/rooms/{room['room_id']}/join", json={"name": name}),
                     "bad_name", "bad_request")
        for name in DATA["good_names"]:
            room = await create(http, "hex_camping", 2, name=name)
            shown = (await http.get(f"/api/rooms/{room['room_id']}")).json()["seats"][0]["name"]
            assert shown == " ".join(name.split())
            # A spectator may not take a seated player's name: this one watches another room.
            other = await create(http, "hex_camping", 2, name="Host")
            watcher = await Conn.open(server.ws_url, other["room_id"], name=name)
            await watcher.send({"type": "chat", "text": "hello"})
            line = await watcher.next("chat")
            assert line["name"] == " ".join(name.split())
            await watcher.close()


async def test_chat_lines_are_checked_and_broadcast_as_typed(server_with):
    server = await server_with(**LIMITS)
    async with server.client() as http:
        room = await create(http, "hex_camping", 2)
    seat = await Conn.open(server.ws_url, room["room_id"], room["token"])
    watcher = await Conn.open(server.ws_url, room["room_id"])
    for text in DATA["bad_chat"]:
        if isinstance(text, str):
            text = text.replace("{pad501}", "x" * 501)
        await seat.send({"type": "chat", "text": text})
        error = await seat.next("error")
        assert error["code"] in {"bad_chat", "bad_message"} and error["message"], error
    await seat.send({"type": "chat", "text": "y" * 2001})
    assert (await seat.next("error"))["code"] == "bad_message"
    for text in DATA["good_chat"]:
        await seat.send({"type": "chat", "text": f"  {text}  "})
        assert (await watcher.next("chat"))["text"] == text
    # nothing refused reached anyone
    assert not [m for m in watcher.messages if m["type"] == "chat"
                and m["text"] not in DATA["good_chat"]]
    await seat.close()
    await watcher.close()


async def test_bad_deck_files_are_refused_with_a_message(server_with):
    server = await server_with(**LIMITS)
    async with server.client() as http:
        for deck in DATA["bad_decks"]:
            response = await http.post("/api/rooms", json={
                "game": "em6_quiz", "players": 1, "name": "Ann", "options": {"deck": deck}})
            assert "deck" in _refused(response, "bad_options")["message"]


@pytest.mark.parametrize("deck", DATA["unreadable_decks"])
async def test_a_deck_with_characters_yaml_refuses_is_a_bad_option(server_with, deck):
    server = await server_with(**LIMITS)
    async with server.client() as http:
        response = await http.post("/api/rooms", json={
            "game": "em6_quiz", "players": 1, "name": "Ann", "options": {"deck": deck}})
        _refused(response, "bad_options")


@pytest.mark.parametrize("path", [
    "/api/rooms/ab%00cd", "/api/matches/ab%00cd", "/api/matches/ab%00cd/replay",
    "/api/matches/ab%00cd/verify", "/api/rooms?game=hex%00", "/api/matches?game=hex%00",
])
async def test_a_nul_character_in_an_address_is_not_a_server_error(server, path, request):
    async with server.client() as http:
        response = await http.get(path)
    assert response.status_code in {200, 404}, response.text


async def test_a_nul_character_in_a_move_is_refused_not_a_server_error(server, request):
    async with server.client() as http:
        room = await create(http, "hex_camping", 2)
        await join(http, room["room_id"], "Bob")
    seat = await Conn.open(server.ws_url, room["room_id"], room["token"])
    legal = seat.state["legal"][0]
    for move_id, move in [("nul\u0000id", legal), ("nul-field", legal | {"note": "\u0000"})]:
        await seat.send({"type": "move", "id": move_id, "version": seat.version, "move": move})
        answer = await seat.until(lambda m: m["type"] == "state" and m["version"] > 0
                                  or m["type"] == "error")
        assert answer["type"] == "state" or answer["code"] != "server_error", answer
        if answer["type"] == "state":
            break
    await seat.close()


async def test_one_bad_move_does_not_fail_other_rooms_moves(server, request):
    """Moves of several rooms are written in one transaction: one bad row must not sink them."""
    rooms = server.services.rooms
    async with server.client() as http:
        ids = []
        for _ in range(2):
            room = await create(http, "hex_camping", 2)
            await join(http, room["room_id"], "Bob")
            ids.append(room["room_id"])
    bad, good = (rooms.rooms[i] for i in ids)
    move = bad.game.legal_moves(bad.state, 0)[0]
    results = await asyncio.gather(
        bad.submit(0, "bad\u0000", 0, move),
        good.submit(0, "good", 0, good.game.legal_moves(good.state, 0)[0]),
        return_exceptions=True,
    )
    assert results[1] is False, results  # the good room's move is stored
    assert good.version == 1


async def test_a_move_with_extra_fields_is_refused_or_stored_without_them(sqlite_server_with):
    server = await sqlite_server_with()
    async with server.client() as http:
        room = await create(http, "hex_camping", 2)
        await join(http, room["room_id"], "Bob")
    seat = await Conn.open(server.ws_url, room["room_id"], room["token"])
    legal = seat.state["legal"][0]
    await seat.send({"type": "move", "id": "extra", "version": 0,
                     "move": legal | {"note": "x" * 50_000}})
    await seat.until(lambda m: m["type"] == "error" or m["type"] == "state" and m["version"])
    await seat.close()
    async with server.client() as http:
        moves = (await http.get(f"/api/matches/{room['room_id']}")).json()["moves"]
    assert all(set(m["move"]) <= set(legal) for m in moves), moves[0]["move"].keys()
