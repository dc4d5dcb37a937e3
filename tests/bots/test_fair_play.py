"""Fair play: a bot's choice depends on its seat's view, never on what that view hides.

Each test builds two states that differ only in a secret (the pest, the bag's
order, the quiz's deck order or answers), checks that the seat sees the same
view in both, and that a bot given the same seed plays the same move in both.
"""

from __future__ import annotations

import json
import random
from typing import Any

import yaml

from app.bots import LEVELS, choose_move
from app.games.base import Game, match_rng
from app.games.caravan import GAME as CARAVAN
from app.games.deluxe_camping import GAME as DELUXE
from app.games.em6_quiz import GAME as QUIZ
from app.games.em6_quiz.state import ANSWER, CHOOSE, ROLL
from app.quiz_banks import bank_path
from tests.bots.support import positions

ITERATIONS = 40


def _assert_same_choices(game: Game, twins: list[Any]) -> None:
    for state in twins[1:]:
        assert GAME_JSON(game, state) != GAME_JSON(game, twins[0]), "the twins must differ"
    for seat in game.to_act(twins[0]):
        views = [json.dumps(game.view(s, seat), sort_keys=True) for s in twins]
        assert len(set(views)) == 1, "the seat must see the same view"
        legal = game.legal_moves(twins[0], seat)
        for level in LEVELS:
            moves = [
                json.dumps(choose_move(game, game.view(s, seat), legal, seat, level,
                                       random.Random(11), iterations=ITERATIONS), sort_keys=True)
                for s in twins
            ]
            assert len(set(moves)) == 1, f"{game.id} {level}: the move depends on the secret"


def GAME_JSON(game: Game, state: Any) -> str:  # noqa: N802 - reads as the state's JSON
    return json.dumps(game.to_json(state), sort_keys=True)


def _with(game: Game, state: Any, **changes: Any) -> Any:
    data = game.to_json(state)
    data.update(changes)
    return game.from_json(data)


def test_deluxe_bots_ignore_which_token_is_the_pest():
    options = {"setup": "manual", "size": 8}
    for state in positions(DELUXE, 2, "fair-deluxe", options, cuts=(2, 5, 9, 14)):
        assert not state.revealed
        twins = [_with(DELUXE, state, pest=pest) for pest in range(3)]
        _assert_same_choices(DELUXE, twins)


def test_caravan_bots_ignore_the_order_of_the_bag():
    for state in positions(CARAVAN, 2, "fair-caravan", cuts=(0, 6, 30)):
        bag = list(state.bag)
        random.Random(3).shuffle(bag)
        twins = [state, _with(CARAVAN, state, bag=bag[::-1]), _with(CARAVAN, state, bag=bag)]
        _assert_same_choices(CARAVAN, twins)


def _quiz_positions(options: dict[str, Any]) -> list[Any]:
    found = []
    for n in range(12):
        for state in positions(QUIZ, 2, f"fair-quiz-{n}", options, cuts=(1, 2, 3, 5, 8)):
            if state.phase in (ANSWER, CHOOSE, ROLL):
                found.append(state)
    return found


def test_quiz_bots_ignore_the_order_of_the_decks():
    found = _quiz_positions({})
    assert {s.phase for s in found} >= {ANSWER, ROLL}
    for state in found:
        piles = [list(reversed(p)) for p in QUIZ.to_json(state)["piles"]]
        _assert_same_choices(QUIZ, [state, _with(QUIZ, state, piles=piles)])


def _rotated_answers(text: str) -> str:
    """The same cards with every right answer moved to the next choice."""
    data = yaml.safe_load(text)
    for card in data["cards"]:
        for side in ("front", "back"):
            for q in card[side]:
                choices = [str(c) for c in q["choices"]]
                q["answer"] = choices[(choices.index(str(q["answer"])) + 1) % 3]
                for extra in ("accept", "number", "tolerance", "unit"):
                    q.pop(extra, None)
    return yaml.safe_dump(data, allow_unicode=True, sort_keys=False)


def test_quiz_bots_ignore_the_hidden_answers():
    shipped = bank_path("en").read_text(encoding="utf-8")
    found = 0
    for n in range(6):
        seed = f"fair-answers-{n}"
        for mode in ("classic", "junior"):
            states = []
            for text in (shipped, _rotated_answers(shipped)):
                options = QUIZ.validate_options(2, {"deck": text})
                state = QUIZ.setup(2, options, match_rng(seed, 0))
                ply = 0
                while state.phase != ANSWER:
                    seat = QUIZ.to_act(state)[0]
                    moves = QUIZ.legal_moves(state, seat)
                    move = next((m for m in moves if m["type"] != "mode"), moves[0])
                    if mode == "junior" and ply == 0:
                        move = {"type": "mode", "mode": "junior"}
                    ply += 1
                    state = QUIZ.apply(state, seat, move, match_rng(seed, ply))
                states.append(state)
            _assert_same_choices(QUIZ, states)
            found += 1
    assert found == 12
