"""Play whole hands and whole games against computer players, one card at a time."""

from __future__ import annotations

import asyncio
import os
import weakref
from html import escape
from pathlib import Path
from typing import Any, Mapping, Sequence

import anywidget
import ipywidgets as widgets
from ipywidgets.widgets.widget_description import DescriptionStyle
from tarotwidgets.base import (
    Localized,
    fixed_layout,
    guarded,
    html_widget,
    log,
    message_html,
    shared_button,
    shared_style,
    with_rule,
)
from tarotwidgets.deals import (
    deal_in_query, decode_deal, download_html, page_address, record_from_upload, share_link, told_the_address,
    upload_content,
)
from tarotwidgets.hand import HandWidget
from tarotwidgets.i18n import LANGS, LANGUAGE_NAMES, MESSAGES, check_lang, hand_log, name_of, say, signed, tell
from tarotwidgets.phases import PaymentsWidget, PhasePanel, discard_left, must_name_trump, phase_rule
from tarotwidgets.review import ReviewPanel
from tarotwidgets.sheet import ScoreSheet, winners_text
from tarotwidgets.table import TableWidget
from traitlets import Unicode, link

from tarotlib import svg
from tarotlib.actions import Action, Bid, Discard, Play, doubling
from tarotlib.bots import Bot, get_bot, hint
from tarotlib.cards import Card
from tarotlib.coach import Advice, Thinking, think_hint
from tarotlib.deals import start_from
from tarotlib.errors import RecordError, TarotlibError, shown
from tarotlib.games import get_game
from tarotlib.games.klaverjas import doubled, made_contract, rules_of
from tarotlib.i18n import fill
from tarotlib.match import Match
from tarotlib.record import Record, RecordSource, load_record, record_from_state
from tarotlib.spec import GameSpec, OptionSpec, given_options, variant_names
from tarotlib.state import HandState, checked_seat


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


def bot_players(name: str, players: int, seed: int | None, budget: float | None = None) -> list[Bot]:
    """One computer player per seat, each with its own seed (``budget``: the seconds a
    searching bot may think per decision)."""
    return [get_bot(name, None if seed is None else seed * 31 + seat, budget) for seat in range(players)]


LEVELS = ("friendly", "strong")
"""The two levels of the computer players a learner chooses between (issue 29)."""
LEVEL_BOTS = {"friendly": "basic", "strong": "pimc"}
STRONG_BUDGET = 0.5
"""Seconds of search per decision of a strong computer player (a node budget): five times
the tenth of a second the README's strength table measured, and a move well under a
second on a busy server (measured: median 0.4 s, slowest 0.8 s, README)."""
STRONG_BY_DEFAULT = frozenset({"maison-tarot", "la-rigueur", "maison-troggen", "leipzig-taroc", "marjolet", "binage",
                               "klaverjas-4"})
"""The games whose computer players start strong: where pimc measurably plays better than
``basic`` (the README's strength table and its paragraph on opponent levels)."""

_page = {"level": None}
"""The level the learner chose last on this page (a Voila page and a static page each run
a kernel of their own): new hands, new games and the page's other play widgets take it."""
_apps: weakref.WeakSet[PlayApp] = weakref.WeakSet()
"""The play widgets of the page, so that a level chosen in one is taken by all."""


def default_level(game: str) -> str:
    """The level a play widget of ``game`` starts at when the learner has chosen none yet."""
    return "strong" if game in STRONG_BY_DEFAULT else "friendly"


def level_of_bot(bot: str) -> str | None:
    """The level a bot's name plays at (None for one of neither level, as ``random``)."""
    return next((level for level, name in LEVEL_BOTS.items() if name == bot), None)


LEVEL_STORAGE_PREFIX = "tarotlib-level:"
"""The browser's local-storage key of the level chosen for a game is this and the game's id."""


class LevelMemory(anywidget.AnyWidget):
    """The level chosen for a game, kept by the browser (level.js): the front end sends
    ``{"kind": "restore", "level": ...}`` with what its storage holds when drawn, and
    writes ``level`` whenever it is set. Nothing to see: it hides itself."""

    _esm = Path(__file__).with_name("level.js")
    storage_key = Unicode("").tag(sync=True)
    level = Unicode("").tag(sync=True)
    """The learner's choice to keep; "" until one is made."""


def chosen_level(game: str, level: str | None, bot: str | None, prepared: bool = False) -> tuple[str | None, str]:
    """The level and the bot's name a play widget starts with: ``level`` if given, else
    the level of ``bot``, else the page's choice, else "friendly" for a ``prepared`` deal
    (a record, a tutorial's hand with hints: found with the friendly players, so that what
    it shows comes up in play), else the game's default. A level that is not one of
    :data:`LEVELS`, an unknown bot or the two disagreeing is refused."""
    if level is not None and level not in LEVELS:
        raise TarotlibError(f"level: must be 'friendly' or 'strong', not {shown(level)}",
                            f"level: moet 'friendly' of 'strong' zijn, niet {shown(level)}")
    if bot is not None:
        get_bot(bot)  # an unknown name is refused here, naming the field
        if level is not None and LEVEL_BOTS[level] != bot:
            raise TarotlibError(f"level: {shown(level)} plays {LEVEL_BOTS[level]}, not the bot {shown(bot)}",
                                f"level: {shown(level)} speelt {LEVEL_BOTS[level]}, niet de bot {shown(bot)}")
        return level_of_bot(bot), bot
    level = level or _page["level"] or ("friendly" if prepared else default_level(game))
    return level, LEVEL_BOTS[level]


LOG_LINES = 12
"""How many lines of the hand's log show while it is played; the rest scrolls."""


def player_counts(game: str, variants: Sequence[str] = ()) -> dict[int, tuple[str, ...]]:
    """Every number of players the rules allow for ``game`` with ``variants``, each with the
    variants it is played with: the game's own range as the engine has it (TF1: 2-10, MT1:
    2-6; wild Maison Tarot, MT5: 2-78, where the engine refuses at the start a count whose
    cards do not fit the pack, and says why), and the counts that a variant which only
    changes who sits at the table adds or takes back (K5: four at the table)."""
    chosen = variant_names(variants)
    own = get_game(game, chosen)
    counts = {players: chosen for players in range(own.min_players, own.max_players + 1)}
    base = get_game(game)
    for name in base.variants:
        if not seats_only(base, name):
            continue
        other = tuple(v for v in chosen if v != name) if name in chosen else (*chosen, name)
        try:
            spec = get_game(game, other)
        except TarotlibError:  # an alternative to a variant already chosen
            continue
        for players in range(spec.min_players, spec.max_players + 1):
            counts.setdefault(players, other)
    return dict(sorted(counts.items()))


