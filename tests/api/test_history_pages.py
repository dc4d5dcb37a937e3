"""History without replaying: listings count moves from stored seqs and leave move lists
out by default; replays come a page at a time."""

from __future__ import annotations

import asyncio

from tests.support import Client, create_room, join_room

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


async def test_a_live_matchs_listed_moves_follow_each_move_and_show_what_the_match_hides_once_over(
    server,
):
    # A hidden-information game (the Caravan bag): while it is played, a listed move shows
    # its type only; each listing after a move lists it (the encoded list kept between two
    # moves is the latest one), and once the match is over every move shows in full.
    async with server.client() as http:
        host = await create_room(http, game="caravan")
        guest = await join_room(http, host["room_id"])
        room_id = host["room_id"]
        seats = {0: await Client.open(server.ws_url, room_id, host["token"]),
                 1: await Client.open(server.ws_url, room_id, guest["token"])}

        async def listed() -> dict:
            rows = (await http.get("/api/matches", params={"moves": "true"})).json()
            return next(row for row in rows if row["match_id"] == room_id)

        await seats[0].state_at(0)
        assert (await listed())["moves"] == []
        sent = []
        for n in range(4):
            mover = seats[seats[0].state["to_act"][0]]
            move = next(m for m in mover.state["legal"] if m["type"] != "end_turn")
            await mover.move(move)
            sent.append(move)
            for client in seats.values():
                await client.state_at(n + 1)
            row, again = await listed(), await listed()
            assert row == again and row["move_count"] == n + 1
            assert [m["move"] for m in row["moves"]] == [{"type": m["type"]} for m in sent]
        await seats[0].send({"type": "resign"})
        await seats[1].until("state", lambda m: m["status"] == "finished", 20)
        over = await listed()
    assert over["status"] == "finished"
    assert [m["move"] for m in over["moves"][:4]] == sent
    for client in seats.values():
        await client.close()
