"""A greedy Caravan player: deliver, steal, pick up, build a chain home, else go for a good.

Rules of thumb, tried in this order on every action:
1. deliver a carried good if a carry reaches its city (the dearest first);
2. steal if it can (the dearest good);
3. pick up a good where it has an unladen camel (worth plus demand markers
   first), keeping one camel free to build with;
4. extend a chain of its camels along a shortest path from a carried good
   towards that good's city (the path using the most camels already there);
   short of camels, carry the good forward along its chain to the unladen
   camel nearest the city, freeing the camels behind it, or move a camel of
   the chain into its gap so that the good can hop;
5. else place a camel on a lying good (the dearest);
6. else end the turn.
Camels come from the supply while it lasts, then an unladen camel that serves
no chain, no good and no city is moved.
"""

from __future__ import annotations

import random
from collections import deque

from app.games.base import Move, Seat
from app.games.caravan.board import (
    CITY,
    KIND_OF_NAME,
    NEIGHBOURS,
    NUMBERED,
    POINTS,
    chain_from,
    space_at,
)
from app.games.caravan.rules import GAME
from app.games.caravan.state import EMPTY, STOLEN, UNLADEN, CaravanState

END: Move = {"type": "end"}


def _space(pair: list[int] | None) -> int:
    return -1 if pair is None else space_at(pair[0], pair[1])


def _search(start: int, mine: set[int]) -> tuple[dict[int, int], dict[int, int]]:
    """From `start`: per space the fewest spaces without an own camel on the way, and the way back.

    `start` itself counts when no own camel stands there.
    """
    best = {start: 0 if start in mine else 1}
    back: dict[int, int] = {}
    queue: deque[int] = deque([start])
    while queue:
        space = queue.popleft()
        for n in NEIGHBOURS[space]:
            cost = best[space] + (0 if n in mine else 1)
            if cost < best.get(n, 1 << 30):
                best[n] = cost
                back[n] = space
                if n in mine:
                    queue.appendleft(n)
                else:
                    queue.append(n)
    return best, back


def _path(start: int, goal: int, mine: set[int]) -> list[int]:
    """A shortest path from `start` to `goal` that crosses the fewest spaces without own camels."""
    back = _search(start, mine)[1]
    path = [goal]
    while path[-1] != start:
        path.append(back[path[-1]])
    return path[::-1]


def _missing(city: int, mine: set[int]) -> dict[int, int]:
    """Per space: spaces without an own camel on the best path from it to `city`."""
    return _search(city, mine)[0]


Plans = tuple[list[int], list[tuple[int, int, int]], set[int], tuple[int, int] | None]


