"""A hand as plain text for a person: the deal, every phase's actions (bids,
discards, declarations, doubles), trick by trick with what the engine did by itself
(Excuse kept, blank given, payments, points, roem, draws, with rule ids), and the result.

``python -m tarotlib replay`` prints :func:`describe_replay` of a record; a plain
text play page prints :func:`describe` with ``seat`` so the player sees only his own
cards. Both say the same things in the same words, in English or Dutch.
"""

from __future__ import annotations

import codecs
import json
from typing import Iterable, Sequence

from tarotlib import explain
from tarotlib.actions import (
    Action,
    Annul,
    Bid,
    Declare,
    Discard,
    Double,
    EndDeclaring,
    Play,
    doubling,
)
from tarotlib.cards import EXCUSE_SYMBOL, SUIT_SYMBOLS, SUITS, Card, Pack
from tarotlib.errors import IllegalAction, readable
from tarotlib.i18n import PHASE_NAMES, fill, result_heading
from tarotlib.record import Replay
from tarotlib.spec import HandResult
from tarotlib.state import Event, HandState

WORDS: dict[str, dict[str, str]] = {
    "header": {"en": "{title} ({players} players)", "nl": "{title} ({players} spelers)"},
    "variants": {"en": "Variants: {names}", "nl": "Varianten: {names}"},
    "options": {"en": "Options: {values}", "nl": "Opties: {values}"},
    "option": {"en": "{doc}: {value}", "nl": "{doc}: {value}"},
    "yes": {"en": "yes", "nl": "ja"},
    "no": {"en": "no", "nl": "nee"},
    "seats": {
        "en": "Dealer: seat {dealer}. Voorhand (leads the first trick): seat {voorhand}.",
        "nl": "Deler: stoel {dealer}. Voorhand (komt als eerste uit): stoel {voorhand}.",
    },
    "dealt": {"en": "Dealt:", "nl": "Gedeeld:"},
    "seat_cards": {"en": "  seat {seat}: {cards}", "nl": "  stoel {seat}: {cards}"},
    "seat_sits_out": {
        "en": "  seat {seat}: no cards, the dealer sits out (K5)",
        "nl": "  stoel {seat}: geen kaarten, de deler speelt niet mee (K5)",
    },
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
    "debt-lapsed": {
        "en": "  end of the hand, debt still open: seat {seat} gives seat {to} no blank card [{rule}]",
        "nl": "  einde van de hand, schuld nog open: stoel {seat} geeft stoel {to} geen lege kaart [{rule}]",
    },
    "excuse-lost": {
        "en": "  seat {seat} loses the Excuse to seat {to} like any card [{rule}]",
        "nl": "  stoel {seat} verliest het Excuus aan stoel {to}, als een gewone kaart [{rule}]",
    },
    "ante": {"en": "  seat {seat} antes {amount} into the pot [{rule}]",
             "nl": "  stoel {seat} legt {amount} in de pot [{rule}]"},
    "pot": {"en": "  seat {seat} takes {amount} from the pot: {name} [{rule}]",
            "nl": "  stoel {seat} neemt {amount} uit de pot: {name} [{rule}]"},
    "paid": {"en": "  seat {seat} pays seat {to} {amount}: {name} [{rule}]",
             "nl": "  stoel {seat} betaalt stoel {to} {amount}: {name} [{rule}]"},
    "scored": {"en": "  seat {seat} scores {amount}: {name} [{rule}]",
               "nl": "  stoel {seat} scoort {amount}: {name} [{rule}]"},
    "factor": {"en": "  the stake is doubled, now ×{amount}: {name} [{rule}]",
               "nl": "  de inzet wordt verdubbeld, nu ×{amount}: {name} [{rule}]"},
    "contract": {"en": "  contract: seat {seat} {name} {amount} [{rule}]",
                 "nl": "  contract: stoel {seat} {name} {amount} [{rule}]"},
    "suit-turned": {"en": "  everyone passed: {name} is turned, and seat {seat} (voorhand) must play it [{rule}]",
                    "nl": "  iedereen paste: {name} wordt gedraaid, en stoel {seat} (voorhand) moet erop spelen [{rule}]"},
    "contract-majority": {"en": "  contract: seat {seat} {name}, more points than the defenders [{rule}]",
                          "nl": "  contract: stoel {seat} {name}, meer punten dan de verdedigers [{rule}]"},
    "roem": {"en": "  seat {seat} wins {amount} roem: {name} [{rule}]",
             "nl": "  stoel {seat} krijgt {amount} roem: {name} [{rule}]"},
    "lead-passed": {
        "en": "  seat {seat} holds the Excuse and may not lead trick 22: seat {to} leads, and the Excuse must be played [{rule}]",
        "nl": "  stoel {seat} heeft het Excuus en mag in slag 22 niet uitkomen: stoel {to} komt uit, en het Excuus moet gespeeld worden [{rule}]",
    },
    "unpaid": {
        "en": "  seat {seat} is not paid for {name}: {amount} card points, and it is paid only for more than 26 [{rule}]",
        "nl": "  stoel {seat} krijgt {name} niet betaald: {amount} kaartpunten, en het wordt alleen betaald bij meer "
              "dan 26 [{rule}]",
    },
    "drawn": {"en": "  seat {seat} draws {card} [{rule}]", "nl": "  stoel {seat} trekt {card} [{rule}]"},
    "skart-taken": {"en": "  seat {seat} takes {card} from the skart [{rule}]",
                    "nl": "  stoel {seat} neemt {card} uit de skart [{rule}]"},
    "ended": {"en": "  the hand ends: {name} [{rule}]", "nl": "  de hand is afgelopen: {name} [{rule}]"},
    "event": {"en": "  {kind}: seat {seat} {name} {amount} [{rule}]",
              "nl": "  {kind}: stoel {seat} {name} {amount} [{rule}]"},
    "act-bid-pass": {"en": "seat {seat} passes", "nl": "stoel {seat} past"},
    "act-bid-play": {"en": "seat {seat} plays{trump}{points}", "nl": "stoel {seat} speelt{trump}{points}"},
    "act-discard": {"en": "seat {seat} lays away {card}", "nl": "stoel {seat} legt {card} af"},
    "act-declare": {"en": "seat {seat} declares {name}: {cards} ({amount})",
                    "nl": "stoel {seat} roemt {name}: {cards} ({amount})"},
    "act-end-declaring": {"en": "seat {seat} stops declaring", "nl": "stoel {seat} roemt niet verder"},
    "act-double-yes": {"en": "seat {seat} doubles (kraken)", "nl": "stoel {seat} kraakt"},
    "act-double-no": {"en": "seat {seat} does not double", "nl": "stoel {seat} kraakt niet"},
    "act-redouble-yes": {"en": "seat {seat} redoubles (herkraken)", "nl": "stoel {seat} herkraakt"},
    "act-redouble-no": {"en": "seat {seat} does not redouble", "nl": "stoel {seat} herkraakt niet"},
    "act-superdouble-yes": {"en": "seat {seat} doubles again (superkraken)", "nl": "stoel {seat} superkraakt"},
    "act-superdouble-no": {"en": "seat {seat} does not double again", "nl": "stoel {seat} superkraakt niet"},
    "act-annul-yes": {"en": "seat {seat} annuls the deal", "nl": "stoel {seat} annuleert de deling"},
    "act-annul-no": {"en": "seat {seat} keeps the deal", "nl": "stoel {seat} houdt de deling"},
    "turned": {"en": "  turned for trump: {card}", "nl": "  gedraaid voor troef: {card}"},
    "trumps_to_turn": {"en": "  suits to turn: {suits}", "nl": "  kleuren om te draaien: {suits}"},
    "rest_skart": {"en": "  skart: {cards}", "nl": "  skart: {cards}"},
    "rest_stock": {"en": "  stock (top first): {cards}", "nl": "  stok (bovenste eerst): {cards}"},
    "trump_is": {"en": "Trump: {suit}.", "nl": "Troef: {suit}."},
    "to_play": {"en": "Seat {seat} to play.", "nl": "Stoel {seat} is aan de beurt."},
    "to_act": {"en": "Seat {seat} to act ({phase}).", "nl": "Stoel {seat} is aan de beurt ({phase})."},
    "result": {"en": "Result:", "nl": "Uitslag:"},
    "made_of": {"en": "How each score is made:", "nl": "Zo is elke score opgebouwd:"},
    "seat_made_of": {"en": "  seat {seat}: {parts} = {score}", "nl": "  stoel {seat}: {parts} = {score}"},
    "part": {"en": "{text} [{rule}]", "nl": "{text} [{rule}]"},
    "seat": {"en": "seat", "nl": "stoel"},
    "illegal": {
        "en": "Action {index} (seat {seat}, {action}) is not allowed: {message} [{rule}]",
        "nl": "Actie {index} (stoel {seat}, {action}) mag niet: {message} [{rule}]",
    },
}

