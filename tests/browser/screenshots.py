"""Screenshots of the interface for the documentation: `python -m tests.browser.screenshots`.

Starts a server on a temporary SQLite database, opens a live room of every
game (the visitor against computers, a few moves in and a line in the chat)
and saves each room page at desktop (1280x800) and phone (390x844) width as
docs/screenshots/<game>-desktop.png and <game>-phone.png, plus the home page
(home-desktop.png, home-phone.png). Needs Chromium (BIVOUAC_CHROMIUM or
/usr/bin/chromium) and Playwright for Python.

The room helpers below speak the public protocol (REST and websocket) and
are shared with the browser tests.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import shutil
import socket
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from contextlib import ExitStack, contextmanager
from pathlib import Path
from typing import Any

import httpx
from websockets.sync.client import ClientConnection, connect

ROOT = Path(__file__).resolve().parents[2]
OUT = ROOT / "docs" / "screenshots"
CHROMIUM = os.environ.get("BIVOUAC_CHROMIUM") or shutil.which("chromium") or "/usr/bin/chromium"
CHROMIUM_ARGS = [
    "--no-sandbox", "--disable-gpu", "--disable-background-networking",
    "--disable-component-update", "--no-first-run", "--disable-sync", "--disable-quic",
]
DESKTOP = {"viewport": {"width": 1280, "height": 800}, "locale": "en-US"}
PHONE = {"viewport": {"width": 390, "height": 844}, "locale": "en-US", "is_mobile": True,
         "has_touch": True, "device_scale_factor": 1}
# What a computer answers when a move asks for typed text (a quiz answer).
TYPED_ANSWER = "Mars"


# ---- rooms through the public protocol -----------------------------------------

def create_room(base: str, game: str, *, name: str = "Alice", players: int = 2,
                bots: list[dict[str, Any]] | None = None, options: dict[str, Any] | None = None,
                ) -> dict[str, Any]:
    """POST /api/rooms; by default every other seat is an easy computer. Returns the answer."""
    if bots is None:
        bots = [{"seat": n, "level": "easy"} for n in range(1, players)]
    body: dict[str, Any] = {"game": game, "players": players, "name": name, "bots": bots}
    if options:
        body["options"] = options
    response = httpx.post(f"{base}/api/rooms", json=body, timeout=10)
    response.raise_for_status()
    return response.json()


def join_room(base: str, room_id: str, name: str) -> dict[str, Any]:
    """POST /api/rooms/{id}/join; returns the seat and token."""
    response = httpx.post(f"{base}/api/rooms/{room_id}/join", json={"name": name}, timeout=10)
    response.raise_for_status()
    return response.json()


def _ws_url(base: str, room_id: str) -> str:
    return base.replace("http://", "ws://").replace("https://", "wss://") + f"/ws/rooms/{room_id}"


def _filled(entry: dict[str, Any]) -> dict[str, Any]:
    """A legal entry as a move: any `free` keys filled with typed text."""
    move = {k: v for k, v in entry.items() if k != "free"}
    for key in entry.get("free") or {}:
        move[key] = TYPED_ANSWER
    return move


class Seat:
    """One player's websocket, choosing random legal moves."""

    def __init__(self, ws: ClientConnection, token: str) -> None:
        self.ws = ws
        self.ws.send(json.dumps({"type": "hello", "token": token}))
        self.state: dict[str, Any] | None = None
        self.waiting_for: int | None = None  # the version our move was sent for
        self.heard: list[str] = []  # chat lines received

    def pump(self, timeout: float) -> None:
        """Read what the server sent, up to `timeout` seconds for the first message."""
        while True:
            try:
                raw = self.ws.recv(timeout=timeout)
            except TimeoutError:
                return
            timeout = 0.001
            message = json.loads(raw)
            if message["type"] == "state":
                self.state = message
                if self.waiting_for is not None and message["version"] > self.waiting_for:
                    self.waiting_for = None
            elif message["type"] == "error":
                self.waiting_for = None
            elif message["type"] == "chat":
                self.heard.append(message["text"])

    def play(self, rng: random.Random) -> bool:
        """Send one random legal move if this seat may act; True if one was sent."""
        state = self.state
        if not state or state["status"] != "live" or not state["legal"] or self.waiting_for is not None:
            return False
        move = _filled(rng.choice(state["legal"]))
        self.waiting_for = state["version"]
        self.ws.send(json.dumps({"type": "move", "id": f"s-{state['version']}-{rng.random()}",
                                 "version": state["version"], "move": move}))
        return True

    def say(self, text: str) -> None:
        """A chat line; returns once the room has sent it back (so lines keep their order)."""
        self.ws.send(json.dumps({"type": "chat", "text": text}))
        end = time.monotonic() + 5
        while text not in self.heard and time.monotonic() < end:
            self.pump(0.1)


