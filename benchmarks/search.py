"""How fast the double-dummy search solves whole hands, beside the bridge solver DDS in
the same run. A script, not a test: it prints figures next to their targets and never
fails because a machine is slow.

    .venv/bin/python benchmarks/search.py [--deals 200] [--seed 1] [--quick] [--klaverjas-only]

Klaverjassen-4 (``tarotlib.search.klaverjas.solve_klaverjas``): random full deals
right after the bidding, the trump and the leader fixed (Utrechts bidding, so that
voorhand names a trump drawn from the seed; play is Rotterdam's, K2), each solved
once from its first card: the exact value and every best card. Per deal its time and
nodes; the median and the maximum time and nodes, nodes per second. Targets (issue
28): median under 100 ms, every deal under 5 s. ``--klaverjas-only`` runs this part
alone (nodes are the figure to compare on a busy machine; times run high there).

Beside it, when the optional ``endplay`` package is installed (``pip install
endplay``), its DDS (the C++ bridge solver) on random bridge endings of 8 cards a hand
(32 of the 52 cards, a random strain and leader): ``solve_board``, every card of the
leader with its tricks; the ratio of the two medians says how far the Python solver
is from the C++ one on hands of the same size. Without ``endplay`` that part says so
and is skipped.

The generic solver (``tarotlib.search.solver.solve``: Leipzig Taroc from trick 18,
Maison Tarot for 4 from trick 10, Marjolet's play-out) and the sampling player's
decision time in each game at its default budget (:func:`generic_solver_figures`,
:func:`pimc_figures`; target: median under 1 s).

Each solve is timed once with garbage collection off, as ``timeit`` does. Figures
also go to ``benchmarks/results/search.json``.
"""

from __future__ import annotations

import argparse
import gc
import json
import platform
import random
import statistics
import sys
import time
from pathlib import Path
from typing import Any, Callable

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from tarotlib import HandState, new_hand  # noqa: E402
from tarotlib.actions import Bid  # noqa: E402
from tarotlib.search.klaverjas import solve_klaverjas  # noqa: E402
from tarotlib.search.solver import solve  # noqa: E402

TARGET_MEDIAN_S = 0.100
TARGET_MAX_S = 5.0
QUICK_DEALS = 10
BRIDGE_CARDS = 8  # cards a hand in the bridge endings: as many as a Klaverjas-4 hand


def timed(solve: Callable[[], Any]) -> tuple[float, Any]:
    """One call's time in seconds (garbage collection off) and its answer."""
    gc.collect()
    gc.disable()
    try:
        start = time.perf_counter()
        answer = solve()
        return time.perf_counter() - start, answer
    finally:
        gc.enable()


# ---------------------------------------------------------------- Klaverjassen-4
def klaverjas_deal(rng: random.Random) -> HandState:
    """A random Klaverjassen-4 deal after the bidding: voorhand leads and has named a
    random trump (Utrechts, K7)."""
    state = new_hand("klaverjas-4", 4, ("utrechts",), seed=rng.randrange(10**9))
    state.apply(Bid("play", trump=rng.randrange(4)))
    return state


def klaverjas_figures(deals: int, seed: int) -> dict[str, Any]:
    rng = random.Random(seed)
    times, nodes = [], []
    for number in range(deals):
        state = klaverjas_deal(rng)
        seconds, solution = timed(lambda: solve_klaverjas(state))
        times.append(seconds)
        nodes.append(solution.nodes)
        print(f"  deal {number + 1:3}: {seconds * 1000:9.1f} ms {solution.nodes:9,} nodes  value {solution.value:+g}",
              flush=True)
    return {
        "deals": deals,
        "median_s": statistics.median(times),
        "max_s": max(times),
        "mean_s": statistics.fmean(times),
        "median_nodes": statistics.median(nodes),
        "max_nodes": max(nodes),
        "nodes_per_s": sum(nodes) / sum(times),
        "over_5_s": sum(t > TARGET_MAX_S for t in times),
    }


# ---------------------------------------------------------------- bridge (DDS via endplay)
BRIDGE_RANKS = "AKQJT98765432"


