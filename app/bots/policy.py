"""What a search needs to know about one game beyond its rules: moves worth trying and values."""

from __future__ import annotations

import json
import math
import random
from abc import ABC, abstractmethod
from collections.abc import Callable, Hashable, Sequence
from typing import Any

from app.games.base import JSON, Game, Move, Seat

Values = list[float]  # per seat, in [0, 1]: 1 a sure win, 0 a sure loss

#: In a finished match, how much of the value is the rank; the rest rewards the margin.
RANK_SHARE = 0.9
#: An unfinished match is never as sure as a finished one: its values stay inside this band.
OPEN_LOW, OPEN_HIGH = 0.15, 0.85


def sigmoid(x: float) -> float:
    """The logistic function, safe for large arguments."""
    if x >= 0:
        return 1.0 / (1.0 + math.exp(-x))
    e = math.exp(x)
    return e / (1.0 + e)


def everyone_else(seat: Seat, players: int) -> list[Seat]:
    """Every seat but `seat`: the rivals of a game without teams."""
    return [s for s in range(players) if s != seat]


def margin_values(points: Sequence[float], scale: float,
                  rivals: Callable[[Seat, int], list[Seat]] = everyone_else) -> Values:
    """Each seat's chance to win guessed from its lead over its best rival."""
    values = []
    for seat, mine in enumerate(points):
        best = max((points[s] for s in rivals(seat, len(points))), default=mine)
        values.append(sigmoid((mine - best) / scale))
    return values


def rank_values(ranks: Sequence[int]) -> Values:
    """1 for beating every other seat, 0 for losing to all; a tie counts half."""
    n = len(ranks)
    if n < 2:
        return [1.0] * n
    values = []
    for seat, rank in enumerate(ranks):
        above = sum(1 for s, r in enumerate(ranks) if s != seat and r > rank)
        tied = sum(1 for s, r in enumerate(ranks) if s != seat and r == rank)
        values.append((above + 0.5 * tied) / (n - 1))
    return values


class Policy(ABC):
    """The game knowledge of a bot: states behind a view, candidate moves, evaluation, easy play."""

    game: Game
    #: Points of lead that make a win about three times likelier than a loss.
    margin_scale: float = 10.0
    #: UCT exploration constant (values lie in [0, 1]).
    exploration: float = 0.7
    #: Progressive widening: a node with n visits tries its first `widening * sqrt(n)` moves.
    widening: float | None = None
    #: Plies of the rollout policy played after a new node before the position is valued.
    rollout_plies: int = 0
    #: Distinct determinisations drawn per search; later iterations reuse them at random.
    samples: int = 1
    #: Visits after which an inner node sorts its moves with `ordered` (None: only the root).
    refine_after: int | None = None
    #: Sort moves by the value of the position each one leads to (see `ordered`).
    order_by_value: bool = False
    #: Chance that the easy bot plays a random move instead of the one that looks best at once.
    easy_slip: float = 0.3

    # ---- states -------------------------------------------------------------
    def hidden(self, view: JSON) -> bool:
        """True when the view leaves part of the state unknown, so the search must sample it."""
        return self.game.hidden_information

    def state(self, view: JSON, seat: Seat, rng: random.Random) -> Any:
        """A full state consistent with `view` (a sample of it when something is hidden)."""
        return self.game.determinize(view, seat, rng)

    # ---- moves --------------------------------------------------------------
    def shortcut(self, view: JSON, seat: Seat, legal: list[Move]) -> Move | None:
        """A move to play without thinking, at every level (None: think)."""
        return None

    def decide(self, view: JSON, seat: Seat, legal: list[Move], level: str,
               rng: random.Random, seconds: float, iterations: int | None) -> Move | None:
        """A searching level's move found the game's own way (None: the tree search decides)."""
        return None

    def key(self, move: Move) -> Hashable:
        """A hashable identity of a move, equal for equal moves."""
        return json.dumps(move, sort_keys=True, separators=(",", ":"))

    def signature(self, state: Any) -> Hashable:
        """What the candidates of a tree node depend on beyond its moves (0: nothing hidden)."""
        return 0

    def candidates(self, state: Any, seat: Seat) -> list[Move]:
        """The legal moves worth searching in `state`, most promising first."""
        return self.game.legal_moves(state, seat)

    def ordered(self, state: Any, seat: Seat, moves: list[Move],
                rng: random.Random) -> list[Move]:
        """`moves` sorted best first by a closer (and dearer) look than `candidates` takes."""
        if not self.order_by_value:
            return moves
        scored = [(-self.value_after(state, seat, m, rng), n, m) for n, m in enumerate(moves)]
        scored.sort(key=lambda t: (t[0], t[1]))
        return [m for _, _, m in scored]

    def value_after(self, state: Any, seat: Seat, move: Move, rng: random.Random) -> float:
        """The value for `seat` of the position right after it plays `move`."""
        return self.values(self.game.apply(state, seat, move, rng))[seat]

    def rollout_move(self, state: Any, seat: Seat, rng: random.Random) -> Move:
        """A cheap move for playouts."""
        return rng.choice(self.game.legal_moves(state, seat))

    # ---- values -------------------------------------------------------------
    def rivals(self, seat: Seat, players: int) -> list[Seat]:
        """The seats whose points `seat` must beat (every other one unless there are teams)."""
        return everyone_else(seat, players)

    @abstractmethod
    def estimate(self, state: Any) -> list[float]:
        """Each seat's expected final points from an unfinished position."""

    def values(self, state: Any) -> Values:
        """Each seat's value of `state`: from the outcome once over, else from `estimate`."""
        outcome = self.game.outcome(state)
        if outcome is None:
            guess = margin_values(self.estimate(state), self.margin_scale, self.rivals)
            return [OPEN_LOW + (OPEN_HIGH - OPEN_LOW) * v for v in guess]
        return self.result_values(outcome.ranks, outcome.scores)

    def result_values(self, ranks: Sequence[int], scores: Sequence[float]) -> Values:
        """Each seat's value of a finished match: mostly its rank, a little its margin."""
        by_rank = rank_values(ranks)
        margins = margin_values(scores, self.margin_scale, self.rivals)
        return [RANK_SHARE * r + (1 - RANK_SHARE) * m for r, m in zip(by_rank, margins, strict=True)]

    # ---- easy play ----------------------------------------------------------
    def easy_choices(self, state: Any, seat: Seat, legal: list[Move]) -> list[Move]:
        """The moves the easy bot weighs (all legal ones unless a game narrows them)."""
        return legal

    def slips(self, moves: list[Move]) -> list[Move]:
        """The moves a careless easy bot may play instead of its best one."""
        return moves

    def easy_move(self, state: Any, seat: Seat, legal: list[Move], rng: random.Random) -> Move:
        """The easy level's move: the best-looking one a move ahead, now and then a random one."""
        moves = self.easy_choices(state, seat, legal) or legal
        if rng.random() < self.easy_slip:
            return rng.choice(self.slips(moves))
        best: list[Move] = []
        top = float("-inf")
        for move in moves:
            value = self.value_after(state, seat, move, rng)
            if value > top + 1e-9:
                best, top = [move], value
            elif value > top - 1e-9:
                best.append(move)
        return rng.choice(best)
