"""The sampling player ``pimc`` (perfect-information Monte Carlo).

It cannot see the other hands, so it imagines them: from its own view alone it draws
deals of the unseen cards that fit everything it has seen (:mod:`tarotlib.search.sampler`),
solves each one with every card face up (:mod:`tarotlib.search.solver`), and plays the
action whose value, averaged over the deals, is best for its camp
(:func:`tarotlib.search.objective.final_value`). This is how the strong bridge, Skat and
Doppelkopf programs began; its known weakness is that in each imagined deal it plays as
if it knew the cards, so it does not play to find out what it does not know.

Where it searches: trick play, and the phases that open inside it (Marjolet's and
Binage's declarations after a won trick, MJ4), where a declaration is one more move of
the search. Before trick play (bidding, discards, Leipzig's declarations, doubling,
Leipzig's annul) it plays as ``basic`` does: those choices would need whole deals
solved per choice, far beyond a second in this engine.

**Budget.** ``budget`` seconds (default 1) is turned into a budget of search *nodes* at a
fixed rate (:data:`NODES_PER_SECOND`, measured on a 2-core machine), not read from the
clock, so the same seed gives the same choices on any machine and under any load; a
slower machine takes longer. ``samples`` caps the deals drawn. Where a full solve of a
deal would take more than its share of the budget (the first tricks of a tarot game),
it searches a few tricks deep and lets the solver finish the line with its playout and
the engine's own count, which makes the values estimates; in the tarot games that
playout plays ``basic``'s habits, the way the other seats (in the arena: ``basic``
itself) will play, and the shallowest search is none at all: each action played out
(:func:`last_depth`).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from tarotlib.actions import Action
from tarotlib.bots.basic import suggest
from tarotlib.errors import TarotlibError, shown
from tarotlib.search.games import rules_for
from tarotlib.search.sampler import Sampler, SamplerError
from tarotlib.search.solver import SearchStopped, solve
from tarotlib.spec import GameSpec
from tarotlib.state import HandState, View, seeded_random

NODES_PER_SECOND = 90_000
"""The solver's nodes a second on the reference machine (2 cores, CPython 3.11; measured
90,000 to 135,000 in pimc's searches, rollout steps counted as nodes): how
``budget`` seconds become a node budget."""


MIN_DEALS = 8
"""The deals a decision is sure of: each of the first eight may take an eighth of what is
left of the budget before the search goes shallower; later deals take what remains, so a
position cheap to solve is solved exactly for up to ``samples`` deals."""


@dataclass(frozen=True)
class Decision:
    """What ``pimc`` chose and why: the mean value of each legal action over the deals
    it drew, best first (for its camp, :func:`~tarotlib.search.objective.final_value`),
    how many deals, and whether each deal was solved to its end (``exact``) or searched
    a few tricks deep (or none) and finished by the solver's playout (estimates).
    ``searched`` is False where it chose as ``basic`` does. ``known``: the view leaves
    one way to place the unseen cards (a two-player play-out, MJ6), so every deal drawn
    was that one deal, the true one."""

    action: Action
    values: tuple[tuple[Action, float], ...]
    deals: int
    exact: bool
    searched: bool
    known: bool = False


class PimcBot:
    """The sampling player (see the module docstring)."""

    name = "pimc"

    def __init__(self, seed: int | str | None = None, *, budget: float = 1.0, samples: int = 30):
        checked_budget(budget)
        if type(samples) is not int or not 1 <= samples <= 10_000:
            raise TarotlibError(f"samples: must be a whole number from 1 to 10000, not {shown(samples)}",
                                f"samples: moet een geheel getal van 1 tot 10000 zijn, niet {shown(samples)}")
        self._rng = seeded_random(seed)
        self.budget = budget
        self.samples = samples

    def choose(self, state: HandState, seat: int) -> Action:
        return self.decide(state.view(seat), state.spec).action

    def decide(self, view: View, spec: GameSpec) -> Decision:
        """The choice from ``view`` (and the public rules) with the figures behind it."""
        return self.deliberate(view, spec).finish()

    def deliberate(self, view: View, spec: GameSpec) -> Deliberation:
        """The same decision, thought through one deal per :meth:`Deliberation.step`, so a
        page can draw (and take clicks) between deals; the choice is the same as
        :meth:`decide`'s for the same seed."""
        return Deliberation(self, view, spec)


