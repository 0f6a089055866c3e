"""Cards, tricks and tables as inline SVG and HTML, with no Jupyter dependency.

Everything here returns plain strings (``str`` subclasses that display themselves in
a notebook, as python-chess's ``chess.svg`` does), so cards show in a notebook, in a
Voila page, in an ``ipywidgets.HTML`` and in a static HTML file alike. Inline
``<svg>`` (not ``<img>``) keeps each card in the DOM with ``role="img"``, an
``aria-label`` naming the card in the learner's language and ``data-card`` holding
its record code, so screen readers and browser tests can find it.

Geometry: every card is drawn in a 100 x 140 viewBox and scaled by ``width``.
"""

from __future__ import annotations

import math
from html import escape
from typing import TYPE_CHECKING, Iterable, Sequence

from tarotlib.cards import NO_SUIT, TAROT, TRUMP, Card
from tarotlib.i18n import fill, result_heading

if TYPE_CHECKING:
    from tarotlib.state import HandState

__all__ = [
    "HtmlStr", "SEAT_NAMES", "TEXTS", "card_svg", "cards_html", "chips_html", "seat_name", "state_html", "text", "trick_html",
]

VIEW_W, VIEW_H = 100, 140
RED, BLACK = "#c0142b", "#1b1b1b"
SANS = "'DejaVu Sans', 'Segoe UI Symbol', Arial, sans-serif"
SERIF = "'DejaVu Serif', Georgia, serif"
LEGAL_COLOUR = "#0a6e4f"
SELECTED_COLOUR = "#e07b00"

TEXTS: dict[str, dict[str, str]] = {
    "you": {"en": "You", "nl": "Jij"},
    "dealer": {"en": "dealer", "nl": "deler"},
    "to_play": {"en": "to play", "nl": "aan de beurt"},
    "to_bid": {"en": "to bid", "nl": "aan de beurt"},
    "to_discard": {"en": "to lay away", "nl": "aan de beurt"},
    "to_declare": {"en": "to declare", "nl": "aan de beurt"},
    "to_answer": {"en": "to answer", "nl": "aan de beurt"},
    "wins": {"en": "wins", "nl": "wint"},
    "tricks": {"en": "tricks", "nl": "slagen"},
    "cards_won": {"en": "cards won", "nl": "gewonnen kaarten"},
    "trick_now": {"en": "Trick {number}", "nl": "Slag {number}"},
    "last_trick": {"en": "Last trick ({number})", "nl": "Vorige slag ({number})"},
    "no_cards": {"en": "no cards on the table", "nl": "geen kaarten op tafel"},
    "result": {"en": "Result", "nl": "Uitslag"},
    "result_card_points_last": {"en": "card points, with the last trick's {points}",
                                "nl": "kaartpunten, met {points} voor de laatste slag"},
    "result_last_trick": {"en": "The card points include the {points} for the last trick ({rule}).",
                          "nl": "De kaartpunten tellen de {points} voor de laatste slag mee ({rule})."},
    "result_laid_dealer": {  # ML1, LT1: the dealer's discard counts for him
        "en": "The card points include the {count} cards the dealer laid away, which count for him ({rule}).",
        "nl": "De kaartpunten tellen de {count} kaarten mee die de deler aflegde; die tellen voor hem ({rule}).",
    },
    "result_laid_last_trick": {  # K5: the Speler's discard goes to the winner of the last trick
        "en": "The card points include the {count} cards the Speler laid away, which count for the winner of the "
              "last trick ({rule}).",
        "nl": "De kaartpunten tellen de {count} kaarten mee die de Speler aflegde; die tellen voor de winnaar van de "
              "laatste slag ({rule}).",
    },
    "result_laid_yours": {"en": "You laid away: {cards}.", "nl": "Jij legde af: {cards}."},
    "result_by_side": {"en": "Partners count together: each seat shows its side's tricks, points and score (K4).",
                       "nl": "Maten tellen samen: elke stoel toont de slagen, punten en score van zijn partij (K4)."},
    "hand_over": {"en": "The hand is over.", "nl": "De hand is afgelopen."},
    "players": {"en": "{n} players", "nl": "{n} spelers"},
    "cards_in_hand": {"en": "{n} cards", "nl": "{n} kaarten"},
    "excuse_word": {"en": "Excuse", "nl": "Excuus"},
    "card_back": {"en": "a card, face down", "nl": "een kaart, met de rug naar boven"},
    "legal": {"en": "may be played", "nl": "mag gespeeld worden"},
    "illegal": {"en": "may not be played now", "nl": "mag nu niet gespeeld worden"},
}
"""The few words the table drawings use; ``tarotwidgets.i18n`` builds on this table."""


