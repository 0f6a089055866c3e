"""Marjolet (rules/nl/marjolet.txt): a scenario for every decision MJ1-MJ8, the
refusals with their rule ids, whole hands and games, and properties of random hands.

The helpers here (``dealt``, ``decl``, ``check_hand``, ...) are shared with
``test_binage.py``.
"""

from __future__ import annotations

import random
from typing import Any, Sequence

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tarotlib import IllegalAction
from tarotlib.actions import END_DECLARING, Declare, Play
from tarotlib.bots import get_bot
from tarotlib.cards import PIQUET
from tarotlib.errors import TarotlibError
from tarotlib.match import Match
from tarotlib.state import Deal, HandState, new_hand

MJ, BN = "marjolet", "binage"


# ---------------------------------------------------------------- helpers
def dealt(game: str, hands: Sequence[Sequence[str]], rest: Sequence[str], turned: str, dealer: int = 1,
          variants: Sequence[str] = (), options: dict[str, Any] | None = None) -> HandState:
    """A hand with these cards: seat 0 is voorhand (dealer 1); ``rest`` is the stock, top first."""
    deal = Deal(tuple(tuple(PIQUET.index(c) for c in h) for h in hands), tuple(PIQUET.index(c) for c in rest),
                PIQUET.index(turned))
    return new_hand(game, 2, variants, options, dealer=dealer, deal=deal, partial=True)


def decl(combo: str, *codes: str) -> Declare:
    return Declare(combo, tuple(PIQUET.card(c) for c in codes))


def codes(cards: Any) -> set[str]:
    return {c.code for c in cards}


def legal_codes(state: HandState) -> set[str]:
    return {c.code for c in state.legal_cards()}


def hand_codes(state: HandState, seat: int) -> set[str]:
    return codes(state.hand(seat))


def scored(state: HandState, seat: int | None = None) -> list[tuple[int, str, int]]:
    return [(e.seat, e.name, e.amount) for e in state.events if e.kind == "scored" and seat in (None, e.seat)]


def refused(state: HandState, action: Any, seat: int | None = None) -> IllegalAction:
    before = (tuple(state.hands), tuple(state.own.faceup), state.turn, state.phase_name, tuple(state.points),
              len(state.actions), state.declared, state.own.turned, tuple(state.own.stock))
    with pytest.raises(IllegalAction) as info:
        state.apply(action, seat)
    after = (tuple(state.hands), tuple(state.own.faceup), state.turn, state.phase_name, tuple(state.points),
             len(state.actions), state.declared, state.own.turned, tuple(state.own.stock))
    assert after == before
    return info.value


def play(state: HandState, *cards: str) -> None:
    for code in cards:
        state.play(code)


def end_windows(state: HandState) -> None:
    while state.phase_name == "declare":
        state.apply(END_DECLARING)


def places(state: HandState) -> list[int]:
    """Every place a card can be, as masks: hands, won piles, stock, turned, trick."""
    out = list(state.hands) + list(state.won)
    out.append(sum(1 << i for i in state.own.stock))
    out.append(0 if state.own.turned is None else 1 << state.own.turned)
    out.append(sum(1 << i for i in state.trick_cards))
    return out


def figures(state: HandState) -> dict[str, Any]:
    """What push then pop must restore exactly."""
    skip = {"_legal", "_choices", "_tricks", "_events", "_events_from", "_undo"}  # caches, built when read
    out = {}
    for key, value in state.__dict__.items():
        if key in skip:
            continue
        out[key] = list(value) if isinstance(value, list) else value
    return out


def check_hand(game: str, variants: Sequence[str], seed: int, options: dict[str, Any] | None = None) -> HandState:
    """A whole random hand by random or basic bots with every property checked after each action."""
    rng = random.Random(seed)
    state = new_hand(game, 2, variants, options, seed=seed)
    bots = [get_bot("random" if rng.random() < 0.5 else "basic", seed + seat) for seat in range(2)]
    full = PIQUET.full_mask
    while state.turn is not None:
        parts = places(state)
        assert sum(parts) == full and sum(m.bit_count() for m in parts) == 32
        assert all(f & ~h == 0 for f, h in zip(state.own.faceup, state.hands))
        assert state.trump is not None
        seat = state.turn
        legal = state.legal_actions()
        if rng.random() < 0.3:
            before = figures(state)
            state.push(rng.choice(legal))
            state.pop()
            assert figures(state) == before
        action = bots[seat].choose(state, seat)
        assert action in legal
        state.apply(action, seat)
    assert state.result is not None
    parts = places(state)
    assert sum(parts) == full and sum(m.bit_count() for m in parts) == 32
    result = state.result
    events = scored(state)
    for seat in range(2):  # the score is every point scored as it happened
        assert result.score[seat] == sum(a for s, _, a in events if s == seat)
        assert result.card_points[seat] == sum(a for s, n, a in events if s == seat and n in ("ace-ten", "last-trick"))
    if not state.ended:
        assert sum(result.card_points) == 90  # 4 Aces, 4 Tens and the last trick
        assert sum(result.tricks) == 16  # Marjolet 10 stock tricks + 6, Binage 8 + 8
    else:
        assert state.ended == "knock-out"
        before = (options or {}).get("scores", [0, 0])
        assert max(b + p for b, p in zip(before, result.score)) >= (options or {}).get("target", 500)
    declared = sum(v for _, _, v in state.declared)
    told_apart = ("ace-ten", "last-trick", "last-card", "last-stock-trick", "all-six", "trump-seven", "turned-seven")
    assert declared == sum(a for _, n, a in events if n not in told_apart)
    return state


