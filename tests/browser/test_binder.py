"""The Binder set-up works: an environment built from the ``binder/`` files alone, as
repo2docker builds it, serves the Voila landing page and a tutorial in the browser.

As repo2docker does (``runtime.txt`` names the Python), from the repository root:
``pip install -r binder/requirements.txt`` into a fresh virtual environment, then
``binder/postBuild`` with that environment's prefix (``NB_PYTHON_PREFIX``). Then, as
Binder does, ``jupyter server`` from that environment (Voila runs as its server
extension) with a token, in the repository root, opened at
``/voila/render/notebooks/index.ipynb`` (the ``urlpath`` of the README's Binder link).

The environment is cached in ``~/.cache/tarotlib/binder-env-<hash>`` (``$XDG_CACHE_HOME``
is honoured) by a hash of the binder files and pyproject.toml: the first build takes a
minute or two, later runs only repeat the two steps above on it (pip then reinstalls
just this project) and take seconds. ``TAROTLIB_BINDER_REBUILD=1`` builds it afresh.
Nothing of the developer's environment reaches the server: its JUPYTER_* variables are
replaced by folders of its own, so only the environment's prefix and the working
directory hold configuration, as on Binder.
"""

from __future__ import annotations

import hashlib
import os
import shutil
import subprocess
import sys
import time
import urllib.error
import urllib.request
import uuid
from pathlib import Path

import pytest

from voila_server import LANDING, ROOT, WIDGETS_READY_JS, free_port

pytestmark = pytest.mark.browser

BINDER = ROOT / "binder"
LOGS = ROOT / "test-artifacts" / "logs"
BUILD_TIMEOUT = 900  # seconds for pip; the first build takes about a minute or two
URLPATH = f"voila/render/notebooks/{LANDING}"
TUTORIAL = "notebooks/en/maison-tarot.ipynb"
LOCAL = urllib.request.build_opener(urllib.request.ProxyHandler({}))


def _inputs() -> list[Path]:
    return sorted(p for p in BINDER.iterdir() if p.is_file()) + [ROOT / "pyproject.toml"]


def _env_hash() -> str:
    digest = hashlib.sha256()
    for path in _inputs():
        digest.update(path.relative_to(ROOT).as_posix().encode() + b"\0" + path.read_bytes() + b"\0")
    digest.update(f"{sys.version_info[0]}.{sys.version_info[1]}".encode())
    return digest.hexdigest()[:16]


