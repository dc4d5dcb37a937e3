"""How a turn unfolds: rolling, landing, drawing, answering, voting, the final questions.

Every function takes a state and returns a new one; the moves have already
been checked by the rules class.
"""

from __future__ import annotations

import random
from dataclasses import replace

from app.games.base import Seat
from app.games.em6_quiz.cards import Question, judged_right
from app.games.em6_quiz.state import (
    ABSTAIN,
    ACCEPT,
    ACCEPTED,
    ANSWER,
    CHALLENGE,
    CHOICE_ORDERS,
    CHOOSE,
    DESTINY,
    FINAL,
    FINAL_ROLL,
    NOT_A_VOTER,
    OVER,
    PENDING,
    REJECT,
    REJECTED,
    RIGHT,
    ROLL,
    TIMEOUT,
    TRAIL_LENGTH,
    VOTE,
    WRONG,
    Asked,
    QuizState,
    Resolved,
    Step,
    evolve,
)
from app.games.em6_quiz.track import (
    INFINITY,
    REPLAY,
    SPECIAL,
    SQUARE_THEME,
    THEMES,
    Square,
    Theme,
    deck_of,
    landing,
    next_square,
)

DIE_SIDES = 6


def question_number(die: int) -> int:
    """The question a die picks on a card side: 1–2 the first, 3–4 the second, 5–6 the third."""
    return (die - 1) // 2


def final_count(die: int) -> int:
    """How many final questions a die asks: 1–2 one, 3–4 two, 5–6 three."""
    return (die + 1) // 2


def vote_accepts(accept: int, reject: int) -> bool:
    """The fair-play rule: a majority of those who vote (no votes or a tie rejects)."""
    return accept > reject


def standing(state: QuizState) -> list[int]:
    """Each seat's ranking key: the winner above Infinity, the others by their square."""
    return [INFINITY + 1 if s == state.winner else p for s, p in enumerate(state.pawns)]


def current_question(state: QuizState) -> Question:
    """The question in play (or last resolved when none is)."""
    asked = state.asked or (state.last.asked if state.last else None)
    if asked is None:
        raise LookupError("no question has been asked")
    return state.deck.question(asked.card, asked.theme, asked.number)


# ---- turns ------------------------------------------------------------------------


def begin_turn(state: QuizState, seat: Seat) -> QuizState:
    """`seat`'s turn starts: the final questions if its pawn is on Infinity, else a roll."""
    at_infinity = state.pawns[seat] == INFINITY
    return evolve(
        state,
        seat=seat,
        phase=CHOOSE if at_infinity else ROLL,
        chooser=seat if at_infinity else -1,
        reason=FINAL if at_infinity else "",
        die=0,
        theme=-1,
        asked=None,
        given="",
        votes=(),
        switched=frozenset(),
    )


def end_turn(state: QuizState) -> QuizState:
    """The turn passes to the next seat, unless the round limit ends the race."""
    turns = state.turns + 1
    if turns >= state.round_limit * state.players:
        return evolve(state, turns=turns, phase=OVER, asked=None, given="", votes=())
    return begin_turn(evolve(state, turns=turns), (state.seat + 1) % state.players)


def _move_pawn(state: QuizState, end: Square, cause: str) -> QuizState:
    start = state.pawns[state.seat]
    pawns = state.pawns[: state.seat] + (end,) + state.pawns[state.seat + 1 :]
    step = Step(state.turns, state.seat, start, end, cause)
    return evolve(state, pawns=pawns, trail=(*state.trail, step)[-TRAIL_LENGTH:])


def roll(state: QuizState, rng: random.Random) -> QuizState:
    """The server rolls for the player on turn: a move, or the number of final questions."""
    die = rng.randint(1, DIE_SIDES)
    state = evolve(state, rolled=(state.seat, die), die=die)
    if state.phase == FINAL_ROLL:
        return _ask(state, state.theme, 0, rng, finals=final_count(die))
    state = _move_pawn(state, landing(state.pawns[state.seat], die), "die")
    square = state.pawns[state.seat]
    kind = SPECIAL.get(square)
    if square == INFINITY:
        return end_turn(state)
    if kind == REPLAY:
        return evolve(state, phase=ROLL)
    if kind == DESTINY:
        return evolve(state, phase=CHOOSE, chooser=state.seat, reason=DESTINY)
    if kind == CHALLENGE:
        if state.players == 1:
            return _ask(state, rng.randrange(len(THEMES)), question_number(die), rng)
        return evolve(
            state, phase=CHOOSE, chooser=(state.seat + 1) % state.players, reason=CHALLENGE
        )
    theme = SQUARE_THEME[square]
    assert theme is not None
    return _ask(state, theme, question_number(die), rng)


