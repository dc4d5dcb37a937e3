"""The server with the test suite's own games registered: `uvicorn tests.testgame.server:app`.

The safety nets that run a real server process (the socket fuzz, the crash test) start
this one, so that the test game gets them like every registered game.
"""

from __future__ import annotations

from app.games.registry import register
from app.main import app
from tests.testgame import TEST_GAMES

for _game in TEST_GAMES:
    register(_game)

__all__ = ["app"]
