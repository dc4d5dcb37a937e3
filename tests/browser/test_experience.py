"""The player's experience around the games, in real Chromium.

The replay viewer and its seed check, the rematch, the chat between players
and spectators, the clock and its expiry, the your-turn alerts, handing an
absent player's seat to a computer, and the rules pages in three languages.
Rooms are set up through the public API (and moves played over the
websocket where a test needs a finished match), then used in the browser.
"""

from __future__ import annotations

import re

import httpx
import pytest
from playwright.sync_api import expect

from tests.browser.support import DESKTOP, PHONE, box_of, create_room, join_room, play_moves

pytestmark = pytest.mark.browser

LOCALES = ("en", "fr", "nl")


def finished_hex_match(base: str, chat: list[tuple[int, str]] = ()) -> dict:
    """A hex_camping match of Alice against the computer, played to its end over the websocket."""
    room = create_room(base, "hex_camping", name="Alice")
    state = play_moves(base, room["room_id"], [room["token"]], chat=chat)
    assert state["status"] == "finished"
    return room


def two_player_room(base: str, options: dict | None = None) -> tuple[dict, dict]:
    """A hex_camping room of Alice (host, seat 0) and Bob (seat 1), live."""
    alice = create_room(base, "hex_camping", name="Alice", bots=[], options=options)
    bob = join_room(base, alice["room_id"], "Bob")
    return alice, bob


# ---- 1. the replay viewer ------------------------------------------------------------

def test_replay_steps_by_buttons_slider_and_keys_and_checks_the_seed(live_server: str, new_page) -> None:
    markup = "<b>gg</b> <img src=x onerror=f()>"
    room = finished_hex_match(live_server, chat=[(0, markup)])
    match_id = room["room_id"]
    match = httpx.get(f"{live_server}/api/matches/{match_id}").json()
    last = len(match["moves"])
    page = new_page(init="window.__ran = false; window.f = () => { window.__ran = true; };")
    page.goto(f"{live_server}/match/{match_id}")
    page.locator(".replay-panel .hc-svg").wait_for()
    board = page.locator(".replay-panel .board-host")
    caption = page.locator(".replay-caption")
    # The replay opens on the first position, the result out of sight until the end.
    expect(board).to_have_attribute("data-step", "0")
    expect(caption).to_have_text("Start of the match")
    expect(page.locator(".summary")).to_be_hidden()
    page.locator("[data-control=last]").click()
    expect(board).to_have_attribute("data-step", str(last))
    expect(caption).to_contain_text(f"Move {last} of {last}")
    expect(page.locator("[data-control=next]")).to_be_disabled()
    expect(page.locator(".summary")).to_be_visible()
    # Under the board, not above it.
    assert box_of(page.locator(".summary"))["y"] > box_of(page.locator(".replay-panel .hc-svg"))["y"]
    # Play and Next move do not look alike.
    icons = [page.locator(f"[data-control={c}] path").get_attribute("d") for c in ("first", "prev", "play", "next", "last")]
    assert len(set(icons)) == 5

    # Buttons.
    page.locator("[data-control=first]").click()
    expect(board).to_have_attribute("data-step", "0")
    expect(caption).to_have_text("Start of the match")
    expect(page.locator("[data-control=prev]")).to_be_disabled()
    page.locator("[data-control=next]").click()
    page.locator("[data-control=next]").click()
    expect(board).to_have_attribute("data-step", "2")
    expect(caption).to_contain_text("played by")
    page.locator("[data-control=prev]").click()
    expect(board).to_have_attribute("data-step", "1")
    page.locator("[data-control=last]").click()
    expect(board).to_have_attribute("data-step", str(last))

    # Keyboard arrows, from anywhere on the page (focus on the heading's area).
    page.locator("main").focus()
    page.keyboard.press("Home")
    expect(board).to_have_attribute("data-step", "0")
    page.keyboard.press("ArrowRight")
    page.keyboard.press("ArrowRight")
    page.keyboard.press("ArrowRight")
    expect(board).to_have_attribute("data-step", "3")
    page.keyboard.press("ArrowLeft")
    expect(board).to_have_attribute("data-step", "2")
    page.keyboard.press("End")
    expect(board).to_have_attribute("data-step", str(last))

    # The slider: dragged to the middle, then moved with its own keys.
    slider = page.locator(".replay-slider")
    expect(slider).to_have_attribute("max", str(last))
    box = box_of(slider)
    page.mouse.click(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)
    middle = int(board.get_attribute("data-step"))
    assert 0 < middle < last
    slider.focus()
    page.keyboard.press("ArrowLeft")
    expect(board).to_have_attribute("data-step", str(middle - 1))
    assert slider.input_value() == str(middle - 1)

    # The seed, its check, and the command line to check it at home.
    expect(page.locator(".seed")).to_have_text(match["seed"])
    page.locator(".verify-button").click()
    expect(page.locator(".verify-ok")).to_contain_text(
        f"replaying the {last} moves from the seed gives the recorded result")
    expect(page.locator(".cli")).to_have_text(f"python -m app verify {live_server}/match/{match_id}")

    # The match's chat, beside the replay, as text.
    expect(page.locator(".chat-readonly .chat-text")).to_have_text([markup])
    assert page.locator("img[src=x]").count() == 0
    assert page.evaluate("window.__ran") is False
    assert new_page.problems == []