A_CARD = {"en": "a card", "nl": "een kaart"}


def say(key: str, lang: str = "en", **values: object) -> str:
    return fill(WORDS[key], lang, **values)


def cards_text(cards: list[Card], lang: str = "en") -> str:
    """'♥R †21 ☆': short labels, space-separated."""
    return " ".join(card.short(lang) for card in cards)


def describe(state: HandState, lang: str = "en", seat: int | None = None) -> str:
    """The hand so far: header, the deal (only ``seat``'s own hand if given), every
    action and what the engine did by itself, trick by trick, then whose turn it is
    or the result."""
    lines = _header(state, lang)
    pack = state.pack
    if seat is None:
        lines.append(say("dealt", lang))
        lines += [
            say("seat_sits_out", lang, seat=s) if s == state.sitting_out
            else say("seat_cards", lang, seat=s, cards=cards_text(_cards(pack, hand), lang))
            for s, hand in enumerate(state.deal.hands)
        ]
        lines += _rest_lines(state, lang)
    elif state.result is None:
        lines.append(say("your_hand", lang, seat=seat, cards=cards_text(state.hand(seat), lang)))
    lines.append("")
    lines += play_lines(state, lang, seat)
    if state.result is None:
        if state.turn is not None:
            if state.phase_name == "play":
                lines.append(say("to_play", lang, seat=state.turn))
            else:
                lines.append(say("to_act", lang, seat=state.turn, phase=fill(PHASE_NAMES[state.phase_name], lang)))
    else:
        lines += ["", say("result", lang), *result_table(state.result, lang), *made_of_lines(state, lang)]
    return "\n".join(lines)


