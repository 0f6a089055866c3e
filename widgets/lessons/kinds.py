"""The exercise kinds: each a widget that asks one question of the engine about a
scenario (:mod:`tarotwidgets.lessons.scenarios`) and judges the learner's answer with
the engine's own answer and words.

A click or a typed number goes to ``answer``; ``judge`` says right or wrong, why, and
the decision behind it (a :class:`Verdict`); the feedback never shows a traceback: a
failing handler logs it and shows one calm sentence.
"""

from __future__ import annotations

import functools
import re
from dataclasses import dataclass
from html import escape
from pathlib import Path
from typing import TYPE_CHECKING, Any, Callable, Iterable, Sequence

import anywidget
import ipywidgets as widgets
from ipywidgets.widgets.widget_bool import ToggleButtonStyle
from tarotwidgets.base import fixed_layout, guarded, html_widget, linked_rules, rule_suffix, shared_button, shared_style, with_rule
from tarotwidgets.hand import CardButtons
from tarotwidgets.i18n import event_lines, name_of
from tarotwidgets.lessons.scenarios import (
    HEARTS,
    DeclareSetup,
    DiscardSetup,
    ExcuseSetup,
    Ordering,
    Scene,
    TrumpOrdering,
    best_declarations,
    combo_names,
    dealt_to_declare,
    dealt_to_discard,
    declare_rule,
    excuse_trick,
    scene_state,
    window_rule,
)
from tarotwidgets.lessons.texts import capital, player_name, say
from tarotwidgets.progress import done_before_html
from tarotwidgets.table import STOCK_STYLE, latest_draws, seat_cells, stock_html
from traitlets import Unicode, default

from tarotlib import svg
from tarotlib.actions import Declare, Discard, Play
from tarotlib.bots.pimc import Decision
from tarotlib.cards import Card
from tarotlib.coach import advise, searched_line, seen_line
from tarotlib.deals import load as load_deal
from tarotlib.errors import IllegalAction
from tarotlib.explain import best_so_far, card_against, led_suit, needless_overtrumps, trick_card
from tarotlib.games import marjolet
from tarotlib.games.klaverjas import ROEM_3, ROEM_4, rules_of
from tarotlib.games.leipzig_taroc import COMBOS, EXCUSE_ONCE
from tarotlib.games.marjolet import SUIT_RANK, in_playout
from tarotlib.hands import new_hand
from tarotlib.i18n import card_list, join
from tarotlib.i18n import say as rule_words
from tarotlib.record import replay
from tarotlib.spec import GameSpec
from tarotlib.state import HandState

if TYPE_CHECKING:
    from tarotwidgets.lessons.lesson import Lesson

_HERE = Path(__file__).parent.parent  # lessons.css and lessons.js sit beside the other widgets' files
LESSON_CSS = (_HERE / "lessons.css").read_text(encoding="utf-8") + STOCK_STYLE  # the deal's stock as the table's


@functools.cache
def lesson_style() -> widgets.HTML:
    """The lessons' CSS, shown inside every lesson widget so each also works on its own.

    One widget for the whole page, shown many times: a copy per exercise would be
    three more models each for the page to load (benchmarks/voila_pages.py)."""
    return html_widget(f"<style>{LESSON_CSS}</style>", layout=fixed_layout(display="none"))


def game_title(spec: GameSpec, lang: str) -> str:
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


