"""A tour of the table for every game, in real Chromium: in English, French and Dutch, on a
desktop and on a phone, two people in two browsers play a short match that uses what a
table offers around the board.

The host creates the room and runs it before the start (puts a computer in a free seat,
frees it again, or opens the cancel step and keeps the room), a second player joins with
the invite form, the match starts, moves are made by clicking (desktop) or tapping (phone)
the board, one action is taken back with undo where the rules allow it (the quiz then
shows why its roll cannot be), the move log tells the moves in the page's language, and
resignations, each through its confirm step, end the match. Each test then checks the
ended match: its status, the summary and the log, in that language, and what the server
stored.

One server serves the whole file (each test has rooms of its own): the 24 tours share its
start-up, so that the file stays a few minutes long.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

import httpx
import pytest
from playwright.sync_api import Locator, Page, expect

from tests.browser.support import DESKTOP, PHONE, board_version, create_room, settle_move, wait_past
from tests.support import ServerProcess, free_port

pytestmark = pytest.mark.browser

LOCALES = ["en", "fr", "nl"]
SIZES = {"desktop": DESKTOP, "phone": PHONE}

# The shell's words (frontend/js/i18n.js), per language.
WORDS: dict[str, dict[str, str]] = {
    "en": {
        "waiting": "Waiting for players", "live": "Live", "finished": "Finished", "cancelled": "Cancelled",
        "host": "Run the room", "cancel_q": "Cancel this room? Nobody will be able to join it.",
        "undone": "{name} took back an action.", "no_undo": "No undo: chance was drawn.",
        "no_undo_hidden": "No undo: something hidden was shown.",
        "resign_q": "Resign this match? You cannot take it back.", "you_resigned": "You resigned.",
        "by_resignation": "{name} resigned.", "both_resigned": "Alice and Bob resigned.", "won": "You won!", "wins": "{name} wins!",
        "resigned": "Resigned", "seat_resigned": "resigned", "declined": "You declined the rematch.",
        "log": "Moves",
    },
    "fr": {
        "waiting": "En attente de joueurs", "live": "En direct", "finished": "Terminée", "cancelled": "Annulée",
        "host": "Gérer la salle", "cancel_q": "Annuler cette salle ? Plus personne ne pourra la rejoindre.",
        "undone": "{name} a repris une action.", "no_undo": "Pas d’annulation : le hasard a parlé.",
        "no_undo_hidden": "Pas d’annulation : une information cachée a été montrée.",
        "resign_q": "Abandonner cette partie ? Impossible de revenir en arrière.",
        "you_resigned": "Vous avez abandonné.", "by_resignation": "{name} a abandonné.",
        "both_resigned": "Alice et Bob ont abandonné.",
        "won": "Vous avez gagné !", "wins": "{name} gagne !", "resigned": "A abandonné",
        "seat_resigned": "a abandonné", "declined": "Vous avez refusé la revanche.", "log": "Coups joués",
    },
    "nl": {
        "waiting": "Wacht op spelers", "live": "Live", "finished": "Afgelopen", "cancelled": "Geannuleerd",
        "host": "De kamer beheren", "cancel_q": "Deze kamer annuleren? Niemand kan er dan nog bij.",
        "undone": "{name} nam een actie terug.", "no_undo": "Niet terug te nemen: het toeval heeft gesproken.",
        "no_undo_hidden": "Niet terug te nemen: er werd iets verborgens getoond.",
        "resign_q": "Deze partij opgeven? Dat kan niet ongedaan worden.", "you_resigned": "Je hebt opgegeven.",
        "by_resignation": "{name} heeft opgegeven.", "both_resigned": "Alice en Bob hebben opgegeven.",
        "won": "Je hebt gewonnen!", "wins": "{name} wint!",
        "resigned": "Opgegeven", "seat_resigned": "opgegeven", "declined": "Je hebt de revanche geweigerd.",
        "log": "Zetten",
    },
}

# The games' own words for the moves of each tour (frontend/games/<game>/i18n.js).
MOVES: dict[str, dict[str, dict[str, str]]] = {
    "hex_camping": {
        "en": {"place": "{name} placed a camper (column ", "pass": "{name} passed: Alice received "},
        "fr": {"place": "{name} a placé un campeur (colonne ", "pass": "{name} a passé : Alice a reçu "},
        "nl": {"place": "{name} zette een kampeerder (kolom ", "pass": "{name} paste: Alice kreeg "},
    },
    "caravan": {
        "en": {"place": "{name} placed a new camel on ", "end": "{name} ended the turn."},
        "fr": {"place": "{name} a placé un nouveau chameau sur ", "end": "{name} a fini son tour."},
        "nl": {"place": "{name} zette een nieuwe kameel op ", "end": "{name} beëindigde de beurt."},
    },
    "deluxe_camping": {
        "en": {"step": "{name} moved ", "fence": "{name} built a fence between "},
        "fr": {"step": "{name} a déplacé ", "fence": "{name} a posé une clôture entre "},
        "nl": {"step": "{name} verplaatste ", "fence": "{name} zette een hek tussen "},
    },
    "em6_quiz": {
        "en": {"junior": "{name} now picks among three answers (junior).", "roll": "{name} rolled ",
               "verdict": r"{name}: (right!|wrong\.)"},
        "fr": {"junior": "{name} choisit désormais parmi trois réponses (junior).", "roll": "{name} a fait ",
               "verdict": r"{name} : (bonne réponse !|mauvaise réponse\.)"},
        "nl": {"junior": "{name} kiest nu uit drie antwoorden (junior).", "roll": "{name} gooide ",
               "verdict": r"{name}: (goed!|fout\.)"},
    },
}

# No clock plays for anyone during a tour.
QUIZ_CLOCKS = {"roll_time": 600, "answer_time": 600, "vote_time": 120}


@pytest.fixture(scope="module")
def tour_server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    """One server process (SQLite) for the file's tours; rooms and joins are not rate-limited
    here, since one address plays them all."""
    folder = tmp_path_factory.mktemp("tour")
    port = free_port()
    server = ServerProcess(f"http://127.0.0.1:{port}", f"sqlite:///{folder / 'tour.sqlite3'}", port,
                           log_path=folder / "server.log")
    server.start(extra_env={"ROOMS_PER_MINUTE": "600", "JOINS_PER_MINUTE": "600"})
    try:
        yield server.base_url
    finally:
        server.stop()


@dataclass
class Tour:
    """One tour: the server, the room, the two players' pages and the page's language."""

    base: str
    room_id: str
    alice: Page
    bob: Page
    locale: str
    touch: bool

    @property
    def words(self) -> dict[str, str]:
        return WORDS[self.locale]

    def say(self, key: str, **names: str) -> str:
        return self.words[key].format(**names)

    def move(self, game: str, key: str, name: str) -> str:
        return MOVES[game][self.locale][key].format(name=name)

    def press(self, locator: Locator, *, force: bool = False) -> None:
        """Tap on a phone, click on a desktop."""
        if self.touch:
            locator.tap(force=force)
        else:
            locator.click(force=force)

    def acting(self, page: Page, action) -> None:
        """Do `action` (which sends a move) and wait until the page has drawn its answer
        (saying yes if the table asks to confirm ending a turn with actions left)."""
        before = board_version(page)
        action()
        settle_move(page, before)

    def stored(self) -> dict[str, Any]:
        return httpx.get(f"{self.base}/api/matches/{self.room_id}", timeout=10).json()

    def room_status(self) -> str:
        return httpx.get(f"{self.base}/api/rooms/{self.room_id}", timeout=10).json()["status"]


def start_tour(base: str, new_page, game: str, locale: str, size: str, *, players: int,
               options: dict[str, Any] | None = None) -> Tour:
    """Alice creates the room (through the API) and opens it; Bob opens the invite link.
    Both pages are in `locale` and of `size`; the host's panel is shown to Alice."""
    room = create_room(base, game, name="Alice", players=players, bots=[], options=options)
    init = f"localStorage.setItem('bivouac.locale', '{locale}');"
    alice = new_page(seat=(room["room_id"], room["token"]), init=init, **SIZES[size])
    bob = new_page(init=init, **SIZES[size])
    tour = Tour(base, room["room_id"], alice, bob, locale, touch=size == "phone")
    open_room(alice, f"{base}/room/{tour.room_id}", ".host-panel #host-title")
    expect(alice.locator(".host-panel #host-title")).to_have_text(tour.words["host"])
    expect(alice.locator(".room-title .chip")).to_have_text(tour.words["waiting"])
    open_room(bob, f"{base}/room/{tour.room_id}", ".join-panel form")
    return tour


