"""The tutorial notebooks: both languages run the same code, code cells stay one-liners,
the prose never retypes a table the engine owns, and the notebooks match their sources.

Executing them is ``pytest --nbval-lax notebooks/``; the browser tests click through them.
"""

from __future__ import annotations

import json
import re
import sys
from pathlib import Path

import pytest

from tarotwidgets.i18n import say as widget_words
from tarotwidgets.lessons.content import TUTORIALS
from tarotwidgets.lessons.texts import say

ROOT = Path(__file__).resolve().parents[1]
NOTEBOOKS = ROOT / "notebooks"
LANGS = ("en", "nl")
PAGES = (*TUTORIALS, "index")
"""Every page that exists once per language: the tutorials and the index of games."""

sys.path.insert(0, str(ROOT / "scripts"))
import build_notebooks  # noqa: E402

LANG_ARGUMENT = re.compile(r'lang="(en|nl)"')

# Retyped card orders and point tables: "R-D-C-V", "R D C V 10", "21, 20, 19", "10-9-8",
# "Roi: 4", "Dame 3 points", "| Valet | 1 |", "†21 en †1; 4 punten".
RETYPED_TABLES = [
    re.compile(r"\b[RHKDQVCBJ]\s*[-–>, ]\s*[RHKDQVCBJ]\s*[-–>, ]\s*[RHKDQVCBJ]\b"),
    re.compile(r"\b21\s*[-–,>]\s*20\b|\b20\s*[-–,>]\s*19\b"),
    re.compile(r"\b10\s*[-–,>]\s*9\s*[-–,>]\s*8\b"),
    re.compile(r"(?i)\b(roi|king|heer|dame|queen|vrouw|cavalier|knight|paard|valet|jack|boer|excuse|excuus|"
               r"[☆✴†]\d*)\s*[:;=|]?\s*\d+\s*(points?|punten|punt|pts?)\b"),
    re.compile(r"(?i)\b(roi|king|heer|dame|queen|vrouw|cavalier|knight|paard|valet|jack|boer)\s*[:;=|]\s*\d+"),
    re.compile(r"^\s*\|.*\|\s*\d+\s*\|\s*$", re.MULTILINE),
]


def load(path: Path) -> dict:
    return json.loads(path.read_text(encoding="utf-8"))


def cells(notebook: dict, kind: str) -> list[str]:
    return ["".join(c["source"]) if isinstance(c["source"], list) else c["source"]
            for c in notebook["cells"] if c["cell_type"] == kind]


def every_notebook() -> list[Path]:
    return sorted(p for p in NOTEBOOKS.rglob("*.ipynb") if ".ipynb_checkpoints" not in p.parts)


@pytest.mark.parametrize("page", PAGES)
def test_each_page_exists_in_both_languages(page: str) -> None:
    for lang in LANGS:
        assert (NOTEBOOKS / lang / f"{page}.ipynb").is_file(), f"notebooks/{lang}/{page}.ipynb is missing"


def test_the_landing_page_links_both_languages() -> None:
    text = "\n".join(cells(load(NOTEBOOKS / "index.ipynb"), "markdown"))
    for lang in LANGS:
        assert f"({lang}/index.ipynb)" in text


@pytest.mark.parametrize("page", PAGES)
def test_english_and_dutch_run_the_same_code(page: str) -> None:
    en, nl = (cells(load(NOTEBOOKS / lang / f"{page}.ipynb"), "code") for lang in LANGS)
    assert [LANG_ARGUMENT.sub('lang="xx"', c) for c in en] == [LANG_ARGUMENT.sub('lang="xx"', c) for c in nl]
    assert any('lang="en"' in c for c in en) and any('lang="nl"' in c for c in nl)
    assert len(cells(load(NOTEBOOKS / "en" / f"{page}.ipynb"), "markdown")) == len(
        cells(load(NOTEBOOKS / "nl" / f"{page}.ipynb"), "markdown"))


