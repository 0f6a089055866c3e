"""A tutorial's progress as the browser keeps it (tarotwidgets.progress): what the page
writes, what it takes from what was kept, and what "start again" forgets.

The front end's part (progress.js) only reads and writes the local storage; these tests
send its messages to the contents widget as the page does and look at the record the
widget asks it to write (``ContentsView.record``). tests/browser/test_kept_progress.py does
the same in Chromium, with a reload and the other language.
"""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from tarotwidgets.lessons import Lesson
from tarotwidgets.lessons.content import TUTORIALS
from tarotwidgets.lessons.kinds import WhoWins
from tarotwidgets.progress import MAX_KEYS, RECORD_VERSION, STORAGE_PREFIX, parse_record

GAME = "maison-tarot"
LANGS = ("en", "nl")
STEPS = [step.id for step in TUTORIALS[GAME].steps]  # history, pack, deal, trick, follow, ...


def send(lesson: Lesson, **content: Any) -> None:
    """A message of the contents' front end (progress.js), as the page sends it (the
    browser's storage working, unless said)."""
    if content.get("kind") == "restore":
        content.setdefault("available", True)
    lesson.progress.view._handle_custom_msg(content, [])


def page(lang: str = "en") -> tuple[Lesson, WhoWins, WhoWins]:
    """A lesson with the two exercises of its step "trick", as the notebook makes them."""
    lesson = Lesson(GAME, lang)
    lesson.contents()
    lesson.step("trick")
    return lesson, lesson.who_wins("plain"), lesson.who_wins("trumped")


def solve(exercise: WhoWins) -> None:
    assert exercise.answer(exercise.winner.code).right


def kept(*done: str, since: int = 1_000, step: str = "") -> dict[str, Any]:
    return {"version": RECORD_VERSION, "since": since, "done": list(done), "step": step}


def contents(lesson: Lesson) -> str:
    return lesson.progress.view.value


def test_one_storage_key_per_game_for_both_languages() -> None:
    english, dutch = Lesson(GAME, "en"), Lesson(GAME, "nl")
    assert english.progress.view.storage_key == dutch.progress.view.storage_key == STORAGE_PREFIX + GAME
    assert Lesson("marjolet", "en").progress.view.storage_key == STORAGE_PREFIX + "marjolet"


def test_nothing_is_written_before_the_front_end_has_read_what_is_kept() -> None:
    # else a page would overwrite the kept progress with its own empty one as it opens
    lesson, plain, _ = page()
    solve(plain)
    assert lesson.progress.view.record == {}
    assert "tarot-progress-kept" not in contents(lesson)  # nor is keeping promised yet
    send(lesson, kind="restore", record=None)  # nothing was kept
    record = lesson.progress.view.record
    assert record["done"] == [plain.key] and record["step"] == "trick" and record["since"] > 0
    assert record["version"] == RECORD_VERSION and "tarot-progress-kept" in contents(lesson)


def test_a_browser_that_keeps_nothing_is_promised_nothing() -> None:
    # a private window, a sandboxed frame: progress.js finds no working local storage
    lesson, plain, _ = page()
    send(lesson, kind="restore", record=None, available=False)
    solve(plain)
    assert lesson.progress.view.record == {} and lesson.progress.since is None
    assert "tarot-progress-kept" not in contents(lesson) and 'data-done="1"' in contents(lesson)


@pytest.mark.parametrize("lang", LANGS)
def test_what_was_kept_shows_done_on_the_page(lang: str) -> None:
    lesson, plain, trumped = page(lang)
    send(lesson, kind="restore", record=kept(plain.key, trumped.key, step="trick"))
    assert lesson.progress.done == {plain.key, trumped.key}
    html = contents(lesson)
    assert 'data-done="2"' in html and 'data-total="2"' in html
    assert 'data-step="trick" data-done="true"' in html
    # each exercise says it was done before, and may be tried again
    for exercise in (plain, trumped):
        assert 'data-verdict="done-before"' in exercise.feedback.value
        assert exercise.verdict is None and exercise.solved is None
    assert lesson.progress.view.record["done"] == sorted([plain.key, trumped.key])


def test_the_kept_record_of_one_language_is_the_other_languages_too() -> None:
    english, plain, _ = page("en")
    send(english, kind="restore", record=None)
    solve(plain)
    stored = english.progress.view.record  # what the English page wrote
    dutch, dutch_plain, dutch_trumped = page("nl")
    send(dutch, kind="restore", record=stored)
    assert dutch.progress.done == {dutch_plain.key} and dutch_plain.key == plain.key
    assert 'data-verdict="done-before"' in dutch_plain.feedback.value
    assert dutch_trumped.feedback.value == ""
    assert dutch.progress.view.record == stored


