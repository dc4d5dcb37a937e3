"""The database unreachable when the server starts: it waits and says so, then serves.

A real `python -m app` is started while its private PostgreSQL cluster is stopped.
It must stay up, log one clear line per attempt (with the database's address, never
a password) at a growing interval rather than exiting and being restarted in a loop,
and serve as soon as the database is started. An error that waiting cannot mend (no
such database, a login refused) ends the start at once, with the reason in the log.
"""

from __future__ import annotations

import re
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.reliability.db_faults import AppProcess, PgCluster, needs_postgres_binaries

pytestmark = [pytest.mark.slow, needs_postgres_binaries]

WAITING = re.compile(r"the database at (\S+) is not answering \((\w+): .*\); "
                     r"trying again in ([\d.]+) s \(attempt (\d+)\)$", re.MULTILINE)


@pytest.fixture
def stopped_cluster() -> Iterator[PgCluster]:
    pg = PgCluster()
    pg.init()
    pg.start()
    pg.create_database()
    pg.stop()
    yield pg
    pg.remove()


def _wait_for(check, seconds: float, what: str, app: AppProcess) -> None:  # noqa: ANN001
    deadline = time.monotonic() + seconds
    while not check():
        assert time.monotonic() < deadline, f"{what} within {seconds} s\n{app.log()}"
        assert app.alive(), f"the server exited while waiting for {what}\n{app.log()}"
        time.sleep(0.1)


def test_the_server_waits_for_a_database_down_at_start(stopped_cluster: PgCluster,
                                                       tmp_path: Path) -> None:
    url = stopped_cluster.url.replace("postgres@", "postgres:s3cret-pw@")  # trust ignores it
    app = AppProcess(url, tmp_path / "server.log")
    app.spawn(DATABASE_WAIT_MAX="2")
    try:
        _wait_for(lambda: len(WAITING.findall(app.log())) >= 4, 30, "four waiting lines", app)
        assert app.health() is None  # nothing is served before the database answers
        lines = WAITING.findall(app.log())
        shown, error, _, _ = lines[0]
        assert shown == f"postgresql+asyncpg://postgres:***@127.0.0.1:{stopped_cluster.port}/bivouac"
        assert "s3cret-pw" not in app.log()
        assert error in {"ConnectionRefusedError", "OSError"}, lines[0]
        assert [int(n) for *_, n in lines] == list(range(1, len(lines) + 1))
        delays = [float(d) for _, _, d, _ in lines]
        assert delays[:4] == [0.5, 1.0, 2.0, 2.0]  # growing, then at DATABASE_WAIT_MAX
        assert "Traceback" not in app.log()

        stopped_cluster.start()
        started = time.monotonic()
        app.wait_healthy(30)
        print(f"\nhealthy {time.monotonic() - started:.1f} s after the database started, "
              f"after {len(WAITING.findall(app.log()))} attempts")
        assert re.search(r"the database at \S+ answers \(attempt \d+\); starting", app.log())
    finally:
        app.stop()


#: Settings that waiting cannot mend: how the URL is wrong, and what the log must say.
CANNOT_MEND = {
    "no such database": (("/bivouac", "/no_such_database"),
                         'database "no_such_database" does not exist'),
    # a login refused (SQLSTATE class 28): a wrong role or password. Met later, on a server
    # already serving, the same refusal is waited for: see test_db_denied.py.
    "a login refused": (("postgres@", "locked@"), 'role "locked" is not permitted to log in'),
}


@pytest.mark.parametrize("case", sorted(CANNOT_MEND))
def test_an_error_waiting_cannot_mend_ends_the_start(stopped_cluster: PgCluster,
                                                     tmp_path: Path, case: str) -> None:
    (old, new), reason = CANNOT_MEND[case]
    stopped_cluster.start()
    stopped_cluster.psql("CREATE ROLE locked NOLOGIN")
    app = AppProcess(stopped_cluster.url.replace(old, new), tmp_path / "server.log")
    app.spawn()
    try:
        assert app.process is not None
        assert app.process.wait(60) != 0
        assert reason in app.log()
        assert not WAITING.search(app.log())
    finally:
        app.stop()
