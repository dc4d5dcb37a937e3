"""A private PostgreSQL cluster that a test stops and starts, and `python -m app` beside it.

The cluster is made by the test with Debian's PostgreSQL binaries (initdb, pg_ctl)
in a folder of its own, on a free port, so that the shared server on 5432 is never
touched. Run as root (a container), PostgreSQL's own commands run as the `postgres`
user, since PostgreSQL refuses to run as root.
"""

from __future__ import annotations

import asyncio
import contextlib
import glob
import os
import pwd
import random
import shutil
import signal
import subprocess
import tempfile
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import httpx
import pytest
from websockets.exceptions import ConnectionClosed

from app.games.registry import get_game
from tests.reliability.support import (
    Conn,
    Player,
    random_policy,
    replayed,
    seat_players,
    stored_match,
)
from tests.support import LOGS, AppProcess, free_port


def _bin_dir() -> Path | None:
    found = sorted(glob.glob("/usr/lib/postgresql/*/bin/pg_ctl"))
    return Path(found[-1]).parent if found else None


PG_BIN = _bin_dir()
needs_postgres_binaries = pytest.mark.skipif(
    PG_BIN is None, reason="PostgreSQL's server binaries (initdb, pg_ctl) are not installed")


#: The per-address and per-server limits lifted: the fault tests play matches as fast as the
#: server answers, from one address.
UNLIMITED = {
    "MOVES_PER_SECOND": "1000",
    "MOVES_PER_SECOND_PER_ADDRESS": "100000",
    "ROOMS_PER_MINUTE": "1000",
    "JOINS_PER_MINUTE": "1000",
}
#: Three quick matches (game, players, human seats, options): two humans, a human and a
#: computer, and another game.
THREE_TABLES: list[tuple[str, int, int, dict[str, Any]]] = [
    ("hex_camping", 2, 2, {}),
    ("hex_camping", 2, 1, {}),
    ("caravan", 2, 2, {}),
]


class PgCluster:
    """A PostgreSQL cluster in a temporary folder, on a free port."""

    def __init__(self, folder: Path | None = None) -> None:
        assert PG_BIN is not None
        self.root = Path(folder or tempfile.mkdtemp(prefix="bivouac-pg-"))
        self.root.mkdir(parents=True, exist_ok=True)
        self.root.chmod(0o755)
        self.data = self.root / "data"
        self.port = free_port()
        self.as_postgres = os.geteuid() == 0
        self.running = False
        # Its log lives outside its folder: a test that fills the folder's disk still has
        # the lines PostgreSQL wrote then (a PANIC), and a failed test shows them after the
        # folder is removed (tests/support.py LOGS).
        handle, log = tempfile.mkstemp(prefix="bivouac-pg-", suffix=".log")
        os.close(handle)
        self.log_path = Path(log)
        self.log_path.chmod(0o644)
        if self.as_postgres:
            user = pwd.getpwnam("postgres")
            os.chown(self.root, user.pw_uid, user.pw_gid)
            os.chown(self.log_path, user.pw_uid, user.pw_gid)
        self.log_text = ""
        LOGS[id(self)] = (f"PostgreSQL on port {self.port}", self.log)

    @property
    def url(self) -> str:
        """The async SQLAlchemy URL of its `bivouac` database."""
        return f"postgresql+asyncpg://postgres@127.0.0.1:{self.port}/bivouac"

    def _run(self, *args: str, timeout: float = 120) -> subprocess.CompletedProcess[str]:
        command = [str(PG_BIN / args[0]), *args[1:]]
        if self.as_postgres:
            command = ["runuser", "-u", "postgres", "--", *command]
        return subprocess.run(command, capture_output=True, text=True, timeout=timeout,
                              check=True, cwd=self.root)

    def init(self, **settings: str) -> None:
        """initdb, with `settings` (postgresql.conf names) added to its configuration."""
        self._run("initdb", "-D", str(self.data), "-A", "trust", "-U", "postgres", "-E", "UTF8",
                  "--no-sync")
        conf = {"listen_addresses": "'127.0.0.1'", "port": str(self.port),
                "unix_socket_directories": f"'{self.root}'", "max_connections": "100",
                "shared_buffers": "16MB", "logging_collector": "off"} | settings
        with open(self.data / "postgresql.conf", "a") as f:
            f.writelines(f"{k} = {v}\n" for k, v in conf.items())

    def start(self) -> None:
        """Start it and wait until it accepts connections."""
        self._run("pg_ctl", "-D", str(self.data), "-l", str(self.log_path), "-w",
                  "-t", "60", "start")
        self.running = True

    def stop(self, mode: str = "fast") -> None:
        """Stop it: `fast` (clients disconnected, a clean shutdown) or `immediate` (a crash:
        recovery from the WAL at the next start)."""
        if self.running:
            self._run("pg_ctl", "-D", str(self.data), "-m", mode, "-w", "-t", "60", "stop")
            self.running = False

    def processes(self) -> list[int]:
        """The postmaster's pid and its children's (backends, writers, the WAL's)."""
        postmaster = int((self.data / "postmaster.pid").read_text().split()[0])
        children = subprocess.run(["ps", "-o", "pid=", "--ppid", str(postmaster)],
                                  capture_output=True, text=True, check=False).stdout.split()
        return [postmaster, *map(int, children)]

    def send_signal(self, signum: int) -> None:
        """Send `signum` to every process of the cluster: SIGSTOP freezes it (its connections
        stay open and nothing answers, as on a stalled host), SIGCONT thaws it."""
        for pid in self.processes():
            with contextlib.suppress(ProcessLookupError):
                os.kill(pid, signum)

    def psql(self, sql: str, database: str = "postgres") -> str:
        """Run SQL through psql (as the superuser) and return its output."""
        return self._run("psql", "-h", "127.0.0.1", "-p", str(self.port), "-U", "postgres",
                         "-d", database, "-v", "ON_ERROR_STOP=1", "-Atc", sql).stdout

    def create_database(self) -> None:
        self.psql("CREATE DATABASE bivouac")

    def log(self) -> str:
        """What it logged, kept once it is removed."""
        if self.log_path.exists():
            self.log_text = self.log_path.read_text(errors="replace")
        return self.log_text

    def remove(self) -> None:
        if self.running:  # a test that failed while it was frozen
            self.send_signal(signal.SIGCONT)
        self.stop("immediate")
        self.log()
        self.log_path.unlink(missing_ok=True)
        shutil.rmtree(self.root, ignore_errors=True)


