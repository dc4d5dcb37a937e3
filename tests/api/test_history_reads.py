"""Heavy reads beside the live matches: listing rows kept encoded and rendered a slice at a
time, heavy reads served one at a time (the others wait their turn, every one answered)."""

from __future__ import annotations

import asyncio
from typing import Any

import pytest

from app.api import history
from app.rooms import public
from tests.api.test_history_pages import _finished_match
from tests.support import Client, create_room, join_room

LIMITS = {"rooms_per_minute": 1000, "joins_per_minute": 1000}


async def _live_rooms(http: Any, count: int, game: str = "hex_camping") -> list[dict]:
    rooms = []
    for _ in range(count):
        host = await create_room(http, game=game)
        guest = await join_room(http, host["room_id"])
        rooms.append({"host": host, "guest": guest})
    return rooms


def _count_renders(monkeypatch: pytest.MonkeyPatch, seen: list[Any],
                   what: Any = lambda: None) -> None:
    render = public.match_body

    def counted(*args: Any, **kwargs: Any) -> dict[str, Any]:
        seen.append(what())
        return render(*args, **kwargs)

    monkeypatch.setattr(public, "match_body", counted)


async def test_kept_rows_are_those_rendered_afresh_and_change_with_the_match(
        server_with, monkeypatch):
    server = await server_with(**LIMITS)
    renders: list[Any] = []
    _count_renders(monkeypatch, renders)
    async with server.client() as http:
        rooms = await _live_rooms(http, 3, game="caravan")
        room_id = rooms[0]["host"]["room_id"]
        url, query = "/api/matches", {"moves": "true"}
        first = (await http.get(url, params=query)).content
        rendered = len(renders)
        again = (await http.get(url, params=query)).content
        assert again == first and len(renders) == rendered  # nothing rendered again
        monkeypatch.setattr(history, "_rows", history.EncodedCache(history.ROWS_CACHE_BYTES))
        assert (await http.get(url, params=query)).content == first  # afresh: the same

        seats = {0: await Client.open(server.ws_url, room_id, rooms[0]["host"]["token"]),
                 1: await Client.open(server.ws_url, room_id, rooms[0]["guest"]["token"])}
        await seats[0].state_at(0)
        mover = seats[seats[0].state["to_act"][0]]
        await mover.move(next(m for m in mover.state["legal"] if m["type"] != "end_turn"))
        for client in seats.values():
            await client.state_at(1)
        renders.clear()
        moved = (await http.get(url, params=query)).json()
        assert len(renders) == 1  # the match that changed, only
        row = next(r for r in moved if r["match_id"] == room_id)
        assert row["move_count"] == 1 and row["moves"][0]["move"].keys() == {"type"}
        monkeypatch.setattr(history, "_rows", history.EncodedCache(history.ROWS_CACHE_BYTES))
        assert (await http.get(url, params=query)).json() == moved
        # without the moves, the rows kept apart: the same rows but the lists
        plain = (await http.get(url)).json()
        assert [r | {"moves": None} for r in moved] == plain
        for client in seats.values():
            await client.close()


async def test_a_listing_renders_its_rows_a_slice_at_a_time(server_with, monkeypatch):
    server = await server_with(**LIMITS)
    monkeypatch.setattr(history, "ROWS_PER_TURN", 3)
    turns = 0

    async def count_turns() -> None:
        nonlocal turns
        while True:
            turns += 1
            await asyncio.sleep(0)

    async with server.client() as http:
        await _live_rooms(http, 9)
        seen: list[int] = []
        _count_renders(monkeypatch, seen, lambda: turns)
        counter = asyncio.create_task(count_turns())
        try:
            answer = await http.get("/api/matches", params={"moves": "true"})
        finally:
            counter.cancel()
    assert answer.status_code == 200 and len(answer.json()) == 9 == len(seen)
    # the event loop turned between two slices of 3 rows, never inside one
    assert [seen[i] for i in (0, 3, 6)] == sorted(set(seen)) and len(set(seen)) == 3


