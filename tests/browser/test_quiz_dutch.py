"""A Dutch table plays a whole `em6_quiz` race in Dutch, in real Chromium.

Anna and Bram use the interface in Dutch. Anna creates the room without
touching the question language: it follows her interface, so the race draws
from the Dutch bank. Both play the junior mode (they click one of three
answers); every question either of them is shown must be one of the Dutch
bank's, and the page speaks Dutch from the first card to the final ranking.
"""

from __future__ import annotations

import time

import httpx
import pytest
import yaml

from app.quiz_banks import bank_path
from tests.browser.support import DESKTOP, PHONE, board_version, wait_past, watch_console
from tests.browser.test_full_tables import answer_if_asked
from tests.browser.test_quiz_match import OFFERED, set_option

pytestmark = pytest.mark.browser

ROUNDS = 5
MATCH_DEADLINE_S = 120


def _dutch_questions() -> set[str]:
    data = yaml.safe_load(bank_path("nl").read_text(encoding="utf-8"))
    return {
        q["question"] for card in data["cards"] for side in ("front", "back")
        for q in card.get(side, [])
    }


def _play(page, shown: set[str]) -> bool:
    """Play what the page offers (as at the full tables); keep the text of each question shown."""
    question = page.locator(".q6-stage .q6-question-text")
    if page.evaluate(OFFERED) == "choice" and question.count():
        shown.add(question.first.inner_text().strip())
    return answer_if_asked(page) is not None


def test_a_dutch_table_races_in_dutch(live_server: str, browser) -> None:
    problems: list[str] = []
    anna = browser.new_context(**DESKTOP).new_page()
    bram = browser.new_context(**PHONE).new_page()
    for page, who in ((anna, "anna"), (bram, "bram")):
        watch_console(page, problems, who)
        page.goto(live_server + "/")
        page.evaluate("() => localStorage.setItem('bivouac.locale', 'nl')")

    anna.goto(live_server + "/")
    anna.fill("#home-name", "Anna")
    anna.locator('.game-card[data-game="em6_quiz"] .btn-secondary').click()
    dialog = anna.locator("dialog[open]")
    dialog.locator("input[id$='-players']").fill("2")
    set_option(dialog, "round_limit", ROUNDS)
    dialog.locator("button[type=submit]").click()
    anna.wait_for_url("**/room/**")
    room_id = anna.url.rstrip("/").rsplit("/", 1)[-1]
    link = anna.locator(".invite-input").input_value()
    # The question language followed Anna's interface.
    room = httpx.get(f"{live_server}/api/rooms/{room_id}", timeout=10).json()
    assert room["options"]["language"] == "nl"

    bram.goto(link)
    bram.locator(".join-panel form").wait_for()
    bram.fill(".join-panel input[type=text]", "Bram")
    bram.locator(".join-panel button[type=submit]").click()
    for page in (anna, bram):
        page.locator(".q6-card-mode").wait_for()
        # The mode card speaks Dutch.
        assert "Kies uit drie antwoorden" in page.locator(".q6-mode-option-junior").inner_text()
        assert page.locator("html").get_attribute("lang") == "nl"
        before = board_version(page)
        page.locator(".q6-mode-option-junior").click()
        wait_past(page, before)
    assert anna.locator(".q6-player .q6-mode-badge").all_inner_texts() == ["Junior", "Junior"]

    shown: set[str] = set()
    deadline = time.monotonic() + MATCH_DEADLINE_S
    while anna.locator(".summary").count() == 0:
        assert time.monotonic() < deadline, "the race is not over"
        if not (_play(anna, shown) | _play(bram, shown)):
            anna.wait_for_timeout(100)

    assert shown, "no question was asked"
    dutch = _dutch_questions()
    assert shown <= dutch, shown - dutch
    for page in (anna, bram):
        page.locator(".summary").wait_for(timeout=10_000)
        assert page.locator(".summary .rank-row").count() == 2
        title = page.locator(".q6-card-over .q6-card-title").inner_text()
        assert title in {"De rondelimiet is bereikt", "Anna bereikt Oneindig en wint!",
                         "Bram bereikt Oneindig en wint!"}, title
    assert problems == []
