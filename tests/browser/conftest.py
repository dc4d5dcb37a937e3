"""Fixtures of the browser tests (the `browser` and `live_server` ones are in tests/conftest.py)."""

from __future__ import annotations

import pytest

from tests.browser.support import DESKTOP


@pytest.fixture
def new_page(browser):
    """`new_page(seat=(room, token), init=script, **options)`: a page in a fresh context.

    The token is stored as the shell keeps it; `init` runs before the page's scripts.
    Script errors of every page are collected in `new_page.problems`.
    """
    contexts = []
    problems: list[str] = []

    def make(*, seat: tuple[str, str] | None = None, init: str = "", **options):
        context = browser.new_context(**(DESKTOP | options))
        contexts.append(context)
        if seat is not None:
            context.add_init_script(f"localStorage.setItem('bivouac.token.{seat[0]}', '{seat[1]}');")
        if init:
            context.add_init_script(init)
        page = context.new_page()
        page.on("pageerror", lambda error: problems.append(f"page error: {error}"))
        return page

    make.problems = problems
    yield make
    for context in contexts:
        context.close()
