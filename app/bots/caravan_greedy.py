"""A purposeful Caravan action without search: the bots' playout move and the easy level's plan.

One action at a time, in this order: deliver; steal; pick up a good whose
chain home the seat can still afford; bring the good nearest home closer
(a camel on its cheapest chain, or the good carried forward onto the chain's
foremost unladen camel, or a camel of the chain moved into its gap when no
camel is free); else go for the lying good that promises most for the
actions it needs; else end the turn. Chains are counted with the bit masks
of `caravan_plan`, the moves are built directly (no list of legal moves):
it runs inside the search's playouts.
"""

from __future__ import annotations

import random
import time
from collections import deque

from app.bots.caravan_plan import chain_cost, chain_targets, expected_points, flood, seat_masks
from app.games.base import Move, RulesError, Seat
from app.games.caravan import scoring
from app.games.caravan.actions import camel_cost
from app.games.caravan.board import (
    CITY,
    KINDS,
    NEIGHBOURS,
    NUMBER_AT,
    NUMBERED,
    POINTS,
    SPACES,
    coords,
)
from app.games.caravan.rules import GAME
from app.games.caravan.state import EMPTY, STOLEN, UNLADEN, CaravanState
from app.games.common import bits

END: Move = {"type": "end"}
#: Points a lying good loses per action its delivery would take, when choosing one to go for.
ACTION_PRICE = 1.5


def _carry(origin: int, target: int, load: int) -> Move:
    return {"type": "carry", "from": coords(origin), "to": coords(target),
            "good": KINDS[load % STOLEN], "stolen": load >= STOLEN}


class Turn:
    """One seat's camels at one action, and the moves they allow."""

    def __init__(self, state: CaravanState, seat: Seat) -> None:
        self.state, self.seat = state, seat
        self.anywhere, self.unladen = seat_masks(state, seat)
        self.loads = [(space, load) for space, load in state.camels[seat] if load != UNLADEN]
        self.left = state.actions_left

    def cost(self, space: int, kind: int) -> int:
        """Camels a chain from `space` to the city of `kind` still lacks."""
        city = CITY[kind]
        return chain_cost(space, city, self.anywhere, bool(self.unladen >> city & 1))

    def camel_to(self, target: int, keep: int) -> Move | None:
        """A camel onto `target`: from the supply, else an unladen one outside `keep`.

        A camel waiting on a lying good is taken last.
        """
        cost = camel_cost(self.state, target)
        if cost > self.left:
            return None
        if self.state.supply[self.seat]:
            return {"type": "camel", "from": None, "to": coords(target), "cost": cost}
        spare = self.unladen & ~keep & ~(1 << target)
        if not spare:
            return None
        idle = spare & ~self.waiting()
        origin = bits(idle or spare)[0]
        return {"type": "camel", "from": coords(origin), "to": coords(target), "cost": cost}

    def waiting(self) -> int:
        """Spaces where a good lies (a camel there waits to pick it up)."""
        return sum(1 << NUMBERED[n] for n, kind in enumerate(self.state.goods) if kind != EMPTY)

    def route(self, space: int, city: int) -> int:
        """The spaces (a mask) of a cheapest chain from `space` to `city`: fewest camels to add."""
        mine = self.anywhere
        best = {space: 0}
        back: dict[int, int] = {}
        queue = deque([space])
        while queue:
            at = queue.popleft()
            for n in NEIGHBOURS[at]:
                own = mine >> n & 1
                cost = best[at] + (0 if own else 1)
                if cost < best.get(n, SPACES):
                    best[n], back[n] = cost, at
                    queue.appendleft(n) if own else queue.append(n)
        route, at = 1 << city, city
        while at != space:
            at = back[at]
            route |= 1 << at
        return route

    def keep(self) -> int:
        """Spaces whose unladen camels serve the routes of the goods carried."""
        keep = 0
        for space, load in self.loads:
            keep |= self.route(space, CITY[load % STOLEN])
        return keep

    def free_camels(self) -> int:
        """Camels that may be moved without breaking a route home."""
        return self.state.supply[self.seat] + bin(self.unladen & ~self.keep()).count("1")


def deliveries(turn: Turn) -> list[Move]:
    """Carries that bring a good home, dearest first."""
    found = []
    for space, load in turn.loads:
        city = CITY[load % STOLEN]
        if turn.unladen >> city & 1 and flood(1 << space, turn.anywhere) >> city & 1:
            found.append((POINTS[load % STOLEN], _carry(space, city, load)))
    found.sort(key=lambda pair: -pair[0])
    return [move for _, move in found]


def thefts(turn: Turn) -> list[Move]:
    """Thefts the seat can make now, dearest first."""
    state = turn.state
    if not state.thefts[turn.seat]:
        return []
    found = []
    for victim, camels in enumerate(state.camels):
        if victim == turn.seat:
            continue
        for space, load in camels:
            if 0 <= load < STOLEN and turn.unladen >> space & 1:
                found.append((POINTS[load], {"type": "steal", "at": coords(space),
                                             "victim": victim, "good": KINDS[load]}))
    found.sort(key=lambda pair: -pair[0])
    return [move for _, move in found]