# ---- matches played through a fault ---------------------------------------------


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
    #: (how, seconds) from sending a move to its answer: "state" or the error's code
    answer_times: list[tuple[str, float]] = field(default_factory=list)


class Outage:
    """Whether the database is away now, as the test made it."""

    def __init__(self) -> None:
        self.away = False


async def new_table(app: AppProcess, spec: tuple[str, int, int, dict[str, Any]],
                    watcher_on: AppProcess | None = None) -> Table:
    """A match on `app`: its players connected there, a spectator on `watcher_on` (another
    instance) or on `app`."""
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
    try:
        for player in seated:
            await player.connect(app.ws_base)
        table.watcher = await Conn.open((watcher_on or app).ws_base, room_id, label="spectator")
    except BaseException:
        await close_tables([table])
        raise
    return table


async def play(player: Player, rng: random.Random, outage: Outage, run: Run,
                stop: asyncio.Event) -> None:
    """Answer every state where the seat is to act; a move refused as `unavailable` is sent
    again, with the same id, once `retry_after` has passed (what the browser does)."""
    conn = player.conn
    assert conn is not None
    last_version = conn.version
    loop = asyncio.get_running_loop()
    sent_at = 0.0

    async def act() -> None:
        nonlocal sent_at
        before = player.unanswered
        await player._act(random_policy, rng)
        if player.unanswered is not before:
            sent_at = loop.time()

    try:
        await act()
        while not stop.is_set():
            try:
                message = await conn.recv(0.5)
            except TimeoutError:
                await act()
                continue
            if message["type"] == "state":
                if message["version"] > last_version and outage.away:
                    run.acknowledged_while_away += 1
                last_version = max(last_version, message["version"])
                if player.unanswered and message["version"] > player.unanswered.version:
                    player.unanswered = None
                    run.answer_times.append(("state", loop.time() - sent_at))
                await act()
            elif message["type"] == "error":
                code = message["code"]
                sent = player.unanswered
                if code == "bad_message" and sent is not None and sent.move.get("text") == "":
                    code = "empty answer"  # the random policy may answer a quiz with nothing
                run.refused[code] = run.refused.get(code, 0) + 1
                if sent is None or message.get("id") != sent.id:
                    continue
                run.answer_times.append((code, loop.time() - sent_at))
                if code == "unavailable":
                    assert message["retry_after"] > 0, message
                    await asyncio.sleep(message["retry_after"])
                    run.sent_again += 1
                    sent_at = loop.time()
                    await conn.send({"type": "move", "id": sent.id, "version": sent.version,
                                     "move": sent.move})
                else:
                    player.unanswered = None
                    await act()
    except ConnectionClosed:
        raise AssertionError(f"{player.room_id}: the server closed a connection") from None


