"""Each board game's knowledge: states rebuilt from views, chains, territory."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

from app.bots.caravan_plan import chain_cost, chain_targets, expected_points
from app.bots.deluxe_camping import POLICY as DELUXE_POLICY
from app.bots.territory import OPEN_CELL
from app.bots.territory import expected_points as territory
from app.games.base import match_rng
from app.games.caravan import GAME as CARAVAN
from app.games.caravan.board import space_at
from app.games.deluxe_camping import GAME as DELUXE
from app.games.deluxe_camping.board import edge_at
from app.games.deluxe_camping.fencing import bridges
from app.games.hex_camping import GAME as HEX
from app.games.hex_camping.rules import state_from_view
from app.games.playout import random_step
from tests.bots.support import positions
from tests.games.deluxe_camping.notation import position


def test_a_hex_view_rebuilds_its_state():
    for n in range(10):
        options = HEX.validate_options(2, {"first_player": "random"})
        state = HEX.setup(2, options, match_rng(f"hex-{n}", 0))
        rng = random.Random(n)
        for ply in range(1, 70):
            if HEX.is_over(state):
                break
            assert state_from_view(HEX.view(state, state.to_move)) == state
            step = random_step(HEX, state, rng)
            state = HEX.apply(state, step.seat, step.move, match_rng(f"hex-{n}", ply))


def _bits(*pairs: tuple[int, int]) -> int:
    return sum(1 << space_at(r, c) for r, c in pairs)


def test_chain_cost_counts_the_camels_a_chain_lacks():
    meat_city = space_at(2, 3)
    # A good on [2,2] is next to the meat city: only the city's camel is missing.
    assert chain_cost(space_at(2, 2), meat_city, _bits((2, 2)), ready=False) == 1
    assert chain_cost(space_at(2, 2), meat_city, _bits((2, 2), (2, 3)), ready=True) == 0
    # From the corner [0,0] to the ivory city [0,3]: [0,1], [0,2] and the city.
    ivory_city = space_at(0, 3)
    assert chain_cost(space_at(0, 0), ivory_city, _bits((0, 0)), ready=False) == 3
    assert chain_cost(space_at(0, 0), ivory_city, _bits((0, 0), (0, 1)), ready=False) == 2
    targets = chain_targets(space_at(0, 0), ivory_city, _bits((0, 0), (0, 1)), ready=False)
    assert targets == _bits((0, 2))


def test_a_seat_with_every_camel_laden_expects_nothing_more():
    state = CARAVAN.setup(2, CARAVAN.validate_options(2, {}), match_rng("dead", 0))
    laden = tuple(sorted((space_at(6, c), 0) for c in range(5)))
    dead = replace(state, camels=(laden, ()), supply=(0, 5))
    points = expected_points(dead)
    assert points[0] == -6  # five goods held: the full penalty, no hope of delivery


def test_territory_scores_closed_zones_exactly_and_shares_open_ones():
    state = position("""
        0 .|. .
        - -
        . . . .
        . . . .
        0 . . 1
    """.replace("\n        ", "\n"))
    # The closed corner scores its 2 cells; each open cell goes to the nearer caravan:
    # columns 0-1 to seat 0 (6 cells), columns 2-3 to seat 1 (8 cells), each worth 0.9.
    assert territory(state) == pytest.approx([2 + OPEN_CELL * 6, OPEN_CELL * 8])


def test_bridges_are_the_fences_that_close_a_zone():
    state = position("""
        . . .|. .
        . 0 .|. .
        - -   - -
        . . . . .
        . . 1 . .
        . . . . .
    """.replace("\n        ", "\n"))
    gap = edge_at(5, 1 * 5 + 2, "S")
    assert gap in bridges(state)
    assert edge_at(5, 3 * 5 + 0, "E") not in bridges(state)


def test_four_player_deluxe_values_teams():
    state = positions(DELUXE, 4, "teams", cuts=(8,))[0]
    values = DELUXE_POLICY.values(state)
    assert values[0] == values[2] and values[1] == values[3]
    assert values[0] + values[1] == pytest.approx(1.0)


def test_four_player_deluxe_values_follow_the_team_result():
    # Equal team totals (16 + 16 against 11 + 21): a draw, whatever the individual scores.
    tie = position("""
        . 0 . .|. 1 . .
        . . . .|. i x .
        . . . .|. . . .
        . 0 . .|. . . 1
        - - - - - - - -
        . 2 . .|. 3 . .
        . . . .|. . i .
        . . . .|. . . .
        . 2 . .|. . . 3
    """.replace("\n        ", "\n"), phase="over", end="all_attributed")
    assert DELUXE.outcome(tie).scores == (16, 11, 16, 21)
    values = DELUXE_POLICY.values(tie)
    assert values == pytest.approx([values[0]] * 4)
    # The pest moved to seat 3's zone: 16 + 16 lose to 21 + 11; teammates still alike.
    win = position("""
        . 0 . .|. 1 . .
        . . . .|. i . .
        . . . .|. . . .
        . 0 . .|. . . 1
        - - - - - - - -
        . 2 . .|. 3 . .
        . . . .|. . i .
        . x . .|. . . .
        . 2 . .|. . . 3
    """.replace("\n        ", "\n"), phase="over", end="all_attributed")
    assert DELUXE.outcome(win).scores == (16, 21, 6, 21)
    # The pest moved to seat 2's zone: 16 + 6 lose to 21 + 21, both teammates alike.
    values = DELUXE_POLICY.values(win)
    assert values[1] == pytest.approx(values[3])
    assert values[0] == pytest.approx(values[2])
    assert values[1] > 0.8 > 0.2 > values[0]
