"""The tutorials' exercises and facts: one line each in a notebook.

    >>> lesson = Lesson("maison-tarot", lang="nl")  # doctest: +SKIP
    >>> lesson.step("follow")                        # doctest: +SKIP
    >>> lesson.which_card("follow")                  # doctest: +SKIP

A :class:`Lesson` turns the prepared positions of :mod:`tarotwidgets.lesson_content`
into widgets. It only asks: every answer (the legal cards, the winner of a trick,
the points of a pile, the card given for the Excuse, a hand's score) comes from the
engine, and every fact shown (card order, card points, players, direction, variants)
is read from the game's :class:`~tarotlib.spec.GameSpec`, so a lesson can never
teach a rule the engine does not play. Feedback never shows a traceback: a failing
handler logs it and shows one calm sentence.
"""

from __future__ import annotations

import functools
import random
import re
from dataclasses import dataclass, replace
from html import escape
from importlib import import_module
from pathlib import Path
from typing import Any, Callable, Iterable, Sequence

import anywidget
import ipywidgets as widgets
from ipywidgets.widgets.widget_bool import ToggleButtonStyle
from tarotwidgets.base import (
    RULE_BOOKS,
    fixed_layout,
    guarded,
    html_widget,
    linked_rules,
    rule_suffix,
    shared_button,
    shared_style,
    with_rule,
)
from tarotwidgets.hand import CardButtons
from tarotwidgets.i18n import check_lang, name_of
from tarotwidgets.lesson_content import (
    FAMILY_LESSONS,
    SCORE_FORMULAS,
    TUTORIALS,
    DealtHand,
    DeclareSetup,
    DiscardSetup,
    ExcuseSetup,
    PLAYER_NAMES,
    MatchSoFar,
    Ordering,
    PagatSetup,
    Position,
    PotSetup,
    Tutorial,
    player_name,
    say,
    score_rule,
)
from tarotwidgets.play import PlayApp
from tarotwidgets.progress import CONTENTS_ANCHOR, Progress, done_before_html, step_anchor
from tarotwidgets.table import STOCK_STYLE, seat_cells, stock_html
from traitlets import Unicode, default

from tarotlib import svg
from tarotlib.actions import Declare, Discard, Play
from tarotlib.bots import get_bot, play_out
from tarotlib.cards import NO_SUIT, TRUMP, Card
from tarotlib.deals import library
from tarotlib.deals import load as load_deal
from tarotlib.errors import IllegalAction
from tarotlib.games import available_games, catalogue, get_game, tarot_common
from tarotlib.games.leipzig_taroc import COMBOS, EXCUSE_ONCE
from tarotlib.i18n import card_list, join
from tarotlib.match import Match
from tarotlib.bots.pimc import Decision
from tarotlib.coach import advise, searched_line, seen_line
from tarotlib.record import replay
from tarotlib.spec import GameSpec
from tarotlib.state import Deal, HandState, new_hand, position

_HERE = Path(__file__).parent
LESSON_CSS = (_HERE / "lessons.css").read_text(encoding="utf-8") + STOCK_STYLE  # the deal's stock as the table's


@functools.cache
def _style() -> widgets.HTML:
    """The lessons' CSS, shown inside every lesson widget so each also works on its own.

    One widget for the whole page, shown many times: a copy per exercise would be
    three more models each for the page to load (benchmarks/voila_pages.py)."""
    return html_widget(f"<style>{LESSON_CSS}</style>", layout=fixed_layout(display="none"))


def _title(spec: GameSpec, lang: str) -> str:
    return spec.title.get(lang, spec.title["en"])


# ---------------------------------------------------------------- feedback
@dataclass(frozen=True)
class Verdict:
    """The judgement of one answer: right or not, why, and the decision id behind it."""

    right: bool
    text: str
    rule: str = ""
    notice: bool = False
    """Neither right nor wrong: the answer could not be judged yet ("deal first", "not a number")."""


def feedback_html(verdict: Verdict, lang: str, game: str = "", again: int = 1) -> str:
    """Praise, or the rule broken with its id and an invitation to try again.

    Right and wrong differ by icon and word as well as colour, so they read without it.
    With ``game``, each decision id cited links to its entry in the game's rule book.
    ``again``: the how-manieth time in a row this same wrong answer is given; from the
    second on the feedback says so, so the page visibly answers the click.
    """
    text = escape(verdict.text)
    if verdict.notice:
        return (
            f'<div class="tarot-feedback tarot-feedback-notice" data-verdict="notice" role="status">'
            f'<span class="tarot-feedback-icon" aria-hidden="true">ℹ</span> {escape(verdict.text)}</div>'
        )
    if verdict.right:
        head, icon, kind, role = say("right", lang), "✔", "right", "status"
        tail = ""
    else:
        head, icon, kind, role = say("wrong", lang), "✗", "wrong", "alert"
        if again > 1:
            head += " " + say("same_answer_again", lang, count=again)
        told, suffix = feedback_text(verdict, lang), rule_suffix(verdict.rule, lang)
        if suffix:  # the rule once, before the full stop: '... hearts (rule T3). Try again.'
            before, after = told.rsplit(suffix, 1)
            text = (f'{linked_rules(escape(before), game, lang)}<span class="tarot-rule">'
                    f'{linked_rules(escape(suffix), game, lang)}</span>{escape(after)}')
        else:
            text = linked_rules(text, game, lang)
        tail = f" {escape(say('try_again', lang))}"
    rule_attr = f' data-rule="{escape(verdict.rule)}"' if verdict.rule else ""
    return (
        f'<div class="tarot-feedback tarot-feedback-{kind}" data-verdict="{kind}"{rule_attr} role="{role}">'
        f'<span class="tarot-feedback-icon" aria-hidden="true">{icon}</span> '
        f"<b>{escape(head)}</b> {text}{tail}</div>"
    )


def feedback_text(verdict: Verdict, lang: str) -> str:
    """A wrong answer's text as the feedback shows it: its rule named once, before the last
    full stop (not '(LT2). (rule LT2)', nor '(rule T3) Try again.' with no stop)."""
    told = with_rule(verdict.text, verdict.rule, lang) if verdict.rule else verdict.text
    return told if told.endswith((".", ".)")) or not rule_suffix(verdict.rule, lang) else f"{told}."


def after_solved_html(verdict: Verdict, lang: str, game: str = "") -> str:
    """A further answer to an exercise already solved: what is wrong with it, under the
    kept praise (once right, an exercise stays right)."""
    reason = feedback_text(verdict, lang)
    return (f'<div class="tarot-feedback-note" data-verdict="after-solved" role="status">'
            f'{linked_rules(escape(say("already_solved", lang, reason=reason)), game, lang)}</div>')


def card_entries(
    cards: Iterable[Card], lang: str, *, width: int = 72, selected: Iterable[Card] = (),
    captions: Sequence[str] | None = None,
) -> list[dict[str, Any]]:
    """The cards as :class:`CardButtons` wants them; ``captions`` go under each card."""
    chosen = set(selected)
    entries = []
    for at, card in enumerate(cards):
        face = svg.card_svg(card, lang, width=width, selected=card in chosen)
        if captions is not None:
            face = f'<span class="tarot-captioned">{face}<span class="tarot-caption">{escape(captions[at])}</span></span>'
        entries.append({
            "code": card.code, "svg": face, "label": card.name(lang), "description": "", "legal": None,
        })
    return entries


# ---------------------------------------------------------------- front-end parts
class NumberEntry(anywidget.AnyWidget):
    """A text box and a Check button (lessons.js); Enter or the button sends
    ``{"kind": "answer", "text": ...}`` with the text as typed, so Python can say when it
    is not a number."""

    _esm = _HERE / "lessons.js"
    label = Unicode("").tag(sync=True)
    check = Unicode("").tag(sync=True)

    @default("layout")
    def _shared_layout(self) -> widgets.Layout:
        return fixed_layout()


def parse_number(text: object) -> int | None:
    """A whole number as a learner types it ('12', ' -3 ', '−3', '+4'), else None."""
    if isinstance(text, int) and not isinstance(text, bool):
        return text
    cleaned = str(text).strip().replace("−", "-").replace("–", "-").replace(" ", "")
    return int(cleaned) if re.fullmatch(r"[+-]?\d{1,9}", cleaned) else None


# ---------------------------------------------------------------- steps
def step_markdown(game_id: str, step_id: str, lang: str) -> str:
    """The markdown that opens a step of a tutorial notebook: its heading, 'Step 3 of 10',
    a link to the contents, this step in the other language and the game's rule book.

    Prose, not a widget: a code cell costs a page some 10 ms to open
    (benchmarks/voila_pages.py), and none of this changes while the learner works.
    ``scripts/build_notebooks.py`` writes it from the lesson's own steps.
    """
    steps = TUTORIALS[game_id].steps
    number = [step.id for step in steps].index(step_id) + 1
    other = "nl" if lang == "en" else "en"
    anchor = step_anchor(step_id)
    return (
        f'<span class="tarot-step-anchor" id="{anchor}"></span>\n\n'
        f"## {number}. {steps[number - 1].title[lang]}\n\n"
        f'<p class="tarot-step-nav" data-step="{step_id}">'
        f'<span>{escape(say("step_of", lang, number=number, total=len(steps)))}</span> · '
        f'<a href="#{CONTENTS_ANCHOR}">{escape(say("all_steps", lang))}</a> · '
        f'<a class="tarot-other-language" href="../{other}/{game_id}.ipynb#{anchor}" hreflang="{other}" '
        f'lang="{other}" title="{escape(say("other_language_title", lang))}">{escape(say("other_language", lang))}</a> · '
        f'<a class="tarot-rule-book-link" href="{RULE_BOOKS}/{game_id}.ipynb">{escape(say("rule_book", lang))}</a></p>'
    )


# ---------------------------------------------------------------- why a card loses
def beaten_because(spec: GameSpec, led: int, weak: Card, others: Sequence[Card], lang: str,
                   second_trump_rule: str = "", in_trick: bool = False) -> tuple[str, str]:
    """Why ``weak`` does not win against ``others`` when ``led`` was led: (sentence, rule id).

    The engine's strength table decides; the sentence names the weakest card that
    still beats ``weak``, so it teaches the next step without giving the answer away;
    ``in_trick`` (who wins this trick?) adds when that card does not win either, so it
    is not taken for the answer.
    """
    text, rule = _beaten_by_next(spec, led, weak, others, lang, second_trump_rule)
    row = spec.trick_order.strength[led]
    beaters = sorted((c for c in others if row[c.index] > row[weak.index]), key=lambda c: row[c.index])
    if in_trick and row[weak.index] and not weak.is_excuse and len(beaters) > 1:  # the Excuse: "never wins" says all
        text += " " + say("stronger_still", lang, card=beaters[0].short(lang))
    return text, rule


def _beaten_by_next(spec: GameSpec, led: int, weak: Card, others: Sequence[Card], lang: str,
                    second_trump_rule: str) -> tuple[str, str]:
    order = spec.trick_order
    row = order.strength[led]
    if weak.is_excuse:
        return say("excuse_never_wins", lang), spec.excuse.rule if spec.excuse else ""
    if row[weak.index] == 0:
        suits = dict.fromkeys((led, *order.trump_suits))
        names = join((spec.pack.suit_name(s, lang) for s in suits), lang)
        return say("cannot_win", lang, card=weak.short(lang), suits=names), ""
    stronger = min((c for c in others if row[c.index] > row[weak.index]), key=lambda c: row[c.index])
    values = {"strong": stronger.short(lang), "weak": weak.short(lang)}
    if stronger.suit == weak.suit and weak.is_trump:
        return say("higher_trump", lang, **values), ""
    if stronger.suit == weak.suit:
        ranks = " ".join(c.short(lang)[1:] for c in order.descending(weak.suit))
        return say("higher_in_suit", lang, suit=spec.pack.suit_name(weak.suit, lang), order=ranks, **values), "T2"
    secondary = set(order.trump_suits[1:])
    rule = second_trump_rule if {stronger.suit, weak.suit} & secondary else ""
    return say("suit_above", lang, strong_suit=spec.pack.suit_name(stronger.suit, lang),
               weak_suit=spec.pack.suit_name(weak.suit, lang), **values), rule


def led_suit(cards: Sequence[Card]) -> int:
    """The suit to follow: that of the first card that is not the Excuse (T4)."""
    return next((c.suit for c in cards if not c.is_excuse), NO_SUIT)


