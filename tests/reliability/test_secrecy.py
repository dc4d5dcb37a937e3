"""Secrecy sweep: random matches of every hidden-information game through the real server.

Every message to every connection (each seat, two spectators, a connection
that said hello with a wrong token) is recorded, and so is every REST answer
about the live match (room, match list, match, replay, verify). Afterwards
the match is rebuilt from its seed and stored moves, and each message is
checked against the secrets of the state that was current when it was sent
(`tests/reliability/hidden.py` lists them per game), the match seed while it
was live, and every seat token. A message received after the state of version
v and before that of v+1 was sent while the room was at version v: the room
sends a new state to everyone, in one go, as soon as its version changes.

Seats also chat, send moves out of turn, stale and illegal moves and
garbage, so that errors and chat lines are part of what is checked.
`BIVOUAC_SECRECY_MATCHES` (default 2) sets the matches per configuration.
"""

from __future__ import annotations

import asyncio
import json
import os
import random
from dataclasses import dataclass, field, replace
from typing import Any

import pytest
import yaml

from app.games.base import match_rng
from app.games.playout import fill_free
from app.games.registry import get_game, register
from app.rooms.options import split_options
from tests.reliability.hidden import SECRETS, leaks, tagged_deck
from tests.reliability.support import WS_ERROR_CODES, Conn, finishing_policy, seat_players
from tests.support import every_game

MATCHES = int(os.environ.get("BIVOUAC_SECRECY_MATCHES", "2"))
DECK = tagged_deck()
ANSWERS: dict[str, str] = {}


def _fresh_deck(n: int) -> str:
    """A deck of its own for the n-th match (its tags numbered apart), its answers noted."""
    text = tagged_deck(first=100_000 * (n + 1))
    ANSWERS.update({
        q["question"]: q["answer"]
        for card in yaml.safe_load(text)["cards"] for side in ("front", "back")
        for q in card[side]
    })
    return text
#: (game, players, human seats, options); the seats after the human ones are bots.
CONFIGS: list[tuple[str, int, int, dict[str, Any]]] = [
    ("deluxe_camping", 2, 2, {"setup": "manual", "max_rounds": 10}),
    ("deluxe_camping", 3, 2, {"setup": "auto", "max_rounds": 6}),
    ("deluxe_camping", 4, 4, {"setup": "manual", "max_rounds": 4}),
    ("caravan", 2, 2, {}),
    ("caravan", 4, 4, {"first_player": "random"}),
    ("em6_quiz", 1, 1, {"deck": "fresh", "round_limit": 6}),
    ("em6_quiz", 2, 2, {"deck": "fresh", "round_limit": 6}),
    ("em6_quiz", 3, 2, {"deck": "fresh", "round_limit": 5}),
]
#: Every other hidden-information game (a new one, the test suite's own) gets a match of
#: its fewest players, all human, with its default options.
CONFIGS += [(g.id, g.min_players, g.min_players, {}) for g in every_game().values()
            if g.hidden_information and g.id not in {c[0] for c in CONFIGS}]
#: Plies of random play before the test steers the match to its end.
RANDOM_PLIES = 250
CHATTER = ["gl hf", "<b>bold</b> move", "who has the pest?", "🏕️", "what's in the bag?"]
REST_PATHS = [
    "/api/rooms", "/api/rooms/{id}", "/api/matches", "/api/matches?moves=false",
    "/api/matches/{id}", "/api/matches/{id}/replay", "/api/matches/{id}/verify",
]


@dataclass
class Sweep:
    """What one match recorded and counted."""

    game: str
    room_id: str
    tokens: list[str]
    conns: list[Conn]
    rest: list[tuple[int, str, str]] = field(default_factory=list)
    moves_sent: int = 0


def _policy(game: str, state: dict[str, Any], rng: random.Random) -> dict[str, Any]:
    """Random play that reaches the games' secrets quickly (pick-ups, right answers)."""
    legal = state["legal"]
    if game == "caravan":
        for kinds, chance in ((("pickup",), 0.9), (("carry", "steal", "camel"), 0.95)):
            found = [m for m in legal if m["type"] in kinds]
            if found and rng.random() < chance:
                return rng.choice(found)
        return {"type": "end"}
    if game == "em6_quiz":
        question = state["view"].get("question")
        free = [m for m in legal if m.get("free")]
        if free and question and rng.random() < 0.5:
            return {"type": "answer", "text": ANSWERS[question["text"]]}
    return fill_free(rng.choice(legal), rng)


async def _settled(room: Any, conns: list[Conn], humans: set[int]) -> dict[str, Any]:
    """Wait until every connection has the room's current state and a human may act."""
    loop = asyncio.get_running_loop()
    deadline = loop.time() + 30
    while True:
        version = room.version
        if all(c.version == version for c in conns):
            state = conns[0].state
            if state["status"] == "finished" or set(state["to_act"]) & humans:
                return state
        assert loop.time() < deadline, f"room {room.id} stuck at v{version}"
        await asyncio.sleep(0.005)


