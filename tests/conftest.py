"""Run the browser tests last: Playwright's sync API leaves an event loop marked as
running in the main thread, which would change how later tests' widgets schedule work."""

from __future__ import annotations

import pytest


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    items.sort(key=lambda item: item.get_closest_marker("browser") is not None)
