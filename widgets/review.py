"""The review after a hand: where the learner's points went, and the hand to step through.

:class:`ReviewPanel` shows a finished hand as a coach would go over it with the learner:

- the learner's decisions that cost points against the best choice *from what the
  learner could know then* (:func:`tarotlib.coach.think_review`: the sampling search the
  hint uses), largest loss first, each with the better choice and the points lost, and
  beside it, in a box of its own labelled as the second view, the best with every card
  seen (the double-dummy solver); a summary line, or that no mistake was found;
- the hand, trick by trick (back, forward, or straight to a marked mistake), every hand
  face up on the learner's own :class:`~tarotwidgets.table.TableWidget`, the trick of
  that moment in the middle, and below it the learner's cards with the card played and
  the better card marked (a frame and a word each, not colour alone);
- "Play from here": the same deal from that moment with the better card played, handed
  to a callback (the play widget plays it on as a hand of its own).

The search runs one sampled deal per ``step()``; with ``asynchronous`` the panel takes
those steps as a task on the kernel's event loop (``await asyncio.sleep(0)`` between
two), showing its progress, so the page stays usable and the stepping works at once
(it needs only :func:`tarotlib.coach.position_at`); without it, all at once (tests).
"""

from __future__ import annotations

import asyncio
from dataclasses import dataclass
from html import escape
from typing import Any, Callable

import ipywidgets as widgets
from tarotwidgets.base import Localized, fixed_layout, guarded, html_widget, log, message_html, shared_button
from tarotwidgets.i18n import say, trick_cards
from tarotwidgets.table import TableWidget

from tarotlib import svg
from tarotlib.actions import Action, Discard, Play
from tarotlib.cards import Card
from tarotlib.coach import Moment, Review, action_name, amount_text, either, position_at, think_review
from tarotlib.state import HandState, View

PlayFrom = Callable[[HandState], None]


@dataclass(frozen=True)
class Stop:
    """One place to stop at when stepping through a hand: just before action ``index``
    of the hand (``len(actions)``: the end). ``trick`` is its trick number (None before
    trick play and at the end); ``decision`` says whether the learner decides there."""

    index: int
    trick: int | None
    decision: bool


def hand_stops(state: HandState, seat: int) -> list[Stop]:
    """Where the review stops, in order: each of ``seat``'s decisions before or between
    tricks (a bid, a discard, a declaration), each trick at ``seat``'s card (at its
    first card when ``seat`` plays none: K5's dealer sitting out), and the end of the
    hand with its last trick on the table. One replay of the hand finds them."""
    replay = position_at(state, 0)
    stops: list[Stop] = []
    tricks_seen: dict[int, int] = {}  # trick number -> its stop's place in ``stops``
    for index, (acting, action) in enumerate(state.actions):
        if isinstance(action, Play):
            number = replay.trick_number
            mine = acting == seat
            if number not in tricks_seen:
                tricks_seen[number] = len(stops)
                stops.append(Stop(index, number, mine))
            elif mine:
                stops[tricks_seen[number]] = Stop(index, number, True)
        elif acting == seat:
            stops.append(Stop(index, None, True))
        replay.apply(action, acting)
    stops.append(Stop(len(state.actions), None, False))
    return stops


def _card_of(action: Action | None) -> Card | None:
    return action.card if isinstance(action, (Play, Discard)) else None


