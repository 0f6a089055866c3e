"""Perft: the number of legal action sequences from the start of one pinned deal per
game, variant and number of players (``tests/perft/counts.json``), counted again
through ``legal_actions()``, ``push_legal()`` and ``pop()``. Any change to what is legal
in a hand's first actions (bids, discards, declarations, doubling, plays) changes a
number here. When the change is meant (a rule settled anew), write the file again with
``python -m tests.perft`` from the repository's root and read its diff."""

from __future__ import annotations

from pathlib import Path

import pytest

from tarotlib import HandState

from perft import CASES_FILE, PerftCase, cases, chosen_depth, first_change, perft, read_cases, write_cases
from tarot_scenarios import dealt

CASES = read_cases()


@pytest.mark.parametrize("case", CASES, ids=lambda case: case.label)
def test_perft_counts(case: PerftCase) -> None:
    state = case.deal()
    counts = tuple(perft(state, case.depth))
    first = first_change(case.counts, counts)
    assert counts == case.counts, (f"{case.label}: the counts differ from depth {first} on; if a rule changed "
                                   "on purpose, run `python -m tests.perft` and read the diff")


def test_every_game_variant_and_number_of_players_has_a_case() -> None:
    assert [case.key for case in CASES] == cases()
    assert all(len(case.counts) == case.depth and 4 <= case.depth <= 8 and case.counts[-1] > 0 for case in CASES)


def two_cards_each() -> HandState:
    """Two-player Maison Tarot with two cards a seat: seat 0 leads from ♥R and ♣2,
    seat 1 holds ♥3 and ♥4."""
    return dealt("maison-tarot", [["Kh", "2c"], ["3h", "4h"]])


def test_perft_counted_by_hand() -> None:
    """Seat 0 leads either card (2). On ♥R seat 1 follows with either heart; on ♣2 it
    has no club and no trump, so either card (4). Each trick's winner then leads his
    last card and the other answers with his (4, 4). Then no more actions (0)."""
    assert perft(two_cards_each(), 5) == [2, 4, 4, 4, 0]


def test_perft_leaves_the_hand_as_it_was() -> None:
    state = CASES[0].deal()
    before = (state.legal_actions(), list(state.hands), state.turn, state.phase)
    perft(state, 3)
    assert (state.legal_actions(), list(state.hands), state.turn, state.phase) == before and state.actions == []


def test_chosen_depth_by_the_pushes_it_takes() -> None:
    """Counting to depth d pushes the sequences shorter than d: to depth 5 here 2 + 4 +
    4 + 4 = 14, to depth 6 the same 14 (nothing is left to push)."""
    state = two_cards_each()
    assert chosen_depth(state, pushes=13) == 4
    assert chosen_depth(state, pushes=14) == 8
    assert chosen_depth(state, pushes=0) == 4


def test_the_file_is_as_the_writer_writes_it(tmp_path: Path) -> None:
    again = tmp_path / "counts.json"
    write_cases(CASES, again)
    assert again.read_text(encoding="utf-8") == CASES_FILE.read_text(encoding="utf-8")
    assert read_cases(again) == CASES


def test_first_change_names_the_depth_from_one() -> None:
    assert first_change([2, 10, 25], [2, 10, 24]) == 3
    assert first_change([2, 10, 25], [2, 10, 25]) is None