LAID_NOTES = {"ML1": "result_laid_dealer", "LT1": "result_laid_dealer", "K5": "result_laid_last_trick"}
"""Whom the cards laid away count for, by the discard's decision: the dealer who laid
them (ML1, LT1), or the winner of the last trick (K5)."""


def text(key: str, lang: str = "en", **values: object) -> str:
    """``TEXTS[key]`` in ``lang`` (English when missing) with ``values`` filled in."""
    return fill(TEXTS[key], lang, **values)


_TURN_KEYS = {"play": "to_play", "bid": "to_bid", "discard": "to_discard", "declare": "to_declare"}


def turn_text(phase: str, lang: str = "en") -> str:
    """What the seat to move is to do, by the phase ('to bid', 'to lay away'): 'to
    play' said while the others bid read as if the bidding were over."""
    return text(_TURN_KEYS.get(phase, "to_answer"), lang)


SEAT_NAMES = ("Anna", "Bram", "Carla", "Daan", "Eva", "Floris", "Greet", "Hugo", "Ilse", "Joost", "Karin", "Lucas",
              "Marit", "Niels", "Olga", "Pieter", "Quinten", "Roos", "Sem", "Tess", "Ulla", "Victor", "Wim", "Xander",
              "Yara", "Zeno")
"""The players by seat, the same in both languages and on every page (the play widgets,
the exercises, the score sheet, the log): people with names, whose initials follow the
seats from 0, so that no page shows a zero-based 'Seat 0'. The learner's own seat is
'You'."""


def seat_name(seat: int, lang: str = "en", you: int | None = None) -> str:
    """'Carla' for seat 2, or 'You' / 'Jij' for the learner's own seat. Past the 26th
    seat (Maison Tarot wild, MT5) the names come round again, numbered: 'Anna 2'."""
    if seat == you:
        return text("you", lang)
    lap, at = divmod(seat, len(SEAT_NAMES))
    return f"{SEAT_NAMES[at]} {lap + 1}" if lap else SEAT_NAMES[at]


class HtmlStr(str):
    """A string of HTML that a notebook displays as HTML (inline, so the SVG stays in the DOM)."""

    def _repr_html_(self) -> str:
        return str(self)


# ---------------------------------------------------------------- one card
def _suit_colour(card: Card) -> str:
    return RED if card.suit in (1, 2) else BLACK


def _rank_label(card: Card, lang: str) -> str:
    """The rank part of ``card.short(lang)``: 'R', '10', 'H', '21'."""
    return card.short(lang)[1:]


def _symbol(card: Card) -> str:
    return card.short("en")[0]


TEXT_DEFAULTS = f'font-family="{SANS}" font-weight="bold" text-anchor="middle"'
"""Set once on a card's root ``<svg>`` and inherited by its texts: a page of cards is
a lot of SVG to send, and these were most of each text element."""


def _text(x: float, y: float, content: str, size: float, fill: str, *, family: str = SANS,
          weight: str = "bold", anchor: str = "middle") -> str:
    own = "".join((
        f' font-family="{family}"' if family != SANS else "",
        f' font-weight="{weight}"' if weight != "bold" else "",
        f' text-anchor="{anchor}"' if anchor != "middle" else "",
    ))
    return f'<text x="{x:g}" y="{y:g}" font-size="{size:g}" fill="{fill}"{own}>{escape(content)}</text>'


def _star(cx: float, cy: float, outer: float, inner: float, fill: str, stroke: str, width: float = 2) -> str:
    """A five-pointed star drawn as a polygon (no font needed)."""
    points = []
    for k in range(10):
        radius = outer if k % 2 == 0 else inner
        angle = math.pi / 2 + k * math.pi / 5
        points.append(f"{cx + radius * math.cos(angle):.1f},{cy - radius * math.sin(angle):.1f}")
    return (
        f'<polygon points="{" ".join(points)}" fill="{fill}" stroke="{stroke}" '
        f'stroke-width="{width:g}" stroke-linejoin="round"/>'
    )


