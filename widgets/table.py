"""The table: seats around it in the direction of play, the trick in the middle.

"You" sit at the bottom. These games are played counter-clockwise (``spec.clockwise``
is False): seen from above, the seat after you sits on your right, then opposite,
then on your left. Up to six players, seats and trick cards are placed on a 3 x 3 grid
by their angle around the table; from seven (Triomphe Forcée seats up to ten, TF1; wild
Maison Tarot any count whose cards fit the pack, MT5) they go round the edge of a wider
grid, and on a phone round a grid of three columns that grows downwards
(:func:`table_rows`).
"""

from __future__ import annotations

import math
from html import escape
from typing import Any, Sequence

import ipywidgets as widgets
from tarotwidgets.base import StateView, html_widget
from tarotwidgets.i18n import count_text, event_lines, point_unit, say, signed, tell, told_once

from tarotlib import svg
from tarotlib.actions import Bid, Double, doubling, doublings
from tarotlib.cards import Pack
from tarotlib.games import klaverjas, marjolet
from tarotlib.games.triomphe_forcee import pot_seen
from tarotlib.state import Event, HandState, Trick, View

Cell = tuple[int, int]

STOCK_STYLE = """.tarot-stock{display:inline-flex;align-items:center;gap:8px;margin:2px 10px 2px 0;vertical-align:middle}
.tarot-stock-cards{position:relative;display:inline-block;width:70px;height:52px}
.tarot-stock-cards .tarot-stock-turned{position:absolute;left:24px;top:10px;transform:rotate(90deg)}
.tarot-stock-cards .tarot-stock-pile{position:absolute;left:0;top:2px;line-height:0}
.tarot-stock-count{font-weight:bold;font-size:15px}
"""
"""The stock with the turned trump across it (MJ1 MJ2), drawn by the table and by the
deal exercise alike."""

TABLE_STYLE = """<style>
.tarot-trick-grid{display:grid;grid-template-columns:repeat(3,84px);grid-template-rows:repeat(3,auto);
 gap:4px;justify-content:center;align-items:center;justify-items:center;min-height:150px}
.tarot-trick-grid figure{margin:0;display:flex;flex-direction:column;align-items:center;font-size:12px;
 line-height:1.25;text-align:center}
.tarot-seat-panel{border:1px solid #bbb;border-radius:8px;padding:4px 6px;background:#f8f8f5;font-size:13px;
 line-height:1.35;white-space:normal;text-align:center;min-width:0;max-width:230px;margin:0 auto}
.tarot-seat-panel[data-turn="true"]{border:3px solid #1a56db;background:#eef3fb;padding:2px 4px}
.tarot-seat-panel .tarot-mini-backs{display:flex;justify-content:center;margin:2px 0}
.tarot-seat-panel .tarot-mini-backs svg + svg{margin-left:-11px}
""" + STOCK_STYLE + """.tarot-draws,.tarot-earned{white-space:normal;font-size:13px;line-height:1.4;text-align:center;margin:2px 0}
.tarot-earned{background:#fffbeb;border:1px solid #d9c58a;border-radius:6px;padding:2px 6px}
.tarot-seat-panel .tarot-side{font-size:12px;color:#333}
.tarot-seat-panel[data-playing="true"] .tarot-side{font-weight:bold;color:#1a56db}
.tarot-seat-panel .tarot-open-hand{display:block;margin:2px 0}
@media (max-width:480px){
 .tarot-table{grid-gap:3px !important}
 .tarot-trick-grid{grid-template-columns:repeat(3,50px);gap:2px}
 .tarot-trick-grid figure{font-size:10px}
 .tarot-trick-grid svg{width:42px;height:59px}
 .tarot-seat-panel{font-size:11px;padding:2px 3px}
 .tarot-seat-panel .tarot-mini-backs{display:none}
 .tarot-seat-panel .tarot-chip{font-size:12px !important;padding:0 2px !important}}
.tarot-hand-result > .widget-html-content{min-width:0}
.tarot-result-scroll .tarot-result th[scope="row"]{position:sticky;left:0;background:#fff}
@media (max-width:480px){.tarot-result-scroll .tarot-result :is(th,td){padding:2px 4px !important}}
</style>"""
"""Shared CSS for the table parts, put on the page once by :class:`TableWidget`."""


