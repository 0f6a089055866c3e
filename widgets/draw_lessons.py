"""The lessons of the two-player draw games: Marjolet and Binage / Cinq Cents (MJ1-MJ8).

Plugged in through :data:`tarotwidgets.lesson_content.FAMILY_LESSONS`: this module
holds the games' :data:`TUTORIALS` (their steps and prepared scenes) and
:class:`DrawLesson`, the :class:`~tarotwidgets.lessons.Lesson` with the exercises these
games need: who wins a trick under the turned trump, the cards you may play with the
stock and in the play-out, the combinations a hand holds and their points, whether you
may declare now (and Dix), and the points scored as they happen.

A scene is a hand set up card by card (``Scene``) and played through the engine up to
the question, so every answer (the winner, the legal cards, the combinations and their
values, a refused declaration and its reason, the points) is the engine's own.
"""

from __future__ import annotations

from dataclasses import dataclass
from dataclasses import replace as replaced
from html import escape
from typing import Any, Sequence

import ipywidgets as widgets
from tarotwidgets.base import fixed_layout
from tarotwidgets.i18n import event_lines
from tarotwidgets.table import latest_draws
from tarotwidgets.lesson_content import LEARN, TEXTS, Exercise, Ordering, Step, Texts, Tutorial, capital
from tarotwidgets.lessons import (
    EveryCard,
    ExerciseWidget,
    Lesson,
    NumberExercise,
    OrderCards,
    Verdict,
    WhichCard,
    WhoWins,
    _fact_widget,
    _hand_buttons,
    _label,
    card_entries,
    short_name,
)

from tarotlib import svg
from tarotlib.actions import END_DECLARING, Declare
from tarotlib.cards import PIQUET, Card
from tarotlib.errors import IllegalAction
from tarotlib.games.marjolet import BINAGE_NAMES, MARJOLET_NAMES, SUIT_RANK, in_playout
from tarotlib.i18n import fill, join
from tarotlib.spec import GameSpec
from tarotlib.state import Deal, HandState, new_hand

CLUBS = 0  # the suit index of clubs in the piquet pack (PIQUET.suit_name)


# ---------------------------------------------------------------- prepared scenes
@dataclass(frozen=True)
class Scene:
    """A hand of a draw game set up card by card: ``hands`` of seat 0 (the learner) and
    seat 1, the ``stock`` top first and the ``turned`` trump (together an even number,
    as a real deal leaves: each trick draws two, MJ2); ``dealer`` 1 makes the learner
    voorhand (MJ1). ``moves`` are then made through the engine: a card code is
    played, ``"+stuk"`` declares the engine's first offer of that combination, ``"."``
    ends the declarations."""

    hands: tuple[tuple[str, ...], tuple[str, ...]]
    stock: tuple[str, ...]
    turned: str
    moves: tuple[str, ...] = ()
    dealer: int = 1


@dataclass(frozen=True)
class DeclareQuestion:
    """'May you declare this now?': the learner (seat 0) after ``scene``, asking to
    declare ``combo`` with ``cards`` (MJ4, MJ6)."""

    scene: Scene
    combo: str
    cards: tuple[str, ...]


@dataclass(frozen=True)
class PointsQuestion:
    """'What did this bring you?': the learner's points scored by the last ``last``
    moves of ``scene`` (MJ1, MJ3-MJ6)."""

    scene: Scene
    last: int = 2


def scene_state(spec: GameSpec, scene: Scene, moves: Sequence[str] | None = None) -> HandState:
    """The scene's hand after its moves (or after ``moves``), played through the engine."""
    index = PIQUET.index
    deal = Deal(tuple(tuple(index(c) for c in hand) for hand in scene.hands),
                tuple(index(c) for c in scene.stock), index(scene.turned))
    state = new_hand(spec, 2, dealer=scene.dealer, deal=deal, partial=True)
    for move in scene.moves if moves is None else moves:
        if move == ".":
            state.apply(END_DECLARING)
        elif move.startswith("+"):
            state.apply(next(a for a in state.legal_actions() if isinstance(a, Declare) and a.combo == move[1:]))
        else:
            state.play(move)
    return state


def window_rule(spec: GameSpec) -> Any:
    """The game's declaration rule (MJ4): what a seat may declare now and its value."""
    return spec.windows[0].rule


def combo_names(spec: GameSpec) -> tuple[str, ...]:
    """The game's combinations in the engine's order (MJ4), Dix last."""
    return MARJOLET_NAMES if spec.id == "marjolet" else BINAGE_NAMES


