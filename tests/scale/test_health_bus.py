"""`/api/health` names why an instance cannot use its Redis: `unavailable` when it does not
answer, `denied` when it refuses the instance's password (a rotation not yet rolled out to
the instances: an operator mends it, waiting does not). Either way the instance serves on
its own (200, `degraded`), and says `ok` once Redis takes it back."""

from __future__ import annotations

import asyncio
import time
from pathlib import Path

import httpx
import redis.asyncio as redis

from tests.support import RedisProcess, settings_for, start_server


async def test_health_names_a_redis_that_refuses_the_password(
        tmp_path: Path, redis_process: RedisProcess) -> None:
    live, uv, task = await start_server(settings_for(
        f"sqlite+aiosqlite:///{tmp_path / 'bivouac.sqlite3'}", redis_url=redis_process.url))
    admin = redis.from_url(redis_process.url)
    answers: list[dict[str, str]] = []

    async def health_is(http: httpx.AsyncClient, bus: str) -> float:
        """Wait until /api/health answers 200 with `bus`; the seconds it took."""
        began = time.monotonic()
        while True:
            answer = await http.get("/api/health")
            answers.append(answer.json())
            if answer.status_code == 200 and answers[-1]["bus"] == bus:
                return time.monotonic() - began
            assert time.monotonic() - began < 15, answers[-5:]
            await asyncio.sleep(0.05)

    try:
        async with live.client() as http:
            await health_is(http, "ok")
            await admin.config_set("requirepass", "rotated")
            await admin.execute_command("CLIENT", "KILL", "TYPE", "pubsub")
            denied = await health_is(http, "denied")
            assert answers[-1] == {"status": "degraded", "database": "ok", "bus": "denied"}
            assert (await http.get("/api/rooms")).status_code == 200  # it serves on its own
            await admin.execute_command("AUTH", "rotated")
            await admin.config_set("requirepass", "")
            back = await health_is(http, "ok")
            print(f"\nhealth said denied {denied:.2f} s after the password changed, ok "
                  f"{back:.2f} s after it was taken back")
    finally:
        await admin.aclose()
        uv.should_exit = True
        await task
