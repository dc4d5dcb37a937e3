"""The public projection (app/rooms/public.py) for every registered game with hidden
information: states that differ only in their secrets look byte-identical on every outward
path, before and after the reveal point; a live match's moves show no secret field."""

from __future__ import annotations

import random
from dataclasses import replace
from typing import Any

import pytest

from app.db.records import MatchRecord, MoveRecord, SeatRecord
from app.games.base import Game, match_rng
from app.games.playout import random_playout
from app.games.registry import all_games
from app.protocol.outbound import encode
from app.rooms import public
from tests.reliability.hidden import ALTERNATIVES, SECRET_OPTIONS, SECRETS
from tests.support import every_game

HIDDEN = [g for g in every_game().values() if g.hidden_information]
#: Plies looked at per match (every one, up to this many).
PLIES = 400


def _record(game: Game, players: int, options: dict[str, Any], seed: str,
            status: str) -> MatchRecord:
    seats = [SeatRecord(n, f"P{n}", "human", None, f"{n:064x}") for n in range(players)]
    return MatchRecord(id="pubTest001", game=game.id, players=players, options=options,
                       seed=seed, status=status, seats=seats)


def _scrambled(move: dict[str, Any]) -> dict[str, Any]:
    """The same move with every field but its type changed."""
    return {k: (v if k == "type" else ["other", k]) for k, v in move.items()}


def _outward(game: Game, record: MatchRecord, state: Any, seats: list[int | None]) -> list[str]:
    return [public.state_message(game, record, state, 7, seat, None) for seat in seats]


def test_every_hidden_information_game_has_a_secrecy_description() -> None:
    assert "test_cups" in {g.id for g in HIDDEN}
    missing = [g.id for g in HIDDEN if g.id not in ALTERNATIVES or g.id not in SECRETS]
    assert not missing, f"hidden-information games without a secrecy description: {missing}"


@pytest.mark.parametrize("game", HIDDEN, ids=lambda g: g.id)
def test_states_that_differ_only_in_secrets_give_the_same_bytes(game: Game) -> None:
    players = max(2, game.min_players)
    seed = f"public-{game.id}"
    playout = random_playout(game, players, seed, SECRET_OPTIONS.get(game.id), max_plies=PLIES,
                             rng=random.Random(3))
    record = _record(game, players, playout.options, seed, "live")
    rng = random.Random(11)
    state = game.setup(players, playout.options, match_rng(seed, 0))
    compared = secretless = 0
    for n, ply in enumerate([None, *playout.plies]):
        if ply is not None:
            state = game.apply(state, ply.seat, ply.move, match_rng(seed, n))
        if game.is_over(state):
            break
        alternative = ALTERNATIVES[game.id](state, rng)
        if alternative is None:
            secretless += 1
            continue
        other, blind = alternative
        assert game.to_json(other) != game.to_json(state), "the alternative changes no secret"
        seats = [None, *(range(players) if blind is None else blind)]
        assert _outward(game, record, state, seats) == _outward(game, record, other, seats), (
            f"{game.id} ply {n}: a secret shows in a state message"
        )
        compared += 1
    assert compared > 0
    if game.id == "deluxe_camping":
        assert secretless > 0, "the match never reached the reveal"


@pytest.mark.parametrize("game", HIDDEN, ids=lambda g: g.id)
def test_a_live_match_lists_its_moves_by_type_only_on_every_rest_path(game: Game) -> None:
    players = max(2, game.min_players)
    seed = f"moves-{game.id}"
    playout = random_playout(game, players, seed, max_plies=120, rng=random.Random(5))
    moves = [MoveRecord(n, p.seat, p.move) for n, p in enumerate(playout.plies, start=1)]
    other = [replace(m, move=_scrambled(m.move)) for m in moves]
    live = _record(game, players, playout.options, seed, "live")
    body = public.match_body(live, game, set(), len(moves), moves)
    assert encode(body) == encode(public.match_body(live, game, set(), len(other), other))
    assert encode(public.move_list(game, live, moves)) == encode(
        public.move_list(game, live, other))
    steps = public.replay_steps(game, live, moves)
    assert [s["move"] for s in steps[1:]] == [m["move"] for m in body["moves"]]
    # After the reveal point (the match is over, its seed published): every move, whole.
    finished = replace(live, status="finished")
    assert [m["move"] for m in public.move_list(game, finished, moves)] == [m.move for m in moves]


def test_a_quiz_vote_does_not_show_how_it_went_while_the_match_is_live() -> None:
    quiz = all_games()["em6_quiz"]
    record = _record(quiz, 2, {}, "s", "live")
    vote = MoveRecord(3, 1, {"type": "vote", "accept": False})
    assert public.move_list(quiz, record, [vote])[0]["move"] == {"type": "vote"}


def test_a_rules_error_of_a_hidden_game_says_only_its_code() -> None:
    from app.games.base import IllegalMoveError

    hidden = HIDDEN[0]
    open_game = next(g for g in all_games().values() if not g.hidden_information)
    error = IllegalMoveError("the pest is at [3, 4]")
    assert "pest" not in public.rules_error(hidden, error).message
    assert public.rules_error(open_game, error).message == "the pest is at [3, 4]"


def test_a_list_renders_every_good_row_and_leaves_out_a_bad_one(caplog) -> None:
    rows = ["good", "bad\ud800", "fine"]
    rendered = public.render_rows(
        rows, lambda r: public.room_body(
            replace(_record(HIDDEN[0], 2, {}, "s", "waiting"), id=r), None, set(), 0),
        "room", lambda r: r.encode("utf-8", "replace").decode())
    assert [r["room_id"] for r in rendered] == ["good", "fine"]
    assert "left out of the list" in caplog.text
