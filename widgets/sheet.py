"""The score sheet of a game of several hands (a :class:`~tarotlib.match.Match`)."""

from __future__ import annotations

from html import escape
from typing import Any

import ipywidgets as widgets
from tarotwidgets.base import Localized
from tarotwidgets.i18n import join, say, signed

from tarotlib import svg
from tarotlib.match import Match


SCORE_UNITS = {"triomphe-forcee": "unit_chips", "leipzig-taroc": "unit_game_points"}
"""What a game's sheet counts, where it is not points: Triomphe's chips (TF2), Leipzig's
game points (LT6)."""


class ScoreSheet(widgets.HTML, Localized):
    """One row per finished hand, the running totals, the game's target and its winner:
    Troggen's round of three hands (ML3), Leipzig's running game points, Triomphe's chip
    balances, Klaverjassen's rounded sheet (K4), a race to 50 or 500.

    The table is ``.tarot-score-sheet`` with ``data-hands`` (rows) and, once the game is
    over, ``data-winners`` (seats, space-separated).
    """

    def __init__(self, match: Match | None = None, lang: str = "en", *, you: int | None = None, **kwargs: Any):
        super().__init__(_dom_classes=("tarot-score",), **kwargs)
        self.you = you
        self._match = match
        self.lang = lang
        self.refresh()

    @property
    def match(self) -> Match | None:
        return self._match

    @match.setter
    def match(self, match: Match | None) -> None:
        self._match = match
        self.refresh()

    def refresh(self) -> None:
        match, lang = self._match, self.lang
        if match is None:
            self.value = ""
            return
        names = [svg.seat_name(s, lang, self.you) for s in range(match.players)]
        cell = 'style="text-align:right;padding:2px 8px"'
        head = "".join(f'<th scope="col" {cell}>{escape(n)}</th>' for n in names)
        rows = []
        for number, scores in enumerate(match.sheet(), start=1):
            cells = "".join(f"<td {cell}>{signed(v)}</td>" for v in scores)
            rows.append(f'<tr><th scope="row" style="text-align:left;padding:2px 8px">{number}</th>{cells}</tr>')
        if not rows:
            rows.append(f'<tr><td colspan="{match.players + 1}" style="padding:2px 8px;font-style:italic">'
                        f'{escape(say("no_hands", lang))}</td></tr>')
        totals = "".join(f"<td {cell}><b>{v:g}</b></td>" for v in match.totals)
        rule = match.spec.match
        target = match.options.get("target", rule.target)  # MJ8: a game's own target option
        hands = match.hands_to_play
        if hands is not None:
            goal = say("fixed_hands_one" if hands == 1 else "fixed_hands", lang, hands=hands, rule=rule.rule)
            if hands > 1 and not match.is_over:
                goal += " " + say("hand_of_total", lang, number=min(len(match.counted_hands) + 1, hands), total=hands)
        else:
            goal = say("target", lang, target=target, rule=rule.rule)
        winners = match.winners
        winner_attr, winner_line = "", ""
        if winners:
            winner_attr = f' data-winners="{" ".join(map(str, winners))}"'
            key = "winner_you" if winners == [self.you] else "winner" if len(winners) == 1 else "winners"
            text = say(key, lang, seats=join([names[s] for s in winners], lang))
            winner_line = f'<p class="tarot-winner" role="status"><b>★ {escape(text)}</b></p>'
        self.value = (
            f'<div class="tarot-score-sheet" data-hands="{len(match.sheet())}"{winner_attr} '
            f'style="white-space:normal;line-height:1.4;overflow-x:auto;max-width:100%">'
            f'<b>{escape(say("sheet", lang))}</b> ({escape(say(SCORE_UNITS.get(match.spec.id, "unit_points"), lang))}) '
            f'<span style="color:#555">{escape(goal)}</span>'
            f'<table style="border-collapse:collapse;font-size:13px">'
            f'<thead><tr><th scope="col" style="text-align:left;padding:2px 8px">{escape(say("hand_no", lang))}</th>'
            f'{head}</tr></thead><tbody>{"".join(rows)}</tbody>'
            f'<tfoot><tr style="border-top:2px solid #333"><th scope="row" style="text-align:left;padding:2px 8px">'
            f'{escape(say("total", lang))}</th>{totals}</tr></tfoot></table>{winner_line}</div>'
        )
