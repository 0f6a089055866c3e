"""The rule decisions (``../shared/rules/DECISIONS.md``) in the code and on the page.

Every decision id is cited where the code implements it and in a test that pins it
(the house style): each is looked for as a word in the package (``tarotlib/``,
``widgets/``) and in ``tests/``. And what a learner reads about the rules (the result
notes under a hand, the facts box, the score sheet's goal, the tutorials' prose) says
them as the decisions have them: specific true sentences are there, the known false
ones are not.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from tarotlib import Match, new_hand
from tarotlib.bots import get_bot, play_out
from tarotlib.games import catalogue, get_game
from tarotlib.state import HandState
from tarotlib.svg import result_html

ROOT = Path(__file__).resolve().parents[1]
DECISIONS = ROOT.parent / "shared" / "rules" / "DECISIONS.md"
DECISION_LINE = re.compile(r"^- \*\*([A-Z]+[0-9]+)\b", re.MULTILINE)
LANGS = ("en", "nl")


def decision_ids() -> list[str]:
    """Every id that opens a decision's line (``- **LT3 ...``), in the file's order."""
    return DECISION_LINE.findall(DECISIONS.read_text(encoding="utf-8")) if DECISIONS.is_file() else []


def sources(*folders: str, leave_out: Path | None = None) -> str:
    """The Python sources under ``folders`` of the repository, as one text."""
    return "\n".join(path.read_text(encoding="utf-8") for folder in folders
                     for path in sorted((ROOT / folder).rglob("*.py")) if path != leave_out)


def cited(rule: str, text: str) -> bool:
    """``rule`` as a word of ``text``: not inside a longer id (LT1 in LT10, T1 in MT1), but
    in a test's name too (``test_LT3_...``: an underscore separates it)."""
    return re.search(rf"(?<![A-Za-z0-9]){rule}(?![A-Za-z0-9])", text) is not None


ABSENT = pytest.param(None, marks=pytest.mark.skip(reason="shared/rules is not beside the repository"))


@pytest.fixture(scope="module")
def package() -> str:
    return sources("tarotlib", "widgets")


@pytest.fixture(scope="module")
def tests() -> str:
    return sources("tests", leave_out=Path(__file__).resolve())


def test_the_decisions_are_read_one_id_each() -> None:
    if not DECISIONS.is_file():
        pytest.skip("shared/rules is not beside the repository")
    ids = decision_ids()
    assert len(ids) == len(set(ids)) and {"T1", "MT5", "ML1", "TF5", "LT10", "MJ8", "K8"} <= set(ids)


@pytest.mark.parametrize("rule", decision_ids() or [ABSENT])
def test_each_decision_is_cited_in_the_package_and_in_a_test(rule: str, package: str, tests: str) -> None:
    assert cited(rule, package), f"{rule} is cited nowhere in tarotlib/ or widgets/"
    assert cited(rule, tests), f"{rule} is cited in no test"


def test_a_citation_is_a_whole_id() -> None:
    assert cited("LT3", "def test_LT3_the_excuse():") and cited("MJ3", "(MJ3)")
    assert not cited("LT1", "LT10") and not cited("T1", "MT1") and not cited("K5", "K50")


# ---------------------------------------------------------------- what the page says
EVERY_GAME = [(entry.id, variants) for entry in catalogue()
              for variants in [(), *((variant.name,) for variant in entry.variants)]]

LAID = {  # whom the cards laid away count for
    "maison-troggen": ("The card points include the 3 cards the dealer laid away, which count for him (ML1).",
                       "De kaartpunten tellen de 3 kaarten mee die de deler aflegde; die tellen voor hem (ML1)."),
    "leipzig-taroc": ("The card points include the 3 cards the dealer laid away, which count for him (LT1).",
                      "De kaartpunten tellen de 3 kaarten mee die de deler aflegde; die tellen voor hem (LT1)."),
    "klaverjas-3": ("The card points include the 2 cards the Speler laid away, which count for the winner of the last "
                    "trick (K5).",
                    "De kaartpunten tellen de 2 kaarten mee die de Speler aflegde; die tellen voor de winnaar van de "
                    "laatste slag (K5)."),
}
LAST_TRICK = {  # the last trick's points counted with the card points
    "marjolet": ("The card points include the 10 for the last trick (MJ6).",
                 "De kaartpunten tellen de 10 voor de laatste slag mee (MJ6)."),
    "binage": ("The card points include the 10 for the last trick (MJ6).",
               "De kaartpunten tellen de 10 voor de laatste slag mee (MJ6)."),
    "klaverjas-3": ("The card points include the 10 for the last trick (K1).",
                    "De kaartpunten tellen de 10 voor de laatste slag mee (K1)."),
    "klaverjas-4": ("The card points include the 10 for the last trick (K1).",
                    "De kaartpunten tellen de 10 voor de laatste slag mee (K1)."),
}
WRONG = {  # sentences the page once said, against the decisions
    "en": ("whoever laid them",  # K5: the Speler's discard goes to the winner of the last trick
           "The first to 50 points wins", "The first to 500 points wins",  # MT4, MJ8: decided after the hand
           "first to 50 points", "first to 500 points",
           "may always be played instead"),  # LT3 limits the Excuse
    "nl": ("voor wie ze aflegde", "Wie het eerst 50 punten heeft", "Wie het eerst 500 punten heeft",
           "wie het eerst 50 punten heeft", "wie het eerst 500 punten heeft", "altijd in plaats daarvan"),
}


