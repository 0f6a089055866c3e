"""``position``: prepared first-trick positions for lessons and tests, built through the engine."""

from __future__ import annotations

import pytest

from tarotlib import TAROT, position

HAND = ["7h", "Kh", "T3", "2c", "3c", "4c", "5c", "6c", "7c", "8c", "9c", "10c"]


def suits_held(state, seat: int) -> set[int]:
    return {card.suit for card in state.hand(seat)}


def test_a_seat_that_threw_off_is_dealt_neither_the_suit_led_nor_a_trump() -> None:
    """T3: ♣D on a heart lead is legal only for a seat without hearts and without trumps."""
    state = position("maison-tarot", HAND, ["2h", "Qc", "T5"], players=4)
    assert [(seat, card.code) for seat, card in state.trick()] == [(0, "2h"), (1, "Qc"), (2, "T5")]
    assert not suits_held(state, 1) & {2, 4}
    assert 2 not in suits_held(state, 2)  # seat 2 trumped: it holds no heart
    assert state.turn == 3 and {c.code for c in state.legal_cards()} == {"7h", "Kh"}


def test_LR1_a_seat_that_threw_off_holds_no_trump_and_no_spade() -> None:
    state = position("la-rigueur", HAND, ["2h", "Qc"], players=4)
    assert not suits_held(state, 1) & {2, 3, 4}


def test_the_deal_of_a_position_holds_every_card_once() -> None:
    state = position("maison-tarot", HAND, ["2h", "Qc", "T5"], players=4, seed=5)
    dealt = [i for hand in state.deal.hands for i in hand] + list(state.deal.rest)
    assert sorted(dealt) == list(range(TAROT.size))
    assert all(len(hand) == 12 for hand in state.deal.hands)


def test_a_trick_as_long_as_the_table_is_refused() -> None:
    with pytest.raises(ValueError, match="at most 1 cards before yours"):
        position("maison-tarot", HAND, ["2h", "3h"], players=2)


def test_a_position_is_a_real_deal_that_replays_as_a_record() -> None:
    """Lessons are prepared positions; written as records they replay through the engine."""
    from tarotlib import record_from_state, replay

    state = position("la-rigueur", HAND, ["2h", "Qc"], players=4, seed=3)
    replayed = replay(record_from_state(state))
    assert replayed.ok and [step.action for step in replayed.steps] == [a for _, a in state.actions]


@pytest.mark.parametrize(("trick", "winning"), [
    ([], None),
    (["EX"], None),  # T4: the Excuse sets no suit and never wins
    (["EX", "5h"], 1),
    (["EX", "5h", "Kh"], 2),
    (["5h", "Kh", "T2"], 2),  # a trump beats the suit led
    (["5h", "2c", "4h"], 0),  # a card of another suit never wins
])
def test_the_view_names_the_seat_winning_the_trick_so_far(trick: list[str], winning: int | None) -> None:
    """``View.winning`` is the engine's own reading of the trick (HandState.winning), so
    bots and widgets need not work out the winner again."""
    hand = ["1c", "2d", "3d", "4d", "5d", "6d", "7d", "8d", "9d", "10d", "Jd", "Cd"]
    state = position("maison-tarot", hand, trick)
    assert state.view(state.turn).winning == winning == state.winning()


TF_HAND = ["2c", "3c", "4c", "5c", "6c", "7c", "8c", "9c", "10c", "Jc", "Cc", "Qc"]


@pytest.mark.parametrize("seed", range(8))
def test_TF2_TF3_a_triomphe_position_starts_from_the_whole_deal(seed: int) -> None:
    """The antes and declarations see every seat's cards; Death never lies in another
    seat's hand of a position (it would end the deal before the trick, TF3)."""
    state = position("triomphe-forcee", TF_HAND, ["Kc"], players=4, seed=seed)
    assert state.result is None and state.turn == 1 and state.trick_number == 1
    death = TAROT.index("T13")
    assert not any(hand >> death & 1 for hand in state.hands)
    held = {(seat, code) for seat in range(4) for code in ("EX", "T1", "T11")
            if state.hands[seat] >> TAROT.index(code) & 1}
    names = {"EX": "excuse", "T1": "trump-1", "T11": "trump-11"}
    assert {(e.seat, e.name) for e in state.events if e.kind == "pot"} == {(s, names[c]) for s, c in held}
    assert state.own.pot + sum(state.points) == 0  # chips conserved (TF2)


def test_TF3_a_position_whose_own_hand_holds_death_is_refused_by_name() -> None:
    with pytest.raises(ValueError, match=r"hand ends before the first trick \(TF3: death\)"):
        position("triomphe-forcee", ["T13", *TF_HAND[1:]], ["Kc"], players=4)


@pytest.mark.parametrize(("game", "size", "stock"), [("marjolet", 6, 19), ("binage", 8, 15)])
def test_MJ1_a_draw_game_position_deals_the_turned_card_and_the_stock(game: str, size: int, stock: int) -> None:
    hand = ["Ac", "Kc", "Qc", "Jc", "10c", "9c", "8c", "7c"][:size]
    state = position(game, hand, ["7h"], seed=3)
    assert state.own.turned is not None and state.trump == state.pack.suit_of[state.own.turned] and len(state.own.stock) == stock
    dealt = [i for h in state.deal.hands for i in h] + list(state.deal.rest) + [state.deal.turned]
    assert sorted(dealt) == list(range(32))
    assert state.turn == 1 and len(state.legal_cards()) == size  # the stock phase: any card (MJ2)
