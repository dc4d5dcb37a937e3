"""ASGI middleware in front of everything: hosts, forwarded addresses, body limits, headers,
and the per-address limits that count across instances.

Room websockets pass it too (once, at the upgrade: the host check, the
client's address and its count of open sockets), then go straight to their handler.
"""

from __future__ import annotations

import asyncio
import base64
import hashlib
import ipaddress
import json
import logging
import re
from dataclasses import dataclass
from functools import lru_cache
from typing import Any
from urllib.parse import urlsplit

from starlette.types import ASGIApp, Message, Receive, Scope, Send

from app.config import Settings
from app.limits import SharedCounts, TokenBucket

log = logging.getLogger("app.edge")

#: How deep a REST body's JSON may nest (the deepest the API takes is 3).
BODY_DEPTH = 32
#: Seconds a client may take to send a whole request body (the largest takes well under 1 s).
BODY_TIMEOUT = 30.0
_LOOPBACK_HOSTS = ("localhost", "127.0.0.1", "[::1]")
_SECURITY_HEADERS = (
    (b"x-frame-options", b"DENY"),
    (b"x-content-type-options", b"nosniff"),
    (b"referrer-policy", b"no-referrer"),
    (b"cross-origin-opener-policy", b"same-origin"),
    (b"permissions-policy", b"camera=(), microphone=(), geolocation=(), payment=()"),
)
_CSP = ("default-src 'self'; script-src 'self'{scripts}; style-src 'self'; img-src 'self' data:; "
        "font-src 'self'; connect-src 'self' {sockets}; object-src 'none'; base-uri 'none'; "
        "form-action 'self'; frame-ancestors 'none'")
#: A Host value safe to repeat in a header (ALLOWED_HOSTS=* lets any through).
_PLAIN_HOST = re.compile(r"[A-Za-z0-9.\-]+(:[0-9]{1,5})?|\[[0-9A-Fa-f:.]+\](:[0-9]{1,5})?")
_BODY_METHODS = frozenset({"POST", "PUT", "PATCH", "DELETE"})


class Refusal(Exception):
    """A request refused at the edge: status, stable code and a message for humans."""

    def __init__(self, status: int, code: str, message: str,
                 retry_after: float | None = None) -> None:
        super().__init__(message)
        self.status = status
        self.code = code
        self.message = message
        self.retry_after = retry_after


# ---- forwarded addresses -------------------------------------------------------------

class Proxies:
    """The proxies whose X-Forwarded-For and X-Forwarded-Proto are believed."""

    def __init__(self, entries: list[str]) -> None:
        self.networks = tuple(ipaddress.ip_network(e, strict=False) for e in entries)
        self._known: dict[str, bool] = {}

    def trusts(self, address: str) -> bool:
        """True if `address` is one of the trusted proxies."""
        if not self.networks:
            return False
        known = self._known.get(address)
        if known is None:
            if len(self._known) > 4096:
                self._known.clear()
            known = self._known[address] = _trusted(address, self.networks)
        return known

    def client(self, peer: str, forwarded_for: list[str]) -> str:
        """The client's address: the rightmost hop no trusted proxy stands for.

        Every trusted proxy appends the address it received the request from;
        whatever lies to the left of the last untrusted hop was written by the
        client and proves nothing.
        """
        if not self.trusts(peer):
            return peer
        hops = [h.strip() for value in forwarded_for for h in value.split(",") if h.strip()]
        for hop in reversed(hops):
            address = _strip_port(hop)
            if not self.trusts(address):
                return address
        return _strip_port(hops[0]) if hops else peer

    def apply(self, scope: Scope) -> None:
        """Put the real client (and scheme, from a trusted proxy) into `scope`."""
        peer = scope.get("client")
        if not peer or not self.networks:
            return
        forwarded: list[str] = []
        proto = None
        for name, value in scope["headers"]:
            if name == b"x-forwarded-for":
                forwarded.append(value.decode("latin-1"))
            elif name == b"x-forwarded-proto":
                proto = value.decode("latin-1").rsplit(",", 1)[-1].strip().lower()
        if not self.trusts(peer[0]):
            return
        if forwarded:
            scope["client"] = (self.client(peer[0], forwarded), 0)
        if proto in {"http", "https"}:
            scope["scheme"] = proto.replace("http", "ws") if scope["type"] == "websocket" \
                else proto