# ---------------------------------------------------------------- MJ1 the deal
def test_MJ1_deals_six_each_turns_the_next_card_for_trump_and_the_non_dealer_leads() -> None:
    state = new_hand(MJ, 2, seed=3, dealer=0)
    assert [h.bit_count() for h in state.hands] == [6, 6]
    assert len(state.own.stock) == 19 and state.own.turned is not None
    assert state.trump == PIQUET.suit_of[state.own.turned]
    assert state.turn == state.leader == 1 == state.voorhand


def test_MJ1_order_is_A_10_K_Q_J_9_8_7_in_every_suit() -> None:
    state = dealt(MJ, [["Kc", "Qh", "9h"], ["10c", "Ah", "10h"]], ["7s", "8s"], "8d")  # diamonds trump
    play(state, "Kc", "10c")
    assert state.tricks[-1].winner == 1
    play(state, "Ah", "Qh")  # seat 1 leads the Ace of hearts
    assert state.tricks[-1].winner == 1
    order = state.trick_order.descending(1)
    assert [c.code for c in order] == ["Ad", "10d", "Kd", "Qd", "Jd", "9d", "8d", "7d"]


def test_MJ1_a_turned_seven_gives_the_dealer_10() -> None:
    state = dealt(MJ, [["Kc"], ["Qc"]], [], "7s", dealer=1)
    assert state.trump == 3
    assert scored(state) == [(1, "turned-seven", 10)]
    assert state.points == [0, 10]


def test_MJ1_the_dealer_alternates_in_a_game() -> None:
    match = Match(MJ, seed=4, first_dealer=0)
    dealers = []
    for _ in range(4):
        hand = match.new_hand()
        dealers.append(hand.dealer)
        while hand.turn is not None:
            hand.apply(get_bot("basic").choose(hand, hand.turn))
        if match.is_over:
            break
    assert dealers[:4] == [0, 1, 0, 1][:len(dealers)]


# ---------------------------------------------------------------- MJ2 the stock phase
def test_MJ2_while_the_stock_lasts_any_card_may_be_played() -> None:
    state = dealt(MJ, [["Kc", "Qh"], ["8c", "9s", "7h"]], ["7s", "8s"], "8d")
    play(state, "Kc")
    assert legal_codes(state) == {"8c", "9s", "7h"}
    assert state.limit() is None


def test_MJ2_highest_trump_wins_else_highest_of_the_suit_led() -> None:
    state = dealt(MJ, [["Ac", "Kc"], ["7d", "Ah"]], ["7s", "8s", "9s", "10s"], "8d")
    play(state, "Ac", "7d")  # the lowest trump beats the Ace led
    assert state.tricks[-1].winner == 1
    play(state, "Ah", "Kc")  # a plain card of another suit loses
    assert state.tricks[-1].winner == 1


def test_MJ2_the_winner_draws_first_then_the_loser_and_the_turned_card_is_drawn_last() -> None:
    state = dealt(MJ, [["9c", "Jc"], ["8c", "7s"]], ["Qs", "Ks", "Js"], "8d")
    play(state, "9c", "8c")  # seat 0 wins
    drawn = [(e.seat, e.card.code, e.hidden_cards) for e in state.events if e.kind == "drawn"]
    assert drawn == [(0, "Qs", True), (1, "Ks", True)]
    seen = [(e.seat, e.card and e.card.code) for e in state.view(1).events if e.kind == "drawn"]
    assert seen == [(0, None), (1, "Ks")]  # the other sees that a card was drawn, not which
    assert [PIQUET.codes[i] for i in state.own.stock] == ["Js"] and state.own.turned == PIQUET.index("8d")
    play(state, "Jc", "7s")  # seat 0 wins again: draws Js, seat 1 draws the turned 8d
    drawn = [(e.seat, e.card.code, e.hidden_cards) for e in state.events if e.kind == "drawn"][2:]
    assert drawn == [(0, "Js", True), (1, "8d", False)]
    assert state.own.turned is None and state.own.stock == ()
    assert "8d" in hand_codes(state, 1)


