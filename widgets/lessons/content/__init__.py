"""Each game's tutorial as data, one module per game: ``TUTORIAL``, its steps and its
exercises (:class:`~tarotwidgets.lessons.scenarios.Tutorial`)."""

from __future__ import annotations

from tarotwidgets.lessons.content import (
    binage,
    klaverjas_3,
    klaverjas_4,
    la_rigueur,
    leipzig_taroc,
    maison_tarot,
    maison_troggen,
    marjolet,
    triomphe_forcee,
)
from tarotwidgets.lessons.scenarios import Tutorial

TUTORIALS: dict[str, Tutorial] = {
    "maison-tarot": maison_tarot.TUTORIAL, "la-rigueur": la_rigueur.TUTORIAL, "maison-troggen": maison_troggen.TUTORIAL,
    "leipzig-taroc": leipzig_taroc.TUTORIAL, "triomphe-forcee": triomphe_forcee.TUTORIAL, "marjolet": marjolet.TUTORIAL,
    "binage": binage.TUTORIAL, "klaverjas-4": klaverjas_4.TUTORIAL, "klaverjas-3": klaverjas_3.TUTORIAL,
}
"""The games that have a tutorial, by game id, in the index's order."""
