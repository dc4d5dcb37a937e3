"""`python -m bench.bots`: bot strength per two-player board game, written to docs/bots.md.

Each pairing of a round robin between a random player, the three bot levels
and the independent baseline player (`bench/baselines/`) plays N matches per
game, the first-named agent taking seat 0 in even matches and seat 1 in odd
ones. A win counts 1, a draw 1/2. Win rates come with 95% Wilson intervals;
every bot move is timed. All the results of a game together give each agent
a Bradley-Terry rating on the Elo scale (random at 0), with a 95% interval.
"""

from __future__ import annotations

import argparse
import json
import math
import os
import platform
import random
import statistics
import sys
import time
import traceback
from collections.abc import Iterator
from dataclasses import dataclass, field
from datetime import UTC, datetime
from multiprocessing import Pool
from pathlib import Path

if __package__ in (None, ""):  # run as `python bench/bots.py`
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from app.bots import choose_move  # noqa: E402
from app.bots.levels import THINK_SECONDS  # noqa: E402
from app.games.base import match_rng  # noqa: E402
from app.games.playout import fill_free  # noqa: E402
from app.games.registry import get_game  # noqa: E402
from bench.baselines import baseline_move  # noqa: E402
from bench.report import command_line, write_section  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
DOC = ROOT / "docs" / "bots.md"
START, END = "<!-- bench:bots:start -->", "<!-- bench:bots:end -->"
GAMES = ("hex_camping", "deluxe_camping", "caravan")
RANDOM = "random"
BASELINE = "baseline"
AGENTS = ("hard", "medium", "easy", BASELINE, RANDOM)
#: The round robin, the pairings the targets name first.
PAIRINGS = ("hard-baseline", "hard-random", "hard-easy", "medium-baseline", "hard-medium",
            "medium-easy", "medium-random", "easy-baseline", "easy-random", "baseline-random")
Z95 = 1.959964
#: Targets of hard per pairing, per game.
TARGETS = {"hard-baseline": 0.7, "hard-random": 0.9, "hard-easy": 0.7}
#: Bradley-Terry: a virtual draw per pairing keeps ratings finite when one side won every match.
PRIOR_DRAWS = 1.0


@dataclass(frozen=True)
class MatchSpec:
    """One match to play: the game, the two agents, which seat the first one takes, budgets."""

    game: str
    pairing: str
    index: int
    budgets: tuple[tuple[str, float], ...]

    @property
    def agents(self) -> tuple[str, str]:
        """The first-named and the second-named agent."""
        first, second = self.pairing.split("-")
        return first, second

    @property
    def first_seat(self) -> int:
        """Seats alternate from match to match."""
        return self.index % 2


@dataclass
class MatchResult:
    """What one match gave: the first agent's result (1, 1/2, 0) and each level's move times."""

    spec: MatchSpec
    result: float
    finished: bool
    plies: int
    times: dict[str, list[float]] = field(default_factory=dict)
    error: str = ""
    end: str = ""  # how the match ended, where the game says (Caravan: delivery, stalemate...)


def play(spec: MatchSpec) -> MatchResult:
    """Play one match; a match that breaks is reported as such instead of stopping the run."""
    try:
        return _play(spec)
    except Exception:  # noqa: BLE001 - one broken match must not lose hours of results
        return MatchResult(spec, 0.5, False, 0, error=traceback.format_exc())


def _play(spec: MatchSpec) -> MatchResult:
    game = get_game(spec.game)
    assert game is not None
    budgets = dict(spec.budgets)
    first, second = spec.agents
    agents = {spec.first_seat: first, 1 - spec.first_seat: second}
    seed = f"bench-bots-{spec.game}-{spec.pairing}-{spec.index}"
    options = game.validate_options(2, {})
    state = game.setup(2, options, match_rng(seed, 0))
    rng = random.Random(seed)
    times: dict[str, list[float]] = {}
    plies = 0
    while not game.is_over(state) and plies < game.max_plies:
        seat = game.to_act(state)[0]
        legal = game.legal_moves(state, seat)
        agent = agents[seat]
        if agent == RANDOM:
            move = fill_free(rng.choice(legal), rng)
        elif agent == BASELINE:
            move = baseline_move(game, game.view(state, seat), legal, seat, rng)
        else:
            view = game.view(state, seat)
            began = time.perf_counter()
            move = choose_move(game, view, legal, seat, agent, rng, budget=budgets[agent])
            times.setdefault(agent, []).append(time.perf_counter() - began)
        plies += 1
        state = game.apply(state, seat, move, match_rng(seed, plies))
    outcome = game.outcome(state)
    result = 0.5
    if outcome is not None:
        mine, theirs = outcome.ranks[spec.first_seat], outcome.ranks[1 - spec.first_seat]
        result = 1.0 if mine < theirs else 0.0 if mine > theirs else 0.5
    end = str(outcome.details.get("end", "")) if outcome is not None else ""
    return MatchResult(spec, result, outcome is not None, plies, times, end=end)


