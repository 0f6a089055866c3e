"""Klaverjassen for 4, rule by rule (rules/nl/klaverjassen-4.txt; DECISIONS K1-K4, K6-K8).

Each test names the decision it pins. Scenario deals are hand-made and partial
(fewer cards, each once); the dealer is seat 3, so seat 0 is voorhand and leads.
"""

from __future__ import annotations

import json
from typing import Any, Sequence

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tarotlib import PIQUET, Deal, IllegalAction, Match, Play, RecordError, UnknownGame, new_hand
from tarotlib.actions import PASS, Bid, Declare, Double, doubling
from tarotlib.bots import get_bot, hint, play_out
from tarotlib.games import catalogue
from tarotlib.games.klaverjas import (
    KLAVERJAS_3,
    KLAVERJAS_4,
    POINTS,
    Contract,
    ROEM_4,
    bids,
    hand_roem,
    sheet_round,
    trick_roem,
)
from tarotlib.record import record_from_state, replay
from tarotlib.state import HandState
from tarotlib.text import describe

K4 = "klaverjas-4"
C, D, H, S = range(4)
VARIANTS = ([], ["utrechts"], ["leids"], ["voorhand-vrij"], ["amsterdams"], ["kraken"], ["schoppen-dubbel"],
            ["majority"], ["kraken", "amsterdams", "leids"])


def idx(code: str) -> int:
    return PIQUET.index(code)


def deal(hands: Sequence[Sequence[str]], trumps: tuple[int, ...] | None = (H, C), variants: Sequence[str] = (),
         options: dict[str, Any] | None = None, dealer: int = 3) -> HandState:
    return new_hand(K4, 4, variants, options, dealer=dealer, partial=True,
                    deal=Deal(tuple(tuple(idx(c) for c in h) for h in hands), (), None, trumps))


def full(suits: Sequence[int], trumps: tuple[int, ...] = (H, C), variants: Sequence[str] = ()) -> HandState:
    """Seat i holds the whole suit ``suits[i]``."""
    return deal([[f"{r}{'cdhs'[s]}" for r in ("7", "8", "9", "10", "J", "Q", "K", "A")] for s in suits],
                trumps, variants)


def legal(state: HandState) -> set[str]:
    return {c.code for c in state.legal_cards()}


def play(state: HandState, *codes: str) -> None:
    for code in codes:
        state.play(code)


def refused(state: HandState, action: Any) -> IllegalAction:
    with pytest.raises(IllegalAction) as info:
        state.apply(action if not isinstance(action, str) else Play(PIQUET.card(action)))
    return info.value


def first_legal_out(state: HandState) -> HandState:
    while not state.is_over:
        state.apply(state.legal_actions()[0])
    return state


def contract(state: HandState, *bids: Bid) -> HandState:
    for bid in bids:
        state.apply(bid)
    return state


PLAY_H = Bid("play", trump=H)


# ---------------------------------------------------------------- K1
def test_K1_trump_order_jack_nine_ace_ten() -> None:
    state = contract(deal([["9h", "7c"], ["Jh", "8c"], ["Ah", "9c"], ["10h", "10c"]]), PLAY_H)
    play(state, "9h", "Jh", "Ah", "10h")
    assert state.tricks[0].winner == 1
    play(state, "8c", "9c", "10c", "7c")  # seat 1 leads 8c; 10c (seat 3) wins clubs
    assert state.tricks[1].winner == 3


def test_K1_plain_order_ace_ten_king_and_points_total_162() -> None:
    state = contract(deal([["Kc"], ["10c"], ["Ac"], ["Qc"]]), PLAY_H)
    play(state, "Kc", "10c", "Ac", "Qc")
    assert state.tricks[0].winner == 2
    for trump in range(4):
        assert sum(POINTS[trump]) == 152  # + 10 for the last trick = 162
        assert POINTS[trump][trump * 8 + 4] == 20 and POINTS[trump][trump * 8 + 2] == 14
    assert KLAVERJAS_4.clockwise


# ---------------------------------------------------------------- K2 Rotterdam
def test_K2_trump_led_must_over_trump() -> None:
    state = contract(deal([["9h"], ["Jh", "7h", "Ac"], [], []]), PLAY_H)
    play(state, "9h")
    assert legal(state) == {"Jh"}
    error = refused(state, "7h")
    assert error.rule == "K2" and "overtroeven" in error.explanation("nl") and "over-trump" in error.explanation("en")


def test_K2_trump_led_cannot_beat_must_under_trump() -> None:
    state = contract(deal([["Jh"], ["9h", "7h", "Ac"], [], []]), PLAY_H)
    play(state, "Jh")
    assert legal(state) == {"9h", "7h"}
    error = refused(state, "Ac")
    assert error.rule == "K2" and "ondertroeven" in error.explanation("nl")


def test_K2_cannot_follow_must_trump_even_when_partner_wins() -> None:
    state = contract(deal([["Ac"], ["Kd"], ["8h", "Ad"], []]), PLAY_H)
    play(state, "Ac", "Kd")
    assert legal(state) == {"8h"}
    assert refused(state, "Ad").rule == "K2"


@pytest.mark.parametrize(("hands", "played", "key", "card"), [
    ([["Ac"], ["Kc"], ["7h", "8h", "Kd"], []], ("Ac", "Kc"), "must beat", "♥7"),  # trumps his partner's Ace
    ([["7c"], ["7h"], ["8c"], ["9h", "Jh", "Ad"]], ("7c", "7h", "8c"), "must beat", "♥9"),  # over-trumps him
    ([["Jh"], ["7c"], ["7h", "8h", "Kd"], []], ("Jh", "7c"), "cannot beat", "♥7"),  # trump led, only lower trumps
])
def test_K2_hint_says_when_the_duty_makes_you_beat_your_partner(
        hands: list[list[str]], played: tuple[str, ...], key: str, card: str) -> None:
    """K2 forces a trump on the partner's trick: the hint must not say "do not over-trump him"."""
    state = contract(deal(hands), PLAY_H)
    play(state, *played)
    advice = hint(state)
    assert key in advice.advice("en") and card in advice.advice("en") and "do not" not in advice.advice("en")
    dutch = {"must beat": "maar je moet zijn kaart met een troef slaan", "cannot beat": "je kunt hem niet slaan"}
    assert dutch[key] in advice.advice("nl")


