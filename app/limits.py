"""Rate limits (token buckets) and per-address counters, to keep one client from hurting others."""

from __future__ import annotations

import asyncio
import contextlib
import logging
import math
import secrets
import time
from collections import Counter
from dataclasses import dataclass, field
from typing import Any

from app.alive import Alive
from app.bus import redis_fault, redis_trouble
from app.chunks import chunks
from app.protocol.errors import RoomError
from app.tasks import STOP_WAIT, cancel_and_wait

log = logging.getLogger(__name__)

#: Buckets the housekeeping forgets at a time (a few microseconds each).
FORGET_CHUNK = 2_000


@dataclass
class TokenBucket:
    """`rate` tokens per second, at most `burst` saved up."""

    rate: float
    burst: float
    tokens: float = -1.0
    stamp: float = field(default_factory=time.monotonic)

    def __post_init__(self) -> None:
        if self.tokens < 0:
            self.tokens = self.burst

    def allow(self, cost: float = 1.0) -> bool:
        """Take `cost` tokens if there are enough."""
        now = time.monotonic()
        self.tokens = min(self.burst, self.tokens + (now - self.stamp) * self.rate)
        self.stamp = now
        if self.tokens >= cost:
            self.tokens -= cost
            return True
        return False


class KeyedLimiter:
    """One token bucket per key (an address), forgetting keys that have been idle."""

    def __init__(self, rate: float, burst: float, max_keys: int = 100_000) -> None:
        self.rate = rate
        self.burst = burst
        self.max_keys = max_keys
        self._buckets: dict[str, TokenBucket] = {}

    def allow(self, key: str, cost: float = 1.0) -> bool:
        """True if `key` may act now."""
        bucket = self._buckets.get(key)
        if bucket is None:
            if len(self._buckets) >= self.max_keys:
                self.forget_idle()
            bucket = self._buckets[key] = TokenBucket(self.rate, self.burst)
        return bucket.allow(cost)

    def __len__(self) -> int:
        return len(self._buckets)

    def check(self, key: str, what: str) -> None:
        """Raise RoomError('rate_limited') if `key` may not act now."""
        if not self.allow(key):
            raise RoomError("rate_limited", f"Too many {what}; please slow down.")

    def forget_idle(self, now: float | None = None) -> None:
        """Drop the buckets that have refilled since their last use: a new one is the same."""
        now = time.monotonic() if now is None else now
        refill = self.burst / self.rate if self.rate else 0
        self._buckets = {
            k: b for k, b in self._buckets.items() if now - b.stamp < refill
        }

    async def forget_idle_in_chunks(self, now: float | None = None,
                                    size: int = FORGET_CHUNK) -> None:
        """`forget_idle`, `size` buckets at a time, the loop running between two (the
        housekeeping's: 100,000 addresses in one piece held it for some 10 ms)."""
        now = time.monotonic() if now is None else now
        refill = self.burst / self.rate if self.rate else 0
        async for chunk in chunks(list(self._buckets.items()), size):
            for key, bucket in chunk:
                # (used again meanwhile: a fresh stamp, kept)
                if now - bucket.stamp >= refill and self._buckets.get(key) is bucket:
                    del self._buckets[key]


class AddressCounter:
    """How many of something (open websockets) each address holds, with a ceiling."""

    def __init__(self, limit: int) -> None:
        self.limit = limit
        self._counts: Counter[str] = Counter()

    def acquire(self, address: str) -> bool:
        """Count one more for `address`, unless it is at the limit."""
        if self._counts[address] >= self.limit:
            return False
        self._counts[address] += 1
        return True

    def release(self, address: str) -> None:
        """Count one less for `address`."""
        self._counts[address] -= 1
        if self._counts[address] <= 0:
            del self._counts[address]

    def count(self, address: str) -> int:
        """How many `address` holds now."""
        return self._counts.get(address, 0)