def excuse_trick(spec: GameSpec, setup: ExcuseSetup, players: int) -> tuple[HandState, int, Card | None]:
    """The learner, last to play, plays the Excuse to ``setup.trick`` having already won
    ``setup.pile``. Played through the engine: returns the state, the trick's winner and
    the card the engine hands over for the Excuse (T5), or None while no blank is held."""
    size = spec.hand_size(players, spec.resolve_options(players))
    taken = {*setup.pile, *setup.trick, spec.pack.excuse.code}
    filler = [c.code for c in spec.pack if c.code not in taken][: size - 1]
    state = position(trick_spec(spec), hand=[spec.pack.excuse.code, *filler], trick=setup.trick, players=players)
    seat = state.turn
    assert seat is not None
    give_pile_won_earlier(state, seat, setup.pile)
    state.play(spec.pack.excuse)
    given = next((e.card for e in state.events if e.kind == "blank-given"), None)
    return state, state.tricks[-1].winner, given


def give_pile_won_earlier(state: HandState, seat: int, pile: Sequence[str]) -> None:
    """The one write into a state's fields left in the lessons: ``seat`` has won ``pile``
    in tricks before this first-trick position. The engine has no factory for a position
    later in a hand (``position`` starts at trick one; a ``new_hand`` deal cannot hold
    cards already won), so the pile is put where the engine keeps won cards (T5 reads it)."""
    state.won[seat] = state.pack.mask(pile)


def played_hand(spec: GameSpec, dealt: DealtHand, players: int) -> HandState:
    """A whole hand dealt from ``dealt.seed`` and played to the end by the basic bots."""
    state = new_hand(spec, players, seed=dealt.seed)
    return play_out(state, [get_bot("basic") for _ in range(players)])


def trick_spec(spec: GameSpec) -> GameSpec:
    """The game from its first trick on: a trick-play exercise skips the discard and the
    declarations before it (``position`` starts at trick one)."""
    return replace(spec, stages=()) if spec.stages else spec


def dealt_to_discard(spec: GameSpec, setup: DiscardSetup, players: int) -> HandState:
    """A deal where the learner (seat 0) deals and holds ``setup.hand``, the dealer's
    cards before the discard (ML1, LT1); the other seats get the rest, shuffled from
    ``setup.seed``. Earlier phases (LT9's annul question) are answered no."""
    mine = [spec.pack.index(code) for code in setup.hand]
    rest = [i for i in range(spec.pack.size) if i not in set(mine)]
    random.Random(setup.seed).shuffle(rest)
    size = spec.hand_size(players, spec.resolve_options(players))
    hands = [tuple(mine)] + [tuple(rest[at * size:(at + 1) * size]) for at in range(players - 1)]
    state = new_hand(spec, players, dealer=0, deal=Deal(tuple(hands), tuple(rest[(players - 1) * size:])))
    while state.phase.name != "discard":
        state.apply(state.legal_actions()[0])  # Annul(False): play on
    return state


def dealt_to_declare(spec: GameSpec, setup: DeclareSetup, players: int) -> HandState:
    """The learner deals ``setup.hand``, lays ``setup.laid`` away and is first to declare (LT2)."""
    state = dealt_to_discard(spec, DiscardSetup((*setup.hand, *setup.laid), setup.seed), players)
    for code in setup.laid:
        state.apply(Discard(state.pack.card(code)), 0)
    assert state.phase.name == "declare" and state.turn == 0, "the prepared hand must hold a declaration"
    return state


def declare_rule(spec: GameSpec) -> Any:
    """The game's declaration rule (LT2): what a seat may declare now, and why not."""
    return next(stage.rule for stage in spec.stages if stage.name == "declare")


def best_declarations(state: HandState, seat: int) -> list[tuple[Declare, int]]:
    """Everything ``seat`` can declare, taken one by one as the engine offers them: the
    declarations and their values (the Excuse completing one combination only, LT2)."""
    rule, scratch, made = declare_rule(state.spec), state.copy(), []
    while offered := rule.options(scratch, seat):
        made.append(offered[0])
        scratch.apply(offered[0][0], seat)  # through the engine, which records it (LT2)
    return made


def keep_the_excuse(spec: GameSpec, seed: int) -> HandState:
    """A Leipzig hand dealt from ``seed`` up to the moment LT4 makes the Excuse's holder
    play it to trick 22: the basic bots discard and declare, the holder never plays the
    Excuse before he must and plays his strongest card, the others a card at random."""
    rng = random.Random(seed)
    state = new_hand(spec, 3, seed=seed)
    bot = get_bot("basic")
    excuse = spec.pack.excuse
    while state.phase.name != "play":
        state.apply(bot.choose(state, state.turn))
    holder = next(seat for seat in range(state.players) if excuse in state.hand(seat))
    while not (state.trick_number == 22 and state.part.forced == state.turn):
        assert not state.is_over, "this seed never brings the Excuse to trick 22"
        legal = [c for c in state.legal_cards() if c != excuse] or state.legal_cards()
        if state.turn == holder:
            row = spec.trick_order.strength[state.led if state.led != NO_SUIT else TRUMP]
            card = max(legal, key=lambda c: row[c.index])
        else:
            card = rng.choice(legal)
        state.play(card)
    return state


def pagat_trick(spec: GameSpec, setup: PagatSetup) -> HandState:
    """``setup.trick`` played from seat 0 as the last trick of a hand, or with one low
    trump left in each hand so that another trick follows; the engine pays for the Pagat (LT5)."""
    pack = spec.pack
    players = len(setup.trick)
    spare = [pack.trump(n).index for n in range(2, 21) if pack.trump(n).code not in setup.trick]
    hands = tuple((pack.index(code),) + (() if setup.last else (spare[seat],)) for seat, code in enumerate(setup.trick))
    state = new_hand(trick_spec(spec), players, dealer=players - 1, deal=Deal(hands), partial=True)
    for code in setup.trick:
        state.play(code)
    return state


# ---------------------------------------------------------------- exercises
def error_feedback(lang: str) -> str:
    """The feedback when an exercise or a launcher fails: the page goes on."""
    return f'<div class="tarot-feedback" data-verdict="error" role="alert">{escape(say("exercise_error", lang))}</div>'


class ExerciseWidget(widgets.VBox):
    """A question on real cards: a prompt, the cards, and feedback after each answer.

    ``judge`` says whether an answer is right (asking the engine); ``answer`` judges and
    shows the feedback. Tests call ``answer`` directly; clicks call it too.
    """

    kind = "exercise"

    def __init__(self, lesson: Lesson, name: str, prompt: str, body: Sequence[widgets.Widget], shown: str = ""):
        """``shown``: what the question is about and never changes (the cards on the
        table, a label), drawn with the prompt by one widget."""
        self.lesson, self.lang, self.name = lesson, lesson.lang, name
        self.key = f"{self.kind}:{name}"
        self.verdict: Verdict | None = None
        self.solved: Verdict | None = None  # the first right answer: once right, an exercise stays right
        self._again = 1  # how many times in a row the latest wrong answer was given
        self.prompt = html_widget(f'<p class="tarot-prompt">{escape(prompt)}</p>{shown}')
        self.feedback = html_widget(classes=("tarot-feedback-box",))
        classes = ("tarot-lesson", "tarot-exercise", f"tarot-exercise-{self.kind}", f"tarot-exercise-{self.kind}-{name}")
        super().__init__(children=(_style(), self.prompt, *body, self.feedback), layout=fixed_layout(),
                         _dom_classes=classes)
        lesson.progress.register(lesson.current_step, self.key, self.on_progress)

    def judge(self, choice: Any) -> Verdict:
        """Right or wrong, and why; subclasses ask the engine."""
        raise NotImplementedError

    def answer(self, choice: Any) -> Verdict | None:
        """Judge ``choice`` and show the feedback (a click or a typed number)."""
        return self.show(self.judge(choice))

    def show(self, verdict: Verdict) -> Verdict:
        """Show the feedback on one answer. Once solved, the praise stays: a later wrong
        answer is explained under it and undoes nothing."""
        if self.solved is not None and not verdict.right:
            game = self.lesson.game_id
            self.feedback.value = (feedback_html(self.solved, self.lang, game)
                                   + after_solved_html(verdict, self.lang, game))
            return verdict
        repeated = not verdict.right and not verdict.notice and verdict == self.verdict
        self._again = self._again + 1 if repeated else 1
        self.verdict = verdict
        self.feedback.value = feedback_html(verdict, self.lang, self.lesson.game_id, self._again)
        if verdict.right:
            self.solved = verdict
            self.lesson.progress.mark_done(self.key)
        return verdict

    def on_progress(self, done: bool) -> None:
        """The browser's kept progress says this exercise was done on an earlier visit
        (``done``; said until it is answered here), or the learner started again: every
        answer of this page is forgotten too (tarotwidgets.progress)."""
        if done and self.verdict is None:
            self.feedback.value = done_before_html(self.lang)
        elif not done:
            self.verdict = self.solved = None
            self.feedback.value = ""

    def clear_feedback(self) -> None:
        """Clear the feedback while an answer is being made (the kept praise stays)."""
        self.feedback.value = "" if self.solved is None else feedback_html(self.solved, self.lang, self.lesson.game_id)

    def show_error(self) -> None:
        self.feedback.value = error_feedback(self.lang)

    def listen(self, buttons: CardButtons, on_card: Callable[[str], Any]) -> None:
        """Send each clicked card's code to ``on_card``, never letting an error reach the page."""

        def on_message(_widget: Any, content: dict[str, Any], _buffers: Any) -> None:
            if content.get("kind") == "click" and isinstance(content.get("card"), str):
                on_card(content["card"])

        buttons.on_msg(guarded(on_message, self.show_error))

    def combo_row(self, labels: dict[str, str], *classes: str) -> widgets.HBox:
        """A row of toggles, one per combination ``{combo: its label}`` (classes
        ``tarot-combo`` and ``tarot-combo-<combo>``), kept in ``self.toggles``; a change
        clears the feedback. All share one style and one layout: a style model per toggle
        was 18 more models on a Marjolet page."""
        style, layout = shared_style(ToggleButtonStyle), fixed_layout(width="auto")
        self.toggles = {combo: widgets.ToggleButton(description=label, style=style, layout=layout,
                                                    _dom_classes=("tarot-combo", f"tarot-combo-{combo}"))
                        for combo, label in labels.items()}
        for toggle in self.toggles.values():
            toggle.observe(guarded(lambda _change: self.clear_feedback(), self.show_error), "value")
        return widgets.HBox(tuple(self.toggles.values()), layout=fixed_layout(flex_flow="row wrap", grid_gap="6px"),
                            _dom_classes=classes)

    def button(self, text: str, on_click: Callable[[], Any], *classes: str, icon: str = "",
               **layout: str) -> widgets.Button:
        """A button with CSS ``classes`` whose handler is guarded like the card clicks;
        ``layout`` properties fix its (shared) layout."""
        button = shared_button(classes, description=text, icon=icon, layout=fixed_layout(**layout))
        button.on_click(guarded(lambda _b: on_click(), self.show_error))
        return button


def _hand_buttons(label: str, cards: list[dict[str, Any]]) -> CardButtons:
    return CardButtons(label=label, cards=cards, _dom_classes=("tarot-exercise-cards",))


def _label(text: str) -> str:
    return f'<span class="tarot-label">{escape(text)}</span>'


def seen_from(you: int, players: int, lang: str) -> list[str]:
    """The seats' names in a scene that seats the learner at ``you``: 'You', and the
    others named on from the learner in the order of play, as the play widget names
    them with the learner at seat 0. A scene seats the learner where its trick needs
    (third to play is seat 2), yet the seat after the learner is Bram and the
    Klaverjas partner Carla in every scene, as at the table."""
    return [svg.seat_name((seat - you) % players, lang, 0) for seat in range(players)]


def _trick_block(state: HandState, lang: str) -> str:
    """The cards already on the table, captioned with their seats seen from the learner."""
    assert state.turn is not None, "a scene shows the learner to move"
    trick = svg.trick_html(state.trick(), seen_from(state.turn, state.players, lang), lang, width=64)
    return f'<div class="tarot-on-table">{_label(say("on_table", lang))}{trick}</div>'


class WhichCard(ExerciseWidget):
    """'Which card may you play?': click one card; the engine's ``check`` judges it."""

    kind = "which-card"
    question = "ask_play"

    def __init__(self, lesson: Lesson, name: str, state: HandState):
        self.state = state
        lang = lesson.lang
        self.hand = _hand_buttons(say("your_hand", lang), card_entries(state.hand(self.seat), lang))
        shown = _trick_block(state, lang) + _label(say("your_hand", lang))
        super().__init__(lesson, name, say(self.question, lang), (self.hand, *self.controls(lang)), shown)
        self.listen(self.hand, self.answer)

    def controls(self, lang: str) -> tuple[widgets.Widget, ...]:
        """What goes under the hand: nothing, since a click is the answer."""
        return ()

    @property
    def seat(self) -> int:
        assert self.state.turn is not None
        return self.state.turn

    def judge(self, code: str) -> Verdict:
        card = self.state.pack.card(code)
        try:
            self.state.check(Play(card), self.seat)
        except IllegalAction as refusal:
            return Verdict(False, refusal.explanation(self.lang), refusal.rule)
        return Verdict(True, say("may_play", self.lang, card=card.short(self.lang)))