def _rest_lines(state: HandState, lang: str) -> list[str]:
    """The cards not in the hands: the turned card, the stock or skart, the cards out of play."""
    deal, pack, lines = state.deal, state.pack, []
    if deal.turned is not None:
        lines.append(say("turned", lang, card=pack.cards[deal.turned].short(lang)))
    if deal.trumps:  # none under utrechts and leids (K7): no line then
        lines.append(say("trumps_to_turn", lang, suits=", ".join(pack.suit_name(t, lang) for t in deal.trumps)))
    if deal.rest:
        kind = state.spec.deal.rest
        if kind == "stock":  # in dealt order: the top card first
            lines.append(say("rest_stock", lang, cards=cards_text([pack.cards[i] for i in deal.rest], lang)))
        else:
            lines.append(say("rest_skart" if kind == "skart" else "rest", lang,
                             cards=cards_text(_cards(pack, deal.rest), lang)))
    return lines


def _header(state: HandState, lang: str) -> list[str]:
    spec = state.spec
    lines = [say("header", lang, title=fill(spec.title, lang), players=state.players)]
    if spec.active_variants:
        names = ", ".join(f"{fill(spec.variants[name].title, lang)} ({spec.variants[name].rule})"
                          for name in spec.active_variants)
        lines.append(say("variants", lang, names=names))
    if state.options:
        docs = {o.name: fill(o.doc, lang) for o in spec.options}
        values = "; ".join(say("option", lang, doc=docs.get(name, name), value=_in_words(value, lang))
                           for name, value in state.options.items())
        lines.append(say("options", lang, values=values))
    lines.append(say("seats", lang, dealer=state.dealer, voorhand=state.voorhand))
    return lines


def _in_words(value: object, lang: str) -> str:
    """A value for a person: a switch (an option, nat, pit) is yes or no, not Python's
    True or False; a list (the scores a game resumes at, MJ8) its items, without brackets."""
    if isinstance(value, bool):
        return say("yes" if value else "no", lang)
    if isinstance(value, (list, tuple)):
        return ", ".join(map(str, value))
    return str(value)


def _cards(pack: Pack, indices: tuple[int, ...]) -> list[Card]:
    """Dealt cards in pack order (suit by suit, low to high), easier to read than as dealt."""
    return pack.cards_in(pack.mask(indices))


Told = list[tuple[tuple[int, Action] | None, list[Event]]]


def told_in_order(actions: Sequence[tuple[int, Action]], events: Iterable[Event]) -> tuple[Told, list[Event]]:
    """The events as a reader is told them, the one order of the text replay and the
    table's log: ``(None, what came before any action)``, then per action ``(action,
    what followed it)``, a trick's own event first. What a card did while its trick went
    on (MJ3: the trump 7 scores as it is played) waits for that trick's event; what still
    waits at the end (the trick on the table) is returned apart, told after that trick."""
    at_step: dict[int, list[Event]] = {}
    for event in events:
        at_step.setdefault(event.step, []).append(event)
    told: Told = [(None, at_step.get(0, []))]
    waiting: list[Event] = []
    for step, taken in enumerate(actions, start=1):
        happened = at_step.get(step, [])
        tricks = [event for event in happened if event.kind == "trick"]
        others = [event for event in happened if event.kind != "trick"]
        if isinstance(taken[1], Play) and not tricks:  # the trick goes on: its line comes when it is complete
            waiting += others
            told.append((taken, []))
            continue
        told.append((taken, tricks + waiting + others))
        waiting = []
    return told, waiting


