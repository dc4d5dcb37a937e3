"""Random boards: 12 numbered lakes, at most 4 dry land hexes, boats by the ruling."""

from __future__ import annotations

import random
from collections import Counter

from app.games.common import bits
from app.games.hex_camping.board import (
    CELLS,
    MAX_DRY_LAND,
    NEIGHBOURS,
    bits_of,
    components,
    dry_land,
    generate,
    groups,
)


def test_generated_boards_keep_the_original_constraint():
    for seed in range(300):
        lakes, boats = generate(random.Random(seed))
        assert len(lakes) == len(set(lakes)) == 12 and len(boats) == 12
        assert len(dry_land(set(lakes))) <= MAX_DRY_LAND
        assert all(0 <= b <= 5 for b in boats)


def test_boats_half_empty_otherwise_uniform_one_to_five():
    counts = Counter(b for seed in range(2000) for b in generate(random.Random(seed))[1])
    total = sum(counts.values())
    assert abs(counts[0] / total - 0.5) < 0.02
    for n in range(1, 6):
        assert abs(counts[n] / total - 0.1) < 0.015


def test_dry_land_counts_hexes_touching_no_lake():
    # one lake in a corner: every hex not next to it is dry
    corner = {0}
    assert len(dry_land(corner)) == CELLS - 1 - len(NEIGHBOURS[0])


def _flood(cells: set[int]) -> list[list[int]]:
    """Groups by a plain flood fill over NEIGHBOURS: the reference for the bit-set form."""
    seen: set[int] = set()
    found = []
    for start in sorted(cells):
        if start in seen:
            continue
        seen.add(start)
        group, stack = [], [start]
        while stack:
            h = stack.pop()
            group.append(h)
            for n in NEIGHBOURS[h]:
                if n in cells and n not in seen:
                    seen.add(n)
                    stack.append(n)
        found.append(sorted(group))
    return found


def test_groups_of_bit_sets_match_a_plain_flood_fill():
    rng = random.Random(7)
    for _ in range(2000):
        cells = {h for h in range(CELLS) if rng.random() < rng.random()}
        assert components(cells) == _flood(cells)
        assert [bits(g) for g in groups(bits_of(cells))] == _flood(cells)
        assert sum(g.bit_count() for g in groups(bits_of(cells))) == len(cells)
    assert components(set()) == [] and components(set(range(CELLS))) == [list(range(CELLS))]
