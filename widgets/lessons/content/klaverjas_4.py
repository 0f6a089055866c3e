"""Klaverjassen for four's tutorial: its steps, and its exercises with their scenarios and rules."""

from __future__ import annotations

from tarotwidgets.lessons.scenarios import (
    CLUBS, DIAMONDS, HEARTS, LEARN, PLAY, SPADES, BidSetup, DealtHand, Exercise, Step, TrickSetup,
    TrumpOrdering, TrumpPile, Tutorial, cards,
)

from tarotlib.games import get_game

HISTORY = Step("history", {"en": "The game", "nl": "Het spel"})  # both Klaverjassen's first step


def variant_step(name: str, spec_id: str) -> Step:
    """A variant's step, titled with the engine's own title of the variant (K7)."""
    v = get_game(spec_id).variants[name]
    return Step(name, {"en": f"Variant: {v.title['en']}", "nl": f"Variant: {v.title['nl']}"})


_K4_UNDER = cards("7h Kh 8c Ac 10c 7d Qd Kd")
_K4_PARTNER = cards("8h Jh 7c Kc Qs As 9s 10c")
_K4_MADE = DealtHand(seed=2, seat=0)

TUTORIAL = Tutorial(
    steps=(
        HISTORY,
        Step("cards", {"en": "Two orders and the card points", "nl": "Twee volgordes en de kaartpunten"}),
        Step("bidding", {"en": "The deal, your partner and the bidding", "nl": "Delen, je maat en het bieden"}),
        Step("follow", {"en": "Following suit and trumping", "nl": "Bekennen en troeven"}),
        Step("overtrump", {"en": "Over-trumping and under-trumping", "nl": "Overtroeven en ondertroeven"}),
        Step("roem", {"en": "Roem", "nl": "Roem"}),
        Step("scoring", {"en": "Made or nat: the score", "nl": "Gehaald of nat: de score"}),
        PLAY,
        *(variant_step(v, "klaverjas-4") for v in
          ("amsterdams", "utrechts", "voorhand-vrij", "leids", "kraken", "schoppen-dubbel", "majority")),
        LEARN,
    ),
    exercises=(
        Exercise("cards", "order_cards", "trumps", TrumpOrdering(cards("Ah Jh 7h 9h Qh 10h"), HEARTS, HEARTS), "K1"),
        Exercise("cards", "order_cards", "plain", TrumpOrdering(cards("Jc 10c 9c Ac Kc 7c"), CLUBS, HEARTS), "K1"),
        Exercise("cards", "count_pile", "trick", TrumpPile(cards("9h Jh Ac Qs"), HEARTS), "K1"),
        Exercise("bidding", "deal", "leader", 0, "K6"),
        Exercise("bidding", "bid", "strong", BidSetup(cards("Jh 9h Ah 8h Ac 10c 7d Ks"), HEARTS, seed=1), "K6"),
        Exercise("bidding", "bid", "weak", BidSetup(cards("7s 9s Qd 8d Kc 8c 10h 7h"), SPADES, seed=2), "K6"),
        Exercise("follow", "which_card", "follow", TrickSetup(cards("8d Ad 7c Jc 9h Qs 10s 7s"), ("Kd",), HEARTS), "K2"),
        Exercise("follow", "every_card", "ruff", TrickSetup(cards("7d Qd 8h Kh 9s Js Ks As"), ("Ac",), HEARTS), "K2"),
        Exercise("overtrump", "every_card", "trump-led", TrickSetup(cards("7h Ah 9h 8c Kc 10d Js 7s"), ("Qh",), HEARTS),
                 "K2"),
        Exercise("overtrump", "every_card", "under", TrickSetup(_K4_UNDER, ("8s", "9h"), HEARTS), "K2"),
        Exercise("overtrump", "every_card", "partner", TrickSetup(_K4_PARTNER, ("Ad", "10h", "7d"), HEARTS), "K2"),
        Exercise("roem", "roem", "jack-run", TrumpPile(cards("9h 10h Jh 7c"), HEARTS), "K3"),
        Exercise("roem", "roem", "stuk-in-run", TrumpPile(cards("Js Qs Ks 8d"), SPADES), "K3"),
        Exercise("roem", "roem", "four-jacks", TrumpPile(cards("Jc Jd Jh Js"), DIAMONDS), "K3"),
        Exercise("roem", "roem", "no-run", TrumpPile(cards("Qc Kd Ac 10c"), HEARTS), "K3"),
        Exercise("scoring", "made", "made", _K4_MADE, "K4"),
        Exercise("scoring", "sheet_score", "made", _K4_MADE, "K4"),
        Exercise("scoring", "made", "nat", DealtHand(seed=6, seat=0), "K4"),
        Exercise("scoring", "sheet_score", "pit", DealtHand(seed=28, seat=1), "K4"),
        Exercise("amsterdams", "every_card", "ams-ruff", TrickSetup(cards("7d Qd 8h Kh 9s Js Ks As"), ("Ac",), HEARTS,
                                                                    variant="amsterdams"), "K7"),
        Exercise("amsterdams", "every_card", "ams-under", TrickSetup(_K4_UNDER, ("8s", "9h"), HEARTS,
                                                                     variant="amsterdams"), "K7"),
        Exercise("amsterdams", "every_card", "ams-partner", TrickSetup(_K4_PARTNER, ("Ad", "10h", "7d"), HEARTS,
                                                                       variant="amsterdams"), "K7"),
        Exercise("majority", "made", "majority", DealtHand(seed=9, seat=1, variant="majority"), "K4"),
    ),
    players=4,
    play_seed=61,  # the learner is voorhand: the hand opens with the learner's bid (K6)
    variant_summaries=True,
)
