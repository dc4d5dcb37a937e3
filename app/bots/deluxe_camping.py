"""The `deluxe_camping` bot: tree search valued by territory, over steps and telling fences.

A fence matters when it closes a zone or where two seats' territories meet,
so the search looks at those fences (and at every step); the others, deep
inside one seat's territory, change nothing and are left out.
"""

from __future__ import annotations

from collections.abc import Hashable, Sequence

from app.bots.policy import Policy, Values, everyone_else
from app.bots.territory import expected_points, reach
from app.games.base import JSON, Move, Seat, ranks_from_keys
from app.games.deluxe_camping.board import Cell, Edge, coords, edge_cells, fence_move
from app.games.deluxe_camping.fencing import bridges, fence_options
from app.games.deluxe_camping.play import step_options
from app.games.deluxe_camping.rules import GAME
from app.games.deluxe_camping.scoring import TEAMS
from app.games.deluxe_camping.state import PLAY, CampState

END: Move = {"type": "end"}


def frontier_fences(state: CampState) -> list[Edge]:
    """Legal fences that close a zone, then those where two seats' territories meet."""
    mask = reach(state)
    splits = bridges(state)
    size = state.size
    closing, frontier = [], []
    for edge in fence_options(state):
        if edge in splits:
            closing.append(edge)
            continue
        a, b = edge_cells(size, edge)
        ma, mb = mask[a], mask[b]
        if ma and mb and (ma != mb or ma & (ma - 1)):
            frontier.append(edge)
    return closing + frontier


def _step(size: int, start: Cell, target: Cell) -> Move:
    return {"type": "step", "from": coords(size, start), "to": coords(size, target)}


class DeluxePolicy(Policy):
    """Knowledge of `deluxe_camping` for the search."""

    game = GAME
    margin_scale = 6.0
    exploration = 0.5
    widening = 2.0
    samples = 6
    order_by_value = True

    def hidden(self, view: JSON) -> bool:
        """Only the tokens before the reveal are hidden."""
        return not view["revealed"]

    def signature(self, state: CampState) -> Hashable:
        """Once revealed inside the tree the pest moves like a piece: its cell changes the moves."""
        return state.pest if state.revealed else -1

    def key(self, move: Move) -> Hashable:
        """A tuple naming the move."""
        kind = move["type"]
        if kind == "step":
            return (kind, *move["from"], *move["to"])
        if kind == "fence":
            return (kind, *move["cell"], move["side"])
        if kind == "place_bungalow":
            return (kind, *move["cells"][0], *move["cells"][1])
        if "cell" in move:
            return (kind, *move["cell"])
        return kind

    def candidates(self, state: CampState, seat: Seat) -> list[Move]:
        """Setup: every placement. A turn: frontier fences, then steps, then ending the turn."""
        if state.phase != PLAY or seat != state.to_move:
            return GAME.legal_moves(state, seat)
        size = state.size
        moves = [fence_move(size, edge) for edge in frontier_fences(state)]
        moves.extend(_step(size, a, b) for a, b in step_options(state, seat))
        moves.append(END)
        return moves

    def rivals(self, seat: Seat, players: int) -> list[Seat]:
        """With four players the other team; otherwise every other seat."""
        if players == len(TEAMS) * 2:
            return [s for s in range(players) if s % 2 != seat % 2]
        return everyone_else(seat, players)

    def estimate(self, state: CampState) -> list[float]:
        """Expected points from closed zones and territory (a team's total with four players)."""
        return _team_totals(expected_points(state))

    def result_values(self, ranks: Sequence[int], scores: Sequence[float]) -> Values:
        """With four players the team's result alone: both teammates win, draw or lose together.

        (Individual ranks inside a team say nothing of the match's result; a
        search that valued them would take points from its teammate.)
        """
        if len(scores) != len(TEAMS) * 2:
            return super().result_values(ranks, scores)
        teams = _team_totals(scores)
        return super().result_values(ranks_from_keys(teams), teams)


def _team_totals(points: Sequence[float]) -> list[float]:
    """With four players, each seat's team total; otherwise the points themselves."""
    if len(points) != len(TEAMS) * 2:
        return list(points)
    teams = [sum(points[s] for s in team) for team in TEAMS]
    return [teams[seat % 2] for seat in range(len(points))]


POLICY = DeluxePolicy()