# ---------------------------------------------------------------- why a card loses
def beaten_because(spec: GameSpec, led: int, weak: Card, others: Sequence[Card], lang: str,
                   in_trick: bool = False) -> tuple[str, str]:
    """Why ``weak`` does not win against ``others`` (it among them) when ``led`` was led:
    (sentence, rule id), as the engine explains it (:func:`tarotlib.explain.card_against`:
    the weakest card that still beats it, so the step teaches the next without giving
    the answer away; ``in_trick``, who wins this trick?, adds when that card does not
    win either). The page keeps its own words where the engine's differ: a trump over
    another suit reads 'trumps rank above hearts' (``suit_above``), and it cites only the
    suit's order (T2), the Excuse (T5) and a second trump suit's rule (LR1)."""
    order = spec.trick_order
    said = card_against(order, led, others, weak, spec.excuse.rule if spec.excuse else "", in_trick)
    first, *more = said.lines
    if first.key in ("trump_beats", "suit_above"):
        strong = first.values["strong"]
        text = rule_words("suit_above", lang, strong=strong.short(lang), weak=weak.short(lang),
                   strong_suit=spec.pack.suit_name(strong.suit, lang), weak_suit=spec.pack.suit_name(weak.suit, lang))
        rule = order.trump_rules[-1] if {strong.suit, weak.suit} & set(order.trump_suits[1:]) else ""
    else:
        text, rule = first.text(lang), first.rule if first.key in ("higher_in_suit", "excuse_never_wins") else ""
    return " ".join((text, *(line.text(lang) for line in more))), rule


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
        super().__init__(children=(lesson_style(), self.prompt, *body, self.feedback), layout=fixed_layout(),
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


def label_html(text: str) -> str:
    return f'<span class="tarot-label">{escape(text)}</span>'


def seen_from(you: int, players: int, lang: str) -> list[str]:
    """The seats' names in a scene that seats the learner at ``you``: 'You', and the
    others named on from the learner in the order of play, as the play widget names
    them with the learner at seat 0. A scene seats the learner where its trick needs
    (third to play is seat 2), yet the seat after the learner is Bram and the
    Klaverjas partner Carla in every scene, as at the table."""
    return [svg.seat_name((seat - you) % players, lang, 0) for seat in range(players)]


def trick_block(state: HandState, lang: str) -> str:
    """The cards already on the table, captioned with their seats seen from the learner."""
    assert state.turn is not None, "a scene shows the learner to move"
    trick = svg.trick_html(state.trick(), seen_from(state.turn, state.players, lang), lang, width=64)
    return f'<div class="tarot-on-table">{label_html(say("on_table", lang))}{trick}</div>'


def on_the_table(state: HandState, lang: str) -> str:
    """What the learner sees before choosing a card: the cards on the table captioned with
    their seats; in Klaverjassen the trump, the contract and the partner above them (K1,
    K6), in a draw game the trump, the stock and the face-up cards (MJ1, MJ2)."""
    if state.spec.points_for_trump is not None:
        return klaver_trick_block(state, lang)
    if state.spec.deal.rest == "stock":
        assert state.turn is not None, "a scene shows the learner to move"
        return table_html(state, lang, state.turn) + trick_block(state, lang)
    return trick_block(state, lang)


class WhichCard(ExerciseWidget):
    """'Which card may you play?': click one card; the engine's ``check`` judges it."""

    kind = "which-card"
    question = "ask_play"

    def __init__(self, lesson: Lesson, name: str, state: HandState, free_rule: str = ""):
        self.state = state
        self.free_rule = free_rule  # the decision to cite when no limit narrows the choice (LR1)
        lang = lesson.lang
        self.hand = _hand_buttons(say("your_hand", lang), card_entries(state.hand(self.seat), lang))
        shown = on_the_table(state, lang) + label_html(say("your_hand", lang))
        super().__init__(lesson, name, say(self.question, lang), (self.hand, *self.controls(lang)), shown)
        self.listen(self.hand, self.answer)

    def controls(self, lang: str) -> tuple[widgets.Widget, ...]:
        """What goes under the hand: nothing, since a click is the answer."""
        return ()

    @property
    def seat(self) -> int:
        assert self.state.turn is not None
        return self.state.turn

    def may_play(self, code: str) -> Verdict:
        """The engine's refusal of the card, or that it may be played."""
        card = self.state.pack.card(code)
        try:
            self.state.check(Play(card), self.seat)
        except IllegalAction as refusal:
            return Verdict(False, refusal.explanation(self.lang), refusal.rule)
        return Verdict(True, say("may_play", self.lang, card=card.short(self.lang)))

    def judge(self, code: str) -> Verdict:
        """May this card be played? In a draw game a right answer says why any card, or
        these cards, will do (MJ2, MJ6)."""
        verdict = self.may_play(code)
        free = draw_free(self.state)
        if free is None or not verdict.right:
            return verdict
        right = verdict.text
        limit = self.state.limit()
        if limit is not None:
            return Verdict(True, f"{right} {limit.explain(self.state.pack, self.state.legal_mask(), self.lang)}",
                           limit.rule)
        return Verdict(True, f"{right} {say(free[0], self.lang)}", free[1])


def draw_free(state: HandState) -> tuple[str, str] | None:
    """In a draw game, why any card will do when no limit narrows the choice: the stock
    (MJ2) or the play-out's duties met (MJ6), as (text key, rule); None in other games."""
    if state.spec.deal.rest != "stock":
        return None
    return ("playout_free", "MJ6") if in_playout(state) else ("stock_free", "MJ2")


class EveryCard(WhichCard):
    """'Select every card you may play': toggle cards, then check the whole set."""

    kind = "every-card"
    question = "ask_every"

    def __init__(self, lesson: Lesson, name: str, state: HandState, free_rule: str = ""):
        self.selected: set[Card] = set()
        super().__init__(lesson, name, state, free_rule)

    def controls(self, lang: str) -> tuple[widgets.Widget, ...]:
        """The Check button: the answer is the whole selection."""
        return (self.button(say("check", lang), self.check, "tarot-check"),)

    judge = WhichCard.may_play  # a card of the selection, judged alone

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
        """The selection judged whole: with the stock or in the play-out (MJ2, MJ6) the
        free choice or the limit is told, in Klaverjassen the duty that limits (K2, K7)."""
        lang, state = self.lang, self.state
        legal, limit, free = set(state.legal_cards()), state.limit(), draw_free(state)
        if free is not None and chosen and not (chosen - legal) and legal - chosen:
            missing = legal - chosen
            text = say("left_out_one", lang) if len(missing) == 1 else say("left_out", lang, count=len(missing))
            if limit is not None:
                return Verdict(False, f"{text} {limit.explain(state.pack, state.legal_mask(), lang)}", limit.rule)
            return Verdict(False, f"{text} {say(free[0], lang)}", free[1])
        verdict = self._judge_set(chosen)
        if free is not None and verdict.right and limit is None:
            return Verdict(True, f"{verdict.text} {say(free[0], lang)}", free[1])
        if (state.spec.points_for_trump is not None and not (verdict.right or verdict.rule or not chosen)
                and limit is not None):  # the duty that limits the cards, in the engine's words
            return Verdict(False, f"{verdict.text} {limit.explain(state.pack, state.legal_mask(), lang)}", limit.rule)
        return verdict

    def _judge_set(self, chosen: set[Card]) -> Verdict:
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
            excuse = self.state.spec.excuse
            if len(missing) == 1 and next(iter(missing)).is_excuse and excuse is not None and excuse.free:
                text += " " + say("excuse_left_out", lang)  # T3; Leipzig limits it (LT3)
                rule = "T3"
            elif not limit:
                text += " " + say("free_choice", lang)
            elif needless_overtrumps(self.state, missing):
                best = best_so_far(self.state)
                assert best is not None  # a trump on the table that the left-out trumps do not beat
                text += " " + say("no_overtrump", lang, card=best.short(lang))
            return Verdict(False, text, rule)
        return Verdict(True, say("exactly_these", lang, cards=card_list(sorted(legal), lang)))

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
        shown = self._played_html(lang) + trick_block(state, lang) + label_html(say("your_hand", lang))
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
        drawn = marjolet.drawing(view)
        for other, cards in enumerate(drawn.faceup if drawn is not None else ()):
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
    """'Who wins this trick?': click the winning card; the engine's trick order decides.
    A trick's cards in play order (Anna led), or a draw game's scene whose trick is
    played through the engine under the turned trump (MJ2), which names the winner."""

    kind = "who-wins"

    def __init__(self, lesson: Lesson, name: str, setup: Sequence[str] | Scene):
        spec, lang = lesson.spec, lesson.lang
        self.state: HandState | None = None
        shown = ""
        if isinstance(setup, Scene):
            self.state = state = scene_state(spec, setup)
            trick = state.tricks[-1]
            self.cards, self.seats = list(trick.cards), list(trick.seats)
            self.led = self.cards[0].suit
            self.winner = self.cards[trick.seats.index(trick.winner)]
            captions = [svg.seat_name(seat, lang, 0) for seat in self.seats]
            captions[0] = (say("caption_you_lead", lang) if self.seats[0] == 0
                           else say("caption_leads", lang, seat=captions[0]))
            shown = table_html(scene_state(spec, setup, ()), lang)
        else:
            self.cards = [spec.pack.card(code) for code in setup]
            self.led = led_suit(self.cards)
            self.winner = self.cards[spec.trick_order.winner([c.index for c in self.cards], self.led)]
            captions = [say("caption_leads", lang, seat=player_name(0))]  # in play order: Anna led
            captions += [player_name(seat) for seat in range(1, len(setup))]
        self.trick = _hand_buttons(say("on_table", lang), card_entries(self.cards, lang, captions=captions))
        super().__init__(lesson, name, say("ask_winner", lang), (self.trick,), shown)
        self.listen(self.trick, self.answer)

    def judge(self, code: str) -> Verdict:
        """The engine's word on the card (:mod:`tarotlib.explain`): in a played trick, MJ1
        the suit's order and MJ2 the turned trump, where a card neither of the suit led
        nor a trump keeps the page's words."""
        lesson, lang = self.lesson, self.lang
        if self.state is not None:
            said = trick_card(self.state, code, len(self.state.tricks))
            first = said.lines[0]
            if first.key != "cannot_win":
                return Verdict(said.wins, first.text(lang), first.rule)
            led = lesson.spec.pack.suit_name(self.led, lang)
            return Verdict(False, say("off_suit", lang, led=led, card=said.card.short(lang)), first.rule)
        card = lesson.spec.pack.card(code)
        if card == self.winner:
            return Verdict(True, rule_words("card_wins", lang, card=card.short(lang)))
        text, rule = beaten_because(lesson.spec, self.led, card, self.cards, lang, in_trick=True)
        return Verdict(False, text, rule)


class OrderCards(ExerciseWidget):
    """'Put these cards in order': click them strongest first; the trick order decides,
    the hand's own when a suit is trumps (K1)."""

    kind = "order"

    def __init__(self, lesson: Lesson, name: str, ordering: Ordering):
        spec, lang = lesson.spec, lesson.lang
        self.ordering = ordering
        trump = ordering.trump if isinstance(ordering, TrumpOrdering) else None
        self.order = spec.trick_order if trump is None else spec.orders_for_trump(trump)
        self.strength = self.order.strength[ordering.led]
        self.remaining = [spec.pack.card(code) for code in ordering.cards]
        self.placed: list[Card] = []
        single_suit = all(c.suit == ordering.led for c in self.remaining)
        suit = spec.pack.suit_name(ordering.led, lang)
        prompt = say("ask_order", lang) if single_suit else say("ask_order_led", lang, suit=suit, Suit=suit.capitalize())
        self.pool = _hand_buttons(prompt, card_entries(self.remaining, lang))
        self.row = html_widget(self._row_html(lang))
        self.again = self.button(say("start_again", lang), self.reset, "tarot-start-again")
        note = ""
        if trump is not None:
            suit = spec.pack.suit_name(trump, lang)
            note = f'<p class="tarot-kj-context">{escape(say("trumps_are", lang, suit=suit, Suit=capital(suit)))}</p>'
        super().__init__(lesson, name, prompt, (self.pool, self.row, self.again))
        self.prompt.value = note + self.prompt.value
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
        if isinstance(self.ordering, TrumpOrdering):
            return self._not_yet_trump(card)
        reason, rule = beaten_because(lesson.spec, self.ordering.led, card, self.remaining, lang)
        return Verdict(False, f"{say('not_yet', lang, card=card.short(lang))} {reason}", rule)

    def _not_yet_trump(self, card: Card) -> Verdict:
        """Not yet, in the page's own words for a trump suit (K1): the next stronger card
        left, and why (the led suit's 7 has strength 0 too, so the order is named)."""
        lang, ordering = self.lang, self.ordering
        assert isinstance(ordering, TrumpOrdering)
        stronger = min((c for c in self.remaining if self.strength[c.index] > self.strength[card.index]),
                       key=lambda c: self.strength[c.index])
        if card.suit not in (ordering.trump, ordering.led):
            reason = say("not_led", lang, card=card.short(lang))
        elif card.suit != stronger.suit:
            reason = say("trump_beats_any", lang)
        else:
            ranks = " ".join(c.short(lang)[1:] for c in self.order.descending(card.suit))
            reason = say("order_is", lang, suit=self.lesson.spec.pack.suit_name(card.suit, lang), order=ranks)
        return Verdict(False, say("not_yet_trump", lang, card=card.short(lang), stronger=stronger.short(lang),
                                  order=reason), "K1")

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
    """'Where does the Excuse go?': which of your won cards you give for it (T5); with
    ``at_the_end``, the Excuse's trick is the hand's last and the blank is still owed:
    the game's own end-of-hand rule (MT3, the lowest-valued point card) chose the card
    from a pile that holds no blank. The scene is played through the engine."""

    def __init__(self, lesson: Lesson, name: str, setup: ExcuseSetup, at_the_end: bool = False):
        spec, lang = lesson.spec, lesson.lang
        assert spec.excuse is not None
        self.kind = "debt" if at_the_end else "excuse"
        self.state, self.pile, self.given = excuse_trick(spec, setup)
        trick = self.state.tricks[-1]
        self.winner = trick.winner
        settled = [e for e in self.state.events if e.kind == "debt-settled"]
        assert bool(settled) == at_the_end, "only the scene at the end of the hand settles a debt"
        self.rule = settled[0].rule if settled else spec.excuse.rule
        names = seen_from(trick.seats[-1], self.state.players, lang)  # the learner played the Excuse last
        shown = svg.trick_html(list(zip(trick.seats, trick.cards)), names, lang, winner=self.winner, width=56)
        self.cards = _hand_buttons(say("your_tricks", lang), card_entries(list(self.pile), lang, width=56))
        none = () if at_the_end else (self.button(say("none_yet", lang), lambda: self.answer(None), "tarot-none-yet"),)
        prompt = say("ask_debt" if at_the_end else "ask_excuse", lang, winner=names[self.winner])
        super().__init__(lesson, name, prompt, (self.cards, *none),
                         f'<div class="tarot-on-table">{shown}</div>{label_html(say("your_tricks", lang))}')
        self.listen(self.cards, self.answer)

    def judge(self, code: str | None) -> Verdict:
        spec, lang = self.lesson.spec, self.lang
        if self.kind == "debt":  # a card must go: no answer 'none yet'
            return self._judge_debt(spec.pack.card(code))
        card = None if code is None else spec.pack.card(code)
        if card == self.given:
            text = say("you_give", lang, card=card.short(lang)) if card else say("give_nothing_yet", lang)
            return Verdict(True, text, self.rule)
        if card is None:
            return Verdict(False, say("you_have_a_blank", lang), self.rule)
        if spec.card_points[card.index]:
            return Verdict(False, say("give_a_blank", lang, card=card.short(lang)), self.rule)
        return Verdict(False, say("give_lowest_blank", lang, card=card.short(lang)), self.rule)

    def _judge_debt(self, card: Card) -> Verdict:
        lang, points, given = self.lang, self.lesson.spec.card_points, self.given
        assert given is not None
        if card == given:
            return Verdict(True, say("debt_paid", lang, card=card.short(lang)), self.rule)
        worth = say("points_value_one", lang) if points[card.index] == 1 else say(
            "points_value", lang, points=points[card.index])
        if points[card.index] > points[given.index]:
            return Verdict(False, say("debt_cheaper", lang, card=card.short(lang), worth=worth), self.rule)
        return Verdict(False, say("debt_tie", lang, card=card.short(lang), worth=worth,
                                  other=given.short(lang)), self.rule)


@dataclass(frozen=True)
class Answer:
    """The engine's answer to a question (:mod:`tarotwidgets.lessons.questions`) and what
    its feedback says: ``tag`` names the exercise in the page's classes and the kept
    progress ("count", "score", ...), ``hints`` grow with each wrong try, ``state`` and
    ``seat`` are the position asked about, when there is one."""

    tag: str
    prompt: str
    shown: str
    expected: Any
    right_text: str
    hints: Sequence[tuple[str, str]] = ()
    state: HandState | None = None
    seat: int = 0


class NumberExercise(ExerciseWidget):
    """A question answered with a whole number; hints grow with each wrong try."""

    def __init__(self, lesson: Lesson, name: str, asked: Answer):
        self.kind = asked.tag
        self.expected, self.right_text, self.hints = asked.expected, asked.right_text, asked.hints
        self.state, self.seat = asked.state, asked.seat
        self.tries = 0
        # one model for the box and its button; Enter checks as the button does
        self.entry = NumberEntry(label=say("your_answer", lesson.lang), check=say("check", lesson.lang))
        super().__init__(lesson, name, asked.prompt, (self.entry,), asked.shown)

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
                         label_html(say("your_hand", lang)))
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
                f'{label_html(say("laid_away", lang, left=self.count - len(laid)))}{cards}</div>')

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


