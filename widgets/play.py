"""Play whole hands and whole games against computer players, one card at a time."""

from __future__ import annotations

import asyncio
from html import escape
from typing import Any, Callable, Sequence

import ipywidgets as widgets
from tarotwidgets.base import (
    Localized,
    guarded,
    html_widget,
    log,
    message_html,
    rule_suffix,
    shared_button,
)
from tarotwidgets.hand import HandWidget
from tarotwidgets.i18n import LANGS, LANGUAGE_NAMES, event_lines, say
from tarotwidgets.sheet import ScoreSheet
from tarotwidgets.table import TableWidget
from traitlets import link

from tarotlib import svg
from tarotlib.actions import Action
from tarotlib.bots import get_bot, hint
from tarotlib.cards import Card
from tarotlib.match import Match
from tarotlib.state import HandState

Chooser = Callable[[HandState, int], Action]


class LanguageSwitch(widgets.ToggleButtons, Localized):
    """English / Nederlands. ``connect(*components)`` makes them follow the switch."""

    def __init__(self, lang: str = "en", **kwargs: Any):
        super().__init__(options=[(LANGUAGE_NAMES[code], code) for code in LANGS], value=lang,
                         _dom_classes=("tarot-language",), **kwargs)
        link((self, "value"), (self, "lang"))
        self.lang = lang
        self.refresh()

    def connect(self, *components: Localized) -> None:
        for component in components:
            link((self, "lang"), (component, "lang"))

    def refresh(self) -> None:
        self.description = say("language", self.lang)
        self.tooltips = [LANGUAGE_NAMES[code] for code in LANGS]


def bot_players(name: str, players: int, seed: int | None) -> list[Chooser]:
    """One computer player per seat, each with its own seed, as ``choose(state, seat)``."""
    return [get_bot(name, None if seed is None else seed * 31 + seat).choose for seat in range(players)]


def _running_loop() -> asyncio.AbstractEventLoop | None:
    """The kernel's event loop when there is one (notebook, Voila); None in plain Python."""
    try:
        return asyncio.get_running_loop()
    except RuntimeError:
        return None


