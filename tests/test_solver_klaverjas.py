"""Klaverjassen's own double-dummy solver (tarotlib.search.klaverjas) against a plain
minimax over the engine itself: ``legal_actions``, ``push_legal`` and ``pop`` to the
end of the hand, each leaf scored by ``final_value`` of the engine's final score.
Random endings of 2 to 4 cards a hand, Klaverjas-4 with every variant (K6, K7) and
Klaverjas-3 (K5), the exact value and each legal card's value; and scenarios whose
value is worked out by hand (K4's nat, pit and "no trick, no contract", K7's hand
roem)."""

from __future__ import annotations

import importlib.util
import json
import random
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tarotlib import Deal, HandState, TarotlibError, new_hand
from tarotlib.actions import Bid, Double
from tarotlib.cards import PIQUET
import tarotlib.search.klaverjas as klaverjas_solver
from tarotlib.search.klaverjas import quick_tricks, solve_klaverjas
from tarotlib.search.objective import final_value

ROOT = Path(__file__).resolve().parent.parent
HEARTS = 2
NO_TRICK_PIT = 100  # K4
TOTAL = 162  # K1


def cards(codes: str) -> tuple[int, ...]:
    return tuple(PIQUET.index(code) for code in codes.split())


def final_score(state: HandState) -> tuple[float, ...]:
    """The engine's final score per seat, with K4/K7's "a side that wins no trick cannot
    make its contract: the playing side is nat whatever its hand roem" applied where
    the engine's own scoring does not have it yet (Klaverjas-4 with kraken's hand roem;
    a Klaverjas-3 Speler without a trick has no points to make it with). Once the
    engine scores so, this changes nothing."""
    result = state.result
    assert result is not None
    contract = state.own.contract
    if state.spec.id != "klaverjas-4" or result.extra["nat"] or any(
            state.tricks_won[s] for s in range(state.players) if state.sides[s] == contract.side):
        return tuple(result.score)
    # nat (K4): the defenders take 162 and all roem, and, with every trick, pit; times the factor (K7)
    defenders = (TOTAL + sum(state.own.roem) + NO_TRICK_PIT) * state.own.factor
    return tuple(0 if state.sides[s] == contract.side else defenders for s in range(state.players))


def brute_force(state: HandState, seat: int) -> float:
    """Minimax over the engine: the value for ``seat``'s camp with both camps playing
    their best (``final_value``), every legal card tried."""
    if state.result is not None:
        return final_value(final_score(state), state.sides, seat, state.sitting_out)
    ours = state.sides[state.turn] == state.sides[seat]
    values = []
    for action in state.legal_actions():
        state.push_legal(action)
        values.append(brute_force(state, seat))
        state.pop()
    return max(values) if ours else min(values)


def random_ending(game: str, variants: tuple[str, ...], players: int, seed: int) -> HandState:
    """A random hand bid and played at random until 2-4 cards a hand are left, at a
    random point of a trick."""
    rng = random.Random(seed)
    while True:
        state = new_hand(game, players, variants, seed=rng.randrange(10**9))
        while state.result is None and state.phase.name != "play":
            state.apply(rng.choice(state.legal_actions()))
        if state.result is None:
            break
    left = rng.choice((2, 3, 4)) * state.active - rng.randrange(state.active)
    while sum(hand.bit_count() for hand in state.hands) > left:
        state.apply(rng.choice(state.legal_actions()))
    return state


def assert_solved(state: HandState) -> None:
    """The solver's value, best cards and each card's value are the brute force's."""
    seat = state.turn
    expected = {}
    for action in state.legal_actions():
        state.push_legal(action)
        expected[action] = brute_force(state, seat)
        state.pop()
    best = max(expected.values())
    solved = solve_klaverjas(state, values=True)
    assert dict(solved.values) == expected
    assert solved.value == best
    assert set(solved.best) == {action for action, value in expected.items() if value == best}
    plain = solve_klaverjas(state)
    assert plain.value == best and set(plain.best) == set(solved.best) and not plain.values
    assert set(plain.best) <= set(state.legal_actions())


