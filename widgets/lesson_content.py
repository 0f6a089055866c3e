"""What the tutorials ask, as data: their steps, the prepared positions, and the words.

The positions are chosen to show one rule each; the answers are never written here:
:mod:`tarotwidgets.lessons` asks the engine for them. The words follow
``shared/notes/glossary.md`` and are written in natural English and natural Dutch,
not translated word for word.
"""

from __future__ import annotations

from dataclasses import dataclass
from importlib import import_module
from typing import Any, Iterator, Mapping

from tarotwidgets.i18n import MESSAGES as WIDGET_MESSAGES

from tarotlib import svg
from tarotlib.i18n import fill
from tarotlib.spec import GameSpec

Texts = Mapping[str, str]
"""A text in each language: ``{"en": ..., "nl": ...}``."""


@dataclass(frozen=True)
class Step:
    """One step of a tutorial: an anchor id and its title in both languages."""

    id: str
    title: Texts


@dataclass(frozen=True)
class Position:
    """A first trick: the learner holds ``hand`` after ``trick`` was played (state.position)."""

    hand: tuple[str, ...]
    trick: tuple[str, ...]
    free: str = ""  # the decision that leaves every card free here, where no limit names one (LR1)


@dataclass(frozen=True)
class Ordering:
    """Cards to put in order of strength, in a trick where ``led`` (a suit index) was led."""

    cards: tuple[str, ...]
    led: int


@dataclass(frozen=True)
class ExcuseSetup:
    """The learner plays the Excuse as the last card of ``trick``, having won ``pile`` before."""

    pile: tuple[str, ...]
    trick: tuple[str, ...]


@dataclass(frozen=True)
class DiscardSetup:
    """The learner deals and holds ``hand`` before the discard; the others' cards are
    shuffled from ``seed``."""

    hand: tuple[str, ...]
    seed: int = 0


@dataclass(frozen=True)
class DeclareSetup:
    """The learner deals ``hand`` and ``laid``, lays ``laid`` away and declares first (LT2)."""

    hand: tuple[str, ...]
    laid: tuple[str, ...]
    seed: int = 0


@dataclass(frozen=True)
class ExcuseQuestion:
    """May the Excuse be played? In a first-trick ``position``, or, without one, at trick 22
    of a hand dealt from ``seed`` in which the holder kept the Excuse (LT4)."""

    position: Position | None = None
    seed: int = 0


@dataclass(frozen=True)
class PagatSetup:
    """A trick with the Pagat in it, played from seat 0: the last of the hand or not (LT5)."""

    trick: tuple[str, ...]
    last: bool


@dataclass(frozen=True)
class PotSetup:
    """A Triomphe deal: ``holders`` gives the seat of each of Death, the Excuse, trumps 1
    and 11 dealt (the others are out of play), the pot holds ``pot`` chips before the
    deal, and the question is what Death takes ("death") or what is left ("left")."""

    holders: Mapping[str, int]
    pot: int
    ask: str
    seed: int = 0


@dataclass(frozen=True)
class DealtHand:
    """A whole hand played by the basic bots from ``seed``; the question is about ``seat``."""

    seed: int
    seat: int


@dataclass(frozen=True)
class MatchSoFar:
    """A game played by the basic bots from ``seed``, looked at after ``hands`` hands."""

    seed: int
    hands: int


@dataclass(frozen=True)
class Exercise:
    """One exercise as a value: the notebook's ``lesson.<kind>(name, **asked)`` in step
    ``step`` shows it. ``scenario`` is the partial record the engine plays up to the
    question (a first-trick position, a trick's cards, a deal's seed, a scene); ``rule``
    is the decision it teaches; ``asked`` holds the call's keywords (a variant, a way of
    counting), so one scenario may serve several exercises."""

    step: str
    kind: str
    name: str
    scenario: Any
    rule: str
    asked: tuple[tuple[str, str], ...] = ()


@dataclass(frozen=True)
class Tutorial:
    """Everything one game's tutorial needs besides its prose (which is in the notebook)."""

    steps: tuple[Step, ...]
    exercises: tuple[Exercise, ...]
    players: int = 4
    second_trump_rule: str = ""  # the decision that adds a second trump suit (LR1), cited when it decides a trick
    declaration_examples: tuple[tuple[str, tuple[str, ...]], ...] = ()  # (combination, its cards), LT2
    declaration_trump: str = ""  # the turned card of a draw game's declaration table (MJ4)
    play_seed: int | None = None  # the hand with hints: a deal that shows the game's own phases to the learner

    def scenarios(self, *kinds: str) -> dict[str, Any]:
        """The scenarios of the exercises of ``kinds`` by name: ``scenarios("which_card",
        "every_card")``, the trick positions that serve either question."""
        return {exercise.name: exercise.scenario for exercise in self.exercises if exercise.kind in kinds}

    def scenario(self, name: str, *kinds: str) -> Any:
        """The scenario named ``name`` among the exercises of ``kinds``; an unknown name is refused."""
        known = self.scenarios(*kinds)
        if name not in known:
            raise ValueError(f"no {' or '.join(kinds)} exercise {name!r} (exercises: {', '.join(known) or 'none'})")
        return known[name]


def cards(text: str) -> tuple[str, ...]:
    """Card codes written as one string: ``cards("Kc 5c T4 EX")``."""
    return tuple(text.split())


HEARTS, DIAMONDS, SPADES, TRUMPS = 2, 1, 3, 4

_HISTORY = Step("history", {"en": "Where the game comes from", "nl": "Waar het spel vandaan komt"})
_PLAY = Step("play", {"en": "Play a hand, then a game", "nl": "Speel een hand, dan een potje"})
LEARN = Step("learn", {"en": "Learn from your play: hint and review", "nl": "Leer van je spel: tip en nabespreking"})
"""Every tutorial's last step: the hint, the review after a hand, the two levels of
opponents, and one card clearly best in a deal of the library (issue 29)."""

_MT_HAND = DealtHand(seed=3, seat=0)

