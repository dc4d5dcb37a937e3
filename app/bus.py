"""Fan-out between server instances: news of a room travels from the instance that stored it.

One process needs no bus (`LocalBus`). Several instances share PostgreSQL as
the source of truth and Redis pub/sub for the news (`RedisBus`): an event
only says that something changed; receivers read what changed from the
database, so a lost event costs a delay (the poller catches up), never a move.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
import re
import secrets
import time
from collections import deque
from collections.abc import AsyncGenerator, AsyncIterator, Awaitable, Callable
from typing import Any

import orjson

from app.alive import Alive
from app.protocol.bus import (
    BusEvent,
    Listening,
    MoveStored,
    RematchOffered,
    SeatsChanged,
    encode_envelope,
    parse_envelope,
)
from app.tasks import STOP_WAIT, cancel_and_wait

log = logging.getLogger(__name__)

CHANNEL_PREFIX = "bivouac:room:"
INSTANCE_PREFIX = "bivouac:instance:"
PRESENCE_PREFIX = "bivouac:presence:"
LEASE_PREFIX = "bivouac:charge:"
ALIVE_PREFIX = "bivouac:alive:"
#: How long a room's presence or lease key lives unless written again (seconds). Whether
#: it counts is read from its instance's alive key, which expires within seconds of the
#: instance's death; this only clears, in the end, the keys of a dead instance that no
#: live one read again. A key is written when it changes, and at the latest after a
#: third of this.
KEEP = 600.0
#: The longest a presence read or write may wait for Redis (seconds).
PRESENCE_TIMEOUT = 1.0
#: The longest loading a room waits for Redis to confirm its channel (seconds).
SUBSCRIBE_TIMEOUT = 1.0
#: The listener pings Redis after this long without hearing from it (seconds), and takes
#: its connection for lost once it has heard nothing for LISTENER_DEAD: a Redis that stops
#: answering without closing the connection (a stalled host, a network dropping packets)
#: is then treated as a Redis that stopped, rather than trusted for ever.
LISTENER_QUIET = 1.0
LISTENER_DEAD = 3.0
#: Chat lines and refusals a room holds back, the newest: what an instance that starts
#: listening may have missed between reading the room and being heard is far less.
HELD_LINES = 64
Handler = Callable[[str, BusEvent], Awaitable[None]]
Lost = Callable[[], None]


def _text(value: bytes | str) -> str:
    return value.decode() if isinstance(value, bytes) else value


#: The errors of a Redis command that say Redis cannot serve now (by class, as redis-py
#: names them, and Python's own), and what they mean: `readonly` (a replica, as after a
#: failover), `full` (past its maxmemory), `denied` (it refuses the server's password or
#: user, or a command to it: its `requirepass` or ACL changed), `away`, `busy`.
_REDIS_FAULTS = {"ReadOnlyError": "readonly", "OutOfMemoryError": "full",
                 "AuthenticationError": "denied", "AuthorizationError": "denied",
                 "AuthenticationWrongNumberOfArgsError": "denied", "NoPermissionError": "denied",
                 "BusyLoadingError": "away", "MasterDownError": "away", "TryAgainError": "busy",
                 "ConnectionError": "away", "OSError": "away", "TimeoutError": "busy"}


_MISCONF = re.compile(r"\bMISCONF\b")


def redis_fault(error: BaseException) -> str | None:
    """Why Redis cannot serve now, for an error a command raised; None for any other error
    (a bug)."""
    for kind in type(error).__mro__:
        if (fault := _REDIS_FAULTS.get(kind.__name__)) is not None:
            return fault
    # It cannot save its snapshot: writes are refused. Matched anywhere in the text, which a
    # pipeline prefixes with the command that met it.
    if _MISCONF.search(str(error)):
        return "readonly"
    return None


def redis_trouble(fault: str | None) -> str:
    """What a log line says Redis does, for a fault of `redis_fault`: it refuses this
    instance's password or user (which waiting does not mend: an operator must), or it
    is unavailable."""
    return "refuses this instance's password or user" if fault == "denied" else "unavailable"


class LocalBus:
    """The bus of a single process: every room lives here, so there is nobody to tell."""

    mode = "local"
    #: Why the bus cannot listen to Redis (`away`, `denied`, ...), None while it can.
    fault: str | None = None

    def __init__(self) -> None:
        self.instance = secrets.token_hex(6)
        #: News held back instead of published, since nobody else listened (/metrics).
        self.held = 0

    @property
    def healthy(self) -> bool:
        """A local bus never fails."""
        return True

    async def start(self, handler: Handler, lost: Lost | None = None) -> None:
        """Nothing to listen to, nothing to lose."""

    def publish(self, room_id: str, event: BusEvent) -> None:
        """Nothing to send."""

    def watch(self, room_id: str) -> None:
        """Nothing to listen to."""

    async def listen(self, room_id: str) -> None:
        """Nothing to listen to."""

    def forget(self, room_id: str) -> None:
        """Nothing to stop listening to."""

    async def hears(self, instances: list[str]) -> set[str] | None:
        """Which of these instances hear this one's news (None: it cannot tell now)."""
        return set()

    async def stop(self) -> None:
        """Nothing to stop."""