K4_CASES = [(), ("amsterdams",), ("kraken",), ("schoppen-dubbel",), ("majority",), ("utrechts",),
            ("leids",), ("voorhand-vrij",), ("leids", "majority"), ("kraken", "amsterdams"),
            ("utrechts", "kraken", "majority"), ("schoppen-dubbel", "amsterdams", "majority"),
            ("voorhand-vrij", "kraken"), ("leids", "kraken", "amsterdams")]
K3_CASES = [((), 3), (("four-at-table",), 4), (("majority",), 3), (("four-at-table", "majority"), 4)]
SEEDS = range(20)


@pytest.mark.parametrize("variants", K4_CASES, ids=lambda v: "+".join(v) or "rotterdams")
@pytest.mark.parametrize("seed", SEEDS)
def test_klaverjas_4_endings_agree_with_the_engine(variants: tuple[str, ...], seed: int) -> None:
    """K2-K7: every variant's duties, roem, contract, nat, pit and factor."""
    assert_solved(random_ending("klaverjas-4", variants, 4, seed))


@pytest.mark.parametrize("variants,players", K3_CASES, ids=lambda v: "+".join(v) if isinstance(v, tuple) else str(v))
@pytest.mark.parametrize("seed", SEEDS)
def test_klaverjas_3_endings_agree_with_the_engine(variants: tuple[str, ...], players: int, seed: int) -> None:
    """K5: the Speler against two, the skart to the last trick's winner, one seat's pit."""
    assert_solved(random_ending("klaverjas-3", variants, players, seed))


@settings(max_examples=25, deadline=None)
@given(st.integers(0, 10**9), st.sets(st.sampled_from(["amsterdams", "kraken", "majority", "leids"])))
def test_any_ending_agrees_with_the_engine(seed: int, variants: set[str]) -> None:
    """Any mix of the variants that change play or scoring (K7, K4's majority)."""
    assert_solved(random_ending("klaverjas-4", tuple(sorted(variants)), 4, seed))


def random_first_trick(seed: int, variants: tuple[str, ...]) -> HandState:
    """Klaverjas-4 (Utrechts: voorhand names a random trump), three cards a seat: one
    seat a run of three in a suit, another the trump King and Queen, the rest at random;
    doubled at random, played at random into the first trick. Hand roem (K7) is still
    to come for the seats yet to play, and the cards in play make less than 162."""
    rng = random.Random(seed)
    trump = rng.randrange(4)
    suit, start = rng.randrange(4), rng.randrange(6)
    run = [8 * suit + start + r for r in range(3)]
    stuk = [8 * trump + 5, 8 * trump + 6]  # Queen and King (K3)
    rest = [c for c in range(32) if c not in run + stuk]
    rng.shuffle(rest)
    hands = [run, [c for c in stuk if c not in run], [], []]
    for hand in hands:
        while len(hand) < 3:
            hand.append(rest.pop())
    rng.shuffle(hands)
    state = new_hand("klaverjas-4", 4, ("utrechts", *variants), dealer=3,
                     deal=Deal(hands=tuple(map(tuple, hands))), partial=True)
    state.apply(Bid("play", trump=trump))
    while state.phase.name != "play":
        state.apply(rng.choice(state.legal_actions()))
    for _ in range(rng.randrange(4)):
        state.apply(rng.choice(state.legal_actions()))
    return state


@pytest.mark.parametrize("variants", [("kraken",), ("kraken", "majority"), ("schoppen-dubbel", "amsterdams")],
                         ids="+".join)
@pytest.mark.parametrize("seed", range(12))
def test_first_tricks_with_hand_roem_agree_with_the_engine(variants: tuple[str, ...], seed: int) -> None:
    """K7: runs, four of a kind and Stuk in hand, announced with a seat's first card
    or the first of trump King and Queen, whatever is played after."""
    assert_solved(random_first_trick(seed, variants))


