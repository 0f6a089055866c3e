"""The coach: a hint that names the best action with its numbers, and a review of a
finished hand, both from the sampling search of :mod:`tarotlib.bots.pimc`.

**The hint** (:func:`think_hint`, :func:`advise`) thinks as ``pimc`` does from the
learner's own view and says what it found in one line a learner can read: the best
action, over how many deals that fit what the learner has seen, by how much it beats
the next best, in the game's own unit (:data:`UNITS`). Where the values are estimates
(the deals were searched a few tricks deep, ``exact`` False) it says "about". Where
``pimc`` left the choice to ``basic`` (the phases before trick play) it gives
``basic``'s reason, called a rule of thumb the search does not check.

**What the numbers mean.** With two camps (Klaverjassen's sides, the Klaverjas-3 Speler
against the defenders, a two-player game) a search's value is a *margin*: the own
camp's score minus the other camp's (:func:`~tarotlib.search.objective.final_value`).
A gap of 12 between two actions is then said as it is, "your side ends 12 points
better off against the other side", and not halved into "6 more for your side": halving
is true only where every point one side gains the other loses, and a pit bonus, roem
or a contract gone nat (K3, K4) changes the total. With everyone for himself the value
is the mover's own score against others who are counted as playing against him (the
search's paranoid assumption), and the line says so.

**The review** (:func:`think_review`, :func:`review`) replays a hand (:func:`position_at`)
to each decision of one seat, asks the same search what that seat could have known
then (a fixed seed per moment, :data:`REVIEW_BUDGET`), and beside it the double-dummy
view: the solver on the true position with every card seen, labelled as the second view
since learners confuse the two.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Generator, Generic, Mapping, TypeVar

from tarotlib import i18n
from tarotlib.actions import Action, Annul, Bid, Declare, Discard, Double, EndDeclaring, Play, doubling
from tarotlib.bots.basic import suggest
from tarotlib.bots.messages import MESSAGES
from tarotlib.bots.pimc import Decision, PimcBot, checked_budget, searchable
from tarotlib.errors import TarotlibError, shown
from tarotlib.games.klaverjas import doubled
from tarotlib.games.marjolet import DrawView
from tarotlib.search.objective import camp_of
from tarotlib.search.solver import SearchStopped, solve
from tarotlib.spec import GameSpec
from tarotlib.state import HandState, View

HINT_BUDGET = 0.3
"""A hint's thinking, in ``pimc``'s seconds (27,000 solver nodes at
:data:`~tarotlib.bots.pimc.NODES_PER_SECOND`): a node budget, so the same position gives
the same hint on any machine; measured well under a second on the 2-core machine."""

HINT_SAMPLES = 40
"""The most deals a hint draws (the node budget may end it sooner)."""

REVIEW_BUDGET = 0.05
"""The search per reviewed decision (4,500 nodes): a hand of 18 decisions in a few seconds."""

REVIEW_SAMPLES = 30
"""The most deals drawn per reviewed decision."""

SEEN_NODES = 10_000
"""The double-dummy solve's node cap per reviewed decision: half for a whole solve, the
rest for a search one trick deep whose values are estimates (``seen_exact`` False)."""

EQUAL = 0.05
"""Two values closer than this are the same choice: less than the 0.1 the texts show."""

MISTAKE = 0.5
"""A reviewed decision whose sampled loss exceeds this is a mistake (:meth:`Review.mistakes`)."""

UNITS: dict[str, str] = {"triomphe-forcee": "chip", "leipzig-taroc": "game-point"}
"""The unit of a hand's score where it is not plain points (``point``), as its tutorial
says it: chips in Triomphe (TF2), game points in Leipzig (LT2, LT5, LT6: not the card
points won in tricks). Every other game scores points (MT4, MJ3, K3). The words are the
``unit-`` keys of :mod:`tarotlib.bots.messages`. The play widgets name their units from
this table too (``tarotwidgets.i18n.point_unit``)."""


def say(key: str, lang: str, **values: object) -> str:
    """The coach's sentence ``key`` in ``lang`` with ``values`` filled in."""
    return i18n.fill(MESSAGES[f"coach-{key}"], lang, **values)


