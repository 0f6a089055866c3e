"""How fast the engine plays random hands of every game, beside a minimal hard-coded
trick loop, and against the figures of a baseline run. A script, not a test: it
prints figures and never fails because a machine is slow.

    .venv/bin/python benchmarks/engine.py [--hands 200] [--reps 7] [--game ID ...]
    .venv/bin/python benchmarks/engine.py --reps 20 --write-baseline   # after a change meant to be faster

For every game, once as it is and once per variant, it times random playouts through
the public API: per action ``state.legal_actions()``, ``rng.choice`` and
``state.apply(action)``, every phase included (discards, declarations, bids,
doubles), and reports µs per card played and per action. Beside them, in the same run
and with the same ``random.Random.choice``, a minimal 4-player Maison Tarot loop
written here with no abstractions: hands as bitmasks, follow suit else trump else any
card (the Excuse always allowed), the winner by the highest trump else the highest
card of the suit led, card points at the end. Dealing is timed apart from play:
"play only" starts from hands already dealt, "incl. deal" includes ``new_hand``.
"push+pop" is ``push_legal(action)`` + ``pop()`` of every legal action at positions
taken every fifth action: the path a search uses. "shaped" is the minimal loop dealt
in the game's own shape (players, cards per seat, pack, a stock refilled after each
trick), since the work per card depends on the deal's shape as much as on the rules.

Each hand is timed on its own, and each figure is the sum over the hands of the
least time of each over ``--reps`` runs (garbage collection off while timing, as
``timeit`` does): on a shared host the machine's speed drifts in bursts shorter than a
run, which a best whole run does not filter (two runs of the same loop a minute apart
differed by a third here). The runs of all contenders take turns, so a load that
comes and goes on the machine hits them alike. Target: at most 5 µs per card played.

The game figures guard against regressions: each game's µs per card (and per
push+pop), divided by the minimal loop of the same run (which takes out most of the
machine's speed on the day), is compared with the same ratio in the baseline,
``benchmarks/engine-baseline.json``, written from a run on the project's machine with
``--write-baseline`` (only the games of that run are replaced). A game whose µs per
card is more than 10% slower than its baseline is named as such; the push+pop ratio is
shown but not judged (:func:`is_slower`). The ratios to the minimal loop themselves are
no target (the old "at most 2x" is retired). Compare like with like: the baseline says
the hands, runs and seed it was measured with. Figures also go to
``benchmarks/results/engine.json``.
"""

from __future__ import annotations

import argparse
import gc
import itertools
import json
import platform
import random
import sys
import time
from pathlib import Path
from typing import Any, Callable, Sequence, TypeVar

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from tarotlib import Action, HandState, Play, new_hand  # noqa: E402
from tarotlib.games import available_games, get_game  # noqa: E402

T = TypeVar("T")
TARGET_US_PER_CARD = 5.0
BASELINE = ROOT / "benchmarks" / "engine-baseline.json"
SLOWER = 1.10
"""A game this much slower than its baseline (minimal-loop-adjusted) is named as slower."""

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