def _trusted(address: str, networks: tuple[ipaddress.IPv4Network | ipaddress.IPv6Network, ...]
             ) -> bool:
    try:
        ip = ipaddress.ip_address(address)
    except ValueError:
        return False
    if isinstance(ip, ipaddress.IPv6Address) and ip.ipv4_mapped:
        ip = ip.ipv4_mapped
    return any(ip in network for network in networks)


def _strip_port(hop: str) -> str:
    if hop.startswith("["):
        return hop[1:hop.find("]")] if "]" in hop else hop
    if hop.count(":") == 1:
        return hop.split(":", 1)[0]
    return hop


# ---- hosts ---------------------------------------------------------------------------

class Hosts:
    """The Host values the server answers to (DNS rebinding: a foreign name is refused)."""

    def __init__(self, settings: Settings) -> None:
        configured = settings.hosts()
        if settings.public_url:  # the address players are given is always served
            configured.append(urlsplit(settings.public_url).netloc.lower())
        self.any = "*" in configured
        self.patterns = [p for p in configured if p != "*"]
        bound = settings.host.lower()
        #: The address the server listens on, when it is one (not 0.0.0.0 or ::).
        self.bound_name = "" if bound in {"0.0.0.0", "::", ""} else (
            f"[{bound}]" if ":" in bound else bound)

    def allowed(self, host: str, port: int | None) -> bool:
        """True if a request with `Host: host` may be answered (`port`: where it arrived)."""
        if self.any:
            return True
        host = host.strip().lower()
        if not host or any(ch in host for ch in "/\\@ "):
            return False
        name, _, given_port = _split_host(host)
        if not given_port.isdigit() and given_port:
            return False
        # The loopback names, at any port: no attacker's page can be served under them,
        # so they cannot carry a rebinding, and a proxy on this machine (nginx on
        # :8080, a container's published port) may pass them on as it received them.
        if name in _LOOPBACK_HOSTS:
            return True
        if name == self.bound_name and given_port == str(port):
            return True
        return any(_matches(pattern, name, given_port) for pattern in self.patterns)


def _split_host(host: str) -> tuple[str, str, str]:
    """(name, ':', port) of a Host value; IPv6 literals keep their brackets."""
    if host.startswith("["):
        end = host.find("]")
        return host[:end + 1], ":", host[end + 2:] if end >= 0 else ""
    name, colon, port = host.partition(":")
    return name.rstrip("."), colon, port


def _matches(pattern: str, name: str, port: str) -> bool:
    want_name, _, want_port = _split_host(pattern)
    if want_port and want_port != port:
        return False
    if want_name.startswith("*."):
        return name.endswith(want_name[1:]) and len(name) > len(want_name) - 1
    return name == want_name


# ---- bodies --------------------------------------------------------------------------

_CONTAINERS = (dict, list)


def too_deep(body: bytes, limit: int) -> bool:
    """True if the JSON text's arrays and objects nest more than `limit` deep.

    Counted on the parsed document: Python's C parser takes a megabyte in a few
    milliseconds and stops at its recursion limit (RecursionError, the 500 of
    before) on anything deeper. A body that is not JSON is left to the API.
    """
    if body.count(b"[") + body.count(b"{") <= limit:
        return False
    try:
        document = json.loads(body)
    except RecursionError:
        return True
    except ValueError:
        return False
    level: list[Any] = [document] if type(document) in _CONTAINERS else []
    for _ in range(limit):
        level = [child for item in level
                 for child in (item.values() if type(item) is dict else item)
                 if type(child) in _CONTAINERS]
        if not level:
            return False
    return True


