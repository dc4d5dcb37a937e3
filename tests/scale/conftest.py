"""Real server processes on one PostgreSQL (and one private Redis, where the test wants it)."""

from __future__ import annotations

import asyncio
import time
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

from tests.support import RedisProcess, ServerProcess, free_port, pg_execute

Start = Callable[..., list[ServerProcess]]


@pytest.fixture
def start_instances(tmp_path: Path, postgres_url: str) -> Iterator[Start]:
    """Start server processes on empty tables: `start(redis_url, names=("a", "b"), **env)`
    (an empty `redis_url`: no bus, the database poller and the presence table only)."""
    pg_execute(postgres_url, "TRUNCATE instances, presence, refusals, chat, moves, seats, matches CASCADE")
    procs: list[ServerProcess] = []

    def start(redis_url: str, names: tuple[str, ...] = ("a", "b"),
              **env: str) -> list[ServerProcess]:
        started = []
        for name in names:
            port = free_port()
            proc = ServerProcess(f"http://127.0.0.1:{port}", postgres_url, port,
                                 log_path=tmp_path / f"server-{name}.log")
            proc.start({"REDIS_URL": redis_url, "BOT_DELAY": "0", **env})
            procs.append(proc)
            started.append(proc)
        return started

    yield start
    for proc in procs:
        proc.stop()
    for proc in procs:
        # An instance that stops, here mostly after its Redis was stopped, leaves no Redis
        # client behind unclosed (a pipeline that failed used to keep its connection).
        said = proc.log_path.read_text() if proc.log_path is not None else ""
        assert "Unclosed" not in said, said[-3000:]


@pytest.fixture
def instances(start_instances: Start, redis_process: RedisProcess) -> list[ServerProcess]:
    """Two instances sharing PostgreSQL and Redis."""
    return start_instances(redis_process.url)


def ws(proc: ServerProcess) -> str:
    """The websocket base address of a server process."""
    return proc.base_url.replace("http://", "ws://")


async def wait_for(what: str, check: Callable[[], object], seconds: float) -> None:
    """Until `check()` is true (a loaded machine gets the whole deadline)."""
    deadline = time.monotonic() + seconds
    while not check():
        if time.monotonic() > deadline:
            raise AssertionError(f"not within {seconds:.0f} s: {what}")
        await asyncio.sleep(0.1)