@pytest.mark.parametrize(("hands", "said", "card"), [
    ([["Ac"], ["7c"], ["8d", "Kd"], []], "throw points on his trick", "♦K"),
    ([["Ac"], ["7c"], ["8d", "7s"], []], "you have no points outside the trumps to give", "♠7"),
])
def test_the_partner_advice_says_throw_points_only_with_points_to_throw(
        hands: list[list[str]], said: str, card: str) -> None:
    """Issue 30: "throw points on his trick with ♠7" was said of a card worth nothing."""
    state = contract(deal(hands), PLAY_H)
    play(state, "Ac", "7c")
    advice = hint(state)
    assert said in advice.advice("en") and card in advice.advice("en")


def test_K2_must_over_trump_and_else_under_trump() -> None:
    state = contract(deal([["7c"], ["9h"], ["Jh", "8h", "Ad"], []]), PLAY_H)
    play(state, "7c", "9h")
    assert legal(state) == {"Jh"}
    error = refused(state, "8h")
    assert error.rule == "K2" and "even when your partner is winning" in error.explanation("en")
    assert "ook als je maat de slag heeft" in error.explanation("nl")
    state = contract(deal([["7c"], ["Jh"], ["9h", "8h", "Ad"], []]), PLAY_H)
    play(state, "7c", "Jh")
    assert legal(state) == {"9h", "8h"}
    assert "ondertroeven" in refused(state, "Ad").explanation("nl")


def test_K2_follow_suit_and_no_trump_any_card() -> None:
    state = contract(deal([["7c"], ["8c", "Ad", "9h"], ["Kd", "Qs"], []]), PLAY_H)
    play(state, "7c")
    assert legal(state) == {"8c"}
    assert refused(state, "9h").rule == "K2"
    play(state, "8c")
    assert legal(state) == {"Kd", "Qs"}


# ---------------------------------------------------------------- K3 roem
def test_K3_trick_roem_values_for_four() -> None:
    mask = lambda *codes: sum(1 << idx(c) for c in codes)
    assert list(trick_roem(mask("7c", "8c", "9c", "Ad"), H, ROEM_4, 4)) == [("run-3", 20)]
    assert list(trick_roem(mask("7c", "8c", "9c", "10c"), H, ROEM_4, 4)) == [("run-4", 50)]
    assert list(trick_roem(mask("Qc", "Qd", "Qh", "Qs"), H, ROEM_4, 4)) == [("four-of-a-kind", 100)]
    assert list(trick_roem(mask("Jc", "Jd", "Jh", "Js"), H, ROEM_4, 4)) == [("four-jacks", 200)]
    assert list(trick_roem(mask("Kh", "Qh", "7c", "9d"), H, ROEM_4, 4)) == [("stuk", 20)]
    assert list(trick_roem(mask("Kh", "Qh", "Jh", "9d"), H, ROEM_4, 4)) == [("run-3", 20), ("stuk", 20)]
    # roem order A-K-Q-J-10 in the trump suit too: 10-J-Q of trumps is a run
    assert list(trick_roem(mask("10h", "Jh", "Qh", "7c"), H, ROEM_4, 4)) == [("run-3", 20)]
    assert list(trick_roem(mask("9h", "Jh", "Ah", "7c"), H, ROEM_4, 4)) == []


def test_K3_roem_goes_to_the_tricks_winner_automatically() -> None:
    state = contract(deal([["Kh"], ["Qh"], ["Jh"], ["7c"]]), PLAY_H)
    play(state, "Kh", "Qh", "Jh", "7c")  # Jh wins: run K-Q-J + stuk
    assert state.tricks[0].winner == 2
    assert state.own.roem == (0, 0, 40, 0)
    assert [(e.kind, e.seat, e.name, e.amount, e.rule) for e in state.events if e.kind == "roem"] == [
        ("roem", 2, "run-3", 20, "K3"), ("roem", 2, "stuk", 20, "K3")]


@pytest.mark.parametrize("variants", [[], ["kraken"], ["leids"], ["voorhand-vrij", "majority"]])
def test_K3_roem_is_claimed_by_the_engine_so_never_lost_and_never_false(variants: list[str]) -> None:
    """K3: the texts' "only when named" is not played: no action names roem, so none is
    forgotten (lost) or false (penalised). The roem is the winner's at the step of the
    trick's last card, before anyone acts again, and the score holds nothing else."""
    spec = KLAVERJAS_4.with_variants(variants)
    assert "declare" not in spec.action_keys and "declare" not in KLAVERJAS_3.action_keys
    leids = "leids" in variants
    state = deal([["Kh", "7d"], ["Qh", "8d"], ["Jh", "9d"], ["7c", "10d"]], trumps=() if leids else (H, C),
                 variants=variants)
    state.apply(Bid("play", trump=H, points=82) if leids else PLAY_H)
    while state.phase_name != "play":  # the others pass (leids), the defenders do not double (kraken)
        state.apply(PASS if state.phase_name == "bid" else Double(False))
    play(state, "Kh", "Qh", "Jh", "7c")  # Jh wins: run K-Q-J + stuk
    roem = [e for e in state.events if e.kind == "roem"]
    assert [(e.seat, e.name, e.amount, e.rule, e.step) for e in roem] == [
        (2, "run-3", 20, "K3", len(state.actions)), (2, "stuk", 20, "K3", len(state.actions))]
    assert all(isinstance(action, Play) for action in state.legal_actions())
    assert refused(state, Declare("run-3", tuple(PIQUET.card(c) for c in ("Kh", "Qh", "Jh")))).rule == "phase"
    play(state, "9d", "10d", "7d", "8d")  # seat 2 leads; seat 3's 10d wins: 7-8-9-10 of diamonds
    assert state.own.roem == (0, 0, 40, 50) and state.result.extra["roem"] == (40, 50, 40, 50)


