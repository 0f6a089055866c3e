"""The api layer's words, English and Dutch side by side: the table drawings
(:mod:`tarotlib.svg`; ``tarotwidgets.i18n`` builds on them), the text replay
(:mod:`tarotlib.text`, keys ``replay-``) and the command line (:mod:`tarotlib.__main__`,
keys ``cli-``; argparse's own error messages stay its own, English). The engine's words
are in :mod:`tarotlib.i18n`, the games' in :mod:`tarotlib.games.messages`, the bots' and
the coach's in :mod:`tarotlib.bots.messages`.
"""

from __future__ import annotations

MESSAGES: dict[str, dict[str, str]] = {
    # ---------------------------------------------------------------- the table drawings
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
    # ---------------------------------------------------------------- the text replay
    "replay-header": {"en": "{title} ({players} players)", "nl": "{title} ({players} spelers)"},
    "replay-variants": {"en": "Variants: {names}", "nl": "Varianten: {names}"},
    "replay-options": {"en": "Options: {values}", "nl": "Opties: {values}"},
    "replay-option": {"en": "{doc}: {value}", "nl": "{doc}: {value}"},
    "replay-yes": {"en": "yes", "nl": "ja"},
    "replay-no": {"en": "no", "nl": "nee"},
    "replay-seats": {
        "en": "Dealer: seat {dealer}. Voorhand (leads the first trick): seat {voorhand}.",
        "nl": "Deler: stoel {dealer}. Voorhand (komt als eerste uit): stoel {voorhand}.",
    },
    "replay-dealt": {"en": "Dealt:", "nl": "Gedeeld:"},
    "replay-seat_cards": {"en": "  seat {seat}: {cards}", "nl": "  stoel {seat}: {cards}"},
    "replay-seat_sits_out": {
        "en": "  seat {seat}: no cards, the dealer sits out (K5)",
        "nl": "  stoel {seat}: geen kaarten, de deler speelt niet mee (K5)",
    },
    "replay-rest": {"en": "  not dealt: {cards}", "nl": "  niet gedeeld: {cards}"},
    "replay-your_hand": {"en": "Your hand (seat {seat}): {cards}", "nl": "Jouw hand (stoel {seat}): {cards}"},
    "replay-trick": {
        "en": "Trick {number}, seat {leader} leads: {cards}",
        "nl": "Slag {number}, stoel {leader} komt uit: {cards}",
    },
    "replay-played": {"en": "seat {seat} {card}", "nl": "stoel {seat} {card}"},
    "replay-winner": {"en": " -> seat {seat} wins", "nl": " -> stoel {seat} wint"},
    "replay-excuse-kept": {
        "en": "  seat {seat} keeps the Excuse and owes seat {to} a blank card [{rule}]",
        "nl": "  stoel {seat} houdt het Excuus en is stoel {to} een lege kaart schuldig [{rule}]",
    },
    "replay-blank-given": {
        "en": "  seat {seat} gives {card} to seat {to} [{rule}]",
        "nl": "  stoel {seat} geeft {card} aan stoel {to} [{rule}]",
    },
    "replay-debt-settled": {
        "en": "  end of the hand, debt still open: seat {seat} gives {card} to seat {to} [{rule}]",
        "nl": "  einde van de hand, schuld nog open: stoel {seat} geeft {card} aan stoel {to} [{rule}]",
    },
    "replay-debt-lapsed": {
        "en": "  end of the hand, debt still open: seat {seat} gives seat {to} no blank card [{rule}]",
        "nl": "  einde van de hand, schuld nog open: stoel {seat} geeft stoel {to} geen lege kaart [{rule}]",
    },
    "replay-excuse-lost": {
        "en": "  seat {seat} loses the Excuse to seat {to} like any card [{rule}]",
        "nl": "  stoel {seat} verliest het Excuus aan stoel {to}, als een gewone kaart [{rule}]",
    },
    "replay-ante": {"en": "  seat {seat} antes {amount} into the pot [{rule}]",
                    "nl": "  stoel {seat} legt {amount} in de pot [{rule}]"},
    "replay-pot": {"en": "  seat {seat} takes {amount} from the pot: {name} [{rule}]",
                   "nl": "  stoel {seat} neemt {amount} uit de pot: {name} [{rule}]"},
    "replay-paid": {"en": "  seat {seat} pays seat {to} {amount}: {name} [{rule}]",
                    "nl": "  stoel {seat} betaalt stoel {to} {amount}: {name} [{rule}]"},
    "replay-scored": {"en": "  seat {seat} scores {amount}: {name} [{rule}]",
                      "nl": "  stoel {seat} scoort {amount}: {name} [{rule}]"},
    "replay-factor": {"en": "  the stake is doubled, now ×{amount}: {name} [{rule}]",
                      "nl": "  de inzet wordt verdubbeld, nu ×{amount}: {name} [{rule}]"},
    "replay-contract": {"en": "  contract: seat {seat} {name} {amount} [{rule}]",
                        "nl": "  contract: stoel {seat} {name} {amount} [{rule}]"},
    "replay-suit-turned": {"en": "  everyone passed: {name} is turned, and seat {seat} (voorhand) must play it [{rule}]",
                           "nl": "  iedereen paste: {name} wordt gedraaid, en stoel {seat} (voorhand) moet erop spelen [{rule}]"},
    "replay-contract-majority": {"en": "  contract: seat {seat} {name}, more points than the defenders [{rule}]",
                                 "nl": "  contract: stoel {seat} {name}, meer punten dan de verdedigers [{rule}]"},
    "replay-roem": {"en": "  seat {seat} wins {amount} roem: {name} [{rule}]",
                    "nl": "  stoel {seat} krijgt {amount} roem: {name} [{rule}]"},
    "replay-lead-passed": {
        "en": "  seat {seat} holds the Excuse and may not lead trick 22: seat {to} leads, and the Excuse must be played [{rule}]",
        "nl": "  stoel {seat} heeft het Excuus en mag in slag 22 niet uitkomen: stoel {to} komt uit, en het Excuus moet gespeeld worden [{rule}]",
    },
    "replay-unpaid": {
        "en": "  seat {seat} is not paid for {name}: {amount} card points, and it is paid only for more than 26 [{rule}]",
        "nl": "  stoel {seat} krijgt {name} niet betaald: {amount} kaartpunten, en het wordt alleen betaald bij meer "
              "dan 26 [{rule}]",
    },
    "replay-drawn": {"en": "  seat {seat} draws {card} [{rule}]", "nl": "  stoel {seat} trekt {card} [{rule}]"},
    "replay-skart-taken": {"en": "  seat {seat} takes {card} from the skart [{rule}]",
                           "nl": "  stoel {seat} neemt {card} uit de skart [{rule}]"},
    "replay-ended": {"en": "  the hand ends: {name} [{rule}]", "nl": "  de hand is afgelopen: {name} [{rule}]"},
    "replay-event": {"en": "  {kind}: seat {seat} {name} {amount} [{rule}]",
                     "nl": "  {kind}: stoel {seat} {name} {amount} [{rule}]"},
    "replay-act-bid-pass": {"en": "seat {seat} passes", "nl": "stoel {seat} past"},
    "replay-act-bid-play": {"en": "seat {seat} plays{trump}{points}", "nl": "stoel {seat} speelt{trump}{points}"},
    "replay-act-discard": {"en": "seat {seat} lays away {card}", "nl": "stoel {seat} legt {card} af"},
    "replay-act-declare": {"en": "seat {seat} declares {name}: {cards} ({amount})",
                           "nl": "stoel {seat} roemt {name}: {cards} ({amount})"},
    "replay-act-end-declaring": {"en": "seat {seat} stops declaring", "nl": "stoel {seat} roemt niet verder"},
    "replay-act-double-yes": {"en": "seat {seat} doubles (kraken)", "nl": "stoel {seat} kraakt"},
    "replay-act-double-no": {"en": "seat {seat} does not double", "nl": "stoel {seat} kraakt niet"},
    "replay-act-redouble-yes": {"en": "seat {seat} redoubles (herkraken)", "nl": "stoel {seat} herkraakt"},
    "replay-act-redouble-no": {"en": "seat {seat} does not redouble", "nl": "stoel {seat} herkraakt niet"},
    "replay-act-superdouble-yes": {"en": "seat {seat} doubles again (superkraken)", "nl": "stoel {seat} superkraakt"},
    "replay-act-superdouble-no": {"en": "seat {seat} does not double again", "nl": "stoel {seat} superkraakt niet"},
    "replay-act-annul-yes": {"en": "seat {seat} annuls the deal", "nl": "stoel {seat} annuleert de deling"},
    "replay-act-annul-no": {"en": "seat {seat} keeps the deal", "nl": "stoel {seat} houdt de deling"},
    "replay-turned": {"en": "  turned for trump: {card}", "nl": "  gedraaid voor troef: {card}"},
    "replay-trumps_to_turn": {"en": "  suits to turn: {suits}", "nl": "  kleuren om te draaien: {suits}"},
    "replay-rest_skart": {"en": "  skart: {cards}", "nl": "  skart: {cards}"},
    "replay-rest_stock": {"en": "  stock (top first): {cards}", "nl": "  stok (bovenste eerst): {cards}"},
    "replay-trump_is": {"en": "Trump: {suit}.", "nl": "Troef: {suit}."},
    "replay-to_play": {"en": "Seat {seat} to play.", "nl": "Stoel {seat} is aan de beurt."},
    "replay-to_act": {"en": "Seat {seat} to act ({phase}).", "nl": "Stoel {seat} is aan de beurt ({phase})."},
    "replay-result": {"en": "Result:", "nl": "Uitslag:"},
    "replay-seat": {"en": "seat", "nl": "stoel"},
    "replay-illegal": {
        "en": "Action {index} (seat {seat}, {action}) is not allowed: {message} [{rule}]",
        "nl": "Actie {index} (stoel {seat}, {action}) mag niet: {message} [{rule}]",
    },
    "replay-a-card": {"en": "a card", "nl": "een kaart"},  # a card drawn that the seat did not see
    # ---------------------------------------------------------------- the command line
    "cli-usage": {"en": "usage: ", "nl": "gebruik: "},
    "cli-positionals": {"en": "positional arguments", "nl": "argumenten"},
    "cli-optionals": {"en": "options", "nl": "opties"},
    "cli-help": {"en": "show this help message and exit", "nl": "toon deze hulp en stop"},
    "cli-tarotlib": {
        "en": "Exact rules for nine historical trick-taking card games: check and make game records "
              "(the format of RECORD.md).",
        "nl": "De precieze regels van negen historische slagenspellen: controleer en maak spelrecords "
              "(het formaat van RECORD.md).",
    },
    "cli-lang": {"en": "language of messages, card names and this help", "nl": "taal van meldingen, kaartnamen en deze hulp"},
    "cli-replay": {"en": "check records action by action and show them",
                   "nl": "controleer records actie voor actie en toon ze"},
    "cli-replay_about": {
        "en": "Replay each record through the rules. Without --json, print the hand for a person: the deal, "
              "trick by trick, and the result. Exit status 1 if any record is malformed or has an illegal action.",
        "nl": "Speel elk record na volgens de regels. Zonder --json: toon de hand voor een mens: de deling, "
              "slag voor slag, en de uitslag. Afsluitcode 1 als een record misvormd is of een verboden actie heeft.",
    },
    "cli-files": {"en": "a record file; '-' reads standard input", "nl": "een recordbestand; '-' leest de standaardinvoer"},
    "cli-json": {"en": "one JSON line per file: every step with the legal actions, or the first illegal action",
                 "nl": "één JSON-regel per bestand: elke stap met de toegestane acties, of de eerste verboden actie"},
    "cli-selfplay": {"en": "let bots play one hand and print its record",
                     "nl": "laat computerspelers één hand spelen en druk het record af"},
    "cli-selfplay_about": {
        "en": "Deal one hand and let the same kind of bot play every seat; print the record as JSON. "
              "The same seed gives the same record.",
        "nl": "Deel één hand en laat op elke stoel dezelfde soort computerspeler spelen; druk het record af als "
              "JSON. Dezelfde seed geeft hetzelfde record.",
    },
    "cli-game": {"en": "a game id (listed below)", "nl": "de id van een spel (lijst hieronder)"},
    "cli-variant": {"en": "a variant, e.g. wild (repeatable)", "nl": "een variant, bijv. wild (herhaalbaar)"},
    "cli-players": {"en": "number of players (default: the game's usual number)",
                    "nl": "aantal spelers (standaard: het gewone aantal van het spel)"},
    "cli-seed": {"en": "seed for the deal and the bots (default: a random one)",
                 "nl": "seed voor de deling en de computerspelers (standaard: een willekeurige)"},
    "cli-bot": {"en": "random or basic (default: basic)", "nl": "random of basic (standaard: basic)"},
    "cli-option": {"en": "a game option, e.g. cards=9 or pot=3 for wild Maison Tarot (repeatable)",
                   "nl": "een speloptie, bijv. cards=9 of pot=3 voor wilde Maison Tarot (herhaalbaar)"},
    "cli-whole_number": {"en": "must be a whole number in ASCII digits 0-9, not {given}",
                         "nl": "moet een geheel getal in ASCII-cijfers 0-9 zijn, niet {given}"},
    "cli-too_many_digits": {"en": "a number with too many digits", "nl": "een getal met te veel cijfers"},
    "cli-output-failed": {"en": "tarotlib: cannot write the output: {reason}",
                          "nl": "tarotlib: kan de uitvoer niet schrijven: {reason}"},
    "cli-output-closed": {"en": "standard output is closed", "nl": "de standaarduitvoer is gesloten"},
}
