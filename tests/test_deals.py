"""The deal library (tarotlib.deals): every shipped deal loads, replays, and shows its point."""

from __future__ import annotations

import importlib.util
import json
import sys
from pathlib import Path

import pytest

from tarotlib.deals import library, load, start, start_from
from tarotlib.errors import RecordError
from tarotlib.games import ALL_GAME_IDS
from tarotlib.record import replay

ROOT = Path(__file__).resolve().parent.parent
_spec = importlib.util.spec_from_file_location("make_deals", ROOT / "scripts" / "make_deals.py")
assert _spec is not None and _spec.loader is not None
make_deals = importlib.util.module_from_spec(_spec)
sys.modules["make_deals"] = make_deals  # dataclasses look their module up while it loads
_spec.loader.exec_module(make_deals)
LESSONS = {lesson.name: lesson for lesson in make_deals.LESSONS}
NAMES = [entry.name for entry in library()]


def test_every_game_has_at_least_three_deals_and_each_file_a_lesson() -> None:
    for game in ALL_GAME_IDS:
        assert len(library(game)) >= 3, game
    assert set(NAMES) == set(LESSONS)


@pytest.mark.parametrize("name", NAMES)
def test_deal_loads_replays_and_shows_its_point(name: str) -> None:
    record = load(name)
    run = replay(record)
    assert run.ok, run.to_json()
    lesson = record.extra["x-lesson"]
    assert lesson["title"]["en"] and lesson["title"]["nl"] and lesson["teaches"]["en"] and lesson["teaches"]["nl"]
    assert set(lesson["rules"]) <= set(start(name).spec.rules) | {"K7"}
    assert LESSONS[name].point(run), f"{name}: {LESSONS[name].teaches['en']}"


@pytest.mark.parametrize("name", NAMES)
def test_start_deals_the_record_before_any_action(name: str) -> None:
    record, state = load(name), start(name)
    assert state.actions == [] and state.dealer == record.dealer and state.spec.id == record.game
    dealt = [{state.pack.codes[i] for i in hand} for hand in state.deal.hands]
    assert dealt == [set(hand) for hand in record.deal.hands]


def test_shipped_files_are_what_the_script_writes() -> None:
    assert make_deals.main(["--check"]) == 0


def test_an_unknown_deal_is_a_record_error_in_both_languages() -> None:
    with pytest.raises(RecordError) as refusal:
        load("no-such-deal")
    assert "no-such-deal" in refusal.value.message("en") and "bibliotheek" in refusal.value.message("nl")


def test_start_from_ignores_the_recorded_play() -> None:
    record = load("marjolet-dix").to_json()
    assert record["actions"] and start_from(record).actions == []
    assert json.loads(json.dumps(record))["x-lesson"]["rules"] == ["MJ4"]
