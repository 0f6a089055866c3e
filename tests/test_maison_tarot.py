"""Maison Tarot, rule by rule (rules/nl/maison-tarot.txt; DECISIONS T1-T5, MT1-MT5).

Each test names the decision it pins. Positions are built through the engine:
``position`` for a first trick seen by the seat to move, ``dealt`` / ``two_player_hand``
for whole hands with hand-made deals (dealer = last seat, so seat 0 leads).
"""

from __future__ import annotations

import pytest

from tarotlib import TAROT, Play, UnknownGame, get_game, new_hand, position
from tarotlib.games.maison_tarot import CARD_POINTS
from tarotlib.state import Event

from tarot_scenarios import (
    MT, codes, dealt, legal_after, legal_codes, play, play_out, refusal, refused, play_first_trick, two_player_hand,
    with_excuse, won,
)

# A hand with a bit of everything: hearts, trumps, the Excuse, clubs, diamonds, spades.
MIXED = ["7h", "Kh", "T3", "T15", "EX", "2c", "5c", "Qc", "3d", "Jd", "9s", "Ks"]
NO_HEARTS = ["T3", "T15", "EX", "2c", "5c", "Qc", "3d", "Jd", "9s", "Ks", "1c", "4d"]
NO_HEARTS_NO_TRUMPS = ["EX", "2c", "5c", "Qc", "3d", "Jd", "9s", "Ks", "1c", "4d", "Kc", "1s"]


# ---------------------------------------------------------------- T1 in play
def test_T1_the_excuse_does_not_count_as_a_trump_when_trumps_are_led() -> None:
    """Holding the Excuse but no trump, a player may play anything to a trump lead."""
    assert legal_after(MT, NO_HEARTS_NO_TRUMPS, ["T10"]) == set(NO_HEARTS_NO_TRUMPS)


def test_T1_the_excuse_does_not_oblige_like_a_trump_when_you_cannot_follow() -> None:
    assert legal_after(MT, NO_HEARTS_NO_TRUMPS, ["5h"]) == set(NO_HEARTS_NO_TRUMPS)


# ---------------------------------------------------------------- T2 in play
@pytest.mark.parametrize(
    ("cards", "winner"),
    [
        (["10h", "Jh", "1h", "9h"], 1),  # Valet above 10
        (["Ch", "Jh", "Qh", "2h"], 2),  # Dame above Cavalier above Valet
        (["Qh", "Kh", "Ch", "Jh"], 1),  # Roi highest
        (["1h", "2h"], 1),  # 1 lowest: no reversed red suits in Maison Tarot
        (["1d", "10d", "9d"], 1),
        (["2s", "1s", "Ks"], 2),
    ],
)
def test_T2_highest_card_of_the_suit_led_wins_in_order_R_D_C_V_10_to_1(cards: list[str], winner: int) -> None:
    assert play_first_trick(MT, cards).tricks[0].winner == winner


# ---------------------------------------------------------------- T3 obligations
def test_T3_must_follow_the_suit_led() -> None:
    assert legal_after(MT, MIXED, ["5h"]) == {"7h", "Kh", "EX"}


def test_T3_cannot_follow_must_trump() -> None:
    assert legal_after(MT, NO_HEARTS, ["5h"]) == {"T3", "T15", "EX"}


def test_T3_cannot_follow_nor_trump_may_play_any_card() -> None:
    assert legal_after(MT, NO_HEARTS_NO_TRUMPS, ["5h"]) == set(NO_HEARTS_NO_TRUMPS)


def test_T3_trump_led_must_play_a_trump() -> None:
    assert legal_after(MT, MIXED, ["T10"]) == {"T3", "T15", "EX"}


def test_T3_trump_led_and_no_trump_any_card() -> None:
    hand = ["7h", "Kh", "EX", "2c", "5c", "Qc", "3d", "Jd", "9s", "Ks", "1c", "1s"]
    assert legal_after(MT, hand, ["T10"]) == set(hand)


def test_T3_over_trumping_is_never_required() -> None:
    """Trump 3 stays legal beside trump 15 over a trump 10, led or played as a ruff."""
    assert legal_after(MT, NO_HEARTS, ["T10"]) == {"T3", "T15", "EX"}
    assert legal_after(MT, NO_HEARTS, ["5h", "T10"]) == {"T3", "T15", "EX"}


def test_T3_the_leader_may_lead_any_card() -> None:
    assert legal_after(MT, MIXED) == set(MIXED)


