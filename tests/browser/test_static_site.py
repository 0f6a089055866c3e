"""The static site (``scripts/build_site``, voici + Pyodide) as a learner meets it offline.

The built ``site/_output/`` is served by a plain static server (Python's http.server on
127.0.0.1, a free port) and every request to another host is refused, so what passes
here works on any static host with no internet. Two tutorials in each language: one
exercise answered (the winning card of a trick clicked, the right verdict shown), the
play widget started, cards played and an illegal card explained. The coach in the
browser's Python (issue 29): a tutorial's best-card deal in each language, a hint taken
(the button thinking while a click is served, then the line), the hand played out
against friendly or strong opponents, its review stepped to a mistake and played on
from there. The first-load and warm-load times, the click times, the hint's and the
review's times are printed (``pytest -s``), not asserted; targets on this machine:
first load under 10 s, a second visit under 3 s, clicks under 100 ms, a hint under 3 s.

The site is built first when it is missing or stale (``scripts/build_site`` skips the
build when the hash of its inputs matches), so CI on a clean clone builds it.
"""

from __future__ import annotations

import functools
import gzip
import hashlib
import http.server
import json
import re
import subprocess
import threading
import time
import zipfile
from pathlib import Path
from urllib.parse import parse_qs, urlsplit

import pytest
from playwright.sync_api import Page, expect
from tarotlib.deals import library, load
from tarotwidgets.deals import encode_deal
from tarotwidgets.i18n import say as widget_say
from tarotwidgets.lessons import Lesson
from tarotwidgets.lessons.texts import say
from test_hint_and_level import wait_for_a_choice_of_cards
from test_review import play_to_the_end
from voila_server import LOCAL_HOSTS, NOTEBOOKS, OFFLINE_PROXY, free_port

pytestmark = pytest.mark.browser

ROOT = Path(__file__).resolve().parents[2]

SITE = ROOT / "site" / "_output"
BUILD = ROOT / "scripts" / "build_site"
PAGES = [(lang, game) for game in ("maison-tarot", "leipzig-taroc") for lang in ("en", "nl")]
LOAD_TIMEOUT = 120_000  # ms: the first visit downloads and starts Pyodide
CLICK_TIMEOUT = 15_000
# every widget output of the page drawn (voici uses Voila's page template)
READY_JS = """(ready) => {
    const cells = document.getElementById('rendered_cells');
    if (!cells || cells.style.display === 'none') return false;
    if (document.querySelector('script[type="application/vnd.voila.cell-output+json"]')) return false;
    if (!document.querySelector(ready)) return false;
    return [...document.querySelectorAll('.jp-OutputArea-output')].every(
        (out) => out.children.length > 0 || !out.textContent.trim().startsWith('Loading widget'));
}"""
# time from a click below ``root`` to the moment ``done(root)`` first holds after it
# (checked at every change of the DOM below ``root``), both in the page's own clock
WATCH_JS = """([root, done]) => {
    const holds = new Function('root', 'return (' + done + ');');
    window.__tarotClick = null; window.__tarotShown = null;
    root.addEventListener('click', () => { window.__tarotClick = performance.now(); },
                          {capture: true, once: true});
    const observer = new MutationObserver(() => {
        if (window.__tarotClick !== null && window.__tarotShown === null && holds(root)) {
            window.__tarotShown = performance.now(); observer.disconnect();
        }
    });
    observer.observe(root, {subtree: true, childList: true, attributes: true, characterData: true});
}"""
# what site/kernel-start.js and the page's early worker say when they fall back
FALLBACKS = ("no Python snapshot", "no package bundle", "Python not started with the page",
             "Python started with the page failed", "the kernel's settings are not the page's",
             "no early kernel worker")
TIMES: dict[str, list[float]] = {"build": [], "first load": [], "warm load": [], "click": [], "hint": [],
                                  "review": []}


