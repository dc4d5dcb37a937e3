"""PostgreSQL restarted under live matches: the server stays up and loses nothing.

A private PostgreSQL cluster (tests/reliability/db_faults.py) serves a real
`python -m app`. Several matches are played as fast as the server answers:
humans played by the test through websockets, bots, and a match of computers
only. Then PostgreSQL is stopped (a clean `fast` shutdown or an `immediate` one,
a crash), kept away for a moment and started again, several times. Checked:

- the server process stays up; no connection is closed;
- every move sent while the database is away is refused with `unavailable` and a
  `retry_after` hint (or as stale, never with `server_error`), and no state with a
  new version reaches any client while it is away: nothing unstored is acknowledged;
- `/api/health` answers 503 `"database": "away"` while it is away, 200 after;
- within 5 s of the database accepting connections again every unfinished match has
  moved on, by itself: the players only send again, on the same connection, the move
  that was refused, after `retry_after`; the computers need nobody;
- after every restart every acknowledged move (every version any client saw) is stored,
  and the stored moves replay from the seed to the very view each connection last saw.

The figures are printed (run with -s to see them).
"""

from __future__ import annotations

import asyncio
import os
import random
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import httpx
import pytest
from websockets.exceptions import ConnectionClosed

from app.games.registry import get_game
from tests.reliability.db_faults import App, PgCluster, needs_postgres_binaries
from tests.reliability.support import (
    Conn,
    Player,
    random_policy,
    replayed,
    seat_players,
    stored_match,
)

pytestmark = [pytest.mark.slow, needs_postgres_binaries]

RESTARTS = int(os.environ.get("BIVOUAC_DB_RESTARTS", "4"))
PLAY_SECONDS = (0.5, 1.5)
AWAY_SECONDS = (1.0, 3.0)
#: After the database accepts connections again, every match moves on within this.
RECOVERY_SECONDS = 5.0
SERVER_ENV = {
    "BOT_DELAY": "0.02",
    "MOVES_PER_SECOND": "1000",
    "MOVES_PER_SECOND_PER_ADDRESS": "100000",
    "ROOMS_PER_MINUTE": "1000",
    "JOINS_PER_MINUTE": "1000",
    "DATABASE_TIMEOUT": "3",
}
#: (game, players, human seats, options)
TABLES: list[tuple[str, int, int, dict[str, Any]]] = [
    ("hex_camping", 2, 2, {}),
    ("hex_camping", 2, 1, {}),
    ("hex_camping", 2, 0, {}),  # computers only: nobody sends anything
    ("deluxe_camping", 3, 2, {"max_rounds": 30}),
    ("caravan", 2, 2, {}),
    ("em6_quiz", 3, 2, {"round_limit": 12}),
]
REFUSALS_WHILE_AWAY = {"unavailable", "stale_version", "not_your_turn"}
#: Refusals of the test's random moves, database or not.
REFUSALS_OF_RANDOM_MOVES = {"illegal_move", "empty answer"}


@dataclass
class Table:
    spec: tuple[str, int, int, dict[str, Any]]
    room_id: str
    players: list[Player]
    watcher: Conn | None = None
    acknowledged: int = 0

    def conns(self) -> list[Conn]:
        return [c for c in [*(p.conn for p in self.players), self.watcher] if c is not None]

    def seen(self) -> int:
        return max(c.version for c in self.conns())

    def finished(self) -> bool:
        return any(c.state is not None and c.state["status"] == "finished" for c in self.conns())


@dataclass
class Run:
    """What one run counted."""

    restarts: int = 0
    acknowledged: int = 0
    lost: int = 0
    refused: dict[str, int] = field(default_factory=dict)
    sent_again: int = 0
    acknowledged_while_away: int = 0
    recovery: list[float] = field(default_factory=list)
    views_checked: int = 0
    matches: set[str] = field(default_factory=set)


class Outage:
    """Whether the database is away now, as the test made it."""

    def __init__(self) -> None:
        self.away = False


