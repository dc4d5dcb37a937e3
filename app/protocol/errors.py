"""Errors of rooms and the API, each with a stable code; translated to replies at the edge."""

from __future__ import annotations


class RoomError(Exception):
    """A refused request: `code` is stable and machine-readable, the message is for humans."""

    def __init__(self, code: str, message: str, retry_after: float | None = None) -> None:
        super().__init__(message)
        self.code = code
        self.message = message
        #: Seconds after which the same request may succeed (`unavailable` only).
        self.retry_after = retry_after


_UNAVAILABLE = {
    "away": "The database is not answering",
    "busy": "The database is too busy to answer in time",
    "full": "The database has no space left",
    "readonly": "The database takes no writes at the moment (it is read-only)",
    "denied": "The database refuses the server's access at the moment",
    "schema": "The database does not hold the server's tables at the moment",
}


def unavailable(fault: str, retry_after: float) -> RoomError:
    """The database cannot serve now (`fault`: away, busy, full, readonly, denied or schema);
    nothing was changed."""
    reason = _UNAVAILABLE.get(fault, _UNAVAILABLE["away"])
    return RoomError("unavailable", f"{reason}; nothing was changed. Try again shortly.",
                     retry_after)


#: The message of `not_found` when a room's match left the database under it.
MATCH_GONE = "This match is no longer stored on the server; its room is closed."


def not_found(what: str = "room") -> RoomError:
    """No room or match has this id."""
    return RoomError("not_found", f"No {what} has this id.")
