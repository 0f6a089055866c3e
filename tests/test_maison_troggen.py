"""Maison Troggen, rule by rule (rules/nl/maison-troggen.txt; DECISIONS T1-T6, ML1-ML4).

Scenario deals are small (``partial``): seat 2 deals, so seat 0 is voorhand and leads;
the dealer holds three cards more than the others and lays three away first (ML1).
"""

from __future__ import annotations

import random
from dataclasses import replace
from typing import Sequence

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tarotlib import TAROT, Deal, HandResult, HandState, IllegalAction, Match, get_game, new_hand
from tarotlib.actions import Discard
from tarotlib.bots import get_bot, hint, play_out
from tarotlib.bots.basic import suggest
from tarotlib.cards import bits
from tarotlib.games.maison_troggen import CARD_POINTS, KEPT
from tarotlib.games.tarot_common import count_by_threes, count_simplified, pile_by_threes
from tarotlib.state import Event
from tarotlib.text import describe

from tarot_scenarios import codes, legal_codes, play, play_out as play_first_legal, won

ML = "maison-troggen"


def troggen(hands: Sequence[Sequence[str]], laid: Sequence[str] = (), dealer: int = 2) -> HandState:
    """A small Troggen deal: ``hands[dealer]`` gets ``laid`` as well, which he lays away."""
    cards = [list(h) + (list(laid) if seat == dealer else []) for seat, h in enumerate(hands)]
    used = [TAROT.index(c) for h in cards for c in h]
    assert len(used) == len(set(used))
    rest = tuple(i for i in range(78) if i not in set(used))
    deal = Deal(tuple(tuple(TAROT.index(c) for c in h) for h in cards), rest)
    state = new_hand(ML, 3, dealer=dealer, deal=deal, partial=True)
    for code in laid:
        state.apply(Discard(TAROT.card(code)))
    return state


def discards(state: HandState) -> set[str]:
    return {a.card.code for a in state.legal_actions() if isinstance(a, Discard)}


# ---------------------------------------------------------------- ML1: the deal and the discard
@pytest.mark.parametrize("dealer", [0, 1, 2])
def test_ML1_the_dealer_gets_28_the_others_25_and_he_discards_first(dealer: int) -> None:
    state = new_hand(ML, 3, dealer=dealer, seed=dealer)
    assert [h.bit_count() for h in state.hands] == [28 if s == dealer else 25 for s in range(3)]
    assert state.deal.rest == ()
    assert state.phase_name == "discard" and state.turn == dealer
    for _ in range(3):
        state.apply(state.legal_actions()[0])
    assert state.laid[dealer].bit_count() == 3
    assert [h.bit_count() for h in state.hands] == [25, 25, 25]
    assert state.phase_name == "play" and state.turn == (dealer + 1) % 3  # voorhand leads


def test_ML1_no_roi_trump_or_excuse_may_be_laid_away() -> None:
    state = troggen([["2h"], ["3h"], ["Kc", "T5", "EX", "2c", "Qh", "7d", "4h"]])
    assert discards(state) == {"2c", "Qh", "7d", "4h"}  # a Dame may go, a Roi not


@pytest.mark.parametrize("card", ["Kc", "T5", "EX"])
def test_ML1_laying_away_a_roi_a_trump_or_the_excuse_is_refused(card: str) -> None:
    state = troggen([["2h"], ["3h"], ["Kc", "T5", "EX", "2c", "Qh", "7d", "4h"]])
    with pytest.raises(IllegalAction) as info:
        state.apply(Discard(TAROT.card(card)))
    assert info.value.rule == "ML1"
    assert info.value.explanation("en") == (
        "You may not lay away a King, a trump or the Excuse: lay away one of ♣2, ♦7, ♥4 and ♥D.")
    assert info.value.explanation("nl") == (
        "Je mag geen heer, troef of het Excuus afleggen; leg een van deze kaarten af: ♣2, ♦7, ♥4 en ♥D.")
    assert state.laid[2] == 0 and state.actions == []


