"""Every word the widgets show, in English and Dutch, in one table.

The table extends the api layer's catalogue (:data:`tarotlib.api_messages.MESSAGES`: the
words of the table drawings; the replay's and the command line's under ``replay-`` and ``cli-``), so a
component never holds a literal sentence and a language switch only re-renders.
Rule sentences come from the engine (``IllegalAction.explanation(lang)``), never
from here. Wording follows ``shared/notes/glossary.md``.
"""

from __future__ import annotations

from typing import Mapping, Sequence

from tarotlib import api_messages, svg
from tarotlib.i18n import LANGS, fill, join
from tarotlib.coach import UNITS
from tarotlib.actions import Action, Annul, Bid, Discard, Double, EndDeclaring, doubling
from tarotlib.cards import Pack
from tarotlib.errors import TarotlibError, shown
from tarotlib.spec import GameSpec
from tarotlib.state import Event, HandState, Trick
from tarotlib.text import told_in_order

__all__ = ["LANGS", "LANGUAGE_NAMES", "MESSAGES", "event_lines", "hand_log", "join", "say", "signed", "tell"]

LANGUAGE_NAMES = {"en": "English", "nl": "Nederlands"}

MESSAGES: dict[str, dict[str, str]] = {
    **api_messages.MESSAGES,
    "your_hand": {"en": "Your hand", "nl": "Jouw kaarten"},
    "refused": {"en": "Not allowed", "nl": "Mag niet"},
    "rule": {"en": "rule {rule}", "nl": "regel {rule}"},
    "your_turn": {"en": "Your turn: play a card.", "nl": "Jij bent aan de beurt: speel een kaart."},
    "your_lead": {"en": "Your lead: play any card.", "nl": "Jij komt uit: je mag elke kaart spelen."},
    "waiting": {"en": "{seat} plays…", "nl": "{seat} speelt…"},
    "played": {"en": "{seat} plays {card}.", "nl": "{seat} speelt {card}."},
    "hint": {"en": "Hint", "nl": "Tip"},
    "hint_free": {"en": "Any card in your hand may be played now.", "nl": "Je mag nu elke kaart uit je hand spelen."},
    "hint_not_now": {"en": "Wait: it is not your turn.", "nl": "Wacht: je bent niet aan de beurt."},
    "new_deal": {"en": "New deal", "nl": "Opnieuw delen"},
    "next_hand": {"en": "Next hand", "nl": "Volgende hand"},
    "new_game": {"en": "New game", "nl": "Nieuw potje"},
    "language": {"en": "Language", "nl": "Taal"},
    "log": {"en": "What happened", "nl": "Wat er gebeurde"},
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
    "debt_lapsed": {
        "en": "End of the hand: {seat} still owes {to} a blank card for the Excuse, but none is given ({rule}).",
        "nl": "Einde van de hand: {seat} is {to} nog een lege kaart schuldig voor het Excuus, maar die wordt niet "
              "gegeven ({rule}).",
    },
    "sheet": {"en": "Score sheet", "nl": "Scorebriefje"},
    "hand_no": {"en": "Hand", "nl": "Hand"},
    "total": {"en": "Total", "nl": "Totaal"},
    "opening_totals": {"en": "Score at the start", "nl": "Stand bij het begin"},
    "target": {  # MT4, MJ8: checked after the hand, not the moment the target is reached
        "en": "After a hand in which a player reaches {target} points, the highest total wins; a tie plays another "
              "hand ({rule}).",
        "nl": "Na een hand waarin iemand {target} punten haalt, wint de hoogste stand; bij een gelijke stand volgt "
              "nog een hand ({rule}).",
    },
    "target_knock_out": {"en": "The first to reach {target} points wins at once, even in the middle of a hand ({rule}).",
                         "nl": "Wie als eerste {target} punten haalt, wint meteen, ook midden in een hand ({rule})."},
    "fixed_hands": {"en": "{hands} hands are played ({rule}).", "nl": "Er worden {hands} handen gespeeld ({rule})."},
    "fixed_hands_one": {"en": "One hand is played ({rule}).", "nl": "Er wordt één hand gespeeld ({rule})."},
    "hand_of_total": {"en": "Hand {number} of {total}.", "nl": "Hand {number} van {total}."},
    "game_over": {"en": "The game is over.", "nl": "Het potje is afgelopen."},
    "winner": {"en": "{seats} won the game!", "nl": "{seats} heeft het potje gewonnen!"},
    "winner_you": {"en": "You won the game!", "nl": "Jij hebt het potje gewonnen!"},
    "winners": {"en": "{seats} won the game together!", "nl": "{seats} hebben samen gewonnen!"},
    "winners_you": {"en": "You and {others} won the game together!", "nl": "Jij en {others} hebben samen gewonnen!"},
    "no_hands": {"en": "No hand finished yet.", "nl": "Nog geen hand gespeeld."},
    "running_score": {"en": "total", "nl": "totaal"},
    "hand_result": {
        "en": "Hand over: you scored {score} ({points} card points, {cards} cards won).",
        "nl": "Hand afgelopen: jij scoort {score} ({points} kaartpunten, {cards} kaarten gewonnen).",
    },
    "hand_result_bonus": {  # MJ3-MJ6: two players, points as they happen
        "en": "Hand over: you scored {score} ({points} card points + {bonus} from declarations and bonuses); "
              "{other} scored {other_score}.",
        "nl": "Hand afgelopen: jij scoort {score} ({points} kaartpunten + {bonus} uit roem en bonussen); "
              "{other} scoort {other_score}.",
    },
    "hand_result_made": {
        "en": "Hand over: {seat}'s contract, {contract}, is made with {own} points to {others} (K4). You score "
              "{score}, {sheet} on the score sheet.",
        "nl": "Hand afgelopen: het contract van {seat}, {contract}, is gehaald met {own} punten tegen {others} (K4). "
              "Jij scoort {score}, {sheet} op het scorebriefje.",
    },
    "hand_result_made_you": {
        "en": "Hand over: your contract, {contract}, is made with {own} points to {others} (K4). You score "
              "{score}, {sheet} on the score sheet.",
        "nl": "Hand afgelopen: jouw contract, {contract}, is gehaald met {own} punten tegen {others} (K4). "
              "Jij scoort {score}, {sheet} op het scorebriefje.",
    },
    "hand_result_nat": {
        "en": "Hand over: nat, {seat}'s contract, {contract}, is not made: {own} points to {others} (K4). You "
              "score {score}, {sheet} on the score sheet.",
        "nl": "Hand afgelopen: nat, het contract van {seat}, {contract}, is niet gehaald: {own} punten tegen "
              "{others} (K4). Jij scoort {score}, {sheet} op het scorebriefje.",
    },
    "hand_result_nat_you": {
        "en": "Hand over: nat, your contract, {contract}, is not made: {own} points to {others} (K4). You "
              "score {score}, {sheet} on the score sheet.",
        "nl": "Hand afgelopen: nat, jouw contract, {contract}, is niet gehaald: {own} punten tegen {others} (K4). "
              "Jij scoort {score}, {sheet} op het scorebriefje.",
    },
    "hand_result_no_contract": {"en": "Hand over: nobody plays this hand, and nobody scores.",
                                "nl": "Hand afgelopen: niemand speelt deze hand, en niemand scoort."},
    "contract_words": {"en": "{suit}, {points} to make", "nl": "{suit}, {points} te halen"},
    "contract_words_majority": {"en": "{suit}, more points than the defenders",
                                "nl": "{suit}, meer punten dan de verdedigers"},
    "contract_words_both": {"en": "{suit}, {points} to make and more than the defenders",
                            "nl": "{suit}, {points} te halen en meer dan de verdedigers"},
    "hand_result_chips": {
        "en": "Hand over: your chips this hand: {score} ({tricks} tricks won).",
        "nl": "Hand afgelopen: jouw fiches deze hand: {score} ({tricks} slagen gewonnen).",
    },
    "hand_result_par": {
        "en": "Hand over: you scored {score}: {points} card points less {par} makes {over}, and {paid} in payments "
              "during the hand.",
        "nl": "Hand afgelopen: jij scoort {score}: {points} kaartpunten min {par} is {over}, en {paid} aan "
              "betalingen tijdens de hand.",
    },
    # ---- the whole hand, as "What happened" tells it (subject-verb forms: a key + "_you")
    "log_card": {"en": "{seat} {card}", "nl": "{seat} {card}"},
    "log_trick": {"en": "Trick {number}: {cards}. {seat} wins it.", "nl": "Slag {number}: {cards}. {seat} wint hem."},
    "log_trick_you": {"en": "Trick {number}: {cards}. You win it."},
    "log_trick_now": {"en": "Trick {number} so far: {cards}.", "nl": "Slag {number} tot nu toe: {cards}."},
    "excuse_kept_you": {
        "en": "You keep the Excuse and owe {to} a blank card ({rule}).",
        "nl": "Jij houdt het Excuus en bent {to} een lege kaart schuldig ({rule}).",
    },
    "excuse_kept_paid_you": {"en": "You keep the Excuse and give {card} to {to} ({rule})."},
    "blank_given_you": {"en": "You give {card} to {to} ({rule})."},
    "debt_settled_you": {"en": "End of the hand: you still owe a card for the Excuse and give {card} to {to} ({rule}).",
                         "nl": "Einde van de hand: jij moet nog een kaart voor het Excuus geven en geeft {card} aan {to} "
                               "({rule})."},
    "debt_lapsed_you": {"en": "End of the hand: you still owe {to} a blank card for the Excuse, but none is given "
                                "({rule}).",
                        "nl": "Einde van de hand: jij bent {to} nog een lege kaart schuldig voor het Excuus, maar die "
                              "wordt niet gegeven ({rule})."},
    "excuse_lost": {"en": "{seat} loses the Excuse to {to}, like any card ({rule}).",
                    "nl": "{seat} verliest het Excuus aan {to}, als een gewone kaart ({rule})."},
    "excuse_lost_you": {"en": "You lose the Excuse to {to}, like any card ({rule})."},
    "declared": {"en": "{seat} declares {name}{cards}: {amount} ({rule}).",
                 "nl": "{seat} roemt {name}{cards}: {amount} ({rule})."},
    "declared_you": {"en": "You declare {name}{cards}: {amount} ({rule})."},
    "paid": {"en": "{seat} pays {to} {amount} for {name} ({rule}).",
             "nl": "{seat} betaalt {to} {amount} voor {name} ({rule})."},
    "paid_you": {"en": "You pay {to} {amount} for {name} ({rule})."},
    "scored": {"en": "{seat} scores {amount}: {name} ({rule}).", "nl": "{seat} scoort {amount}: {name} ({rule})."},
    "scored_you": {"en": "You score {amount}: {name} ({rule})."},
    "ante": {"en": "{seat} puts {amount} in the pot ({rule}).", "nl": "{seat} legt {amount} in de pot ({rule})."},
    "ante_you": {"en": "You put {amount} in the pot ({rule})."},
    "pot": {"en": "{seat} takes {amount} from the pot: {name} ({rule}).",
            "nl": "{seat} neemt {amount} uit de pot: {name} ({rule})."},
    "pot_you": {"en": "You take {amount} from the pot: {name} ({rule})."},
    "drawn": {"en": "{seat} draws {card} ({rule}).", "nl": "{seat} trekt {card} ({rule})."},
    "drawn_you": {"en": "You draw {card} ({rule})."},
    "skart_drawn": {"en": "{seat} takes {card} from the skart ({rule}).",
                    "nl": "{seat} neemt {card} uit de skart ({rule})."},
    "skart_drawn_you": {"en": "You take {card} from the skart ({rule})."},
    "skart_hidden": {"en": "{seat} takes a card from the skart ({rule}).",
                     "nl": "{seat} neemt een kaart uit de skart ({rule})."},
    "skart_hidden_you": {"en": "You take a card from the skart ({rule})."},
    "contract": {"en": "{seat} plays with {name} as trump, for {amount} points ({rule}).",
                 "nl": "{seat} speelt met {name} als troef, voor {amount} punten ({rule})."},
    "contract_you": {"en": "You play with {name} as trump, for {amount} points ({rule})."},
    "suit_turned": {"en": "Everyone passed: {name} is turned, and {seat} must play it ({rule}).",
                    "nl": "Iedereen paste: {name} wordt gedraaid, en {seat} moet erop spelen ({rule})."},
    "suit_turned_you": {"en": "Everyone passed: {name} is turned, and you must play it ({rule}).",
                        "nl": "Iedereen paste: {name} wordt gedraaid, en jij moet erop spelen ({rule})."},
    "contract_majority": {"en": "{seat} plays with {name} as trump, for more points than the defenders ({rule}).",
                          "nl": "{seat} speelt met {name} als troef, voor meer punten dan de verdedigers ({rule})."},
    "contract_majority_you": {"en": "You play with {name} as trump, for more points than the defenders ({rule})."},
    "factor": {"en": "The stake is doubled, now ×{amount}: {name} ({rule}).",
               "nl": "De inzet wordt verdubbeld, nu ×{amount}: {name} ({rule})."},
    "roem": {"en": "{seat} wins {amount} roem: {name} ({rule}).", "nl": "{seat} krijgt {amount} roem: {name} ({rule})."},
    "roem_you": {"en": "You win {amount} roem: {name} ({rule})."},
    "lead_passed": {
        "en": "{seat} holds the Excuse and may not lead trick 22: the lead passes to {to} ({rule}).",
        "nl": "{seat} heeft het Excuus en mag in slag 22 niet uitkomen: de beurt om uit te komen gaat naar {to} "
              "({rule}).",
    },
    "unpaid": {
        "en": "{seat} is not paid for {name}: {amount} card points are too few, as Nuremberg pays it only for more "
              "than 26 ({rule}).",
        "nl": "{seat} krijgt {name} niet betaald: {amount} kaartpunten is te weinig, want in Neurenberg wordt het "
              "alleen betaald bij meer dan 26 ({rule}).",
    },
    "unpaid_you": {
        "en": "You are not paid for {name}: {amount} card points are too few, as Nuremberg pays it only for more "
              "than 26 ({rule}).",
        "nl": "Jij krijgt {name} niet betaald: {amount} kaartpunten is te weinig, want in Neurenberg wordt het "
              "alleen betaald bij meer dan 26 ({rule}).",
    },
    "lead_passed_you": {
        "en": "You hold the Excuse and may not lead trick 22: the lead passes to {to} ({rule}).",
        "nl": "Jij hebt het Excuus en mag in slag 22 niet uitkomen: de beurt om uit te komen gaat naar {to} "
              "({rule}).",
    },
    "ended": {"en": "The hand ends: {name} ({rule}).", "nl": "De hand is afgelopen: {name} ({rule})."},
    "act_pass": {"en": "{seat} passes.", "nl": "{seat} past."},
    "act_pass_you": {"en": "You pass."},
    "act_bid": {"en": "{seat} bids to play{what}.", "nl": "{seat} biedt: spelen{what}."},
    "act_bid_you": {"en": "You bid to play{what}."},
    "act_discard": {"en": "{seat} lays a card away.", "nl": "{seat} legt een kaart af."},
    "act_discard_you": {"en": "You lay away {card} (only you see it).", "nl": "Jij legt {card} af (alleen jij ziet hem)."},
    "act_end_declaring": {"en": "{seat} declares nothing more.", "nl": "{seat} roemt niet verder."},
    "act_end_declaring_you": {"en": "You declare nothing more."},
    "act_double_yes": {"en": "{seat} doubles (kraken).", "nl": "{seat} kraakt."},
    "act_double_yes_you": {"en": "You double (kraken)."},
    "act_double_no": {"en": "{seat} does not double.", "nl": "{seat} kraakt niet."},
    "act_double_no_you": {"en": "You do not double."},
    "act_redouble_yes": {"en": "{seat} redoubles (herkraken).", "nl": "{seat} herkraakt."},
    "act_redouble_yes_you": {"en": "You redouble (herkraken)."},
    "act_redouble_no": {"en": "{seat} does not redouble.", "nl": "{seat} herkraakt niet."},
    "act_redouble_no_you": {"en": "You do not redouble."},
    "act_superdouble_yes": {"en": "{seat} doubles again (superkraken).", "nl": "{seat} superkraakt."},
    "act_superdouble_yes_you": {"en": "You double again (superkraken)."},
    "act_superdouble_no": {"en": "{seat} does not double again.", "nl": "{seat} superkraakt niet."},
    "act_superdouble_no_you": {"en": "You do not double again."},
    "act_annul_yes": {"en": "{seat} annuls the deal.", "nl": "{seat} annuleert de deling."},
    "act_annul_yes_you": {"en": "You annul the deal."},
    "act_annul_no": {"en": "{seat} keeps the deal.", "nl": "{seat} houdt de deling."},
    "act_annul_no_you": {"en": "You keep the deal."},
    "you_object": {"en": "you", "nl": "jou"},
    "log_empty": {"en": "Nothing has happened yet.", "nl": "Er is nog niets gebeurd."},
    # ---- the status line in every phase
    "trick_done": {"en": "{seat} wins trick {number}.", "nl": "{seat} wint slag {number}."},
    "trick_done_you": {"en": "You win trick {number}."},
    "waiting_discard": {"en": "{seat} lays cards away…", "nl": "{seat} legt kaarten af…"},
    "waiting_declare": {"en": "{seat} declares…", "nl": "{seat} roemt…"},
    "waiting_bid": {"en": "{seat} bids…", "nl": "{seat} biedt…"},
    "waiting_other": {"en": "{seat} decides…", "nl": "{seat} beslist…"},
    "your_discard": {"en": "Your turn: lay away {n} cards. Click them in your hand, one at a time.",
                     "nl": "Jij bent aan de beurt: leg {n} kaarten af. Klik ze één voor één aan in je hand."},
    "your_discard_one": {"en": "Your turn: lay away one more card. Click it in your hand.",
                         "nl": "Jij bent aan de beurt: leg nog één kaart af. Klik hem aan in je hand."},
    "your_declare": {"en": "Your turn: declare a combination, or stop declaring.",
                     "nl": "Jij bent aan de beurt: roem een combinatie, of stop met roemen."},
    "your_bid": {"en": "Your turn to bid: play or pass.", "nl": "Jij mag bieden: spelen of passen."},
    "your_bid_points": {"en": "Your turn to bid: a suit and the points you will make, above the last bid; or pass.",
                        "nl": "Jij mag bieden: een kleur en de punten die je haalt, boven het laatste bod; of pas."},
    "your_bid_name": {"en": "Your turn to bid: you must play; name the trump.",
                      "nl": "Jij mag bieden: je moet spelen; kies de troef."},
    "your_annul": {"en": "Your turn: annul this deal, or keep it?", "nl": "Jij beslist: deze deling annuleren, of houden?"},
    "your_double": {"en": "Your turn: double the stake (kraken), or not?", "nl": "Jij beslist: kraken, of niet?"},
    "your_redouble": {"en": "Your turn: the defenders doubled; redouble (herkraken, ×4), or not?",
                      "nl": "Jij beslist: de verdedigers kraakten; herkraken (×4), of niet?"},
    "your_superdouble": {"en": "Your turn: the players redoubled; double again (superkraken, ×8), or not?",
                         "nl": "Jij beslist: de spelers herkraakten; superkraken (×8), of niet?"},
    "your_other": {"en": "Your turn.", "nl": "Jij bent aan de beurt."},
    "you_sit_out": {"en": "You deal and sit out this hand (K5): watch the other three; you play the next hand.",
                    "nl": "Jij deelt en speelt deze hand niet mee (K5): kijk naar de andere drie; de volgende hand "
                          "speel je mee."},
    "you_sat_out": {"en": "You dealt and sat out this hand (K5); you play the next one.",
                    "nl": "Jij deelde en speelde deze hand niet mee (K5); de volgende speel je mee."},
    # ---- the phase controls
    "choices": {"en": "Your choices", "nl": "Jouw keuzes"},
    "stop_declaring": {"en": "Stop declaring", "nl": "Stop met roemen"},
    "declare_choice": {"en": "{name}: {cards} ({amount})", "nl": "{name}: {cards} ({amount})"},
    "points_n": {"en": "{n} points", "nl": "{n} punten"},
    "point_1": {"en": "1 point", "nl": "1 punt"},
    "game_points_n": {"en": "{n} game points", "nl": "{n} spelpunten"},
    "game_point_1": {"en": "1 game point", "nl": "1 spelpunt"},
    "pass": {"en": "Pass", "nl": "Pas"},
    "play_bid": {"en": "Play", "nl": "Spelen"},
    "play_suit": {"en": "Play: {suit} trump", "nl": "Spelen: {suit} troef"},
    "bid_points": {"en": "{suit} trump, bid the points you will make:", "nl": "{suit} troef, bied de punten die je haalt:"},
    "annul_yes": {"en": "Yes, annul the deal", "nl": "Ja, annuleer de deling"},
    "annul_no": {"en": "No, keep it", "nl": "Nee, houden"},
    "double_yes": {"en": "Yes, double (kraken)", "nl": "Ja, kraken"},
    "double_no": {"en": "No, play on", "nl": "Nee, niet kraken"},
    "redouble_yes": {"en": "Yes, redouble (herkraken)", "nl": "Ja, herkraken"},
    "redouble_no": {"en": "No, play on", "nl": "Nee, niet herkraken"},
    "superdouble_yes": {"en": "Yes, double again (superkraken)", "nl": "Ja, superkraken"},
    "superdouble_no": {"en": "No, play on", "nl": "Nee, niet superkraken"},
    "annul_reason": {  # LT9; LT10: the annulled deal is not one of the three deals of the game
        "en": "You were dealt fewer than three trumps, so you may have the deal annulled: nobody scores, the same "
              "dealer deals again, and the annulled deal is not one of the three deals of the game (LT10).",
        "nl": "Je kreeg minder dan drie troeven, dus je mag de deling laten annuleren: niemand scoort, dezelfde deler "
              "deelt opnieuw, en de geannuleerde deling telt niet mee bij de drie van het potje (LT10).",
    },
    "double_reason": {
        "en": "Kraken doubles what this hand is worth. Say yes when you think the players will not make their points.",
        "nl": "Kraken verdubbelt wat deze hand waard is. Zeg ja als je denkt dat de spelers hun punten niet halen.",
    },
    "redouble_reason": {
        "en": "Herkraken doubles the stake once more (×4). Say yes when you are sure your side makes its points.",
        "nl": "Herkraken verdubbelt de inzet nog eens (×4). Zeg ja als je zeker weet dat jouw partij haar punten haalt.",
    },
    "superdouble_reason": {
        "en": "Superkraken doubles the stake once more (×8). Say yes when you are sure the players will not make "
              "their points.",
        "nl": "Superkraken verdubbelt de inzet nog eens (×8). Zeg ja als je zeker weet dat de spelers hun punten "
              "niet halen.",
    },
    "declare_reason": {
        "en": "Each declaration scores at once; declare them one at a time, then stop declaring.",
        "nl": "Elke roem telt meteen; roem ze één voor één, en stop dan met roemen.",
    },
    "declare_one_reason": {  # Binage: one declaration per window (MJ4)
        "en": "You may declare one combination now, and it scores at once; or stop declaring.",
        "nl": "Je mag nu één combinatie roemen, en die telt meteen; of stop met roemen.",
    },
    "discard_legal": {"en": "may be laid away", "nl": "mag afgelegd worden"},
    "discard_illegal": {"en": "may not be laid away", "nl": "mag niet afgelegd worden"},
    "discard_marked": {"en": "The cards you may lay away are marked in your hand.",
                       "nl": "De kaarten die je mag afleggen, zijn in je hand gemarkeerd."},
    "bid_free_round": {"en": "Everyone passed {suit}: in this second round each may name any suit, {suit} too, and "
                             "play, or pass.",
                       "nl": "Iedereen paste op {suit}: in deze tweede ronde mag ieder elke kleur noemen, ook "
                             "{suit}, en spelen, of passen."},
    "bid_name_reason": {"en": "You are voorhand: you always play, and you name the trump.",
                        "nl": "Jij bent voorhand: je speelt altijd, en jij kiest de troef."},
    "first_to_bid": {"en": "Nobody has bid yet: you speak first.", "nl": "Er is nog niet geboden: jij spreekt als eerste."},
    "laid_own": {"en": "Your discard (only you see it): {cards}", "nl": "Jouw afgelegde kaarten (alleen jij ziet ze): {cards}"},
    "hint_thinking": {"en": "Thinking…", "nl": "Denkt na…"},
    "hint_thinking_line": {"en": "The hint is thinking over deals that fit what you have seen; play on whenever you "
                                 "like.",
                           "nl": "De tip denkt na over verdelingen die passen bij wat je gezien hebt; speel gerust "
                                 "verder."},
    "hint_failed_line": {"en": "The hint could not work out the best choice here; what you may play still holds.",
                         "nl": "De tip kon hier de beste keuze niet uitrekenen; wat je mag spelen blijft gelden."},
    "opponents": {"en": "Opponents:", "nl": "Tegenstanders:"},
    "level_friendly": {"en": "friendly", "nl": "vriendelijk"},
    "level_strong": {"en": "strong", "nl": "sterk"},
    "level_friendly_tip": {"en": "Every computer player (a partner too) plays the basic habits, at once.",
                           "nl": "Elke computerspeler (ook een maat) speelt de basisgewoonten, meteen."},
    "level_strong_tip": {"en": "Every computer player (a partner too) thinks over deals that fit what it has seen, "
                               "up to half a second a card.",
                         "nl": "Elke computerspeler (ook een maat) denkt na over verdelingen die passen bij wat hij "
                               "gezien heeft, tot een halve seconde per kaart."},
    # ---- the table
    "trump_is": {"en": "Trump: {suit}", "nl": "Troef: {suit}"},
    "turned_card": {"en": "Turned for trump", "nl": "Gedraaid voor troef"},
    "stock_size": {"en": "Stock: {n} cards", "nl": "Stok: {n} kaarten"},
    "stock_one": {"en": "Stock: 1 card", "nl": "Stok: 1 kaart"},
    "contract_is": {"en": "{seat} plays, {suit} trump: {points} points to make",
                    "nl": "{seat} speelt, {suit} troef: {points} punten te halen"},
    "contract_is_majority": {"en": "{seat} plays, {suit} trump: more points than the defenders to make",
                             "nl": "{seat} speelt, {suit} troef: meer punten dan de verdedigers te halen"},
    "contract_is_majority_you": {"en": "You play, {suit} trump: more points than the defenders to make",
                                 "nl": "Jij speelt, {suit} troef: meer punten dan de verdedigers te halen"},
    "contract_is_you": {"en": "You play, {suit} trump: {points} points to make",
                        "nl": "Jij speelt, {suit} troef: {points} punten te halen"},
    "factor_is": {"en": "Stake ×{factor}", "nl": "Inzet ×{factor}"},
    "pot_is": {"en": "Pot: {chips}", "nl": "Pot: {chips}"},
    "face_up": {"en": "face up", "nl": "open"},
    "this_hand": {"en": "this hand", "nl": "deze hand"},
    "roem_word": {"en": "roem", "nl": "roem"},
    "said": {"en": "said", "nl": "zei"},
    "chips_n": {"en": "{n} chips", "nl": "{n} fiches"},
    "chip_1": {"en": "1 chip", "nl": "1 fiche"},
    "payments": {"en": "Chips and payments this hand", "nl": "Fiches en betalingen deze hand"},
    "points_scored": {"en": "Points scored this hand", "nl": "Punten gescoord deze hand"},
    "scroll_up_cue": {"en": "{count} lines, the newest last: scroll up for the earlier ones",
                        "nl": "{count} regels, de nieuwste onderaan: scroll omhoog voor de eerdere"},
    "no_payments": {"en": "Nobody has paid or scored yet.", "nl": "Nog niemand heeft betaald of gescoord."},
    "game_points_paid": {"en": "Game points paid this hand", "nl": "Spelpunten betaald deze hand"},
    "stock_label": {"en": "Stock", "nl": "Stok"},
    "stock_turned": {"en": "turned: {card}", "nl": "gedraaid: {card}"},
    "stock_empty": {"en": "The stock is empty: the play-out.", "nl": "De stok is op: de laatste slagen."},
    "turned_across": {"en": "Turned for trump, lying across the stock: {card}",
                      "nl": "Gedraaid voor troef, dwars onder de stok: {card}"},
    "drawn_after": {"en": "After trick {number}:", "nl": "Na slag {number}:"},
    "drawn_card": {"en": "drawn", "nl": "getrokken"},
    "new_card": {"en": "new: just drawn", "nl": "nieuw: net getrokken"},
    "drawn_hidden": {"en": "{seat} draws a card ({rule}).", "nl": "{seat} trekt een kaart ({rule})."},
    "drawn_hidden_you": {"en": "You draw a card ({rule})."},
    "dix_choice": {"en": "{name}: {seven} for {turned} ({amount})", "nl": "{name}: {seven} voor {turned} ({amount})"},
    "earned_here": {"en": "Earned in trick {number}", "nl": "Verdiend in slag {number}"},
    "declared_here": {"en": "Declared", "nl": "Geroemd"},
    "partner": {"en": "your partner", "nl": "je maat"},
    "side_us": {"en": "Us", "nl": "Wij"},
    "side_them": {"en": "Them", "nl": "Zij"},
    "side_of": {"en": "{side}: {seats}", "nl": "{side}: {seats}"},
    "speler": {"en": "Speler", "nl": "Speler"},
    "against_speler": {"en": "against the Speler", "nl": "tegen de Speler"},
    "sits_out": {"en": "sits out", "nl": "speelt niet mee"},
    "plays_contract": {"en": "plays", "nl": "speelt"},
    "playing_side": {"en": "Playing: {side}", "nl": "Spelend: {side}"},
    "skart_taken": {"en": "The skart you took (only you see it): {cards}",
                    "nl": "De skart die je nam (alleen jij ziet hem): {cards}"},
    "bid_said": {"en": "{what}", "nl": "{what}"},
    "doubled": {"en": "doubles", "nl": "kraakt"},
    "not_doubled": {"en": "no double", "nl": "kraakt niet"},
    "redoubled": {"en": "redoubles", "nl": "herkraakt"},
    "not_redoubled": {"en": "no redouble", "nl": "herkraakt niet"},
    "superdoubled": {"en": "doubles again", "nl": "superkraakt"},
    "not_superdoubled": {"en": "no double again", "nl": "superkraakt niet"},
    "card_points_short": {"en": "cards", "nl": "kaarten"},
    "exact_short": {"en": "exact", "nl": "precies"},
    "nat_word": {"en": "nat", "nl": "nat"},
    "pit_word": {"en": "pit", "nl": "pit"},
    "sheet_cell": {"en": "{cards} card points, {roem} roem; exact {exact}",
                   "nl": "{cards} kaartpunten, {roem} roem; precies {exact}"},
    "sheet_cell_short": {"en": "{working} → {exact}", "nl": "{working} → {exact}"},
    "sheet_made_parts": {"en": "{cards} + {roem} roem", "nl": "{cards} + {roem} roem"},
    "sheet_nat_players": {"en": "nat: 0", "nl": "nat: 0"},
    "sheet_nat_all": {"en": "nat: {total} + {roem} roem", "nl": "nat: {total} + {roem} roem"},
    "sheet_nat_shared": {"en": "nat: ({total} + {roem} roem) ÷ 2", "nl": "nat: ({total} + {roem} roem) ÷ 2"},
    "sheet_pit_part": {"en": " + 100 pit", "nl": " + 100 pit"},
    "sheet_sat_out": {"en": "sat out", "nl": "speelde niet mee"},
    "sheet_all_passed": {"en": "all passed", "nl": "iedereen paste"},
    "sheet_rounded": {"en": "The sheet counts each score rounded to ten; the small print is the exact score.",
                      "nl": "Op het briefje staat elke score afgerond op tientallen; klein gedrukt de precieze score."},
    "dealer_col": {"en": "Dealer", "nl": "Deler"},
    "ended_early": {"en": "The hand ended early: {name} ({rule}).", "nl": "De hand is vroeg afgelopen: {name} ({rule})."},
    "sheet_player": {"en": "Player", "nl": "Speler"},
    "sheet_dealt_mark": {"en": "• dealt that hand", "nl": "• deelde die hand"},
    # ---- the sheet's units
    "unit_points": {"en": "points", "nl": "punten"},
    "unit_chips": {"en": "chips", "nl": "fiches"},
    "unit_game_points": {"en": "game points", "nl": "spelpunten"},
    # ---- a new deal, a new game, the settings
    "confirm_new_game": {
        "en": "Stop this game and start a new one? This hand and the score so far are lost: a poor hand is played out, not dealt again.",
        "nl": "Dit potje stoppen en een nieuw beginnen? Deze hand en de stand tot nu toe vervallen: een slechte hand speel je uit, die wordt niet opnieuw gedeeld.",
    },
    "confirm_new_deal": {"en": "Throw this hand away and deal a new one?", "nl": "Deze hand weggooien en opnieuw delen?"},
    "yes_new_game": {"en": "Yes, a new game", "nl": "Ja, nieuw potje"},
    "yes_new_deal": {"en": "Yes, deal again", "nl": "Ja, opnieuw delen"},
    "play_on": {"en": "No, play on", "nl": "Nee, verder spelen"},
    "settings": {"en": "Players and options", "nl": "Spelers en opties"},
    "deals_button": {"en": "Shared deals", "nl": "Gedeelde spellen"},
    "deal_tools": {"en": "Shared deals.", "nl": "Gedeelde spellen."},
    "deal_tools_help": {
        "en": "Load a record file so everyone plays the same cards, show every hand, or save this hand as a record.",
        "nl": "Laad een recordbestand zodat iedereen met dezelfde kaarten speelt, laat alle kaarten open zien, of "
              "bewaar deze hand als record.",
    },
    "load_record": {"en": "Load a record", "nl": "Record laden"},
    "open_hands": {"en": "Open hands", "nl": "Open kaarten"},
    "open_hand": {"en": "Cards in hand", "nl": "Kaarten in de hand"},
    "deal_again": {"en": "Deal it again", "nl": "Dit spel opnieuw spelen"},
    "save_record": {"en": "Save this hand", "nl": "Deze hand bewaren"},
    "download_record": {"en": "Download the record (JSON)", "nl": "Record downloaden (JSON)"},
    "share_deal": {"en": "The same deal for everyone:", "nl": "Hetzelfde spel voor iedereen:"},
    "share_link": {"en": "link to this deal", "nl": "link naar dit spel"},
    "record_loaded": {"en": "The record's deal is dealt: play it from the first card.",
                      "nl": "Het spel uit het record is gedeeld: speel het vanaf de eerste kaart."},
    "record_refused": {"en": "This file cannot be played: {reason}", "nl": "Dit bestand kan niet gespeeld worden: {reason}"},
    "link_refused": {"en": "The deal in this link cannot be played: {reason}",
                     "nl": "Het spel in deze link kan niet gespeeld worden: {reason}"},
    "library_title": {"en": "Deals for a class", "nl": "Spellen voor een klas"},
    "library_intro": {
        "en": "Each deal shows one rule at work. Play it here, or share its link so a whole class plays the same "
              "cards.",
        "nl": "Elk spel laat één regel zien. Speel het hier, of deel de link zodat een hele klas met dezelfde "
              "kaarten speelt.",
    },
    "rules_word": {"en": "rules", "nl": "regels"},
    "play_this_deal": {"en": "Play this deal", "nl": "Speel dit spel"},
    "library_playing": {"en": "Now playing: {game}: {title}", "nl": "Je speelt nu: {game}: {title}"},
    "library_playing_link": {"en": "Now playing: {game}, the deal of the link",
                             "nl": "Je speelt nu: {game}, het spel uit de link"},
    "players_label": {"en": "Players", "nl": "Spelers"},
    "start_with": {"en": "New game with these", "nl": "Nieuw potje hiermee"},
    "pot_share_explained": {
        "en": "Pot share: the chips each player takes from the pot. The highest score (card points + tricks) takes the pot; players tied for it share it, and what cannot be shared stays in the pot (MT5).",
        "nl": "Uit de pot: de fiches die elke speler uit de pot krijgt. De hoogste score (kaartpunten + slagen) krijgt de pot; bij een gelijke stand delen de winnaars hem, en wat niet te verdelen is, blijft in de pot (MT5).",
    },
    "error": {
        "en": "Something went wrong here; the game itself is unchanged.",
        "nl": "Hier ging iets mis; het spel zelf is niet veranderd.",
    },
    "rule_link_title": {"en": "Rule {rule} in the rule book", "nl": "Regel {rule} in het regelboek"},
    # the review after a hand (widgets/review.py)
    "review_button": {"en": "Review this hand", "nl": "Bekijk deze hand na"},
    "review_close": {"en": "Close the review", "nl": "Sluit de nabespreking"},
    "review_title": {"en": "Review of this hand", "nl": "Nabespreking van deze hand"},
    "review_intro": {
        "en": "Your choices that cost points, the largest first. First view: from what you could know at that "
              "moment, as the hint works it out. Second view: with every card seen, as if all hands lay open, which "
              "you could not see while playing. Step through the hand below: every hand lies face up.",
        "nl": "Je keuzes die punten kostten, de grootste eerst. Eerste blik: vanuit wat jij op dat moment kon weten, "
              "zoals de tip het uitrekent. Tweede blik: met alle kaarten open, alsof alle handen op tafel lagen, wat "
              "je tijdens het spel niet kon zien. Loop hieronder door de hand: alle handen liggen open.",
    },
    "review_thinking": {"en": "Going over your choices… {percent}% done. You can step through the hand meanwhile.",
                        "nl": "Je keuzes worden nagelopen… {percent}% klaar. Je kunt intussen door de hand lopen."},
    "review_back": {"en": "Back", "nl": "Terug"},
    "review_forward": {"en": "Forward", "nl": "Verder"},
    "review_trick": {"en": "Trick {number}", "nl": "Slag {number}"},
    "review_before_play": {"en": "Before the tricks", "nl": "Vóór de slagen"},
    "review_about": {"en": "about ", "nl": "ongeveer "},
    "review_own_label": {"en": "First view: from what you could know", "nl": "Eerste blik: vanuit wat jij kon weten"},
    "review_seen_label": {"en": "Second view: every card seen", "nl": "Tweede blik: alle kaarten open"},
    "review_short_own": {"en": "You chose {played}; better: {best} (by {about}{loss}).",
                         "nl": "Je koos {played}; beter: {best} ({about}{loss} beter)."},
    "review_short_same": {"en": "yours was as good as the best", "nl": "de jouwe was even goed als de beste"},
    "review_short_unknown": {"en": "too much to work out here", "nl": "te veel om hier uit te rekenen"},
    "review_seen_unknown": {"en": "With every card seen: too much to work out here.",
                            "nl": "Met alle kaarten open: te veel om hier uit te rekenen."},
    "review_at_trick": {"en": "Trick {number} of {last}", "nl": "Slag {number} van {last}"},
    "review_you_lead": {"en": "(you lead; trick {before} still lies on the table)",
                        "nl": "(jij komt uit; slag {before} ligt nog op tafel)"},
    "review_at_end": {"en": "The end of the hand", "nl": "Het einde van de hand"},
    "review_at_decision": {"en": "Before the tricks: your choice", "nl": "Vóór de slagen: jouw keuze"},
    "review_marked": {"en": "a mistake: the better choice is marked below",
                      "nl": "een fout: de betere keuze staat hieronder"},
    "review_trick_went": {"en": "Trick {number} as it went: {cards}. Won by {winner}.",
                          "nl": "Slag {number} zoals die ging: {cards}. Gewonnen door {winner}."},
    "review_you_chose": {"en": "Your choice here: {played}.", "nl": "Jouw keuze hier: {played}."},
    "review_mark_played": {"en": "your choice", "nl": "jouw keuze"},
    "review_mark_better": {"en": "better", "nl": "beter"},
    "review_your_cards": {"en": "Your cards at this moment", "nl": "Jouw kaarten op dit moment"},
    "review_play_from": {"en": "Play from here with {better}", "nl": "Speel verder vanaf hier met {better}"},
    "review_replayed": {
        "en": "A hand played again from your review: it has its own result and does not count in the game's score.",
        "nl": "Een hand opnieuw gespeeld vanuit je nabespreking: die heeft een eigen uitslag en telt niet mee voor de "
              "stand van het potje.",
    },
}


