"""The phases before and between tricks: a discard, declarations, bids, yes/no questions,
and the chips and payments they bring.

Every control is built from the learner's own ``state.view(seat).legal``, never from
a game's name, so one panel serves every game that has the phase (Troggen's and
Leipzig's discard, Leipzig's and Marjolet's declarations, Klaverjassen's bidding,
LT9's annul and K7's kraken). The engine judges each choice (``state.check``); a
refusal shows its rule's explanation and id. The discard itself is made in the hand
(:class:`~tarotwidgets.hand.HandWidget` lays a card away when the phase takes
``Discard``): the panel says how many cards are left to lay away and shows the ones
laid, to their owner only.
"""

from __future__ import annotations

from html import escape
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
    linked_rules,
    message_html,
    rule_suffix,
)
from tarotwidgets.i18n import (
    MESSAGES,
    action_line,
    count_text,
    event_lines,
    name_of,
    point_unit,
    say,
    signed,
    told_once,
)
from traitlets import Dict, List, Unicode, default

from tarotlib import svg
from tarotlib.actions import Action, Annul, Bid, Declare, Double, EndDeclaring, doubling
from tarotlib import explain
from tarotlib.games import klaverjas, marjolet
from tarotlib.games.triomphe_forcee import pot_seen
from tarotlib.phases import DeclarePhase, Phase
from tarotlib.state import HandState, View

_HERE = Path(__file__).parent

PAYMENT_KINDS = ("ante", "pot", "declared", "paid", "scored")
"""The events that move chips or points as they happen (TF2 TF3, LT2 LT5, MJ3 MJ4), and
the declarations they are paid for."""


class ChoiceButtons(anywidget.AnyWidget):
    """The choices as ``<button class="tarot-choice" data-index data-kind data-choice>`` in
    labelled groups (see phases.js): one widget model for any number of choices.

    ``choices`` holds one dict per choice: ``index`` (into the legal actions), ``id``
    (the action as its record writes it), ``kind`` (pass, play, points, declare, stop,
    yes, no, other), ``label``, ``description``, ``group`` (a heading; '' for none) and
    ``suggested`` (the hint's choice). A click sends ``{"kind": "choose", "index": i}``.
    """

    _esm = _HERE / "phases.js"
    _css = _HERE / "phases.css"
    choices = List(Dict()).tag(sync=True)
    label = Unicode("").tag(sync=True)

    @default("layout")
    def _shared_layout(self) -> widgets.Layout:
        return fixed_layout()


def phase_rule(phase: Phase) -> str:
    """The decision id a phase follows (ML1, LT2, K6, LT9, K7), '' when it names none."""
    rule = getattr(phase, "rule", None) or getattr(phase, "question", None)
    return rule if isinstance(rule, str) else getattr(rule, "rule", "")


def must_name_trump(view: View) -> bool:
    """Whether the seat to bid may not pass and must name the trump (K7 utrechts). K6's
    second suit after four passes is no bid: the engine turns it (a ``suit-turned`` event)."""
    bids = [a for a in view.legal if isinstance(a, Bid)]
    return bool(bids) and all(b.call == "play" for b in bids)


def discard_left(state: HandState, seat: int) -> int:
    """How many cards ``seat`` has still to lay away in the discard now."""
    rule = getattr(state.phase, "rule", None)
    return max(getattr(rule, "count", 0) - state.laid[seat].bit_count(), 0)


ActCallback = Callable[[Action], None]


