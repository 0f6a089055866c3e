"""Build the tutorials as a static site: voici (JupyterLite) with Pyodide, no server.

    scripts/build_site                 # build site/_output/ (skipped when up to date)
    scripts/build_site --force         # build even if nothing changed
    scripts/build_site --check         # exit 0 if site/_output/ is up to date, 1 if not

Every page (the landing page, both languages' indexes and tutorials, the deals page)
becomes ``site/_output/voici/render/<path>.html``; ``site/_output/index.html`` opens the
landing page. Each learner's browser runs the Python: Pyodide's runtime comes from the
npm package ``pyodide`` and every Python package the pages import (tarotlib itself,
ipywidgets, anywidget, IPython, ...) is a wheel in ``static/pyodide/`` listed in its
``pyodide-lock.json``, so the site asks nothing from the internet. A memory snapshot
of Python with the heavy modules imported (``SNAPSHOT_IMPORTS``, made in Node by
``site/snapshot.mjs``) spares each page starting Python and importing them; the packages'
files come in one bundle (``BUNDLE_FILE``) instead of wheel by wheel, and each page starts
its kernel's worker, and so Python, as soon as it opens (``EARLY_WORKER_JS``); how the
kernel's worker does all that, and keeps both files decompressed in the browser's cache
for the next visit, is ``site/kernel-start.js``. voici sends all of a page's cells to the
kernel at once (``PIPELINE``), and JupyterLite's service worker stays registered from one
visit to the next (``SW_VERSION``).

Everything is pinned: the build tools in ``site/requirements.txt`` (installed into
``site/.venv``), the wheels for the browser in ``site/pyodide-packages.txt``, Pyodide
below. Downloads are cached in ``site/.cache/``, so a rebuild needs no network. The
output carries a hash of everything it was built from (``.build-hash``): a build whose
inputs did not change is skipped, and ``--check`` tells whether it is stale (the
browser test builds the site through this).
"""

from __future__ import annotations

import argparse
import base64
import csv
import email.parser
import fcntl
import gzip
import hashlib
import io
import json
import os
import re
import shutil
import subprocess
import sys
import tarfile
import tempfile
import time
import venv
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SITE = ROOT / "site"
OUTPUT = SITE / "_output"
CACHE = SITE / ".cache"
VENV = SITE / ".venv"
REQUIREMENTS = SITE / "requirements.txt"
PYODIDE_PACKAGES = SITE / "pyodide-packages.txt"
NOTEBOOKS = ROOT / "notebooks"
HASH_FILE = ".build-hash"
LANDING = "voici/render/index.html"

# Pyodide's runtime, from the npm registry (the tarball's SHA-256 is checked).
PYODIDE_VERSION = "0.29.0"
PYODIDE_SHA256 = "52ea0e976b6e8373ef911f21cb3751ea50b03eb423b093fbfa21ffc27e842f01"
# Font Awesome, which the widgets' button icons use and Voila's template links from a CDN:
# the site carries its own copy (the style sheets and the woff2 fonts they name first).
FONT_AWESOME = ("@fortawesome/fontawesome-free", "5.15.4",
                "6d890608585d48f50f6434a90ed3f581e76d360edb26800dba2f782ef3e77e11")
FONT_AWESOME_FILES = ("css/all.min.css", "css/v4-shims.min.css", "webfonts/fa-solid-900.woff2",
                      "webfonts/fa-regular-400.woff2", "webfonts/fa-brands-400.woff2")
FONT_AWESOME_DIR = "static/font-awesome"
PYODIDE_FILES = ("pyodide.js", "pyodide.mjs", "pyodide.asm.js", "pyodide.asm.wasm", "python_stdlib.zip")
# Python as Pyodide 0.29 runs it, for the wheels' dependency markers.
PYODIDE_MARKERS = {
    "python_version": "3.13", "python_full_version": "3.13.2", "sys_platform": "emscripten",
    "platform_system": "Emscripten", "platform_machine": "wasm32", "os_name": "posix",
    "implementation_name": "cpython", "platform_python_implementation": "CPython", "extra": "",
}
# What the pyodide kernel installs at start (and the pages import), loaded at once from
# the lock file instead of one by one through piplite.
KERNEL_PACKAGES = ("micropip", "piplite", "sqlite3", "ipykernel", "comm", "pyodide_kernel",
                   "jedi", "ipython", "ipywidgets", "anywidget", "tarotlib")
# Inputs whose change makes the site stale (besides the notebooks and this file).
SOURCES = ("tarotlib", "widgets", "pyproject.toml")  # README.md goes into the wheel but does not matter
SITE_INPUTS = ("requirements.txt", "pyodide-packages.txt", "jupyter_lite_config.json", "overrides.json",
               "snapshot.mjs", "kernel-start.js")

