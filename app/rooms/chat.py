"""Chat lines: checked here, stored with the match, sent to everyone in the room."""

from __future__ import annotations

import hashlib
import secrets
from collections import deque
from collections.abc import Callable

from app.db.records import ChatRecord
from app.protocol.outbound import ChatLine
from app.rooms.errors import RoomError
from app.text import TextError, check_text

CHAT_MAX = 500
HISTORY = 100
#: Spectators' chat lines per room: so many a second, and a burst of so many.
SPECTATOR_CHAT_RATE = (0.5, 10)


def clean_chat(raw: str) -> str:
    """A chat line, trimmed; refuses empty, overlong and control characters (newlines kept)."""
    if not raw.strip():
        raise RoomError("bad_chat", "A chat message cannot be empty.")
    try:
        return check_text(raw, "chat", max_len=CHAT_MAX)
    except TextError as error:
        raise RoomError("bad_chat", error.message) from None


def chat_line(record: ChatRecord, spectator: str | None = None) -> ChatLine:
    """The `chat` message everyone receives for a stored line."""
    return ChatLine(id=record.id, seat=record.seat, name=record.name, text=record.text,
                    at=record.created_at.isoformat().replace("+00:00", "Z"), spectator=spectator)


class ChatRoom:
    """A room's chat: its recent lines, who among the spectators may speak, and how often."""

    def __init__(self, spectator_chat: bool, spectator_limit: Callable[[], bool]) -> None:
        self.history: deque[ChatLine] = deque(maxlen=HISTORY)
        self.spectator_chat = spectator_chat
        #: Spectators the host muted, by their chat id.
        self.muted: set[str] = set()
        #: True while the spectators of this room may say one more line.
        self._spectators_may_speak = spectator_limit
        self._salt = secrets.token_bytes(16)

    def spectator_id(self, address: str) -> str:
        """A spectator's chat id: the same for every connection from one address to this
        room, and telling nothing of the address."""
        return "s" + hashlib.sha256(self._salt + address.encode()).hexdigest()[:10]

    def mute(self, spectator: str, muted: bool) -> None:
        """The host mutes (or unmutes) one spectator."""
        if muted:
            self.muted.add(spectator)
        else:
            self.muted.discard(spectator)

    def check(self, spectator: str | None, all_muted: bool, raw: str) -> str:
        """The cleaned line if this speaker may say it now (`spectator` None: a player)."""
        if spectator is not None and (all_muted or not self.spectator_chat
                                      or spectator in self.muted):
            raise RoomError("muted", "Spectators cannot chat in this room now.")
        text = clean_chat(raw)
        if spectator is not None and not self._spectators_may_speak():
            raise RoomError("rate_limited", "The spectators of this room chat too much; wait.")
        return text

    def keep(self, line: ChatLine) -> None:
        """Remember a line for those who connect later."""
        self.history.append(line)

    def knows(self, line_id: int) -> bool:
        """True if this line is among the recent ones already (heard from the bus or said here)."""
        return any(line.id == line_id for line in self.history)