MAISON_TAROT = Tutorial(
    steps=(
        _HISTORY,
        Step("pack", {"en": "The pack and the order of the cards", "nl": "De kaarten en hun volgorde"}),
        Step("deal", {"en": "The deal", "nl": "Het delen"}),
        Step("trick", {"en": "Winning a trick", "nl": "Een slag winnen"}),
        Step("follow", {"en": "Following suit", "nl": "Kleur bekennen"}),
        Step("trumps", {"en": "Trumping", "nl": "Troeven"}),
        Step("excuse", {"en": "The Excuse", "nl": "Het Excuus"}),
        Step("scoring", {"en": "Scoring", "nl": "De score"}),
        _PLAY,
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
        Exercise("excuse", "excuse_exchange", "blank", ExcuseSetup(
            ("Kc", "7d", "T9", "3h", "Qs", "4c", "Cd", "T16"), ("Kh", "2h", "5h")), "T5"),
        Exercise("excuse", "excuse_exchange", "no-blank", ExcuseSetup(("Kc", "Qd", "T21", "Jh"), ("9s", "Ks", "3s")),
                 "T5"),
        Exercise("excuse", "open_debt", "at-the-end", ExcuseSetup(
            ("Kc", "T21", "Qd", "Cs", "Qh"), ("9s", "Ks", "3s")), "MT3"),
        Exercise("scoring", "count_pile", "one-trick", ("Kh", "3h", "9h", "Qh"), "MT4"),
        Exercise("scoring", "count_pile", "special", ("T21", "Cd", "2d", "Js", "T1", "EX", "T13", "6c"), "MT4"),
        Exercise("scoring", "hand_score", "hand", _MT_HAND, "MT4"),
        Exercise("scoring", "game_end", "tie", MatchSoFar(seed=19, hands=3), "MT4"),  # two players on exactly 50
        Exercise("wild", "hand_score", "hand", _MT_HAND, "MT5", (("variant", "wild"),)),
    ),
)

_NO_HEARTS = Position(("Kc", "5c", "9c", "Qd", "3d", "8s", "Js", "2s", "T4", "T17", "1c", "6d"), ("5h", "Qh"))

