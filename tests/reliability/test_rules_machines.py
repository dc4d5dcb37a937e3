"""Stateful property tests of every rules core (Hypothesis rule-based state machines).

One machine per game plays a match through the common interface, step by
step, and at every step tries: a legal move (which must be accepted, leave
the state it was given untouched, and give the same result twice from the
same seed), a legal move mutated (refused with a RulesError and no change,
unless it still is a legal move), another seat's move and seats that do not
exist (refused). After every step the invariants hold:

- the state survives its JSON round trip; the match is over exactly when it
  has an outcome, and then nobody may act;
- a spectator's view is exactly a seat's view but for the seat's own number
  (`you`): no view knows less than a spectator, no seat sees another's secret;
- only the seats to act have moves (but a quiz player's mode change);
- a finished match refuses every move;
- per game: campers only on land (hex_camping); at most three tokens on
  distinct token cells, no seat over its caravans, scores and zone values never
  negative, and views that do not depend on which token is the pest before the
  reveal (deluxe_camping); every good accounted for (bag, spaces, camels,
  cities) and every camel (board or supply), views that do not depend on the
  bag's order (caravan); pawns on the track and only the asked player
  answering (em6_quiz).
"""

from __future__ import annotations

import copy
import json
import os
import random
from collections import Counter
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, settings
from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, initialize, invariant, precondition, rule

from app.games.base import Game, RulesError, match_rng
from app.games.registry import get_game
from tests.support import every_game

DECK = (Path(__file__).parents[1] / "games" / "em6_quiz" / "data" / "deck.yaml").read_text("utf-8")
EXAMPLES = int(os.environ.get("BIVOUAC_MACHINE_EXAMPLES", "40"))
SETTINGS = settings(max_examples=EXAMPLES, stateful_step_count=100, deadline=None,
                    suppress_health_check=[HealthCheck.too_slow,
                                           HealthCheck.filter_too_much])
#: Options each machine draws from, per game.
OPTIONS: dict[str, st.SearchStrategy[dict[str, Any]]] = {
    "hex_camping": st.fixed_dictionaries({"first_player": st.sampled_from(["seat0", "random"])}),
    "deluxe_camping": st.fixed_dictionaries({
        "setup": st.sampled_from(["manual", "auto"]), "size": st.integers(8, 11),
        "max_rounds": st.integers(1, 6),
    }),
    "caravan": st.fixed_dictionaries({"learning_game": st.booleans()}),
    "em6_quiz": st.fixed_dictionaries({
        "deck": st.sampled_from([None, DECK]), "round_limit": st.integers(5, 8),
        "language": st.sampled_from(["en", "fr"]),
    }),
}


def _fill(entry: dict[str, Any], text: str) -> dict[str, Any]:
    free = entry.get("free")
    if not free:
        return entry
    return {k: v for k, v in entry.items() if k != "free"} | {k: text for k in free}


def _listed(move: dict[str, Any], legal: list[dict[str, Any]]) -> bool:
    """True if `move` is one of `legal` (free keys filled with any text)."""
    for entry in legal:
        fixed = {k: v for k, v in entry.items() if k != "free"}
        if set(move) - set(fixed) - set(entry.get("free", {})):
            continue
        if all(k in move and json.dumps(move[k]) == json.dumps(v) for k, v in fixed.items()) \
                and all(isinstance(move.get(k), str) for k in entry.get("free", {})):
            return True
    return False


def _mutate(move: dict[str, Any], how: int, key_index: int, value: Any, by: int) -> dict[str, Any]:
    keys = sorted(move)
    key = keys[key_index % len(keys)]
    if how == 0:
        return {**move, key: value}
    if how == 1:
        return {k: v for k, v in move.items() if k != key}
    if how == 2:
        return {**move, "type": value}
    shifted = {}
    for k, v in move.items():
        if isinstance(v, list) and all(isinstance(x, int) and not isinstance(x, bool) for x in v):
            v = [x + by for x in v]
        elif isinstance(v, int) and not isinstance(v, bool) and k != "type":
            v = v + by
        shifted[k] = v
    return shifted


