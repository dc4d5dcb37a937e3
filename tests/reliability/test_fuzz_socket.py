"""Fuzzing the websocket: random and mutated messages to live rooms of every game.

Hypothesis sends, to a live room of each game, on the connection of the seat
to act, of a seat not to act or of a spectator: random JSON values, random
text and bytes, message envelopes with random fields, and legal moves
mutated (a key dropped, a value changed or retyped, a field added, a stale
or future version). After each message a `ping` is sent and its `pong`
awaited, so every answer to the message has arrived. Properties:

- the server never fails: no `server_error`, the connection stays open
  (only a message over 64 KB closes it, with 1009), `/api/health` answers;
- every error code is one the protocol documents;
- every connection of the room (seats and spectator) has the same, current state
  once it has read what it was sent;
- the match changes only through a legal move: when a new state arrives, the
  stored move is the one sent, by the seat to act, at the current version,
  and it is an entry of that seat's `legal` (free text filled in), or does
  exactly what one does (checked by replaying the match from its database: a
  listed move may carry keys the rules work out themselves, such as a camel
  move's cost); else the stored moves are unchanged.
"""

from __future__ import annotations

import contextlib
import json
import os
import sqlite3
from collections.abc import Iterator
from typing import Any

import httpx
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from websockets.exceptions import ConnectionClosed
from websockets.sync.client import ClientConnection, connect

from app.games.base import match_rng
from app.games.playout import Ply, replay
from app.protocol.inbound import Ping, parse_client_message
from app.rooms.errors import RoomError
from app.rooms.options import split_options
from tests.reliability.support import WS_ERROR_CODES
from tests.support import TEST_SERVER, ServerProcess, every_game, free_port

pytestmark = pytest.mark.slow

EXAMPLES = int(os.environ.get("BIVOUAC_FUZZ_EXAMPLES", "120"))
#: Long clocks so that no timer plays while a message is being checked.
SLOW_CLOCKS = {"answer_time": 600, "roll_time": 600, "vote_time": 120}
#: Players and options per game; every other installed game: its fewest players, defaults.
GAMES = {g.id: (g.min_players, {}) for g in every_game().values()} | {
    "hex_camping": (2, {}),
    "deluxe_camping": (3, {"setup": "manual"}),
    "caravan": (3, {}),
    "em6_quiz": (3, SLOW_CLOCKS),
}
SERVER_ENV = {"MOVES_PER_SECOND": "100000", "MOVES_PER_SECOND_PER_ADDRESS": "1000000",
              "ROOMS_PER_MINUTE": "100000", "JOINS_PER_MINUTE": "100000",
              "CHAT_PER_MINUTE": "1000000", "BOT_DELAY": "0"}
MESSAGE_TYPES = ["hello", "move", "ping", "chat", "takeover", "mute_spectators", "rematch"]

json_leaf = (st.none() | st.booleans() | st.integers(-(2**70), 2**70)
             | st.floats(allow_nan=False, allow_infinity=False) | st.text(max_size=20))
json_value = st.recursive(
    json_leaf,
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner,
                                                                max_size=4),
    max_leaves=12,
)


class Socket:
    """A blocking websocket to a room that keeps the last state it saw."""

    def __init__(self, ws_base: str, room_id: str, token: str | None) -> None:
        self.args = (ws_base, room_id, token)
        self.ws: ClientConnection | None = None
        self.stack = contextlib.ExitStack()
        self.state: dict[str, Any] = {}
        self.open()

    def open(self) -> None:
        ws_base, room_id, token = self.args
        self.ws = self.stack.enter_context(
            connect(f"{ws_base}/ws/rooms/{room_id}", max_size=None, open_timeout=10))
        self.ws.send(json.dumps({"type": "hello", "token": token}))
        self.exchange(None)

    def exchange(self, raw: str | bytes | None) -> list[dict[str, Any]]:
        """Send `raw` (if any) then a ping; every message received until its pong.

        `raw` may itself be a ping (the fuzzer writes one now and then): then two pongs
        come back, and both are awaited so that no answer is left for the next exchange.
        """
        pongs = 1 + (raw is not None and _is_ping(raw))
        if raw is not None:
            self.ws.send(raw)
        self.ws.send('{"type":"ping"}')
        got = []
        while True:
            message = json.loads(self.ws.recv(timeout=20))
            if message["type"] == "pong":
                pongs -= 1
                if not pongs:
                    return got
                continue
            if message["type"] == "state":
                self.state = message
            got.append(message)


