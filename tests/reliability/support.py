"""Helpers of the reliability tests: recording connections, players, stored matches.

Every connection here keeps every message it received, as the raw text that
came over the wire and parsed, so that a test can search all of them (for a
secret, a token) after the fact. A `Player` answers each state in which its
seat is to act with a move chosen by a policy, and remembers the move it sent
that was never answered, so that a test can send it again after a crash.
"""

from __future__ import annotations

import asyncio
import contextlib
import itertools
import json
import random
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import httpx
from websockets.asyncio.client import ClientConnection, connect
from websockets.exceptions import ConnectionClosed

from app.config import async_database_url
from app.db.engine import make_engine
from app.db.records import MatchRecord, MoveRecord
from app.db.store import Store
from app.games.base import Game
from app.games.playout import Ply, fill_free, replay
from app.rooms.options import split_options
from tests.support import every_game

Policy = Callable[[dict[str, Any], random.Random], dict[str, Any]]

#: Every error code the protocol documents for the websocket (docs/protocol.md).
WS_ERROR_CODES = frozenset({
    "bad_message", "bad_token", "not_a_player", "not_started", "stale_version",
    "not_your_turn", "illegal_move", "game_over", "rate_limited", "bad_chat", "muted",
    "not_allowed", "not_finished", "not_found", "server_error", "unavailable",
})
#: Every REST error code the protocol documents.
REST_ERROR_CODES = frozenset({
    "bad_request", "unknown_game", "bad_options", "bad_name", "bad_seat", "bad_bot_level",
    "not_found", "room_full", "seat_taken", "not_waiting", "rate_limited", "server_error",
    "method_not_allowed", "bad_host", "body_too_large", "body_too_slow", "too_deep",
    "head_too_large", "name_taken", "unavailable",
})

_ids = itertools.count(1)


class Conn:
    """One websocket to a room, recording every message it receives."""

    def __init__(self, ws: ClientConnection, room_id: str, label: str) -> None:
        self.ws = ws
        self.room_id = room_id
        self.label = label
        self.raw: list[str] = []
        self.messages: list[dict[str, Any]] = []
        self.state: dict[str, Any] | None = None
        self.closed = False

    @classmethod
    async def open(cls, ws_base: str, room_id: str, token: str | None = None,
                   name: str | None = None, label: str = "", hello: bool = True) -> Conn:
        """Connect, say hello (as a seat with `token`, else as a spectator) and await the state."""
        ws = await connect(f"{ws_base}/ws/rooms/{room_id}", max_size=None, open_timeout=10)
        conn = cls(ws, room_id, label or ("seat" if token else "spectator"))
        if hello:
            message: dict[str, Any] = {"type": "hello", "token": token}
            if name is not None:
                message["name"] = name
            await conn.send(message)
            await conn.next("state")
        return conn

    @property
    def seat(self) -> int | None:
        """This connection's seat, as the last state said."""
        return self.state["seat"] if self.state else None

    @property
    def version(self) -> int:
        """The version of the last state received (-1 before any)."""
        return self.state["version"] if self.state else -1

    async def send(self, message: dict[str, Any] | str | bytes) -> None:
        """Send a dict as JSON, or a str/bytes as it is."""
        await self.ws.send(message if isinstance(message, (str, bytes)) else json.dumps(message))

    async def recv(self, timeout: float = 10) -> dict[str, Any]:
        """The next message, recorded."""
        raw = await asyncio.wait_for(self.ws.recv(), timeout)
        text = raw if isinstance(raw, str) else raw.decode()
        message = json.loads(text)
        self.raw.append(text)
        self.messages.append(message)
        if message.get("type") == "state":
            self.state = message
        return message

    async def next(self, kind: str, timeout: float = 10, **match: Any) -> dict[str, Any]:
        """The next message of type `kind` (with the given fields), recording those skipped."""
        loop = asyncio.get_running_loop()
        deadline = loop.time() + timeout
        while True:
            message = await self.recv(max(0.01, deadline - loop.time()))
            if message["type"] == kind and all(message.get(k) == v for k, v in match.items()):
                return message

    async def until(self, check: Callable[[dict[str, Any]], bool],
                    timeout: float = 10) -> dict[str, Any]:
        """The next message for which `check` is true, recording those skipped."""
        loop = asyncio.get_running_loop()
        deadline = loop.time() + timeout
        while True:
            message = await self.recv(max(0.01, deadline - loop.time()))
            if check(message):
                return message

    async def drain(self, quiet: float = 0.2) -> None:
        """Read (and record) messages until none arrives for `quiet` seconds."""
        with contextlib.suppress(asyncio.TimeoutError, ConnectionClosed):
            while True:
                await self.recv(quiet)

    async def close(self) -> None:
        """Close the connection (once)."""
        if not self.closed:
            self.closed = True
            with contextlib.suppress(Exception):
                await asyncio.wait_for(self.ws.close(), 5)


@dataclass
class Sent:
    """A move a player sent: its id, the version it was for and the move."""

    id: str
    version: int
    move: dict[str, Any]