class EveryCard(WhichCard):
    """'Select every card you may play': toggle cards, then check the whole set."""

    kind = "every-card"
    question = "ask_every"

    def __init__(self, lesson: Lesson, name: str, state: HandState, free_rule: str = ""):
        self.selected: set[Card] = set()
        self.free_rule = free_rule  # the decision to cite when no limit narrows the choice (LR1)
        super().__init__(lesson, name, state)

    def controls(self, lang: str) -> tuple[widgets.Widget, ...]:
        """The Check button: the answer is the whole selection."""
        return (self.button(say("check", lang), self.check, "tarot-check"),)

    def answer(self, code: str) -> Verdict | None:
        """A click toggles the card; judging waits for Check."""
        card = self.state.pack.card(code)
        self.selected ^= {card}
        self.hand.cards = card_entries(self.state.hand(self.seat), self.lang, selected=self.selected)
        self.clear_feedback()
        return None

    def check(self) -> Verdict:
        return self.show(self.judge_set(self.selected))

    def judge_set(self, chosen: set[Card]) -> Verdict:
        lang = self.lang
        legal = set(self.state.legal_cards())
        if not chosen:
            return Verdict(False, say("nothing_selected", lang))
        illegal = sorted(chosen - legal)
        if illegal:
            refused = self.judge(illegal[0].code)
            return Verdict(False, say("not_this", lang, card=illegal[0].short(lang), reason=refused.text),
                           refused.rule)
        missing = legal - chosen
        if missing:
            limit = self.state.limit()
            text = say("left_out_one", lang) if len(missing) == 1 else say("left_out", lang, count=len(missing))
            rule = limit.rule if limit else self.free_rule
            if len(missing) == 1 and next(iter(missing)).is_excuse and "LT3" not in self.state.spec.rules:
                text += " " + say("excuse_left_out", lang)  # T3; Leipzig limits it (LT3)
                rule = "T3"
            elif not limit:
                text += " " + say("free_choice", lang)
            elif self.lower_trumps(missing):
                text += " " + say("no_overtrump", lang, card=self.best_on_table().short(lang))
            return Verdict(False, text, rule)
        return Verdict(True, say("exactly_these", lang, cards=card_list(sorted(legal), lang)))

    def best_on_table(self) -> Card:
        """The card that wins the trick so far (the engine's trick order)."""
        cards = [card for _seat, card in self.state.trick()]
        order = self.state.spec.trick_order
        return cards[order.winner([c.index for c in cards], led_suit(cards))]

    def lower_trumps(self, missing: set[Card]) -> list[Card]:
        """The left-out legal trumps that would not beat the trump on the table, when a
        trump that would beat it is legal too: over-trumping is not required here (T3)."""
        cards = [card for _seat, card in self.state.trick()]
        if not cards:
            return []
        best, led = self.best_on_table(), led_suit(cards)
        order = self.state.spec.trick_order
        row = order.strength[led]
        if best.suit not in order.trump_suits:
            return []
        legal = [c for c in self.state.legal_cards() if c.suit in order.trump_suits]
        lower = [c for c in missing if c.suit in order.trump_suits and row[c.index] < row[best.index]]
        higher = [c for c in legal if row[c.index] > row[best.index]]
        return lower if higher else []


class BestCard(ExerciseWidget):
    """'Which card is best here?': a library deal at the decision its record keeps (one
    card clearly best there, by the sampling search from the learner's view and by the
    double-dummy solver alike: scripts/make_deals.py); the learner clicks a card. The
    feedback gives both searches' figures from the record: why the best card is best,
    or what another card costs against it. An illegal card is refused by the engine."""

    kind = "best-card"

    def __init__(self, lesson: Lesson, name: str):
        record = load_deal(name).to_json()
        self.decision: dict[str, Any] = record["x-lesson"]["decision"]
        self.state = state = replay(record | {"actions": record["actions"][:self.decision["index"]],
                                              "result": None}).state
        lang, seat = lesson.lang, self.seat
        legal = {a.card for a in state.legal_actions() if isinstance(a, Play)}
        entries = card_entries(state.hand(seat), lang)
        for entry, card in zip(entries, state.hand(seat)):
            entry["legal"] = card in legal
        self.hand = _hand_buttons(say("your_hand", lang), entries)
        shown = self._played_html(lang) + _trick_block(state, lang) + _label(say("your_hand", lang))
        super().__init__(lesson, name, say("ask_best", lang, trick=self.decision["trick"]), (self.hand,), shown)
        self.listen(self.hand, self.answer)

    @property
    def seat(self) -> int:
        assert self.state.turn is not None
        return self.state.turn

    def _played_html(self, lang: str) -> str:
        """What the learner has seen: the trump suit where a game turns one, the stock and
        the cards lying face up (MJ1, MJ4), and the tricks played, one line each with
        who won it (folded: a late trick of a tarot game follows many)."""
        state, seat = self.state, self.seat
        view, names = state.view(seat), seen_from(seat, state.players, lang)
        parts = []
        if view.trump is not None:
            parts.append(f'<p>{escape(say("trump_is", lang, suit=state.pack.suit_name(view.trump, lang)))}</p>')
        if state.spec.deal.rest == "stock":
            parts.append(stock_html(state, view, lang))
        for other, cards in enumerate(view.faceup):
            if cards and other != seat:  # the learner's own lie in the hand shown below
                parts.append(f'<p>{escape(say("face_up_before", lang, name=names[other]))} {svg.chips_html(cards, lang)}</p>')
        rows = "".join(f'<li>{svg.chips_html(trick.cards, lang)} → {escape(names[trick.winner])}</li>'
                       for trick in state.tricks)
        if rows:
            parts.append(f'<details class="tarot-played"><summary>'
                         f'{escape(say("played_so_far", lang, count=len(state.tricks)))}</summary>'
                         f'<ol class="tarot-played-tricks">{rows}</ol></details>')
        return "".join(parts)

    def _search(self) -> Decision:
        """The sampling search's decision as the record keeps it (the hint's search, PimcBot(seed=0))."""
        card = self.state.pack.card
        kept = self.decision["search"]
        return Decision(Play(card(self.decision["best"])), tuple((Play(card(c)), v) for c, v in kept["values"]),
                        kept["deals"], kept["exact"], True)

    def judge(self, code: str) -> Verdict:
        """The best card: the coach's hint line for it; another legal card: the review's line
        for it (the better card and what it costs, from what the learner can see); both
        followed by the view with every card seen, labelled as the second."""
        card = self.state.pack.card(code)
        try:
            self.state.check(Play(card), self.seat)
        except IllegalAction as refusal:
            return Verdict(False, refusal.explanation(self.lang), refusal.rule)
        lang, view, spec = self.lang, self.state.view(self.seat), self.state.spec
        search, played = self._search(), Play(card)
        seen = {Play(spec.pack.card(code)): value for code, value in self.decision["seen"]}
        top = max(seen.values())
        seen_best = tuple(action for action, value in seen.items() if value == top)
        seen_said = seen_line(view, spec, played, seen_best, top - seen[played], True, lang)
        if played == search.action:
            return Verdict(True, f"{advise(search, view, spec).line(lang)} {seen_said}")
        loss = dict(search.values)[search.action] - dict(search.values)[played]
        return Verdict(False, f'{searched_line(self.decision["trick"], view, spec, played, search, loss, lang)} {seen_said}')


class WhoWins(ExerciseWidget):
    """'Who wins this trick?': click the winning card; the engine's trick order decides."""

    kind = "who-wins"

    def __init__(self, lesson: Lesson, name: str, codes: Sequence[str]):
        spec, lang = lesson.spec, lesson.lang
        self.cards = [spec.pack.card(code) for code in codes]
        self.led = led_suit(self.cards)
        self.winner = self.cards[spec.trick_order.winner([c.index for c in self.cards], self.led)]
        captions = [say("caption_leads", lang, seat=player_name(0))]  # in play order: Anna led
        captions += [player_name(seat) for seat in range(1, len(codes))]
        self.trick = _hand_buttons(say("on_table", lang), card_entries(self.cards, lang, captions=captions))
        super().__init__(lesson, name, say("ask_winner", lang), (self.trick,))
        self.listen(self.trick, self.answer)

    def judge(self, code: str) -> Verdict:
        lesson = self.lesson
        card = lesson.spec.pack.card(code)
        if card == self.winner:
            return Verdict(True, say("card_wins", self.lang, card=card.short(self.lang)))
        text, rule = beaten_because(lesson.spec, self.led, card, self.cards, self.lang, lesson.tutorial.second_trump_rule,
                                    in_trick=True)
        return Verdict(False, text, rule)


class OrderCards(ExerciseWidget):
    """'Put these cards in order': click them strongest first; the trick order decides."""

    kind = "order"

    def __init__(self, lesson: Lesson, name: str, ordering: Ordering):
        spec, lang = lesson.spec, lesson.lang
        self.ordering = ordering
        self.strength = spec.trick_order.strength[ordering.led]
        self.remaining = [spec.pack.card(code) for code in ordering.cards]
        self.placed: list[Card] = []
        single_suit = all(c.suit == ordering.led for c in self.remaining)
        suit = spec.pack.suit_name(ordering.led, lang)
        prompt = say("ask_order", lang) if single_suit else say("ask_order_led", lang, suit=suit, Suit=suit.capitalize())
        self.pool = _hand_buttons(prompt, card_entries(self.remaining, lang))
        self.row = html_widget(self._row_html(lang))
        self.again = self.button(say("start_again", lang), self.reset, "tarot-start-again")
        super().__init__(lesson, name, prompt, (self.pool, self.row, self.again))
        self.listen(self.pool, self.answer)

    def reset(self) -> None:
        self.remaining = [self.lesson.spec.pack.card(code) for code in self.ordering.cards]
        self.placed = []
        # starting again is a new try: its answers are judged afresh (the step's tick stays)
        self.solved = None
        self.feedback.value = ""
        self._draw()

    def _draw(self) -> None:
        self.pool.cards = card_entries(self.remaining, self.lang)
        self.row.value = self._row_html(self.lang)

    def _row_html(self, lang: str) -> str:
        """The cards placed so far, strongest first."""
        placed = (svg.cards_html(self.placed, lang, width=56) if self.placed
                  else f'<span class="tarot-muted">{escape(say("order_empty", lang))}</span>')
        return (
            f'<div class="tarot-order-row" data-placed="{len(self.placed)}">'
            f'<span class="tarot-label">{escape(say("your_order", lang))}</span>{placed}</div>'
        )

    def strongest(self) -> Card:
        return max(self.remaining, key=lambda c: self.strength[c.index])

    def judge(self, code: str) -> Verdict:
        lesson, lang = self.lesson, self.lang
        card = lesson.spec.pack.card(code)
        if card == self.strongest():
            return Verdict(True, say("ordered", lang) if len(self.remaining) == 1 else card.short(lang))
        reason, rule = beaten_because(lesson.spec, self.ordering.led, card, self.remaining, lang,
                                      lesson.tutorial.second_trump_rule)
        return Verdict(False, f"{say('not_yet', lang, card=card.short(lang))} {reason}", rule)

    def answer(self, code: str) -> Verdict | None:
        """Place the card if it is the strongest left; the exercise is done when none are left."""
        card = self.lesson.spec.pack.card(code)
        if card not in self.remaining:
            return None
        verdict = self.judge(code)
        if not verdict.right:
            return self.show(verdict)
        self.remaining.remove(card)
        self.placed.append(card)
        self._draw()
        if self.remaining:
            self.clear_feedback()
            return None
        return self.show(verdict)


