"""The coach (``tarotlib.coach``): the hint names the best action with its numbers in
the game's unit and for the seat's objective, says so where the choice makes no
difference, labels a habit it did not search as one; ``position_at`` replays a hand;
the review weighs every decision of a seat from its view then, with the double-dummy
view beside it, and lists the mistakes largest first."""

from __future__ import annotations

from dataclasses import replace

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tarotlib import PIQUET, Deal, new_hand
from tarotlib.actions import Annul, Bid, Declare, Double, EndDeclaring, Play
from tarotlib.bots import BasicBot, play_out
from tarotlib.bots.basic import suggest
from tarotlib.bots.pimc import Decision
from tarotlib.coach import (
    EQUAL,
    MISTAKE,
    PHASE_HEADINGS,
    Advice,
    Review,
    action_name,
    advise,
    amount_text,
    position_at,
    review,
    think_hint,
    think_review,
)
from tarotlib.errors import TarotlibError
from tarotlib.search.solver import solve
from tarotlib.state import HandState
from tarot_scenarios import dealt, play

SMALL = 0.03
"""A budget small enough for a test (2,700 nodes), large enough to search a late position."""


def basic_hand(game: str, seed: int, players: int | None = None, variants: tuple[str, ...] = ()) -> HandState:
    """A hand of ``game`` played to its end by ``basic`` in every seat."""
    state = new_hand(game, players, variants, seed=seed)
    return play_out(state, [BasicBot()] * state.players)


def hint_at(state: HandState, index: int, seed: int = 0, budget: float = 0.3) -> tuple[HandState, Advice]:
    """The position before ``state.actions[index]`` and the hint its seat to move gets there."""
    position = position_at(state, index)
    assert position.turn is not None
    return position, think_hint(position.view(position.turn), position.spec, seed=seed, budget=budget).finish()


def card_of(advice: Advice) -> str:
    action = advice.action
    assert isinstance(action, Play)
    return action.card.code


# ---------------------------------------------------------------- the best card, with its numbers
def test_klaverjas_4_names_the_jack_of_trumps_and_says_the_margin_between_the_sides() -> None:
    """K6 partners: the value is the margin, side minus side, said as 'your side ends ...
    better off against the other side' (not as points more for the side: roem and nat
    change the total, K3 K4). Late in the hand every deal drawn is solved to its end
    (``exact``: no 'about'), and the best card over them is the best with every card seen too."""
    state = basic_hand("klaverjas-4", 0)
    position, advice = hint_at(state, 24)
    decision = advice.decision
    assert decision.searched and decision.exact and decision.deals == 40
    assert card_of(advice) == "Js"
    assert advice.action in solve(position, values=True).best
    (best, top), (following, value) = decision.values[:2]
    gap = amount_text(top - value, position.spec, "en")
    assert gap == "49.2 points"
    assert advice.line("en") == (
        f"Play ♠J: over 40 deals that fit what you have seen, your side ends on average {gap} better off "
        f"against the other side with it than with {following.card.short('en')}, the next best.")
    assert advice.line("nl") == (
        "Speel ♠B: in 40 verdelingen van de kaarten die kloppen met wat je gezien hebt staat je partij er "
        f"daarmee gemiddeld 49,2 punten beter voor tegenover de andere partij dan met {following.card.short('nl')}, "
        "de op één na beste.")


@pytest.mark.parametrize(("game", "seed", "index", "best", "en", "nl"), [
    ("maison-tarot", 1, 27, "T6", "you score on average about 5.3 points more with it than with",
     "scoor je daarmee gemiddeld ongeveer 5,3 punten meer dan met"),
    ("triomphe-forcee", 50, 27, "T21", "you score on average about 0.9 chips more with it than with",
     "scoor je daarmee gemiddeld ongeveer 0,9 fiches meer dan met"),
    ("marjolet", 2, 23, "10d",
     "you end on average about 36.9 points better off against your opponent with it than with",
     "sta je er daarmee gemiddeld ongeveer 36,9 punten beter voor tegenover je tegenstander dan met"),
])
def test_a_clearly_best_card_is_named_with_its_gap_over_the_next_best(
        game: str, seed: int, index: int, best: str, en: str, nl: str) -> None:
    """Maison Tarot (MT4: points, everyone for himself), Triomphe (TF2: chips) and
    Marjolet (MJ3: points, two players): a card clearly best over the deals drawn, and
    best with every card seen too; the deals were searched a few tricks deep, so the
    gap is 'about'."""
    state = basic_hand(game, seed)
    position, advice = hint_at(state, index)
    decision = advice.decision
    assert card_of(advice) == best and decision.searched and not decision.exact
    assert advice.action in solve(position, values=True).best
    following = decision.values[1][0]
    over = f"over {decision.deals} deals that fit what you have seen"
    assert f"{over}, {en} {following.card.short('en')}, the next best" in advice.line("en")
    assert f"in {decision.deals} verdelingen van de kaarten die kloppen met wat je gezien hebt {nl} " \
        f"{following.card.short('nl')}, de op één na beste" in advice.line("nl")