@dataclass
class Player:
    """A seat played by the test: answers every state where it is to act."""

    room_id: str
    game: str
    seat: int
    token: str
    conn: Conn | None = None
    unanswered: Sent | None = None
    sent: int = 0
    refused: dict[str, int] = field(default_factory=dict)

    async def connect(self, ws_base: str) -> Conn:
        """Open (or reopen) this seat's connection."""
        self.conn = await Conn.open(ws_base, self.room_id, self.token, label=f"seat {self.seat}")
        return self.conn

    def _to_act(self, state: dict[str, Any]) -> bool:
        return state["status"] == "live" and self.seat in state["to_act"] and bool(state["legal"])

    async def _act(self, policy: Policy, rng: random.Random) -> None:
        state = self.conn.state
        if state is None or not self._to_act(state):
            return
        if self.unanswered is not None and self.unanswered.version == state["version"]:
            return
        move = policy(state, rng)
        sent = Sent(f"p{self.seat}-{next(_ids)}", state["version"], move)
        self.unanswered = sent
        self.sent += 1
        await self.conn.send({"type": "move", "id": sent.id, "version": sent.version,
                              "move": move})

    async def play(self, policy: Policy, rng: random.Random, stop: asyncio.Event) -> None:
        """Play until `stop` is set or the connection closes (a crash)."""
        conn = self.conn
        try:
            await self._act(policy, rng)
            while not stop.is_set():
                try:
                    message = await conn.recv(0.5)
                except TimeoutError:
                    await self._act(policy, rng)
                    continue
                kind = message["type"]
                if kind == "state":
                    if self.unanswered and message["version"] > self.unanswered.version:
                        self.unanswered = None
                    await self._act(policy, rng)
                elif kind == "error":
                    code = message["code"]
                    self.refused[code] = self.refused.get(code, 0) + 1
                    if self.unanswered and message.get("id") == self.unanswered.id:
                        self.unanswered = None
                        await self._act(policy, rng)
        except (ConnectionClosed, OSError):
            return


def random_policy(state: dict[str, Any], rng: random.Random) -> dict[str, Any]:
    """Any legal move, free text filled with sample answers."""
    return fill_free(rng.choice(state["legal"]), rng)


def finishing_policy(game_id: str) -> Policy:
    """Moves that bring a match to its end quickly (so a test can finish every match)."""

    def choose(state: dict[str, Any], rng: random.Random) -> dict[str, Any]:
        legal = state["legal"]
        if game_id == "hex_camping":
            return legal[-1]  # a pass fills every hex around the lake
        for move in legal:
            if move.get("type") == "end":  # caravan, deluxe_camping: idle turns end the match
                return move
        return random_policy(state, rng)

    return choose


# ---- REST ----------------------------------------------------------------------


async def create(http: httpx.AsyncClient, game: str, players: int, name: str = "Host",
                 **extra: Any) -> dict[str, Any]:
    """POST /api/rooms, asserting success."""
    response = await http.post("/api/rooms", json={"game": game, "players": players,
                                                  "name": name, **extra})
    assert response.status_code == 201, response.text
    return response.json()


async def join(http: httpx.AsyncClient, room_id: str, name: str, **extra: Any) -> dict[str, Any]:
    """POST /api/rooms/{id}/join, asserting success."""
    response = await http.post(f"/api/rooms/{room_id}/join", json={"name": name, **extra})
    assert response.status_code == 200, response.text
    return response.json()


async def seat_players(http: httpx.AsyncClient, game: str, players: int, humans: int,
                       options: dict[str, Any] | None = None,
                       bot_level: str = "easy") -> list[Player]:
    """A room with `humans` human seats (0..humans-1, played by the test) and bots after them."""
    bots = [{"seat": s, "level": bot_level} for s in range(humans, players)]
    host = await create(http, game, players, "Host", options=options or {}, bots=bots)
    room_id = host["room_id"]
    found = [Player(room_id, game, 0, host["token"])]
    for n in range(1, humans):
        joined = await join(http, room_id, f"Guest {n}")
        found.append(Player(room_id, game, joined["seat"], joined["token"]))
    return found


# ---- storage --------------------------------------------------------------------


async def stored_match(database_url: str, room_id: str) -> tuple[MatchRecord, list[MoveRecord]]:
    """A match and its moves as the database holds them (read behind the server's back)."""
    engine = make_engine(async_database_url(database_url))
    try:
        store = Store(engine)
        record = await store.get_match(room_id)
        assert record is not None, room_id
        return record, await store.get_moves(room_id)
    finally:
        await engine.dispose()


def replayed(record: MatchRecord, moves: list[MoveRecord], upto: int | None = None) -> Any:
    """The state after the first `upto` stored moves, rebuilt from the seed by `playout.replay`."""
    game: Game = every_game()[record.game]
    options, _ = split_options(record.options)
    assert [m.seq for m in moves] == list(range(1, len(moves) + 1)), "stored moves have gaps"
    plies = [Ply(m.seat, m.move) for m in moves[:upto]]
    return replay(game, record.players, options, record.seed, plies)
