"""The request-head deadline and size bound (app/edge/http.py), for both of uvicorn's HTTP
parsers, on a tiny app: slow heads are closed, slow answers and pipelined requests are not."""

from __future__ import annotations

import asyncio

import pytest
import uvicorn

from app.edge import http as edge_http

PROTOCOLS = {"h11": edge_http.H11HeadDeadline}
if edge_http.HttpToolsProtocol is not None:
    PROTOCOLS["httptools"] = edge_http.HttpToolsHeadDeadline


async def slow_app(scope, receive, send) -> None:
    """Answers /slow after 2.5 s (longer than the deadline), anything else at once."""
    if scope["type"] != "http":
        return
    if scope["path"] == "/slow":
        await asyncio.sleep(2.5)
    body = scope["path"].encode()
    await send({"type": "http.response.start", "status": 200,
                "headers": [(b"content-length", str(len(body)).encode())]})
    await send({"type": "http.response.body", "body": body})


@pytest.fixture(params=sorted(PROTOCOLS))
async def port(request):
    protocol = type("Deadline", (PROTOCOLS[request.param],), {"head_timeout": 1.0})
    config = uvicorn.Config(slow_app, host="127.0.0.1", port=0, http=protocol, lifespan="off",
                            log_level="warning",
                            h11_max_incomplete_event_size=edge_http.MAX_HEAD_BYTES)
    server = uvicorn.Server(config)
    task = asyncio.get_running_loop().create_task(server.serve())
    while not server.started:
        assert not task.done()
        await asyncio.sleep(0.01)
    yield server.servers[0].sockets[0].getsockname()[1]
    server.should_exit = True
    await task


async def _closed_within(reader: asyncio.StreamReader, seconds: float) -> bool:
    try:
        await asyncio.wait_for(reader.read(), seconds)
    except TimeoutError:
        return False
    except ConnectionError:
        pass
    return True


async def test_a_silent_or_unfinished_head_is_closed_a_finished_one_is_not(port):
    silent_r, _ = await asyncio.open_connection("127.0.0.1", port)
    half_r, half_w = await asyncio.open_connection("127.0.0.1", port)
    half_w.write(b"GET / HTTP/1.1\r\nHost: x\r\nX-Slow: ")
    assert await _closed_within(silent_r, 20)
    assert await _closed_within(half_r, 20)
    # A whole head whose answer takes longer than the deadline, then a second request on
    # the same connection, sent at once behind the first (pipelined): both answered.
    reader, writer = await asyncio.open_connection("127.0.0.1", port)
    writer.write(b"GET /slow HTTP/1.1\r\nHost: x\r\n\r\nGET /next HTTP/1.1\r\nHost: x\r\n\r\n")
    answers = b""
    while answers.count(b"HTTP/1.1 200") < 2:
        chunk = await asyncio.wait_for(reader.read(1000), 20)
        assert chunk, answers
        answers += chunk
    assert answers.endswith(b"/next")
    writer.close()


async def oversized_head(port: int, lines: int, size: int) -> bytes:
    """Send a request head of `lines` header lines of `size` bytes; the answer (b"": reset)."""
    reader, writer = await asyncio.open_connection("127.0.0.1", port)
    writer.write(f"GET / HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\n".encode())
    try:
        for _ in range(lines):
            writer.write(b"X-Pad: " + b"a" * size + b"\r\n")
            await writer.drain()
    except ConnectionError:
        pass
    try:
        # Closed with our unread bytes still on its side, the server's answer may be lost.
        return await asyncio.wait_for(reader.read(), 20)
    except ConnectionResetError:
        return b""
    finally:
        writer.close()


async def test_a_head_over_the_size_bound_is_refused(port):
    answer = await oversized_head(port, 4, 30_000)
    assert not answer.startswith(b"HTTP/1.1 200"), answer[:100]
