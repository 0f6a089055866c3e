"""The bots layer's words, English and Dutch side by side: the coach's sentences
(:mod:`tarotlib.coach`, keys ``coach-``), the phase panel's button labels (``label-``),
the review's lines (``review-``) and its headings for a decision before trick play
(``heading-``), the arena's (:mod:`tarotlib.arena`, ``arena-``) and the command line's
(:mod:`tarotlib.__main__`, ``cli-``; argparse's own error messages stay its own, English).

The Dutch ``coach-over-deals`` has no comma after it: Dutch puts the verb straight after
a fronted phrase ("In 40 verdelingen ... staat je partij ..."); its ``coach-it-one`` is
an adverb ("daarmee") where English has "with it". The labels are kept here, not in
``tarotwidgets``, so the engine needs no widget package; the tests check that the phase
panel (``tarotwidgets.phases``) names every choice alike.
"""

from __future__ import annotations

MESSAGES: dict[str, dict[str, str]] = {
    # ---------------------------------------------------------------- the coach
    "coach-verb-play": {"en": "Play {action}", "nl": "Speel {action}"},
    "coach-verb-discard": {"en": "Lay away {action}", "nl": "Leg {action} af"},
    "coach-verb-other": {"en": "Choose {action}", "nl": "Kies {action}"},
    "coach-quoted": {"en": "“{name}”", "nl": "‘{name}’"},
    "coach-any-of": {"en": "Any of {actions} does as well here", "nl": "{actions} zijn hier even goed"},
    "coach-no-difference-card": {"en": "It makes no difference which card you play here",
                                 "nl": "Het maakt hier niet uit welke kaart je speelt"},
    "coach-no-difference-other": {"en": "It makes no difference which you choose here",
                                  "nl": "Het maakt hier niet uit wat je kiest"},
    "coach-over-deals": {"en": "over {deals} deals that fit what you have seen",
                         "nl": "in {deals} verdelingen van de kaarten die kloppen met wat je gezien hebt"},
    "coach-over-deal": {"en": "over one deal that fits what you have seen",
                        "nl": "in één verdeling van de kaarten die klopt met wat je gezien hebt"},
    "coach-known": {"en": "knowing where every card lies (what you have seen places them all)",
                    "nl": "nu je weet waar elke kaart zit (wat je gezien hebt plaatst ze allemaal)"},
    "coach-known-then": {"en": "knowing where every card lay (what you knew placed them all)",
                         "nl": "toen je wist waar elke kaart zat (wat je wist plaatste ze allemaal)"},
    "coach-over-deals-then": {"en": "over {deals} deals that fit what you knew",
                              "nl": "in {deals} verdelingen van de kaarten die klopten met wat je wist"},
    "coach-over-deal-then": {"en": "over one deal that fit what you knew",
                             "nl": "in één verdeling van de kaarten die klopte met wat je wist"},
    "coach-all-same": {"en": "{head}: {over}, every choice comes out the same.",
                       "nl": "{head}: {over} komt elke keuze op hetzelfde uit."},
    "coach-better": {"en": "{head}: {over}, {gap}.", "nl": "{head}: {over} {gap}."},
    "coach-next-best": {"en": "{action}, the next best", "nl": "{action}, de op één na beste"},
    "coach-it-one": {"en": "with it", "nl": "daarmee"},
    "coach-it-many": {"en": "with any of them", "nl": "met elk daarvan"},
    "coach-with": {"en": "with {action}", "nl": "met {action}"},
    "coach-about": {"en": "about ", "nl": "ongeveer "},
    "coach-average": {"en": "on average ", "nl": "gemiddeld "},
    "coach-gap-side": {"en": "your side ends {average}{about}{amount} better off against the other side "
                             "{it} than with {other}",
                       "nl": "staat je partij er {it} {average}{about}{amount} beter voor tegenover de andere partij "
                             "dan met {other}"},
    "coach-gap-opponent": {"en": "you end {average}{about}{amount} better off against your opponent "
                                 "{it} than with {other}",
                           "nl": "sta je er {it} {average}{about}{amount} beter voor tegenover je tegenstander "
                                 "dan met {other}"},
    "coach-gap-others": {"en": "you end {average}{about}{amount} better off against the others "
                               "{it} than with {other}",
                         "nl": "sta je er {it} {average}{about}{amount} beter voor tegenover de anderen dan met {other}"},
    "coach-gap-own": {"en": "you score {average}{about}{amount} more {it} than with {other}, "
                            "even if the others all play against you",
                      "nl": "scoor je {it} {average}{about}{amount} meer dan met {other}, "
                            "ook als de anderen allemaal tegen je spelen"},
    "coach-only": {"en": "{action} is your only choice here.", "nl": "{action} is hier je enige keuze."},
    "coach-habit": {"en": "A rule of thumb, which the search does not check here: {reason}",
                    "nl": "Een vuistregel, die het zoeken hier niet narekent: {reason}"},
    # ---------------------------------------------------------------- the phase panel's button labels
    "label-pass": {"en": "Pass", "nl": "Pas"},
    "label-play": {"en": "Play", "nl": "Spelen"},
    "label-play-suit": {"en": "Play: {suit} trump", "nl": "Spelen: {suit} troef"},
    "label-bid-points": {"en": "{suit} trump, {points}", "nl": "{suit} troef, {points}"},
    "label-declare": {"en": "{name}: {cards}", "nl": "{name}: {cards}"},
    "label-dix": {"en": "{name}: {seven} for {turned}", "nl": "{name}: {seven} voor {turned}"},
    "label-stop": {"en": "Stop declaring", "nl": "Stop met roemen"},
    "label-annul-yes": {"en": "Yes, annul the deal", "nl": "Ja, annuleer de deling"},
    "label-annul-no": {"en": "No, keep it", "nl": "Nee, houden"},
    "label-double-yes": {"en": "Yes, double (kraken)", "nl": "Ja, kraken"},
    "label-double-no": {"en": "No, play on", "nl": "Nee, niet kraken"},
    "label-redouble-yes": {"en": "Yes, redouble (herkraken)", "nl": "Ja, herkraken"},
    "label-redouble-no": {"en": "No, play on", "nl": "Nee, niet herkraken"},
    "label-superdouble-yes": {"en": "Yes, double again (superkraken)", "nl": "Ja, superkraken"},
    "label-superdouble-no": {"en": "No, play on", "nl": "Nee, niet superkraken"},
    # ---------------------------------------------------------------- the review
    "review-trick": {"en": "Trick {n}: ", "nl": "Slag {n}: "},
    "review-phase": {"en": "{phase}: ", "nl": "{phase}: "},
    "review-played-play": {"en": "you played {action}", "nl": "je speelde {action}"},
    "review-played-discard": {"en": "you laid away {action}", "nl": "je legde {action} af"},
    "review-played-other": {"en": "you chose {action}", "nl": "je koos {action}"},
    "review-only": {"en": "{prefix}{played}, your only choice.", "nl": "{prefix}{played}, je enige keuze."},
    "review-as-good": {"en": "{prefix}{played}, as good as any choice {over}.",
                       "nl": "{prefix}{played}, even goed als elke andere keuze {over}."},
    "review-the-best": {"en": "{prefix}{played}, the best choice {over}.",
                        "nl": "{prefix}{played}, de beste keuze {over}."},
    "review-one-of-best": {"en": "{prefix}{played}, one of the best choices {over}.",
                           "nl": "{prefix}{played}, een van de beste keuzes {over}."},
    "review-better": {"en": "{prefix}{played}; {best} was better: {over}, {gap}.",
                      "nl": "{prefix}{played}; {best} was beter: {over} {gap}."},
    "review-habit-same": {"en": "{prefix}{played}, as the rule of thumb says (the search does not check this choice).",
                          "nl": "{prefix}{played}, zoals de vuistregel zegt (het zoeken rekent deze keuze niet na)."},
    "review-habit-other": {"en": "{prefix}{played}; the rule of thumb, which the search does not check, says {best}: "
                                 "{reason}",
                           "nl": "{prefix}{played}; de vuistregel, die het zoeken niet narekent, zegt {best}: {reason}"},
    "review-seen": {"en": "With every card seen (the second view, which you could not know then): {verdict}.",
                    "nl": "Met alle kaarten open (de tweede blik, die je toen niet kon kennen): {verdict}."},
    "review-seen-same": {"en": "{played} was the best too", "nl": "{played} was ook dan het beste"},
    "review-seen-other": {"en": "the best was {best}, {about}{amount} better than {played}",
                          "nl": "het beste was {best}, {about}{amount} beter dan {played}"},
    "review-or": {"en": "or", "nl": "of"},
    "review-summary-none": {"en": "No mistakes found: every choice was as good as the best from what you knew.",
                            "nl": "Geen fouten gevonden: elke keuze was even goed als de beste met wat je wist."},
    "review-summary-one": {"en": "1 mistake cost you {about}{amount}, {where}.",
                           "nl": "1 fout kostte je {about}{amount}, {where}."},
    "review-summary-many": {"en": "{n} mistakes cost you {about}{amount} in all; the largest {where}.",
                            "nl": "{n} fouten kostten je samen {about}{amount}; de grootste {where}."},
    "review-at-trick": {"en": "at trick {n}", "nl": "bij slag {n}"},
    # a review line's heading for a decision before trick play, by its phase
    "heading-discard": {"en": "Discard", "nl": "Afleggen"},
    "heading-declare": {"en": "Declarations", "nl": "Roemen"},
    "heading-bid": {"en": "Bidding", "nl": "Bieden"},
    "heading-double": {"en": "Doubling", "nl": "Kraken"},
    "heading-annul": {"en": "Annulling the deal", "nl": "Deling annuleren"},
    # ---------------------------------------------------------------- the arena
    "arena-arena": {"en": "let two bots play the same deals and compare their scores",
                    "nl": "laat twee bots dezelfde delingen spelen en vergelijk hun scores"},
    "arena-arena_about": {
        "en": "Deal each hand once and play it again with the bots' seats rotated (duplicate deals), so the luck "
              "of the deal cancels. Prints each bot's mean score per hand and the difference between them, with "
              "95% intervals. The same seed gives the same figures.",
        "nl": "Deel elke hand één keer en speel haar opnieuw met de stoelen van de bots gedraaid (dubbele "
              "delingen), zodat het geluk van de deling wegvalt. Toont de gemiddelde score per hand van elke bot "
              "en het verschil ertussen, met 95%-intervallen. Dezelfde seed geeft dezelfde cijfers.",
    },
    "arena-bots": {"en": "the two bots, e.g. basic,random (known: {known})",
                   "nl": "de twee bots, bijv. basic,random (bekend: {known})"},
    "arena-deals": {"en": "number of deals, each played once per rotation (1-{most})",
                    "nl": "aantal delingen, elk één keer per rotatie gespeeld (1-{most})"},
    "arena-budget": {"en": "seconds a searching bot (pimc) may think per decision (default 1)",
                     "nl": "seconden die een zoekende bot (pimc) per beslissing mag denken (standaard 1)"},
    "arena-not_seconds": {"en": "budget: must be a number of seconds such as 0.5, not {given}",
                          "nl": "budget: moet een aantal seconden zoals 0.5 zijn, niet {given}"},
    "arena-json": {"en": "print one JSON object with the figures", "nl": "druk één JSON-object met de cijfers af"},
    "arena-progress": {"en": "show the progress line on standard error even when it is no terminal",
                       "nl": "toon de voortgang op de standaardfout, ook als die geen terminal is"},
    "arena-progress_line": {"en": "arena: deal {done}/{total}", "nl": "arena: deling {done}/{total}"},
    "arena-stopped": {"en": "stopped before the last deal: no figures",
                      "nl": "gestopt vóór de laatste deling: geen cijfers"},
    "arena-heading": {
        "en": "{title}, {players} players, seed {seed}: {deals} deals, each played {rotations} times "
              "with the seats rotated ({hands} hands)",
        "nl": "{title}, {players} spelers, seed {seed}: {deals} delingen, elk {rotations} keer gespeeld "
              "met de stoelen gedraaid ({hands} handen)",
    },
    "arena-seats": {"en": "seats: {seatings}", "nl": "stoelen: {seatings}"},
    "arena-thinking": {"en": "pimc thinks about {seconds} s a decision (a budget of nodes: the same seed, the same play)",
                       "nl": "pimc denkt ongeveer {seconds} s per beslissing (een budget aan knopen: dezelfde seed, "
                             "hetzelfde spel)"},
    "arena-then": {"en": "then", "nl": "daarna"},
    "arena-columns": {"en": "mean score per hand (95% interval)", "nl": "gemiddelde score per hand (95%-interval)"},
    "arena-value_column": {"en": "mean final value", "nl": "gemiddelde eindwaarde"},
    "arena-paired": {"en": "paired by deal", "nl": "per deling gepaard"},
    "arena-to": {"en": "to", "nl": "tot"},
    "arena-no_interval": {"en": "no interval from one deal", "nl": "geen interval uit één deling"},
    "arena-final_value_note": {
        "en": "final value: the side's margin where a hand has two sides, else the seat's own score",
        "nl": "eindwaarde: de voorsprong van de partij als een hand twee partijen heeft, anders de eigen score",
    },
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
