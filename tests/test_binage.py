"""Binage / Cinq Cents (rules/nl/binage.txt): Marjolet's decisions MJ1-MJ8 as Binage
has them: eight cards, its own combinations, one declaration per window, nothing for
the last card, the face-up cards back to hand and no declaring in the play-out."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from test_marjolet import (
    check_hand,
    codes,
    dealt,
    decl,
    hand_codes,
    legal_codes,
    play,
    refused,
    scored,
)

from tarotlib.actions import END_DECLARING, Declare, Play
from tarotlib.bots import get_bot
from tarotlib.cards import PIQUET
from tarotlib.match import Match
from tarotlib.state import new_hand

BN = "binage"


def test_MJ1_binage_deals_eight_each_and_turns_the_next_card() -> None:
    state = new_hand(BN, 2, seed=8, dealer=1)
    assert [h.bit_count() for h in state.hands] == [8, 8]
    assert len(state.own.stock) == 15 and state.own.turned is not None
    assert state.trump == PIQUET.suit_of[state.own.turned] and state.turn == 0


def test_MJ1_binage_turned_seven_gives_the_dealer_10() -> None:
    state = dealt(BN, [["Kc"], ["Qc"]], [], "7d", dealer=0)
    assert scored(state) == [(0, "turned-seven", 10)]


def test_MJ2_MJ3_binage_any_card_in_the_stock_phase_and_aces_tens_at_once() -> None:
    state = dealt(BN, [["Ac", "Kc"], ["10c", "8s", "7h"]], ["7s", "9s", "8d", "9d"], "8h")
    play(state, "Ac")
    assert legal_codes(state) == {"10c", "8s", "7h"}
    play(state, "7h")  # the trump 7 wins and scores as it is played
    assert scored(state) == [(1, "trump-seven", 10), (1, "ace-ten", 10)]


def test_MJ3_binage_a_turned_seven_scores_nothing_when_it_is_played() -> None:
    state = dealt(BN, [["Ac", "9c"], ["8c", "Kd"]], ["Qs"], "7h")
    play(state, "Ac", "8c", "9c", "7h")  # seat 1 drew the turned 7 last and trumps with it (MJ6)
    assert [n for s, n, _ in scored(state, 1)] == ["turned-seven"]  # and nothing for the last card (MJ5)


def test_MJ3_binage_a_seven_exchanged_by_dix_scores_nothing_when_it_is_played() -> None:
    state = dealt(BN, [["Ac", "Kh", "7h"], ["8c", "9c", "Jd"]], ["Js"], "Qh")
    play(state, "Ac", "8c")
    state.apply(decl("dix", "7h"))  # Binage's one declaration: the window closes and both draw
    play(state, "Js", "7h")
    assert scored(state) == [(0, "ace-ten", 10), (0, "dix", 10)]


@pytest.mark.parametrize("turned", ["9c", "9d", "9h", "9s"])
def test_MJ4_binage_is_the_jack_of_diamonds_with_the_queen_of_spades_whatever_the_trump(turned: str) -> None:
    state = dealt(BN, [["Ac", "Jd", "Qs", "Jh", "Qh", "Jc", "Qc", "Js"], ["8c", "7c", "7s", "8s", "Ks", "10s",
                                                                          "7d", "8d"]],
                  ["Ad", "10d"], turned)
    play(state, "Ac", "8c")
    binage = [a for a in state.legal_actions() if isinstance(a, Declare) and a.combo == "binage"]
    assert binage == [decl("binage", "Jd", "Qs")]


def binage_window() -> object:
    return dealt(BN, [["Ac", "Kh", "Qh", "Jd", "Qs", "7h", "Kc", "Qc"], ["8c", "9c", "7s", "8s", "9s", "10s", "7d",
                                                                        "8d"]],
                 ["Ad", "Js", "9d", "10d"], "9h")


def test_MJ4_binage_one_declaration_per_window() -> None:
    state = binage_window()
    play(state, "Ac", "8c")
    assert state.legal_actions() == [decl("dix", "7h"), decl("stuk", "Kh", "Qh"), decl("marias", "Kc", "Qc"),
                                     decl("binage", "Jd", "Qs"), END_DECLARING]
    state.apply(decl("stuk", "Kh", "Qh"))
    assert state.phase_name == "play"  # one and only one: the window closed and both drew
    assert [e.card.code for e in state.events if e.kind == "drawn"] == ["Ad", "Js"]
    error = refused(state, decl("binage", "Jd", "Qs"))
    assert error.rule == "MJ4" and "one" in error.explanation("en") and "één" in error.explanation("nl")


def test_MJ4_binage_one_per_trick_is_said_only_to_the_winner_who_declared() -> None:
    state = binage_window()
    play(state, "Ac", "8c")
    error = refused(state, decl("stuk", "Kh", "Qh"), seat=1)  # the loser, in the winner's window
    assert error.rule == "MJ4" and "seat 0" in error.explanation("en")
    state.apply(END_DECLARING)  # nothing declared: the draw
    for seat in (None, 0, 1):
        error = refused(state, decl("stuk", "Kh", "Qh"), seat=seat)
        assert error.rule == "MJ4" and "right after winning a trick" in error.explanation("en")
        assert "one combination" not in error.explanation("en")


def test_MJ4_binage_dix_counts_as_the_one_declaration() -> None:
    state = binage_window()
    play(state, "Ac", "8c")
    state.apply(decl("dix", "7h"))
    assert state.phase_name == "play" and "9h" in hand_codes(state, 0)
    assert state.own.turned == PIQUET.index("7h")


def test_MJ4_binage_five_trumps_and_five_high() -> None:
    state = dealt(BN, [["Ah", "10h", "Kh", "Qh", "Jh", "9c", "8d", "7d"], ["8c", "7c", "7s", "8s", "Ks", "10s",
                                                                         "Jc", "Qc"]],
                  ["9d", "10d"], "9h")
    play(state, "9c", "8c")
    legal = state.legal_actions()
    assert decl("five-trumps", "Ah", "10h", "Kh", "Qh", "Jh") in legal and decl("stuk", "Kh", "Qh") in legal
    assert get_bot("basic").choose(state, 0) == decl("five-trumps", "Ah", "10h", "Kh", "Qh", "Jh")
    state.apply(decl("five-trumps", "Ah", "10h", "Kh", "Qh", "Jh"))
    assert state.points[0] == 250
    state = dealt(BN, [["Ac", "10c", "Kc", "Qc", "Jc", "9d", "8d", "7d"], ["8c", "7c", "7s", "8s", "Ks", "10s",
                                                                         "Js", "Qd"]],
                  ["Jd", "10d"], "9h")
    play(state, "9d", "7s")
    assert state.legal_actions() == [decl("five-high", "10c", "Ac", "Jc", "Kc", "Qc"), decl("marias", "Kc", "Qc"),
                                     END_DECLARING]
    state.apply(decl("five-high", "10c", "Ac", "Jc", "Kc", "Qc"))
    assert state.points[0] == 120


def test_MJ4_binage_refuses_a_marjolet_combination_by_name() -> None:
    state = binage_window()
    play(state, "Ac", "8c")
    error = refused(state, decl("trump-marjolet", "Jh", "Qh"))
    assert error.rule == "MJ4" and "no combination 'trump-marjolet'" in error.explanation("en")


def playout() -> object:
    """Seat 0 wins the last stock trick holding Kh Qh face up (declared stuk); seat 1 draws the turned card."""
    state = dealt(BN, [["Ac", "Kh", "Qh", "Kd"], ["8c", "7s", "Qd", "9c"]], ["Ad", "9s", "Js"], "9h")
    play(state, "Ac", "8c")
    state.apply(decl("stuk", "Kh", "Qh"))
    assert codes(PIQUET.cards_in(state.own.faceup[0])) == {"Kh", "Qh"}
    play(state, "Kd", "Qd")  # seat 0 wins the last stock trick; nothing new to declare
    return state


def test_MJ5_binage_the_last_card_scores_nothing() -> None:
    state = playout()
    assert [e.card.code for e in state.events if e.kind == "drawn"][-2:] == ["Js", "9h"]
    assert not [s for s in scored(state) if s[1] == "last-card"]


def test_MJ6_binage_face_up_cards_go_back_to_hand_and_no_more_declarations() -> None:
    state = playout()
    assert state.own.stock == () and state.own.turned is None
    assert state.own.faceup == (0, 0)
    error = refused(state, decl("stuk", "Kh", "Qh"))
    assert error.rule == "MJ6" and "De stok is op" in error.explanation("nl")


def test_MJ6_binage_play_out_duty_and_last_trick_without_an_all_six_bonus() -> None:
    state = playout()
    assert hand_codes(state, 0) == {"Kh", "Qh", "Ad", "Js"} and hand_codes(state, 1) == {"7s", "9c", "9s", "9h"}
    state.push(Play(PIQUET.card("Js")))
    assert legal_codes(state) == {"7s", "9s"}  # cannot beat the Jack: follow
    state.pop()
    play(state, "Ad")
    assert legal_codes(state) == {"9h"}  # cannot follow: trump
    error = refused(state, Play(PIQUET.card("9c")))
    assert error.rule == "MJ6"
    while state.turn is not None:
        state.apply(state.legal_actions()[0])
    names = [n for _, n, _ in scored(state)]
    assert names.count("last-trick") == 1 and "all-six" not in names


def test_MJ6_binage_no_window_in_the_play_out() -> None:
    state = playout()
    while state.turn is not None:
        assert state.phase_name == "play"
        state.apply(state.legal_actions()[0])


def test_MJ8_binage_knock_out_inside_the_window() -> None:
    state = dealt(BN, [["9c", "Jd", "Qs"], ["8c", "7s", "8s"]], ["9s", "10s"], "8h", variants=["knock-out"],
                  options={"scores": [470, 0]})
    play(state, "9c", "8c")
    state.apply(decl("binage", "Jd", "Qs"))
    assert state.ended == "knock-out" and state.result is not None and state.result.score == (40, 0)


def test_MJ8_binage_game_to_500() -> None:
    match = Match(BN, seed=3)
    while not match.is_over:
        hand = match.new_hand()
        while hand.turn is not None:
            hand.apply(get_bot("basic").choose(hand, hand.turn))
    assert max(match.totals) >= 500 and len(match.winners) == 1


def test_binage_spec() -> None:
    spec = new_hand(BN, 2, seed=0).spec
    assert set(spec.variants) == {"knock-out"}
    for name in ("five-trumps", "five-high", "stuk", "marias", "binage", "dix", "ace-ten", "last-trick"):
        assert set(spec.names[name]) == {"en", "nl"}
    assert "last-card" not in spec.names and "all-six" not in spec.names


def test_basic_bot_plays_legal_in_the_binage_play_out() -> None:
    state = playout()
    while state.turn is not None:
        action = get_bot("basic").choose(state, state.turn)
        assert isinstance(action, Play) and action in state.legal_actions()
        state.apply(action)


@pytest.mark.parametrize("variants", [[], ["knock-out"]])
@settings(max_examples=30, deadline=None)
@given(seed=st.integers(0, 10**6))
def test_properties_of_random_binage_hands(variants: list[str], seed: int) -> None:
    options = {"scores": [random.Random(seed).randrange(0, 500), 250]} if variants else None
    check_hand(BN, variants, seed, options)