# ---------------------------------------------------------------- MJ3 points at once
def test_MJ3_each_ace_and_ten_scores_10_to_the_winner_at_once() -> None:
    state = dealt(MJ, [["Ac", "Kc"], ["10c", "8c"]], ["7s", "8s", "9s", "10s"], "8d")
    play(state, "Ac", "10c")
    assert scored(state) == [(0, "ace-ten", 20)]
    assert state.points == [20, 0]


def test_MJ3_the_trump_seven_scores_10_to_its_player_as_it_is_played() -> None:
    state = dealt(MJ, [["Ac", "Kc"], ["7d", "8c"]], ["7s", "8s", "9s", "10s"], "8d")
    play(state, "Ac", "7d")
    assert scored(state)[0] == (1, "trump-seven", 10)  # before the trick's own points
    assert scored(state)[1] == (1, "ace-ten", 10)


def test_MJ3_a_turned_seven_earns_its_10_once_it_scores_nothing_when_played_MJ5_apart() -> None:
    """The turned trump 7 gave the dealer 10 (MJ1): drawn last and played, it scores
    nothing more (MJ3); the 10 for drawing the last card is another matter (MJ5)."""
    state = dealt(MJ, [["Ac", "9c"], ["8c", "Kd"]], ["Qs"], "7h")  # seat 1 deals and will draw the 7
    play(state, "Ac", "8c")  # seat 0 wins and draws ♠Q, seat 1 the turned ♥7: the play-out
    assert "7h" in hand_codes(state, 1)
    play(state, "9c", "7h")  # seat 1 cannot follow clubs and must trump with the 7 (MJ6)
    assert [(s, n) for s, n, _ in scored(state, 1)] == [(1, "turned-seven"), (1, "last-card")]


def test_MJ3_a_seven_exchanged_by_dix_scores_nothing_when_played() -> None:
    """Dix earned the 7 its 10 (MJ4); it goes to the table, is drawn last and played for nothing (MJ3)."""
    state = dealt(MJ, [["Ac", "Kh", "7h"], ["8c", "9c", "Jd"]], ["Js"], "Qh")
    play(state, "Ac", "8c")
    state.apply(decl("dix", "7h"))
    end_windows(state)  # seat 0 draws ♠J, seat 1 the ♥7 from the table (MJ5: 10 for the last card)
    assert "7h" in hand_codes(state, 1)
    play(state, "Js", "7h")  # seat 1 cannot follow spades: the 7 trumps (MJ6)
    assert state.tricks[-1].winner == 1
    assert scored(state) == [(0, "ace-ten", 10), (0, "dix", 10), (1, "last-card", 10)]


# ---------------------------------------------------------------- MJ4 declarations
def window_hand(variants: Sequence[str] = ()) -> HandState:
    """Seat 0 wins the first trick holding Kc Qc Kd Ks Ah... and the trump 7 (hearts trump, 9h turned)."""
    return dealt(MJ, [["Ac", "Kc", "Qc", "Kd", "Ks", "7h"], ["8c", "9c", "Jd", "8s", "9s", "Jc"]],
                 ["Kh", "Qd", "7d", "8d"], "9h", variants=variants)


def test_MJ4_the_winner_may_declare_before_drawing_dix_first() -> None:
    state = window_hand()
    play(state, "Ac", "8c")
    assert state.phase_name == "declare" and state.turn == 0
    assert state.legal_actions() == [decl("dix", "7h"), decl("marias", "Kc", "Qc"), END_DECLARING]
    assert not [e for e in state.events if e.kind == "drawn"]  # nobody drew yet


def test_MJ4_dix_swaps_the_trump_seven_for_the_turned_card_and_that_card_may_join_a_later_declaration() -> None:
    state = dealt(MJ, [["Ac", "Kh", "7h"], ["8c", "9c", "Jd"]], ["Js", "Qd", "7d", "8d"], "Qh")
    play(state, "Ac", "8c")
    assert state.legal_actions() == [decl("dix", "7h"), END_DECLARING]
    state.apply(decl("dix", "7h"))
    assert "Qh" in hand_codes(state, 0) and "7h" not in hand_codes(state, 0)
    assert state.own.turned == PIQUET.index("7h")
    assert state.legal_actions() == [decl("stuk", "Kh", "Qh"), END_DECLARING]
    state.apply(decl("stuk", "Kh", "Qh"))
    assert scored(state, 0) == [(0, "ace-ten", 10), (0, "dix", 10), (0, "stuk", 40)]
    assert codes(PIQUET.cards_in(state.own.faceup[0])) == {"Kh", "Qh"}  # the trump 7 lies on the table, not face up
    assert state.phase_name == "play"  # nothing left to declare: the window closed and both drew
    assert [e.card.code for e in state.events if e.kind == "drawn"] == ["Js", "Qd"]


