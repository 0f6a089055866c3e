"""Build the tutorial notebooks from their sources in ``tutorials/``.

One source per page holds the English and the Dutch prose side by side and each code
cell once, so the two languages always run the same code (only ``lang="en"`` becomes
``lang="nl"``) and a translator sees both texts together. Step headings come from
the lesson's own step titles (``tarotwidgets.lessons.step_markdown``), which the
lesson's contents link to, so they cannot drift apart.

Each code cell that shows a widget costs a page some 10 ms to open, and each cell a
little (benchmarks/voila_pages.py): so a step opens with prose, not a widget, its
``lesson.step(...)`` call goes into the step's first code cell, and markdown blocks
that follow each other become one cell.

Source syntax, one directive per line:

    ::: en            markdown for the English notebook (until the next directive)
    ::: nl            markdown for the Dutch notebook; follows its ::: en block
    ::: both          markdown shared by both (the landing page)
    ::: code          a code cell, written with lang="en"
    ::: step <id>     the step's heading (with links to the contents and to the other
                      language), and lesson.step("<id>") before its first code

Each tutorial also gets a rule book page per language, ``notebooks/<lang>/rules/<game>.ipynb``
(:func:`rule_book`): prose and its contents, written from the engine's decisions
(:mod:`tarotlib.rulebook`), the steps of the source that cite each id and the deal
library, so no rule is typed in a notebook.

    python scripts/build_notebooks.py          # write notebooks/
    python scripts/build_notebooks.py --check  # exit 1 if notebooks/ is out of date
"""

from __future__ import annotations

import argparse
import json
import re
import sys
from dataclasses import dataclass
from pathlib import Path

from tarotlib.i18n import LANGS

ROOT = Path(__file__).resolve().parent.parent
SOURCES = ROOT / "tutorials"
NOTEBOOKS = ROOT / "notebooks"
LANDING = "landing"
"""The source of ``notebooks/index.ipynb``, the one page in both languages at once."""

RULE_BOOKS = "rules"
"""The folder of each language's rule book pages, one per game: ``notebooks/en/rules/marjolet.ipynb``."""
RULE_ID = re.compile(r"\b[A-Z]{1,2}[0-9]{1,2}\b")
"""A decision id as the prose cites it: (T3), (LT2), (MJ4)."""

DIRECTIVE = re.compile(r"^::: (en|nl|both|code|step)(?: (\S+))?\s*$")
KERNEL = {
    "kernelspec": {"display_name": "Python 3", "language": "python", "name": "python3"},
    "language_info": {"name": "python"},
}


@dataclass(frozen=True)
class Block:
    kind: str  # en, nl, both, code, step
    text: str
    line: int


def parse(path: Path) -> list[Block]:
    """The directives of a source file with their text, in order."""
    blocks: list[Block] = []
    kind, start, lines = None, 0, []
    for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1):
        match = DIRECTIVE.match(line)
        if match is None:
            if kind is None and line.strip():
                raise SystemExit(f"{path}:{number}: text before the first directive")
            lines.append(line)
            continue
        if kind is not None:
            blocks.append(Block(kind, "\n".join(lines).strip("\n"), start))
        kind, start, lines = match.group(1), number, []
        if kind == "step":
            blocks.append(Block("step", match.group(2) or "", number))
            kind = None
    if kind is not None:
        blocks.append(Block(kind, "\n".join(lines).strip("\n"), start))
    return blocks


def _cell(kind: str, text: str, cell_id: str) -> dict:
    cell = {"cell_type": kind, "id": cell_id, "metadata": {}, "source": text}
    if kind == "code":
        cell.update(execution_count=None, outputs=[])
    return cell


