"""A game of several hands (tarotlib.match): the race to 50 (MT4), one wild hand (MT5),
the dealer moving on.

The race is tested with hand scores chosen in advance: the game's own spec with only
its ``score`` part replaced, so the hands are really played and the match layer reads
the results exactly as it does in a real game.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Iterator, Sequence

import pytest

from tarotlib import HandResult, HandState, Match, get_game

from tarot_scenarios import LR, MT, play_out


def race(
    game: str, scores: Sequence[Sequence[int]], players: int = 4, variants: Sequence[str] = ()
) -> tuple[Match, list[bool]]:
    """Play one hand per row of ``scores`` (each hand "scores" its row); return the
    match and, after each hand, whether the game was over."""
    rows: Iterator[Sequence[int]] = iter(scores)

    def scripted(state: HandState) -> HandResult:
        row = tuple(next(rows))
        return HandResult(tuple(state.tricks_won), row, row)

    match = Match(replace(get_game(game, variants), score=scripted), players, seed=1, first_dealer=0)
    over_after = []
    for _ in scores:
        play_out(match.new_hand())
        over_after.append(match.is_over)
    return match, over_after


@pytest.mark.parametrize("game", [MT, LR])
def test_MT4_the_first_to_reach_50_wins(game: str) -> None:
    match, over = race(game, [[20, 10, 0, 0], [30, 39, 5, 5]])
    assert over == [False, True]
    assert match.totals == [50, 49, 5, 5]  # exactly 50 is enough
    assert match.winners == [0]


def test_MT4_below_50_the_game_goes_on() -> None:
    match, over = race(MT, [[49, 48, -3, 0], [0, 1, 2, 3]])
    assert over == [False, False] and match.winners == []
    assert match.totals == [49, 49, -1, 3]
    assert match.sheet() == [[49, 48, -3, 0], [0, 1, 2, 3]]
    assert match.new_hand() is match.current  # another hand is dealt


def test_MT4_several_over_50_the_highest_total_wins() -> None:
    match, over = race(MT, [[45, 48, 40, 0], [10, 5, 16, 0]])
    assert match.totals == [55, 53, 56, 0]
    assert over == [False, True] and match.winners == [2]


def test_MT4_a_tie_at_the_top_plays_on() -> None:
    match, over = race(MT, [[45, 45, 0, 0], [10, 10, 0, 0], [0, 1, 0, 0]])
    assert over == [False, False, True]
    assert match.totals == [55, 56, 0, 0] and match.winners == [1]


def test_MT4_a_tie_below_the_top_does_not_matter() -> None:
    match, over = race(MT, [[52, 52, 60, 0]])
    assert over == [True] and match.winners == [2]


def test_MT4_checked_after_each_hand_not_during_one() -> None:
    """Only finished hands count: with the next hand under way there is no winner."""
    match, _ = race(MT, [[20, 0, 0, 0]])
    hand = match.new_hand()
    assert match.winners == [] and not match.is_over
    with pytest.raises(ValueError):
        match.new_hand()  # the current hand is not finished
    hand.apply(hand.legal_actions()[0])
    assert match.totals == [20, 0, 0, 0]


def test_MT4_no_hand_after_the_game_is_over() -> None:
    match, _ = race(MT, [[60, 0, 0, 0]])
    with pytest.raises(ValueError):
        match.new_hand()


def test_MT4_real_hands_total_their_scores() -> None:
    match = Match(MT, 3, seed=5)
    for _ in range(3):
        play_out(match.new_hand())
    assert match.totals == [sum(h.result.score[s] for h in match.hands if h.result) for s in range(3)]


@pytest.mark.parametrize(("players", "first"), [(4, 2), (3, 0), (6, 5)])
def test_the_dealer_moves_one_seat_each_hand_and_the_next_seat_leads(players: int, first: int) -> None:
    match = Match(MT, players, seed=2, first_dealer=first)
    dealers, leaders = [], []
    for _ in range(players + 1):
        hand = match.new_hand()
        dealers.append(hand.dealer)
        leaders.append(hand.turn)
        play_out(hand)
        if match.is_over:
            break
    assert dealers == [(first + k) % players for k in range(len(dealers))]
    assert leaders == [(d + 1) % players for d in dealers]


def test_MT5_wild_is_one_hand_and_the_highest_scores_win() -> None:
    match = Match(MT, 5, ["wild"], {"cards": 8, "pot": 9}, seed=4)
    play_out(match.new_hand())
    assert match.is_over
    hand = match.hands[0]
    assert hand.result is not None
    best = max(hand.result.score)
    assert match.winners == [s for s, v in enumerate(hand.result.score) if v == best]
    shares = hand.result.extra["pot_share"]
    assert sum(shares) + hand.result.extra["pot_left"] == 9
    with pytest.raises(ValueError):
        match.new_hand()


def test_MT5_wild_a_tie_for_the_highest_score_shares_the_win() -> None:
    match, over = race(MT, [[7, 3, 7]], players=3, variants=["wild"])
    assert over == [True] and match.winners == [0, 2]


@pytest.mark.parametrize("hands", [0, -1, 100_001, 10**5000, 1.0, True, "16"],
                         ids=["0", "-1", "100001", "5000 digits", "1.0", "True", "text"])
def test_the_number_of_hands_is_a_whole_number_a_sheet_can_show(hands: object) -> None:
    """From 1 to MAX_HANDS: 10**5000 hands was taken, and its count could not be printed."""
    from tarotlib.errors import UnknownGame
    from tarotlib.match import MAX_HANDS
    with pytest.raises(UnknownGame) as caught:
        Match("klaverjas-4", hands=hands)
    assert caught.value.message_en.startswith(f"hands: must be a whole number from 1 to {MAX_HANDS}, not ")
    assert Match("klaverjas-4", hands=MAX_HANDS).hands_to_play == MAX_HANDS
