"""tarotwidgets: play and learn the games in a notebook or a Voila page.

    >>> from tarotwidgets import PlayApp
    >>> PlayApp("maison-tarot", players=4, lang="nl")  # doctest: +SKIP

Built on ipywidgets and anywidget; the widgets draw with :mod:`tarotlib.svg` and ask
the engine for every rule, so they never decide one themselves. Every component has
a ``lang`` trait ('en' or 'nl'); set it and all its text changes.
"""

from tarotwidgets import pyodide_fixes as _pyodide_fixes
from tarotwidgets.hand import CardButtons, HandWidget
from tarotwidgets.i18n import MESSAGES, event_lines, say
from tarotwidgets.phases import PaymentsWidget, PhasePanel
from tarotwidgets.play import LanguageSwitch, PlayApp, bot_players
from tarotwidgets.sheet import ScoreSheet
from tarotwidgets.table import TableWidget, TrickWidget, seat_cells

__all__ = [
    "CardButtons", "HandWidget", "LanguageSwitch", "MESSAGES", "PaymentsWidget", "PhasePanel", "PlayApp",
    "ScoreSheet", "TableWidget",
    "TrickWidget", "bot_players", "event_lines", "say", "seat_cells",
]

_pyodide_fixes.install()  # in the browser's own Python (the static site) only: see pyodide_fixes
