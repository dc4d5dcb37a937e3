"""The `caravan` bot: tree search over a few purposeful actions, valued by chains and goods.

Of the two hundred camel placements of a turn, only those that matter are
searched: onto goods, onto the cities they want, along the cheapest chains
home, or next to a rival's load worth stealing. The bag's order is sampled
afresh for every iteration from its public counts.
"""

from __future__ import annotations

import random
from collections.abc import Hashable

from app.bots.caravan_plan import chain_targets, expected_points, seat_masks
from app.bots.policy import Policy
from app.games.base import JSON, Move, Seat
from app.games.caravan.board import CITY, KIND_OF_NAME, NUMBERED, space_at
from app.games.caravan.rules import GAME
from app.games.caravan.state import EMPTY, STOLEN, UNLADEN, CaravanState, actions_for

END: Move = {"type": "end"}
#: Turns (over the whole table) after which a bot ends each turn at once: a match that no
#: longer moves forward must end by the stalemate rule rather than go on for ever.
PATIENCE_TURNS = 400


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

    def shortcut(self, view: JSON, seat: Seat, legal: list[Move]) -> Move | None:
        """After a very long match, end each turn at once so that the stalemate rule can apply."""
        if view["turn"] > PATIENCE_TURNS and view["actions_left"] == view["actions"] \
                and END in legal:
            return END
        return None

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
        if state.actions_left == actions_for(state.turn):
            # Ending a turn before any action may end the match (stalemate rule): look at it first.
            return end + first + camels + carries
        return first + camels + carries + end

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


POLICY = CaravanPolicy()
