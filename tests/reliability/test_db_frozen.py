"""PostgreSQL frozen under live matches: its connections stay open and nothing answers.

A stalled database host, or a network that drops its packets, does not close any
connection: statements, connection attempts and the server's own `statement_timeout`
all wait for an answer that does not come. The test freezes every process of a
private cluster with SIGSTOP while matches are played through a real `python -m app`
(`DATABASE_TIMEOUT=2`), then thaws it. Checked:

- every move sent while it is frozen gets an answer (`unavailable` with `retry_after`,
  sent again by the client with the same id), within a bound that follows from the
  timeout, and none is acknowledged: no state with a new version reaches any client;
  a move that the database stored once thawed, sent again, is answered with the state;
- `/api/health` answers 503 within its bound, again and again (an invalidated
  connection is closed at once: SQLAlchemy's polite close waits 2 s for a goodbye that
  a frozen database never sends);
- once thawed, every match moves on within 5 s on the same connections, and every
  version any client saw is stored.
"""

from __future__ import annotations

import asyncio
import random
import signal
import time
from pathlib import Path

import httpx
import pytest

from app.api.history import HEALTH_TIMEOUT
from app.db.engine import DRIVER_GRACE
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
    "DATABASE_TIMEOUT": str(TIMEOUT),
}
TABLES = THREE_TABLES
FROZEN_SECONDS = 10.0
RECOVERY_SECONDS = 5.0
#: A move is answered within this while the database is frozen: the statement of the batch
#: ahead of it, given up after the timeout and the driver's grace, then its own batch's
#: connection attempt, given up after the timeout; and some slack for a busy machine.
MOVE_DEADLINE = 2 * TIMEOUT + DRIVER_GRACE + 1.5
#: /api/health answers within its own timeout (the same), and some slack.
HEALTH_DEADLINE = HEALTH_TIMEOUT + 1.0


async def test_a_frozen_database_answers_every_move_in_time(cluster: PgCluster,
                                                           tmp_path: Path) -> None:
    app = AppProcess(cluster.url, tmp_path / "server.log")
    await asyncio.to_thread(app.start, **SERVER_ENV)
    run = Run()
    outage = Outage()
    fleet = Fleet(app, TABLES, outage, run, random.Random(11))
    await fleet.open()
    fleet.start()
    healths: list[tuple[float, httpx.Response]] = []
    try:
        await asyncio.sleep(1.0)  # the matches are under way
        await fleet.until_all_live()
        cluster.send_signal(signal.SIGSTOP)
        frozen_at = time.monotonic()
        await fleet.until_settled()  # the states of moves stored just before
        outage.away = True
        before = fleet.live()
        seen_before = fleet.versions()
        async with httpx.AsyncClient(base_url=app.base_url, timeout=60) as http:
            while time.monotonic() - frozen_at < FROZEN_SECONDS:
                started = time.monotonic()
                answer = await http.get("/api/health")
                healths.append((time.monotonic() - started, answer))
                await asyncio.sleep(0.2)
        assert not fleet.moved(seen_before), f"acknowledged while frozen: {fleet.where()}"
        refused = [s for code, s in run.answer_times if code == "unavailable"]
        assert refused, f"no move was answered while the database was frozen: {fleet.where()}"
        outage.away = False
    finally:
        cluster.send_signal(signal.SIGCONT)
    thawed_at = time.monotonic()
    try:
        await until_all_move_on(fleet.every_table(), before, run, RECOVERY_SECONDS,
                                f"{run.refused} {run.answer_times[-8:]}")
        await until_health(app, 200, RECOVERY_SECONDS)
    finally:
        await fleet.halt()
    await fleet.check_stored(cluster.url)
    await fleet.close()
    app.stop()
    slowest = max(seconds for _, seconds in run.answer_times)
    health_seconds = max(seconds for seconds, _ in healths)
    print(f"\nPostgreSQL frozen for {FROZEN_SECONDS:.0f} s: {len(refused)} moves refused as "
          f"unavailable, answers in at most {slowest:.2f} s; {len(healths)} health checks, "
          f"{sum(a.status_code == 503 for _, a in healths)} answered 503, all in at most "
          f"{health_seconds:.2f} s; moving on {min(run.recovery):.2f} to {max(run.recovery):.2f} s "
          f"after the thaw ({time.monotonic() - thawed_at:.1f} s to check); refused {run.refused}; "
          f"{fleet.acknowledged()} acknowledged, {run.lost} lost")
    assert len(healths) >= 3 and all(a.status_code == 503 for _, a in healths), [
        a.text for _, a in healths]
    assert health_seconds < HEALTH_DEADLINE, health_seconds
    assert slowest < MOVE_DEADLINE, run.answer_times
    # A move whose first attempt the database stored once thawed is answered, when sent
    # again, as a repeat with the state, never `stale_version`.
    assert "stale_version" not in run.refused and "server_error" not in run.refused, run.refused
    assert run.acknowledged_while_away == 0
    assert run.lost == 0
