"""Properties of whole random hands: Maison Tarot and La Rigueur with 2-6 players, and
wild Maison Tarot with any players and cards (MT5).

The legal cards and the trick winner are checked against a small reference written
here from the Dutch texts, using only the card codes, not the engine's masks or its
strength table.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Callable

from hypothesis import given, settings
from hypothesis import strategies as st

from tarotlib import TAROT, HandState, IllegalAction, Play, new_hand
from tarotlib.cards import bits

from tarot_scenarios import LR, MT, codes, legal_codes, snapshot

# ---------------------------------------------------------------- the reference
COURT = {"J": 11, "C": 12, "Q": 13, "K": 14}
TRUMP, EXCUSE, SPADES = "T", "EX", "s"


def suit(code: str) -> str:
    """'T' for a trump, 'EX' for the Excuse, else the suit letter c d h s."""
    if code == EXCUSE:
        return EXCUSE
    return TRUMP if code.startswith("T") else code[-1]


def rank(code: str) -> int:
    """Trumps by number; suit cards R-D-C-V-10-...-1, so Roi 14 down to 1 (T2)."""
    if code.startswith("T"):
        return int(code[1:])
    head = code[:-1]
    return COURT.get(head) or int(head)


def points(code: str) -> int:
    """The card points of the Dutch text: Excuse 5; †21, †1, Roi 4; Dame 3; Cavalier 2; Valet 1."""
    if code == EXCUSE:
        return 5
    if suit(code) == TRUMP:
        return 4 if rank(code) in (1, 21) else 0
    return max(rank(code) - 10, 0)


def suit_asked(trick: list[str]) -> str | None:
    """The suit to follow: that of the first card that is not the Excuse (T4)."""
    return next((suit(c) for c in trick if c != EXCUSE), None)


def reference_legal(hand: list[str], trick: list[str], rigueur: bool) -> set[str]:
    """T3 and LR1 from the text: follow; else trump (La Rigueur: trump or spade; spade
    asked: trump); trumps asked and none held: anything. The Excuse may always come."""
    asked = suit_asked(trick)
    if asked is None:
        return set(hand)
    excuse = {c for c in hand if c == EXCUSE}
    follow = {c for c in hand if suit(c) == asked}
    if follow:
        return follow | excuse
    if asked == TRUMP:
        return set(hand)
    ruff_suits = {TRUMP, SPADES} if rigueur and asked != SPADES else {TRUMP}
    ruff = {c for c in hand if suit(c) in ruff_suits}
    return ruff | excuse if ruff else set(hand)


def reference_rule(hand: list[str], trick: list[str], rigueur: bool) -> str:
    """The decision that refuses a card outside :func:`reference_legal`: T3 while one can
    follow, or in Maison Tarot; LR1 for La Rigueur's duty to play a trump or a spade."""
    asked = suit_asked(trick)
    return "LR1" if rigueur and not any(suit(c) == asked for c in hand) else "T3"


def reference_winner(cards: list[str], rigueur: bool) -> int:
    """Position of the winner: highest trump, else (La Rigueur) highest spade, else the
    highest card of the suit asked. The Excuse never wins."""
    for wanted in [TRUMP] + ([SPADES] if rigueur else []) + [suit_asked(cards)]:
        candidates = [(rank(c), at) for at, c in enumerate(cards) if suit(c) == wanted]
        if candidates:
            return max(candidates)[1]
    raise AssertionError("a trick of only the Excuse")


def blank_key(code: str) -> tuple[int, int, int]:
    """T5: trumps 2-20 first by number, then suit cards by face value, c < d < h < s."""
    return (0, rank(code), 0) if suit(code) == TRUMP else (1, rank(code), "cdhs".index(suit(code)))


def point_card_key(code: str) -> tuple[int, int, int]:
    """MT3: lowest value first; ties: trumps first, trump 1 before 21, then c < d < h < s."""
    tie = (0, rank(code)) if suit(code) == TRUMP else (1, "cdhs".index(suit(code)))
    return (points(code), *tie)


