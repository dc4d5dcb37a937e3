"""Setup: the goods laid out, the bag, the demand markers, the camels and the options."""

from __future__ import annotations

from typing import Any

import pytest

from app.games.base import BadOptionsError, match_rng
from app.games.caravan import GAME
from app.games.caravan.board import COPIES, KINDS
from app.games.caravan.state import (
    DEFAULT_MAX_ROUNDS,
    NO_ROUND_LIMIT,
    state_from_json,
    state_to_json,
)
from tests.games.caravan.positions import case_ids, load

SETUPS = load("setup.yaml")
SEEDS = [f"setup-{n}" for n in range(12)]


def _setup_view(case: dict[str, Any], seed: str) -> dict[str, Any]:
    options = GAME.validate_options(case["players"], case["options"])
    return GAME.view(GAME.setup(case["players"], options, match_rng(seed, 0)), None)


@pytest.mark.parametrize("case", SETUPS, ids=case_ids(SETUPS))
def test_setup(case: dict[str, Any]):
    firsts = set()
    for seed in SEEDS:
        view = _setup_view(case, seed)
        laid = [space["good"] for space in view["spaces"]]
        assert None not in laid
        assert view["bag"]["total"] == sum(COPIES) - len(laid)
        for kind, name in enumerate(KINDS):
            assert laid.count(name) + view["bag"]["counts"][name] == COPIES[kind]
        assert [space["demand"] for space in view["spaces"]] == case["demand"]
        assert [p["supply"] for p in view["players"]] == [case["supply"]] * case["players"]
        assert [p["theft_markers"] for p in view["players"]] == [1] * case["players"]
        assert [p["score"] for p in view["players"]] == [0] * case["players"]
        assert view["camels"] == []
        assert (view["turn"], view["actions"], view["actions_left"]) == (1, 1, 1)
        assert view["to_move"] == view["first"]
        assert (view["round"], view["max_rounds"]) == (1, case["max_rounds"])
        firsts.add(view["first"])
    if case["first"] is None:
        assert len(firsts) > 1
    else:
        assert firsts == {case["first"]}


def test_the_bag_is_shuffled_per_seed():
    options = GAME.validate_options(2, {})
    orders = {GAME.setup(2, options, match_rng(seed, 0)).bag for seed in SEEDS}
    assert len(orders) == len(SEEDS)


@pytest.mark.parametrize("options", [
    {"learning_game": "yes"}, {"learning_game": 6}, {"camels": 6},
    {"max_rounds": 9}, {"max_rounds": 201}, {"max_rounds": "60"},
])
def test_bad_options_are_refused(options: dict[str, Any]):
    with pytest.raises(BadOptionsError):
        GAME.validate_options(2, options)


@pytest.mark.parametrize("players", [1, 5])
def test_player_counts_outside_two_to_four_are_refused(players: int):
    with pytest.raises(BadOptionsError):
        GAME.validate_options(players, {})


def test_a_state_saved_before_the_round_limit_has_none_as_its_match_had_none():
    """A saved state without `max_rounds` is from before the ruling: no limit, as its replay (options_before)."""
    validated = GAME.setup(2, GAME.validate_options(2, {}), match_rng(1, 0))
    old = state_to_json(validated)
    del old["max_rounds"]
    assert state_from_json(old).max_rounds == NO_ROUND_LIMIT
    replayed = GAME.setup(2, GAME.stored_options(2, {}), match_rng(1, 0))
    assert replayed.max_rounds == NO_ROUND_LIMIT
    assert validated.max_rounds == DEFAULT_MAX_ROUNDS
