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
from tarotlib.bots.basic import REASONS, suggest
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

UNITS: dict[str, dict[str, tuple[str, str]]] = {
    "triomphe-forcee": {"en": ("chip", "chips"), "nl": ("fiche", "fiches")},
    "leipzig-taroc": {"en": ("game point", "game points"), "nl": ("spelpunt", "spelpunten")},
}
"""The unit of a hand's score where it is not plain points, in the words of its tutorial:
chips in Triomphe (TF2), game points in Leipzig (LT2, LT5, LT6: not the card points won
in tricks). Every other game scores points (MT4, MJ3, K3). The play widgets name their
units from this table too (``tarotwidgets.i18n.point_unit``)."""

POINTS = {"en": ("point", "points"), "nl": ("punt", "punten")}

TEXTS: dict[str, dict[str, str]] = {
    "verb-play": {"en": "Play {action}", "nl": "Speel {action}"},
    "verb-discard": {"en": "Lay away {action}", "nl": "Leg {action} af"},
    "verb-other": {"en": "Choose {action}", "nl": "Kies {action}"},
    "quoted": {"en": "“{name}”", "nl": "‘{name}’"},
    "any-of": {"en": "Any of {actions} does as well here", "nl": "{actions} zijn hier even goed"},
    "no-difference-card": {"en": "It makes no difference which card you play here",
                           "nl": "Het maakt hier niet uit welke kaart je speelt"},
    "no-difference-other": {"en": "It makes no difference which you choose here",
                            "nl": "Het maakt hier niet uit wat je kiest"},
    "over-deals": {"en": "over {deals} deals that fit what you have seen",
                   "nl": "in {deals} verdelingen van de kaarten die kloppen met wat je gezien hebt"},
    "over-deal": {"en": "over one deal that fits what you have seen",
                  "nl": "in één verdeling van de kaarten die klopt met wat je gezien hebt"},
    "known": {"en": "knowing where every card lies (what you have seen places them all)",
              "nl": "nu je weet waar elke kaart zit (wat je gezien hebt plaatst ze allemaal)"},
    "known-then": {"en": "knowing where every card lay (what you knew placed them all)",
                   "nl": "toen je wist waar elke kaart zat (wat je wist plaatste ze allemaal)"},
    "over-deals-then": {"en": "over {deals} deals that fit what you knew",
                        "nl": "in {deals} verdelingen van de kaarten die klopten met wat je wist"},
    "over-deal-then": {"en": "over one deal that fit what you knew",
                       "nl": "in één verdeling van de kaarten die klopte met wat je wist"},
    "all-same": {"en": "{head}: {over}, every choice comes out the same.",
                 "nl": "{head}: {over} komt elke keuze op hetzelfde uit."},
    "better": {"en": "{head}: {over}, {gap}.", "nl": "{head}: {over} {gap}."},
    "next-best": {"en": "{action}, the next best", "nl": "{action}, de op één na beste"},
    "it-one": {"en": "with it", "nl": "daarmee"},
    "it-many": {"en": "with any of them", "nl": "met elk daarvan"},
    "with": {"en": "with {action}", "nl": "met {action}"},
    "about": {"en": "about ", "nl": "ongeveer "},
    "average": {"en": "on average ", "nl": "gemiddeld "},
    "gap-side": {"en": "your side ends {average}{about}{amount} better off against the other side "
                       "{it} than with {other}",
                 "nl": "staat je partij er {it} {average}{about}{amount} beter voor tegenover de andere partij "
                       "dan met {other}"},
    "gap-opponent": {"en": "you end {average}{about}{amount} better off against your opponent "
                           "{it} than with {other}",
                     "nl": "sta je er {it} {average}{about}{amount} beter voor tegenover je tegenstander "
                           "dan met {other}"},
    "gap-others": {"en": "you end {average}{about}{amount} better off against the others "
                         "{it} than with {other}",
                   "nl": "sta je er {it} {average}{about}{amount} beter voor tegenover de anderen dan met {other}"},
    "gap-own": {"en": "you score {average}{about}{amount} more {it} than with {other}, "
                      "even if the others all play against you",
                "nl": "scoor je {it} {average}{about}{amount} meer dan met {other}, "
                      "ook als de anderen allemaal tegen je spelen"},
    "only": {"en": "{action} is your only choice here.", "nl": "{action} is hier je enige keuze."},
    "habit": {"en": "A rule of thumb, which the search does not check here: {reason}",
              "nl": "Een vuistregel, die het zoeken hier niet narekent: {reason}"},
}
"""The coach's sentences. The Dutch ``over-deals`` has no comma after it: Dutch puts the
verb straight after a fronted phrase ("In 40 verdelingen ... staat je partij ..."); its
``it`` is an adverb ("daarmee") where English has "with it"."""


