"""The Caravan position and the record of the last move, with their JSON forms."""

from __future__ import annotations

from dataclasses import dataclass

from app.games.base import JSON, Seat
from app.games.caravan.board import Kind, Space

EMPTY = -1  # a numbered space without a good
UNLADEN = -1  # the load of a camel carrying nothing
# Added to a kind: the good lies stolen under the camel and may not be stolen
# again until it moves.
STOLEN = 8

Load = int  # UNLADEN, a kind, or a kind + STOLEN
Camel = tuple[Space, Load]

MAX_ACTIONS = 4
DEFAULT_MAX_ROUNDS = 60  # ruling (round limit): a room option
NO_ROUND_LIMIT = 0  # the matches stored before the ruling
REFILL_AFTER = 4  # pick-ups that trigger a refill


def actions_for(turn: int) -> int:
    """The actions of the turn with this index (0-based over the whole table): 1, 2, 3, then 4."""
    return min(turn + 1, MAX_ACTIONS)


def kind_of(load: Load) -> Kind:
    """The kind of good a laden camel carries."""
    return load % STOLEN


@dataclass(frozen=True)
class Event:
    """What the last move did, so that a client can show and announce it."""

    seat: Seat
    action: str  # the move's type
    origin: Space | None = None  # camel: where it came from (None: the supply); carry: start
    target: Space | None = None  # the space the move acted on or moved to
    good: Kind = EMPTY  # the good picked up, carried or stolen
    stolen: bool = False  # carry: the good had been stolen (and was protected)
    victim: Seat | None = None
    cost: int = 0
    delivered: bool = False
    marked: tuple[int, ...] = ()  # refill: numbers (0-based) whose good got a demand marker
    drawn: tuple[tuple[int, Kind], ...] = ()  # refill: (number, kind) drawn from the bag
    refill: bool = False
    turn_over: bool = False


@dataclass(frozen=True)
class CaravanState:
    """A position. Camels on the board are per seat, sorted (interchangeable when equal)."""

    camels: tuple[tuple[Camel, ...], ...]
    supply: tuple[int, ...]  # camels not yet on the board, per seat
    goods: tuple[Kind, ...]  # per numbered space: the good lying there or EMPTY
    demand: tuple[int, ...]  # per numbered space: demand markers on its good
    bag: tuple[Kind, ...]  # the draw order: secret, only its counts are public
    picked: int  # pick-ups since the last refill
    delivered: tuple[tuple[int, ...], ...]  # per seat, goods delivered per kind
    markers: tuple[int, ...]  # demand markers per seat
    thefts: tuple[int, ...]  # theft markers per seat
    first: Seat
    to_move: Seat
    turn: int  # index of the current turn over the whole table
    actions_left: int
    idle: int  # turns ended in a row without spending any action
    last: Event | None = None
    finished: bool = False
    end: str = ""  # why the match ended: "delivery", "stalemate" or "round_limit"
    max_rounds: int = DEFAULT_MAX_ROUNDS  # the match ends at the end of this round

    @property
    def round(self) -> int:
        """The current round, from 1; a round is one turn of every player."""
        return self.turn // self.players + 1

    @property
    def players(self) -> int:
        """The number of seats."""
        return len(self.supply)


def event_to_json(event: Event | None) -> JSON:
    """The event as plain JSON data (storage form)."""
    if event is None:
        return None
    return {
        "seat": event.seat,
        "action": event.action,
        "origin": event.origin,
        "target": event.target,
        "good": event.good,
        "stolen": event.stolen,
        "victim": event.victim,
        "cost": event.cost,
        "delivered": event.delivered,
        "marked": list(event.marked),
        "drawn": [list(d) for d in event.drawn],
        "refill": event.refill,
        "turn_over": event.turn_over,
    }


def event_from_json(data: JSON) -> Event | None:
    """Rebuild an event from `event_to_json`'s output."""
    if data is None:
        return None
    return Event(
        seat=data["seat"],
        action=data["action"],
        origin=data["origin"],
        target=data["target"],
        good=data["good"],
        stolen=data["stolen"],
        victim=data["victim"],
        cost=data["cost"],
        delivered=data["delivered"],
        marked=tuple(data["marked"]),
        drawn=tuple((n, k) for n, k in data["drawn"]),
        refill=data["refill"],
        turn_over=data["turn_over"],
    )


def state_to_json(state: CaravanState) -> JSON:
    """The whole state, secrets included, as JSON data."""
    return {
        "camels": [[list(c) for c in mine] for mine in state.camels],
        "supply": list(state.supply),
        "goods": list(state.goods),
        "demand": list(state.demand),
        "bag": list(state.bag),
        "picked": state.picked,
        "delivered": [list(d) for d in state.delivered],
        "markers": list(state.markers),
        "thefts": list(state.thefts),
        "first": state.first,
        "to_move": state.to_move,
        "turn": state.turn,
        "actions_left": state.actions_left,
        "idle": state.idle,
        "last": event_to_json(state.last),
        "finished": state.finished,
        "end": state.end,
        "max_rounds": state.max_rounds,
    }


def state_from_json(data: JSON) -> CaravanState:
    """Rebuild a state from `state_to_json`'s output."""
    return CaravanState(
        camels=tuple(tuple(sorted((s, load) for s, load in mine)) for mine in data["camels"]),
        supply=tuple(data["supply"]),
        goods=tuple(data["goods"]),
        demand=tuple(data["demand"]),
        bag=tuple(data["bag"]),
        picked=data["picked"],
        delivered=tuple(tuple(d) for d in data["delivered"]),
        markers=tuple(data["markers"]),
        thefts=tuple(data["thefts"]),
        first=data["first"],
        to_move=data["to_move"],
        turn=data["turn"],
        actions_left=data["actions_left"],
        idle=data["idle"],
        last=event_from_json(data["last"]),
        finished=data["finished"],
        end=data["end"],
        # A state saved before the round limit existed: its match had none (as `options_before` replays it).
        max_rounds=data.get("max_rounds", NO_ROUND_LIMIT),
    )
