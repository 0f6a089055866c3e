"""How fast the engine plays random hands, beside a minimal hard-coded trick loop.
A script, not a test: it prints figures next to their targets and never fails because
a machine is slow.

    .venv/bin/python benchmarks/engine.py [--hands 500] [--reps 15] [--players 4]

For Maison Tarot and La Rigueur (4 players by default) it times random playouts
through the public API: per card ``state.legal_actions()``, ``rng.choice`` and
``state.apply(action)``. Beside them, in the same run and with the same
``random.Random.choice``, a minimal loop written here with no abstractions: hands as
bitmasks, follow suit else trump else any card (the Excuse always allowed), the
winner by the highest trump else the highest card of the suit led, card points at the
end. Dealing is timed apart from play: "play only" starts from hands already dealt,
"incl. deal" includes shuffling and dealing (``new_hand`` for the engine).

Each figure is the best of ``--reps`` runs of ``--hands`` hands (garbage collection
off while timing, as ``timeit`` does); the runs of all contenders take turns, so a
load that comes and goes on the machine hits them alike. Targets: at most 5 µs per card played, and at
most 2x the minimal loop. Figures also go to ``benchmarks/results/engine.json``.
"""

from __future__ import annotations

import argparse
import gc
import json
import platform
import random
import sys
import time
from pathlib import Path
from typing import Callable

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from tarotlib import HandState, new_hand  # noqa: E402

TARGET_US_PER_CARD = 5.0
TARGET_RATIO = 2.0

