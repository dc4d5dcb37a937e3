"""Dependencies shared by the routes."""

from __future__ import annotations

from typing import Annotated

from fastapi import Depends, Request, WebSocket

from app.services import Services


def _services(request: Request) -> Services:
    return request.app.state.services


def _ws_services(websocket: WebSocket) -> Services:
    return websocket.app.state.services


ServicesDep = Annotated[Services, Depends(_services)]
WsServicesDep = Annotated[Services, Depends(_ws_services)]