# Voila addresses a page as ``<path>.ipynb``; the static pages are
# ``voici/render/<path>.html``. JupyterLab's Markdown renderer turns a notebook's link
# ``en/index.ipynb`` into one to the file (``../../files/en/index.ipynb``), and the
# widgets draw ``<game>.ipynb`` links: this script, put into every page, sends both to
# the page as they are followed.
LINK_SCRIPT = """<script>
document.addEventListener('click', function (event) {
  var a = event.target && event.target.closest && event.target.closest('a[href]');
  if (!a || /^(data|blob|javascript|mailto):/i.test(a.getAttribute('href'))) return;
  var url = new URL(a.getAttribute('href'), location.href);
  if (url.origin !== location.origin) return;
  var at = location.pathname.indexOf('/voici/render/');
  if (at < 0) return;
  var root = location.pathname.slice(0, at + 1), path = url.pathname;
  if (path.indexOf(root + 'files/') === 0) path = root + 'voici/render/' + path.slice(root.length + 6);
  else if (path.indexOf(root + 'voici/render/') !== 0) return;
  if (!/\\.ipynb$/.test(path)) return;
  url.pathname = path.replace(/\\.ipynb$/, '.html');
  a.setAttribute('href', url.href);
}, true);
</script>"""
# The pyodide kernel mounts JupyterLite's file drive as its working directory whenever a
# service worker runs (voici always registers one). Then every module a page imports
# first looks in that directory, each look a synchronous request through the service
# worker: about 115 per page, 1.5-2 s of each load. The pages read no files from the
# drive, so the kernel is told not to mount it (jupyterlite-pyodide-kernel 0.7.0's
# factory, ``mountDrive:<flag>``; the build stops if the pinned bundle no longer has it).
KERNEL_EXTENSION = "extensions/@jupyterlite/pyodide-kernel-extension/static"
MOUNT_DRIVE = re.compile(r"mountDrive:(\w+),loadPyodideOptions:")
# Python started once at build time (site/snapshot.mjs, in Node) with these modules
# imported, its memory saved: each page's kernel restores it instead of starting Python
# and importing them again (about 3 s less per page). Only modules that hold no
# JavaScript object qualify (not pyodide_kernel or ipykernel); tarotwidgets does, as its
# patch of the kernel waits for the kernel (tarotwidgets.pyodide_fixes).
SNAPSHOT_IMPORTS = ("IPython", "IPython.core.interactiveshell", "IPython.display", "traitlets", "comm",
                    "ipywidgets", "anywidget", "psygnal", "tarotlib", "tarotlib.games", "tarotlib.bots",
                    "tarotlib.deals", "tarotlib.record", "tarotlib.match", "tarotlib.svg", "tarotlib.text",
                    "tarotwidgets.lessons.lesson",
                    # what the kernel's own start imports (piplite: micropip; pyodide_kernel) and
                    # needs no JavaScript object: a third of those imports' time (1.2 MB of snapshot)
                    "unittest.mock", "difflib", "html.parser", "_strptime", "calendar", "getpass",
                    "IPython.core.completerlib")
SNAPSHOT_FILE = "tarotlib-snapshot.bin"  # gzip inside; .bin so that no host decodes it on the way
# Every file the lock file's wheels install, in one gzip file (format in site/kernel-start.js):
# the kernel writes them into site-packages before Python starts instead of Pyodide's
# loadPackage fetching, checking and unzipping (in Python) one wheel after the other, about
# a second of each page. The wheels stay in the site, for when the bundle cannot be read.
BUNDLE_FILE = "tarotlib-site-packages.bin"  # gzip inside, as the snapshot
BUNDLE_MAGIC = b"TAROTSP1"
# What loadPackage writes into each package's .dist-info (Pyodide 0.29's installPackage):
# pyodide.loadedPackages is filled from them, and micropip sees how they were installed.
BUNDLE_METADATA = {"INSTALLER": "pyodide.loadPackage", "PYODIDE_SOURCE": "pyodide"}
# How the kernel's worker starts Python (site/kernel-start.js): it restores the snapshot
# and writes the bundle when the settings name them (``tarotSnapshotURL``,
# ``tarotBundleURL``), and falls back to starting Python from scratch / installing the
# wheels when they cannot be read. jupyterlite-pyodide-kernel 0.7.0's worker (initRuntime)
# calls ``this._pyodide=await <loadPyodide>({indexURL:...,stdout:...,stderr:...,
# ...<o>.loadPyodideOptions})``: that call becomes one of kernel-start.js's ``python``,
# and kernel-start.js's object is made by the first statement of each bundle that has the
# call. The build stops if the pinned bundles no longer have it.
KERNEL_START = SITE / "kernel-start.js"
LOAD_PYODIDE = re.compile(r"this\._pyodide=await (\w)\((\{indexURL:[^;]*?),\.\.\.(\w)\.loadPyodideOptions\}\)")
# Python started with the page, not a second later when voici's scripts have loaded and
# start the kernel (on this machine the page's scripts keep one core busy for 1.3-1.8 s,
# the other is idle): every page's head makes the kernel's worker at once
# (``EARLY_WORKER_JS``, the page's kernel settings after ``#tarot-early=`` in its URL), and
# the kernel's factory (jupyterlite-pyodide-kernel 0.7.0's ``initWorker(e){return
# crossOriginIsolated?new Worker(...620...):new Worker(...352...)}``) takes that worker
# instead of making one. With cross-origin isolation (which this site does not set up) the
# kernel uses another worker, so the page does not start one.
INIT_WORKER = re.compile(r"initWorker\((\w)\)\{return crossOriginIsolated\?new Worker\(new URL\((\w)\.p\+\2\.u\(\d+\),"
                         r"\2\.b\),\{type:void 0\}\):new Worker\(new URL\(\2\.p\+\2\.u\((\d+)\),\2\.b\),\{type:void 0\}\)\}")
TAKE_WORKER = ("initWorker({e}){{const w=self.__tarotKernelWorker;if(w&&!crossOriginIsolated){{self.__tarotKernelWorker=null;"
               "return w}}return crossOriginIsolated?")
EARLY_WORKER_JS = """<script>
/* tarotlib: the kernel's worker, started with the page (scripts/build_site.py, INIT_WORKER) */
(function (worker, settings) {
  try {
    if (self.crossOriginIsolated || !self.Worker) return;
    var base = new URL(settings.baseUrl, location.href).href, options = {};
    var pyodideUrl = new URL(settings.pyodideUrl, location.href).href;
    Object.keys(settings.options).forEach(function (key) {
      var value = settings.options[key];
      options[key] = /URL$/.test(key) && typeof value === "string" ? new URL(value, base).href : value;
    });
    var early = {pyodideUrl: pyodideUrl, indexURL: pyodideUrl.slice(0, pyodideUrl.lastIndexOf("/") + 1), options: options};
    self.__tarotKernelWorker = new Worker(new URL(worker, location.href).href + "#tarot-early=" +
                                          encodeURIComponent(JSON.stringify(early)));
  } catch (x) { console.warn("tarotlib: no early kernel worker (" + x + ")"); }
})(%s, %s);
</script>"""