def short_name(spec: GameSpec, combo: str, lang: str) -> str:
    """A combination's name without its explanation in brackets, for where its cards
    follow: 'stuk (♥K ♥Q)', not 'stuk (King and Queen of trumps) (♥K ♥Q)'."""
    return name_of(spec.names, combo, lang).split(" (")[0]


def declared_list(declarations: Sequence[tuple[Declare, int]], spec: GameSpec, lang: str) -> str:
    """'Matadors (†1, †21, ☆) 10 + Half cavalry (...) 5'."""
    return " + ".join(f"{short_name(spec, d.combo, lang)} ({card_list(d.in_pack_order, lang)}) {value}"
                      for d, value in declarations)


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



# ---------------------------------------------------------------- the draw games (MJ1-MJ8)
def strongest_first(cards: Sequence[Card]) -> list[Card]:
    """The cards suit by suit, the strongest first (MJ1)."""
    return sorted(cards, key=lambda c: (c.suit, -SUIT_RANK[c.index]))


def cards_text(cards: Sequence[Card], lang: str) -> str:
    """'♥K ♥Q': the cards suit by suit, the strongest first (MJ1)."""
    return " ".join(c.short(lang) for c in strongest_first(cards))


def combo_name(spec: GameSpec, combo: str, lang: str) -> str:
    return spec.names.get(combo, {}).get(lang, combo)