class _Held:
    """A room's news held back while no other instance listens, in short: all that an
    instance starting to listen can need (it read the room just before)."""

    __slots__ = ("move", "seats", "rematch", "lines")

    def __init__(self) -> None:
        self.move: MoveStored | None = None  # the newest: a receiver reads every move up to it
        self.seats = False
        self.rematch: RematchOffered | None = None
        self.lines: deque[BusEvent] = deque(maxlen=HELD_LINES)  # chat lines, refusals

    def keep(self, event: BusEvent) -> None:
        match event:
            case MoveStored():
                self.move = event
            case SeatsChanged():
                self.seats = True
            case RematchOffered():
                self.rematch = event
            case _:
                self.lines.append(event)

    def events(self) -> list[BusEvent]:
        return [*([self.move] if self.move else []), *([SeatsChanged()] if self.seats else []),
                *self.lines, *([self.rematch] if self.rematch else [])]


class RedisBus(LocalBus):
    """Redis pub/sub between instances; reconnects by itself when Redis comes back.

    A room's news is published only while another instance listens to its channel: with
    each room's sockets on one instance (room affinity) most rooms are heard by nobody
    else, and their news would cost a round trip and its echo for nothing. PUBLISH
    answers how many listeners got the news; when only this instance did, the room's
    next news is held back (`_Held`). A count of one is taken for this instance only if
    its own subscription to the room was confirmed before the PUBLISH was sent, and
    neither a `Listening` was heard nor the listening connection made again before the
    answer: otherwise the one listener may be another instance whose `Listening` this
    one never heard. An instance that starts listening to a room says so
    (`Listening`, published once Redis confirmed its subscription, before it reads the
    room); on hearing it, the holder publishes what it held and, from then on,
    everything: news stored after the newcomer's read is either held and sent then, or
    published while the newcomer already listens.
    """

    mode = "redis"

    def __init__(self, url: str) -> None:
        super().__init__()
        self.url = url
        self.alive = Alive(ALIVE_PREFIX + self.instance)
        self._healthy = False
        self._client: Any = None
        self._listener: asyncio.Task[None] | None = None
        self._sends: set[asyncio.Task[None]] = set()
        #: News waiting to be published, in order, and the one task that sends it.
        self._outbox: list[tuple[str, bool, bytes]] = []
        self._sender: asyncio.Task[None] | None = None
        #: How this instance's own news starts: it comes back on the rooms' channels.
        self._own = b'{"origin":' + orjson.dumps(self.instance) + b","
        #: The rooms loaded here: one channel each, subscribed while loaded.
        self._rooms: set[str] = set()
        self._pubsub: Any = None
        #: Subscriptions sent and not yet confirmed by Redis, by channel.
        self._confirming: dict[str, asyncio.Future[None]] = {}
        #: The rooms whose subscription Redis confirmed (since the last connection).
        self._subscribed: set[str] = set()
        #: The rooms no other instance listened to at their last news: news held back.
        self._unheard: dict[str, _Held] = {}
        #: `Listening` notices heard and connections of the listener begun: a listener
        #: count read across either may be stale (a newcomer's notice, or this instance's
        #: own subscriptions, may have been missed meanwhile).
        self._changes = 0
        #: When the listener found Redis away (for the line that says it is back).
        self._away_since: float | None = None
        self._lost: Lost | None = None

    @property
    def healthy(self) -> bool:
        """True while the listener is subscribed."""
        return self._healthy

    @property
    def away(self) -> bool:
        """True once the listener found Redis away or refusing it (an error, or no answer
        for LISTENER_DEAD), until Redis confirms a subscription again: presence and leases
        then fail at once instead of waiting for their timeouts on every call."""
        return self.fault is not None

    @property
    def sending(self) -> bool:
        """True while news is on its way to Redis, or waiting for its answer."""
        return self._sender is not None and not self._sender.done()

    async def start(self, handler: Handler, lost: Lost | None = None) -> None:
        """Connect and listen in the background; `lost` is called each time the listener
        finds Redis away (news may be missed until it is back)."""
        import redis.asyncio as redis

        self._lost = lost
        # No PING before a command on a connection idle for a while (redis-py's health
        # check): a Redis that cannot save its snapshot refuses PING (MISCONF), and every
        # PUBLISH or read behind one failed with it. The listener pings on its own
        # (LISTENER_QUIET); a pooled connection that Redis closed is made again when it is
        # taken (tests/scale/test_bus.py: news goes out after Redis restarted).
        self._client = redis.from_url(
            self.url, socket_connect_timeout=1, socket_timeout=None, health_check_interval=0
        )
        self._listener = asyncio.get_running_loop().create_task(self._listen(handler))

    async def _listen(self, handler: Handler) -> None:
        delay = 0.2
        own = INSTANCE_PREFIX + self.instance
        while True:
            pubsub = self._client.pubsub()
            try:
                self._subscribed.clear()
                self._changes += 1
                # The instance's own channel keeps the subscription open with no room loaded.
                async with asyncio.timeout(SUBSCRIBE_TIMEOUT):
                    await pubsub.subscribe(own, *(CHANNEL_PREFIX + r for r in self._rooms))
                self._pubsub = pubsub
                async with contextlib.aclosing(self._messages(pubsub)) as messages:
                    async for message in messages:
                        kind = message.get("type")
                        if kind == "subscribe":
                            if _text(message["channel"]) == own:
                                self._connected()
                                delay = 0.2
                            self._confirmed(message["channel"])
                        elif kind == "message":
                            await self._dispatch(handler, message)
            except asyncio.CancelledError:
                raise
            except Exception as error:  # noqa: BLE001 - any Redis failure: retry later
                was_up, was_away = self._healthy, self.away
                self._healthy = False
                self.fault = redis_fault(error) or "away"
                if was_up or not was_away:  # once per outage
                    log.warning("bus: Redis %s (%s); the database poller takes over",
                                redis_trouble(self.fault), error or type(error).__name__)
                    self._away_since = time.monotonic()
                if was_up and self._lost is not None:
                    self._lost()
                await asyncio.sleep(delay)
                delay = min(2.0, delay * 2)
            finally:
                self._pubsub = None
                try:
                    await pubsub.aclose()
                except Exception:  # noqa: BLE001 - the connection is already gone
                    pass

    @staticmethod
    async def _messages(pubsub: Any) -> AsyncGenerator[dict[str, Any], None]:
        """What Redis sends on the listening connection; a ping after LISTENER_QUIET of
        silence, and ConnectionError after LISTENER_DEAD without a word from Redis (a ping
        refused is a word)."""
        loop = asyncio.get_running_loop()
        heard = loop.time()
        pinged = False
        while True:
            try:
                message = await pubsub.get_message(timeout=LISTENER_QUIET)
            except Exception as error:
                if redis_fault(error) != "readonly":
                    raise
                # Redis refused a ping: one that cannot save its snapshot refuses PING as a
                # write (MISCONF). It answered, and its channels still carry the news.
                heard, pinged = loop.time(), False
                continue
            if message is not None:
                heard, pinged = loop.time(), False
                yield message
                continue
            silent = loop.time() - heard
            if silent >= LISTENER_DEAD:
                raise ConnectionError(f"Redis did not answer for {silent:.1f} s")
            if not pinged:
                async with asyncio.timeout(LISTENER_QUIET):
                    await pubsub.ping()
                pinged = True

    def _connected(self) -> None:
        """Redis confirmed this connection's subscription: the bus is up."""
        self._healthy = True
        self.fault = None
        if self._away_since is not None:  # the end of an outage, said as its start was
            log.warning("bus: Redis answers again after %.1f s; news travels through it",
                        time.monotonic() - self._away_since)
            self._away_since = None
        # Listeners may have come while this connection was down, their `Listening`
        # unheard; news was published meanwhile: what was held goes out now, and the
        # next news is counted again.
        held, self._unheard = self._unheard, {}
        for room_id, news in held.items():
            for event in news.events():
                self._send(room_id, event, may_hold=False)
        log.info("bus: subscribed to Redis")

    async def _dispatch(self, handler: Handler, message: dict[str, Any]) -> None:
        try:
            if message["data"].startswith(self._own):
                return  # news this instance published: nothing to parse
            envelope = parse_envelope(message["data"])
            if envelope.origin == self.instance:
                return
            room_id = _text(message["channel"]).removeprefix(CHANNEL_PREFIX)
            if isinstance(envelope.event, Listening):
                self._heard_listening(room_id)
            else:
                await handler(room_id, envelope.event)
        except Exception:  # noqa: BLE001 - one bad event must not stop the listener
            log.exception("bus: an event could not be handled")

    def watch(self, room_id: str) -> None:
        """Listen to a room's channel while it is loaded here."""
        if room_id not in self._rooms:
            self._rooms.add(room_id)
            self._background(self._change("subscribe", room_id))

    async def listen(self, room_id: str) -> None:
        """Listen to a room's channel, and return once Redis has confirmed it: a room read
        from the database after this misses no news published after the read. While
        Redis is unavailable it returns at once (the poller catches up instead)."""
        if room_id in self._rooms:
            return
        self._rooms.add(room_id)
        pubsub = self._pubsub
        if pubsub is None:
            return  # the next subscription takes every loaded room's channel
        channel = CHANNEL_PREFIX + room_id
        confirmed = asyncio.get_running_loop().create_future()
        self._confirming[channel] = confirmed
        try:
            async with asyncio.timeout(SUBSCRIBE_TIMEOUT):
                await pubsub.subscribe(channel)
                await confirmed
        except Exception as error:  # noqa: BLE001 - the poller catches up what is missed
            log.debug("bus: subscribing to %s failed: %s", room_id, error)
        finally:
            if self._confirming.get(channel) is confirmed:
                del self._confirming[channel]

    async def hears(self, instances: list[str]) -> set[str] | None:
        """The instances whose alive key is in this Redis: they hear this one's news. None
        while the listener is not subscribed (the poller is already fast then)."""
        if not instances:
            return set()
        if not self._healthy:
            return None
        try:
            async with asyncio.timeout(PRESENCE_TIMEOUT):
                async with self._client.pipeline(transaction=False) as pipe:
                    for instance in instances:
                        pipe.exists(ALIVE_PREFIX + instance)
                    found = await pipe.execute()
        except Exception as error:  # noqa: BLE001 - asked again at the next heartbeat
            log.debug("bus: reading the instances' alive keys failed: %s", error)
            return None
        return {instance for instance, n in zip(instances, found, strict=True) if n}

    def _confirmed(self, channel: bytes | str) -> None:
        name = _text(channel)
        room_id = name.removeprefix(CHANNEL_PREFIX)
        if name != room_id and room_id in self._rooms:
            self._subscribed.add(room_id)
            self._send(room_id, Listening(), may_hold=False)  # before the room is read
        waiting = self._confirming.pop(name, None)
        if waiting is not None and not waiting.done():
            waiting.set_result(None)

    def _heard_listening(self, room_id: str) -> None:
        """Another instance listens to the room now: publish what was held, and all news."""
        self._changes += 1
        held = self._unheard.pop(room_id, None)
        if held is not None:
            for event in held.events():
                self._send(room_id, event, may_hold=False)

    def forget(self, room_id: str) -> None:
        """Stop listening to a room unloaded here."""
        if room_id in self._rooms:
            self._rooms.discard(room_id)
            self._subscribed.discard(room_id)
            self._unheard.pop(room_id, None)
            self._background(self._change("unsubscribe", room_id))

    async def _change(self, how: str, room_id: str) -> None:
        pubsub = self._pubsub
        if pubsub is None:
            return  # the next subscription takes every loaded room's channel
        try:
            await getattr(pubsub, how)(CHANNEL_PREFIX + room_id)
        except Exception as error:  # noqa: BLE001 - the listener reconnects and resubscribes
            log.debug("bus: %s %s failed: %s", how, room_id, error)

    def _background(self, coro: Any) -> asyncio.Task[None] | None:
        try:
            loop = asyncio.get_running_loop()
        except RuntimeError:
            coro.close()
            return None
        task = loop.create_task(coro)
        self._sends.add(task)
        task.add_done_callback(self._sends.discard)
        return task

    def publish(self, room_id: str, event: BusEvent) -> None:
        """Send news of a room in the background; never delays the move it reports.

        News is sent in order, by one task: whatever was published while the last
        batch was on its way goes in the next one (one round trip for many rooms).
        While the listener is away, the room's news is kept in short, as news nobody
        hears is, and sent once it listens again: other instances may still listen, and
        would otherwise wait for their database poll.
        """
        if self._client is None:
            return
        if not self._healthy:
            self._unheard.setdefault(room_id, _Held()).keep(event)
            return
        held = self._unheard.get(room_id)
        if held is not None:
            held.keep(event)
            self.held += 1
            return
        self._send(room_id, event, may_hold=True)

    def _send(self, room_id: str, event: BusEvent | Listening, may_hold: bool) -> None:
        """Queue news for the sending task; `may_hold`: if nobody else hears it, hold the
        room's next news back."""
        self._outbox.append((room_id, may_hold, encode_envelope(self.instance, event)))
        if not self.sending:
            self._start_sending()

    def _start_sending(self) -> None:
        self._sender = self._background(self._send_all())
        if self._sender is not None:
            self._sender.add_done_callback(self._sent)

    def _sent(self, sender: asyncio.Task[None]) -> None:
        """The sending task ended, however it ended. Whether news is being sent is read from
        the task itself, not from a flag its own code clears: a task cancelled before it
        began runs none of its code. News it left is sent by a new one."""
        if self._sender is sender and self._outbox and not sender.cancelled():
            self._start_sending()

    async def _send_all(self) -> None:
        while self._outbox:
            batch, self._outbox = self._outbox, []
            changes = self._changes
            # A count of one says "this instance alone" only if Redis had this
            # instance's subscription before the PUBLISH: confirmed before it was sent.
            # Otherwise the one listener may be another instance, whose `Listening`
            # came before this one listened and was never heard here.
            confirmed = {room_id for room_id, may_hold, _ in batch
                         if may_hold and room_id in self._subscribed}
            try:
                heard_by = await self._publish(batch)
            except Exception as error:  # noqa: BLE001 - receivers catch up from the database
                log.debug("bus: publishing %d events failed: %s", len(batch), error)
                continue
            if self._changes != changes:
                # An instance said it listens meanwhile, or this one's listener
                # connected again (a newcomer's `listening` may have come while it was
                # away, and the subscriptions confirmed before the PUBLISH were those of
                # the lost connection): these counts may be old.
                continue
            for (room_id, may_hold, _), listeners in zip(batch, heard_by, strict=True):
                # this instance alone (its own subscription confirmed) heard the news
                if (may_hold and listeners == 1 and room_id in confirmed
                        and room_id in self._subscribed):
                    self._unheard.setdefault(room_id, _Held())

    async def _publish(self, batch: list[tuple[str, bool, bytes]]) -> list[int]:
        """PUBLISH a batch in one round trip: how many listeners heard each. A connection
        that Redis closed (it restarted) still sits in the pool; the first command on it
        fails, and the batch is sent once more, on a new connection (a receiver that hears
        news twice reads the room once more)."""
        try:
            return await self._publish_once(batch)
        except Exception as error:
            if redis_fault(error) != "away":
                raise
        return await self._publish_once(batch)

    async def _publish_once(self, batch: list[tuple[str, bool, bytes]]) -> list[int]:
        async with asyncio.timeout(1.0):
            async with self._client.pipeline(transaction=False) as pipe:
                for room_id, _, payload in batch:
                    pipe.publish(CHANNEL_PREFIX + room_id, payload)
                return list(await pipe.execute())

    async def stop(self) -> None:
        """Stop listening and close the connection."""
        await cancel_and_wait([self._listener])
        if self._client is not None:
            with contextlib.suppress(Exception):
                async with asyncio.timeout(STOP_WAIT):
                    await self._client.aclose()


