"""Every game on one screen, in real Chromium.

During play the whole board, the game's action buttons and the turn prompt
are inside the viewport without scrolling, at desktop (1280x800) and phone
(390x844) size, in English, French and Dutch, and so are the quiz's tallest
positions (its first turn with the welcome card, its vote); and no element's text spills
out of its box (a button wider than its column, a name cut short). Nothing a
game draws (a room's or a replay's board, the rules' figures) is on the page
before the game's stylesheet applies.
"""

from __future__ import annotations

import os
import random
import time
from contextlib import ExitStack
from typing import Any

import pytest
from websockets.sync.client import connect

from tests.browser.support import DESKTOP, PHONE, Seat, _ws_url, create_room, join_room, play_moves

pytestmark = pytest.mark.browser

LOCALES = ("en", "fr", "nl")
SIZES = {"desktop": DESKTOP, "phone": PHONE}

# Per game: the board's drawing, the controls a player uses on their turn, and
# the room options that keep the position still while the page is measured.
GAMES: dict[str, dict[str, Any]] = {
    "caravan": {"board": ".cv-svg", "actions": ".cv-controls .btn", "options": {}},
    "deluxe_camping": {"board": ".dc-svg", "actions": ".dc-actions .btn", "options": {}},
    "hex_camping": {"board": ".hc-svg", "actions": ".hc-actions .btn", "options": {}},
    "em6_quiz": {"board": ".q6-track-svg", "actions": ".q6-stage button:not([disabled]), .q6-stage input",
                 "options": {"roll_time": 600, "answer_time": 600, "vote_time": 120}},
}
# The quiz's tallest card: the fair-play vote on another player's typed answer
# (question, both answers, the buttons, the hint and the voters).
VOTE = {"board": ".q6-track-svg", "actions": ".q6-vote-actions button",
        "options": {"roll_time": 600, "answer_time": 600, "vote_time": 120}}
# The quiz's first turn: the welcome card (how to answer) and the first roll.
FIRST_TURN = GAMES["em6_quiz"]

# What the page measures: everything it finds wrong, as short descriptions.
MEASURE = """
([boardSel, actionSel, width, height]) => {
  window.scrollTo(0, 0);
  const vw = width, vh = height;
  const side = document.querySelector('.room-side');
  // On a phone the folded chat sits over the bottom of the screen.
  let bottom = vh;
  if (side && vw < 1000) bottom = Math.min(vh, side.getBoundingClientRect().top);
  const name = (el) => {
    const cls = typeof el.className === 'string' ? el.className : el.getAttribute('class') || '';
    return `${el.tagName.toLowerCase()}.${cls.trim().split(/\\s+/).join('.')} "${(el.textContent || '').trim().slice(0, 40)}"`;
  };
  const problems = [];
  // Something wider than a phone's screen makes it zoom the whole page out.
  if (window.innerWidth !== width || document.documentElement.scrollWidth > width) {
    problems.push(`the page is ${window.innerWidth} (${document.documentElement.scrollWidth}) px wide, not ${width}`);
  }
  function* ancestors(el) { for (let a = el.parentElement; a && a !== document.body; a = a.parentElement) yield a; }
  const within = (el, what) => {
    const r = el.getBoundingClientRect();
    if (r.width === 0 || r.height === 0) { problems.push(`${what} not shown: ${name(el)}`); return; }
    if (r.top < -1 || r.left < -1 || r.right > vw + 1 || r.bottom > bottom + 1) {
      problems.push(`${what} outside the screen (${Math.round(r.left)},${Math.round(r.top)})-` +
        `(${Math.round(r.right)},${Math.round(r.bottom)}) of ${vw}x${bottom}: ${name(el)}`);
    }
  };
  const board = document.querySelector(boardSel);
  if (!board) problems.push('no board'); else within(board, 'board');
  const actions = [...document.querySelectorAll(actionSel)].filter((el) => el.getClientRects().length);
  if (!actions.length) problems.push('no action on screen');
  actions.forEach((el) => within(el, 'action'));
  const banner = document.querySelector('.turn-banner');
  if (!banner) problems.push('no turn prompt'); else within(banner, 'turn prompt');
  for (const el of document.querySelectorAll('#app *, .site-header *')) {
    if (el.closest('svg') && el.tagName.toLowerCase() !== 'svg') continue;
    if (el.closest('.visually-hidden') || !el.getClientRects().length) continue;
    const style = getComputedStyle(el);
    if (style.visibility === 'hidden') continue;
    const r = el.getBoundingClientRect();
    if (r.width <= 1 && r.height <= 1) continue;  // read by screen readers only
    const scrolled = [...ancestors(el)].some((a) =>
      ['auto', 'scroll'].includes(getComputedStyle(a).overflowX));
    if ((r.right > vw + 1 || r.left < -1) && !scrolled) problems.push(`wider than the screen: ${name(el)}`);
    if (['auto', 'scroll'].includes(style.overflowX) || el.clientWidth === 0) continue;
    if (el.scrollWidth > el.clientWidth + 1) problems.push(`text spills out (${el.scrollWidth} > ${el.clientWidth}): ${name(el)}`);
  }
  return problems;
}
"""


