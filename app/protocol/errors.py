"""Errors of rooms and the API, each with a stable code; translated to replies at the edge."""

from __future__ import annotations


class RoomError(Exception):
    """A refused request: `code` is stable and machine-readable, the message is for humans."""

    def __init__(self, code: str, message: str) -> None:
        super().__init__(message)
        self.code = code
        self.message = message


def not_found(what: str = "room") -> RoomError:
    """No room or match has this id."""
    return RoomError("not_found", f"No {what} has this id.")
