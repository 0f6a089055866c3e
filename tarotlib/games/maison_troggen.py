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

from tarotlib import i18n
from tarotlib.actions import Discard
from tarotlib.cards import NO_SUIT, TAROT, TRUMP
from tarotlib.games import tarot_common
from tarotlib.phases import DiscardPhase, DiscardRule
from tarotlib.spec import DealRule, ExcuseRules, GameSpec, HandResult, MatchRule, ScorePart, Texts, point_counter
from tarotlib.state import HandState, View

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


# ---------------------------------------------------------------- the basic bot's discard
DISCARD_REASONS: dict[str, Texts] = {
    "blank": {
        "en": "Lay away {card}: a blank card from {which}, so you may soon trump that suit;"
        " the cards you lay away still count for you (ML1).",
        "nl": "Leg {card} af: een lege kaart uit {which}, zodat je die kleur straks kunt"
        " troeven; afgelegde kaarten tellen nog steeds voor jou (ML1).",
    },
    "points": {
        "en": "Lay away {card}: no blank card may go, and this one is worth least; it still counts for you (ML1).",
        "nl": "Leg {card} af: je hebt geen lege kaart die weg mag, en deze is het minst waard; hij telt nog steeds"
        " voor jou (ML1).",
    },
    "trump": {
        "en": "Fewer other cards than you must lay away: ML1 makes you lay away a trump, from trump 2 upwards:"
        " {card}.",
        "nl": "Minder andere kaarten dan je moet afleggen: volgens ML1 leg je een troef af, vanaf †2: {card}.",
    },
}
WHICH_SUIT: dict[str, Texts] = {  # the suit the blank card comes from, as it truly is among the hand's suits
    "shortest": {"en": "your shortest suit", "nl": "je kortste kleur"},
    "shortest-kingless": {"en": "the shortest of your suits without a King", "nl": "de kortste van je kleuren zonder heer"},
    "only-kingless": {"en": "your only suit without a King", "nl": "je enige kleur zonder heer"},
}


def advise_discard(view: View, spec: GameSpec) -> tuple[Discard, Texts]:
    """The least valuable allowed card: blank pips first, from the shortest suit
    without a Roi (a Roi's suit is kept, it may win tricks), the lowest card of it;
    a trump only when ML1 forces one, in ML1's order (trump 2 upwards)."""
    suit_of = spec.pack.suit_of
    legal = {action.card.index: action for action in view.legal if isinstance(action, Discard)}
    held = [card.index for card in view.hand]
    counts = {suit: sum(1 for i in held if suit_of[i] == suit) for suit in range(4)}
    kings = {suit_of[i] for i in held if ROIS >> i & 1}
    plain = [i for i in legal if suit_of[i] not in (TRUMP, NO_SUIT)]
    if plain:
        card = min(plain, key=lambda i: (CARD_POINTS[i], suit_of[i] in kings, counts[suit_of[i]],
                                         TRICK_ORDER.suit_rank[i], suit_of[i]))
        key = "points" if CARD_POINTS[card] else "blank"
    else:
        card = min(legal, key=lambda i: (suit_of[i] != TRUMP, MADE_UP_ORDER.get(i, 0)))
        key = "trump"
    kingless = sum(1 for suit in range(4) if counts[suit] and suit not in kings)
    which = ("shortest" if suit_of[card] in kings else "only-kingless" if kingless == 1 else "shortest-kingless")
    reason = {
        lang: DISCARD_REASONS[key][lang].format(card=spec.pack.cards[card].short(lang), which=WHICH_SUIT[which][lang])
        for lang in i18n.LANGS
    }
    return legal[card], reason


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
    advice={"discard": advise_discard},
)

SPECS = (SPEC,)
