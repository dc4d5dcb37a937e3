"""The text diagrams used by the data files read and write back the same."""

from __future__ import annotations

import pytest

from app.games.base import match_rng
from app.games.deluxe_camping import GAME
from app.games.deluxe_camping.state import pest_cell
from tests.games.deluxe_camping.cases import grids, normal_grid
from tests.games.deluxe_camping.notation import diagram, parse, position

GRIDS = grids()


@pytest.mark.parametrize("grid", GRIDS, ids=[f"diagram-{n}" for n in range(len(GRIDS))])
def test_every_data_diagram_reads_back_the_same(grid: str):
    state = position(grid, revealed="?" not in grid)
    assert diagram(state, hide=True) == normal_grid(grid)
    assert GAME.to_json(GAME.from_json(GAME.to_json(state))) == GAME.to_json(state)


def test_a_random_match_draws_and_reads_back():
    options = GAME.validate_options(3, {"size": 10})
    state = GAME.setup(3, options, match_rng("diagram", 0))
    again = position(diagram(state), players=3, turns=0)
    assert (again.board, again.fences, sorted(again.tokens), pest_cell(again)) == (
        state.board, state.fences, sorted(state.tokens), pest_cell(state))
    assert GAME.view(again, None) | {"last": None} == GAME.view(state, None) | {"last": None}


@pytest.mark.parametrize("text", [
    ". . .\n. .\n. . .\n",  # ragged
    ". . .\n. . .\n",  # not square
    ". z .\n. . .\n. . .\n",  # unknown piece
    ". . .\n . -\n. . .\n. . .\n",  # fence mark under no cell
    ". . .\n. . .\n. . .\n-\n",  # south of the last row is the border
    ".+. .\n. . .\n. . .\n",  # bad separator
    "P . .\n. . .\n. . .\n",  # pool is not a 2x2 block
    "A . A\n. . .\n. . .\n",  # bungalow cells apart
])
def test_malformed_diagrams_are_rejected(text: str):
    with pytest.raises(ValueError):
        parse(text)
