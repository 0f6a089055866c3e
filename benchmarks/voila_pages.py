"""How fast the served tutorial pages are, in headless Chromium. A script, not a test:
it prints figures next to their targets and never fails because a machine is slow.

    .venv/bin/python benchmarks/voila_pages.py [--reps 3] [--clicks 10] [--only maison]

(a) Page load: from ``page.goto`` to every widget on screen (Voila has run the cells and
    drawn each widget output), for the minimal page ``tests/browser/pages/minimal.ipynb``,
    the landing page and every notebook under ``notebooks/``. One unmeasured warm-up
    load first (the browser cache then holds Voila's JavaScript, as for a learner's
    second page); then ``--reps`` loads of each page, taken in turns; the median, and
    its ratio to the minimal page's. Target: at most 1.5x. Also split: until Voila's
    "running" spinner goes (page fetched, kernel started, every cell run on the server,
    Voila's scripts loaded) and the rest (the front end draws the widgets).
(b) Click to table: in a play widget (``.tarot-card[data-legal="true"]`` buttons and a
    ``.tarot-trick`` element) in trick play (the learner's turns in a discard, declarations
    or bidding are taken first, unmeasured), the time from the click event on a legal card to the
    first DOM change inside ``.tarot-trick`` (a MutationObserver; both times from
    ``performance.now()``'s clock). Median and 90th percentile. Target: median < 100 ms.

(c) Hint: in the first play widget of each English tutorial, at ``--hints`` of the
    learner's turns with a choice of cards, the time from the click on *Hint* to the
    coach's line on screen (``.tarot-hint-advice[data-thinking="false"]``). Median and
    90th percentile per page and over all. Target: median < 1 s (issue 29).
(d) Review: that hand played to its end by the benchmark (the first legal card, the
    first choice), then the time from the click on *Review this hand* to its summary
    (``.tarot-review-summary[data-done="true"]``): every decision of the hand searched.

Voila runs as ``scripts/start`` runs it (``scripts/voila_server.py``, ``voila.json``).
Each measured page's kernel is shut down afterwards (with the XSRF token), so a run
does not pile up kernels. Figures also go to ``benchmarks/results/voila_pages.json``,
Voila's logs to ``benchmarks/results/voila-*.log``.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "scripts"))
from voila_server import (  # noqa: E402
    CHROMIUM_ARGS, LANDING, NOTEBOOKS, OFFLINE_PROXY, WIDGETS_READY_JS, VoilaServer, chromium_executable,
)

PAGES = ROOT / "tests" / "browser" / "pages"
MINIMAL = "minimal.ipynb"
LOAD_TARGET_RATIO = 1.5
CLICK_TARGET_MS = 100.0
HINT_TARGET_S = 1.0

# Find a play widget: a container holding legal card buttons and the trick. Marks the
# first legal card (data-bench-target) and arms a MutationObserver on the container
# that records the first change inside a .tarot-trick after the next click event.
ARM_JS = """() => {
    const legal = '.tarot-card[data-legal="true"]';
    const playing = '.tarot-status-line[data-your-turn="true"][data-phase="play"]';
    const boxes = [...document.querySelectorAll('.tarot-play-app')]
        .filter((box) => box.querySelector(playing) && box.querySelector(legal) && box.querySelector('.tarot-trick'));
    let box = boxes[0];
    const apps = document.querySelector('.tarot-play-app');  // a page without the play app: any cards and trick
    if (!box && !apps && document.querySelector(legal) && document.querySelector('.tarot-trick')) {
        box = document.getElementById('rendered_cells') || document.body;
    }
    if (!box) return false;
    document.querySelectorAll('[data-bench-target]').forEach((el) => el.removeAttribute('data-bench-target'));
    box.querySelector(legal).setAttribute('data-bench-target', '1');
    const bench = window.__tarotBench = {clicked: null, shown: null};
    const inTrick = (node) => {
        const el = node && (node.nodeType === 1 ? node : node.parentElement);
        return !!(el && el.closest('.tarot-trick'));
    };
    const observer = new MutationObserver((records) => {
        if (bench.clicked === null || bench.shown !== null) return;
        if (records.some((r) => inTrick(r.target))) {
            bench.shown = performance.now();
            observer.disconnect();
        }
    });
    observer.observe(box, {subtree: true, childList: true, attributes: true, characterData: true});
    document.addEventListener('click', (event) => {
        if (bench.clicked === null) bench.clicked = event.timeStamp;
    }, {capture: true, once: true});
    return true;
}"""


# The learner's turn in the first play widget in another phase than trick play (a
# discard, declarations, bidding, a question): its name, else null.
OTHER_PHASE_JS = """() => {
    const app = document.querySelector('.tarot-play-app');
    const line = app && app.querySelector('.tarot-status-line[data-your-turn="true"]');
    const phase = line && line.getAttribute('data-phase');
    return phase && phase !== 'play' ? phase : null;
}"""

CELLS_DONE_JS = "() => !!document.getElementById('rendered_cells') && !document.getElementById('loading')"
HAS_PLAY_JS = "() => !!(document.querySelector('.tarot-card') && document.querySelector('.tarot-trick'))"
# the first play widget: the learner to play a card with more than one allowed ("choice"),
# to act in another phase ("phase"), the hand over ("over"), or the computer players on ("wait")
TURN_JS = """() => {
    const app = document.querySelector('.tarot-play-app');
    if (!app) return 'wait';
    if (app.querySelector('.tarot-hand-result .tarot-result') && app.querySelector('.tarot-review-button')
        && app.querySelector('.tarot-review-button').offsetParent !== null) return 'over';
    const line = app.querySelector('.tarot-status-line[data-your-turn="true"]');
    if (!line) return 'wait';
    if (line.getAttribute('data-phase') !== 'play') return 'phase';
    return app.querySelectorAll('.tarot-hand-widget .tarot-card[data-legal="true"]').length > 1 ? 'choice' : 'card';
}"""
HINT_SHOWN_JS = """() => {
    const app = document.querySelector('.tarot-play-app');
    return !!app.querySelector('.tarot-hint-advice[data-thinking="false"]')
        && !app.querySelector('.tarot-hint-button.tarot-thinking');
}"""
REVIEW_DONE_JS = "() => !!document.querySelector('.tarot-review .tarot-review-summary[data-done=\"true\"]')"


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    if len(ordered) == 1:
        return ordered[0]
    position = (len(ordered) - 1) * q
    low = int(position)
    high = min(low + 1, len(ordered) - 1)
    return ordered[low] + (ordered[high] - ordered[low]) * (position - low)


def tutorial_pages() -> list[str]:
    """The landing page first, then every other notebook under notebooks/."""
    if not NOTEBOOKS.is_dir():
        return []
    found = sorted(p.relative_to(NOTEBOOKS).as_posix() for p in NOTEBOOKS.rglob("*.ipynb")
                   if ".ipynb_checkpoints" not in p.parts)
    return sorted(found, key=lambda name: (name != LANDING, name.count("/"), name))


class Bench:
    def __init__(self, browser, timeout_ms: float):
        # off the network by the browser's own proxy setting, not by routing every request
        # through Playwright, which would add its own delay to each (OFFLINE_PROXY)
        self.context = browser.new_context(viewport={"width": 1280, "height": 900}, proxy=OFFLINE_PROXY)
        self.timeout_ms = timeout_ms

    def load(self, url: str):
        """Open ``url``; return (page, seconds from goto to widgets ready, seconds from
        goto to Voila's "running cells" spinner gone: the kernel's start and the cells'
        execution on the server, before the front end draws the widgets)."""
        page = self.context.new_page()
        start = time.perf_counter()
        page.goto(url, wait_until="commit", timeout=self.timeout_ms)
        page.wait_for_function(CELLS_DONE_JS, timeout=self.timeout_ms, polling=10)
        cells = time.perf_counter() - start
        page.wait_for_function(WIDGETS_READY_JS, timeout=self.timeout_ms, polling=10)
        return page, time.perf_counter() - start, cells

    def _xsrf(self, server: VoilaServer) -> str | None:
        return next((c["value"] for c in self.context.cookies(server.base_url) if c["name"] == "_xsrf"), None)

    def close(self, page, server: VoilaServer) -> None:
        """Close the page and shut its kernel down now (Voila's own beacon is refused
        without the XSRF token; culling would take minutes)."""
        try:
            kernel_id = page.evaluate(
                "() => { const c = document.getElementById('jupyter-config-data');"
                " return c ? JSON.parse(c.textContent).kernelId : null; }")
            token = self._xsrf(server)
            if token is None:  # the rendered page sets no _xsrf cookie; the folder page does
                self.context.request.get(server.base_url).dispose()
                token = self._xsrf(server)
            if kernel_id and token:
                page.request.post(f"{server.base_url}voila/api/shutdown/{kernel_id}",
                                  headers={"X-XSRFToken": token})
        except Exception as error:  # a benchmark keeps going
            print(f"    (could not shut the kernel down: {error})")
        page.close()

    def act_in_phase(self, page, phase: str, timeout_ms: float | None = None) -> None:
        """Take the learner's turn in a phase before or between tricks, as a learner would:
        lay away an allowed card, stop declaring, or take the first choice offered."""
        app = page.locator(".tarot-play-app").first
        timeout = self.timeout_ms if timeout_ms is None else timeout_ms
        if phase == "discard":
            app.locator('.tarot-hand-widget .tarot-card[data-legal="true"]').first.click(timeout=timeout)
            return
        stop = app.locator('.tarot-phase-panel .tarot-choice[data-kind="stop"]')
        (stop if stop.count() else app.locator(".tarot-phase-panel .tarot-choice")).first.click(timeout=timeout)

    def clicks(self, page, count: int) -> list[float] | None:
        """Click legal cards in the first play widget; milliseconds per click, or None."""
        samples: list[float] = []
        start = page.locator(".tarot-play-start")
        if start.count():  # a tutorial builds its play widget when the learner starts it
            start.first.click(timeout=self.timeout_ms)
            page.wait_for_selector(".tarot-play-app", timeout=self.timeout_ms)
        if not page.evaluate(HAS_PLAY_JS):
            return None
        for _ in range(count):
            deadline = time.monotonic() + 20
            while not page.evaluate(ARM_JS):  # the bots are playing: wait for our turn
                if time.monotonic() > deadline:
                    return samples
                phase = page.evaluate(OTHER_PHASE_JS)
                if phase is not None:
                    self.act_in_phase(page, phase)  # not measured: only a card played to the trick is
                page.wait_for_timeout(100)
            page.locator('[data-bench-target="1"]').first.click(timeout=self.timeout_ms)
            try:
                page.wait_for_function("window.__tarotBench.shown !== null", timeout=10_000, polling=10)
            except Exception:
                print("    a click changed nothing in .tarot-trick within 10 s")
                break
            bench = page.evaluate("window.__tarotBench")
            samples.append(bench["shown"] - bench["clicked"])
            page.wait_for_timeout(300)  # let the reply (bots, next trick) settle
        return samples


    def coach_times(self, page, hints: int) -> tuple[list[float], float | None]:
        """Hints at ``hints`` of the learner's turns with a choice of cards in the first
        play widget (seconds each), then the hand played to its end and the review's
        time (seconds, None when the hand did not end in time)."""
        start = page.locator(".tarot-play-launcher:not(.tarot-deal-launcher) .tarot-play-start")
        if start.count():
            start.last.click(timeout=self.timeout_ms)  # the play step's whole game
            page.wait_for_selector(".tarot-play-app", timeout=self.timeout_ms)
        app = page.locator(".tarot-play-app").first
        hinted: list[float] = []
        deadline = time.monotonic() + 300
        while time.monotonic() < deadline:
            turn = page.evaluate(TURN_JS)
            if turn == "over":
                break
            if turn == "wait":
                page.wait_for_timeout(50)
                continue
            if turn == "phase":
                try:  # the status line is drawn before the choices: a turn it announces may pass by itself
                    self.act_in_phase(page, page.evaluate(OTHER_PHASE_JS) or "", timeout_ms=3_000)
                except Exception:
                    continue
            else:
                if turn == "choice" and len(hinted) < hints:
                    began = time.perf_counter()
                    app.locator(".tarot-hint-button").click(timeout=self.timeout_ms)
                    page.wait_for_function(HINT_SHOWN_JS, timeout=self.timeout_ms, polling=10)
                    hinted.append(time.perf_counter() - began)
                taken = int(app.locator(".tarot-status-line").get_attribute("data-actions") or 0)
                app.locator('.tarot-hand-widget .tarot-card[data-legal="true"]').first.click(timeout=self.timeout_ms)
                page.wait_for_function(  # the card taken (a draw game refills the hand at once)
                    "(taken) => Number(document.querySelector('.tarot-play-app .tarot-status-line')"
                    ".dataset.actions) > taken", arg=taken, timeout=self.timeout_ms, polling=10)
        else:
            return hinted, None
        began = time.perf_counter()
        app.locator(".tarot-review-button").click(timeout=self.timeout_ms)
        page.wait_for_function(REVIEW_DONE_JS, timeout=self.timeout_ms, polling=20)
        return hinted, time.perf_counter() - began


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--reps", type=int, default=3, help="measured loads per page (default 3)")
    parser.add_argument("--clicks", type=int, default=10, help="card clicks per play widget (default 10)")
    parser.add_argument("--hints", type=int, default=3,
                        help="hints per English tutorial, then its hand's review (default 3; 0: neither)")
    parser.add_argument("--only", default="", help="measure only tutorial pages whose path contains this")
    parser.add_argument("--timeout", type=float, default=120, help="seconds before a page counts as failed")
    args = parser.parse_args(argv)

    chromium = chromium_executable()
    if chromium is None:
        print("Chromium not found (/usr/bin/chromium or $TAROTLIB_CHROMIUM): apt-get install chromium")
        return 1
    from playwright.sync_api import sync_playwright

    tutorials = [p for p in tutorial_pages() if args.only in p]
    results: dict = {"reps": args.reps, "load": {}, "click": {}, "hint": {}, "review": {}}
    servers: list[VoilaServer] = []
    try:
        logs = ROOT / "benchmarks" / "results"
        minimal_server = VoilaServer(root=PAGES, log_path=logs / "voila-pages.log").start()
        servers.append(minimal_server)
        tutorial_server = None
        if tutorials:
            tutorial_server = VoilaServer(root=NOTEBOOKS, log_path=logs / "voila-notebooks.log").start()
            servers.append(tutorial_server)
        pages = [("minimal", minimal_server, MINIMAL)] + [(name, tutorial_server, name) for name in tutorials]

        with sync_playwright() as playwright:
            browser = playwright.chromium.launch(executable_path=chromium, headless=True, args=CHROMIUM_ARGS)
            bench = Bench(browser, args.timeout * 1000)
            print(f"Chromium {browser.version}; Voila serving {len(pages) - 1} tutorial page(s) "
                  f"and the minimal page; {args.reps} measured load(s) each\n")
            page, _, _ = bench.load(minimal_server.url(MINIMAL))  # warm-up, not counted
            bench.close(page, minimal_server)

            times: dict[str, list[float]] = {name: [] for name, _, _ in pages}
            cell_times: dict[str, list[float]] = {name: [] for name, _, _ in pages}
            failed: dict[str, str] = {}
            for rep in range(args.reps):
                for name, server, notebook in pages:
                    if name in failed:
                        continue
                    try:
                        page, seconds, cells = bench.load(server.url(notebook))
                    except Exception as error:
                        failed[name] = str(error).splitlines()[0]
                        continue
                    times[name].append(seconds)
                    cell_times[name].append(cells)
                    bench.close(page, server)

            print(f"(a) Page load, goto -> widgets ready: median of {args.reps}; "
                  f"target <= {LOAD_TARGET_RATIO}x the minimal page")
            width = max(len(name) for name, _, _ in pages) + 2
            base = statistics.median(times["minimal"]) if times["minimal"] else None
            print(f"    {'page':<{width}}{'median':>9}{'ratio':>9}  {'verdict':<12}"
                  "(of which: spinner gone | widgets drawn)")
            for name, _, _ in pages:
                if name in failed:
                    print(f"    {name:<{width}}{'-':>9}{'-':>9}  FAILED: {failed[name]}")
                    results["load"][name] = {"error": failed[name]}
                    continue
                median = statistics.median(times[name])
                ratio = median / base if base else float("nan")
                verdict = "reference" if name == "minimal" else ("ok" if ratio <= LOAD_TARGET_RATIO else "OVER TARGET")
                cells = statistics.median(cell_times[name])
                print(f"    {name:<{width}}{median:>8.2f}s{ratio:>8.2f}x  {verdict:<12}"
                      f"{cells:>22.2f}s | {median - cells:.2f}s")
                results["load"][name] = {"median_s": round(median, 3), "ratio": round(ratio, 3),
                                         "cells_run_median_s": round(cells, 3),
                                         "samples_s": [round(t, 3) for t in times[name]]}
            if not tutorials:
                print("    (no notebooks under notebooks/ yet: only the minimal page was measured)")

            print(f"\n(b) Click on a legal card -> .tarot-trick changes: target median < {CLICK_TARGET_MS:.0f} ms")
            found_any = False
            for name, server, notebook in pages[1:] if args.clicks > 0 else []:
                try:
                    page, _, _ = bench.load(server.url(notebook))
                except Exception:
                    continue
                samples = bench.clicks(page, args.clicks)
                bench.close(page, server)
                if not samples:
                    continue
                found_any = True
                median, p90 = statistics.median(samples), percentile(samples, 0.9)
                verdict = "ok" if median < CLICK_TARGET_MS else "OVER TARGET"
                print(f"    {name}: {len(samples)} clicks, median {median:.0f} ms, p90 {p90:.0f} ms  {verdict}")
                results["click"][name] = {"median_ms": round(median, 1), "p90_ms": round(p90, 1),
                                          "samples_ms": [round(s, 1) for s in samples]}
            if args.clicks <= 0:
                print("    skipped (--clicks 0)")
            elif not found_any:
                print("    no play widget found (no .tarot-card[data-legal=\"true\"] with a .tarot-trick on any page)")

            print(f"\n(c) Click on Hint -> the coach's line: target median < {HINT_TARGET_S:.0f} s; "
                  "(d) Review this hand -> its summary")
            every_hint: list[float] = []
            games = [(n, sv, nb) for n, sv, nb in pages[1:] if n.startswith("en/") and n.count("/") == 1
                     and n != LANDING and not n.endswith("index.ipynb")] if args.hints > 0 else []
            for name, server, notebook in games:
                try:
                    page, _, _ = bench.load(server.url(notebook))
                except Exception as error:
                    print(f"    {name}: FAILED to load: {str(error).splitlines()[0]}")
                    continue
                try:
                    hinted, reviewed = bench.coach_times(page, args.hints)
                except Exception as error:
                    print(f"    {name}: FAILED: {str(error).splitlines()[0]}")
                    continue
                finally:
                    bench.close(page, server)
                every_hint += hinted
                hint_text = (f"hints median {statistics.median(hinted):.2f} s, slowest {max(hinted):.2f} s "
                             f"({len(hinted)})" if hinted else "no hint taken")
                review_text = f"review {reviewed:.2f} s" if reviewed is not None else "the hand did not end in time"
                print(f"    {name}: {hint_text}; {review_text}")
                results["hint"][name] = [round(t, 3) for t in hinted]
                results["review"][name] = None if reviewed is None else round(reviewed, 3)
            if every_hint:
                median, p90 = statistics.median(every_hint), percentile(every_hint, 0.9)
                verdict = "ok" if median < HINT_TARGET_S else "OVER TARGET"
                print(f"    all pages: {len(every_hint)} hints, median {median:.2f} s, p90 {p90:.2f} s  {verdict}")
            elif args.hints <= 0:
                print("    skipped (--hints 0)")
            browser.close()
    finally:
        for server in servers:
            server.stop()

    out = ROOT / "benchmarks" / "results" / "voila_pages.json"
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text(json.dumps(results, indent=2) + "\n", encoding="utf-8")
    print(f"\nfigures written to {out.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
