"""A whole `em6_quiz` race played through the web interface, in real Chromium.

Alice (desktop) creates a short room (a round limit and short clocks) and
keeps the classic mode: she types her answers. Bob (phone-sized) joins by the
invite link and picks the junior mode: he clicks one of three answers. A third
visitor watches. Alice's typed answers are nonsense, so the judge refuses them
and Bob gets the fair-play vote; everyone sees the verdicts, and all three see
the final ranking.
"""

from __future__ import annotations

import re
import time

import httpx
import pytest
from playwright.sync_api import TimeoutError as PlaywrightTimeout

from tests.browser.support import DESKTOP, PHONE, board_version, wait_past, watch_console

pytestmark = pytest.mark.browser

ROUNDS = 5
MATCH_DEADLINE_S = 70
NONSENSE = "zqxv"


def set_option(dialog, name: str, value: int) -> None:
    """Fill one number option of the create-room form."""
    dialog.locator(f"input[id$='-opt-{name}']").fill(str(value))


OFFERED = """() => {
    if (document.querySelector('.summary')) return null;
    const stage = document.querySelector('.q6-stage');
    const kinds = [['roll', '.q6-roll-btn:not([disabled])'], ['theme', '.q6-theme-btn:not([disabled])'],
                   ['answer', '.q6-answer-input:not([readonly])'], ['choice', '.q6-choice-btn:not([disabled])'],
                   ['vote', '.q6-vote-yes:not([disabled])']];
    const found = stage && kinds.find(([, selector]) => stage.querySelector(selector));
    return found ? found[0] : null;
}"""


class Seen:
    """What the test met along the way."""

    def __init__(self) -> None:
        self.typed = 0
        self.clicked_choices = 0
        self.votes = 0
        self.themes = 0
        self.verdicts: set[str] = set()
        self.watched_vote = False
        self.watched_choices = False


def play_if_offered(page, who: str, seen: Seen, others: list) -> bool:
    """Play the move this page offers now (roll, theme, answer or vote) and wait for its answer."""
    try:
        return _play(page, who, seen, others)
    except PlaywrightTimeout:
        # The server's clock played first (the control went away): look again.
        return False


def _play(page, who: str, seen: Seen, others: list) -> bool:
    stage = page.locator(".q6-stage")
    # One look at the page: which control does it offer now?
    offered = page.evaluate(OFFERED)
    if offered is None:
        return False
    before = board_version(page)
    roll = stage.locator(".q6-roll-btn:not([disabled])")
    themes = stage.locator(".q6-theme-btn:not([disabled])")
    answer = stage.locator(".q6-answer-input:not([readonly])")
    choices = stage.locator(".q6-choice-btn:not([disabled])")
    accept = stage.locator(".q6-vote-yes:not([disabled])")
    if offered == "roll":
        roll.click(timeout=5_000)
    elif offered == "theme":
        themes.nth(seen.themes % themes.count()).click(timeout=5_000)
        seen.themes += 1
    elif offered == "answer":
        assert who == "alice", "only the classic player types"
        # Bob sees that Alice is typing; her answer stays hers until she sends it.
        others[0].get_by_text("Alice is typing an answer…").wait_for(timeout=5_000)
        answer.fill(NONSENSE, timeout=5_000)
        answer.press("Enter", timeout=5_000)
        seen.typed += 1
    elif offered == "choice":
        assert who == "bob", "only the junior player picks"
        assert choices.count() == 3
        if not seen.watched_choices:
            # The table sees the three answers too, without buttons.
            for other in others:
                other.locator(".q6-stage .q6-choice-static").nth(2).wait_for(timeout=5_000)
            seen.watched_choices = True
        choices.nth(seen.clicked_choices % 3).click(timeout=5_000)
        seen.clicked_choices += 1
    elif offered == "vote":
        card = stage.locator(".q6-card-vote")
        assert card.locator(".q6-compare-given dd").inner_text() == NONSENSE
        assert card.locator(".q6-compare-expected dd").inner_text().strip()
        assert stage.locator(".q6-vote-no:not([disabled])").count() == 1
        if not seen.watched_vote:
            # Alice and the spectator see the vote, with nothing to press.
            for other in others:
                other.locator(".q6-stage .q6-card-vote").wait_for(timeout=5_000)
                assert other.locator(".q6-vote-yes, .q6-vote-no").count() == 0
            seen.watched_vote = True
        (accept if seen.votes % 2 == 0 else stage.locator(".q6-vote-no")).click(timeout=5_000)
        seen.votes += 1
    else:
        return False
    wait_past(page, before)
    verdict = page.locator(".q6-verdict:not(.q6-verdict-kept)")  # the latest, not the one kept
    if verdict.count():
        classes = verdict.get_attribute("class") or ""
        found = re.search(r"q6-verdict-(right|wrong|timeout|accepted|rejected)\b", classes)
        if found:
            seen.verdicts.add(found.group(1))
    return True


