"""The games layer's words, English and Dutch side by side: what a game's own rules say
to a learner (why a card or a bid is refused, what is allowed now), keyed by the game.
A game's title, variants, options and the names of its combinations are data of its
spec (``GameSpec.title``, ``names``, ...), beside the rules they name. The engine's
words are in :mod:`tarotlib.i18n`, the api's in :mod:`tarotlib.api_messages`, the
bots' in :mod:`tarotlib.bots.messages`.
"""

from __future__ import annotations

MESSAGES: dict[str, dict[str, str]] = {
    # ---------------------------------------------------------------- Klaverjassen (tarotlib.games.klaverjas)
    # what a player must play (KlaverLimit: K2, K7's Amsterdams); {suit} the suit led, {cards} those allowed
    "klaverjas-duty-follow": {
        "en": "You must follow {suit}: you hold {cards}.",
        "nl": "Je moet {suit} bekennen: je hebt {cards}.",
    },
    "klaverjas-duty-trump-over": {
        "en": "Trumps were led: you must follow with a trump and over-trump the highest trump in the trick "
              "when you can: you may play {cards}.",
        "nl": "Er is troef gevraagd: je moet troef bekennen en overtroeven als je kunt: je mag {cards} spelen.",
    },
    "klaverjas-duty-trump-under": {
        "en": "Trumps were led and you cannot over-trump, so you must under-trump (play a lower trump): "
              "you hold {cards}.",
        "nl": "Er is troef gevraagd en je kunt niet overtroeven, dus je moet ondertroeven (een lagere troef "
              "spelen): je hebt {cards}.",
    },
    "klaverjas-duty-ruff": {
        "en": "You cannot follow {suit}, so you must trump: you hold {cards}.",
        "nl": "Je kunt geen {suit} bekennen, dus je moet troeven: je hebt {cards}.",
    },
    "klaverjas-duty-ruff-over": {
        "en": "You cannot follow {suit}, so you must trump, and over-trump the highest trump in the trick "
              "when you can, even when your partner is winning: you may play {cards}.",
        "nl": "Je kunt geen {suit} bekennen, dus je moet troeven, en overtroeven als je kunt, ook als je maat "
              "de slag heeft: je mag {cards} spelen.",
    },
    "klaverjas-duty-ruff-over-alone": {  # Klaverjas-3: each for himself (K5), no partner to name
        "en": "You cannot follow {suit}, so you must trump, and over-trump the highest trump in the trick "
              "when you can: you may play {cards}.",
        "nl": "Je kunt geen {suit} bekennen, dus je moet troeven, en overtroeven als je kunt: je mag {cards} "
              "spelen.",
    },
    "klaverjas-duty-ruff-under": {
        "en": "You cannot follow {suit} and cannot over-trump, so you must under-trump (play a lower trump): "
              "you hold {cards}.",
        "nl": "Je kunt geen {suit} bekennen en niet overtroeven, dus je moet ondertroeven (een lagere troef "
              "spelen): je hebt {cards}.",
    },
    "klaverjas-duty-ams-ruff": {
        "en": "You cannot follow {suit} and an opponent is winning, so you must trump (Amsterdams): you hold "
              "{cards}.",
        "nl": "Je kunt geen {suit} bekennen en een tegenstander heeft de slag, dus je moet troeven (Amsterdams): "
              "je hebt {cards}.",
    },
    "klaverjas-duty-ams-over": {
        "en": "You cannot follow {suit} and an opponent is winning: you must trump and over-trump the highest "
              "trump in the trick: you may play {cards}.",
        "nl": "Je kunt geen {suit} bekennen en een tegenstander heeft de slag: je moet troeven en overtroeven: "
              "je mag {cards} spelen.",
    },
    "klaverjas-duty-ams-no-under": {
        "en": "You cannot follow {suit} and cannot over-trump; under-trumping is not allowed (Amsterdams), "
              "so play another suit: you may play {cards}.",
        "nl": "Je kunt geen {suit} bekennen en niet overtroeven; ondertroeven mag niet (Amsterdams), dus gooi "
              "een andere kleur bij: je mag {cards} spelen.",
    },
    "klaverjas-duty-ams-partner": {
        "en": "Your partner is winning: you need not trump, but a trump you play must over-trump the highest "
              "trump in the trick; under-trumping is not allowed (Amsterdams): you may play {cards}.",
        "nl": "Je maat heeft de slag: je hoeft niet te troeven, maar als je troeft moet je overtroeven; "
              "ondertroeven mag niet (Amsterdams): je mag {cards} spelen.",
    },
    # what may be bid now (BidPhase: K5, K6, K7)
    "klaverjas-bid-k3": {"en": "Say pass, or play and name any trump suit (K5).",
                         "nl": "Zeg passen, of spelen en noem een troefkleur naar keuze (K5)."},
    "klaverjas-bid-turned": {"en": "You may play in the turned suit, {suit}, or pass (K6).",
                             "nl": "Je mag spelen op de gedraaide kleur, {suit}, of passen (K6)."},
    "klaverjas-bid-free": {"en": "Everyone passed the turned suit: you may name any suit and play, or pass "
                                 "(voorhand vrij, K7).",
                           "nl": "Iedereen paste op de gedraaide kleur: je mag elke kleur noemen en spelen, of passen "
                                 "(voorhand vrij, K7)."},
    "klaverjas-bid-utrechts": {"en": "Voorhand always plays and names the trump suit (Utrechts, K7).",
                               "nl": "Voorhand speelt altijd en noemt de troefkleur (Utrechts, K7)."},
    "klaverjas-bid-leids": {"en": "Pass, or bid a trump suit and 82, 92, ... 162 points above the last bid ({last}); "
                                  "spades > hearts > diamonds > clubs (Leids, K7).",
                            "nl": "Pas, of bied een troefkleur en 82, 92, ... 162 punten boven het laatste bod ({last}); "
                                  "schoppen > harten > ruiten > klaveren (Leids, K7)."},
    "klaverjas-bid-none-yet": {"en": "none yet", "nl": "nog geen"},  # Leids: the {last} bid before the first
    "klaverjas-second-suit-turned": {
        "en": "There is nothing to bid: everyone passed, so the second suit, {suit}, was turned and "
              "voorhand (seat {seat}) must play it (K6). That is no one's decision, so it is no action, and "
              "a record does not list it.",
        "nl": "Er valt niets te bieden: iedereen paste, dus de tweede kleur, {suit}, is gedraaid en "
              "voorhand (stoel {seat}) moet die spelen (K6). Dat is niemands beslissing, dus geen actie, en "
              "een record noemt het niet.",
    },
    "klaverjas-discard-any": {"en": "Lay away any two cards (K5).", "nl": "Leg twee kaarten naar keuze af (K5)."},
    # ---------------------------------------------------------------- Maison Tarot (tarotlib.games.maison_tarot)
    "maison-tarot-too-many-cards": {  # MT5: the wild variant's options
        "en": "{players} players x {cards} cards = {total} is more than the 78 cards of the pack (MT5)",
        "nl": "{players} spelers x {cards} kaarten = {total} is meer dan de 78 kaarten van het spel (MT5)",
    },
    # ---------------------------------------------------------------- Marjolet and Binage (tarotlib.games.marjolet)
    # a declaration refused in the window after a won trick (MJ4): {game} the game's title
    "marjolet-no-such-combination": {"en": "{game} has no combination {combo} (known: {known}).",
                                     "nl": "{game} kent geen combinatie {combo} (wel: {known})."},
    "marjolet-dix-turned-gone": {"en": "Dix needs the turned card still on the table: it is gone.",
                                 "nl": "Dix kan alleen zolang de gedraaide troef nog op tafel ligt: die is weg."},
    "marjolet-dix-declared": {"en": "Dix has already been declared in this deal: the trump 7 is the turned card now.",
                              "nl": "Dix is deze deling al geroemd: de troef 7 ligt nu zelf gedraaid."},
    "marjolet-dix-seven-turned": {"en": "The turned card is the trump 7 itself: there is nothing to swap it for.",
                                  "nl": "De gedraaide kaart is zelf de troef 7: er valt niets te ruilen."},
    "marjolet-not-held": {"en": "You do not hold {cards}.", "nl": "Je hebt {cards} niet in je hand."},
    # the name stands alone: "the five highest trumps" and "four Aces" take no article or "this"
    "marjolet-declared-already": {"en": "Already declared in this deal: {name}. Each combination counts once.",
                                  "nl": "Deze deling al geroemd: {name}. Elke combinatie telt maar één keer."},
    "marjolet-not-this-combination": {"en": "Those cards do not make this combination: {name}.",
                                      "nl": "Die kaarten vormen deze combinatie niet: {name}."},
    # the play-out's duty (PlayoutLimit, MJ6): {suit} the suit led, {cards} those allowed
    "marjolet-playout-beat": {
        "en": "The stock is empty: you must follow {suit} and beat the card led: you hold {cards}.",
        "nl": "De stok is op: je moet {suit} bekennen en hoger spelen dan de uitgekomen kaart: je hebt {cards}.",
    },
    "marjolet-playout-follow": {"en": "The stock is empty: you must follow {suit}: you hold {cards}.",
                                "nl": "De stok is op: je moet {suit} bekennen: je hebt {cards}."},
    "marjolet-playout-ruff": {
        "en": "The stock is empty and you cannot follow {suit}, so you must trump: you hold {cards}.",
        "nl": "De stok is op en je kunt geen {suit} bekennen, dus je moet troeven: je hebt {cards}.",
    },
    "marjolet-game-over": {  # MJ8: options.scores of a game already over
        "en": "options.scores: {top} has reached the target of {target}, so the game is already over (MJ8): "
              "no hand follows",
        "nl": "options.scores: {top} heeft het doel van {target} bereikt, dus het potje is al voorbij (MJ8): er "
              "volgt geen hand",
    },
    # ---------------------------------------------------------------- Leipzig Taroc (tarotlib.games.leipzig_taroc)
    # a declaration refused (LT2): {name} a combination's name, {cards} the cards that make it
    "leipzig-no-such-combination": {"en": "Leipzig Taroc has no combination {combo} (LT2): declare one of {known}.",
                                    "nl": "Leipzig Taroc kent geen combinatie {combo} (LT2): roem een van {known}."},
    "leipzig-declared-already": {"en": "You have already declared {name} (LT2).",  # not "this Matadors"
                                 "nl": "{name} heb je al geroemd (LT2)."},
    "leipzig-excuse-completes-one": {
        "en": "The Excuse already completed a Half cavalry or Three Kings and the Excuse: it completes only one (LT2).",
        "nl": "Het Excuus maakte al een Halve Cavallerie of Drie Heren en het Excuus af: dat doet het maar één keer "
              "(LT2).",
    },
    "leipzig-not-these-cards": {"en": "These cards do not make your {name}: declare {cards} (LT2).",
                                "nl": "Met deze kaarten roem je geen {name}: roem {cards} (LT2)."},
    "leipzig-none-to-declare": {"en": "You hold no {name} to declare (LT2).",
                                "nl": "Je hebt geen {name} om te roemen (LT2)."},
    # the Excuse's own duties (Said: LT3, LT4, LT9); {cards} those allowed
    "leipzig-no-excuse-lead": {
        "en": "The Excuse may not lead while you hold other cards: lead one of {cards}.",
        "nl": "Met het Excuus mag je niet uitkomen zolang je andere kaarten hebt: kom uit met een van deze: {cards}.",
    },
    "leipzig-excuse-forced": {"en": "You cannot follow and hold no trump, so you must play the Excuse.",
                              "nl": "Je kunt niet bekennen en hebt geen troef, dus je moet het Excuus spelen."},
    "leipzig-excuse-to-trick-22": {
        "en": "You passed the lead of trick 22 on, so you must play the Excuse to it.",
        "nl": "Je hebt het uitkomen in slag 22 doorgegeven, dus je moet het Excuus erbij spelen.",
    },
    "leipzig-trump-on-excuse": {"en": "The Excuse was led, so you must play a trump: you hold {cards}.",
                                "nl": "Er is met het Excuus uitgekomen, dus je moet troeven: je hebt {cards}."},
}
