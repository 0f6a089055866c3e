"""Serve the tutorials with Voila, configured by the repository's ``voila.json``.

One way to start Voila for everyone: ``scripts/start`` runs this file, and the browser
tests (``tests/browser/conftest.py``) and ``benchmarks/voila_pages.py`` import
:class:`VoilaServer` from it, so the tests measure and check what a learner gets.

Voila reads ``voila.json`` from its working directory, so the server always runs from
the repository root. The file sets the address, the idle-kernel culling, the kernel
limit, the ``tarotlib`` template (error pages, "the server is full", pages that ask no
other host for anything) and the extension deny list. ``etc/jupyter/voila.py`` (put on JUPYTER_CONFIG_PATH here) adds the two
Python settings: the hook that sets the page's XSRF cookie, so that a closed page's
shutdown request passes the XSRF check, and the kernel manager with the limit; the
template is found through JUPYTER_PATH (``share/jupyter``). XSRF checks stay on
(nothing here or there turns them off).

    python scripts/voila_server.py [--port 8866] [--root notebooks] [--open | --no-open]
"""

from __future__ import annotations

import argparse
import json
import os
import re
import signal
import socket
import subprocess
import sys
import time
import urllib.error
import urllib.request
import webbrowser
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
CONFIG = ROOT / "voila.json"
# the settings that must be Python (XSRF cookie hook, kernel limit): etc/jupyter/voila.py
ETC = ROOT / "etc" / "jupyter"
PY_CONFIG = ETC / "voila.py"
# the repository's Jupyter data folder: the "tarotlib" Voila template (error pages)
SHARE = ROOT / "share" / "jupyter"
NOTEBOOKS = ROOT / "notebooks"
LANDING = "index.ipynb"
DEFAULT_PORT = 8866
PORT_ENV = "TAROTLIB_PORT"
# Headless Debian Chromium as the browser tests and the page benchmark launch it.
CHROMIUM_ARGS = [
    "--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
    "--disable-background-networking", "--disable-component-update", "--disable-sync",
]
# In the browser: has Voila run every cell, and is every widget output drawn?
WIDGETS_READY_JS = """() => {
    if (document.getElementById('loading')) return false;          // Voila still running cells
    const cells = document.getElementById('rendered_cells');
    if (!cells || cells.style.display === 'none') return false;
    // outputs arrive as JSON scripts that the front end replaces with output areas
    if (document.querySelector('script[type="application/vnd.voila.cell-output+json"]')) return false;
    // a widget output reads "Loading widget..." until its view is drawn
    return [...document.querySelectorAll('.jp-OutputArea-output')].every(
        (out) => out.children.length > 0 || !out.textContent.trim().startsWith('Loading widget'));
}"""
LOCAL_HOSTS = ("127.0.0.1", "localhost")
OFFLINE_PROXY = {"server": "http://127.0.0.1:9", "bypass": ",".join(LOCAL_HOSTS)}
"""A browser context's proxy that keeps its pages off the network: a request to another
host goes to port 9 of 127.0.0.1, where nothing listens, and fails at once in the browser
itself, so a page that needs the internet shows it (tests/browser/test_voila_offline.py:
none may; the ``tarotlib`` template drops the CDN links of Voila's "lab" template). Routing each request
through Playwright (``context.route``) refuses them too, but holds up every request of a
page on its way to the test's Python (about 0.8 s a visit, which no learner has), and a
page being closed can lose the request it sends on its way out: Voila's shutdown beacon
then never reached the server, and a closed page's kernel lived on."""

# requests to our own server never go through a proxy (http_proxy may be set for pip)
LOCAL = urllib.request.build_opener(urllib.request.ProxyHandler({}))


def load_config() -> dict:
    """The Voila configuration every server of this project uses."""
    return json.loads(CONFIG.read_text(encoding="utf-8"))


def chromium_executable() -> str | None:
    """Debian's Chromium, or ``$TAROTLIB_CHROMIUM``, or one on the PATH."""
    import shutil
    for candidate in (os.environ.get("TAROTLIB_CHROMIUM"), "/usr/bin/chromium"):
        if candidate and os.access(candidate, os.X_OK):
            return candidate
    return shutil.which("chromium") or shutil.which("chromium-browser")


def free_port() -> int:
    """A TCP port on 127.0.0.1 that nothing listens on right now."""
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def port_is_free(ip: str, port: int) -> bool:
    with socket.socket() as s:
        s.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        try:
            s.bind((ip, port))
        except OSError:
            return False
        return True