class _Keys:
    """Keys of the rooms that count while their instance's alive key lives, written
    through the bus's Redis connection."""

    def __init__(self, bus: RedisBus, ttl: float) -> None:
        self.bus, self.ttl = bus, ttl
        #: The alive key's epoch at this side's last full write or read.
        self._epoch = 0

    def _client(self) -> Any:
        if self.bus._client is None:  # noqa: SLF001 - the bus's own connection
            raise ConnectionError("the bus is not started")
        if self.bus.away:  # found away by the listener: no call waits for its timeout
            if self.bus.fault == "denied":  # said as Redis said it
                from redis.exceptions import AuthenticationError

                raise AuthenticationError("Redis refuses this instance's password or user")
            raise ConnectionError("Redis is away")
        return self.bus._client  # noqa: SLF001

    @contextlib.asynccontextmanager
    async def _beating(self, timeout: float) -> AsyncIterator[tuple[Any, bool]]:
        """Within `timeout`: the client, once the alive key is renewed, and whether every
        room's key must be written or read again. Should the work fail, it is all done
        again at the next heartbeat (what Redis kept of it is not known)."""
        try:
            async with asyncio.timeout(timeout):
                client = self._client()
                await self.bus.alive.beat(client, self.ttl)
                full = self._epoch != self.bus.alive.epoch
                self._epoch = self.bus.alive.epoch
                yield client, full
        except BaseException:
            self._epoch = -1
            raise