REVIEW_STYLE = """<style>
.tarot-review{border:1px solid #c9c3a8;border-radius:8px;padding:6px 8px;background:#fffdf6;margin:6px 0}
.tarot-review-mistake{gap:2px 8px;margin:2px 0;padding:3px 0;border-top:1px solid #e6e0c8}
.tarot-review-mistake > .widget-html{flex:1 1 260px;min-width:0}
.tarot-review-short{white-space:normal;line-height:1.4;font-size:14px}
.tarot-review-short-seen{display:inline-block;background:#eef3fb;border-left:3px dashed #1a56db;padding:0 6px;
 border-radius:4px;font-size:13px}
.tarot-review-views{display:flex;flex-wrap:wrap;gap:6px;flex:1 1 300px;min-width:0}
.tarot-review-views > div{flex:1 1 220px;min-width:0;white-space:normal;line-height:1.4;font-size:14px;
 border-radius:6px;padding:4px 8px}
.tarot-review-own{background:#fff7d6;border-left:4px solid #a8802e}
.tarot-review-seen{background:#eef3fb;border-left:4px dashed #1a56db}
.tarot-review-views b.tarot-review-label{display:block;font-size:12px;text-transform:uppercase;letter-spacing:.03em}
.tarot-review-hand{display:flex;flex-wrap:wrap;gap:6px;align-items:flex-start}
.tarot-review-hand figure{margin:0;display:flex;flex-direction:column;align-items:center;font-size:12px;
 line-height:1.2;text-align:center;border-radius:8px;padding:3px}
.tarot-review-hand figure[data-mark="played"]{outline:3px dashed #b42318}
.tarot-review-hand figure[data-mark="better"]{outline:3px solid #15803d}
.tarot-review-hand figure[data-mark="both"]{outline:3px double #15803d}
@media (max-width:480px){.tarot-review-hand svg{width:40px;height:56px}.tarot-review-views > div{font-size:13px}}
</style>"""


