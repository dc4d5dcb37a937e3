"""What one load run does: how many rooms, who is in them, how fast they play and for how long."""

from __future__ import annotations

from dataclasses import asdict, dataclass
from typing import Any


@dataclass(frozen=True)
class Scenario:
    """One load run's shape; every room has `players` seats and `spectators` watchers."""

    rooms: int = 1000
    spectators: int = 2
    #: Moves per room per second; 0 plays each move as soon as the turn arrives (peak load).
    rate: float = 1.0
    #: Seconds measured, after the ramp and the warm-up.
    duration: float = 60.0
    #: Seconds over which the rooms are created, spread evenly.
    ramp: float = 30.0
    #: Seconds of full load before measuring.
    warmup: float = 10.0
    game: str = "hex_camping"
    players: int = 2
    #: Generator processes; 0 picks one per 500 rooms, at most the number of cores.
    workers: int = 0
    #: Offer permessage-deflate, as browsers do.
    deflate: bool = True
    #: Seconds a room waits for its next turn before it counts a timeout and is replaced.
    timeout: float = 10.0
    #: Seconds between samples of the server's memory.
    sample_every: float = 5.0
    #: What the generator speaks: "bivouac" (REST + the room websocket, also the relays')
    #: or "bgio" (boardgame.io's Lobby REST + socket.io).
    protocol: str = "bivouac"
    #: With several instances: every websocket of a room goes to the instance its id
    #: hashes to (as nginx's `hash` on the room id does), its REST calls still spread.
    affinity: bool = False
    #: With several instances: every REST call and websocket of a room goes to one instance
    #: (the room's slot chooses it), for servers that share nothing, like the relays.
    whole_rooms: bool = False

    @property
    def connections(self) -> int:
        """Websockets open at full load."""
        return self.rooms * (self.players + self.spectators)

    @property
    def offered_rate(self) -> float:
        """Moves per second asked of the server (0: as many as it can take)."""
        return self.rooms * self.rate

    def to_json(self) -> dict[str, Any]:
        """The scenario as plain data, for the report."""
        return asdict(self)
