"""One load-generator process: its share of the rooms, played through the public protocol only.

Every room lives in one process, so the time a move is sent and the times its
`state` reaches each receiver are read on the same clock. Spectators never
parse a `state` (only its `version`, found by a string search): the
generator's own CPU must stay far below the server's.
"""

from __future__ import annotations

import asyncio
import contextlib
import gc
import json
import os
import random
import resource
import time
import zlib
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field
from multiprocessing.connection import Connection as Pipe
from typing import Any
from urllib.parse import urlsplit

from websockets.asyncio.client import ClientConnection, connect
from websockets.exceptions import ConnectionClosed, InvalidHandshake

from bench.histogram import Histogram
from bench.scenario import Scenario
from bench.server import raise_open_files

STATE_PREFIX = '{"type":"state"'
WAITING = '"status":"waiting"'
ERROR_PREFIX = '{"type":"error"'
VERSION_KEY = '"version":'
#: Seconds given to moves still in flight when the measurement ends.
DRAIN = 2.0
GC_YOUNG = 10_000
GC_NEVER = 1_000_000_000
#: Seconds between two looks at the generator's own event-loop delay.
LAG_TICK = 0.05


@dataclass
class Timeline:
    """Shared instants (time.monotonic, the same clock in every process of this machine)."""

    start: float
    ramp: float
    warmup: float
    duration: float

    @property
    def measure_start(self) -> float:
        """When measuring begins."""
        return self.start + self.ramp + self.warmup

    @property
    def measure_end(self) -> float:
        """When measuring ends."""
        return self.measure_start + self.duration


@dataclass
class WorkerResult:
    """What one generator process measured inside the window."""

    fanout: Histogram = field(default_factory=Histogram)  # send -> the last receiver
    receipt: Histogram = field(default_factory=Histogram)  # send -> each receiver
    mover: Histogram = field(default_factory=Histogram)
    spectator: Histogram = field(default_factory=Histogram)
    setup: Histogram = field(default_factory=Histogram)  # create + join + connect + hello
    loop_lag: Histogram = field(default_factory=Histogram)  # the generator's own event-loop delay
    gc_pause: Histogram = field(default_factory=Histogram)  # the generator's own full collections
    moves_sent: int = 0
    moves_acked: int = 0
    rooms_created: int = 0
    matches_finished: int = 0
    errors: Counter[str] = field(default_factory=Counter)
    open_connections: int = 0
    cpu_seconds: float = 0.0

    def merge(self, other: WorkerResult) -> None:
        """Add another process's figures."""
        for name in ("fanout", "receipt", "mover", "spectator", "setup", "loop_lag", "gc_pause"):
            getattr(self, name).merge(getattr(other, name))
        for name in ("moves_sent", "moves_acked", "rooms_created", "matches_finished",
                     "open_connections"):
            setattr(self, name, getattr(self, name) + getattr(other, name))
        self.cpu_seconds += other.cpu_seconds
        self.errors.update(other.errors)


@dataclass
class Pending:
    """A move on its way: when it was sent and how many receivers have yet to see it."""

    sent: float
    left: int
    mover: Peer
    measured: bool


def _version(raw: str) -> int:
    start = raw.index(VERSION_KEY) + len(VERSION_KEY)
    return int(raw[start:raw.index(",", start)])


def _concrete(entry: dict[str, Any]) -> dict[str, Any]:
    """A move to send from a `legal` entry: keys listed under `free` are filled with text."""
    free = entry.get("free")
    if not free:
        return entry
    move = {k: v for k, v in entry.items() if k != "free"}
    for key in free:
        move[key] = "bench"
    return move


def client_address(slot: int) -> str:
    """The loopback address room `slot` connects from: one per room, like one household each."""
    # The whole of 127.0.0.0/8 is loopback; distinct addresses keep the server's per-address
    # limits (sockets, moves, rooms per minute) what they would be for real clients.
    return f"127.{1 + slot // 62500 % 254}.{slot // 250 % 250}.{slot % 250 + 1}"


async def post_json(host: str, port: int, local: str, path: str, body: dict[str, Any],
                    timeout: float) -> tuple[int, dict[str, Any]]:
    """One HTTP/1.1 POST of JSON from address `local`; returns the status and the JSON answer."""
    data = json.dumps(body).encode()
    reader, writer = await asyncio.wait_for(
        asyncio.open_connection(host, port, local_addr=(local, 0)), timeout)
    try:
        writer.write(
            f"POST {path} HTTP/1.1\r\nHost: {host}:{port}\r\nContent-Type: application/json\r\n"
            f"Content-Length: {len(data)}\r\nConnection: close\r\n\r\n".encode() + data
        )
        raw = await asyncio.wait_for(reader.read(), timeout)
    finally:
        writer.close()
    head, _, answer = raw.partition(b"\r\n\r\n")
    status = int(head.split(b" ", 2)[1])
    return status, json.loads(answer) if answer else {}


