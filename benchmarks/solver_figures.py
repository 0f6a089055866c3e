"""How fast the double-dummy solver is: time and nodes per solve, per kind of position.
A script, not a test: it prints figures and never fails because a machine is slow.

    .venv/bin/python benchmarks/solver_figures.py [--count 10] [--case NAME ...] [--values] [--depth N]

The cases: Klaverjassen-4 with 4, 5, 6 and 8 tricks left (after the bidding, the
cards played so far by a seeded random player), beside the plain alpha-beta's
figures of ``shared/notes/search-baseline.md``; Leipzig Taroc from trick 18 (exact,
and with ``--depth``, depth-limited for a sampling player); Maison Tarot for four from
trick 10; Marjolet's and Binage's play-out. Positions before them are played by the
basic bot. Each solve is timed in CPU seconds (``time.process_time``: on a shared host
the wall clock counts the other programs too) and in wall seconds; the table gives the
median and the largest of each, and the nodes.

The functions are for other scripts too (``benchmarks/search.py``): :func:`positions`
makes a case's positions, :func:`figures` solves them and returns one row per case.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from pathlib import Path
from typing import Any, Callable

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from tarotlib import HandState, new_hand  # noqa: E402
from tarotlib.bots import get_bot  # noqa: E402
from tarotlib.phases import PLAY  # noqa: E402
from tarotlib.search.solver import SearchStopped, solve  # noqa: E402

BASELINE = {4: "433 - 3,897 nodes, 2 - 15 ms", 5: "3,137 - 19,748 nodes, 20 - 129 ms",
            6: "87,146 - 205,464 nodes, 0.41 - 0.88 s", 8: "minutes"}
"""The plain alpha-beta through push/pop (no table, no ordering, no merging) per tricks
left, Klaverjassen-4, from ``shared/notes/search-baseline.md``."""


def _play_until(state: HandState, stop: Callable[[HandState], bool], seed: int, random_cards: bool) -> HandState | None:
    """Play ``state`` until ``stop`` holds at a trick's start: the basic bot for every
    phase but trick play, where a seeded random player (``random_cards``) or the basic bot
    plays. None if the hand ends first."""
    basic, chooser = get_bot("basic"), get_bot("random", seed)
    while state.result is None:
        if state.phase is PLAY and not state.trick_cards and stop(state):
            return state
        seat = state.turn
        assert seat is not None
        bot = chooser if random_cards and state.phase is PLAY else basic
        state.apply(bot.choose(state, seat), seat)
    return None


def _klaverjas(tricks: int) -> Callable[[int], HandState | None]:
    return lambda seed: _play_until(new_hand("klaverjas-4", seed=seed),
                                    lambda s: s.hands[s.turn].bit_count() == tricks, seed, True)  # type: ignore[index]


def _from_trick(game: str, trick: int, players: int | None = None) -> Callable[[int], HandState | None]:
    return lambda seed: _play_until(new_hand(game, players, seed=seed), lambda s: s.trick_number == trick, seed, False)


def _playout(game: str) -> Callable[[int], HandState | None]:
    return lambda seed: _play_until(new_hand(game, seed=seed), lambda s: not s.own.cards(), seed, False)


CASES: dict[str, Callable[[int], HandState | None]] = {
    "klaverjas-4, 4 tricks left": _klaverjas(4),
    "klaverjas-4, 5 tricks left": _klaverjas(5),
    "klaverjas-4, 6 tricks left": _klaverjas(6),
    "klaverjas-4, 8 tricks left": _klaverjas(8),
    "leipzig-taroc from trick 18": _from_trick("leipzig-taroc", 18),
    "maison-tarot 4p from trick 10": _from_trick("maison-tarot", 10, 4),
    "marjolet play-out": _playout("marjolet"),
    "binage play-out": _playout("binage"),
}
"""Each case's positions by seed."""


def positions(case: str, count: int, seed: int = 1) -> list[HandState]:
    """``count`` positions of ``case`` (:data:`CASES`), from seeds ``seed``, ``seed + 1``, ...
    (a seed whose hand ends before the position is skipped)."""
    found: list[HandState] = []
    while len(found) < count:
        state = CASES[case](seed)
        if state is not None:
            found.append(state)
        seed += 1
    return found


def figures(cases: list[str], count: int, *, values: bool = False, depth: int | None = None,
            seconds: float | None = None, seed: int = 1) -> list[dict[str, Any]]:
    """Solve ``count`` positions of each case; per case a row: the median and the largest
    CPU and wall time in seconds, the median and largest nodes, the solves stopped by
    ``seconds`` (a deadline per solve; their time still counts, their nodes as searched)."""
    rows = []
    for case in cases:
        cpu, wall, nodes, stopped = [], [], [], 0
        for state in positions(case, count, seed):
            deadline = None if seconds is None else time.monotonic() + seconds
            start_cpu, start_wall = time.process_time(), time.perf_counter()
            try:
                searched = solve(state, values=values, depth=depth, deadline=deadline).nodes
            except SearchStopped as stop:
                searched, stopped = stop.nodes, stopped + 1
            cpu.append(time.process_time() - start_cpu)
            wall.append(time.perf_counter() - start_wall)
            nodes.append(searched)
        rows.append({"case": case, "solves": count, "values": values, "depth": depth, "stopped": stopped,
                     "cpu_median": statistics.median(cpu), "cpu_max": max(cpu),
                     "wall_median": statistics.median(wall), "wall_max": max(wall),
                     "nodes_median": statistics.median(nodes), "nodes_max": max(nodes),
                     "us_per_node": 1e6 * sum(cpu) / max(1, sum(nodes))})
    return rows


def _seconds(value: float) -> str:
    return f"{value * 1000:.1f} ms" if value < 1 else f"{value:.2f} s"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--count", type=int, default=10, help="positions per case (default 10)")
    parser.add_argument("--case", action="append", default=[], choices=list(CASES), help="only these cases")
    parser.add_argument("--values", action="store_true", help="the exact value of every root action too")
    parser.add_argument("--depth", type=int, default=None, help="tricks searched before the rollout (not exact)")
    parser.add_argument("--seconds", type=float, default=None, help="stop a solve after this long (counted)")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)
    cases = args.case or list(CASES)
    print(f"{'case':32} {'cpu median':>11} {'cpu max':>10} {'wall median':>12} {'nodes median':>13} "
          f"{'nodes max':>10} {'us/node':>8}  baseline (plain alpha-beta)")
    for row in figures(cases, args.count, values=args.values, depth=args.depth, seconds=args.seconds, seed=args.seed):
        tricks = int(row["case"].split(", ")[1].split()[0]) if row["case"].startswith("klaverjas-4,") else None
        stopped = f"  ({row['stopped']} stopped)" if row["stopped"] else ""
        print(f"{row['case']:32} {_seconds(row['cpu_median']):>11} {_seconds(row['cpu_max']):>10} "
              f"{_seconds(row['wall_median']):>12} {row['nodes_median']:>13,.0f} {row['nodes_max']:>10,} "
              f"{row['us_per_node']:>8.1f}  {BASELINE.get(tricks, '') if tricks else ''}{stopped}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
