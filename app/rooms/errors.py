"""The errors of rooms (defined with the protocol, whose codes they carry)."""

from app.db.engine import RETRY_AFTER, database_fault
from app.protocol.errors import RoomError, not_found, unavailable


def unavailable_for(error: BaseException) -> RoomError | None:
    """`unavailable` (with the retry hint) if `error` is a fault of the database
    (away, busy, full, read-only, refusing its login);
    None for any other failure (a bug, to be logged as one)."""
    fault = database_fault(error)
    return None if fault is None else unavailable(fault, RETRY_AFTER)


__all__ = ["RoomError", "not_found", "unavailable_for"]