def check_lang(lang: object) -> str:
    """``lang`` if the widgets speak it; a clean refusal otherwise (not a TraitError from deep inside)."""
    if not isinstance(lang, str) or lang not in LANGS:  # a text first: comparing an object may raise
        raise TarotlibError(f"lang must be one of {LANGS}, not {shown(lang)}",
                            f"lang moet een van {LANGS} zijn, niet {shown(lang)}")
    return lang  # type: ignore[return-value]


def say(key: str, lang: str = "en", **values: object) -> str:
    """The message ``key`` in ``lang`` (English when missing) with ``values`` filled in."""
    return fill(MESSAGES[key], lang, **values)


def tell(key: str, lang: str, seat: int, you: int | None, **values: object) -> str:
    """A sentence whose subject is ``seat`` in the table's words ('Carla', 'You'), with
    the verb agreeing: for the learner the key's ``_you`` form where a language has one."""
    texts = MESSAGES[key]
    if seat == you and f"{key}_you" in MESSAGES:
        texts = {**texts, **MESSAGES[f"{key}_you"]}
    return fill(texts, lang, seat=svg.seat_name(seat, lang, you), **values)


def seat_object(seat: int, lang: str, you: int | None) -> str:
    """A seat as the object of a sentence: 'Carla', 'you' / 'jou'."""
    return say("you_object", lang) if seat == you else svg.seat_name(seat, lang)