def open_room(page: Page, url: str, ready: str) -> None:
    """Open `url` and wait for `ready`. A module that does not arrive (Chromium drops the
    requests in flight when the machine's network interfaces change, as containers
    started beside the tests make them do) leaves the page saying so with a "try again"
    button: it is pressed, as a player would, at most twice."""
    page.goto(url)
    for attempt in range(3):
        shown = page.locator(f"{ready}, .load-failed").first
        expect(shown).to_be_visible(timeout=60_000)
        if page.locator(ready).count():
            return
        assert attempt < 2, f"{url}: the page's modules did not load three times"
        page.locator(".load-failed .load-retry").click()
        expect(page.locator(".load-failed")).to_have_count(0)


def bob_joins(tour: Tour) -> None:
    """Bob types his name in the invite's form and takes the first free seat."""
    bob = tour.bob
    bob.locator(".join-panel input[type=text]").fill("Bob")
    bob.locator(".join-panel button[type=submit]").click()
    expect(bob.locator(".join-panel")).to_be_hidden()
    expect(tour.alice.locator(".seat[data-seat='1'] .seat-name")).to_have_text("Bob")


def host_seats_computer(tour: Tour, seat: int) -> None:
    """The host puts an easy computer in a free seat."""
    row = tour.alice.locator(f".host-panel .host-row[data-seat='{seat}']")
    row.locator(".host-level").select_option("easy")
    row.locator(".host-computer").click()
    expect(tour.alice.locator(f".seat[data-seat='{seat}'] .badge-bot")).to_be_visible()


