"""Stopping a task for sure (app/tasks.py): a task whose cancellation was lost, as Python
3.11's `asyncio.wait_for` loses one that comes as its inner await completes, is cancelled
again; one that will not end is left behind at the deadline, never waited for for ever.
And app/ never calls `wait_for` itself."""

from __future__ import annotations

import ast
import asyncio
from pathlib import Path

from app.tasks import cancel_and_wait

APP = Path(__file__).resolve().parent.parent / "app"


async def _loses_one_cancellation(cancellations: list[int]) -> None:
    """A loop like a heartbeat whose first cancellation a library swallowed."""
    while True:
        try:
            await asyncio.sleep(3600)
        except asyncio.CancelledError:
            cancellations.append(1)
            if len(cancellations) == 1:
                continue  # lost: the loop goes on as if never cancelled
            raise


async def test_a_task_that_lost_its_cancellation_is_cancelled_again_and_ends() -> None:
    cancellations: list[int] = []
    task = asyncio.get_running_loop().create_task(_loses_one_cancellation(cancellations))
    await asyncio.sleep(0)
    assert await cancel_and_wait([task, None], within=30)
    assert task.cancelled()
    assert len(cancellations) == 2


async def test_a_task_that_never_ends_is_left_behind_at_the_deadline() -> None:
    stop = asyncio.Event()

    async def stubborn() -> None:
        while not stop.is_set():
            try:
                await asyncio.sleep(3600)
            except asyncio.CancelledError:
                continue

    task = asyncio.get_running_loop().create_task(stubborn())
    await asyncio.sleep(0)
    loop = asyncio.get_running_loop()
    started = loop.time()
    assert not await cancel_and_wait([task], within=0.3)
    assert loop.time() - started < 10  # the deadline, not for ever
    assert not task.done()
    stop.set()
    task.cancel()
    await asyncio.wait([task], timeout=10)
    assert task.done()


async def test_what_a_task_ended_with_is_retrieved() -> None:
    """A task that failed before it was stopped leaves no "exception never retrieved"."""
    async def fails() -> None:
        raise ValueError("gone")

    task = asyncio.get_running_loop().create_task(fails())
    await asyncio.wait([task])
    assert await cancel_and_wait([task])
    assert task._log_traceback is False  # noqa: SLF001 - asyncio's "never retrieved" flag


def test_app_never_calls_wait_for() -> None:
    """`asyncio.timeout` runs the awaited code in the caller's task and loses no
    cancellation; Python 3.11's `wait_for` may, and then a stop waits for ever."""
    calls = []
    for path in sorted(APP.rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if (isinstance(node, ast.Attribute) and node.attr == "wait_for"
                    and isinstance(node.value, ast.Name) and node.value.id == "asyncio"):
                calls.append(f"{path.relative_to(APP.parent)}:{node.lineno}")
    assert calls == []