def _corners(top: str, bottom_left: str) -> str:
    """The index in the top-left corner and the same, turned, in the bottom-right."""
    return f"<g>{top}</g><g transform=\"rotate(180 {VIEW_W / 2:g} {VIEW_H / 2:g})\">{bottom_left}</g>"


def _suit_face(card: Card, lang: str) -> str:
    colour = _suit_colour(card)
    rank = _rank_label(card, lang)
    symbol = _symbol(card)
    index_size = 28 if len(rank) < 2 else 23
    index = _text(16, 28, rank, index_size, colour) + _text(16, 52, symbol, 25, colour)
    parts = [_corners(index, index)]
    is_court = not rank.isdigit() and card.rank not in ("A",)
    if is_court:
        parts.append(
            f'<rect x="29" y="36" width="42" height="68" rx="5" fill="none" stroke="{colour}" stroke-width="2"/>'
        )
        parts.append(_text(50, 78, rank, 38, colour, family=SERIF))
        parts.append(_text(50, 98, symbol, 16, colour))
    else:
        parts.append(_text(50, 92, symbol, 54, colour))
    return "".join(parts)


def _trump_face(card: Card) -> str:
    number = _rank_label(card, "en")
    ink = "#5a3510"
    index = _text(16, 26, number, 22 if len(number) > 1 else 27, ink, family=SERIF) + _text(16, 46, "†", 19, ink)
    return (
        '<rect x="7" y="7" width="86" height="126" rx="6" fill="none" stroke="#c9a04a" stroke-width="1.5"/>'
        + _corners(index, index)
        + _text(50, 62, "†", 20, "#9a6a1c", family=SERIF)
        + _text(50, 100, number, 46, ink, family=SERIF)
    )


def _excuse_face(lang: str) -> str:
    ink = "#4b2d8a"
    word = text("excuse_word", lang)
    corner = _star(14, 17, 8, 3.4, ink, ink, 1)
    return (
        _corners(corner, corner)
        + f'<circle cx="50" cy="60" r="30" fill="#fff" stroke="{ink}" stroke-width="1.5" stroke-dasharray="3 3"/>'
        + _star(50, 62, 26, 10.5, "#fff7d6", ink, 3)
        + _text(50, 113, word, 18, ink)
    )


def _back_pattern() -> str:
    """A diamond lattice inside the back's frame, cut to the frame by hand (no clipPath
    ids, so many backs on one page cannot clash)."""
    x0, y0, x1, y1, step = 10, 10, 90, 130, 10
    segments = []
    for c in range(x0 - y1, x1 - y0 + 1, step):  # lines y = x - c
        ya, yb = max(y0, x0 - c), min(y1, x1 - c)
        if ya < yb:
            segments.append(f"M{ya + c} {ya}L{yb + c} {yb}")
    for c in range(x0 + y0, x1 + y1 + 1, step):  # lines y = c - x
        ya, yb = max(y0, c - x1), min(y1, c - x0)
        if ya < yb:
            segments.append(f"M{c - ya} {ya}L{c - yb} {yb}")
    return f'<path d="{"".join(segments)}" stroke="#8fb0e3" stroke-width="1.2" fill="none"/>'


_BACK = (
    '<rect x="10" y="10" width="80" height="120" rx="4" fill="#1f3d73"/>'
    + _back_pattern()
    + '<rect x="10" y="10" width="80" height="120" rx="4" fill="none" stroke="#f2e6c4" stroke-width="2"/>'
    + _star(50, 70, 13, 5.5, "#f2e6c4", "#1f3d73", 1.5)
)

_CHECK_BADGE = (
    f'<g class="tarot-legal-mark"><circle cx="84" cy="16" r="11" fill="{LEGAL_COLOUR}" stroke="#fff" '
    'stroke-width="2"/><path d="M78.5 16.5l4 4 7-8" fill="none" stroke="#fff" stroke-width="3" '
    'stroke-linecap="round" stroke-linejoin="round"/></g>'
)