def wait_live(tour: Tour) -> None:
    """The match has started and both pages play in it (a page that has just joined says
    hello again with its seat's token: until then it watches)."""
    for page in (tour.alice, tour.bob):
        expect(page.locator(".room-title .chip-live")).to_have_text(tour.words["live"], timeout=30_000)
        expect(page.locator(".room-title .chip-watch")).to_have_count(0)
    expect(tour.alice.locator(".host-panel")).to_be_hidden()


def take_back(tour: Tour, page: Page, name: str) -> None:
    """The player to act takes back their last action: the button goes (nothing more of
    the turn to take back) and the log says so."""
    undo = page.locator(".undo-button")
    expect(undo).to_be_visible()
    expect(undo).to_be_in_viewport()
    before = board_version(page)
    tour.press(undo)
    wait_past(page, before)
    expect(undo).to_have_count(0)
    for seen in (tour.alice, tour.bob):
        expect(seen.locator(".move-log-list")).to_contain_text(tour.say("undone", name=name))
    moves = tour.stored()["moves"]
    assert moves[-1]["move"] == {"type": "undo"}, moves[-1]


def resign(tour: Tour, page: Page) -> None:
    """Resign through the confirm step: "no" first keeps the match, then "yes"."""
    button = page.locator(".resign-button")
    tour.press(button)
    bar = page.locator(".confirm-bar")
    expect(bar.locator(".confirm-question")).to_have_text(tour.words["resign_q"])
    expect(bar.locator(".confirm-no")).to_be_focused()
    tour.press(bar.locator(".confirm-no"))
    expect(bar).to_have_count(0)
    assert tour.room_status() == "live"
    tour.press(button)
    tour.press(page.locator(".confirm-bar .confirm-yes"))
    expect(page.locator(".resign-button")).to_have_count(0)


