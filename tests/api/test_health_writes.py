"""`/api/health` says what the database's writes meet, whatever wrote: a server where
nobody plays, whose database has become read-only (or its disk full), says so once a room
could not be created, though its reads still answer (the moves: tests/db/test_read_only.py
and tests/reliability/test_db_disk.py)."""

from __future__ import annotations

import asyncio
import time
from pathlib import Path

import pytest

from tests.support import settings_for, sqlite_read_only_switch, start_server

ROOM = {"game": "hex_camping", "players": 2, "name": "Ada"}


async def test_a_room_that_could_not_be_stored_shows_in_the_health_check(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    # a refusal counts for 1 s here, not 10, so that the test sees the fault end
    monkeypatch.setattr("app.db.writer.WRITE_FAULT_FRESH", 1.0)
    live, uv, task = await start_server(settings_for(
        f"sqlite+aiosqlite:///{tmp_path / 'bivouac.sqlite3'}"))
    read_only = sqlite_read_only_switch(live.services.engine)
    try:
        async with live.client() as http:
            assert (await http.get("/api/health")).status_code == 200
            await read_only(True)
            refused = await http.post("/api/rooms", json=ROOM)
            health = await http.get("/api/health")
            assert refused.status_code == 503, refused.text
            assert refused.json()["error"]["code"] == "unavailable", refused.text
            assert health.status_code == 503, health.text
            assert health.json()["database"] == "readonly", health.text
            assert (await http.get("/api/rooms")).status_code == 200  # reads answer
            await read_only(False)
            assert (await http.post("/api/rooms", json=ROOM)).status_code == 201
            began = time.monotonic()
            while (await http.get("/api/health")).status_code != 200:
                assert time.monotonic() - began < 10, "the fault was never over"
                await asyncio.sleep(0.1)
    finally:
        uv.should_exit = True
        await task