def reference_piles(tricks: list[tuple[list[int], list[str], int]], players: int) -> list[set[str]]:
    """Replay the tricks (seats, cards, winner) into won piles by T5 and MT3 alone."""
    piles: list[set[str]] = [set() for _ in range(players)]
    debt: tuple[int, int] | None = None

    def pay() -> None:
        nonlocal debt
        assert debt is not None
        owner, creditor = debt
        blanks = [c for c in piles[owner] if points(c) == 0]
        if blanks:
            piles[owner].remove(lowest := min(blanks, key=blank_key))
            piles[creditor].add(lowest)
            debt = None

    for seats, cards, winner in tricks:
        if EXCUSE in cards:
            debt = (seats[cards.index(EXCUSE)], winner)
            piles[debt[0]].add(EXCUSE)
            pay()
        piles[winner] |= set(cards) - {EXCUSE}
        if debt is not None and debt[0] == winner:
            pay()
    if debt is not None:
        owner, creditor = debt
        others = piles[owner] - {EXCUSE}
        given = min(others, key=point_card_key) if others else EXCUSE
        piles[owner].remove(given)
        piles[creditor].add(given)
    return piles


# ---------------------------------------------------------------- random hands
@dataclass(frozen=True)
class Setup:
    game: str
    players: int
    variants: tuple[str, ...]
    options: tuple[tuple[str, int], ...]
    dealer: int
    seed: int

    @property
    def rigueur(self) -> bool:
        return self.game == LR

    @property
    def wild(self) -> bool:
        return "wild" in self.variants

    def deal(self) -> HandState:
        return new_hand(self.game, self.players, self.variants, dict(self.options), dealer=self.dealer, seed=self.seed)


@st.composite
def setups(draw: st.DrawFn) -> Setup:
    game = draw(st.sampled_from([MT, LR, "wild"]))
    if game == "wild":
        players = draw(st.integers(2, 13))
        most = 78 // players
        cards = draw(st.one_of(st.just(most), st.integers(1, most)))  # often every card dealt
        pot = draw(st.integers(0, 20))
        game, variants, options = MT, ("wild",), (("cards", cards), ("pot", pot))
    else:
        players, variants, options = draw(st.integers(2, 6)), (), ()
    dealer = draw(st.integers(0, players - 1))
    return Setup(game, players, variants, options, dealer, draw(st.integers(0, 2**32)))


def play_randomly(setup: Setup, each_step: Callable[[HandState], None] = lambda state: None) -> HandState:
    """Deal and play the hand with random legal cards, calling ``each_step`` before each card."""
    state = setup.deal()
    rng = random.Random(setup.seed)
    while not state.is_over:
        each_step(state)
        state.apply(rng.choice(state.legal_actions()))
    each_step(state)
    return state


def where_cards_are(state: HandState) -> list[int]:
    """Every place a card can be: each hand, the trick on the table, each won pile, the undealt rest."""
    return [*state.hands, sum(1 << i for i in state.trick_cards), *state.won, sum(1 << i for i in state.deal.rest)]


PROPERTY = settings(max_examples=150, deadline=None)


# ---------------------------------------------------------------- the properties
@PROPERTY
@given(setups())
def test_every_card_is_in_exactly_one_place_and_53_points_are_in_play(setup: Setup) -> None:
    def check(state: HandState) -> None:
        places = where_cards_are(state)
        assert sum(p.bit_count() for p in places) == 78
        union = 0
        for place in places:
            assert not union & place
            union |= place
        assert union == TAROT.full_mask
        assert sum(points(TAROT.codes[i]) for p in places for i in bits(p)) == 53

    play_randomly(setup, check)


@PROPERTY
@given(setups())
def test_legal_cards_follow_the_reference_T3_LR1(setup: Setup) -> None:
    def check(state: HandState) -> None:
        if state.is_over:
            assert state.legal_actions() == [] and state.legal_mask() == 0
            return
        hand = sorted(codes(state.hands[state.turn or 0]))
        trick = [TAROT.codes[i] for i in state.trick_cards]
        assert legal_codes(state) == reference_legal(hand, trick, setup.rigueur)

    play_randomly(setup, check)


