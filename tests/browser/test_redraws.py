"""A control stays the same element when the room page draws again, in real Chromium.

The room draws a game's board again for every message that may change it: a
`state`, and the `seats` that say who is connected and how many watch. Such a
message may arrive between a mouse button's press and its release; a control
replaced meanwhile would never get the click, and a focused one would drop the
keyboard. Here another client opens (then closes) a websocket on the room as a
spectator, so that a real `seats` message arrives while a control of each game
is focused, then while it is pressed: focus stays on the same element, and the
click, released after the redraw, does what the control says.
"""

from __future__ import annotations

import json
import time
from collections.abc import Callable
from contextlib import ExitStack
from dataclasses import dataclass
from typing import Any

import pytest
from playwright.sync_api import expect
from websockets.sync.client import ClientConnection, connect

from tests.browser.support import board_version, box_of, create_room, join_room, wait_past

pytestmark = pytest.mark.browser


def _ws_url(base: str, room_id: str) -> str:
    return base.replace("http://", "ws://") + f"/ws/rooms/{room_id}"


def _play(base: str, room_id: str, token: str, pick: Callable[[dict], dict]) -> dict:
    """As the seat of `token`, once it is to act: send `pick(state)`; the state after it."""
    with connect(_ws_url(base, room_id)) as ws:
        ws.send(json.dumps({"type": "hello", "token": token}))
        end = time.monotonic() + 60
        sent = None
        while time.monotonic() < end:
            message = json.loads(ws.recv(timeout=max(0.1, end - time.monotonic())))
            if message["type"] != "state":
                continue
            if sent is not None and message["version"] > sent:
                return message
            if sent is None and message["seat"] in message["to_act"] and message["legal"]:
                sent = message["version"]
                ws.send(json.dumps({"type": "move", "id": f"r-{sent}", "version": sent,
                                    "move": pick(message)}))
    raise TimeoutError("the move was not answered")


def _cheapest_camel(state: dict) -> dict:
    return min((m for m in state["legal"] if m["type"] == "camel"), key=lambda m: m["cost"])


@dataclass
class Table:
    room_id: str
    token: str  # the seat the page plays


def _two_seats(base: str, game: str, options: dict[str, Any] | None = None) -> tuple[dict, dict]:
    room = create_room(base, game, name="Alice", bots=[], options={"first_player": "seat0", **(options or {})})
    bob = join_room(base, room["room_id"], "Bob")
    return room, bob


def _alice_first(game: str, options: dict[str, Any] | None = None) -> Callable[[str], Table]:
    def setup(base: str) -> Table:
        room, _ = _two_seats(base, game, options)
        return Table(room["room_id"], room["token"])
    return setup


def _caravan_bob(camels: int) -> Callable[[str], Table]:
    """Bob's turn of a caravan match, after Alice's opening camel and `camels - 1` of his own."""
    def setup(base: str) -> Table:
        room, bob = _two_seats(base, "caravan")
        _play(base, room["room_id"], room["token"], _cheapest_camel)
        for _ in range(camels - 1):
            _play(base, room["room_id"], bob["token"], _cheapest_camel)
        return Table(room["room_id"], bob["token"])
    return setup


# ---- what a click did ------------------------------------------------------------

def _pressed(selector: str) -> Callable[[Any, int], None]:
    def check(page: Any, version: int) -> None:
        expect(page.locator(selector)).to_have_attribute("aria-pressed", "true")
    return check


def _asks_to_confirm(page: Any, version: int) -> None:
    expect(page.locator(".confirm-move")).to_be_visible()
    assert board_version(page) == version, "the move was sent without its confirm step"


def _sent(page: Any, version: int) -> None:
    wait_past(page, version)


def _selected(selector: str) -> Callable[[Any, int], None]:
    def check(page: Any, version: int) -> None:
        expect(page.locator(selector)).to_have_count(1)
    return check


def _choose_supply(page: Any) -> None:
    page.locator(".cv-supply").click()
    expect(page.locator(".cv-supply")).to_have_attribute("aria-pressed", "true")


def _keep_classic(page: Any) -> None:
    """The quiz's welcome card answered (classic, as already set): the switch takes over."""
    page.locator(".q6-mode-option-classic").click()
    expect(page.locator(".q6-card-mode")).to_have_count(0, timeout=20_000)


