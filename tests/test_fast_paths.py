"""The engine's fast paths agree with the plain definitions they stand in for.

Counting card points by written-out expressions (``point_counter``), the quick "can
this seat declare anything?" of Marjolet and Binage (MJ4), and Klaverjas's quick
"no roem" of a trick and a hand (K3, K7) each replace a slower, obvious computation
that runs after every trick or for every seat; here each is compared with that
computation over many hands, so a fast path that drifts from the rule fails.
"""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from tarotlib import new_hand
from tarotlib.cards import piquet_card
from tarotlib.games import available_games, get_game
from tarotlib.games import klaverjas as kj
from tarotlib.games import marjolet as mj
from tarotlib.spec import point_counter

FAST = settings(max_examples=300, deadline=None)


def card_by_card(values: tuple[int, ...], pile: int) -> int:
    return sum(value for index, value in enumerate(values) if pile >> index & 1)


def subsets(size: int) -> st.SearchStrategy[int]:
    return st.sets(st.integers(0, size - 1)).map(lambda cards: sum(1 << c for c in cards))


TABLES = sorted({spec.card_points for spec in available_games()} | {kj.points_for_trump(suit) for suit in range(4)})
"""Every game's card values, and Klaverjas's for each trump (K1)."""


@FAST
@given(st.sampled_from(TABLES), st.data())
def test_point_counter_counts_every_table_as_card_by_card(values: tuple[int, ...], data: st.DataObject) -> None:
    pile = data.draw(subsets(len(values)))
    assert point_counter(values)(pile) == card_by_card(values, pile)


@FAST
@given(st.sampled_from(["marjolet", "binage"]), st.integers(0, 10_000), st.sampled_from([(), ("marias-jack",)]),
       st.data())
def test_MJ4_can_declare_agrees_with_the_declarations_offered(game: str, seed: int, variants: tuple[str, ...],
                                                              data: st.DataObject) -> None:
    state = new_hand(game, 2, variants if game == "marjolet" else (), seed=seed)
    ranks = (mj.R7, mj.R10, mj.RJ, mj.RQ, mj.RK, mj.RA)  # every card of a combination, and the 7s for Dix
    mj_cards = [piquet_card(suit, rank) for suit in range(4) for rank in ranks]
    # a hand rich in combination cards, some of them already declared in this deal (MJ4: each once)
    for _ in range(data.draw(st.integers(0, 2))):
        options = [d for d, _ in mj._options(state, 0) if d.combo != "dix"]
        if options:
            declared = data.draw(st.sampled_from(options))
            mj._declared(state, 0, declared, mj.VALUES[declared.combo])
        hand = data.draw(st.sets(st.sampled_from(mj_cards), min_size=2, max_size=8))
        state.hands[0] = sum(1 << c for c in hand)
    assert mj._can_declare(state, 0) == bool(mj._options(state, 0))


@FAST
@given(st.sets(st.integers(0, 31), min_size=8, max_size=8))
def test_K7_hand_roem_is_found_in_every_hand_that_has_some(cards: set[int]) -> None:
    hand = sum(1 << c for c in cards)
    runs = [run for shift in kj.SUIT_BYTES for run in kj.SUIT_RUNS[hand >> shift & 0xFF]]
    four_of_a_kind = hand & hand >> 8 & hand >> 16 & hand >> 24 & 0xFF
    assert len(kj.hand_roem(hand)) == len(runs) + four_of_a_kind.bit_count()


def test_the_piquet_tables_count_by_bytes_and_the_tarot_tables_by_popcount() -> None:
    """The choice point_counter makes: a look-up per byte where a popcount per value would
    cost more (Klaverjas's seven values with a trump, in four bytes), else a popcount per value."""
    klaverjas = point_counter(kj.points_for_trump(0))
    tarot = point_counter(get_game("maison-tarot").card_points)
    assert "t0" in klaverjas.__globals__ and "t0" not in tarot.__globals__


class _Table:
    """The few fields the roem hook reads and writes (K3), for a trick on its own."""

    def __init__(self, trump: int, active: int) -> None:
        self.trump, self.active, self.own, self.logged = trump, active, kj.KlaverjasState((0,) * 4), []

    def log(self, *event: object, **fields: object) -> None:
        self.logged.append((event, fields))


@FAST
@given(st.sampled_from([(kj.ROEM_3, 3), (kj.ROEM_4, 4)]), st.integers(0, 3), st.data())
def test_K3_the_roem_hook_scores_every_trick_as_trick_roem(values_size: tuple[kj.RoemValues, int], trump: int,
                                                           data: st.DataObject) -> None:
    """The hook's quick "no roem here" never skips a trick with roem; tricks of one suit
    (where runs are) and of one rank are drawn often."""
    values, size = values_size
    suit, rank = data.draw(st.integers(0, 3)), data.draw(st.integers(0, 7))
    pool = data.draw(st.sampled_from([range(32), range(8 * suit, 8 * suit + 8),
                                      [8 * s + rank for s in range(4)], [*range(8 * trump, 8 * trump + 8), rank]]))
    cards = data.draw(st.sets(st.sampled_from(list(pool)), min_size=min(size, len(set(pool))), max_size=size))
    pile = sum(1 << c for c in cards)
    table = _Table(trump, size)
    kj._trick_hook(values)(table, 1, pile)  # type: ignore[arg-type]
    assert table.own.roem[1] == sum(value for _, value in kj.trick_roem(pile, trump, values, size))


def _kraken_played_every_card(state, seat: int, card: int) -> None:  # type: ignore[no-untyped-def]
    """K7 as it reads, asked at every card of the hand: hand roem with the first card,
    Stuk in hand when trump King or Queen is played while the other is held."""
    if state.trick_number == 1:
        for name, value, cards in kj.hand_roem(state.hands[seat] | 1 << card):
            kj._add_roem(state, seat, value)
            state.log("roem", seat, "K7", amount=value, cards=kj.bits(cards), name=name)
    stuk = kj.STUK[state.trump]
    if stuk >> card & 1 and state.hands[seat] & stuk:
        kj._add_roem(state, seat, 20)
        other = stuk ^ 1 << card
        state.log("roem", seat, "K7", amount=20, cards=(card, other.bit_length() - 1), name="hand-stuk")


@settings(max_examples=60, deadline=None)
@given(st.integers(0, 100_000), st.sampled_from(["kraken", "schoppen-dubbel"]))
def test_K7_the_kraken_hook_stops_only_when_no_hand_roem_is_left(seed: int, variant: str) -> None:
    import random
    from dataclasses import replace

    spec = get_game("klaverjas-4", (variant,))
    every_card = replace(spec, hooks=replace(spec.hooks, played=_kraken_played_every_card))
    hands = []
    for game in (spec, every_card):
        state, rng = new_hand(game, 4, seed=seed), random.Random(seed)
        while state.result is None:
            state.apply(rng.choice(state.legal_actions()))
        hands.append(state)
    fast, reference = hands
    assert fast.events == reference.events and fast.result == reference.result and fast.own.roem == reference.own.roem
    if fast.trick_number > 2:  # played past the first trick: Stuk is settled by the last card, the hook stopped
        assert fast._played_hook is None