# ---------------------------------------------------------------- words
DRAW_TEXTS: dict[str, Texts] = {
    "fact_pack_piquet": {"en": "{size} cards (piquet pack)", "nl": "{size} kaarten (piketspel)"},
    "fact_draw_leader": {"en": "the player who does not deal (voorhand)", "nl": "de speler die niet deelt (voorhand)"},
    "fact_stock": {"en": "The stock", "nl": "De stok"},
    "fact_stock_value": {
        "en": "{stock} cards, and the next card turned for trump",
        "nl": "{stock} kaarten, en de kaart daaronder gedraaid als troef",
    },
    "pack_suit": {"en": "{suit}, strongest first", "nl": "{suit}, de sterkste eerst"},
    "pack_note": {
        "en": "The same order in every suit, trumps too (MJ1).",
        "nl": "In elke kleur dezelfde volgorde, ook in troef (MJ1).",
    },
    # the table
    "trumps_turned": {
        "en": "Trumps: {suit}. Turned: {card}, across a stock of {stock} cards.",
        "nl": "Troef: {suit}. Gedraaid: {card}, met de stok van {stock} kaarten erover.",
    },
    "trumps_turned_one": {
        "en": "Trumps: {suit}. Turned: {card}, under the last card of the stock.",
        "nl": "Troef: {suit}. Gedraaid: {card}, onder de laatste kaart van de stok.",
    },
    "hand_after_draw": {  # the table is shown before the trick, the hand after it and the draw
        "en": "Your hand after the trick and the draw: you drew {card}",
        "nl": "Jouw kaarten na de slag en het trekken: je trok {card}",
    },
    "trumps_turned_last": {
        "en": "Trumps: {suit}. Turned: {card}, the last card still to be drawn.",
        "nl": "Troef: {suit}. Gedraaid: {card}, de laatste kaart die nog getrokken wordt.",
    },
    "trumps_playout": {
        "en": "Trumps: {suit}. The stock is empty: this is the play-out (MJ6).",
        "nl": "Troef: {suit}. De stok is op: dit zijn de laatste slagen (MJ6).",
    },
    "faceup_yours": {"en": "Face up before you: {cards}.", "nl": "Open voor je op tafel: {cards}."},
    "faceup_none": {"en": "No cards lie face up before you.", "nl": "Er liggen geen kaarten open voor je."},
    "declared_before": {"en": "Declared earlier this deal: {list}.", "nl": "Eerder deze deling geroemd: {list}."},
    "final_trick": {"en": "The last trick", "nl": "De laatste slag"},
    "seat_other": {"en": "The other player", "nl": "De tegenspeler"},
    # who wins (MJ2)
    "trump_beats": {
        "en": "{strong} is a trump and beats {weak}: a trump beats every card of another suit.",
        "nl": "{strong} is troef en slaat {weak}: troef gaat boven elke kaart van een andere kleur.",
    },
    "off_suit": {
        "en": "{card} is neither {led} nor a trump, so it cannot win; while the stock lasts it may be played all the same.",
        "nl": "{card} is geen {led} en geen troef, dus die wint niet; zolang er een stok is, mag je hem wel spelen.",
    },
    # which cards (MJ2, MJ6)
    "stock_free": {
        "en": "While the stock lasts you may play any card: there is no duty to follow suit.",
        "nl": "Zolang er een stok is, mag je elke kaart spelen: je hoeft niet te bekennen.",
    },
    "playout_free": {
        "en": "You cannot follow suit and hold no trump, so any card may go.",
        "nl": "Je kunt niet bekennen en hebt geen troef, dus elke kaart mag.",
    },
    # combinations (MJ4, MJ7)
    "ask_combinations": {
        "en": "You have just won a trick. Which combinations does your hand hold? Select them all, then press Check.",
        "nl": "Je hebt net een slag gewonnen. Welke roem zit er in je hand? Kies alles en klik dan op Nakijken.",
    },
    "no_combo": {"en": "Your hand does not hold this combination: {name}.",
                 "nl": "Je hand heeft deze combinatie niet: {name}."},
    "combos_left_one": {
        "en": "Your hand holds one more kind of combination.", "nl": "Je hand heeft nog een andere soort roem.",
    },
    "combos_left": {
        "en": "Your hand holds {count} more kinds of combination.", "nl": "Je hand heeft nog {count} andere soorten roem.",
    },
    "combos_all": {"en": "{list}: {total} points in all.", "nl": "{list}: samen {total} punten."},
    "combos_found": {"en": "Your hand holds {list}.", "nl": "Je hand heeft {list}."},
    "combo_points": {"en": "{points} points", "nl": "{points} punten"},
    "ask_combination_points": {
        "en": "You declare every combination this hand holds. How many points do they bring you?",
        "nl": "Je roemt alles wat deze hand heeft. Hoeveel punten levert dat op?",
    },
    "combo_value_hint": {
        "en": "Look at the table of combinations above: a card may count in more than one.",
        "nl": "Kijk nog eens in de tabel met roem hierboven: een kaart mag in meer dan één combinatie meetellen.",
    },
    "declarations_draw": {
        "en": "Combinations in {game} ({suit} trumps in these examples)",
        "nl": "Roem bij {game} (in deze voorbeelden is {suit} troef)",
    },
    # may you declare now? (MJ4, MJ6)
    "answer_yes": {"en": "Yes", "nl": "Ja"},
    "answer_no": {"en": "No", "nl": "Nee"},
    "declare_yes": {
        "en": "You may: {name} ({cards}) brings you {points} points now.",
        "nl": "Dat mag: {name} ({cards}) levert je nu {points} punten op.",
    },
    "dix_yes": {
        "en": "You may: Dix swaps your {seven} for the turned {turned} and brings you {points} points now.",
        "nl": "Dat mag: met Dix ruil je je {seven} voor de gedraaide {turned}, en dat levert je nu {points} punten op.",
    },
    "declare_no": {"en": "You may not.", "nl": "Dat mag niet."},
    "declare_check": {
        "en": "Check the scene above against when you may declare: right after you win a trick, each combination "
              "only once, and a card may count again in another combination.",
        "nl": "Leg de situatie hierboven naast de regel voor roemen: direct nadat je een slag wint, elke combinatie "
              "maar één keer, en een kaart mag opnieuw meetellen in een andere combinatie.",
    },
    "declare_check_dix": {
        "en": "Check the scene above against when you may declare Dix: right after you win a trick, with the "
              "trump 7 in your hand while the turned card still lies there.",
        "nl": "Leg de situatie hierboven naast de regel voor Dix: direct nadat je een slag wint, met de troef 7 in "
              "je hand terwijl de gedraaide kaart er nog ligt.",
    },
    "ask_declare": {"en": "May you declare {name} ({cards}) now?", "nl": "Mag je nu {name} ({cards}) roemen?"},
    # points as they happen (MJ3, MJ5)
    "ask_points": {
        "en": "How many points did this trick, and the draw after it, bring you?",
        "nl": "Hoeveel punten scoorde je met deze slag en het trekken daarna?",
    },
    "points_hint": {  # MJ3: the trump 7 scores when played unless it was turned up or exchanged by Dix
        "en": "Count again: Aces and Tens won, the trump 7 played (unless it was turned up or exchanged by Dix), "
              "and the last card of the stock.",
        "nl": "Tel nog eens: gewonnen azen en tienen, de gespeelde troef 7 (tenzij die gedraaid of met Dix geruild "
              "was) en de laatste kaart van de stok.",
    },
    "points_hint_binage": {  # MJ5: in Binage the last card drawn scores nothing
        "en": "Count again: Aces and Tens won and the trump 7 played (unless it was turned up or exchanged by "
              "Dix); in Binage drawing the last card scores nothing.",
        "nl": "Tel nog eens: gewonnen azen en tienen en de gespeelde troef 7 (tenzij die gedraaid of met Dix "
              "geruild was); bij Binage levert het trekken van de laatste kaart niets op.",
    },
    "points_made": {"en": "{parts} = {total}.", "nl": "{parts} = {total}."},
    "points_none": {
        "en": "Nothing in this trick or its draw scores for you.", "nl": "Niets in deze slag of het trekken erna levert jou punten op.",
    },
    "points_won": {"en": "You score {total} points here.", "nl": "Je scoort hier {total} punten."},
}


