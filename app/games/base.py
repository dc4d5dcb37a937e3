"""The interface every game's rules core implements.

A rules core is pure: it never performs I/O, never reads the clock, and takes
all of its randomness from the `random.Random` it is handed. `apply` returns a
new state and leaves the one it was given untouched, so a state can be shared
between the room, a bot's search tree and a replay.

Moves are JSON objects with a `"type"` field. States are whatever the game
finds convenient, as long as `to_json`/`from_json` round-trip them exactly.
"""

from __future__ import annotations

import random
from abc import ABC, abstractmethod
from dataclasses import dataclass, field
from typing import Any, ClassVar, Generic, TypeVar

Seat = int
Locale = str
JSON = Any
Move = dict[str, Any]

S = TypeVar("S")


class RulesError(ValueError):
    """A move or an option the rules refuse; `code` is the stable wire code."""

    code = "illegal_move"


class IllegalMoveError(RulesError):
    """The move is not allowed in this position."""

    code = "illegal_move"


class NotYourTurnError(RulesError):
    """The seat may not act now."""

    code = "not_your_turn"


class GameOverError(RulesError):
    """The match is finished; no move is accepted any more."""

    code = "game_over"


class BadOptionsError(RulesError):
    """Room options or player count that the game does not accept."""

    code = "bad_options"


@dataclass(frozen=True)
class Choice:
    """One value of a `choice` option, with its label per locale."""

    value: str
    labels: dict[Locale, str]


@dataclass(frozen=True)
class OptionSpec:
    """A room option: its name, type, default and labels per locale.

    `type` is one of `int`, `bool`, `choice`, `text` (free text, such as an
    uploaded deck file). `min`/`max` bound an `int`; `choices` lists the
    values of a `choice`.
    """

    name: str
    type: str
    default: Any
    labels: dict[Locale, str]
    min: int | None = None
    max: int | None = None
    choices: tuple[Choice, ...] = ()
    max_length: int | None = None
    help: dict[Locale, str] = field(default_factory=dict)

    def check(self, value: Any) -> Any:
        """Return `value` if it is valid for this option, else raise BadOptionsError."""
        if self.type == "bool":
            if not isinstance(value, bool):
                raise BadOptionsError(f"option {self.name!r} must be true or false")
            return value
        if self.type == "int":
            if isinstance(value, bool) or not isinstance(value, int):
                raise BadOptionsError(f"option {self.name!r} must be a whole number")
            if (self.min is not None and value < self.min) or (
                self.max is not None and value > self.max
            ):
                raise BadOptionsError(
                    f"option {self.name!r} must be between {self.min} and {self.max}"
                )
            return value
        if self.type == "choice":
            allowed = [c.value for c in self.choices]
            if value not in allowed:
                raise BadOptionsError(
                    f"option {self.name!r} must be one of {', '.join(allowed)}"
                )
            return value
        if self.type == "text":
            if value is None:
                return None
            if not isinstance(value, str):
                raise BadOptionsError(f"option {self.name!r} must be text")
            if self.max_length is not None and len(value) > self.max_length:
                raise BadOptionsError(
                    f"option {self.name!r} is longer than {self.max_length} characters"
                )
            return value
        raise BadOptionsError(f"option {self.name!r} has an unknown type")

    def to_json(self) -> JSON:
        """The option as `GET /api/games` lists it."""
        data: dict[str, Any] = {
            "name": self.name,
            "type": self.type,
            "default": self.default,
            "labels": self.labels,
        }
        if self.min is not None:
            data["min"] = self.min
        if self.max is not None:
            data["max"] = self.max
        if self.choices:
            data["choices"] = [{"value": c.value, "labels": c.labels} for c in self.choices]
        if self.max_length is not None:
            data["max_length"] = self.max_length
        if self.help:
            data["help"] = self.help
        return data


@dataclass(frozen=True)
class Outcome:
    """The end of a match: a score and a rank (1 = first, shared on ties) per seat."""

    scores: tuple[float, ...]
    ranks: tuple[int, ...]
    details: JSON = None

    def to_json(self) -> JSON:
        """The `result` object of the wire protocol."""
        order = sorted(range(len(self.ranks)), key=lambda s: (self.ranks[s], s))
        return {
            "scores": list(self.scores),
            "ranks": list(self.ranks),
            "ranking": order,
            "details": self.details,
        }


@dataclass(frozen=True)
class Timer:
    """A deadline the server enforces: after `seconds`, it applies `move` as the system."""

    seconds: float
    move: Move


def ranks_from_keys(keys: list[Any], higher_is_better: bool = True) -> tuple[int, ...]:
    """Competition ranks (1, 1, 3, ...) for per-seat sort keys; equal keys share a rank."""
    ordered = sorted(keys, reverse=higher_is_better)
    return tuple(ordered.index(k) + 1 for k in keys)


def match_rng(seed: str, ply: int) -> random.Random:
    """The generator for one step of a match: setup is ply 0, the n-th move is ply n.

    Deriving each step's generator from the seed and the ply (rather than
    threading one generator through the match) keeps states free of
    generator internals and makes any prefix of a match replayable.
    """
    return random.Random(f"{seed}/{ply}")