@dataclass
class Limits:
    """Every limit of one server process, built from the settings."""

    moves_per_connection: tuple[float, float]
    chat_per_connection: tuple[float, float]
    moves_per_address: KeyedLimiter
    rooms_per_address: KeyedLimiter
    joins_per_address: KeyedLimiter
    sockets_per_address: AddressCounter

    def forget_idle(self) -> None:
        """Drop the per-address buckets nobody has used lately (called every minute).

        Without it, each new address's buckets stayed until 100,000 had piled up.
        """
        for limiter in (self.moves_per_address, self.rooms_per_address, self.joins_per_address):
            limiter.forget_idle()

    async def forget_idle_in_chunks(self) -> None:
        """`forget_idle`, a chunk of addresses at a time, the loop running between two."""
        for limiter in (self.moves_per_address, self.rooms_per_address, self.joins_per_address):
            await limiter.forget_idle_in_chunks()


# ---- counted across instances (Redis) ------------------------------------------------

#: How often the moves taken from this instance's per-address buckets are added to the
#: shared ones (seconds): the most an address can overshoot its shared rate by, per instance.
MOVES_FLUSH_EVERY = 0.1
#: The longest a flush of the moves may wait for Redis (seconds): it runs in the background
#: and holds no move, so it may wait longer than a request's count (SHARED_TIMEOUT).
MOVES_TIMEOUT = 1.0
#: Seconds after its last move here during which an address's shared bucket, once seen half
#: spent, is read at every flush (what other instances take is heard within MOVES_FLUSH_EVERY).
MOVES_ACTIVE = 2.0

#: The longest one shared count may wait for Redis (seconds); past it, this instance counts
#: alone until Redis answers again.
SHARED_TIMEOUT = 0.25
#: How often an instance that counts alone asks whether Redis is back (seconds).
SHARED_PROBE_EVERY = 1.0
#: How often an instance renews its alive key (its heartbeat); an instance whose key was
#: not renewed for SOCKETS_TTL seconds is gone, and its share of the open sockets with it.
SOCKETS_HEARTBEAT = 2.0
SOCKETS_TTL = 3.5 * SOCKETS_HEARTBEAT
#: How long an address's count of open sockets is kept in Redis (seconds): it is written
#: when a socket opens or closes, and again by a heartbeat once KEEP / 3 old.
SOCKETS_KEEP = 600.0
LIMIT_PREFIX = "bivouac:limit:"
#: `bivouac:limit:alive:<instance>`: while it lives, the instance's counts count.
ALIVE_PREFIX = LIMIT_PREFIX + "alive:"

#: Token buckets, one hash each (`t` tokens, `s` stamp), timed by Redis's clock (the
#: instances' clocks need not agree). KEYS: the buckets. ARGV: rate per second, burst, force
#: (1: take each cost even past empty, as a debt that later refills pay back), then one cost
#: per key. Returns {taken, tokens left} per key, flat; a key expires once its bucket would
#: be full again, when it is the same as no key at all. One call counts many addresses: a
#: flush of the moves is one command, not one per address.
_BUCKETS = """
local rate, burst, force = tonumber(ARGV[1]), tonumber(ARGV[2]), ARGV[3] == '1'
local clock = redis.call('TIME')
local now = tonumber(clock[1]) + tonumber(clock[2]) / 1000000
local out = {}
for i, key in ipairs(KEYS) do
  local cost = tonumber(ARGV[3 + i])
  local saved = redis.call('HMGET', key, 't', 's')
  local tokens, stamp = tonumber(saved[1]), tonumber(saved[2])
  if tokens == nil or stamp == nil then tokens, stamp = burst, now end
  tokens = math.min(burst, tokens + math.max(0, now - stamp) * rate)
  local taken = 0
  if tokens >= cost or force then
    tokens = math.max(tokens - cost, -burst)
    taken = 1
  end
  redis.call('HSET', key, 't', tostring(tokens), 's', tostring(now))
  redis.call('PEXPIRE', key, math.ceil((burst - tokens) / rate * 1000) + 1000)
  out[#out + 1] = taken
  out[#out + 1] = tostring(tokens)
end
return out
"""