def table_html(state: HandState, lang: str, seat: int = 0) -> str:
    """The trump suit, the turned card on the stock (or the play-out), and the seat's
    face-up cards and earlier declarations: what the learner sees on the table."""
    assert state.trump is not None
    suit = state.pack.suit_name(state.trump, lang)
    if state.own.turned is not None:
        turned = state.pack.cards[state.own.turned]
        key = {0: "trumps_turned_last", 1: "trumps_turned_one"}.get(len(state.own.stock), "trumps_turned")
        line = say(key, lang, suit=suit, card=turned.short(lang), stock=len(state.own.stock))
    else:
        line = say("trumps_playout", lang, suit=suit)
    parts = [f'<p class="tarot-draw-table" data-stock="{len(state.own.stock)}">{escape(line)}</p>']
    faceup = state.pack.cards_in(state.own.faceup[seat])
    if faceup or state.declared:
        text = say("faceup_yours", lang, cards=cards_text(faceup, lang)) if faceup else say("faceup_none", lang)
        parts.append(f'<p class="tarot-draw-faceup">{escape(text)}</p>')
    mine = [(d, v) for s, d, v in state.declared if s == seat]
    if mine:
        made = join((f"{short_name(state.spec, d.combo, lang)} ({cards_text(d.cards, lang)})" for d, _ in mine), lang)
        parts.append(f'<p class="tarot-draw-declared">{escape(say("declared_before", lang, list=made))}</p>')
    view = state.view(seat)
    draws = latest_draws(view)
    if draws:  # MJ2: the card played and the card drawn, so that the hand shown adds up
        lines = " ".join(event_lines(draws, view.tricks, lang, seat, state.spec.names))
        told = f'{say("drawn_after", lang, number=draws[0].number)} {lines}'
        parts.append(f'<p class="tarot-draw-drawn" data-count="{len(draws)}">{escape(told)}</p>')
    return "".join(parts)


