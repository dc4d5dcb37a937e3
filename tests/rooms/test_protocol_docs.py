"""docs/protocol.md against the protocol's models: every documented message parses into its
model, and every model has an example in the page."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import pytest
from pydantic import TypeAdapter

from app.protocol.bus import BUS_EVENTS, Envelope
from app.protocol.inbound import MESSAGES, parse_client_message
from app.protocol.outbound import SERVER_ADAPTER, SERVER_MESSAGES, encode

DOC = Path(__file__).resolve().parents[2] / "docs" / "protocol.md"
BLOCK = re.compile(r"```json\n(.*?)```", re.S)
SECTIONS = {
    "client": "### Client → server",
    "server": "### Server → client",
    "bus": "### Between server instances",
}


def _section(title: str) -> str:
    text = DOC.read_text(encoding="utf-8")
    start = text.index(title)
    end = text.find("\n### ", start + len(title))
    return text[start:end if end >= 0 else None]


def _examples(which: str) -> list[Any]:
    """Every JSON value of every json block in a section (a block may hold several)."""
    decoder = json.JSONDecoder()
    found = []
    for block in BLOCK.findall(_section(SECTIONS[which])):
        at = 0
        while (at := _skip_space(block, at)) < len(block):
            value, at = decoder.raw_decode(block, at)
            found.append(value)
    return found


def _skip_space(text: str, at: int) -> int:
    while at < len(text) and text[at].isspace():
        at += 1
    return at


def _tag(model: type) -> str:
    return model.__dataclass_fields__["type"].default if hasattr(model, "__dataclass_fields__") \
        else model.model_fields["type"].annotation.__args__[0]


def test_every_server_example_parses_into_its_model_and_encodes_back_the_same() -> None:
    examples = _examples("server")
    assert examples
    for example in examples:
        message = SERVER_ADAPTER.validate_python(example)
        assert json.loads(encode(message)) == example, example


def test_every_server_message_has_an_example() -> None:
    documented = {e["type"] for e in _examples("server")}
    assert documented == {_tag(m) for m in SERVER_MESSAGES}


def test_every_client_example_parses_and_every_client_message_has_one() -> None:
    examples = _examples("client")
    for example in examples:
        parse_client_message(json.dumps(example))
    assert {e["type"] for e in examples} == {_tag(m) for m in MESSAGES}


def test_every_bus_example_parses_and_every_bus_event_has_one() -> None:
    adapter = TypeAdapter(Envelope)
    examples = _examples("bus")
    for example in examples:
        envelope = adapter.validate_python(example)
        assert json.loads(encode(envelope)) == example
    assert {e["event"]["kind"] for e in examples} == {
        m.__dataclass_fields__["kind"].default for m in BUS_EVENTS
    }


@pytest.mark.parametrize("example", [
    {"type": "pong", "extra": 1},
    {"type": "seats", "seats": []},
    {"type": "nothing"},
])
def test_a_message_unlike_its_model_does_not_parse(example: dict[str, Any]) -> None:
    with pytest.raises(ValueError):
        SERVER_ADAPTER.validate_python(example)
