"""Monte Carlo tree search over the common game interface, determinised where information is hidden.

The tree is keyed by moves, not by states (single-observer information-set
MCTS): every iteration samples one full state consistent with the bot's view,
walks the tree with the moves legal in that sample, and values the leaf. The
player to move comes from `to_act`, never from ply parity, so the several
moves of one seat's turn simply follow one another in the tree.
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Hashable
from typing import Any

from app.bots.policy import Policy, Values
from app.games.base import JSON, Move, RulesError, Seat

#: Iterations between two looks at whether the leading move can still be caught.
STOP_CHECK = 16
#: Share of its time the search spends iterating: the iteration under way when the clock
#: runs out, and choosing the move, fit in the rest, so a move stays within the budget.
TIME_SHARE = 0.95


class Node:
    """A move in the tree and the statistics of the seat that played it."""

    __slots__ = ("mover", "move", "children", "visits", "total", "available", "moves",
                 "moves_for", "refined")

    def __init__(self, mover: Seat | None, move: Move | None) -> None:
        self.mover = mover
        self.move = move
        self.children: dict[Hashable, Node] = {}
        self.visits = 0
        self.total = 0.0
        self.available = 0  # iterations in which this move was legal at its parent
        self.moves: list[tuple[Hashable, Move]] = []
        self.moves_for: Hashable = None  # the policy signature the cached moves belong to
        self.refined = False  # the moves have been sorted by the policy's closer look

    def mean(self) -> float:
        """The average value for the seat that played this move."""
        return self.total / self.visits if self.visits else 0.0


class Samples:
    """Determinisations of one view: new ones until `limit`, then old ones at random."""

    def __init__(self, policy: Policy, view: JSON, seat: Seat, rng: random.Random) -> None:
        self.policy, self.view, self.seat, self.rng = policy, view, seat, rng
        self.limit = policy.samples if policy.hidden(view) else 1
        self.drawn: list[Any] = [policy.state(view, seat, rng)]

    def first(self) -> Any:
        """The first sample (the only one when nothing is hidden)."""
        return self.drawn[0]

    def next(self) -> Any:
        """The state for the next iteration."""
        if len(self.drawn) < self.limit:
            self.drawn.append(self.policy.state(self.view, self.seat, self.rng))
            return self.drawn[-1]
        return self.rng.choice(self.drawn)


class Search:
    """One search from one view, for one seat."""

    def __init__(self, policy: Policy, view: JSON, seat: Seat, legal: list[Move],
                 rng: random.Random) -> None:
        self.started = time.perf_counter()  # the root's preparation counts against the budget
        self.policy = policy
        self.game = policy.game
        self.rng = rng
        self.samples = Samples(policy, view, seat, rng)
        self.root = Node(None, None)
        self.root.moves = self._root_moves(seat, legal)
        self.root.moves_for = policy.signature(self.samples.first())
        self.iterations = 0

    def _root_moves(self, seat: Seat, legal: list[Move]) -> list[tuple[Hashable, Move]]:
        # The root may only offer what the server listed, in the policy's preferred order.
        key = self.policy.key
        allowed = {key(m): m for m in legal}
        first = self.samples.first()
        listed = [m for m in self.policy.candidates(first, seat) if key(m) in allowed]
        moves = self.policy.ordered(first, seat, listed or legal, self.rng)
        self.root.refined = True
        return [(key(m), allowed.get(key(m), m)) for m in moves]

    # ---- the loop -------------------------------------------------------------
    def run(self, seconds: float, iterations: int | None = None) -> Move:
        """Search until the time is up (or for exactly `iterations`), then the most tried move."""
        if len(self.root.moves) == 1:
            return self.root.moves[0][1]
        start = self.started
        deadline = start + TIME_SHARE * seconds
        while True:
            if iterations is not None:
                if self.iterations >= iterations:
                    break
            else:
                now = time.perf_counter()
                if now >= deadline:
                    break
                if self.iterations % STOP_CHECK == 0 and self._decided(now - start, deadline - now):
                    break
            self.iterate()
        return self.best()

    def _decided(self, elapsed: float, left: float) -> bool:
        # Stop early when the most tried move cannot be overtaken in the time left.
        if self.iterations < 2 * STOP_CHECK or elapsed <= 0:
            return False
        counts = sorted((c.visits for c in self.root.children.values()), reverse=True)
        if len(counts) < 2:
            return False
        still = self.iterations * left / elapsed
        return counts[0] - counts[1] > still

    def best(self) -> Move:
        """The root move tried most (ties: the better average), else the policy's first choice."""
        children = [self.root.children[k] for k, _ in self.root.moves if k in self.root.children]
        if not children:
            return self.root.moves[0][1]
        chosen = max(children, key=lambda c: (c.visits, c.mean()))
        assert chosen.move is not None
        return chosen.move

    def iterate(self) -> None:
        """One iteration: sample, select, expand one node, play out, back up."""
        self.iterations += 1
        state = self.samples.next()
        node = self.root
        path = [node]
        while True:
            seats = self.game.to_act(state)
            if not seats or self.game.is_over(state):
                break
            actor = seats[0]
            moves = self._moves(node, state, actor)
            if not moves:
                break
            child, state = self._select(node, moves, state, actor)
            if child is None:
                break
            path.append(child)
            node = child
            if child.visits == 0:
                state = self._playout(state)
                break
        values = self.policy.values(state)
        self._back_up(path, values)

    def _moves(self, node: Node, state: Any, actor: Seat) -> list[tuple[Hashable, Move]]:
        policy = self.policy
        signature = policy.signature(state)
        if not node.moves or node.moves_for != signature:
            node.moves = [(policy.key(m), m) for m in policy.candidates(state, actor)]
            node.moves_for = signature
            node.refined = False
        if not node.refined and policy.refine_after is not None \
                and node.visits >= policy.refine_after:
            moves = policy.ordered(state, actor, [m for _, m in node.moves], self.rng)
            node.moves = [(policy.key(m), m) for m in moves]
            node.refined = True
        return node.moves

    def _select(self, node: Node, moves: list[tuple[Hashable, Move]], state: Any,
                actor: Seat) -> tuple[Node | None, Any]:
        widening = self.policy.widening
        if widening is not None:
            moves = moves[: max(2, int(widening * math.sqrt(node.visits + 1)))]
        children = node.children
        for k, move in moves:
            if k not in children:
                after = self._apply(state, actor, move)
                if after is None:
                    continue
                child = Node(actor, move)
                children[k] = child
                for k2, _ in moves:
                    if k2 in children:
                        children[k2].available += 1
                return child, after
        # Every considered move has been tried: UCB over those legal in this sample.
        legal = [children[k] for k, _ in moves if k in children]
        if not legal:
            return None, state
        for child in legal:
            child.available += 1
        c = self.policy.exploration
        chosen = max(legal, key=lambda ch: ch.total / ch.visits
                     + c * math.sqrt(math.log(ch.available) / ch.visits))
        assert chosen.move is not None
        after = self._apply(state, actor, chosen.move)
        return (chosen, after) if after is not None else (None, state)

    def _apply(self, state: Any, seat: Seat, move: Move) -> Any | None:
        try:
            return self.game.apply(state, seat, move, self.rng)
        except RulesError:
            # A move cached for another sample that this sample does not allow.
            return None

    def _playout(self, state: Any) -> Any:
        game, policy, rng = self.game, self.policy, self.rng
        for _ in range(policy.rollout_plies):
            seats = game.to_act(state)
            if not seats or game.is_over(state):
                break
            state = game.apply(state, seats[0], policy.rollout_move(state, seats[0], rng), rng)
        return state

    @staticmethod
    def _back_up(path: list[Node], values: Values) -> None:
        path[0].visits += 1
        for node in path[1:]:
            node.visits += 1
            if node.mover is not None:
                node.total += values[node.mover]


def search(policy: Policy, view: JSON, seat: Seat, legal: list[Move], rng: random.Random,
           seconds: float, iterations: int | None = None) -> Move:
    """The move the search prefers after `seconds` of thinking (or exactly `iterations`)."""
    return Search(policy, view, seat, legal, rng).run(seconds, iterations)
