"""The Klaverjassen lessons (Klaverjassen for 4 and for 3): their prepared positions,
their own exercises and their words.

    >>> lesson = Lesson("klaverjas-4", lang="nl")  # doctest: +SKIP
    >>> lesson.roem("stuk-in-run")                  # doctest: +SKIP

Everything a lesson judges is asked of the engine (:mod:`tarotlib.games.klaverjas`):
the two orders and the card points (K1) of the hand's trick order, the legal cards
and the duty that limits them (K2, K7), the roem the engine logs when a trick is won
(K3), a whole hand's result and score sheet (K4, K7 ``majority``), the basic bot's
bid advice (K5, K6), and the variants' titles and summaries. The positions are played
through the engine: bidding, the Speler's discard and the cards of the trick.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from html import escape
from typing import Any, Sequence

import ipywidgets as widgets
from tarotwidgets.base import fixed_layout
from tarotwidgets.lesson_content import LEARN, PLAYER_NAMES, Exercise, Ordering, Step, Texts, Tutorial, capital, cards, player_name
from tarotwidgets.lesson_content import say as lesson_say
from tarotwidgets.lessons import (
    EveryCard,
    ExerciseWidget,
    Lesson,
    NumberExercise,
    OrderCards,
    PlayLauncher,
    Verdict,
    WhichCard,
    _fact_widget,
    _hand_buttons,
    _label,
    _rows,
    card_entries,
    seen_from,
)
from tarotwidgets.play import PlayApp

from tarotlib import svg
from tarotlib.actions import PASS, Bid, Discard
from tarotlib.bots import get_bot, play_out
from tarotlib.bots.hints import hint
from tarotlib.cards import Card
from tarotlib.games import get_game
from tarotlib.games.klaverjas import (
    ADVICE,
    KIND_NAMES,
    LAST_TRICK,
    PLAY_FROM,
    ROEM_3,
    ROEM_4,
    strong_enough,
    suit_strength,
)
from tarotlib.i18n import fill, join
from tarotlib.spec import GameSpec
from tarotlib.state import Deal, HandState, new_hand

CLUBS, DIAMONDS, HEARTS, SPADES = range(4)


# ---------------------------------------------------------------- prepared setups
@dataclass(frozen=True)
class TrickSetup:
    """A trick in progress with ``trump`` as trump: the seats from voorhand (seat 0) played
    ``trick``, and the learner, next, holds ``hand``. ``bidder`` made the contract."""

    hand: tuple[str, ...]
    trick: tuple[str, ...]
    trump: int
    bidder: int = 0
    variant: str | None = None


@dataclass(frozen=True)
class TrumpOrdering(Ordering):
    """Cards to put in order when ``trump`` is trumps (K1)."""

    trump: int = HEARTS


@dataclass(frozen=True)
class TrumpPile:
    """Cards of one trick with ``trump`` as trumps: counted (K1) or searched for roem (K3)."""

    cards: tuple[str, ...]
    trump: int


@dataclass(frozen=True)
class BidSetup:
    """The learner is voorhand and holds ``hand``; Klaverjas-4 turns ``turned`` (K6),
    Klaverjas-3 names any suit (K5). The other hands are dealt from ``seed``."""

    hand: tuple[str, ...]
    turned: int | None = None
    seed: int = 0


@dataclass(frozen=True)
class PlayedSetup:
    """A whole hand dealt from ``seed`` and played by the basic bots; the question is
    about ``seat`` (and its side), under ``variant``."""

    seed: int
    seat: int
    variant: str | None = None


# ---------------------------------------------------------------- words
TEXTS: dict[str, Texts] = {
    "fact_pack_piquet": {"en": "{size} cards (piquet pack: 7 to Ace)", "nl": "{size} kaarten (piketspel: 7 tot en met aas)"},
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
    "trump_beats": {"en": "A trump beats every card of another suit.", "nl": "Een troef slaat elke kaart van een andere kleur."},
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
    "turned_card": {"en": "Turned: {suit}", "nl": "Gedraaid: {suit}"},
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
    "playing_side": {"en": "the playing side", "nl": "de spelende partij"},
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
}


def say(key: str, lang: str = "en", **values: object) -> str:
    """This module's words, else the lessons' (``lesson_content.say``)."""
    if key in TEXTS:
        return fill(TEXTS[key], lang, **values)
    return lesson_say(key, lang, **values)


# ---------------------------------------------------------------- positions through the engine
def _bid_to(state: HandState, bidder: int, trump: int) -> None:
    """Bid until ``bidder`` plays with ``trump``: the seats before him pass (K5, K6)."""
    while state.phase.name == "bid":
        seat = state.turn
        plays = [a for a in state.legal_actions() if isinstance(a, Bid) and a.call == "play" and a.trump == trump]
        state.apply(plays[0] if seat == bidder and plays else PASS)


def trick_position(spec: GameSpec, setup: TrickSetup, players: int) -> HandState:
    """The learner's turn in ``setup``'s trick, played through the engine: seat 0 is
    voorhand (the dealer is the last seat), ``setup.bidder`` plays with ``setup.trump``
    (in Klaverjas-3 he lays away two spare cards first, K5), then the trick's cards."""
    pack = spec.pack
    mover = len(setup.trick)
    mine = tuple(pack.index(c) for c in setup.hand)
    used = set(mine) | {pack.index(c) for c in setup.trick}
    spare = [i for i in range(pack.size) if i not in used]
    hands: list[tuple[int, ...]] = [()] * players
    for seat, code in enumerate(setup.trick):
        hands[seat] = (pack.index(code),)
    hands[mover] = mine
    k3 = "K5" in spec.rules
    laid: tuple[int, ...] = ()
    if k3:  # K5: the Speler takes the skart and lays two cards away
        laid = tuple(spare[:2])
        hands[setup.bidder] = hands[setup.bidder] + laid
    others = [s for s in range(pack.size // 8) if s != setup.trump]
    deal = Deal(tuple(hands), (), None, None if k3 else (setup.trump, others[0]))
    state = new_hand(spec, players, dealer=players - 1, deal=deal, partial=True)
    _bid_to(state, setup.bidder, setup.trump)
    for index in laid:
        state.apply(Discard(pack.cards[index]), setup.bidder)
    for code in setup.trick:
        state.play(code)
    assert state.turn == mover, "the prepared trick must bring the learner to move"
    return state


def _whole_trick(spec: GameSpec, pile: TrumpPile, players: int) -> HandState:
    pack = spec.pack
    used = {pack.index(c) for c in pile.cards}
    spare = [i for i in range(pack.size) if i not in used]
    hands = [(pack.index(code),) for code in pile.cards]
    k3 = "K5" in spec.rules
    laid = tuple(spare[:2]) if k3 else ()
    hands[0] = hands[0] + laid
    others = [s for s in range(4) if s != pile.trump]
    deal = Deal(tuple(hands), (), None, None if k3 else (pile.trump, others[0]))
    state = new_hand(spec, players, dealer=players - 1, deal=deal, partial=True)
    _bid_to(state, 0, pile.trump)
    for index in laid:
        state.apply(Discard(pack.cards[index]), 0)
    for code in pile.cards:
        state.play(code)
    return state


def played_hand(spec: GameSpec, setup: PlayedSetup, players: int) -> HandState:
    """A hand dealt from ``setup.seed`` and played to its end by the basic bots (K4)."""
    if setup.variant:
        spec = spec.with_variants((setup.variant,))
    state = new_hand(spec, players, seed=setup.seed)
    return play_out(state, [get_bot("basic") for _ in range(players)])


def bid_position(spec: GameSpec, setup: BidSetup, players: int) -> HandState:
    """The learner, voorhand (the dealer is the last seat), about to bid with ``setup.hand``."""
    pack = spec.pack
    mine = [pack.index(c) for c in setup.hand]
    rest = [i for i in range(pack.size) if i not in set(mine)]
    random.Random(setup.seed).shuffle(rest)
    size = len(mine)
    hands = [tuple(mine)] + [tuple(rest[at * size:(at + 1) * size]) for at in range(players - 1)]
    left = tuple(rest[(players - 1) * size:])
    trumps = None
    if setup.turned is not None:
        trumps = (setup.turned, next(s for s in range(4) if s != setup.turned))
    return new_hand(spec, players, dealer=players - 1, deal=Deal(tuple(hands), left, None, trumps))


# ---------------------------------------------------------------- display parts
def _seats(seats: Sequence[int], lang: str) -> str:
    return say("seat_and", lang).join(player_name(s) for s in seats)


def klaver_trick_block(state: HandState, lang: str) -> str:
    """The cards on the table, captioned with their seats (the learner's partner named),
    and the trump and the contract above them."""
    you = state.turn
    assert you is not None, "a scene shows the learner to move"
    sides = state.sides
    seats = seen_from(you, state.players, lang)  # the partner is Carla, as at the table
    names = []
    for seat in range(state.players):
        name = seats[seat]
        if seat == you:
            name = say("you_caption", lang)
        elif state.players == 4 and sides[seat] == sides[you]:
            name = say("partner_caption", lang, seat=name)
        names.append(name)
    suit = state.pack.suit_name(state.trump, lang)
    lines = [say("trumps_are", lang, suit=suit, Suit=capital(suit))]
    partner = next(s for s in range(4) if s != you and sides[s] == sides[you]) if state.players == 4 else None
    bidder = state.contract.seat if state.contract is not None else None
    if bidder is not None:  # the partner named once: in the contract's line when he plays it
        key = "bidder_is_you" if bidder == you else "bidder_is_partner" if bidder == partner else "bidder_is"
        lines.append(say(key, lang, seat=seats[bidder]))
    if partner is not None and bidder != partner:
        lines.append(say("partner_is", lang, seat=seats[partner]))
    facts = f'<p class="tarot-kj-context">{escape(" ".join(lines))}</p>'
    trick = svg.trick_html(state.trick(), names, lang, width=64) if state.trick() else ""
    return f'{facts}<div class="tarot-on-table">{_label(say("on_table", lang))}{trick}</div>'


def roem_order(spec: GameSpec, suit: int = HEARTS) -> list[Card]:
    """K3: the roem order is the pack's own order of ranks, 7 up to Ace, in every suit."""
    return [c for c in spec.pack.cards if c.suit == suit]


def roem_order_text(spec: GameSpec, lang: str) -> str:
    return "-".join(c.short(lang)[1:] for c in roem_order(spec))


def roem_values(spec: GameSpec) -> Any:
    """The game's roem values (K3): three cards a trick in Klaverjas-3, four in Klaverjas-4."""
    return ROEM_3 if "K5" in spec.rules else ROEM_4


# ---------------------------------------------------------------- exercises
class KlaverWhichCard(WhichCard):
    """'Which card may you play?' in a Klaverjas trick: the trump and your partner shown."""

    def __init__(self, lesson: Lesson, name: str, state: HandState):
        self.state = state
        lang = lesson.lang
        self.hand = _hand_buttons(say("your_hand", lang), card_entries(state.hand(self.seat), lang))
        shown = klaver_trick_block(state, lang) + _label(say("your_hand", lang))
        ExerciseWidget.__init__(self, lesson, name, say(self.question, lang), (self.hand, *self.controls(lang)), shown)
        self.listen(self.hand, self.answer)


class KlaverEveryCard(EveryCard):
    """'Select every card you may play' in a Klaverjas trick (K2; K7 ``amsterdams``)."""

    def __init__(self, lesson: Lesson, name: str, state: HandState):
        self.selected: set[Card] = set()
        KlaverWhichCard.__init__(self, lesson, name, state)  # type: ignore[arg-type]

    def judge_set(self, chosen: set[Card]) -> Verdict:
        verdict = super().judge_set(chosen)
        if verdict.right or verdict.rule or not chosen:
            return verdict
        limit = self.state.limit()  # the duty that limits the cards, in the engine's words
        if limit is None:
            return verdict
        text = f"{verdict.text} {limit.explain(self.state.pack, self.state.legal_mask(), self.lang)}"
        return Verdict(False, text, limit.rule)


class TrumpOrder(OrderCards):
    """'Put these cards in order' when a suit is trumps (K1): the hand's own trick order."""

    def __init__(self, lesson: Lesson, name: str, ordering: TrumpOrdering):
        self.order = lesson.spec.orders_for_trump(ordering.trump)
        super().__init__(lesson, name, ordering)
        self.strength = self.order.strength[ordering.led]
        suit = lesson.spec.pack.suit_name(ordering.trump, lesson.lang)
        note = f'<p class="tarot-kj-context">{escape(say("trumps_are", lesson.lang, suit=suit, Suit=capital(suit)))}</p>'
        self.prompt.value = note + self.prompt.value

    def judge(self, code: str) -> Verdict:
        lang = self.lang
        card = self.lesson.spec.pack.card(code)
        if card == self.strongest():
            return Verdict(True, say("ordered", lang) if len(self.remaining) == 1 else card.short(lang))
        stronger = min((c for c in self.remaining if self.strength[c.index] > self.strength[card.index]),
                       key=lambda c: self.strength[c.index])
        # it cannot win (the led suit's 7 has strength 0 too)
        if card.suit not in (self.ordering.trump, self.ordering.led):
            reason = say("not_led", lang, card=card.short(lang))
        elif card.suit != stronger.suit:
            reason = say("trump_beats", lang)
        else:
            ranks = " ".join(c.short(lang)[1:] for c in self.order.descending(card.suit))
            reason = say("order_is", lang, suit=self.lesson.spec.pack.suit_name(card.suit, lang), order=ranks)
        return Verdict(False, say("not_yet_trump", lang, card=card.short(lang), stronger=stronger.short(lang),
                                  order=reason), "K1")


class TrumpCount(NumberExercise):
    """'How many card points are in this trick?' with a trump suit (K1)."""

    kind = "count"

    def __init__(self, lesson: Lesson, name: str, pile: TrumpPile):
        spec, lang = lesson.spec, lesson.lang
        points = spec.points_for_trump(pile.trump)
        cards_ = [spec.pack.card(code) for code in pile.cards]
        total = sum(points[c.index] for c in cards_)
        parts = " + ".join(f"{c.short(lang)} {points[c.index]}" for c in cards_)
        suit = spec.pack.suit_name(pile.trump, lang)
        hints = [(say("count_hint_trump", lang), "K1"), (say("count_is", lang, parts=parts, total=total), "K1")]
        super().__init__(lesson, name, say("ask_count_trump", lang, suit=suit, Suit=capital(suit)),
                         svg.cards_html(cards_, lang, width=56), total, say("points_are", lang, count=total), hints)


class RoemCount(NumberExercise):
    """'How much roem is in this trick?': the trick played through the engine, whose
    trick hook logs its roem for the winner (K3)."""

    kind = "roem"

    def __init__(self, lesson: Lesson, name: str, pile: TrumpPile):
        spec, lang = lesson.spec, lesson.lang
        self.state = state = _whole_trick(spec, pile, len(pile.cards))
        trick = state.tricks[0]
        found = [e for e in state.events if e.kind == "roem"]
        total = sum(e.amount for e in found)
        parts = [f"{spec.names[e.name][lang]} {e.amount}" for e in found]
        names = list(PLAYER_NAMES[:state.players])
        shown = svg.trick_html(list(zip(trick.seats, trick.cards)), names, lang, winner=trick.winner, width=56)
        if found:
            right = say("roem_total", lang, total=total, parts=join(parts, lang))
            working = say("roem_is", lang, parts=" + ".join(parts), total=total)
        else:
            right = working = say("no_roem", lang)
        suit = spec.pack.suit_name(pile.trump, lang)
        prompt = say("ask_roem", lang, suit=suit, Suit=capital(suit), winner=names[trick.winner])
        hint_text = say("roem_hint", lang, order=roem_order_text(spec, lang))
        super().__init__(lesson, name, prompt, shown, total, right, [(hint_text, "K3"), (working, "K3")])


class ChoiceExercise(ExerciseWidget):
    """A question answered with one of a few buttons (``answers``); ``truth`` is right."""

    kind = "choice"

    def __init__(self, lesson: Lesson, name: str, prompt: str, shown: str, answers: Sequence[tuple[str, str]],
                 truth: str):
        self.answers = tuple(value for value, _label_text in answers)
        self.truth = truth
        buttons = [self.button(text, lambda value=value: self.answer(value), "tarot-kj-answer", f"tarot-kj-{value}",
                               width="auto") for value, text in answers]
        row = widgets.HBox(buttons, layout=fixed_layout(flex_flow="row wrap", grid_gap="6px"))
        super().__init__(lesson, name, prompt, (row,), shown)

    def reason(self, answer: str) -> tuple[str, str]:
        raise NotImplementedError

    def judge(self, answer: str) -> Verdict:
        text, rule = self.reason(answer)
        return Verdict(answer == self.truth, text, rule)


class BidChoice(ChoiceExercise):
    """'Bid on this hand': play or pass (K6), or which trump (K5); the basic bot's advice
    is the answer, with its reason. No rule makes a bid wrong, so its feedback cites none:
    it is the computer's judgement of the hand, which the tutorial explains before."""

    def __init__(self, lesson: Lesson, name: str, setup: BidSetup):
        spec, lang = lesson.spec, lesson.lang
        players = lesson.tutorial.players
        self.state = state = bid_position(spec, setup, players)
        advice = hint(state)
        action = advice.action
        self.advice = say("bid_advice", lang, advice=advice.advice(lang))
        pack = spec.pack
        if setup.turned is not None:
            suit = pack.suit_name(setup.turned, lang)
            answers = [("play", say("play_suit", lang, suit=suit)), ("pass", say("pass", lang))]
            truth = "play" if action.call == "play" else "pass"
            prompt = say("ask_bid_turned", lang, suit=suit)
            turned = f'<p class="tarot-kj-context">{escape(say("turned_card", lang, suit=suit))}</p>'
        else:
            answers = [("pass", say("pass", lang))] + [
                (f"play-{'cdhs'[s]}", say("play_suit", lang, suit=pack.suit_name(s, lang))) for s in range(4)]
            truth = "pass" if action.call == "pass" else f"play-{'cdhs'[action.trump]}"
            prompt = say("ask_bid_free", lang)
            turned = ""
        shown = turned + _label(say("your_hand", lang)) + svg.cards_html(state.hand(0), lang, width=52)
        self.turned = setup.turned
        super().__init__(lesson, name, prompt, shown, answers, truth)

    def reason(self, answer: str) -> tuple[str, str]:
        """The computer's advice for the right answer; for a wrong one, why that answer is
        not its choice and what to count, never the answer itself (no rule: K5, K6 allow either)."""
        if answer == self.truth:
            return self.advice, ""
        lang, state = self.lang, self.state
        view = state.view(0)
        playing = view.players - (view.sitting_out is not None)
        need = PLAY_FROM[playing]
        if answer == "pass":
            if self.turned is not None:
                return say("bid_wrong_pass_turned", lang, suit=state.pack.suit_name(self.turned, lang), need=need), ""
            return say("bid_wrong_pass", lang, need=need), ""
        suit = self.turned if answer == "play" else "cdhs".index(answer[-1])
        assert suit is not None
        hand = sum(c.bit for c in state.hand(0))
        strength = fill(ADVICE["strength"], lang, value=suit_strength(hand, suit))
        key = "bid_wrong_suit" if strong_enough(hand, suit, playing) else "bid_wrong_weak"
        return say(key, lang, suit=state.pack.suit_name(suit, lang), strength=strength, need=need), ""


class ContractMade(ChoiceExercise):
    """'Did the playing side make it?' for a whole hand played by the bots (K4; ``majority``)."""

    def __init__(self, lesson: Lesson, name: str, setup: PlayedSetup):
        spec, lang = lesson.spec, lesson.lang
        self.state = state = played_hand(spec, setup, lesson.tutorial.players)
        self.summary = hand_summary(state, lang)
        result = state.result
        assert result is not None and state.contract is not None
        truth = "nat" if result.extra["nat"] else "made"
        answers = [("made", say("answer_made", lang)), ("nat", say("answer_nat", lang))]
        self.who = say("the_speler" if "K5" in spec.rules else "playing_side", lang)
        super().__init__(lesson, name, say("ask_made", lang, who=self.who), self.summary.html, answers, truth)

    def reason(self, answer: str) -> tuple[str, str]:
        s, lang = self.summary, self.lang
        majority = "majority" in self.state.spec.active_variants
        if majority:
            key = "nat_majority" if self.truth == "nat" else "made_majority"
            if self.truth == "nat" and s.own < s.need:
                key = "nat_because"
        else:
            key = "nat_because" if self.truth == "nat" else "made_because"
        return say(key, lang, Who=capital(self.who), cards=s.cards, roem=s.roem, own=s.own, need=s.need,
                   others=s.others), "K4"


class SheetScore(NumberExercise):
    """'What goes on the score sheet for this side?' (K4: made or nat, pit, rounding)."""

    kind = "number"

    def __init__(self, lesson: Lesson, name: str, setup: PlayedSetup):
        spec, lang = lesson.spec, lesson.lang
        self.state = state = played_hand(spec, setup, lesson.tutorial.players)
        summary = hand_summary(state, lang)
        result = state.result
        assert result is not None and state.contract is not None
        seat = setup.seat
        sides = state.sides
        k3 = "K5" in spec.rules
        mine = [s for s in range(state.players) if (s == seat if k3 else sides[s] == sides[seat])]
        who = player_name(seat) if k3 else say("the_side_of", lang, seats=_seats(mine, lang))
        exact, sheet = result.score[seat], result.extra["sheet"][seat]
        pit = result.tricks[seat] == state.trick_number - 1
        all_roem = sum(state.roem)
        factor = state.factor
        if not result.extra["nat"]:
            cards_ = result.card_points[seat]
            roem = state.roem[seat] if k3 else sum(state.roem[s] for s in mine)
            parts = say("sheet_made", lang, cards=cards_, roem=roem)
        elif sides[seat] == state.contract.side:
            parts = say("sheet_nat_against", lang)
        else:
            parts = say("sheet_share" if k3 else "sheet_nat_for", lang, roem=all_roem)
        if pit:
            parts += say("sheet_pit", lang)
        if factor != 1:
            parts = f"({parts}) × {factor}"
        working = say("sheet_is", lang, parts=parts, exact=f"{exact:g}", sheet=sheet)
        hints = [(say("sheet_hint_k3" if k3 else "sheet_hint", lang), "K4"), (working, "K4")]
        super().__init__(lesson, name, say("ask_sheet", lang, who=who), summary.html, int(sheet), working, hints)


@dataclass(frozen=True)
class HandSummary:
    """A played hand's contract and each side's tricks, card points and roem (K4)."""

    html: str
    cards: int
    roem: int
    own: int
    others: int
    need: int


def hand_summary(state: HandState, lang: str) -> HandSummary:
    result = state.result
    contract = state.contract
    assert result is not None and contract is not None
    sides = state.sides
    playing = [s for s in range(state.players) if sides[s] == contract.side]
    defending = [s for s in range(state.players) if sides[s] != contract.side and s != state.sitting_out]
    k3 = "K5" in state.spec.rules

    def totals(seats: list[int]) -> tuple[int, int, int]:
        if k3:
            return (sum(result.tricks[s] for s in seats), sum(result.card_points[s] for s in seats),
                    sum(state.roem[s] for s in seats))
        first = seats[0]
        return result.tricks[first], result.card_points[first], sum(state.roem[s] for s in seats)

    rows = []
    own = others = 0
    head = (f'<tr><th></th><th scope="col">{escape(say("col_tricks", lang))}</th>'
            f'<th scope="col">{escape(say("col_points", lang))}</th><th scope="col">{escape(say("col_roem", lang))}'
            f"</th></tr>")
    for key, seats in (("row_playing", playing), ("row_defending", defending)):
        tricks, points, roem = totals(seats)
        rows.append(f'<tr data-side="{key}"><th scope="row">{escape(say(key, lang, seats=_seats(seats, lang)))}</th>'
                    f"<td>{tricks}</td><td>{points}</td><td>{roem}</td></tr>")
        if key == "row_playing":
            own, cards_, own_roem = points + roem, points, roem
        else:
            others = points + roem
            if k3:  # K5: each defender scores his own when it is made, so each is shown too
                for s in seats:
                    name = escape(say("row_one_defender", lang, seat=player_name(s)))
                    rows.append(f'<tr data-seat="{s}"><th scope="row" style="font-weight:normal;padding-left:1em">'
                                f"{name}</th><td>{result.tricks[s]}</td><td>{result.card_points[s]}</td>"
                                f"<td>{state.roem[s]}</td></tr>")
    suit = state.pack.suit_name(contract.trump, lang)
    line = say("contract_line", lang, seat=player_name(contract.seat), suit=suit)
    html = (f'<p class="tarot-kj-context">{escape(line)}</p>'
            f'<table class="tarot-kj-summary">{head}{"".join(rows)}</table>')
    # majority (K4) has no number to reach: its explanations still say when a side stays under 82
    return HandSummary(html, cards_, own_roem, own, others, contract.points or 82)


# ---------------------------------------------------------------- the lesson
class KlaverLesson(Lesson):
    """A Klaverjas tutorial: the piquet pack with its two orders, and exercises of its own."""

    tutorial: KlaverTutorial

    def fact_rows(self) -> dict[str, tuple[str, str]]:
        """The lessons' facts with the piquet pack."""
        pack = say("fact_pack_piquet", self.lang, size=self.spec.pack.size)
        return {**super().fact_rows(), "pack": (say("fact_pack", self.lang), pack)}

    def pack(self, suit: int = HEARTS) -> widgets.VBox:
        """The four suits in the plain order, then ``suit`` as trumps, strongest first (K1,
        the engine's two orders)."""
        spec, lang = self.spec, self.lang
        rows = [("plain_order", s, spec.trick_order) for s in range(4)]
        rows.append(("trump_order", suit, spec.orders_for_trump(suit)))
        parts = []
        for key, shown, order in rows:
            name = spec.pack.suit_name(shown, lang)
            parts.append(
                f'<div class="tarot-pack-suit" data-order="{key}" data-suit="{shown}"><span class="tarot-label">'
                f'{escape(say(key, lang, Suit=capital(name)))}</span>'
                f"{svg.cards_html(order.descending(shown), lang, width=44)}</div>")
        return _fact_widget("".join(parts), "tarot-pack")

    def card_points(self, suit: int = HEARTS) -> widgets.VBox:
        """Each card's points, not trumps and as trumps (K1), and the total with the last trick."""
        spec, lang = self.spec, self.lang
        trump_points = spec.points_for_trump(suit)
        order = spec.orders_for_trump(suit)
        rows = []
        for card in order.descending(suit):
            rows.append(f"<tr><th scope=\"row\">{svg.cards_html([card], lang, width=32)}</th>"
                        f"<td>{spec.card_points[card.index]}</td><td>{trump_points[card.index]}</td></tr>")
        on_cards = spec.points_of(spec.pack.full_mask) - sum(spec.card_points[c.index] for c in order.descending(
            suit)) + sum(trump_points[c.index] for c in order.descending(suit))
        last = LAST_TRICK  # K1
        plain = spec.points_of(spec.pack.full_mask)
        head = (f'<tr><th scope="col">{escape(say("points_head_card", lang))}</th>'
                f'<th scope="col">{escape(say("points_head_plain", lang))}</th>'
                f'<th scope="col">{escape(say("points_head_trump", lang))}</th></tr>')
        total = say("points_total", lang, plain=plain, extra=on_cards - plain, cards=on_cards, last=last,
                    total=on_cards + last)
        html = (f'<table class="tarot-points tarot-kj-points"><caption>{escape(say("point_cards", lang))}</caption>'
                f'{head}{"".join(rows)}</table><p>{escape(total)}</p>')
        return _fact_widget(html, "tarot-card-points")

    def roem_table(self) -> widgets.VBox:
        """The roem order (K3) and what each roem is worth in this game, from the engine."""
        spec, lang = self.spec, self.lang
        values = roem_values(spec)
        size = self.tutorial.players
        kind, jacks = KIND_NAMES[size]
        entries = [(f"run-{length}", value) for length, value in values.runs]
        entries += [(kind, values.kind), (jacks, values.jacks), ("stuk", values.stuk)]
        rows = [(spec.names[key][lang], str(value)) for key, value in entries]
        order = (f'<div class="tarot-pack-suit"><span class="tarot-label">{escape(say("roem_order", lang))}</span>'
                 f"{svg.cards_html(roem_order(spec), lang, width=40)}</div>")
        caption = say("roem_in", lang, game=spec.title[lang])
        table = (f'<table class="tarot-points"><caption>{escape(caption)}</caption>'
                 f"{_rows(rows)}</table>")
        return _fact_widget(order + table, "tarot-roem-table")

    def variant_html(self, name: str) -> str:
        """One variant's title, rule and summary, from the engine's Variant."""
        lang = self.lang
        v = self.spec.variants[name]
        return (f'<p class="tarot-kj-variant" data-variant="{escape(name)}"><b>{escape(v.title[lang])}</b> '
                f'({escape(say("variant_rule", lang, rule=v.rule))}): {escape(v.summary[lang])}</p>')

    def variant(self, name: str) -> widgets.VBox:
        """One variant's title, rule and summary as a widget of its own."""
        return _fact_widget(self.variant_html(name), "tarot-variants-box")

    # ------------------------------------------------------------ exercises
    def _trick(self, name: str) -> HandState:
        setup = self.tutorial.scenario(name, "which_card", "every_card")
        spec = self.spec.with_variants((setup.variant,)) if setup.variant else self.spec
        return trick_position(spec, setup, self.tutorial.players)

    def which_card(self, name: str) -> WhichCard:
        """Click a card you may play in a prepared trick."""
        return KlaverWhichCard(self, name, self._trick(name))

    def every_card(self, name: str) -> EveryCard:
        """Select every card you may play in a prepared trick, then check (K2, K7)."""
        return KlaverEveryCard(self, name, self._trick(name))

    def order_cards(self, name: str) -> OrderCards:
        """Put prepared cards in order of strength, a suit being trumps (K1)."""
        return TrumpOrder(self, name, self.tutorial.scenario(name, "order_cards"))

    def count_pile(self, name: str) -> NumberExercise:
        """Count the card points of a trick, a suit being trumps (K1)."""
        return TrumpCount(self, name, self.tutorial.scenario(name, "count_pile"))

    def roem(self, name: str) -> RoemCount:
        """How much roem a prepared trick holds (K3)."""
        return RoemCount(self, name, self.tutorial.scenario(name, "roem"))

    def bid(self, name: str) -> BidChoice:
        """Bid on a prepared hand (K5, K6): the computer's advice is the answer."""
        return BidChoice(self, name, self.tutorial.scenario(name, "bid"))

    def made(self, name: str) -> ContractMade:
        """Did the playing side of a played hand make it? (K4)"""
        return ContractMade(self, name, self.tutorial.scenario(name, "made", "sheet_score"))

    def sheet_score(self, name: str) -> SheetScore:
        """What a played hand puts on the score sheet for one side (K4)."""
        return SheetScore(self, name, self.tutorial.scenario(name, "made", "sheet_score"))

    # ------------------------------------------------------------ play
    def play_variant(self, variant: str) -> PlayLauncher:
        """The play widget with a variant, at its own number of players (``four-at-table``: 4),
        under the variant's title and summary (one widget for both: a cell less to run)."""
        players = self.spec.with_variants((variant,)).default_players
        game_id, lang = self.game_id, self.lang

        def make() -> PlayApp:
            return PlayApp(game_id, players=players, variants=(variant,), lang=lang, whole_game=True)

        return PlayLauncher(make, lang, self.variant_html(variant))  # the summary stays above the game


LESSON = KlaverLesson

_HISTORY = Step("history", {"en": "The game", "nl": "Het spel"})
_PLAY = Step("play", {"en": "Play a hand, then a game", "nl": "Speel een hand, dan een potje"})


def _variant_step(name: str, spec_id: str) -> Step:
    """A variant's step, titled with the engine's own title of the variant (K7)."""
    v = get_game(spec_id).variants[name]
    return Step(name, {"en": f"Variant: {v.title['en']}", "nl": f"Variant: {v.title['nl']}"})


_K4_UNDER = cards("7h Kh 8c Ac 10c 7d Qd Kd")
_K4_PARTNER = cards("8h Jh 7c Kc Qs As 9s 10c")
_K4_MADE = PlayedSetup(seed=2, seat=0)

KLAVERJAS_4 = Tutorial(
    steps=(
        _HISTORY,
        Step("cards", {"en": "Two orders and the card points", "nl": "Twee volgordes en de kaartpunten"}),
        Step("bidding", {"en": "The deal, your partner and the bidding", "nl": "Delen, je maat en het bieden"}),
        Step("follow", {"en": "Following suit and trumping", "nl": "Bekennen en troeven"}),
        Step("overtrump", {"en": "Over-trumping and under-trumping", "nl": "Overtroeven en ondertroeven"}),
        Step("roem", {"en": "Roem", "nl": "Roem"}),
        Step("scoring", {"en": "Made or nat: the score", "nl": "Gehaald of nat: de score"}),
        _PLAY,
        *(_variant_step(v, "klaverjas-4") for v in
          ("amsterdams", "utrechts", "voorhand-vrij", "leids", "kraken", "schoppen-dubbel", "majority")),
        LEARN,
    ),
    exercises=(
        Exercise("cards", "order_cards", "trumps", TrumpOrdering(cards("Ah Jh 7h 9h Qh 10h"), HEARTS, HEARTS), "K1"),
        Exercise("cards", "order_cards", "plain", TrumpOrdering(cards("Jc 10c 9c Ac Kc 7c"), CLUBS, HEARTS), "K1"),
        Exercise("cards", "count_pile", "trick", TrumpPile(cards("9h Jh Ac Qs"), HEARTS), "K1"),
        Exercise("bidding", "deal", "leader", 0, "K6"),
        Exercise("bidding", "bid", "strong", BidSetup(cards("Jh 9h Ah 8h Ac 10c 7d Ks"), HEARTS, seed=1), "K6"),
        Exercise("bidding", "bid", "weak", BidSetup(cards("7s 9s Qd 8d Kc 8c 10h 7h"), SPADES, seed=2), "K6"),
        Exercise("follow", "which_card", "follow", TrickSetup(cards("8d Ad 7c Jc 9h Qs 10s 7s"), ("Kd",), HEARTS), "K2"),
        Exercise("follow", "every_card", "ruff", TrickSetup(cards("7d Qd 8h Kh 9s Js Ks As"), ("Ac",), HEARTS), "K2"),
        Exercise("overtrump", "every_card", "trump-led", TrickSetup(cards("7h Ah 9h 8c Kc 10d Js 7s"), ("Qh",), HEARTS),
                 "K2"),
        Exercise("overtrump", "every_card", "under", TrickSetup(_K4_UNDER, ("8s", "9h"), HEARTS), "K2"),
        Exercise("overtrump", "every_card", "partner", TrickSetup(_K4_PARTNER, ("Ad", "10h", "7d"), HEARTS), "K2"),
        Exercise("roem", "roem", "jack-run", TrumpPile(cards("9h 10h Jh 7c"), HEARTS), "K3"),
        Exercise("roem", "roem", "stuk-in-run", TrumpPile(cards("Js Qs Ks 8d"), SPADES), "K3"),
        Exercise("roem", "roem", "four-jacks", TrumpPile(cards("Jc Jd Jh Js"), DIAMONDS), "K3"),
        Exercise("roem", "roem", "no-run", TrumpPile(cards("Qc Kd Ac 10c"), HEARTS), "K3"),
        Exercise("scoring", "made", "made", _K4_MADE, "K4"),
        Exercise("scoring", "sheet_score", "made", _K4_MADE, "K4"),
        Exercise("scoring", "made", "nat", PlayedSetup(seed=6, seat=0), "K4"),
        Exercise("scoring", "sheet_score", "pit", PlayedSetup(seed=28, seat=1), "K4"),
        Exercise("amsterdams", "every_card", "ams-ruff", TrickSetup(cards("7d Qd 8h Kh 9s Js Ks As"), ("Ac",), HEARTS,
                                                                    variant="amsterdams"), "K7"),
        Exercise("amsterdams", "every_card", "ams-under", TrickSetup(_K4_UNDER, ("8s", "9h"), HEARTS,
                                                                     variant="amsterdams"), "K7"),
        Exercise("amsterdams", "every_card", "ams-partner", TrickSetup(_K4_PARTNER, ("Ad", "10h", "7d"), HEARTS,
                                                                       variant="amsterdams"), "K7"),
        Exercise("majority", "made", "majority", PlayedSetup(seed=9, seat=1, variant="majority"), "K4"),
    ),
    players=4,
    play_seed=61,  # the learner is voorhand: the hand opens with the learner's bid (K6)
)

_K3_MADE = PlayedSetup(seed=0, seat=1)
_K3_NAT = PlayedSetup(seed=4, seat=0)
_K3_MAJORITY = PlayedSetup(seed=15, seat=0, variant="majority")

KLAVERJAS_3 = Tutorial(
    steps=(
        _HISTORY,
        Step("bidding", {"en": "Bidding and the skart", "nl": "Bieden en de skart"}),
        Step("duties", {"en": "The same duties, three at the table", "nl": "Dezelfde plichten, met z'n drieën"}),
        Step("roem", {"en": "Roem in a trick of three", "nl": "Roem in een slag van drie"}),
        Step("scoring", {"en": "The Speler against the two others", "nl": "De Speler tegen de twee anderen"}),
        _PLAY,
        *(_variant_step(v, "klaverjas-3") for v in ("four-at-table", "majority")),
        LEARN,
    ),
    exercises=(
        Exercise("bidding", "deal", "leader", 0, "K5"),
        Exercise("bidding", "bid", "free", BidSetup(cards("Js 9s As 10s Ks Ah 10h 7d 8c Qc"), seed=3), "K5"),
        Exercise("bidding", "bid", "weak", BidSetup(cards("7s 8s Qd 8d 9d Kc 8c 7c 10h 7h"), seed=4), "K5"),
        Exercise("duties", "which_card", "follow", TrickSetup(cards("8d Ad 7c Jc 9h Qs 10s 7s Kc Ac"), ("Kd",), HEARTS,
                                                               bidder=0), "K2"),
        Exercise("duties", "every_card", "over-defender", TrickSetup(cards("7h Jh 8c Ac 10c 7d Qd Kd Jd 9c"),
                                                                      ("8s", "9h"), HEARTS, bidder=0), "K2"),
        Exercise("roem", "roem", "three-kings", TrumpPile(cards("Kc Kd Kh"), SPADES), "K3"),
        Exercise("roem", "roem", "stuk-in-run", TrumpPile(cards("Qd Kd Ad"), DIAMONDS), "K3"),
        Exercise("scoring", "made", "made", _K3_MADE, "K4"),
        Exercise("scoring", "sheet_score", "made", _K3_MADE, "K4"),
        Exercise("scoring", "made", "nat", _K3_NAT, "K4"),
        Exercise("scoring", "sheet_score", "nat", _K3_NAT, "K4"),
        Exercise("majority", "made", "majority", _K3_MAJORITY, "K4"),
        Exercise("majority", "sheet_score", "majority", _K3_MAJORITY, "K4"),
    ),
    players=3,
    play_seed=5,  # the learner is voorhand, plays, takes the skart and lays two cards away (K5)
)

TUTORIALS: dict[str, Tutorial] = {"klaverjas-4": KLAVERJAS_4, "klaverjas-3": KLAVERJAS_3}