class ExcuseExchange(ExerciseWidget):
    """'Where does the Excuse go?': which of your won cards you give for it (T5)."""

    kind = "excuse"

    def __init__(self, lesson: Lesson, name: str, setup: ExcuseSetup):
        spec, lang = lesson.spec, lesson.lang
        self.state, self.winner, self.given = excuse_trick(spec, setup, lesson.tutorial.players)
        self.pile = [spec.pack.card(code) for code in setup.pile]
        trick = self.state.tricks[-1]
        names = seen_from(trick.seats[-1], self.state.players, lang)  # the learner played the Excuse last
        winner_name = names[self.winner]
        shown = svg.trick_html(list(zip(trick.seats, trick.cards)), names, lang, winner=self.winner, width=56)
        self.cards = _hand_buttons(say("your_tricks", lang), card_entries(self.pile, lang, width=56))
        self.none_button = self.button(say("none_yet", lang), lambda: self.answer(None), "tarot-none-yet")
        prompt = say("ask_excuse", lang, winner=winner_name)
        super().__init__(lesson, name, prompt, (self.cards, self.none_button),
                         f'<div class="tarot-on-table">{shown}</div>{_label(say("your_tricks", lang))}')
        self.listen(self.cards, self.answer)

    def judge(self, code: str | None) -> Verdict:
        spec, lang = self.lesson.spec, self.lang
        rule = spec.excuse.rule if spec.excuse else ""
        card = None if code is None else spec.pack.card(code)
        if card == self.given:
            text = say("you_give", lang, card=card.short(lang)) if card else say("give_nothing_yet", lang)
            return Verdict(True, text, rule)
        if card is None:
            return Verdict(False, say("you_have_a_blank", lang), rule)
        if spec.card_points[card.index]:
            return Verdict(False, say("give_a_blank", lang, card=card.short(lang)), rule)
        return Verdict(False, say("give_lowest_blank", lang, card=card.short(lang)), rule)


class OpenDebt(ExerciseWidget):
    """'The hand is over and you still owe a blank for the Excuse: which card goes?'

    The learner played the Excuse with no blank card among the cards won (T5) and won
    none later; the game's own end-of-hand rule (``spec.excuse.settle_debt``: MT3, the
    lowest-valued point card) chooses the card."""

    kind = "debt"

    def __init__(self, lesson: Lesson, name: str, setup: ExcuseSetup):
        spec, lang = lesson.spec, lesson.lang
        assert spec.excuse is not None
        self.state, self.winner, given = excuse_trick(spec, setup, lesson.tutorial.players)
        assert given is None and self.state.debt is not None, "the pile must hold no blank card"
        trick = self.state.tricks[-1]
        names = seen_from(trick.seats[-1], self.state.players, lang)
        shown = svg.trick_html(list(zip(trick.seats, trick.cards)), names, lang, winner=self.winner, width=56)
        spec.excuse.settle_debt(self.state)  # the hand is over with the debt still open
        settled = next(e for e in self.state.events if e.kind == "debt-settled")
        assert settled.card is not None
        self.given, self.rule = settled.card, settled.rule
        self.pile = [spec.pack.card(code) for code in setup.pile]
        self.cards = _hand_buttons(say("your_tricks", lang), card_entries(self.pile, lang, width=56))
        prompt = say("ask_debt", lang, winner=names[self.winner])
        super().__init__(lesson, name, prompt, (self.cards,),
                         f'<div class="tarot-on-table">{shown}</div>{_label(say("your_tricks", lang))}')
        self.listen(self.cards, self.answer)

    def judge(self, code: str) -> Verdict:
        spec, lang = self.lesson.spec, self.lang
        card = spec.pack.card(code)
        points = spec.card_points
        if card == self.given:
            return Verdict(True, say("debt_paid", lang, card=card.short(lang)), self.rule)
        worth = say("points_value_one", lang) if points[card.index] == 1 else say(
            "points_value", lang, points=points[card.index])
        if points[card.index] > points[self.given.index]:
            return Verdict(False, say("debt_cheaper", lang, card=card.short(lang), worth=worth), self.rule)
        return Verdict(False, say("debt_tie", lang, card=card.short(lang), worth=worth,
                                  other=self.given.short(lang)), self.rule)


class GameEnd(ExerciseWidget):
    """'Has anyone won the game?': a game the basic bots played, looked at after some
    hands; the engine's :attr:`Match.winners` decides (MT4: the highest total of at
    least the target wins; a tie at the top plays on)."""

    kind = "game-end"

    def __init__(self, lesson: Lesson, name: str, setup: MatchSoFar):
        spec, lang, players = lesson.spec, lesson.lang, lesson.tutorial.players
        self.match = match = Match(spec, players, seed=setup.seed)
        bots = [get_bot("basic") for _ in range(match.players)]
        for _ in range(setup.hands):
            play_out(match.new_hand(), bots)
        self.totals, self.winners = match.totals, match.winners
        self.rule, self.target = spec.match.rule, spec.match.target
        seats = range(match.players)
        head = "".join(f'<th scope="col">{escape(player_name(seat))}</th>' for seat in seats)
        rows = "".join(
            f'<tr><th scope="row">{escape(say("hand_number", lang, number=at))}</th>'
            + "".join(f"<td>{score:g}</td>" for score in row) + "</tr>"
            for at, row in enumerate(match.sheet(), start=1)
        )
        total = "".join(f'<td data-seat="{seat}"><b>{self.totals[seat]:g}</b></td>' for seat in seats)
        table = (f'<table class="tarot-game-sheet"><thead><tr><td></td>{head}</tr></thead><tbody>{rows}'
                 f'<tr class="tarot-total"><th scope="row">{escape(say("total", lang))}</th>{total}</tr>'
                 f"</tbody></table>")
        buttons = [self.button(player_name(seat), lambda seat=seat: self.answer(seat),
                               "tarot-seat-button", f"tarot-seat-{seat}", width="auto") for seat in seats]
        buttons.append(self.button(say("nobody_yet", lang), lambda: self.answer(None), "tarot-nobody-yet",
                                   width="auto"))
        row = widgets.HBox(buttons, layout=fixed_layout(flex_flow="row wrap", grid_gap="6px"))
        prompt = say("ask_game_end", lang, hands=setup.hands, target=self.target)
        super().__init__(lesson, name, prompt, (row,), table)

    def judge(self, seat: int | None) -> Verdict:
        lang, totals = self.lang, self.totals
        best = max(totals)
        leaders = [s for s, t in enumerate(totals) if t == best]
        names = join((player_name(s) for s in leaders), lang)
        values = {"best": f"{best:g}", "target": self.target, "leaders": names}
        if seat is None:
            if not self.winners:
                key = "tie_plays_on" if best >= (self.target or 0) and len(leaders) > 1 else "nobody_there"
                return Verdict(True, say(key, lang, **values), self.rule)
            return Verdict(False, say("someone_won", lang, **values), self.rule)
        name = player_name(seat)
        if seat in self.winners:
            return Verdict(True, say("game_won", lang, seat=name, **values), self.rule)
        if totals[seat] == best and len(leaders) > 1 and best >= (self.target or 0):
            return Verdict(False, say("tied_at_top", lang, seat=name, **values), self.rule)
        if totals[seat] == best:
            return Verdict(False, say("not_there_yet", lang, seat=name, total=f"{totals[seat]:g}", **values),
                           self.rule)
        return Verdict(False, say("not_highest", lang, seat=name, total=f"{totals[seat]:g}", **values), self.rule)


class NumberExercise(ExerciseWidget):
    """A question answered with a whole number; hints grow with each wrong try."""

    kind = "number"

    def __init__(self, lesson: Lesson, name: str, prompt: str, shown: str, expected: int, right_text: str,
                 hints: Sequence[tuple[str, str]]):
        self.expected, self.right_text, self.hints = expected, right_text, hints
        self.tries = 0
        # one model for the box and its button; Enter checks as the button does
        self.entry = NumberEntry(label=say("your_answer", lesson.lang), check=say("check", lesson.lang))
        super().__init__(lesson, name, prompt, (self.entry,), shown)

        def on_message(_widget: Any, content: dict[str, Any], _buffers: Any) -> None:
            if content.get("kind") == "answer":
                self.answer(str(content.get("text", "")))

        self.entry.on_msg(guarded(on_message, self.show_error))

    def judge(self, answer: int | str) -> Verdict:
        """A typed answer ('12', '-3') or a number; text that is no whole number is not judged."""
        number = parse_number(answer)
        if number is None:
            text = str(answer).strip()
            return Verdict(False, say("type_a_number", self.lang) if not text
                           else say("not_a_number", self.lang, answer=text[:20]), notice=True)
        if number == self.expected:
            return Verdict(True, self.right_text)
        self.tries += 1
        hint, rule = self.hints[min(self.tries, len(self.hints)) - 1]
        return Verdict(False, f"{say('not_number', self.lang, answer=number)} {hint}", rule)


class CountPile(NumberExercise):
    """'What does this pile score?': the engine's card points (``spec.points_of``)."""

    kind = "count"

    def __init__(self, lesson: Lesson, name: str, codes: Sequence[str]):
        spec, lang = lesson.spec, lesson.lang
        cards = [spec.pack.card(code) for code in codes]
        total = spec.points_of(spec.pack.mask(cards))
        counted = [f"{c.short(lang)} {spec.card_points[c.index]}" for c in cards if spec.card_points[c.index]]
        blanks = sum(1 for c in cards if not spec.card_points[c.index])
        if blanks:
            counted.append(say("blanks_zero_one", lang) if blanks == 1 else say("blanks_zero", lang, count=blanks))
        hints = [(say("count_again", lang), ""), (say("count_is", lang, parts=" + ".join(counted), total=total), "")]
        super().__init__(lesson, name, say("ask_pile", lang), svg.cards_html(cards, lang, width=56), total,
                         say("points_are", lang, count=total), hints)


def _number(value: float) -> str:
    """A figure as printed: '25', '−25' with a minus sign, as the formulas' operators."""
    return f"{value:g}".replace("-", "−")


class HandScore(NumberExercise):
    """'What does this player score?': a whole hand played by the bots, scored by the engine."""

    kind = "score"

    def __init__(self, lesson: Lesson, name: str, dealt: DealtHand, spec: GameSpec):
        lang, players = lesson.lang, lesson.tutorial.players
        self.state = state = played_hand(spec, dealt, players)
        result = state.result
        assert result is not None
        self.seat = seat = dealt.seat
        won = state.pack.cards_in(state.won[seat])
        paid = state.points[seat]  # game points paid as they happened (LT2, LT5)
        values = {
            "points": result.card_points[seat], "cards": len(won), "tricks": result.tricks[seat],
            "size": spec.hand_size(players, state.options), "score": _number(result.score[seat]),
            "paid": _number(paid) if paid >= 0 else f"({_number(paid)})",
            "par": _number(result.card_points[seat] + paid - result.score[seat]),
        }
        rule = score_rule(spec)
        formula = SCORE_FORMULAS[rule][lang].format(**values)
        asked = "ask_score" if not any(state.points) else "ask_score_received" if paid >= 0 else "ask_score_paid_out"
        pagat = {e.name.startswith("pagat") for e in state.events if e.kind == "paid" and seat in (e.seat, e.to)}
        why = say("paid_for_both" if len(pagat) == 2 else "paid_for_pagat" if True in pagat else "paid_for_declarations",
                  lang)  # what the seat paid or was paid for (LT2, LT5)
        prompt = say(asked, lang, seat=player_name(seat), amount=f"{abs(paid):g}", why=why, **values)
        working = say("score_rule", lang, formula=formula)
        hints = [(say("score_hint", lang), rule), (working, rule)]
        score = result.score[seat]
        super().__init__(lesson, name, prompt, svg.cards_html(won, lang, width=44), int(score),
                         f'{say("score_is", lang, score=_number(score))} {working}', hints)  # the working too, as elsewhere


