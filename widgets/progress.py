"""A tutorial's progress, kept in the browser: the exercises done and the step reached.

The lesson's contents (:class:`ContentsView`, drawn by progress.js) link every step,
tick the steps whose exercises are done, count the exercises done, name the furthest
step reached and offer to start again. The browser keeps this in its local storage,
one entry a game (``tarotlib-progress:<game>``) shared by the English and the Dutch
page, so a reload, the "same step in the other language" link or a visit the next day
finds it again; on Voila and on the static site alike, as the widgets' front end is the
same and the kernel's files are not the learner's (a Voila kernel lives on the server,
one per page; a static page's kernel forgets everything when the page closes).

The front end only reads and writes the storage: it sends what it finds
(``{"kind": "restore", "record": ..., "available": true}``, also when another tab of the
same game changed it; ``"available": false`` where the browser keeps nothing, as a
private window may: then the page promises nothing and offers no "start again"), the furthest step heading scrolled to (``{"kind": "reached", "step": ...}``) and
the learner's "start again" (``{"kind": "start-again"}``). This side decides: it checks
what the storage held (anything may be there), merges it with what was done on the page
and sets ``ContentsView.record``, which the front end writes back.
"""

from __future__ import annotations

import logging
import time
from dataclasses import dataclass
from html import escape
from pathlib import Path
from typing import Any, Callable, Sequence

import anywidget
import ipywidgets as widgets
from tarotwidgets.base import fixed_layout, guarded
from tarotwidgets.lessons.scenarios import Step
from tarotwidgets.lessons.texts import say
from traitlets import Dict, Unicode, default

log = logging.getLogger("tarotwidgets")

STORAGE_PREFIX = "tarotlib-progress:"
"""The local-storage key of a game's progress is this and the game's id: one for both languages."""
RECORD_VERSION = 1
MAX_KEYS = 500
"""The most exercise keys a stored record may hold (a tutorial has some 20-40)."""
MAX_KEY_LENGTH = 100
CONTENTS_ANCHOR = "steps"
"""The id of the lesson's contents: each step's heading links back to it."""


def step_anchor(step_id: str) -> str:
    """The id of a step's heading on the page: ``#step-deal`` jumps to it."""
    return f"step-{step_id}"


def now_ms() -> int:
    """The time in milliseconds: when a run through a tutorial began (``Record.since``)."""
    return time.time_ns() // 1_000_000


@dataclass(frozen=True)
class Record:
    """What the browser keeps of one game's tutorial.

    ``since`` is when this run through the tutorial began (ms); "start again" begins a
    new one, so that a page still open in another tab, whose run is older, takes the
    cleared record rather than writing its old progress back. ``done`` holds the keys
    of the exercises done (``which-card:follow``, the same in both languages); ``step``
    is the id of the furthest step reached, or "".
    """

    since: int
    done: frozenset[str]
    step: str

    def to_json(self) -> dict[str, Any]:
        return {"version": RECORD_VERSION, "since": self.since, "done": sorted(self.done), "step": self.step}


def parse_record(data: object) -> Record | None:
    """The record the front end read from the storage, or None if there is none or it is
    not one this version wrote (it is then ignored and, at the next change, replaced)."""
    if not isinstance(data, dict) or data.get("version") != RECORD_VERSION:
        return None
    since, done, step = data.get("since"), data.get("done"), data.get("step")
    if isinstance(since, bool) or not isinstance(since, (int, float)) or not 0 < since < 2**53:
        return None
    if not isinstance(done, list) or len(done) > MAX_KEYS or not isinstance(step, str) or len(step) > MAX_KEY_LENGTH:
        return None
    if not all(isinstance(key, str) and 0 < len(key) <= MAX_KEY_LENGTH for key in done):
        return None
    return Record(int(since), frozenset(done), step)


class ContentsView(anywidget.AnyWidget):
    """The contents' HTML (``value``), drawn by progress.js, which also keeps ``record``
    in the browser's local storage under ``storage_key`` and brings the step named in
    the address (``...ipynb#step-follow``) into view once Voila has drawn it."""

    _esm = Path(__file__).with_name("progress.js")
    value = Unicode("").tag(sync=True)
    storage_key = Unicode("").tag(sync=True)
    record = Dict().tag(sync=True)
    """What the front end writes to the storage; empty until it has read what is there."""

    @default("layout")
    def _shared_layout(self) -> widgets.Layout:
        return fixed_layout()