def test_a_live_match_page_says_the_seed_comes_later(live_server: str, new_page) -> None:
    room = create_room(live_server, "hex_camping")
    page = new_page()
    page.goto(f"{live_server}/match/{room['room_id']}")
    expect(page.locator(".fair")).to_contain_text("The seed is published when the match is over")
    expect(page.locator(".verify-button")).to_have_count(0)


# ---- 2. rematch -------------------------------------------------------------------------

def test_rematch_between_two_players(live_server: str, new_page) -> None:
    alice_seat, bob_seat = two_player_room(live_server)
    room_id = alice_seat["room_id"]
    play_moves(live_server, room_id, [alice_seat["token"], bob_seat["token"]])
    alice = new_page(seat=(room_id, alice_seat["token"]))
    bob = new_page(seat=(room_id, bob_seat["token"]), **PHONE)
    for page in (alice, bob):
        page.goto(f"{live_server}/room/{room_id}")
        page.locator(".summary").wait_for()
        expect(page.locator(".rematch-button")).to_have_text("Rematch")

    alice.locator(".rematch-button").click()
    alice.wait_for_url(re.compile(r".*/room/(?!" + room_id + r")\w+"))
    new_room = alice.url.rsplit("/", 1)[-1]
    expect(alice.locator(".turn-banner")).to_contain_text("Waiting for Bob")
    expect(alice.locator(".invite-panel")).to_be_hidden()

    expect(bob.locator(".rematch-invite")).to_have_text("Alice wants a rematch.")
    accept = bob.locator(".rematch-button")
    expect(accept).to_have_text("Accept")
    accept.click()
    bob.wait_for_url(f"**/room/{new_room}")
    assert bob.evaluate(f"localStorage.getItem('bivouac.token.{new_room}')")

    # Everyone one seat on: Bob starts the rematch in seat 1 (Player 1).
    for page in (alice, bob):
        page.locator(".chip-live").wait_for()
        expect(page.locator(".seat-name")).to_have_text(["Bob", "Alice"])
    expect(bob.locator(".seat-mine .seat-name")).to_have_text("Bob")
    expect(alice.locator(".seat-mine .seat-name")).to_have_text("Alice")
    assert new_page.problems == []


# ---- 3. chat ------------------------------------------------------------------------------

