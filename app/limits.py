"""Rate limits (token buckets) and per-address counters, to keep one client from hurting others."""

from __future__ import annotations

import time
from collections import Counter
from dataclasses import dataclass, field

from app.protocol.errors import RoomError


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