# The kernel's initPackageManager runs ``import piplite.piplite`` and sets its two settings;
# piplite (for ``%pip``, which the pages never use) imports micropip, a quarter of a second
# of each start. Instead the settings are given when piplite is first imported, if ever
# (``LAZY_PIPLITE``: a finder that runs the module, then sets them). The build stops if
# the pinned bundle's statement is gone.
PIPLITE_SETTINGS = re.compile(r"import piplite\.piplite\\n( *)piplite\.piplite\._PIPLITE_DISABLE_PYPI = (\$\{[^}]*\})"
                              r"\\n *piplite\.piplite\._PIPLITE_URLS = (\$\{[^}]*\})")
LAZY_PIPLITE = """\
import sys
from importlib.machinery import PathFinder
class _TarotPipliteSettings:
    def __init__(self, disable, urls):
        self.disable, self.urls = disable, urls
    def settle(self, module):
        module._PIPLITE_DISABLE_PYPI, module._PIPLITE_URLS = self.disable, self.urls
    def find_spec(self, name, path=None, target=None):
        if name != "piplite.piplite":
            return None
        sys.meta_path.remove(self)
        spec = PathFinder.find_spec(name, path)
        if spec is not None:
            run = spec.loader.exec_module
            spec.loader.exec_module = lambda module: (run(module), self.settle(module))
        return spec
_tarot_piplite = _TarotPipliteSettings({disable}, {urls})
if "piplite.piplite" in sys.modules:
    _tarot_piplite.settle(sys.modules["piplite.piplite"])
else:
    sys.meta_path.insert(0, _tarot_piplite)
del _tarot_piplite, _TarotPipliteSettings"""


def lazy_piplite_js(match: re.Match) -> str:
    indent = "\\n" + match.group(1)
    return LAZY_PIPLITE.format(disable=match.group(2), urls=match.group(3)).replace("\n", indent)


def kernel_start_js(match: re.Match) -> str:
    """The loadPyodide call as kernel-start.js's ``python``: its object is made by the
    first statement of the same bundle (``with_kernel_start``)."""
    return (f"this._pyodide=await self.__tarotKernel"
            f".python({match.group(1)},{match.group(2)}}},{match.group(3)}.loadPyodideOptions)")


# JupyterLite's service worker manager (voici 0.10's and the pyodide kernel's copy) keeps the
# JupyterLite version of the worker it registered in localStorage, and unregisters every
# service worker of the site when the stored version differs or is missing; but it stores
# the version only on that unregistering path, never after registering. So each learner's
# second visit unregisters the worker the first one registered and registers it again, and
# the kernel waits for that: 0.1-1.9 s more on this machine. The version is stored after
# registering too (``SW_VERSION``: the registration, then the check, which names the
# version; the build stops if the pinned bundles no longer have them).
SW_VERSION = re.compile(r"(async _initialize\((\w)\)\{const\{serviceWorker:(\w)\}=navigator;let (\w)=null;.{0,400}?"
                        r"\4=await \3\.register\(\2\),console\.info\(\"JupyterLite ServiceWorker was sucessfully registered\"\))"
                        r"(.{0,900}?async _unregisterOldServiceWorkers\(\w\)\{const (\w)=`\$\{\w\}-version`,"
                        r"(\w)=localStorage\.getItem\(\6\);if\(\7&&\7!==(\w)\|\|!\7\))", re.S)


def sw_version_js(match: re.Match) -> str:
    """The registration followed by storing the version (``SW_VERSION``)."""
    url, version = match.group(2), match.group(8)
    return (f"{match.group(1)},(()=>{{try{{localStorage.setItem(`${{{url}}}-version`,{version})}}catch(_){{}}}})()"
            f"{match.group(5)}")


# voici 0.10 runs a page's cells one after the other: it sends a cell to the kernel, waits
# for its reply, shows its output, and only then sends the next. The kernel, in its worker,
# waits for each round trip through the page's busy main thread (15-20 ms a cell, about
# half a second of a tutorial's 29). Instead every cell is sent at once (the kernel runs
# them in order, one at a time, as before: JupyterLite's kernel takes one message after
# the other) and the outputs are still shown in order, each when its cell is done
# (``PIPELINE``: voici's executeCells loop; the build stops if the pinned bundle no longer
# has it).
PIPELINE = re.compile(r'for\(let (\w)=0;\1<(\w);\1\+\+\)\{const (\w)=(\w)\.cells\.get\(\1\);'
                      r'if\(window\.update_loading_text\(\1\+1,\2,null\),"code"!==\3\.type\)continue;'
                      r'(const \w=new \w\.OutputAreaModel\(\{trusted:!0\}\);let (\w);\6=[^;]*?,'
                      r'\6\.future=\w\.requestExecute\(\{code:\3\.sharedModel\.getSource\(\)\}\)),'
                      r'await \6\.future\.done;')


def pipeline_js(match: re.Match) -> str:
    """voici's loop over the cells as two (``PIPELINE``): one that sends every code cell,
    then the loop as it was, which waits for each in turn."""
    i, n, cell, source, send, area = match.groups()
    return (f"const __tarotSend=({cell})=>{{{send};return {area}}},__tarotSent=[];"
            f"for(let {i}=0;{i}<{n};{i}++){{const {cell}={source}.cells.get({i});"
            f"\"code\"==={cell}.type&&(__tarotSent[{i}]=__tarotSend({cell}))}}"
            f"for(let {i}=0;{i}<{n};{i}++){{const {cell}={source}.cells.get({i});"
            f"if(window.update_loading_text({i}+1,{n},null),\"code\"!=={cell}.type)continue;"
            f"const {area}=__tarotSent[{i}];await {area}.future.done;")


KEEP_IN_BUILD = ("schemas", "themes", "service-worker.js", "third-party-licenses.json")
CDN_LINK = re.compile(r'<link[^>]*href="https?://[^"]*"[^>]*>\s*')
ROOT_INDEX = """<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>tarotlib</title>
<meta http-equiv="refresh" content="0; url={landing}">
<script>location.replace({landing_js} + location.search + location.hash);</script>
</head><body><p><a href="{landing}">tarotlib: historical card games</a></p></body></html>
"""


