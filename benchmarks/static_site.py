"""The coach and the strong computer player in the static site's Python (Pyodide, in
headless Chromium), on the positions of ``benchmarks/coach_timing.py``:

    scripts/build_site && .venv/bin/python benchmarks/static_site.py
    .venv/bin/python benchmarks/coach_timing.py      # the same positions in this CPython

``site/_output/`` is served on 127.0.0.1; a page of it loads the site's own Pyodide and
its wheels (tarotlib, ipywidgets, anywidget: from the site's lock file, nothing else) and runs
:func:`coach_timing.measure`. Prints the JSON of the times and their medians. The
pages' click-to-line times are printed by ``tests/browser/test_static_site.py -s``."""

from __future__ import annotations

import functools
import http.server
import json
import sys
import threading
from pathlib import Path

from playwright.sync_api import sync_playwright

ROOT = Path(__file__).resolve().parent.parent
SITE = ROOT / "site" / "_output"
sys.path.insert(0, str(ROOT / "scripts"))
sys.path.insert(0, str(Path(__file__).resolve().parent))
from coach_timing import summary  # noqa: E402
from voila_server import CHROMIUM_ARGS, chromium_executable  # noqa: E402

RUN_JS = """async ([code]) => {
    const {loadPyodide} = await import('./pyodide.mjs');
    const here = location.href.replace(/[^/]*$/, '');
    const py = await loadPyodide({indexURL: here, lockFileURL: here + 'pyodide-lock.json'});
    await py.loadPackage(['tarotlib', 'ipywidgets', 'anywidget']);  // and what tarotwidgets imports
    py.FS.writeFile('/home/pyodide/coach_timing.py', code);
    return py.runPython('import sys, json; sys.path.insert(0, "/home/pyodide"); '
                        + 'from coach_timing import measure; json.dumps(measure())');
}"""


class _Quiet(http.server.SimpleHTTPRequestHandler):
    extensions_map = {**http.server.SimpleHTTPRequestHandler.extensions_map, ".wasm": "application/wasm"}

    def log_message(self, *args) -> None:
        pass


def main() -> int:
    if not (SITE / "static" / "pyodide" / "pyodide-lock.json").is_file():
        raise SystemExit("no site/_output/: run scripts/build_site first")
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), functools.partial(_Quiet, directory=str(SITE)))
    threading.Thread(target=server.serve_forever, daemon=True).start()
    code = (Path(__file__).resolve().parent / "coach_timing.py").read_text(encoding="utf-8")
    try:
        with sync_playwright() as playwright:
            browser = playwright.chromium.launch(executable_path=chromium_executable(), args=CHROMIUM_ARGS)
            page = browser.new_page()
            page.on("console", lambda message: print("[page]", message.text, file=sys.stderr)
                    if message.type in ("error", "warning") else None)
            page.goto(f"http://127.0.0.1:{server.server_address[1]}/static/pyodide/pyodide-lock.json")
            measured = json.loads(page.evaluate(RUN_JS, [code]))
            browser.close()
    finally:
        server.shutdown()
    print(json.dumps(measured))
    for key in ("hint", "strong", "review"):
        print(f"{key}: {summary(measured[key])}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