class RulesMachine(RuleBasedStateMachine):
    """Plays one game; subclasses set `game` and add the game's own invariants."""

    game: Game

    def __init__(self) -> None:
        super().__init__()
        self.state: Any = None
        self.players = 0
        self.seed = ""
        self.ply = 0

    @initialize(data=st.data(), seed=st.text("abcdef0123456789", min_size=4, max_size=12))
    def setup(self, data: Any, seed: str) -> None:
        game = self.game
        self.players = data.draw(st.integers(game.min_players, game.max_players), label="players")
        drawn = data.draw(OPTIONS.get(game.id, st.just({})), label="opts")
        options = game.validate_options(self.players, drawn)
        self.seed = seed
        self.state = game.setup(self.players, options, match_rng(seed, 0))

    # ---- steps -------------------------------------------------------------------
    def _apply(self, seat: int | None, move: dict[str, Any]) -> Any:
        before = copy.deepcopy(self.game.to_json(self.state))
        after = self.game.apply(self.state, seat, move, match_rng(self.seed, self.ply + 1))
        assert self.game.to_json(self.state) == before, "apply changed the state it was given"
        again = self.game.apply(self.state, seat, move, match_rng(self.seed, self.ply + 1))
        assert self.game.to_json(again) == self.game.to_json(after), "apply is not repeatable"
        return after

    @precondition(lambda self: not self.game.is_over(self.state))
    @rule(pick=st.integers(0, 2**16), other=st.integers(0, 2**16), text=st.text(max_size=20))
    def play_a_legal_move(self, pick: int, other: int, text: str) -> None:
        seats = self.game.to_act(self.state)
        if not seats:
            timer = self.game.timer(self.state)
            assert timer is not None, "nobody to act, no timer, and the match is not over"
            self.state = self._apply(None, timer.move)
            self.ply += 1
            return
        seat = seats[pick % len(seats)]
        legal = self.game.legal_moves(self.state, seat)
        assert legal, f"seat {seat} is to act but has no legal move"
        # another listed move must be accepted too
        self._apply(seat, _fill(legal[other % len(legal)], text))
        self.state = self._apply(seat, _fill(legal[pick % len(legal)], text))
        self.ply += 1

    @precondition(lambda self: not self.game.is_over(self.state)
                  and bool(self.game.to_act(self.state)))
    @rule(pick=st.integers(0, 2**16), how=st.integers(0, 3), key_index=st.integers(0, 2**16),
          value=st.none() | st.booleans() | st.integers(-3, 40) | st.text(max_size=6)
          | st.lists(st.integers(-1, 12), max_size=3),
          by=st.integers(-2, 2).filter(bool))
    def a_mutated_move_is_refused_unless_legal(self, pick: int, how: int, key_index: int,
                                               value: Any, by: int) -> None:
        seat = self.game.to_act(self.state)[0]
        legal = self.game.legal_moves(self.state, seat)
        move = _mutate(_fill(legal[pick % len(legal)], "x"), how, key_index, value, by)
        before = self.game.to_json(self.state)
        rng = match_rng(self.seed, self.ply + 1)
        try:
            after = self.game.to_json(self.game.apply(self.state, seat, move, rng))
        except RulesError:
            after = None
        assert self.game.to_json(self.state) == before
        if after is None:
            assert not _listed(move, legal), f"a listed move was refused: {move}"
            return
        # accepted: it must do what one of the listed moves does (a listed move may carry
        # keys the rules work out themselves, such as a camel move's cost)
        text = next((v for k, v in move.items() if isinstance(v, str) and k != "type"), "x")
        same = [e for e in legal if e.get("type") == move.get("type")]
        assert any(
            self.game.to_json(self.game.apply(self.state, seat, _fill(e, text),
                                              match_rng(self.seed, self.ply + 1))) == after
            for e in same
        ), f"an unlisted move was accepted: {move}"

    @precondition(lambda self: not self.game.is_over(self.state)
                  and bool(self.game.to_act(self.state)))
    @rule(pick=st.integers(0, 2**16), stranger=st.sampled_from([-1, 6, 99]))
    def other_seats_cannot_play_for_the_seat_to_act(self, pick: int, stranger: Any) -> None:
        seats = self.game.to_act(self.state)
        legal = self.game.legal_moves(self.state, seats[0])
        move = _fill(legal[pick % len(legal)], "x")
        idle = [s for s in range(self.players) if s not in seats]
        for seat in [*idle, stranger]:
            own = self.game.legal_moves(self.state, seat) if seat in idle else []
            if _listed(move, own):
                continue
            with pytest.raises(RulesError):
                self.game.apply(self.state, seat, move, match_rng(self.seed, self.ply + 1))

    @precondition(lambda self: self.game.is_over(self.state))
    @rule(seat=st.integers(-1, 6), kind=st.sampled_from(["end", "roll", "pass", "place", "step"]))
    def a_finished_match_refuses_every_move(self, seat: int, kind: str) -> None:
        with pytest.raises(RulesError):
            self.game.apply(self.state, seat, {"type": kind}, match_rng(self.seed, self.ply + 1))

    # ---- invariants ----------------------------------------------------------------
    @invariant()
    def the_state_survives_json(self) -> None:
        data = self.game.to_json(self.state)
        assert json.loads(json.dumps(data)) == data
        assert self.game.to_json(self.game.from_json(json.loads(json.dumps(data)))) == data

    @invariant()
    def the_end_is_consistent(self) -> None:
        outcome = self.game.outcome(self.state)
        assert self.game.is_over(self.state) == (outcome is not None)
        if outcome is not None:
            assert self.game.to_act(self.state) == []
            assert all(self.game.legal_moves(self.state, s) == [] for s in range(self.players))
            assert len(outcome.scores) == len(outcome.ranks) == self.players
            assert min(outcome.ranks) == 1 and max(outcome.ranks) <= self.players

    @invariant()
    def a_spectator_sees_what_a_seat_sees(self) -> None:
        def shown(seat: int | None) -> str:
            view = dict(self.game.view(self.state, seat))
            view.pop("you", None)
            return json.dumps(view, sort_keys=True)

        spectator = shown(None)
        for seat in range(self.players):
            assert shown(seat) == spectator

    @invariant()
    def only_the_seats_to_act_have_moves(self) -> None:
        to_act = self.game.to_act(self.state)
        for seat in range(self.players):
            if seat not in to_act:
                kinds = {m["type"] for m in self.game.legal_moves(self.state, seat)}
                assert kinds <= {"mode"}, (seat, kinds)