def resign_both(tour: Tour) -> None:
    """A three-seat match: Alice resigns and a computer plays her seat on; the match goes on
    until Bob, the last person in it, resigns too."""
    resign(tour, tour.alice)
    for page in (tour.alice, tour.bob):
        expect(page.locator(".seat[data-seat='0'] .badge-resigned")).to_have_text(tour.words["seat_resigned"])
    assert tour.room_status() == "live"
    resign(tour, tour.bob)


def check_ended(tour: Tour, *, resigned: list[int], titles: dict[str, str], log: list[str]) -> None:
    """The ended match, as both pages and the server show it: the status, the summary (its
    title per page, a "resigned" row per resignation), and the log with the tour's moves."""
    for who, page in (("alice", tour.alice), ("bob", tour.bob)):
        expect(page.locator(".room-title .chip-finished")).to_have_text(tour.words["finished"], timeout=20_000)
        summary = page.locator(".summary")
        expect(summary.locator(".summary-title")).to_have_text(re.compile(titles[who]))
        expect(summary.locator(".rank-score").filter(has_text=tour.words["resigned"])).to_have_count(len(resigned))
        expect(page.locator(".move-log-title")).to_contain_text(tour.words["log"])
        lines = page.locator(".move-log .move-log-line")
        for line in log:
            expect(lines.filter(has_text=re.compile(line)).first).to_be_visible()
        expect(page.locator(".undo-button, .resign-button")).to_have_count(0)
    stored = tour.stored()
    assert stored["status"] == "finished"
    assert stored["result"]["ended"] == "resigned" and stored["result"]["resigned"] == resigned


def lit(text: str) -> str:
    return re.escape(text)


# ---- the games ------------------------------------------------------------------------

def tour_hex_camping(tour: Tour) -> None:
    """Two seats only, and the match starts as soon as both are taken: the host's controls
    before the start are the computer for the free seat and cancelling, whose confirm step
    she opens and answers "keep the room". Bob passes, which hands Alice every free hex
    around the lake, and takes it back; Alice resigns; Bob asks for a rematch, the host
    declines it."""
    alice, bob = tour.alice, tour.bob
    panel = alice.locator(".host-panel")
    expect(panel.locator(".host-row[data-seat='1'] .host-computer")).to_be_visible()
    panel.locator(".host-cancel").click()
    bar = panel.locator(".confirm-bar")
    expect(bar.locator(".confirm-question")).to_have_text(tour.words["cancel_q"])
    bar.locator(".confirm-no").click()
    expect(bar).to_have_count(0)
    assert tour.room_status() == "waiting"

    bob_joins(tour)
    wait_live(tour)
    expect(alice.locator(".turn-mine")).to_be_visible()
    tour.acting(alice, lambda: tour.press(alice.locator(".hc-target").first))
    expect(bob.locator(".turn-mine")).to_be_visible()
    # A pass keeps the turn: Bob may take it back, and does.
    targets_before = bob.locator(".hc-target").count()
    tour.acting(bob, lambda: tour.press(bob.locator(".hc-pass:not([disabled])")))
    expect(bob.locator(".move-log-list")).to_contain_text(tour.move("hex_camping", "pass", "Bob"))
    expect(bob.locator(".turn-mine")).to_be_visible()
    take_back(tour, bob, "Bob")
    expect(bob.locator(".hc-target")).to_have_count(targets_before)
    tour.acting(bob, lambda: tour.press(bob.locator(".hc-target").last))
    expect(alice.locator(".turn-mine")).to_be_visible()

    resign(tour, alice)
    check_ended(tour, resigned=[0], titles={
        "alice": lit(f"{tour.words['you_resigned']} {tour.say('wins', name='Bob')}"),
        "bob": lit(f"{tour.say('by_resignation', name='Alice')} {tour.words['won']}"),
    }, log=[lit(tour.move("hex_camping", "place", "Alice")), lit(tour.move("hex_camping", "pass", "Bob")),
            lit(tour.say("undone", name="Bob")), lit(tour.move("hex_camping", "place", "Bob"))])

    # Bob asks for a rematch (and goes to its room); the host declines it.
    tour.press(bob.locator(".rematch-button"))
    bob.wait_for_url(re.compile(r"/room/(?!" + tour.room_id + ")"), timeout=20_000)
    tour.press(alice.locator(".rematch-decline"))
    expect(alice.locator(".rematch-declined")).to_have_text(tour.words["declined"])
    expect(bob.locator(".chip-cancelled")).to_have_text(tour.words["cancelled"])


