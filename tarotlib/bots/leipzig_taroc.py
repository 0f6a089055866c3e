"""The basic bot in Leipzig Taroc: whether it annuls (LT9), what it lays away (LT1) and
declares (LT2), and its cautions in trick play (the Excuse, LT3; the Pagat, LT5) on top of
the plain habits (:mod:`tarotlib.bots.habits`), each choice with its reason in English
and Dutch. The rules themselves are in :mod:`tarotlib.games.leipzig_taroc`."""

from __future__ import annotations

from typing import Callable

from tarotlib import i18n
from tarotlib.actions import Action, Annul, Declare, Discard, EndDeclaring, Play
from tarotlib.bots.habits import choose_card
from tarotlib.bots.messages import MESSAGES
from tarotlib.cards import TAROT, TRUMP
from tarotlib.games.leipzig_taroc import CARD_POINTS, EXCUSE, PAGAT, ten_trumps_at_end
from tarotlib.spec import GameSpec, Texts
from tarotlib.state import View

def _said(key: str, **values: object) -> Texts:
    """The reason ``leipzig-<key>`` of :mod:`tarotlib.bots.messages` in each language;
    a value may be ``{lang: text}``."""
    return i18n.in_each_language(MESSAGES[f"leipzig-{key}"], **values)


def _advise_annul(view: View, spec: GameSpec) -> tuple[Annul, Texts]:
    trumps = sum(1 for c in view.hand if c.is_trump)
    annul = trumps <= 1
    return Annul(annul), _said("annul-yes" if annul else "annul-no", trumps=trumps)


def _advise_discard(view: View, spec: GameSpec) -> tuple[Discard, Texts]:
    """Blank pips of the shortest suit first (towards a void, so he may trump), then the
    cheapest other legal card; trumps only when nothing else may go (never what LT1 forbids:
    only legal actions are chosen)."""
    options = [a for a in view.legal if isinstance(a, Discard)]
    counts = {s: sum(1 for c in view.hand if c.suit == s) for s in range(4)}

    def key(action: Discard) -> tuple[int, int, int, int]:
        card = action.card
        is_pip = card.suit in range(4) and isinstance(card.rank, int) and card.rank <= 10
        length = counts.get(card.suit, 99)
        return (0 if is_pip else 1 if card.suit != TRUMP else 2, length, CARD_POINTS[card.index], card.index)

    choice = min(options, key=key)
    kind = key(choice)[0]  # said as it is (issue 30): a blank card, else another card, else a trump
    short = {lang: choice.card.short(lang) for lang in i18n.LANGS}
    return choice, _said(("discard-blank", "discard-other", "discard-trump")[kind], card=short)


def _estimate(action: Declare) -> int:
    """A declaration's value as a bot can tell from its cards alone (the base game's)."""
    n = len(action.cards)
    return {"matadors": 10 + 5 * (n - 3), "ten-trumps": 10 + 5 * (n - 10)}.get(
        action.combo, 10 if action.combo in ("cavalry", "four-rois") else 5)


def _advise_declare(view: View, spec: GameSpec) -> tuple[Declare | EndDeclaring, Texts]:
    declarations = [a for a in view.legal if isinstance(a, Declare)]
    if not declarations:
        end = next(a for a in view.legal if isinstance(a, EndDeclaring))
        return end, _said("declare-end")
    best = max(declarations, key=lambda a: (_estimate(a), a.combo))
    name = spec.names[best.combo]
    at_end = best.combo == "ten-trumps" and ten_trumps_at_end(spec)
    return best, _said("declare-at-end" if at_end else "declare", name=name)


def _advise_play(view: View, spec: GameSpec) -> tuple[Play, Texts]:
    """The plain habits of the basic bot, with two Leipzig cautions: play the Excuse in
    tricks 18-22 when it cannot win the trick anyway, and keep it out of tricks 23-25, where
    it is lost (LT3); keep the Pagat out of a trick it may lose (LT5)."""
    plays = {a.card.index: a for a in view.legal if isinstance(a, Play)}
    legal = list(plays)
    card, key = choose_card(view, spec, legal)
    number = len(view.tricks) + 1
    reason_key = None
    if EXCUSE in plays and card != EXCUSE and 18 <= number <= 22 and view.trick and key not in CHEAP_WINS:
        card, reason_key = EXCUSE, "early-excuse"  # before tricks 23-25, where it would be lost (LT3)
    elif card == EXCUSE and number >= 23 and len(legal) > 1:
        legal.remove(EXCUSE)
        card, key = choose_card(view, spec, legal)
        reason_key = "late-excuse"
    elif card == PAGAT and len(legal) > 1 and key != "win" and not _pagat_safe(view, spec):
        legal.remove(PAGAT)
        card, key = choose_card(view, spec, legal)
        reason_key = "save-pagat"
    short = {lang: TAROT.cards[card].short(lang) for lang in i18n.LANGS}
    if reason_key is not None:
        return plays[card], _said(reason_key, card=short)
    return plays[card], {lang: i18n.fill(MESSAGES[f"habit-{key}"], lang, card=short[lang]) for lang in short}


CHEAP_WINS = ("win", "try-win-blank")
"""The basic bot's reasons for a card whose loss costs nothing: the Excuse does not replace it."""


def _pagat_safe(view: View, spec: GameSpec) -> bool:
    """The Pagat wins this trick for sure: it plays last and beats the cards on the table."""
    if len(view.trick) != view.players - 1:
        return False
    row = spec.trick_order.strength[TRUMP]
    return all(row[PAGAT] > row[c.index] for _, c in view.trick)


ADVICE_FUNCTIONS: dict[str, Callable[[View, GameSpec], tuple[Action, Texts]]] = {"annul": _advise_annul, "discard": _advise_discard, "declare": _advise_declare,
                    "play": _advise_play}
"""The basic bot's choice in each phase of Leipzig Taroc, by phase name."""
