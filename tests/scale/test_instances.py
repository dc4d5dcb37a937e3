"""Two real server processes on one PostgreSQL and one Redis: any instance serves any room."""

from __future__ import annotations

import asyncio
import signal
import time

import httpx
import pytest
import redis.asyncio as redis

from app.bus import CHANNEL_PREFIX
from tests.scale.conftest import ws
from tests.support import (
    Client,
    RedisProcess,
    ServerProcess,
    free_port,
    metric,
    redis_cannot_save,
    redis_saves_again,
    until,
)

pytestmark = pytest.mark.slow


async def _room(proc: ServerProcess) -> tuple[str, str, str]:
    async with httpx.AsyncClient(base_url=proc.base_url) as http:
        host = (await http.post("/api/rooms", json={"game": "hex_camping", "players": 2,
                                                    "name": "Ann"})).json()
        guest = (await http.post(f"/api/rooms/{host['room_id']}/join",
                                 json={"name": "Ben"})).json()
    return host["room_id"], host["token"], guest["token"]


async def _play(clients: dict[int, Client], watchers: list[Client], moves: int | None = None) -> None:
    played = 0
    lead = clients[0]
    while lead.state["status"] == "live" and (moves is None or played < moves):
        version = lead.state["version"]
        mover = clients[lead.state["to_act"][0]]
        await mover.state_at(version)
        await mover.move(mover.state["legal"][0])
        for client in [*clients.values(), *watchers]:
            await client.state_at(version + 1)
        played += 1


async def test_a_match_played_across_two_instances(instances):
    a, b = instances
    room_id, token0, token1 = await _room(a)
    clients = {0: await Client.open(ws(a), room_id, token0),
               1: await Client.open(ws(b), room_id, token1)}
    watchers = [await Client.open(ws(a), room_id), await Client.open(ws(b), room_id)]
    await _play(clients, watchers)
    final = watchers[1].state
    assert final["status"] == "finished" and final["result"] == clients[0].state["result"]
    async with httpx.AsyncClient(base_url=b.base_url) as http:
        match = (await http.get(f"/api/matches/{room_id}")).json()
    assert len(match["moves"]) == final["version"]


async def test_simultaneous_moves_on_two_instances_store_exactly_one(instances):
    a, b = instances
    room_id, token0, _ = await _room(a)
    on_a = await Client.open(ws(a), room_id, token0)
    on_b = await Client.open(ws(b), room_id, token0)
    first, second = on_a.state["legal"][0], on_a.state["legal"][1]
    await asyncio.gather(on_a.move(first, move_id="from-a"), on_b.move(second, move_id="from-b"))
    replies = await asyncio.gather(_first_reply(on_a, "from-a"), _first_reply(on_b, "from-b"))
    # one was applied; the other was refused as stale, or saw the winner's state first
    errors = [r for r in replies if r["type"] == "error"]
    assert all(e["code"] == "stale_version" for e in errors)
    for client in (on_a, on_b):
        await client.state_at(1)
    await asyncio.sleep(0.5)
    assert on_a.state["version"] == on_b.state["version"] == 1
    assert on_a.state["view"] == on_b.state["view"]


async def _first_reply(client: Client, move_id: str) -> dict:
    """The error for this move, or the state that applied it (version 1)."""
    while True:
        message = await client.recv(10)
        if message["type"] == "error" and message.get("id") == move_id:
            return message
        if message["type"] == "state" and message["version"] == 1:
            return message


async def test_an_instance_killed_mid_match_loses_no_acknowledged_move(instances):
    a, b = instances
    room_id, token0, token1 = await _room(a)
    clients = {0: await Client.open(ws(a), room_id, token0),
               1: await Client.open(ws(b), room_id, token1)}
    await _play(clients, [], moves=8)
    acknowledged = clients[1].state["version"]
    a.kill()
    # the client of the dead instance reconnects to the other one
    clients[0] = await Client.open(ws(b), room_id, token0)
    assert clients[0].state["version"] == acknowledged
    await _play(clients, [])
    assert clients[0].state["status"] == "finished"