def _is_ping(raw: str | bytes) -> bool:
    try:
        return isinstance(parse_client_message(raw), Ping)
    except RoomError:
        return False


class Table:
    """A live room of one game, with a socket per seat and a spectator."""

    def __init__(self, base_url: str, game: str, database_url: str) -> None:
        players, options = GAMES[game]
        self.base_url, self.game, self.database_url = base_url, game, database_url
        ws_base = base_url.replace("http", "ws")
        with httpx.Client(base_url=base_url, timeout=10) as http:
            host = http.post("/api/rooms", json={"game": game, "players": players,
                                                 "name": "Host", "options": options}).json()
            self.room_id = host["room_id"]
            tokens = {0: host["token"]}
            for n in range(1, players):  # one name each: a copy of a seated name is refused
                joined = http.post(f"/api/rooms/{self.room_id}/join",
                                   json={"name": f"Guest {n}"}).json()
                tokens[joined["seat"]] = joined["token"]
        self.seats = {s: Socket(ws_base, self.room_id, t) for s, t in tokens.items()}
        self.watcher = Socket(ws_base, self.room_id, None)

    def refresh(self) -> None:
        """Read what every socket was sent, so that each knows the current state."""
        for sock in [*self.seats.values(), self.watcher]:
            sock.exchange(None)

    def stored(self) -> list[dict[str, Any]]:
        """The moves as stored (a live hidden-information match lists only their types)."""
        database = self.database_url.removeprefix("sqlite:///")
        with contextlib.closing(sqlite3.connect(database, timeout=10)) as db:
            rows = db.execute("SELECT seat, move FROM moves WHERE match_id = ? ORDER BY seq",
                              (self.room_id,)).fetchall()
        return [{"seat": seat, "move": json.loads(move)} for seat, move in rows]

    def close(self) -> None:
        for sock in [*self.seats.values(), self.watcher]:
            sock.stack.close()


@pytest.fixture(scope="module")
def fuzz_server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[ServerProcess]:
    folder = tmp_path_factory.mktemp("fuzz")
    port = free_port()
    server = ServerProcess(f"http://127.0.0.1:{port}", f"sqlite:///{folder / 'fuzz.sqlite3'}",
                           port, log_path=folder / "server.log", app=TEST_SERVER)
    server.start(SERVER_ENV)
    yield server
    server.stop()
    log = (folder / "server.log").read_text("utf-8", errors="replace")
    assert "Traceback" not in log, log[-3000:]


def _nudge(move: dict[str, Any], by: int) -> dict[str, Any]:
    """The move with every coordinate or number shifted by `by`."""
    def shift(value: Any) -> Any:
        if isinstance(value, bool) or value is None:
            return value
        if isinstance(value, int):
            return value + by
        if isinstance(value, list):
            return [shift(v) for v in value]
        return value
    return {k: (v if k == "type" else shift(v)) for k, v in move.items()}


def _mutate(move: dict[str, Any], how: int, key_index: int, value: Any, new_key: str,
            by: int) -> dict[str, Any]:
    """One mutation of a move: change, drop, add or retype a field, or shift its numbers."""
    keys = sorted(move)
    key = keys[key_index % len(keys)]
    if how == 0:
        return {**move, key: value}
    if how == 1:
        return {k: v for k, v in move.items() if k != key}
    if how == 2:
        return {**move, new_key: value}
    if how == 3:
        return _nudge(move, by)
    if how == 4:
        return {**move, key: [move[key]] if isinstance(move[key], list) else str(move[key])}
    return move


