"""Hidden information: the bag's order never shows, and bots can resample it."""

from __future__ import annotations

import json
import random
from dataclasses import replace

from app.games.base import match_rng
from app.games.caravan import GAME, CaravanState
from app.games.playout import random_playout

PLAYERS = (2, 3, 4)


def _seen(state: CaravanState) -> list[str]:
    """What every seat and a spectator receive, as bytes on the wire."""
    seats = [None, *range(state.players)]
    views = [json.dumps(GAME.view(state, seat), sort_keys=True) for seat in seats]
    legal = [json.dumps(GAME.legal_moves(state, seat), sort_keys=True) for seat in seats]
    return views + legal


def _greedy_move(state: CaravanState, rng: random.Random) -> dict:
    """A move that heads for pick-ups, so that refills come quickly."""
    legal = GAME.legal_moves(state, state.to_move)
    pickups = [m for m in legal if m["type"] == "pickup"]
    if pickups:
        return rng.choice(pickups)
    goods_at = {tuple(s["at"]) for s in GAME.view(state, None)["spaces"] if s["good"]}
    towards = [m for m in legal if m["type"] == "camel" and tuple(m["to"]) in goods_at]
    return rng.choice(towards) if towards else {"type": "end"}


def test_states_differing_only_in_bag_order_look_the_same_until_a_draw_differs():
    for players in PLAYERS:
        options = GAME.validate_options(players, {})
        state = GAME.setup(players, options, match_rng(f"bag{players}", 0))
        rng = random.Random(players)
        rest = list(state.bag[4:])
        while rest == list(state.bag[4:]):
            rng.shuffle(rest)
        # The same first draw, a different order behind it.
        twin = replace(state, bag=state.bag[:4] + tuple(rest))
        refills = 0
        for ply in range(1, 500):
            assert _seen(state) == _seen(twin), f"{players} players, ply {ply}"
            move = _greedy_move(state, rng)
            state = GAME.apply(state, state.to_move, move, match_rng("a", ply))
            twin = GAME.apply(twin, twin.to_move, move, match_rng("b", ply))
            if state.last and state.last.refill:
                refills += 1
                if state.last.drawn != twin.last.drawn:
                    assert _seen(state) != _seen(twin)
                    break
        else:
            raise AssertionError("no draw ever differed")
        assert refills == 2


def test_the_view_shows_only_the_bag_counts():
    state = GAME.setup(2, GAME.validate_options(2, {}), match_rng("counts", 0))
    bag = GAME.view(state, 0)["bag"]
    assert set(bag) == {"total", "counts"}
    assert bag["total"] == sum(bag["counts"].values()) == 40


def test_determinize_keeps_the_view_and_resamples_the_bag():
    for players in PLAYERS:
        played = random_playout(GAME, players, f"det{players}", max_plies=300)
        rng = random.Random(players)
        state = played.state
        for seat in [None, *range(players)]:
            view = GAME.view(state, seat)
            guesses = [GAME.determinize(view, seat, rng) for _ in range(3)]
            for guess in guesses:
                assert GAME.view(guess, seat) == view
                legal = GAME.legal_moves(state, state.to_move)
                assert GAME.legal_moves(guess, state.to_move) == legal
                assert sorted(guess.bag) == sorted(state.bag)
                assert replace(guess, bag=state.bag) == state
            assert len({guess.bag for guess in guesses}) > 1


def test_determinize_rebuilds_finished_matches():
    played = random_playout(GAME, 2, "det-end")
    assert GAME.is_over(played.state)
    view = GAME.view(played.state, 0)
    guess = GAME.determinize(view, 0, random.Random(1))
    assert GAME.view(guess, 0) == view
    assert replace(guess, bag=played.state.bag) == played.state
    assert GAME.outcome(guess) == GAME.outcome(played.state)
