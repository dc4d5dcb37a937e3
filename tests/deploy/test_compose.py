"""The container setup holds together (no Docker engine runs in the test environment)."""

from __future__ import annotations

import re
from pathlib import Path

import yaml

ROOT = Path(__file__).resolve().parents[2]


def _compose() -> dict:
    return yaml.safe_load((ROOT / "docker-compose.yml").read_text())


def test_the_default_profile_runs_the_app_on_postgresql_with_health_checks():
    services = _compose()["services"]
    default = {name for name, svc in services.items() if not svc.get("profiles")}
    assert default == {"db", "app"}
    app = services["app"]
    assert app["depends_on"]["db"]["condition"] == "service_healthy"
    assert app["environment"]["DATABASE_URL"].startswith("postgresql://bivouac:")
    assert "@db:5432/" in app["environment"]["DATABASE_URL"]
    for name in ("db", "app"):
        assert services[name]["healthcheck"]["test"], name
    assert "pgdata:/var/lib/postgresql/data" in services["db"]["volumes"]


def test_the_scale_profile_balances_workers_that_share_redis():
    services = _compose()["services"]
    scale = {name for name, svc in services.items() if "scale" in svc.get("profiles", [])}
    assert scale == {"redis", "worker", "lb"}
    assert services["worker"]["environment"]["REDIS_URL"] == "redis://redis:6379/0"
    nginx = (ROOT / "deploy" / "nginx.conf").read_text()
    assert re.search(r"server\s+worker:8000", nginx)
    assert "proxy_set_header Upgrade $http_upgrade" in nginx
    mount = services["lb"]["volumes"][0].split(":")[0]
    assert (ROOT / mount).resolve() == (ROOT / "deploy" / "nginx.conf").resolve()


def test_the_image_runs_as_a_non_root_user_and_copies_what_the_app_needs():
    dockerfile = (ROOT / "Dockerfile").read_text()
    assert re.search(r"^USER (?!root)\w+", dockerfile, re.MULTILINE)
    for folder in ("app", "migrations", "frontend"):
        assert re.search(rf"^COPY {folder} ", dockerfile, re.MULTILINE), folder
    ignored = (ROOT / ".dockerignore").read_text().split()
    assert not {"app", "migrations", "frontend"} & set(ignored)