def say(message: str) -> None:
    print(f"[build_site] {message}", flush=True)


def run(*command, **kwargs) -> subprocess.CompletedProcess:
    return subprocess.run([str(c) for c in command], check=True, **kwargs)


def sha256(path: Path) -> str:
    digest = hashlib.sha256()
    with open(path, "rb") as f:
        for block in iter(lambda: f.read(1 << 20), b""):
            digest.update(block)
    return digest.hexdigest()


def pinned(path: Path) -> list[tuple[str, str]]:
    """``name==version`` lines of a requirements file (comments and blanks skipped)."""
    pins = []
    for line in path.read_text(encoding="utf-8").splitlines():
        line = line.split("#", 1)[0].strip()
        if line:
            name, _, version = line.partition("==")
            if not version:
                raise SystemExit(f"{path.name}: {line!r} is not pinned (name==version)")
            pins.append((name.strip(), version.strip()))
    return pins


def canonical(name: str) -> str:
    return re.sub(r"[-_.]+", "-", name).lower()


# ---------------------------------------------------------------- inputs and staleness
def input_files() -> list[Path]:
    files = [Path(__file__)]
    for name in SOURCES:
        path = ROOT / name
        files += sorted(p for p in path.rglob("*") if p.is_file()) if path.is_dir() else [path]
    files += sorted(NOTEBOOKS.rglob("*.ipynb"))
    files += [SITE / name for name in SITE_INPUTS if (SITE / name).exists()]
    skip = ("__pycache__", ".ipynb_checkpoints")
    return [p for p in files if p.exists() and not any(part in skip for part in p.parts)
            and p.suffix not in (".pyc",)]


def input_hash() -> str:
    digest = hashlib.sha256(f"pyodide={PYODIDE_VERSION}".encode())
    for path in input_files():
        digest.update(str(path.relative_to(ROOT)).encode() + b"\0")
        digest.update(path.read_bytes() + b"\0")
    return digest.hexdigest()


def is_up_to_date() -> bool:
    stamp = OUTPUT / HASH_FILE
    return stamp.is_file() and stamp.read_text().strip() == input_hash() and (OUTPUT / LANDING).is_file()


# ---------------------------------------------------------------- the build venv
def python_in(venv_dir: Path) -> Path:
    return venv_dir / "bin" / "python"


def ensure_venv() -> Path:
    """``site/.venv`` with exactly ``site/requirements.txt`` (re-installed when it changes)."""
    stamp = VENV / ".requirements-sha256"
    want = sha256(REQUIREMENTS)
    python = python_in(VENV)
    if python.exists() and stamp.is_file() and stamp.read_text().strip() == want:
        return python
    if VENV.exists():
        shutil.rmtree(VENV)
    say(f"creating {VENV.relative_to(ROOT)} with the pinned build tools (about a minute, once)")
    venv.create(VENV, with_pip=True)
    run(python, "-m", "pip", "install", "--disable-pip-version-check", "--progress-bar", "off", "-q",
        "--no-deps", "-r", REQUIREMENTS)
    run(python, "-m", "pip", "check", stdout=subprocess.DEVNULL)
    stamp.write_text(want + "\n")
    return python


# ---------------------------------------------------------------- downloads (cached)
def fetch_npm(package: str, version: str, expected_sha256: str) -> Path:
    """The npm package ``package@version`` unpacked into the cache (its tarball's SHA-256 checked)."""
    folder = CACHE / "npm"
    stem = f"{package.lstrip('@').replace('/', '-')}-{version}"
    tarball = folder / f"{stem}.tgz"
    unpacked = folder / stem
    if (unpacked / "package.json").is_file():
        return unpacked
    folder.mkdir(parents=True, exist_ok=True)
    if not tarball.is_file():
        say(f"downloading {package}@{version} from npm")
        run("npm", "pack", f"{package}@{version}", "--pack-destination", folder,
            "--silent", stdout=subprocess.DEVNULL)
    digest = sha256(tarball)
    if digest != expected_sha256:
        tarball.unlink()
        raise SystemExit(f"{tarball.name} has SHA-256 {digest}, expected {expected_sha256}")
    tmp = Path(tempfile.mkdtemp(dir=folder))
    with tarfile.open(tarball) as tar:
        tar.extractall(tmp, filter="data")
    (tmp / "package").rename(unpacked)
    tmp.rmdir()
    return unpacked


def fetch_pyodide() -> Path:
    """The npm package ``pyodide@PYODIDE_VERSION``, unpacked into the cache."""
    return fetch_npm("pyodide", PYODIDE_VERSION, PYODIDE_SHA256)


def wheel_file(folder: Path, name: str, version: str) -> Path | None:
    stem = re.sub(r"[-_.]+", "_", name).lower()
    for path in folder.glob("*.whl"):
        n, v = path.name.split("-")[:2]
        if re.sub(r"[-_.]+", "_", n).lower() == stem and v == version:
            return path
    return None


def fetch_wheels(python: Path) -> list[Path]:
    """The pure-Python wheels of ``site/pyodide-packages.txt`` from PyPI (cached)."""
    folder = CACHE / "wheels"
    folder.mkdir(parents=True, exist_ok=True)
    pins = pinned(PYODIDE_PACKAGES)
    missing = [f"{n}=={v}" for n, v in pins if wheel_file(folder, n, v) is None]
    if missing:
        say(f"downloading {len(missing)} wheels for the browser from PyPI")
        run(python, "-m", "pip", "download", "--disable-pip-version-check", "--progress-bar", "off", "-q",
            "--no-deps", "--only-binary=:all:", "--python-version", "3.13", "--implementation", "py",
            "--abi", "none", "--platform", "any", "-d", folder, *missing)
    wheels = []
    for n, v in pins:
        path = wheel_file(folder, n, v)
        if path is None:
            raise SystemExit(f"no pure-Python wheel of {n}=={v} was downloaded")
        wheels.append(path)
    return wheels


