"""Triomphe Forcée, rule by rule (rules/nl/triomphe-forcee.txt; DECISIONS T1-T5, TF1-TF5).

Scenario deals are small (``partial``) with the dealer on the last seat, so seat 0 is
voorhand: it declares first (TF3) and leads the first trick.
"""

from __future__ import annotations

import random
from itertools import pairwise

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tarotlib import TAROT, Deal, HandState, IllegalAction, Match, UnknownGame, new_hand
from tarotlib.bots import get_bot, play_out
from tarotlib.games import get_game
from tarotlib.state import Event
from tarotlib.text import describe

from tarot_scenarios import codes, dealt, legal_codes, play, won

TF = "triomphe-forcee"
DEATH = TAROT.trump(13).index


def chips(state: HandState) -> list[tuple[str, int, int, str]]:
    """The chip events in order: (kind, seat, amount, name)."""
    return [(e.kind, e.seat, e.amount, e.name) for e in state.events if e.kind in ("ante", "pot")]


def antes(order: list[int]) -> list[tuple[str, int, int, str]]:
    return [("ante", seat, 1, "ante") for seat in order]


# ---------------------------------------------------------------- TF1: the deal
@pytest.mark.parametrize(("players", "cards"), [(2, 12), (4, 12), (6, 12), (7, 11), (8, 9), (9, 8), (10, 7)])
def test_TF1_12_cards_each_up_to_6_players_then_78_over_n_and_the_rest_out_of_play(players: int, cards: int) -> None:
    order = [i for i in range(78) if i != DEATH]  # Death out of play, to see the whole hand played
    random.Random(players).shuffle(order)
    hands = tuple(tuple(order[s * cards:(s + 1) * cards]) for s in range(players))
    state = new_hand(TF, players, dealer=0, deal=Deal(hands, tuple(order[players * cards:]) + (DEATH,)))
    assert [len(h) for h in state.deal.hands] == [cards] * players
    assert len(state.deal.rest) == 78 - cards * players
    assert state.ended == ""
    play_out(state, [get_bot("random", s) for s in range(players)])
    assert state.result is not None and sum(state.result.tricks) == cards
    rest = sum(1 << i for i in state.deal.rest)
    assert not any(rest & w for w in state.won)


@pytest.mark.parametrize("players", [1, 11])
def test_TF1_two_to_ten_players(players: int) -> None:
    with pytest.raises(UnknownGame) as info:
        new_hand(TF, players)
    assert "2-10 players" in info.value.message_en and "2-10 spelers" in info.value.message_nl


# ---------------------------------------------------------------- TF2: antes
def test_TF2_an_empty_pot_every_player_antes_one_in_play_order_from_voorhand() -> None:
    state = dealt(TF, [["2c"], ["3c"], ["4c"]], dealer=0)  # seat 1 is voorhand
    assert chips(state) == antes([1, 2, 0])
    assert state.own.pot == 3 and state.points == [-1, -1, -1]
    assert all(e.rule == "TF2" for e in state.events if e.kind == "ante")


def test_TF2_chips_already_in_the_pot_no_ante() -> None:
    state = dealt(TF, [["2c"], ["3c"], ["4c"]], options={"pot": 5})
    assert chips(state) == [] and state.own.pot == 5 and state.points == [0, 0, 0]


def test_TF2_TF3_a_declaration_that_empties_the_pot_makes_all_ante_again_then_it_goes_on() -> None:
    """Pot 3: seat 0's trump 11 takes 2, seat 1's Excuse takes the last chip; all ante;
    then seat 1's trump 1 takes 1 (the Excuse before trump 1, TF3)."""
    state = dealt(TF, [["T11", "2c"], ["T1", "EX"], ["3c", "4c"]], options={"pot": 3})
    assert chips(state) == [
        ("pot", 0, 2, "trump-11"), ("pot", 1, 1, "excuse"), *antes([0, 1, 2]), ("pot", 1, 1, "trump-1"),
    ]
    assert state.own.pot == 2 and state.points == [2 - 1, 1 - 1 + 1, -1]
    assert [e.card.code for e in state.events if e.kind == "pot"] == ["T11", "EX", "T1"]
    assert state.phase_name == "play" and state.turn == 0  # then play goes on


# ---------------------------------------------------------------- TF3: Death and the declarations
def test_TF3_death_takes_the_whole_pot_with_the_fresh_antes_and_the_deal_ends_without_play() -> None:
    state = dealt(TF, [["T11", "2c"], ["T13", "EX"], ["3c", "T1"]], options={"pot": 0})
    assert chips(state) == [*antes([0, 1, 2]), ("pot", 1, 3, "death")]
    assert state.ended == "death" and state.is_over and state.legal_actions() == []
    assert state.events[-1] == Event("ended", 0, "TF3", name="death", step=0)
    assert state.result is not None
    assert state.result.to_json() == {"tricks": [0, 0, 0], "card_points": [0, 0, 0], "score": [-1, 2, -1],
                                      "pot_left": 0}
    with pytest.raises(IllegalAction) as info:
        state.play("2c")
    assert info.value.rule == "over"