async def _new_table(app: App, spec: tuple[str, int, int, dict[str, Any]]) -> Table:
    game, players, humans, options = spec
    async with httpx.AsyncClient(base_url=app.base_url, timeout=10) as http:
        if humans:
            seated = await seat_players(http, game, players, humans, options)
            room_id = seated[0].room_id
        else:
            bots = [{"seat": s, "level": "easy"} for s in range(players)]
            answer = await http.post("/api/rooms", json={
                "game": game, "players": players, "name": "Host", "options": options,
                "seat": None, "bots": bots})
            assert answer.status_code == 201, answer.text
            seated, room_id = [], answer.json()["room_id"]
    table = Table(spec, room_id, seated)
    for player in seated:
        await player.connect(app.ws_base)
    table.watcher = await Conn.open(app.ws_base, room_id, label="spectator")
    return table


async def _play(player: Player, rng: random.Random, outage: Outage, run: Run,
                stop: asyncio.Event) -> None:
    """Answer every state where the seat is to act; a move refused as `unavailable` is sent
    again, with the same id, once `retry_after` has passed (what the browser does)."""
    conn = player.conn
    assert conn is not None
    last_version = conn.version
    try:
        await player._act(random_policy, rng)
        while not stop.is_set():
            try:
                message = await conn.recv(0.5)
            except TimeoutError:
                await player._act(random_policy, rng)
                continue
            if message["type"] == "state":
                if message["version"] > last_version and outage.away:
                    run.acknowledged_while_away += 1
                last_version = max(last_version, message["version"])
                if player.unanswered and message["version"] > player.unanswered.version:
                    player.unanswered = None
                await player._act(random_policy, rng)
            elif message["type"] == "error":
                code = message["code"]
                sent = player.unanswered
                if code == "bad_message" and sent is not None and sent.move.get("text") == "":
                    code = "empty answer"  # the random policy may answer a quiz with nothing
                run.refused[code] = run.refused.get(code, 0) + 1
                if sent is None or message.get("id") != sent.id:
                    continue
                if code == "unavailable":
                    assert message["retry_after"] > 0, message
                    await asyncio.sleep(message["retry_after"])
                    run.sent_again += 1
                    await conn.send({"type": "move", "id": sent.id, "version": sent.version,
                                     "move": sent.move})
                else:
                    player.unanswered = None
                    await player._act(random_policy, rng)
    except ConnectionClosed:
        raise AssertionError(f"{player.room_id}: the server closed a connection") from None


async def _watch(table: Table, outage: Outage, run: Run, stop: asyncio.Event) -> None:
    conn = table.watcher
    assert conn is not None
    last = conn.version
    while not stop.is_set():
        try:
            message = await conn.recv(0.5)
        except TimeoutError:
            continue
        except ConnectionClosed:
            raise AssertionError(f"{table.room_id}: the watcher's connection closed") from None
        if message["type"] == "state":
            if message["version"] > last and outage.away:
                run.acknowledged_while_away += 1
            last = max(last, message["version"])


async def _check_stored(table: Table, database_url: str, run: Run) -> None:
    """Every version a client saw is stored, and replays to the views they saw."""
    record, moves = await stored_match(database_url, table.room_id)
    seen = table.seen()
    table.acknowledged = max(table.acknowledged, seen)
    run.lost += max(0, seen - len(moves))
    assert len(moves) >= seen, f"{table.room_id}: saw v{seen}, stored {len(moves)}"
    game = get_game(record.game)
    for conn in table.conns():
        state = replayed(record, moves, conn.version)
        assert game.view(state, conn.seat) == conn.state["view"], (table.room_id, conn.label)
        run.views_checked += 1


async def _until_health(app: App, status: int, seconds: float) -> dict[str, Any]:
    loop = asyncio.get_running_loop()
    deadline = loop.time() + seconds
    while True:
        answer = await asyncio.to_thread(app.health)
        if answer is not None and answer.status_code == status:
            return answer.json()
        assert loop.time() < deadline, f"/api/health did not answer {status} in {seconds} s"
        await asyncio.sleep(0.1)