def _plans(state: CaravanState, seat: Seat) -> Plans:
    """For the carried goods, nearest first: spaces wanting a camel, hops forward, serving spaces,
    and a leapfrog (a camel of the nearest good's chain moved into its gap) for want of camels.

    A hop carries a good along its chain onto the unladen camel of the chain
    nearest its city, freeing the camels behind it for the rest of the way.
    """
    camels = state.camels[seat]
    mine = {space for space, _ in camels}
    unladen = {space for space, load in camels if load == UNLADEN}
    wanted: list[int] = []
    hops: list[tuple[int, int, int]] = []
    serving: set[int] = set()
    leapfrog: tuple[int, int] | None = None
    carried = sorted(
        (_missing(CITY[load % STOLEN], mine)[space], -POINTS[load % STOLEN], space, load)
        for space, load in camels if load != UNLADEN
    )
    for n, (_, _, space, load) in enumerate(carried):
        city = CITY[load % STOLEN]
        path = _path(space, city, mine)
        if n == 0:  # the nearest good's chain keeps its camels; the others may lend theirs
            serving.update(path)
        for at, step in enumerate(path[1:], start=1):
            # The city needs an unladen camel to receive the good; the rest any camel of ours.
            if step not in mine or (step == city and step not in unladen):
                wanted.append(step)
                beyond = [s for s in path[at + 1:] if s in unladen and s != city]
                if n == 0 and beyond:
                    # Short of camels: the next one along closes this gap, the good then hops.
                    leapfrog = (beyond[0], step)
                break
        missing = _missing(city, mine)
        chain = chain_from(space, mine)
        def nearness(at: int, city: int = city, missing: dict[int, int] = missing) -> tuple:
            return missing[at], abs(at // 7 - city // 7) + abs(at % 7 - city % 7)
        ahead = [s for s in unladen
                 if s in chain and s != space and nearness(s) < nearness(space)]
        if ahead:
            hops.append((space, load, min(ahead, key=nearness)))
    for number, kind in enumerate(state.goods):
        if kind != EMPTY and NUMBERED[number] in unladen:
            serving.add(NUMBERED[number])
    return wanted, hops, serving, leapfrog


def _camel_to(legal: list[Move], target: int, serving: set[int]) -> Move | None:
    """A camel move onto `target`: from the supply if possible, else from a space it can leave."""
    moves = [m for m in legal if m["type"] == "camel" and _space(m["to"]) == target]
    for move in moves:
        if move["from"] is None:
            return move
    for move in moves:
        if _space(move["from"]) not in serving:
            return move
    return None


def _carry(legal: list[Move], origin: int, load: int, target: int) -> Move | None:
    for move in legal:
        if (move["type"] == "carry" and _space(move["from"]) == origin
                and _space(move["to"]) == target and KIND_OF_NAME[move["good"]] == load % STOLEN
                and move["stolen"] == (load >= STOLEN)):
            return move
    return None


def _keeps_a_camel_free(state: CaravanState, seat: Seat, pickup: Move) -> bool:
    """True when, after `pickup`, a camel in supply or an unladen one serving nothing remains."""
    if all(load == UNLADEN for _, load in state.camels[seat]):
        return True
    after = GAME.apply(state, seat, pickup, random.Random(0))
    _, _, serving, _ = _plans(after, seat)
    idle = [s for s, load in after.camels[seat] if load == UNLADEN and s not in serving]
    return bool(after.supply[seat] or idle)


def choose(state: CaravanState, seat: Seat, legal: list[Move], rng: random.Random) -> Move:
    """The greedy player's action."""
    by_type: dict[str, list[Move]] = {}
    for move in legal:
        by_type.setdefault(move["type"], []).append(move)
    deliveries = [m for m in by_type.get("carry", [])
                  if CITY[KIND_OF_NAME[m["good"]]] == _space(m["to"])]
    if deliveries:
        return max(deliveries, key=lambda m: POINTS[KIND_OF_NAME[m["good"]]])
    if by_type.get("steal"):
        return max(by_type["steal"], key=lambda m: POINTS[KIND_OF_NAME[m["good"]]])
    # A laden camel never moves: pick up only while a camel stays free to build with.
    pickups = [m for m in by_type.get("pickup", []) if _keeps_a_camel_free(state, seat, m)]
    if pickups:
        def worth(move: Move) -> int:
            number = NUMBERED.index(_space(move["at"]))
            return POINTS[state.goods[number]] + state.demand[number]
        return max(pickups, key=worth)
    wanted, hops, serving, leapfrog = _plans(state, seat)
    for target in wanted:
        move = _camel_to(legal, target, serving)
        if move is not None:
            return move
    for origin, load, target in hops:
        move = _carry(legal, origin, load, target)
        if move is not None:
            return move
    if leapfrog is not None:
        move = _camel_to(legal, leapfrog[1], serving - {leapfrog[0]})
        if move is not None:
            return move
    lying = sorted(
        ((POINTS[kind] + state.demand[n], NUMBERED[n]) for n, kind in enumerate(state.goods)
         if kind != EMPTY),
        reverse=True,
    )
    mine = {space for space, load in state.camels[seat] if load == UNLADEN}
    for _, space in lying:
        if space in mine:
            continue
        move = _camel_to(legal, space, serving)
        if move is not None:
            return move
    return END
