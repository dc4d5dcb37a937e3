"""The application: `uvicorn app.main:app`."""

from __future__ import annotations

from collections.abc import AsyncIterator
from contextlib import asynccontextmanager

from fastapi import FastAPI

from app import __version__, logs, web
from app.api import errors, history, lobby, socket
from app.config import Settings, get_settings
from app.services import Services


def create_app(settings: Settings | None = None) -> FastAPI:
    """A Bivouac server for `settings` (by default, from the environment)."""
    settings = settings or get_settings()
    logs.configure(settings.log_level)

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
    )
    errors.install(app)
    app.include_router(lobby.router)
    app.include_router(history.router)
    app.include_router(socket.router)
    web.install(app)
    return app


app = create_app()
