"""Screenshots of the interface for the documentation: `python -m tests.browser.screenshots`.

Starts a server on a temporary SQLite database, opens a live room of every
game (the visitor against computers, a few moves in and a line in the chat)
and, once it is the visitor's turn (the turn prompt and the actions on screen),
saves each room page at desktop (1280x800) and phone (390x844) width as
docs/screenshots/<game>-desktop.png and <game>-phone.png, plus the home page
(home-desktop.png, home-phone.png). Needs Chromium (BIVOUAC_CHROMIUM or
/usr/bin/chromium) and Playwright for Python.

The room helpers below speak the public protocol (REST and websocket) and
are shared with the browser tests.
"""

from __future__ import annotations

import argparse
import random
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import httpx

from tests.browser.support import CHROMIUM, CHROMIUM_ARGS, DESKTOP, PHONE, create_room, play_moves
from tests.support import ServerProcess, free_port

ROOT = Path(__file__).resolve().parents[2]
OUT = ROOT / "docs" / "screenshots"
# ---- the screenshots --------------------------------------------------------------

GREETINGS = ["Good luck, have fun!", "Nice board 🙂"]
# Room options per game: the quiz's clocks long enough that no timer plays for the visitor
# between the desktop and the phone shots (both show the same moment of the match).
OPTIONS: dict[str, dict[str, Any]] = {"em6_quiz": {"roll_time": 600, "answer_time": 600, "vote_time": 120}}


def _room_for(base: str, game: dict[str, Any], rng: random.Random) -> tuple[str, str]:
    """A live room of `game`: the visitor against computers, a few moves in, two chat lines."""
    players = max(2, game["min_players"])
    options = OPTIONS.get(game["id"])
    room = create_room(base, game["id"], name="Alice", players=players, options=options)
    state = play_moves(base, room["room_id"], [room["token"]], moves=rng.randint(3, 6),
                       chat=[(0, GREETINGS[0])], seed=rng.randint(0, 1 << 30))
    if state["status"] != "live":  # over already: start another with fewer moves
        room = create_room(base, game["id"], name="Alice", players=players, options=options)
        play_moves(base, room["room_id"], [room["token"]], moves=1, chat=[(0, GREETINGS[0])])
    return room["room_id"], room["token"]


# True once no animation that ends is still running (a computer's move drawn, a die rolled).
# Endless ones (a pulsing turn prompt) and transitions (a clock's bar, which moves on every
# tick) are not waited for.
ANIMATIONS_DONE = """() => document.getAnimations().every((a) => a.playState !== "running"
    || a instanceof CSSTransition || a.effect?.getComputedTiming().iterations === Infinity)"""


def _settle(page: Any) -> None:
    """Wait until the page shows the game in play: its board drawn, the visitor to act (so
    that the turn prompt and the actions are on screen, not "waiting for the computer"),
    the move log filled, the fonts in and the last move's animation over."""
    page.wait_for_selector(".board-host > *:not(.board-placeholder), .notice-error", timeout=15_000)
    page.wait_for_selector(".turn-mine", timeout=30_000)
    page.wait_for_selector(".move-log .move-log-line", timeout=15_000)
    page.evaluate("document.fonts.ready")
    page.wait_for_function(ANIMATIONS_DONE, timeout=15_000)
    # A control that took the focus (the quiz's answer field) may have scrolled the page:
    # the shot is of the screen a player opens the room on.
    page.evaluate("window.scrollTo(0, 0)")


@contextmanager
def running_server() -> Iterator[str]:
    """A server on a fresh SQLite database in a temporary folder; yields its base URL."""
    with tempfile.TemporaryDirectory(prefix="bivouac-shots-") as folder:
        port = free_port()
        server = ServerProcess(f"http://127.0.0.1:{port}", f"sqlite:///{folder}/shots.sqlite3", port)
        server.start()
        try:
            yield server.base_url
        finally:
            server.stop()


def take(out: Path = OUT, games: list[str] | None = None) -> list[Path]:
    """Take every screenshot; returns the files written."""
    from playwright.sync_api import sync_playwright

    out.mkdir(parents=True, exist_ok=True)
    written: list[Path] = []
    rng = random.Random(7)
    with running_server() as base, sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        try:
            all_games = httpx.get(f"{base}/api/games", timeout=10).json()
            chosen = [g for g in all_games if games is None or g["id"] in games]
            rooms = {g["id"]: _room_for(base, g, rng) for g in chosen}
            for label, options in (("desktop", DESKTOP), ("phone", PHONE | {"device_scale_factor": 1})):
                context = browser.new_context(**options)
                context.add_init_script(
                    "try { localStorage.setItem('bivouac.name', 'Alice'); } catch (e) {}")
                page = context.new_page()
                page.goto(base + "/")
                page.wait_for_selector(".game-card")
                page.wait_for_selector(".list-live .row")
                page.wait_for_timeout(600)
                path = out / f"home-{label}.png"
                page.screenshot(path=path)
                written.append(path)
                for game_id, (room_id, token) in rooms.items():
                    page.evaluate("([k, v]) => localStorage.setItem(k, v)",
                                  [f"bivouac.token.{room_id}", token])
                    page.goto(f"{base}/room/{room_id}")
                    _settle(page)
                    path = out / f"{game_id}-{label}.png"
                    page.screenshot(path=path)
                    written.append(path)
                context.close()
        finally:
            browser.close()
    return written


def main() -> None:
    """Parse the command line and take the screenshots."""
    parser = argparse.ArgumentParser(prog="python -m tests.browser.screenshots", description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--out", type=Path, default=OUT, help="folder for the PNG files")
    parser.add_argument("--game", action="append", help="only this game (repeatable)")
    args = parser.parse_args()
    for path in take(args.out, args.game):
        print(f"{path.relative_to(ROOT) if path.is_relative_to(ROOT) else path}"
              f"  {path.stat().st_size // 1024} KB")


if __name__ == "__main__":
    main()