def test_TF3_death_comes_before_any_declaration_and_takes_a_carried_pot() -> None:
    state = dealt(TF, [["EX", "2c"], ["3c", "T13"]], options={"pot": 7})
    assert chips(state) == [("pot", 1, 7, "death")]
    assert state.result is not None and state.result.score == (0, 7) and state.result.extra["pot_left"] == 0


def test_TF3_in_play_order_from_voorhand_each_players_excuse_trump_1_trump_11() -> None:
    state = dealt(TF, [["2c", "3c", "4c"], ["T11", "T1", "EX"], ["T2", "T3", "5c"]], dealer=0, options={"pot": 9})
    assert chips(state) == [("pot", 1, 1, "excuse"), ("pot", 1, 1, "trump-1"), ("pot", 1, 2, "trump-11")]
    assert state.own.pot == 5 and state.points == [0, 4, 0]


def test_TF3_trump_11_takes_what_the_pot_holds_when_it_holds_less_than_two() -> None:
    state = dealt(TF, [["T11", "2c"], ["3c", "4c"]], options={"pot": 1})
    assert chips(state) == [("pot", 0, 1, "trump-11"), *antes([0, 1])]
    assert state.own.pot == 2 and state.points == [0, -1]


# ---------------------------------------------------------------- T2, T3, T4 in play
def test_T2_red_suits_run_backwards_the_red_1_beats_the_10_and_black_10_beats_1() -> None:
    state = dealt(TF, [["10h", "1s"], ["1h", "10s"]], options={"pot": 1})
    play(state, "10h", "1h")
    assert state.tricks[-1].winner == 1
    play(state, "10s", "1s")
    assert state.tricks[-1].winner == 1


def test_T3_follow_else_trump_over_trumping_not_required() -> None:
    state = dealt(TF, [["5h", "T9"], ["T2", "T12", "3c"]], options={"pot": 1})
    play(state, "5h")
    assert legal_codes(state) == {"T2", "T12"}
    with pytest.raises(IllegalAction) as info:
        state.play("3c")
    assert info.value.rule == "T3"


def test_TF4_T4_the_excuse_may_lead_and_the_next_card_sets_the_suit() -> None:
    state = dealt(TF, [["EX", "2s"], ["5d", "T2"], ["1d", "Kh"]], options={"pot": 1})
    assert "EX" in legal_codes(state)
    play(state, "EX")
    assert legal_codes(state) == {"5d", "T2"}
    play(state, "5d")
    assert legal_codes(state) == {"1d"}
    play(state, "1d")
    assert state.tricks[0].winner == 2


# ---------------------------------------------------------------- TF4: the pot, the Excuse
def test_TF4_most_tricks_takes_the_pot() -> None:
    state = dealt(TF, [["Kc", "Kd", "2h"], ["2c", "2d", "Kh"], ["3c", "3d", "3h"]])  # antes: pot 3
    play(state, "Kc", "2c", "3c", "Kd", "2d", "3d", "2h", "Kh", "3h")
    assert state.result is not None
    assert state.result.tricks == (2, 1, 0)
    assert chips(state)[-1] == ("pot", 0, 3, "pot-won")
    assert state.result.to_json() == {"tricks": [2, 1, 0], "card_points": [0, 0, 0], "score": [2, -1, -1],
                                      "pot_left": 0}


def test_TF4_a_tie_splits_the_pot_evenly_and_the_remainder_stays() -> None:
    state = dealt(TF, [["Kc", "2d"], ["2c", "Kd"], ["3c", "3d"]], options={"pot": 5})
    play(state, "Kc", "2c", "3c", "2d", "Kd", "3d")
    assert state.result is not None
    assert chips(state) == [("pot", 0, 2, "pot-shared"), ("pot", 1, 2, "pot-shared")]
    assert state.result.score == (2, 2, 0) and state.result.extra["pot_left"] == 1


def test_TF4_a_tie_of_more_winners_than_chips_leaves_the_pot_as_it_is() -> None:
    state = dealt(TF, [["Kc", "2d"], ["2c", "Kd"], ["3c", "3d"]], options={"pot": 1})
    play(state, "Kc", "2c", "3c", "2d", "Kd", "3d")
    assert state.result is not None and state.result.score == (0, 0, 0) and state.result.extra["pot_left"] == 1


def test_TF4_T5_the_excuse_exchange_uses_the_same_blanks() -> None:
    state = dealt(TF, [["5h", "Ks"], ["6h", "Qs"], ["4h", "EX"]], options={"pot": 1})
    play(state, "5h", "6h", "4h")  # ♥4 beats ♥5 and ♥6 (T2)
    play(state, "EX", "Ks", "Qs")
    assert [(e.kind, e.seat, e.to, e.card and e.card.code) for e in state.events
            if e.kind in ("excuse-kept", "blank-given")] == [
        ("excuse-kept", 2, 0, None), ("blank-given", 2, 0, "4h")]
    assert won(state, 2) == {"5h", "6h", "EX"} and won(state, 0) == {"Ks", "Qs", "4h"}
    assert state.result is not None and state.result.tricks == (1, 0, 1)
    assert state.result.card_points == (0, 0, 0)


