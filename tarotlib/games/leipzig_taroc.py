"""Leipzig Taroc (rules/nl/leipzig-taroc.txt; T1-T6, LT1-LT10).

Three players, 25 cards each; the dealer takes the last three (28) and lays three
away (LT1). Then declarations for game points, paid at once (LT2), and 25 tricks:
follow suit, else trump, with the Excuse under its own limits (LT3, LT4) and the
Pagat paid for at once (LT5). Card points are counted by threes (T6, LT6): a hand
is worth card points - 26 game points, plus what the declarations and the Pagat
paid. Variants: ``nuremberg`` (Ten trumps paid only at the end, LT8) and
``prague-vienna`` (each of its points an option, all on by default, LT9). A game is
one round of three counted deals (LT10).

Rule questions the decisions settle, and how:

* **Length of a game** (LT10): one round of three counted deals, each player dealing
  once (``MatchRule(hands=3)``); an annulled deal (LT9) is dealt again by the same
  dealer (``next_dealer``) and does not count (``counts``); the highest total wins,
  ties share.
* **Prague-Vienna Excuse lead in tricks 23-25** (LT9): an Excuse led by ``excuse_lead``
  before trick 23 is exchanged as usual (T5); leading lifts only LT3's lead limit, so
  in tricks 23-25 it is lost, led or not (``_excuse_lost``).
* **Prague-Vienna Ten trumps** (LT9): ``ten_trumps_value`` is the agreed amount
  (default 10); with ``ten_trumps_flat`` that is all it pays, without it +5 for each
  trump above ten as in the base game (LT2).
* **The annul question** (LT9) is put to every seat dealt fewer than three trumps, no
  trump at all included, the dealer counted on his 28, in play order from voorhand.
* **An open Excuse debt** at the end lapses (LT7): the engine logs it as
  ``debt-settled`` with the name ``no-blank`` and moves no card.

What no decision covers, and what this module does:

* **The dealer's declarations** are made from the 25 cards he holds after laying
  away: a laid card is out of his hand (LT1 before LT2).
* **Nuremberg's deferred Ten trumps** (LT8) is settled after the last trick, on the
  card points the declarer then has (his laid cards included, LT6).
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from functools import lru_cache
from typing import Callable, cast

from tarotlib import i18n
from tarotlib.actions import Annul, Declare
from tarotlib.cards import NO_SUIT, TAROT, TRUMP, Pack
from tarotlib.errors import IllegalAction
from tarotlib.games import tarot_common
from tarotlib.games.messages import MESSAGES
from tarotlib.phases import (
    DeclarePhase,
    DeclareRule,
    DiscardPhase,
    DiscardRule,
    Question,
    QuestionPhase,
)
from tarotlib.spec import (
    DealRule,
    ExcuseRules,
    GameSpec,
    HandResult,
    Limit,
    MatchRule,
    OptionSpec,
    OwnRules,
    ScorePart,
    Texts,
    Variant,
    paid_parts,
)
from tarotlib.state import HandState, evolve

PLAYERS = 3
HAND = 25  # LT1: 25 each, the dealer 28 before his discard
PAR = 26  # LT6: game points = card points - 26

EXCUSE = TAROT.excuse.index
EXCUSE_BIT = TAROT.excuse_mask
TRUMPS = TAROT.trump_mask
PAGAT = TAROT.trump(1).index
PAGAT_BIT = 1 << PAGAT
T21_BIT = TAROT.trump(21).bit
MATADORS = PAGAT_BIT | T21_BIT | EXCUSE_BIT  # LT2: trump 1, trump 21 and the Excuse
ROIS = sum(1 << (suit * 14 + 13) for suit in range(4))
COURTS = tuple(sum(1 << (suit * 14 + rank - 1) for rank in (11, 12, 13, 14)) for suit in range(4))


CARD_POINTS = tarot_common.simplified_points(excuse=4)  # LT6: trump 21, trump 1, Roi, Excuse 4; Dame 3; ...

NAMES: dict[str, Texts] = {
    "matadors": {"en": "Matadors", "nl": "Matadors"},
    "cavalry": {"en": "Cavalry", "nl": "Cavallerie"},
    "half-cavalry": {"en": "Half cavalry", "nl": "Halve Cavallerie"},
    "ten-trumps": {"en": "Ten trumps", "nl": "Tien troeven"},
    "four-rois": {"en": "Four Kings", "nl": "Vier Heren"},
    "three-rois-excuse": {"en": "Three Kings and the Excuse", "nl": "Drie Heren en het Excuus"},
    "pagat-lost": {"en": "the lost Pagat", "nl": "de verloren Pagat"},
    "pagat-won": {"en": "the Pagat in the last trick", "nl": "de Pagat in de laatste slag"},
    "annulled": {"en": "deal annulled", "nl": "deling geannuleerd"},
    "no-blank": {"en": "no blank card is given", "nl": "er wordt geen lege kaart gegeven"},
    "lead-passed": {"en": "lead passed on (trick 22)", "nl": "uitkomen doorgegeven (slag 22)"},
}
COMBOS = ("matadors", "cavalry", "half-cavalry", "ten-trumps", "four-rois", "three-rois-excuse")
EXCUSE_ONCE = ("half-cavalry", "three-rois-excuse")  # LT2: the Excuse completes at most one of these


@dataclass(frozen=True)
class LeipzigState(tarot_common.TarotState):
    """The game's own state: the seat that must play the Excuse to trick 22 (LT4)."""

    forced: int | None = None


