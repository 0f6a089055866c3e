"""What every component shares: a ``lang`` trait that re-renders, and HTML helpers."""

from __future__ import annotations

import functools
import logging
import re
from html import escape
from typing import Any, Callable, Sequence

import ipywidgets as widgets
from ipywidgets.widgets.widget_string import HTMLStyle
from tarotwidgets.i18n import LANGS, say
from traitlets import HasTraits, TraitError, Unicode, observe, validate

from tarotlib.errors import without_rule
from tarotlib.explain import Refusal
from tarotlib.state import HandState

log = logging.getLogger("tarotwidgets")


class FixedLayout(widgets.Layout):
    """A Layout shared by many widgets, so it must never change: a change would move
    every widget that shares it. A change is refused; give such a widget its own."""

    _fixed = False

    def __init__(self, **properties: Any):
        super().__init__(**properties)
        self._fixed = True

    @validate(*(name for name in widgets.Layout.class_own_traits(sync=True) if not name.startswith("_")))
    def _refuse_change(self, proposal: Any) -> Any:
        if self._fixed:
            raise TraitError(f"layout.{proposal['trait'].name}: this layout is shared (fixed_layout); "
                             "give the widget a Layout of its own to change it")
        return proposal["value"]


@functools.cache
def fixed_layout(**properties: str) -> FixedLayout:
    """One Layout model per set of ``properties``, shared by every widget that asks.

    Each ipywidgets box, button or HTML otherwise brings a Layout (and a style) model of
    its own, and a tutorial page holds a few hundred widgets: every model is a message
    to send and a view to build when the page opens (benchmarks/voila_pages.py).
    """
    return FixedLayout(**properties)


@functools.cache
def shared_style(style_class: type[widgets.Style], **properties: str) -> widgets.Style:
    """One style model of ``style_class`` per set of ``properties``, shared like
    :func:`fixed_layout` (so never to be changed either)."""
    return style_class(**properties)


def shared_button(classes: Sequence[str] = (), **kwargs: Any) -> widgets.Button:
    """A Button with CSS ``classes`` and the shared style, and the shared layout unless
    ``layout=`` is given."""
    kwargs.setdefault("layout", fixed_layout())
    return widgets.Button(style=shared_style(widgets.ButtonStyle), _dom_classes=tuple(classes), **kwargs)


def html_widget(value: str = "", classes: Sequence[str] = (), **kwargs: Any) -> widgets.HTML:
    """An HTML widget with CSS ``classes``, sharing its Layout and style models with
    all the others.

    Pass ``layout=`` for an HTML whose layout changes later (e.g. one that hides
    itself): the shared one never may. Classes are set here, not by ``add_class``
    afterwards: each change after construction is one more message for the page.
    """
    kwargs.setdefault("layout", fixed_layout())
    return widgets.HTML(value, style=shared_style(HTMLStyle), _dom_classes=tuple(classes), **kwargs)


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


def message_html(kind: str, text: str, *, title: str = "", rule: str = "", role: str = "status", game: str = "",
                 lang: str = "en") -> str:
    """A short boxed message; its kind shows as an icon and a word, not by colour alone.
    With ``game``, each decision id it names links to the game's rule book in ``lang``."""
    icons = {"refusal": "✗", "hint": "☞", "info": "ℹ", "result": "★", "error": "⚠"}  # glyphs every font has
    colours = {"refusal": "#fdecea", "hint": "#fff7d6", "info": "#eef3fb", "result": "#e9f6ee", "error": "#fdecea"}
    heading = f"<b>{escape(title.rstrip(':'))}:</b> " if title else ""  # 'Not allowed: You must follow ...' 
    rule_attr = f' data-rule="{escape(rule)}"' if rule else ""
    return (
        f'<div class="tarot-message tarot-{kind}" role="{role}"{rule_attr} '
        f'style="background:{colours.get(kind, "#eee")};border-left:4px solid #555;padding:6px 10px;'
        f'border-radius:4px;white-space:normal;line-height:1.4">'
        f'<span aria-hidden="true">{icons.get(kind, "")}</span> {heading}{linked_rules(escape(text), game, lang)}</div>'
    )


DECISION_ID = re.compile(r"[A-Z]+[0-9]+")
"""A decision of rules/DECISIONS.md (T3, LT9, K7); the engine's other refusal ids
(``phase``, ``hand``, ``turn``, ``over``) name no rule a learner can look up."""


