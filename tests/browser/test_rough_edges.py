"""Small things a new player trips over, each seen in real Chromium: the create
form's defaults and refusals, what the board shows before the match starts,
the replay's first look, the rematch as a spectator reads it, and the rest.
"""

from __future__ import annotations

import json

import httpx
import pytest
from playwright.sync_api import expect
from websockets.sync.client import connect

from tests.browser.support import create_room, join_room, play_moves

pytestmark = pytest.mark.browser


def _open_create(page, base: str, game: str):
    page.goto(base + "/")
    page.locator(f'.game-card[data-game="{game}"] .btn-secondary').click()
    dialog = page.locator("dialog[open]")
    dialog.locator("form").wait_for()
    return dialog


@pytest.mark.parametrize(("locale", "language"), [("en", "en"), ("fr", "fr"), ("nl", None)])
def test_the_quiz_form_starts_with_two_players_one_clock_and_the_interface_language(
        live_server: str, new_page, locale: str, language: str | None) -> None:
    game = next(g for g in httpx.get(f"{live_server}/api/games", timeout=10).json() if g["id"] == "em6_quiz")
    offered = [c["value"] for o in game["options"] if o["name"] == "language" for c in o["choices"]]
    default = next(o["default"] for o in game["options"] if o["name"] == "language")
    page = new_page(init=f"localStorage.setItem('bivouac.locale', '{locale}');")
    dialog = _open_create(page, live_server, "em6_quiz")
    expect(dialog.locator("[id$='-players']")).to_have_value("2")
    # The quiz has its own clocks: the room's generic one is not offered beside them.
    expect(dialog.locator("[id$='-opt-turn_time']")).to_have_count(0)
    expect(dialog.locator("[id$='-opt-answer_time']")).to_be_visible()
    # The question language follows the interface where the server offers it (Dutch once its bank is in).
    wanted = locale if locale in offered else default
    expect(dialog.locator("[id$='-opt-language']")).to_have_value(wanted)
    if language is None and "nl" in offered:
        expect(dialog.locator("[id$='-opt-language']")).to_have_value("nl")


def test_the_form_refuses_a_player_count_out_of_range_and_creates_nothing(live_server: str, new_page) -> None:
    page = new_page(init="localStorage.setItem('bivouac.name', 'Alice');")
    dialog = _open_create(page, live_server, "caravan")
    before = len(httpx.get(f"{live_server}/api/rooms", timeout=10).json())
    dialog.locator("[id$='-players']").fill("7")
    dialog.locator("button[type=submit]").click()
    expect(dialog.locator(".form-error")).to_have_text("Choose between 2 and 4 players.")
    expect(dialog.locator("[id$='-players']")).to_have_attribute("aria-invalid", "true")
    dialog.locator("[id$='-players']").fill("3")
    dialog.locator("details.create-more > summary").click()
    dialog.locator("[id$='-opt-turn_time']").fill("99999")
    dialog.locator("details.create-more > summary").click()  # folded again: the error opens it
    dialog.locator("button[type=submit]").click()
    expect(dialog.locator("[id$='-opt-turn_time']")).to_be_focused()
    expect(dialog.locator(".form-error")).to_contain_text("from 0 to 3600")
    assert len(httpx.get(f"{live_server}/api/rooms", timeout=10).json()) == before
    dialog.locator("[id$='-opt-turn_time']").fill("0")
    dialog.locator("button[type=submit]").click()
    page.wait_for_url("**/room/*")
    room = httpx.get(live_server + "/api/rooms/" + page.url.rsplit("/", 1)[1], timeout=10).json()
    assert room["players"] == 3


@pytest.mark.parametrize("game", ["caravan", "deluxe_camping", "hex_camping", "em6_quiz"])
def test_before_the_match_starts_nobody_is_shown_to_move(live_server: str, new_page, game: str) -> None:
    room = create_room(live_server, game, name="Alice", bots=[])  # seat 1 stays free
    page = new_page(seat=(room["room_id"], room["token"]))
    page.goto(f"{live_server}/room/{room['room_id']}")
    expect(page.locator(".turn-banner")).to_contain_text("Waiting for players")
    page.locator(".board-host > *:not(.board-placeholder)").first.wait_for()
    host = page.locator(".board-host")
    for words in ("rolls the die", "Changed this turn", "actions left"):
        expect(host).not_to_contain_text(words, ignore_case=True)
    # The score cards' "to move" chips, and the seats' own.
    expect(page.locator(".dc-turn, .hc-turn, .cv-card-turn-chip, .cv-card-turn, .seat-turn, .turn-tag")).to_have_count(0)


def test_the_deluxe_legend_explains_face_down_tokens_only_while_there_are_some(live_server: str, new_page) -> None:
    for setup in ("manual", "auto"):
        room = create_room(live_server, "deluxe_camping", name="Alice", options={"setup": setup})
        state = play_moves(live_server, room["room_id"], [room["token"]], moves=0)
        face_down = any(tk["kind"] == "face_down" for tk in state["view"].get("tokens", []))
        page = new_page(seat=(room["room_id"], room["token"]))
        page.goto(f"{live_server}/room/{room['room_id']}")
        page.locator(".dc-legend").wait_for()
        expect(page.locator(".dc-legend-face-down")).to_have_count(1 if face_down else 0)
        if setup == "auto":
            expect(page.locator(".dc-legend")).not_to_contain_text("Face down")


