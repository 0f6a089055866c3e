"""Leipzig Taroc, rule by rule (rules/nl/leipzig-taroc.txt; DECISIONS T1-T6, LT1-LT10).

Each test names the decision it pins. Small scenarios use partial deals (a few cards
per seat, the dealer seat 2 with three more to lay away, so seat 0 is voorhand);
the trick-22 and tricks-23-25 rules use whole deals played by a script.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tarotlib import TAROT, Deal, IllegalAction, new_hand
from tarotlib.actions import END_DECLARING, Annul, Declare, Discard, Play
from tarotlib.bots import get_bot, play_out
from tarotlib.cards import bits
from tarotlib.games import get_game
from tarotlib.games.leipzig_taroc import CARD_POINTS, SPEC
from tarotlib.games.tarot_common import count_by_threes
from tarotlib.match import Match
from tarotlib.text import describe

LT = "leipzig-taroc"
PV = ["prague-vienna"]
PV_OFF = {"annul": False, "hidden": False, "matadors_flat": False, "ten_trumps_flat": False,
          "excuse_free": False, "excuse_lead": False}


def card_mask(codes: Sequence[str]) -> int:
    return TAROT.mask(codes)


def names(mask: int) -> set[str]:
    return {TAROT.codes[i] for i in bits(mask)}


def hand(hands: Sequence[Sequence[str]], variants: Sequence[str] = (), options: dict | None = None,
         full: bool = False):
    """A hand with these cards per seat, dealer seat 2; ``full`` checks a whole deal."""
    deal = Deal(tuple(tuple(TAROT.index(c) for c in h) for h in hands))
    return new_hand(LT, 3, variants, options, dealer=2, deal=deal, partial=not full)


def legal_codes(state) -> set[str]:
    out = set()
    for action in state.legal_actions():
        out.add(action.card.code if hasattr(action, "card") else str(action))
    return out


def play(state, *codes: str) -> None:
    for code in codes:
        state.play(code)


def discard(state, *codes: str) -> None:
    for code in codes:
        state.apply(Discard(TAROT.card(code)))


def end_declaring(state) -> None:
    while state.phase_name == "declare":
        state.apply(END_DECLARING)


def refused_rule(state, action) -> IllegalAction:
    before = (tuple(state.hands), tuple(state.laid), tuple(state.points), state.turn, len(state.actions))
    with pytest.raises(IllegalAction) as info:
        state.apply(action)
    assert (tuple(state.hands), tuple(state.laid), tuple(state.points), state.turn, len(state.actions)) == before
    return info.value


def rest_of(*given: Sequence[str]) -> list[str]:
    used = {c for g in given for c in g}
    return [c.code for c in TAROT if c.code not in used]


# ---------------------------------------------------------------- LT1 discard
def test_LT1_the_dealer_gets_28_and_the_others_25() -> None:
    state = new_hand(LT, 3, seed=3, dealer=1)
    assert [h.bit_count() for h in state.hands] == [25, 28, 25]
    assert state.phase_name == "discard" and state.turn == 1


def test_LT1_never_a_roi_nor_a_trump_the_excuse_always() -> None:
    state = hand([["2c"], ["3c"], ["Kc", "Kd", "T1", "T5", "T9", "T12", "EX", "4c", "5h"]])
    assert legal_codes(state) == {"EX", "4c", "5h"}
    error = refused_rule(state, Discard(TAROT.card("Kc")))
    assert error.rule == "LT1" and "King" in error.explanation("en") and "heer" in error.explanation("nl")
    assert refused_rule(state, Discard(TAROT.card("T5"))).rule == "LT1"
    # the refusal names what may go instead, as Troggen's does (ML1)
    assert error.explanation("en").endswith(": lay away one of ♣4, ♥5 and ☆.")
    assert error.explanation("nl").endswith(": leg een van deze kaarten af: ♣4, ♥5 en ☆.")


def test_LT1_trump_1_with_exactly_two_other_trumps_may_go_all_three_together() -> None:
    state = hand([["2c"], ["3c"], ["Kc", "T1", "T5", "T9", "4c", "5h", "6h"]])
    assert legal_codes(state) == {"T1", "T5", "T9", "4c", "5h", "6h"}
    discard(state, "T5")
    assert legal_codes(state) == {"T1", "T9"}  # once a trump is laid, the set must be completed
    assert refused_rule(state, Discard(TAROT.card("4c"))).rule == "LT1"
    discard(state, "T9", "T1")
    assert names(state.laid[2]) == {"T1", "T5", "T9"}


def test_LT1_trump_1_the_excuse_and_one_other_trump() -> None:
    state = hand([["2c"], ["3c"], ["T1", "T7", "EX", "4c", "5h", "Kh"]])
    assert legal_codes(state) == {"T1", "T7", "EX", "4c", "5h"}
    error = refused_rule(state, Discard(TAROT.card("Kh")))  # the three named, not "your trumps, all three"
    assert error.rule == "LT1" and "one of these three, all laid away together: †1, †7 and ☆" in error.explanation("en")
    assert "een van deze drie, die je alle drie samen aflegt: †1, †7 en ☆" in error.explanation("nl")
    discard(state, "EX")  # the Excuse first: trumps may still follow, as the set
    assert legal_codes(state) == {"T1", "T7", "4c", "5h"}
    discard(state, "T7")
    assert legal_codes(state) == {"T1"}


def test_LT1_after_another_card_no_trump_may_go() -> None:
    state = hand([["2c"], ["3c"], ["T1", "T5", "T9", "4c", "5h", "6h"]])
    discard(state, "4c")
    assert legal_codes(state) == {"5h", "6h"}


def test_LT1_laid_cards_count_for_the_dealer_never_for_the_excuse_exchange() -> None:
    # The dealer lays away blanks and keeps the Excuse; he wins no trick, so his debt stays open (LT7).
    state = hand([["7h", "8h"], ["T3", "T4"], ["EX", "6c", "2c", "3c", "4c"]])
    discard(state, "2c", "3c", "4c")
    end_declaring(state)
    play(state, "7h", "T3", "EX")
    assert state.own.debt == (2, 1)  # his laid blanks do not pay it
    play(state, "T4", "6c", "8h")
    assert state.result is not None
    assert names(state.won[2]) == {"EX"}
    assert state.result.card_points[2] == 4 + (4 + 1) // 3  # Excuse 4 + 4 cards (3 laid) make one set


# ---------------------------------------------------------------- LT2 declarations
FULL_DECLARER = ["T1", "T21", "T20", "T19", "T17", "EX", "Jc", "Cc", "Qc", "Kc", "Cd", "Qd", "Kd", "Kh"]


def test_LT2_the_options_with_their_values_and_cards() -> None:
    state = hand([FULL_DECLARER, ["2c"], ["3c", "4c", "5c", "6c"]])
    discard(state, "4c", "5c", "6c")
    assert state.turn == 0  # dealer first, but he has nothing: skipped
    options = {(d.combo, tuple(c.code for c in d.cards)): v
               for d, v in SPEC.phases[1].rule.options(state, 0)}
    assert options == {
        ("matadors", ("EX", "T1", "T19", "T20", "T21")): 20,  # run 20, 19; 17 breaks it
        ("cavalry", ("Cc", "Jc", "Kc", "Qc")): 10,
        ("half-cavalry", ("Cd", "EX", "Kd", "Qd")): 5,
        ("three-rois-excuse", ("EX", "Kc", "Kd", "Kh")): 5,
    }


def test_LT2_each_other_player_pays_at_once_and_the_excuse_completes_one_half_declaration() -> None:
    state = hand([FULL_DECLARER, ["2c"], ["3c", "4c", "5c", "6c"]])
    discard(state, "4c", "5c", "6c")
    half = Declare("half-cavalry", tuple(TAROT.card(c) for c in ("Cd", "EX", "Kd", "Qd")))
    state.apply(half)
    assert state.points == [10, -5, -5]
    three = Declare("three-rois-excuse", tuple(TAROT.card(c) for c in ("EX", "Kc", "Kd", "Kh")))
    assert three not in state.legal_actions()
    error = refused_rule(state, three)
    assert error.rule == "LT2" and "only one" in error.explanation("en")
    twice = refused_rule(state, half)  # never the same combination twice
    # the rule once, after the sentence, not also inside it ('(LT2). (rule LT2)')
    assert twice.rule == "LT2" and twice.explanation("en") == "You have already declared Half cavalry."
    assert twice.explanation("nl") == "Halve Cavallerie heb je al geroemd."
    assert str(twice) == "You have already declared Half cavalry. [LT2]"
    matadors = next(a for a in state.legal_actions() if getattr(a, "combo", "") == "matadors")
    state.apply(matadors)  # Matadors may still use the Excuse
    assert state.points == [50, -25, -25]
    events = [e for e in state.events if e.kind == "paid"]
    assert {(e.seat, e.to, e.amount, e.name) for e in events} >= {(1, 0, 20, "matadors"), (2, 0, 20, "matadors")}


def test_LT2_an_unknown_combination_is_refused_naming_it() -> None:
    state = hand([FULL_DECLARER, ["2c"], ["3c", "4c", "5c", "6c"]])
    discard(state, "4c", "5c", "6c")
    error = refused_rule(state, Declare("royal-flush", (TAROT.card("Kc"),)))
    assert error.rule == "LT2" and "royal-flush" in error.explanation("en") and "royal-flush" in error.explanation("nl")
    error = refused_rule(state, Declare("matadors", (TAROT.card("T1"), TAROT.card("T21"), TAROT.card("EX"))))
    assert error.rule == "LT2"  # always at full value: the whole run


def test_LT2_ten_trumps_four_rois_and_the_order_dealer_first() -> None:
    trumps = [f"T{n}" for n in range(2, 14)]  # twelve trumps, no Pagat: 10 + 2 x 5
    state = hand([trumps, ["2c"], ["Kc", "Kd", "Kh", "Ks", "3c", "4c", "5c"]])
    discard(state, "3c", "4c", "5c")
    assert state.turn == 2  # the dealer declares first
    assert {(d.combo, v) for d, v in SPEC.phases[1].rule.options(state, 2)} == {("four-rois", 10)}
    state.apply(next(a for a in state.legal_actions() if isinstance(a, Declare)))
    assert state.turn == 0  # nothing left: his turn ends by itself
    (ten, value), = SPEC.phases[1].rule.options(state, 0)
    assert ten.combo == "ten-trumps" and value == 20 and len(ten.cards) == 12
    state.apply(ten)
    assert state.points == [30, -30, 0]
    assert state.phase_name == "play" and state.turn == 0  # voorhand leads (seat 1 had nothing)
    # a person reads the trumps in their order: the record keeps them sorted as strings (T10 before T2)
    assert [c.code for c in ten.cards][:2] == ["T10", "T11"]
    assert "Ten trumps: †2 †3 †4 †5 †6 †7 †8 †9 †10 †11 †12 †13 (20)" in describe(state, "en")


# ---------------------------------------------------------------- T1-T3, LT3 in play
def play_ready(hands, variants=(), options=None):
    """Deal, lay the dealer's first three listed cards away, skip declarations."""
    state = hand(hands, variants, options)
    discard(state, *hands[2][:3])
    end_declaring(state)
    return state