class _Handler(http.server.SimpleHTTPRequestHandler):
    """A plain static host (GitHub Pages sends ``max-age=600`` too)."""

    extensions_map = {**http.server.SimpleHTTPRequestHandler.extensions_map, ".wasm": "application/wasm"}

    def end_headers(self) -> None:
        self.send_header("Cache-Control", "max-age=600")
        super().end_headers()

    def log_message(self, *args) -> None:
        pass


class _Server(http.server.ThreadingHTTPServer):
    daemon_threads = True

    def handle_error(self, request, client_address) -> None:
        import sys
        if not isinstance(sys.exc_info()[1], (BrokenPipeError, ConnectionResetError)):
            super().handle_error(request, client_address)  # a closed page ends its downloads: not news


@pytest.fixture(scope="session")
def static_site():
    """``site/_output/`` built if missing or stale, served on 127.0.0.1; yields its base URL."""
    started = time.monotonic()
    result = subprocess.run([str(BUILD)], cwd=ROOT, capture_output=True, text=True)
    TIMES["build"].append(time.monotonic() - started)
    if result.returncode != 0:
        pytest.fail(f"scripts/build_site failed:\n{result.stdout[-3000:]}\n{result.stderr[-3000:]}", pytrace=False)
    print(f"\n[static site] scripts/build_site: {TIMES['build'][0]:.1f} s; {result.stdout.strip().splitlines()[-1]}")
    server = _Server(("127.0.0.1", free_port()),
                                             functools.partial(_Handler, directory=str(SITE)))
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{server.server_address[1]}/"
    server.shutdown()
    server.server_close()
    report = ", ".join(f"{k} {_summary(v)}" for k, v in TIMES.items() if v)
    print(f"\n[static site] times: {report}")


def _summary(values: list[float]) -> str:
    values = sorted(values)
    if len(values) == 1:
        return f"{values[0]:.2f} s" if values[0] >= 1 else f"{values[0] * 1000:.0f} ms"
    unit = (lambda v: f"{v:.2f} s") if values[0] >= 1 else (lambda v: f"{v * 1000:.0f} ms")
    return f"min {unit(values[0])} / median {unit(values[len(values) // 2])} / max {unit(values[-1])} (n={len(values)})"


@pytest.fixture
def offline_context(browser_type, browser_type_launch_args, tmp_path):
    """A fresh browser profile on disk (empty cache, which keeps what a page downloads as a
    learner's browser does, compiled WebAssembly included), service workers allowed, every
    request to another host than 127.0.0.1 refused; ``context.blocked`` lists the refused
    ones, ``context.drive`` the requests for JupyterLite's file drive.

    The refusal is the browser's own (``OFFLINE_PROXY``, as for every page of the tests)."""
    context = browser_type.launch_persistent_context(
        tmp_path / "profile", **browser_type_launch_args, viewport={"width": 1280, "height": 900},
        service_workers="allow", proxy=OFFLINE_PROXY)
    context.blocked = []
    context.on("request", lambda request: None if request.url.startswith(("data:", "blob:"))
               or urlsplit(request.url).hostname in LOCAL_HOSTS else context.blocked.append(request.url))
    context.missing = []  # files of the site that a page asked for and did not get
    context.on("response", lambda response: context.missing.append(f"{response.status} {response.url}")
               if response.status >= 400 else None)
    context.drive = []
    context.on("request", lambda request: context.drive.append(request.url)
               if urlsplit(request.url).path.startswith(("/api/drive", "/api/contents")) else None)
    context.wheels = []  # the kernel installs its packages from build_site's bundle, not wheel by wheel
    context.on("request", lambda request: context.wheels.append(request.url)
               if urlsplit(request.url).path.endswith(".whl") else None)
    yield context
    context.close()


