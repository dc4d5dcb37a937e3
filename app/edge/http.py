"""uvicorn's HTTP protocols with a deadline on the request head (against slow clients).

uvicorn closes idle keep-alive connections, but a connection that sends part
of a request head and then trickles (or sends nothing at all) stays open for
ever: 300 of them were all still open after 40 s. Here a connection gets
`timeout` seconds from its first byte (or from its opening) to finish each
request's head; past it, the connection is closed. Once a head is complete,
the timer is off: a long upload, a slow answer or a websocket is not cut.

A request head is also bounded in size (MAX_HEAD_BYTES): httptools takes a
head of any size (a 2 MB header line was answered 200), h11 is told the same
bound through uvicorn's `h11_max_incomplete_event_size`.
"""

from __future__ import annotations

import asyncio
import logging
from typing import Any

import h11
from uvicorn.protocols.http.h11_impl import H11Protocol

log = logging.getLogger("app.edge")

#: The largest request head (request line and headers) a client may send, in bytes.
MAX_HEAD_BYTES = 64 * 1024
_TOO_LARGE = (b"HTTP/1.1 431 Request Header Fields Too Large\r\ncontent-type: application/json"
              b"\r\nconnection: close\r\ncontent-length: %d\r\n\r\n%s")
_TOO_LARGE_BODY = (b'{"error": {"code": "head_too_large", "message": "A request head has at most '
                   b'%d bytes."}}' % MAX_HEAD_BYTES)

try:
    from uvicorn.protocols.http.httptools_impl import HttpToolsProtocol
except ImportError:  # httptools is optional in uvicorn; h11 is always there
    HttpToolsProtocol = None  # type: ignore[assignment, misc]


class _HeadDeadline:
    """The timer shared by both protocols: armed while a request head is unfinished.
    And the drain of a stopping server: with `drain` seconds, an idle connection is not
    closed at once but after `drain` seconds, and a request that still arrives on it is
    answered, with `Connection: close`."""

    head_timeout: float = 10.0
    drain: float = 0.0
    _head_timer: asyncio.TimerHandle | None = None
    _draining = False
    transport: asyncio.Transport
    cycle: Any

    def shutdown(self) -> None:
        if self.drain <= 0:
            super().shutdown()  # type: ignore[misc]
            return
        self._draining = True
        if self.cycle is not None and not self.cycle.response_complete:
            self.cycle.keep_alive = False  # closed once answered
            return
        asyncio.get_running_loop().call_later(self.drain, self._close_if_idle)

    def _close_if_idle(self) -> None:
        if not self.transport.is_closing() and (self.cycle is None
                                                or self.cycle.response_complete):
            self.transport.close()

    def _last_request(self) -> None:
        """While draining, the request just read is the connection's last."""
        if self._draining and self.cycle is not None and not self.cycle.response_complete:
            self.cycle.keep_alive = False

    def _arm_head_timer(self) -> None:
        self._disarm_head_timer()
        loop = asyncio.get_running_loop()
        self._head_timer = loop.call_later(self.head_timeout, self._head_too_slow)

    def _disarm_head_timer(self) -> None:
        if self._head_timer is not None:
            self._head_timer.cancel()
            self._head_timer = None

    def _head_too_slow(self) -> None:
        self._head_timer = None
        if self._head_unfinished() and not self.transport.is_closing():
            log.info("closed a connection that sent no whole request head in %.0f s",
                     self.head_timeout)
            self.transport.close()

    def _head_unfinished(self) -> bool:
        raise NotImplementedError


class H11HeadDeadline(_HeadDeadline, H11Protocol):
    """h11 with the request-head deadline."""

    def connection_made(self, transport: asyncio.Transport) -> None:  # type: ignore[override]
        super().connection_made(transport)
        self._arm_head_timer()

    def connection_lost(self, exc: Exception | None) -> None:
        self._disarm_head_timer()
        super().connection_lost(exc)

    def on_response_complete(self) -> None:
        super().on_response_complete()
        if not self.transport.is_closing():
            self._arm_head_timer()

    def handle_events(self) -> None:
        super().handle_events()
        self._last_request()

    def _head_unfinished(self) -> bool:
        # IDLE: no whole Request event yet (h11 reads no further until it is answered).
        return self.conn.their_state is h11.IDLE


if HttpToolsProtocol is not None:

    class HttpToolsHeadDeadline(_HeadDeadline, HttpToolsProtocol):
        """httptools with the request-head deadline."""

        _in_head = True
        _head_bytes = 0

        def connection_made(self, transport: asyncio.Transport) -> None:  # type: ignore[override]
            super().connection_made(transport)
            self._in_head = True
            self._arm_head_timer()

        def data_received(self, data: bytes) -> None:
            super().data_received(data)
            if not self._in_head:
                self._head_bytes = 0
                return
            # Counted only while a head is unfinished once this data is parsed: a body
            # that arrives with its head is not counted.
            self._head_bytes += len(data)
            if self._head_bytes > MAX_HEAD_BYTES and not self.transport.is_closing():
                log.info("closed a connection whose request head passed %d bytes",
                         MAX_HEAD_BYTES)
                self.transport.write(_TOO_LARGE % (len(_TOO_LARGE_BODY), _TOO_LARGE_BODY))
                self.transport.close()

        def connection_lost(self, exc: Exception | None) -> None:
            self._disarm_head_timer()
            super().connection_lost(exc)

        def on_message_begin(self) -> None:
            super().on_message_begin()
            self._in_head = True
            self._head_bytes = 0
            self._arm_head_timer()

        def on_headers_complete(self) -> None:
            self._in_head = False
            self._disarm_head_timer()
            super().on_headers_complete()
            self._last_request()

        def handle_websocket_upgrade(self) -> None:
            super().handle_websocket_upgrade()
            # The connection is the websocket protocol's now and this one is never called
            # again: its parser, which refers back to it, would keep both in a cycle until
            # a full collection (one per websocket opened).
            self.parser = None  # type: ignore[assignment]

        # Between requests, uvicorn's keep-alive timeout closes an idle connection; the
        # next request's first byte (on_message_begin) arms the head deadline again.

        def _head_unfinished(self) -> bool:
            return self._in_head


def protocol(timeout: float, drain: float = 0.0) -> type:
    """The HTTP protocol class for uvicorn (`http=`), with a head deadline of `timeout` s
    and idle connections kept `drain` s when the server stops."""
    base = HttpToolsHeadDeadline if HttpToolsProtocol is not None else H11HeadDeadline
    return type(base.__name__, (base,), {"head_timeout": timeout, "drain": drain})