async def test_without_redis_moves_are_stored_and_others_catch_up(instances, redis_process):
    a, b = instances
    room_id, token0, token1 = await _room(a)
    clients = {0: await Client.open(ws(a), room_id, token0),
               1: await Client.open(ws(b), room_id, token1)}
    await _play(clients, [], moves=2)
    redis_process.stop()
    await _until_healths([a], {"status": "degraded", "database": "ok", "bus": "unavailable"}, 10)
    # acknowledged at once; the other instance catches up from the database
    (seen,) = await _moves_seen_across(clients, 1, within=6)
    assert seen < 5.5
    redis_process.start()
    await _until_healths([a, b], {"status": "ok", "database": "ok", "bus": "ok"}, 15)
    # fan-out is back: the next move arrives quickly
    await _play(clients, [], moves=2)
    # each instance's bus said once that Redis was away, and once that it was back
    for proc in (a, b):
        assert proc.log_path is not None
        said = proc.log_path.read_text()
        assert said.count("bus: Redis unavailable") == 1, said[-3000:]
        assert said.count("bus: Redis answers again after") == 1, said[-3000:]


async def test_chat_said_on_one_instance_reaches_the_other_while_redis_is_down(
        instances, redis_process):
    a, b = instances
    room_id, token0, token1 = await _room(a)
    on_a = await Client.open(ws(a), room_id, token0)
    on_b = await Client.open(ws(b), room_id, token1)
    watcher_b = await Client.open(ws(b), room_id)
    redis_process.stop()
    async with httpx.AsyncClient() as http:
        for _ in range(100):
            if (await http.get(f"{a.base_url}/api/health")).json()["status"] == "degraded":
                break
            await asyncio.sleep(0.1)
    await on_a.send({"type": "chat", "text": "over the hills"})
    for client in (on_b, watcher_b):
        line = await client.next("chat", timeout=15, text="over the hills")
        assert line["seat"] == 0 and line["name"] == "Ann"
    # so does the host muting the spectators, made on A and read on B
    await on_b.send({"type": "mute_spectators", "muted": True})
    assert (await on_b.next("error"))["code"] == "not_allowed"  # Ben is not the host
    await on_a.send({"type": "mute_spectators", "muted": True})
    await watcher_b.until("seats", lambda m: m["spectators_muted"], timeout=15)


async def _both_listen(redis_url: str, room_id: str) -> None:
    deadline = time.monotonic() + 20
    while await _subscribers(redis_url, room_id) < 2:
        assert time.monotonic() < deadline, "an instance does not listen to the room"
        await asyncio.sleep(0.05)


async def _moves_seen_across(clients: dict[int, Client], moves: int, within: float,
                             watchers: list[Client] | None = None) -> list[float]:
    """Play `moves` moves, each acknowledged within 2 s and seen by the other seat (on the
    other instance) and the watchers within `within` s; how long each took to be seen."""
    seen = []
    for _ in range(moves):
        version = clients[0].state["version"]
        mover = clients[clients[0].state["to_act"][0]]
        other = clients[1 - clients[0].state["to_act"][0]]
        sent = time.monotonic()
        await mover.move(mover.state["legal"][0])
        await mover.state_at(version + 1, timeout=2)
        for client in [other, *(watchers or [])]:
            await client.state_at(version + 1, timeout=within)
        seen.append(time.monotonic() - sent)
    return seen


async def _subscribers(redis_url: str, room_id: str) -> int:
    client = redis.Redis.from_url(redis_url)
    try:
        counts = await client.pubsub_numsub(CHANNEL_PREFIX + room_id)
        return int(counts[0][1])
    finally:
        await client.aclose()


async def test_news_of_a_room_travels_on_its_own_channel_faster_than_the_poller(
        instances, redis_process: RedisProcess):
    a, b = instances
    room_id, token0, token1 = await _room(a)
    clients = {0: await Client.open(ws(a), room_id, token0),
               1: await Client.open(ws(b), room_id, token1)}
    # Both instances listen to the room's channel once they have loaded it.
    await _both_listen(redis_process.url, room_id)
    # the poller of a healthy bus runs every 5 s: only the channel is this fast
    await _moves_seen_across(clients, 4, within=2.5)


