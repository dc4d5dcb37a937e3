"""PostgreSQL answers but refuses the server's work, under live matches.

Two ways, each met in real deployments:

- **read-only**: a failover can leave the server talking to a hot standby that is not
  promoted yet, a connection string can point at a replica, and an operator can set
  `default_transaction_read_only` to hold the writes during maintenance. Every read still
  answers (`SELECT 1` succeeds), and every write fails with SQLSTATE 25006. The test turns
  a private cluster read-only (`ALTER SYSTEM`, then a reload: open connections too).
- **login refused**: the server's role or password changed under it (a credentials
  rotation, a role altered `NOLOGIN`, `pg_hba.conf` edited), and its connections were
  closed (a restart of PostgreSQL, `pg_terminate_backend`): every new connection is
  refused with SQLSTATE class 28. The test alters the server's own role `NOLOGIN` and ends
  its connections.
- **writes revoked**: an operator revoked the server's role's right to write its tables
  (SQLSTATE 42501); reads still answer. Both are `denied`.
- **tables gone**: the database no longer holds the server's tables (SQLSTATE 42P01): it
  was emptied or replaced under the server, or a restore is under way (`pg_restore
  --clean` drops each table before it makes it again). The test moves every table of the
  server's to another schema, then back (a restore that ends). `schema`.

Matches are played through a real `python -m app` meanwhile, then the database takes the
work again. Checked:

- every move sent meanwhile is refused `unavailable` with `retry_after` (never
  `server_error`, no traceback in the server's log), and nothing is stored;
- `/api/health` answers 503 with the fault (`readonly`, `denied`) throughout;
- once it takes the work again, every match moves on within 5 s on the same websocket
  connections (the players send the refused moves again), `/api/health` is 200, and every
  version a client saw is stored.
"""

from __future__ import annotations

import asyncio
import random
import time
from pathlib import Path

import httpx
import pytest

from app.api.history import HEALTH_TIMEOUT
from app.db.tables import metadata
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

SERVER_ENV = {"BOT_DELAY": "0.05", **UNLIMITED, "DATABASE_TIMEOUT": "2"}
REFUSED_SECONDS = 6.0
#: Refusals wanted before the database takes writes again (the players whose turn it is
#: send their moves again every `retry_after`, 1 s).
REFUSALS_WANTED = 3
RECOVERY_SECONDS = 5.0
HEALTH_DEADLINE = HEALTH_TIMEOUT + 1.0


def stored_counts(cluster: PgCluster) -> dict[str, int]:
    """Moves stored per match, read behind the server's back."""
    rows = cluster.psql("SET search_path TO public, aside; "  # where `tables` puts them
                        "SELECT match_id, count(*) FROM moves GROUP BY match_id", "bivouac")
    return {match: int(n) for match, n in (line.split("|") for line in rows.split()
                                            if "|" in line)}  # not the SET's own line


def read_only(cluster: PgCluster, on: bool) -> None:
    """Every transaction from now on, in open connections too, read-only (or not)."""
    cluster.psql("ALTER SYSTEM SET default_transaction_read_only = on" if on
                 else "ALTER SYSTEM RESET default_transaction_read_only")
    cluster.psql("SELECT pg_reload_conf()")


#: The server's own role, which owns its database (the superuser keeps reading behind its
#: back).
ROLE = "bivouac_server"


def own_role(cluster: PgCluster) -> str:
    """A role of the server's own, owning its database; the URL that logs in as it."""
    cluster.psql(f"CREATE ROLE {ROLE} LOGIN")
    cluster.psql(f"ALTER DATABASE bivouac OWNER TO {ROLE}")
    return cluster.url.replace("postgres@", f"{ROLE}@")


def login(cluster: PgCluster, on: bool) -> None:
    """The server's role may log in again; or it may not, and its connections end (a
    rotation, then PostgreSQL restarted: what the server holds no longer opens)."""
    cluster.psql(f"ALTER ROLE {ROLE} {'LOGIN' if on else 'NOLOGIN'}")
    if not on:
        cluster.psql("SELECT pg_terminate_backend(pid) FROM pg_stat_activity "
                     f"WHERE usename = '{ROLE}'")


def writes(cluster: PgCluster, on: bool) -> None:
    """The server's role may write its tables again; or an operator revoked that (reads
    still answer)."""
    cluster.psql(f"GRANT ALL ON ALL TABLES IN SCHEMA public TO {ROLE}" if on else
                 f"REVOKE INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public FROM {ROLE}",
                 "bivouac")


def tables(cluster: PgCluster, on: bool) -> None:
    """Every table of the server's back where it was; or moved out of its sight (to it,
    gone: a database emptied or being restored). All locked first, `moves` before
    `matches` as the server's writes lock them, so that no write of its deadlocks."""
    where, to = ("aside", "public") if on else ("public", "aside")
    names = [f"{where}.{name}" for name in sorted(metadata.tables, key=lambda n: n != "moves")]
    cluster.psql("; ".join(
        ["CREATE SCHEMA IF NOT EXISTS aside",
         f"LOCK TABLE {', '.join(names)} IN ACCESS EXCLUSIVE MODE"]
        + [f"ALTER TABLE {name} SET SCHEMA {to}" for name in names]), "bivouac")


