"""What is secret in a state, per game, listed from the state's `to_json`.

Each function returns the needles that must not appear in any message while
the state is current: the strings a leak would put on the wire. They follow
each game's own statement of what its views hide:

- deluxe_camping, before the reveal: which token is the pest (the word "pest"
  as a token kind or a state field, the pest token with its cell), and every
  zone value or score that depends on which token is the pest, as the view
  would print it once revealed;
- caravan: the bag's order, as the next five goods by name in draw order and
  as the stored list of kinds;
- em6_quiz: the current question's answer and explanation before it is
  resolved (a junior answerer's three choices are shown, the right one is not
  marked; the vote shows the expected answer by design: the judge has ruled,
  only the table's verdict remains), every string of the cards still in the
  piles (their order and content), and the accepted answers at all times.
  Checked with a deck whose every string carries a unique tag (`tagged_deck`),
  so that a tag found in a message is a leak and never a coincidence.

Every match also has the match seed (secret until it is finished) and every
seat token (secret always, but in the response that issued it).
"""

from __future__ import annotations

import itertools
import json
import re
from collections.abc import Callable
from dataclasses import replace
from typing import Any

import yaml

from app.games.caravan.board import KINDS
from app.games.deluxe_camping import GAME as DELUXE
from app.games.deluxe_camping import view as deluxe_view
from app.games.deluxe_camping.scoring import scores
from app.games.deluxe_camping.state import TOKEN_COUNT
from app.games.em6_quiz.cards import Question
from app.games.em6_quiz.loader import cached_deck
from app.games.em6_quiz.state import ANSWER, JUNIOR, VOTE

TAG = re.compile(r"zq\d+z")
NEXT_GOODS = 5


def _compact(value: Any) -> str:
    return json.dumps(value, separators=(",", ":"), ensure_ascii=False)


# ---- deluxe_camping ---------------------------------------------------------------


def _revealed_zones(state: Any) -> list[Any]:
    """The zones as the view prints them once the tokens are revealed."""
    return deluxe_view._zones(replace(state, revealed=True))  # noqa: SLF001 - the view's own form