@pytest.fixture
def cluster() -> Any:
    pg = PgCluster()
    pg.init()
    pg.start()
    pg.create_database()
    yield pg
    pg.remove()


async def test_postgresql_restarted_under_live_matches_loses_nothing(cluster: PgCluster,
                                                                     tmp_path: Path) -> None:
    app = App(cluster.url, tmp_path / "server.log")
    await asyncio.to_thread(app.start, **SERVER_ENV)
    rng = random.Random(17)
    run = Run()
    outage = Outage()
    tables = [await _new_table(app, spec) for spec in TABLES]
    try:
        for restart in range(RESTARTS):
            stop = asyncio.Event()
            tasks = [asyncio.create_task(_play(p, random.Random(rng.random()), outage, run, stop))
                     for t in tables for p in t.players]
            tasks += [asyncio.create_task(_watch(t, outage, run, stop)) for t in tables]
            await asyncio.sleep(rng.uniform(*PLAY_SECONDS))

            mode = "immediate" if restart % 2 else "fast"
            await asyncio.to_thread(cluster.stop, mode)
            # the last moves committed before the stop may still be on their way out
            await asyncio.sleep(0.3)
            outage.away = True
            before = {t.room_id: t.seen() for t in tables}
            health = await _until_health(app, 503, 10)
            assert health["status"] == "unavailable" and health["database"] == "away", health
            await asyncio.sleep(rng.uniform(*AWAY_SECONDS))
            assert app.alive(), app.log()
            assert all(t.seen() == before[t.room_id] for t in tables), "a move was acknowledged"

            outage.away = False  # PostgreSQL accepts connections a little before pg_ctl returns
            await asyncio.to_thread(cluster.start)
            loop = asyncio.get_running_loop()
            back = loop.time()
            waiting = {t.room_id: t for t in tables if not t.finished()}
            while waiting:
                for room_id in [r for r, t in waiting.items() if t.seen() > before[r]]:
                    run.recovery.append(loop.time() - back)
                    del waiting[room_id]
                assert loop.time() - back < RECOVERY_SECONDS, (
                    f"restart {restart}: {sorted(waiting)} did not move on within "
                    f"{RECOVERY_SECONDS} s of the database's return")
                await asyncio.sleep(0.05)
            await _until_health(app, 200, RECOVERY_SECONDS)
            run.restarts += 1

            stop.set()
            done, pending = await asyncio.wait(tasks, timeout=10)
            for task in pending:
                task.cancel()
            for task in done:
                task.result()  # a closed connection fails the test here
            await asyncio.gather(*pending, return_exceptions=True)
            for table in tables:
                await _check_stored(table, cluster.url, run)
            for n, table in enumerate(tables):
                run.matches.add(table.room_id)
                if table.finished():  # a finished match makes way for a new one
                    run.acknowledged += table.acknowledged
                    for conn in table.conns():
                        await conn.close()
                    tables[n] = await _new_table(app, table.spec)
    finally:
        for table in tables:
            run.acknowledged += table.acknowledged
            for conn in table.conns():
                await conn.close()
        app.stop()
    assert "server_error" not in run.refused, run.refused
    assert set(run.refused) <= REFUSALS_WHILE_AWAY | REFUSALS_OF_RANDOM_MOVES, run.refused
    assert run.refused.get("unavailable", 0) > 0, "no move was sent while the database was away"
    recovery = sorted(run.recovery)
    print(f"\npostgresql restarts: {run.restarts} ({RESTARTS // 2} immediate), "
          f"{len(run.matches)} matches, {run.acknowledged} moves acknowledged, {run.lost} lost, "
          f"{run.acknowledged_while_away} states with a new version while away, "
          f"refused {dict(sorted(run.refused.items()))}, {run.sent_again} sent again, "
          f"moving on {recovery[0]:.2f} to {recovery[-1]:.2f} s after the return "
          f"(median {recovery[len(recovery) // 2]:.2f}), {run.views_checked} views compared")
    assert run.lost == 0
    assert run.acknowledged_while_away == 0