def test_a_spectator_reads_who_asked_for_the_rematch(live_server: str, new_page) -> None:
    alice = create_room(live_server, "hex_camping", name="Alice", bots=[])
    bob = join_room(live_server, alice["room_id"], "Bob")
    room_id = alice["room_id"]
    play_moves(live_server, room_id, [alice["token"], bob["token"]])
    asker = new_page(seat=(room_id, alice["token"]))
    asker.goto(f"{live_server}/room/{room_id}")
    watcher = new_page()
    watcher.goto(f"{live_server}/room/{room_id}")
    watcher.locator(".summary").wait_for()
    asker.locator(".rematch-button").click()
    line = watcher.locator(".rematch-line")
    expect(line).to_contain_text("Alice wants a rematch.")
    expect(line).to_contain_text("Waiting for Bob.")
    expect(line).not_to_contain_text("accepted")


def test_quiz_scores_say_who_won_at_infinity(live_server: str, new_page) -> None:
    page = new_page()
    page.goto(live_server + "/")
    # The module learns the track from GET /api/games, as the page's game loader gives it.
    labels = page.evaluate("""async () => {
        const m = await import('/static/games/em6_quiz/index.js');
        const games = await (await fetch('/api/games')).json();
        m.configure(games.find((g) => g.id === 'em6_quiz'));
        return [44, 43, 12, 0].map((n) => m.scoreLabel(n));
    }""")
    assert labels == ["Infinity, final questions answered", "Infinity", "Square 12", "Big Bang"]


def test_the_finished_list_says_what_its_numbers_count(live_server: str, new_page) -> None:
    room = create_room(live_server, "hex_camping", name="Alice")
    state = play_moves(live_server, room["room_id"], [room["token"]])
    page = new_page()
    page.goto(live_server + "/")
    row = page.locator(".list-finished .row").first
    score = state["result"]["scores"][0]
    expect(row).to_contain_text(f"Alice: {score} point")


def _send_move(base: str, room_id: str, token: str, move: dict) -> None:
    """One move for a seat over the websocket; returns once the room has stored it."""
    ws_url = base.replace("http://", "ws://") + f"/ws/rooms/{room_id}"
    with connect(ws_url) as ws:
        ws.send(json.dumps({"type": "hello", "token": token}))
        version = None
        while version is None:
            message = json.loads(ws.recv(timeout=10))
            if message["type"] == "state" and message["legal"]:
                version = message["version"]
        ws.send(json.dumps({"type": "move", "id": f"t-{version}", "version": version, "move": move}))
        while True:
            message = json.loads(ws.recv(timeout=10))
            assert message["type"] != "error", message
            if message["type"] == "state" and message["version"] > version:
                return


def test_caravan_warns_of_the_stalemate_beside_the_turns_buttons(live_server: str, new_page) -> None:
    alice = create_room(live_server, "caravan", name="Alice", bots=[])
    bob = join_room(live_server, alice["room_id"], "Bob")
    room_id = alice["room_id"]
    bob_page = new_page(seat=(room_id, bob["token"]))
    bob_page.goto(f"{live_server}/room/{room_id}")
    bob_page.locator(".cv-svg").wait_for()
    expect(bob_page.locator(".cv-stalemate")).to_have_count(0)
    _send_move(live_server, room_id, alice["token"], {"type": "end"})  # Alice ends her turn without acting
    warning = bob_page.locator(".cv-prompt .cv-stalemate")
    expect(warning).to_contain_text("End yours without acting and the game is over.")
    # Where Bob looks: next to the End turn button, on screen.
    expect(warning).to_be_in_viewport()
    alice_page = new_page(seat=(room_id, alice["token"]))
    alice_page.goto(f"{live_server}/room/{room_id}")
    expect(alice_page.locator(".cv-stalemate")).to_contain_text("if Bob does too, the game is over")


@pytest.mark.parametrize("locale", ["en", "fr", "nl"])
def test_the_lakes_rules_page_has_diagrams(live_server: str, new_page, locale: str) -> None:
    page = new_page(init=f"localStorage.setItem('bivouac.locale', '{locale}');")
    page.goto(f"{live_server}/rules/hex_camping")
    figures = page.locator(".hc-rules-figure")
    expect(figures).to_have_count(3)
    for n in range(3):
        figure = figures.nth(n)
        expect(figure.locator("svg .hc-lake").first).to_be_visible()
        assert figure.locator("svg .hc-land").count() > 0
        caption = figure.locator("figcaption").inner_text()
        assert caption and not caption.startswith("rules."), caption
        assert figure.locator("svg").get_attribute("aria-label") == caption