def build(path: Path, lang: str) -> dict:
    """The notebook for ``lang`` from the source at ``path``."""
    from tarotwidgets.lessons import step_markdown
    from tarotwidgets.lessons.content import TUTORIALS

    tutorial = TUTORIALS.get(path.stem)
    steps = list(tutorial.steps) if tutorial else []
    numbers = {step.id: at for at, step in enumerate(steps, start=1)}
    seen: list[str] = []
    texts: list[tuple[str, str]] = []
    starting = ""  # the lesson.step(...) call that waits for the step's first code cell
    blocks = parse(path)
    for at, block in enumerate(blocks):
        where = f"{path.name}:{block.line}"
        if block.kind == "step":
            if block.text not in numbers:
                raise SystemExit(f"{where}: {path.stem} has no step {block.text!r}")
            step = steps[numbers[block.text] - 1]
            seen.append(step.id)
            texts.append(("markdown", step_markdown(path.stem, step.id, lang)))
            starting = f'lesson.step("{step.id}")'
        elif block.kind == "code":
            code = block.text.replace('lang="en"', f'lang="{lang}"')
            texts.append(("code", f"{starting}\n{code}" if starting else code))
            starting = ""
        elif block.kind == "both" or block.kind == lang:
            texts.append(("markdown", block.text))
        paired = (block.kind == "en" and at + 1 < len(blocks) and blocks[at + 1].kind == "nl") or (
            block.kind == "nl" and at > 0 and blocks[at - 1].kind == "en")
        if block.kind in LANGS and not paired:
            raise SystemExit(f"{where}: each ::: en block needs its ::: nl block right after it")
    if starting:
        raise SystemExit(f"{path.name}: the last step has no code cell for its {starting}")
    if seen != [step.id for step in steps]:
        raise SystemExit(f"{path.name}: steps {seen} must be every step of the lesson, in order: "
                         f"{[step.id for step in steps]}")
    merged: list[tuple[str, str]] = []
    for kind, text in texts:
        if merged and kind == "markdown" and merged[-1][0] == "markdown":
            merged[-1] = ("markdown", f"{merged[-1][1]}\n\n{text}")
        else:
            merged.append((kind, text))
    cells = [_cell(kind, text, f"{path.stem}-{at:02d}") for at, (kind, text) in enumerate(merged)]
    return {"cells": cells, "metadata": {**KERNEL, "title": page_title(merged, path)}, "nbformat": 4,
            "nbformat_minor": 5}


def page_title(cells: list[tuple[str, str]], path: Path) -> str:
    """The page's first heading: the browser tab and Voila's "Running ..." line show
    it ("Klaverjassen met 4"), not the file name ("klaverjas-4")."""
    for kind, text in cells:
        for line in text.splitlines() if kind == "markdown" else ():
            if line.startswith("# "):
                return line[2:].strip()
    raise SystemExit(f"{path.name}: the page needs a '# ' heading for its title")


def taught_in(path: Path) -> dict[str, list[str]]:
    """The steps of a tutorial whose English prose cites each decision id, in order:
    where the rule book sends a learner to practise the rule (the step's exercises)."""
    steps: dict[str, list[str]] = {}
    step = None
    for block in parse(path):
        if block.kind == "step":
            step = block.text
        elif block.kind == "en" and step is not None:
            for rule in RULE_ID.findall(block.text):
                if step not in steps.setdefault(rule, []):
                    steps[rule].append(step)
    return steps