async def test_each_instance_counts_the_moves_it_applied_after_another_stored_them(
    start_instances, redis_process
):
    # The room's players on both instances: each move stored by one is applied by the other
    # too, the work done twice that room affinity avoids. One room whose players are all on
    # B: B applies none of them after another instance.
    a, b = start_instances(redis_process.url, METRICS="true")
    room_id, token0, token1 = await _room(a)
    clients = {0: await Client.open(ws(a), room_id, token0),
               1: await Client.open(ws(b), room_id, token1)}
    watchers = [await Client.open(ws(b), room_id)]
    await _play(clients, watchers, moves=6)
    stored = (metric(a, "bivouac_moves_stored_total"), metric(b, "bivouac_moves_stored_total"))
    applied = (metric(a, "bivouac_moves_caught_up_total"),
               metric(b, "bivouac_moves_caught_up_total"))
    assert sum(stored) == 6
    # Every move stored on one instance was applied on the other before its state reached
    # the other's connections (which _play waited for), and none was applied twice there.
    assert applied == (stored[1], stored[0]), (stored, applied)

    room_b, token_b0, token_b1 = await _room(a)
    alone = {0: await Client.open(ws(b), room_b, token_b0),
             1: await Client.open(ws(b), room_b, token_b1)}
    before = metric(b, "bivouac_moves_caught_up_total")
    await _play(alone, [], moves=4)
    assert metric(b, "bivouac_moves_caught_up_total") == before  # B stored them all itself


async def test_a_room_served_elsewhere_is_let_go_at_its_first_news(start_instances,
                                                                   redis_process):
    # Created and joined through A's REST API, played on B (where room affinity sends its
    # sockets): A, with nobody connected to it, lets the room go when B stores its first
    # move, and applies none of them (it used to catch up every move for 5 s or more).
    a, b = start_instances(redis_process.url, METRICS="true")
    room_id, token0, token1 = await _room(a)
    assert metric(a, "bivouac_rooms_loaded") == 1
    clients = {0: await Client.open(ws(b), room_id, token0),
               1: await Client.open(ws(b), room_id, token1)}
    await _play(clients, [], moves=4)
    assert metric(b, "bivouac_moves_stored_total") == 4
    assert metric(a, "bivouac_moves_caught_up_total") == 0
    deadline = time.monotonic() + 30
    while metric(a, "bivouac_rooms_loaded") != 0:
        assert time.monotonic() < deadline, "A still holds the room"
        await asyncio.sleep(0.1)
    # A request through A reads it again, as it is now.
    async with httpx.AsyncClient(base_url=a.base_url) as http:
        room = (await http.get(f"/api/rooms/{room_id}")).json()
    assert room["version"] == 4, room


async def test_a_room_loaded_for_a_socket_that_has_not_said_hello_is_kept(start_instances,
                                                                          redis_process):
    # A spectator's socket opens on B (B reads the room for it) but says hello only after
    # A has stored moves: B keeps the room for it and catches up, rather than letting it go
    # under the connection; after the hello it hears the state and the moves that follow.
    a, b = start_instances(redis_process.url, METRICS="true")
    room_id, token0, token1 = await _room(a)
    clients = {0: await Client.open(ws(a), room_id, token0),
               1: await Client.open(ws(a), room_id, token1)}
    quiet = await Client.open(ws(b), room_id, hello=False)
    await until(lambda: metric(b, "bivouac_rooms_loaded") == 1, timeout=30)
    await _play(clients, [], moves=3)
    await until(lambda: metric(b, "bivouac_moves_caught_up_total") == 3, timeout=30)
    assert metric(b, "bivouac_rooms_loaded") == 1
    await quiet.send({"type": "hello"})
    assert (await quiet.next("state"))["version"] == 3
    await _play(clients, [quiet], moves=1)


async def test_a_room_heard_nowhere_else_holds_its_news_until_another_instance_listens(
        start_instances, redis_process):
    # Everything of the room on A (what room affinity does): A publishes nothing for it
    # after its first news, since Redis answers that nobody else listens. A spectator
    # arriving on B is told at once, and hears every move from then on through the bus
    # (the poller only reads every 5 s); once B lets the room go, A holds its news again.
    a, b = start_instances(redis_process.url, METRICS="true")
    room_id, token0, token1 = await _room(a)
    clients = {0: await Client.open(ws(a), room_id, token0),
               1: await Client.open(ws(a), room_id, token1)}
    await _play(clients, [], moves=3)
    held = metric(a, "bivouac_bus_news_held_total")
    assert held >= 2, held
    watcher = await Client.open(ws(b), room_id)
    assert watcher.state["version"] == 3
    for _ in range(3):
        version = clients[0].state["version"]
        mover = clients[clients[0].state["to_act"][0]]
        await mover.move(mover.state["legal"][0])
        await watcher.state_at(version + 1, timeout=2.5)
    assert metric(a, "bivouac_bus_news_held_total") == held
    await watcher.close()
    await until(lambda: metric(b, "bivouac_rooms_loaded") == 0, timeout=60)
    await _play(clients, [], moves=3)
    assert metric(a, "bivouac_bus_news_held_total") > held


