"""Seat tokens: random, stored hashed, and nowhere but in the answer that issued them.

A whole match with a rematch is played while every REST answer and every
websocket message to every connection is recorded; each token must appear
only in the create or join answer that issued it, or in the `rematch_seat`
message to its own player. A server process logging at debug level plays
the same kind of match, and its log must hold none of the tokens. The
database holds only their SHA-256 hashes.
"""

from __future__ import annotations

import asyncio
import hashlib
import json
import sqlite3

import httpx
import pytest

from app.rooms.names import new_token
from tests.reliability.support import Conn, create, join

REST_PAGES = [
    "/api/games", "/api/rooms", "/api/rooms?status=finished", "/api/rooms/{id}",
    "/api/matches", "/api/matches/{id}", "/api/matches/{id}/replay",
    "/api/matches/{id}/verify", "/api/health", "/openapi.json", "/room/{id}", "/",
]


async def _snapshot(http: httpx.AsyncClient, room_id: str, answers: list[tuple[str, str]]) -> None:
    for page in REST_PAGES:
        path = page.format(id=room_id)
        answers.append((path, (await http.get(path)).text))


async def _play_out(seats: dict[int, Conn]) -> None:
    """Play the match to its end, the seat to act choosing its last legal move."""
    first = next(iter(seats.values()))
    while first.state["status"] != "finished":
        version = first.state["version"]
        mover = seats[first.state["to_act"][0]]
        if mover.version < version:
            await mover.until(lambda m: m["type"] == "state" and m["version"] >= version)
        await mover.send({"type": "move", "id": f"v{version}", "version": version,
                          "move": mover.state["legal"][-1]})
        await first.until(lambda m: m["type"] == "state" and m["version"] > version)


async def _match_with_rematch(base_url: str) -> tuple[dict[str, str], list[tuple[str, str]],
                                                       list[Conn]]:
    """Create, join, chat, play, rematch; returns where each token was issued, REST and sockets."""
    ws_base = base_url.replace("http", "ws")
    answers: list[tuple[str, str]] = []
    async with httpx.AsyncClient(base_url=base_url, timeout=10) as http:
        host = await create(http, "hex_camping", 2, name="Ann")
        room_id = host["room_id"]
        await _snapshot(http, room_id, answers)
        guest = await join(http, room_id, "Ben")
        issued = {host["token"]: "create", guest["token"]: "join"}
        seats = {0: await Conn.open(ws_base, room_id, host["token"], label="seat 0"),
                 1: await Conn.open(ws_base, room_id, guest["token"], label="seat 1")}
        watcher = await Conn.open(ws_base, room_id, name="Zoé", label="spectator")
        intruder = await Conn.open(ws_base, room_id, "wrong-token", label="intruder")
        conns = [*seats.values(), watcher, intruder]
        await seats[0].send({"type": "chat", "text": "good luck"})
        await _snapshot(http, room_id, answers)
        # a reconnection says hello with the same token
        await seats[1].close()
        seats[1] = await Conn.open(ws_base, room_id, guest["token"], label="seat 1 again")
        conns.append(seats[1])
        await _play_out(seats)
        await _snapshot(http, room_id, answers)
        for conn in seats.values():
            await conn.send({"type": "rematch"})
            offer = await conn.next("rematch_seat")
            issued[offer["token"]] = f"rematch_seat to {conn.label}"
        new_room = offer["room_id"]
        await _snapshot(http, new_room, answers)
        for conn in conns:
            await conn.drain()
            await conn.close()
    return issued, answers, conns


def _where(token: str, answers: list[tuple[str, str]], conns: list[Conn]) -> list[str]:
    found = [f"GET {path}" for path, body in answers if token in body]
    for conn in conns:
        for message, raw in zip(conn.messages, conn.raw, strict=True):
            if token in raw:
                found.append(f"{message['type']} to {conn.label}")
    return found


async def test_tokens_appear_only_in_the_answers_that_issue_them(server):
    issued, answers, conns = await _match_with_rematch(server.base_url)
    assert len(issued) == 4
    for token, origin in issued.items():
        found = _where(token, answers, conns)
        if origin.startswith("rematch_seat"):
            assert found == [origin], found
        else:
            assert found == [], (origin, found)


async def test_the_database_holds_only_token_hashes(server_with, tmp_path):
    server = await server_with()
    issued, _, _ = await _match_with_rematch(server.base_url)
    url = server.services.settings.resolved_database_url()
    rows: list[str] = []
    if url.startswith("sqlite"):
        with sqlite3.connect(url.split("///", 1)[1]) as db:
            for (table,) in db.execute("SELECT name FROM sqlite_master WHERE type='table'"):
                rows += [json.dumps(r, default=str) for r in db.execute(f"SELECT * FROM {table}")]
    else:
        import asyncpg

        conn = await asyncpg.connect(url.replace("postgresql+asyncpg://", "postgresql://"))
        try:
            for table in ("matches", "seats", "moves", "chat"):
                rows += [json.dumps(dict(r), default=str)
                         for r in await conn.fetch(f"SELECT * FROM {table}")]
        finally:
            await conn.close()
    dump = "\n".join(rows)
    for token in issued:
        assert token not in dump
        assert hashlib.sha256(token.encode()).hexdigest() in dump


def test_tokens_are_random_and_long():
    tokens = {new_token() for _ in range(2000)}
    assert len(tokens) == 2000
    # 24 random bytes, URL-safe base64: 192 bits
    assert {len(t) for t in tokens} == {32}
    alphabet = set("".join(tokens))
    assert len(alphabet) == 64


@pytest.mark.slow
def test_no_token_in_the_log_of_a_server_logging_at_debug_level(server_process_any):
    server = server_process_any
    server.start({"LOG_LEVEL": "debug", "UVICORN_LOG_LEVEL": "debug", "BOT_DELAY": "0.01"})
    try:
        issued, _, _ = asyncio.run(_match_with_rematch(server.base_url))
    finally:
        server.stop()
    log = server.log_path.read_text("utf-8", errors="replace")
    assert "DEBUG" in log and len(log.splitlines()) > 100  # it did log at debug level
    for token, origin in issued.items():
        # not even a piece of it (a log line may be cut short)
        pieces = [token[i:i + 12] for i in range(len(token) - 11)]
        assert not [p for p in pieces if p in log], f"the token from {origin} is in the log"
