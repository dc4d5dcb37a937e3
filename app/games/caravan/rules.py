"""Caravan: camels carry goods along chains to the cities that want them."""

from __future__ import annotations

import random
from typing import Any

from app.games.base import (
    JSON,
    Game,
    GameOverError,
    Move,
    NotYourTurnError,
    OptionSpec,
    Outcome,
    Seat,
)
from app.games.caravan import actions, scoring
from app.games.caravan.board import COPIES, FIRST_DEMAND, KINDS, NUMBERED
from app.games.caravan.state import (
    DEFAULT_MAX_ROUNDS,
    MAX_ACTIONS,
    NO_ROUND_LIMIT,
    CaravanState,
    actions_for,
    state_from_json,
    state_to_json,
)
from app.games.caravan.view import state_from_view, view
from app.games.common import FIRST_PLAYER, first_seat

CAMELS = 5
LEARNING_CAMELS = 6
MAX_ROUNDS_LIMIT = 200

LEARNING_GAME = OptionSpec(
    name="learning_game",
    type="bool",
    default=False,
    labels={
        "en": "Learning game (6 camels each)",
        "fr": "Partie d'initiation (6 chameaux chacun)",
        "nl": "Oefenspel (6 kamelen per speler)",
    },
)


MAX_ROUNDS = OptionSpec(
    name="max_rounds", type="int", default=DEFAULT_MAX_ROUNDS, min=10, max=MAX_ROUNDS_LIMIT,
    labels={"en": "Round limit", "fr": "Nombre maximal de tours", "nl": "Maximaal aantal rondes"},
    help={
        "en": "The match ends at the end of this round at the latest (a round is one turn of "
              "every player).",
        "fr": "La partie s'arrête au plus tard à la fin de ce tour (un tour : chaque joueur "
              "joue une fois).",
        "nl": "De partij eindigt uiterlijk aan het eind van deze ronde (een ronde: elke "
              "speler is één keer aan de beurt).",
    },
)


class Caravan(Game[CaravanState]):
    """The rules of `caravan` (see shared/rules/caravan.md)."""

    id = "caravan"
    names = {"en": "Caravan", "fr": "Caravane", "nl": "Karavaan"}
    min_players = 2
    max_players = 4
    options = (FIRST_PLAYER, LEARNING_GAME, MAX_ROUNDS)
    # Matches stored before the round-limit ruling had no limit.
    options_before = {"max_rounds": NO_ROUND_LIMIT}
    hidden_information = True
    confirm_moves = frozenset({"end"})
    view_depends_on_seat = False
    # The round limit bounds a match: at most four actions and the end of each
    # turn, four players, the option's largest limit.
    max_plies = (MAX_ACTIONS + 1) * 4 * MAX_ROUNDS_LIMIT

    def setup(self, players: int, options: dict[str, Any], rng: random.Random) -> CaravanState:
        """Shuffle the bag, lay out eight goods with demand on spaces 1, 2, 7 and 8."""
        first = first_seat(options.get("first_player", "seat0"), players, rng)
        bag = [k for k in range(len(KINDS)) for _ in range(COPIES[k])]
        rng.shuffle(bag)
        laid = len(NUMBERED)
        camels = LEARNING_CAMELS if options.get("learning_game") else CAMELS
        return CaravanState(
            camels=((),) * players,
            supply=(camels,) * players,
            goods=tuple(bag[:laid]),
            demand=tuple(1 if n in FIRST_DEMAND else 0 for n in range(laid)),
            bag=tuple(bag[laid:]),
            picked=0,
            delivered=((0,) * len(KINDS),) * players,
            markers=(0,) * players,
            thefts=(1,) * players,
            first=first,
            to_move=first,
            turn=0,
            actions_left=actions_for(0),
            idle=0,
            # A match stored before the round-limit ruling has no such option: it replays
            # as it was played, without a limit (validated options always carry one).
            max_rounds=options.get("max_rounds", NO_ROUND_LIMIT),
        )

    def to_act(self, state: CaravanState) -> list[Seat]:
        """The player whose turn it is, until the match ends."""
        return [] if state.finished else [state.to_move]

    def legal_moves(self, state: CaravanState, seat: Seat) -> list[Move]:
        """Camel placements, pick-ups, carries, thefts and ending the turn."""
        if state.finished or seat != state.to_move:
            return []
        return actions.legal_moves(state)

    def apply(
        self, state: CaravanState, seat: Seat | None, move: Move, rng: random.Random
    ) -> CaravanState:
        """Play one action (or end the turn); the bag's order is already in the state."""
        if state.finished:
            raise GameOverError("the match is over")
        if seat != state.to_move:
            raise NotYourTurnError("it is not your turn")
        return actions.play(state, move)

    def view(self, state: CaravanState, seat: Seat | None) -> JSON:
        """The same for every seat and spectator: all but the bag's order."""
        return view(state)

    def outcome(self, state: CaravanState) -> Outcome | None:
        """Scores with the held-goods penalty; ties broken by goods delivered."""
        return scoring.outcome(state)

    def to_json(self, state: CaravanState) -> JSON:
        """The whole state, the bag's order included."""
        return state_to_json(state)

    def from_json(self, data: JSON) -> CaravanState:
        """Rebuild a state from `to_json`'s output."""
        return state_from_json(data)

    def determinize(self, view: JSON, seat: Seat | None, rng: random.Random) -> CaravanState:
        """A state matching `view`, the bag's order resampled from its public counts."""
        return state_from_view(view, rng)


GAME = Caravan()
