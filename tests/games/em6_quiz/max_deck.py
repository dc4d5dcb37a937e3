"""A maximum-size uploaded deck of real questions, and how long it takes to parse.

`python -m tests.games.em6_quiz.max_deck [ROUNDS]` builds the deck (the shipped
English bank, plus renamed copies of its cards up to the upload limit) and
prints the parse time with libyaml and with the pure-Python loader.
"""

from __future__ import annotations

import statistics
import sys
import time
from typing import Any

import yaml

from app.games.base import match_rng
from app.games.em6_quiz import GAME, loader
from app.quiz_banks import bank_path


def max_deck() -> str:
    """The largest deck under MAX_DECK_BYTES made of the English bank's cards."""
    data: dict[str, Any] = yaml.safe_load(bank_path("en").read_text(encoding="utf-8"))
    cards = list(data["cards"])
    text = _dump(data)
    n = 0
    while True:
        extra = yaml.safe_load(yaml.safe_dump(cards[n % len(cards)], allow_unicode=True))
        for side in ("front", "back"):
            for question in extra[side]:
                question["question"] = f"{question['question']} ({n + 2})"
        bigger = _dump(dict(data, cards=[*data["cards"], extra]))
        if len(bigger.encode("utf-8")) > loader.MAX_DECK_BYTES:
            return text
        data["cards"].append(extra)
        text, n = bigger, n + 1


def _dump(data: dict[str, Any]) -> str:
    return yaml.safe_dump(data, allow_unicode=True, sort_keys=False, width=100)


def _median_ms(rounds: int, work: Any) -> tuple[float, float]:
    times = []
    for _ in range(rounds):
        began = time.perf_counter()
        work()
        times.append(time.perf_counter() - began)
    return statistics.median(times) * 1000, max(times) * 1000


def main(rounds: int) -> None:
    text = max_deck()
    deck = loader.parse_upload(text)
    print(f"deck: {len(text.encode('utf-8')):,} bytes, {len(deck.cards)} cards, "
          f"{6 * len(deck.cards)} questions; {rounds} rounds each")
    for name, cls in (("libyaml", yaml.CSafeLoader), ("pure Python", yaml.SafeLoader)):
        loader.YAML_LOADER = cls
        median, worst = _median_ms(rounds, lambda: loader.parse_upload(text))
        print(f"parse_upload, {name}: median {median:.1f} ms, max {worst:.1f} ms")
    loader.YAML_LOADER = yaml.CSafeLoader
    options = GAME.validate_options(6, {"deck": text})
    median, worst = _median_ms(rounds, lambda: GAME.validate_options(6, {"deck": text}))
    print(f"validate_options (one parse): median {median:.1f} ms, max {worst:.1f} ms")
    parsed = GAME.prepare_options(options)
    median, worst = _median_ms(rounds, lambda: GAME.setup(6, parsed, match_rng("max", 0)))
    print(f"setup with the parsed deck: median {median:.2f} ms, max {worst:.2f} ms")


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 20)
