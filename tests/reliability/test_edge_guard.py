"""The edge guard (app/edge/guard.py), through real HTTP and websockets (both databases):
host names (DNS rebinding), request bodies (size, nesting), security headers, /docs."""

from __future__ import annotations

import asyncio
import base64
import hashlib
import json
import logging
import os
import re
from urllib.parse import urlsplit

import pytest

from tests.support import create_room

ROOM = {"game": "hex_camping", "players": 2, "name": "Ann"}


async def _raw(base_url: str, head: str, body: bytes = b"") -> tuple[int, dict[str, str], bytes]:
    """Send one raw request; (status, headers, body) of the answer."""
    parts = urlsplit(base_url)
    reader, writer = await asyncio.open_connection(parts.hostname, parts.port)
    writer.write(head.encode("latin-1") + body)
    await writer.drain()
    head_bytes = await asyncio.wait_for(reader.readuntil(b"\r\n\r\n"), 30)
    lines = head_bytes.decode("latin-1").split("\r\n")
    headers = {k.lower(): v for k, v in (line.split(": ", 1) for line in lines[1:] if ": " in line)}
    rest = await asyncio.wait_for(reader.readexactly(int(headers.get("content-length", 0))), 30)
    writer.close()
    return int(lines[0].split()[1]), headers, rest


def _upgrade(path: str, host: str, origin: str | None = None) -> str:
    key = base64.b64encode(os.urandom(16)).decode()
    return (f"GET {path} HTTP/1.1\r\nHost: {host}\r\nUpgrade: websocket\r\nConnection: Upgrade"
            f"\r\nSec-WebSocket-Key: {key}\r\nSec-WebSocket-Version: 13\r\n"
            + (f"Origin: {origin}\r\n" if origin else "") + "\r\n")


async def test_a_foreign_host_name_is_refused_on_rest_and_websockets(server):
    # DNS rebinding: evil.example resolves to this server; the browser sends its name.
    async with server.client() as http:
        room = await create_room(http)
        for path in ("/api/games", f"/api/rooms/{room['room_id']}", "/", "/docs"):
            answer = await http.get(path, headers={"Host": "evil.example"})
            assert answer.status_code == 400, path
            assert answer.json()["error"]["code"] == "bad_host"
        port = urlsplit(server.base_url).port
        for host in ("evil.example", f"evil.example:{port}", f"localhost.evil.example:{port}",
                     "", "127.0.0.1:x", "127.0.0.1@evil.example", "127.0.0.2"):
            status, _, body = await _raw(server.base_url, _upgrade(
                f"/ws/rooms/{room['room_id']}", host, f"http://{host}"))
            assert status == 400, host
            assert json.loads(body)["error"]["code"] == "bad_host"
        for host in (f"127.0.0.1:{port}", f"localhost:{port}", f"LOCALHOST:{port}",
                     "localhost", "localhost:8080", f"[::1]:{port}"):
            status, _, _ = await _raw(server.base_url, _upgrade(
                f"/ws/rooms/{room['room_id']}", host, f"http://{host}"))
            assert status == 101, host
        assert (await http.get("/api/games")).status_code == 200


async def test_allowed_hosts_and_public_url_name_the_hosts_served(server_with):
    server = await server_with(allowed_hosts="games.example, *.camp.example:8443")
    async with server.client() as http:
        for host, status in (("games.example", 200), ("games.example:9000", 200),
                             ("eu.camp.example:8443", 200), ("camp.example:8443", 400),
                             ("eu.camp.example", 400), ("evil.example", 400),
                             ("games.example.evil.example", 400)):
            answer = await http.get("/api/games", headers={"Host": host})
            assert answer.status_code == status, host
    server = await server_with(public_url="https://play.example")
    async with server.client() as http:
        assert (await http.get("/api/games", headers={"Host": "play.example"})).status_code == 200
        assert (await http.get("/api/games", headers={"Host": "other.example"})).status_code == 400
        # The machine's own health checks still get through.
        assert (await http.get("/api/health")).status_code == 200