def build_tarotlib_wheel(python: Path, dest: Path) -> Path:
    """tarotlib's own wheel (with tarotwidgets), built from a copy of the sources."""
    with tempfile.TemporaryDirectory() as tmp:
        src = Path(tmp) / "src"
        ignore = shutil.ignore_patterns("__pycache__", "*.pyc", "*.egg-info")
        for name in ("tarotlib", "widgets"):
            shutil.copytree(ROOT / name, src / name, ignore=ignore)
        for name in ("pyproject.toml", "README.md"):
            shutil.copy2(ROOT / name, src / name)
        run(python, "-m", "pip", "wheel", "--disable-pip-version-check", "-q", "--no-deps",
            "--no-build-isolation", "-w", dest, src, stdout=subprocess.DEVNULL)
    (wheel,) = dest.glob("tarotlib-*.whl")
    return wheel


def stub_wheel(dest: Path, name: str, version: str, summary: str) -> Path:
    """A wheel with metadata and no modules: it satisfies the install, ``import`` fails."""
    dist = f"{name}-{version}.dist-info"
    files = {
        f"{dist}/METADATA": f"Metadata-Version: 2.1\nName: {name}\nVersion: {version}\nSummary: {summary}\n",
        f"{dist}/WHEEL": "Wheel-Version: 1.0\nGenerator: tarotlib build_site\nRoot-Is-Purelib: true\nTag: py3-none-any\n",
    }
    record = io.StringIO()
    writer = csv.writer(record, lineterminator="\n")
    for path, text in files.items():
        data = text.encode()
        b64 = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()
        writer.writerow([path, f"sha256={b64}", len(data)])
    writer.writerow([f"{dist}/RECORD", "", ""])
    files[f"{dist}/RECORD"] = record.getvalue()
    path = dest / f"{name}-{version}-py3-none-any.whl"
    with zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED) as zf:
        for member, text in files.items():
            info = zipfile.ZipInfo(member, date_time=(1980, 1, 1, 0, 0, 0))
            zf.writestr(info, text)
    return path


def find_python313() -> str | None:
    """A CPython 3.13 (Pyodide 0.29's Python) to compile the wheels' bytecode with, or None."""
    candidates = [os.environ.get("TAROTLIB_PYTHON313"), shutil.which("python3.13")]
    pyenv = Path(os.environ.get("PYENV_ROOT", Path.home() / ".pyenv")) / "versions"
    candidates += sorted(str(p / "bin" / "python3.13") for p in pyenv.glob("3.13.*"))
    for candidate in candidates:
        if candidate and Path(candidate).exists():
            try:
                out = subprocess.run([candidate, "-c", "import sys; print(sys.version_info[:2] == (3, 13))"],
                                     capture_output=True, text=True, timeout=60).stdout.strip()
            except (OSError, subprocess.SubprocessError):
                continue
            if out == "True":
                return candidate
    return None


def compiled_wheel(wheel: Path, python313: str, dest: Path, keep_sources: bool) -> Path:
    """``wheel`` with its modules compiled for Python 3.13, as Pyodide ships its own
    packages: importing from bytecode spares each browser compiling IPython & co. (seconds
    in WebAssembly). Third-party modules become sourceless ``.pyc`` files; with
    ``keep_sources`` the ``.py`` files stay and get unchecked-hash ``__pycache__`` entries
    (tracebacks keep their lines). Cached by the wheel's hash."""
    key = sha256(wheel)[:16]
    target = dest / f"{key}-{int(keep_sources)}" / wheel.name
    if target.is_file():
        return target
    with tempfile.TemporaryDirectory() as tmp:
        tree = Path(tmp) / "tree"
        with zipfile.ZipFile(wheel) as zf:
            zf.extractall(tree)
        args = ["-W", "ignore", "-m", "compileall", "-q", "-j", "0", "--invalidation-mode", "unchecked-hash"]
        run(python313, *args, *([] if keep_sources else ["-b"]), tree, stdout=subprocess.DEVNULL)
        if not keep_sources:
            for source in tree.rglob("*.py"):
                if source.with_suffix(".pyc").is_file():
                    source.unlink()
        dist_info = next(tree.glob("*.dist-info"))
        files = sorted(p for p in tree.rglob("*") if p.is_file() and p != dist_info / "RECORD")
        record = io.StringIO()
        writer = csv.writer(record, lineterminator="\n")
        for path in files:
            data = path.read_bytes()
            b64 = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()
            writer.writerow([path.relative_to(tree).as_posix(), f"sha256={b64}", len(data)])
        writer.writerow([f"{dist_info.name}/RECORD", "", ""])
        (dist_info / "RECORD").write_text(record.getvalue())
        target.parent.mkdir(parents=True, exist_ok=True)
        partial = target.with_suffix(".part")
        with zipfile.ZipFile(partial, "w", zipfile.ZIP_DEFLATED) as zf:
            for path in [*files, dist_info / "RECORD"]:
                info = zipfile.ZipInfo(path.relative_to(tree).as_posix(), date_time=(1980, 1, 1, 0, 0, 0))
                info.compress_type = zipfile.ZIP_DEFLATED
                zf.writestr(info, path.read_bytes())
        partial.rename(target)
    return target


# ---------------------------------------------------------------- the lock file
def wheel_metadata(path: Path) -> tuple[str, str, list[str], list[str]]:
    """(name, version, requirements, top-level imports) of a wheel."""
    with zipfile.ZipFile(path) as zf:
        names = zf.namelist()
        meta_name = next(n for n in names if n.endswith(".dist-info/METADATA"))
        meta = email.parser.Parser().parsestr(zf.read(meta_name).decode("utf-8"))
        top_name = meta_name.replace("METADATA", "top_level.txt")
        if top_name in names:
            imports = [t.strip() for t in zf.read(top_name).decode().split() if t.strip()]
        else:
            imports = sorted({n.split("/")[0].removesuffix(".py") for n in names
                              if not n.split("/")[0].endswith((".dist-info", ".data"))
                              and (n.endswith("/__init__.py") or ("/" not in n and n.endswith(".py")))})
    return meta["Name"], meta["Version"], meta.get_all("Requires-Dist") or [], imports


