"""What every component shares: a ``lang`` trait that re-renders, and HTML helpers."""

from __future__ import annotations

import functools
import logging
from html import escape
from typing import Any, Callable

import ipywidgets as widgets
from ipywidgets.widgets.widget_string import HTMLStyle
from traitlets import HasTraits, Unicode, observe

from tarotlib.state import HandState

from tarotwidgets.i18n import LANGS, say

log = logging.getLogger("tarotwidgets")


@functools.cache
def _shared_layout_and_style() -> tuple[widgets.Layout, HTMLStyle]:
    return widgets.Layout(), HTMLStyle()


def html_widget(value: str = "", **kwargs: Any) -> widgets.HTML:
    """An HTML widget sharing one Layout and one style model with all the others.

    Each ipywidgets HTML otherwise brings two models of its own, and a tutorial page
    holds well over a hundred: every model is a message to send and a view to build
    when the page opens (benchmarks/voila_pages.py). Pass ``layout=`` for an HTML
    whose layout changes later (e.g. one that hides itself); the shared one never may.
    """
    layout, style = _shared_layout_and_style()
    kwargs.setdefault("layout", layout)
    return widgets.HTML(value, style=style, **kwargs)


class Localized(HasTraits):
    """A component whose every text follows ``lang``: set it and the component re-renders."""

    lang = Unicode("en", help="'en' or 'nl': the language of every text the component shows")

    @observe("lang")
    def _on_lang(self, change: dict[str, Any]) -> None:
        if change["new"] not in LANGS:
            self.lang = "en"
            return
        self.refresh()

    def refresh(self) -> None:
        """Redraw from the current state; subclasses override."""


class StateView(Localized):
    """A component that draws one hand: set ``.state`` to show another (or None)."""

    _state: HandState | None = None

    @property
    def state(self) -> HandState | None:
        return self._state

    @state.setter
    def state(self, state: HandState | None) -> None:
        previous, self._state = self._state, state
        self._state_changed(previous)

    def _state_changed(self, previous: HandState | None) -> None:
        """Called after ``state`` was set; redraws by default."""
        self.refresh()


def message_html(kind: str, text: str, *, title: str = "", rule: str = "", role: str = "status") -> str:
    """A short boxed message; its kind shows as an icon and a word, not by colour alone."""
    icons = {"refusal": "✗", "hint": "☞", "info": "ℹ", "result": "★", "error": "⚠"}  # glyphs every font has
    colours = {"refusal": "#fdecea", "hint": "#fff7d6", "info": "#eef3fb", "result": "#e9f6ee", "error": "#fdecea"}
    heading = f"<b>{escape(title)}</b> " if title else ""
    rule_attr = f' data-rule="{escape(rule)}"' if rule else ""
    return (
        f'<div class="tarot-message tarot-{kind}" role="{role}"{rule_attr} '
        f'style="background:{colours.get(kind, "#eee")};border-left:4px solid #555;padding:6px 10px;'
        f'border-radius:4px;white-space:normal;line-height:1.4">'
        f'<span aria-hidden="true">{icons.get(kind, "")}</span> {heading}{escape(text)}</div>'
    )


def rule_suffix(rule: str, lang: str) -> str:
    """'(rule T3)' / '(regel T3)': the decision id a learner can look up."""
    return f"({say('rule', lang, rule=rule)})"


def guarded(callback: Callable[..., None], on_error: Callable[[], None]) -> Callable[..., None]:
    """Run a front-end handler so that a bug never shows a learner a traceback: it is
    logged and ``on_error`` shows one calm sentence instead."""

    def run(*args: Any, **kwargs: Any) -> None:
        try:
            callback(*args, **kwargs)
        except Exception:  # noqa: BLE001 - the learner sees a sentence, the log keeps the traceback
            log.exception("tarotwidgets handler failed")
            on_error()

    return run