class DiscardExercise(ExerciseWidget):
    """'Lay away three cards': the dealer's discard (ML1, LT1), one click per card.

    The engine's discard phase judges each click: a refused card is explained by its
    rule, an allowed one is laid away; the exercise is solved when the discard is
    complete. "Start again" deals the same cards again, to try another discard."""

    kind = "discard"

    def __init__(self, lesson: Lesson, name: str, setup: DiscardSetup):
        self.lang = lang = lesson.lang
        self.start = dealt_to_discard(lesson.spec, setup, lesson.tutorial.players)
        self.state = self.start.copy()
        self.seat = 0
        self.count = self.start.phase.rule.count
        self.hand = _hand_buttons(say("your_hand", lang), card_entries(self.state.hand(self.seat), lang, width=56))
        self.laid = html_widget(self._laid_html())
        self.again = self.button(say("start_again", lang), self.reset, "tarot-start-again")
        super().__init__(lesson, name, say("ask_discard", lang, count=self.count), (self.hand, self.laid, self.again),
                         _label(say("your_hand", lang)))
        self.listen(self.hand, self.answer)

    @property
    def finished(self) -> bool:
        return self.state.phase.name != "discard"

    def reset(self) -> None:
        self.state = self.start.copy()
        self.solved = None  # a new try is judged afresh (the step's tick stays)
        self.feedback.value = ""
        self._draw()

    def _draw(self) -> None:
        self.hand.cards = card_entries(self.state.hand(self.seat), self.lang, width=56)
        self.laid.value = self._laid_html()

    def laid_cards(self) -> list[Card]:
        return self.state.pack.cards_in(self.state.laid[self.seat])

    def _laid_html(self) -> str:
        lang, laid = self.lang, self.laid_cards()
        cards = (svg.cards_html(laid, lang, width=48) if laid
                 else f'<span class="tarot-muted">{escape(say("none_laid", lang))}</span>')
        return (f'<div class="tarot-order-row tarot-laid-away" data-laid="{len(laid)}">'
                f'{_label(say("laid_away", lang, left=self.count - len(laid)))}{cards}</div>')

    def judge(self, code: str) -> Verdict:
        """Allowed or not by the engine, asked in the discard as it stands (once the
        discard is done, as it stood at the start)."""
        state = self.start if self.finished else self.state
        card = state.pack.card(code)
        try:
            state.check(Discard(card), self.seat)
        except IllegalAction as refusal:  # the card named, so a second refused card reads differently
            reason = refusal.explanation(self.lang)
            return Verdict(False, say("not_laid_away", self.lang, card=card.short(self.lang), reason=reason), refusal.rule)
        return Verdict(True, say("may_lay_away", self.lang, card=card.short(self.lang)))

    def answer(self, code: str) -> Verdict | None:
        """Lay the card away if the engine allows it; judged as a whole when three are laid."""
        verdict = self.judge(code)
        if not verdict.right or self.finished:
            return self.show(verdict)
        self.state.apply(Discard(self.state.pack.card(code)), self.seat)
        self._draw()
        if not self.finished:
            self.clear_feedback()
            return None
        text = say("laid_all", self.lang, cards=card_list(self.laid_cards(), self.lang))
        trumps = self._trumps_allowed()
        if trumps and not any(c in trumps for c in self.laid_cards()):  # LT1's trump set, left untried
            rule = self.start.phase.rule.rule
            text += " " + say("also_trumps", self.lang, cards=card_list(trumps, self.lang), rule=rule)
        return self.show(Verdict(True, text))

    def _trumps_allowed(self) -> list[Card]:
        """The trumps the dealer could have laid away at the start (LT1's set of three)."""
        return [a.card for a in self.start.legal_actions() if isinstance(a, Discard) and a.card.is_trump]


class CountByThrees(NumberExercise):
    """'Count this pile by threes' (T6), the old way (groups of three, full values) or
    the easy way (simplified values and a point per set); the right answer shows both
    and that they agree, as the engine's two counts do."""

    kind = "threes"

    def __init__(self, lesson: Lesson, name: str, codes: Sequence[str], way: str):
        spec, lang = lesson.spec, lesson.lang
        cards = [spec.pack.card(code) for code in codes]
        simple = [spec.card_points[c.index] for c in cards]
        old = tarot_common.count_by_threes([v + 1 for v in simple])  # a full value is one more, a blank 1
        easy = tarot_common.pile_by_threes(spec.pack.mask(cards), spec.card_points)
        assert old == easy, "T6: the two ways of counting agree"
        groups = [simple[at:at + 3] for at in range(0, len(simple), 3)]
        old_parts = " + ".join(
            "(" + " + ".join(str(v + 1) for v in group) + f" − {2 if len(group) == 3 else 1})" for group in groups)
        sets = (len(cards) + 1) // 3
        working = {
            "groups": say("threes_groups", lang, parts=old_parts, total=old),
            "sets": say("threes_sets", lang, parts=" + ".join(str(v) for v in simple), sum=sum(simple),
                        sets=sets, total=easy),
        }
        if way == "groups":
            shown = "".join(f'<span class="tarot-group">{svg.cards_html(cards[at:at + 3], lang, width=48)}</span>'
                            for at in range(0, len(cards), 3))
            shown = f'<div class="tarot-groups">{shown}</div>'
        else:
            shown = svg.cards_html(cards, lang, width=48)
        other = "sets" if way == "groups" else "groups"
        right = f"{say('points_are', lang, count=old)} {working[way]} {working[other]} {say('threes_agree', lang)}"
        hints = [(say(f"threes_hint_{way}", lang), "T6"), (working[way], "T6")]
        super().__init__(lesson, f"{name}-{way}", say(f"ask_threes_{way}", lang), shown, old, right, hints)


def short_name(spec: GameSpec, combo: str, lang: str) -> str:
    """A combination's name without its explanation in brackets, for where its cards
    follow: 'stuk (♥K ♥Q)', not 'stuk (King and Queen of trumps) (♥K ♥Q)'."""
    return name_of(spec.names, combo, lang).split(" (")[0]


def _declared_list(declarations: Sequence[tuple[Declare, int]], spec: GameSpec, lang: str) -> str:
    """'Matadors (†1, †21, ☆) 10 + Half cavalry (...) 5'."""
    return " + ".join(f"{short_name(spec, d.combo, lang)} ({card_list(d.in_pack_order, lang)}) {value}"
                      for d, value in declarations)


class Declarations(ExerciseWidget):
    """'Which declarations does your hand hold?' (LT2): select the combinations, then
    check. The engine's declaration rule judges: a combination the hand cannot declare
    is refused in its words (the Excuse completing a second combination, LT2), one left
    out is counted, and the right answer lists each declaration with its value."""

    kind = "declare"

    def __init__(self, lesson: Lesson, name: str, setup: DeclareSetup, spec: GameSpec):
        self.lang = lang = lesson.lang
        self.spec = spec
        self.state = dealt_to_declare(spec, setup, lesson.tutorial.players)
        self.rule = declare_rule(spec)
        self.combos = COMBOS
        row = self.combo_row({combo: spec.names[combo][lang] for combo in self.combos})
        check = self.button(say("check", lang), self.check, "tarot-check")
        shown = _label(say("your_hand", lang)) + svg.cards_html(self.state.hand(0), lang, width=44)
        super().__init__(lesson, name, say("ask_declarations", lang), (row, check), shown)

    def chosen(self) -> set[str]:
        return {combo for combo, toggle in self.toggles.items() if toggle.value}

    def check(self) -> Verdict:
        return self.show(self.judge(self.chosen()))

    def judge(self, chosen: set[str]) -> Verdict:
        """Declare the chosen combinations one by one as the engine allows (those that use
        the Excuse first); the first it refuses is the answer's fault."""
        lang, rule = self.lang, self.rule
        if not chosen:
            return Verdict(False, say("choose_declaration", lang), rule.rule)
        scratch, made = self.state.copy(), []
        for combo in sorted(chosen, key=lambda c: (c not in EXCUSE_ONCE, self.combos.index(c))):
            offered = [(d, v) for d, v in rule.options(scratch, 0) if d.combo == combo]
            if not offered:
                why = rule.refusal(scratch, 0, Declare(combo, ()))
                return Verdict(False, why[lang], rule.rule)
            made.append(offered[0])
            scratch.apply(offered[0][0], 0)
        left = len(best_declarations(scratch, 0))  # what could still be declared with them
        if left:
            text = say("declaration_left_one", lang) if left == 1 else say("declarations_left", lang, count=left)
            return Verdict(False, text, rule.rule)
        total = sum(v for _, v in made)
        return Verdict(True, say("declared_all", lang, list=_declared_list(made, self.spec, lang), total=total),
                       rule.rule)


class DeclarationValue(NumberExercise):
    """'What are your declarations worth?' (LT2, or a variant's values, LT9): the sum of
    what the engine offers, declared one by one."""

    kind = "declare-value"

    def __init__(self, lesson: Lesson, name: str, setup: DeclareSetup, spec: GameSpec):
        lang = lesson.lang
        state = dealt_to_declare(spec, setup, lesson.tutorial.players)
        made = best_declarations(state, 0)
        total = sum(v for _, v in made)
        flat = state.options.get("matadors_flat") or state.options.get("ten_trumps_flat")  # LT9's house rules
        rule = "LT9" if flat else declare_rule(spec).rule
        working = say("declared_all", lang, list=_declared_list(made, spec, lang), total=total)
        hints = [(say("value_hint_flat" if flat else "value_hint", lang), rule), (working, rule)]
        shown = _label(say("your_hand", lang)) + svg.cards_html(state.hand(0), lang, width=44)
        super().__init__(lesson, name, say("ask_declaration_value", lang), shown, total, working, hints)


class ExcuseAllowed(ExerciseWidget):
    """'May the Excuse be played here?': no, yes, or yes and it must be (LT3, LT4).
    The engine's legal cards decide; the feedback is its refusal or its limit."""

    kind = "excuse-allowed"
    ANSWERS = ("no", "may", "must")

    def __init__(self, lesson: Lesson, name: str, state: HandState):
        lang = lesson.lang
        self.state = state
        self.seat = state.turn
        assert self.seat is not None
        excuse = state.pack.excuse
        legal = state.legal_cards()
        self.truth = "must" if legal == [excuse] else "may" if excuse in legal else "no"
        buttons = [self.button(say(f"excuse_{answer}", lang), lambda answer=answer: self.answer(answer),
                               "tarot-excuse-answer", f"tarot-excuse-{answer}", width="auto") for answer in self.ANSWERS]
        row = widgets.HBox(buttons, layout=fixed_layout(flex_flow="row wrap", grid_gap="6px"))
        number = say("trick_number", lang, number=state.trick_number)
        table = _trick_block(state, lang) if state.trick() else ""  # leading: nothing on the table yet
        shown = (f'<p class="tarot-trick-number">{escape(number)}</p>' + table
                 + _label(say("your_hand", lang)) + svg.cards_html(state.hand(self.seat), lang, width=48))
        super().__init__(lesson, name, say("ask_excuse_allowed", lang), (row,), shown)

    def reason(self) -> tuple[str, str]:
        """Why the answer is what it is, in the engine's words, with the rule id."""
        state, lang = self.state, self.lang
        if self.truth == "no":
            try:
                state.check(Play(state.pack.excuse), self.seat)
            except IllegalAction as refusal:
                return refusal.explanation(lang), refusal.rule
        limit = state.limit()
        if self.truth == "must" and limit is not None:
            return limit.explain(state.pack, state.legal_mask(), lang), limit.rule
        return say("excuse_instead", lang), "T3"

    def judge(self, answer: str) -> Verdict:
        text, rule = self.reason()
        if answer == self.truth:
            return Verdict(True, f"{say(f'excuse_said_{answer}', self.lang)}. {text}", rule)
        if self.truth != "no":  # why that answer is wrong and what to look at, not the answer (issue 30)
            text = say(f"excuse_wrong_{answer}_{self.truth}", self.lang)
        elif answer == "must":  # the rule that forbids it, told apart from the answer "may"
            text = say("excuse_wrong_must_no", self.lang, reason=text)
        return Verdict(False, text, rule)


class PagatPayment(NumberExercise):
    """'What does the Pagat bring its owner?' (LT5): a trick played through the engine;
    the answer is the game points the engine moved for it, negative when the owner pays."""

    kind = "pagat"

    def __init__(self, lesson: Lesson, name: str, setup: PagatSetup):
        spec, lang = lesson.spec, lesson.lang
        self.state = state = pagat_trick(spec, setup)
        trick = state.tricks[-1]
        owner = trick.seats[[c.code for c in trick.cards].index(spec.pack.trump(1).code)]
        paid = [e for e in state.events if e.kind == "paid" and e.rule == "LT5"]
        expected = sum(e.amount for e in paid if e.to == owner) - sum(e.amount for e in paid if e.seat == owner)
        lines = "; ".join(say("pays", lang, payer=player_name(e.seat), payee=player_name(e.to),
                              amount=e.amount) for e in paid)
        values = {"owner": player_name(owner), "winner": player_name(trick.winner)}
        when = say("pagat_last" if setup.last else "pagat_not_last", lang)
        prompt = say("ask_pagat", lang, when=when, **values)
        shown = svg.trick_html(list(zip(trick.seats, trick.cards)), PLAYER_NAMES[:state.players], lang,
                               winner=trick.winner, width=56)
        net = (say("pagat_gains", lang, owner=values["owner"], amount=f"{expected:+d}") if expected >= 0 else
               say("pagat_pays", lang, owner=values["owner"], amount=-expected, signed=f"{expected:+d}"))
        right = f"{lines}: {net}"
        hints = [(say("pagat_hint", lang), "LT5"), (right, "LT5")]
        super().__init__(lesson, name, prompt, f'<div class="tarot-on-table">{shown}</div>', expected, right, hints)