def finished(game: str, variants: tuple[str, ...], seed: int = 3, **options: object) -> HandState:
    """A hand of ``game`` played to its end by the basic bots."""
    state = new_hand(game, None, list(variants), dict(options) or None, seed=seed)
    return play_out(state, [get_bot("basic", seat) for seat in range(state.players)])


@pytest.mark.parametrize(("game", "variants"), EVERY_GAME)
def test_the_result_notes_say_the_rules_as_decided(game: str, variants: tuple[str, ...]) -> None:
    state = finished(game, variants)
    for at, lang in enumerate(LANGS):
        for you in (None, *range(state.players)):
            notes = result_html(state, lang, you)
            assert not [wrong for wrong in WRONG[lang] if wrong in notes]
            if game in LAST_TRICK:
                assert LAST_TRICK[game][at] in notes
            if game in LAID and any(state.laid):
                assert LAID[game][at] in notes
            if game not in LAID:
                assert "laid away" not in notes and "afgelegd" not in notes and "aflegde" not in notes
        if game == "klaverjas-4":
            assert ("Partners count together", "Maten tellen samen")[at] in result_html(state, lang)
        if game == "triomphe-forcee":  # TF4: no card points at all, so no row of them
            assert ("card points", "kaartpunten")[at] not in result_html(state, lang)


@pytest.mark.parametrize(("game", "told"), [
    ("klaverjas-3", ("pit: every trick to one side, in Klaverjas-3 to one player (K4): no",
                     "pit: alle slagen voor één partij, bij klaverjassen met drie voor één speler (K4): nee")),
    ("klaverjas-4", ("pit: every trick to one side, in Klaverjas-3 to one player (K4): no",
                     "pit: alle slagen voor één partij, bij klaverjassen met drie voor één speler (K4): nee")),
])
def test_the_text_replay_says_whose_the_pit_is(game: str, told: tuple[str, str]) -> None:
    """K4: in Klaverjas-3 pit is one player's (two defenders who took every trick between
    them make none), in Klaverjas-4 a side's; the heading said "one side" for both."""
    from tarotlib.text import describe

    state = finished(game, ())
    assert not state.result.extra["pit"]
    for at, lang in enumerate(LANGS):
        assert told[at] in describe(state, lang)


@pytest.mark.parametrize(("game", "variants", "seed", "options"), [
    ("marjolet", ("knock-out",), 0, {"scores": [495, 0]}),  # MJ8: ended by a knock-out in trick 2
    ("binage", ("knock-out",), 0, {"scores": [495, 0]}),
    ("klaverjas-3", (), 16, {}),  # K5: everyone passed, no trick was played
])
def test_a_hand_ended_before_its_last_trick_has_no_last_trick_note(game: str, variants: tuple[str, ...], seed: int,
                                                                   options: dict[str, object]) -> None:
    state = finished(game, variants, seed, **options)
    assert state.ended and not any(e.kind == "scored" and e.name == "last-trick" for e in state.events)
    for lang in LANGS:
        assert "last trick" not in result_html(state, lang) and "laatste slag" not in result_html(state, lang)


GOALS = {  # the facts box's "A game" row: how long a game lasts, with the decision that says so
    "maison-tarot": ("to 50 points: after a hand in which a player reaches them, the highest total wins (MT4)",
                     "tot 50 punten: na een hand waarin iemand ze haalt, wint de hoogste stand (MT4)"),
    "la-rigueur": ("to 50 points: after a hand in which a player reaches them, the highest total wins (MT4)",
                   "tot 50 punten: na een hand waarin iemand ze haalt, wint de hoogste stand (MT4)"),
    "maison-troggen": ("3 hands (ML3)", "3 handen (ML3)"),
    "leipzig-taroc": ("3 hands (LT10)", "3 handen (LT10)"),
    "triomphe-forcee": ("4 hands (TF5)", "4 handen (TF5)"),
    "marjolet": ("to 500 points: after a hand in which a player reaches them, the highest total wins (MJ8)",
                 "tot 500 punten: na een hand waarin iemand ze haalt, wint de hoogste stand (MJ8)"),
    "binage": ("to 500 points: after a hand in which a player reaches them, the highest total wins (MJ8)",
               "tot 500 punten: na een hand waarin iemand ze haalt, wint de hoogste stand (MJ8)"),
    "klaverjas-3": ("16 hands (K8)", "16 handen (K8)"),
    "klaverjas-4": ("16 hands (K8)", "16 handen (K8)"),
}


