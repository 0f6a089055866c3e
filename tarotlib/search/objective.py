"""What a search maximises: the value of a finished hand for one seat's side.

Every search (the double-dummy solver, the sampling player, the hint and the review)
judges a line by the engine's own result (``state.result.score``, exact and before any
rounding: game points, chips, points, Klaverjassen times the Kraken factor), never by a
count of its own, so what it calls best is what the score sheet says.

Sides:

* **Two camps** (Klaverjassen-4 partners, K6; the Klaverjassen-3 Speler against both
  defenders, K5; any two-player game): a seat plays for its camp's *margin*, the mean
  score of its camp minus the mean score of the other camp. Partners show the same
  figure, so for them this is side minus side; the Speler is judged against the
  defenders' average. The game is then zero-sum, and both camps search one value.
* **Everyone for himself** (three or more seats, no partners: Maison Tarot with 3-6,
  La Rigueur, Troggen, Triomphe Forcée, Leipzig Taroc): the value is the mover's own
  score and every other seat plays to minimise it (a *paranoid* search). It is safe
  (the mover gets at least that much whatever the others do) but pessimistic, since
  the others are in truth not allied.

A seat that sits out (K5 ``four-at-table``) belongs to no camp.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Sequence

from tarotlib.actions import Action
from tarotlib.errors import TarotlibError


@dataclass(frozen=True)
class Solution:
    """A solved position: its exact ``value`` for the camp of the seat to move
    (:func:`final_value`), the legal actions that reach it (``best``), the exact value
    of each legal action when they were asked for (``values``, else empty), and the
    nodes the search visited."""

    value: float
    best: tuple[Action, ...]
    values: tuple[tuple[Action, float], ...] = ()
    nodes: int = 0


def camp_of(sides: Sequence[int], seat: int, sitting_out: int | None) -> tuple[int, ...] | None:
    """The seats ``seat`` plays with (itself included) when the hand has exactly two
    camps, else None (everyone for himself: a paranoid search)."""
    active = [s for s in range(len(sides)) if s != sitting_out]
    if len({sides[s] for s in active}) != 2:
        return None
    return tuple(s for s in active if sides[s] == sides[seat])


def final_value(score: Sequence[int | float], sides: Sequence[int], seat: int, sitting_out: int | None) -> float:
    """The value of a finished hand's ``score`` (per seat, as ``HandResult.score``) for
    ``seat``: its camp's mean minus the other camp's mean, or with no two camps its own
    score (see the module's docs)."""
    camp = camp_of(sides, seat, sitting_out)
    if camp is None:
        return float(score[seat])
    others = [s for s in range(len(sides)) if s != sitting_out and s not in camp]
    return sum(score[s] for s in camp) / len(camp) - sum(score[s] for s in others) / len(others)


class SearchStopped(TarotlibError):
    """A search stopped by its ``max_nodes`` or ``deadline`` before it had a value."""

    def __init__(self, nodes: int, why: str = "nodes"):
        if why == "nodes":
            en, nl = (f"search stopped after {nodes} nodes (max_nodes): no value yet",
                      f"zoeken gestopt na {nodes} knopen (max_nodes): nog geen waarde")
        else:
            en, nl = (f"search stopped at its deadline after {nodes} nodes: no value yet",
                      f"zoeken gestopt op de deadline na {nodes} knopen: nog geen waarde")
        super().__init__(en, nl)
        self.nodes = nodes
        self.why = why

    def __reduce__(self) -> tuple[Any, ...]:
        return type(self), (self.nodes, self.why)
