"""Two real instances on one PostgreSQL, with Redis stopped: the database poller carries
every kind of news from the instance that stored it to the other one's clients."""

from __future__ import annotations

import asyncio
import itertools
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from typing import Any, get_args

import httpx
import pytest

from app.protocol.bus import BusEvent
from tests.scale.conftest import ws
from tests.support import Client, RedisProcess, ServerProcess

pytestmark = pytest.mark.slow

#: Generous: the poller runs every second while the bus is down, on a loaded machine.
DEADLINE = 20.0
_lines = itertools.count()


@dataclass
class Table:
    """A room created on A with Ann (seat 0, host) and Ben (seat 1), each connected to
    both instances, and a spectator on B; Redis is down."""

    room_id: str
    a: dict[int, Client]
    b: dict[int, Client]
    watcher_b: Client


async def _table(a: ServerProcess, b: ServerProcess, redis_process: RedisProcess,
                 game: str = "hex_camping", players: int = 2, guests: int = 1) -> Table:
    async with httpx.AsyncClient() as http:
        host = (await http.post(f"{a.base_url}/api/rooms", json={
            "game": game, "players": players, "name": "Ann"})).json()
        room_id, tokens = host["room_id"], [host["token"]]
        for name in ["Ben", "Cy"][:guests]:
            tokens.append((await http.post(f"{a.base_url}/api/rooms/{room_id}/join",
                                           json={"name": name})).json()["token"])
    table = Table(room_id,
                  {n: await Client.open(ws(a), room_id, t) for n, t in enumerate(tokens)},
                  {n: await Client.open(ws(b), room_id, t) for n, t in enumerate(tokens)},
                  await Client.open(ws(b), room_id))
    redis_process.stop()
    async with httpx.AsyncClient() as http:
        for proc in (a, b):
            for _ in range(200):
                if (await http.get(f"{proc.base_url}/api/health")).json()["bus"] != "ok":
                    break
                await asyncio.sleep(0.1)
            else:
                pytest.fail("the bus still looked healthy with Redis stopped")
    return table


async def _b_has_polled(table: Table) -> None:
    """Return once B has run a whole poll that began after everything stored so far: two
    chat lines said on A one after the other, each seen on B (the poller reads one poll
    at a time)."""
    for _ in range(2):
        text = f"barrier {next(_lines)}"
        await table.a[0].send({"type": "chat", "text": text})
        await table.watcher_b.next("chat", timeout=DEADLINE, text=text)


def _mover(table: Table) -> int:
    return table.a[0].state["to_act"][0]


async def _finished_by_resignation(table: Table) -> None:
    await table.a[0].send({"type": "resign"})
    await table.watcher_b.until("state", lambda m: m["status"] == "finished", DEADLINE)


# ---- one way to cause each kind of bus event on A, and to see it on B ------------------
async def _move(table: Table) -> None:
    seat = _mover(table)
    version = table.a[seat].state["version"]
    await table.a[seat].move(table.a[seat].state["legal"][0])
    await table.a[seat].state_at(version + 1)
    assert (await table.watcher_b.state_at(version + 1, DEADLINE))["version"] == version + 1


async def _seats(table: Table) -> None:
    await table.a[1].send({"type": "resign"})
    seats = await table.watcher_b.until("seats", lambda m: m["seats"][1]["resigned"], DEADLINE)
    assert not seats["seats"][0]["resigned"]
    state = await table.watcher_b.until("state", lambda m: m["status"] == "finished", DEADLINE)
    assert state["result"] is not None


async def _chat(table: Table) -> None:
    await table.a[1].send({"type": "chat", "text": "by the fire"})
    line = await table.watcher_b.next("chat", timeout=DEADLINE, text="by the fire")
    assert line["seat"] == 1 and line["name"] == "Ben"


