"""The basic bot: a player who keeps the rules and a few plain habits of good play.

It sees what a person at the table sees (its :class:`~tarotlib.state.View` and the
game's public rules) and decides in one pass, no search. In trick play it keeps the
plain habits of :mod:`tarotlib.bots.habits`; a game's own phases (a bid, a discard, a
declaration) and a game that plays its own way are advised by that game's module of
this package, found by the game's id in :data:`ADVICE`. The rules never import a bot:
the games know nothing of this table.
"""

from __future__ import annotations

from typing import Callable, Mapping

from tarotlib.actions import Action, Play
from tarotlib.bots import klaverjas, leipzig_taroc, maison_troggen, marjolet
from tarotlib.bots.habits import choose_card
from tarotlib.bots.messages import MESSAGES
from tarotlib.spec import GameSpec
from tarotlib.state import HandState, View

Advise = Callable[[View, GameSpec], tuple[Action, Mapping[str, str]]]
"""A game's advice in one phase: from a seat's view and the spec, the action and its
reason ``{"en": ..., "nl": ...}``."""

ADVICE: dict[str, Mapping[str, Advise]] = {
    "maison-troggen": maison_troggen.ADVICE_FUNCTIONS,
    "leipzig-taroc": leipzig_taroc.ADVICE_FUNCTIONS,
    "marjolet": marjolet.ADVICE_FUNCTIONS,
    "binage": marjolet.ADVICE_FUNCTIONS,
    "klaverjas-3": klaverjas.ADVICE_FUNCTIONS,
    "klaverjas-4": klaverjas.ADVICE_FUNCTIONS,
}
"""Each game's own advice by game id (RECORD.md ``game``), then by phase name
(``discard``, ``declare``, ``bid``, ... and ``play`` where the game plays its own way);
a game or phase not listed is played by the plain habits."""


def advice_for(spec: GameSpec) -> Mapping[str, Advise]:
    """The game's own advice by phase name (empty for a game with none)."""
    return ADVICE.get(spec.id, {})


class BasicBot:
    """A sensible rule-follower (see the module docstring); the same position, the same card."""

    name = "basic"

    def __init__(self, seed: int | str | None = None):
        """``seed`` is accepted so every bot is made alike; this bot never guesses."""

    def choose(self, state: HandState, seat: int) -> Action:
        return suggest(state.view(seat), state.spec)[0]


def suggest(view: View, spec: GameSpec) -> tuple[Action, dict[str, str]]:
    """The action to take from ``view`` and its reason in English and Dutch.

    A phase other than trick play, or trick play in a game that plays its own way
    (:data:`ADVICE`), asks the game's advice; otherwise the plain habits.
    """
    if not view.legal:
        raise view.nothing_to_choose()
    own = advice_for(spec).get(view.phase)
    if own is not None:
        action, reason = own(view, spec)
        return action, dict(reason)
    plays = {action.card.index: action for action in view.legal if isinstance(action, Play)}
    card, key = choose_card(view, spec, list(plays))
    order = spec.order_in_hand(view.trump)
    values = {lang: {"card": spec.pack.cards[card].short(lang),
                     "suit": spec.pack.suit_name(order.trump_suits[-1], lang)} for lang in ("en", "nl")}
    return plays[card], {lang: MESSAGES[f"habit-{key}"][lang].format(**values[lang]) for lang in values}