def _live_room(base: str, game: str) -> tuple[str, str]:
    """A live room of `game`: Alice against a computer, a few moves in. Random moves may end
    a match at once (a computer's setup and dice differ from room to room): then another."""
    for seed in range(5, 15):
        room = create_room(base, game, name="Alice Wonderland-Marchetti", options=GAMES[game]["options"] or None)
        state = play_moves(base, room["room_id"], [room["token"]], moves=3, seed=seed)
        if state["status"] == "live":
            return room["room_id"], room["token"]
    raise AssertionError(f"{game}: ten matches ended within three random moves")


def _vote_room(base: str, deadline_s: float = 120) -> tuple[str, str]:
    """A live quiz room where Alice is asked to vote on Bob's typed answer."""
    room = create_room(base, "em6_quiz", name="Alice Wonderland-Marchetti", bots=[], options=VOTE["options"])
    bob = join_room(base, room["room_id"], "Bartholomeus van Rijckevorsel")
    rng = random.Random(7)
    with ExitStack() as stack:
        alice, other = (Seat(stack.enter_context(connect(_ws_url(base, room["room_id"]))), token)
                        for token in (room["token"], bob["token"]))
        end = time.monotonic() + deadline_s
        while time.monotonic() < end:
            for seat in (alice, other):
                seat.pump(0.05)
                if seat.state:  # both keep the classic mode, so that typed answers go to the vote
                    seat.state["legal"] = [m for m in seat.state["legal"] if m["type"] != "mode"]
            if alice.state and any(m["type"] == "vote" for m in alice.state["legal"]):
                return room["room_id"], room["token"]
            assert not alice.state or alice.state["status"] == "live", "the race ended before any vote"
            alice.play(rng)
            other.play(rng)
    raise TimeoutError(f"no vote for Alice within {deadline_s} s")


def test_every_game_fits_one_screen_in_every_language_at_both_sizes(live_server: str, new_page) -> None:
    rooms = {game: _live_room(live_server, game) for game in GAMES}
    found: list[str] = []
    for size, options in SIZES.items():
        for locale in LOCALES:
            seats = "".join(f"localStorage.setItem('bivouac.token.{room}', '{token}');"
                            for room, token in rooms.values())
            page = new_page(init=f"localStorage.setItem('bivouac.locale', '{locale}');{seats}", **options)
            for game, (room_id, _token) in rooms.items():
                spec = GAMES[game]
                problems = _measure(page, f"{live_server}/room/{room_id}", spec, options, ".turn-mine",
                                    f"{game}-{locale}-{size}")
                found += [f"{game} {locale} {size}: {p}" for p in problems]
            page.context.close()
    assert not found, "\n".join(found[:60]) + (f"\n... and {len(found) - 60} more" if len(found) > 60 else "")
    assert not new_page.problems


def test_the_quiz_vote_fits_one_screen_in_every_language_at_both_sizes(live_server: str, new_page) -> None:
    # A fresh vote for each page: a vote lasts at most two minutes.
    found = _fits_everywhere(live_server, new_page, VOTE, ".q6-vote-yes", lambda: _vote_room(live_server), "vote")
    assert not found, "\n".join(found)
    assert not new_page.problems


def test_the_quiz_first_turn_fits_one_screen_in_every_language_at_both_sizes(live_server: str, new_page) -> None:
    # The creator's first turn (seat 0 starts): the welcome card asking how they want to
    # answer, and the roll; both must be on screen. The page is new each time,
    # so the welcome card shows each time, until a mode is picked.
    room = create_room(live_server, "em6_quiz", name="Alice Wonderland-Marchetti", options=FIRST_TURN["options"])
    found = _fits_everywhere(live_server, new_page, FIRST_TURN, ".q6-card-mode .q6-mode-option-classic",
                             lambda: (room["room_id"], room["token"]), "first-turn",
                             also=".q6-roll-btn")
    assert not found, "\n".join(found)
    assert not new_page.problems


def _fits_everywhere(base: str, new_page, spec: dict[str, Any], ready: str, room_for: Any, what: str,
                     also: str | None = None) -> list[str]:
    """What MEASURE finds wrong with a room `room_for()` gives, each size in each language;
    `also`: another part of the position, that must be on the page when `ready` is."""
    found: list[str] = []
    for size, options in SIZES.items():
        for locale in LOCALES:
            room_id, token = room_for()
            page = new_page(init=f"localStorage.setItem('bivouac.locale', '{locale}');"
                                 f"localStorage.setItem('bivouac.token.{room_id}', '{token}');", **options)
            problems = _measure(page, f"{base}/room/{room_id}", spec, options, ready, f"{what}-{locale}-{size}")
            if also is not None and not page.locator(also).count():
                problems.append(f"no {also} beside {ready}")
            found += [f"{what} {locale} {size}: {p}" for p in problems]
            page.context.close()
    return found


