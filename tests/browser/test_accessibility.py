"""Accessibility in real Chromium: a whole match played with the keyboard alone,
and an automated audit with axe-core (Deque) of the home page and of a live
room of every game: no violation of impact "serious" or "critical".

axe-core comes from the npm registry through tests/browser/package.json:
`npm ci --prefix tests/browser`. Without it the audits are skipped, unless
BIVOUAC_REQUIRE_BROWSER=1 (as in CI), where they fail.
"""

from __future__ import annotations

import os
import time
from pathlib import Path

import httpx
import pytest
from playwright.sync_api import expect

from tests.browser.support import DESKTOP, PHONE, create_room, play_moves

pytestmark = pytest.mark.browser

AXE = Path(__file__).resolve().parent / "node_modules" / "axe-core" / "axe.min.js"
REQUIRE_BROWSER = os.environ.get("BIVOUAC_REQUIRE_BROWSER") == "1"
BLOCKING = {"serious", "critical"}
MATCH_DEADLINE_S = 240
MAX_TABS = 80


@pytest.fixture(scope="session")
def axe() -> Path:
    """The path of axe.min.js, installed by `npm ci --prefix tests/browser`."""
    if not AXE.exists():
        message = (f"axe-core is not installed ({AXE} is missing): "
                   "run `npm ci --prefix tests/browser` to install it")
        if REQUIRE_BROWSER:
            pytest.fail(message)
        pytest.skip(message)
    return AXE


def audit(page, axe: Path) -> list[str]:
    """Run axe-core on the page; the serious and critical violations, one line per element."""
    # Evaluated, not added as a <script> element: the page's CSP runs no inline script.
    page.evaluate(axe.read_text(encoding="utf-8"))
    results = page.evaluate("""async () => {
        const r = await axe.run(document, { resultTypes: ["violations"] });
        const onBoard = (n) => Boolean(document.querySelector(n.target[0])?.closest?.(".board-host"));
        return r.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help,
            nodes: v.nodes.map((n) => ({ target: n.target.join(" "), summary: n.failureSummary,
                                         board: onBoard(n) })) }));
    }""")
    lines = []
    for violation in results:
        if violation["impact"] not in BLOCKING:
            continue
        for node in violation["nodes"]:
            owner = "the game's renderer" if node["board"] else "the shell"
            lines.append(f"[{violation['impact']}] {violation['id']} ({owner}): {violation['help']} "
                         f"at {node['target']}: {node['summary']}")
    return lines


# ---- the audits -----------------------------------------------------------------

@pytest.mark.parametrize("size", ["desktop", "phone"])
def test_the_home_page_passes_the_audit(axe: Path, live_server: str, new_page, size: str) -> None:
    create_room(live_server, "hex_camping")  # so that the lists are not all empty
    page = new_page(**(DESKTOP if size == "desktop" else PHONE))
    page.goto(live_server + "/")
    page.locator(".game-card").first.wait_for()
    page.locator(".list-live .row").first.wait_for()
    assert audit(page, axe) == []


def test_the_create_dialog_passes_the_audit(axe: Path, live_server: str, new_page) -> None:
    page = new_page()
    page.goto(live_server + "/")
    page.locator('.game-card[data-game="em6_quiz"] .btn-secondary').click()
    page.locator("dialog[open] form").wait_for()
    assert audit(page, axe) == []


def _games(base: str) -> list[dict]:
    return httpx.get(f"{base}/api/games", timeout=10).json()


GAMES = ["hex_camping", "deluxe_camping", "caravan", "em6_quiz"]


@pytest.mark.parametrize("game", GAMES)
def test_a_live_room_of_each_game_passes_the_audit(axe: Path, live_server: str, new_page, game: str) -> None:
    entry = next(g for g in _games(live_server) if g["id"] == game)
    room = create_room(live_server, game, players=max(2, entry["min_players"]))
    play_moves(live_server, room["room_id"], [room["token"]], moves=2, chat=[(0, "Hello!")])
    page = new_page()
    page.add_init_script(f"localStorage.setItem('bivouac.token.{room['room_id']}', '{room['token']}');")
    page.goto(f"{live_server}/room/{room['room_id']}")
    page.locator(".chat-line").first.wait_for()
    page.wait_for_selector(".board-host > *:not(.board-placeholder), .notice-error", timeout=15_000)
    page.wait_for_timeout(500)
    problems = audit(page, axe)
    assert problems == [], "\n".join(problems)


