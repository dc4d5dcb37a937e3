"""The import graph of app/: rules cores at the bottom, rooms above them, the API on top,
storage and the bus behind interfaces, and no cycle between the packages."""

from __future__ import annotations

import ast
from pathlib import Path

APP = Path(__file__).resolve().parent.parent / "app"

#: What each part may import (besides itself and the standard library and packages).
ALLOWED: dict[str, set[str]] = {
    "games": set(),
    "protocol": {"text"},
    "logs": set(),
    # The default body limit follows the quiz's largest deck (a constant of the rules).
    "config": {"games"},
    "limits": {"protocol", "chunks", "tasks", "alive", "bus"},
    "text": set(),
    "paths": set(),
    # Periodic work over many rooms, a chunk at a time.
    "chunks": set(),
    # Stopping a task for sure (a cancellation can be lost).
    "tasks": set(),
    # An instance's one Redis key that vouches for its others (bus and shared limits).
    "alive": set(),
    # The other instances on the database, read from their rows (no I/O of its own).
    "neighbours": set(),
    "quiz_banks": {"games"},
    "db": {"config", "paths", "tasks"},
    # Worker processes hold what the server holds: the quiz banks and the games.
    "workers": {"games", "quiz_banks"},
    "bots": {"games", "config", "quiz_banks", "workers"},
    "bus": {"protocol", "tasks", "alive"},
    "rooms": {"games", "protocol", "db", "bots", "limits", "text", "config", "workers",
              "chunks"},
    "services": {"rooms", "db", "bus", "bots", "limits", "config", "games", "protocol",
                 "chunks", "tasks", "neighbours"},
    # (edge: the websocket protocol's offer to write a message at once, an ASGI extension)
    "api": {"rooms", "services", "db", "bus", "bots", "limits", "config", "games", "protocol",
            "text", "logs", "edge", "tasks"},
    # The edge (request guards, static files) knows nothing of rooms or storage.
    "edge": {"config", "limits"},
    "web": {"edge", "paths"},
    "metrics": {"bots", "db"},
}
#: The composition roots: they may import any part, and no part imports them.
ROOTS = {"main", "__main__", "__init__", "__version__"}
#: The only modules of app/db the rooms use: plain records, and how to tell a database
#: fault (the store, the move writer and the bus are given to them through rooms/ports.py).
ROOMS_FROM_DB = {"app.db.records", "app.db.engine"}


def _part(module: str) -> str:
    return module.split(".")[1] if module.count(".") else module


def _imports(path: Path) -> set[str]:
    """The app modules a file imports at run time (not under TYPE_CHECKING)."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    found: set[str] = set()
    checking: set[int] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.If) and "TYPE_CHECKING" in ast.dump(node.test):
            checking.update(id(n) for n in ast.walk(node))
    for node in ast.walk(tree):
        if id(node) in checking:
            continue
        if isinstance(node, ast.Import):
            found.update(a.name for a in node.names if a.name.startswith("app."))
        elif isinstance(node, ast.ImportFrom) and node.module and node.module.startswith("app"):
            found.add(node.module if node.module != "app" else f"app.{node.names[0].name}")
    return found


def _graph() -> dict[str, set[str]]:
    graph: dict[str, set[str]] = {}
    for path in APP.rglob("*.py"):
        relative = path.relative_to(APP.parent).with_suffix("")
        part = relative.parts[1] if len(relative.parts) > 1 else relative.parts[0]
        part = part.removesuffix(".py")
        graph.setdefault(part, set()).update(
            p for p in (_part(m) for m in _imports(path)) if p != part
        )
    return graph


def test_each_part_imports_only_what_it_may() -> None:
    graph = _graph()
    wrong = {
        part: sorted(uses - ALLOWED[part])
        for part, uses in graph.items() if part in ALLOWED and uses - ALLOWED[part]
    }
    assert not wrong, f"imports against the layering: {wrong}"


def test_storage_and_the_rules_never_import_rooms_or_the_api() -> None:
    graph = _graph()
    for low in ("db", "games", "protocol", "bus"):
        assert not graph.get(low, set()) & {"rooms", "api", "services"}, (low, graph[low])


def test_there_is_no_cycle_between_the_packages() -> None:
    graph = _graph()
    state: dict[str, int] = {}

    def visit(node: str, path: list[str]) -> None:
        state[node] = 1
        for nxt in graph.get(node, ()):
            if state.get(nxt) == 1:
                raise AssertionError(f"import cycle: {' -> '.join([*path, node, nxt])}")
            if nxt not in state:
                visit(nxt, [*path, node])
        state[node] = 2

    for node in sorted(graph):
        if node not in state:
            visit(node, [])


def test_every_part_of_app_has_its_allowed_imports_listed() -> None:
    graph = _graph()
    assert not set(graph) - set(ALLOWED) - ROOTS, "a part with no line in ALLOWED"
    for part, uses in graph.items():
        assert not uses & (ROOTS - {"__version__"}), f"{part} imports a composition root"


def test_rooms_reach_storage_only_through_their_interfaces() -> None:
    used: dict[str, set[str]] = {}
    for path in (APP / "rooms").rglob("*.py"):
        for module in _imports(path):
            if module.startswith("app.db"):
                used.setdefault(module, set()).add(path.name)
    wrong = {m: sorted(files) for m, files in used.items() if m not in ROOMS_FROM_DB}
    assert not wrong, f"rooms import concrete storage: {wrong}"
