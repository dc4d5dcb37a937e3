"""A move clicked in Chromium while PostgreSQL is stopped: stored once it is back, no reload.

A real `python -m app` on a private PostgreSQL cluster; Alice plays `hex_camping`
against a computer in Chromium. With the database stopped she clicks a hex: the
page says the move will be sent again by itself (`unavailable`), and nothing is
drawn as played. Once the database is started again the very same page (never
reloaded) sends the move again, the server stores it, the computer answers, and the
stored match holds every move the page drew.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from playwright.sync_api import expect

from tests.browser.support import board_version, create_room, seated_page
from tests.reliability.db_faults import AppProcess, PgCluster, needs_postgres_binaries

pytestmark = [pytest.mark.browser, needs_postgres_binaries]


@pytest.fixture
def app_on_cluster(tmp_path: Path) -> Iterator[tuple[AppProcess, PgCluster]]:
    cluster = PgCluster()
    cluster.init()
    cluster.start()
    cluster.create_database()
    app = AppProcess(cluster.url, tmp_path / "server.log")
    app.start(BOT_DELAY="0.2", DATABASE_TIMEOUT="3")
    yield app, cluster
    app.stop()
    cluster.remove()


def test_a_move_clicked_while_the_database_is_away_is_stored_once_it_is_back(
        app_on_cluster: tuple[AppProcess, PgCluster], browser) -> None:  # noqa: ANN001
    app, cluster = app_on_cluster
    room = create_room(app.base_url, "hex_camping", name="Alice")
    room_id = room["room_id"]
    problems: list[str] = []
    context, page = seated_page(browser, app.base_url, room, problems)

    cluster.stop("fast")
    before = board_version(page)
    targets = page.locator(".hc-target")
    targets.nth(targets.count() // 2).click()
    expect(page.get_by_text("Your move is sent again by itself")).to_be_visible(timeout=15_000)
    assert board_version(page) == before  # nothing drawn as played

    cluster.start()
    page.wait_for_function(  # Alice's move, then the computer's
        "v => Number(document.querySelector('.board-host')?.dataset.version) >= v + 2",
        arg=before, timeout=30_000)
    assert page.evaluate("window.sameDocument") is True
    drawn = board_version(page)
    seats = cluster.psql(f"SELECT seat FROM moves WHERE match_id = '{room_id}' ORDER BY seq",
                         "bivouac").split()
    assert len(seats) >= drawn
    assert seats[before] == "0"  # the move clicked while the database was away, stored
    assert app.alive()
    assert not problems, problems
    context.close()
