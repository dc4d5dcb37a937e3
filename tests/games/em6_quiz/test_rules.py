"""The quiz race through the common interface: metadata, replay, round trips, bounds."""

from __future__ import annotations

import random

import pytest

from app.games.base import BadOptionsError, match_rng
from app.games.em6_quiz import GAME
from app.games.em6_quiz.rules import MODE_LOCK, PLIES_PER_TURN
from app.games.playout import random_playout, replay
from tests.games.em6_quiz.support import DATA, DECK_TEXT

MINIMAL = (DATA / "minimal.yaml").read_text(encoding="utf-8")


def test_metadata():
    meta = GAME.metadata()
    assert (meta["min_players"], meta["max_players"], meta["hidden_information"]) == (1, 6, True)
    defaults = {o["name"]: o["default"] for o in meta["options"]}
    assert defaults == {
        "language": "en", "deck": None, "answer_time": 45, "vote_time": 15,
        "roll_time": 30, "round_limit": 40, "first_player": "seat0",
    }


@pytest.mark.parametrize("players", [1, 2, 3, 5, 6])
@pytest.mark.parametrize("text", [DECK_TEXT, MINIMAL], ids=["test-deck", "one-card-per-deck"])
def test_matches_on_an_uploaded_deck_end_and_replay_from_the_seed(players: int, text: str):
    for n in range(4):
        seed = f"uploaded-{players}-{n}"
        played = random_playout(GAME, players, seed, {"deck": text, "round_limit": 8})
        assert GAME.is_over(played.state)
        assert len(played.plies) <= PLIES_PER_TURN * players * 8
        rebuilt = replay(GAME, players, played.options, seed, played.plies)
        assert GAME.to_json(rebuilt) == GAME.to_json(played.state)


def test_states_round_trip_through_json_mid_match():
    options = GAME.validate_options(4, {"deck": DECK_TEXT, "first_player": "random"})
    state = GAME.setup(4, options, match_rng("trip", 0))
    pick = random.Random(3)
    for ply in range(1, 120):
        if GAME.is_over(state):
            break
        assert GAME.to_json(GAME.from_json(GAME.to_json(state))) == GAME.to_json(state)
        seats = GAME.to_act(state)
        assert seats, "someone must be waited for until the end"
        seat = pick.choice(seats)
        move = pick.choice(GAME.legal_moves(state, seat))
        if "free" in move:
            move = {"type": "answer", "text": pick.choice(["Mercury", "no idea", "8"])}
        state = GAME.apply(state, seat, move, match_rng("trip", ply))


def test_the_first_player_may_be_random():
    options = GAME.validate_options(6, {"deck": DECK_TEXT, "first_player": "random"})
    firsts = {GAME.setup(6, options, match_rng(f"first-{n}", 0)).seat for n in range(40)}
    assert len(firsts) > 3


def test_bad_option_values_are_refused():
    for bad in ({"answer_time": 0}, {"vote_time": "15"}, {"language": "de"}, {"deck": 12}):
        with pytest.raises(BadOptionsError):
            GAME.validate_options(2, {"deck": DECK_TEXT, **bad})


def test_the_room_names_the_computer_seats():
    options = GAME.validate_options(4, {"deck": DECK_TEXT, "computers": [3, 1]})
    assert options["computers"] == [1, 3]
    state = GAME.setup(4, options, match_rng("computers", 0))
    assert state.computers == {1, 3}
    assert GAME.to_json(GAME.from_json(GAME.to_json(state))) == GAME.to_json(state)
    assert GAME.validate_options(2, {"deck": DECK_TEXT})["computers"] == []
    assert GAME.public_options(options)["computers"] == [1, 3]
    # A room stored before the option existed: every other seat votes, as it did then.
    older = {k: v for k, v in options.items() if k != "computers"}
    assert GAME.setup(4, older, match_rng("computers", 0)).computers == frozenset()


def test_the_view_says_whether_the_modes_are_fixed_at_the_first_roll():
    # The page tells a player until when they may change how they answer: until the first
    # die (the ruling), or once per turn in a match stored before it.
    options = GAME.validate_options(2, {"deck": DECK_TEXT})
    assert GAME.view(GAME.setup(2, options, match_rng("lock", 0)), 0)["mode_lock"] is True
    older = {k: v for k, v in options.items() if k != MODE_LOCK}
    assert GAME.view(GAME.setup(2, older, match_rng("lock", 0)), 0)["mode_lock"] is False


@pytest.mark.parametrize("bad", [[4], [-1], [1, 1], [True], ["1"], "1", 1, {"1": 1}, [0] * 5])
def test_bad_computer_seats_are_refused(bad: object):
    with pytest.raises(BadOptionsError, match="option 'computers'"):
        GAME.validate_options(4, {"deck": DECK_TEXT, "computers": bad})
