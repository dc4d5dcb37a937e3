"""`python -m app` serves Bivouac.

`python -m app migrate` only applies the migrations; `python -m app verify
URL` fetches a finished match (e.g. http://host/match/<id>) and checks on
this machine that its moves, replayed from its published seed, give its
recorded result. `python -m app review en|fr|nl|FILE` prints a quiz bank
(or a deck file) theme by theme, with its answers, for proofreading.
"""

from __future__ import annotations

import argparse
from urllib.parse import urlsplit

import uvicorn

from app.config import get_settings
from app.db.migrate import upgrade
from app.edge.http import MAX_HEAD_BYTES
from app.edge.http import protocol as http_protocol
from app.edge.websocket import PING_EVERY, ReleasingWebSocketsProtocol
from app.protocol import MAX_MESSAGE_BYTES


def main() -> None:
    """Parse the command line and run."""
    parser = argparse.ArgumentParser(prog="python -m app", description=__doc__)
    parser.add_argument("command", nargs="?", default="serve",
                        choices=["serve", "migrate", "verify", "review"])
    parser.add_argument("url", nargs="?",
                        help="verify: the match's page or API address; review: en, fr, nl or a deck file")
    args = parser.parse_args()
    if args.command == "review":
        print(review_deck(args.url or "en"))
        return
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
        # Messages are small JSON; compressing them costs more CPU and memory
        # (a zlib context per connection) than it saves on the wire.
        ws_per_message_deflate=settings.ws_compression,
        # Each closed connection freed at once, not at the next full collection.
        ws=ReleasingWebSocketsProtocol,
        ws_ping_interval=PING_EVERY,
        # Forwarded addresses are read by the app's edge guard, from TRUSTED_PROXIES only
        # (app/edge/guard.py); uvicorn's own reading would trust 127.0.0.1 or everyone.
        proxy_headers=False,
        http=http_protocol(settings.header_timeout, settings.shutdown_drain),
        h11_max_incomplete_event_size=MAX_HEAD_BYTES,
    )


def review_deck(which: str) -> str:
    """A shipped bank (en, fr, nl) or a deck file, listed theme by theme."""
    from pathlib import Path

    from app.games.em6_quiz.loader import parse_deck
    from app.games.em6_quiz.options import LANGUAGES
    from app.games.em6_quiz.review import review
    from app.quiz_banks import read_bank

    if which in LANGUAGES:
        return review(read_bank(which))
    path = Path(which)
    return review(parse_deck(path.read_text(encoding="utf-8"), path.name))


def verify_url(url: str) -> int:
    """Fetch a match and replay it here; 0 if it checks out."""
    import httpx

    from app import quiz_banks
    from app.rooms.verify import verify

    quiz_banks.install()

    parts = urlsplit(url)
    match_id = parts.path.rstrip("/").rsplit("/", 1)[-1]
    api = f"{parts.scheme}://{parts.netloc}/api/matches/{match_id}"
    match = httpx.get(api, timeout=30).raise_for_status().json()
    verdict = verify(match)
    print(f"{match_id}: {verdict.reason}")
    return 0 if verdict.ok else 1


if __name__ == "__main__":
    main()