def say(key: str, lang: str = "en", **values: object) -> str:
    """This module's words, else those of :mod:`tarotwidgets.lesson_content`."""
    return fill(DRAW_TEXTS[key] if key in DRAW_TEXTS else TEXTS[key], lang, **values)


def _strongest_first(cards: Sequence[Card]) -> list[Card]:
    """The cards suit by suit, the strongest first (MJ1)."""
    return sorted(cards, key=lambda c: (c.suit, -SUIT_RANK[c.index]))


def _cards(cards: Sequence[Card], lang: str) -> str:
    """'♥K ♥Q': the cards suit by suit, the strongest first (MJ1)."""
    return " ".join(c.short(lang) for c in _strongest_first(cards))


def _name(spec: GameSpec, combo: str, lang: str) -> str:
    return spec.names.get(combo, {}).get(lang, combo)


def table_html(state: HandState, lang: str, seat: int = 0) -> str:
    """The trump suit, the turned card on the stock (or the play-out), and the seat's
    face-up cards and earlier declarations: what the learner sees on the table."""
    assert state.trump is not None
    suit = state.pack.suit_name(state.trump, lang)
    if state.turned is not None:
        turned = state.pack.cards[state.turned]
        key = {0: "trumps_turned_last", 1: "trumps_turned_one"}.get(len(state.stock), "trumps_turned")
        line = say(key, lang, suit=suit, card=turned.short(lang), stock=len(state.stock))
    else:
        line = say("trumps_playout", lang, suit=suit)
    parts = [f'<p class="tarot-draw-table" data-stock="{len(state.stock)}">{escape(line)}</p>']
    faceup = state.pack.cards_in(state.faceup[seat])
    if faceup or state.declared:
        text = say("faceup_yours", lang, cards=_cards(faceup, lang)) if faceup else say("faceup_none", lang)
        parts.append(f'<p class="tarot-draw-faceup">{escape(text)}</p>')
    mine = [(d, v) for s, d, v in state.declared if s == seat]
    if mine:
        made = join((f"{short_name(state.spec, d.combo, lang)} ({_cards(d.cards, lang)})" for d, _ in mine), lang)
        parts.append(f'<p class="tarot-draw-declared">{escape(say("declared_before", lang, list=made))}</p>')
    view = state.view(seat)
    draws = latest_draws(view)
    if draws:  # MJ2: the card played and the card drawn, so that the hand shown adds up
        lines = " ".join(event_lines(draws, view.tricks, lang, seat, state.spec.names))
        told = f'{say("drawn_after", lang, number=draws[0].number)} {lines}'
        parts.append(f'<p class="tarot-draw-drawn" data-count="{len(draws)}">{escape(told)}</p>')
    return "".join(parts)


def _with_table(exercise: ExerciseWidget, html: str) -> None:
    """Put the table's line under the exercise's prompt."""
    exercise.prompt.value = exercise.prompt.value.replace("</p>", "</p>" + html, 1)


# ---------------------------------------------------------------- exercises
class DrawOrder(OrderCards):
    """Order piquet cards (MJ1): A-10-K-Q-J-9-8-7 in every suit."""

    def judge(self, code: str) -> Verdict:
        verdict = super().judge(code)
        return verdict if verdict.right else replaced(verdict, rule="MJ1")


