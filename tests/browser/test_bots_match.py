"""A match of four computers, created from the home page, followed to its end by its creator."""

from __future__ import annotations

import pytest

from tests.browser.support import DESKTOP, watch_console

pytestmark = pytest.mark.browser


def test_four_computers_play_to_the_end_while_their_creator_watches(live_server, browser):
    problems: list[str] = []
    page = browser.new_context(**DESKTOP).new_page()
    watch_console(page, problems, "host")
    page.goto(live_server + "/")
    page.fill("#home-name", "Alice")
    page.locator('.game-card[data-game="deluxe_camping"] .btn-secondary').click()
    dialog = page.locator("dialog[open]")
    dialog.locator("[id$='-players']").fill("4")
    dialog.locator("[id$='-opt-size']").fill("8")
    dialog.locator("[id$='-opt-max_rounds']").fill("4")
    for seat in range(4):
        dialog.locator(f"[id$='-seat-{seat}']").select_option("easy")
    dialog.locator("button[type=submit]").click()
    page.wait_for_url("**/room/**")
    # the creator watches: no seat of theirs, no move to offer
    page.locator(".board-host svg").first.wait_for()
    assert page.locator(".turn-mine").count() == 0
    summary = page.locator(".summary")
    summary.wait_for(timeout=120_000)
    assert summary.locator(".rank-row").count() == 4
    names = summary.inner_text()
    assert "Alice" not in names
    assert problems == []
