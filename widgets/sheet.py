"""The score sheet of a game of several hands (a :class:`~tarotlib.match.Match`)."""

from __future__ import annotations

from html import escape
from typing import Any, Sequence

import ipywidgets as widgets
from tarotwidgets.base import Localized
from tarotwidgets.i18n import join, say, signed
from tarotwidgets.table import PHONE_WIDTH

from tarotlib import svg
from tarotlib.match import Match
from tarotlib.state import HandState


def sheet_working(hand: HandState, seat: int, lang: str) -> tuple[str, int | float]:
    """How a Klaverjas hand's exact score for ``seat`` is made (K4), and its value, read
    from the parts the engine scored it by (``HandResult.parts``): card points and roem
    when made; when nat, nothing for the players and all 162 and all the roem for the
    defenders (K5: shared by the two); the pit's 100; the kraken factor (K7)."""
    result = hand.result
    assert result is not None
    if not result.parts:  # all passed (K5, K7): no contract, nothing scored
        return say("sheet_all_passed", lang), 0
    if seat == hand.sitting_out:  # K5 four-at-table: the dealer scores nothing
        return say("sheet_sat_out", lang), 0
    parts = {part.name: part for part in result.parts_of(seat)}
    if "nat-against" in parts:
        text = say("sheet_nat_players", lang)
    elif "nat" in parts:
        shared = parts["nat"].detail == "shared"  # K5: each defender's part is half of the whole
        whole = {name: parts[name].amount * (2 if shared else 1) for name in ("nat", "nat-roem")}
        text = say("sheet_nat_shared" if shared else "sheet_nat_all", lang, total=f"{whole['nat']:g}",
                   roem=f"{whole['nat-roem']:g}")
    else:
        cards = parts["card-points"].amount + (parts["last-trick"].amount if "last-trick" in parts else 0)
        text = say("sheet_made_parts", lang, cards=f"{cards:g}", roem=f"{parts['roem'].amount:g}")
    if "pit" in parts:  # every trick
        text += say("sheet_pit_part", lang)
    if "factor" in parts:
        text = f"({text}) × {parts['factor'].times}"
    return text, sum(part.amount for part in parts.values())


SCORE_UNITS = {"triomphe-forcee": "unit_chips", "leipzig-taroc": "unit_game_points"}
"""What a game's sheet counts, where it is not points: Triomphe's chips (TF2), Leipzig's
game points (LT6)."""


FOLD_COLUMNS = 4
"""The most players' columns a sheet shows side by side on a phone; with more (a table of
five to ten, TF1) a phone gets the sheet turned on its side: a row per player."""
SHEET_STYLE = f"""<style>
.tarot-score > .widget-html-content{{min-width:0}}
.tarot-score-sheet .tarot-sheet-tall{{display:none}}
@media (max-width:{PHONE_WIDTH}px){{
 .tarot-score-sheet .tarot-sheet-folds{{display:none}}
 .tarot-score-sheet table.tarot-sheet-tall{{display:table}}
 .tarot-score-sheet p.tarot-sheet-tall{{display:block}}}}
</style>"""
"""Which of the sheet's two tables shows: side by side on a desktop, turned on a phone;
and the sheet never wider than the page (its own box scrolls sideways)."""


