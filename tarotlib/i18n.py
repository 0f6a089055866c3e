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
    # why a card wins or loses a trick (tarotlib.explain), in the words the lessons use
    "card_wins": {"en": "{card} wins the trick.", "nl": "{card} wint de slag."},
    "wins_led": {
        "en": "It is the highest card of the suit led, {suit}, and there are no {trumps} here.",
        "nl": "Het is de hoogste kaart van de gevraagde kleur, {suit}, en er liggen geen {trumps}.",
    },
    "wins_led_no_trumps": {
        "en": "It is the highest card of the suit led, {suit}.",
        "nl": "Het is de hoogste kaart van de gevraagde kleur, {suit}.",
    },
    "wins_trump": {
        "en": "It is the highest of the {suit} here, and {suit} beat every other suit.",
        "nl": "Het is de hoogste {suit} hier, en {suit} gaat boven elke andere kleur.",
    },
    "wins_trump_below": {
        "en": "It is the highest of the {suit} here, and there are no {above} here, the only cards above {suit}.",
        "nl": "Het is de hoogste {suit} hier, en er liggen geen {above}, de enige kaarten boven {suit}.",
    },
    "excuse_never_wins": {"en": "The Excuse never wins a trick.", "nl": "Het Excuus wint nooit een slag."},
    "cannot_win": {
        "en": "{card} cannot win this trick: only {suits} can.",
        "nl": "{card} kan deze slag niet winnen: dat kunnen alleen {suits}.",
    },
    "higher_in_suit": {
        "en": "{strong} beats {weak}: it ranks above it in {suit}, from high to low {order}.",
        "nl": "{strong} slaat {weak}: die staat hoger in {suit}, van hoog naar laag {order}.",
    },
    "higher_trump": {"en": "{strong} beats {weak}: the higher trump wins.",
                     "nl": "{strong} slaat {weak}: de hoogste troef wint."},
    "trump_beats": {
        "en": "{strong} is a trump and beats {weak}: a trump beats every card of another suit.",
        "nl": "{strong} is troef en slaat {weak}: troef gaat boven elke kaart van een andere kleur.",
    },
    "suit_above": {
        "en": "{strong} beats {weak}: {strong_suit} rank above {weak_suit}.",
        "nl": "{strong} slaat {weak}: {strong_suit} gaat boven {weak_suit}.",
    },
    "stronger_still": {"en": "But {card} does not win this trick either: a card stronger still lies here.",
                       "nl": "Maar ook {card} wint deze slag niet: er ligt een nog sterkere kaart."},
    # what a hand's score is made of (tarotlib.explain.score_lines: one part of HandResult.parts each)
    "part_card_points": {"en": "card points: {amount}", "nl": "kaartpunten: {amount}"},
    "part_card_values": {"en": "card values: {amount}", "nl": "kaartwaarden: {amount}"},
    "part_sets": {"en": "one for each set of three cards: {amount}", "nl": "één per set van drie kaarten: {amount}"},
    "part_cards_over": {"en": "cards won minus {detail}: {amount}", "nl": "gewonnen kaarten min {detail}: {amount}"},
    "part_tricks": {"en": "tricks won: {amount}", "nl": "gewonnen slagen: {amount}"},
    "part_par": {"en": "against {detail}: {amount}", "nl": "tegen {detail}: {amount}"},
    "part_last_trick": {"en": "last trick: {amount}", "nl": "laatste slag: {amount}"},
    "part_roem": {"en": "roem: {amount}", "nl": "roem: {amount}"},
    "part_nat": {"en": "nat, all card points: {amount}", "nl": "nat, alle kaartpunten: {amount}"},
    "part_nat_roem": {"en": "nat, all roem: {amount}", "nl": "nat, alle roem: {amount}"},
    "part_nat_shared": {"en": "nat, half of all card points: {amount}",
                        "nl": "nat, de helft van alle kaartpunten: {amount}"},
    "part_nat_roem_shared": {"en": "nat, half of all roem: {amount}", "nl": "nat, de helft van alle roem: {amount}"},
    "part_nat_against": {"en": "nat: {amount}", "nl": "nat: {amount}"},
    "part_pit": {"en": "pit: {amount}", "nl": "pit: {amount}"},
    "part_factor": {"en": "the stake × {times}: {amount}", "nl": "de inzet × {times}: {amount}"},
    "part_paid": {"en": "paid for {detail}: {amount}", "nl": "betaald voor {detail}: {amount}"},
    "part_scored": {"en": "{detail}: {amount}", "nl": "{detail}: {amount}"},
    "part_ante": {"en": "ante: {amount}", "nl": "inleg: {amount}"},
    "part_pot": {"en": "from the pot, {detail}: {amount}", "nl": "uit de pot, {detail}: {amount}"},
    "part_pot_share": {"en": "pot share: {amount}", "nl": "uit de pot: {amount}"},
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

AND = {"en": "and", "nl": "en"}
OR = {"en": "or", "nl": "of"}

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
    return tuple(  # type: ignore[return-value]
        say(key, lang, **{k: v[lang] if isinstance(v, dict) else v for k, v in values.items()})
        for lang in LANGS
    )


def result_heading(key: str, lang: str = "en") -> str:
    """The heading of a result key; a key without one is shown by its own name."""
    return fill(RESULT_HEADINGS[key], lang) if key in RESULT_HEADINGS else key


def join(words: Iterable[str], lang: str = "en") -> str:
    """'a', 'a and b', 'a, b and c' (Dutch: 'en')."""
    items = list(words)
    if len(items) <= 1:
        return "".join(items)
    return f"{', '.join(items[:-1])} {AND.get(lang, 'and')} {items[-1]}"


def card_list(cards: Iterable[Card], lang: str = "en") -> str:
    """Cards as short labels: '♥7 and ♥R'."""
    return join((c.short(lang) for c in cards), lang)