# ---------------------------------------------------------------- scenarios worked out by hand
def no_trick_state() -> HandState:
    """Klaverjas-4, Utrechts with Kraken (K7), four cards each: seat 0 names hearts and
    holds four Sevens (hand roem 100, K7); seat 3 holds only trumps and must trump every
    plain lead (K2), seat 1 the plain Aces and the Ten of clubs: the playing side (0, 2)
    can win no trick."""
    deal = Deal(hands=(cards("7c 7d 7h 7s"), cards("Ac Ad As 10c"), cards("8c 8d 8s 9c"), cards("Jh 9h Ah 10h")))
    state = new_hand("klaverjas-4", 4, ("utrechts", "kraken"), dealer=3, deal=deal, partial=True)
    state.apply(Bid("play", trump=HEARTS))
    while state.phase.name != "play":
        state.apply(Double(False))
    return state


def test_a_side_without_a_trick_is_nat_whatever_its_hand_roem() -> None:
    """K4, K7: four Sevens in hand (100) reach 82 without a card point, but a side that
    wins no trick cannot make its contract: the defenders take 162, all roem (the
    Sevens' 100 and seat 3's run 9-10-J of hearts in hand, 20) and pit (100)."""
    state = no_trick_state()
    solved = solve_klaverjas(state, values=True)
    assert solved.value == -(TOTAL + 100 + 20 + NO_TRICK_PIT)
    assert {value for _, value in solved.values} == {solved.value}
    assert solved.value == brute_force(state, state.turn)


def test_the_factor_multiplies_the_value() -> None:
    """K7: a kraken (x2) doubles the final value the solver gives."""
    deal = Deal(hands=(cards("7c 7d 7h 7s"), cards("Ac Ad As 10c"), cards("8c 8d 8s 9c"), cards("Jh 9h Ah 10h")))
    state = new_hand("klaverjas-4", 4, ("utrechts", "kraken"), dealer=3, deal=deal, partial=True)
    state.apply(Bid("play", trump=HEARTS))
    state.apply(Double(True))  # seat 1 krakt
    while state.phase.name != "play":
        state.apply(Double(False))
    assert state.own.factor == 2
    assert solve_klaverjas(state).value == -2 * (TOTAL + 100 + 20 + NO_TRICK_PIT)


def last_trick(hands: str, variants: tuple[str, ...] = ()) -> HandState:
    """Klaverjas-4 (Utrechts: seat 0 names hearts) with one card each."""
    deal = Deal(hands=tuple(cards(hand) for hand in hands.split("/")))
    state = new_hand("klaverjas-4", 4, ("utrechts", *variants), dealer=3, deal=deal, partial=True)
    state.apply(Bid("play", trump=HEARTS))
    return state


def test_the_last_trick_with_pit_and_nat() -> None:
    """K4: the playing side takes the only trick of a scenario, 11 + 4 + 3 + 10 and the
    last trick's 10: 38, short of 82, so nat: the defenders take 162; pit is added after
    the split, so the playing side keeps its 100."""
    state = last_trick("Ah/Kc/Qh/10c")
    solved = solve_klaverjas(state)
    assert solved.value == NO_TRICK_PIT - TOTAL
    assert [a.card.code for a in solved.best] == ["Ah"]


def test_a_trick_on_the_table_with_stuk() -> None:
    """K3: trump King and Queen in one trick (Stuk, 20) for its winner; seat 2 chooses
    between winning it with the Jack of trumps and under-trumping is not allowed to
    him (K2: he must beat the King): the Jack it is."""
    deal = Deal(hands=(cards("Kh 7c"), cards("Qh 8c"), cards("Jh 7h"), cards("9c 10c")))
    state = new_hand("klaverjas-4", 4, ("utrechts",), dealer=3, deal=deal, partial=True)
    state.apply(Bid("play", trump=HEARTS))
    state.play("Kh")
    state.play("Qh")
    solved = solve_klaverjas(state, values=True)
    assert [a.card.code for a in solved.best] == ["Jh"]
    assert [a.card.code for a, _ in solved.values] == ["Jh"]  # K2: 7h would not beat the King
    assert solved.value == brute_force(state, state.turn)