async def test_heavy_reads_wait_their_turn_and_each_gets_its_answer(server_with, monkeypatch):
    server = await server_with(**LIMITS)
    gate = history.ReadGate(1, 30.0)
    monkeypatch.setattr(history, "heavy_reads", gate)
    async with server.client() as http:
        rooms = await _live_rooms(http, 4)
        expected = (await http.get("/api/matches", params={"moves": "true"})).content
        replay_url = f"/api/matches/{rooms[0]['host']['room_id']}/replay"
        replay = (await http.get(replay_url)).content
        async with gate():  # a heavy read under way: the others queue behind it
            reads = [asyncio.create_task(http.get("/api/matches", params={"moves": "true"}))
                     for _ in range(5)] + [asyncio.create_task(http.get(replay_url))]
            while gate.waiting < len(reads):
                assert not any(r.done() for r in reads)
                await asyncio.sleep(0.01)
        answers = await asyncio.gather(*reads)
    assert [a.status_code for a in answers] == [200] * len(reads)
    assert [a.content for a in answers] == [expected] * 5 + [replay]
    assert gate.peak == 1 and gate.inside == gate.waiting == 0


async def test_a_heavy_read_that_waits_too_long_is_told_the_server_is_busy(
        server, monkeypatch):
    gate = history.ReadGate(1, 0.05)
    monkeypatch.setattr(history, "heavy_reads", gate)
    async with server.client() as http:
        async with gate():
            answer = await http.get("/api/matches", params={"moves": "true"})
        after = await http.get("/api/matches", params={"moves": "true"})
    assert answer.status_code == 429 and answer.json()["error"]["code"] == "server_busy"
    assert after.status_code == 200 and gate.waiting == gate.inside == 0


async def test_a_kept_replay_page_is_served_without_reading_the_match_again(server, monkeypatch):
    match = await _finished_match(server)
    url = f"/api/matches/{match['match_id']}/replay"
    store = server.services.store
    reads: list[str] = []
    get_match = store.get_match

    async def counted(match_id: str) -> Any:
        reads.append(match_id)
        return await get_match(match_id)

    monkeypatch.setattr(store, "get_match", counted)
    async with server.client() as http:
        first = await http.get(url, params={"limit": 7})
        again = await http.get(url, params={"limit": 7})
        unknown = await http.get("/api/matches/nosuchmatch1/replay", params={"limit": 7})
    assert first.status_code == again.status_code == 200 and again.content == first.content
    assert reads == [match["match_id"], "nosuchmatch1"] and unknown.status_code == 404


async def test_heavy_reads_hold_their_gate_at_most_their_share_of_the_time() -> None:
    """After a heavy read held the gate t seconds, the next waits t × (1 − share) / share:
    a client reading in a loop cannot keep the event loop busy more than that share."""
    loop = asyncio.get_running_loop()
    held = 0.1

    async def gaps(gate: history.ReadGate) -> list[float]:
        entries, exits = [], []
        for _ in range(3):
            async with gate():
                entries.append(loop.time())
                await asyncio.sleep(held)
                exits.append(loop.time())
        return [entries[i + 1] - exits[i] for i in range(2)]

    paced = await gaps(history.ReadGate(1, 30.0, share=0.25))
    assert min(paced) >= held * 3 - 0.01  # the rest: 3 times what each held the gate
    unpaced = await gaps(history.ReadGate(1, 30.0))
    assert max(unpaced) < held * 3 - 0.01  # the whole time (share 1): no rest at all
    assert history.HEAVY_SHARE < 1 and history.heavy_reads.share == history.HEAVY_SHARE


async def test_a_rest_counts_within_the_wait_for_the_gate() -> None:
    """A read that holds the gate long makes the next rest at most REST_MAX, and a reader
    whose wait (rest included) passes the gate's limit is told the server is busy."""
    loop = asyncio.get_running_loop()
    gate = history.ReadGate(1, 0.05, share=0.01)
    async with gate():
        await asyncio.sleep(0.02)  # a rest of 0.02 × 99 s, capped at REST_MAX (1 s)
        left = loop.time()
    lane = next(iter(gate._lanes.values()))
    # capped: at least REST_MAX after the read, well short of its uncapped 0.02 × 99 s
    assert history.REST_MAX <= lane.open_at - left < 0.02 * 99
    with pytest.raises(history.RoomError) as refused:
        async with gate():
            pass
    assert refused.value.code == "server_busy" and gate.waiting == gate.inside == 0
    assert not lane.semaphore.locked() and lane.open_at - left >= history.REST_MAX