class Combinations(ExerciseWidget):
    """'Which combinations does your hand hold?': select them, then check. The engine's
    declaration rule offers them: a draw game's windows (MJ4; Marias under
    ``marias-jack``, MJ7), or Leipzig's declarations (LT2), where a combination the
    hand cannot declare is refused in the rule's words (the Excuse completing a second
    combination), one left out is counted, and the right answer lists each with its value."""

    def __init__(self, lesson: Lesson, name: str, setup: Scene | DeclareSetup, spec: GameSpec):
        lang = lesson.lang
        self.spec, self.lang = spec, lang
        if isinstance(setup, Scene):
            self.kind, self.state = "combinations", scene_state(spec, setup)
            self.rule = window_rule(spec)
            self.offered = self.rule.options(self.state, 0)
            self.combos = combo_names(spec)
            row = self.combo_row({combo: combo_name(spec, combo, lang) for combo in self.combos}, "tarot-combo-row")
            shown = (table_html(self.state, lang) + label_html(say("your_hand", lang))
                     + svg.cards_html(self.state.hand(0), lang, width=48))
            prompt = say("ask_combinations", lang)
        else:
            self.kind, self.state = "declare", dealt_to_declare(spec, setup, lesson.tutorial.players)
            self.rule = declare_rule(spec)
            self.offered = self.rule.options(self.state, 0)
            self.combos = COMBOS
            row = self.combo_row({combo: spec.names[combo][lang] for combo in self.combos})
            shown = label_html(say("your_hand", lang)) + svg.cards_html(self.state.hand(0), lang, width=44)
            prompt = say("ask_declarations", lang)
        check = self.button(say("check", lang), self.check, "tarot-check")
        super().__init__(lesson, name, prompt, (row, check), shown)

    @property
    def offered_kinds(self) -> list[str]:
        kinds = {d.combo for d, _ in self.offered}
        return [c for c in self.combos if c in kinds]

    def chosen(self) -> set[str]:
        return {combo for combo, toggle in self.toggles.items() if toggle.value}

    def check(self) -> Verdict:
        return self.show(self.judge(self.chosen()))

    def judge(self, chosen: set[str]) -> Verdict:
        return self._judge_declared(chosen) if self.kind == "declare" else self._judge_offered(chosen)

    def _judge_offered(self, chosen: set[str]) -> Verdict:
        lang, spec = self.lang, self.spec
        if not chosen:
            return Verdict(False, say("choose_declaration", lang), "MJ4")
        offered = self.offered_kinds
        wrong = [c for c in self.combos if c in chosen and c not in offered]
        if wrong:
            rule = "MJ7" if wrong[0] == "marias" and marjolet.rules_of(spec).marias_jack else "MJ4"
            return Verdict(False, say("no_combo", lang, name=combo_name(spec, wrong[0], lang)), rule)
        left = [c for c in offered if c not in chosen]
        if left:
            text = say("combos_left_one", lang) if len(left) == 1 else say("combos_left", lang, count=len(left))
            return Verdict(False, text, "MJ4")
        # the combinations and their cards, not their points: the next exercise asks for those
        found = join((f"{short_name(spec, d.combo, lang)} ({cards_text(d.cards, lang)})" for d, _ in self.offered), lang)
        return Verdict(True, say("combos_found", lang, list=found), "MJ4")

    def _judge_declared(self, chosen: set[str]) -> Verdict:
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
        return Verdict(True, say("declared_all", lang, list=declared_list(made, self.spec, lang), total=total),
                       rule.rule)


