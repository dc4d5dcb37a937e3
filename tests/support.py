"""Test clients that speak the public protocol over real HTTP and websockets."""

from __future__ import annotations

import asyncio
import itertools
import json
import os
import re
import shutil
import socket
import subprocess
import sys
import time
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import httpx
import uvicorn
from sqlalchemy import event
from websockets.asyncio.client import ClientConnection, connect

from app.config import Settings
from app.edge.websocket import ReleasingWebSocketsProtocol
from app.games.base import Game
from app.games.registry import all_games
from app.main import Bivouac, create_app
from app.services import Services

ROOT = Path(__file__).resolve().parent.parent
#: A server process with the test suite's own games (tests/testgame) registered as well.
TEST_SERVER = "tests.testgame.server:app"
_ids = itertools.count(1)


class Client:
    """One websocket connection to a room, as a seat (with a token) or a spectator."""

    def __init__(self, ws: ClientConnection) -> None:
        self.ws = ws
        self.state: dict[str, Any] | None = None
        self.inbox: list[dict[str, Any]] = []
        #: The seat's token it said hello with (None: a spectator), to connect again.
        self.token: str | None = None

    @classmethod
    async def open(cls, ws_base: str, room_id: str, token: str | None = None,
                   hello: bool = True) -> Client:
        """Connect to a room and (by default) say hello and wait for the first state."""
        ws = await connect(f"{ws_base}/ws/rooms/{room_id}", max_size=None)
        client = cls(ws)
        client.token = token
        if hello:
            await client.send({"type": "hello", "token": token})
            await client.next("state")
        return client

    async def send(self, message: dict[str, Any] | str) -> None:
        """Send a message (a dict as JSON, a str as it is)."""
        await self.ws.send(message if isinstance(message, str) else json.dumps(message))

    async def recv(self, timeout: float = 10) -> dict[str, Any]:
        """The next message."""
        message = json.loads(await asyncio.wait_for(self.ws.recv(), timeout))
        self.inbox.append(message)
        if message["type"] == "state":
            self.state = message
        return message

    async def next(self, kind: str, timeout: float = 10, **match: Any) -> dict[str, Any]:
        """The next message of type `kind` (and with the given fields), skipping others."""
        loop = asyncio.get_running_loop()
        deadline = loop.time() + timeout
        while True:
            message = await self.recv(max(0.01, deadline - loop.time()))
            if message["type"] == kind and all(message.get(k) == v for k, v in match.items()):
                return message

    async def until(self, kind: str, check: Any, timeout: float = 10) -> dict[str, Any]:
        """The next message of type `kind` for which `check(message)` is true."""
        loop = asyncio.get_running_loop()
        deadline = loop.time() + timeout
        while True:
            message = await self.next(kind, max(0.01, deadline - loop.time()))
            if check(message):
                return message

    async def state_at(self, version: int, timeout: float = 10) -> dict[str, Any]:
        """Wait until a state of at least `version` arrives."""
        if self.state and self.state["version"] >= version:
            return self.state
        while True:
            message = await self.next("state", timeout)
            if message["version"] >= version:
                return message

    async def move(self, move: dict[str, Any], version: int | None = None,
                   move_id: str | None = None) -> str:
        """Send a move for the current (or given) version; returns its id."""
        move_id = move_id or f"t{next(_ids)}"
        await self.send({"type": "move", "id": move_id,
                         "version": self.state["version"] if version is None else version,
                         "move": move})
        return move_id

    async def close(self) -> None:
        """Close the connection."""
        await self.ws.close()


async def until(check: Callable[[], object], timeout: float = 10.0) -> None:
    """Wait until `check()` is true (a deadline a loaded machine meets, not a fixed sleep)."""
    deadline = time.monotonic() + timeout
    while not check():
        assert time.monotonic() < deadline, "condition not met in time"
        await asyncio.sleep(0.01)


async def create_room(http: httpx.AsyncClient, game: str = "hex_camping", players: int = 2,
                      name: str = "Alice", **extra: Any) -> dict[str, Any]:
    """POST /api/rooms and return its answer (asserting success)."""
    response = await http.post("/api/rooms", json={"game": game, "players": players,
                                                  "name": name, **extra})
    assert response.status_code == 201, response.text
    return response.json()