# ---------------------------------------------------------------- K4 contract and score
def test_K4_made_with_pit_and_four_of_a_kind_roem() -> None:
    """Seat 0 holds every heart and leads them: each trick is four of a kind (Jacks 200)."""
    state = first_legal_out(contract(full([H, D, C, S]), PLAY_H))
    result = state.result.to_json()
    assert result == {"tricks": [8, 0, 8, 0], "card_points": [162, 0, 162, 0], "score": [1162, 0, 1162, 0],
                      "sheet": [1160, 0, 1160, 0], "roem": [900, 0, 900, 0], "nat": False, "pit": True}


def test_K4_nat_the_defenders_score_all_162_and_all_roem() -> None:
    """Seat 0 plays hearts holding none: seat 1 trumps and takes every trick (pit too)."""
    state = first_legal_out(contract(full([D, H, C, S]), PLAY_H))
    assert state.own.contract.side == 0
    assert state.result.score == (0, 1162, 0, 1162)


def test_K4_sheet_rounds_to_the_nearest_ten_halves_up() -> None:
    assert [sheet_round(v) for v in (84, 85, 75, 162, 0, 4, 5)] == [80, 90, 80, 160, 0, 0, 10]


def test_K4_exact_score_matches_a_reference_on_random_hands() -> None:
    for seed in range(40):
        state = new_hand(K4, seed=seed)
        bots = [get_bot("random", seed * 4 + s) for s in range(4)]
        while not state.is_over:
            state.apply(bots[state.turn].choose(state, state.turn))
        assert state.result.score == reference_score(state)


def reference_score(state: HandState, majority: bool = False) -> tuple[int, ...]:
    """K4 from the text: sides 0+2 and 1+3; 82 with cards, last trick and own roem; no
    trick won, no contract made (K4, K7)."""
    points = POINTS[state.trump]
    side_cards, side_roem, side_tricks = [0, 0], [0, 0], [0, 0]
    for trick in state.tricks:
        side_cards[trick.winner % 2] += sum(points[c.index] for c in trick.cards)
        side_tricks[trick.winner % 2] += 1
    side_cards[state.tricks[-1].winner % 2] += 10
    for seat in range(4):
        side_roem[seat % 2] += state.own.roem[seat]
    player = state.own.contract.seat % 2
    own = side_cards[player] + side_roem[player]
    made = own > side_cards[1 - player] + side_roem[1 - player] if majority else own >= state.own.contract.points
    made = made and side_tricks[player] > 0
    score = [side_cards[s] + side_roem[s] for s in range(2)] if made else [
        0 if s == player else 162 + sum(side_roem) for s in range(2)]
    score = [v + (100 if side_tricks[s] == len(state.tricks) else 0) for s, v in enumerate(score)]
    return tuple(score[s % 2] * state.own.factor for s in range(4))


@pytest.mark.parametrize(("variants", "bid", "points"), [
    (["majority"], Bid("play", trump=H), 0), ([], Bid("play", trump=H), 82),
    (["leids", "majority"], Bid("play", trump=H, points=92), 92),  # the bid and a majority
])
def test_K4_majority_shows_no_82_to_make(variants: list[str], bid: Bid, points: int) -> None:
    """K4: under majority 82 is not the target, so the table and the log do not say it."""
    from tarotlib.text import play_lines
    from tarotwidgets.i18n import event_lines
    from tarotwidgets.table import TableWidget

    state = deal([["7c"], ["8c"], ["9c"], ["10c"]], trumps=None if "leids" in variants else (H, C),
                 variants=variants)
    state.apply(bid)
    for _ in range(3 if "leids" in variants else 0):
        state.apply(PASS)
    assert state.own.contract.points == points
    told = [e for e in state.events if e.kind == "contract"]
    line, replay = event_lines(told, (), "en", 1, state.spec.names)[0], "\n".join(play_lines(state, "en"))
    table = TableWidget(state, you=1).info.value
    if points:
        assert f"for {points} points" in line and f"hearts {points} [" in replay and f"{points} points to make" in table
    else:
        assert line == "Anna plays with hearts as trump, for more points than the defenders (K6)."
        assert "contract: seat 0 hearts, more points than the defenders [K6]" in replay
        assert "more points than the defenders to make" in table and "82" not in table
        assert "meer punten dan de verdedigers" in event_lines(told, (), "nl", 1, state.spec.names)[0]


NO_TRICK = [["7c", "7d", "7h", "7s"], ["Jh", "9h", "Ah", "Kh"], ["8c", "8d", "8s", "9c"], ["Kc", "Kd", "Ks", "Qd"]]
"""Seat 0 holds four Sevens (hand roem 100, K7) and plays hearts; seat 1's trumps win every trick."""


@pytest.mark.parametrize("variants", [["kraken"], ["kraken", "majority"], ["kraken", "leids"],
                                      ["schoppen-dubbel"], ["kraken", "leids", "majority"]])
