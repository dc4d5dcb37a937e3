"""Which instance is in charge of each room: it alone runs the room's clocks and its
computer players.

Every instance holding a room loaded applies its moves and serves its own connections,
but a deadline passing or a computer's turn is acted on by one instance only: the one
holding the room's lease (`Leases`, Redis keys that expire unless renewed). A room is
claimed when it is loaded; the heartbeat renews the leases held and takes over the free
ones, so when the instance in charge dies, another that holds the room takes over once
its lease expires (within `PRESENCE_TTL` plus a heartbeat, app/services.py). A room
unloaded here lets its lease go at once.

When the leases cannot be read (Redis away, or slower than its timeout), every instance
takes charge of the rooms it holds, as with no leases at all: two instances may then
compute the same move, and the database keeps one (its primary key). With no Redis
there are no leases, and the one instance is in charge of everything.
"""

from __future__ import annotations

import asyncio
import logging
from typing import TYPE_CHECKING

from app.chunks import chunks
from app.db.records import UNFINISHED
from app.rooms.ports import Leases

if TYPE_CHECKING:
    from app.rooms.room import Room

log = logging.getLogger(__name__)

#: The longest loading a room waits for its lease (seconds); then it takes charge anyway.
CLAIM_TIMEOUT = 0.25
#: The longest the heartbeat waits for the leases (seconds).
RENEW_TIMEOUT = 1.0


class Charge:
    """The leases of the rooms loaded here."""

    def __init__(self, rooms: dict[str, Room]) -> None:
        self.rooms = rooms
        self.leases: Leases | None = None
        self._failing = False
        self._tasks: set[asyncio.Task[None]] = set()

    async def take(self, room: Room) -> None:
        """A room just loaded or created here: in charge of it if its lease is free."""
        if self.leases is None:
            return
        held = await self._hold([room.id], CLAIM_TIMEOUT)
        room.in_charge = room.id in held

    async def renew(self) -> None:
        """The heartbeat: renew the leases held, take the free ones of the rooms loaded
        here, and let each room know whether it is in charge."""
        if self.leases is None:
            return
        loaded = [room for room in self.rooms.values() if room.status in UNFINISHED]
        held = await self._hold([room.id for room in loaded], RENEW_TIMEOUT)
        dropped = []
        # A chunk of rooms at a time: taking charge may play what is due in each.
        async for chunk in chunks(loaded):
            for room in chunk:
                if room.closed:  # unloaded while the leases were read: let it go again
                    if room.id in held and room.id not in self.rooms:
                        dropped.append(room.id)
                    continue
                room.set_in_charge(room.id in held)
        if dropped:
            await self._release(dropped)

    def let_go(self, room: Room) -> None:
        """A room unloaded here: another instance may take it over now."""
        if self.leases is None or not room.in_charge or room.status not in UNFINISHED:
            return
        task = asyncio.get_running_loop().create_task(self._release([room.id]))
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)

    async def let_go_all(self) -> None:
        """This instance stops: its rooms are taken over at the others' next heartbeat."""
        if self.leases is None:
            return
        await self._release([r.id for r in self.rooms.values() if r.in_charge])

    async def _hold(self, room_ids: list[str], timeout: float) -> set[str]:
        assert self.leases is not None
        if not room_ids:
            return set()
        try:
            held = await self.leases.hold(room_ids, timeout)
        except Exception as error:  # noqa: BLE001 - Redis away: run the rooms here
            if not self._failing:
                log.warning("room leases unavailable (%s): this instance runs the clocks and "
                            "computer players of every room it holds", type(error).__name__)
            self._failing = True
            return set(room_ids)
        if self._failing:
            log.warning("room leases answer again: one instance in charge of each room")
            self._failing = False
        return held

    async def _release(self, room_ids: list[str]) -> None:
        assert self.leases is not None
        try:
            await self.leases.release(room_ids)
        except Exception:  # noqa: BLE001 - the lease expires by itself
            log.debug("room leases: release failed", exc_info=True)