def test_T3_the_excuse_may_be_played_instead_of_following_or_trumping() -> None:
    assert "EX" in legal_after(MT, MIXED, ["5h"])  # instead of following
    assert "EX" in legal_after(MT, NO_HEARTS, ["5h"])  # instead of trumping
    assert "EX" in legal_after(MT, MIXED, ["T10"])  # instead of answering a trump lead


def test_T3_trumping_while_able_to_follow_is_refused_in_the_learners_words() -> None:
    assert refusal(MT, MIXED, ["5h"], "T3") == with_excuse(
        "T3", "You must follow hearts: you hold ♥7 and ♥R.", "Je moet harten bekennen: je hebt ♥7 en ♥R."
    )


def test_T3_discarding_while_able_to_trump_is_refused() -> None:
    assert refusal(MT, NO_HEARTS, ["5h"], "Qc") == with_excuse(
        "T3",
        "You cannot follow hearts, so you must play a trump: you hold †3 and †15.",
        "Je kunt geen harten bekennen, dus je moet troeven: je hebt †3 en †15.",
    )


def test_T3_a_plain_card_on_a_trump_lead_is_refused_while_holding_trumps() -> None:
    assert refusal(MT, MIXED, ["T10"], "Kh") == with_excuse(
        "T3",
        "Trumps were led, so you must play a trump: you hold †3 and †15.",
        "Er is troef gevraagd, dus je moet troef bekennen: je hebt †3 en †15.",
    )


def test_T3_without_the_excuse_in_hand_the_refusal_does_not_offer_it() -> None:
    hand = [c for c in MIXED if c != "EX"] + ["1d"]
    assert refusal(MT, hand, ["5h"], "T3") == (
        "T3", "You must follow hearts: you hold ♥7 and ♥R.", "Je moet harten bekennen: je hebt ♥7 en ♥R."
    )


def test_refusals_carry_the_rule_id_in_the_full_message() -> None:
    error = refused(position(MT, hand=MIXED, trick=["5h"], players=4), "T3")
    assert error.message("en").endswith("[T3]") and error.message("nl").endswith("[T3]")


# ---------------------------------------------------------------- the refusal contract
def test_refused_out_of_turn_names_the_seat_to_play() -> None:
    assert refusal(MT, MIXED, ["5h"], "7h", seat=2) == (
        "turn", "It is not your turn: seat 1 plays now.", "Je bent niet aan de beurt: stoel 1 speelt nu."
    )


def test_refused_a_card_not_in_hand() -> None:
    assert refusal(MT, MIXED, ["5h"], "Kd") == (
        "hand", "You do not hold the King of diamonds.", "Je hebt ruitenheer niet in je hand."
    )


def test_refused_any_action_once_the_hand_is_over() -> None:
    state = new_hand(MT, 4, seed=3)
    play_out(state)
    error = refused(state, "EX")
    assert error.rule == "over"
    assert error.explanation("en") == "The hand is over: no more actions."
    assert error.explanation("nl") == "De hand is afgelopen: er kan niets meer gebeuren."


def test_refusals_are_value_errors_and_leave_the_hand_playable() -> None:
    state = position(MT, hand=MIXED, trick=["5h"], players=4)
    with pytest.raises(ValueError):
        state.play("T3")
    state.play("Kh")
    assert [c.code for _, c in state.trick()] == ["5h", "Kh"]


# ---------------------------------------------------------------- T4 / MT2: the Excuse leads
def test_MT2_the_excuse_may_lead() -> None:
    assert "EX" in legal_after(MT, MIXED)
    state = two_player_hand(MT, ["EX"], ["Kh"])
    state.play("EX")
    assert state.trick()[0][1].code == "EX" and state.turn == 1


def test_T4_after_an_excuse_lead_the_next_player_may_play_any_card() -> None:
    hand = [c for c in MIXED if c != "EX"] + ["1d"]
    assert legal_after(MT, hand, ["EX"]) == set(hand)


def test_T4_excuse_led_the_next_card_sets_the_suit_to_follow() -> None:
    hand = [c for c in MIXED if c != "EX"] + ["1d"]
    assert legal_after(MT, hand, ["EX", "5h"]) == {"7h", "Kh"}
    assert legal_after(MT, hand, ["EX", "5d"]) == {"3d", "Jd", "1d"}


