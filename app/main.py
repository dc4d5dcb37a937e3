"""The application: `uvicorn app.main:app`."""

from __future__ import annotations

from collections.abc import AsyncIterator
from contextlib import asynccontextmanager

from fastapi import FastAPI, WebSocket
from starlette.types import Receive, Scope, Send

from app import __version__, logs, metrics, quiz_banks, web
from app.api import errors, history, lobby, socket
from app.config import Settings, get_settings
from app.edge import apidocs
from app.edge.guard import Guard
from app.services import Services


class Bivouac:
    """The ASGI application: the REST API and pages (FastAPI), and the room sockets.

    Room websockets go straight to their handler, past FastAPI's middleware and
    routing: a socket lives for a whole match, and every message it sends would
    otherwise climb through that stack (measured at a fifth of the server's
    time under load, and a few hundred objects held per connection).
    """

    def __init__(self, api: FastAPI, settings: Settings) -> None:
        self.api = api
        self.state = api.state
        self.guard = Guard(self._dispatch, settings)

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        """Check one ASGI connection at the edge (app/edge/guard.py), then dispatch it."""
        await self.guard(scope, receive, send)

    async def _dispatch(self, scope: Scope, receive: Receive, send: Send) -> None:
        path = scope.get("path", "")
        if scope["type"] == "websocket" and path.startswith(socket.ROUTE_PREFIX):
            room_id = path[len(socket.ROUTE_PREFIX):]
            await socket.room_socket(WebSocket(scope, receive, send), room_id,
                                     self.api.state.services)
            return
        await self.api(scope, receive, send)


def create_app(settings: Settings | None = None) -> Bivouac:
    """A Bivouac server for `settings` (by default, from the environment)."""
    settings = settings or get_settings()
    logs.configure(settings.log_level)
    # The shipped quiz banks, read once: the rules core reads no file while playing.
    quiz_banks.install()

    @asynccontextmanager
    async def lifespan(app: FastAPI) -> AsyncIterator[None]:
        app.state.services = await Services.start(settings)
        try:
            yield
        finally:
            await app.state.services.stop()

    app = FastAPI(
        title="Bivouac",
        version=__version__,
        summary="Camping board games with friends, in the browser.",
        lifespan=lifespan,
        # /docs is a page of this server's own (app/edge/apidocs): no CDN, no inline script.
        docs_url=None,
        redoc_url=None,
    )
    errors.install(app)
    app.include_router(lobby.router)
    app.include_router(history.router)
    web.install(app)
    apidocs.install(app)
    metrics.install(app, lambda: getattr(app.state, "services", None), settings)
    return Bivouac(app, settings)


app = create_app()
