"""Serving: Voila with the project's configuration draws widgets, answers clicks,
shuts a closed page's kernel down by the page's own close request (XSRF checks on),
culls the kernels of pages that went away without it, shows a clean "server is full"
page beyond the kernel limit and clean pages for the server's own errors, and the
landing page's relative links lead to the tutorials.
"""

from __future__ import annotations

import json
import os
import re
import signal
import subprocess
import sys
import time
import urllib.error
import urllib.request
import uuid
from http.cookiejar import CookieJar
from pathlib import PurePosixPath
from urllib.parse import unquote, urljoin, urlsplit

import pytest

from voila_server import (
    CONFIG, LANDING, NOTEBOOKS, PY_CONFIG, ROOT, SHARE, WIDGETS_READY_JS, VoilaServer, free_port,
)

pytestmark = pytest.mark.browser

MINIMAL = "minimal.ipynb"
BROKEN = "broken_kernel.ipynb"  # its kernel cannot start (voila_limited's kernel spec): a server error
BROKEN_KERNEL = "tarotlib-broken-kernel"
PAGES = ROOT / "tests" / "browser" / "pages"
LOGS = ROOT / "test-artifacts" / "logs"
MAX_KERNELS = 2  # voila_limited's kernel limit
FULL_EN = "The server is full, try again in a minute"
FULL_NL = "De server is vol, probeer het over een minuut opnieuw"
# what a clean error page never shows
LEAKS = ("Traceback", "Exception", "Error:", "File \"", ".py\"", "no-such-python")


def _walk(node, path=()):
    """Every (key path, value) pair of a JSON document."""
    if isinstance(node, dict):
        for key, value in node.items():
            yield path + (key,), value
            yield from _walk(value, path + (key,))
    elif isinstance(node, list):
        for index, value in enumerate(node):
            yield from _walk(value, path + (index,))


def _kernel_id(page) -> str:
    return page.evaluate("JSON.parse(document.getElementById('jupyter-config-data').textContent).kernelId")


def _kernel_known(server: VoilaServer, kernel_id: str) -> bool:
    """Whether Voila's REST API still knows the kernel."""
    try:
        with urllib.request.build_opener(urllib.request.ProxyHandler({})).open(
                f"{server.base_url}api/kernels/{kernel_id}", timeout=10) as response:
            return response.status == 200
    except urllib.error.HTTPError as error:
        if error.code == 404:
            return False
        raise


@pytest.fixture(scope="module")
def voila_limited(tmp_path_factory):
    """tests/browser/pages/ with the real configuration (culling after minutes, so only a
    close request can end a kernel within seconds) and a kernel limit of MAX_KERNELS;
    plus a kernel spec whose program does not exist, so that BROKEN fails on the server."""
    data = tmp_path_factory.mktemp("jupyter-data")
    spec = data / "kernels" / BROKEN_KERNEL
    spec.mkdir(parents=True)
    spec.joinpath("kernel.json").write_text(json.dumps({
        "argv": [str(data / "no-such-python"), "-m", "ipykernel_launcher", "-f", "{connection_file}"],
        "display_name": "Broken kernel (tests)", "language": "python"}))
    server = VoilaServer(root=PAGES, extra_args=[f"--LimitedKernelManager.max_kernels={MAX_KERNELS}"],
                         log_path=LOGS / "voila-limited.log", jupyter_path=[data])
    server.start()
    yield server
    server.stop()


def _wait_no_kernels(server: VoilaServer, seconds: float) -> dict:
    deadline = time.monotonic() + seconds
    while server.kernels() and time.monotonic() < deadline:
        time.sleep(0.2)
    return server.kernels()


def _open(context, url: str):
    page = context.new_page()
    page.errors = []
    page.on("pageerror", lambda error: page.errors.append(str(error)))
    response = page.goto(url, timeout=60_000)
    return page, response


# -- configuration ------------------------------------------------------------------