def test_a_spectator_and_the_match_page_pass_the_audit(axe: Path, live_server: str, new_page) -> None:
    room = create_room(live_server, "hex_camping")
    play_moves(live_server, room["room_id"], [room["token"]], chat=[(0, "Good game")])
    page = new_page(**PHONE)
    page.goto(f"{live_server}/match/{room['room_id']}")
    page.locator(".replay-panel .hc-svg").wait_for()
    page.locator(".chat-line").first.wait_for()
    problems = audit(page, axe)
    assert problems == [], "\n".join(problems)

    live = create_room(live_server, "hex_camping")
    page.goto(f"{live_server}/room/{live['room_id']}")
    page.locator(".hc-svg").wait_for()
    page.locator(".chat-toggle").click()
    page.locator(".chat-as .link-button").click()
    page.locator(".chat-name-input").wait_for()
    problems = audit(page, axe)
    assert problems == [], "\n".join(problems)


@pytest.mark.parametrize("game", GAMES)
def test_the_rules_page_of_each_game_passes_the_audit(axe: Path, live_server: str, new_page, game: str) -> None:
    page = new_page()
    page.goto(f"{live_server}/rules/{game}")
    page.locator(".rules-body").wait_for()
    problems = audit(page, axe)
    assert problems == [], "\n".join(problems)


# ---- keyboard only ------------------------------------------------------------------

def focused_matches(page, selector: str) -> bool:
    """True if the focused element matches `selector`."""
    return page.evaluate("s => Boolean(document.activeElement?.matches(s))", selector)


def tab_to(page, selector: str, limit: int = MAX_TABS) -> None:
    """Press Tab until the focused element matches `selector`."""
    for _ in range(limit):
        if focused_matches(page, selector):
            return
        page.keyboard.press("Tab")
    raise AssertionError(f"{selector} not reached with {limit} presses of Tab; focus is on "
                         + page.evaluate("document.activeElement?.outerHTML.slice(0, 120)"))


def outline_width(page) -> float:
    """The focused element's outline width in pixels (its visible focus ring)."""
    return page.evaluate("parseFloat(getComputedStyle(document.activeElement).outlineWidth) || 0")


# Everything the page's polite live region says, in order.
LISTEN = """
window.__spoken = [];
new MutationObserver(() => {
  const region = document.getElementById("announcer");
  if (region && region.textContent) window.__spoken.push(region.textContent);
}).observe(document, { subtree: true, childList: true, characterData: true });
"""


def test_a_whole_match_played_with_the_keyboard_alone(live_server: str, new_page) -> None:
    page = new_page()
    page.add_init_script(LISTEN)
    page.goto(live_server + "/")
    page.locator(".game-card").first.wait_for()

    # From the lobby: the name, then the game's "Play against the computer", by keyboard.
    tab_to(page, "#home-name")
    page.keyboard.type("Kim")
    tab_to(page, '.game-card[data-game="hex_camping"] .btn-primary')
    assert outline_width(page) >= 2
    page.keyboard.press("Enter")
    page.wait_for_url("**/room/**")
    page.locator(".hc-svg").wait_for()

    # A shell control shows where the focus is.
    tab_to(page, "[data-toggle=sound]")
    assert outline_width(page) >= 2

    deadline = time.monotonic() + MATCH_DEADLINE_S
    moves = 0
    while page.locator(".summary").count() == 0:
        assert time.monotonic() < deadline, f"match not over after {moves} moves"
        playable = page.locator(".hc-target, .hc-pass:not([disabled])")
        if page.locator(".turn-mine").count() == 0 or playable.count() == 0:
            page.wait_for_timeout(100)
            continue
        before = int(page.locator(".board-host").get_attribute("data-version") or -1)
        tab_to(page, ".hc-target, .hc-pass")
        if moves % 3 == 1 and focused_matches(page, ".hc-target"):
            page.keyboard.press("ArrowRight" if moves % 2 else "ArrowDown")
            assert focused_matches(page, ".hc-target")
        page.keyboard.press("Enter")
        page.wait_for_function(
            "v => Number(document.querySelector('.board-host')?.dataset.version) > v", arg=before,
            timeout=15_000)
        moves += 1
    assert moves >= 2
    # Turns and moves were read out through the live region, and so was the end.
    page.wait_for_function("() => window.__spoken.some((text) => /wins|won|draw/.test(text))")
    spoken = page.evaluate("window.__spoken")
    assert any("Your turn!" in text for text in spoken)
    assert any("Marmot" in text or "Kim" in text for text in spoken)  # a move, said with its player

    # At the end, the rematch is one keypress away too.
    tab_to(page, ".rematch-button")
    assert outline_width(page) >= 2
    old = page.url
    page.keyboard.press("Enter")
    page.wait_for_url(lambda url: url != old and "/room/" in url)
    page.locator(".chip-live").wait_for()
    expect(page.locator(".seat-mine .seat-name")).to_have_text("Kim")
