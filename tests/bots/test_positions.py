"""Known positions with the move every level should find (tests/bots/data/positions.yaml)."""

from __future__ import annotations

import random
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest
import yaml

from app.bots import LEVELS, choose_move
from app.games.base import Game, match_rng
from app.games.caravan import GAME as CARAVAN
from app.games.caravan.board import KIND_OF_NAME, space_at
from app.games.caravan.state import EMPTY, UNLADEN, actions_for
from app.games.deluxe_camping import GAME as DELUXE
from tests.games.deluxe_camping.notation import position

DATA = yaml.safe_load((Path(__file__).parent / "data" / "positions.yaml").read_text("utf-8"))
#: Seed 0's first draw keeps the easy bot from its occasional careless move.
CAREFUL_SEED = 0
ITERATIONS = 300


def _caravan(case: dict[str, Any]) -> Any:
    state = CARAVAN.setup(2, CARAVAN.validate_options(2, {}), match_rng(case["name"], 0))
    camels = tuple(
        tuple(sorted((space_at(r, c), UNLADEN if load is None else KIND_OF_NAME[load])
                     for r, c, load in seat))
        for seat in case["camels"]
    )
    turn = case["turn"]
    goods = case.get("goods")
    if goods is not None:  # the goods lying on spaces 1-8, when the case depends on them
        state = replace(state, goods=tuple(EMPTY if g is None else KIND_OF_NAME[g] for g in goods))
    return replace(state, camels=camels, supply=tuple(case["supply"]), turn=turn,
                   to_move=case["seat"], actions_left=actions_for(turn))


def _cases() -> list[tuple[Game, str, Any, dict[str, Any]]]:
    found = []
    for case in DATA["deluxe_camping"]:
        state = position(case["grid"], **case.get("fields", {}))
        found.append((DELUXE, case["name"], state, case))
    for case in DATA["caravan"]:
        found.append((CARAVAN, case["name"], _caravan(case), case))
    return found


@pytest.mark.parametrize("level", LEVELS)
@pytest.mark.parametrize(("game", "name", "state", "case"), _cases(),
                         ids=[c[1] for c in _cases()])
def test_every_level_finds_the_move(game: Game, name: str, state: Any, case: dict[str, Any],
                                    level: str):
    seat = case["seat"]
    legal = game.legal_moves(state, seat)
    assert all(move in legal for move in case["expect"]), name
    move = choose_move(game, game.view(state, seat), legal, seat, level,
                       random.Random(CAREFUL_SEED), iterations=ITERATIONS)
    assert move in case["expect"]
