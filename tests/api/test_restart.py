"""A server killed with SIGKILL mid-match resumes from the last acknowledged move."""

from __future__ import annotations

import httpx
import pytest

from tests.support import Client

pytestmark = pytest.mark.slow


async def test_a_killed_server_resumes_every_acknowledged_move(server_process_any):
    server = server_process_any
    server.start()
    ws_base = server.base_url.replace("http", "ws")
    async with httpx.AsyncClient(base_url=server.base_url) as http:
        host = (await http.post("/api/rooms", json={"game": "hex_camping", "players": 2,
                                                    "name": "Ann"})).json()
        guest = (await http.post(f"/api/rooms/{host['room_id']}/join",
                                 json={"name": "Ben"})).json()
    room_id = host["room_id"]
    tokens = {0: host["token"], 1: guest["token"]}
    clients = {s: await Client.open(ws_base, room_id, t) for s, t in tokens.items()}
    for _ in range(12):
        mover = clients[clients[0].state["to_act"][0]]
        await mover.state_at(clients[0].state["version"])
        version = mover.state["version"]
        await mover.move(mover.state["legal"][-1])
        await clients[0].state_at(version + 1)
    last_seen = clients[0].state

    server.kill()
    server.start()

    clients = {s: await Client.open(ws_base, room_id, t) for s, t in tokens.items()}
    resumed = clients[0].state
    assert resumed["version"] == last_seen["version"]
    assert resumed["view"] == last_seen["view"] and resumed["to_act"] == last_seen["to_act"]
    while clients[0].state["status"] != "finished":
        mover = clients[clients[0].state["to_act"][0]]
        await mover.state_at(clients[0].state["version"])
        await mover.move(mover.state["legal"][0])
        await clients[0].state_at(clients[0].state["version"] + 1)
    async with httpx.AsyncClient(base_url=server.base_url) as http:
        match = (await http.get(f"/api/matches/{room_id}")).json()
    assert match["status"] == "finished" and len(match["moves"]) == clients[0].state["version"]