def seats_only(base: GameSpec, name: str) -> bool:
    """Does the variant ``name`` change only the number at the table (K5's four at the
    table), not the options (as wild Maison Tarot's cards and pot do, MT5)?"""
    spec = base.with_variants((name,))
    return (spec.min_players, spec.max_players) != (base.min_players, base.max_players) \
        and spec.options == base.options


def count_label(players: int, variants: Sequence[str], spec: GameSpec, lang: str) -> str:
    """'4' or, played with a variant that seats them, '4 (Four at the table, K5)'."""
    seating = [spec.variants[v] for v in variants if seats_only(spec, v)]
    named = ", ".join(f"{fill(v.title, lang)}, {v.rule}" for v in seating)
    return f"{players} ({named})" if named else str(players)


def settable_options(spec: GameSpec) -> list[OptionSpec]:
    """The options a learner may set before a game: whole numbers and yes/no choices, not
    what a game hands on from hand to hand (MJ8's scores, K6's first hand)."""
    return [o for o in spec.options if o.kind in ("int", "bool") and o.name not in spec.match.first_options]


def result_line(state: HandState, you: int, lang: str) -> str:
    """The hand's result for ``you`` in one sentence, in the game's own terms: made or nat
    and the sheet (K4), chips (TF4), card points against a par plus what was paid during
    the hand (LT6: 26), else the score with its card points."""
    result = state.result
    assert result is not None
    score, extra = signed(result.score[you]), result.extra
    contract = made_contract(state)
    if "nat" in extra and contract is None:  # all passed (K5, K7): why is told beside it
        return say("hand_result_no_contract", lang)
    if "nat" in extra:
        player = contract.seat
        counted = [sum(part.amount for part in result.parts_of(s, "contract")) for s in range(state.players)]  # K4
        if state.spec.sides is not None:  # K6 partners: each seat shows its side's figures, the other side's once
            others = next(counted[s] for s in range(state.players) if state.sides[s] != state.sides[player])
        else:  # K3: the Speler against both defenders
            others = sum(counted) - counted[player]
        line = tell("hand_result_nat" if extra["nat"] else "hand_result_made", lang, player, you, score=score,
                    sheet=signed(extra["sheet"][you]), own=counted[player], others=others,
                    contract=_contract_words(state, lang))
        return f"{line} {say('you_sat_out', lang)}" if state.sitting_out == you else line
    if "pot_left" in extra:
        return say("hand_result_chips", lang, score=score, tricks=result.tricks[you])
    if "bonus" in extra:  # Marjolet, Binage: the other player's score beside yours, so a tie is plain
        other = 1 - you
        return say("hand_result_bonus", lang, score=score, points=result.card_points[you], bonus=extra["bonus"][you],
                   other=svg.seat_name(other, lang), other_score=signed(result.score[other]))
    parts = result.parts_of(you)  # what the score is made of, as the engine scored it
    par = -sum(part.amount for part in parts if part.name == "par")
    if par > 0:  # LT6: card points against 26, plus what was paid during the hand (LT2, LT5, LT8)
        paid = sum(part.amount for part in parts if part.name == "paid")
        return say("hand_result_par", lang, score=score, points=result.card_points[you], par=par,
                   over=signed(result.card_points[you] - par), paid=signed(paid))
    return say("hand_result", lang, score=score, points=result.card_points[you], cards=state.view(you).cards_won[you])


def _contract_words(state: HandState, lang: str) -> str:
    """'diamonds, 82 to make': the trump and what the players must reach (K4; a Leids
    bid, K7; more than the defenders under ``majority``)."""
    contract = made_contract(state)
    assert contract is not None
    suit = state.pack.suit_name(contract.trump, lang)
    majority = rules_of(state.spec).majority
    if majority and contract.points:
        return say("contract_words_both", lang, suit=suit, points=contract.points)
    return say("contract_words_majority" if majority else "contract_words", lang, suit=suit, points=contract.points)


def _running_loop() -> asyncio.AbstractEventLoop | None:
    """The kernel's event loop when there is one (notebook, Voila); None in plain Python."""
    try:
        return asyncio.get_running_loop()
    except RuntimeError:
        return None


BOT_DELAY = 0.7
"""Seconds between two computer players' cards: slow enough to follow each card."""
TRICK_PAUSE = 1.4
"""Seconds a finished trick stays on the table before the next lead."""
PACE_ENV = "TAROTLIB_BOT_PACE"
"""A factor on both pauses for every play widget of a server (e.g. ``0.1``): the browser
tests play whole hands on every page through the same asynchronous path as a learner,
only quicker. Not a number, or not between 0 and 10: the normal pace (1)."""


def bot_pace() -> float:
    """The factor :data:`PACE_ENV` sets on the computer players' pauses (1 when unset)."""
    try:
        pace = float(os.environ.get(PACE_ENV, "1"))
    except ValueError:
        return 1.0
    return pace if 0 <= pace <= 10 else 1.0


