"""The disk full under live matches: moves refused with a clear code, nothing lost, recovery.

The database lives on a small tmpfs mounted by the test (root only: skipped
elsewhere): SQLite's file, or a private PostgreSQL cluster's whole data directory.
While matches are played through websockets by a real `python -m app`, a ballast
file fills the disk to the last byte; after a while it is removed. A finished
match makes way for a new one, so that moves keep coming until the database has
used the space it held, however fast the machine plays. Checked:

- the server process stays up and no connection is closed;
- moves are refused `unavailable` (with `retry_after`; never `server_error`) once the
  database cannot write; what it could still write (into space it had already taken)
  is stored before it is acknowledged: every version any client saw is stored;
- `/api/health` says so (503 `"database": "full"`) from the first refusal until the disk
  has room again, though a read still answers and some moves are still stored between
  the refused ones; the log says so once when the fault begins and once when it ends;
- once the ballast is removed every match moves on within 5 s, on the same
  connections, the refused moves sent again by the players and the bots, and
  `/api/health` is 200 again.
"""

from __future__ import annotations

import asyncio
import contextlib
import os
import random
import sqlite3
import subprocess
import tempfile
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import httpx
import pytest

from tests.reliability.db_faults import (
    UNLIMITED,
    AppProcess,
    Fleet,
    Outage,
    PgCluster,
    Run,
    needs_postgres_binaries,
    until_all_move_on,
    until_health,
)

pytestmark = pytest.mark.slow

SERVER_ENV = {
    "BOT_DELAY": "0.02",
    **UNLIMITED,
    "DATABASE_TIMEOUT": "3",
}
TABLES: list[tuple[str, int, int, dict[str, Any]]] = [
    ("hex_camping", 2, 1, {}),
    ("deluxe_camping", 3, 2, {"max_rounds": 30}),
    ("em6_quiz", 3, 2, {"round_limit": 12}),
    ("caravan", 2, 2, {}),
]
#: The disk stays full until this many moves were refused. Until the database has used
#: the space it already held (SQLite's log, PostgreSQL's recycled log segments and the
#: room left in its pages: more than 30 s of play in one CI run), it rightly stores and
#: acknowledges moves; then refusals come as fast as the players whose turn it is send
#: their moves again (after `retry_after`). The test fails only if the matches stand
#: still, nothing stored and nothing refused, for QUIET_SECONDS_MAX.
REFUSALS_WANTED = 20
QUIET_SECONDS_MAX = 30.0
RECOVERY_SECONDS = 5.0


@contextlib.contextmanager
def small_disk(megabytes: int) -> Iterator[Path]:
    """A tmpfs of `megabytes` MB, mounted for the test (skips if mounting is not allowed)."""
    folder = Path(tempfile.mkdtemp(prefix="bivouac-disk-"))
    mounted = subprocess.run(["mount", "-t", "tmpfs", "-o", f"size={megabytes}m,mode=0755",
                              "tmpfs", str(folder)], capture_output=True, text=True)
    if mounted.returncode != 0:
        folder.rmdir()
        pytest.skip(f"cannot mount a tmpfs here: {mounted.stderr.strip()}")
    try:
        yield folder
    finally:
        subprocess.run(["umount", "-l", str(folder)], check=False)
        folder.rmdir()


def fill(folder: Path) -> Path:
    """Write a ballast file until the disk has no byte left."""
    ballast = folder / "ballast"
    chunk = b"\0" * 65536
    with open(ballast, "wb", buffering=0) as f:
        while True:
            try:
                f.write(chunk)
            except OSError:
                break
        for size in (4096, 512, 1):  # the last pages too
            with contextlib.suppress(OSError):
                while True:
                    f.write(chunk[:size])
    return ballast


async def _watch_health(app: AppProcess, healths: list[tuple[int, str]]) -> None:
    """Add what `/api/health` answers (status, database) to `healths`, every 0.1 s."""
    async with httpx.AsyncClient(base_url=app.base_url, timeout=10) as http:
        while True:
            answer = await http.get("/api/health")
            healths.append((answer.status_code, answer.json()["database"]))
            await asyncio.sleep(0.1)


def empty_wal(database: Path) -> None:
    """Copy SQLite's write-ahead log into the database and cut it to nothing.

    SQLite keeps its log file's size after a checkpoint and writes over it from the
    start: with the log at its usual 1,000 pages (4 MB), the server goes on storing (and
    rightly acknowledging) moves for hundreds of moves after the disk is full, until a
    checkpoint needs the database file to grow: 4 s in some runs, more than 30 s in others
    on a busy machine. With the log cut just before the disk fills, the next moves need
    new space and the full disk is met at once.
    """
    with contextlib.closing(sqlite3.connect(database, timeout=30)) as connection:
        busy, _, _ = connection.execute("PRAGMA wal_checkpoint(TRUNCATE)").fetchone()
    assert busy == 0, "the log could not be cut: a reader or writer held it for 30 s"


