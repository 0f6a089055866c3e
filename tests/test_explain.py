"""tarotlib.explain: why a card wins or loses a trick, why an action is refused, and what
a hand's score is made of, each a line with its rule id, in English and Dutch."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tarotlib import explain, new_hand, position
from tarotlib.actions import Bid, Play
from tarotlib.bots import get_bot, play_out
from tarotlib.games import get_game
from tarotlib.state import HandState

from test_all_games import CASES, players_for

TAROT_HAND = ["1c", "2c", "3c", "4c", "5c", "6c", "7c", "8c", "9c", "10c", "Jc", "Cc"]


def _texts(found: explain.CardInTrick, lang: str = "en") -> list[tuple[str, str]]:
    return [(line.text(lang), line.rule) for line in found.lines]


# ---------------------------------------------------------------- a card in a trick
def test_T2_the_highest_of_the_suit_led_wins_and_an_other_suit_cannot() -> None:
    state = position("maison-tarot", TAROT_HAND, ["Kh", "2h", "7s"])
    assert _texts(explain.trick_card(state, "Kh")) == [
        ("♥R wins the trick.", "T2"),
        ("It is the highest card of the suit led, hearts, and there are no trumps here.", "T2")]
    assert _texts(explain.trick_card(state, "7s")) == [("♠7 cannot win this trick: only hearts and trumps can.", "T2")]
    assert _texts(explain.trick_card(state, "2h")) == [
        ("♥R beats ♥2: it ranks above it in hearts, from high to low R D C V 10 9 8 7 6 5 4 3 2 1.", "T2")]
    assert explain.trick_card(state, "7s").text("nl") == "♠7 kan deze slag niet winnen: dat kunnen alleen harten en troef."


def test_T5_the_Excuse_never_wins_and_T2_a_trump_beats_the_suit_led() -> None:
    state = position("maison-tarot", TAROT_HAND, ["Kh", "EX", "T2"])
    assert _texts(explain.trick_card(state, "EX")) == [("The Excuse never wins a trick.", "T5")]
    assert _texts(explain.trick_card(state, "Kh")) == [
        ("†2 is a trump and beats ♥R: a trump beats every card of another suit.", "T2")]
    assert _texts(explain.trick_card(state, "T2")) == [
        ("†2 wins the trick.", "T2"), ("It is the highest of the trumps here, and trumps beat every other suit.", "T2")]


def test_LR1_spades_rank_above_the_suit_led_and_below_the_trumps() -> None:
    order = get_game("la-rigueur").trick_order
    pack = order.pack
    cards = [pack.card(code) for code in ("Kh", "7s", "T3")]
    found = {c.short(): _texts(explain.card_against(order, 2, cards, c)) for c in cards}
    assert found["♠7"] == [("†3 beats ♠7: trumps rank above spades.", "LR1")]
    assert found["♥R"] == [("♠7 beats ♥R: spades rank above hearts.", "LR1"),
                           ("But ♠7 does not win this trick either: a card stronger still lies here.", "LR1")]
    without_trump = cards[:2]
    assert _texts(explain.card_against(order, 2, without_trump, cards[1])) == [
        ("♠7 wins the trick.", "LR1"),
        ("It is the highest of the spades here, and there are no trumps here, the only cards above spades.", "LR1")]


def test_K1_the_trump_order_of_the_hand_decides() -> None:
    spec = get_game("klaverjas-4")
    order = spec.orders_for_trump(2)  # hearts
    cards = [spec.pack.card(code) for code in ("Ah", "9h", "Jh")]
    assert _texts(explain.card_against(order, 2, cards, cards[0])) == [
        ("♥9 beats ♥A: it ranks above it in hearts, from high to low J 9 A 10 K Q 8 7.", "K1"),
        ("But ♥9 does not win this trick either: a card stronger still lies here.", "K1")]


def test_MJ2_the_turned_trump_beats_the_suit_led_MJ1_orders_the_suit() -> None:
    spec = get_game("marjolet")
    order = spec.orders_for_trump(0)  # clubs turned
    cards = [spec.pack.card(code) for code in ("10h", "7c")]
    assert _texts(explain.card_against(order, 2, cards, cards[1])) == [
        ("♣7 wins the trick.", "MJ2"), ("It is the highest of the clubs here, and clubs beat every other suit.", "MJ2")]
    plain = [spec.pack.card(code) for code in ("10h", "Ah")]
    assert _texts(explain.card_against(spec.trick_order, 2, plain, plain[0])) == [
        ("♥A beats ♥10: it ranks above it in hearts, from high to low A 10 K Q J 9 8 7.", "MJ1")]


def test_a_card_not_in_the_trick_is_refused_by_name() -> None:
    state = position("maison-tarot", TAROT_HAND, ["Kh"])
    with pytest.raises(ValueError, match="card: ♥D is not on the table"):
        explain.trick_card(state, "Qh")
    with pytest.raises(ValueError, match="number: trick 1 is not finished"):
        explain.trick_card(state, "Kh", 1)


# ---------------------------------------------------------------- refusals
def test_T3_a_refusal_is_a_value_with_the_engines_own_words() -> None:
    free = position("maison-tarot", TAROT_HAND, ["Kh", "2h", "7s"])
    assert explain.refusal(free, Play(free.pack.card("1c"))) is None  # no heart, no trump: any card
    assert explain.limit(free) is None
    state = position("maison-tarot", ["1h", *TAROT_HAND[1:]], ["Kh"])
    refused = explain.refusal(state, Play(state.pack.card("2c")))
    assert refused == explain.Refusal("T3", {"en": "You must follow hearts: you hold ♥1.",
                                             "nl": "Je moet harten bekennen: je hebt ♥1."})
    assert explain.limit(state) == refused
    assert explain.refusal(state, Play(state.pack.card("1h")), seat=2).rule == "turn"
    assert state.trick_seats == [0] and state.turn == 1 and len(state.hand(1)) == 12  # nothing changed


def test_T3_low_trumps_left_out_are_legal_too_when_a_higher_one_is() -> None:
    """Over-trumping is never required (T3): a learner who picks only the trump above the
    one on the table is told the lower trumps may be played as well."""
    hand = ["T5", "T15", "EX", "1c", "2c", "3c", "4c", "5c", "6c", "7c", "8c", "9c"]
    state = position("maison-tarot", hand, ["Kh", "T10"])
    assert explain.best_so_far(state) == state.pack.card("T10")
    low, high = state.pack.card("T5"), state.pack.card("T15")
    assert explain.needless_overtrumps(state, {low}) == [low]
    assert explain.needless_overtrumps(state, {high}) == []  # above the trump on the table
    lower_only = position("maison-tarot", ["T5", *hand[2:], "10c"], ["Kh", "T10"])
    assert explain.needless_overtrumps(lower_only, {lower_only.pack.card("T5")}) == []  # nothing to over-trump with
    no_trump = position("maison-tarot", hand, ["Kh", "2h"])
    assert explain.best_so_far(no_trump) == no_trump.pack.card("Kh")
    assert explain.needless_overtrumps(no_trump, {low}) == []
    assert explain.best_so_far(position("maison-tarot", hand)) is None


def test_T4_the_suit_led_is_that_of_the_first_card_that_is_no_Excuse() -> None:
    pack = get_game("maison-tarot").pack
    assert explain.led_suit([pack.card(c) for c in ("EX", "5h", "Kc")]) == pack.card("5h").suit
    assert explain.led_suit([pack.card("EX")]) == explain.led_suit([]) == -1


# ---------------------------------------------------------------- a hand's score
def test_MT4_the_score_is_card_points_and_cards_won_minus_12() -> None:
    state = new_hand("maison-tarot", 4, seed=3)
    play_out(state, [get_bot("random") for _ in range(4)])
    result = state.result
    for seat in range(4):
        lines = explain.score_lines(result, seat)
        assert [line.rule for line in lines] == ["MT4", "MT4"]
        assert lines[0].text("en") == f"card points: {result.card_points[seat]}"
        assert lines[1].text("en") == f"cards won minus 12: {state.won[seat].bit_count() - 12:+d}"
        assert sum(part.amount for part in result.parts_of(seat)) == result.score[seat]
    assert "parts" not in result.to_json()


def test_T2_red_suits_run_backwards_in_Troggen_and_the_lines_say_so() -> None:
    order = get_game("maison-troggen").trick_order
    cards = [order.pack.card(code) for code in ("10h", "1h")]
    assert _texts(explain.card_against(order, 2, cards, cards[0])) == [
        ("♥1 beats ♥10: it ranks above it in hearts, from high to low R D C V 1 2 3 4 5 6 7 8 9 10.", "T2")]


def test_T4_after_an_Excuse_lead_the_next_card_sets_the_suit_in_Triomphe() -> None:
    state = position("triomphe-forcee", TAROT_HAND, ["EX", "5h", "Kh"])
    assert _texts(explain.trick_card(state, "Kh")) == [
        ("♥R wins the trick.", "T2"),
        ("It is the highest card of the suit led, hearts, and there are no trumps here.", "T2")]
    assert _texts(explain.trick_card(state, "EX")) == [("The Excuse never wins a trick.", "T5")]
    assert _texts(explain.trick_card(state, "5h"))[0][1] == "T2"


def test_T2_Leipzig_a_trump_beats_the_suit_led() -> None:
    order = get_game("leipzig-taroc").trick_order
    cards = [order.pack.card(code) for code in ("Kd", "T1", "Qd")]
    assert _texts(explain.card_against(order, 1, cards, cards[0])) == [
        ("†1 is a trump and beats ♦R: a trump beats every card of another suit.", "T2")]
    assert _texts(explain.card_against(order, 1, cards, cards[2])) == [
        ("♦R beats ♦D: it ranks above it in diamonds, from high to low R D C V 1 2 3 4 5 6 7 8 9 10.", "T2"),
        ("But ♦R does not win this trick either: a card stronger still lies here.", "T2")]


def test_K1_Klaverjas_3_a_card_of_neither_the_suit_led_nor_trumps_cannot_win() -> None:
    spec = get_game("klaverjas-3")
    order = spec.orders_for_trump(3)  # spades
    cards = [spec.pack.card(code) for code in ("7h", "Ac", "8h")]
    assert _texts(explain.card_against(order, 2, cards, cards[1])) == [
        ("♣A cannot win this trick: only hearts and spades can.", "K1")]
    assert _texts(explain.card_against(order, 2, cards, cards[2])) == [
        ("♥8 wins the trick.", "K1"), ("It is the highest card of the suit led, hearts, and there are no spades here.", "K1")]
    assert explain.card_against(order, 2, cards, cards[2]).text("nl") == (
        "♥8 wint de slag. Het is de hoogste kaart van de gevraagde kleur, harten, en er liggen geen schoppen.")


def test_MJ1_Binage_orders_a_suit_as_Marjolet_does() -> None:
    spec = get_game("binage")
    order = spec.orders_for_trump(1)
    cards = [spec.pack.card(code) for code in ("Ks", "10s", "Jd")]
    assert _texts(explain.card_against(order, 3, cards, cards[0])) == [
        ("♠10 beats ♠K: it ranks above it in spades, from high to low A 10 K Q J 9 8 7.", "MJ1"),
        ("But ♠10 does not win this trick either: a card stronger still lies here.", "MJ2")]  # who wins: MJ2
    assert explain.card_against(order, 3, cards, cards[2]).rule == "MJ2"


# ---------------------------------------------------------------- a hand's score, game by game
def _played(game: str, variants: tuple[str, ...], seed: int, pick: int) -> HandState:
    """A hand dealt from ``seed`` and played by taking the first (``pick`` 0) or the last
    (-1) legal action each time: no bot, so the hand stays the same whatever the bots do."""
    state = new_hand(game, None, variants, seed=seed)
    while not state.is_over:
        state.apply(state.legal_actions()[pick])
    return state


def _made_of(state: HandState, lang: str = "en") -> dict[int, list[tuple[str, str]]]:
    result = state.result
    assert result is not None
    return {seat: [(line.text(lang), line.rule) for line in explain.score_lines(result, seat, state.spec.names)]
            for seat in range(state.players)}


def test_ML3_T6_Troggen_counts_the_card_values_and_one_for_each_set_of_three() -> None:
    state = _played("maison-troggen", (), 1, 0)
    made = _made_of(state)
    assert [rule for _, rule in made[0]] == ["ML3", "T6"]
    for seat, lines in made.items():
        pile = state.won[seat] | state.laid[seat]
        assert lines[1][0] == f"one for each set of three cards: {(pile.bit_count() + 1) // 3}"
        assert state.result.score[seat] == state.result.card_points[seat]


def test_MT5_wild_scores_card_points_and_tricks_and_shares_the_pot() -> None:
    state = _played("maison-tarot", ("wild",), 1, 0)
    result = state.result
    for seat in range(state.players):
        assert _made_of(state)[seat] == [(f"card points: {result.card_points[seat]}", "MT5"),
                                         (f"tricks won: {result.tricks[seat]}", "MT5")]
        assert [line.text("en") for line in explain.score_lines(result, seat, figure="pot_share")] == [
            f"pot share: {result.extra['pot_share'][seat]}"]


def test_TF2_TF3_TF4_chips_ante_declarations_and_the_pot() -> None:
    made = _made_of(_played("triomphe-forcee", (), 2, 0))
    assert made == {0: [("ante: -1", "TF2"), ("from the pot, trump 11: +2", "TF3")],
                    1: [("ante: -1", "TF2")], 2: [("ante: -1", "TF2")],
                    3: [("ante: -1", "TF2"), ("from the pot, most tricks: +2", "TF4")]}


def test_LT6_LT2_Leipzig_card_points_against_26_and_the_declarations_paid() -> None:
    made = _made_of(_played("leipzig-taroc", (), 0, 0))
    assert made[2] == [("card values: 16", "LT6"), ("one for each set of three cards: 8", "T6"),
                       ("against 26: -26", "LT6"), ("paid for Ten trumps: +20", "LT2")]
    assert made[0][-1] == ("paid for Ten trumps: -10", "LT2")
    assert _made_of(_played("leipzig-taroc", (), 0, 0), "nl")[2][-1] == ("betaald voor Tien troeven: +20", "LT2")


def test_MJ3_MJ6_Marjolet_every_point_as_it_was_scored() -> None:
    made = _made_of(_played("marjolet", (), 0, 0))
    assert made == {
        0: [("Aces and Tens in the trick: +60", "MJ3")],
        1: [("Marias (King and Queen of a plain suit): +40", "MJ4"), ("the last card of the stock: +10", "MJ5"),
            ("the trump 7 played: +10", "MJ3"), ("Aces and Tens in the trick: +20", "MJ3"), ("the last trick: +10", "MJ6")]}


def test_K4_nat_and_the_kraken_factor() -> None:
    state = _played("klaverjas-4", ("kraken",), 4, -1)
    assert state.result.score == (0, 1776, 0, 1776)
    made = _made_of(state)
    assert made[0] == [("nat: 0", "K4"), ("the stake × 8: +0", "K7")]
    assert made[1] == [("nat, all card points: 162", "K4"), ("nat, all roem: 60", "K4"), ("the stake × 8: +1554", "K7")]
    assert made[3] == made[1]  # K6: partners each show their side's


def test_K4_pit_is_added_after_the_split() -> None:
    made = _made_of(_played("klaverjas-4", (), 48, 0))
    assert made[0] == [("nat, all card points: 162", "K4"), ("nat, all roem: 120", "K4"), ("pit: 100", "K4")]


def test_K4_made_card_points_last_trick_and_roem() -> None:
    state = _played("klaverjas-4", (), 1, 0)
    result = state.result
    for seat in range(4):
        lines = _made_of(state)[seat]
        assert [rule for _, rule in lines] in (["K1", "K3"], ["K1", "K1", "K3"])
        assert sum(part.amount for part in result.parts_of(seat)) == result.score[seat]


def test_K5_Klaverjas_3_nat_the_two_defenders_share() -> None:
    made = _made_of(_played("klaverjas-3", (), 0, -1))
    assert made[0] == [("nat, half of all card points: 81", "K4"), ("nat, half of all roem: 0", "K4")]
    assert made[2] == [("nat: 0", "K4")]


def test_an_all_passed_deal_has_no_parts() -> None:
    state = new_hand("klaverjas-3", seed=1)
    while not state.is_over:
        state.apply(Bid("pass"))
    assert state.result.parts == () and explain.score_lines(state.result, 0) == ()


# ---------------------------------------------------------------- every game, random hands
@settings(max_examples=60, deadline=None)
@given(case=st.sampled_from(CASES), seed=st.integers(0, 10_000))
def test_every_trick_has_one_winning_card_and_every_score_adds_up(case: tuple[str, tuple[str, ...]], seed: int) -> None:
    """In every hand of every game and variant: of each finished trick exactly one card is
    said to win, the winner's; on the table, the card of the seat winning so far; every
    line names one of the game's decisions and reads in both languages; each seat's parts
    add up to its score (and wild Maison Tarot's to its pot share)."""
    game, variants = case
    rng = random.Random(seed)
    state = new_hand(game, players_for(game, variants), variants, seed=seed)
    rules = set(state.spec.rules) | {state.spec.excuse.rule if state.spec.excuse else "T5"}
    while not state.is_over:
        state.apply(rng.choice(state.legal_actions()))
        winning = state.winning()
        if state.trick_cards and winning is not None:
            table = state.trick()
            said = [explain.trick_card(state, card) for _, card in table]
            assert [found.wins for found in said] == [seat == winning for seat, _ in table]
    for trick in state.tricks:
        said = [explain.trick_card(state, card, trick.number) for card in trick.cards]
        assert [found.wins for found in said] == [seat == trick.winner for seat in trick.seats]
        for found in said:
            assert found.rule in rules and all(line.rule in rules for line in found.lines)
            assert found.text("en") and found.text("nl")
    result = state.result
    for seat in range(state.players):
        assert sum(part.amount for part in result.parts_of(seat)) == result.score[seat]
        for line in explain.score_lines(result, seat, state.spec.names):
            assert line.rule in rules and line.text("en") and line.text("nl")
        if "pot_share" in result.extra:
            assert sum(part.amount for part in result.parts_of(seat, "pot_share")) == result.extra["pot_share"][seat]


def test_the_text_replay_says_what_each_score_is_made_of() -> None:
    from tarotlib.text import describe

    state = _played("triomphe-forcee", (), 2, 0)
    told = describe(state, "en").splitlines()
    at = told.index("How each score is made:")
    assert told[at + 1:] == ["  seat 0: ante: -1 [TF2]; from the pot, trump 11: +2 [TF3] = 1",
                             "  seat 1: ante: -1 [TF2] = -1", "  seat 2: ante: -1 [TF2] = -1",
                             "  seat 3: ante: -1 [TF2]; from the pot, most tricks: +2 [TF4] = 1"]
    assert "  stoel 1: inleg: -1 [TF2] = -1" in describe(state, "nl").splitlines()
    passed = new_hand("klaverjas-3", seed=1)
    while not passed.is_over:
        passed.apply(Bid("pass"))
    assert "How each score is made:" not in describe(passed, "en")  # nothing scored, nothing to tell


def test_cards_by_code_with_no_hand_behind_them_K1_with_the_trump_named() -> None:
    spec = get_game("klaverjas-4")
    found = explain.card_among(spec, ["Ah", "9h", "Jh"], "Jh", trump=2)
    assert found.wins and found.rule == "K1"
    assert not explain.card_among(spec, ["Ah", "9h", "Jh"], "Jh").wins  # no trump: the Jack is a plain Jack
    tarot = get_game("maison-tarot")
    assert explain.card_among(tarot, ["EX", "5h", "Kh"], "EX").text() == "The Excuse never wins a trick."  # T4, T5
    assert explain.card_among(tarot, ["2h", "5h", "Kh"], "2h", in_trick=False).text() == (
        "♥5 beats ♥2: it ranks above it in hearts, from high to low R D C V 10 9 8 7 6 5 4 3 2 1.")


def test_a_card_given_by_code_is_judged_as_playing_it() -> None:
    state = position("maison-tarot", ["1h", *TAROT_HAND[1:]], ["Kh"])
    assert explain.refusal(state, "2c") == explain.refusal(state, Play(state.pack.card("2c")))
    assert explain.refusal(state, "1h") is None
    assert explain.refusal(state, "Qs").rule == "hand"  # not held


@pytest.mark.parametrize(("game", "variants"), [("klaverjas-4", ()), ("klaverjas-4", ("kraken",)),
                                                ("klaverjas-3", ("four-at-table",))])
def test_K4_what_counts_towards_the_contract_is_card_points_last_trick_and_own_roem(
        game: str, variants: tuple[str, ...]) -> None:
    for seed in range(12):
        state = _played(game, variants, seed, seed % 2 - 1)
        result = state.result
        for seat in range(state.players):
            counted = result.parts_of(seat, "contract")
            if not result.parts or seat == state.sitting_out:
                assert counted == ()
                continue
            assert {part.rule for part in counted} == {"K4"}
            assert sum(part.amount for part in counted) == result.card_points[seat] + result.extra["roem"][seat]


def test_a_result_pickles_and_copies_with_its_parts() -> None:
    """The parts are made by the score hook's function when read; a pickled result (a
    view sent to a worker process) carries them made, as they were."""
    import copy
    import pickle

    state = _played("leipzig-taroc", (), 0, 0)
    result = state.result
    for again in (pickle.loads(pickle.dumps(result)), pickle.loads(pickle.dumps(state.view(1))).result,
                  copy.deepcopy(result)):
        assert again == result and again.parts == result.parts
        assert again.to_json() == result.to_json()


@pytest.mark.parametrize(("game", "variants"), CASES)
def test_each_games_parts_add_up_to_its_figures(game: str, variants: tuple[str, ...]) -> None:
    """Every game and variant, hands played by the first and by the last legal action:
    each seat's parts add up to its score (and wild Maison Tarot's to its pot share)."""
    for seed in range(6):
        state = _played(game, variants, seed, seed % 2 - 1)
        result = state.result
        for seat in range(state.players):
            assert sum(part.amount for part in result.parts_of(seat)) == result.score[seat], (seed, seat)
            if "pot_share" in result.extra:
                assert sum(part.amount for part in result.parts_of(seat, "pot_share")) == result.extra["pot_share"][seat]