def count_text(n: int, unit: str, lang: str) -> str:
    """'1 chip', '3 chips', '1 point', '20 points', '10 game points' (``unit`` is
    ``chip``, ``point`` or ``game_point``)."""
    return say(f"{unit}_1", lang) if n == 1 else say(f"{unit}s_n", lang, n=n)


GAME_POINT_GAMES = frozenset(game for game, unit in UNITS.items() if unit == "game-point")
"""The games whose declarations, payments and score are game points, as their tutorials
call them (LT2, LT5, LT6): not the card points won in tricks (the coach's table, one source)."""


def point_unit(spec: GameSpec | None) -> str:
    """The unit of the points a game declares, pays and scores: ``game_point`` or ``point``."""
    return "game_point" if spec is not None and spec.id in GAME_POINT_GAMES else "point"


def name_of(names: Mapping[str, Mapping[str, str]], name: str, lang: str) -> str:
    """A combination's or scoring reason's name for people, from the game (``spec.names``)."""
    texts = names.get(name)
    return fill(texts, lang) if texts else name


def signed(value: float) -> str:
    """A score as the sheet and the result both write it: '+3', '-2', and plain '0'."""
    return f"{value:+g}" if value else "0"


def event_lines(events: Sequence[Event], tricks: Sequence[Trick], lang: str = "en", you: int | None = None,
                names: Mapping[str, Mapping[str, str]] | None = None, unit: str = "point") -> list[str]:
    """The engine's events as short sentences in ``lang``, in the table's words.

    An ``excuse-kept`` directly followed by the same owner's ``blank-given`` is told
    as one sentence, as a player would say it: 'Carla keeps the Excuse and gives †2
    to you (T5).'
    """
    cards_of = {trick.number: trick for trick in tricks}
    lines: list[str] = []
    skip_next = False
    for at, event in enumerate(events):
        if skip_next:
            skip_next = False
            continue
        following = events[at + 1] if at + 1 < len(events) else None
        if (event.kind == "excuse-kept" and following is not None and following.kind == "blank-given"
                and following.seat == event.seat and following.card is not None):
            lines.append(tell("excuse_kept_paid", lang, event.seat, you, card=following.card.short(lang),
                              to=seat_object(following.to or 0, lang, you), rule=following.rule or event.rule))
            skip_next = True
            continue
        line = event_line(event, cards_of, lang, you, names or {}, unit)
        if line:
            lines.append(line)
    return lines


