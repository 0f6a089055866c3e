"""A hand as plain text for a person: the deal, trick by trick with what the engine
did by itself (Excuse kept, blank given, debt settled, with rule ids), and the result.

``python -m tarotlib replay`` prints :func:`describe_replay` of a record; a plain
text play page prints :func:`describe` with ``seat`` so the player sees only his own
cards. Both say the same things in the same words, in English or Dutch.
"""

from __future__ import annotations

import json
from typing import Iterable

from tarotlib.cards import Card, Pack
from tarotlib.errors import IllegalAction
from tarotlib.i18n import fill, result_heading
from tarotlib.record import Replay
from tarotlib.spec import HandResult
from tarotlib.state import Event, HandState

WORDS: dict[str, dict[str, str]] = {
    "header": {"en": "{title}, {players} players", "nl": "{title}, {players} spelers"},
    "variants": {"en": "Variants: {names}", "nl": "Varianten: {names}"},
    "options": {"en": "Options: {values}", "nl": "Opties: {values}"},
    "seats": {
        "en": "Dealer: seat {dealer}. Voorhand (leads the first trick): seat {voorhand}.",
        "nl": "Deler: stoel {dealer}. Voorhand (komt als eerste uit): stoel {voorhand}.",
    },
    "dealt": {"en": "Dealt:", "nl": "Gedeeld:"},
    "seat_cards": {"en": "  seat {seat}: {cards}", "nl": "  stoel {seat}: {cards}"},
    "rest": {"en": "  not dealt: {cards}", "nl": "  niet gedeeld: {cards}"},
    "your_hand": {"en": "Your hand (seat {seat}): {cards}", "nl": "Jouw hand (stoel {seat}): {cards}"},
    "trick": {
        "en": "Trick {number}, seat {leader} leads: {cards}",
        "nl": "Slag {number}, stoel {leader} komt uit: {cards}",
    },
    "played": {"en": "seat {seat} {card}", "nl": "stoel {seat} {card}"},
    "winner": {"en": " -> seat {seat} wins", "nl": " -> stoel {seat} wint"},
    "excuse-kept": {
        "en": "  seat {seat} keeps the Excuse and owes seat {to} a blank card [{rule}]",
        "nl": "  stoel {seat} houdt het Excuus en is stoel {to} een lege kaart schuldig [{rule}]",
    },
    "blank-given": {
        "en": "  seat {seat} gives {card} to seat {to} [{rule}]",
        "nl": "  stoel {seat} geeft {card} aan stoel {to} [{rule}]",
    },
    "debt-settled": {
        "en": "  end of the hand, debt still open: seat {seat} gives {card} to seat {to} [{rule}]",
        "nl": "  einde van de hand, schuld nog open: stoel {seat} geeft {card} aan stoel {to} [{rule}]",
    },
    "to_play": {"en": "Seat {seat} to play.", "nl": "Stoel {seat} is aan de beurt."},
    "result": {"en": "Result:", "nl": "Uitslag:"},
    "seat": {"en": "seat", "nl": "stoel"},
    "illegal": {
        "en": "Action {index} (seat {seat}, {action}) is not allowed: {message} [{rule}]",
        "nl": "Actie {index} (stoel {seat}, {action}) mag niet: {message} [{rule}]",
    },
}

def say(key: str, lang: str = "en", **values: object) -> str:
    return fill(WORDS[key], lang, **values)


def cards_text(cards: list[Card], lang: str = "en") -> str:
    """'♥R †21 ☆': short labels, space-separated."""
    return " ".join(card.short(lang) for card in cards)


def describe(state: HandState, lang: str = "en", seat: int | None = None) -> str:
    """The hand so far: header, the deal (only ``seat``'s own hand if given), the
    tricks with the engine's own steps, then whose turn it is or the result."""
    lines = _header(state, lang)
    pack = state.pack
    if seat is None:
        lines.append(say("dealt", lang))
        lines += [
            say("seat_cards", lang, seat=s, cards=cards_text(_cards(pack, hand), lang))
            for s, hand in enumerate(state.deal.hands)
        ]
        if state.deal.rest:
            lines.append(say("rest", lang, cards=cards_text(_cards(pack, state.deal.rest), lang)))
    elif state.result is None:
        lines.append(say("your_hand", lang, seat=seat, cards=cards_text(state.hand(seat), lang)))
    lines.append("")
    lines += trick_lines(state, lang)
    if state.result is None:
        if state.turn is not None:
            lines.append(say("to_play", lang, seat=state.turn))
    else:
        lines += ["", say("result", lang), *result_table(state.result, lang)]
    return "\n".join(lines)