async def read_body(scope: Scope, receive: Receive, limit: int) -> bytes | None:
    """The whole request body, read up to `limit` bytes (Refusal past it); None if gone."""
    declared = None
    for name, value in scope["headers"]:
        if name == b"content-length":
            declared = value
    if declared is not None:
        if not declared.strip().isdigit():
            raise Refusal(400, "bad_request", "The Content-Length header is not a number.")
        if int(declared) > limit:
            raise Refusal(413, "body_too_large", f"A request body has at most {limit} bytes.")
    body = bytearray()
    while True:
        message = await receive()
        if message["type"] == "http.disconnect":
            return None
        body += message.get("body", b"")
        if len(body) > limit:
            raise Refusal(413, "body_too_large", f"A request body has at most {limit} bytes.")
        if not message.get("more_body", False):
            return bytes(body)


def _replay(body: bytes, receive: Receive) -> Receive:
    """A `receive` that gives the body already read, then waits as the real one does."""
    pending = [{"type": "http.request", "body": body, "more_body": False}]

    async def replayed() -> Message:
        return pending.pop() if pending else await receive()

    return replayed


# ---- limits counted across instances --------------------------------------------------

#: The room websockets (`app.api.socket.ROUTE_PREFIX`), whose open count per address is capped.
SOCKET_PREFIX = "/ws/rooms/"
_JOIN_PATH = re.compile(r"/api/rooms/[^/]+/join")


@dataclass(frozen=True)
class Bucket:
    """One per-address rate limit: its name in Redis, rate per second, burst, and what it counts."""

    name: str
    rate: float
    burst: float
    what: str


class SharedLimits:
    """The per-address limits of the API, counted by every instance together (in Redis).

    The same limits are applied again, per instance, by their handlers
    (`app/api/lobby.py`, `app/api/socket.py`, through `app.limits.Limits`): an
    instance's own count is part of the shared one, so the handler's check never
    refuses first while Redis answers, and it is the whole limit when Redis is away.
    The buckets have the handlers' rates and bursts; a refusal is the handlers'
    own (429 `rate_limited`, close 1013), with a Retry-After.
    """

    def __init__(self, settings: Settings) -> None:
        self.counts = SharedCounts(settings.redis_url, "shared limits (requests)")
        self.rooms = Bucket("rooms", settings.rooms_per_minute / 60, settings.rooms_per_minute,
                            "rooms created")
        self.joins = Bucket("joins", settings.joins_per_minute / 60, settings.joins_per_minute,
                            "joins")
        self.max_sockets = settings.max_sockets_per_address

    def bucket(self, scope: Scope) -> Bucket | None:
        """The limit a request counts against, if any."""
        if scope["method"] != "POST":
            return None
        path = scope.get("path", "")
        if path == "/api/rooms":
            return self.rooms
        if _JOIN_PATH.fullmatch(path):
            return self.joins
        return None

    async def check(self, scope: Scope) -> None:
        """Refusal (429 `rate_limited`) if the request's address is past a shared limit."""
        bucket = self.bucket(scope)
        if bucket is None:
            return
        verdict = await self.counts.take(bucket.name, _address(scope), bucket.rate, bucket.burst)
        if verdict is not None and not verdict.allowed:
            raise Refusal(429, "rate_limited", f"Too many {bucket.what}; please slow down.",
                          retry_after=verdict.retry_after)

    async def socket(self, app: ASGIApp, scope: Scope, receive: Receive, send: Send,
                     refusals: RefusalLog) -> None:
        """Serve a room websocket if its address holds fewer than the shared ceiling."""
        address = _address(scope)
        admitted = await self.counts.open_socket(address, self.max_sockets)
        if admitted is False:
            refusals.note(scope, Refusal(1013, "too_many_sockets", "too many connections"))
            await _close_at_once(receive, send, 1013, "too many connections from this address")
            return
        try:
            await app(scope, receive, send)
        finally:
            await self.counts.close_socket(address)

    async def lifespan(self, app: ASGIApp, scope: Scope, receive: Receive, send: Send) -> None:
        """Run the application's start and stop, connecting to Redis once it has started."""

        async def sending(message: Message) -> None:
            if message["type"] == "lifespan.startup.complete":
                await self.counts.start()
            elif message["type"] == "lifespan.shutdown.complete":
                await self.counts.stop()
            await send(message)

        await app(scope, receive, sending)


