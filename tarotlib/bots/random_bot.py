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
        view = state.view(seat)
        if not view.legal:
            raise view.nothing_to_choose()
        return self._rng.choice(view.legal)