def test_MJ4_declared_cards_lie_face_up_and_stay_playable() -> None:
    state = window_hand()
    play(state, "Ac", "8c")
    state.apply(decl("marias", "Kc", "Qc"))
    state.apply(END_DECLARING)
    assert codes(PIQUET.cards_in(state.own.faceup[0])) == {"Kc", "Qc"}
    assert "Kc" in legal_codes(state)
    play(state, "Kc")
    assert codes(PIQUET.cards_in(state.own.faceup[0])) == {"Qc"}


def test_MJ4_each_set_once_per_deal_but_a_card_may_be_in_several_sets() -> None:
    state = dealt(MJ, [["Ac", "Ad", "Kc", "Qc", "Kd", "Ks"], ["8c", "9c", "Jd", "8s", "9s", "Jc"]],
                  ["Kh", "Qd", "7d", "8d"], "9h")
    play(state, "Ac", "8c")
    state.apply(decl("marias", "Kc", "Qc"))  # the window closes: seat 0 draws Kh, four Kings
    play(state, "Ad", "Jd")
    assert state.legal_actions() == [decl("four-kings", "Kc", "Kd", "Kh", "Ks"), END_DECLARING]
    error = refused(state, decl("marias", "Kc", "Qc"))
    assert error.rule == "MJ4"
    # the name stands alone in the sentence ("This four Aces" / "Deze vier azen is" read wrong)
    assert error.explanation("en") == "Already declared in this deal: Marias (King and Queen of a plain suit). " \
        "Each combination counts once."
    assert error.explanation("nl").startswith("Deze deling al geroemd: Marias")


def test_MJ4_a_declaration_names_each_card_once_and_only_cards_of_this_pack() -> None:
    """One card named twice would add up to another card's bit: refused as it is made,
    and a tarot card in a Marjolet window is no card of the hand (not read by its index)."""
    from tarotlib.cards import TAROT

    with pytest.raises(TarotlibError, match="names Kc twice"):
        decl("marias", "Kc", "Kc")
    with pytest.raises(TarotlibError, match="two packs"):
        Declare("marias", (PIQUET.card("Kc"), TAROT.card("Qc")))
    state = window_hand()
    play(state, "Ac", "8c")
    error = refused(state, Declare("marias", (TAROT.card("Kc"), TAROT.card("Qc"))))
    assert error.rule == "hand"


def test_MJ4_marjolet_declares_any_number_in_one_window() -> None:
    state = dealt(MJ, [["Ac", "Kh", "Qh", "Jh", "Qc", "Kc"], ["8c", "9c", "Jd", "8s", "9s", "7s"]],
                  ["7d", "8d"], "9h")
    play(state, "Ac", "8c")
    legal = state.legal_actions()
    assert legal == [decl("stuk", "Kh", "Qh"), decl("trump-marjolet", "Jh", "Qh"), decl("marias", "Kc", "Qc"),
                     decl("marjolet", "Jh", "Qc"), END_DECLARING]
    for action in legal[:-1]:
        state.apply(action)
    assert state.points[0] == 10 + 40 + 40 + 20 + 20
    assert state.phase_name == "play"


def test_MJ4_the_four_of_a_kind_combinations() -> None:
    state = dealt(MJ, [["Ac", "Ad", "Ah", "As", "Kc", "10d"], ["8c", "9c", "Jd", "8s", "9s", "7s"]],
                  ["10h", "10s", "Qd", "Qs"], "9h")
    play(state, "Kc", "8c")
    assert state.legal_actions() == [decl("four-aces", "Ac", "Ad", "Ah", "As"), END_DECLARING]
    state.apply(END_DECLARING)  # seat 0 draws 10h, seat 1 10s
    assert state.phase_name == "play"


