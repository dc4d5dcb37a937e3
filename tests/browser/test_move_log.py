"""The move log in real Chromium: every move in words, in every game, for a
player, a spectator and in the replay, in English, French and Dutch."""

from __future__ import annotations

import random

import httpx
import pytest
from playwright.sync_api import expect

from app.games.hex_camping.rules import HexCamping
from tests.browser.support import PHONE, create_room, play_moves

pytestmark = pytest.mark.browser

GAMES = ["caravan", "deluxe_camping", "hex_camping", "em6_quiz"]
QUIZ_OPTIONS = {"roll_time": 600, "answer_time": 600, "vote_time": 120}


@pytest.mark.parametrize("game", GAMES)
def test_the_log_tells_every_move_to_the_player_and_a_spectator(live_server: str, new_page, game: str) -> None:
    room = create_room(live_server, game, name="Alice", options=QUIZ_OPTIONS if game == "em6_quiz" else None)
    room_id = room["room_id"]
    play_moves(live_server, room_id, [room["token"]], moves=4, seed=3)
    player = new_page(seat=(room_id, room["token"]))
    player.goto(f"{live_server}/room/{room_id}")
    lines = player.locator(".move-log .move-log-line")
    expect(lines.first).to_be_visible(timeout=30_000)
    before = lines.count()
    assert before >= 2
    assert all(text.strip() for text in lines.all_inner_texts())
    # The history names who played.
    expect(player.locator(".move-log-list")).to_contain_text("Alice")

    watcher = new_page(**PHONE)
    watcher.goto(f"{live_server}/room/{room_id}")
    expect(watcher.locator(".move-log .move-log-line")).to_have_count(before, timeout=30_000)

    # Moves played now reach both logs, live (counted once it is Alice's turn again: the log is still).
    play_moves(live_server, room_id, [room["token"]], moves=2, seed=4)
    expect(lines).not_to_have_count(before, timeout=20_000)
    if httpx.get(f"{live_server}/api/rooms/{room_id}", timeout=10).json()["status"] == "live":
        player.locator(".turn-mine").wait_for(timeout=30_000)
    page_count = lines.count()
    expect(watcher.locator(".move-log .move-log-line")).to_have_count(page_count, timeout=20_000)
    assert not new_page.problems


@pytest.mark.parametrize(("locale", "title"), [("en", "Moves"), ("fr", "Coups joués"), ("nl", "Zetten")])
def test_the_replay_has_the_log_and_follows_its_position(live_server: str, new_page, locale: str, title: str) -> None:
    room = create_room(live_server, "hex_camping", name="Alice")
    play_moves(live_server, room["room_id"], [room["token"]])
    match = httpx.get(f"{live_server}/api/matches/{room['room_id']}", timeout=10).json()
    page = new_page(init=f"localStorage.setItem('bivouac.locale', '{locale}');")
    page.goto(f"{live_server}/match/{room['room_id']}")
    log = page.locator(".move-log")
    expect(log.locator(".move-log-title")).to_contain_text(title)
    # A line per move, two passes in the same words included (the move that ends the first
    # half reads as the second half's start). Counted once the replay is all in.
    page.wait_for_function("n => document.querySelectorAll('.move-log .move-log-line').length >= n",
                           arg=len(match["moves"]), timeout=30_000)
    assert log.locator(".move-log-line").count() == len(match["moves"])
    log.locator(".move-log-pick").nth(4).click()
    expect(page.locator(".replay-panel .board-host")).to_have_attribute("data-step", "5")
    expect(log.locator(".move-log-now")).to_have_count(1)
    expect(log.locator(".move-log-now")).to_have_attribute("data-step", "5")


def _two_passes_that_read_the_same() -> tuple[list[dict], int]:
    """The public views of a Camping (lakes) match in which the first player passes twice
    and both passes hand the other player as many campers (two moves, the same words),
    and the seat that passed."""
    game = HexCamping()
    for seed in range(200):
        state = game.setup(2, {}, random.Random(seed))
        passer = state.to_move
        views = [game.view(state, None)]
        for _ in range(2):
            state = game.apply(state, passer, {"type": "pass"}, random.Random(0))
            views.append(game.view(state, None))
        if len(views[1]["last"]) == len(views[2]["last"]):
            return views, passer
    pytest.fail("no board in 200 where two passes hand over as many campers")


def test_two_moves_in_the_same_words_are_two_lines(live_server: str, new_page) -> None:
    """The log lists every move: one that reads like the move before it (a second pass,
    a second undo) is a line of its own, in the replay and live."""
    views, passer = _two_passes_that_read_the_same()
    names = ["Alice", "Bob"]
    page = new_page(init="localStorage.setItem('bivouac.locale', 'en');")
    page.goto(f"{live_server}/")
    page.locator("main").wait_for()
    base = page.evaluate("() => [...document.scripts].map((s) => s.src).find((s) => s.includes('/js/'))")
    base = base.rsplit("/", 1)[0]
    texts = page.evaluate(
        """async ([base, views, names]) => {
             const { moveLog } = await import(`${base}/room/movelog.js`);
             const { describerFor } = await import(`${base}/games.js`);
             const describe = await describerFor("hex_camping");
             // Each line's words, without its number.
             const lines = (log) => [...log.el.querySelectorAll(".move-log-line")].map((li) => li.lastChild.textContent);
             // The replay: every step at once.
             const replay = moveLog({ describe, names, onPick: () => {} });
             replay.reset(views.map((view, step) => ({ step, view })));
             // A room: the steps one by one, then a step already known and two undos.
             const live = moveLog({ describe, names });
             views.forEach((view, step) => live.add(step, view));
             live.add(2, views[2]);
             live.add(3, views[1], "Alice took back her move.");
             live.add(4, views[0], "Alice took back her move.");
             return { replay: lines(replay), live: lines(live) };
           }""",
        [base, views, names])
    # Two passes in the same words: the case this test is about.
    assert len(texts["replay"]) == 2 and texts["replay"][0] == texts["replay"][1], texts
    assert texts["replay"][0].startswith(f"{names[passer]} passed: {names[1 - passer]} received"), texts
    assert texts["live"] == [*texts["replay"], "Alice took back her move.", "Alice took back her move."], texts
    assert not new_page.problems


def test_the_players_own_quiz_verdict_stays_until_dismissed(live_server: str, new_page) -> None:
    room = create_room(live_server, "em6_quiz", name="Alice", options=QUIZ_OPTIONS)
    room_id = room["room_id"]
    page = new_page(seat=(room_id, room["token"]))
    page.goto(f"{live_server}/room/{room_id}")
    page.locator(".q6-track-svg").wait_for()
    kept = page.locator(".q6-verdict-kept")
    for attempt in range(80):
        # Each time Alice is to act: her own verdict, if the computer's came after it, is still there.
        page.locator(".turn-mine").wait_for(timeout=30_000)
        if kept.count():
            break
        state = play_moves(live_server, room_id, [room["token"]], moves=1, seed=attempt)
        page.wait_for_function("v => Number(document.querySelector('.board-host').dataset.version) >= v",
                               arg=state["version"], timeout=30_000)
    else:
        pytest.fail("no verdict of Alice followed by one of the computer")
    expect(kept).to_contain_text("Alice")
    expect(page.locator(".q6-verdict")).to_have_count(2)
    kept.locator(".q6-verdict-dismiss").click()
    expect(page.locator(".q6-verdict-kept")).to_have_count(0)
    expect(page.locator(".q6-verdict")).to_have_count(1)
