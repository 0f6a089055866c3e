"""What the widgets need to run in the browser's own Python (Pyodide, the static site).

The JupyterLite Pyodide kernel (``pyodide_kernel`` 0.7) hands each comm message to
JavaScript with ``PyProxy.toJs()``, which turns ``None`` into ``undefined``; the message
is then written as JSON, where a key whose value is ``undefined`` disappears. So a trait
set back to ``None`` never reaches the page: ``layout.display = None`` after ``"none"``
leaves the widget hidden (the Leipzig Taroc declarations panel stayed invisible). The
fix sends the message's JSON content as a JavaScript object made by ``JSON.parse``,
which keeps ``null``; the binary buffers go as before.

:func:`install` does that once, and only inside Pyodide; elsewhere (Voila, JupyterLab,
plain Python) it does nothing. ``import tarotwidgets`` calls it. The static site's
memory snapshot imports tarotwidgets before the kernel exists (scripts/build_site.py,
``SNAPSHOT_IMPORTS``), so when the kernel's comm module is not imported yet, the patch
waits for it: a finder on ``sys.meta_path`` patches the module as soon as it is loaded.
"""

from __future__ import annotations

import json
import sys
from importlib.machinery import PathFinder
from types import ModuleType
from typing import Any

KERNEL_COMM = "pyodide_kernel.comm"
_installed = False


def install() -> bool:
    """Patch the Pyodide kernel's comm messages to keep ``None`` values, now or when the
    kernel is imported; True once patched."""
    if _installed or sys.platform != "emscripten":
        return _installed
    if "pyodide_kernel" in sys.modules:  # the kernel runs: its comm module is a step away
        try:
            from pyodide_kernel import comm as kernel_comm  # type: ignore[import-not-found]
        except ImportError:
            return False
        return _patch(kernel_comm)
    if not any(isinstance(finder, _PatchOnImport) for finder in sys.meta_path):
        sys.meta_path.insert(0, _PatchOnImport())
    return False


class _PatchOnImport:
    """Patches ``pyodide_kernel.comm`` once it has run, then leaves ``sys.meta_path``."""

    def find_spec(self, name: str, path: Any = None, target: Any = None) -> Any:
        if name != KERNEL_COMM:
            return None
        sys.meta_path.remove(self)
        spec = PathFinder.find_spec(name, path)
        if spec is not None and spec.loader is not None:
            run = spec.loader.exec_module

            def exec_module(module: ModuleType) -> None:
                run(module)
                _patch(module)

            spec.loader.exec_module = exec_module  # type: ignore[method-assign]
        return spec


def _patch(kernel_comm: ModuleType) -> bool:
    global _installed
    if _installed:
        return True
    import js  # type: ignore[import-not-found]  # Pyodide's bridge to JavaScript
    from IPython.core.getipython import get_ipython

    original = kernel_comm.Comm.publish_msg

    def publish_msg(self: Any, msg_type: str, data: Any = None, metadata: Any = None,
                    buffers: Any = None, **keys: Any) -> None:
        content = dict(data={} if data is None else data, comm_id=self.comm_id, **keys)
        try:
            as_js = js.JSON.parse(json.dumps(content, allow_nan=False))
        except (TypeError, ValueError):  # not plain JSON: leave it to the kernel as it was
            original(self, msg_type, data, metadata, buffers, **keys)
            return
        if buffers is not None:
            buffers = [(b.tobytes() if hasattr(b, "tobytes") else b) for b in buffers]
        get_ipython().send_comm(msg_type, as_js, {} if metadata is None else metadata, self.topic, buffers)

    kernel_comm.Comm.publish_msg = publish_msg
    _installed = True
    return True