def bridge_ending(rng: random.Random) -> str:
    """A random bridge ending in PBN: 8 cards a hand out of the 52."""
    pack = [suit + rank for suit in "SHDC" for rank in BRIDGE_RANKS]
    rng.shuffle(pack)
    hands = [pack[seat * BRIDGE_CARDS:(seat + 1) * BRIDGE_CARDS] for seat in range(4)]
    return "N:" + " ".join(".".join("".join(r for r in BRIDGE_RANKS if s + r in hand) for s in "SHDC")
                           for hand in hands)


def bridge_figures(deals: int, seed: int) -> dict[str, Any] | None:
    """DDS on ``deals`` random endings, or None (said why) without ``endplay``."""
    try:
        from endplay.dds import solve_board
        from endplay.types import Deal, Denom, Player
    except ImportError:
        print("  not available: the optional package endplay is not installed (pip install endplay)")
        return None
    rng = random.Random(seed)
    times = []
    for _ in range(deals):
        deal = Deal(bridge_ending(rng))
        deal.first = rng.choice(list(Player))
        deal.trump = rng.choice(list(Denom))
        seconds, _ = timed(lambda: list(solve_board(deal)))
        times.append(seconds)
    return {"deals": deals, "median_s": statistics.median(times), "max_s": max(times),
            "mean_s": statistics.fmean(times)}


# ---------------------------------------------------------------- the generic solver
GENERIC_CASES: dict[str, tuple[str, int | None, Callable[[HandState], bool]]] = {
    "leipzig-taroc from trick 18": ("leipzig-taroc", None, lambda state: state.trick_number >= 18),
    "maison-tarot 4p from trick 10": ("maison-tarot", 4, lambda state: state.trick_number >= 10),
    "marjolet play-out": ("marjolet", None, lambda state: not state.own.stock),
}
"""Per case: the game, its players (None: the game's default) and where the solve starts."""


def generic_solver_figures(deals: int, seed: int) -> dict[str, Any]:
    """The generic solver's figures: Leipzig Taroc from trick 18, Maison Tarot for 4
    from trick 10, Marjolet's play-out (after the stock)."""
    rng = random.Random(seed)
    out: dict[str, Any] = {}
    for label, (game, players, reached) in GENERIC_CASES.items():
        times, nodes = [], []
        while len(times) < deals:
            state = new_hand(game, players, seed=rng.randrange(10**9))
            while state.result is None and not (state.phase.name == "play" and reached(state)):
                state.apply(rng.choice(state.legal_actions()))
            if state.result is not None:
                continue
            seconds, solution = timed(lambda: solve(state))
            times.append(seconds)
            nodes.append(solution.nodes)
        out[label] = {"median_s": statistics.median(times), "max_s": max(times),
                      "median_nodes": statistics.median(nodes)}
        print(f"  {label:32} median {out[label]['median_s'] * 1000:9.1f} ms  max {out[label]['max_s'] * 1000:9.1f} ms"
              f"  median nodes {out[label]['median_nodes']:,.0f}")
    return out


PIMC_GAMES = ("maison-tarot", "la-rigueur", "maison-troggen", "triomphe-forcee", "leipzig-taroc", "marjolet",
              "binage", "klaverjas-3", "klaverjas-4")