@pytest.mark.parametrize("path", every_notebook(), ids=lambda p: str(p.relative_to(NOTEBOOKS)))
def test_code_cells_are_a_few_lines_of_calls(path: Path) -> None:
    for code in cells(load(path), "code"):
        lines = [line for line in code.splitlines() if line.strip()]
        assert 1 <= len(lines) <= 3, f"{path.name}: a code cell holds logic, not a call:\n{code}"
        assert not any(line.lstrip().startswith(("def ", "class ", "for ", "if ", "while ")) for line in lines)


@pytest.mark.parametrize("path", every_notebook(), ids=lambda p: str(p.relative_to(NOTEBOOKS)))
def test_prose_never_retypes_a_card_order_or_point_table(path: Path) -> None:
    for text in cells(load(path), "markdown"):
        for pattern in RETYPED_TABLES:
            match = pattern.search(text)
            assert match is None, f"{path.name}: {match.group(0)!r} retypes a table; show it from the engine"


def test_the_table_patterns_catch_what_the_rule_texts_write() -> None:
    """The patterns are checked against the original texts, which do retype both tables."""
    text = (ROOT.parent / "shared" / "rules" / "nl" / "maison-tarot.txt")
    if not text.is_file():
        pytest.skip("shared/rules is not beside the repository")
    original = text.read_text(encoding="utf-8")
    assert any(p.search(original) for p in RETYPED_TABLES[:3])
    assert any(p.search(original) for p in RETYPED_TABLES[3:])


@pytest.mark.parametrize("game", TUTORIALS)
def test_tutorial_headings_are_the_lessons_steps_in_order(game: str) -> None:
    for lang in LANGS:
        notebook = load(NOTEBOOKS / lang / f"{game}.ipynb")
        headings = [line[3:] for text in cells(notebook, "markdown") for line in text.splitlines()
                    if line.startswith("## ")]
        assert headings == [f"{at}. {step.title[lang]}" for at, step in enumerate(TUTORIALS[game].steps, start=1)]
        steps = [c.splitlines()[0] for c in cells(notebook, "code") if c.startswith("lesson.step(")]
        assert steps == [f'lesson.step("{step.id}")' for step in TUTORIALS[game].steps]
        assert all(not c.startswith("lesson.step(") or len(c.splitlines()) == 2 for c in cells(notebook, "code")), (
            "each step's call opens the step's first code cell, which shows the step's first widget")


@pytest.mark.parametrize("game", TUTORIALS)
def test_a_step_opens_with_prose_and_markdown_blocks_are_merged(game: str) -> None:
    """Cells cost a page time to open: no code cell only for a step, no two markdown
    cells in a row."""
    notebook = load(NOTEBOOKS / "en" / f"{game}.ipynb")
    kinds = [c["cell_type"] for c in notebook["cells"]]
    assert all(a != b or a == "code" for a, b in zip(kinds, kinds[1:])), kinds
    for step in TUTORIALS[game].steps:
        opening = next(text for text in cells(notebook, "markdown") if f'id="step-{step.id}"' in text)
        assert f'href="../nl/{game}.ipynb#step-{step.id}"' in opening and 'href="#steps"' in opening


def test_notebooks_are_built_from_their_sources_and_carry_no_outputs() -> None:
    for target, notebook in build_notebooks.targets().items():
        assert target.is_file(), f"{target} is missing: run python scripts/build_notebooks.py"
        assert target.read_text(encoding="utf-8") == build_notebooks.dump(notebook), (
            f"{target.relative_to(ROOT)} differs from tutorials/: edit the source, then run "
            "python scripts/build_notebooks.py")
    for path in every_notebook():
        for cell in load(path)["cells"]:
            assert not cell.get("outputs"), f"{path.name}: commit notebooks without outputs"