async def _answered(conn: Conn, mark: int, move_id: str, version: int) -> None:
    """Wait for the answer to a move: a newer state, or an error about it."""
    loop = asyncio.get_running_loop()
    deadline = loop.time() + 30
    while not any(
        m["type"] == "state" and m["version"] > version
        or m["type"] == "error" and m.get("id") == move_id
        for m in conn.messages[mark:]
    ):
        assert loop.time() < deadline, f"no answer to move {move_id}"
        await asyncio.sleep(0.005)


async def _mischief(sweep: Sweep, seats: dict[int, Conn], watchers: list[Conn],
                    state: dict[str, Any], rng: random.Random) -> None:
    """Chat, moves out of turn, stale, illegal and malformed messages: errors to check too."""
    version = state["version"]
    idle = [c for s, c in seats.items() if s not in state["to_act"]]
    speaker = rng.choice([*seats.values(), *watchers])
    await speaker.send({"type": "chat", "text": rng.choice(CHATTER)})
    if idle:
        await rng.choice(idle).send({"type": "move", "id": f"x{rng.random()}", "version": version,
                                     "move": {"type": "end"}})
    some = rng.choice(list(seats.values()))
    await some.send({"type": "move", "id": f"s{rng.random()}", "version": version + 5,
                     "move": {"type": "roll"}})
    await some.send({"type": "move", "id": f"i{rng.random()}", "version": version,
                     "move": {"type": rng.choice(["place", "answer", "pickup"]), "x": [1e9]}})
    await rng.choice(watchers).send({"type": "move", "id": "w", "version": version,
                                     "move": {"type": "roll"}})
    await some.send(rng.choice(['{"type":', "[]", '{"type":"takeover","seat":99}',
                                '{"type":"rematch"}', '{"type":"mute_spectators","muted":1}']))


async def _rest_snapshot(sweep: Sweep, http: Any, room: Any) -> None:
    """Every REST answer about the live match, tied to the version it was built at."""
    for path in REST_PATHS:
        before = room.version
        response = await http.get(path.format(id=sweep.room_id))
        if room.version == before:
            sweep.rest.append((before, path, response.text))


async def _play_match(server: Any, spec: tuple[str, int, int, dict[str, Any]],
                      rng: random.Random, n: int) -> Sweep:
    game, players, humans, options = spec
    if options.get("deck") == "fresh":
        options = options | {"deck": _fresh_deck(n)}
    async with server.client() as http:
        seated = await seat_players(http, game, players, humans, options)
        room_id = seated[0].room_id
        seats = {p.seat: await Conn.open(server.ws_url, room_id, p.token, label=f"seat {p.seat}")
                 for p in seated}
        watchers = [await Conn.open(server.ws_url, room_id, label="spectator"),
                    await Conn.open(server.ws_url, room_id, name="Zoé", label="named spectator"),
                    await Conn.open(server.ws_url, room_id, "not-a-seat-token", label="intruder")]
        sweep = Sweep(game, room_id, [p.token for p in seated], [*seats.values(), *watchers])
        readers = [asyncio.create_task(c.drain(quiet=3600)) for c in sweep.conns]
        room = server.services.rooms.rooms[room_id]
        ply = 0
        while True:
            state = await _settled(room, sweep.conns, set(seats))
            if state["status"] == "finished":
                break
            if ply % 9 == 0:
                await _rest_snapshot(sweep, http, room)
            if ply % 5 == 0:
                await _mischief(sweep, seats, watchers, state, rng)
            seat = rng.choice([s for s in state["to_act"] if s in seats])
            mine = seats[seat].state
            move = (_policy(game, mine, rng) if ply < RANDOM_PLIES
                    else finishing_policy(game)(mine, rng))
            mark = len(seats[seat].messages)
            await seats[seat].send({"type": "move", "id": f"m{ply}", "version": mine["version"],
                                    "move": move})
            await _answered(seats[seat], mark, f"m{ply}", mine["version"])
            ply += 1
        await _rest_snapshot(sweep, http, room)
        sweep.moves_sent = ply
        await asyncio.sleep(0.2)
        for task in readers:
            task.cancel()
        await asyncio.gather(*readers, return_exceptions=True)
        for conn in sweep.conns:
            await conn.close()
    return sweep


async def _secrets_by_version(server: Any, sweep: Sweep) -> tuple[list[set[str]], str]:
    """The needles of each version of the match, rebuilt from its seed and stored moves."""
    record = await server.services.store.get_match(sweep.room_id)
    moves = await server.services.store.get_moves(sweep.room_id)
    game = get_game(sweep.game)
    options, _ = split_options(record.options)
    state = game.setup(record.players, options, match_rng(record.seed, 0))
    found = [SECRETS[sweep.game](game.to_json(state))]
    for move in moves:
        state = game.apply(state, move.seat, move.move, match_rng(record.seed, move.seq))
        found.append(SECRETS[sweep.game](game.to_json(state)))
    assert game.is_over(state)
    return found, record.seed


