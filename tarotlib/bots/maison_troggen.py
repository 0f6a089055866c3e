"""The basic bot in Maison Troggen: what the dealer lays away (ML1), with its reason in
English and Dutch; in trick play it keeps the plain habits (:mod:`tarotlib.bots.habits`).
The rules themselves are in :mod:`tarotlib.games.maison_troggen`."""

from __future__ import annotations

from typing import Callable

from tarotlib import i18n
from tarotlib.actions import Action, Discard
from tarotlib.bots.messages import MESSAGES
from tarotlib.cards import NO_SUIT, TRUMP
from tarotlib.games.maison_troggen import CARD_POINTS, MADE_UP_ORDER, ROIS, TRICK_ORDER
from tarotlib.spec import GameSpec, Texts
from tarotlib.state import View


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
        lang: i18n.fill(MESSAGES[f"troggen-discard-{key}"], lang, card=spec.pack.cards[card].short(lang),
                        which=i18n.fill(MESSAGES[f"troggen-which-{which}"], lang))
        for lang in i18n.LANGS
    }
    return legal[card], reason


ADVICE_FUNCTIONS: dict[str, Callable[[View, GameSpec], tuple[Action, Texts]]] = {"discard": advise_discard}
"""The basic bot's choice in Maison Troggen's own phase, the dealer's discard."""