LA_RIGUEUR = Tutorial(
    steps=(
        _HISTORY,
        Step("spades", {"en": "Spades, the second trump suit", "nl": "Schoppen, de tweede troefkleur"}),
        Step("ruff", {"en": "Cannot follow: a trump or a spade", "nl": "Niet bekennen: troef of schoppen"}),
        Step("spades-led", {"en": "Spades led", "nl": "Schoppen gevraagd"}),
        Step("trumps-led", {"en": "Trumps led", "nl": "Troef gevraagd"}),
        Step("same", {"en": "The Excuse and the score", "nl": "Het Excuus en de score"}),
        _PLAY,
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
    second_trump_rule="LR1",
)

_TROGGEN_PILE = ("T21", "Cd", "2d", "Js", "T1", "EX", "T13", "6c")

MAISON_TROGGEN = Tutorial(
    steps=(
        _HISTORY,
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
        Exercise("tricks", "excuse_exchange", "blank", ExcuseSetup(("Kc", "7d", "T9", "3h", "Qs", "4c"), ("Kh", "2h")),
                 "T5"),
        Exercise("threes", "count_by_threes", "trick", ("Kh", "3h", "Qh"), "T6", (("way", "groups"),)),
        Exercise("threes", "count_by_threes", "pile", _TROGGEN_PILE, "T6", (("way", "groups"),)),
        Exercise("threes", "count_by_threes", "pile", _TROGGEN_PILE, "T6", (("way", "sets"),)),
    ),
    players=3,
    play_seed=1,  # the learner deals, so the hand opens with the discard
)

_MATADORS = DeclareSetup(cards("T1 T21 T20 T19 T18 T16 T12 T10 T8 T6 EX 2c 4c 6c 9c Jc 3d 5d 8d Qd 1h 7h 5s 8s Cs"),
                         cards("2s 3s 4s"), seed=4)
_EXCUSE_LAST = cards("Kc 5c 9c Qc 3c 8s Js 2s 4s 6s Kh 5h 9h 3h 2d 7d Qd T4 T9 T12 T15 T18 T20 1c EX")

LEIPZIG_TAROC = Tutorial(
    steps=(
        _HISTORY,
        Step("deal", {"en": "The deal and the dealer's discard", "nl": "Delen en afleggen"}),
        Step("declarations", {"en": "Declarations", "nl": "Roem"}),
        Step("excuse", {"en": "The Excuse and its limits", "nl": "Het Excuus en zijn grenzen"}),
        Step("pagat", {"en": "The Pagat", "nl": "De Pagat"}),
        Step("scoring", {"en": "Card points and game points", "nl": "Kaartpunten en spelpunten"}),
        _PLAY,
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

TRIOMPHE_FORCEE = Tutorial(
    steps=(
        _HISTORY,
        Step("tricks", {"en": "Tricks, and nothing but tricks", "nl": "Slagen, en niets dan slagen"}),
        Step("pot", {"en": "The pot, Death and the chips", "nl": "De pot, de Dood en de fiches"}),
        Step("winning", {"en": "Who takes the pot", "nl": "Wie de pot krijgt"}),
        _PLAY,
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

_TAROT_TUTORIALS: dict[str, Tutorial] = {
    "maison-tarot": MAISON_TAROT, "la-rigueur": LA_RIGUEUR, "maison-troggen": MAISON_TROGGEN,
    "leipzig-taroc": LEIPZIG_TAROC, "triomphe-forcee": TRIOMPHE_FORCEE,
}

FAMILY_LESSONS: dict[str, str] = {"marjolet": "tarotwidgets.draw_lessons", "binage": "tarotwidgets.draw_lessons",
                                  "klaverjas-4": "tarotwidgets.klaverjas_lessons",
                                  "klaverjas-3": "tarotwidgets.klaverjas_lessons"}
"""Games whose lessons need exercises of their own (the draw games, Klaverjassen): game id
-> the module that holds them. Such a module defines ``TUTORIALS`` (its games' Tutorial,
possibly a subclass with more fields) and ``LESSON`` (a subclass of
:class:`tarotwidgets.lessons.Lesson` with the extra exercises); ``Lesson(game_id)``
returns a ``LESSON``. Imported on first use, so a tarot page never loads them."""


class _Tutorials(Mapping[str, Tutorial]):
    """Every game with a tutorial, by game id, in the index's order: the tarot games' from
    this module, the others' from their module in :data:`FAMILY_LESSONS`."""

    def __getitem__(self, game_id: str) -> Tutorial:
        if game_id in _TAROT_TUTORIALS:
            return _TAROT_TUTORIALS[game_id]
        if game_id in FAMILY_LESSONS:
            return import_module(FAMILY_LESSONS[game_id]).TUTORIALS[game_id]
        raise KeyError(game_id)

    def __iter__(self) -> Iterator[str]:
        yield from _TAROT_TUTORIALS
        yield from FAMILY_LESSONS

    def __len__(self) -> int:
        return len(_TAROT_TUTORIALS) + len(FAMILY_LESSONS)


TUTORIALS: Mapping[str, Tutorial] = _Tutorials()
"""The games that have a tutorial, by game id; the index pages link these."""

SCORE_FORMULAS: dict[str, Texts] = {
    "MT4": {
        "en": "{points} card points + ({cards} cards won − {size}) = {score}",
        "nl": "{points} kaartpunten + ({cards} gewonnen kaarten − {size}) = {score}",
    },
    "LT6": {
        "en": "{points} card points − {par} + {paid} game points paid during the hand = {score}",
        "nl": "{points} kaartpunten − {par} + {paid} spelpunten betaald tijdens de hand = {score}",
    },
    "MT5": {
        "en": "{points} card points + {tricks} tricks won = {score}",
        "nl": "{points} kaartpunten + {tricks} gewonnen slagen = {score}",
    },
}
"""How a hand's score is made up, per scoring decision (:func:`score_rule`)."""


def score_rule(spec: GameSpec) -> str:
    """The decision that makes up a hand's score in ``spec``, its key in
    :data:`SCORE_FORMULAS`: the last of the game's rules that has a formula (wild Maison
    Tarot's MT5 comes after the MT4 it keeps; Leipzig's LT6, not LT10, the game's length)."""
    return next(rule for rule in reversed(spec.rules) if rule in SCORE_FORMULAS)

TEXTS: dict[str, Texts] = {
    **WIDGET_MESSAGES,  # the play widgets' words ('Your hand', 'rule {rule}', 'dealer') read the same here
    # progress
    "step_of": {"en": "Step {number} of {total}", "nl": "Stap {number} van {total}"},
    "steps": {"en": "Steps of this tutorial", "nl": "Stappen van deze les"},
    "exercises_done": {"en": "Exercises done: {done} of {total}", "nl": "Oefeningen gedaan: {done} van {total}"},
    "step_done": {"en": "done", "nl": "klaar"},
    "all_steps": {"en": "All steps", "nl": "Alle stappen"},
    "other_language": {"en": "Nederlands", "nl": "English"},
    "other_language_title": {"en": "Deze les in het Nederlands", "nl": "This lesson in English"},
    "progress_reached": {"en": "Step reached: {number}. {title}.", "nl": "Bereikte stap: {number}. {title}."},
    "progress_continue": {"en": "Continue there", "nl": "Ga daar verder"},
    "progress_kept": {"en": "This browser keeps your progress, in both languages.",
                      "nl": "Deze browser onthoudt je voortgang, in beide talen."},
    "progress_start_again": {"en": "Start the tutorial again", "nl": "De les opnieuw beginnen"},
    "progress_confirm": {"en": "Forget the exercises done and the step reached?",
                         "nl": "De gedane oefeningen en de bereikte stap vergeten?"},
    "progress_yes": {"en": "Yes, start again", "nl": "Ja, opnieuw beginnen"},
    "progress_no": {"en": "No, keep them", "nl": "Nee, bewaren"},
    "done_before": {
        "en": "Done before: you solved this exercise on an earlier visit. Try it again if you like.",
        "nl": "Al gedaan: je hebt deze oefening bij een eerder bezoek opgelost. Probeer het gerust nog eens.",
    },
    # feedback
    "right": {"en": "Right!", "nl": "Goed zo!"},
    "wrong": {"en": "Not quite.", "nl": "Niet helemaal."},
    "try_again": {"en": "Try again.", "nl": "Probeer het nog eens."},
    "exercise_error": {
        "en": "Something went wrong with this exercise; the rest of the page still works.",
        "nl": "Er ging iets mis met deze oefening; de rest van de pagina werkt gewoon.",
    },
    "same_answer_again": {"en": "(the same answer again, {count}×)", "nl": "(weer hetzelfde antwoord, {count}×)"},
    # which card / every card
    "ask_play": {"en": "Your turn. Click a card you may play.", "nl": "Jij bent aan de beurt. Klik op een kaart die je mag spelen."},
    "ask_every": {
        "en": "Select every card you may play, then press Check.",
        "nl": "Kies alle kaarten die je mag spelen en klik dan op Nakijken.",
    },
    "check": {"en": "Check", "nl": "Nakijken"},
    "may_play": {"en": "{card} may be played here.", "nl": "{card} mag je hier spelen."},
    "exactly_these": {"en": "Exactly these cards may be played: {cards}.", "nl": "Precies deze kaarten mag je spelen: {cards}."},
    "nothing_selected": {"en": "Select at least one card first.", "nl": "Kies eerst minstens één kaart."},
    "left_out": {
        "en": "You left out {count} cards that may be played too.",
        "nl": "Je bent {count} kaarten vergeten die je ook mag spelen.",
    },
    "left_out_one": {
        "en": "You left out one card that may be played too.",
        "nl": "Je bent één kaart vergeten die je ook mag spelen.",
    },
    "excuse_left_out": {
        "en": "The Excuse may be played instead of any card.",
        "nl": "Het Excuus mag je altijd spelen in plaats van een andere kaart.",
    },
    "no_overtrump": {
        "en": "Over-trumping is not required: any trump will do, even one lower than {card}.",
        "nl": "Overtroeven hoeft niet: elke troef is goed, ook een lagere dan {card}.",
    },
    "already_solved": {
        "en": "You have already solved this one. That answer would be wrong, though: {reason}",
        "nl": "Deze heb je al opgelost. Dat antwoord zou wel fout zijn: {reason}",
    },
    "not_this": {"en": "{card} may not be played. {reason}", "nl": "{card} mag je niet spelen. {reason}"},
    "free_choice": {
        "en": "No rule limits you here: you cannot follow and hold no card that must be played instead.",
        "nl": "Hier beperkt geen regel je keus: je kunt niet bekennen en hebt ook niets wat je dan moet spelen.",
    },
    "on_table": {"en": "On the table", "nl": "Op tafel"},
    "caption_leads": {"en": "{seat} leads", "nl": "{seat} komt uit"},
    "caption_you_lead": {"en": "You lead", "nl": "Jij komt uit"},
    # compare games
    "in_game": {"en": "In {game} you may play:", "nl": "In {game} mag je spelen:"},
    # who wins / order
    "ask_winner": {"en": "Who wins this trick? Click the winning card.", "nl": "Wie wint deze slag? Klik op de winnende kaart."},
    "card_wins": {"en": "{card} wins the trick.", "nl": "{card} wint de slag."},
    "excuse_never_wins": {"en": "The Excuse never wins a trick.", "nl": "Het Excuus wint nooit een slag."},
    "cannot_win": {
        "en": "{card} cannot win this trick: only {suits} can.",
        "nl": "{card} kan deze slag niet winnen: dat kunnen alleen {suits}.",
    },
    "higher_in_suit": {
        "en": "{strong} beats {weak}: it ranks above it in {suit}, from high to low {order}.",
        "nl": "{strong} slaat {weak}: die staat hoger in {suit}, van hoog naar laag {order}.",
    },
    "stronger_still": {"en": "But {card} does not win this trick either: a card stronger still lies here.",
                       "nl": "Maar ook {card} wint deze slag niet: er ligt een nog sterkere kaart."},
    "higher_trump": {"en": "{strong} beats {weak}: the higher trump wins.", "nl": "{strong} slaat {weak}: de hoogste troef wint."},
    "suit_above": {
        "en": "{strong} beats {weak}: {strong_suit} rank above {weak_suit}.",
        "nl": "{strong} slaat {weak}: {strong_suit} gaat boven {weak_suit}.",
    },
    "ask_order": {
        "en": "Click the cards from the strongest to the weakest.",
        "nl": "Klik de kaarten aan van de sterkste naar de zwakste.",
    },
    "ask_order_led": {
        "en": "{Suit} were led. Click the cards from the strongest to the weakest.",
        "nl": "Er is {suit} gevraagd. Klik de kaarten aan van de sterkste naar de zwakste.",
    },
    "your_order": {"en": "Your order", "nl": "Jouw volgorde"},
    "order_empty": {"en": "(no card yet: start with the strongest)", "nl": "(nog geen kaart: begin met de sterkste)"},
    "not_yet": {"en": "Not {card} yet: a stronger card is left.", "nl": "Nog niet {card}: er ligt nog een sterkere kaart."},
    "ordered": {"en": "That is the order, strongest first.", "nl": "Dat is de volgorde, de sterkste eerst."},
    "start_again": {"en": "Start again", "nl": "Opnieuw"},
    "play_start": {"en": "Deal and play", "nl": "Delen en spelen"},
    # deal
    "deal_button": {"en": "Deal the cards", "nl": "Delen"},
    "counter_clockwise": {
        "en": "Play goes counter-clockwise: the next player sits on the right.",
        "nl": "Er wordt tegen de klok in gespeeld: de volgende speler zit rechts.",
    },
    "clockwise": {
        "en": "Play goes clockwise: the next player sits on the left.",
        "nl": "Er wordt met de klok mee gespeeld: de volgende speler zit links.",
    },
    "cards_each": {"en": "{dealt} of {total} cards dealt", "nl": "{dealt} van {total} kaarten gedeeld"},
    "ask_leader": {
        "en": "Who leads the first trick? Click that player.",
        "nl": "Wie komt uit in de eerste slag? Klik op die speler.",
    },
    "leader_right": {
        "en": "{seat} is the first player after the dealer (voorhand) and leads.",
        "nl": "{seat} is de eerste speler na de deler (de voorhand) en komt uit.",
    },
    "deal_first": {
        "en": "Deal the cards first: press “{button}” and wait until every card is dealt.",
        "nl": "Eerst delen: klik op „{button}” en wacht tot alle kaarten gedeeld zijn.",
    },
    "dealer_does_not_lead": {
        "en": "The dealer does not lead: the player after the dealer does.",
        "nl": "De deler komt niet uit: de speler na de deler wel.",
    },
    "not_next": {
        "en": "{seat} is not next after the dealer. {direction}",
        "nl": "{seat} zit niet direct na de deler. {direction}",
    },
    # excuse exchange
    "ask_excuse": {
        "en": "You play the Excuse and {winner} wins the trick. You keep the Excuse: which card from your "
        "tricks do you give {winner}?",
        "nl": "Jij speelt het Excuus en {winner} wint de slag. Je houdt het Excuus: welke kaart uit je "
        "slagen geef je aan {winner}?",
    },
    "your_tricks": {"en": "The cards you have won so far", "nl": "De kaarten die je al gewonnen hebt"},
    "none_yet": {"en": "None yet", "nl": "Nog geen"},
    "you_give": {"en": "You give {card}.", "nl": "Je geeft {card}."},
    "give_nothing_yet": {
        "en": "You have no blank card yet, so you give nothing now: you pay as soon as you win one.",
        "nl": "Je hebt nog geen lege kaart, dus je geeft nu niets: je betaalt zodra je er een wint.",
    },
    "give_a_blank": {
        "en": "{card} is worth card points: you give a blank card, one without points.",
        "nl": "{card} heeft kaartpunten: je geeft een lege kaart, een kaart zonder punten.",
    },
    "give_lowest_blank": {
        "en": "{card} is blank, but the lowest blank goes: trumps 2-20 first, then suit cards 1-10.",
        "nl": "{card} is leeg, maar de laagste lege kaart gaat weg: eerst troeven 2-20, dan kleurkaarten 1-10.",
    },
    "you_have_a_blank": {
        "en": "You already have a blank card, so you pay now.",
        "nl": "Je hebt al een lege kaart, dus je betaalt nu.",
    },
    # an open debt at the end (MT3)
    "ask_debt": {
        "en": "You played the Excuse in this trick with no blank card to give {winner}, and you won no blank "
        "card after it. Now the hand is over. Which of your cards goes to {winner}?",
        "nl": "Je speelde het Excuus in deze slag zonder lege kaart om aan {winner} te geven, en daarna won je "
        "ook geen lege kaart meer. Nu is de hand afgelopen. Welke van je kaarten krijgt {winner}?",
    },
    "debt_paid": {
        "en": "You give {card}: when the hand ends with the debt still open, your lowest-valued point card pays it.",
        "nl": "Je geeft {card}: staat de schuld aan het eind van de hand nog open, dan betaal je met je "
        "goedkoopste puntenkaart.",
    },
    "debt_cheaper": {
        "en": "{card} is worth {worth}: you give the point card that is worth the least.",
        "nl": "{card} is {worth} waard: je geeft de puntenkaart die het minst waard is.",
    },
    "debt_tie": {
        "en": "{card} is worth {worth}, as much as {other}; between cards of equal value, trumps go first, "
        "then clubs, diamonds, hearts and spades.",
        "nl": "{card} is {worth} waard, net zoveel als {other}; bij gelijke waarde gaan troeven eerst, dan "
        "klaveren, ruiten, harten en schoppen.",
    },
    # has anyone won the game? (MT4)
    "ask_game_end": {
        "en": "The scores after {hands} hands. Has anyone won the game? Click the winner, or “Nobody yet”.",
        "nl": "De stand na {hands} handen. Heeft iemand het potje gewonnen? Klik op de winnaar, of op "
        "„Nog niemand”.",
    },
    "hand_number": {"en": "Hand {number}", "nl": "Hand {number}"},
    "total": {"en": "Total", "nl": "Totaal"},
    "nobody_yet": {"en": "Nobody yet", "nl": "Nog niemand"},
    "tie_plays_on": {
        "en": "Nobody yet: {leaders} share the lead with {best}. Reaching {target} is enough, but a tie at "
        "the top plays on until one player is ahead.",
        "nl": "Nog niemand: {leaders} staan samen bovenaan met {best}. De {target} halen is genoeg, maar bij "
        "een gelijke stand bovenaan wordt doorgespeeld tot één speler voorstaat.",
    },
    "nobody_there": {
        "en": "Nobody yet: nobody has reached {target}.",
        "nl": "Nog niemand: niemand heeft de {target} gehaald.",
    },
    "someone_won": {
        "en": "Someone has: the highest total of at least {target} wins.",
        "nl": "Wel: de hoogste stand van minstens {target} wint.",
    },
    "game_won": {
        "en": "{seat} wins with {best}: at least {target}, and more than anyone else.",
        "nl": "{seat} wint met {best}: minstens {target}, en meer dan ieder ander.",
    },
    "tied_at_top": {
        "en": "{seat} has reached {target}, but another player has {best} as well: with a tie at the top, "
        "the game goes on.",
        "nl": "{seat} heeft de {target} gehaald, maar een andere speler heeft ook {best}: bij een gelijke "
        "stand bovenaan gaat het potje door.",
    },
    "not_there_yet": {
        "en": "{seat} is ahead with {total}, but the game is won only at {target}.",
        "nl": "{seat} staat voor met {total}, maar het potje is pas gewonnen bij {target}.",
    },
    "not_highest": {
        "en": "{seat} has {total}; the game goes to the highest total of at least {target}.",
        "nl": "{seat} heeft {total}; het potje gaat naar de hoogste stand van minstens {target}.",
    },
    # scoring
    "ask_pile": {"en": "How many card points is this pile worth?", "nl": "Hoeveel kaartpunten is deze stapel waard?"},
    "ask_score": {
        "en": "{seat} won these {cards} cards, worth {points} card points, in {tricks} tricks. "
        "What does {seat} score for this hand?",
        "nl": "{seat} won deze {cards} kaarten, samen {points} kaartpunten, in {tricks} slagen. "
        "Hoeveel scoort {seat} voor deze hand?",
    },
    "points_are": {"en": "{count} card points.", "nl": "{count} kaartpunten."},
    "score_is": {"en": "The score for this hand is {score}.", "nl": "De score voor deze hand is {score}."},
    "not_number": {"en": "Not {answer}.", "nl": "Niet {answer}."},
    "not_a_number": {
        "en": "“{answer}” is not a number. Type a whole number, such as 12.",
        "nl": "„{answer}” is geen getal. Typ een heel getal, bijvoorbeeld 12.",
    },
    "type_a_number": {"en": "Type a whole number first, such as 12.", "nl": "Typ eerst een heel getal, bijvoorbeeld 12."},
    "count_again": {
        "en": "Count again: look up each card in the table of card points; blank cards count 0.",
        "nl": "Tel nog eens: zoek elke kaart op in de tabel met kaartpunten; lege kaarten tellen 0.",
    },
    "count_is": {"en": "Here is the count: {parts} = {total}.", "nl": "Zo tel je het: {parts} = {total}."},
    "blanks_zero": {"en": "{count} blank cards 0", "nl": "{count} lege kaarten 0"},
    "blanks_zero_one": {"en": "1 blank card 0", "nl": "1 lege kaart 0"},
    "score_rule": {"en": "The score is made up like this: {formula}.", "nl": "De score bestaat uit: {formula}."},
    "score_hint": {
        "en": "Look at the rule for the score again, in the text above.",
        "nl": "Lees de regel voor de score hierboven nog eens.",
    },
    "your_answer": {"en": "Your answer", "nl": "Jouw antwoord"},
    # the discard (ML1, LT1)
    "ask_discard": {
        "en": "You are the dealer. Click the {count} cards you lay away, one at a time.",
        "nl": "Jij bent de deler. Klik de {count} kaarten aan die je aflegt, één voor één.",
    },
    "laid_away": {"en": "Laid away ({left} to go)", "nl": "Afgelegd (nog {left})"},
    "none_laid": {"en": "(nothing yet)", "nl": "(nog niets)"},
    "may_lay_away": {"en": "{card} may be laid away.", "nl": "{card} mag je afleggen."},
    "laid_all": {
        "en": "You laid away {cards}. They lie face down and count for you at the end of the hand.",
        "nl": "Je legde {cards} af. Ze liggen gedekt en tellen aan het eind van de hand voor jou.",
    },
    "also_trumps": {
        "en": "You could also have laid away {cards} together ({rule}): press Start again to try it.",
        "nl": "Je had ook {cards} samen kunnen afleggen ({rule}): klik op Opnieuw om het te proberen.",
    },
    "not_laid_away": {"en": "Not {card}. {reason}", "nl": "{card} niet. {reason}"},
    # counting by threes (T6)
    "ask_threes_groups": {
        "en": "Count this pile the old way: give each card its full value, one more than in the table (a blank "
        "card counts 1); take 2 off each group of three and 1 off a last group of one or two.",
        "nl": "Tel deze stapel op de oude manier: elke kaart telt zijn volle waarde, één meer dan in de tabel "
        "(een lege kaart telt 1); per groepje van drie gaat er 2 af, van een laatste groepje van één of twee 1.",
    },
    "ask_threes_sets": {
        "en": "Now count it the easy way: add up the values in the table (a blank card counts 0), then add one "
        "point for each set of three cards; two cards left over make one more set, a single one none.",
        "nl": "Tel nu op de makkelijke manier: tel de waarden uit de tabel op (een lege kaart telt 0), en tel er "
        "een punt bij voor elke set van drie kaarten; twee kaarten over maken nog een set, één kaart niet.",
    },
    "threes_hint_groups": {
        "en": "Look at the groups above: add up each group's full values, then take 2 off (1 off a short group).",
        "nl": "Kijk naar de groepjes hierboven: tel per groepje de volle waarden op en haal er 2 af (1 bij een kort "
        "groepje).",
    },
    "threes_hint_sets": {
        "en": "Look up each card in the table of card points, add them up, then add the sets of three.",
        "nl": "Zoek elke kaart op in de tabel met kaartpunten, tel ze op en tel dan de sets van drie erbij.",
    },
    "threes_groups": {"en": "By groups of three: {parts} = {total}.", "nl": "Per groepje van drie: {parts} = {total}."},
    "threes_sets": {
        "en": "The easy way: {parts} = {sum}, plus {sets} for the sets of three: {total}.",
        "nl": "De makkelijke manier: {parts} = {sum}, plus {sets} voor de sets van drie: {total}.",
    },
    "threes_agree": {"en": "Both ways give the same total.", "nl": "Beide manieren geven hetzelfde totaal."},
    "point_cards_threes": {
        "en": "Card points, counted the easy way", "nl": "Kaartpunten, op de makkelijke manier geteld",
    },
    "plus_sets": {
        "en": "Add one point for each set of three cards won.",
        "nl": "Tel er een punt bij voor elke set van drie gewonnen kaarten.",
    },
    # declarations (LT2)
    "ask_declarations": {
        "en": "Which declarations can you make with this hand? Select them all, then press Check.",
        "nl": "Welke roem kun je met deze hand maken? Kies ze allemaal en klik dan op Nakijken.",
    },
    "choose_declaration": {"en": "Select at least one declaration first.", "nl": "Kies eerst minstens één roem."},
    "declaration_left_one": {
        "en": "Your hand holds one more declaration.", "nl": "Je hand heeft nog één roem.",
    },
    "declarations_left": {
        "en": "Your hand holds {count} more declarations.", "nl": "Er zit nog {count} keer roem in je hand.",
    },
    "declared_all": {
        "en": "{list}: each of the two others pays you {total} game points.",
        "nl": "{list}: beide anderen betalen je elk {total} spelpunten.",
    },
    "ask_declaration_value": {
        "en": "You declare everything this hand holds. How many game points does each other player pay you?",
        "nl": "Je roemt alles wat deze hand heeft. Hoeveel spelpunten betaalt elke andere speler je?",
    },
    "value_hint": {
        "en": "Look at the declarations and their values again in the text above; Matadors and Ten trumps can grow.",
        "nl": "Lees de roem en de waarden hierboven nog eens; Matadors en Tien troeven kunnen groeien.",
    },
    "value_hint_flat": {
        "en": "Under these Prague-Vienna house rules Matadors and Ten trumps do not grow: each has its one agreed "
              "value.",
        "nl": "Met deze huisregels van Praag-Wenen groeien Matadors en Tien troeven niet: elk heeft zijn ene "
              "afgesproken waarde.",
    },
    "game_points": {"en": "{points} game points", "nl": "{points} spelpunten"},
    "declarations_in": {"en": "Declarations in {game}", "nl": "Roem in {game}"},
    # may the Excuse be played? (LT3, LT4)
    "ask_excuse_allowed": {
        "en": "It is your turn. May you play the Excuse here?",
        "nl": "Jij bent aan de beurt. Mag je hier het Excuus spelen?",
    },
    "excuse_no": {"en": "No", "nl": "Nee"},
    "excuse_may": {"en": "Yes, if I like", "nl": "Ja, als ik wil"},
    "excuse_said_no": {"en": "No", "nl": "Nee"},  # the answer told back in the second person
    "excuse_said_may": {"en": "Yes, if you like", "nl": "Ja, als je wilt"},
    "excuse_said_must": {"en": "Yes, and you must", "nl": "Ja, en het moet"},
    "excuse_must": {"en": "Yes, and I must", "nl": "Ja, en het moet"},
    "excuse_instead": {
        "en": "The Excuse may be played instead of any card here; you need not.",
        "nl": "Het Excuus mag je hier spelen in plaats van elke andere kaart; het hoeft niet.",
    },
    "excuse_wrong_must_no": {"en": "Nothing forces the Excuse here. {reason}",
                             "nl": "Niets dwingt het Excuus hier af. {reason}"},
    "excuse_wrong_no_may": {"en": "Nothing forbids the Excuse here: it does not lead this trick.",
                            "nl": "Niets verbiedt het Excuus hier: het komt in deze slag niet uit."},
    "excuse_wrong_must_may": {
        "en": "Nothing forces the Excuse here: you can follow the suit led or play a trump, and you did not pass on "
              "the lead of trick 22.",
        "nl": "Niets dwingt het Excuus hier af: je kunt de gevraagde kleur bekennen of troef spelen, en je hebt het "
              "uitkomen in slag 22 niet doorgegeven.",
    },
    "excuse_wrong_no_must": {
        "en": "Nothing forbids the Excuse here. Look at the suit led, your other cards and who was to lead this "
              "trick: may any other card go?",
        "nl": "Niets verbiedt het Excuus hier. Kijk naar de gevraagde kleur, je andere kaarten en wie in deze slag "
              "moest uitkomen: mag er een andere kaart in?",
    },
    "excuse_wrong_may_must": {
        "en": "It may be played, yes, but is there a choice? Look at the suit led, your other cards and who was to "
              "lead this trick.",
        "nl": "Het mag, ja, maar heb je een keus? Kijk naar de gevraagde kleur, je andere kaarten en wie in deze slag "
              "moest uitkomen.",
    },
    "trick_number": {"en": "Trick {number}", "nl": "Slag {number}"},
    # the Pagat (LT5)
    "ask_pagat": {
        "en": "{owner} played the Pagat (†1) and {winner} won this trick, {when}. How many game points does "
        "{owner} gain for the Pagat? If {owner} pays, type a negative number.",
        "nl": "{owner} speelde de Pagat (†1) en {winner} won deze slag, {when}. Hoeveel spelpunten krijgt "
        "{owner} voor de Pagat? Betaalt {owner}, typ dan een negatief getal.",
    },
    "pagat_last": {"en": "the last trick of the hand", "nl": "de laatste slag van de hand"},
    "pagat_not_last": {"en": "not the last trick", "nl": "niet de laatste slag"},
    "pagat_hint": {
        "en": "Read the rule for the Pagat again: who won the trick, and was it the last one?",
        "nl": "Lees de regel voor de Pagat nog eens: wie won de slag, en was het de laatste?",
    },
    "pays": {"en": "{payer} pays {payee} {amount}", "nl": "{payer} betaalt {payee} {amount}"},
    "pagat_gains": {"en": "in all {owner} gains {amount}.", "nl": "{owner} krijgt in totaal {amount}."},
    "pagat_pays": {"en": "in all {owner} pays {amount} ({signed}).",
                   "nl": "{owner} betaalt in totaal {amount} ({signed})."},
    "ask_score_received": {
        "en": "{seat} won these {cards} cards, counted by threes {points} card points, and was paid {amount} game "
        "points in all during the hand ({why}). What does {seat} score for this hand?",
        "nl": "{seat} won deze {cards} kaarten, per drie geteld {points} kaartpunten, en kreeg tijdens de hand in "
        "totaal {amount} spelpunten betaald ({why}). Hoeveel scoort {seat} voor deze hand?",
    },
    "ask_score_paid_out": {
        "en": "{seat} won these {cards} cards, counted by threes {points} card points, and paid out {amount} game "
        "points in all during the hand ({why}). What does {seat} score for this hand?",
        "nl": "{seat} won deze {cards} kaarten, per drie geteld {points} kaartpunten, en betaalde tijdens de hand "
        "in totaal {amount} spelpunten uit ({why}). Hoeveel scoort {seat} voor deze hand?",
    },
    "paid_for_declarations": {"en": "for declarations", "nl": "voor roem"},
    "paid_for_pagat": {"en": "for the Pagat", "nl": "voor de Pagat"},
    "paid_for_both": {"en": "for declarations and the Pagat", "nl": "voor roem en de Pagat"},
    # the pot (TF2, TF3)
    "pot_players": {"en": "{n} players at the table", "nl": "{n} spelers aan tafel"},
    "pot_before": {"en": "In the pot before the deal: {chips}", "nl": "In de pot vóór het delen: {chips}"},
    "holds": {"en": "{seat} holds {cards}", "nl": "{seat} heeft {cards}"},
    "ask_pot_death": {
        "en": "The cards are dealt. How many chips does {seat} take from the pot?",
        "nl": "De kaarten zijn gedeeld. Hoeveel fiches haalt {seat} uit de pot?",
    },
    "ask_pot_left": {
        "en": "The cards are dealt and nobody holds Death. How many chips are in the pot when play begins?",
        "nl": "De kaarten zijn gedeeld en niemand heeft de Dood. Hoeveel fiches liggen er in de pot als het spel "
        "begint?",
    },
    "pot_hint": {
        "en": "Follow the rule step by step: an empty pot is filled first, then the cards take their chips in play "
        "order from the voorhand, each player's Excuse first, then trump 1, then trump 11.",
        "nl": "Volg de regel stap voor stap: een lege pot wordt eerst gevuld, daarna halen de kaarten hun fiches in "
        "speelvolgorde vanaf de voorhand, bij elke speler eerst het Excuus, dan †1, dan †11.",
    },
    "pot_hint_death": {
        "en": "Death comes before every other card: an empty pot is filled first, then whoever holds Death takes "
        "the whole pot at once and the deal ends without play. The Excuse, trump 1 and trump 11 take nothing.",
        "nl": "De Dood gaat vóór elke andere kaart: een lege pot wordt eerst gevuld, daarna haalt wie de Dood "
        "heeft meteen de hele pot en eindigt de deling zonder spel. Het Excuus, †1 en †11 halen niets.",
    },
    "pot_antes": {"en": "everyone antes 1 (pot {pot})", "nl": "iedereen legt 1 in (pot {pot})"},
    "pot_takes": {"en": "{seat} takes {amount} for {name} (pot {pot})", "nl": "{seat} haalt {amount} voor {name} (pot {pot})"},
    "chips": {"en": "{count} chips.", "nl": "{count} fiches."},
    "tricks_won_by": {"en": "{seat}: {tricks} tricks", "nl": "{seat}: {tricks} slagen"},
    "tricks_won_by_one": {"en": "{seat}: 1 trick", "nl": "{seat}: 1 slag"},
    "pot_share": {"en": "{seat} takes {amount} (pot {pot})", "nl": "{seat} krijgt {amount} (pot {pot})"},
    "ask_pot_won": {
        "en": "The deal has been played, and these are the tricks won. {pot} chips are left in the pot. How many "
        "of them does {seat} take?",
        "nl": "De deling is gespeeld, en dit zijn de gewonnen slagen. Er liggen nog {pot} fiches in de pot. Hoeveel "
        "daarvan krijgt {seat}?",
    },
    "pot_won_hint": {
        "en": "Who has the most tricks? If several share the most, they share the pot evenly; the rest stays in it.",
        "nl": "Wie heeft de meeste slagen? Hebben meerdere spelers er evenveel, dan delen ze de pot eerlijk; de rest "
        "blijft erin liggen.",
    },
    "pot_working": {"en": "Pot {start}: {steps}.", "nl": "Pot {start}: {steps}."},
    # facts
    "fact_players": {"en": "Players", "nl": "Spelers"},
    "fact_players_value": {"en": "{low} to {high}", "nl": "{low} tot {high}"},
    "fact_cards": {"en": "Cards per player", "nl": "Kaarten per speler"},
    "fact_cards_players": {"en": "{cards} with {players} players", "nl": "{cards} met {players} spelers"},
    "fact_pack": {"en": "Pack", "nl": "Kaarten"},
    "fact_pack_value": {"en": "{size} cards (tarot)", "nl": "{size} kaarten (tarot)"},
    "fact_direction": {"en": "Direction of play", "nl": "Speelrichting"},
    "fact_ccw": {"en": "counter-clockwise", "nl": "tegen de klok in"},
    "fact_cw": {"en": "clockwise", "nl": "met de klok mee"},
    "fact_leader": {"en": "First lead", "nl": "Komt uit"},
    "fact_leader_value": {"en": "the player after the dealer (voorhand)", "nl": "de speler na de deler (voorhand)"},
    "fact_goal": {"en": "A game", "nl": "Een potje"},
    "fact_target": {  # MT4, MJ8: checked after the hand, not the moment the target is reached
        "en": "to {target} points: after a hand in which a player reaches them, the highest total wins ({rule})",
        "nl": "tot {target} punten: na een hand waarin iemand ze haalt, wint de hoogste stand ({rule})",
    },
    "fact_hands_one": {"en": "one hand ({rule})", "nl": "één hand ({rule})"},
    "fact_hands": {"en": "{hands} hands ({rule})", "nl": "{hands} handen ({rule})"},
    "fact_rules": {"en": "Rule decisions", "nl": "Regelbesluiten"},
    "fact_rules_value": {  # the ids alone told a learner nothing
        "en": "{ids}: where the old rule text is silent or unclear, these settle it; each rule and each refusal "
              "here names the one it follows, as (rule {first})",
        "nl": "{ids}: waar de oude regeltekst zwijgt of onduidelijk is, beslissen deze; elke regel en elke "
              "weigering hier noemt het besluit dat ze volgt, als (regel {first})",
    },
    "fact_variants": {"en": "Variants", "nl": "Varianten"},
    "no_variants": {"en": "none", "nl": "geen"},
    "strongest_first": {"en": "strongest first", "nl": "sterkste eerst"},
    "the_excuse": {"en": "The Excuse", "nl": "Het Excuus"},
    "points_value": {"en": "{points} card points", "nl": "{points} kaartpunten"},
    "points_value_one": {"en": "1 card point", "nl": "1 kaartpunt"},
    "point_cards": {"en": "Card points", "nl": "Kaartpunten"},
    "blank_cards": {"en": "All other cards are blank: 0 points.", "nl": "Alle andere kaarten zijn leeg: 0 punten."},
    "pack_total": {"en": "The whole pack: {total} card points.", "nl": "Het hele spel samen: {total} kaartpunten."},
    # comparing two games
    "same_as": {"en": "Same as in {game}", "nl": "Hetzelfde als in {game}"},
    "differs_from": {"en": "Different from {game}", "nl": "Anders dan in {game}"},
    "part_pack": {"en": "the pack", "nl": "de kaarten"},
    "part_players": {"en": "the number of players", "nl": "het aantal spelers"},
    "part_hand_size": {"en": "cards per player", "nl": "kaarten per speler"},
    "part_direction": {"en": "the direction of play", "nl": "de speelrichting"},
    "part_card_order": {"en": "the order within each suit", "nl": "de volgorde binnen elke kleur"},
    "part_card_points": {"en": "the card points", "nl": "de kaartpunten"},
    "part_excuse": {"en": "the Excuse", "nl": "het Excuus"},
    "part_game": {"en": "the score and the game to the end", "nl": "de score en het potje tot het eind"},
    "part_trumps": {"en": "trump suits: {suits}", "nl": "troefkleuren: {suits}"},
    "part_duty": {"en": "what you must play ({rules})", "nl": "wat je moet spelen ({rules})"},
    "part_duty_same": {"en": "what you must play", "nl": "wat je moet spelen"},
    # index
    "players_cards": {"en": "{players} players, {cards} cards each", "nl": "{players} spelers, elk {cards} kaarten"},
    "tutorial_link": {"en": "Learn to play {game}", "nl": "Leer {game} spelen"},
    "no_tutorial": {"en": "playable; a tutorial is coming", "nl": "speelbaar; de les komt nog"},
    # the rule book pages (scripts/build_notebooks.py) and the links to them
    "rule_book": {"en": "Rule book", "nl": "Regelboek"},
    "rule_book_title": {"en": "{game}: the rule book", "nl": "{game}: het regelboek"},
    "rule_book_intro": {
        "en": "Every rule decision that {game} follows here, by its id: where the old Dutch rule text is silent or "
              "unclear, these settle it. Each refusal, hint and answer in the tutorial that names a rule links to "
              "it here.",
        "nl": "Elk regelbesluit dat {game} hier volgt, op zijn nummer: waar de oude regeltekst zwijgt of "
              "onduidelijk is, beslissen deze. Elke weigering, tip en elk antwoord in de les dat een regel noemt, "
              "verwijst hierheen.",
    },
    "rule_book_tutorial": {"en": "The tutorial", "nl": "De les"},
    "rule_book_other": {"en": "Nederlands", "nl": "English"},
    "rule_book_all_games": {"en": "All games", "nl": "Alle spellen"},
    "rule_variant": {"en": "Variant: {variants}.", "nl": "Variant: {variants}."},
    "rule_variants": {"en": "Variants: {variants}.", "nl": "Varianten: {variants}."},
    "rule_learn": {"en": "Learn it in the tutorial: {steps}.", "nl": "Leer het in de les: {steps}."},
    "rule_step": {"en": "step {number}, {title}", "nl": "stap {number}, {title}"},
    "rule_no_step": {"en": "No step of the tutorial names this rule yet.", "nl": "Nog geen stap van de les noemt deze regel."},
    "rule_deal": {"en": "A deal that shows it: {deal}", "nl": "Een spel dat het laat zien: {deal}"},
    # the card letters (issue 30, point 6)
    "fact_letters": {"en": "Letters on the cards", "nl": "Letters op de kaarten"},
    "letter_word": {"en": "{letter} {word} ({name})", "nl": "{letter} {word} ({name})"},
    "letter_name": {"en": "{letter} {name}", "nl": "{letter} {name}"},
    "letter_trumps": {"en": "† trump, ☆ the Excuse", "nl": "† troef, ☆ het Excuus"},
    "letter_valet": {"en": "", "nl": ". Let op: V is de Valet, de boer, niet de vrouw"},
    "deal_about": {"en": "A deal from the library: {title}", "nl": "Een spel uit de bibliotheek: {title}"},
    # how often Death ends a Triomphe deal (issue 30, point 7)
    "pack_total_last": {"en": "The last trick brings {points} more ({rule}): {total} in a hand.",
                        "nl": "De laatste slag levert er nog {points} bij op ({rule}): {total} in een hand."},
    "death_caption": {"en": "How often Death ends the deal at once (TF3)",
                      "nl": "Hoe vaak de Dood de deling meteen beëindigt (TF3)"},
    "death_players": {"en": "Players", "nl": "Spelers"},
    "death_cards": {"en": "Cards each", "nl": "Kaarten elk"},
    "death_share": {"en": "Deals Death ends", "nl": "Delingen die de Dood beëindigt"},
    "death_note": {
        "en": "Death ends the deal whenever {death} is dealt to someone, so in about {four} of the deals with four "
              "players and {six} with six. Four Death deals in a row is the game, not a fault.",
        "nl": "De Dood beëindigt de deling zodra iemand {death} krijgt, dus in ongeveer {four} van de delingen met "
              "vier spelers en {six} met zes. Vier keer achter elkaar de Dood: zo gaat het spel, er is niets mis.",
    },
    # the last step: one card clearly best (issue 29, point 4)
    "ask_best": {"en": "Trick {trick}, your turn. Which card is best here?",
                 "nl": "Slag {trick}, jij bent aan de beurt. Welke kaart is hier de beste?"},
    "played_so_far": {"en": "What was played: {count} tricks", "nl": "Wat er gespeeld is: {count} slagen"},
    "face_up_before": {"en": "Face up before {name}:", "nl": "Open voor {name}:"},
}
"""Every sentence the lessons add to the engine's own, per language."""


PLAYER_NAMES = svg.SEAT_NAMES
"""The players of every scene, as the play widgets name them (Anna, Bram, ...): the
learner watching a scene sees the same names as at the table, where the learner is 'You'."""


def player_name(seat: int) -> str:
    """The name of ``seat`` in a scene the learner watches: 'Anna' for seat 0."""
    return svg.seat_name(seat)


def capital(text: str) -> str:
    """``text`` with a capital first letter, where it opens a sentence ('Stuk (♥H ♥V) 40 + ...')."""
    return text[:1].upper() + text[1:]


def say(key: str, lang: str = "en", **values: object) -> str:
    """``TEXTS[key]`` in ``lang`` (English when missing) with ``values`` filled in."""
    return fill(TEXTS[key], lang, **values)