def applicable_requirements(requirements: list[str], python: Path) -> dict[str, str | None]:
    """Each requirement's canonical name if it applies in Pyodide (its marker evaluated
    there, extras left out), else None."""
    code = (
        "import json, sys\n"
        "from packaging.requirements import Requirement\n"
        "from packaging.utils import canonicalize_name\n"
        "env, reqs = json.loads(sys.stdin.read())\n"
        "out = {}\n"
        "for r in reqs:\n"
        "    req = Requirement(r)\n"
        "    ok = req.marker is None or req.marker.evaluate(env)\n"
        "    out[r] = canonicalize_name(req.name) if ok else None\n"
        "print(json.dumps(out))\n"
    )
    result = run(python, "-c", code, input=json.dumps([PYODIDE_MARKERS, requirements]),
                 capture_output=True, text=True)
    return json.loads(result.stdout)


def write_lock(pyodide: Path, wheels: list[Path], dest: Path, python: Path) -> dict:
    """``pyodide-lock.json`` listing exactly the wheels shipped, with their hashes and the
    dependencies their metadata names (Pyodide's own lock names packages of its CDN)."""
    lock = json.loads((pyodide / "pyodide-lock.json").read_text(encoding="utf-8"))
    packages, requires = {}, {}
    for wheel in wheels:
        name, version, reqs, imports = wheel_metadata(wheel)
        key = canonical(name)
        packages[key] = {
            "name": key, "version": version, "file_name": wheel.name, "install_dir": "site",
            "sha256": sha256(wheel), "package_type": "package", "imports": imports,
            "depends": [], "unvendored_tests": False,
        }
        requires[key] = reqs
    names = applicable_requirements(sorted({r for reqs in requires.values() for r in reqs}), python)
    for key, reqs in requires.items():
        depends = sorted({names[r] for r in reqs if names[r]})
        unknown = [d for d in depends if d not in packages]
        if unknown:
            raise SystemExit(f"{key} needs {unknown}: add them to {PYODIDE_PACKAGES.relative_to(ROOT)}")
        packages[key]["depends"] = depends
    lock["packages"] = dict(sorted(packages.items()))
    (dest / "pyodide-lock.json").write_text(json.dumps(lock, indent=1) + "\n", encoding="utf-8")
    return lock


def write_bundle(lock: dict, static: Path) -> Path:
    """``static/BUNDLE_FILE``: the files of every wheel of the lock file as loadPackage
    installs them into site-packages (format in site/kernel-start.js). A wheel's ``.data``
    directory is left out: loadPackage unpacks it too and copies its files below
    ``sys.prefix``, but the wheels' data here is JupyterLab's front end of the widgets,
    which the kernel never reads."""
    files: dict[str, bytes] = {}
    for name, package in sorted(lock["packages"].items()):
        with zipfile.ZipFile(static / package["file_name"]) as zf:
            members = {i.filename: zf.read(i) for i in zf.infolist()
                       if not i.is_dir() and not i.filename.split("/", 1)[0].endswith(".data")}
        (dist_info,) = {m.split("/", 1)[0] for m in members if m.split("/", 1)[0].endswith(".dist-info")}
        members.update({f"{dist_info}/{key}": value.encode() for key, value in BUNDLE_METADATA.items()})
        clash = sorted(set(members) & set(files))
        if clash:
            raise SystemExit(f"{package['file_name']} installs files another wheel installs too: {clash[:5]}")
        files.update(members)
    head = json.dumps({"packages": sorted(lock["packages"]),
                       "files": [[path, len(data)] for path, data in files.items()]}).encode()
    raw = b"".join([BUNDLE_MAGIC, len(head).to_bytes(4, "little"), head, *files.values()])
    target = static / BUNDLE_FILE
    with open(target, "wb") as out, gzip.GzipFile(fileobj=out, mode="wb", compresslevel=9, mtime=0) as gz:
        gz.write(raw)
    say(f"package bundle: {len(files)} files, {len(raw) / 1e6:.1f} MB, {target.stat().st_size / 1e6:.1f} MB gzipped")
    return target


# ---------------------------------------------------------------- the site
def copy_notebooks(dest: Path) -> None:
    """The notebooks as they are (without checkpoints)."""
    for path in sorted(NOTEBOOKS.rglob("*.ipynb")):
        if ".ipynb_checkpoints" in path.parts:
            continue
        target = dest / path.relative_to(NOTEBOOKS)
        target.parent.mkdir(parents=True, exist_ok=True)
        shutil.copy2(path, target)


def make_snapshot(pyodide: Path, static: Path) -> bool:
    """``static/SNAPSHOT_FILE`` made by ``site/snapshot.mjs`` in Node; False (and the site
    works without it, slower) when Node is missing or the snapshot fails."""
    node = shutil.which("node")
    if node is None:
        say("no node found: the site is built without a Python snapshot (each page starts Python, ~3 s slower)")
        return False
    statement = "import " + ", ".join(SNAPSHOT_IMPORTS)
    result = subprocess.run([node, str(SITE / "snapshot.mjs"), str(pyodide / "pyodide.mjs"), str(static),
                             str(static / SNAPSHOT_FILE), statement, str(static / BUNDLE_FILE)],
                            capture_output=True, text=True)
    if result.returncode != 0:
        say(f"the Python snapshot failed, the site is built without it:\n{result.stderr[-2000:]}")
        return False
    say(f"Python snapshot: {(static / SNAPSHOT_FILE).stat().st_size / 1e6:.1f} MB ({result.stdout.strip()})")
    return True


def versioned_url(path: Path) -> str:
    """The site's URL of a gzip file below static/pyodide/ with its hash and its size
    decompressed (``?v=<hash>&bytes=<size>``): the kernel keeps the file decompressed in
    the browser's cache under this URL (site/kernel-start.js), so a new build is a new
    URL, and checks the size of what it reads."""
    with open(path, "rb") as f:
        f.seek(-4, os.SEEK_END)
        size = int.from_bytes(f.read(4), "little")  # gzip's ISIZE: the size decompressed, mod 2**32
    return f"./static/pyodide/{path.name}?v={sha256(path)[:16]}&bytes={size}"