async def _best_of_three(url: str, method: str = "GET", **kwargs) -> float:
    """The quickest of three answers to a request, in seconds (each a success)."""
    took = []
    async with httpx.AsyncClient(timeout=30) as http:
        for _ in range(3):
            started = time.monotonic()
            response = await http.request(method, url, **kwargs)
            took.append(time.monotonic() - started)
            assert response.status_code < 300, response.text
    return min(took)


async def _until_healths(procs: list[ServerProcess], want: dict, seconds: float) -> None:
    """Wait until every instance's /api/health answers `want`."""
    deadline = time.monotonic() + seconds
    async with httpx.AsyncClient(timeout=30) as http:
        while (healths := [(await http.get(f"{p.base_url}/api/health")).json()
                           for p in procs]) != [want] * len(procs):
            assert time.monotonic() < deadline, healths
            await asyncio.sleep(0.1)


async def test_a_frozen_redis_holds_up_nothing(instances, redis_process: RedisProcess):
    # Redis stops answering without closing its connections (a stalled host, a network that
    # drops packets): SIGSTOP. The instances find it away within seconds, say so, and from
    # then on nothing waits for it (presence, leases, a room's channel each used to wait
    # for their timeouts on every call): moves are acknowledged and reach the other
    # instance within its fast poll, rooms are listed, created and loaded at once.
    # Once Redis answers again, the news travels on its channel again.
    a, b = instances
    room_id, token0, token1 = await _room(a)
    clients = {0: await Client.open(ws(a), room_id, token0),
               1: await Client.open(ws(b), room_id, token1)}
    watchers = [await Client.open(ws(b), room_id)]
    await _play(clients, watchers, moves=2)
    assert redis_process.process is not None
    redis_process.process.send_signal(signal.SIGSTOP)
    frozen = time.monotonic()
    try:
        await _until_healths([a, b], {"status": "degraded", "database": "ok",
                                      "bus": "unavailable"}, 15)
        figures = {"found away": time.monotonic() - frozen,
                   # the poll, once a second now
                   "heard": await _moves_seen_across(clients, 3, within=3, watchers=watchers)}
        new = {"game": "hex_camping", "players": 2, "name": "Cy"}
        figures["create"] = await _best_of_three(f"{b.base_url}/api/rooms", "POST", json=new)
        figures["list"] = await _best_of_three(f"{a.base_url}/api/rooms")
        assert figures["create"] < 0.9 and figures["list"] < 0.9, figures
        loads = []
        async with httpx.AsyncClient(base_url=b.base_url, timeout=30) as http:
            for _ in range(3):  # created on B, loaded on A for a player's socket
                host = (await http.post("/api/rooms", json=new)).json()
                started = time.monotonic()
                late = await Client.open(ws(a), host["room_id"], host["token"])
                loads.append(time.monotonic() - started)
                await late.close()
        assert min(loads) < 0.9, loads
        figures["load"] = min(loads)
    finally:
        redis_process.process.send_signal(signal.SIGCONT)
    print("frozen Redis:", {k: [round(x, 2) for x in v] if isinstance(v, list) else round(v, 2)
                            for k, v in figures.items()})
    await _until_healths([a, b], {"status": "ok", "database": "ok", "bus": "ok"}, 15)
    # Both listen to the room's channel again: its news arrives faster than the 5 s poll.
    await _both_listen(redis_process.url, room_id)
    await _moves_seen_across(clients, 2, within=2.5)
    # The listings read without the shared presence, and the heartbeats that could not
    # share it, said so once each, naming Redis, and said when it worked again.
    await _best_of_three(f"{a.base_url}/api/rooms")
    assert a.log_path is not None
    log_path = a.log_path
    await until(lambda: "sharing presence works again" in log_path.read_text(), 15)  # 2 s beat
    said = log_path.read_text()
    for line in ("reading the shared presence failed", "reading the shared presence works again",
                 "sharing presence failed: Redis is", "sharing presence works again"):
        assert said.count(line) == 1, (line, said[-3000:])
    assert "the database is" not in said, said[-3000:]