def open_static(context, url: str, ready: str = ".tarot-steps") -> tuple[Page, float]:
    """A new page at ``url``, once every widget is drawn (``ready`` among them); with the
    seconds that took."""
    page = context.new_page()
    page.errors = []
    page.on("pageerror", lambda error: page.errors.append(str(error)))
    # the kernel restores build_site's Python snapshot, or says why not; it
    # writes the package bundle and takes the Python the page started, or says why not
    # (site/kernel-start.js); ``page.started`` records that it did
    page.started, page.cached = [], []
    page.on("console", lambda message: page.errors.append(message.text)
            if any(why in message.text for why in FALLBACKS) else
            page.started.append(message.text) if message.text.startswith("tarotlib: Python started with the page")
            else page.cached.append(message.text) if message.text.endswith("decompressed from the browser's cache")
            else None)
    started = time.monotonic()
    page.goto(url, timeout=LOAD_TIMEOUT)
    page.wait_for_function(READY_JS, arg=ready, timeout=LOAD_TIMEOUT)
    return page, time.monotonic() - started


def timed_click(page: Page, root, target, done: str, kind: str = "click", timeout: float = CLICK_TIMEOUT,
                meanwhile=None) -> float:
    """Click ``target`` (inside ``root``) and return the seconds until the JavaScript
    expression ``done`` (over ``root``) holds, measured in the page (kept in ``TIMES[kind]``);
    ``meanwhile()`` runs right after the click."""
    page.evaluate(WATCH_JS, [root.element_handle(), done])
    target.click()
    if meanwhile is not None:
        meanwhile()
    page.wait_for_function("() => window.__tarotShown !== null", timeout=timeout)
    elapsed = page.evaluate("() => window.__tarotShown - window.__tarotClick") / 1000
    TIMES[kind].append(elapsed)
    return elapsed


def first_who_wins(game: str, lang: str):
    """The first 'who wins this trick?' exercise of the notebook, made here as the page makes it."""
    notebook = json.loads((NOTEBOOKS / lang / f"{game}.ipynb").read_text(encoding="utf-8"))
    for cell in notebook["cells"]:
        code = cell["source"] if isinstance(cell["source"], str) else "".join(cell["source"])
        match = re.search(r'lesson\.who_wins\("([^"]+)"\)', code)
        if match:
            return Lesson(game, lang).who_wins(match.group(1))
    raise AssertionError(f"{lang}/{game}.ipynb has no who_wins exercise")


def answer_who_wins(page: Page, game: str, lang: str) -> None:
    exercise = first_who_wins(game, lang)
    box = page.locator(f".tarot-exercise-who-wins-{exercise.name}")
    box.scroll_into_view_if_needed()
    card = box.locator(f'.tarot-card[data-card="{exercise.winner.code}"]').first
    verdict = exercise.answer(exercise.winner.code)
    assert verdict is not None and verdict.right
    timed_click(page, box, card, """root.querySelector('.tarot-feedback[data-verdict="right"]')""")
    expect(box.locator('.tarot-feedback[data-verdict="right"]')).to_contain_text(verdict.text, timeout=CLICK_TIMEOUT)