class PlayApp(widgets.VBox, Localized):
    """You against computer players: ``PlayApp("maison-tarot", players=4, lang="nl")`` (``players``
    defaults to the game's own number).

    The computer players' cards appear one by one, ``bot_delay`` seconds apart (and
    ``trick_pause`` seconds to look at a finished trick; both by default :data:`BOT_DELAY`
    and :data:`TRICK_PAUSE` times :func:`bot_pace`), scheduled on the kernel's
    event loop so the page stays live in Voila; ``bot_delay=0`` plays them at once,
    synchronously (tests). ``whole_game`` keeps score over hands to the game's end
    (MT4: 50 points, MJ8: 500) with a score sheet; otherwise each deal stands alone.
    ``hands`` sets the number of hands of a game that plays a fixed number (K8: 16).

    The Hint button asks the coach (:func:`tarotlib.coach.think_hint`: the sampling
    search from the learner's own view) for the best action with its reason in one line,
    shown above the legal cards and the rule that limits them; it thinks one sampled deal
    at a time on the event loop (the button says so meanwhile, the page stays live, and a
    play made meanwhile drops it), or at once with ``bot_delay=0``. ``hints=True`` shows
    the hint by itself at each of the learner's turns, instead of a Hint button.

    ``level`` ("friendly": ``basic``; "strong": ``pimc`` at :data:`STRONG_BUDGET`) sets
    every computer seat, a Klaverjassen partner too; the page's last choice, else the
    game's own default (:func:`default_level`; friendly for a record's deal or a hand with
    ``hints``, prepared with those players), when neither it nor ``bot`` (any bot's
    name) is given. The learner switches it with the "Opponents" buttons; the choice
    holds for the widget's next hands and games and for the page's other play widgets.
    A strong player thinks one sampled deal at a time on the event loop, so the page
    answers clicks while it thinks.

    Every phase plays here: when the learner is to act before or between tricks (a
    discard, declarations, bids, a yes/no question) the matching controls show
    (:class:`~tarotwidgets.phases.PhasePanel`; the discard is made in the hand), and
    the chips and payments of the hand are drawn as they happen. ``options`` are the
    game's own (wild Maison Tarot's cards and pot, MT5); where the game has options or
    several player counts, a settings button lets the learner change them for a new game.
    "New deal" in the middle of a hand asks first, and in a whole game it starts a new
    game: a poor hand is played out, never dealt again for free.

    ``record`` (or :meth:`from_record`) plays the deal of a record (RECORD.md) instead
    of a shuffled one, so a whole class plays the same cards; the "Shared deals" button
    opens the teacher's tools: load a record file, deal the shared deal again, show
    every hand (``open_hands``, off by default), save the hand as a record file, and a
    link that carries the deal.

    Once a hand is over, "Review this hand" opens its review
    (:class:`~tarotwidgets.review.ReviewPanel`); its "Play from here" plays the deal on
    from a mistake with the better choice, as a hand outside the game (:meth:`play_from`).
    """

    def __init__(
        self,
        game: str = "maison-tarot",
        players: int | None = None,
        variants: Sequence[str] = (),
        lang: str = "en",
        seat: int = 0,
        bot: str | None = None,
        seed: int | None = None,
        whole_game: bool = True,
        *,
        hands: int | None = None,
        options: Mapping[str, Any] | None = None,
        hints: bool = False,
        level: str | None = None,
        record: RecordSource | None = None,
        open_hands: bool = False,
        bot_delay: float | None = None,
        trick_pause: float | None = None,
        **kwargs: Any,
    ):
        self.shared: Record | None = None if record is None else load_record(record)  # RecordError: refused
        if self.shared is not None:
            game, players, variants = self.shared.game, self.shared.players, self.shared.variant
            options, whole_game = self.shared.options, False
            seed = 0 if seed is None else seed  # the same computer players' choices for the whole class
        check_lang(lang)
        if seed is not None and type(seed) is not int:  # each game and each computer player count on from it
            raise TarotlibError(f"seed: must be a whole number, not {shown(seed)}",
                                f"seed: moet een geheel getal zijn, niet {shown(seed)}")
        for name, value in (("bot_delay", bot_delay), ("trick_pause", trick_pause)):
            if value is not None and (type(value) not in (int, float) or not 0 <= value <= 60):
                raise TarotlibError(f"{name}: must be a number of seconds from 0 to 60, not {shown(value)}",
                                    f"{name}: moet een aantal seconden van 0 tot 60 zijn, niet {shown(value)}")
        self._level_given = level is not None or bot is not None  # an author's choice: not the browser's
        self.level, bot = chosen_level(game, level, bot, prepared=hints or self.shared is not None)
        self.game, self.players, self.variants = game, players, variant_names(variants)
        self.options = given_options(options)  # a dict of its own: a new game starts from it
        self.seat, self.bot, self.seed, self.whole_game = seat, bot, seed, whole_game
        self.hints, self.hands = hints, hands
        pace = bot_pace()
        self.bot_delay = BOT_DELAY * pace if bot_delay is None else bot_delay
        self.trick_pause = TRICK_PAUSE * pace if trick_pause is None else trick_pause
        self._games_started = 0
        self._deal_number = 0
        self._bot_task: asyncio.Task[None] | None = None
        self._replayed: HandState | None = None  # a hand played on from the review, outside the game
        self.review_panel: ReviewPanel | None = None
        self.match = self._new_match()
        checked_seat(seat, self.match.players)  # before any widget of that seat
        self.bots = self._computer_players()
        # Deal before anything can redraw: every redraw reads ``self.state``, and a
        # language other than English redraws as soon as the switch is linked below.
        first_hand = self.match.new_hand() if self.shared is None else self._shared_hand()

        self.title = html_widget()
        self.switch = LanguageSwitch(lang)
        self.table = TableWidget(you=seat, open_hands=open_hands)
        self.status = html_widget(classes=("tarot-status",))
        self.hand = HandWidget(seat=seat)
        self.phase_panel = PhasePanel(seat=seat)
        self.payments = PaymentsWidget(you=seat)
        self.hint_button = widgets.Button(icon="lightbulb-o", _dom_classes=("tarot-hint-button",))
        if hints:
            self.hint_button.layout.display = "none"  # the hint shows by itself
        self.deal_button = shared_button(("tarot-deal-button",), icon="refresh", layout=fixed_layout(width="auto"))
        self._relabelling = False  # the level's words change with the language: not a choice
        self.level_toggle = widgets.ToggleButtons(
            options=self._level_options(lang), value=self.level, _dom_classes=("tarot-level",),
            style=shared_style(widgets.ToggleButtonsStyle, description_width="initial", button_width="auto"),
            layout=fixed_layout(width="auto"))
        self.level_memory = LevelMemory(storage_key=LEVEL_STORAGE_PREFIX + self.match.spec.id,
                                        level=_page["level"] or "", layout=fixed_layout(display="none"))
        self.settings_button: widgets.Button | None = None
        spec = self.match.spec
        if settable_options(spec) or len(player_counts(game, self.variants)) > 1:
            # as wide as its words: ipywidgets' fixed button width cut "Players and options" short
            self.settings_button = shared_button(("tarot-settings-button",), icon="sliders",
                                                 layout=fixed_layout(width="auto"))
        self.dialog = widgets.Box(layout=fixed_layout())  # the confirmation or the settings, made when asked for
        self._settings: dict[str, widgets.Widget] = {}
        self.deals_button = shared_button(("tarot-deals-button",), icon="share-alt", layout=fixed_layout(width="auto"))
        self.deals_box = widgets.Box(layout=fixed_layout())  # the teacher's tools, made when asked for
        self._tools: dict[str, widgets.Widget] = {}
        # it hides itself: a layout of its own
        self.hint_box = html_widget(classes=("tarot-hint-box",), layout=widgets.Layout())
        self.result = html_widget(classes=("tarot-hand-result",))
        self.sheet = ScoreSheet(self.match, you=seat)
        self.sheet.layout.display = None if whole_game else "none"
        self.log_view = html_widget(classes=("tarot-log",))
        # the review after a hand (widgets/review.py): a button that shows once the hand is over
        self.review_button = shared_button(("tarot-review-button",), icon="search", layout=widgets.Layout(width="auto"))
        self.review_box = widgets.Box(layout=fixed_layout())
        self._replay_note: widgets.HTML | None = None
        self._hint_shown = False
        self._advice: Advice | None = None  # the coach's word on the position at _advice_at
        self._advice_at: tuple[int, int] | None = None  # (deal, actions taken): thought for, or thinking of
        self._hint_task: asyncio.Task[None] | None = None
        self._hint_failed_at: tuple[int, int] | None = None  # the position whose hint failed

        flow = widgets.Layout(flex_flow="row wrap", align_items="center", justify_content="space-between")
        header = widgets.HBox((self.title, self.switch), layout=flow)
        row = (self.hint_button, self.deal_button) + ((self.settings_button,) if self.settings_button else ()) \
            + (self.deals_button, self.review_button)
        buttons = widgets.HBox(row + (self.level_toggle, self.level_memory), layout=widgets.Layout(flex_flow="row wrap",
                                                                               align_items="center"))
        super().__init__(
            children=(header, self.table, self.status, self.phase_panel, self.hand, buttons, self.dialog,
                      self.deals_box, self.hint_box, self.payments, self.result, self.review_box, self.sheet,
                      self.log_view),
            layout=widgets.Layout(width="100%", max_width="980px"),
            _dom_classes=("tarot-play-app",),
            **kwargs,
        )
        link((self.switch, "lang"), (self, "lang"))  # sets self.lang: redraws, in that language
        if not told_the_address():
            page_address()  # the static site: the browser reports the address long before a share link is asked for
        self.hint_button.on_click(guarded(lambda _b: self.show_hint(), self._show_error))
        self.deal_button.on_click(guarded(lambda _b: self.deal(), self._show_error))
        if self.settings_button is not None:
            self.settings_button.on_click(guarded(lambda _b: self.show_settings(), self._show_error))
        self.deals_button.on_click(guarded(lambda _b: self.show_deal_tools(), self._show_error))
        self.review_button.on_click(guarded(lambda _b: self.show_review(), self._show_error))
        self.level_toggle.observe(guarded(lambda change: self._level_clicked(change["new"]), self._show_error),
                                  "value")
        self.level_memory.on_msg(guarded(lambda _w, content, _b: self._level_stored(content), self._show_error))
        _apps.add(self)
        self.hand.on_play(lambda _card: self._after_human_play())
        self.phase_panel.on_act(lambda _action: self._after_human_play())
        self.hand.on_refused(lambda _error: self._clear_hint())
        self._start_hand(first_hand)

    @classmethod
    def from_record(cls, record: RecordSource, lang: str = "en", **kwargs: Any) -> PlayApp:
        """The deal of ``record`` to play (its game, variants, options, dealer and cards);
        :class:`~tarotlib.errors.RecordError` names the field of a bad record."""
        return cls(record=record, lang=lang, **kwargs)

    @classmethod
    def from_url(cls, game: str = "maison-tarot", lang: str = "en", *, query: str | None = None,
                 **kwargs: Any) -> PlayApp:
        """The deal the page's link carries (``?deal=...``, Voila's ``QUERY_STRING``), else a
        shuffled ``game``; a damaged link plays ``game`` and says why in the teacher's tools."""
        carried = deal_in_query(query)
        if carried is None:
            return cls(game, lang=lang, **kwargs)
        try:
            return cls(record=decode_deal(carried), lang=lang, **kwargs)
        except RecordError as problem:
            app = cls(game, lang=lang, **kwargs)
            app.show_deal_tools()
            app._tool_message("refusal", say("link_refused", lang, reason=problem.message(lang)))
            return app

    # ------------------------------------------------------------ reading
    @property
    def state(self) -> HandState:
        """The hand being played now: the game's, or one played on from the review."""
        current = self._replayed or self.match.current
        assert current is not None
        return current

    def _bot_to_move(self) -> bool:
        state = self.state
        return state.turn is not None and state.turn != self.seat

    # ------------------------------------------------------------ actions
    def play(self, card: str | Card) -> bool:
        """Play ``card`` for the learner, as a click on it would; True when allowed."""
        return self.hand.click(card)

    def act(self, action: Action) -> bool:
        """Take ``action`` for the learner, as the matching click would (a card in the hand
        for a play or a discard, a choice in the phase panel otherwise); True when allowed."""
        if isinstance(action, (Play, Discard)):
            return self.hand.click(action.card)
        return self.phase_panel.act(action)

    def deal(self) -> None:
        """The deal button: the next hand of the game, or a new game once it is over. In
        the middle of a hand it asks first: a whole game starts again (no free redeal of
        a poor hand), a single hand is dealt again by the same dealer. A hand played on
        from the review is left without asking: the game goes on from its own hand."""
        self._replayed = None
        if self.state.is_over:
            if self.match.is_over or not self.whole_game:
                self._replace_match()
            self._start_hand(self.match.new_hand())
            return
        self._ask_to_confirm()

    def confirm_deal(self) -> None:
        """What "yes" to the question of :meth:`deal` does."""
        self.dialog.children = ()
        if self.whole_game:
            self._replace_match()
        else:
            self.match.hands.pop()  # a practice hand: the same dealer deals again
        self._start_hand(self.match.new_hand())

    def _ask_to_confirm(self) -> None:
        lang = self.lang
        question = html_widget(message_html("info", say("confirm_new_game" if self.whole_game else "confirm_new_deal",
                                                        lang), role="alert"), classes=("tarot-confirm-text",))
        yes = shared_button(("tarot-confirm-yes",), description=say("yes_new_game" if self.whole_game else "yes_new_deal",
                                                                     lang))
        no = shared_button(("tarot-confirm-no",), description=say("play_on", lang))
        yes.on_click(guarded(lambda _b: self.confirm_deal(), self._show_error))
        no.on_click(guarded(lambda _b: self._close_dialog(), self._show_error))
        self.dialog.children = (widgets.VBox((question, widgets.HBox((yes, no), layout=fixed_layout())),
                                             layout=fixed_layout(), _dom_classes=("tarot-confirm",)),)

    # ------------------------------------------------------------ shared deals
    @property
    def open_hands(self) -> bool:
        """Every hand shown face up on the table: a teacher's demonstration."""
        return self.table.open_hands

    @open_hands.setter
    def open_hands(self, shown: bool) -> None:
        self.table.open_hands = shown
        if "open" in self._tools:
            self._tools["open"].value = shown

    def show_deal_tools(self) -> None:
        """The teacher's tools (made when first asked for: most pages never need them)."""
        if self._tools:
            self.deals_box.children = ()
            self._tools = {}
            return
        upload = widgets.FileUpload(accept=".json,application/json", multiple=False,
                                    layout=fixed_layout(width="auto"), _dom_classes=("tarot-deal-upload",))
        upload.observe(guarded(lambda change: self._uploaded(change["new"]), self._show_error), "value")
        shown = widgets.Checkbox(value=self.open_hands, indent=False, layout=fixed_layout(width="auto"),
                                 _dom_classes=("tarot-open-hands",))
        shown.observe(guarded(lambda change: setattr(self, "open_hands", change["new"]), self._show_error), "value")
        again = shared_button(("tarot-deal-again",), icon="repeat")
        again.on_click(guarded(lambda _b: self.deal_shared_again(), self._show_error))
        save = shared_button(("tarot-save-record",), icon="download")
        save.on_click(guarded(lambda _b: self.save_record(), self._show_error))
        self._tools = {
            "label": html_widget(classes=("tarot-deal-tools-label",)), "upload": upload, "open": shown,
            "again": again, "save": save, "message": html_widget(classes=("tarot-deal-message",)),
            "link": html_widget(classes=("tarot-deal-link",)),
        }
        self._render_tools()
        row = widgets.HBox((upload, again, save, shown), layout=fixed_layout(flex_flow="row wrap",
                                                                            align_items="center"))
        self.deals_box.children = (widgets.VBox((self._tools["label"], row, self._tools["message"],
                                                 self._tools["link"]), layout=fixed_layout(),
                                                _dom_classes=("tarot-deal-tools",)),)

    def load_record(self, source: RecordSource) -> bool:
        """Play the deal of ``source`` from its first card; False, with the record's fault
        shown in the learner's language (never a traceback), when it is refused."""
        try:
            record = load_record(source)
            start_from(record)  # a deal that passes the reader but not the engine is refused here too
        except RecordError as problem:
            self._tool_message("refusal", say("record_refused", self.lang, reason=problem.message(self.lang)))
            return False
        self.shared = record
        self.game, self.players, self.variants = record.game, record.players, tuple(record.variant)
        self.options, self.whole_game = dict(record.options), False
        self.seed = 0 if self.seed is None else self.seed
        self.sheet.layout.display = "none"
        self._replace_match()
        self._start_hand(self._shared_hand())
        self._tool_message("info", say("record_loaded", self.lang))
        return True

    def deal_shared_again(self) -> None:
        """The shared deal once more from its first card (or, with none loaded, a new deal)."""
        if self.shared is None:
            self.deal()
            return
        self._replace_match()
        self._start_hand(self._shared_hand())

    def saved_record(self) -> dict[str, Any]:
        """The hand as played so far, as a record (``result`` null until it ends)."""
        return record_from_state(self.state)

    def save_record(self) -> None:
        """The save button: a download link of the hand's record and a link that carries its deal."""
        if not self._tools:
            self.show_deal_tools()
        record, lang = self.saved_record(), self.lang
        name = f"{record['game']}-{len(self.match.hands)}.json"
        link = share_link(record)
        self._tools["link"].value = (
            f'<div style="white-space:normal;line-height:1.6">'
            f'{download_html(record, name, say("download_record", lang))}<br>'
            f'{escape(say("share_deal", lang))} <a class="tarot-share-link" href="{escape(link)}" target="_blank"'
            f' style="color:#1a5fb4;text-decoration:underline">'
            f'{escape(say("share_link", lang))}</a></div>')

    def _uploaded(self, value: Any) -> None:
        content = upload_content(value)
        if content is None:
            return
        try:
            record = record_from_upload(content[1])
        except RecordError as problem:
            self._tool_message("refusal", say("record_refused", self.lang, reason=problem.message(self.lang)))
            return
        self.load_record(record)

    def _shared_hand(self) -> HandState:
        """The shared deal as the current hand of the match."""
        assert self.shared is not None
        state = start_from(self.shared)
        self.match.hands.append(state)
        return state

    def _tool_message(self, kind: str, text: str) -> None:
        if not self._tools:
            self.show_deal_tools()
        self._tools["message"].value = message_html(kind, text, role="alert" if kind == "refusal" else "status")

    def _render_tools(self) -> None:
        if not self._tools:
            return
        lang = self.lang
        self._tools["label"].value = (f'<p style="white-space:normal;margin:2px 0"><b>{escape(say("deal_tools", lang))}'
                                      f'</b> {escape(say("deal_tools_help", lang))}</p>')
        self._tools["upload"].description = say("load_record", lang)
        self._tools["open"].description = say("open_hands", lang)
        self._tools["again"].description = say("deal_again", lang)
        self._tools["again"].disabled = self.shared is None
        self._tools["save"].description = say("save_record", lang)

    def _close_dialog(self) -> None:
        self.dialog.children = ()
        self._settings = {}

    def show_settings(self) -> None:
        """The players and options of a new game (made when first asked for: few pages need them)."""
        if self._settings:
            self._close_dialog()
            return
        spec, lang = self.match.spec, self.lang
        style = shared_style(DescriptionStyle, description_width="initial")
        controls: dict[str, widgets.Widget] = {}
        counts = player_counts(self.game, self.variants)
        if len(counts) > 1:
            base = get_game(self.game)
            controls["players"] = widgets.Dropdown(
                options=[(count_label(n, variants, base, lang), n) for n, variants in counts.items()],
                value=self.match.players,
                description=say("players_label", lang), style=style, layout=fixed_layout(width="auto"))
        for option in settable_options(spec):
            value = self.match.options.get(option.name)
            described = f"{fill(option.doc, lang)} ({option.rule})"
            if option.kind == "bool":
                controls[option.name] = widgets.Checkbox(value=bool(value), description=described, indent=False,
                                                         layout=fixed_layout(width="auto"))
            else:
                controls[option.name] = widgets.BoundedIntText(
                    value=value, min=option.minimum, max=min(option.maximum, 100_000), description=described,
                    style=style, layout=fixed_layout(width="auto"))
        start = shared_button(("tarot-settings-start",), description=say("start_with", lang), icon="play",
                              layout=fixed_layout(width="auto"))
        start.on_click(guarded(lambda _b: self.apply_settings(), self._show_error))
        self._settings = {**controls, "message": html_widget(classes=("tarot-settings-message",))}
        self.dialog.children = (widgets.VBox((*controls.values(), start, self._settings["message"]),
                                             layout=fixed_layout(), _dom_classes=("tarot-settings",)),)

    def apply_settings(self, players: int | None = None, **options: Any) -> bool:
        """Start a new game with the settings shown (or those given); True when the game
        takes them, else the engine's reason shows and nothing changes."""
        shown = {name: control.value for name, control in self._settings.items() if name != "message"}
        players = players if players is not None else shown.pop("players", self.players)
        shown.pop("players", None)
        chosen = {**self.options, **shown, **options}
        variants = player_counts(self.game, self.variants).get(players, self.variants)  # K5: four at the table
        try:
            match = Match(self.game, players, variants, options=chosen, seed=self._next_seed(),
                          hands=self.hands)
        except TarotlibError as problem:
            if "message" in self._settings:
                self._settings["message"].value = message_html("refusal", problem.message(self.lang), role="alert")
            return False
        self.players, self.options, self.variants = match.players, chosen, variants
        self.shared = None  # a game of its own settings: shuffled deals again
        self._close_dialog()
        self._replace_match(match)
        self._start_hand(match.new_hand())
        return True

    def show_hint(self) -> None:
        """The coach's best action with its reason, the legal cards and the rule that
        limits them (thought on the event loop where there is one: see the class)."""
        self._hint_shown = True
        self._render_hint()

    def _clear_hint(self) -> None:
        """Hide a hint asked for with the button (with ``hints`` on, the next one shows by
        itself); a hint still thinking goes on, for the same position."""
        self._hint_shown = False
        self._render_hint()

    @property
    def advice(self) -> Advice | None:
        """The coach's advice for the position shown, once thought (None before, or while thinking)."""
        return self._advice if self._advice_at == self._position() else None

    @property
    def hint_thinking(self) -> bool:
        """Is the coach thinking of a hint for the position shown?"""
        return self._hint_task is not None and not self._hint_task.done()

    def _position(self) -> tuple[int, int]:
        return self._deal_number, len(self.state.actions)

    def _think_hint(self) -> None:
        """Start the coach on the learner's position, unless its advice is there or coming."""
        state = self.state
        if state.turn != self.seat or self._advice_at == self._position():
            return
        self._stop_hint()
        self._advice_at = at = self._position()
        seed = (self.seed or 0) * 7919 + len(state.actions)  # the same position, the same hint
        thinking = think_hint(state.view(self.seat), state.spec, seed=seed)
        loop = _running_loop()
        if self.bot_delay <= 0 or loop is None:
            try:
                self._advice = thinking.finish()
            except Exception:
                self._hint_failed_at = at
                raise
            return
        self._hint_task = loop.create_task(self._think_hint_slowly(thinking, at))
        self._render_hint_button()

    async def _think_hint_slowly(self, thinking: Thinking[Advice], at: tuple[int, int]) -> None:
        """The coach's steps, one sampled deal each, the event loop serving clicks between them."""
        try:
            while not thinking.step():
                await asyncio.sleep(0)
            if at == self._advice_at:
                self._advice = thinking.result
        except asyncio.CancelledError:
            raise
        except Exception:  # noqa: BLE001 - a learner sees a sentence; the log keeps the traceback
            log.exception("hint failed")
            self._hint_failed_at = at
            self._show_error()
        if at == self._advice_at:
            self._hint_task = None
            self._render_hint_button()
            self._render_hint()

    def _stop_hint(self) -> None:
        """Drop the advice and any thinking: the position it was for has gone."""
        if self._hint_task is not None:
            self._hint_task.cancel()
        self._hint_task, self._advice, self._advice_at = None, None, None
        self._render_hint_button()

    def _render_hint_button(self) -> None:
        """The Hint button, or while the coach thinks: disabled, "Thinking…" and a spinner."""
        thinking, button = self.hint_thinking, self.hint_button
        button.description = say("hint_thinking" if thinking else "hint", self.lang)
        button.icon = "spinner" if thinking else "lightbulb-o"
        button.disabled = thinking or self.state.is_over
        classes = tuple(c for c in button._dom_classes if c != "tarot-thinking")
        button._dom_classes = classes + (("tarot-thinking",) if thinking else ())

    def _next_seed(self) -> int | None:
        seed = None if self.seed is None else self.seed + 1000 * self._games_started
        self._games_started += 1
        return seed

    def _new_match(self) -> Match:
        dealer = None if self.shared is None else self.shared.dealer
        return Match(self.game, self.players, self.variants, options=self.options, seed=self._next_seed(),
                     first_dealer=dealer, hands=self.hands)

    def _replace_match(self, match: Match | None = None) -> None:
        """A new game: its match, its sheet, and computer players for its seats."""
        self.match = match or self._new_match()
        self.sheet.match = self.match
        # the new game's totals come with its first hand (refresh): the table still shows the old
        # game's seats, which another number of players would not match
        self.table.totals = None
        self.bots = self._computer_players()

    def _start_hand(self, state: HandState) -> None:
        self._replayed = state if state is not self.match.current else None
        self._close_review()
        self._deal_number += 1
        if self._bot_task is not None:
            self._bot_task.cancel()
            self._bot_task = None
        self.dialog.children = ()
        self._settings = {}
        if "again" in self._tools:
            self._tools["again"].disabled = self.shared is None
        self.hand.state = state
        self.table.state = state
        self.phase_panel.state = state
        self.payments.state = state
        self._stop_hint()
        self._clear_hint()
        self.refresh()
        self._continue()

    def _after_human_play(self) -> None:
        # The status line says whose turn it is (a screen reader and the browser tests
        # follow it): it changes first here, before the card leaves the hand.
        self._render_status()
        self._stop_hint()
        self._clear_hint()
        self._after_move()
        self._continue()

    def _after_move(self) -> None:
        """Redraw what a move changes: the trick first (what the eye follows), the status
        line last, once everything it announces (a turn, a finished hand) shows."""
        self.table.refresh()
        self.hand.refresh()
        self.phase_panel.refresh()
        self.payments.refresh()
        self._render_hint()
        self._render_log()
        if self.state.is_over:
            self.refresh()
        self._render_status()

    # ------------------------------------------------------------ review
    def show_review(self) -> None:
        """The review button: the review of the hand just played (widgets/review.py),
        or, when it is open, close it."""
        if self.review_panel is not None:
            self._close_review()
            self._render_review()
            return
        asynchronous = self.bot_delay > 0 and _running_loop() is not None
        self.review_panel = ReviewPanel(self.state, self.seat, self.lang, seed=self.seed or 0,
                                        asynchronous=asynchronous, on_play_from=self.play_from)
        self._render_review()

    def play_from(self, position: HandState) -> None:
        """Play on from ``position`` (the review's: the same deal with the better choice
        made) against the same computer players, as a hand of its own. It stays outside
        the game: the match, its score sheet and its count of hands keep the game's own
        hand, and "Next hand" goes on from there (:meth:`deal`)."""
        self._start_hand(position)

    def _close_review(self) -> None:
        if self.review_panel is not None:
            self.review_box.children = ()  # off the page first: a box must not show a closed widget
            self.review_panel.close()
            self.review_panel = None

    def _render_review(self) -> None:
        """The review button once the hand is over, the open review in the language
        shown, and, while a hand from the review is played, that it does not count."""
        lang, state = self.lang, self.state
        self.review_button.description = say("review_close" if self.review_panel else "review_button", lang)
        self.review_button.layout.display = None if state.is_over else "none"
        if self.review_panel is not None:
            self.review_panel.lang = lang
            self.review_box.children = (self.review_panel,)
        elif self._replayed is not None:
            if self._replay_note is None:  # made when first needed: most pages never replay a hand
                self._replay_note = html_widget(classes=("tarot-replayed-note",))
            self._replay_note.value = message_html("info", say("review_replayed", lang))
            self.review_box.children = (self._replay_note,)
        else:
            self.review_box.children = ()

    # ------------------------------------------------------------ computer players
    def _computer_players(self) -> list[Bot]:
        return bot_players(self.bot, self.match.players, self.seed, STRONG_BUDGET if self.bot == "pimc" else None)

    def set_level(self, level: str) -> None:
        """The learner's choice of level ("friendly" or "strong"), as the Opponents buttons
        make it: every computer seat plays at it from its next move, in this widget's next
        hands and games and in the page's other play widgets."""
        chosen_level(self.game, level, None)  # a bad level is refused before anything changes
        _page["level"] = level
        for app in list(_apps):
            app._take_level(level)

    def _level_stored(self, content: Any) -> None:
        """What the browser kept from an earlier visit: taken, unless the page's author set
        the level or the learner has chosen one on this page since it was drawn."""
        level = content.get("level") if isinstance(content, dict) and content.get("kind") == "restore" else None
        if level in LEVELS and not self._level_given and _page["level"] is None:
            self.set_level(level)

    def _take_level(self, level: str) -> None:
        self.level_memory.level = level  # the browser keeps the learner's choice
        if level == self.level and self.bot == LEVEL_BOTS[level]:
            return
        self.level, self.bot = level, LEVEL_BOTS[level]
        self.bots = self._computer_players()
        self._relabelling = True
        try:
            self.level_toggle.value = level
        finally:
            self._relabelling = False

    def _level_clicked(self, level: str | None) -> None:
        if not self._relabelling and level is not None and level != self.level:
            self.set_level(level)

    @staticmethod
    def _level_options(lang: str) -> list[tuple[str, str]]:
        return [(say(f"level_{level}", lang), level) for level in LEVELS]

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
        """Each computer player's move on the event loop: it thinks (a strong player one
        sampled deal a step, the loop serving clicks in between) while the pause before
        its card runs, so thinking adds to the pause only where it is longer."""
        loop = asyncio.get_running_loop()
        try:
            while self._bot_to_move() and deal_number == self._deal_number:
                state = self.state
                seat = state.turn
                assert seat is not None
                just_finished_trick = not state.trick() and bool(state.tricks)
                pause = self.trick_pause if just_finished_trick else self.bot_delay
                started = loop.time()
                action = await self._think(self.bots[seat], state, seat)
                await asyncio.sleep(max(0.0, pause - (loop.time() - started)))
                if deal_number != self._deal_number:
                    return
                state.apply(action, seat)
                self._after_move()
        except asyncio.CancelledError:
            raise
        except Exception:  # noqa: BLE001 - a learner sees a sentence; the log keeps the traceback
            log.exception("computer player failed")
            self._show_error()

    @staticmethod
    async def _think(bot: Bot, state: HandState, seat: int) -> Action:
        """The bot's choice for ``seat`` (every bot reads only ``state.view(seat)``); a
        searching bot's one deal at a time, giving the event loop its turn between deals
        (a click, the language switch, a new deal)."""
        deliberate = getattr(bot, "deliberate", None)
        if deliberate is None:  # a one-pass bot: at once
            return bot.choose(state, seat)
        thinking = deliberate(state.view(seat), state.spec)
        while not thinking.step():
            await asyncio.sleep(0)
        assert thinking.decision is not None
        return thinking.decision.action

    def _bot_move(self) -> None:
        state = self.state
        seat = state.turn
        assert seat is not None
        state.apply(self.bots[seat].choose(state, seat), seat)
        self._after_move()

    # ------------------------------------------------------------ drawing
    def refresh(self) -> None:
        lang = self.lang
        for component in (self.hand, self.table, self.sheet, self.phase_panel, self.payments):
            component.lang = lang
        spec = self.match.spec
        self.title.value = (
            f'<h3 style="margin:4px 0">{escape(spec.full_title(lang))}</h3>'
        )
        self._render_hint_button()
        self._relabelling = True  # new words for the same choice
        try:
            self.level_toggle.options = self._level_options(lang)
            self.level_toggle.value = self.level
        finally:
            self._relabelling = False
        self.level_toggle.description = say("opponents", lang)
        self.level_toggle.tooltips = [say(f"level_{level}_tip", lang) for level in LEVELS]
        state = self.match.current  # the game's hand: a hand played on from the review leaves it where it was
        if state.is_over and self.whole_game:
            self.deal_button.description = say("new_game" if self.match.is_over else "next_hand", lang)
        else:
            self.deal_button.description = say("new_game" if self.whole_game else "new_deal", lang)
        if self.settings_button is not None:
            self.settings_button.description = say("settings", lang)
        self.deals_button.description = say("deals_button", lang)
        self._render_review()
        self._render_tools()
        if self._settings:  # the settings' words follow the language too
            self._close_dialog()
            self.show_settings()
        self.table.totals = self.match.totals if self.whole_game else None
        self.sheet.refresh()
        self._render_hint()
        self._render_result()
        self._render_log()
        self._render_status()

    def _render_status(self) -> None:
        state, lang, you = self.state, self.lang, self.seat
        phase = state.phase_name
        finished = state.tricks[-1] if phase == "play" and state.tricks and not state.trick() else None
        if state.is_over and self.whole_game and self.match.winners:  # the last hand of the game
            text = f'{say("game_over", lang)} {winners_text(self.match.winners, you, lang)}'
        elif state.is_over:
            text = svg.text("hand_over", lang)
        elif state.sitting_out == you:  # K5 four-at-table: the dealer watches this hand
            text = say("you_sit_out", lang)
        elif state.turn == you:
            if phase == "play":
                text = say("your_lead" if not state.trick() else "your_turn", lang)
            elif phase == "discard":
                left = discard_left(state, you)
                text = say("your_discard_one" if left == 1 else "your_discard", lang, n=left)
            elif phase == "bid" and must_name_trump(state.view(you)):  # K7 utrechts
                text = say("your_bid_name", lang)
            elif phase == "bid" and any(isinstance(a, Bid) and a.points for a in state.legal_actions()):
                text = say("your_bid_points", lang)  # K7 leids: an auction of suit and points
            elif phase == "double":  # K7: kraken, herkraken or superkraken
                text = say(f"your_{doubling(doubled(state.view(you)))}", lang)
            else:
                text = say(f"your_{phase}" if f"your_{phase}" in MESSAGES else "your_other", lang)
        elif finished is not None:  # the finished trick is still on the table: say who won it
            text = tell("trick_done", lang, finished.winner, you, number=finished.number)
        else:
            key = "waiting" if phase == "play" else f"waiting_{phase}"
            key = key if key in MESSAGES else "waiting_other"
            text = say(key, lang, seat=svg.seat_name(state.turn or 0, lang, you))
        your_turn = ' data-your-turn="true"' if state.turn == you else ""
        self.status.value = (
            f'<div class="tarot-status-line" role="status" aria-live="polite"{your_turn} data-phase="{phase}" '
            f'data-actions="{len(state.actions)}" '
            f'style="font-size:15px;font-weight:bold;margin:4px 0">{escape(text)}</div>'
        )

    def _render_hint(self) -> None:
        if self.hints or self._hint_shown:
            self._think_hint()
        html = self._hint_html()
        self.hint_box.value = html
        self.hint_box.layout.display = None if html else "none"

    def _hint_html(self) -> str:
        """The hint when asked for (button) or, with ``hints`` on, at each of the learner's
        turns; empty otherwise: the coach's line (or that it is thinking) above what limits
        the choice (trick play: the legal cards and their rule; another phase: its rule)."""
        state, lang = self.state, self.lang
        your_turn = state.turn == self.seat
        if not (your_turn if self.hints else self._hint_shown):
            return ""
        if not your_turn:
            return message_html("hint", say("hint_not_now", lang))
        advice = self.advice
        failed = advice is None and self._hint_failed_at == self._position()
        line = advice.line(lang) if advice is not None else say("hint_failed_line" if failed else "hint_thinking_line",
                                                                   lang)
        game, title = state.spec.id, say("hint", lang)
        if state.phase_name != "play":  # the coach's choice, marked among the choices too
            suggested = None if advice is None else advice.action
            if self.phase_panel.suggested != suggested:
                self.phase_panel.suggested = suggested
                self.phase_panel.refresh()
            rule = phase_rule(state.phase)
            return self._advice_box(message_html("hint", with_rule(line, rule, lang), title=title, rule=rule,
                                                 game=game, lang=lang), advice is None and not failed)
        limits = hint(state)
        rule_text = limits.explanation(lang)
        if rule_text and limits.rule:  # the rule's sentence names the legal cards
            legal = with_rule(rule_text, limits.rule, lang)
        else:
            legal = say("hint_free", lang)
        return self._advice_box(message_html("hint", line, title=title, game=game, lang=lang),
                                advice is None and not failed) \
            + message_html("hint", legal, rule=limits.rule or "", game=game, lang=lang)

    @staticmethod
    def _advice_box(html: str, thinking: bool) -> str:
        """The coach's line, marked for the page (and the browser tests) as thinking or done."""
        return (f'<div class="tarot-hint-advice" data-thinking="{str(thinking).lower()}" '
                f'style="margin-bottom:4px">{html}</div>')

    def _render_result(self) -> None:
        state, lang = self.state, self.lang
        result = state.result
        if result is None:
            self.result.value = ""
            return
        you = self.seat
        summary = result_line(state, you, lang)
        explained = "".join(  # a hand cut short: a knock-out (MJ8), all passed (K5), an annulled deal (LT9)
            f'<p class="tarot-ended" data-reason="{escape(e.name)}" style="white-space:normal;margin:2px 0;line-height:1.4"><b>'
            f'{escape(say("ended_early", lang, name=name_of(state.spec.names, e.name, lang), rule=e.rule))}</b></p>'
            for e in state.view(you).events if e.kind == "ended")
        explained += "".join(  # a declaration that is not paid after all (LT8)
            f'<p class="tarot-unpaid" data-rule="{escape(e.rule)}" style="white-space:normal;margin:2px 0;'
            f'line-height:1.4">{escape(tell("unpaid", lang, e.seat, you, name=name_of(state.spec.names, e.name, lang), amount=e.amount, rule=e.rule))}</p>'
            for e in state.view(you).events if e.kind == "unpaid")
        if "pot_share" in result.extra:
            explained += f'<p class="tarot-pot-share" style="white-space:normal;font-size:13px;margin:2px 0;line-height:1.4">' \
                        f'{escape(say("pot_share_explained", lang))}</p>'
        self.result.value = (
            message_html("result", summary, role="status")
            + f'<div class="tarot-result-scroll" style="white-space:normal;overflow-x:auto;max-width:100%">'
            f'{svg.result_html(state, lang, you)}</div>{explained}'
        )

    def _render_log(self) -> None:
        """The whole hand, trick by trick, in the table's words. While the hand goes on, the
        box shows its newest LOG_LINES lines whole (a reversed column scrolls from the
        bottom) with a cue to scroll up; once it is over, every line, to read back."""
        state, lang = self.state, self.lang
        lines = hand_log(state, lang, self.seat)
        sub = ' class="tarot-log-sub" style="list-style:none;margin-left:10px;color:#444"'
        items = "".join(f'<li{sub if level else ""}>{escape(line)}</li>' for level, line in lines) or f'<li style="list-style:none">{escape(say("log_empty", lang))}</li>'
        title = escape(say("log", lang))
        capped = state.result is None and len(lines) > LOG_LINES
        more = (f' <span class="tarot-log-more" style="font-size:12px;color:#555">'
                f'({escape(say("scroll_up_cue", lang, count=len(lines)))})</span>') if capped else ""
        # a whole number of lines of 1.4em, and the list's bottom margin: no line cut in half
        height = f"max-height:calc({LOG_LINES * 1.4:g}em + 2px);overflow-y:auto;" if capped else ""
        self.log_view.value = (
            f'<div class="tarot-log-view" role="log" aria-label="{title}" data-lines="{len(lines)}" '
            f'style="white-space:normal;font-size:13px;line-height:1.4"><b>{title}</b>{more}'
            f'<div style="display:flex;flex-direction:column-reverse;{height}">'
            f'<ul style="margin:2px 0;padding-left:18px">{items}</ul></div></div>'
        )

    def _show_error(self) -> None:
        self.status.value = message_html("error", say("error", self.lang), role="alert")