def tour_caravan(tour: Tour) -> None:
    """Three seats: Bob joins, the host puts a computer in the last one, and the match
    starts. Alice's opening camel ends her one-action turn; Bob places one of his two,
    takes it back, places it again and ends his turn with an action left (confirmed).
    Both resign."""
    alice, bob = tour.alice, tour.bob
    bob_joins(tour)
    host_seats_computer(tour, 2)
    wait_live(tour)

    def camel(page: Page, square: str) -> None:
        expect(page.locator(".cv-end:not([disabled])")).to_be_visible()
        tour.press(page.locator(".cv-supply"))
        tour.acting(page, lambda: tour.press(page.locator(f'.cv-cell[data-key="{square}"]')))

    expect(alice.locator(".turn-mine")).to_be_visible()
    camel(alice, "1,1")
    expect(bob.locator(".turn-mine")).to_be_visible()
    camel(bob, "5,5")
    expect(bob.locator(".turn-mine")).to_be_visible()  # one action left
    take_back(tour, bob, "Bob")
    expect(bob.locator('.cv-cell[data-key="5,5"] .cv-camel')).to_have_count(0)
    camel(bob, "1,5")
    tour.acting(bob, lambda: tour.press(bob.locator(".cv-end")))
    expect(bob.locator(".turn-mine")).to_have_count(0)

    resign_both(tour)
    check_ended(tour, resigned=[0, 1], titles={
        "alice": lit(tour.words["both_resigned"]),
        "bob": lit(tour.words["you_resigned"]) + " " + tour.words["wins"].format(name=".+"),
    }, log=[lit(tour.move("caravan", "place", "Alice")), lit(tour.move("caravan", "place", "Bob")),
            lit(tour.say("undone", name="Bob")), lit(tour.move("caravan", "end", "Bob"))])


def tour_deluxe_camping(tour: Tour) -> None:
    """Three seats on a small board set up by itself: the host seats a computer, frees the
    seat again, Bob takes it, and a computer takes the last one. Alice steps, takes the
    step back, steps again and builds a fence, which ends her turn. Both resign."""
    alice = tour.alice
    panel = alice.locator(".host-panel")
    host_seats_computer(tour, 1)
    panel.locator(".host-row[data-seat='1'] .host-release").click()
    expect(panel.locator(".host-row[data-seat='1'] .host-computer")).to_be_visible()
    expect(alice.locator(".seat[data-seat='1'] .badge-bot")).to_have_count(0)
    bob_joins(tour)
    host_seats_computer(tour, 2)
    wait_live(tour)

    def step() -> None:
        tour.press(alice.locator(".dc-target-piece").first, force=True)
        dest = alice.locator(".dc-target-dest").first
        expect(dest).to_be_attached()
        tour.acting(alice, lambda: tour.press(dest, force=True))

    expect(alice.locator(".turn-mine")).to_be_visible()
    expect(alice.locator(".dc-target-piece").first).to_be_attached()
    step()
    expect(alice.locator(".turn-mine")).to_be_visible()  # the fence is still to come
    take_back(tour, alice, "Alice")
    step()
    edge = alice.locator(".dc-edge-legal").first
    expect(edge).to_be_attached()

    def fence() -> None:
        tour.press(edge, force=True)
        if tour.touch:  # a finger cannot hover: the second tap confirms the fence
            tour.press(alice.locator(".dc-confirm"))

    tour.acting(alice, fence)
    expect(alice.locator(".turn-mine")).to_have_count(0)

    resign_both(tour)
    check_ended(tour, resigned=[0, 1], titles={
        "alice": lit(tour.words["both_resigned"]),
        "bob": lit(tour.words["you_resigned"]) + " " + tour.words["wins"].format(name=".+"),
    }, log=[lit(tour.move("deluxe_camping", "step", "Alice")), lit(tour.say("undone", name="Alice")),
            lit(tour.move("deluxe_camping", "fence", "Alice"))])


