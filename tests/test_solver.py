"""The double-dummy solver (:mod:`tarotlib.search.solver`) against a plain minimax.

The minimax here has nothing of the solver's: no pruning, no table, no merged cards,
no bounds. It tries every legal action through push and pop and scores every finished
line by the engine's own result (``final_value`` for the side of the seat to move),
and the solver must agree with it exactly: the value, every root action's value
(``values=True``) and the set of best actions, in hundreds of small endings of every
game and variant (random hands played down to two to four cards a seat), Marjolet and
Binage endings with the stock and declaration windows still to come, Leipzig's last
tricks with the Excuse and the Pagat, Klaverjassen with roem and Kraken from the first
trick, and searches that start in the bidding or the discard. The scenario tests
then pin why some equal cards are never merged (LT5, MJ4, K3), the refusals, the
limits and the depth-limited search.
"""

from __future__ import annotations

import importlib.util
import pickle
import random
import time
from pathlib import Path
from typing import Any, Sequence

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tarotlib import PIQUET, TAROT, Deal, new_hand
from tarotlib.actions import Action, Bid, Declare, Play
from tarotlib.bots import get_bot, play_out
from tarotlib.errors import TarotlibError
from tarotlib.games import available_games
from tarotlib.phases import PLAY
from tarotlib.search import final_value
from tarotlib.search.games import rules_for
from tarotlib.search.objective import camp_of
from tarotlib.search.solver import Search, SearchStopped, habit_action, horizon_action, solve
from tarotlib.state import HandState, evolve


# ---------------------------------------------------------------- the plain minimax
class Minimax:
    """Every line of a position to its end, nothing pruned: the value of each root
    action for the side of the seat to move at ``root_state`` (the position itself if not
    given), or of ``seat``, with that position's sides; and how many declaration-window
    nodes the lines passed through (so a test can tell that its endings reached MJ4's
    windows)."""

    def __init__(self, state: HandState, root_state: HandState | None = None, seat: int | None = None):
        self.state = state.copy()
        root_state = root_state or state
        self.root = root_state.turn if seat is None else seat
        self.sides, self.sitting_out = root_state.sides, root_state.sitting_out
        camp = camp_of(self.sides, self.root, self.sitting_out)  # type: ignore[arg-type]
        self.camp = (self.root,) if camp is None else camp
        self.windows = 0

    def value(self) -> float:
        state = self.state
        if state.result is not None:
            return final_value(state.result.score, self.sides, self.root, self.sitting_out)  # type: ignore[arg-type]
        if state.phase is not PLAY:
            self.windows += 1
        values = []
        for action in state.legal_actions():
            state.push_legal(action)
            values.append(self.value())
            state.pop()
        return max(values) if state.turn in self.camp else min(values)

    def action_values(self) -> list[tuple[Action, float]]:
        out = []
        for action in self.state.legal_actions():
            self.state.push_legal(action)
            out.append((action, self.value()))
            self.state.pop()
        return out


def assert_solved(state: HandState) -> Minimax:
    """The solver agrees with the minimax on ``state``: the value, each root action's
    value in legal order, the best actions; and without ``values`` the same value and
    best actions. Returns the minimax (for its window count)."""
    minimax = Minimax(state)
    expected = minimax.action_values()
    top = max(value for _, value in expected)
    best = tuple(action for action, value in expected if value == top)
    solution = solve(state, values=True)
    assert solution.value == top
    assert list(solution.values) == expected
    assert solution.best == best
    plain = solve(state)
    assert (plain.value, plain.best, plain.values) == (top, best, ())
    return minimax


# ---------------------------------------------------------------- endings of whole hands
def cases() -> list[tuple[str, tuple[str, ...], int | None]]:
    """Every game with its default players alone and with each variant, some variants
    together, and a few other player counts."""
    out: list[tuple[str, tuple[str, ...], int | None]] = []
    for spec in available_games():
        out.append((spec.id, (), None))
        out += [(spec.id, (name,), 4 if name == "four-at-table" else None) for name in spec.variants]
    out += [("klaverjas-4", ("amsterdams", "kraken"), None), ("klaverjas-4", ("leids", "kraken", "majority"), None),
            ("klaverjas-4", ("schoppen-dubbel", "voorhand-vrij"), None), ("klaverjas-3", ("four-at-table", "majority"), 4),
            ("marjolet", ("marias-jack", "last-winner", "knock-out"), None), ("leipzig-taroc", ("nuremberg", "prague-vienna"), None),
            ("maison-tarot", (), 2), ("maison-tarot", (), 3), ("maison-tarot", ("wild",), 5), ("triomphe-forcee", (), 2),
            ("triomphe-forcee", (), 3), ("la-rigueur", (), 3)]
    return out


CASES = cases()
IDS = [f"{game}{''.join('+' + v for v in variants)}{'' if players is None else f'-{players}p'}"
       for game, variants, players in CASES]


