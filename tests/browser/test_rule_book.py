"""The rule book pages as a learner meets them: every decision id anchored with its
text, the contents jumping to an entry, and a refusal in a tutorial's exercise whose
rule id opens the rule book at that rule (issue 30, point 3); and the static site's
link script, which keeps a link's ``#T3`` and ``?deal=...`` on its way to the page."""

from __future__ import annotations

import pytest
from build_site import LINK_SCRIPT
from playwright.sync_api import expect
from test_tutorials import screenshot  # the whole page at a width
from tarotwidgets.lessons import Lesson
from voila_server import WIDGETS_READY_JS

from tarotlib.rulebook import RULES, game_rules

pytestmark = pytest.mark.browser

NAVIGATION_TIMEOUT = 90_000
FEEDBACK_TIMEOUT = 15_000
GAME = "maison-tarot"
IN_VIEW_JS = """(id) => {
    const box = document.getElementById(id).getBoundingClientRect();
    return box.top > -2 && box.top < window.innerHeight / 2;
}"""


@pytest.mark.parametrize("lang", ["en", "nl"])
def test_a_rule_book_page_and_the_link_from_a_refusal(voila, open_page, context, artifacts, lang: str) -> None:
    book = open_page(voila.url(f"{lang}/rules/{GAME}.ipynb"))
    for rule in game_rules(GAME):
        expect(book.locator(f'.tarot-rule-anchor[id="{rule}"]')).to_have_count(1)
        expect(book.locator("#rendered_cells")).to_contain_text(RULES[rule].text[lang])
    book.locator('#rendered_cells a[href="#MT3"]').click()
    book.wait_for_function("location.hash === '#MT3'")
    book.wait_for_function(IN_VIEW_JS, arg="MT3", timeout=FEEDBACK_TIMEOUT)
    screenshot(book, artifacts / f"rule-book-{lang}-{GAME}-1280.png", 1280)
    screenshot(book, artifacts / f"rule-book-{lang}-{GAME}-390.png", 390)
    assert book.errors == []
    book.close()

    # a card the rule forbids, in the tutorial's first exercise on following suit (T3)
    exercise = Lesson(GAME, lang).which_card("follow")
    legal = exercise.state.legal_cards()
    illegal = next(c for c in exercise.state.hand(exercise.seat) if c not in legal)
    page = open_page(voila.url(f"{lang}/{GAME}.ipynb"), wait_for=".tarot-steps")
    box = page.locator(".tarot-exercise-which-card-follow")
    box.locator(f'.tarot-card[data-card="{illegal.code}"]').first.click()
    link = box.locator('.tarot-feedback[data-verdict="wrong"] a.tarot-rule-link')
    expect(link).to_have_attribute("href", f"../{lang}/rules/{GAME}.ipynb#T3", timeout=FEEDBACK_TIMEOUT)
    expect(link).to_have_text(f"{'rule' if lang == 'en' else 'regel'} T3")
    box.screenshot(path=str(artifacts / f"rule-link-{lang}-{GAME}.png"))
    with context.expect_page(timeout=NAVIGATION_TIMEOUT) as opened:
        link.click()  # a new tab: the tutorial and its hand stay where they were
    rules = opened.value
    rules.wait_for_load_state(timeout=NAVIGATION_TIMEOUT)
    assert rules.url.endswith(f"/{lang}/rules/{GAME}.ipynb#T3"), rules.url
    rules.wait_for_function(WIDGETS_READY_JS, timeout=NAVIGATION_TIMEOUT)
    rules.wait_for_function(IN_VIEW_JS, arg="T3", timeout=FEEDBACK_TIMEOUT)
    assert page.errors == []
    rules.close()
    page.close()


SITE = "http://tarot.test/class/"
"""A made-up static site, served by the test itself (``context.route``): the link script
is checked without building the site."""
STATIC_LINKS = [
    # a refusal's rule id, as the widgets draw it on a tutorial
    ("voici/render/en/maison-tarot.html", "../en/rules/maison-tarot.ipynb#T3",
     "voici/render/en/rules/maison-tarot.html#T3"),
    # a rule book's step link, as JupyterLab's Markdown renderer rewrites it to the file
    ("voici/render/en/rules/maison-tarot.html", f"{SITE}files/en/maison-tarot.ipynb#step-follow",
     "voici/render/en/maison-tarot.html#step-follow"),
    # a rule book's deal link, as written in the notebook
    ("voici/render/nl/rules/marjolet.html", "../../deals.ipynb?deal=eyJhIjoxfQ",
     "voici/render/deals.html?deal=eyJhIjoxfQ"),
]


@pytest.mark.parametrize(("page_path", "href", "lands"), STATIC_LINKS)
def test_the_static_sites_link_script_keeps_the_anchor_and_the_deal(context, page_path: str, href: str,
                                                                     lands: str) -> None:
    def serve(route) -> None:
        link = f'<a id="go" href="{href}">go</a>' if route.request.url == SITE + page_path else ""
        route.fulfill(status=200, content_type="text/html", body=f"<html><body>{link}{LINK_SCRIPT}</body></html>")

    context.route(f"{SITE}**", serve)
    page = context.new_page()
    page.goto(SITE + page_path)
    page.click("#go")
    page.wait_for_url(SITE + lands, timeout=FEEDBACK_TIMEOUT)
    page.close()
    context.unroute(f"{SITE}**")
