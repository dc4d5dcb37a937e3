"""In real Chromium, under the server's Content-Security-Policy: the pages and every game's
board draw without one violation, /docs works with no other site reachable (in English,
French and Dutch), and no page of the server can be framed by another site."""

from __future__ import annotations

import pytest

from tests.browser.support import create_room

pytestmark = pytest.mark.browser

RECORD = """
window.__csp = [];
document.addEventListener("securitypolicyviolation",
  (e) => window.__csp.push(`${e.violatedDirective} ${e.blockedURI} ${e.sample || ""}`));
"""
GAMES = ["hex_camping", "deluxe_camping", "em6_quiz", "caravan"]
#: Known violations, each with the change it waits for (see docs/security.md).
KNOWN: dict[str, str] = {}  # games whose pages break the CSP, with why


@pytest.fixture
def page_for(browser, live_server):
    contexts = []

    def make(locale: str = "en-US", offline: bool = False):
        context = browser.new_context(locale=locale, viewport={"width": 1280, "height": 800})
        contexts.append(context)
        if offline:  # anything but this server fails, as it would with no internet
            context.route("**/*", lambda route: route.continue_()
                          if route.request.url.startswith(live_server) else route.abort())
        page = context.new_page()
        page.add_init_script(RECORD)
        page.errors = []
        page.on("pageerror", lambda error, p=page: p.errors.append(str(error)))
        page.on("console", lambda m, p=page: p.errors.append(m.text)
                if "Content Security Policy" in m.text else None)
        return page

    yield make
    for context in contexts:
        context.close()


def _violations(page) -> list[str]:
    return page.evaluate("window.__csp") + page.errors


def test_the_home_page_draws_under_the_policy(page_for, live_server):
    page = page_for()
    page.goto(f"{live_server}/")
    page.wait_for_selector(".site-footer a[href='/docs']")
    page.wait_for_function("() => document.querySelectorAll('#app *').length > 10")
    assert _violations(page) == []


@pytest.mark.parametrize("game", GAMES)
def test_every_games_board_draws_under_the_policy(page_for, live_server, game, request):
    if game in KNOWN:
        request.applymarker(pytest.mark.xfail(reason=KNOWN[game], strict=True))
    room = create_room(live_server, game, players=2 if game != "em6_quiz" else 1,
                       bots=[{"seat": 1, "level": "easy"}] if game != "em6_quiz" else [])
    page = page_for()
    page.goto(f"{live_server}/room/{room['room_id']}")
    page.wait_for_function("() => Number(document.querySelector('.board-host')?.dataset.version) >= 0",
                           timeout=60_000)
    page.wait_for_function("() => document.querySelectorAll('.board-host *').length > 10")
    assert _violations(page) == []


@pytest.mark.parametrize(("locale", "heading"), [("en-US", "Parameters"), ("fr-FR", "Paramètres"),
                                                 ("nl-NL", "Parameters")])
def test_the_api_page_works_offline_in_every_language(page_for, live_server, locale, heading):
    page = page_for(locale=locale, offline=True)
    page.goto(f"{live_server}/docs")
    page.wait_for_selector("details.op")
    paths = page.locator(".op .path").all_inner_texts()
    assert "/api/rooms" in paths and "/api/rooms/{room_id}/join" in paths
    assert any(p == "CreateRoom" for p in paths)  # the schemas, too
    page.locator("details.op", has_text="/api/rooms/{room_id}/join").first.locator(
        "summary").click()
    assert page.locator("details.op[open] h3").first.inner_text() == heading
    intro = page.locator("#intro").inner_text()
    assert {"en-US": "bots and scripts", "fr-FR": "bots et scripts",
            "nl-NL": "bots en scripts"}[locale] in intro
    assert _violations(page) == []


def test_no_page_of_the_server_can_be_framed(page_for, live_server):
    page = page_for()
    frames = "".join(f'<iframe src="{live_server}{path}"></iframe>'
                     for path in ("/", "/docs", "/api/games"))
    page.set_content(f"<!doctype html><body>{frames}</body>")
    page.wait_for_function("() => [...document.querySelectorAll('iframe')].length === 3")
    page.wait_for_load_state("load")
    for frame in page.frames[1:]:
        assert frame.url.startswith("chrome-error://") or not frame.url.startswith(live_server)
        assert frame.query_selector("#app") is None and frame.query_selector("details") is None