def options_for(game: str, variants: Sequence[str], seed: int = 0) -> dict[str, Any] | None:
    """MJ8 knock-out: totals before the hand from 300 to 435, so that some endings stop
    the hand the moment a total reaches 500."""
    return {"scores": [300 + 15 * (seed % 10), 290 + 20 * (seed % 7)]} if "knock-out" in variants else None


def ending(game: str, variants: Sequence[str], players: int | None, seed: int, cards: int,
           keep: Any = None, midway: bool = True) -> HandState | None:
    """A hand of random play (the basic bot outside trick play) stopped when no seat holds
    more than ``cards`` cards and the stock is gone, then (``midway``) a random number of
    cards of the next trick; None if the hand ended first or ``keep(state)`` refuses it."""
    rng = random.Random(seed)
    state = new_hand(game, players, variants, options_for(game, variants, seed), seed=seed)
    chooser, basic = get_bot("random", seed), get_bot("basic")
    while state.result is None:
        if (state.phase is PLAY and not state.trick_cards and not (state.own and state.own.cards())
                and max(hand.bit_count() for hand in state.hands) <= cards):
            for _ in range(rng.randrange(state.active) if midway else 0):
                state.apply(chooser.choose(state, state.turn), state.turn)  # type: ignore[arg-type]
            if state.result is not None or (keep is not None and not keep(state)):
                return None
            return state
        seat = state.turn
        assert seat is not None
        state.apply((chooser if state.phase is PLAY else basic).choose(state, seat), seat)
    return None


def cards_for(state_players: int, seed: int) -> int:
    """Endings as deep as the minimax can afford: 2-3 cards with four or more seats,
    3-4 with three, 4 with two."""
    if state_players >= 4:
        return 2 + seed % 2
    return 3 + seed % 2 if state_players == 3 else 4


@pytest.mark.parametrize(("game", "variants", "players"), CASES, ids=IDS)
def test_endings_of_every_game_agree_with_the_minimax(game: str, variants: tuple[str, ...], players: int | None) -> None:
    solved = 0
    for seed in range(40):
        active = new_hand(game, players, variants, options_for(game, variants), seed=0).active
        state = ending(game, variants, players, seed, cards_for(active, seed))
        if state is not None:
            assert_solved(state)
            solved += 1
        if solved == 12:
            break
    assert solved >= 8, "too few endings reached"


@pytest.mark.parametrize(("game", "variants", "players"), CASES, ids=IDS)
def test_positions_with_one_key_have_one_future(game: str, variants: tuple[str, ...], players: int | None) -> None:
    """The table's key holds all of the past that still counts, per game (T5, T6, MT3,
    ML3, LT4-LT8, TF4, MJ3-MJ8, K3, K4, K7), in endings of two tricks more than the
    minimax comparison can afford."""
    active = new_hand(game, players, variants, options_for(game, variants), seed=0).active
    cards = {2: 5, 3: 4}.get(active, 3)
    shared = tested = 0
    for seed in range(30):
        state = ending(game, variants, players, seed, cards, midway=False)
        if state is not None:
            shared += shared_keys(state)
            tested += 1
        if tested == 4:
            break
    assert tested == 4 and shared > 0


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(case=st.sampled_from(CASES), seed=st.integers(0, 10**9))
def test_any_ending_agrees_with_the_minimax(case: tuple[str, tuple[str, ...], int | None], seed: int) -> None:
    game, variants, players = case
    active = new_hand(game, players, variants, options_for(game, variants), seed=0).active
    state = ending(game, variants, players, seed, 2 if active >= 4 else 3)
    if state is not None:
        assert_solved(state)


# ---------------------------------------------------------------- the table's keys
def table_positions(state: HandState, tricks: int) -> list[HandState]:
    """Every position ``tricks`` tricks on from ``state`` at which the solver keys its
    table: the start of a trick or a declaration window (MJ4)."""
    found: list[HandState] = []
    first = state.trick_number

    def walk(node: HandState) -> None:
        if node.result is not None:
            return
        if (not node.trick_cards and (node.phase is PLAY or node.phase in node.spec.windows)
                and node.trick_number - first >= tricks):
            found.append(node.copy())
            return
        for action in node.legal_actions():
            node.push_legal(action)
            walk(node)
            node.pop()

    walk(state.copy())
    return found


def shared_keys(state: HandState, tricks: int = 2) -> int:
    """The table's key is exact: any two positions two tricks on from ``state`` with the
    same key (:mod:`tarotlib.search.games`: the cards out, the seat to move, what of the
    past still counts) have the same future: value less offset, by the plain minimax.
    Returns how many keys two or more positions shared (what the check had to test)."""
    search = Search(state.copy())
    futures: dict[Any, set[float]] = {}
    positions: dict[Any, int] = {}
    for node in table_positions(state, tricks):
        search.state = node
        key, certain, _ = search.key()
        future = Minimax(node, state).value() - (certain or 0.0)
        futures.setdefault(key, set()).add(future)
        positions[key] = positions.get(key, 0) + 1
    assert all(len(values) == 1 for values in futures.values()), "one key, two futures"
    return sum(1 for count in positions.values() if count > 1)


