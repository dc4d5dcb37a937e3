"""`deluxe_camping` played through the web interface, in real Chromium.

Two players in two browser contexts (one desktop with a mouse and the
keyboard, one phone-sized with touch) set up the campsite by hand and play a
short match (8x8, three rounds) by choosing the pieces, cells and edges the
server offers, while a third context watches; all three must see the final
ranking. Then a four-player room with three computer seats, created through
the API, shows the team totals to the one browser seat that plays in it.
"""

from __future__ import annotations

import re
import time

import httpx
import pytest

from tests.browser.support import (
    DESKTOP,
    PHONE,
    board_version,
    settle_move,
    wait_past,
    watch_console,
)

pytestmark = pytest.mark.browser

MATCH_DEADLINE_S = 75
ARROWS = ("ArrowLeft", "ArrowRight", "ArrowUp", "ArrowDown")


def middle(locator):
    """The middle one of the elements a locator finds."""
    return locator.nth(locator.count() // 2)


def press(locator, touch: bool) -> None:
    """Tap (phone) or click (desktop) a board target. Cells are clicked where
    they are drawn: an invisible copy of their hit area lies on top."""
    if touch:
        locator.tap(force=True)
    else:
        locator.click(force=True)


def my_turn(page) -> bool:
    return page.locator(".turn-mine").count() > 0


def place(page, touch: bool) -> bool:
    """Play one manual setup step if one is offered; True if a move was sent."""
    before = board_version(page)
    places = page.locator(".dc-target-place")
    if places.count():
        target = middle(places)
        press(target, touch)
        if touch and page.locator(".dc-confirm").count():
            # A finger cannot hover: the pool shows on the first tap, the second places it.
            page.locator(".dc-confirm").tap()
        wait_past(page, before)
        return True
    firsts = page.locator(".dc-target-first")
    if firsts.count():
        press(middle(firsts), touch)
        partner = page.locator(".dc-target-partner").first
        partner.wait_for()
        assert page.locator(".dc-target-chosen").count() == 1
        press(partner, touch)
        wait_past(page, before)
        return True
    return False


def step(page, touch: bool) -> None:
    """Choose a piece that may move, then one of the cells it may step to."""
    before = board_version(page)
    press(middle(page.locator(".dc-target-piece")), touch)
    dests = page.locator(".dc-target-dest")
    dests.first.wait_for()
    assert page.locator(".dc-target-selected").count() == 1
    press(dests.first, touch)
    wait_past(page, before)


def build_fence(page, touch: bool) -> None:
    """Build a fence on an edge the server offers (a phone confirms its tap)."""
    before = board_version(page)
    edge = middle(page.locator(".dc-edge-legal"))
    if touch:
        edge.tap(force=True)
        confirm = page.locator(".dc-confirm")
        confirm.wait_for()
        assert confirm.inner_text().startswith("Build the fence")
        assert page.locator(".dc-hint").inner_text().startswith("Tap the edge again")
        confirm.tap()
    else:
        edge.hover(force=True)
        assert page.locator(".dc-hint").inner_text().startswith("A fence may go between")
        assert page.locator(".dc-preview .dc-fence-ghost").count() == 1
        edge.click(force=True)
    settle_move(page, before)  # a fence with steps left is confirmed first


def play_keyboard_turn(page) -> None:
    """A whole turn with the keyboard only: a piece, a step, then a fence."""
    page.locator(".dc-target[tabindex='0']").focus()
    before = board_version(page)
    page.keyboard.press("Enter")
    page.locator(".dc-target-selected").wait_for()
    for key in ARROWS:
        page.keyboard.press(key)
        if page.evaluate("document.activeElement.classList.contains('dc-target-dest')"):
            break
    else:
        raise AssertionError("no destination reachable with the arrow keys")
    page.keyboard.press("Enter")
    wait_past(page, before)
    # The first turn of the match has one movement point: the fence comes next,
    # and the keyboard focus moves to the edges by itself.
    page.wait_for_function("() => document.activeElement?.classList.contains('dc-edge')")
    for key in ("ArrowRight", "ArrowDown", "ArrowLeft", "ArrowUp") * 4:
        if page.evaluate("document.activeElement.classList.contains('dc-edge-legal')"):
            break
        page.keyboard.press(key)
    assert page.locator(".dc-hint").inner_text().startswith("A fence may go between")
    before = board_version(page)
    page.keyboard.press("Enter")
    wait_past(page, before)


def play_turn_action(page, touch: bool, stepped: bool) -> str:
    """One action of a turn: a step (once per turn), then a fence, else the end of the turn."""
    if not stepped and page.locator(".dc-target-piece").count():
        step(page, touch)
        return "step"
    if page.locator(".dc-edge-legal").count():
        build_fence(page, touch)
        return "fence"
    before = board_version(page)
    page.locator(".dc-end").click()
    settle_move(page, before)
    return "end"


def create_room_in_the_dialog(page, base_url: str) -> str:
    """Alice opens the create dialog and asks for a small board set up by hand."""
    page.goto(base_url + "/")
    page.fill("#home-name", "Alice")
    page.locator('.game-card[data-game="deluxe_camping"] .btn-secondary').click()
    dialog = page.locator("dialog[open]")
    dialog.locator("[id$='-opt-size']").fill("8")
    dialog.locator("[id$='-opt-setup']").select_option("manual")
    dialog.locator("[id$='-opt-max_rounds']").fill("3")
    dialog.locator("button[type=submit]").click()
    page.wait_for_url("**/room/**")
    invite = page.locator(".invite-input")
    invite.wait_for()
    return invite.input_value()


def test_two_players_set_up_and_play_a_match_while_a_third_watches(live_server: str, browser) -> None:
    problems: list[str] = []
    alice = browser.new_context(**DESKTOP).new_page()
    bob = browser.new_context(**PHONE).new_page()
    watcher = browser.new_context(**DESKTOP).new_page()
    for page, who in ((alice, "alice"), (bob, "bob"), (watcher, "watcher")):
        watch_console(page, problems, who)

    link = create_room_in_the_dialog(alice, live_server)
    bob.goto(link)
    bob.locator(".join-panel form").wait_for()
    bob.fill(".join-panel input[type=text]", "Bob")
    bob.locator(".join-panel button[type=submit]").click()
    for page in (alice, bob):
        page.locator(".chip-live").wait_for()
        page.locator(".dc-svg").wait_for()

    watcher.goto(link)
    watcher.locator(".dc-svg").wait_for()
    assert watcher.locator(".chip-watch").inner_text() == "You are watching"

    # Manual setup: the pool first, offered to the first player only.
    assert alice.locator(".dc-where").inner_text() == "Place the pool"
    assert alice.locator(".dc-step-current").inner_text().endswith("Pool")
    assert bob.locator(".dc-target").count() == 0
    alice.locator(".dc-target-place").first.hover(force=True)
    assert alice.locator(".dc-preview .dc-pool").count() == 1  # where the pool would go

    deadline = time.monotonic() + MATCH_DEADLINE_S
    players = ((alice, False), (bob, True))
    placements = 0
    while alice.locator(".dc-where").inner_text().startswith("Place"):
        assert time.monotonic() < deadline, f"setup not over after {placements} placements"
        acted = False
        for page, touch in players:
            if my_turn(page) and place(page, touch):
                placements += 1
                acted = True
        if not acted:
            alice.wait_for_timeout(100)
    # 1 pool, 3 tokens, 2 bungalows, 6 caravans each.
    assert placements == 18
    for page in (alice, bob, watcher):
        pieces = page.locator(".dc-pieces")
        pieces.locator(".dc-token-pest").wait_for()
        assert pieces.locator(".dc-token-ice_cream").count() == 2
        assert pieces.locator(".dc-caravan").count() == 12
        assert pieces.locator(".dc-bungalow").count() == 2
        assert pieces.locator(".dc-pool").count() == 1
    assert watcher.locator(".dc-target, .dc-edge").count() == 0

    # The first turn, played with the keyboard only.
    assert alice.locator(".dc-points").inner_text().startswith("1 movement point left")
    assert alice.locator(".dc-end").inner_text() == "End turn without a fence"
    play_keyboard_turn(alice)
    watcher.wait_for_function("() => document.querySelector('.dc-last-move').textContent.startsWith('Alice built a fence')")

    # The rest of the match: Alice clicks, Bob taps.
    stepped = {id(alice): False, id(bob): False}
    actions = []
    while alice.locator(".summary").count() == 0:
        assert time.monotonic() < deadline, f"match not over after {actions}"
        acted = False
        for page, touch in players:
            if not my_turn(page) or page.locator(".summary").count():
                continue
            what = play_turn_action(page, touch, stepped[id(page)])
            stepped[id(page)] = what == "step"
            actions.append(what)
            acted = True
        if not acted:
            alice.wait_for_timeout(100)
    assert "step" in actions and "fence" in actions

    for page in (alice, bob, watcher):
        summary = page.locator(".summary")
        summary.wait_for(timeout=10_000)
        assert summary.locator(".rank-row").count() == 2
        text = summary.inner_text()
        assert "Alice" in text and "Bob" in text
        assert summary.locator(".rank-marker .dc-caravan").count() == 2
        assert page.locator(".dc-phase-over").count() == 1
        assert page.locator(".dc-target, .dc-edge, .dc-end").count() == 0
    scores = [int(v) for v in alice.locator(".dc-total-value").all_inner_texts()]
    badges = sum(int(v) for v in alice.locator(".dc-badge-value").all_inner_texts())
    assert sum(scores) == badges  # every point comes from a shaded zone with its value
    assert problems == []
    assert alice.locator(".toast-error").count() == 0 and bob.locator(".toast-error").count() == 0


def test_four_players_show_their_teams_and_totals(live_server: str, browser) -> None:
    problems: list[str] = []
    created = httpx.post(live_server + "/api/rooms", json={
        "game": "deluxe_camping", "players": 4, "name": "Alice",
        "options": {"size": 8, "max_rounds": 2},
        "bots": [{"seat": seat, "level": "easy"} for seat in (1, 2, 3)],
    }, timeout=10).json()
    room = created["room_id"]
    context = browser.new_context(**DESKTOP)
    context.add_init_script(f"localStorage.setItem('bivouac.token.{room}', '{created['token']}')")
    page = context.new_page()
    watch_console(page, problems, "alice")
    page.goto(f"{live_server}/room/{room}")
    page.locator(".dc-svg").wait_for()

    teams = page.locator(".dc-team")
    teams.first.wait_for()
    assert teams.count() == 2
    assert teams.nth(0).locator(".dc-team-name").inner_text() == "Team 1 & 3"
    assert teams.nth(1).locator(".dc-team-name").inner_text() == "Team 2 & 4"
    assert teams.nth(0).locator(".dc-card-name").all_inner_texts()[0] == "Alice"
    assert page.locator(".dc-card").count() == 4

    deadline = time.monotonic() + MATCH_DEADLINE_S
    stepped = False
    actions = []
    while page.locator(".summary").count() == 0:
        assert time.monotonic() < deadline, "match not over"
        if my_turn(page):
            actions.append(play_turn_action(page, False, stepped))
            stepped = actions[-1] == "step"
        else:
            page.wait_for_timeout(100)
    assert actions, "the browser seat never had a turn"

    page.locator(".summary").wait_for()
    for i in range(2):
        team = teams.nth(i)
        total = int(team.locator(".dc-team-score b").inner_text())
        assert total == sum(int(v) for v in team.locator(".dc-total-value").all_inner_texts())
    assert re.search(r"\d+ points?", page.locator(".summary").inner_text())
    assert problems == []
