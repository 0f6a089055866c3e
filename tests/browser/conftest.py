"""Fixtures for tests that open the Voila pages in headless Chromium.

- ``voila``: the tutorials (``notebooks/``) served exactly as ``scripts/start`` serves
  them (same ``voila.json``, same code: ``scripts/voila_server.py``), on a free port.
- ``voila_pages``: the same, serving ``tests/browser/pages/`` with a short idle-kernel
  timeout (``CULL_IDLE_TIMEOUT`` seconds), for the serving tests.
- ``open_page(url)``: a new page, returned once Voila has run the notebook and every
  widget output is drawn. ``page.errors`` collects uncaught JavaScript errors.
- ``artifacts``: ``test-artifacts/screenshots/``, for screenshots.
- Computer players play at a tenth of the normal pace ($TAROTLIB_BOT_PACE, set here).
- The pytest-playwright fixtures (``browser``, ``context``, ``page``) launch Debian's
  Chromium (``/usr/bin/chromium``, or ``$TAROTLIB_CHROMIUM``).

Every test in this folder is marked ``browser`` (``pytest -m "not browser"`` skips them).
If Chromium is missing they are skipped with the reason, except in CI (``CI=true``),
where they fail: ``scripts/test`` installs it.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "scripts"))
from voila_server import (  # noqa: E402
    CHROMIUM_ARGS, NOTEBOOKS, OFFLINE_PROXY, WIDGETS_READY_JS, VoilaServer, chromium_executable,
)

PAGES = Path(__file__).resolve().parent / "pages"
# The computer players of every page these tests open play at a tenth of a learner's
# pace (tarotwidgets.play.PACE_ENV): the same asynchronous path, whole hands quicker.
os.environ.setdefault("TAROTLIB_BOT_PACE", "0.1")
ARTIFACTS = ROOT / "test-artifacts"
CULL_IDLE_TIMEOUT = 4  # seconds, for voila_pages only
CULL_INTERVAL = 1


def in_ci() -> bool:
    return os.environ.get("CI", "").lower() not in ("", "0", "false", "no")


def pytest_collection_modifyitems(config, items):
    here = Path(__file__).resolve().parent
    for item in items:
        if here in Path(str(item.path)).resolve().parents:
            item.add_marker(pytest.mark.browser)


@pytest.fixture(scope="session")
def chromium() -> str:
    path = chromium_executable()
    if path is None:
        message = ("Chromium not found at /usr/bin/chromium (or $TAROTLIB_CHROMIUM): "
                   "install it with `apt-get install chromium` (scripts/test does this)")
        if in_ci():
            pytest.fail(message + " [CI: browser tests may not be skipped]", pytrace=False)
        pytest.skip(message)
    return path


@pytest.fixture(scope="session")
def browser_type_launch_args(browser_type_launch_args, chromium):
    return {**browser_type_launch_args, "executable_path": chromium, "headless": True,
            "args": CHROMIUM_ARGS}


@pytest.fixture(scope="session")
def browser_context_args(browser_context_args):
    """Every page 1280 x 900, and off the network by the browser's own proxy setting
    (OFFLINE_PROXY): requests to other hosts than ours fail at once."""
    return {**browser_context_args, "viewport": {"width": 1280, "height": 900}, "proxy": OFFLINE_PROXY}


@pytest.fixture(scope="session")
def artifacts() -> Path:
    folder = ARTIFACTS / "screenshots"
    folder.mkdir(parents=True, exist_ok=True)
    return folder


def _server(root: Path, name: str, extra_args=()):
    if not root.is_dir():
        pytest.skip(f"{root.relative_to(ROOT)}/ does not exist yet")
    server = VoilaServer(root=root, extra_args=extra_args, log_path=ARTIFACTS / "logs" / f"voila-{name}.log")
    server.start()
    return server


@pytest.fixture(scope="session")
def voila():
    """The tutorials as learners get them; yields the server (``.base_url``, ``.url(nb)``)."""
    server = _server(NOTEBOOKS, "notebooks")
    yield server
    server.stop()


@pytest.fixture(scope="session")
def voila_pages():
    """``tests/browser/pages/`` with the real configuration and a short idle-kernel timeout."""
    server = _server(PAGES, "pages", extra_args=[
        f"--MappingKernelManager.cull_idle_timeout={CULL_IDLE_TIMEOUT}",
        f"--MappingKernelManager.cull_interval={CULL_INTERVAL}",
    ])
    server.cull_idle_timeout, server.cull_interval = CULL_IDLE_TIMEOUT, CULL_INTERVAL
    yield server
    server.stop()


def wait_widgets_ready(page, timeout: float = 60_000) -> None:
    """Wait until Voila has run the notebook and every widget output is drawn."""
    page.wait_for_function(WIDGETS_READY_JS, timeout=timeout)


@pytest.fixture
def open_page(context):
    """``open_page(url, wait_for=None)``: a new page once its widgets are on screen.

    ``wait_for`` is an extra CSS selector to wait for (visible). The page's uncaught
    JavaScript errors are in ``page.errors``.
    """
    def _open(url: str, wait_for: str | None = None, timeout: float = 60_000):
        page = context.new_page()
        page.errors = []
        page.on("pageerror", lambda error: page.errors.append(str(error)))
        page.goto(url, timeout=timeout)
        wait_widgets_ready(page, timeout)
        if wait_for:
            page.wait_for_selector(wait_for, state="visible", timeout=timeout)
        return page
    return _open
