"""Full tables through the interface: every seat a person in their own browser context.

Three people play Deluxe Camping (automatic set-up), four play Caravan, and
six race in the quiz (only with BIVOUAC_LONG_BROWSER=1: it takes minutes),
each table created from the home page's dialog and joined through the invite
link, while a spectator follows. Every page must see the same final ranking
with every player in it.
"""

from __future__ import annotations

import os
import time

import pytest
from playwright.sync_api import TimeoutError as PlaywrightTimeout

from tests.browser.support import (
    DESKTOP,
    PHONE,
    board_version,
    settle_move,
    wait_past,
    watch_console,
)
from tests.browser.test_deluxe_match import my_turn, play_turn_action
from tests.browser.test_quiz_match import OFFERED, set_option

pytestmark = pytest.mark.browser

NAMES = ("Alice", "Bob", "Chloé", "Daan", "Emma", "Farid")
DEADLINE_S = 150


def open_table(browser, base_url: str, game: str, players: int, options: dict[str, object],
               problems: list[str]) -> tuple[list, object]:
    """The first person creates the room in the dialog; the others join by the invite link
    (every other one on a phone); a spectator opens the link last. Returns pages, spectator."""
    pages = []
    for n in range(players):
        page = browser.new_context(**(PHONE if n % 2 else DESKTOP)).new_page()
        watch_console(page, problems, NAMES[n])
        pages.append(page)
    host = pages[0]
    host.goto(base_url + "/")
    host.fill("#home-name", NAMES[0])
    host.locator(f'.game-card[data-game="{game}"] .btn-secondary').click()
    dialog = host.locator("dialog[open]")
    dialog.locator("input[id$='-players']").fill(str(players))
    for name, value in options.items():
        field = dialog.locator(f"[id$='-opt-{name}']")
        if isinstance(value, str):
            field.select_option(value)
        else:
            set_option(dialog, name, value)
    dialog.locator("button[type=submit]").click()
    host.wait_for_url("**/room/**")
    invite = host.locator(".invite-input")
    invite.wait_for()
    link = invite.input_value()
    for n, page in enumerate(pages[1:], start=1):
        page.goto(link)
        page.locator(".join-panel form").wait_for()
        page.fill(".join-panel input[type=text]", NAMES[n])
        page.locator(".join-panel button[type=submit]").click()
    for page in pages:
        page.locator(".chip-live").wait_for()
    watcher = browser.new_context(**DESKTOP).new_page()
    watch_console(watcher, problems, "watcher")
    watcher.goto(link)
    watcher.locator(".chip-watch").wait_for()
    return pages, watcher


def check_the_end(pages: list, watcher, players: int) -> None:
    """Every page, the spectator's included, shows a ranking of every player."""
    for page in [*pages, watcher]:
        summary = page.locator(".summary")
        summary.wait_for(timeout=15_000)
        assert summary.locator(".rank-row").count() == players
        text = summary.inner_text()
        for name in NAMES[:players]:
            assert name in text
    assert watcher.locator(".chip-finished").count() == 1


def test_three_people_play_deluxe_camping(live_server: str, browser) -> None:
    problems: list[str] = []
    pages, watcher = open_table(browser, live_server, "deluxe_camping", 3,
                                {"size": 8, "max_rounds": 2}, problems)
    watcher.locator(".dc-svg").wait_for()
    assert watcher.locator(".dc-card").count() == 3
    stepped = {id(page): False for page in pages}
    actions: dict[int, list[str]] = {id(page): [] for page in pages}
    deadline = time.monotonic() + DEADLINE_S
    while pages[0].locator(".summary").count() == 0:
        assert time.monotonic() < deadline, "match not over"
        acted = False
        for n, page in enumerate(pages):
            if my_turn(page) and page.locator(".summary").count() == 0:
                what = play_turn_action(page, n % 2 == 1, stepped[id(page)])
                stepped[id(page)] = what == "step"
                actions[id(page)].append(what)
                acted = True
        if not acted:
            pages[0].wait_for_timeout(100)
    assert all("step" in done for done in actions.values()), "someone never moved"
    check_the_end(pages, watcher, 3)
    assert problems == []


