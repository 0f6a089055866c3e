"""Marjolet's tutorial: its steps, and its exercises with their scenarios and rules."""

from __future__ import annotations

from tarotwidgets.lessons.scenarios import (
    CLUBS, HISTORY, LEARN, PLAY, VARIANTS, DeclareQuestion, Exercise, Ordering, PointsQuestion, Step, Tutorial,
    cards, scene,
)

# the play-out: the learner lost the last stock trick, drew the turned card, and follows (MJ5, MJ6)
_PLAYOUT = ("7s Kc 8c 7c 7h 8d", "As Jc 9d 8s 10d Kd", "10c")

_MARJOLET_HAND = scene("Kh Qh Jh Qs Ks Ac", "8c 9c 7d 8d 9d 7s", "10d 8s 7c")
_MARJOLET_LAST_CARD = PointsQuestion(scene(*_PLAYOUT, moves="7s As"))

TUTORIAL = Tutorial(
    steps=(
        HISTORY,
        Step("pack", {"en": "The pack and the order of the cards", "nl": "De kaarten en hun volgorde"}),
        Step("deal", {"en": "The deal, the trump and the stock", "nl": "Delen, troef en de stok"}),
        Step("stock", {"en": "Tricks while the stock lasts", "nl": "Slagen zolang er een stok is"}),
        Step("points", {"en": "Points as they happen", "nl": "Punten die meteen tellen"}),
        Step("combinations", {"en": "The combinations", "nl": "De roem"}),
        Step("declaring", {"en": "When you may declare", "nl": "Wanneer je mag roemen"}),
        Step("playout", {"en": "The play-out", "nl": "De laatste zes slagen"}),
        PLAY,
        VARIANTS,
        LEARN,
    ),
    exercises=(
        Exercise("pack", "order_cards", "clubs", Ordering(cards("Jc Ac 9c Kc 10c Qc"), CLUBS), "MJ1"),
        Exercise("deal", "deal", "leader", 3, "MJ1"),
        Exercise("stock", "who_wins", "off-suit", scene("10c Qs 8d 9s Jd 7d", "7s Kc Ad 8c Ks 10s", "Qd 8s 9d",
                                                          moves="10c 7s"), "MJ2"),
        Exercise("stock", "who_wins", "trumped", scene("Ac Qs 8d 9s Jd 7d", "8h Kc Ad 8c Ks 10s", "Qd 8s 9d",
                                                         moves="Ac 8h"), "MJ2"),
        Exercise("stock", "every_card", "any", scene("Ac 9s 8h Qd 7c Js", "Ks 8c 7d 9d 10s Kd", "Qc 8s 8d",
                                                       moves="Ks", dealer=0), "MJ2"),
        Exercise("points", "points", "trick", PointsQuestion(scene("7h Ks 8d 9c Jd 10s", "Ac 8s 7d 9s Qc Kd",
                                                                     "Jc 8c 9d", moves="Ac 7h", dealer=0)), "MJ3"),
        Exercise("combinations", "combinations", "hand", _MARJOLET_HAND, "MJ4"),
        Exercise("combinations", "combination_points", "hand", _MARJOLET_HAND, "MJ4"),
        Exercise("declaring", "may_declare", "lost", DeclareQuestion(scene(
            "Kc Kh Qh 8d 9s 7d", "Ac 8c 9c 10d 7s 8s", "Jd Qc 7c", moves="Kc Ac"), "stuk", ("Kh", "Qh")), "MJ4"),
        Exercise("declaring", "may_declare", "again", DeclareQuestion(scene(
            "Ah As Kh Qh Kc Qc", "8c 7d 9d 8s 7s 10d", "8d 9c Jd 7c 10s", moves="Ah 8c +stuk . As 7d"),
            "stuk", ("Kh", "Qh")), "MJ4"),
        Exercise("declaring", "may_declare", "reuse", DeclareQuestion(scene(
            "Ks Qs Ac Ad 7c 8c", "9c 7d 8s 9s 10d 7s", "Jh 8d Jd 9d 10s", moves="Ac 9c +marias Ad 7d"),
            "marjolet", ("Jh", "Qs")), "MJ4"),
        Exercise("declaring", "may_declare", "dix", DeclareQuestion(scene(
            "7h Ac Kd 8s 9s 7d", "8c 9c 10d 7s Jd 8d", "Qc Js 9d", moves="Ac 8c"), "dix", ("7h",)), "MJ4"),
        Exercise("playout", "points", "last-card", _MARJOLET_LAST_CARD, "MJ5"),
        Exercise("playout", "which_card", "beat", scene(*_PLAYOUT, moves="7s As Jc"), "MJ6"),
        Exercise("playout", "every_card", "follow", scene(*_PLAYOUT, moves="7s As 10c"), "MJ6"),
        Exercise("playout", "every_card", "ruff", scene(*_PLAYOUT, moves="7s As 8s"), "MJ6"),
        Exercise("playout", "may_declare", "dix-gone", DeclareQuestion(scene(
            "Ac Ad Kd Qd", "8c 9d 7c Jc", "7h", moves="Ac 8c . Ad 9d"), "dix", ("7h",)), "MJ6"),
        Exercise("variants", "combinations", "hand", _MARJOLET_HAND, "MJ7", (("variant", "marias-jack"),)),
        Exercise("variants", "points", "last-card", _MARJOLET_LAST_CARD, "MJ5", (("variant", "last-winner"),)),
    ),
    players=2,
    declaration_trump="9h",
    play_seed=1,  # the learner wins tricks with combinations to declare, Dix among them, and meets the play-out
)
