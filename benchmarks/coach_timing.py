"""Times of the coach and the strong computer player, the same positions in any Python:
``benchmarks/static_site.py`` runs :func:`measure` in the static site's Pyodide (headless
Chromium), and ``python benchmarks/coach_timing.py`` in this machine's CPython, so the two
are compared position by position.

For each of the nine games, one hand from a fixed seed played by ``basic`` at every
seat; at the first ``TURNS`` turns of seat 0 in trick play with more than one legal
card: the hint (:func:`tarotlib.coach.think_hint`, ``HINT_BUDGET``) and a strong
player's decision (``pimc`` at ``STRONG_BUDGET``); then the review of seat 0's hand
(:func:`tarotlib.coach.think_review`). Wall-clock seconds, one step at a time as the
pages take them (without the pages' pauses between steps)."""

from __future__ import annotations

import json
import sys
import time

from tarotlib import ALL_GAME_IDS
from tarotlib.bots import get_bot
from tarotlib.bots.pimc import PimcBot
from tarotlib.coach import think_hint, think_review
from tarotlib.match import Match
from tarotlib.phases import PLAY
from tarotwidgets.play import STRONG_BUDGET

TURNS = 3
SEED = 11


def measure(games: tuple[str, ...] = tuple(ALL_GAME_IDS), turns: int = TURNS, seed: int = SEED) -> dict:
    """{"hint": [...], "strong": [...], "review": [...], "decisions": [...]}: seconds each."""
    times: dict[str, list] = {"hint": [], "strong": [], "review": [], "decisions": []}
    for game in games:
        state = Match(game, seed=seed).new_hand()
        bots = [get_bot("basic", seed * 31 + seat) for seat in range(state.players)]
        asked = 0
        while not state.is_over:
            seat = state.turn
            view = state.view(seat)
            if seat == 0 and asked < turns and state.phase is PLAY and len(view.legal) > 1:
                asked += 1
                started = time.perf_counter()
                advice = think_hint(view, state.spec, seed=len(state.actions)).finish()
                times["hint"].append(round(time.perf_counter() - started, 3))
                started = time.perf_counter()
                PimcBot(seed, budget=STRONG_BUDGET).decide(view, state.spec)
                times["strong"].append(round(time.perf_counter() - started, 3))
                assert advice.line("en")
            state.apply(bots[seat].choose(state, seat), seat)
        started = time.perf_counter()
        result = think_review(state, 0).finish()
        times["review"].append(round(time.perf_counter() - started, 3))
        times["decisions"].append(len(result.moments))
    return times


def summary(values: list[float]) -> str:
    ordered = sorted(values)
    middle = ordered[len(ordered) // 2]
    return f"median {middle:.2f} s, slowest {ordered[-1]:.2f} s (n={len(ordered)})"


if __name__ == "__main__":
    measured = measure()
    print(json.dumps(measured))
    for key in ("hint", "strong", "review"):
        print(f"{key}: {summary(measured[key])}", file=sys.stderr)
