"""Shared pieces of the browser tests and the screenshot script.

The room helpers speak the public protocol (REST and websocket), like any
outside client, to set up positions before a browser looks at them.
"""

from __future__ import annotations

import json
import os
import random
import shutil
import time
from contextlib import ExitStack
from typing import Any

import httpx
from websockets.sync.client import ClientConnection, connect

CHROMIUM = os.environ.get("BIVOUAC_CHROMIUM") or shutil.which("chromium") or "/usr/bin/chromium"
CHROMIUM_ARGS = [
    "--no-sandbox", "--disable-gpu", "--disable-background-networking",
    "--disable-component-update", "--no-first-run", "--disable-sync", "--disable-quic",
]
DESKTOP = {"viewport": {"width": 1280, "height": 800}, "locale": "en-US"}
PHONE = {"viewport": {"width": 390, "height": 844}, "locale": "en-US", "is_mobile": True,
         "has_touch": True}


def watch_console(page: Any, problems: list[str], who: str) -> None:
    """Collect script errors and alert dialogs of a page."""
    page.on("pageerror", lambda error: problems.append(f"{who}: page error {error}"))
    page.on("dialog", lambda dialog: (problems.append(f"{who}: dialog {dialog.message}"),
                                      dialog.dismiss()))


def seated_page(browser: Any, base: str, room: dict[str, Any], problems: list[str],
                who: str = "alice") -> tuple[Any, Any]:
    """(context, page) of the player `room` was created for (its answer: room id and
    token), on the room's page once it is their turn; the page marked, so that a reload
    would show (`window.sameDocument`)."""
    room_id = room["room_id"]
    context = browser.new_context(**DESKTOP)
    context.add_init_script(f"localStorage.setItem('bivouac.token.{room_id}', '{room['token']}');")
    page = context.new_page()
    watch_console(page, problems, who)
    page.goto(f"{base}/room/{room_id}")
    page.locator(".turn-mine").wait_for(timeout=30_000)
    page.evaluate("window.sameDocument = true")  # gone if the page were ever reloaded
    return context, page


def board_version(page: Any) -> int:
    """The match version the room page last drew (-1 before the first state)."""
    value = page.locator(".board-host").get_attribute("data-version")
    return int(value) if value not in (None, "") else -1


def wait_past(page: Any, version: int, timeout_ms: int = 30_000) -> None:
    """Wait until the page has drawn a state newer than `version`."""
    page.wait_for_function(
        "v => Number(document.querySelector('.board-host')?.dataset.version) > v",
        arg=version, timeout=timeout_ms,
    )


def settle_move(page: Any, version: int, timeout_ms: int = 30_000) -> None:
    """After a click that sends a move: say yes if the table asks to confirm ending the
    turn with actions left (`confirm` in the state), then wait until the page has drawn
    a state newer than `version`."""
    page.wait_for_function(
        """v => Number(document.querySelector('.board-host')?.dataset.version) > v
               || !!document.querySelector('.confirm-move .confirm-yes')""",
        arg=version, timeout=timeout_ms,
    )
    yes = page.locator(".confirm-move .confirm-yes")
    if yes.count():
        yes.click()
    wait_past(page, version, timeout_ms)


def box_of(locator: Any, timeout_s: float = 15.0) -> dict[str, float]:
    """The element's box once it is drawn. `bounding_box()` answers None while the
    element is being replaced by a re-render; a loaded machine sees that window more
    often, so ask again until it is on the page (or the deadline passes)."""
    deadline = time.monotonic() + timeout_s
    while True:
        locator.wait_for(state="visible", timeout=timeout_s * 1000)
        box = locator.bounding_box()
        if box is not None:
            return box
        if time.monotonic() > deadline:
            raise AssertionError(f"{locator} never settled on the page")


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


