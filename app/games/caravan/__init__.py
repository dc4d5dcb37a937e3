"""Caravan, `caravan`: camels carry goods along chains to the cities that want them."""

from app.games.caravan.rules import GAME, Caravan
from app.games.caravan.state import CaravanState

__all__ = ["GAME", "Caravan", "CaravanState"]