def _address(scope: Scope) -> str:
    client = scope.get("client")
    return client[0] if client else "unknown"


async def _close_at_once(receive: Receive, send: Send, code: int, reason: str) -> None:
    """Accept a websocket and close it with `code`: what the room handler does when it refuses."""
    message = await receive()
    if message["type"] != "websocket.connect":
        return
    await send({"type": "websocket.accept"})
    await send({"type": "websocket.close", "code": code, "reason": reason})


# ---- the middleware --------------------------------------------------------------------

class RefusalLog:
    """One log line per refused request, at most a few a second (then a count of the rest)."""

    def __init__(self) -> None:
        self.bucket = TokenBucket(rate=5.0, burst=20.0)
        self.unlogged = 0

    def note(self, scope: Scope, refusal: Refusal) -> None:
        """Log `refusal` unless the log is already full of them."""
        if not self.bucket.allow():
            self.unlogged += 1
            return
        more = f" ({self.unlogged} more refused, not logged)" if self.unlogged else ""
        self.unlogged = 0
        client = scope.get("client") or ("?", 0)
        path = scope.get("path", "")[:200].encode("unicode_escape").decode()
        log.warning("refused %s %s from %s: %s %s%s", scope.get("method", "WEBSOCKET"), path,
                    client[0], refusal.status, refusal.code, more)


class Guard:
    """The edge of the application: every HTTP request and websocket upgrade passes here."""

    def __init__(self, app: ASGIApp, settings: Settings) -> None:
        self.app = app
        self.proxies = Proxies(settings.proxies())
        self.hosts = Hosts(settings)
        self.max_body = settings.body_limit()
        self.body_timeout = BODY_TIMEOUT
        self.refusals = RefusalLog()
        #: With Redis, the per-address limits that every instance counts together.
        self.shared = SharedLimits(settings) if settings.redis_url else None
        if settings.behind_proxy and not settings.trusted_proxies.strip():
            log.warning("BEHIND_PROXY is deprecated and now trusts only a proxy on this "
                        "machine; list your proxies in TRUSTED_PROXIES")

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        """Check one connection, then hand it to the application."""
        if scope["type"] not in {"http", "websocket"}:
            if scope["type"] == "lifespan" and self.shared is not None:
                await self.shared.lifespan(self.app, scope, receive, send)
                return
            await self.app(scope, receive, send)
            return
        self.proxies.apply(scope)
        if scope["type"] == "http":
            send = _with_headers(send, scope)
        try:
            self._check_host(scope)
            if scope["type"] == "websocket":
                if self.shared is not None and scope.get("path", "").startswith(SOCKET_PREFIX):
                    await self.shared.socket(self.app, scope, receive, send, self.refusals)
                else:
                    await self.app(scope, receive, send)
                return
            if scope["method"] in _BODY_METHODS or _has_body(scope):
                try:
                    async with asyncio.timeout(self.body_timeout):
                        body = await read_body(scope, receive, self.max_body)
                except TimeoutError:
                    raise Refusal(408, "body_too_slow", "The request body took too long to "
                                                        "arrive.") from None
                if body is None:
                    return
                if body[:1] in (b"{", b"[") or b"json" in _header(scope, b"content-type"):
                    if too_deep(body, BODY_DEPTH):
                        raise Refusal(400, "too_deep",
                                      f"The JSON body nests more than {BODY_DEPTH} levels deep.")
                receive = _replay(body, receive)
            if self.shared is not None:
                await self.shared.check(scope)
        except Refusal as refusal:
            self.refusals.note(scope, refusal)
            await _refuse(scope, send, refusal)
            return
        await self.app(scope, receive, send)

    def _check_host(self, scope: Scope) -> None:
        hosts = [value for name, value in scope["headers"] if name == b"host"]
        if len(hosts) > 1:  # RFC 9112: two Host headers are a bad request, whichever is real
            raise Refusal(400, "bad_host", "A request has one Host header.")
        host = hosts[0].decode("latin-1") if hosts else ""
        server = scope.get("server")
        if not self.hosts.allowed(host, server[1] if server else None):
            raise Refusal(400, "bad_host", "This server does not answer to that host name; "
                                           "set PUBLIC_URL or ALLOWED_HOSTS to add it.")
        scope["bivouac.host"] = host