def _cpu_now() -> float:
    usage = resource.getrusage(resource.RUSAGE_SELF)
    return usage.ru_utime + usage.ru_stime


class RestError(Exception):
    """A REST call the server refused."""


class Peer:
    """One websocket of a room: a seat (with its token) or a spectator."""

    def __init__(self, room: RoomDriver, seat: int | None, token: str | None) -> None:
        self.room = room
        self.seat = seat
        self.token = token
        self.ws: ClientConnection | None = None
        self.reader: asyncio.Task[None] | None = None
        self.seen = -1
        self.waiting = False

    async def open(self, url: str, deflate: bool, timeout: float) -> None:
        """Connect, say hello and start reading."""
        self.ws = await connect(
            url, compression="deflate" if deflate else None, max_size=None,
            ping_interval=None, open_timeout=timeout, close_timeout=1,
            local_addr=(self.room.address, 0),
        )
        await self.ws.send(json.dumps({"type": "hello", "token": self.token}))
        self.reader = asyncio.get_running_loop().create_task(self._read())

    async def _read(self) -> None:
        assert self.ws is not None
        try:
            async for raw in self.ws:
                self.room.on_message(self, raw if isinstance(raw, str) else raw.decode())
        except ConnectionClosed:
            pass
        self.room.on_closed(self)

    async def close(self) -> None:
        """Close the connection without waiting long for the server's answer."""
        if self.ws is not None:
            with contextlib.suppress(TimeoutError, ConnectionClosed, OSError):
                await asyncio.wait_for(self.ws.close(), 2)


