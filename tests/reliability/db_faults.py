"""A private PostgreSQL cluster that a test stops and starts, and `python -m app` beside it.

The cluster is made by the test with Debian's PostgreSQL binaries (initdb, pg_ctl)
in a folder of its own, on a free port, so that the shared server on 5432 is never
touched. Run as root (a container), PostgreSQL's own commands run as the `postgres`
user, since PostgreSQL refuses to run as root.
"""

from __future__ import annotations

import glob
import os
import pwd
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import httpx
import pytest

from tests.support import ROOT, free_port


def _bin_dir() -> Path | None:
    found = sorted(glob.glob("/usr/lib/postgresql/*/bin/pg_ctl"))
    return Path(found[-1]).parent if found else None


PG_BIN = _bin_dir()
needs_postgres_binaries = pytest.mark.skipif(
    PG_BIN is None, reason="PostgreSQL's server binaries (initdb, pg_ctl) are not installed")


class PgCluster:
    """A PostgreSQL cluster in a temporary folder, on a free port."""

    def __init__(self, folder: Path | None = None) -> None:
        assert PG_BIN is not None
        self.root = Path(folder or tempfile.mkdtemp(prefix="bivouac-pg-"))
        self.root.chmod(0o755)
        self.data = self.root / "data"
        self.port = free_port()
        self.as_postgres = os.geteuid() == 0
        self.running = False
        if self.as_postgres:
            user = pwd.getpwnam("postgres")
            os.chown(self.root, user.pw_uid, user.pw_gid)

    @property
    def url(self) -> str:
        """The async SQLAlchemy URL of its `bivouac` database."""
        return f"postgresql+asyncpg://postgres@127.0.0.1:{self.port}/bivouac"

    def _run(self, *args: str, timeout: float = 120) -> subprocess.CompletedProcess[str]:
        command = [str(PG_BIN / args[0]), *args[1:]]
        if self.as_postgres:
            command = ["runuser", "-u", "postgres", "--", *command]
        return subprocess.run(command, capture_output=True, text=True, timeout=timeout,
                              check=True, cwd=self.root)

    def init(self, **settings: str) -> None:
        """initdb, with `settings` (postgresql.conf names) added to its configuration."""
        self._run("initdb", "-D", str(self.data), "-A", "trust", "-U", "postgres", "-E", "UTF8",
                  "--no-sync")
        conf = {"listen_addresses": "'127.0.0.1'", "port": str(self.port),
                "unix_socket_directories": f"'{self.root}'", "max_connections": "100",
                "shared_buffers": "16MB", "logging_collector": "off"} | settings
        with open(self.data / "postgresql.conf", "a") as f:
            f.writelines(f"{k} = {v}\n" for k, v in conf.items())

    def start(self) -> None:
        """Start it and wait until it accepts connections."""
        self._run("pg_ctl", "-D", str(self.data), "-l", str(self.root / "server.log"), "-w",
                  "-t", "60", "start")
        self.running = True

    def stop(self, mode: str = "fast") -> None:
        """Stop it: `fast` (clients disconnected, a clean shutdown) or `immediate` (a crash:
        recovery from the WAL at the next start)."""
        if self.running:
            self._run("pg_ctl", "-D", str(self.data), "-m", mode, "-w", "-t", "60", "stop")
            self.running = False

    def psql(self, sql: str, database: str = "postgres") -> str:
        """Run SQL through psql (as the superuser) and return its output."""
        return self._run("psql", "-h", "127.0.0.1", "-p", str(self.port), "-U", "postgres",
                         "-d", database, "-v", "ON_ERROR_STOP=1", "-Atc", sql).stdout

    def create_database(self) -> None:
        self.psql("CREATE DATABASE bivouac")

    def remove(self) -> None:
        self.stop("immediate")
        shutil.rmtree(self.root, ignore_errors=True)


class App:
    """`python -m app` in its own process; its log in a file the test reads."""

    def __init__(self, database_url: str, log_path: Path) -> None:
        self.port = free_port()
        self.base_url = f"http://127.0.0.1:{self.port}"
        self.ws_base = f"ws://127.0.0.1:{self.port}"
        self.database_url = database_url
        self.log_path = log_path
        self.process: subprocess.Popen[bytes] | None = None

    def spawn(self, **settings: str) -> None:
        """Start the process (without waiting for it)."""
        env = os.environ | {"HOST": "127.0.0.1", "PORT": str(self.port), "BOT_DELAY": "0",
                            "DATABASE_URL": self.database_url, "LOG_LEVEL": "warning"}
        env |= {k.upper(): v for k, v in settings.items()}
        with open(self.log_path, "ab") as log:
            self.process = subprocess.Popen([sys.executable, "-m", "app"], cwd=ROOT, env=env,
                                            stdout=log, stderr=log)

    def health(self) -> httpx.Response | None:
        """GET /api/health, or None if nothing answers."""
        try:
            return httpx.get(f"{self.base_url}/api/health", timeout=5)
        except httpx.HTTPError:
            return None

    def wait_healthy(self, seconds: float = 60) -> None:
        deadline = time.monotonic() + seconds
        while time.monotonic() < deadline:
            assert self.alive(), self.log()
            answer = self.health()
            if answer is not None and answer.status_code == 200:
                return
            time.sleep(0.1)
        raise AssertionError(f"the server did not become healthy in {seconds} s\n{self.log()}")

    def start(self, **settings: str) -> None:
        self.spawn(**settings)
        self.wait_healthy()

    def alive(self) -> bool:
        return self.process is not None and self.process.poll() is None

    def log(self) -> str:
        return self.log_path.read_text(errors="replace") if self.log_path.exists() else ""

    def stop(self) -> None:
        if self.process is not None and self.process.poll() is None:
            self.process.terminate()
            try:
                self.process.wait(20)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()
        self.process = None
