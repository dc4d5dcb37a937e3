"""What a worker process holds, asked from inside it. This module imports nothing of the
server's, so that loading it in a worker does not import what the question is about."""

from __future__ import annotations

import os
import sys


def imported(modules: tuple[str, ...]) -> tuple[list[bool], int]:
    """Which of `modules` the worker has imported, and its priority."""
    return [module in sys.modules for module in modules], os.nice(0)
