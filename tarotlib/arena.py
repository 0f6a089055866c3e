"""The arena: which of two bots plays a game better, measured on duplicate deals.

    python -m tarotlib arena klaverjas-4 --bots basic,random --deals 200 --seed 1

Most of a hand's score is the luck of the deal. So the arena deals each hand once (the
deals follow from ``--seed``) and plays it again with the bots' seats rotated, as
duplicate bridge does: whatever one bot gains from good cards, the other gains from
the same cards in the next rotation, and the luck cancels.

**Rotation** (:func:`seatings`). With bots A and B, in rotation ``r`` seat ``s`` holds
bot ``(s + r) % 2``, and each deal is played in rotations 0 and 1:

* 4 seats: A B A B, then B A B A (the Klaverjassen-4 partners, 0+2 and 1+3 (K6), are
  one bot);
* 3 seats: A B A, then B A B;
* 2 seats: A B, then B A.

Over one deal's rotations every seat holds each bot exactly once, whatever the number
of seats: each bot plays every seat's cards once, deals and leads as often as the
other, and holds as many seats of the deal (its per-deal mean is over the same number
of hands). A seat that sits out (K5 ``four-at-table``: the dealer) counts for neither.

**Figures** (:func:`run_arena`). A bot's mean score per hand is the engine's
``result.score`` of the seats it held, averaged; its 95% interval comes from its
per-deal means (the deals are independent, the hands of one deal are not), with
Student's t. The difference A - B is the mean of the per-deal paired differences (A's
per-deal mean minus B's) with its own interval. Judge the bots by that interval, not
by whether their own two overlap: their per-deal means move together (where a hand's
scores add up to the same total, exactly against each other), which only the paired
differences take into account. Beside the score, each bot's mean
:func:`~tarotlib.search.objective.final_value` (its side's margin where the hand has
two sides, else its own score: what a search plays for).

Every hand is a single hand (``new_hand``) played through by the bots, every phase
included (bids, discards, declarations, doubling). The seeds of the deals and of each
bot in each seat follow from ``--seed``, so a run can be repeated exactly.
"""

from __future__ import annotations

import argparse
import functools
import json
import math
import random
import re
import sys
import time
from dataclasses import dataclass
from typing import Any, Callable, Sequence, TextIO

from tarotlib import i18n
from tarotlib.bots import BOTS, SEARCHING, get_bot, play_out
from tarotlib.bots.messages import MESSAGES
from tarotlib.bots.pimc import checked_budget
from tarotlib.errors import TarotlibError, shown
from tarotlib.hands import game_spec, new_hand
from tarotlib.search.objective import final_value
from tarotlib.spec import GameSpec
from tarotlib.state import player_options

MAX_DEALS = 100_000
"""The most deals one run plays: a basic bot plays a hand in a few milliseconds, so more
is a typing mistake (or hours of a searching bot) rather than a wish."""

Interval = tuple[float, float]


# ---------------------------------------------------------------- statistics
def mean(values: Sequence[float]) -> float:
    """The arithmetic mean (``math.fsum``: no rounding drift over many values)."""
    return math.fsum(values) / len(values)


def standard_error(values: Sequence[float]) -> float:
    """The standard error of the mean: the sample standard deviation (n - 1) over the
    root of n. Needs at least two values."""
    centre = mean(values)
    variance = math.fsum((value - centre) ** 2 for value in values) / (len(values) - 1)
    return math.sqrt(variance / len(values))


Z_975 = 1.959963984540054
"""The 97.5% point of the standard normal distribution."""


def t_975(df: int) -> float:
    """The 97.5% point of Student's t with ``df`` degrees of freedom: a 95% interval is
    the mean plus or minus this many standard errors. Exact for 1 and 2 degrees of
    freedom; from 3 on the Cornish-Fisher expansion around the normal point (Abramowitz
    and Stegun 26.7.5), within 0.004 of the exact value at 3, 0.0003 at 5 and 1e-5 from
    10 on."""
    if df == 1:
        return math.tan(math.pi * 0.475)
    if df == 2:
        return 0.95 / math.sqrt(2 * 0.975 * 0.025)
    x = Z_975
    terms = (
        (x ** 3 + x) / 4,
        (5 * x ** 5 + 16 * x ** 3 + 3 * x) / 96,
        (3 * x ** 7 + 19 * x ** 5 + 17 * x ** 3 - 15 * x) / 384,
        (79 * x ** 9 + 776 * x ** 7 + 1482 * x ** 5 - 1920 * x ** 3 - 945 * x) / 92160,
    )
    return x + sum(term / float(df) ** power for power, term in enumerate(terms, start=1))