# ---------------------------------------------------------------- words for actions
def action_name(action: Action, view: View, spec: GameSpec, lang: str = "en") -> str:
    """An action as the play widget's choices name it: a card in the house notation
    ('♥10'), a bid 'Pass' / 'Play: Hearts trump' / 'Hearts trump, 92', a declaration
    'Stuk: ♥K ♥Q', 'Stop declaring', a yes or no by its question ('Yes, double (kraken)')."""
    if isinstance(action, (Play, Discard)):
        return action.card.short(lang)
    pack = spec.pack
    if isinstance(action, Bid):
        if action.call == "pass":
            return i18n.fill(MESSAGES["label-pass"], lang)
        suit = "" if action.trump is None else pack.suit_name(action.trump, lang)
        if action.points is not None:
            return i18n.fill(MESSAGES["label-bid-points"], lang, suit=suit, points=action.points)
        if action.trump is not None:
            return i18n.fill(MESSAGES["label-play-suit"], lang, suit=suit)
        return i18n.fill(MESSAGES["label-play"], lang)
    if isinstance(action, Declare):
        names = spec.names.get(action.combo)
        name = i18n.fill(names, lang) if names else action.combo
        cards = " ".join(c.short(lang) for c in action.in_pack_order)
        turned = view.own.turned if isinstance(view.own, DrawView) else None
        if action.combo == "dix" and turned is not None:  # MJ4: the 7 for the turned card
            return i18n.fill(MESSAGES["label-dix"], lang, name=name, seven=cards, turned=turned.short(lang))
        return i18n.fill(MESSAGES["label-declare"], lang, name=name, cards=cards)
    if isinstance(action, EndDeclaring):
        return i18n.fill(MESSAGES["label-stop"], lang)
    if isinstance(action, (Double, Annul)):
        asked = doubling(doubled(view)) if isinstance(action, Double) else "annul"
        return i18n.fill(MESSAGES[f"label-{asked}-{'yes' if action.yes else 'no'}"], lang)
    return str(action)


def named(action: Action, view: View, spec: GameSpec, lang: str) -> str:
    """:func:`action_name` as a sentence quotes it: a card as it is ('♥10'), any other
    action in quotes ('“Pass”'), so a label reads apart from the words around it."""
    name = action_name(action, view, spec, lang)
    return name if isinstance(action, (Play, Discard)) else say("quoted", lang, name=name)


def amount_text(value: float, spec: GameSpec, lang: str) -> str:
    """'12 points', '1 chip', '2.5 game points': a value rounded to a tenth, in the game's unit."""
    return units_text(value, spec.id, lang)


def units_text(value: float, game: str, lang: str) -> str:
    """:func:`amount_text` by the game's id (a review keeps the id, not the spec)."""
    rounded = round(value, 1)
    number = f"{rounded:g}" if lang == "en" else f"{rounded:g}".replace(".", ",")
    unit, count = UNITS.get(game, "point"), "one" if rounded == 1 else "many"
    return f"{number} {i18n.fill(MESSAGES[f'unit-{unit}-{count}'], lang)}"


def gap_clause(view: View, amount: str, about: bool, it: str, other: str, deals: int, lang: str) -> str:
    """How a gap between two values reads for the seat's objective (the module's docs):
    the seat ends ``amount`` better off with ``it`` than with ``other`` (on average, over
    more ``deals`` than one)."""
    camp = camp_of(view.sides, view.seat, view.sitting_out) if view.sides else None
    if camp is None:
        key = "gap-own"
    elif len(camp) > 1:
        key = "gap-side"
    else:
        others = view.players - len(camp) - (view.sitting_out is not None)
        key = "gap-opponent" if others == 1 else "gap-others"
    return say(key, lang, about=say("about", lang) if about else "", average=say("average", lang) if deals > 1 else "",
               amount=amount, it=it, other=other)


def _verb(action: Action) -> str:
    return "verb-play" if isinstance(action, Play) else "verb-discard" if isinstance(action, Discard) else "verb-other"


# ---------------------------------------------------------------- the hint
@dataclass(frozen=True)
class Advice:
    """The coach's word on one decision: the ``action`` it advises, the search's
    ``decision`` behind it, and ``text``: the one-line reason per language."""

    action: Action
    decision: Decision
    text: Mapping[str, str]

    def line(self, lang: str = "en") -> str:
        """The reason in ``lang`` (English where it has none)."""
        return self.text.get(lang, self.text["en"])


def advise(decision: Decision, view: View, spec: GameSpec) -> Advice:
    """The words for ``decision`` (made from ``view``): see the module's docs."""
    text = {lang: _advice_line(decision, view, spec, lang) for lang in i18n.LANGS}
    return Advice(decision.action, decision, text)


