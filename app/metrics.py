"""GET /metrics in Prometheus' text format (off unless METRICS=true or METRICS_TOKEN is set).

What is read at scrape time from the running services: open websockets, loaded
rooms, moves stored (a counter: `rate(bivouac_moves_stored_total[1m])` is the moves
stored per second), the move writer's queue, bot jobs waiting for the pool, bus
status. What is observed as it happens, through the functions below: commit latency
and batch size (`observe_commit`), bot think time (`observe_bot_think`), and the
event loop's lag (a probe that starts with the first scrape).

With METRICS_TOKEN set, a scrape must send `Authorization: Bearer <token>`.
"""

from __future__ import annotations

import asyncio
import hmac
from collections.abc import Callable, Iterator
from typing import Any

from fastapi import FastAPI, Request
from fastapi.responses import JSONResponse, Response
from prometheus_client import CONTENT_TYPE_LATEST, CollectorRegistry, Histogram, generate_latest
from prometheus_client.core import CounterMetricFamily, GaugeMetricFamily
from prometheus_client.registry import Collector

PROBE_EVERY_S = 0.25

COMMIT_SECONDS = Histogram(
    "bivouac_move_commit_seconds", "Time to store one batch of moves (a transaction).",
    buckets=(0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5),
    registry=None)
BATCH_SIZE = Histogram(
    "bivouac_move_commit_batch_size", "Moves stored per transaction.",
    buckets=(1, 2, 4, 8, 16, 32, 64, 128, 256), registry=None)
BOT_THINK_SECONDS = Histogram(
    "bivouac_bot_think_seconds", "Time a computer player took to choose a move.",
    ["game", "level"], buckets=(0.01, 0.05, 0.1, 0.25, 0.5, 1, 2, 4, 8, 15), registry=None)
LOOP_LAG_SECONDS = Histogram(
    "bivouac_event_loop_lag_seconds", "How late the event loop ran a timer (sampled).",
    buckets=(0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5), registry=None)


def observe_commit(batch_size: int, seconds: float) -> None:
    """A batch of moves was stored in `seconds` (call after each commit)."""
    COMMIT_SECONDS.observe(seconds)
    BATCH_SIZE.observe(batch_size)


def observe_bot_think(game: str, level: str, seconds: float) -> None:
    """A computer player chose a move in `seconds`."""
    BOT_THINK_SECONDS.labels(game, level).observe(seconds)


class ServicesCollector(Collector):
    """The gauges and counters read from the running services at each scrape."""

    def __init__(self, services_getter: Callable[[], Any]) -> None:
        self.services_getter = services_getter
        self.last_lag = 0.0

    def collect(self) -> Iterator[Any]:
        services = self.services_getter()
        if services is None:
            return
        rooms = list(services.rooms.rooms.values())
        yield _gauge("bivouac_rooms_loaded", "Rooms held in memory.", len(rooms))
        yield _gauge("bivouac_rooms_in_charge",
                     "Rooms whose clocks and computer players this instance runs.",
                     sum(1 for room in rooms if room.in_charge))
        computer = CounterMetricFamily(
            "bivouac_computer_moves", "Computer moves chosen here (bots, stand-ins, clocks).")
        computer.add_metric([], services.rooms.computer_moves)
        yield computer
        caught_up = CounterMetricFamily(
            "bivouac_moves_caught_up",
            "Moves another instance stored that a room loaded here applied (work done twice).")
        caught_up.add_metric([], services.rooms.moves_caught_up)
        yield caught_up
        yield _gauge("bivouac_websockets_open", "Open room websockets (players and watchers).",
                     sum(len(room.subscribers) for room in rooms))
        writer = services.writer
        stored = CounterMetricFamily("bivouac_moves_stored", "Moves stored in the database.")
        stored.add_metric([], getattr(writer, "written", 0))
        yield stored
        queue = getattr(writer, "_queue", None)
        yield _gauge("bivouac_move_writer_queue", "Moves waiting to be stored.",
                     queue.qsize() if queue is not None else 0)
        yield _gauge("bivouac_bot_jobs_pending",
                     "Computer players' moves queued or running in the bot pool.", _bot_jobs())
        held = CounterMetricFamily(
            "bivouac_bus_news_held",
            "Room news not published because no other instance listened to the room.")
        held.add_metric([], services.bus.held)
        yield held
        bus = GaugeMetricFamily("bivouac_bus_up", "1 when the bus between instances works.",
                                labels=["mode"])
        bus.add_metric([services.bus.mode], 1.0 if services.bus.healthy else 0.0)
        yield bus
        yield _gauge("bivouac_event_loop_lag_last_seconds",
                     "The event loop's lag at the last sample.", self.last_lag)


def _gauge(name: str, documentation: str, value: float) -> GaugeMetricFamily:
    return GaugeMetricFamily(name, documentation, value=value)


def _bot_jobs() -> int:
    from app.bots import pool

    executor = getattr(pool, "_pool", None)
    return len(getattr(executor, "_pending_work_items", ()) or ())


async def _probe_loop(collector: ServicesCollector) -> None:
    """Sleep a fixed time again and again; the overshoot is the loop's lag."""
    loop = asyncio.get_running_loop()
    while True:
        start = loop.time()
        await asyncio.sleep(PROBE_EVERY_S)
        lag = max(0.0, loop.time() - start - PROBE_EVERY_S)
        collector.last_lag = lag
        LOOP_LAG_SECONDS.observe(lag)


def enabled(settings: Any) -> tuple[bool, str]:
    """(on, token) from the METRICS and METRICS_TOKEN settings."""
    token = str(getattr(settings, "metrics_token", "") or "")
    return bool(getattr(settings, "metrics", False)) or bool(token), token


def install(app: FastAPI, services_getter: Callable[[], Any], settings: Any,
            *, on: bool | None = None, token: str | None = None) -> bool:
    """Serve GET /metrics on `app` when the settings ask for it; True if installed.

    `on` and `token` override the settings (tests).
    """
    wanted, configured = enabled(settings)
    on = wanted if on is None else on
    token = configured if token is None else token
    if not (on or token):
        return False
    from app.bots import pool
    from app.db import writer

    pool.think_observer = observe_bot_think
    writer.commit_observer = observe_commit
    collector = ServicesCollector(services_getter)
    registry = CollectorRegistry(auto_describe=False)
    for metric in (collector, COMMIT_SECONDS, BATCH_SIZE, BOT_THINK_SECONDS, LOOP_LAG_SECONDS):
        registry.register(metric)
    probe: list[asyncio.Task[None]] = []

    @app.get("/metrics", include_in_schema=False)
    async def metrics(request: Request) -> Response:
        if token:
            sent = request.headers.get("authorization", "")
            if not hmac.compare_digest(sent.encode(), f"Bearer {token}".encode()):
                return JSONResponse({"error": {"code": "unauthorized",
                                               "message": "A metrics token is needed."}}, 401)
        if not probe or probe[0].done():
            probe[:] = [asyncio.get_running_loop().create_task(_probe_loop(collector),
                                                               name="metrics-loop-lag")]
        return Response(generate_latest(registry), media_type=CONTENT_TYPE_LATEST)

    return True