def play_lines(state: HandState, lang: str = "en", seat: int | None = None) -> list[str]:
    """Every action and event in the order they happened: bids, discards and
    declarations one a line, each finished trick (leader, cards, winner) with what
    the engine did after it, and the trick on the table. With ``seat``, only what
    that seat may see (its own discards, drawn cards and hidden declarations)."""
    events = [e for e in state.events if seat is None or e.seen_from(seat) is not None]
    if seat is not None:
        events = [e.seen_from(seat) for e in events]  # type: ignore[misc]
    values = {(s, action): value for s, action, value in state.declared}
    tricks = state.tricks
    told, waiting = told_in_order(state.actions, events)
    lines: list[str] = []
    doubled = 0  # K7: the yes said so far name the next doubling
    for taken, happened in told:
        action = taken[1] if taken is not None else None
        if taken is not None and not isinstance(action, Play):
            who = taken[0]
            if isinstance(action, Double):
                lines.append(say(f"act-{doubling(doubled)}-{_yes_no(action)}", lang, seat=who))
                doubled += action.yes
            elif seat is None or who == seat or not isinstance(action, Discard):
                lines.append(_action_line(who, action, values.get(taken, 0), state, lang,
                                          hide_cards=seat is not None and who != seat and _hidden(state)))
        for event in happened:
            if event.kind == "trick":
                trick = tricks[event.number - 1]
                played = zip(trick.seats, trick.cards)
                lines.append(_trick_line(trick.number, trick.leader, played, lang)
                             + say("winner", lang, seat=trick.winner))
            elif event.kind != "declared" and not (  # the declaration's own line shows it, and its points (MJ4)
                    event.kind == "scored" and isinstance(action, Declare) and event.name == action.combo):
                lines.append(_event_line(event, state, lang))
    if state.trick_seats:
        lines.append(_trick_line(len(tricks) + 1, state.trick_seats[0], state.trick(), lang))
    return lines + [_event_line(event, state, lang) for event in waiting]


def _hidden(state: HandState) -> bool:
    option = state.spec.hidden_declarations
    return option is not None and bool(state.options.get(option))


def _action_line(seat: int, action: Action, value: int, state: HandState, lang: str, hide_cards: bool) -> str:
    pack = state.pack
    if isinstance(action, Bid):
        if action.call == "pass":
            return say("act-bid-pass", lang, seat=seat)
        trump = "" if action.trump is None else f" {pack.suit_name(action.trump, lang)}"
        points = "" if action.points is None else f" {action.points}"
        return say("act-bid-play", lang, seat=seat, trump=trump, points=points)
    if isinstance(action, Discard):
        return say("act-discard", lang, seat=seat, card=action.card.short(lang))
    if isinstance(action, Declare):
        cards = "?" if hide_cards else cards_text(list(action.in_pack_order), lang)
        return say("act-declare", lang, seat=seat, name=_name(state, action.combo, lang), cards=cards, amount=value)
    if isinstance(action, EndDeclaring):
        return say("act-end-declaring", lang, seat=seat)
    if isinstance(action, Annul):
        return say(f"act-annul-{_yes_no(action)}", lang, seat=seat)
    return f"seat {seat}: {action}"


def _yes_no(answer: Double | Annul) -> str:
    return "yes" if answer.yes else "no"


def _name(state: HandState, name: str, lang: str) -> str:
    """A combination's or a scoring reason's name for people, from the game (``spec.names``)."""
    texts = state.spec.names.get(name)
    return fill(texts, lang) if texts else name


def _trick_line(number: int, leader: int, played: Iterable[tuple[int, Card]], lang: str) -> str:
    cards = ", ".join(say("played", lang, seat=s, card=c.short(lang)) for s, c in played)
    return say("trick", lang, number=number, leader=leader, cards=cards)