def test_T4_excuse_led_then_a_trump_trumps_must_be_followed() -> None:
    hand = [c for c in MIXED if c != "EX"] + ["1d"]
    assert legal_after(MT, hand, ["EX", "T2"]) == {"T3", "T15"}


def test_T4_excuse_led_the_trick_goes_to_the_best_card_of_the_suit_the_second_card_set() -> None:
    state = play_first_trick(MT, ["EX", "5h", "Kh", "9d"])
    assert state.tricks[0].winner == 2
    assert won(state, 0) == {"EX"} and won(state, 2) == {"5h", "Kh", "9d"}


# ---------------------------------------------------------------- T5: the Excuse exchange
@pytest.mark.parametrize(
    ("cards", "winner"),
    [(["EX", "1h"], 1), (["2h", "EX"], 0), (["3c", "EX", "1c", "2c"], 0), (["EX", "2d", "1d", "T1"], 3)],
)
def test_T5_the_excuse_never_wins_a_trick(cards: list[str], winner: int) -> None:
    state = play_first_trick(MT, cards)
    assert state.tricks[0].winner == winner
    assert "EX" not in won(state, winner)


def test_T5_the_owner_keeps_the_excuse_and_gives_his_lowest_blank_at_once() -> None:
    """Trumps 2-20 are the lowest blanks: trump 10 goes before the spade 1."""
    state = two_player_hand(MT, ["T10", "1s"], ["T12", "2s", "EX"])
    play(state, "T10", "T12")  # seat 1 wins T10 + T12
    play(state, "2s", "1s")  # seat 1 wins the spades 2 and 1
    play(state, "EX", "T2")  # seat 0 wins the trick with the Excuse in it
    assert state.tricks[-1].winner == 0
    assert won(state, 1) == {"T12", "2s", "1s", "EX"}
    assert won(state, 0) == {"T2", "T10"}
    assert state.own.debt is None
    assert state.events[-3:] == [
        Event("trick", 0, number=3),
        Event("excuse-kept", 1, "T5", 0, number=3),
        Event("blank-given", 1, "T5", 0, TAROT.card("T10"), number=3),
    ]


def test_T5_suit_blanks_go_by_face_value_then_clubs_diamonds_hearts_spades() -> None:
    state = two_player_hand(MT, ["2h", "3s", "4d"], ["Kh", "Ks", "Kd", "EX"])
    play(state, "2h", "Kh", "Ks", "3s", "Kd", "4d")  # seat 1 holds blanks 2h, 3s, 4d
    play(state, "EX", "T2")
    assert state.events[-1] == Event("blank-given", 1, "T5", 0, TAROT.card("2h"), number=4)


def test_T5_with_no_blank_yet_the_debt_waits_for_a_trick_with_a_blank() -> None:
    state = two_player_hand(MT, ["5d", "Qs", "3s"], ["EX", "Ks", "4s"])
    play(state, "5d", "EX")  # seat 0 wins; seat 1 keeps the Excuse, has no blank
    assert state.own.debt == (1, 0)
    assert won(state, 1) == {"EX"} and won(state, 0) == {"5d"}
    play(state, "Qs", "Ks")  # seat 1 wins only point cards: still no blank
    assert state.own.debt == (1, 0)
    play(state, "4s", "3s")  # seat 1 wins the blanks 4s and 3s: pays the lower at once
    assert state.own.debt is None
    assert state.events[-2:] == [
        Event("trick", 1, number=3),
        Event("blank-given", 1, "T5", 0, TAROT.card("3s"), number=3),
    ]
    assert won(state, 1) == {"EX", "Qs", "Ks", "4s"} and won(state, 0) == {"5d", "3s"}
    play_out(state)
    assert state.result is not None
    assert state.result.score == (0 + 20 - 12, 12 + 4 - 12)  # MT4