AS_DEALT = LeipzigState()
"""Every hand's own state as dealt: immutable, so one object serves them all."""


@dataclass(frozen=True)
class LeipzigRules(OwnRules):
    """What a variant changes, as data (``GameSpec.own_rules``)."""

    ten_trumps_at_end: bool = False  # LT8 ``nuremberg``: Ten trumps paid after the last trick, if won back


def _pv(state: HandState, name: str) -> bool:
    """A Prague-Vienna point (LT9) in force in this hand; False outside the variant."""
    return bool(state.options.get(name, False))


def ten_trumps_at_end(spec: GameSpec) -> bool:
    """LT8: Ten trumps is paid at the end, and only to a declarer with more than 26 (``nuremberg``)."""
    return cast(LeipzigRules, spec.own_rules).ten_trumps_at_end


def _others(state: HandState, seat: int) -> list[int]:
    return [s for s in range(state.players) if s != seat]


# ---------------------------------------------------------------- LT9 annul
def _few_trumps(state: HandState) -> list[int]:
    """LT9: the seats dealt fewer than three trumps (the dealer on his 28), from voorhand."""
    if not _pv(state, "annul"):
        return []
    return [s for s in state.seats_from(state.voorhand) if (state.hands[s] & TRUMPS).bit_count() < 3]


def _annulled(state: HandState, seat: int) -> list[int]:
    state.end_hand("annulled", "LT9")  # all zeros; the same dealer deals again (MatchRule below)
    return []


ANNUL = QuestionPhase("annul", Question("LT9", Annul, _few_trumps, _annulled, lambda state: state.next_phase()))


# ---------------------------------------------------------------- LT1 discard
def _trump_set(held: int) -> int:
    """LT1: the three cards the dealer may lay away together when his whole trump holding
    is trump 1 + exactly two other trumps, or trump 1 + one other trump and he holds the
    Excuse; else 0."""
    trumps = held & TRUMPS
    if not trumps & PAGAT_BIT:
        return 0
    if trumps.bit_count() == 3:
        return trumps
    if trumps.bit_count() == 2 and held & EXCUSE_BIT:
        return trumps | EXCUSE_BIT
    return 0


def _discard_allowed(state: HandState, seat: int) -> tuple[int, Callable[[], Texts]]:
    """LT1: never a Roi; the Excuse always; a trump only within the trump set, and once a
    trump of it is laid away the rest of the set must follow (why no other card: made
    only when one is refused)."""
    hand, laid = state.hands[seat], state.laid[seat]
    plain = hand & ~ROIS & ~TRUMPS  # suit cards but Rois, and the Excuse
    special = _trump_set(hand | laid)
    if special and not laid & ~special:
        if laid & TRUMPS:
            allowed = special & hand
            return allowed, tarot_common.naming_cards(
                allowed, "You laid a trump away, so you must lay away the rest of those three cards: {}.",
                "Je hebt een troef afgelegd, dus je moet de rest van die drie kaarten afleggen: {}.")
        return plain | (special & hand), tarot_common.naming_cards(
            special, "A King may never be laid away; a trump only as one of these three, all laid away together: {}.",
            "Een heer mag je nooit afleggen; een troef alleen als een van deze drie, die je alle drie samen aflegt: {}.")
    return plain, tarot_common.naming_cards(
        plain, "You may not lay away a King, nor a trump here (only trump 1 with exactly two other trumps, or with "
        "the Excuse and one other trump, as the whole trump holding, may go, all three together): lay away one of {}.",
        "Je mag geen heer afleggen, en hier ook geen troef (alleen †1 met precies twee andere troeven, of met het "
        "Excuus en één andere troef, als al je troeven, mag weg, alle drie samen): leg een van deze kaarten af: {}.")


