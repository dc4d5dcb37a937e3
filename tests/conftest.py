"""Shared fixtures: databases (SQLite and PostgreSQL), a real server, a real browser's server.

PostgreSQL tests use the server at BIVOUAC_TEST_POSTGRES (default: the local one,
user postgres). When it cannot be reached they are skipped, unless
BIVOUAC_REQUIRE_POSTGRES=1 (as in CI), where they fail instead.
"""

from __future__ import annotations

import asyncio
import os
import secrets
from collections.abc import AsyncIterator, Iterator
from dataclasses import dataclass
from pathlib import Path

import httpx
import pytest
import uvicorn
from fastapi import FastAPI

from app.config import Settings
from app.main import create_app
from app.services import Services
from tests.browser.support import CHROMIUM, CHROMIUM_ARGS
from tests.support import ServerProcess, free_port

ROOT = Path(__file__).resolve().parent.parent
PG_ADMIN_URL = os.environ.get(
    "BIVOUAC_TEST_POSTGRES", "postgresql://postgres@127.0.0.1:5432/postgres"
)
REQUIRE_PG = os.environ.get("BIVOUAC_REQUIRE_POSTGRES") == "1"
REQUIRE_BROWSER = os.environ.get("BIVOUAC_REQUIRE_BROWSER") == "1"
TABLES = "chat, moves, seats, matches"


def _pg(url: str, statement: str) -> None:
    import asyncpg

    async def run() -> None:
        conn = await asyncpg.connect(url.replace("postgresql+asyncpg://", "postgresql://"))
        try:
            await conn.execute(statement)
        finally:
            await conn.close()

    asyncio.run(run())


@pytest.fixture(scope="session")
def postgres_url() -> Iterator[str]:
    """A fresh PostgreSQL database for this test session, migrated, dropped at the end."""
    name = f"bivouac_test_{os.getpid()}_{secrets.token_hex(3)}"
    try:
        _pg(PG_ADMIN_URL, f'CREATE DATABASE "{name}"')
    except (OSError, Exception) as error:  # noqa: BLE001 - any failure to reach PostgreSQL
        if REQUIRE_PG:
            pytest.fail(f"PostgreSQL is required but unreachable at {PG_ADMIN_URL}: {error}")
        pytest.skip(f"PostgreSQL unreachable at {PG_ADMIN_URL}: {error}")
    base = PG_ADMIN_URL.rsplit("/", 1)[0]
    url = f"{base}/{name}".replace("postgresql://", "postgresql+asyncpg://")
    from app.db.migrate import upgrade

    upgrade(url)
    yield url
    _pg(PG_ADMIN_URL, f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')


@pytest.fixture(params=["sqlite", "postgresql"])
def database_url(request: pytest.FixtureRequest, tmp_path: Path) -> str:
    """Each test that takes this runs once on SQLite and once on PostgreSQL, on empty tables."""
    if request.param == "sqlite":
        return f"sqlite+aiosqlite:///{tmp_path / 'test.sqlite3'}"
    url = request.getfixturevalue("postgres_url")
    _pg(url, f"TRUNCATE {TABLES} CASCADE")
    return url


def test_settings(database_url: str, **overrides: object) -> Settings:
    """Settings for a server under test: fast bots, the given database."""
    values = {"database_url": database_url, "bot_delay": 0.0, "log_level": "warning"}
    values.update(overrides)
    return Settings(_env_file=None, **values)


@dataclass
class Server:
    """A real server on a loopback port, running in the test's event loop."""

    base_url: str
    ws_url: str
    app: FastAPI

    @property
    def services(self) -> Services:
        """The server's storage and rooms, for checks behind the API."""
        return self.app.state.services

    def client(self) -> httpx.AsyncClient:
        """An HTTP client for the REST API."""
        return httpx.AsyncClient(base_url=self.base_url, timeout=10)


async def start_server(settings: Settings) -> tuple[Server, uvicorn.Server, asyncio.Task[None]]:
    """Start uvicorn with `settings` on a free port; returns when it accepts connections."""
    app = create_app(settings)
    config = uvicorn.Config(app, host="127.0.0.1", port=0, log_level="warning", lifespan="on",
                            ws_max_size=1 << 20)
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


@pytest.fixture
async def server(database_url: str) -> AsyncIterator[Server]:
    """A running server on a fresh database (SQLite and PostgreSQL)."""
    live, uv, task = await start_server(test_settings(database_url))
    try:
        yield live
    finally:
        uv.should_exit = True
        await task


@pytest.fixture
async def server_with(database_url: str):
    """A factory: `await server_with(setting=value, ...)` starts a server with those settings."""
    running: list[tuple[uvicorn.Server, asyncio.Task[None]]] = []

    async def start(**overrides: object) -> Server:
        live, uv, task = await start_server(test_settings(database_url, **overrides))
        running.append((uv, task))
        return live

    yield start
    for uv, task in running:
        uv.should_exit = True
        await task


@pytest.fixture
def server_process(tmp_path: Path) -> Iterator[ServerProcess]:
    """A server process on SQLite in a temporary folder (not started yet)."""
    port = free_port()
    proc = ServerProcess(
        f"http://127.0.0.1:{port}", f"sqlite:///{tmp_path / 'server.sqlite3'}", port,
        log_path=tmp_path / "server.log",
    )
    yield proc
    proc.stop()


@pytest.fixture
def server_process_any(tmp_path: Path, database_url: str) -> Iterator[ServerProcess]:
    """A server process on SQLite or PostgreSQL (not started yet)."""
    port = free_port()
    proc = ServerProcess(f"http://127.0.0.1:{port}", database_url, port,
                         log_path=tmp_path / "server.log")
    yield proc
    proc.stop()


@pytest.fixture
def live_server(server_process: ServerProcess) -> Iterator[str]:
    """The base URL of a running server process with a fresh database (for the browser)."""
    server_process.start()
    yield server_process.base_url


@pytest.fixture(scope="session")
def browser():
    """Debian's Chromium driven by Playwright (skipped without it, unless CI requires it)."""
    if not Path(CHROMIUM).exists():
        if REQUIRE_BROWSER:
            pytest.fail(f"Chromium is required but missing at {CHROMIUM}")
        pytest.skip(f"no Chromium at {CHROMIUM}")
    from playwright.sync_api import sync_playwright

    with sync_playwright() as playwright:
        launched = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        yield launched
        launched.close()
