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
    # the unit of a game's score (coach.UNITS), one and many
    "unit-point-one": {"en": "point", "nl": "punt"},
    "unit-point-many": {"en": "points", "nl": "punten"},
    "unit-chip-one": {"en": "chip", "nl": "fiche"},
    "unit-chip-many": {"en": "chips", "nl": "fiches"},
    "unit-game-point-one": {"en": "game point", "nl": "spelpunt"},
    "unit-game-point-many": {"en": "game points", "nl": "spelpunten"},
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
    # ---------------------------------------------------------------- the basic bot's reasons
    # the plain habits of play (tarotlib.bots.habits)
    "habit-only": {"en": "{card} is your only legal card.", "nl": "{card} is je enige toegestane kaart."},
    "habit-lead-king": {
        "en": "Lead your King {card}: it wins unless someone trumps, and a short suit is trumped least.",
        "nl": "Kom uit met je heer {card}: die wint als niemand troeft, en een korte kleur wordt het minst "
              "getroefd.",
    },
    "habit-lead-king-second-trump": {
        "en": "Lead your King {card}: it wins unless someone plays a trump or one of the {suit}, and a "
              "short suit is trumped least.",
        "nl": "Kom uit met je heer {card}: die wint als niemand troef of {suit} speelt, en een korte kleur "
              "wordt het minst getroefd.",
    },
    "habit-lead-low": {
        "en": "Lead a low card of your longest suit: {card}.",
        "nl": "Kom uit met een lage kaart van je langste kleur: {card}.",
    },
    "habit-lead-longest": {
        "en": "Lead from your longest suit: you hold no low card in it, so play its lowest, {card}.",
        "nl": "Kom uit in je langste kleur: je hebt daarin geen lage kaart, dus speel de laagste, {card}.",
    },
    "habit-lead-trump": {
        "en": "No plain suit left: lead your lowest card, {card}.",
        "nl": "Geen gewone kleur meer: kom uit met je laagste kaart, {card}.",
    },
    "habit-win": {
        "en": "Take the trick with {card}: nobody after you can beat it, and of your cards that win it, "
              "this one costs you least.",
        "nl": "Neem de slag met {card}: niemand na jou kan er nog overheen, en van je kaarten die de slag "
              "winnen, kost deze je het minst.",
    },
    "habit-try-win": {
        "en": "Try to win the trick with {card}: it beats every card played so far, though a later player "
              "may still beat it.",
        "nl": "Probeer de slag te winnen met {card}: die is hoger dan alles wat er ligt, al kan een speler "
              "na jou er nog overheen.",
    },
    "habit-try-win-blank": {
        "en": "Try to win the trick with {card}: it beats every card played so far, and if a later player "
              "beats it, you lose no card points with it.",
        "nl": "Probeer de slag te winnen met {card}: die is hoger dan alles wat er ligt, en gaat een speler "
              "na jou er nog overheen, dan verlies je er geen kaartpunten mee.",
    },
    "habit-low": {
        "en": "None of your cards can win this trick: play your lowest card, {card}.",
        "nl": "Met geen van je kaarten win je deze slag: speel je laagste kaart, {card}.",
    },
    "habit-excuse": {
        "en": "Play the Excuse {card}: every other card would give points away, and it comes back to you.",
        "nl": "Speel het Excuus {card}: met elke andere kaart geef je punten weg, en het komt bij je terug.",
    },
    # Klaverjassen (tarotlib.bots.klaverjas); the other seat of one's side: K4's partner, K3's other defender
    "klaverjas-bid-play": {
        "en": "Play in {suit}: your trumps and Aces are strong enough ({strength}).",
        "nl": "Speel op {suit}: je troeven en azen zijn sterk genoeg ({strength}).",
    },
    "klaverjas-bid-forced": {
        "en": "You must play: {suit} is your best suit ({strength}).",
        "nl": "Je moet spelen: {suit} is je beste kleur ({strength}).",
    },
    "klaverjas-bid-pass": {
        "en": "Pass: no suit is strong enough to make 82 ({strength}).",
        "nl": "Pas: geen kleur is sterk genoeg om 82 te halen ({strength}).",
    },
    "klaverjas-bid-pass-turned": {
        "en": "Pass: {suit} is not strong enough to make 82 ({strength}).",
        "nl": "Pas: {suit} is niet sterk genoeg om 82 te halen ({strength}).",
    },
    "klaverjas-strength": {
        "en": "strength {value}: the card points of your trumps, 6 a trump, 10 an Ace of another suit",
        "nl": "sterkte {value}: de kaartpunten van je troeven, 6 per troef, 10 per aas van een andere kleur",
    },
    "klaverjas-discard": {
        "en": "Lay away {card}: a low card of a short side suit, to make a void.",
        "nl": "Leg {card} af: een lage kaart uit een korte bijkleur, om een kleur kwijt te raken.",
    },
    "klaverjas-discard-cheap": {
        "en": "Lay away {card}: from a short side suit, to make a void, and worth least there.",
        "nl": "Leg {card} af: uit een korte bijkleur, om een kleur kwijt te raken, en daarin het minst waard.",
    },
    "klaverjas-discard-last": {
        "en": "Lay away {card}: you hold only Aces and trumps, and keep the others.",
        "nl": "Leg {card} af: je hebt alleen nog azen en troeven, en houdt de andere.",
    },
    "klaverjas-double-yes": {
        "en": "Double (kraken): your trumps are strong ({strength}).",
        "nl": "Kraken: je troeven zijn sterk ({strength}).",
    },
    "klaverjas-double-no": {
        "en": "Do not double: only double with clear strength ({strength}).",
        "nl": "Niet kraken: kraak alleen met duidelijk sterke kaarten ({strength}).",
    },
    "klaverjas-redouble-yes": {
        "en": "Redouble (herkraken): your trumps are strong ({strength}).",
        "nl": "Herkraken: je troeven zijn sterk ({strength}).",
    },
    "klaverjas-redouble-no": {
        "en": "Do not redouble: only redouble with clear strength ({strength}).",
        "nl": "Niet herkraken: herkraak alleen met duidelijk sterke kaarten ({strength}).",
    },
    "klaverjas-superdouble-yes": {
        "en": "Double again (superkraken): your trumps are strong ({strength}).",
        "nl": "Superkraken: je troeven zijn sterk ({strength}).",
    },
    "klaverjas-superdouble-no": {
        "en": "Do not double again: only with clear strength ({strength}).",
        "nl": "Niet superkraken: alleen met duidelijk sterke kaarten ({strength}).",
    },
    "klaverjas-only": {"en": "{card} is your only legal card.", "nl": "{card} is je enige toegestane kaart."},
    "klaverjas-pull-trumps": {
        "en": "Lead {card}: the playing side pulls the trumps first.",
        "nl": "Kom uit met {card}: de spelende partij haalt eerst de troeven op.",
    },
    "klaverjas-lead-ace": {
        "en": "Lead your Ace {card}: it wins unless someone trumps.",
        "nl": "Kom uit met je aas {card}: die wint als niemand troeft.",
    },
    "klaverjas-lead-low": {
        "en": "Lead a low card, {card}: it costs you little.",
        "nl": "Kom uit met een lage kaart, {card}: die kost je weinig.",
    },
    "klaverjas-lead-cheap": {
        "en": "You hold no low card outside the trumps: lead {card}, the one worth fewest points.",
        "nl": "Je hebt buiten de troef geen lage kaart: kom uit met {card}, die het minste punten waard is.",
    },
    "klaverjas-lead-trump-low": {
        "en": "Only trumps left: lead the one worth fewest points, {card}.",
        "nl": "Alleen nog troef: kom uit met de troef die het minste punten waard is, {card}.",
    },
    "klaverjas-partner-points": {
        "en": "{Partner} is winning: throw points on his trick with {card}.",
        "nl": "{Partner} heeft de slag: gooi punten bij met {card}.",
    },
    "klaverjas-partner-nothing": {
        "en": "{Partner} is winning, and you have no points outside the trumps to give: play {card}.",
        "nl": "{Partner} heeft de slag, en je hebt buiten de troef geen punten om bij te gooien: speel {card}.",
    },
    "klaverjas-partner-low": {
        "en": "{Partner} is winning and you cannot beat him: play your lowest trump, {card}.",
        "nl": "{Partner} heeft de slag en je kunt hem niet slaan: speel je laagste troef, {card}.",
    },
    "klaverjas-partner-forced": {
        "en": "{Partner} is winning, but you must beat his card with a trump: play your lowest, {card}.",
        "nl": "{Partner} heeft de slag, maar je moet zijn kaart met een troef slaan: speel je laagste, {card}.",
    },
    "klaverjas-win": {
        "en": "Take the trick with {card}: you play last, and it is the cheapest card that wins it.",
        "nl": "Neem de slag met {card}: jij speelt als laatste, en dit is de goedkoopste kaart die hem wint.",
    },
    "klaverjas-try-win": {
        "en": "Go for the trick with {card}: the cheapest card that beats the cards played so far, though a "
              "later player may still beat it.",
        "nl": "Ga voor de slag met {card}: de goedkoopste kaart die hoger is dan wat er ligt, al kan een "
              "speler na jou er nog overheen.",
    },
    "klaverjas-low": {
        "en": "You cannot win this trick: play your lowest card, {card}.",
        "nl": "Deze slag win je niet: speel je laagste kaart, {card}.",
    },
    "klaverjas-partner": {"en": "Your partner", "nl": "Je maat"},
    "klaverjas-other-defender": {"en": "The other defender", "nl": "De andere verdediger"},
    # Maison Troggen's discard (tarotlib.bots.maison_troggen): {which}, the suit a blank card comes from
    "troggen-discard-blank": {
        "en": "Lay away {card}: a blank card from {which}, so you may soon trump that suit; the cards you "
              "lay away still count for you (ML1).",
        "nl": "Leg {card} af: een lege kaart uit {which}, zodat je die kleur straks kunt troeven; afgelegde "
              "kaarten tellen nog steeds voor jou (ML1).",
    },
    "troggen-discard-points": {
        "en": "Lay away {card}: no blank card may go, and this one is worth least; it still counts for you (ML1).",
        "nl": "Leg {card} af: je hebt geen lege kaart die weg mag, en deze is het minst waard; hij telt nog "
              "steeds voor jou (ML1).",
    },
    "troggen-discard-trump": {
        "en": "Fewer other cards than you must lay away: ML1 makes you lay away a trump, from trump 2 "
              "upwards: {card}.",
        "nl": "Minder andere kaarten dan je moet afleggen: volgens ML1 leg je een troef af, vanaf †2: {card}.",
    },
    "troggen-which-shortest": {"en": "your shortest suit", "nl": "je kortste kleur"},
    "troggen-which-shortest-kingless": {
        "en": "the shortest of your suits without a King",
        "nl": "de kortste van je kleuren zonder heer",
    },
    "troggen-which-only-kingless": {"en": "your only suit without a King", "nl": "je enige kleur zonder heer"},
    # Leipzig Taroc (tarotlib.bots.leipzig_taroc)
    "leipzig-annul-yes": {
        "en": "With {trumps} trump(s) you can hardly win a trick: annul the deal.",
        "nl": "Met {trumps} troef/troeven win je nauwelijks een slag: annuleer de deling.",
    },
    "leipzig-annul-no": {
        "en": "{trumps} trumps are few, but enough to play on.",
        "nl": "{trumps} troeven is weinig, maar genoeg om door te spelen.",
    },
    "leipzig-discard-blank": {
        "en": "Lay away {card}: a blank card of a short suit, so that you may soon trump it.",
        "nl": "Leg {card} af: een lege kaart van een korte kleur, zodat je die kleur gauw kunt troeven.",
    },
    "leipzig-discard-other": {
        "en": "Lay away {card}: no blank card may go, so a card of a short suit.",
        "nl": "Leg {card} af: er mag geen lege kaart weg, dus een kaart uit een korte kleur.",
    },
    "leipzig-discard-trump": {
        "en": "Lay away {card}: nothing else may go, so the trumps go together as LT1 allows.",
        "nl": "Leg {card} af: niets anders mag weg, dus gaan de troeven samen weg zoals LT1 toestaat.",
    },
    "leipzig-declare-end": {"en": "Nothing left to declare.", "nl": "Er valt niets meer te roemen."},
    "leipzig-declare-at-end": {
        "en": "Declare your {name}: the others pay it after the last trick, if you take more than 26 card "
              "points (LT8).",
        "nl": "Roem je {name}: de anderen betalen die na de laatste slag, als je meer dan 26 kaartpunten "
              "haalt (LT8).",
    },
    "leipzig-declare": {
        "en": "Declare your {name}: each other player pays you at once (LT2).",
        "nl": "Roem je {name}: beide andere spelers betalen je meteen (LT2).",
    },
    "leipzig-early-excuse": {
        "en": "Play the Excuse {card} now: in tricks 23-25 it would be lost (LT3), here it comes back.",
        "nl": "Speel het Excuus {card} nu: in de slagen 23-25 raak je het kwijt (LT3), hier komt het terug.",
    },
    "leipzig-late-excuse": {
        "en": "Keep the Excuse out of tricks 23-25, where it is lost (LT3): play {card}.",
        "nl": "Houd het Excuus uit de slagen 23-25, daar raak je het kwijt (LT3): speel {card}.",
    },
    "leipzig-save-pagat": {
        "en": "Do not risk the Pagat: losing it costs you 5 game points to each of the others (LT5). Play {card}.",
        "nl": "Riskeer de Pagat niet: verlies je hem, dan betaal je beide anderen 5 spelpunten (LT5). Speel {card}.",
    },
    # Marjolet and Binage (tarotlib.bots.marjolet)
    "marjolet-dix": {
        "en": "Declare Dix at once: swap your trump 7 for the turned {card} while it is still there.",
        "nl": "Roem meteen Dix: ruil je troef 7 voor de gedraaide {card} nu die er nog ligt.",
    },
    "marjolet-declare": {
        "en": "Declare {name} ({value} points): your most valuable combination now.",
        "nl": "Roem {name} ({value} punten): je meest waardevolle combinatie nu.",
    },
    "marjolet-end": {"en": "Nothing more to declare.", "nl": "Er valt niets meer te roemen."},
    "marjolet-only": {"en": "{card} is your only legal card.", "nl": "{card} is je enige toegestane kaart."},
    "marjolet-lead-low": {
        "en": "Lead {card}: a low card that gives away no Ace or Ten.",
        "nl": "Kom uit met {card}: een lage kaart die geen aas of tien weggeeft.",
    },
    "marjolet-lead-blank": {
        "en": "Lead {card}: it is worth no card points, so it gives away no Ace or Ten.",
        "nl": "Kom uit met {card}: die is geen kaartpunten waard, dus je geeft geen aas of tien weg.",
    },
    "marjolet-lead-point": {
        "en": "Lead {card}: an Ace or Ten must go now, and this one costs you least.",
        "nl": "Kom uit met {card}: er moet nu een aas of tien weg, en deze kost je het minst.",
    },
    "marjolet-lead-high": {
        "en": "Lead {card}: no card left out can beat it.",
        "nl": "Kom uit met {card}: geen kaart die nog in het spel is, gaat erover.",
    },
    "marjolet-capture": {
        "en": "Take the Ace or Ten with {card}: the cheapest card that wins it.",
        "nl": "Pak de aas of tien met {card}: de goedkoopste kaart die hem wint.",
    },
    "marjolet-win": {
        "en": "Win the trick with {card}: it costs you least of the cards that win.",
        "nl": "Win de slag met {card}: van je kaarten die winnen kost deze het minst.",
    },
    "marjolet-low": {
        "en": "Throw {card}: keep your Aces and Tens safe for a trick they win.",
        "nl": "Gooi {card} bij: houd je azen en tienen voor een slag die ze winnen.",
    },
    "marjolet-low-point": {
        "en": "Throw {card}: an Ace or Ten must go now, and this one costs you least.",
        "nl": "Gooi {card} bij: er moet nu een aas of tien weg, en deze kost je het minst.",
    },
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
