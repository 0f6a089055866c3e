"""The review after a hand in the play widget (widgets/review.py, issue 29 point 2): for
every game a fixed-seed hand, played by the learner with the random player's choices
(so that some cost points) against the basic players (named: a game's default level may
be another), ``bot_delay=0``; the review opened,
its moments listed largest loss first, the stepping shows the right trick, and "play from
here" plays on legally to the end, outside the game's count."""

from __future__ import annotations

import asyncio
import re

import pytest
from tarotwidgets.play import PlayApp
from tarotwidgets.review import ReviewPanel, hand_stops

from tarotlib.actions import Play
from tarotlib.bots import get_bot
from tarotlib.coach import Review, position_at
from tarotlib.hands import new_hand

GAMES = [  # (game, seed of the widget, seed of the learner's random choices)
    ("maison-tarot", 3, 1), ("la-rigueur", 3, 1), ("maison-troggen", 3, 1), ("triomphe-forcee", 3, 1),
    ("triomphe-forcee", 3, 3), ("leipzig-taroc", 3, 1), ("marjolet", 3, 1), ("binage", 3, 1), ("klaverjas-3", 3, 1), ("klaverjas-4", 3, 1),
]
WITHOUT_MISTAKES = {("triomphe-forcee", 3)}
"""(game, learner's seed) of a hand without a mistake. Triomphe's losses are in chips
(TF4): a random card mostly costs a tenth of a chip or so, under the coach's threshold
of a mistake (``tarotlib.coach.MISTAKE``); such a hand is played on from the review's
first stop with another card (:meth:`PlayApp.play_from`)."""


def finished_app(game: str, seed: int, learner_seed: int, **kwargs) -> PlayApp:
    """A play widget whose first hand the learner has played to its end."""
    app = PlayApp(game, seed=seed, bot_delay=0, bot="basic", **kwargs)
    learner = get_bot("random", learner_seed)
    while not app.state.is_over:
        assert app.act(learner.choose(app.state, app.seat))
    return app


def shown_trick(panel: ReviewPanel) -> tuple[int, int]:
    """(trick number, cards shown) of the trick in the middle of the review's table."""
    view = panel.table.trick.value
    number = re.search(r'data-number="(\d+)"', view)
    count = re.search(r'data-count="(\d+)"', view)
    assert number and count, view
    return int(number.group(1)), int(count.group(1))