def test_equal_cards_share_their_value() -> None:
    """Seven and Eight of clubs in one hand with no club out between them are one card:
    both are listed, with one value."""
    deal = Deal(hands=(cards("7c 8c"), cards("Ac Kc"), cards("9d 10d"), cards("Ad Kd")))
    state = new_hand("klaverjas-4", 4, ("utrechts",), dealer=3, deal=deal, partial=True)
    state.apply(Bid("play", trump=HEARTS))
    solved = solve_klaverjas(state, values=True)
    values = dict((a.card.code, v) for a, v in solved.values)
    assert set(values) == {"7c", "8c"} and values["7c"] == values["8c"] == solved.value
    assert solved.value == brute_force(state, state.turn)


def test_the_state_is_not_changed() -> None:
    state = random_ending("klaverjas-4", ("kraken",), 4, 7)
    before = (list(state.hands), list(state.trick_cards), len(state.actions), list(state.own.roem), state.turn)
    solve_klaverjas(state, values=True)
    assert (list(state.hands), list(state.trick_cards), len(state.actions), list(state.own.roem), state.turn) == before


# ---------------------------------------------------------------- quick bounds
def hands_of(*codes: str) -> list[int]:
    return [sum(1 << c for c in cards(hand)) if hand else 0 for hand in codes]


PARTNERS = (1, 0, 1, 0)  # seats 0 and 2 play (K4)


def test_quick_tricks_are_the_highest_trumps_in_one_hand() -> None:
    """K1: hearts trump, Jack 9 Ace 10 King Queen 8 7. Seat 0 holds the Jack, the 9 and
    the Ace: 20 + 14 + 11 for the playing camp; the 10 is seat 1's, so it stops there.
    The same hand at seat 3: the defenders' (his partner's 10 would not count either:
    he may have to play it under the Ace)."""
    hands = hands_of("Jh 9h Ah 7c", "10h Kh 8c 9c", "7h 8h Ac 10c", "Qh Ad Kd 7s")
    assert quick_tricks(hands, HEARTS, PARTNERS, 10) == (0b0001, 20 + 14 + 11, 0)
    assert quick_tricks(hands[1:] + hands[:1], HEARTS, PARTNERS, 10) == (0b1000, 0, 20 + 14 + 11)


def test_quick_tricks_skip_the_trumps_played_and_stop_at_another_hand() -> None:
    """The Jack is out of play: the 9 is the highest left; its holder's next trump is
    the King, but the Ace and the 10 are out in other hands."""
    hands = hands_of("9h Kh", "Ah 7c", "10h 8c", "Qh 7d")
    assert quick_tricks(hands, HEARTS, PARTNERS, 10) == (0b0001, 14, 0)


def test_a_hand_of_nothing_but_the_highest_trumps_takes_every_point() -> None:
    """He wins every trick: his camp takes every card left and the last trick (10)."""
    hands = hands_of("7c Ac", "Jh 9h", "10c Kd", "Ad 7s")
    assert quick_tricks(hands, HEARTS, PARTNERS, 10) == (0b0010, 0, 11 + 20 + 14 + 10 + 4 + 11 + 10)


def test_no_trump_left_no_quick_trick() -> None:
    hands = hands_of("7c Ac", "8c 9c", "10c Kd", "Ad 7s")
    assert quick_tricks(hands, HEARTS, PARTNERS, 10) == (0, 0, 0)


def test_quick_tricks_cut_the_search_and_keep_the_value(monkeypatch: pytest.MonkeyPatch) -> None:
    """Diamonds trump, four cards a seat, seat 3 to lead; seat 1 holds the 9 and the
    King of trumps with the Jack gone: 18 points for the defenders whatever is played.
    The solver's values are the brute force's, and the search visits fewer cards than
    with the quick tricks worth no points."""
    state = random_ending("klaverjas-4", (), 4, 64)
    assert quick_tricks(list(state.hands), state.trump, PARTNERS if state.own.contract.side == 0 else (0, 1, 0, 1), 10) \
        == (0b0010, 0, 14 + 4)
    assert_solved(state)
    with_quick_tricks = solve_klaverjas(state, values=True)

    def no_points(hands: list[int], trump: int, camp: tuple[int, ...], bonus: int) -> tuple[int, int, int]:
        return quick_tricks(hands, trump, camp, bonus)[0], 0, 0

    monkeypatch.setattr(klaverjas_solver, "quick_tricks", no_points)
    without = solve_klaverjas(state, values=True)
    assert without.values == with_quick_tricks.values
    assert with_quick_tricks.nodes < without.nodes


