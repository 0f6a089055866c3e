"""The coach's hint and the opponents' level, clicked in Chromium on Voila (issue 29,
points 1 and 3): the Hint button shows that it thinks (disabled, "Thinking…", a
spinner) and then the line above the legal cards; the level switch, taken by the
page's other table too, a card played after it, and the choice kept by the browser
over a reload. One game per language; screenshots at 1280 and 390 px."""

from __future__ import annotations

from pathlib import Path

import pytest
from playwright.sync_api import Locator, Page, expect
from test_play_phases import screenshot  # a widget at a width, the window as tall as the page
from voila_server import WIDGETS_READY_JS

pytestmark = pytest.mark.browser

PAGE = "hint_and_level.ipynb"
TIMEOUT = 30_000
YOUR_CARD_OR_OVER = """(app) => app.querySelector('.tarot-status-line[data-your-turn="true"][data-phase="play"]')
                                  || app.querySelector('.tarot-hand-result .tarot-result')"""
WATCH_THE_BUTTON = """(button) => {
    window.hintStates = [];
    const note = () => window.hintStates.push({
        thinking: button.classList.contains('tarot-thinking'), text: button.textContent.trim(),
        disabled: button.disabled, spinner: !!button.querySelector('.fa-spinner')});
    new MutationObserver(note).observe(button, {attributes: true, childList: true, subtree: true});
}"""



def wait_for_a_choice_of_cards(page: Page, app: Locator) -> None:
    """Wait until the learner is to play a card with more than one allowed (the bidding and
    the computer players' cards go by on their own; the learner takes the first choice of
    a bid, and plays a card that is the only one allowed)."""
    cards = app.locator(".tarot-hand-widget .tarot-card")
    legal = app.locator('.tarot-hand-widget .tarot-card[data-legal="true"]')
    for _ in range(20):
        page.wait_for_function("""(app) => app.querySelector('.tarot-status-line[data-your-turn="true"]')""",
                               arg=app.element_handle(), timeout=60_000)
        line = app.locator('.tarot-status-line[data-your-turn="true"]')
        phase, taken = line.get_attribute("data-phase"), int(line.get_attribute("data-actions") or 0)
        if phase == "play" and legal.count() > 1:
            return
        if phase == "play":
            held = cards.count()
            legal.first.click()
            expect(cards).to_have_count(held - 1, timeout=TIMEOUT)
        else:
            app.locator(".tarot-phase-panel button").first.click()
        page.wait_for_function("""([app, taken]) => Number(app.querySelector('.tarot-status-line')
                                  .dataset.actions) > taken""", arg=[app.element_handle(), taken], timeout=TIMEOUT)
    raise AssertionError("no choice of cards after twenty turns")


def take_a_hint(page: Page, app: Locator, words: dict[str, str], name: str, artifacts: Path) -> str:
    """Click Hint; the button is seen thinking, then the coach's line shows above the legal
    cards; returns that line."""
    button = app.locator(".tarot-hint-button")
    button.evaluate(WATCH_THE_BUTTON)
    button.click()
    if app.locator(".tarot-hint-button.tarot-thinking").count():  # still thinking: its picture
        screenshot(page, app, artifacts / f"hint-{name}-thinking-1280.png", 1280)
    advice = app.locator('.tarot-hint-advice[data-thinking="false"]')
    expect(advice).to_be_visible(timeout=TIMEOUT)
    states = page.evaluate("window.hintStates")
    assert {"thinking": True, "text": words["thinking"], "disabled": True, "spinner": True} in states, states
    expect(button).to_have_text(words["hint"])
    expect(button).to_be_enabled()
    line = advice.inner_text()
    assert any(words[said] in line for said in ("play", "tie", "same")), line  # a card, cards that tie, or none
    boxes = app.locator(".tarot-hint-box .tarot-hint")
    expect(boxes).to_have_count(2)  # the coach's line, then the legal cards and their rule as before
    screenshot(page, app, artifacts / f"hint-{name}-1280.png", 1280)
    screenshot(page, app, artifacts / f"hint-{name}-390.png", 390)
    return line


