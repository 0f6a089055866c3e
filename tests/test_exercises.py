"""Every exercise of the nine tutorials, replayed as its notebook asks it
(``lesson.<kind>(name, **asked)`` in its step): the engine gives its question an answer
that the exercise takes as right, and the rule it teaches is one of its game's decisions
(``shared/rules/DECISIONS.md``, as the rule book lists them).
"""

from __future__ import annotations

from typing import Any

import pytest
from tarotwidgets.lessons import Lesson
from tarotwidgets.lessons.content import TUTORIALS
from tarotwidgets.lessons.kinds import (
    ChoiceExercise,
    Combinations,
    DealTable,
    DiscardExercise,
    EveryCard,
    ExcuseExchange,
    NumberExercise,
    OrderCards,
    Verdict,
    WhichCard,
    WhoWins,
)
from tarotwidgets.lessons.scenarios import Exercise, best_declarations

from tarotlib.actions import Discard
from tarotlib.rulebook import game_rules

CASES = [
    pytest.param(game, exercise, id=f"{game}-{exercise.kind}-{exercise.name}{''.join(f'-{v}' for _, v in exercise.asked)}")
    for game, tutorial in TUTORIALS.items() for exercise in tutorial.exercises
]


def answered_right(widget: Any) -> Verdict | None:
    """The engine's answer to the exercise, given to it as a learner would: the verdict
    on the last click (a discard and an ordering take several)."""
    if isinstance(widget, EveryCard):
        return widget.judge_set(set(widget.state.legal_cards()))
    if isinstance(widget, WhichCard):
        return widget.judge(widget.state.legal_cards()[0].code)
    if isinstance(widget, WhoWins):
        return widget.judge(widget.winner.code)
    if isinstance(widget, OrderCards):
        verdict = None
        while widget.remaining:
            verdict = widget.answer(widget.strongest().code)
        return verdict
    if isinstance(widget, ExcuseExchange):
        return widget.judge(widget.given.code if widget.given else None)
    if isinstance(widget, NumberExercise):
        return widget.judge(widget.expected)
    if isinstance(widget, DiscardExercise):
        verdict = None
        while not widget.finished:
            verdict = widget.answer(next(a for a in widget.state.legal_actions() if isinstance(a, Discard)).card.code)
        return verdict
    if isinstance(widget, Combinations) and widget.kind == "declare":
        return widget.judge({declaration.combo for declaration, _ in best_declarations(widget.state, 0)})
    if isinstance(widget, Combinations):
        return widget.judge(set(widget.offered_kinds))
    if isinstance(widget, ChoiceExercise):
        return widget.judge(widget.truth)
    if isinstance(widget, DealTable):
        widget.show_dealt(widget.total)
        return widget.judge(widget.state.voorhand)
    raise AssertionError(f"no answer known for {type(widget).__name__}")


@pytest.mark.parametrize(("game", "exercise"), CASES)
def test_every_exercise_has_an_answer_and_teaches_a_rule_of_its_game(game: str, exercise: Exercise) -> None:
    assert exercise.rule in game_rules(game), f"{exercise.rule} is no decision of {game}"
    lesson = Lesson(game, "en")
    lesson.step(exercise.step)  # a step of the tutorial, or refused
    named = () if exercise.kind == "deal" else (exercise.name,)
    widget = getattr(lesson, exercise.kind)(*named, **dict(exercise.asked))
    if exercise.kind == "compare_play":  # a picture, not a question: the legal cards in both games
        assert widget.children[1].value.count('class="tarot-compare-game"') == 2
        return
    verdict = answered_right(widget)
    assert verdict is not None and verdict.right, verdict
    assert not verdict.rule or verdict.rule in game_rules(game), verdict.rule


def test_each_step_and_name_of_a_kind_is_one_scenario() -> None:
    """One scenario per (kind, name): an exercise asked twice (under a variant, or counted
    another way) is the same scenario."""
    for game, tutorial in TUTORIALS.items():
        seen: dict[tuple[str, str], Any] = {}
        for exercise in tutorial.exercises:
            assert seen.setdefault((exercise.kind, exercise.name), exercise.scenario) == exercise.scenario, game
