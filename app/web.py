"""The frontend: the single-page shell and its static files.

Static files are served twice:

- under `/static/<version>/…`, where `<version>` is a hash of the whole
  frontend folder, cached for a year as immutable. The shell's HTML names its
  stylesheet and scripts there, and its import map sends every module import
  (`/static/js/ui.js`, `./board.js`) there too, so a browser never runs old
  modules against a new server: an upgrade changes the version, hence every URL.
- under `/static/…`, unversioned, revalidated on every use (`no-cache`), for
  what is linked from outside the modules (images named in stylesheets).

The HTML itself is never cached without revalidation. Paths the server does
not know get the shell with a 404 status (the shell draws its own "page not
found"); `/api/…` and the other machine paths keep their JSON errors.
"""

from __future__ import annotations

import hashlib
import inspect
import json
import re
from functools import lru_cache
from pathlib import Path

from fastapi import APIRouter, FastAPI, Request
from fastapi.responses import FileResponse, HTMLResponse, Response
from fastapi.staticfiles import StaticFiles
from starlette.exceptions import HTTPException as StarletteHTTPException
from starlette.types import Scope

from app.edge.guard import content_security_policy
from app.paths import frontend_dir

FRONTEND = frontend_dir()
IMMUTABLE = "public, max-age=31536000, immutable"
REVALIDATE = "no-cache"
# Paths whose errors stay JSON (machines read them).
MACHINE_PATHS = ("/api", "/ws", "/static", "/openapi.json", "/docs", "/redoc", "/metrics")
_ASSET = re.compile(r'((?:href|src)=")/static/')

router = APIRouter(include_in_schema=False)


@lru_cache(maxsize=1)
def asset_version() -> str:
    """A hash of every file of the frontend (names and contents): changes with any of them."""
    digest = hashlib.sha256()
    if FRONTEND.is_dir():
        for path in sorted(p for p in FRONTEND.rglob("*") if p.is_file()):
            digest.update(path.relative_to(FRONTEND).as_posix().encode())
            digest.update(b"\0")
            digest.update(path.read_bytes())
    return digest.hexdigest()[:12]


@lru_cache(maxsize=1)
def shell_html() -> tuple[str, str]:
    """index.html with versioned asset URLs and the import map that versions module
    imports; and that import map, the one inline script the page runs."""
    version = asset_version()
    prefix = f"/static/{version}/"
    html = (FRONTEND / "index.html").read_text(encoding="utf-8")
    html = _ASSET.sub(lambda m: m.group(1) + prefix, html)
    # The longer key wins: imports already under the versioned prefix stay as they are.
    imports = json.dumps({"imports": {"/static/": prefix, prefix: prefix}})
    tags = (f'<meta name="bivouac-version" content="{version}">\n'
            f'  <script type="importmap">{imports}</script>\n  ')
    return html.replace('<link rel="stylesheet"', tags + '<link rel="stylesheet"', 1), imports


def _shell(request: Request, status_code: int = 200) -> HTMLResponse:
    """The shell page, with a policy that lets it run its import map (by its hash)."""
    html, imports = shell_html()
    policy = content_security_policy(request.scope.get("bivouac.host", ""), (imports,))
    return HTMLResponse(html, status_code=status_code,
                        headers={"Cache-Control": REVALIDATE, "Content-Security-Policy": policy.decode("latin-1")})


@router.get("/")
async def home(request: Request) -> HTMLResponse:
    """The home page."""
    return _shell(request)


@router.get("/room/{room_id}")
async def room_page(request: Request, room_id: str) -> HTMLResponse:
    """A room's page (the shell reads the id from the address)."""
    return _shell(request)


@router.get("/match/{match_id}")
async def match_page(request: Request, match_id: str) -> HTMLResponse:
    """A finished match's page."""
    return _shell(request)


@router.get("/rules/{game_id}")
async def rules_page(request: Request, game_id: str) -> HTMLResponse:
    """A game's rules page."""
    return _shell(request)


@router.get("/favicon.ico")
async def favicon() -> FileResponse:
    """The icon browsers ask for by themselves."""
    return FileResponse(FRONTEND / "img" / "favicon.ico", media_type="image/x-icon",
                        headers={"Cache-Control": "public, max-age=86400"})


class _Static(StaticFiles):
    """Static files with a Cache-Control header: immutable when versioned, revalidated when not."""

    def __init__(self, *, directory: Path, cache_control: str) -> None:
        super().__init__(directory=directory)
        self.cache_control = cache_control

    async def get_response(self, path: str, scope: Scope) -> Response:
        response = await super().get_response(path, scope)
        if response.status_code in (200, 304):
            response.headers["Cache-Control"] = self.cache_control
        return response


class _Versioned(_Static):
    """`/static/<version>/…`: the current files; immutable only under the current version."""

    async def get_response(self, path: str, scope: Scope) -> Response:
        version, _, rest = path.partition("/")
        if not rest or not re.fullmatch(r"[0-9a-f]{12}", version):
            raise StarletteHTTPException(404)
        response = await super().get_response(rest, scope)
        if version != asset_version() and response.status_code in (200, 304):
            # A page of an older version: the file it gets is today's, so it must not be kept.
            response.headers["Cache-Control"] = REVALIDATE
        return response


def install(app: FastAPI) -> None:
    """Serve the shell's routes, the static files under /static, and HTML for unknown pages."""
    app.include_router(router)
    if FRONTEND.is_dir():
        app.mount("/static", _Assets(FRONTEND), name="static")
    previous = app.exception_handlers.get(StarletteHTTPException)

    async def not_found(request: Request, exc: Exception) -> Response:
        path = request.url.path
        machine = any(path == p or path.startswith(p + "/") for p in MACHINE_PATHS)
        if (isinstance(exc, StarletteHTTPException) and exc.status_code == 404 and not machine
                and request.method in ("GET", "HEAD") and FRONTEND.is_dir()):
            return _shell(request, 404)
        if previous is None:
            raise exc
        handled = previous(request, exc)  # Starlette allows plain and async handlers
        return await handled if inspect.isawaitable(handled) else handled

    app.add_exception_handler(StarletteHTTPException, not_found)


class _Assets:
    """The /static mount: `/static/<version>/…` immutable, anything else revalidated."""

    def __init__(self, directory: Path) -> None:
        self.versioned = _Versioned(directory=directory, cache_control=IMMUTABLE)
        self.plain = _Static(directory=directory, cache_control=REVALIDATE)

    async def __call__(self, scope: Scope, receive, send) -> None:  # noqa: ANN001 - ASGI
        path = scope.get("path", "")
        root = scope.get("root_path", "")
        inner = path[len(root):] if root and path.startswith(root) else path
        first = inner.lstrip("/").partition("/")[0]
        target = self.versioned if re.fullmatch(r"[0-9a-f]{12}", first) else self.plain
        await target(scope, receive, send)