# ---------------------------------------------------------------- the words, from a decision
def decision(values: list[tuple[str, float]], deals: int = 40, exact: bool = True, pack=PIQUET) -> Decision:
    ranked = tuple((Play(pack.card(code)), value) for code, value in values)
    return Decision(ranked[0][0], ranked, deals, exact, True)


def mid_hand(game: str, seed: int = 0) -> HandState:
    """A hand of ``game`` with the seat to move in trick play, two tricks in: the first
    from ``seed`` on whose hand gets there (Death ends most Triomphe hands at once, TF3)."""
    while True:
        state = new_hand(game, None, seed=seed)
        while state.turn is not None and (state.phase_name != "play" or len(state.tricks) < 2):
            state.apply(BasicBot().choose(state, state.turn), state.turn)
        if state.turn is not None:
            return state
        seed += 1


def test_top_actions_equal_within_a_whisker_are_named_together() -> None:
    state = mid_hand("klaverjas-4")
    view = state.view(state.turn)
    advice = advise(decision([("7h", 12.0), ("10h", 11.99), ("Ks", 0.0)], exact=False), view, state.spec)
    assert advice.line("en").startswith("Any of ♥7 and ♥10 does as well here: over 40 deals")
    assert "about 12 points better off against the other side with any of them than with ♠K, the next best" \
        in advice.line("en")
    assert advice.line("nl").startswith("♥7 en ♥10 zijn hier even goed: in 40 verdelingen")
    assert "met elk daarvan gemiddeld ongeveer 12 punten beter" in advice.line("nl")


def test_where_every_choice_comes_out_the_same_the_hint_says_it_makes_no_difference() -> None:
    state = mid_hand("klaverjas-4")
    view = state.view(state.turn)
    advice = advise(decision([("7h", 3.0), ("10h", 3.0), ("Ks", 3.0)], deals=1), view, state.spec)
    assert advice.line("en") == ("It makes no difference which card you play here: over one deal that fits "
                                 "what you have seen, every choice comes out the same.")
    assert advice.line("nl") == ("Het maakt hier niet uit welke kaart je speelt: in één verdeling van de kaarten die "
                                 "klopt met wat je gezien hebt komt elke keuze op hetzelfde uit.")


def test_a_gap_over_one_deal_is_no_average() -> None:
    state = mid_hand("klaverjas-4")
    view = state.view(state.turn)
    advice = advise(decision([("7h", 12.0), ("Ks", 2.0)], deals=1), view, state.spec)
    assert advice.line("en") == ("Play ♥7: over one deal that fits what you have seen, your side ends 10 points "
                                 "better off against the other side with it than with ♠K, the next best.")
    assert advice.line("nl") == ("Speel ♥7: in één verdeling van de kaarten die klopt met wat je gezien hebt staat je "
                                 "partij er daarmee 10 punten beter voor tegenover de andere partij dan met ♠H, "
                                 "de op één na beste.")


@pytest.mark.parametrize(("game", "en", "nl"), [
    ("maison-tarot", "points", "punten"), ("la-rigueur", "points", "punten"),
    ("leipzig-taroc", "game points", "spelpunten"), ("triomphe-forcee", "chips", "fiches"),
    ("marjolet", "points", "punten"), ("binage", "points", "punten"), ("klaverjas-3", "points", "punten")])
