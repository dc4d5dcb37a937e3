"""Loading the known positions of `data/*.yaml` and checking what they expect."""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

import pytest
import yaml

from app.games.base import RulesError
from app.games.deluxe_camping import GAME, CampState
from tests.games.deluxe_camping.notation import diagram, position

DATA = Path(__file__).parent / "data"
RNG = random.Random(0)


def load(stem: str | None = None) -> list[Any]:
    """Every case of the data files (or of one file) as pytest params named file:case."""
    params = []
    for path in sorted(DATA.glob("*.yaml")):
        if stem is not None and path.stem != stem:
            continue
        for case in yaml.safe_load(path.read_text(encoding="utf-8"))["cases"]:
            params.append(pytest.param(case, id=f"{path.stem}:{case['name']}"))
    return params


def build(spec: dict[str, Any]) -> CampState:
    """The state a case's `position` describes."""
    fields = dict(spec)
    return position(fields.pop("grid"), **fields)


def normal_grid(text: str) -> str:
    """A diagram without blank lines or trailing spaces, as `diagram` writes it."""
    lines = [line.rstrip() for line in text.splitlines() if line.strip()]
    return "\n".join(lines) + "\n"


def _same_move(a: dict[str, Any], b: dict[str, Any]) -> bool:
    if a.get("type") == b.get("type") == "place_bungalow":
        return sorted(a["cells"]) == sorted(b["cells"]) and set(a) == set(b)
    return a == b


def listed(move: dict[str, Any], moves: list[dict[str, Any]]) -> bool:
    """True when `move` is among `moves` (a bungalow's two cells in either order)."""
    return any(_same_move(move, m) for m in moves)


def play(state: CampState, steps: list[dict[str, Any]]) -> CampState:
    """Apply a case's moves, checking each refusal and each acceptance against legal_moves."""
    for step in steps:
        seat = step.get("seat", state.to_move)
        move = step["move"]
        if step.get("refused"):
            before = GAME.to_json(state)
            with pytest.raises(RulesError) as refusal:
                GAME.apply(state, seat, move, RNG)
            assert step.get("error", "") in str(refusal.value)
            assert GAME.to_json(state) == before
            assert not listed(move, GAME.legal_moves(state, seat))
        else:
            assert listed(move, GAME.legal_moves(state, seat)), move
            state = GAME.apply(state, seat, move, RNG)
    return state


def _zone_at(view: dict[str, Any], cell: list[int]) -> dict[str, Any]:
    return next(z for z in view["zones"] if cell in z["cells"])


def check(state: CampState, expect: dict[str, Any]) -> None:
    """Compare a state with a case's `expect` block."""
    view = GAME.view(state, None)
    simple = {"phase": "phase", "to_move": "to_move", "points": "movement_points",
              "scores": "scores", "end": "end", "empty_turns": "empty_turns",
              "turns_played": "turns_played", "revealed": "revealed"}
    for key, field in simple.items():
        if key in expect:
            assert view[field] == expect[key], key
    if "grid" in expect:
        assert diagram(state, hide=True) == normal_grid(expect["grid"])
    if "auto_fences" in expect:
        assert view["last"]["auto_fences"] == expect["auto_fences"]
    for zone in expect.get("zones", []):
        found = _zone_at(view, zone["cell"])
        for key in ("owner", "value"):
            if key in zone:
                assert found[key] == zone[key], (zone["cell"], key)
        if "cells" in zone:
            assert len(found["cells"]) == zone["cells"]
    if "zone_count" in expect:
        assert len(view["zones"]) == expect["zone_count"]
    if "teams" in expect:
        assert [t["score"] for t in view["teams"]] == expect["teams"]
    if "ranks" in expect:
        outcome = GAME.outcome(state)
        assert outcome is not None and list(outcome.ranks) == expect["ranks"]
        assert list(outcome.scores) == view["scores"]
    _check_legal(state, expect)


def _check_legal(state: CampState, expect: dict[str, Any]) -> None:
    seat = expect.get("legal_seat", state.to_move)
    moves = GAME.legal_moves(state, seat)
    if "legal" in expect:
        counts: dict[str, int] = {}
        for move in moves:
            counts[move["type"]] = counts.get(move["type"], 0) + 1
        assert counts == expect["legal"]
    for move in expect.get("legal_includes", []):
        assert listed(move, moves), move
    for move in expect.get("legal_excludes", []):
        assert not listed(move, moves), move


def grids() -> list[str]:
    """Every diagram written in the data files."""
    found = []
    for param in load():
        case = param.values[0]
        found.append(case["position"]["grid"])
        if "grid" in case.get("expect", {}):
            found.append(case["expect"]["grid"])
    return found