def test_a_classic_and_a_junior_player_race_while_a_third_watches(live_server: str, browser) -> None:
    problems: list[str] = []
    alice = browser.new_context(**DESKTOP).new_page()
    bob = browser.new_context(**PHONE).new_page()
    watcher = browser.new_context(**DESKTOP).new_page()
    for page, who in ((alice, "alice"), (bob, "bob"), (watcher, "watcher")):
        watch_console(page, problems, who)

    # Alice creates a short race for two.
    alice.goto(live_server + "/")
    alice.fill("#home-name", "Alice")
    alice.locator('.game-card[data-game="em6_quiz"] .btn-secondary').click()
    dialog = alice.locator("dialog[open]")
    dialog.locator("input[id$='-players']").fill("2")
    set_option(dialog, "round_limit", ROUNDS)
    set_option(dialog, "answer_time", 20)
    set_option(dialog, "vote_time", 10)
    set_option(dialog, "roll_time", 10)
    dialog.locator("button[type=submit]").click()
    alice.wait_for_url("**/room/**")
    invite = alice.locator(".invite-input")
    invite.wait_for()
    link = invite.input_value()

    # Bob takes the free seat; the race starts by itself.
    bob.goto(link)
    bob.locator(".join-panel form").wait_for()
    bob.fill(".join-panel input[type=text]", "Bob")
    bob.locator(".join-panel button[type=submit]").click()
    for page in (alice, bob):
        page.locator(".q6-track-svg").wait_for()
        page.locator(".q6-card-mode").wait_for()
        # The welcome card asks how to answer; the switch under it waits for its answer.
        assert page.locator(".q6-mode-switch").count() == 0
        # The ruling: a mode can be changed until the race's first die, then it is fixed.
        assert "first die" in page.locator(".q6-card-mode .q6-hint").inner_text()

    # Right after joining, each player picks how to answer: Bob goes junior, Alice keeps classic.
    before = board_version(alice)
    bob.locator(".q6-mode-option-junior").click()
    wait_past(alice, before)
    badges = alice.locator(".q6-player .q6-mode-badge")
    assert badges.all_inner_texts() == ["Classic", "Junior"]
    assert bob.locator(".q6-seg-junior[aria-pressed=true]").count() == 1
    bob.locator(".q6-card-mode").wait_for(state="detached")
    alice.locator(".q6-mode-option-classic").click()  # already classic: nothing to send
    alice.locator(".q6-card-mode").wait_for(state="detached")
    assert alice.locator(".q6-seg-classic[aria-pressed=true]").count() == 1

    # A third visitor watches: the same race, no controls.
    watcher.goto(link)
    watcher.locator(".q6-track-svg").wait_for()
    assert watcher.locator(".chip-watch").count() == 1
    assert watcher.locator(".q6-roll-btn, .q6-mode-switch, .q6-card-mode").count() == 0
    assert watcher.locator(".q6-player-name").all_inner_texts() == ["Alice", "Bob"]

    seen = Seen()
    deadline = time.monotonic() + MATCH_DEADLINE_S
    moves = 0
    while alice.locator(".summary").count() == 0:
        assert time.monotonic() < deadline, f"race not over after {moves} moves"
        played = False
        for page, who, others in ((alice, "alice", [bob, watcher]), (bob, "bob", [alice, watcher])):
            if play_if_offered(page, who, seen, others):
                moves += 1
                played = True
        if not played:
            alice.wait_for_timeout(100)

    # Every turn asked a question (or rolled onto Infinity): both kinds of answers were given.
    assert seen.typed >= 1 and seen.clicked_choices >= 1
    assert seen.votes >= 1 and seen.watched_vote
    # A nonsense answer is never right by itself; the table decided on it.
    assert seen.verdicts & {"accepted", "rejected"}

    for page in (alice, bob, watcher):
        page.locator(".summary").wait_for(timeout=10_000)
        rows = page.locator(".summary .rank-row")
        assert rows.count() == 2
        text = page.locator(".summary").inner_text()
        assert "Alice" in text and "Bob" in text
        over = page.locator(".q6-card-over")
        over.wait_for()
        assert over.locator(".q6-card-title").inner_text() in {
            "The round limit is reached", "Alice reached Infinity and wins!", "Bob reached Infinity and wins!",
        }
        # The last verdict stays on the board: the question, both answers and the explanation.
        verdict = page.locator(".q6-verdict")
        assert verdict.count() == 1
        assert verdict.locator(".q6-compare-expected dd").inner_text().strip()
        assert verdict.locator(".q6-verdict-question").inner_text().strip()
        assert page.locator(".q6-roll-btn, .q6-answer-input, .q6-choice-btn, .q6-vote-btn").count() == 0
    assert watcher.locator(".chip-finished").count() == 1

    assert problems == []