def play_moves(base: str, room_id: str, tokens: list[str], *, moves: int | None = None,
               chat: list[tuple[int, str]] = (), seed: int = 1, deadline_s: float = 120) -> dict[str, Any]:
    """Play random legal moves for the seats of `tokens` until the match ends (or `moves` were played).

    `chat`: (seat index in tokens, text) lines said first. Returns the last state seen.
    """
    rng = random.Random(seed)
    with ExitStack() as stack:
        seats = [Seat(stack.enter_context(connect(_ws_url(base, room_id), max_size=None)), token)
                 for token in tokens]
        for index, text in chat:
            seats[index].pump(2)
            seats[index].say(text)
        played = 0
        end = time.monotonic() + deadline_s
        while time.monotonic() < end:
            for seat in seats:
                seat.pump(0.05)
            states = [seat.state for seat in seats if seat.state]
            if any(state["status"] == "finished" for state in states):
                break
            if moves is not None and played >= moves:
                break
            for seat in seats:
                if seat.play(rng):
                    played += 1
        else:
            raise TimeoutError(f"room {room_id}: the match did not get there in {deadline_s} s")
        for seat in seats:
            seat.pump(0.2)
        return max((seat.state for seat in seats if seat.state), key=lambda s: s["version"])


# ---- a server for the screenshots ------------------------------------------------

def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@contextmanager
def running_server() -> Iterator[str]:
    """A server on a fresh SQLite database in a temporary folder; yields its base URL."""
    with tempfile.TemporaryDirectory(prefix="bivouac-shots-") as folder:
        port = _free_port()
        env = os.environ | {"DATABASE_URL": f"sqlite:///{folder}/shots.sqlite3", "PORT": str(port),
                            "BOT_DELAY": "0.2", "LOG_LEVEL": "warning"}
        process = subprocess.Popen(
            [sys.executable, "-m", "uvicorn", "app.main:app", "--host", "127.0.0.1", "--port", str(port),
             "--log-level", "warning", "--no-access-log"],
            cwd=ROOT, env=env,
        )
        base = f"http://127.0.0.1:{port}"
        try:
            deadline = time.monotonic() + 30
            while True:
                if process.poll() is not None:
                    raise RuntimeError(f"the server exited with {process.returncode}")
                try:
                    if httpx.get(f"{base}/api/health", timeout=1).status_code == 200:
                        break
                except httpx.HTTPError:
                    pass
                if time.monotonic() > deadline:
                    raise RuntimeError("the server did not answer in 30 s")
                time.sleep(0.1)
            yield base
        finally:
            process.terminate()
            try:
                process.wait(10)
            except subprocess.TimeoutExpired:
                process.kill()


# ---- the screenshots --------------------------------------------------------------

GREETINGS = ["Good luck, have fun!", "Nice board 🙂"]


def _room_for(base: str, game: dict[str, Any], rng: random.Random) -> tuple[str, str]:
    """A live room of `game`: the visitor against computers, a few moves in, two chat lines."""
    players = max(2, game["min_players"])
    room = create_room(base, game["id"], name="Alice", players=players)
    state = play_moves(base, room["room_id"], [room["token"]], moves=rng.randint(3, 6),
                       chat=[(0, GREETINGS[0])], seed=rng.randint(0, 1 << 30))
    if state["status"] != "live":  # over already: start another with fewer moves
        room = create_room(base, game["id"], name="Alice", players=players)
        play_moves(base, room["room_id"], [room["token"]], moves=1, chat=[(0, GREETINGS[0])])
    return room["room_id"], room["token"]


def _settle(page: Any) -> None:
    """Wait until the page has drawn its board (or said why it cannot) and fonts are in."""
    page.wait_for_selector(".board-host > *:not(.board-placeholder), .notice-error", timeout=15_000)
    page.evaluate("document.fonts.ready")
    page.wait_for_timeout(800)


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
            for label, options in (("desktop", DESKTOP), ("phone", PHONE)):
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
