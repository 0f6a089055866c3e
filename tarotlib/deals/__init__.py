"""The deal library: instructive deals for every game, shipped as records (RECORD.md).

Each record keeps what it teaches under its own ``"x-lesson"`` key (a title and a
sentence in English and Dutch, the rule ids, the seat it is meant for), so one file
is both the deal a class plays and its explanation. ``scripts/make_deals.py`` writes
them and checks each point with the engine.

    >>> from tarotlib.deals import library, start
    >>> [d.name for d in library("triomphe-forcee")][0]
    'triomphe-forcee-death'
    >>> start("triomphe-forcee-death").ended
    'death'
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from importlib import resources
from typing import Mapping

from tarotlib.errors import RecordError
from tarotlib.games import ALL_GAME_IDS
from tarotlib.record import Record, RecordSource, load_record, replay
from tarotlib.state import HandState

__all__ = ["DealEntry", "library", "load", "start", "start_from"]


@dataclass(frozen=True)
class DealEntry:
    """One deal of the library as a list shows it: its name, game and explanation."""

    name: str
    game: str
    title: Mapping[str, str]
    teaches: Mapping[str, str]
    rules: tuple[str, ...]


@cache
def _texts() -> dict[str, str]:
    """Every shipped record's JSON text by its name (the file name without ``.json``)."""
    folder = resources.files(__name__)
    return {f.name.removesuffix(".json"): f.read_text(encoding="utf-8")
            for f in folder.iterdir() if f.name.endswith(".json")}


def library(game: str | None = None) -> list[DealEntry]:
    """The deals of ``game`` (all games when None), in the games' order, then by name."""
    entries = []
    for name, text in _texts().items():
        record = load_record(text)
        lesson = record.extra.get("x-lesson", {})
        entries.append(DealEntry(name, record.game, lesson.get("title", {"en": name, "nl": name}),
                                 lesson.get("teaches", {"en": "", "nl": ""}), tuple(lesson.get("rules", ()))))
    entries.sort(key=lambda e: (ALL_GAME_IDS.index(e.game), e.name))
    return [e for e in entries if game is None or e.game == game]


def load(name: str) -> Record:
    """The record of the deal called ``name``; :class:`RecordError` for a name not in the library."""
    text = _texts().get(name)
    if text is None:
        raise RecordError("deal", f"no deal called {name!r} in the library", f"geen spel {name!r} in de bibliotheek")
    return load_record(text)


def start_from(source: RecordSource) -> HandState:
    """A new hand dealt as the record's deal, before any action: the hand a class plays."""
    data = load_record(source).to_json()
    return replay(data | {"actions": [], "result": None}).state


def start(name: str) -> HandState:
    """A new hand of the library's deal ``name``, ready to play (``new_hand(..., deal=...)``)."""
    return start_from(load(name))