def _check(sweep: Sweep, by_version: list[set[str]], seed: str) -> tuple[list[str], int, int]:
    """Every leak found in the sweep's messages and REST answers; and what was checked."""
    final = len(by_version) - 1
    problems: list[str] = []
    always = set(sweep.tokens)
    checked = nonempty = 0
    for conn in sweep.conns:
        first = next(m["version"] for m in conn.messages if m["type"] == "state")
        version = first
        for raw, message in zip(conn.raw, conn.messages, strict=True):
            if message["type"] == "state":
                version = message["version"]
            if message["type"] == "error":
                assert message["code"] in WS_ERROR_CODES, message
            needles = by_version[version] | always | ({seed} if version < final else set())
            nonempty += bool(by_version[version])
            checked += 1
            for needle in leaks(raw, needles):
                problems.append(f"{conn.label} v{version} {message['type']}: {needle[:60]}")
    for version, path, body in sweep.rest:
        needles = by_version[version] | always | ({seed} if version < final else set())
        checked += 1
        for needle in leaks(body, needles):
            problems.append(f"GET {path} v{version}: {needle[:60]}")
    return problems, checked, nonempty


@pytest.mark.slow
@pytest.mark.parametrize("spec", CONFIGS, ids=[f"{c[0]}-{c[1]}p-{c[2]}h" for c in CONFIGS])
async def test_no_message_or_endpoint_shows_a_secret(sqlite_server_with, spec):
    if get_game(spec[0]) is None:  # a game of the test suite's own, for this test only
        undo = register(every_game()[spec[0]])
        try:
            await _sweep(sqlite_server_with, spec)
        finally:
            undo()
        return
    await _sweep(sqlite_server_with, spec)


async def _sweep(sqlite_server_with, spec) -> None:
    server = await sqlite_server_with(moves_per_second=10_000.0,
                                      moves_per_second_per_address=100_000.0,
                                      chat_per_minute=100_000.0)
    rng = random.Random(f"secrecy-{spec[0]}-{spec[1]}")
    for n in range(MATCHES):
        sweep = await _play_match(server, spec, rng, n)
        by_version, seed = await _secrets_by_version(server, sweep)
        problems, checked, nonempty = _check(sweep, by_version, seed)
        assert not problems, "\n".join(problems[:20])
        # the sweep did meet the game's secrets (an automatic campsite reveals its tokens
        # at once: only the seed and the tokens are secret there), and checked them
        assert (nonempty > 0) == (spec[3].get("setup") != "auto") and sweep.rest
        print(f"\nsecrecy[{spec[0]} {spec[1]}p]: {sweep.moves_sent} moves, {len(by_version)} "
              f"states, {checked} messages and REST answers checked, {nonempty} of them "
              f"while secrets were in play, up to {max(len(n) for n in by_version)} needles")


def _compact(value: Any) -> str:
    return json.dumps(value, separators=(",", ":"), ensure_ascii=False)


def test_the_secret_lists_catch_planted_leaks():
    """The needles are found where a leak would put them, and not in the honest views."""
    from app.games.em6_quiz.state import ANSWER
    from app.games.em6_quiz.turn import current_question
    from tests.reliability.hidden import caravan_secrets, deluxe_secrets, em6_secrets

    rng = random.Random(3)
    deluxe = get_game("deluxe_camping")
    state = deluxe.setup(2, deluxe.validate_options(2, {"setup": "manual"}), match_rng("p", 0))
    while len(state.tokens) < 3:
        state = deluxe.apply(state, state.to_move, rng.choice(
            deluxe.legal_moves(state, state.to_move)), match_rng("p", 1))
    needles = deluxe_secrets(deluxe.to_json(state))
    assert not leaks(_compact(deluxe.view(state, None)), needles)
    assert leaks(_compact(deluxe.view(replace(state, revealed=True), None)), needles)

    caravan = get_game("caravan")
    state = caravan.setup(3, caravan.validate_options(3, {}), match_rng("p", 0))
    needles = caravan_secrets(caravan.to_json(state))
    assert not leaks(_compact(caravan.view(state, 0)), needles)
    assert leaks(_compact(caravan.to_json(state)), needles)
    from app.games.caravan.board import KINDS
    assert leaks(_compact({"next": [KINDS[k] for k in state.bag[:6]]}), needles)

    quiz = get_game("em6_quiz")
    state = quiz.setup(2, quiz.validate_options(2, {"deck": DECK}), match_rng("p", 0))
    while state.phase != ANSWER:
        seat = quiz.to_act(state)[0]
        move = next(m for m in quiz.legal_moves(state, seat) if m["type"] != "mode")
        state = quiz.apply(state, seat, move, match_rng("p", 1))
    needles = em6_secrets(quiz.to_json(state))
    question = current_question(state)
    assert not leaks(_compact(quiz.view(state, 1)), needles)
    assert leaks(_compact({"answer": question.answer_text}), needles)
    assert leaks(_compact({"also": question.accept}), needles)
    upcoming = state.piles[0][0]
    assert leaks(_compact(quiz_card_text(upcoming, state)), needles)


def quiz_card_text(card: int, state: Any) -> str:
    """The text of the first question of a card, as a leak of the piles would show it."""
    from app.games.em6_quiz.loader import cached_deck

    return cached_deck(state.deck).cards[card].sides[0][0].text