def _advice_line(decision: Decision, view: View, spec: GameSpec, lang: str) -> str:
    def name(action: Action) -> str:
        return named(action, view, spec, lang)

    if len(view.legal) == 1:
        only = view.legal[0]
        if isinstance(only, Play):
            return i18n.fill(MESSAGES["habit-only"], lang, card=name(only))
        return say("only", lang, action=name(only))
    if not decision.searched:
        _, reason = suggest(view, spec)
        return say("habit", lang, reason=reason.get(lang, reason["en"]))
    values = decision.values
    best_value = values[0][1]
    tied = [action for action, value in values if best_value - value < EQUAL]
    over = over_deals(decision.deals, lang, known=decision.known)
    if len(tied) == len(values):
        cards = all(isinstance(action, Play) for action in tied)
        return say("all-same", lang, head=say("no-difference-card" if cards else "no-difference-other", lang),
                   over=over)
    if len(tied) == 1:
        head = say(_verb(tied[0]), lang, action=name(tied[0]))
    else:
        head = say("any-of", lang, actions=i18n.join((name(a) for a in tied), lang))
    following, value = values[len(tied)]
    gap = gap_clause(view, amount_text(best_value - value, spec, lang), not decision.exact,
                     say("it-one" if len(tied) == 1 else "it-many", lang),
                     say("next-best", lang, action=name(following)),
                     1 if decision.known else decision.deals, lang)
    return say("better", lang, head=head, over=over, gap=gap)


def over_deals(deals: int, lang: str, then: bool = False, known: bool = False) -> str:
    """'over 40 deals that fit what you have seen' (``then``: '... what you knew'); where
    what was seen places every card (``known``), that instead of a count of deals."""
    suffix = "-then" if then else ""
    if known:
        return say(f"known{suffix}", lang)
    return say(f"over-deals{suffix}", lang, deals=deals) if deals != 1 else say(f"over-deal{suffix}", lang)


T = TypeVar("T")


class Thinking(Generic[T]):
    """A piece of thinking taken in small steps, so a page can draw and take clicks
    between them: ``step()`` takes one (True once done), ``finish()`` the rest and
    returns ``result``; ``progress`` runs from 0 to 1."""

    def __init__(self, steps: Generator[float, None, T]):
        self._steps = steps
        self._returned: tuple[T] | None = None  # the steps' return value, once they stop
        self.progress = 0.0

    @property
    def done(self) -> bool:
        return self._returned is not None

    @property
    def result(self) -> T | None:
        """What the thinking found, once done; None before."""
        return self._returned[0] if self._returned is not None else None

    def step(self) -> bool:
        """One more step (nothing once done); True when the result is there."""
        if self._returned is not None:
            return True
        try:
            self.progress = next(self._steps)
        except StopIteration as stop:
            self._returned, self.progress = (stop.value,), 1.0
        return self._returned is not None

    def finish(self) -> T:
        """The result, after the steps still to take."""
        while self._returned is None:
            self.step()
        return self._returned[0]


def think_hint(view: View, spec: GameSpec, *, seed: int | str = 0, budget: float = HINT_BUDGET) -> Thinking[Advice]:
    """The hint for the seat of ``view``, thought one sampled deal per step
    (``PimcBot(seed, budget, HINT_SAMPLES).deliberate``), then put in words (:func:`advise`)."""
    deliberation = PimcBot(seed, budget=budget, samples=HINT_SAMPLES).deliberate(view, spec)

    def steps() -> Generator[float, None, Advice]:
        while not deliberation.step():
            yield deliberation.deals / deliberation.planned
        assert deliberation.decision is not None
        return advise(deliberation.decision, view, spec)

    return Thinking(steps())


# ---------------------------------------------------------------- positions
def position_at(state: HandState, index: int) -> HandState:
    """The hand of ``state`` (the same game, variants, options, dealer and cards as
    dealt) replayed to just before ``state.actions[index]``; ``index`` may be
    ``len(state.actions)`` (the position now). A fresh state: changing it leaves
    ``state`` alone. A record would do the same but refuses a scenario of a few cards
    (``new_hand(partial=True)``), which a lesson reviews too."""
    if not isinstance(state, HandState):
        raise TarotlibError(f"state: needs a HandState, not {type(state).__name__}",
                            f"state: vraagt een HandState, niet {type(state).__name__}")
    last = len(state.actions)
    if type(index) is not int or not 0 <= index <= last:
        raise TarotlibError(f"index: must be a whole number from 0 to {last} (the actions taken), not {shown(index)}",
                            f"index: moet een geheel getal van 0 tot {last} zijn (de genomen acties), "
                            f"niet {shown(index)}")
    fresh = HandState(state.spec, state.players, state.dealer, state.deal, state.options)
    for seat, action in state.actions[:index]:
        fresh.apply(action, seat)
    return fresh


