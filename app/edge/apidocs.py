"""`/docs`: the API page, served from files shipped with the server (it works offline)."""

from __future__ import annotations

from pathlib import Path

from fastapi import FastAPI
from fastapi.responses import FileResponse
from fastapi.staticfiles import StaticFiles

FILES = Path(__file__).resolve().parent / "apidocs_files"


def install(app: FastAPI) -> None:
    """Serve `/docs` and its script and style under `/docs/assets`."""

    @app.get("/docs", include_in_schema=False)
    async def docs() -> FileResponse:
        return FileResponse(FILES / "index.html", headers={"Cache-Control": "no-cache"})

    app.mount("/docs/assets", StaticFiles(directory=FILES), name="apidocs")