@pytest.mark.parametrize("path", every_notebook(), ids=lambda p: str(p.relative_to(NOTEBOOKS)))
def test_every_page_is_titled_by_its_first_heading(path: Path) -> None:
    """The browser tab and Voila's "Running ..." line show the page's title, not its
    file name ("Klaverjassen met 4", not "klaverjas-4")."""
    notebook = load(path)
    heading = next(line[2:].strip() for text in cells(notebook, "markdown") for line in text.splitlines()
                   if line.startswith("# "))
    assert notebook["metadata"].get("title") == heading


@pytest.mark.parametrize("game", TUTORIALS)
def test_the_prose_names_buttons_as_the_page_labels_them(game: str) -> None:
    for lang in LANGS:
        prose = "\n".join(cells(load(NOTEBOOKS / lang / f"{game}.ipynb"), "markdown"))
        assert f"*{widget_words('hint', lang)}*" in prose
        if any(c == "lesson.deal()" for c in cells(load(NOTEBOOKS / lang / f"{game}.ipynb"), "code")):
            assert f"*{say('deal_button', lang)}*" in prose


def _texts(widget: object) -> list[str]:
    """Every text a widget and its children show (values, labels, descriptions)."""
    import ipywidgets

    if not isinstance(widget, ipywidgets.Widget):
        return []
    shown = [v for v in (getattr(widget, a, None) for a in ("value", "description", "tooltip")) if isinstance(v, str)]
    cards = getattr(widget, "cards", None)  # the card buttons' captions
    if isinstance(cards, (list, tuple)):
        shown += [str(card.get("svg", "")) for card in cards if isinstance(card, dict)]
    for child in getattr(widget, "children", None) or ():
        shown += _texts(child)
    return shown


@pytest.mark.parametrize(("game", "lang"), [(g, lang) for g in TUTORIALS for lang in LANGS])
def test_every_page_names_the_players_one_way(game: str, lang: str) -> None:
    """Issue 30: one way of naming the players on every page. The play widget calls the
    learner 'You' and the others by name (Bram, Carla, ...), a scene the learner plays
    in names the others on from the learner's seat in the same way, and one the learner
    watches names all its players (Anna, Bram, ...): no 'Seat 1' anywhere."""
    namespace: dict[str, object] = {}
    shown: list[str] = []
    for source in cells(load(NOTEBOOKS / lang / f"{game}.ipynb"), "code"):
        *setup, last = source.strip().splitlines()
        exec("\n".join(setup), namespace)  # noqa: S102 - the project's own notebooks
        try:
            shown += _texts(eval(last, namespace))  # noqa: S307
        except SyntaxError:
            exec(last, namespace)  # noqa: S102
    assert shown and not [text for text in shown if re.search(r"\b(Seat|Stoel) \d", text)]


COUNTED_CHANGES = {"en": re.compile(r"with (\w+)\s+changes"), "nl": re.compile(r"met (\w+)\s+verschillen")}
NUMBER_WORDS = {"en": ["two", "three", "four", "five", "six", "seven", "eight"],
                "nl": ["twee", "drie", "vier", "vijf", "zes", "zeven", "acht"]}


@pytest.mark.parametrize("lang", LANGS)
def test_the_changes_the_prose_counts_are_the_rows_of_its_comparison(lang: str) -> None:
    """Issue 30: Troggen's introduction said "four changes" beside a table of six."""
    from tarotlib import get_game
    from tarotwidgets.lessons.lesson import compare_specs

    checked = []
    for game in TUTORIALS:
        notebook = load(NOTEBOOKS / lang / f"{game}.ipynb")
        compared = [m.group(1) for code in cells(notebook, "code")
                    for m in re.finditer(r'compare\("([\w-]+)"\)', code)]
        counted = [m.group(1) for text in cells(notebook, "markdown") for m in COUNTED_CHANGES[lang].finditer(text)]
        if counted:
            assert len(compared) == 1, f"{game}: a count of changes needs the one comparison it counts"
            differ = compare_specs(get_game(game), get_game(compared[0]), lang)[1]
            assert counted == [NUMBER_WORDS[lang][len(differ) - 2]], game
            checked.append(game)
    assert "maison-troggen" in checked