def play_until_refused(page: Page, lang: str) -> None:
    """Start the first play widget, play legal cards until one is illegal, click that one
    and see its explanation; then play one more card."""
    start = page.locator(".tarot-play-launcher:not(.tarot-deal-launcher) .tarot-play-start").first
    start.scroll_into_view_if_needed()
    start.click()
    app = page.locator(".tarot-play-app").first
    expect(app).to_be_visible(timeout=CLICK_TIMEOUT)
    handle = app.element_handle()
    cards = app.locator(".tarot-hand-widget .tarot-card")
    played = 0
    for _ in range(40):
        page.wait_for_function(
            """(app) => app.querySelector('.tarot-status-line[data-your-turn="true"]')
                       || app.querySelector('.tarot-hand-result .tarot-result')""",
            arg=handle, timeout=60_000)
        assert not app.locator(".tarot-hand-result .tarot-result").count(), "the hand ended with no illegal card"
        status = app.locator('.tarot-status-line[data-your-turn="true"]')
        phase = status.get_attribute("data-phase")
        if phase == "declare":  # Leipzig Taroc: declare what is offered, then stop
            choices = app.locator('.tarot-phase-panel .tarot-choice[data-kind="declare"]')
            before = app.locator(".tarot-log-view").inner_text()
            (choices.first if choices.count() else app.locator('.tarot-phase-panel .tarot-choice[data-kind="stop"]')).click()
            page.wait_for_function("([app, before]) => app.querySelector('.tarot-log-view').innerText !== before",
                                   arg=[handle, before], timeout=CLICK_TIMEOUT)
            continue
        assert phase in ("play", "discard"), phase
        held = cards.count()
        illegal = app.locator('.tarot-hand-widget .tarot-card[data-legal="false"]')
        if phase == "play" and illegal.count():
            timed_click(page, app, illegal.first, "root.querySelector('.tarot-hand-message .tarot-refusal')")
            message = app.locator(".tarot-hand-message .tarot-refusal")
            expect(message).to_contain_text(say("rule", lang, rule=""), timeout=CLICK_TIMEOUT)
            expect(cards).to_have_count(held)
            legal = app.locator('.tarot-hand-widget .tarot-card[data-legal="true"]').first
            timed_click(page, app, legal, f"root.querySelectorAll('.tarot-hand-widget .tarot-card').length < {held}")
            expect(cards).to_have_count(held - 1, timeout=CLICK_TIMEOUT)
            return
        app.locator('.tarot-hand-widget .tarot-card[data-legal="true"]').first.click()
        expect(cards).to_have_count(held - 1, timeout=CLICK_TIMEOUT)
        played += 1
    raise AssertionError("no illegal card was offered in 40 turns")


def shared_link(app) -> str:
    """The link that carries the deal of the hand in play widget ``app``: its deal tools
    opened, the hand saved."""
    app.locator(".tarot-deals-button").click()
    app.locator(".tarot-save-record").click()
    link = app.locator("a.tarot-share-link")
    expect(link).to_have_count(1, timeout=CLICK_TIMEOUT)
    return link.get_attribute("href") or ""


def test_the_site_is_complete(static_site) -> None:
    """Every notebook has its page; the landing page opens; the site is listed offline."""
    for notebook in NOTEBOOKS.rglob("*.ipynb"):
        if ".ipynb_checkpoints" in notebook.parts:
            continue
        page = SITE / "voici" / "render" / notebook.relative_to(NOTEBOOKS).with_suffix(".html")
        assert page.is_file(), f"no page for {notebook.relative_to(ROOT)}"
    lock = json.loads((SITE / "static" / "pyodide" / "pyodide-lock.json").read_text())
    for package in lock["packages"].values():
        assert (SITE / "static" / "pyodide" / package["file_name"]).is_file(), package["file_name"]
    assert "tarotlib" in lock["packages"]
    # the coach (issue 29) runs in the browser: its search, the strong player, the review panel
    with zipfile.ZipFile(SITE / "static" / "pyodide" / lock["packages"]["tarotlib"]["file_name"]) as wheel:
        shipped = set(wheel.namelist())
    for module in ("tarotlib/coach.py", "tarotlib/bots/pimc.py", "tarotlib/search/solver.py",
                   "tarotlib/search/sampler.py", "tarotlib/search/klaverjas.py", "tarotwidgets/review.py",
                   "tarotwidgets/level.js"):
        assert module in shipped, f"the site's tarotlib wheel lacks {module}"
    config = json.loads((SITE / "jupyter-lite.json").read_text())
    kernel = config["jupyter-config-data"]["litePluginSettings"]["@jupyterlite/pyodide-kernel-extension:kernel"]
    assert kernel["pyodideUrl"].startswith("./"), "Pyodide must come from the site, not a CDN"
    assert kernel["disablePyPIFallback"] is True
    for key, what in (("tarotSnapshotURL", "the Python snapshot"), ("tarotBundleURL", "the package bundle")):
        # the URL names its build (the file's hash) and its size decompressed: the browser
        # keeps the file decompressed under it (site/kernel-start.js)
        url = urlsplit(kernel["loadPyodideOptions"][key])
        query = parse_qs(url.query)
        assert (SITE / url.path).is_file(), f"{what} {url.path} is missing"
        data = (SITE / url.path).read_bytes()
        assert query["v"] == [hashlib.sha256(data).hexdigest()[:16]], f"{what}: ?v= is not its hash"
        assert query["bytes"] == [str(len(gzip.decompress(data)))], f"{what}: &bytes= is not its size"


