"""The errors of rooms (defined with the protocol, whose codes they carry)."""

from app.protocol.errors import RoomError, not_found

__all__ = ["RoomError", "not_found"]