def test_four_people_play_caravan(live_server: str, browser) -> None:
    problems: list[str] = []
    pages, watcher = open_table(browser, live_server, "caravan", 4, {}, problems)
    watcher.locator(".cv-svg").wait_for()
    # Each seat places one camel from its supply (round one), then everyone ends their
    # turns at once until the stalemate rule ends the match.
    placed: set[int] = set()
    deadline = time.monotonic() + DEADLINE_S
    while pages[0].locator(".summary").count() == 0:
        assert time.monotonic() < deadline, "match not over"
        acted = False
        for n, page in enumerate(pages):
            end = page.locator(".cv-end:not([disabled])")
            if page.locator(".turn-mine").count() == 0 or end.count() == 0:
                continue
            before = board_version(page)
            if n not in placed:
                page.locator(".cv-supply").click()
                page.locator(".cv-cell.cv-target").first.click()
                placed.add(n)
            else:
                end.click()
            settle_move(page, before)  # ending with actions left is confirmed first
            acted = True
        if not acted:
            pages[0].wait_for_timeout(100)
    assert placed == {0, 1, 2, 3}
    check_the_end(pages, watcher, 4)
    # Four camels on the board, one per player, seen alike by the spectator.
    assert watcher.locator(".cv-cells .cv-figure").count() == 4
    assert problems == []


@pytest.mark.skipif(os.environ.get("BIVOUAC_LONG_BROWSER") != "1",
                    reason="thirty turns in seven pages: 2 minutes on a quiet machine, far more "
                           "on a busy one; set BIVOUAC_LONG_BROWSER=1 to run it")
def test_six_people_race_in_the_quiz(live_server: str, browser) -> None:
    problems: list[str] = []
    # Clocks long enough that none runs out while six pages open (the server would then
    # roll for the first player, and the choice of answering mode would be gone).
    pages, watcher = open_table(browser, live_server, "em6_quiz", 6, {
        "round_limit": 5, "answer_time": 60, "vote_time": 10, "roll_time": 120,
    }, problems)
    watcher.locator(".q6-track-svg").wait_for()
    # Half the table answers in junior mode (three buttons), half types its answers.
    for n, page in enumerate(pages):
        mode = "junior" if n % 2 else "classic"
        page.locator(f".q6-mode-option-{mode}").click()
        page.locator(".q6-card-mode").wait_for(state="detached")
    watcher.wait_for_function(
        "() => document.querySelectorAll('.q6-player .q6-mode-badge').length === 6")
    assert watcher.locator(".q6-player-name").all_inner_texts() == list(NAMES)
    played: dict[str, int] = {}
    deadline = time.monotonic() + 2 * DEADLINE_S  # thirty turns, each a roll and a question
    while pages[0].locator(".summary").count() == 0:
        assert time.monotonic() < deadline, f"race not over after {played}"
        acted = False
        for page in pages:
            kind = answer_if_asked(page)
            if kind:
                played[kind] = played.get(kind, 0) + 1
                acted = True
        if not acted:
            pages[0].wait_for_timeout(100)
    assert played.get("roll", 0) >= 6, played
    assert played.get("answer", 0) >= 1 and played.get("choice", 0) >= 1, played
    check_the_end(pages, watcher, 6)
    assert problems == []


def answer_if_asked(page) -> str | None:
    """Play whatever this page offers now (roll, theme, typed answer, choice, vote)."""
    offered = page.evaluate(OFFERED)
    if offered is None:
        return None
    stage = page.locator(".q6-stage")
    before = board_version(page)
    try:
        if offered == "roll":
            stage.locator(".q6-roll-btn:not([disabled])").click(timeout=5_000)
        elif offered == "theme":
            stage.locator(".q6-theme-btn:not([disabled])").first.click(timeout=5_000)
        elif offered == "answer":
            box = stage.locator(".q6-answer-input:not([readonly])")
            box.fill("zqxv", timeout=5_000)
            box.press("Enter", timeout=5_000)
        elif offered == "choice":
            stage.locator(".q6-choice-btn:not([disabled])").first.click(timeout=5_000)
        elif offered == "vote":
            stage.locator(".q6-vote-no:not([disabled])").click(timeout=5_000)
        wait_past(page, before)
    except PlaywrightTimeout:
        # The server's clock (or another vote) moved on first: look again.
        return None
    return offered