def lite_config(pyodide_url: str, snapshot_url: str | None, bundle_url: str) -> dict:
    return {
        "jupyter-lite-schema-version": 0,
        "jupyter-config-data": {
            "appName": "tarotlib",
            "disabledExtensions": [],
            "litePluginSettings": {
                "@jupyterlite/pyodide-kernel-extension:kernel": {
                    "pyodideUrl": pyodide_url,
                    "disablePyPIFallback": True,
                    "pipliteUrls": [],
                    "loadPyodideOptions": {"packages": list(KERNEL_PACKAGES), "tarotBundleURL": bundle_url,
                                           **({"tarotSnapshotURL": snapshot_url} if snapshot_url else {})},
                }
            },
        },
    }


def folder_size(folder: Path) -> tuple[int, int]:
    files = [p for p in folder.rglob("*") if p.is_file()]
    return sum(p.stat().st_size for p in files), len(files)


def build() -> None:
    started = time.monotonic()
    python = ensure_venv()
    pyodide = fetch_pyodide()
    wheels = fetch_wheels(python)

    work = CACHE / "work"
    if work.exists():
        shutil.rmtree(work)
    lite, contents = work / "lite", work / "contents"
    static = lite / "static" / "pyodide"
    static.mkdir(parents=True)
    for name in PYODIDE_FILES:
        shutil.copy2(pyodide / name, static / name)

    # the wheels of the pyodide kernel itself (pyodide_kernel, piplite, the ipykernel and
    # widgetsnbextension stand-ins) come with jupyterlite-pyodide-kernel
    kernel_pypi = VENV / "share/jupyter/labextensions/@jupyterlite/pyodide-kernel-extension/static/pypi"
    kernel_wheels = [p for p in sorted(kernel_pypi.glob("*.whl"))
                     if not p.name.startswith("widgetsnbextension-3.")]
    built = work / "built"
    built.mkdir()
    tarotlib_wheel = build_tarotlib_wheel(python, built)
    stubs = [
        # Pyodide's sqlite3 is a module of its CDN; IPython runs without it (no history)
        stub_wheel(built, "sqlite3", "1.0.0", "stand-in: no sqlite3 in this site"),
        # IPython completes with jedi only if it imports; the pages never ask to complete
        stub_wheel(built, "jedi", "0.0.0", "stand-in: no completion in this site"),
    ]
    python313 = find_python313()
    if python313:
        compiled = CACHE / "compiled"
        wheels = [compiled_wheel(w, python313, compiled, keep_sources=False) for w in wheels + kernel_wheels]
        tarotlib_wheel = compiled_wheel(tarotlib_wheel, python313, built / "compiled", keep_sources=True)
    else:
        wheels = wheels + kernel_wheels
        say("no Python 3.13 found (python3.13, pyenv, $TAROTLIB_PYTHON313): the wheels ship as "
            "sources, and each browser compiles them (slower first start)")
    shipped = wheels + [tarotlib_wheel] + stubs
    for wheel in shipped:
        shutil.copy2(wheel, static / wheel.name)
    lock = write_lock(pyodide, shipped, static, python)
    missing = [p for p in KERNEL_PACKAGES if canonical(p) not in lock["packages"]]
    if missing:
        raise SystemExit(f"not in the lock file: {missing}")

    bundle_url = versioned_url(write_bundle(lock, static))
    snapshot_url = versioned_url(static / SNAPSHOT_FILE) if make_snapshot(pyodide, static) else None
    (lite / "jupyter-lite.json").write_text(
        json.dumps(lite_config("./static/pyodide/pyodide.js", snapshot_url, bundle_url), indent=2))
    for name in ("jupyter_lite_config.json", "overrides.json"):
        if (SITE / name).exists():
            shutil.copy2(SITE / name, lite / name)
    copy_notebooks(contents)

    if OUTPUT.exists():
        shutil.rmtree(OUTPUT)
    say("running voici build")
    env = {**os.environ, "PATH": f"{VENV / 'bin'}{os.pathsep}{os.environ.get('PATH', '')}"}
    env.pop("JUPYTERLITE_PYODIDE_URL", None)
    log = CACHE / "voici-build.log"
    with open(log, "w") as out:
        result = subprocess.run(
            [str(VENV / "bin" / "voici"), "build", "--lite-dir", str(lite), "--contents", str(contents),
             "--output-dir", str(OUTPUT), "--no-sourcemaps", "--no-unused-shared-packages"],
            cwd=lite, env=env, stdout=out, stderr=subprocess.STDOUT)
    if result.returncode != 0:
        sys.stderr.write(log.read_text()[-4000:])
        raise SystemExit(f"voici build failed (the whole log: {log.relative_to(ROOT)})")

    postprocess()
    (OUTPUT / HASH_FILE).write_text(input_hash() + "\n")
    size, count = folder_size(OUTPUT)
    say(f"built {OUTPUT.relative_to(ROOT)}/ in {time.monotonic() - started:.0f} s: "
        f"{size / 1e6:.1f} MB in {count} files; open {LANDING} (or index.html)")


def patch_bundles(pattern: re.Pattern, replacement, what: str, at_least: int = 1,
                  folders: tuple[str, ...] = (KERNEL_EXTENSION,)) -> list[str]:
    """Every bundle of the pyodide kernel (or of ``folders``) with ``pattern`` replaced; the
    build stops when fewer than ``at_least`` bundles have it (a pinned bundle changed)."""
    patched = []
    for folder in folders:
        for bundle in sorted((OUTPUT / folder).glob("*.js")):
            code, count = pattern.subn(replacement, bundle.read_text(encoding="utf-8"))
            if count:
                bundle.write_text(code, encoding="utf-8")
                patched.append(bundle.name)
    if len(patched) < at_least:
        raise SystemExit(f"{what}: found in {patched or 'no bundle'} of {', '.join(folders)}, expected "
                         f"{at_least}: have the pinned voici and jupyterlite-pyodide-kernel changed?")
    return patched