# ---------------------------------------------------------------- the review


def _said(key: str, lang: str, **values: object) -> str:
    return i18n.fill(MESSAGES[f"review-{key}"], lang, **values)


@dataclass(frozen=True)
class Moment:
    """One decision of the reviewed seat: ``state.actions[index]``, made in ``trick``
    (1-based; None before trick play). ``best`` is the search's choice from the seat's
    view then, ``loss`` what ``played`` cost against it (>= 0, a mean over ``deals``
    deals, with ``values`` as :class:`~tarotlib.bots.pimc.Decision` has them; estimates
    where ``exact`` is False). ``searched`` is False where the search was not asked (a
    phase before trick play: ``best`` is then ``basic``'s habit and ``loss`` 0) or the
    choice was forced. ``seen_best``, ``seen_loss``, ``seen_exact``: the same with every
    card seen (the double-dummy solver on the true position); ``seen_best`` is empty
    where that was not solved, and the one action of a forced choice. ``own`` and
    ``seen``: the two views' sentences per language (``seen`` empty where it was not
    solved, or the choice was forced), shown apart in the review; ``text`` both."""

    index: int
    trick: int | None
    played: Action
    best: Action
    loss: float
    values: tuple[tuple[Action, float], ...]
    deals: int
    exact: bool
    searched: bool
    seen_best: tuple[Action, ...]
    seen_loss: float
    seen_exact: bool
    own: Mapping[str, str]
    seen: Mapping[str, str]

    @property
    def text(self) -> dict[str, str]:
        """The moment's line per language: the first view, then the second."""
        return {lang: " ".join(filter(None, (self.own[lang], self.seen.get(lang, "")))) for lang in self.own}

    def line(self, lang: str = "en") -> str:
        """The moment's line in ``lang`` (English where it has none)."""
        text = self.text
        return text.get(lang, text["en"])


@dataclass(frozen=True)
class Review:
    """Every decision of ``seat`` in a hand (:class:`Moment`, in the order made) and the
    ones that cost points."""

    seat: int
    moments: tuple[Moment, ...]
    game: str = ""  # the game's id, for the unit of the summary's points (UNITS)

    def mistakes(self) -> list[Moment]:
        """The moments whose loss from what the seat knew exceeds :data:`MISTAKE`, largest
        first (the earlier first where two are equal)."""
        return sorted((m for m in self.moments if m.loss > MISTAKE), key=lambda m: (-m.loss, m.index))

    @property
    def summary(self) -> dict[str, str]:
        """'3 mistakes cost you about 23 points in all; the largest at trick 5.', or
        'No mistakes found: ...', per language."""
        return {lang: self._summary(lang) for lang in i18n.LANGS}

    def _summary(self, lang: str) -> str:
        mistakes = self.mistakes()
        if not mistakes:
            return _said("summary-none", lang)
        where = _said("at-trick", lang, n=mistakes[0].trick)  # a mistake is a searched moment: in trick play
        about = "" if all(m.exact for m in mistakes) else say("about", lang)
        amount = units_text(sum(m.loss for m in mistakes), self.game, lang)
        key = "summary-one" if len(mistakes) == 1 else "summary-many"
        return _said(key, lang, n=len(mistakes), about=about, amount=amount, where=where)


