"""Progress that survives, as a learner meets it in Chromium (tarotwidgets.progress):
an exercise done and a step reached are still there after a reload and on the same
step in the other language, and "start the tutorial again" forgets both, in both
languages; on Voila and on the static site. One browser context, so one local storage,
as one learner's browser.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Callable

import pytest
from playwright.sync_api import Page, expect
from tarotwidgets.lessons import Lesson
from tarotwidgets.lessons.content import TUTORIALS
from tarotwidgets.lessons.texts import say
from tarotwidgets.progress import STORAGE_PREFIX
from test_static_site import READY_JS, offline_context, open_static, static_site  # noqa: F401 - fixtures

pytestmark = pytest.mark.browser

GAME = "maison-tarot"
REACHED = "follow"
TIMEOUT = 15_000
NAVIGATION_TIMEOUT = 120_000  # a Voila page loads once its whole notebook has run; a static one starts Python


def ready(page: Page) -> None:
    """Every widget drawn, and the contents have read what the browser keeps."""
    page.wait_for_function(READY_JS, arg=".tarot-progress-kept", timeout=NAVIGATION_TIMEOUT)


def kept(page: Page) -> dict | None:
    text = page.evaluate(f"localStorage.getItem({json.dumps(STORAGE_PREFIX + GAME)})")
    return json.loads(text) if text else None


def shoot(page: Page, path: Path) -> None:
    """The contents and the exercise, at a desktop's width and at a phone's."""
    page.wait_for_timeout(2000)  # the jump to the address's step has settled (progress.js: followHash)
    for width in (1280, 390):
        page.set_viewport_size({"width": width, "height": 900})
        page.wait_for_timeout(300)
        page.locator(".tarot-contents").screenshot(path=str(path.with_name(f"{path.stem}-contents-{width}.png")))
        page.locator(".tarot-exercise-who-wins-plain").screenshot(
            path=str(path.with_name(f"{path.stem}-exercise-{width}.png")))
    page.set_viewport_size({"width": 1280, "height": 900})


def assert_kept(page: Page, lang: str) -> None:
    contents = page.locator(".tarot-steps")
    expect(contents).to_have_attribute("data-done", "1", timeout=TIMEOUT)
    expect(contents).to_have_attribute("data-reached", REACHED)
    expect(contents.locator('a[data-step="trick"]')).to_have_attribute("data-done", "false")  # 1 of its 2
    expect(contents.locator(f'a[data-step="{REACHED}"]')).to_have_attribute("aria-current", "step")
    number = [step.id for step in TUTORIALS[GAME].steps].index(REACHED) + 1
    title = TUTORIALS[GAME].steps[number - 1].title[lang]
    expect(page.locator(".tarot-progress-reached")).to_contain_text(
        say("progress_reached", lang, number=number, title=title))
    expect(page.locator(".tarot-exercise-who-wins-plain .tarot-feedback")).to_have_attribute(
        "data-verdict", "done-before")
    expect(page.locator(".tarot-exercise-who-wins-plain .tarot-feedback")).to_contain_text(say("done_before", lang))
    expect(page.locator(".tarot-exercise-who-wins-trumped .tarot-feedback")).to_have_count(0)


def survives(page: Page, url: Callable[[str], str], artifacts: Path, site: str) -> None:
    """Do an exercise and reach a step; reload; the same step in Dutch; start again."""
    lesson = Lesson(GAME, "en")
    lesson.step("trick")
    plain = lesson.who_wins("plain")
    ready(page)
    stored = kept(page)  # written once read: nothing yet
    assert stored is not None and stored["done"] == [] and stored["step"] in ("", "history"), stored

    box = page.locator(".tarot-exercise-who-wins-plain")
    box.locator(f'.tarot-card[data-card="{plain.winner.code}"]').first.click()
    expect(box.locator('.tarot-feedback[data-verdict="right"]')).to_be_visible(timeout=TIMEOUT)
    page.evaluate(f"document.getElementById('step-{REACHED}').scrollIntoView({{block: 'start'}})")
    contents = page.locator(".tarot-steps")
    expect(contents).to_have_attribute("data-reached", REACHED, timeout=TIMEOUT)
    stored = kept(page)
    assert stored is not None and stored["done"] == [plain.key] and stored["step"] == REACHED, stored

    page.reload(timeout=NAVIGATION_TIMEOUT)
    ready(page)
    assert_kept(page, "en")
    shoot(page, artifacts / f"progress-{site}-en")

    # the same step in the other language: the same progress
    with page.expect_navigation(timeout=NAVIGATION_TIMEOUT):
        page.locator('.tarot-step-nav[data-step="trick"] .tarot-other-language').click()
    assert page.url.split("#")[0] == url("nl") and page.url.endswith("#step-trick"), page.url
    ready(page)
    assert_kept(page, "nl")
    shoot(page, artifacts / f"progress-{site}-nl")

    # "start the tutorial again" asks once more; "no" keeps everything
    reset = page.locator(".tarot-progress-reset")
    reset.click()
    expect(page.locator(".tarot-progress-confirm")).to_be_visible()
    expect(reset).to_be_hidden()
    page.locator(".tarot-progress-confirm").screenshot(path=str(artifacts / f"progress-{site}-nl-confirm.png"))
    page.locator(".tarot-progress-no").click()
    expect(reset).to_be_visible()
    expect(contents).to_have_attribute("data-done", "1")
    reset.click()
    page.locator(".tarot-progress-yes").click()
    expect(contents).to_have_attribute("data-done", "0", timeout=TIMEOUT)
    expect(page.locator(".tarot-progress-reached")).to_have_count(0)
    expect(page.locator(".tarot-exercise-who-wins-plain .tarot-feedback")).to_have_count(0)
    stored = kept(page)
    assert stored is not None and stored["done"] == [] and stored["step"] != REACHED, stored
    assert page.errors == []

    # forgotten in the other language too, on a new visit
    page.goto(url("en"), timeout=NAVIGATION_TIMEOUT)
    ready(page)
    expect(contents).to_have_attribute("data-done", "0")
    expect(page.locator('.tarot-feedback[data-verdict="done-before"]')).to_have_count(0)
    assert contents.get_attribute("data-reached") != REACHED
    assert page.errors == []
    page.close()


def test_progress_survives_a_reload_and_the_other_language(voila, open_page, artifacts) -> None:
    page = open_page(voila.url(f"en/{GAME}.ipynb"), wait_for=".tarot-steps")
    survives(page, lambda lang: voila.url(f"{lang}/{GAME}.ipynb"), artifacts, "voila")


def test_progress_survives_on_the_static_site(static_site, offline_context, artifacts) -> None:
    """The same on the static site (voici: the kernel runs in the browser, the widgets'
    front end is the same); built by test_static_site's fixture if missing or stale."""
    def url(lang: str) -> str:
        return f"{static_site}voici/render/{lang}/{GAME}.html"

    page, _ = open_static(offline_context, url("en"))
    survives(page, url, artifacts, "static")
    assert not offline_context.blocked, offline_context.blocked
