"""A whole `caravan` match played through the web interface, in real Chromium.

Two players in two browser contexts (one desktop with mouse and keyboard, one
phone-sized with touch) play a short, sensible match by choosing camels,
goods and squares on the board, while a third context watches: Alice sends a
camel to a numbered space and picks up its good (with the keyboard), Bob
moves a camel onto the same space at a cost of 2, steals the good, places a
camel on the city next door and delivers the stolen good there. Then both
end their turns without acting until the stalemate rule ends the match, and
all three must see the final ranking.
"""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import Page, expect

from tests.browser.support import DESKTOP, PHONE, board_version, settle_move, watch_console

pytestmark = pytest.mark.browser

WAIT_MS = 15_000

# The four numbered spaces around the centre, each next to two cities of common goods
# (shared/rules/caravan.md): where a common good can be delivered in one step.
INNER = {
    "2,2": {"meat": "2,3", "hides": "3,2"},
    "2,4": {"meat": "2,3", "swords": "3,4"},
    "4,2": {"hides": "3,2", "salt": "4,3"},
    "4,4": {"swords": "3,4", "salt": "4,3"},
}
FAR_SQUARE = "1,1"  # plain desert, next to none of the above


def acting(page: Page, action) -> None:
    """Do `action` (which sends one move) and wait until the page draws its answer."""
    before = board_version(page)
    action()
    settle_move(page, before, WAIT_MS)  # ending with actions left is confirmed first


def wait_for_turn(page: Page) -> None:
    page.locator(".turn-mine").wait_for(timeout=WAIT_MS)
    page.locator(".cv-end:not([disabled])").wait_for(timeout=WAIT_MS)


def cell(page: Page, key: str):
    return page.locator(f'.cv-cell[data-key="{key}"]')


def goods_on_spaces(page: Page) -> dict[str, str]:
    """The good lying on each numbered space, as the board draws it."""
    return page.evaluate("""() => Object.fromEntries([...document.querySelectorAll('.cv-market')]
        .filter((c) => c.querySelector('.cv-lying .cv-token'))
        .map((c) => [c.dataset.key, [...c.querySelector('.cv-lying .cv-token').classList]
          .find((k) => k.startsWith('cv-good-')).slice(8)]))""")


def plan(goods: dict[str, str]) -> tuple[str, str, bool]:
    """A numbered space next to the city of its good (delivered in one step), else any inner one."""
    for space, cities in INNER.items():
        if goods.get(space) in cities:
            return space, cities[goods[space]], True
    space = next(iter(INNER))
    return space, next(iter(INNER[space].values())), False


def end_turn(page: Page, *, touch: bool = False) -> None:
    wait_for_turn(page)
    button = page.locator(".cv-end")
    acting(page, button.tap if touch else button.click)


