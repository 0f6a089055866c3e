"""The rule book: every decision of ``shared/rules/DECISIONS.md`` in a sentence or two,
in English and Dutch, and which of them each game follows.

The decision ids are the ones the engine cites in its refusals, hints and results (T3,
LT2, K7); the tutorials' rule book pages (``notebooks/<lang>/rules/<game>.ipynb``,
written by ``scripts/build_notebooks.py``) show one entry per id, anchored at ``#<id>``,
and the widgets link every id they cite to it. The texts say what the decisions say,
in the words the engine shows (``shared/notes/glossary.md``: King, Knight; heer, paard);
the tables they refer to (card orders, card points, roem) are drawn by the tutorials
from the engine, never typed here.

    >>> from tarotlib.rulebook import RULES, game_rules
    >>> game_rules("klaverjas-4")
    ('K1', 'K2', 'K3', 'K4', 'K6', 'K7', 'K8')
    >>> RULES["T5"].title["en"]
    'The Excuse exchange'
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Mapping

from tarotlib.games import get_game

Texts = Mapping[str, str]
"""A text in each language: ``{"en": ..., "nl": ...}``."""


@dataclass(frozen=True)
class Rule:
    """One decision: its id, a short title and the rule in a sentence or two."""

    id: str
    title: Texts
    text: Texts


def _rule(rule_id: str, title_en: str, title_nl: str, text_en: str, text_nl: str) -> Rule:
    return Rule(rule_id, {"en": title_en, "nl": title_nl}, {"en": text_en, "nl": text_nl})


_ALL = (
    # All tarot-pack games
    _rule("T1", "The tarot pack", "Het tarotspel",
          "78 cards: four suits of fourteen (1 to 10, Jack, Knight, Queen, King), the trumps 1 to 21 and the "
          "Excuse. The Excuse is no trump for any count or duty, unless a game says so.",
          "78 kaarten: vier kleuren van veertien (1 tot en met 10, boer, paard, vrouw, heer), de troeven 1 tot "
          "en met 21 en het Excuus. Het Excuus is geen troef, voor geen telling en geen plicht, tenzij een spel "
          "dat zegt."),
    _rule("T2", "The order of the suits", "De volgorde in de kleuren",
          "In Maison Tarot and La Rigueur every suit runs from the King down to the 1. In Maison Troggen, Triomphe "
          "Forcée and Leipzig Taroc the black suits do too, but in the red suits the 1 is the highest card below "
          "the Jack and the 10 the lowest.",
          "Bij Maison Tarot en La Rigueur loopt elke kleur van de heer af tot de 1. Bij Maison Troggen, Triomphe "
          "Forcée en Leipzig Taroc doen de zwarte kleuren dat ook, maar in de rode kleuren is de 1 de hoogste kaart "
          "onder de boer en de 10 de laagste."),
    _rule("T3", "What you must play", "Wat je moet spelen",
          "Follow the suit led; if you cannot, play a trump; if you have none, play any card. When trumps are "
          "led, play a trump if you can. You never have to beat the trumps already played. The Excuse may be "
          "played instead of any card, except where Leipzig Taroc limits it (LT3, LT9).",
          "Beken de gevraagde kleur; kun je dat niet, speel dan troef; heb je die niet, speel dan wat je wilt. "
          "Is er troef gevraagd, speel dan troef als je kunt. Overtroeven hoeft nooit. Het Excuus mag je in "
          "plaats van elke kaart spelen, behalve waar Leipzig Taroc dat beperkt (LT3, LT9)."),
    _rule("T4", "The Excuse led", "Het Excuus uitgekomen",
          "Where the Excuse may be led, the next card played sets the suit that the others must follow, and that "
          "suit also decides who wins the trick.",
          "Waar het Excuus mag uitkomen, bepaalt de kaart die daarna gespeeld wordt de kleur die de anderen moeten "
          "bekennen, en die kleur beslist ook wie de slag wint."),
    _rule("T5", "The Excuse exchange", "De ruil van het Excuus",
          "The Excuse never wins a trick. Its owner keeps it with his own tricks and gives the trick's winner his "
          "lowest blank card in exchange; if he has won no blank card yet, he gives it as soon as he wins one. "
          "Each game says what happens to a debt still open at the end.",
          "Het Excuus wint nooit een slag. Wie het speelde houdt het bij zijn eigen slagen en geeft de winnaar "
          "van de slag zijn laagste lege kaart in ruil; heeft hij nog geen lege kaart gewonnen, dan geeft hij "
          "die zodra hij er een wint. Elk spel zegt wat er gebeurt met een schuld die aan het eind nog open is."),
    _rule("T6", "Counting by threes", "Tellen per drie",
          "The won cards are counted in groups of three: a group scores the sum of its full values minus 2, a "
          "last group of one or two cards its sum minus 1. That is the same as the simplified values plus one "
          "point for every set of three cards, where two cards left over make one more set.",
          "De gewonnen kaarten worden per drie geteld: een groep is de som van zijn volle waarden min 2 waard, "
          "een laatste groep van een of twee kaarten zijn som min 1. Dat is hetzelfde als de vereenvoudigde "
          "waarden plus een punt per set van drie kaarten, waarbij twee overgebleven kaarten nog een set zijn."),
    # Maison Tarot and La Rigueur
    _rule("MT1", "Players and the deal", "Spelers en het delen",
          "Two to six players, twelve cards each; the cards not dealt are out of play and nobody sees them.",
          "Twee tot zes spelers, twaalf kaarten elk; de kaarten die niet gedeeld zijn doen niet mee en niemand "
          "ziet ze."),
    _rule("MT2", "The Excuse may lead", "Het Excuus mag uitkomen",
          "The Excuse may be led (T4).",
          "Het Excuus mag uitkomen (T4)."),
    _rule("MT3", "An Excuse debt at the end", "Een Excuusschuld aan het eind",
          "If the Excuse's owner still owes a blank card at the end of the hand, he gives his lowest-valued "
          "point card instead. If the Excuse is the only card he won, it goes to the winner of the trick in "
          "which it was played.",
          "Is de eigenaar van het Excuus aan het eind van de hand nog een lege kaart schuldig, dan geeft hij in "
          "plaats daarvan zijn minst waardevolle puntkaart. Is het Excuus de enige kaart die hij won, dan gaat "
          "het naar de winnaar van de slag waarin het gespeeld werd."),
    _rule("MT4", "The score and the game", "De score en het potje",
          "A hand scores your card points plus the cards you won minus twelve. The game is played to 50, "
          "checked after each hand (exactly 50 reaches it); if several reach it the highest total wins, and a "
          "tie plays on.",
          "Een hand levert je kaartpunten op plus het aantal gewonnen kaarten min twaalf. Er wordt gespeeld tot "
          "50, gekeken na elke hand (precies 50 telt); halen meer spelers het, dan wint de hoogste stand, en bij "
          "gelijke stand wordt doorgespeeld."),
    _rule("MT5", "Wild Maison Tarot", "Wilde Maison Tarot",
          "The variant wild: any number of players and of cards each (from 1 to 39), as long as all the hands "
          "fit in the 78 cards. A hand scores card points plus tricks won; one hand is played and the highest "
          "score takes the pot; winners who tie split it, and what cannot be split stays in the pot.",
          "De variant wild: elk aantal spelers en kaarten per speler (van 1 tot 39), zolang alle handen in de 78 "
          "kaarten passen. Een hand levert kaartpunten plus gewonnen slagen op; er wordt één hand gespeeld en de "
          "hoogste score krijgt de pot; bij gelijke stand delen de winnaars, en wat niet te delen is blijft in "
          "de pot."),
    _rule("LR1", "Spades, a second trump suit", "Schoppen, een tweede troefkleur",
          "La Rigueur is Maison Tarot with spades as a second trump suit. If you cannot follow, play a trump or "
          "a spade, whichever you like; spades led and you have none: a trump if you can; trumps led and you "
          "have none: any card. A trick goes to the highest trump, else the highest spade, else the highest "
          "card of the suit led.",
          "La Rigueur is Maison Tarot met schoppen als tweede troefkleur. Kun je niet bekennen, speel dan troef "
          "of schoppen, wat je wilt; schoppen gevraagd en je hebt er geen: troef als je kunt; troef gevraagd en "
          "je hebt er geen: wat je wilt. De slag gaat naar de hoogste troef, anders de hoogste schoppen, anders "
          "de hoogste kaart van de gevraagde kleur."),
    # Maison Troggen
    _rule("ML1", "The dealer's discard", "De deler legt af",
          "The dealer gets 28 cards, the others 25. He lays away three cards that are no King, no trump and not "
          "the Excuse; they count for him. If he cannot find three, he makes them up with his lowest trumps "
          "(trump 1 and trump 21 only when no other trump is left).",
          "De deler krijgt 28 kaarten, de anderen 25. Hij legt drie kaarten af die geen heer, geen troef en "
          "niet het Excuus zijn; ze tellen voor hem. Vindt hij er geen drie, dan vult hij aan met zijn laagste "
          "troeven (troef 1 en troef 21 alleen als er geen andere troef meer is)."),
    _rule("ML2", "The Excuse may lead", "Het Excuus mag uitkomen",
          "The Excuse may be led (T4).",
          "Het Excuus mag uitkomen (T4)."),
    _rule("ML3", "The score and the round", "De score en het rondje",
          "Card points are the simplified values plus one point per set of three cards (T6), 76 in the whole "
          "pack. A round is three hands, each player dealing once; the highest total wins and a tie shares the "
          "win.",
          "Kaartpunten zijn de vereenvoudigde waarden plus een punt per set van drie kaarten (T6), 76 in het hele "
          "spel. Een rondje is drie handen, waarin ieder één keer deelt; de hoogste stand wint en bij gelijke "
          "stand wordt de winst gedeeld."),
    _rule("ML4", "An Excuse debt at the end", "Een Excuusschuld aan het eind",
          "If the Excuse's owner still owes a blank card at the end, nothing is exchanged: he simply keeps the "
          "Excuse.",
          "Is de eigenaar van het Excuus aan het eind nog een lege kaart schuldig, dan wordt er niets geruild: "
          "hij houdt het Excuus gewoon."),
    # Triomphe Forcée
    _rule("TF1", "Players and the deal", "Spelers en het delen",
          "Two to ten players: twelve cards each up to six players; from seven players each gets 78 divided by "
          "the number of players, rounded down. The rest is out of play.",
          "Twee tot tien spelers: twaalf kaarten elk tot zes spelers; vanaf zeven krijgt ieder 78 gedeeld door "
          "het aantal spelers, naar beneden afgerond. De rest doet niet mee."),
    _rule("TF2", "The pot", "De pot",
          "The stakes are whole chips. Whenever the pot is empty, each player puts in one chip, also when a "
          "declaration empties it in the middle of a deal; then play goes on.",
          "Er wordt om hele fiches gespeeld. Steeds als de pot leeg is, legt ieder er een fiche in, ook als een "
          "melding hem halverwege een deling leegmaakt; daarna gaat het spel door."),
    _rule("TF3", "Death and the declarations", "De Dood en de meldingen",
          "After the deal, in play order: whoever holds trump 13, Death, takes the whole pot at once and the "
          "deal ends without play. Otherwise the Excuse and trump 1 each take one chip from the pot and trump "
          "11 takes two (or what is left), always declared.",
          "Na het delen, in speelvolgorde: wie troef 13 heeft, de Dood, krijgt meteen de hele pot en de deling "
          "eindigt zonder spel. Anders halen het Excuus en troef 1 elk een fiche uit de pot en troef 11 er twee "
          "(of wat er nog in ligt), en dat wordt altijd gemeld."),
    _rule("TF4", "Who takes the pot", "Wie de pot krijgt",
          "The Excuse may be led (T4). The player with the most tricks takes the pot; a tie splits it evenly and "
          "leaves the rest in the pot. The Excuse is exchanged as in T5, and a debt still open at the end "
          "lapses, as there are no card points in this game.",
          "Het Excuus mag uitkomen (T4). Wie de meeste slagen heeft, krijgt de pot; bij gelijke stand wordt hij "
          "eerlijk gedeeld en blijft de rest in de pot. Het Excuus wordt geruild als bij T5, en een schuld die "
          "aan het eind nog open is vervalt, want dit spel kent geen kaartpunten."),
    _rule("TF5", "The game", "Het potje",
          "A game is one round, each player dealing once; the pot carries on from deal to deal. The highest "
          "balance of chips wins, a tie shares, and chips left in the pot at the end belong to nobody.",
          "Een potje is één rondje, waarin ieder één keer deelt; de pot gaat mee van deling tot deling. Wie de "
          "meeste fiches heeft gewonnen wint, bij gelijke stand wordt gedeeld, en fiches die aan het eind in de "
          "pot liggen zijn van niemand."),
    # Leipzig Taroc
    _rule("LT1", "The dealer's discard", "De deler legt af",
          "The dealer gets 28 cards and lays away three: never a King, the Excuse always may. Trumps only when "
          "his trumps are exactly trump 1 and two others, or trump 1, the Excuse and one other trump: then he "
          "may lay away just those three.",
          "De deler krijgt 28 kaarten en legt er drie af: nooit een heer, het Excuus altijd. Troeven alleen "
          "als zijn troeven precies troef 1 en twee andere zijn, of troef 1, het Excuus en één andere troef: "
          "dan mag hij precies die drie afleggen."),
    _rule("LT2", "Declarations", "Roem melden",
          "After the discard, the dealer first, each player may declare Matadors, a Cavalry or Half cavalry, "
          "Ten trumps, Four Kings or Three Kings and the Excuse; each other player pays the declarer its value. "
          "A card may serve in several declarations, but the Excuse completes at most one Half cavalry or "
          "Three Kings and the Excuse.",
          "Na het afleggen, de deler eerst, mag ieder Matadors melden, een Cavallerie of Halve Cavallerie, Tien "
          "troeven, Vier Heren of Drie Heren en het Excuus; elke andere speler betaalt de melder de "
          "waarde. Een kaart mag in meer meldingen meetellen, maar het Excuus maakt hoogstens één Halve "
          "Cavallerie of Drie Heren en het Excuus af."),
    _rule("LT3", "The Excuse in play", "Het Excuus in het spel",
          "The Excuse may be played instead of any card, but it may not lead unless it is your only card; when "
          "you cannot follow (or trumps are led) and hold no trump, you must play it. Played in tricks 23 to 25, "
          "or led, it is lost to the trick's winner like an ordinary card.",
          "Het Excuus mag je in plaats van elke kaart spelen, maar het mag niet uitkomen tenzij het je laatste "
          "kaart is; kun je niet bekennen (of is er troef gevraagd) en heb je geen troef, dan moet je het "
          "spelen. Gespeeld in slag 23 tot 25, of uitgekomen, gaat het als een gewone kaart naar de winnaar "
          "van de slag."),
    _rule("LT4", "Trick 22", "Slag 22",
          "If the Excuse's holder is to lead trick 22, the lead passes to the next player, and the holder must "
          "play the Excuse in that trick.",
          "Moet de houder van het Excuus slag 22 uitkomen, dan komt de volgende speler uit, en de houder moet in "
          "die slag het Excuus spelen."),
    _rule("LT5", "The Pagat", "De Pagat",
          "Trump 1 played to a trick that another player wins: its owner pays each other player 5, or 10 in the "
          "last trick. Trump 1 winning the last trick: each other player pays its owner 10. Paid at once.",
          "Troef 1 gespeeld in een slag die een ander wint: de eigenaar betaalt elke andere speler 5, of 10 in de "
          "laatste slag. Wint troef 1 de laatste slag, dan betaalt elke andere speler de eigenaar 10. Meteen "
          "betaald."),
    _rule("LT6", "The score", "De score",
          "Card points are the simplified values plus one point per set of three cards (T6), 78 in the whole "
          "pack. A hand scores your card points minus 26, negative below 26; the totals run on from hand to "
          "hand.",
          "Kaartpunten zijn de vereenvoudigde waarden plus een punt per set van drie kaarten (T6), 78 in het hele "
          "spel. Een hand levert je kaartpunten min 26 op, negatief onder de 26; de standen lopen door van hand "
          "tot hand."),
    _rule("LT7", "An Excuse debt at the end", "Een Excuusschuld aan het eind",
          "If the Excuse's owner never held a blank card to give, no card is given at the end.",
          "Heeft de eigenaar van het Excuus nooit een lege kaart gehad om te geven, dan wordt er aan het eind "
          "geen kaart gegeven."),
    _rule("LT8", "Nuremberg", "Neurenberg",
          "The variant nuremberg: Ten trumps is paid only at the end of the hand, and only if the declarer then "
          "has more than 26 card points.",
          "De variant nuremberg: Tien troeven wordt pas aan het eind van de hand betaald, en alleen als de melder "
          "dan meer dan 26 kaartpunten heeft."),
    _rule("LT9", "Prague-Vienna", "Praag-Wenen",
          "The variant prague-vienna: a player dealt fewer than three trumps may annul the deal; declared cards "
          "are not shown; Matadors and Ten trumps have one agreed value; the Excuse is never forced and may "
          "lead, and then each other player must trump if he can.",
          "De variant prague-vienna: wie minder dan drie troeven krijgt, mag de deling annuleren; gemelde kaarten "
          "worden niet getoond; Matadors en Tien troeven hebben één afgesproken waarde; het Excuus is nooit "
          "verplicht en mag uitkomen, en dan moet elke andere speler troeven als hij kan."),
    _rule("LT10", "The game", "Het potje",
          "A game is one round of three counted deals, each player dealing once (an annulled deal is dealt "
          "again and does not count); the highest total wins, a tie shares.",
          "Een potje is één rondje van drie getelde delingen, waarin ieder één keer deelt (een geannuleerde "
          "deling wordt opnieuw gedeeld en telt niet); de hoogste stand wint, bij gelijke stand wordt gedeeld."),
    # Marjolet and Binage
    _rule("MJ1", "The pack and the deal", "De kaarten en het delen",
          "32 cards, the Ten just below the Ace. Marjolet deals six cards each, Binage eight; the next card is "
          "turned for trump, and a turned 7 gives the dealer 10. The non-dealer leads first; the deal "
          "alternates.",
          "32 kaarten, de tien direct onder de aas. Bij Marjolet krijgt ieder zes kaarten, bij Binage acht; de "
          "volgende kaart wordt omgedraaid voor troef, en een omgedraaide 7 levert de deler 10 op. De niet-deler "
          "komt eerst uit; het delen wisselt."),
    _rule("MJ2", "While there is a stock", "Zolang er een stok is",
          "Any card may be played. The trick goes to the highest trump, else the highest card of the suit led. "
          "The winner draws first from the stock, then the loser.",
          "Je mag elke kaart spelen. De slag gaat naar de hoogste troef, anders de hoogste kaart van de gevraagde "
          "kleur. De winnaar trekt eerst van de stok, dan de verliezer."),
    _rule("MJ3", "Points at once", "Meteen punten",
          "Each Ace and Ten in a trick gives its winner 10. Playing the trump 7 gives its player 10 as it is "
          "played, at most once a deal: a turned 7, or one exchanged by Dix, scores nothing when played.",
          "Elke aas en tien in een slag levert de winnaar 10 op. Wie de troefzeven speelt, krijgt meteen 10, "
          "hoogstens één keer per deling: een omgedraaide 7, of een die met Dix is geruild, levert niets op als "
          "hij gespeeld wordt."),
    _rule("MJ4", "Declarations", "Roem melden",
          "Only right after winning a trick, before drawing: Marjolet any number, Binage at most one. Each set "
          "of cards is declared once a deal, declared cards lie face up and stay playable, and Dix (the trump 7 "
          "swapped for the turned card) counts as a declaration.",
          "Alleen direct na een gewonnen slag, voor het trekken: bij Marjolet zoveel je wilt, bij Binage "
          "hoogstens één. Elke set kaarten wordt één keer per deling gemeld, gemelde kaarten liggen open en "
          "blijven speelbaar, en Dix (de troefzeven geruild voor de omgedraaide kaart) telt als melding."),
    _rule("MJ5", "The last card of the stock", "De laatste kaart van de stok",
          "In Marjolet the player who draws the last card of the stock scores 10; with the variant last-winner "
          "the winner of the last trick played with a stock scores it instead. In Binage it scores nothing.",
          "Bij Marjolet krijgt wie de laatste kaart van de stok trekt 10; met de variant last-winner krijgt de "
          "winnaar van de laatste slag met stok ze. Bij Binage levert die kaart niets op."),
    _rule("MJ6", "When the stock is empty", "Als de stok op is",
          "Follow suit and beat the card led if you can; else trump if you can; else any card. The last trick "
          "scores 10, and in Marjolet winning all six of these tricks 40 more. Binage's face-up cards go back "
          "to hand and nothing more is declared.",
          "Beken en sla de uitgekomen kaart als je kunt; anders troef als je kunt; anders wat je wilt. De "
          "laatste slag levert 10 op, en bij Marjolet alle zes deze slagen winnen nog eens 40. Bij Binage gaan "
          "de open kaarten terug in de hand en wordt er niets meer gemeld."),
    _rule("MJ7", "Marias with the Jack", "Marias met de boer",
          "The Marjolet variant marias-jack: a Marias is the Jack and the Queen of a suit that is not trumps.",
          "De Marjoletvariant marias-jack: een Marias is de boer en de vrouw van een kleur die geen troef is."),
    _rule("MJ8", "The end of the game", "Het eind van het potje",
          "Scores run on from hand to hand; after a hand in which a player reached 500 the higher total wins, "
          "and a tie plays another hand. With the variant knock-out the game ends the moment a player reaches "
          "500, in the middle of the hand.",
          "De standen lopen door van hand tot hand; na een hand waarin iemand 500 haalde wint de hoogste stand, "
          "en bij gelijke stand volgt nog een hand. Met de variant knock-out eindigt het potje zodra iemand 500 "
          "haalt, midden in de hand."),
    # Klaverjassen
    _rule("K1", "The pack and the card points", "De kaarten en de kaartpunten",
          "32 cards. In trumps the Jack is highest and the Nine next, then the Ace and the Ten; in the other "
          "suits the Ace is highest, then the Ten. The last trick scores 10 and a whole hand holds 162 points.",
          "32 kaarten. In troef is de boer de hoogste en de negen de volgende, dan de aas en de tien; in de "
          "andere kleuren is de aas de hoogste, dan de tien. De laatste slag levert 10 op en een hele hand is "
          "162 punten waard."),
    _rule("K2", "What you must play", "Wat je moet spelen",
          "Follow suit; if you cannot, trump. Whenever you play a trump, beat the highest trump in the trick if "
          "you can, else play a lower one; with no trump, any card. This holds even when your partner is "
          "winning (the Rotterdam way).",
          "Beken kleur; kun je dat niet, troef dan. Speel je troef, sla dan de hoogste troef in de slag als je "
          "kunt, anders een lagere; heb je geen troef, speel dan wat je wilt. Dat geldt ook als je maat de slag "
          "heeft (Rotterdams)."),
    _rule("K3", "Roem", "Roem",
          "Roem lies in the cards of a won trick and counts for its winner by itself: runs, three or four of a "
          "kind and Stuk (the trump King and Queen), valued differently for three and for four players. A trick "
          "scores its best run plus Stuk; of a kind replaces a run.",
          "Roem zit in de kaarten van een gewonnen slag en telt vanzelf voor de winnaar: reeksen, drie of vier "
          "gelijke en stuk (troefheer en troefvrouw), anders gewaardeerd bij drie dan bij vier spelers. Een slag "
          "telt zijn beste reeks plus stuk; gelijke kaarten komen in plaats van een reeks."),
    _rule("K4", "The contract", "Het contract",
          "The playing side must reach 82 with its card points, the last trick and its own roem (with majority: "
          "more than the defenders). Made, each side scores what it won; nat, the defenders score all 162 and "
          "all the roem. Taking every trick (pit) scores 100 more.",
          "De spelende partij moet 82 halen met haar kaartpunten, de laatste slag en haar eigen roem (met "
          "majority: meer dan de tegenpartij). Gehaald: elke partij krijgt wat ze won; nat: de tegenpartij krijgt "
          "alle 162 en alle roem. Alle slagen (pit) levert 100 extra op."),
    _rule("K5", "Bidding with three", "Bieden met drie",
          "From voorhand each says play or pass; the first to play names any trump suit and is the Speler. He "
          "takes the two skart cards and lays away two, which go to the winner of the last trick. All pass: the "
          "next dealer deals. With four at the table the dealer sits out.",
          "Vanaf voorhand zegt ieder spelen of passen; wie het eerst speelt, noemt een troefkleur naar keuze en "
          "is de Speler. Hij neemt de twee skartkaarten en legt er twee af, die naar de winnaar van de laatste "
          "slag gaan. Past iedereen, dan deelt de volgende deler. Met vier aan tafel zit de deler een hand uit."),
    _rule("K6", "Bidding with four", "Bieden met vier",
          "Partners sit opposite. A suit is turned (clubs in the first hand of a game); from voorhand each plays "
          "or passes, and the first to play makes his side the players. All pass: a second suit is turned and "
          "voorhand must play it.",
          "Maten zitten tegenover elkaar. Er wordt een kleur gedraaid (klaveren in de eerste hand van een "
          "potje); vanaf voorhand speelt of past ieder, en wie het eerst speelt maakt zijn partij de spelende. "
          "Past iedereen, dan wordt een tweede kleur gedraaid en moet voorhand die spelen."),
    _rule("K7", "The variants of Klaverjassen for four", "De varianten van klaverjassen met vier",
          "Utrechts, Leids and voorhand-vrij change the bidding, Amsterdams changes when you must trump and "
          "overtrump, kraken lets the sides double and adds hand roem, and schoppen-dubbel doubles a spades "
          "contract once more.",
          "Utrechts, Leids en voorhand-vrij veranderen het bieden, Amsterdams verandert wanneer je moet troeven "
          "en overtroeven, kraken laat de partijen verdubbelen en voegt roem in de hand toe, en schoppen-dubbel "
          "verdubbelt een schoppencontract nog een keer."),
    _rule("K8", "The game", "Het potje",
          "A fixed number of hands, 16 unless agreed otherwise; the highest total wins. A deal that everyone "
          "passed scores nothing and does not count among them.",
          "Een vast aantal handen, 16 tenzij anders afgesproken; de hoogste stand wint. Een deling waarin "
          "iedereen paste levert niets op en telt niet mee."),
)

RULES: dict[str, Rule] = {rule.id: rule for rule in _ALL}
"""Every decision by its id, in the order of DECISIONS.md."""


def game_rules(game_id: str) -> tuple[str, ...]:
    """The decision ids of a game, its own (``GameSpec.rules``) and its variants', each
    once, in the order of DECISIONS.md (K7's variants between K6 and K8)."""
    spec = get_game(game_id)
    ids = {*spec.rules, *(v.rule for v in spec.variants.values())}
    return tuple(rule for rule in RULES if rule in ids) + tuple(sorted(ids - RULES.keys()))

