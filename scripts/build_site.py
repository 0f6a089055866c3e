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
``site/snapshot.mjs``) spares each page starting Python and importing them.

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
               "snapshot.mjs")

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
# JavaScript object qualify (not pyodide_kernel, ipykernel or tarotwidgets).
SNAPSHOT_IMPORTS = ("IPython", "IPython.core.interactiveshell", "IPython.display", "traitlets", "comm",
                    "ipywidgets", "anywidget", "psygnal", "tarotlib", "tarotlib.games", "tarotlib.bots",
                    "tarotlib.deals", "tarotlib.record", "tarotlib.match", "tarotlib.svg", "tarotlib.text")
SNAPSHOT_FILE = "tarotlib-snapshot.bin"  # gzip inside; .bin so that no host decodes it on the way
# The kernel's worker (jupyterlite-pyodide-kernel 0.7.0's initRuntime) passes the
# snapshot to loadPyodide when the settings name one (``tarotSnapshotURL``); a missing or
# unreadable snapshot means Python starts from scratch, as without it.
LOAD_OPTIONS = re.compile(r",\.\.\.(\w)\.loadPyodideOptions\}\)")
SNAPSHOT_JS = (
    ",...{o}.loadPyodideOptions,...await (async(o)=>{{const u=o&&o.tarotSnapshotURL;if(!u)return{{}};"
    "try{{const r=await fetch(u);if(!r.ok)throw new Error('HTTP '+r.status);"
    "return{{_loadSnapshot:await new Response(r.body.pipeThrough(new DecompressionStream('gzip'))).arrayBuffer()}}}}"
    "catch(x){{console.warn('tarotlib: no Python snapshot ('+x+'): Python starts from scratch');return{{}}}}}})"
    "({o}.loadPyodideOptions)}})")
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
                             str(static / SNAPSHOT_FILE), statement], capture_output=True, text=True)
    if result.returncode != 0:
        say(f"the Python snapshot failed, the site is built without it:\n{result.stderr[-2000:]}")
        return False
    say(f"Python snapshot: {(static / SNAPSHOT_FILE).stat().st_size / 1e6:.1f} MB ({result.stdout.strip()})")
    return True


def lite_config(pyodide_url: str, snapshot_url: str | None) -> dict:
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
                    "loadPyodideOptions": {"packages": list(KERNEL_PACKAGES),
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

    snapshot_url = f"./static/pyodide/{SNAPSHOT_FILE}" if make_snapshot(pyodide, static) else None
    (lite / "jupyter-lite.json").write_text(
        json.dumps(lite_config("./static/pyodide/pyodide.js", snapshot_url), indent=2))
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


def patch_kernel(pattern: re.Pattern, replacement, what: str, at_least: int = 1) -> None:
    """Every bundle of the pyodide kernel with ``pattern`` replaced; the build stops when
    fewer than ``at_least`` bundles have it (the pinned bundle changed)."""
    patched = []
    for bundle in sorted((OUTPUT / KERNEL_EXTENSION).glob("*.js")):
        code, count = pattern.subn(replacement, bundle.read_text(encoding="utf-8"))
        if count:
            bundle.write_text(code, encoding="utf-8")
            patched.append(bundle.name)
    if len(patched) < at_least:
        raise SystemExit(f"{what}: found in {patched or 'no bundle'} of {KERNEL_EXTENSION}, expected "
                         f"{at_least}: has jupyterlite-pyodide-kernel changed?")


def without_drive() -> None:
    """The pyodide kernel told never to mount the file drive (see ``MOUNT_DRIVE``)."""
    patch_kernel(MOUNT_DRIVE, "mountDrive:!1,loadPyodideOptions:", "the kernel factory's 'mountDrive:'")


def with_snapshot() -> None:
    """The kernel's worker restores the Python snapshot the settings name (``SNAPSHOT_JS``)."""
    patch_kernel(LOAD_OPTIONS, lambda m: SNAPSHOT_JS.format(o=m.group(1)), "the worker's loadPyodide options")


def postprocess() -> None:
    pages = sorted((OUTPUT / "voici" / "render").rglob("*.html"))
    if not pages:
        raise SystemExit("voici wrote no pages")
    without_drive()
    with_snapshot()
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