def think_review(state: HandState, seat: int, *, seed: int | str = 0, budget: float = REVIEW_BUDGET,
                 seen_nodes: int = SEEN_NODES) -> Thinking[Review]:
    """The review of every decision ``seat`` made in ``state`` (a finished hand, or the
    actions so far), one sampled deal or one double-dummy solve per step.

    Each decision is searched from ``seat``'s view then (``PimcBot`` with ``budget`` and
    the seed ``f"{seed}:{index}"``, so a moment's figures do not depend on the others);
    beside it, for every choice in trick play that was not forced, the true position is
    solved with every card seen (:func:`_seen_values`, ``seen_nodes`` at most). A choice
    the search leaves to ``basic`` (before trick play, or a scenario of a few cards,
    which the sampler cannot fill) is compared with ``basic``'s habit and marked not
    searched, with no loss: the search has no figure to weigh it by."""
    if not isinstance(state, HandState):
        raise TarotlibError(f"state: needs a HandState, not {type(state).__name__}",
                            f"state: vraagt een HandState, niet {type(state).__name__}")
    if type(seat) is not int or not 0 <= seat < state.players:
        raise TarotlibError(f"seat: must be a seat from 0 to {state.players - 1}, not {shown(seat)}",
                            f"seat: moet een stoel van 0 tot {state.players - 1} zijn, niet {shown(seat)}")
    checked_budget(budget)  # here, not when the first step makes the first bot: a refusal comes at once
    if type(seen_nodes) is not int or seen_nodes < 1:
        raise TarotlibError(f"seen_nodes: must be a whole number from 1, not {shown(seen_nodes)}",
                            f"seen_nodes: moet een geheel getal vanaf 1 zijn, niet {shown(seen_nodes)}")
    return Thinking(_review_steps(state, seat, seed, budget, seen_nodes))


def review(state: HandState, seat: int, *, seed: int | str = 0, budget: float = REVIEW_BUDGET,
           seen_nodes: int = SEEN_NODES) -> Review:
    """:func:`think_review` taken to its end."""
    return think_review(state, seat, seed=seed, budget=budget, seen_nodes=seen_nodes).finish()


def _review_steps(state: HandState, seat: int, seed: int | str, budget: float,
                  seen_nodes: int) -> Generator[float, None, Review]:
    indexes = [i for i, (s, _) in enumerate(state.actions) if s == seat]
    walk = position_at(state, 0)
    moments: list[Moment] = []
    for done, index in enumerate(indexes):
        while len(walk.actions) < index:
            walk.apply(state.actions[len(walk.actions)][1], state.actions[len(walk.actions)][0])
        view, spec, played = walk.view(seat), walk.spec, state.actions[index][1]
        decision: Decision | None = None
        seen: tuple[tuple[tuple[Action, float], ...], bool] = ((), False)
        if len(view.legal) > 1 and searchable(view):
            deliberation = PimcBot(f"{seed}:{index}", budget=budget, samples=REVIEW_SAMPLES).deliberate(view, spec)
            while not deliberation.step():
                yield (done + deliberation.deals / deliberation.planned / 2) / len(indexes)
            decision = deliberation.decision
            seen = _seen_values(walk, seen_nodes)
            yield (done + 0.9) / len(indexes)
        moments.append(_moment(view, spec, index, played, decision, *seen))
    return Review(seat, tuple(moments), state.spec.id)


