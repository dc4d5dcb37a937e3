"""The `caravan` bot: tree search over a few purposeful actions, valued by chains and goods.

Of the two hundred camel placements of a turn, only those that matter are
searched: onto goods, onto the cities they want, along the cheapest chains
home, or next to a rival's load worth stealing. The bag's order is sampled
afresh for every iteration from its public counts.
"""

from __future__ import annotations

import random
import time
from collections.abc import Hashable

from app.bots.caravan_greedy import greedy_move, lookahead_move
from app.bots.caravan_plan import chain_targets, expected_points, seat_masks
from app.bots.levels import HARD, MEDIUM
from app.bots.policy import Policy
from app.games.base import JSON, Move, Seat
from app.games.caravan.board import CITY, KIND_OF_NAME, NUMBERED, space_at
from app.games.caravan.rules import GAME
from app.games.caravan.state import EMPTY, STOLEN, UNLADEN, CaravanState, actions_for

END: Move = {"type": "end"}
#: Per searching level: plies of greedy play after each candidate, and candidates weighed.
LOOKAHEAD: dict[str, tuple[int, int]] = {MEDIUM: (6, 8), HARD: (12, 24)}


def _space(pair: list[int] | None) -> int:
    return -1 if pair is None else space_at(pair[0], pair[1])


def useful_targets(state: CaravanState, seat: Seat) -> int:
    """Spaces (as a mask) where a camel of `seat` would serve a pick-up, a chain or a theft."""
    anywhere, unladen = seat_masks(state, seat)
    targets = 0
    for number, kind in enumerate(state.goods):
        if kind == EMPTY:
            continue
        space = NUMBERED[number]
        if not unladen >> space & 1:
            targets |= 1 << space
        else:
            city = CITY[kind]
            targets |= chain_targets(space, city, anywhere, bool(unladen >> city & 1))
    for space, load in state.camels[seat]:
        if load != UNLADEN:
            city = CITY[load % STOLEN]
            targets |= chain_targets(space, city, anywhere, bool(unladen >> city & 1))
    if state.thefts[seat]:
        for other, camels in enumerate(state.camels):
            if other != seat:
                for space, load in camels:
                    if 0 <= load < STOLEN:
                        targets |= 1 << space
    return targets


