"""What one game keeps of a hand lives in its own frozen state (``state.own``), and a
variant is the data it changes (``spec.own_rules``): the rules read that data, never a
game id or a variant's name (issue 31)."""

from __future__ import annotations

import dataclasses
import random
from dataclasses import replace

import pytest

from tarotlib import new_hand
from tarotlib.actions import Bid
from tarotlib.games import get_game
from tarotlib.games.klaverjas import Contract, KlaverjasRules, KlaverjasState
from tarotlib.games.leipzig_taroc import LeipzigRules, LeipzigState
from tarotlib.games.marjolet import DrawState, DrawView, Rules
from tarotlib.games.tarot_common import TarotState
from tarotlib.games.triomphe_forcee import Pot
from tarotlib.state import OwnState

S = 3  # spades


@pytest.mark.parametrize(("game", "kind"), [
    ("maison-tarot", TarotState), ("la-rigueur", TarotState), ("maison-troggen", TarotState),
    ("triomphe-forcee", Pot), ("leipzig-taroc", LeipzigState), ("marjolet", DrawState), ("binage", DrawState),
    ("klaverjas-3", KlaverjasState), ("klaverjas-4", KlaverjasState)])
def test_every_game_keeps_its_own_state_frozen(game: str, kind: type[OwnState]) -> None:
    """Each game's own state is its own class, set as the hand is dealt, and cannot be
    changed in place: it is replaced, so push and pop restore it by keeping the old one."""
    state = new_hand(game, seed=3)
    assert type(state.own) is kind
    field = dataclasses.fields(kind)[0].name
    with pytest.raises(dataclasses.FrozenInstanceError):
        setattr(state.own, field, None)


@pytest.mark.parametrize("game", ["maison-tarot", "triomphe-forcee", "leipzig-taroc", "marjolet", "binage",
                                  "klaverjas-3", "klaverjas-4"])
def test_push_and_pop_give_back_the_same_own_state(game: str) -> None:
    """The own state after pop is the very object it was before push, at every step."""
    state, rng = new_hand(game, seed=5), random.Random(5)
    while state.result is None:
        before = state.own
        legal = state.legal_actions()
        if not legal:
            break
        for action in legal[:3]:
            state.push(action)
            state.pop()
            assert state.own is before
        state.apply(rng.choice(legal))


def test_MJ2_a_seat_sees_the_stock_as_its_size_only() -> None:
    """The draw game's view part holds the turned card, the stock's size and the face-up
    cards; the stock's cards are in no seat's view (MJ2)."""
    state = new_hand("marjolet", seed=2)
    own = state.own
    assert isinstance(own, DrawState)
    for seat in range(2):
        seen = state.view(seat).own
        assert isinstance(seen, DrawView)
        assert seen.stock_size == len(own.stock) == 19 and seen.turned is not None
        assert seen.turned.index == own.turned and seen.faceup == ((), ())
        assert not hasattr(seen, "stock")


def test_K4_majority_is_read_from_the_rules_not_from_the_variant_name() -> None:
    """K4 ``majority``: the contract asks no number (0) because the spec's own rules say
    so; the same field set by hand, with no variant named, plays the same."""
    named = get_game("klaverjas-4", ("majority",))
    rules = named.own_rules
    assert isinstance(rules, KlaverjasRules) and rules.majority and not rules.alone
    unnamed = get_game("klaverjas-4")
    by_hand = replace(unnamed, own_rules=replace(unnamed.own_rules, majority=True))
    assert by_hand.active_variants == ()
    for spec in (named, by_hand):
        state = new_hand(spec, 4, dealer=3, seed=1)
        state.apply(Bid("play", trump=state.deal.trumps[0]))
        assert state.own.contract == Contract(0, 0, state.deal.trumps[0], 0)


def test_K7_schoppen_dubbel_doubles_a_spades_contract_by_its_rules_field() -> None:
    """K7: a spades contract doubles the stake where the rules say ``spades_double``,
    with or without the variant's name."""
    spec = get_game("klaverjas-4")
    doubled = replace(spec, own_rules=replace(spec.own_rules, spades_double=True))
    seed = next(s for s in range(100) if new_hand(spec, 4, dealer=3, seed=s).deal.trumps[0] == S)
    for rules_spec, factor in ((spec, 1), (doubled, 2)):
        state = new_hand(rules_spec, 4, dealer=3, seed=seed)
        state.apply(Bid("play", trump=S))
        assert state.own.contract.trump == S and state.own.factor == factor


def test_MJ5_last_winner_and_MJ7_marias_jack_are_fields_of_the_draw_rules() -> None:
    """MJ5 ``last-winner`` and MJ7 ``marias-jack`` each set one field of the game's rules."""
    plain = get_game("marjolet").own_rules
    assert isinstance(plain, Rules) and not plain.last_card_to_winner and not plain.marias_jack
    assert get_game("marjolet", ("last-winner",)).own_rules == replace(plain, last_card_to_winner=True)
    assert get_game("marjolet", ("marias-jack",)).own_rules == replace(plain, marias_jack=True)
    assert get_game("binage").own_rules.per_window == 1


def test_LT8_nuremberg_is_a_field_of_the_leipzig_rules() -> None:
    assert get_game("leipzig-taroc").own_rules == LeipzigRules()
    assert get_game("leipzig-taroc", ("nuremberg",)).own_rules == LeipzigRules(ten_trumps_at_end=True)
