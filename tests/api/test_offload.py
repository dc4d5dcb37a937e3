"""Heavy requests in worker processes: deck uploads, replays; the pool's bounds.

The pool is held busy by a job of this module's that waits for a file, so that
every check is on a condition (jobs admitted, a pong received) and none on time.
"""

from __future__ import annotations

import asyncio
import os
import uuid
from pathlib import Path

from app.rooms import offload
from tests.games.em6_quiz.support import DECK_TEXT
from tests.support import Client, create_room


def fresh_deck() -> str:
    """The test deck under a new title: a file this process has never parsed (the same
    file twice is parsed once, and the second time needs no worker)."""
    return DECK_TEXT.replace("title: ", f"title: {uuid.uuid4().hex} ", 1)


def upload() -> dict[str, object]:
    return {"game": "em6_quiz", "players": 2, "name": "Ann", "options": {"deck": fresh_deck()}}


def hold_until(release: str, pid_file: str) -> int:
    """In a worker: say which process runs it, then keep the worker busy until `release`
    exists (busy: a parse is CPU work)."""
    # Written whole, then named: the test waits for the file to exist, and must never read
    # it between its creation and its write (an empty file, once in CI).
    Path(pid_file + ".part").write_text(str(os.getpid()))
    os.replace(pid_file + ".part", pid_file)
    while not os.path.exists(release):
        sum(range(1000))
    return os.getpid()


async def _until(check, what: str, timeout: float = 60) -> None:
    loop = asyncio.get_running_loop()
    deadline = loop.time() + timeout
    while not check():
        assert loop.time() < deadline, f"still waiting for {what}"
        await asyncio.sleep(0.01)


async def test_an_uploaded_deck_is_parsed_in_a_worker_and_its_room_plays(server):
    pool = server.services.rooms.offload
    async with server.client() as http:
        created = await http.post("/api/rooms", json=upload())
        assert created.status_code == 201, created.text
        room_id = created.json()["room_id"]
        assert pool.finished == 1 and pool.jobs == 0
        shown = (await http.get(f"/api/rooms/{room_id}")).json()["options"]["deck"]
        assert shown["title"] and shown["cards"] > 0 and "cards:" not in str(shown)
        guest = await http.post(f"/api/rooms/{room_id}/join", json={"name": "Bob"})
        assert guest.status_code == 200, guest.text
    host = await Client.open(server.ws_url, room_id, created.json()["token"])
    state = host.state
    if state["status"] != "live":
        state = await host.until("state", lambda s: s["status"] == "live")
    assert state["view"]["deck"]["title"] == shown["title"]
    await host.close()


async def test_a_malformed_deck_parsed_in_a_worker_keeps_its_error_code(server):
    async with server.client() as http:
        for deck, said in ((fresh_deck().replace("cards:", "cards: &a\n  - *a\n", 1), "alias"),
                           ("format: [" * 50, "nest"),
                           (fresh_deck().replace("title:", "title: \u202e", 1), "U+202E")):
            refused = await http.post("/api/rooms", json=upload() | {"options": {"deck": deck}})
            assert refused.status_code == 400, refused.text
            error = refused.json()["error"]
            assert error["code"] == "bad_options" and said in error["message"], error
        assert (await http.get("/api/rooms")).json() == []
    assert server.services.rooms.offload.jobs == 0


async def test_the_pools_bounds_refuse_with_a_code_while_pings_are_answered(server, tmp_path):
    pool = server.services.rooms.offload
    release, pid_file = tmp_path / "release", tmp_path / "pid"
    busy = asyncio.create_task(pool.run(hold_until, str(release), str(pid_file)))
    async with server.client() as http:
        room = await create_room(http)
        spectator = await Client.open(server.ws_url, room["room_id"])
        waiting = [asyncio.create_task(http.post("/api/rooms", json=upload()))
                   for _ in range(pool.per_address)]
        await _until(lambda: pool.by_address.get("127.0.0.1") == pool.per_address
                     and pid_file.exists(), "the uploads to wait behind the busy worker")
        assert int(pid_file.read_text()) != os.getpid()

        # The address's share is taken: one more upload is refused at once.
        over = await http.post("/api/rooms", json=upload())
        assert over.status_code == 429 and over.json()["error"]["code"] == "rate_limited"
        # The whole pool is full: another address's upload would be refused too.
        pool.per_address, pool.max_jobs = pool.per_address + 1, pool.jobs
        full = await http.post("/api/rooms", json=upload())
        assert full.status_code == 429 and full.json()["error"]["code"] == "server_busy"

        # The worker is busy and uploads wait, yet the event loop answers.
        await spectator.send({"type": "ping"})
        await spectator.next("pong")
        assert not any(t.done() for t in waiting) and not busy.done()

        release.touch()
        answers = await asyncio.gather(*waiting)
        assert [a.status_code for a in answers] == [201] * len(waiting)
    assert await busy != os.getpid()
    await _until(lambda: pool.jobs == 0 and not pool.by_address, "the jobs to be counted out")
    await spectator.close()


async def test_a_finished_replay_page_is_computed_once_and_kept(server):
    async with server.client() as http:
        created = await http.post("/api/rooms", json={
            "game": "hex_camping", "players": 2, "name": "Host", "seat": None,
            "bots": [{"seat": 0, "level": "easy"}, {"seat": 1, "level": "easy"}]})
        room_id = created.json()["room_id"]
        await _until(lambda: server.services.rooms.rooms.get(room_id) is None
                     or server.services.rooms.rooms[room_id].status == "finished",
                     "the computers' match to finish")
        pool = server.services.rooms.offload
        before = pool.finished
        first = await http.get(f"/api/matches/{room_id}/replay")
        assert first.status_code == 200 and first.json()["status"] == "finished"
        assert pool.finished == before + 1
        again = await http.get(f"/api/matches/{room_id}/replay")
        assert again.content == first.content and pool.finished == before + 1
        listed = (await http.get("/api/matches", params={"moves": "true"})).json()
        match = next(m for m in listed if m["match_id"] == room_id)
        assert len(match["moves"]) == match["move_count"] == len(first.json()["views"]) - 1
        assert (await http.get(f"/api/matches/{room_id}")).json()["moves"] == match["moves"]


def test_the_pool_restarts_after_a_shutdown():
    async def parse() -> tuple[str, ...]:
        from app.rooms import jobs
        pool = offload.Offload()
        return await pool.run(jobs.prepare, "em6_quiz", 2, {"deck": "not: [a deck"})

    offload.shutdown()
    answer = asyncio.run(parse())
    assert answer[:2] == ("refused", "bad_options") and "YAML" in answer[2]


async def test_rooms_with_a_new_uploaded_deck_are_capped_per_address(server):
    server.services.rooms.upload_rooms_per_address = 2
    first = fresh_deck()
    async with server.client() as http:
        kept = [await http.post("/api/rooms", json=upload() | {"options": {"deck": deck}})
                for deck in (first, fresh_deck())]
        assert [a.status_code for a in kept] == [201, 201]
        over = await http.post("/api/rooms", json=upload())
        assert over.status_code == 429 and over.json()["error"]["code"] == "rate_limited"
        # The same file again is the deck a room holds already: nothing to parse or keep.
        again = await http.post("/api/rooms", json=upload() | {"options": {"deck": first}})
        assert again.status_code == 201, again.text
        # A room that is over frees its place.
        server.services.rooms.rooms[kept[0].json()["room_id"]].record.status = "finished"
        freed = await http.post("/api/rooms", json=upload())
        assert freed.status_code == 201, freed.text
        assert len((await http.get("/api/rooms")).json()) == 4
