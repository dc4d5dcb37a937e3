"""A load run: generator processes against a running server, with the server watched from /proc."""

from __future__ import annotations

import multiprocessing
import os
import time
from collections.abc import Sequence
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

from bench import procstat, profile
from bench.histogram import Histogram
from bench.scenario import Scenario
from bench.server import ServerUnderTest
from bench.swarm import DRAIN, Timeline, WorkerResult, worker_main

#: Seconds for the generator processes to start and import before the ramp begins.
SPAWN_TIME = 3.0
ROOMS_PER_WORKER = 500


@dataclass
class LoadResult:
    """The figures of one run against one server."""

    target: str  # "bivouac" or "relay"
    scenario: Scenario
    figures: WorkerResult
    server_cpu: float  # cores (1.0 = one core busy all the time)
    database_cpu: float
    generator_cpu: float
    machine_cpu: float  # every process of the machine, ours and others'
    rss_idle: int
    rss_end: int
    #: The share of the measured time during which some runnable task waited for a core
    #: (None where the kernel does not say).
    core_wait: float | None = None
    rss_series: list[tuple[float, int]] = field(default_factory=list)
    server_gc: Histogram = field(default_factory=Histogram)
    profile: dict[str, list[tuple[str, float]]] = field(default_factory=dict)
    server_gc_cpu: float = 0.0  # cores spent collecting garbage (all generations)
    #: With several instances: each one's share of `server_cpu`, in the order given.
    server_cpu_each: list[float] = field(default_factory=list)
    redis_cpu: float = 0.0  # the Redis server's (the machine's only one), busy or not with us

    @property
    def moves_per_second(self) -> float:
        """Moves acknowledged to their mover per second of the window."""
        return self.figures.moves_acked / self.scenario.duration

    @property
    def errors(self) -> int:
        """Every error counted during the run (set-up included)."""
        return sum(self.figures.errors.values())

    @property
    def bytes_per_connection(self) -> float:
        """Server memory grown since idle, divided by the open websockets."""
        conns = self.figures.open_connections
        return (self.rss_end - self.rss_idle) / conns if conns else 0.0

    def memory_growth(self) -> dict[str, float]:
        """Resident memory at the start and end of the window, and its slope."""
        series = self.rss_series
        if len(series) < 4:
            return {"first_mib": 0.0, "last_mib": 0.0, "slope_mib_per_min": 0.0, "growth": 0.0}
        tenth = max(1, len(series) // 10)
        first = sum(r for _, r in series[:tenth]) / tenth
        last = sum(r for _, r in series[-tenth:]) / tenth
        n = len(series)
        mean_t = sum(t for t, _ in series) / n
        mean_r = sum(r for _, r in series) / n
        var = sum((t - mean_t) ** 2 for t, _ in series) or 1.0
        slope = sum((t - mean_t) * (r - mean_r) for t, r in series) / var
        return {
            "first_mib": first / 2**20,
            "last_mib": last / 2**20,
            "slope_mib_per_min": slope * 60 / 2**20,
            "growth": last / first - 1 if first else 0.0,
        }

    def summary(self) -> dict[str, Any]:
        """The run as plain data."""
        f = self.figures
        return {
            "target": self.target,
            "scenario": self.scenario.to_json(),
            "moves_per_second": self.moves_per_second,
            "fanout_ms": f.fanout.summary_ms(),
            "receipt_ms": f.receipt.summary_ms(),
            "mover_ms": f.mover.summary_ms(),
            "spectator_ms": f.spectator.summary_ms(),
            "setup_ms": f.setup.summary_ms(),
            "generator_lag_ms": f.loop_lag.summary_ms(),
            "server_gc_ms": self.server_gc.summary_ms() | {
                "count": self.server_gc.count, "total": self.server_gc.total * 1e3},
            "server_gc_cpu": self.server_gc_cpu,
            "generator_gc_ms": f.gc_pause.summary_ms() | {"count": f.gc_pause.count},
            "moves_sent": f.moves_sent,
            "moves_acked": f.moves_acked,
            "rooms_created": f.rooms_created,
            "matches_finished": f.matches_finished,
            "errors": dict(f.errors),
            "open_connections": f.open_connections,
            "server_cpu": self.server_cpu,
            "server_cpu_each": self.server_cpu_each,
            "database_cpu": self.database_cpu,
            "redis_cpu": self.redis_cpu,
            "generator_cpu": self.generator_cpu,
            "machine_cpu": self.machine_cpu,
            "core_wait": self.core_wait,
            "other_cpu": max(0.0, self.machine_cpu - self.server_cpu - self.database_cpu
                             - self.redis_cpu - self.generator_cpu),
            "rss_idle_mib": self.rss_idle / 2**20,
            "rss_end_mib": self.rss_end / 2**20,
            "bytes_per_connection": self.bytes_per_connection,
            "memory": self.memory_growth(),
            "profile": self.profile,
        }


def _workers(scenario: Scenario) -> int:
    if scenario.workers > 0:
        return scenario.workers
    wanted = -(-scenario.rooms // ROOMS_PER_WORKER)
    return max(1, min(wanted, os.cpu_count() or 1))


def _sleep_until(instant: float) -> None:
    time.sleep(max(0.0, instant - time.monotonic()))


def run_load(server: ServerUnderTest, scenario: Scenario, profile_to: Path | None = None,
             others: Sequence[ServerUnderTest] = ()) -> LoadResult:
    """Drive `scenario` against a running server and measure it (and profile it, if asked).

    With `others`, every room is spread over `server` and those instances of the same
    service; CPU and memory are then their sums.
    """
    servers = [server, *others]
    target, base_urls, server_pid = server.kind, [s.base_url for s in servers], server.pid
    if target == "bgio":  # boardgame.io speaks its own protocol (bench/bgio.py)
        scenario = replace(scenario, protocol="bgio")
    pids = [s.pid for s in servers]
    count = _workers(scenario)
    timeline = Timeline(time.monotonic() + SPAWN_TIME, scenario.ramp, scenario.warmup,
                        scenario.duration)
    context = multiprocessing.get_context("spawn")
    pipes, processes = [], []
    rss_idle = sum(procstat.rss_bytes(pid) for pid in pids)
    for index in range(count):
        parent, child = context.Pipe(duplex=False)
        slots = list(range(index, scenario.rooms, count))
        process = context.Process(
            target=worker_main, args=(scenario, slots, base_urls, timeline, child),
            name=f"bench-swarm-{index}", daemon=True,
        )
        process.start()
        child.close()
        pipes.append(parent)
        processes.append(process)
    series: list[tuple[float, int]] = []
    _sleep_until(timeline.measure_start)
    database = procstat.pids_named("postgres")
    db_before = procstat.group_cpu_seconds(database)
    redis_before = procstat.group_cpu_seconds(procstat.pids_named("redis-server"))
    each_before = [procstat.cpu_seconds(pid) for pid in pids]
    machine_before = procstat.machine_busy_seconds()
    wait_before = procstat.core_wait_seconds()
    own_before = time.process_time()
    profiler = profile.start(server_pid, scenario.duration, profile_to) if profile_to else None
    while time.monotonic() < timeline.measure_end:
        series.append((time.monotonic() - timeline.measure_start,
                       sum(procstat.rss_bytes(pid) for pid in pids)))
        _sleep_until(min(timeline.measure_end, time.monotonic() + scenario.sample_every))
    each = [procstat.cpu_seconds(pid) - before for pid, before in zip(pids, each_before,
                                                                        strict=True)]
    server_cpu = sum(each)
    machine_cpu = procstat.machine_busy_seconds() - machine_before
    wait_after = procstat.core_wait_seconds()
    core_wait = (None if wait_before is None or wait_after is None
                 else (wait_after - wait_before) / scenario.duration)
    db_after = procstat.group_cpu_seconds(procstat.pids_named("postgres"))
    db_cpu = procstat.cpu_between(db_before, db_after)
    redis_cpu = procstat.cpu_between(
        redis_before, procstat.group_cpu_seconds(procstat.pids_named("redis-server")))
    rss_end = sum(procstat.rss_bytes(pid) for pid in pids)
    series.append((scenario.duration, rss_end))
    own_cpu = time.process_time() - own_before
    figures = WorkerResult()
    for pipe, process in zip(pipes, processes, strict=True):
        try:
            if not pipe.poll(DRAIN + 60):
                raise EOFError
            figures.merge(pipe.recv())
        except EOFError:
            figures.errors["generator process gave no result"] += 1
        process.join(30)
        if process.is_alive():
            process.kill()
    hot: dict[str, list[tuple[str, float]]] = {}
    if profiler is not None and profile_to is not None:
        profiler.wait(60)
        hot = profile.summarise(profile_to)
    gc_pauses, gc_cpu = Histogram(), 0.0
    pauses = [p for s in servers for p in s.gc_pauses(timeline.measure_start, timeline.measure_end)]
    for seconds, generation, cpu in pauses:
        gc_cpu += cpu
        # Generation -1 sums a second of short young collections: CPU, but not a pause.
        if generation >= 0:
            gc_pauses.add(seconds)
    return LoadResult(
        target=target, scenario=scenario, figures=figures, server_gc=gc_pauses, profile=hot,
        server_gc_cpu=gc_cpu / scenario.duration,
        server_cpu=server_cpu / scenario.duration,
        server_cpu_each=[cpu / scenario.duration for cpu in each],
        database_cpu=db_cpu / scenario.duration,
        redis_cpu=redis_cpu / scenario.duration,
        generator_cpu=(figures.cpu_seconds + own_cpu) / scenario.duration,
        machine_cpu=machine_cpu / scenario.duration, core_wait=core_wait,
        rss_idle=rss_idle, rss_end=rss_end, rss_series=series,
    )


def merged_latency(results: list[LoadResult], name: str) -> Histogram:
    """One latency histogram over several runs."""
    total = Histogram()
    for result in results:
        total.merge(getattr(result.figures, name))
    return total
