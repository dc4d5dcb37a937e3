"""The one Redis key per instance that vouches for that instance's other keys."""

from __future__ import annotations

from typing import Any


class Alive:
    """An instance's one key that says it lives (`bivouac:alive:<instance>` for the bus,
    `bivouac:limit:alive:<instance>` for the shared limits): every heartbeat renews it,
    and it expires `ttl` seconds after the last one. The keys it vouches for (who is
    connected to a room, who is in charge of it, how many sockets an address has open
    here) live long and are written only when they change: whether one counts is read
    from its instance's alive key. So a heartbeat writes one key, not some per room or
    address (500 rooms: some 4,000 Redis commands every 2 s, which the tail of every
    move's latency paid for).

    `epoch` grows each time a beat finds the key gone: at the first beat, after Redis
    was restarted or emptied, or after this instance stalled past its ttl (its rooms may
    have been taken over, its counts dropped). Whoever keeps such keys then writes or
    reads them all again.
    """

    def __init__(self, key: str) -> None:
        self.key = key
        self.epoch = 0

    async def beat(self, client: Any, ttl: float) -> None:
        if await client.set(self.key, "1", px=int(ttl * 1000), get=True) is None:
            self.epoch += 1

    async def end(self, client: Any) -> None:
        """This instance stops: its keys stop counting now."""
        await client.delete(self.key)
