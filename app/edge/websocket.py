"""uvicorn's websocket protocol (websockets' sans-I/O), letting go of each connection once lost.

websockets parses incoming frames with a generator that refers to its own
protocol object, which refers to the generator: every closed connection (its
protocol, reader, buffers and close frame) is left in a reference cycle that
only a full garbage collection frees, and a busy server, which closes
thousands of connections a minute, runs those seldom. Once the connection is
lost nothing more is read, so the generator is closed there: the connection
is then freed at once, by reference counting.
"""

from __future__ import annotations

from uvicorn.protocols.websockets.websockets_sansio_impl import WebSocketsSansIOProtocol


class ReleasingWebSocketsProtocol(WebSocketsSansIOProtocol):
    """The protocol `python -m app` serves websockets with (uvicorn's `ws=`)."""

    def connection_lost(self, exc: Exception | None) -> None:
        super().connection_lost(exc)
        # No more data can arrive: the parser is never stepped again.
        self.conn.parser.close()