def say(key: str, lang: str, **values: object) -> str:
    """The coach's sentence ``key`` in ``lang`` with ``values`` filled in."""
    return i18n.fill(TEXTS[key], lang, **values)


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
            return i18n.fill(ACTION_LABELS["pass"], lang)
        suit = "" if action.trump is None else pack.suit_name(action.trump, lang)
        if action.points is not None:
            return i18n.fill(ACTION_LABELS["bid-points"], lang, suit=suit, points=action.points)
        if action.trump is not None:
            return i18n.fill(ACTION_LABELS["play-suit"], lang, suit=suit)
        return i18n.fill(ACTION_LABELS["play"], lang)
    if isinstance(action, Declare):
        names = spec.names.get(action.combo)
        name = i18n.fill(names, lang) if names else action.combo
        cards = " ".join(c.short(lang) for c in action.in_pack_order)
        turned = view.own.turned if isinstance(view.own, DrawView) else None
        if action.combo == "dix" and turned is not None:  # MJ4: the 7 for the turned card
            return i18n.fill(ACTION_LABELS["dix"], lang, name=name, seven=cards, turned=turned.short(lang))
        return i18n.fill(ACTION_LABELS["declare"], lang, name=name, cards=cards)
    if isinstance(action, EndDeclaring):
        return i18n.fill(ACTION_LABELS["stop"], lang)
    if isinstance(action, (Double, Annul)):
        asked = doubling(doubled(view)) if isinstance(action, Double) else "annul"
        return i18n.fill(ACTION_LABELS[f"{asked}-{'yes' if action.yes else 'no'}"], lang)
    return str(action)


def named(action: Action, view: View, spec: GameSpec, lang: str) -> str:
    """:func:`action_name` as a sentence quotes it: a card as it is ('♥10'), any other
    action in quotes ('“Pass”'), so a label reads apart from the words around it."""
    name = action_name(action, view, spec, lang)
    return name if isinstance(action, (Play, Discard)) else say("quoted", lang, name=name)


ACTION_LABELS: dict[str, dict[str, str]] = {
    "pass": {"en": "Pass", "nl": "Pas"},
    "play": {"en": "Play", "nl": "Spelen"},
    "play-suit": {"en": "Play: {suit} trump", "nl": "Spelen: {suit} troef"},
    "bid-points": {"en": "{suit} trump, {points}", "nl": "{suit} troef, {points}"},
    "declare": {"en": "{name}: {cards}", "nl": "{name}: {cards}"},
    "dix": {"en": "{name}: {seven} for {turned}", "nl": "{name}: {seven} voor {turned}"},
    "stop": {"en": "Stop declaring", "nl": "Stop met roemen"},
    "annul-yes": {"en": "Yes, annul the deal", "nl": "Ja, annuleer de deling"},
    "annul-no": {"en": "No, keep it", "nl": "Nee, houden"},
    "double-yes": {"en": "Yes, double (kraken)", "nl": "Ja, kraken"},
    "double-no": {"en": "No, play on", "nl": "Nee, niet kraken"},
    "redouble-yes": {"en": "Yes, redouble (herkraken)", "nl": "Ja, herkraken"},
    "redouble-no": {"en": "No, play on", "nl": "Nee, niet herkraken"},
    "superdouble-yes": {"en": "Yes, double again (superkraken)", "nl": "Ja, superkraken"},
    "superdouble-no": {"en": "No, play on", "nl": "Nee, niet superkraken"},
}
"""The phase panel's button labels (``tarotwidgets.phases``, its words in
``tarotwidgets.i18n``), kept here so the engine needs no widget package; the tests check
that both name every choice alike."""


def amount_text(value: float, spec: GameSpec, lang: str) -> str:
    """'12 points', '1 chip', '2.5 game points': a value rounded to a tenth, in the game's unit."""
    return units_text(value, spec.id, lang)