def wilson(score: float, n: int) -> tuple[float, float]:
    """The 95% Wilson score interval of a proportion (draws as half wins)."""
    if n == 0:
        return 0.0, 1.0
    p = score / n
    denominator = 1 + Z95 ** 2 / n
    centre = (p + Z95 ** 2 / (2 * n)) / denominator
    spread = Z95 * math.sqrt(p * (1 - p) / n + Z95 ** 2 / (4 * n * n)) / denominator
    return max(0.0, centre - spread), min(1.0, centre + spread)


def percentile(values: list[float], share: float) -> float:
    """The `share` quantile (nearest rank) of `values`."""
    ordered = sorted(values)
    if not ordered:
        return 0.0
    return ordered[min(len(ordered) - 1, max(0, math.ceil(share * len(ordered)) - 1))]


def specs(games: list[str], pairings: list[str], matches: int,
          budgets: dict[str, float]) -> Iterator[MatchSpec]:
    """Every match of the run, interleaved so that partial runs stay balanced."""
    frozen = tuple(sorted(budgets.items()))
    for index in range(matches):
        for game in games:
            for pairing in pairings:
                yield MatchSpec(game, pairing, index, frozen)


@dataclass
class Row:
    """One line of the results table."""

    game: str
    pairing: str
    n: int
    score: float
    unfinished: int
    plies: float
    times: list[float]
    errors: int = 0
    stalemates: int = 0

    @property
    def rate(self) -> float:
        """The first agent's share of the points."""
        return self.score / self.n if self.n else 0.0


def summarise(results: list[MatchResult]) -> list[Row]:
    """One row per game and pairing."""
    rows: dict[tuple[str, str], Row] = {}
    for r in results:
        key = (r.spec.game, r.spec.pairing)
        row = rows.setdefault(key, Row(key[0], key[1], 0, 0.0, 0, 0.0, []))
        if r.error:
            row.errors += 1
            continue
        row.n += 1
        row.score += r.result
        row.unfinished += 0 if r.finished else 1
        row.stalemates += r.end in ("stalemate", "empty_turns")
        row.plies += r.plies
        row.times.extend(r.times.get(r.spec.agents[0], []))
    for row in rows.values():
        row.plies /= max(row.n, 1)
    order = {p: n for n, p in enumerate(PAIRINGS)}
    return sorted(rows.values(), key=lambda w: (GAMES.index(w.game), order.get(w.pairing, 99),
                                                w.pairing))


Fit = tuple[list[str], dict[str, float], dict[tuple[str, str], float], str]


def _fit(games: list[tuple[str, str, float]]) -> Fit:
    """Bradley-Terry strengths by minorisation-maximisation (Hunter 2004).

    Draws count half a win each; `PRIOR_DRAWS` virtual draws per pair that
    met keep a clean sweep finite. Returns the agents, their strengths, the
    meetings per pair and the anchor (random, else the first agent).
    """
    agents = sorted({a for a, _, _ in games} | {b for _, b, _ in games})
    wins = {a: 0.0 for a in agents}
    meetings: dict[tuple[str, str], float] = {}
    for a, b, result in games:
        wins[a] += result
        wins[b] += 1 - result
        pair = (min(a, b), max(a, b))
        meetings[pair] = meetings.get(pair, 0.0) + 1
    for pair in meetings:
        meetings[pair] += PRIOR_DRAWS
        for agent in pair:
            wins[agent] += PRIOR_DRAWS / 2
    strength = {a: 1.0 for a in agents}
    for _ in range(2000):
        new = {}
        for agent in agents:
            denominator = sum(n / (strength[x] + strength[y])
                              for (x, y), n in meetings.items() if agent in (x, y))
            new[agent] = wins[agent] / denominator if denominator else strength[agent]
        total = sum(new.values())
        new = {a: v * len(agents) / total for a, v in new.items()}
        done = max(abs(new[a] - strength[a]) for a in agents) < 1e-10
        strength = new
        if done:
            break
    return agents, strength, meetings, RANDOM if RANDOM in strength else agents[0]


