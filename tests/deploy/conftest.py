"""The image's entrypoint script is importable as `deploy_entrypoint` in these tests."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

_PATH = Path(__file__).resolve().parents[2] / "deploy" / "docker-entrypoint.py"
_spec = importlib.util.spec_from_file_location("deploy_entrypoint", _PATH)
_module = importlib.util.module_from_spec(_spec)
sys.modules["deploy_entrypoint"] = _module
_spec.loader.exec_module(_module)