def test_chat_between_a_player_and_a_spectator(live_server: str, new_page) -> None:
    room = create_room(live_server, "hex_camping", name="Alice")
    room_id = room["room_id"]
    init = "window.__ran = false; window.f = () => { window.__ran = true; };"
    alice = new_page(seat=(room_id, room["token"]), init=init)
    zoe = new_page(init=init, **PHONE)
    alice.goto(f"{live_server}/room/{room_id}")
    zoe.goto(f"{live_server}/room/{room_id}")
    alice.locator(".hc-svg").wait_for()
    zoe.locator(".hc-svg").wait_for()

    # On the phone the chat is folded and counts what arrives.
    toggle = zoe.locator(".chat-toggle")
    expect(toggle).to_have_attribute("aria-expanded", "false")
    alice.locator(".chat-input").fill("Welcome!")
    alice.locator(".chat-input").press("Enter")
    expect(alice.locator(".chat-text")).to_have_text(["Welcome!"])
    expect(alice.locator(".chat-input")).to_have_value("")
    expect(zoe.locator(".chat-unread")).to_contain_text("1")
    toggle.click()
    expect(zoe.locator(".chat-unread")).to_be_hidden()
    expect(zoe.locator(".chat-text")).to_have_text(["Welcome!"])
    expect(zoe.locator(".chat-line .chat-who")).to_have_text(["Alice"])

    # The spectator gives a name, then writes something that looks like markup.
    expect(zoe.locator(".chat-as")).to_contain_text("You appear as “Spectator”.")
    zoe.locator(".chat-as .link-button").click()
    zoe.locator(".chat-name-input").fill("Zoé")
    zoe.locator(".chat-name-input").press("Enter")
    expect(zoe.locator(".chat-name-box")).to_contain_text("You chat as Zoé.")
    zoe.locator(".conn-open").wait_for()
    markup = "<b>go</b> <img src=x onerror=f()> &amp;"
    zoe.locator(".chat-input").fill(markup)
    zoe.locator(".chat-input").press("Enter")
    line = alice.locator(".chat-line").nth(1)
    expect(line.locator(".chat-text")).to_have_text(markup)
    expect(line.locator(".chat-who")).to_have_text("Zoé")
    expect(line.locator(".chat-role")).to_have_text("spectator")
    for page in (alice, zoe):
        expect(page.locator(".chat-text").nth(1)).to_have_text(markup)
        assert page.locator("img[src=x], .chat-text b").count() == 0
        assert page.evaluate("window.__ran") is False

    # A refused line is explained next to the form and given back to edit.
    zoe.locator(".chat-input").fill("hi\u200b")
    zoe.locator(".chat-input").press("Enter")
    expect(zoe.locator(".chat-error")).to_contain_text("This message cannot be sent")
    expect(zoe.locator(".chat-input")).to_have_value("hi\u200b")

    # Only the host has the switch; muting closes the spectators' form.
    assert zoe.locator(".chat-mute").count() == 0
    alice.locator(".chat-mute input").check()
    expect(zoe.locator(".chat-note")).to_have_text("The host has muted the spectators for now.")
    expect(zoe.locator(".chat-input")).to_be_disabled()
    alice.locator(".chat-mute input").uncheck()
    expect(zoe.locator(".chat-input")).to_be_enabled()
    assert new_page.problems == []


# ---- 4. clocks ------------------------------------------------------------------------------

def test_the_clock_counts_down_and_its_expiry_is_announced(live_server: str, new_page) -> None:
    room = create_room(live_server, "hex_camping", name="Alice", options={"turn_time": 2})
    room_id = room["room_id"]
    watcher = new_page()
    watcher.goto(f"{live_server}/room/{room_id}")
    alice = new_page(seat=(room_id, room["token"]))
    alice.goto(f"{live_server}/room/{room_id}")
    for page in (alice, watcher):
        clock = page.locator(".turn-banner .clock")
        clock.wait_for()
        expect(clock.locator(".clock-text")).to_have_text(re.compile(r"^0:0[0-2]$"))
    expect(alice.locator(".toast")).to_contain_text(["Time’s up: the server played for you."], timeout=15_000)
    expect(watcher.locator(".toast").filter(has_text="Time’s up")).to_contain_text(
        ["Time’s up: the server played for Alice."], timeout=15_000)
    assert new_page.problems == []


