"""Leipzig Taroc's tutorial: its steps, and its exercises with their scenarios and rules."""

from __future__ import annotations

from tarotwidgets.lessons.scenarios import (
    HISTORY, LEARN, PLAY, DealtHand, DeclareSetup, DiscardSetup, ExcuseQuestion, Exercise, PagatSetup, Position,
    Step, Tutorial, cards,
)

_MATADORS = DeclareSetup(cards("T1 T21 T20 T19 T18 T16 T12 T10 T8 T6 EX 2c 4c 6c 9c Jc 3d 5d 8d Qd 1h 7h 5s 8s Cs"),
                         cards("2s 3s 4s"), seed=4)
_EXCUSE_LAST = cards("Kc 5c 9c Qc 3c 8s Js 2s 4s 6s Kh 5h 9h 3h 2d 7d Qd T4 T9 T12 T15 T18 T20 1c EX")

TUTORIAL = Tutorial(
    steps=(
        HISTORY,
        Step("deal", {"en": "The deal and the dealer's discard", "nl": "Delen en afleggen"}),
        Step("declarations", {"en": "Declarations", "nl": "Roem"}),
        Step("excuse", {"en": "The Excuse and its limits", "nl": "Het Excuus en zijn grenzen"}),
        Step("pagat", {"en": "The Pagat", "nl": "De Pagat"}),
        Step("scoring", {"en": "Card points and game points", "nl": "Kaartpunten en spelpunten"}),
        PLAY,
        Step("variants", {"en": "Nuremberg and Prague-Vienna", "nl": "Neurenberg en Praag-Wenen"}),
        LEARN,
    ),
    exercises=(
        Exercise("deal", "who_wins", "red-one", ("3h", "1h", "Ch"), "T2"),
        Exercise("deal", "deal", "leader", 4, "LT1"),
        Exercise("deal", "discard", "plain", DiscardSetup(cards(
            "Kc Qc 3c 7c Kd 2d 8d 9d 10d Ch 4h 6h 2h Ks Js 1s 5s 9s T21 T17 T13 T10 T8 T6 T3 T2 EX 5c"), seed=1), "LT1"),
        Exercise("deal", "discard", "trump-set", DiscardSetup(cards(
            "Kc Qc 3c 7c 4c Kd 2d 8d 9d 10d Cd Ch 4h 6h 2h Jh Ks Js 1s 5s 9s 10s 3s 7s 8s T1 T9 T15"), seed=3), "LT1"),
        Exercise("declarations", "declarations", "excuse-once", DeclareSetup(cards(
            "T1 T21 T3 T5 T7 T9 T11 T14 EX Kh Qh Ch 2h Kc 5c 8c Kd 4d 9d 2s 6s 10s Js 7s 3c"), cards("1s 3s 4s"), seed=2),
                 "LT2"),
        Exercise("declarations", "declaration_value", "matadors", _MATADORS, "LT2"),
        Exercise("excuse", "excuse_allowed", "lead", ExcuseQuestion(Position(_EXCUSE_LAST, ())), "LT3"),
        Exercise("excuse", "excuse_allowed", "follow", ExcuseQuestion(Position(_EXCUSE_LAST, ("6h",))), "LT3"),
        Exercise("excuse", "excuse_allowed", "forced", ExcuseQuestion(Position(cards(
            "Kc 5c 9c Qc 3c 8s Js 2s 4s 6s 1c 2c 4c 6c 7c 8c 10c Kd 2d 7d Qd 3d 1s 10s EX"), ("6h", "9h"))), "LT3"),
        Exercise("excuse", "excuse_allowed", "trick-22", ExcuseQuestion(seed=23), "LT4"),
        Exercise("pagat", "pagat", "lost", PagatSetup(("5h", "T1", "T8"), last=False), "LT5"),
        Exercise("pagat", "pagat", "last-lost", PagatSetup(("T1", "T3", "9c"), last=True), "LT5"),
        Exercise("pagat", "pagat", "last-won", PagatSetup(("4d", "T1", "9d"), last=True), "LT5"),
        Exercise("scoring", "count_by_threes", "pile", ("T21", "Cd", "2d", "Js", "T1", "EX", "T13", "6c"), "T6",
                 (("way", "sets"),)),
        Exercise("scoring", "count_by_threes", "lone-excuse", ("EX",), "T6", (("way", "groups"),)),
        Exercise("scoring", "hand_score", "hand", DealtHand(seed=5, seat=0), "LT6"),
        Exercise("variants", "declaration_value", "matadors", _MATADORS, "LT9", (("variant", "prague-vienna"),)),
    ),
    players=3,
    declaration_examples=(
        ("matadors", ("T1", "T21", "EX")),
        ("matadors", ("T1", "T21", "EX", "T20", "T19")),
        ("cavalry", ("Kc", "Qc", "Cc", "Jc")),
        ("half-cavalry", ("Kh", "Qh", "Ch", "EX")),
        ("ten-trumps", cards("T2 T3 T4 T5 T6 T7 T8 T9 T10 T11")),
        ("ten-trumps", cards("T2 T3 T4 T5 T6 T7 T8 T9 T10 T11 T12")),
        ("four-rois", ("Kc", "Kd", "Kh", "Ks")),
        ("three-rois-excuse", ("Kc", "Kd", "Kh", "EX")),
    ),
    play_seed=12,  # the learner has a declaration to make
)