class RedisPresence(_Keys):
    """Who is connected where, in Redis keys (a `SharedPresence`).

    Each instance writes, per room it has connections to, the key
    `bivouac:presence:<room>:<instance>` (seat, or -1 for the spectators -> count) and
    adds itself to the room's set `bivouac:presence:<room>`, when what it has there
    changes (and at the latest every KEEP / 3 seconds). A key counts while its instance's
    alive key lives (`Alive`): an instance that dies stops renewing that one key, and
    readers drop it from the sets they read, with its keys.
    """

    def __init__(self, bus: RedisBus, ttl: float) -> None:
        super().__init__(bus, ttl)
        #: What Redis holds of this instance's connections, by room, and when it was written.
        self._written: dict[str, dict[str, int]] = {}
        self._written_at: dict[str, float] = {}

    @property
    def instance(self) -> str:
        """This instance's id (the bus's)."""
        return self.bus.instance

    @staticmethod
    def _room_key(room_id: str) -> str:
        return PRESENCE_PREFIX + room_id

    @staticmethod
    def _key(room_id: str, instance: str) -> str:
        return f"{PRESENCE_PREFIX}{room_id}:{instance}"

    async def put(self, rows: list[tuple[str, int, int]]) -> None:
        """This instance's connections now (its heartbeat): renews its alive key, writes
        the rooms whose connections changed, deletes those of rooms it has no connection
        to any more. One script per chunk of rooms written: the work is Redis's, and this
        loop only sends the arguments."""
        by_room: dict[str, dict[str, int]] = {}
        for room_id, seat, count in rows:
            by_room.setdefault(room_id, {})[str(seat)] = count
        async with self._beating(PRESENCE_TIMEOUT) as (client, full):
            now = time.monotonic()
            stale = now - KEEP / 3
            changes: list[tuple[str, dict[str, int] | None]] = [
                (room_id, seats) for room_id, seats in by_room.items()
                if full or self._written.get(room_id) != seats
                or self._written_at.get(room_id, 0.0) < stale]
            changes += [(room_id, None) for room_id in self._written.keys() - by_room.keys()]
            for start in range(0, len(changes), SCRIPT_CHUNK):
                await client.eval(_PUT, 0, self.instance, int(KEEP * 1000), PRESENCE_PREFIX,
                                  orjson.dumps(changes[start:start + SCRIPT_CHUNK]))
        for room_id, seats in changes:
            if seats is None:
                self._written_at.pop(room_id, None)
            else:
                self._written_at[room_id] = now
        self._written = by_room

    async def others(self, match_ids: list[str]) -> dict[str, dict[int, int]]:
        """Other live instances' connections to these rooms: seat (-1: spectators) -> count.
        One script per chunk of rooms, which answers only for rooms with other instances."""
        found: dict[str, dict[int, int]] = {m: {} for m in match_ids}
        async with asyncio.timeout(PRESENCE_TIMEOUT):
            client = self._client()
            for start in range(0, len(match_ids), SCRIPT_CHUNK):
                chunk = match_ids[start:start + SCRIPT_CHUNK]
                reply = await client.eval(_OTHERS, len(chunk),
                                          *(self._room_key(r) for r in chunk), self.instance,
                                          ALIVE_PREFIX)
                for index, raw in zip(reply[::2], reply[1::2], strict=True):
                    seats = found[chunk[int(index) - 1]]
                    for seat, count in json.loads(raw).items():
                        seats[int(seat)] = seats.get(int(seat), 0) + int(count)
        return found

    async def clear(self) -> None:
        """This instance stops: its connections stop counting now, not at expiry."""
        await self.put([])
        async with asyncio.timeout(PRESENCE_TIMEOUT):
            await self.bus.alive.end(self._client())


