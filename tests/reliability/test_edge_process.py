"""The edge of a real `python -m app` process, as a self-hoster runs it (both databases):
forwarded addresses believed only from trusted proxies, slow clients closed, bot workers
that die with their server."""

from __future__ import annotations

import asyncio
import json
import os
import signal
import time
from collections.abc import Iterator
from pathlib import Path

import httpx
import pytest
from websockets.asyncio.client import connect
from websockets.exceptions import ConnectionClosed

from tests.games.em6_quiz.support import DECK_TEXT
from tests.reliability.test_edge_http import oversized_head
from tests.support import AppProcess

ROOM = {"game": "hex_camping", "players": 2, "name": "Ann"}


@pytest.fixture
def app_process(database_url: str, tmp_path: Path) -> Iterator[AppProcess]:
    server = AppProcess(database_url, tmp_path / "server.log")
    yield server
    server.stop()


def _create(server: AppProcess, forwarded_for: str | None = None) -> int:
    headers = {"X-Forwarded-For": forwarded_for} if forwarded_for else {}
    return httpx.post(f"{server.base_url}/api/rooms", json=ROOM, headers=headers,
                      timeout=10).status_code


async def _sockets_open(server: AppProcess, room_id: str, forwarded: list[str]) -> list[bool]:
    """For each X-Forwarded-For value, whether a socket sent with it stays open."""
    url = f"ws://127.0.0.1:{server.port}/ws/rooms/{room_id}"
    sockets = [await connect(url, additional_headers={"X-Forwarded-For": f}) for f in forwarded]
    open_ = []
    for ws in sockets:
        try:
            await ws.send(json.dumps({"type": "ping"}))
            while json.loads(await asyncio.wait_for(ws.recv(), 10))["type"] != "pong":
                pass
            open_.append(True)
        except ConnectionClosed:
            assert ws.close_code == 1013
            open_.append(False)
    for ws in sockets:
        await ws.close()
    return open_


async def test_forwarded_addresses_from_an_untrusted_peer_change_nothing(app_process):
    app_process.start(rooms_per_minute="2", max_sockets_per_address="2")
    # Every request claims to come from somewhere else: still one address, one limit.
    codes = [_create(app_process, f"203.0.113.{n}") for n in range(4)]
    assert codes == [201, 201, 429, 429]
    rooms = httpx.get(f"{app_process.base_url}/api/rooms", timeout=10).json()
    assert await _sockets_open(app_process, rooms[0]["room_id"],
                               [f"198.51.100.{n}" for n in range(3)]) == [True, True, False]


async def test_behind_a_trusted_proxy_the_rightmost_untrusted_hop_is_the_client(app_process):
    app_process.start(rooms_per_minute="2", max_sockets_per_address="2",
                      trusted_proxies="127.0.0.1, 10.0.0.0/8")
    # The proxy appends the real client; what the client wrote to the left is ignored.
    same_client = [_create(app_process, f"192.0.2.{n}, 198.51.100.7") for n in range(3)]
    assert same_client == [201, 201, 429]
    # Hops of trusted proxies (10.x) are skipped from the right.
    others = [_create(app_process, f"198.51.100.7, 203.0.113.{n}, 10.1.2.3") for n in range(3)]
    assert others == [201, 201, 201]
    # BEHIND_PROXY-style trust of the leftmost is gone: the leftmost varies, not the limit.
    assert _create(app_process, "192.0.2.99, 198.51.100.7") == 429
    rooms = httpx.get(f"{app_process.base_url}/api/rooms", timeout=10).json()
    assert await _sockets_open(app_process, rooms[0]["room_id"],
                               [f"192.0.2.{n}, 198.51.100.9" for n in range(3)]) \
        == [True, True, False]
    assert await _sockets_open(app_process, rooms[0]["room_id"],
                               [f"198.51.100.{n}" for n in range(20, 23)]) == [True, True, True]


async def test_behind_proxy_is_a_harmless_deprecated_alias(app_process):
    app_process.start(rooms_per_minute="2", behind_proxy="true")
    # It trusts only a proxy on this machine, and then the rightmost hop.
    assert [_create(app_process, f"192.0.2.{n}, 198.51.100.1") for n in range(3)] \
        == [201, 201, 429]
    assert "BEHIND_PROXY is deprecated" in app_process.log_path.read_text()


async def _half_heads(port: int, count: int, trickle: bool) -> list[asyncio.StreamReader]:
    readers = []
    for n in range(count):
        reader, writer = await asyncio.open_connection("127.0.0.1", port)
        if trickle:
            writer.write(f"GET /api/games HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nX-{n}: ".encode())
            await writer.drain()
        readers.append((reader, writer))
    return readers


