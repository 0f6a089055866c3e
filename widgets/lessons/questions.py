"""The questions a lesson asks of the engine, each a plain function: given the lesson,
a scenario (:mod:`tarotwidgets.lessons.scenarios`) and the game's spec (with the
exercise's variant), it builds the position through the engine and returns the
engine's answer with what the feedback needs (an :class:`~tarotwidgets.lessons.kinds.Answer`).

An exercise names its question (:data:`QUESTIONS`); the kind that shows it (a number, a
choice, ...) is one of the few widgets of :mod:`tarotwidgets.lessons.kinds`.
"""

from __future__ import annotations

from html import escape
from typing import TYPE_CHECKING, Any, Callable, Sequence

from tarotwidgets.lessons.kinds import (
    Answer,
    Choice,
    Verdict,
    cards_text,
    combo_name,
    combos_text,
    declared_list,
    hand_summary,
    label_html,
    roem_order_text,
    seats_text,
    short_name,
    table_html,
    trick_block,
)
from tarotwidgets.lessons.scenarios import (
    BidSetup,
    DealtHand,
    DeclareQuestion,
    DeclareSetup,
    ExcuseQuestion,
    MatchSoFar,
    PagatSetup,
    PointsQuestion,
    PotSetup,
    Scene,
    TrumpPile,
    best_declarations,
    bid_position,
    dealt_to_declare,
    declare_action,
    declare_rule,
    keep_the_excuse,
    pagat_trick,
    played_hand,
    played_match,
    pot_deal,
    scene_state,
    trick_spec,
    whole_trick,
    window_rule,
)
from tarotwidgets.lessons.texts import PLAYER_NAMES, capital, player_name, say, score_formula, score_rule

from tarotlib import svg
from tarotlib.actions import Play
from tarotlib.bots import get_bot, play_out
from tarotlib.bots.hints import hint
from tarotlib.bots.klaverjas import PLAY_FROM, strong_enough, suit_strength
from tarotlib.bots.messages import MESSAGES as BOT_MESSAGES
from tarotlib.cards import Card
from tarotlib.explain import refusal as refusal_of
from tarotlib.games import marjolet, tarot_common
from tarotlib.games.klaverjas import rules_of
from tarotlib.hands import position
from tarotlib.i18n import card_list, fill, join
from tarotlib.spec import GameSpec
from tarotlib.state import HandState

if TYPE_CHECKING:
    from tarotwidgets.lessons.lesson import Lesson


def _number(value: float) -> str:
    """A figure as printed: '25', '−25' with a minus sign, as the formulas' operators."""
    return f"{value:g}".replace("-", "−")


# ---------------------------------------------------------------- numbers
def pile_points(lesson: Lesson, codes: Sequence[str] | TrumpPile, spec: GameSpec) -> Answer:
    """'What does this pile score?': the engine's card points (``spec.points_of``)."""
    if isinstance(codes, TrumpPile):  # the points change with the trump (K1)
        return trump_points(lesson, codes, spec)
    lang = lesson.lang
    cards = [spec.pack.card(code) for code in codes]
    total = spec.points_of(spec.pack.mask(cards))
    counted = [f"{c.short(lang)} {spec.card_points[c.index]}" for c in cards if spec.card_points[c.index]]
    blanks = sum(1 for c in cards if not spec.card_points[c.index])
    if blanks:
        counted.append(say("blanks_zero_one", lang) if blanks == 1 else say("blanks_zero", lang, count=blanks))
    hints = [(say("count_again", lang), ""), (say("count_is", lang, parts=" + ".join(counted), total=total), "")]
    return Answer("count", say("ask_pile", lang), svg.cards_html(cards, lang, width=56), total,
                  say("points_are", lang, count=total), hints)