def render_url(base_url: str, notebook: str = LANDING) -> str:
    """The address of one page, ``notebook`` relative to the served folder."""
    return f"{base_url.rstrip('/')}/voila/render/{notebook}"


def _descendants(pid: int) -> list:
    """Every descendant process of ``pid`` (``psutil.Process``; kernels run in their own
    session, so they are not in the server's process group)."""
    try:
        import psutil  # comes with ipykernel
    except ImportError:  # pragma: no cover
        return []
    try:
        return psutil.Process(pid).children(recursive=True)
    except psutil.Error:
        return []


def compile_packages() -> None:
    """Write the bytecode of tarotlib and tarotwidgets before any kernel imports them.

    An editable install leaves them without ``.pyc`` files, and where
    PYTHONDONTWRITEBYTECODE is set (as on these machines) no import ever writes them, so
    every page's kernel would compile both packages from source again: about 45 ms of
    each page's opening (benchmarks/voila_pages.py). Quick when they are up to date;
    a folder that cannot be written is left as it is.
    """
    import compileall
    import importlib.util

    for name in ("tarotlib", "tarotwidgets"):
        spec = importlib.util.find_spec(name)
        for folder in (spec.submodule_search_locations or []) if spec else []:
            compileall.compile_dir(folder, quiet=2)


class VoilaServer:
    """A Voila process serving ``root`` on 127.0.0.1:``port``.

    ``extra_args`` are Voila command-line options; they take precedence over
    ``voila.json`` (the tests use them to shorten the culling timeout).
    ``jupyter_path`` are more Jupyter data folders (kernel specs, templates), after the
    repository's own.
    """

    def __init__(self, root: Path | str = NOTEBOOKS, port: int | None = None,
                 extra_args: list[str] | tuple[str, ...] = (), log_path: Path | str | None = None,
                 jupyter_path: list[Path | str] | tuple[Path | str, ...] = ()):
        self.root = Path(root).resolve()
        self.jupyter_path = [str(p) for p in jupyter_path]
        self.port = port if port is not None else free_port()
        self.extra_args = list(extra_args)
        self.log_path = Path(log_path) if log_path else None
        self.process: subprocess.Popen | None = None
        self._log = None

    @property
    def ip(self) -> str:
        return load_config().get("Voila", {}).get("ip", "127.0.0.1")

    @property
    def base_url(self) -> str:
        return f"http://{self.ip}:{self.port}/"

    def url(self, notebook: str = LANDING) -> str:
        return render_url(self.base_url, notebook)

    def command(self) -> list[str]:
        return [sys.executable, "-m", "voila", str(self.root), f"--port={self.port}",
                "--no-browser", *self.extra_args]

    def environment(self) -> dict[str, str]:
        """The server's environment: ours, with the repository's etc/jupyter first on
        JUPYTER_CONFIG_PATH (voila.py) and its share/jupyter first on JUPYTER_PATH (the
        "tarotlib" template that voila.json names)."""
        env = dict(os.environ)
        for name, folders in (("JUPYTER_CONFIG_PATH", [str(ETC)]),
                              ("JUPYTER_PATH", [str(SHARE), *self.jupyter_path])):
            paths = folders + [p for p in env.get(name, "").split(os.pathsep) if p]
            env[name] = os.pathsep.join(dict.fromkeys(paths))
        return env

    def start(self, timeout: float = 60.0) -> "VoilaServer":
        for config in (CONFIG, PY_CONFIG):
            if not config.is_file():
                raise FileNotFoundError(f"{config} is missing: it configures Voila for this project")
        if not self.root.is_dir():
            raise FileNotFoundError(f"nothing to serve: {self.root} is not a folder")
        compile_packages()
        if self.log_path:
            self.log_path.parent.mkdir(parents=True, exist_ok=True)
            self._log = open(self.log_path, "wb")
        self.process = subprocess.Popen(
            self.command(), cwd=ROOT, stdin=subprocess.DEVNULL, env=self.environment(),
            stdout=self._log, stderr=subprocess.STDOUT if self._log else None,
            start_new_session=True,  # its own process group, so stop() can end all of it
        )
        self.wait_ready(timeout)
        return self

    def wait_ready(self, timeout: float) -> None:
        deadline = time.monotonic() + timeout
        while True:
            if self.process is not None and self.process.poll() is not None:
                raise RuntimeError(f"Voila exited with code {self.process.returncode} before it was ready"
                                   + (f"; see {self.log_path}" if self.log_path else ""))
            try:
                # the folder listing: cheap, starts no kernel
                with LOCAL.open(self.base_url, timeout=5) as response:
                    if response.status == 200:
                        return
            except (urllib.error.URLError, ConnectionError, TimeoutError, OSError):
                pass
            if time.monotonic() > deadline:
                self.stop()
                raise TimeoutError(f"Voila did not answer on {self.base_url} within {timeout:.0f} s")
            time.sleep(0.2)

    def kernels(self) -> dict[str, int]:
        """The kernels this server runs now, kernel id -> process id (one per open page,
        until culled). Read from the processes, not from Voila's own bookkeeping."""
        if self.process is None:
            return {}
        import psutil
        found = {}
        for child in _descendants(self.process.pid):
            try:
                cmdline = child.cmdline()
            except psutil.Error:
                continue
            if any("ipykernel" in part for part in cmdline):
                match = re.search(r"kernel-([0-9a-f-]{36})\.json", " ".join(cmdline))
                found[match.group(1) if match else f"pid-{child.pid}"] = child.pid
        return found

    def stop(self, timeout: float = 15.0) -> None:
        """SIGTERM (Voila then shuts its kernels down), then SIGKILL whatever is left."""
        process, self.process = self.process, None
        if process is None:
            return
        leftovers = _descendants(process.pid)
        if process.poll() is None:
            process.send_signal(signal.SIGTERM)
            try:
                process.wait(timeout)
            except subprocess.TimeoutExpired:
                pass
        if process.poll() is None:
            try:
                os.killpg(process.pid, signal.SIGKILL)  # its group: started with a new session
            except ProcessLookupError:
                pass
            process.wait(10)
        for child in leftovers:  # kernels Voila did not shut down (psutil checks the pid is theirs)
            try:
                if child.is_running():
                    child.kill()
            except Exception:  # psutil.Error: gone meanwhile
                pass
        if self._log:
            self._log.close()
            self._log = None

    def __enter__(self) -> "VoilaServer":
        return self.start() if self.process is None else self

    def __exit__(self, *exc) -> None:
        self.stop()


