"""Messages written at once (app/edge/websocket.py) keep their order and their back-pressure.

The server writes a message in the caller's step when nothing is queued before
it and the socket's buffer is below its high-water mark; otherwise it queues it
for the connection's writer task. These tests hold a real connection's socket
over its high-water mark (the transport's own `pause_writing` call), send
through both paths and read what arrives, in order, over a real websocket.
"""

from __future__ import annotations

from app.api.socket import SEND_QUEUE, Connection
from app.edge.websocket import frame_header
from tests.support import Client, settings_for, start_server, two_players, until


async def _room_with_watcher(server):
    room_id, a, b = await two_players(server)
    watcher = await Client.open(server.ws_url, room_id, None)
    room = server.services.rooms.rooms[room_id]
    return room, a, b, watcher


def _connection_of(room, seat) -> Connection:
    [conn] = [c for c in room.subscribers if c.seat == seat]
    return conn


def _ever_queued(conn: Connection) -> int:
    """Messages ever put in the connection's queue (its writer never marks one done)."""
    return conn.queue._unfinished_tasks  # type: ignore[attr-defined]


def _states_queued(conn: Connection) -> int:
    return sum('"type":"state"' in payload for payload in list(conn.queue._queue))  # type: ignore[attr-defined]


def test_frame_headers_follow_the_three_length_forms():
    assert frame_header(0) == b"\x81\x00"
    assert frame_header(125) == b"\x81\x7d"
    assert frame_header(126) == b"\x81\x7e\x00\x7e"
    assert frame_header(65535) == b"\x81\x7e\xff\xff"
    assert frame_header(65536) == b"\x81\x7f" + (65536).to_bytes(8, "big")


async def test_messages_keep_their_order_across_a_full_socket(server):
    room, a, b, watcher = await _room_with_watcher(server)
    conn = _connection_of(room, None)
    assert conn.send_now is not None  # served as `python -m app` serves it
    protocol = conn.send_now.__self__  # type: ignore[attr-defined]
    assert not protocol.conn.extensions  # uncompressed, as by default: framed here
    versions = []
    for turn in range(6):
        if turn == 2:
            protocol.pause_writing()  # the socket's buffer over its high-water mark
        player = a if a.state["legal"] else b
        await player.move(player.state["legal"][0])
        version = turn + 1
        await a.state_at(version)
        await b.state_at(version)
        versions.append(version)
        if turn >= 2:  # held back: queued behind one another, none written at once
            await until(lambda: conn.sending)
            assert _states_queued(conn) == turn - 2
    protocol.resume_writing()
    seen = [(await watcher.next("state"))["version"] for _ in versions]
    assert seen == versions
    # Once drained, a message goes out at once again.
    await until(lambda: not conn.sending and conn.queue.empty())
    queued = _ever_queued(conn)
    player = a if a.state["legal"] else b
    await player.move(player.state["legal"][0])
    assert (await watcher.next("state"))["version"] == 7
    assert _ever_queued(conn) == queued
    for client in (a, b, watcher):
        await client.close()


async def test_a_message_waits_for_the_one_being_sent(server):
    room, a, b, watcher = await _room_with_watcher(server)
    conn = _connection_of(room, None)
    protocol = conn.send_now.__self__  # type: ignore[union-attr]
    protocol.pause_writing()
    conn.error("first", "sent by the writer task, once the socket drains")
    await until(lambda: conn.sending and conn.queue.empty())
    protocol.resume_writing()
    conn.error("second", "given in the same step, before the writer task runs again")
    codes = [(await watcher.next("error"))["code"] for _ in range(2)]
    assert codes == ["first", "second"]
    for client in (a, b, watcher):
        await client.close()


async def test_a_write_that_fails_leaves_the_message_to_the_writer_task(server):
    room, a, b, watcher = await _room_with_watcher(server)
    conn = _connection_of(room, None)

    def broken(payload: bytes) -> bool:
        raise RuntimeError("the socket refused it")

    conn.send_now = broken
    conn.error("queued", "the writer task sends it the usual way")
    assert (await watcher.next("error"))["code"] == "queued"
    assert _ever_queued(conn) == 1
    for client in (a, b, watcher):
        await client.close()


async def test_a_client_whose_socket_stays_full_is_let_go(server):
    room, a, b, watcher = await _room_with_watcher(server)
    conn = _connection_of(room, None)
    protocol = conn.send_now.__self__  # type: ignore[union-attr]
    protocol.pause_writing()
    for n in range(SEND_QUEUE + 2):
        room.broadcast_state()
        if n == 0:
            await until(lambda: conn.sending)
    # The queue overflowed: its writer ended and the connection with it.
    await until(lambda: conn not in room.subscribers)
    assert _connection_of(room, 0) and _connection_of(room, 1)  # the players stay
    for client in (a, b):
        await client.close()


async def test_compressed_messages_are_written_at_once_too(server_with):
    server = await server_with(ws_compression=True)
    room, a, b, watcher = await _room_with_watcher(server)
    conn = _connection_of(room, None)
    protocol = conn.send_now.__self__  # type: ignore[union-attr]
    assert protocol.conn.extensions  # the client's offer of permessage-deflate was taken
    for version in (1, 2, 3):
        player = a if a.state["legal"] else b
        await player.move(player.state["legal"][0])
        for client in (a, b, watcher):
            await client.state_at(version)
        assert _ever_queued(conn) == 0  # none went through the queue and its writer task
    assert watcher.state["view"] == a.state["view"]
    for client in (a, b, watcher):
        await client.close()


async def test_without_the_extension_messages_go_through_the_writer_task(database_url):
    live, uv, task = await start_server(settings_for(database_url), ws="websockets-sansio")
    try:
        room, a, b, watcher = await _room_with_watcher(live)
        assert _connection_of(room, None).send_now is None
        for version in (1, 2, 3):
            player = a if a.state["legal"] else b
            await player.move(player.state["legal"][0])
            for client in (a, b, watcher):
                await client.state_at(version)
        assert watcher.state["version"] == 3
        for client in (a, b, watcher):
            await client.close()
    finally:
        uv.should_exit = True
        await task
