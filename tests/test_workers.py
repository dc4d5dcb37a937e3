"""Worker processes (the bots' pool, the pool for heavy requests) know what the server
knows at start-up: every registered game, the test suite's own included, and the banks."""

from __future__ import annotations

import os

import pytest

from app.games.base import BadOptionsError
from app.games.em6_quiz.loader import bank
from app.games.registry import get_game, register
from app.rooms import jobs, offload, verify
from app.workers import Workers
from tests.testgame import TEST_GAMES
from tests.worker_probe import imported


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
def test_the_heavy_request_workers_yield_the_cpu_to_the_server() -> None:
    """Where the CPU is short, the event loop goes first: the pool for replay pages and
    decks runs below the server's priority; a pool asked for no step runs at it."""
    ours = os.nice(0)
    below, level = Workers(lambda: 1, nice=offload.NICE), Workers(lambda: 1)
    try:
        assert below.submit(os.nice, 0).result(timeout=120) == min(19, ours + offload.NICE)
        assert level.submit(os.nice, 0).result(timeout=120) == ours
    finally:
        below.shutdown()
        level.shutdown()
    assert offload.NICE > 0
    assert offload._workers.nice == offload.NICE


@pytest.mark.slow
def test_a_heavy_request_worker_starts_at_the_servers_priority() -> None:
    """A new worker imports its jobs' modules before it lowers its priority: its start-up
    (0.7 s of CPU) below the server's priority took more than 30 s on busy cores, and the
    first replay page waited that long. What it imported is there before any job ran."""
    for function in (jobs.prepare, jobs.replay_page, verify.verify):
        assert function.__module__ in offload.JOB_MODULES, function
    assert offload._workers.warm == offload.JOB_MODULES
    workers = Workers(lambda: 1, nice=offload.NICE, warm=offload.JOB_MODULES)
    cold = Workers(lambda: 1, nice=offload.NICE)
    ours = os.nice(0)
    try:
        present, nice = workers.submit(imported, offload.JOB_MODULES).result(timeout=120)
        assert present == [True] * len(offload.JOB_MODULES)
        assert nice == min(19, ours + offload.NICE)
        absent, _ = cold.submit(imported, offload.JOB_MODULES).result(timeout=120)
        assert absent == [False] * len(offload.JOB_MODULES), "the check cannot tell a warm worker"
    finally:
        workers.shutdown()
        cold.shutdown()