def test_T2_red_suits_run_R_D_C_V_1_to_10_black_suits_R_D_C_V_10_to_1() -> None:
    state = play_ready([["10h", "10c"], ["1h", "2c"], ["3s", "4s", "5s", "5h", "9c"]])
    play(state, "10h", "1h", "5h")
    assert state.tricks[-1].winner == 1
    play(state, "2c", "9c", "10c")
    assert state.tricks[-1].winner == 0


def test_T3_follow_else_trump_no_overtrumping() -> None:
    state = play_ready([["5h", "1c"], ["T3", "T15", "2c", "EX"], ["3s", "4s", "5s", "T10", "9h"]])
    state.play("5h")
    assert legal_codes(state) == {"T3", "T15", "EX"}
    assert refused_rule(state, Play(TAROT.card("2c"))).rule == "T3"


def test_LT3_the_excuse_may_not_lead_unless_it_is_the_only_card() -> None:
    state = play_ready([["EX", "5h", "1c"], ["2h", "3h", "4h"], ["3s", "4s", "5s", "6h", "7h", "8h"]])
    assert legal_codes(state) == {"5h", "1c"}
    error = refused_rule(state, Play(TAROT.excuse))
    assert error.rule == "LT3"


def test_LT3_cannot_follow_and_no_trump_must_play_the_excuse() -> None:
    state = play_ready([["5h", "1h"], ["EX", "2c", "Kc"], ["3s", "4s", "5s", "6h", "7h"]])
    state.play("5h")
    assert legal_codes(state) == {"EX"}
    error = refused_rule(state, Play(TAROT.card("Kc")))
    assert error.rule == "LT3" and "Excuse" in error.explanation("en") and "Excuus" in error.explanation("nl")


