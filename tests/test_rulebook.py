"""The rule book: every decision id of every game has its text in both languages and
its anchor on the game's rule book page, the pages link only to what exists, and the
widgets link each rule id they cite to its anchor (issue 30, point 3)."""

from __future__ import annotations

import json
import posixpath
import re
import sys
from pathlib import Path
from urllib.parse import unquote, urlsplit

import pytest

pytest.importorskip("ipywidgets")

from tarot_scenarios import shown_text  # noqa: E402
from tarotwidgets import HandWidget, PlayApp  # noqa: E402
from tarotwidgets.base import linked_rules, message_html  # noqa: E402
from tarotwidgets.deals import decode_deal  # noqa: E402
from tarotwidgets.lessons import Lesson, game_index, step_markdown  # noqa: E402
from tarotwidgets.lessons.content import TUTORIALS  # noqa: E402
from tarotwidgets.progress import step_anchor  # noqa: E402
from tarotwidgets.rulebook import rule_book_contents  # noqa: E402

from tarotlib import position  # noqa: E402
from tarotlib.deals import library, load  # noqa: E402
from tarotlib.games import ALL_GAME_IDS, get_game  # noqa: E402
from tarotlib.rulebook import RULES, game_rules  # noqa: E402

ROOT = Path(__file__).resolve().parents[1]
NOTEBOOKS = ROOT / "notebooks"
LANGS = ("en", "nl")
DECISIONS = ROOT.parent / "shared" / "rules" / "DECISIONS.md"
HREF = re.compile(r'href="([^"]*)"|\]\(([^)\s]*)\)')
ANCHOR = re.compile(r'<span class="tarot-rule-anchor" id="([A-Z]+[0-9]+)"></span>')

sys.path.insert(0, str(ROOT / "scripts"))
import build_notebooks  # noqa: E402


def page(game: str, lang: str) -> Path:
    return NOTEBOOKS / lang / "rules" / f"{game}.ipynb"


def markdown_cells(path: Path) -> list[str]:
    return [c["source"] for c in json.loads(path.read_text(encoding="utf-8"))["cells"] if c["cell_type"] == "markdown"]


def entries(game: str, lang: str) -> dict[str, str]:
    """Each anchored entry of a rule book page by its id: the cell that holds the anchor."""
    found: dict[str, str] = {}
    for text in markdown_cells(page(game, lang)):
        for rule in ANCHOR.findall(text):
            assert rule not in found, f"{rule} is anchored twice"
            found[rule] = text
    return found


def links(text: str) -> list[str]:
    return [a or b for a, b in HREF.findall(text)]


def resolve(from_page: Path, href: str) -> tuple[Path, str, str]:
    """The file a relative link on ``from_page`` opens, with the link's fragment and query."""
    parts = urlsplit(href)
    target = posixpath.normpath(posixpath.join(from_page.parent.relative_to(ROOT).as_posix(), unquote(parts.path)))
    return ROOT / target, parts.fragment, parts.query


# ---------------------------------------------------------------- the texts
@pytest.mark.parametrize("game", ALL_GAME_IDS)
def test_every_decision_of_a_game_has_a_title_and_a_text_in_both_languages(game: str) -> None:
    ids = game_rules(game)
    assert ids and len(set(ids)) == len(ids)
    for rule in ids:
        entry = RULES[rule]
        for lang in LANGS:
            assert entry.title[lang].strip() and entry.text[lang].strip().endswith("."), (rule, lang)
        assert entry.text["en"] != entry.text["nl"], f"{rule}: the Dutch text is the English one"


def test_the_rule_book_holds_the_decisions_of_the_games_and_no_other() -> None:
    used = {rule for game in ALL_GAME_IDS for rule in game_rules(game)}
    assert set(RULES) == used
    assert all(rule.id == key for key, rule in RULES.items())


def test_the_rule_book_has_every_decision_of_decisions_md() -> None:
    if not DECISIONS.is_file():
        pytest.skip("shared/rules is not beside the repository")
    decided = re.findall(r"^- \*\*([A-Z]+[0-9]+)\b", DECISIONS.read_text(encoding="utf-8"), re.MULTILINE)
    assert decided and list(RULES) == decided


