"""The basic bot in Leipzig Taroc: whether it annuls (LT9), what it lays away (LT1) and
declares (LT2), and its cautions in trick play (the Excuse, LT3; the Pagat, LT5) on top of
the plain habits (:mod:`tarotlib.bots.habits`), each choice with its reason in English
and Dutch. The rules themselves are in :mod:`tarotlib.games.leipzig_taroc`."""

from __future__ import annotations

from typing import Callable

from tarotlib import i18n
from tarotlib.actions import Action, Annul, Declare, Discard, EndDeclaring, Play
from tarotlib.bots.habits import REASONS, choose_card
from tarotlib.cards import TAROT, TRUMP
from tarotlib.games.leipzig_taroc import CARD_POINTS, EXCUSE, PAGAT, ten_trumps_at_end
from tarotlib.spec import GameSpec, Texts
from tarotlib.state import View

def _advise_annul(view: View, spec: GameSpec) -> tuple[Annul, Texts]:
    trumps = sum(1 for c in view.hand if c.is_trump)
    if trumps <= 1:
        return Annul(True), {
            "en": f"With {trumps} trump(s) you can hardly win a trick: annul the deal.",
            "nl": f"Met {trumps} troef/troeven win je nauwelijks een slag: annuleer de deling.",
        }
    return Annul(False), {
        "en": f"{trumps} trumps are few, but enough to play on.",
        "nl": f"{trumps} troeven is weinig, maar genoeg om door te spelen.",
    }


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
    short = {lang: choice.card.short(lang) for lang in i18n.LANGS}
    kind = key(choice)[0]  # said as it is (issue 30): a blank card, else another card, else a trump
    if kind == 0:
        return choice, {
            "en": f"Lay away {short['en']}: a blank card of a short suit, so that you may soon trump it.",
            "nl": f"Leg {short['nl']} af: een lege kaart van een korte kleur, zodat je die kleur gauw kunt troeven.",
        }
    if kind == 1:
        return choice, {
            "en": f"Lay away {short['en']}: no blank card may go, so a card of a short suit.",
            "nl": f"Leg {short['nl']} af: er mag geen lege kaart weg, dus een kaart uit een korte kleur.",
        }
    return choice, {
        "en": f"Lay away {short['en']}: nothing else may go, so the trumps go together as LT1 allows.",
        "nl": f"Leg {short['nl']} af: niets anders mag weg, dus gaan de troeven samen weg zoals LT1 toestaat.",
    }


def _estimate(action: Declare) -> int:
    """A declaration's value as a bot can tell from its cards alone (the base game's)."""
    n = len(action.cards)
    return {"matadors": 10 + 5 * (n - 3), "ten-trumps": 10 + 5 * (n - 10)}.get(
        action.combo, 10 if action.combo in ("cavalry", "four-rois") else 5)


def _advise_declare(view: View, spec: GameSpec) -> tuple[Declare | EndDeclaring, Texts]:
    declarations = [a for a in view.legal if isinstance(a, Declare)]
    if not declarations:
        end = next(a for a in view.legal if isinstance(a, EndDeclaring))
        return end, {"en": "Nothing left to declare.", "nl": "Er valt niets meer te roemen."}
    best = max(declarations, key=lambda a: (_estimate(a), a.combo))
    name = spec.names[best.combo]
    if best.combo == "ten-trumps" and ten_trumps_at_end(spec):
        return best, {
            "en": f"Declare your {name['en']}: the others pay it after the last trick, if you take more than 26 "
                  "card points (LT8).",
            "nl": f"Roem je {name['nl']}: de anderen betalen die na de laatste slag, als je meer dan 26 "
                  "kaartpunten haalt (LT8).",
        }
    return best, {
        "en": f"Declare your {name['en']}: each other player pays you at once (LT2).",
        "nl": f"Roem je {name['nl']}: beide andere spelers betalen je meteen (LT2).",
    }


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
        return plays[card], {lang: _PLAY_REASONS[reason_key][lang].format(card=short[lang]) for lang in short}
    return plays[card], {lang: REASONS[key][lang].format(card=short[lang]) for lang in short}


CHEAP_WINS = ("win", "try-win-blank")
"""The basic bot's reasons for a card whose loss costs nothing: the Excuse does not replace it."""


def _pagat_safe(view: View, spec: GameSpec) -> bool:
    """The Pagat wins this trick for sure: it plays last and beats the cards on the table."""
    if len(view.trick) != view.players - 1:
        return False
    row = spec.trick_order.strength[TRUMP]
    return all(row[PAGAT] > row[c.index] for _, c in view.trick)


_PLAY_REASONS: dict[str, Texts] = {
    "early-excuse": {
        "en": "Play the Excuse {card} now: in tricks 23-25 it would be lost (LT3), here it comes back.",
        "nl": "Speel het Excuus {card} nu: in de slagen 23-25 raak je het kwijt (LT3), hier komt het terug.",
    },
    "late-excuse": {
        "en": "Keep the Excuse out of tricks 23-25, where it is lost (LT3): play {card}.",
        "nl": "Houd het Excuus uit de slagen 23-25, daar raak je het kwijt (LT3): speel {card}.",
    },
    "save-pagat": {
        "en": "Do not risk the Pagat: losing it costs you 5 game points to each of the others (LT5). Play {card}.",
        "nl": "Riskeer de Pagat niet: verlies je hem, dan betaal je beide anderen 5 spelpunten (LT5). Speel {card}.",
    },
}


ADVICE_FUNCTIONS: dict[str, Callable[[View, GameSpec], tuple[Action, Texts]]] = {"annul": _advise_annul, "discard": _advise_discard, "declare": _advise_declare,
                    "play": _advise_play}
"""The basic bot's choice in each phase of Leipzig Taroc, by phase name."""
