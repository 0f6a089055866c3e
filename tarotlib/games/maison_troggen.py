"""Maison Troggen (rules/nl/maison-troggen.txt; T1-T6, ML1-ML4).

A French reading of a 17th-century Swiss tarot game for three: the dealer gets 28
cards and lays three away (ML1), red suits run backwards (T2), the Excuse may lead
(ML2, T4) and is exchanged for a blank (T5), and the cards are counted by threes
(T6, ML3): 76 points in all. A round is three hands, each player dealing once (ML3).

How the decisions are applied:

* ML1: a dealer who must make up his three discards with trumps takes them from trump 2
  upwards; trump 1 and trump 21 (worth 4 each) go only when no other trump is left,
  trump 1 before trump 21. At each discard step the legal cards are the allowed ones
  (no Roi, trump or Excuse), plus the trump(s) still needed in that order only when the
  allowed cards cannot fill the three. A full deal always leaves the dealer at least
  two allowed cards (28 - 4 Rois - the Excuse - 21 trumps), so at most one trump is
  ever laid.
* ML4: an open debt at the end moves no card; it is logged as ``debt-settled`` (name
  ``no-blank``).
* ML3: ``card_points`` and ``score`` are both the points counted by threes; the match
  sums the scores over three hands; a tie for the highest total shares the win.

What no decision covers: a hand-made deal with too few trumps as well lets any card
go, so the discard can always finish; and which of trump 1 and trump 21 goes first
when only they are left (trump 1, the lower number).
"""

from __future__ import annotations

from typing import Callable

from tarotlib.cards import TAROT
from tarotlib.games import tarot_common
from tarotlib.phases import DiscardPhase, DiscardRule
from tarotlib.spec import DealRule, ExcuseRules, GameSpec, HandResult, MatchRule, ScorePart, Texts, point_counter
from tarotlib.state import HandState

CARD_POINTS = tarot_common.simplified_points(excuse=2)  # ML3: the simplified values
"""ML3: trump 21, trump 1, Roi 4; Dame 3; Cavalier 2; Excuse 2; Valet 1; blanks 0."""

ROIS = sum(1 << (suit * 14 + 13) for suit in range(4))
KEPT = ROIS | TAROT.trump_mask | TAROT.excuse_mask  # ML1: never laid away unless forced
TRUMPS_MADE_UP = tuple(TAROT.trump(n).index for n in (*range(2, 21), 1, 21))
"""ML1: the trumps that make up the three, in order: trump 2 upwards, trump 1 and trump 21 last."""
MADE_UP_ORDER = {index: at for at, index in enumerate(TRUMPS_MADE_UP)}
DISCARDS = 3  # ML1
TRICK_ORDER = tarot_common.trick_order(red_reversed=True)  # T2


def _deal_sizes(players: int, dealer: int, options: object) -> tuple[int, ...]:
    """ML1: the dealer 28 cards, the two others 25."""
    return tuple(28 if seat == dealer else 25 for seat in range(players))


def ml1_allowed(state: HandState, seat: int) -> tuple[int, Callable[[], Texts]]:
    """ML1: the cards ``seat`` may lay away next, and why no other (made only when asked).

    No Roi, trump or Excuse; should fewer allowed cards remain than are still to be
    laid away, trumps make up the three, from trump 2 upwards (trump 1 and trump 21
    only when no other trump is left).
    """
    hand = state.hands[seat]
    need = DISCARDS - state.laid[seat].bit_count()
    free = hand & ~KEPT
    short = need - free.bit_count()
    if short <= 0:
        return free, tarot_common.naming_cards(
            free, "You may not lay away a King, a trump or the Excuse: lay away one of {}.",
            "Je mag geen heer, troef of het Excuus afleggen; leg een van deze kaarten af: {}.")
    trumps = [i for i in TRUMPS_MADE_UP if hand >> i & 1][:short]
    mask = free | sum(1 << i for i in trumps)
    if mask.bit_count() < need:  # a hand-made deal only: nothing else left, any card goes
        mask = hand
    return mask, tarot_common.naming_cards(
        mask, "You hold fewer other cards than you must lay away: lay away those and make up the three"
        " with trumps from trump 2 upwards (trump 1 and trump 21 only when no other trump is left): {}.",
        "Je hebt minder andere kaarten dan je moet afleggen: leg die af en vul aan tot drie met troeven"
        " vanaf †2 (†1 en †21 alleen als je geen andere troef meer hebt): {}.")


DISCARD = DiscardPhase(DiscardRule("ML1", DISCARDS, lambda state: state.dealer, ml1_allowed))


def score_ml3(state: HandState) -> HandResult:
    """ML3: each seat's won cards (the dealer's with his three laid cards, ML1) counted
    by threes (T6); card points and score are the same figure."""
    piles = [won | laid for won, laid in zip(state.won, state.laid)]
    values = [point_counter(CARD_POINTS)(pile) for pile in piles]  # tarot_common.pile_by_threes, in its two parts
    sets = [(pile.bit_count() + 1) // 3 for pile in piles]
    points = tuple(v + s for v, s in zip(values, sets))
    return HandResult(tuple(state.tricks_won), points, points, explained=lambda: [
        part for seat in range(len(points)) for part in (
            ScorePart(seat, "card-values", values[seat], "ML3"), ScorePart(seat, "sets", sets[seat], "T6"))])


SPEC = GameSpec(
    id="maison-troggen",
    title={"en": "Maison Troggen", "nl": "Maison Troggen"},
    rules=("T1", "T2", "T3", "T4", "T5", "T6", "ML1", "ML2", "ML3", "ML4"),
    summary={
        "en": "Three players; the dealer gets 28 cards and lays three away; red suits run backwards;"
        " cards are counted by threes; a round of three hands.",
        "nl": "Drie spelers; de deler krijgt 28 kaarten en legt er drie af; de rode kleuren lopen omgekeerd;"
        " de kaarten worden per drie geteld; een rondje van drie handen.",
    },
    pack=TAROT,
    min_players=3,
    max_players=3,
    default_players=3,
    clockwise=False,
    hand_size=lambda players, options: 25,  # ML1: the dealer's 28 come from the deal rule
    deal=DealRule(sizes=_deal_sizes),  # ML1
    phases=(DISCARD,),  # ML1
    trick_order=TRICK_ORDER,  # T2: red suits R-D-C-V-1-...-10
    duty=tarot_common.follow_suit_duty(),  # T3; the Excuse may lead (ML2, T4)
    card_points=CARD_POINTS,
    score=score_ml3,
    match=MatchRule("ML3", hands=3),  # ML3: each player deals once; the highest total wins, ties share
    excuse=ExcuseRules("T5", tarot_common.blank_order(), tarot_common.lapsed_debt("ML4")),  # ML4: owner keeps it
    hooks=tarot_common.HOOKS,
)

SPECS = (SPEC,)
