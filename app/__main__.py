"""`python -m app` serves Bivouac.

`python -m app migrate` only applies the migrations; `python -m app verify
URL` fetches a finished match (e.g. http://host/match/<id>) and checks on
this machine that its moves, replayed from its published seed, give its
recorded result.
"""

from __future__ import annotations

import argparse
from urllib.parse import urlsplit

import uvicorn

from app.config import get_settings
from app.db.migrate import upgrade
from app.protocol import MAX_MESSAGE_BYTES


def main() -> None:
    """Parse the command line and run."""
    parser = argparse.ArgumentParser(prog="python -m app", description=__doc__)
    parser.add_argument("command", nargs="?", default="serve",
                        choices=["serve", "migrate", "verify"])
    parser.add_argument("url", nargs="?", help="for verify: the match's page or API address")
    args = parser.parse_args()
    if args.command == "verify":
        raise SystemExit(verify_url(args.url or ""))
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


def verify_url(url: str) -> int:
    """Fetch a match and replay it here; 0 if it checks out."""
    import httpx

    from app.rooms.verify import verify

    parts = urlsplit(url)
    match_id = parts.path.rstrip("/").rsplit("/", 1)[-1]
    api = f"{parts.scheme}://{parts.netloc}/api/matches/{match_id}"
    match = httpx.get(api, timeout=30).raise_for_status().json()
    verdict = verify(match)
    print(f"{match_id}: {verdict.reason}")
    return 0 if verdict.ok else 1


if __name__ == "__main__":
    main()
