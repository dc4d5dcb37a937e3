"""Fixtures of the browser tests (the `browser` and `live_server` ones are in tests/conftest.py).

A browser test that fails says what the pages saw: the requests that failed or were
answered with an error, and the script errors (the end of the server's log is added by
tests/conftest.py, as for every test).
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from tests.browser.support import DESKTOP


@pytest.fixture
def new_page(browser):
    """`new_page(seat=(room, token), init=script, **options)`: a page in a fresh context.

    The token is stored as the shell keeps it; `init` runs before the page's scripts.
    Script errors of every page are collected in `new_page.problems`; the requests that
    failed or were answered 4xx or 5xx in `new_page.refused` (some tests mean them).
    """
    contexts = []
    problems: list[str] = []
    refused: list[str] = []

    def make(*, seat: tuple[str, str] | None = None, init: str = "", **options):
        context = browser.new_context(**(DESKTOP | options))
        contexts.append(context)
        if seat is not None:
            context.add_init_script(f"localStorage.setItem('bivouac.token.{seat[0]}', '{seat[1]}');")
        if init:
            context.add_init_script(init)
        page = context.new_page()
        page.on("pageerror", lambda error: problems.append(f"page error: {error}"))
        page.on("response", lambda response: refused.append(
            f"{response.status} {response.request.method} {response.url}")
            if response.status >= 400 else None)
        page.on("requestfailed", lambda request: refused.append(
            f"failed ({request.failure}) {request.method} {request.url}"))
        return page

    make.problems = problems
    make.refused = refused
    yield make
    for context in contexts:
        context.close()


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_makereport(item: pytest.Item, call: pytest.CallInfo[None]) -> Iterator[None]:
    outcome = yield
    report = outcome.get_result()
    if report.when != "call" or not report.failed:
        return
    funcargs = getattr(item, "funcargs", {})
    pages = funcargs.get("new_page")
    if pages is not None:
        report.sections.append(("pages: refused or failed requests",
                                "\n".join(pages.refused) or "none"))
        report.sections.append(("pages: script errors", "\n".join(pages.problems) or "none"))
