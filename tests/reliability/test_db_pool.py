"""Every pooled connection taken by slow queries: every request still gets an answer in time.

A real `python -m app` on a private PostgreSQL cluster, with a pool of 2 connections
(6 at a peak) and `DATABASE_TIMEOUT=2`. The test takes an exclusive lock on the
`matches` and `moves` tables (what a long migration or a `VACUUM FULL` does), so
that every query touching them waits; then it sends a crowd of REST requests that
read matches (each holds a connection while it waits) and keeps the matches
playing through websockets (a finished match makes way for a new one: moves are in
flight whenever the lock comes). Checked:

- every move gets an answer (`unavailable` with `retry_after`, never a hang and never
  `server_error`) within 3 timeouts; no state with a new version reaches any client
  while the lock is held (nothing unstored is acknowledged);
- the REST requests are answered 503 `unavailable` with a `Retry-After` header, and
  `/api/health` 503 `"database": "busy"`, each within their bound;
- once the lock is released every match moves on within 5 s, on the same connections,
  and every version any client saw is stored.
"""

from __future__ import annotations

import asyncio
import random
import time
from pathlib import Path

import asyncpg
import httpx
import pytest

from tests.reliability.db_faults import (
    THREE_TABLES,
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

pytestmark = [pytest.mark.slow, needs_postgres_binaries]

TIMEOUT = 2.0
SERVER_ENV = {
    "BOT_DELAY": "0.05",
    **UNLIMITED,
    "DATABASE_POOL_SIZE": "2",
    "DATABASE_TIMEOUT": str(TIMEOUT),
}
TABLES = THREE_TABLES
SLOW_READERS = 30
LOCK_SECONDS = 8.0
#: A move is answered within this while the pool is exhausted: its wait for a
#: connection, its wait for the lock, and the batch ahead of it.
MOVE_DEADLINE = 3 * TIMEOUT + 2
RECOVERY_SECONDS = 5.0


async def _lock_tables(locker: asyncpg.Connection) -> None:
    """Both tables locked, in a transaction left open. In the order the move writer's
    statement takes them (moves, then matches), so the two cannot deadlock; should
    PostgreSQL still pick this lock as a deadlock's victim (a statement that read matches
    and wants moves), it is taken again, as the server takes a move again."""
    deadline = time.monotonic() + TIMEOUT
    while True:
        try:
            await locker.execute("BEGIN; LOCK TABLE moves, matches IN ACCESS EXCLUSIVE MODE")
            return
        except asyncpg.exceptions.DeadlockDetectedError:
            await locker.execute("ROLLBACK")
            assert time.monotonic() < deadline, "the lock lost every deadlock"


async def test_exhausted_pool_answers_every_move_in_time(cluster: PgCluster,
                                                         tmp_path: Path) -> None:
    app = AppProcess(cluster.url, tmp_path / "server.log")
    await asyncio.to_thread(app.start, **SERVER_ENV)
    run = Run()
    outage = Outage()
    fleet = Fleet(app, TABLES, outage, run, random.Random(5))
    await fleet.open()
    fleet.start()
    locker = await asyncpg.connect(cluster.url.replace("postgresql+asyncpg", "postgresql"))
    try:
        await asyncio.sleep(1.0)  # the matches are under way
        await fleet.until_all_live()
        await _lock_tables(locker)
        locked_at = time.monotonic()
        await fleet.until_settled()  # the states of moves stored just before
        outage.away = True
        before = fleet.live()
        seen_before = fleet.versions()

        crowd = asyncio.Event()
        reads: list[tuple[float, httpx.Response]] = []
        async with httpx.AsyncClient(base_url=app.base_url, timeout=30,
                                     limits=httpx.Limits(max_connections=100)) as http:
            async def read(n: int) -> None:
                """Read matches again and again while the lock holds: a steady crowd."""
                while not crowd.is_set():
                    started = time.monotonic()
                    answer = await http.get(f"/api/matches?limit=5&n={n}")
                    reads.append((time.monotonic() - started, answer))

            readers = [asyncio.create_task(read(n)) for n in range(SLOW_READERS)]
            # every connection of the pool (2 + 4 at a peak) waits on the lock
            deadline = time.monotonic() + TIMEOUT
            while (waiting := await locker.fetchval(  # (a snapshot per transaction: cleared)
                    "SELECT count(*) FROM pg_stat_activity, pg_stat_clear_snapshot() "
                    "WHERE wait_event_type = 'Lock'")) < 6:
                assert time.monotonic() < deadline, f"the pool was never exhausted ({waiting})"
                await asyncio.sleep(0.02)
            # /api/health, asked again and again: always answered in time; a connection
            # freed between two waits may let its SELECT 1 through (then it says ok)
            healths: list[tuple[float, httpx.Response]] = []
            while time.monotonic() - locked_at < LOCK_SECONDS:
                started = time.monotonic()
                answer = await http.get("/api/health")
                healths.append((time.monotonic() - started, answer))
                await asyncio.sleep(0.2)
            crowd.set()
            await asyncio.gather(*readers)
        busy = [a for _, a in healths if a.status_code == 503]
        assert busy, [a.text for _, a in healths]
        assert all(a.json()["database"] == "busy" for a in busy), [a.text for a in busy]
        assert all(a.status_code in {200, 503} for _, a in healths)
        health_seconds = max(seconds for seconds, _ in healths)
        assert health_seconds < TIMEOUT + 2, health_seconds
        slowest_read = max(seconds for seconds, _ in reads)
        codes = sorted({a.status_code for _, a in reads})
        assert codes == [503], [a.text for _, a in reads]
        for _, answer in reads:
            assert answer.json()["error"]["code"] == "unavailable"
            assert answer.headers["Retry-After"] == "1"
        assert slowest_read < 3 * TIMEOUT + 2, slowest_read

        await asyncio.sleep(max(0.0, LOCK_SECONDS - (time.monotonic() - locked_at)))
        assert not fleet.moved(seen_before), f"acknowledged while locked: {fleet.where()}"
        refused_unavailable = [s for code, s in run.answer_times if code == "unavailable"]
        assert refused_unavailable, f"no move was sent while the pool was exhausted: {fleet.where()}"
        outage.away = False
        await locker.execute("ROLLBACK")
        await until_all_move_on(fleet.every_table(), before, run, RECOVERY_SECONDS,
                                f"{run.refused} {run.answer_times[-8:]}")
        await until_health(app, 200, RECOVERY_SECONDS)
    finally:
        await fleet.halt()
        await locker.close()
    await fleet.check_stored(cluster.url)
    await fleet.close()
    app.stop()
    print(f"\npool exhausted for {LOCK_SECONDS:.0f} s: {len(refused_unavailable)} moves refused "
          f"as unavailable, answered in at most {max(refused_unavailable):.2f} s; "
          f"{len(reads)} reads by {SLOW_READERS} clients answered 503 in at most {slowest_read:.2f} s; {len(busy)} of "
          f"{len(healths)} health checks 503, all in at most {health_seconds:.2f} s; moving on {min(run.recovery):.2f} to "
          f"{max(run.recovery):.2f} s after the release of {len(before)} matches in play; refused {run.refused}; "
          f"{len(run.matches)} matches ({fleet.renewals} opened as others finished)")
    assert max(seconds for _, seconds in run.answer_times) < MOVE_DEADLINE, run.answer_times
    assert "server_error" not in run.refused
    assert run.acknowledged_while_away == 0
    assert run.lost == 0