class ReviewPanel(widgets.VBox, Localized):
    """The review of the finished hand ``state`` for ``seat`` (see the module's docs).

    ``mistake_buttons`` go to each mistake's moment; :meth:`back`, :meth:`forward`,
    :meth:`go` and :meth:`go_to` step; :meth:`play_from_here` hands ``on_play_from``
    the hand at this moment with the better choice made. ``review`` is the
    :class:`~tarotlib.coach.Review` once thought through (None until then)."""

    def __init__(self, state: HandState, seat: int, lang: str = "en", *, seed: int = 0, asynchronous: bool = False,
                 on_play_from: PlayFrom | None = None, **kwargs: Any):
        self.state, self.seat = state, seat
        self.on_play_from = on_play_from
        self.stops = hand_stops(state, seat)
        self.at = 0
        self.review: Review | None = None
        self.thinking = think_review(state, seat, seed=seed)
        self._task: asyncio.Task[None] | None = None
        self._percent = 0  # the progress shown, in per cent
        self._position = position_at(state, self.stops[0].index)
        self._views: dict[int, View] = {}  # the learner's view before action i, to name the actions there
        self.heading = html_widget(REVIEW_STYLE, classes=("tarot-review-heading",))
        self.progress = html_widget(classes=("tarot-review-progress",))
        self.mistakes_box = widgets.VBox(layout=fixed_layout(), _dom_classes=("tarot-review-mistakes",))
        self.mistake_buttons: list[widgets.Button] = []
        self.back_button = shared_button(("tarot-review-back",), icon="chevron-left", layout=fixed_layout(width="auto"))
        self.forward_button = shared_button(("tarot-review-forward",), icon="chevron-right",
                                            layout=fixed_layout(width="auto"))
        self.where = html_widget(classes=("tarot-review-where",))
        self.table = TableWidget(you=seat, open_hands=True)
        self.moment_line = html_widget(classes=("tarot-review-moment",))
        self.own_hand = html_widget(classes=("tarot-review-own-hand",))
        self.play_from_button = shared_button(("tarot-review-play-from",), icon="play", button_style="primary",
                                              layout=widgets.Layout(width="auto", align_self="flex-start"))  # hides
        steps = widgets.HBox((self.back_button, self.forward_button, self.where),
                             layout=fixed_layout(flex_flow="row wrap", align_items="center"))
        super().__init__(children=(self.heading, self.progress, self.mistakes_box, steps, self.table,
                                   self.moment_line, self.own_hand, self.play_from_button),
                         layout=fixed_layout(), _dom_classes=("tarot-review",), **kwargs)
        self.back_button.on_click(guarded(lambda _b: self.back(), self._show_error))
        self.forward_button.on_click(guarded(lambda _b: self.forward(), self._show_error))
        self.play_from_button.on_click(guarded(lambda _b: self.play_from_here(), self._show_error))
        self.lang = lang
        self.refresh()
        if asynchronous:
            self._task = asyncio.get_running_loop().create_task(self._think())
        else:
            self._thought(self.thinking.finish())

    # ------------------------------------------------------------ thinking
    async def _think(self) -> None:
        try:
            while not self.thinking.step():
                if round(self.thinking.progress * 100) != self._percent:  # a message to the page per percent
                    self._render_progress()
                await asyncio.sleep(0)  # the page's clicks and redraws between two deals
        except asyncio.CancelledError:
            raise
        except Exception:  # noqa: BLE001 - a learner sees a sentence; the log keeps the traceback
            log.exception("the review failed")
            self._show_error()
            return
        result = self.thinking.result
        assert result is not None
        self._thought(result)

    def _thought(self, review: Review) -> None:
        self.review = review
        self._build_mistakes()
        self.refresh()

    def close(self) -> None:
        """Stop thinking (the hand was left) and close the panel with every widget in it:
        a review is opened after each hand, and each brings a few dozen widget models."""
        if self._task is not None:
            self._task.cancel()
            self._task = None
        _close_all(self)

    # ------------------------------------------------------------ stepping
    @property
    def stop(self) -> Stop:
        return self.stops[self.at]

    @property
    def position(self) -> HandState:
        """The hand at this stop: the same deal, replayed to just before its action."""
        return self._position

    @property
    def moment(self) -> Moment | None:
        """The learner's reviewed decision at this stop (None before the review is done,
        or where the learner does not decide)."""
        if self.review is None or not self.stop.decision:
            return None
        return next((m for m in self.review.moments if m.index == self.stop.index), None)

    def go(self, place: int) -> None:
        """Stop number ``place`` (from 0 to ``len(stops) - 1``; outside: the nearest end)."""
        self.at = max(0, min(place, len(self.stops) - 1))
        self._position = position_at(self.state, self.stop.index)
        self.refresh()

    def back(self) -> None:
        self.go(self.at - 1)

    def forward(self) -> None:
        self.go(self.at + 1)

    def go_to(self, moment: Moment) -> None:
        """The stop of ``moment`` (the learner's decision at action ``moment.index``)."""
        self.go(next(place for place, stop in enumerate(self.stops) if stop.index == moment.index))

    def better_here(self) -> Action | None:
        """The better choice at this stop, when the learner's cost points here."""
        moment = self.moment
        return moment.best if moment is not None and moment in self._mistakes() else None

    def play_from_here(self) -> HandState | None:
        """The hand from this stop with the better choice made (None where there is none):
        a fresh hand of the same deal, handed to ``on_play_from``."""
        better = self.better_here()
        if better is None:
            return None
        position = position_at(self.state, self.stop.index)
        position.apply(better, self.seat)
        if self.on_play_from is not None:
            self.on_play_from(position)
        return position

    def _mistakes(self) -> list[Moment]:
        return self.review.mistakes() if self.review is not None else []

    # ------------------------------------------------------------ drawing
    def refresh(self) -> None:
        lang = self.lang
        self.heading.value = (f'{REVIEW_STYLE}<h4 style="margin:2px 0">{escape(say("review_title", lang))}</h4>'
                              f'<p style="white-space:normal;margin:2px 0;font-size:13px;line-height:1.4">'
                              f'{escape(say("review_intro", lang))}</p>')
        self._render_progress()
        self._render_mistakes()
        self.back_button.description = say("review_back", lang)
        self.forward_button.description = say("review_forward", lang)
        self.back_button.disabled = self.at == 0
        self.forward_button.disabled = self.at == len(self.stops) - 1
        self.table.lang = lang
        self.table.state = self._position
        self._render_where()
        self._render_moment()

    def _render_progress(self) -> None:
        lang = self.lang
        if self.review is None:
            self._percent = round(self.thinking.progress * 100)
            text = say("review_thinking", lang, percent=self._percent)
            self.progress.value = (f'<div class="tarot-review-progress-line" role="status" data-done="false" '
                                   f'style="white-space:normal;font-size:14px">⏳ {escape(text)}</div>')
            return
        summary = self.review.summary[lang]
        self.progress.value = (f'<div class="tarot-review-summary" data-done="true" '
                               f'data-mistakes="{len(self._mistakes())}">{message_html("result", summary)}</div>')

    def _build_mistakes(self) -> None:
        """One button per mistake, largest loss first: it goes to the mistake's moment."""
        rows, self.mistake_buttons = [], []
        for moment in self._mistakes():
            button = shared_button(("tarot-review-goto",), icon="search", layout=fixed_layout(width="auto"))
            button.on_click(guarded(lambda _b, m=moment: self.go_to(m), self._show_error))
            self.mistake_buttons.append(button)
            rows.append(widgets.HBox((button, html_widget(classes=("tarot-review-mistake-text",))),
                                     layout=fixed_layout(flex_flow="row wrap", align_items="flex-start"),
                                     _dom_classes=("tarot-review-mistake",)))
        self.mistakes_box.children = tuple(rows)

    def _render_mistakes(self) -> None:
        lang = self.lang
        for row, moment in zip(self.mistakes_box.children, self._mistakes()):
            button, text = row.children
            button.description = self._moment_name(moment, lang)
            text.value = self._short_html(moment, lang)

    def _moment_name(self, moment: Moment, lang: str) -> str:
        if moment.trick is not None:
            return say("review_trick", lang, number=moment.trick)
        return say("review_before_play", lang)

    def view_at(self, index: int) -> View:
        """What the learner saw just before action ``index``: the actions there are named
        from it (a yes to kraken or herkraken, MJ4's Dix for the turned card)."""
        if index not in self._views:
            self._views[index] = position_at(self.state, index).view(self.seat)
        return self._views[index]

    def action_words(self, action: Action, index: int) -> str:
        """``action``, taken or possible at action ``index``, as the play widget names it."""
        return action_name(action, self.view_at(index), self.state.spec, self.lang)

    def seen_words(self, moment: Moment) -> str:
        """The best choices with every card seen: '♠7', '♠7 or ♣R'."""
        return either([self.action_words(action, moment.index) for action in moment.seen_best], self.lang)

    def _short_html(self, moment: Moment, lang: str) -> str:
        """One mistake in the list: the choice, the better one and the points lost, and
        beside it, labelled, the best with every card seen (the whole of both views
        shows at the mistake's stop)."""
        spec = self.state.spec
        played, best = self.action_words(moment.played, moment.index), self.action_words(moment.best, moment.index)
        own = say("review_short_own", lang, played=played, best=best,
                  about="" if moment.exact else say("review_about", lang), loss=amount_text(moment.loss, spec, lang))
        if not moment.seen_best:
            seen = say("review_short_unknown", lang)
        elif moment.played in moment.seen_best:
            seen = say("review_short_same", lang)
        else:
            seen = self.seen_words(moment)
        return (f'<div class="tarot-review-short" data-index="{moment.index}">'
                f'<span class="tarot-review-short-own">{escape(own)}</span> '
                f'<span class="tarot-review-short-seen"><b>{escape(say("review_seen_label", lang))}:</b> '
                f'{escape(seen)}</span></div>')

    def _views_html(self, moment: Moment, lang: str) -> str:
        """The two views of one decision side by side, each labelled: from what the
        learner could know (sampling, as the hint), and with every card seen; the
        coach's own sentences for each (:class:`~tarotlib.coach.Moment`)."""
        own = moment.own.get(lang, moment.own["en"])
        seen = moment.seen.get(lang, "") or say("review_seen_unknown", lang)
        return (f'<div class="tarot-review-views" data-index="{moment.index}">'
                f'<div class="tarot-review-own"><b class="tarot-review-label">{escape(say("review_own_label", lang))}'
                f'</b>{escape(own)}</div>'
                f'<div class="tarot-review-seen"><b class="tarot-review-label">{escape(say("review_seen_label", lang))}'
                f'</b>{escape(seen)}</div></div>')

    def _render_where(self) -> None:
        lang, stop = self.lang, self.stop
        if stop.trick is not None:
            text = say("review_at_trick", lang, number=stop.trick, last=len(self.state.tricks))
            position = self._position
            if stop.decision and not position.trick() and position.tricks:  # the trick before still lies there
                text += " " + say("review_you_lead", lang, before=stop.trick - 1)
        elif stop.index == len(self.state.actions):
            text = say("review_at_end", lang)
        else:
            text = say("review_at_decision", lang)
        mistake = self.better_here() is not None
        self.where.value = (f'<span class="tarot-review-where-line" data-stop="{self.at}" data-index="{stop.index}" '
                            f'data-trick="{stop.trick or ""}" data-mistake="{str(mistake).lower()}" role="status" '
                            f'style="font-weight:bold;font-size:14px;margin-left:6px;line-height:1.4">{escape(text)}'
                            f'{" ⚠ " + escape(say("review_marked", lang)) if mistake else ""}</span>')

    def _render_moment(self) -> None:
        """Below the table: the trick as it went, what the learner chose here and what
        was better, and the learner's cards at this moment with both marked."""
        lang, stop, state = self.lang, self.stop, self.state
        lines = []
        if stop.trick is not None and stop.trick <= len(state.tricks):
            trick = state.tricks[stop.trick - 1]
            lines.append(say("review_trick_went", lang, number=trick.number, cards=trick_cards(trick, lang, self.seat),
                             winner=svg.seat_name(trick.winner, lang, self.seat)))
        if stop.decision:
            chosen = self.action_words(state.actions[stop.index][1], stop.index)
            lines.append(say("review_you_chose", lang, played=chosen))
        better = self.better_here()
        moment = self.moment
        if better is not None and moment is not None:
            lines.append(self._views_html(moment, lang))
        self.moment_line.value = "".join(
            line if line.startswith("<") else
            f'<p style="white-space:normal;margin:2px 0;line-height:1.4">{escape(line)}</p>' for line in lines)
        self.own_hand.value = self._hand_html(better)
        self.play_from_button.description = "" if better is None else \
            say("review_play_from", lang, better=self.action_words(better, stop.index))
        self.play_from_button.layout.display = None if better is not None and self.on_play_from else "none"

    def _hand_html(self, better: Action | None) -> str:
        """The learner's cards at this stop, the card played and the better card each
        framed and named: the card drawing of the table (``svg.card_svg``)."""
        lang, stop, position = self.lang, self.stop, self._position
        cards = position.hand(self.seat)
        if not cards:
            return ""
        played = _card_of(self.state.actions[stop.index][1]) if stop.decision else None
        best = _card_of(better)
        figures = []
        for card in cards:
            mark = "both" if card == played and card == best else \
                "played" if card == played else "better" if card == best else ""
            caption = {"played": say("review_mark_played", lang), "better": say("review_mark_better", lang),
                       "both": say("review_mark_played", lang)}.get(mark, "")
            figures.append(f'<figure data-card="{escape(card.code)}" data-mark="{mark}">'
                           f'{svg.card_svg(card, lang, width=52)}'
                           f'<figcaption>{escape(caption) or "&nbsp;"}</figcaption></figure>')
        title = escape(say("review_your_cards", lang))
        return (f'<div class="tarot-review-own-cards" role="group" aria-label="{title}"><b style="font-size:13px">'
                f'{title}</b><div class="tarot-review-hand">{"".join(figures)}</div></div>')

    def _show_error(self) -> None:
        self.progress.value = message_html("error", say("error", self.lang), role="alert")


def _close_all(widget: widgets.Widget) -> None:
    """Close ``widget`` and the widgets inside it (not their shared layouts and styles)."""
    for child in getattr(widget, "children", ()):
        _close_all(child)
    widgets.Widget.close(widget)
