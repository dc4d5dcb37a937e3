"""Known Caravan positions written as data, and checks of a view against expected values.

A camel is written "row,col" (unladen), "row,col meat" (laden) or
"row,col meat stolen" (a stolen good lying under it).
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import yaml

from app.games.base import JSON, match_rng
from app.games.caravan import GAME, CaravanState
from app.games.caravan.board import KIND_OF_NAME, KINDS, NUMBERED, space_at
from app.games.caravan.state import (
    DEFAULT_MAX_ROUNDS,
    EMPTY,
    STOLEN,
    UNLADEN,
    Camel,
    actions_for,
    kind_of,
)

DATA = Path(__file__).parent / "data"
DEFAULT_GOODS = ["meat", "swords", "salt", "hides", "ivory", "cloth", "gems", "paper"]
DEFAULT_BAG = ["salt", "meat", "gems", "hides", "swords", "salt", "cloth", "meat"]


def load(name: str) -> list[dict[str, Any]]:
    """The cases of one data file."""
    with open(DATA / name, encoding="utf-8") as f:
        return yaml.safe_load(f)


def case_ids(cases: list[dict[str, Any]]) -> list[str]:
    """Readable test ids: each case's name."""
    return [case["name"] for case in cases]


def parse_camel(text: str) -> Camel:
    """A camel from its written form."""
    where, *load = text.split()
    row, col = (int(x) for x in where.split(","))
    if not load:
        return space_at(row, col), UNLADEN
    kind = KIND_OF_NAME[load[0]]
    return space_at(row, col), kind + STOLEN if load[1:] == ["stolen"] else kind


def write_camel(camel: Camel) -> str:
    """The written form of a camel."""
    space, load = camel
    where = f"{space // 7},{space % 7}"
    if load == UNLADEN:
        return where
    return f"{where} {KINDS[kind_of(load)]}" + (" stolen" if load >= STOLEN else "")


def _kinds(names: list[str | None]) -> tuple[int, ...]:
    return tuple(EMPTY if name is None else KIND_OF_NAME[name] for name in names)


def build(spec: dict[str, Any]) -> CaravanState:
    """A state from a position written as data; unspecified parts take plain defaults."""
    players = spec.get("players", 2)
    each = spec.get("camels_each", 5)
    written = spec.get("camels", {})
    camels = tuple(
        tuple(sorted(parse_camel(c) for c in written.get(seat, []))) for seat in range(players)
    )
    delivered = spec.get("delivered", {})
    first = spec.get("first", 0)
    # By default a four-action turn of seat "to_move" (0).
    turn = spec.get("turn", 4 * players + spec.get("to_move", 0) - first)
    return CaravanState(
        camels=camels,
        supply=tuple(spec.get("supply", [each - len(mine) for mine in camels])),
        goods=_kinds(spec.get("goods", DEFAULT_GOODS)),
        demand=tuple(spec.get("demand", [0] * len(NUMBERED))),
        bag=_kinds(spec.get("bag", DEFAULT_BAG)),
        picked=spec.get("picked", 0),
        delivered=tuple(
            tuple(delivered.get(seat, {}).get(name, 0) for name in KINDS)
            for seat in range(players)
        ),
        markers=tuple(spec.get("markers", [0] * players)),
        thefts=tuple(spec.get("thefts", [1] * players)),
        first=first,
        to_move=(first + turn) % players,
        turn=turn,
        actions_left=spec.get("actions_left", actions_for(turn)),
        idle=spec.get("idle", 0),
        finished=spec.get("finished", False),
        end=spec.get("end", ""),
        max_rounds=spec.get("max_rounds", DEFAULT_MAX_ROUNDS),
    )


def play(state: CaravanState, moves: list[dict[str, Any]]) -> CaravanState:
    """The state after the seat to move plays each move in turn."""
    for n, move in enumerate(moves, start=1):
        state = GAME.apply(state, state.to_move, move, match_rng("cases", n))
    return state


def lookup(view: JSON, path: str) -> Any:
    """The value at a dotted path of a view ("players.0.score")."""
    value = view
    for part in path.split("."):
        value = value[int(part)] if isinstance(value, list) else value[part]
    return value


def check(state: CaravanState, expect: dict[str, Any]) -> None:
    """Assert every expected value: view paths, and "camels" per seat in written form."""
    view = GAME.view(state, None)
    for path, wanted in expect.items():
        if path in ("goods", "demand"):
            key = "good" if path == "goods" else "demand"
            assert [space[key] for space in view["spaces"]] == wanted, path
        elif path == "camels":
            for seat, written in wanted.items():
                got = sorted(write_camel(c) for c in state.camels[seat])
                assert got == sorted(written), f"camels of seat {seat}"
        else:
            assert lookup(view, path) == wanted, path


def listed(move: dict[str, Any], legal: list[dict[str, Any]]) -> bool:
    """True if `move` is in `legal` as JSON (True is not 1), its optional "cost" left out or not."""
    wanted = json.dumps(move, sort_keys=True)
    return any(
        json.dumps({k: v for k, v in m.items() if k in move or k != "cost"}, sort_keys=True)
        == wanted
        for m in legal
    )
