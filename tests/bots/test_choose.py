"""Every bot of every game and level plays a move the rules accept, from its seat's view."""

from __future__ import annotations

import random

import pytest

from app.bots import LEVELS, choose_move
from app.games.registry import all_games
from tests.bots.support import assert_playable, positions

GAMES = sorted(all_games())
SETUPS = {"deluxe_camping": [{}, {"setup": "manual", "size": 8}]}


@pytest.mark.parametrize("level", LEVELS)
@pytest.mark.parametrize("game_id", GAMES)
def test_every_level_plays_a_legal_move(game_id: str, level: str):
    game = all_games()[game_id]
    for options in SETUPS.get(game_id, [{}]):
        for players in sorted({game.min_players, min(game.max_players, 2), game.max_players}):
            for n, state in enumerate(positions(game, players, f"{game_id}-{level}", options)):
                for seat in game.to_act(state):
                    legal = game.legal_moves(state, seat)
                    move = choose_move(game, game.view(state, seat), legal, seat, level,
                                       random.Random(n), iterations=12)
                    assert_playable(game, state, seat, move, legal)


def test_a_bot_needs_a_legal_move():
    game = all_games()["hex_camping"]
    state = game.setup(2, game.validate_options(2, {}), random.Random(1))
    with pytest.raises(ValueError):
        choose_move(game, game.view(state, 0), [], 0, "easy", random.Random(1))


def test_the_same_seed_gives_the_same_move():
    for game_id in ("hex_camping", "deluxe_camping", "caravan"):
        game = all_games()[game_id]
        state = positions(game, 2, f"same-{game_id}", cuts=(12,))[0]
        seat = game.to_act(state)[0]
        legal = game.legal_moves(state, seat)
        view = game.view(state, seat)
        moves = [choose_move(game, view, legal, seat, "hard", random.Random(5), iterations=60)
                 for _ in range(2)]
        assert moves[0] == moves[1]