# ---------------------------------------------------------------- the same loop in each game's shape
# A 2-player hand of 6 cards refilled from a stock plays 16 two-card tricks; a 3-player
# hand of 25 lists 25 legal cards at each lead: the work per card played depends on the
# shape of the deal as much as on the rules, so each game is also measured beside this
# loop dealt in its own shape (players, cards per seat, pack, a stock refilled after each
# trick). Same rules as the minimal loop: follow suit, else trump, else any card; the
# piquet pack's trump is a suit drawn for the hand.
PIQUET_SUIT = [i // 8 for i in range(32)]
PIQUET_RANK = [i % 8 for i in range(32)]
PIQUET_SUIT_MASK = [sum(1 << i for i in range(32) if i // 8 == s) for s in range(4)]
PIQUET_POINTS = [(0, 0, 0, 10, 2, 3, 4, 11)[i % 8] for i in range(32)]


def shaped_deal(rng: random.Random, sizes: tuple[int, ...], pack: int) -> tuple[list[int], list[int], int, int]:
    """Shuffle ``pack`` (78 or 32) cards, deal ``sizes``: (hands, stock, first leader, trump)."""
    order = list(range(pack))
    rng.shuffle(order)
    hands, at = [], 0
    for size in sizes:
        hands.append(sum(1 << c for c in order[at:at + size]))
        at += size
    return hands, order[at:], rng.randrange(len(sizes)), rng.randrange(4) if pack == 32 else 4


def shaped_play(hands: list[int], stock: list[int], leader: int, trump: int, rng: random.Random) -> list[int]:
    """Play the hand out with random legal cards (drawing from ``stock`` after each trick,
    winner first, while it lasts); return each seat's card points."""
    players = len(hands)
    tarot = trump == 4
    suit_of, rank_of = (SUIT, RANK) if tarot else (PIQUET_SUIT, PIQUET_RANK)
    masks = SUIT_MASK if tarot else PIQUET_SUIT_MASK
    points_of = POINTS if tarot else PIQUET_POINTS
    excuse = EXCUSE if tarot else 0
    trumps = masks[trump]
    won = [0] * players
    choice = rng.choice
    stock = stock[:] if not tarot else []
    while hands[leader]:
        led = -1
        best = -2
        winner = seat = leader
        pile = 0
        for _ in range(players):
            hand = hands[seat]
            if led < 0:
                legal = hand
            else:
                legal = hand & masks[led]
                if legal:
                    legal |= hand & excuse
                elif led != trump and hand & trumps:
                    legal = hand & (trumps | excuse)
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
            suit = suit_of[c]
            if led < 0:
                led = suit
            strength = 100 + rank_of[c] if suit == trump else rank_of[c] if suit == led else -1
            if strength > best:
                best, winner = strength, seat
            seat = (seat + 1) % players
        won[winner] |= pile
        leader = winner
        for drawer in (winner, *(s for s in range(players) if s != winner)):
            if stock:
                hands[drawer] |= 1 << stock.pop()
    scores = []
    for pile in won:
        points = 0
        while pile:
            low = pile & -pile
            points += points_of[low.bit_length() - 1]
            pile ^= low
        scores.append(points)
    return scores


def shaped_runs(sizes: tuple[int, ...], pack: int, stock: bool, hands: int, seed: int) -> Runs:
    def deals() -> list[tuple[list[int], list[int], int, int]]:
        rng = random.Random(seed)
        out = []
        for _ in range(hands):
            dealt, rest, leader, trump = shaped_deal(rng, sizes, pack)
            out.append((dealt, rest if stock else [], leader, trump))
        return out

    def play() -> list[float]:
        rng = random.Random(seed)
        return timed(deals(), lambda dealt: shaped_play(*dealt, rng))

    def with_deal() -> list[float]:
        rng = random.Random(seed)

        def one(_: int) -> None:
            dealt, rest, leader, trump = shaped_deal(rng, sizes, pack)
            shaped_play(dealt, rest if stock else [], leader, trump, rng)
        return timed(range(hands), one)

    return {"play": play, "with_deal": with_deal}


def shaped_cards(sizes: tuple[int, ...], pack: int, stock: bool) -> int:
    """Cards played in one hand of that shape."""
    return pack if stock else sum(sizes)


# ---------------------------------------------------------------- the engine through the API
def engine_play(state: HandState, rng: random.Random) -> None:
    choice = rng.choice
    while state.result is None:
        state.apply(choice(state.legal_actions()))


# ---------------------------------------------------------------- timing
Runs = dict[str, Callable[[], list[float]]]
"""Per measurement (``play``, ``with_deal``, ``deal``) a function that times one run:
the seconds of each hand (each position for push+pop) in turn."""


def timed(items: Sequence[T], one: Callable[[T], object]) -> list[float]:
    """``one(item)`` for each item, each timed on its own, garbage collection off (as
    ``timeit`` does). The machine here is shared and its speed drifts within a run, in
    bursts shorter than a run and longer than a hand: the least time of each hand over
    the rounds is a run of that hand undisturbed (``best_times``)."""
    clock = time.perf_counter
    out = []
    gc.collect()
    gc.disable()
    try:
        for item in items:
            start = clock()
            one(item)
            out.append(clock() - start)
        return out
    finally:
        gc.enable()


def engine_runs(game: str, players: int, hands: int, seed: int, variants: tuple[str, ...] = ()) -> Runs:
    def play() -> list[float]:
        states = [new_hand(game, players, variants, seed=seed + i) for i in range(hands)]
        rng = random.Random(seed)
        return timed(states, lambda state: engine_play(state, rng))

    def with_deal() -> list[float]:
        rng = random.Random(seed)
        return timed(range(hands), lambda i: engine_play(new_hand(game, players, variants, seed=seed + i), rng))

    def deal() -> list[float]:
        return timed(range(hands), lambda i: new_hand(game, players, variants, seed=seed + i))

    return {"play": play, "with_deal": with_deal, "deal": deal}


def count_actions(game: str, players: int, hands: int, seed: int, variants: tuple[str, ...]) -> tuple[int, int]:
    """(actions, cards played) of the same random hands the timed runs play."""
    rng = random.Random(seed)
    actions = cards = 0
    for i in range(hands):
        state = new_hand(game, players, variants, seed=seed + i)
        engine_play(state, rng)
        actions += len(state.actions)
        cards += sum(isinstance(a, Play) for _, a in state.actions)
    return actions, cards


def positions(game: str, players: int, hands: int, seed: int, variants: tuple[str, ...]) -> list[HandState]:
    """Copies of random hands at every fifth action: where a search would push and pop.
    Dealt on past ``hands`` until there is one: a Triomphe deal can end as it is dealt
    (Death, TF3), with no action to push."""
    rng = random.Random(seed)
    out: list[HandState] = []
    for i in itertools.count():
        if i >= hands and out:
            break
        state = new_hand(game, players, variants, seed=seed + i)
        while state.result is None:
            if len(state.actions) % 5 == 0:
                out.append(state.copy())
            state.apply(rng.choice(state.legal_actions()))
    return out


def push_pop_run(states: list[HandState]) -> tuple[Runs, int]:
    """``push_legal`` + ``pop`` of every legal action at each position (one measurement,
    ``push_pop``), and how many pairs that is."""
    work = [(state, state.legal_actions()) for state in states]
    count = sum(len(legal) for _, legal in work)

    def push_pop_all(position: tuple[HandState, list[Action]]) -> None:
        state, legal = position
        for action in legal:
            state.push_legal(action)
            state.pop()

    return {"push_pop": lambda: timed(work, push_pop_all)}, count


def minimal_runs(players: int, hands: int, seed: int) -> Runs:
    def play() -> list[float]:
        deal_rng = random.Random(seed)
        deals = [minimal_deal(deal_rng, players) for _ in range(hands)]
        rng = random.Random(seed)
        return timed(deals, lambda dealt: minimal_play(*dealt, rng))

    def with_deal() -> list[float]:
        rng = random.Random(seed)
        return timed(range(hands), lambda _: minimal_play(*minimal_deal(rng, players), rng))

    def deal() -> list[float]:
        rng = random.Random(seed)
        return timed(range(hands), lambda _: minimal_deal(rng, players))

    return {"play": play, "with_deal": with_deal, "deal": deal}


def best_times(contenders: dict[str, Runs], reps: int) -> dict[str, dict[str, float]]:
    """The time of each measurement: per hand the least time over ``reps`` rounds, summed
    (:func:`timed`). Each round runs every contender in turn."""
    best: dict[str, dict[str, list[float]]] = {name: {} for name in contenders}
    for _ in range(reps):
        for name, runs in contenders.items():
            for kind, run in runs.items():
                times = run()
                kept = best[name].get(kind)
                best[name][kind] = times if kept is None else list(map(min, kept, times))
    return {name: {kind: sum(times) for kind, times in kinds.items()} for name, kinds in best.items()}


def figures(cards: int, hands: int, times: dict[str, float]) -> dict[str, float]:
    return {
        "us_per_card_play_only": times["play"] / cards * 1e6,
        "us_per_card_incl_deal": times["with_deal"] / cards * 1e6,
        "us_per_deal": times["deal"] / hands * 1e6,
        "playouts_per_s_play_only": hands / times["play"],
        "playouts_per_s_incl_deal": hands / times["with_deal"],
    }


# ---------------------------------------------------------------- the baseline
def per_minimal(row: dict[str, float], minimal_us_per_card: float) -> dict[str, float]:
    """A game's µs per card and per push+pop over the minimal loop's µs per card of the
    same run: the figures a baseline keeps, free of most of the machine's speed."""
    return {"card": row["us_per_card_play_only"] / minimal_us_per_card,
            "push_pop": row["us_per_push_pop"] / minimal_us_per_card}


def against_baseline(now: dict[str, float], then: dict[str, float]) -> dict[str, float]:
    """Each figure of :func:`per_minimal` now over the baseline's: 1.15 is 15% slower."""
    return {kind: now[kind] / then[kind] for kind in now}


def is_slower(ratios: dict[str, float]) -> bool:
    """The µs per card more than :data:`SLOWER` times its baseline. The push+pop figure
    is shown beside it but not judged: timed over a tenth of the hands, in pieces of a
    few µs, it moved by up to 10% between two runs of the same engine here."""
    return ratios["card"] > SLOWER


def read_baseline(path: Path) -> dict[str, Any] | None:
    """The baseline at ``path``, None if there is none yet."""
    return json.loads(path.read_text(encoding="utf-8")) if path.exists() else None


def write_baseline(path: Path, kept: dict[str, Any] | None, games: dict[str, dict[str, float]],
                   measured: dict[str, Any]) -> None:
    """The baseline with ``games`` (label: :func:`per_minimal`) replaced or added and the
    others ``kept``; ``measured`` says how this run was made."""
    merged = {**(kept or {}).get("games", {}), **games}
    path.write_text(json.dumps({**measured, "games": dict(sorted(merged.items()))}, indent=1, ensure_ascii=False)
                    + "\n", encoding="utf-8")


def baseline_lines(results: dict[str, dict[str, float]], baseline: dict[str, Any], path: Path) -> list[str]:
    """The report against the baseline: a line per game, those more than 10% slower named."""
    games = baseline["games"]
    minimal = results["minimal loop"]["us_per_card_play_only"]
    lines = [
        f"Against the baseline ({path.name}: Python {baseline['python']}, {baseline['hands']} hands x "
        f"{baseline['reps']} runs, seed {baseline['seed']}, {baseline['date']}), minimal-loop-adjusted: each game's",
        "µs per card and per push+pop over the minimal loop of its own run, this run's ratio over the baseline's "
        f"(1.00 = as fast; a card more than {SLOWER - 1:.0%} slower is named; push+pop, noisier, is not judged).",
        f"The minimal loop: {minimal:.2f} µs per card in this run, {baseline['minimal_loop_us_per_card']:.2f} in the "
        "baseline's.",
        f"{'':34}{'card':>9}{'push+pop':>10}",
    ]
    slower, compared = [], 0
    for label, row in results.items():
        if label == "minimal loop":
            continue
        if label not in games:
            lines.append(f"{label:34}  (not in the baseline)")
            continue
        compared += 1
        ratios = against_baseline(per_minimal(row, minimal), games[label])
        flag = f"   SLOWER: more than {SLOWER - 1:.0%} slower than its baseline" if is_slower(ratios) else ""
        lines.append(f"{label:34}{ratios['card']:8.2f}x{ratios['push_pop']:9.2f}x{flag}")
        if flag:
            slower.append(label)
    lines.append(f"\n{len(slower)} of {compared} more than {SLOWER - 1:.0%} slower than the baseline"
                 + (f": {', '.join(slower)}" if slower else "") + ".")
    return lines


def cases() -> list[tuple[str, tuple[str, ...], int]]:
    """Every game once as it is and once per variant: (game, variants, players)."""
    out = []
    for spec in available_games():
        out.append((spec.id, (), spec.default_players))
        for name in spec.variants:
            out.append((spec.id, (name,), 4 if name == "four-at-table" else spec.default_players))
    return out


Shape = tuple[tuple[int, ...], int, bool]
"""A deal's shape for trick play: cards per playing seat, pack size, a stock refilled."""


def shape_of(game: str, variants: tuple[str, ...], players: int) -> Shape:
    spec = get_game(game, variants)
    options = spec.resolve_options(players)
    active = players - spec.dealer_sits_out
    return ((spec.hand_size(players, options),) * active, spec.pack.size, spec.deal.rest == "stock")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--hands", type=int, default=200, help="hands per timed run (default 200)")
    parser.add_argument("--reps", type=int, default=7, help="timed runs; each hand's least time counts (default 7)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--game", action="append", default=[], help="only these games (repeatable)")
    parser.add_argument("--out", type=Path, default=ROOT / "benchmarks" / "results" / "engine.json",
                        help="where the figures go as JSON (default benchmarks/results/engine.json)")
    parser.add_argument("--baseline", type=Path, default=BASELINE,
                        help="the baseline to compare with (default benchmarks/engine-baseline.json)")
    parser.add_argument("--write-baseline", action="store_true",
                        help="after comparing, write this run's games into the baseline (the others are kept)")
    args = parser.parse_args(argv)

    print(f"Python {platform.python_version()} on {platform.machine()}; {args.hands} hands x {args.reps} runs, "
          "each hand's least time counts\n")
    chosen = [c for c in cases() if not args.game or c[0] in args.game]
    contenders = {"minimal loop": minimal_runs(4, args.hands, args.seed)}
    pushes: dict[str, tuple[Runs, int]] = {}
    counts: dict[str, tuple[int, int]] = {}
    shapes: dict[str, Shape] = {}
    for game, variants, players in chosen:
        label = game + "".join(f"+{v}" for v in variants)
        contenders[label] = engine_runs(game, players, args.hands, args.seed, variants)
        counts[label] = count_actions(game, players, args.hands, args.seed, variants)
        pushes[label] = push_pop_run(positions(game, players, max(1, args.hands // 10), args.seed, variants))
        shapes[label] = shape_of(game, variants, players)
    for shape in sorted(set(shapes.values())):
        contenders[f"shape {shape}"] = shaped_runs(*shape, args.hands, args.seed)
    times = best_times(contenders, args.reps)
    push_best = best_times({label: runs for label, (runs, _) in pushes.items()}, args.reps)
    push_times = {label: push_best[label]["push_pop"] / n * 1e6 for label, (_, n) in pushes.items()}
    minimal = figures(args.hands * 4 * 12, args.hands, times["minimal loop"])
    shaped = {shape: times[f"shape {shape}"]["play"] / (shaped_cards(*shape) * args.hands) * 1e6
              for shape in set(shapes.values())}
    results: dict[str, dict[str, float]] = {"minimal loop": minimal}
    print(f"{'':34}{'µs/card':>9}{'µs/action':>10}{'incl. deal':>11}{'µs/deal':>9}{'push+pop':>9}"
          f"{'x minimal':>10}{'shaped':>8}{'x shaped':>9}")
    print(f"{'minimal loop (4 x 12 tarot)':34}{minimal['us_per_card_play_only']:9.2f}{'':>10}"
          f"{minimal['us_per_card_incl_deal']:11.2f}{minimal['us_per_deal']:9.1f}{'':>9}{'1.00':>10}")
    verdicts = []
    for label in counts:
        actions, cards = counts[label]
        t = times[label]
        row = {
            "us_per_card_play_only": t["play"] / cards * 1e6,
            "us_per_action_play_only": t["play"] / actions * 1e6,
            "us_per_card_incl_deal": t["with_deal"] / cards * 1e6,
            "us_per_deal": t["deal"] / args.hands * 1e6,
            "us_per_push_pop": push_times[label],
            "shaped_loop_us_per_card": shaped[shapes[label]],
        }
        row["ratio_play_only"] = row["us_per_card_play_only"] / minimal["us_per_card_play_only"]
        row["ratio_shaped"] = row["us_per_card_play_only"] / row["shaped_loop_us_per_card"]
        results[label] = row
        print(f"{label:34}{row['us_per_card_play_only']:9.2f}{row['us_per_action_play_only']:10.2f}"
              f"{row['us_per_card_incl_deal']:11.2f}{row['us_per_deal']:9.1f}{row['us_per_push_pop']:9.2f}"
              f"{row['ratio_play_only']:10.2f}{row['shaped_loop_us_per_card']:8.2f}{row['ratio_shaped']:9.2f}")
        value = row["us_per_card_play_only"]
        verdicts.append(f"  {label}: µs per card {value:.2f} µs (target <= {TARGET_US_PER_CARD:g} µs): "
                        f"{'met' if value <= TARGET_US_PER_CARD else 'MISSED'}")
    print("\nµs/card and µs/action: whole random hands through legal_actions() + apply(), every phase "
          "included, per card played and per action;\npush+pop: push_legal() + pop() of one legal action, "
          "at positions every fifth action;\nx minimal: µs/card over the minimal loop's;\nshaped: the minimal "
          "loop dealt in the game's own shape (players, cards per seat, pack, stock), µs per card.\n\nTarget:")
    print("\n".join(verdicts))
    baseline = read_baseline(args.baseline)
    print()
    if baseline is None:
        print(f"No baseline at {args.baseline} to compare with: write one with --write-baseline.")
    else:
        print("\n".join(baseline_lines(results, baseline, args.baseline)))
        if (baseline["hands"], baseline["seed"]) != (args.hands, args.seed):
            print(f"(Other hands than the baseline's: {args.hands} hands from seed {args.seed}, not "
                  f"{baseline['hands']} from seed {baseline['seed']}; the ratios compare unlike hands.)")
    minimal_us = minimal["us_per_card_play_only"]
    if args.write_baseline:
        write_baseline(args.baseline, baseline, {label: per_minimal(row, minimal_us) for label, row in results.items()
                                                 if label != "minimal loop"}, {
            "note": "benchmarks/engine.py --write-baseline: per game, µs per card and per push+pop over the "
                    "minimal loop's µs per card of the same run",
            "python": platform.python_version(), "machine": platform.machine(), "hands": args.hands,
            "reps": args.reps, "seed": args.seed, "date": time.strftime("%Y-%m-%d"),
            "minimal_loop_us_per_card": minimal_us,
        })
        print(f"baseline written: {args.baseline}")
    out = args.out
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text(json.dumps({"args": {**vars(args), "out": str(out), "baseline": str(args.baseline)},
                               "python": platform.python_version(), "results": results}, indent=2) + "\n")
    print(f"\nwritten: {out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
