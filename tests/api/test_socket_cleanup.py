"""A closed websocket is freed at once, by reference counting.

A busy server closes thousands of connections a minute. Should each leave a
reference cycle behind (a finished writer task keeping the error that ended
it, whose frames hold the connection, which holds the task), their objects
would wait for a full garbage collection: memory climbs for minutes and the
collection, when it comes, stalls every room for the better part of a second.
"""

from __future__ import annotations

import asyncio
import gc
from collections import Counter

from app.api.socket import Connection
from tests.support import Client, create_room, join_room


async def _all_gone(server, room_id: str) -> None:
    room = server.services.rooms.rooms[room_id]
    for _ in range(200):
        if not room.subscribers:
            return
        await asyncio.sleep(0.02)
    raise AssertionError(f"{len(room.subscribers)} connections still subscribed")


async def test_closed_connections_leave_no_cycle_behind(server):
    async with server.client() as http:
        host = await create_room(http)
        guest = await join_room(http, host["room_id"])
    room_id = host["room_id"]
    gc.collect()
    gc.set_debug(gc.DEBUG_SAVEALL)
    try:
        for _ in range(3):
            clients = [
                await Client.open(server.ws_url, room_id, host["token"]),
                await Client.open(server.ws_url, room_id, guest["token"]),
                await Client.open(server.ws_url, room_id),
                await Client.open(server.ws_url, room_id),
            ]
            # Two leave abruptly, two politely; each departure is announced to the
            # others, so the server also sends to sockets that are already gone.
            clients[0].ws.transport.abort()
            await clients[1].ws.close()
            clients[2].ws.transport.abort()
            await clients[3].ws.close()
            await _all_gone(server, room_id)
        await asyncio.sleep(0.1)
        gc.collect()
        cyclic = Counter(type(o).__qualname__ for o in gc.garbage)
        connections = [o for o in gc.garbage if type(o) is Connection]
    finally:
        gc.set_debug(0)
        gc.garbage.clear()
    assert connections == [], cyclic.most_common(10)