#: How each refusal is made (the server's URL; on, off), and what health calls it.
REFUSALS = {
    "read-only": ("readonly", lambda c: c.url, lambda c: read_only(c, True),
                  lambda c: read_only(c, False)),
    "login refused": ("denied", own_role, lambda c: login(c, False), lambda c: login(c, True)),
    "writes revoked": ("denied", own_role, lambda c: writes(c, False),
                       lambda c: writes(c, True)),
    "tables gone": ("schema", lambda c: c.url, lambda c: tables(c, False),
                    lambda c: tables(c, True)),
}


async def until_fault(app: AppProcess, fault: str, seconds: float) -> None:
    """Wait until /api/health answers 503 with `fault` (closed connections may first be
    `away`)."""
    deadline = time.monotonic() + seconds
    while (said := await until_health(app, 503, deadline - time.monotonic()))["database"] != fault:
        assert time.monotonic() < deadline, said
        await asyncio.sleep(0.1)


@pytest.mark.parametrize("case", sorted(REFUSALS))
async def test_a_database_that_refuses_the_work_refuses_moves_until_it_takes_it(
        cluster: PgCluster, tmp_path: Path, case: str) -> None:
    fault, url, refuse, take = REFUSALS[case]
    app = AppProcess(await asyncio.to_thread(url, cluster), tmp_path / "server.log")
    await asyncio.to_thread(app.start, **SERVER_ENV)
    run = Run()
    fleet = Fleet(app, THREE_TABLES, Outage(), run, random.Random(5))
    await fleet.open()
    fleet.start()
    healths: list[tuple[float, httpx.Response]] = []
    reads: list[httpx.Response] = []  # the lobby's list meanwhile
    try:
        await fleet.until_all_live()
        await asyncio.to_thread(refuse, cluster)
        await until_fault(app, fault, 10.0)
        # From here on nothing can be stored: what is stored now is all there will be
        # until the database takes writes again, whatever is still on its way.
        stored = await asyncio.to_thread(stored_counts, cluster)
        before = fleet.live()
        began = time.monotonic()
        async with httpx.AsyncClient(base_url=app.base_url, timeout=30) as http:
            while (time.monotonic() - began < REFUSED_SECONDS
                   or run.refused.get("unavailable", 0) < REFUSALS_WANTED):
                assert time.monotonic() - began < 60, f"no move was refused: {fleet.where()}"
                started = time.monotonic()
                answer = await http.get("/api/health")
                healths.append((time.monotonic() - started, answer))
                reads.append(await http.get("/api/matches?limit=5"))
                await asyncio.sleep(0.2)
        assert await asyncio.to_thread(stored_counts, cluster) == stored
        await asyncio.to_thread(take, cluster)
        await until_all_move_on(fleet.every_table(), before, run, RECOVERY_SECONDS,
                                f"{run.refused} {run.answer_times[-8:]}")
        await until_health(app, 200, RECOVERY_SECONDS)
    finally:
        await fleet.halt()
    await fleet.check_stored(cluster.url)
    await fleet.close()
    app.stop()
    refused = [s for code, s in run.answer_times if code == "unavailable"]
    print(f"\nPostgreSQL {case} for {REFUSED_SECONDS:.0f} s or more: {len(refused)} moves "
          f"refused as unavailable, each in at most {max(refused):.2f} s; {len(healths)} health "
          f"checks, all 503 {fault} within {max(s for s, _ in healths):.2f} s; moving on "
          f"{min(run.recovery):.2f} to {max(run.recovery):.2f} s after it took the work; "
          f"refused {run.refused}; {fleet.acknowledged()} acknowledged, {run.lost} lost")
    assert all(a.status_code == 503 and a.json()["database"] == fault
               for _, a in healths), [a.text for _, a in healths]
    assert max(s for s, _ in healths) < HEALTH_DEADLINE
    # A read answers (read-only, writes revoked) or is refused `unavailable`, never a bug;
    # with its login refused or its tables gone, it cannot answer.
    assert all(r.status_code == 200 or (r.status_code == 503 and r.json()["error"]["code"]
                                        == "unavailable") for r in reads), reads[-1].text
    if case in ("login refused", "tables gone"):
        assert all(r.status_code == 503 for r in reads), [r.status_code for r in reads]
    assert "server_error" not in run.refused, run.refused
    assert "Traceback" not in app.log(), app.log()[-3000:]
    # one line when the writer met the fault, one when it could write again
    assert app.log().count("moves are refused as unavailable until it answers again") == 1
    assert app.log().count("the database answers again after") == 1
    assert run.lost == 0