#: Open sockets of one address: one field per instance, its count. A field counts while its
#: instance's alive key lives (ALIVE_PREFIX); one whose instance is gone is dropped. (A
#: field `count:deadline`, as instances wrote before, counts until its deadline, in ms of
#: Redis's clock.) ARGV: instance, its count with the new socket, the limit, the key's time
#: to live (ms), the alive keys' prefix. Returns 1 if the socket may open (and records it).
_OPEN_SOCKET = """
local clock = redis.call('TIME')
local now = tonumber(clock[1]) * 1000 + math.floor(tonumber(clock[2]) / 1000)
local others = 0
local fields = redis.call('HGETALL', KEYS[1])
for i = 1, #fields, 2 do
  if fields[i] ~= ARGV[1] then
    local count, deadline = string.match(fields[i + 1], '^(%d+):?(%d*)$')
    local live
    if count == nil then
      live = false
    elseif deadline ~= '' then
      live = tonumber(deadline) >= now
    else
      live = redis.call('EXISTS', ARGV[5] .. fields[i]) == 1
    end
    if live then
      others = others + tonumber(count)
    else
      redis.call('HDEL', KEYS[1], fields[i])
    end
  end
end
if others + tonumber(ARGV[2]) > tonumber(ARGV[3]) then return 0 end
redis.call('HSET', KEYS[1], ARGV[1], ARGV[2])
redis.call('PEXPIRE', KEYS[1], ARGV[4])
return 1
"""

#: This instance's count of some addresses' open sockets, as it is now (after a close, and
#: for those Redis may have lost or soon lets expire, at a heartbeat).
#: KEYS: the addresses' socket keys. ARGV: instance, the keys' time to live (ms), then one
#: count per key.
_SET_SOCKETS = """
for i, key in ipairs(KEYS) do
  local count = tonumber(ARGV[2 + i])
  if count <= 0 then
    redis.call('HDEL', key, ARGV[1])
  else
    redis.call('HSET', key, ARGV[1], count)
    redis.call('PEXPIRE', key, ARGV[2])
  end
end
return #KEYS
"""

#: Addresses per script call in a flush of the moves and in a heartbeat of the sockets: one
#: call holds Redis (single-threaded) for about a microsecond per address.
SCRIPT_CHUNK = 500


@dataclass(frozen=True)
class Verdict:
    """What a shared bucket answered: taken or not, and when a refused client may retry."""

    allowed: bool
    retry_after: float = 0.0
    #: What the bucket holds after this take (below zero: a debt).
    tokens: float = 0.0