def _listed(move: Any, legal: list[dict[str, Any]]) -> bool:
    """True if the move is a legal entry (its free keys filled with text)."""
    if not isinstance(move, dict):
        return False
    for entry in legal:
        fixed = {k: v for k, v in entry.items() if k != "free"}
        if all(k in move and move[k] == v and type(move[k]) is type(v) for k, v in fixed.items()):
            if all(isinstance(move.get(k), str) for k in entry.get("free", {})):
                return True
    return False


def _was_legal(server: ServerProcess, room_id: str, seat: int, message: dict[str, Any]) -> bool:
    """Replay the match from its database: the last move was made at the version it was
    stored after, and it is a listed legal move of its seat there, or does what one does.

    A listed move may carry keys the rules work out themselves (a camel move's cost):
    a move without them, or with other values there, is the same move.
    """
    with sqlite3.connect(server.database_url.split("///", 1)[1]) as db:
        game_id, players, options, seed = db.execute(
            "SELECT game, players, options, seed FROM matches WHERE id = ?", (room_id,)
        ).fetchone()
        rows = db.execute("SELECT seat, move FROM moves WHERE match_id = ? ORDER BY seq",
                          (room_id,)).fetchall()
    game = every_game()[game_id]
    game_options, _ = split_options(json.loads(options))
    plies = [Ply(seat_, json.loads(m)) for seat_, m in rows]
    if message["version"] != len(plies) - 1:
        return False
    before = replay(game, players, game_options, seed, plies[:-1])
    legal = game.legal_moves(before, seat)
    move = message["move"]
    if _listed(move, legal):
        return True
    after = game.to_json(replay(game, players, game_options, seed, plies))
    text = next((v for k, v in move.items() if isinstance(v, str) and k != "type"), "")
    for entry in legal:
        if entry.get("type") != move.get("type"):
            continue
        concrete = {k: v for k, v in entry.items() if k != "free"} | {
            k: text for k in entry.get("free", {})}
        if game.to_json(game.apply(before, seat, concrete, match_rng(seed, len(plies)))) == after:
            return True
    return False


# Every draw is made whatever the room's state, in the same order, so that Hypothesis can
# replay and shrink an example although the room has moved on.
MESSAGE = st.fixed_dictionaries({
    "kind": st.sampled_from(["legal"] * 4 + ["mutated"] * 4
                            + ["envelope", "envelope", "json", "text", "bytes", "big"]),
    "pick": st.integers(0, 2**16),
    "free_text": st.text(max_size=30),
    "how": st.integers(0, 5),
    "key_index": st.integers(0, 2**16),
    "value": json_value,
    "new_key": st.text(max_size=8),
    "by": st.integers(-3, 3),
    "version": st.sampled_from(["current"] * 4 + ["before", "after", "zero"]),
    "id": st.text(min_size=1, max_size=64),
    "type": st.sampled_from(MESSAGE_TYPES),
    "fields": st.dictionaries(st.sampled_from(["id", "version", "move", "token", "text", "seat",
                                              "level", "muted", "name"]), json_value,
                              max_size=4),
    "text": st.text(max_size=200),
    "bytes": st.binary(max_size=200),
    "big": st.integers(60_000, 70_000),
})