def pot_deal(spec: GameSpec, setup: PotSetup, players: int) -> HandState:
    """A Triomphe deal with the pot at ``setup.pot``: the cards of ``setup.holders`` to their
    seats, the other cards that take chips (TF3) out of play, the rest shuffled from
    ``setup.seed``; the engine's antes and declarations run as the hand starts."""
    pack = spec.pack
    special = {pack.excuse.index, *(pack.trump(n).index for n in (1, 11, 13))}
    placed = {pack.index(code): seat for code, seat in setup.holders.items()}
    rest = [i for i in range(pack.size) if i not in special]
    random.Random(setup.seed).shuffle(rest)
    size = spec.hand_size(players, spec.resolve_options(players))
    hands: list[list[int]] = [[i for i, seat in placed.items() if seat == s] for s in range(players)]
    for hand in hands:
        while len(hand) < size:
            hand.append(rest.pop())
    out = tuple(sorted(rest + [i for i in special if i not in placed]))
    return new_hand(spec, players, dealer=players - 1, deal=Deal(tuple(tuple(h) for h in hands), out),
                    options={"pot": setup.pot})


class PotChips(NumberExercise):
    """'How many chips does Death take?' / 'How many are left in the pot?' (TF2, TF3):
    the engine deals and runs the antes and declarations; the working is its events."""

    kind = "pot"

    def __init__(self, lesson: Lesson, name: str, setup: PotSetup):
        spec, lang = lesson.spec, lesson.lang
        self.state = state = pot_deal(spec, setup, lesson.tutorial.players)
        if setup.ask == "won":  # the deal played out by the computer: who takes the pot (TF4)
            before = state.pot
            play_out(state, [get_bot("basic") for _ in range(state.players)])
            self._won(lesson, name, state, before)
            return
        pot, steps, antes = setup.pot, [], 0
        for event in state.events:
            if event.kind == "ante":
                pot, antes = pot + event.amount, antes + 1
                if antes % state.players == 0:  # one line for a round of antes
                    steps.append(say("pot_antes", lang, pot=pot))
            elif event.kind == "pot":
                pot -= event.amount
                steps.append(say("pot_takes", lang, seat=player_name(event.seat), amount=event.amount,
                                 name=spec.names[event.name][lang], pot=pot))
        working = say("pot_working", lang, start=setup.pot, steps="; ".join(steps))
        if setup.ask == "death":
            death = next(e for e in state.events if e.kind == "pot" and e.name == "death")
            expected = death.amount
            prompt = say("ask_pot_death", lang, seat=player_name(death.seat))
        else:
            expected = state.pot
            prompt = say("ask_pot_left", lang)
        held: dict[int, list[Card]] = {}
        for code, seat in setup.holders.items():
            held.setdefault(seat, []).append(spec.pack.card(code))
        shown = "".join(
            f"<li>{escape(say('holds', lang, seat=player_name(seat), cards=card_list(cards, lang)))}</li>"
            for seat, cards in sorted(held.items()))
        shown = (f'<p>{escape(say("pot_players", lang, n=state.players))}. '  # the antes depend on it (TF2)
                 f'{escape(say("pot_before", lang, chips=setup.pot))}</p><ul class="tarot-holders">{shown}</ul>'
                 f'<p class="tarot-muted">{escape(say("fact_leader", lang))}: '
                 f'{escape(player_name(state.voorhand))}</p>')
        hints = [(say("pot_hint_death" if setup.ask == "death" else "pot_hint", lang), "TF3"), (working, "TF3")]
        super().__init__(lesson, name, prompt, shown, expected, f"{say('chips', lang, count=expected)} {working}", hints)


    def _won(self, lesson: Lesson, name: str, state: HandState, before: int) -> None:
        """The question after the last trick: how many chips the first player with most tricks takes."""
        lang = lesson.lang
        taken = [e for e in state.events if e.kind == "pot" and e.rule == "TF4"]
        seat = taken[0].seat if taken else max(range(state.players), key=lambda s: state.tricks_won[s])
        expected = sum(e.amount for e in taken if e.seat == seat)
        lines = (say("tricks_won_by_one" if n == 1 else "tricks_won_by", lang, seat=player_name(s), tricks=n)
                 for s, n in enumerate(state.tricks_won))
        tricks = "".join(f"<li>{escape(line)}</li>" for line in lines)
        shown = f'<ul class="tarot-holders">{tricks}</ul>'
        steps = "; ".join(say("pot_share", lang, seat=player_name(e.seat), amount=e.amount,
                              pot=before - sum(t.amount for t in taken[:at + 1]))
                          for at, e in enumerate(taken))
        working = say("pot_working", lang, start=before, steps=steps)
        prompt = say("ask_pot_won", lang, pot=before, seat=player_name(seat))
        hints = [(say("pot_won_hint", lang), "TF4"), (working, "TF4")]
        NumberExercise.__init__(self, lesson, name, prompt, shown, expected,
                                f"{say('chips', lang, count=expected)} {working}", hints)


class DealTable(ExerciseWidget):
    """The deal, animated round the table in the direction of play, then 'who leads?'.

    The dealer and the hands come from the engine (``new_hand`` with the lesson's
    seed); the answer is the engine's ``voorhand``.
    """

    kind = "deal"
    you = 0

    def __init__(self, lesson: Lesson):
        spec, lang = lesson.spec, lesson.lang
        players = lesson.tutorial.players
        self.state = new_hand(spec, players, seed=lesson.tutorial.scenario("leader", "deal"))
        self.sizes = [len(cards) for cards in self.state.deal.hands]  # the dealer's 28 in Troggen (ML1)
        self.total = sum(self.sizes)
        # the order the cards go round: one at a time from the voorhand, a full hand skipped
        self.order = self._dealing_order()
        self.dealt = False  # every card dealt: only then is 'who leads?' asked
        turns = players == 2  # two players take turns: no direction to tell (the facts leave it out too)
        arrow = "" if turns else "↻" if spec.clockwise else "↺"
        self.centre_arrow = f'<span class="tarot-arrow" aria-hidden="true">{arrow}</span>'
        counts, centre = self._dealt_html(0, lang)
        cells = seat_cells(players, self.you, spec.clockwise)
        self.seat_counts: list[widgets.HTML] = []
        seats = []
        for seat in range(players):
            name = svg.seat_name(seat, lang, self.you)
            if seat == self.state.dealer:
                name += f" · {say('dealer', lang)}"
            button = self.button(name, lambda seat=seat: self.answer(seat),
                                 "tarot-seat-button", f"tarot-seat-{seat}", width="auto")
            count = html_widget(counts[seat])
            row, column = cells[seat]
            seats.append(widgets.VBox((button, count), layout=widgets.Layout(
                grid_area=f"c{row}{column}", align_items="center")))
            self.seat_counts.append(count)
        self.direction = "" if turns else say("clockwise" if spec.clockwise else "counter_clockwise", lang)
        self.centre = html_widget(centre, layout=widgets.Layout(grid_area="c11"))
        grid = widgets.GridBox((*seats, self.centre), layout=widgets.Layout(
            grid_template_columns="minmax(0,1fr) minmax(0,1.4fr) minmax(0,1fr)",
            grid_template_areas='"c00 c01 c02" "c10 c11 c12" "c20 c21 c22"', grid_gap="6px", width="100%"),
            _dom_classes=("tarot-deal-table",))
        self.timer = widgets.Play(value=0, min=0, max=self.total, step=1, interval=40,
                                  layout=fixed_layout(display="none"))
        self.timer.observe(lambda change: self.show_dealt(change["new"]), "value")
        self.deal_button = self.button(say("deal_button", lang), self.deal, "tarot-deal-button", icon="play")
        self.your_hand = html_widget()
        told = f'<p class="tarot-direction">{escape(self.direction)}</p>' if self.direction else ""
        super().__init__(lesson, "leader", say("ask_leader", lang), (self.deal_button, self.timer, grid, self.your_hand),
                         told)

    def deal(self) -> None:
        """Start the animation: the page's Play timer steps ``show_dealt`` through every card."""
        self.timer.playing = False
        self.timer.value = 0
        self.timer.playing = True

    def show_dealt(self, dealt: int) -> None:
        """Draw the table after ``dealt`` cards, dealt one at a time from the voorhand on."""
        lang, state = self.lang, self.state
        counts, self.centre.value = self._dealt_html(dealt, lang)
        for count, html in zip(self.seat_counts, counts):
            count.value = html
        if dealt == self.total:
            self.dealt = True
            if 'data-verdict="notice"' in self.feedback.value:  # "deal the cards first" is done now
                self.clear_feedback()
            self.your_hand.value = (
                f'<span class="tarot-label">{escape(say("your_hand", lang))}</span>'
                + svg.cards_html(state.hand(self.you), lang, width=48)
            )

    def _dealt_html(self, dealt: int, lang: str) -> tuple[list[str], str]:
        """Each seat's cards and the centre's count after ``dealt`` cards, dealt one at a
        time from the voorhand on."""
        state, players = self.state, self.state.players
        counts = []
        for seat in range(players):
            received = self.order[:dealt].count(seat)
            backs = svg.card_svg(state.pack.cards[0], lang, width=14, face_up=False) * received
            counts.append(f'<div class="tarot-dealt" data-seat="{seat}" data-cards="{received}">'
                          f'<span class="tarot-mini-backs" aria-hidden="true">{backs}</span>'
                          f'{escape(svg.text("cards_in_hand", lang, n=received))}</div>')
        stock = ""
        if dealt == self.total and state.spec.deal.rest == "stock":  # MJ1: the turned trump across the stock
            view = state.view(self.you)
            trump = say("trump_is", lang, suit=state.pack.suit_name(view.trump, lang)) if view.trump is not None else ""
            stock = (f'<div class="tarot-deal-stock">{stock_html(state, view, lang)}'
                     f'<span class="tarot-deal-trump">{escape(trump)}</span></div>')
        centre = (f'<div class="tarot-deal-centre">{self.centre_arrow}'
                  f'<span>{escape(say("cards_each", lang, dealt=dealt, total=self.total))}</span>{stock}</div>')
        return counts, centre

    def _dealing_order(self) -> list[int]:
        """The seat that gets each card in turn: round the table from the voorhand, a seat
        with its full hand passed over (so the dealer's extra cards come last)."""
        state, order = self.state, []
        seats = state.seats_from(state.voorhand)
        while len(order) < self.total:
            order += [seat for seat in seats if order.count(seat) < self.sizes[seat]]
        return order

    def judge(self, seat: int) -> Verdict:
        lang, state = self.lang, self.state
        if not self.dealt:
            return Verdict(False, say("deal_first", lang, button=say("deal_button", lang)), notice=True)
        name = svg.seat_name(seat, lang, self.you)
        if seat == state.voorhand:
            return Verdict(True, say("leader_right", lang, seat=name))
        if seat == state.dealer:
            return Verdict(False, say("dealer_does_not_lead", lang))
        return Verdict(False, say("not_next", lang, seat=name, direction=self.direction))


# ---------------------------------------------------------------- facts
def _fact_widget(html: str, css_class: str) -> widgets.VBox:
    return widgets.VBox((_style(), html_widget(html)), layout=fixed_layout(), _dom_classes=("tarot-lesson", css_class))


def _rows(rows: Iterable[tuple[str, str]]) -> str:
    return "".join(f'<tr><th scope="row">{escape(k)}</th><td>{v}</td></tr>' for k, v in rows)


def compare_specs(spec: GameSpec, other: GameSpec, lang: str) -> tuple[list[str], list[str]]:
    """What two games share and where they differ, read from their descriptions:
    (parts that are the same, parts that differ, each as a phrase in ``lang``)."""
    players = spec.default_players
    options = spec.resolve_options(players)
    same_checks = {
        "part_pack": spec.pack is other.pack,
        "part_players": (spec.min_players, spec.max_players) == (other.min_players, other.max_players),
        "part_hand_size": spec.hand_size(players, options) == other.hand_size(players, other.resolve_options(players)),
        "part_direction": spec.clockwise == other.clockwise,
        "part_card_order": spec.trick_order.suit_rank == other.trick_order.suit_rank,
        "part_card_points": spec.card_points == other.card_points,
        "part_excuse": spec.excuse == other.excuse,
        # the score as it is made: its function, and the combinations and reasons it scores (Binage: no last card)
        "part_game": spec.match == other.match and spec.score == other.score and spec.names == other.names,
    }
    if spec.excuse is None and other.excuse is None:  # no Excuse to compare
        del same_checks["part_excuse"]
    same = [say(key, lang) for key, equal in same_checks.items() if equal]
    differ = [say(key, lang) for key, equal in same_checks.items() if not equal]
    if spec.trick_order.trump_suits != other.trick_order.trump_suits:
        differ.append(say("part_trumps", lang, suits=join(
            (spec.pack.suit_name(s, lang) for s in spec.trick_order.trump_suits), lang)))
    own, others = duty_rules(spec), duty_rules(other)
    if own == others:
        same.append(say("part_duty_same", lang))
    else:
        differ.append(say("part_duty", lang, rules=", ".join(sorted(own - others) or sorted(own))))
    return same, differ