def interval95(values: Sequence[float]) -> Interval | None:
    """The 95% confidence interval of the mean of ``values`` (Student's t); None for
    fewer than two values, which say nothing of their spread."""
    if len(values) < 2:
        return None
    centre, half = mean(values), t_975(len(values) - 1) * standard_error(values)
    return centre - half, centre + half


# ---------------------------------------------------------------- seats
def seatings(players: int, bots: int = 2) -> list[tuple[int, ...]]:
    """The rotations of one deal: per rotation, the bot (its index) in each seat; in
    rotation ``r`` seat ``s`` holds bot ``(s + r) % bots``, so over the rotations every
    seat holds every bot exactly once (see the module's docs)."""
    return [tuple((seat + rotation) % bots for seat in range(players)) for rotation in range(bots)]


def deal_seeds(seed: int, deals: int) -> list[int]:
    """The seed of each deal, drawn from ``seed``: deal ``i`` is the same whatever the
    number of deals, and ``new_hand(game, seed=...)`` (or ``selfplay --seed``) with its
    seed deals it again."""
    rng = random.Random(seed)
    return [rng.getrandbits(32) for _ in range(deals)]


# ---------------------------------------------------------------- playing
@dataclass(frozen=True)
class DealOutcome:
    """One deal played in every rotation: per bot, the mean score and the mean final
    value of the seats it held."""

    score: tuple[float, ...]
    value: tuple[float, ...]


def play_deal(game: str, players: int, variants: Sequence[str], bots: Sequence[str], seed: int,
              budget: float | None = None) -> DealOutcome:
    """Deal the hand of ``seed`` and play it in each rotation of :func:`seatings`
    (``budget``: seconds per decision of a searching bot, ``pimc``)."""
    scores: list[list[float]] = [[] for _ in bots]
    values: list[list[float]] = [[] for _ in bots]
    for rotation, seating in enumerate(seatings(players, len(bots))):
        state = new_hand(game, players, variants, seed=seed)
        play_out(state, [get_bot(bots[bot], seed=f"{seed}:{rotation}:{seat}", budget=budget)
                         for seat, bot in enumerate(seating)])
        assert state.result is not None
        score = state.result.score
        for seat, bot in enumerate(seating):
            if seat != state.sitting_out:
                scores[bot].append(score[seat])
                values[bot].append(final_value(score, state.sides, seat, state.sitting_out))
    return DealOutcome(tuple(map(mean, scores)), tuple(map(mean, values)))


@dataclass(frozen=True)
class Figure:
    """A mean and its 95% interval (None for a single deal)."""

    mean: float
    interval: Interval | None

    @classmethod
    def of(cls, values: Sequence[float]) -> Figure:
        return cls(mean(values), interval95(values))

    def to_json(self) -> dict[str, Any]:
        return {"mean": self.mean, "ci95": list(self.interval) if self.interval else None}


@dataclass(frozen=True)
class BotFigures:
    """One bot's figures: its mean score per hand, and its mean final value."""

    name: str
    score: Figure
    final_value: Figure


@dataclass(frozen=True)
class ArenaResult:
    """What :func:`run_arena` measured; ``difference`` is the first bot's score minus the
    second's, from the per-deal paired differences."""

    game: str
    title: dict[str, str]
    variants: tuple[str, ...]
    players: int
    seed: int
    deals: int
    seatings: tuple[tuple[int, ...], ...]
    bots: tuple[BotFigures, ...]
    difference: Figure
    budget: float | None = None  # seconds per decision of a searching bot; None: its default

    @property
    def hands(self) -> int:
        return self.deals * len(self.seatings)

    def to_json(self) -> dict[str, Any]:
        return {
            "game": self.game, "variants": list(self.variants), "players": self.players, "seed": self.seed,
            "deals": self.deals, "hands": self.hands, "seatings": [list(seating) for seating in self.seatings],
            "bots": [{"name": bot.name, "score": bot.score.to_json(), "final_value": bot.final_value.to_json()}
                     for bot in self.bots],
            "difference": self.difference.to_json(),
            "budget": self.budget,
        }