def tour_em6_quiz(tour: Tour) -> None:
    """Three seats, questions in the page's language: the host seats a computer before Bob
    comes. No action of the quiz can be taken back, and the table says why: Alice's change
    to the junior mode (the quiz's hidden decks), then her roll (chance). She picks one of
    the three answers and the turn passes. Both resign."""
    alice, bob = tour.alice, tour.bob
    host_seats_computer(tour, 2)
    bob_joins(tour)
    wait_live(tour)

    def no_undo(why: str) -> None:
        stop = alice.locator(".undo-stop")
        expect(stop).to_have_attribute("title", tour.words[why])
        expect(stop).to_be_visible()
        expect(stop).to_be_in_viewport()
        expect(alice.locator(".undo-button")).to_have_count(0)

    expect(alice.locator(".turn-mine")).to_be_visible()
    expect(alice.locator(".undo-stop, .undo-button")).to_have_count(0)
    tour.acting(alice, lambda: tour.press(alice.locator(".q6-mode-option-junior")))
    expect(alice.locator(".q6-seg-junior[aria-pressed=true]")).to_be_visible()
    # The quiz cannot tell what a move would have shown in other deals of its hidden
    # decks, so no action of it is taken back; the table says so.
    no_undo("no_undo_hidden")
    tour.acting(alice, lambda: tour.press(alice.locator(".q6-roll-btn")))
    no_undo("no_undo")
    choices = alice.locator(".q6-stage .q6-choice-btn:not([disabled])")
    expect(choices).to_have_count(3)
    tour.acting(alice, lambda: tour.press(choices.first))
    expect(bob.locator(".q6-stage .q6-roll-btn")).to_be_visible()  # Bob's turn

    resign_both(tour)
    check_ended(tour, resigned=[0, 1], titles={
        "alice": lit(tour.words["both_resigned"]),
        "bob": lit(tour.words["you_resigned"]) + " " + tour.words["wins"].format(name=".+"),
    }, log=[lit(tour.move("em6_quiz", "junior", "Alice")), lit(tour.move("em6_quiz", "roll", "Alice")),
            tour.move("em6_quiz", "verdict", "Alice")])


GAMES = {
    "hex_camping": (tour_hex_camping, 2, {"first_player": "seat0"}),
    "caravan": (tour_caravan, 3, {"first_player": "seat0"}),
    "deluxe_camping": (tour_deluxe_camping, 3, {"size": 8, "max_rounds": 5}),
    "em6_quiz": (tour_em6_quiz, 3, QUIZ_CLOCKS | {"first_player": "seat0"}),
}


@pytest.mark.parametrize("size", list(SIZES))
@pytest.mark.parametrize("locale", LOCALES)
@pytest.mark.parametrize("game", list(GAMES))
def test_a_match_tours_the_table(tour_server: str, new_page, game: str, locale: str, size: str) -> None:
    play, players, options = GAMES[game]
    if game == "em6_quiz":
        options = options | {"language": locale}
    tour = start_tour(tour_server, new_page, game, locale, size, players=players, options=options)
    play(tour)
    assert not new_page.problems