_EVENT_KEYS = {"excuse-kept": "excuse_kept", "excuse-lost": "excuse_lost", "blank-given": "blank_given",
               "debt-settled": "debt_settled", "lead-passed": "lead_passed",
               "suit-turned": "suit_turned"}


def event_line(event: Event, tricks: Mapping[int, Trick], lang: str, you: int | None,
               names: Mapping[str, Mapping[str, str]], unit: str = "point") -> str:
    """One event as a sentence; '' for one told otherwise."""
    kind = event.kind
    if kind == "trick":
        trick = tricks.get(event.number)
        if trick is None:
            return ""
        return tell("log_trick", lang, trick.winner, you, number=trick.number, cards=trick_cards(trick, lang, you))
    values: dict[str, object] = {
        "rule": event.rule,
        "to": seat_object(event.to, lang, you) if event.to is not None else "",
        "card": event.card.short(lang) if event.card is not None else "",
        "name": name_of(names, event.name, lang) if event.name else "",
    }
    if kind == "blank-given" and event.card is None:
        return ""
    if kind in ("ante", "pot"):
        values["amount"] = count_text(event.amount, "chip", lang)
    elif kind == "declared":
        values["amount"] = count_text(event.amount, unit, lang)
        values["cards"] = f" ({' '.join(c.short(lang) for c in event.cards)})" if event.cards else ""
    elif kind in ("paid", "scored"):
        values["amount"] = count_text(event.amount, unit, lang)
    else:
        values["amount"] = event.amount
    key = _EVENT_KEYS.get(kind, kind)
    if kind == "drawn" and event.name == "skart":  # K5: the Speler takes the skart, not a draw from a stock
        key = "skart_hidden" if event.card is None else "skart_drawn"
    elif kind == "drawn" and event.card is None:  # another seat's draw: that it drew, not what
        key = "drawn_hidden"
    elif kind == "contract" and not event.amount:  # K4 majority: no number to reach
        key = "contract_majority"
    elif kind == "debt-settled" and event.card is None:  # the debt lapses, no card moves (ML4, LT7, TF4)
        key = "debt_lapsed"
    if key not in MESSAGES:
        return ""
    return tell(key, lang, event.seat, you, **values)