def test_LT3_trumps_led_and_no_trump_must_play_the_excuse_T1_it_is_no_trump() -> None:
    state = play_ready([["T5", "1h"], ["EX", "2c", "Kc"], ["3s", "4s", "5s", "6h", "T7"]])
    state.play("T5")
    assert legal_codes(state) == {"EX"}


def test_LT3_when_following_the_excuse_may_be_played_instead() -> None:
    state = play_ready([["5h", "1h"], ["EX", "2h", "Kc"], ["3s", "4s", "5s", "6h", "7h"]])
    state.play("5h")
    assert legal_codes(state) == {"EX", "2h"}


def test_LT9_excuse_free_no_forced_excuse() -> None:
    state = play_ready([["5h", "1h"], ["EX", "2c", "Kc"], ["3s", "4s", "5s", "6h", "7h"]], PV,
                       dict(PV_OFF, excuse_free=True))
    state.play("5h")
    assert legal_codes(state) == {"EX", "2c", "Kc"}


def test_T4_T5_LT3_LT7_the_excuse_led_as_the_only_card_is_lost_a_lone_excuse_scores_4() -> None:
    state = play_ready([["EX"], ["2h"], ["3s", "4s", "5s", "6h"]])
    play(state, "EX", "2h", "6h")
    assert state.tricks[0].winner == 1
    assert [e.rule for e in state.events if e.kind == "excuse-lost"] == ["LT3"]
    assert names(state.won[1]) == {"EX", "2h", "6h"}


def test_T5_LT7_the_excuse_kept_and_a_debt_never_paid_lapses() -> None:
    state = play_ready([["EX", "5c"], ["T3", "7h"], ["2c", "3c", "4c", "1d", "2d"]], PV, dict(PV_OFF, excuse_lead=True))
    state.play("EX")
    assert legal_codes(state) == {"T3"}  # LT9: after a led Excuse, a trump if you can
    assert refused_rule(state, Play(TAROT.card("7h"))).rule == "LT9"
    state.play("T3")
    assert legal_codes(state) == {"1d", "2d"}  # no trump: any card
    state.play("1d")
    assert state.tricks[0].winner == 1
    assert [e.kind for e in state.events if e.kind.startswith("excuse")] == ["excuse-kept"]  # not lost (LT9)
    assert state.own.debt == (0, 1)
    play(state, "7h", "2d", "5c")
    assert state.result is not None
    settled = [e for e in state.events if e.kind == "debt-settled"]
    assert [(e.rule, e.name, e.card) for e in settled] == [("LT7", "no-blank", None)]
    text = describe(state, "en")
    assert "seat 0 gives seat 1 no blank card [LT7]" in text and "gives a card" not in text  # nothing moves
    assert names(state.won[0]) == {"EX"} and state.result.card_points[0] == 4  # a lone Excuse scores 4 (T6)


