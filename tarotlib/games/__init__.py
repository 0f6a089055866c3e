"""The registry of games by their record id (RECORD.md ``game``)."""

from __future__ import annotations

import importlib
from functools import cache
from typing import Sequence

from tarotlib.errors import UnknownGame
from tarotlib.spec import GameSpec

ALL_GAME_IDS = (
    "maison-tarot", "la-rigueur", "maison-troggen", "triomphe-forcee", "leipzig-taroc",
    "marjolet", "binage", "klaverjas-3", "klaverjas-4",
)
"""Every game of RECORD.md, playable or not yet."""


GAME_MODULES = ("maison_tarot", "la_rigueur", "maison_troggen", "triomphe_forcee", "leipzig_taroc", "marjolet",
                "klaverjas")
"""The modules that describe the games; each has ``SPECS``, its games' descriptions."""


@cache
def _registry() -> dict[str, GameSpec]:
    registry = {}
    for name in GAME_MODULES:
        try:
            module = importlib.import_module(f"tarotlib.games.{name}")
        except ModuleNotFoundError as error:  # a game still being written
            if error.name != f"tarotlib.games.{name}":
                raise
            continue
        for spec in module.SPECS:
            registry[spec.id] = spec
    return registry


def available_games() -> list[GameSpec]:
    """The games the engine plays now, in the order of RECORD.md."""
    registry = _registry()
    return [registry[g] for g in ALL_GAME_IDS if g in registry]


def get_game(game_id: str, variants: Sequence[str] = ()) -> GameSpec:
    """The description of ``game_id`` with ``variants`` applied; :class:`UnknownGame` otherwise."""
    registry = _registry()
    spec = registry.get(game_id)
    if spec is None:
        if game_id in ALL_GAME_IDS:
            raise UnknownGame(
                f"game: {game_id!r} is not playable yet (playable: {', '.join(registry)})",
                f"game: {game_id!r} is nog niet speelbaar (speelbaar: {', '.join(registry)})",
            )
        raise UnknownGame(
            f"game: unknown game {game_id!r} (known: {', '.join(ALL_GAME_IDS)})",
            f"game: onbekend spel {game_id!r} (bekend: {', '.join(ALL_GAME_IDS)})",
        )
    return spec.with_variants(tuple(variants))