def _header(scope: Scope, wanted: bytes) -> bytes:
    for name, value in scope["headers"]:
        if name == wanted:
            return value
    return b""


def _has_body(scope: Scope) -> bool:
    return any(name in (b"content-length", b"transfer-encoding") for name, _ in scope["headers"])


def script_hash(source: str) -> str:
    """The CSP token that lets a page run exactly this inline script ('sha256-…')."""
    digest = base64.b64encode(hashlib.sha256(source.encode("utf-8")).digest()).decode("ascii")
    return f"'sha256-{digest}'"


@lru_cache(maxsize=256)
def content_security_policy(host: str, scripts: tuple[str, ...] = ()) -> bytes:
    """The Content-Security-Policy for pages served under `host`. `scripts`: the inline
    scripts a page may run, by their hashes (the shell's import map, which browsers take
    only inline); any other inline script stays refused."""
    sockets = f"ws://{host} wss://{host}" if _PLAIN_HOST.fullmatch(host) else ""
    allowed = "".join(f" {script_hash(source)}" for source in scripts)
    return _CSP.format(sockets=sockets, scripts=allowed).replace("  ", " ").encode("latin-1")


def _with_headers(send: Send, scope: Scope) -> Send:
    """`send`, adding the security headers to the response (those it lacks)."""

    async def sending(message: Message) -> None:
        if message["type"] == "http.response.start":
            # The socket origins of the page, spelled out: some browsers do not count
            # ws: and wss: as 'self'. The host was checked (a refused one is not named).
            csp = content_security_policy(scope.get("bivouac.host", ""))
            headers = list(message.get("headers", []))
            present = {name.lower() for name, _ in headers}
            headers += [(n, v) for n, v in _SECURITY_HEADERS if n not in present]
            if b"content-security-policy" not in present:  # a page may bring its own
                headers.append((b"content-security-policy", csp))
            message = {**message, "headers": headers}
        await send(message)

    return sending


async def _refuse(scope: Scope, send: Send, refusal: Refusal) -> None:
    body = json.dumps({"error": {"code": refusal.code, "message": refusal.message}}).encode()
    headers = [(b"content-type", b"application/json"), (b"content-length", str(len(body)).encode()),
               (b"connection", b"close")]
    if refusal.retry_after is not None:
        headers.append((b"retry-after", str(max(1, round(refusal.retry_after))).encode()))
    if scope["type"] == "websocket":
        if "websocket.http.response" in scope.get("extensions", {}):
            await send({"type": "websocket.http.response.start", "status": refusal.status,
                        "headers": headers[:2]})
            await send({"type": "websocket.http.response.body", "body": body})
        else:
            await send({"type": "websocket.close", "code": 1008})
        return
    await send({"type": "http.response.start", "status": refusal.status, "headers": headers})
    await send({"type": "http.response.body", "body": body})
