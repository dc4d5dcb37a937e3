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
from pathlib import Path

import pytest
import uvicorn

from app import quiz_banks
from tests.browser.support import CHROMIUM, CHROMIUM_ARGS
from tests.support import (
    LOGS,
    REDIS_SERVER,
    RUNNING,
    RedisProcess,
    Server,
    ServerProcess,
    free_port,
    pg_execute,
    settings_for,
    start_server,
)

ROOT = Path(__file__).resolve().parent.parent

# The shipped quiz banks, read once as a server process does at start-up.
quiz_banks.install()
PG_ADMIN_URL = os.environ.get(
    "BIVOUAC_TEST_POSTGRES", "postgresql://postgres@127.0.0.1:5432/postgres"
)
REQUIRE_PG = os.environ.get("BIVOUAC_REQUIRE_POSTGRES") == "1"
REQUIRE_BROWSER = os.environ.get("BIVOUAC_REQUIRE_BROWSER") == "1"
REQUIRE_REDIS = os.environ.get("BIVOUAC_REQUIRE_REDIS") == "1"
TABLES = "instances, presence, chat, moves, seats, matches"


#: The logs recorded before the running test began (`_no_process_left`).
LOGS_BEFORE: set[int] = set()
#: How much of the end of each log a failed test shows.
LOG_TAIL_CHARACTERS = 4000


@pytest.fixture(autouse=True)
def _no_process_left() -> Iterator[None]:
    """Stop what a test started and did not stop (a server, a Redis): a test that fails
    before its own `stop` must not leave its processes running through the rest of the
    suite, nor past it. Those of wider fixtures, started before the test, are theirs."""
    before = set(RUNNING)
    LOGS_BEFORE.clear()
    LOGS_BEFORE.update(LOGS)
    yield
    for key in [k for k in RUNNING if k not in before]:
        RUNNING[key].stop()
    for key in [k for k in LOGS if k not in LOGS_BEFORE and k not in RUNNING]:
        del LOGS[key]


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_makereport(item: pytest.Item, call: pytest.CallInfo[None]) -> Iterator[None]:
    """A failed test's report ends with the logs of the processes it started (its servers,
    its PostgreSQL) and of those still running: what they said when it failed."""
    outcome = yield
    report = outcome.get_result()
    if report.when == "teardown" or not report.failed:
        return
    for key, (name, text) in list(LOGS.items()):
        if key not in LOGS_BEFORE or key in RUNNING:
            said = text()
            report.sections.append((f"log of {name} (end)",
                                    said[-LOG_TAIL_CHARACTERS:] or "empty"))


@pytest.fixture(scope="session")
def postgres_url() -> Iterator[str]:
    """A fresh PostgreSQL database for this test session, migrated, dropped at the end."""
    name = f"bivouac_test_{os.getpid()}_{secrets.token_hex(3)}"
    try:
        pg_execute(PG_ADMIN_URL, f'CREATE DATABASE "{name}"')
    except (OSError, Exception) as error:  # noqa: BLE001 - any failure to reach PostgreSQL
        if REQUIRE_PG:
            pytest.fail(f"PostgreSQL is required but unreachable at {PG_ADMIN_URL}: {error}")
        pytest.skip(f"PostgreSQL unreachable at {PG_ADMIN_URL}: {error}")
    base = PG_ADMIN_URL.rsplit("/", 1)[0]
    url = f"{base}/{name}".replace("postgresql://", "postgresql+asyncpg://")
    from app.db.migrate import upgrade

    upgrade(url)
    yield url
    pg_execute(PG_ADMIN_URL, f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')


@pytest.fixture(params=["sqlite", "postgresql"])
def database_url(request: pytest.FixtureRequest, tmp_path: Path) -> str:
    """Each test that takes this runs once on SQLite and once on PostgreSQL, on empty tables."""
    if request.param == "sqlite":
        return f"sqlite+aiosqlite:///{tmp_path / 'test.sqlite3'}"
    url = request.getfixturevalue("postgres_url")
    pg_execute(url, f"TRUNCATE {TABLES} CASCADE")
    return url








@pytest.fixture
async def server(database_url: str) -> AsyncIterator[Server]:
    """A running server on a fresh database (SQLite and PostgreSQL)."""
    live, uv, task = await start_server(settings_for(database_url))
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
        live, uv, task = await start_server(settings_for(database_url, **overrides))
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


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """Run browser tests last.

    Playwright's sync API runs an event loop in the main thread while it is
    open; the async tests must not run inside that window.
    """
    items.sort(key=lambda item: item.get_closest_marker("browser") is not None)


@pytest.fixture(scope="module")
def browser():
    """Debian's Chromium driven by Playwright (skipped without it, unless CI requires it).

    Module-scoped, so that Playwright's loop is closed before other modules run.
    """
    if not Path(CHROMIUM).exists():
        if REQUIRE_BROWSER:
            pytest.fail(f"Chromium is required but missing at {CHROMIUM}")
        pytest.skip(f"no Chromium at {CHROMIUM}")
    from playwright.sync_api import expect, sync_playwright

    # An assertion on the page waits up to 15 s (Playwright's default is 5 s), a deadline
    # a loaded machine meets; it returns as soon as the condition holds.
    expect.set_options(timeout=15_000)
    with sync_playwright() as playwright:
        launched = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        yield launched
        launched.close()


@pytest.fixture
def redis_process(tmp_path: Path) -> Iterator[RedisProcess]:
    """A private Redis on a free port (skipped without redis-server, failed in CI)."""
    if not Path(REDIS_SERVER).exists():
        if REQUIRE_REDIS:
            pytest.fail(f"redis-server is required but missing at {REDIS_SERVER}")
        pytest.skip("no redis-server")
    folder = tmp_path / "redis"  # its own: a test may take it away (its snapshots fail)
    folder.mkdir()
    redis = RedisProcess(folder)
    redis.start()
    yield redis
    redis.stop()