RULE_BOOKS = "rules"
"""The folder of each language's rule book pages (``notebooks/<lang>/rules/<game>.ipynb``,
written by ``scripts/build_notebooks.py``), one anchor per decision id."""
CITED_RULE = re.compile(r"(?:\b(?:rule|regel) )?\b([A-Z]{1,2}[0-9]{1,2})\b")
"""A decision id as a text cites it: 'rule T3', 'regel LT2', or bare in brackets '(K4)'."""


def pages_root() -> str:
    """The way from the page that shows a widget to the folder that holds the language
    folders (``notebooks/``): '../' from a tutorial (``en/marjolet.ipynb``), '' from the
    deals page beside them. Read from the page's address where it is known (Voila, or the
    static site once the browser told it), else '../': most widgets are on a tutorial."""
    from tarotwidgets.deals import page_location  # deals.py builds on this module

    folders = page_location()[0].split("/")[:-1]
    if not folders:
        return "../"
    return "../" if folders[-1] in LANGS else ""


def rule_href(game: str, rule: str, lang: str) -> str:
    """The address of ``rule``'s entry in the rule book of ``game``, relative to the page."""
    return f"{pages_root()}{lang}/{RULE_BOOKS}/{game}.ipynb#{rule}"


def linked_rules(html: str, game: str, lang: str) -> str:
    """``html`` (escaped text, no tags) with each decision id of ``game`` that it cites
    ('rule T3', '(K4)') as a link to the id's entry in the game's rule book; ids of other
    games and other words stay as they are. It opens in a new tab: the hand stays."""
    if not game:
        return html
    from tarotlib.rulebook import game_rules

    known = set(game_rules(game))

    def link(match: re.Match[str]) -> str:
        rule = match.group(1)
        if rule not in known:
            return match.group(0)
        title = escape(say("rule_link_title", lang, rule=rule))
        return (f'<a class="tarot-rule-link" data-rule="{rule}" href="{escape(rule_href(game, rule, lang))}" '
                f'target="_blank" rel="noopener" title="{title}">{match.group(0)}</a>')

    return CITED_RULE.sub(link, html)


def rule_suffix(rule: str, lang: str) -> str:
    """'(rule T3)' / '(regel T3)': the decision id a learner can look up; '' for a refusal
    that names no decision ('It is the bidding now' is not a rule called 'phase')."""
    return f"({say('rule', lang, rule=rule)})" if DECISION_ID.fullmatch(rule or "") else ""


def with_rule(text: str, rule: str, lang: str) -> str:
    """``text`` with its decision id before its last full stop, so that a sentence after
    it starts cleanly: 'you hold ♥A (rule K2). ♥A is your only legal card.' A text that
    names the rule in brackets itself ('... (ML1).') has it once, in these words."""
    suffix = rule_suffix(rule, lang)
    if not suffix:
        return text
    text = without_rule(text, rule)
    if text.endswith(".)") and ". (" in text:  # a closing aside keeps its own full stop: the rule goes before it
        head, aside = text.rsplit(". (", 1)
        return f"{head} {suffix}. ({aside}"
    return f"{text[:-1]} {suffix}." if text.endswith(".") else f"{text} {suffix}"


class Refusals:
    """A widget's latest refused action, shown until its seat next acts: a refusal of
    the bidding must not stay beside the trick play that follows it."""

    def __init__(self) -> None:
        self.refusal: Refusal | None = None
        self._acted = -1  # the seat's number of actions when it was refused

    def refuse(self, refusal: Refusal, state: HandState, seat: int) -> None:
        self.refusal, self._acted = refusal, _actions_of(state, seat)

    def current(self, state: HandState | None, seat: int) -> Refusal | None:
        """The refusal, or None once the seat has acted since (or there is no hand)."""
        if self.refusal is not None and (state is None or _actions_of(state, seat) != self._acted):
            self.refusal = None
        return self.refusal

    def html(self, state: HandState | None, seat: int, lang: str) -> str:
        refusal = self.current(state, seat)
        if refusal is None:
            return ""
        return message_html("refusal", f"{refusal.explanation(lang)} {rule_suffix(refusal.rule, lang)}".rstrip(),
                            title=say("refused", lang), rule=refusal.rule, role="alert",
                            game=state.spec.id if state is not None else "", lang=lang)


def _actions_of(state: HandState, seat: int) -> int:
    return sum(1 for acted, _ in state.actions if acted == seat)


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