#: ARGV: this instance, the keys' time to live (ms), the keys' prefix, and a JSON list of
#: [room, seats] where seats maps each seat (-1: spectators) to this instance's connections,
#: or is null once it has none to the room. Its keys follow from the room ids, as in
#: `RedisPresence._key` and `_room_key` (one Redis, not a cluster: see docs/scaling.md).
_PUT = """
local instance, ttl, prefix = ARGV[1], ARGV[2], ARGV[3]
for _, change in ipairs(cjson.decode(ARGV[4])) do
  local set = prefix .. change[1]
  local key = set .. ':' .. instance
  if change[2] == cjson.null then
    redis.call('DEL', key)
    redis.call('SREM', set, instance)
  else
    redis.call('SET', key, cjson.encode(change[2]), 'PX', ttl)
    redis.call('SADD', set, instance)
    redis.call('PEXPIRE', set, ttl)
  end
end
return 0
"""
#: KEYS: the rooms' sets of instances; ARGV: this instance, the alive keys' prefix. For
#: each other instance alive whose key is there, the room's index and that key's JSON; an
#: instance that is not alive (it stopped renewing its alive key: it is gone) leaves the
#: set, and its key goes.
_OTHERS = """
local found = {}
for i, set in ipairs(KEYS) do
  for _, name in ipairs(redis.call('SMEMBERS', set)) do
    if name ~= ARGV[1] then
      local seats = false
      if redis.call('EXISTS', ARGV[2] .. name) == 1 then
        seats = redis.call('GET', set .. ':' .. name)
      else
        redis.call('DEL', set .. ':' .. name)
      end
      if seats then
        found[#found + 1] = i
        found[#found + 1] = seats
      else
        redis.call('SREM', set, name)
      end
    end
  end
end
return found
"""
#: KEYS: the rooms' lease keys; ARGV: this instance, the keys' time to live (ms), the
#: alive keys' prefix. Renews the leases this instance holds; takes those that are free
#: or whose holder is not alive; the indexes it holds.
_HOLD = """
local held = {}
for i, key in ipairs(KEYS) do
  local holder = redis.call('GET', key)
  if holder == ARGV[1] then
    redis.call('PEXPIRE', key, ARGV[2])
    held[#held + 1] = i
  elseif not holder or redis.call('EXISTS', ARGV[3] .. holder) == 0 then
    redis.call('SET', key, ARGV[1], 'PX', ARGV[2])
    held[#held + 1] = i
  end
end
return held
"""
#: Deletes those of the keys that this instance (ARGV[1]) holds.
_RELEASE = """
for _, key in ipairs(KEYS) do
  if redis.call('GET', key) == ARGV[1] then redis.call('DEL', key) end
end
return 0
"""
#: Keys per script call: a heartbeat of many rooms is a few short scripts, not one long one.
SCRIPT_CHUNK = 500


