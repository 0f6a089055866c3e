"""The phases before and between tricks, clicked in Chromium: a whole Maison Troggen hand
with the learner's discard (an illegal card refused by ML1 first), a Leipzig Taroc
declaration with its payments (LT2), a whole Marjolet hand (draws, a declaration, a
card refused in the play-out, MJ6) and whole Klaverjas-4 hands with the bidding (a card
refused under Rotterdam's K2 and Amsterdam's K7); screenshots at 1280 and 390 px."""

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
    expect(log).not_to_contain_text("Anna")  # seat 0 is the learner: "You"
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


TWO_AND_FOUR = "play_two_and_four.ipynb"


def try_an_illegal_card(app: Locator, cards: Locator, rule: str) -> bool:
    """Click the first card marked illegal, if any: the engine refuses it and the hand
    keeps its cards. True when the refusal names ``rule`` (a card may be refused by
    another rule first: following suit, K2, comes before Amsterdam's K7)."""
    illegal = app.locator('.tarot-hand-widget .tarot-card[data-legal="false"]')
    if not illegal.count():
        return False
    held = cards.count()
    illegal.first.click()
    message = app.locator(".tarot-hand-message .tarot-refusal")
    expect(message).to_be_visible(timeout=TIMEOUT)
    expect(cards).to_have_count(held)
    return message.get_attribute("data-rule") == rule


def test_a_marjolet_hand_by_clicking_with_draws_a_declaration_and_the_play_out(
        voila_pages, open_page, artifacts) -> None:
    page = open_page(voila_pages.url(TWO_AND_FOUR), wait_for=".tarot-play-app")
    app = page.locator(".tarot-play-app").nth(0)
    cards = app.locator(".tarot-hand-widget .tarot-card")
    stock = app.locator(".tarot-stock")
    expect(stock).to_have_attribute("data-size", "19")  # 32 cards, 2 x 6 dealt, 1 turned (MJ1)
    expect(stock.locator(".tarot-stock-turned svg")).to_have_count(1)
    declared = refused = drew = False
    panel = app.locator(".tarot-phase-panel")
    for _ in range(60):
        phase = wait_for_turn(page, app)
        if phase == "done":
            break
        if phase == "declare":
            lines = app.locator(".tarot-log-view li").count()
            declare = panel.locator('.tarot-choice[data-kind="declare"]')
            if declare.count():
                expect(declare.first).to_contain_text("points")
                if not declared:
                    screenshot(page, app, artifacts / "play-marjolet-declare-1280.png", 1280)
                    screenshot(page, app, artifacts / "play-marjolet-declare-390.png", 390)
                declare.first.focus()
                page.keyboard.press("Enter")  # the keyboard reaches every choice
                expect(app.locator(".tarot-log-view")).to_contain_text("You declare", timeout=TIMEOUT)
                declared = True
            else:
                panel.locator('.tarot-choice[data-kind="stop"]').click()
            page.wait_for_function(
                "([app, n]) => app.querySelectorAll('.tarot-log-view li').length > n",
                arg=[app.element_handle(), lines], timeout=TIMEOUT)  # the choice is told in the log
            continue
        assert phase == "play", phase
        if not drew and app.locator(".tarot-draws").count():
            expect(app.locator('.tarot-hand-widget .tarot-card[data-new="true"]')).to_have_count(1)
            expect(app.locator(".tarot-draws")).to_contain_text("You draw")
            drew = True
            screenshot(page, app, artifacts / "play-marjolet-draw-390.png", 390)
        playout = app.locator('.tarot-stock[data-size="0"]').count() > 0
        if playout and not refused and try_an_illegal_card(app, cards, "MJ6"):
            refused = True
            expect(app.locator(".tarot-hand-message .tarot-refusal")).to_contain_text("(rule MJ6)")
            screenshot(page, app, artifacts / "play-marjolet-playout-refused-1280.png", 1280)
        legal = app.locator('.tarot-hand-widget .tarot-card[data-legal="true"]').first
        code = legal.get_attribute("data-card")
        legal.click()  # in the stock phase a new card comes back after the trick: follow the card played
        expect(app.locator(f'.tarot-hand-widget .tarot-card[data-card="{code}"]')).to_have_count(0, timeout=TIMEOUT)
    else:
        raise AssertionError("the Marjolet hand did not end after 60 of the learner's turns")
    assert declared and refused and drew
    expect(app.locator(".tarot-score-sheet")).to_have_attribute("data-hands", "1")
    expect(app.locator(".tarot-score-sheet")).to_contain_text(
        "After a hand in which a player reaches 500 points, the highest total wins; a tie plays another hand (MJ8).")
    expect(app.locator(".tarot-payments")).to_contain_text("(MJ3)")
    screenshot(page, app, artifacts / "play-marjolet-end-1280.png", 1280)
    screenshot(page, app, artifacts / "play-marjolet-end-390.png", 390)
    app.locator(".tarot-language button", has_text="Nederlands").click()
    expect(app.locator(".tarot-score-sheet")).to_contain_text("Deler")
    screenshot(page, app, artifacts / "play-marjolet-end-nl-390.png", 390)
    assert "Traceback" not in page.inner_text("#rendered_cells") and page.errors == []
    page.close()