@pytest.mark.parametrize("name", ["voila.json", "binder/jupyter_server_config.json"])
def test_config_keeps_xsrf_on_and_culls_idle_kernels(name):
    config = json.loads((ROOT / name).read_text(encoding="utf-8"))
    for path, value in _walk(config):
        key = str(path[-1])
        assert key != "disable_check_xsrf", f"{name}: XSRF checks must stay on ({'.'.join(map(str, path))})"
        assert not (key == "xsrf_cookies" and value is False), f"{name}: XSRF cookies must stay on"
    culling = config["MappingKernelManager"]
    assert culling["cull_idle_timeout"] > 0 and culling["cull_interval"] > 0
    assert culling["cull_interval"] <= culling["cull_idle_timeout"]
    assert "cull_connected" in culling


def test_voila_config_denies_jupytext_and_pins_the_port():
    config = json.loads(CONFIG.read_text(encoding="utf-8"))
    assert "jupyterlab-jupytext" in config["VoilaConfiguration"]["extension_denylist"]
    # kernels of pages that went away are culled within a few minutes
    culling = config["MappingKernelManager"]
    assert culling["cull_connected"] is False
    assert culling["cull_idle_timeout"] + culling["cull_interval"] <= 300
    # a limit on live kernels, and the template with the pages for it and for errors
    assert config["LimitedKernelManager"]["max_kernels"] > 0
    template = SHARE / "voila" / "templates" / config["VoilaConfiguration"]["template"]
    for name in ("conf.json", "error.html", "404.html", "500.html", "503.html"):
        assert (template / name).is_file(), f"{template / name} is missing"
    assert "prelaunch_hook" in PY_CONFIG.read_text(encoding="utf-8")
    assert config["Voila"]["ip"] == "127.0.0.1"
    # no silent move to another port: scripts/start prints the address it asked for
    assert config["Voila"]["port_retries"] == 0


def test_xsrf_is_enforced(voila_pages):
    """A POST without the XSRF token is refused (403); with it, it gets through the check."""
    jar = CookieJar()
    opener = urllib.request.build_opener(urllib.request.ProxyHandler({}), urllib.request.HTTPCookieProcessor(jar))
    opener.open(voila_pages.base_url, timeout=10).close()  # sets the _xsrf cookie
    token = next((cookie.value for cookie in jar if cookie.name == "_xsrf"), None)
    assert token, "Voila set no _xsrf cookie"
    url = f"{voila_pages.base_url}voila/api/shutdown/{uuid.uuid4()}"

    def post(headers):
        request = urllib.request.Request(url, data=b"", method="POST", headers=headers)
        try:
            with opener.open(request, timeout=10) as response:
                return response.status, b""
        except urllib.error.HTTPError as error:
            return error.code, error.read()

    status, body = post({})
    assert status == 403 and b"_xsrf" in body, (status, body)
    status, body = post({"X-XSRFToken": token})
    assert status == 404, (status, body)  # past the XSRF check: the kernel does not exist


# -- widgets in a real browser ---------------------------------------------------------

def test_minimal_page_widgets_render_and_answer_a_click(voila_pages, open_page, artifacts):
    page = open_page(voila_pages.url(MINIMAL), wait_for=".minimal-button")
    label = page.locator(".minimal-label")
    assert label.inner_text() == "clicked 0 times"
    page.locator(".minimal-button").click()
    page.wait_for_function(
        "document.querySelector('.minimal-label').innerText === 'clicked 1 times'", timeout=10_000)
    page.locator(".minimal-button").click()
    page.wait_for_function(
        "document.querySelector('.minimal-label').innerText === 'clicked 2 times'", timeout=10_000)
    page.screenshot(path=str(artifacts / "serving-minimal.png"), full_page=True)
    assert page.errors == []
    page.close()