class DrawWhoWins(WhoWins):
    """'Who wins this trick?' under the turned trump (MJ2): the scene's trick is played
    through the engine, which names the winner."""

    def __init__(self, lesson: Lesson, name: str, scene: Scene):
        spec, lang = lesson.spec, lesson.lang
        before = scene_state(spec, scene, ())
        state = scene_state(spec, scene)
        trick = state.tricks[-1]
        self.state, self.order = state, state.trick_order
        self.cards = list(trick.cards)
        self.seats = list(trick.seats)
        self.led = self.cards[0].suit
        self.winner = self.cards[trick.seats.index(trick.winner)]
        captions = [svg.seat_name(seat, lang, 0) for seat in self.seats]
        captions[0] = (say("caption_you_lead", lang) if self.seats[0] == 0
                       else say("caption_leads", lang, seat=captions[0]))
        self.trick = _hand_buttons(say("on_table", lang), card_entries(self.cards, lang, captions=captions))
        ExerciseWidget.__init__(self, lesson, name, say("ask_winner", lang), (self.trick,), table_html(before, lang))
        self.listen(self.trick, self.answer)

    def judge(self, code: str) -> Verdict:
        lang = self.lang
        card = self.lesson.spec.pack.card(code)
        if card == self.winner:
            return Verdict(True, say("card_wins", lang, card=card.short(lang)), "MJ2")
        strong, pack = self.winner, self.lesson.spec.pack
        values = {"strong": strong.short(lang), "weak": card.short(lang), "card": card.short(lang)}
        if strong.suit == card.suit:
            ranks = " ".join(c.short(lang)[1:] for c in self.order.descending(card.suit))
            return Verdict(False, say("higher_in_suit", lang, suit=pack.suit_name(card.suit, lang), order=ranks,
                                      **values), "MJ1")
        if strong.suit == self.state.trump:
            return Verdict(False, say("trump_beats", lang, **values), "MJ2")
        return Verdict(False, say("off_suit", lang, led=pack.suit_name(self.led, lang), **values), "MJ2")


class DrawWhichCard(WhichCard):
    """'Which card may you play?' with the stock (MJ2) or in the play-out (MJ6)."""

    def __init__(self, lesson: Lesson, name: str, state: HandState):
        super().__init__(lesson, name, state)
        _with_table(self, table_html(state, self.lang, self.seat))

    def judge(self, code: str) -> Verdict:
        verdict = super().judge(code)
        if not verdict.right:
            return verdict
        limit = self.state.limit()
        why = (limit.explain(self.state.pack, self.state.legal_mask(), self.lang) if limit is not None
               else say("stock_free" if not in_playout(self.state) else "playout_free", self.lang))
        return Verdict(True, f"{verdict.text} {why}", limit.rule if limit is not None else self._free_rule())

    def _free_rule(self) -> str:
        return "MJ6" if in_playout(self.state) else "MJ2"


class DrawEveryCard(EveryCard):
    """'Select every card you may play' with the stock (MJ2: all of them) or in the
    play-out (MJ6: follow and beat, else follow, else trump)."""

    def __init__(self, lesson: Lesson, name: str, state: HandState):
        super().__init__(lesson, name, state)
        _with_table(self, table_html(state, self.lang, self.seat))

    def judge_set(self, chosen: set[Card]) -> Verdict:
        lang, state = self.lang, self.state
        legal = set(state.legal_cards())
        limit = state.limit()
        if chosen and not (chosen - legal) and legal - chosen:
            missing = legal - chosen
            text = say("left_out_one", lang) if len(missing) == 1 else say("left_out", lang, count=len(missing))
            if limit is not None:
                return Verdict(False, f"{text} {limit.explain(state.pack, state.legal_mask(), lang)}", limit.rule)
            free = "playout_free" if in_playout(state) else "stock_free"
            return Verdict(False, f"{text} {say(free, lang)}", "MJ6" if in_playout(state) else "MJ2")
        verdict = super().judge_set(chosen)
        if verdict.right and limit is None:
            free = "playout_free" if in_playout(state) else "stock_free"
            return Verdict(True, f"{verdict.text} {say(free, lang)}", "MJ6" if in_playout(state) else "MJ2")
        return verdict


class Combinations(ExerciseWidget):
    """'Which combinations does your hand hold?' (MJ4; Marias under ``marias-jack``,
    MJ7): select the kinds, then check. The engine's declaration rule offers them."""

    kind = "combinations"

    def __init__(self, lesson: Lesson, name: str, scene: Scene, spec: GameSpec):
        lang = lesson.lang
        self.spec, self.lang = spec, lang
        self.state = scene_state(spec, scene)
        self.offered = window_rule(spec).options(self.state, 0)
        self.combos = combo_names(spec)
        row = self.combo_row({combo: _name(spec, combo, lang) for combo in self.combos}, "tarot-combo-row")
        check = self.button(say("check", lang), self.check, "tarot-check")
        shown = (table_html(self.state, lang) + _label(say("your_hand", lang))
                 + svg.cards_html(self.state.hand(0), lang, width=48))
        super().__init__(lesson, name, say("ask_combinations", lang), (row, check), shown)

    @property
    def offered_kinds(self) -> list[str]:
        kinds = {d.combo for d, _ in self.offered}
        return [c for c in self.combos if c in kinds]

    def chosen(self) -> set[str]:
        return {combo for combo, toggle in self.toggles.items() if toggle.value}

    def check(self) -> Verdict:
        return self.show(self.judge(self.chosen()))

    def judge(self, chosen: set[str]) -> Verdict:
        lang, spec = self.lang, self.spec
        if not chosen:
            return Verdict(False, say("choose_declaration", lang), "MJ4")
        offered = self.offered_kinds
        wrong = [c for c in self.combos if c in chosen and c not in offered]
        if wrong:
            rule = "MJ7" if wrong[0] == "marias" and "marias-jack" in spec.active_variants else "MJ4"
            return Verdict(False, say("no_combo", lang, name=_name(spec, wrong[0], lang)), rule)
        left = [c for c in offered if c not in chosen]
        if left:
            text = say("combos_left_one", lang) if len(left) == 1 else say("combos_left", lang, count=len(left))
            return Verdict(False, text, "MJ4")
        # the combinations and their cards, not their points: the next exercise asks for those
        found = join((f"{short_name(spec, d.combo, lang)} ({_cards(d.cards, lang)})" for d, _ in self.offered), lang)
        return Verdict(True, say("combos_found", lang, list=found), "MJ4")


