"""Players sharing one screen (the room option `shared_screen`), in real Chromium.

One page creates the room with "Players share this screen" ticked and a name
for the second player; the page then holds both seats (a token and a
connection each) and plays for whichever seat is to act, saying whose turn
it is. In a game without hidden information (hex_camping) the page simply
switches seats. In one with hidden information (caravan) a curtain ("Pass the
device to Bob") covers the table between two players' turns, and nothing of
the next player's view is in the page until they press "I'm Bob, show my view".
"""

from __future__ import annotations

import re

import httpx
import pytest
from playwright.sync_api import Page, expect

from tests.browser.support import (
    DESKTOP,
    PHONE,
    board_version,
    settle_move,
    wait_past,
    watch_console,
)

pytestmark = pytest.mark.browser

WAIT_MS = 15_000
TURN = re.compile(r"^(Alice|Bob)’s turn$")


def create_shared_room(page: Page, base: str, game: str) -> str:
    """Create a room of `game` from the home page for Alice and Bob at this screen."""
    page.goto(base + "/")
    page.fill("#home-name", "Alice")
    page.locator(f'.game-card[data-game="{game}"] .btn-secondary').click()
    dialog = page.locator("dialog[open]")
    # The option is offered with the seats, with the keyboard as well as the mouse.
    shared = dialog.locator(".shared-screen")
    expect(dialog.locator(".seat-here-name")).to_have_count(0)
    shared.focus()
    page.keyboard.press("Space")
    expect(shared).to_be_checked()
    name = dialog.locator(".seat-here-name")
    expect(name).to_be_visible()
    expect(name).to_be_focused()
    # A player at this screen needs a name.
    dialog.locator("button[type=submit]").click()
    expect(dialog.locator(".form-error")).to_have_text("Give a name to each player at this screen.")
    name.fill("Bob")
    dialog.locator("button[type=submit]").click()
    page.wait_for_url("**/room/**")
    page.locator(".chip-live").wait_for(timeout=WAIT_MS)
    expect(page.locator(".chip-shared")).to_have_text("Shared screen")
    expect(page.locator(".seat-name")).to_have_text(["Alice", "Bob"])
    return page.url.rstrip("/").rsplit("/", 1)[1]


def seats_of_moves(base: str, room_id: str) -> list[int]:
    moves = httpx.get(f"{base}/api/matches/{room_id}", timeout=10).json()["moves"]
    return [m["seat"] for m in moves]


def whose_turn(page: Page) -> str:
    """The player the page acts for now, once the banner says it is their turn."""
    text = page.locator(".turn-banner.turn-mine .turn-text")
    expect(text).to_have_text(TURN, timeout=WAIT_MS)
    who = text.inner_text().split("’")[0]
    expect(page.locator(".seat-mine .seat-name")).to_have_text(who)
    return who


@pytest.mark.parametrize("size", [DESKTOP, PHONE], ids=["desktop", "phone"])
def test_one_page_plays_both_seats_of_an_open_game(live_server: str, new_page, size) -> None:
    problems: list[str] = []
    page = new_page(**size)
    watch_console(page, problems, "table")
    room_id = create_shared_room(page, live_server, "hex_camping")
    # Both seats are held from this page: both are connected, neither is offered to a computer.
    expect(page.locator(".seat .dot-on")).to_have_count(2)

    played: list[str] = []
    for _ in range(6):
        who = whose_turn(page)
        # Nothing is hidden in this game: no curtain, just the banner.
        assert page.locator(".curtain").count() == 0
        page.locator(".hc-target, .hc-pass:not([disabled])").first.wait_for(timeout=WAIT_MS)
        targets = page.locator(".hc-target")
        before = board_version(page)
        if targets.count():
            targets.nth(targets.count() // 2).click()
        else:
            page.locator(".hc-pass:not([disabled])").click()
        wait_past(page, before, WAIT_MS)
        played.append(who)

    assert {"Alice", "Bob"} <= set(played)
    seats = seats_of_moves(live_server, room_id)
    assert len(seats) == 6 and set(seats) == {0, 1}
    assert [("Alice", "Bob")[s] for s in seats] == played
    assert page.locator(".away").count() == 0  # nobody looks gone
    assert problems == [] and page.locator(".toast-error").count() == 0


def show_view(page: Page, name: str) -> None:
    """Check the curtain for `name` and that nothing of a board is in the page; lift it."""
    curtain = page.locator(".curtain")
    expect(curtain.locator(".curtain-title")).to_have_text(f"Pass the device to {name}", timeout=WAIT_MS)
    button = curtain.locator(".curtain-show")
    expect(button).to_have_text(f"I’m {name}, show my view")
    expect(button).to_be_focused()
    board = page.evaluate("document.querySelector('.board-host').innerHTML")
    assert "cv-" not in board and "data-fit-board" not in board
    assert page.locator(".cv-svg, .cv-end, .cv-supply, .undo-button, .resign-button").count() == 0
    expect(page.locator(".turn-banner .turn-text")).to_have_text(f"{name}’s turn")
    page.keyboard.press("Enter")
    expect(curtain).to_have_count(0)
    page.locator(".cv-end:not([disabled])").wait_for(timeout=WAIT_MS)
    expect(page.locator(".seat-mine .seat-name")).to_have_text(name)


@pytest.mark.parametrize("size", [DESKTOP, PHONE], ids=["desktop", "phone"])
def test_a_curtain_hides_the_next_players_view_in_a_hidden_information_game(
        live_server: str, new_page, size) -> None:
    games = httpx.get(f"{live_server}/api/games", timeout=10).json()
    assert next(g for g in games if g["id"] == "caravan")["hidden_information"] is True
    problems: list[str] = []
    page = new_page(**size)
    watch_console(page, problems, "table")
    room_id = create_shared_room(page, live_server, "caravan")

    # On arrival the page does not know who holds the device: the first player says so.
    show_view(page, "Alice")
    # Turn n gives n actions (shared/rules/caravan.md): a new camel for one action each
    # turn, then the turn ends by itself (turn 1) or by Ending it.
    for name, other, ends in (("Alice", "Bob", False), ("Bob", "Alice", True), ("Alice", "Bob", True)):
        assert whose_turn(page) == name
        page.locator(".cv-end:not([disabled])").wait_for(timeout=WAIT_MS)
        page.locator(".cv-supply").click()
        cost_one = page.locator(".cv-cost text", has_text=re.compile(r"^1$"))
        target = page.locator(".cv-cell").filter(has=cost_one).first
        before = board_version(page)
        target.click()
        settle_move(page, before, WAIT_MS)
        if ends:
            expect(page.locator(".turn-banner .turn-text")).to_have_text(f"{name}’s turn")
            before = board_version(page)
            page.locator(".cv-end").click()
            settle_move(page, before, WAIT_MS)
        show_view(page, other)

    assert seats_of_moves(live_server, room_id) == [0, 1, 1, 0, 0]
    assert problems == [] and page.locator(".toast-error").count() == 0