# ---- 5. your turn ---------------------------------------------------------------------------

ALERT_HOOKS = """
window.__tones = 0;
window.__notes = [];
window.__hidden = false;
const Ctx = window.AudioContext;
window.AudioContext = class extends Ctx {
  createOscillator() { window.__tones += 1; return super.createOscillator(); }
};
window.Notification = class {
  static permission = "default";
  static async requestPermission() { window.Notification.permission = "granted"; return "granted"; }
  constructor(title, options) { window.__notes.push({ title, body: options && options.body }); }
  addEventListener() {}
  close() {}
};
Object.defineProperty(Document.prototype, "hidden", { get() { return window.__hidden; } });
"""


def test_your_turn_shows_in_the_title_rings_and_notifies(live_server: str, new_page) -> None:
    room = create_room(live_server, "hex_camping", name="Alice")
    room_id = room["room_id"]
    page = new_page(seat=(room_id, room["token"]), init=ALERT_HOOKS)
    page.goto(f"{live_server}/room/{room_id}")
    page.locator(".hc-target").first.wait_for()
    expect(page).to_have_title("Your turn! · Camping (lakes) · Bivouac")

    # Both alerts are off until asked for; the choice is remembered.
    sound = page.locator("[data-toggle=sound]")
    notify = page.locator("[data-toggle=notify]")
    expect(sound).to_have_attribute("aria-pressed", "false")
    expect(notify).to_have_attribute("aria-pressed", "false")
    sound.click()
    notify.click()
    expect(sound).to_have_attribute("aria-pressed", "true")
    expect(notify).to_have_attribute("aria-pressed", "true")
    assert page.evaluate("localStorage.getItem('bivouac.sound')") == "on"
    assert page.evaluate("localStorage.getItem('bivouac.notify')") == "on"
    page.wait_for_function("() => window.__tones >= 2")  # the switch plays the tone once to show it
    tones = page.evaluate("window.__tones")

    # The player moves and hides the tab; when the computer has answered, it is their turn again.
    page.evaluate("window.__hidden = true")
    before = int(page.locator(".board-host").get_attribute("data-version"))
    page.locator(".hc-target").first.click()
    page.wait_for_function(
        "v => Number(document.querySelector('.board-host').dataset.version) >= v + 2", arg=before)
    page.wait_for_function("() => window.__notes.length >= 1")
    assert page.evaluate("window.__notes[0].title") == "Your turn in Bivouac"
    assert page.evaluate("window.__tones") > tones
    expect(page).to_have_title(re.compile(r"^Your turn!"))

    page.reload()
    expect(page.locator("[data-toggle=sound]")).to_have_attribute("aria-pressed", "true")
    assert new_page.problems == []


# ---- 6. take-over -------------------------------------------------------------------------------

