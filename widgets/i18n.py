"""Every word the widgets show, in English and Dutch, in one table.

The table extends :data:`tarotlib.svg.TEXTS` (the words of the table drawings), so a
component never holds a literal sentence and a language switch only re-renders.
Rule sentences come from the engine (``IllegalAction.explanation(lang)``), never
from here. Wording follows ``shared/notes/glossary.md``.
"""

from __future__ import annotations

from typing import Sequence

from tarotlib import svg
from tarotlib.i18n import fill, join
from tarotlib.state import Event, Trick

__all__ = ["LANGS", "LANGUAGE_NAMES", "MESSAGES", "event_lines", "join", "say", "seat_label"]

LANGS = ("en", "nl")
LANGUAGE_NAMES = {"en": "English", "nl": "Nederlands"}

MESSAGES: dict[str, dict[str, str]] = {
    **svg.TEXTS,
    "you_in_log": {"en": "you", "nl": "jij"},
    "your_hand": {"en": "Your hand", "nl": "Jouw kaarten"},
    "hand_of": {"en": "Hand of {seat}", "nl": "Kaarten van {seat}"},
    "refused": {"en": "Not allowed", "nl": "Mag niet"},
    "rule": {"en": "rule {rule}", "nl": "regel {rule}"},
    "your_turn": {"en": "Your turn: play a card.", "nl": "Jij bent aan de beurt: speel een kaart."},
    "your_lead": {"en": "Your lead: play any card.", "nl": "Jij komt uit: speel een kaart."},
    "waiting": {"en": "{seat} plays…", "nl": "{seat} speelt…"},
    "played": {"en": "{seat} plays {card}.", "nl": "{seat} speelt {card}."},
    "hint": {"en": "Hint", "nl": "Tip"},
    "hint_free": {"en": "Any card in your hand may be played now.", "nl": "Je mag nu elke kaart uit je hand spelen."},
    "hint_suggest": {"en": "A good card here: {card}.", "nl": "Een goede kaart hier: {card}."},
    "hint_not_now": {"en": "Wait: it is not your turn.", "nl": "Wacht: je bent niet aan de beurt."},
    "new_deal": {"en": "New deal", "nl": "Opnieuw delen"},
    "next_hand": {"en": "Next hand", "nl": "Volgende hand"},
    "new_game": {"en": "New game", "nl": "Nieuw potje"},
    "language": {"en": "Language", "nl": "Taal"},
    "log": {"en": "What happened", "nl": "Wat er gebeurde"},
    "trick_won": {"en": "{seat} wins trick {number} ({cards}).", "nl": "{seat} wint slag {number} ({cards})."},
    "excuse_kept": {
        "en": "{seat} keeps the Excuse and owes {to} a blank card ({rule}).",
        "nl": "{seat} houdt het Excuus en is {to} een lege kaart schuldig ({rule}).",
    },
    "excuse_kept_paid": {
        "en": "{seat} keeps the Excuse and gives {card} to {to} ({rule}).",
        "nl": "{seat} houdt het Excuus en geeft {card} aan {to} ({rule}).",
    },
    "blank_given": {"en": "{seat} gives {card} to {to} ({rule}).", "nl": "{seat} geeft {card} aan {to} ({rule})."},
    "debt_settled": {
        "en": "End of the hand: {seat} still owes a card for the Excuse and gives {card} to {to} ({rule}).",
        "nl": "Einde van de hand: {seat} moet nog een kaart voor het Excuus geven en geeft {card} aan {to} ({rule}).",
    },
    "sheet": {"en": "Score sheet", "nl": "Scorebriefje"},
    "hand_no": {"en": "Hand", "nl": "Hand"},
    "total": {"en": "Total", "nl": "Totaal"},
    "target": {"en": "The first to {target} points wins ({rule}).", "nl": "Wie het eerst {target} punten heeft, wint ({rule})."},
    "fixed_hands": {"en": "{hands} hand(s) are played ({rule}).", "nl": "Er wordt {hands} hand gespeeld ({rule})."},
    "winner": {"en": "{seats} won the game!", "nl": "{seats} heeft het potje gewonnen!"},
    "winner_you": {"en": "You won the game!", "nl": "Jij hebt het potje gewonnen!"},
    "winners": {"en": "{seats} won the game together!", "nl": "{seats} hebben samen gewonnen!"},
    "no_hands": {"en": "No hand finished yet.", "nl": "Nog geen hand gespeeld."},
    "points_left": {"en": "cards left", "nl": "kaarten over"},
    "running_score": {"en": "total", "nl": "totaal"},
    "hand_result": {
        "en": "Hand over: you scored {score} ({points} card points, {cards} cards won).",
        "nl": "Hand afgelopen: jij scoort {score} ({points} kaartpunten, {cards} kaarten gewonnen).",
    },
    "error": {
        "en": "Something went wrong here; the game itself is unchanged.",
        "nl": "Hier ging iets mis; het spel zelf is niet veranderd.",
    },
}


def say(key: str, lang: str = "en", **values: object) -> str:
    """The message ``key`` in ``lang`` (English when missing) with ``values`` filled in."""
    return fill(MESSAGES[key], lang, **values)


def seat_label(seat: int, lang: str = "en", you: int | None = None, *, in_sentence: bool = False) -> str:
    """A seat as the log names it: 'Seat 2', or 'Seat 0 (you)' for the learner (so the
    verb that follows stays right in both languages); lower case inside a sentence."""
    label = svg.text("seat", lang, seat=seat)
    if in_sentence:
        label = label[0].lower() + label[1:]
    return f"{label} ({say('you_in_log', lang)})" if seat == you else label


def event_lines(events: Sequence[Event], tricks: Sequence[Trick], lang: str = "en",
                you: int | None = None) -> list[str]:
    """The engine's events of one hand as short sentences in ``lang``.

    An ``excuse-kept`` directly followed by the same owner's ``blank-given`` is told
    as one sentence, as a player would say it: 'Seat 2 keeps the Excuse and gives †2
    to seat 0 (T5).'
    """
    cards_of = {trick.number: trick.cards for trick in tricks}
    lines: list[str] = []
    skip_next = False
    for at, event in enumerate(events):
        if skip_next:
            skip_next = False
            continue
        who = seat_label(event.seat, lang, you)
        to = seat_label(event.to, lang, you, in_sentence=True) if event.to is not None else ""
        if event.kind == "trick":
            cards = " ".join(c.short(lang) for c in cards_of.get(event.number, ()))
            lines.append(say("trick_won", lang, seat=who, number=event.number, cards=cards))
        elif event.kind == "excuse-kept":
            paid = events[at + 1] if at + 1 < len(events) else None
            if paid is not None and paid.kind == "blank-given" and paid.seat == event.seat and paid.card:
                lines.append(say("excuse_kept_paid", lang, seat=who, card=paid.card.short(lang), to=to,
                                 rule=paid.rule or event.rule))
                skip_next = True
            else:
                lines.append(say("excuse_kept", lang, seat=who, to=to, rule=event.rule))
        elif event.kind in ("blank-given", "debt-settled") and event.card is not None:
            key = "blank_given" if event.kind == "blank-given" else "debt_settled"
            lines.append(say(key, lang, seat=who, card=event.card.short(lang), to=to, rule=event.rule))
    return lines