def test_progress_made_before_the_read_is_joined_with_what_was_kept() -> None:
    lesson, plain, trumped = page()
    solve(trumped)
    send(lesson, kind="restore", record=kept(plain.key, since=5_000))
    record = lesson.progress.view.record
    assert record["done"] == sorted([plain.key, trumped.key]) and record["since"] == 5_000
    assert "Right" in trumped.feedback.value  # this page's own answer stays as it was shown


def test_an_exercise_made_after_the_record_came_is_shown_done() -> None:
    # on the static site the contents may be drawn (and read the storage) before the
    # later cells of the page have run
    lesson = Lesson(GAME, "en")
    lesson.contents()
    send(lesson, kind="restore", record=kept("who-wins:plain"))
    lesson.step("trick")
    plain = lesson.who_wins("plain")
    assert 'data-verdict="done-before"' in plain.feedback.value
    assert 'data-done="1"' in contents(lesson)


def test_kept_keys_this_page_does_not_show_are_kept_and_not_counted() -> None:
    lesson, plain, _ = page()
    send(lesson, kind="restore", record=kept("which-card:an-old-exercise", plain.key))
    assert 'data-done="1"' in contents(lesson)
    assert lesson.progress.view.record["done"] == sorted(["which-card:an-old-exercise", plain.key])


def test_answering_again_replaces_the_done_before_note_and_keeps_it_done() -> None:
    lesson, plain, _ = page()
    send(lesson, kind="restore", record=kept(plain.key))
    loser = next(card for card in plain.cards if card != plain.winner)
    assert not plain.answer(loser.code).right
    assert 'data-verdict="wrong"' in plain.feedback.value
    assert plain.key in lesson.progress.view.record["done"]


def test_the_step_reached_is_the_furthest_one() -> None:
    lesson, _, _ = page()
    send(lesson, kind="restore", record=None)
    send(lesson, kind="reached", step="follow")
    assert lesson.progress.view.record["step"] == "follow"
    html = contents(lesson)
    number = STEPS.index("follow") + 1
    assert 'data-reached="follow"' in html and 'data-step="follow" data-done="false" data-reached="true"' in html
    assert 'aria-current="step"' in html
    assert f'{number}. {TUTORIALS[GAME].steps[number - 1].title["en"]}' in html
    assert 'href="#step-follow">Continue there</a>' in html
    for earlier_or_unknown in ("pack", "no-such-step", ""):
        send(lesson, kind="reached", step=earlier_or_unknown)
        assert lesson.progress.reached == "follow"
    send(lesson, kind="reached", step=3)  # not a step id at all
    assert lesson.progress.reached == "follow"


def test_the_first_step_reached_is_not_announced() -> None:
    lesson, _, _ = page()
    send(lesson, kind="restore", record=None)
    send(lesson, kind="reached", step=STEPS[0])
    assert lesson.progress.view.record["step"] == STEPS[0]
    assert "tarot-progress-reached" not in contents(lesson)


def test_a_kept_step_reached_is_restored() -> None:
    lesson, _, _ = page("nl")
    send(lesson, kind="restore", record=kept(step="scoring"))
    assert lesson.progress.reached == "scoring"
    assert 'href="#step-scoring">Ga daar verder</a>' in contents(lesson)


def test_an_exercise_solved_reaches_its_step() -> None:
    lesson, plain, _ = page()
    send(lesson, kind="restore", record=kept(step="pack"))
    solve(plain)
    assert lesson.progress.view.record["step"] == "trick"


def test_start_again_forgets_the_exercises_and_the_step_reached() -> None:
    lesson, plain, trumped = page()
    send(lesson, kind="restore", record=kept(trumped.key, since=2_000, step="follow"))
    solve(plain)
    send(lesson, kind="start-again")
    record = lesson.progress.view.record
    assert record["done"] == [] and record["step"] == "" and record["since"] > 2_000
    assert lesson.progress.done == set() and lesson.progress.reached == ""
    html = contents(lesson)
    assert 'data-done="0"' in html and 'data-done="true"' not in html and "tarot-progress-reached" not in html
    for exercise in (plain, trumped):  # open again: no praise, no note
        assert exercise.feedback.value == "" and exercise.verdict is None and exercise.solved is None
    solve(plain)  # and counted again when solved
    assert lesson.progress.view.record["done"] == [plain.key]


def test_a_later_run_kept_by_another_tab_replaces_this_pages_progress() -> None:
    # the other language's page, open in another tab, started again after this page began
    lesson, plain, trumped = page()
    send(lesson, kind="restore", record=kept(plain.key, since=1_000, step="follow"))
    solve(trumped)
    send(lesson, kind="restore", record=kept(since=9_000))
    assert lesson.progress.done == set() and lesson.progress.reached == ""
    assert plain.feedback.value == "" and trumped.feedback.value == "" and trumped.solved is None
    assert lesson.progress.view.record == kept(since=9_000)
    # and what that tab has done since it started again shows here too
    send(lesson, kind="restore", record=kept(plain.key, since=9_000, step="pack"))
    assert 'data-verdict="done-before"' in plain.feedback.value and lesson.progress.reached == "pack"


