"""The per-address limits counted by two real server processes together (PostgreSQL and a
private Redis), and each instance counting its own while that Redis is away.

Each phase speaks for an address of its own (X-Forwarded-For, from a trusted proxy on this
machine), so that one phase's buckets do not spend another's.
"""

from __future__ import annotations

import asyncio
import time
from pathlib import Path
from typing import Any

import httpx
import pytest
from websockets.asyncio.client import ClientConnection, connect
from websockets.exceptions import ConnectionClosed

from tests.scale.conftest import Start, ws
from tests.support import RedisProcess, ServerProcess

pytestmark = pytest.mark.slow

LIMIT = 4
LIMITS = {"ROOMS_PER_MINUTE": str(LIMIT), "JOINS_PER_MINUTE": str(LIMIT),
          "MAX_SOCKETS_PER_ADDRESS": str(LIMIT), "TRUSTED_PROXIES": "127.0.0.1"}
#: The longest any answer may take, even while Redis is away (it must never hang).
ANSWER_WITHIN = 5.0


async def _post(proc: ServerProcess, path: str, address: str, body: dict[str, Any]
                ) -> httpx.Response:
    started = time.monotonic()
    async with httpx.AsyncClient(base_url=proc.base_url, timeout=ANSWER_WITHIN) as http:
        response = await http.post(path, json=body, headers={"X-Forwarded-For": address})
    assert time.monotonic() - started < ANSWER_WITHIN
    assert response.status_code < 500, response.text
    return response


async def _create(proc: ServerProcess, address: str) -> httpx.Response:
    return await _post(proc, "/api/rooms", address,
                       {"game": "hex_camping", "players": 2, "name": "Ann"})


def _refused(response: httpx.Response) -> bool:
    if response.status_code != 429:
        assert response.status_code in (200, 201), response.text
        return False
    assert response.json()["error"]["code"] == "rate_limited"  # the code of one instance
    return True


async def _creates(procs: list[ServerProcess], address: str) -> list[bool]:
    """Refused (True) or not, for one room created on each instance of `procs` in turn."""
    return [_refused(await _create(proc, address)) for proc in procs]


async def _socket(proc: ServerProcess, room_id: str, address: str
                  ) -> ClientConnection | None:
    """A spectator's socket from `address`, or None if the server closed it with 1013."""
    conn = await connect(f"{ws(proc)}/ws/rooms/{room_id}",
                         additional_headers={"X-Forwarded-For": address}, open_timeout=10)
    try:
        await conn.send('{"type": "hello", "token": null}')
        async with asyncio.timeout(ANSWER_WITHIN):
            while True:
                if '"state"' in str(await conn.recv()):
                    return conn
    except ConnectionClosed:
        assert conn.close_code == 1013, conn.close_code
        assert "too many connections" in (conn.close_reason or "")
        return None


def _log(tmp_path: Path, name: str) -> str:
    return (tmp_path / f"server-{name}.log").read_text(errors="replace")


async def test_rooms_joins_and_sockets_are_counted_by_both_instances_together(
        start_instances: Start, redis_process: RedisProcess, tmp_path: Path) -> None:
    a, b = start_instances(redis_process.url, **LIMITS)

    # rooms: four split across the two instances spend the address's four
    assert await _creates([a, b, a, b], "198.51.100.10") == [False] * LIMIT
    assert await _creates([a, b], "198.51.100.10") == [True, True]  # the fifth, on either
    refused = await _create(b, "198.51.100.10")
    assert 1 <= int(refused.headers["retry-after"]) <= 15  # a room comes back every 15 s
    assert await _creates([b], "198.51.100.11") == [False]  # another address is not held back

    # joins: four rooms made by other addresses, joined from one address on both instances
    rooms = [(await _create(a, f"198.51.100.{20 + n // 3}")).json()["room_id"] for n in range(6)]
    joined = [await _post(proc, f"/api/rooms/{room_id}/join", "198.51.100.12", {"name": "Ben"})
              for proc, room_id in zip([a, b, a, b, a, b], rooms, strict=True)]
    assert [_refused(r) for r in joined] == [False] * LIMIT + [True, True]

    # sockets: four open across both; a fifth is closed (1013) on either
    room_id = rooms[-1]
    held = [await _socket(proc, room_id, "198.51.100.13") for proc in (a, b, a, b)]
    assert all(conn is not None for conn in held)
    assert await _socket(a, room_id, "198.51.100.13") is None
    assert await _socket(b, room_id, "198.51.100.13") is None
    # closing one on A gives its place back, to B
    assert held[0] is not None
    await held[0].close()
    deadline = time.monotonic() + 10
    while (again := await _socket(b, room_id, "198.51.100.13")) is None:
        assert time.monotonic() < deadline, "a closed socket still counts"
        await asyncio.sleep(0.2)
    assert await _socket(a, room_id, "198.51.100.13") is None
    # A dies with one socket of the address open: it stops counting once its share expires
    a.kill()
    deadline = time.monotonic() + 30
    admitted = []
    while len(admitted) < 1:
        conn = await _socket(b, room_id, "198.51.100.13")
        if conn is not None:
            admitted.append(conn)
            break
        assert time.monotonic() < deadline, "the sockets of a dead instance still count"
        await asyncio.sleep(0.5)
    assert await _socket(b, room_id, "198.51.100.13") is None  # B holds all four now
    for conn in [*held[1:], again, *admitted]:
        if conn is not None:
            await conn.close()
    assert "Redis unavailable" not in _log(tmp_path, "b")


async def test_without_redis_each_instance_counts_its_own_and_sharing_resumes(
        start_instances: Start, redis_process: RedisProcess, tmp_path: Path) -> None:
    a, b = start_instances(redis_process.url, **LIMITS)
    assert await _creates([a, b, a, b, a], "198.51.100.30") == [False] * LIMIT + [True]

    redis_process.stop()
    # Each instance's own bucket decides: four rooms on A, the fifth refused there, and
    # four more on B. Nothing fails, and no answer waits for Redis.
    assert await _creates([a] * (LIMIT + 1), "198.51.100.31") == [False] * LIMIT + [True]
    assert await _creates([b] * LIMIT, "198.51.100.31") == [False] * LIMIT
    away = [line for line in _log(tmp_path, "a").splitlines()
            if "shared limits (requests): Redis unavailable" in line]
    assert len(away) == 1, away  # one line, not one per request
    # sockets are capped per instance meanwhile (and counted, to be shared again later)
    room_id = (await _create(b, "198.51.100.32")).json()["room_id"]
    on_a = [await _socket(a, room_id, "198.51.100.33") for _ in range(LIMIT + 1)]
    assert [conn is None for conn in on_a] == [False] * LIMIT + [True]

    redis_process.start()  # empty: nothing counted before it went away is left
    deadline = time.monotonic() + 20
    back = "shared limits (requests): Redis answers again"
    while not all(back in _log(tmp_path, name) for name in "ab"):
        assert time.monotonic() < deadline, "counting across instances did not resume"
        await asyncio.sleep(0.2)
    assert await _creates([b, a, b, a, b, a], "198.51.100.34") == [False] * LIMIT + [True] * 2
    # A wrote its four open sockets again when Redis came back: B may open none
    assert await _socket(b, room_id, "198.51.100.33") is None
    for conn in on_a:
        if conn is not None:
            await conn.close()
