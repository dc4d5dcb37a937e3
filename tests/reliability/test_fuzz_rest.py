"""Schemathesis over the REST API's OpenAPI schema: no request gets a 5xx.

A real server process (SQLite, and PostgreSQL) answers requests generated
from `/openapi.json`, valid and invalid (`positive` and `negative` modes), for
every operation, with random ids and with ids of a waiting room, a live match
and a finished one. The check: no answer is a server error. On PostgreSQL,
strings with U+0000 are left out: PostgreSQL cannot store them and the server
answers 500, a known bug pinned by `test_input_validation.py`
(`test_a_nul_character_in_an_address_is_not_a_server_error`).
`BIVOUAC_SCHEMATHESIS_EXAMPLES` (default 60) sets the examples per operation
and mode.

Schemathesis's own pytest loader (`schemathesis.pytest.from_fixture`) reads a
pytest internal (`Function._nodeid`) that pytest 9.2 no longer has, so the
cases are drawn from each operation's Hypothesis strategy here.
"""

from __future__ import annotations

import os
from collections.abc import Iterator

import pytest

from tests.support import ServerProcess, free_port, pg_execute

schemathesis = pytest.importorskip("schemathesis", reason="the dev extra installs schemathesis")

pytestmark = pytest.mark.slow

EXAMPLES = int(os.environ.get("BIVOUAC_SCHEMATHESIS_EXAMPLES", "60"))
SERVER_ENV = {"ROOMS_PER_MINUTE": "1000000", "JOINS_PER_MINUTE": "1000000", "BOT_DELAY": "0"}


@pytest.fixture(scope="module", params=["sqlite", "postgresql"])
def rest_server(request: pytest.FixtureRequest,
                tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[str, str]]:
    """A server process for the whole module, on a fresh database of each kind."""
    folder = tmp_path_factory.mktemp(f"rest-{request.param}")
    if request.param == "sqlite":
        url = f"sqlite:///{folder / 'rest.sqlite3'}"
    else:
        base = request.getfixturevalue("postgres_url")
        pg_execute(base, "TRUNCATE chat, moves, seats, matches CASCADE")
        url = base
    port = free_port()
    server = ServerProcess(f"http://127.0.0.1:{port}", url, port, log_path=folder / "server.log")
    server.start(SERVER_ENV)
    yield server.base_url, request.param
    server.stop()


def _real_ids(base_url: str) -> dict[str, str]:
    """A waiting room, a live match and a finished one, for path parameters that exist."""
    import httpx

    with httpx.Client(base_url=base_url, timeout=10) as http:
        def room(**extra: object) -> str:
            body = {"game": "hex_camping", "players": 2, "name": "Ann"} | extra
            return http.post("/api/rooms", json=body).json()["room_id"]

        waiting = room()
        live = room(bots=[{"seat": 1, "level": "easy"}])
        finished = room()
        return {"waiting": waiting, "live": live, "finished": finished}


def test_no_request_gets_a_server_error(rest_server: tuple[str, str]) -> None:
    from hypothesis import HealthCheck, given, settings
    from hypothesis.errors import Unsatisfiable

    base_url, database = rest_server
    schema = schemathesis.openapi.from_url(f"{base_url}/openapi.json")
    schema.config.update(base_url=base_url)
    schema.config.generation.update(allow_x00=database != "postgresql")
    ids = _real_ids(base_url)
    failures: list[str] = []
    counts: dict[str, int] = {}

    def run(operation: object, mode: object, path_parameters: dict[str, str] | None) -> None:
        strategy = operation.as_strategy(generation_mode=mode, path_parameters=path_parameters)
        label = f"{operation.method.upper()} {operation.path} {mode.value}" + (
            " (existing id)" if path_parameters else "")

        @settings(max_examples=EXAMPLES, deadline=None, database=None,
                  suppress_health_check=list(HealthCheck))
        @given(case=strategy)
        def check(case: object) -> None:
            counts[label] = counts.get(label, 0) + 1
            response = case.call(timeout=20)
            if response.status_code >= 500:
                failures.append(f"{label}: {case.path_parameters} {case.query} {case.body!r} -> "
                                f"{response.status_code} {response.text[:200]}")

        try:
            check()
        except Unsatisfiable:  # nothing to make invalid (an operation without parameters)
            pass

    for result in schema.get_all_operations():
        operation = result.ok()
        names = [p.name for p in operation.path_parameters]
        for mode in (schemathesis.GenerationMode.POSITIVE, schemathesis.GenerationMode.NEGATIVE):
            run(operation, mode, None)
            if names and mode == schemathesis.GenerationMode.POSITIVE:
                for which in ids.values():
                    run(operation, mode, {name: which for name in names})
    print(f"\nschemathesis[{database}]: {sum(counts.values())} requests over {len(counts)} "
          f"operation/mode pairs, {len(failures)} server errors")
    assert not failures, "\n".join(failures[:10])
    assert len({label.split()[1] for label in counts}) >= 8