def test_the_gap_is_said_in_the_games_own_unit_and_for_its_objective(game: str, en: str, nl: str) -> None:
    """Chips in Triomphe (TF2), game points in Leipzig (LT5), points elsewhere (the
    other tarot games' score, MT4, as their tutorials and the play widget say it); everyone for himself: the mover's own score, counted
    against others who all play against him (the search's paranoid side)."""
    state = mid_hand(game, seed=1)
    view = state.view(state.turn)
    pack = state.pack
    codes = [a.card.code for a in view.legal if isinstance(a, Play)][:2]
    if len(codes) < 2:
        pytest.skip("one legal card in this position")
    advice = advise(decision([(codes[0], 5.0), (codes[1], 2.5)], pack=pack), view, state.spec)
    assert f" 2.5 {en} " in advice.line("en") and f" 2,5 {nl} " in advice.line("nl")
    two_camps = game in ("marjolet", "binage", "klaverjas-3")
    assert ("even if the others all play against you" in advice.line("en")) is not two_camps
    assert ("ook als de anderen allemaal tegen je spelen" in advice.line("nl")) is not two_camps


def test_one_unit_is_said_in_the_singular() -> None:
    spec = new_hand("triomphe-forcee", 4, seed=0).spec
    assert amount_text(1.0, spec, "en") == "1 chip" and amount_text(1.0, spec, "nl") == "1 fiche"
    assert amount_text(0.96, spec, "en") == "1 chip"
    assert amount_text(12.25, spec, "nl") == "12,2 fiches"


def test_a_declaration_after_a_trick_is_searched_and_named_as_the_phase_panel_names_it() -> None:
    """MJ4: the declaration window after a won trick is a move of the search; two Marias
    come out equal (either one is declared now, the other after a later trick), and
    stopping is worse."""
    state = new_hand("marjolet", 2, seed=0)
    for _ in range(2):
        state.apply(BasicBot().choose(state, state.turn), state.turn)
    view = state.view(state.turn)
    assert view.phase == "declare" and view.tricks
    advice = think_hint(view, state.spec, seed=0).finish()
    assert advice.decision.searched and isinstance(advice.action, Declare)
    assert advice.line("en").startswith("Any of “Marias (King and Queen of a plain suit): ♦Q ♦K” and “Marias")
    assert advice.line("en").endswith("than with “Stop declaring”, the next best.")
    assert advice.line("nl").startswith("‘Marias (heer en vrouw van een niet-troefkleur): ♦V ♦H’ en ‘Marias")
    assert advice.line("nl").endswith("dan met ‘Stop met roemen’, de op één na beste.")


# ---------------------------------------------------------------- what the search leaves to basic
def test_a_bid_is_a_rule_of_thumb_the_search_does_not_check() -> None:
    """Before trick play pimc plays as basic (K6 bidding): the hint gives basic's reason,
    said to be a habit, in both languages."""
    state = new_hand("klaverjas-4", 4, seed=1)
    assert state.phase_name == "bid"
    view = state.view(state.turn)
    advice = think_hint(view, state.spec, seed=0).finish()
    action, reason = suggest(view, state.spec)
    assert advice.action == action and not advice.decision.searched
    assert advice.line("en") == f"A rule of thumb, which the search does not check here: {reason['en']}"
    assert advice.line("nl") == f"Een vuistregel, die het zoeken hier niet narekent: {reason['nl']}"


def test_a_single_legal_card_is_said_to_be_the_only_one() -> None:
    state = basic_hand("klaverjas-4", 0)
    last = len(state.actions) - 1
    _, advice = hint_at(state, last)
    card = PIQUET.card(card_of(advice))
    assert advice.line("en") == f"{card.short('en')} is your only legal card."
    assert advice.line("nl") == f"{card.short('nl')} is je enige toegestane kaart."


# ---------------------------------------------------------------- the names of actions
@pytest.mark.parametrize("action", [
    Bid("pass"), Bid("play"), Bid("play", trump=2), Bid("play", trump=1, points=92), EndDeclaring(),
    Double(True), Double(False), Annul(True), Annul(False),
    Declare("stuk", (PIQUET.card("Kh"), PIQUET.card("Qh")))])
def test_actions_that_are_no_cards_are_named_as_the_phase_panel_names_them(action) -> None:
    from tarotwidgets.phases import PhasePanel

    state = new_hand("klaverjas-4", 4, seed=1)
    panel = PhasePanel(state, seat=state.turn)
    view = state.view(state.turn)
    for lang in ("en", "nl"):
        panel.lang = lang
        fake = replace(view, legal=(action,))
        label = panel._choice_dicts(state, fake)[0]["label"]
        name = action_name(action, view, state.spec, lang)
        if isinstance(action, Declare):  # the panel adds the value, which only the state knows
            assert label.startswith(name)
        elif isinstance(action, Bid) and action.points is not None:  # the panel heads a row of points by suit
            assert name.endswith(f", {action.points}") and name.startswith(state.pack.suit_name(1, lang))
        else:
            assert name == label