def test_the_rules_page_draws_the_track_in_each_language(live_server: str, browser) -> None:
    problems: list[str] = []
    page = browser.new_context(**PHONE).new_page()
    watch_console(page, problems, "reader")
    titles = {}
    for locale in ("en", "fr", "nl"):
        page.goto(live_server + "/")
        page.evaluate("l => localStorage.setItem('bivouac.locale', l)", locale)
        page.goto(live_server + "/rules/em6_quiz")
        page.locator(".q6-rules").wait_for()
        # The spiral track with its 44 squares, and the strip with a theme square and its next one.
        assert page.locator(".q6-rules-track .q6-sq").count() == 44
        assert page.locator(".q6-rules-strip .q6-sq").count() == 8
        titles[locale] = page.locator(".q6-rules-section h2").first.inner_text()
    assert titles == {"en": "The track", "fr": "La piste", "nl": "De baan"}
    assert problems == []


def test_the_ranking_names_infinity_from_the_track_the_server_lists(live_server: str,
                                                                     browser) -> None:
    """The quiz's final scores are squares; which one is Infinity comes from the server."""
    games = httpx.get(f"{live_server}/api/games").json()
    infinity = len(next(g for g in games if g["id"] == "em6_quiz")["track"]) - 1
    problems: list[str] = []
    page = browser.new_context(**PHONE).new_page()
    watch_console(page, problems, "reader")
    page.goto(live_server + "/")
    page.evaluate("() => localStorage.setItem('bivouac.locale', 'en')")
    page.goto(live_server + "/rules/em6_quiz")
    page.locator(".q6-rules").wait_for()
    base = page.evaluate(
        "() => [...document.scripts].map((s) => s.src).find((s) => s.includes('/js/'))")
    labels = page.evaluate(
        """async ([games, scores]) => {
             const { loadGame } = await import(games);
             const { module } = await loadGame("em6_quiz");
             return scores.map((s) => module.scoreLabel(s));
           }""",
        [base.rsplit("/", 1)[0] + "/games.js", [infinity + 1, infinity, infinity - 1, 0]])
    assert labels == ["Infinity, final questions answered", "Infinity",
                      f"Square {infinity - 1}", "Big Bang"]
    assert problems == []