async def watch(table: Table, outage: Outage, run: Run, stop: asyncio.Event) -> None:
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


class Fleet:
    """Matches kept in play through a fault: a finished match makes way for a new one of
    the same kind, so that moves are in flight whenever the fault comes, however fast the
    machine plays (a match played in a second met no fault at all, and the test checked
    nothing).

    `start` sets the players and the spectators going and renews finished matches until
    `halt`; a new match is opened only when the server can store one, and tried again
    until it can. `tables` holds every match in play now, `retired` those replaced.
    """

    #: How often finished matches are looked for, and a failed opening tried again.
    RENEW_EVERY = 0.2

    def __init__(self, app: AppProcess, specs: list[tuple[str, int, int, dict[str, Any]]],
                 outage: Outage, run: Run, rng: random.Random,
                 watcher_on: AppProcess | None = None) -> None:
        self.app, self.specs, self.outage, self.run = app, specs, outage, run
        self.rng, self.watcher_on = rng, watcher_on
        self.tables: list[Table] = []
        self.retired: list[Table] = []
        self.renewals = 0
        self._checked: set[str] = set()  # finished matches already checked
        self._stop = asyncio.Event()
        self._tasks: list[asyncio.Task[None]] = []
        self._renewing: asyncio.Task[None] | None = None

    async def open(self) -> None:
        self.tables = [await new_table(self.app, spec, self.watcher_on) for spec in self.specs]

    def every_table(self) -> list[Table]:
        return [*self.retired, *self.tables]

    def progress(self) -> int:
        """Versions seen in every match so far: grows with every move stored."""
        return sum(t.seen() for t in self.every_table())

    def versions(self) -> dict[str, int]:
        """The version seen in every match so far."""
        return {t.room_id: t.seen() for t in self.every_table()}

    def moved(self, since: dict[str, int]) -> list[str]:
        """The matches of `since` seen at a newer version now."""
        return [t.room_id for t in self.every_table() if t.seen() > since.get(t.room_id, t.seen())]

    def live(self) -> dict[str, int]:
        """Each unfinished match and the version seen there now (to compare after a fault)."""
        now = {t.room_id: t.seen() for t in self.tables if not t.finished()}
        assert now, f"no match in play: {self.where()}"
        return now

    async def until_all_live(self, seconds: float = 10.0) -> None:
        """Wait until no match in play is finished (the last one renewed): then a fault comes."""
        loop = asyncio.get_running_loop()
        deadline = loop.time() + seconds
        while any(t.finished() for t in self.tables):
            assert loop.time() < deadline, f"finished matches not renewed in {seconds} s: {self.where()}"
            await asyncio.sleep(0.02)

    async def until_settled(self, quiet: float = 1.0, seconds: float = 15.0) -> None:
        """Once a fault has begun: wait until no client has seen a new version for `quiet`
        seconds (the states of moves stored just before it were on their way), so that
        what comes after counts as acknowledged while the database could store nothing."""
        loop = asyncio.get_running_loop()
        deadline = loop.time() + seconds
        seen, since = self.versions(), loop.time()
        while loop.time() - since < quiet:
            assert loop.time() < deadline, f"states still coming after {seconds} s: {self.where()}"
            await asyncio.sleep(0.05)
            if (now := self.versions()) != seen:
                seen, since = now, loop.time()

    def where(self) -> str:
        """Where each match stands, and which player or spectator task ended and how."""
        ended = [repr(t.exception()) for t in self._tasks if t.done() and not t.cancelled()]
        return (f"matches (room, version, finished): "
                f"{[(t.room_id, t.seen(), t.finished()) for t in self.tables]}, "
                f"{len(self.retired)} renewed; tasks ended: {ended}")

    def start(self) -> None:
        self._stop = asyncio.Event()
        self._tasks = []
        for table in self.tables:
            self._play(table)
        self._renewing = asyncio.create_task(self._renew())

    def _play(self, table: Table) -> None:
        self._tasks += [asyncio.create_task(play(p, random.Random(self.rng.random()),
                                                 self.outage, self.run, self._stop))
                        for p in table.players]
        self._tasks.append(asyncio.create_task(watch(table, self.outage, self.run, self._stop)))

    async def _renew(self) -> None:
        while not self._stop.is_set():
            for n, table in enumerate(self.tables):
                if not table.finished() or self.outage.away:
                    continue
                try:
                    fresh = await new_table(self.app, table.spec, self.watcher_on)
                except (AssertionError, httpx.HTTPError, OSError, ConnectionClosed,
                        TimeoutError):
                    break  # the server cannot open a match now: later
                if self._stop.is_set():
                    await close_tables([fresh])
                    return
                self.retired.append(table)
                self.tables[n] = fresh
                self.renewals += 1
                self._play(fresh)
            await asyncio.sleep(self.RENEW_EVERY)

    async def halt(self) -> None:
        """Stop playing and renewing; a player or spectator task that failed fails here."""
        self._stop.set()
        renewing, tasks = self._renewing, self._tasks
        self._renewing, self._tasks = None, []
        if renewing is not None:
            await renewing
        if not tasks:
            return
        done, pending = await asyncio.wait(tasks, timeout=10)
        for task in pending:
            task.cancel()
        await asyncio.gather(*pending, return_exceptions=True)
        for task in done:
            task.result()  # a closed connection fails the test here

    async def check_stored(self, database_url: str) -> None:
        """`check_stored` for every match played since the last check, once play has halted
        (a match retired before that check was finished then, and checked)."""
        for table in self.every_table():
            if table.room_id in self._checked:
                continue
            await check_stored(table, database_url, self.run)
            self.run.matches.add(table.room_id)
            if table.finished():
                self._checked.add(table.room_id)

    def acknowledged(self) -> int:
        return sum(t.acknowledged for t in self.every_table())

    async def close(self) -> None:
        await close_tables(self.every_table())


