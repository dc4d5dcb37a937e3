"""A whole `hex_camping` match played through the web interface, in real Chromium.

Two players in two browser contexts (one desktop, one phone-sized) play by
clicking the hexes and the Pass button the server offers, while a third
context watches; all three must see the final ranking, and the match must
then be listed among the finished ones.
"""

from __future__ import annotations

import time

import pytest
from playwright.sync_api import expect

from tests.browser.support import DESKTOP, PHONE, board_version, watch_console

pytestmark = pytest.mark.browser

MATCH_DEADLINE_S = 180


def play_if_my_turn(page) -> bool:
    """Play one move offered on the page (a legal hex, else Pass) and wait for the answer."""
    if page.locator(".turn-mine").count() == 0:
        return False
    targets = page.locator(".hc-target")
    passes = page.locator(".hc-pass:not([disabled])")
    before = board_version(page)
    if targets.count():
        targets.nth(targets.count() // 2).click()
    elif passes.count():
        passes.first.click()
    else:
        return False
    page.wait_for_function(
        "v => Number(document.querySelector('.board-host')?.dataset.version) > v", arg=before, timeout=10_000,
    )
    return True


def test_two_players_play_a_whole_match_while_a_third_watches(live_server: str, new_page) -> None:
    problems: list[str] = []
    alice = new_page(**DESKTOP)
    bob = new_page(**PHONE)
    watcher = new_page(**DESKTOP)
    for page, who in ((alice, "alice"), (bob, "bob"), (watcher, "watcher")):
        watch_console(page, problems, who)

    # Alice creates a room for a friend.
    alice.goto(live_server + "/")
    alice.fill("#home-name", "Alice")
    alice.locator('.game-card[data-game="hex_camping"] .btn-secondary').click()
    alice.locator("dialog[open] button[type=submit]").click()
    alice.wait_for_url("**/room/**")
    invite = alice.locator(".invite-input")
    invite.wait_for()
    link = invite.input_value()
    assert link.startswith(live_server + "/room/")
    assert alice.locator(".turn-banner").inner_text().startswith("Waiting for players")

    # Bob follows the invite link and takes the free seat.
    bob.goto(link)
    bob.locator(".join-panel form").wait_for()
    bob.fill(".join-panel input[type=text]", "Bob")
    bob.locator(".join-panel button[type=submit]").click()
    # The match starts by itself once both seats are taken; the invite goes away.
    for page in (alice, bob):
        page.locator(".chip-live").wait_for()
        page.locator(".hc-svg").wait_for()
    assert alice.locator(".invite-panel").is_hidden()

    # A third visitor, with no seat, watches.
    watcher.goto(link)
    watcher.locator(".hc-svg").wait_for()
    assert watcher.locator(".chip-watch").inner_text() == "You are watching"
    assert watcher.locator(".join-panel").is_hidden()
    assert watcher.locator(".hc-target").count() == 0

    expect(alice.locator(".seat-name")).to_have_text(["Alice", "Bob"])

    deadline = time.monotonic() + MATCH_DEADLINE_S
    moves = 0
    while alice.locator(".summary").count() == 0:
        assert time.monotonic() < deadline, f"match not over after {moves} moves"
        played = False
        for page in (alice, bob):
            if play_if_my_turn(page):
                moves += 1
                played = True
        if not played:
            alice.wait_for_timeout(100)
    # 30 land hexes per half; passes fill several at once.
    assert 2 <= moves <= 60

    for page in (alice, bob, watcher):
        summary = page.locator(".summary")
        summary.wait_for(timeout=10_000)
        rows = summary.locator(".rank-row")
        assert rows.count() == 2
        text = summary.inner_text()
        assert "Alice" in text and "Bob" in text and "points" in text
        assert page.locator(".chip-finished").count() == 1
    titles = {page.locator("#summary-title").inner_text() for page in (alice, bob)}
    assert titles & {"You won!", "It’s a draw!"}
    assert watcher.locator("#summary-title").inner_text() in {"Alice wins!", "Bob wins!", "It’s a draw!"}

    # The match is now among the finished ones, and opens with its ranking.
    watcher.goto(live_server + "/")
    finished = watcher.locator(".list-finished .row")
    finished.first.wait_for(timeout=15_000)
    row_text = finished.first.inner_text()
    assert "Alice" in row_text and "Bob" in row_text
    finished.first.locator("a").click()
    watcher.wait_for_url("**/match/**")
    watcher.locator(".summary .rank-row").first.wait_for()
    watcher.locator(".replay-panel .hc-svg").wait_for()

    assert problems == []
    assert alice.locator(".toast-error").count() == 0


# Display names have at most 24 characters, so the markup calls a short
# function that records whether it ever ran.
@pytest.mark.parametrize("name", ["<img src=x onerror=f()>", "<svg onload=f()>"])
def test_a_display_name_with_markup_is_shown_literally(live_server: str, new_page, name: str) -> None:
    problems: list[str] = []
    page = new_page(**DESKTOP)
    watch_console(page, problems, "player")
    page.add_init_script("window.__ran = false; window.f = () => { window.__ran = true; };")

    page.goto(live_server + "/")
    page.fill("#home-name", name)
    page.locator('.game-card[data-game="hex_camping"] .btn-primary').click()  # against the computer
    page.wait_for_url("**/room/**")
    page.locator(".hc-svg").wait_for()

    assert page.locator(".seat-name").first.inner_text() == name
    assert page.locator(".hc-card-name").first.inner_text() == name
    assert page.locator("img[src=x], svg[onload]").count() == 0
    page.goto(live_server + "/")
    page.locator(".list-live .row").first.wait_for(timeout=15_000)
    assert name in page.locator(".list-live .row").first.inner_text()
    assert page.locator("img[src=x], svg[onload]").count() == 0

    assert page.evaluate("window.__ran") is False
    assert problems == []