# ---------------------------------------------------------------- position_at
def test_position_at_equals_replaying_the_actions_by_hand_and_is_independent() -> None:
    state = basic_hand("klaverjas-4", 3)
    for index in (0, 5, len(state.actions)):
        by_hand = new_hand("klaverjas-4", 4, seed=3)
        for seat, action in state.actions[:index]:
            by_hand.apply(action, seat)
        position = position_at(state, index)
        assert position.actions == by_hand.actions and position.hands == by_hand.hands
        assert position.won == by_hand.won and position.turn == by_hand.turn
        assert position.view(0) == by_hand.view(0)
    fresh = position_at(state, 4)
    fresh.apply(fresh.legal_actions()[0], fresh.turn)
    assert state.actions == basic_hand("klaverjas-4", 3).actions and state.result is not None


def test_position_at_replays_a_scenario_of_a_few_cards_with_its_variants() -> None:
    state = dealt("maison-tarot", [["1c", "2c"], ["Kc", "Qc"], ["Cc", "Jc"]])
    play(state, "1c", "Kc", "Cc")
    position = position_at(state, 2)
    assert [a.card.code for _, a in position.actions] == ["1c", "Kc"] and position.turn == 2
    assert position.deal == state.deal and position.options == state.options


@pytest.mark.parametrize("index", [-1, "past the end", 1.0, True, "3", None])
def test_position_at_refuses_a_bad_index_by_name_and_changes_nothing(index: object) -> None:
    state = basic_hand("klaverjas-4", 3)
    before = list(state.actions)
    last = len(before)
    with pytest.raises(TarotlibError) as refused:
        position_at(state, last + 1 if index == "past the end" else index)  # type: ignore[arg-type]
    assert refused.value.message("en").startswith(f"index: must be a whole number from 0 to {last} (the actions")
    assert refused.value.message("nl").startswith(f"index: moet een geheel getal van 0 tot {last} zijn")
    assert state.actions == before


def test_position_at_refuses_what_is_no_hand() -> None:
    with pytest.raises(TarotlibError, match="state: needs a HandState"):
        position_at("a hand", 0)  # type: ignore[arg-type]


