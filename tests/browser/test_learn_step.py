"""Issue 29, point 4: the last step of a tutorial on the served page. 'Which card is
best here?' answers a wrong card with what it costs and the best card with the hint's
figures, in the words of the same exercise built in this process; the deal to play is
beside it. Screenshots at desktop width and at 390 px."""

from __future__ import annotations

import pytest
from playwright.sync_api import expect
from tarotwidgets.lessons import Lesson
from tarotwidgets.lessons.kinds import feedback_text

from test_feedback_answers import FEEDBACK_TIMEOUT, box_shots, feedback

pytestmark = pytest.mark.browser


@pytest.mark.parametrize(("game", "lang"), [("marjolet", "en"), ("klaverjas-4", "nl")])
def test_learn_step_best_card_answers_wrong_then_right(voila, open_page, artifacts, game: str, lang: str) -> None:
    page = open_page(voila.url(f"{lang}/{game}.ipynb"), wait_for=".tarot-steps")
    lesson = Lesson(game, lang)
    lesson.step("learn")
    exercise = lesson.best_card(f"{game}-best-card")
    box = page.locator(f".tarot-exercise-best-card-{game}-best-card")
    box.scroll_into_view_if_needed()
    worst = exercise.decision["search"]["values"][-1][0]
    box.locator(f'.tarot-card[data-card="{worst}"]').first.click()
    wrong = exercise.answer(worst)
    assert wrong is not None and not wrong.right
    expect(feedback(box)).to_contain_text(feedback_text(wrong, lang), timeout=FEEDBACK_TIMEOUT)
    box_shots(page, box, artifacts / f"issue29-learn-{game}-wrong-{lang}.png")
    best = exercise.decision["best"]
    box.locator(f'.tarot-card[data-card="{best}"]').first.click()
    right = exercise.answer(best)
    assert right is not None and right.right
    expect(feedback(box)).to_contain_text(right.text, timeout=FEEDBACK_TIMEOUT)
    box.locator(".tarot-played summary").click()  # what was played, opened
    box_shots(page, box, artifacts / f"issue29-learn-{game}-right-{lang}.png")
    launcher = page.locator(f'.tarot-deal-about[data-deal="{game}-best-card"]')
    expect(launcher).to_have_count(1)
    heading = page.locator("#step-learn")
    for width in (1280, 390):  # the step's prose, from its heading down
        page.set_viewport_size({"width": width, "height": 1400})
        heading.scroll_into_view_if_needed()
        page.evaluate("document.getElementById('step-learn').scrollIntoView()")
        page.wait_for_timeout(300)
        page.screenshot(path=str(artifacts / f"issue29-learn-{game}-step-{lang}-{width}.png"))
    assert page.errors == []
