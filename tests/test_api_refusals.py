"""The API as a hostile caller meets it: every wrong argument is a clean refusal that
names what is wrong (a TarotlibError, so a ValueError), and changes nothing."""

from __future__ import annotations

from typing import Any, Callable

import pytest

from tarotlib import TAROT, Deal, Play, new_hand, position
from tarotlib.actions import Annul, Double
from tarotlib.errors import IllegalAction, RecordError, TarotlibError
from tarotlib.record import record_from_state


@pytest.fixture
def state() -> Any:
    return new_hand("maison-tarot", 4, seed=1)


CALLS: list[tuple[str, Callable[[Any], Any], str]] = [
    ("view(-1) is not seat 3", lambda s: s.view(-1), "seat"),
    ("hand(-1)", lambda s: s.hand(-1), "seat"),
    ("hand(4)", lambda s: s.hand(4), "seat"),
    ("view('a')", lambda s: s.view("a"), "seat"),
    ("view(True)", lambda s: s.view(True), "seat"),
    ("a dealer out of range", lambda s: new_hand("maison-tarot", 4, dealer=4), "dealer"),
    ("a game that is no id", lambda s: new_hand(123), "game"),  # type: ignore[arg-type]
    ("Play of a code", lambda s: Play("Kh"), "Play"),  # type: ignore[arg-type]
    ("Play of None", lambda s: Play(None), "Play"),  # type: ignore[arg-type]
    ("apply of a code", lambda s: s.apply("Kh"), "no action"),
    ("apply of None", lambda s: s.apply(None), "no action"),
    ("pop without push", lambda s: s.pop(), "pop"),
    ("position for one player", lambda s: position("maison-tarot", ["Kh"], players=1), "players"),
    ("position for seven players", lambda s: position("maison-tarot", ["Kh"], players=7), "players"),
    ("options that are no mapping", lambda s: new_hand("marjolet", options=[1]), "options"),  # type: ignore[arg-type]
    ("one variant as a string", lambda s: new_hand("klaverjas-4", variants="kraken"), "['kraken']"),
    ("a variant that is no name", lambda s: new_hand("klaverjas-4", variants=[1]), "variant"),  # type: ignore[list-item]
    ("variants that are no list", lambda s: new_hand("klaverjas-4", variants=5), "variant"),  # type: ignore[arg-type]
    ("a variant named twice", lambda s: new_hand("klaverjas-4", variants=["kraken", "kraken"]),
     "variant: 'kraken' is named twice"),  # read as one before: written back as another record
    ("Double of a word", lambda s: Double("yes"), "Double"),  # type: ignore[arg-type]
    ("Annul of a number", lambda s: Annul(1), "Annul"),  # type: ignore[arg-type]
    ("a seat given as text", lambda s: s.play(s.legal_cards()[0], seat=str(s.turn)), "seat"),
    ("a seat out of range", lambda s: s.play(s.legal_cards()[0], seat=9), "seat"),
]


@pytest.mark.parametrize(("case", "call", "named"), CALLS, ids=[c[0] for c in CALLS])
def test_a_wrong_call_is_refused_and_changes_nothing(state: Any, case: str, call: Callable[[Any], Any],
                                                     named: str) -> None:
    before = record_from_state(state)
    with pytest.raises(TarotlibError) as caught:
        call(state)
    assert named in caught.value.message("en")
    assert record_from_state(state) == before


def test_four_identical_hands_are_refused() -> None:
    hand = tuple(TAROT.index(c) for c in ["1c", "2c", "3c", "4c", "5c", "6c", "7c", "8c", "9c", "10c", "Jc", "Cc"])
    with pytest.raises(RecordError) as caught:
        new_hand("maison-tarot", 4, deal=Deal((hand,) * 4, ()))
    assert caught.value.field.startswith("deal.hands[1]")


def _deal_with(game: str, **fields: Any) -> tuple[str, int, Deal]:
    dealt = new_hand(game, seed=4)
    parts = {"hands": dealt.deal.hands, "rest": dealt.deal.rest, "turned": dealt.deal.turned,
             "trumps": dealt.deal.trumps, **fields}
    return game, dealt.dealer, Deal(parts["hands"], parts["rest"], parts["turned"], parts["trumps"])


DEALS = [
    ("no hands", _deal_with("maison-tarot", hands=None), "deal.hands", "must be a list, not None"),
    ("hands as text", _deal_with("maison-tarot", hands="abc"), "deal.hands", "must be a list, not 'abc'"),
    ("a hand that is a number", _deal_with("maison-tarot", hands=(5, (), (), ())), "deal.hands[0]", "not 5"),
    ("no rest", _deal_with("maison-tarot", rest=None), "deal.rest", "must be a list, not None"),
    ("suits as a number", _deal_with("klaverjas-4", trumps=3), "deal.trumps", "must be a list, not 3"),
    ("a suit as a float", _deal_with("klaverjas-4", trumps=(2.0, 1)), "deal.trumps", "0 to 3, not 2.0"),
    ("a suit as a bool", _deal_with("klaverjas-4", trumps=(True, 2)), "deal.trumps", "0 to 3, not True"),
]


@pytest.mark.parametrize(("case", "given", "field", "said"), DEALS, ids=[d[0] for d in DEALS])
def test_a_deal_of_the_wrong_shape_is_refused_by_its_field(case: str, given: tuple[str, int, Deal], field: str,
                                                            said: str) -> None:
    game, dealer, deal = given
    with pytest.raises(RecordError) as caught:
        new_hand(game, dealer=dealer, deal=deal)
    assert caught.value.field == field and said in caught.value.message("en")


def test_a_card_of_another_pack_is_not_held(state: Any) -> None:
    from tarotlib import PIQUET

    with pytest.raises(IllegalAction) as caught:
        state.apply(Play(PIQUET.card("Ah")))
    assert caught.value.rule == "hand"