def test_ML1_too_few_allowed_cards_are_made_up_with_trumps_from_trump_2_upwards() -> None:
    """One allowed card: it goes, and two trumps with it, from trump 2 upwards: trump 1 stays."""
    state = troggen([["2h"], ["3h"], ["Kc", "Kd", "T3", "T2", "EX", "T1", "5h"]])
    assert discards(state) == {"5h", "T2", "T3"}
    with pytest.raises(IllegalAction) as info:
        state.apply(Discard(TAROT.card("T1")))
    assert info.value.rule == "ML1"
    assert info.value.explanation("en") == (
        "You hold fewer other cards than you must lay away: lay away those and make up the three with trumps from"
        " trump 2 upwards (trump 1 and trump 21 only when no other trump is left): ♥5, †2 and †3.")
    assert info.value.explanation("nl") == (
        "Je hebt minder andere kaarten dan je moet afleggen: leg die af en vul aan tot drie met troeven vanaf †2"
        " (†1 en †21 alleen als je geen andere troef meer hebt): ♥5, †2 en †3.")
    state.apply(Discard(TAROT.card("T3")))  # in any order: still the same three
    assert discards(state) == {"5h", "T2"}
    state.apply(Discard(TAROT.card("5h")))
    assert discards(state) == {"T2"}
    state.apply(Discard(TAROT.card("T2")))
    assert codes(state.laid[2]) == {"5h", "T2", "T3"} and state.phase_name == "play"


@pytest.mark.parametrize(("hand", "laid"), [
    (["Kc", "Kd", "Kh", "T21", "T20", "T19", "EX", "T1", "5h"], {"5h", "T19", "T20"}),  # trumps 1 and 21 stay
    (["Kc", "Kd", "Kh", "T21", "T20", "EX", "T1", "5h"], {"5h", "T20", "T1"}),  # trump 20, then trump 1
    (["Kc", "Kd", "Kh", "Ks", "T21", "T1", "EX", "T9"], {"T9", "T1", "T21"}),  # no allowed card: every trump
])
def test_ML1_trump_1_and_trump_21_go_only_when_no_other_trump_is_left(hand: list[str], laid: set[str]) -> None:
    state = troggen([["2h"], ["3h"], hand])
    assert discards(state) == laid


def test_ML1_with_enough_allowed_cards_no_trump_may_go_even_for_the_last_of_the_three() -> None:
    state = troggen([["2h"], ["3h"], ["Kc", "T1", "5h", "6h", "7h", "8h"]])
    for card in ["5h", "6h"]:
        state.apply(Discard(TAROT.card(card)))
    assert discards(state) == {"7h", "8h"}


def test_ML1_the_laid_cards_count_for_the_dealer() -> None:
    state = troggen([["2h"], ["3h"], ["4h"]], laid=["Qc", "Cd", "Jh"])
    play(state, "2h", "3h", "4h")  # red reversed: ♥2 beats ♥3 and ♥4 (T2)
    assert state.result is not None
    assert state.result.card_points == (1, 0, 3 + 2 + 1 + 1)  # a set of three blanks; D + C + V + one set
    assert state.result.score == state.result.card_points


# ---------------------------------------------------------------- T1-T4 in play
def test_T2_red_suits_run_R_D_C_V_1_to_10_black_suits_R_D_C_V_10_to_1() -> None:
    state = troggen([["10d", "1s", "Jh"], ["1d", "10s", "1h"], ["Kd", "9s", "Qh"]], laid=["2c", "3c", "4c"])
    play(state, "10d", "1d", "Kd")  # the Roi is highest
    assert state.tricks[-1].winner == 2
    play(state, "9s", "1s", "10s")  # black: 10 highest pip
    assert state.tricks[-1].winner == 1
    play(state, "1h", "Qh", "Jh")  # red: the court cards still beat the 1
    assert state.tricks[-1].winner == 2


def test_T2_a_red_1_beats_the_red_10() -> None:
    state = troggen([["10h"], ["5h"], ["1h"]], laid=["2c", "3c", "4c"])
    play(state, "10h", "5h", "1h")
    assert state.tricks[-1].winner == 2