# ---------------------------------------------------------------- MT3: a debt open at the end
@pytest.mark.parametrize(
    ("seat0", "seat1", "script", "given"),
    [
        (["Qc"], ["Kc", "EX"], ["Qc", "Kc"], "Qc"),  # the lowest-valued point card
        (["T1"], ["T21", "EX"], ["T1", "T21"], "T1"),  # trump 1 before trump 21
        (["Kc"], ["T21", "EX"], ["Kc", "T21"], "T21"),  # equal value: trumps first
        (["Js", "Jd"], ["Ks", "Kd", "EX"], ["Js", "Ks", "Kd", "Jd"], "Jd"),  # then c < d < h < s
    ],
)
def test_MT3_an_open_debt_is_paid_at_the_end_with_the_lowest_point_card(
    seat0: list[str], seat1: list[str], script: list[str], given: str
) -> None:
    state = two_player_hand(MT, seat0, seat1)
    play(state, *script)  # seat 1 wins only point cards
    play(state, "EX", "T2")  # ... and owes seat 0 a blank he never gets
    play_out(state)  # seat 0 wins the rest
    assert state.events[-1] == Event("debt-settled", 1, "MT3", 0, TAROT.card(given), number=12)
    assert won(state, 1) == set(script) - {given} | {"EX"}
    assert given in won(state, 0)


def test_MT3_score_after_paying_with_a_point_card() -> None:
    """MT4 on the hand of the last MT3 case: seat 1 keeps Ks, Kd, Js and the Excuse."""
    state = two_player_hand(MT, ["Js", "Jd"], ["Ks", "Kd", "EX"])
    play(state, "Js", "Ks", "Kd", "Jd", "EX", "T2")
    play_out(state)
    assert state.result is not None
    assert won(state, 1) == {"Js", "Ks", "Kd", "EX"}
    assert state.result.card_points == (1, 1 + 4 + 4 + 5)
    assert state.result.score == (1 + 20 - 12, 14 + 4 - 12)


def test_MT3_an_owner_whose_only_won_card_is_the_excuse_gives_it_to_that_tricks_winner() -> None:
    """Three players: seat 2 wins the trick with the Excuse, seat 0 every other one.
    Seat 1 never wins a trick, so at the end the Excuse goes to seat 2, not seat 0."""
    seat0 = ["T9", "T10"] + [f"T{n}" for n in range(12, 22)]
    seat1 = ["EX", "Jh"] + [f"{r}h" for r in range(1, 11)]
    seat2 = ["T11", "Jc"] + [f"{r}c" for r in range(1, 11)]
    state = dealt(MT, [seat0, seat1, seat2])
    play(state, "T10", "EX", "T11")
    assert state.tricks[0].winner == 2 and state.own.debt == (1, 2)
    play_out(state)
    assert [t.winner for t in state.tricks[1:]] == [0] * 11
    assert state.events[-1] == Event("debt-settled", 1, "MT3", 2, TAROT.card("EX"), number=12)
    assert state.won[1] == 0
    assert won(state, 2) == {"T10", "T11", "EX"}
    assert state.result is not None
    assert state.result.card_points == (4 + 1 + 1, 0, 5)  # T21, Jh, Jc | - | the Excuse
    assert state.result.score == (6 + 33 - 12, 0 - 12, 5 + 3 - 12)


# ---------------------------------------------------------------- MT1: deal
@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_MT1_twelve_cards_each_and_the_rest_out_of_play(players: int) -> None:
    state = new_hand(MT, players, seed=players)
    assert [h.bit_count() for h in state.hands] == [12] * players
    rest = sum(1 << i for i in state.deal.rest)
    assert rest.bit_count() == 78 - 12 * players
    assert not any(rest & h for h in state.hands)
    play_out(state)
    assert not any(rest & w for w in state.won)  # the undealt cards never reach a pile
    assert sum(w.bit_count() for w in state.won) == 12 * players
    dealt_points = 53 - sum(CARD_POINTS[i] for i in state.deal.rest)
    assert state.result is not None and sum(state.result.card_points) == dealt_points  # not in the score


@pytest.mark.parametrize("players", [1, 7])
def test_MT1_two_to_six_players(players: int) -> None:
    with pytest.raises(UnknownGame) as info:
        new_hand(MT, players)
    assert "2-6 players" in info.value.message_en and "2-6 spelers" in info.value.message_nl


def test_MT1_the_seat_after_the_dealer_leads() -> None:
    for dealer in range(4):
        assert new_hand(MT, 4, dealer=dealer, seed=1).turn == (dealer + 1) % 4


# ---------------------------------------------------------------- MT4: score of a hand
def test_MT4_score_is_card_points_plus_cards_won_minus_12() -> None:
    state = two_player_hand(MT, ["Qc"], ["Kc", "EX"])
    play(state, "Qc", "Kc", "EX", "T2")
    play_out(state)
    assert state.result is not None
    assert won(state, 1) == {"Kc", "EX"}  # MT3 took the Dame
    assert state.result.tricks == (11, 1)
    assert state.result.card_points == (3, 9)
    assert state.result.score == (3 + 22 - 12, 9 + 2 - 12)  # a score may be negative


