"""Leaving and running the table in real Chromium: resigning through a confirm step (by
keyboard too), a declined rematch, the host's seat controls and cancel, and taking back
an action, in English, French and Dutch, on a desktop and a phone."""

from __future__ import annotations

import json
import re
import time

import httpx
import pytest
from playwright.sync_api import expect
from websockets.sync.client import connect

from tests.browser.support import DESKTOP, PHONE, create_room, join_room

pytestmark = pytest.mark.browser

LOCALES = ["en", "fr", "nl"]
SIZES = {"desktop": DESKTOP, "phone": PHONE}
UNDO_TEXTS = {
    "en": ("Bob took back an action.", "No undo: chance was drawn."),
    "fr": ("Bob a repris une action.", "Pas d’annulation : le hasard a parlé."),
    "nl": ("Bob nam een actie terug.", "Niet terug te nemen: het toeval heeft gesproken."),
}
TEXTS = {
    "en": {"resigned": "Resigned", "you_resigned": "You resigned.", "won": "You won!",
           "declined": "You declined the rematch.", "cancelled": "Cancelled", "live": "Live"},
    "fr": {"resigned": "A abandonné", "you_resigned": "Vous avez abandonné.", "won": "Vous avez gagné",
           "declined": "Vous avez refusé la revanche.", "cancelled": "Annulée", "live": "En direct"},
    "nl": {"resigned": "Opgegeven", "you_resigned": "Je hebt opgegeven.", "won": "Je hebt gewonnen",
           "declined": "Je hebt de revanche geweigerd.", "cancelled": "Geannuleerd", "live": "Live"},
}


def _locale(locale: str) -> str:
    return f"localStorage.setItem('bivouac.locale', '{locale}');"


@pytest.mark.parametrize("size", list(SIZES))
@pytest.mark.parametrize("locale", LOCALES)
def test_a_player_resigns_after_a_confirm_and_the_other_declines_the_rematch(
        live_server: str, new_page, locale: str, size: str) -> None:
    words = TEXTS[locale]
    room = create_room(live_server, "hex_camping", name="Alice", bots=[])
    room_id = room["room_id"]
    bob = join_room(live_server, room_id, "Bob")
    alice_page = new_page(seat=(room_id, room["token"]), init=_locale(locale), **SIZES[size])
    bob_page = new_page(seat=(room_id, bob["token"]), init=_locale(locale), **DESKTOP)
    alice_page.goto(f"{live_server}/room/{room_id}")
    bob_page.goto(f"{live_server}/room/{room_id}")
    resign = alice_page.locator(".resign-button")
    expect(resign).to_be_visible(timeout=60_000)
    expect(bob_page.locator(".resign-button")).to_be_visible(timeout=60_000)
    # The button fits the table's screen: in its head on a desktop, under the board on a phone.
    resign.scroll_into_view_if_needed()
    expect(resign).to_be_in_viewport(ratio=1)
    inside = ".room-tools" if size == "desktop" else ".table-foot"
    expect(alice_page.locator(f"{inside} .resign-button")).to_have_count(1)

    # Opened by keyboard; Escape answers no, and focus goes back to the button.
    resign.focus()
    alice_page.keyboard.press("Enter")
    bar = alice_page.locator(".confirm-bar")
    expect(bar).to_be_visible()
    expect(alice_page.locator(".confirm-no")).to_be_focused()
    alice_page.keyboard.press("Escape")
    expect(bar).to_have_count(0)
    expect(resign).to_be_focused()
    assert httpx.get(f"{live_server}/api/rooms/{room_id}", timeout=10).json()["status"] == "live"

    # Then for real.
    resign.click()
    alice_page.locator(".confirm-yes").click()
    summary = alice_page.locator(".summary")
    expect(summary).to_be_visible(timeout=20_000)
    expect(summary.locator(".summary-title")).to_contain_text(words["you_resigned"])
    expect(summary.locator(".rank-mine .rank-score")).to_have_text(words["resigned"])
    expect(alice_page.locator(".resign-button")).to_have_count(0)
    bob_summary = bob_page.locator(".summary")
    expect(bob_summary.locator(".summary-title")).to_contain_text(words["won"], timeout=20_000)
    expect(bob_page.locator(".badge-resigned")).to_be_visible()
    stored = httpx.get(f"{live_server}/api/matches/{room_id}", timeout=10).json()
    assert stored["status"] == "finished" and stored["result"]["resigned"] == [0]

    # Alice asks for a rematch (and goes to its room); Bob declines it.
    alice_page.locator(".rematch-button").click()
    alice_page.wait_for_url(re.compile(r"/room/(?!" + room_id + ")"), timeout=20_000)
    decline = bob_page.locator(".rematch-decline")
    expect(decline).to_be_visible(timeout=20_000)
    expect(bob_page.locator(".rematch-line")).to_contain_text("Alice")
    decline.click()
    expect(bob_page.locator(".rematch-declined")).to_have_text(words["declined"], timeout=20_000)
    expect(alice_page.locator(".chip-cancelled")).to_have_text(words["cancelled"], timeout=20_000)
    expect(alice_page.locator(".ended-note")).to_be_visible()
    assert not new_page.problems


