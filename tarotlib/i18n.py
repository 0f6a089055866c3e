"""Every sentence the engine says to a learner, in English and Dutch.

Wording follows ``shared/notes/glossary.md``: one word for one thing in both languages.
"""

from __future__ import annotations

from typing import Iterable, Mapping

from tarotlib.cards import Card

LANGS = ("en", "nl")

MESSAGES: dict[str, dict[str, str]] = {
    "follow": {
        "en": "You must follow {suit}: you hold {cards}.",
        "nl": "Je moet {suit} bekennen: je hebt {cards}.",
    },
    "follow_trump": {
        "en": "Trumps were led, so you must play a trump: you hold {cards}.",
        "nl": "Er is troef gevraagd, dus je moet troef bekennen: je hebt {cards}.",
    },
    "ruff": {
        "en": "You cannot follow {suit}, so you must play {ruff}: you hold {cards}.",
        "nl": "Je kunt geen {suit} bekennen, dus je moet {ruff}: je hebt {cards}.",
    },
    "excuse_also": {  # shown where the Excuse is legal too; not "always": Leipzig limits it (LT3)
        "en": " (The Excuse may be played instead.)",
        "nl": " (Het Excuus mag je ook in plaats daarvan spelen.)",
    },
    "turn": {
        "en": "It is not your turn: seat {turn} plays now.",
        "nl": "Je bent niet aan de beurt: stoel {turn} speelt nu.",
    },
    "hand": {
        "en": "You do not hold {card}.",
        "nl": "Je hebt {card} niet in je hand.",
    },
    "phase": {
        "en": "That is not possible now: the hand is in its {phase} phase.",
        "nl": "Dat kan nu niet: de hand is in de fase {phase}.",
    },
    "over": {
        "en": "The hand is over: no more actions.",
        "nl": "De hand is afgelopen: er kan niets meer gebeuren.",
    },
    "not_action": {
        "en": "{given} is no action: play a card, discard, bid, declare or answer yes or no.",
        "nl": "{given} is geen actie: speel een kaart, leg af, bied, roem of zeg ja of nee.",
    },
    "help_games": {"en": "games:", "nl": "spellen:"},  # selfplay --help
    "help_not_with": {"en": "Not with {variants}.", "nl": "Niet met {variants}."},
    "now_play": {
        "en": "It is trick play now: play a card.",
        "nl": "Er worden nu slagen gespeeld: speel een kaart.",
    },
    "now_discard": {
        "en": "It is the discard now: lay away a card.",
        "nl": "Er wordt nu afgelegd: leg een kaart af.",
    },
    "now_declare": {
        "en": "It is time to declare now: declare a combination or stop declaring.",
        "nl": "Er wordt nu geroemd: roem een combinatie of stop met roemen.",
    },
    "now_bid": {
        "en": "It is the bidding now: say play or pass.",
        "nl": "Er wordt nu geboden: zeg spelen of passen.",
    },
    "now_double": {
        "en": "It is the doubling now (kraken): say yes or no.",
        "nl": "Er wordt nu gekraakt: zeg ja of nee.",
    },
    "now_annul": {
        "en": "The deal may be annulled now: say yes or no.",
        "nl": "De deling mag nu geannuleerd worden: zeg ja of nee.",
    },
}

RUFF_PHRASES = {
    "trump": {"en": "a trump", "nl": "troeven"},
    "trump_or_spade": {"en": "a trump or a spade", "nl": "troef of schoppen spelen"},
}

PHASE_NAMES = {
    "play": {"en": "trick play", "nl": "slagen spelen"},
    "discard": {"en": "discard", "nl": "afleggen"},
    "declare": {"en": "declarations", "nl": "roemen"},
    "bid": {"en": "bidding", "nl": "bieden"},
    "double": {"en": "doubling", "nl": "kraken"},
    "annul": {"en": "annul the deal?", "nl": "deling annuleren?"},
    "done": {"en": "the hand is over", "nl": "de hand is afgelopen"},
}

_AND = {"en": "and", "nl": "en"}

RESULT_HEADINGS: dict[str, dict[str, str]] = {
    "tricks": {"en": "tricks", "nl": "slagen"},
    "card_points": {"en": "card points", "nl": "kaartpunten"},
    "score": {"en": "score", "nl": "score"},
    "pot_share": {"en": "pot share", "nl": "uit de pot"},
    "pot_left": {"en": "left in the pot", "nl": "blijft in de pot"},
    "nat": {"en": "nat (the contract was not made)", "nl": "nat (het contract is niet gehaald)"},  # K3 K4: a Speler or a side
    "pit": {"en": "pit: every trick to one side, in Klaverjas-3 to one player (K4)",  # two defenders: no pit
            "nl": "pit: alle slagen voor één partij, bij klaverjassen met drie voor één speler (K4)"},
    "sheet": {"en": "sheet (rounded)", "nl": "briefje (afgerond)"},  # K4
    "roem": {"en": "roem", "nl": "roem"},  # K3
    "bonus": {"en": "of which declarations and bonuses", "nl": "waarvan roem en bonussen"},  # MJ3-MJ6
}
"""Headings for the keys of a hand's result (RECORD.md), in the text replay and on the page."""


def say(key: str, lang: str = "en", **values: str) -> str:
    """The message ``key`` in ``lang`` with ``values`` filled in."""
    return fill(MESSAGES[key], lang, **values)


def fill(texts: Mapping[str, str], lang: str = "en", **values: object) -> str:
    """One text of ``{lang: text}`` in ``lang`` (English where it is missing), ``values`` filled in."""
    return texts.get(lang, texts["en"]).format(**values)


def both(key: str, **values: str) -> tuple[str, str]:
    """The message in English and in Dutch; values may be ``{lang: text}`` dicts."""
    def said(lang: str) -> str:
        return say(key, lang, **{k: v[lang] if isinstance(v, dict) else v for k, v in values.items()})
    return said("en"), said("nl")


def result_heading(key: str, lang: str = "en") -> str:
    """The heading of a result key; a key without one is shown by its own name."""
    return fill(RESULT_HEADINGS[key], lang) if key in RESULT_HEADINGS else key


def join(words: Iterable[str], lang: str = "en") -> str:
    """'a', 'a and b', 'a, b and c' (Dutch: 'en')."""
    items = list(words)
    if len(items) <= 1:
        return "".join(items)
    return f"{', '.join(items[:-1])} {_AND.get(lang, 'and')} {items[-1]}"


def card_list(cards: Iterable[Card], lang: str = "en") -> str:
    """Cards as short labels: '♥7 and ♥R'."""
    return join((c.short(lang) for c in cards), lang)
