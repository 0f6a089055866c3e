"""The lessons' helpers for words: the players' names in a scene, a capital letter, and
which scoring decision a game's formula follows.

The words themselves live in the widgets layer's one catalogue,
:data:`tarotwidgets.i18n.MESSAGES` (English and Dutch side by side, the lessons' keys in
their own section), so the lessons read as the table does and a translator checks every
sentence of the pages in one place.
"""

from __future__ import annotations

from tarotwidgets.i18n import MESSAGES, say

from tarotlib import svg
from tarotlib.spec import GameSpec

__all__ = ["PLAYER_NAMES", "capital", "player_name", "say", "score_formula", "score_rule"]

PLAYER_NAMES = svg.SEAT_NAMES
"""The players of every scene, as the play widgets name them (Anna, Bram, ...): the
learner watching a scene sees the same names as at the table, where the learner is 'You'."""


def score_rule(spec: GameSpec) -> str:
    """The decision that makes up a hand's score in ``spec``, the one with a formula
    (``score_formula_<rule>`` in the catalogue): the last of the game's rules that has one
    (wild Maison Tarot's MT5 comes after the MT4 it keeps; Leipzig's LT6, not LT10, the
    game's length)."""
    return next(rule for rule in reversed(spec.rules) if score_formula(rule) in MESSAGES)


def score_formula(rule: str) -> str:
    """The catalogue key of how a hand's score is made up under scoring decision ``rule``."""
    return f"score_formula_{rule}"


def player_name(seat: int) -> str:
    """The name of ``seat`` in a scene the learner watches: 'Anna' for seat 0."""
    return svg.seat_name(seat)


def capital(text: str) -> str:
    """``text`` with a capital first letter, where it opens a sentence ('Stuk (♥H ♥V) 40 + ...')."""
    return text[:1].upper() + text[1:]
