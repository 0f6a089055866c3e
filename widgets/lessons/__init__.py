"""The tutorials' lessons, as data and a handful of exercise kinds.

    >>> from tarotwidgets.lessons import Lesson
    >>> lesson = Lesson("maison-tarot", lang="nl")  # doctest: +SKIP

* :mod:`~tarotwidgets.lessons.scenarios`: a tutorial's steps and exercises (each a value:
  its step, kind, scenario and rule) and the engine calls that set each scenario up;
* :mod:`~tarotwidgets.lessons.content`: each game's tutorial, one data module per game;
* :mod:`~tarotwidgets.lessons.texts`: the lessons' words, English and Dutch side by side;
* :mod:`~tarotwidgets.lessons.questions`: the questions a number or a choice asks of the
  engine, plain functions from a scenario to the engine's answer and its feedback;
* :mod:`~tarotwidgets.lessons.kinds`: the exercise widgets, each asking the engine;
* :mod:`~tarotwidgets.lessons.lesson`: :class:`Lesson`, one per game and language, whose
  methods are the notebooks' one-line calls.
"""

from __future__ import annotations

from typing import Any

__all__ = ["Lesson", "PlayLauncher", "game_index", "step_markdown"]


def __getattr__(name: str) -> Any:
    """The lesson's names, imported when first asked for: the progress bar and the rule
    book read the words and the steps without loading the exercise widgets."""
    if name in __all__:
        from tarotwidgets.lessons import lesson

        return getattr(lesson, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
