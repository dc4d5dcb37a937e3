"""A copy of the repository run with `docker compose`, as a self-hoster runs it.

Only loopback addresses are reached from here (every published port is bound to
127.0.0.1); the containers talk among themselves on the network compose makes.
"""

from __future__ import annotations

import shutil
import socket
import subprocess
import time
from pathlib import Path
from typing import Any

import httpx
from playwright.sync_api import Error as PlaywrightError

ROOT = Path(__file__).resolve().parents[2]
# What a checkout needs for `docker compose up --build`.
CHECKOUT = ["app", "frontend", "migrations", "deploy", "Dockerfile", "docker-compose.yml",
            ".dockerignore", ".env.example", "pyproject.toml", "setup.py", "MANIFEST.in",
            "README.md", "requirements.lock"]
PROFILES = ["--profile", "scale", "--profile", "https"]


def compose_command() -> list[str]:
    """Debian's docker-compose, else the `docker compose` plugin."""
    if shutil.which("docker-compose"):
        return ["docker-compose"]
    return ["docker", "compose"]


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def wait_for(what: str, predicate, timeout: float, every: float = 0.5) -> Any:
    """Poll `predicate` until it returns something true; fail after `timeout` seconds."""
    end = time.monotonic() + timeout
    last: Any = None
    while time.monotonic() < end:
        try:
            last = predicate()
        except (httpx.HTTPError, subprocess.CalledProcessError, OSError, PlaywrightError) as error:
            last = error
        else:
            if last:
                return last
        time.sleep(every)
    raise AssertionError(f"{what}: not so after {timeout:.0f} s (last: {last!r})")


#: What Chromium answers a navigation under way when a network interface of the host comes
#: or goes: Docker adds one per container it starts, and a new one's address settles a
#: moment later. Not the server's doing: the navigation is made again.
NETWORK_CHANGED = "net::ERR_NETWORK_CHANGED"


def navigate(page, url: str | None = None, timeout: float = 30) -> Any:
    """`page.goto(url)`, or `page.reload()` without a URL, made again while Chromium says
    the host's network changed under it, for up to `timeout` seconds in all."""
    end = time.monotonic() + timeout
    while True:
        left = max(1.0, end - time.monotonic()) * 1000
        try:
            return page.goto(url, timeout=left) if url else page.reload(timeout=left)
        except PlaywrightError as error:
            if NETWORK_CHANGED not in str(error) or time.monotonic() >= end:
                raise
        time.sleep(0.2)


class Stack:
    """One compose project in a fresh folder, with its own `.env`."""

    def __init__(self, folder: Path, project: str = "bivouacdeploy") -> None:
        self.folder = folder
        self.project = project
        for name in CHECKOUT:
            source = ROOT / name
            if source.is_dir():
                shutil.copytree(source, folder / name, ignore=shutil.ignore_patterns(
                    "__pycache__", "node_modules", "*.pyc"))
            else:
                shutil.copy2(source, folder / name)
        self.port = free_port()
        self.settings: dict[str, str] = {}
        self.timings: dict[str, float] = {}

    @property
    def base(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    def write_env(self, **settings: str) -> None:
        """The stack's `.env`: the published port on loopback, then `settings`."""
        self.settings.update(settings)
        lines = [f"PORT=127.0.0.1:{self.port}"] + [f"{k}={v}" for k, v in self.settings.items()]
        (self.folder / ".env").write_text("\n".join(lines) + "\n")

    def compose(self, *args: str, timeout: float = 900, check: bool = True,
                stdin: bytes | None = None) -> subprocess.CompletedProcess:
        command = [*compose_command(), "-p", self.project, *args]
        done = subprocess.run(command, cwd=self.folder, capture_output=True, timeout=timeout,
                              input=stdin)
        if check and done.returncode != 0:
            raise AssertionError(f"{' '.join(command)} failed ({done.returncode}):\n"
                                 f"{done.stdout.decode()[-3000:]}\n{done.stderr.decode()[-3000:]}")
        return done

    def timed(self, label: str, *args: str, **options: Any) -> subprocess.CompletedProcess:
        start = time.monotonic()
        done = self.compose(*args, **options)
        self.timings[label] = time.monotonic() - start
        return done

    def down(self, *extra: str) -> None:
        self.compose(*PROFILES, "down", "--remove-orphans", *extra, check=False, timeout=300)

    def containers(self, service: str) -> list[str]:
        """Ids of the service's running containers."""
        out = self.compose("ps", "-q", service).stdout.decode().split()
        running = []
        for cid in out:
            state = docker("inspect", "-f", "{{.State.Running}}", cid, check=False)
            if state.stdout.strip() == b"true":
                running.append(cid)
        return running

    def health(self, cid: str) -> str:
        return docker("inspect", "-f", "{{.State.Health.Status}}", cid).stdout.decode().strip()

    def wait_healthy(self, service: str, count: int, timeout: float = 180) -> list[str]:
        """Wait until `count` containers of `service` run and are healthy; their ids."""
        def ready() -> list[str]:
            ids = self.containers(service)
            good = [cid for cid in ids if self.health(cid) == "healthy"]
            return good if len(ids) == count and len(good) == count else []
        return wait_for(f"{count} healthy {service}", ready, timeout)

    def wait_answering(self, timeout: float = 180) -> None:
        """Wait until nginx answers /api/health with an ok database."""
        def ok() -> bool:
            response = httpx.get(self.base + "/api/health", timeout=5)
            return response.status_code == 200 and response.json()["database"] == "ok"
        wait_for("the stack answering through nginx", ok, timeout)

    def logs(self) -> str:
        return self.compose(*PROFILES, "logs", "--no-color", "--tail", "80",
                            check=False).stdout.decode()[-8000:]


def docker(*args: str, check: bool = True, timeout: float = 120) -> subprocess.CompletedProcess:
    done = subprocess.run(["docker", *args], capture_output=True, timeout=timeout)
    if check and done.returncode != 0:
        raise subprocess.CalledProcessError(done.returncode, ["docker", *args], done.stdout,
                                            done.stderr)
    return done


#: The stack's METRICS_TOKEN: /metrics is read from inside each instance.
METRICS_TOKEN = "deploy-test-metrics"
_READ_METRICS = ("import os, urllib.request as u; print(u.urlopen(u.Request("
                 "'http://127.0.0.1:8000/metrics', headers={'Authorization': 'Bearer ' + "
                 "os.environ['METRICS_TOKEN']}), timeout=5).read().decode())")


def websockets_held(cid: str) -> int:
    """Open room websockets on one instance (its `bivouac_websockets_open` gauge).

    Not its established connections: nginx keeps idle ones open to every instance.
    """
    text = docker("exec", cid, "python", "-c", _READ_METRICS).stdout.decode()
    for line in text.splitlines():
        if line.startswith("bivouac_websockets_open "):
            return int(float(line.split()[1]))
    raise AssertionError(f"no bivouac_websockets_open in {cid}'s /metrics:\n{text[:2000]}")


def tcp_counters(cid: str) -> dict[str, int]:
    """The TCP counters of a container's network namespace (/proc/net/snmp), such as
    ActiveOpens: the connections opened from inside it so far."""
    lines = [line.split() for line in
             docker("exec", cid, "cat", "/proc/net/snmp").stdout.decode().splitlines()
             if line.startswith("Tcp:")]
    names, values = lines[0][1:], lines[1][1:]
    return {name: int(value) for name, value in zip(names, values, strict=True)}
