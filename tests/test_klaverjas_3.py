"""Klaverjassen for 3, rule by rule (rules/nl/klaverjassen-3.txt; DECISIONS K1-K5, K8).

Each test names the decision it pins. Scenario deals are hand-made; the dealer is
seat 2, so seat 0 is voorhand, bids first and leads.
"""

from __future__ import annotations

from typing import Any, Sequence

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tarotlib import PIQUET, Deal, IllegalAction, Match, Play, new_hand
from tarotlib.actions import PASS, Bid, Discard
from tarotlib.bots import get_bot
from tarotlib.games.klaverjas import (
    KLAVERJAS_3,
    POINTS,
    ROEM_3,
    bids,
    sheet_round,
    trick_roem,
)
from tarotlib.state import HandState
from tarotlib.text import describe, play_lines

K3 = "klaverjas-3"
C, D, H, S = range(4)
VARIANTS = ([], ["four-at-table"], ["majority"], ["four-at-table", "majority"])
RANKS = ("7", "8", "9", "10", "J", "Q", "K", "A")


def idx(code: str) -> int:
    return PIQUET.index(code)


def deal(hands: Sequence[Sequence[str]], skart: Sequence[str] = (), variants: Sequence[str] = (),
         dealer: int = 2, partial: bool = True) -> HandState:
    return new_hand(K3, len(hands), variants, dealer=dealer, partial=partial,
                    deal=Deal(tuple(tuple(idx(c) for c in h) for h in hands), tuple(idx(c) for c in skart)))


def suit(s: str) -> list[str]:
    return [r + s for r in RANKS]


def legal(state: HandState) -> set[str]:
    return {c.code for c in state.legal_cards()}


def refused(state: HandState, action: Any) -> IllegalAction:
    with pytest.raises(IllegalAction) as info:
        state.apply(action if not isinstance(action, str) else Play(PIQUET.card(action)))
    return info.value


def first_legal_out(state: HandState) -> HandState:
    while not state.is_over:
        state.apply(state.legal_actions()[0])
    return state


# ---------------------------------------------------------------- K1, K2
def test_K5_the_hint_calls_the_other_defender_no_partner() -> None:
    """K5: each plays for himself; the defenders only share the Speler as opponent."""
    from tarotlib.bots import hint

    state = deal([["7c"], ["Ac"], ["10c", "Kc"]], skart=["7d", "8d"])
    state.apply(Bid("play", trump=H))
    state.apply(Discard(PIQUET.card("7d")))
    state.apply(Discard(PIQUET.card("8d")))
    state.play("7c")
    state.play("Ac")
    advice = hint(state)
    assert advice.advice("en") == "The other defender is winning: throw points on his trick with ♣10."
    assert advice.advice("nl").startswith("De andere verdediger heeft de slag")


def test_K1_trump_jack_and_nine_beat_the_ace() -> None:
    state = deal([["Ah"], ["9h"], ["Jh"]], skart=["7c", "8c"])
    state.apply(Bid("play", trump=H))
    state.apply(Discard(PIQUET.card("7c")))
    state.apply(Discard(PIQUET.card("8c")))
    for code in ("Ah", "9h", "Jh"):
        state.play(code)
    assert state.tricks[0].winner == 2
    assert sum(POINTS[H]) + 10 == 162


def test_K2_trump_and_over_trump_in_three() -> None:
    state = deal([["7c"], ["9h", "8d"], ["Jh", "8h", "Ad"]], skart=["7s", "8s"])
    state.apply(Bid("play", trump=H))
    state.apply(Discard(PIQUET.card("7s")))
    state.apply(Discard(PIQUET.card("8s")))
    state.play("7c")
    assert legal(state) == {"9h"}  # cannot follow: trump
    assert refused(state, "8d").rule == "K2"
    state.play("9h")
    assert legal(state) == {"Jh"}  # over-trump the Nine
    error = refused(state, "8h")
    assert error.rule == "K2" and "overtroeven" in error.explanation("nl")
    assert "partner" not in error.explanation("en") and "maat" not in error.explanation("nl")  # each for himself (K5)