def switch_level_and_play(page: Page, app: Locator, other: Locator, level: str) -> None:
    """Click ``level`` on ``app``'s switch: the page's other table takes it too; then play
    a card and see the computer players answer at that level."""
    app.locator(".tarot-level button", has_text=level).click()
    expect(app.locator(".tarot-level button.mod-active")).to_have_text(level)
    expect(other.locator(".tarot-level button.mod-active")).to_have_count(1)
    cards = app.locator(".tarot-hand-widget .tarot-card")
    held = cards.count()
    app.locator('.tarot-hand-widget .tarot-card[data-legal="true"]').first.click()
    expect(cards).to_have_count(held - 1, timeout=TIMEOUT)
    expect(app.locator(".tarot-hint-box")).to_be_hidden()  # the hint was for the position before
    page.wait_for_function(YOUR_CARD_OR_OVER, arg=app.element_handle(), timeout=60_000)


def test_a_hint_in_english_then_friendly_opponents(voila_pages, open_page, artifacts) -> None:
    page = open_page(voila_pages.url(PAGE), wait_for=".tarot-play-app")
    app, other = page.locator(".tarot-play-app").nth(0), page.locator(".tarot-play-app").nth(1)
    expect(app.locator(".tarot-level button.mod-active")).to_have_text("strong")  # Klaverjassen-4's default
    expect(app.locator(".tarot-level")).to_contain_text("Opponents:")
    wait_for_a_choice_of_cards(page, app)
    english = {"thinking": "Thinking…", "hint": "Hint", "play": "Play ", "tie": "does as well here",
               "same": "no difference"}
    take_a_hint(page, app, english, "en", artifacts)
    switch_level_and_play(page, app, other, "friendly")
    expect(other.locator(".tarot-level button.mod-active")).to_have_text("vriendelijk")
    screenshot(page, app, artifacts / "level-en-1280.png", 1280)
    screenshot(page, app, artifacts / "level-en-390.png", 390)
    assert "Traceback" not in page.inner_text("#rendered_cells") and page.errors == []
    assert page.evaluate("localStorage.getItem('tarotlib-level:klaverjas-4')") == "friendly"
    page.reload()  # the browser kept the choice: a new kernel starts at it
    page.wait_for_function(WIDGETS_READY_JS, timeout=60_000)
    app = page.locator(".tarot-play-app").nth(0)
    expect(app.locator(".tarot-level button.mod-active")).to_have_text("friendly", timeout=TIMEOUT)
    assert page.errors == []
    page.close()


def test_a_hint_in_dutch_then_friendly_opponents(voila_pages, open_page, artifacts) -> None:
    page = open_page(voila_pages.url(PAGE), wait_for=".tarot-play-app")
    app, other = page.locator(".tarot-play-app").nth(1), page.locator(".tarot-play-app").nth(0)
    expect(app.locator(".tarot-level button.mod-active")).to_have_text("sterk")  # Maison Tarot's default
    expect(app.locator(".tarot-level")).to_contain_text("Tegenstanders:")
    wait_for_a_choice_of_cards(page, app)
    dutch = {"thinking": "Denkt na…", "hint": "Tip", "play": "Speel ", "tie": "even goed", "same": "niet uit"}
    take_a_hint(page, app, dutch, "nl", artifacts)
    switch_level_and_play(page, app, other, "vriendelijk")
    expect(other.locator(".tarot-level button.mod-active")).to_have_text("friendly")
    screenshot(page, app, artifacts / "level-nl-1280.png", 1280)
    screenshot(page, app, artifacts / "level-nl-390.png", 390)
    assert "Traceback" not in page.inner_text("#rendered_cells") and page.errors == []
    page.close()