def test_LT9_excuse_led_nobody_trumps_the_first_card_after_it_sets_the_suit_for_the_winner_only() -> None:
    state = play_ready([["EX", "5c"], ["7h", "8c"], ["2c", "3c", "4c", "1h", "2d"]], PV, dict(PV_OFF, excuse_lead=True))
    state.play("EX"); state.play("7h")
    assert legal_codes(state) == {"1h", "2d"}  # no need to follow hearts
    state.play("1h")
    assert state.tricks[0].winner == 2  # 1h beats 7h in a red suit (T2)


def test_LT9_excuse_led_without_the_option_is_refused() -> None:
    state = play_ready([["EX", "5c"], ["7h", "8c"], ["2c", "3c", "4c", "1h", "2d"]], PV, PV_OFF)
    assert refused_rule(state, Play(TAROT.excuse)).rule == "LT3"


# ---------------------------------------------------------------- whole deals: LT4, LT5, LT3 late
def scripted(state, script: dict[int, list[str]]) -> None:
    """Play the hand: each seat plays the first of its script cards that is legal, else its
    first legal card in pack order."""
    while state.phase_name == "play":
        seat = state.turn
        legal = {a.card.code: a for a in state.legal_actions()}
        choice = next((c for c in script.get(seat, []) if c in legal), None)
        state.apply(legal[choice] if choice else state.legal_actions()[0])


TRUMPS_ALL = [f"T{n}" for n in range(1, 22)]


def deal_lt4(variants=(), options=None):
    seat0 = TRUMPS_ALL + ["EX", "Kc", "Kd", "Kh"]
    rest = rest_of(seat0)
    seat1, seat2 = rest[:25], rest[25:]
    state = hand([seat0, seat1, seat2], variants, options, full=True)
    discard(state, *[c for c in seat2 if c in ("1h", "2h", "3h")])
    end_declaring(state)
    return state


@pytest.mark.parametrize("variants,options", [((), None), (PV, {"annul": False})])
def test_LT4_the_excuse_holder_to_lead_trick_22_passes_the_lead_and_plays_the_excuse(variants, options) -> None:
    state = deal_lt4(variants, options)
    script = {0: [f"T{n}" for n in range(21, 0, -1)]}
    while state.trick_number <= 21:
        scripted_one(state, script)
    assert state.tricks[-1].winner == 0 and state.turn == 1  # the lead passed to the next player
    assert [(e.seat, e.to, e.rule) for e in state.events if e.kind == "lead-passed"] == [(0, 1, "LT4")]
    assert not [e for e in state.events if e.kind == "paid"]  # LT5: the Pagat won trick 21, no payment
    scripted_one(state, script)
    scripted_one(state, script)
    assert state.turn == 0 and legal_codes(state) == {"EX"}
    error = refused_rule(state, Play(TAROT.card("Kc")))
    assert error.rule == "LT4"
    state.play("EX")
    assert [e.kind for e in state.events if e.kind.startswith("excuse")] == ["excuse-kept"]  # trick 22: T5
    blank = [e for e in state.events if e.kind == "blank-given"]
    assert [(e.seat, e.card.code) for e in blank] == [(0, "T2")]


def scripted_one(state, script) -> None:
    legal = {a.card.code: a for a in state.legal_actions()}
    choice = next((c for c in script.get(state.turn, []) if c in legal), None)
    state.apply(legal[choice] if choice else state.legal_actions()[0])


SEAT1_B = TRUMPS_ALL + ["EX", "8h", "9h", "10h"]
SEAT0_B = [f"{r}s" for r in list(range(1, 11)) + ["J", "C", "Q"]] + [f"{r}h" for r in range(1, 8)] + [
    "Jh", "Ch", "Qh", "1d", "2d"]
SEAT2_B = rest_of(SEAT0_B, SEAT1_B)


def deal_b(variants=(), options=None):
    assert len(SEAT0_B) == 25 and len(SEAT2_B) == 28
    state = hand([SEAT0_B, SEAT1_B, SEAT2_B], variants, options, full=True)
    discard(state, "1c", "2c", "3c")
    return state


SCRIPT_B = {
    0: [f"{r}s" for r in list(range(1, 11)) + ["J", "C"]] + ["1d", "2d"] + [f"{r}h" for r in range(1, 7)]
    + ["Qh", "Jh", "7h", "Qs", "Ch"],
    1: [f"T{n}" for n in range(21, 1, -1)] + ["10h", "T1", "8h"],
    2: ["Ks"] + [f"{r}c" for r in range(4, 11)] + [f"{r}d" for r in range(3, 11)]
    + ["Jc", "Jd", "Cc", "Cd", "Kh", "Kc", "Kd", "Qc", "Qd"],
}