def combos_text(offered: Sequence[tuple[Declare, int]], spec: GameSpec, lang: str) -> str:
    """'stuk (♥K ♥Q) 40 + Marias (♠K ♠Q) 20: 60 points in all.'"""
    parts = " + ".join(f"{short_name(spec, d.combo, lang)} ({cards_text(d.cards, lang)}) {v}" for d, v in offered)
    return say("combos_all", lang, list=capital(parts), total=sum(v for _, v in offered))


# ---------------------------------------------------------------- Klaverjassen (K1-K8)
def seats_text(seats: Sequence[int], lang: str) -> str:
    return say("seat_and", lang).join(player_name(s) for s in seats)


def klaver_trick_block(state: HandState, lang: str) -> str:
    """The cards on the table, captioned with their seats (the learner's partner named),
    and the trump and the contract above them."""
    you = state.turn
    assert you is not None, "a scene shows the learner to move"
    sides = state.sides
    seats = seen_from(you, state.players, lang)  # the partner is Carla, as at the table
    names = []
    for seat in range(state.players):
        name = seats[seat]
        if seat == you:
            name = say("you_caption", lang)
        elif state.players == 4 and sides[seat] == sides[you]:
            name = say("partner_caption", lang, seat=name)
        names.append(name)
    suit = state.pack.suit_name(state.trump, lang)
    lines = [say("trumps_are", lang, suit=suit, Suit=capital(suit))]
    partner = next(s for s in range(4) if s != you and sides[s] == sides[you]) if state.players == 4 else None
    bidder = state.own.contract.seat if state.own.contract is not None else None
    if bidder is not None:  # the partner named once: in the contract's line when he plays it
        key = "bidder_is_you" if bidder == you else "bidder_is_partner" if bidder == partner else "bidder_is"
        lines.append(say(key, lang, seat=seats[bidder]))
    if partner is not None and bidder != partner:
        lines.append(say("partner_is", lang, seat=seats[partner]))
    facts = f'<p class="tarot-kj-context">{escape(" ".join(lines))}</p>'
    trick = svg.trick_html(state.trick(), names, lang, width=64) if state.trick() else ""
    return f'{facts}<div class="tarot-on-table">{label_html(say("on_table", lang))}{trick}</div>'