def trick_cards(trick: Trick, lang: str, you: int | None) -> str:
    """'Bram ♥7, You ♥R, Daan ♥2': who played what, in play order."""
    return ", ".join(say("log_card", lang, seat=svg.seat_name(s, lang, you), card=c.short(lang))
                     for s, c in zip(trick.seats, trick.cards))


def action_line(seat: int, action: Action, lang: str, you: int | None, pack: Pack, doubled_before: int = 0) -> str:
    """A player's own decision before or between tricks, as the table sees it: another
    seat's discard without its card; '' for a card played (its trick tells it) and a
    declaration (its ``declared`` event tells it, with the value). A :class:`Double`
    is named by the doublings before it (K7: kraken, herkraken, superkraken)."""
    if isinstance(action, Bid):
        if action.call == "pass":
            return tell("act_pass", lang, seat, you)
        what = "" if action.trump is None else f", {pack.suit_name(action.trump, lang)}"
        what += "" if action.points is None else f", {action.points}"
        return tell("act_bid", lang, seat, you, what=what)
    if isinstance(action, Discard):
        return tell("act_discard", lang, seat, you, card=action.card.short(lang))
    if isinstance(action, EndDeclaring):
        return tell("act_end_declaring", lang, seat, you)
    if isinstance(action, Double):
        return tell(f"act_{doubling(doubled_before)}_{'yes' if action.yes else 'no'}", lang, seat, you)
    if isinstance(action, Annul):
        return tell(f"act_annul_{'yes' if action.yes else 'no'}", lang, seat, you)
    return ""


