"""Upgrades: a database made by migration 0002 reaches head with every match intact, and
instances that start together never run the migrations twice.

The 0002 database is data/schema_0002.json (every row of a database a 0002 server
wrote while matches of each game were played); `python -m tests.db.test_upgrade`
makes it again.
"""

from __future__ import annotations

import asyncio
import datetime as dt
import json
import os
import secrets
import subprocess
import sys
import time
from pathlib import Path

import httpx
import pytest
import sqlalchemy as sa
from alembic import command
from alembic.script import ScriptDirectory
from sqlalchemy.ext.asyncio import create_async_engine

from app.db.migrate import alembic_config, upgrade
from tests.support import pg_execute, settings_for, start_server

ROOT = Path(__file__).resolve().parents[2]
FIXTURE = Path(__file__).with_name("data") / "schema_0002.json"
TABLES = ["matches", "seats", "moves", "chat"]  # parents first
PG_ADMIN_URL = os.environ.get("BIVOUAC_TEST_POSTGRES",
                              "postgresql://postgres@127.0.0.1:5432/postgres")
REQUIRE_PG = os.environ.get("BIVOUAC_REQUIRE_POSTGRES") == "1"
STARTING_TOGETHER = 4


@pytest.fixture(params=["sqlite", "postgresql"])
def empty_database(request: pytest.FixtureRequest, tmp_path: Path):
    """An empty database (no tables at all) on SQLite or PostgreSQL."""
    if request.param == "sqlite":
        yield f"sqlite+aiosqlite:///{tmp_path / 'upgrade.sqlite3'}"
        return
    name = f"bivouac_upgrade_{os.getpid()}_{secrets.token_hex(3)}"
    try:
        pg_execute(PG_ADMIN_URL, f'CREATE DATABASE "{name}"')
    except Exception as error:  # noqa: BLE001 - any failure to reach PostgreSQL
        if REQUIRE_PG:
            pytest.fail(f"PostgreSQL is required but unreachable: {error}")
        pytest.skip(f"PostgreSQL unreachable: {error}")
    base = PG_ADMIN_URL.rsplit("/", 1)[0].replace("postgresql://", "postgresql+asyncpg://")
    yield f"{base}/{name}"
    pg_execute(PG_ADMIN_URL, f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')


def _head() -> str:
    return ScriptDirectory.from_config(alembic_config("sqlite://")).get_current_head()


def _encode(value: object) -> object:
    if isinstance(value, dt.datetime):
        return {"$datetime": value.isoformat()}
    return value


def _decode(value: object) -> object:
    if isinstance(value, dict) and set(value) == {"$datetime"}:
        return dt.datetime.fromisoformat(value["$datetime"])
    return value


async def _load(url: str, rows: dict[str, list[dict]]) -> None:
    """Insert the fixture's rows into a database at revision 0002 (tables reflected)."""
    engine = create_async_engine(url)
    try:
        async with engine.begin() as conn:
            meta = sa.MetaData()
            await conn.run_sync(lambda sync: meta.reflect(sync, only=TABLES))
            for name in TABLES:
                if rows[name]:
                    table = meta.tables[name]
                    await conn.execute(table.insert(), [
                        {k: _decode(v) for k, v in row.items()} for row in rows[name]])
            if conn.dialect.name == "postgresql":  # serial columns continue after the rows
                for name in TABLES:
                    for column in meta.tables[name].columns:
                        if column.autoincrement is True and column.primary_key:
                            await conn.execute(sa.text(
                                f"SELECT setval(pg_get_serial_sequence('{name}', '{column.name}'),"
                                f" COALESCE((SELECT MAX({column.name}) FROM {name}), 1))"))
    finally:
        await engine.dispose()


async def test_a_0002_database_reaches_head_at_start_with_every_match_replayable(
        empty_database: str) -> None:
    fixture = json.loads(FIXTURE.read_text())
    assert fixture["revision"] == "0002"
    await asyncio.to_thread(command.upgrade, alembic_config(empty_database), "0002")
    await _load(empty_database, fixture["rows"])

    # The server migrates at start (whatever came after 0002), then serves the old matches.
    live, uv, task = await start_server(settings_for(empty_database))
    try:
        async with live.client() as client:
            for match in fixture["rows"]["matches"]:
                answer = (await client.get(f"/api/matches/{match['id']}")).json()
                assert answer["status"] == match["status"]
                moves = [m for m in fixture["rows"]["moves"] if m["match_id"] == match["id"]]
                assert answer["move_count"] == len(moves)
                if match["status"] == "finished":
                    verdict = (await client.get(f"/api/matches/{match['id']}/verify")).json()
                    assert verdict["ok"] is True, verdict
                    assert verdict["moves"] == len(moves)
        assert await asyncio.to_thread(upgrade, empty_database) == [], "already at head"
    finally:
        uv.should_exit = True
        await task
    finished = [m for m in fixture["rows"]["matches"] if m["status"] == "finished"]
    assert len({m["game"] for m in finished}) == 4, "a finished match of every game"


async def test_a_sqlite_backup_taken_while_serving_restores_every_match(tmp_path: Path) -> None:
    """The commands of docs/self-hosting.md: `.backup` while it runs, then a copy back."""
    fixture = json.loads(FIXTURE.read_text())
    path = tmp_path / "bivouac.sqlite3"
    url = f"sqlite+aiosqlite:///{path}"
    await asyncio.to_thread(command.upgrade, alembic_config(url), "0002")
    await _load(url, fixture["rows"])
    backup = tmp_path / "backup.sqlite3"
    live, uv, task = await start_server(settings_for(url))
    try:
        async with live.client() as client:
            wanted = {m["match_id"]: m["move_count"]
                      for m in (await client.get("/api/matches", params={"limit": 200})).json()}
        await asyncio.to_thread(subprocess.run, ["sqlite3", str(path), f".backup {backup}"],
                                check=True, timeout=60)
    finally:
        uv.should_exit = True
        await task
    assert len(wanted) == len(fixture["rows"]["matches"])
    for leftover in tmp_path.glob("bivouac.sqlite3*"):
        leftover.unlink()
    path.write_bytes(backup.read_bytes())
    live, uv, task = await start_server(settings_for(url))
    try:
        async with live.client() as client:
            back = {m["match_id"]: m["move_count"]
                    for m in (await client.get("/api/matches", params={"limit": 200})).json()}
    finally:
        uv.should_exit = True
        await task
    assert back == wanted


def test_instances_starting_together_run_the_migrations_once(empty_database: str) -> None:
    # Every process imports first, then all call upgrade() at the same instant (without
    # the lock, two of four fail on PostgreSQL with a duplicate table).
    script = ("import json, sys, time; from app.db.migrate import upgrade; "
              "time.sleep(max(0, float(sys.argv[2]) - time.time())); "
              "print(json.dumps(upgrade(sys.argv[1])))")
    together = str(time.time() + 5)
    starts = [subprocess.Popen([sys.executable, "-c", script, empty_database, together],
                               cwd=ROOT,
                               env=os.environ | {"PYTHONPATH": str(ROOT)},
                               stdout=subprocess.PIPE, stderr=subprocess.PIPE)
              for _ in range(STARTING_TOGETHER)]
    outcomes = [process.communicate(timeout=120) for process in starts]
    for process, (_, err) in zip(starts, outcomes, strict=True):
        assert process.returncode == 0, err.decode()[-2000:]
    applied = [json.loads(out.decode().strip().splitlines()[-1]) for out, _ in outcomes]
    everything = [rev for rev in applied if rev]
    assert len(everything) == 1, applied
    assert everything[0][-1] == _head()
    assert applied.count([]) == STARTING_TOGETHER - 1


# ---- making the fixture --------------------------------------------------------------

def make_fixture() -> None:
    """Play a match of each game (and leave one live) on a server, then dump every row."""
    import tempfile

    from tests.browser.support import create_room, play_moves
    from tests.support import ServerProcess, free_port

    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "fixture.sqlite3"
        port = free_port()
        server = ServerProcess(f"http://127.0.0.1:{port}", f"sqlite:///{path}", port)
        server.start()
        try:
            for n, game in enumerate(["hex_camping", "caravan", "deluxe_camping", "em6_quiz"]):
                room = create_room(server.base_url, game)
                play_moves(server.base_url, room["room_id"], [room["token"]], seed=n)
            room = create_room(server.base_url, "hex_camping", name="Zoé")
            play_moves(server.base_url, room["room_id"], [room["token"]], moves=3, seed=9)
            httpx.get(server.base_url + "/api/health", timeout=10)
        finally:
            server.stop()
        engine = sa.create_engine(f"sqlite:///{path}")
        with engine.connect() as conn:
            revision = conn.execute(sa.text("SELECT version_num FROM alembic_version")).scalar()
            meta = sa.MetaData()
            meta.reflect(conn, only=TABLES)
            rows = {name: [{k: _encode(v) for k, v in row._mapping.items()}
                           for row in conn.execute(sa.select(meta.tables[name]))]
                    for name in TABLES}
        engine.dispose()
    assert revision == "0002", f"the server is at {revision}: the fixture is of 0002"
    FIXTURE.parent.mkdir(exist_ok=True)
    FIXTURE.write_text(json.dumps({"revision": revision, "rows": rows}, indent=1,
                                  ensure_ascii=False, default=str) + "\n")
    print(f"{FIXTURE}: {', '.join(f'{len(v)} {k}' for k, v in rows.items())}")


if __name__ == "__main__":
    make_fixture()


async def test_the_migrations_make_the_schema_the_code_declares(empty_database: str) -> None:
    """Head (and head again after going back one revision) is app/db/tables.py, column for
    column: a column added to the tables without its migration, or the reverse, fails."""
    from alembic.autogenerate import compare_metadata
    from alembic.migration import MigrationContext

    from app.db.tables import metadata

    async def differences() -> list[object]:
        engine = create_async_engine(empty_database)
        try:
            async with engine.connect() as conn:
                return await conn.run_sync(
                    lambda sync: compare_metadata(MigrationContext.configure(sync), metadata))
        finally:
            await engine.dispose()

    config = alembic_config(empty_database)
    await asyncio.to_thread(command.upgrade, config, "head")
    assert await differences() == []
    await asyncio.to_thread(command.downgrade, config, "-1")
    assert await differences() != [], "the last migration changes nothing"
    await asyncio.to_thread(command.upgrade, config, "head")
    assert await differences() == []