def hand_score(lesson: Lesson, dealt: DealtHand, spec: GameSpec) -> Answer:
    """'What does this player score?': a whole hand played by the bots, scored by the engine."""
    lang, players = lesson.lang, lesson.tutorial.players
    state = played_hand(spec, dealt, players)
    result = state.result
    assert result is not None
    seat = dealt.seat
    won = state.pack.cards_in(state.won[seat])
    paid = state.points[seat]  # game points paid as they happened (LT2, LT5)
    values = {
        "points": result.card_points[seat], "cards": len(won), "tricks": result.tricks[seat],
        "size": spec.hand_size(players, state.options), "score": _number(result.score[seat]),
        "paid": _number(paid) if paid >= 0 else f"({_number(paid)})",
        "par": _number(result.card_points[seat] + paid - result.score[seat]),
    }
    rule = score_rule(spec)
    formula = say(score_formula(rule), lang, **values)
    asked = "ask_score" if not any(state.points) else "ask_score_received" if paid >= 0 else "ask_score_paid_out"
    pagat = {e.name.startswith("pagat") for e in state.events if e.kind == "paid" and seat in (e.seat, e.to)}
    why = say("paid_for_both" if len(pagat) == 2 else "paid_for_pagat" if True in pagat else "paid_for_declarations",
              lang)  # what the seat paid or was paid for (LT2, LT5)
    prompt = say(asked, lang, seat=player_name(seat), amount=f"{abs(paid):g}", why=why, **values)
    working = say("score_rule", lang, formula=formula)
    hints = [(say("score_hint", lang), rule), (working, rule)]
    score = result.score[seat]
    return Answer("score", prompt, svg.cards_html(won, lang, width=44), int(score),
                  f'{say("score_is", lang, score=_number(score))} {working}', hints, state, seat)  # the working too, as elsewhere


def by_threes(lesson: Lesson, codes: Sequence[str], spec: GameSpec, way: str = "groups") -> Answer:
    """'Count this pile by threes' (T6), the old way (groups of three, full values) or
    the easy way (simplified values and a point per set); the right answer shows both
    and that they agree, as the engine's two counts do."""
    lang = lesson.lang
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
    return Answer("threes", say(f"ask_threes_{way}", lang), shown, old, right, hints)


def declaration_value(lesson: Lesson, setup: DeclareSetup, spec: GameSpec) -> Answer:
    """'What are your declarations worth?' (LT2, or a variant's values, LT9): the sum of
    what the engine offers, declared one by one."""
    lang = lesson.lang
    state = dealt_to_declare(spec, setup, lesson.tutorial.players)
    made = best_declarations(state, 0)
    total = sum(v for _, v in made)
    flat = state.options.get("matadors_flat") or state.options.get("ten_trumps_flat")  # LT9's house rules
    rule = "LT9" if flat else declare_rule(spec).rule
    working = say("declared_all", lang, list=declared_list(made, spec, lang), total=total)
    hints = [(say("value_hint_flat" if flat else "value_hint", lang), rule), (working, rule)]
    shown = label_html(say("your_hand", lang)) + svg.cards_html(state.hand(0), lang, width=44)
    return Answer("declare-value", say("ask_declaration_value", lang), shown, total, working, hints)


def pagat_payment(lesson: Lesson, setup: PagatSetup, spec: GameSpec) -> Answer:
    """'What does the Pagat bring its owner?' (LT5): a trick played through the engine;
    the answer is the game points the engine moved for it, negative when the owner pays."""
    lang = lesson.lang
    state = pagat_trick(spec, setup)
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
    return Answer("pagat", prompt, f'<div class="tarot-on-table">{shown}</div>', expected, right, hints, state)


def pot_chips(lesson: Lesson, setup: PotSetup, spec: GameSpec) -> Answer:
    """'How many chips does Death take?' / 'How many are left in the pot?' (TF2, TF3):
    the engine deals and runs the antes and declarations; the working is its events."""
    lang = lesson.lang
    state = pot_deal(spec, setup, lesson.tutorial.players)
    if setup.ask == "won":  # the deal played out by the computer: who takes the pot (TF4)
        before = state.own.pot
        play_out(state, [get_bot("basic") for _ in range(state.players)])
        return _pot_won(lesson, state, before)
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
        expected = state.own.pot
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
    return Answer("pot", prompt, shown, expected, f"{say('chips', lang, count=expected)} {working}", hints, state)


def _pot_won(lesson: Lesson, state: HandState, before: int) -> Answer:
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
    return Answer("pot", prompt, shown, expected,
                  f"{say('chips', lang, count=expected)} {working}", hints, state)


def combination_points(lesson: Lesson, scene: Scene, spec: GameSpec) -> Answer:
    """'How many points do your combinations bring?' (MJ4): the sum of what the engine offers."""
    lang = lesson.lang
    state = scene_state(spec, scene)
    offered = window_rule(spec).options(state, 0)
    working = combos_text(offered, spec, lang)
    hints = [(say("combo_value_hint", lang), "MJ4"), (working, "MJ4")]
    shown = table_html(state, lang) + label_html(say("your_hand", lang)) + svg.cards_html(state.hand(0), lang, width=48)
    return Answer("combination-points", say("ask_combination_points", lang), shown, sum(v for _, v in offered),
                  working, hints)