class RedisLeases(_Keys):
    """Which instance is in charge of each room (`Leases`, app/rooms/charge.py): the key
    `bivouac:charge:<room>` holds the instance's id, and counts while that instance's
    alive key lives (`Alive`). Taking and renewing are one script, so two instances never
    both take a free lease.

    A lease held here stays held while this instance's alive key lives, so the heartbeat
    asks Redis only about the rooms not held here (to take over those whose holder died)
    and about the leases due for renewal (KEEP / 3); all of them again when the alive key
    was found gone (another instance may have taken them meanwhile)."""

    def __init__(self, bus: RedisBus, ttl: float) -> None:
        super().__init__(bus, ttl)
        #: The leases held here, and when each was last written.
        self._held: dict[str, float] = {}

    async def hold(self, room_ids: list[str], timeout: float) -> set[str]:
        """The rooms of `room_ids` this instance is in charge of, after renewing and taking."""
        async with self._beating(timeout) as (client, full):
            if full:
                self._held.clear()
            now = time.monotonic()
            stale = now - KEEP / 3
            ask = [r for r in room_ids if self._held.get(r, 0.0) < stale]
            for start in range(0, len(ask), SCRIPT_CHUNK):
                chunk = ask[start:start + SCRIPT_CHUNK]
                indexes = await client.eval(_HOLD, len(chunk),
                                            *(LEASE_PREFIX + r for r in chunk),
                                            self.bus.instance, int(KEEP * 1000), ALIVE_PREFIX)
                taken = {chunk[int(i) - 1] for i in indexes}
                for room_id in chunk:
                    if room_id in taken:
                        self._held[room_id] = now
                    else:
                        self._held.pop(room_id, None)
        return {r for r in room_ids if r in self._held}

    async def release(self, room_ids: list[str]) -> None:
        """Let these rooms go now (unloaded, or this instance stops)."""
        for room_id in room_ids:
            self._held.pop(room_id, None)
        async with asyncio.timeout(PRESENCE_TIMEOUT):
            client = self._client()
            for start in range(0, len(room_ids), SCRIPT_CHUNK):
                chunk = room_ids[start:start + SCRIPT_CHUNK]
                await client.eval(_RELEASE, len(chunk), *(LEASE_PREFIX + r for r in chunk),
                                  self.bus.instance)


def make_bus(redis_url: str) -> LocalBus:
    """A Redis bus if a URL is configured, else the local one."""
    return RedisBus(redis_url) if redis_url else LocalBus()