@pytest.mark.parametrize("locale", LOCALES)
def test_the_host_removes_a_player_seats_computers_and_cancels_a_room(
        live_server: str, new_page, locale: str) -> None:
    words = TEXTS[locale]
    room = create_room(live_server, "caravan", name="Alice", players=3, bots=[])
    room_id = room["room_id"]
    bob = join_room(live_server, room_id, "Bob")
    page = new_page(seat=(room_id, room["token"]), init=_locale(locale), **PHONE)
    page.goto(f"{live_server}/room/{room_id}")
    panel = page.locator(".host-panel")
    expect(panel).to_be_visible(timeout=60_000)
    bob_row = panel.locator(".host-row[data-seat='1']")
    expect(bob_row).to_contain_text("Bob")
    bob_page = new_page(seat=(room_id, bob["token"]), init=_locale(locale))
    bob_page.goto(f"{live_server}/room/{room_id}")
    expect(bob_page.locator(".seat[data-seat='1']")).to_contain_text("Bob", timeout=60_000)
    bob_row.locator(".host-release").click()
    # Bob, still on the page, is offered a seat again without a reload.
    expect(bob_page.locator(".join-panel input[type=text]")).to_be_visible(timeout=20_000)
    # Bob's seat is free again: the host may put a computer there.
    expect(bob_row.locator(".host-computer")).to_be_visible(timeout=20_000)
    last = panel.locator(".host-row[data-seat='2']")
    last.locator(".host-level").select_option("hard")
    last.locator(".host-computer").click()
    expect(page.locator(".seat[data-seat='2'] .badge-bot")).to_be_visible(timeout=20_000)
    # Keyboard: the computer for seat 1 is added with Enter; the match then starts.
    panel.locator(".host-row[data-seat='1'] .host-computer").focus()
    page.keyboard.press("Enter")
    expect(page.locator(".room-title .chip")).to_have_text(words["live"], timeout=20_000)
    expect(panel).to_be_hidden()
    seats = httpx.get(f"{live_server}/api/rooms/{room_id}", timeout=10).json()["seats"]
    assert [s["kind"] for s in seats] == ["human", "bot", "bot"] and seats[2]["bot_level"] == "hard"

    other = create_room(live_server, "caravan", name="Alice", players=3, bots=[])
    page.evaluate("([id, token]) => localStorage.setItem(`bivouac.token.${id}`, token)",
                  [other["room_id"], other["token"]])
    page.goto(f"{live_server}/room/{other['room_id']}")
    cancel = page.locator(".host-cancel")
    expect(cancel).to_be_visible(timeout=20_000)
    cancel.click()
    expect(page.locator(".host-panel .confirm-no")).to_be_focused()
    page.locator(".host-panel .confirm-yes").click()
    expect(page.locator(".chip-cancelled")).to_have_text(words["cancelled"], timeout=20_000)
    expect(page.locator(".host-panel")).to_be_hidden()
    status = httpx.get(f"{live_server}/api/rooms/{other['room_id']}", timeout=10).json()["status"]
    assert status == "cancelled"
    assert not new_page.problems


def _play_one(base: str, room_id: str, token: str, pick) -> dict:
    """As the seat of `token`, once it is to act: send `pick(state)`; the state after it."""
    url = base.replace("http://", "ws://") + f"/ws/rooms/{room_id}"
    with connect(url) as ws:
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
                ws.send(json.dumps({"type": "move", "id": f"b-{sent}", "version": sent,
                                    "move": pick(message)}))
    raise TimeoutError("the move was not answered")


def _cheapest_camel(state: dict) -> dict:
    return min((m for m in state["legal"] if m["type"] == "camel"), key=lambda m: m["cost"])


@pytest.mark.parametrize(("locale", "size"), [("en", "desktop"), ("fr", "phone"), ("nl", "desktop"),
                                              ("en", "phone")])