# ---------------------------------------------------------------- properties
@settings(max_examples=8, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(game=st.sampled_from(["maison-tarot", "triomphe-forcee", "marjolet", "klaverjas-3", "klaverjas-4"]),
       seed=st.integers(0, 10_000), steps=st.integers(0, 30))
def test_the_advised_action_is_legal_and_the_words_differ_by_language(game: str, seed: int, steps: int) -> None:
    state = new_hand(game, None, seed=seed)
    for _ in range(steps):
        if state.turn is None:
            break
        state.apply(BasicBot().choose(state, state.turn), state.turn)
    if state.turn is None:
        return
    view = state.view(state.turn)
    advice = think_hint(view, state.spec, seed=seed, budget=SMALL).finish()
    assert advice.action in view.legal and advice.action == advice.decision.action
    assert advice.line("en") and advice.line("nl") and advice.line("en") != advice.line("nl")


def test_a_hint_steps_one_deal_at_a_time_and_repeats_itself_for_a_seed() -> None:
    state = mid_hand("marjolet", seed=2)
    view = state.view(state.turn)
    thinking = think_hint(view, state.spec, seed=7, budget=SMALL)
    progress = []
    while not thinking.step():
        progress.append(thinking.progress)
    assert progress == sorted(progress) and all(0 <= p < 1 for p in progress) and thinking.progress == 1
    assert thinking.done and thinking.step()
    again = think_hint(view, state.spec, seed=7, budget=SMALL).finish()
    assert again == thinking.result


def test_a_hint_refuses_a_bad_budget_by_name() -> None:
    state = mid_hand("marjolet")
    with pytest.raises(TarotlibError, match="budget"):
        think_hint(state.view(state.turn), state.spec, budget=0)


# ---------------------------------------------------------------- the review
REVIEW_GAMES = [("maison-tarot", ()), ("la-rigueur", ()), ("maison-troggen", ()), ("triomphe-forcee", ()),
                ("leipzig-taroc", ("prague-vienna",)), ("marjolet", ()), ("binage", ()), ("klaverjas-3", ()),
                ("klaverjas-4", ("amsterdams", "kraken"))]


def played_hand(game: str, variants: tuple[str, ...], seed: int = 0) -> HandState:
    """A finished hand of ``basic`` players with some trick play: the first from ``seed``
    on (Death ends most Triomphe hands before any card, TF3)."""
    while True:
        state = new_hand(game, None, variants, seed=seed)
        play_out(state, [BasicBot()] * state.players)
        if state.tricks:
            return state
        seed += 1


@pytest.mark.parametrize(("game", "variants"), REVIEW_GAMES, ids=[g for g, _ in REVIEW_GAMES])
def test_a_review_has_a_moment_per_decision_of_the_seat_and_sorted_mistakes(
        game: str, variants: tuple[str, ...]) -> None:
    state = played_hand(game, variants)
    seat = state.actions[-1][0]
    result = review(state, seat, budget=SMALL, seen_nodes=1_500)
    assert result.seat == seat and result.game == game
    assert [m.index for m in result.moments] == [i for i, (s, _) in enumerate(state.actions) if s == seat]
    for moment in result.moments:
        assert moment.played == state.actions[moment.index][1]
        assert moment.loss >= 0 and moment.seen_loss >= 0
        assert moment.line("en") and moment.line("nl") and moment.line("en") != moment.line("nl")
        if moment.searched:
            assert moment.trick is not None and moment.deals >= 1
            assert dict(moment.values)[moment.best] - dict(moment.values)[moment.played] == pytest.approx(moment.loss)
        else:
            assert moment.loss == 0
        if moment.trick is None:  # a decision before trick play, headed by its phase
            phase = position_at(state, moment.index).phase_name
            assert moment.line("en").startswith(PHASE_HEADINGS[phase]["en"] + ": ")
            assert moment.line("nl").startswith(PHASE_HEADINGS[phase]["nl"] + ": ")
        else:
            assert moment.line("en").startswith(f"Trick {moment.trick}: ")
            assert moment.line("nl").startswith(f"Slag {moment.trick}: ")
        if moment.line("en").endswith("your only choice."):
            assert moment.seen_best == (moment.played,) and not moment.searched
        elif moment.seen_best:
            assert moment.line("en").endswith(".") and "With every card seen (the second view" in moment.line("en")
            assert "Met alle kaarten open (de tweede blik" in moment.line("nl")
            assert (moment.played in moment.seen_best) is (moment.seen_loss < EQUAL)
    mistakes = result.mistakes()
    assert [m.loss for m in mistakes] == sorted((m.loss for m in mistakes), reverse=True)
    assert all(m.loss > MISTAKE for m in mistakes)
    assert {m.index for m in mistakes} == {m.index for m in result.moments if m.loss > MISTAKE}
    assert result.summary["en"] and result.summary["nl"] and result.summary["en"] != result.summary["nl"]


def test_a_review_repeats_itself_for_a_seed_and_steps_a_deal_at_a_time() -> None:
    state = played_hand("klaverjas-4", (), seed=4)
    thinking = think_review(state, 1, seed=3, budget=SMALL, seen_nodes=1_500)
    steps, progress = 0, []
    while not thinking.step():
        steps += 1
        progress.append(thinking.progress)
    assert progress == sorted(progress) and thinking.progress == 1
    assert steps > len(thinking.result.moments)  # a searched decision takes a step per deal drawn
    assert review(state, 1, seed=3, budget=SMALL, seen_nodes=1_500) == thinking.result


def test_a_mistake_names_the_better_card_and_its_cost_and_the_summary_adds_them_up() -> None:
    """Klaverjassen (K6 partners): the loss said as the margin between the sides, the
    double-dummy view after it, labelled as the second view."""
    state = played_hand("klaverjas-4", ())
    seat = state.actions[-1][0]
    result = review(state, seat)
    mistakes = result.mistakes()
    assert mistakes
    worst = mistakes[0]
    played, best = worst.played.card.short("en"), worst.best.card.short("en")
    about = "" if worst.exact else "about "
    assert worst.line("en").startswith(
        f"Trick {worst.trick}: you played {played}; {best} was better: "
        f"over {worst.deals} deals that fit what you knew, "
        f"your side ends on average {about}{amount_text(worst.loss, state.spec, 'en')} better off against the other "
        f"side with {best} than with {played}.")
    total = amount_text(sum(m.loss for m in mistakes), state.spec, "en")
    if len(mistakes) == 1:
        assert result.summary["en"] == f"1 mistake cost you {about}{total}, at trick {worst.trick}."
    else:
        assert result.summary["en"].startswith(f"{len(mistakes)} mistakes cost you ")
        assert result.summary["en"].endswith(f"{total} in all; the largest at trick {worst.trick}.")
        assert result.summary["nl"].startswith(f"{len(mistakes)} fouten kostten je samen ")


def test_a_hand_without_mistakes_says_so() -> None:
    assert Review(0, (), "marjolet").summary == {
        "en": "No mistakes found: every choice was as good as the best from what you knew.",
        "nl": "Geen fouten gevonden: elke keuze was even goed als de beste met wat je wist."}


def test_a_seat_that_plays_the_double_dummy_best_card_everywhere_loses_nothing_with_every_card_seen() -> None:
    """A Klaverjassen scenario of five cards each (K7 utrechts: voorhand plays hearts):
    seat 1 plays the solver's best card every time. The sampler cannot fill a scenario of
    a few cards, so its choices are compared with basic's habit (not searched), and the
    double-dummy view is solved exactly beside each."""
    hands = [["Kd", "7s", "8h", "9d", "10c"], ["Jh", "9h", "Ac", "As", "Ad"], ["9c", "Jd", "7h", "Ks", "10d"],
             ["7c", "8c", "Ah", "Qs", "Qc"]]
    deal = Deal(tuple(tuple(PIQUET.index(c) for c in hand) for hand in hands))
    state = new_hand("klaverjas-4", 4, ["utrechts"], dealer=0, deal=deal, partial=True)
    state.apply(Bid("play", trump=2), 1)
    while state.turn is not None:
        seat = state.turn
        action = solve(state).best[0] if seat == 1 else BasicBot().choose(state, seat)
        state.apply(action, seat)
    result = review(state, 1)
    played = [m for m in result.moments if m.seen_best and not m.line("en").endswith("your only choice.")]
    assert len(played) >= 2
    for moment in played:
        assert moment.seen_exact and moment.seen_loss == 0 and moment.played in moment.seen_best
        assert not moment.searched and "rule of thumb" in moment.line("en") and "vuistregel" in moment.line("nl")
        assert "was the best too" in moment.line("en") and "was ook dan het beste" in moment.line("nl")


def test_a_review_refuses_a_bad_seat_state_or_budget_by_name() -> None:
    state = played_hand("marjolet", ())
    with pytest.raises(TarotlibError, match="seat: must be a seat from 0 to 1"):
        think_review(state, 2)
    with pytest.raises(TarotlibError, match="state: needs a HandState"):
        think_review(None, 0)  # type: ignore[arg-type]
    with pytest.raises(TarotlibError, match="budget"):
        think_review(state, 0, budget=-1)
    with pytest.raises(TarotlibError, match="seen_nodes"):
        think_review(state, 0, seen_nodes=0)


def test_a_scenario_whose_hands_do_not_add_up_is_reviewed_without_the_double_dummy_view() -> None:
    """A scenario with uneven hands (seat 0 holds three cards, the others two): the
    solver has no value for it, so no moment shows the second view."""
    state = dealt("maison-tarot", [["1c", "2c", "3c"], ["Kc", "Qc"], ["Cc", "Jc"]])
    play(state, "1c", "Kc", "Cc", "Qc", "Jc", "2c")  # seat 1 wins both tricks and has no card to lead: it stops
    assert not state.legal_actions()
    result = review(state, 0)
    assert [m.index for m in result.moments] == [0, 5]
    assert all(m.seen_best == () for m in result.moments if not m.line("en").endswith("your only choice."))
    assert all("With every card seen" not in m.line("en") for m in result.moments)


@pytest.mark.parametrize("game", ["marjolet", "binage"])
def test_where_what_was_seen_places_every_card_the_hint_says_so_not_a_count_of_deals(game: str) -> None:
    """A two-player play-out (MJ6): the unseen cards are the other hand, so every deal
    drawn is the true one; the line says the learner knows where every card lies, with
    no count of deals and no average."""
    state = new_hand(game, 2, seed=1)
    basic = BasicBot()
    while state.turn is not None and (state.own.cards() or state.phase.name != "play"):
        state.apply(basic.choose(state, state.turn), state.turn)
    assert state.turn is not None and len(state.legal_actions()) > 1
    advice = think_hint(state.view(state.turn), state.spec, seed=0).finish()
    assert advice.decision.known
    en, nl = advice.line("en"), advice.line("nl")
    assert "knowing where every card lies" in en and "nu je weet waar elke kaart zit" in nl
    assert "deals" not in en and "average" not in en and "verdelingen" not in nl and "gemiddeld" not in nl
