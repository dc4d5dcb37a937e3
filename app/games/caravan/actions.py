"""The actions of a Caravan turn: listing them and playing one on a state."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import Any

from app.games.base import IllegalMoveError, Move, Seat
from app.games.caravan.board import (
    CITY,
    KIND_OF_NAME,
    KINDS,
    NUMBER_AT,
    ROW_COL,
    SPACES,
    Kind,
    Space,
    chain_from,
    coords,
    parse_space,
)
from app.games.caravan.state import (
    EMPTY,
    NO_ROUND_LIMIT,
    REFILL_AFTER,
    STOLEN,
    UNLADEN,
    Camel,
    CaravanState,
    Event,
    actions_for,
    kind_of,
)
from app.games.common import as_int

END: Move = {"type": "end"}
_MISSING = object()


# ---- reading the position -------------------------------------------------

def occupied(state: CaravanState) -> set[Space]:
    """Spaces where at least one camel, of any colour, stands."""
    return {space for camels in state.camels for space, _ in camels}


def camel_cost(state: CaravanState, target: Space) -> int:
    """Actions to place or move an unladen camel onto `target`: 2 if a camel stands there."""
    return 2 if any(space == target for camels in state.camels for space, _ in camels) else 1


def unladen_spaces(camels: tuple[Camel, ...]) -> list[Space]:
    """The spaces holding at least one unladen camel of these, sorted."""
    return sorted({space for space, load in camels if load == UNLADEN})


def carry_targets(camels: tuple[Camel, ...], origin: Space) -> list[Space]:
    """Spaces with an unladen camel reachable from `origin` along a chain of these camels."""
    chain = chain_from(origin, {space for space, _ in camels})
    return sorted(
        {space for space, load in camels if load == UNLADEN and space in chain} - {origin}
    )


# ---- listing ---------------------------------------------------------------

def legal_moves(state: CaravanState) -> list[Move]:
    """Every move the seat to move may send now."""
    seat = state.to_move
    mine = state.camels[seat]
    unladen = unladen_spaces(mine)
    moves = _camel_moves(state, seat, unladen)
    for space in unladen:
        number = NUMBER_AT.get(space)
        if number is not None and state.goods[number] != EMPTY:
            moves.append({"type": "pickup", "at": coords(space)})
    for space, load in sorted(set(c for c in mine if c[1] != UNLADEN)):
        for target in carry_targets(mine, space):
            moves.append({
                "type": "carry", "from": coords(space), "to": coords(target),
                "good": KINDS[kind_of(load)], "stolen": load >= STOLEN,
            })
    if state.thefts[seat]:
        moves.extend(_steal_moves(state, seat, unladen))
    moves.append(dict(END))
    return moves


def _camel_moves(state: CaravanState, seat: Seat, unladen: list[Space]) -> list[Move]:
    # The hottest loop of random play and search: kept flat on purpose.
    taken = occupied(state)
    costs = [2 if target in taken else 1 for target in range(SPACES)]
    left = state.actions_left
    origins: list[Space | None] = [None] if state.supply[seat] else []
    moves: list[Move] = []
    append = moves.append
    for origin in origins + unladen:
        start = None if origin is None else ROW_COL[origin]
        for target, (row, col) in enumerate(ROW_COL):
            cost = costs[target]
            if cost <= left and target != origin:
                append({
                    "type": "camel",
                    "from": None if start is None else [start[0], start[1]],
                    "to": [row, col],
                    "cost": cost,
                })
    return moves


def _steal_moves(state: CaravanState, seat: Seat, unladen: list[Space]) -> list[Move]:
    where = set(unladen)
    moves: list[Move] = []
    for victim, camels in enumerate(state.camels):
        if victim == seat:
            continue
        targets = sorted({(s, load) for s, load in camels if s in where and 0 <= load < STOLEN})
        for space, load in targets:
            moves.append({
                "type": "steal", "at": coords(space), "victim": victim, "good": KINDS[load],
            })
    return moves


# ---- playing ---------------------------------------------------------------

def play(state: CaravanState, move: Move) -> CaravanState:
    """The state after the seat to move plays `move`; raises IllegalMoveError if refused."""
    kind = move.get("type") if isinstance(move, dict) else None
    handler = _HANDLERS.get(kind) if isinstance(kind, str) else None
    if handler is None:
        raise IllegalMoveError("a move's type is one of camel, pickup, carry, steal or end")
    return handler(state, move)


def _play_end(state: CaravanState, move: Move) -> CaravanState:
    return end_turn(replace(state, last=Event(state.to_move, "end", turn_over=True)))


def end_turn(state: CaravanState) -> CaravanState:
    """Pass the turn on; the stalemate rule ends the match after a round of idle turns.

    Ruling (round limit): the match also ends at the end of round `max_rounds`.
    """
    spent = actions_for(state.turn) - state.actions_left
    idle = 0 if spent else state.idle + 1
    if idle >= state.players:
        return replace(state, idle=idle, actions_left=0, finished=True, end="stalemate")
    turn = state.turn + 1
    if state.max_rounds != NO_ROUND_LIMIT and turn >= state.max_rounds * state.players:
        return replace(state, idle=idle, actions_left=0, finished=True, end="round_limit")
    return replace(
        state,
        to_move=(state.to_move + 1) % state.players,
        turn=turn,
        actions_left=actions_for(turn),
        idle=idle,
    )


def _spend(state: CaravanState, cost: int, event: Event) -> CaravanState:
    """Pay for an action; the turn ends by itself when no action is left."""
    if state.finished:
        return replace(state, actions_left=0, last=event)
    left = state.actions_left - cost
    if left > 0:
        return replace(state, actions_left=left, last=event)
    return end_turn(replace(state, actions_left=0, last=replace(event, turn_over=True)))


def _space(move: Move, key: str, what: str) -> Space:
    space = parse_space(move.get(key))
    if space is None:
        raise IllegalMoveError(f"{what} needs {key!r} as a space [row, col] on the board")
    return space


def _good(move: Move, what: str) -> Kind:
    name = move.get("good")
    kind = KIND_OF_NAME.get(name) if isinstance(name, str) else None
    if kind is None:
        raise IllegalMoveError(f"{what} needs 'good', one of {', '.join(KINDS)}")
    return kind


def _swap(camels: tuple[Camel, ...], old: Camel, new: Camel) -> tuple[Camel, ...]:
    listed = list(camels)
    listed.remove(old)
    listed.append(new)
    return tuple(sorted(listed))


def _put(values: tuple[Any, ...], index: int, value: Any) -> tuple[Any, ...]:
    return values[:index] + (value,) + values[index + 1:]


def _play_camel(state: CaravanState, move: Move) -> CaravanState:
    seat = state.to_move
    mine = state.camels[seat]
    raw = move.get("from", _MISSING)
    if raw is _MISSING:
        raise IllegalMoveError(
            "a camel move needs 'from': a space [row, col], or null for the supply"
        )
    target = _space(move, "to", "a camel move")
    origin = None if raw is None else _space(move, "from", "a camel move")
    if origin is None and not state.supply[seat]:
        raise IllegalMoveError("you have no camel left in your supply")
    if origin is not None and (origin, UNLADEN) not in mine:
        raise IllegalMoveError("you have no unladen camel on that space")
    if origin == target:
        raise IllegalMoveError("the camel is already on that space")
    cost = camel_cost(state, target)
    if "cost" in move and as_int(move["cost"]) != cost:
        raise IllegalMoveError(f"moving there costs {cost} action(s)")
    if cost > state.actions_left:
        raise IllegalMoveError("a camel onto an occupied space costs 2 actions; only 1 is left")
    if origin is None:
        camels = tuple(sorted(mine + ((target, UNLADEN),)))
        supply = _put(state.supply, seat, state.supply[seat] - 1)
    else:
        camels = _swap(mine, (origin, UNLADEN), (target, UNLADEN))
        supply = state.supply
    after = replace(state, camels=_put(state.camels, seat, camels), supply=supply)
    return _spend(after, cost, Event(seat, "camel", origin=origin, target=target, cost=cost))


def _play_pickup(state: CaravanState, move: Move) -> CaravanState:
    seat = state.to_move
    at = _space(move, "at", "a pick-up")
    number = NUMBER_AT.get(at)
    if number is None or state.goods[number] == EMPTY:
        raise IllegalMoveError("no good lies on that space")
    if (at, UNLADEN) not in state.camels[seat]:
        raise IllegalMoveError("a pick-up needs an unladen camel of yours on that space")
    good = state.goods[number]
    camels = _swap(state.camels[seat], (at, UNLADEN), (at, good))
    after = replace(
        state,
        camels=_put(state.camels, seat, camels),
        goods=_put(state.goods, number, EMPTY),
        demand=_put(state.demand, number, 0),
        markers=_put(state.markers, seat, state.markers[seat] + state.demand[number]),
        picked=state.picked + 1,
    )
    event = Event(seat, "pickup", target=at, good=good, cost=1)
    if after.picked >= REFILL_AFTER:
        after, event = refill(after, event)
    return _spend(after, 1, event)


def refill(state: CaravanState, event: Event) -> tuple[CaravanState, Event]:
    """Mark every good still lying with a demand marker, then fill the empty spaces from the bag."""
    goods = list(state.goods)
    marked = tuple(n for n, good in enumerate(goods) if good != EMPTY)
    demand = list(state.demand)
    for n in marked:
        demand[n] += 1
    empty = [n for n, good in enumerate(goods) if good == EMPTY]
    drawn = tuple(zip(empty, state.bag, strict=False))
    for n, good in drawn:
        goods[n] = good
    after = replace(
        state, goods=tuple(goods), demand=tuple(demand), bag=state.bag[len(drawn):], picked=0,
    )
    return after, replace(event, refill=True, marked=marked, drawn=drawn)


def _play_carry(state: CaravanState, move: Move) -> CaravanState:
    seat = state.to_move
    mine = state.camels[seat]
    origin = _space(move, "from", "carrying a good")
    target = _space(move, "to", "carrying a good")
    good = _good(move, "carrying a good")
    stolen = move.get("stolen", False)
    if not isinstance(stolen, bool):
        raise IllegalMoveError("'stolen' must be true or false")
    load = good + STOLEN if stolen else good
    if (origin, load) not in mine:
        raise IllegalMoveError("no camel of yours on that space carries that good")
    if target == origin:
        raise IllegalMoveError("a good must move to another space")
    if (target, UNLADEN) not in mine:
        raise IllegalMoveError("a good moves onto an unladen camel of yours")
    if target not in chain_from(origin, {space for space, _ in mine}):
        raise IllegalMoveError(
            "no chain of your camels on orthogonally adjacent spaces links those two spaces"
        )
    delivered = CITY[good] == target
    camels = _swap(mine, (origin, load), (origin, UNLADEN))
    if not delivered:
        camels = _swap(camels, (target, UNLADEN), (target, good))
    after = replace(state, camels=_put(state.camels, seat, camels))
    if delivered:
        counts = _put(state.delivered[seat], good, state.delivered[seat][good] + 1)
        after = replace(after, delivered=_put(state.delivered, seat, counts))
        if not state.bag:
            after = replace(after, finished=True, end="delivery")
    event = Event(
        seat, "carry", origin=origin, target=target, good=good, stolen=stolen,
        cost=1, delivered=delivered,
    )
    return _spend(after, 1, event)


def _play_steal(state: CaravanState, move: Move) -> CaravanState:
    seat = state.to_move
    at = _space(move, "at", "a theft")
    good = _good(move, "a theft")
    victim = as_int(move.get("victim"))
    if victim is None or not 0 <= victim < state.players or victim == seat:
        raise IllegalMoveError("a theft needs 'victim', the seat of another player")
    if not state.thefts[seat]:
        raise IllegalMoveError("you have no theft marker")
    if (at, UNLADEN) not in state.camels[seat]:
        raise IllegalMoveError("a theft needs an unladen camel of yours on that space")
    if (at, good) not in state.camels[victim]:
        if (at, good + STOLEN) in state.camels[victim]:
            raise IllegalMoveError("a stolen good cannot be stolen again until it has moved")
        raise IllegalMoveError("that player has no camel carrying that good on that space")
    camels = _put(state.camels, seat, _swap(state.camels[seat], (at, UNLADEN), (at, good + STOLEN)))
    camels = _put(camels, victim, _swap(camels[victim], (at, good), (at, UNLADEN)))
    thefts = _put(state.thefts, seat, state.thefts[seat] - 1)
    thefts = _put(thefts, victim, thefts[victim] + 1)
    after = replace(state, camels=camels, thefts=thefts)
    return _spend(after, 1, Event(seat, "steal", target=at, good=good, victim=victim, cost=1))


_HANDLERS: dict[str, Callable[[CaravanState, Move], CaravanState]] = {
    "camel": _play_camel,
    "pickup": _play_pickup,
    "carry": _play_carry,
    "steal": _play_steal,
    "end": _play_end,
}
