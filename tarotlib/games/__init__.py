"""The registry of games by their record id (RECORD.md ``game``), and the catalogue:
every game and variant with its title and summary, read by the index pages, the
command line's help and the tutorials, so no list of games is typed twice.

The registry is the games package's own index: it imports only the engine at load time
and each game module when first asked for a game, never a layer above (see
``LAYERS`` in :mod:`tarotlib.layers`). A spec pickles as its id and variants, read back here."""

from __future__ import annotations

import copyreg
import importlib
from dataclasses import dataclass
from functools import cache
from typing import Callable, Mapping, Sequence

from tarotlib.errors import UnknownGame, shown
from tarotlib.spec import GameSpec, OptionSpec, variant_names

ALL_GAME_IDS = (
    "maison-tarot", "la-rigueur", "maison-troggen", "triomphe-forcee", "leipzig-taroc",
    "marjolet", "binage", "klaverjas-3", "klaverjas-4",
)
"""Every game of RECORD.md, in its order."""


GAME_MODULES = ("maison_tarot", "la_rigueur", "maison_troggen", "triomphe_forcee", "leipzig_taroc", "marjolet",
                "klaverjas")
"""The modules that describe the games; each has ``SPECS``, its games' descriptions."""


@cache
def _registry() -> dict[str, GameSpec]:
    registry = {}
    for name in GAME_MODULES:
        module = importlib.import_module(f"tarotlib.games.{name}")
        for spec in module.SPECS:
            registry[spec.id] = spec
    return registry


def available_games() -> list[GameSpec]:
    """Every game, in the order of RECORD.md."""
    registry = _registry()
    return [registry[g] for g in ALL_GAME_IDS if g in registry]


def get_game(game_id: str, variants: Sequence[str] = ()) -> GameSpec:
    """The description of ``game_id`` with ``variants`` applied; :class:`UnknownGame` otherwise."""
    registry = _registry()
    spec = registry.get(game_id)
    if spec is None:
        raise UnknownGame(
            f"game: unknown game {shown(game_id)} (known: {', '.join(ALL_GAME_IDS)})",
            f"game: onbekend spel {shown(game_id)} (bekend: {', '.join(ALL_GAME_IDS)})",
        )
    return spec.with_variants(variant_names(variants))


def _pickled_spec(spec: GameSpec) -> tuple[Callable[..., GameSpec], tuple[str, tuple[str, ...]]]:
    """A spec pickles (and copies) as its game id and variants, and comes back as the
    registry's own spec: it holds functions, which do not pickle, and one game is one spec."""
    return get_game, (spec.id, spec.active_variants)


copyreg.pickle(GameSpec, _pickled_spec)


@dataclass(frozen=True)
class VariantEntry:
    """One variant in the catalogue: its name, decision id, title, summary, the
    options it adds (Prague-Vienna's points, LT9) and the variants it is an
    alternative to, never combined with (K7's three biddings)."""

    name: str
    rule: str
    title: Mapping[str, str]
    summary: Mapping[str, str]
    options: tuple[OptionSpec, ...]
    not_with: tuple[str, ...] = ()


@dataclass(frozen=True)
class GameEntry:
    """One game in the catalogue, as the index pages, the CLI's help and the tutorials show it."""

    id: str
    title: Mapping[str, str]
    summary: Mapping[str, str]
    min_players: int
    max_players: int
    default_players: int
    rules: tuple[str, ...]
    options: tuple[OptionSpec, ...]
    variants: tuple[VariantEntry, ...]

    def players_text(self, lang: str = "en") -> str:
        """'2-6 players', '3 players' / '2-6 spelers'."""
        word = "spelers" if lang == "nl" else "players"
        low, high = self.min_players, self.max_players
        return f"{low} {word}" if low == high else f"{low}-{high} {word}"


def catalogue() -> list[GameEntry]:
    """Every game and variant with its title and one-line summary in both languages,
    players, options and decision ids: the one list of games (RECORD.md order)."""
    entries = []
    for spec in available_games():
        variants = []
        for name, variant in spec.variants.items():
            base = {o.name for o in spec.options}
            added = tuple(o for o in spec.with_variants([name]).options if o.name not in base)
            variants.append(VariantEntry(name, variant.rule, variant.title, variant.summary, added,
                                         spec.alternatives_to(name)))
        entries.append(GameEntry(spec.id, spec.title, spec.summary, spec.min_players, spec.max_players,
                                 spec.default_players, spec.rules, spec.options, tuple(variants)))
    return entries