def _event_line(event: Event, state: HandState, lang: str) -> str:
    card = event.card.short(lang) if event.card is not None else fill(A_CARD, lang)  # a draw the seat did not see
    key = event.kind if event.kind in WORDS and event.kind not in ("trick",) else "event"
    if key == "debt-settled" and event.card is None:  # the debt lapses, no card moves (ML4, LT7, TF4)
        key = "debt-lapsed"
    elif key == "contract" and not event.amount:  # K4 majority: no number to reach
        key = "contract-majority"
    elif key == "drawn" and event.name == "skart":  # K5: the Speler takes the skart, not a draw from a stock
        key = "skart-taken"
    return say(key, lang, seat=event.seat, to=event.to, card=card, rule=event.rule, amount=event.amount,
               name=_name(state, event.name, lang) if event.name else "", kind=event.kind)


def result_table(result: HandResult, lang: str = "en") -> list[str]:
    """One row per seat, one column per per-seat figure; other figures on a line each."""
    data = result.to_json()
    columns = result.per_seat()
    headings = [say("seat", lang)] + [result_heading(key, lang) for key, _ in columns]
    rows = [[str(seat)] + [str(values[seat]) for _, values in columns] for seat in range(len(result.score))]
    widths = [max(len(row[i]) for row in [headings, *rows]) for i in range(len(headings))]
    lines = ["  " + "  ".join(cell.rjust(w) for cell, w in zip(row, widths)) for row in [headings, *rows]]
    lines += [
        f"  {result_heading(key, lang)}: {_in_words(value, lang)}"
        for key, value in data.items()
        if not isinstance(value, list)
    ]
    return lines


def made_of_lines(state: HandState, lang: str = "en") -> list[str]:
    """What each seat's score is made of, a line per seat with its parts and their rules
    (:func:`tarotlib.explain.score_lines`); nothing for a hand that scored nothing."""
    result = state.result
    assert result is not None
    if not result.parts:
        return []
    lines = [say("made_of", lang)]
    for seat in range(state.players):
        parts = explain.score_lines(result, seat, state.spec.names)
        if parts:
            told = "; ".join(say("part", lang, text=line.text(lang), rule=line.rule) for line in parts)
            lines.append(say("seat_made_of", lang, seat=seat, parts=told, score=f"{result.score[seat]:g}"))
    return lines


def describe_replay(replay: Replay, lang: str = "en") -> str:
    """:func:`describe` of a replayed record, then where and why it stopped, if it did."""
    shown = describe(replay.state, lang)
    error = replay.error
    if isinstance(error, IllegalAction) and replay.index is not None:
        action = dict(replay.record.actions[replay.index])
        seat = action.pop("seat")
        problem = say(
            "illegal", lang, index=replay.index, seat=seat,
            action=readable(json.dumps(action, ensure_ascii=False), 200),
            rule=error.rule, message=error.explanation(lang),
        )
        return f"{shown}\n\n{problem}"
    if error is not None:
        return f"{shown}\n\n{error.message(lang)}"
    return shown


# ---------------------------------------------------------------- output encoding
PLAIN_SYMBOLS = dict(zip(SUIT_SYMBOLS, SUITS + "T")) | {EXCUSE_SYMBOL: "EX", "×": "x"}
"""What an output that cannot show a symbol shows instead: the suit letters of the
record codes (``♥R`` is ``hR``), ``T`` for a trump (``T21``), ``EX`` for the Excuse,
``x`` for a doubled stake's times sign (``x2``)."""


def _plain_symbols(error: UnicodeError) -> tuple[str, int]:
    if not isinstance(error, UnicodeEncodeError):
        raise error
    return "".join(PLAIN_SYMBOLS.get(c, "?") for c in error.object[error.start:error.end]), error.end


def _json_escapes(error: UnicodeError) -> tuple[str, int]:
    """JSON's own ``\\uXXXX`` (a surrogate pair above U+FFFF): a character outside ASCII
    stands only inside a JSON string, so the text stays the same JSON."""
    if not isinstance(error, UnicodeEncodeError):
        raise error
    escaped = json.dumps(error.object[error.start:error.end], ensure_ascii=True)[1:-1]
    return escaped, error.end


codecs.register_error("tarotlib-plain", _plain_symbols)
codecs.register_error("tarotlib-json", _json_escapes)


def printable(text: str, encoding: str | None, json_text: bool = False) -> str:
    """``text`` as a stream in ``encoding`` can write it (an ASCII or Latin-1 terminal, a
    pipe in the C locale): each character it cannot show as :data:`PLAIN_SYMBOLS` says,
    else ``?``; JSON text with its characters escaped, so it reads back the same."""
    if not encoding:
        return text
    handler = "tarotlib-json" if json_text else "tarotlib-plain"
    try:
        return text.encode(encoding, handler).decode(encoding)
    except LookupError:  # an encoding Python does not know: the stream will say so itself
        return text
