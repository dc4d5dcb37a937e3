"""A server that stops answering without closing anything, under a page in Chromium.

A hung process, a paused container, or a network on the way that drops everything:
the page's websocket stays open and silent, and the browser notices nothing by itself.
A real `python -m app` (SQLite) is frozen with SIGSTOP under Alice's page: the page
must say it is reconnecting once it has heard nothing for its silence limit (it pings
every few seconds), not after a minute; once the server answers again the same page
(never reloaded) is back on its room and Alice plays on.
"""

from __future__ import annotations

import signal
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.browser.support import board_version, create_room, seated_page
from tests.support import AppProcess

pytestmark = pytest.mark.browser

#: The page's silence limit (frontend/js/socket.js) and slack for a busy machine.
NOTICED_WITHIN_S = 12 + 8


@pytest.fixture
def app(tmp_path: Path) -> Iterator[AppProcess]:
    app = AppProcess(f"sqlite+aiosqlite:///{tmp_path / 'bivouac.db'}", tmp_path / "server.log")
    app.start(BOT_DELAY="0.2")
    yield app
    assert app.process is not None
    app.process.send_signal(signal.SIGCONT)  # should the test have failed while it was frozen
    app.stop()


def test_a_page_notices_a_server_that_stopped_answering_and_comes_back_with_it(
        app: AppProcess, browser) -> None:  # noqa: ANN001
    room = create_room(app.base_url, "hex_camping", name="Alice")
    problems: list[str] = []
    context, page = seated_page(browser, app.base_url, room, problems)
    assert page.locator(".room-offline").count() == 0

    assert app.process is not None
    app.process.send_signal(signal.SIGSTOP)
    frozen = time.monotonic()
    try:
        page.wait_for_selector(".room-offline", timeout=NOTICED_WITHIN_S * 1000)
        noticed = time.monotonic() - frozen
    finally:
        app.process.send_signal(signal.SIGCONT)
    page.wait_for_function("() => !document.querySelector('.room-offline')", timeout=45_000)
    back = time.monotonic() - frozen - noticed
    page.locator(".turn-mine").wait_for(timeout=30_000)
    before = board_version(page)
    targets = page.locator(".hc-target")
    targets.nth(targets.count() // 2).click()
    page.wait_for_function(  # Alice's move, then the computer's
        "v => Number(document.querySelector('.board-host')?.dataset.version) >= v + 2",
        arg=before, timeout=30_000)
    assert page.evaluate("window.sameDocument") is True
    print(f"\nserver frozen: the page said so after {noticed:.1f} s; back {back:.1f} s after "
          "the server answered again")
    assert not problems, problems
    context.close()
