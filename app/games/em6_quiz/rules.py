"""E=M6 quiz race, `em6_quiz`: a science trivia race from Big Bang to Infinity."""

from __future__ import annotations

import random
from typing import Any

from app.games.base import (
    JSON,
    BadOptionsError,
    Game,
    GameOverError,
    IllegalMoveError,
    Move,
    NotYourTurnError,
    Outcome,
    Seat,
    Timer,
    ranks_from_keys,
)
from app.games.common import as_int, first_seat
from app.games.em6_quiz import turn
from app.games.em6_quiz.cards import Deck
from app.games.em6_quiz.loader import bank, cached_deck, is_held, parse_upload, visible_text
from app.games.em6_quiz.options import (
    ANSWER_TIME,
    OPTIONS,
    ROLL_TIME,
    ROUND_LIMIT,
    VOTE_TIME,
)
from app.games.em6_quiz.state import (
    ANSWER,
    CHOOSE,
    CLASSIC,
    FINAL_ROLL,
    JUNIOR,
    MODES,
    OVER,
    PENDING,
    ROLL,
    VOTE,
    QuizState,
    Times,
    evolve,
    state_from_json,
    state_to_json,
)
from app.games.em6_quiz.track import DECKS, THEMES, theme_index, track_view
from app.games.em6_quiz.view import build_view

MAX_ANSWER_CHARS = 200
SYSTEM_MOVE: Move = {"type": "timeout"}
#: The move each phase waits for.
PHASE_MOVE = {ROLL: "roll", FINAL_ROLL: "roll", CHOOSE: "theme", ANSWER: "answer", VOTE: "vote"}
# A turn holds at most 2 rolls, a theme, 3 answers with a vote of 5 each, and 6 mode changes.
PLIES_PER_TURN = 2 + 1 + 3 * (1 + 5) + 6


#: Options the room fills in, never the host: the public summary of an uploaded deck
#: (computed once, when the options are validated) and the seats computers play.
SUMMARY, COMPUTERS = "deck_summary", "computers"
#: Set by validation on every new room: the mode is fixed at the first roll. A match
#: stored before that ruling lacks it and replays under the old rule (once per turn).
MODE_LOCK = "mode_lock"


def deck_for(options: dict[str, Any]) -> Deck:
    """The deck a room plays with: its uploaded file, else the shipped bank of its language.

    The `deck` option may also hold the parsed `Deck` itself: a room that parsed the
    file off its event loop passes it so, and the match never parses it again.
    """
    given = options.get("deck")
    if isinstance(given, Deck):
        return given
    if given:
        return parse_upload(given)
    return bank(options.get("language") or "en")


def computer_seats(players: int, value: object) -> frozenset[Seat]:
    """The `computers` option: a list of distinct seat numbers; BadOptionsError otherwise."""
    if value is None:
        return frozenset()
    refused = BadOptionsError(f"option 'computers' must list distinct seats from 0 to {players - 1}")
    if not isinstance(value, (list, tuple)) or len(value) > players:
        raise refused
    seats = {as_int(s) for s in value}
    if len(seats) != len(value) or any(s is None or not 0 <= s < players for s in seats):
        raise refused
    return frozenset(s for s in seats if s is not None)


def _answering(state: QuizState, seat: Seat) -> bool:
    return state.phase == ANSWER and state.asked is not None and state.asked.seat == seat