def pickups(turn: Turn) -> list[Move]:
    """Pick-ups worth making: the seat keeps a camel free, or carries nothing yet."""
    state = turn.state
    found = []
    for space in bits(turn.unladen):
        number = NUMBER_AT.get(space)
        if number is None or state.goods[number] == EMPTY:
            continue
        kind = state.goods[number]
        worth = POINTS[kind] + state.demand[number] - turn.cost(space, kind)
        found.append((worth, {"type": "pickup", "at": coords(space)}))
    if not found:
        return []
    if turn.loads and turn.free_camels() < 2:
        return []  # one camel must stay free to build with once this one is laden
    found.sort(key=lambda pair: -pair[0])
    return [move for _, move in found]


def progress(turn: Turn) -> Move | None:
    """Bring the good nearest home one step closer."""
    if not turn.loads:
        return None
    keep = turn.keep()
    ranked = sorted(turn.loads, key=lambda c: (turn.cost(c[0], c[1] % STOLEN), -POINTS[c[1] % STOLEN]))
    for space, load in ranked:
        kind = load % STOLEN
        city = CITY[kind]
        ready = bool(turn.unladen >> city & 1)
        targets = chain_targets(space, city, turn.anywhere, ready)
        if not ready and not targets:
            targets = 1 << city
        for target in bits(targets):
            move = turn.camel_to(target, keep)
            if move is not None:
                return move
        # No camel free: carry the good forward onto its chain's best unladen camel.
        here = turn.cost(space, kind)
        reach = flood(1 << space, turn.anywhere) & turn.unladen & ~(1 << space)
        best = None
        for target in bits(reach):
            cost = chain_cost(target, city, turn.anywhere, ready)
            distance = abs(target // 7 - city // 7) + abs(target % 7 - city % 7)
            if (cost, distance) < (here, abs(space // 7 - city // 7) + abs(space % 7 - city % 7)):
                if best is None or (cost, distance) < best[0]:
                    best = ((cost, distance), target)
        if best is not None:
            return _carry(space, best[1], load)
        # Still stuck: a camel of the route, other than the city's, steps into a gap ahead.
        route = turn.route(space, city)
        for target in bits(targets):
            chain = route & turn.unladen & ~(1 << city) & ~flood(1 << space, turn.anywhere)
            if chain and camel_cost(turn.state, target) <= turn.left:
                origin = bits(chain)[0]
                return {"type": "camel", "from": coords(origin), "to": coords(target),
                        "cost": camel_cost(turn.state, target)}
    return None


def go_for_a_good(turn: Turn) -> Move | None:
    """A camel onto the lying good that promises most for the actions its delivery needs."""
    state = turn.state
    keep = turn.keep() | turn.waiting()
    best = None
    for number, kind in enumerate(state.goods):
        space = NUMBERED[number]
        if kind == EMPTY or turn.unladen >> space & 1:
            continue
        actions = 3 + turn.cost(space, kind)
        worth = POINTS[kind] + state.demand[number] - ACTION_PRICE * actions
        if best is None or worth > best[0]:
            move = turn.camel_to(space, keep)
            if move is not None:
                best = (worth, move)
    return None if best is None else best[1]


def greedy_move(state: CaravanState, seat: Seat) -> Move:
    """The purposeful action for `seat`, or ending the turn when none is left."""
    turn = Turn(state, seat)
    for found in (deliveries(turn), thefts(turn), pickups(turn)):
        if found:
            return found[0]
    for step in (progress, go_for_a_good):
        move = step(turn)
        if move is not None:
            return move
    return END


def lookahead_move(state: CaravanState, seat: Seat, candidates: list[Move], plies: int,
                   rng: random.Random, deadline: float | None = None) -> Move:
    """The candidate whose greedy continuation for `plies` plies leaves `seat` best off.

    Each candidate is played, then both sides follow `greedy_move`; the end
    position is valued by its expected points against the best rival's. The
    greedy move itself wins ties, so the lookahead only departs from the plan
    for something better; it never departs to end a turn (a match should end
    by the bag, not by both sides idling). Candidates are weighed in their
    order until `deadline` (a `time.perf_counter()` value).
    """
    plan = greedy_move(state, seat)
    if plan["type"] == "steal" or plan in deliveries(Turn(state, seat)):
        return plan  # a good brought home (or taken) now is never worth deferring
    best, top = plan, _continuation(state, seat, plan, plies, rng) + TIE_MARGIN
    for move in candidates:
        if move == plan or move["type"] == "end":
            continue
        if deadline is not None and time.perf_counter() >= deadline:
            break
        value = _continuation(state, seat, move, plies, rng)
        if value > top:
            best, top = move, value
    return best


#: How much better than the greedy plan (in points) a departure must look.
TIE_MARGIN = 2.0


def _continuation(state: CaravanState, seat: Seat, move: Move, plies: int,
                  rng: random.Random) -> float:
    try:
        state = GAME.apply(state, seat, move, rng)
    except RulesError:
        return float("-inf")
    for _ in range(plies):
        if state.finished:
            break
        state = GAME.apply(state, state.to_move, greedy_move(state, state.to_move), rng)
    final = scoring.outcome(state)  # None until the match is finished
    if final is not None:
        points = [float(s) for s in final.scores]
    else:
        points = expected_points(state)
    rival = max(points[s] for s in range(len(points)) if s != seat)
    return points[seat] - rival