def test_MJ4_refusals_name_rule_MJ4() -> None:
    state = window_hand()
    error = refused(state, decl("marias", "Kc", "Qc"))  # trick play: no window
    assert error.rule == "MJ4" and "right after winning a trick" in error.explanation("en")
    assert "vóór het trekken" in error.explanation("nl")
    play(state, "Ac", "8c")
    error = refused(state, decl("marias", "Kc", "Qc"), seat=1)  # not your window
    assert error.rule == "MJ4" and "seat 0" in error.explanation("en")
    error = refused(state, decl("four-kings", "Kc", "Kd", "Kh", "Ks"))  # not held
    assert error.rule == "MJ4" and "♥K" in error.explanation("en")
    error = refused(state, decl("quint", "Kc", "Qc"))  # unknown name
    assert error.rule == "MJ4" and "no combination 'quint'" in error.explanation("en")
    error = refused(state, decl("stuk", "Kc", "Qc"))  # held cards that do not make it
    assert error.rule == "MJ4" and "do not make this combination: stuk" in error.explanation("en")
    assert "vormen deze combinatie niet: stuk" in error.explanation("nl")
    state.apply(decl("dix", "7h"))
    error = refused(state, decl("dix", "7h"))  # a second Dix: the 7 now lies turned
    assert error.rule == "MJ4" and "already been declared" in error.explanation("en")  # Dix's own reason
    assert "al geroemd" in error.explanation("nl")


def test_MJ4_dix_is_refused_with_its_own_reason_when_the_seven_is_turned_or_gone() -> None:
    seven_turned = dealt(MJ, [["Kc", "Qc", "9c"], ["8d", "Ad", "10d"]], ["Js", "Qs"], "7h")
    play(seven_turned, "9c", "8d")
    error = refused(seven_turned, decl("dix", "7h"))
    assert error.rule == "MJ4" and "is the trump 7 itself" in error.explanation("en")
    assert "zelf de troef 7" in error.explanation("nl")
    gone = dealt(MJ, [["Ac", "Kc", "Kd", "Qd"], ["8c", "7c", "9s", "8s"]], ["7d"], "8d")
    play(gone, "Ac", "8c")
    gone.apply(END_DECLARING)  # seat 0 draws the 7, seat 1 the turned card: the play-out
    play(gone, "Kc", "7c")  # won in the play-out, Stuk still to declare: a window
    assert gone.own.turned is None and gone.phase_name == "declare" and "7d" in hand_codes(gone, 0)
    error = refused(gone, decl("dix", "7d"))
    assert error.rule == "MJ4" and "it is gone" in error.explanation("en")


def test_MJ4_no_window_when_nothing_can_be_declared_and_the_draw_follows_at_once() -> None:
    state = dealt(MJ, [["9c", "Jc"], ["8c", "7s"]], ["Qs", "Ks", "Js"], "8d")
    play(state, "9c", "8c")
    assert state.phase_name == "play" and state.turn == 0
    assert len([e for e in state.events if e.kind == "drawn"]) == 2


# ---------------------------------------------------------------- MJ5 the last card
def last_card_hand(variants: Sequence[str] = ()) -> HandState:
    """Seat 1 wins the last stock trick; seat 0 draws the turned card."""
    return dealt(MJ, [["7c", "8c", "9c", "Jc", "7d", "8d"], ["Ah", "10h", "Kh", "Qh", "Jh", "9h"]],
                 ["Ac"], "8h", variants=variants)


def test_MJ5_the_player_who_draws_the_last_card_scores_10() -> None:
    state = last_card_hand()
    play(state, "7c", "9h")
    state.apply(END_DECLARING)
    assert (0, "last-card", 10) in scored(state)
    assert [e.card.code for e in state.events if e.kind == "drawn"] == ["Ac", "8h"]


def test_MJ5_last_winner_the_winner_of_the_last_stock_trick_scores_it() -> None:
    state = last_card_hand(["last-winner"])
    play(state, "7c", "9h")
    state.apply(END_DECLARING)
    assert (1, "last-stock-trick", 10) in scored(state) and not scored(state, 0)  # named for the trick


# ---------------------------------------------------------------- MJ6 the play-out
def playout_hand() -> HandState:
    """After trick 1 the stock is empty: seat 1 leads from Qc Ad Ac; seat 0 holds Kc 9c 9h (hearts trump)."""
    state = dealt(MJ, [["7s", "Kc", "9c"], ["8s", "Qc", "Ad"]], ["Ac"], "9h")
    play(state, "7s", "8s")
    assert state.turn == 1 and state.own.stock == () and state.own.turned is None
    return state


@pytest.mark.parametrize("lead, legal, kind", [
    ("Qc", {"Kc"}, "beat"),  # follow and beat the card led
    ("Ac", {"Kc", "9c"}, "follow"),  # cannot beat: follow
    ("Ad", {"9h"}, "trump"),  # cannot follow: trump
])
def test_MJ6_follow_and_beat_if_you_can_else_follow_else_trump(lead: str, legal: set[str], kind: str) -> None:
    state = playout_hand()
    play(state, lead)
    assert legal_codes(state) == legal
    limit = state.limit()
    assert limit is not None and limit.rule == "MJ6"
    other = next(c for c in hand_codes(state, 0) if c not in legal)
    error = refused(state, Play(PIQUET.card(other)))
    assert error.rule == "MJ6" and kind in error.explanation("en")
    assert "De stok is op" in error.explanation("nl")