def test_K4_K7_a_side_that_wins_no_trick_is_nat_whatever_its_hand_roem(variants: list[str]) -> None:
    """K4, K7: hand roem alone (100 here) reaches 82, the Leids bid of 82 and, against the
    defenders' 74, the majority; with no trick won the playing side is nat all the same:
    the defenders take 162, all roem and the pit."""
    leids = "leids" in variants
    state = contract(deal(NO_TRICK, trumps=() if leids else (H, C), variants=variants),
                     Bid("play", trump=H, points=82) if leids else PLAY_H)
    while not state.is_over:
        state.apply(PASS if PASS in state.legal_actions() else Double(False) if state.phase_name == "double"
                    else state.legal_actions()[0])
    assert state.own.roem == (100, 0, 0, 0) and state.result.tricks == (0, 4, 0, 4)
    assert state.result.card_points == (0, 74, 0, 74)
    assert state.result.to_json()["score"] == [0, 362, 0, 362]  # 162 + 100 roem + 100 pit
    assert state.result.extra["nat"] is True and state.result.extra["pit"] is True
    assert state.result.score == reference_score(state, "majority" in variants)


def test_K4_majority_needs_more_than_the_defenders() -> None:
    for seed in range(40):
        state = new_hand(K4, variants=["majority"], seed=seed)
        bots = [get_bot("basic") for _ in range(4)]
        while not state.is_over:
            state.apply(bots[state.turn].choose(state, state.turn))
        assert state.result.score == reference_score(state, majority=True)


# ---------------------------------------------------------------- K6 bidding
def test_K6_play_the_turned_suit_or_pass() -> None:
    state = deal([["7c"], ["8c"], ["9c"], ["10c"]], trumps=(D, S))
    assert state.phase_name == "bid" and state.turn == 0
    assert state.legal_actions() == [PASS, Bid("play", trump=D)]
    error = refused(state, Bid("play", trump=H))
    assert error.rule == "K6" and "ruiten" in error.explanation("nl")
    state.apply(PASS)
    state.apply(Bid("play", trump=D))  # seat 1: the first to play ends the bidding
    assert state.phase_name == "play" and state.own.contract.seat == 1 and state.own.contract.side == 1
    assert state.trump == D and state.turn == 0  # voorhand leads


def test_K6_all_pass_the_engine_turns_the_second_suit_and_voorhand_plays_it() -> None:
    """K6: after four passes there is no choice left, so no action: the engine turns the
    second suit and voorhand's side plays it (RECORD.md: every action is a decision)."""
    state = deal([["7c"], ["8c"], ["9c"], ["10c"]], trumps=(D, S))
    for _ in range(4):
        state.apply(PASS)
    assert state.phase_name == "play" and state.turn == 0 and state.legal_actions() == [Play(PIQUET.card("7c"))]
    assert state.trump == S and state.own.contract == Contract(0, 0, S, 82)
    assert state.actions == [(seat, PASS) for seat in range(4)] and bids(state.actions) == tuple(state.actions)
    told = [(e.kind, e.seat, e.name, e.rule) for e in state.events]
    assert told == [("suit-turned", 0, "s", "K6"), ("contract", 0, "s", "K6")]
    assert "everyone passed: spades is turned, and seat 0 (voorhand) must play it [K6]" in describe(state)
    assert "iedereen paste: schoppen wordt gedraaid, en stoel 0 (voorhand) moet erop spelen [K6]" in describe(
        state, "nl")


@pytest.mark.parametrize(("variants", "phase", "turn"), [
    ([], "play", 0), (["kraken"], "double", 1), (["schoppen-dubbel"], "double", 1), (["amsterdams"], "play", 0)])
def test_K6_a_bid_for_the_second_suit_is_refused_as_no_decision(variants: list[str], phase: str,
                                                                turn: int) -> None:
    """K6: voorhand's bid for the second suit, an action in older records, is refused
    with K6 and why, whoever is to act next (with kraken the defenders are asked first),
    and changes nothing."""
    state = deal([["7c"], ["8c"], ["9c"], ["10c"]], trumps=(D, S), variants=variants)
    for _ in range(4):
        state.apply(PASS)
    assert state.phase_name == phase and state.turn == turn and state.own.contract.seat == 0
    before = snapshot(state)
    for bid, seat in ((Bid("play", trump=S), 0), (Bid("play", trump=S), None), (PASS, 0), (Bid("play", trump=D), 2)):
        with pytest.raises(IllegalAction) as info:
            state.apply(bid, seat)
        error = info.value
        assert error.rule == "K6" and snapshot(state) == before
        assert error.explanation("en") == (
            "There is nothing to bid: everyone passed, so the second suit, spades, was turned and voorhand "
            "(seat 0) must play it. That is no one's decision, so it is no action, and a record does not list it.")
        assert error.explanation("nl").startswith("Er valt niets te bieden: iedereen paste, dus de tweede kleur, "
                                                  "schoppen, is gedraaid en voorhand (stoel 0) moet die spelen.")
    assert "schoppen-dubbel" not in variants or state.own.factor == 2  # spades, turned by the engine, count double


def test_K6_a_bid_after_a_contract_made_by_a_player_is_no_K6_refusal() -> None:
    """K6: only the engine's second suit is refused in K6's words; a bid once a player
    took the turned suit is simply out of turn in trick play."""
    state = contract(deal([["7c"], ["8c"], ["9c"], ["10c"]], trumps=(D, S)), PASS, Bid("play", trump=D))
    assert refused(state, Bid("play", trump=S)).rule == "phase"


@pytest.mark.parametrize("variants", [["voorhand-vrij"], ["voorhand-vrij", "kraken"]])
def test_K7_voorhand_vrij_naming_a_suit_after_four_passes_stays_an_action(variants: list[str]) -> None:
    """K7: with voorhand-vrij the round after four passes is a choice (any suit, or pass):
    those bids are actions, and no suit is turned by the engine."""
    state = deal([["7c"], ["8c"], ["9c"], ["10c"]], trumps=(D,), variants=variants)
    for _ in range(4):
        state.apply(PASS)
    assert state.phase_name == "bid" and not [e for e in state.events if e.kind == "suit-turned"]
    state.apply(Bid("play", trump=S))
    assert state.actions[-1] == (0, Bid("play", trump=S)) and state.own.contract.seat == 0


