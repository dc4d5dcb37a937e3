"""Taking back the actions of one's own turn: the `undo` move, stored like any other.

A player may take back what they did in their current turn until the turn passes
to someone else. Undo stops at an action that drew randomness (the generator of
its step was used) or revealed hidden information (see `_reveals`): taking
those back would let a player look and choose again. The rules cores know nothing of it: this module wraps their `apply`, and
every path that replays stored moves (the room, the replay, the check of a
finished match) goes through `step`.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any

from app.games.base import Game, Move, RulesError, Seat

#: The move type of taking back one's last action (no game uses it for a move of its own).
UNDO = "undo"
#: Why the last action of a turn cannot be taken back.
RANDOMNESS, HIDDEN = "randomness", "hidden"


class TrackedRandom(random.Random):
    """The step's generator, the same sequence as `match_rng`, that knows if it was used."""

    used = False

    def random(self) -> float:
        """As Random.random, noting the use."""
        self.used = True
        return super().random()

    def getrandbits(self, k: int) -> int:
        """As Random.getrandbits, noting the use."""
        self.used = True
        return super().getrandbits(k)


def step_rng(seed: str, ply: int) -> TrackedRandom:
    """The generator of one step (see `match_rng`: the same numbers)."""
    return TrackedRandom(f"{seed}/{ply}")


@dataclass(frozen=True)
class Turn:
    """What the player to act may still take back: (seat, state before) per action, and
    why undo stopped at the last action, if it did."""

    undoable: tuple[tuple[Seat, Any], ...] = ()
    stopped: tuple[Seat, str] | None = None

    def can_undo(self, seat: Seat | None) -> bool:
        """True if `seat` may take back its last action now."""
        return seat is not None and bool(self.undoable) and self.undoable[-1][0] == seat

    def stop_reason(self, seat: Seat | None) -> str | None:
        """Why `seat` cannot take back its last action (`randomness`, `hidden`), if so."""
        if self.stopped is not None and self.stopped[0] == seat and not self.can_undo(seat):
            return self.stopped[1]
        return None


#: How many other worlds (states the player could not tell from the real one) are tried.
SAMPLES = 2


def _reveals(game: Game, before: Any, after: Any, seat: Seat, move: Move) -> bool:
    """True if the move showed `seat` something its view did not hold before it: played
    in other states that the player's view could not tell from the real one (the game's
    `determinize`, with fixed seeds so that every replay decides the same), the move
    would have shown something else. A game that cannot say is taken to reveal."""
    from app.rooms.public import view_of  # the one call of the game's view

    seen_before, seen_after = view_of(game, before, seat), view_of(game, after, seat)
    for n in range(SAMPLES):
        try:
            other = game.determinize(seen_before, seat, random.Random(f"undo/{n}"))
            again = game.apply(other, seat, move, random.Random(f"undo/{n}"))
            if view_of(game, again, seat) != seen_after:
                return True
        except Exception:  # noqa: BLE001 - no other world, or the move fails there: it reveals
            return True
    return False


def step(game: Game, state: Any, turn: Turn, seat: Seat | None, move: Move,
         rng: TrackedRandom) -> tuple[Any, Turn]:
    """The state after one stored move (an undo, or the game's own) and what its turn
    may take back then. Raises RulesError if the move is refused."""
    if move.get("type") == UNDO:
        if set(move) != {"type"}:
            raise RulesError("illegal_move", "An undo move has no other field.")
        if not turn.can_undo(seat):
            reason = turn.stop_reason(seat)
            raise RulesError("illegal_move", {
                RANDOMNESS: "The last action drew chance: it cannot be taken back.",
                HIDDEN: "The last action revealed hidden information: it cannot be taken back.",
            }.get(reason or "", "Nothing of this turn can be taken back."))
        return turn.undoable[-1][1], Turn(turn.undoable[:-1])
    after = game.apply(state, seat, move, rng)
    if seat is None or game.to_act(after) != [seat] or game.is_over(after):
        return after, Turn()  # the turn passed (or a timer played): nothing to take back
    if rng.used:
        return after, Turn(stopped=(seat, RANDOMNESS))
    if game.hidden_information and _reveals(game, state, after, seat, move):
        return after, Turn(stopped=(seat, HIDDEN))
    return after, Turn(turn.undoable + ((seat, state),))



#: Moves of one type tried when a turn's moves are sorted into those that end it.
PROBES_PER_TYPE = 8


def turn_enders(game: Game, state: Any, seat: Seat, legal: list[Move]) -> list[str]:
    """The move types of the game's `confirm_moves` that would end `seat`'s turn while other
    moves would leave it theirs (ending a turn with actions left): the ones a player is
    asked to confirm. A type counts when every move of it tried (at most PROBES_PER_TYPE)
    ends the turn."""
    if not game.confirm_moves:
        return []
    kinds: dict[str, list[Move]] = {}
    for move in legal:
        if "free" not in move:  # a move of typed text (an answer) is never asked about
            kinds.setdefault(str(move.get("type")), []).append(move)
    ends: dict[str, bool] = {}
    for kind, moves in kinds.items():
        ends[kind] = True
        for move in moves[:PROBES_PER_TYPE]:
            try:
                after = game.apply(state, seat, move, random.Random(0))
            except Exception:  # noqa: BLE001 - a probe only: a failing move is not asked about
                ends[kind] = False
                break
            if game.to_act(after) == [seat] and not game.is_over(after):
                ends[kind] = False
                break
    if all(ends.values()):
        return []  # every move ends the turn: there is nothing left to lose
    return sorted(kind for kind, end in ends.items() if end and kind in game.confirm_moves)
