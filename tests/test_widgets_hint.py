"""The play widget's hint from the coach (issue 29, point 1): the best action by the
sampling search from the learner's own view, in one line above the legal cards and their
rule, in every game and every phase where the learner chooses; thought on the event loop
while the page stays live."""

from __future__ import annotations

import asyncio
import functools
from typing import Any

import pytest

pytest.importorskip("ipywidgets")

from tarot_scenarios import shown_text  # noqa: E402
from tarotlib import coach  # noqa: E402
from tarotlib.bots import hint  # noqa: E402
from event_loop import run_on_a_loop, until  # noqa: E402
from tarotlib.games import catalogue  # noqa: E402
from tarotlib.search import solve  # noqa: E402
from tarotwidgets import PlayApp, play, say  # noqa: E402
from tarotwidgets.base import with_rule  # noqa: E402
from tarotwidgets.phases import phase_rule  # noqa: E402

GAMES = [entry.id for entry in catalogue()]


@pytest.fixture(autouse=True)
def fresh_page(monkeypatch: pytest.MonkeyPatch) -> None:
    """A page of its own (no level chosen yet) and a coach that thinks briefly: node
    budgets, not the clock, so the same hints on any machine."""
    monkeypatch.setitem(play._page, "level", None)
    monkeypatch.setattr(play, "think_hint", functools.partial(coach.think_hint, budget=0.03))




def coach_line(app: PlayApp, lang: str) -> str:
    """The coach's line as the hint shows it: in a phase before or between tricks with the
    phase's rule cited the widgets' way ('(rule ML1).')."""
    advice, state = app.advice, app.state
    assert advice is not None
    return advice.line(lang) if state.phase_name == "play" else with_rule(advice.line(lang), phase_rule(state.phase), lang)


def limits_text(app: PlayApp, lang: str) -> str:
    """What the hint showed before the coach, and still shows below its line: in trick play
    the rule's sentence naming the legal cards (or that any card may be played)."""
    advice = hint(app.state)
    return with_rule(advice.explanation(lang) or "", advice.rule, lang) if advice.rule else say("hint_free", lang)


@pytest.mark.parametrize("game", GAMES)
def test_every_phase_where_the_learner_chooses_gets_a_hint_naming_a_legal_action(game: str) -> None:
    """A whole hand with ``hints`` on, the learner taking the coach's advice each time:
    each hint names a legal action, says so in English and in Dutch, and keeps the legal
    cards and their rule below it in trick play."""
    app = PlayApp(game, seed=4, bot_delay=0, hints=True, level="friendly", whole_game=False)
    phases: set[str] = set()
    chosen: set[bool] = set()
    for _ in range(12):  # Triomphe: Death ends most deals before any card (TF3); deal again until cards are played
        play_with_the_coach(app, phases, chosen)
        if "play" in phases:
            break
        app.deal()
    assert "play" in phases and True in chosen


def play_with_the_coach(app: PlayApp, phases: set[str], chosen: set[bool]) -> None:
    """The hand to its end, the learner taking the coach's advice (see the test above)."""
    state = app.state
    while not state.is_over:
        assert state.turn == app.seat
        advice = app.advice
        assert advice is not None and advice.action in state.legal_actions()
        text = shown_text(app.hint_box.value)
        assert coach_line(app, "en") in text and 'data-thinking="false"' in app.hint_box.value
        if state.phase_name == "play":
            assert limits_text(app, "en") in text and text.index(coach_line(app, "en")) < text.index(limits_text(app, "en"))
        else:  # the coach's choice is marked among the phase's choices
            assert app.phase_panel.suggested == advice.action
        if len(state.actions) % 3 == 0:  # now and then in Dutch
            app.lang = "nl"
            assert coach_line(app, "nl") in shown_text(app.hint_box.value)
            assert state.phase_name != "play" or limits_text(app, "nl") in shown_text(app.hint_box.value)
            app.lang = "en"
        phases.add(state.phase_name)
        chosen.add(len(state.legal_actions()) > 1)
        assert app.act(advice.action)
    assert app.hint_box.value == ""  # nothing to advise once the hand is over


def test_the_hint_button_thinks_then_shows_the_line_and_the_page_answers_meanwhile() -> None:
    async def scenario() -> dict[str, Any]:
        app = PlayApp("klaverjas-4", seed=2, level="friendly", bot_delay=0.001, trick_pause=0.001)
        await until(lambda: app.state.turn == app.seat and app.state.phase_name == "play", 0.001)
        seen: dict[str, Any] = {}
        app.show_hint()  # the button's click
        button = app.hint_button
        seen["thinking"] = (app.hint_thinking, button.disabled, button.description, button.icon,
                            "tarot-thinking" in button._dom_classes, 'data-thinking="true"' in app.hint_box.value,
                            say("hint_thinking_line", "en") in shown_text(app.hint_box.value))
        await asyncio.sleep(0)  # one step of the coach
        app.lang = "nl"  # a click while it thinks: served, and the button says so in Dutch
        seen["dutch"] = (button.description, say("hint_thinking_line", "nl") in shown_text(app.hint_box.value),
                         app.hint_thinking)
        await until(lambda: not app.hint_thinking)
        advice = app.advice
        seen["done"] = (advice is not None and advice.action in app.state.legal_actions(),
                        advice is not None and advice.line("nl") in shown_text(app.hint_box.value),
                        button.disabled, button.description, button.icon, "tarot-thinking" in button._dom_classes)
        return seen

    seen = run_on_a_loop(scenario)
    assert seen["thinking"] == (True, True, "Thinking…", "spinner", True, True, True)
    assert seen["dutch"] == ("Denkt na…", True, True)
    assert seen["done"] == (True, True, False, "Tip", "lightbulb-o", False)


