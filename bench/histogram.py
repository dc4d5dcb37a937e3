"""Latency histograms with 1 % buckets: mergeable across processes, constant memory."""

from __future__ import annotations

import math
from collections import Counter
from dataclasses import dataclass, field

#: Bucket width as a ratio; 1 % keeps every percentile within 1 % of the exact value.
RATIO = 1.01
_LOG = math.log(RATIO)


@dataclass
class Histogram:
    """Counts of latencies (seconds) in logarithmic buckets of microseconds."""

    buckets: Counter[int] = field(default_factory=Counter)
    count: int = 0
    total: float = 0.0
    peak: float = 0.0

    def add(self, seconds: float) -> None:
        """Count one latency."""
        micros = max(seconds * 1e6, 1.0)
        self.buckets[int(math.log(micros) / _LOG)] += 1
        self.count += 1
        self.total += seconds
        if seconds > self.peak:
            self.peak = seconds

    def merge(self, other: Histogram) -> None:
        """Add another histogram's counts to this one."""
        self.buckets.update(other.buckets)
        self.count += other.count
        self.total += other.total
        self.peak = max(self.peak, other.peak)

    def percentile(self, fraction: float) -> float:
        """The latency (seconds) below which `fraction` of the samples lie; 0 when empty."""
        if not self.count:
            return 0.0
        rank = fraction * self.count
        seen = 0
        for index in sorted(self.buckets):
            seen += self.buckets[index]
            if seen >= rank:
                # The bucket's geometric middle: at most half a bucket (0.5 %) off.
                return RATIO ** (index + 0.5) / 1e6
        return self.peak

    def mean(self) -> float:
        """The mean latency in seconds; 0 when empty."""
        return self.total / self.count if self.count else 0.0

    def summary_ms(self) -> dict[str, float]:
        """p50, p95, p99, mean and max in milliseconds."""
        return {
            "p50": self.percentile(0.50) * 1e3,
            "p95": self.percentile(0.95) * 1e3,
            "p99": self.percentile(0.99) * 1e3,
            "mean": self.mean() * 1e3,
            "max": self.peak * 1e3,
        }
