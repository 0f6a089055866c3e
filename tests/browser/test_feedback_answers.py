"""Issue 30, what misled a new user: on the served page, each click visibly answers, and
a notice goes once it is done with. The expected texts come from the same exercises
built in this process, as in ``test_tutorials.py``."""

from __future__ import annotations

from pathlib import Path

import pytest
from playwright.sync_api import Locator, Page, expect
from tarotwidgets.lessons import Lesson
from tarotwidgets.lessons.kinds import feedback_text
from tarotwidgets.lessons.texts import say

from tarotlib.actions import Discard

pytestmark = pytest.mark.browser

FEEDBACK_TIMEOUT = 15_000


def box_shots(page: Page, box: Locator, path: Path) -> None:
    """``box`` at desktop width and at 390 px (a phone), as two pictures."""
    for width in (1280, 390):
        page.set_viewport_size({"width": width, "height": 900})
        box.scroll_into_view_if_needed()
        page.wait_for_timeout(300)
        box.screenshot(path=str(path.with_name(f"{path.stem}-{width}.png")))
    page.set_viewport_size({"width": 1280, "height": 900})


def feedback(box: Locator) -> Locator:
    return box.locator(".tarot-feedback-box")


@pytest.mark.parametrize("lang", ["en"])
def test_troggen_deal_notice_goes_and_each_refused_discard_reads_differently(
        voila, open_page, artifacts, lang: str) -> None:
    page = open_page(voila.url(f"{lang}/maison-troggen.ipynb"), wait_for=".tarot-steps")
    intro = page.locator("#rendered_cells")
    expect(intro).to_contain_text("six changes" if lang == "en" else "zes verschillen")

    lesson = Lesson("maison-troggen", lang)
    deal = lesson.deal()
    box = page.locator(".tarot-exercise-deal-leader")
    box.locator(f".tarot-seat-{deal.state.voorhand}").click()
    notice = box.locator('.tarot-feedback[data-verdict="notice"]')
    expect(notice).to_have_count(1, timeout=FEEDBACK_TIMEOUT)
    box.locator(".tarot-deal-button").click()
    expect(box.locator(".tarot-deal-centre")).to_contain_text(str(deal.total), timeout=FEEDBACK_TIMEOUT)
    expect(notice).to_have_count(0, timeout=FEEDBACK_TIMEOUT)  # "Deal the cards first" is done with
    box_shots(page, box, artifacts / f"issue30-deal-dealt-{lang}.png")

    discard = lesson.discard("dealer")
    legal = {action.card for action in discard.state.legal_actions() if isinstance(action, Discard)}
    refused = [card for card in discard.state.hand(0) if card not in legal][:2]
    box = page.locator(".tarot-exercise-discard-dealer")
    shown = []
    for card in (*refused, refused[-1]):
        box.locator(f'.tarot-card[data-card="{card.code}"]').first.click()
        verdict = discard.answer(card.code)
        assert verdict is not None and not verdict.right
        expect(feedback(box)).to_contain_text(feedback_text(verdict, lang), timeout=FEEDBACK_TIMEOUT)
        if shown:
            expect(feedback(box)).not_to_have_text(shown[-1], timeout=FEEDBACK_TIMEOUT)
        shown.append(feedback(box).inner_text())
    assert say("same_answer_again", lang, count=2) in shown[-1]
    box_shots(page, box, artifacts / f"issue30-discard-again-{lang}.png")
    assert page.errors == []


@pytest.mark.parametrize("lang", ["nl"])
def test_klaverjas_3_each_wrong_bid_reads_differently_and_keeps_the_answer(
        voila, open_page, artifacts, lang: str) -> None:
    page = open_page(voila.url(f"{lang}/klaverjas-3.ipynb"), wait_for=".tarot-steps")
    exercise = Lesson("klaverjas-3", lang).bid("free")
    box = page.locator(".tarot-exercise-choice-free")
    wrong = [answer for answer in exercise.answers if answer != exercise.truth][:2]
    texts = []
    for answer in wrong:
        box.locator(f".tarot-kj-{answer}").click()
        verdict = exercise.answer(answer)
        assert verdict is not None and not verdict.right
        expect(feedback(box)).to_contain_text(feedback_text(verdict, lang), timeout=FEEDBACK_TIMEOUT)
        texts.append(verdict.text)
    assert texts[0] != texts[1]
    box_shots(page, box, artifacts / f"issue30-bid-wrong-{lang}.png")
    assert page.errors == []