def test_an_absent_player_is_replaced_by_a_computer_until_they_return(
        live_server: str, new_page, browser) -> None:
    alice_seat, bob_seat = two_player_room(live_server, options={"takeover_after": 1})
    room_id = alice_seat["room_id"]
    alice = new_page(seat=(room_id, alice_seat["token"]))
    alice.goto(f"{live_server}/room/{room_id}")
    bob_context = browser.new_context(**DESKTOP)
    bob_context.add_init_script(f"localStorage.setItem('bivouac.token.{room_id}', '{bob_seat['token']}');")
    bob = bob_context.new_page()
    bob.goto(f"{live_server}/room/{room_id}")
    bob.locator(".hc-svg").wait_for()
    bob_seat_chip = alice.locator(".seat[data-seat='1']")
    expect(bob_seat_chip.locator(".dot-on")).to_be_visible()

    bob_context.close()  # Bob goes away
    away = alice.locator(".away")
    expect(away).to_contain_text("Bob is away.", timeout=10_000)
    expect(away.locator("button")).to_have_text(["easy", "medium", "hard"])
    away.locator("button[data-level=medium]").click()
    expect(bob_seat_chip.locator(".badge-standin")).to_have_text("Computer stands in")
    expect(away).to_have_count(0)
    # The computer plays Bob's turns: Alice gets to move again and again.
    for _ in range(2):
        alice.locator(".hc-target, .hc-pass").first.wait_for(timeout=10_000)
        before = int(alice.locator(".board-host").get_attribute("data-version"))
        targets = alice.locator(".hc-target")
        (targets.first if targets.count() else alice.locator(".hc-pass")).click()
        alice.wait_for_function(
            "v => Number(document.querySelector('.board-host').dataset.version) >= v + 2", arg=before,
            timeout=15_000)

    # Bob comes back and has his seat again.
    bob = new_page(seat=(room_id, bob_seat["token"]))
    bob.goto(f"{live_server}/room/{room_id}")
    expect(bob.locator(".toast")).to_contain_text(["Welcome back! Your seat is yours again."])
    expect(bob.locator(".seat-mine .seat-name")).to_have_text("Bob")
    for page in (alice, bob):
        expect(page.locator(".seat[data-seat='1'] .badge-standin")).to_have_count(0)
    assert new_page.problems == []


# ---- 7. rules pages -------------------------------------------------------------------------------

KICKERS = {"en": "How to play", "fr": "Règles du jeu", "nl": "Spelregels"}


def test_every_game_has_its_rules_page_in_three_languages(live_server: str, new_page) -> None:
    games = httpx.get(f"{live_server}/api/games").json()
    page = new_page()
    page.goto(f"{live_server}/")
    for game in games:
        card = page.locator(f'.game-card[data-game="{game["id"]}"]')
        expect(card.locator(f'a[href="/rules/{game["id"]}"]')).to_have_count(1)
    for game in games:
        page.goto(f"{live_server}/rules/{game['id']}")
        for locale in LOCALES:
            page.locator("#lang-select").select_option(locale)
            expect(page.locator("html")).to_have_attribute("lang", locale)
            expect(page.locator(".rules-title")).to_have_text(game["names"][locale])
            expect(page.locator(".rules .summary-kicker")).to_have_text(KICKERS[locale])
            body = page.locator(".rules-body")
            assert len(body.inner_text().strip()) > 20, (game["id"], locale)
            assert game["names"][locale] in page.title()
        page.locator("#lang-select").select_option("en")
    assert new_page.problems == []


def test_the_rules_page_falls_back_when_a_renderer_has_no_rules(live_server: str, new_page) -> None:
    page = new_page()
    no_rules = "export function mount() { return { update() {}, destroy() {} }; }"
    page.route("**/games/hex_camping/index.js", lambda route: route.fulfill(
        content_type="text/javascript", body=no_rules))
    page.goto(f"{live_server}/rules/hex_camping")
    expect(page.locator(".rules-title")).to_have_text("Camping (lakes)")
    expect(page.locator(".rules-body")).to_have_text("The rules of this game are not written here yet.")

    broken = new_page()
    broken.route("**/games/hex_camping/index.js", lambda route: route.fulfill(status=404, body=""))
    broken.goto(f"{live_server}/rules/hex_camping")
    expect(broken.locator(".rules-body")).to_have_text("The rules of this game are not written here yet.")
    expect(broken.locator(".rules-others a")).to_have_count(3)


def test_the_rules_are_linked_from_the_room(live_server: str, new_page) -> None:
    room = create_room(live_server, "hex_camping")
    page = new_page(seat=(room["room_id"], room["token"]))
    page.goto(f"{live_server}/room/{room['room_id']}")
    link = page.locator(".room-tools .rules-link")
    expect(link).to_have_attribute("href", "/rules/hex_camping")
    with page.context.expect_page() as opened:
        link.click()
    rules = opened.value
    expect(rules.locator(".rules-title")).to_have_text("Camping (lakes)")
