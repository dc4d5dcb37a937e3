"""Undo within a turn, on the rules cores' own positions (seeded playouts): what keeps the
turn and draws nothing is taken back exactly; what draws from the bag or from chance, or
passes the turn, is not; and which moves end a turn with actions left."""

from __future__ import annotations

import random

import pytest

from app.games.base import RulesError, match_rng
from app.games.registry import get_game
from app.rooms.turns import HIDDEN, RANDOMNESS, UNDO, Turn, step, step_rng, turn_enders

SEEDS = range(6)


def _playout(game_id: str, seed: int, plies: int = 300, avoid: tuple[str, ...] = ("end",)):
    """(state before, seat, move, state after, turn before, turn after) for each ply of a
    seeded playout that mostly avoids the move types `avoid`."""
    game = get_game(game_id)
    options = game.validate_options(2, {"first_player": "seat0"})
    state, turn, rng = game.setup(2, options, match_rng(f"t{seed}", 0)), Turn(), random.Random(seed)
    for n in range(1, plies):
        if game.is_over(state):
            return
        seat = game.to_act(state)[0]
        legal = game.legal_moves(state, seat)
        # mostly actions other than ending the turn, so that turns hold several
        keep = [m for m in legal if m["type"] not in avoid]
        move = rng.choice(keep if keep and rng.random() < 0.85 else legal)
        after, turn_after = step(game, state, turn, seat, move, step_rng(f"t{seed}", n))
        yield state, seat, move, after, turn, turn_after
        state, turn = after, turn_after


@pytest.mark.parametrize("game_id", ["caravan", "deluxe_camping", "hex_camping"])
def test_an_action_that_keeps_the_turn_and_shows_nothing_is_taken_back_exactly(game_id: str) -> None:
    game = get_game(game_id)
    undone = 0
    for seed in SEEDS:
        for before, seat, _, after, _, turn in _playout(game_id, seed):
            if not turn.can_undo(seat):
                continue
            back, left = step(game, after, turn, seat, {"type": UNDO}, step_rng("x", 1))
            assert back == before and game.to_act(back) == [seat]
            assert len(left.undoable) == len(turn.undoable) - 1
            undone += 1
    # every game has turns of several actions (hex_camping: passing keeps the turn)
    assert undone > 0


def test_a_caravan_action_that_draws_from_the_bag_cannot_be_taken_back() -> None:
    game = get_game("caravan")
    drawn = 0
    for seed in SEEDS:
        for before, seat, _, after, _, turn in _playout("caravan", seed, avoid=("end", "camel")):
            keeps = game.to_act(after) == [seat] and not game.is_over(after)
            if len(after.bag) < len(before.bag) and keeps:
                assert not turn.can_undo(seat) and turn.stop_reason(seat) == HIDDEN
                with pytest.raises(RulesError) as refused:
                    step(game, after, turn, seat, {"type": UNDO}, step_rng("x", 1))
                assert "hidden" in str(refused.value)
                drawn += 1
    assert drawn > 0


def test_a_turn_that_passed_cannot_be_taken_back_by_anyone() -> None:
    game = get_game("hex_camping")
    for _before, seat, _, after, _, turn in _playout("hex_camping", 1):
        if game.to_act(after) != [seat]:
            assert turn == Turn()
            for someone in (0, 1):
                with pytest.raises(RulesError):
                    step(game, after, turn, someone, {"type": UNDO}, step_rng("x", 1))
            return
    pytest.fail("no turn passed")


def test_chance_stops_undo() -> None:
    class Die:
        """A one-seat game whose `roll` keeps the turn and draws chance, and `note` does not."""

        hidden_information = False
        confirm_moves = frozenset()

        def apply(self, state, seat, move, rng):
            return state + ((rng.randint(1, 6),) if move["type"] == "roll" else (0,))

        def to_act(self, state):
            return [0]

        def is_over(self, state):
            return False

    die = Die()
    after, turn = step(die, (), Turn(), 0, {"type": "note"}, step_rng("d", 1))
    assert turn.can_undo(0)
    after, turn = step(die, after, turn, 0, {"type": "roll"}, step_rng("d", 2))
    assert not turn.can_undo(0) and turn.stop_reason(0) == RANDOMNESS
    # the generator of a step gives the numbers `match_rng` gives
    assert step_rng("d", 2).randint(1, 6) == match_rng("d", 2).randint(1, 6) == after[-1]


def test_the_moves_that_end_a_turn_with_actions_left() -> None:
    seen: dict[str, set[tuple[str, ...]]] = {}
    for game_id in ("caravan", "deluxe_camping", "hex_camping"):
        game = get_game(game_id)
        seen[game_id] = set()
        for before, seat, _, _, _, _ in _playout(game_id, 2, plies=80):
            seen[game_id].add(tuple(turn_enders(game, before, seat, game.legal_moves(before, seat))))
    assert seen["caravan"] == {(), ("end",)}
    assert ("end", "fence") in seen["deluxe_camping"]
    assert seen["hex_camping"] == {()}  # its pass keeps the turn and can be taken back