class Em6Quiz(Game[QuizState]):
    """The rules of `em6_quiz` (see shared/rules/em6-quiz.md)."""

    id = "em6_quiz"
    names = {"en": "E=M6 quiz race", "fr": "Course quiz E=M6", "nl": "E=M6-quizrace"}
    min_players = 1
    max_players = 6
    options = OPTIONS
    hidden_information = True
    options_before = {MODE_LOCK: False}
    max_plies = PLIES_PER_TURN * 6 * (ROUND_LIMIT.max or 500)
    #: The option in which the room lists the seats computers play (at creation and at a
    #: rematch, from its seats; never from the request): they never vote.
    computer_seats_option = COMPUTERS

    def metadata(self) -> JSON:
        """As every game, with the track (every square's kind and theme), which the rules
        page draws: the frontend keeps no copy of the board."""
        return super().metadata() | {"track": track_view()}

    # ---- options ---------------------------------------------------------

    def validate_options(self, players: int, options: dict[str, Any] | None) -> dict[str, Any]:
        """The base checks, then the deck: the uploaded file is parsed, or the bank must exist.

        The result also holds `deck_summary` (the uploaded deck's public summary, None
        for a bank) and `computers` (the seats computers play, as the room gave them).
        """
        given = dict(options or {})
        given.pop(SUMMARY, None)  # always computed here, never taken from the request
        given.pop(MODE_LOCK, None)
        computers = sorted(computer_seats(players, given.pop(COMPUTERS, None)))
        checked = super().validate_options(players, given)
        if not checked["deck"]:
            checked["deck"] = None
        deck = deck_for(checked)
        checked[SUMMARY] = deck.summary() if checked["deck"] else None
        checked[COMPUTERS] = computers
        checked[MODE_LOCK] = True
        return checked

    def heavy_options(self, options: dict[str, Any]) -> bool:
        """An uploaded deck is parsed (up to 100 KB of YAML, about 0.2 s of CPU) unless
        the same file was parsed before and its deck is still held."""
        deck = options.get("deck")
        return bool(deck) and isinstance(deck, str) and not is_held(deck)

    def public_options(self, options: dict[str, Any]) -> dict[str, Any]:
        """The options; an uploaded deck (it holds the answers) shows only its stored summary."""
        public = dict(options)
        summary = public.pop(SUMMARY, None)
        text = public.get("deck")
        if text:
            # Never parsed here: a listing of many rooms must not parse their decks.
            public["deck"] = summary or {"title": None, "bytes": len(str(text).encode("utf-8"))}
        return public

    def prepare_options(self, options: dict[str, Any]) -> dict[str, Any]:
        """Validated options with an uploaded deck's text replaced by its parsed `Deck`.

        For a room to call off its event loop (parsing is CPU work) and pass to `setup`,
        which then parses nothing; the options to store keep the text.
        """
        return options | {"deck": deck_for(options)} if options.get("deck") else dict(options)

    # ---- the match -------------------------------------------------------
    def setup(self, players: int, options: dict[str, Any], rng: random.Random) -> QuizState:
        """Every pawn on Big Bang, each deck shuffled, every seat in classic mode."""
        deck = deck_for(options)
        first = first_seat(options.get("first_player", "seat0"), players, rng)
        piles = []
        for cards in deck.by_deck:
            pile = list(cards)
            rng.shuffle(pile)
            piles.append(tuple(pile))
        state = QuizState(
            deck=deck,
            pawns=(0,) * players,
            modes=(CLASSIC,) * players,
            seat=first,
            phase=ROLL,
            piles=tuple(piles),
            discards=((),) * len(DECKS),
            times=Times(
                roll=options.get("roll_time", ROLL_TIME.default),
                answer=options.get("answer_time", ANSWER_TIME.default),
                vote=options.get("vote_time", VOTE_TIME.default),
            ),
            round_limit=options.get("round_limit", ROUND_LIMIT.default),
            computers=computer_seats(players, options.get(COMPUTERS)),
            mode_lock=bool(options.get(MODE_LOCK, False)),
        )
        return turn.begin_turn(state, first)

    def to_act(self, state: QuizState) -> list[Seat]:
        """The roller, the chooser, the answerer, or the players who still have to vote."""
        if state.phase in (ROLL, FINAL_ROLL):
            return [state.seat]
        if state.phase == CHOOSE:
            return [state.chooser]
        if state.phase == ANSWER and state.asked is not None:
            return [state.asked.seat]
        if state.phase == VOTE:
            return [s for s, v in enumerate(state.votes) if v == PENDING]
        return []

    def legal_moves(self, state: QuizState, seat: Seat) -> list[Move]:
        """The phase's moves for a seat to act, plus a mode change where one is allowed."""
        if state.phase == OVER or not self._is_seat(state, seat):
            return []
        moves: list[Move] = []
        if seat in self.to_act(state):
            moves = self._phase_moves(state, seat)
        if self._may_switch(state, seat):
            moves.append({"type": "mode", "mode": MODES[1 - state.modes[seat]]})
        return moves

    def _phase_moves(self, state: QuizState, seat: Seat) -> list[Move]:
        if state.phase in (ROLL, FINAL_ROLL):
            return [{"type": "roll"}]
        if state.phase == CHOOSE:
            return [{"type": "theme", "theme": name} for name in THEMES]
        if state.phase == ANSWER:
            if state.modes[seat] == JUNIOR:
                return [{"type": "answer", "choice": i} for i in range(3)]
            return [{"type": "answer", "free": {"text": "text"}}]
        # accept None abstains: what a computer standing in for an absent voter sends.
        return [
            {"type": "vote", "accept": True},
            {"type": "vote", "accept": False},
            {"type": "vote", "accept": None},
        ]

    @staticmethod
    def _is_seat(state: QuizState, seat: object) -> bool:
        return as_int(seat) is not None and 0 <= seat < state.players  # type: ignore[operator]

    @staticmethod
    def _may_switch(state: QuizState, seat: Seat) -> bool:
        # The mode is fixed once the match's first die is rolled (it is never unset again).
        if not state.mode_lock:  # a match stored before the ruling
            return not _answering(state, seat) and seat not in state.switched
        return state.rolled is None and seat not in state.switched

    def apply(
        self, state: QuizState, seat: Seat | None, move: Move, rng: random.Random
    ) -> QuizState:
        """Play a seat's move, or the server's timeout (seat None)."""
        if state.phase == OVER:
            raise GameOverError("the race is over")
        kind = move.get("type") if isinstance(move, dict) else None
        if not isinstance(kind, str):
            raise IllegalMoveError("a move is an object with a text 'type'")
        if seat is None:
            if kind != SYSTEM_MOVE["type"]:
                raise IllegalMoveError("the server only sends timeouts")
            return self._time_out(state, rng)
        if not self._is_seat(state, seat):
            raise NotYourTurnError("there is no such seat in this match")
        if kind == "mode":
            return self._switch(state, seat, move)
        if kind not in ("roll", "theme", "answer", "vote"):
            raise IllegalMoveError(
                f"unknown move {kind!r}: expected roll, theme, answer, vote or mode"
                if kind != SYSTEM_MOVE["type"] else "only the server sends timeouts"
            )
        if seat not in self.to_act(state):
            raise NotYourTurnError("it is not your turn")
        wanted = PHASE_MOVE[state.phase]
        if kind != wanted:
            raise IllegalMoveError(f"the game waits for a {wanted!r} move, not {kind!r}")
        if kind == "roll":
            return turn.roll(state, rng)
        if kind == "theme":
            theme = theme_index(move.get("theme"))
            if theme is None:
                raise IllegalMoveError(f"theme must be one of {', '.join(THEMES)}")
            return turn.choose(state, theme, rng)
        if kind == "answer":
            return self._answer(state, seat, move, rng)
        accept = move.get("accept", "missing")
        if accept is not None and not isinstance(accept, bool):
            raise IllegalMoveError("a vote needs 'accept': true, false or null (to abstain)")
        return turn.vote(state, seat, accept, rng)

    def _answer(self, state: QuizState, seat: Seat, move: Move, rng: random.Random) -> QuizState:
        if state.modes[seat] == JUNIOR:
            choice = as_int(move.get("choice"))
            if choice is None or not 0 <= choice < 3:
                raise IllegalMoveError("in junior mode, answer with 'choice': 0, 1 or 2")
            return turn.answer_choice(state, choice, rng)
        text = move.get("text")
        if not isinstance(text, str):
            raise IllegalMoveError("in classic mode, answer with 'text': the typed answer")
        if len(text) > MAX_ANSWER_CHARS:
            raise IllegalMoveError(f"an answer is at most {MAX_ANSWER_CHARS} characters")
        # Any text is a legal answer; what it shows every player is its visible part only.
        return turn.answer_text(state, visible_text(text), rng)

    def _switch(self, state: QuizState, seat: Seat, move: Move) -> QuizState:
        mode = move.get("mode")
        if mode not in MODES:
            raise IllegalMoveError("mode must be 'classic' or 'junior'")
        if not state.mode_lock:  # a match stored before the ruling: once per turn
            if _answering(state, seat):
                raise IllegalMoveError("the mode cannot change while you are answering")
        elif state.rolled is not None:
            raise IllegalMoveError("the mode is fixed once the first die of the match is rolled")
        if state.modes[seat] == MODES.index(mode):
            raise IllegalMoveError(f"you already play in {mode} mode")
        if seat in state.switched:
            raise IllegalMoveError("the mode can change only once before the first roll")
        modes = state.modes[:seat] + (MODES.index(mode),) + state.modes[seat + 1 :]
        return evolve(state, modes=modes, switched=state.switched | {seat})

    def _time_out(self, state: QuizState, rng: random.Random) -> QuizState:
        if state.phase in (ROLL, FINAL_ROLL):
            return turn.roll(state, rng)
        if state.phase == CHOOSE:
            return turn.choose(state, rng.randrange(len(THEMES)), rng)
        if state.phase == ANSWER:
            return turn.time_out(state, rng)
        return turn.close_vote(state, rng)

    def timer(self, state: QuizState) -> Timer | None:
        """Every phase waits on a human, so every phase has a deadline (then: a timeout)."""
        seconds = {
            ROLL: state.times.roll,
            FINAL_ROLL: state.times.roll,
            CHOOSE: state.times.roll,
            ANSWER: state.times.answer,
            VOTE: state.times.vote,
        }.get(state.phase)
        return None if seconds is None else Timer(seconds, dict(SYSTEM_MOVE))

    def view(self, state: QuizState, seat: Seat | None) -> JSON:
        """The track, the pawns, the phase and the question; answers only once resolved."""
        return build_view(state, seat)

    def outcome(self, state: QuizState) -> Outcome | None:
        """The winner first, then by how far each pawn went; equal squares share a rank."""
        if state.phase != OVER:
            return None
        keys = turn.standing(state)
        return Outcome(
            scores=tuple(float(k) for k in keys),
            ranks=ranks_from_keys(keys),
            details={
                "winner": state.winner,
                "pawns": list(state.pawns),
                "reason": "infinity" if state.winner is not None else "round_limit",
            },
        )

    def to_json(self, state: QuizState) -> JSON:
        """The whole state (deck order included) as JSON data."""
        return state_to_json(state)

    def from_json(self, data: JSON, deck: Deck | None = None) -> QuizState:
        """Rebuild a state with `deck` (from the room's options), else the deck its key names.

        Without `deck`, the key must name an installed bank or a deck that a live state
        still holds; BadOptionsError otherwise.
        """
        try:
            return state_from_json(data, deck or cached_deck(data["deck"]))
        except ValueError as error:
            raise BadOptionsError(str(error)) from None


GAME = Em6Quiz()