def test_two_players_play_a_match_while_a_third_watches(live_server: str, browser) -> None:
    problems: list[str] = []
    alice = browser.new_context(**DESKTOP).new_page()
    bob = browser.new_context(**PHONE).new_page()
    watcher = browser.new_context(**DESKTOP).new_page()
    for page, who in ((alice, "alice"), (bob, "bob"), (watcher, "watcher")):
        watch_console(page, problems, who)

    # Alice creates a room for a friend; Bob follows the invite link; a third visitor watches.
    alice.goto(live_server + "/")
    alice.fill("#home-name", "Alice")
    alice.locator('.game-card[data-game="caravan"] .btn-secondary').click()
    alice.locator("dialog[open] button[type=submit]").click()
    alice.wait_for_url("**/room/**")
    link = alice.locator(".invite-input").input_value()
    bob.goto(link)
    bob.fill(".join-panel input[type=text]", "Bob")
    bob.locator(".join-panel button[type=submit]").click()
    for page in (alice, bob):
        page.locator(".chip-live").wait_for()
        page.locator(".cv-svg").wait_for()
    watcher.goto(link)
    watcher.locator(".cv-svg").wait_for()
    assert watcher.locator(".chip-watch").inner_text() == "You are watching"
    assert alice.locator(".seat-name").all_inner_texts() == ["Alice", "Bob"]

    space, city, delivers = plan(goods_on_spaces(alice))
    good = goods_on_spaces(alice)[space]

    # Turn 1, Alice (1 action): a new camel from her supply onto the numbered space.
    wait_for_turn(alice)
    expect(alice.locator(".cv-turn-left")).to_have_text("1 action left")
    alice.locator(".cv-supply").click()
    expect(cell(alice, space).locator(".cv-cost text")).to_have_text("1")
    acting(alice, lambda: cell(alice, space).click())
    expect(watcher.locator(".cv-news")).to_contain_text("Alice placed a new camel on space")

    # Turn 2, Bob (2 actions), by touch: a camel far away, then he ends his turn early.
    wait_for_turn(bob)
    bob.locator(".cv-supply").tap()
    acting(bob, lambda: cell(bob, FAR_SQUARE).tap())
    end_turn(bob, touch=True)

    # Turn 3, Alice (3 actions), with the keyboard: the square offers a pick-up and a camel move.
    wait_for_turn(alice)
    cell(alice, space).locator(".cv-hit").focus()
    alice.keyboard.press("ArrowLeft")
    alice.keyboard.press("ArrowRight")
    expect(cell(alice, space).locator(".cv-hit")).to_be_focused()
    alice.keyboard.press("Enter")
    choice = alice.locator(".cv-choice").first
    expect(choice).to_be_focused()
    expect(choice).to_contain_text("Pick up")
    acting(alice, lambda: alice.keyboard.press("Enter"))
    expect(cell(alice, space).locator(".cv-lying")).to_have_count(0)
    expect(cell(alice, space).locator(".cv-hit")).to_be_focused()
    end_turn(alice)

    # Turn 4, Bob (4 actions): his far camel joins Alice's (2 actions), steals her good, and a
    # new camel goes to the city next door.
    wait_for_turn(bob)
    cell(bob, FAR_SQUARE).locator('[data-choice="camel"]').tap()
    expect(cell(bob, space).locator(".cv-cost text")).to_have_text("2")
    acting(bob, lambda: cell(bob, space).tap())
    thief = cell(bob, space).locator('[data-choice^="steal"]')
    acting(bob, thief.tap)
    for page in (alice, bob, watcher):
        expect(page.locator(".cv-news-steal")).to_contain_text("Bob stole")
    expect(cell(watcher, space).locator(".cv-stolen")).to_have_count(1)
    expect(watcher.locator("#announcer")).to_contain_text("Bob stole")
    bob.locator(".cv-supply").tap()
    expect(cell(bob, city).locator(".cv-cost text")).to_have_text("1")
    acting(bob, lambda: cell(bob, city).tap())

    # Turn 5, Alice ends her turn without acting (the stalemate count starts).
    end_turn(alice)

    # Turn 6, Bob: selecting the stolen good lights up the camel on the city, then he carries it.
    wait_for_turn(bob)
    cell(bob, space).locator('[data-choice^="carry"]').tap()
    target = cell(bob, city)
    expect(target).to_have_class(re.compile(r"\bcv-target\b"))
    expect(target.locator(".cv-reach")).to_have_count(1)
    if delivers:
        expect(target.locator(".cv-deliver-badge")).to_have_text("+3")
    acting(bob, target.tap)
    if delivers:
        for page in (alice, bob, watcher):
            expect(page.locator(".cv-news-deliver")).to_contain_text(f"Bob delivered the {good}")
    end_turn(bob, touch=True)

    # Turns 7 and 8: both end their turns without acting: the match ends by stalemate.
    end_turn(alice)
    end_turn(bob, touch=True)

    bob_points = 3 if delivers else 0
    for page in (alice, bob, watcher):
        summary = page.locator(".summary")
        summary.wait_for(timeout=WAIT_MS)
        assert summary.locator(".rank-row").count() == 2
        text = summary.inner_text()
        assert "Alice" in text and "Bob" in text and "points" in text
        assert page.locator(".chip-finished").count() == 1
        expect(page.locator(".cv-turn-over")).to_contain_text(
            "Every player in turn ended a turn without acting"
        )
        expect(page.locator(".cv-card").nth(1).locator(".cv-total-value")).to_have_text(
            str(bob_points)
        )
    if delivers:
        assert alice.locator("#summary-title").inner_text() == "Bob wins!"
        assert bob.locator("#summary-title").inner_text() == "You won!"
        assert watcher.locator("#summary-title").inner_text() == "Bob wins!"
    else:
        for page in (alice, bob, watcher):
            assert page.locator("#summary-title").inner_text() == "It’s a draw!"

    assert watcher.locator(".cv-active").count() == 0
    assert problems == []
    assert alice.locator(".toast-error").count() == 0 and bob.locator(".toast-error").count() == 0
