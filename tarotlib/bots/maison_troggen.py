"""The basic bot in Maison Troggen: what the dealer lays away (ML1), with its reason in
English and Dutch; in trick play it keeps the plain habits (:mod:`tarotlib.bots.habits`).
The rules themselves are in :mod:`tarotlib.games.maison_troggen`."""

from __future__ import annotations

from typing import Callable

from tarotlib import i18n
from tarotlib.actions import Action, Discard
from tarotlib.cards import NO_SUIT, TRUMP
from tarotlib.games.maison_troggen import CARD_POINTS, MADE_UP_ORDER, ROIS, TRICK_ORDER
from tarotlib.spec import GameSpec, Texts
from tarotlib.state import View

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


ADVICE_FUNCTIONS: dict[str, Callable[[View, GameSpec], tuple[Action, Texts]]] = {"discard": advise_discard}
"""The basic bot's choice in Maison Troggen's own phase, the dealer's discard."""
