"""`app/games/` must stay pure: nothing from the web, the database or asyncio."""

from __future__ import annotations

import ast
from pathlib import Path

import app.games

FORBIDDEN = {
    "asyncio", "fastapi", "starlette", "sqlalchemy", "alembic", "uvicorn", "websockets",
    "httpx", "redis", "asyncpg", "aiosqlite", "socket", "pydantic", "app.api", "app.db",
    "app.rooms", "app.web", "app.bots", "app.server", "threading", "multiprocessing",
}
GAMES_DIR = Path(app.games.__file__).parent


def _imports(path: Path) -> set[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
    names: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            names.add(node.module)
        elif isinstance(node, (ast.AsyncFunctionDef, ast.Await)):
            names.add("async def")
    return names


def _forbidden(name: str) -> bool:
    return name == "async def" or any(
        name == bad or name.startswith(bad + ".") for bad in FORBIDDEN
    )


def test_rules_cores_import_nothing_impure():
    files = sorted(GAMES_DIR.rglob("*.py"))
    assert len(files) > 3
    offenders = {
        str(path.relative_to(GAMES_DIR)): sorted(n for n in _imports(path) if _forbidden(n))
        for path in files
    }
    assert {k: v for k, v in offenders.items() if v} == {}


def test_the_check_catches_an_impure_module(tmp_path: Path):
    bad = tmp_path / "bad.py"
    bad.write_text("import asyncio\nfrom sqlalchemy import select\nasync def f():\n    pass\n")
    assert {n for n in _imports(bad) if _forbidden(n)} == {"asyncio", "sqlalchemy", "async def"}
