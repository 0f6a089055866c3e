"""The deals page for a class (issue 11, point 4) in Chromium: every deal of the library
listed with what it teaches, a deal played from the list, a deal opened by a link that
carries it, a damaged link refused in the learner's words, the language switch, and the
saved record offered as a download and as a link."""

from __future__ import annotations

import base64
import json

import pytest
from playwright.sync_api import expect
from tarotwidgets.deals import DEALS_PAGE, encode_deal
from tarotwidgets.i18n import say

from tarotlib.deals import library, load
from tarotlib.games import available_games

from test_tutorials import FEEDBACK_TIMEOUT, screenshot


def test_every_deal_is_listed_and_one_is_played(voila, open_page, artifacts) -> None:
    page = open_page(voila.url(DEALS_PAGE), wait_for=".tarot-deal-library")
    entries = library()
    items = page.locator(".tarot-library-entry [data-deal]")
    expect(items).to_have_count(len(entries))
    listed = {items.nth(i).get_attribute("data-game") for i in range(len(entries))}
    assert listed == {spec.id for spec in available_games()}  # every game has its deals
    expect(page.locator(".tarot-library-heading")).to_contain_text(say("library_title", "en"))

    chosen = next(entry for entry in entries if entry.game == "marjolet")
    item = page.locator(".tarot-library-item", has=page.locator(f'[data-deal="{chosen.name}"]'))
    item.locator(".tarot-library-play-button").click()
    app = page.locator(".tarot-library-play .tarot-play-app")
    expect(app).to_be_visible(timeout=FEEDBACK_TIMEOUT)
    # issue 30: the game opens above the list, titled with the deal's name and brought into view
    title = page.locator(".tarot-library-playing-title")
    expect(title).to_contain_text(f"Now playing: Marjolet: {chosen.title['en']}", timeout=FEEDBACK_TIMEOUT)
    expect(title).to_be_in_viewport(timeout=FEEDBACK_TIMEOUT)
    page.screenshot(path=str(artifacts / "deals-playing-1280.png"))  # the window as the learner sees it
    record = load(chosen.name)
    you = 0
    dealt = record.to_json()["deal"]["hands"][you]
    expect(app.locator(".tarot-hand-widget .tarot-card")).to_have_count(len(dealt), timeout=FEEDBACK_TIMEOUT)
    shown = {app.locator(".tarot-hand-widget .tarot-card").nth(i).get_attribute("data-card")
             for i in range(len(dealt))}
    assert shown == set(dealt)  # the record's own deal, not a fresh one

    # the language switch changes every text of the page
    page.locator(".tarot-deal-library > .tarot-language button", has_text="Nederlands").first.click()
    expect(page.locator(".tarot-library-heading")).to_contain_text(say("library_title", "nl"),
                                                                  timeout=FEEDBACK_TIMEOUT)
    expect(item.locator(".tarot-library-play-button")).to_have_text(say("play_this_deal", "nl"))

    screenshot(page, artifacts / "deals-1280.png", 1280)
    screenshot(page, artifacts / "deals-390.png", 390)
    assert "Traceback" not in page.inner_text("#rendered_cells")
    assert page.errors == []


def test_a_link_opens_its_deal_and_the_saved_record_downloads(voila, open_page) -> None:
    chosen = next(entry for entry in library() if entry.game == "klaverjas-4")
    url = f"{voila.url(DEALS_PAGE)}?deal={encode_deal(load(chosen.name).to_json())}"
    page = open_page(url, wait_for=".tarot-library-play .tarot-play-app")
    app = page.locator(".tarot-library-play .tarot-play-app")
    dealt = load(chosen.name).to_json()["deal"]["hands"][0]
    expect(app.locator(".tarot-hand-widget .tarot-card")).to_have_count(len(dealt), timeout=FEEDBACK_TIMEOUT)

    save = app.locator(".tarot-save-record")
    if not save.count():  # the deal tools open from their own button
        app.locator(".tarot-deals-button").click()
    save.click()
    download = app.locator("a.tarot-download")
    expect(download).to_have_count(1, timeout=FEEDBACK_TIMEOUT)
    href = download.get_attribute("href") or ""
    assert href.startswith("data:application/json;base64,")
    saved = json.loads(base64.b64decode(href.split(",", 1)[1]))
    assert saved["game"] == "klaverjas-4" and saved["deal"]["hands"][0] == dealt
    link = app.locator("a.tarot-share-link").get_attribute("href") or ""
    assert f"{DEALS_PAGE}?deal=" in link
    assert page.errors == []


@pytest.mark.parametrize("lang", ["en"])
def test_a_damaged_link_is_refused_in_words(voila, open_page, lang: str) -> None:
    page = open_page(f"{voila.url(DEALS_PAGE)}?deal=not-a-deal!", wait_for=".tarot-deal-library")
    message = page.locator(".tarot-library-message [role=alert]")
    expect(message).to_contain_text(say("link_refused", lang, reason="")[:20], timeout=FEEDBACK_TIMEOUT)
    expect(page.locator(".tarot-library-play .tarot-play-app")).to_have_count(0)
    assert "Traceback" not in page.inner_text("#rendered_cells")