def test_a_hint_that_fails_says_so_and_leaves_the_legal_cards(monkeypatch: pytest.MonkeyPatch) -> None:
    """The coach failing (it should not) is a sentence on the page, not a hint box that
    thinks for ever: the line says the best choice could not be worked out, the legal
    cards and their rule stay, the button is a Hint button again."""
    class Broken:
        def step(self) -> bool:
            raise RuntimeError("the coach broke")

    monkeypatch.setattr(play, "think_hint", lambda *args, **kwargs: Broken())

    async def scenario() -> tuple[str, bool, str, bool]:
        app = PlayApp("maison-tarot", seed=2, level="friendly", bot_delay=0.001, trick_pause=0.001)
        await until(lambda: app.state.turn == app.seat and app.state.phase_name == "play", 0.001)
        app.show_hint()
        await until(lambda: not app.hint_thinking)
        return app.hint_box.value, app.hint_thinking, app.hint_button.description, app.hint_button.disabled

    box, thinking, words, disabled = run_on_a_loop(scenario)
    assert 'data-thinking="false"' in box and say("hint_failed_line", "en") in shown_text(box)
    assert box.count('class="tarot-hint-advice"') == 1 and box.count("tarot-hint") >= 3  # the legal cards' box too
    assert not thinking and words == "Hint" and not disabled


def test_a_play_made_while_the_hint_thinks_drops_it() -> None:
    async def scenario() -> tuple[bool, bool, bool, str, bool]:
        app = PlayApp("marjolet", seed=3, level="friendly", bot_delay=0.001, trick_pause=0.001)
        await until(lambda: app.state.turn == app.seat and app.state.phase_name == "play", 0.001)
        app.show_hint()
        task = app._hint_task
        await asyncio.sleep(0)
        assert app.hint_thinking
        assert app.act(app.state.legal_actions()[-1])  # the learner does not wait
        await asyncio.sleep(0)
        return (task is not None and task.cancelled(), app.hint_thinking, app.advice is None,
                app.hint_button.description, app.hint_button.disabled)

    cancelled, thinking, no_advice, words, disabled = run_on_a_loop(scenario)
    assert cancelled and not thinking and no_advice and words == "Hint" and not disabled


def test_with_hints_on_the_hint_is_thought_on_the_loop_at_each_turn() -> None:
    async def scenario() -> tuple[int, int]:
        app = PlayApp("binage", seed=6, hints=True, level="friendly", whole_game=False, bot_delay=0.001,
                      trick_pause=0.001)
        state, thought, turns = app.state, 0, 0
        while not state.is_over:
            await until(lambda: state.turn == app.seat or state.is_over, 0.001)
            if state.is_over:
                break
            if app.hint_thinking:
                thought += 1
                assert 'data-thinking="true"' in app.hint_box.value
            await until(lambda: app.advice is not None)
            assert coach_line(app, "en") in shown_text(app.hint_box.value)
            turns += 1
            assert app.act(app.advice.action)
        return thought, turns

    thought, turns = run_on_a_loop(scenario)
    assert turns > 5 and thought > 0


@pytest.mark.parametrize(("game", "seed"), [("marjolet", 1), ("binage", 1), ("marjolet", 2)])
def test_the_hint_is_true_where_only_one_deal_fits(game: str, seed: int, monkeypatch: pytest.MonkeyPatch) -> None:
    """Two players with the stock gone: the unseen cards are the other hand, so the
    coach's values (at its own budget) must be the solver's on the true deal."""
    monkeypatch.setattr(play, "think_hint", coach.think_hint)
    app = PlayApp(game, seed=seed, bot_delay=0, level="friendly", whole_game=False)
    state = app.state
    while not (state.phase_name == "play" and state.view(app.seat).own.stock_size == 0 and state.turn == app.seat
               and len(state.legal_actions()) > 1 and sum(h.bit_count() for h in state.hands) <= 10):
        assert app.act(state.legal_actions()[0])
    app.show_hint()
    advice = app.advice
    assert advice is not None and advice.decision.exact
    assert dict(advice.decision.values) == dict(solve(state, values=True).values)
    assert advice.line("en") in shown_text(app.hint_box.value)