def pimc_figures(decisions: int, seed: int) -> dict[str, Any]:
    """The sampling player's time per decision at its default budget (a second), per
    game: ``decisions`` of them where it has a choice in trick play (the phases before
    are ``basic``'s), taken from hands that ``basic`` plays, median and 90th percentile."""
    from tarotlib.bots import BasicBot
    from tarotlib.bots.pimc import PimcBot, searchable

    out: dict[str, Any] = {}
    rng = random.Random(seed)
    for game in PIMC_GAMES:
        times: list[float] = []
        exact = 0
        while len(times) < decisions:
            state = new_hand(game, None, seed=rng.randrange(10**9))
            basic, pimc = BasicBot(), PimcBot(seed=seed)
            while state.turn is not None and len(times) < decisions:
                seat = state.turn
                view = state.view(seat)
                if len(view.legal) > 1 and searchable(view) and rng.random() < 0.3:
                    seconds, decision = timed(lambda: pimc.decide(view, state.spec))
                    times.append(seconds)
                    exact += decision.exact
                    action = decision.action
                else:
                    action = basic.choose(state, seat)
                state.apply(action, seat)
        times.sort()
        out[game] = {"decisions": len(times), "median_s": statistics.median(times),
                     "p90_s": times[int(0.9 * (len(times) - 1))], "max_s": times[-1], "exact": exact}
        print(f"  {game:16} median {out[game]['median_s'] * 1000:7.0f} ms  90th percentile "
              f"{out[game]['p90_s'] * 1000:7.0f} ms  max {out[game]['max_s'] * 1000:7.0f} ms  "
              f"({exact} of {len(times)} solved to the end)", flush=True)
    return out


# ---------------------------------------------------------------- main
def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--deals", type=int, default=200, help="deals solved in each part (default 200)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--quick", action="store_true", help=f"{QUICK_DEALS} deals a part, whatever --deals says")
    parser.add_argument("--klaverjas-only", action="store_true",
                        help="the Klaverjassen-4 part alone (no DDS, generic solver or pimc)")
    parser.add_argument("--out", type=Path, default=None,
                        help="where the figures go as JSON (default benchmarks/results/search.json, "
                             "with --klaverjas-only search-klaverjas.json beside it)")
    args = parser.parse_args(argv)
    results = ROOT / "benchmarks" / "results"
    out = args.out or results / ("search-klaverjas.json" if args.klaverjas_only else "search.json")
    deals = QUICK_DEALS if args.quick else args.deals
    print(f"Python {platform.python_version()} on {platform.machine()}; {deals} deals a part, seed {args.seed}\n")

    print("Klaverjassen-4, full deals from the first card (solve_klaverjas):")
    klaverjas = klaverjas_figures(deals, args.seed)
    print(f"  nodes: median {klaverjas['median_nodes']:,.0f}, most {klaverjas['max_nodes']:,}")
    bridge = generic = pimc = None
    if not args.klaverjas_only:
        print(f"\nBridge endings of {BRIDGE_CARDS} cards a hand (DDS via endplay, solve_board):")
        bridge = bridge_figures(deals, args.seed)
        print("\nThe generic solver (tarotlib.search.solver.solve):")
        generic = generic_solver_figures(max(1, deals // 10), args.seed)
        print("\nThe sampling player (pimc), time per decision (target: median under 1 s):")
        pimc = pimc_figures(5 if args.quick else max(1, deals // 4), args.seed)

    print(f"\n{'':34}{'median ms':>11}{'max ms':>11}{'nodes/s':>11}")
    print(f"{'Klaverjassen-4 full deal':34}{klaverjas['median_s'] * 1000:11.1f}{klaverjas['max_s'] * 1000:11.1f}"
          f"{klaverjas['nodes_per_s']:11,.0f}")
    ratio = None
    if bridge is not None:
        ratio = klaverjas["median_s"] / bridge["median_s"]
        print(f"{'bridge ending, 8 a hand (DDS)':34}{bridge['median_s'] * 1000:11.1f}{bridge['max_s'] * 1000:11.1f}")
        print(f"\nKlaverjassen-4 median / DDS median: {ratio:,.0f}x")
    print("\nTargets:")
    for name, value, target in [("median per deal", klaverjas["median_s"], TARGET_MEDIAN_S),
                                ("slowest deal", klaverjas["max_s"], TARGET_MAX_S)]:
        print(f"  Klaverjassen-4 {name} {value * 1000:.1f} ms (target < {target * 1000:g} ms): "
              f"{'met' if value < target else 'MISSED'}")
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text(json.dumps({"args": {**vars(args), "out": str(out)}, "python": platform.python_version(),
                               "klaverjas_4": klaverjas, "bridge_dds": bridge, "ratio_of_medians": ratio,
                               "generic_solver": generic, "pimc": pimc}, indent=2) + "\n")
    print(f"\nwritten: {out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