def test_a_contract_out_of_reach_is_bounded_by_nat() -> None:
    """K4: one trick of 38 card points with the last trick's 10 cannot make 82: the
    most the playing camp can reach is nat with pit (100 - 162), not the margin of a
    contract made with every point (2 * 38 - 162 + 100); the solver's value is that."""
    state = last_trick("Ah/Kc/Qh/10c")
    solver = klaverjas_solver._Solver(state)
    low, high = solver.span(0, 0, 0, 0, 38, 0)
    assert high == NO_TRICK_PIT - TOTAL
    assert low == -TOTAL - NO_TRICK_PIT  # the defenders may take it: no trick, no contract (K4) and their pit
    assert solve_klaverjas(state).value == high


# ---------------------------------------------------------------- refusals
def test_another_game_is_refused() -> None:
    state = new_hand("maison-tarot", 4, seed=1)
    with pytest.raises(TarotlibError, match="state: a Klaverjassen-3 or -4 hand is needed"):
        solve_klaverjas(state)


def test_the_bidding_is_refused() -> None:
    state = new_hand("klaverjas-4", 4, seed=1)
    with pytest.raises(TarotlibError, match="state: the hand is not in trick play") as refused:
        solve_klaverjas(state)
    assert "slagenspel" in refused.value.message("nl")


def test_a_finished_hand_is_refused() -> None:
    state = last_trick("Ah/Kc/Qh/10c")
    for code in ("Ah", "Kc", "Qh", "10c"):
        state.play(code)
    with pytest.raises(TarotlibError, match="state: the hand is not in trick play"):
        solve_klaverjas(state)


def test_uneven_hands_are_refused() -> None:
    """A scenario whose hands run out unevenly has no end to score."""
    deal = Deal(hands=(cards("7c 8c"), cards("Ac"), cards("9d"), cards("Ad")))
    state = new_hand("klaverjas-4", 4, ("utrechts",), dealer=3, deal=deal, partial=True)
    state.apply(Bid("play", trump=HEARTS))
    with pytest.raises(TarotlibError, match="state.hands: every seat must hold as many cards"):
        solve_klaverjas(state)


# ---------------------------------------------------------------- the benchmark still runs
def test_the_search_benchmark_runs_and_writes_its_figures(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """benchmarks/search.py on one deal (no timing is asserted: speed is the benchmark's own report)."""
    spec = importlib.util.spec_from_file_location("bench_search", ROOT / "benchmarks" / "search.py")
    assert spec is not None and spec.loader is not None
    bench = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(bench)
    out = tmp_path / "search.json"
    assert bench.main(["--deals", "1", "--seed", "1", "--out", str(out)]) == 0
    figures = json.loads(out.read_text())
    assert figures["klaverjas_4"]["deals"] == 1 and figures["klaverjas_4"]["median_s"] > 0
    printed = capsys.readouterr().out
    assert "Klaverjassen-4 median per deal" in printed and "The generic solver" in printed
    assert set(figures["pimc"]) == set(bench.PIMC_GAMES) and all(f["decisions"] == 1 for f in figures["pimc"].values())


def test_the_search_benchmark_runs_its_klaverjassen_part_alone(tmp_path: Path,
                                                                capsys: pytest.CaptureFixture[str]) -> None:
    """--klaverjas-only: the Klaverjassen-4 deals with their nodes, nothing else."""
    spec = importlib.util.spec_from_file_location("bench_search", ROOT / "benchmarks" / "search.py")
    assert spec is not None and spec.loader is not None
    bench = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(bench)
    out = tmp_path / "search.json"
    assert bench.main(["--deals", "1", "--seed", "1", "--klaverjas-only", "--out", str(out)]) == 0
    figures = json.loads(out.read_text())
    assert figures["klaverjas_4"]["max_nodes"] == figures["klaverjas_4"]["median_nodes"] > 0
    assert figures["bridge_dds"] is figures["generic_solver"] is figures["pimc"] is None
    printed = capsys.readouterr().out
    assert "nodes: median" in printed and "The generic solver" not in printed
