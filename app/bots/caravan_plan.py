"""Caravan arithmetic for the bot: how many camels a chain still lacks, and what goods are worth.

Spaces are bits of a 49-bit mask. A good travels along a chain of its
owner's camels in one action, so the cost of getting it home is the number
of spaces on the best path to its city that still lack a camel of the owner
(the city needs an unladen one), plus the carry itself. Chains depend only
on where a seat's camels stand, so they are cached across a search.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from app.games.caravan.board import CITY, COLS, NUMBERED, POINTS, SPACES
from app.games.caravan.scoring import penalty
from app.games.caravan.state import EMPTY, STOLEN, UNLADEN, CaravanState

Mask = int

FULL: Mask = (1 << SPACES) - 1
NOT_WEST: Mask = sum(1 << s for s in range(SPACES) if s % COLS != 0)
NOT_EAST: Mask = sum(1 << s for s in range(SPACES) if s % COLS != COLS - 1)

#: Worth kept per action a plan still needs: a good three actions from home is worth 0.85³ of it.
GAMMA = 0.85
#: Of the goods still lying on the board, the best few count, each this much of its worth.
LYING_WEIGHT = 0.5
LYING_COUNTED = 2
#: Chance an opponent holding a theft marker takes an unguarded laden camel's good.
THEFT_RISK = 0.25
#: Goods in the bag below which the end (and the penalty for goods held) comes into view.
ENDGAME_BAG = 12
#: Extra actions per camel a chain lacks beyond those free: the good must hop in stages.
HOP_ACTIONS = 2
#: Worth of each unladen camel (or camel in supply), up to a few: without one, nothing moves.
SPARE_WORTH = 0.8
SPARE_COUNTED = 3


def grow(mask: Mask) -> Mask:
    """The mask with every orthogonal neighbour added."""
    return (mask | ((mask & NOT_EAST) << 1) | ((mask & NOT_WEST) >> 1)
            | ((mask << COLS) & FULL) | (mask >> COLS))


def flood(seed: Mask, free: Mask) -> Mask:
    """`seed` and every space of `free` joined to it through `free`."""
    reached = seed
    while True:
        ahead = reached | (grow(reached) & free)
        if ahead == reached:
            return reached
        reached = ahead


@lru_cache(maxsize=1 << 16)
def levels(city: int, free: Mask, ready: bool) -> tuple[Mask, ...]:
    """Masks of the spaces a chain to `city` reaches by paying 0, 1, 2, ... more camels.

    `free` are the spaces already holding a camel of the seat; `ready` says
    whether an unladen one of them stands on the city itself.
    """
    home = 1 << city
    current = flood(home, free) if ready else 0
    found = [current]
    while current != FULL:
        current = flood(grow(current) | home, free)
        found.append(current)
    return tuple(found)


def chain_cost(space: int, city: int, free: Mask, ready: bool) -> int:
    """Camels still to place for a chain from `space` to `city` (`space` itself included)."""
    bit = 1 << space
    for cost, reached in enumerate(levels(city, free, ready)):
        if reached & bit:
            return cost
    return len(levels(city, free, ready))


def chain_targets(space: int, city: int, free: Mask, ready: bool) -> Mask:
    """Empty-of-own-camel spaces where one more camel shortens the chain from `space` to `city`."""
    ladder = levels(city, free, ready)
    cost = chain_cost(space, city, free, ready)
    if cost == 0:
        return 0
    reach = flood(1 << space, free)
    # A useful camel touches what the good can already reach and lies on a cheapest path.
    return grow(reach) & ~free & ladder[cost] & ~(ladder[cost - 1] if cost > 1 else 0)


def seat_masks(state: CaravanState, seat: int) -> tuple[Mask, Mask]:
    """Spaces holding a camel of `seat`, and those holding an unladen one."""
    anywhere = unladen = 0
    for space, load in state.camels[seat]:
        anywhere |= 1 << space
        if load == UNLADEN:
            unladen |= 1 << space
    return anywhere, unladen


class Camels:
    """Where one seat's camels stand, as the planning arithmetic needs it."""

    def __init__(self, state: CaravanState, seat: int) -> None:
        self.anywhere, self.unladen = seat_masks(state, seat)
        self.unladen_at = [space for space, load in state.camels[seat] if load == UNLADEN]
        self.supply = state.supply[seat]
        self.spare = self.supply + len(self.unladen_at)

    def ready(self, city: int) -> bool:
        """True when an unladen camel of the seat stands on `city`, ready to receive."""
        return bool(self.unladen >> city & 1)

    def free_for(self, space: int, city: int) -> int:
        """Camels a chain from `space` to `city` can use: in supply, or unladen elsewhere.

        Camels joined to `space` already serve the chain, and one unladen camel
        on the city must stay there to receive the good.
        """
        reach = flood(1 << space, self.anywhere)
        free = self.supply + sum(1 for s in self.unladen_at if not reach >> s & 1)
        if self.ready(city) and not reach >> city & 1:
            free -= 1
        return free

    def trip(self, space: int, city: int, extra: int = 0) -> tuple[int, int]:
        """Camels a chain from `space` to `city` still lacks, and the camels free to fill it.

        With none free, the good can still leapfrog onto an unladen camel it
        reaches, freeing the one it leaves: that counts as one free camel.
        """
        cost = chain_cost(space, city, self.anywhere, self.ready(city)) + extra
        free = self.free_for(space, city)
        if not free and cost:
            reach = flood(1 << space, self.anywhere) & ~(1 << space | 1 << city)
            if self.unladen & reach:
                free = 1
                cost += 1  # the leapfrog's extra carry
        return cost, free


