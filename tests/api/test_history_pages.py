"""History without replaying: listings count moves from stored seqs and leave move lists
out by default; replays come a page at a time."""

from __future__ import annotations

import asyncio

from tests.support import create_room

BOTS = [{"seat": 0, "level": "easy"}, {"seat": 1, "level": "easy"}]


async def _finished_match(server) -> dict:
    async with server.client() as http:
        room = await create_room(http, seat=None, bots=BOTS)
        loop = asyncio.get_running_loop()
        deadline = loop.time() + 60
        while True:
            match = (await http.get(f"/api/matches/{room['room_id']}")).json()
            if match["status"] == "finished":
                return match
            assert loop.time() < deadline, match["status"]
            await asyncio.sleep(0.2)


async def test_listings_count_moves_without_listing_them_unless_asked(server):
    match = await _finished_match(server)
    async with server.client() as http:
        listed = (await http.get("/api/matches")).json()
        full = (await http.get("/api/matches", params={"moves": "true"})).json()
    assert listed[0]["moves"] is None and listed[0]["move_count"] == len(match["moves"]) > 0
    assert full[0]["moves"] == match["moves"]


async def test_a_replay_comes_in_pages_that_join_up(server):
    match = await _finished_match(server)
    url = f"/api/matches/{match['match_id']}/replay"
    async with server.client() as http:
        first = (await http.get(url, params={"limit": 5})).json()
        rest = (await http.get(url, params={"from": first["next"]})).json()
        again = (await http.get(url, params={"limit": 5})).json()
        whole = (await http.get(url)).json()
        too_far = await http.get(url, params={"from": 10**20})
    assert [v["seq"] for v in first["views"]] == [0, 1, 2, 3, 4] and first["next"] == 5
    steps = first["views"] + rest["views"]
    assert [v["seq"] for v in steps] == list(range(len(match["moves"]) + 1))
    assert rest["next"] is None and again == first and whole["views"] == steps
    assert [v["move"] for v in steps[1:]] == [m["move"] for m in match["moves"]]
    assert too_far.status_code == 422 and too_far.json()["error"]["code"] == "bad_request"