async def test_a_body_over_the_limit_is_refused_while_it_streams(server, caplog):
    caplog.set_level(logging.WARNING)
    limit = server.app.guard.max_body
    assert limit == server.services.settings.body_limit() < 2 * 1024 * 1024
    # Announced: answered 413 before the body is sent.
    head = ("POST /api/rooms HTTP/1.1\r\nHost: {host}\r\nContent-Type: application/json\r\n"
            "Content-Length: 100000000\r\n\r\n")
    host = urlsplit(server.base_url).netloc
    status, headers, body = await _raw(server.base_url, head.format(host=host))
    assert status == 413 and json.loads(body)["error"]["code"] == "body_too_large"
    assert headers["content-type"] == "application/json"
    # Chunked, no length given: read only up to the limit, then refused; the 100 MB
    # the client would send are never read.
    parts = urlsplit(server.base_url)
    reader, writer = await asyncio.open_connection(parts.hostname, parts.port)
    writer.write(f"POST /api/rooms HTTP/1.1\r\nHost: {host}\r\nTransfer-Encoding: chunked\r\n"
                 "Content-Type: application/json\r\n\r\n".encode())
    chunk = b"%x\r\n%s\r\n" % (64 * 1024, b" " * 64 * 1024)
    sent = 0

    async def pump() -> None:
        nonlocal sent
        while sent < 100_000_000:
            writer.write(chunk)
            await writer.drain()
            sent += 64 * 1024

    pumping = asyncio.get_running_loop().create_task(pump())
    status_line = await asyncio.wait_for(reader.readline(), 30)
    pumping.cancel()
    assert b" 413 " in status_line
    # What the client counts includes what the kernel's socket buffers took on
    # loopback (a few megabytes); the server itself stopped reading at the limit.
    assert sent < 16 * 1024 * 1024 < 100_000_000
    print(f"\nchunked 100 MB POST: refused 413 after the client had sent {sent // 1024} KB")
    writer.close()
    refused = [r for r in caplog.records if r.name == "app.edge"]
    assert len(refused) == 2 and all("body_too_large" in r.getMessage() for r in refused)
    # A body just under the limit is read and answered as usual.
    async with server.client() as http:
        answer = await http.post("/api/rooms", content=json.dumps(ROOM).ljust(limit - 10),
                                 headers={"content-type": "application/json"})
        assert answer.status_code == 201, answer.text


async def test_deeply_nested_json_is_refused_with_one_log_line_and_no_traceback(server, caplog):
    caplog.set_level(logging.DEBUG)
    nested: object = 1
    for _ in range(40):
        nested = {"a": nested}
    bodies = ["[" * 50_000 + "]" * 50_000, json.dumps(ROOM | {"options": nested}),
              '{"name": "' + "[" * 1000 + '", "game": "hex_camping", "players": 2}']
    async with server.client() as http:
        for body in bodies[:2]:
            answer = await http.post("/api/rooms", content=body,
                                     headers={"content-type": "application/json"})
            assert answer.status_code == 400, answer.text
            assert answer.json()["error"]["code"] == "too_deep"
        # Brackets inside strings are text, not nesting.
        answer = await http.post("/api/rooms", content=bodies[2],
                                 headers={"content-type": "application/json"})
        assert answer.status_code == 400 and answer.json()["error"]["code"] == "bad_name"
    assert not [r for r in caplog.records if r.exc_info or "Traceback" in r.getMessage()]
    edge = [r.getMessage() for r in caplog.records if r.name == "app.edge"]
    assert len(edge) == 2 and all("too_deep" in line and len(line) < 300 for line in edge)


async def test_every_answer_carries_the_security_headers(server):
    async with server.client() as http:
        room = await create_room(http)
        answers = [
            await http.get("/"), await http.get(f"/room/{room['room_id']}"),
            await http.get("/static/js/app.js"), await http.get("/static/css/app.css"),
            await http.get("/api/games"), await http.get("/api/rooms/nope"),
            await http.delete("/api/games"), await http.get("/openapi.json"),
            await http.get("/docs"), await http.get("/docs/assets/apidocs.js"),
            await http.get("/nowhere"), await http.get("/", headers={"Host": "evil.example"}),
            await http.post("/api/rooms", content="[" * 100 + "]" * 100),
        ]
    assert [a.status_code for a in answers] == [200, 200, 200, 200, 200, 404, 405, 200, 200,
                                                200, 404, 400, 400]
    for answer in answers:
        csp = answer.headers["content-security-policy"]
        assert "frame-ancestors 'none'" in csp and "script-src 'self'" in csp
        assert "unsafe-inline" not in csp and "unsafe-eval" not in csp and "http" not in \
            csp.replace("ws://", "").replace("wss://", "")
        assert answer.headers["x-frame-options"] == "DENY"
        assert answer.headers["x-content-type-options"] == "nosniff"
        assert answer.headers["referrer-policy"] == "no-referrer"


async def test_the_api_page_needs_no_other_site(server):
    async with server.client() as http:
        page = (await http.get("/docs")).text
        script = (await http.get("/docs/assets/apidocs.js")).text
    assert "cdn" not in page.lower() and "https://" not in page and "http://" not in page
    assert "<script>" not in page and "style=" not in page and "<style" not in page
    assert 'src="/docs/assets/apidocs.js"' in page
    assert "fetch(\"/openapi.json\")" in script and "innerHTML" not in script


