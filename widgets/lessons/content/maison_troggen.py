"""Maison Troggen's tutorial: its steps, and its exercises with their scenarios and rules."""

from __future__ import annotations

from tarotwidgets.lessons.scenarios import (
    HEARTS, HISTORY, LEARN, DiscardSetup, Exercise, Ordering, Position, Step, Tutorial, cards, excuse_scene,
)

_TROGGEN_PILE = ("T21", "Cd", "2d", "Js", "T1", "EX", "T13", "6c")

TUTORIAL = Tutorial(
    steps=(
        HISTORY,
        Step("order", {"en": "Red suits run backwards", "nl": "Rode kleuren lopen omgekeerd"}),
        Step("deal", {"en": "The deal: 28 cards for the dealer", "nl": "Het delen: 28 kaarten voor de deler"}),
        Step("discard", {"en": "The dealer's discard", "nl": "De deler legt af"}),
        Step("tricks", {"en": "Following suit and the Excuse", "nl": "Bekennen en het Excuus"}),
        Step("threes", {"en": "Counting by threes", "nl": "Tellen per drie"}),
        Step("play", {"en": "Play a hand, then a round", "nl": "Speel een hand, dan een rondje"}),
        LEARN,
    ),
    exercises=(
        Exercise("order", "order_cards", "hearts", Ordering(("10h", "1h", "Kh", "5h", "Jh", "2h"), HEARTS), "T2"),
        Exercise("order", "order_cards", "clubs", Ordering(("10c", "1c", "Kc", "5c", "Jc", "2c"), 0), "T2"),
        Exercise("order", "who_wins", "red-one", ("1d", "5d", "9d"), "T2"),
        Exercise("deal", "deal", "leader", 2, "ML1"),
        Exercise("discard", "discard", "dealer", DiscardSetup(cards(
            "Kc Qc 3c 7c Kd 2d 8d 9d 10d Ch 4h 6h 2h Ks Js 1s 5s 9s T21 T17 T13 T10 T8 T6 T3 T2 T1 EX"), seed=1), "ML1"),
        Exercise("discard", "discard", "short", DiscardSetup(cards(
            "2c 5h Kc Kd Kh Ks EX T1 T2 T3 T4 T5 T6 T7 T8 T9 T10 T11 T12 T13 T14 T15 T16 T17 T18 T19 T20 T21"),
            seed=2), "ML1"),
        Exercise("tricks", "every_card", "ruff", Position(cards(
            "Kc 5c 9c Qc 3c 1c 6c 8c Kd 2d 7d Qd 9d 4d 6d 8s Js 2s 4s 6s 10s 1s T4 T17 EX"), ("5h", "Qh")), "T3"),
        Exercise("tricks", "which_card", "excuse-led", Position(cards(
            "Kc 5c 9c Qc 3c 8s Js 2s 4s 6s Kh 5h 9h 3h 2d 7d Qd T4 T9 T12 T15 T18 T20 1c 6c"), ("EX", "10d")), "T4"),
        Exercise("tricks", "who_wins", "excuse", ("10c", "EX", "3c"), "T5"),
        Exercise("tricks", "excuse_exchange", "blank", excuse_scene(  # you win two tricks, then a third goes to the player after you
            ("Kc 7d Kd Kh 5c", "4c 3h 9d 2h 6c", "T9 Qs 10d EX 8d"), "Kc 4c T9  Qs 7d 3h  10d Kd 9d  Kh 2h EX"),
                 "T5"),
        Exercise("threes", "count_by_threes", "trick", ("Kh", "3h", "Qh"), "T6", (("way", "groups"),)),
        Exercise("threes", "count_by_threes", "pile", _TROGGEN_PILE, "T6", (("way", "groups"),)),
        Exercise("threes", "count_by_threes", "pile", _TROGGEN_PILE, "T6", (("way", "sets"),)),
    ),
    players=3,
    play_seed=1,  # the learner deals, so the hand opens with the discard
)
