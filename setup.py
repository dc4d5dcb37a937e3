"""Packaging: the frontend and the migrations ship inside the `app` package.

They stay in frontend/ and migrations/ at the top of the repository; a build copies
them to app/_frontend and app/_migrations in the wheel, where app/paths.py finds them
after a normal (non-editable) install. Everything else is in pyproject.toml.
"""

from __future__ import annotations

import shutil
from pathlib import Path

from setuptools import setup
from setuptools.command.build_py import build_py

ROOT = Path(__file__).resolve().parent
SHIPPED = {"frontend": "_frontend", "migrations": "_migrations"}


class BuildWithData(build_py):
    """build_py, then the frontend and migrations folders into the package."""

    def run(self) -> None:
        super().run()
        if self.editable_mode:
            return  # an editable install reads them from the source tree
        for folder, name in SHIPPED.items():
            target = Path(self.build_lib) / "app" / name
            shutil.rmtree(target, ignore_errors=True)
            shutil.copytree(ROOT / folder, target,
                            ignore=shutil.ignore_patterns("__pycache__", "*.pyc", "node_modules"))


setup(cmdclass={"build_py": BuildWithData})
