"""tarotlib: exact rules for nine historical trick-taking card games.

    >>> from tarotlib import new_hand
    >>> hand = new_hand("maison-tarot", players=4, seed=1)
    >>> hand.legal_actions()[0]  # doctest: +ELLIPSIS
    Play(card=Card(...))

No Jupyter imports here: the engine runs anywhere. Widgets live in ``tarotwidgets``.

The names below are loaded when first asked for, so importing one module of the
engine (``tarotlib.cards``, ``tarotlib.state``) loads no layer above it; see
:mod:`tarotlib.layers` for the layers and the direction of imports.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from tarotlib.actions import Action, Play
    from tarotlib.cards import PIQUET, TAROT, Card, Pack, card
    from tarotlib.errors import IllegalAction, RecordError, TarotlibError, UnknownCard, UnknownGame
    from tarotlib.games import ALL_GAME_IDS, available_games, get_game
    from tarotlib.hands import new_hand, position
    from tarotlib.match import Match
    from tarotlib.record import Record, dumps, load_record, record_from_state, replay
    from tarotlib.spec import GameSpec, HandResult
    from tarotlib.state import Deal, HandState, Trick, View

_HOMES = {
    "tarotlib.actions": ("Action", "Play"),
    "tarotlib.cards": ("PIQUET", "TAROT", "Card", "Pack", "card"),
    "tarotlib.errors": ("IllegalAction", "RecordError", "TarotlibError", "UnknownCard", "UnknownGame"),
    "tarotlib.games": ("ALL_GAME_IDS", "available_games", "get_game"),
    "tarotlib.hands": ("new_hand", "position"),
    "tarotlib.match": ("Match",),
    "tarotlib.record": ("Record", "dumps", "load_record", "record_from_state", "replay"),
    "tarotlib.spec": ("GameSpec", "HandResult"),
    "tarotlib.state": ("Deal", "HandState", "Trick", "View"),
}
"""Where each public name is defined, by module."""

_HOME = {name: module for module, names in _HOMES.items() for name in names}

__all__ = [
    "Action", "Card", "Deal", "GameSpec", "HandResult", "HandState", "IllegalAction", "Match", "Record", "dumps",
    "load_record", "record_from_state", "replay", "Pack", "PIQUET", "Play", "RecordError", "TAROT", "TarotlibError",
    "Trick", "UnknownCard", "UnknownGame", "View", "ALL_GAME_IDS", "available_games", "card", "get_game", "new_hand",
    "position",
]
__version__ = "0.1.0"


def __getattr__(name: str) -> Any:
    """``tarotlib.new_hand`` and the other public names, imported from their module when first used."""
    module = _HOME.get(name)
    if module is None:
        raise AttributeError(f"module 'tarotlib' has no attribute {name!r}")
    value = getattr(importlib.import_module(module), name)
    globals()[name] = value
    return value


def __dir__() -> list[str]:
    return sorted({*globals(), *__all__})
