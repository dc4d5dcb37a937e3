"""The bot levels and how long each may think."""

from __future__ import annotations

EASY, MEDIUM, HARD = "easy", "medium", "hard"
LEVELS: tuple[str, ...] = (EASY, MEDIUM, HARD)

#: The most seconds a bot may think per move unless the caller says otherwise.
DEFAULT_BUDGET = 2.0
#: Seconds of search per move at each level; easy does not search at all.
THINK_SECONDS: dict[str, float] = {EASY: 0.0, MEDIUM: 0.3, HARD: DEFAULT_BUDGET}


def think_seconds(level: str, budget: float = DEFAULT_BUDGET) -> float:
    """Seconds a bot of `level` searches: its level's time, never more than `budget`."""
    return max(0.0, min(THINK_SECONDS.get(level, 0.0), budget))


def searches(level: str) -> bool:
    """True for the levels that search (medium and hard); easy plays from a quick heuristic."""
    return THINK_SECONDS.get(level, 0.0) > 0.0
