"""The Voila pages ask no other host for anything, as the static site does not
(``test_static_site.py``): every request of a page is recorded, and one to another host
than ours fails at once (the browser's own proxy setting, ``OFFLINE_PROXY``, as for every
page of these tests), so a page that needed the internet would show it here.

Voila's "lab" template links Font Awesome from a CDN, on the notebook pages and on
the folder listing; the ``tarotlib`` template (share/jupyter/voila/templates/tarotlib/:
index.html.j2, page.html) drops those links, as Voila's own front end already carries
Font Awesome 5 and its fonts. The widgets' button icons must still be drawn with that
font, served by our server.
"""

from __future__ import annotations

from urllib.parse import urlsplit

import pytest
from playwright.sync_api import expect
from voila_server import LOCAL_HOSTS

pytestmark = pytest.mark.browser

PAGES = ("index.ipynb", "en/index.ipynb", "nl/maison-tarot.ipynb", "deals.ipynb")
TIMEOUT = 60_000
# the icon's glyph is drawn in Font Awesome, and that font has come (from our server)
ICON_FONT_JS = """(icon) => {
    const family = getComputedStyle(icon, '::before').fontFamily;
    const loaded = [...document.fonts].filter((face) => face.family.includes('Font Awesome')
                                                         && face.status === 'loaded');
    return {family, loaded: loaded.length};
}"""


def test_voila_pages_ask_no_other_host(voila, context, open_page, artifacts) -> None:
    outside: list[str] = []
    context.on("request", lambda request: None if request.url.startswith(("data:", "blob:"))
               or urlsplit(request.url).hostname in LOCAL_HOSTS else outside.append(request.url))
    missing: list[str] = []  # our own files a page asked for and did not get
    context.on("response", lambda response: missing.append(f"{response.status} {response.url}")
               if response.status >= 400 and urlsplit(response.url).hostname in LOCAL_HOSTS else None)
    for notebook in PAGES:
        page = open_page(voila.url(notebook))
        if notebook.endswith("maison-tarot.ipynb"):
            # the play widget's buttons carry Font Awesome icons (ipywidgets' ``icon=``)
            page.locator(".tarot-play-start").first.click()
            icon = page.locator(".tarot-play-app .tarot-deal-button i.fa").first
            expect(icon).to_be_visible(timeout=TIMEOUT)
            page.wait_for_function(f"() => ({ICON_FONT_JS})(document.querySelector("
                                   "'.tarot-play-app .tarot-deal-button i.fa')).loaded > 0", timeout=TIMEOUT)
            drawn = icon.evaluate(ICON_FONT_JS)
            assert "Font Awesome" in drawn["family"], drawn
            page.locator(".tarot-play-app").first.screenshot(path=str(artifacts / "voila-offline-icons.png"))
        assert page.errors == [], (notebook, page.errors)
        page.close()
    assert missing == [], missing
    # the folder listing at the server's root (tarotlib/page.html); its own script asks
    # Voila's server for /api/kernels, which Voila does not serve (a 404, of our host)
    listing = context.new_page()
    listing.goto(voila.base_url, timeout=TIMEOUT)
    expect(listing.get_by_text("index.ipynb").first).to_be_visible(timeout=TIMEOUT)
    listing.screenshot(path=str(artifacts / "voila-offline-listing.png"))
    listing.close()
    error_page = context.new_page()  # the template's own error pages load nothing either
    error_page.goto(voila.url("no-such-tutorial.ipynb"), timeout=TIMEOUT)
    expect(error_page.locator(".tarot-error")).to_have_attribute("data-status", "404")
    error_page.close()
    assert outside == [], f"requests to other hosts: {outside}"