DISCARD = DiscardPhase(DiscardRule("LT1", 3, lambda state: state.dealer, _discard_allowed))


# ---------------------------------------------------------------- LT2 declarations
@lru_cache(maxsize=1 << 12)  # bounded: Ten trumps may be any ten or more of the 21
def _declare(combo: str, mask: int) -> Declare:
    """One Declare per combination and cards, made once (its cards are sorted on making):
    every seat's declarations are listed more than once in the LT2 phase."""
    return Declare(combo, tuple(TAROT.cards_in(mask)))


def _all_combos(state: HandState, hand: int) -> list[tuple[Declare, int]]:
    """Every declaration ``hand`` makes, with its value (LT2, LT9's flat values)."""
    out: list[tuple[Declare, int]] = []
    excuse = hand & EXCUSE_BIT
    if hand & MATADORS == MATADORS:  # Matadors, always at full value
        cards = MATADORS
        if _pv(state, "matadors_flat"):  # LT9: not extended, worth 20
            value = 20
        else:
            number = 20
            while number >= 2 and hand & TAROT.trump(number).bit:
                cards |= TAROT.trump(number).bit
                number -= 1
            value = 10 + 5 * (cards.bit_count() - 3)
        out.append((_declare("matadors", cards), value))
    for suit in range(4):
        courts = hand & COURTS[suit]
        if courts == COURTS[suit]:
            out.append((_declare("cavalry", courts), 10))
        elif courts.bit_count() == 3 and excuse:  # exactly three, with four it is a Cavalry
            out.append((_declare("half-cavalry", courts | EXCUSE_BIT), 5))
    trumps = hand & TRUMPS  # the Excuse is no trump here (T1)
    count = trumps.bit_count()
    if count >= 10:
        base = state.options.get("ten_trumps_value", 10)
        value = base if _pv(state, "ten_trumps_flat") else base + 5 * (count - 10)
        out.append((_declare("ten-trumps", trumps), value))
    rois = hand & ROIS
    if rois == ROIS:
        out.append((_declare("four-rois", rois), 10))
    elif rois.bit_count() == 3 and excuse:  # exactly three Rois
        out.append((_declare("three-rois-excuse", rois | EXCUSE_BIT), 5))
    return out


def _made(state: HandState, seat: int) -> list[Declare]:
    return [d for s, d, _ in state.declared if s == seat]


def _declare_options(state: HandState, seat: int) -> list[tuple[Declare, int]]:
    """LT2: what ``seat`` may still declare: never the same combination twice, and the
    Excuse completes at most one Half cavalry or Three Kings and the Excuse."""
    made = _made(state, seat)
    excuse_used = any(d.combo in EXCUSE_ONCE for d in made)
    return [(d, v) for d, v in _all_combos(state, state.hands[seat])
            if d not in made and not (excuse_used and d.combo in EXCUSE_ONCE)]


def _declared(state: HandState, seat: int, action: Declare, value: int) -> None:
    """LT2: each other player pays the declarer at once; LT8: Ten trumps waits for the end.
    LT9 ``hidden``: the others do not see the cards."""
    state.log("declared", seat, "LT2", amount=value, cards=[c.index for c in action.in_pack_order], name=action.combo,
              hidden_cards=_pv(state, "hidden"))
    if action.combo == "ten-trumps" and ten_trumps_at_end(state.spec):
        return  # LT8: paid after the last trick, if the declarer has more than 26 card points
    for other in _others(state, seat):
        state.pay(other, seat, value, "LT2", action.combo)


