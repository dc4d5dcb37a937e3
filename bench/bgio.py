"""The load generator's rooms when the server is boardgame.io (`bench/node/peer.js`).

The same rooms, schedule and clocks as `bench/swarm.py` (2 players and the
spectators per match, one move per match per second, every receiver timed,
finished matches replaced), spoken in boardgame.io's protocol: its Lobby REST
(`POST /games/camping/create`, `.../join`) and socket.io (engine.io 4 over a
plain websocket: `40/camping,` to enter the game's namespace, `42/camping,[...]`
events, the server's `2` pings answered `3`). Each seat sends `sync` then
`update` actions; the server answers every receiver with `update` carrying the
state filtered by the game's player view, whose `_stateID` plays the part of
Bivouac's `version`. Spectators sync without a seat and are never parsed.
"""

from __future__ import annotations

import asyncio
import json
import time
from typing import Any

from websockets.asyncio.client import connect
from websockets.exceptions import ConnectionClosed

from bench.swarm import Peer, RestError, RoomDriver, client_address

GAME = "camping"
NAMESPACE = f"/{GAME}"
EVENT = f"42{NAMESPACE},"
CONNECTED = f"40{NAMESPACE},"
STATE_ID = '"_stateID":'
ENGINE_PATH = "/socket.io/?EIO=4&transport=websocket"


def state_id(raw: str) -> int:
    """The first `_stateID` of an event: the state's own (it precedes the initial state's)."""
    start = raw.index(STATE_ID) + len(STATE_ID)
    end = start
    while raw[end].isdigit():
        end += 1
    return int(raw[start:end])


class BgioPeer(Peer):
    """One socket.io connection of a match: a seat with its credentials, or a spectator."""

    def __init__(self, room: RoomDriver, seat: int | None, token: str | None,
                 match_id: str) -> None:
        super().__init__(room, seat, token)
        self.match_id = match_id

    async def open(self, url: str, deflate: bool, timeout: float) -> None:
        """Engine.io handshake, enter the namespace, `sync`, then start reading."""
        self.ws = await connect(
            url, compression="deflate" if deflate else None, max_size=None,
            ping_interval=None, open_timeout=timeout, close_timeout=1,
            local_addr=(self.room.address, 0),
        )
        opened = await asyncio.wait_for(self.ws.recv(), timeout)
        if not str(opened).startswith("0"):
            raise ValueError("no engine.io open packet")
        await self.ws.send(CONNECTED)
        while True:
            raw = str(await asyncio.wait_for(self.ws.recv(), timeout))
            if raw.startswith(CONNECTED):
                break
            if raw == "2":
                await self.ws.send("3")
        player = None if self.seat is None else str(self.seat)
        await self.ws.send(EVENT + json.dumps(["sync", self.match_id, player, self.token, 2]))
        self.reader = asyncio.get_running_loop().create_task(self._read())

    async def _read(self) -> None:
        assert self.ws is not None
        try:
            async for raw in self.ws:
                text = raw if isinstance(raw, str) else raw.decode()
                if text == "2":
                    await self.ws.send("3")
                else:
                    self.room.on_message(self, text)
        except ConnectionClosed:
            pass
        self.room.on_closed(self)


class BgioRoomDriver(RoomDriver):
    """A match slot against boardgame.io: create, join both seats, connect, play, replace."""

    async def _match(self) -> None:
        swarm, scenario = self.swarm, self.swarm.scenario
        self.address = client_address(self.slot + self.matches * scenario.rooms)
        self.matches += 1
        began = time.monotonic()
        # With several processes (nothing shared between them), each match whole on one.
        created = await swarm.post(self.address, f"/games/{GAME}/create",
                                   {"numPlayers": scenario.players}, instance=self.slot)
        match_id = created["matchID"]
        tokens: dict[int, str] = {}
        for seat in range(scenario.players):
            joined = await swarm.post(self.address, f"/games/{GAME}/{match_id}/join",
                                      {"playerID": str(seat), "playerName": f"Bench {seat}"},
                                      instance=self.slot)
            if "playerCredentials" not in joined:
                raise RestError("join gave no credentials")
            tokens[seat] = joined["playerCredentials"]
        swarm.result.rooms_created += 1
        self.closing = self.broken = False
        self.pending.clear()
        self.turns = asyncio.Queue()
        self.peers = [BgioPeer(self, seat, token, match_id) for seat, token in tokens.items()]
        self.peers += [BgioPeer(self, None, None, match_id) for _ in range(scenario.spectators)]
        url = swarm.ws_bases[self.slot % len(swarm.ws_bases)] + ENGINE_PATH
        await asyncio.gather(*(p.open(url, scenario.deflate, scenario.timeout)
                               for p in self.peers))
        if swarm.in_window(began):
            swarm.result.setup.add(time.monotonic() - began)
        interval = 1.0 / scenario.rate if scenario.rate > 0 else 0.0
        self.next_due = time.monotonic() + self.rng.uniform(0, interval)
        await self._play(match_id, interval)

    async def _send(self, peer: Peer, room_id: str, version: int, move: dict[str, Any]) -> None:
        assert peer.ws is not None and peer.seat is not None
        args = [move["hex"]] if move["type"] == "place" else []
        player = str(peer.seat)
        action = {"type": "MAKE_MOVE", "payload": {
            "type": move["type"], "args": args, "playerID": player, "credentials": peer.token}}
        await peer.ws.send(EVENT + json.dumps(["update", action, version, room_id, player]))

    def on_message(self, peer: Peer, raw: str) -> None:
        """Time an `update` (or the first `sync`) against its move; seats choose the next."""
        if not raw.startswith(EVENT) or STATE_ID not in raw:
            return
        kind = raw[len(EVENT) + 2:len(EVENT) + 8]
        if kind not in ("update", "sync\","):
            return
        version = state_id(raw)
        if version <= peer.seen:
            return
        peer.seen = version
        pending = self.pending.get(version)
        if pending is not None:
            self._received(peer, pending, version)
        if peer.seat is not None:
            event = json.loads(raw[len(EVENT):])
            state = event[2]["state"] if event[0] == "sync" else event[2]
            ctx = state["ctx"]
            self._consider(peer, {
                "version": version,
                "status": "finished" if ctx.get("gameover") is not None else "live",
                "to_act": [int(ctx["currentPlayer"])],
                "legal": state["G"]["legal"],
            })

