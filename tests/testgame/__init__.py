"""A tiny hidden-information game that exists only in the test suite: cups and a pebble.

One pebble lies under one of the cups (drawn at setup). Players take turns lifting
a cup: an empty one is set aside, face up; whoever finds the pebble wins. Which
cup hides the pebble is the secret: no view shows it until it is found.

It is here to show that a new game gets the safety nets for free: the contract
test and the public projection's secrecy test take it from `every_game()`, and
its secrecy description sits in tests/reliability/hidden.py like every game's.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, replace
from typing import Any

from app.games.base import JSON, Game, IllegalMoveError, Move, NotYourTurnError, Outcome, Seat


@dataclass(frozen=True)
class CupsState:
    """The cups still down, where the pebble is, whose turn it is, and who found it."""

    players: int
    cups: tuple[int, ...]
    pebble: int
    to_move: Seat
    finder: Seat | None = None


class Cups(Game[CupsState]):
    """Lift cups in turn until one hides the pebble."""

    id = "test_cups"
    names = {"en": "Cups (test)", "fr": "Gobelets (test)", "nl": "Bekers (test)"}
    min_players = 2
    max_players = 3
    hidden_information = True
    max_plies = 10

    def setup(self, players: int, options: dict[str, Any], rng: random.Random) -> CupsState:
        """Six cups, the pebble under one."""
        return CupsState(players, tuple(range(6)), rng.randrange(6), 0)

    def to_act(self, state: CupsState) -> list[Seat]:
        """The player to lift a cup, until the pebble is found."""
        return [] if state.finder is not None else [state.to_move]

    def legal_moves(self, state: CupsState, seat: Seat) -> list[Move]:
        """Lift any cup still down."""
        if state.finder is not None or seat != state.to_move:
            return []
        return [{"type": "lift", "cup": c} for c in state.cups]

    def apply(self, state: CupsState, seat: Seat | None, move: Move, rng: random.Random) -> CupsState:
        """Lift a cup: the pebble ends the match, an empty cup is set aside."""
        if seat != state.to_move or state.finder is not None:
            raise NotYourTurnError("it is not your turn")
        cup = move.get("cup")
        if move.get("type") != "lift" or cup not in state.cups:
            raise IllegalMoveError("lift a cup that is still down")
        if cup == state.pebble:
            return replace(state, finder=seat)
        return replace(state, cups=tuple(c for c in state.cups if c != cup),
                       to_move=(state.to_move + 1) % state.players)

    def view(self, state: CupsState, seat: Seat | None) -> JSON:
        """The cups still down, and the pebble once found."""
        return {"cups": list(state.cups), "to_move": state.to_move, "finder": state.finder,
                "pebble": state.pebble if state.finder is not None else None}

    def outcome(self, state: CupsState) -> Outcome | None:
        """The finder wins; everyone else shares second place."""
        if state.finder is None:
            return None
        ranks = tuple(1 if s == state.finder else 2 for s in range(state.players))
        return Outcome(tuple(float(r == 1) for r in ranks), ranks)

    def to_json(self, state: CupsState) -> JSON:
        """Everything, the pebble included."""
        return {"players": state.players, "cups": list(state.cups), "pebble": state.pebble,
                "to_move": state.to_move, "finder": state.finder}

    def from_json(self, data: JSON) -> CupsState:
        """Back from `to_json`."""
        return CupsState(data["players"], tuple(data["cups"]), data["pebble"], data["to_move"],
                         data["finder"])


GAME = Cups()
#: The games that exist only in the test suite.
TEST_GAMES: tuple[Game[Any], ...] = (GAME,)
