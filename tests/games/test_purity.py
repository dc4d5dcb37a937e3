"""`app/games/` must stay pure: nothing from the web, the database or asyncio, and no file I/O.

A rules core gets everything it plays with from its caller (the shipped quiz
banks are read once at start-up by `app.quiz_banks`), so the check looks for
file access as well as imports: `open(...)`, `os.stat`, `Path.read_text` and
their kin, and modules whose business is files.
"""

from __future__ import annotations

import ast
from pathlib import Path

import app.games

FORBIDDEN = {
    "asyncio", "fastapi", "starlette", "sqlalchemy", "alembic", "uvicorn", "websockets",
    "httpx", "redis", "asyncpg", "aiosqlite", "socket", "pydantic", "app.api", "app.db",
    "app.rooms", "app.web", "app.bots", "app.server", "threading", "multiprocessing",
    # file access
    "os", "pathlib", "io", "shutil", "tempfile", "glob", "fileinput", "mmap",
    "importlib.resources", "pkgutil.get_data", "app.quiz_banks",
}
#: Modules that may import what the rules cores may not: the registry finds the games.
ALLOWED = {"registry.py": {"pkgutil"}}
#: Calls of a plain name that reach files.
FILE_FUNCTIONS = {"open", "__import__"}
#: Method names of `Path`, `os`, `os.path`, `io` and `shutil` that touch files.
FILE_METHODS = {
    "open", "read_text", "read_bytes", "write_text", "write_bytes", "stat", "lstat", "exists",
    "is_file", "is_dir", "iterdir", "glob", "rglob", "touch", "unlink", "mkdir", "rmdir",
    "listdir", "scandir", "walk", "getsize", "getmtime", "isfile", "isdir", "fdopen",
    "readlink", "expanduser", "samefile", "copyfile", "rmtree", "get_data", "open_text",
    "read_binary",
}
GAMES_DIR = Path(app.games.__file__).parent


def _findings(path: Path) -> set[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
    names: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            names.add(node.module)
            names.update(f"{node.module}.{alias.name}" for alias in node.names)
        elif isinstance(node, (ast.AsyncFunctionDef, ast.Await)):
            names.add("async def")
        elif isinstance(node, ast.Call):
            func = node.func
            if isinstance(func, ast.Name) and func.id in FILE_FUNCTIONS:
                names.add(f"{func.id}()")
            elif isinstance(func, ast.Attribute) and func.attr in FILE_METHODS:
                # ast.walk is the one harmless `walk` the cores may call.
                if not (func.attr == "walk" and _named(func.value, "ast")):
                    names.add(f".{func.attr}()")
    return names


def _named(node: ast.expr, name: str) -> bool:
    return isinstance(node, ast.Name) and node.id == name


def _forbidden(name: str) -> bool:
    return name in ("async def", *(f"{f}()" for f in FILE_FUNCTIONS)) or name.startswith(".") or any(
        name == bad or name.startswith(bad + ".") for bad in FORBIDDEN
    )


def test_rules_cores_import_nothing_impure_and_touch_no_file():
    files = sorted(GAMES_DIR.rglob("*.py"))
    assert len(files) > 3
    offenders = {}
    for path in files:
        allowed = ALLOWED.get(str(path.relative_to(GAMES_DIR)), set())
        found = sorted(n for n in _findings(path) if _forbidden(n) and n not in allowed)
        if found:
            offenders[str(path.relative_to(GAMES_DIR))] = found
    assert offenders == {}


def test_the_check_catches_an_impure_module(tmp_path: Path):
    bad = tmp_path / "bad.py"
    bad.write_text("import asyncio\nfrom sqlalchemy import select\nasync def f():\n    pass\n")
    assert {n for n in _findings(bad) if _forbidden(n)} == {
        "asyncio", "sqlalchemy", "sqlalchemy.select", "async def",
    }


def test_the_check_catches_file_access(tmp_path: Path):
    bad = tmp_path / "bad.py"
    bad.write_text(
        "import os\n"
        "from pathlib import Path\n"
        "from importlib import resources\n"
        "HERE = Path(__file__).parent\n"
        "def a():\n    return open('banks/en.yaml').read()\n"
        "def b(path):\n    return path.read_text(encoding='utf-8')\n"
        "def c(path):\n    return path.stat().st_mtime_ns, path.read_bytes()\n"
        "def d():\n    return os.stat('x'), os.path.exists('y'), os.listdir('.')\n"
        "def e(p):\n    with p.open() as f:\n        return f.read()\n"
    )
    assert {n for n in _findings(bad) if _forbidden(n)} == {
        "os", "pathlib", "pathlib.Path", "importlib.resources", "open()", ".read_text()",
        ".stat()", ".read_bytes()", ".exists()", ".listdir()", ".open()",
    }


def test_the_check_lets_pure_code_through(tmp_path: Path):
    good = tmp_path / "good.py"
    good.write_text(
        "import ast\nimport random\nfrom dataclasses import replace\n"
        "def f(tree, state):\n    return list(ast.walk(tree)), replace(state), random.random()\n"
    )
    assert {n for n in _findings(good) if _forbidden(n)} == set()