@pytest.mark.parametrize("lang", ["en"])
def test_triomphe_death_and_marjolet_declaring_point_to_what_to_look_at(
        voila, open_page, artifacts, lang: str) -> None:
    """TF3: a miss on a Death deal says Death takes the whole pot first; MJ4: 'may you
    declare?' answered No when you may says what to check, and the combinations found
    do not give away the total the next exercise asks for."""
    page = open_page(voila.url(f"{lang}/triomphe-forcee.ipynb"), wait_for=".tarot-steps")
    pot = Lesson("triomphe-forcee", lang).pot("death-full")
    box = page.locator(".tarot-exercise-pot-death-full")
    field = box.locator(".tarot-number input")
    field.fill(str(pot.expected + 1))
    field.press("Enter")
    verdict = pot.answer(pot.expected + 1)
    assert verdict is not None and say("pot_hint_death", lang) in verdict.text
    expect(feedback(box)).to_contain_text(feedback_text(verdict, lang), timeout=FEEDBACK_TIMEOUT)
    box_shots(page, box, artifacts / f"issue30-death-miss-{lang}.png")
    assert page.errors == []

    page = open_page(voila.url(f"{lang}/marjolet.ipynb"), wait_for=".tarot-steps")
    lesson = Lesson("marjolet", lang)
    combos = lesson.combinations("hand")
    box = page.locator(".tarot-exercise-combinations-hand")
    for kind in combos.offered_kinds:
        box.locator(f".tarot-combo-{kind}").click()
        combos.toggles[kind].value = True
    box.locator(".tarot-check").click()
    verdict = combos.check()
    expect(feedback(box)).to_contain_text(verdict.text, timeout=FEEDBACK_TIMEOUT)
    total = sum(value for _, value in combos.offered)
    assert str(total) not in feedback(box).inner_text()
    box_shots(page, box, artifacts / f"issue30-combinations-right-{lang}.png")
    question = lesson.may_declare("dix")
    assert question.truth == "yes"
    box = page.locator(".tarot-exercise-may-declare-dix")
    box.locator(".tarot-yesno-no").click()
    verdict = question.answer("no")
    expect(feedback(box)).to_contain_text(feedback_text(verdict, lang), timeout=FEEDBACK_TIMEOUT)
    assert question.reason not in feedback(box).inner_text()
    box_shots(page, box, artifacts / f"issue30-may-declare-no-{lang}.png")
    assert page.errors == []


@pytest.mark.parametrize("lang", ["en"])
def test_leipzig_feedback_names_the_rule_once_and_points_to_what_to_look_at(
        voila, open_page, artifacts, lang: str) -> None:
    """LT2 once, before the full stop; LT3's forced Excuse answered "may": what to look at."""
    page = open_page(voila.url(f"{lang}/leipzig-taroc.ipynb"), wait_for=".tarot-steps")
    lesson = Lesson("leipzig-taroc", lang)
    declarations = lesson.declarations("excuse-once")
    box = page.locator(".tarot-exercise-declare-excuse-once")
    box.locator(".tarot-combo-cavalry").click()
    declarations.toggles["cavalry"].value = True
    box.locator(".tarot-check").click()
    verdict = declarations.check()
    assert "(LT2)" in verdict.text
    expect(feedback(box)).to_contain_text(feedback_text(verdict, lang), timeout=FEEDBACK_TIMEOUT)
    assert "(LT2)" not in feedback(box).inner_text()
    box_shots(page, box, artifacts / f"issue30-declarations-rule-once-{lang}.png")

    excuse = lesson.excuse_allowed("forced")
    box = page.locator(".tarot-exercise-excuse-allowed-forced")
    box.locator(".tarot-excuse-may").click()
    verdict = excuse.answer("may")
    assert verdict is not None and not verdict.right
    expect(feedback(box)).to_contain_text(feedback_text(verdict, lang), timeout=FEEDBACK_TIMEOUT)
    box_shots(page, box, artifacts / f"issue30-excuse-may-{lang}.png")
    assert page.errors == []
