"""tarotwidgets.pyodide_fixes: the patch of the Pyodide kernel's comm messages, tried here
with a stand-in kernel and a stand-in ``js`` module (the real ones exist only in the
browser), both when the kernel is already there and when it comes after tarotwidgets
(the static site's snapshot imports tarotwidgets before the kernel exists)."""

from __future__ import annotations

import json
import sys
import types

import IPython.core.getipython
import pytest
from tarotwidgets import pyodide_fixes

KERNEL_COMM_SOURCE = '''
class Comm:
    comm_id = "c1"
    topic = b"comm-c1"

    def publish_msg(self, msg_type, data=None, metadata=None, buffers=None, **keys):
        raise AssertionError("the kernel's own publish_msg drops None values")
'''


class Shell:
    def __init__(self) -> None:
        self.sent: list[tuple] = []

    def send_comm(self, *message) -> None:
        self.sent.append(message)


@pytest.fixture
def browser(monkeypatch, tmp_path):
    """Pyodide as far as pyodide_fixes can tell: the platform, ``js.JSON.parse``, a shell,
    and a ``pyodide_kernel`` package on the path, not imported yet."""
    package = tmp_path / "pyodide_kernel"
    package.mkdir()
    (package / "__init__.py").write_text("")
    (package / "comm.py").write_text(KERNEL_COMM_SOURCE)
    monkeypatch.syspath_prepend(str(tmp_path))
    monkeypatch.setattr(sys, "platform", "emscripten")
    monkeypatch.setitem(sys.modules, "js", types.SimpleNamespace(JSON=types.SimpleNamespace(parse=json.loads)))
    shell = Shell()
    monkeypatch.setattr(IPython.core.getipython, "get_ipython", lambda: shell)
    monkeypatch.setattr(pyodide_fixes, "_installed", False)
    monkeypatch.setattr(sys, "meta_path", list(sys.meta_path))
    for name in ("pyodide_kernel", "pyodide_kernel.comm"):
        monkeypatch.delitem(sys.modules, name, raising=False)
    yield shell
    for name in ("pyodide_kernel", "pyodide_kernel.comm"):
        sys.modules.pop(name, None)


def sends_none(shell: Shell) -> None:
    from pyodide_kernel.comm import Comm
    Comm().publish_msg("comm_msg", data={"method": "update", "state": {"display": None}})
    (message,) = shell.sent
    assert message[0] == "comm_msg"
    assert message[1] == {"data": {"method": "update", "state": {"display": None}}, "comm_id": "c1"}


def test_outside_pyodide_nothing_is_patched(monkeypatch) -> None:
    monkeypatch.setattr(pyodide_fixes, "_installed", False)
    assert sys.platform != "emscripten"
    before = list(sys.meta_path)
    assert pyodide_fixes.install() is False
    assert sys.meta_path == before


def test_a_running_kernel_is_patched_at_once(browser: Shell) -> None:
    import pyodide_kernel  # noqa: F401  # the kernel runs before tarotwidgets is imported
    assert pyodide_fixes.install() is True
    sends_none(browser)


def test_a_kernel_imported_later_is_patched_when_it_comes(browser: Shell) -> None:
    assert pyodide_fixes.install() is False  # no kernel yet: the patch waits for it
    assert pyodide_fixes.install() is False
    waiting = [f for f in sys.meta_path if type(f).__name__ == "_PatchOnImport"]
    assert len(waiting) == 1, "one finder, however often install() is called"
    sends_none(browser)  # imports pyodide_kernel.comm
    assert pyodide_fixes._installed
    assert not [f for f in sys.meta_path if type(f).__name__ == "_PatchOnImport"], "the finder leaves"