def points_made(lesson: Lesson, question: PointsQuestion, spec: GameSpec) -> Answer:
    """'What did this trick bring you?' (MJ3, MJ5, MJ6): the engine's points scored for
    the learner by the scene's last moves, each named with its rule in the hints."""
    lang = lesson.lang
    scene = question.scene
    before = scene_state(spec, scene, scene.moves[:-question.last])
    state = scene_state(spec, scene)
    seen = len(before.events)
    scored = [e for e in state.events[seen:] if e.kind == "scored" and e.seat == 0]
    total = int(state.points[0] - before.points[0])
    parts = " + ".join(f"{combo_name(spec, e.name, lang)}: {e.amount:g} ({e.rule})" for e in scored)
    parts = capital(parts)
    working = say("points_made", lang, parts=parts, total=total) if scored else say("points_none", lang)
    rules = ", ".join(dict.fromkeys(e.rule for e in scored)) or "MJ3, MJ5"  # MJ5: the last card, or none
    hints = [(say("points_hint" if marjolet.rules_of(spec).last_card else "points_hint_binage", lang), rules), (working, rules)]
    last = state.tricks[-1]
    trick = svg.trick_html(list(zip(last.seats, last.cards)), 2, lang, winner=last.winner, width=56, you=0)
    drawn = [e.card for e in state.events[seen:] if e.kind == "drawn" and e.seat == 0 and e.card is not None]
    hand = say("hand_after_draw", lang, card=join((c.short(lang) for c in drawn), lang)) if drawn \
        else say("your_hand", lang)
    shown = (table_html(before, lang) + f'<div class="tarot-on-table">{trick}</div>'
             + label_html(hand) + svg.cards_html(state.hand(0), lang, width=44))
    return Answer("points", say("ask_points", lang), shown, total,
                  f"{say('points_won', lang, total=total)} {working}", hints)


def trump_points(lesson: Lesson, pile: TrumpPile, spec: GameSpec) -> Answer:
    """'How many card points are in this trick?' with a trump suit (K1)."""
    lang = lesson.lang
    points = spec.points_for_trump(pile.trump)
    cards_ = [spec.pack.card(code) for code in pile.cards]
    total = sum(points[c.index] for c in cards_)
    parts = " + ".join(f"{c.short(lang)} {points[c.index]}" for c in cards_)
    suit = spec.pack.suit_name(pile.trump, lang)
    hints = [(say("count_hint_trump", lang), "K1"), (say("count_is", lang, parts=parts, total=total), "K1")]
    return Answer("count", say("ask_count_trump", lang, suit=suit, Suit=capital(suit)),
                  svg.cards_html(cards_, lang, width=56), total, say("points_are", lang, count=total), hints)


def roem_points(lesson: Lesson, pile: TrumpPile, spec: GameSpec) -> Answer:
    """'How much roem is in this trick?': the trick played through the engine, whose
    trick hook logs its roem for the winner (K3)."""
    lang = lesson.lang
    state = whole_trick(spec, pile, len(pile.cards))
    trick = state.tricks[0]
    found = [e for e in state.events if e.kind == "roem"]
    total = sum(e.amount for e in found)
    parts = [f"{spec.names[e.name][lang]} {e.amount}" for e in found]
    names = list(PLAYER_NAMES[:state.players])
    shown = svg.trick_html(list(zip(trick.seats, trick.cards)), names, lang, winner=trick.winner, width=56)
    if found:
        right = say("roem_total", lang, total=total, parts=join(parts, lang))
        working = say("roem_is", lang, parts=" + ".join(parts), total=total)
    else:
        right = working = say("no_roem", lang)
    suit = spec.pack.suit_name(pile.trump, lang)
    prompt = say("ask_roem", lang, suit=suit, Suit=capital(suit), winner=names[trick.winner])
    hint_text = say("roem_hint", lang, order=roem_order_text(spec, lang))
    return Answer("roem", prompt, shown, total, right, [(hint_text, "K3"), (working, "K3")], state)


