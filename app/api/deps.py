"""Dependencies shared by the routes (async, so no request hops through the thread pool)."""

from __future__ import annotations

from typing import Annotated

from fastapi import Depends, Request, WebSocket

from app.services import Services


async def _services(request: Request) -> Services:
    return request.app.state.services


async def _ws_services(websocket: WebSocket) -> Services:
    return websocket.app.state.services


ServicesDep = Annotated[Services, Depends(_services)]
WsServicesDep = Annotated[Services, Depends(_ws_services)]