async def join_room(http: httpx.AsyncClient, room_id: str, name: str = "Bob",
                    **extra: Any) -> dict[str, Any]:
    """POST /api/rooms/{id}/join and return its answer (asserting success)."""
    response = await http.post(f"/api/rooms/{room_id}/join", json={"name": name, **extra})
    assert response.status_code == 200, response.text
    return response.json()


async def two_players(server: Server) -> tuple[str, Client, Client]:
    """A hex_camping room with both seats taken and connected: (room id, seat 0, seat 1)."""
    async with server.client() as http:
        host = await create_room(http)
        guest = await join_room(http, host["room_id"])
    room_id = host["room_id"]
    a = await Client.open(server.ws_url, room_id, host["token"])
    b = await Client.open(server.ws_url, room_id, guest["token"])
    return room_id, a, b


async def redis_writes(client: Any, commands: tuple[str, ...]) -> int:
    """How many of these commands Redis has run so far, those run by scripts included."""
    stats = await client.info("commandstats")
    return sum(stats.get(f"cmdstat_{name}", {}).get("calls", 0) for name in commands)


#: The processes the tests started and have not stopped, by id: what a failing test left
#: running is stopped after it (`_no_process_left` in tests/conftest.py).
RUNNING: dict[int, Any] = {}
#: Where the processes the tests started write their logs, by the same id, with a name: a
#: failed test shows the end of those it started and of those still running (the report
#: hook in tests/conftest.py). A log read here may be gone by then (a folder removed):
#: its owner keeps the text as a callable's answer instead.
LOGS: dict[int, tuple[str, Callable[[], str]]] = {}


def keep_log(owner: object, name: str, path: Path) -> None:
    """Record `owner`'s log at `path` for a failed test to show."""
    LOGS[id(owner)] = (name, lambda: path.read_text(errors="replace") if path.exists() else "")


def sqlite_read_only_switch(engine: Any) -> Callable[[bool], Awaitable[None]]:
    """`await switch(True)`: every connection the SQLite `engine` (an AsyncEngine) opens
    from then on takes no writes: SQLite answers SQLITE_READONLY, as for a file or folder
    it may not write (root writes whatever a file's mode says, so a test cannot take that
    permission away). `await switch(False)`: writable again. Each switch closes the pooled
    connections, so that the next ones are as said."""
    read_only = False

    def _query_only(dbapi_connection: Any, _record: object) -> None:
        if read_only:
            cursor = dbapi_connection.cursor()
            cursor.execute("PRAGMA query_only = ON")
            cursor.close()

    async def switch(on: bool) -> None:
        nonlocal read_only
        read_only = on
        await engine.dispose()

    event.listen(engine.sync_engine, "connect", _query_only)
    return switch


def free_port() -> int:
    """A TCP port nobody listens on right now."""
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@dataclass
class ServerProcess:
    """A server in its own process (for crash tests and the browser)."""

    base_url: str
    database_url: str
    port: int
    process: subprocess.Popen[bytes] | None = None
    log_path: Path | None = None
    #: The ASGI app to serve (`tests.testgame.server:app` adds the test suite's games).
    app: str = "app.main:app"

    def start(self, extra_env: dict[str, str] | None = None) -> None:
        """Start `uvicorn app.main:app` and wait for /api/health."""
        env = os.environ | {
            "DATABASE_URL": self.database_url, "PORT": str(self.port), "BOT_DELAY": "0.2",
            "LOG_LEVEL": "warning",
        } | (extra_env or {})
        log = open(self.log_path, "ab") if self.log_path else subprocess.DEVNULL  # noqa: SIM115
        self.process = subprocess.Popen(
            [sys.executable, "-m", "uvicorn", self.app, "--host", "127.0.0.1",
             "--port", str(self.port), "--no-proxy-headers"],
            cwd=ROOT, env=env, stdout=log, stderr=log,
        )
        RUNNING[id(self)] = self
        if self.log_path is not None:
            keep_log(self, f"server on port {self.port}", self.log_path)
        # A loaded 2-core machine takes far longer than a quiet one to import and migrate.
        deadline = time.monotonic() + 90
        while time.monotonic() < deadline:
            if self.process.poll() is not None:
                raise RuntimeError(f"server exited with {self.process.returncode}")
            try:
                if httpx.get(f"{self.base_url}/api/health", timeout=1).status_code == 200:
                    return
            except httpx.HTTPError:
                pass
            time.sleep(0.1)
        raise RuntimeError("server did not become healthy in 90 s")

    def kill(self) -> None:
        """SIGKILL the server: no shutdown code runs."""
        RUNNING.pop(id(self), None)
        if self.process is not None:
            self.process.kill()
            self.process.wait()
            self.process = None

    def stop(self) -> None:
        """Stop the server politely."""
        RUNNING.pop(id(self), None)
        if self.process is not None:
            self.process.terminate()
            try:
                self.process.wait(10)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()
            self.process = None