class PhasePanel(widgets.VBox, StateView):
    """The learner's choices in a phase other than trick play, with the reason to choose.

    ``.tarot-phase-panel`` holds a prompt (``.tarot-phase-prompt``, with ``data-phase``
    and ``data-rule``), the choices (:class:`ChoiceButtons`) and a message
    (``.tarot-phase-message``) for a refusal. It hides itself when the seat has no such
    choice to make. ``act(action)`` is what a click does; ``on_act`` callbacks run
    after an accepted one.
    """

    def __init__(self, state: HandState | None = None, seat: int = 0, lang: str = "en", **kwargs: Any):
        self.prompt = html_widget(classes=("tarot-phase-prompt",))
        self.buttons = ChoiceButtons()
        self.message = html_widget(classes=("tarot-phase-message",))
        super().__init__(children=(self.prompt, self.buttons, self.message), layout=widgets.Layout(),
                         _dom_classes=("tarot-phase-panel",), **kwargs)  # a layout of its own: it hides itself
        self.seat = seat
        self._refusals = Refusals()
        self.suggested: Action | None = None
        self._state = state
        self._callbacks: list[ActCallback] = []
        self.buttons.on_msg(guarded(self._on_front_end_message, self._show_error))
        self.lang = lang
        self.refresh()

    def _state_changed(self, previous: HandState | None) -> None:
        self._refusals, self.suggested = Refusals(), None
        self.refresh()

    @property
    def refusal(self) -> explain.Refusal | None:
        """The latest refused choice, until this seat next acts."""
        return self._refusals.current(self._state, self.seat)

    def on_act(self, callback: ActCallback) -> None:
        """Call ``callback(action)`` after an accepted choice."""
        self._callbacks.append(callback)

    # ------------------------------------------------------------ choosing
    def choices(self) -> list[Action]:
        """The seat's legal actions now, in a phase with buttons (not trick play, not the
        discard, which is made in the hand); [] otherwise."""
        state = self._state
        if state is None or state.turn != self.seat or state.phase_name in ("play", "done", "discard"):
            return []
        return list(state.view(self.seat).legal)

    def act(self, action: Action) -> bool:
        """Take ``action`` for the seat if the engine allows it; else show why, change nothing."""
        state = self._state
        if state is None:
            return False
        refusal = explain.refusal(state, action, self.seat)
        if refusal is not None:
            self._refusals.refuse(refusal, state, self.seat)
            self._render_message()
            return False
        self._refusals, self.suggested = Refusals(), None
        state.apply(action, self.seat)
        for callback in self._callbacks:
            callback(action)
        self.refresh()
        return True

    def choose(self, index: int) -> bool:
        """A click on choice ``index`` (a stale index after a redraw, or one that is no
        whole number, True among them, is ignored)."""
        choices = self.choices()
        return type(index) is int and 0 <= index < len(choices) and self.act(choices[index])

    def _on_front_end_message(self, _widget: Any, content: dict[str, Any], _buffers: Any) -> None:
        index = content.get("index")
        if content.get("kind") == "choose":
            self.choose(index)

    def _show_error(self) -> None:
        self.message.value = message_html("error", say("error", self.lang), role="alert")

    # ------------------------------------------------------------ drawing
    def refresh(self) -> None:
        state, lang = self._state, self.lang
        view = state.view(self.seat) if state is not None else None
        shown = view is not None and view.turn == self.seat and view.phase not in ("play", "done")
        self.layout.display = None if shown or self.refusal else "none"
        self.buttons.label = say("choices", lang)
        if not shown or state is None or view is None:
            self.prompt.value = ""
            self.buttons.choices = []
            self._render_message()
            return
        self.prompt.value = self._prompt_html(state, view)
        self.buttons.choices = self._choice_dicts(state, view) if self.choices() else []
        self._render_message()

    def _prompt_html(self, state: HandState, view: View) -> str:
        lang, phase = self.lang, view.phase
        rule = phase_rule(state.phase)
        if phase == "discard":
            text = say("discard_marked", lang)
            if view.laid:
                text += " " + say("laid_own", lang, cards=" ".join(c.short(lang) for c in view.laid))
        elif phase == "bid":
            bidding = klaverjas.seen(view)
            bids = klaverjas.bids(view.history)
            said = [action_line(seat, bid, lang, self.seat, state.pack) for seat, bid in bids]
            if must_name_trump(view):  # K7 utrechts: no pass
                said.append(say("bid_name_reason", lang))
            elif state.deal.trumps and len(bids) >= state.active and all(b.call == "pass" for _, b in bids):
                # K7 voorhand-vrij: all passed the turned suit, and a free round follows
                said.append(say("bid_free_round", lang, suit=state.pack.suit_name(state.deal.trumps[0], lang)))
            text = " ".join(said) if said else say("first_to_bid", lang)
        else:
            one = getattr(getattr(state.phase, "rule", None), "per_window", None) == 1  # Binage (MJ4)
            key = ("declare_one_reason" if phase == "declare" and one
                   else f"{doubling(klaverjas.doubled(view))}_reason" if phase == "double"  # K7's three doublings
                   else f"{phase}_reason")
            text = say(key if key in MESSAGES else "your_other", lang)
        suffix = f" {rule_suffix(rule, lang)}" if rule else ""
        return (f'<div class="tarot-phase-text" data-phase="{escape(phase)}" data-rule="{escape(rule)}" '
                f'style="white-space:normal;line-height:1.4;margin:2px 0">'
                f'{linked_rules(escape(text + suffix), state.spec.id, lang)}</div>')

    def _choice_dicts(self, state: HandState, view: View) -> list[dict[str, Any]]:
        lang, pack = self.lang, state.pack
        values: dict[Action, int] = {}
        if isinstance(state.phase, DeclarePhase):
            values = dict(state.phase.rule.options(state, self.seat))
        out = []
        for index, action in enumerate(view.legal):
            group, kind, label = "", "other", str(action)
            if isinstance(action, Bid):
                if action.call == "pass":
                    kind, label = "pass", say("pass", lang)
                elif action.points is not None:
                    suit = pack.suit_name(action.trump, lang) if action.trump is not None else ""
                    group, kind, label = say("bid_points", lang, suit=suit), "points", str(action.points)
                elif action.trump is not None:
                    kind, label = "play", say("play_suit", lang, suit=pack.suit_name(action.trump, lang))
                else:
                    kind, label = "play", say("play_bid", lang)
            elif isinstance(action, Declare):
                kind = "declare"
                name = name_of(state.spec.names, action.combo, lang)
                amount = count_text(values.get(action, 0), point_unit(state.spec), lang)
                cards = " ".join(c.short(lang) for c in action.in_pack_order)
                drawn = marjolet.drawing(view)
                turned = None if drawn is None else drawn.turned
                if action.combo == "dix" and turned is not None:  # MJ4: the 7 for the turned card
                    label = say("dix_choice", lang, name=name, seven=cards, turned=turned.short(lang),
                                amount=amount)
                else:
                    label = say("declare_choice", lang, name=name, cards=cards, amount=amount)
            elif isinstance(action, EndDeclaring):
                kind, label = "stop", say("stop_declaring", lang)
            elif isinstance(action, (Annul, Double)):
                kind = "yes" if action.yes else "no"
                asked = doubling(klaverjas.doubled(view)) if isinstance(action, Double) else action.kind
                label = say(f"{asked}_{kind}", lang)
            out.append({
                "index": index, "id": _action_id(action), "kind": kind, "label": label, "group": group,
                "description": "", "suggested": action == self.suggested,
            })
        # K7 leids: the engine lists bids by points; shown as one row of points per suit, not 36 rows of one
        return sorted(out, key=lambda c: (c["group"] != "", _bid_suit(view.legal[c["index"]]), c["index"]))

    def _render_message(self) -> None:
        self.message.value = self._refusals.html(self._state, self.seat, self.lang)


