"""The frontend: the single-page shell and its static files."""

from __future__ import annotations

from pathlib import Path

from fastapi import APIRouter, FastAPI
from fastapi.responses import FileResponse
from fastapi.staticfiles import StaticFiles

FRONTEND = Path(__file__).resolve().parent.parent / "frontend"

router = APIRouter(include_in_schema=False)


def _shell() -> FileResponse:
    return FileResponse(FRONTEND / "index.html", headers={"Cache-Control": "no-cache"})


@router.get("/")
async def home() -> FileResponse:
    """The home page."""
    return _shell()


@router.get("/room/{room_id}")
async def room_page(room_id: str) -> FileResponse:
    """A room's page (the shell reads the id from the address)."""
    return _shell()


@router.get("/match/{match_id}")
async def match_page(match_id: str) -> FileResponse:
    """A finished match's page."""
    return _shell()


@router.get("/rules/{game_id}")
async def rules_page(game_id: str) -> FileResponse:
    """A game's rules page."""
    return _shell()


def install(app: FastAPI) -> None:
    """Serve the shell's routes and the static files under /static."""
    app.include_router(router)
    if FRONTEND.is_dir():
        app.mount("/static", StaticFiles(directory=FRONTEND), name="static")