ELO = 400 / math.log(10)  # Elo points per unit of log-strength


def bradley_terry(games: list[tuple[str, str, float]]) -> dict[str, float]:
    """Elo-scale ratings (random, or the first agent named, at 0) from (a, b, a's result) triples."""
    agents, strength, _, anchor = _fit(games)
    return {a: ELO * math.log(strength[a] / strength[anchor]) for a in agents}


def _inverse(matrix: list[list[float]]) -> list[list[float]]:
    """Gauss-Jordan inverse of a small positive definite matrix."""
    n = len(matrix)
    work = [row[:] + [1.0 if i == j else 0.0 for j in range(n)] for i, row in enumerate(matrix)]
    for col in range(n):
        pivot = max(range(col, n), key=lambda r: abs(work[r][col]))
        work[col], work[pivot] = work[pivot], work[col]
        scale = work[col][col]
        work[col] = [v / scale for v in work[col]]
        for r in range(n):
            if r != col and work[r][col]:
                factor = work[r][col]
                work[r] = [v - factor * w for v, w in zip(work[r], work[col], strict=True)]
    return [row[n:] for row in work]


def rating_errors(games: list[tuple[str, str, float]]) -> dict[str, float]:
    """Standard errors of the ratings (Elo points) from the fit's information matrix."""
    agents, strength, meetings, anchor = _fit(games)
    free = [a for a in agents if a != anchor]
    index = {a: n for n, a in enumerate(free)}
    info = [[0.0] * len(free) for _ in free]
    for (x, y), n in meetings.items():
        p = strength[x] / (strength[x] + strength[y])
        w = n * p * (1 - p)
        for a, b in ((x, x), (y, y), (x, y), (y, x)):
            if a in index and b in index:
                info[index[a]][index[b]] += w if a == b else -w
    cov = _inverse(info) if free else []
    errors = {a: ELO * math.sqrt(max(cov[index[a]][index[a]], 0.0)) for a in free}
    errors[anchor] = 0.0
    return errors


def ratings(results: list[MatchResult]) -> dict[str, dict[str, tuple[float, float, float]]]:
    """Per game, each agent's rating with its 95% interval: (rating, low, high)."""
    found: dict[str, dict[str, tuple[float, float, float]]] = {}
    for game in GAMES:
        games = []
        for r in results:
            if r.spec.game == game and not r.error:
                a, b = r.spec.agents
                games.append((a, b, r.result))
        if not games:
            continue
        point, errors = bradley_terry(games), rating_errors(games)
        found[game] = {a: (point[a], point[a] - Z95 * errors[a], point[a] + Z95 * errors[a])
                       for a in point}
    return found


def machine() -> str:
    """CPU model and cores, OS and Python."""
    model = platform.processor() or "unknown CPU"
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                model = line.split(":", 1)[1].strip()
                break
    except OSError:
        pass
    return (f"{model}, {os.cpu_count()} cores, {platform.system()} {platform.release()}, "
            f"Python {platform.python_version()}")


def render(rows: list[Row], command: str, budgets: dict[str, float], seconds: float,
           workers: int, rated: dict[str, dict[str, tuple[float, float, float]]] | None = None,
           ) -> str:
    """The results section of docs/bots.md."""
    lines = [
        START,
        "## Measured strength",
        "",
        f"Command: `{command}`  ",
        f"Machine: {machine()}, {workers} match processes, shared with other work  ",
        "Budgets (seconds of search per move): "
        + ", ".join(f"{level} {budgets[level]:g}" for level in sorted(budgets)) + "  ",
        (f"Run: {datetime.now(UTC):%Y-%m-%d %H:%M} UTC, {seconds / 60:.0f} minutes" if seconds >= 0
         else f"Table written {datetime.now(UTC):%Y-%m-%d %H:%M} UTC from the run's log"),
        "",
        "| game | pairing | matches | win rate (95% CI) | target | moves timed "
        "| median s/move | p95 s/move | max s/move | plies/match | stalemates |",
        "|---|---|---|---|---|---|---|---|---|---|---|",
    ]
    for row in rows:
        low, high = wilson(row.score, row.n)
        target = TARGETS.get(row.pairing)
        verdict = ""
        if target is not None:
            verdict = f"≥ {target:.0%}: {'met' if row.rate >= target else 'missed'}"
        times = row.times
        lines.append(
            f"| {row.game} | {row.pairing.replace('-', ' vs ')} | {row.n}"
            + (f" ({row.unfinished} unfinished)" if row.unfinished else "")
            + (f" ({row.errors} broken)" if row.errors else "")
            + f" | {row.rate:.1%} ({low:.1%}–{high:.1%}) | {verdict} | {len(times)}"
            f" | {statistics.median(times) if times else 0:.3f} | {percentile(times, 0.95):.3f}"
            f" | {max(times, default=0):.3f} | {row.plies:.0f} | {row.stalemates} |"
        )
    if rated:
        lines += [
            "",
            "Ratings per game (Bradley-Terry on the Elo scale, the random player at 0, with "
            "95% intervals from the fit's information matrix; one virtual draw per pairing "
            "keeps a side that won every match finite):",
            "",
            "| game | " + " | ".join(AGENTS) + " |",
            "|---|" + "---|" * len(AGENTS),
        ]
        for game, table in rated.items():
            cells = []
            for agent in AGENTS:
                if agent in table:
                    value, low, high = table[agent]
                    cells.append(f"{value:.0f} ({low:.0f} to {high:.0f})")
                else:
                    cells.append("–")
            lines.append(f"| {game} | " + " | ".join(cells) + " |")
    lines += ["", END]
    return "\n".join(lines) + "\n"