# ---------------------------------------------------------------- each part of the past the key keeps
def future(node: HandState, root: HandState) -> tuple[Any, float]:
    """The table's key of ``node`` and its future (the minimax value less the offset), for
    the side of ``root``'s seat to move."""
    search = Search(root.copy())
    search.state = node
    key, certain, _ = search.key()
    return key, Minimax(node, root).value() - (certain or 0.0)


def piquet_deal(hands: Sequence[Sequence[str]]) -> Deal:
    return Deal(tuple(tuple(PIQUET.index(c) for c in hand) for hand in hands), (), None, None)


def tarot_deal(hands: Sequence[Sequence[str]]) -> Deal:
    return Deal(tuple(tuple(TAROT.index(c) for c in hand) for hand in hands))


def move(state: HandState, cards: int, giver: int, taker: int) -> None:
    """Rewrite the past: won ``cards`` (a mask) lie in ``taker``'s pile instead of ``giver``'s."""
    assert state.won[giver] & cards == cards
    state.won[giver] ^= cards
    state.won[taker] |= cards


def pit_twins() -> tuple[HandState, HandState]:
    """K4: side 1 won the first trick, worth nothing, and can win the last two (pit, +100);
    its twin: side 0 won that trick, the same card points (none), and no pit is left."""
    hands = [["7c", "7s", "8s"], ["9c", "Jh", "9h"], ["8c", "9s", "10d"], ["7d", "As", "Ks"]]
    state = new_hand("klaverjas-4", 4, ["utrechts"], dealer=0, deal=piquet_deal(hands), partial=True)
    state.apply(Bid("play", trump=2))  # K7 utrechts: voorhand (seat 1) plays, hearts
    for code in ("9c", "8c", "7d", "7c"):
        state.play(code)
    twin = state.copy()
    move(twin, twin.won[1], 1, 0)
    twin.tricks_won[1] -= 1
    twin.tricks_won[0] += 1
    return state, twin


def blank_twins() -> tuple[HandState, HandState]:
    """T5: seat 0 won two blanks before playing its Excuse, so it pays at once; its twin
    won none of them, owes, and at the end gives its King (MT3)."""
    state = new_hand("maison-tarot", 3, dealer=2, partial=True,
                     deal=tarot_deal([["Kc", "EX", "5d"], ["2c", "6d", "7d"], ["3c", "8d", "9d"]]))
    for code in ("Kc", "2c", "3c"):
        state.play(code)
    twin = state.copy()
    move(twin, TAROT.mask(["2c", "3c"]), 0, 1)
    return state, twin


def settle_twins() -> tuple[HandState, HandState]:
    """MT3: the Excuse's owner still owes at the last trick, which he cannot win: he gives
    his lowest point card, here the Cavalier (2 points); its twin holds the Valet instead."""
    state = new_hand("maison-tarot", 3, dealer=2, partial=True,
                     deal=tarot_deal([["Kc", "EX", "2s"], ["Qc", "Jd", "Ks"], ["Cc", "8d", "3s"]]))
    for code in ("Kc", "Qc", "Cc", "EX", "Jd", "8d"):
        state.play(code)
    assert state.debt == (0, 1)
    twin = state.copy()
    move(twin, TAROT.mask(["Cc"]), 0, 1)
    move(twin, TAROT.mask(["Jd"]), 1, 0)
    return state, twin


@pytest.mark.parametrize("twins", [pit_twins, blank_twins, settle_twins], ids=lambda f: f.__name__)
def test_a_past_that_changes_the_future_changes_the_key(twins: Any) -> None:
    """The same cards out and the same seat to move, a past that differs in one thing the
    score still needs (K4's pit, T5's blank, MT3's settling): the rest of the hand is worth
    something else, so the table must key them apart."""
    state, twin = twins()
    (key, rest), (twin_key, twin_rest) = future(state, state), future(twin, state)
    assert rest != twin_rest
    assert key != twin_key
    assert_solved(state)


def assert_bounds_hold(state: HandState) -> None:
    """The game's value bounds (:mod:`tarotlib.search.games`) hold the exact value, by the
    minimax, for the side of every seat, at ``state`` and at every position one trick on."""
    rules = rules_for(state.spec.id)
    if rules.bounds is None:
        return
    for node in [state, *table_positions(state, 1)]:
        _, offsets = rules.past(node)
        for seat in range(node.players):
            if seat == node.sitting_out:
                continue
            camp = camp_of(node.sides, seat, node.sitting_out)
            weights = [0.0] * node.players
            if camp is None:
                weights[seat] = 1.0
            else:
                others = [o for o in range(node.players) if o != node.sitting_out and o not in camp]
                weights = [1 / len(camp) if o in camp else -1 / len(others) if o in others else 0.0
                           for o in range(node.players)]
            least, most = rules.bounds(node, weights, offsets)
            assert least <= Minimax(node, state, seat).value() <= most