class AppProcess:
    """`python -m app` in its own process, with settings in its environment; its log in a file."""

    def __init__(self, database_url: str, log_path: Path) -> None:
        self.port = free_port()
        self.base_url = f"http://127.0.0.1:{self.port}"
        self.ws_base = f"ws://127.0.0.1:{self.port}"
        self.database_url = database_url
        self.log_path = log_path
        self.process: subprocess.Popen[bytes] | None = None

    def spawn(self, **settings: str) -> None:
        """Start the process (without waiting for it)."""
        env = os.environ | {"HOST": "127.0.0.1", "PORT": str(self.port), "BOT_DELAY": "0",
                            "DATABASE_URL": self.database_url, "LOG_LEVEL": "warning"}
        env |= {k.upper(): v for k, v in settings.items()}
        with open(self.log_path, "ab") as log:
            self.process = subprocess.Popen([sys.executable, "-m", "app"], cwd=ROOT, env=env,
                                            stdout=log, stderr=log)
        RUNNING[id(self)] = self
        keep_log(self, f"python -m app on port {self.port}", self.log_path)

    def health(self) -> httpx.Response | None:
        """GET /api/health, or None if nothing answers."""
        try:
            return httpx.get(f"{self.base_url}/api/health", timeout=5)
        except httpx.HTTPError:
            return None

    def wait_healthy(self, seconds: float = 60) -> None:
        deadline = time.monotonic() + seconds
        while time.monotonic() < deadline:
            assert self.alive(), self.log()
            answer = self.health()
            if answer is not None and answer.status_code == 200:
                return
            time.sleep(0.1)
        raise AssertionError(f"the server did not become healthy in {seconds} s\n{self.log()}")

    def start(self, **settings: str) -> None:
        self.spawn(**settings)
        self.wait_healthy()

    def alive(self) -> bool:
        return self.process is not None and self.process.poll() is None

    def log(self) -> str:
        return self.log_path.read_text(errors="replace") if self.log_path.exists() else ""

    def stop(self) -> None:
        RUNNING.pop(id(self), None)
        if self.process is not None and self.process.poll() is None:
            self.process.terminate()
            try:
                self.process.wait(20)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()
        self.process = None


def pg_execute(url: str, statement: str) -> None:
    import asyncpg

    async def run() -> None:
        conn = await asyncpg.connect(url.replace("postgresql+asyncpg://", "postgresql://"))
        try:
            await conn.execute(statement)
        finally:
            await conn.close()

    asyncio.run(run())


async def pg_fetch(url: str, query: str) -> list[tuple[Any, ...]]:
    """The rows of a query, as tuples (in a running event loop)."""
    import asyncpg

    conn = await asyncpg.connect(url.replace("postgresql+asyncpg://", "postgresql://"))
    try:
        return [tuple(row) for row in await conn.fetch(query)]
    finally:
        await conn.close()


def settings_for(database_url: str, **overrides: object) -> Settings:
    """Settings for a server under test: fast bots, the given database."""
    values = {"database_url": database_url, "bot_delay": 0.0, "log_level": "warning"}
    values.update(overrides)
    return Settings(_env_file=None, **values)


