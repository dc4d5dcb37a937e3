"""The shell as served: versioned assets and their cache headers, pages the
server does not know, the favicon, and a module that fails to load.

The HTTP checks talk to a real server process; the page checks use Chromium.
"""

from __future__ import annotations

import re

import httpx
import pytest
from playwright.sync_api import expect

from tests.browser.support import PHONE, create_room

VERSIONED = re.compile(r"/static/([0-9a-f]{12})/")


def _version(html: str) -> str:
    found = re.search(r'<meta name="bivouac-version" content="([0-9a-f]{12})">', html)
    assert found, "the shell names no asset version"
    return found.group(1)


def test_the_shell_names_versioned_assets_cached_for_good_and_is_never_cached_stale(live_server: str) -> None:
    page = httpx.get(f"{live_server}/", timeout=10)
    assert page.status_code == 200
    assert page.headers["cache-control"] == "no-cache"
    version = _version(page.text)
    links = re.findall(r'(?:src|href)="(/static/[^"]+)"', page.text)
    assert links and all(link.startswith(f"/static/{version}/") for link in links), links
    assert f'"/static/": "/static/{version}/"' in page.text  # the import map

    for link in links:
        asset = httpx.get(live_server + link, timeout=10)
        assert asset.status_code == 200, link
        assert asset.headers["cache-control"] == "public, max-age=31536000, immutable", link
        plain = httpx.get(live_server + link.replace(f"/{version}/", "/"), timeout=10)
        assert plain.content == asset.content
        assert plain.headers["cache-control"] == "no-cache"

    # A page of another version gets today's file, not to be kept under that name.
    old = httpx.get(f"{live_server}/static/000000000000/js/app.js", timeout=10)
    assert old.status_code == 200 and old.headers["cache-control"] == "no-cache"
    missing = httpx.get(f"{live_server}/static/{version}/js/nothing.js", timeout=10)
    assert missing.status_code == 404 and missing.json()["error"]["code"] == "not_found"


@pytest.mark.parametrize("path", ["/about", "/room/", "/match", "/rules/", "/some/where/else"])
def test_unknown_pages_get_the_shell_with_a_404(live_server: str, path: str) -> None:
    page = httpx.get(live_server + path, timeout=10)
    assert page.status_code == 404
    assert page.headers["content-type"].startswith("text/html")
    _version(page.text)


@pytest.mark.parametrize("path", ["/api/nothing", "/api/rooms/NOPE", "/static/js/nothing.js", "/ws/nothing"])
def test_machine_paths_keep_their_json_errors(live_server: str, path: str) -> None:
    reply = httpx.get(live_server + path, timeout=10)
    assert reply.status_code == 404
    assert reply.json()["error"]["code"] == "not_found"


def test_the_favicon_is_an_icon(live_server: str) -> None:
    icon = httpx.get(f"{live_server}/favicon.ico", timeout=10)
    assert icon.status_code == 200
    assert icon.headers["content-type"] == "image/x-icon"
    assert icon.content[:4] == b"\x00\x00\x01\x00"


@pytest.mark.browser
def test_every_module_loads_once_from_the_versioned_prefix(live_server: str, new_page) -> None:
    room = create_room(live_server, "hex_camping", name="Alice")
    page = new_page(seat=(room["room_id"], room["token"]))
    scripts: list[str] = []
    page.on("request", lambda request: scripts.append(request.url)
            if request.resource_type in ("script", "stylesheet") else None)
    page.goto(f"{live_server}/room/{room['room_id']}")
    page.locator(".hc-svg").wait_for()
    paths = [httpx.URL(url).path for url in scripts]
    assert any(p.endswith("/games/hex_camping/index.js") for p in paths)
    versions = {VERSIONED.match(p).group(1) if VERSIONED.match(p) else None for p in paths}
    assert len(versions) == 1 and None not in versions, paths
    assert len(paths) == len(set(paths)), "a module was loaded twice"
    assert not new_page.problems


@pytest.mark.browser
@pytest.mark.parametrize(("locale", "heading"), [("en", "Page not found"), ("fr", "Page introuvable"),
                                                 ("nl", "Pagina niet gevonden")])
def test_an_unknown_address_shows_the_apps_own_page(live_server: str, new_page, locale: str, heading: str) -> None:
    page = new_page(init=f"localStorage.setItem('bivouac.locale', '{locale}');")
    page.goto(f"{live_server}/about")
    expect(page.locator("#app h1")).to_have_text(heading)
    page.locator("#app a[href='/']").click()
    page.locator(".game-card").first.wait_for()


@pytest.mark.browser
def test_a_module_that_fails_to_load_offers_to_try_again(live_server: str, new_page) -> None:
    page = new_page(**(PHONE | {"locale": "fr-FR"}))
    broken = re.compile(r".*/js/pages/match\.js$")
    page.route(broken, lambda route: route.abort("internetdisconnected"))
    page.goto(f"{live_server}/")
    alert = page.locator(".load-failed[role=alert]")
    expect(alert.locator("h1")).to_have_text("Bivouac n’a pas pu se charger")
    page.unroute(broken)
    alert.locator("button", has_text="Réessayer").click()
    page.locator(".game-card").first.wait_for()
    expect(page.locator(".load-failed")).to_have_count(0)


@pytest.mark.browser
def test_a_board_that_fails_to_load_offers_to_try_again(live_server: str, new_page) -> None:
    room = create_room(live_server, "hex_camping", name="Alice")
    page = new_page(seat=(room["room_id"], room["token"]))
    broken = re.compile(r".*/games/hex_camping/board\.js$")
    page.route(broken, lambda route: route.abort("internetdisconnected"))
    page.goto(f"{live_server}/room/{room['room_id']}")
    notice = page.locator(".board-failed[role=alert]")
    expect(notice).to_contain_text("check your connection")
    page.unroute(broken)
    notice.locator("button", has_text="Try again").click()
    page.locator(".hc-svg").wait_for()
    # The rest of the room stayed usable meanwhile.
    expect(page.locator(".chat")).to_be_visible()
