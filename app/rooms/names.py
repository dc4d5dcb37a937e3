"""Display names and ids."""

from __future__ import annotations

import hashlib
import hmac
import re
import secrets
from collections.abc import Iterable

from app.rooms.errors import RoomError
from app.text import TextError, check_text, same_name

NAME_MAX = 32
ID_ALPHABET = "abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789"


def clean_name(raw: object) -> str:
    """A display name under the text policy (app/text.py); RoomError('bad_name') if refused."""
    try:
        return check_text(raw, "name", max_len=NAME_MAX)  # type: ignore[arg-type]
    except TextError as error:
        raise RoomError("bad_name", error.message) from None


def check_name_free(name: str, seated: Iterable[str | None]) -> None:
    """RoomError('name_taken') if `name` could be taken for a seated player's name.

    Case, compatibility forms and look-alike letters count as the same name
    (app/text.py `same_name`): "ALICE" and "Аlice" (Cyrillic А) copy "Alice".
    """
    if any(other and same_name(name, other) for other in seated):
        raise RoomError("name_taken", "Someone in this room already has this name "
                                      "(or one that looks the same); please choose another.")


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
