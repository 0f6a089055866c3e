"""Triomphe Forcée's tutorial: its steps, and its exercises with their scenarios and rules."""

from __future__ import annotations

from tarotwidgets.lessons.scenarios import (
    DIAMONDS, HISTORY, LEARN, PLAY, Exercise, Ordering, Position, PotSetup, Step, Tutorial,
)

TUTORIAL = Tutorial(
    steps=(
        HISTORY,
        Step("tricks", {"en": "Tricks, and nothing but tricks", "nl": "Slagen, en niets dan slagen"}),
        Step("pot", {"en": "The pot, Death and the chips", "nl": "De pot, de Dood en de fiches"}),
        Step("winning", {"en": "Who takes the pot", "nl": "Wie de pot krijgt"}),
        PLAY,
        LEARN,
    ),
    exercises=(
        Exercise("tricks", "deal", "leader", 2, "TF1"),
        Exercise("tricks", "order_cards", "diamonds", Ordering(("10d", "1d", "Cd", "4d", "Jd"), DIAMONDS), "T2"),
        Exercise("tricks", "who_wins", "red-one", ("4h", "1h", "9h", "Qc"), "T2"),
        Exercise("tricks", "who_wins", "trumped", ("Qd", "Kd", "T2", "5d"), "T2"),
        Exercise("tricks", "every_card", "excuse", Position(
            ("Kh", "5h", "9d", "Qd", "3h", "8s", "Js", "2s", "T4", "EX", "10c", "6c"), ("4s",)), "T3"),
        Exercise("tricks", "which_card", "excuse-led", Position(
            ("Kh", "5h", "9d", "Qd", "3h", "8s", "Js", "2s", "T4", "T9", "10c", "6c"), ("EX", "10d")), "T4"),
        Exercise("pot", "pot", "death-fresh", PotSetup({"T13": 2, "EX": 1}, pot=0, ask="death", seed=1), "TF3"),
        Exercise("pot", "pot", "death-full", PotSetup({"T13": 3, "T1": 1, "T11": 0}, pot=7, ask="death", seed=2), "TF3"),
        Exercise("pot", "pot", "declarations", PotSetup({"EX": 1, "T11": 1, "T1": 3}, pot=2, ask="left", seed=3), "TF3"),
        Exercise("winning", "pot", "tie", PotSetup({"EX": 0}, pot=6, ask="won", seed=0), "TF4"),  # two share the most tricks
    ),
    play_seed=5,  # nobody holds Death: the deal is played, after the chips for trumps 1 and 11
)
