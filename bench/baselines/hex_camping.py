"""A greedy Camping (lakes) player: the placement (or pass) that gains most at once.

Every legal move is tried on the position (rebuilt from the view) and the
half's score recomputed with the rules' own scoring (groups n(n+1)/2, lakes
to the majority); the move with the best lead over the opponent right after
it wins, ties at random. A pass counts what it hands the opponent, so it is
chosen only when it pays.
"""

from __future__ import annotations

import random

from app.games.base import Move, Seat
from app.games.hex_camping.board import hex_at
from app.games.hex_camping.rules import HexState, current_lake, free_around, score


def choose(state: HexState, seat: Seat, legal: list[Move], rng: random.Random) -> Move:
    """The move with the best immediate lead in the half being played."""
    best: list[Move] = []
    top = None
    for move in legal:
        campers = list(state.campers)
        if move["type"] == "place":
            col, row = move["hex"]
            campers[hex_at(col, row)] = seat
        else:  # a pass: the opponent gets every free hex by the current lake
            for h in free_around(state.lakes, state.campers, current_lake(state)):
                campers[h] = 1 - seat
        points = score(state.lakes, state.boats, tuple(campers))["points"]
        lead = points[seat] - points[1 - seat]
        if top is None or lead > top:
            best, top = [move], lead
        elif lead == top:
            best.append(move)
    return rng.choice(best)
