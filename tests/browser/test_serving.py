"""Serving: Voila with the project's configuration draws widgets, answers clicks,
culls the kernels of closed pages, keeps XSRF checks on, and the landing page's
relative links lead to the tutorials.
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

from voila_server import CONFIG, LANDING, NOTEBOOKS, ROOT, WIDGETS_READY_JS, VoilaServer, free_port

pytestmark = pytest.mark.browser

MINIMAL = "minimal.ipynb"


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