def roem_order(spec: GameSpec, suit: int = HEARTS) -> list[Card]:
    """K3: the roem order is the pack's own order of ranks, 7 up to Ace, in every suit."""
    return [c for c in spec.pack.cards if c.suit == suit]


def roem_order_text(spec: GameSpec, lang: str) -> str:
    return "-".join(c.short(lang)[1:] for c in roem_order(spec))


def roem_values(spec: GameSpec) -> Any:
    """The game's roem values (K3): three cards a trick in Klaverjas-3, four in Klaverjas-4."""
    return ROEM_3 if rules_of(spec).alone else ROEM_4


@dataclass(frozen=True)
class Choice:
    """The engine's answer to a question asked with a few buttons
    (:mod:`tarotwidgets.lessons.questions`): each button's answer, label and classes,
    the right answer, and the verdict on each answer; ``reason`` is why the right one
    is right, in the engine's words."""

    tag: str
    prompt: str
    shown: str
    buttons: tuple[tuple[Any, str, tuple[str, ...]], ...]
    truth: Any
    verdicts: dict[Any, Verdict]
    reason: str = ""
    state: HandState | None = None


class ChoiceExercise(ExerciseWidget):
    """A question answered with one of a few buttons; the verdict on each answer was the
    engine's before the learner clicked."""

    def __init__(self, lesson: Lesson, name: str, asked: Choice):
        self.kind = asked.tag
        self.answers = tuple(value for value, _text, _classes in asked.buttons)
        self.truth, self.verdicts, self.reason, self.state = asked.truth, asked.verdicts, asked.reason, asked.state
        self.rule = asked.verdicts[asked.truth].rule
        buttons = [self.button(text, lambda value=value: self.answer(value), *classes, width="auto")
                   for value, text, classes in asked.buttons]
        row = widgets.HBox(buttons, layout=fixed_layout(flex_flow="row wrap", grid_gap="6px"))
        super().__init__(lesson, name, asked.prompt, (row,), asked.shown)

    def judge(self, answer: Any) -> Verdict:
        """The verdict on one of the buttons' answers; any other answer is refused."""
        if answer not in self.answers:
            raise ValueError(f"answer must be one of {', '.join(map(repr, self.answers))}, not {answer!r}")
        return self.verdicts[answer]


