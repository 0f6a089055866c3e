"""La Rigueur: Maison Tarot with spades as a second trump suit (rules/nl/la-rigueur.txt; LR1).

LR1 has four clauses, each pinned here: (1) cannot follow -> a trump or a spade,
either; (2) spade led and no spade -> a trump if possible; (3) trump led and no
trump -> any card; (4) the trick goes to the highest trump, else the highest spade,
else the highest card of the suit led.
"""

from __future__ import annotations

import pytest

from tarotlib import get_game

from tarot_scenarios import LR, MT, legal_after, play, play_out, refusal, play_first_trick, two_player_hand, with_excuse

HEARTS_TRUMPS_SPADES = ["7h", "Kh", "T3", "T15", "EX", "2c", "Qc", "3d", "Jd", "9s", "Ks", "1c"]
NO_HEARTS = ["T3", "T15", "EX", "2c", "Qc", "3d", "Jd", "9s", "Ks", "1c", "4d", "Kd"]
NO_HEARTS_NO_TRUMPS = ["EX", "2c", "Qc", "3d", "Jd", "9s", "Ks", "1c", "4d", "Kd", "5c", "6c"]
NO_HEARTS_NO_SPADES = ["T3", "T15", "EX", "2c", "Qc", "3d", "Jd", "1c", "4d", "Kd", "5c", "6c"]
NO_SPADES = ["7h", "Kh", "T3", "T15", "EX", "2c", "Qc", "3d", "Jd", "1c", "4d", "Kd"]
NO_SPADES_NO_TRUMPS = ["7h", "Kh", "EX", "2c", "Qc", "3d", "Jd", "1c", "4d", "Kd", "5c", "6c"]
NO_TRUMPS = ["7h", "Kh", "EX", "2c", "Qc", "3d", "Jd", "9s", "Ks", "1c", "4d", "Kd"]


# ---------------------------------------------------------------- LR1 clause 1
def test_LR1_cannot_follow_may_play_a_trump_or_a_spade_either() -> None:
    assert legal_after(LR, NO_HEARTS, ["5h"]) == {"T3", "T15", "9s", "Ks", "EX"}


def test_LR1_cannot_follow_and_no_trump_must_play_a_spade() -> None:
    assert legal_after(LR, NO_HEARTS_NO_TRUMPS, ["5h"]) == {"9s", "Ks", "EX"}


def test_LR1_cannot_follow_and_no_spade_must_play_a_trump() -> None:
    assert legal_after(LR, NO_HEARTS_NO_SPADES, ["5h"]) == {"T3", "T15", "EX"}


def test_LR1_must_still_follow_a_plain_suit_when_able() -> None:
    """Trumps and spades may not be played while one can follow (T3 words it)."""
    assert legal_after(LR, HEARTS_TRUMPS_SPADES, ["5h"]) == {"7h", "Kh", "EX"}
    assert refusal(LR, HEARTS_TRUMPS_SPADES, ["5h"], "Ks")[0] == "T3"


def test_LR1_a_plain_discard_while_holding_a_trump_or_spade_is_refused_in_the_learners_words() -> None:
    assert refusal(LR, NO_HEARTS, ["5h"], "Qc") == with_excuse(
        "LR1",
        "You cannot follow hearts, so you must play a trump or a spade: you hold ♠9, ♠R, †3 and †15.",
        "Je kunt geen harten bekennen, dus je moet troef of schoppen spelen: je hebt ♠9, ♠R, †3 en †15.",
    )


# ---------------------------------------------------------------- LR1 clause 2
def test_LR1_spades_led_must_be_followed() -> None:
    assert legal_after(LR, HEARTS_TRUMPS_SPADES, ["5s"]) == {"9s", "Ks", "EX"}


def test_LR1_spade_led_and_no_spade_must_play_a_trump() -> None:
    assert legal_after(LR, NO_SPADES, ["5s"]) == {"T3", "T15", "EX"}
    assert refusal(LR, NO_SPADES, ["5s"], "Kh") == with_excuse(
        "LR1",
        "You cannot follow spades, so you must play a trump: you hold †3 and †15.",
        "Je kunt geen schoppen bekennen, dus je moet troeven: je hebt †3 en †15.",
    )


def test_LR1_spade_led_no_spade_and_no_trump_any_card() -> None:
    assert legal_after(LR, NO_SPADES_NO_TRUMPS, ["5s"]) == set(NO_SPADES_NO_TRUMPS)


# ---------------------------------------------------------------- LR1 clause 3
def test_LR1_trump_led_must_be_answered_with_a_trump_not_a_spade() -> None:
    assert legal_after(LR, HEARTS_TRUMPS_SPADES, ["T10"]) == {"T3", "T15", "EX"}


def test_LR1_trump_led_and_no_trump_any_card_no_spade_needed() -> None:
    assert legal_after(LR, NO_TRUMPS, ["T10"]) == set(NO_TRUMPS)


# ---------------------------------------------------------------- LR1 clause 4: who wins
@pytest.mark.parametrize(
    ("cards", "winner"),
    [
        (["Kh", "2s"], 1),  # any spade beats the suit led
        (["Kh", "2s", "Ks"], 2),  # the highest spade
        (["Kh", "Ks", "T1"], 2),  # any trump beats the spades
        (["Kh", "T1", "Ks", "Qh"], 1),
        (["5s", "T1"], 1),  # spades led, trumped
        (["5s", "Qs", "Kh"], 1),  # spades led: the highest spade
        (["Qh", "Kc", "Jh"], 0),  # no trump or spade: the highest of the suit led
        (["T2", "Ks", "T3"], 2),  # trumps led: a spade is just a discard
        (["EX", "4s", "Ks", "T1"], 3),  # the Excuse led, spades set the suit (T4)
    ],
)
def test_LR1_trick_goes_to_highest_trump_else_highest_spade_else_suit_led(cards: list[str], winner: int) -> None:
    assert play_first_trick(LR, cards).tricks[0].winner == winner


@pytest.mark.parametrize(("cards", "lr_winner", "mt_winner"), [(["Kh", "2s"], 1, 0), (["Kh", "Ks", "Qh"], 1, 0)])
def test_LR1_the_same_trick_in_maison_tarot_goes_to_the_suit_led(
    cards: list[str], lr_winner: int, mt_winner: int
) -> None:
    assert play_first_trick(LR, cards).tricks[0].winner == lr_winner
    assert play_first_trick(MT, cards).tricks[0].winner == mt_winner


def test_LR1_the_order_of_spades_stays_R_D_C_V_10_to_1() -> None:
    """T2 holds for the second trump suit too."""
    assert [c.code for c in get_game(LR).trick_order.descending(3)][:5] == ["Ks", "Qs", "Cs", "Js", "10s"]


# ---------------------------------------------------------------- the rest is Maison Tarot
def test_LR1_everything_else_is_maison_tarot() -> None:
    """Card points, the Excuse (T5, MT3), scoring and the race to 50 (MT4) are unchanged."""
    lr, mt = get_game(LR), get_game(MT)
    assert lr.card_points == mt.card_points and lr.match == mt.match and lr.excuse == mt.excuse
    assert lr.rules == mt.rules + ("LR1",)
    state = two_player_hand(LR, ["Qc"], ["Kc", "EX"])
    play(state, "Qc", "Kc", "EX", "T2")
    play_out(state)
    assert state.result is not None
    assert state.result.score == (3 + 22 - 12, 9 + 2 - 12)