def _want_browser(choice: bool | None) -> bool:
    if choice is not None:
        return choice
    if os.environ.get("CI") or not sys.stdout.isatty():
        return False
    return sys.platform == "darwin" or bool(os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY"))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Serve the tarotlib tutorials with Voila.")
    parser.add_argument("--port", type=int, default=int(os.environ.get(PORT_ENV, DEFAULT_PORT)),
                        help=f"port on 127.0.0.1 (default: ${PORT_ENV} or {DEFAULT_PORT})")
    parser.add_argument("--root", default=str(NOTEBOOKS), help="folder to serve (default: notebooks/)")
    parser.add_argument("--open", dest="browser", action="store_true", default=None,
                        help="open the landing page in a browser (default: when a display is available)")
    parser.add_argument("--no-open", dest="browser", action="store_false")
    args, voila_args = parser.parse_known_args(argv)

    server = VoilaServer(root=args.root, port=args.port, extra_args=voila_args)
    landing = Path(server.root, LANDING)
    if not port_is_free(server.ip, server.port):
        print(f"error: port {server.port} on {server.ip} is in use (another Voila still running?).\n"
              f"Stop it, or choose another port: {PORT_ENV}={server.port + 1} scripts/start", file=sys.stderr)
        return 1
    try:
        server.start()
    except (RuntimeError, TimeoutError, FileNotFoundError) as error:
        print(f"error: {error}", file=sys.stderr)
        return 1

    url = server.url(LANDING) if landing.is_file() else server.base_url
    print("", flush=True)
    print(f"  tarotlib tutorials: {url}", flush=True)
    if not landing.is_file():
        print(f"  ({landing.relative_to(ROOT) if landing.is_relative_to(ROOT) else landing} "
              "does not exist yet: showing the folder)", flush=True)
    print("  Press Ctrl-C to stop.\n", flush=True)
    if _want_browser(args.browser):
        webbrowser.open(url)

    stop = {"now": False}

    def on_signal(signum, frame):
        stop["now"] = True

    # Ctrl-C, kill and a closed terminal all stop Voila properly (SIGINT explicitly:
    # a shell may start background jobs with it ignored)
    for signum in (signal.SIGINT, signal.SIGTERM, signal.SIGHUP):
        signal.signal(signum, on_signal)
    try:
        while not stop["now"] and server.process is not None and server.process.poll() is None:
            time.sleep(0.5)
    except KeyboardInterrupt:
        pass
    code = server.process.returncode if server.process is not None else None
    print("\nStopping Voila...", flush=True)
    server.stop()
    return 0 if code in (None, 0) else code


if __name__ == "__main__":
    sys.exit(main())