@pytest.mark.parametrize("twins", [pit_twins, blank_twins, settle_twins], ids=lambda f: f.__name__)
def test_the_bounds_hold_in_the_scenarios(twins: Any) -> None:
    """K4 (pit, nat), T5 and MT3 (the Excuse's owner gives a card at the end)."""
    for state in twins():
        assert_bounds_hold(state)


@pytest.mark.parametrize(("game", "variants", "players"), CASES, ids=IDS)
def test_the_bounds_hold_in_endings(game: str, variants: tuple[str, ...], players: int | None) -> None:
    """No bound cuts off a value the rest of the hand can reach: a wrong bound would prune
    the true value away."""
    checked = 0
    for seed in range(20):
        state = ending(game, variants, players, seed, 2, midway=False)
        if state is not None:
            assert_bounds_hold(state)
            checked += 1
        if checked == 4:
            break
    assert checked >= 2


def first(game: str, variants: tuple[str, ...], cards: int, keep: Any) -> HandState:
    """The first ending of whole hands (seeds 0, 1, ...) that ``keep`` takes."""
    for seed in range(300):
        state = ending(game, variants, None, seed, cards, keep=keep, midway=False)
        if state is not None:
            return state
    raise AssertionError("no such ending")


def key_of(state: HandState) -> Any:
    search = Search(state.copy())
    return search.key()[0]


def threes_twin(state: HandState) -> HandState:
    """T6: one blank of one pile in another's (neither holding the Excuse): each pile's
    count by threes now breaks elsewhere."""
    holder = next((s for s in range(3) if state.hands[s] & TAROT.excuse_mask), None)
    giver = next(s for s in range(3) if s != holder and state.won[s] & BLANK_CARDS)
    taker = next(s for s in range(3) if s not in (holder, giver))
    twin = state.copy()
    move(twin, 1 << (state.won[giver] & BLANK_CARDS).bit_length() - 1, giver, taker)
    return twin


BLANK_CARDS = TAROT.mask([f"{rank}{suit}" for rank in range(1, 11) for suit in "cdhs"])


def test_the_key_keeps_each_part_of_the_past_that_counts() -> None:
    """Beside the twins above, a past rewritten in one part gets another key: T6 counting
    by threes (a pile's cards modulo three, ML3 LT6); LT4 (who must play the Excuse to
    trick 22); LT8 (a deferred Ten trumps' declarer's card points so far); MJ8 knock-out
    (the points themselves); MJ4 (what was declared); K4 for Klaverjassen-3 (which seat has
    won a trick: pit is one player's)."""
    for game in ("maison-troggen", "leipzig-taroc"):
        state = first(game, (), 4, lambda s: sum(1 for w in s.won if w & BLANK_CARDS) >= 2)
        assert key_of(threes_twin(state)) != key_of(state)

    state = first("leipzig-taroc", (), 4, lambda s: bool(sum(s.hands) & TAROT.excuse_mask))
    assert state.trick_number == 22
    holder = next(s for s in range(3) if state.hands[s] & TAROT.excuse_mask)
    twin = state.copy()
    twin.own = evolve(state.own, forced=holder)
    assert key_of(twin) != key_of(state)

    state = first("leipzig-taroc", ("nuremberg",), 4, lambda s: s.won[0] & TAROT.mask(["Kc", "Kd", "Kh", "Ks"])
                  and any(s.won[o] & BLANK_CARDS for o in (1, 2)))
    state.declared = ((0, Declare("ten-trumps", tuple(TAROT.trump(n) for n in range(2, 12))), 10),)
    twin = state.copy()
    other = next(o for o in (1, 2) if state.won[o] & BLANK_CARDS)
    king = state.won[0] & TAROT.mask(["Kc", "Kd", "Kh", "Ks"])
    move(twin, 1 << king.bit_length() - 1, 0, other)
    move(twin, 1 << (state.won[other] & BLANK_CARDS).bit_length() - 1, other, 0)
    assert key_of(twin) != key_of(state)

    state = first("marjolet", ("knock-out",), 4, lambda s: True)
    twin = state.copy()
    twin.points[0] += 10
    twin.points[1] -= 10
    assert key_of(twin) != key_of(state)

    state = first("marjolet", (), 4, lambda s: True)
    twin = state.copy()
    combo = state.own.open_combos[0]
    twin.own = evolve(state.own, declared=state.own.declared | {(combo[0], combo[1])})
    assert key_of(twin) != key_of(state)

    state = first("klaverjas-3", (), 3, lambda s: sum(1 for s2 in range(3) if s.tricks_won[s2]
                                                      and s2 != s.own.contract.seat) == 2)
    speler = state.own.contract.seat
    giver, taker = (s for s in range(3) if s != speler)
    twin = state.copy()
    move(twin, twin.won[giver], giver, taker)
    twin.tricks_won[taker] += twin.tricks_won[giver]
    twin.tricks_won[giver] = 0
    assert key_of(twin) != key_of(state)