async def _replica(admin: redis.Redis, _: RedisProcess) -> None:
    await admin.execute_command("REPLICAOF", "127.0.0.1", str(free_port()))  # never reached


async def _no_longer_a_replica(admin: redis.Redis, _: RedisProcess) -> None:
    await admin.execute_command("REPLICAOF", "NO", "ONE")


async def _past_its_memory(admin: redis.Redis, _: RedisProcess) -> None:
    await admin.config_set("maxmemory", "1")


async def _memory_back(admin: redis.Redis, _: RedisProcess) -> None:
    await admin.config_set("maxmemory", "0")


#: Ways Redis answers and refuses every write: the fault the instances name, and how the
#: test begins and ends it.
REFUSING_WRITES = {
    "a replica": ("readonly", _replica, _no_longer_a_replica),  # READONLY, after a failover
    "past its memory": ("full", _past_its_memory, _memory_back),  # OOM
    "cannot save": ("readonly", redis_cannot_save, redis_saves_again),  # MISCONF
}


@pytest.mark.parametrize("case", sorted(REFUSING_WRITES))
async def test_a_redis_that_takes_no_writes_holds_up_nothing(instances,
                                                             redis_process: RedisProcess,
                                                             case: str):
    # A failover can leave the instances on a Redis that became a replica (READONLY); a
    # Redis past its memory limit refuses writes too (OOM), and so does one whose snapshot
    # failed (MISCONF); all still answer reads, pings and the channels. Presence, leases
    # and the shared limits fail; nothing waits for them, each part says so once, naming
    # the fault (no traceback), and each says once that it works again when Redis takes
    # writes again.
    fault, begin, end = REFUSING_WRITES[case]
    a, b = instances
    room_id, token0, token1 = await _room(a)
    clients = {0: await Client.open(ws(a), room_id, token0),
               1: await Client.open(ws(b), room_id, token1)}
    await _play(clients, [], moves=2)
    logs = [p.log_path for p in (a, b)]
    assert None not in logs

    def said(line: str) -> list[int]:
        return [path.read_text().count(line) for path in logs if path is not None]

    admin = redis.from_url(redis_process.url)
    await begin(admin, redis_process)
    try:
        await _moves_seen_across(clients, 3, within=6)
        new = {"game": "hex_camping", "players": 2, "name": "Cy"}
        figures = {"create": await _best_of_three(f"{b.base_url}/api/rooms", "POST", json=new),
                   "list": await _best_of_three(f"{a.base_url}/api/rooms")}
        assert figures["create"] < 0.9 and figures["list"] < 0.9, figures
        # every instance's presence heartbeat (every 2 s) has met it
        await until(lambda: 0 not in said(f"sharing presence failed: Redis is {fault}"), 15)
        # Its channels still carry the news: the bus keeps it, though a Redis that cannot
        # save refuses even the listener's pings (the heartbeat would otherwise find it
        # "away" first, depending on which met it first). Health says what Redis refuses.
        await _until_healths([a, b], {"status": "degraded", "database": "ok", "bus": fault}, 5)
    finally:
        await end(admin, redis_process)
        await admin.aclose()
    print(f"Redis {case}:", {k: round(v, 3) for k, v in figures.items()})
    await until(lambda: 0 not in said("sharing presence works again"), 15)
    await _until_healths([a, b], {"status": "ok", "database": "ok", "bus": "ok"}, 5)
    await _moves_seen_across(clients, 2, within=6)
    for failed, back in [("sharing presence failed", "sharing presence works again"),
                         ("room leases unavailable", "room leases answer again"),
                         ("(moves): Redis unavailable", "(moves): Redis answers again")]:
        await until(lambda: said(failed) == said(back), 15)
        assert max(said(failed)) == 1, (failed, said(failed))
    assert said("bus: Redis unavailable") == [0, 0], "the bus gave up a Redis that answered"
    for path in logs:
        assert path is not None and "Traceback" not in path.read_text(), path.read_text()[-4000:]
