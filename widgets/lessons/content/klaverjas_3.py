"""Klaverjassen for three's tutorial: its steps, and its exercises with their scenarios and rules."""

from __future__ import annotations

from tarotwidgets.lessons.content.klaverjas_4 import HISTORY, variant_step
from tarotwidgets.lessons.scenarios import (
    DIAMONDS, HEARTS, LEARN, PLAY, SPADES, BidSetup, DealtHand, Exercise, Step, TrickSetup, TrumpPile, Tutorial,
    cards,
)

_K3_MADE = DealtHand(seed=0, seat=1)
_K3_NAT = DealtHand(seed=4, seat=0)
_K3_MAJORITY = DealtHand(seed=15, seat=0, variant="majority")

TUTORIAL = Tutorial(
    steps=(
        HISTORY,
        Step("bidding", {"en": "Bidding and the skart", "nl": "Bieden en de skart"}),
        Step("duties", {"en": "The same duties, three at the table", "nl": "Dezelfde plichten, met z'n drieën"}),
        Step("roem", {"en": "Roem in a trick of three", "nl": "Roem in een slag van drie"}),
        Step("scoring", {"en": "The Speler against the two others", "nl": "De Speler tegen de twee anderen"}),
        PLAY,
        *(variant_step(v, "klaverjas-3") for v in ("four-at-table", "majority")),
        LEARN,
    ),
    exercises=(
        Exercise("bidding", "deal", "leader", 0, "K5"),
        Exercise("bidding", "bid", "free", BidSetup(cards("Js 9s As 10s Ks Ah 10h 7d 8c Qc"), seed=3), "K5"),
        Exercise("bidding", "bid", "weak", BidSetup(cards("7s 8s Qd 8d 9d Kc 8c 7c 10h 7h"), seed=4), "K5"),
        Exercise("duties", "which_card", "follow", TrickSetup(cards("8d Ad 7c Jc 9h Qs 10s 7s Kc Ac"), ("Kd",), HEARTS,
                                                               bidder=0), "K2"),
        Exercise("duties", "every_card", "over-defender", TrickSetup(cards("7h Jh 8c Ac 10c 7d Qd Kd Jd 9c"),
                                                                      ("8s", "9h"), HEARTS, bidder=0), "K2"),
        Exercise("roem", "roem", "three-kings", TrumpPile(cards("Kc Kd Kh"), SPADES), "K3"),
        Exercise("roem", "roem", "stuk-in-run", TrumpPile(cards("Qd Kd Ad"), DIAMONDS), "K3"),
        Exercise("scoring", "made", "made", _K3_MADE, "K4"),
        Exercise("scoring", "sheet_score", "made", _K3_MADE, "K4"),
        Exercise("scoring", "made", "nat", _K3_NAT, "K4"),
        Exercise("scoring", "sheet_score", "nat", _K3_NAT, "K4"),
        Exercise("majority", "made", "majority", _K3_MAJORITY, "K4"),
        Exercise("majority", "sheet_score", "majority", _K3_MAJORITY, "K4"),
    ),
    players=3,
    play_seed=5,  # the learner is voorhand, plays, takes the skart and lays two cards away (K5)
    variant_summaries=True,
)
