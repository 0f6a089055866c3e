"""The widget on a game's rule book page (``notebooks/<lang>/rules/<game>.ipynb``, written
by ``scripts/build_notebooks.py``): its contents, a link to every decision id of the
game, which also brings the rule named in the address (``...#T3``, where a refusal's
rule id leads) into view once the page is drawn. The entries themselves are prose,
from :mod:`tarotlib.rulebook`."""

from __future__ import annotations

from html import escape
from pathlib import Path

import anywidget
import ipywidgets as widgets
from tarotwidgets.base import fixed_layout
from tarotwidgets.i18n import check_lang
from tarotwidgets.lessons.texts import say
from traitlets import Unicode, default

from tarotlib.games import get_game
from tarotlib.rulebook import RULES, game_rules

STYLE = """<style>
.tarot-rule-contents { border: 1px solid #c9d3e6; border-radius: 8px; background: #f4f7fc; padding: 6px 10px;
  margin: 4px 0 8px; font-size: 14px; line-height: 1.4; }
.tarot-rule-contents ol { display: flex; flex-wrap: wrap; gap: 4px; list-style: none; margin: 6px 0 4px; padding: 0; }
.tarot-rule-contents a { display: inline-block; padding: 3px 9px; border: 1px solid #8fa3c7; border-radius: 14px;
  background: #fff; color: #1a3d7a; text-decoration: none; }
</style>"""


class RuleBookContents(anywidget.AnyWidget):
    """The contents' HTML (``value``), drawn by rulebook.js, which follows the address's ``#<id>``."""

    _esm = Path(__file__).parent / "rulebook.js"
    value = Unicode("").tag(sync=True)

    @default("layout")
    def _shared_layout(self) -> widgets.Layout:
        return fixed_layout()


def rule_book_contents(game_id: str, lang: str = "en") -> RuleBookContents:
    """Every decision id of ``game_id`` as a link to its entry on the page, titled with the
    rule's name; an unknown game is refused with the known ones named."""
    check_lang(lang)
    get_game(game_id)
    chips = "".join(f'<li><a href="#{rule}" data-rule="{rule}" title="{escape(RULES[rule].title[lang])}">'
                    f"{rule}</a></li>" for rule in game_rules(game_id))
    label = escape(say("rule_book", lang))
    return RuleBookContents(value=f'{STYLE}<nav class="tarot-rule-contents" aria-label="{label}"><b>{label}</b>'
                                  f"<ol>{chips}</ol></nav>")