def _message(drawn: dict[str, Any], table: Table,
             sock: Socket) -> tuple[str | bytes, dict[str, Any] | None]:
    """A message to send, and the move message it is when it is a well-formed one."""
    kind = drawn["kind"]
    state = table.watcher.state
    mover = table.seats[state["to_act"][0]] if state.get("to_act") else sock
    legal = mover.state.get("legal") or [{"type": "end"}]
    if kind in ("legal", "mutated"):
        entry = legal[drawn["pick"] % len(legal)]
        move = {k: v for k, v in entry.items() if k != "free"} | {
            k: drawn["free_text"] for k in entry.get("free", {})}
        if kind == "mutated":
            move = _mutate(move, drawn["how"], drawn["key_index"], drawn["value"],
                           drawn["new_key"], drawn["by"])
        current = state["version"]
        version = {"current": current, "before": current - 1, "after": current + 1,
                   "zero": 0}[drawn["version"]]
        message = {"type": "move", "id": drawn["id"], "version": version, "move": move}
        return json.dumps(message), message
    if kind == "envelope":
        return json.dumps({"type": drawn["type"]} | drawn["fields"]), None
    if kind == "json":
        return json.dumps(drawn["value"]), None
    if kind == "text":
        return drawn["text"], None
    if kind == "bytes":
        return drawn["bytes"], None
    return json.dumps({"type": "chat", "text": "x" * drawn["big"]}), None


@pytest.mark.parametrize("game", sorted(GAMES))
def test_random_and_mutated_messages_never_break_a_room(fuzz_server, game):
    tables: list[Table] = [Table(fuzz_server.base_url, game, fuzz_server.database_url)]
    counts = {"sent": 0, "applied": 0, "closed": 0, "errors": {}}

    @settings(max_examples=EXAMPLES, deadline=None, database=None,
              suppress_health_check=[HealthCheck.too_slow])
    @given(role=st.sampled_from(["to_act"] * 3 + ["other", "spectator"]), drawn=MESSAGE)
    def fuzz(role: str, drawn: dict[str, Any]) -> None:
        table = tables[-1]
        table.refresh()
        # every connection got every state
        versions = {sock.state.get("version") for sock in [*table.seats.values(), table.watcher]}
        assert len(versions) == 1, versions
        if table.watcher.state.get("status") == "finished":
            table.close()
            table = Table(fuzz_server.base_url, game, fuzz_server.database_url)
            tables.append(table)
        to_act = table.watcher.state["to_act"]
        others = [s for s in table.seats if s not in to_act]
        if role == "to_act" and to_act:
            seat: int | None = to_act[0]
        elif role == "other" and others:
            seat = others[0]
        else:
            seat = None
        sock = table.seats[seat] if seat is not None else table.watcher
        before = table.stored()
        raw, message = _message(drawn, table, sock)
        counts["sent"] += 1
        try:
            answers = sock.exchange(raw)
        except ConnectionClosed as closed:
            code = closed.rcvd.code if closed.rcvd else None
            sock.open()  # first, so that a failure here does not leave a dead socket behind
            size = len(raw.encode()) if isinstance(raw, str) else len(raw)
            assert size > 64 * 1024 and code == 1009, f"closed ({code}) after {size} bytes"
            counts["closed"] += 1
            answers = []
        for answer in answers:
            if answer["type"] == "error":
                assert answer["code"] in WS_ERROR_CODES and answer["code"] != "server_error", answer
                counts["errors"][answer["code"]] = counts["errors"].get(answer["code"], 0) + 1
        after = table.stored()
        if len(after) == len(before):
            return
        # the match moved: by exactly this legal move, of this seat, at this version
        assert message is not None and seat is not None, (raw, after[len(before):])
        assert len(after) == len(before) + 1 and after[-1]["seat"] == seat
        assert _was_legal(fuzz_server, table.room_id, seat, message), message
        assert after[-1]["move"] == message["move"]
        counts["applied"] += 1
        table.watcher.exchange(None)

    try:
        fuzz()
        with httpx.Client(base_url=fuzz_server.base_url) as http:
            assert http.get("/api/health").status_code == 200
    finally:
        for table in tables:
            table.close()
    print(f"\nfuzz[{game}]: {counts['sent']} messages, {counts['applied']} applied as legal "
          f"moves, {counts['closed']} oversized (closed 1009), {len(tables)} matches, "
          f"errors {dict(sorted(counts['errors'].items()))}")
    assert counts["errors"], "no message was refused: the fuzzer sent nothing bad"
