"""Binage's tutorial: its steps, and its exercises with their scenarios and rules."""

from __future__ import annotations

from tarotwidgets.lessons.scenarios import (
    HISTORY, LEARN, PLAY, VARIANTS, DeclareQuestion, Exercise, PointsQuestion, Step, Tutorial, scene,
)

_BINAGE_HAND = scene("Kh Qh Jd Qs Ks Kc Qc 8d", "8c 9c 7d 9d 7s 8s 10s As", "10d Jc 7c")

TUTORIAL = Tutorial(
    steps=(
        HISTORY,
        Step("deal", {"en": "Eight cards, the trump and the stock", "nl": "Acht kaarten, troef en de stok"}),
        Step("combinations", {"en": "The combinations", "nl": "De roem"}),
        Step("one", {"en": "One declaration per trick", "nl": "Eén roem per slag"}),
        Step("playout", {"en": "The play-out: cards back in hand", "nl": "De laatste slagen: alles terug in de hand"}),
        PLAY,
        VARIANTS,
        LEARN,
    ),
    exercises=(
        Exercise("deal", "deal", "leader", 3, "MJ1"),
        Exercise("deal", "who_wins", "trumped", scene("Ac Qs 8d 9s Jd 7d 8s 9c", "8h Kc Ad 8c Ks 10s 7s Kd",
                                                        "Qd 10c 9d", moves="Ac 8h"), "MJ2"),
        Exercise("combinations", "combinations", "hand", _BINAGE_HAND, "MJ4"),
        Exercise("combinations", "combination_points", "hand", _BINAGE_HAND, "MJ4"),
        Exercise("one", "may_declare", "dix", DeclareQuestion(scene(
            "7h Ac Kh Qh 8s 9s 7d 8d", "8c 9c 10d 7s Jd 10s As Kd", "Qc Js 10c", moves="Ac 8c"), "dix", ("7h",)), "MJ4"),
        Exercise("one", "may_declare", "one-only", DeclareQuestion(scene(
            "7h Ac Kh Qh 8s 9s 7d 8d", "8c 9c 10d 7s Jd 10s As Kd", "Qc Js 10c", moves="Ac 8c +dix"),
            "stuk", ("Kh", "Qh")), "MJ4"),
        Exercise("playout", "points", "last-card", PointsQuestion(scene(
            "7s Kc 8c 7c 7h 8d Jd 9s", "As Jc 9d 8s 10d Kd Js 10s", "10c", moves="7s As")), "MJ5"),
        Exercise("playout", "every_card", "back", scene("Ac Ks Qs 7d 10d Jc 8c 7c", "9d 9s Ad 8h Kc 7s 10s As",
                                                         "8d 9c 10h", moves="Ac 9d +marias 7d Ad 9s"), "MJ6"),
        Exercise("playout", "may_declare", "playout", DeclareQuestion(scene(
            "Ac Ad Ks Qs Kd Qd", "8c 9d 7c Jc 10c 8s", "7s", moves="Ac 8c +marias Ad 9d"), "marias", ("Ks", "Qs")),
                 "MJ6"),
    ),
    players=2,
    declaration_trump="9h",
    play_seed=4,  # the learner declares (Dix among it) and meets the play-out
)