def test_the_landing_page_links_both_languages(static_site, offline_context) -> None:
    page = offline_context.new_page()
    page.goto(static_site, timeout=LOAD_TIMEOUT)  # index.html leads to the landing page
    page.wait_for_url(re.compile(r"/voici/render/index\.html"), timeout=LOAD_TIMEOUT)
    english = page.get_by_role("link", name="English", exact=True).first
    expect(english).to_be_visible(timeout=LOAD_TIMEOUT)
    english.click()
    page.wait_for_url(re.compile(r"/voici/render/en/index\.html"), timeout=LOAD_TIMEOUT)
    link = page.locator(".tarot-tutorial-link").first
    expect(link).to_be_visible(timeout=LOAD_TIMEOUT)
    link.click()  # a link the widgets draw (``<game>.ipynb``) leads to the static page
    page.wait_for_url(re.compile(r"/voici/render/en/[a-z-]+\.html"), timeout=LOAD_TIMEOUT)
    assert not offline_context.blocked, f"requests to other hosts: {offline_context.blocked}"
    assert not offline_context.missing, f"missing from the site: {offline_context.missing}"


@pytest.mark.parametrize(("lang", "game"), PAGES)
def test_a_tutorial_works_offline(static_site, offline_context, artifacts, lang: str, game: str) -> None:
    url = f"{static_site}voici/render/{lang}/{game}.html"
    page, first = open_static(offline_context, url)
    TIMES["first load"].append(first)
    answer_who_wins(page, game, lang)
    play_until_refused(page, lang)
    # the saved hand's link leads to the static deals page, wherever the tutorial is
    assert shared_link(page.locator(".tarot-play-app").first).startswith(
        f"{urlsplit(static_site).path}voici/render/deals.html?deal=")
    page.screenshot(path=str(artifacts / f"static-{lang}-{game}.png"))
    assert not page.errors, page.errors
    page.close()

    again, warm = open_static(offline_context, url)  # a second visit: the browser's cache
    TIMES["warm load"].append(warm)
    # the browser kept the first visit's exercise (tarotwidgets.progress), in its local storage
    kept = again.locator(f".tarot-exercise-who-wins-{first_who_wins(game, lang).name} .tarot-feedback")
    expect(kept).to_have_attribute("data-verdict", "done-before", timeout=CLICK_TIMEOUT)
    expect(again.locator(".tarot-steps")).not_to_have_attribute("data-done", "0")
    answer_who_wins(again, game, lang)
    assert not again.errors, again.errors
    print(f"\n[static site] {lang}/{game}: first load {first:.2f} s, second visit {warm:.2f} s")
    assert not offline_context.blocked, f"requests to other hosts: {offline_context.blocked}"
    assert not offline_context.missing, f"missing from the site: {offline_context.missing}"
    # the kernel imports from its own files, not through the service worker (build_site's MOUNT_DRIVE)
    assert not offline_context.drive, f"{len(offline_context.drive)} requests for the file drive"
    # Python started with each page, its packages from the bundle (site/kernel-start.js)
    assert page.started and again.started, "the kernel did not take the Python the page started"
    # the second visit reads the snapshot and the bundle decompressed from the browser's cache
    assert not page.cached and len(again.cached) == 2, (page.cached, again.cached)
    assert not offline_context.wheels, f"wheels fetched one by one: {offline_context.wheels}"


