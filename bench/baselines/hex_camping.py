"""A greedy Camping (lakes) player: the placement (or pass) that gains most at once.

Every legal move is tried on the position (read from the view) and the
half's score recomputed with the rules' own scoring (groups n(n+1)/2, lakes
to the majority); the move with the best lead over the opponent right after
it wins, ties at random. A pass counts what it hands the opponent, so it is
chosen only when it pays.
"""

from __future__ import annotations

import random

from app.games.base import JSON, Move, Seat
from app.games.hex_camping.board import CELLS, hex_at
from app.games.hex_camping.rules import EMPTY, free_around, score


def _hex(pair: list[int]) -> int:
    return hex_at(pair[0], pair[1])


def _lead(lakes: tuple[int, ...], boats: tuple[int, ...], campers: list[int], seat: Seat) -> int:
    points = score(lakes, boats, tuple(campers))["points"]
    return points[seat] - points[1 - seat]


def choose(view: JSON, seat: Seat, legal: list[Move], rng: random.Random) -> Move:
    """The move with the best immediate lead in the half being played."""
    lakes = [0] * len(view["lakes"])
    boats = [0] * len(view["lakes"])
    for lake in view["lakes"]:
        lakes[lake["number"] - 1] = _hex(lake["hex"])
        boats[lake["number"] - 1] = lake["boats"]
    campers = [EMPTY] * CELLS
    for camper in view["campers"]:
        campers[_hex(camper["hex"])] = camper["seat"]
    best: list[Move] = []
    top = None
    for move in legal:
        after = list(campers)
        if move["type"] == "place":
            after[_hex(move["hex"])] = seat
        else:  # a pass: the opponent gets every free hex by the current lake
            for h in free_around(tuple(lakes), tuple(campers), view["current_lake"] - 1):
                after[h] = 1 - seat
        lead = _lead(tuple(lakes), tuple(boats), after, seat)
        if top is None or lead > top:
            best, top = [move], lead
        elif lead == top:
            best.append(move)
    return rng.choice(best)