def test_leipzig_last_tricks_with_the_excuse_and_the_pagat() -> None:
    """LT3 (the Excuse lost in tricks 23-25, and when led), LT4 (trick 22), LT5 (the
    Pagat paid at once, double in the last trick), LT7, T5: endings of whole hands from
    trick 22 on with the Excuse or the Pagat still in a hand."""
    special = TAROT.excuse_mask | TAROT.trump(1).bit
    solved = 0
    for variants in ((), ("prague-vienna",), ("nuremberg",)):
        found = 0
        for seed in range(400):
            state = ending("leipzig-taroc", variants, None, seed, 3 + seed % 2,
                           keep=lambda s: bool(sum(s.hands) & special))
            if state is None:
                continue
            assert state.trick_number >= 22
            assert_solved(state)
            found += 1
            if found == 8:
                break
        assert found == 8
        solved += found
    assert solved == 24


def test_maison_tarot_endings_with_the_excuse_owed() -> None:
    """T5 and MT3: endings in which the Excuse's owner still owes a blank, or still
    holds the Excuse: the debt paid later, or settled at the end with his lowest point
    card, or the Excuse itself."""
    found = 0
    for seed in range(600):
        state = ending("maison-tarot", (), 3, seed, 3 + seed % 2,
                       keep=lambda s: s.debt is not None or bool(sum(s.hands) & TAROT.excuse_mask))
        if state is not None:
            assert_solved(state)
            found += 1
            if found == 12:
                break
    assert found == 12


# ---------------------------------------------------------------- Marjolet and Binage with the stock
def draw_game(game: str, variants: Sequence[str], seed: int) -> HandState | None:
    """A Marjolet or Binage scenario of 2-3 cards a seat, the stock (1, 3 or 5 cards) and
    the turned card still to draw, its cards mostly Aces to Jacks so that combinations and
    their windows come up (MJ2, MJ4); sometimes the first card already played."""
    rng = random.Random(seed)
    hand = 2 + seed % 2
    stock = (1, 3, 5)[seed % 3]
    weights = [3 if index % 8 >= 3 else 1 for index in range(32)]
    chosen: list[int] = []
    while len(chosen) < 2 * hand + stock + 1:
        index = rng.choices(range(32), weights)[0]
        if index not in chosen:
            chosen.append(index)
    deal = Deal((tuple(chosen[:hand]), tuple(chosen[hand:2 * hand])), tuple(chosen[2 * hand:-1]), chosen[-1])
    options = {"scores": [rng.choice([0, 440, 470]), rng.choice([0, 460])]} if "knock-out" in variants else None
    state = new_hand(game, 2, variants, options, dealer=rng.randrange(2), deal=deal, partial=True)
    if state.result is None and rng.random() < 0.3:
        actions = state.legal_actions()
        state.apply(actions[rng.randrange(len(actions))])
    return state if state.result is None else None


@pytest.mark.parametrize(("game", "variants"), [("marjolet", ()), ("marjolet", ("marias-jack", "last-winner")),
                                               ("marjolet", ("knock-out",)), ("binage", ()), ("binage", ("knock-out",))],
                         ids=str)
def test_draw_game_endings_with_the_stock_and_windows(game: str, variants: tuple[str, ...]) -> None:
    """MJ2-MJ8: the draws from the known stock, the declaration windows (a phase inside
    trick play with its own actions), Dix, the last card, the play-out, knock-out."""
    windows = solved = 0
    for seed in range(30):
        state = draw_game(game, variants, seed)
        if state is None:
            continue
        windows += assert_solved(state).windows
        solved += 1
    assert solved >= 25
    assert windows > 0, "no ending reached a declaration window"