def deluxe_secrets(data: dict[str, Any]) -> set[str]:
    """Before the reveal: the pest's identity and everything that depends on it."""
    if data["revealed"]:
        return set()
    needles = {'"pest"'}
    state = DELUXE.from_json(data)
    pest = state.tokens[state.pest] if 0 <= state.pest < len(state.tokens) else None
    if pest is not None:
        needles.add(_compact({"cell": [pest // state.size, pest % state.size], "kind": "pest"}))
    mine = _revealed_zones(state)
    others = [_revealed_zones(replace(state, pest=p))
              for p in range(TOKEN_COUNT) if p != state.pest]
    for n, zone in enumerate(mine):
        if any(other[n] != zone for other in others):
            needles.add(_compact(zone))
    shown = scores(replace(state, revealed=True))
    every = {scores(replace(state, revealed=True, pest=p)) for p in range(TOKEN_COUNT)}
    if len(every) > 1 and any(shown):  # before the reveal every score shows as 0
        needles.add('"scores":' + _compact(list(shown)))
    return needles


# ---- caravan ----------------------------------------------------------------------


def caravan_secrets(data: dict[str, Any]) -> set[str]:
    """The bag's order: the next goods by name, and the stored list."""
    bag = data["bag"]
    needles = set()
    if len(bag) >= NEXT_GOODS:
        names = [KINDS[k] for k in bag[:NEXT_GOODS]]
        needles.add(",".join(f'"{n}"' for n in names))
        needles.add(", ".join(f'"{n}"' for n in names))
    if len(bag) >= 8:
        needles.add('"bag":' + _compact(bag[:8])[:-1])
        needles.add(_compact(bag[:8])[1:-1])
    return needles


# ---- em6_quiz ---------------------------------------------------------------------


def _question_of(deck: Any, asked: list[int]) -> Question:
    _, theme, card, number, _, _ = asked
    return deck.question(card, theme, number)


def _tags(*texts: str) -> set[str]:
    return {t for text in texts for t in TAG.findall(text)}


def em6_secrets(data: dict[str, Any]) -> set[str]:
    """Tags of the deck strings no view may show yet (in a `tagged_deck` match).

    The question in play: its answer (but where a junior answerer's choices
    show it, unmarked), its accepted answers and its explanation, until it is
    resolved (the vote shows the expected answer and the explanation by
    design). The cards still in a pile that was never reshuffled: every string
    (the piles' order and content). Accepted answers: always.
    """
    deck = cached_deck(data["deck"])
    secret = _tags(*(a for card in deck.cards for side in card.sides for q in side
                     for a in q.accept))
    asked = data["asked"]
    if asked is not None and data["phase"] in (ANSWER, VOTE):
        question = _question_of(deck, asked)
        if data["phase"] == ANSWER:
            secret |= _tags(question.explanation)
            if data["modes"][asked[0]] != JUNIOR:
                secret |= _tags(question.answer_text)
    for d, pile in enumerate(data["piles"]):
        if len(pile) + len(data["discards"][d]) == len(deck.by_deck[d]):  # never reshuffled
            secret |= _tags(*(
                text for card in pile for side in deck.cards[card].sides for q in side
                for text in (q.text, *q.choices, q.explanation)
            ))
    return secret


def tagged_deck(cards_per_deck: int = 20, first: int = 1) -> str:
    """A deck file whose every question, choice, accepted answer and explanation has a tag.

    Tags are numbered from `first`: give each match its own deck, so that what one
    match showed (listed by `GET /api/matches`) is never taken for another's secret.
    """
    counter = itertools.count(first)

    def tag() -> str:
        return f"zq{next(counter)}z"

    def question() -> dict[str, Any]:
        choices = [f"Choice {tag()}", f"Choice {tag()}", f"Choice {tag()}"]
        return {"question": f"Question {tag()}", "choices": choices, "answer": choices[0],
                "accept": [f"Alias {tag()}"], "explanation": f"Because {tag()}"}

    cards = [
        {"deck": deck, "front": [question() for _ in range(3)],
         "back": [question() for _ in range(3)]}
        for deck in "ABC" for _ in range(cards_per_deck)
    ]
    return yaml.safe_dump({"format": "bivouac-quiz-deck/1", "language": "en",
                           "title": "Tagged deck", "cards": cards}, sort_keys=False)


SECRETS: dict[str, Callable[[dict[str, Any]], set[str]]] = {
    "test_cups": lambda data: cups_secrets(data),
    "deluxe_camping": deluxe_secrets,
    "caravan": caravan_secrets,
    "em6_quiz": em6_secrets,
}


def leaks(text: str, needles: set[str]) -> set[str]:
    """The needles found in `text` (tags are found by pattern, other needles as substrings)."""
    if not needles:
        return set()
    found = set(TAG.findall(text)) & needles
    return found | {n for n in needles if not TAG.fullmatch(n) and n in text}


# ---- alternatives: states that differ from a state only in its secrets -----------------
#
# Each returns a state whose public side is the same as `state`'s and whose secrets differ,
# with the seats that may not tell them apart (None: every seat; spectators never may), or
# None when the state keeps no secret any more (after the reveal point).

Alternative = tuple[Any, tuple[int, ...] | None] | None


def deluxe_alternative(state: Any, rng: Any) -> Alternative:
    """Before the reveal: another token is the pest."""
    if state.revealed:
        return None
    others = [p for p in range(TOKEN_COUNT) if p != state.pest]
    return replace(state, pest=rng.choice(others)), None


def caravan_alternative(state: Any, rng: Any) -> Alternative:
    """The bag in another order (only its counts are public)."""
    if len(set(state.bag)) < 2:
        return None
    bag = list(state.bag)
    while tuple(bag) == state.bag:
        rng.shuffle(bag)
    return replace(state, bag=tuple(bag)), None


def em6_alternative(state: Any, rng: Any) -> Alternative:
    """While a vote is open: every cast vote the other way; at any time: the piles reordered."""
    from app.games.em6_quiz.state import ACCEPT, REJECT

    piles = tuple(tuple(rng.sample(pile, len(pile))) for pile in state.piles)
    flipped = tuple({ACCEPT: REJECT, REJECT: ACCEPT}.get(v, v) for v in state.votes)
    if piles == state.piles and flipped == state.votes:
        return None
    voters = {s for s, v in enumerate(state.votes) if v in (ACCEPT, REJECT)}
    blind = tuple(s for s in range(len(state.pawns)) if s not in voters)
    return replace(state, piles=piles, votes=flipped), blind


def cups_alternative(state: Any, rng: Any) -> Alternative:
    """Before the pebble is found: under another cup still down."""
    others = [c for c in state.cups if c != state.pebble]
    if state.finder is not None or not others:
        return None
    return replace(state, pebble=rng.choice(others)), None


def cups_secrets(data: dict[str, Any]) -> set[str]:
    """Where the pebble is, until it is found."""
    return set() if data["finder"] is not None else {f'"pebble":{data["pebble"]}'}


ALTERNATIVES: dict[str, Callable[[Any, Any], Alternative]] = {
    "test_cups": cups_alternative,
    "deluxe_camping": deluxe_alternative,
    "caravan": caravan_alternative,
    "em6_quiz": em6_alternative,
}
#: Options under which a random match keeps its secrets for a while (part of the description).
SECRET_OPTIONS: dict[str, dict[str, Any]] = {
    "deluxe_camping": {"setup": "manual"},
}