@pytest.mark.parametrize(("index", "rule", "name"), [(1, "K2", "rotterdam"), (2, "K7", "amsterdams")])
def test_a_klaverjas_hand_by_clicking_with_bidding_and_a_refused_card(
        voila_pages, open_page, artifacts, index: int, rule: str, name: str) -> None:
    page = open_page(voila_pages.url(TWO_AND_FOUR), wait_for=".tarot-play-app")
    app = page.locator(".tarot-play-app").nth(index)
    cards = app.locator(".tarot-hand-widget .tarot-card")
    panel = app.locator(".tarot-phase-panel")
    expect(app.locator(".tarot-seat-panel[data-seat='2']")).to_contain_text("your partner")
    bid = refused = False
    for _ in range(40):
        phase = wait_for_turn(page, app)
        if phase == "done":
            break
        if phase == "bid":
            expect(panel.locator(".tarot-phase-text")).to_have_attribute("data-rule", "K6")
            screenshot(page, app, artifacts / f"play-klaverjas-{name}-bid-390.png", 390)
            choice = panel.locator('.tarot-choice[data-kind="play"]')
            (choice if choice.count() else panel.locator(".tarot-choice")).first.click()
            expect(app.locator(".tarot-seat-panel[data-seat='0'] .tarot-said, .tarot-seat-panel[data-seat='0'] .tarot-plays")
                   ).to_have_count(1, timeout=TIMEOUT)
            bid = True
            continue
        assert phase == "play", phase
        held = cards.count()
        if not refused and try_an_illegal_card(app, cards, rule):
            refused = True
            expect(app.locator(".tarot-hand-message .tarot-refusal")).to_contain_text(f"(rule {rule})")
            screenshot(page, app, artifacts / f"play-klaverjas-{name}-refused-1280.png", 1280)
            screenshot(page, app, artifacts / f"play-klaverjas-{name}-refused-390.png", 390)
        app.locator('.tarot-hand-widget .tarot-card[data-legal="true"]').first.click()
        expect(cards).to_have_count(held - 1, timeout=TIMEOUT)
    else:
        raise AssertionError("the Klaverjas hand did not end after 40 of the learner's turns")
    assert bid and refused
    sheet = app.locator(".tarot-score-sheet")
    expect(sheet).to_have_attribute("data-hands", "1")
    expect(sheet).to_contain_text("Us: You + Carla")
    expect(sheet).to_contain_text("roem →")
    expect(app.locator(".tarot-log-view")).to_contain_text("Trick 8:")
    screenshot(page, app, artifacts / f"play-klaverjas-{name}-end-1280.png", 1280)
    screenshot(page, app, artifacts / f"play-klaverjas-{name}-end-390.png", 390)
    app.locator(".tarot-language button", has_text="Nederlands").click()
    expect(sheet).to_contain_text("Wij: Jij + Carla")
    assert "Traceback" not in page.inner_text("#rendered_cells") and page.errors == []
    page.close()
