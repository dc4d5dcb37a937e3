"""Worker processes (the bots' pool, the pool for heavy requests) know what the server
knows at start-up: every registered game, the test suite's own included, and the banks."""

from __future__ import annotations

import os

import pytest

from app.games.base import BadOptionsError
from app.games.em6_quiz.loader import bank
from app.games.registry import get_game, register
from app.rooms import offload
from app.workers import Workers
from tests.testgame import TEST_GAMES


def what_a_worker_knows(game_id: str) -> tuple[bool, list[str]]:
    """In a worker: whether it knows the game, and the languages whose bank it holds."""
    languages = []
    for language in ("en", "fr", "nl"):
        try:
            bank(language)
            languages.append(language)
        except BadOptionsError:
            pass
    return get_game(game_id) is not None, languages


@pytest.mark.slow
def test_a_worker_knows_every_registered_game_and_holds_the_banks() -> None:
    game = TEST_GAMES[0]
    unregister = register(game)
    workers = Workers(lambda: 1)
    try:
        knows, languages = workers.submit(what_a_worker_knows, game.id).result(timeout=120)
    finally:
        workers.shutdown()
        unregister()
    assert knows, "the worker does not know the game registered beside app/games/"
    assert languages == ["en", "fr", "nl"]


@pytest.mark.slow
def test_the_heavy_request_workers_run_at_the_servers_priority() -> None:
    """A replay page or a deck a person waits for is not left behind busy cores: below
    the server's priority, on a machine whose two cores were taken, a replay page took
    more than 30 s (7 s at the server's)."""
    try:
        assert offload._workers.submit(os.nice, 0).result(timeout=120) == os.nice(0)
    finally:
        offload.shutdown()