def sheet_score(lesson: Lesson, setup: DealtHand, spec: GameSpec) -> Answer:
    """'What goes on the score sheet for this side?' (K4: made or nat, pit, rounding)."""
    lang = lesson.lang
    state = played_hand(spec, setup, lesson.tutorial.players)
    summary = hand_summary(state, lang)
    result = state.result
    assert result is not None and state.own.contract is not None
    seat = setup.seat
    sides = state.sides
    k3 = rules_of(spec).alone
    mine = [s for s in range(state.players) if (s == seat if k3 else sides[s] == sides[seat])]
    who = player_name(seat) if k3 else say("the_side_of", lang, seats=seats_text(mine, lang))
    exact, sheet = result.score[seat], result.extra["sheet"][seat]
    pit = result.tricks[seat] == state.trick_number - 1
    all_roem = sum(state.own.roem)
    factor = state.own.factor
    if not result.extra["nat"]:
        cards_ = result.card_points[seat]
        roem = state.own.roem[seat] if k3 else sum(state.own.roem[s] for s in mine)
        parts = say("sheet_made", lang, cards=cards_, roem=roem)
    elif sides[seat] == state.own.contract.side:
        parts = say("sheet_nat_against", lang)
    else:
        parts = say("sheet_share" if k3 else "sheet_nat_for", lang, roem=all_roem)
    if pit:
        parts += say("sheet_pit", lang)
    if factor != 1:
        parts = f"({parts}) × {factor}"
    working = say("sheet_is", lang, parts=parts, exact=f"{exact:g}", sheet=sheet)
    hints = [(say("sheet_hint_k3" if k3 else "sheet_hint", lang), "K4"), (working, "K4")]
    return Answer("number", say("ask_sheet", lang, who=who), summary.html, int(sheet), working, hints, state)

# ---------------------------------------------------------------- choices
def _buttons(answers: Sequence[tuple[Any, str]], group: str) -> tuple[tuple[Any, str, tuple[str, ...]], ...]:
    """Buttons of one group: each answer's label, with the group's class and one of its own."""
    return tuple((value, text, (f"{group}-answer" if group != "tarot-yesno" else group, f"{group}-{value}"))
                 for value, text in answers)


def excuse_allowed(lesson: Lesson, question: ExcuseQuestion, spec: GameSpec) -> Choice:
    """'May the Excuse be played here?': no, yes, or yes and it must be (LT3, LT4).
    The engine's legal cards decide; the feedback is its refusal or its limit."""
    lang = lesson.lang
    state = (position(trick_spec(spec), hand=question.position.hand, trick=question.position.trick,
                      players=lesson.tutorial.players) if question.position is not None
             else keep_the_excuse(spec, question.seed))
    seat = state.turn
    assert seat is not None
    excuse = state.pack.excuse
    legal = state.legal_cards()
    truth = "must" if legal == [excuse] else "may" if excuse in legal else "no"
    text, rule = say("excuse_instead", lang), "T3"  # why the answer is what it is, in the engine's words
    limit = state.limit()
    if truth == "no":
        refusal = refusal_of(state, Play(excuse), seat)
        assert refusal is not None
        text, rule = refusal.explanation(lang), refusal.rule
    elif truth == "must" and limit is not None:
        text, rule = limit.explain(state.pack, state.legal_mask(), lang), limit.rule
    verdicts = {truth: Verdict(True, f"{say(f'excuse_said_{truth}', lang)}. {text}", rule)}
    for wrong in ("no", "may", "must"):
        if wrong != truth:  # why that answer is wrong and what to look at, not the answer (issue 30)
            told = (say(f"excuse_wrong_{wrong}_{truth}", lang) if truth != "no"
                    else say("excuse_wrong_must_no", lang, reason=text) if wrong == "must" else text)
            verdicts[wrong] = Verdict(False, told, rule)
    number = say("trick_number", lang, number=state.trick_number)
    table = trick_block(state, lang) if state.trick() else ""  # leading: nothing on the table yet
    shown = (f'<p class="tarot-trick-number">{escape(number)}</p>' + table
             + label_html(say("your_hand", lang)) + svg.cards_html(state.hand(seat), lang, width=48))
    buttons = _buttons([(a, say(f"excuse_{a}", lang)) for a in ("no", "may", "must")], "tarot-excuse")
    return Choice("excuse-allowed", say("ask_excuse_allowed", lang), shown, buttons, truth, verdicts, text, state)


