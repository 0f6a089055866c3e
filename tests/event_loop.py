"""Helpers for widget tests that need an event loop, as a Voila kernel has one: the
computer players, the hint and the review think a sampled deal at a time on it."""

from __future__ import annotations

import asyncio
import concurrent.futures
from typing import Any, Awaitable, Callable


def run_on_a_loop(make: Callable[[], Awaitable[Any]]) -> Any:
    """``make()`` run on an event loop of its own, in a fresh thread (whatever loop an
    earlier test left running here)."""
    with concurrent.futures.ThreadPoolExecutor(1) as pool:
        return pool.submit(asyncio.run, make()).result()


async def until(condition: Callable[[], bool], pause: float = 0.0) -> None:
    """Give the loop its turns until ``condition()`` holds (a few seconds at most)."""
    for _ in range(20_000):
        if condition():
            return
        await asyncio.sleep(pause)
    raise AssertionError("waited in vain")