@dataclass
class Server:
    """A real server on a loopback port, running in the test's event loop."""

    base_url: str
    ws_url: str
    app: Bivouac

    @property
    def services(self) -> Services:
        """The server's storage and rooms, for checks behind the API."""
        return self.app.state.services

    def client(self) -> httpx.AsyncClient:
        """An HTTP client for the REST API."""
        return httpx.AsyncClient(base_url=self.base_url, timeout=10)


async def start_server(settings: Settings, ws: str | None = None,
                       ) -> tuple[Server, uvicorn.Server, asyncio.Task[None]]:
    """Start uvicorn with `settings` on a free port; returns when it accepts connections.

    Websockets are served as `python -m app` serves them, unless `ws` names another of
    uvicorn's implementations.
    """
    app = create_app(settings)
    config = uvicorn.Config(app, host="127.0.0.1", port=0, log_level="warning", lifespan="on",
                            ws_max_size=1 << 20, proxy_headers=False,
                            ws=ws or ReleasingWebSocketsProtocol,
                            ws_per_message_deflate=settings.ws_compression)
    server = uvicorn.Server(config)
    task = asyncio.get_running_loop().create_task(server.serve())
    for _ in range(1000):
        if server.started or task.done():
            break
        await asyncio.sleep(0.01)
    if task.done():
        task.result()
    port = server.servers[0].sockets[0].getsockname()[1]
    return (
        Server(f"http://127.0.0.1:{port}", f"ws://127.0.0.1:{port}", app), server, task,
    )


REDIS_SERVER = shutil.which("redis-server") or "/usr/bin/redis-server"


class RedisProcess:
    """A private Redis on a free port, which a test may stop and start again."""

    def __init__(self, folder: Path) -> None:
        self.port = free_port()
        self.folder = folder
        self.process: subprocess.Popen[bytes] | None = None

    @property
    def url(self) -> str:
        return f"redis://127.0.0.1:{self.port}/0"

    def start(self) -> None:
        self.process = subprocess.Popen(
            [REDIS_SERVER, "--port", str(self.port), "--bind", "127.0.0.1", "--save", "",
             "--appendonly", "no", "--dir", str(self.folder)],
            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
        )
        RUNNING[id(self)] = self
        deadline = time.monotonic() + 10
        while time.monotonic() < deadline:
            try:
                with socket.create_connection(("127.0.0.1", self.port), timeout=0.2):
                    return
            except OSError:
                time.sleep(0.05)
        raise RuntimeError("redis did not start")

    def stop(self) -> None:
        RUNNING.pop(id(self), None)
        if self.process is not None:
            self.process.kill()
            self.process.wait(timeout=30)
            self.process = None


async def redis_cannot_save(admin: Any, process: RedisProcess) -> None:
    """Make the private Redis `process` fail its snapshot (its folder gone, as a full or
    broken disk would make it): with a save point set, it then refuses every write, and
    PING, with MISCONF, until a snapshot succeeds. Its other reads and channels work."""
    await admin.config_set("save", "3600 1")
    process.folder.rmdir()  # empty: it saves nothing until now
    await admin.bgsave()
    deadline = time.monotonic() + 15
    while (await admin.info("persistence"))["rdb_last_bgsave_status"] != "err":
        assert time.monotonic() < deadline, "the snapshot did not fail"
        await asyncio.sleep(0.05)


async def redis_saves_again(admin: Any, process: RedisProcess) -> None:
    """Undo `redis_cannot_save`: Redis takes writes again."""
    process.folder.mkdir()
    await admin.config_set("stop-writes-on-bgsave-error", "no")
    await admin.config_set("save", "")


def every_game() -> dict[str, Game]:
    """The registered games and the test suite's own (tests/testgame), by id: what every
    safety net runs over, so that a new game gets them all."""
    from tests.testgame import TEST_GAMES

    return dict(sorted({**all_games(), **{g.id: g for g in TEST_GAMES}}.items()))


def metric(proc: ServerProcess, name: str) -> float:
    """One unlabelled figure of the instance's /metrics."""
    text = httpx.get(f"{proc.base_url}/metrics", timeout=10).text
    found = re.search(rf"^{name} ([0-9.e+-]+)$", text, re.MULTILINE)
    assert found, f"{name} not in /metrics"
    return float(found.group(1))
