"""Camping (lakes): two players place campers around numbered lakes, over two halves."""

from __future__ import annotations

import random
from dataclasses import dataclass, replace
from typing import Any

from app.games.base import (
    JSON,
    Game,
    GameOverError,
    IllegalMoveError,
    Move,
    NotYourTurnError,
    Outcome,
    Seat,
    ranks_from_keys,
)
from app.games.common import FIRST_PLAYER, as_pair, bits, first_seat
from app.games.hex_camping.board import (
    CELLS,
    COLS,
    LAKE_COUNT,
    NEIGHBOUR_BITS,
    NEIGHBOURS,
    ROWS,
    Hex,
    bits_of,
    coords,
    generate,
    groups,
    hex_at,
)

EMPTY = -1
SEATS = (0, 1)  # score tables are per seat; which seat plays which colour: `colours`
FREE_LAND = LAKE_COUNT  # the step after the last lake: any free land hex


@dataclass(frozen=True)
class HexState:
    """A position: the board, the campers, and where the half stands."""

    lakes: tuple[Hex, ...]  # hex of lake number n + 1
    boats: tuple[int, ...]  # boats on lake number n + 1
    campers: tuple[int, ...]  # per hex: EMPTY or the seat of its camper
    half: int  # 1 or 2
    step: int  # index into the half's lake order; FREE_LAND after the last lake
    to_move: Seat
    first: Seat  # the seat that started the first half
    halves: tuple[tuple[int, int], ...]  # scores of the finished halves
    last: tuple[Hex, ...] = ()  # hexes filled by the last move
    last_pass: bool = False
    finished: bool = False


def colours(first: Seat) -> tuple[str, str]:
    """Each seat's colour. Ruling (colours): the seat that opens the first half plays yellow."""
    return ("yellow", "red") if first == 0 else ("red", "yellow")


def lake_order(half: int) -> range:
    """Lake indexes (number - 1) in the order a half visits them."""
    return range(LAKE_COUNT) if half == 1 else range(LAKE_COUNT - 1, -1, -1)


def current_lake(state: HexState) -> int | None:
    """The index (number - 1) of the current lake hex, or None in the free-land phase."""
    if state.step >= FREE_LAND:
        return None
    return lake_order(state.half)[state.step]


def free_around(state_lakes: tuple[Hex, ...], campers: tuple[int, ...], lake: int) -> list[Hex]:
    """Free land hexes next to lake hex `lake`."""
    lake_hexes = set(state_lakes)
    return [
        n for n in NEIGHBOURS[state_lakes[lake]]
        if n not in lake_hexes and campers[n] == EMPTY
    ]


def _advance(lakes: tuple[Hex, ...], campers: tuple[int, ...], half: int, step: int) -> int:
    order = lake_order(half)
    while step < FREE_LAND and not free_around(lakes, campers, order[step]):
        step += 1
    return step


def _land(lakes: tuple[Hex, ...]) -> list[Hex]:
    lake_hexes = set(lakes)
    return [h for h in range(CELLS) if h not in lake_hexes]


