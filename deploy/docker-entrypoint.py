"""The image's entrypoint: DATABASE_URL from its parts, then the command.

A password with `@`, `/` or `:` in it cannot be pasted into a URL as it is: when
DATABASE_URL is empty and POSTGRES_HOST is set (as docker-compose.yml does), the URL
is built here from POSTGRES_USER, POSTGRES_PASSWORD, POSTGRES_HOST, POSTGRES_PORT and
POSTGRES_DB, each percent-encoded.
"""

from __future__ import annotations

import os
import sys
from urllib.parse import quote


def database_url(env: dict[str, str]) -> str:
    """The database URL the app should use ("" for its default SQLite file)."""
    if env.get("DATABASE_URL", "").strip():
        return env["DATABASE_URL"].strip()
    host = env.get("POSTGRES_HOST", "").strip()
    if not host:
        return ""
    user = quote(env.get("POSTGRES_USER", "postgres"), safe="")
    password = quote(env.get("POSTGRES_PASSWORD", ""), safe="")
    name = quote(env.get("POSTGRES_DB", "") or env.get("POSTGRES_USER", "postgres"), safe="")
    port = env.get("POSTGRES_PORT", "").strip() or "5432"
    auth = f"{user}:{password}" if password else user
    return f"postgresql://{auth}@{host}:{port}/{name}"


def main() -> None:
    url = database_url(dict(os.environ))
    if url:
        os.environ["DATABASE_URL"] = url
    args = sys.argv[1:] or ["python", "-m", "app"]
    os.execvp(args[0], args)


if __name__ == "__main__":
    main()