@dataclass(frozen=True)
class HandSummary:
    """A played hand's contract and each side's tricks, card points and roem (K4)."""

    html: str
    cards: int
    roem: int
    own: int
    others: int
    need: int


def hand_summary(state: HandState, lang: str) -> HandSummary:
    result = state.result
    contract = state.own.contract
    assert result is not None and contract is not None
    sides = state.sides
    playing = [s for s in range(state.players) if sides[s] == contract.side]
    defending = [s for s in range(state.players) if sides[s] != contract.side and s != state.sitting_out]
    k3 = rules_of(state.spec).alone

    def totals(seats: list[int]) -> tuple[int, int, int]:
        if k3:
            return (sum(result.tricks[s] for s in seats), sum(result.card_points[s] for s in seats),
                    sum(state.own.roem[s] for s in seats))
        first = seats[0]
        return result.tricks[first], result.card_points[first], sum(state.own.roem[s] for s in seats)

    rows = []
    own = others = 0
    head = (f'<tr><th></th><th scope="col">{escape(say("col_tricks", lang))}</th>'
            f'<th scope="col">{escape(say("col_points", lang))}</th><th scope="col">{escape(say("col_roem", lang))}'
            f"</th></tr>")
    for key, seats in (("row_playing", playing), ("row_defending", defending)):
        tricks, points, roem = totals(seats)
        rows.append(f'<tr data-side="{key}"><th scope="row">{escape(say(key, lang, seats=seats_text(seats, lang)))}</th>'
                    f"<td>{tricks}</td><td>{points}</td><td>{roem}</td></tr>")
        if key == "row_playing":
            own, cards_, own_roem = points + roem, points, roem
        else:
            others = points + roem
            if k3:  # K5: each defender scores his own when it is made, so each is shown too
                for s in seats:
                    name = escape(say("row_one_defender", lang, seat=player_name(s)))
                    rows.append(f'<tr data-seat="{s}"><th scope="row" style="font-weight:normal;padding-left:1em">'
                                f"{name}</th><td>{result.tricks[s]}</td><td>{result.card_points[s]}</td>"
                                f"<td>{state.own.roem[s]}</td></tr>")
    suit = state.pack.suit_name(contract.trump, lang)
    line = say("contract_line", lang, seat=player_name(contract.seat), suit=suit)
    html = (f'<p class="tarot-kj-context">{escape(line)}</p>'
            f'<table class="tarot-kj-summary">{head}{"".join(rows)}</table>')
    # majority (K4) has no number to reach: its explanations still say when a side stays under 82
    return HandSummary(html, cards_, own_roem, own, others, contract.points or 82)