async def _rematch(table: Table) -> None:
    await _finished_by_resignation(table)
    await table.a[0].send({"type": "rematch"})
    offer = await table.b[1].until("rematch", lambda m: m["accepted"] == [0], DEADLINE)
    assert offer["waiting_for"] == [1] and not offer["started"] and not offer["declined"]
    assert offer["asked_by"] == 0  # stored with the rematch, read back by B's poller


async def _refused(table: Table) -> None:
    seat = _mover(table)
    version = table.a[seat].state["version"]
    await table.a[seat].send({"type": "move", "id": "once-only", "version": version,
                              "move": {"type": "no_such_move"}})
    refused = await table.a[seat].next("error", timeout=DEADLINE, id="once-only")
    await _b_has_polled(table)
    # the same id replayed on B, now with a legal move, gets the answer A gave
    await table.b[seat].move(table.b[seat].state["legal"][0], move_id="once-only")
    while True:
        reply = await table.b[seat].recv(DEADLINE)
        assert not (reply["type"] == "state" and reply["version"] > version), "replay applied"
        if reply["type"] == "error" and reply.get("id") == "once-only":
            break
    assert (reply["code"], reply["message"]) == (refused["code"], refused["message"])


SCENARIOS: dict[str, Callable[[Table], Awaitable[None]]] = {
    "move": _move, "seats": _seats, "chat": _chat, "rematch": _rematch, "refused": _refused,
}
#: Every kind of bus event, read from the protocol's union (a new kind fails until covered).
KINDS = [event.__dataclass_fields__["kind"].default for event in get_args(BusEvent)]


@pytest.mark.parametrize("kind", KINDS)
async def test_every_bus_event_reaches_the_other_instance_with_redis_down(
        kind: str, instances: list[ServerProcess], redis_process: RedisProcess) -> None:
    assert kind in SCENARIOS, f"no catch-up scenario for the bus event {kind!r}"
    table = await _table(*instances, redis_process)
    await SCENARIOS[kind](table)


# ---- the table's controls, each stored as seats or status ------------------------------
async def _cancel(table: Table) -> None:
    await table.a[0].send({"type": "cancel_room"})
    await table.watcher_b.until("state", lambda m: m["status"] == "cancelled", DEADLINE)


async def _seat_computer(table: Table) -> None:
    await table.a[0].send({"type": "seat_computer", "seat": 2, "level": "easy"})
    seats = await table.watcher_b.until("seats", lambda m: m["seats"][2]["kind"] == "bot",
                                        DEADLINE)
    assert seats["seats"][2]["bot_level"] == "easy"


async def _release_seat(table: Table) -> None:
    await table.a[0].send({"type": "release_seat", "seat": 1})
    seats = await table.watcher_b.until("seats", lambda m: m["seats"][1]["name"] is None,
                                        DEADLINE)
    assert seats["seats"][0]["name"] == "Ann"


async def _decline_rematch(table: Table) -> None:
    await _rematch(table)
    await table.a[1].send({"type": "decline_rematch"})
    offer = await table.b[0].until("rematch", lambda m: m["declined"], DEADLINE)
    assert offer["waiting_for"] == [] and not offer["started"]
    assert (offer["asked_by"], offer["declined_by"]) == (0, 1)


CONTROLS: dict[str, tuple[Callable[[Table], Awaitable[None]], dict[str, Any]]] = {
    # a three-seat room waiting for its third player
    "cancel": (_cancel, {"game": "caravan", "players": 3}),
    "seat_computer": (_seat_computer, {"game": "caravan", "players": 3}),
    "release_seat": (_release_seat, {"game": "caravan", "players": 3}),
    "decline_rematch": (_decline_rematch, {}),
}


@pytest.mark.parametrize("control", CONTROLS)
async def test_the_hosts_and_players_controls_reach_the_other_instance_with_redis_down(
        control: str, instances: list[ServerProcess], redis_process: RedisProcess) -> None:
    scenario, room = CONTROLS[control]
    table = await _table(*instances, redis_process, **room)
    await scenario(table)
