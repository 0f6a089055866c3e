"""Maison Tarot's tutorial: its steps, and its exercises with their scenarios and rules."""

from __future__ import annotations

from tarotwidgets.lessons.scenarios import (
    HEARTS, HISTORY, LEARN, PLAY, TRUMPS, DealtHand, Exercise, MatchSoFar, Ordering, Position,
    Step, Tutorial, excuse_scene,
)

_MT_HAND = DealtHand(seed=3, seat=0)

TUTORIAL = Tutorial(
    steps=(
        HISTORY,
        Step("pack", {"en": "The pack and the order of the cards", "nl": "De kaarten en hun volgorde"}),
        Step("deal", {"en": "The deal", "nl": "Het delen"}),
        Step("trick", {"en": "Winning a trick", "nl": "Een slag winnen"}),
        Step("follow", {"en": "Following suit", "nl": "Kleur bekennen"}),
        Step("trumps", {"en": "Trumping", "nl": "Troeven"}),
        Step("excuse", {"en": "The Excuse", "nl": "Het Excuus"}),
        Step("scoring", {"en": "Scoring", "nl": "De score"}),
        PLAY,
        Step("wild", {"en": "Variant: wild Maison Tarot", "nl": "Variant: wilde Maison Tarot"}),
        LEARN,
    ),
    exercises=(
        Exercise("pack", "order_cards", "hearts", Ordering(("10h", "Ch", "Kh", "1h", "Jh", "Qh"), HEARTS), "T2"),
        Exercise("pack", "order_cards", "trumps", Ordering(("T3", "T21", "T1", "T14", "T7"), TRUMPS), "T2"),
        Exercise("deal", "deal", "leader", 2, "MT1"),
        Exercise("trick", "who_wins", "plain", ("7h", "Kh", "Qc", "2h"), "T2"),
        Exercise("trick", "who_wins", "trumped", ("Qd", "Kd", "T2", "5d"), "T2"),
        Exercise("follow", "which_card", "follow", Position(
            ("2h", "7h", "Kc", "5c", "Qd", "3d", "8s", "Js", "T4", "T17", "1c", "6d"), ("9h", "Ch")), "T3"),
        Exercise("follow", "which_card", "excuse-led", Position(
            ("Kh", "5h", "9d", "Qd", "3h", "8s", "Js", "2s", "T4", "T9", "10c", "6c"), ("EX", "10d")), "T4"),
        Exercise("trumps", "which_card", "ruff", Position(
            ("Kc", "5c", "9c", "Qd", "3d", "8s", "Js", "2s", "T4", "T17", "1c", "6d"), ("5h", "Qh")), "T3"),
        Exercise("trumps", "which_card", "trump-led", Position(
            ("Kc", "5c", "9c", "Qh", "3h", "8s", "Js", "2s", "T2", "T11", "1c", "6h"), ("T8",)), "T3"),
        Exercise("trumps", "every_card", "no-overtrump", Position(
            ("Kc", "5c", "9c", "Qh", "3h", "8s", "Js", "2s", "T4", "T19", "1c", "6h"), ("3d", "T15")), "T3"),
        Exercise("trumps", "every_card", "discard", Position(  # no club and no trump: any card
            ("Kh", "5h", "9d", "Qd", "3h", "8s", "Js", "2s", "4d", "1h", "10s", "6h"), ("Kc",), free="T3"), "T3"),
        Exercise("excuse", "every_card", "excuse", Position(
            ("Kh", "5h", "9d", "Qd", "3h", "8s", "Js", "2s", "T4", "EX", "10c", "6c"), ("4s",)), "T3"),
        Exercise("excuse", "who_wins", "excuse", ("10c", "EX", "3c", "Jc"), "T5"),
        Exercise("excuse", "excuse_exchange", "blank", excuse_scene(  # you win two tricks, then a third goes to the player after you
            ("Kc 4c 3d 2h 9c", "7d Cd 5d 5h 6h", "T9 T16 2d EX 8s", "3h Qs Kd Kh 7s"),
            "Kc 7d T9 3h  T16 Qs 4c Cd  2d Kd 3d 5d  Kh 2h 5h EX"), "T5"),
        Exercise("excuse", "excuse_exchange", "no-blank", excuse_scene(
            ("Kc 4d Ks 8h", "Qd 3d 3s 6h", "T21 2d EX 7h", "Jh Kd 9s 5h"),
            "Kc Qd T21 Jh  2d Kd 4d 3d  9s Ks 3s EX"),
                 "T5"),
        Exercise("excuse", "open_debt", "at-the-end", excuse_scene(  # the Excuse's trick is the hand's last
            ("Kc 4d 3s", "T21 2d EX", "Qd Kd 9s", "Cs 3d Ks"),
            "Kc T21 Qd Cs  2d Kd 3d 4d  9s Ks 3s EX"), "MT3"),
        Exercise("scoring", "count_pile", "one-trick", ("Kh", "3h", "9h", "Qh"), "MT4"),
        Exercise("scoring", "count_pile", "special", ("T21", "Cd", "2d", "Js", "T1", "EX", "T13", "6c"), "MT4"),
        Exercise("scoring", "hand_score", "hand", _MT_HAND, "MT4"),
        Exercise("scoring", "game_end", "tie", MatchSoFar(seed=19, hands=3), "MT4"),  # two players on exactly 50
        Exercise("wild", "hand_score", "hand", _MT_HAND, "MT5", (("variant", "wild"),)),
    ),
)