# ---------------------------------------------------------------- K3 roem
def test_K3_trick_roem_values_for_three() -> None:
    mask = lambda *codes: sum(1 << idx(c) for c in codes)
    assert list(trick_roem(mask("7c", "8c", "9c"), H, ROEM_3, 3)) == [("run-3", 40)]
    assert list(trick_roem(mask("Ac", "Ad", "As"), H, ROEM_3, 3)) == [("three-of-a-kind", 80)]
    assert list(trick_roem(mask("Jc", "Jd", "Js"), H, ROEM_3, 3)) == [("three-jacks", 120)]
    assert list(trick_roem(mask("Kh", "Qh", "7c"), H, ROEM_3, 3)) == [("stuk", 20)]
    assert list(trick_roem(mask("Kh", "Qh", "Ah"), H, ROEM_3, 3)) == [("run-3", 40), ("stuk", 20)]
    assert list(trick_roem(mask("10h", "Jh", "9h"), H, ROEM_3, 3)) == [("run-3", 40)]  # roem order, not trump order


# ---------------------------------------------------------------- K4 score
def test_K4_K5_speler_takes_every_trick_discards_to_the_last_winner_pit() -> None:
    hands = [suit("h") + ["Ad", "Ac"], suit("d")[:7] + ["7c", "8c", "9c"], suit("s") + ["10c", "Jc"]]
    state = deal(hands, skart=["Qc", "Kc"], partial=False)
    state.apply(Bid("play", trump=H))
    state.apply(Discard(PIQUET.card("Qc")))
    state.apply(Discard(PIQUET.card("Kc")))
    result = first_legal_out(state).result.to_json()
    assert result == {"tricks": [10, 0, 0], "card_points": [162, 0, 0], "score": [262, 0, 0],
                      "sheet": [260, 0, 0], "roem": [0, 0, 0], "nat": False, "pit": True}


def test_K4_nat_the_defenders_share_162_equally() -> None:
    hands = [suit("d") + ["7h", "8h"], suit("h")[2:] + ["7s", "8s", "9s", "10s"], suit("c") + ["Js", "Qs"]]
    state = deal(hands, skart=["Ks", "As"], partial=False)
    state.apply(Bid("play", trump=C))
    state.apply(Discard(PIQUET.card("7d")))
    state.apply(Discard(PIQUET.card("8d")))
    result = first_legal_out(state).result.to_json()
    assert result == {"tricks": [2, 0, 8], "card_points": [40, 0, 122], "score": [0, 81, 81],
                      "sheet": [0, 80, 80], "roem": [0, 0, 0], "nat": True, "pit": False}


@pytest.mark.parametrize("variants", [[], ["majority"]])
def test_K4_pit_is_one_players_two_defenders_with_every_trick_between_them_score_none(variants: list[str]) -> None:
    """K4: in Klaverjas-3 pit is +100 to a player who took every trick himself; the two
    defenders, who took the Speler's every trick between them, share the nat's 162 and
    score no pit (not 100 each, not 100 shared)."""
    state = deal([["7c", "7d"], ["Ac", "8d"], ["8c", "Ad"]], skart=["7s", "8s"], variants=variants)
    state.apply(Bid("play", trump=H))
    state.apply(Discard(PIQUET.card("7s")))
    state.apply(Discard(PIQUET.card("8s")))
    for code in ("7c", "Ac", "8c", "8d", "Ad", "7d"):  # seat 1 wins the first trick, seat 2 the second
        state.play(code)
    result = state.result.to_json()
    assert result["tricks"] == [0, 1, 1] and result["nat"] is True and result["pit"] is False
    assert result["score"] == [0, 81, 81]


