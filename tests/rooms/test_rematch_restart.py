"""A rematch offer survives a restart: a server killed with SIGKILL and started again
still tells a spectator who asked for the rematch, and a declined rematch stays
declined (and says by whom), on SQLite and PostgreSQL."""

from __future__ import annotations

import httpx
import pytest

from tests.support import Client, ServerProcess

pytestmark = pytest.mark.slow


async def _restarted(server: ServerProcess, room_id: str) -> Client:
    """Kill the server, start it again, and watch the finished room: its first offer."""
    server.kill()
    server.start()
    return await Client.open(server.base_url.replace("http", "ws"), room_id)


async def test_who_asked_and_who_declined_a_rematch_survive_a_restart(server_process_any):
    server = server_process_any
    server.start()
    ws_base = server.base_url.replace("http", "ws")
    async with httpx.AsyncClient(base_url=server.base_url) as http:
        host = (await http.post("/api/rooms", json={"game": "hex_camping", "players": 2,
                                                    "name": "Ann"})).json()
        guest = (await http.post(f"/api/rooms/{host['room_id']}/join",
                                 json={"name": "Ben"})).json()
    room_id = host["room_id"]
    ann = await Client.open(ws_base, room_id, host["token"])
    ben = await Client.open(ws_base, room_id, guest["token"])
    await ann.send({"type": "resign"})
    await ben.until("state", lambda m: m["status"] == "finished")
    await ben.send({"type": "rematch"})
    await ben.next("rematch_seat")
    await ann.until("rematch", lambda m: m["asked_by"] == 1)

    watcher = await _restarted(server, room_id)
    offer = await watcher.next("rematch")
    assert offer["asked_by"] == 1 and offer["accepted"] == [1] and offer["waiting_for"] == [0]
    assert not offer["declined"] and offer["declined_by"] is None

    ann = await Client.open(ws_base, room_id, host["token"])
    await ann.send({"type": "decline_rematch"})
    assert (await watcher.until("rematch", lambda m: m["declined"]))["declined_by"] == 0

    watcher = await _restarted(server, room_id)
    offer = await watcher.next("rematch")
    assert offer["declined"] and (offer["asked_by"], offer["declined_by"]) == (1, 0)
    assert offer["waiting_for"] == [] and not offer["started"]
    ann = await Client.open(ws_base, room_id, host["token"])
    await ann.send({"type": "rematch"})
    assert (await ann.next("error"))["code"] == "rematch_declined"
    await ann.close()
    await watcher.close()
