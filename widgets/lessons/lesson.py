"""The tutorials' lesson: one line each in a notebook, for every game.

    >>> lesson = Lesson("maison-tarot", lang="nl")  # doctest: +SKIP
    >>> lesson.step("follow")                        # doctest: +SKIP
    >>> lesson.which_card("follow")                  # doctest: +SKIP

A :class:`Lesson` turns the exercises of the game's content module
(:mod:`tarotwidgets.lessons.content`) into the widgets of their kind
(:mod:`tarotwidgets.lessons.kinds`). It only asks: every answer comes from the engine,
and every fact shown (card order, card points, players, direction, variants) is read
from the game's :class:`~tarotlib.spec.GameSpec`, so a lesson can never teach a rule
the engine does not play.
"""

from __future__ import annotations

import random
from dataclasses import replace as replaced
from html import escape
from typing import Callable, Iterable, Sequence

import ipywidgets as widgets
from tarotwidgets.base import RULE_BOOKS, fixed_layout, guarded, html_widget, linked_rules, shared_button
from tarotwidgets.i18n import check_lang
from tarotwidgets.lessons.content import TUTORIALS
from tarotwidgets.lessons.kinds import (
    LESSON_CSS,
    Answer,
    BestCard,
    ChoiceExercise,
    Combinations,
    DealTable,
    DiscardExercise,
    EveryCard,
    ExcuseExchange,
    NumberExercise,
    OrderCards,
    WhichCard,
    WhoWins,
    combo_name,
    error_feedback,
    game_title,
    lesson_style,
    roem_order,
    roem_values,
    strongest_first,
    trick_block,
)
from tarotwidgets.lessons.questions import QUESTIONS
from tarotwidgets.lessons.scenarios import (
    HEARTS,
    Position,
    Scene,
    TrickSetup,
    Tutorial,
    combo_names,
    declare_rule,
    scene_state,
    trick_position,
    trick_spec,
    window_rule,
)
from tarotwidgets.lessons.texts import capital, say
from tarotwidgets.play import PlayApp
from tarotwidgets.progress import CONTENTS_ANCHOR, Progress, step_anchor

from tarotlib import svg
from tarotlib.cards import TRUMP, Card
from tarotlib.deals import library
from tarotlib.deals import load as load_deal
from tarotlib.games import available_games, catalogue, get_game, tarot_common
from tarotlib.games.klaverjas import KIND_NAMES, LAST_TRICK
from tarotlib.hands import new_hand, position
from tarotlib.i18n import join
from tarotlib.spec import GameSpec
from tarotlib.state import Deal, HandState


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


