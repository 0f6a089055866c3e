"""Write ``tests/perft/counts.json`` again: ``python -m tests.perft [--choose-depth] [--pushes N]``
from the repository's root (see the package's docs). Prints each case whose counts
changed, from the first depth that differs."""

from __future__ import annotations

import argparse
import sys

from tarotlib import new_hand
from tests.perft import (CASES_FILE, MAX_PUSHES, PerftCase, cases, chosen_depth, first_change, first_playable_seed, perft,
                         read_cases, write_cases)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tests.perft", description=__doc__.split("\n\n")[0])
    parser.add_argument("--choose-depth", action="store_true",
                        help="choose every case's depth again, not only a new case's")
    parser.add_argument("--pushes", type=int, default=MAX_PUSHES,
                        help=f"the most pushes a chosen depth may take (default {MAX_PUSHES})")
    args = parser.parse_args(argv)
    kept = {case.key: case for case in read_cases()}
    written = []
    for game, variants, players in cases():
        old = kept.get((game, variants, players))
        seed = old.seed if old else first_playable_seed(game, variants, players)
        state = new_hand(game, players, variants, seed=seed)
        depth = old.depth if old and not args.choose_depth else chosen_depth(state, args.pushes)
        case = PerftCase(game, variants, players, seed, depth, tuple(perft(state, depth)))
        if old is None:
            print(f"new: {case.label}, seed {seed}, depth {depth}: {case.counts[-1]}")
        elif old.counts != case.counts:
            first = first_change(old.counts, case.counts)
            where = f"from depth {first}" if first else f"depth {old.depth} -> {depth}"
            print(f"changed: {case.label}, {where}: {old.counts[-1]} -> {case.counts[-1]} at depth {depth}")
        written.append(case)
    for gone in kept.keys() - {case.key for case in written}:
        print(f"dropped: {kept[gone].label} (no such game, variant or number of players now)")
    write_cases(written)
    print(f"written: {CASES_FILE} ({len(written)} cases)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
