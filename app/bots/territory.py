"""Deluxe Camping territory: what each seat can expect from the zones, closed or still open.

Closed (attributed) zones score exactly. An open zone is shared out the way
territory is in Go or Amazons: every cell goes to the seat whose caravans or
bungalow reach it first, walking around fences (ties split the cell). The
pool, the ice-cream sellers and the pest follow the cells they stand on.
"""

from __future__ import annotations

from app.games.deluxe_camping.board import CARAVAN, POOL, ZONE_MIXED, geometry
from app.games.deluxe_camping.scoring import PEST_PENALTY, POOL_FACTOR, SELLER_POINTS
from app.games.deluxe_camping.state import CampState, pest_cell

#: An open zone's cells are not safe yet: each counts this much of a closed one.
OPEN_CELL = 0.9
#: Share of the pool's doubling credited to whoever reaches the pool first (the zone may shrink).
POOL_SHARE = 0.6
#: The pest can still be pushed around by anyone: only part of its penalty is expected to stick.
PEST_SHARE = 0.5

# Per bit mask of seats (4 seats at most): each seat of the mask with its share of a cell.
SHARES: tuple[tuple[tuple[int, float], ...], ...] = tuple(
    tuple((s, 1.0 / bin(mask).count("1")) for s in range(4) if mask >> s & 1)
    for mask in range(16)
)


def reach(state: CampState) -> list[int]:
    """Per cell of the open zones, the seats whose pieces are nearest to it (bit s: seat s).

    Cells of closed zones, and of zones without player pieces, get 0.
    """
    board, fences = state.board, state.fences
    owners, zone_of = state.owners, state.zone_of
    links = geometry(state.size).links
    count = len(board)
    dist = [-1] * count
    mask = [0] * count
    frontier = []
    for cell, piece in enumerate(board):
        if piece >= CARAVAN and owners[zone_of[cell]] == ZONE_MIXED:
            dist[cell] = 0
            mask[cell] = 1 << (piece & 3)
            frontier.append(cell)
    depth = 0
    while frontier:
        depth += 1
        ahead = []
        for cell in frontier:
            seats = mask[cell]
            for other, _, bit in links[cell]:
                if fences & bit:
                    continue
                if dist[other] < 0:
                    dist[other] = depth
                    mask[other] = seats
                    ahead.append(other)
                elif dist[other] == depth:
                    mask[other] |= seats
        frontier = ahead
    return mask


def expected_points(state: CampState) -> list[float]:
    """Each seat's expected final score: closed zones exactly, open ones shared by reach."""
    players = state.players
    board, zone_of, owners = state.board, state.zone_of, state.owners
    mask = reach(state)
    zones = len(owners)
    size = [0] * zones
    pool = [False] * zones
    pool_seats = [0] * zones
    open_cells = [[0.0] * players for _ in range(zones)]
    for cell, zone in enumerate(zone_of):
        if owners[zone] >= 0:
            size[zone] += 1
            if board[cell] == POOL:
                pool[zone] = True
            continue
        seats = mask[cell]
        if seats:
            counts = open_cells[zone]
            for seat, share in SHARES[seats]:
                counts[seat] += share
            if board[cell] == POOL:
                pool_seats[zone] |= seats
    bonus = [0.0] * zones
    points = [0.0] * players
    pest = pest_cell(state)
    for token in state.tokens:
        zone = zone_of[token]
        worth = float(-PEST_PENALTY if token == pest else SELLER_POINTS)
        if owners[zone] >= 0:
            bonus[zone] += worth
        elif mask[token]:
            if token == pest:
                worth *= PEST_SHARE
            for seat, share in SHARES[mask[token]]:
                points[seat] += worth * share
    for zone in range(zones):
        owner = owners[zone]
        if owner >= 0:
            value = size[zone] * (POOL_FACTOR if pool[zone] else 1) + bonus[zone]
            points[owner] += max(value, 0)
            continue
        counts = open_cells[zone]
        for seat in range(players):
            points[seat] += OPEN_CELL * counts[seat]
        if pool_seats[zone]:
            for seat, share in SHARES[pool_seats[zone]]:
                points[seat] += POOL_SHARE * (POOL_FACTOR - 1) * OPEN_CELL * counts[seat] * share
    return points
