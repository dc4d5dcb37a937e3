"""Automatic setup, options and the start of play."""

from __future__ import annotations

import itertools

import pytest

from app.games.base import BadOptionsError, match_rng
from app.games.deluxe_camping import GAME, CampState, setup
from app.games.deluxe_camping.board import (
    POOL,
    TOKEN,
    bungalow,
    caravan,
    edge_between,
    geometry,
    is_bungalow,
    is_caravan,
    seat_of,
)
from app.games.deluxe_camping.state import CARAVANS_PER_PLAYER

CASES = list(itertools.product([2, 3, 4], [8, 9, 10, 11], range(6)))


def _auto(players: int, size: int, seed: str) -> CampState:
    options = GAME.validate_options(players, {"size": size})
    return GAME.setup(players, options, match_rng(seed, 0))


def _touching(state: CampState, cells: list[int], test) -> bool:
    neighbours = geometry(state.size).neighbours
    return any(test(state.board[n]) for cell in cells for n, _ in neighbours[cell])


@pytest.mark.parametrize("players,size,n", CASES)
def test_auto_setup_respects_every_setup_rule(players: int, size: int, n: int):
    state = _auto(players, size, f"auto-{players}-{size}-{n}")
    board = state.board
    pool = [c for c, p in enumerate(board) if p == POOL]
    rows, cols = {c // size for c in pool}, {c % size for c in pool}
    assert len(pool) == 4 and min(rows) > 0 and max(rows) < size - 1
    assert min(cols) > 0 and max(cols) < size - 1
    assert sum(p == TOKEN for p in board) == 3 and state.revealed
    for seat in range(players):
        home = [c for c, p in enumerate(board) if p == bungalow(seat)]
        assert len(home) == 2
        assert not _touching(state, home, lambda p, s=seat: p == POOL or (
            is_bungalow(p) and seat_of(p) != s))
        assert board.count(caravan(seat)) == CARAVANS_PER_PLAYER[players]
    for _, a, b in geometry(size).edges:
        pa, pb = board[a], board[b]
        players = [p for p in (pa, pb) if is_caravan(p) or is_bungalow(p)]
        if len(players) == 2 and seat_of(pa) != seat_of(pb):
            assert state.fences >> edge_between(size, a, b) & 1
    # the ruling: no player owns a zone at the start
    assert all(owner < 0 for owner in state.owners)
    assert GAME.view(state, None)["phase"] == "movement"
    assert (state.to_move, state.points) == (state.first, 1)


@pytest.mark.parametrize("first_player", ["seat0", "random"])
def test_auto_setup_keeps_the_first_caravan_off_the_pool(monkeypatch, first_player: str):
    placed: list[tuple[CampState, str, tuple[int, ...]]] = []
    original = setup.place

    def record(state, seat, kind, cells):
        placed.append((state, kind, cells))
        return original(state, seat, kind, cells)

    monkeypatch.setattr(setup, "place", record)
    for n in range(20):
        placed.clear()
        options = GAME.validate_options(2, {"first_player": first_player})
        final = GAME.setup(2, options, match_rng(f"first-{first_player}-{n}", 0))
        attempt = [i for i, (s, _, _) in enumerate(placed) if s.phase == "place_pool"][-1]
        first_caravan = next(
            (s, cells) for s, kind, cells in placed[attempt:] if kind == "place_caravan")
        before, cells = first_caravan
        assert before.to_move == final.first
        assert not _touching(before, list(cells), lambda p: p == POOL)


def test_a_random_first_player_starts_the_play():
    firsts = set()
    for n in range(30):
        options = GAME.validate_options(3, {"first_player": "random"})
        state = GAME.setup(3, options, match_rng(f"random-first-{n}", 0))
        firsts.add(state.first)
        assert GAME.to_act(state) == [state.first] and state.points == 1
    assert firsts == {0, 1, 2}


def test_manual_setup_starts_with_the_pool_and_a_secret_pest():
    options = GAME.validate_options(4, {"setup": "manual"})
    state = GAME.setup(4, options, match_rng("manual", 0))
    view = GAME.view(state, None)
    assert view["phase"] == "place_pool" and view["to_move"] == 0
    assert view["size"] == 9 and view["tokens"] == [] and not view["revealed"]
    assert state.pest in (0, 1, 2)
    assert view["to_place"] == {"tokens": 3, "bungalows": [1, 1, 1, 1], "caravans": [2] * 4}


@pytest.mark.parametrize("options", [
    {"size": 7}, {"size": 12}, {"size": "9"}, {"setup": "random"}, {"max_rounds": 0},
    {"max_rounds": 501}, {"first_player": "last"}, {"caravans": 3},
])
def test_bad_options_are_refused(options):
    with pytest.raises(BadOptionsError):
        GAME.validate_options(2, options)


@pytest.mark.parametrize("players", [1, 5])
def test_player_counts_outside_two_to_four_are_refused(players: int):
    with pytest.raises(BadOptionsError):
        GAME.validate_options(players, None)


def test_options_default_to_the_rulings():
    assert GAME.validate_options(2, None) == {
        "size": 9, "setup": "auto", "max_rounds": 100, "first_player": "seat0"}
    for option in GAME.options:
        assert set(option.labels) == {"en", "fr", "nl"}
    assert set(GAME.names) == {"en", "fr", "nl"}


def test_the_room_option_sets_the_board_size():
    for size in (8, 11):
        state = _auto(2, size, f"size-{size}")
        assert GAME.view(state, 0)["size"] == size and len(state.board) == size * size
        assert sum(is_caravan(p) for p in state.board) == 12