def checked_bots(bots: str | Sequence[str]) -> tuple[str, str]:
    """Two names of :data:`~tarotlib.bots.BOTS`, as a list or as ``"basic,random"`` (the
    same one twice is an A/A test: its difference should be nought); a clean refusal
    naming ``bots`` otherwise."""
    names = tuple(bots.split(",")) if isinstance(bots, str) else tuple(bots) if isinstance(bots, (list, tuple)) else ()
    if len(names) != 2:
        raise TarotlibError(f"bots: name two bots with a comma between them, e.g. basic,random; not {shown(bots)}",
                            f"bots: noem twee bots met een komma ertussen, bijv. basic,random; niet {shown(bots)}")
    for name in names:
        if type(name) is not str or name not in BOTS:
            known = ", ".join(BOTS)
            raise TarotlibError(f"bots: unknown bot {shown(name)} (known: {known})",
                                f"bots: onbekende bot {shown(name)} (bekend: {known})")
    return names[0], names[1]


def checked_deals(deals: Any) -> int:
    """A whole number of deals from 1 to :data:`MAX_DEALS`; a clean refusal naming ``deals``."""
    if type(deals) is not int or not 1 <= deals <= MAX_DEALS:
        raise TarotlibError(f"deals: must be a whole number from 1 to {MAX_DEALS}, not {shown(deals)}",
                            f"deals: moet een geheel getal van 1 tot {MAX_DEALS} zijn, niet {shown(deals)}")
    return deals


def checked_arena(game: str, variants: Sequence[str], players: int | None, bots: str | Sequence[str], deals: int,
                  seed: int, budget: float | None = None) -> tuple[GameSpec, int, tuple[str, str]]:
    """The game with its variants, the number of players and the two bots' names, every
    argument checked: a bad one is a :class:`TarotlibError` naming it."""
    spec = game_spec(game, variants)
    players, _ = player_options(spec, players, None)
    names = checked_bots(bots)
    checked_deals(deals)
    if budget is not None:
        checked_budget(budget)
    if type(seed) is not int:
        raise TarotlibError(f"seed: must be a whole number, not {shown(seed)}",
                            f"seed: moet een geheel getal zijn, niet {shown(seed)}")
    return spec, players, names


def run_arena(game: str, bots: str | Sequence[str], deals: int, seed: int, players: int | None = None,
              variants: Sequence[str] = (), on_deal: Callable[[int, int], None] | None = None,
              budget: float | None = None) -> ArenaResult:
    """Play ``deals`` duplicate deals of ``game`` between the two ``bots`` (see the
    module's docs); ``on_deal(done, deals)`` after each deal. Every argument is checked
    before the first hand (:func:`checked_arena`)."""
    spec, players, names = checked_arena(game, variants, players, bots, deals, seed, budget)
    outcomes = []
    for done, deal_seed in enumerate(deal_seeds(seed, deals), start=1):
        outcomes.append(play_deal(spec.id, players, spec.active_variants, names, deal_seed, budget))
        if on_deal is not None:
            on_deal(done, deals)
    per_bot = [
        BotFigures(name, Figure.of([o.score[bot] for o in outcomes]), Figure.of([o.value[bot] for o in outcomes]))
        for bot, name in enumerate(names)
    ]
    return ArenaResult(
        game=spec.id, title={lang: spec.full_title(lang) for lang in i18n.LANGS},
        variants=tuple(spec.active_variants), players=players, seed=seed, deals=deals,
        seatings=tuple(seatings(players, len(names))), bots=tuple(per_bot),
        difference=Figure.of([o.score[0] - o.score[1] for o in outcomes]), budget=budget,
    )


# ---------------------------------------------------------------- for a person

LETTERS = "AB"


def words(key: str, lang: str = "en", **values: object) -> str:
    """The arena's text ``key`` in ``lang`` with ``values`` (and the known bots, the most
    deals) filled in."""
    return i18n.fill(MESSAGES[f"arena-{key}"], lang, known=", ".join(BOTS), most=MAX_DEALS, **values)


def _figure(figure: Figure, lang: str, signed: bool = False) -> str:
    number = "{:+.2f}" if signed else "{:.2f}"
    if figure.interval is None:
        return f"{number.format(figure.mean)} ({words('no_interval', lang)})"
    low, high = (number.format(end) for end in figure.interval)
    return f"{number.format(figure.mean)} ({low} {words('to', lang)} {high})"