def test_LT2_whole_deal_declarations_paid_LT3_excuse_forced_and_lost_in_trick_24_LT6_score() -> None:
    state = deal_b()
    assert state.turn == 2  # the dealer first: four Rois and two Cavalries
    combos = sorted(a.combo for a in state.legal_actions() if isinstance(a, Declare))
    assert combos == ["cavalry", "cavalry", "four-rois"]
    play_out_declarations(state)
    # seat 2: 3 x 10 from each; seat 1: Matadors T1 T21 EX + T20..T2 = 10 + 19 x 5, Ten trumps 10 + 11 x 5
    assert [v for _, _, v in state.declared] == [10, 10, 10, 105, 65]
    assert state.points == [-30 - 170, -30 + 340, 60 - 170]
    scripted(state, SCRIPT_B)
    assert [t.winner for t in state.tricks[20:]] == [2, 1, 0, 0, 0]
    assert not [e for e in state.events if e.name.startswith("pagat")]  # the Pagat won trick 22: nothing paid
    lost = [e for e in state.events if e.kind == "excuse-lost"]
    assert [(e.seat, e.to, e.rule, e.number) for e in lost] == [(1, 0, "LT3", 24)]  # forced (LT3), late: lost
    assert "EX" in names(state.won[0])
    result = state.result
    assert result.tricks == (3, 21, 1)
    assert result.card_points == (22, 47, 9)  # seat 2: Kh Qh + his three laid blanks, six cards, two sets
    assert result.score == (22 - 26 - 200, 47 - 26 + 310, 9 - 26 - 110)


def test_LT9_an_excuse_led_in_tricks_23_to_25_is_lost_also_in_prague_vienna() -> None:
    """Leading the Excuse (``excuse_lead``) lifts only LT3's lead limit: led in trick 23 it
    goes to the trick's winner like any card, not exchanged (LT9, LT3)."""
    spades = [c.code for c in TAROT if c.suit == 3]
    seat0 = [f"T{n}" for n in range(2, 22)] + ["EX", "Kc", "1c", "2c", "3c"]
    seat1 = ["T1"] + [f"{r}c" for r in [*range(4, 11), "J", "C", "Q"]] + spades
    seat2 = rest_of(seat0, seat1)  # diamonds and hearts: no club, no trump
    state = hand([seat0, seat1, seat2], PV, {"annul": False}, full=True)
    discard(state, "1d", "2d", "3d")
    end_declaring(state)
    script = {0: [f"T{n}" for n in range(21, 1, -1)] + ["1c", "Kc", "EX"],  # trumps, then lose trick 21
              1: ["T1", *spades, "4c", "5c", "6c", "7c", "8c", "Qc", "10c", "9c"]}
    while state.trick_number <= 23:
        scripted_one(state, script)
    assert [t.winner for t in state.tricks[19:22]] == [0, 1, 0]  # seat 1 leads trick 22, seat 0 trick 23
    trick_23 = state.tricks[22]
    assert trick_23.leader == 0 and trick_23.cards[0] == TAROT.excuse and trick_23.winner == 1
    lost = [(e.seat, e.to, e.number) for e in state.events if e.kind == "excuse-lost"]
    assert lost == [(0, 1, 23)] and "EX" in names(state.won[1])
    assert not [e for e in state.events if e.kind in ("excuse-kept", "blank-given")]


def play_out_declarations(state) -> None:
    while state.phase_name == "declare":
        declarations = [a for a in state.legal_actions() if isinstance(a, Declare)]
        state.apply(declarations[0] if declarations else END_DECLARING)


def test_LT8_nuremberg_ten_trumps_paid_only_at_the_end_if_over_26() -> None:
    state = deal_b(["nuremberg"])
    play_out_declarations(state)
    ten = [e for e in state.events if e.kind == "declared" and e.name == "ten-trumps"]
    assert len(ten) == 1 and ten[0].amount == 65
    assert not [e for e in state.events if e.kind == "paid" and e.name == "ten-trumps"]
    assert state.points == [-30 - 105, -30 + 210, 60 - 105]
    scripted(state, SCRIPT_B)
    assert state.result.card_points[1] == 47
    paid = [e for e in state.events if e.kind == "paid" and e.name == "ten-trumps"]
    assert [(e.seat, e.to, e.amount, e.rule) for e in paid] == [(0, 1, 65, "LT8"), (2, 1, 65, "LT8")]
    assert not [e for e in state.events if e.kind == "unpaid"]  # paid: nothing to explain
    assert state.result.score == (22 - 26 - 200, 47 - 26 + 310, 9 - 26 - 110)


def test_LT8_nuremberg_not_paid_at_26_or_below() -> None:
    trumps = [f"T{n}" for n in range(2, 12)]  # ten blank trumps: 10 game points, if paid
    clubs = [f"{r}c" for r in range(1, 11)]
    diamonds = [f"{r}d" for r in range(1, 11)]
    state = hand([trumps, clubs, ["1h", "2h", "3h"] + diamonds], ["nuremberg"])
    discard(state, "1h", "2h", "3h")
    from tarotlib.bots.basic import suggest
    action, reason = suggest(state.view(state.turn), state.spec)
    assert isinstance(action, Declare) and action.combo == "ten-trumps"
    assert "after the last trick" in reason["en"] and "more than 26" in reason["en"] and "(LT8)" in reason["en"]
    assert "na de laatste slag" in reason["nl"] and "at once" not in reason["en"]
    play_out_declarations(state)
    assert [(s, d.combo, v) for s, d, v in state.declared] == [(0, "ten-trumps", 10)]
    assert state.points == [0, 0, 0]
    scripted(state, {})
    assert state.result.card_points == (10, 0, 1)  # 30 blank cards: ten sets, not more than 26
    assert not [e for e in state.events if e.kind == "paid"]
    assert state.result.score == (10 - 26, -26, 1 - 26)
    # issue 30: the unpaid declaration does not vanish without a word: the log says why (LT8)
    unpaid = [(e.seat, e.name, e.amount, e.rule) for e in state.events if e.kind == "unpaid"]
    assert unpaid == [(0, "ten-trumps", 10, "LT8")]
    from tarotlib.text import describe
    told = describe(state, "en")
    assert "seat 0 is not paid for Ten trumps: 10 card points, and it is paid only for more than 26 [LT8]" in told
    assert "stoel 0 krijgt Tien troeven niet betaald: 10 kaartpunten" in describe(state, "nl")


