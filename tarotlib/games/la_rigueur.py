"""La Rigueur (rules/nl/la-rigueur.txt; LR1 on top of Maison Tarot).

Maison Tarot in every point but one: spades are a second trump suit, below the
trumps (LR1). Card order, the Excuse, scoring and the race to 50 are Maison Tarot's.
"""

from __future__ import annotations

from dataclasses import replace

from tarotlib.games import maison_tarot, tarot_common

SPADES = 3

SPEC = replace(
    maison_tarot.SPEC,
    id="la-rigueur",
    title={"en": "La Rigueur", "nl": "La Rigueur"},
    rules=maison_tarot.SPEC.rules + ("LR1",),
    summary={
        "en": "Maison Tarot with spades as a second trump suit, just below the trumps.",
        "nl": "Maison Tarot met schoppen als tweede troefkleur, net onder de troeven.",
    },
    trick_order=tarot_common.trick_order(red_reversed=False, second_trump=SPADES),  # LR1
    duty=tarot_common.follow_suit_duty(spades_second_trump=True),  # LR1
    variants={},
)

SPECS = (SPEC,)