def combos_text(offered: Sequence[tuple[Declare, int]], spec: GameSpec, lang: str) -> str:
    """'stuk (♥K ♥Q) 40 + Marias (♠K ♠Q) 20: 60 points in all.'"""
    parts = " + ".join(f"{short_name(spec, d.combo, lang)} ({_cards(d.cards, lang)}) {v}" for d, v in offered)
    return say("combos_all", lang, list=capital(parts), total=sum(v for _, v in offered))


class CombinationPoints(NumberExercise):
    """'How many points do your combinations bring?' (MJ4): the sum of what the engine offers."""

    kind = "combination-points"

    def __init__(self, lesson: Lesson, name: str, scene: Scene, spec: GameSpec):
        lang = lesson.lang
        state = scene_state(spec, scene)
        offered = window_rule(spec).options(state, 0)
        working = combos_text(offered, spec, lang)
        hints = [(say("combo_value_hint", lang), "MJ4"), (working, "MJ4")]
        shown = table_html(state, lang) + _label(say("your_hand", lang)) + svg.cards_html(state.hand(0), lang, width=48)
        super().__init__(lesson, name, say("ask_combination_points", lang), shown, sum(v for _, v in offered),
                         working, hints)


class MayDeclare(ExerciseWidget):
    """'May you declare this now?' (MJ4: only right after winning a trick, each
    combination once, a card again in another one; Dix; MJ6: not in Binage's play-out).
    The engine's ``check`` decides: its refusal is the feedback of a no."""

    kind = "may-declare"
    ANSWERS = ("yes", "no")

    def __init__(self, lesson: Lesson, name: str, question: DeclareQuestion):
        spec, lang = lesson.spec, lesson.lang
        self.state = state = scene_state(spec, question.scene)
        self.action = Declare(question.combo, tuple(spec.pack.card(c) for c in question.cards))
        try:
            state.check(self.action, 0)
        except IllegalAction as refusal:
            self.truth, self.reason, self.rule = "no", refusal.explanation(lang), refusal.rule
        else:
            value = dict(window_rule(spec).options(state, 0))[self.action]
            self.truth, self.rule = "yes", "MJ4"
            if self.action.combo == "dix":
                assert state.turned is not None
                self.reason = say("dix_yes", lang, seven=_cards(self._cards(), lang), points=value,
                                  turned=spec.pack.cards[state.turned].short(lang))
            else:
                self.reason = say("declare_yes", lang, name=short_name(spec, self.action.combo, lang),
                                  cards=_cards(self._cards(), lang), points=value)
        buttons = [self.button(say(f"answer_{answer}", lang), lambda answer=answer: self.answer(answer),
                               "tarot-yesno", f"tarot-yesno-{answer}", width="auto") for answer in self.ANSWERS]
        row = widgets.HBox(buttons, layout=fixed_layout(flex_flow="row wrap", grid_gap="6px"))
        shown = ""
        if state.tricks:
            last = state.tricks[-1]
            trick = svg.trick_html(list(zip(last.seats, last.cards)), 2, lang, winner=last.winner, width=56, you=0)
            shown += f'<div class="tarot-on-table">{_label(say("final_trick", lang))}{trick}</div>'
        shown += table_html(state, lang) + _label(say("your_hand", lang)) + svg.cards_html(state.hand(0), lang, width=48)
        prompt = say("ask_declare", lang, name=short_name(spec, self.action.combo, lang),
                     cards=_cards(self._cards(), lang))
        super().__init__(lesson, name, prompt, (row,), shown)

    def _cards(self) -> list[Card]:
        return list(self.action.in_pack_order)

    def judge(self, answer: str) -> Verdict:
        lang = self.lang
        if answer == self.truth:
            head = "" if self.truth == "yes" else say("declare_no", lang) + " "
            return Verdict(True, head + self.reason, self.rule)
        if self.truth == "yes":  # what to check, not the answer
            return Verdict(False, say("declare_check_dix" if self.action.combo == "dix" else "declare_check", lang),
                           self.rule)
        return Verdict(False, self.reason, self.rule)