def test_LT5_pagat_lost_to_another_player_costs_5_each() -> None:
    state = play_ready([["T5", "2c"], ["T1", "3c"], ["3s", "4s", "5s", "6h", "4c"]])
    play(state, "T5", "T1", "6h")
    assert [(e.seat, e.to, e.amount, e.rule, e.name) for e in state.events if e.kind == "paid"] == [
        (1, 0, 5, "LT5", "pagat-lost"), (1, 2, 5, "LT5", "pagat-lost")]


def test_LT5_pagat_lost_in_the_last_trick_costs_10_each() -> None:
    state = play_ready([["T5"], ["T1"], ["3s", "4s", "5s", "6h"]])
    play(state, "T5", "T1", "6h")
    assert [(e.seat, e.to, e.amount) for e in state.events if e.kind == "paid"] == [(1, 0, 10), (1, 2, 10)]


def test_LT5_pagat_winning_the_last_trick_each_other_pays_10_an_earlier_trick_nothing() -> None:
    state = play_ready([["T1", "2c"], ["2h", "3c"], ["3s", "4s", "5s", "6h", "4c"]])
    play(state, "T1", "2h", "6h")
    assert not [e for e in state.events if e.kind == "paid"]  # trick 1 of 2: won, no payment
    state = play_ready([["T1"], ["2h"], ["3s", "4s", "5s", "6h"]])
    play(state, "T1", "2h", "6h")
    assert [(e.seat, e.to, e.amount, e.name) for e in state.events if e.kind == "paid"] == [
        (1, 0, 10, "pagat-won"), (2, 0, 10, "pagat-won")]
    assert state.result.score == (4 + 1 - 26 + 20, -26 - 10, 1 - 26 - 10)


def test_LT5_whole_deal_pagat_wins_trick_25() -> None:
    state = deal_lt4()
    scripted(state, {0: [f"T{n}" for n in range(21, 1, -1)] + ["Kc", "EX", "Kd", "Kh", "T1"]})
    last = state.tricks[-1]
    assert last.number == 25 and last.winner == 0 and "T1" in [c.code for c in last.cards]
    assert [(e.seat, e.to, e.amount, e.name) for e in state.events if e.name.startswith("pagat")] == [
        (1, 0, 10, "pagat-won"), (2, 0, 10, "pagat-won")]


