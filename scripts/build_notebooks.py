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
    from tarotwidgets.lesson_content import TUTORIALS
    from tarotwidgets.lessons import step_markdown

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


def targets() -> dict[Path, dict]:
    """Every notebook to write, with its content."""
    out = {}
    for path in sorted(SOURCES.glob("*.md")):
        if path.stem == LANDING:
            out[NOTEBOOKS / "index.ipynb"] = build(path, "en")
        else:
            for lang in LANGS:
                out[NOTEBOOKS / lang / f"{path.stem}.ipynb"] = build(path, lang)
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