def card_svg(
    card: Card,
    lang: str = "en",
    *,
    width: float = 72,
    face_up: bool = True,
    legal: bool | None = None,
    selected: bool = False,
) -> HtmlStr:
    """One card as an inline ``<svg>``: ``card_svg(TAROT.card("T21"), "nl", width=90)``.

    ``legal=True`` draws a thick frame and a check mark, ``legal=False`` dims the card
    and dashes its frame (shape as well as colour, so it reads without colour);
    ``None`` marks nothing. ``face_up=False`` draws the back (its label says so, not
    which card it is). The element carries ``role="img"``, ``aria-label``,
    ``<title>``, ``data-card`` (face-up only), ``data-legal`` and ``data-selected``.
    """
    height = width * VIEW_H / VIEW_W
    if face_up:
        label = card.name(lang)
        if legal is not None:
            label += ", " + text("legal" if legal else "illegal", lang)
    else:
        label = text("card_back", lang)
    if not face_up:
        background, frame, face = "#f2e6c4", "#1f3d73", _BACK
    elif card.suit == NO_SUIT:
        background, frame, face = "#ece6f7", "#4b2d8a", _excuse_face(lang)
    elif card.suit == TRUMP:
        background, frame, face = "#f7eac3", "#a8802e", _trump_face(card)
    else:
        background, frame, face = "#fffdf7", "#6b6b6b", _suit_face(card, lang)
    frame_width, dash = 1.5, ""
    if selected:
        frame, frame_width = SELECTED_COLOUR, 5
    elif legal is True:
        frame, frame_width = LEGAL_COLOUR, 4.5
    elif legal is False:
        frame, dash = "#8a8a8a", ' stroke-dasharray="5 4"'
    attrs = [
        'xmlns="http://www.w3.org/2000/svg"',
        f'viewBox="0 0 {VIEW_W} {VIEW_H}"',
        f'width="{width:g}"',
        f'height="{height:g}"',
        'class="tarot-card-svg"',
        'role="img"',
        f'aria-label="{escape(label)}"',
        TEXT_DEFAULTS,
    ]
    if face_up:
        attrs.append(f'data-card="{escape(card.code)}"')
    if legal is not None:
        attrs.append(f'data-legal="{str(legal).lower()}"')
    if selected:
        attrs.append('data-selected="true"')
    attrs.append('style="display:inline-block;vertical-align:top;flex:none"')
    inner = f'<g opacity="0.42">{face}</g>' if legal is False else face
    half = frame_width / 2
    outline = (
        f'<rect x="{half:g}" y="{half:g}" width="{VIEW_W - frame_width:g}" height="{VIEW_H - frame_width:g}" '
        f'rx="8" fill="{background}" stroke="{frame}" stroke-width="{frame_width:g}"{dash}/>'
    )
    badge = _CHECK_BADGE if legal is True and face_up else ""
    return HtmlStr(f'<svg {" ".join(attrs)}><title>{escape(label)}</title>{outline}{inner}{badge}</svg>')


# ---------------------------------------------------------------- rows of cards
def cards_html(
    cards: Iterable[Card],
    lang: str = "en",
    *,
    width: float = 72,
    wrap: bool = True,
    legal: Iterable[Card] | None = None,
    face_up: bool = True,
) -> HtmlStr:
    """A row of cards that wraps onto new lines on a narrow screen (never scrolls sideways).

    ``legal``, when given, marks those cards legal and the others illegal.
    """
    legal_set = None if legal is None else set(legal)
    svgs = "".join(
        card_svg(c, lang, width=width, face_up=face_up, legal=None if legal_set is None else c in legal_set)
        for c in cards
    )
    flow = "flex-wrap:wrap" if wrap else "flex-wrap:nowrap;overflow-x:auto"
    return HtmlStr(f'<div class="tarot-cards" style="display:flex;{flow};gap:4px;max-width:100%">{svgs}</div>')


def chips_html(cards: Iterable[Card], lang: str = "en", *, font_size: float = 14) -> HtmlStr:
    """Cards as small labels in a wrapping row, each its short name ('♥R', '†21', '☆') in
    its suit's colour on its card's background: where many cards share a narrow panel (a
    hand lying open, declared cards face up) a card drawn that small could not be read,
    while a label of ``font_size`` px can."""
    chips = []
    for card in cards:
        if card.suit == NO_SUIT:
            background, ink = "#ece6f7", "#4b2d8a"
        elif card.suit == TRUMP:
            background, ink = "#f7eac3", "#6b4a12"
        else:
            background, ink = "#fffdf7", _suit_colour(card)
        chips.append(f'<span class="tarot-chip" data-card="{card.code}" title="{escape(card.name(lang))}" '
                     f'style="display:inline-block;min-width:1.9em;padding:1px 3px;border:1px solid #9a9a9a;'
                     f'border-radius:4px;background:{background};color:{ink};font-family:{escape(SANS)};'
                     f'font-weight:bold;font-size:{font_size:g}px;line-height:1.3;text-align:center;'
                     f'white-space:nowrap">{escape(card.short(lang))}</span>')
    return HtmlStr(f'<span class="tarot-chips" style="display:inline-flex;flex-wrap:wrap;justify-content:center;'
                   f'gap:3px;max-width:100%;vertical-align:middle">{"".join(chips)}</span>')


