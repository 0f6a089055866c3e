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
}
