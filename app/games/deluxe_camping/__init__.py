"""Deluxe Camping, `deluxe_camping`: move caravans and fence off the best zones of the campsite."""

from app.games.deluxe_camping.rules import GAME, DeluxeCamping
from app.games.deluxe_camping.state import CampState

__all__ = ["GAME", "CampState", "DeluxeCamping"]
