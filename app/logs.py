"""Logging set-up: seat tokens never reach a log, whatever the level."""

from __future__ import annotations

import logging
import re

# A token as it travels in a message: "token":"…" (hello, rematch_seat).
_TOKEN = re.compile(r"""(["']token["']\s*:\s*["'])[^"']*(["'])""")
# A websocket frame logged at debug level ("< TEXT '…' [98 bytes]"): its payload may be
# cut anywhere, leaving part of a token without its key, so it is never logged.
_FRAME = re.compile(r"^([<>] (?:TEXT|BINARY))\s.*?(\[\d+ bytes\])?$", re.S)
#: Loggers that may see raw websocket frames or request bodies at debug level.
WATCHED = ("uvicorn", "uvicorn.error", "uvicorn.access", "websockets", "app")


class RedactTokens(logging.Filter):
    """Replace the value of every `"token"` in a record by an ellipsis."""

    def filter(self, record: logging.LogRecord) -> bool:
        """Rewrite the record's message if it holds a token; always keep the record."""
        message = record.getMessage()
        frame = _FRAME.match(message)
        if frame:
            record.msg = f"{frame.group(1)} (payload not logged) {frame.group(2) or ''}".rstrip()
            record.args = ()
        elif "token" in message:
            record.msg = _TOKEN.sub(r"\1…\2", message)
            record.args = ()
        return True


def configure(level: str) -> None:
    """Log at `level` on stderr, with tokens redacted on every logger that could see one."""
    logging.basicConfig(level=level.upper(), format="%(levelname)s %(name)s: %(message)s")
    redact = RedactTokens()
    for name in WATCHED:
        logger = logging.getLogger(name)
        if not any(isinstance(f, RedactTokens) for f in logger.filters):
            logger.addFilter(redact)
    for handler in logging.getLogger().handlers:
        if not any(isinstance(f, RedactTokens) for f in handler.filters):
            handler.addFilter(redact)