class CaravanPolicy(Policy):
    """Knowledge of `caravan` for the search."""

    game = GAME
    margin_scale = 5.0
    exploration = 0.5
    widening = 2.0
    samples = 64
    refine_after = 12
    order_by_value = True
    #: Playouts follow the purposeful greedy player to the end of the next own turn or so.
    rollout_plies = 12
    easy_slip = 0.25

    def decide(self, view: JSON, seat: Seat, legal: list[Move], level: str,
               rng: random.Random, seconds: float, iterations: int | None) -> Move | None:
        """Medium and hard: the greedy plan, departed from where a lookahead finds better.

        Every candidate is followed by both sides' greedy play for a few plies
        (medium 6 plies over its 8 first candidates, hard 12 over 24) and the
        result valued by expected points; tree search with such playouts
        weighed too few of them in the time to beat the plan itself.
        """
        plies, width = LOOKAHEAD.get(level, LOOKAHEAD[HARD])
        state = self.state(view, seat, rng)
        allowed = {self.key(m): m for m in legal}
        candidates = [m for m in self.candidates(state, seat) if self.key(m) in allowed][:width]
        deadline = None if iterations is not None else time.perf_counter() + seconds
        move = lookahead_move(state, seat, candidates, plies, rng, deadline)
        return allowed.get(self.key(move), move)

    def signature(self, state: CaravanState) -> Hashable:
        """Goods and camels: a different draw from the bag changes what can be done."""
        return state.goods, state.camels

    def key(self, move: Move) -> Hashable:
        """A tuple naming the action."""
        kind = move["type"]
        if kind == "camel":
            return kind, _space(move["from"]), _space(move["to"])
        if kind == "pickup":
            return kind, _space(move["at"])
        if kind == "carry":
            return kind, _space(move["from"]), _space(move["to"]), move["good"], move["stolen"]
        if kind == "steal":
            return kind, _space(move["at"]), move["victim"], move["good"]
        return kind

    def candidates(self, state: CaravanState, seat: Seat) -> list[Move]:
        """Deliveries, pick-ups, thefts, purposeful camels, other carries, then ending the turn."""
        legal = GAME.legal_moves(state, seat)
        targets = useful_targets(state, seat)
        from_supply = state.supply[seat] > 0
        first: list[Move] = []
        camels: list[Move] = []
        carries: list[Move] = []
        end: list[Move] = []
        for move in legal:
            kind = move["type"]
            if kind == "camel":
                if targets >> _space(move["to"]) & 1 and (move["from"] is None or not from_supply):
                    camels.append(move)
            elif kind == "carry":
                delivers = CITY[KIND_OF_NAME[move["good"]]] == _space(move["to"])
                (first if delivers else carries).append(move)
            elif kind in ("pickup", "steal"):
                first.append(move)
            else:
                end.append(move)
        plan = [greedy_move(state, seat)]
        if state.actions_left == actions_for(state.turn):
            # Ending a turn before any action may end the match (stalemate rule): look at it first.
            return _unique(self, end + plan + first + camels + carries)
        return _unique(self, plan + first + camels + carries + end)

    def ordered(self, state: CaravanState, seat: Seat, moves: list[Move],
                rng: random.Random) -> list[Move]:
        """By value, but the greedy player's move first: the search starts from a sound plan."""
        ranked = super().ordered(state, seat, moves, rng)
        plan = self.key(greedy_move(state, seat))
        return sorted(ranked, key=lambda m: self.key(m) != plan)

    def rollout_move(self, state: CaravanState, seat: Seat, rng: random.Random) -> Move:
        """The greedy player's action."""
        return greedy_move(state, seat)

    def easy_move(self, state: CaravanState, seat: Seat, legal: list[Move],
                  rng: random.Random) -> Move:
        """The greedy player's action; now and then (a quarter of the time) another useful one."""
        allowed = {self.key(m): m for m in legal}
        if rng.random() < self.easy_slip:
            choices = [m for m in self.easy_choices(state, seat, legal) if m["type"] != "end"]
            if choices:
                return rng.choice(choices)
        move = greedy_move(state, seat)
        return allowed.get(self.key(move), move)

    def slips(self, moves: list[Move]) -> list[Move]:
        """Any action but ending the turn: a careless player still uses its actions."""
        return [m for m in moves if m["type"] != "end"] or moves

    def value_after(self, state: CaravanState, seat: Seat, move: Move,
                    rng: random.Random) -> float:
        """The value after `move`, counting that an idle turn lets a leader end the match."""
        after = GAME.apply(state, seat, move, rng)
        value = self.values(after)[seat]
        if move["type"] == "end" and not after.finished and after.idle:
            closed = GAME.apply(after, after.to_move, END, rng)
            if closed.finished and self.values(closed)[after.to_move] > 0.5:
                value = min(value, self.values(closed)[seat])
        return value

    def estimate(self, state: CaravanState) -> list[float]:
        """Points so far plus the promise of goods carried and lying."""
        return expected_points(state)

    def easy_choices(self, state: CaravanState, seat: Seat, legal: list[Move]) -> list[Move]:
        """Only purposeful actions: a random camel placement is no plan even for the easy bot."""
        allowed = {self.key(m) for m in legal}
        return [m for m in self.candidates(state, seat) if self.key(m) in allowed]


def _unique(policy: Policy, moves: list[Move]) -> list[Move]:
    seen: set[Hashable] = set()
    found = []
    for move in moves:
        key = policy.key(move)
        if key not in seen:
            seen.add(key)
            found.append(move)
    return found


POLICY = CaravanPolicy()