def test_the_loading_spinner_draws_few_frames(voila_pages, open_page):
    """The tarotlib template's spinner (spinner.macro.html.j2): 4 frames a second and still
    skeleton lines, so waiting pages cost a class's browsers little."""
    page = open_page(voila_pages.url(MINIMAL), wait_for=".minimal-button")
    styles = page.evaluate("""() => [...document.querySelectorAll('style')].map((s) => s.textContent).join('')""")
    assert ".spinner { animation-timing-function: steps(8); }" in styles
    assert "animation: rotation 2s infinite linear" in styles  # Voila's own spinner, slowed
    page.close()


def test_closed_page_kernel_is_culled(voila_pages, open_page):
    page = open_page(voila_pages.url(MINIMAL), wait_for=".minimal-button")
    kernel_id = _kernel_id(page)
    assert kernel_id in voila_pages.kernels(), voila_pages.kernels()
    assert _kernel_known(voila_pages, kernel_id)

    page.close()
    deadline = time.monotonic() + voila_pages.cull_idle_timeout + 2 * voila_pages.cull_interval + 15
    # the process ends a moment before Voila forgets the kernel: wait for both
    while time.monotonic() < deadline and (
            kernel_id in voila_pages.kernels() or _kernel_known(voila_pages, kernel_id)):
        time.sleep(0.25)
    assert kernel_id not in voila_pages.kernels(), "the closed page's kernel is still running"
    assert not _kernel_known(voila_pages, kernel_id), "Voila still lists the closed page's kernel"


def test_closed_page_kernel_is_shut_down_by_its_close_request(voila_limited, context):
    """Closing a tab runs Voila's beforeunload beacon (POST voila/api/shutdown/<kernel>
    with the _xsrf cookie's value). The page itself sets that cookie (etc/jupyter/voila.py),
    so the beacon passes the XSRF check, and the kernel ends within seconds: culling
    would take minutes here."""
    assert not _wait_no_kernels(voila_limited, 15), "kernels left over from an earlier test"
    page, response = _open(context, voila_limited.url(MINIMAL))
    assert response.status == 200
    page.wait_for_function(WIDGETS_READY_JS, timeout=60_000)
    assert any(c["name"] == "_xsrf" for c in context.cookies(voila_limited.base_url)), \
        "the rendered page set no _xsrf cookie: its close request would be refused"
    kernel_id = _kernel_id(page)
    assert kernel_id in voila_limited.kernels()

    started = time.monotonic()
    page.close(run_before_unload=True)  # as a learner closes the tab
    deadline = started + 15
    while time.monotonic() < deadline and (
            kernel_id in voila_limited.kernels() or _kernel_known(voila_limited, kernel_id)):
        time.sleep(0.1)
    assert kernel_id not in voila_limited.kernels(), "the closed page's kernel is still running"
    assert not _kernel_known(voila_limited, kernel_id)
    log = voila_limited.log_path.read_text(encoding="utf-8", errors="replace")
    assert f"Kernel shutdown: {kernel_id}" in log
    assert "403 POST" not in log, "a close request was refused"
    assert f"Culling kernel {kernel_id}" not in log and "due to" not in log


def test_full_server_page_beyond_the_kernel_limit(voila_limited, context, artifacts):
    """Past max_kernels a new page gets HTTP 503 and a clean page in both languages; when
    a learner closes a page, the next try gets a working page."""
    assert not _wait_no_kernels(voila_limited, 15), "kernels left over from an earlier test"
    pages = []
    try:
        for _ in range(MAX_KERNELS):
            page, response = _open(context, voila_limited.url(MINIMAL))
            pages.append(page)
            assert response.status == 200
            page.wait_for_function(WIDGETS_READY_JS, timeout=60_000)
        assert len(voila_limited.kernels()) == MAX_KERNELS

        started = time.monotonic()
        full, response = _open(context, voila_limited.url(MINIMAL))
        pages.append(full)
        assert response.status == 503
        assert time.monotonic() - started < 10, "the full page should come at once"
        text = full.locator("main").inner_text()
        assert FULL_EN in text and FULL_NL in text, text
        assert not any(leak in full.content() for leak in LEAKS), full.content()
        full.screenshot(path=str(artifacts / "serving-server-full.png"), full_page=True)
        assert len(voila_limited.kernels()) == MAX_KERNELS, "the refused page started a kernel"

        # a place comes free: the limit counts the kernel manager's own list, which lets a
        # kernel go only after its process has ended and its files are cleaned up, so wait
        # for that list (the REST API), not for the process
        closed = pages.pop(0)
        closed_kernel = _kernel_id(closed)
        closed.close(run_before_unload=True)
        assert _wait_until(lambda: not _kernel_known(voila_limited, closed_kernel), 15), \
            "no place came free"
        with full.expect_navigation():
            full.locator(".tarot-retry").click()
        full.wait_for_function(WIDGETS_READY_JS, timeout=60_000)
        assert full.locator(".minimal-button").count() == 1
        assert full.errors == []
    finally:  # a failure here must not leave kernels for the next test
        for page in pages:
            page.close(run_before_unload=True)
    assert not _wait_no_kernels(voila_limited, 15)