def test_TF4_an_open_excuse_debt_simply_lapses() -> None:
    state = dealt(TF, [["Kh", "T10"], ["Qh", "T12"], ["EX", "Ch"]], options={"pot": 6})
    play(state, "Kh", "Qh", "EX")
    assert state.debt == (2, 0)
    play(state, "T10", "T12", "Ch")
    assert state.result is not None and state.debt is None
    settled = [e for e in state.events if e.kind in ("blank-given", "debt-settled")]
    assert [(e.kind, e.seat, e.to, e.rule, e.card) for e in settled] == [("debt-settled", 2, 0, "TF4", None)]
    assert "seat 2 gives seat 0 no blank card [TF4]" in describe(state, "en")
    assert won(state, 2) == {"EX"} and codes(state.won[0]) == {"Kh", "Qh"}
    assert state.result.tricks == (1, 1, 0)
    # the Excuse declared for 1 first (TF3): pot 5, shared by seats 0 and 1
    assert state.result.score == (2, 2, 1) and state.result.extra["pot_left"] == 1


# ---------------------------------------------------------------- the match
def played_game(players: int, seed: int, first_dealer: int | None = None) -> Match:
    match = Match(TF, players, seed=seed, first_dealer=first_dealer)
    while not match.is_over:
        play_out(match.new_hand(), [get_bot("basic") for _ in range(players)])
    return match


def test_TF5_one_round_each_player_deals_once_the_pot_carried_the_highest_balance_wins() -> None:
    assert get_game(TF).match.rule == "TF5" and "TF5" in get_game(TF).rules
    match = Match(TF, 5, seed=11, first_dealer=2)
    pots = []
    while not match.is_over:
        hand = match.new_hand()
        pots.append((hand.options["pot"], hand))
        play_out(hand, [get_bot("basic") for _ in range(5)])
    assert len(match.hands) == 5
    assert [h.dealer for h in match.hands] == [2, 3, 4, 0, 1]
    for (_, hand), (next_pot, _) in pairwise(pots):
        assert hand.result is not None and next_pot == hand.result.extra["pot_left"]
    last = match.hands[-1].result
    assert last is not None
    assert sum(match.totals) + last.extra["pot_left"] == 0  # the first pot was empty
    totals = match.totals
    assert match.winners == [s for s in range(5) if totals[s] == max(totals)]


def test_TF5_a_tie_for_the_highest_balance_shares_the_win() -> None:
    match = played_game(3, seed=0, first_dealer=0)
    assert match.totals == [2, -4, 2] and match.winners == [0, 2]


def test_TF5_chips_left_in_the_pot_at_the_end_belong_to_nobody() -> None:
    match = played_game(4, seed=34)
    last = match.hands[-1].result
    assert last is not None and last.extra["pot_left"] == 1
    assert match.totals == [2, -4, 1, 0] and sum(match.totals) == -1  # the chip left counts for no seat
    assert match.winners == [0]


def test_match_hands_may_still_be_chosen() -> None:
    match = Match(TF, 3, seed=2, hands=1)
    play_out(match.new_hand(), [get_bot("random", s) for s in range(3)])
    assert match.is_over


# ---------------------------------------------------------------- whole random hands
def figures(state: HandState) -> tuple[object, ...]:
    return (tuple(state.hands), tuple(state.won), tuple(state.tricks_won), state.turn, state.leader, state.led,
            tuple(state.trick_cards), tuple(state.trick_seats), state.debt, tuple(state.actions),
            len(state.events), state.phase_name, state.result, tuple(state.points), state.own.pot)


@settings(max_examples=30, deadline=None)
@given(st.integers(0, 10**6), st.integers(2, 10), st.integers(0, 6), st.sampled_from(["random", "basic"]))
def test_random_hands_conserve_chips_keep_cards_in_one_place_and_bots_play_legally(
    seed: int, players: int, pot: int, bot_name: str
) -> None:
    state = new_hand(TF, players, options={"pot": pot}, seed=seed)
    bots = [get_bot(bot_name, f"{seed}:{s}") for s in range(players)]
    rest = sum(1 << i for i in state.deal.rest)
    while True:
        union = 0
        for place in [*state.hands, sum(1 << i for i in state.trick_cards), *state.won, rest]:
            assert not union & place
            union |= place
        assert union == TAROT.full_mask
        assert sum(state.points) + state.own.pot == pot  # TF2: chips conserved at every step
        if state.is_over:
            break
        legal = state.legal_actions()
        before = figures(state)
        for action in legal[:3]:
            state.push(action)
            state.pop()
            assert figures(state) == before
        seat = state.turn
        assert seat is not None
        action = bots[seat].choose(state, seat)
        assert action in legal
        state.apply(action, seat)
    result = state.result
    assert result is not None
    assert sum(result.score) + result.extra["pot_left"] == pot
    assert result.card_points == (0,) * players
    if state.ended:
        assert state.ended == "death" and result.extra["pot_left"] == 0 and sum(result.tricks) == 0
    else:
        assert TAROT.trump(13).index in state.deal.rest
        assert result.extra["pot_left"] < result.tricks.count(max(result.tricks))  # TF4: only a remainder stays