Listener = Callable[[bool], None]
"""Told when an exercise's done state changes from outside the page: True when the stored
progress says it was done on an earlier visit, False when the learner starts again."""


class Progress:
    """Which exercises each step has and which are done, and the furthest step reached,
    drawn by ``view`` (shown by :meth:`Lesson.contents`) and kept in the browser."""

    def __init__(self, game_id: str, steps: Sequence[Step], lang: str):
        self.game_id = game_id
        self.steps = tuple(steps)
        self.lang = lang
        self.exercises: dict[str, list[str]] = {step.id: [] for step in steps}
        self.step_of: dict[str, str] = {}
        self.listeners: dict[str, Listener] = {}
        self.done: set[str] = set()
        """The keys done: on this page, or on an earlier visit as the browser kept them
        (also keys this page does not show, so that nothing kept is lost)."""
        self.reached = ""
        self.since: int | None = None  # None until the front end has read the storage
        self.view = ContentsView(value=self.html(), storage_key=STORAGE_PREFIX + game_id)
        self.view.on_msg(guarded(self._on_message, lambda: None))

    # ------------------------------------------------------------ the page
    def register(self, step_id: str | None, key: str, listener: Listener | None = None) -> None:
        """An exercise of ``step_id`` (none before the first step: it counts nowhere)."""
        if step_id is None or key in self.exercises[step_id]:
            return
        self.exercises[step_id].append(key)
        self.step_of[key] = step_id
        if listener is not None:
            self.listeners[key] = listener
            if key in self.done:  # the stored progress came before the exercise was made
                listener(True)
        self._changed()

    def mark_done(self, key: str) -> None:
        """An exercise solved on the page; its step is reached too."""
        if key not in self.step_of or key in self.done:
            return
        self.done.add(key)
        self._reach(self.step_of[key])
        self._changed()

    def reach(self, step_id: str) -> None:
        """The learner got to ``step_id`` (its heading scrolled into view): kept if it is
        further than the step reached so far. An id of no step changes nothing."""
        if self._reach(step_id):
            self._changed()

    def _reach(self, step_id: str) -> bool:
        order = [step.id for step in self.steps]
        if step_id not in order or (self.reached and order.index(step_id) <= order.index(self.reached)):
            return False
        self.reached = step_id
        return True

    def step_done(self, step_id: str) -> bool:
        keys = self.exercises[step_id]
        return bool(keys) and all(key in self.done for key in keys)

    @property
    def total(self) -> int:
        return sum(len(keys) for keys in self.exercises.values())

    @property
    def done_here(self) -> int:
        """The exercises of this page that are done."""
        return sum(1 for key in self.step_of if key in self.done)

    # ------------------------------------------------------------ the browser's storage
    def record(self) -> dict[str, Any]:
        """What the browser is to keep now."""
        return Record(self.since or now_ms(), frozenset(self.done), self.reached).to_json()

    def restore(self, data: object) -> None:
        """Take in the record the front end read from the storage (None: nothing kept).

        The first one read joins what was done on the page before it came. Later ones
        come from another tab of the same game: a record of the same run is joined with
        this page's; one of a later run (started again since) replaces it; one of an
        earlier run is out of date and is overwritten."""
        stored = parse_record(data)
        if data is not None and stored is None:
            log.warning("tarotwidgets: the stored progress of %s is not a record of version %d; ignored",
                        self.game_id, RECORD_VERSION)
        if stored is None:
            self.since = self.since or now_ms()
        elif self.since is None or stored.since == self.since:
            self.since = stored.since
            self._take(stored.done, stored.step)
        elif stored.since > self.since:
            self.since = stored.since
            self._forget(self.done - stored.done)
            self.done, self.reached = self.done & stored.done, ""
            self._take(stored.done, stored.step)
        self._changed()

    def start_again(self) -> None:
        """Forget the exercises done and the step reached, here and in the browser (so in
        both languages): every exercise of the page is open again."""
        self._forget(self.done)
        self.done, self.reached = set(), ""
        self.since = max(now_ms(), (self.since or 0) + 1)  # a later run than any kept
        self._changed()

    def _take(self, done: frozenset[str], step: str) -> None:
        """Join kept keys and a kept step reached to this page's."""
        for key in sorted(done - self.done):
            self.done.add(key)
            if key in self.listeners:
                self.listeners[key](True)
        self._reach(step)

    def _forget(self, keys: set[str]) -> None:
        for key in sorted(keys):
            if key in self.listeners:
                self.listeners[key](False)

    def _on_message(self, _widget: Any, content: dict[str, Any], _buffers: Any) -> None:
        kind = content.get("kind") if isinstance(content, dict) else None
        if kind == "restore" and content.get("available") is True:  # else nothing can be kept
            self.restore(content.get("record"))
        elif kind == "reached" and isinstance(content.get("step"), str):
            self.reach(content["step"])
        elif kind == "start-again":
            self.start_again()

    def _changed(self) -> None:
        # the record first: once the page shows a change, the browser has kept it
        if self.since is not None:  # never before the front end has read what the storage holds
            self.view.record = self.record()
        self.view.value = self.html()

    # ------------------------------------------------------------ the contents
    def html(self) -> str:
        lang = self.lang
        chips = []
        for at, step in enumerate(self.steps, start=1):
            title = f"{at}. {step.title[lang]}"
            done = self.step_done(step.id)
            reached = step.id == self.reached
            label = title + (f" ({say('step_done', lang)})" if done else "")
            tick = '<span aria-hidden="true">✔</span>' if done else ""
            chips.append(
                f'<li><a href="#{step_anchor(step.id)}" title="{escape(title)}" aria-label="{escape(label)}"'
                f' data-step="{step.id}" data-done="{str(done).lower()}" data-reached="{str(reached).lower()}"'
                + (' aria-current="step"' if reached else "") + f'>{escape(title)}{tick}</a></li>'
            )
        done = self.done_here
        return (
            f'<nav class="tarot-steps" id="{CONTENTS_ANCHOR}" aria-label="{escape(say("steps", lang))}" '
            f'data-done="{done}" data-total="{self.total}" data-reached="{self.reached}">'
            f'<b>{escape(say("steps", lang))}</b>'
            f'<ol class="tarot-step-chips">{"".join(chips)}</ol>'
            f'<div class="tarot-steps-count">{escape(say("exercises_done", lang, done=done, total=self.total))}'
            f"</div>{self._reached_html()}{self._kept_html()}</nav>"
        )

    def _reached_html(self) -> str:
        """The step reached, with a link to it: not while it is the first step."""
        order = [step.id for step in self.steps]
        if not self.reached or order.index(self.reached) == 0:
            return ""
        number = order.index(self.reached) + 1
        title = self.steps[number - 1].title[self.lang]
        return (f'<div class="tarot-progress-reached" data-step="{self.reached}">'
                f'{escape(say("progress_reached", self.lang, number=number, title=title))} '
                f'<a href="#{step_anchor(self.reached)}">{escape(say("progress_continue", self.lang))}</a></div>')

    def _kept_html(self) -> str:
        """That the browser keeps the progress, and "start again" (asked once more before
        anything is forgotten); only once the front end has read the storage."""
        if self.since is None:
            return ""
        lang = self.lang
        return (
            f'<div class="tarot-progress-kept"><span>{escape(say("progress_kept", lang))}</span> '
            f'<button type="button" class="tarot-progress-reset jupyter-button" data-action="ask">'
            f'{escape(say("progress_start_again", lang))}</button>'
            f'<span class="tarot-progress-confirm" hidden><span>{escape(say("progress_confirm", lang))}</span> '
            f'<button type="button" class="tarot-progress-yes jupyter-button" data-action="start-again">'
            f'{escape(say("progress_yes", lang))}</button> '
            f'<button type="button" class="tarot-progress-no jupyter-button" data-action="keep">'
            f'{escape(say("progress_no", lang))}</button></span></div>'
        )


def done_before_html(lang: str) -> str:
    """An exercise the stored progress says was solved on an earlier visit: done, and
    open to be tried again."""
    return (f'<div class="tarot-feedback tarot-feedback-before" data-verdict="done-before" role="status">'
            f'<span class="tarot-feedback-icon" aria-hidden="true">✔</span> '
            f'{escape(say("done_before", lang))}</div>')
