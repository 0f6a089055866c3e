"""The phases before trick play, clicked in Chromium: a whole Maison Troggen hand with
the learner's discard (an illegal card refused by ML1 first), and a Leipzig Taroc
declaration with its payments (LT2); screenshots at 1280 and 390 px."""

from __future__ import annotations

from pathlib import Path

import pytest
from playwright.sync_api import Locator, Page, expect

pytestmark = pytest.mark.browser

PAGE = "play_phases.ipynb"
TIMEOUT = 20_000
YOUR_TURN_OR_OVER = """(app) => app.querySelector('.tarot-status-line[data-your-turn="true"]')
                                  || app.querySelector('.tarot-hand-result .tarot-result')"""


def screenshot(page: Page, target: Locator, path: Path, width: int) -> None:
    """``target`` at ``width`` px: the window is made as tall as the page's content."""
    page.set_viewport_size({"width": width, "height": 900})
    height = page.evaluate("document.getElementById('rendered_cells').scrollHeight")
    page.set_viewport_size({"width": width, "height": height + 40})
    target.screenshot(path=str(path))
    page.set_viewport_size({"width": 1280, "height": 900})


def wait_for_turn(page: Page, app: Locator) -> str:
    """Wait until it is the learner's turn or the hand is over; the phase then, or 'done'."""
    page.wait_for_function(YOUR_TURN_OR_OVER, arg=app.element_handle(), timeout=60_000)
    if app.locator(".tarot-hand-result .tarot-result").count():
        return "done"
    return app.locator('.tarot-status-line[data-your-turn="true"]').get_attribute("data-phase") or ""


def test_a_troggen_hand_by_clicking_with_the_discard(voila_pages, open_page, artifacts) -> None:
    page = open_page(voila_pages.url(PAGE), wait_for=".tarot-play-app")
    app = page.locator(".tarot-play-app").nth(0)
    cards = app.locator(".tarot-hand-widget .tarot-card")
    discarded = refused = False
    for _ in range(40):
        phase = wait_for_turn(page, app)
        if phase == "done":
            break
        held = cards.count()
        if phase == "discard":
            if not refused:
                app.locator('.tarot-hand-widget .tarot-card[data-legal="false"]').first.click()
                message = app.locator(".tarot-hand-message .tarot-refusal")
                expect(message).to_have_attribute("data-rule", "ML1", timeout=TIMEOUT)
                expect(message).to_contain_text("(rule ML1)")
                expect(cards).to_have_count(held)
                refused = True
                screenshot(page, app, artifacts / "play-troggen-discard-1280.png", 1280)
                screenshot(page, app, artifacts / "play-troggen-discard-390.png", 390)
            discarded = True
        else:
            assert phase == "play", phase
        app.locator('.tarot-hand-widget .tarot-card[data-legal="true"]').first.click()
        expect(cards).to_have_count(held - 1, timeout=TIMEOUT)
    else:
        raise AssertionError("the hand did not end after 40 of the learner's turns")
    assert discarded and refused
    log = app.locator(".tarot-log-view")
    expect(log).to_contain_text("Trick 25:")
    expect(log).to_contain_text("You lay away")
    expect(log).not_to_contain_text("Seat 0")
    expect(app.locator(".tarot-score-sheet")).to_have_attribute("data-hands", "1")
    expect(app.locator(".tarot-score-sheet")).to_contain_text("Hand 2 of 3.")
    screenshot(page, app, artifacts / "play-troggen-end-1280.png", 1280)
    screenshot(page, app, artifacts / "play-troggen-end-390.png", 390)
    assert "Traceback" not in page.inner_text("#rendered_cells") and page.errors == []
    page.close()


def test_a_leipzig_declaration_by_clicking_and_its_payments(voila_pages, open_page, artifacts) -> None:
    page = open_page(voila_pages.url(PAGE), wait_for=".tarot-play-app")
    app = page.locator(".tarot-play-app").nth(1)
    assert wait_for_turn(page, app) == "declare"
    panel = app.locator(".tarot-phase-panel")
    expect(panel.locator(".tarot-phase-text")).to_have_attribute("data-rule", "LT2")
    declare = panel.locator('.tarot-choice[data-kind="declare"]').first
    expect(declare).to_contain_text("points")
    expect(panel.locator('.tarot-choice[data-kind="stop"]')).to_have_text("Stop declaring")
    screenshot(page, app, artifacts / "play-leipzig-declare-1280.png", 1280)
    screenshot(page, app, artifacts / "play-leipzig-declare-390.png", 390)
    declare.focus()
    page.keyboard.press("Enter")  # the keyboard reaches every choice
    payments = app.locator(".tarot-payments")
    expect(payments).to_contain_text("pays you", timeout=TIMEOUT)
    expect(payments).to_contain_text("(LT2)")
    while wait_for_turn(page, app) == "declare":
        panel.locator('.tarot-choice[data-kind="stop"]').click()
        page.wait_for_function("(panel) => !panel.querySelector('.tarot-choice[data-kind=\"stop\"]')"
                               " || panel.offsetParent === null", arg=panel.element_handle(), timeout=TIMEOUT)
    expect(app.locator(".tarot-log-view")).to_contain_text("You declare")
    app.locator(".tarot-language button", has_text="Nederlands").click()
    expect(payments).to_contain_text("betaalt")
    screenshot(page, app, artifacts / "play-leipzig-payments-nl-390.png", 390)
    assert "Traceback" not in page.inner_text("#rendered_cells") and page.errors == []
    page.close()
