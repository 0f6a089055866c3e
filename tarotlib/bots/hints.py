"""Hints for a learner: the legal cards, the rule that narrows them, and the basic
bot's advice with its reason, in English and Dutch (for the play widgets)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Mapping

from tarotlib import explain, i18n
from tarotlib.actions import Action
from tarotlib.bots.basic import suggest
from tarotlib.cards import Card
from tarotlib.errors import IllegalAction
from tarotlib.state import HandState


@dataclass(frozen=True)
class Hint:
    """What the seat to move may play, why, and what the basic bot would play."""

    seat: int
    legal: tuple[Card, ...]
    rule: str | None  # the decision id that narrows the choice; None when any card may be played
    limit: Mapping[str, str]  # that rule as a sentence per language; empty when None
    card: Card | None  # the basic bot's card, when it suggests playing or laying away one
    reason: Mapping[str, str]  # why, per language
    action: Action | None = None  # the basic bot's suggestion, whatever the phase

    def explanation(self, lang: str = "en") -> str | None:
        """'You must follow hearts: you hold ♥7 and ♥R.', or None when any card may be played."""
        return self.limit.get(lang, self.limit["en"]) if self.rule else None

    def advice(self, lang: str = "en") -> str:
        """'Take the trick with ♥R: nobody after you can beat it, and of your cards that win it, ...'"""
        return self.reason.get(lang, self.reason["en"])


def hint(state: HandState) -> Hint:
    """The hint for the seat to move; :class:`IllegalAction` ``over`` once the hand is over."""
    seat = state.turn
    if seat is None:
        raise IllegalAction("over", *i18n.both("over"))
    limit = explain.limit(state)
    action, reason = suggest(state.view(seat), state.spec)
    return Hint(
        seat=seat,
        legal=tuple(state.legal_cards()),
        rule=limit.rule if limit else None,
        limit=limit.texts if limit else {},
        card=getattr(action, "card", None),
        reason=reason,
        action=action,
    )