@pytest.mark.parametrize("value", ["abc", "-5", "1e9"])
async def test_a_malformed_content_length_is_refused(server, value):
    host = urlsplit(server.base_url).netloc
    status, _, body = await _raw(server.base_url, (
        f"POST /api/rooms HTTP/1.1\r\nHost: {host}\r\nContent-Length: {value}\r\n"
        "Connection: close\r\n\r\n"))
    assert status == 400


async def test_two_host_headers_are_refused(server):
    host = urlsplit(server.base_url).netloc
    status, _, body = await _raw(server.base_url, (
        f"GET /api/games HTTP/1.1\r\nHost: {host}\r\nHost: evil.example\r\n"
        "Connection: close\r\n\r\n"))
    assert status == 400 and json.loads(body)["error"]["code"] == "bad_host"


async def test_max_body_bytes_sets_the_limit(server_with):
    server = await server_with(max_body_bytes=1000)
    async with server.client() as http:
        body = json.dumps(ROOM)
        ok = await http.post("/api/rooms", content=body.ljust(1000),
                             headers={"content-type": "application/json"})
        too_big = await http.post("/api/rooms", content=body.ljust(1001),
                                  headers={"content-type": "application/json"})
    assert ok.status_code == 201 and too_big.status_code == 413
    assert too_big.json()["error"]["code"] == "body_too_large"


async def test_a_body_that_never_finishes_is_refused_in_time(server):
    server.app.guard.body_timeout = 1.0  # 30 s in service
    parts = urlsplit(server.base_url)
    reader, writer = await asyncio.open_connection(parts.hostname, parts.port)
    writer.write(f"POST /api/rooms HTTP/1.1\r\nHost: {parts.netloc}\r\nContent-Length: 100\r\n"
                 "Content-Type: application/json\r\n\r\n{\"game\"".encode())
    await writer.drain()
    status_line = await asyncio.wait_for(reader.readline(), 30)
    assert b" 408 " in status_line
    writer.close()


async def test_a_host_name_is_never_written_into_the_policy_unless_plain(server_with):
    server = await server_with(allowed_hosts="*")
    async with server.client() as http:
        for host in ("x; script-src *", "a b", "evil.example'"):
            csp = (await http.get("/api/games", headers={"Host": host})).headers[
                "content-security-policy"]
            # 'self' and nothing else: only the shell page allows an inline script.
            assert "script-src 'self';" in csp
            assert "*" not in csp and host not in csp
        csp = (await http.get("/api/games", headers={"Host": "play.example:8443"})).headers[
            "content-security-policy"]
        assert "connect-src 'self' ws://play.example:8443 wss://play.example:8443;" in csp


async def test_the_shell_page_may_run_its_import_map_and_no_other_inline_script(server):
    async with server.client() as http:
        for path in ("/", "/room/AbCdEfGhIj", "/no/such/page"):
            page = await http.get(path)
            scripts = re.findall(r"<script[^>]*>(.*?)</script>", page.text, re.S)
            inline = [body for body in scripts if body.strip()]
            assert len(inline) == 1 and '"imports"' in inline[0], path
            digest = base64.b64encode(hashlib.sha256(inline[0].encode()).digest()).decode()
            allowed = re.search(r"script-src ([^;]*);", page.headers["content-security-policy"]).group(1)
            assert allowed.split() == ["'self'", f"'sha256-{digest}'"], path
        # The page's hash does not leak into other answers' policy.
        api = await http.get("/api/games")
        assert "script-src 'self';" in api.headers["content-security-policy"]


def test_a_mistyped_trusted_proxy_stops_the_server_at_start():
    from pydantic import ValidationError

    from app.config import Settings

    with pytest.raises(ValidationError, match="TRUSTED_PROXIES"):
        Settings(_env_file=None, trusted_proxies="10.0.0.5, nginx")
    assert Settings(_env_file=None, trusted_proxies="10.0.0.5, 172.18.0.0/16, ::1").proxies() \
        == ["10.0.0.5", "172.18.0.0/16", "::1"]
    assert Settings(_env_file=None, behind_proxy=True).proxies() == ["127.0.0.0/8", "::1"]
    assert Settings(_env_file=None).proxies() == []


async def test_public_url_is_served_beside_allowed_hosts(server_with):
    server = await server_with(public_url="https://play.example", allowed_hosts="lan.example")
    async with server.client() as http:
        for host, status in (("play.example", 200), ("lan.example", 200), ("evil.example", 400)):
            assert (await http.get("/api/games", headers={"Host": host})).status_code == status