def score(lakes: tuple[Hex, ...], boats: tuple[int, ...], campers: tuple[int, ...]) -> JSON:
    """Both players' points for the campers on the board: groups, lakes and totals."""
    result: dict[str, Any] = {"groups": [[], []], "lakes": [], "points": [0, 0]}
    mine = [0, 0]  # each seat's campers, as bit sets
    for h, seat in enumerate(campers):
        if seat != EMPTY:
            mine[seat] |= 1 << h
    for seat in SEATS:
        sizes = sorted(g.bit_count() for g in groups(mine[seat]))
        result["groups"][seat] = sizes
        result["points"][seat] += sum(n * (n + 1) // 2 for n in sizes)
    number_of = {h: n for n, h in enumerate(lakes)}
    water = bits_of(lakes)
    for group in groups(water):
        hexes = bits(group)
        value = sum(boats[number_of[h]] for h in hexes)
        shore = 0
        for h in hexes:
            shore |= NEIGHBOUR_BITS[h]
        shore &= ~water
        counts = [(shore & mine[seat]).bit_count() for seat in SEATS]
        winner = None
        if counts[0] != counts[1]:
            winner = 0 if counts[0] > counts[1] else 1
            result["points"][winner] += value
        result["lakes"].append({
            "numbers": sorted(number_of[h] + 1 for h in hexes),
            "value": value,
            "campers": counts,
            "winner": winner if value else None,
        })
    return result


def _hex_of(pair: list[int]) -> Hex:
    return hex_at(pair[0], pair[1])


def state_from_view(view: JSON) -> HexState:
    """The position behind a view; the game hides nothing, so this is the state itself."""
    lakes = [0] * len(view["lakes"])
    boats = [0] * len(view["lakes"])
    for lake in view["lakes"]:
        lakes[lake["number"] - 1] = _hex_of(lake["hex"])
        boats[lake["number"] - 1] = lake["boats"]
    campers = [EMPTY] * CELLS
    for camper in view["campers"]:
        campers[_hex_of(camper["hex"])] = camper["seat"]
    half = view["half"]
    current = view["current_lake"]
    step = FREE_LAND if current is None else list(lake_order(half)).index(current - 1)
    to_move = view["to_move"] if view["to_move"] is not None else 0
    return HexState(
        lakes=tuple(lakes), boats=tuple(boats), campers=tuple(campers), half=half, step=step,
        to_move=to_move, first=view["first"],
        halves=tuple((a, b) for a, b in view["score"]["halves"]),
        last=tuple(_hex_of(h) for h in view["last"]), last_pass=view["last_pass"],
        finished=view["finished"],
    )


class HexCamping(Game[HexState]):
    """The rules of `hex_camping` (see shared/rules/hex-camping.md)."""

    id = "hex_camping"
    names = {"en": "Camping (lakes)", "fr": "Camping (lacs)", "nl": "Camping (meren)"}
    min_players = 2
    max_players = 2
    options = (FIRST_PLAYER,)
    max_plies = 2 * 30
    view_depends_on_seat = False

    def setup(self, players: int, options: dict[str, Any], rng: random.Random) -> HexState:
        """A fresh random board; the first half starts at lake 1."""
        lakes, boats = generate(rng)
        first = first_seat(options.get("first_player", "seat0"), players, rng)
        campers = tuple([EMPTY] * CELLS)
        return HexState(
            lakes=lakes,
            boats=boats,
            campers=campers,
            half=1,
            step=_advance(lakes, campers, 1, 0),
            to_move=first,
            first=first,
            halves=(),
        )

    def to_act(self, state: HexState) -> list[Seat]:
        """The player to move, until the second half is over."""
        return [] if state.finished else [state.to_move]

    def _targets(self, state: HexState) -> list[Hex]:
        lake = current_lake(state)
        if lake is None:
            return [h for h in _land(state.lakes) if state.campers[h] == EMPTY]
        return free_around(state.lakes, state.campers, lake)

    def legal_moves(self, state: HexState, seat: Seat) -> list[Move]:
        """Place on a free hex next to the current lake (or any free land), or pass."""
        if state.finished or seat != state.to_move:
            return []
        moves: list[Move] = [
            {"type": "place", "hex": coords(h)} for h in sorted(self._targets(state))
        ]
        if current_lake(state) is not None:
            moves.append({"type": "pass"})
        return moves

    def apply(self, state: HexState, seat: Seat | None, move: Move, rng: random.Random) -> HexState:
        """Place a camper or pass; ends the half when all land is occupied."""
        if state.finished:
            raise GameOverError("the match is over")
        if seat != state.to_move:
            raise NotYourTurnError("it is not your turn")
        kind = move.get("type") if isinstance(move, dict) else None
        campers = list(state.campers)
        if kind == "place":
            pair = as_pair(move.get("hex"))
            if pair is None or not (0 <= pair[0] < COLS and 0 <= pair[1] < ROWS):
                raise IllegalMoveError("place needs a hex [col, row] on the board")
            target = hex_at(*pair)
            if target not in self._targets(state):
                raise IllegalMoveError("a camper must go on a free land hex next to the current lake")
            campers[target] = seat
            filled: tuple[Hex, ...] = (target,)
            next_seat = 1 - seat
        elif kind == "pass":
            lake = current_lake(state)
            if lake is None:
                raise IllegalMoveError("passing is not allowed once every lake is done")
            filled = tuple(free_around(state.lakes, state.campers, lake))
            for h in filled:
                campers[h] = 1 - seat
            next_seat = seat
        else:
            raise IllegalMoveError("a move is either place or pass")
        return self._after(state, tuple(campers), filled, kind == "pass", next_seat)

    def _after(
        self, state: HexState, campers: tuple[int, ...], filled: tuple[Hex, ...],
        passed: bool, next_seat: Seat,
    ) -> HexState:
        if any(campers[h] == EMPTY for h in _land(state.lakes)):
            return replace(
                state,
                campers=campers,
                step=_advance(state.lakes, campers, state.half, state.step),
                to_move=next_seat,
                last=filled,
                last_pass=passed,
            )
        points = score(state.lakes, state.boats, campers)["points"]
        halves = (*state.halves, (points[0], points[1]))
        if state.half == 2:
            return replace(
                state, campers=campers, halves=halves, last=filled, last_pass=passed,
                finished=True, step=FREE_LAND,
            )
        empty = tuple([EMPTY] * CELLS)
        # Red, the seat that did not open the first half, opens the second.
        return replace(
            state,
            campers=empty,
            half=2,
            step=_advance(state.lakes, empty, 2, 0),
            to_move=1 - state.first,
            halves=halves,
            last=(),
            last_pass=passed,
        )

    def outcome(self, state: HexState) -> Outcome | None:
        """Totals over both halves; equal totals are a draw."""
        if not state.finished:
            return None
        totals = tuple(sum(h[seat] for h in state.halves) for seat in SEATS)
        return Outcome(
            scores=totals,
            ranks=ranks_from_keys(list(totals)),
            details={"halves": [list(h) for h in state.halves]},
        )

    def view(self, state: HexState, seat: Seat | None) -> JSON:
        """Everything: the game has no hidden information."""
        lake = current_lake(state)
        now = score(state.lakes, state.boats, state.campers)
        done = [list(h) for h in state.halves]
        in_play = [] if state.finished or (state.half == 2 and not any(
            c != EMPTY for c in state.campers)) else now["points"]
        totals = [sum(h[s] for h in done) + (in_play[s] if in_play else 0) for s in (0, 1)]
        return {
            "cols": COLS,
            "rows": ROWS,
            "lakes": [
                {"number": n + 1, "hex": coords(h), "boats": state.boats[n]}
                for n, h in enumerate(state.lakes)
            ],
            "campers": [
                {"hex": coords(h), "seat": c} for h, c in enumerate(state.campers) if c != EMPTY
            ],
            "half": state.half,
            "first": state.first,
            "colours": list(colours(state.first)),
            "current_lake": None if lake is None else lake + 1,
            "order": [n + 1 for n in lake_order(state.half)],
            "to_move": None if state.finished else state.to_move,
            "last": [coords(h) for h in state.last],
            "last_pass": state.last_pass,
            "score": {
                "halves": done,
                "current": now["points"],
                "total": totals,
                "groups": now["groups"],
                "lakes": now["lakes"],
            },
            "finished": state.finished,
        }

    def determinize(self, view: JSON, seat: Seat | None, rng: random.Random) -> HexState:
        """The state behind a view: nothing is hidden, so it is the state itself."""
        return state_from_view(view)

    def to_json(self, state: HexState) -> JSON:
        """The whole state as JSON data."""
        return {
            "lakes": list(state.lakes),
            "boats": list(state.boats),
            "campers": list(state.campers),
            "half": state.half,
            "step": state.step,
            "to_move": state.to_move,
            "first": state.first,
            "halves": [list(h) for h in state.halves],
            "last": list(state.last),
            "last_pass": state.last_pass,
            "finished": state.finished,
        }

    def from_json(self, data: JSON) -> HexState:
        """Rebuild a state from `to_json`'s output."""
        return HexState(
            lakes=tuple(data["lakes"]),
            boats=tuple(data["boats"]),
            campers=tuple(data["campers"]),
            half=data["half"],
            step=data["step"],
            to_move=data["to_move"],
            first=data["first"],
            halves=tuple((a, b) for a, b in data["halves"]),
            last=tuple(data["last"]),
            last_pass=data["last_pass"],
            finished=data["finished"],
        )


GAME = HexCamping()
