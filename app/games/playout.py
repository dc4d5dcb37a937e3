"""Random play over the common interface: used by tests, benchmarks and the easiest bot."""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Any

from app.games.base import Game, Move, Seat, match_rng

FREE_TEXT_SAMPLES = ("", "yes", "42", "the moon", "Pasteur", "1969", "x" * 30)


def fill_free(move: Move, rng: random.Random) -> Move:
    """A concrete move from a legal entry, free inputs filled with sample text."""
    free = move.get("free")
    if not free:
        return move
    concrete = {k: v for k, v in move.items() if k != "free"}
    for key in free:
        concrete[key] = rng.choice(FREE_TEXT_SAMPLES)
    return concrete


@dataclass
class Ply:
    """One stored step of a match: who played what (seat None = the system)."""

    seat: Seat | None
    move: Move


@dataclass
class Playout:
    """A finished (or cut-off) random match: its options, seed, moves and final state."""

    players: int
    options: dict[str, Any]
    seed: str
    plies: list[Ply] = field(default_factory=list)
    state: Any = None


def random_step(game: Game, state: Any, rng: random.Random) -> Ply | None:
    """A random legal step from `state`: a seat's move, else the pending timer; None if stuck."""
    seats = game.to_act(state)
    if seats:
        seat = rng.choice(seats)
        moves = game.legal_moves(state, seat)
        if moves:
            return Ply(seat, fill_free(rng.choice(moves), rng))
    timer = game.timer(state)
    if timer is not None:
        return Ply(None, timer.move)
    return None


def replay(game: Game, players: int, options: dict[str, Any], seed: str, plies: list[Ply]) -> Any:
    """Rebuild a state from the seed and the stored moves."""
    state = game.setup(players, options, match_rng(seed, 0))
    for n, ply in enumerate(plies, start=1):
        state = game.apply(state, ply.seat, ply.move, match_rng(seed, n))
    return state


def random_playout(
    game: Game,
    players: int,
    seed: str,
    options: dict[str, Any] | None = None,
    rng: random.Random | None = None,
    max_plies: int | None = None,
) -> Playout:
    """Play random legal moves from setup until the match ends (or `max_plies`)."""
    rng = rng or random.Random(seed)
    opts = game.validate_options(players, options)
    limit = max_plies if max_plies is not None else game.max_plies
    result = Playout(players, opts, seed)
    state = game.setup(players, opts, match_rng(seed, 0))
    while not game.is_over(state) and len(result.plies) < limit:
        ply = random_step(game, state, rng)
        if ply is None:
            break
        result.plies.append(ply)
        state = game.apply(state, ply.seat, ply.move, match_rng(seed, len(result.plies)))
    result.state = state
    return result