def _cache_root() -> Path:
    base = Path(os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache")
    return base / "tarotlib"


def _run(command, log, **kwargs):
    log.write(f"\n$ {' '.join(map(str, command))}\n")
    log.flush()
    return subprocess.run(command, cwd=ROOT, stdout=log, stderr=subprocess.STDOUT,
                          stdin=subprocess.DEVNULL, check=True, **kwargs)


def _python_for_runtime() -> str:
    """The interpreter runtime.txt asks for (``python-3.11``): this one if it matches."""
    wanted = (BINDER / "runtime.txt").read_text().strip()
    assert wanted.startswith("python-"), f"binder/runtime.txt: {wanted!r}"
    version = wanted.removeprefix("python-")
    if f"{sys.version_info[0]}.{sys.version_info[1]}" == version:
        return sys.executable
    found = shutil.which(f"python{version}")
    if found is None:
        pytest.skip(f"binder/runtime.txt asks for Python {version}, which this machine lacks")
    return found


@pytest.fixture(scope="module")
def binder_env() -> Path:
    """A virtual environment made from binder/ alone, as repo2docker makes it."""
    cache = _cache_root()
    env = cache / f"binder-env-{_env_hash()}"
    LOGS.mkdir(parents=True, exist_ok=True)
    with open(LOGS / "binder-build.log", "w") as log:
        fresh = os.environ.get("TAROTLIB_BINDER_REBUILD") or not (env / ".complete").is_file()
        started = time.monotonic()
        if fresh:
            shutil.rmtree(env, ignore_errors=True)
            for old in cache.glob("binder-env-*"):  # keep one environment only (about 450 MB)
                shutil.rmtree(old, ignore_errors=True)
            cache.mkdir(parents=True, exist_ok=True)
            _run([_python_for_runtime(), "-m", "venv", str(env)], log)
            _run([env / "bin" / "python", "-m", "pip", "install", "--quiet", "--upgrade", "pip"], log,
                 timeout=BUILD_TIMEOUT)
        environment = {k: v for k, v in os.environ.items() if k not in ("VIRTUAL_ENV", "PYTHONPATH")}
        environment.update(PATH=f"{env / 'bin'}{os.pathsep}{os.environ.get('PATH', '')}",
                           NB_PYTHON_PREFIX=str(env))
        # repo2docker's two steps, every run (on a cached environment pip reinstalls only
        # this project, so the served code is the checkout's)
        _run([env / "bin" / "python", "-m", "pip", "install", "--quiet", "-r", "binder/requirements.txt"],
             log, timeout=BUILD_TIMEOUT, env=environment)
        _run(["bash", "binder/postBuild"], log, timeout=120, env=environment)
        (env / ".complete").write_text("ok\n")
        log.write(f"\n{'built' if fresh else 'updated'} in {time.monotonic() - started:.0f} s\n")
    return env


@pytest.fixture(scope="module")
def binder_server(binder_env, tmp_path_factory):
    """``jupyter server`` from the Binder environment, in the repository root, with a token."""
    port, token = free_port(), uuid.uuid4().hex
    home = tmp_path_factory.mktemp("binder-home")
    env = {k: v for k, v in os.environ.items()
           if not k.startswith("JUPYTER_") and k not in ("VIRTUAL_ENV", "PYTHONPATH")}
    env.update(PATH=f"{binder_env / 'bin'}{os.pathsep}{os.environ.get('PATH', '')}",
               JUPYTER_CONFIG_DIR=str(home / "config"), JUPYTER_DATA_DIR=str(home / "data"),
               JUPYTER_RUNTIME_DIR=str(home / "runtime"), IPYTHONDIR=str(home / "ipython"))
    log = open(LOGS / "binder-server.log", "wb")
    process = subprocess.Popen(
        [str(binder_env / "bin" / "jupyter"), "server", "--no-browser", "--ServerApp.ip=127.0.0.1",
         f"--ServerApp.port={port}", "--ServerApp.port_retries=0", f"--IdentityProvider.token={token}",
         f"--ServerApp.root_dir={ROOT}", "--allow-root"],  # CI runs as root; Binder as jovyan
        cwd=ROOT, env=env, stdin=subprocess.DEVNULL, stdout=log, stderr=subprocess.STDOUT,
        start_new_session=True)
    base = f"http://127.0.0.1:{port}/"
    try:
        deadline = time.monotonic() + 90
        while True:
            assert process.poll() is None, f"jupyter server exited; see {LOGS / 'binder-server.log'}"
            try:
                with LOCAL.open(f"{base}api/status?token={token}", timeout=5) as response:
                    if response.status == 200:
                        break
            except (urllib.error.URLError, ConnectionError, OSError):
                pass
            assert time.monotonic() < deadline, "jupyter server did not answer within 90 s"
            time.sleep(0.3)
        yield {"base": base, "token": token, "env": binder_env, "log": LOGS / "binder-server.log"}
    finally:
        if process.poll() is None:
            process.terminate()
            try:
                process.wait(20)
            except subprocess.TimeoutExpired:
                os.killpg(process.pid, 9)
                process.wait(10)
        log.close()


def _kernels(server) -> list[str]:
    import json
    with LOCAL.open(f"{server['base']}api/kernels?token={server['token']}", timeout=10) as response:
        return [k["id"] for k in json.load(response)]


def test_binder_env_holds_the_settings(binder_env):
    import json
    etc = binder_env / "etc" / "jupyter"
    culling = json.loads((etc / "jupyter_server_config.json").read_text())["MappingKernelManager"]
    assert culling["cull_idle_timeout"] > 0 and culling["cull_connected"] is False
    assert (etc / "voila.json").read_text() == (ROOT / "voila.json").read_text()
    assert (etc / "voila.py").is_file()
    assert (binder_env / "share" / "jupyter" / "voila" / "templates" / "tarotlib" / "503.html").is_file()
    extensions = etc / "jupyter_server_config.d" / "voila.json"
    assert extensions.is_file(), "voila's server extension is not enabled in the Binder environment"


def test_binder_opens_the_landing_page_and_a_tutorial(binder_server, context, artifacts):
    base, token = binder_server["base"], binder_server["token"]
    page = context.new_page()
    errors = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    # the README's Binder link ends in ?urlpath=voila/render/notebooks/index.ipynb
    response = page.goto(f"{base}{URLPATH}?token={token}", timeout=120_000)
    assert response.status == 200
    page.wait_for_function(WIDGETS_READY_JS, timeout=120_000)
    links = page.evaluate("() => [...document.querySelectorAll('#rendered_cells a[href]')].map(a => a.href)")
    assert any(link.endswith(".ipynb") for link in links), "the landing page links to no tutorial"
    page.screenshot(path=str(artifacts / "binder-landing.png"), full_page=True)
    landing_kernel = page.evaluate(
        "JSON.parse(document.getElementById('jupyter-config-data').textContent).kernelId")

    # a tutorial, with the login cookie the first page set (no token in the address)
    tutorial = context.new_page()
    tutorial.on("pageerror", lambda error: errors.append(str(error)))
    response = tutorial.goto(f"{base}voila/render/{TUTORIAL}", timeout=120_000)
    assert response.status == 200
    tutorial.wait_for_function(WIDGETS_READY_JS, timeout=120_000)
    assert tutorial.locator(".jupyter-widgets").count() > 0, "the tutorial shows no widget"
    tutorial.screenshot(path=str(artifacts / "binder-tutorial.png"), full_page=True)
    assert errors == []

    # closing the landing page shuts its kernel down (the close request passes the XSRF check)
    page.close(run_before_unload=True)
    deadline = time.monotonic() + 15
    while landing_kernel in _kernels(binder_server) and time.monotonic() < deadline:
        time.sleep(0.2)
    assert landing_kernel not in _kernels(binder_server), "the closed page's kernel is still running"
    tutorial.close(run_before_unload=True)

    # the server's own errors are the tarotlib template's clean pages
    missing = context.new_page()
    response = missing.goto(f"{base}voila/render/notebooks/no-such-page.ipynb", timeout=60_000)
    assert response.status == 404
    assert "Deze pagina bestaat niet" in missing.locator("main").inner_text()
    missing.close()
    log = binder_server["log"].read_text(errors="replace")
    assert "403 POST" not in log and "TemplateNotFound" not in log
