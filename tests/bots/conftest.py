"""Bots fall back to a random move when they fail; in these tests a failure must show."""

from __future__ import annotations

import logging
from collections.abc import Iterator

import pytest


@pytest.fixture(autouse=True)
def no_bot_failure(caplog: pytest.LogCaptureFixture) -> Iterator[None]:
    """Fail the test if `choose_move` had to fall back after an error."""
    caplog.set_level(logging.ERROR, logger="app.bots")
    yield
    failures = [r for r in caplog.records if r.name == "app.bots" and r.levelno >= logging.ERROR]
    assert not failures, failures[0].getMessage()