def test_MJ6_with_no_card_to_follow_and_no_trump_any_card() -> None:
    state = dealt(MJ, [["7s", "Kc", "9c"], ["8s", "Qd", "Ad"]], ["Ac"], "9h")
    play(state, "7s", "8s")  # seat 1 draws Ac, seat 0 the trump 9h
    play(state, "Qd")
    assert legal_codes(state) == {"9h"}
    state = dealt(MJ, [["7s", "Kc", "9c"], ["8s", "Qd", "Ad"]], ["9h"], "Ac")  # clubs trump, seat 0 draws Ac
    play(state, "7s", "8s")
    play(state, "Qd")
    assert legal_codes(state) == {"Kc", "9c", "Ac"} and state.limit() is None


def test_MJ6_last_trick_10_and_40_more_for_all_six_play_out_tricks() -> None:
    state = last_card_hand()
    play(state, "7c", "9h")
    end_windows(state)
    while state.turn is not None:
        end_windows(state)
        if state.turn is None:
            break
        state.apply(state.legal_actions()[0])
    assert state.tricks_won == [0, 7]
    assert scored(state, 1)[-2:] == [(1, "last-trick", 10), (1, "all-six", 40)]
    assert state.result is not None and state.result.card_points == (0, 40)  # Ah, 10h, Ac and the last trick
    assert state.result.score == (10, 80)
    # the table adds up: seat 0's 10 is the last card drawn (MJ5), seat 1's 40 the all six
    assert state.result.extra["bonus"] == (10, 40) and state.result.to_json()["bonus"] == [10, 40]


def test_MJ6_marjolet_allows_declarations_in_the_play_out() -> None:
    state = last_card_hand()
    play(state, "7c", "9h")
    state.apply(END_DECLARING)
    play(state, "Ah", "8h")  # seat 1 wins the first play-out trick and may declare
    assert state.phase_name == "declare"
    assert state.legal_actions() == [decl("stuk", "Kh", "Qh"), decl("trump-marjolet", "Jh", "Qh"), END_DECLARING]


# ---------------------------------------------------------------- MJ7 marias-jack
def test_MJ7_marias_jack_is_jack_and_queen_of_a_plain_suit() -> None:
    hands = [["Ac", "Kc", "Qc", "Jc", "Qd", "Jd"], ["8c", "9c", "7s", "8s", "9s", "10s"]]
    base = dealt(MJ, hands, ["7d", "8d"], "9h")
    play(base, "Ac", "8c")
    assert base.legal_actions() == [decl("marias", "Kc", "Qc"), END_DECLARING]
    jack = dealt(MJ, hands, ["7d", "8d"], "9h", variants=["marias-jack"])
    play(jack, "Ac", "8c")
    assert jack.legal_actions() == [decl("marias", "Jc", "Qc"), decl("marias", "Jd", "Qd"), END_DECLARING]
    assert "MJ7" in jack.spec.rules and "boer" in jack.spec.names["marias"]["nl"]


# ---------------------------------------------------------------- MJ8 the game
def finish(state: HandState) -> None:
    while state.turn is not None:
        state.apply(get_bot("basic").choose(state, state.turn))


def test_MJ8_scores_carry_from_hand_to_hand_and_the_higher_total_past_500_wins() -> None:
    match = Match(MJ, seed=11)
    while not match.is_over:
        hand = match.new_hand()
        if len(match.hands) > 1:
            assert hand.options["scores"] == [int(t) for t in Match_totals_before(match)]
        finish(hand)
        assert len(match.hands) < 60
    totals = match.totals
    assert max(totals) >= 500 and match.winners == [totals.index(max(totals))]
    assert totals[0] != totals[1]


def Match_totals_before(match: Match) -> list[int | float]:
    """The totals of the hands before the current one."""
    totals = [0, 0]
    for hand in match.hands[:-1]:
        assert hand.result is not None
        totals = [t + s for t, s in zip(totals, hand.result.score)]
    return totals


@pytest.mark.parametrize("variants", [(), ("knock-out",)])
def test_MJ8_a_game_started_with_scores_is_resumed_at_that_score(variants: tuple[str, ...]) -> None:
    match = Match(MJ, variants=variants, seed=1, options={"scores": [495, 0]})
    assert match.opening_totals == [495, 0] and match.totals == [495, 0]
    hand = match.new_hand()
    assert hand.options["scores"] == [495, 0]
    finish(hand)
    assert hand.result is not None
    assert match.totals == [495 + hand.result.score[0], hand.result.score[1]]
    assert match.is_over and match.winners == [0]  # 500 reached in the first hand played (MJ8)
    with pytest.raises(TarotlibError, match="the game is over"):
        match.new_hand()