@PROPERTY
@given(setups())
def test_each_trick_goes_to_the_reference_winner_and_never_to_the_excuse(setup: Setup) -> None:
    state = play_randomly(setup)
    assert len(state.tricks) == len(state.deal.hands[0])
    for trick in state.tricks:
        cards = [c.code for c in trick.cards]
        at = reference_winner(cards, setup.rigueur)
        assert trick.winner == trick.seats[at]
        assert cards[at] != EXCUSE
    assert sum(state.tricks_won) == len(state.tricks)


@PROPERTY
@given(setups())
def test_the_excuse_ends_with_its_owner_unless_it_was_his_only_card(setup: Setup) -> None:
    """T5 and MT3: the owner keeps the Excuse; only an owner who won nothing else
    hands it to the winner of the trick where it was played."""
    state = play_randomly(setup)
    excuse_trick = next((t for t in state.tricks if any(c.is_excuse for c in t.cards)), None)
    if excuse_trick is None:
        assert TAROT.excuse.index in state.deal.rest
        return
    owner = excuse_trick.seats[[c.code for c in excuse_trick.cards].index(EXCUSE)]
    assert excuse_trick.winner != owner
    if state.won[owner] >> TAROT.excuse.index & 1:
        return
    assert state.won[owner] == 0 and state.tricks_won[owner] == 0
    assert state.won[excuse_trick.winner] >> TAROT.excuse.index & 1


@PROPERTY
@given(setups())
def test_won_piles_follow_the_excuse_exchange_T5_and_MT3(setup: Setup) -> None:
    state = play_randomly(setup)
    tricks = [(list(t.seats), [c.code for c in t.cards], t.winner) for t in state.tricks]
    assert [codes(w) for w in state.won] == reference_piles(tricks, setup.players)


@PROPERTY
@given(setups())
def test_scores_follow_MT4_or_MT5(setup: Setup) -> None:
    state = play_randomly(setup)
    result = state.result
    assert result is not None
    pile_points = [sum(points(c) for c in codes(w)) for w in state.won]
    dealt_points = 53 - sum(points(TAROT.codes[i]) for i in state.deal.rest)
    assert list(result.card_points) == pile_points
    if setup.wild:
        cards = dict(setup.options)["cards"]
        assert list(result.score) == [p + t for p, t in zip(pile_points, state.tricks_won)]
        assert sum(result.score) == dealt_points + cards
        if setup.players * cards == 78:
            assert sum(result.score) == 53 + cards
        pot = dict(setup.options)["pot"]
        shares = result.extra["pot_share"]
        best = max(result.score)
        winners = [s for s in range(setup.players) if result.score[s] == best]
        assert [s for s in range(setup.players) if shares[s]] == (winners if pot >= len(winners) else [])
        assert sum(shares) + result.extra["pot_left"] == pot and result.extra["pot_left"] < len(winners)
    else:
        assert sum(w.bit_count() - 12 for w in state.won) == 0
        assert list(result.score) == [p + w.bit_count() - 12 for p, w in zip(pile_points, state.won)]
        assert sum(result.score) == dealt_points


@PROPERTY
@given(setups())
def test_legal_actions_and_check_agree_and_push_pop_restores_the_state(setup: Setup) -> None:
    def check(state: HandState) -> None:
        if state.is_over:
            return
        before = snapshot(state)
        legal = state.legal_actions()
        seat = state.turn
        assert seat is not None
        hand = sorted(codes(state.hands[seat]))
        trick = [TAROT.codes[i] for i in state.trick_cards]
        for index in bits(state.hands[seat]):
            action = Play(TAROT.cards[index])
            if action in legal:
                state.check(action)
                state.push(action)
                assert snapshot(state) != before
                state.pop()
            else:
                try:
                    state.apply(action)
                except IllegalAction as error:
                    assert error.rule == reference_rule(hand, trick, setup.rigueur)
                else:
                    raise AssertionError(f"{action} was played though not legal")
            assert snapshot(state) == before
        not_held = next(i for i in range(78) if not state.hands[seat] >> i & 1)
        for wrong, rule in [((Play(TAROT.cards[not_held]), None), "hand"),
                            ((legal[0], (seat + 1) % setup.players), "turn")]:
            try:
                state.apply(*wrong)
            except IllegalAction as error:
                assert error.rule == rule
            else:
                raise AssertionError(f"{wrong} was accepted")
        assert snapshot(state) == before

    play_randomly(setup, check)
