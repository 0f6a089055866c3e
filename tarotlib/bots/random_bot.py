"""The random bot: any legal action, each equally likely, from its own seeded generator."""

from __future__ import annotations

from tarotlib.actions import Action
from tarotlib.state import HandState, seeded_random


class RandomBot:
    """Uniform over the legal actions; the same seed gives the same choices."""

    name = "random"

    def __init__(self, seed: int | str | None = None):
        self._rng = seeded_random(seed)

    def choose(self, state: HandState, seat: int) -> Action:
        legal = state.view(seat).legal
        if not legal:
            raise ValueError(f"seat {seat} is not to move")
        return self._rng.choice(legal)
