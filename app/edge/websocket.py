"""uvicorn's websocket protocol (websockets' sans-I/O), with two changes for a busy server.

1. It lets go of each connection once lost. websockets parses incoming frames
   with a generator that refers to its own protocol object, which refers to the
   generator: every closed connection (its protocol, reader, buffers and close
   frame) would be left in a reference cycle that only a full garbage
   collection frees, and a busy server, which closes thousands of connections a
   minute, runs those seldom. Once the connection is lost nothing more is read,
   so the generator is closed there: the connection is then freed at once, by
   reference counting.
2. It offers the application a way to write one text message at once
   (`SEND_NOW`, an ASGI extension in the connection's scope): the message is
   framed and handed to the socket in the caller's own step, without an ASGI
   `send` (a coroutine, a message dict, the connection's writer task woken for
   each message). It writes only when nothing stands in the way: the handshake
   done, no close sent or received, and the socket's buffer below its high-water
   mark. Otherwise it answers False and the caller sends the usual way, which
   waits for the buffer to drain; so order and back-pressure are kept.
"""

from __future__ import annotations

from collections.abc import Callable

from uvicorn.protocols.websockets.websockets_sansio_impl import WebSocketsSansIOProtocol
from websockets.protocol import State

#: The scope extension that holds `send_now(payload: bytes) -> bool`, where it exists.
SEND_NOW = "bivouac.send_now"

SendNow = Callable[[bytes], bool]

_TEXT_FIN = 0x81  # FIN + text opcode


def frame_header(length: int) -> bytes:
    """The header of one unmasked, unfragmented, uncompressed text frame (RFC 6455, 5.2)."""
    if length < 126:
        return bytes((_TEXT_FIN, length))
    if length < 1 << 16:
        return bytes((_TEXT_FIN, 126)) + length.to_bytes(2, "big")
    return bytes((_TEXT_FIN, 127)) + length.to_bytes(8, "big")


#: Seconds between the pings each websocket gets from its instance: a proxy in front
#: (deploy/nginx.conf) may give up on an instance that said nothing for longer.
PING_EVERY = 20.0


class ReleasingWebSocketsProtocol(WebSocketsSansIOProtocol):
    """The protocol `python -m app` serves websockets with (uvicorn's `ws=`)."""

    def handle_connect(self, event: object) -> None:
        super().handle_connect(event)  # type: ignore[arg-type]
        scope = getattr(self, "scope", None)
        if scope is not None:
            scope["extensions"][SEND_NOW] = self.send_now

    def send_now(self, payload: bytes) -> bool:
        """Write one text message now; False if it must wait (or cannot be sent)."""
        conn = self.conn
        if (self.disconnected or self.close_sent or not self.handshake_complete
                or self.initial_response is not None or not self.writable.is_set()
                or conn.state is not State.OPEN or conn.expect_continuation_frame):
            return False
        if conn.extensions:  # compressed (WS_COMPRESSION): websockets frames it
            conn.send_text(payload)
            self.transport.write(b"".join(conn.data_to_send()))
            return True
        self.transport.write(frame_header(len(payload)) + payload)
        return True

    def connection_lost(self, exc: Exception | None) -> None:
        super().connection_lost(exc)
        # No more data can arrive: the parser is never stepped again.
        self.conn.parser.close()
        # The scope refers to this protocol through send_now: let go of it too.
        scope = getattr(self, "scope", None)
        if scope is not None:
            scope["extensions"].pop(SEND_NOW, None)
