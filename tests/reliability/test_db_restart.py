"""PostgreSQL restarted under live matches: the server stays up and loses nothing.

A private PostgreSQL cluster (tests/reliability/db_faults.py) serves a real
`python -m app`. Several matches are played as fast as the server answers:
humans played by the test through websockets, bots, and a match of computers
only. Then PostgreSQL is stopped (a clean `fast` shutdown or an `immediate` one,
a crash), kept away for a moment and started again, several times. Checked:

- the server process stays up; no connection is closed;
- a match that finishes makes way for a new one of the same kind (tests/reliability/
  db_faults.py's `Fleet`), so that every restart meets matches in play;
- every move sent while the database is away is refused with `unavailable` and a
  `retry_after` hint (or as stale, never with `server_error`), a chat line too, and no
  state with a new version reaches any client while it is away: nothing unstored is
  acknowledged;
- `/api/health` answers 503 `"database": "away"` while it is away, 200 after;
- within 5 s of the database accepting connections again every unfinished match has
  moved on, by itself: the players only send again, on the same connection, the move
  that was refused, after `retry_after`; the computers need nobody;
- after every restart every acknowledged move (every version any client saw) is stored,
  and the stored moves replay from the seed to the very view each connection last saw.

It runs with one instance, and with two sharing a private Redis: the players on
the first, the spectators on the second, which must see every match move on too.

The figures are printed (run with -s to see them).
"""

from __future__ import annotations

import asyncio
import os
import random
from pathlib import Path
from typing import Any

import pytest

from tests.reliability.db_faults import (
    UNLIMITED,
    AppProcess,
    Fleet,
    Outage,
    PgCluster,
    Run,
    needs_postgres_binaries,
    until_all_move_on,
    until_health,
)
from tests.reliability.support import Conn
from tests.support import RedisProcess

pytestmark = [pytest.mark.slow, needs_postgres_binaries]

RESTARTS = int(os.environ.get("BIVOUAC_DB_RESTARTS", "4"))
PLAY_SECONDS = (0.5, 1.5)
AWAY_SECONDS = (1.0, 3.0)
#: After the database accepts connections again, every match moves on within this.
RECOVERY_SECONDS = 5.0
SERVER_ENV = {
    "BOT_DELAY": "0.02",
    **UNLIMITED,
    "DATABASE_TIMEOUT": "3",
}
#: (game, players, human seats, options)
TABLES: list[tuple[str, int, int, dict[str, Any]]] = [
    ("hex_camping", 2, 2, {}),
    ("hex_camping", 2, 1, {}),
    ("hex_camping", 2, 0, {}),  # computers only: nobody sends anything
    ("deluxe_camping", 3, 2, {"max_rounds": 30}),
    ("caravan", 2, 2, {}),
    ("em6_quiz", 3, 2, {"round_limit": 12}),
]
REFUSALS_WHILE_AWAY = {"unavailable", "stale_version", "not_your_turn"}
#: Refusals of the test's random moves, database or not.
REFUSALS_OF_RANDOM_MOVES = {"illegal_move", "empty answer"}


@pytest.mark.parametrize("instances", [1, 2])
async def test_postgresql_restarted_under_live_matches_loses_nothing(
        cluster: PgCluster, tmp_path: Path, instances: int) -> None:
    """With two instances (sharing a private Redis) the players play on the first, the
    spectators watch on the second, which must catch up too."""
    redis = None
    env = dict(SERVER_ENV)
    if instances == 2:
        redis = RedisProcess(tmp_path)
        redis.start()
        env["REDIS_URL"] = redis.url
    apps = [AppProcess(cluster.url, tmp_path / f"server{n}.log") for n in range(instances)]
    for app in apps:
        await asyncio.to_thread(app.start, **env)
    app, other = apps[0], apps[-1]
    restarts = RESTARTS if instances == 1 else max(2, RESTARTS // 2)
    run = Run()
    outage = Outage()
    fleet = Fleet(app, TABLES, outage, run, random.Random(17), other)
    rng = random.Random(18)
    await fleet.open()
    try:
        for restart in range(restarts):
            fleet.start()
            await asyncio.sleep(rng.uniform(*PLAY_SECONDS))
            await fleet.until_all_live()

            mode = "immediate" if restart % 2 else "fast"
            await asyncio.to_thread(cluster.stop, mode)
            await fleet.until_settled()  # the states of moves stored just before
            outage.away = True
            before = fleet.live()
            seen_before = fleet.versions()
            for each in apps:
                health = await until_health(each, 503, 10)
                assert health["status"] == "unavailable" and health["database"] == "away", health
            # a chat line needs the database too: refused the same way, the socket stays open
            probe = await Conn.open(app.ws_base, fleet.tables[0].room_id, name="Probe")
            await probe.send({"type": "chat", "text": "anyone there?"})
            refused = await probe.next("error")
            assert refused["code"] == "unavailable" and refused["retry_after"] > 0, refused
            await probe.close()
            await asyncio.sleep(rng.uniform(*AWAY_SECONDS))
            assert all(each.alive() for each in apps), app.log() + other.log()
            assert not fleet.moved(seen_before), f"a move was acknowledged: {fleet.where()}"

            outage.away = False  # PostgreSQL accepts connections a little before pg_ctl returns
            await asyncio.to_thread(cluster.start)
            # Seen by the spectator: on the other instance, if there are two.
            await until_all_move_on(fleet.every_table(), before, run, RECOVERY_SECONDS,
                                    f"restart {restart}, after the database's return",
                                    seen=lambda t: t.watcher.version if t.watcher is not None else -1)
            for each in apps:
                await until_health(each, 200, RECOVERY_SECONDS)
            run.restarts += 1

            await fleet.halt()
            await fleet.check_stored(cluster.url)
    finally:
        try:
            await fleet.halt()
            run.acknowledged = fleet.acknowledged()
            await fleet.close()
        finally:
            for each in apps:
                each.stop()
            if redis is not None:
                redis.stop()
    assert "server_error" not in run.refused, run.refused
    assert set(run.refused) <= REFUSALS_WHILE_AWAY | REFUSALS_OF_RANDOM_MOVES, run.refused
    assert run.refused.get("unavailable", 0) > 0, "no move was sent while the database was away"
    recovery = sorted(run.recovery)
    print(f"\npostgresql restarts, {instances} instance(s): {run.restarts} "
          f"({restarts // 2} immediate), "
          f"{len(run.matches)} matches ({fleet.renewals} opened as others finished), "
          f"{run.acknowledged} moves acknowledged, {run.lost} lost, "
          f"{run.acknowledged_while_away} states with a new version while away, "
          f"refused {dict(sorted(run.refused.items()))}, {run.sent_again} sent again, "
          f"moving on {recovery[0]:.2f} to {recovery[-1]:.2f} s after the return "
          f"(median {recovery[len(recovery) // 2]:.2f}), {run.views_checked} views compared")
    assert run.lost == 0
    assert run.acknowledged_while_away == 0