class PointsMade(NumberExercise):
    """'What did this trick bring you?' (MJ3, MJ5, MJ6): the engine's points scored for
    the learner by the scene's last moves, each named with its rule in the hints."""

    kind = "points"

    def __init__(self, lesson: Lesson, name: str, question: PointsQuestion, spec: GameSpec):
        lang = lesson.lang
        scene = question.scene
        before = scene_state(spec, scene, scene.moves[:-question.last])
        state = scene_state(spec, scene)
        seen = len(before.events)
        scored = [e for e in state.events[seen:] if e.kind == "scored" and e.seat == 0]
        total = int(state.points[0] - before.points[0])
        parts = " + ".join(f"{_name(spec, e.name, lang)}: {e.amount:g} ({e.rule})" for e in scored)
        parts = capital(parts)
        working = say("points_made", lang, parts=parts, total=total) if scored else say("points_none", lang)
        rules = ", ".join(dict.fromkeys(e.rule for e in scored)) or "MJ3, MJ5"  # MJ5: the last card, or none
        hints = [(say("points_hint_binage" if spec.id == "binage" else "points_hint", lang), rules), (working, rules)]
        last = state.tricks[-1]
        trick = svg.trick_html(list(zip(last.seats, last.cards)), 2, lang, winner=last.winner, width=56, you=0)
        drawn = [e.card for e in state.events[seen:] if e.kind == "drawn" and e.seat == 0 and e.card is not None]
        hand = say("hand_after_draw", lang, card=join((c.short(lang) for c in drawn), lang)) if drawn \
            else say("your_hand", lang)
        shown = (table_html(before, lang) + f'<div class="tarot-on-table">{trick}</div>'
                 + _label(hand) + svg.cards_html(state.hand(0), lang, width=44))
        super().__init__(lesson, name, say("ask_points", lang), shown, total,
                         f"{say('points_won', lang, total=total)} {working}", hints)


# ---------------------------------------------------------------- the lesson
class DrawLesson(Lesson):
    """The lesson of a draw game: the piquet pack, the stock, declarations and the play-out."""

    tutorial: DrawTutorial

    # ------------------------------------------------------------ facts
    def fact_rows(self) -> dict[str, tuple[str, str]]:
        """The piquet pack, the stock after the deal, and the trick's winner leading."""
        spec, lang = self.spec, self.lang
        players = self.tutorial.players
        size = spec.hand_size(players, spec.resolve_options(players))
        rows = super().fact_rows()
        rows["pack"] = (say("fact_pack", lang), say("fact_pack_piquet", lang, size=spec.pack.size))
        del rows["direction"]  # two players: no direction to speak of
        rows["leader"] = (say("fact_leader", lang), say("fact_draw_leader", lang))
        stock = (say("fact_stock", lang), say("fact_stock_value", lang, stock=spec.pack.size - players * size - 1))
        order = list(rows)
        order.insert(order.index("cards") + 1, "stock")
        return {key: stock if key == "stock" else rows[key] for key in order}

    def pack(self) -> widgets.VBox:
        """The 32 cards suit by suit, strongest first (the engine's order, MJ1)."""
        spec, lang = self.spec, self.lang
        parts = []
        for suit in range(4):
            name = spec.pack.suit_name(suit, lang).capitalize()
            cards = spec.trick_order.descending(suit)
            parts.append(f'<div class="tarot-pack-suit" data-suit="{suit}"><span class="tarot-label">'
                         f'{escape(say("pack_suit", lang, suit=name))}</span>{svg.cards_html(cards, lang, width=40)}</div>')
        parts.append(f'<p>{escape(say("pack_note", lang))}</p>')
        return _fact_widget("".join(parts), "tarot-pack")

    def declaration_table(self, variant: str | None = None) -> widgets.VBox:
        """Each combination with an example and its points (MJ4; MJ7 under ``marias-jack``):
        the example is the engine's first set of cards for it, its value the engine's offer."""
        spec, lang = self._variant_spec(variant), self.lang
        turned = spec.pack.card(self.tutorial.declaration_trump)
        empty = Scene(((), ()), (), turned.code)
        state = scene_state(spec, empty)
        rule = window_rule(spec)
        rows = []
        seven = spec.pack.cards[state.part.seven]
        for combo in combo_names(spec):
            held = [seven] if combo == "dix" else spec.pack.cards_in(
                next(m for name, m, _ in state.part.combos if name == combo))
            cards = [seven, turned] if combo == "dix" else held
            # the example cards dealt to the learner alone, through the engine
            example = scene_state(spec, replaced(empty, hands=(tuple(c.code for c in held), ())))
            value = next(v for d, v in rule.options(example, 0) if d.combo == combo)
            rows.append(f'<tr data-combo="{combo}"><th scope="row">{escape(_name(spec, combo, lang))}</th>'
                        f'<td>{svg.cards_html(_strongest_first(cards), lang, width=32)}</td>'
                        f'<td>{escape(say("combo_points", lang, points=value))}</td></tr>')
        caption = say("declarations_draw", lang, game=spec.title.get(lang, spec.title["en"]),
                      suit=spec.pack.suit_name(turned.suit, lang))
        return _fact_widget(f'<table class="tarot-declarations"><caption>{escape(caption)}</caption>{"".join(rows)}'
                            f"</table>", "tarot-declaration-table")

    # ------------------------------------------------------------ exercises
    def order_cards(self, name: str) -> DrawOrder:
        """Put piquet cards in order of strength (MJ1)."""
        return DrawOrder(self, name, self.tutorial.scenario(name, "order_cards"))

    def who_wins(self, name: str) -> DrawWhoWins:
        """Click the card that wins a trick under the turned trump (MJ2)."""
        return DrawWhoWins(self, name, self.tutorial.scenario(name, "who_wins"))

    def which_card(self, name: str) -> DrawWhichCard:
        """Click a card you may play (MJ2, MJ6)."""
        return DrawWhichCard(self, name, scene_state(self.spec, self.tutorial.scenario(name, "which_card", "every_card")))

    def every_card(self, name: str) -> DrawEveryCard:
        """Select every card you may play, then check (MJ2, MJ6)."""
        return DrawEveryCard(self, name, scene_state(self.spec, self.tutorial.scenario(name, "which_card", "every_card")))

    def combinations(self, name: str, variant: str | None = None) -> Combinations:
        """Find every combination in a hand (MJ4; MJ7 under ``marias-jack``)."""
        key = self._variant_key(name, variant)
        return Combinations(self, key, self.tutorial.scenario(name, "combinations", "combination_points"), self._variant_spec(variant))

    def combination_points(self, name: str, variant: str | None = None) -> CombinationPoints:
        """What a hand's combinations are worth (MJ4)."""
        key = self._variant_key(name, variant)
        return CombinationPoints(self, key, self.tutorial.scenario(name, "combinations", "combination_points"), self._variant_spec(variant))

    def may_declare(self, name: str) -> MayDeclare:
        """May you declare this now? (MJ4, MJ6)"""
        return MayDeclare(self, name, self.tutorial.scenario(name, "may_declare"))

    def points(self, name: str, variant: str | None = None) -> PointsMade:
        """The points a trick and its draw brought you (MJ3, MJ5; ``last-winner``)."""
        key = self._variant_key(name, variant)
        return PointsMade(self, key, self.tutorial.scenario(name, "points"), self._variant_spec(variant))