# ---------------------------------------------------------------- LT6 score, T6
@settings(max_examples=30, deadline=None)
@given(st.integers(0, 10**6))
def test_T6_both_counting_methods_agree(seed: int) -> None:
    rng = random.Random(seed)
    pile = rng.sample(range(78), rng.randint(0, 40))
    full = [CARD_POINTS[i] + 1 for i in pile]
    assert count_by_threes(full) == (sum(CARD_POINTS[i] for i in pile) + (len(pile) + 1) // 3 if pile else 0)


def test_LT6_simplified_values_total_52_and_78_with_the_sets() -> None:
    assert sum(CARD_POINTS) == 52
    assert {TAROT.codes[i]: CARD_POINTS[i] for i in range(78) if CARD_POINTS[i] == 4} == {
        "T1": 4, "T21": 4, "EX": 4, "Kc": 4, "Kd": 4, "Kh": 4, "Ks": 4}


def test_LT6_score_is_card_points_minus_26_plus_payments() -> None:
    state = play_ready([["Kh", "Qh"], ["2h", "3h"], ["3s", "4s", "5s", "4h", "5h"]])
    play(state, "Kh", "2h", "4h")
    play(state, "Qh", "3h", "5h")
    result = state.result
    assert result.tricks == (2, 0, 0)
    assert result.card_points == (4 + 3 + 2, 0, 1)  # 6 cards = 2 sets; dealer's 3 laid = 1 set
    assert result.score == (9 - 26, -26, 1 - 26)


# ---------------------------------------------------------------- LT9 Prague-Vienna
def test_LT9_annul_asked_from_voorhand_only_to_seats_with_fewer_than_three_trumps() -> None:
    state = hand([["T2", "T3", "1c"], ["T4", "T5", "T6", "2c"], ["3c", "4c", "5c", "6c"]], PV)
    assert state.phase_name == "annul" and state.turn == 0
    assert set(map(str, state.legal_actions())) == {"annul", "keep the deal"}
    state.apply(Annul(False))
    assert state.turn == 2  # seat 1 has three trumps: not asked; the dealer (no trumps) is
    state.apply(Annul(True))
    assert state.ended == "annulled" and state.result.score == (0, 0, 0) and state.result.card_points == (0, 0, 0)
    assert [e.rule for e in state.events if e.kind == "ended"] == ["LT9"]


def test_LT9_annul_off_and_nobody_short_goes_straight_to_the_discard() -> None:
    assert hand([["T2", "1c"], ["2c"], ["3c", "4c", "5c", "6c"]], PV, {"annul": False}).phase_name == "discard"
    short = hand([["T2", "T3", "T4"], ["T5", "T6", "T7"], ["T8", "T9", "T10", "6c", "7c", "8c"]], PV)
    assert short.phase_name == "discard"


def test_LT9_hidden_declarations_are_not_shown_to_the_others() -> None:
    state = hand([FULL_DECLARER, ["2c"], ["3c", "4c", "5c", "6c"]], PV, {"annul": False})
    discard(state, "4c", "5c", "6c")
    matadors = next(a for a in state.legal_actions() if getattr(a, "combo", "") == "matadors")
    assert len(matadors.cards) == 3  # matadors_flat: not extended
    state.apply(matadors)
    assert state.points == [40, -20, -20]  # worth 20
    assert state.view(1).declarations[0].cards == () and state.view(0).declarations[0].cards != ()
    seen = [e for e in state.view(1).events if e.kind == "declared"]
    assert seen and seen[0].cards == () and seen[0].name == "matadors"


def test_LT9_ten_trumps_flat_and_its_value() -> None:
    trumps = [f"T{n}" for n in range(2, 15)]
    state = hand([trumps, ["2c"], ["3c", "4c", "5c", "6c"]], PV, {"annul": False, "ten_trumps_value": 12})
    discard(state, "4c", "5c", "6c")
    (_, value), = SPEC.phases[1].rule.options(state, 0)
    assert value == 12
    state = hand([trumps, ["2c"], ["3c", "4c", "5c", "6c"]], PV, dict(PV_OFF, ten_trumps_value=12))
    discard(state, "4c", "5c", "6c")
    (_, value), = SPEC.phases[1].rule.options(state, 0)
    assert value == 12 + 3 * 5


# ---------------------------------------------------------------- match
def test_LT10_a_game_is_three_counted_deals_an_annulled_deal_redealt_by_the_same_dealer_does_not_count() -> None:
    assert SPEC.match.rule == "LT10" and "LT10" in SPEC.rules
    match = Match(LT, 3, PV, seed=55, first_dealer=0)  # seed 55: the second deal is annulled (LT9)
    dealers, annulled = [], 0
    while not match.is_over:
        state = match.new_hand()
        dealers.append(state.dealer)
        play_out(state, [get_bot("basic", s) for s in range(3)])
        annulled += state.ended == "annulled"
        if state.ended == "annulled":
            assert match.next_dealer == state.dealer
    assert len(match.counted_hands) == 3 and len(match.finished_hands) == 3 + annulled
    assert sum(match.totals) == 0
    assert [d for d, h in zip(dealers, match.hands) if h.ended != "annulled"] == [0, 1, 2]
    assert dealers == [0, 1, 1, 2] and annulled == 1
    totals = match.totals
    assert match.winners == [s for s in range(3) if totals[s] == max(totals)] and Match(LT, 3).hands_to_play == 3


def test_T1_the_excuse_is_no_trump_for_ten_trumps() -> None:
    nine = [f"T{n}" for n in range(2, 11)] + ["EX"]
    state = hand([nine, ["2c"], ["3c", "4c", "5c", "6c"]])
    discard(state, "4c", "5c", "6c")
    assert state.phase_name == "play"  # nothing to declare: the step is skipped


# ---------------------------------------------------------------- the basic bot's advice
def test_basic_bot_discards_blank_pips_of_a_short_suit_and_declares_the_most_valuable_first() -> None:
    from tarotlib.bots.basic import suggest

    state = hand([FULL_DECLARER, ["2c"], ["Ks", "5h", "6h", "7h", "1d", "T3", "T4"]])
    action, reason = suggest(state.view(2), state.spec)
    assert action == Discard(TAROT.card("1d")) and "1d" not in reason["nl"] and reason["nl"].startswith("Leg")
    discard(state, "1d", "5h", "6h")
    action, reason = suggest(state.view(0), state.spec)
    assert action.combo == "matadors" and "Matadors" in reason["en"] and "roem" in reason["nl"].lower()


def test_basic_bot_annuls_with_at_most_one_trump() -> None:
    from tarotlib.bots.basic import suggest

    state = hand([["T2", "1c"], ["T3", "T5", "2c"], ["3c", "4c", "5c", "6c"]], PV)
    assert suggest(state.view(0), state.spec)[0] == Annul(True)
    state = hand([["T2", "T7", "1c"], ["T3", "T5", "2c"], ["3c", "4c", "5c", "6c"]], PV)
    assert suggest(state.view(0), state.spec)[0] == Annul(False)


def test_hints_explain_the_leipzig_limits() -> None:
    from tarotlib.bots import hint

    state = play_ready([["5h", "1h"], ["EX", "2c", "Kc"], ["3s", "4s", "5s", "6h", "7h"]])
    state.play("5h")
    shown = hint(state)
    assert shown.rule == "LT3" and "Excuse" in shown.explanation("en") and shown.card.code == "EX"


def test_the_spec_lists_its_rules_and_names() -> None:
    spec = get_game(LT, ["nuremberg", "prague-vienna"])
    assert {"LT1", "LT7", "LT8", "LT9", "T6"} <= set(spec.rules)
    for name in ("matadors", "cavalry", "half-cavalry", "ten-trumps", "four-rois", "three-rois-excuse",
                 "pagat-lost", "pagat-won", "no-blank", "lead-passed", "annulled"):
        assert set(spec.names[name]) == {"en", "nl"}


# ---------------------------------------------------------------- properties
VARIANTS = [(), ("nuremberg",), ("prague-vienna",), ("nuremberg", "prague-vienna")]


def check_invariants(state) -> None:
    places = list(state.hands) + list(state.won) + list(state.laid) + [sum(1 << c for c in state.trick_cards)]
    total = 0
    for mask in places:
        assert total & mask == 0
        total |= mask
    assert total == TAROT.full_mask or (state.ended == "annulled")
    assert sum(state.points) == 0


@pytest.mark.parametrize("variants", VARIANTS)
@pytest.mark.parametrize("bot", ["random", "basic"])
@settings(max_examples=30, deadline=None)
@given(seed=st.integers(0, 10**6))
def test_property_whole_hands_cards_totals_zero_sum_push_pop_and_bots(variants, bot, seed) -> None:
    rng = random.Random(seed)
    state = new_hand(LT, 3, list(variants), seed=seed)
    bots = [get_bot(bot, seed * 3 + s) for s in range(3)]
    step = 0
    while state.turn is not None:
        check_invariants(state)
        seat = state.turn
        legal = state.legal_actions()
        action = bots[seat].choose(state, seat)
        assert action in legal
        if rng.random() < 0.05:
            before = {k: (v[:] if isinstance(v, list) else v) for k, v in state.__dict__.items()}
            state.push(rng.choice(legal))
            state.pop()
            after = state.__dict__
            for key in ("hands", "won", "laid", "points", "tricks_won", "trick_cards", "turn", "leader", "led",
                        "own", "declared", "to_act", "phase", "result"):
                assert after[key] == before[key], key
        state.apply(action, seat)
        step += 1
    check_invariants(state)
    result = state.result
    assert sum(result.score) == 0
    if state.ended != "annulled":
        assert sum(result.card_points) == 78
        assert sum(result.tricks) == 25
        assert list(result.score) == [p - 26 + q for p, q in zip(result.card_points, state.points)]
    check_reference(state)


def check_reference(state) -> None:
    """The hand's automatic steps against the rules, from its tricks alone: LT3, LT4, LT5, LT8."""
    events = state.events
    tricks = state.tricks
    excuse_lead = bool(state.options.get("excuse_lead"))
    expected = []
    for t in tricks:
        codes = [c.code for c in t.cards]
        if "T1" in codes:
            owner = t.seats[codes.index("T1")]
            others = [s for s in range(3) if s != owner]
            if t.winner != owner:
                expected += [(owner, o, 10 if t.number == 25 else 5) for o in others]
            elif t.number == 25:
                expected += [(o, owner, 10) for o in others]
        if "EX" in codes:
            led = codes[0] == "EX"
            assert not led or excuse_lead or t.number == 25  # LT3: never led while other cards are held
            lost = t.number >= 23 or (led and not excuse_lead)
            kinds = [e.kind for e in events if e.kind.startswith("excuse") and e.number == t.number]
            assert kinds == (["excuse-lost"] if lost else ["excuse-kept"])
    assert [(e.seat, e.to, e.amount) for e in events if e.kind == "paid" and e.rule == "LT5"] == expected
    if len(tricks) >= 22:
        t21, t22 = tricks[20], tricks[21]
        holder = t21.winner
        passed = [e for e in events if e.kind == "lead-passed"]
        if passed:  # LT4
            assert passed[0].seat == holder and t22.leader == (holder + 1) % 3
            assert t22.cards[t22.seats.index(holder)].code == "EX"
        else:
            assert t22.leader == holder and "EX" not in [c.code for c in t22.cards[:1]] or excuse_lead
    if "nuremberg" in state.spec.active_variants and state.ended != "annulled":
        points = state.result.card_points
        expected = [(o, s, v) for s, d, v in state.declared if d.combo == "ten-trumps" and points[s] > 26
                    for o in range(3) if o != s]
        assert [(e.seat, e.to, e.amount) for e in events if e.kind == "paid" and e.rule == "LT8"] == expected


@pytest.mark.parametrize("game", ["maison-tarot", "la-rigueur", "maison-troggen", "triomphe-forcee",
                                  "leipzig-taroc"])
def test_T3_LT3_the_excuse_is_free_in_every_tarot_game_but_leipzig(game: str) -> None:
    """``ExcuseRules.free`` says what the duty does: in random hands, a held Excuse is
    always legal where the game leaves it free (T3), and in Leipzig it is sometimes not
    (LT3: it may not lead, and is forced where nothing else follows)."""
    spec = get_game(game)
    assert spec.excuse is not None and spec.excuse.free == (game != "leipzig-taroc")
    excuse, rng, held, refused = Play(TAROT.excuse), random.Random(7), 0, 0
    for seed in range(30):
        state = new_hand(game, seed=seed)
        while state.result is None:
            legal = state.legal_actions()
            if state.phase.name == "play" and state.turn is not None and TAROT.excuse in state.hand(state.turn):
                held += 1
                refused += excuse not in legal
            state.apply(rng.choice(legal))
    assert held > 20 and (refused == 0) == spec.excuse.free