@pytest.mark.parametrize("game", GOALS)
def test_the_facts_say_how_long_a_game_lasts_and_how_many_cards_are_dealt(game: str) -> None:
    from tarotwidgets.lessons import Lesson

    for at, lang in enumerate(LANGS):
        rows = Lesson(game, lang).fact_rows()
        assert rows["goal"][1] == GOALS[game][at]
        assert not [wrong for wrong in WRONG[lang] if wrong in " ".join(value for _, value in rows.values())]
        if game == "triomphe-forcee":  # TF1: 12 cards up to six players, fewer from seven
            assert rows["cards"][1] == ("12 with 4 players", "12 met 4 spelers")[at]


@pytest.mark.parametrize(("game", "variants", "goal"), [
    ("maison-tarot", (), "After a hand in which a player reaches 50 points, the highest total wins; a tie plays "
                         "another hand (MT4)."),
    ("maison-tarot", ("wild",), "One hand is played (MT5)."),
    ("binage", (), "After a hand in which a player reaches 500 points, the highest total wins; a tie plays another "
                   "hand (MJ8)."),
    ("marjolet", ("knock-out",), "The first to reach 500 points wins at once, even in the middle of a hand (MJ8)."),
    ("maison-troggen", (), "3 hands are played (ML3)."),
    ("leipzig-taroc", ("prague-vienna",), "3 hands are played (LT10)."),
    ("triomphe-forcee", (), "4 hands are played (TF5)."),
    ("klaverjas-3", (), "16 hands are played (K8)."),
])
def test_the_score_sheet_says_how_the_game_ends(game: str, variants: tuple[str, ...], goal: str) -> None:
    from tarotwidgets.sheet import ScoreSheet

    sheet = ScoreSheet(Match(game, variants=variants, seed=1))
    assert goal in sheet.value and not [wrong for wrong in WRONG["en"] if wrong in sheet.value]
    sheet.lang = "nl"
    assert not [wrong for wrong in WRONG["nl"] if wrong in sheet.value]


TUTORIAL_WRONG = (  # what the tutorials said before the decisions settled it
    "the first player to reach 50 wins",  # MT4: decided after the hand
    "wie als eerste 50 haalt, wint",
    "makes up the three with his lowest trumps",  # ML1: from trump 2 upwards
    "met zijn laagste troeven",
    "the cards need not lie on the table",  # MJ4, MJ6: declared cards lie face up
    "de kaarten hoeven niet open te liggen",
    "A game here is one round",  # TF5 is a decision now, not this program's choice
    "Now a game of several hands",  # LT10: three
    "Pit, all the tricks, is 100 more",  # K4: in Klaverjas-3 pit is one player's
    "Pit, alle slagen, is 100",
)


@pytest.mark.parametrize("path", sorted((ROOT / "tutorials").glob("*.md")), ids=lambda path: path.stem)
def test_the_tutorials_say_the_rules_as_decided(path: Path) -> None:
    text = " ".join(path.read_text(encoding="utf-8").split())  # sentences across the lines
    assert not [wrong for wrong in TUTORIAL_WRONG if wrong in text]


@pytest.mark.parametrize(("game", "told"), [
    ("marjolet", ("a 7 that was turned for trump, or exchanged by Dix (see below), scores nothing when it is played",
                  "(MJ3)")),
    ("maison-troggen", ("from trump 2 upwards", "(ML1)")),
    ("leipzig-taroc", ("Led or not, an Excuse played in tricks 23 to 25 is still lost (LT9)", "(LT10)")),
    ("triomphe-forcee", ("chips still in the pot at the end belong to nobody (TF5)",)),
])
def test_the_tutorials_tell_the_new_decisions_where_a_learner_meets_them(game: str, told: tuple[str, ...]) -> None:
    text = " ".join((ROOT / "tutorials" / f"{game}.md").read_text(encoding="utf-8").split())
    assert all(sentence in text for sentence in told)


def test_the_facts_name_the_decisions_of_a_game_of_several_hands() -> None:
    """TF5 and LT10 are among the game's decisions, listed in its facts."""
    assert "TF5" in get_game("triomphe-forcee").rules and "LT10" in get_game("leipzig-taroc").rules
