"""Where the frontend and the migrations are: inside the installed package, or the source tree.

A wheel carries them as app/_frontend and app/_migrations (see setup.py); a checkout
or an editable install has them at the top of the repository.
"""

from __future__ import annotations

from pathlib import Path

PACKAGE = Path(__file__).resolve().parent
SOURCE_TREE = PACKAGE.parent


def _find(shipped: str, source: str) -> Path:
    inside = PACKAGE / shipped
    return inside if inside.is_dir() else SOURCE_TREE / source


def frontend_dir() -> Path:
    """The folder of index.html and the static files."""
    return _find("_frontend", "frontend")


def migrations_dir() -> Path:
    """Alembic's script folder (env.py and versions/)."""
    return _find("_migrations", "migrations")