def test_MT4_scores_of_a_random_hand_add_up_to_the_dealt_points() -> None:
    """Sum of (cards won - 12) over the seats is 0, so the scores add up to the card points."""
    state = new_hand(MT, 5, seed=11)
    play_out(state)
    assert state.result is not None
    for seat in range(5):
        points = sum(CARD_POINTS[i] for i in range(78) if state.won[seat] >> i & 1)
        assert state.result.score[seat] == points + state.won[seat].bit_count() - 12
    assert sum(state.result.score) == sum(state.result.card_points)


# ---------------------------------------------------------------- MT5: wild Maison Tarot
WILD = ["wild"]


def _wild_two_tricks(pot: int | None = None) -> dict[str, object]:
    """Three players, two cards each: seat 0 wins the clubs, seat 1 the diamonds."""
    options = {"cards": 2} | ({"pot": pot} if pot is not None else {})
    state = dealt(MT, [["Kc", "2d"], ["2c", "Kd"], ["3c", "3d"]], variants=WILD, options=options)
    play(state, "Kc", "2c", "3c", "2d", "Kd", "3d")
    assert state.result is not None
    return state.result.to_json()


def test_MT5_score_is_card_points_plus_tricks_won() -> None:
    result = _wild_two_tricks()
    assert result["tricks"] == [1, 1, 0]
    assert result["card_points"] == [4, 4, 0]
    assert result["score"] == [5, 5, 0]


def test_MT5_a_tie_splits_the_pot_and_the_remainder_stays() -> None:
    assert _wild_two_tricks(pot=5)["pot_share"] == [2, 2, 0]
    assert _wild_two_tricks(pot=5)["pot_left"] == 1


def test_MT5_the_pot_defaults_to_one_chip_per_player() -> None:
    result = _wild_two_tricks()
    assert result["pot_share"] == [1, 1, 0] and result["pot_left"] == 1


def test_MT5_the_highest_score_takes_the_whole_pot() -> None:
    state = dealt(MT, [["Kc"], ["2c"], ["3c"]], variants=WILD, options={"cards": 1, "pot": 7})
    play(state, "Kc", "2c", "3c")
    assert state.result is not None
    assert state.result.score == (5, 0, 0)
    assert state.result.extra == {"pot_share": (7, 0, 0), "pot_left": 0}


@pytest.mark.parametrize(("players", "cards"), [(7, 12), (2, 40), (40, 2), (3, 27)])
def test_MT5_more_than_78_cards_is_refused(players: int, cards: int) -> None:
    with pytest.raises(UnknownGame):
        new_hand(MT, players, WILD, {"cards": cards})


def test_MT5_the_refusal_says_why_in_both_languages() -> None:
    with pytest.raises(UnknownGame) as info:
        new_hand(MT, 7, WILD, {"cards": 12})
    assert "7 players x 12 cards = 84 is more than the 78 cards" in info.value.message_en
    assert "7 spelers x 12 kaarten = 84 is meer dan de 78 kaarten" in info.value.message_nl


@pytest.mark.parametrize(("players", "cards"), [(7, 11), (6, 13), (2, 39), (39, 2), (78, 1), (10, 7)])
def test_MT5_any_players_and_cards_up_to_the_78_cards(players: int, cards: int) -> None:
    state = new_hand(MT, players, WILD, {"cards": cards}, seed=players)
    assert [h.bit_count() for h in state.hands] == [cards] * players
    play_out(state)
    assert state.result is not None and len(state.tricks) == cards


def test_MT5_is_a_variant_of_maison_tarot_only() -> None:
    assert "MT5" in get_game(MT, WILD).rules
    with pytest.raises(UnknownGame):
        get_game("la-rigueur", WILD)
    with pytest.raises(UnknownGame):
        new_hand(MT, 4, options={"cards": 10})  # the base game takes no options


def test_play_by_action_and_by_code_agree() -> None:
    state = position(MT, hand=MIXED, trick=["5h"], players=4)
    other = position(MT, hand=MIXED, trick=["5h"], players=4)
    state.apply(Play(TAROT.card("Kh")))
    other.play("Kh")
    assert codes(state.hands[1]) == codes(other.hands[1]) and legal_codes(state) == legal_codes(other)
