"""A stopping server and the connections a proxy keeps open to it (`SHUTDOWN_DRAIN`).

nginx keeps idle connections to the instances and reuses them. A server that closed its
idle connections the moment it was told to stop lost a request nginx had just sent on
one: a POST, which nginx rightly does not send again once it reached an instance, came
back 502 (1 in 2,502 requests while scaling, tests/deploy/test_stack.py). With a drain,
a stopping server keeps its idle connections open that long, answers a request still
arriving on one with `Connection: close`, closes the others once the drain is over, and
exits. Without one (the default), they are closed at once, as before.
"""

from __future__ import annotations

import socket
import time
from pathlib import Path

import pytest

from tests.support import AppProcess

pytestmark = pytest.mark.slow

DRAIN = 3.0
POST = (b"POST /api/rooms/nosuchroom/join HTTP/1.1\r\nHost: 127.0.0.1\r\n"
        b"Content-Type: application/json\r\nContent-Length: 16\r\n\r\n{\"name\":\"Probe\"}")
GET = b"GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n"


def answer(conn: socket.socket) -> bytes:
    """One whole HTTP answer read from `conn` (head and a Content-Length body), or what
    came before the connection closed."""
    data = b""
    while b"\r\n\r\n" not in data:
        chunk = conn.recv(65536)
        if not chunk:
            return data
        data += chunk
    head, _, body = data.partition(b"\r\n\r\n")
    length = next((int(line.split(b":")[1]) for line in head.split(b"\r\n")
                   if line.lower().startswith(b"content-length:")), 0)
    while len(body) < length:
        chunk = conn.recv(65536)
        if not chunk:
            break
        body += chunk
    return head + b"\r\n\r\n" + body


def kept_open(app: AppProcess) -> socket.socket:
    """A connection that has had one answer and is kept alive (idle, as nginx keeps it)."""
    conn = socket.create_connection(("127.0.0.1", app.port), timeout=30)
    conn.sendall(GET)
    assert answer(conn).startswith(b"HTTP/1.1 200"), "the first request"
    return conn


def refuses_new_connections(app: AppProcess) -> bool:
    try:
        socket.create_connection(("127.0.0.1", app.port), timeout=1).close()
    except OSError:
        return True
    return False


def stopping(app: AppProcess) -> None:
    """SIGTERM, then until the server has stopped listening (it has begun to stop)."""
    assert app.process is not None
    app.process.terminate()
    deadline = time.monotonic() + 30
    while not refuses_new_connections(app):
        assert time.monotonic() < deadline, "the server still listens 30 s after SIGTERM"
        time.sleep(0.02)


@pytest.mark.parametrize("drain", [DRAIN, 0.0])
def test_a_request_on_a_kept_connection_while_the_server_stops(tmp_path: Path,
                                                               drain: float) -> None:
    app = AppProcess(f"sqlite+aiosqlite:///{tmp_path / 'db.sqlite3'}", tmp_path / "server.log")
    app.start(shutdown_drain=str(drain))
    try:
        used, idle = kept_open(app), kept_open(app)
        stopping(app)
        stopped_at = time.monotonic()
        try:
            used.sendall(POST)
            reply = answer(used)
        except OSError:
            reply = b""
        if drain:
            # Answered by the app, and told that the connection ends with it.
            assert reply.startswith(b"HTTP/1.1 404"), (reply, app.log()[-2000:])
            assert b"connection: close" in reply.lower(), reply
            assert used.recv(1) == b"", "the connection is closed after the answer"
            # The idle one is closed once the drain is over, and the server exits.
            assert idle.recv(1) == b""
            closed_after = time.monotonic() - stopped_at
            assert closed_after >= DRAIN - 0.5, f"closed {closed_after:.1f} s after the stop"
        else:
            assert reply == b"", "without a drain the connection was closed at the stop"
        assert app.process is not None
        app.process.wait(30)
        used.close()
        idle.close()
    finally:
        app.stop()