def test_a_player_takes_back_an_action_and_the_log_says_so(
        live_server: str, new_page, locale: str, size: str) -> None:
    logged, _ = UNDO_TEXTS[locale]
    room = create_room(live_server, "caravan", name="Alice", bots=[], options={"first_player": "seat0"})
    room_id = room["room_id"]
    bob = join_room(live_server, room_id, "Bob")
    _play_one(live_server, room_id, room["token"], _cheapest_camel)  # Alice's opening camel
    page = new_page(seat=(room_id, bob["token"]), init=_locale(locale), **SIZES[size])
    page.goto(f"{live_server}/room/{room_id}")
    expect(page.locator(".turn-mine")).to_be_visible(timeout=60_000)
    expect(page.locator(".undo-button")).to_have_count(0)
    placed = _play_one(live_server, room_id, bob["token"], _cheapest_camel)
    undo = page.locator(".undo-button")
    expect(undo).to_be_visible(timeout=20_000)
    expect(undo).to_be_in_viewport(ratio=1)
    # By keyboard: the action is taken back, stored as a move, and the log says so.
    undo.focus()
    page.keyboard.press("Enter")
    page.wait_for_function("v => Number(document.querySelector('.board-host').dataset.version) > v",
                           arg=placed["version"], timeout=20_000)
    expect(page.locator(".undo-button")).to_have_count(0)
    expect(page.locator(".move-log")).to_contain_text(logged, timeout=20_000)
    moves = httpx.get(f"{live_server}/api/matches/{room_id}", timeout=10).json()["moves"]
    assert moves[-1]["move"] == {"type": "undo"} and moves[-1]["seat"] == 1
    assert not new_page.problems


@pytest.mark.parametrize("locale", LOCALES)
def test_the_table_says_why_an_action_cannot_be_taken_back(live_server: str, new_page, locale: str) -> None:
    _, why = UNDO_TEXTS[locale]
    room = create_room(live_server, "em6_quiz", name="Alice", bots=[],
                       options={"roll_time": 600, "answer_time": 600, "vote_time": 120,
                                "first_player": "seat0"})
    room_id = room["room_id"]
    join_room(live_server, room_id, "Bob")
    page = new_page(seat=(room_id, room["token"]), init=_locale(locale), **DESKTOP)
    page.goto(f"{live_server}/room/{room_id}")
    expect(page.locator(".turn-mine")).to_be_visible(timeout=60_000)
    expect(page.locator(".undo-stop")).to_have_count(0)
    rolled = _play_one(live_server, room_id, room["token"],
                       lambda s: next(m for m in s["legal"] if m["type"] == "roll"))
    assert rolled["undo_stop"] == "randomness"
    stop = page.locator(".undo-stop")
    expect(stop).to_be_visible(timeout=20_000)
    expect(stop).to_have_attribute("title", why)
    expect(page.locator(".undo-button")).to_have_count(0)
    assert not new_page.problems



CONFIRM_TEXTS = {"en": "End your turn?", "fr": "Terminer votre tour ?", "nl": "Je beurt beëindigen?"}


@pytest.mark.parametrize(("locale", "size"), [("en", "desktop"), ("fr", "phone"), ("nl", "phone")])
def test_ending_a_turn_with_actions_left_is_confirmed_first(
        live_server: str, new_page, locale: str, size: str) -> None:
    room = create_room(live_server, "caravan", name="Alice", bots=[], options={"first_player": "seat0"})
    room_id = room["room_id"]
    bob = join_room(live_server, room_id, "Bob")
    opened = _play_one(live_server, room_id, room["token"], _cheapest_camel)
    page = new_page(seat=(room_id, bob["token"]), init=_locale(locale), **SIZES[size])
    page.goto(f"{live_server}/room/{room_id}")
    expect(page.locator(".turn-mine")).to_be_visible(timeout=60_000)
    end = page.locator(".cv-end")
    expect(end).to_be_enabled(timeout=20_000)
    end.click()
    bar = page.locator(".confirm-move")
    expect(bar).to_contain_text(CONFIRM_TEXTS[locale])
    expect(bar.locator(".confirm-no")).to_be_focused()
    # "Not yet": nothing was sent.
    bar.locator(".confirm-no").click()
    expect(bar).to_have_count(0)
    assert httpx.get(f"{live_server}/api/rooms/{room_id}", timeout=10).json()["version"] == opened["version"]
    end.click()
    page.locator(".confirm-move .confirm-yes").click()
    page.wait_for_function("v => Number(document.querySelector('.board-host').dataset.version) > v",
                           arg=opened["version"], timeout=20_000)
    moves = httpx.get(f"{live_server}/api/matches/{room_id}", timeout=10).json()["moves"]
    assert moves[-1]["move"]["type"] == "end" and moves[-1]["seat"] == 1
    expect(page.locator(".turn-mine")).to_have_count(0)
    assert not new_page.problems