class RoomDriver:
    """One room slot: creates a room, plays it to the end at the set rate, then starts over."""

    def __init__(self, swarm: Swarm, slot: int, start_at: float) -> None:
        self.swarm = swarm
        self.slot = slot
        self.start_at = start_at
        self.rng = random.Random(slot)
        self.address = client_address(slot)
        self.matches = 0
        self.peers: list[Peer] = []
        self.pending: dict[int, Pending] = {}
        self.turns: asyncio.Queue[tuple[Peer, dict[str, Any]] | None] = asyncio.Queue()
        self.closing = False
        self.broken = False
        self.next_due = 0.0

    async def life(self) -> None:
        """Play matches back to back until the run ends."""
        await asyncio.sleep(max(0.0, self.start_at - time.monotonic()))
        while not self.swarm.stopping:
            try:
                await self._match()
            except RestError as error:
                self.swarm.error(f"refused: {error}")
                await asyncio.sleep(1.0)
            except (OSError, InvalidHandshake, ConnectionClosed, TimeoutError,
                    KeyError, ValueError) as error:
                # Set-up that timed out, a refused handshake, a socket that broke mid-match.
                self.swarm.error(type(error).__name__)
                await asyncio.sleep(1.0)
            finally:
                await self._close()

    async def _match(self) -> None:
        swarm, scenario = self.swarm, self.swarm.scenario
        # Each match comes from new players (a new address), as a fast room would be in use:
        # one address replaying the same slot would soon meet the rooms-per-minute limit.
        self.address = client_address(self.slot + self.matches * scenario.rooms)
        self.matches += 1
        began = time.monotonic()
        # With several instances, each room's players, spectators and REST calls are spread
        # over them in turn, so that most of its messages cross from one instance to another.
        # With whole rooms, all of them on the room's own instance.
        step = 0 if scenario.whole_rooms else 1
        created = await swarm.post(self.address, "/api/rooms", {
            "game": scenario.game, "players": scenario.players, "name": f"Bench {self.slot}",
        }, instance=self.slot)
        room_id = created["room_id"]
        tokens: dict[int, str] = {created["seat"]: created["token"]}
        for n in range(1, scenario.players):
            joined = await swarm.post(self.address, f"/api/rooms/{room_id}/join",
                                      {"name": f"Guest {n}"}, instance=self.slot + step * n)
            tokens[joined["seat"]] = joined["token"]
        swarm.result.rooms_created += 1
        self.closing = self.broken = False
        self.pending.clear()
        self.turns = asyncio.Queue()
        self.peers = [Peer(self, seat, token) for seat, token in sorted(tokens.items())]
        self.peers += [Peer(self, None, None) for _ in range(scenario.spectators)]
        await asyncio.gather(*(
            peer.open(swarm.ws_url(room_id, self.slot + step * k), scenario.deflate,
                      scenario.timeout)
            for k, peer in enumerate(self.peers)
        ))
        if swarm.in_window(began):
            swarm.result.setup.add(time.monotonic() - began)
        interval = 1.0 / scenario.rate if scenario.rate > 0 else 0.0
        # A random phase spreads the rooms' moves evenly over each second.
        self.next_due = time.monotonic() + self.rng.uniform(0, interval)
        await self._play(room_id, interval)

    async def _play(self, room_id: str, interval: float) -> None:
        swarm = self.swarm
        while not swarm.stopping:
            try:
                turn = await asyncio.wait_for(self.turns.get(), swarm.scenario.timeout)
            except TimeoutError:
                swarm.error("no turn within the timeout")
                return
            if turn is None:
                if self.broken:
                    return
                swarm.result.matches_finished += 1
                await self._drain()
                return
            peer, state = turn
            if interval:
                delay = self.next_due - time.monotonic()
                if delay > 0:
                    await asyncio.sleep(delay)
                # Hold the schedule, but never burst to make up for more than one late turn.
                self.next_due = max(self.next_due + interval, time.monotonic() - interval)
            if swarm.stopping:
                return
            version = state["version"]
            move = _concrete(self.rng.choice(state["legal"]))
            sent = time.monotonic()
            measured = swarm.in_window(sent)
            self.pending[version + 1] = Pending(sent, len(self.peers), peer, measured)
            if measured:
                swarm.result.moves_sent += 1
            await self._send(peer, room_id, version, move)

    async def _send(self, peer: Peer, room_id: str, version: int, move: dict[str, Any]) -> None:
        assert peer.ws is not None
        await peer.ws.send(json.dumps({
            "type": "move", "id": f"{room_id}-{version}", "version": version, "move": move,
        }))

    async def _drain(self) -> None:
        deadline = time.monotonic() + DRAIN
        while self.pending and time.monotonic() < deadline:
            await asyncio.sleep(0.05)

    def on_message(self, peer: Peer, raw: str) -> None:
        """Time a `state` against its move; let the seat to act choose its next move."""
        if raw.startswith(STATE_PREFIX):
            version = _version(raw)
            # A waiting room that starts sends its first live state at the same version
            # (no move yet): it may come later than the connection's first state when
            # the last player joined through another instance.
            starting = version == peer.seen and peer.waiting
            if version <= peer.seen and not starting:
                return
            peer.seen = version
            peer.waiting = WAITING in raw
            pending = self.pending.get(version)
            if pending is not None:
                self._received(peer, pending, version)
            if peer.seat is not None:
                self._consider(peer, json.loads(raw))
        elif raw.startswith(ERROR_PREFIX):
            self.swarm.error(f"error: {json.loads(raw).get('code')}")

    def _received(self, peer: Peer, pending: Pending, version: int) -> None:
        now = time.monotonic()
        latency = now - pending.sent
        result = self.swarm.result
        if pending.measured:
            result.receipt.add(latency)
            if peer is pending.mover:
                result.mover.add(latency)
                result.moves_acked += 1
            elif peer.seat is None:
                result.spectator.add(latency)
        pending.left -= 1
        if pending.left == 0:
            del self.pending[version]
            if pending.measured:
                result.fanout.add(latency)

    def _consider(self, peer: Peer, state: dict[str, Any]) -> None:
        if state["status"] == "finished":
            # Both seats see the end; one sentinel is enough to stop the match.
            if peer is self.peers[0]:
                self.turns.put_nowait(None)
        elif peer.seat in state["to_act"] and state["legal"]:
            self.turns.put_nowait((peer, state))

    def on_closed(self, peer: Peer) -> None:
        """A connection ended: expected while closing, an error otherwise."""
        if not self.closing and not self.swarm.stopping and not self.broken:
            self.swarm.error("connection closed by server")
            self.broken = True
            self.turns.put_nowait(None)

    async def _close(self) -> None:
        self.closing = True
        peers, self.peers = self.peers, []
        await asyncio.gather(*(p.close() for p in peers))

    def open_connections(self) -> int:
        """Connections of this room that are open now."""
        return sum(1 for p in self.peers if p.ws is not None and p.ws.close_code is None)