def _seen_values(position: HandState, max_nodes: int) -> tuple[tuple[tuple[Action, float], ...], bool]:
    """The double-dummy value of each legal action and whether they are exact: a whole
    solve within half of ``max_nodes``, else one trick deep (finished by the solver's
    playout) within what is left; () where neither fits, or where the solver has no
    value (a scenario whose hands do not add up: the cards a seat lacks are unknown)."""
    share = max(max_nodes // 2, 1)
    try:
        return solve(position, values=True, max_nodes=share).values, True
    except SearchStopped as stopped:
        left = max(max_nodes - stopped.nodes, 1)
    except TarotlibError:
        return (), False
    try:
        return solve(position, values=True, depth=1, max_nodes=left).values, False
    except TarotlibError:  # SearchStopped among them
        return (), False


def _moment(view: View, spec: GameSpec, index: int, played: Action, decision: Decision | None,
            seen_values: tuple[tuple[Action, float], ...], seen_exact: bool) -> Moment:
    trick = len(view.tricks) + (view.phase == "play") if searchable(view) else None
    if decision is None and len(view.legal) == 1:  # forced: nothing to weigh
        own = {lang: _said("only", lang, prefix=_prefix(trick, view, lang), played=_played(played, view, spec, lang))
               for lang in i18n.LANGS}
        return Moment(index, trick, played, played, 0.0, (), 0, True, False, (played,), 0.0, True, own, {})
    seen = dict(seen_values)
    seen_best: tuple[Action, ...] = ()
    seen_loss = 0.0
    if seen:
        seen_top = max(seen.values())
        seen_best = tuple(action for action, value in seen_values if seen_top - value < EQUAL)
        seen_loss = max(seen_top - seen[played], 0.0)
    second = {lang: seen_line(view, spec, played, seen_best, seen_loss, seen_exact, lang) for lang in i18n.LANGS}
    if decision is None or not decision.searched:
        habit, reason = suggest(view, spec)
        own = {lang: _habit_line(trick, view, spec, played, habit, reason, lang) for lang in i18n.LANGS}
        return Moment(index, trick, played, habit, 0.0, (), 0, True, False, seen_best, seen_loss, seen_exact,
                      own, second)
    values = dict(decision.values)
    loss = max(decision.values[0][1] - values[played], 0.0)
    own = {lang: searched_line(trick, view, spec, played, decision, loss, lang) for lang in i18n.LANGS}
    return Moment(index, trick, played, decision.action, loss, decision.values, decision.deals, decision.exact, True,
                  seen_best, seen_loss, seen_exact, own, second)


def _prefix(trick: int | None, view: View, lang: str) -> str:
    """'Trick 3: ', or the phase before trick play: 'Bidding: '."""
    if trick is not None:
        return _said("trick", lang, n=trick)
    return _said("phase", lang, phase=i18n.fill(MESSAGES.get(f"heading-{view.phase}", {"en": view.phase}), lang))


def _played(action: Action, view: View, spec: GameSpec, lang: str) -> str:
    key = ("played-play" if isinstance(action, Play) else "played-discard" if isinstance(action, Discard)
           else "played-other")
    return _said(key, lang, action=named(action, view, spec, lang))


def _habit_line(trick: int | None, view: View, spec: GameSpec, played: Action, habit: Action,
                reason: Mapping[str, str], lang: str) -> str:
    prefix, said = _prefix(trick, view, lang), _played(played, view, spec, lang)
    if played == habit:
        return _said("habit-same", lang, prefix=prefix, played=said)
    return _said("habit-other", lang, prefix=prefix, played=said, best=named(habit, view, spec, lang),
                 reason=reason.get(lang, reason["en"]))


def searched_line(trick: int | None, view: View, spec: GameSpec, played: Action, decision: Decision, loss: float,
                  lang: str) -> str:
    """A searched decision's review line: 'Trick 3: you played ♠10; ♠7 was better: over
    30 deals that fit what you knew ...' (the best-card exercise says it too)."""
    def name(action: Action) -> str:
        return named(action, view, spec, lang)

    prefix, said = _prefix(trick, view, lang), _played(played, view, spec, lang)
    over = over_deals(decision.deals, lang, then=True, known=decision.known)
    top = decision.values[0][1]
    tied = [action for action, value in decision.values if top - value < EQUAL]
    if len(tied) == len(decision.values):
        return _said("as-good", lang, prefix=prefix, played=said, over=over)
    if played in tied:
        return _said("the-best" if len(tied) == 1 else "one-of-best", lang, prefix=prefix, played=said, over=over)
    best = decision.action
    gap = gap_clause(view, amount_text(loss, spec, lang), not decision.exact,
                     say("with", lang, action=name(best)), name(played),
                     1 if decision.known else decision.deals, lang)
    return _said("better", lang, prefix=prefix, played=said, best=name(best), over=over, gap=gap)


def either(names: list[str], lang: str) -> str:
    """'♠7', '♠7 or ♣R', '♠7, ♠8 or ♣R': choices as one phrase."""
    return names[0] if len(names) == 1 else f"{', '.join(names[:-1])} {_said('or', lang)} {names[-1]}"


def seen_line(view: View, spec: GameSpec, played: Action, seen_best: tuple[Action, ...], seen_loss: float,
               seen_exact: bool, lang: str) -> str:
    """'With every card seen (the second view, ...): ...', or '' where it was not solved."""
    if not seen_best:
        return ""
    names = [named(action, view, spec, lang) for action in seen_best]
    played_name = named(played, view, spec, lang)
    if played in seen_best:
        verdict = _said("seen-same", lang, played=played_name)
    else:
        best = either(names, lang)
        verdict = _said("seen-other", lang, best=best, about="" if seen_exact else say("about", lang),
                        amount=amount_text(seen_loss, spec, lang), played=played_name)
    return _said("seen", lang, verdict=verdict)


__all__ = [
    "EQUAL", "HINT_BUDGET", "HINT_SAMPLES", "MISTAKE", "REVIEW_BUDGET", "REVIEW_SAMPLES", "SEEN_NODES", "UNITS",
    "Advice", "Moment", "Review", "Thinking",
    "action_name", "advise", "amount_text", "either", "named", "over_deals", "position_at", "review", "searched_line",
    "seen_line", "think_hint", "think_review", "units_text",
]
