"""The packs (T1, MJ1/K1's piquet pack) and the order of the cards in a suit (T2)."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from tarotlib import PIQUET, TAROT, UnknownCard, card, get_game
from tarotlib.actions import play_actions, play_lister
from tarotlib.cards import NO_SUIT, TRUMP, Card
from tarotlib.errors import TarotlibError

from tarot_scenarios import LR, MT

TAROT_SUIT_ORDER = ["K", "Q", "C", "J", "10", "9", "8", "7", "6", "5", "4", "3", "2", "1"]
"""T2 for Maison Tarot and La Rigueur: R-D-C-V-10-...-1 in every suit (record codes K Q C J)."""


# ---------------------------------------------------------------- T1: the tarot pack
def test_T1_tarot_pack_has_78_cards_four_suits_of_14_trumps_1_to_21_and_the_excuse() -> None:
    assert len(TAROT) == 78
    for suit, letter in enumerate("cdhs"):
        in_suit = [c for c in TAROT if c.suit == suit]
        assert [c.code for c in in_suit] == [f"{r}{letter}" for r in [*range(1, 11), "J", "C", "Q", "K"]]
        assert [c.rank for c in in_suit] == list(range(1, 15))
    assert [c.code for c in TAROT if c.suit == TRUMP] == [f"T{n}" for n in range(1, 22)]
    assert [c.code for c in TAROT if c.suit == NO_SUIT] == ["EX"]


def test_T1_every_code_round_trips_and_codes_are_case_insensitive() -> None:
    assert len({c.code for c in TAROT}) == 78
    for c in TAROT:
        assert TAROT.card(c.code) is c
        assert TAROT.card(c.code.lower()) is c and TAROT.card(c.code.upper()) is c
        assert TAROT.index(c.code) == c.index
        assert card(c.code) is c  # the tarot pack is looked up first
    assert TAROT.codes_in(TAROT.mask(["Kh", "T21", "EX"])) == ["Kh", "T21", "EX"]


@pytest.mark.parametrize(
    ("code", "en", "nl", "short"),
    [
        ("Kh", "the King of hearts", "hartenheer", "♥R"),
        ("Qs", "the Queen of spades", "schoppenvrouw", "♠D"),
        ("Cd", "the Knight of diamonds", "ruitenpaard", "♦C"),
        ("Jc", "the Jack of clubs", "klaverenboer", "♣V"),
        ("7h", "the 7 of hearts", "harten 7", "♥7"),
        ("T21", "trump 21", "troef 21", "†21"),
        ("T1", "trump 1", "troef 1", "†1"),
        ("T11", "trump 11", "troef 11", "†11"),  # trumps 11-14 are numbers, not court cards
        ("T14", "trump 14", "troef 14", "†14"),
        ("EX", "the Excuse", "het Excuus", "☆"),
    ],
)
def test_T1_card_names_in_english_and_dutch(code: str, en: str, nl: str, short: str) -> None:
    c = TAROT.card(code)
    assert (c.name("en"), c.name("nl"), c.short()) == (en, nl, short)


def test_T1_the_excuse_is_no_trump_and_belongs_to_no_suit() -> None:
    excuse = TAROT.card("EX")
    assert not excuse.is_trump and excuse.is_excuse and excuse.suit == NO_SUIT
    assert not TAROT.trump_mask & excuse.bit
    assert TAROT.trump_mask.bit_count() == 21


@pytest.mark.parametrize("code", ["Xh", "T22", "T0", "11h", "", "Ah"])
def test_T1_unknown_codes_are_refused_with_a_reason(code: str) -> None:
    with pytest.raises(UnknownCard) as info:
        TAROT.card(code)
    assert "tarot" in info.value.message_en and "tarotspel" in info.value.message_nl


# ---------------------------------------------------------------- the piquet pack (MJ1, K1)
def test_piquet_pack_has_32_cards_A_K_Q_J_10_9_8_7_in_four_suits() -> None:
    assert len(PIQUET) == 32
    assert {c.code for c in PIQUET} == {f"{r}{s}" for r in ["A", "K", "Q", "J", "10", "9", "8", "7"] for s in "cdhs"}
    for c in PIQUET:
        assert PIQUET.card(c.code) is c
    assert PIQUET.card("Ah").name("en") == "the Ace of hearts" and PIQUET.card("Ah").name("nl") == "hartenaas"
    assert PIQUET.card("10s").name("en") == "the 10 of spades" and PIQUET.card("10s").suit == 3
    assert PIQUET.card("Kc").short("nl") == "♣H"
    assert card("Ah") is PIQUET.card("Ah")  # not a tarot code, so the piquet pack answers
    with pytest.raises(UnknownCard):
        PIQUET.card("1h")


def test_the_same_code_names_different_cards_in_the_two_packs() -> None:
    assert TAROT.card("Kh") != PIQUET.card("Kh")
    with pytest.raises(UnknownCard):
        TAROT.card(PIQUET.card("Kh"))


# ---------------------------------------------------------------- T2: order within a suit
@pytest.mark.parametrize("game", [MT, LR])
@pytest.mark.parametrize("suit", range(4))
def test_T2_every_suit_runs_R_D_C_V_10_down_to_1(game: str, suit: int) -> None:
    order = get_game(game).trick_order.descending(suit)
    assert [c.code for c in order] == [f"{r}{'cdhs'[suit]}" for r in TAROT_SUIT_ORDER]


@pytest.mark.parametrize("game", [MT, LR])
def test_T2_trumps_run_21_down_to_1(game: str) -> None:
    order = get_game(game).trick_order.descending(TRUMP)
    assert [c.code for c in order] == [f"T{n}" for n in range(21, 0, -1)]


# ---------------------------------------------------------------- listing the plays of a mask
@given(st.sampled_from([TAROT, PIQUET]), st.data())
def test_the_play_lister_lists_exactly_the_cards_of_a_mask_in_card_order(pack, data) -> None:
    """``play_lister`` (one list display per pack, made by code) against the plain
    reading: every card of the mask once, lowest index first, each its cached Play."""
    list_plays, few = play_lister(pack)
    cards = data.draw(st.sets(st.integers(0, pack.size - 1)))
    mask = sum(1 << i for i in cards)
    listed = list_plays(mask)
    assert [p.card.index for p in listed] == sorted(cards)
    assert all(p is play_actions(pack)[p.card.index] for p in listed)
    assert 0 <= few < pack.size and play_lister(pack)[0] is list_plays  # made once


@pytest.mark.parametrize("index", [-1, 78, 500, 1.0, True, "3", None])
def test_a_card_made_by_hand_must_be_one_of_its_pack(index: object) -> None:
    """Card(TAROT, -1) is not the Excuse read from the end, and 500 no card at all."""
    with pytest.raises(TarotlibError, match="Card: index must be a whole number from 0 to 77"):
        Card(TAROT, index)  # type: ignore[arg-type]
    with pytest.raises(TarotlibError, match="Card: pack must be a Pack"):
        Card("tarot", 3)  # type: ignore[arg-type]


def test_cards_order_within_one_pack_only() -> None:
    assert TAROT.card("2c") < TAROT.card("3c")
    with pytest.raises(TypeError):
        TAROT.card("Kh") < 5  # noqa: B015
    with pytest.raises(TypeError):
        sorted([TAROT.card("Kh"), PIQUET.card("Kh")])


# ---------------------------------------------------------------- masks and the cards of a mask
@given(st.sampled_from([TAROT, PIQUET]), st.data())
def test_mask_and_cards_in_are_inverse_for_every_set_of_cards(pack, data) -> None:
    """Any set of the pack's cards, by index, code or Card: the mask has their bits,
    cards_in and codes_in give them back in pack order."""
    indices = sorted(data.draw(st.sets(st.integers(0, pack.size - 1))))
    mask = sum(1 << i for i in indices)
    assert pack.mask(indices) == pack.mask(pack.codes[i] for i in indices) == pack.mask(
        pack.cards[i] for i in indices) == mask
    assert pack.cards_in(mask) == [pack.cards[i] for i in indices]
    assert pack.codes_in(mask) == [pack.codes[i] for i in indices]