def test_K6_partners_sit_opposite_and_first_hand_is_clubs() -> None:
    assert deal([[], [], [], []]).sides == (0, 1, 0, 1)
    for seed in range(10):
        assert new_hand(K4, options={"first_hand": True}, seed=seed).deal.trumps[0] == C
    with pytest.raises(RecordError):
        deal([[], [], [], []], trumps=(H, C), options={"first_hand": True})


@pytest.mark.parametrize(("variants", "trumps", "passes", "rule"), [
    ([], (D, S), 0, "K6"),  # the turned suit (the second suit is the engine's: test above)
    (["voorhand-vrij"], (D,), 0, "K6"), (["voorhand-vrij"], (D,), 4, "K7"),  # the turned suit, the free round
    (["utrechts"], (), 0, "K7"),
])
def test_K6_K7_the_contract_cites_the_bidding_it_came_from(variants: list[str], trumps: tuple[int, ...],
                                                           passes: int, rule: str) -> None:
    state = deal([["7c"], ["8c"], ["9c"], ["10c"]], trumps=trumps, variants=variants)
    for _ in range(passes):
        state.apply(PASS)
    state.apply(next(a for a in state.legal_actions() if a != PASS))
    assert [e.rule for e in state.events if e.kind == "contract"] == [rule]


# ---------------------------------------------------------------- K7 variants
def test_K7_the_three_biddings_are_alternatives_never_combined() -> None:
    """utrechts, leids and voorhand-vrij each replace the bidding: any two of them are
    refused in both languages, naming both and K7 (not the last one silently winning);
    each combines with the variants that change play, doubling or the score."""
    biddings = ("utrechts", "leids", "voorhand-vrij")
    for first in biddings:
        for second in biddings:
            if first == second:
                continue
            with pytest.raises(UnknownGame) as error:
                new_hand(K4, 4, [first, "amsterdams", second], seed=1)
            assert str(error.value) == f"variant: {first} and {second} each replace the bidding (K7): choose one"
            assert error.value.message("nl") == f"variant: {first} en {second} vervangen elk het bieden (K7): kies er één"
        state = new_hand(K4, 4, [first, "amsterdams", "schoppen-dubbel", "majority"], seed=1)
        assert state.spec.active_variants == (first, "amsterdams", "schoppen-dubbel", "majority")
    not_with = {v.name: v.not_with for v in next(e for e in catalogue() if e.id == K4).variants}  # the CLI's help
    assert not_with == {"utrechts": ("leids", "voorhand-vrij"), "leids": ("utrechts", "voorhand-vrij"),
                        "voorhand-vrij": ("utrechts", "leids"), "amsterdams": (), "kraken": (),
                        "schoppen-dubbel": (), "majority": ()}


def test_K7_utrechts_voorhand_always_plays_and_names_trump() -> None:
    state = deal([["7c"], ["8c"], ["9c"], ["10c"]], trumps=(), variants=["utrechts"])
    assert state.legal_actions() == [Bid("play", trump=s) for s in range(4)]
    assert refused(state, PASS).rule == "K7"
    state.apply(Bid("play", trump=C))
    assert state.own.contract.seat == 0 and state.phase_name == "play"
    assert new_hand(K4, variants=["utrechts"], seed=1).deal.trumps == ()


def test_K7_leids_auction() -> None:
    state = deal([["7c"], ["8c"], ["9c"], ["10c"]], trumps=(), variants=["leids"])
    legal0 = state.legal_actions()
    assert legal0[0] == PASS and legal0[1] == Bid("play", trump=C, points=82) and len(legal0) == 1 + 9 * 4
    state.apply(Bid("play", trump=H, points=82))
    assert Bid("play", trump=D, points=82) not in state.legal_actions()  # hearts > diamonds
    assert Bid("play", trump=S, points=82) in state.legal_actions()
    error = refused(state, Bid("play", trump=C, points=82))
    assert error.rule == "K7" and "82 harten" in error.explanation("nl")
    state.apply(Bid("play", trump=C, points=92))  # seat 1
    state.apply(PASS)  # seat 2: final
    state.apply(PASS)  # seat 3
    assert state.turn == 0
    state.apply(PASS)  # seat 0: the other three passed after seat 1's bid
    assert state.own.contract.seat == 1 and state.own.contract.points == 92 and state.trump == C


def test_K7_leids_all_pass_next_dealer() -> None:
    state = deal([["7c"], ["8c"], ["9c"], ["10c"]], trumps=(), variants=["leids"])
    for _ in range(4):
        state.apply(PASS)
    assert state.is_over and state.ended == "all-passed" and state.result.score == (0, 0, 0, 0)
    assert not KLAVERJAS_4.match.counts(state)


def test_K7_voorhand_vrij_free_round_then_all_passed() -> None:
    state = deal([["7c"], ["8c"], ["9c"], ["10c"]], trumps=(D,), variants=["voorhand-vrij"])
    for _ in range(4):
        state.apply(PASS)
    assert state.turn == 0 and state.legal_actions() == [PASS] + [Bid("play", trump=s) for s in range(4)]
    state.apply(PASS)
    state.apply(Bid("play", trump=D))  # the passed suit may be named too
    assert state.own.contract.seat == 1
    state = deal([["7c"], ["8c"], ["9c"], ["10c"]], trumps=(D, S), variants=["voorhand-vrij"])
    for _ in range(8):
        state.apply(PASS)
    assert state.ended == "all-passed"


def test_K7_amsterdams_partner_winning_need_not_trump_no_under_trump() -> None:
    state = contract(deal([["Ac"], ["Kd"], ["8h", "Ad"], []], variants=["amsterdams"]), PLAY_H)
    play(state, "Ac", "Kd")
    assert legal(state) == {"8h", "Ad"}
    state = contract(deal([["7d"], ["9h"], ["8d"], ["Jh", "7h", "As"]], variants=["amsterdams"]), PLAY_H)
    play(state, "7d", "9h", "8d")
    assert legal(state) == {"Jh", "As"}
    error = refused(state, "7h")
    assert error.rule == "K7" and "ondertroeven" in error.explanation("nl")


