"""Zone values, running scores, teams and the final ranking."""

from __future__ import annotations

from dataclasses import dataclass

from app.games.base import JSON, Outcome, ranks_from_keys
from app.games.deluxe_camping.board import POOL, Cell
from app.games.deluxe_camping.state import CampState, pest_cell

POOL_FACTOR = 2
SELLER_POINTS = 5
PEST_PENALTY = 10
TEAMS = ((0, 2), (1, 3))  # with four players: players 1 & 3 against 2 & 4


@dataclass(frozen=True)
class Zone:
    """One zone: its cells, its owner (-1 empty, -2 shared, else a seat) and contents."""

    cells: tuple[Cell, ...]
    owner: int
    pool: bool
    sellers: int
    pest: bool

    @property
    def value(self) -> int:
        """Points the zone scores for its owner, in the order the rules state."""
        points = len(self.cells)
        if self.pool:
            points *= POOL_FACTOR
        points += SELLER_POINTS * self.sellers
        if self.pest:
            points -= PEST_PENALTY
        return max(points, 0)


def zone_list(state: CampState) -> list[Zone]:
    """Every zone of the board, in the order of its first cell (row by row)."""
    cells: list[list[Cell]] = [[] for _ in state.owners]
    for cell, zone in enumerate(state.zone_of):
        cells[zone].append(cell)
    pest = pest_cell(state)
    token_zones = [state.zone_of[t] for t in state.tokens if t != pest]
    pest_zone = None if pest is None else state.zone_of[pest]
    return [
        Zone(
            cells=tuple(members),
            owner=state.owners[zone],
            pool=any(state.board[c] == POOL for c in members),
            sellers=token_zones.count(zone),
            pest=zone == pest_zone,
        )
        for zone, members in enumerate(cells)
    ]


def scores(state: CampState) -> tuple[int, ...]:
    """Each seat's points from its attributed zones (all zero before the tokens are revealed)."""
    totals = [0] * state.players
    if state.revealed:
        for zone in zone_list(state):
            if zone.owner >= 0:
                totals[zone.owner] += zone.value
    return tuple(totals)


def team_scores(points: tuple[int, ...]) -> tuple[int, ...]:
    """With four players, each team's total; otherwise empty."""
    if len(points) != 4:
        return ()
    return tuple(sum(points[s] for s in team) for team in TEAMS)


def ranks(points: tuple[int, ...]) -> tuple[int, ...]:
    """Ranks per seat: by score; with four players the team decides first.

    The winning team's seats rank 1 and 2, the losing team's 3 and 4, the
    higher individual score first. Ruling (team tie): with equal team totals
    each team's higher score shares rank 1 and each team's lower shares rank 3.
    Teammates with equal scores share their team's better rank.
    """
    teams = team_scores(points)
    if not teams:
        return ranks_from_keys(list(points))
    result = [0] * len(points)
    for index, team in enumerate(TEAMS):
        other = teams[1 - index]
        if teams[index] == other:
            first, second = 1, 3
        elif teams[index] > other:
            first, second = 1, 2
        else:
            first, second = 3, 4
        high = max(points[s] for s in team)
        for seat in team:
            result[seat] = first if points[seat] == high else second
    return tuple(result)


def outcome(state: CampState) -> Outcome:
    """The final result of a finished match."""
    points = scores(state)
    details: dict[str, JSON] = {"end": state.end}
    teams = team_scores(points)
    if teams:
        details["teams"] = [
            {"seats": list(team), "score": total} for team, total in zip(TEAMS, teams, strict=True)
        ]
    return Outcome(scores=points, ranks=ranks(points), details=details)
