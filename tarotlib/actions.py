"""Actions: every decision a player makes is one small immutable value.

Only card play exists in the games finished so far; bidding, discards and
declarations (RECORD.md) join here as their games arrive. Play actions are cached,
one per card, so listing legal actions allocates only the list.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Union

from tarotlib.cards import Card, Pack
from tarotlib.errors import RecordError, UnknownCard


@dataclass(frozen=True)
class Play:
    """Play a card to the trick: ``{"play": "Kh"}``."""

    card: Card

    kind = "play"

    def to_json(self) -> dict[str, Any]:
        return {"play": self.card.code}

    def __str__(self) -> str:
        return f"play {self.card.code}"


Action = Union[Play]

_PLAY_CACHE: dict[str, tuple[Play, ...]] = {}


def play_actions(pack: Pack) -> tuple[Play, ...]:
    """One cached :class:`Play` per card of ``pack``, by card index."""
    cached = _PLAY_CACHE.get(pack.id)
    if cached is None:
        cached = _PLAY_CACHE[pack.id] = tuple(Play(c) for c in pack.cards)
    return cached


def action_from_json(data: Any, pack: Pack, field: str = "action") -> Action:
    """Parse one record action (without its ``seat``); :class:`RecordError` names the field."""
    if not isinstance(data, dict):
        raise RecordError(field, "an action must be a JSON object", "een actie moet een JSON-object zijn")
    keys = [k for k in data if k != "seat" and not k.startswith("x-")]
    if keys == ["play"]:
        try:
            return play_actions(pack)[pack.card(data["play"]).index]
        except UnknownCard as e:
            raise RecordError(f"{field}.play", e.message_en, e.message_nl) from None
    raise RecordError(
        field,
        f"unknown action {sorted(keys)!r}: this game knows only 'play'",
        f"onbekende actie {sorted(keys)!r}: dit spel kent alleen 'play'",
    )