def choose(state: QuizState, theme: Theme, rng: random.Random) -> QuizState:
    """A theme is chosen: a Destiny or Challenge question is asked, or the final roll comes."""
    if state.reason == FINAL:
        return evolve(state, phase=FINAL_ROLL, theme=theme, chooser=-1)
    return _ask(evolve(state, chooser=-1), theme, question_number(state.die), rng)


# ---- questions --------------------------------------------------------------------


def _draw(state: QuizState, theme: Theme, rng: random.Random) -> tuple[QuizState, int]:
    d = deck_of(theme)
    pile, discard = state.piles[d], state.discards[d]
    if not pile:
        shuffled = list(discard)
        rng.shuffle(shuffled)
        pile, discard = tuple(shuffled), ()
    card, pile = pile[0], pile[1:]
    piles = state.piles[:d] + (pile,) + state.piles[d + 1 :]
    # The card is discarded as soon as it is drawn: only one card is ever in play.
    discards = state.discards[:d] + ((*discard, card),) + state.discards[d + 1 :]
    return evolve(state, piles=piles, discards=discards), card


def _ask(
    state: QuizState, theme: Theme, number: int, rng: random.Random, finals: int = 0
) -> QuizState:
    state, card = _draw(state, theme, rng)
    asked = Asked(state.seat, theme, card, number, rng.randrange(len(CHOICE_ORDERS)), finals)
    return evolve(state, phase=ANSWER, asked=asked, theme=-1, given="", votes=())


def answer_choice(state: QuizState, choice: int, rng: random.Random) -> QuizState:
    """A junior answer: the choice shown at position `choice`."""
    assert state.asked is not None
    question = current_question(state)
    picked = CHOICE_ORDERS[state.asked.order][choice]
    right = picked == question.answer
    return resolve(state, right, RIGHT if right else WRONG, question.choices[picked], None, rng)


def voters(state: QuizState) -> list[Seat]:
    """Who votes on the answer in play: the other human players (computers never vote)."""
    return [
        s for s in range(state.players) if s != state.seat and s not in state.computers
    ]


def answer_text(state: QuizState, text: str, rng: random.Random) -> QuizState:
    """A classic answer: judged, and put to the other human players' vote if judged wrong."""
    if judged_right(current_question(state), text):
        return resolve(state, True, RIGHT, text, None, rng)
    voting = voters(state)
    if not voting:  # alone, or only computers around the table: no vote
        return resolve(state, False, WRONG, text, None, rng)
    votes = tuple(PENDING if s in voting else NOT_A_VOTER for s in range(state.players))
    return evolve(state, phase=VOTE, given=text, votes=votes)


def vote(state: QuizState, seat: Seat, accept: bool | None, rng: random.Random) -> QuizState:
    """One vote (None: a computer standing in abstains); it closes once every voter acted."""
    cast = ABSTAIN if accept is None else ACCEPT if accept else REJECT
    votes = state.votes[:seat] + (cast,) + state.votes[seat + 1 :]
    state = evolve(state, votes=votes)
    return close_vote(state, rng) if PENDING not in votes else state


def close_vote(state: QuizState, rng: random.Random) -> QuizState:
    """Count the votes cast (all in, or the time ran out) and resolve the question."""
    accept, reject = state.votes.count(ACCEPT), state.votes.count(REJECT)
    accepted = vote_accepts(accept, reject)
    verdict = ACCEPTED if accepted else REJECTED
    return resolve(state, accepted, verdict, state.given, (accept, reject), rng)


def time_out(state: QuizState, rng: random.Random) -> QuizState:
    """No answer in time: a wrong answer."""
    return resolve(state, False, TIMEOUT, None, None, rng)


def resolve(
    state: QuizState, right: bool, verdict: str, given: str | None,
    votes: tuple[int, int] | None, rng: random.Random,
) -> QuizState:
    """The question is settled: move the pawn, ask the next final question, or end the turn."""
    asked = state.asked
    assert asked is not None
    start = state.pawns[state.seat]
    if right and not asked.finals:
        state = _move_pawn(state, next_square(start, asked.theme), "answer")
    record = Resolved(asked, given, verdict, votes, (start, state.pawns[state.seat]))
    state = evolve(state, last=record, asked=None, given="", votes=())
    if asked.finals and right:
        if asked.number + 1 == asked.finals:
            return evolve(state, phase=OVER, winner=state.seat)
        order = rng.randrange(len(CHOICE_ORDERS))
        following = replace(asked, number=asked.number + 1, order=order)
        return evolve(state, phase=ANSWER, asked=following)
    return end_turn(state)
