"""Computer players. They decide from their seat's view and legal moves only.

Easy plays a quick heuristic move; medium and hard search (Monte Carlo tree
search over states sampled from the view) for about 0.3 s and 2 s, except
where a game's policy decides its own way (Caravan: a greedy plan checked by
a lookahead, see `Policy.decide`). The quiz
bot searches nothing: it knows the shipped question banks as a well-read
player would, with a level-dependent memory. `app.bots.pool.think` runs
`choose_move` in worker processes so that the server's event loop never waits.
"""

from __future__ import annotations

import importlib
import logging
import random
from typing import Any

from app.bots.levels import DEFAULT_BUDGET, LEVELS, searches, think_seconds
from app.bots.policy import Policy
from app.bots.search import search
from app.games.base import Game, Move, Seat
from app.games.playout import fill_free

__all__ = ["BOT_NAMES", "DEFAULT_BUDGET", "LEVELS", "choose_move"]

BOT_NAMES: tuple[str, ...] = ("Marmot", "Heron", "Fox", "Badger", "Owl", "Beaver")

log = logging.getLogger(__name__)


#: The module holding each board game's search knowledge (its `POLICY`).
POLICIES: dict[str, str] = {
    "hex_camping": "app.bots.hex_camping",
    "deluxe_camping": "app.bots.deluxe_camping",
    "caravan": "app.bots.caravan",
}


def _policy(game_id: str) -> Policy | None:
    # Imported on demand: a worker process only loads the games it is asked about.
    module = POLICIES.get(game_id)
    return None if module is None else importlib.import_module(module).POLICY


def choose_move(
    game: Game, view: Any, legal: list[Move], seat: Seat, level: str, rng: random.Random,
    *, budget: float = DEFAULT_BUDGET, iterations: int | None = None,
) -> Move:
    """The move a bot of `level` plays, knowing only `view` and `legal`.

    `budget` caps the thinking time in seconds (medium thinks 0.3 s, hard 2 s,
    never more than the budget); `iterations` replaces the clock by a fixed
    number of search iterations, for reproducible play.
    """
    if not legal:
        raise ValueError("a bot needs at least one legal move")
    try:
        move = _decide(game, view, legal, seat, level, rng, budget, iterations)
    except Exception:  # noqa: BLE001 - a faulty bot must still move, or the match would hang
        log.exception("%s bot failed; playing a random move", game.id)
        move = fill_free(rng.choice(legal), rng)
    return move


def _decide(game: Game, view: Any, legal: list[Move], seat: Seat, level: str,
            rng: random.Random, budget: float, iterations: int | None) -> Move:
    if game.id == "em6_quiz":
        from app.bots.em6_quiz import quiz_move
        return quiz_move(view, legal, seat, level, rng)
    policy = _policy(game.id)
    if policy is None:
        return fill_free(rng.choice(legal), rng)
    move = policy.shortcut(view, seat, legal)
    if move is not None:
        return move
    if not searches(level):
        return policy.easy_move(policy.state(view, seat, rng), seat, legal, rng)
    seconds = think_seconds(level, budget)
    move = policy.decide(view, seat, legal, level, rng, seconds, iterations)
    if move is not None:
        return move
    return search(policy, view, seat, legal, rng, seconds, iterations)
