"""Authoritative rooms: one per match, serialising its moves. No websockets here."""
