"""The sampling player ``pimc``: it reads only its view, repeats itself from a seed, plays
as the solver does where it can see every card, and falls back to ``basic`` before
trick play."""

from __future__ import annotations

import pytest

from tarotlib import new_hand
from tarotlib.bots import BasicBot, get_bot, play_out
from tarotlib.bots.pimc import PimcBot, last_depth, searchable
from tarotlib.errors import TarotlibError
from tarotlib.search.sampler import Sampler
from tarotlib.search.solver import solve
from tarotlib.state import HandState, seeded_random
from tests.test_all_games import ViewOnly, players_for

SMALL = 0.02
"""A budget of a fiftieth of a second (3,000 nodes): enough to test the player's
paths, not its strength (that is the arena's and benchmarks/search.py's)."""

GAMES = [("maison-tarot", ()), ("la-rigueur", ()), ("maison-troggen", ()), ("triomphe-forcee", ()),
         ("leipzig-taroc", ()), ("leipzig-taroc", ("prague-vienna",)), ("marjolet", ()), ("binage", ()),
         ("klaverjas-3", ()), ("klaverjas-4", ()), ("klaverjas-4", ("amsterdams", "kraken"))]


def pimc_hand(game: str, variants: tuple[str, ...], seed: int, pimc_seat: int = 0) -> list[tuple[int, object]]:
    """A hand with ``pimc`` in one seat and ``basic`` in the others, every bot handed
    only a view (ViewOnly fails on any other read)."""
    players = players_for(game, variants)
    state = new_hand(game, players, variants, seed=seed)
    bots = [PimcBot(seed=f"{seed}", budget=SMALL, samples=6) if seat == pimc_seat % players else BasicBot()
            for seat in range(players)]
    while state.turn is not None:
        seat = state.turn
        action = bots[seat].choose(ViewOnly(state), seat)  # type: ignore[arg-type]
        assert action in state.legal_actions()
        state.apply(action, seat)
    assert state.result is not None
    return state.actions


@pytest.mark.parametrize(("game", "variants"), GAMES, ids=[g + "".join("+" + v for v in vs) for g, vs in GAMES])
def test_pimc_plays_whole_hands_from_its_view_alone_and_repeats_itself(game: str, variants: tuple[str, ...]) -> None:
    first = pimc_hand(game, variants, seed=3)
    assert pimc_hand(game, variants, seed=3) == first  # the same seed, the same choices: a node budget, no clock


def open_playout(game: str, seed: int) -> HandState:
    """A Marjolet or Binage hand played by ``basic`` until the stock is empty (MJ6): with
    two players the unseen cards are then exactly the other hand, so the seat to move
    knows every card, as the solver does."""
    state = new_hand(game, 2, seed=seed)
    basic = BasicBot()
    while state.turn is not None and (state.own.cards() or state.phase.name != "play"):
        state.apply(basic.choose(state, state.turn), state.turn)
    return state


@pytest.mark.parametrize("game", ["marjolet", "binage"])
@pytest.mark.parametrize("seed", range(4))
def test_where_every_card_is_known_pimc_values_are_the_solvers(game: str, seed: int) -> None:
    state = open_playout(game, seed)
    if state.turn is None or len(state.legal_actions()) < 2:
        pytest.skip("this deal leaves no choice in the play-out")
    decision = PimcBot(seed=1, budget=5, samples=3).decide(state.view(state.turn), state.spec)
    exact = solve(state, values=True)
    assert decision.searched and decision.exact and decision.deals == 3 and decision.known
    assert dict(decision.values) == pytest.approx(dict(exact.values))
    assert decision.action in exact.best


def test_before_trick_play_pimc_chooses_as_basic() -> None:
    state = new_hand("klaverjas-4", 4, seed=5)  # the bidding (K6)
    view = state.view(state.turn)
    assert not searchable(view)
    decision = PimcBot(seed=1).decide(view, state.spec)
    assert not decision.searched and decision.action == BasicBot().choose(state, state.turn)


