"""Display names and ids."""

from __future__ import annotations

import hashlib
import hmac
import re
import secrets
import unicodedata

from app.rooms.errors import RoomError

NAME_MAX = 32
ID_ALPHABET = "abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789"


def clean_name(raw: object) -> str:
    """A display name, trimmed; refuses empty, overlong and control characters."""
    if not isinstance(raw, str):
        raise RoomError("bad_name", "A display name must be text.")
    name = " ".join(unicodedata.normalize("NFC", raw).split())
    if not name:
        raise RoomError("bad_name", "Please choose a display name.")
    if len(name) > NAME_MAX:
        raise RoomError("bad_name", f"A display name has at most {NAME_MAX} characters.")
    if any(unicodedata.category(ch) in {"Cc", "Cf", "Cs", "Co", "Cn"} for ch in name):
        raise RoomError("bad_name", "A display name may not contain control characters.")
    return name


_ID = re.compile(r"[A-Za-z0-9_-]{1,16}")


def valid_id(value: str) -> bool:
    """True if `value` can be a room or match id (anything else names nothing)."""
    return _ID.fullmatch(value) is not None


def new_room_id() -> str:
    """A random room id: 10 characters, about 58 bits, no look-alike letters."""
    return "".join(secrets.choice(ID_ALPHABET) for _ in range(10))


def new_token() -> str:
    """A seat token: 192 random bits."""
    return secrets.token_urlsafe(24)


def hash_token(token: str) -> str:
    """The stored form of a token."""
    return hashlib.sha256(token.encode("utf-8")).hexdigest()


def token_matches(token: str, stored_hash: str | None) -> bool:
    """Constant-time check of a token against a stored hash."""
    if stored_hash is None:
        return False
    return hmac.compare_digest(hash_token(token), stored_hash)