async def _play_through_a_full_disk(app: AppProcess, database_url: str, disk: Path,
                                    before_fill: Callable[[], None] | None = None) -> Run:
    run = Run()
    fleet = Fleet(app, TABLES, Outage(), run, random.Random(3))
    await fleet.open()
    fleet.start()
    loop = asyncio.get_running_loop()
    healths: list[tuple[int, str]] = []
    watching: asyncio.Task[None] | None = None
    try:
        await asyncio.sleep(1.0)
        await fleet.until_all_live()
        if before_fill is not None:
            await asyncio.to_thread(before_fill)
        ballast = await asyncio.to_thread(fill, disk)
        full_at = moved_at = loop.time()
        watching = asyncio.create_task(_watch_health(app, healths))
        progress = (-1, -1)
        while run.refused.get("unavailable", 0) < REFUSALS_WANTED:
            now = (fleet.progress(), run.refused.get("unavailable", 0))
            if now != progress:
                progress, moved_at = now, loop.time()
            assert loop.time() - moved_at < QUIET_SECONDS_MAX, (
                f"nothing stored or refused for {QUIET_SECONDS_MAX} s "
                f"({progress[1]} refused): {run.refused}; {fleet.where()}\n"
                f"{app.log()[-3000:]}")
            assert app.alive(), app.log()
            await asyncio.sleep(0.1)
        full_for = loop.time() - full_at
        assert not watching.done(), watching.exception()  # the health checks went on
        watching.cancel()
        # A read still answers on a full disk; the health check says what the writes met,
        # from the first refusal on, every time: some moves are still stored between the
        # refused ones (into the room left in a few pages), which does not end the fault.
        refusing = healths[next((i for i, h in enumerate(healths) if h[0] == 503), 0):]
        assert refusing and set(refusing) == {(503, "full")}, healths
        before = fleet.live()
        ballast.unlink()
        await until_all_move_on(fleet.every_table(), before, run, RECOVERY_SECONDS,
                                f"{run.refused}\n{app.log()[-3000:]}")
        await until_health(app, 200, RECOVERY_SECONDS)
        await asyncio.sleep(0.5)  # a little play after the recovery
    finally:
        if watching is not None:
            watching.cancel()
        await fleet.halt()
    await fleet.check_stored(database_url)
    run.acknowledged = fleet.acknowledged()
    await fleet.close()
    assert app.alive(), app.log()
    assert "server_error" not in run.refused, run.refused
    assert run.lost == 0
    # one line when the writer met the full disk, one when it could write again
    said = app.log()
    assert said.count("the database is full") == 1, said[-3000:]
    assert said.count("the database answers again after") == 1, said[-3000:]
    print(f"\ndisk full for {full_for:.1f} s: {run.acknowledged} moves acknowledged in "
          f"{len(run.matches)} matches ({fleet.renewals} opened as others finished), "
          f"{run.lost} lost; refused {dict(sorted(run.refused.items()))}; moving on "
          f"{min(run.recovery):.2f} to {max(run.recovery):.2f} s after space returned")
    return run


async def test_sqlite_on_a_full_disk(tmp_path: Path) -> None:
    with small_disk(8) as disk:
        database = disk / "bivouac.sqlite3"
        url = f"sqlite+aiosqlite:///{database}"
        app = AppProcess(url, tmp_path / "server.log")
        await asyncio.to_thread(app.start, **SERVER_ENV)
        try:
            await _play_through_a_full_disk(app, url, disk, lambda: empty_wal(database))
        finally:
            app.stop()


@needs_postgres_binaries
async def test_postgresql_on_a_full_disk(tmp_path: Path) -> None:
    with small_disk(160) as disk:
        cluster = PgCluster(disk / "pg")
        os.chmod(disk, 0o755)
        try:
            # small WAL segments and few of them: the disk fills in seconds, not minutes
            cluster.init(max_wal_size="'32MB'", min_wal_size="'32MB'")
            cluster.start()
            cluster.create_database()
            app = AppProcess(cluster.url, tmp_path / "server.log")
            await asyncio.to_thread(app.start, **SERVER_ENV)
            try:
                await _play_through_a_full_disk(app, cluster.url, disk)
            finally:
                app.stop()
        finally:
            cluster.remove()
