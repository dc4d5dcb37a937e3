"""The performance targets, and whether a set of results meets them."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

P50_MS = 10.0
P99_MS = 50.0
#: Bivouac's p99 at most this many times the Node floor's, at every load.
FLOOR_RATIO = 10.0
#: ... and no worse than boardgame.io's in memory.
PEER_RATIO = 1.0
LAG_P99_MS = 10.0
LAG_MAX_MS = 50.0
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


def _live(live: dict[str, Any]) -> list[Verdict]:
    verdicts: list[Verdict] = []
    levels = live.get("levels") or []
    top = max(levels, key=lambda level: level["rooms"]) if levels else None
    server = live["bivouac"]
    where = f" at {top['rooms']:,} rooms" if top else ""
    p50, p99 = server["fanout_ms"]["p50"], server["fanout_ms"]["p99"]
    verdicts.append(Verdict(f"p50 move → every receiver ≤ 10 ms{where} (durable, "
                            f"{live['database']})", _fmt_ms(p50), p50 <= P50_MS))
    verdicts.append(Verdict(f"p99 move → every receiver ≤ 50 ms{where}", _fmt_ms(p99),
                            p99 <= P99_MS))
    errors = sum(level["servers"]["bivouac"]["errors_total"] for level in levels)
    verdicts.append(Verdict("no errors (every load)", f"{errors:.0f} errors", errors == 0))
    for level in levels:
        rooms, servers, ratio = level["rooms"], level["servers"], level["ratio"]
        mine = servers["bivouac"]["fanout_ms"]["p99"]
        if "bgio" in ratio:
            theirs = servers["bgio"]["fanout_ms"]["p99"]
            r = ratio["bgio"]["fanout_p99"]
            verdicts.append(Verdict(
                f"p99 no worse than boardgame.io in memory, {rooms:,} rooms",
                f"{mine:.1f} vs {theirs:.1f} ms (× {r:.2f})", r <= PEER_RATIO))
        if "node-relay" in ratio:
            floor = servers["node-relay"]["fanout_ms"]["p99"]
            r = ratio["node-relay"]["fanout_p99"]
            verdicts.append(Verdict(
                f"p99 within 10× the Node floor's, {rooms:,} rooms",
                f"{mine:.1f} vs {floor:.1f} ms (× {r:.1f})", r <= FLOOR_RATIO))
    per = server["bytes_per_connection"]
    verdicts.append(Verdict(f"≤ 100 KB of server memory per websocket{where}",
                            f"{per / 1024:.0f} KB", per <= BYTES_PER_SOCKET))
    return verdicts


def _lag(lag: dict[str, Any]) -> list[Verdict]:
    loaded = lag.get("loaded")
    if not loaded:
        return [Verdict("event-loop lag under the heaviest reads", "the run failed", False)]
    return [
        Verdict("event-loop lag p99 ≤ 10 ms while a client reads the longest replays and "
                "largest listings", _fmt_ms(loaded["p99"]), loaded["p99"] <= LAG_P99_MS),
        Verdict("event-loop lag max ≤ 50 ms (same)", _fmt_ms(loaded["max"]),
                loaded["max"] <= LAG_MAX_MS),
        _live_under_reads(lag.get("live")),
    ]


def _live_under_reads(live: dict[str, Any] | None) -> Verdict:
    """The live load's p99 with the heavy reads beside it against its p99 without them."""
    if not live:
        return Verdict("live p99 unchanged by those reads (under the standard scenario)",
                       "not measured in this run", None)
    if "error" in live:
        return Verdict("live p99 unchanged by those reads (under the standard scenario)",
                       f"the run failed: {live['error']}", False)
    without, with_reads = live["without"]["p99"], live["with"]["p99"]
    return Verdict(
        f"live p99 unchanged by those reads (standard scenario, {live['rooms']:,} rooms; "
        f"unchanged: {live['rule']})",
        f"{without:.1f} → {with_reads:.1f} ms (× {live['ratio']:.2f})" + (
            f", {errors:.0f} errors" if (errors := live["without"]["errors"]
                                         + live["with"]["errors"]) else ""),
        bool(live["unchanged"]) and not live["without"]["errors"]
        and not live["with"]["errors"],
    )


def judge(results: dict[str, Any]) -> list[Verdict]:
    """Every target against the medians of `results` (as built by bench.__main__)."""
    verdicts: list[Verdict] = []
    live = results.get("live")
    if live:
        verdicts += _live(live)
    if results.get("lag"):
        verdicts += _lag(results["lag"])
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
            f"memory flat (±5 %) over a {soak['scenario']['duration'] / 60:.0f}-minute run",
            f"{growth * 100:+.1f} % ({slope:+.2f} MiB/min), {soak['errors_total']:.0f} errors",
            abs(growth) <= SOAK_GROWTH,
        ))
    return verdicts