def _declare_refusal(state: HandState, seat: int, action: Declare) -> Texts:
    combo = action.combo
    if combo not in COMBOS:
        return i18n.in_each_language(MESSAGES["leipzig-no-such-combination"], combo=repr(combo), known=", ".join(COMBOS))
    name = NAMES[combo]
    made = _made(state, seat)
    if action in made:
        return i18n.in_each_language(MESSAGES["leipzig-declared-already"], name=name)
    if combo in EXCUSE_ONCE and any(d.combo in EXCUSE_ONCE for d in made):
        return dict(MESSAGES["leipzig-excuse-completes-one"])
    offered = [d for d, _ in _declare_options(state, seat) if d.combo == combo]
    if offered:
        shown = {lang: " / ".join(i18n.card_list(d.cards, lang) for d in offered) for lang in i18n.LANGS}
        return i18n.in_each_language(MESSAGES["leipzig-not-these-cards"], name=name, cards=shown)
    return i18n.in_each_language(MESSAGES["leipzig-none-to-declare"], name=name)


DECLARE = DeclarePhase(
    DeclareRule("LT2", _declare_options, _declared, _declare_refusal),
    order=lambda state: state.seats_from(state.dealer),  # LT2: the dealer first, then in play order
)


# ---------------------------------------------------------------- play: LT3, LT4, LT9
@dataclass(frozen=True)
class Said:
    """A limit in the game's own words (a :class:`~tarotlib.spec.Limit` look-alike)."""

    rule: str
    texts: Texts

    def explain(self, pack: Pack, legal_mask: int, lang: str = "en") -> str:
        cards = i18n.card_list(pack.cards_in(legal_mask), lang)
        return i18n.fill(self.texts, lang, cards=cards)

    def refuse(self, pack: Pack, legal_mask: int) -> IllegalAction:
        en, nl = (self.explain(pack, legal_mask, lang) for lang in i18n.LANGS)
        return IllegalAction(self.rule, en, nl)


NO_EXCUSE_LEAD = Said("LT3", MESSAGES["leipzig-no-excuse-lead"])
EXCUSE_FORCED = Said("LT3", MESSAGES["leipzig-excuse-forced"])
TRICK_22 = Said("LT4", MESSAGES["leipzig-excuse-to-trick-22"])
TRUMP_ON_EXCUSE = Said("LT9", MESSAGES["leipzig-trump-on-excuse"])
_FOLLOW = tuple(Limit("T3", "follow_trump" if led == TRUMP else "follow", NO_SUIT if led == TRUMP else led)
                for led in range(5))
_RUFF = tuple(Limit("T3", "ruff", led, "trump") for led in range(4))
_SUITS = TAROT.suit_masks


def duty(state: HandState) -> tuple[int, Limit | Said | None]:
    """T3 with the Excuse's limits: LT3 (no lead while other cards are held; forced when
    the player cannot follow and holds no trump, unless LT9 ``excuse_free``), LT4 (the
    Excuse to trick 22), LT9 ``excuse_lead`` (it may lead; then a trump if you can)."""
    seat = state.turn
    assert seat is not None
    hand = state.hands[seat]
    excuse = hand & EXCUSE_BIT
    if excuse and state.trick_number == 22 and cast(LeipzigState, state.own).forced == seat:
        return excuse, TRICK_22  # LT4
    table = state.trick_cards
    if not table:
        if excuse and hand != excuse and not _pv(state, "excuse_lead"):
            return hand ^ excuse, NO_EXCUSE_LEAD  # LT3
        return hand, None
    if table[0] == EXCUSE and _pv(state, "excuse_lead"):  # LT9: a trump if you can, else any card
        trumps = hand & TRUMPS
        return (trumps, TRUMP_ON_EXCUSE) if trumps else (hand, None)
    led = state.led
    if led < 0:  # only the Excuse on the table, led as the only card left (LT3): any card
        return hand, None
    follow = hand & _SUITS[led]
    if follow:
        return follow | excuse, _FOLLOW[led]
    if led != TRUMP:
        trumps = hand & TRUMPS
        if trumps:
            return trumps | excuse, _RUFF[led]
    if excuse and not _pv(state, "excuse_free"):
        return excuse, EXCUSE_FORCED  # LT3's second limit
    return hand, None


def _excuse_lost(state: HandState, led: bool) -> bool:
    """LT3: played in tricks 23-25, or led, the Excuse goes to the trick's winner; LT9
    ``excuse_lead``: led before trick 23 it is exchanged as usual (T5), and in tricks
    23-25 it is lost, led or not (leading lifts only LT3's lead limit)."""
    number = state.trick_number - 1  # the trick just finished is already logged
    return number >= 23 or (led and not _pv(state, "excuse_lead"))


