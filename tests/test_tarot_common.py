"""Parts shared by the tarot-pack games (games/tarot_common.py): T2 card order,
T5 blank order, T6 counting by threes."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from tarotlib import TAROT
from tarotlib.cards import NO_SUIT, TRUMP
from tarotlib.games.maison_tarot import CARD_POINTS
from tarotlib.games.tarot_common import blank_order, count_by_threes, count_simplified, suit_rank


def simplified_values(excuse: int) -> list[int]:
    """The simplified values of the whole pack (ML3, LT6): trump 21, trump 1, Roi 4;
    Dame 3; Cavalier 2; Valet 1; the Excuse ``excuse``; every other card 0."""
    values = []
    for c in TAROT:
        if c.is_excuse:
            values.append(excuse)
        elif c.is_trump:
            values.append(4 if c.rank in (1, 21) else 0)
        else:
            values.append({14: 4, 13: 3, 12: 2, 11: 1}.get(int(c.rank), 0))
    return values


def full(values: list[int]) -> list[int]:
    """Full values for counting by threes: one more than the simplified value (a blank is 1)."""
    return [v + 1 for v in values]


# ---------------------------------------------------------------- T6
def test_T6_worked_examples_both_ways() -> None:
    cases = [
        ([4], 4),  # a lone Excuse in Leipzig scores 4 (5 - 1)
        ([0], 0),  # one leftover card: no set
        ([0, 0], 1),  # two leftover cards make one more set
        ([0, 0, 0], 1),  # three blanks: 3 - 2
        ([4, 3, 0], 8),  # Roi, Dame, blank: 5 + 4 + 1 - 2
        ([4, 3, 0, 0], 8),  # ... and a blank alone: 8 + (1 - 1)
        ([4, 3, 0, 2, 1], 12),  # ... or with a Cavalier and a Valet: 8 + (3 + 2 - 1)
        ([], 0),
    ]
    for simplified, expected in cases:
        assert count_simplified(simplified) == expected, simplified
        assert count_by_threes(full(simplified)) == expected, simplified


def test_T6_the_whole_pack_counts_78_in_leipzig_and_76_in_troggen() -> None:
    """LT6: the total is 78 (the Excuse worth 4); ML3: 76 in all (the Excuse worth 2)."""
    for excuse, total in [(4, 78), (2, 76)]:
        values = simplified_values(excuse)
        assert count_simplified(values) == total
        assert count_by_threes(full(values)) == total


@settings(max_examples=300, deadline=None)
@given(st.lists(st.integers(min_value=0, max_value=78 - 1), unique=True, max_size=78), st.randoms())
def test_T6_both_methods_agree_on_random_piles_in_any_grouping(pile: list[int], rnd: random.Random) -> None:
    values = simplified_values(excuse=4)
    simplified = [values[i] for i in pile]
    reordered = full(simplified)
    rnd.shuffle(reordered)
    assert count_by_threes(full(simplified)) == count_simplified(simplified) == count_by_threes(reordered)


# ---------------------------------------------------------------- T5: which blank goes first
def test_T5_blank_order_is_trumps_2_to_20_then_pips_by_value_with_c_d_h_s() -> None:
    order = [TAROT.codes[i] for i in blank_order()]
    assert order[:19] == [f"T{n}" for n in range(2, 21)]
    assert order[19:27] == ["1c", "1d", "1h", "1s", "2c", "2d", "2h", "2s"]
    assert order[-4:] == ["10c", "10d", "10h", "10s"]


def test_T5_the_blanks_are_exactly_the_cards_worth_no_points() -> None:
    assert set(blank_order()) == {i for i in range(78) if CARD_POINTS[i] == 0}
    assert len(blank_order()) == 59


# ---------------------------------------------------------------- T2: the two suit orders
def test_T2_plain_order_every_suit_R_D_C_V_10_to_1() -> None:
    rank = suit_rank(red_reversed=False)
    for c in TAROT:
        if c.suit != NO_SUIT:
            assert rank[c.index] == c.rank


def test_T2_reversed_red_suits_run_R_D_C_V_1_to_10_for_the_other_games() -> None:
    rank = suit_rank(red_reversed=True)
    for suit, reversed_ in [(0, False), (1, True), (2, True), (3, False), (TRUMP, False)]:
        cards = sorted((c for c in TAROT if c.suit == suit), key=lambda c: -rank[c.index])
        pips = [c.rank for c in cards if int(c.rank) <= 10 or suit == TRUMP]
        if suit == TRUMP:
            assert pips == list(range(21, 0, -1))
        else:
            assert [c.rank for c in cards[:4]] == [14, 13, 12, 11]
            assert pips == (list(range(1, 11)) if reversed_ else list(range(10, 0, -1)))
