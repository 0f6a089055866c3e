"""tarotlib: exact rules for nine historical trick-taking card games.

    >>> from tarotlib import new_hand
    >>> hand = new_hand("maison-tarot", players=4, seed=1)
    >>> hand.legal_actions()[0]  # doctest: +ELLIPSIS
    Play(card=Card(...))

No Jupyter imports here: the engine runs anywhere. Widgets live in ``tarotwidgets``.
"""

from tarotlib.actions import Action, Play
from tarotlib.cards import PIQUET, TAROT, Card, Pack, card
from tarotlib.errors import (
    IllegalAction,
    RecordError,
    TarotlibError,
    UnknownCard,
    UnknownGame,
)
from tarotlib.games import ALL_GAME_IDS, available_games, get_game
from tarotlib.match import Match
from tarotlib.record import Record, dumps, load_record, record_from_state, replay
from tarotlib.spec import GameSpec, HandResult
from tarotlib.state import Deal, HandState, Trick, View, new_hand, position

__all__ = [
    "Action", "Card", "Deal", "GameSpec", "HandResult", "HandState", "IllegalAction", "Match", "Record", "dumps", "load_record", "record_from_state", "replay", "Pack",
    "PIQUET", "Play", "RecordError", "TAROT", "TarotlibError", "Trick", "UnknownCard", "UnknownGame",
    "View", "ALL_GAME_IDS", "available_games", "card", "get_game", "new_hand", "position",
]
__version__ = "0.1.0"