def test_a_later_run_keeps_what_both_tabs_did() -> None:
    lesson, plain, trumped = page()
    send(lesson, kind="restore", record=kept(since=1_000))
    solve(plain)
    send(lesson, kind="restore", record=kept(plain.key, trumped.key, since=9_000))
    assert "Right" in plain.feedback.value  # this page's answer, done in the later run too, stays
    assert 'data-verdict="done-before"' in trumped.feedback.value
    assert lesson.progress.view.record == kept(plain.key, trumped.key, since=9_000)


def test_an_earlier_run_kept_by_another_tab_is_overwritten() -> None:
    # that tab still holds what this page's "start again" forgot
    lesson, plain, _ = page()
    send(lesson, kind="restore", record=kept(plain.key, since=1_000))
    send(lesson, kind="start-again")
    since = lesson.progress.since
    send(lesson, kind="restore", record=kept(plain.key, since=1_000, step="scoring"))
    assert lesson.progress.done == set() and lesson.progress.view.record == kept(since=since)


def test_the_same_run_kept_by_another_tab_is_joined() -> None:
    lesson, plain, trumped = page()
    send(lesson, kind="restore", record=kept(plain.key, since=1_000))
    send(lesson, kind="restore", record=kept(plain.key, trumped.key, since=1_000, step="scoring"))
    assert lesson.progress.done == {plain.key, trumped.key} and lesson.progress.reached == "scoring"
    assert 'data-verdict="done-before"' in trumped.feedback.value


DAMAGED = [
    "not a record", ["who-wins:plain"], 7, {},
    {**kept("who-wins:plain"), "version": 99},
    {**kept("who-wins:plain"), "since": "1000"},
    {**kept("who-wins:plain"), "since": True},
    {**kept("who-wins:plain"), "since": -5},
    {**kept("who-wins:plain"), "done": "who-wins:plain"},
    {**kept("who-wins:plain"), "done": ["who-wins:plain", 3]},
    {**kept("who-wins:plain"), "done": [""]},
    {**kept("who-wins:plain"), "done": ["x" * 101]},
    {**kept("who-wins:plain"), "done": [f"k{n}" for n in range(MAX_KEYS + 1)]},
    {**kept("who-wins:plain"), "step": None},
]


@pytest.mark.parametrize("damaged", DAMAGED)
def test_a_damaged_record_changes_nothing(damaged: object) -> None:
    lesson, plain, trumped = page()
    send(lesson, kind="restore", record=kept(trumped.key, since=1_000, step="follow"))
    before = lesson.progress.view.record
    send(lesson, kind="restore", record=damaged)
    assert lesson.progress.view.record == before
    assert plain.feedback.value == "" and lesson.progress.done == {trumped.key}
    assert parse_record(damaged) is None


@pytest.mark.parametrize("message", [None, "restore", {"kind": 5}, {"kind": "reached"}, {"kind": "unknown"}])
def test_a_message_that_means_nothing_changes_nothing(message: Any) -> None:
    lesson, plain, _ = page()
    send(lesson, kind="restore", record=kept(plain.key, since=1_000))
    before = (lesson.progress.view.record, contents(lesson))
    lesson.progress.view._handle_custom_msg(message, [])
    assert (lesson.progress.view.record, contents(lesson)) == before


def test_a_hand_played_to_its_end_counts_when_kept() -> None:
    lesson = Lesson(GAME, "en")
    lesson.step("play")
    lesson.play_hand()
    send(lesson, kind="restore", record=kept("play:play"))
    assert lesson.progress.step_done("play")


JSON = st.recursive(st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(max_size=8),
                    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4),
                    max_leaves=12)


@settings(max_examples=150, deadline=None)
@given(st.one_of(JSON, st.fixed_dictionaries({
    "version": st.just(RECORD_VERSION) | JSON, "since": st.integers() | JSON,
    "done": st.lists(st.sampled_from(["who-wins:plain", "who-wins:trumped"]) | st.text(max_size=4), max_size=5) | JSON,
    "step": st.sampled_from(STEPS) | JSON})))
def test_whatever_the_storage_holds_the_page_keeps_working(data: object) -> None:
    lesson, plain, trumped = page()
    send(lesson, kind="restore", record=data)
    record = lesson.progress.view.record
    assert parse_record(record) is not None  # what is written back is always a record
    stored = parse_record(data)
    expected = set(stored.done) if stored else set()
    assert set(record["done"]) == expected
    assert record["step"] == (stored.step if stored and stored.step in STEPS else "")
    solve(plain)
    assert plain.key in lesson.progress.view.record["done"]
