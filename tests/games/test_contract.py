"""One test for every registered game (after OpenSpiel's games_sim_test).

Random matches are played through the common interface; each must end within
the game's bound, replay exactly from its seed and moves, keep every state and
view JSON-clean, and never accept a move that `legal_moves` does not list.
"""

from __future__ import annotations

import copy
import json
import random

import pytest

from app.games.base import RulesError, match_rng
from app.games.playout import random_playout, replay
from tests.support import every_game

GAMES = sorted(every_game())
MATCHES_PER_GAME = 30
#: Long games (thousands of plies per random match) play fewer matches, but at least a few.
PLIES_PER_GAME = 30_000
MIN_MATCHES = 4
#: The step-by-step round-trip test follows each match this far.
ROUNDTRIP_PLIES = 800


def _json_roundtrip(value):
    return json.loads(json.dumps(value, sort_keys=True))


def test_every_expected_game_is_registered():
    assert {"hex_camping", "test_cups"} <= set(GAMES)


@pytest.mark.parametrize("game_id", GAMES)
def test_metadata_is_complete(game_id: str):
    game = every_game()[game_id]
    meta = _json_roundtrip(game.metadata())
    assert meta["id"] == game_id
    assert set(meta["names"]) >= {"en", "fr", "nl"}
    assert 1 <= meta["min_players"] <= meta["max_players"]
    for option in meta["options"]:
        assert set(option["labels"]) >= {"en", "fr", "nl"}, option["name"]
        # every default is accepted by the option's own check
        game.validate_options(game.min_players, {option["name"]: option["default"]})


@pytest.mark.parametrize("game_id", GAMES)
def test_random_matches_end_replay_and_roundtrip(game_id: str):
    game = every_game()[game_id]
    plies = 0
    for n in range(MATCHES_PER_GAME):
        if n >= MIN_MATCHES and plies > PLIES_PER_GAME:
            break
        players = game.min_players + n % (game.max_players - game.min_players + 1)
        seed = f"contract-{game_id}-{n}"
        played = random_playout(game, players, seed)
        assert game.is_over(played.state), f"{seed}: no end after {len(played.plies)} plies"
        plies += len(played.plies)

        rebuilt = replay(game, players, played.options, seed, played.plies)
        assert game.to_json(rebuilt) == game.to_json(played.state)

        outcome = game.outcome(played.state)
        assert len(outcome.scores) == players and len(outcome.ranks) == players
        assert min(outcome.ranks) == 1
        _json_roundtrip(outcome.to_json())


@pytest.mark.parametrize("game_id", GAMES)
def test_states_and_views_survive_json_and_apply_does_not_mutate(game_id: str):
    game = every_game()[game_id]
    rng = random.Random(7)
    for n in range(5):
        players = game.max_players if n % 2 else game.min_players
        seed = f"roundtrip-{game_id}-{n}"
        opts = game.validate_options(players, None)
        state = game.setup(players, opts, match_rng(seed, 0))
        ply = 0
        while not game.is_over(state) and ply < min(game.max_plies, ROUNDTRIP_PLIES):
            data = game.to_json(state)
            assert _json_roundtrip(data) == data
            assert game.to_json(game.from_json(_json_roundtrip(data))) == data
            spectator = game.view(state, None)
            for seat in [None, *range(players)]:
                view = game.view(state, seat)
                assert _json_roundtrip(view) == view
                if not game.view_depends_on_seat:
                    assert view == spectator, "the game claims one view for everyone"
            seats = game.to_act(state)
            if seats:
                seat = rng.choice(seats)
                legal = game.legal_moves(state, seat)
                assert legal, f"seat {seat} is to act but has no legal move"
                assert _json_roundtrip(legal) == legal
                move = rng.choice(legal)
                if move.get("free"):
                    move = {k: v for k, v in move.items() if k != "free"} | {
                        k: "answer" for k in move["free"]
                    }
            else:
                timer = game.timer(state)
                assert timer is not None, "nobody to act, no timer, and the match is not over"
                seat, move = None, timer.move
            before = copy.deepcopy(data)
            ply += 1
            state_next = game.apply(state, seat, move, match_rng(seed, ply))
            assert game.to_json(state) == before, "apply mutated the state it was given"
            state = state_next


@pytest.mark.parametrize("game_id", GAMES)
def test_refused_moves_raise_rules_errors_and_change_nothing(game_id: str):
    game = every_game()[game_id]
    players = game.min_players
    seed = f"refused-{game_id}"
    opts = game.validate_options(players, None)
    state = game.setup(players, opts, match_rng(seed, 0))
    before = game.to_json(state)
    garbage = [{}, {"type": "no-such-move"}, {"type": None}, {"type": "place", "x": [1e9]}]
    for seat in range(players):
        for move in garbage:
            with pytest.raises(RulesError):
                game.apply(state, seat, move, match_rng(seed, 1))
    idle = [s for s in range(players) if s not in game.to_act(state)]
    for seat in idle:
        for move in game.legal_moves(state, game.to_act(state)[0])[:3] if game.to_act(state) else []:
            try:
                game.apply(state, seat, move, match_rng(seed, 1))
            except RulesError:
                pass
    assert game.to_json(state) == before


@pytest.mark.parametrize("game_id", GAMES)
def test_options_are_validated(game_id: str):
    game = every_game()[game_id]
    with pytest.raises(RulesError):
        game.validate_options(game.max_players + 1, None)
    with pytest.raises(RulesError):
        game.validate_options(game.min_players, {"no_such_option": 1})
