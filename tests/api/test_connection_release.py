"""A closed websocket's protocol objects are freed at once, by reference counting.

websockets' sans-I/O protocol, which uvicorn serves the room sockets with, keeps
its frame parser as a generator that refers back to the protocol: unless the
server closes that generator once the connection is lost (app/edge/websocket.py),
each closed connection waits in a reference cycle for a full collection; so does
the HTTP protocol each socket was upgraded from, whose parser refers back to it
(app/edge/http.py lets go of it at the upgrade). Here a
server with the protocols `python -m app` uses sees sockets closed politely and
abruptly, with the collector off: none of their protocols may be left.
"""

from __future__ import annotations

import asyncio
import gc

import httpx
import uvicorn

from app.edge.http import protocol as http_protocol
from app.edge.websocket import ReleasingWebSocketsProtocol
from app.main import create_app
from tests.support import Client, create_room, join_room, settings_for

#: websockets' protocol, and the HTTP protocol each websocket was upgraded from.
PROTOCOLS = {"ServerProtocol", "HttpToolsHeadDeadline", "H11HeadDeadline"}


def _server_protocols() -> int:
    return sum(1 for o in gc.get_objects() if type(o).__name__ in PROTOCOLS)


async def test_closed_sockets_leave_no_protocol_behind(database_url: str) -> None:
    app = create_app(settings_for(database_url))
    config = uvicorn.Config(app, host="127.0.0.1", port=0, log_level="warning", lifespan="on",
                            proxy_headers=False, ws=ReleasingWebSocketsProtocol,
                            http=http_protocol(10.0))
    server = uvicorn.Server(config)
    task = asyncio.get_running_loop().create_task(server.serve())
    try:
        while not server.started:
            assert not task.done()
            await asyncio.sleep(0.01)
        port = server.servers[0].sockets[0].getsockname()[1]
        base, ws_base = f"http://127.0.0.1:{port}", f"ws://127.0.0.1:{port}"
        async with httpx.AsyncClient(base_url=base, timeout=10) as http:
            host = await create_room(http)
            guest = await join_room(http, host["room_id"])
        room_id = host["room_id"]
        gc.collect()
        gc.disable()
        try:
            for _ in range(3):
                clients = [await Client.open(ws_base, room_id, host["token"]),
                           await Client.open(ws_base, room_id, guest["token"]),
                           await Client.open(ws_base, room_id),
                           await Client.open(ws_base, room_id)]
                assert _server_protocols() >= len(clients)
                for n, client in enumerate(clients):
                    if n % 2:
                        client.ws.transport.abort()
                    else:
                        await client.close()
                room = app.state.services.rooms.rooms[room_id]
                for _ in range(250):
                    if not room.subscribers:
                        break
                    await asyncio.sleep(0.02)
                del room
            for _ in range(50):  # the server's side of the last closing handshakes
                if _server_protocols() == 0:
                    break
                await asyncio.sleep(0.02)
            left = _server_protocols()
        finally:
            gc.enable()
        assert left == 0, f"{left} closed connections' protocols still in memory"
    finally:
        server.should_exit = True
        await task
