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
    # ---- the lessons: exercises, facts and feedback (tarotwidgets.lessons)
    # progress
    "step_of": {"en": "Step {number} of {total}", "nl": "Stap {number} van {total}"},
    "steps": {"en": "Steps of this tutorial", "nl": "Stappen van deze les"},
    "exercises_done": {"en": "Exercises done: {done} of {total}", "nl": "Oefeningen gedaan: {done} van {total}"},
    "step_done": {"en": "done", "nl": "klaar"},
    "all_steps": {"en": "All steps", "nl": "Alle stappen"},
    "other_language": {"en": "Nederlands", "nl": "English"},
    "other_language_title": {"en": "Deze les in het Nederlands", "nl": "This lesson in English"},
    "progress_reached": {"en": "Step reached: {number}. {title}.", "nl": "Bereikte stap: {number}. {title}."},
    "progress_continue": {"en": "Continue there", "nl": "Ga daar verder"},
    "progress_kept": {"en": "This browser keeps your progress, in both languages.",
                      "nl": "Deze browser onthoudt je voortgang, in beide talen."},
    "progress_start_again": {"en": "Start the tutorial again", "nl": "De les opnieuw beginnen"},
    "progress_confirm": {"en": "Forget the exercises done and the step reached?",
                         "nl": "De gedane oefeningen en de bereikte stap vergeten?"},
    "progress_yes": {"en": "Yes, start again", "nl": "Ja, opnieuw beginnen"},
    "progress_no": {"en": "No, keep them", "nl": "Nee, bewaren"},
    "done_before": {
        "en": "Done before: you solved this exercise on an earlier visit. Try it again if you like.",
        "nl": "Al gedaan: je hebt deze oefening bij een eerder bezoek opgelost. Probeer het gerust nog eens.",
    },
    # feedback
    "right": {"en": "Right!", "nl": "Goed zo!"},
    "wrong": {"en": "Not quite.", "nl": "Niet helemaal."},
    "try_again": {"en": "Try again.", "nl": "Probeer het nog eens."},
    "exercise_error": {
        "en": "Something went wrong with this exercise; the rest of the page still works.",
        "nl": "Er ging iets mis met deze oefening; de rest van de pagina werkt gewoon.",
    },
    "same_answer_again": {"en": "(the same answer again, {count}×)", "nl": "(weer hetzelfde antwoord, {count}×)"},
    # which card / every card
    "ask_play": {"en": "Your turn. Click a card you may play.", "nl": "Jij bent aan de beurt. Klik op een kaart die je mag spelen."},
    "ask_every": {
        "en": "Select every card you may play, then press Check.",
        "nl": "Kies alle kaarten die je mag spelen en klik dan op Nakijken.",
    },
    "check": {"en": "Check", "nl": "Nakijken"},
    "may_play": {"en": "{card} may be played here.", "nl": "{card} mag je hier spelen."},
    "exactly_these": {"en": "Exactly these cards may be played: {cards}.", "nl": "Precies deze kaarten mag je spelen: {cards}."},
    "nothing_selected": {"en": "Select at least one card first.", "nl": "Kies eerst minstens één kaart."},
    "left_out": {
        "en": "You left out {count} cards that may be played too.",
        "nl": "Je bent {count} kaarten vergeten die je ook mag spelen.",
    },
    "left_out_one": {
        "en": "You left out one card that may be played too.",
        "nl": "Je bent één kaart vergeten die je ook mag spelen.",
    },
    "excuse_left_out": {
        "en": "The Excuse may be played instead of any card.",
        "nl": "Het Excuus mag je altijd spelen in plaats van een andere kaart.",
    },
    "no_overtrump": {
        "en": "Over-trumping is not required: any trump will do, even one lower than {card}.",
        "nl": "Overtroeven hoeft niet: elke troef is goed, ook een lagere dan {card}.",
    },
    "already_solved": {
        "en": "You have already solved this one. That answer would be wrong, though: {reason}",
        "nl": "Deze heb je al opgelost. Dat antwoord zou wel fout zijn: {reason}",
    },
    "not_this": {"en": "{card} may not be played. {reason}", "nl": "{card} mag je niet spelen. {reason}"},
    "free_choice": {
        "en": "No rule limits you here: you cannot follow and hold no card that must be played instead.",
        "nl": "Hier beperkt geen regel je keus: je kunt niet bekennen en hebt ook niets wat je dan moet spelen.",
    },
    "on_table": {"en": "On the table", "nl": "Op tafel"},
    "caption_leads": {"en": "{seat} leads", "nl": "{seat} komt uit"},
    "caption_you_lead": {"en": "You lead", "nl": "Jij komt uit"},
    # compare games
    "in_game": {"en": "In {game} you may play:", "nl": "In {game} mag je spelen:"},
    # who wins / order
    "ask_winner": {"en": "Who wins this trick? Click the winning card.", "nl": "Wie wint deze slag? Klik op de winnende kaart."},
    "ask_order": {
        "en": "Click the cards from the strongest to the weakest.",
        "nl": "Klik de kaarten aan van de sterkste naar de zwakste.",
    },
    "ask_order_led": {
        "en": "{Suit} were led. Click the cards from the strongest to the weakest.",
        "nl": "Er is {suit} gevraagd. Klik de kaarten aan van de sterkste naar de zwakste.",
    },
    "your_order": {"en": "Your order", "nl": "Jouw volgorde"},
    "order_empty": {"en": "(no card yet: start with the strongest)", "nl": "(nog geen kaart: begin met de sterkste)"},
    "not_yet": {"en": "Not {card} yet: a stronger card is left.", "nl": "Nog niet {card}: er ligt nog een sterkere kaart."},
    "ordered": {"en": "That is the order, strongest first.", "nl": "Dat is de volgorde, de sterkste eerst."},
    "start_again": {"en": "Start again", "nl": "Opnieuw"},
    "play_start": {"en": "Deal and play", "nl": "Delen en spelen"},
    # deal
    "deal_button": {"en": "Deal the cards", "nl": "Delen"},
    "counter_clockwise": {
        "en": "Play goes counter-clockwise: the next player sits on the right.",
        "nl": "Er wordt tegen de klok in gespeeld: de volgende speler zit rechts.",
    },
    "clockwise": {
        "en": "Play goes clockwise: the next player sits on the left.",
        "nl": "Er wordt met de klok mee gespeeld: de volgende speler zit links.",
    },
    "cards_each": {"en": "{dealt} of {total} cards dealt", "nl": "{dealt} van {total} kaarten gedeeld"},
    "ask_leader": {
        "en": "Who leads the first trick? Click that player.",
        "nl": "Wie komt uit in de eerste slag? Klik op die speler.",
    },
    "leader_right": {
        "en": "{seat} is the first player after the dealer (voorhand) and leads.",
        "nl": "{seat} is de eerste speler na de deler (de voorhand) en komt uit.",
    },
    "deal_first": {
        "en": "Deal the cards first: press “{button}” and wait until every card is dealt.",
        "nl": "Eerst delen: klik op „{button}” en wacht tot alle kaarten gedeeld zijn.",
    },
    "dealer_does_not_lead": {
        "en": "The dealer does not lead: the player after the dealer does.",
        "nl": "De deler komt niet uit: de speler na de deler wel.",
    },
    "not_next": {
        "en": "{seat} is not next after the dealer. {direction}",
        "nl": "{seat} zit niet direct na de deler. {direction}",
    },
    # excuse exchange
    "ask_excuse": {
        "en": "You play the Excuse and {winner} wins the trick. You keep the Excuse: which card from your "
        "tricks do you give {winner}?",
        "nl": "Jij speelt het Excuus en {winner} wint de slag. Je houdt het Excuus: welke kaart uit je "
        "slagen geef je aan {winner}?",
    },
    "your_tricks": {"en": "The cards you have won so far", "nl": "De kaarten die je al gewonnen hebt"},
    "none_yet": {"en": "None yet", "nl": "Nog geen"},
    "you_give": {"en": "You give {card}.", "nl": "Je geeft {card}."},
    "give_nothing_yet": {
        "en": "You have no blank card yet, so you give nothing now: you pay as soon as you win one.",
        "nl": "Je hebt nog geen lege kaart, dus je geeft nu niets: je betaalt zodra je er een wint.",
    },
    "give_a_blank": {
        "en": "{card} is worth card points: you give a blank card, one without points.",
        "nl": "{card} heeft kaartpunten: je geeft een lege kaart, een kaart zonder punten.",
    },
    "give_lowest_blank": {
        "en": "{card} is blank, but the lowest blank goes: trumps 2-20 first, then suit cards 1-10.",
        "nl": "{card} is leeg, maar de laagste lege kaart gaat weg: eerst troeven 2-20, dan kleurkaarten 1-10.",
    },
    "you_have_a_blank": {
        "en": "You already have a blank card, so you pay now.",
        "nl": "Je hebt al een lege kaart, dus je betaalt nu.",
    },
    # an open debt at the end (MT3)
    "ask_debt": {
        "en": "You played the Excuse in the hand's last trick with no blank card to give {winner}. Now the "
        "hand is over. Which of your cards goes to {winner}?",
        "nl": "Je speelde het Excuus in de laatste slag van de hand zonder lege kaart om aan {winner} te geven. "
        "Nu is de hand afgelopen. Welke van je kaarten krijgt {winner}?",
    },
    "debt_paid": {
        "en": "You give {card}: when the hand ends with the debt still open, your lowest-valued point card pays it.",
        "nl": "Je geeft {card}: staat de schuld aan het eind van de hand nog open, dan betaal je met je "
        "goedkoopste puntenkaart.",
    },
    "debt_cheaper": {
        "en": "{card} is worth {worth}: you give the point card that is worth the least.",
        "nl": "{card} is {worth} waard: je geeft de puntenkaart die het minst waard is.",
    },
    "debt_tie": {
        "en": "{card} is worth {worth}, as much as {other}; between cards of equal value, trumps go first, "
        "then clubs, diamonds, hearts and spades.",
        "nl": "{card} is {worth} waard, net zoveel als {other}; bij gelijke waarde gaan troeven eerst, dan "
        "klaveren, ruiten, harten en schoppen.",
    },
    # has anyone won the game? (MT4)
    "ask_game_end": {
        "en": "The scores after {hands} hands. Has anyone won the game? Click the winner, or “Nobody yet”.",
        "nl": "De stand na {hands} handen. Heeft iemand het potje gewonnen? Klik op de winnaar, of op "
        "„Nog niemand”.",
    },
    "hand_number": {"en": "Hand {number}", "nl": "Hand {number}"},
    "nobody_yet": {"en": "Nobody yet", "nl": "Nog niemand"},
    "tie_plays_on": {
        "en": "Nobody yet: {leaders} share the lead with {best}. Reaching {target} is enough, but a tie at "
        "the top plays on until one player is ahead.",
        "nl": "Nog niemand: {leaders} staan samen bovenaan met {best}. De {target} halen is genoeg, maar bij "
        "een gelijke stand bovenaan wordt doorgespeeld tot één speler voorstaat.",
    },
    "nobody_there": {
        "en": "Nobody yet: nobody has reached {target}.",
        "nl": "Nog niemand: niemand heeft de {target} gehaald.",
    },
    "someone_won": {
        "en": "Someone has: the highest total of at least {target} wins.",
        "nl": "Wel: de hoogste stand van minstens {target} wint.",
    },
    "game_won": {
        "en": "{seat} wins with {best}: at least {target}, and more than anyone else.",
        "nl": "{seat} wint met {best}: minstens {target}, en meer dan ieder ander.",
    },
    "tied_at_top": {
        "en": "{seat} has reached {target}, but another player has {best} as well: with a tie at the top, "
        "the game goes on.",
        "nl": "{seat} heeft de {target} gehaald, maar een andere speler heeft ook {best}: bij een gelijke "
        "stand bovenaan gaat het potje door.",
    },
    "not_there_yet": {
        "en": "{seat} is ahead with {total}, but the game is won only at {target}.",
        "nl": "{seat} staat voor met {total}, maar het potje is pas gewonnen bij {target}.",
    },
    "not_highest": {
        "en": "{seat} has {total}; the game goes to the highest total of at least {target}.",
        "nl": "{seat} heeft {total}; het potje gaat naar de hoogste stand van minstens {target}.",
    },
    # scoring
    "ask_pile": {"en": "How many card points is this pile worth?", "nl": "Hoeveel kaartpunten is deze stapel waard?"},
    "ask_score": {
        "en": "{seat} won these {cards} cards, worth {points} card points, in {tricks} tricks. "
        "What does {seat} score for this hand?",
        "nl": "{seat} won deze {cards} kaarten, samen {points} kaartpunten, in {tricks} slagen. "
        "Hoeveel scoort {seat} voor deze hand?",
    },
    "points_are": {"en": "{count} card points.", "nl": "{count} kaartpunten."},
    "score_is": {"en": "The score for this hand is {score}.", "nl": "De score voor deze hand is {score}."},
    "not_number": {"en": "Not {answer}.", "nl": "Niet {answer}."},
    "not_a_number": {
        "en": "“{answer}” is not a number. Type a whole number, such as 12.",
        "nl": "„{answer}” is geen getal. Typ een heel getal, bijvoorbeeld 12.",
    },
    "type_a_number": {"en": "Type a whole number first, such as 12.", "nl": "Typ eerst een heel getal, bijvoorbeeld 12."},
    "count_again": {
        "en": "Count again: look up each card in the table of card points; blank cards count 0.",
        "nl": "Tel nog eens: zoek elke kaart op in de tabel met kaartpunten; lege kaarten tellen 0.",
    },
    "count_is": {"en": "Here is the count: {parts} = {total}.", "nl": "Zo tel je het: {parts} = {total}."},
    "blanks_zero": {"en": "{count} blank cards 0", "nl": "{count} lege kaarten 0"},
    "blanks_zero_one": {"en": "1 blank card 0", "nl": "1 lege kaart 0"},
    "score_rule": {"en": "The score is made up like this: {formula}.", "nl": "De score bestaat uit: {formula}."},
    "score_hint": {
        "en": "Look at the rule for the score again, in the text above.",
        "nl": "Lees de regel voor de score hierboven nog eens.",
    },
    "your_answer": {"en": "Your answer", "nl": "Jouw antwoord"},
    # the discard (ML1, LT1)
    "ask_discard": {
        "en": "You are the dealer. Click the {count} cards you lay away, one at a time.",
        "nl": "Jij bent de deler. Klik de {count} kaarten aan die je aflegt, één voor één.",
    },
    "laid_away": {"en": "Laid away ({left} to go)", "nl": "Afgelegd (nog {left})"},
    "none_laid": {"en": "(nothing yet)", "nl": "(nog niets)"},
    "may_lay_away": {"en": "{card} may be laid away.", "nl": "{card} mag je afleggen."},
    "laid_all": {
        "en": "You laid away {cards}. They lie face down and count for you at the end of the hand.",
        "nl": "Je legde {cards} af. Ze liggen gedekt en tellen aan het eind van de hand voor jou.",
    },
    "also_trumps": {
        "en": "You could also have laid away {cards} together ({rule}): press Start again to try it.",
        "nl": "Je had ook {cards} samen kunnen afleggen ({rule}): klik op Opnieuw om het te proberen.",
    },
    "not_laid_away": {"en": "Not {card}. {reason}", "nl": "{card} niet. {reason}"},
    # counting by threes (T6)
    "ask_threes_groups": {
        "en": "Count this pile the old way: give each card its full value, one more than in the table (a blank "
        "card counts 1); take 2 off each group of three and 1 off a last group of one or two.",
        "nl": "Tel deze stapel op de oude manier: elke kaart telt zijn volle waarde, één meer dan in de tabel "
        "(een lege kaart telt 1); per groepje van drie gaat er 2 af, van een laatste groepje van één of twee 1.",
    },
    "ask_threes_sets": {
        "en": "Now count it the easy way: add up the values in the table (a blank card counts 0), then add one "
        "point for each set of three cards; two cards left over make one more set, a single one none.",
        "nl": "Tel nu op de makkelijke manier: tel de waarden uit de tabel op (een lege kaart telt 0), en tel er "
        "een punt bij voor elke set van drie kaarten; twee kaarten over maken nog een set, één kaart niet.",
    },
    "threes_hint_groups": {
        "en": "Look at the groups above: add up each group's full values, then take 2 off (1 off a short group).",
        "nl": "Kijk naar de groepjes hierboven: tel per groepje de volle waarden op en haal er 2 af (1 bij een kort "
        "groepje).",
    },
    "threes_hint_sets": {
        "en": "Look up each card in the table of card points, add them up, then add the sets of three.",
        "nl": "Zoek elke kaart op in de tabel met kaartpunten, tel ze op en tel dan de sets van drie erbij.",
    },
    "threes_groups": {"en": "By groups of three: {parts} = {total}.", "nl": "Per groepje van drie: {parts} = {total}."},
    "threes_sets": {
        "en": "The easy way: {parts} = {sum}, plus {sets} for the sets of three: {total}.",
        "nl": "De makkelijke manier: {parts} = {sum}, plus {sets} voor de sets van drie: {total}.",
    },
    "threes_agree": {"en": "Both ways give the same total.", "nl": "Beide manieren geven hetzelfde totaal."},
    "point_cards_threes": {
        "en": "Card points, counted the easy way", "nl": "Kaartpunten, op de makkelijke manier geteld",
    },
    "plus_sets": {
        "en": "Add one point for each set of three cards won.",
        "nl": "Tel er een punt bij voor elke set van drie gewonnen kaarten.",
    },
    # declarations (LT2)
    "ask_declarations": {
        "en": "Which declarations can you make with this hand? Select them all, then press Check.",
        "nl": "Welke roem kun je met deze hand maken? Kies ze allemaal en klik dan op Nakijken.",
    },
    "choose_declaration": {"en": "Select at least one declaration first.", "nl": "Kies eerst minstens één roem."},
    "declaration_left_one": {
        "en": "Your hand holds one more declaration.", "nl": "Je hand heeft nog één roem.",
    },
    "declarations_left": {
        "en": "Your hand holds {count} more declarations.", "nl": "Er zit nog {count} keer roem in je hand.",
    },
    "declared_all": {
        "en": "{list}: each of the two others pays you {total} game points.",
        "nl": "{list}: beide anderen betalen je elk {total} spelpunten.",
    },
    "ask_declaration_value": {
        "en": "You declare everything this hand holds. How many game points does each other player pay you?",
        "nl": "Je roemt alles wat deze hand heeft. Hoeveel spelpunten betaalt elke andere speler je?",
    },
    "value_hint": {
        "en": "Look at the declarations and their values again in the text above; Matadors and Ten trumps can grow.",
        "nl": "Lees de roem en de waarden hierboven nog eens; Matadors en Tien troeven kunnen groeien.",
    },
    "value_hint_flat": {
        "en": "Under these Prague-Vienna house rules Matadors and Ten trumps do not grow: each has its one agreed "
              "value.",
        "nl": "Met deze huisregels van Praag-Wenen groeien Matadors en Tien troeven niet: elk heeft zijn ene "
              "afgesproken waarde.",
    },
    "game_points": {"en": "{points} game points", "nl": "{points} spelpunten"},
    "declarations_in": {"en": "Declarations in {game}", "nl": "Roem in {game}"},
    # may the Excuse be played? (LT3, LT4)
    "ask_excuse_allowed": {
        "en": "It is your turn. May you play the Excuse here?",
        "nl": "Jij bent aan de beurt. Mag je hier het Excuus spelen?",
    },
    "excuse_no": {"en": "No", "nl": "Nee"},
    "excuse_may": {"en": "Yes, if I like", "nl": "Ja, als ik wil"},
    "excuse_said_no": {"en": "No", "nl": "Nee"},  # the answer told back in the second person
    "excuse_said_may": {"en": "Yes, if you like", "nl": "Ja, als je wilt"},
    "excuse_said_must": {"en": "Yes, and you must", "nl": "Ja, en het moet"},
    "excuse_must": {"en": "Yes, and I must", "nl": "Ja, en het moet"},
    "excuse_instead": {
        "en": "The Excuse may be played instead of any card here; you need not.",
        "nl": "Het Excuus mag je hier spelen in plaats van elke andere kaart; het hoeft niet.",
    },
    "excuse_wrong_must_no": {"en": "Nothing forces the Excuse here. {reason}",
                             "nl": "Niets dwingt het Excuus hier af. {reason}"},
    "excuse_wrong_no_may": {"en": "Nothing forbids the Excuse here: it does not lead this trick.",
                            "nl": "Niets verbiedt het Excuus hier: het komt in deze slag niet uit."},
    "excuse_wrong_must_may": {
        "en": "Nothing forces the Excuse here: you can follow the suit led or play a trump, and you did not pass on "
              "the lead of trick 22.",
        "nl": "Niets dwingt het Excuus hier af: je kunt de gevraagde kleur bekennen of troef spelen, en je hebt het "
              "uitkomen in slag 22 niet doorgegeven.",
    },
    "excuse_wrong_no_must": {
        "en": "Nothing forbids the Excuse here. Look at the suit led, your other cards and who was to lead this "
              "trick: may any other card go?",
        "nl": "Niets verbiedt het Excuus hier. Kijk naar de gevraagde kleur, je andere kaarten en wie in deze slag "
              "moest uitkomen: mag er een andere kaart in?",
    },
    "excuse_wrong_may_must": {
        "en": "It may be played, yes, but is there a choice? Look at the suit led, your other cards and who was to "
              "lead this trick.",
        "nl": "Het mag, ja, maar heb je een keus? Kijk naar de gevraagde kleur, je andere kaarten en wie in deze slag "
              "moest uitkomen.",
    },
    "trick_number": {"en": "Trick {number}", "nl": "Slag {number}"},
    # the Pagat (LT5)
    "ask_pagat": {
        "en": "{owner} played the Pagat (†1) and {winner} won this trick, {when}. How many game points does "
        "{owner} gain for the Pagat? If {owner} pays, type a negative number.",
        "nl": "{owner} speelde de Pagat (†1) en {winner} won deze slag, {when}. Hoeveel spelpunten krijgt "
        "{owner} voor de Pagat? Betaalt {owner}, typ dan een negatief getal.",
    },
    "pagat_last": {"en": "the last trick of the hand", "nl": "de laatste slag van de hand"},
    "pagat_not_last": {"en": "not the last trick", "nl": "niet de laatste slag"},
    "pagat_hint": {
        "en": "Read the rule for the Pagat again: who won the trick, and was it the last one?",
        "nl": "Lees de regel voor de Pagat nog eens: wie won de slag, en was het de laatste?",
    },
    "pays": {"en": "{payer} pays {payee} {amount}", "nl": "{payer} betaalt {payee} {amount}"},
    "pagat_gains": {"en": "in all {owner} gains {amount}.", "nl": "{owner} krijgt in totaal {amount}."},
    "pagat_pays": {"en": "in all {owner} pays {amount} ({signed}).",
                   "nl": "{owner} betaalt in totaal {amount} ({signed})."},
    "ask_score_received": {
        "en": "{seat} won these {cards} cards, counted by threes {points} card points, and was paid {amount} game "
        "points in all during the hand ({why}). What does {seat} score for this hand?",
        "nl": "{seat} won deze {cards} kaarten, per drie geteld {points} kaartpunten, en kreeg tijdens de hand in "
        "totaal {amount} spelpunten betaald ({why}). Hoeveel scoort {seat} voor deze hand?",
    },
    "ask_score_paid_out": {
        "en": "{seat} won these {cards} cards, counted by threes {points} card points, and paid out {amount} game "
        "points in all during the hand ({why}). What does {seat} score for this hand?",
        "nl": "{seat} won deze {cards} kaarten, per drie geteld {points} kaartpunten, en betaalde tijdens de hand "
        "in totaal {amount} spelpunten uit ({why}). Hoeveel scoort {seat} voor deze hand?",
    },
    "paid_for_declarations": {"en": "for declarations", "nl": "voor roem"},
    "paid_for_pagat": {"en": "for the Pagat", "nl": "voor de Pagat"},
    "paid_for_both": {"en": "for declarations and the Pagat", "nl": "voor roem en de Pagat"},
    # the pot (TF2, TF3)
    "pot_players": {"en": "{n} players at the table", "nl": "{n} spelers aan tafel"},
    "pot_before": {"en": "In the pot before the deal: {chips}", "nl": "In de pot vóór het delen: {chips}"},
    "holds": {"en": "{seat} holds {cards}", "nl": "{seat} heeft {cards}"},
    "ask_pot_death": {
        "en": "The cards are dealt. How many chips does {seat} take from the pot?",
        "nl": "De kaarten zijn gedeeld. Hoeveel fiches haalt {seat} uit de pot?",
    },
    "ask_pot_left": {
        "en": "The cards are dealt and nobody holds Death. How many chips are in the pot when play begins?",
        "nl": "De kaarten zijn gedeeld en niemand heeft de Dood. Hoeveel fiches liggen er in de pot als het spel "
        "begint?",
    },
    "pot_hint": {
        "en": "Follow the rule step by step: an empty pot is filled first, then the cards take their chips in play "
        "order from the voorhand, each player's Excuse first, then trump 1, then trump 11.",
        "nl": "Volg de regel stap voor stap: een lege pot wordt eerst gevuld, daarna halen de kaarten hun fiches in "
        "speelvolgorde vanaf de voorhand, bij elke speler eerst het Excuus, dan †1, dan †11.",
    },
    "pot_hint_death": {
        "en": "Death comes before every other card: an empty pot is filled first, then whoever holds Death takes "
        "the whole pot at once and the deal ends without play. The Excuse, trump 1 and trump 11 take nothing.",
        "nl": "De Dood gaat vóór elke andere kaart: een lege pot wordt eerst gevuld, daarna haalt wie de Dood "
        "heeft meteen de hele pot en eindigt de deling zonder spel. Het Excuus, †1 en †11 halen niets.",
    },
    "pot_antes": {"en": "everyone antes 1 (pot {pot})", "nl": "iedereen legt 1 in (pot {pot})"},
    "pot_takes": {"en": "{seat} takes {amount} for {name} (pot {pot})", "nl": "{seat} haalt {amount} voor {name} (pot {pot})"},
    "chips": {"en": "{count} chips.", "nl": "{count} fiches."},
    "tricks_won_by": {"en": "{seat}: {tricks} tricks", "nl": "{seat}: {tricks} slagen"},
    "tricks_won_by_one": {"en": "{seat}: 1 trick", "nl": "{seat}: 1 slag"},
    "pot_share": {"en": "{seat} takes {amount} (pot {pot})", "nl": "{seat} krijgt {amount} (pot {pot})"},
    "ask_pot_won": {
        "en": "The deal has been played, and these are the tricks won. {pot} chips are left in the pot. How many "
        "of them does {seat} take?",
        "nl": "De deling is gespeeld, en dit zijn de gewonnen slagen. Er liggen nog {pot} fiches in de pot. Hoeveel "
        "daarvan krijgt {seat}?",
    },
    "pot_won_hint": {
        "en": "Who has the most tricks? If several share the most, they share the pot evenly; the rest stays in it.",
        "nl": "Wie heeft de meeste slagen? Hebben meerdere spelers er evenveel, dan delen ze de pot eerlijk; de rest "
        "blijft erin liggen.",
    },
    "pot_working": {"en": "Pot {start}: {steps}.", "nl": "Pot {start}: {steps}."},
    # facts
    "fact_players": {"en": "Players", "nl": "Spelers"},
    "fact_players_value": {"en": "{low} to {high}", "nl": "{low} tot {high}"},
    "fact_cards": {"en": "Cards per player", "nl": "Kaarten per speler"},
    "fact_cards_players": {"en": "{cards} with {players} players", "nl": "{cards} met {players} spelers"},
    "fact_pack": {"en": "Pack", "nl": "Kaarten"},
    "fact_pack_value": {"en": "{size} cards (tarot)", "nl": "{size} kaarten (tarot)"},
    "fact_direction": {"en": "Direction of play", "nl": "Speelrichting"},
    "fact_ccw": {"en": "counter-clockwise", "nl": "tegen de klok in"},
    "fact_cw": {"en": "clockwise", "nl": "met de klok mee"},
    "fact_leader": {"en": "First lead", "nl": "Komt uit"},
    "fact_leader_value": {"en": "the player after the dealer (voorhand)", "nl": "de speler na de deler (voorhand)"},
    "fact_goal": {"en": "A game", "nl": "Een potje"},
    "fact_target": {  # MT4, MJ8: checked after the hand, not the moment the target is reached
        "en": "to {target} points: after a hand in which a player reaches them, the highest total wins ({rule})",
        "nl": "tot {target} punten: na een hand waarin iemand ze haalt, wint de hoogste stand ({rule})",
    },
    "fact_hands_one": {"en": "one hand ({rule})", "nl": "één hand ({rule})"},
    "fact_hands": {"en": "{hands} hands ({rule})", "nl": "{hands} handen ({rule})"},
    "fact_rules": {"en": "Rule decisions", "nl": "Regelbesluiten"},
    "fact_rules_value": {  # the ids alone told a learner nothing
        "en": "{ids}: where the old rule text is silent or unclear, these settle it; each rule and each refusal "
              "here names the one it follows, as (rule {first})",
        "nl": "{ids}: waar de oude regeltekst zwijgt of onduidelijk is, beslissen deze; elke regel en elke "
              "weigering hier noemt het besluit dat ze volgt, als (regel {first})",
    },
    "fact_variants": {"en": "Variants", "nl": "Varianten"},
    "no_variants": {"en": "none", "nl": "geen"},
    "strongest_first": {"en": "strongest first", "nl": "sterkste eerst"},
    "the_excuse": {"en": "The Excuse", "nl": "Het Excuus"},
    "points_value": {"en": "{points} card points", "nl": "{points} kaartpunten"},
    "points_value_one": {"en": "1 card point", "nl": "1 kaartpunt"},
    "point_cards": {"en": "Card points", "nl": "Kaartpunten"},
    "blank_cards": {"en": "All other cards are blank: 0 points.", "nl": "Alle andere kaarten zijn leeg: 0 punten."},
    "pack_total": {"en": "The whole pack: {total} card points.", "nl": "Het hele spel samen: {total} kaartpunten."},
    # comparing two games
    "same_as": {"en": "Same as in {game}", "nl": "Hetzelfde als in {game}"},
    "differs_from": {"en": "Different from {game}", "nl": "Anders dan in {game}"},
    "part_pack": {"en": "the pack", "nl": "de kaarten"},
    "part_players": {"en": "the number of players", "nl": "het aantal spelers"},
    "part_hand_size": {"en": "cards per player", "nl": "kaarten per speler"},
    "part_direction": {"en": "the direction of play", "nl": "de speelrichting"},
    "part_card_order": {"en": "the order within each suit", "nl": "de volgorde binnen elke kleur"},
    "part_card_points": {"en": "the card points", "nl": "de kaartpunten"},
    "part_excuse": {"en": "the Excuse", "nl": "het Excuus"},
    "part_game": {"en": "the score and the game to the end", "nl": "de score en het potje tot het eind"},
    "part_trumps": {"en": "trump suits: {suits}", "nl": "troefkleuren: {suits}"},
    "part_duty": {"en": "what you must play ({rules})", "nl": "wat je moet spelen ({rules})"},
    "part_duty_same": {"en": "what you must play", "nl": "wat je moet spelen"},
    # index
    "players_cards": {"en": "{players} players, {cards} cards each", "nl": "{players} spelers, elk {cards} kaarten"},
    "tutorial_link": {"en": "Learn to play {game}", "nl": "Leer {game} spelen"},
    "no_tutorial": {"en": "playable; a tutorial is coming", "nl": "speelbaar; de les komt nog"},
    # the rule book pages (scripts/build_notebooks.py) and the links to them
    "rule_book": {"en": "Rule book", "nl": "Regelboek"},
    "rule_book_title": {"en": "{game}: the rule book", "nl": "{game}: het regelboek"},
    "rule_book_intro": {
        "en": "Every rule decision that {game} follows here, by its id: where the old Dutch rule text is silent or "
              "unclear, these settle it. Each refusal, hint and answer in the tutorial that names a rule links to "
              "it here.",
        "nl": "Elk regelbesluit dat {game} hier volgt, op zijn nummer: waar de oude regeltekst zwijgt of "
              "onduidelijk is, beslissen deze. Elke weigering, tip en elk antwoord in de les dat een regel noemt, "
              "verwijst hierheen.",
    },
    "rule_book_tutorial": {"en": "The tutorial", "nl": "De les"},
    "rule_book_other": {"en": "Nederlands", "nl": "English"},
    "rule_book_all_games": {"en": "All games", "nl": "Alle spellen"},
    "rule_variant": {"en": "Variant: {variants}.", "nl": "Variant: {variants}."},
    "rule_variants": {"en": "Variants: {variants}.", "nl": "Varianten: {variants}."},
    "rule_learn": {"en": "Learn it in the tutorial: {steps}.", "nl": "Leer het in de les: {steps}."},
    "rule_step": {"en": "step {number}, {title}", "nl": "stap {number}, {title}"},
    "rule_no_step": {"en": "No step of the tutorial names this rule yet.", "nl": "Nog geen stap van de les noemt deze regel."},
    "rule_deal": {"en": "A deal that shows it: {deal}", "nl": "Een spel dat het laat zien: {deal}"},
    # the card letters (issue 30, point 6)
    "fact_letters": {"en": "Letters on the cards", "nl": "Letters op de kaarten"},
    "letter_word": {"en": "{letter} {word} ({name})", "nl": "{letter} {word} ({name})"},
    "letter_name": {"en": "{letter} {name}", "nl": "{letter} {name}"},
    "letter_trumps": {"en": "† trump, ☆ the Excuse", "nl": "† troef, ☆ het Excuus"},
    "letter_valet": {"en": "", "nl": ". Let op: V is de Valet, de boer, niet de vrouw"},
    "deal_about": {"en": "A deal from the library: {title}", "nl": "Een spel uit de bibliotheek: {title}"},
    # how often Death ends a Triomphe deal (issue 30, point 7)
    "pack_total_last": {"en": "The last trick brings {points} more ({rule}): {total} in a hand.",
                        "nl": "De laatste slag levert er nog {points} bij op ({rule}): {total} in een hand."},
    "death_caption": {"en": "How often Death ends the deal at once (TF3)",
                      "nl": "Hoe vaak de Dood de deling meteen beëindigt (TF3)"},
    "death_players": {"en": "Players", "nl": "Spelers"},
    "death_cards": {"en": "Cards each", "nl": "Kaarten elk"},
    "death_share": {"en": "Deals Death ends", "nl": "Delingen die de Dood beëindigt"},
    "death_note": {
        "en": "Death ends the deal whenever {death} is dealt to someone, so in about {four} of the deals with four "
              "players and {six} with six. Four Death deals in a row is the game, not a fault.",
        "nl": "De Dood beëindigt de deling zodra iemand {death} krijgt, dus in ongeveer {four} van de delingen met "
              "vier spelers en {six} met zes. Vier keer achter elkaar de Dood: zo gaat het spel, er is niets mis.",
    },
    # the last step: one card clearly best (issue 29, point 4)
    "ask_best": {"en": "Trick {trick}, your turn. Which card is best here?",
                 "nl": "Slag {trick}, jij bent aan de beurt. Welke kaart is hier de beste?"},
    "played_so_far": {"en": "What was played: {count} tricks", "nl": "Wat er gespeeld is: {count} slagen"},
    "face_up_before": {"en": "Face up before {name}:", "nl": "Open voor {name}:"},
    # the draw games (Marjolet, Binage)
    "fact_pack_piquet": {"en": "{size} cards (piquet pack)", "nl": "{size} kaarten (piketspel)"},
    "fact_draw_leader": {"en": "the player who does not deal (voorhand)", "nl": "de speler die niet deelt (voorhand)"},
    "fact_stock": {"en": "The stock", "nl": "De stok"},
    "fact_stock_value": {
        "en": "{stock} cards, and the next card turned for trump",
        "nl": "{stock} kaarten, en de kaart daaronder gedraaid als troef",
    },
    "pack_suit": {"en": "{suit}, strongest first", "nl": "{suit}, de sterkste eerst"},
    "pack_note": {
        "en": "The same order in every suit, trumps too (MJ1).",
        "nl": "In elke kleur dezelfde volgorde, ook in troef (MJ1).",
    },
    # the table
    "trumps_turned": {
        "en": "Trumps: {suit}. Turned: {card}, across a stock of {stock} cards.",
        "nl": "Troef: {suit}. Gedraaid: {card}, met de stok van {stock} kaarten erover.",
    },
    "trumps_turned_one": {
        "en": "Trumps: {suit}. Turned: {card}, under the last card of the stock.",
        "nl": "Troef: {suit}. Gedraaid: {card}, onder de laatste kaart van de stok.",
    },
    "hand_after_draw": {  # the table is shown before the trick, the hand after it and the draw
        "en": "Your hand after the trick and the draw: you drew {card}",
        "nl": "Jouw kaarten na de slag en het trekken: je trok {card}",
    },
    "trumps_turned_last": {
        "en": "Trumps: {suit}. Turned: {card}, the last card still to be drawn.",
        "nl": "Troef: {suit}. Gedraaid: {card}, de laatste kaart die nog getrokken wordt.",
    },
    "trumps_playout": {
        "en": "Trumps: {suit}. The stock is empty: this is the play-out (MJ6).",
        "nl": "Troef: {suit}. De stok is op: dit zijn de laatste slagen (MJ6).",
    },
    "faceup_yours": {"en": "Face up before you: {cards}.", "nl": "Open voor je op tafel: {cards}."},
    "faceup_none": {"en": "No cards lie face up before you.", "nl": "Er liggen geen kaarten open voor je."},
    "declared_before": {"en": "Declared earlier this deal: {list}.", "nl": "Eerder deze deling geroemd: {list}."},
    "final_trick": {"en": "The last trick", "nl": "De laatste slag"},
    "seat_other": {"en": "The other player", "nl": "De tegenspeler"},
    # who wins (MJ2)
    "off_suit": {
        "en": "{card} is neither {led} nor a trump, so it cannot win; while the stock lasts it may be played all the same.",
        "nl": "{card} is geen {led} en geen troef, dus die wint niet; zolang er een stok is, mag je hem wel spelen.",
    },
    # which cards (MJ2, MJ6)
    "stock_free": {
        "en": "While the stock lasts you may play any card: there is no duty to follow suit.",
        "nl": "Zolang er een stok is, mag je elke kaart spelen: je hoeft niet te bekennen.",
    },
    "playout_free": {
        "en": "You cannot follow suit and hold no trump, so any card may go.",
        "nl": "Je kunt niet bekennen en hebt geen troef, dus elke kaart mag.",
    },
    # combinations (MJ4, MJ7)
    "ask_combinations": {
        "en": "You have just won a trick. Which combinations does your hand hold? Select them all, then press Check.",
        "nl": "Je hebt net een slag gewonnen. Welke roem zit er in je hand? Kies alles en klik dan op Nakijken.",
    },
    "no_combo": {"en": "Your hand does not hold this combination: {name}.",
                 "nl": "Je hand heeft deze combinatie niet: {name}."},
    "combos_left_one": {
        "en": "Your hand holds one more kind of combination.", "nl": "Je hand heeft nog een andere soort roem.",
    },
    "combos_left": {
        "en": "Your hand holds {count} more kinds of combination.", "nl": "Je hand heeft nog {count} andere soorten roem.",
    },
    "combos_all": {"en": "{list}: {total} points in all.", "nl": "{list}: samen {total} punten."},
    "combos_found": {"en": "Your hand holds {list}.", "nl": "Je hand heeft {list}."},
    "combo_points": {"en": "{points} points", "nl": "{points} punten"},
    "ask_combination_points": {
        "en": "You declare every combination this hand holds. How many points do they bring you?",
        "nl": "Je roemt alles wat deze hand heeft. Hoeveel punten levert dat op?",
    },
    "combo_value_hint": {
        "en": "Look at the table of combinations above: a card may count in more than one.",
        "nl": "Kijk nog eens in de tabel met roem hierboven: een kaart mag in meer dan één combinatie meetellen.",
    },
    "declarations_draw": {
        "en": "Combinations in {game} ({suit} trumps in these examples)",
        "nl": "Roem bij {game} (in deze voorbeelden is {suit} troef)",
    },
    # may you declare now? (MJ4, MJ6)
    "answer_yes": {"en": "Yes", "nl": "Ja"},
    "answer_no": {"en": "No", "nl": "Nee"},
    "declare_yes": {
        "en": "You may: {name} ({cards}) brings you {points} points now.",
        "nl": "Dat mag: {name} ({cards}) levert je nu {points} punten op.",
    },
    "dix_yes": {
        "en": "You may: Dix swaps your {seven} for the turned {turned} and brings you {points} points now.",
        "nl": "Dat mag: met Dix ruil je je {seven} voor de gedraaide {turned}, en dat levert je nu {points} punten op.",
    },
    "declare_no": {"en": "You may not.", "nl": "Dat mag niet."},
    "declare_check": {
        "en": "Check the scene above against when you may declare: right after you win a trick, each combination "
              "only once, and a card may count again in another combination.",
        "nl": "Leg de situatie hierboven naast de regel voor roemen: direct nadat je een slag wint, elke combinatie "
              "maar één keer, en een kaart mag opnieuw meetellen in een andere combinatie.",
    },
    "declare_check_dix": {
        "en": "Check the scene above against when you may declare Dix: right after you win a trick, with the "
              "trump 7 in your hand while the turned card still lies there.",
        "nl": "Leg de situatie hierboven naast de regel voor Dix: direct nadat je een slag wint, met de troef 7 in "
              "je hand terwijl de gedraaide kaart er nog ligt.",
    },
    "ask_declare": {"en": "May you declare {name} ({cards}) now?", "nl": "Mag je nu {name} ({cards}) roemen?"},
    # points as they happen (MJ3, MJ5)
    "ask_points": {
        "en": "How many points did this trick, and the draw after it, bring you?",
        "nl": "Hoeveel punten scoorde je met deze slag en het trekken daarna?",
    },
    "points_hint": {  # MJ3: the trump 7 scores when played unless it was turned up or exchanged by Dix
        "en": "Count again: Aces and Tens won, the trump 7 played (unless it was turned up or exchanged by Dix), "
              "and the last card of the stock.",
        "nl": "Tel nog eens: gewonnen azen en tienen, de gespeelde troef 7 (tenzij die gedraaid of met Dix geruild "
              "was) en de laatste kaart van de stok.",
    },
    "points_hint_binage": {  # MJ5: in Binage the last card drawn scores nothing
        "en": "Count again: Aces and Tens won and the trump 7 played (unless it was turned up or exchanged by "
              "Dix); in Binage drawing the last card scores nothing.",
        "nl": "Tel nog eens: gewonnen azen en tienen en de gespeelde troef 7 (tenzij die gedraaid of met Dix "
              "geruild was); bij Binage levert het trekken van de laatste kaart niets op.",
    },
    "points_made": {"en": "{parts} = {total}.", "nl": "{parts} = {total}."},
    "points_none": {
        "en": "Nothing in this trick or its draw scores for you.", "nl": "Niets in deze slag of het trekken erna levert jou punten op.",
    },
    "points_won": {"en": "You score {total} points here.", "nl": "Je scoort hier {total} punten."},
    # Klaverjassen
    "fact_pack_piquet_order": {"en": "{size} cards (piquet pack: 7 to Ace)", "nl": "{size} kaarten (piketspel: 7 tot en met aas)"},
    "plain_order": {"en": "{Suit} not trumps, strongest first", "nl": "{Suit} geen troef, sterkste eerst"},
    "trump_order": {"en": "{Suit} as trumps, strongest first", "nl": "{Suit} als troef, sterkste eerst"},
    "points_head_card": {"en": "Card", "nl": "Kaart"},
    "points_head_plain": {"en": "Not trumps", "nl": "Geen troef"},
    "points_head_trump": {"en": "Trumps", "nl": "Troef"},
    "points_total": {
        "en": "Without trumps the 32 cards hold {plain} card points; the Jack and Nine of trumps add {extra}: "
              "{cards}. The last trick brings {last} more: {total} in all.",
        "nl": "Zonder troef zijn de 32 kaarten samen {plain} kaartpunten waard; troefboer en troefnegen maken daar "
              "{cards} van ({extra} meer). De laatste slag levert er nog {last} op: samen {total}.",
    },
    "trumps_are": {"en": "{Suit} are trumps.", "nl": "{Suit} is troef."},
    "bidder_is": {"en": "{seat} plays: that side must make it.", "nl": "{seat} speelt: die partij moet het halen."},
    "bidder_is_you": {"en": "You play: your side must make it.", "nl": "Jij speelt: jouw partij moet het halen."},
    "bidder_is_partner": {"en": "Your partner, {seat} opposite you, plays: your side must make it.",
                          "nl": "Je maat, {seat} tegenover je, speelt: jouw partij moet het halen."},
    "partner_is": {"en": "Your partner is {seat}, opposite you.", "nl": "Je maat is {seat}, tegenover je."},
    "partner_caption": {"en": "{seat} (partner)", "nl": "{seat} (maat)"},
    "you_caption": {"en": "You", "nl": "Jij"},
    # ordering with trumps
    "not_yet_trump": {
        "en": "Not {card} yet: {stronger} is stronger. {order}",
        "nl": "Nog niet {card}: {stronger} is sterker. {order}",
    },
    "order_is": {"en": "In {suit} the order is {order}.", "nl": "In {suit} is de volgorde {order}."},
    "trump_beats_any": {"en": "A trump beats every card of another suit.", "nl": "Een troef slaat elke kaart van een andere kleur."},
    "not_led": {
        "en": "{card} is neither a trump nor of the suit led: it cannot win.",
        "nl": "{card} is geen troef en niet van de gevraagde kleur: die kan niet winnen.",
    },
    # counting
    "ask_count_trump": {
        "en": "{Suit} are trumps. How many card points are in this trick?",
        "nl": "{Suit} is troef. Hoeveel kaartpunten zitten er in deze slag?",
    },
    "count_hint_trump": {
        "en": "Look at the table again: in trumps the Jack (Jas) counts 20 and the Nine (Nel) 14; the other cards "
              "count the same in every suit.",
        "nl": "Kijk nog eens in de tabel: in troef telt de boer (Jas) 20 en de negen (Nel) 14; de andere kaarten "
              "tellen in elke kleur hetzelfde.",
    },
    # roem
    "ask_roem": {
        "en": "{Suit} are trumps and {winner} won this trick. How much roem is in it? (0 if none)",
        "nl": "{Suit} is troef en {winner} won deze slag. Hoeveel roem zit erin? (0 als er geen is)",
    },
    "roem_hint": {
        "en": "Look for a run of cards in a row in one suit, in the roem order {order} (the same in trumps), for "
              "cards of one rank, and for the King and Queen of trumps (stuk).",
        "nl": "Zoek een reeks opeenvolgende kaarten in één kleur, in de roemvolgorde {order} (ook in troef), "
              "kaarten van dezelfde rang, en troefheer met troefvrouw (stuk).",
    },
    "roem_order": {"en": "The roem order, the same in every suit, trumps too", "nl": "De roemvolgorde, in elke kleur "
                   "dezelfde, ook in troef"},
    "roem_in": {"en": "Roem in {game}", "nl": "Roem in {game}"},
    "roem_is": {"en": "The roem: {parts} = {total}.", "nl": "De roem: {parts} = {total}."},
    "no_roem": {"en": "There is no roem in this trick: 0.", "nl": "In deze slag zit geen roem: 0."},
    "roem_total": {"en": "{total} roem: {parts}.", "nl": "{total} roem: {parts}."},
    # bidding
    "ask_bid_turned": {
        "en": "You are voorhand and {suit} was turned. Do you play or pass?",
        "nl": "Jij bent voorhand en {suit} is gedraaid. Speel je of pas je?",
    },
    "ask_bid_free": {
        "en": "You are voorhand. Do you pass, or play, and with which trump?",
        "nl": "Jij bent voorhand. Pas je, of speel je, en met welke troef?",
    },
    "turned_suit": {"en": "Turned: {suit}", "nl": "Gedraaid: {suit}"},
    "bid_advice": {"en": "The computer would say: {advice}", "nl": "De computer zou zeggen: {advice}"},
    "bid_wrong_pass": {
        "en": "You passed. Count each suit as trumps: the card points of its trumps, 6 a trump, 10 an Ace of another "
              "suit. The computer plays from about {need}, or with the Jack and Nine of a suit and one more of it.",
        "nl": "Je paste. Tel elke kleur als troef: de kaartpunten van die troeven, 6 per troef, 10 per aas van een "
              "andere kleur. De computer speelt vanaf ongeveer {need}, of met de boer en de negen van een kleur en "
              "nog een kaart ervan.",
    },
    "bid_wrong_pass_turned": {
        "en": "You passed. Count {suit} as trumps: the card points of your trumps, 6 a trump, 10 an Ace of another "
              "suit. The computer plays from about {need}, or with the Jack and Nine and one more trump.",
        "nl": "Je paste. Tel {suit} als troef: de kaartpunten van je troeven, 6 per troef, 10 per aas van een andere "
              "kleur. De computer speelt vanaf ongeveer {need}, of met troefboer en troefnegen en nog een troef.",
    },
    "bid_wrong_weak": {
        "en": "With {suit} as trumps: {strength}. That is below about {need}, and you do not hold its Jack and Nine "
              "with one more trump.",
        "nl": "Met {suit} als troef: {strength}. Dat is minder dan ongeveer {need}, en je hebt er niet de boer en de "
              "negen plus nog een troef van.",
    },
    "bid_wrong_suit": {
        "en": "With {suit} as trumps: {strength}. Count the other suits the same way: one of them is stronger.",
        "nl": "Met {suit} als troef: {strength}. Tel de andere kleuren net zo: een daarvan is sterker.",
    },
    # contract
    "ask_made": {
        "en": "Here is a whole hand as the computer played it. Did {who} make it, or go nat?",
        "nl": "Hier is een hele hand zoals de computer hem speelde. Heeft {who} het gehaald, of is {who} nat gegaan?",
    },
    "the_playing_side": {"en": "the playing side", "nl": "de spelende partij"},
    "the_speler": {"en": "the Speler", "nl": "de Speler"},
    "answer_made": {"en": "Made it", "nl": "Gehaald"},
    "answer_nat": {"en": "Nat", "nl": "Nat"},
    "contract_line": {"en": "{seat} played with {suit} as trumps.", "nl": "{seat} speelde met {suit} als troef."},
    "col_side": {"en": "", "nl": ""},
    "col_tricks": {"en": "Tricks", "nl": "Slagen"},
    "col_points": {"en": "Card points (last trick included)", "nl": "Kaartpunten (laatste slag meegeteld)"},
    "col_roem": {"en": "Roem", "nl": "Roem"},
    "row_playing": {"en": "Playing: {seats}", "nl": "Spelend: {seats}"},
    "row_defending": {"en": "Defending: {seats}", "nl": "Verdedigend: {seats}"},
    "row_one_defender": {"en": "of which {seat}", "nl": "waarvan {seat}"},
    "seat_and": {"en": " + ", "nl": " + "},
    "made_because": {
        "en": "{Who} has {cards} card points and {roem} roem, {own} in all: at least {need}, so it is made.",
        "nl": "{Who} heeft {cards} kaartpunten en {roem} roem, samen {own}: minstens {need}, dus gehaald.",
    },
    "nat_because": {
        "en": "{Who} has {cards} card points and {roem} roem, {own} in all: less than {need}, so it is nat.",
        "nl": "{Who} heeft {cards} kaartpunten en {roem} roem, samen {own}: minder dan {need}, dus nat.",
    },
    "made_majority": {
        "en": "{Who} has {own} (card points and roem), the defenders {others}: more, so it is made (majority).",
        "nl": "{Who} heeft {own} (kaartpunten en roem), de verdedigers {others}: meer, dus gehaald (meerderheid).",
    },
    "nat_majority": {
        "en": "{Who} has {own} (card points and roem), the defenders {others}: not more, so it is nat "
              "(majority), although {own} is at least 82.",
        "nl": "{Who} heeft {own} (kaartpunten en roem), de verdedigers {others}: niet meer, dus nat "
              "(meerderheid), ook al is {own} minstens 82.",
    },
    "ask_sheet": {
        "en": "What goes on the score sheet for {who} for this hand?",
        "nl": "Wat komt er voor {who} op het scorebriefje voor deze hand?",
    },
    "sheet_hint": {
        "en": "Made: each side scores its own card points and roem. Nat: the defenders score all 162 and all the "
              "roem. Pit: 100 more. Then round to the nearest ten.",
        "nl": "Gehaald: elke partij krijgt haar eigen kaartpunten en roem. Nat: de verdedigers krijgen alle 162 en "
              "alle roem. Pit: 100 erbij. Rond daarna af op tien.",
    },
    "sheet_hint_k3": {
        "en": "Made: each player scores his own card points and roem. Nat: the two defenders share 162 and all the "
              "roem equally. Pit: 100 more. Then round to the nearest ten.",
        "nl": "Gehaald: elke speler krijgt zijn eigen kaartpunten en roem. Nat: de twee verdedigers delen 162 en "
              "alle roem eerlijk. Pit: 100 erbij. Rond daarna af op tien.",
    },
    "sheet_made": {"en": "{cards} card points + {roem} roem", "nl": "{cards} kaartpunten + {roem} roem"},
    "sheet_nat_for": {"en": "162 + all the roem, {roem}", "nl": "162 + alle roem, {roem}"},
    "sheet_nat_against": {"en": "nat: 0", "nl": "nat: 0"},
    "sheet_share": {"en": "(162 + all the roem, {roem}) shared by the two defenders",
                    "nl": "(162 + alle roem, {roem}) gedeeld door de twee verdedigers"},
    "sheet_pit": {"en": " + 100 for pit", "nl": " + 100 voor pit"},
    "sheet_is": {
        "en": "{parts} = {exact}; rounded to the nearest ten (halves up): {sheet}.",
        "nl": "{parts} = {exact}; afgerond op tientallen (vijf naar boven): {sheet}.",
    },
    "the_side_of": {"en": "the side of {seats}", "nl": "de partij van {seats}"},
    # variants
    "variant_rule": {"en": "rule {rule}", "nl": "regel {rule}"},
    # how a hand's score is made up, per scoring decision (tarotwidgets.lessons.texts.score_rule)
    "score_formula_MT4": {
        "en": "{points} card points + ({cards} cards won − {size}) = {score}",
        "nl": "{points} kaartpunten + ({cards} gewonnen kaarten − {size}) = {score}",
    },
    "score_formula_LT6": {
        "en": "{points} card points − {par} + {paid} game points paid during the hand = {score}",
        "nl": "{points} kaartpunten − {par} + {paid} spelpunten betaald tijdens de hand = {score}",
    },
    "score_formula_MT5": {
        "en": "{points} card points + {tricks} tricks won = {score}",
        "nl": "{points} kaartpunten + {tricks} gewonnen slagen = {score}",
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
