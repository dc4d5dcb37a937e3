"""The performance targets, and whether a set of results meets them."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

P50_MS = 10.0
P99_MS = 50.0
P99_RATIO = 3.0
PEAK_MOVES = 1500.0
BYTES_PER_SOCKET = 100 * 1024
#: "Flat": the last tenth of the soak within this fraction of the first tenth.
SOAK_GROWTH = 0.05


@dataclass
class Verdict:
    """One target: what it asks, what was measured, and whether it is met."""

    target: str
    measured: str
    met: bool | None  # None: not measured in this run


def _fmt_ms(value: float) -> str:
    return f"{value:.1f} ms"


def judge(results: dict[str, Any]) -> list[Verdict]:
    """Every target against the medians of `results` (as built by bench.__main__)."""
    verdicts: list[Verdict] = []
    live = results.get("live")
    if live:
        server = live["bivouac"]
        p50, p99 = server["fanout_ms"]["p50"], server["fanout_ms"]["p99"]
        verdicts.append(Verdict("p50 move → every receiver ≤ 10 ms", _fmt_ms(p50), p50 <= P50_MS))
        verdicts.append(Verdict("p99 move → every receiver ≤ 50 ms", _fmt_ms(p99), p99 <= P99_MS))
        errors = server["errors_total"]
        verdicts.append(Verdict("no errors", f"{errors:.0f} errors", errors == 0))
        ratio = live["ratio"]["fanout_p99"]
        verdicts.append(
            Verdict("p99 within 3× the raw relay's", f"{ratio:.1f}×", ratio <= P99_RATIO)
        )
        per = server["bytes_per_connection"]
        verdicts.append(Verdict("≤ 100 KB of server memory per websocket", f"{per / 1024:.0f} KB",
                                per <= BYTES_PER_SOCKET))
    peak = results.get("peak")
    if peak:
        rate = peak["moves_per_second"]
        verdicts.append(Verdict("≥ 1,500 durable moves/s at peak (whole server)",
                                f"{rate:,.0f} moves/s", rate >= PEAK_MOVES))
    for row in results.get("writes") or []:
        if row["database"] == "postgresql" and row["mode"] == "batched":
            rate = row["moves_per_second"]
            verdicts.append(Verdict("≥ 1,500 durable moves/s (write path alone, PostgreSQL)",
                                    f"{rate:,.0f} moves/s", rate >= PEAK_MOVES))
    soak = results.get("soak")
    if soak:
        growth = soak["memory"]["growth"]
        slope = soak["memory"]["slope_mib_per_min"]
        verdicts.append(Verdict(
            f"memory flat over a {soak['scenario']['duration'] / 60:.0f}-minute run",
            f"{growth * 100:+.1f} % ({slope:+.2f} MiB/min), {soak['errors_total']:.0f} errors",
            abs(growth) <= SOAK_GROWTH,
        ))
    return verdicts
