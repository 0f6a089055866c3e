"""The learner's hand: one keyboard-reachable button per card; the engine judges each click."""

from __future__ import annotations

from pathlib import Path
from typing import Any, Callable

import anywidget
import ipywidgets as widgets
from tarotwidgets.base import (
    Refusals,
    StateView,
    fixed_layout,
    guarded,
    html_widget,
    message_html,
)
from tarotwidgets.i18n import say
from tarotwidgets.table import latest_draws
from traitlets import Dict, Int, List, Unicode, default

from tarotlib import svg
from tarotlib.actions import Discard, Play
from tarotlib.cards import Card
from tarotlib import explain
from tarotlib.errors import TarotlibError
from tarotlib.state import HandState

_HERE = Path(__file__).parent


class CardButtons(anywidget.AnyWidget):
    """The cards as ``<button class="tarot-card" data-card data-legal aria-label>`` (see hand.js).

    ``cards`` holds one dict per card: ``code``, ``svg``, ``label`` (the accessible
    name, e.g. 'the King of hearts'), ``description`` (its ``aria-description``: may be
    played or not, just drawn), ``legal`` (true / false / null), ``new`` (drawn after
    the last trick, MJ2: ``data-new``). A click sends ``{"kind": "click", "card": code}``.
    """

    _esm = _HERE / "hand.js"
    _css = _HERE / "hand.css"
    cards = List(Dict()).tag(sync=True)
    label = Unicode("").tag(sync=True)
    seat = Int(0).tag(sync=True)

    @default("layout")
    def _shared_layout(self) -> widgets.Layout:
        return fixed_layout()  # one model for every hand and exercise on a page


PlayCallback = Callable[[Card], None]
RefusalCallback = Callable[[explain.Refusal], None]


class HandWidget(widgets.VBox, StateView):
    """One seat's cards, playable by click, Enter or Space.

    A click asks the engine (``state.check``): an allowed card is played (with
    ``apply=True``), ``on_play`` callbacks run, then the hand redraws; a refused one changes nothing and
    shows the rule's explanation with its id (``on_refused`` callbacks run). In a
    discard (ML1, LT1, K5) the same click lays the card away: the phase decides
    which action a card stands for, so the learner picks the discard where the cards are. With
    ``show_legal=False`` the legal cards are not marked (for exercises that ask which
    cards are legal).
    """

    def __init__(
        self,
        state: HandState | None = None,
        seat: int = 0,
        lang: str = "en",
        *,
        apply: bool = True,
        show_legal: bool = True,
        width: int = 72,
        **kwargs: Any,
    ):
        self.buttons = CardButtons()
        self.message = html_widget(classes=("tarot-hand-message",))
        super().__init__(children=(self.buttons, self.message), _dom_classes=("tarot-hand-widget",), **kwargs)
        self.seat = seat
        self.apply = apply
        self.show_legal = show_legal
        self.width = width
        self._refusals = Refusals()
        self._state = state
        self._play_callbacks: list[PlayCallback] = []
        self._refusal_callbacks: list[RefusalCallback] = []
        self.buttons.on_msg(guarded(self._on_front_end_message, self._show_error))
        self.lang = lang
        self.refresh()

    def _state_changed(self, previous: HandState | None) -> None:
        self._refusals = Refusals()
        self.refresh()

    @property
    def refusal(self) -> explain.Refusal | None:
        """The latest refused click, until this seat next acts."""
        return self._refusals.current(self._state, self.seat)

    def on_play(self, callback: PlayCallback) -> None:
        """Call ``callback(card)`` after an allowed card was clicked (and played, if ``apply``)."""
        self._play_callbacks.append(callback)

    def on_refused(self, callback: RefusalCallback) -> None:
        """Call ``callback(error)`` after a refused click."""
        self._refusal_callbacks.append(callback)

    # ------------------------------------------------------------ clicks
    def click(self, card: str | Card) -> bool:
        """What a click on ``card`` does; True when it was allowed. Tests call this directly."""
        state = self._state
        if state is None:
            return False
        try:
            played = state.pack.card(card)
        except TarotlibError as error:  # a code of no card of this pack (a front end's message) is refused too
            refusal: explain.Refusal | None = explain.Refusal("hand", {"en": error.message_en, "nl": error.message_nl})
        else:
            action: Play | Discard = Discard(played) if self._discarding() else Play(played)
            refusal = explain.refusal(state, action, self.seat)
        if refusal is not None:
            self._refusals.refuse(refusal, state, self.seat)
            self._render_message()
            for refused in self._refusal_callbacks:
                refused(refusal)
            return False
        self._refusals = Refusals()
        if self.apply:
            state.apply(action, self.seat)
        for played_callback in self._play_callbacks:  # before the redraw: a page can say first
            played_callback(played)  # that the turn has passed, then the card leaves the hand
        self.refresh()
        return True

    def _on_front_end_message(self, _widget: Any, content: dict[str, Any], _buffers: Any) -> None:
        if content.get("kind") == "click" and isinstance(content.get("card"), str):
            self.click(content["card"])

    def _show_error(self) -> None:
        self.message.value = message_html("error", say("error", self.lang), role="alert")

    def _discarding(self) -> bool:
        state = self._state
        return state is not None and state.phase_name == "discard"

    # ------------------------------------------------------------ drawing
    def legal_cards(self) -> set[Card] | None:
        """The cards the engine allows this seat to play or lay away now, or None when
        nothing should be marked (another seat's turn, or a phase without cards)."""
        state = self._state
        if state is None or not self.show_legal or state.turn != self.seat:
            return None
        if self._discarding():
            return {action.card for action in state.legal_actions() if isinstance(action, Discard)}
        return set(state.legal_cards()) if state.phase_name == "play" else None

    def refresh(self) -> None:
        state = self._state
        lang = self.lang
        legal = self.legal_cards()
        marks = ("discard_legal", "discard_illegal") if self._discarding() else ("legal", "illegal")
        drawn = {e.card for e in latest_draws(state.view(self.seat)) if e.seat == self.seat} if state else set()
        cards = []
        for card in state.hand(self.seat) if state is not None else []:
            is_legal = None if legal is None else card in legal
            words = [] if is_legal is None else [say(marks[0] if is_legal else marks[1], lang)]
            if card in drawn:
                words.append(say("new_card", lang))
            cards.append({
                "code": card.code,
                "svg": svg.card_svg(card, lang, width=self.width, legal=is_legal),
                "label": card.name(lang),
                "description": "; ".join(words),
                "legal": is_legal,
                "new": card in drawn,
            })
        self.buttons.seat = self.seat
        self.buttons.label = say("your_hand", lang)
        self.buttons.cards = cards
        self._render_message()

    def _render_message(self) -> None:
        self.message.value = self._refusals.html(self._state, self.seat, self.lang)