class Deliberation:
    """One decision of :class:`PimcBot` in steps of one deal drawn and solved each.

    ``step()`` returns True once the decision is made (then ``decision`` holds it);
    ``finish()`` takes the steps left and returns it. ``deals`` and ``planned`` tell a
    progress line how far it is (``planned`` is the sample cap; the node budget may end
    it sooner)."""

    def __init__(self, bot: PimcBot, view: View, spec: GameSpec):
        if not view.legal:
            raise view.nothing_to_choose()
        self._bot = bot
        self.view, self.spec = view, spec
        self.decision: Decision | None = None
        self.deals = 0
        self.planned = bot.samples
        self._depth: int | None = None
        self._last_depth = last_depth(spec.id)
        self._nodes_left = max(int(bot.budget * NODES_PER_SECOND), 1)
        self._totals = dict.fromkeys(view.legal, 0.0)
        self._sampler: Sampler | None = None
        if len(view.legal) == 1 or not searchable(view):
            self.decision = _as_basic(view, spec)
            return
        try:
            self._sampler = Sampler(view, spec)
        except SamplerError:  # no deal fits (cannot happen in a real hand: the true one does)
            self.decision = _as_basic(view, spec)

    @property
    def done(self) -> bool:
        return self.decision is not None

    def step(self) -> bool:
        """Draw and solve one more deal (nothing once done); True when the decision is made."""
        if self.decision is not None:
            return True
        assert self._sampler is not None
        bot = self._bot
        state = self._sampler.draw(bot._rng)
        share = max(self._nodes_left // max(MIN_DEALS - self.deals, 1), 1)  # each of the first MIN_DEALS a fair part
        while True:
            depth = self._depth
            try:
                limit = None if depth == self._last_depth else share
                solution = solve(state, values=True, depth=depth, max_nodes=limit)
                break
            except SearchStopped as stopped:  # too deep for its share: fewer tricks, for every deal from here
                self._nodes_left -= stopped.nodes
                self._depth = _shallower(depth, state, self._last_depth)
        self._nodes_left -= solution.nodes
        for action, value in solution.values:
            self._totals[action] += value
        self.deals += 1
        if self.deals >= bot.samples or self._nodes_left <= 0:
            ranked = sorted(((action, total / self.deals) for action, total in self._totals.items()),
                            key=lambda pair: -pair[1])  # stable: equal values keep the legal order
            known = self._sampler.placements == 1
            self.decision = Decision(ranked[0][0], tuple(ranked), self.deals, self._depth is None, True, known)
        return self.decision is not None

    def finish(self) -> Decision:
        """The decision, after the steps still to take."""
        while not self.step():
            pass
        assert self.decision is not None
        return self.decision


def checked_budget(budget: Any) -> float:
    """A thinking time in seconds, above 0 and at most 600; a clean refusal naming ``budget``."""
    if type(budget) not in (int, float) or not 0 < budget <= 600:
        raise TarotlibError(f"budget: must be a number of seconds above 0 and at most 600, not {shown(budget)}",
                            f"budget: moet een aantal seconden boven 0 en hoogstens 600 zijn, niet {shown(budget)}")
    return float(budget)


def searchable(view: View) -> bool:
    """Trick play, or a phase opened inside it (a declaration window after a won trick,
    MJ4): the phases before the first trick are left to ``basic``."""
    return view.phase == "play" or bool(view.tricks)


def _as_basic(view: View, spec: GameSpec) -> Decision:
    action, _ = suggest(view, spec)
    return Decision(action, (), 0, True, False)


def _shallower(depth: int | None, state: HandState, last: int) -> int:
    """The next depth to try when a solve ran over its share: half the tricks left, then
    half again, down to ``last`` (:func:`last_depth`, searched without a limit). Where
    that is none (each action played out), at once: each depth between costs its share
    again, and was no stronger (pimc at 0.1 s against basic, Maison Tarot, 50 duplicate
    deals: +2.57 a hand at once, +2.56 by halves)."""
    if last == 0:
        return 0
    left = max(hand.bit_count() for hand in state.hands)
    return max(last, (left if depth is None else depth) // 2)


def last_depth(game: str) -> int:
    """The shallowest search: where the horizon plays ``basic``'s habits (the tarot games,
    :attr:`~tarotlib.search.games.SearchRules.habits`), none: each action played out
    (``depth=0``). A one-trick search of each world costs a tarot game's first tricks
    thousands of nodes (two worlds in 0.1 s); played out, the same budget draws five
    times as many, and pimc at 0.1 s beat basic by +2.56 a Maison Tarot hand instead of
    +1.52 (50 duplicate deals, a habit step counted as one node). Elsewhere one trick,
    as before (a greedy rollout's playout alone is no better than one trick's search:
    -0.05 against +0.23)."""
    return 0 if rules_for(game).habits else 1


__all__ = ["Decision", "Deliberation", "MIN_DEALS", "NODES_PER_SECOND", "PimcBot", "checked_budget", "last_depth",
           "searchable"]