def reference_score(state: HandState, majority: bool) -> list[int]:
    points = POINTS[state.trump]
    players = state.players
    cards, tricks = [0] * players, [0] * players
    for trick in state.tricks:
        cards[trick.winner] += sum(points[c.index] for c in trick.cards)
        tricks[trick.winner] += 1
    last = state.tricks[-1].winner
    cards[last] += 10 + sum(points[i] for m in state.laid for i in range(32) if m >> i & 1)
    speler = state.own.contract.seat
    total = [cards[s] + state.own.roem[s] for s in range(players)]
    made = total[speler] > sum(total) - total[speler] if majority else total[speler] >= 82
    made = made and tricks[speler] > 0  # K4: no trick won, no contract made
    defenders = [s for s in range(players) if s not in (speler, state.sitting_out)]
    score = total if made else [(162 + sum(state.own.roem)) // 2 if s in defenders else 0 for s in range(players)]
    return [v + (100 if tricks[s] == 10 else 0) for s, v in enumerate(score)]


# ---------------------------------------------------------------- K5 bidding, skart
def test_K5_bidding_from_voorhand_first_to_play_is_the_speler() -> None:
    state = deal([["7c"], ["8c"], ["9c"]], skart=["Ah", "Kh"])
    assert state.phase_name == "bid" and state.turn == 0
    assert state.legal_actions() == [PASS] + [Bid("play", trump=s) for s in range(4)]
    error = refused(state, Bid("play"))
    assert error.rule == "K5"
    state.apply(PASS)
    state.apply(Bid("play", trump=S))
    assert state.own.contract.seat == 1 and state.trump == S and state.sides == (1, 0, 1)
    assert state.phase_name == "discard" and state.turn == 1
    assert {c.code for c in state.hand(1)} == {"8c", "Ah", "Kh"}
    drawn = [e for e in state.events if e.kind == "drawn"]
    assert [e.card.code for e in drawn] == ["Ah", "Kh"] and all(e.hidden_cards for e in drawn)
    assert [e.card for e in state.view(0).events if e.kind == "drawn"] == [None, None]  # taken, not shown
    assert "  seat 1 takes ♥A from the skart [K5]" in play_lines(state, "en")  # taken, not drawn from a stock
    assert play_lines(state, "nl", seat=0).count("  stoel 1 neemt een kaart uit de skart [K5]") == 2
    state.apply(Discard(PIQUET.card("Ah")))
    state.apply(Discard(PIQUET.card("8c")))
    assert state.phase_name == "play" and state.turn == 0  # voorhand leads
    assert {c.code for c in state.view(1).laid} == {"Ah", "8c"} and state.view(0).laid == ()


def test_K5_all_pass_next_dealer_deals() -> None:
    state = deal([["7c"], ["8c"], ["9c"]], skart=["Ah", "Kh"])
    for _ in range(3):
        state.apply(PASS)
    assert state.is_over and state.ended == "all-passed" and state.result.score == (0, 0, 0)
    assert state.events[-1].rule == "K5"
    assert not KLAVERJAS_3.match.counts(state)


def test_K5_four_at_table_dealer_sits_out() -> None:
    state = new_hand(K3, 4, ["four-at-table"], dealer=1, seed=3)
    assert [len(h) for h in state.deal.hands] == [10, 0, 10, 10] and len(state.deal.rest) == 2
    assert state.sitting_out == 1 and state.turn == 2
    state.apply(PASS)
    state.apply(PASS)
    assert state.turn == 0
    state.apply(PASS)
    assert state.ended == "all-passed"


@pytest.mark.parametrize("lang, sits_out, nat", [
    ("en", "seat 1: no cards, the dealer sits out (K5)", "nat (the contract was not made): {}"),
    ("nl", "stoel 1: geen kaarten, de deler speelt niet mee (K5)", "nat (het contract is niet gehaald): {}"),
])
def test_K5_the_replay_says_the_dealer_sits_out_and_nat_in_words(lang: str, sits_out: str, nat: str) -> None:
    state = new_hand(K3, 4, ["four-at-table"], dealer=1, seed=3)
    bot = get_bot("basic")
    while not state.is_over:
        state.apply(bot.choose(state, state.turn))
    lines = [line.strip() for line in describe(state, lang).splitlines()]
    assert lines[:2] == {"en": ["Klaverjassen for 3 (4 players)", "Variants: Four at the table (K5)"],
                         "nl": ["Klaverjassen met 3 (4 spelers)", "Varianten: Met vier aan tafel (K5)"]}[lang]
    assert sits_out in lines
    assert nat.format({("en", True): "yes", ("en", False): "no", ("nl", True): "ja", ("nl", False): "nee"}[
        lang, state.result.extra["nat"]]) in lines
    assert not any(line.endswith(("True", "False")) for line in lines)


# ---------------------------------------------------------------- K8
def test_K8_match_voorhand_deals_next_sixteen_hands() -> None:
    match = Match(K3, seed=5)
    bots = [get_bot("basic") for _ in range(3)]
    while not match.is_over:
        hand = match.new_hand()
        if len(match.hands) > 1:
            assert hand.dealer == match.hands[-2].voorhand
        while not hand.is_over:
            hand.apply(bots[hand.turn].choose(hand, hand.turn))
    assert len(match.counted_hands) == 16
    assert match.totals == [sum(h.result.extra["sheet"][s] for h in match.hands) for s in range(3)]
    assert sheet_round(81) == 80 and sheet_round(125) == 130


def test_K8_a_deal_everyone_passed_is_not_among_the_hands_of_the_game() -> None:
    """K8: three passes end the deal with nothing scored; it is not one of the game's
    hands, and its voorhand deals the next."""
    match = Match(K3, hands=1, seed=1, first_dealer=2)
    passed = match.new_hand()
    for _ in range(3):
        passed.apply(PASS)
    assert match.sheet() == [[0, 0, 0]] and match.counted_hands == [] and not match.is_over
    played = match.new_hand()
    assert played.dealer == passed.voorhand == 0
    played.apply(Bid("play", trump=H))
    while not played.is_over:
        played.apply(get_bot("basic").choose(played, played.turn))
    assert match.is_over and match.counted_hands == [played]


# ---------------------------------------------------------------- properties
def snapshot(state: HandState) -> tuple[Any, ...]:
    return (tuple(state.hands), tuple(state.won), tuple(state.laid), tuple(state.own.roem), tuple(state.tricks_won),
            tuple(state.trick_cards), state.turn, state.phase_name, state.own, state.trump, state.sides,
            state.own.contract, bids(state.actions), len(state.events), len(state.actions), state.result)


def check_cards(state: HandState) -> None:
    skart = 0 if state.own.contract is not None else sum(1 << c for c in state.deal.rest)
    assert state.out_of_play == skart
    places = [*state.hands, *state.won, *state.laid, sum(1 << c for c in state.trick_cards), skart]
    total = 0
    for mask in places:
        assert not total & mask
        total |= mask
    assert total == PIQUET.full_mask


@settings(max_examples=30, deadline=None)
@given(st.integers(0, 10**6), st.sampled_from(VARIANTS), st.sampled_from(["random", "basic"]))
def test_properties_whole_hands(seed: int, variants: list[str], bot: str) -> None:
    state = new_hand(K3, None, variants, seed=seed)
    bots = [get_bot(bot, seed + s) for s in range(state.players)]
    while not state.is_over:
        check_cards(state)
        seat = state.turn
        assert seat != state.sitting_out
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
        assert sum(result.card_points) == 162 and sum(result.tricks) == 10
        assert sum(e.amount for e in state.events if e.kind == "roem") == sum(state.own.roem)
        assert list(result.score) == reference_score(state, "majority" in variants)
    assert result.extra["sheet"] == tuple(sheet_round(v) for v in result.score)