# ---------------------------------------------------------------- facts
def _fact_widget(html: str, css_class: str) -> widgets.VBox:
    return widgets.VBox((lesson_style(), html_widget(html)), layout=fixed_layout(), _dom_classes=("tarot-lesson", css_class))


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
    """One game's tutorial in one language: ``Lesson("maison-tarot", lang="nl")``, for
    every game: its content module gives the exercises, and a scenario's type picks the
    kind that shows it (a first-trick ``Position``, a draw game's ``Scene``, a Klaverjas
    ``TrickSetup``); the facts read the spec (the stock, MJ1; a trump's order, K1).

    Each method returns one widget for one notebook cell. Call :meth:`step` at the
    start of each step: the exercises made after it count towards that step.
    """

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
        return widgets.VBox((lesson_style(), self.progress.view), layout=fixed_layout(),
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
        cards, direction, first lead, the game's end, variants and rule ids; with the
        piquet pack a draw game's stock (MJ1) and a trump's order (K1) as the spec says."""
        spec, lang = self.spec, self.lang
        players = self.tutorial.players
        match = spec.match
        hands = match.hands if match.hands_for is None else match.hands_for(players)
        goal = (say("fact_target", lang, target=match.target, rule=match.rule) if match.target is not None
                else say("fact_hands_one" if hands == 1 else "fact_hands", lang, hands=hands, rule=match.rule))
        variants = join((v.title[lang] for v in spec.variants.values()), lang) or say("no_variants", lang)
        rows = {
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
        if spec.deal.rest == "stock":  # a draw game: two players, the stock, the trick's winner leading (MJ1)
            size = spec.hand_size(players, spec.resolve_options(players))
            rows["pack"] = (say("fact_pack", lang), say("fact_pack_piquet", lang, size=spec.pack.size))
            del rows["direction"]  # two players: no direction to speak of
            rows["leader"] = (say("fact_leader", lang), say("fact_draw_leader", lang))
            stock = (say("fact_stock", lang), say("fact_stock_value", lang, stock=spec.pack.size - players * size - 1))
            order = list(rows)
            order.insert(order.index("cards") + 1, "stock")
            return {key: stock if key == "stock" else rows[key] for key in order}
        if spec.points_for_trump is not None:  # the piquet pack, whose order and points change with the trump (K1)
            rows["pack"] = (say("fact_pack", lang), say("fact_pack_piquet_order", lang, size=spec.pack.size))
        return rows

    def facts(self) -> widgets.VBox:
        """The facts table (:meth:`fact_rows`)."""
        rows = self.fact_rows().values()
        return _fact_widget(
            f'<table class="tarot-facts">{_rows((k, linked_rules(escape(v), self.game_id, self.lang)) for k, v in rows)}'
            "</table>", "tarot-facts-box")

    def pack(self, suit: int = HEARTS) -> widgets.VBox:
        """Every card of the pack, suit by suit, strongest first (the engine's trick order);
        where the order changes with the trump (K1), the plain order, then ``suit`` as trumps."""
        if self.spec.points_for_trump is not None:
            return self._two_orders_pack(suit)
        return self._tarot_pack() if self.spec.pack.id == "tarot" else self._draw_pack()

    def _tarot_pack(self) -> widgets.VBox:
        """The four suits and the trumps strongest first, and the Excuse (T1, T2)."""
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

    def card_points(self, suit: int = HEARTS) -> widgets.VBox:
        """The card point table, grouped by value, from ``spec.card_points``; where the
        points change with the trump (K1), each card's points not trumps and as trumps."""
        if self.spec.points_for_trump is not None:
            return self._trump_points_table(suit)
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
        values asked of the engine's declaration rule for the example cards; a draw game's
        combinations (MJ4, MJ7) as its declaration windows offer them."""
        if self.spec.windows:
            return self._draw_declaration_table(variant)
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
        caption = say("declarations_in", lang, game=game_title(spec, lang))
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
        title = game_title(other, lang)

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
            title = game_title(state.spec, lang)
            parts.append(f'<div class="tarot-compare-game" data-game="{state.spec.id}"><span class="tarot-label">'
                         f'{escape(say("in_game", lang, game=title))}</span>{cards}</div>')
        return _fact_widget(trick_block(states[-1], lang) + "".join(parts), "tarot-compare-play")

    # ------------------------------------------------------------ exercises
    def _position(self, setup: Position, game: str | None = None) -> HandState:
        spec = trick_spec(get_game(game) if game else self.spec)
        return position(spec, hand=setup.hand, trick=setup.trick, players=self.tutorial.players)

    def _trick_state(self, setup: Position | Scene | TrickSetup) -> HandState:
        """The learner to play in a prepared trick, through the engine: a first-trick
        position, a draw game's scene (MJ2, MJ6) or a Klaverjas trick after the bidding (K2)."""
        if isinstance(setup, Scene):
            return scene_state(self.spec, setup)
        if isinstance(setup, TrickSetup):
            spec = self.spec.with_variants((setup.variant,)) if setup.variant else self.spec
            return trick_position(spec, setup, self.tutorial.players)
        return self._position(setup)

    def which_card(self, name: str) -> WhichCard:
        """Click a card you may play in a prepared trick."""
        setup = self.tutorial.scenario(name, "which_card", "every_card")
        return WhichCard(self, name, self._trick_state(setup))

    def every_card(self, name: str) -> EveryCard:
        """Select every card you may play in a prepared trick, then check."""
        setup = self.tutorial.scenario(name, "which_card", "every_card")
        return EveryCard(self, name, self._trick_state(setup), setup.free if isinstance(setup, Position) else "")

    def who_wins(self, name: str) -> WhoWins:
        """Click the card that wins a prepared trick (a draw game's under the turned trump, MJ2)."""
        return WhoWins(self, name, self.tutorial.scenario(name, "who_wins"))

    def order_cards(self, name: str) -> OrderCards:
        """Put prepared cards in order of strength (a suit being trumps, K1)."""
        return OrderCards(self, name, self.tutorial.scenario(name, "order_cards"))

    def excuse_exchange(self, name: str) -> ExcuseExchange:
        """Which won card goes to the trick's winner for the Excuse (T5)."""
        return ExcuseExchange(self, name, self.tutorial.scenario(name, "excuse_exchange"))

    def discard(self, name: str) -> DiscardExercise:
        """Lay away the dealer's three cards from a prepared hand (ML1, LT1)."""
        return DiscardExercise(self, name, self.tutorial.scenario(name, "discard"))

    def count_by_threes(self, name: str, way: str = "groups") -> NumberExercise:
        """Count a prepared pile by threes (T6): ``way`` "groups" (the old way) or "sets" (the easy way)."""
        if way not in ("groups", "sets"):
            raise ValueError(f"way must be 'groups' or 'sets', not {way!r}")
        return self._number("count_by_threes", name, key=f"{name}-{way}", way=way)

    def _variant_spec(self, variant: str | None) -> GameSpec:
        return self.spec.with_variants((variant,)) if variant else self.spec

    @staticmethod
    def _variant_key(name: str, variant: str | None) -> str:
        """An exercise's name under a variant: the same position counts once per variant."""
        return f"{name}-{variant}" if variant else name

    def _ask(self, question: str, name: str, *also: str, variant: str | None = None, key: str | None = None,
             **asked: str) -> NumberExercise | ChoiceExercise:
        """The kind that shows ``question``'s answer (:data:`~tarotwidgets.lessons.questions.QUESTIONS`)
        for the scenario ``name`` (which exercises of the kinds ``also`` share), under ``variant``."""
        scenario = self.tutorial.scenario(name, question, *also)
        answer = QUESTIONS[question](self, scenario, self._variant_spec(variant), **asked)
        kind = NumberExercise if isinstance(answer, Answer) else ChoiceExercise
        return kind(self, key or self._variant_key(name, variant), answer)

    def _number(self, question: str, name: str, *also: str, variant: str | None = None, key: str | None = None,
                **asked: str) -> NumberExercise:
        exercise = self._ask(question, name, *also, variant=variant, key=key, **asked)
        assert isinstance(exercise, NumberExercise)
        return exercise

    def _choice(self, question: str, name: str, *also: str) -> ChoiceExercise:
        exercise = self._ask(question, name, *also)
        assert isinstance(exercise, ChoiceExercise)
        return exercise

    def declarations(self, name: str, variant: str | None = None) -> Combinations:
        """Find every declaration in a prepared hand (LT2)."""
        key = self._variant_key(name, variant)
        setup = self.tutorial.scenario(name, "declarations", "declaration_value")
        return Combinations(self, key, setup, self._variant_spec(variant))

    def declaration_value(self, name: str, variant: str | None = None) -> NumberExercise:
        """What a prepared hand's declarations are worth (LT2; a variant's values, LT9)."""
        return self._number("declaration_value", name, "declarations", variant=variant)

    def excuse_allowed(self, name: str) -> ChoiceExercise:
        """May the Excuse be played here? (LT3, LT4)"""
        return self._choice("excuse_allowed", name)

    def pagat(self, name: str) -> NumberExercise:
        """What the Pagat brings its owner in a prepared trick (LT5)."""
        return self._number("pagat", name)

    def pot(self, name: str) -> NumberExercise:
        """The chips of a prepared Triomphe deal: what Death takes, or what is left (TF2, TF3)."""
        return self._number("pot", name)

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

    def count_pile(self, name: str) -> NumberExercise:
        """Count the card points of a prepared pile (a suit being trumps, K1)."""
        return self._number("count_pile", name)

    def open_debt(self, name: str) -> ExcuseExchange:
        """Which won card pays an Excuse debt still open when the hand ends (MT3)."""
        return ExcuseExchange(self, name, self.tutorial.scenario(name, "open_debt"), at_the_end=True)

    def game_end(self, name: str) -> ChoiceExercise:
        """Has anyone won the game yet? Scores after a few hands (MT4)."""
        return self._choice("game_end", name)

    def hand_score(self, name: str, variant: str | None = None) -> NumberExercise:
        """Score a whole hand played by the computer (optionally under a variant's scoring)."""
        return self._number("hand_score", name, variant=variant)

    def deal(self) -> DealTable:
        """The deal round the table, and who leads the first trick."""
        return DealTable(self)

    # ------------------------------------------------------------ draw games (MJ1-MJ8)
    def _draw_pack(self) -> widgets.VBox:
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

    def _draw_declaration_table(self, variant: str | None = None) -> widgets.VBox:
        """Each combination with an example and its points (MJ4; MJ7 under ``marias-jack``):
        the example is the engine's first set of cards for it, its value the engine's offer."""
        spec, lang = self._variant_spec(variant), self.lang
        turned = spec.pack.card(self.tutorial.declaration_trump)
        empty = Scene(((), ()), (), turned.code)
        state = scene_state(spec, empty)
        rule = window_rule(spec)
        rows = []
        seven = spec.pack.cards[state.own.seven]
        for combo in combo_names(spec):
            held = [seven] if combo == "dix" else spec.pack.cards_in(
                next(m for name, m, _ in state.own.combos if name == combo))
            cards = [seven, turned] if combo == "dix" else held
            # the example cards dealt to the learner alone, through the engine
            example = scene_state(spec, replaced(empty, hands=(tuple(c.code for c in held), ())))
            value = next(v for d, v in rule.options(example, 0) if d.combo == combo)
            rows.append(f'<tr data-combo="{combo}"><th scope="row">{escape(combo_name(spec, combo, lang))}</th>'
                        f'<td>{svg.cards_html(strongest_first(cards), lang, width=32)}</td>'
                        f'<td>{escape(say("combo_points", lang, points=value))}</td></tr>')
        caption = say("declarations_draw", lang, game=spec.title.get(lang, spec.title["en"]),
                      suit=spec.pack.suit_name(turned.suit, lang))
        return _fact_widget(f'<table class="tarot-declarations"><caption>{escape(caption)}</caption>{"".join(rows)}'
                            f"</table>", "tarot-declaration-table")

    def combinations(self, name: str, variant: str | None = None) -> Combinations:
        """Find every combination in a hand (MJ4; MJ7 under ``marias-jack``)."""
        key = self._variant_key(name, variant)
        return Combinations(self, key, self.tutorial.scenario(name, "combinations", "combination_points"), self._variant_spec(variant))

    def combination_points(self, name: str, variant: str | None = None) -> NumberExercise:
        """What a hand's combinations are worth (MJ4)."""
        return self._number("combination_points", name, "combinations", variant=variant)

    def may_declare(self, name: str) -> ChoiceExercise:
        """May you declare this now? (MJ4, MJ6)"""
        return self._choice("may_declare", name)

    def points(self, name: str, variant: str | None = None) -> NumberExercise:
        """The points a trick and its draw brought you (MJ3, MJ5; ``last-winner``)."""
        return self._number("points", name, variant=variant)

    # ------------------------------------------------------------ Klaverjassen (K1-K8)
    def _two_orders_pack(self, suit: int) -> widgets.VBox:
        """The four suits in the plain order, then ``suit`` as trumps, strongest first (K1,
        the engine's two orders)."""
        spec, lang = self.spec, self.lang
        rows = [("plain_order", s, spec.trick_order) for s in range(4)]
        rows.append(("trump_order", suit, spec.orders_for_trump(suit)))
        parts = []
        for key, shown, order in rows:
            name = spec.pack.suit_name(shown, lang)
            parts.append(
                f'<div class="tarot-pack-suit" data-order="{key}" data-suit="{shown}"><span class="tarot-label">'
                f'{escape(say(key, lang, Suit=capital(name)))}</span>'
                f"{svg.cards_html(order.descending(shown), lang, width=44)}</div>")
        return _fact_widget("".join(parts), "tarot-pack")

    def _trump_points_table(self, suit: int) -> widgets.VBox:
        """Each card's points, not trumps and as trumps (K1), and the total with the last trick."""
        spec, lang = self.spec, self.lang
        trump_points = spec.points_for_trump(suit)
        order = spec.orders_for_trump(suit)
        rows = []
        for card in order.descending(suit):
            rows.append(f"<tr><th scope=\"row\">{svg.cards_html([card], lang, width=32)}</th>"
                        f"<td>{spec.card_points[card.index]}</td><td>{trump_points[card.index]}</td></tr>")
        on_cards = spec.points_of(spec.pack.full_mask) - sum(spec.card_points[c.index] for c in order.descending(
            suit)) + sum(trump_points[c.index] for c in order.descending(suit))
        last = LAST_TRICK  # K1
        plain = spec.points_of(spec.pack.full_mask)
        head = (f'<tr><th scope="col">{escape(say("points_head_card", lang))}</th>'
                f'<th scope="col">{escape(say("points_head_plain", lang))}</th>'
                f'<th scope="col">{escape(say("points_head_trump", lang))}</th></tr>')
        total = say("points_total", lang, plain=plain, extra=on_cards - plain, cards=on_cards, last=last,
                    total=on_cards + last)
        html = (f'<table class="tarot-points tarot-kj-points"><caption>{escape(say("point_cards", lang))}</caption>'
                f'{head}{"".join(rows)}</table><p>{escape(total)}</p>')
        return _fact_widget(html, "tarot-card-points")

    def roem_table(self) -> widgets.VBox:
        """The roem order (K3) and what each roem is worth in this game, from the engine."""
        spec, lang = self.spec, self.lang
        values = roem_values(spec)
        size = self.tutorial.players
        kind, jacks = KIND_NAMES[size]
        entries = [(f"run-{length}", value) for length, value in values.runs]
        entries += [(kind, values.kind), (jacks, values.jacks), ("stuk", values.stuk)]
        rows = [(spec.names[key][lang], str(value)) for key, value in entries]
        order = (f'<div class="tarot-pack-suit"><span class="tarot-label">{escape(say("roem_order", lang))}</span>'
                 f"{svg.cards_html(roem_order(spec), lang, width=40)}</div>")
        caption = say("roem_in", lang, game=spec.title[lang])
        table = (f'<table class="tarot-points"><caption>{escape(caption)}</caption>'
                 f"{_rows(rows)}</table>")
        return _fact_widget(order + table, "tarot-roem-table")

    def variant_html(self, name: str) -> str:
        """One variant's title, rule and summary, from the engine's Variant."""
        lang = self.lang
        v = self.spec.variants[name]
        return (f'<p class="tarot-kj-variant" data-variant="{escape(name)}"><b>{escape(v.title[lang])}</b> '
                f'({escape(say("variant_rule", lang, rule=v.rule))}): {escape(v.summary[lang])}</p>')

    def variant(self, name: str) -> widgets.VBox:
        """One variant's title, rule and summary as a widget of its own."""
        return _fact_widget(self.variant_html(name), "tarot-variants-box")

    def roem(self, name: str) -> NumberExercise:
        """How much roem a prepared trick holds (K3)."""
        return self._number("roem", name)

    def bid(self, name: str) -> ChoiceExercise:
        """Bid on a prepared hand (K5, K6): the computer's advice is the answer."""
        return self._choice("bid", name)

    def made(self, name: str) -> ChoiceExercise:
        """Did the playing side of a played hand make it? (K4)"""
        return self._choice("made", name, "sheet_score")

    def sheet_score(self, name: str) -> NumberExercise:
        """What a played hand puts on the score sheet for one side (K4)."""
        return self._number("sheet_score", name, "made")

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
        """The same play widget with a variant of the game; where the tutorial gives each
        variant a step (K7), under its title and summary, at its own number of players
        (``four-at-table``: 4), one widget for both (a cell less to run)."""
        if not self.tutorial.variant_summaries:
            return self._play_app((variant,), whole_game=True)
        players = self.spec.with_variants((variant,)).default_players
        game_id, lang = self.game_id, self.lang

        def make() -> PlayApp:
            return PlayApp(game_id, players=players, variants=(variant,), lang=lang, whole_game=True)

        return PlayLauncher(make, lang, self.variant_html(variant))  # the summary stays above the game

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
        title = game_title(spec, lang)
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
