"""Chat lines: checked here, stored with the match, sent to everyone in the room."""

from __future__ import annotations

import unicodedata

from app.db.records import ChatRecord
from app.protocol.outbound import ChatLine
from app.rooms.errors import RoomError

CHAT_MAX = 500
HISTORY = 100


def clean_chat(raw: str) -> str:
    """A chat line, trimmed; refuses empty, overlong and control characters (newlines kept)."""
    text = unicodedata.normalize("NFC", raw).strip()
    if not text:
        raise RoomError("bad_chat", "A chat message cannot be empty.")
    if len(text) > CHAT_MAX:
        raise RoomError("bad_chat", f"A chat message has at most {CHAT_MAX} characters.")
    if any(unicodedata.category(ch) in {"Cc", "Cf", "Cs", "Co"} and ch != "\n" for ch in text):
        raise RoomError("bad_chat", "A chat message may not contain control characters.")
    return text


def chat_line(record: ChatRecord, spectator: str | None = None) -> ChatLine:
    """The `chat` message everyone receives for a stored line."""
    return ChatLine(id=record.id, seat=record.seat, name=record.name, text=record.text,
                    at=record.created_at.isoformat().replace("+00:00", "Z"), spectator=spectator)