# ---------------------------------------------------------------- Klaverjassen from the first trick
def klaverjas_deal(game: str, variants: Sequence[str], seed: int, cards: int) -> HandState:
    """A Klaverjassen scenario of ``cards`` cards a seat from the high half of two suits
    and the trumps' lows, so runs, of-a-kind and Stuk come up (K3); K3's two skart cards
    too (K5). It starts in the bidding."""
    rng = random.Random(seed)
    k3 = game == "klaverjas-3"
    players = 4 if not k3 or "four-at-table" in variants else 3
    seats = 3 if k3 else 4
    pool = [index for index in range(32) if index % 8 >= 2 or index // 8 == 2]
    rng.shuffle(pool)
    dealer = rng.randrange(players)
    hands: list[tuple[int, ...]] = []
    at = 0
    for seat in range(players):
        if k3 and players == 4 and seat == dealer:
            hands.append(())
            continue
        hands.append(tuple(pool[at:at + cards]))
        at += cards
    rest = tuple(pool[at:at + 2]) if k3 else ()
    trumps = None if k3 else tuple(rng.sample(range(4), 2))
    assert len([h for h in hands if h]) == seats
    return new_hand(game, players, variants, None, dealer=dealer, deal=Deal(tuple(hands), rest, None, trumps),
                    partial=True)


def to_play(state: HandState) -> HandState | None:
    """The bidding settled by the first seat that may play (its first offer), then K3's
    discard and K7's kraken by the basic bot."""
    basic = get_bot("basic")
    while state.result is None and state.phase is not PLAY:
        actions = state.legal_actions()
        bids = [a for a in actions if isinstance(a, Bid) and a.call == "play"]
        state.apply(bids[0] if bids else basic.choose(state, state.turn))  # type: ignore[arg-type]
    return state if state.result is None else None


@pytest.mark.parametrize(("game", "variants"), [
    ("klaverjas-4", ()), ("klaverjas-4", ("kraken",)), ("klaverjas-4", ("amsterdams", "kraken", "majority")),
    ("klaverjas-4", ("schoppen-dubbel",)), ("klaverjas-3", ()), ("klaverjas-3", ("four-at-table", "majority")),
], ids=str)
def test_klaverjas_from_the_first_trick_with_roem(game: str, variants: tuple[str, ...]) -> None:
    """K2-K4, K7: trick roem, Stuk, hand roem announced with the first card (Kraken),
    the factor, nat and pit, from the first trick of small scenarios."""
    solved = 0
    for seed in range(20):
        state = to_play(klaverjas_deal(game, variants, seed, 3 if game == "klaverjas-4" else 4))
        if state is not None:
            assert_solved(state)
            solved += 1
    assert solved >= 15


@pytest.mark.parametrize(("game", "variants"), [("klaverjas-4", ("kraken",)), ("klaverjas-3", ())], ids=str)
def test_from_the_bidding_and_the_discard(game: str, variants: tuple[str, ...]) -> None:
    """The solver is a minimax over any phase's legal actions: from the bidding (K5, K6),
    kraken (K7) and K3's discard, with the camps as they stand at the root."""
    for seed in range(6):
        state = klaverjas_deal(game, variants, seed, 2)
        assert state.phase is not PLAY
        assert_solved(state)
        if game == "klaverjas-3":
            basic = get_bot("basic")
            while state.result is None and state.phase.name != "discard":
                state.apply(basic.choose(state, state.turn), state.turn)  # type: ignore[arg-type]
            if state.result is None:
                assert_solved(state)


# ---------------------------------------------------------------- equal cards the game keeps apart
def value_of(solution: Any, code: str) -> float:
    return next(value for action, value in solution.values if isinstance(action, Play) and action.card.code == code)


def test_the_pagat_is_not_merged_with_trump_2() -> None:
    """LT5: trump 1 and trump 2 are neighbours with no trump out between, but the Pagat
    lost to another seat costs 5 to each, and winning the last trick brings 10 from
    each: led now it is lost, kept it wins trick 2."""
    cards = {0: ["T1", "T2"], 1: ["T5", "3c"], 2: ["T3", "4c", "5c", "6c", "7c"]}
    deal = Deal(tuple(tuple(TAROT.index(c) for c in cards[s]) for s in range(3)))
    state = new_hand("leipzig-taroc", 3, dealer=2, deal=deal, partial=True)
    for code in ("5c", "6c", "7c"):  # LT1: the dealer lays three away
        state.apply(state.legal_actions()[[a.card.code for a in state.legal_actions()].index(code)])
    assert state.phase is PLAY and state.turn == 0
    solution = solve(state, values=True)
    # led now the Pagat is lost (-5 to each) with its 4 card points; kept, it wins the last trick (+10 from each)
    assert value_of(solution, "T2") - value_of(solution, "T1") == 10 + 20 + 4
    assert_solved(state)


def test_a_card_of_an_open_combination_is_not_merged() -> None:
    """MJ4: the King, Queen and Jack of hearts are neighbours worth nothing, but led with
    the Jack, the trick won keeps King and Queen for Marias (20) in the window at once;
    led with the Queen or the King, it is gone."""
    state = dealt_draw_game(["Kh", "Qh", "Jh"], ["7c", "8c", "9c"], ["7d"], "8s")
    assert state.turn == 0
    solution = solve(state, values=True)
    assert value_of(solution, "Jh") - value_of(solution, "Qh") == 20
    assert value_of(solution, "Qh") == value_of(solution, "Kh")
    assert_solved(state)
    state.play("Jh")
    state.play("7c")
    assert state.phase.name == "declare" and state.turn == 0  # MJ4: the window, a phase of its own
    window = solve(state, values=True)
    assert [(str(action), value) for action, value in window.values] == [
        ("declare marias Kh Qh", window.value), ("end declaring", window.value - 20)]
    assert_solved(state)


def dealt_draw_game(first: list[str], second: list[str], stock: list[str], turned: str) -> HandState:
    """A Marjolet hand: seat 0 leads (seat 1 deals), the stock top first."""
    deal = Deal((tuple(PIQUET.index(c) for c in first), tuple(PIQUET.index(c) for c in second)),
                tuple(PIQUET.index(c) for c in stock), PIQUET.index(turned))
    return new_hand("marjolet", 2, dealer=1, deal=deal, partial=True)


def test_a_card_that_may_make_a_run_is_not_merged() -> None:
    """K3: the 7 and 8 of clubs are neighbours worth nothing, but with the 10 and 9 of
    clubs on the table the 8 makes a run of three (20 roem), the 7 does not."""
    hands = [["Ad", "Kd"], ["10c", "Qd"], ["9c", "Jd"], ["7c", "8c"]]
    deal = Deal(tuple(tuple(PIQUET.index(c) for c in h) for h in hands), (), None, None)
    state = new_hand("klaverjas-4", 4, ["utrechts"], dealer=0, deal=deal, partial=True)
    state.apply(Bid("play", trump=2))  # K7 utrechts: voorhand (seat 1) plays, hearts
    state.play("10c")
    state.play("9c")
    assert state.turn == 3
    solution = solve(state, values=True)
    assert value_of(solution, "8c") != value_of(solution, "7c")
    assert_solved(state)


# ---------------------------------------------------------------- refusals and limits
def test_a_scenario_whose_hands_do_not_add_up_is_refused() -> None:
    """A scenario with uneven hands stops where a seat runs out: its other cards are
    unknown, so it has no value to solve (English and Dutch)."""
    deal = Deal(((0, 1), (2,), (3, 4), (5, 6)))
    state = new_hand("maison-tarot", 4, dealer=3, deal=deal, partial=True)
    with pytest.raises(TarotlibError) as refused:
        solve(state)
    assert "do not add up" in refused.value.message("en")
    assert "kloppen niet" in refused.value.message("nl")


def test_an_uneven_scenario_from_the_bidding_is_refused_where_it_runs_out() -> None:
    """Before trick play the hands need not be even (a dealer's discard to come); an
    uneven Klaverjassen scenario is refused when the search reaches the seat without a card."""
    deal = Deal(((0, 1), (2, 3), (4, 5), (6,)), (), None, (0, 1))
    state = new_hand("klaverjas-4", 4, dealer=3, deal=deal, partial=True)
    assert state.phase.name == "bid"
    with pytest.raises(TarotlibError, match="do not add up"):
        solve(state)


def test_an_even_scenario_is_solved_as_a_hand_of_its_cards() -> None:
    deal = Deal(((0, 1), (2, 15), (3, 4), (5, 6)))
    state = new_hand("maison-tarot", 4, dealer=3, deal=deal, partial=True)
    assert_solved(state)


def test_a_finished_hand_and_a_wrong_argument_are_refused() -> None:
    state = play_out(new_hand("klaverjas-4", seed=1), [get_bot("basic")] * 4)
    with pytest.raises(TarotlibError, match="over"):
        solve(state)
    with pytest.raises(TarotlibError, match="HandState"):
        solve("klaverjas-4")  # type: ignore[arg-type]
    fresh = ending("maison-tarot", (), 4, 1, 2)
    assert fresh is not None
    for bad in ({"depth": -1}, {"depth": "2"}, {"max_nodes": 0}, {"max_nodes": 1.5}):
        with pytest.raises(TarotlibError, match=next(iter(bad))):
            solve(fresh, **bad)


def test_max_nodes_stops_the_search_and_leaves_the_state_as_it_was() -> None:
    state = ending("leipzig-taroc", (), None, 3, 6)
    assert state is not None
    before = (list(state.hands), list(state.actions), state.legal_actions())
    with pytest.raises(SearchStopped) as stopped:
        solve(state, max_nodes=50)
    assert stopped.value.nodes == 50
    assert "max_nodes" in stopped.value.message("en") and "knopen" in stopped.value.message("nl")
    copied = pickle.loads(pickle.dumps(stopped.value))
    assert (type(copied), copied.nodes, str(copied)) == (SearchStopped, 50, str(stopped.value))
    assert (list(state.hands), list(state.actions), state.legal_actions()) == before


def test_a_deadline_already_passed_stops_at_once() -> None:
    state = ending("maison-tarot", (), 4, 2, 3)
    assert state is not None
    with pytest.raises(SearchStopped, match="deadline"):
        solve(state, deadline=time.monotonic() - 1)


def test_solving_does_not_change_the_state() -> None:
    state = ending("marjolet", (), None, 4, 4)
    assert state is not None
    before = (list(state.hands), list(state.actions), list(state.points), len(state.events))
    solve(state, values=True)
    assert (list(state.hands), list(state.actions), list(state.points), len(state.events)) == before


# ---------------------------------------------------------------- the depth-limited search
def depth_minimax(state: HandState, root: int, camp: tuple[int, ...], first: int, depth: int) -> float:
    """Every line for ``depth`` tricks, then :func:`horizon_action` to the end."""
    if state.result is not None:
        return final_value(state.result.score, state.sides, root, state.sitting_out)
    if state.phase is PLAY and not state.trick_cards and state.trick_number - first >= depth:
        steps = 0
        while state.result is None:
            state.push_legal(horizon_action(state))
            steps += 1
        value = final_value(state.result.score, state.sides, root, state.sitting_out)
        for _ in range(steps):
            state.pop()
        return value
    values = []
    for action in state.legal_actions():
        state.push_legal(action)
        values.append(depth_minimax(state, root, camp, first, depth))
        state.pop()
    return max(values) if state.turn in camp else min(values)


@pytest.mark.parametrize(("game", "players", "trick"), [("leipzig-taroc", None, 18), ("maison-tarot", 4, 8),
                                                          ("maison-troggen", None, 19)])
def test_depth_limited_search_looks_ahead_then_rolls_out(game: str, players: int | None, trick: int) -> None:
    """With ``depth`` the value is the minimax of that many tricks, each line then played
    to its end by the horizon's playout (here basic's habits) and scored by the engine:
    not the exact value."""
    for seed in range(3):
        state = new_hand(game, players, seed=seed)
        basic = get_bot("basic")
        while state.phase is not PLAY or state.trick_cards or state.trick_number < trick:
            state.apply(basic.choose(state, state.turn), state.turn)  # type: ignore[arg-type]
        root = state.turn
        assert root is not None
        camp = camp_of(state.sides, root, state.sitting_out) or (root,)
        expected = depth_minimax(state.copy(), root, camp, state.trick_number, 1)
        assert solve(state, depth=1).value == expected


def test_depth_past_the_end_is_the_exact_value() -> None:
    solved = 0
    for seed in range(6):
        state = ending("leipzig-taroc", (), None, seed, 3)
        if state is not None:
            deep, exact = solve(state, depth=5, values=True), solve(state, values=True)
            assert (deep.value, deep.best, deep.values) == (exact.value, exact.best, exact.values)
            solved += 1
    assert solved >= 3


def test_the_figures_script_measures_a_case() -> None:
    """``benchmarks/solver_figures.py``'s functions, which ``benchmarks/search.py`` may call."""
    path = Path(__file__).resolve().parent.parent / "benchmarks" / "solver_figures.py"
    spec = importlib.util.spec_from_file_location("solver_figures", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    (row,) = module.figures(["maison-tarot 4p from trick 10"], 1, values=True)
    assert row["case"] == "maison-tarot 4p from trick 10" and row["nodes_median"] > 0 and row["stopped"] == 0
    assert [state.trick_number for state in module.positions("marjolet play-out", 2)] != []


# ---------------------------------------------------------------- the horizon's playout
HABIT_GAMES = [("maison-tarot", 4), ("maison-tarot", 3), ("la-rigueur", None), ("maison-troggen", None),
               ("triomphe-forcee", 4), ("leipzig-taroc", None)]


@pytest.mark.parametrize(("game", "players"), HABIT_GAMES)
@pytest.mark.parametrize("seed", range(3))
def test_the_habit_playout_plays_as_basic_does(game: str, players: int | None, seed: int) -> None:
    """:func:`habit_action` reads the state, not a view, yet at every card of a hand
    ``basic`` plays it names ``basic``'s own card (its game's play advice included,
    Leipzig's Excuse and Pagat cautions)."""
    state = new_hand(game, players, seed=seed)
    basic = get_bot("basic")
    compared = 0
    while state.turn is not None:
        action = basic.choose(state, state.turn)
        if state.phase is PLAY:
            assert habit_action(state) == action
            compared += 1
        state.apply(action, state.turn)
    assert compared >= 3 * state.players or state.trick_number <= 1  # a hand that went to trick play was compared


@pytest.mark.parametrize("game", ["maison-tarot", "leipzig-taroc", "marjolet", "klaverjas-4"])
def test_the_horizon_plays_habits_in_the_tarot_games_only(game: str) -> None:
    """SearchRules.habits: the tarot games' play advice reads only what SeenAtTable holds;
    Marjolet's and Klaverjassen's read more of a view (cards seen, partners)."""
    assert rules_for(game).habits == (game in ("maison-tarot", "leipzig-taroc"))


def test_depth_zero_values_each_action_by_its_playout() -> None:
    """``depth=0``: no search, each legal action played then the hand played out
    (:func:`horizon_action`), scored by the engine for the seat to move."""
    state = new_hand("maison-tarot", 4, seed=4)
    basic = get_bot("basic")
    while state.phase is not PLAY:
        state.apply(basic.choose(state, state.turn), state.turn)  # type: ignore[arg-type]
    root = state.turn
    assert root is not None
    expected = []
    for action in state.legal_actions():
        line = state.copy()
        line.apply(action, root)
        while line.result is None:
            line.apply(horizon_action(line), line.turn)
        expected.append((action, final_value(line.result.score, line.sides, root, line.sitting_out)))
    solution = solve(state, depth=0, values=True)
    assert list(solution.values) == expected
    top = max(value for _, value in expected)
    assert solution.value == top and solution.best == tuple(a for a, v in expected if v == top)
