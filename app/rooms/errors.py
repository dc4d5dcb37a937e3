"""The errors of rooms (defined with the protocol, whose codes they carry)."""

from app.db.engine import RETRY_AFTER, database_fault, match_gone
from app.protocol.errors import MATCH_GONE, RoomError, not_found, unavailable


def unavailable_for(error: BaseException) -> RoomError | None:
    """`unavailable` (with the retry hint) if `error` is a fault of the database
    (away, busy, full, read-only, refusing its login);
    None for any other failure (a bug, to be logged as one)."""
    fault = database_fault(error)
    return None if fault is None else unavailable(fault, RETRY_AFTER)


def gone_for(error: BaseException) -> RoomError | None:
    """`not_found` if `error` is a write naming a match the database no longer holds
    (deleted under the server, or an older backup restored); None otherwise."""
    return match_gone_error() if match_gone(error) else None


def match_gone_error() -> RoomError:
    """`not_found`, for a room whose match is no longer in the database."""
    return RoomError("not_found", MATCH_GONE)


__all__ = ["RoomError", "gone_for", "match_gone_error", "not_found", "unavailable_for"]