def seat_cells(players: int, you: int, clockwise: bool = False) -> dict[int, Cell]:
    """Each seat's (row, column) on a 3 x 3 grid, ``you`` at the bottom centre: for 2 to 6
    players (from seven two seats would share a cell; :func:`table_rows` places them).

    Seat ``you + k`` sits ``k`` steps further in the direction of play; counter-
    clockwise seen from above means the next seat is on your right.
    """
    direction = -1 if clockwise else 1
    cells = {}
    for k in range(players):
        angle = -math.pi / 2 + direction * 2 * math.pi * k / players
        x, y = math.cos(angle), math.sin(angle)
        column = 0 if x < -0.3 else 2 if x > 0.3 else 1
        row = 0 if y > 0.3 else 2 if y < -0.3 else 1
        cells[(you + k) % players] = (row, column)
    return cells


PHONE_WIDTH = 480
"""The widest screen (px) that gets the phone's arrangement (the media queries here)."""
WIDE_COLUMNS = 7
"""The most columns of seats on a desktop; more players than fit round them add rows."""


def table_rows(players: int, clockwise: bool = False, *, phone: bool = False) -> list[list[str]]:
    """The table as rows of CSS grid area names: ``k0`` is you (bottom centre), ``k1`` the
    next seat in the direction of play and so on, ``trick`` the middle, ``.`` empty.

    Up to six players: the 3 x 3 grid of :func:`seat_cells`. From seven the seats go round
    the edge, from the bottom corner after you, up the side, across the top and down the
    other side: on a desktop up to :data:`WIDE_COLUMNS` columns wide and three rows high
    (more rows past that), on a phone three columns wide and as high as the seats need.
    With one cell more than seats, the top middle one stays empty (symmetry).
    """
    if players <= 6:
        rows = [["."] * 3 for _ in range(3)]
        for seat, (row, column) in seat_cells(players, 0, clockwise).items():
            rows[row][column] = f"k{seat}"
        rows[1][1] = "trick"
        return rows
    columns = 3 if phone else max(3, min(WIDE_COLUMNS, players - 5))
    height = max(3, math.ceil((players + 1 - columns) / 2))  # the edge holds columns + 2 * height - 2 seats
    edge = ([(height - 1, columns - 1)] + [(row, columns - 1) for row in range(height - 2, 0, -1)]
            + [(0, column) for column in range(columns - 1, -1, -1)]
            + [(row, 0) for row in range(1, height - 1)] + [(height - 1, 0)])
    if len(edge) > players - 1:
        del edge[len(edge) // 2]
    rows = [["trick"] * columns if 0 < row < height - 1 else ["."] * columns for row in range(height)]
    for row in rows[1:-1]:
        row[0] = row[-1] = "."
    rows[-1][1:-1] = ["k0"] * (columns - 2)
    for step, (row, column) in enumerate(edge, start=1):
        rows[row][column] = f"k{step}"
    if clockwise:
        rows = [row[::-1] for row in rows]
    return rows


def layout_class(players: int, clockwise: bool) -> str:
    """The CSS class of a table (and its trick) of ``players`` seats: its grid's areas."""
    return f"tarot-seats-{players}{'-cw' if clockwise else ''}"


def _areas(rows: list[list[str]]) -> str:
    return " ".join(f'"{" ".join(row)}"' for row in rows)


def table_css(players: int, clockwise: bool) -> str:
    """The table's grid for ``players`` seats, on a desktop and on a phone."""
    name = layout_class(players, clockwise)
    wide, narrow = table_rows(players, clockwise), table_rows(players, clockwise, phone=True)
    middle = "minmax(0,2.2fr)" if len(wide[0]) == 3 else "minmax(0,1fr)"
    columns = f"minmax(0,1fr) {' '.join([middle] * (len(wide[0]) - 2))} minmax(0,1fr)"
    return (f".tarot-table.{name}{{grid-template-columns:{columns};grid-template-areas:{_areas(wide)}}}"
            f"@media (max-width:{PHONE_WIDTH}px){{.tarot-table.{name}{{grid-template-columns:"
            f"minmax(0,1fr) 156px minmax(0,1fr);grid-template-areas:{_areas(narrow)}}}}}")


def trick_css(players: int, clockwise: bool) -> str:
    """Where each seat's card lies in the middle: the table's own arrangement in small,
    the empty middle named ``mid``."""
    name = layout_class(players, clockwise)

    def areas(rows: list[list[str]]) -> str:
        return _areas([["mid" if cell == "trick" else cell for cell in row] for row in rows])

    wide, narrow = table_rows(players, clockwise), table_rows(players, clockwise, phone=True)
    return (f".tarot-trick-grid.{name}{{grid-template-columns:repeat({len(wide[0])},84px);"
            f"grid-template-areas:{areas(wide)}}}"
            f"@media (max-width:{PHONE_WIDTH}px){{.tarot-trick-grid.{name}{{grid-template-columns:repeat(3,50px);"
            f"grid-template-areas:{areas(narrow)}}}}}")


def shown_trick(state: HandState) -> tuple[list[tuple[int, Any]], Trick | None]:
    """The cards to show in the middle: the trick in play, or, between tricks, the one
    just finished (with its winner) until the next card is led."""
    current = state.trick()
    if current or not state.tricks:
        return current, None
    last = state.tricks[-1]
    return list(zip(last.seats, last.cards)), last


EARNED_KINDS = ("declared", "scored", "roem", "paid")
"""What a trick or the declaration window after it earns: points as they happen (MJ3
MJ5 MJ6), declarations (MJ4), roem (K3)."""


def earned_in(view: View, number: int) -> list[Event]:
    """What trick ``number`` and the declaration window after it earned, as the seat sees
    it; a score that only repeats the declaration just told is left out."""
    return told_once([e for e in view.events if e.number == number and e.kind in EARNED_KINDS])


def latest_draws(view: View) -> list[Event]:
    """The cards drawn after the latest trick (MJ2): the seat's own with the card, the
    other's without it; [] once a new trick has begun or in a game without a stock."""
    if not view.tricks or view.trick:
        return []
    number = view.tricks[-1].number
    return [e for e in view.events if e.kind == "drawn" and e.number == number and e.name != "skart"]


def bid_word(bid: Bid, lang: str, pack: Pack) -> str:
    """A bid as the panel writes it: 'Pass', 'Play', 'Play: hearts trump', 'hearts 100'."""
    if bid.call == "pass":
        return say("pass", lang)
    if bid.points is not None and bid.trump is not None:
        return f"{pack.suit_name(bid.trump, lang)} {bid.points}"
    if bid.trump is not None:
        return say("play_suit", lang, suit=pack.suit_name(bid.trump, lang))
    return say("play_bid", lang)


class TrickWidget(widgets.HTML, StateView):
    """The trick on the table. Its root element has class ``tarot-trick``; inside,
    ``.tarot-trick-view`` carries ``data-count`` (cards shown), ``data-number`` (trick
    number), ``data-complete`` and ``data-winner`` once the trick is won.

    ``arrangement="table"`` places each card on its seat's side; ``"row"`` lines them up.
    """

    def __init__(self, state: HandState | None = None, lang: str = "en", *, you: int = 0,
                 arrangement: str = "table", width: int = 60, **kwargs: Any):
        super().__init__(_dom_classes=("tarot-trick",), **kwargs)
        self.you = you
        self.arrangement = arrangement
        self.width = width
        self._state = state
        self.lang = lang
        self.refresh()

    def refresh(self) -> None:
        state, lang = self._state, self.lang
        if state is None:
            self.value = '<div class="tarot-trick-view" data-count="0"></div>'
            return
        cards, finished = shown_trick(state)
        winner = finished.winner if finished else None
        number = finished.number if finished else len(state.tricks) + 1
        if self.arrangement == "row":
            inner: str = svg.trick_html(cards, state.players, lang, winner=winner, width=self.width, you=self.you)
        else:
            inner = self._grid(state, cards, winner)
        complete = f' data-complete="true" data-winner="{winner}"' if finished else ""
        title = svg.text("trick_now", lang, number=number)
        earned = ""
        if finished is not None:
            view = state.view(self.you)
            lines = event_lines(earned_in(view, number), view.tricks, lang, self.you, state.spec.names,
                                point_unit(state.spec))
            if lines:
                items = "".join(f"<div>{escape(line)}</div>" for line in lines)
                earned = (f'<div class="tarot-earned" data-count="{len(lines)}" role="status">'
                          f'<b>{escape(say("earned_here", lang, number=number))}</b>{items}</div>')
        self.value = (
            f'<div class="tarot-trick-view" data-count="{len(cards)}" data-number="{number}"{complete} '
            f'role="group" aria-label="{escape(title)}">{inner}{earned}</div>'
        )

    def _grid(self, state: HandState, cards: Sequence[tuple[int, Any]], winner: int | None) -> str:
        """Each card on its seat's side of the middle (:func:`trick_css`), the arrangement's
        CSS beside it so the trick reads the same outside a table too."""
        players, clockwise = state.players, state.spec.clockwise
        figures = []
        for order, (seat, card) in enumerate(cards, start=1):
            won = seat == winner
            caption = escape(svg.seat_name(seat, self.lang, self.you))
            if won:
                caption += f'<br><b>✔ {escape(svg.text("wins", self.lang))}</b>'
            figures.append(
                f'<figure class="tarot-trick-card" data-seat="{seat}" data-order="{order}" '
                f'style="grid-area:k{(seat - self.you) % players}">'
                f"{svg.card_svg(card, self.lang, width=self.width, selected=won)}"
                f"<figcaption>{order}. {caption}</figcaption></figure>"
            )
        if not figures:
            figures.append(
                f'<span style="grid-area:mid;align-self:center;text-align:center;line-height:1.3;'
                f'color:#666;font-style:italic;font-size:12px">'
                f'{escape(svg.text("no_cards", self.lang))}</span>'
            )
        return (f'<style>{trick_css(players, clockwise)}</style>'
                f'<div class="tarot-trick-grid {layout_class(players, clockwise)}">{"".join(figures)}</div>')


class TableWidget(widgets.VBox, StateView):
    """Seats around the table with the trick in the middle, and what lies beside it.

    Each seat's panel (``.tarot-seat-panel`` with ``data-seat``, ``data-turn``,
    ``data-dealer``) shows its name, the dealer, whose turn it is (a frame and the
    words 'to play'), its cards left, tricks and cards won, and the running total when
    ``totals`` is set; where the game has them, its last bid, its declared cards lying
    face up (MJ4) and what it has scored or paid this hand. Below the grid,
    ``.tarot-table-info`` shows what a player needs to see on the table: the trump and
    the turned card (MJ1), the stock's size (MJ2), the contract and its stake (K4 K7),
    the roem (K3), the pot (TF2), and the learner's own discard (seen by no one else).
    With ``open_hands`` every other seat's cards lie face up in its panel.

    The grid (``.tarot-table``) carries the class of its seat count (``tarot-seats-10``,
    :func:`layout_class`); its columns and areas, for a desktop and a phone, are in the
    style beside it (:func:`table_css`), each panel's area ``k<steps after you>``.
    """

    def __init__(self, state: HandState | None = None, lang: str = "en", *, you: int = 0,
                 totals: Sequence[float] | None = None, open_hands: bool = False, **kwargs: Any):
        self.you = you
        self._open_hands = open_hands
        self._state = state
        self._totals = list(totals) if totals is not None else None
        self.trick = TrickWidget(state, lang, you=you)
        # its columns and areas come from the seat count's class (table_css), desktop and phone
        self.grid = widgets.GridBox(
            layout=widgets.Layout(grid_gap="6px", width="100%", align_items="center"),
            _dom_classes=("tarot-table",),
        )
        self.seat_panels: list[widgets.HTML] = []
        self.style = style = html_widget(TABLE_STYLE)
        self.info = html_widget(classes=("tarot-table-info",))
        kwargs.setdefault("layout", widgets.Layout(width="100%"))
        super().__init__(children=(style, self.grid, self.info), _dom_classes=("tarot-table-widget",), **kwargs)
        self.lang = lang
        self._build()

    def _state_changed(self, previous: HandState | None) -> None:
        """Rebuild the seats when the number of players changes, else just redraw."""
        players = (previous.players if previous else 0, self._state.players if self._state else 0)
        if players[0] != players[1]:
            self._build()
        else:
            self.refresh()

    @property
    def totals(self) -> list[float] | None:
        return self._totals

    @totals.setter
    def totals(self, totals: Sequence[float] | None) -> None:
        self._totals = list(totals) if totals is not None else None
        self.refresh()

    @property
    def open_hands(self) -> bool:
        """Every seat's cards face up in its panel (a teacher's demonstration; off by default)."""
        return self._open_hands

    @open_hands.setter
    def open_hands(self, shown: bool) -> None:
        self._open_hands = bool(shown)
        self.refresh()

    def _build(self) -> None:
        """Place one panel per seat on the grid (again when the number of players changes)."""
        state = self._state
        self.trick.layout.grid_area = "trick"
        self.trick.layout.width = "100%"
        children: list[widgets.Widget] = [self.trick]
        self.seat_panels = []
        if state is not None:
            players, clockwise = state.players, state.spec.clockwise
            self.style.value = f"{TABLE_STYLE}<style>{table_css(players, clockwise)}</style>"
            self.grid._dom_classes = ("tarot-table", layout_class(players, clockwise))
            for seat in range(players):
                panel = html_widget(classes=("tarot-seat",),
                                    layout=widgets.Layout(grid_area=f"k{(seat - self.you) % players}"))
                self.seat_panels.append(panel)
                children.append(panel)
        self.grid.children = tuple(children)
        self.refresh()

    def refresh(self) -> None:
        state, lang = self._state, self.lang
        self.trick.lang = lang
        self.trick.state = state
        if state is None:
            return
        view = state.view(self.you)
        moving = any(e.kind in ("ante", "pot", "paid", "scored") for e in view.events)
        for seat, panel in enumerate(self.seat_panels):
            panel.value = self._panel_html(state, view, seat, moving)
        self.info.value = self._info_html(state, view)

    def _info_html(self, state: HandState, view: View) -> str:
        """The stock with the turned trump across it, the cards just drawn, the trump, the
        contract and whose side plays, roem, the pot, your discard or skart."""
        lang, pack, you = self.lang, state.pack, self.you
        items = []
        if view.trump is not None:
            items.append(say("trump_is", lang, suit=pack.suit_name(view.trump, lang)))
        bidding, drawn = klaverjas.seen(view), marjolet.drawing(view)
        contract = None if bidding is None else bidding.contract
        if contract is not None:
            items.append(tell("contract_is" if contract.points else "contract_is_majority", lang, contract.seat, you,
                              suit=pack.suit_name(contract.trump, lang), points=contract.points))
            if len(set(view.sides)) == 2 and len(view.sides) == 4:  # K4: two sides of two
                items.append(say("playing_side", lang, side=self._side_name(view, contract.seat)))
        if bidding is not None and bidding.factor > 1:
            items.append(say("factor_is", lang, factor=bidding.factor))
        if bidding is not None and any(bidding.roem):
            roem = ", ".join(f"{svg.seat_name(s, lang, you)} {r}" for s, r in enumerate(bidding.roem) if r)
            items.append(f'{say("roem_word", lang).capitalize()}: {roem}')
        pot = pot_seen(view)
        if pot:
            items.append(say("pot_is", lang, chips=count_text(pot, "chip", lang)))
        skart = [e.card for e in view.events if e.kind == "drawn" and e.name == "skart" and e.card is not None]
        if skart:  # K5: the Speler's own, seen by him alone
            items.append(say("skart_taken", lang, cards=" ".join(c.short(lang) for c in skart)))
        if view.laid and view.phase != "discard":
            items.append(say("laid_own", lang, cards=" ".join(c.short(lang) for c in view.laid)))
        # each fact whole on its line: the strip breaks between them, not inside "Your discard: ♣J ♦J"
        html = " · ".join(f'<span class="tarot-info-item" style="display:inline-block">{escape(item)}</span>'
                          for item in items)
        if state.spec.deal.rest == "stock":
            html = stock_html(state, view, lang) + html
        elif drawn is not None and drawn.turned is not None:
            card = svg.card_svg(drawn.turned, lang, width=34)
            html = (f'<span class="tarot-turned" style="display:inline-flex;align-items:center;gap:6px;'
                    f'margin-right:8px">{escape(say("turned_card", lang))} {card}</span>{html}')
        draws = latest_draws(view)
        if draws:
            number = draws[0].number
            lines = " ".join(escape(line) for line in event_lines(draws, view.tricks, lang, you, state.spec.names))
            html += (f'<div class="tarot-draws" data-number="{number}" data-count="{len(draws)}" role="status">'
                     f'<b>{escape(say("drawn_after", lang, number=number))}</b> {lines}</div>')
        if not html:
            return ""
        return (f'<div class="tarot-table-info-line" style="white-space:normal;font-size:14px;line-height:1.5;'
                f'text-align:center;margin:4px 0">{html}</div>')

    def _side_name(self, view: View, seat: int) -> str:
        """'Us' for the learner's side, 'Them' for the other, with their seats (K4)."""
        lang = self.lang
        side = view.sides[seat]
        seats = " + ".join(svg.seat_name(s, lang, self.you) for s in range(len(view.sides)) if view.sides[s] == side)
        word = say("side_us" if side == view.sides[self.you] else "side_them", lang)
        return say("side_of", lang, side=word, seats=seats)

    def _role(self, view: View, seat: int) -> str:
        """The seat's part at the table: partner and side (K4), Speler or against him (K5)."""
        lang, sides = self.lang, view.sides
        if len(sides) == 4 and len(set(sides)) == 2:
            name = say("side_us" if sides[seat] == sides[self.you] else "side_them", lang)
            return f"{say('partner', lang)} · {name}" if seat != self.you and sides[seat] == sides[self.you] else name
        if view.sitting_out == seat:
            return say("sits_out", lang)
        bidding = klaverjas.seen(view)
        contract = None if bidding is None else bidding.contract
        if contract is not None and one_against_others(view.sides, contract.side):
            return say("speler", lang) if seat == contract.seat else say("against_speler", lang)
        return ""

    def _panel_html(self, state: HandState, view: View, seat: int, moving: bool) -> str:
        lang = self.lang
        lines = [f"<b>{escape(svg.seat_name(seat, lang, self.you))}</b>"]
        if seat == view.dealer:
            lines[0] += f' · <span title="{escape(svg.text("dealer", lang))}">{escape(svg.text("dealer", lang))}</span>'
        role = self._role(view, seat)
        if role:
            lines.append(f'<span class="tarot-side">{escape(role)}</span>')
        turn_line = f'<b>▶ {escape(svg.turn_text(view.phase, lang))}</b>' if seat == view.turn else "&nbsp;"
        lines.append(f'<span class="tarot-turn-line">{turn_line}</span>')
        left = view.hand_sizes[seat]
        if self._open_hands and seat != self.you and left:  # each seat's own view: what that player sees
            cards = state.view(seat).hand
            shown = svg.chips_html(cards, lang)  # a readable label each: 25 cards share the panel
            names = " ".join(card.short(lang) for card in cards)
            lines.append(f'<span class="tarot-open-hand" data-count="{len(cards)}" aria-label="'
                         f'{escape(say("open_hand", lang))}: {escape(names)}">{shown}</span>')
        elif seat != self.you and left:
            backs = svg.card_svg(state.pack.cards[0], lang, width=18, face_up=False)
            lines.append(f'<span class="tarot-mini-backs" aria-hidden="true">{backs * left}</span>')
        lines.append(escape(svg.text("cards_in_hand", lang, n=left)))
        lines.append(f'{escape(svg.text("tricks", lang))}: {view.tricks_won[seat]}')
        lines.append(f'{escape(svg.text("cards_won", lang))}: {view.cards_won[seat]}')
        bidding, drawn = klaverjas.seen(view), marjolet.drawing(view)
        contract = None if bidding is None else bidding.contract
        playing = contract is not None and view.sides[seat] == view.sides[contract.seat]
        if view.phase in ("bid", "double"):
            said = [bid_word(bid, lang, state.pack) for s, bid in klaverjas.bids(view.history) if s == seat]
            # public decisions; the last one said, named by the yes before it (K7)
            doubles = [(step, a) for step, (s, a) in enumerate(state.actions) if s == seat and isinstance(a, Double)]
            if doubles:
                step, last = doubles[-1]
                said.append(say(f"{'' if last.yes else 'not_'}{doubling(doublings(state.actions[:step]))}d", lang))
            if said:
                lines.append(f'<span class="tarot-said">{escape(say("said", lang))}: <b>{escape(", ".join(said))}</b></span>')
        elif contract is not None and seat == contract.seat:
            lines.append(f'<b class="tarot-plays">{escape(say("plays_contract", lang))}: '
                         f'{escape(state.pack.suit_name(contract.trump, lang))}</b>')
        faceup = drawn.faceup[seat] if drawn is not None else ()
        if faceup:
            shown = svg.chips_html(faceup, lang)  # readable at a glance: what the other may still play
            names = " ".join(card.short(lang) for card in faceup)
            lines.append(f'<span class="tarot-faceup" data-count="{len(faceup)}" aria-label="'
                         f'{escape(say("face_up", lang))}: {escape(names)}">{escape(say("face_up", lang))}: {shown}</span>')
        if bidding is not None and bidding.roem[seat]:
            lines.append(f'{escape(say("roem_word", lang))}: <b>{bidding.roem[seat]}</b>')
        if moving:  # what was paid or scored so far; once the hand is over, its score (LT6 adds the card points)
            value = view.result.score[seat] if view.result is not None else view.points[seat]
            lines.append(f'{escape(say("this_hand", lang))}: <b>{signed(value)}</b>')
        if self._totals is not None:
            lines.append(f'{escape(say("running_score", lang))}: <b>{self._totals[seat]:g}</b>')
        turn = ' data-turn="true"' if seat == view.turn else ""
        dealer = ' data-dealer="true"' if seat == view.dealer else ""
        side = f' data-side="{view.sides[seat]}" data-playing="{str(playing).lower()}"' if view.sides else ""
        return (
            f'<div class="tarot-seat-panel" data-seat="{seat}"{turn}{dealer}{side}>'
            + "<br>".join(lines[:1]) + "".join(f"<div>{line}</div>" for line in lines[1:]) + "</div>"
        )



def one_against_others(sides: Sequence[int], side: int) -> bool:
    """The playing side is one seat against a side of several (K5's Speler)."""
    return sides.count(side) == 1 and len(set(sides)) < len(sides)


def stock_html(state: HandState, view: View, lang: str) -> str:
    """MJ1 MJ2: the stock face down with its size, the turned trump lying across it
    until the last draw takes it."""
    drawn = marjolet.seen(view)
    size, turned_card = drawn.stock_size, drawn.turned
    words = say("stock_one", lang) if size == 1 else say("stock_size", lang, n=size)
    if not size and turned_card is None:
        return (f'<div class="tarot-stock" data-size="0" data-turned=""><span>{escape(say("stock_empty", lang))}'
                f'</span></div>')
    pile = svg.card_svg(state.pack.cards[0], lang, width=34, face_up=False) if size else ""
    turned, label, named = "", words, ""
    if turned_card is not None:
        turned = f'<span class="tarot-stock-turned">{svg.card_svg(turned_card, lang, width=34)}</span>'
        label += ". " + say("turned_across", lang, card=turned_card.name(lang))
        # in words too: lying across under the pile, the card shows little more than its suit
        named = (f' · <span class="tarot-stock-turned-name">'
                 f'{escape(say("stock_turned", lang, card=turned_card.short(lang)))}</span>')
    code = turned_card.code if turned_card is not None else ""
    return (f'<div class="tarot-stock" data-size="{size}" data-turned="{code}" role="img" '
            f'aria-label="{escape(label)}"><span class="tarot-stock-cards" aria-hidden="true">{turned}'
            f'<span class="tarot-stock-pile">{pile}</span></span>'
            f'<span aria-hidden="true">{escape(say("stock_label", lang))}: '
            f'<span class="tarot-stock-count">{size}</span>{named}</span></div>')