def _bid_suit(action: Action) -> int:
    """A points bid's suit, to row the bids by suit (K7 leids); -1 for any other action."""
    return action.trump if isinstance(action, Bid) and action.points is not None and action.trump is not None else -1


def _action_id(action: Action) -> str:
    """The action as its record writes it, compact: 'bid:play:h:92', 'declare:matadors'."""
    data = action.to_json()
    (key, value), *rest = data.items()
    parts = [key, value["combo"] if isinstance(value, dict) else str(value).lower()]
    parts += [str(v) for _, v in rest]
    return ":".join(parts)


PAYMENT_LINES = 6
"""How many lines of the points box show while the hand is played; the rest scrolls."""


class PaymentsWidget(widgets.HTML, StateView):
    """Who paid whom and why, as it happens: each seat's balance this hand (chips,
    game points or points), the pot drawn as chips, and every ante, pot win, payment
    and score of the hand with its reason and rule (TF2 TF3, LT2 LT5, MJ3 MJ4).

    ``.tarot-payments`` carries ``data-count`` (the lines) and ``data-pot``; empty (and
    hidden) in a game where nothing is paid before the end of the hand.
    """

    def __init__(self, state: HandState | None = None, lang: str = "en", *, you: int = 0, **kwargs: Any):
        super().__init__(layout=widgets.Layout(), _dom_classes=("tarot-payments-widget",), **kwargs)  # hides itself
        self.you = you
        self._state = state
        self.lang = lang
        self.refresh()

    def refresh(self) -> None:
        state, lang, you = self._state, self.lang, self.you
        view = state.view(you) if state is not None else None
        events = told_once([e for e in view.events if e.kind in PAYMENT_KINDS]) if view is not None else []
        in_pot = 0 if view is None else pot_seen(view)
        if state is None or view is None or not (events or in_pot):
            self.value = ""
            self.layout.display = "none"
            return
        self.layout.display = None
        lines = event_lines(events, view.tricks, lang, you, state.spec.names, point_unit(state.spec))
        chips = any(e.kind in ("ante", "pot") for e in events) or bool(in_pot)
        balances = "".join(
            f'<span class="tarot-balance" data-seat="{seat}" style="display:inline-block;margin:0 10px 2px 0">'
            f'{escape(svg.seat_name(seat, lang, you))}: <b>{signed(points)}</b></span>'
            for seat, points in enumerate(view.points)
        )
        pot = ""
        if chips:
            glyphs = "●" * min(in_pot, 24) + (f" ×{in_pot}" if in_pot > 24 else "")
            pot = (f'<div class="tarot-pot" style="margin:2px 0">{escape(say("pot_is", lang, chips=count_text(in_pot, "chip", lang)))} '
                   f'<span aria-hidden="true" style="color:#b7791f;letter-spacing:1px">{glyphs}</span></div>')
        # chips in Triomphe; game points paid from seat to seat in Leipzig (LT2, LT5); points
        # only scored in Marjolet and Binage (MJ3, MJ4), where nobody pays anybody
        heading = ("payments" if chips else "game_points_paid" if point_unit(state.spec) == "game_point"
                   else "points_scored")
        latest = ' class="tarot-payment-latest" style="font-weight:bold"'
        # newest first in the page's order, drawn bottom-up (column-reverse): the list reads in
        # time order and a box too short for all of it opens on its newest line, not its oldest
        items = "".join(f'<li{latest if at == len(lines) - 1 else ""}>{escape(line)}</li>'
                        for at, line in reversed(list(enumerate(lines))))
        capped = state.result is None and len(lines) > PAYMENT_LINES  # at the end, every line: they add up to the balances
        more = (f' <span class="tarot-payments-more" style="font-size:12px;color:#555">'
                f'({escape(say("scroll_up_cue", lang, count=len(lines)))})</span>') if capped else ""
        height = f"max-height:{PAYMENT_LINES * 1.4:g}em;overflow-y:auto;" if capped else ""  # whole lines, none cut
        self.value = (
            f'<div class="tarot-payments" data-count="{len(lines)}" data-pot="{in_pot}" role="log" '
            f'aria-label="{escape(say(heading, lang))}" style="white-space:normal;font-size:13px;line-height:1.4;'
            f'border:1px solid #d9c58a;border-radius:6px;padding:4px 8px;background:#fffbeb">'
            f'<b>{escape(say(heading, lang))}</b>{more}<div>{balances}</div>{pot}'
            f'<ul style="margin:2px 0;padding-left:18px;{height}display:flex;'
            f'flex-direction:column-reverse">{items}</ul></div>'
        )