def test_a_tight_budget_gives_estimates() -> None:
    """Leipzig's first trick is far too deep for 3,000 nodes: the values are estimates
    (each action played out, :func:`last_depth`)."""
    state = new_hand("leipzig-taroc", 3, seed=2)
    play_out_phases(state)
    decision = PimcBot(seed=1, budget=SMALL, samples=4).decide(state.view(state.turn), state.spec)
    assert decision.searched and not decision.exact and decision.deals >= 1
    assert {action for action, _ in decision.values} == set(state.legal_actions())


def test_in_a_tarot_game_s_first_trick_a_tenth_of_a_second_plays_each_action_out() -> None:
    """Too deep for even one trick's search of each world: every world drawn values each
    action by the playout of basic's habits after it (``solve(depth=0)``), and the
    decision is their mean."""
    state = new_hand("maison-tarot", 4, seed=6)
    play_out_phases(state)
    view = state.view(state.turn)
    decision = PimcBot(seed=4, budget=0.1, samples=5).decide(view, state.spec)
    assert decision.searched and not decision.exact and decision.deals >= 2
    rng, sampler = seeded_random(4), Sampler(view, state.spec)
    worlds = [sampler.draw(rng) for _ in range(decision.deals)]
    played = [dict(solve(world, depth=0, values=True).values) for world in worlds]
    assert dict(decision.values) == pytest.approx({a: sum(p[a] for p in played) / len(played) for a in view.legal})


@pytest.mark.parametrize(("game", "depth"), [("maison-tarot", 0), ("la-rigueur", 0), ("maison-troggen", 0),
                                             ("triomphe-forcee", 0), ("leipzig-taroc", 0), ("marjolet", 1),
                                             ("binage", 1), ("klaverjas-3", 1), ("klaverjas-4", 1)])
def test_the_shallowest_search_plays_out_only_where_the_horizon_plays_habits(game: str, depth: int) -> None:
    """The tarot games' horizon plays basic's habits, which alone beat one trick's search
    in the arena; elsewhere the greedy rollout does not, so one trick stays searched."""
    assert last_depth(game) == depth


def test_a_decision_thought_a_deal_at_a_time_is_the_same_decision() -> None:
    """``deliberate`` lets a page draw between deals; the steps add up to ``decide``."""
    state = new_hand("maison-tarot", 4, seed=6)
    play_out_phases(state)
    view = state.view(state.turn)
    whole = PimcBot(seed=4, budget=SMALL, samples=5).decide(view, state.spec)
    thinking = PimcBot(seed=4, budget=SMALL, samples=5).deliberate(view, state.spec)
    steps = 0
    while not thinking.step():
        steps += 1
        assert not thinking.done and thinking.deals == steps <= thinking.planned
    assert thinking.done and thinking.decision == whole and thinking.finish() == whole
    assert thinking.step()  # once made, a step changes nothing
    assert thinking.decision == whole


def play_out_phases(state: HandState) -> None:
    """The phases before trick play, by ``basic``."""
    basic = BasicBot()
    while state.phase.name != "play":
        state.apply(basic.choose(state, state.turn), state.turn)


def test_pimc_is_a_bot_by_name() -> None:
    state = play_out(new_hand("klaverjas-4", 4, seed=8), [get_bot("basic")] * 4)
    assert state.result is not None
    assert get_bot("pimc", seed=1).name == "pimc"


@pytest.mark.parametrize(("field", "value"), [("budget", 0), ("budget", -1), ("budget", "1"), ("budget", 10**9),
                                              ("budget", True), ("samples", 0), ("samples", 2.5),
                                              ("samples", 10**9)])
def test_bad_settings_are_refused_by_name(field: str, value: object) -> None:
    with pytest.raises(TarotlibError, match=f"^{field}: "):
        PimcBot(**{field: value})  # type: ignore[arg-type]