def describe(result: ArenaResult, lang: str = "en") -> str:
    """The figures as a few lines for a person."""
    rotations = [" ".join(LETTERS[bot] for bot in seating) for seating in result.seatings]
    lines = [
        words("heading", lang, title=result.title[lang], players=result.players, seed=result.seed,
                  deals=result.deals, rotations=len(result.seatings), hands=result.hands),
        words("seats", lang, seatings=f", {words('then', lang)} ".join(rotations)),
        *([words("thinking", lang, seconds=f"{result.budget:g}" if result.budget is not None else "1")]
          if any(bot.name in SEARCHING for bot in result.bots) else []),
        "",
        f"{'':14}{words('columns', lang):44}{words('value_column', lang)}",
    ]
    for letter, bot in zip(LETTERS, result.bots):
        lines.append(f"{letter} {bot.name:12}{_figure(bot.score, lang):44}{bot.final_value.mean:+.2f}")
    lines.append(f"A - B {'':8}{_figure(result.difference, lang, signed=True)}, {words('paired', lang)}")
    lines += ["", words("final_value_note", lang)]
    return "\n".join(lines)


def progress_line(stream: TextIO, lang: str) -> Callable[[int, int], None]:
    """An ``on_deal`` that rewrites one line on ``stream`` (a carriage return before it),
    at most ten times a second and once at the end, then ends the line."""
    shown_at = -math.inf

    def show(done: int, total: int) -> None:
        nonlocal shown_at
        now = time.monotonic()
        if done < total and now - shown_at < 0.1:
            return
        shown_at = now
        stream.write("\r" + words("progress_line", lang, done=done, total=total))
        if done == total:
            stream.write("\n")
        stream.flush()

    return show


# ---------------------------------------------------------------- the command line
def seconds(lang: str) -> Callable[[str], float]:
    """How ``--budget`` is read: a decimal number in ASCII (``0.5``, ``2``), nothing else."""

    def read(given: str) -> float:
        if not re.fullmatch(r"[0-9]+(\.[0-9]+)?", given):
            raise argparse.ArgumentTypeError(words("not_seconds", lang, given=shown(given)))
        return float(given)

    return read


def add_arguments(parser: argparse.ArgumentParser, lang: str, shared: Callable[[str], str], *,
                  number: Callable[[str], int], output: Callable[[str], None]) -> None:
    """The ``arena`` command's arguments. The command line hands over what it shares
    with ``selfplay``, so both read and write alike: ``shared(key)``, the help of the
    arguments of the same name (game, variant, players, seed); ``number``, how it reads
    a whole number (``--players``, ``--seed``, and here ``--deals``); ``output``, how
    it writes a line on standard output."""
    parser.add_argument("game", metavar="GAME", help=shared("game"))
    parser.add_argument("--variant", action="append", default=[], metavar="V", help=shared("variant"))
    parser.add_argument("--players", type=number, metavar="N", help=shared("players"))
    parser.add_argument("--bots", required=True, metavar="A,B", help=words("bots", lang))
    parser.add_argument("--deals", type=number, required=True, metavar="N", help=words("deals", lang))
    parser.add_argument("--seed", type=number, metavar="S", help=shared("seed"))
    parser.add_argument("--budget", type=seconds(lang), metavar="SECONDS", help=words("budget", lang))
    parser.add_argument("--json", action="store_true", help=words("json", lang))
    parser.add_argument("--progress", action="store_true", help=words("progress", lang))
    parser.set_defaults(run=functools.partial(run_command, output=output))


def run_command(args: argparse.Namespace, output: Callable[[str], None] = print) -> int:
    """``tarotlib arena``: 0 with the figures printed, 2 for a bad argument (one line on
    standard error, naming it), 130 when stopped by Ctrl-C."""
    seed = args.seed if args.seed is not None else random.randrange(2**32)
    try:
        checked_arena(args.game, args.variant, args.players, args.bots, args.deals, seed, args.budget)
    except TarotlibError as error:
        print(f"tarotlib arena: {error.message(args.lang)}", file=sys.stderr)
        return 2
    stream = sys.stderr
    show = progress_line(stream, args.lang) if stream is not None and (args.progress or stream.isatty()) else None
    try:
        result = run_arena(args.game, args.bots, args.deals, seed, args.players, args.variant, show, args.budget)
    except KeyboardInterrupt:  # Ctrl-C in a long run: a line, not a traceback
        print(f"\ntarotlib arena: {words('stopped', args.lang)}", file=sys.stderr)
        return 130
    output(json.dumps(result.to_json()) if args.json else describe(result, args.lang))
    return 0