class Game(ABC, Generic[S]):
    """One game's rules. Subclasses set the class attributes and implement the methods."""

    id: str
    names: dict[Locale, str]
    min_players: int
    max_players: int
    options: tuple[OptionSpec, ...] = ()
    #: True when some view hides part of the state (tokens, a bag, answers).
    hidden_information: bool = False
    #: False when every seat and spectator get the same view (the server then
    #: builds it once per change); the contract test checks the claim.
    view_depends_on_seat: bool = True
    #: Upper bound on plies in any match; the contract test relies on it.
    max_plies: int = 10_000

    # ---- options -------------------------------------------------------
    #: For options added by a later ruling: the value a match stored before it played with.
    options_before: ClassVar[dict[str, Any]] = {}
    #: The option in which a room lists the seats computers play, for a game whose rules
    #: treat them apart (the quiz: computers never vote); None if the rules need not know.
    computer_seats_option: ClassVar[str | None] = None
    #: Move types the interface asks a player to confirm when they would end the turn while
    #: other moves would leave it theirs (a fence that ends the turn, ending it with actions
    #: left); the room works out when (app/rooms/turns.py).
    confirm_moves: ClassVar[frozenset[str]] = frozenset()

    def validate_options(self, players: int, options: dict[str, Any] | None) -> dict[str, Any]:
        """Check the player count and options; return the options with defaults filled in."""
        if isinstance(players, bool) or not isinstance(players, int):
            raise BadOptionsError("the number of players must be a whole number")
        if not self.min_players <= players <= self.max_players:
            raise BadOptionsError(
                f"{self.id} is played by {self.min_players} to {self.max_players} players"
            )
        given = dict(options or {})
        known = {o.name: o for o in self.options}
        unknown = sorted(set(given) - set(known))
        if unknown:
            raise BadOptionsError(f"unknown option {unknown[0]!r}")
        return {
            name: spec.check(given[name]) if name in given else spec.default
            for name, spec in known.items()
        }

    def stored_options(self, players: int, options: dict[str, Any] | None) -> dict[str, Any]:
        """The options of a stored match, checked: an option the match predates takes the
        value of `options_before` (how it was played then), not today's default."""
        given = dict(options or {})
        checked = self.validate_options(players, given)
        for name, value in self.options_before.items():
            if name not in given:
                checked[name] = value
        return checked

    def prepare_options(self, options: dict[str, Any]) -> dict[str, Any]:
        """Validated options ready for `setup` with nothing left to parse (a game that reads
        an uploaded file parses it here; CPU work, for rooms to call off their event loop)."""
        return options

    def heavy_options(self, options: dict[str, Any]) -> bool:
        """True if validating or preparing these options is CPU work (an uploaded file to
        parse), which rooms then do away from their event loop; instant by default."""
        return False

    def public_options(self, options: dict[str, Any]) -> dict[str, Any]:
        """The options as anyone may see them (a game may shorten a long uploaded file)."""
        return dict(options)

    # ---- the match -----------------------------------------------------
    @abstractmethod
    def setup(self, players: int, options: dict[str, Any], rng: random.Random) -> S:
        """The starting state for `players` seats and validated `options`."""

    @abstractmethod
    def to_act(self, state: S) -> list[Seat]:
        """The seats the match is waiting for (empty when finished or waiting on a timer)."""

    @abstractmethod
    def legal_moves(self, state: S, seat: Seat) -> list[Move]:
        """Every move `seat` may send now.

        A move that takes free input lists the keys to fill in under `"free"`,
        e.g. `{"type": "answer", "free": {"text": "text"}}`; the client sends
        it with those keys set and without `"free"`.
        """

    @abstractmethod
    def apply(self, state: S, seat: Seat | None, move: Move, rng: random.Random) -> S:
        """The state after `seat` plays `move`; raises a RulesError and changes nothing if refused.

        `seat` is None for a system move (a timer that ran out).
        """

    @abstractmethod
    def view(self, state: S, seat: Seat | None) -> JSON:
        """What `seat` (None: a spectator) may see. The only door out for state."""

    @abstractmethod
    def outcome(self, state: S) -> Outcome | None:
        """The result once the match is over, else None."""

    @abstractmethod
    def to_json(self, state: S) -> JSON:
        """The whole state (secrets included) as JSON data, for storage and tests."""

    @abstractmethod
    def from_json(self, data: JSON) -> S:
        """Rebuild a state from `to_json`'s output."""

    # ---- optional ------------------------------------------------------
    def timer(self, state: S) -> Timer | None:
        """A deadline the server must enforce in this state, if any."""
        return None

    def determinize(self, view: JSON, seat: Seat | None, rng: random.Random) -> S:
        """A full state consistent with `view`, hidden parts sampled from `rng` (for bots)."""
        raise NotImplementedError(f"{self.id} has no determinization")

    def is_over(self, state: S) -> bool:
        """True once the match is finished."""
        return self.outcome(state) is not None

    def metadata(self) -> JSON:
        """The game as `GET /api/games` lists it."""
        return {
            "id": self.id,
            "names": self.names,
            "min_players": self.min_players,
            "max_players": self.max_players,
            "hidden_information": self.hidden_information,
            "options": [o.to_json() for o in self.options],
        }