LESSON = DrawLesson


# ---------------------------------------------------------------- the tutorials
def _cards_of(text: str) -> tuple[str, ...]:
    return tuple(text.split())


def _scene(mine: str, other: str, stock: str, turned: str = "9h", moves: str = "", dealer: int = 1) -> Scene:
    return Scene((_cards_of(mine), _cards_of(other)), _cards_of(stock), turned, _cards_of(moves), dealer)


_HISTORY = Step("history", {"en": "Where the game comes from", "nl": "Waar het spel vandaan komt"})
_PLAY = Step("play", {"en": "Play a hand, then a game", "nl": "Speel een hand, dan een potje"})
_VARIANTS = Step("variants", {"en": "Variants", "nl": "Varianten"})

# the play-out: the learner lost the last stock trick, drew the turned card, and follows (MJ5, MJ6)
_PLAYOUT = ("7s Kc 8c 7c 7h 8d", "As Jc 9d 8s 10d Kd", "10c")

_MARJOLET_HAND = _scene("Kh Qh Jh Qs Ks Ac", "8c 9c 7d 8d 9d 7s", "10d 8s 7c")
_MARJOLET_LAST_CARD = PointsQuestion(_scene(*_PLAYOUT, moves="7s As"))

MARJOLET = Tutorial(
    steps=(
        _HISTORY,
        Step("pack", {"en": "The pack and the order of the cards", "nl": "De kaarten en hun volgorde"}),
        Step("deal", {"en": "The deal, the trump and the stock", "nl": "Delen, troef en de stok"}),
        Step("stock", {"en": "Tricks while the stock lasts", "nl": "Slagen zolang er een stok is"}),
        Step("points", {"en": "Points as they happen", "nl": "Punten die meteen tellen"}),
        Step("combinations", {"en": "The combinations", "nl": "De roem"}),
        Step("declaring", {"en": "When you may declare", "nl": "Wanneer je mag roemen"}),
        Step("playout", {"en": "The play-out", "nl": "De laatste zes slagen"}),
        _PLAY,
        _VARIANTS,
        LEARN,
    ),
    exercises=(
        Exercise("pack", "order_cards", "clubs", Ordering(_cards_of("Jc Ac 9c Kc 10c Qc"), CLUBS), "MJ1"),
        Exercise("deal", "deal", "leader", 3, "MJ1"),
        Exercise("stock", "who_wins", "off-suit", _scene("10c Qs 8d 9s Jd 7d", "7s Kc Ad 8c Ks 10s", "Qd 8s 9d",
                                                          moves="10c 7s"), "MJ2"),
        Exercise("stock", "who_wins", "trumped", _scene("Ac Qs 8d 9s Jd 7d", "8h Kc Ad 8c Ks 10s", "Qd 8s 9d",
                                                         moves="Ac 8h"), "MJ2"),
        Exercise("stock", "every_card", "any", _scene("Ac 9s 8h Qd 7c Js", "Ks 8c 7d 9d 10s Kd", "Qc 8s 8d",
                                                       moves="Ks", dealer=0), "MJ2"),
        Exercise("points", "points", "trick", PointsQuestion(_scene("7h Ks 8d 9c Jd 10s", "Ac 8s 7d 9s Qc Kd",
                                                                     "Jc 8c 9d", moves="Ac 7h", dealer=0)), "MJ3"),
        Exercise("combinations", "combinations", "hand", _MARJOLET_HAND, "MJ4"),
        Exercise("combinations", "combination_points", "hand", _MARJOLET_HAND, "MJ4"),
        Exercise("declaring", "may_declare", "lost", DeclareQuestion(_scene(
            "Kc Kh Qh 8d 9s 7d", "Ac 8c 9c 10d 7s 8s", "Jd Qc 7c", moves="Kc Ac"), "stuk", ("Kh", "Qh")), "MJ4"),
        Exercise("declaring", "may_declare", "again", DeclareQuestion(_scene(
            "Ah As Kh Qh Kc Qc", "8c 7d 9d 8s 7s 10d", "8d 9c Jd 7c 10s", moves="Ah 8c +stuk . As 7d"),
            "stuk", ("Kh", "Qh")), "MJ4"),
        Exercise("declaring", "may_declare", "reuse", DeclareQuestion(_scene(
            "Ks Qs Ac Ad 7c 8c", "9c 7d 8s 9s 10d 7s", "Jh 8d Jd 9d 10s", moves="Ac 9c +marias Ad 7d"),
            "marjolet", ("Jh", "Qs")), "MJ4"),
        Exercise("declaring", "may_declare", "dix", DeclareQuestion(_scene(
            "7h Ac Kd 8s 9s 7d", "8c 9c 10d 7s Jd 8d", "Qc Js 9d", moves="Ac 8c"), "dix", ("7h",)), "MJ4"),
        Exercise("playout", "points", "last-card", _MARJOLET_LAST_CARD, "MJ5"),
        Exercise("playout", "which_card", "beat", _scene(*_PLAYOUT, moves="7s As Jc"), "MJ6"),
        Exercise("playout", "every_card", "follow", _scene(*_PLAYOUT, moves="7s As 10c"), "MJ6"),
        Exercise("playout", "every_card", "ruff", _scene(*_PLAYOUT, moves="7s As 8s"), "MJ6"),
        Exercise("playout", "may_declare", "dix-gone", DeclareQuestion(_scene(
            "Ac Ad Kd Qd", "8c 9d 7c Jc", "7h", moves="Ac 8c . Ad 9d"), "dix", ("7h",)), "MJ6"),
        Exercise("variants", "combinations", "hand", _MARJOLET_HAND, "MJ7", (("variant", "marias-jack"),)),
        Exercise("variants", "points", "last-card", _MARJOLET_LAST_CARD, "MJ5", (("variant", "last-winner"),)),
    ),
    players=2,
    declaration_trump="9h",
    play_seed=1,  # the learner wins tricks with combinations to declare, Dix among them, and meets the play-out
)

