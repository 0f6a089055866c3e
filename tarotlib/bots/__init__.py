"""Computer players: a :class:`Bot` picks one legal action for the seat to move.

A bot reads only what that seat may know: ``state.view(seat)`` (its own hand, the
table, the legal actions) and the public rules in ``state.spec``, never another
seat's hand. ``get_bot("basic")`` gives a fresh bot by name; :func:`play_out`
finishes a hand with one bot per seat; :func:`hint` is the basic bot's advice for a
learner, with the rule that limits the choice.
"""

from __future__ import annotations

from typing import Callable, Protocol, Sequence

from tarotlib.actions import Action
from tarotlib.bots.basic import BasicBot
from tarotlib.bots.hints import Hint, hint
from tarotlib.bots.random_bot import RandomBot
from tarotlib.errors import TarotlibError, shown
from tarotlib.state import HandState


class Bot(Protocol):
    """Anything that can choose an action for the seat to move."""

    name: str

    def choose(self, state: HandState, seat: int) -> Action: ...


def searching_bot(seed: int | str | None = None, budget: float = 1.0) -> Bot:
    """The sampling player ``pimc`` (:mod:`tarotlib.bots.pimc`), imported when first made:
    the search it stands on plays ``basic``'s habits from this package in its horizon's
    playouts, so an import at the top would go round in a circle."""
    from tarotlib.bots.pimc import PimcBot

    return PimcBot(seed, budget=budget)


BOTS: dict[str, Callable[[int | str | None], Bot]] = {"random": RandomBot, "basic": BasicBot, "pimc": searching_bot}
"""Bot makers by name; each takes a seed (the basic bot ignores it: it never guesses; the
sampling player ``pimc`` draws its deals from it, with its default budget of a second)."""


SEARCHING = ("pimc",)
"""The bots that think within a budget of seconds per decision (``get_bot(budget=...)``)."""


def get_bot(name: str, seed: int | str | None = None, budget: float | None = None) -> Bot:
    """A new bot by its name in :data:`BOTS`; :class:`TarotlibError` for an unknown name.
    ``budget``: seconds per decision for a bot of :data:`SEARCHING` (others take none)."""
    maker = BOTS.get(name) if type(name) is str else None  # a list is unhashable; nothing but a name is one
    if maker is None:
        known = ", ".join(BOTS)
        raise TarotlibError(
            f"bot: unknown bot {shown(name)} (known: {known})", f"bot: onbekende bot {shown(name)} (bekend: {known})"
        )
    if budget is not None and name in SEARCHING:
        return searching_bot(seed, budget=budget)
    return maker(seed)


def play_out(state: HandState, bots: Sequence[Bot]) -> HandState:
    """Play the hand to its end, ``bots[seat]`` choosing for each seat; returns ``state``."""
    while state.turn is not None:
        seat = state.turn
        state.apply(bots[seat].choose(state, seat), seat)
    return state


__all__ = ["BOTS", "SEARCHING", "BasicBot", "Bot", "Hint", "RandomBot", "get_bot", "hint", "play_out", "searching_bot"]