class SharedCounts:
    """Per-address counts kept in Redis, so that every instance sees the same ones.

    No call waits more than SHARED_TIMEOUT for Redis. When Redis is away, slow or
    failing, each call answers None at once ("count here"), the callers apply their
    per-instance limit, one log line says so, and a probe asks Redis every
    SHARED_PROBE_EVERY seconds; once it answers, counting across instances resumes
    (with one log line). The open sockets of each address are kept as this instance's
    count in a field of the address's key, written when a socket opens or closes; it
    counts while this instance's alive key lives, which the heartbeat renews (one key
    every SOCKETS_HEARTBEAT seconds, whatever the number of addresses). An instance
    that dies stops counting SOCKETS_TTL seconds later. One that finds its alive key
    gone (Redis emptied or restarted, or the instance stalled past SOCKETS_TTL, when
    others may have dropped its counts) writes its counts again, as does one that lost
    Redis, when it returns.
    """

    def __init__(self, url: str, name: str = "shared limits",
                 timeout: float = SHARED_TIMEOUT) -> None:
        self.url = url
        self.name = name
        self.timeout = timeout
        self.instance = secrets.token_hex(6)
        self.up = False
        self._client: Any = None
        self._scripts: dict[str, Any] = {}
        self._tasks: list[asyncio.Task[None]] = []
        self._probing: asyncio.Task[None] | None = None
        #: Set by `stop`: no probe starts after it (a call failing meanwhile would start
        #: one that nothing stops).
        self._stopping = False
        #: This instance's open sockets, by address (counted even while Redis is away).
        self.sockets: Counter[str] = Counter()
        self._socket_limit = 0
        self._alive = Alive(ALIVE_PREFIX + self.instance)
        #: When each address's count was last written (monotonic seconds).
        self._written_at: dict[str, float] = {}
        #: Every count must be written at the next heartbeat (what Redis holds is unknown).
        self._rewrite = True

    async def start(self) -> None:
        """Connect (in the running loop), and count across instances once Redis answers."""
        import redis.asyncio as redis
        from redis.asyncio.retry import Retry
        from redis.backoff import NoBackoff

        self._client = redis.from_url(self.url, socket_connect_timeout=self.timeout,
                                      socket_timeout=self.timeout,
                                      # once, at once: a pooled connection Redis has dropped
                                      retry=Retry(NoBackoff(), 1),
                                      health_check_interval=0)
        self._scripts = {name: self._client.register_script(source) for name, source in
                         (("buckets", _BUCKETS), ("open", _OPEN_SOCKET), ("set", _SET_SOCKETS))}
        try:
            async with asyncio.timeout(self.timeout):
                await self._client.ping()
                await self._beat()  # the alive key, before any count counts on it
            self.up = True
        except Exception as error:  # noqa: BLE001 - counted here until Redis answers
            self._went_away(error)
        self._tasks.append(asyncio.get_running_loop().create_task(self._heartbeat()))

    async def stop(self) -> None:
        """Stop renewing; this instance's sockets stop counting now, not at expiry."""
        self._stopping = True
        await cancel_and_wait([*self._tasks, self._probing])
        self._tasks, self._probing = [], None
        if self._client is None:
            return
        if self.up:
            with contextlib.suppress(Exception):
                async with asyncio.timeout(self.timeout):
                    async with self._client.pipeline(transaction=False) as pipe:
                        for address in self.sockets:
                            pipe.hdel(self._key("sockets", address), self.instance)
                        pipe.delete(self._alive.key)
                        await pipe.execute()
        with contextlib.suppress(Exception):
            async with asyncio.timeout(STOP_WAIT):
                await self._client.aclose()
        self._client = None

    @staticmethod
    def _key(limit: str, address: str) -> str:
        return f"{LIMIT_PREFIX}{limit}:{address}"

    async def _call(self, script: str, keys: list[str], args: list[Any]) -> Any:
        """Run one script, or None at once if Redis is away (and None if it fails now)."""
        if not self.up or self._client is None:
            return None
        try:
            async with asyncio.timeout(self.timeout):
                return await self._scripts[script](keys=keys, args=args)
        except asyncio.CancelledError:
            raise
        except Exception as error:  # noqa: BLE001 - any failure: count here for a while
            self._went_away(error)
            return None

    def _went_away(self, error: BaseException) -> None:
        if self.up or self._probing is None:
            log.warning("%s: Redis %s (%s); each instance counts its own until it answers "
                        "again", self.name, redis_trouble(redis_fault(error)),
                        type(error).__name__)
        self.up = False
        if not self._stopping and (self._probing is None or self._probing.done()):
            self._probing = asyncio.get_running_loop().create_task(self._probe())

    async def _probe(self) -> None:
        while True:
            await asyncio.sleep(SHARED_PROBE_EVERY)
            try:
                async with asyncio.timeout(self.timeout):
                    await self._client.ping()
                    self._rewrite = True
                    await self._beat()  # what this instance holds, counted again
            except asyncio.CancelledError:
                raise
            except Exception:  # noqa: BLE001 - still away: ask again later
                continue
            self.up = True
            log.warning("%s: Redis answers again; counting across instances", self.name)
            return

    async def take(self, limit: str, address: str, rate: float, burst: float,
                   cost: float = 1.0, force: bool = False) -> Verdict | None:
        """Take `cost` from the shared bucket `limit` of `address` (None: count here)."""
        if rate <= 0:
            return None
        answer = await self._call("buckets", [self._key(limit, address)],
                                  [repr(rate), repr(burst), "1" if force else "0", repr(cost)])
        if answer is None:
            return None
        tokens = float(answer[1])
        return Verdict(bool(int(answer[0])), max(0.0, (cost - tokens) / rate), tokens)

    async def take_many(self, limit: str, costs: dict[str, float], rate: float,
                        burst: float) -> dict[str, float] | None:
        """Take each address's cost from its shared bucket `limit`, past empty if need be (a
        debt), in one round trip (a script call per SCRIPT_CHUNK addresses); what each bucket
        holds after, or None if Redis is away."""
        if not self.up or self._client is None or not costs or rate <= 0:
            return None
        items = list(costs.items())
        try:
            async with asyncio.timeout(self.timeout):
                async with self._client.pipeline(transaction=False) as pipe:
                    for start in range(0, len(items), SCRIPT_CHUNK):
                        chunk = items[start:start + SCRIPT_CHUNK]
                        await self._scripts["buckets"](
                            keys=[self._key(limit, address) for address, _ in chunk],
                            args=[repr(rate), repr(burst), "1",
                                  *(repr(cost) for _, cost in chunk)],
                            client=pipe)
                    answers = await pipe.execute()
        except asyncio.CancelledError:
            raise
        except Exception as error:  # noqa: BLE001 - any failure: count here for a while
            self._went_away(error)
            return None
        tokens = [float(value) for answer in answers for value in answer[1::2]]
        return {address: left for (address, _), left in zip(items, tokens, strict=True)}

    async def open_socket(self, address: str, limit: int) -> bool | None:
        """Count one more socket of `address`, unless all instances together hold `limit`
        (None: Redis is away, and the caller's own per-instance ceiling decides). A socket
        counted here must be closed with `close_socket`, whatever the answer."""
        self._socket_limit = limit
        self.sockets[address] += 1
        count = self.sockets[address]
        answer = await self._call("open", [self._key("sockets", address)],
                                  [self.instance, count, limit, int(SOCKETS_KEEP * 1000),
                                   ALIVE_PREFIX])
        if answer is None:
            return None
        if not int(answer):
            self._drop(address)
            return False
        self._written(address, count, time.monotonic())
        return True

    async def close_socket(self, address: str) -> None:
        """One socket of `address`, counted by `open_socket`, has closed."""
        self._drop(address)
        count = self.sockets.get(address, 0)
        if await self._call("set", [self._key("sockets", address)],
                            [self.instance, int(SOCKETS_KEEP * 1000), count]) is not None:
            self._written(address, count, time.monotonic())

    def _drop(self, address: str) -> None:
        self.sockets[address] -= 1
        if self.sockets[address] <= 0:
            del self.sockets[address]
            self._written_at.pop(address, None)

    def _written(self, address: str, count: int, when: float) -> None:
        """Redis now holds `count` sockets of `address` for this instance. Should the count
        have changed meanwhile, two writes may have crossed (on two connections, the older
        run last): the next heartbeat writes it again."""
        if count > 0 and self.sockets.get(address, 0) == count:
            self._written_at[address] = when
        else:
            self._written_at.pop(address, None)

    async def _heartbeat(self) -> None:
        while True:
            await asyncio.sleep(SOCKETS_HEARTBEAT)
            if not self.up:
                continue
            try:
                async with asyncio.timeout(self.timeout):
                    await self._beat()
            except asyncio.CancelledError:
                raise
            except Exception as error:  # noqa: BLE001 - the probe takes over
                self._went_away(error)

    async def _beat(self) -> None:
        """Renew this instance's alive key; write the counts Redis may not hold: all of
        them when the key was gone (or the last beat failed), else those written KEEP / 3
        ago or more (one round trip: a script call per SCRIPT_CHUNK addresses)."""
        epoch = self._alive.epoch
        await self._alive.beat(self._client, SOCKETS_TTL)
        full = self._rewrite or self._alive.epoch != epoch
        self._rewrite = True  # until this beat's writes are done
        now = time.monotonic()
        stale = now - SOCKETS_KEEP / 3
        items = [(address, count) for address, count in self.sockets.items()
                 if full or self._written_at.get(address, -math.inf) < stale]
        if items:
            async with self._client.pipeline(transaction=False) as pipe:
                for start in range(0, len(items), SCRIPT_CHUNK):
                    chunk = items[start:start + SCRIPT_CHUNK]
                    await self._scripts["set"](keys=[self._key("sockets", a) for a, _ in chunk],
                                               args=[self.instance, int(SOCKETS_KEEP * 1000),
                                                     *(n for _, n in chunk)],
                                               client=pipe)
                await pipe.execute()
        for address, count in items:
            self._written(address, count, now)
        self._rewrite = False