def test_server_errors_are_clean_pages(voila_limited, context, artifacts):
    """A page whose kernel cannot start (500) and a notebook that does not exist (404):
    the tarotlib template's pages, in both languages, with no traceback or exception
    text and no missing template."""
    page, response = _open(context, voila_limited.url(BROKEN))
    assert response.status == 500
    html = page.content()
    assert page.locator(".tarot-error").count() == 1, html
    text = page.locator("main").inner_text()
    assert "Something went wrong on the server" in text and "Er ging iets mis op de server" in text
    assert not any(leak in html for leak in LEAKS), html
    page.screenshot(path=str(artifacts / "serving-error-500.png"), full_page=True)
    page.close()

    page, response = _open(context, voila_limited.url("no-such-page.ipynb"))
    assert response.status == 404
    text = page.locator("main").inner_text()
    assert "This page does not exist" in text and "Deze pagina bestaat niet" in text
    assert page.locator(f'a[href$="/voila/render/{LANDING}"]').count() == 1
    page.close()
    log = voila_limited.log_path.read_text(encoding="utf-8", errors="replace")
    assert "TemplateNotFound" not in log and "Uncaught exception in write_error" not in log
    assert not _wait_no_kernels(voila_limited, 15)


def _wait_until(condition, seconds: float) -> bool:
    deadline = time.monotonic() + seconds
    while not condition() and time.monotonic() < deadline:
        time.sleep(0.1)
    return bool(condition())


def test_open_idle_page_outlives_the_cull_timeout(voila_pages, open_page):
    """Culling takes only kernels without a page (cull_connected is false): a learner
    who reads for a while and then clicks still has a working page."""
    page = open_page(voila_pages.url(MINIMAL), wait_for=".minimal-button")
    kernel_id = _kernel_id(page)
    time.sleep(voila_pages.cull_idle_timeout + 3 * voila_pages.cull_interval + 1)
    assert kernel_id in voila_pages.kernels()
    page.locator(".minimal-button").click()
    page.wait_for_function(
        "document.querySelector('.minimal-label').innerText === 'clicked 1 times'", timeout=10_000)
    page.close()


# -- the tutorials' landing page ----------------------------------------------------

def _links_to_notebooks(page) -> list[tuple[str, str]]:
    """(href as written, absolute URL) of every link on the page to a notebook."""
    pairs = page.evaluate("""() => [...document.querySelectorAll('#rendered_cells a[href]')]
        .map(a => [a.getAttribute('href'), a.href])""")
    return [(raw, url) for raw, url in pairs if urlsplit(url).path.endswith(".ipynb")]


def _served_file(server: VoilaServer, url: str):
    path = urlsplit(url).path
    prefix = "/voila/render/"
    assert path.startswith(prefix), f"{url} leaves Voila's /voila/render/ pages"
    return NOTEBOOKS / PurePosixPath(unquote(path[len(prefix):]))


