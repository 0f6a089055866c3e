"""Perft counts: the move generator pinned by numbers, as python-chess pins its own.

For one deal per game, variant and number of players (``CASES_FILE``, one case a
line), the number of legal action sequences of each length from 1 to the case's depth,
from the start of the hand: every phase counts (bids, discards, declarations, doubling,
plays). ``tests/test_perft.py`` counts them again through ``legal_actions()``,
``push_legal()`` and ``pop()``, so a change to what is legal anywhere in the first
actions of a hand shows as a changed number, and the first depth that changed says
how early.

When a rule changes on purpose, write the file again and read the diff:

    python -m tests.perft                 # recount every case at its seed and depth
    python -m tests.perft --choose-depth  # also choose each case's depth again

A case keeps its seed and depth from the file; a new one (a new variant) gets the first
seed from 1 whose hand does not end as it is dealt (TF3: Death in hand), and the
largest depth from 4 to 8 whose count pushes at most ``--pushes`` actions
(:func:`chosen_depth`).
"""

from __future__ import annotations

import json
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Sequence

from tarotlib import HandState, new_hand
from tarotlib.games import available_games

CASES_FILE = Path(__file__).with_name("counts.json")
DEPTHS = range(4, 9)
"""The depths a case may have: at least 4 actions, at most 8."""
MAX_PUSHES = 300_000
"""The most pushes a chosen depth may take: a second or so here (a push, its
``legal_actions()`` and its pop take 3-6 µs), some fifteen seconds for every case."""


@dataclass(frozen=True)
class PerftCase:
    """One line of ``CASES_FILE``: a deal (``new_hand(game, players, variants,
    seed=seed)``) and its number of action sequences of length 1, 2, ... ``depth``."""

    game: str
    variants: tuple[str, ...]
    players: int
    seed: int
    depth: int
    counts: tuple[int, ...]

    @property
    def key(self) -> tuple[str, tuple[str, ...], int]:
        return self.game, self.variants, self.players

    @property
    def label(self) -> str:
        return f"{self.game}{''.join(f'+{v}' for v in self.variants)} ({self.players} players)"

    def deal(self) -> HandState:
        return new_hand(self.game, self.players, self.variants, seed=self.seed)

    def to_line(self) -> str:
        fields = {**asdict(self), "variants": list(self.variants), "counts": list(self.counts)}
        return json.dumps(fields)


def perft(state: HandState, depth: int) -> list[int]:
    """The number of legal action sequences of length 1 to ``depth`` from ``state`` (a
    finished hand has none), by pushing and popping every legal action down to
    ``depth - 1`` and counting the legal actions there (bulk counting, as chess perft
    tools do). ``state`` is as it was afterwards."""
    counts = [0] * depth

    def walk(level: int) -> None:
        legal = state.legal_actions()
        counts[level] += len(legal)
        if level + 1 < depth:
            for action in legal:
                state.push_legal(action)
                walk(level + 1)
                state.pop()

    walk(0)
    return counts


def first_change(old: Sequence[int], new: Sequence[int]) -> int | None:
    """The first depth (from 1) whose count differs, or None."""
    return next((depth for depth, (a, b) in enumerate(zip(old, new), start=1) if a != b), None)


def cases() -> list[tuple[str, tuple[str, ...], int]]:
    """(game, variants, players) of every case: each game at its usual number of
    players, once as it is and once per variant (``four-at-table`` with 4), and each
    game that seats a range of players at every other number, as it is."""
    out = []
    for spec in available_games():
        out.append((spec.id, (), spec.default_players))
        for name in spec.variants:
            out.append((spec.id, (name,), 4 if name == "four-at-table" else spec.default_players))
        for players in range(spec.min_players, spec.max_players + 1):
            if players != spec.default_players:
                out.append((spec.id, (), players))
    return out


def read_cases(path: Path = CASES_FILE) -> list[PerftCase]:
    """The cases of ``path`` (none if it does not exist yet)."""
    if not path.exists():
        return []
    return [PerftCase(line["game"], tuple(line["variants"]), line["players"], line["seed"], line["depth"],
                      tuple(line["counts"])) for line in json.loads(path.read_text(encoding="utf-8"))]


def write_cases(found: list[PerftCase], path: Path = CASES_FILE) -> None:
    """A JSON list with one case a line, so a diff shows each changed case."""
    path.write_text("[\n" + ",\n".join(case.to_line() for case in found) + "\n]\n", encoding="utf-8")


def first_playable_seed(game: str, variants: tuple[str, ...], players: int) -> int:
    """The first seed from 1 whose hand does not end as it is dealt (TF3)."""
    seed = 1
    while new_hand(game, players, variants, seed=seed).result is not None:
        seed += 1
    return seed


def chosen_depth(state: HandState, pushes: int = MAX_PUSHES) -> int:
    """The largest depth in :data:`DEPTHS` whose count pushes at most ``pushes``
    actions (but at least the smallest depth). Counting to depth d pushes every
    sequence shorter than d, the sum of the counts to d - 1, so each depth's count
    says whether the next one fits: a choice by the work done, the same on every
    machine, where a choice by time would move with the load."""
    for depth in DEPTHS:
        if depth == DEPTHS[-1] or sum(perft(state, depth)) > pushes:
            return depth
    raise AssertionError("DEPTHS is empty")
