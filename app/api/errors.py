"""Turning errors into `{"error": {"code", "message"}}` replies with a 4xx status."""

from __future__ import annotations

import logging

from fastapi import FastAPI, Request
from fastapi.exceptions import RequestValidationError
from fastapi.responses import JSONResponse
from sqlalchemy.exc import SQLAlchemyError
from starlette.exceptions import HTTPException as StarletteHTTPException

from app.rooms.errors import RoomError, gone_for, unavailable_for
from app.text import TextError

log = logging.getLogger(__name__)

STATUS = {
    "not_found": 404,
    "unknown_game": 404,
    "room_full": 409,
    "seat_taken": 409,
    "not_waiting": 409,
    "rate_limited": 429,
    "server_busy": 429,  # CONTRACT.md: errors are 4xx; a client retries a 429
    "server_error": 500,
    "unavailable": 503,
}


#: What a query raises when the database is away, busy, full, read-only or refusing its
#: login (and some bugs: see `database_fault`, which tells them apart).
DATABASE_ERRORS: tuple[type[Exception], ...] = (SQLAlchemyError, OSError, TimeoutError)


def error_body(code: str, message: str) -> dict[str, dict[str, str]]:
    """The JSON body of an error reply."""
    return {"error": {"code": code, "message": message}}


def _describe(exc: RequestValidationError) -> str:
    first = exc.errors()[0]
    where = ".".join(str(p) for p in first.get("loc", ()) if p != "body")
    if first.get("type") == "json_invalid":
        return "The request body is not valid JSON."
    if first.get("type") == "missing":
        return f"Missing field '{where}'."
    return f"Field '{where}': {first.get('msg', 'invalid')}." if where else first.get("msg", "")


def text_error(exc: RequestValidationError) -> TextError | None:
    """The text policy's refusal behind a validation error, if that is what it is."""
    for error in exc.errors():
        cause = (error.get("ctx") or {}).get("error")
        if isinstance(cause, TextError):
            return cause
    return None


def install(app: FastAPI) -> None:
    """Register the error handlers on `app`."""

    @app.exception_handler(RoomError)
    async def _room_error(_: Request, exc: RoomError) -> JSONResponse:
        headers = ({"Retry-After": str(max(1, round(exc.retry_after)))}
                   if exc.retry_after is not None else None)
        return JSONResponse(error_body(exc.code, exc.message), STATUS.get(exc.code, 400),
                            headers=headers)

    @app.exception_handler(RequestValidationError)
    async def _validation(_: Request, exc: RequestValidationError) -> JSONResponse:
        refused = text_error(exc)
        if refused is not None:
            return JSONResponse(error_body(refused.code, refused.message), 400)
        return JSONResponse(error_body("bad_request", _describe(exc)), 422)

    @app.exception_handler(StarletteHTTPException)
    async def _http(_: Request, exc: StarletteHTTPException) -> JSONResponse:
        code = {404: "not_found", 405: "method_not_allowed"}.get(exc.status_code, "bad_request")
        message = "No such page." if exc.status_code == 404 else str(exc.detail)
        return JSONResponse(error_body(code, message), exc.status_code)

    async def _database(request: Request, exc: Exception) -> JSONResponse:
        # Registered per class: a handler of Exception would answer, then re-raise.
        refused = unavailable_for(exc) or gone_for(exc)  # gone: deleted under the server
        if refused is None:
            return await _bug(request, exc)
        log.warning("%s %s refused: %s", request.method, request.url.path, refused.message)
        return await _room_error(request, refused)

    for kind in DATABASE_ERRORS:
        app.add_exception_handler(kind, _database)

    @app.exception_handler(Exception)
    async def _bug(_: Request, exc: Exception) -> JSONResponse:
        log.exception("unhandled error", exc_info=exc)
        return JSONResponse(error_body("server_error", "Something went wrong on the server."), 500)