def test_T3_follow_else_trump_else_anything_and_trump_led_asks_a_trump() -> None:
    state = troggen([["5h", "T2", "3c"], ["6h", "T3", "4d"], ["T4", "Kd", "EX"]], laid=["7c", "8c", "9c"])
    assert legal_codes(state) == {"5h", "T2", "3c"}
    play(state, "5h")
    assert legal_codes(state) == {"6h"}  # follow hearts
    play(state, "6h")
    assert legal_codes(state) == {"T4", "EX"}  # no heart: trump (or the Excuse, T3)
    with pytest.raises(IllegalAction) as info:
        state.play("Kd")
    assert info.value.rule == "T3"
    play(state, "T4")
    assert state.turn == 2 and legal_codes(state) == {"Kd", "EX"}  # seat 2 leads the next trick


def test_T1_the_excuse_is_no_trump_a_trump_lead_leaves_any_card_to_a_player_without_trumps() -> None:
    state = troggen([["T9", "2d"], ["3h", "EX"], ["4d", "5h"]], laid=["7c", "8c", "9c"])
    play(state, "T9")
    assert legal_codes(state) == {"3h", "EX"}
    play(state, "EX")
    assert legal_codes(state) == {"4d", "5h"}


def test_ML2_T4_the_excuse_may_lead_and_the_next_card_sets_the_suit_and_the_winner() -> None:
    state = troggen([["EX", "2s"], ["5d", "T2"], ["1d", "Kh"]], laid=["7c", "8c", "9c"])
    assert "EX" in legal_codes(state)
    play(state, "EX")
    assert legal_codes(state) == {"5d", "T2"}  # any card after a led Excuse
    play(state, "5d")
    assert legal_codes(state) == {"1d"}  # diamonds to follow
    play(state, "1d")
    assert state.tricks[0].winner == 2  # ♦1 beats ♦5 (red reversed), the Excuse never wins


# ---------------------------------------------------------------- T5 and ML4: the Excuse exchange
def test_T5_the_lowest_blank_of_the_won_cards_is_given_never_a_laid_card() -> None:
    """Seat 2 (the dealer) laid away ♣1 ♦1 ♣2; he wins ♥1 ♥2 ♥3 and then leads the Excuse
    (ML2): he gives ♥1 from his won cards, not the lower ♣1 he laid away."""
    state = troggen([["2h", "Ks"], ["3h", "Qs"], ["1h", "EX"]], laid=["1c", "1d", "2c"])
    play(state, "2h", "3h", "1h")  # ♥1 is the highest red pip (T2)
    assert state.tricks[0].winner == 2
    play(state, "EX", "Ks", "Qs")
    assert state.tricks[1].winner == 0
    assert state.events[-2:] == [
        Event("excuse-kept", 2, "T5", 0, number=2, step=state.events[-2].step),
        Event("blank-given", 2, "T5", 0, TAROT.card("1h"), number=2, step=state.events[-1].step),
    ]
    assert won(state, 2) == {"2h", "3h", "EX"} and codes(state.laid[2]) == {"1c", "1d", "2c"}
    assert won(state, 0) == {"Ks", "Qs", "1h"}
    assert state.result is not None
    assert state.result.card_points == (4 + 3 + 1, 0, 2 + 2)  # (6 cards: 2 sets) ML3
    assert state.result.tricks == (1, 0, 1)