class HexMachine(RulesMachine):
    game = get_game("hex_camping")

    @invariant()
    def campers_stand_on_land(self) -> None:
        lakes = set(self.state.lakes)
        assert all(c == -1 for h, c in enumerate(self.state.campers) if h in lakes)
        assert set(self.state.campers) <= {-1, 0, 1}
        view = self.game.view(self.state, None)
        assert min(view["score"]["current"]) >= 0 and min(view["score"]["total"]) >= 0


class DeluxeMachine(RulesMachine):
    game = get_game("deluxe_camping")

    @invariant()
    def pieces_tokens_and_scores_are_sound(self) -> None:
        from app.games.deluxe_camping.board import TOKEN, is_caravan, seat_of
        from app.games.deluxe_camping.state import CARAVANS_PER_PLAYER

        state = self.state
        assert len(state.tokens) <= 3 and len(set(state.tokens)) == len(state.tokens)
        assert all(state.board[t] == TOKEN for t in state.tokens)
        caravans = Counter(seat_of(p) for p in state.board if is_caravan(p))
        assert all(n <= CARAVANS_PER_PLAYER[state.players] for n in caravans.values())
        view = self.game.view(state, None)
        assert min(view["scores"]) >= 0
        assert all(z["value"] is None or z["value"] >= 0 for z in view["zones"])

    @invariant()
    def the_pest_does_not_show_before_the_reveal(self) -> None:
        if self.state.revealed:
            return
        seen = set()
        for pest in range(3):
            twin = replace(self.state, pest=pest)
            seen.add(json.dumps([self.game.view(twin, s) for s in [None, *range(self.players)]]
                                + [self.game.legal_moves(twin, s) for s in range(self.players)],
                                sort_keys=True))
        assert len(seen) == 1


class CaravanMachine(RulesMachine):
    game = get_game("caravan")

    @invariant()
    def every_good_and_camel_is_accounted_for(self) -> None:
        from app.games.caravan.board import COPIES
        from app.games.caravan.state import EMPTY, UNLADEN, kind_of

        state = self.state
        found = Counter(state.bag) + Counter(g for g in state.goods if g != EMPTY)
        found += Counter(kind_of(load) for mine in state.camels for _, load in mine
                         if load != UNLADEN)
        for delivered in state.delivered:
            found += Counter({k: n for k, n in enumerate(delivered)})
        assert [found[k] for k in range(len(COPIES))] == list(COPIES)
        camels = {len(mine) + supply for mine, supply in zip(state.camels, state.supply,
                                                              strict=True)}
        assert len(camels) == 1 and camels <= {5, 6}

    @invariant()
    def the_bag_order_does_not_show(self) -> None:
        if len(self.state.bag) < 2:
            return
        bag = list(self.state.bag)
        random.Random(self.ply).shuffle(bag)
        twin = replace(self.state, bag=tuple(bag))
        for seat in [None, *range(self.players)]:
            assert self.game.view(twin, seat) == self.game.view(self.state, seat)
        mover = self.state.to_move
        assert self.game.legal_moves(twin, mover) == self.game.legal_moves(self.state, mover)


class QuizMachine(RulesMachine):
    game = get_game("em6_quiz")

    @invariant()
    def pawns_stay_on_the_track_and_one_player_answers(self) -> None:
        from app.games.em6_quiz.state import ANSWER

        view = self.game.view(self.state, None)
        last = len(view["track"]) - 1
        assert all(0 <= p <= last for p in self.state.pawns)
        if self.state.phase == ANSWER:
            assert self.game.to_act(self.state) == [self.state.asked.seat]


#: Machines with a game's own invariants; every other game gets the common ones.
MACHINES = {"hex_camping": HexMachine, "deluxe_camping": DeluxeMachine,
            "caravan": CaravanMachine, "em6_quiz": QuizMachine}


def machine_for(game: Game) -> type[RulesMachine]:
    """The game's own machine, or one with the common invariants only."""
    if game.id in MACHINES:
        return MACHINES[game.id]
    return type(f"{game.id.title()}Machine", (RulesMachine,), {"game": game})


@pytest.mark.slow
@pytest.mark.parametrize("game_id", sorted(every_game()))
def test_rules_core_state_machine(game_id: str) -> None:
    machine = machine_for(every_game()[game_id])
    machine.TestCase.settings = SETTINGS
    machine.TestCase().runTest()
