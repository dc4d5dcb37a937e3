"""GET /metrics: off by default, Prometheus text when on, behind a token when one is set."""

from __future__ import annotations

import asyncio
import json

import pytest
import websockets
from prometheus_client.parser import text_string_to_metric_families

from app import metrics
from tests.support import settings_for, start_server


@pytest.fixture
async def live(tmp_path):
    """A server on SQLite (the metrics do not depend on the database)."""
    settings = settings_for(f"sqlite+aiosqlite:///{tmp_path / 'metrics.sqlite3'}")
    server, uv, task = await start_server(settings)
    try:
        yield server, settings
    finally:
        uv.should_exit = True
        await task


def samples(text: str) -> dict[str, float]:
    """name{labels} -> value of every sample."""
    found = {}
    for family in text_string_to_metric_families(text):
        for sample in family.samples:
            labels = ",".join(f"{k}={v}" for k, v in sorted(sample.labels.items()))
            found[f"{sample.name}{{{labels}}}"] = sample.value
    return found


async def play(server, moves: int) -> str:
    """Create a room against the computer and play `moves` moves over a websocket."""
    async with server.client() as client:
        created = (await client.post("/api/rooms", json={
            "game": "hex_camping", "players": 2, "name": "Ada",
            "bots": [{"seat": 1, "level": "easy"}]})).json()
    url = f"{server.ws_url}/ws/rooms/{created['room_id']}"
    async with websockets.connect(url) as ws:
        await ws.send(json.dumps({"type": "hello", "token": created["token"]}))
        played = 0
        while played < moves:
            message = json.loads(await asyncio.wait_for(ws.recv(), 10))
            if message["type"] != "state" or not message.get("legal"):
                continue
            if message["status"] != "live":
                break
            entry = {k: v for k, v in message["legal"][0].items() if k != "free"}
            await ws.send(json.dumps({"type": "move", "id": f"m{played}",
                                      "version": message["version"], "move": entry}))
            played += 1
        # The computer's answer to the last move stored too (our turn again, or the end):
        # nothing is on its way to the database while the metrics are read.
        while True:
            message = json.loads(await asyncio.wait_for(ws.recv(), 10))
            if message["type"] == "state" and (message.get("legal")
                                               or message["status"] != "live"):
                break
        # Still connected while the metrics are read.
        async with server.client() as client:
            text = (await client.get("/metrics")).text
    return text


async def test_metrics_are_off_by_default(live) -> None:
    server, settings = live
    assert metrics.install(server.app.api, lambda: server.services, settings) is False
    async with server.client() as client:
        assert (await client.get("/metrics")).status_code == 404


async def test_metrics_count_sockets_rooms_and_stored_moves(live) -> None:
    server, settings = live
    assert metrics.install(server.app.api, lambda: server.services, settings, on=True)
    metrics.observe_commit(3, 0.004)
    before = server.services.writer.written
    text = await play(server, 3)
    found = samples(text)
    assert found["bivouac_websockets_open{}"] == 1
    assert found["bivouac_rooms_loaded{}"] >= 1
    # The computer answers each move: at least the three moves sent are stored.
    assert found["bivouac_moves_stored_total{}"] >= before + 3
    assert found["bivouac_moves_stored_total{}"] == server.services.writer.written
    assert found["bivouac_bus_up{mode=local}"] == 1
    assert found["bivouac_move_commit_batch_size_count{}"] >= 1
    assert found["bivouac_move_commit_seconds_bucket{le=0.005}"] >= 1
    assert "bivouac_bot_jobs_pending{}" in found
    assert "bivouac_event_loop_lag_seconds_count{}" in found


async def test_a_metrics_token_is_required_when_set(live) -> None:
    server, settings = live
    assert metrics.install(server.app.api, lambda: server.services, settings, token="s3cret")
    async with server.client() as client:
        refused = await client.get("/metrics")
        wrong = await client.get("/metrics", headers={"Authorization": "Bearer nope"})
        allowed = await client.get("/metrics", headers={"Authorization": "Bearer s3cret"})
    assert refused.status_code == wrong.status_code == 401
    assert refused.json()["error"]["code"] == "unauthorized"
    assert allowed.status_code == 200
    assert allowed.headers["content-type"].startswith("text/plain")
    assert "bivouac_rooms_loaded" in allowed.text
