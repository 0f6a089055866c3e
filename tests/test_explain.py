"""tarotlib.explain: why a card wins or loses a trick, why an action is refused, and what
a hand's score is made of, each a line with its rule id, in English and Dutch."""

from __future__ import annotations

import pytest

from tarotlib import explain, new_hand, position
from tarotlib.actions import Play
from tarotlib.bots import get_bot, play_out
from tarotlib.games import get_game

TAROT_HAND = ["1c", "2c", "3c", "4c", "5c", "6c", "7c", "8c", "9c", "10c", "Jc", "Cc"]


def _texts(found: explain.CardInTrick, lang: str = "en") -> list[tuple[str, str]]:
    return [(line.text(lang), line.rule) for line in found.lines]


# ---------------------------------------------------------------- a card in a trick
def test_T2_the_highest_of_the_suit_led_wins_and_an_other_suit_cannot() -> None:
    state = position("maison-tarot", TAROT_HAND, ["Kh", "2h", "7s"])
    assert _texts(explain.trick_card(state, "Kh")) == [
        ("♥R wins the trick.", "T2"),
        ("It is the highest card of the suit led, hearts, and there are no trumps here.", "T2")]
    assert _texts(explain.trick_card(state, "7s")) == [("♠7 cannot win this trick: only hearts and trumps can.", "T2")]
    assert _texts(explain.trick_card(state, "2h")) == [
        ("♥R beats ♥2: it ranks above it in hearts, from high to low R D C V 10 9 8 7 6 5 4 3 2 1.", "T2")]
    assert explain.trick_card(state, "7s").text("nl") == "♠7 kan deze slag niet winnen: dat kunnen alleen harten en troef."


def test_T5_the_Excuse_never_wins_and_T2_a_trump_beats_the_suit_led() -> None:
    state = position("maison-tarot", TAROT_HAND, ["Kh", "EX", "T2"])
    assert _texts(explain.trick_card(state, "EX")) == [("The Excuse never wins a trick.", "T5")]
    assert _texts(explain.trick_card(state, "Kh")) == [
        ("†2 is a trump and beats ♥R: a trump beats every card of another suit.", "T2")]
    assert _texts(explain.trick_card(state, "T2")) == [
        ("†2 wins the trick.", "T2"), ("It is the highest of the trumps here, and trumps beat every other suit.", "T2")]


def test_LR1_spades_rank_above_the_suit_led_and_below_the_trumps() -> None:
    order = get_game("la-rigueur").trick_order
    pack = order.pack
    cards = [pack.card(code) for code in ("Kh", "7s", "T3")]
    found = {c.short(): _texts(explain.card_against(order, 2, cards, c)) for c in cards}
    assert found["♠7"] == [("†3 beats ♠7: trumps rank above spades.", "LR1")]
    assert found["♥R"] == [("♠7 beats ♥R: spades rank above hearts.", "LR1"),
                           ("But ♠7 does not win this trick either: a card stronger still lies here.", "LR1")]
    without_trump = cards[:2]
    assert _texts(explain.card_against(order, 2, without_trump, cards[1])) == [
        ("♠7 wins the trick.", "LR1"),
        ("It is the highest of the spades here, and there are no trumps here, the only cards above spades.", "LR1")]


def test_K1_the_trump_order_of_the_hand_decides() -> None:
    spec = get_game("klaverjas-4")
    order = spec.orders_for_trump(2)  # hearts
    cards = [spec.pack.card(code) for code in ("Ah", "9h", "Jh")]
    assert _texts(explain.card_against(order, 2, cards, cards[0])) == [
        ("♥9 beats ♥A: it ranks above it in hearts, from high to low J 9 A 10 K Q 8 7.", "K1"),
        ("But ♥9 does not win this trick either: a card stronger still lies here.", "K1")]


def test_MJ2_the_turned_trump_beats_the_suit_led_MJ1_orders_the_suit() -> None:
    spec = get_game("marjolet")
    order = spec.orders_for_trump(0)  # clubs turned
    cards = [spec.pack.card(code) for code in ("10h", "7c")]
    assert _texts(explain.card_against(order, 2, cards, cards[1])) == [
        ("♣7 wins the trick.", "MJ2"), ("It is the highest of the clubs here, and clubs beat every other suit.", "MJ2")]
    plain = [spec.pack.card(code) for code in ("10h", "Ah")]
    assert _texts(explain.card_against(spec.trick_order, 2, plain, plain[0])) == [
        ("♥A beats ♥10: it ranks above it in hearts, from high to low A 10 K Q J 9 8 7.", "MJ1")]


def test_a_card_not_in_the_trick_is_refused_by_name() -> None:
    state = position("maison-tarot", TAROT_HAND, ["Kh"])
    with pytest.raises(ValueError, match="card: ♥D is not on the table"):
        explain.trick_card(state, "Qh")
    with pytest.raises(ValueError, match="number: trick 1 is not finished"):
        explain.trick_card(state, "Kh", 1)


# ---------------------------------------------------------------- refusals
def test_T3_a_refusal_is_a_value_with_the_engines_own_words() -> None:
    free = position("maison-tarot", TAROT_HAND, ["Kh", "2h", "7s"])
    assert explain.refusal(free, Play(free.pack.card("1c"))) is None  # no heart, no trump: any card
    assert explain.limit(free) is None
    state = position("maison-tarot", ["1h", *TAROT_HAND[1:]], ["Kh"])
    refused = explain.refusal(state, Play(state.pack.card("2c")))
    assert refused == explain.Refusal("T3", {"en": "You must follow hearts: you hold ♥1.",
                                             "nl": "Je moet harten bekennen: je hebt ♥1."})
    assert explain.limit(state) == refused
    assert explain.refusal(state, Play(state.pack.card("1h")), seat=2).rule == "turn"
    assert state.trick_seats == [0] and state.turn == 1 and len(state.hand(1)) == 12  # nothing changed


# ---------------------------------------------------------------- a hand's score
def test_MT4_the_score_is_card_points_and_cards_won_minus_12() -> None:
    state = new_hand("maison-tarot", 4, seed=3)
    play_out(state, [get_bot("random") for _ in range(4)])
    result = state.result
    for seat in range(4):
        lines = explain.score_lines(result, seat)
        assert [line.rule for line in lines] == ["MT4", "MT4"]
        assert lines[0].text("en") == f"card points: {result.card_points[seat]}"
        assert lines[1].text("en") == f"cards won minus 12: {state.won[seat].bit_count() - 12:+d}"
        assert sum(part.amount for part in result.parts_of(seat)) == result.score[seat]
    assert "parts" not in result.to_json()