class PlayApp(widgets.VBox, Localized):
    """You against computer players: ``PlayApp("maison-tarot", players=4, lang="nl")``.

    The computer players' cards appear one by one, ``bot_delay`` seconds apart (and
    ``trick_pause`` seconds to look at a finished trick), scheduled on the kernel's
    event loop so the page stays live in Voila; ``bot_delay=0`` plays them at once,
    synchronously (tests). ``whole_game`` keeps score over hands to the game's end
    (MT4: 50 points) with a score sheet; otherwise each deal stands alone.

    ``hints=True`` shows the hint (the legal cards, the rule that limits them, the basic
    bot's advice) by itself at each of the learner's turns, instead of a Hint button.
    """

    def __init__(
        self,
        game: str = "maison-tarot",
        players: int = 4,
        variants: Sequence[str] = (),
        lang: str = "en",
        seat: int = 0,
        bot: str = "basic",
        seed: int | None = None,
        whole_game: bool = True,
        *,
        hints: bool = False,
        bot_delay: float = 0.7,
        trick_pause: float = 1.4,
        **kwargs: Any,
    ):
        self.game, self.players, self.variants = game, players, tuple(variants)
        self.seat, self.bot, self.seed, self.whole_game = seat, bot, seed, whole_game
        self.hints = hints
        self.bot_delay, self.trick_pause = bot_delay, trick_pause
        self._games_started = 0
        self._deal_number = 0
        self._bot_task: asyncio.Task[None] | None = None
        self.match = self._new_match()
        self.bots = bot_players(bot, self.match.players, seed)
        # Deal before anything can redraw: every redraw reads ``self.state``, and a
        # language other than English redraws as soon as the switch is linked below.
        first_hand = self.match.new_hand()

        self.title = html_widget()
        self.switch = LanguageSwitch(lang)
        self.table = TableWidget(you=seat)
        self.status = html_widget(classes=("tarot-status",))
        self.hand = HandWidget(seat=seat)
        self.hint_button = widgets.Button(icon="lightbulb-o", _dom_classes=("tarot-hint-button",))
        if hints:
            self.hint_button.layout.display = "none"  # the hint shows by itself
        self.deal_button = shared_button(("tarot-deal-button",), icon="refresh")
        # it hides itself: a layout of its own
        self.hint_box = html_widget(classes=("tarot-hint-box",), layout=widgets.Layout())
        self.result = html_widget(classes=("tarot-hand-result",))
        self.sheet = ScoreSheet(self.match, you=seat)
        self.sheet.layout.display = None if whole_game else "none"
        self.log_view = html_widget(classes=("tarot-log",))
        self._hint_shown = False

        flow = widgets.Layout(flex_flow="row wrap", align_items="center", justify_content="space-between")
        header = widgets.HBox((self.title, self.switch), layout=flow)
        buttons = widgets.HBox((self.hint_button, self.deal_button), layout=widgets.Layout(flex_flow="row wrap"))
        super().__init__(
            children=(header, self.table, self.status, self.hand, buttons, self.hint_box, self.result,
                      self.sheet, self.log_view),
            layout=widgets.Layout(width="100%", max_width="980px"),
            _dom_classes=("tarot-play-app",),
            **kwargs,
        )
        link((self.switch, "lang"), (self, "lang"))  # sets self.lang: redraws, in that language
        self.hint_button.on_click(guarded(lambda _b: self.show_hint(), self._show_error))
        self.deal_button.on_click(guarded(lambda _b: self.deal(), self._show_error))
        self.hand.on_play(lambda _card: self._after_human_play())
        self.hand.on_refused(lambda _error: self._clear_hint())
        self._start_hand(first_hand)

    # ------------------------------------------------------------ reading
    @property
    def state(self) -> HandState:
        """The hand being played now."""
        current = self.match.current
        assert current is not None
        return current

    def _bot_to_move(self) -> bool:
        state = self.state
        return state.turn is not None and state.turn != self.seat

    # ------------------------------------------------------------ actions
    def play(self, card: str | Card) -> bool:
        """Play ``card`` for the learner, as a click on it would; True when allowed."""
        return self.hand.click(card)

    def deal(self) -> None:
        """The deal button: the next hand of the game, a new game once it is over, or a
        fresh deal of the hand in progress (same dealer)."""
        match = self.match
        if not self.state.is_over:
            match.hands.pop()  # a misdeal: the same dealer deals again
        elif match.is_over or not self.whole_game:
            self.match = match = self._new_match()
            self.sheet.match = match
        self._start_hand(match.new_hand())

    def show_hint(self) -> None:
        """The legal cards, the rule that limits them, and the basic bot's advice."""
        self._hint_shown = True
        self._render_hint()

    def _clear_hint(self) -> None:
        """Hide a hint asked for with the button (with ``hints`` on, the next one shows by itself)."""
        self._hint_shown = False
        self._render_hint()

    def _new_match(self) -> Match:
        seed = None if self.seed is None else self.seed + 1000 * self._games_started
        self._games_started += 1
        return Match(self.game, self.players, self.variants, seed=seed)

    def _start_hand(self, state: HandState) -> None:
        self._deal_number += 1
        if self._bot_task is not None:
            self._bot_task.cancel()
            self._bot_task = None
        self.hand.state = state
        self.table.state = state
        self._clear_hint()
        self.refresh()
        self._continue()

    def _after_human_play(self) -> None:
        # The status line says whose turn it is (a screen reader and the browser tests
        # follow it): it changes first here, before the card leaves the hand.
        self._render_status()
        self._clear_hint()
        self._after_move()
        self._continue()

    def _after_move(self) -> None:
        """Redraw what a move changes: the trick first (what the eye follows), the status
        line last, once everything it announces (a turn, a finished hand) shows."""
        self.table.refresh()
        self.hand.refresh()
        self._render_hint()
        self._render_log()
        if self.state.is_over:
            self.refresh()
        self._render_status()

    # ------------------------------------------------------------ computer players
    def _continue(self) -> None:
        """Let the computer players move until it is the learner's turn or the hand ends."""
        if not self._bot_to_move():
            return
        loop = _running_loop()
        if self.bot_delay <= 0 or loop is None:
            while self._bot_to_move():
                self._bot_move()
            return
        if self._bot_task is None or self._bot_task.done():
            self._bot_task = loop.create_task(self._play_bots_slowly(self._deal_number))

    async def _play_bots_slowly(self, deal_number: int) -> None:
        try:
            while self._bot_to_move() and deal_number == self._deal_number:
                state = self.state
                just_finished_trick = not state.trick() and bool(state.tricks)
                await asyncio.sleep(self.trick_pause if just_finished_trick else self.bot_delay)
                if deal_number != self._deal_number:
                    return
                self._bot_move()
        except asyncio.CancelledError:
            raise
        except Exception:  # noqa: BLE001 - a learner sees a sentence; the log keeps the traceback
            log.exception("computer player failed")
            self._show_error()

    def _bot_move(self) -> None:
        state = self.state
        seat = state.turn
        assert seat is not None
        state.apply(self.bots[seat](state, seat), seat)
        self._after_move()

    # ------------------------------------------------------------ drawing
    def refresh(self) -> None:
        lang = self.lang
        for component in (self.hand, self.table, self.sheet):
            component.lang = lang
        spec = self.match.spec
        self.title.value = (
            f'<h3 style="margin:4px 0">{escape(spec.title.get(lang, spec.title["en"]))}</h3>'
        )
        self.hint_button.description = say("hint", lang)
        self.hint_button.disabled = self.state.is_over
        state = self.state
        if state.is_over and self.whole_game:
            self.deal_button.description = say("new_game" if self.match.is_over else "next_hand", lang)
        else:
            self.deal_button.description = say("new_deal", lang)
        self.table.totals = self.match.totals if self.whole_game else None
        self.sheet.refresh()
        self._render_hint()
        self._render_result()
        self._render_log()
        self._render_status()

    def _render_status(self) -> None:
        state, lang = self.state, self.lang
        if state.is_over:
            text = svg.text("hand_over", lang)
        elif state.turn == self.seat:
            text = say("your_lead" if not state.trick() else "your_turn", lang)
        else:
            text = say("waiting", lang, seat=svg.seat_name(state.turn or 0, lang, self.seat))
        your_turn = ' data-your-turn="true"' if state.turn == self.seat else ""
        self.status.value = (
            f'<div class="tarot-status-line" role="status" aria-live="polite"{your_turn} '
            f'style="font-size:15px;font-weight:bold;margin:4px 0">{escape(text)}</div>'
        )

    def _render_hint(self) -> None:
        html = self._hint_html()
        self.hint_box.value = html
        self.hint_box.layout.display = None if html else "none"

    def _hint_html(self) -> str:
        """The hint when asked for (button) or, with ``hints`` on, at each of the learner's
        turns; empty otherwise."""
        state, lang = self.state, self.lang
        your_turn = state.turn == self.seat
        if not (your_turn if self.hints else self._hint_shown):
            return ""
        if not your_turn:
            return message_html("hint", say("hint_not_now", lang))
        advice = hint(state)
        rule_text = advice.explanation(lang)
        if rule_text and advice.rule:  # the rule's sentence already names the legal cards
            parts = [f"{rule_text} {rule_suffix(advice.rule, lang)}"]
        else:
            parts = [say("hint_free", lang)]
        parts.append(advice.advice(lang))
        return message_html("hint", " ".join(parts), title=say("hint", lang), rule=advice.rule or "")

    def _render_result(self) -> None:
        state, lang = self.state, self.lang
        result = state.result
        if result is None:
            self.result.value = ""
            return
        you = self.seat
        summary = say(
            "hand_result", lang, score=f"{result.score[you]:+g}", points=result.card_points[you],
            cards=state.view(you).cards_won[you],
        )
        self.result.value = (
            message_html("result", summary, role="status")
            + f'<div style="white-space:normal">{svg.result_html(state, lang, you)}</div>'
        )

    def _render_log(self) -> None:
        state, lang = self.state, self.lang
        lines = event_lines(state.events, state.tricks, lang, self.seat)
        items = "".join(f"<li>{escape(line)}</li>" for line in lines[-8:])
        self.log_view.value = (
            f'<div class="tarot-log-view" aria-label="{escape(say("log", lang))}" '
            f'style="white-space:normal;font-size:13px;line-height:1.4">'
            f'<b>{escape(say("log", lang))}</b><ul style="margin:2px 0;padding-left:18px">{items}</ul></div>'
        )

    def _show_error(self) -> None:
        self.status.value = message_html("error", say("error", self.lang), role="alert")