def rule_book(path: Path, lang: str) -> dict:
    """The rule book page of the game taught at ``path``, for ``notebooks/<lang>/rules/``:
    its contents (a widget that also brings the rule named in the address into view),
    then every decision id of the game anchored at ``#<id>`` (:mod:`tarotlib.rulebook`),
    its variants, the tutorial's steps that cite it and the library's deals that show it."""
    from tarotwidgets.deals import DEALS_PAGE, encode_deal
    from tarotwidgets.lessons.content import TUTORIALS
    from tarotwidgets.lessons.texts import say
    from tarotwidgets.progress import step_anchor

    from tarotlib.deals import library, load
    from tarotlib.games import get_game
    from tarotlib.rulebook import RULES, game_rules

    game = path.stem
    spec = get_game(game)
    title = spec.title[lang]
    other = "nl" if lang == "en" else "en"
    ids = game_rules(game)
    heading = say("rule_book_title", lang, game=title)
    nav = (f"[{say('rule_book_tutorial', lang)}](../{game}.ipynb) · "
           f"[{say('rule_book_other', lang)}](../../{other}/rules/{game}.ipynb) · "
           f"[{say('rule_book_all_games', lang)}](../index.ipynb)")
    cells = [("markdown", f"# {heading}\n\n{say('rule_book_intro', lang, game=title)}\n\n{nav}"),
             ("code", f'from tarotwidgets.rulebook import rule_book_contents\nrule_book_contents("{game}", lang="{lang}")')]
    steps = list(TUTORIALS[game].steps)
    numbers = {step.id: at for at, step in enumerate(steps, start=1)}
    taught = taught_in(path)
    deals = library(game)
    for rule_id in ids:
        rule = RULES[rule_id]
        lines = [f'<span class="tarot-rule-anchor" id="{rule_id}"></span>', "",
                 f"### {rule_id}. {rule.title[lang]}", "",
                 RULE_ID.sub(lambda m: f"[{m[0]}](#{m[0]})" if m[0] in ids else m[0], rule.text[lang])]
        variants = [f"{variant.title[lang]} (`{name}`)" for name, variant in spec.variants.items()
                    if variant.rule == rule_id]
        if variants:
            key = "rule_variant" if len(variants) == 1 else "rule_variants"
            lines += ["", say(key, lang, variants=", ".join(variants))]
        where = [f"[{say('rule_step', lang, number=numbers[s], title=steps[numbers[s] - 1].title[lang])}]"
                 f"(../{game}.ipynb#{step_anchor(s)})" for s in taught.get(rule_id, ())]
        lines += ["", say("rule_learn", lang, steps="; ".join(where)) if where else say("rule_no_step", lang)]
        for deal in deals:
            if rule_id in deal.rules:
                link = f"[{deal.title[lang]}](../../{DEALS_PAGE}?deal={encode_deal(load(deal.name))})"
                lines += ["", f"{say('rule_deal', lang, deal=link)}. {deal.teaches[lang]}"]
        cells.append(("markdown", "\n".join(lines)))
    notebook_cells = [_cell(kind, text, f"rules-{game}-{at:02d}") for at, (kind, text) in enumerate(cells)]
    return {"cells": notebook_cells, "metadata": {**KERNEL, "title": heading}, "nbformat": 4, "nbformat_minor": 5}


def targets() -> dict[Path, dict]:
    """Every notebook to write, with its content."""
    from tarotwidgets.lessons.content import TUTORIALS

    out = {}
    for path in sorted(SOURCES.glob("*.md")):
        if path.stem == LANDING:
            out[NOTEBOOKS / "index.ipynb"] = build(path, "en")
        else:
            for lang in LANGS:
                out[NOTEBOOKS / lang / f"{path.stem}.ipynb"] = build(path, lang)
                if path.stem in TUTORIALS:
                    out[NOTEBOOKS / lang / RULE_BOOKS / f"{path.stem}.ipynb"] = rule_book(path, lang)
    return out


def dump(notebook: dict) -> str:
    return json.dumps(notebook, indent=1, ensure_ascii=False) + "\n"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--check", action="store_true", help="only report notebooks that differ from their source")
    args = parser.parse_args(argv)
    stale = []
    for target, notebook in targets().items():
        text = dump(notebook)
        if target.is_file() and target.read_text(encoding="utf-8") == text:
            continue
        stale.append(target.relative_to(ROOT))
        if not args.check:
            target.parent.mkdir(parents=True, exist_ok=True)
            target.write_text(text, encoding="utf-8")
    verb = "out of date" if args.check else "written"
    for name in stale:
        print(f"{verb}: {name}")
    return 1 if args.check and stale else 0


if __name__ == "__main__":
    sys.exit(main())
