"""What the widgets need to run in the browser's own Python (Pyodide, the static site).

The JupyterLite Pyodide kernel (``pyodide_kernel`` 0.7) hands each comm message to
JavaScript with ``PyProxy.toJs()``, which turns ``None`` into ``undefined``; the message
is then written as JSON, where a key whose value is ``undefined`` disappears. So a trait
set back to ``None`` never reaches the page: ``layout.display = None`` after ``"none"``
leaves the widget hidden (the Leipzig Taroc declarations panel stayed invisible). The
fix sends the message's JSON content as a JavaScript object made by ``JSON.parse``,
which keeps ``null``; the binary buffers go as before.

:func:`install` does that once, and only inside Pyodide with that kernel; elsewhere
(Voila, JupyterLab, plain Python) it does nothing. ``import tarotwidgets`` calls it.
"""

from __future__ import annotations

import json
import sys
from typing import Any

_installed = False


def install() -> bool:
    """Patch the Pyodide kernel's comm messages to keep ``None`` values; True if patched."""
    global _installed
    if _installed or sys.platform != "emscripten":
        return _installed
    try:
        import js  # type: ignore[import-not-found]  # Pyodide's bridge to JavaScript
        from IPython.core.getipython import get_ipython
        from pyodide_kernel import comm as kernel_comm  # type: ignore[import-not-found]
    except ImportError:
        return False

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