def test_a_broken_kept_copy_is_not_used(static_site, offline_context) -> None:
    """A decompressed file kept in the browser's cache with the wrong size (a broken copy)
    is decompressed again from the site, not restored: Pyodide would wait for ever on a
    snapshot that does not fit (site/kernel-start.js, ``&bytes=``)."""
    url = f"{static_site}voici/render/en/index.html"
    page, _ = open_static(offline_context, url, ready=".tarot-tutorial-link")
    kept = page.evaluate("""async () => {
        const store = await caches.open("tarotlib-decompressed");
        const urls = (await store.keys()).map((request) => request.url);
        for (const url of urls) await store.put(url, new Response(new Uint8Array(4096)));
        return urls;
    }""")
    assert sorted(u.split("?")[0].rsplit("/", 1)[1] for u in kept) == [
        "tarotlib-site-packages.bin", "tarotlib-snapshot.bin"], kept
    page.close()
    again, _ = open_static(offline_context, url, ready=".tarot-tutorial-link")
    assert not again.cached, again.cached  # both decompressed from the site again ...
    assert again.started and not again.errors, again.errors
    again.close()
    third, _ = open_static(offline_context, url, ready=".tarot-tutorial-link")
    assert len(third.cached) == 2, third.cached  # ... and kept again, whole
    assert not third.errors, third.errors


def test_a_link_carries_its_deal_to_the_static_deals_page(static_site, offline_context) -> None:
    """The static page's Python learns the link from the browser (PageAddress) and starts
    the deal; the saved hand's own link points at the static deals page."""
    chosen = next(entry for entry in library() if entry.game == "marjolet")
    record = load(chosen.name).to_json()
    page, _ = open_static(offline_context, f"{static_site}voici/render/deals.html?deal={encode_deal(record)}",
                          ready=".tarot-deal-library")
    app = page.locator(".tarot-library-play .tarot-play-app")
    cards = app.locator(".tarot-hand-widget .tarot-card")
    expect(cards).to_have_count(len(record["deal"]["hands"][0]), timeout=CLICK_TIMEOUT)
    href = shared_link(app)
    assert href.startswith(f"{urlsplit(static_site).path}voici/render/deals.html?deal="), href
    assert not page.errors, page.errors
    assert not offline_context.blocked and not offline_context.missing and not offline_context.drive


def test_a_refusal_leads_to_the_rule_book_and_its_deal_to_the_deals_page(static_site, offline_context) -> None:
    """A rule id in an exercise's feedback opens the static rule book at its entry, and
    the entry's deal opens on the static deals page (issue 30, point 3)."""
    exercise = Lesson("maison-tarot", "en").which_card("follow")
    illegal = next(c for c in exercise.state.hand(exercise.seat) if c not in exercise.state.legal_cards())
    page, _ = open_static(offline_context, f"{static_site}voici/render/en/maison-tarot.html",
                          ready=".tarot-exercise-which-card-follow .tarot-card")
    box = page.locator(".tarot-exercise-which-card-follow")
    box.locator(f'.tarot-card[data-card="{illegal.code}"]').first.click()
    link = box.locator('.tarot-feedback[data-verdict="wrong"] a.tarot-rule-link[data-rule="T3"]')
    expect(link).to_have_count(1, timeout=CLICK_TIMEOUT)
    with offline_context.expect_page(timeout=LOAD_TIMEOUT) as opened:
        link.click()
    rules = opened.value
    rules.wait_for_url(re.compile(r"/voici/render/en/rules/maison-tarot\.html#T3$"), timeout=LOAD_TIMEOUT)
    rules.wait_for_function(READY_JS, arg=".tarot-rule-contents", timeout=LOAD_TIMEOUT)
    rules.wait_for_function("() => Math.abs(document.getElementById('T3').getBoundingClientRect().top) < 3",
                            timeout=CLICK_TIMEOUT)
    deal = next(d for d in library("maison-tarot") if "T3" in d.rules)
    rules.locator(f'#rendered_cells a:has-text("{deal.title["en"]}")').first.click()
    rules.wait_for_url(re.compile(r"/voici/render/deals\.html\?deal="), timeout=LOAD_TIMEOUT)
    hands = load(deal.name).to_json()["deal"]["hands"]
    expect(rules.locator(".tarot-library-play .tarot-hand-widget .tarot-card")).to_have_count(
        len(hands[0]), timeout=LOAD_TIMEOUT)
    assert not page.errors, page.errors
    assert not offline_context.blocked and not offline_context.missing


