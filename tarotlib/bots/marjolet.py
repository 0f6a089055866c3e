"""The basic bot in Marjolet and Binage: what it declares and when (MJ4, Dix), and how it
plays in the stock phase and the play-out (MJ6), each choice with its reason in English
and Dutch. The rules themselves are in :mod:`tarotlib.games.marjolet`."""

from __future__ import annotations

from typing import Callable

from tarotlib import i18n
from tarotlib.actions import END_DECLARING, Action, Declare, Play
from tarotlib.bots.messages import MESSAGES
from tarotlib.cards import PIQUET, is_low, piquet_card
from tarotlib.games.marjolet import (
    BEATS,
    CARD_POINTS,
    ORDERS,
    R7,
    R8,
    SUIT_MASKS,
    SUIT_RANK,
    VALUES,
    combo_name,
    rules_of,
    seen,
)
from tarotlib.spec import GameSpec, Texts
from tarotlib.state import View

def _say(key: str, **values: object) -> Texts:
    out = {}
    for lang in i18n.LANGS:
        filled = {k: v[lang] if isinstance(v, dict) else v for k, v in values.items()}
        out[lang] = MESSAGES[f"marjolet-{key}"][lang].format(**filled)
    return out


def advise_declare(view: View, spec: GameSpec) -> tuple[Action, Texts]:
    """Declare every combination, most valuable first; Dix as soon as possible (in
    Binage, with one per trick, Dix when the stock is nearly gone or nothing is worth more)."""
    options = [a for a in view.legal if isinstance(a, Declare)]
    if not options:
        return END_DECLARING, dict(MESSAGES["marjolet-end"])
    best = max(options, key=lambda a: (VALUES[a.combo], a.combo, [c.code for c in a.cards]))
    dix = next((a for a in options if a.combo == "dix"), None)
    table = seen(view)
    unlimited = rules_of(spec).per_window is None  # MJ4: Marjolet declares all it may after a trick
    if dix is not None and (unlimited or table.stock_size <= 2 or best is dix):
        turned = table.turned
        assert turned is not None  # Dix swaps the 7 for the turned card (MJ4)
        return dix, _say("dix", card={lang: turned.short(lang) for lang in i18n.LANGS})
    names = {lang: combo_name(spec, best.combo, lang) for lang in i18n.LANGS}
    return best, _say("declare", name=names, value=VALUES[best.combo])


def _seen(view: View) -> int:
    """The cards this seat knows are out of the other hand: played, and its own."""
    mask = 0
    for t in view.tricks:
        for c in t.cards:
            mask |= c.bit
    for _, c in view.trick:
        mask |= c.bit
    for c in view.hand:
        mask |= c.bit
    return mask


def advise_play(view: View, spec: GameSpec) -> tuple[Action, Texts]:
    """Keep Aces and Tens safe in the stock phase (never lead or throw them where they
    cannot win), capture the other's Ace or Ten cheaply, keep the trump 7 for Dix while
    the turned card is worth more; in the play-out, lead a card nothing left can beat,
    else a low one, and follow the duty with the cheapest winner or the lowest card."""
    plays = {a.card.index: a for a in view.legal if isinstance(a, Play)}
    legal = sorted(plays)
    trump = view.trump
    assert trump is not None
    order = ORDERS[trump]

    def short(i: int) -> Texts:
        return {lang: PIQUET.cards[i].short(lang) for lang in i18n.LANGS}

    def done(i: int, key: str) -> tuple[Action, Texts]:
        return plays[i], _say(key, card=short(i))

    if len(legal) == 1:
        return done(legal[0], "only")
    seven = piquet_card(trump, R7)
    table = seen(view)
    keep_seven = (table.turned is not None and table.turned.index != seven
                  and (table.turned.index % 8) != R8 and seven in plays)

    def cost(i: int) -> tuple[int, ...]:
        """Cheapest first: no point card, no trump, the 7 kept for Dix last, low rank."""
        return (CARD_POINTS[i] > 0, i // 8 == trump, keep_seven and i == seven, SUIT_RANK[i])

    choice = [i for i in legal if not (keep_seven and i == seven)] or legal
    if not view.trick:  # leading
        if table.stock_size == 0 and table.turned is None:
            out = _seen(view)
            sure = [i for i in choice if not (BEATS[i] & ~out)
                    and (i // 8 == trump or not (SUIT_MASKS[trump] & ~out))]
            if sure:
                return done(max(sure, key=lambda i: (CARD_POINTS[i], SUIT_RANK[i])), "lead-high")
        lead = min(choice, key=cost)
        return done(lead, "lead-point" if CARD_POINTS[lead] else "lead-low" if is_low(PIQUET, CARD_POINTS, lead)
                    else "lead-blank")
    led_card = view.trick[0][1].index
    led = led_card // 8
    row = order.strength[led]
    winners = [i for i in choice if row[i] > row[led_card]]
    if winners:
        cheapest = min(winners, key=lambda i: (i // 8 == trump, SUIT_RANK[i]))
        if CARD_POINTS[led_card]:
            return done(cheapest, "capture")
        if cheapest // 8 != trump or CARD_POINTS[cheapest]:  # a cheap win in the suit led, or a safe point card
            return done(cheapest, "win")
    throw = min(choice, key=cost)
    return done(throw, "low-point" if CARD_POINTS[throw] else "low")


ADVICE_FUNCTIONS: dict[str, Callable[[View, GameSpec], tuple[Action, Texts]]] = {"declare": advise_declare, "play": advise_play}
"""The basic bot's choice in each phase of Marjolet and Binage, by phase name."""