def without_drive() -> None:
    """The pyodide kernel told never to mount the file drive (see ``MOUNT_DRIVE``)."""
    patch_bundles(MOUNT_DRIVE, "mountDrive:!1,loadPyodideOptions:", "the kernel factory's 'mountDrive:'")


def with_kernel_start() -> str:
    """The kernel's worker starts Python as site/kernel-start.js says (``KERNEL_START``),
    and takes the worker the page started (``INIT_WORKER``); returns the path of that
    worker's script (below ``KERNEL_EXTENSION``)."""
    patched = patch_bundles(LOAD_PYODIDE, kernel_start_js, "the worker's loadPyodide call")
    for name in patched:  # kernel-start.js's object, first thing in each of these bundles
        bundle = OUTPUT / KERNEL_EXTENSION / name
        bundle.write_text(f"(self.__tarotKernel=(\n{KERNEL_START.read_text()}\n)).startEarly();\n"
                          + bundle.read_text(encoding="utf-8"), encoding="utf-8")
    patch_bundles(PIPLITE_SETTINGS, lazy_piplite_js, "the kernel's piplite settings")
    chunks = []
    patch_bundles(INIT_WORKER, lambda m: chunks.append(m.group(3)) or m.group(0).replace(
        f"initWorker({m.group(1)}){{return crossOriginIsolated?", TAKE_WORKER.format(e=m.group(1)), 1),
        "the kernel's initWorker")
    (chunk,) = set(chunks)
    (worker,) = (OUTPUT / KERNEL_EXTENSION).glob(f"{chunk}.*.js")
    if worker.name not in patched:
        raise SystemExit(f"the kernel's worker {worker.name} does not start Python as site/kernel-start.js says")
    return f"{KERNEL_EXTENSION}/{worker.name}"


HEAD = re.compile(r'<head[^>]*>\s*<meta charset="utf-8"\s*/?>', re.I)  # the script goes after the charset
CONFIG_DATA = re.compile(r'<script id="jupyter-config-data" type="application/json">(.*?)</script>', re.S)


def early_worker_script(html: str, page: Path, worker: Path) -> str:
    """``EARLY_WORKER_JS`` for ``page``: its kernel settings as the kernel's factory makes
    them from the page's config (``pyodideUrl`` relative to the page, the options' URLs
    relative to ``baseUrl``)."""
    match = CONFIG_DATA.search(html)
    if not match or not HEAD.search(html):
        raise SystemExit(f"{page.relative_to(OUTPUT)}: no <head><meta charset> or no jupyter-config-data")
    config = json.loads(match.group(1))
    kernel = config["litePluginSettings"]["@jupyterlite/pyodide-kernel-extension:kernel"]
    settings = {"baseUrl": config["baseUrl"], "pyodideUrl": kernel["pyodideUrl"],
                "options": kernel.get("loadPyodideOptions", {})}
    return EARLY_WORKER_JS % (json.dumps(os.path.relpath(worker, page.parent)), json.dumps(settings))


def postprocess() -> None:
    pages = sorted((OUTPUT / "voici" / "render").rglob("*.html"))
    if not pages:
        raise SystemExit("voici wrote no pages")
    without_drive()
    worker = OUTPUT / with_kernel_start()
    patch_bundles(SW_VERSION, sw_version_js, "the service worker manager's registration", at_least=2,
                 folders=("voici/build", KERNEL_EXTENSION))
    patch_bundles(PIPELINE, pipeline_js, "voici's executeCells loop", folders=("voici/build",))
    font_awesome = OUTPUT / FONT_AWESOME_DIR
    source = fetch_npm(*FONT_AWESOME)
    for name in FONT_AWESOME_FILES:
        (font_awesome / name).parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(source / name, font_awesome / name)
    for page in pages:
        html = page.read_text(encoding="utf-8")
        # Voila's template links Font Awesome from a CDN: the site's own copy instead, and
        # nothing outside the site is asked for
        sheets = "".join(
            f'<link rel="stylesheet" href="{os.path.relpath(font_awesome / "css" / css, page.parent)}" type="text/css" />\n'
            for css in ("all.min.css", "v4-shims.min.css"))
        html = CDN_LINK.sub("", html)
        html = html.replace("</head>", sheets + "</head>", 1)
        if LINK_SCRIPT not in html:
            html = html.replace("</body>", LINK_SCRIPT + "\n</body>", 1)
        html = HEAD.sub(lambda m: m.group(0) + "\n" + early_worker_script(html, page, worker), html, 1)
        page.write_text(html, encoding="utf-8")
    # JupyterLite's own application (its core bundle and fonts) is not used by voici's pages,
    # which take only the settings schemas and the themes from build/
    for path in (OUTPUT / "build").iterdir():
        if path.name not in KEEP_IN_BUILD:
            shutil.rmtree(path) if path.is_dir() else path.unlink()
    (OUTPUT / "index.html").write_text(
        ROOT_INDEX.format(landing=LANDING, landing_js=json.dumps(LANDING)), encoding="utf-8")
    (OUTPUT / ".nojekyll").write_text("")  # GitHub Pages: serve the files as they are


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--force", action="store_true", help="build even if site/_output/ is up to date")
    parser.add_argument("--check", action="store_true", help="exit 0 if site/_output/ is up to date, 1 if not")
    args = parser.parse_args(argv)
    if args.check:
        fresh = is_up_to_date()
        say("site/_output/ is up to date" if fresh else "site/_output/ is missing or stale")
        return 0 if fresh else 1
    # one build at a time (the browser test may start one while a person runs another)
    CACHE.mkdir(parents=True, exist_ok=True)
    lock = open(CACHE / ".lock", "w")
    fcntl.flock(lock, fcntl.LOCK_EX)
    if not args.force and is_up_to_date():
        size, count = folder_size(OUTPUT)
        say(f"site/_output/ is up to date ({size / 1e6:.1f} MB in {count} files): nothing to do (--force rebuilds)")
        return 0
    build()
    return 0


if __name__ == "__main__":
    sys.exit(main())