def test_variant_decisions_come_from_the_catalogue() -> None:
    """MT5 is wild Maison Tarot's, LT8 and LT9 Leipzig's variants', MJ7 Marjolet's: a
    game's own rules and its variants', each once, in the order of the decisions."""
    assert game_rules("maison-tarot")[-1] == "MT5" and "MT5" not in get_game("maison-tarot").rules
    assert game_rules("leipzig-taroc")[-3:] == ("LT8", "LT9", "LT10")
    assert "MJ7" in game_rules("marjolet") and "MJ7" not in game_rules("binage")
    assert game_rules("klaverjas-4") == ("K1", "K2", "K3", "K4", "K6", "K7", "K8")  # K7: seven variants, one id
    assert game_rules("klaverjas-3") == ("K1", "K2", "K3", "K4", "K5", "K8")


# ---------------------------------------------------------------- the pages
@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("game", TUTORIALS)
def test_each_rule_book_page_anchors_every_id_with_its_text(game: str, lang: str) -> None:
    found = entries(game, lang)
    assert list(found) == list(game_rules(game))
    for rule, text in found.items():
        words = re.sub(r"\[([A-Z]+[0-9]+)\]\(#\1\)", r"\1", text)  # an id of the game links to its entry
        assert f"### {rule}. {RULES[rule].title[lang]}" in text and RULES[rule].text[lang] in words
    if game == "maison-tarot":
        assert "([T4](#T4))" in found["MT2"]  # MT2 says the Excuse may lead (T4): a link to T4's entry


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("game", TUTORIALS)
def test_a_rule_book_page_links_only_to_what_exists(game: str, lang: str) -> None:
    """Contents to anchors on the page, steps to the tutorial's step anchors, deals to
    the deals page with a deal of the library that shows the rule, the other pages."""
    path = page(game, lang)
    found = entries(game, lang)
    for text in markdown_cells(path):
        for href in links(text):
            if href.startswith("#"):
                assert href[1:] in found, href
                continue
            target, fragment, query = resolve(path, href)
            assert target.is_file(), href
            if fragment:
                assert f'id="{fragment}"' in "\n".join(markdown_cells(target)), href
            if query:
                assert target == NOTEBOOKS / "deals.ipynb" and query.startswith("deal=")
                decode_deal(query.removeprefix("deal="))


@pytest.mark.parametrize("game", TUTORIALS)
def test_a_rule_points_to_the_steps_that_cite_it_and_the_deals_that_show_it(game: str) -> None:
    found = entries(game, "en")
    source = build_notebooks.SOURCES / f"{game}.md"
    taught = build_notebooks.taught_in(source)
    for rule, text in found.items():
        for step in taught.get(rule, ()):
            assert f"(../{game}.ipynb#{step_anchor(step)})" in text
        if not taught.get(rule):
            assert "No step of the tutorial names this rule yet." in text
        shows = [deal for deal in library(game) if rule in deal.rules]
        assert text.count("deals.ipynb?deal=") == len(shows)
        for deal in shows:
            assert deal.title["en"] in text
    # T3 is practised in Maison Tarot's following and trumping steps, and its must-trump deal shows it
    if game == "maison-tarot":
        assert "#step-follow" in found["T3"] and "#step-trumps" in found["T3"]
        link = next(h for h in links(found["T3"]) if "?deal=" in h)
        carried = decode_deal(link.split("?deal=")[1])
        assert carried["deal"] == load("maison-tarot-must-trump").to_json()["deal"]


@pytest.mark.parametrize("lang", LANGS)
def test_the_contents_of_a_rule_book_page_link_every_entry(lang: str) -> None:
    notebook = json.loads(page("leipzig-taroc", lang).read_text(encoding="utf-8"))
    code = [c["source"] for c in notebook["cells"] if c["cell_type"] == "code"]
    assert code == [f'from tarotwidgets.rulebook import rule_book_contents\nrule_book_contents("leipzig-taroc", '
                    f'lang="{lang}")']
    html = rule_book_contents("leipzig-taroc", lang).value
    assert re.findall(r'href="#([^"]+)"', html) == list(game_rules("leipzig-taroc")) == list(entries("leipzig-taroc", lang))
    assert f'title="{RULES["LT4"].title[lang]}"' in html
    with pytest.raises(Exception, match="unknown game"):
        rule_book_contents("tarock")


