"""The quiz bot: what it knows, how it answers, which themes it picks; it never votes."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

from app import quiz_banks
from app.bots import choose_move
from app.bots import em6_quiz as bot
from app.games.base import match_rng
from app.games.em6_quiz import GAME
from app.games.em6_quiz.loader import bank
from app.games.em6_quiz.options import LANGUAGES
from app.games.em6_quiz.state import ANSWER, CHOOSE, JUNIOR, VOTE, QuizState
from app.games.em6_quiz.track import THEMES, next_square
from app.games.em6_quiz.turn import begin_turn, current_question

quiz_banks.install()


def _asked(seed: str, junior: bool = False, language: str = "en") -> QuizState:
    """A two-seat race where seat 0 has just been asked a question."""
    options = GAME.validate_options(2, {"language": language})
    state = GAME.setup(2, options, match_rng(seed, 0))
    if junior:
        state = replace(state, modes=(JUNIOR, 0))
    ply = 0
    while state.phase != ANSWER:
        seat = GAME.to_act(state)[0]
        move = next(m for m in GAME.legal_moves(state, seat) if m["type"] != "mode")
        ply += 1
        state = GAME.apply(state, seat, move, match_rng(seed, ply))
    return state


def _answer(state: QuizState, level: str, seed: int) -> dict:
    seat = state.asked.seat
    return choose_move(GAME, GAME.view(state, seat), GAME.legal_moves(state, seat), seat, level,
                       random.Random(seed))


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_bot_knows_every_shipped_question(language: str):
    deck = bank(language)
    for card in deck.cards:
        for side in card.sides:
            for question in side:
                assert bot.recall(language, question.text) is question


def test_an_unknown_question_is_not_recalled():
    assert bot.recall("en", "What colour is the bot's favourite tent?") is None


def test_memory_fades_with_difficulty_and_grows_with_level():
    assert bot.memory("hard", 1) > bot.memory("medium", 1) > bot.memory("easy", 1)
    assert bot.memory("hard", 1) > bot.memory("hard", 2) > bot.memory("hard", 3) > 0


def test_classic_answers_are_typed_and_right_when_remembered(monkeypatch: pytest.MonkeyPatch):
    monkeypatch.setitem(bot.MEMORY, "hard", 2.0)
    for n in range(8):
        state = _asked(f"classic-{n}")
        move = _answer(state, "hard", n)
        assert set(move) == {"type", "text"}
        assert move["text"] == current_question(state).answer_text


def test_a_forgotten_classic_answer_is_a_plausible_wrong_choice(monkeypatch: pytest.MonkeyPatch):
    monkeypatch.setitem(bot.MEMORY, "easy", 0.0)
    state = _asked("forgotten")
    move = _answer(state, "easy", 1)
    assert move["text"] in current_question(state).wrong_choices


@pytest.mark.parametrize("language", LANGUAGES)
def test_junior_answers_pick_the_shown_right_choice(monkeypatch: pytest.MonkeyPatch,
                                                    language: str):
    monkeypatch.setitem(bot.MEMORY, "medium", 2.0)
    for n in range(8):
        state = _asked(f"junior-{n}", junior=True, language=language)
        move = _answer(state, "medium", n)
        shown = GAME.view(state, 0)["question"]["choices"]
        assert shown[move["choice"]] == current_question(state).answer_text


def test_hard_bots_answer_right_more_often_than_easy_ones():
    right = {"easy": 0, "hard": 0}
    for n in range(60):
        state = _asked(f"rate-{n}")
        for level in right:
            after = GAME.apply(state, 0, _answer(state, level, n), match_rng("rate", n))
            right[level] += after.last is not None and after.last.verdict == "right"
    assert right["hard"] > right["easy"]


def _choosing(reason: str, pawns: tuple[int, int]) -> QuizState:
    state = GAME.setup(2, GAME.validate_options(2, {}), match_rng("themes", 0))
    state = replace(begin_turn(state, 0), pawns=pawns)
    chooser = 0 if reason == "destiny" else 1
    return replace(state, phase=CHOOSE, chooser=chooser, reason=reason, die=3)


def test_destiny_picks_the_theme_that_goes_farthest():
    state = _choosing("destiny", (13, 0))
    move = choose_move(GAME, GAME.view(state, 0), GAME.legal_moves(state, 0), 0, "hard",
                       random.Random(1))
    gains = [next_square(13, t) for t in range(len(THEMES))]
    assert next_square(13, THEMES.index(move["theme"])) == max(gains)


def test_a_challenge_picks_the_theme_that_helps_the_rival_least():
    state = _choosing("challenge", (19, 0))
    move = choose_move(GAME, GAME.view(state, 1), GAME.legal_moves(state, 1), 1, "hard",
                       random.Random(1))
    gains = [next_square(19, t) for t in range(len(THEMES))]
    assert next_square(19, THEMES.index(move["theme"])) == min(gains)


def test_the_bot_never_changes_its_mode():
    for n in range(20):
        state = GAME.setup(2, GAME.validate_options(2, {}), match_rng(f"mode-{n}", 0))
        move = choose_move(GAME, GAME.view(state, 0), GAME.legal_moves(state, 0), 0, "easy",
                           random.Random(n))
        assert move == {"type": "roll"}


def _voting(seed: str, players: int, computers: list[int]) -> QuizState:
    """A race where seat 0's typed answer was judged wrong and goes to the vote."""
    options = GAME.validate_options(players, {"computers": computers})
    state = GAME.setup(players, options, match_rng(seed, 0))
    state = GAME.apply(state, 0, {"type": "roll"}, match_rng(seed, 1))
    return GAME.apply(state, 0, {"type": "answer", "text": "zzzz"}, match_rng(seed, 2))


def test_a_bot_seat_is_never_asked_to_vote():
    for n in range(6):
        state = _voting(f"bot-seat-{n}", 3, computers=[1])
        assert state.phase == VOTE
        assert GAME.to_act(state) == [2]
        assert GAME.legal_moves(state, 1) == []


def test_a_bot_standing_in_for_a_voter_abstains_whatever_the_answer():
    for n in range(6):
        state = _voting(f"stand-in-{n}", 3, computers=[])
        # Even the expected answer itself gets no vote from a computer.
        state = replace(state, given=current_question(state).answer_text)
        for level in ("easy", "medium", "hard"):
            move = choose_move(GAME, GAME.view(state, 1), GAME.legal_moves(state, 1), 1, level,
                               random.Random(n))
            assert move == {"type": "vote", "accept": None}
        after = GAME.apply(state, 1, move, match_rng("abstain", n))
        assert after.phase == VOTE and GAME.to_act(after) == [2]


def test_the_bot_reads_no_bank_file_while_playing(monkeypatch: pytest.MonkeyPatch):
    from pathlib import Path

    def refuse(*args: object, **kwargs: object) -> str:
        raise AssertionError("a bank file was read during play")

    monkeypatch.setattr(Path, "read_text", refuse)
    state = _asked("no-read")
    _answer(state, "hard", 1)
