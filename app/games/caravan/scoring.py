"""Caravan scores: goods delivered, demand markers, and the penalty for goods still held."""

from __future__ import annotations

from app.games.base import JSON, Outcome, Seat, ranks_from_keys
from app.games.caravan.board import KINDS, POINTS
from app.games.caravan.state import UNLADEN, CaravanState

# Penalty by goods still held at the end: 0-1 goods, 2, 3, 4 or more.
PENALTY: tuple[int, ...] = (0, 0, -1, -3, -6)


def penalty(held: int) -> int:
    """The penalty for `held` goods still on one's camels."""
    return PENALTY[min(held, len(PENALTY) - 1)]


def score_sheet(state: CaravanState, seat: Seat) -> JSON:
    """One player's running score and what it is made of."""
    delivered = state.delivered[seat]
    held = sum(1 for _, load in state.camels[seat] if load != UNLADEN)
    points = sum(n * p for n, p in zip(delivered, POINTS, strict=False))
    markers = state.markers[seat]
    return {
        "delivered": {KINDS[k]: n for k, n in enumerate(delivered)},
        "delivered_goods": sum(delivered),
        "delivered_points": points,
        "demand_markers": markers,
        "held": held,
        "penalty": penalty(held),
        "score": points + markers + penalty(held),
    }


def outcome(state: CaravanState) -> Outcome | None:
    """Final scores; ties broken by goods delivered, then shared."""
    if not state.finished:
        return None
    sheets = [score_sheet(state, seat) for seat in range(state.players)]
    scores = tuple(sheet["score"] for sheet in sheets)
    keys = [(sheet["score"], sheet["delivered_goods"]) for sheet in sheets]
    return Outcome(
        scores=scores,
        ranks=ranks_from_keys(keys),
        details={"players": sheets, "end": state.end},
    )
