"""Run the browser tests last: Playwright's sync API leaves an event loop marked as
running in the main thread, which would change how later tests' widgets schedule work.

Under CI (``CI`` set, as ``.ci/run`` is run) the property tests draw the same examples
every run (Hypothesis's ``derandomize``) and keep no example database: a red CI then
means a change broke something, never that this run drew a rarer deal. Run locally,
they draw new examples each time, to go on finding what the fixed ones miss."""

from __future__ import annotations

import os

import pytest
from hypothesis import settings

settings.register_profile("ci", derandomize=True, database=None, print_blob=True)
if os.environ.get("CI"):
    settings.load_profile("ci")


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    items.sort(key=lambda item: item.get_closest_marker("browser") is not None)
