"""Dependencies shared by the routes (async, so no request hops through the thread pool)."""

from __future__ import annotations

from typing import Annotated

from fastapi import Depends, Request

from app.services import Services


async def _services(request: Request) -> Services:
    return request.app.state.services


ServicesDep = Annotated[Services, Depends(_services)]