_BINAGE_HAND = _scene("Kh Qh Jd Qs Ks Kc Qc 8d", "8c 9c 7d 9d 7s 8s 10s As", "10d Jc 7c")

BINAGE = Tutorial(
    steps=(
        _HISTORY,
        Step("deal", {"en": "Eight cards, the trump and the stock", "nl": "Acht kaarten, troef en de stok"}),
        Step("combinations", {"en": "The combinations", "nl": "De roem"}),
        Step("one", {"en": "One declaration per trick", "nl": "Eén roem per slag"}),
        Step("playout", {"en": "The play-out: cards back in hand", "nl": "De laatste slagen: alles terug in de hand"}),
        _PLAY,
        _VARIANTS,
        LEARN,
    ),
    exercises=(
        Exercise("deal", "deal", "leader", 3, "MJ1"),
        Exercise("deal", "who_wins", "trumped", _scene("Ac Qs 8d 9s Jd 7d 8s 9c", "8h Kc Ad 8c Ks 10s 7s Kd",
                                                        "Qd 10c 9d", moves="Ac 8h"), "MJ2"),
        Exercise("combinations", "combinations", "hand", _BINAGE_HAND, "MJ4"),
        Exercise("combinations", "combination_points", "hand", _BINAGE_HAND, "MJ4"),
        Exercise("one", "may_declare", "dix", DeclareQuestion(_scene(
            "7h Ac Kh Qh 8s 9s 7d 8d", "8c 9c 10d 7s Jd 10s As Kd", "Qc Js 10c", moves="Ac 8c"), "dix", ("7h",)), "MJ4"),
        Exercise("one", "may_declare", "one-only", DeclareQuestion(_scene(
            "7h Ac Kh Qh 8s 9s 7d 8d", "8c 9c 10d 7s Jd 10s As Kd", "Qc Js 10c", moves="Ac 8c +dix"),
            "stuk", ("Kh", "Qh")), "MJ4"),
        Exercise("playout", "points", "last-card", PointsQuestion(_scene(
            "7s Kc 8c 7c 7h 8d Jd 9s", "As Jc 9d 8s 10d Kd Js 10s", "10c", moves="7s As")), "MJ5"),
        Exercise("playout", "every_card", "back", _scene("Ac Ks Qs 7d 10d Jc 8c 7c", "9d 9s Ad 8h Kc 7s 10s As",
                                                         "8d 9c 10h", moves="Ac 9d +marias 7d Ad 9s"), "MJ6"),
        Exercise("playout", "may_declare", "playout", DeclareQuestion(_scene(
            "Ac Ad Ks Qs Kd Qd", "8c 9d 7c Jc 10c 8s", "7s", moves="Ac 8c +marias Ad 9d"), "marias", ("Ks", "Qs")),
                 "MJ6"),
    ),
    players=2,
    declaration_trump="9h",
    play_seed=4,  # the learner declares (Dix among it) and meets the play-out
)

TUTORIALS: dict[str, Tutorial] = {"marjolet": MARJOLET, "binage": BINAGE}