# The coach on the static site (issue 29, points 5 and 6): the tutorial's last step, its
# best-card deal from the library (the computer players' seed fixed by the record), in
# English with friendly opponents and in Dutch with strong ones.
COACHED = [("en", "maison-tarot", "friendly"), ("nl", "klaverjas-4", "strong")]
REVIEW_TIMEOUT = 120_000  # ms: a whole hand's decisions searched in the browser's Python, on a busy machine
# the Hint button's states as the page draws them (the thinking one must be seen)
WATCH_THE_HINT = """(button) => {
    window.__tarotHintStates = [];
    const note = () => window.__tarotHintStates.push({
        thinking: button.classList.contains('tarot-thinking'), text: button.textContent.trim(),
        disabled: button.disabled, spinner: !!button.querySelector('.fa-spinner')});
    new MutationObserver(note).observe(button, {attributes: true, childList: true, subtree: true});
}"""
# the moment the deal tools show, and whether the coach's line was there yet
WATCH_THE_TOOLS = """(app) => {
    window.__tarotToolsShown = null;
    const observer = new MutationObserver(() => {
        if (app.querySelector('.tarot-save-record')) {
            window.__tarotToolsShown = {hintDone: !!app.querySelector('.tarot-hint-advice[data-thinking="false"]')};
            observer.disconnect();
        }
    });
    observer.observe(app, {subtree: true, childList: true, attributes: true});
}"""


def app_shot(page: Page, app, path: Path, width: int) -> None:
    """The play widget at ``width`` px wide, the window as tall as the widget."""
    page.set_viewport_size({"width": width, "height": 900})
    height = app.evaluate("(app) => app.getBoundingClientRect().height")
    page.set_viewport_size({"width": width, "height": int(height) + 40})
    app.scroll_into_view_if_needed()
    app.screenshot(path=str(path))
    page.set_viewport_size({"width": 1280, "height": 900})


def take_the_hint(page: Page, app, lang: str, name: str, artifacts: Path) -> str:
    """Click Hint and, while the coach thinks, the Shared deals button: the button is seen
    thinking (disabled, its words, a spinner), the deal tools open before the coach's line
    comes (the browser's Python serves a click between two sampled deals), then the line
    shows above the legal cards. Returns the line."""
    button, tools = app.locator(".tarot-hint-button"), app.locator(".tarot-deals-button")
    button.evaluate(WATCH_THE_HINT)
    app.evaluate(WATCH_THE_TOOLS)
    advice = app.locator('.tarot-hint-advice[data-thinking="false"]')

    def meanwhile() -> None:
        tools.click()
        if app.locator(".tarot-hint-button.tarot-thinking").count():  # still thinking: its picture
            button.evaluate("(button) => button.scrollIntoView({block: 'center'})")
            page.screenshot(path=str(artifacts / f"static-hint-{name}-thinking-1280.png"))

    elapsed = timed_click(page, app, button, """root.querySelector('.tarot-hint-advice[data-thinking="false"]')""",
                          kind="hint", timeout=60_000, meanwhile=meanwhile)
    states = page.evaluate("window.__tarotHintStates")
    thinking = {"thinking": True, "text": widget_say("hint_thinking", lang), "disabled": True, "spinner": True}
    assert thinking in states, states
    page.wait_for_function("() => window.__tarotToolsShown !== null", timeout=CLICK_TIMEOUT)
    assert page.evaluate("window.__tarotToolsShown") == {"hintDone": False}, "the click waited for the coach"
    expect(button).to_have_text(widget_say("hint", lang))
    expect(button).to_be_enabled()
    line = advice.inner_text()
    # the coach names the best card, the cards that tie for best, or that nothing differs
    said = {"en": ("Play ", "does as well here", "no difference"), "nl": ("Speel ", "even goed", "niet uit")}[lang]
    assert any(words in line for words in said), line
    expect(app.locator(".tarot-hint-box .tarot-hint")).to_have_count(2)  # the line, then the legal cards' rule
    app.locator(".tarot-deals-button").click()  # the deal tools closed again, for the pictures
    expect(app.locator(".tarot-save-record")).to_have_count(0, timeout=CLICK_TIMEOUT)
    app_shot(page, app, artifacts / f"static-hint-{name}-1280.png", 1280)
    app_shot(page, app, artifacts / f"static-hint-{name}-390.png", 390)
    print(f"\n[static site] {name}: hint {elapsed:.2f} s from the click: {line}")
    return line