def backs_html(count: int, lang: str = "en", *, width: float = 40) -> HtmlStr:
    """``count`` card backs in a row, for hands that the viewer may not see."""
    back = card_svg(TAROT.cards[0], lang, width=width, face_up=False)
    return HtmlStr(
        f'<div class="tarot-cards tarot-backs" style="display:flex;flex-wrap:wrap;gap:2px;max-width:100%" '
        f'aria-label="{escape(text("cards_in_hand", lang, n=count))}">{back * count}</div>'
    )


def trick_html(
    trick: Sequence[tuple[int, Card]],
    players: int | Sequence[str],
    lang: str = "en",
    *,
    winner: int | None = None,
    width: float = 72,
    you: int | None = None,
) -> HtmlStr:
    """The cards of a trick in play order, each captioned with its seat; the winner marked.

    ``players`` is the number of seats or their display names. The winner's card gets
    a thick frame and the caption '✔ wins', so it reads without colour too.
    """
    names = _names(players, lang, you)
    figures = []
    for seat, card in trick:
        won = seat == winner
        caption = escape(names[seat]) + (f' <b>✔ {escape(text("wins", lang))}</b>' if won else "")
        figures.append(
            f'<figure class="tarot-trick-card{" tarot-trick-winner" if won else ""}" data-seat="{seat}" '
            f'style="margin:0;display:flex;flex-direction:column;align-items:center;gap:2px">'
            f'{card_svg(card, lang, width=width, selected=won)}'
            f'<figcaption style="font-size:13px">{caption}</figcaption></figure>'
        )
    if not figures:
        figures.append(f'<span style="color:#666;font-style:italic">{escape(text("no_cards", lang))}</span>')
    return HtmlStr(
        f'<div class="tarot-trick-view" data-count="{len(trick)}" '
        f'style="display:flex;flex-wrap:wrap;gap:8px;align-items:flex-end;min-height:{width * 1.4 + 20:g}px">'
        f'{"".join(figures)}</div>'
    )


def _names(players: int | Sequence[str], lang: str, you: int | None = None) -> list[str]:
    if isinstance(players, int):
        return [seat_name(s, lang, you) for s in range(players)]
    return list(players)


# ---------------------------------------------------------------- the whole table
def state_html(state: HandState, lang: str = "en", seat: int | None = None, *, width: float = 56) -> HtmlStr:
    """The table as HTML: every seat's hand (face up, or only ``seat``'s), the trick,
    the last trick, tricks and cards won, and the result once the hand is over.

    With ``seat`` given, only ``state.view(seat)`` is used, so nothing hidden leaks.
    """
    viewer = seat if seat is not None else (state.turn if state.turn is not None else 0)
    view = state.view(viewer)
    legal_cards = {action.card for action in view.legal} if seat is not None else set(state.legal_cards())
    rows = []
    for s in range(state.players):
        tags = []
        if s == view.dealer:
            tags.append(text("dealer", lang))
        if s == view.turn:
            tags.append(f'<b>▶ {escape(turn_text(view.phase, lang))}</b>')
        heading = (
            f'<b>{escape(seat_name(s, lang))}</b> {" · ".join(tags)}'
            f' <span style="color:#555">— {escape(text("tricks", lang))}: {view.tricks_won[s]},'
            f' {escape(text("cards_won", lang))}: {view.cards_won[s]}</span>'
        )
        if seat is None or s == seat:
            hand = state.hand(s)
            marks = legal_cards if s == view.turn else None
            cards = cards_html(hand, lang, width=width, legal=marks)
        else:
            cards = backs_html(view.hand_sizes[s], lang, width=width * 0.6)
        turn_attr = ' data-turn="true"' if s == view.turn else ""
        rows.append(
            f'<div class="tarot-seat" data-seat="{s}"{turn_attr} '
            f'style="margin:4px 0">{heading}{cards}</div>'
        )
    number = len(state.tricks) + (0 if state.is_over else 1)
    trick_part = ""
    if not state.is_over:
        trick_part = (
            f'<div><b>{escape(text("trick_now", lang, number=number))}</b>'
            f'{trick_html(view.trick, state.players, lang, width=width)}</div>'
        )
    last = view.last_trick
    if last is not None:
        trick_part += (
            f'<div><b>{escape(text("last_trick", lang, number=last.number))}</b>'
            f'{trick_html(list(zip(last.seats, last.cards)), state.players, lang, winner=last.winner, width=width * 0.8)}'
            "</div>"
        )
    result = result_html(state, lang) if state.result is not None else ""
    title = f'{escape(state.spec.full_title(lang))} · {escape(text("players", lang, n=state.players))}'
    return HtmlStr(
        f'<div class="tarot-state" lang="{lang}" style="font-family:{SANS};font-size:14px;max-width:100%">'
        f'<div style="font-weight:bold;font-size:15px">{title}</div>{"".join(rows)}'
        f'<div style="display:flex;flex-wrap:wrap;gap:16px">{trick_part}</div>{result}</div>'
    )