def test_ML4_an_open_debt_at_the_end_the_owner_keeps_the_excuse_and_gives_nothing() -> None:
    """Seat 2 holds blanks only among his laid cards (T5: they never pay the debt)."""
    state = troggen([["Kh", "T10"], ["Qh", "T12"], ["EX", "Ch"]], laid=["2c", "3c", "4c"])
    play(state, "Kh", "Qh", "EX")
    assert state.debt == (2, 0) and won(state, 2) == {"EX"}
    play(state, "T10", "T12", "Ch")
    assert state.result is not None and state.debt is None
    settled = [e for e in state.events if e.kind in ("blank-given", "debt-settled")]
    assert [(e.kind, e.seat, e.to, e.rule, e.card) for e in settled] == [("debt-settled", 2, 0, "ML4", None)]
    assert "seat 2 gives seat 0 no blank card [ML4]" in describe(state, "en")
    assert "stoel 2 geeft stoel 0 geen lege kaart [ML4]" in describe(state, "nl")
    assert won(state, 2) == {"EX"} and won(state, 0) == {"Kh", "Qh"}
    assert state.result.card_points == (4 + 3 + 1, 2 + 1, 2 + 1)  # the dealer: ☆ + 3 laid = 4 cards, 1 set
    assert state.result.score == state.result.card_points


# ---------------------------------------------------------------- T6 and ML3: counting by threes
def test_T6_ML3_the_simplified_values() -> None:
    value = {c.code: CARD_POINTS[c.index] for c in TAROT}
    assert [value[c] for c in ["T21", "T1", "Kh", "Qh", "Ch", "EX", "Jh", "T20", "10s", "1d"]] == [
        4, 4, 4, 3, 2, 2, 1, 0, 0, 0]
    assert count_simplified(list(CARD_POINTS)) == 76  # ML3: 76 in all


def test_T6_a_lone_excuse_scores_2_both_ways() -> None:
    assert pile_by_threes(TAROT.excuse.bit, CARD_POINTS) == 2 == count_by_threes([3])


@settings(max_examples=100, deadline=None)
@given(st.lists(st.integers(0, 77), unique=True, max_size=78), st.randoms())
def test_T6_both_methods_agree_on_random_troggen_piles(pile: list[int], rnd: random.Random) -> None:
    full = [CARD_POINTS[i] + 1 for i in pile]
    rnd.shuffle(full)
    mask = sum(1 << i for i in pile)
    assert pile_by_threes(mask, CARD_POINTS) == count_simplified([CARD_POINTS[i] for i in pile]) == count_by_threes(full)


def test_ML3_score_of_a_whole_hand_is_76_and_each_seat_its_pile_by_threes() -> None:
    state = new_hand(ML, 3, seed=5)
    play_first_legal(state)
    assert state.result is not None
    for seat in range(3):
        pile = state.won[seat] | state.laid[seat]
        values = [CARD_POINTS[i] + 1 for i in bits(pile)]
        assert state.result.card_points[seat] == count_by_threes(values)
    assert sum(state.result.score) == 76


def test_ML3_a_round_is_three_hands_each_player_deals_once_and_the_highest_total_wins() -> None:
    match = Match(ML, seed=4, first_dealer=1)
    dealers = []
    while not match.is_over:
        hand = match.new_hand()
        dealers.append(hand.dealer)
        play_out(hand, [get_bot("basic") for _ in range(3)])
    assert dealers == [1, 2, 0] and len(match.hands) == 3
    totals = match.totals
    assert sum(totals) == 3 * 76
    assert match.winners == [s for s in range(3) if totals[s] == max(totals)]


def test_ML3_a_tie_for_the_highest_total_shares_the_win() -> None:
    rows = iter([(30, 30, 16), (20, 26, 30), (26, 20, 30)])

    def scripted(state: HandState) -> HandResult:
        row = next(rows)
        return HandResult(tuple(state.tricks_won), row, row)

    match = Match(replace(get_game(ML), score=scripted), seed=1)
    for _ in range(3):
        assert not match.is_over
        play_out(match.new_hand(), [get_bot("random", s) for s in range(3)])
    assert match.totals == [76, 76, 76] and match.winners == [0, 1, 2]