class Swarm:
    """Every room slot of one process, the REST client they share and the figures they add to."""

    def __init__(self, scenario: Scenario, slots: list[int], base_urls: Sequence[str],
                 timeline: Timeline) -> None:
        self.scenario = scenario
        #: The server's address, or each instance's when several serve the same rooms.
        self.base_urls = list(base_urls)
        self.ws_bases = ["ws" + url[len("http"):] for url in self.base_urls]
        self.addresses = [(loc.hostname or "127.0.0.1", loc.port or 80)
                          for loc in map(urlsplit, self.base_urls)]
        self.timeline = timeline
        self.result = WorkerResult()
        self.stopping = False
        self._gc_began = 0.0
        step = timeline.ramp / max(1, scenario.rooms)
        driver: type[RoomDriver] = RoomDriver
        if scenario.protocol == "bgio":
            from bench.bgio import BgioRoomDriver
            driver = BgioRoomDriver
        self.rooms = [driver(self, slot, timeline.start + slot * step) for slot in slots]

    def in_window(self, instant: float) -> bool:
        """True if `instant` lies in the measured window."""
        return self.timeline.measure_start <= instant < self.timeline.measure_end

    def error(self, kind: str) -> None:
        """Count one error of this kind."""
        self.result.errors[kind] += 1

    def ws_url(self, room_id: str, instance: int) -> str:
        """The websocket address of a room on instance number `instance` (modulo their
        count), or, with room affinity, on the instance the room's id hashes to."""
        if self.scenario.affinity:
            instance = zlib.crc32(room_id.encode())
        return f"{self.ws_bases[instance % len(self.ws_bases)]}/ws/rooms/{room_id}"

    async def post(self, local: str, path: str, body: dict[str, Any],
                   instance: int = 0) -> dict[str, Any]:
        """POST JSON from address `local` to an instance; the answer, raising on any refusal."""
        host, port = self.addresses[instance % len(self.addresses)]
        status, answer = await post_json(host, port, local, path, body, self.scenario.timeout)
        if status >= 300:
            raise RestError(f"{status} {answer.get('error', {}).get('code', '?')}")
        return answer

    async def _watch_loop(self) -> None:
        # If this process's loop falls behind, its latencies time the generator, not the server.
        while True:
            before = time.monotonic()
            await asyncio.sleep(LAG_TICK)
            if self.in_window(before):
                self.result.loop_lag.add(max(0.0, time.monotonic() - before - LAG_TICK))

    def _on_gc(self, phase: str, info: dict[str, int]) -> None:
        if info.get("generation") != 2:
            return
        if phase == "start":
            self._gc_began = time.monotonic()
        elif self.in_window(self._gc_began):
            self.result.gc_pause.add(time.monotonic() - self._gc_began)

    async def run(self) -> WorkerResult:
        """Ramp up, measure, and return the figures (connections are left open)."""
        loop = asyncio.get_running_loop()
        gc.callbacks.append(self._on_gc)
        tasks = [loop.create_task(r.life()) for r in self.rooms]
        tasks.append(loop.create_task(self._watch_loop()))
        await asyncio.sleep(max(0.0, self.timeline.measure_start - time.monotonic()))
        cpu_before = _cpu_now()
        await asyncio.sleep(max(0.0, self.timeline.measure_end - time.monotonic()))
        self.result.cpu_seconds = _cpu_now() - cpu_before
        self.result.open_connections = sum(r.open_connections() for r in self.rooms)
        self.stopping = True
        await asyncio.sleep(DRAIN)
        for task in tasks:
            task.cancel()
        return self.result


def _new_loop() -> asyncio.AbstractEventLoop:
    try:
        import uvloop
    except ImportError:
        return asyncio.new_event_loop()
    return uvloop.new_event_loop()


def worker_main(scenario: Scenario, slots: list[int], base_urls: Sequence[str],
                timeline: Timeline, pipe: Pipe) -> None:
    """Entry point of a generator process: run, send the figures back, exit at once."""
    raise_open_files()
    # A full collection walks every object of thousands of connections: it stalled this
    # process for up to a second, timing the generator rather than the server. Young
    # collections still run; the little cyclic garbage left is freed when the process exits.
    gc.freeze()
    gc.set_threshold(GC_YOUNG, 10, GC_NEVER)
    with asyncio.Runner(loop_factory=_new_loop) as runner:
        result = runner.run(Swarm(scenario, slots, base_urls, timeline).run())
        pipe.send(result)
        pipe.close()
        # Thousands of sockets: the kernel closes them faster than polite close handshakes.
        os._exit(0)