def units_text(value: float, game: str, lang: str) -> str:
    """:func:`amount_text` by the game's id (a review keeps the id, not the spec)."""
    rounded = round(value, 1)
    number = f"{rounded:g}" if lang == "en" else f"{rounded:g}".replace(".", ",")
    one, many = UNITS.get(game, POINTS)[lang if lang in i18n.LANGS else "en"]
    return f"{number} {one if rounded == 1 else many}"


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
            return i18n.fill(REASONS["only"], lang, card=name(only))
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
        self.result: T | None = None
        self.done = False
        self.progress = 0.0

    def step(self) -> bool:
        """One more step (nothing once done); True when the result is there."""
        if self.done:
            return True
        try:
            self.progress = next(self._steps)
        except StopIteration as stop:
            self.result, self.done, self.progress = stop.value, True, 1.0
        return self.done

    def finish(self) -> T:
        """The result, after the steps still to take."""
        while not self.step():
            pass
        return self.result  # type: ignore[return-value]


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
REVIEW_TEXTS: dict[str, dict[str, str]] = {
    "trick": {"en": "Trick {n}: ", "nl": "Slag {n}: "},
    "phase": {"en": "{phase}: ", "nl": "{phase}: "},
    "played-play": {"en": "you played {action}", "nl": "je speelde {action}"},
    "played-discard": {"en": "you laid away {action}", "nl": "je legde {action} af"},
    "played-other": {"en": "you chose {action}", "nl": "je koos {action}"},
    "only": {"en": "{prefix}{played}, your only choice.", "nl": "{prefix}{played}, je enige keuze."},
    "as-good": {"en": "{prefix}{played}, as good as any choice {over}.",
                "nl": "{prefix}{played}, even goed als elke andere keuze {over}."},
    "the-best": {"en": "{prefix}{played}, the best choice {over}.",
                 "nl": "{prefix}{played}, de beste keuze {over}."},
    "one-of-best": {"en": "{prefix}{played}, one of the best choices {over}.",
                    "nl": "{prefix}{played}, een van de beste keuzes {over}."},
    "better": {"en": "{prefix}{played}; {best} was better: {over}, {gap}.",
               "nl": "{prefix}{played}; {best} was beter: {over} {gap}."},
    "habit-same": {"en": "{prefix}{played}, as the rule of thumb says (the search does not check this choice).",
                   "nl": "{prefix}{played}, zoals de vuistregel zegt (het zoeken rekent deze keuze niet na)."},
    "habit-other": {"en": "{prefix}{played}; the rule of thumb, which the search does not check, says {best}: "
                          "{reason}",
                    "nl": "{prefix}{played}; de vuistregel, die het zoeken niet narekent, zegt {best}: {reason}"},
    "seen": {"en": "With every card seen (the second view, which you could not know then): {verdict}.",
             "nl": "Met alle kaarten open (de tweede blik, die je toen niet kon kennen): {verdict}."},
    "seen-same": {"en": "{played} was the best too", "nl": "{played} was ook dan het beste"},
    "seen-other": {"en": "the best was {best}, {about}{amount} better than {played}",
                   "nl": "het beste was {best}, {about}{amount} beter dan {played}"},
    "or": {"en": "or", "nl": "of"},
    "summary-none": {"en": "No mistakes found: every choice was as good as the best from what you knew.",
                     "nl": "Geen fouten gevonden: elke keuze was even goed als de beste met wat je wist."},
    "summary-one": {"en": "1 mistake cost you {about}{amount}, {where}.",
                    "nl": "1 fout kostte je {about}{amount}, {where}."},
    "summary-many": {"en": "{n} mistakes cost you {about}{amount} in all; the largest {where}.",
                     "nl": "{n} fouten kostten je samen {about}{amount}; de grootste {where}."},
    "at-trick": {"en": "at trick {n}", "nl": "bij slag {n}"},
}
"""The review's sentences: a moment's line (what was played, the better choice and its
gap from what the seat knew, then the double-dummy view, labelled as the second) and the
hand's summary."""


def _said(key: str, lang: str, **values: object) -> str:
    return i18n.fill(REVIEW_TEXTS[key], lang, **values)


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


PHASE_HEADINGS: dict[str, dict[str, str]] = {
    "discard": {"en": "Discard", "nl": "Afleggen"},
    "declare": {"en": "Declarations", "nl": "Roemen"},
    "bid": {"en": "Bidding", "nl": "Bieden"},
    "double": {"en": "Doubling", "nl": "Kraken"},
    "annul": {"en": "Annulling the deal", "nl": "Deling annuleren"},
}
"""A review line's heading for a decision before trick play, by its phase (the phases'
names of :data:`tarotlib.i18n.PHASE_NAMES`, as headings)."""


def _prefix(trick: int | None, view: View, lang: str) -> str:
    """'Trick 3: ', or the phase before trick play: 'Bidding: '."""
    if trick is not None:
        return _said("trick", lang, n=trick)
    return _said("phase", lang, phase=i18n.fill(PHASE_HEADINGS.get(view.phase, {"en": view.phase}), lang))


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
    "ACTION_LABELS", "EQUAL", "HINT_BUDGET", "HINT_SAMPLES", "MISTAKE", "PHASE_HEADINGS", "REVIEW_BUDGET",
    "REVIEW_SAMPLES", "REVIEW_TEXTS", "SEEN_NODES", "TEXTS", "UNITS", "Advice", "Moment", "Review", "Thinking",
    "action_name", "advise", "amount_text", "either", "named", "over_deals", "position_at", "review", "searched_line",
    "seen_line", "think_hint", "think_review", "units_text",
]