def test_MJ8_the_next_hand_of_a_resumed_game_starts_from_its_totals() -> None:
    match = Match(MJ, seed=3, options={"scores": [100, 250]})
    finish(match.new_hand())
    assert not match.is_over
    assert match.new_hand().options["scores"] == [int(t) for t in match.totals]


def test_MJ8_the_target_and_the_scores_are_options() -> None:
    match = Match(MJ, seed=2, options={"target": 60})
    while not match.is_over:
        finish(match.new_hand())
    assert max(match.totals) >= 60
    spec = new_hand(MJ, 2, seed=1).spec
    assert {o.name: o.default(2) for o in spec.options} == {"scores": [0, 0], "target": 500}


@pytest.mark.parametrize(("game", "variants", "scores", "target", "refused"), [
    (MJ, (), [600, 495], 500, True),  # the game is over: 600 leads alone
    (MJ, (), [510, 510], 500, False),  # a tie past the target plays another hand
    (MJ, ("knock-out",), [510, 510], 500, True),  # knock-out ended the game the moment 500 was reached
    (BN, (), [499, 0], 500, False), (BN, (), [60, 0], 60, True),  # against the game's own target
])
def test_MJ8_scores_that_already_ended_the_game_are_refused(game: str, variants: tuple[str, ...], scores: list[int],
                                                           target: int, refused: bool) -> None:
    options = {"scores": scores, "target": target}
    if not refused:
        assert new_hand(game, 2, variants, options, seed=1).options["scores"] == scores
        return
    with pytest.raises(TarotlibError) as caught:
        new_hand(game, 2, variants, options, seed=1)
    assert caught.value.message_en.startswith(f"options.scores: {max(scores)} has reached the target of {target}")
    assert "(MJ8)" in caught.value.message_en and "het potje is al voorbij" in caught.value.message_nl
    with pytest.raises(TarotlibError):
        Match(game, variants=variants, options=options, seed=1)


def test_MJ8_knock_out_ends_the_game_inside_the_hand_even_in_a_declaration_window() -> None:
    state = dealt(MJ, [["9c", "Kd", "Qd"], ["8c", "7s", "8s"]], ["9s", "10s"], "8h", variants=["knock-out"],
                  options={"scores": [480, 0]})
    play(state, "9c", "8c")
    state.apply(decl("marias", "Kd", "Qd"))
    assert state.is_over and state.ended == "knock-out" and state.phase_name == "done"
    assert state.result is not None and state.result.score == (20, 0)
    assert state.events[-1].kind == "ended" and state.events[-1].rule == "MJ8"
    assert not [e for e in state.events if e.kind == "drawn"]  # ended before the draw
    error = refused(state, END_DECLARING)
    assert error.rule == "over"


def test_MJ8_knock_out_from_the_turned_seven_the_trump_seven_and_a_trick() -> None:
    state = dealt(MJ, [["9c"], ["8c"]], [], "7h", variants=["knock-out"], options={"scores": [0, 490]})
    assert state.ended == "knock-out" and state.result is not None and state.result.score == (0, 10)
    state = dealt(MJ, [["9c", "7h"], ["8c", "Ac"]], ["9s", "10s"], "8h", variants=["knock-out"],
                  options={"scores": [495, 0]})
    play(state, "7h")
    assert state.ended == "knock-out" and state.trick_cards == [PIQUET.index("7h")]
    state = dealt(MJ, [["9c", "7s"], ["10c", "Ac"]], ["9s", "10s"], "8h", variants=["knock-out"],
                  options={"scores": [0, 490], "target": 500})
    play(state, "9c", "10c")
    assert state.ended == "knock-out" and state.result is not None and state.result.score == (0, 10)
    without = dealt(MJ, [["9c", "7s"], ["10c", "Ac"]], ["9s", "10s"], "8h", options={"scores": [0, 490]})
    play(without, "9c", "10c")
    assert not without.is_over


def test_MJ8_knock_out_game_ends_in_the_hand_where_the_target_is_reached() -> None:
    match = Match(MJ, variants=["knock-out"], seed=5, options={"target": 150})
    while not match.is_over:
        finish(match.new_hand())
    last = match.hands[-1]
    assert last.ended == "knock-out"
    assert match.winners and all(match.totals[s] >= 150 for s in match.winners)