_DUTY_RULES: dict[tuple[str, tuple[str, ...]], frozenset[str]] = {}


def duty_rules(spec: GameSpec) -> frozenset[str]:
    """The rules that limit which card may be played (T3, LR1, K2, ...), as the engine
    cites them over a few seeded hands of random legal play: the rules of what you must
    play, not those of the deal or the score, which a game's list of rules mixes in."""
    key = (spec.id, spec.active_variants)
    if key not in _DUTY_RULES:
        cited: set[str] = set()
        for seed in range(30):
            state, choose = new_hand(spec, seed=seed), random.Random(seed).choice
            while not state.is_over:
                limit = state.limit() if state.phase_name == "play" else None
                if limit is not None:
                    cited.add(limit.rule)
                state.apply(choose(state.legal_actions()))
        _DUTY_RULES[key] = frozenset(cited)
    return _DUTY_RULES[key]


def players_fact(spec: GameSpec, lang: str) -> str:
    """The number of players: one number when the game has one ("3", not "3 to 3")."""
    if spec.min_players == spec.max_players:
        return str(spec.min_players)
    return say("fact_players_value", lang, low=spec.min_players, high=spec.max_players)


def death_share(spec: GameSpec, players: int) -> float:
    """The share of deals in which Death, trump 13, is dealt to a player and so ends the
    deal at once (TF3): the cards the engine deals over the pack (TF1: the rest is out
    of play), each card as likely as any other to be dealt."""
    dealt = sum(spec.deal_sizes(players, 0, spec.resolve_options(players)))
    return dealt / spec.pack.size


def letters_fact(spec: GameSpec, lang: str) -> str:
    """What the letters on the cards mean, read from the pack: 'R Roi (King), ...' for
    the tarot pack (French letters in both languages, and a Dutch reader told that V is
    the Valet, the boer, not the vrouw), 'A aas, H heer, V vrouw, B boer' for the piquet
    pack in Dutch."""
    letters = [say("letter_name" if c.word == c.name else "letter_word", lang, letter=c.letter, word=c.word,
                   name=c.name) for c in spec.pack.court_letters(lang)]
    if spec.pack.id != "tarot":
        return ", ".join(letters)
    return f'{", ".join(letters)}; {say("letter_trumps", lang)}{say("letter_valet", lang)}'


def cards_fact(spec: GameSpec, players: int, lang: str) -> str:
    """The cards each player gets: one number, or with the number of players where it
    depends on them (TF1: 12 up to six players, fewer from seven)."""
    size = spec.hand_size(players, spec.resolve_options(players))
    counts = range(spec.min_players, spec.max_players + 1)
    if all(spec.hand_size(n, spec.resolve_options(n)) == size for n in counts):
        return str(size)
    return say("fact_cards_players", lang, cards=size, players=players)


# ---------------------------------------------------------------- the lesson
class Lesson:
    """One game's tutorial in one language: ``Lesson("maison-tarot", lang="nl")``.

    Each method returns one widget for one notebook cell. Call :meth:`step` at the
    start of each step: the exercises made after it count towards that step.
    """

    def __new__(cls, game_id: str, lang: str = "en") -> Lesson:
        # a game with exercises of its own gets its family's Lesson (FAMILY_LESSONS)
        if cls is Lesson and game_id in FAMILY_LESSONS:
            cls = import_module(FAMILY_LESSONS[game_id]).LESSON
        return super().__new__(cls)

    def __init__(self, game_id: str, lang: str = "en"):
        self.game_id, self.lang = game_id, check_lang(lang)
        self.spec = get_game(game_id)
        self.tutorial: Tutorial = TUTORIALS[game_id]
        self.progress = Progress(game_id, self.tutorial.steps, lang)
        self.current_step: str | None = None

    # ------------------------------------------------------------ progress
    def contents(self) -> widgets.VBox:
        """Every step of the lesson as a link, ticked when its exercises are done, and
        the count of exercises done: the page's table of contents."""
        return widgets.VBox((_style(), self.progress.view), layout=fixed_layout(),
                            _dom_classes=("tarot-lesson", "tarot-contents"))

    def step(self, step_id: str) -> None:
        """Start a step: the exercises made after this count towards it. (The step's
        heading is prose in the notebook: :func:`step_markdown`.)"""
        if all(step.id != step_id for step in self.tutorial.steps):
            known = ", ".join(s.id for s in self.tutorial.steps)
            raise ValueError(f"{self.game_id} has no step {step_id!r} (steps: {known})")
        self.current_step = step_id

    # ------------------------------------------------------------ facts
    def fact_rows(self) -> dict[str, tuple[str, str]]:
        """The facts table's rows by name, in order, each (label, value): players, pack,
        cards, direction, first lead, the game's end, variants and rule ids. A family of
        games changes the few rows that differ (the piquet pack, the stock)."""
        spec, lang = self.spec, self.lang
        players = self.tutorial.players
        match = spec.match
        hands = match.hands if match.hands_for is None else match.hands_for(players)
        goal = (say("fact_target", lang, target=match.target, rule=match.rule) if match.target is not None
                else say("fact_hands_one" if hands == 1 else "fact_hands", lang, hands=hands, rule=match.rule))
        variants = join((v.title[lang] for v in spec.variants.values()), lang) or say("no_variants", lang)
        return {
            "players": (say("fact_players", lang), players_fact(spec, lang)),
            "pack": (say("fact_pack", lang), say("fact_pack_value", lang, size=spec.pack.size)),
            "letters": (say("fact_letters", lang), letters_fact(spec, lang)),
            "cards": (say("fact_cards", lang), cards_fact(spec, players, lang)),
            "direction": (say("fact_direction", lang), say("fact_cw" if spec.clockwise else "fact_ccw", lang)),
            "leader": (say("fact_leader", lang), say("fact_leader_value", lang)),
            "goal": (say("fact_goal", lang), goal),
            "variants": (say("fact_variants", lang), variants),
            "rules": (say("fact_rules", lang), say("fact_rules_value", lang, ids=", ".join(spec.rules),
                                                   first=spec.rules[0])),
        }

    def facts(self) -> widgets.VBox:
        """The facts table (:meth:`fact_rows`)."""
        rows = self.fact_rows().values()
        return _fact_widget(
            f'<table class="tarot-facts">{_rows((k, linked_rules(escape(v), self.game_id, self.lang)) for k, v in rows)}'
            "</table>", "tarot-facts-box")

    def pack(self) -> widgets.VBox:
        """Every card of the pack, suit by suit, strongest first (the engine's trick order)."""
        spec, lang = self.spec, self.lang
        parts = []
        for suit in (*range(4), TRUMP):
            name = spec.pack.suit_name(suit, lang).capitalize()
            cards = spec.trick_order.descending(suit)
            parts.append(
                f'<div class="tarot-pack-suit" data-suit="{suit}"><span class="tarot-label">{escape(name)}, '
                f'{escape(say("strongest_first", lang))}</span>{svg.cards_html(cards, lang, width=40)}</div>'
            )
        excuse = spec.pack.excuse
        # drawn larger: its name is the only text on its face
        parts.append(f'<div class="tarot-pack-suit tarot-pack-excuse"><span class="tarot-label">'
                     f'{escape(say("the_excuse", lang))}</span>{svg.cards_html([excuse], lang, width=72)}</div>')
        return _fact_widget("".join(parts), "tarot-pack")

    def card_points(self) -> widgets.VBox:
        """The card point table, grouped by value, from ``spec.card_points``."""
        spec, lang = self.spec, self.lang
        by_value: dict[int, list[Card]] = {}
        for card in spec.pack:
            if spec.card_points[card.index]:
                by_value.setdefault(spec.card_points[card.index], []).append(card)
        rows = [
            (say("points_value_one", lang) if value == 1 else say("points_value", lang, points=value),
             svg.cards_html(cards, lang, width=36))
            for value, cards in sorted(by_value.items(), reverse=True)
        ]
        threes = "T6" in spec.rules  # the simplified values, and a point per set of three (T6)
        total = (tarot_common.pile_by_threes(spec.pack.full_mask, spec.card_points) if threes
                 else spec.points_of(spec.pack.full_mask))
        caption = say("point_cards_threes" if threes else "point_cards", lang)
        last = ""
        if spec.last_trick is not None:  # MJ6: the last trick's points, so that a hand's card points add up
            points, rule = spec.last_trick
            last = " " + escape(say("pack_total_last", lang, points=points, total=total + points, rule=rule))
        sets = f' {escape(say("plus_sets", lang))}' if threes else ""
        html = (
            f'<table class="tarot-points"><caption>{escape(caption)}</caption>{_rows(rows)}</table>'
            f'<p>{escape(say("blank_cards", lang))}{sets} {escape(say("pack_total", lang, total=total))}{last}</p>'
        )
        return _fact_widget(html, "tarot-card-points")

    def declaration_table(self, variant: str | None = None) -> widgets.VBox:
        """Each declaration with an example and its value (LT2; a variant's, LT9), the
        values asked of the engine's declaration rule for the example cards."""
        spec, lang = self._variant_spec(variant), self.lang
        rule, players = declare_rule(spec), self.tutorial.players
        rows = []
        for combo, codes in self.tutorial.declaration_examples:
            # the example cards dealt to seat 0 alone, a partial deal (new_hand(..., partial=True))
            hands = (tuple(spec.pack.index(code) for code in codes), *((),) * (players - 1))
            state = new_hand(spec, players, dealer=0, deal=Deal(hands), partial=True)
            value = next(v for d, v in rule.options(state, 0) if d.combo == combo)
            cards = [spec.pack.card(code) for code in codes]
            rows.append(f'<tr data-combo="{combo}"><th scope="row">{escape(spec.names[combo][lang])}</th>'
                        f'<td>{svg.cards_html(cards, lang, width=32)}</td>'
                        f'<td>{escape(say("game_points", lang, points=value))}</td></tr>')
        caption = say("declarations_in", lang, game=_title(spec, lang))
        return _fact_widget(f'<table class="tarot-declarations"><caption>{escape(caption)}</caption>{"".join(rows)}'
                            f"</table>", "tarot-declaration-table")

    def variants(self) -> widgets.VBox:
        """The game's variants with their titles, summaries and rule ids."""
        lang = self.lang
        items = "".join(
            f'<li><b>{escape(v.title[lang])}</b> ({linked_rules(escape(say("rule", lang, rule=v.rule)), self.game_id, lang)}): '
            f"{escape(v.summary[lang])}</li>"
            for v in self.spec.variants.values()
        )
        return _fact_widget(f'<ul class="tarot-variants">{items}</ul>', "tarot-variants-box")

    def compare(self, other_game: str) -> widgets.VBox:
        """What this game shares with ``other_game`` and what it changes, from both descriptions."""
        lang = self.lang
        other = get_game(other_game)
        same, differ = compare_specs(self.spec, other, lang)
        title = _title(other, lang)

        def items(parts: list[str], mark: str) -> str:
            return "".join(f'<li><span aria-hidden="true">{mark}</span> {escape(p)}</li>' for p in parts)

        html = (
            f'<div class="tarot-compare"><div><b>{escape(say("same_as", lang, game=title))}</b>'
            f'<ul class="tarot-same">{items(same, "=")}</ul></div>'
            f'<div><b>{escape(say("differs_from", lang, game=title))}</b>'
            f'<ul class="tarot-differ">{items(differ, "≠")}</ul></div></div>'
        )
        return _fact_widget(html, "tarot-compare-box")

    def compare_play(self, name: str, other_game: str = "maison-tarot") -> widgets.VBox:
        """The same position in this game and in ``other_game``: each engine marks the legal cards."""
        lang = self.lang
        setup = self.tutorial.scenario(name, "compare_play")
        states = [self._position(setup, game) for game in (other_game, self.game_id)]
        parts = []
        for state in states:
            seat = state.turn
            assert seat is not None
            cards = svg.cards_html(state.hand(seat), lang, width=48, legal=state.legal_cards())
            title = _title(state.spec, lang)
            parts.append(f'<div class="tarot-compare-game" data-game="{state.spec.id}"><span class="tarot-label">'
                         f'{escape(say("in_game", lang, game=title))}</span>{cards}</div>')
        return _fact_widget(_trick_block(states[-1], lang) + "".join(parts), "tarot-compare-play")

    # ------------------------------------------------------------ exercises
    def _position(self, setup: Position, game: str | None = None) -> HandState:
        spec = trick_spec(get_game(game) if game else self.spec)
        return position(spec, hand=setup.hand, trick=setup.trick, players=self.tutorial.players)

    def which_card(self, name: str) -> WhichCard:
        """Click a card you may play in a prepared position."""
        return WhichCard(self, name, self._position(self.tutorial.scenario(name, "which_card", "every_card")))

    def every_card(self, name: str) -> EveryCard:
        """Select every card you may play in a prepared position, then check."""
        position = self.tutorial.scenario(name, "which_card", "every_card")
        return EveryCard(self, name, self._position(position), position.free)

    def who_wins(self, name: str) -> WhoWins:
        """Click the card that wins a prepared trick."""
        return WhoWins(self, name, self.tutorial.scenario(name, "who_wins"))

    def order_cards(self, name: str) -> OrderCards:
        """Put prepared cards in order of strength."""
        return OrderCards(self, name, self.tutorial.scenario(name, "order_cards"))

    def excuse_exchange(self, name: str) -> ExcuseExchange:
        """Which won card goes to the trick's winner for the Excuse (T5)."""
        return ExcuseExchange(self, name, self.tutorial.scenario(name, "excuse_exchange"))

    def discard(self, name: str) -> DiscardExercise:
        """Lay away the dealer's three cards from a prepared hand (ML1, LT1)."""
        return DiscardExercise(self, name, self.tutorial.scenario(name, "discard"))

    def count_by_threes(self, name: str, way: str = "groups") -> CountByThrees:
        """Count a prepared pile by threes (T6): ``way`` "groups" (the old way) or "sets" (the easy way)."""
        if way not in ("groups", "sets"):
            raise ValueError(f"way must be 'groups' or 'sets', not {way!r}")
        return CountByThrees(self, name, self.tutorial.scenario(name, "count_by_threes"), way)

    def _variant_spec(self, variant: str | None) -> GameSpec:
        return self.spec.with_variants((variant,)) if variant else self.spec

    @staticmethod
    def _variant_key(name: str, variant: str | None) -> str:
        """An exercise's name under a variant: the same position counts once per variant."""
        return f"{name}-{variant}" if variant else name

    def declarations(self, name: str, variant: str | None = None) -> Declarations:
        """Find every declaration in a prepared hand (LT2)."""
        key = self._variant_key(name, variant)
        setup = self.tutorial.scenario(name, "declarations", "declaration_value")
        return Declarations(self, key, setup, self._variant_spec(variant))

    def declaration_value(self, name: str, variant: str | None = None) -> DeclarationValue:
        """What a prepared hand's declarations are worth (LT2; a variant's values, LT9)."""
        key = self._variant_key(name, variant)
        setup = self.tutorial.scenario(name, "declarations", "declaration_value")
        return DeclarationValue(self, key, setup, self._variant_spec(variant))

    def excuse_allowed(self, name: str) -> ExcuseAllowed:
        """May the Excuse be played here? (LT3, LT4)"""
        question = self.tutorial.scenario(name, "excuse_allowed")
        state = (self._position(question.position) if question.position is not None
                 else keep_the_excuse(self.spec, question.seed))
        return ExcuseAllowed(self, name, state)

    def pagat(self, name: str) -> PagatPayment:
        """What the Pagat brings its owner in a prepared trick (LT5)."""
        return PagatPayment(self, name, self.tutorial.scenario(name, "pagat"))

    def pot(self, name: str) -> PotChips:
        """The chips of a prepared Triomphe deal: what Death takes, or what is left (TF2, TF3)."""
        return PotChips(self, name, self.tutorial.scenario(name, "pot"))

    def death_odds(self) -> widgets.VBox:
        """How often Death ends a Triomphe deal at once (TF3): whenever trump 13 is among
        the cards dealt, so in the share of the pack the engine deals for each number of
        players (TF1), the 'lottery' of the introduction in figures."""
        spec, lang = self.spec, self.lang
        if "TF3" not in spec.rules:
            raise ValueError(f"{self.game_id} has no Death: only Triomphe Forcée ends a deal on trump 13 (TF3)")
        death = spec.pack.card("T13")
        rows = []
        for players in range(spec.min_players, spec.max_players + 1):
            dealt = death_share(spec, players)
            rows.append(f'<tr><td>{players}</td><td>{spec.hand_size(players, spec.resolve_options(players))}</td>'
                        f'<td>{dealt:.0%}</td></tr>')
        head = "".join(f'<th scope="col">{escape(say(key, lang))}</th>'
                       for key in ("death_players", "death_cards", "death_share"))
        note = say("death_note", lang, death=death.short(lang), four=f"{death_share(spec, 4):.0%}",
                   six=f"{death_share(spec, 6):.0%}")
        html = (f'<table class="tarot-points tarot-death-odds"><caption>{escape(say("death_caption", lang))}'
                f'</caption><tr>{head}</tr>{"".join(rows)}</table><p>{escape(note)}</p>')
        return _fact_widget(html, "tarot-death-odds-box")

    def count_pile(self, name: str) -> CountPile:
        """Count the card points of a prepared pile."""
        return CountPile(self, name, self.tutorial.scenario(name, "count_pile"))

    def open_debt(self, name: str) -> OpenDebt:
        """Which won card pays an Excuse debt still open when the hand ends (MT3)."""
        return OpenDebt(self, name, self.tutorial.scenario(name, "open_debt"))

    def game_end(self, name: str) -> GameEnd:
        """Has anyone won the game yet? Scores after a few hands (MT4)."""
        return GameEnd(self, name, self.tutorial.scenario(name, "game_end"))

    def hand_score(self, name: str, variant: str | None = None) -> HandScore:
        """Score a whole hand played by the computer (optionally under a variant's scoring)."""
        spec = self.spec.with_variants((variant,)) if variant else self.spec
        key = self._variant_key(name, variant)
        return HandScore(self, key, self.tutorial.scenario(name, "hand_score"), spec)

    def deal(self) -> DealTable:
        """The deal round the table, and who leads the first trick."""
        return DealTable(self)

    # ------------------------------------------------------------ play
    def _play_app(self, variants: Sequence[str], whole_game: bool, hints: bool = False,
                  exercise: bool = False) -> PlayLauncher:
        # the hand with hints is a prepared deal: the learner meets the game's own phases in it
        seed = self.tutorial.play_seed if hints else None

        def make() -> PlayApp:
            return PlayApp(self.game_id, players=self.tutorial.players, variants=variants, lang=self.lang,
                           whole_game=whole_game, hints=hints, seed=seed)

        launcher = PlayLauncher(make, self.lang)
        if exercise and self.current_step is not None:
            # the step's exercise: a hand played to its end, in either of its play widgets
            launcher.count_towards(self.progress, self.current_step)
        return launcher

    def play_hand(self) -> PlayLauncher:
        """One hand against the computer players with hints on: at each of the learner's
        turns the legal cards, the rule that limits them and a good card show by themselves.
        Finishing it is the step's exercise."""
        return self._play_app((), whole_game=False, hints=True, exercise=True)

    def play_game(self) -> PlayLauncher:
        """A whole game against the computer players, with the score sheet, to the game's end.
        Finishing a hand of it counts as the step's exercise too."""
        return self._play_app((), whole_game=True, exercise=True)

    def play_variant(self, variant: str) -> PlayLauncher:
        """The same play widget with a variant of the game."""
        return self._play_app((variant,), whole_game=True)

    def best_card(self, name: str) -> BestCard:
        """'Which card is best here?' at the decision a library deal keeps (:class:`BestCard`)."""
        if all(e.name != name for e in library(self.game_id)):
            known = ", ".join(e.name for e in library(self.game_id))
            raise ValueError(f"{self.game_id} has no deal {name!r} in the library (deals: {known})")
        return BestCard(self, name)

    def play_deal(self, name: str) -> PlayLauncher:
        """A deal of the library (:mod:`tarotlib.deals`) in which a rule shown here happens
        in play: its title, what it teaches and its rules above a play widget dealt as
        the record, the learner in the seat it was made for."""
        entry = next((e for e in library(self.game_id) if e.name == name), None)
        if entry is None:
            known = ", ".join(e.name for e in library(self.game_id))
            raise ValueError(f"{self.game_id} has no deal {name!r} in the library (deals: {known})")
        lang = self.lang
        about = (f'<p class="tarot-deal-about" data-deal="{escape(name)}" style="white-space:normal;line-height:1.4">'
                 f'<b>{escape(say("deal_about", lang, title=entry.title[lang]))}</b> '
                 f'({escape(say("rules_word", lang))} {escape(", ".join(entry.rules))}): '
                 f'{escape(entry.teaches[lang])}</p>')
        launcher = PlayLauncher(lambda: PlayApp.from_record(load_deal(name), lang=lang), lang, about)
        launcher.add_class("tarot-deal-launcher")  # not the step's own hand to play
        return launcher