def told_once(events: list[Event]) -> list[Event]:
    """``events`` without the score that only repeats a declaration among them (MJ4: Dix
    declared for 10 is also scored 10, one gain told twice)."""
    declared = {(e.seat, e.name) for e in events if e.kind == "declared"}
    return [e for e in events if not (e.kind == "scored" and (e.seat, e.name) in declared)]


def hand_log(state: HandState, lang: str = "en", you: int = 0) -> list[tuple[int, str]]:
    """The whole hand so far as ``you`` may know it, in order: each decision, each trick
    with who played what and who won it, and what the engine did after it (level 1).

    Built from ``state.view(you).events`` (the others' private events left out) and the
    actions, of which another seat's discard is told without its card.
    """
    view = state.view(you)
    tricks = {trick.number: trick for trick in view.tricks}
    names, unit = state.spec.names, point_unit(state.spec)
    told, waiting = told_in_order(state.actions, view.events)
    lines: list[tuple[int, str]] = []
    doubled = 0  # K7: the yes said so far name the next doubling
    for taken, happened in told:
        line = action_line(*taken, lang, you, state.pack, doubled) if taken is not None else ""
        doubled += taken is not None and taken[1] == Double(True)
        if line:
            lines.append((0, line))
        won = [event for event in happened if event.kind == "trick"]  # told first: the trick, then its sequel
        lines += [(0, line) for line in event_lines(won, view.tricks, lang, you, names, unit)]
        others = told_once([event for event in happened if event.kind != "trick"])
        lines += [(1, line) for line in event_lines(others, view.tricks, lang, you, names, unit)]
    if view.trick:
        current = Trick(len(tricks) + 1, view.trick[0][0], tuple(s for s, _ in view.trick),
                        tuple(c for _, c in view.trick), -1)
        lines.append((0, say("log_trick_now", lang, number=current.number, cards=trick_cards(current, lang, you))))
    return lines + [(1, line) for line in event_lines(waiting, view.tricks, lang, you, names, unit)]