def may_declare(lesson: Lesson, question: DeclareQuestion, spec: GameSpec) -> Choice:
    """'May you declare this now?' (MJ4: only right after winning a trick, each
    combination once, a card again in another one; Dix; MJ6: not in Binage's play-out).
    The engine's ``check`` decides: its refusal is the feedback of a no."""
    lang = lesson.lang
    state = scene_state(spec, question.scene)
    action = declare_action(spec, question)
    cards = cards_text(list(action.in_pack_order), lang)
    refusal = refusal_of(state, action, 0)
    if refusal is not None:
        reason, rule = refusal.explanation(lang), refusal.rule
        verdicts = {"no": Verdict(True, f'{say("declare_no", lang)} {reason}', rule),
                    "yes": Verdict(False, reason, rule)}
    else:
        value = dict(window_rule(spec).options(state, 0))[action]
        rule = "MJ4"
        if action.combo == "dix":
            assert state.own.turned is not None
            reason = say("dix_yes", lang, seven=cards, points=value, turned=spec.pack.cards[state.own.turned].short(lang))
        else:
            reason = say("declare_yes", lang, name=short_name(spec, action.combo, lang), cards=cards, points=value)
        # what to check, not the answer
        check = say("declare_check_dix" if action.combo == "dix" else "declare_check", lang)
        verdicts = {"yes": Verdict(True, reason, rule), "no": Verdict(False, check, rule)}
    shown = ""
    if state.tricks:
        last = state.tricks[-1]
        trick = svg.trick_html(list(zip(last.seats, last.cards)), 2, lang, winner=last.winner, width=56, you=0)
        shown += f'<div class="tarot-on-table">{label_html(say("final_trick", lang))}{trick}</div>'
    shown += table_html(state, lang) + label_html(say("your_hand", lang)) + svg.cards_html(state.hand(0), lang, width=48)
    prompt = say("ask_declare", lang, name=short_name(spec, action.combo, lang), cards=cards)
    buttons = _buttons([(a, say(f"answer_{a}", lang)) for a in ("yes", "no")], "tarot-yesno")
    return Choice("may-declare", prompt, shown, buttons, "no" if refusal else "yes", verdicts, reason, state)


def bid_choice(lesson: Lesson, setup: BidSetup, spec: GameSpec) -> Choice:
    """'Bid on this hand': play or pass (K6), or which trump (K5); the basic bot's advice
    is the answer, with its reason. No rule makes a bid wrong, so its feedback cites none:
    it is the computer's judgement of the hand, which the tutorial explains before. A wrong
    answer is told why it is not the computer's choice and what to count, never the answer."""
    lang = lesson.lang
    state = bid_position(spec, setup, lesson.tutorial.players)
    advice = hint(state)
    action = advice.action
    pack = spec.pack
    if setup.turned is not None:
        suit = pack.suit_name(setup.turned, lang)
        answers = [("play", say("play_suit", lang, suit=suit)), ("pass", say("pass", lang))]
        truth = "play" if action.call == "play" else "pass"
        prompt = say("ask_bid_turned", lang, suit=suit)
        turned = f'<p class="tarot-kj-context">{escape(say("turned_suit", lang, suit=suit))}</p>'
    else:
        answers = [("pass", say("pass", lang))] + [
            (f"play-{'cdhs'[s]}", say("play_suit", lang, suit=pack.suit_name(s, lang))) for s in range(4)]
        truth = "pass" if action.call == "pass" else f"play-{'cdhs'[action.trump]}"
        prompt = say("ask_bid_free", lang)
        turned = ""
    view = state.view(0)
    playing = view.players - (view.sitting_out is not None)
    need = PLAY_FROM[playing]
    hand = sum(c.bit for c in state.hand(0))
    reason = say("bid_advice", lang, advice=advice.advice(lang))
    verdicts = {truth: Verdict(True, reason)}
    for answer, _text in answers:
        if answer == truth:
            continue
        if answer == "pass":
            told = (say("bid_wrong_pass_turned", lang, suit=pack.suit_name(setup.turned, lang), need=need)
                    if setup.turned is not None else say("bid_wrong_pass", lang, need=need))
        else:
            suit_played = setup.turned if answer == "play" else "cdhs".index(answer[-1])
            assert suit_played is not None
            strength = fill(BOT_MESSAGES["klaverjas-strength"], lang, value=suit_strength(hand, suit_played))
            key = "bid_wrong_suit" if strong_enough(hand, suit_played, playing) else "bid_wrong_weak"
            told = say(key, lang, suit=pack.suit_name(suit_played, lang), strength=strength, need=need)
        verdicts[answer] = Verdict(False, told)
    shown = turned + label_html(say("your_hand", lang)) + svg.cards_html(state.hand(0), lang, width=52)
    return Choice("choice", prompt, shown, _buttons(answers, "tarot-kj"), truth, verdicts, reason, state)