def last_trick_counted(state: HandState) -> bool:
    """Whether the last trick was played and its points counted: the hand ran to its end,
    or a knock-out came with the last trick's own points (MJ6, MJ8). A hand ended early
    (a knock-out, all passed, K5) has no last trick to count."""
    return not state.ended or any(e.kind == "scored" and e.name == "last-trick" for e in state.events)


def result_html(state: HandState, lang: str = "en", you: int | None = None) -> HtmlStr:
    """The hand's result as a small table: each per-seat figure (tricks, card points,
    score, a pot share) in a row."""
    result = state.result
    if result is None:
        return HtmlStr("")
    head = "".join(
        f'<th scope="col" style="padding:2px 8px">{escape(seat_name(s, lang, you))}</th>' for s in range(state.players)
    )
    body = ""
    counts_cards = any(state.spec.card_points)  # TF4: a game for chips has no card points to show
    last = state.spec.last_trick if last_trick_counted(state) else None
    for key, values in result.per_seat():
        if key == "card_points" and not counts_cards:
            continue
        cells = "".join(f'<td style="text-align:right;padding:2px 8px">{v:g}</td>' for v in values)
        heading = escape(result_heading(key, lang))
        if key == "card_points" and last is not None:  # K1, MJ6: the sum is more than the cards' own
            heading = escape(text("result_card_points_last", lang, points=last[0]))
        body += f'<tr><th scope="row" style="text-align:left;padding:2px 8px">{heading}</th>{cells}</tr>'
    notes = []
    if state.spec.sides is not None:  # fixed partners (K6) score as a side: the same figures under both partners
        notes.append(("tarot-result-sides", text("result_by_side", lang)))
    if last is not None:  # K1, MJ6: more points than the cards'
        points, rule = last
        notes.append(("tarot-result-last-trick", text("result_last_trick", lang, points=points, rule=rule)))
    discard = next((stage for stage in state.spec.phases if getattr(stage, "name", "") == "discard"), None)
    if discard is not None and any(state.laid):  # ML1, LT1, K5: cards no trick won, counted all the same
        rule = discard.rule.rule
        laid = text(LAID_NOTES[rule], lang, count=discard.rule.count, rule=rule)
        if you is not None and state.laid[you]:  # only the seat's own: the others' discards stay unseen
            laid += " " + text("result_laid_yours", lang, cards=" ".join(c.short(lang) for c in state.pack.cards_in(state.laid[you])))
        notes.append(("tarot-result-laid", laid))
    # a line height of its own: a widget's HTML box sets one for a single line (28px), which
    # opens a gap the height of a blank line inside a note that wraps on a phone
    notes_html = "".join(f'<p class="{css}" style="margin:2px 0;font-size:13px;line-height:1.4">{escape(note)}</p>'
                         for css, note in notes)
    return HtmlStr(
        f'<div class="tarot-result"><table style="border-collapse:collapse;line-height:1.3">'
        f'<caption style="text-align:left;font-weight:bold">{escape(text("result", lang))}</caption>'
        f'<thead><tr><th></th>{head}</tr></thead><tbody>{body}</tbody></table>{notes_html}</div>'
    )