# ---------------------------------------------------------------- the basic bot's discard
def test_the_basic_bot_lays_away_blank_pips_of_its_shortest_suit_without_a_roi() -> None:
    hand = ["Kc", "2c", "9s", "8s", "Qd", "5d", "6d", "T4", "EX", "1h", "2h", "3h", "4h"]
    state = troggen([["5c"], ["6c"], hand])
    action, reason = suggest(state.view(2), state.spec)
    assert action == Discard(TAROT.card("8s"))  # clubs: 2 cards but a Roi; spades: 2, no Roi; ♠8 below ♠9
    assert reason["en"].startswith("Lay away ♠8: a blank card from the shortest of your suits without a King")
    assert reason["nl"].startswith("Leg ♠8 af: een lege kaart uit de kortste van je kleuren zonder heer")
    assert hint(state).action == action


def test_the_basic_bots_discard_reason_says_so_when_the_suit_is_the_only_one_without_a_roi() -> None:
    """The one suit without a Roi may be the longest: the reason does not call it the shortest."""
    hand = ["Kc", "2c", "Ks", "8s", "Kh", "2h", "Qd", "5d", "6d", "7d", "8d", "T4", "EX"]
    state = troggen([["5c"], ["6c"], hand])
    action, reason = suggest(state.view(2), state.spec)
    assert action == Discard(TAROT.card("8d"))  # red suits run 1-10 below the court cards: ♦8 the lowest blank (T2)
    assert reason["en"].startswith("Lay away ♦8: a blank card from your only suit without a King")
    assert reason["nl"].startswith("Leg ♦8 af: een lege kaart uit je enige kleur zonder heer")


def test_the_basic_bot_lays_away_a_trump_from_trump_2_upwards_when_ML1_forces_it() -> None:
    state = troggen([["5c"], ["6c"], ["Kc", "Kd", "T1", "T3", "EX", "Qh", "T7"]])
    actions = []
    for _ in range(3):
        action, reason = suggest(state.view(2), state.spec)
        actions.append(action.card.code)
        state.apply(action)
    assert actions == ["Qh", "T3", "T7"]  # trump 1 is kept while other trumps are left (ML1)
    assert reason["en"] == "Fewer other cards than you must lay away: ML1 makes you lay away a trump, from trump 2" \
        " upwards: †7."
    assert reason["nl"] == "Minder andere kaarten dan je moet afleggen: volgens ML1 leg je een troef af, vanaf †2: †7."


# ---------------------------------------------------------------- whole random hands
def where(state: HandState) -> list[int]:
    return [*state.hands, sum(1 << i for i in state.trick_cards), *state.won, *state.laid]


def figures(state: HandState) -> tuple[object, ...]:
    return (tuple(state.hands), tuple(state.won), tuple(state.laid), tuple(state.tricks_won), state.turn,
            state.leader, state.led, tuple(state.trick_cards), tuple(state.trick_seats), state.debt,
            tuple(state.actions), len(state.events), state.phase_name, state.result, tuple(state.points), state.own)


@settings(max_examples=30, deadline=None)
@given(st.integers(0, 10**6), st.sampled_from(["random", "basic"]))
def test_random_hands_keep_every_card_in_one_place_bots_legal_push_pop_and_76(seed: int, bot_name: str) -> None:
    state = new_hand(ML, 3, seed=seed)
    bots = [get_bot(bot_name, f"{seed}:{s}") for s in range(3)]
    while True:
        places = where(state)
        union = 0
        for place in places:
            assert not union & place
            union |= place
        assert union == TAROT.full_mask
        if state.is_over:
            break
        legal = state.legal_actions()
        if state.phase_name == "discard":  # ML1: a kept card only when the allowed ones run short
            need = 3 - state.laid[state.dealer].bit_count()
            free = state.hands[state.dealer] & ~KEPT
            if free.bit_count() >= need:
                assert all(not KEPT & a.card.bit for a in legal)
        before = figures(state)
        for action in legal[:4]:
            state.push(action)
            state.pop()
            assert figures(state) == before
        seat = state.turn
        assert seat is not None
        action = bots[seat].choose(state, seat)
        assert action in legal
        state.apply(action, seat)
    assert state.result is not None
    assert sum(state.result.score) == 76 and state.result.score == state.result.card_points
    assert sum(state.result.tricks) == 25 and state.laid[state.dealer].bit_count() == 3