def card_points(state: HandState) -> tuple[int, ...]:
    """LT6 / T6: simplified values + one per set of three (two leftover cards one more
    set) of each seat's won cards, the dealer's laid cards included (LT1)."""
    out = []
    for seat in range(state.players):
        pile = state.won[seat] | state.laid[seat]
        out.append(state.spec.points_of(pile) + (pile.bit_count() + 1) // 3)
    return tuple(out)


def _start(state: HandState) -> None:
    state.own = AS_DEALT


def _trick(state: HandState, winner: int, pile: int) -> None:
    """After each trick: the Pagat (LT5), the lead of trick 22 (LT4), and after the last
    trick Nuremberg's Ten trumps (LT8)."""
    number = state.trick_number - 1
    last = not any(state.hands)  # the last trick: trick 25 of a whole deal
    if pile & PAGAT_BIT:
        owner = state.played_in_last_trick(PAGAT)
        if owner != winner:  # LT5: lost to another player
            amount = 10 if last else 5
            for other in _others(state, owner):
                state.pay(owner, other, amount, "LT5", "pagat-lost")
        elif last:  # LT5: the Pagat wins the last trick
            for other in _others(state, owner):
                state.pay(other, owner, 10, "LT5", "pagat-won")
    if number == 21 and state.hands[winner] & EXCUSE_BIT:  # LT4: the holder may not lead trick 22
        following = state.next_seat(winner)
        state.own = evolve(cast(LeipzigState, state.own), forced=winner)
        state.leader = state.turn = following
        state.log("lead-passed", winner, "LT4", to=following, name="lead-passed")
    if last and ten_trumps_at_end(state.spec):  # LT8
        points = card_points(state)
        for seat, declaration, value in state.declared:
            if declaration.combo == "ten-trumps" and points[seat] > PAR:
                for other in _others(state, seat):
                    state.pay(other, seat, value, "LT8", "ten-trumps")
            elif declaration.combo == "ten-trumps":  # said, so the declaration does not vanish unexplained
                state.log("unpaid", seat, "LT8", amount=points[seat], name="ten-trumps")


def score(state: HandState) -> HandResult:
    """LT6: card points - 26, plus the declarations and Pagat paid during the hand;
    an annulled deal (LT9) scores all zeros."""
    if state.ended == "annulled":
        zeros = (0,) * state.players
        return HandResult(zeros, zeros, zeros)
    points = card_points(state)
    total = tuple(p - PAR + int(paid) for p, paid in zip(points, state.points))
    log, cards = state.log_entries(), [(won | laid).bit_count() for won, laid in zip(state.won, state.laid)]

    def explained() -> list[ScorePart]:
        parts: list[ScorePart] = []
        for seat, counted in enumerate(points):
            sets = (cards[seat] + 1) // 3  # card_points: the values and one per set, LT6 / T6
            parts += (ScorePart(seat, "card-values", counted - sets, "LT6"), ScorePart(seat, "sets", sets, "T6"),
                      ScorePart(seat, "par", -PAR, "LT6", str(PAR)))
        return parts + paid_parts(log)  # LT2's declarations, LT5's Pagat, LT8's Ten trumps

    return HandResult(tuple(state.tricks_won), points, total, explained=explained)


def _next_dealer(last: HandState) -> int:
    """LT9, LT10: the same dealer deals again after an annulled deal; else the next seat."""
    return last.dealer if last.ended == "annulled" else (last.dealer + 1) % last.players


# ---------------------------------------------------------------- variants
def _nuremberg_apply(spec: GameSpec) -> GameSpec:
    return replace(spec, title={"en": "Nuremberg Taroc", "nl": "Neurenberg Taroc"}, rules=spec.rules + ("LT8",),
                   own_rules=LeipzigRules(ten_trumps_at_end=True))


NUREMBERG = Variant(
    "nuremberg", "LT8",
    {"en": "Nuremberg Taroc", "nl": "Neurenberg Taroc"},
    {"en": "Ten trumps is paid only at the end of the hand, and only if the declarer then has more than 26 points.",
     "nl": "Tien troeven wordt pas aan het eind van de hand betaald, en alleen als de roemer dan meer dan 26 "
           "punten heeft."},
    _nuremberg_apply,
)


def _flag(name: str, en: str, nl: str) -> OptionSpec:
    return OptionSpec(name, "LT9", {"en": en, "nl": nl}, lambda players: True, kind="bool")


PV_OPTIONS = (
    _flag("annul", "a player dealt fewer than three trumps may annul the deal",
          "wie minder dan drie troeven krijgt, mag de deling annuleren"),
    _flag("hidden", "declared cards are not shown", "geroemde kaarten worden niet getoond"),
    _flag("matadors_flat", "Matadors cannot be extended and are worth 20",
          "Matadors kun je niet uitbreiden en zijn 20 waard"),
    _flag("ten_trumps_flat", "Ten trumps pays the agreed amount, nothing extra",
          "Tien troeven betaalt het afgesproken aantal, niets extra"),
    OptionSpec("ten_trumps_value", "LT9", {"en": "game points for Ten trumps", "nl": "spelpunten voor Tien troeven"},
               lambda players: 10, 0, 1000),
    _flag("excuse_free", "no duty to play the Excuse, except at trick 22 as LT4 has it",
          "geen plicht het Excuus te spelen, behalve in slag 22 zoals LT4 zegt"),
    _flag("excuse_lead", "the Excuse may lead, and then each other player trumps if he can",
          "het Excuus mag uitkomen, en dan troeft elke andere speler als hij kan"),
)


def _prague_vienna_apply(spec: GameSpec) -> GameSpec:
    return replace(
        spec,
        title={"en": "Prague-Vienna Taroc", "nl": "Praag-Wenen Taroc"},
        rules=spec.rules + ("LT9",),
        phases=(ANNUL,) + spec.phases,
        options=spec.options + PV_OPTIONS,
        hidden_declarations="hidden",
    )


PRAGUE_VIENNA = Variant(
    "prague-vienna", "LT9",
    {"en": "Prague-Vienna Taroc", "nl": "Praag-Wenen Taroc"},
    {"en": "House rules agreed beforehand, each an option: annul a poor deal, hidden declarations, flat Matadors "
           "and Ten trumps, a free Excuse that may lead.",
     "nl": "Vooraf afgesproken huisregels, elk een optie: een slechte deling annuleren, verborgen roem, vaste "
           "Matadors en Tien troeven, een vrij Excuus dat mag uitkomen."},
    _prague_vienna_apply,
)


SPEC = GameSpec(
    id="leipzig-taroc",
    title={"en": "Leipzig Taroc", "nl": "Leipzig Taroc"},
    rules=("T1", "T2", "T3", "T4", "T5", "T6", "LT1", "LT2", "LT3", "LT4", "LT5", "LT6", "LT7", "LT10"),
    summary={
        "en": "Three players, a dealer's discard, declarations paid at once, the Pagat bonus, "
              "and card points counted by threes against 26.",
        "nl": "Drie spelers, de deler legt af, roem die meteen wordt uitbetaald, de Pagat-bonus, "
              "en kaartpunten per drie geteld tegen 26.",
    },
    pack=TAROT,
    min_players=PLAYERS,
    max_players=PLAYERS,
    default_players=PLAYERS,
    clockwise=False,  # tegen de klok in
    hand_size=lambda players, options: HAND,
    trick_order=tarot_common.trick_order(red_reversed=True),  # T2
    duty=duty,
    card_points=CARD_POINTS,
    score=score,
    match=MatchRule(  # LT10: three counted deals; an annulled deal (LT9) is dealt again and does not count
        "LT10", hands=3, next_dealer=_next_dealer, counts=lambda hand: hand.ended != "annulled",
    ),
    excuse=ExcuseRules("T5", tarot_common.blank_order(), tarot_common.lapsed_debt("LT7"),
                       lost=_excuse_lost, lost_rule="LT3", free=False),
    deal=DealRule(sizes=lambda players, dealer, options: tuple(HAND + 3 if s == dealer else HAND
                                                                for s in range(players))),
    phases=(DISCARD, DECLARE),
    hooks=replace(tarot_common.HOOKS, start=_start, trick=_trick),
    own_rules=LeipzigRules(),
    variants={"nuremberg": NUREMBERG, "prague-vienna": PRAGUE_VIENNA},
    names=NAMES,
)

SPECS = (SPEC,)

__all__ = ["CARD_POINTS", "SPEC", "SPECS", "card_points", "duty", "score"]

