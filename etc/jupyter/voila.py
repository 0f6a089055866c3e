"""Voila's Python settings for tarotlib, read together with the repository's ``voila.json``.

Voila reads ``voila.py`` and ``voila.json`` from its working directory and from the
Jupyter config path, both as the standalone ``voila`` command and as the Jupyter server
extension behind ``/voila/render/...`` on Binder or a JupyterHub. This file lives in
``etc/jupyter/`` (not beside voila.json: a ``voila.py`` in the working directory would
hide the voila package from ``python -m voila``); scripts/voila_server.py puts this
folder on ``JUPYTER_CONFIG_PATH`` and binder/postBuild copies it to
``<env>/etc/jupyter/``. ``voila.json`` holds the plain values; this file the two that
must be Python:

- ``VoilaConfiguration.prelaunch_hook``: reads the request's XSRF token, which makes
  tornado set the ``_xsrf`` cookie on the page itself. The page's close request
  (Voila's ``beforeunload`` beacon to ``voila/api/shutdown/<kernel>``) sends that
  cookie's value as ``_xsrf``, so closing a tab shuts its kernel down while XSRF checks
  stay on. Without it a page opened straight from a link has no cookie and the beacon
  is refused (403 "'_xsrf' argument missing from POST").
- ``VoilaConfiguration.multi_kernel_manager_class``: jupyter_server's
  ``AsyncMappingKernelManager`` with a ceiling on live kernels (``max_kernels``, set in
  voila.json). Past it a new page gets HTTP 503, which the ``tarotlib`` Voila template
  (share/jupyter/voila/templates/tarotlib/503.html) shows as "The server is full, try
  again in a minute" / "De server is vol, probeer het over een minuut opnieuw",
  instead of every page slowing down until none works. Only the standalone server uses
  this class; under Jupyter Server (Binder, JupyterHub) the hub's per-user limits apply.
"""

from jupyter_server.services.kernels.kernelmanager import AsyncMappingKernelManager
from tornado import web
from traitlets import Integer


def set_xsrf_cookie(request_handler, notebook, cwd):
    """Voila's prelaunch hook: tornado sets the ``_xsrf`` cookie when the token is read."""
    request_handler.xsrf_token  # noqa: B018 (read for its side effect)
    return notebook


class LimitedKernelManager(AsyncMappingKernelManager):
    """jupyter_server's kernel manager, refusing new kernels beyond ``max_kernels``."""

    max_kernels = Integer(
        0, config=True,
        help="Most kernels alive at once (started or starting); 0 for no limit.")

    def live_kernel_count(self) -> int:
        return len(set(self._kernels) | set(self._pending_kernels))

    async def start_kernel(self, *args, kernel_id=None, **kwargs):
        if kernel_id is None and self.max_kernels > 0:
            live = self.live_kernel_count()
            if live >= self.max_kernels:
                self.log.warning("server full: %d kernels alive (max_kernels=%d), page refused",
                                 live, self.max_kernels)
                raise web.HTTPError(503, "server full: %d kernels alive", live, reason="Server full")
        return await super().start_kernel(*args, kernel_id=kernel_id, **kwargs)


# ``c`` is the configuration object traitlets hands to the file it runs
c.VoilaConfiguration.prelaunch_hook = set_xsrf_cookie  # noqa: F821
c.VoilaConfiguration.multi_kernel_manager_class = LimitedKernelManager  # noqa: F821
