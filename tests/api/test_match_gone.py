"""A match deleted from the database under its live room.

It happens when an operator deletes a match by hand, or restores a backup taken before
the match was created while the server runs. The room is still loaded, its players still
connected; the next write that names the match (a move, a refusal stored with the match,
a chat line) is refused by the database's foreign key (PostgreSQL's SQLSTATE 23503,
SQLite's "FOREIGN KEY constraint failed"). Before, every such write was `server_error`
with a traceback, again and again, and the room never closed. Now every connection of
the room hears `not_found` and is closed with 4404, as for an unknown room; the room is
unloaded, a connection opened again is told the same, and the server plays on.
"""

from __future__ import annotations

import asyncio
import logging
import sqlite3
from collections.abc import Awaitable, Callable
from typing import Any

import pytest
from websockets.exceptions import ConnectionClosed

from app.protocol.errors import MATCH_GONE
from tests.support import Client, Server, create_room, join_room, pg_execute, two_players

#: Each write a room makes that names its match, from a player's message.
WRITES: dict[str, Callable[[Client, Client], Awaitable[Any]]] = {
    # the player to act plays a legal move: the move log
    "move": lambda to_act, _: to_act.move(to_act.state["legal"][0]),
    # the other plays out of turn: a lasting refusal, stored with the match
    "refusal": lambda to_act, other: other.move(to_act.state["legal"][0]),
    # a chat line
    "chat": lambda _, other: other.send({"type": "chat", "text": "still there?"}),
}


async def delete_match(database_url: str, match_id: str) -> None:
    """Delete the match behind the server's back (its moves, seats and chat go with it),
    from a thread: the server shares this test's loop, and may be in a transaction."""
    await asyncio.to_thread(_delete_match, database_url, match_id)


def _delete_match(database_url: str, match_id: str) -> None:
    if not database_url.startswith("sqlite"):
        pg_execute(database_url, f"DELETE FROM matches WHERE id = '{match_id}'")
        return
    with sqlite3.connect(database_url.split(":///", 1)[1]) as db:
        db.execute("PRAGMA foreign_keys=ON")
        db.execute("DELETE FROM matches WHERE id = ?", (match_id,))


async def told_gone(client: Client) -> int:
    """Read until the server closes the connection: it must say `not_found` first. The
    close code."""
    said = []
    try:
        while True:
            said.append(await client.recv(timeout=10))
    except ConnectionClosed as closed:
        assert closed.rcvd is not None, "closed without a close frame"
        errors = [m for m in said if m["type"] == "error"]
        assert [(m["code"], m["message"]) for m in errors] == [("not_found", MATCH_GONE)], said
        return closed.rcvd.code


def said_as_warning(caplog: pytest.LogCaptureFixture) -> None:
    """The log says what happened, as what it is: a warning, no traceback, no error."""
    lines = [r for r in caplog.records if "no longer in the database" in r.getMessage()]
    assert lines and all(r.levelno == logging.WARNING for r in lines), caplog.text
    assert not [r for r in caplog.records if r.exc_info or r.levelno >= logging.ERROR], caplog.text


@pytest.mark.parametrize("write", WRITES)
async def test_a_write_to_a_deleted_match_closes_its_room(
        server: Server, database_url: str, write: str, caplog: pytest.LogCaptureFixture) -> None:
    caplog.set_level(logging.WARNING)
    room_id, a, b = await two_players(server)
    watcher = await Client.open(server.ws_url, room_id, None)
    await a.move(a.state["legal"][0])
    for client in (a, b, watcher):
        await client.state_at(1)
    await delete_match(database_url, room_id)

    await WRITES[write](b, a)  # seat 1 is to act

    codes = await asyncio.gather(*(told_gone(c) for c in (a, b, watcher)))
    assert codes == [4404, 4404, 4404]
    assert room_id not in server.services.rooms.rooms
    again = await Client.open(server.ws_url, room_id, b.token, hello=False)
    assert (await again.next("error"))["code"] == "not_found"
    with pytest.raises(ConnectionClosed) as closed:
        await again.recv()
    assert closed.value.rcvd is not None and closed.value.rcvd.code == 4404
    said_as_warning(caplog)
    # The server plays on.
    _, c, d = await two_players(server)
    await c.move(c.state["legal"][0])
    assert (await d.state_at(1))["version"] == 1


#: Each request to a waiting room that finds its match gone: a seat taken, the room
#: cancelled (conditional updates, which find no row rather than fail). The REST answer's
#: error, or None for a request made on the socket (answered there, read by `told_gone`).
REQUESTS: dict[str, Callable[[Server, dict[str, Any], Client],
                             Awaitable[dict[str, Any] | None]]] = {
    "join": lambda server, host, _: _join(server, host["room_id"]),
    "cancel": lambda _, __, conn: _cancel(conn),
}


async def _join(server: Server, room_id: str) -> dict[str, Any]:
    async with server.client() as http:
        answer = await http.post(f"/api/rooms/{room_id}/join", json={"name": "Bob"})
    assert answer.status_code == 404, answer.text
    return answer.json()["error"]


async def _cancel(host: Client) -> None:
    await host.send({"type": "cancel_room"})


@pytest.mark.parametrize("request_", REQUESTS)
async def test_a_request_to_a_deleted_waiting_room_closes_it(
        server: Server, database_url: str, request_: str) -> None:
    async with server.client() as http:
        host = await create_room(http)
    conn = await Client.open(server.ws_url, host["room_id"], host["token"])
    await delete_match(database_url, host["room_id"])

    error = await REQUESTS[request_](server, host, conn)

    assert error is None or (error["code"], error["message"]) == ("not_found", MATCH_GONE)
    assert await told_gone(conn) == 4404
    async with server.client() as http:
        assert (await http.get(f"/api/rooms/{host['room_id']}")).status_code == 404


async def test_the_clocks_move_for_a_deleted_match_closes_its_room(
        server: Server, database_url: str, caplog: pytest.LogCaptureFixture) -> None:
    """The server's own write: the turn clock runs out and the server plays for the seat."""
    caplog.set_level(logging.WARNING)
    async with server.client() as http:
        host = await create_room(http, options={"turn_time": 1})
        guest = await join_room(http, host["room_id"])
    a = await Client.open(server.ws_url, host["room_id"], host["token"])
    b = await Client.open(server.ws_url, host["room_id"], guest["token"])
    await delete_match(database_url, host["room_id"])

    assert await asyncio.gather(told_gone(a), told_gone(b)) == [4404, 4404]
    assert host["room_id"] not in server.services.rooms.rooms
    said_as_warning(caplog)
