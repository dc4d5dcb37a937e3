"""SIGKILL the server twenty times while matches of every game are played; lose nothing.

Several matches (every game, humans played by the test through websockets,
and bots) are played as fast as the server answers. Twenty times the server
process is killed with SIGKILL at a random moment, while moves are in flight,
and started again. After every kill, from the database alone:

- every acknowledged move (every `state` any client received) is stored:
  a match holds at least as many moves as the highest version any client saw;
- every match replays from its seed (`playout.replay` with the stored moves)
  to the very view each connection last saw (spectators and seats);

after every restart the resumed state is the stored one, and a move a client
sent but never saw answered, sent again with the same id, is applied at most
once (answered with a state, not an error, if it had been stored). At the end
every match is played to its finish and verified from its published seed.
The figures are printed (run with -s to see them).
"""

from __future__ import annotations

import asyncio
import random
from dataclasses import dataclass, field
from typing import Any

import httpx
import pytest

from tests.reliability.support import (
    Conn,
    Player,
    finishing_policy,
    random_policy,
    replayed,
    seat_players,
    stored_match,
)
from tests.support import TEST_SERVER, every_game

pytestmark = pytest.mark.slow

KILLS = 20
PLAY_SECONDS = (0.3, 1.2)
FINISH_SECONDS = 90
SERVER_ENV = {
    "BOT_DELAY": "0.02",
    "MOVES_PER_SECOND": "1000",
    "MOVES_PER_SECOND_PER_ADDRESS": "100000",
    "ROOMS_PER_MINUTE": "1000",
    "JOINS_PER_MINUTE": "1000",
}
#: (game, players, human seats, options): every game, humans and bots mixed.
TABLES: list[tuple[str, int, int, dict[str, Any]]] = [
    ("hex_camping", 2, 2, {}),
    ("hex_camping", 2, 1, {"first_player": "random"}),
    ("deluxe_camping", 3, 2, {"max_rounds": 12}),
    ("deluxe_camping", 2, 2, {"setup": "manual", "max_rounds": 12}),
    ("caravan", 2, 2, {}),
    ("em6_quiz", 3, 2, {"round_limit": 5}),
]
#: Every other installed game: its fewest players, all human, default options.
TABLES += [(g.id, g.min_players, g.min_players, {}) for g in every_game().values()
           if g.id not in {t[0] for t in TABLES}]


@dataclass
class Table:
    """One match under test: its human players and a spectator."""

    game: str
    players: list[Player]
    watcher: Conn | None = None
    acknowledged: int = 0  # the highest version any client saw
    finished: bool = False

    @property
    def room_id(self) -> str:
        return self.players[0].room_id

    def conns(self) -> list[Conn]:
        return [c for c in [*(p.conn for p in self.players), self.watcher] if c is not None]


@dataclass
class Figures:
    """What the run counted."""

    kills: int = 0
    matches: int = 0
    acknowledged: int = 0  # acknowledged moves at the kills, summed over matches (distinct)
    stored_unacknowledged: int = 0  # stored but not yet seen by any client at a kill
    lost: int = 0
    resent: int = 0
    resent_stored: int = 0
    views_checked: int = 0
    per_match: dict[str, int] = field(default_factory=dict)


async def _new_table(base_url: str, spec: tuple[str, int, int, dict[str, Any]]) -> Table:
    game, players, humans, options = spec
    async with httpx.AsyncClient(base_url=base_url, timeout=10) as http:
        seated = await seat_players(http, game, players, humans, options)
    return Table(game, seated)


async def _connect(table: Table, ws_base: str) -> None:
    for player in table.players:
        await player.connect(ws_base)
    table.watcher = await Conn.open(ws_base, table.room_id, label="spectator")


async def _check_stored(table: Table, database_url: str,
                        figures: Figures) -> tuple[Any, list[Any]]:
    """After a kill: every acknowledged move is stored and replays to the views seen."""
    record, moves = await stored_match(database_url, table.room_id)
    game = every_game()[table.game]
    seen = max(c.version for c in table.conns())
    table.acknowledged = max(table.acknowledged, seen)
    figures.lost += max(0, seen - len(moves))
    assert len(moves) >= seen, f"{table.game} {table.room_id}: saw v{seen}, stored {len(moves)}"
    figures.stored_unacknowledged += len(moves) - seen
    for conn in table.conns():
        state = replayed(record, moves, conn.version)
        assert game.view(state, conn.seat) == conn.state["view"], (
            f"{table.game} {table.room_id} v{conn.version}: the replay differs from what "
            f"{conn.label} saw"
        )
        figures.views_checked += 1
    stored_ids = {(m.seat, m.client_id) for m in moves}
    for player in table.players:
        sent = player.unanswered
        if sent is not None and (player.seat, sent.id) in stored_ids:
            figures.resent_stored += 1
    table.finished = record.status == "finished"
    return record, moves


async def _resume(table: Table, ws_base: str, record_moves: tuple[Any, list[Any]],
                  figures: Figures) -> None:
    """After a restart: the resumed state is the stored one; unanswered moves are sent again."""
    record, moves = record_moves
    game = every_game()[table.game]
    before = {p.seat: p.unanswered for p in table.players}
    await _connect(table, ws_base)
    for conn in table.conns():
        # bots may already have played on since the restart, never less
        assert conn.version >= len(moves), f"{table.room_id}: resumed before its stored moves"
        if conn.version == len(moves):
            state = replayed(record, moves)
            assert game.view(state, conn.seat) == conn.state["view"]
            figures.views_checked += 1
    stored_ids = {(m.seat, m.client_id) for m in moves}
    for player in table.players:
        sent = before[player.seat]
        if sent is None:
            continue
        figures.resent += 1
        conn = player.conn
        await conn.send({"type": "move", "id": sent.id, "version": sent.version,
                         "move": sent.move})
        await conn.send({"type": "ping"})
        mark = len(conn.messages)
        await conn.next("pong")
        answers = conn.messages[mark:]
        refused = [m for m in answers if m["type"] == "error" and m.get("id") == sent.id]
        if (player.seat, sent.id) in stored_ids:
            # stored before the kill: answered with the state, and not applied twice
            assert not refused and any(m["type"] == "state" for m in answers), answers
        else:
            # the match moved on; or the move was refused in itself (an empty answer, which
            # the random policy sends and the text policy refuses before any room sees it)
            expected = {"stale_version", "not_your_turn"}
            if "" in sent.move.values():
                expected.add("bad_message")
            assert all(m["code"] in expected for m in refused), refused
        player.unanswered = None