# ---------------------------------------------------------------- the spec, bots, records
def test_spec_rules_names_and_summary() -> None:
    spec = new_hand(MJ, 2, seed=0).spec
    assert spec.rules == ("MJ1", "MJ2", "MJ3", "MJ4", "MJ5", "MJ6", "MJ8")
    assert set(spec.variants) == {"marias-jack", "last-winner", "knock-out"}
    for name in ("four-aces", "four-tens", "four-kings", "four-queens", "stuk", "marias", "trump-marjolet",
                 "marjolet", "dix", "ace-ten", "trump-seven", "turned-seven", "last-card", "last-stock-trick", "last-trick",
                 "all-six"):
        assert set(spec.names[name]) == {"en", "nl"}
    assert spec.summary["en"] and spec.summary["nl"]


def test_basic_bot_declares_dix_first_then_the_most_valuable() -> None:
    from tarotlib.bots import hint

    state = window_hand()
    play(state, "Ac", "8c")
    tip = hint(state)
    assert tip.action == decl("dix", "7h") and "Dix" in tip.advice("nl")
    state.apply(tip.action)
    assert hint(state).action == decl("marias", "Kc", "Qc")


def test_basic_bot_does_not_throw_an_ace_or_ten_on_a_trick_it_cannot_win() -> None:
    from tarotlib.bots import hint

    state = dealt(MJ, [["Ac", "Kc"], ["Ad", "10s", "8c", "9s"]], ["7s", "8s", "9d", "10d"], "8h")
    play(state, "Ac")
    tip = hint(state)
    assert tip.card is not None and tip.card.code in ("8c", "9s")


def test_basic_bot_captures_an_ace_or_ten_cheaply() -> None:
    from tarotlib.bots import hint

    state = dealt(MJ, [["10c", "Kc"], ["Ac", "9h", "Ah", "8s"]], ["7s", "9s", "9d", "10d"], "8h")
    play(state, "10c")
    tip = hint(state)
    assert tip.card is not None and tip.card.code == "Ac"


@pytest.mark.parametrize("variants", [[], ["marias-jack"], ["last-winner"], ["knock-out"]])
def test_selfplay_records_replay(variants: list[str], capsys: pytest.CaptureFixture[str]) -> None:
    import json

    from tarotlib.record import record_from_state, replay

    for seed in range(3):
        state = check_hand(MJ, variants, seed, {"scores": [400, 450]} if "knock-out" in variants else None)
        record = record_from_state(state)
        outcome = replay(json.dumps(record))
        assert outcome.ok, outcome.to_json("en")


# ---------------------------------------------------------------- properties
@pytest.mark.parametrize("variants", [[], ["marias-jack"], ["last-winner"], ["knock-out"],
                                      ["marias-jack", "last-winner", "knock-out"]])
@settings(max_examples=30, deadline=None)
@given(seed=st.integers(0, 10**6))
def test_properties_of_random_hands(variants: list[str], seed: int) -> None:
    options = {"scores": [random.Random(seed).randrange(0, 500), 300]} if "knock-out" in variants else None
    check_hand(MJ, variants, seed, options)


def test_MJ3_the_replay_tells_the_trump_seven_after_its_own_trick() -> None:
    """The trump 7 scores as it is played (MJ3), inside a trick the text shows when it is
    complete: its score follows that trick's line, not the trick before."""
    from tarotlib.text import play_lines

    state = dealt(MJ, [["Kc", "7d"], ["8c", "Ac"]], ["7s", "8s", "9s", "10s"], "8d")
    play(state, "Kc", "8c")
    end_windows(state)  # no Dix: the 7 stays in hand
    play(state, "7d", "Ac")  # the 7 leads trick 2 and scores before the trick is complete
    lines = play_lines(state)
    seven = next(i for i, line in enumerate(lines) if "the trump 7 played" in line)
    assert lines[seven - 1].startswith("Trick 2, ") and "♦7" in lines[seven - 1]


def test_MJ3_MJ4_a_seven_exchanged_by_dix_is_told_once_and_scores_nothing_when_played() -> None:
    """Dix's points stand in its declaration's line (MJ4), not again as a score; the 7 it
    put on the table is drawn last and played later for nothing (MJ3)."""
    from tarotlib.bots import play_out
    from tarotlib.deals import start
    from tarotlib.text import play_lines

    state = start("marjolet-dix")
    play_out(state, [get_bot("basic") for _ in range(2)])
    lines = play_lines(state)
    assert sum("Dix" in line for line in lines) == 1
    seven = PIQUET.card("7h")
    assert state.deal.turned != seven.index and any(seven in trick.cards for trick in state.tricks)
    assert not any("the trump 7 played" in line for line in lines)
