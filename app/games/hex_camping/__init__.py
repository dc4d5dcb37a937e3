"""Camping (lakes), `hex_camping`: the two-player hex game of campers and boats."""

from app.games.hex_camping.rules import GAME, HexCamping, HexState

__all__ = ["GAME", "HexCamping", "HexState"]
