"""Every module imports alone, in a fresh interpreter: an import that goes round in a
circle (a game reading a bot's habits, the bots reading the search, the search reading
the game) fails only in the order that meets it first, which a test run that imports
everything up front never shows."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path


ROOT = Path(__file__).resolve().parents[1]
MODULES = sorted(
    [".".join(path.relative_to(ROOT).with_suffix("").parts).removesuffix(".__init__")
     for path in (ROOT / "tarotlib").rglob("*.py") if path.name != "__main__.py"]
    + [".".join(("tarotwidgets", *path.relative_to(ROOT / "widgets").with_suffix("").parts)).removesuffix(".__init__")
       for path in (ROOT / "widgets").rglob("*.py")]
)


def test_every_module_is_listed() -> None:
    assert {"tarotlib.search.solver", "tarotlib.bots.pimc", "tarotlib.games.klaverjas", "tarotwidgets.play",
            "tarotwidgets.lessons.kinds", "tarotwidgets.lessons.content.marjolet"} <= set(MODULES)


def test_each_module_imports_alone_in_a_fresh_interpreter() -> None:
    failed = []
    for module in MODULES:
        done = subprocess.run([sys.executable, "-c", f"import {module}"], capture_output=True, text=True, cwd=ROOT)
        if done.returncode:
            failed.append(f"{module}: {done.stderr.strip().splitlines()[-1]}")
    assert not failed, "\n".join(failed)