def parse_args(argv: list[str] | None = None) -> argparse.Namespace:
    """The command line."""
    parser = argparse.ArgumentParser(prog="python -m bench.bots", description=__doc__)
    parser.add_argument("--matches", type=int, default=100, help="matches per pairing and game")
    parser.add_argument("--games", default=",".join(GAMES), help="comma-separated game ids")
    parser.add_argument("--pairings", default=",".join(PAIRINGS), help="comma-separated")
    parser.add_argument("--hard", type=float, default=THINK_SECONDS["hard"],
                        help="hard's seconds per move (default 2)")
    parser.add_argument("--medium", type=float, default=THINK_SECONDS["medium"],
                        help="medium's seconds per move (default 0.3)")
    parser.add_argument("--workers", type=int, default=os.cpu_count() or 1)
    parser.add_argument("--no-write", action="store_true", help="print, leave docs/bots.md alone")
    parser.add_argument("--log", type=Path, help="append each match's result to this file")
    parser.add_argument("--from-log", type=Path, metavar="LOG",
                        help="play nothing: write the table from a log of an earlier run")
    return parser.parse_args(argv)


def read_log(path: Path, budgets: dict[str, float]) -> list[MatchResult]:
    """The results a `--log` file holds (an interrupted run's included)."""
    frozen = tuple(sorted(budgets.items()))
    results = []
    for line in path.read_text(encoding="utf-8").splitlines():
        if line.strip():
            r = json.loads(line)
            spec = MatchSpec(r["game"], r["pairing"], r["index"], frozen)
            results.append(MatchResult(spec, r["result"], r["finished"], r["plies"],
                                       r["times"], r["error"], r.get("end", "")))
    return results


def main(argv: list[str] | None = None) -> int:
    """Run the matches, print the table and write it to docs/bots.md."""
    args = parse_args(argv)
    games = [g for g in args.games.split(",") if g]
    pairings = [p for p in args.pairings.split(",") if p]
    budgets = {"easy": 0.0, "medium": args.medium, "hard": args.hard}
    todo = list(specs(games, pairings, args.matches, budgets))
    began = time.perf_counter()
    results: list[MatchResult] = []
    if args.from_log:
        results = read_log(args.from_log, budgets)
        todo = []
    with Pool(args.workers) as pool:
        for n, result in enumerate(pool.imap_unordered(play, todo), start=1):
            results.append(result)
            s = result.spec
            print(f"[{n}/{len(todo)}] {s.game} {s.pairing} #{s.index}: {result.result:g}"
                  f" ({result.plies} plies)", flush=True)
            if result.error:
                print(result.error, file=sys.stderr, flush=True)
            if args.log:
                with args.log.open("a", encoding="utf-8") as log:
                    log.write(json.dumps({
                        "game": s.game, "pairing": s.pairing, "index": s.index,
                        "result": result.result, "finished": result.finished,
                        "plies": result.plies, "times": result.times, "error": result.error,
                        "end": result.end,
                    }) + "\n")
    command = command_line("bench.bots", argv)
    section = render(summarise(results), command, budgets,
                     -1.0 if args.from_log else time.perf_counter() - began, args.workers,
                     ratings(results))
    print(section)
    if not args.no_write:
        write_section(DOC, START, END, section)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