async def close_tables(tables: list[Table]) -> None:
    for table in tables:
        for conn in table.conns():
            await conn.close()


async def check_stored(table: Table, database_url: str, run: Run) -> None:
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


async def until_all_move_on(tables: list[Table], before: dict[str, int], run: Run, seconds: float,
                            what: str, seen: Callable[[Table], int] = Table.seen) -> None:
    """Wait until every unfinished table of `before` has a state newer than it had there (by
    `seen`), each one's delay counted in `run.recovery`; fail with `what` past `seconds`."""
    loop = asyncio.get_running_loop()
    back = loop.time()
    waiting = {t.room_id: t for t in tables if t.room_id in before and not t.finished()}
    while waiting:
        for room_id in [r for r, t in waiting.items() if seen(t) > before[r]]:
            run.recovery.append(loop.time() - back)
            del waiting[room_id]
        assert loop.time() - back < seconds, (
            f"{sorted(waiting)} did not move on within {seconds} s: {what}; "
            + "; ".join(_where(t, before[r]) for r, t in sorted(waiting.items())))
        await asyncio.sleep(0.05)


def _where(table: Table, before: int) -> str:
    """What each connection of a table saw (to tell a room that did not move from news that
    did not reach the other instance)."""
    game, players, humans, _ = table.spec
    seen = ", ".join(f"{c.label} v{c.version} {c.state['status'] if c.state else '-'} "
                     f"to act {c.state.get('to_act') if c.state else '-'}"
                     for c in table.conns())
    return f"{table.room_id} ({game}, {humans} of {players} seats human, v{before} before): {seen}"


async def until_health(app: AppProcess, status: int, seconds: float) -> dict[str, Any]:
    loop = asyncio.get_running_loop()
    deadline = loop.time() + seconds
    while True:
        answer = await asyncio.to_thread(app.health)
        if answer is not None and answer.status_code == status:
            return answer.json()
        assert loop.time() < deadline, f"/api/health did not answer {status} in {seconds} s"
        await asyncio.sleep(0.1)