# ---------------------------------------------------------------- the minimal loop
# Card i: suits c d h s are 0-13, 14-27, 28-41, 42-55 (rank i % 14 + 1), trumps 1-21
# are 56-76, the Excuse is 77. No classes, no tables beyond these lists.
SUIT = [i // 14 for i in range(56)] + [4] * 21 + [-1]
RANK = [i % 14 + 1 for i in range(56)] + list(range(1, 22)) + [0]
SUIT_MASK = [sum(1 << i for i in range(78) if SUIT[i] == s) for s in range(5)]
TRUMPS = SUIT_MASK[4]
EXCUSE = 1 << 77
POINTS = [(4, 3, 2, 1)[14 - RANK[i]] if i < 56 and RANK[i] > 10 else 0 for i in range(56)]
POINTS += [4] + [0] * 19 + [4] + [5]


def minimal_deal(rng: random.Random, players: int) -> tuple[list[int], int]:
    """Shuffle, give 12 cards a seat as bitmasks, pick a dealer: (hands, first leader)."""
    dealer = rng.randrange(players)
    order = list(range(78))
    rng.shuffle(order)
    hands = [0] * players
    for seat in range(players):
        for c in order[seat * 12:(seat + 1) * 12]:
            hands[seat] |= 1 << c
    return hands, (dealer + 1) % players


def minimal_play(hands: list[int], leader: int, rng: random.Random) -> list[int]:
    """Play the hand out with random legal cards; return each seat's card points."""
    players = len(hands)
    won = [0] * players
    choice = rng.choice
    for _ in range(12):
        led = -1
        best = -2
        winner = seat = leader
        pile = 0
        for _ in range(players):
            hand = hands[seat]
            if led < 0:
                legal = hand
            else:
                legal = hand & SUIT_MASK[led]
                if legal:
                    legal |= hand & EXCUSE
                elif led != 4 and hand & TRUMPS:
                    legal = hand & (TRUMPS | EXCUSE)
                else:
                    legal = hand
            cards = []
            while legal:
                low = legal & -legal
                cards.append(low.bit_length() - 1)
                legal ^= low
            c = choice(cards)
            hands[seat] = hand ^ (1 << c)
            pile |= 1 << c
            suit = SUIT[c]
            if led < 0:
                led = suit
            strength = 100 + RANK[c] if suit == 4 else RANK[c] if suit == led else -1
            if strength > best:
                best, winner = strength, seat
            seat = (seat + 1) % players
        won[winner] |= pile
        leader = winner
    scores = []
    for pile in won:
        points = 0
        while pile:
            low = pile & -pile
            points += POINTS[low.bit_length() - 1]
            pile ^= low
        scores.append(points)
    return scores


# ---------------------------------------------------------------- the engine through the API
def engine_play(state: HandState, rng: random.Random) -> None:
    choice = rng.choice
    while state.result is None:
        state.apply(choice(state.legal_actions()))


# ---------------------------------------------------------------- timing
Runs = dict[str, Callable[[], float]]
"""Per measurement (``play``, ``with_deal``, ``deal``) a function that times one run, in seconds."""


def timed(body: Callable[[], object]) -> float:
    gc.collect()
    gc.disable()
    try:
        start = time.perf_counter()
        body()
        return time.perf_counter() - start
    finally:
        gc.enable()


def engine_runs(game: str, players: int, hands: int, seed: int) -> Runs:
    def play() -> float:
        states = [new_hand(game, players, seed=seed + i) for i in range(hands)]
        rng = random.Random(seed)
        return timed(lambda: [engine_play(s, rng) for s in states])

    def with_deal() -> float:
        rng = random.Random(seed)
        return timed(lambda: [engine_play(new_hand(game, players, seed=seed + i), rng) for i in range(hands)])

    def deal() -> float:
        return timed(lambda: [new_hand(game, players, seed=seed + i) for i in range(hands)])

    return {"play": play, "with_deal": with_deal, "deal": deal}


def minimal_runs(players: int, hands: int, seed: int) -> Runs:
    def play() -> float:
        deal_rng = random.Random(seed)
        deals = [minimal_deal(deal_rng, players) for _ in range(hands)]
        rng = random.Random(seed)
        return timed(lambda: [minimal_play(h, lead, rng) for h, lead in deals])

    def with_deal() -> float:
        rng = random.Random(seed)
        return timed(lambda: [minimal_play(*minimal_deal(rng, players), rng) for _ in range(hands)])

    def deal() -> float:
        rng = random.Random(seed)
        return timed(lambda: [minimal_deal(rng, players) for _ in range(hands)])

    return {"play": play, "with_deal": with_deal, "deal": deal}


def best_times(contenders: dict[str, Runs], reps: int) -> dict[str, dict[str, float]]:
    """The least time of each measurement over ``reps`` rounds. Each round runs every
    contender in turn, so a load that comes and goes on the machine hits them alike."""
    best = {name: {kind: float("inf") for kind in runs} for name, runs in contenders.items()}
    for _ in range(reps):
        for name, runs in contenders.items():
            for kind, run in runs.items():
                best[name][kind] = min(best[name][kind], run())
    return best


def figures(cards: int, hands: int, times: dict[str, float]) -> dict[str, float]:
    return {
        "us_per_card_play_only": times["play"] / cards * 1e6,
        "us_per_card_incl_deal": times["with_deal"] / cards * 1e6,
        "us_per_deal": times["deal"] / hands * 1e6,
        "playouts_per_s_play_only": hands / times["play"],
        "playouts_per_s_incl_deal": hands / times["with_deal"],
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--hands", type=int, default=500, help="hands per timed run (default 500)")
    parser.add_argument("--reps", type=int, default=15, help="timed runs per figure; the best counts (default 15)")
    parser.add_argument("--players", type=int, default=4, help="players (2-6, default 4)")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)

    print(f"Python {platform.python_version()} on {platform.machine()}; {args.players} players, "
          f"{args.hands} hands x {args.reps} runs, best run counts\n")
    games = ("maison-tarot", "la-rigueur")
    contenders = {"minimal loop": minimal_runs(args.players, args.hands, args.seed)}
    contenders.update({game: engine_runs(game, args.players, args.hands, args.seed) for game in games})
    times = best_times(contenders, args.reps)
    cards = args.hands * args.players * 12
    minimal = figures(cards, args.hands, times["minimal loop"])
    results: dict[str, dict[str, float]] = {"minimal loop": minimal}
    header = f"{'':14}{'µs/card play':>14}{'incl. deal':>12}{'µs/deal':>9}{'playouts/s':>11}{'x minimal':>11}"
    print(header)
    print(f"{'minimal loop':14}{minimal['us_per_card_play_only']:14.2f}{minimal['us_per_card_incl_deal']:12.2f}"
          f"{minimal['us_per_deal']:9.1f}{minimal['playouts_per_s_incl_deal']:11.0f}{'1.00':>11}")
    verdicts = []
    for game in games:
        engine = figures(cards, args.hands, times[game])
        engine["ratio_play_only"] = engine["us_per_card_play_only"] / minimal["us_per_card_play_only"]
        engine["ratio_incl_deal"] = engine["us_per_card_incl_deal"] / minimal["us_per_card_incl_deal"]
        results[game] = engine
        print(f"{game:14}{engine['us_per_card_play_only']:14.2f}{engine['us_per_card_incl_deal']:12.2f}"
              f"{engine['us_per_deal']:9.1f}{engine['playouts_per_s_incl_deal']:11.0f}"
              f"{engine['ratio_play_only']:7.2f} / {engine['ratio_incl_deal']:.2f}")
        for label, value, target, unit in [
            ("µs per card, play only", engine["us_per_card_play_only"], TARGET_US_PER_CARD, ""),
            ("µs per card, incl. deal", engine["us_per_card_incl_deal"], TARGET_US_PER_CARD, ""),
            ("x minimal, play only", engine["ratio_play_only"], TARGET_RATIO, "x"),
            ("x minimal, incl. deal", engine["ratio_incl_deal"], TARGET_RATIO, "x"),
        ]:
            verdicts.append(f"  {game}: {label} {value:.2f}{unit} (target <= {target:g}{unit}): "
                            f"{'met' if value <= target else 'MISSED'}")
    print("\n(x minimal: play only / incl. deal)\n\nTargets:")
    print("\n".join(verdicts))
    out = ROOT / "benchmarks" / "results" / "engine.json"
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text(json.dumps({"args": vars(args), "python": platform.python_version(), "results": results},
                              indent=2) + "\n")
    print(f"\nwritten: {out.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
