"""Known positions with known answers, read from data/*.yaml (see cases.py for the schema)."""

from __future__ import annotations

import pytest

from tests.games.deluxe_camping.cases import build, check, load, play


@pytest.mark.parametrize("case", load())
def test_known_position(case):
    state = play(build(case["position"]), case.get("moves", []))
    check(state, case.get("expect", {}))