def test_the_rule_book_pages_are_built_from_the_engine() -> None:
    targets = build_notebooks.targets()
    for game in TUTORIALS:
        for lang in LANGS:
            assert page(game, lang) in targets


# ---------------------------------------------------------------- the links to it
@pytest.mark.parametrize("lang", LANGS)
def test_the_tutorials_and_the_index_link_to_the_rule_books(lang: str) -> None:
    index = game_index(lang).value
    for game in TUTORIALS:
        assert f'href="rules/{game}.ipynb"' in index
        tutorial = "\n".join(markdown_cells(NOTEBOOKS / lang / f"{game}.ipynb"))
        assert f"(rules/{game}.ipynb)" in tutorial  # under the page's heading
        step = TUTORIALS[game].steps[0].id
        assert f'href="rules/{game}.ipynb"' in step_markdown(game, step, lang)


@pytest.mark.parametrize(("lang", "word"), [("en", "rule"), ("nl", "regel")])
def test_a_refusal_in_an_exercise_links_its_rule_to_the_anchor(lang: str, word: str) -> None:
    lesson = Lesson("maison-tarot", lang)
    lesson.step("follow")
    exercise = lesson.which_card("follow")
    verdict = exercise.answer("Kc")  # hearts led, hearts held: T3
    assert not verdict.right and verdict.rule == "T3"
    href = f"../{lang}/rules/maison-tarot.ipynb#T3"
    assert f'href="{href}"' in exercise.feedback.value
    assert re.search(rf'<a class="tarot-rule-link"[^>]*href="{re.escape(href)}"[^>]*>{word} T3</a>',
                     exercise.feedback.value)
    target, fragment, _ = resolve(NOTEBOOKS / lang / "maison-tarot.ipynb", href)
    assert target == page("maison-tarot", lang) and fragment in entries("maison-tarot", lang)
    assert f"({word} T3)" in shown_text(exercise.feedback.value)  # the words themselves are unchanged


def test_a_refusal_in_the_play_widget_links_its_rule() -> None:
    state = position("maison-tarot", ["Kh", "2h", "5c", "T3", "T9", "EX", "1s", "2s", "3s", "4s", "5s", "6s"],
                     trick=["7h"])
    hand = HandWidget(state, seat=state.turn)
    assert hand.click("5c") is False
    assert 'href="../en/rules/maison-tarot.ipynb#T3"' in hand.message.value
    hand.lang = "nl"
    assert 'href="../nl/rules/maison-tarot.ipynb#T3"' in hand.message.value and "regel T3</a>" in hand.message.value


def test_a_hint_links_its_rule() -> None:
    app = PlayApp(seed=7, bot_delay=0, lang="nl")
    state = app.state
    while state.limit() is None and not state.is_over:
        app.play(state.legal_cards()[0])
    app.show_hint()
    limit = state.limit()
    assert limit is not None
    assert f'href="../nl/rules/maison-tarot.ipynb#{limit.rule}"' in app.hint_box.value


def test_only_the_games_own_ids_are_linked_and_words_stay_as_they_were() -> None:
    text = "Follow suit (rule T3); in Leipzig (LT2) and K2 differ; a card T3x or AT3 is no rule."
    html = linked_rules(text, "maison-tarot", "en")
    assert shown_text(html) == text
    assert re.findall(r'data-rule="([^"]+)"', html) == ["T3"]
    assert linked_rules(text, "", "en") == text
    boxed = message_html("refusal", "You must follow hearts (rule T3).", game="la-rigueur", lang="nl")
    assert 'href="../nl/rules/la-rigueur.ipynb#T3"' in boxed


def test_a_widget_on_the_deals_page_links_into_the_language_folder(monkeypatch: pytest.MonkeyPatch) -> None:
    """The deals page sits beside the language folders, a tutorial inside one."""
    monkeypatch.setenv("SCRIPT_NAME", "/voila/render/deals.ipynb")
    assert 'href="en/rules/marjolet.ipynb#MJ2"' in linked_rules("rule MJ2", "marjolet", "en")
    monkeypatch.setenv("SCRIPT_NAME", "/voila/render/notebooks/nl/marjolet.ipynb")  # Binder: the repository's root
    assert 'href="../nl/rules/marjolet.ipynb#MJ2"' in linked_rules("regel MJ2", "marjolet", "nl")