def _header(state: HandState, lang: str) -> list[str]:
    spec = state.spec
    lines = [say("header", lang, title=fill(spec.title, lang), players=state.players)]
    if spec.active_variants:
        names = ", ".join(f"{name} ({spec.variants[name].rule})" for name in spec.active_variants)
        lines.append(say("variants", lang, names=names))
    if state.options:
        docs = {o.name: fill(o.doc, lang) for o in spec.options}
        values = ", ".join(f"{docs.get(name, name)} {value}" for name, value in state.options.items())
        lines.append(say("options", lang, values=values))
    lines.append(say("seats", lang, dealer=state.dealer, voorhand=state.voorhand))
    return lines


def _cards(pack: Pack, indices: tuple[int, ...]) -> list[Card]:
    """Dealt cards in pack order (suit by suit, low to high), easier to read than as dealt."""
    return pack.cards_in(pack.mask(indices))


def trick_lines(state: HandState, lang: str = "en") -> list[str]:
    """Each finished trick (leader, cards with seats, winner) and the trick on the table."""
    by_trick = _events_by_trick(state.events)
    lines = []
    for trick in state.tricks:
        played = zip(trick.seats, trick.cards)
        lines.append(_trick_line(trick.number, trick.leader, played, lang) + say("winner", lang, seat=trick.winner))
        lines += [_event_line(event, lang) for event in by_trick.get(trick.number, [])]
    if state.trick_seats:
        lines.append(_trick_line(len(state.tricks) + 1, state.trick_seats[0], state.trick(), lang))
    return lines


def _trick_line(number: int, leader: int, played: Iterable[tuple[int, Card]], lang: str) -> str:
    cards = ", ".join(say("played", lang, seat=s, card=c.short(lang)) for s, c in played)
    return say("trick", lang, number=number, leader=leader, cards=cards)


def _events_by_trick(events: list[Event]) -> dict[int, list[Event]]:
    """The engine's own steps grouped by the trick they follow.

    Events come in order; a numbered event (``trick``, ``excuse-kept``) says which trick
    is being settled, and the unnumbered ones after it (a blank given, the end-of-hand
    debt) belong to that trick.
    """
    grouped: dict[int, list[Event]] = {}
    current = 0
    for event in events:
        current = event.number or current
        if event.kind != "trick":
            grouped.setdefault(current, []).append(event)
    return grouped


def _event_line(event: Event, lang: str) -> str:
    card = event.card.short(lang) if event.card is not None else ""
    return say(event.kind, lang, seat=event.seat, to=event.to, card=card, rule=event.rule)


def result_table(result: HandResult, lang: str = "en") -> list[str]:
    """One row per seat, one column per per-seat figure; other figures on a line each."""
    data = result.to_json()
    columns = result.per_seat()
    headings = [say("seat", lang)] + [result_heading(key, lang) for key, _ in columns]
    rows = [[str(seat)] + [str(values[seat]) for _, values in columns] for seat in range(len(result.score))]
    widths = [max(len(row[i]) for row in [headings, *rows]) for i in range(len(headings))]
    lines = ["  " + "  ".join(cell.rjust(w) for cell, w in zip(row, widths)) for row in [headings, *rows]]
    lines += [
        f"  {result_heading(key, lang)}: {value}" for key, value in data.items() if not isinstance(value, list)
    ]
    return lines


def describe_replay(replay: Replay, lang: str = "en") -> str:
    """:func:`describe` of a replayed record, then where and why it stopped, if it did."""
    shown = describe(replay.state, lang)
    error = replay.error
    if isinstance(error, IllegalAction) and replay.index is not None:
        action = dict(replay.record.actions[replay.index])
        seat = action.pop("seat")
        problem = say(
            "illegal", lang, index=replay.index, seat=seat, action=json.dumps(action, ensure_ascii=False),
            rule=error.rule, message=error.explanation(lang),
        )
        return f"{shown}\n\n{problem}"
    if error is not None:
        return f"{shown}\n\n{error.message(lang)}"
    return shown