def _measure(page: Any, url: str, spec: dict[str, Any], options: dict[str, Any], ready: str,
             shot: str) -> list[str]:
    """Open `url` once `ready` shows and the layout is still; what MEASURE finds wrong there."""
    page.goto(url)
    page.locator(ready).wait_for(timeout=30_000)
    page.locator(spec["board"]).first.wait_for(timeout=15_000)
    page.evaluate("document.fonts.ready")
    # A layout that settles (the board sized to the space left) is measured once still.
    page.wait_for_function("""() => new Promise((done) => {
        const first = document.body.scrollHeight;
        requestAnimationFrame(() => requestAnimationFrame(() => done(document.body.scrollHeight === first)));
    })""", timeout=10_000)
    problems = page.evaluate(MEASURE, [spec["board"], spec["actions"], options["viewport"]["width"],
                                      options["viewport"]["height"]])
    if problems and os.environ.get("BIVOUAC_FIT_SHOTS"):
        page.screenshot(path=f"{os.environ['BIVOUAC_FIT_SHOTS']}/{shot}.png")
    return problems


# What a page draws with a game's code, found by the observer below (`window.__drawn`):
# the board of a room or a replay, and the rules' figures and text.
DRAWN = {"room": "[data-fit-board]", "replay": "[data-fit-board]", "rules": ".rules-body > *"}

# Records whether the page drew something of the game's before every game stylesheet had
# applied (null: nothing drawn yet), and counts the websockets the page opened.
BEFORE_STYLE = """
window.__unstyled = null;
window.__sockets = 0;
const Socket = window.WebSocket;
window.WebSocket = class extends Socket {
  constructor(...args) { super(...args); window.__sockets += 1; }
};
new MutationObserver(() => {
  if (window.__unstyled !== null || !document.querySelector(window.__drawn)) return;
  const sheets = [...document.querySelectorAll('link[rel="stylesheet"][href*="/games/"]')];
  window.__unstyled = sheets.length === 0 || sheets.some((link) => !link.sheet);
}).observe(document, { childList: true, subtree: true });
"""


def _finished_match(base: str) -> str:
    room = create_room(base, "hex_camping")
    assert play_moves(base, room["room_id"], [room["token"]])["status"] == "finished"
    return room["room_id"]


@pytest.mark.parametrize(("view", "game"), [("room", game) for game in sorted(GAMES)]
                         + [("rules", game) for game in sorted(GAMES)] + [("replay", "hex_camping")])
def test_nothing_of_a_game_is_drawn_before_its_stylesheet_applies(live_server: str, new_page, view: str,
                                                                    game: str) -> None:
    # On a slow connection the game's stylesheet comes last: the page keeps its loading state
    # until it applies, rather than drawing the game in the wrong layout and then jumping.
    if view == "room":
        room = create_room(live_server, game, options=GAMES[game]["options"] or None)
        url, seat = f"/room/{room['room_id']}", (room["room_id"], room["token"])
    else:
        url, seat = (f"/rules/{game}", None) if view == "rules" else (f"/match/{_finished_match(live_server)}", None)
    page = new_page(seat=seat, init=f"window.__drawn = {DRAWN[view]!r};" + BEFORE_STYLE)
    held: list[Any] = []
    page.route(f"**/games/{game}/style.css", lambda route: held.append(route))
    started: list[str] = []
    open_requests: set[str] = set()
    page.on("request", lambda request: (started.append(request.url), open_requests.add(request.url)))
    page.on("requestfinished", lambda request: open_requests.discard(request.url))
    page.on("requestfailed", lambda request: open_requests.discard(request.url))
    page.goto(f"{live_server}{url}")
    # Settled: the stylesheet held, no other request under way, and none started while the
    # page ran two frames (what it does next, it does on an answer or the stylesheet).
    end = time.monotonic() + 60
    while True:
        assert time.monotonic() < end, f"{game} {view}: the page never settled: {sorted(open_requests)}"
        count = len(started)
        page.evaluate("() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))")
        if held and len(started) == count and open_requests == {held[0].request.url}:
            break
    if page.evaluate("window.__sockets"):
        # The page went on without its stylesheet (it drew before it in the past): the room's
        # state comes over its websocket, and the board with it.
        page.wait_for_function("() => window.__unstyled !== null", timeout=30_000)
    assert page.evaluate("window.__unstyled") is None, f"{game} {view}: drawn before its stylesheet applied"
    assert page.locator(".loading").count() == 1, f"{game} {view}: no loading state while the stylesheet loads"
    held[0].continue_()
    page.wait_for_function("() => window.__unstyled !== null", timeout=30_000)
    assert page.evaluate("window.__unstyled") is False
    assert not new_page.problems
