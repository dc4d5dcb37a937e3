"""What a Caravan player sees (everything but the bag's order), and a state rebuilt from it."""

from __future__ import annotations

import random
from collections import Counter

from app.games.base import JSON
from app.games.caravan.board import (
    CITY,
    COLS,
    COPIES,
    KIND_OF_NAME,
    KINDS,
    NUMBERED,
    POINTS,
    RARE,
    ROWS,
    Space,
    coords,
    space_at,
)
from app.games.caravan.scoring import score_sheet
from app.games.caravan.state import (
    EMPTY,
    REFILL_AFTER,
    STOLEN,
    UNLADEN,
    Camel,
    CaravanState,
    Event,
    actions_for,
    kind_of,
)


def _space_json(space: Space | None) -> list[int] | None:
    return None if space is None else coords(space)


def _space_of(value: list[int] | None) -> Space | None:
    return None if value is None else space_at(*value)


def _good_json(kind: int) -> str | None:
    return None if kind == EMPTY else KINDS[kind]


def _kind_of(name: str | None) -> int:
    return EMPTY if name is None else KIND_OF_NAME[name]


def camel_stacks(state: CaravanState) -> list[JSON]:
    """The camels on the board, grouped per space and per seat."""
    stacks: dict[tuple[Space, int], JSON] = {}
    for seat, camels in enumerate(state.camels):
        for space, load in camels:
            stack = stacks.get((space, seat))
            if stack is None:
                stack = {"at": coords(space), "seat": seat, "unladen": 0, "loads": []}
                stacks[space, seat] = stack
            if load == UNLADEN:
                stack["unladen"] += 1
            else:
                stack["loads"].append({"good": KINDS[kind_of(load)], "stolen": load >= STOLEN})
    return [stacks[key] for key in sorted(stacks)]


def event_view(event: Event | None) -> JSON:
    """The last move as a client shows and announces it."""
    if event is None:
        return None
    refill = None
    if event.refill:
        refill = {
            "marked": [n + 1 for n in event.marked],
            "drawn": [{"number": n + 1, "good": KINDS[k]} for n, k in event.drawn],
        }
    return {
        "seat": event.seat,
        "type": event.action,
        "from": _space_json(event.origin),
        "to": _space_json(event.target),
        "good": _good_json(event.good),
        "stolen": event.stolen,
        "victim": event.victim,
        "cost": event.cost,
        "delivered": event.delivered,
        "refill": refill,
        "turn_over": event.turn_over,
    }


def view(state: CaravanState) -> JSON:
    """The position as every seat and spectator sees it: the bag shows only its counts."""
    in_bag = Counter(state.bag)
    players = []
    for seat in range(state.players):
        sheet = score_sheet(state, seat)
        sheet.update(seat=seat, theft_markers=state.thefts[seat], supply=state.supply[seat])
        players.append(sheet)
    return {
        "rows": ROWS,
        "cols": COLS,
        "kinds": [
            {"good": name, "rare": RARE[k], "points": POINTS[k], "copies": COPIES[k]}
            for k, name in enumerate(KINDS)
        ],
        "cities": [{"at": coords(space), "good": KINDS[k]} for k, space in enumerate(CITY)],
        "spaces": [
            {"number": n + 1, "at": coords(space), "good": _good_json(state.goods[n]),
             "demand": state.demand[n]}
            for n, space in enumerate(NUMBERED)
        ],
        "camels": camel_stacks(state),
        "bag": {
            "total": len(state.bag),
            "counts": {name: in_bag[k] for k, name in enumerate(KINDS)},
        },
        "players": players,
        "first": state.first,
        "to_move": None if state.finished else state.to_move,
        "turn": state.turn + 1,
        "round": state.round,
        "max_rounds": state.max_rounds,
        "actions": actions_for(state.turn),
        "actions_left": state.actions_left,
        "picked_since_refill": state.picked,
        "refill_after": REFILL_AFTER,
        "idle_turns": state.idle,
        "last": event_view(state.last),
        "next_delivery_ends": not state.bag and not state.finished,
        "finished": state.finished,
        "end": state.end or None,
    }


def _event_of(data: JSON) -> Event | None:
    if data is None:
        return None
    refill = data["refill"] or {"marked": [], "drawn": []}
    return Event(
        seat=data["seat"],
        action=data["type"],
        origin=_space_of(data["from"]),
        target=_space_of(data["to"]),
        good=_kind_of(data["good"]),
        stolen=data["stolen"],
        victim=data["victim"],
        cost=data["cost"],
        delivered=data["delivered"],
        marked=tuple(n - 1 for n in refill["marked"]),
        drawn=tuple((d["number"] - 1, KIND_OF_NAME[d["good"]]) for d in refill["drawn"]),
        refill=data["refill"] is not None,
        turn_over=data["turn_over"],
    )


def _camels_of(data: JSON, players: int) -> tuple[tuple[Camel, ...], ...]:
    camels: list[list[Camel]] = [[] for _ in range(players)]
    for stack in data["camels"]:
        space = space_at(*stack["at"])
        mine = camels[stack["seat"]]
        mine.extend([(space, UNLADEN)] * stack["unladen"])
        for load in stack["loads"]:
            kind = KIND_OF_NAME[load["good"]]
            mine.append((space, kind + STOLEN if load["stolen"] else kind))
    return tuple(tuple(sorted(mine)) for mine in camels)


def state_from_view(data: JSON, rng: random.Random) -> CaravanState:
    """A full state matching a view, the bag's order drawn from `rng` out of its public counts."""
    players = data["players"]
    bag = [KIND_OF_NAME[name] for name, n in data["bag"]["counts"].items() for _ in range(n)]
    rng.shuffle(bag)
    turn = data["turn"] - 1
    return CaravanState(
        camels=_camels_of(data, len(players)),
        supply=tuple(p["supply"] for p in players),
        goods=tuple(_kind_of(s["good"]) for s in data["spaces"]),
        demand=tuple(s["demand"] for s in data["spaces"]),
        bag=tuple(bag),
        picked=data["picked_since_refill"],
        delivered=tuple(tuple(p["delivered"][name] for name in KINDS) for p in players),
        markers=tuple(p["demand_markers"] for p in players),
        thefts=tuple(p["theft_markers"] for p in players),
        first=data["first"],
        to_move=data["to_move"] if data["to_move"] is not None else _mover_at(data, turn),
        turn=turn,
        actions_left=data["actions_left"],
        idle=data["idle_turns"],
        last=_event_of(data["last"]),
        finished=data["finished"],
        end=data["end"] or "",
        max_rounds=data["max_rounds"],
    )


def _mover_at(data: JSON, turn: int) -> int:
    return (data["first"] + turn) % len(data["players"])