@pytest.mark.parametrize(("lang", "game", "level"), COACHED)
def test_hint_review_and_play_from_here(static_site, offline_context, artifacts, lang: str, game: str,
                                        level: str) -> None:
    """The hint, the opponents' level, a whole hand, its review stepped to a mistake and
    "play from here", in the browser's Python (the tutorial's best-card deal)."""
    page, first = open_static(offline_context, f"{static_site}voici/render/{lang}/{game}.html")
    TIMES["first load"].append(first)
    launcher = page.locator(f'.tarot-deal-launcher:has(.tarot-deal-about[data-deal="{game}-best-card"])')
    start = launcher.locator(".tarot-play-start")
    start.scroll_into_view_if_needed()
    start.click()
    app = launcher.locator(".tarot-play-app")
    expect(app).to_be_visible(timeout=CLICK_TIMEOUT)
    expect(app.locator(".tarot-level button.mod-active")).to_have_text(widget_say("level_friendly", lang))
    if level == "strong":  # a library deal starts friendly; the learner chooses strong
        app.locator(".tarot-level button", has_text=widget_say("level_strong", lang)).click()
        expect(app.locator(".tarot-level button.mod-active")).to_have_text(widget_say("level_strong", lang))
    name = f"{lang}-{game}"
    wait_for_a_choice_of_cards(page, app)
    take_the_hint(page, app, lang, name, artifacts)

    play_to_the_end(page, app)
    review_button = app.locator(".tarot-review-button")
    expect(review_button).to_have_text(widget_say("review_button", lang))
    elapsed = timed_click(page, app, review_button, """root.querySelector('.tarot-review-summary[data-done="true"]')""",
                          kind="review", timeout=REVIEW_TIMEOUT)
    print(f"\n[static site] {name}: the review of the hand {elapsed:.2f} s from the click")
    review = app.locator(".tarot-review")
    expect(review.locator(".tarot-seat-panel .tarot-open-hand").first).to_be_visible()  # every hand face up
    mistakes = int(review.locator(".tarot-review-summary").get_attribute("data-mistakes") or "0")
    print(f"\n[static site] {name}: {mistakes} mistakes marked in the review")
    # the deal and the computer players' seed are fixed: the learner's first legal cards meet mistakes
    assert mistakes, "the review marks no mistake"
    # to the largest: the card played and the better card marked, then play on from there
    review.locator(".tarot-review-goto").first.click()
    where = review.locator(".tarot-review-where-line")
    expect(where).to_have_attribute("data-mistake", "true", timeout=CLICK_TIMEOUT)
    expect(review.locator('.tarot-review-hand figure[data-mark="better"]')).to_have_count(1)
    expect(review.locator(".tarot-review-moment .tarot-review-seen")).to_contain_text(
        widget_say("review_seen_label", lang))
    app_shot(page, app, artifacts / f"static-review-{name}-1280.png", 1280)
    app_shot(page, app, artifacts / f"static-review-{name}-390.png", 390)
    review.locator(".tarot-review-play-from").click()
    expect(app.locator(".tarot-replayed-note")).to_contain_text(widget_say("review_replayed", lang),
                                                                timeout=CLICK_TIMEOUT)
    play_to_the_end(page, app)
    expect(app.locator(".tarot-hand-result .tarot-message.tarot-result")).to_be_visible()
    app_shot(page, app, artifacts / f"static-played-on-{name}-390.png", 390)
    assert "Traceback" not in page.inner_text("#rendered_cells") and not page.errors, page.errors
    assert not offline_context.blocked and not offline_context.missing
