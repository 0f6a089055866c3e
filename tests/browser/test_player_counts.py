"""Every player count the rules allow, on the page (issue 30): Triomphe Forcée's tutorial
game set to ten players in its settings (TF1) and played to its end by clicking, the
learner's seat by the test (a legal card each turn), the nine computer players at the
browser tests' pace; the table, trick and score sheet at 1280 and 390 px."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from playwright.sync_api import Locator, Page, expect
from test_play_phases import screenshot  # a widget at a width, the window as tall as the page

pytestmark = pytest.mark.browser

TIMEOUT = 20_000
PLAYERS = 10
YOUR_TURN_OR_OVER = """(app) => app.querySelector('.tarot-status-line[data-your-turn="true"]')
                                  || app.querySelector('.tarot-hand-result .tarot-result')"""
NEXT_HAND_DEALT = """([app, hands]) => app.querySelector('.tarot-status-line[data-your-turn="true"]')
    || (app.querySelector('.tarot-hand-result .tarot-result')
        && Number(app.querySelector('.tarot-score-sheet').dataset.hands) > hands)"""


def fits_the_phone(page: Page, app: Locator) -> None:
    """At 390 px nothing of the game is wider than the page (the sheet scrolls in its own
    box), and the sheet turned on its side shows a row per player."""
    page.set_viewport_size({"width": 390, "height": 900})
    widths = app.evaluate("(app) => [app.scrollWidth, app.clientWidth]")
    assert widths[0] <= widths[1], f"the game is {widths[0]} px wide in {widths[1]} px"
    expect(app.locator("table.tarot-sheet-tall")).to_be_visible()
    expect(app.locator("table.tarot-sheet-wide")).to_be_hidden()
    page.set_viewport_size({"width": 1280, "height": 900})


GAMES = 12
"""Games of ten started at most until the learner has played a card: with ten players 70 of
the 78 cards are dealt, so Death (trump 13) is in a hand about nine deals in ten and takes
the pot before any card is played (TF3); a game of ten hands with no play at all happens
about one game in three, twelve in a row about once in 300,000 runs."""


def start_game_of_ten(app: Locator, first: bool) -> Locator:
    """Open the settings, choose ten players (checking the choice TF1 offers the first
    time), start, and return the score sheet once the table of ten shows."""
    app.locator(".tarot-settings-button").click()
    players = app.locator(".tarot-settings select")
    expect(players).to_be_visible(timeout=TIMEOUT)
    if first:
        offered = players.locator("option").all_inner_texts()
        assert offered == [str(n) for n in range(2, PLAYERS + 1)], offered  # TF1: 2-10
    players.select_option(label=str(PLAYERS))
    app.locator(".tarot-settings-start").click()
    expect(app.locator(".tarot-seat-panel")).to_have_count(PLAYERS, timeout=TIMEOUT)
    expect(app.locator(".tarot-table")).to_have_class(re.compile(rf"\btarot-seats-{PLAYERS}\b"), timeout=TIMEOUT)
    sheet = app.locator(".tarot-score-sheet")
    expect(sheet).to_contain_text(f"{PLAYERS} hands are played (TF5).")
    expect(sheet).not_to_have_attribute("data-winners", re.compile(".*"), timeout=TIMEOUT)
    return sheet


def play_game_of_ten(page: Page, app: Locator, sheet: Locator, artifacts: Path) -> int:
    """Play the game to its end, a legal card at each of the learner's turns, "Next hand"
    after each hand; the cards the learner played (a screenshot of the first trick half
    round the table)."""
    cards = app.locator(".tarot-hand-widget .tarot-card")
    played = 0
    for _ in range(200):
        page.wait_for_function(YOUR_TURN_OR_OVER, arg=app.element_handle(), timeout=60_000)
        if app.locator(".tarot-hand-result .tarot-result").count():
            if sheet.get_attribute("data-winners") is not None:
                return played
            hands = int(sheet.get_attribute("data-hands") or 0)
            app.locator(".tarot-deal-button").click()  # "Next hand"
            page.wait_for_function(NEXT_HAND_DEALT, arg=[app.element_handle(), hands], timeout=60_000)
            continue
        if not played and app.locator(".tarot-trick-card").count() >= PLAYERS // 2:
            # a trick half round the table of ten
            screenshot(page, app, artifacts / "players-10-triomphe-trick-1280.png", 1280)
            screenshot(page, app, artifacts / "players-10-triomphe-trick-390.png", 390)
        held = cards.count()
        app.locator('.tarot-hand-widget .tarot-card[data-legal="true"]').first.click()
        expect(cards).to_have_count(held - 1, timeout=TIMEOUT)
        played += 1
    raise AssertionError("the game of ten did not end after 200 of the learner's turns")


def test_triomphe_plays_a_whole_game_of_ten_on_the_tutorial_page(voila, open_page, artifacts) -> None:
    page = open_page(voila.url("en/triomphe-forcee.ipynb"), wait_for=".tarot-play-start")
    # the play step's whole game: the hand with hints comes first, the library deals are others
    start = page.locator(".tarot-play-launcher:not(.tarot-deal-launcher) .tarot-play-start").last
    start.scroll_into_view_if_needed()
    start.click()
    app = page.locator(".tarot-play-app").first
    expect(app).to_be_visible(timeout=TIMEOUT)
    for game in range(GAMES):
        sheet = start_game_of_ten(app, first=game == 0)
        played = play_game_of_ten(page, app, sheet, artifacts)
        expect(sheet).to_have_attribute("data-hands", str(PLAYERS))  # TF5: each of the ten deals once
        if played:
            break
    else:
        raise AssertionError(f"Death ended every hand of {GAMES} games of ten before the learner played (TF3)")
    winners = (sheet.get_attribute("data-winners") or "").split()
    assert winners
    expect(app.locator(".tarot-status-line")).to_contain_text("The game is over.")
    fits_the_phone(page, app)
    for seat in winners:  # on the phone's sheet, a winner's row with the total beside the name
        expect(app.locator(f'.tarot-sheet-tall tr[data-seat="{seat}"][data-winner="true"]')).to_have_count(1)
    screenshot(page, app, artifacts / "players-10-triomphe-end-1280.png", 1280)
    screenshot(page, app, artifacts / "players-10-triomphe-end-390.png", 390)
    app.locator(".tarot-language button", has_text="Nederlands").click()
    expect(sheet).to_contain_text("Speler")
    screenshot(page, app, artifacts / "players-10-triomphe-end-nl-390.png", 390)
    assert "Traceback" not in page.inner_text("#rendered_cells") and page.errors == []
    page.close()