def test_landing_page_links_resolve_to_the_tutorials(voila, open_page, artifacts):
    if not (NOTEBOOKS / LANDING).is_file():
        pytest.skip("notebooks/index.ipynb does not exist yet")
    landing = open_page(voila.url(LANDING))
    landing.screenshot(path=str(artifacts / "serving-landing.png"), full_page=True)
    links = _links_to_notebooks(landing)
    assert links, "the landing page links to no notebook"
    for raw, url in links:
        assert not urlsplit(raw).scheme and not raw.startswith("/"), f"{raw}: use a relative link"
        assert _served_file(voila, url).is_file(), f"{raw} -> {url}: no such notebook"
    hrefs = {urlsplit(url).path for _, url in links}
    for lang in ("en", "nl"):
        if (NOTEBOOKS / lang / "index.ipynb").is_file():
            assert f"/voila/render/{lang}/index.ipynb" in hrefs, f"no link to {lang}/index.ipynb"

    # follow one link in the browser, as a learner would, and check that page's links
    target = next((raw for raw, url in links if urlsplit(url).path.endswith("/en/index.ipynb")), links[0][0])
    with landing.expect_navigation():
        landing.locator(f'#rendered_cells a[href="{target}"]').first.click()
    landing.wait_for_function(WIDGETS_READY_JS, timeout=60_000)
    assert landing.url == urljoin(voila.url(LANDING), target)
    landing.screenshot(path=str(artifacts / "serving-followed-link.png"), full_page=True)
    for raw, url in _links_to_notebooks(landing):
        assert _served_file(voila, url).is_file(), f"{landing.url}: {raw} -> {url}: no such notebook"
    assert landing.errors == []
    landing.close()

    # the other language indexes: their links to the tutorials resolve too
    for _, url in links:
        if url.endswith("/index.ipynb") and url != urljoin(voila.url(LANDING), target):
            index = open_page(url)
            tutorials = _links_to_notebooks(index)
            for raw, link in tutorials:
                assert _served_file(voila, link).is_file(), f"{url}: {raw} -> {link}: no such notebook"
            index.close()


# -- scripts/start's server ----------------------------------------------------------

def test_start_prints_the_landing_url_and_stops_cleanly():
    """What scripts/start runs once the venv is ready: serves, prints the page address,
    and on Ctrl-C stops Voila together with its kernels."""
    import psutil

    root = NOTEBOOKS if (NOTEBOOKS / LANDING).is_file() else ROOT / "tests" / "browser" / "pages"
    port = free_port()
    env = {**os.environ, "TAROTLIB_PORT": str(port), "PYTHONUNBUFFERED": "1"}
    process = subprocess.Popen(
        [sys.executable, str(ROOT / "scripts" / "voila_server.py"), "--no-open", "--root", str(root)],
        cwd=ROOT, env=env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True,
        start_new_session=True)
    try:
        lines = []
        deadline = time.monotonic() + 90
        url = None
        while time.monotonic() < deadline and url is None:
            line = process.stdout.readline()
            if not line:
                break
            lines.append(line)
            match = re.search(r"tarotlib tutorials: (\S+)", line)
            url = match.group(1) if match else None
        assert url, "".join(lines)
        expected = (f"http://127.0.0.1:{port}/voila/render/{LANDING}" if root == NOTEBOOKS
                    else f"http://127.0.0.1:{port}/")
        assert url == expected
        opener = urllib.request.build_opener(urllib.request.ProxyHandler({}))
        with opener.open(url, timeout=120) as response:  # renders the page: starts a kernel
            assert response.status == 200
        descendants = psutil.Process(process.pid).children(recursive=True)
        process.send_signal(signal.SIGINT)
        assert process.wait(60) == 0
        gone, alive = psutil.wait_procs(descendants, timeout=20)
        assert not alive, f"left running after Ctrl-C: {[p.pid for p in alive]}"
    finally:
        if process.poll() is None:
            os.killpg(process.pid, signal.SIGKILL)
            process.wait()
        process.stdout.close()