def test_K7_amsterdams_opponent_winning() -> None:
    state = contract(deal([["7d"], ["Jh"], ["8h", "As"], []], variants=["amsterdams"]), PLAY_H)
    play(state, "7d", "Jh")
    assert legal(state) == {"As"}  # cannot over-trump: another suit, no under-trumping
    assert refused(state, "8h").rule == "K7"
    state = contract(deal([["7d"], ["8h"], ["9h", "7h", "As"], []], variants=["amsterdams"]), PLAY_H)
    play(state, "7d", "8h")
    assert legal(state) == {"9h"}
    assert "over-trump" in refused(state, "7h").explanation("en")
    state = contract(deal([["7d"], ["Ad"], ["9h", "7h", "As"], []], variants=["amsterdams"]), PLAY_H)
    play(state, "7d", "Ad")  # an opponent wins, no trump on the table: trump, any trump
    assert legal(state) == {"9h", "7h"}
    error = refused(state, "As")
    assert error.rule == "K7" and "so you must trump (Amsterdams)" in error.explanation("en")
    assert "over-trump" not in error.explanation("en") and "dus je moet troeven" in error.explanation("nl")
    state = contract(deal([["7d"], ["Jh"], ["8h", "7h"], []], variants=["amsterdams"]), PLAY_H)
    play(state, "7d", "Jh")
    assert legal(state) == {"8h", "7h"}  # nothing but lower trumps
    state = contract(deal([["9h"], ["Jh", "7h"], [], []], variants=["amsterdams"]), PLAY_H)
    play(state, "9h")
    assert legal(state) == {"Jh"}  # trump led: as K2


def test_K7_kraken_double_redouble_and_again() -> None:
    state = contract(deal([["7c"], ["8c"], ["9c"], ["10c"]], variants=["kraken"]), PASS, PLAY_H)
    assert state.own.contract.side == 1 and state.phase_name == "double"
    assert state.turn == 0 and state.legal_actions() == [Double(False), Double(True)]
    state.apply(Double(False))
    assert state.turn == 2
    state.apply(Double(True))
    assert state.own.factor == 2 and state.turn == 1  # the players, from voorhand's order
    state.apply(Double(False))
    state.apply(Double(True))  # seat 3 redoubles
    assert state.own.factor == 4 and state.turn == 0
    state.apply(Double(True))
    assert state.own.factor == 8 and state.phase_name == "play"


def test_K7_each_doubling_is_named_kraken_herkraken_superkraken() -> None:
    from tarotlib.text import play_lines
    from tarotwidgets.i18n import hand_log

    state = contract(deal([["7c"], ["8c"], ["9c"], ["10c"]], variants=["kraken"]), PASS, PLAY_H)
    asked = []
    for answer in (False, True, False, True, False):
        asked.append(doubling(state.view(state.turn).own.doubles))
        state.apply(Double(answer))
    assert asked == ["double", "double", "redouble", "redouble", "superdouble"]
    assert [line for line in play_lines(state, "en") if "doubl" in line] == [
        "seat 0 does not double", "seat 2 doubles (kraken)", "seat 1 does not redouble",
        "seat 3 redoubles (herkraken)", "seat 0 does not double again"]
    assert "stoel 3 herkraakt" in play_lines(state, "nl") and "stoel 0 superkraakt niet" in play_lines(state, "nl")
    log = [line for _, line in hand_log(state, "en", you=1)]
    assert "You do not redouble." in log and "Daan redoubles (herkraken)." in log
    assert "Anna does not double again." in log


def test_K7_the_bot_advice_names_the_doubling_it_decides() -> None:
    state = contract(deal([["7c"], ["8c"], ["9c"], ["10c"]], variants=["kraken"]), PASS, PLAY_H)
    state.apply(Double(True))  # seat 0 doubles: seat 1, a player, is asked to redouble
    assert "herkraken" in hint(state).advice("nl").lower()
    assert "redouble" in hint(state).advice("en").lower()


def test_K7_kraken_no_double_and_hand_roem() -> None:
    state = contract(deal([["7c", "8c", "9c", "Kh", "Qh"], ["Jc"], ["Ac"], ["As"]], variants=["kraken"]), PLAY_H)
    assert state.turn == 1
    state.apply(Double(False))
    state.apply(Double(False))  # both defenders said no: no more asking
    assert state.own.factor == 1 and state.phase_name == "play"
    play(state, "Kh")
    assert [(e.seat, e.name, e.amount, e.rule) for e in state.events if e.kind == "roem"] == [
        (0, "hand-run-3", 20, "K7"), (0, "hand-stuk", 20, "K7")]
    assert hand_roem(sum(1 << idx(c) for c in ["Jc", "Jd", "Jh", "Js", "7d", "8d", "9d", "10d"])) == [
        ("hand-run-4", 50, sum(1 << idx(c) for c in ["7d", "8d", "9d", "10d", "Jd"])),  # 5: still 50
        ("hand-four-jacks", 200, sum(1 << idx(c) for c in ["Jc", "Jd", "Jh", "Js"]))]


def test_K7_schoppen_dubbel_spades_doubles_once_more() -> None:
    state = contract(deal([["7c"], ["8c"], ["9c"], ["10c"]], trumps=(S, H), variants=["schoppen-dubbel"]),
                     Bid("play", trump=S))
    assert state.own.factor == 2 and state.phase_name == "double"
    state.apply(Double(True))
    assert state.own.factor == 4


