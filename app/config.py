"""Settings, read from the environment and an optional `.env` file."""

from __future__ import annotations

import ipaddress
from functools import cache
from pathlib import Path
from typing import Annotated

from pydantic import field_validator
from pydantic_settings import BaseSettings, NoDecode, SettingsConfigDict

ROOT = Path(__file__).resolve().parent.parent
DEFAULT_DATA_DIR = ROOT / "data"


def async_database_url(url: str) -> str:
    """The SQLAlchemy URL with an async driver: aiosqlite for SQLite, asyncpg for PostgreSQL."""
    for prefix, replacement in (
        ("sqlite:///", "sqlite+aiosqlite:///"),
        ("postgresql://", "postgresql+asyncpg://"),
        ("postgres://", "postgresql+asyncpg://"),
        ("postgresql+psycopg://", "postgresql+asyncpg://"),
        ("postgresql+psycopg2://", "postgresql+asyncpg://"),
    ):
        if url.startswith(prefix):
            return replacement + url[len(prefix):]
    return url


class Settings(BaseSettings):
    """Every setting of the server; see docs/self-hosting.md."""

    model_config = SettingsConfigDict(env_file=".env", extra="ignore")

    host: str = "127.0.0.1"
    port: int = 8000
    database_url: str = ""
    #: PostgreSQL: seconds a statement, a connection attempt or a wait for a pooled
    #: connection may last before the request is refused as `unavailable`.
    database_timeout: float = 10.0
    #: PostgreSQL: connections kept open (and as many again twice over, at a peak).
    database_pool_size: int = 10
    #: Seconds between attempts to reach a database that is down at start-up (at most).
    database_wait_max: float = 10.0
    data_dir: Path = DEFAULT_DATA_DIR
    #: The address players use, for invite links; by default taken from each request.
    public_url: str = ""
    #: Websocket origins allowed besides the server's own (comma-separated).
    allowed_origins: str = ""
    log_level: str = "info"
    #: Reverse proxies whose X-Forwarded-For/-Proto are believed: addresses or CIDRs,
    #: comma-separated (empty: nobody's; the peer's own address counts).
    trusted_proxies: str = ""
    #: Deprecated (was: trust everyone's X-Forwarded-For). Now it only trusts a proxy on
    #: this machine (loopback) when TRUSTED_PROXIES is empty; see docs/security.md.
    behind_proxy: bool = False
    #: Host names (host or host:port, "*.domain" for subdomains, "*" for any) the server
    #: answers to, besides PUBLIC_URL's and the loopback names (localhost, 127.0.0.1, [::1]).
    allowed_hosts: str = ""
    #: Largest request body, in bytes; 0: twice the largest quiz deck plus 64 KB.
    max_body_bytes: int = 0
    #: Seconds a connection may take to send a whole request head before it is closed.
    header_timeout: float = 10.0
    #: Seconds a stopping server keeps its idle HTTP connections open, answering what
    #: arrives on them with `Connection: close` (0: closed at once). Behind a proxy that
    #: reuses its connections (nginx `keepalive`), set it above the proxy's idle timeout
    #: (4 s in deploy/nginx.conf): closed at once, a request the proxy had just sent on
    #: one was lost (a POST, which the proxy does not send again, answered 502).
    shutdown_drain: float = 0.0
    #: Serve GET /metrics (Prometheus); or set METRICS_TOKEN to ask for a bearer token.
    metrics: bool = False
    metrics_token: str = ""
    #: Seconds a bot waits before playing, so that a person can follow its moves.
    bot_delay: float = 0.9
    #: Seconds after which a seat that was joined but never connected is free again.
    join_expiry_seconds: float = 120.0
    #: The shortest take-over delay a host may set (seconds).
    takeover_floor_seconds: float = 5.0
    #: The shortest delay before a match nobody is connected to ends as abandoned (seconds).
    abandon_floor_seconds: float = 60.0
    #: Seconds a websocket has to say hello before it is closed.
    hello_timeout: float = 10.0
    #: Websockets that have not said hello yet, at most, for the whole process.
    max_unidentified_sockets: int = 500
    #: Rooms of computers only that one address may have playing at once, and in all.
    bot_rooms_per_address: int = 3
    bot_rooms_total: int = 24
    #: Unfinished rooms with an uploaded quiz deck of its own, per creating address.
    upload_rooms_per_address: int = 4
    #: Seconds the hardest bot may think per move (medium thinks less).
    bot_budget: float = 2.0
    #: Hours after which a room that never started is closed.
    waiting_room_ttl_hours: float = 24.0
    #: Minutes after which a room nobody watches leaves memory (it is reloaded on demand).
    idle_room_minutes: float = 10.0
    #: Seconds after which an ended room nobody watches leaves memory (at most the above).
    ended_room_idle_seconds: float = 60.0
    #: Compress websocket messages (permessage-deflate): less bandwidth, more CPU and memory.
    ws_compression: bool = False
    #: Open websockets one address may hold.
    max_sockets_per_address: int = 200
    #: Moves one connection may send per second (bursts of three times as many).
    moves_per_second: float = 10.0
    #: Moves one address may send per second over all its connections.
    moves_per_second_per_address: float = 200.0
    #: Rooms one address may create per minute.
    rooms_per_minute: float = 10.0
    #: Joins one address may make per minute.
    joins_per_minute: float = 60.0
    #: Chat lines one connection may send per minute (bursts of five).
    chat_per_minute: float = 20.0
    #: Redis URL for running several instances; empty = one process, in-process fan-out.
    redis_url: str = ""
    #: Several instances share one PostgreSQL with no Redis: they catch up from the
    #: database every second and share who is connected through it (docs/scaling.md).
    several_instances: bool = False
    #: The garbage collector's three thresholds (see docs/performance.md).
    gc_threshold: Annotated[tuple[int, int, int], NoDecode] = (50_000, 20, 10)

    @field_validator("gc_threshold", mode="before")
    @classmethod
    def _thresholds(cls, value: object) -> object:
        # GC_THRESHOLD=700,10,10 in the environment, as well as a tuple from code.
        if isinstance(value, str):
            return tuple(int(part) for part in value.split(","))
        return value

    @field_validator("trusted_proxies")
    @classmethod
    def _networks(cls, value: str) -> str:
        # A typo must stop the server at start, not trust the wrong peers.
        for entry in (e.strip() for e in value.split(",")):
            if entry:
                try:
                    ipaddress.ip_network(entry, strict=False)
                except ValueError:
                    raise ValueError(f"TRUSTED_PROXIES: {entry!r} is not an address or a "
                                     "network (like 10.0.0.5 or 172.18.0.0/16)") from None
        return value

    @field_validator("database_url")
    @classmethod
    def _normalise(cls, value: str) -> str:
        return async_database_url(value.strip())

    def resolved_database_url(self) -> str:
        """The database URL, defaulting to a SQLite file in the data folder."""
        if self.database_url:
            return self.database_url
        return f"sqlite+aiosqlite:///{self.data_dir / 'bivouac.sqlite3'}"

    def proxies(self) -> list[str]:
        """The addresses and networks whose forwarded headers are believed."""
        listed = [p.strip() for p in self.trusted_proxies.split(",") if p.strip()]
        if not listed and self.behind_proxy:
            return ["127.0.0.0/8", "::1"]
        return listed

    def body_limit(self) -> int:
        """The largest request body: MAX_BODY_BYTES, or room for the largest quiz deck.

        A deck travels as a JSON string: escapes make it longer than the file
        (twice covers any text but one full of escaped non-ASCII characters).
        """
        if self.max_body_bytes > 0:
            return self.max_body_bytes
        from app.games.em6_quiz.options import MAX_DECK_CHARS

        return 2 * MAX_DECK_CHARS + 64 * 1024

    def hosts(self) -> list[str]:
        """The Host values allowed, as configured (empty: derived per request)."""
        return [h.strip().lower() for h in self.allowed_hosts.split(",") if h.strip()]

    def origins(self) -> list[str]:
        """Extra websocket origins allowed."""
        return [o.strip().rstrip("/") for o in self.allowed_origins.split(",") if o.strip()]


@cache
def get_settings() -> Settings:
    """The process-wide settings."""
    return Settings()
