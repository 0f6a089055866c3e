"""The review after a hand, clicked in Chromium on the Voila tutorials (issue 29 point 2):
the step's hand with hints played to its end (Maison Troggen in English, Leipzig Taroc
in Dutch), the review opened, a marked mistake stepped to, back and forward,
and "play from here" played on to a result of its own, with the coach's hint taken at
its first turn. Screenshots at 1280 and 390 px.
Both tutorials deal their hand from a fixed seed to the basic computer players, so the
learner's choices (the first legal card each time) meet the same mistakes every run."""

from __future__ import annotations

from pathlib import Path

import pytest
from playwright.sync_api import Locator, Page, expect
from tarotwidgets.i18n import say
from test_play_phases import screenshot, wait_for_turn
from test_tutorials import play_a_whole_hand

pytestmark = pytest.mark.browser

TIMEOUT = 20_000
REVIEW_TIMEOUT = 90_000  # the whole hand's decisions searched, on a busy machine


def play_to_the_end(page: Page, app: Locator) -> None:
    """The learner's first legal card (or first choice) at each turn, to the hand's end.
    Each is followed until the table has taken it: the card leaves the hand (a draw game
    may give a new card at once, MJ2), the choice is told in the log."""
    log = app.locator(".tarot-log-view")
    for _ in range(60):
        phase = wait_for_turn(page, app)
        if phase == "done":
            return
        if phase != "play":
            before = log.inner_text()
            app.locator(".tarot-phase-panel .tarot-choice").first.click()
            page.wait_for_function("([app, before]) => app.querySelector('.tarot-log-view').innerText !== before",
                                   arg=[app.element_handle(), before], timeout=TIMEOUT)
            continue
        legal = app.locator('.tarot-hand-widget .tarot-card[data-legal="true"]').first
        code = legal.get_attribute("data-card")
        legal.click()
        expect(app.locator(f'.tarot-hand-widget .tarot-card[data-card="{code}"]')).to_have_count(0, timeout=TIMEOUT)
    raise AssertionError("the hand played from the review did not end after 60 of the learner's turns")


def take_a_hint(page: Page, app: Locator, lang: str) -> None:
    """At the learner's next turn of the hand played on, the coach's line: the step's hand
    has hints on, so it is thought by itself, the Hint button showing that it is working
    meanwhile."""
    if wait_for_turn(page, app) == "done":
        return
    advice = app.locator('.tarot-hint-box .tarot-hint-advice[data-thinking="false"]')
    expect(advice).to_be_visible(timeout=TIMEOUT)
    expect(app.locator(".tarot-hint-button")).to_have_text(say("hint", lang))
    assert advice.inner_text().strip()


@pytest.mark.parametrize(("lang", "game"), [("en", "maison-troggen"), ("nl", "leipzig-taroc")])
def test_review_a_hand_step_to_a_mistake_and_play_from_there(voila, open_page, artifacts: Path, lang: str,
                                                             game: str) -> None:
    page = open_page(voila.url(f"{lang}/{game}.ipynb"), wait_for=".tarot-steps")
    play_a_whole_hand(page, lang)
    app = page.locator(".tarot-play-app").first
    button = app.locator(".tarot-review-button")
    expect(button).to_be_visible()
    expect(button).to_have_text(say("review_button", lang))
    button.click()
    review = app.locator(".tarot-review")
    expect(review.locator('.tarot-review-summary[data-done="true"]')).to_have_count(1, timeout=REVIEW_TIMEOUT)
    expect(review.locator(".tarot-review-short-seen").first).to_contain_text(say("review_seen_label", lang))
    # every other hand lies face up on the review's table
    expect(review.locator(".tarot-seat-panel .tarot-open-hand").first).to_be_visible()

    # to the largest mistake: the learner's card and the better card marked
    largest = review.locator(".tarot-review-mistake .tarot-review-short").first.get_attribute("data-index")
    review.locator(".tarot-review-goto").first.click()
    where = review.locator(".tarot-review-where-line")
    expect(where).to_have_attribute("data-index", largest or "", timeout=TIMEOUT)
    expect(where).to_have_attribute("data-mistake", "true")
    expect(review.locator(".tarot-review-moment .tarot-review-own")).to_contain_text(say("review_own_label", lang))
    expect(review.locator(".tarot-review-moment .tarot-review-seen")).to_contain_text(say("review_seen_label", lang))
    expect(review.locator('.tarot-review-hand figure[data-mark="better"]')).to_have_count(1)
    expect(review.locator('.tarot-review-hand figure[data-mark="played"]')).to_have_count(1)
    stop = int(where.get_attribute("data-stop") or "0")
    screenshot(page, app, artifacts / f"review-{game}-{lang}-mistake-1280.png", 1280)
    screenshot(page, app, artifacts / f"review-{game}-{lang}-mistake-390.png", 390)

    # back and forward, a trick at a time
    review.locator(".tarot-review-back").click()
    expect(where).to_have_attribute("data-stop", str(stop - 1), timeout=TIMEOUT)
    review.locator(".tarot-review-forward").click()
    expect(where).to_have_attribute("data-stop", str(stop), timeout=TIMEOUT)
    expect(where).to_have_attribute("data-mistake", "true")

    # play from here with the better card: a hand of its own, outside the game's count
    play_from = review.locator(".tarot-review-play-from")
    expect(play_from).to_contain_text(say("review_play_from", lang, better="").strip())
    play_from.click()
    expect(app.locator(".tarot-replayed-note")).to_contain_text(say("review_replayed", lang), timeout=TIMEOUT)
    expect(review).to_have_count(0)
    take_a_hint(page, app, lang)
    play_to_the_end(page, app)
    expect(app.locator(".tarot-hand-result .tarot-message.tarot-result")).to_be_visible()
    expect(app.locator(".tarot-review-button")).to_be_visible()
    screenshot(page, app, artifacts / f"review-{game}-{lang}-played-on-390.png", 390)
    assert "Traceback" not in page.inner_text("#rendered_cells") and page.errors == []
    page.close()