def test_K7_schoppen_dubbel_is_told_as_the_stake_doubled_not_as_points_scored() -> None:
    from tarotlib.text import play_lines
    from tarotwidgets.i18n import event_lines

    state = contract(deal([["7c"], ["8c"], ["9c"], ["10c"]], trumps=(S, H), variants=["schoppen-dubbel"]),
                     Bid("play", trump=S))
    told = [e for e in state.events if e.rule == "K7"]
    assert [(e.kind, e.amount) for e in told] == [("factor", 2)]  # not "seat 0 scores 2"
    names = state.spec.names
    assert event_lines(told, (), "en", 0, names) == ["The stake is doubled, now ×2: spades are trump (schoppen dubbel) (K7)."]
    assert event_lines(told, (), "nl", 0, names) == [
        "De inzet wordt verdubbeld, nu ×2: schoppen is troef (schoppen dubbel) (K7)."]
    assert "  the stake is doubled, now ×2: spades are trump (schoppen dubbel) [K7]" in play_lines(state, "en")


BID_NOT_MAJORITY = [["10h", "10s", "9h", "Qd"], ["10d", "9c", "Ad", "As"], ["10c", "Ah", "Jd", "Ks"],
                    ["Jc", "Kc", "Kd", "Kh"]]
"""Played out with the first legal card: the players 82 (62 + 20 roem), the defenders 108."""
MAJORITY_NOT_BID = [["10c", "7d", "Jc"], ["7s", "Ad", "Kd"], ["Jd", "Jh", "Js"], ["8s", "Kc", "Qs"]]
"""Played out with the first legal card: the players 38, the defenders 30."""


@pytest.mark.parametrize(("hands", "variants", "nat"), [
    (BID_NOT_MAJORITY, ["leids"], False), (BID_NOT_MAJORITY, ["leids", "majority"], True),
    (MAJORITY_NOT_BID, ["majority"], False), (MAJORITY_NOT_BID, ["leids", "majority"], True),
])
def test_K7_leids_with_majority_needs_both_the_bid_and_more_than_the_defenders(
        hands: list[list[str]], variants: list[str], nat: bool) -> None:
    """K7: with ``leids`` and ``majority`` the players need their bid (82 here) AND more
    than the defenders: 82 against 108 is nat, and so is 38 against 30."""
    leids = "leids" in variants
    state = contract(deal(hands, trumps=() if leids else (H, C), variants=variants),
                     Bid("play", trump=H, points=82) if leids else PLAY_H, *[PASS] * (3 * leids))
    first_legal_out(state)
    result = state.result
    own, others = (result.card_points[side] + result.extra["roem"][side] for side in (0, 1))
    assert (own, others) == ((82, 108) if hands is BID_NOT_MAJORITY else (38, 30))
    assert result.extra["nat"] is nat and state.own.contract.points == (82 if leids else 0)


def test_K7_the_kraken_factor_multiplies_the_whole_score_pit_included() -> None:
    """K7: the factor multiplies each side's exact score with the pit in it: (162 + 1020
    roem + 100 pit) x 2, not 1182 x 2 + 100; the sheet rounds the product (K4)."""
    state = contract(full([H, D, C, S], variants=["kraken"]), PLAY_H, Double(True), Double(False), Double(False))
    assert state.own.factor == 2 and state.phase_name == "play"
    result = first_legal_out(state).result.to_json()
    assert result["roem"] == [1020, 100, 1020, 100] and result["pit"] is True
    assert result["score"] == [2564, 200, 2564, 200] and result["sheet"] == [2560, 200, 2560, 200]


def test_K7_with_schoppen_dubbel_the_doublings_are_named_by_count_not_by_factor() -> None:
    """K7: a spades contract starts at x2 (schoppen dubbel); the first doubling to x4 is
    still kraken, then herkraken (x8) and superkraken (x16): named by how many came before."""
    from tarotlib.text import play_lines

    state = contract(deal([["7c"], ["8c"], ["9c"], ["10c"]], trumps=(S, H), variants=["schoppen-dubbel"]),
                     Bid("play", trump=S))
    factors = []
    for _ in range(3):
        state.apply(Double(True))
        factors.append(state.own.factor)
    assert factors == [4, 8, 16] and state.phase_name == "play"
    assert [line for line in play_lines(state, "en") if "doubl" in line][1:] == [
        "seat 1 doubles (kraken)", "seat 0 redoubles (herkraken)", "seat 1 doubles again (superkraken)"]
    assert [line for line in play_lines(state, "nl") if "kraakt" in line] == [
        "stoel 1 kraakt", "stoel 0 herkraakt", "stoel 1 superkraakt"]


# ---------------------------------------------------------------- K8 the game
def test_K8_match_sixteen_hands_dealer_moves_sheet_totals() -> None:
    match = Match(K4, options={"first_hand": True}, seed=3)
    bots = [get_bot("basic") for _ in range(4)]
    dealers = []
    while not match.is_over:
        hand = match.new_hand()
        dealers.append(hand.dealer)
        assert hand.options["first_hand"] == (len(match.hands) == 1)
        while not hand.is_over:
            hand.apply(bots[hand.turn].choose(hand, hand.turn))
    assert len(match.counted_hands) == 16
    assert all((b - a) % 4 == 1 for a, b in zip(dealers, dealers[1:]))
    assert match.totals == [sum(h.result.extra["sheet"][s] for h in match.hands) for s in range(4)]
    assert match.winners and all(match.totals[w] == max(match.totals) for w in match.winners)


@pytest.mark.parametrize(("variants", "passes", "counts"), [
    (["leids"], 4, False), (["voorhand-vrij"], 8, False), ([], 4, True)])