@dataclass
class Case:
    setup: Callable[[str], Table]
    control: str  # the control pressed
    did: Callable[[Any, int], None]  # asserts that its click did what it says
    focus: str | None = None  # the element that takes keyboard focus, if not the control
    before: Callable[[Any], None] | None = None  # what the player does first


CASES = {
    "caravan-supply": Case(_caravan_bob(1), ".cv-supply", _pressed(".cv-supply")),
    "caravan-end": Case(_caravan_bob(1), ".cv-end", _asks_to_confirm),
    "caravan-square": Case(_caravan_bob(1), ".cv-cell.cv-target >> nth=0", _sent,
                           focus=".cv-cell.cv-target >> nth=0 >> .cv-hit", before=_choose_supply),
    "caravan-undo": Case(_caravan_bob(2), ".undo-button", _sent),
    "deluxe-end": Case(_alice_first("deluxe_camping"), ".dc-end", _asks_to_confirm),
    "deluxe-piece": Case(_alice_first("deluxe_camping"), ".dc-target-piece >> nth=0", _selected(".dc-target-selected")),
    "hex-pass": Case(_alice_first("hex_camping"), ".hc-pass", _sent),
    "hex-place": Case(_alice_first("hex_camping"), ".hc-target >> nth=0", _sent),
    "quiz-mode": Case(_alice_first("em6_quiz"), ".q6-seg-junior", _pressed(".q6-seg-junior"),
                      before=_keep_classic),
    "quiz-welcome": Case(_alice_first("em6_quiz"), ".q6-mode-option-junior",
                         _pressed(".q6-seg-junior")),
    "quiz-roll": Case(_alice_first("em6_quiz"), ".q6-roll-btn", _sent),
}


# ---- a redraw from the server --------------------------------------------------------

def _spectators(page: Any) -> str:
    return page.locator(".spectators").text_content() or ""


def _redrawn_after(page: Any, action: Callable[[], Any]) -> Any:
    """Do `action` (which makes the room send a `seats` message), then wait until the page has drawn it."""
    before = _spectators(page)
    result = action()
    page.wait_for_function("t => document.querySelector('.spectators')?.textContent !== t",
                           arg=before, timeout=30_000)
    return result


def _watch(stack: ExitStack, base: str, room_id: str) -> ClientConnection:
    """A spectator on the room's websocket, until `stack` closes."""
    ws = stack.enter_context(connect(_ws_url(base, room_id)))
    ws.send(json.dumps({"type": "hello", "name": "Zoé"}))
    return ws


@pytest.mark.parametrize("case", list(CASES))
def test_a_control_keeps_focus_and_its_click_across_a_redraw(live_server: str, new_page, case: str) -> None:
    spec = CASES[case]
    table = spec.setup(live_server)
    page = new_page(seat=(table.room_id, table.token))
    page.goto(f"{live_server}/room/{table.room_id}")
    expect(page.locator(".turn-mine")).to_be_visible(timeout=60_000)
    if spec.before:
        spec.before(page)
    control = page.locator(spec.control)
    expect(control).to_be_visible(timeout=20_000)
    expect(control).not_to_have_attribute("aria-disabled", "true")
    expect(control).to_be_enabled()

    # The keyboard: the focused control is the same element after a redraw, still focused.
    focused = page.locator(spec.focus or spec.control)
    focused.focus()
    focused.evaluate("el => { el.bivouacKept = true; }")
    with ExitStack() as spectator:
        _redrawn_after(page, lambda: _watch(spectator, live_server, table.room_id))
        # (Said at the end, so that a run tells of the click too.)
        kept = page.evaluate("() => document.activeElement?.bivouacKept === true")

        # The pointer: pressed, a redraw (the spectator leaves), released; the click lands.
        version = board_version(page)
        box = box_of(control)
        page.mouse.move(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)
        page.mouse.down()
        _redrawn_after(page, spectator.close)
        page.mouse.up()
    spec.did(page, version)
    assert kept, "the focused control was replaced by the redraw (keyboard focus lost)"
    assert not new_page.problems