def contract_made(lesson: Lesson, setup: DealtHand, spec: GameSpec) -> Choice:
    """'Did the playing side make it?' for a whole hand played by the bots (K4; ``majority``)."""
    lang = lesson.lang
    state = played_hand(spec, setup, lesson.tutorial.players)
    s = hand_summary(state, lang)
    result = state.result
    assert result is not None and state.own.contract is not None
    truth = "nat" if result.extra["nat"] else "made"
    who = say("the_speler" if rules_of(spec).alone else "the_playing_side", lang)
    if rules_of(spec).majority:
        key = "nat_majority" if truth == "nat" else "made_majority"
        if truth == "nat" and s.own < s.need:
            key = "nat_because"
    else:
        key = "nat_because" if truth == "nat" else "made_because"
    reason = say(key, lang, Who=capital(who), cards=s.cards, roem=s.roem, own=s.own, need=s.need, others=s.others)
    verdicts = {answer: Verdict(answer == truth, reason, "K4") for answer in ("made", "nat")}
    buttons = _buttons([("made", say("answer_made", lang)), ("nat", say("answer_nat", lang))], "tarot-kj")
    return Choice("choice", say("ask_made", lang, who=who), s.html, buttons, truth, verdicts, reason, state)


def game_end(lesson: Lesson, setup: MatchSoFar, spec: GameSpec) -> Choice:
    """'Has anyone won the game?': a game the basic bots played, looked at after some
    hands; the engine's :attr:`Match.winners` decides (MT4: the highest total of at
    least the target wins; a tie at the top plays on)."""
    lang = lesson.lang
    match = played_match(spec, setup, lesson.tutorial.players)
    totals, winners = match.totals, match.winners
    rule, target = spec.match.rule, spec.match.target
    seats = range(match.players)
    best = max(totals)
    leaders = [s for s, t in enumerate(totals) if t == best]
    values = {"best": f"{best:g}", "target": target, "leaders": join((player_name(s) for s in leaders), lang)}
    tied = best >= (target or 0) and len(leaders) > 1
    verdicts: dict[int | None, Verdict] = {
        None: Verdict(True, say("tie_plays_on" if tied else "nobody_there", lang, **values), rule) if not winners
        else Verdict(False, say("someone_won", lang, **values), rule)}
    for seat in seats:
        name, total = player_name(seat), f"{totals[seat]:g}"
        if seat in winners:
            verdicts[seat] = Verdict(True, say("game_won", lang, seat=name, **values), rule)
        elif totals[seat] == best:
            verdicts[seat] = Verdict(False, say("tied_at_top", lang, seat=name, **values) if tied
                                     else say("not_there_yet", lang, seat=name, total=total, **values), rule)
        else:
            verdicts[seat] = Verdict(False, say("not_highest", lang, seat=name, total=total, **values), rule)
    head = "".join(f'<th scope="col">{escape(player_name(seat))}</th>' for seat in seats)
    rows = "".join(
        f'<tr><th scope="row">{escape(say("hand_number", lang, number=at))}</th>'
        + "".join(f"<td>{score:g}</td>" for score in row) + "</tr>"
        for at, row in enumerate(match.sheet(), start=1)
    )
    total_row = "".join(f'<td data-seat="{seat}"><b>{totals[seat]:g}</b></td>' for seat in seats)
    table = (f'<table class="tarot-game-sheet"><thead><tr><td></td>{head}</tr></thead><tbody>{rows}'
             f'<tr class="tarot-total"><th scope="row">{escape(say("total", lang))}</th>{total_row}</tr>'
             f"</tbody></table>")
    buttons: tuple[tuple[int | None, str, tuple[str, ...]], ...] = (
        *((seat, player_name(seat), ("tarot-seat-button", f"tarot-seat-{seat}")) for seat in seats),
        (None, say("nobody_yet", lang), ("tarot-nobody-yet",)))
    truth = winners[0] if winners else None
    prompt = say("ask_game_end", lang, hands=setup.hands, target=target)
    return Choice("game-end", prompt, table, buttons, truth, verdicts, verdicts[truth].text)


Question = Callable[..., Answer | Choice]

QUESTIONS: dict[str, Question] = {
    "count_pile": pile_points, "hand_score": hand_score, "count_by_threes": by_threes,
    "declaration_value": declaration_value, "pagat": pagat_payment, "pot": pot_chips,
    "combination_points": combination_points, "points": points_made, "roem": roem_points,
    "sheet_score": sheet_score, "excuse_allowed": excuse_allowed, "may_declare": may_declare, "bid": bid_choice,
    "made": contract_made, "game_end": game_end,
}
"""Each exercise kind's question, by the kind's name in the content modules."""
