"""La Rigueur's tutorial: its steps, and its exercises with their scenarios and rules."""

from __future__ import annotations

from tarotwidgets.lessons.scenarios import HEARTS, HISTORY, LEARN, PLAY, Exercise, Ordering, Position, Step, Tutorial

_NO_HEARTS = Position(("Kc", "5c", "9c", "Qd", "3d", "8s", "Js", "2s", "T4", "T17", "1c", "6d"), ("5h", "Qh"))

TUTORIAL = Tutorial(
    steps=(
        HISTORY,
        Step("spades", {"en": "Spades, the second trump suit", "nl": "Schoppen, de tweede troefkleur"}),
        Step("ruff", {"en": "Cannot follow: a trump or a spade", "nl": "Niet bekennen: troef of schoppen"}),
        Step("spades-led", {"en": "Spades led", "nl": "Schoppen gevraagd"}),
        Step("trumps-led", {"en": "Trumps led", "nl": "Troef gevraagd"}),
        Step("same", {"en": "The Excuse and the score", "nl": "Het Excuus en de score"}),
        PLAY,
        LEARN,
    ),
    exercises=(
        Exercise("spades", "who_wins", "spade", ("9h", "2s", "Kh", "4h"), "LR1"),
        Exercise("spades", "who_wins", "trump", ("Jd", "Ks", "T1", "Qd"), "LR1"),
        Exercise("spades", "order_cards", "hearts-led", Ordering(("Kh", "2s", "T1", "10h", "Ks"), HEARTS), "LR1"),
        Exercise("ruff", "every_card", "trump-or-spade", _NO_HEARTS, "LR1"),
        Exercise("ruff", "compare_play", "no-hearts", _NO_HEARTS, "LR1"),
        Exercise("spades-led", "which_card", "spades-led", Position(
            ("Kc", "5c", "9c", "Qd", "3d", "8h", "Jh", "2h", "T4", "T17", "1c", "6d"), ("5s", "Qs")), "LR1"),
        Exercise("trumps-led", "every_card", "trumps-led", Position(  # trumps led and none held: any card
            ("Kc", "5c", "9c", "Qd", "3d", "8s", "Js", "2h", "4h", "7s", "1c", "6d"), ("T5",), free="LR1"), "LR1"),
        Exercise("same", "deal", "leader", 2, "MT1"),
        Exercise("same", "who_wins", "excuse", ("Cs", "EX", "4s", "10s"), "T5"),
        Exercise("same", "which_card", "excuse-led", Position(
            ("Kh", "5h", "9c", "Qc", "3h", "8s", "Js", "2s", "T4", "T9", "10c", "6c"), ("EX", "10d")), "T4"),
        Exercise("same", "count_pile", "one-trick", ("Ks", "T1", "Qs", "4h"), "MT4"),
    ),
)