@pytest.mark.parametrize(("game", "seed", "learner_seed"), GAMES, ids=[f"{g}-{learner}" for g, _, learner in GAMES])
def test_a_review_of_every_game_lists_steps_and_plays_on(game: str, seed: int, learner_seed: int) -> None:
    app = finished_app(game, seed, learner_seed, whole_game=True)
    state, you = app.state, app.seat
    assert app.review_button.layout.display is None  # the hand is over: the button shows
    totals, sheet, hands = list(app.match.totals), app.match.sheet, len(app.match.hands)
    app.show_review()
    panel = app.review_panel
    assert panel is not None and app.review_box.children == (panel,) and panel.review is not None
    review = panel.review
    # a moment per decision of the learner, each at its place in the hand; the costly ones largest first
    assert [m.index for m in review.moments] == [i for i, (seat, _) in enumerate(state.actions) if seat == you]
    mistakes = review.mistakes()
    assert bool(mistakes) == ((game, learner_seed) not in WITHOUT_MISTAKES)
    assert [m.loss for m in mistakes] == sorted((m.loss for m in mistakes), reverse=True)
    assert len(panel.mistake_buttons) == len(mistakes)
    assert 'data-done="true"' in panel.progress.value and f'data-mistakes="{len(mistakes)}"' in panel.progress.value
    for row, moment in zip(panel.mistakes_box.children, mistakes):  # each with its second view, labelled
        text = row.children[1].value
        played, best = panel.action_words(moment.played, moment.index), panel.action_words(moment.best, moment.index)
        assert f"You chose {played}; better: {best} (by " in text and "<b>Second view: every card seen:</b>" in text

    # stepping, trick by trick: each stop is the hand just before the learner's card of that trick
    plays = [stop for stop in panel.stops if stop.trick is not None]
    assert [stop.trick for stop in plays] == list(range(1, len(state.tricks) + 1))
    panel.go(0)
    assert panel.back_button.disabled and not panel.forward_button.disabled
    panel.go(panel.stops.index(plays[0]))
    for stop in plays[:3]:
        assert panel.stop == stop and len(panel.position.actions) == stop.index
        trick = state.tricks[stop.trick - 1]
        before = trick.seats.index(you) if you in trick.seats else 0  # cards on the table before the learner's
        assert shown_trick(panel) == ((stop.trick, before) if before else (stop.trick - 1, len(trick.cards))
                                      if stop.trick > 1 else (1, 0))
        assert f'data-trick="{stop.trick}"' in panel.where.value
        leads = you in trick.seats and before == 0 and stop.trick > 1
        assert (f"(you lead; trick {stop.trick - 1} still lies on the table)" in panel.where.value) == leads
        panel.forward()
    panel.back()
    assert panel.stop == plays[2]
    panel.go(len(panel.stops) - 1)  # the end: the last trick on the table, the forward button off
    assert panel.forward_button.disabled and shown_trick(panel)[0] == len(state.tricks)

    if not mistakes:
        assert "No mistakes found" in panel.progress.value and panel.mistake_buttons == []
        assert panel.better_here() is None and panel.play_from_button.layout.display == "none"
        stop = next(stop for stop in panel.stops if stop.decision and stop.trick is not None
                    and len(position_at(state, stop.index).legal_actions()) > 1)
        position = position_at(state, stop.index)
        other = next(a for a in position.legal_actions() if a != state.actions[stop.index][1])
        position.apply(other, you)
        app.play_from(position)
        play_on(app, totals, sheet, hands)
        return

    # to the largest mistake: its moment, the learner's card and the better card marked
    worst = mistakes[0]
    panel.mistake_buttons[0].click()
    assert panel.stop.index == worst.index and panel.moment == worst and panel.better_here() == worst.best
    assert 'data-mistake="true"' in panel.where.value
    played, best = panel.action_words(worst.played, worst.index), panel.action_words(worst.best, worst.index)
    moment = panel.moment_line.value  # both views in whole sentences, each labelled
    assert "First view: from what you could know" in moment and "Second view: every card seen" in moment
    assert f"you played {played}; {best} was better: over " in moment or f"you chose “{played}”" in moment
    assert f"with {best} than with {played}" in moment
    assert "With every card seen (the second view" in moment or "With every card seen: too much to work out" in moment
    if isinstance(worst.played, Play):
        assert f'data-card="{worst.played.card.code}" data-mark="played"' in panel.own_hand.value
        assert f'data-card="{worst.best.card.code}" data-mark="better"' in panel.own_hand.value
    assert panel.play_from_button.layout.display is None
    assert panel.play_from_button.description == f"Play from here with {panel.action_words(worst.best, worst.index)}"

    # play from here: the same deal, the better choice made, played on to a result of its own
    panel.play_from_button.click()
    replayed = app.state
    assert replayed is not state and app.review_panel is None
    assert replayed.deal == state.deal and replayed.actions[:worst.index] == state.actions[:worst.index]
    assert replayed.actions[worst.index] == (you, worst.best)
    assert "tarot-replayed-note" in str(app.review_box.children[0]._dom_classes)
    play_on(app, totals, sheet, hands)


def play_on(app: PlayApp, totals: list, sheet: list, hands: int) -> None:
    """Play the hand from the review to its end: a result of its own, outside the game."""
    replayed = app.state
    learner = get_bot("basic")
    while not app.state.is_over:
        assert app.act(learner.choose(app.state, app.seat))  # every action the engine's to allow
    assert replayed.result is not None and app.state is replayed and app.review_button.layout.display is None
    # outside the game: its totals, its sheet, its count of hands as they were
    assert (list(app.match.totals), app.match.sheet, len(app.match.hands)) == (totals, sheet, hands)
    app.deal()  # the game goes on from its own hand
    assert len(app.match.hands) == hands + 1 or app.match.is_over
    assert app.review_box.children == ()


def test_the_language_switch_redraws_the_open_review() -> None:
    app = finished_app("maison-tarot", 3, 1)
    app.show_review()
    panel = app.review_panel
    panel.mistake_buttons[0].click()
    app.switch.value = "nl"
    assert panel.lang == "nl" and "Nabespreking van deze hand" in panel.heading.value
    assert app.review_button.description == "Sluit de nabespreking"
    assert panel.back_button.description == "Terug" and panel.forward_button.description == "Verder"
    assert panel.mistake_buttons[0].description.startswith("Slag ")
    assert "Tweede blik: alle kaarten open" in panel.mistakes_box.children[0].children[1].value
    assert "Eerste blik: vanuit wat jij kon weten" in panel.moment_line.value
    assert panel.play_from_button.description.startswith("Speel verder vanaf hier met ")
    assert "Slag " in panel.where.value and "Jouw kaarten op dit moment" in panel.own_hand.value
    app.switch.value = "en"
    assert "Review of this hand" in panel.heading.value and panel.back_button.description == "Back"