class SharedKeyedLimiter(KeyedLimiter):
    """A KeyedLimiter whose buckets are also counted across instances, without waiting.

    For limits checked on every message (moves), where no answer may wait for
    Redis: `allow` decides at once, from this instance's bucket and from what the
    shared bucket held at the last exchange, less what was taken here since. What
    is taken here is added to the shared buckets every MOVES_FLUSH_EVERY seconds
    (`flush`, in one round trip), past empty if need be: an address that
    overshot on several instances at once owes the difference, and is refused
    everywhere until its bucket has refilled. While Redis is away only this
    instance's bucket counts.
    """

    def __init__(self, rate: float, burst: float, counts: SharedCounts, name: str) -> None:
        super().__init__(rate, burst)
        self.counts = counts
        self.name = name
        #: What was taken here since the last flush, by address.
        self._pending: dict[str, float] = {}
        #: address -> (tokens of the shared bucket, when it was read): the last exchange.
        self._shared: dict[str, tuple[float, float]] = {}
        #: address -> when it last asked here: its shared bucket is read at every flush
        #: for MOVES_ACTIVE seconds, so that what the others take is heard here too.
        self._active: dict[str, float] = {}
        #: The addresses whose shared bucket was half spent or more at the last exchange:
        #: the only ones read at no cost (a flush walks these, not every active address).
        self._low: set[str] = set()

    def allow(self, key: str, cost: float = 1.0) -> bool:
        """True if `key` may act now, here and (as last heard) on every instance."""
        now = time.monotonic()
        self._active[key] = now
        known = self._shared.get(key) if self.counts.up else None
        if known is not None:
            tokens, stamp = known
            tokens = min(self.burst, tokens + (now - stamp) * self.rate)
            if tokens - self._pending.get(key, 0.0) < cost:
                return False
        if not super().allow(key, cost):
            return False
        self._pending[key] = self._pending.get(key, 0.0) + cost
        return True

    async def flush(self) -> None:
        """Add what was taken here to the shared buckets, and read what they hold now."""
        pending, self._pending = self._pending, {}
        if not self.counts.up:
            return
        now = time.monotonic()
        # Read again, at no cost, the buckets of addresses active here that were last seen
        # half spent or more: what other instances take of them decides the next moves here.
        costs: dict[str, float] = {}
        for key in list(self._low):
            if now - self._active.get(key, -math.inf) < MOVES_ACTIVE:
                costs[key] = 0.0
            else:
                self._low.discard(key)
        costs |= pending
        if not costs:
            return
        held = await self.counts.take_many(self.name, costs, self.rate, self.burst)
        if held is None:
            return
        now = time.monotonic()
        half = self.burst / 2
        for key, tokens in held.items():
            self._shared[key] = (tokens, now)
            if tokens < half:
                self._low.add(key)
            else:
                self._low.discard(key)

    def _forget_quiet(self, now: float) -> None:
        # Addresses that asked nothing for MOVES_ACTIVE are read at no flush any more.
        self._active = {k: t for k, t in self._active.items() if now - t < MOVES_ACTIVE}
        self._low &= self._shared.keys()

    def forget_idle(self, now: float | None = None) -> None:
        """Drop idle buckets, and what was heard of shared ones since refilled."""
        super().forget_idle(now)
        now = time.monotonic() if now is None else now
        refill = 2 * self.burst / self.rate if self.rate else 0
        self._shared = {k: v for k, v in self._shared.items() if now - v[1] < refill}
        self._forget_quiet(now)

    async def forget_idle_in_chunks(self, now: float | None = None,
                                    size: int = FORGET_CHUNK) -> None:
        """`forget_idle`, `size` keys at a time, the loop running between two."""
        await super().forget_idle_in_chunks(now, size)
        now = time.monotonic() if now is None else now
        refill = 2 * self.burst / self.rate if self.rate else 0
        async for chunk in chunks(list(self._shared.items()), size):
            for key, heard in chunk:
                if now - heard[1] >= refill and self._shared.get(key) is heard:
                    del self._shared[key]
        async for quiet in chunks(list(self._active.items()), size):
            for key, asked in quiet:
                if now - asked >= MOVES_ACTIVE and self._active.get(key) == asked:
                    del self._active[key]
        self._low &= self._shared.keys()