async def test_connections_that_never_finish_their_request_head_are_closed(app_process):
    app_process.start(header_timeout="2")
    port = app_process.port
    silent = await _half_heads(port, 100, trickle=False)
    partial = await _half_heads(port, 100, trickle=True)
    started = time.monotonic()

    async def trickle(writer: asyncio.StreamWriter) -> None:
        # One byte a quarter second: the head never ends.
        with_errors = (ConnectionError, RuntimeError)
        for _ in range(200):
            try:
                writer.write(b"a")
                await writer.drain()
            except with_errors:
                return
            await asyncio.sleep(0.25)

    trickling = [asyncio.create_task(trickle(w)) for _, w in partial]
    # A websocket and a normal client meanwhile are served, and the websocket, open
    # for longer than the deadline, is not cut.
    rooms = httpx.post(f"{app_process.base_url}/api/rooms", json=ROOM, timeout=10).json()
    ws = await connect(f"ws://127.0.0.1:{port}/ws/rooms/{rooms['room_id']}")
    for reader, _ in silent + partial:
        await asyncio.wait_for(reader.read(), 60)  # the server closes it: EOF
    closed_after = time.monotonic() - started
    for task in trickling:
        task.cancel()
    assert all(reader.at_eof() for reader, _ in silent + partial)
    print(f"\n200 unfinished heads (100 silent, 100 trickling) closed {closed_after:.1f} s "
          "after they were opened (deadline 2 s)")
    assert closed_after < 30, closed_after
    await ws.send(json.dumps({"type": "ping"}))
    while json.loads(await asyncio.wait_for(ws.recv(), 10))["type"] != "pong":
        pass
    await ws.close()
    assert httpx.get(f"{app_process.base_url}/api/games", timeout=10).status_code == 200


def _descendants(pid: int) -> set[int]:
    children: dict[int, list[int]] = {}
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            try:
                stat = (entry / "stat").read_text()
            except OSError:
                continue
            ppid = int(stat.rsplit(")", 1)[1].split()[1])
            children.setdefault(ppid, []).append(int(entry.name))
    found, todo = set(), [pid]
    while todo:
        for child in children.get(todo.pop(), []):
            if child not in found:
                found.add(child)
                todo.append(child)
    return found


def _alive(pids: set[int]) -> set[int]:
    alive = set()
    for pid in pids:
        try:
            state = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0]
        except OSError:
            continue
        if state != "Z":
            alive.add(pid)
    return alive


@pytest.mark.parametrize("how", [signal.SIGKILL, signal.SIGTERM], ids=["sigkill", "sigterm"])
def test_bot_workers_exit_when_their_server_dies(app_process, how):
    app_process.start(bot_budget="1.5")
    # Matches of computers only, hard bots: every worker busy thinking.
    for _ in range(3):
        answer = httpx.post(f"{app_process.base_url}/api/rooms", timeout=10, json=ROOM | {
            "seat": None, "bots": [{"seat": 0, "level": "hard"}, {"seat": 1, "level": "hard"}]})
        assert answer.status_code == 201, answer.text
    server = app_process.process
    deadline = time.monotonic() + 60
    workers: set[int] = set()
    while time.monotonic() < deadline and len(workers) < 1:
        workers = _descendants(server.pid)
        time.sleep(0.2)
    assert workers, "no bot worker started"
    time.sleep(1.0)  # let them get busy
    workers = _descendants(server.pid)
    os.kill(server.pid, how)
    killed = time.monotonic()
    server.wait(30)
    deadline = killed + 30
    while _alive(workers) and time.monotonic() < deadline:
        time.sleep(0.1)
    assert not _alive(workers), f"workers left behind: {_alive(workers)}"
    print(f"\n{len(workers)} pool processes gone {time.monotonic() - killed:.1f} s after "
          f"{signal.Signals(how).name}")
    app_process.process = None


def test_deck_parsing_workers_exit_when_their_server_dies(app_process):
    app_process.start()
    deck = DECK_TEXT.replace("title: ", "title: workers exit ", 1)
    answer = httpx.post(f"{app_process.base_url}/api/rooms", timeout=60, json={
        "game": "em6_quiz", "players": 2, "name": "Ann", "options": {"deck": deck}})
    assert answer.status_code == 201, answer.text
    server = app_process.process
    workers = _descendants(server.pid)
    assert workers, "the deck was not parsed in a worker process"
    os.kill(server.pid, signal.SIGKILL)
    killed = time.monotonic()
    server.wait(30)
    while _alive(workers) and time.monotonic() < killed + 30:
        time.sleep(0.1)
    assert not _alive(workers), f"workers left behind: {_alive(workers)}"
    app_process.process = None


async def test_a_request_head_too_large_is_refused(app_process):
    app_process.start()
    answer = await oversized_head(app_process.port, 40, 65_000)  # 2.6 MB of headers
    assert answer == b"" or answer.startswith(b"HTTP/1.1 431 ") and b'"head_too_large"' in answer
    # Big but allowed heads (browsers send a few KB) are still served.
    headers = {f"X-Pad-{n}": "a" * 1000 for n in range(40)}
    assert httpx.get(f"{app_process.base_url}/api/games", headers=headers,
                     timeout=10).status_code == 200
