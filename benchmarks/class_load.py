"""A class opening the same tutorial at once: N pages on 127.0.0.1 in headless Chromium.

A script, not a test: it prints figures and never fails because a machine is slow.

    .venv/bin/python benchmarks/class_load.py [N ...] [--page en/maison-tarot.ipynb]
        [--timeout 240] [--cull-wait 330] [--voila-arg=--LimitedKernelManager.max_kernels=20]
        [--preheat POOL] [--no-browser]

For each N (default 10 20 30; at most 60) Voila is served as ``scripts/start`` serves it
(``scripts/voila_server.py``: voila.json, etc/jupyter/voila.py, the tarotlib template),
one server for the whole run, and N learners open the page at the same moment, each in
a browser context of their own (own cookies, cold cache), in one headless Chromium
(``/usr/bin/chromium``) on the same machine. Per N it prints:

- pages interactive (every widget drawn: WIDGETS_READY_JS), pages that got the
  "server is full" page (HTTP 503, from the kernel limit) and how fast, pages that
  failed or were still loading after ``--timeout`` seconds;
- the median and maximum time from ``goto`` to widgets on screen;
- memory: the peak and the settled RSS of the Voila server and of its kernels;
- kernels alive after every page has been closed as a learner closes a tab
  (``beforeunload`` runs: Voila's shutdown beacon), 10 s after the close, and, if any
  are left, how long until the idle-kernel cull has taken them (at most ``--cull-wait``).

``--no-browser`` measures the server alone, as for a class whose browsers run on the
learners' own computers: N plain HTTP requests for the page at once (Voila starts a
kernel and runs every cell while it sends the page), the time until each page has
arrived, the server's CPU, and then each page's kernel shut down as its close request
would (with the page's XSRF cookie).

``--preheat POOL`` measures Voila's preheated kernels instead: ``POOL`` kernels kept
started, with the page already run, for ``--page`` only (none for other pages). Voila
refuses ``preheat_kernel`` together with a ``prelaunch_hook``, so this run goes without
the hook that sets the XSRF cookie (etc/jupyter/voila.py): its pages' close requests are
refused, and their kernels wait for the cull. It is a measurement, not a configuration.

Bounded: at most 60 pages per round, every wait has a deadline, and the whole run stops
by itself after ``--max-minutes``. Only 127.0.0.1 is contacted (other requests, e.g.
the template's CDN font, are aborted). The browsers share the server's cores, so on a
small machine the figures are those of the worst case: a class and its server on one
computer. Figures also go to ``benchmarks/results/class_load.json``.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "scripts"))
from voila_server import (  # noqa: E402
    CHROMIUM_ARGS, NOTEBOOKS, OFFLINE_PROXY, WIDGETS_READY_JS, VoilaServer, chromium_executable, load_config,
)

MAX_PAGES = 60
# Voila's "running cells" spinner gone: the server has run every cell (from voila_pages.py)
CELLS_DONE_JS = "() => !!document.getElementById('rendered_cells') && !document.getElementById('loading')"
FULL_JS = "() => !!document.querySelector('.tarot-error[data-status=\"503\"]')"


def preheat_config_dir(page: str, pool: int) -> Path:
    """A config folder for Voila (``--Voila.config_file_paths``): the project's voila.json
    and voila.py, without the prelaunch hook, with a pool of ``pool`` preheated kernels
    for ``page``."""
    import shutil
    import tempfile
    from voila_server import CONFIG, PY_CONFIG

    folder = Path(tempfile.mkdtemp(prefix="tarotlib-preheat-"))
    shutil.copy(CONFIG, folder / "voila.json")
    (folder / "voila.py").write_text(
        f"exec(compile(open({str(PY_CONFIG)!r}).read(), {str(PY_CONFIG)!r}, 'exec'))\n"
        "c.VoilaConfiguration.prelaunch_hook = None\n"
        "c.VoilaConfiguration.preheat_kernel = True\n"
        f"c.VoilaKernelManager.kernel_pools_config = {{'default': {{'pool_size': 0}}, "
        f"{page!r}: {{'pool_size': {pool}}}}}\n")
    return folder


def rss_mib(server: VoilaServer) -> tuple[float, float, int]:
    """(server RSS, kernels' RSS summed, kernel count), in MiB."""
    import psutil
    if server.process is None:
        return 0.0, 0.0, 0
    try:
        main = psutil.Process(server.process.pid).memory_info().rss
    except psutil.Error:
        return 0.0, 0.0, 0
    kernels = 0
    count = 0
    for pid in server.kernels().values():
        try:
            kernels += psutil.Process(pid).memory_info().rss
            count += 1
        except psutil.Error:
            pass
    return main / 2**20, kernels / 2**20, count


def cpu_seconds(server: VoilaServer) -> tuple[float, float]:
    """CPU seconds used so far by (the Voila server with its live kernels, the
    Chromium processes this script runs)."""
    import os
    import psutil

    def used(process) -> float:
        try:
            times = process.cpu_times()
            return times.user + times.system
        except psutil.Error:
            return 0.0

    served = 0.0
    if server.process is not None:
        try:
            served = used(psutil.Process(server.process.pid))
            served += sum(used(child) for child in psutil.Process(server.process.pid).children(recursive=True))
        except psutil.Error:
            pass
    browser = 0.0
    for child in psutil.Process(os.getpid()).children(recursive=True):
        try:
            if "chrom" in child.name().lower():
                browser += used(child)
        except psutil.Error:
            pass
    return served, browser


async def open_one(browser, url: str, timeout_s: float, start_at: float) -> dict:
    """One learner: a fresh context, goto, wait for widgets (or the full page)."""
    context = await browser.new_context(viewport={"width": 1280, "height": 900}, proxy=OFFLINE_PROXY)
    page = await context.new_page()
    await asyncio.sleep(max(0.0, start_at - time.monotonic()))  # everyone at the same moment
    start = time.perf_counter()
    result = {"context": context, "page": page}
    try:
        response = await page.goto(url, wait_until="commit", timeout=timeout_s * 1000)
        result["first_byte"] = time.perf_counter() - start
        status = response.status if response else None
        if status == 503:
            await page.wait_for_function(FULL_JS, timeout=timeout_s * 1000)
            result.update(outcome="full", seconds=time.perf_counter() - start)
            return result
        if status != 200:
            result.update(outcome=f"http {status}", seconds=time.perf_counter() - start)
            return result
        remaining = max(1.0, timeout_s - (time.perf_counter() - start))
        await page.wait_for_function(CELLS_DONE_JS, timeout=remaining * 1000, polling=100)
        result["cells_done"] = time.perf_counter() - start
        remaining = max(1.0, timeout_s - (time.perf_counter() - start))
        await page.wait_for_function(WIDGETS_READY_JS, timeout=remaining * 1000, polling=100)
        result.update(outcome="interactive", seconds=time.perf_counter() - start)
    except Exception as error:  # timeout, crash: counted, never raised
        name = type(error).__name__
        result.update(outcome="timeout" if "Timeout" in name else f"error: {str(error).splitlines()[0][:80]}",
                      seconds=time.perf_counter() - start)
    return result


def fetch_page(url: str, timeout_s: float) -> dict:
    """One learner without a browser: GET the page (the server runs it while sending it),
    then send the close request as the page would (POST voila/api/shutdown/<kernel>)."""
    import http.cookiejar
    import re
    import urllib.error
    import urllib.request
    jar = http.cookiejar.CookieJar()
    opener = urllib.request.build_opener(urllib.request.ProxyHandler({}),
                                         urllib.request.HTTPCookieProcessor(jar))
    start = time.perf_counter()
    try:
        with opener.open(url, timeout=timeout_s) as response:
            body = response.read().decode("utf-8", "replace")
    except urllib.error.HTTPError as error:
        error.read()
        return {"outcome": "full" if error.code == 503 else f"http {error.code}",
                "seconds": time.perf_counter() - start}
    except Exception as error:  # a benchmark counts failures, never raises
        return {"outcome": f"error: {type(error).__name__}", "seconds": time.perf_counter() - start}
    seconds = time.perf_counter() - start
    match = re.search(r'"kernelId": "([0-9a-f-]{36})"', body)
    token = next((c.value for c in jar if c.name == "_xsrf"), None)
    return {"outcome": "served", "seconds": seconds, "opener": opener,
            "kernel": match.group(1) if match else None, "token": token}


async def http_round(server: VoilaServer, url: str, n: int, args) -> dict:
    from concurrent.futures import ThreadPoolExecutor
    import urllib.request
    stop, peak = asyncio.Event(), {}
    sampler = asyncio.create_task(sample_memory(server, stop, peak))
    cpu_before = cpu_seconds(server)
    loop = asyncio.get_running_loop()
    pool = ThreadPoolExecutor(max_workers=n)
    futures = [loop.run_in_executor(pool, fetch_page, url, args.timeout) for _ in range(n)]
    done, _ = await asyncio.wait(futures, timeout=args.timeout + 30)
    results = [f.result() if f in done else {"outcome": "timeout", "seconds": args.timeout} for f in futures]
    pool.shutdown(wait=False, cancel_futures=True)
    cpu_after = cpu_seconds(server)
    await asyncio.sleep(1)
    stop.set()
    await sampler
    kernels_open = len(server.kernels())
    for result in results:  # the close requests
        if result.get("kernel") and result.get("token"):
            request = urllib.request.Request(f"{server.base_url}voila/api/shutdown/{result['kernel']}",
                                             data=b"", method="POST", headers={"X-XSRFToken": result["token"]})
            try:
                result["opener"].open(request, timeout=30).close()
            except Exception:
                pass
    await asyncio.sleep(5)
    served = sorted(r["seconds"] for r in results if r["outcome"] == "served")
    full = sorted(r["seconds"] for r in results if r["outcome"] == "full")
    outcomes = [r["outcome"] for r in results]
    return {"pages": n, "mode": "no-browser", "served": len(served), "server_full": len(full),
            "failed": {o: outcomes.count(o) for o in set(outcomes) if o not in ("served", "full")},
            "median_s": round(statistics.median(served), 2) if served else None,
            "max_s": round(served[-1], 2) if served else None,
            "full_page_max_s": round(full[-1], 2) if full else None,
            "cpu_s": {"server_and_kernels": round(cpu_after[0] - cpu_before[0], 1)},
            "peak_mib": {k: round(v) for k, v in peak.items()}, "kernels_open": kernels_open,
            "kernels_5s_after_close": len(server.kernels())}


def report_http(row: dict, max_kernels) -> None:
    n = row["pages"]
    print(f"\nN = {n} pages at once, no browser (the server's part only)")
    print(f"  pages served: {row['served']}/{n}"
          + (f"   'server is full' page: {row['server_full']} (within {row['full_page_max_s']} s)"
             if row["server_full"] else "") + (f"   failed: {row['failed']}" if row["failed"] else ""))
    if row["median_s"] is not None:
        print(f"  time until the whole page (every cell run) arrived: median {row['median_s']:.1f} s, "
              f"max {row['max_s']:.1f} s")
    cpu = row["cpu_s"]["server_and_kernels"]
    print(f"  CPU: Voila and its kernels {cpu} s ({cpu / n:.1f} s a page); memory peak "
          f"{row['peak_mib'].get('total', 0)} MiB ({row['peak_mib'].get('count', 0)} kernels; limit {max_kernels})")
    print(f"  kernels alive 5 s after the close requests: {row['kernels_5s_after_close']}")


async def sample_memory(server: VoilaServer, stop: asyncio.Event, peak: dict) -> None:
    while not stop.is_set():
        main, kernels, count = rss_mib(server)
        if main + kernels > peak.get("total", 0):
            peak.update(total=main + kernels, server=main, kernels=kernels, count=count)
        peak["max_kernels_seen"] = max(peak.get("max_kernels_seen", 0), count)
        try:
            await asyncio.wait_for(stop.wait(), 0.5)
        except TimeoutError:
            pass


async def wait_kernels(server: VoilaServer, deadline: float, standing: int = 0) -> int:
    """Wait until at most ``standing`` kernels (a preheated pool) are alive; how many more are."""
    while time.monotonic() < deadline:
        if len(server.kernels()) <= standing:
            return 0
        await asyncio.sleep(1)
    return max(0, len(server.kernels()) - standing)


async def one_round(browser, server: VoilaServer, url: str, n: int, args, run_deadline: float) -> dict:
    culling = load_config().get("MappingKernelManager", {})
    for arg in args.voila_arg:  # what the command line gives Voila wins
        for key in ("cull_idle_timeout", "cull_interval"):
            if arg.startswith(f"--MappingKernelManager.{key}="):
                culling[key] = float(arg.split("=", 1)[1])
    stop, peak = asyncio.Event(), {}
    sampler = asyncio.create_task(sample_memory(server, stop, peak))
    cpu_before = cpu_seconds(server)
    start_at = time.monotonic() + 2.0 + 0.05 * n  # contexts are made first
    results = await asyncio.gather(*(open_one(browser, url, args.timeout, start_at) for _ in range(n)))
    await asyncio.sleep(2)  # let the last kernels settle
    settled_server, settled_kernels, alive_open = rss_mib(server)
    cpu_after = cpu_seconds(server)
    stop.set()
    await sampler

    # close every page as a learner closes a tab: beforeunload runs (Voila's beacon)
    closed_at = time.monotonic()
    for result in results:
        try:
            await result["page"].close(run_before_unload=True)
        except Exception:
            pass
    await asyncio.sleep(10)
    after_close = max(0, len(server.kernels()) - args.preheat)  # a preheated pool stays
    for result in results:
        try:
            await result["context"].close()
        except Exception:
            pass
    cull_s = None
    left = after_close
    if after_close:
        limit = culling.get("cull_idle_timeout", 600) + 2 * culling.get("cull_interval", 60) + 20
        deadline = min(closed_at + min(limit, args.cull_wait), run_deadline)
        left = await wait_kernels(server, deadline, args.preheat)
        cull_s = time.monotonic() - closed_at if left == 0 else None

    outcomes = [r["outcome"] for r in results]
    ready = sorted(r["seconds"] for r in results if r["outcome"] == "interactive")
    full = sorted(r["seconds"] for r in results if r["outcome"] == "full")
    cells = sorted(r["cells_done"] for r in results if "cells_done" in r)
    return {
        "pages": n,
        "interactive": len(ready),
        "server_full": len(full),
        "failed": {o: outcomes.count(o) for o in set(outcomes) if o not in ("interactive", "full")},
        "median_s": round(statistics.median(ready), 2) if ready else None,
        "max_s": round(ready[-1], 2) if ready else None,
        "full_page_max_s": round(full[-1], 2) if full else None,
        "cells_done_median_s": round(statistics.median(cells), 2) if cells else None,
        "cells_done_max_s": round(cells[-1], 2) if cells else None,
        "cpu_s": {"server_and_kernels": round(cpu_after[0] - cpu_before[0], 1),
                  "browsers": round(cpu_after[1] - cpu_before[1], 1)},
        "kernels_open": alive_open,
        "peak_mib": {k: round(v) for k, v in peak.items()},
        "settled_mib": {"server": round(settled_server), "kernels": round(settled_kernels)},
        "kernels_10s_after_close": after_close,
        "kernels_after_cull": left,
        "cull_s": round(cull_s) if cull_s else None,
    }


def report(row: dict, max_kernels) -> None:
    n = row["pages"]
    print(f"\nN = {n} pages at once")
    print(f"  interactive: {row['interactive']}/{n}"
          + (f"   'server is full' page: {row['server_full']} (all within {row['full_page_max_s']} s)"
             if row["server_full"] else "")
          + (f"   failed: {row['failed']}" if row["failed"] else ""))
    if row["median_s"] is not None:
        print(f"  time to widgets: median {row['median_s']:.1f} s, max {row['max_s']:.1f} s"
              + (f"  (cells run on the server: median {row['cells_done_median_s']:.1f} s, "
                 f"max {row['cells_done_max_s']:.1f} s)" if row["cells_done_median_s"] is not None else ""))
    cpu = row["cpu_s"]
    print(f"  CPU used while the pages opened: Voila and its kernels {cpu['server_and_kernels']} s "
          f"({cpu['server_and_kernels'] / n:.1f} s a page), the browsers {cpu['browsers']} s")
    peak = row["peak_mib"]
    print(f"  memory: peak {peak.get('total', 0)} MiB (server {peak.get('server', 0)} + "
          f"{peak.get('count', 0)} kernels {peak.get('kernels', 0)}); with the pages open: server "
          f"{row['settled_mib']['server']} + kernels {row['settled_mib']['kernels']} MiB "
          f"({row['kernels_open']} kernels; limit {max_kernels})")
    cull = (f"; after the cull ({row['cull_s']} s after closing): {row['kernels_after_cull']}"
            if row["kernels_10s_after_close"] else "")
    print(f"  kernels alive 10 s after the pages closed: {row['kernels_10s_after_close']}{cull}")
    if row["kernels_10s_after_close"] and row["cull_s"] is None:
        print(f"  ({row['kernels_after_cull']} kernel(s) still alive when the wait ended)")


async def main_async(args) -> int:
    from playwright.async_api import async_playwright

    chromium = chromium_executable()
    if chromium is None:
        print("Chromium not found (/usr/bin/chromium or $TAROTLIB_CHROMIUM): apt-get install chromium")
        return 1
    counts = [min(max(1, n), MAX_PAGES) for n in args.counts]
    run_deadline = time.monotonic() + args.max_minutes * 60
    logs = ROOT / "benchmarks" / "results"
    server = VoilaServer(root=NOTEBOOKS, extra_args=args.voila_arg, log_path=logs / "voila-class.log")
    max_kernels = load_config().get("LimitedKernelManager", {}).get("max_kernels")
    for arg in args.voila_arg:
        if arg.startswith("--LimitedKernelManager.max_kernels="):
            max_kernels = int(arg.split("=", 1)[1])
    rows = []
    if args.preheat:
        folder = preheat_config_dir(args.page, args.preheat)
        server.extra_args = [f"--Voila.config_file_paths={folder}", *server.extra_args]
    server.start()
    if args.preheat:  # the pool fills in the background: wait for it
        deadline = time.monotonic() + 60
        while len(server.kernels()) < args.preheat and time.monotonic() < deadline:
            await asyncio.sleep(0.5)
        await asyncio.sleep(5)
    try:
        url = server.url(args.page)
        main, _, _ = rss_mib(server)
        print(f"Voila serving {args.page} on {server.base_url} (idle: {main:.0f} MiB); "
              f"kernel limit {max_kernels}; extra Voila options: {args.voila_arg or 'none'}"
              + (f"; preheated kernels for the page: {args.preheat} (no XSRF cookie hook)" if args.preheat else ""))
        if args.no_browser:
            for n in counts:
                if time.monotonic() > run_deadline:
                    break
                row = await http_round(server, url, n, args)
                report_http(row, max_kernels)
                rows.append(row)
                await wait_kernels(server, time.monotonic() + 30)
            counts = []
        async with async_playwright() as playwright:
            for n in counts:
                if time.monotonic() > run_deadline:
                    print(f"\nstopping: --max-minutes {args.max_minutes} reached")
                    break
                browser = await playwright.chromium.launch(
                    executable_path=chromium, headless=True, args=CHROMIUM_ARGS)
                try:
                    row = await one_round(browser, server, url, n, args, run_deadline)
                finally:
                    await browser.close()
                report(row, max_kernels)
                rows.append(row)
                if row["kernels_after_cull"]:
                    print("  (kernels left over: the next round starts with them)")
    finally:
        server.stop()
    out = logs / "class_load.json"
    out.parent.mkdir(parents=True, exist_ok=True)
    out = out.with_name(f"class_load-preheat{args.preheat}.json") if args.preheat else out
    out = out.with_name("class_load-no-browser.json") if args.no_browser else out
    out.write_text(json.dumps({"page": args.page, "voila_args": args.voila_arg, "preheat": args.preheat,
                               "max_kernels": max_kernels, "rounds": rows}, indent=2) + "\n")
    print(f"\nfigures written to {out.relative_to(ROOT)}; Voila's log: {(logs / 'voila-class.log').relative_to(ROOT)}")
    return 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("counts", nargs="*", type=int, default=[10, 20, 30],
                        help=f"pages opened at once, one round each (default 10 20 30; at most {MAX_PAGES})")
    parser.add_argument("--page", default="en/maison-tarot.ipynb", help="notebook under notebooks/")
    parser.add_argument("--timeout", type=float, default=240, help="seconds before a page counts as failed")
    parser.add_argument("--cull-wait", type=float, default=330,
                        help="most seconds to wait for the cull after the pages close")
    parser.add_argument("--max-minutes", type=float, default=40, help="the whole run stops after this")
    parser.add_argument("--no-browser", action="store_true",
                        help="plain HTTP requests instead of browsers: the server's part alone")
    parser.add_argument("--preheat", type=int, default=0, metavar="POOL",
                        help="measure POOL preheated kernels for --page (without the XSRF cookie hook)")
    parser.add_argument("--voila-arg", action="append", default=[],
                        help="an extra Voila option, e.g. --voila-arg=--preheat_kernel=True (repeatable)")
    args = parser.parse_args(argv)
    return asyncio.run(main_async(args))


if __name__ == "__main__":
    sys.exit(main())