@dataclass(frozen=True)
class Trip:
    """A good to bring home: camels its chain lacks, camels free for it, its worth."""

    cost: int
    free: int
    points: float
    guarded: bool


def _deliveries(trips: list[Trip]) -> tuple[float, int, int]:
    """Bring goods home cheapest first, each delivery freeing a camel for the next.

    Laden camels never move, so a chain needs unladen ones. Short of them a
    good hops: carried part of the way, then the camels behind it fetched
    forward. Returns the discounted worth, the actions spent, and how many
    goods stay stuck with no unladen camel at all to move them.
    """
    pending = sorted(trips, key=lambda t: t.cost)
    worth, spent, freed, stuck = 0.0, 0, 0, 0
    for trip in pending:
        free = trip.free + freed
        if trip.cost and not free:
            stuck += 1
            continue
        spent += trip.cost + 1 + HOP_ACTIONS * max(0, trip.cost - free)
        share = 1.0 if trip.guarded else 1 - THEFT_RISK
        worth += trip.points * GAMMA ** spent * share
        freed += 1
    return worth, spent, stuck


def _carried(state: CaravanState, seat: int, camels: Camels, exposed: bool) -> list[Trip]:
    trips = []
    for space, load in state.camels[seat]:
        if load == UNLADEN:
            continue
        kind = load % STOLEN
        cost, free = camels.trip(space, CITY[kind])
        trips.append(Trip(cost, free, POINTS[kind], load >= STOLEN or not exposed))
    return trips


def _lying_worth(state: CaravanState, camels: Camels, busy: int) -> float:
    """What the best goods still lying promise, after the `busy` actions of goods carried."""
    options = []
    for number, kind in enumerate(state.goods):
        if kind == EMPTY:
            continue
        space = NUMBERED[number]
        access = 0 if camels.unladen >> space & 1 else 1
        # With only laden camels of the seat there, an unladen one must still come.
        extra = 1 if access and camels.anywhere >> space & 1 else 0
        cost, free = camels.trip(space, CITY[kind], extra)
        if not free:
            continue
        actions = busy + cost + 2 + HOP_ACTIONS * max(0, cost - free)
        options.append(POINTS[kind] * GAMMA ** actions
                       + state.demand[number] * GAMMA ** (access + 1))
    options.sort(reverse=True)
    return LYING_WEIGHT * sum(options[:LYING_COUNTED])


def expected_points(state: CaravanState) -> list[float]:
    """Each seat's points so far plus what its goods and its camels' positions promise."""
    players = state.players
    end_near = max(0.0, 1.0 - len(state.bag) / ENDGAME_BAG)
    points: list[float] = []
    for seat in range(players):
        camels = Camels(state, seat)
        held = sum(1 for _, load in state.camels[seat] if load != UNLADEN)
        exposed = any(state.thefts[s] for s in range(players) if s != seat)
        score: float = sum(n * p for n, p in zip(state.delivered[seat], POINTS, strict=True))
        score += state.markers[seat]
        worth, busy, stuck = _deliveries(_carried(state, seat, camels, exposed))
        if not camels.spare or stuck == held and held:
            # Nothing can move any more: no good comes home and the penalty is sure.
            points.append(score + penalty(held))
            continue
        score += worth + end_near * penalty(held)
        score += (1 - end_near) * _lying_worth(state, camels, busy)
        score += (1 - end_near) * SPARE_WORTH * min(camels.spare, SPARE_COUNTED)
        points.append(score)
    return points