def test_the_review_button_closes_and_reopens_the_review() -> None:
    app = finished_app("marjolet", 3, 1)
    app.review_button.click()
    assert app.review_panel is not None and app.review_button.description == "Close the review"
    app.review_button.click()
    assert app.review_panel is None and app.review_box.children == ()
    assert app.review_button.description == "Review this hand"


def test_the_review_button_hides_while_a_hand_is_played() -> None:
    app = PlayApp("klaverjas-4", seed=3, bot_delay=0, bot="basic")
    assert app.review_button.layout.display == "none"


def test_a_hand_without_mistakes_says_so() -> None:
    app = finished_app("binage", 3, 1)
    panel = ReviewPanel(app.state, app.seat, "nl")
    panel._thought(Review(app.seat, ()))  # a review that found nothing to say
    assert panel.mistake_buttons == [] and panel.mistakes_box.children == ()
    assert "Geen fouten gevonden" in panel.progress.value
    assert panel.better_here() is None and panel.play_from_button.layout.display == "none"


def test_leaving_a_hand_played_from_the_review_unfinished_goes_on_with_the_game() -> None:
    """'Next hand' in the middle of a replayed hand asks nothing: the game's own hand is
    over, and the replayed one never counted."""
    app = finished_app("maison-tarot", 3, 1, whole_game=True)
    app.show_review()
    panel = app.review_panel
    panel.mistake_buttons[0].click()
    panel.play_from_here()
    assert not app.state.is_over and app.deal_button.description == "Next hand"
    app.deal()
    assert app.dialog.children == () and len(app.match.hands) == 2 and app.state is app.match.current


def test_a_single_hand_played_from_the_review_deals_a_new_hand_after() -> None:
    app = finished_app("klaverjas-3", 3, 1, whole_game=False)
    app.show_review()
    app.review_panel.mistake_buttons[0].click()
    app.review_panel.play_from_here()
    assert app.deal_button.description == "New deal"
    app.deal()
    assert app.state is app.match.current and not app.state.is_over and app.review_box.children == ()


def test_the_review_thinks_one_deal_at_a_time_while_the_page_stays_usable() -> None:
    """With ``asynchronous`` the review is a task on the event loop: before it is done
    the progress line shows and the hand can be stepped through."""
    state = new_hand("marjolet", seed=5)
    bots = [get_bot("random", 2), get_bot("basic")]
    while not state.is_over:
        seat = state.turn
        state.apply(bots[seat].choose(state, seat), seat)

    async def scenario() -> tuple[str, int, bool]:
        panel = ReviewPanel(state, 0, asynchronous=True)
        first = panel.progress.value
        panel.forward()  # stepping needs no review
        stepped = panel.at
        await panel._task
        return first, stepped, panel.review is not None and 'data-done="true"' in panel.progress.value

    first, stepped, done = asyncio.run(scenario())
    assert 'data-done="false"' in first and "Going over your choices" in first
    assert stepped == 1 and done


def test_the_stops_are_the_learners_decisions_and_each_trick() -> None:
    """Klaverjassen for three (K5): the Speler's skart discards before the tricks are
    stops of their own; each trick stops at the learner's card; the last stop is the end."""
    state = new_hand("klaverjas-3", seed=2)
    bots = [get_bot("basic") for _ in range(state.players)]
    while not state.is_over:
        seat = state.turn
        state.apply(bots[seat].choose(state, seat), seat)
    for seat in range(state.players):
        stops = hand_stops(state, seat)
        assert stops[-1].index == len(state.actions) and stops[-1].trick is None
        tricks = [s for s in stops if s.trick is not None]
        assert [s.trick for s in tricks] == list(range(1, len(state.tricks) + 1))
        for stop in stops[:-1]:
            acting, action = state.actions[stop.index]
            assert stop.decision == (acting == seat)
            assert (stop.trick is not None) == isinstance(action, Play)
        own = [i for i, (acting, _) in enumerate(state.actions) if acting == seat]
        assert own == [s.index for s in stops if s.decision]
        assert position_at(state, stops[0].index).actions == state.actions[:stops[0].index]


def test_a_hand_that_ends_before_the_learner_decides_has_one_stop() -> None:
    """Triomphe's Death (TF3) can end a hand before any card: the review has nothing to
    weigh, and the hand's end is its only stop."""
    app = PlayApp("triomphe-forcee", seed=4, bot_delay=0, bot="basic")
    assert app.state.is_over and not any(seat == app.seat for seat, _ in app.state.actions)
    app.show_review()
    panel = app.review_panel
    assert panel.review.moments == () and panel.mistake_buttons == []
    assert [stop.index for stop in panel.stops] == [len(app.state.actions)]
    assert panel.back_button.disabled and panel.forward_button.disabled
    assert "tarot-review-where-line" in panel.where.value and "The end of the hand" in panel.where.value
