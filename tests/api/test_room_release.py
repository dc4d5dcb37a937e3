"""A room whose match ended and whose sockets closed is freed at once, by reference counting.

A busy server ends hundreds of matches a minute. Should an unloaded room stay
in a reference cycle (its parts referring back to it), it would wait, with
every move and state of its match, for a full garbage collection, which such a
server runs seldom: its memory grew by tens of MiB a minute under the standard
scenario. Here matches are played to their end over real websockets (two
players and two spectators each), their sockets closed, and the collector is
kept off: every room must be gone all the same.
"""

from __future__ import annotations

import contextlib
import gc
import random
import weakref

from tests.support import Client, create_room, join_room, until

MATCHES = 2


async def _play_to_the_end(players: dict[int, Client], rng: random.Random) -> None:
    """Each seat to act plays a random legal move until the match is over."""
    version = 0
    for _ in range(1000):
        # a deadline a busy machine meets: each move waits for a commit (SQLite: an fsync)
        states = {seat: await client.state_at(version, timeout=60)
                  for seat, client in players.items()}
        if any(state["status"] != "live" for state in states.values()):
            return
        seat = next(s for s, state in states.items() if s in state["to_act"] and state["legal"])
        await players[seat].move(rng.choice(states[seat]["legal"]), version)
        version += 1
    raise AssertionError("the match did not end in 1,000 moves")


async def _match(server, rng: random.Random) -> weakref.ref:
    async with server.client() as http:
        host = await create_room(http)
        guest = await join_room(http, host["room_id"])
    room_id = host["room_id"]
    players = {
        host["seat"]: await Client.open(server.ws_url, room_id, host["token"]),
        guest["seat"]: await Client.open(server.ws_url, room_id, guest["token"]),
    }
    watchers = [await Client.open(server.ws_url, room_id), await Client.open(server.ws_url, room_id)]
    room = weakref.ref(server.services.rooms.rooms[room_id])
    await _play_to_the_end(players, rng)
    # One player and one spectator leave politely, the others abruptly.
    clients = [*players.values(), *watchers]
    for n, client in enumerate(clients):
        if n % 2:
            client.ws.transport.abort()
        else:
            await client.close()
    try:
        await until(lambda: room_id not in server.services.rooms.rooms, timeout=30)
    except AssertionError:
        raise AssertionError("the finished room was not unloaded once its sockets closed") from None
    return room


async def test_finished_rooms_are_freed_once_their_sockets_close(server):
    rng = random.Random(7)
    gc.collect()
    gc.disable()
    try:
        rooms = [await _match(server, rng) for _ in range(MATCHES)]
        # The handlers' last steps after the sockets closed, with the collector still off:
        # only reference counting can free the rooms meanwhile.
        with contextlib.suppress(AssertionError):
            await until(lambda: all(ref() is None for ref in rooms), timeout=30)
        alive = [ref() for ref in rooms]
        kept = [room.id for room in alive if room is not None]
        del alive
    finally:
        gc.enable()
    assert kept == [], f"{len(kept)} of {MATCHES} finished rooms still in memory: {kept}"
