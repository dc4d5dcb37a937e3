"""The wire protocol as types: what clients send, what the server sends, what instances tell
each other. Every message is built from these models and encoded by `encode`, in one place."""

from app.protocol.inbound import MAX_MESSAGE_BYTES, ClientMessage, parse_client_message
from app.protocol.outbound import ServerMessage, encode

__all__ = ["MAX_MESSAGE_BYTES", "ClientMessage", "ServerMessage", "encode", "parse_client_message"]