class ScoreSheet(widgets.HTML, Localized):
    """One row per finished hand, the running totals, the game's target and its winner:
    Troggen's round of three hands (ML3), Leipzig's running game points, Triomphe's chip
    balances, a race to 50 or 500 with the dealer of each hand (MJ8: it alternates).

    Where a hand's sheet is rounded (Klaverjassen, K4) each cell shows the rounded score
    with, small, the card points, the roem and the exact score, and marks nat and pit
    (``.tarot-nat``, ``.tarot-pit``); partners share one column (K6: "Us" and "Them").
    The table is ``.tarot-score-sheet`` with ``data-hands`` (rows) and, once the game is
    over, ``data-winners`` (seats, space-separated). Past :data:`FOLD_COLUMNS` columns a
    phone gets the sheet turned on its side (``table.tarot-sheet-tall``): a row per player
    (``data-seat``, ``data-winner``), the total beside the name, a column per hand.
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
        columns = self._columns(match)
        heads = [self._column_name(match, seats) for seats in columns]
        cell = 'style="text-align:right;padding:2px 8px;vertical-align:top"'
        left = 'style="text-align:left;padding:2px 8px;vertical-align:top"'
        head = "".join(f'<th scope="col" {cell}>{escape(n)}</th>' for n in heads)
        rows = []
        opening = match.opening_totals  # a game resumed at a score (MJ8's scores): its first row
        if any(opening):
            cells = "".join(f"<td {cell}>{opening[seats[0]]:g}</td>" for seats in columns)
            rows.append(f'<tr class="tarot-opening"><th scope="row" colspan="2" {left}>'
                        f'{escape(say("opening_totals", lang))}</th>{cells}</tr>')
        for number, (hand, scores) in enumerate(zip(match.finished_hands, match.sheet()), start=1):
            cells = "".join(f"<td {cell}>{self._cell(hand, seats[0], scores[seats[0]])}</td>" for seats in columns)
            dealer = escape(svg.seat_name(hand.dealer, lang, self.you))
            rows.append(f'<tr data-dealer="{hand.dealer}"><th scope="row" {left}>{number}</th>'
                        f'<td {left}>{dealer}</td>{cells}</tr>')
        if not match.finished_hands:
            rows.append(f'<tr><td colspan="{len(columns) + 2}" style="padding:2px 8px;font-style:italic">'
                        f'{escape(say("no_hands", lang))}</td></tr>')
        rounded = any("sheet" in h.result.extra for h in match.finished_hands if h.result is not None)
        note = (f'<p class="tarot-sheet-note" style="font-size:12px;color:#555;margin:2px 0">'
                f'{escape(say("sheet_rounded", lang))}</p>') if rounded else ""
        totals = "".join(f"<td {cell}><b>{match.totals[seats[0]]:g}</b></td>" for seats in columns)
        rule = match.spec.match
        target = match.options.get("target", rule.target)  # MJ8: a game's own target option
        hands = match.hands_to_play
        if hands is not None:
            goal = say("fixed_hands_one" if hands == 1 else "fixed_hands", lang, hands=hands, rule=rule.rule)
            if hands > 1 and not match.is_over:
                goal += " " + say("hand_of_total", lang, number=min(len(match.counted_hands) + 1, hands), total=hands)
        else:
            goal = say("target_knock_out" if rule.knock_out else "target", lang, target=target, rule=rule.rule)
        winners = match.winners
        winner_attr, winner_line = "", ""
        if winners:
            winner_attr = f' data-winners="{" ".join(map(str, winners))}"'
            text = winners_text(winners, self.you, lang)
            winner_line = f'<p class="tarot-winner" role="status"><b>★ {escape(text)}</b></p>'
        folds = len(columns) > FOLD_COLUMNS
        tall = self._tall_html(match, columns) if folds else ""
        self.value = (
            SHEET_STYLE
            + f'<div class="tarot-score-sheet" data-hands="{len(match.sheet())}"{winner_attr} '
            f'style="white-space:normal;line-height:1.4;overflow-x:auto;max-width:100%">'
            f'<b>{escape(say("sheet", lang))}</b> ({escape(say(SCORE_UNITS.get(match.spec.id, "unit_points"), lang))}) '
            f'<span style="color:#555">{escape(goal)}</span>'
            f'<table class="tarot-sheet-wide{" tarot-sheet-folds" if folds else ""}" '
            f'style="border-collapse:collapse;font-size:13px">'
            f'<thead><tr><th scope="col" {left}>{escape(say("hand_no", lang))}</th>'
            f'<th scope="col" {left}>{escape(say("dealer_col", lang))}</th>'
            f'{head}</tr></thead><tbody>{"".join(rows)}</tbody>'
            f'<tfoot><tr style="border-top:2px solid #333"><th scope="row" colspan="2" {left}>'
            f'{escape(say("total", lang))}</th>{totals}</tr></tfoot></table>{tall}{note}{winner_line}</div>'
        )

    def _tall_html(self, match: Match, columns: list[tuple[int, ...]]) -> str:
        """The sheet turned on its side for a phone: a row per player, the winners starred,
        the total right beside the name (the name stays in view while the hands scroll), a
        column per hand with the dealer's score marked."""
        lang = self.lang
        winners = set(match.winners or ())
        cell = "text-align:right;padding:2px 5px;vertical-align:top"
        sticky = "position:sticky;background:#fff;z-index:1"
        opening = match.opening_totals
        heads = [escape(say("opening_totals", lang))] if any(opening) else []
        heads += [str(n) for n in range(1, len(match.finished_hands) + 1)]
        rows = []
        for seats in columns:
            seat = seats[0]
            star = "★ " if seat in winners else ""
            cells = [f"{opening[seat]:g}"] if any(opening) else []
            for hand, scores in zip(match.finished_hands, match.sheet()):
                mark = f' <b title="{escape(say("dealer_col", lang))}">•</b>' if hand.dealer in seats else ""
                cells.append(f"{signed(scores[seat])}{mark}")
            won = ' data-winner="true"' if seat in winners else ""
            rows.append(
                f'<tr data-seat="{seat}"{won}><th scope="row" style="text-align:left;padding:2px 5px;left:0;{sticky}">'
                f'{star}{escape(self._column_name(match, seats))}</th>'
                f'<td style="{cell};border-right:2px solid #333"><b>{match.totals[seat]:g}</b></td>'
                + "".join(f'<td style="{cell}">{value}</td>' for value in cells) + "</tr>")
        head = "".join(f'<th scope="col" style="{cell}">{h}</th>' for h in heads)
        return (f'<table class="tarot-sheet-tall" style="border-collapse:collapse;font-size:13px;white-space:nowrap">'
                f'<thead><tr><th scope="col" style="text-align:left;padding:2px 5px;left:0;{sticky}">'
                f'{escape(say("sheet_player", lang))}</th><th scope="col" style="{cell}">'
                f'{escape(say("total", lang))}</th>{head}</tr></thead><tbody>{"".join(rows)}</tbody></table>'
                f'<p class="tarot-sheet-tall" style="font-size:12px;color:#555;margin:2px 0">'
                f'{escape(say("sheet_dealt_mark", lang))}</p>')

    def _columns(self, match: Match) -> list[tuple[int, ...]]:
        """One column per seat, or per side where partners score together (K6)."""
        sides = match.spec.sides(match.players) if match.spec.sides else tuple(range(match.players))
        return [tuple(s for s in range(match.players) if sides[s] == side) for side in sorted(set(sides))]

    def _column_name(self, match: Match, seats: tuple[int, ...]) -> str:
        lang = self.lang
        names = [svg.seat_name(s, lang, self.you) for s in seats]
        if len(seats) == 1:
            return names[0]
        word = say("side_us" if self.you in seats else "side_them", lang)
        return say("side_of", lang, side=word, seats=" + ".join(names))

    def _cell(self, hand: HandState, seat: int, value: float) -> str:
        """The sheet's number; for a rounded sheet (K4) also the card points, the roem,
        the exact score, and nat or pit."""
        result = hand.result
        assert result is not None
        if "sheet" not in result.extra:
            return signed(value)
        lang = self.lang
        exact = result.score[seat]
        detail = say("sheet_cell_short", lang, working=sheet_working(hand, seat, lang)[0], exact=f"{exact:g}")
        marks = []
        scored = {part.name for part in result.parts_of(seat)}
        if "nat-against" in scored:
            marks.append(f'<b class="tarot-nat">{escape(say("nat_word", lang))}</b>')  # K4: the playing side went nat
        if "pit" in scored:
            marks.append(f'<b class="tarot-pit">{escape(say("pit_word", lang))}</b>')  # K4: every trick, +100
        label = say("sheet_cell", lang, cards=result.card_points[seat], roem=result.extra["roem"][seat],
                    exact=f"{exact:g}")
        return (f'<span class="tarot-sheet-cell" title="{escape(label)}"><b>{signed(value)}</b> {" ".join(marks)}'
                f'<br><small style="color:#555">{escape(detail)}</small></span>')


def winners_text(winners: Sequence[int], you: int, lang: str) -> str:
    """'You and Carla won the game together!': the learner first and as "you", not
    "Bram and You won"."""
    others = [svg.seat_name(s, lang, you) for s in winners if s != you]
    if you in winners:
        return say("winners_you", lang, others=join(others, lang)) if others else say("winner_you", lang)
    return say("winner" if len(winners) == 1 else "winners", lang, seats=join(others, lang))