def _start_play(tables: list[Table], rng: random.Random,
                finishing: bool = False) -> tuple[list[asyncio.Task[Any]], asyncio.Event]:
    stop = asyncio.Event()
    tasks = [
        asyncio.create_task(p.play(
            finishing_policy(t.game) if finishing else random_policy,
            random.Random(rng.random()), stop))
        for t in tables for p in t.players
    ]
    tasks += [asyncio.create_task(t.watcher.drain(quiet=3600)) for t in tables]
    return tasks, stop


async def _stop_play(tasks: list[asyncio.Task[Any]], stop: asyncio.Event) -> None:
    stop.set()
    await asyncio.wait(tasks, timeout=10)
    for task in tasks:
        task.cancel()
    await asyncio.gather(*tasks, return_exceptions=True)


async def _close_all(tables: list[Table]) -> None:
    for table in tables:
        for conn in table.conns():
            await conn.close()


async def _all_finished(tables: list[Table], base_url: str) -> bool:
    async with httpx.AsyncClient(base_url=base_url, timeout=10) as http:
        for table in tables:
            match = (await http.get(f"/api/matches/{table.room_id}")).json()
            if match["status"] != "finished":
                return False
    return True


async def test_sigkill_twenty_times_loses_no_acknowledged_move(server_process_any,
                                                               database_url):
    server = server_process_any
    server.app = TEST_SERVER  # the test suite's own game is played too
    ws_base = server.base_url.replace("http", "ws")
    rng = random.Random(20)
    figures = Figures()
    server.start(SERVER_ENV)
    tables = [await _new_table(server.base_url, spec) for spec in TABLES]
    for table in tables:
        await _connect(table, ws_base)

    for kill in range(KILLS):
        tasks, stop = _start_play(tables, rng)
        await asyncio.sleep(rng.uniform(*PLAY_SECONDS))
        server.kill()  # while moves are in flight
        figures.kills += 1
        await _stop_play(tasks, stop)
        await _close_all(tables)
        stored = {}
        for table in tables:
            stored[table.room_id] = await _check_stored(table, database_url, figures)

        server.start(SERVER_ENV)
        for table in tables:
            await _resume(table, ws_base, stored[table.room_id], figures)
        if kill < KILLS - 1:
            # a finished match makes way for a new one of the same game
            for n, table in enumerate(tables):
                if table.finished:
                    figures.per_match[table.room_id] = table.acknowledged
                    await _close_all([table])
                    spec = next(s for s in TABLES if s[0] == table.game)
                    tables[n] = await _new_table(server.base_url, spec)
                    await _connect(tables[n], ws_base)

    # Every match can be finished, and checks out from its published seed.
    loop = asyncio.get_running_loop()
    deadline = loop.time() + FINISH_SECONDS
    while not await _all_finished(tables, server.base_url):
        assert loop.time() < deadline, "the matches did not finish"
        tasks, stop = _start_play(tables, rng, finishing=True)
        await asyncio.sleep(2.0)
        await _stop_play(tasks, stop)
    async with httpx.AsyncClient(base_url=server.base_url, timeout=30) as http:
        for table in tables:
            verdict = (await http.get(f"/api/matches/{table.room_id}/verify")).json()
            assert verdict["ok"], verdict
    await _close_all(tables)
    server.stop()
    for table in tables:
        figures.per_match[table.room_id] = table.acknowledged
    figures.matches = len(figures.per_match)
    figures.acknowledged = sum(figures.per_match.values())
    print(f"\ncrash[{database_url.split(':')[0]}]: {figures.kills} kills, "
          f"{figures.matches} matches, {figures.acknowledged} moves acknowledged before a kill, "
          f"{figures.lost} lost, {figures.stored_unacknowledged} stored but not yet "
          f"acknowledged at a kill, {figures.resent} unanswered moves sent again "
          f"({figures.resent_stored} of them already stored), "
          f"{figures.views_checked} views compared with replays")
    assert figures.lost == 0


async def test_chat_history_survives_a_kill_unchanged(server_process):
    """The chat lines a client got before a crash come back in the same form after it."""
    server_process.start(SERVER_ENV)
    ws_base = server_process.base_url.replace("http", "ws")
    async with httpx.AsyncClient(base_url=server_process.base_url, timeout=10) as http:
        (player,) = await seat_players(http, "hex_camping", 2, 1)
    conn = await player.connect(ws_base)
    for text in ("before the crash", "second line"):
        await conn.send({"type": "chat", "text": text})
        await conn.next("chat", text=text)
    await conn.close()
    reopened = await Conn.open(ws_base, player.room_id, player.token)
    before = (await reopened.next("chat_history"))["messages"]
    await reopened.close()
    server_process.kill()
    server_process.start(SERVER_ENV)
    after_kill = await Conn.open(ws_base, player.room_id, player.token)
    after = (await after_kill.next("chat_history"))["messages"]
    await after_kill.close()
    assert [m["text"] for m in before] == ["before the crash", "second line"]
    assert after == before