def test_K8_a_deal_everyone_passed_is_not_among_the_hands_of_the_game(variants: list[str], passes: int,
                                                                       counts: bool) -> None:
    """K8: a deal that everyone passed (leids, voorhand-vrij twice round) scores nothing
    and is not one of the game's hands: the next dealer deals and the game goes on. In
    the base game four passes are no such deal: the second suit is played (K6) and counts."""
    match = Match(K4, variants=variants, hands=1, seed=2, first_dealer=3)
    hand = match.new_hand()
    for _ in range(passes):
        hand.apply(PASS)
    assert (hand.ended == "all-passed") is not counts
    play_out(hand, [get_bot("basic") for _ in range(4)])
    assert len(match.counted_hands) == counts and match.is_over is counts
    if not counts:
        assert match.sheet() == [[0, 0, 0, 0]] and match.next_dealer == 0
        second = match.new_hand()
        second.apply(next(bid for bid in second.legal_actions() if bid != PASS))  # voorhand plays
        play_out(second, [get_bot("basic") for _ in range(4)])
        assert match.is_over and len(match.hands) == 2 and match.counted_hands == match.hands[1:]


def test_K8_an_all_passed_first_hand_is_dealt_again_as_first() -> None:
    state = deal([["7c"], ["8c"], ["9c"], ["10c"]], trumps=(), variants=["leids"], options={"first_hand": True})
    for _ in range(4):
        state.apply(PASS)
    assert KLAVERJAS_4.match.next_options(state, {"first_hand": True}, [0] * 4)["first_hand"] is True


# ---------------------------------------------------------------- properties
def snapshot(state: HandState) -> tuple[Any, ...]:
    return (tuple(state.hands), tuple(state.won), tuple(state.laid), tuple(state.own.roem), tuple(state.tricks_won),
            tuple(state.trick_cards), state.turn, state.phase_name, state.own, state.own.factor, state.trump,
            state.sides, state.own.contract, bids(state.actions), len(state.events), len(state.actions), state.result)


def check_cards(state: HandState) -> None:
    places = [*state.hands, *state.won, *state.laid, sum(1 << c for c in state.trick_cards)]
    total = 0
    for mask in places:
        assert not total & mask
        total |= mask
    assert total == PIQUET.full_mask


@settings(max_examples=30, deadline=None)
@given(st.integers(0, 10**6), st.sampled_from(VARIANTS), st.sampled_from(["random", "basic"]))
def test_properties_whole_hands(seed: int, variants: list[str], bot: str) -> None:
    state = new_hand(K4, variants=variants, seed=seed)
    bots = [get_bot(bot, seed + s) for s in range(4)]
    while not state.is_over:
        check_cards(state)
        seat = state.turn
        action = bots[seat].choose(state, seat)
        assert action in state.legal_actions()
        before = snapshot(state)
        state.push(action)
        state.pop()
        assert snapshot(state) == before
        state.apply(action, seat)
    check_cards(state)
    result = state.result
    if not state.ended:
        assert result.card_points[0] + result.card_points[1] == 162
        assert result.tricks[0] + result.tricks[1] == 8
        assert sum(e.amount for e in state.events if e.kind == "roem") == sum(state.own.roem)
        assert result.score == reference_score(state, "majority" in variants)
    assert result.extra["sheet"] == tuple(sheet_round(v) for v in result.score)


def test_the_bid_advice_explains_its_strength_figure() -> None:
    state = new_hand(K4, seed=0)
    advice = hint(state)
    assert "strength " in advice.advice("en") and "6 a trump, 10 an Ace of another suit" in advice.advice("en")
    assert "sterkte " in advice.advice("nl") and "6 per troef" in advice.advice("nl")


def test_the_pass_advice_names_the_turned_suit_when_it_is_the_only_one_offered() -> None:
    """K6: the bid is on the turned suit alone, so 'no suit is strong enough' would be wrong."""
    state = deal([["7c", "8c", "7d", "8d", "7s", "8s", "9s", "10d"], [], [], []], trumps=(H, C))
    advice = hint(state)
    assert advice.action == PASS
    assert advice.advice("en").startswith("Pass: hearts is not strong enough to make 82")
    assert advice.advice("nl").startswith("Pas: harten is niet sterk genoeg om 82 te halen")


# ---------------------------------------------------------------- K6 in records
def all_passed_record(variants: list[str]) -> dict[str, Any]:
    """A whole hand where all four pass: seat i holds the whole suit i, the suits to turn
    diamonds then spades, so voorhand (seat 0) plays spades."""
    state = full([C, D, H, S], trumps=(D, S), variants=variants)
    for _ in range(4):
        state.apply(PASS)
    play_out(state, [get_bot("basic") for _ in range(4)])
    return record_from_state(state)


@pytest.mark.parametrize("variants", [[], ["kraken"], ["schoppen-dubbel"]])
def test_K6_a_record_replays_without_the_second_suit_and_refuses_the_old_bid(variants: list[str]) -> None:
    """K6, RECORD.md: a record holds only decisions; the four passes are followed by the
    first card (or kraken's question). A record written when voorhand's bid for the
    second suit was an action is refused at that index with K6 and why, in both languages."""
    record = all_passed_record(variants)
    assert [a for a in record["actions"][:5] if "bid" in a] == [{"seat": s, "bid": "pass"} for s in range(4)]
    done = replay(json.dumps(record))
    assert done.ok and done.state.own.contract.seat == 0 and done.state.trump == S
    old = dict(record, actions=[*record["actions"][:4], {"seat": 0, "bid": "play", "trump": "s"},
                                *record["actions"][4:]], result=None)
    refusal = replay(json.dumps(old))
    assert not refusal.ok and refusal.index == 4 and len(refusal.steps) == 4
    said = refusal.to_json()
    assert said["rule"] == "K6" and said["message"].startswith("There is nothing to bid: everyone passed, so the "
                                                               "second suit, spades, was turned")
    assert "no one's decision, so it is no action" in said["message"]
    assert refusal.to_json("nl")["message"].startswith("Er valt niets te bieden: iedereen paste")
