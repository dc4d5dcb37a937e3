"""The track against the rules file's layout (data/track.yaml)."""

from __future__ import annotations

import pytest

from app.games.em6_quiz.track import SPECIAL, SQUARE_THEME, THEMES, next_square
from tests.games.em6_quiz.support import load

TRACK = load("track.yaml")


def test_every_theme_has_its_squares_and_the_specials_theirs():
    found = {
        name: [s for s, t in enumerate(SQUARE_THEME) if t == theme]
        for theme, name in enumerate(THEMES)
    }
    assert found == TRACK["themes"]
    assert SPECIAL == TRACK["special"]


@pytest.mark.parametrize("theme", THEMES)
def test_the_next_square_of_a_theme_is_7_or_8_ahead(theme: str):
    squares = TRACK["themes"][theme]
    assert {b - a for a, b in zip(squares, squares[1:])} <= set(TRACK["gaps"])
    for a, b in zip(squares, squares[1:]):
        assert next_square(a, THEMES.index(theme)) == b


@pytest.mark.parametrize(("start", "theme", "end"), TRACK["next"])
def test_known_next_squares(start: int, theme: str, end: int):
    assert next_square(start, THEMES.index(theme)) == end
