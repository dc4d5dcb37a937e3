"""`python -m app` serves Bivouac; `python -m app migrate` only applies the migrations."""

from __future__ import annotations

import argparse

import uvicorn

from app.config import get_settings
from app.db.migrate import upgrade
from app.protocol import MAX_MESSAGE_BYTES


def main() -> None:
    """Parse the command line and run."""
    parser = argparse.ArgumentParser(prog="python -m app", description=__doc__)
    parser.add_argument("command", nargs="?", default="serve", choices=["serve", "migrate"])
    args = parser.parse_args()
    settings = get_settings()
    if args.command == "migrate":
        upgrade(settings.resolved_database_url())
        return
    print(f"Bivouac is starting on http://{settings.host}:{settings.port}", flush=True)
    uvicorn.run(
        "app.main:app",
        host=settings.host,
        port=settings.port,
        log_level=settings.log_level,
        ws_max_size=MAX_MESSAGE_BYTES,
        proxy_headers=True,
        forwarded_allow_ips="*" if settings.behind_proxy else None,
    )


if __name__ == "__main__":
    main()