class PlayLauncher(widgets.VBox):
    """A play widget built when the learner starts it, with one click.

    A PlayApp is some fifty widget models; the three of a tutorial, built while the page
    opens, slowed its opening by about a quarter (benchmarks/voila_pages.py), and their
    computer players would deal and play before the learner had scrolled down to them.
    """

    def __init__(self, make: Callable[[], PlayApp], lang: str, about: str = ""):
        self._make = make
        self.lang = lang
        # what the game is about (a library deal's lesson), kept above the game once it starts
        self.about = html_widget(about, classes=("tarot-play-about",)) if about else None
        self.app: PlayApp | None = None
        self.progress: Progress | None = None
        self.key = ""
        self.start_button = shared_button(("tarot-play-start",), description=say("play_start", lang), icon="play",
                                          button_style="primary")
        self.message = html_widget()
        self.start_button.on_click(guarded(lambda _button: self.start(), self._show_error))
        above = (self.about,) if self.about is not None else ()
        super().__init__(children=(*above, self.start_button, self.message), layout=fixed_layout(),
                         _dom_classes=("tarot-play-launcher",))

    def start(self) -> PlayApp:
        """Deal: build the play widget in place of the start button (once)."""
        if self.app is None:
            self.app = app = self._make()
            self.children = self._shown(app)  # once: a box whose children change twice at once
            # loses views the browser is still drawing (console errors, issue 30)
            if self.progress is not None:
                # the result box is redrawn when a hand ends (and when the language changes)
                app.result.observe(guarded(lambda _change: self._check_done(), self._show_error), "value")
                self._check_done()
        return self.app

    def _shown(self, app: PlayApp) -> tuple[widgets.Widget, ...]:
        """The launcher's children once the game is built: the game in the start button's
        place, under what it is about."""
        return (app,) if self.about is None else (self.about, app)

    def count_towards(self, progress: Progress, step_id: str) -> None:
        """Make a hand played to its end here the exercise ``play:<step_id>`` of that step
        (one for the step, whichever of its play widgets finishes a hand)."""
        self.progress, self.key = progress, f"play:{step_id}"
        progress.register(step_id, self.key)

    def _check_done(self) -> None:
        app = self.app
        if app is not None and self.progress is not None and app.state.is_over:
            self.progress.mark_done(self.key)

    def _show_error(self) -> None:
        self.message.value = error_feedback(self.lang)


# ---------------------------------------------------------------- index pages
def game_index(lang: str = "en") -> widgets.HTML:
    """Every game of the collection with players, cards and its one-line summary from
    the engine's catalogue, and a link to its tutorial where it has one (``<game
    id>.ipynb`` beside the index page) and to its rule book (``rules/<game id>.ipynb``)."""
    check_lang(lang)
    summaries = {entry.id: entry.summary for entry in catalogue()}
    items = []
    for spec in available_games():
        game_id = spec.id
        title = _title(spec, lang)
        about = say("players_cards", lang, players=players_fact(spec, lang),
                    cards=spec.hand_size(spec.default_players, spec.resolve_options(spec.default_players)))
        if game_id in TUTORIALS:
            link = (f'<a class="tarot-tutorial-link" href="{game_id}.ipynb">'
                    f'{escape(say("tutorial_link", lang, game=title))}</a> · '
                    f'<a class="tarot-rule-book-link" href="{RULE_BOOKS}/{game_id}.ipynb">'
                    f'{escape(say("rule_book", lang))}</a>')
        else:
            link = f'<span class="tarot-muted">{escape(say("no_tutorial", lang))}</span>'
        summary = summaries.get(game_id, {}).get(lang, "")
        summary_html = f'<br><span class="tarot-game-summary">{escape(summary)}</span>' if summary else ""
        items.append(f'<li data-game="{game_id}"><b>{escape(title)}</b> · '
                     f"{escape(about)} · {link}{summary_html}</li>")
    html = f'<style>{LESSON_CSS}</style><ul class="tarot-game-index">{"".join(items)}</ul>'
    return html_widget(html, classes=("tarot-lesson",))

