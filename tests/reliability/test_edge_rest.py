"""The REST edge: the text policy at every entry, refusals with stable codes (both databases)."""

from __future__ import annotations

import json
from pathlib import Path

import yaml

from tests.support import create_room

DATA = yaml.safe_load((Path(__file__).parent / "data" / "edge_text.yaml").read_text("utf-8"))
LIMITS = {"rooms_per_minute": 100_000.0, "joins_per_minute": 100_000.0}
ROOM = {"game": "hex_camping", "players": 2}


def _post(http, path: str, body: object):
    """POST `body` as ASCII JSON, which keeps lone surrogates as \\u escapes."""
    return http.post(path, content=json.dumps(body), headers={"content-type": "application/json"})


async def test_every_refused_name_is_refused_at_create_and_join_and_stores_nothing(server_with):
    server = await server_with(**LIMITS)
    names = [text for kind, text, _ in DATA["refused"] if kind == "name"]
    async with server.client() as http:
        room = await create_room(http)
        for name in names:
            created = await _post(http, "/api/rooms", ROOM | {"name": name})
            assert created.status_code == 400, (name.encode("unicode_escape"), created.text)
            assert created.json()["error"]["code"] == "bad_name"
            joined = await _post(http, f"/api/rooms/{room['room_id']}/join", {"name": name})
            assert joined.status_code == 400 and joined.json()["error"]["code"] == "bad_name"
        listed = (await http.get("/api/rooms")).json()
        assert [r["room_id"] for r in listed] == [room["room_id"]]
        assert [s["name"] for s in listed[0]["seats"]] == ["Alice", None]


async def test_accepted_names_are_stored_cleaned(server_with):
    server = await server_with(**LIMITS)
    async with server.client() as http:
        for kind, text, cleaned in DATA["accepted"]:
            if kind != "name":
                continue
            room = await create_room(http, name=text)
            shown = (await http.get(f"/api/rooms/{room['room_id']}")).json()["seats"][0]["name"]
            assert shown == cleaned


async def test_options_holding_text_that_cannot_be_stored_are_refused_and_lists_survive(
        server_with):
    server = await server_with(**LIMITS)
    async with server.client() as http:
        await create_room(http)
        for options in ({"deck": "format: x\ntitle: \ud800"}, {"\udfff": 1},
                        {"turn_time": "\u0000"}, {"a": [[[[["deep"]]]]]}):
            answer = await _post(http, "/api/rooms", {"game": "em6_quiz", "players": 1,
                                                      "name": "Ann", "options": options})
            assert answer.status_code == 400, (ascii(options), answer.text)
            assert answer.json()["error"]["code"] == "bad_options"
        for path in ("/api/rooms", "/api/matches", "/api/rooms?status=waiting"):
            listed = await http.get(path)
            assert listed.status_code == 200, (path, listed.text)
