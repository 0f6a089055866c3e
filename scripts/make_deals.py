"""Write the deal library, ``tarotlib/deals/*.json``: three or more instructive deals per game.

Each lesson below says what its deal teaches (English and Dutch) and how to check it
with the engine (``point``). The script tries seeds in order, deals the hand, plays it
out with the basic bots where the point lies in the play (``played``), and keeps the
first deal whose point holds, so the files come out the same on every run. Where
chance alone is too rare (a dealer with fewer than three cards he may lay away, ML1)
the lesson moves cards into a seat's hand before the check (``give``).
A lesson whose point is a decision (``decision``: one card clearly best at one of your
turns, by the sampling search from your seat and by the double-dummy solver alike)
keeps that decision and both searches' figures in the record, so the tutorial's
exercise on it shows them without searching again.
``tests/test_deals.py`` checks every shipped file against the same points.

    .venv/bin/python scripts/make_deals.py [--check]
"""

from __future__ import annotations

import argparse
import sys
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable, Sequence

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from tarotlib import new_hand  # noqa: E402
from tarotlib.actions import Action, Declare, Discard, Play  # noqa: E402
from tarotlib.bots import get_bot  # noqa: E402
from tarotlib.bots.pimc import PimcBot  # noqa: E402
from tarotlib.record import Replay, dumps, record_from_state, replay  # noqa: E402
from tarotlib.search.solver import SearchStopped, solve  # noqa: E402
from tarotlib.state import Deal, HandState  # noqa: E402

OUT = ROOT / "tarotlib" / "deals"
YOU = 0
"""The seat a learner takes in the play widget: each lesson's point happens to it."""

Text = dict[str, str]
Chooser = Callable[[HandState, int], "Action | None"]


@dataclass(frozen=True)
class Lesson:
    """One deal of the library: its file name, game, words, and the check of its point."""

    name: str
    game: str
    title: Text
    teaches: Text
    rules: tuple[str, ...]
    point: Callable[[Replay], bool]
    variants: tuple[str, ...] = ()
    played: bool = False  # keep the bots' play as the record's actions
    give: dict[int, tuple[str, ...]] = field(default_factory=dict)  # cards moved into a seat's hand first
    dealer: int | None = None
    prefer: Chooser | None = None  # a choice made instead of the bot's, where it returns one
    decision: Callable[[Replay], dict[str, Any] | None] | None = None  # the decision kept in the record
    seeds: range = range(3000)  # the seeds tried, in order


# ---------------------------------------------------------------- what the checks read
def events(rp: Replay, kind: str, name: str | None = None, seat: int | None = None) -> list[Any]:
    return [e for e in rp.state.events if e.kind == kind and (name is None or e.name == name)
            and (seat is None or e.seat == seat)]


def your_steps(rp: Replay) -> list[Any]:
    return [s for s in rp.steps if s.seat == YOU]


def advanced(rp: Replay, until: Callable[[HandState], bool], bot: str = "basic") -> HandState:
    """The dealt hand played on by bots until ``until`` holds (or the hand ends)."""
    state = rp.state.copy()
    bots = [get_bot(bot, seat) for seat in range(state.players)]
    while not state.is_over and not until(state):
        state.apply(bots[state.turn].choose(state, state.turn), state.turn)
    return state


def your_turn_in(phase: str) -> Callable[[HandState], bool]:
    return lambda state: state.turn == YOU and state.phase_name == phase


def legal_declarations(state: HandState) -> set[str]:
    return {a.combo for a in state.legal_actions() if isinstance(a, Declare)}


def plays(step: Any) -> list[Any]:
    return [a.card for a in step.legal if isinstance(a, Play)]


def codes(cards: Sequence[Any]) -> set[str]:
    return {c.code for c in cards}


# ---------------------------------------------------------------- the points
def tarot_must_trump(rp: Replay) -> bool:
    """T3: a suit you lack is led and you hold other suits, yet only trumps (or the Excuse) are legal."""
    for index, step in enumerate(rp.steps):
        if step.seat != YOU or not plays(step):
            continue
        state = replay_prefix(rp, index)
        trick, legal = state.trick(), plays(step)
        if trick and not trick[0][1].is_trump and trick[0][1].code != "EX" \
                and all(c.is_trump or c.code == "EX" for c in legal) \
                and any(not c.is_trump and c.code != "EX" for c in state.hand(YOU)):
            return True
    return False


def replay_prefix(rp: Replay, index: int) -> HandState:
    """The hand just before step ``index``."""
    record = rp.record.to_json() | {"actions": rp.record.actions[:index], "result": None}
    return replay(record).state


def lr_trump_or_spade(rp: Replay) -> bool:
    """LR1: unable to follow, you may play a trump or a spade."""
    for index, step in enumerate(rp.steps):
        if step.seat != YOU:
            continue
        trick = replay_prefix(rp, index).trick()
        cards = plays(step)
        if trick and trick[0][1].suit != 3 and not trick[0][1].is_trump and trick[0][1].code != "EX" \
                and any(c.is_trump for c in cards) and any(c.suit == 3 and not c.is_trump for c in cards):
            return True
    return False


def lr_spade_wins(rp: Replay) -> bool:
    """LR1: with no trump in it, a spade wins a trick led in another suit (won by you)."""
    return any(t.winner == YOU and t.cards[0].suit != 3 and not t.cards[0].is_trump and t.cards[0].code != "EX"
               and not any(c.is_trump for c in t.cards)
               and t.cards[t.seats.index(t.winner)].suit == 3 for t in rp.state.tricks)


def lr_trump_led_any_card(rp: Replay) -> bool:
    """LR1: trumps led and you hold none: any card, spades not required."""
    for index, step in enumerate(rp.steps):
        if step.seat != YOU:
            continue
        state = replay_prefix(rp, index)
        trick = state.trick()
        if trick and trick[0][1].is_trump and not any(c.is_trump for c in state.hand(YOU)) \
                and len(plays(step)) == len(state.hand(YOU)) and any(c.suit == 3 for c in state.hand(YOU)) \
                and any(c.suit != 3 for c in state.hand(YOU)):
            return True
    return False


def troggen_lays_trump(rp: Replay) -> bool:
    """ML1: the dealer has fewer than three cards he may lay away: a trump must go too."""
    state = advanced(rp, lambda s: s.turn == YOU and s.phase_name == "discard"
                     and any(isinstance(a, Discard) and a.card.is_trump for a in s.legal_actions()))
    return not state.is_over and state.phase_name == "discard"


def troggen_free_discard(rp: Replay) -> bool:
    """ML1: your 28 cards; no Roi, trump or Excuse may be laid away."""
    state = rp.state
    cards = [a.card for a in state.legal_actions() if isinstance(a, Discard)]
    return (state.turn == YOU and state.phase_name == "discard" and len(state.hand(YOU)) == 28
            and len(cards) >= 3 and not any(c.is_trump or c.code == "EX" or c.rank == 14 for c in cards))


def troggen_excuse_led(rp: Replay) -> bool:
    """ML2 T4: you lead the Excuse; the next card sets the suit and decides the trick."""
    return any(t.leader == YOU and t.cards[0].code == "EX" for t in rp.state.tricks)


def lead_excuse(state: HandState, seat: int) -> Action | None:
    """Lead the Excuse when it may be led (a lesson shows T4)."""
    if seat == YOU and not state.trick():
        return next((a for a in state.legal_actions() if isinstance(a, Play) and a.card.code == "EX"), None)
    return None


def declare_all(state: HandState, seat: int) -> Action | None:
    """Declare whatever may be declared (bots may keep a declaration for later)."""
    return next((a for a in state.legal_actions() if isinstance(a, Declare)), None)


def lt_matadors_half_cavalry(rp: Replay) -> bool:
    """LT2: at your turn to declare you may show Matadors and a Half cavalry."""
    state = advanced(rp, your_turn_in("declare"))
    return {"matadors", "half-cavalry"} <= legal_declarations(state)


def excuse_not_a_trump(rp: Replay) -> bool:
    """T1: trumps are led, you hold no trump but the Excuse and other cards: it is no
    trump, so every card of your hand may go (the Excuse is not forced on you)."""
    for index, step in enumerate(rp.steps):
        if step.seat != YOU or not plays(step):
            continue
        state = replay_prefix(rp, index)
        trick, hand = state.trick(), state.hand(YOU)
        if trick and trick[0][1].is_trump and not any(c.is_trump for c in hand) \
                and any(c.code == "EX" for c in hand) and len(hand) > 2 and set(plays(step)) == set(hand):
            return True
    return False


def excuse_forced(rp: Replay) -> bool:
    """LT3: you cannot follow and hold no trump: of all your cards only the Excuse may go."""
    for index, step in enumerate(rp.steps):
        if step.seat != YOU or not plays(step):
            continue
        state = replay_prefix(rp, index)
        if state.trick() and len(state.hand(YOU)) > 2 and [c.code for c in plays(step)] == ["EX"]:
            return True
    return False


def excuse_exchanged(rp: Replay) -> bool:
    """T5: you played the Excuse, kept it, and gave the trick's winner a blank for it."""
    return bool(events(rp, "excuse-kept", seat=YOU)) and bool(events(rp, "blank-given", seat=YOU))


def debt_lapsed(rp: Replay) -> bool:
    """ML4, LT7: your Excuse debt is still open at the end: no blank is given, you keep the Excuse."""
    return any(e.name == "no-blank" for e in events(rp, "debt-settled", seat=YOU))


def keep_pagat_and_excuse(state: HandState, seat: int) -> Action | None:
    """Your trump 1 and Excuse kept back while another card may go (a lesson shows them
    at the end: the Pagat winning the last trick, the Excuse led as the last card)."""
    if seat != YOU or state.phase_name != "play":
        return None
    legal = [a for a in state.legal_actions() if isinstance(a, Play)]
    others = [a for a in legal if a.card.code not in ("T1", "EX")]
    if len(legal) > len(others) and others:
        return others[0] if state.trick() else min(others, key=lambda a: (a.card.is_trump, a.card.rank))
    return None


def play_excuse_early(state: HandState, seat: int) -> Action | None:
    """Your Excuse played at the first turn it may go (a lesson shows its exchange, T5)."""
    if seat == YOU and state.phase_name == "play" and state.trick():
        return next((a for a in state.legal_actions() if isinstance(a, Play) and a.card.code == "EX"), None)
    return None


def excuse_led_last(rp: Replay) -> bool:
    """T4 under LT3: the Excuse may lead only as your only card; the next card sets the suit."""
    return any(t.leader == YOU and t.cards[0].code == "EX" for t in rp.state.tricks)


SEARCH_BUDGET = 0.5
"""The sampling search's budget for a best-card decision, in pimc's seconds (a node count,
so the same on every machine): half the hint's second is enough where a few cards are left."""
SOLVE_NODES = 50_000
"""A decision whose double-dummy solve takes more nodes is passed over (the script stays quick)."""



def ranked(values: Sequence[tuple[Action, float]]) -> list[tuple[Action, float]]:
    """Actions with their values, best first (equal values keep their order)."""
    return sorted(values, key=lambda pair: -pair[1])


def lead(values: Sequence[tuple[Action, float]]) -> float:
    """How much the best action keeps over the next best."""
    return values[0][1] - values[1][1]


def figures(values: Sequence[tuple[Action, float]]) -> list[list[Any]]:
    """Values as the record keeps them: ``[card code, value]``, best first, to 0.01."""
    return [[action.card.code, round(value, 2)] for action, value in ranked(values)]


def clear_best_card(margin: float, cards: int, habit_differs: bool = True,
                    from_trick: int = 1) -> Callable[[Replay], dict[str, Any] | None]:
    """The first of your card plays from trick ``from_trick``, with at most ``cards`` cards in
    hand and at least three legal, where the sampling search from your view (``PimcBot(seed=0)``, the hint's search)
    and the double-dummy solver (every card seen) name the same best card, ahead of the next
    best by at least ``margin`` in the game's own score for each, and (``habit_differs``)
    the basic player's habit played another card: the decision with both searches'
    figures, or None."""

    def find(rp: Replay) -> dict[str, Any] | None:
        for index, step in enumerate(rp.steps):
            if step.seat != YOU or len(step.legal) < 3 or not all(isinstance(a, Play) for a in step.legal):
                continue
            state = replay_prefix(rp, index)
            if len(state.hand(YOU)) > cards or len(state.tricks) + 1 < from_trick:
                continue
            try:
                seen = ranked(solve(state, values=True, max_nodes=SOLVE_NODES).values)
            except SearchStopped:
                continue
            if lead(seen) < margin or (habit_differs and step.action == seen[0][0]):
                continue
            search = PimcBot(seed=0, budget=SEARCH_BUDGET).decide(state.view(YOU), state.spec)
            if search.action != seen[0][0] or lead(search.values) < margin:
                continue
            return {"index": index, "trick": len(state.tricks) + 1, "best": seen[0][0].card.code,
                    "habit": step.action.card.code,
                    "search": {"deals": search.deals, "exact": search.exact, "values": figures(search.values)},
                    "seen": figures(seen)}
        return None

    return find


def best_card_lesson(name: str, game: str, rules: tuple[str, ...], margin: float, cards: int,
                     seeds: range = range(3000), habit_differs: bool = True, from_trick: int = 1) -> Lesson:
    """A deal of ``game`` in which one card is clearly best at one of your turns (see
    :func:`clear_best_card`), played by the basic players. ``seeds`` start at the first
    seed that has one: the search for it takes minutes, which a check need not repeat."""
    find = clear_best_card(margin, cards, habit_differs, from_trick)
    return Lesson(
        name, game,
        {"en": "One card is clearly best", "nl": "Eén kaart is duidelijk de beste"},
        {"en": "At one of your turns one card keeps clearly more than any other: the search from what you can see "
               "and the solver that sees every card agree. Find it, then play the deal and open the review.",
         "nl": "Bij een van je beurten levert één kaart duidelijk meer op dan elke andere: het zoeken vanuit wat jij "
               "ziet en de oplosser die alle kaarten ziet zijn het eens. Vind hem, speel dan het spel en "
               "bekijk de hand na."},
        rules, lambda rp: find(rp) is not None, played=True, decision=find, seeds=seeds)


LESSONS: tuple[Lesson, ...] = (
    # ------------------------------------------------------------ Maison Tarot
    Lesson(
        "maison-tarot-excuse-exchange", "maison-tarot",
        {"en": "The Excuse changes hands", "nl": "Het Excuus wisselt van eigenaar"},
        {"en": "You play the Excuse: it never wins the trick, you keep it, and you give the trick's winner a "
               "blank card in exchange.",
         "nl": "Je speelt het Excuus: het wint de slag nooit, je houdt het zelf en geeft de winnaar van de slag "
               "een lege kaart terug."},
        ("T5",), lambda rp: bool(events(rp, "excuse-kept", seat=YOU)) and bool(events(rp, "blank-given", seat=YOU)),
        played=True, give={YOU: ("EX",)}),
    Lesson(
        "maison-tarot-must-trump", "maison-tarot",
        {"en": "No card of the suit: trump", "nl": "Geen kaart van de kleur: troeven"},
        {"en": "A suit you lack is led: you must play a trump (or the Excuse), not a card of another suit.",
         "nl": "Er komt een kleur uit die je niet hebt: je moet troeven (of het Excuus spelen), geen kaart van "
               "een andere kleur bijgooien."},
        ("T3",), tarot_must_trump, played=True),
    Lesson(
        "maison-tarot-excuse-debt", "maison-tarot",
        {"en": "An Excuse debt at the end", "nl": "Een Excuusschuld aan het eind"},
        {"en": "The Excuse is played before its owner has won a blank card; the debt is still open when the hand "
               "ends, so he gives his lowest point card instead.",
         "nl": "Het Excuus wordt gespeeld voordat de eigenaar een lege kaart heeft gewonnen; aan het eind staat "
               "de schuld nog open, dus geeft hij zijn laagste puntenkaart."},
        ("T5", "MT3"), lambda rp: bool(events(rp, "debt-settled")), played=True),
    best_card_lesson("maison-tarot-best-card", "maison-tarot", ("MT4",), 2, 6, seeds=range(8, 3000),
                     habit_differs=False),
    # ------------------------------------------------------------ La Rigueur
    Lesson(
        "la-rigueur-trump-or-spade", "la-rigueur",
        {"en": "Trump or spade", "nl": "Troef of schoppen"},
        {"en": "You cannot follow suit: spades are a second trump suit, so you may play a trump or a spade, "
               "either one.",
         "nl": "Je kunt niet bekennen: schoppen is een tweede troefkleur, dus je mag een troef of een schoppen "
               "spelen, wat je wilt."},
        ("LR1",), lr_trump_or_spade, played=True),
    Lesson(
        "la-rigueur-spade-wins", "la-rigueur",
        {"en": "A spade takes the trick", "nl": "Een schoppen wint de slag"},
        {"en": "No trump is played to the trick, and your spade beats every card of the suit led.",
         "nl": "Er valt geen troef in de slag, en jouw schoppen is hoger dan elke kaart van de gevraagde kleur."},
        ("LR1",), lr_spade_wins, played=True),
    Lesson(
        "la-rigueur-trump-led", "la-rigueur",
        {"en": "Trumps led and you hold none", "nl": "Troef gevraagd en je hebt er geen"},
        {"en": "Trumps are led and you have no trump left: any card may go, you need not play a spade.",
         "nl": "Er wordt troef gevraagd en je hebt geen troef meer: elke kaart mag, je hoeft geen schoppen te "
               "spelen."},
        ("LR1",), lr_trump_led_any_card, played=True),
    best_card_lesson("la-rigueur-best-card", "la-rigueur", ("LR1", "MT4"), 2, 6, habit_differs=False),
    # ------------------------------------------------------------ Maison Troggen
    Lesson(
        "maison-troggen-dealer-lays-trump", "maison-troggen",
        {"en": "The dealer must lay away a trump", "nl": "De deler moet een troef afleggen"},
        {"en": "You deal and hold 28 cards, nearly all trumps, Rois and the Excuse: fewer than three may be laid "
               "away, so you lay those and make up three with a trump from trump 2 upwards; trump 1 and trump 21 "
               "stay.",
         "nl": "Jij deelt en hebt 28 kaarten, bijna allemaal troeven, heren en het Excuus: minder dan drie ervan "
               "mogen worden afgelegd, dus leg je die af en vul je aan met een troef vanaf †2; †1 en †21 houd je."},
        ("ML1",), troggen_lays_trump, dealer=YOU,
        give={YOU: tuple(f"T{n}" for n in range(1, 22)) + ("EX", "Kc", "Kd", "Kh", "Ks")}),
    Lesson(
        "maison-troggen-dealer-discard", "maison-troggen",
        {"en": "The dealer's 28 cards", "nl": "De 28 kaarten van de deler"},
        {"en": "You deal and get 28 cards; lay away three, never a Roi, a trump or the Excuse. They count for "
               "you at the end.",
         "nl": "Jij deelt en krijgt 28 kaarten; leg er drie af, nooit een heer, een troef of het Excuus. Ze "
               "tellen aan het eind voor jou."},
        ("ML1",), troggen_free_discard, dealer=YOU),
    Lesson(
        "maison-troggen-excuse-lead", "maison-troggen",
        {"en": "Leading the Excuse", "nl": "Met het Excuus uitkomen"},
        {"en": "You lead the Excuse: the next card played sets the suit to follow and decides who wins.",
         "nl": "Je komt uit met het Excuus: de volgende kaart bepaalt de kleur die bekend moet worden en wie "
               "wint."},
        ("ML2", "T4"), troggen_excuse_led, played=True, give={YOU: ("EX",)}, prefer=lead_excuse),
    Lesson(
        "maison-troggen-excuse-debt", "maison-troggen",
        {"en": "An Excuse debt that lapses", "nl": "Een Excuusschuld die vervalt"},
        {"en": "With the lowest cards of every suit you win no trick, so you never hold a blank card to give "
               "for the Excuse you played: at the end no blank is given and you simply keep the Excuse.",
         "nl": "Met de laagste kaarten van elke kleur win je geen slag, dus heb je nooit een lege kaart om te "
               "geven voor het Excuus dat je speelde: aan het eind wordt er geen lege kaart gegeven en houd je het "
               "Excuus gewoon."},
        ("T5", "ML4"), debt_lapsed, played=True, dealer=1, prefer=play_excuse_early,
        # the lowest cards of every suit (black 1-6, red 10-5: T2) and the Excuse: you win no trick
        give={YOU: ("EX", *(f"{n}{s}" for s in "cs" for n in range(1, 7)),
                    *(f"{n}{s}" for s in "dh" for n in range(5, 11)))}),
    best_card_lesson("maison-troggen-best-card", "maison-troggen", ("T5",), 4, 5, seeds=range(6, 3000)),
    # ------------------------------------------------------------ Triomphe Forcée
    Lesson(
        "triomphe-forcee-excuse-exchange", "triomphe-forcee",
        {"en": "The Excuse changes hands", "nl": "Het Excuus wisselt van eigenaar"},
        {"en": "You play the Excuse: it never wins the trick, you keep it, and you give the trick's winner a "
               "blank card for it, as in Maison Tarot, though here the cards score nothing.",
         "nl": "Je speelt het Excuus: het wint de slag nooit, je houdt het zelf en geeft de winnaar van de slag "
               "er een lege kaart voor, zoals bij Maison Tarot, al tellen de kaarten hier niet."},
        ("T5",), excuse_exchanged, played=True, give={YOU: ("EX",)}),
    Lesson(
        "triomphe-forcee-excuse-no-trump", "triomphe-forcee",
        {"en": "The Excuse is no trump", "nl": "Het Excuus is geen troef"},
        {"en": "Trumps are led and you hold none, only the Excuse and other cards: the Excuse is no trump, so "
               "you need not play it; any card may go.",
         "nl": "Er wordt troef gevraagd en je hebt er geen, alleen het Excuus en andere kaarten: het Excuus is "
               "geen troef, dus je hoeft het niet te spelen; elke kaart mag."},
        ("T1", "T3"), excuse_not_a_trump, played=True, give={YOU: ("EX",)}, prefer=keep_pagat_and_excuse),
    Lesson(
        "triomphe-forcee-death", "triomphe-forcee",
        {"en": "Death takes the pot", "nl": "De Dood pakt de pot"},
        {"en": "You are dealt trump 13, Death: it wins the whole pot at once, antes included, and the deal ends "
               "without a card played.",
         "nl": "Je krijgt troef 13, de Dood: die wint meteen de hele pot, inclusief de inleg, en de hand eindigt "
               "zonder dat er gespeeld wordt."},
        ("TF2", "TF3"), lambda rp: rp.state.ended == "death" and bool(events(rp, "pot", "death", YOU)),
        give={YOU: ("T13",)}),
    Lesson(
        "triomphe-forcee-eleven", "triomphe-forcee",
        {"en": "Trump 11 takes two chips", "nl": "Troef 11 pakt twee fiches"},
        {"en": "No one holds Death: your trump 11 takes 2 chips from the pot before play, and the Excuse and "
               "trump 1 take one each.",
         "nl": "Niemand heeft de Dood: jouw troef 11 pakt vóór het spel 2 fiches uit de pot, het Excuus en "
               "troef 1 elk één."},
        ("TF3",), lambda rp: rp.state.ended != "death" and any(e.amount == 2 for e in events(rp, "pot", "trump-11",
                                                                                           YOU)),
        give={YOU: ("T11",)}),
    Lesson(
        "triomphe-forcee-split-pot", "triomphe-forcee",
        {"en": "A tie splits the pot", "nl": "Gelijkspel deelt de pot"},
        {"en": "Two players take the most tricks: they share the pot evenly and the remainder stays in it for "
               "the next deal.",
         "nl": "Twee spelers halen de meeste slagen: ze delen de pot gelijk en de rest blijft liggen voor de "
               "volgende hand."},
        ("TF4",), lambda rp: bool(events(rp, "pot", "pot-shared")), played=True),
    # chips: a pot shared or won by one trick more, so half a chip on average is already clear
    best_card_lesson("triomphe-forcee-best-card", "triomphe-forcee", ("TF4",), 0.5, 10, seeds=range(156, 3000)),
    # ------------------------------------------------------------ Leipzig Taroc
    Lesson(
        "leipzig-taroc-matadors", "leipzig-taroc",
        {"en": "Matadors and a Half cavalry", "nl": "Matadors en een Halve Cavallerie"},
        {"en": "You hold trump 1, trump 21 and the Excuse (Matadors) and three court cards of one suit: with the "
               "Excuse they are a Half cavalry. Declare both; each other player pays you.",
         "nl": "Je hebt troef 1, troef 21 en het Excuus (Matadors) en drie hofkaarten van één kleur: met het "
               "Excuus een Halve Cavallerie. Roem ze allebei; elke andere speler betaalt je."},
        ("LT2",), lt_matadors_half_cavalry, give={YOU: ("T1", "T21", "EX", "Kh", "Qh", "Ch")}),
    Lesson(
        "leipzig-taroc-pagat", "leipzig-taroc",
        {"en": "Losing the Pagat", "nl": "De Pagat verliezen"},
        {"en": "Your trump 1 falls in a trick someone else wins: you pay each other player 5 at once.",
         "nl": "Je troef 1 valt in een slag die een ander wint: je betaalt elke andere speler meteen 5."},
        ("LT5",), lambda rp: bool(events(rp, "paid", "pagat-lost", YOU)), played=True),
    Lesson(
        "leipzig-taroc-trick-22", "leipzig-taroc",
        {"en": "The Excuse at trick 22", "nl": "Het Excuus in slag 22"},
        {"en": "You hold the Excuse and are to lead trick 22: the lead passes to the next player and you must "
               "play the Excuse in that trick.",
         "nl": "Je hebt het Excuus en moet in slag 22 uitkomen: het uitkomen gaat over op de volgende speler en jij "
               "moet in die slag het Excuus spelen."},
        ("LT4",), lambda rp: bool(events(rp, "lead-passed", seat=YOU)), played=True),
    Lesson(
        "leipzig-taroc-excuse-exchange", "leipzig-taroc",
        {"en": "The Excuse changes hands", "nl": "Het Excuus wisselt van eigenaar"},
        {"en": "You play the Excuse before trick 23: it never wins the trick, you keep it (it counts 4 for you), "
               "and you give the trick's winner a blank card for it.",
         "nl": "Je speelt het Excuus vóór slag 23: het wint de slag nooit, je houdt het zelf (het telt 4 voor "
               "jou) en geeft de winnaar van de slag er een lege kaart voor."},
        ("T5", "LT3"), excuse_exchanged, played=True, give={YOU: ("EX",)}, prefer=play_excuse_early),
    Lesson(
        "leipzig-taroc-excuse-forced", "leipzig-taroc",
        {"en": "The Excuse is forced", "nl": "Het Excuus moet"},
        {"en": "You cannot follow suit and hold no trump; the Excuse is no trump, yet in Leipzig you must then "
               "play it: the one card you may play.",
         "nl": "Je kunt niet bekennen en hebt geen troef; het Excuus is geen troef, maar in Leipzig moet je het "
               "dan spelen: de enige kaart die mag."},
        ("T1", "LT3"), excuse_forced, played=True, give={YOU: ("EX",)}, prefer=keep_pagat_and_excuse),
    Lesson(
        "leipzig-taroc-excuse-led", "leipzig-taroc",
        {"en": "The Excuse led as the last card", "nl": "Met het Excuus als laatste kaart uitkomen"},
        {"en": "You kept the Excuse to the end and lead it as your only card: the next card sets the suit to "
               "follow and decides who wins, and the Excuse, led, is lost to the trick's winner.",
         "nl": "Je hield het Excuus tot het eind en komt ermee uit als je enige kaart: de volgende kaart bepaalt "
               "de kleur die bekend moet worden en wie wint, en het Excuus gaat, uitgekomen, naar de winnaar."},
        ("T4", "LT3"), excuse_led_last, played=True, give={YOU: ("EX",)}, prefer=keep_pagat_and_excuse),
    Lesson(
        "leipzig-taroc-pagat-last", "leipzig-taroc",
        {"en": "The Pagat wins the last trick", "nl": "De Pagat wint de laatste slag"},
        {"en": "You keep trump 1 to the end and it wins the last trick: each other player pays you 10 at once.",
         "nl": "Je houdt troef 1 tot het eind en hij wint de laatste slag: elke andere speler betaalt je meteen "
               "10."},
        ("LT5",), lambda rp: bool(events(rp, "paid", "pagat-won")) and any(
            e.to == YOU for e in events(rp, "paid", "pagat-won")), played=True, give={YOU: ("T1",)},
        prefer=keep_pagat_and_excuse),
    Lesson(
        "leipzig-taroc-excuse-debt", "leipzig-taroc",
        {"en": "An Excuse debt that lapses", "nl": "Een Excuusschuld die vervalt"},
        {"en": "You play the Excuse before you have won a blank card, and win none afterwards: at the end no "
               "blank is given.",
         "nl": "Je speelt het Excuus voordat je een lege kaart hebt gewonnen, en je wint er daarna ook geen: aan "
               "het eind wordt er geen lege kaart gegeven."},
        ("T5", "LT7"), debt_lapsed, played=True, give={YOU: ("EX",)}, prefer=play_excuse_early),
    best_card_lesson("leipzig-taroc-best-card", "leipzig-taroc", ("T5", "LT3"), 4, 5, seeds=range(24, 3000)),
    # ------------------------------------------------------------ Marjolet
    Lesson(
        "marjolet-dix", "marjolet",
        {"en": "Dix: the trump 7 for the turned card", "nl": "Dix: de troef 7 voor de gedraaide kaart"},
        {"en": "You win a trick holding the trump 7: declare Dix, swap it for the turned trump and score 10.",
         "nl": "Je wint een slag en hebt de troef 7: roem Dix, ruil hem voor de gedraaide troef en krijg 10."},
        ("MJ4",), lambda rp: bool(events(rp, "declared", "dix", YOU)), played=True, prefer=declare_all),
    Lesson(
        "marjolet-turned-seven", "marjolet",
        {"en": "A turned 7", "nl": "Een gedraaide 7"},
        {"en": "The card turned for trump is a 7: you, the dealer, score 10 before the first trick.",
         "nl": "De kaart die voor troef gedraaid wordt is een 7: jij, de deler, krijgt 10 vóór de eerste slag."},
        ("MJ1",), lambda rp: bool(events(rp, "scored", "turned-seven", YOU)), dealer=YOU),
    Lesson(
        "marjolet-all-six", "marjolet",
        {"en": "All six play-out tricks", "nl": "Alle zes de laatste slagen"},
        {"en": "Once the stock is gone you must follow and beat; you take all six last tricks: 10 for the last "
               "and 40 more.",
         "nl": "Als de stok op is moet je bekennen en hoger spelen; je haalt alle zes de laatste slagen: 10 voor de "
               "laatste en nog 40."},
        ("MJ6",), lambda rp: bool(events(rp, "scored", "all-six", YOU)), played=True),
    # from trick 10 (four cards left on the stock) a solve stays under SOLVE_NODES
    best_card_lesson("marjolet-best-card", "marjolet", ("MJ3",), 20, 6, seeds=range(2, 3000), from_trick=10),
    # ------------------------------------------------------------ Binage
    Lesson(
        "binage-binage", "binage",
        {"en": "Binage: Queen of spades and Jack of diamonds", "nl": "Binage: schoppenvrouw en ruitenboer"},
        {"en": "You win a trick holding the Queen of spades and the Jack of diamonds: declare Binage (one "
               "declaration per window).",
         "nl": "Je wint een slag met schoppenvrouw en ruitenboer in handen: roem Binage (één roem per keer)."},
        ("MJ4",), lambda rp: bool(events(rp, "declared", "binage", YOU)), played=True, prefer=declare_all,
        give={YOU: ("Qs", "Jd")}),
    Lesson(
        "binage-dix", "binage",
        {"en": "Dix in Binage", "nl": "Dix bij Binage"},
        {"en": "Dix counts as the one declaration of its window: swap the trump 7 for the turned card.",
         "nl": "Dix telt als de ene roem van dat moment: ruil de troef 7 voor de gedraaide kaart."},
        ("MJ4",), lambda rp: bool(events(rp, "declared", "dix", YOU)), played=True, prefer=declare_all),
    Lesson(
        "binage-five-trumps", "binage",
        {"en": "The five highest trumps", "nl": "De vijf hoogste troeven"},
        {"en": "The five highest trumps in your hand (Ace, 10, King, Queen, Jack) make a declaration of 250, "
               "shown after a trick you win.",
         "nl": "De vijf hoogste troeven in je hand (aas, 10, heer, vrouw, boer) zijn samen een roem van 250, te "
               "tonen na een slag die je wint."},
        ("MJ4",), lambda rp: bool(events(rp, "declared", "five-trumps", YOU)), played=True, prefer=declare_all),
    best_card_lesson("binage-best-card", "binage", ("MJ3",), 20, 8, from_trick=8),  # as marjolet's
    # ------------------------------------------------------------ Klaverjassen for 3
    Lesson(
        "klaverjas-3-speler", "klaverjas-3",
        {"en": "You are the Speler", "nl": "Jij bent de Speler"},
        {"en": "You play and name trump: you take the two skart cards, lay two away, and play alone against "
               "the other two.",
         "nl": "Jij speelt en noemt troef: je neemt de twee skartkaarten, legt er twee af en speelt alleen "
               "tegen de andere twee."},
        ("K5",), lambda rp: rp.state.own.contract is not None and rp.state.own.contract.seat == YOU
        and len(events(rp, "drawn", "skart", YOU)) == 2, played=True),
    Lesson(
        "klaverjas-3-three-of-a-kind", "klaverjas-3",
        {"en": "Roem: three of a kind", "nl": "Roem: drie gelijke"},
        {"en": "Three cards of one rank fall in one trick: 80 roem for the trick's winner.",
         "nl": "Drie kaarten van dezelfde rang vallen in één slag: 80 roem voor de winnaar van de slag."},
        ("K3",), lambda rp: any(e.amount == 80 for e in events(rp, "roem", "three-of-a-kind")), played=True),
    Lesson(
        "klaverjas-3-nat", "klaverjas-3",
        {"en": "The Speler goes nat", "nl": "De Speler gaat nat"},
        {"en": "The Speler does not reach 82 with points and roem: the two defenders share all 162 and the roem.",
         "nl": "De Speler haalt geen 82 met punten en roem: de twee verdedigers delen alle 162 en de roem."},
        ("K4",), lambda rp: rp.state.own.contract is not None and rp.state.result is not None
        and rp.state.result.score[rp.state.own.contract.seat] == 0 and rp.state.result.card_points[
            rp.state.own.contract.seat] > 0, played=True),
    best_card_lesson("klaverjas-3-best-card", "klaverjas-3", ("K4",), 20, 6, seeds=range(12, 3000)),
    # ------------------------------------------------------------ Klaverjassen for 4
    Lesson(
        "klaverjas-4-amsterdams", "klaverjas-4",
        {"en": "Amsterdams: your partner wins", "nl": "Amsterdams: je maat ligt goed"},
        {"en": "Played the Amsterdam way, a card you may play differs from Rotterdam's rules: with your partner "
               "winning you need not trump.",
         "nl": "Op zijn Amsterdams mag je soms andere kaarten spelen dan op zijn Rotterdams: als je maat de "
               "slag heeft, hoef je niet te troeven."},
        ("K2", "K7"), lambda rp: amsterdams_differs(rp), variants=("amsterdams",), played=True),
    Lesson(
        "klaverjas-4-overtrump", "klaverjas-4",
        {"en": "Overtrump if you can", "nl": "Overtroeven als het kan"},
        {"en": "A trump lies in the trick and you hold a higher and a lower one: you must play the higher, even "
               "when your partner is winning.",
         "nl": "Er ligt een troef in de slag en je hebt een hogere en een lagere: je moet de hogere spelen, ook "
               "als je maat de slag heeft."},
        ("K2",), lambda rp: overtrump_forced(rp), played=True),
    Lesson(
        "klaverjas-4-nat", "klaverjas-4",
        {"en": "Going nat", "nl": "Nat gaan"},
        {"en": "The playing side does not reach 82 with its points and roem: the other side scores all 162 and "
               "all the roem.",
         "nl": "De spelende partij haalt geen 82 met punten en roem: de andere partij krijgt alle 162 en alle "
               "roem."},
        ("K4",), lambda rp: rp.state.own.contract is not None and rp.state.result is not None
        and rp.state.result.score[rp.state.own.contract.seat] == 0 and rp.state.result.card_points[
            rp.state.own.contract.seat] > 0, played=True),
    best_card_lesson("klaverjas-4-best-card", "klaverjas-4", ("K4",), 20, 6, seeds=range(27, 3000)),
)


def amsterdams_differs(rp: Replay) -> bool:
    """K7: at one of your turns the Amsterdam rules list other legal cards than Rotterdam's (K2)."""
    record = rp.record.to_json()
    base = replay(record | {"variant": [v for v in record["variant"] if v != "amsterdams"], "actions": [],
                            "result": None}).state
    for step in rp.steps:
        legal = base.legal_actions()
        if step.seat == YOU and set(legal) != set(step.legal):
            return True
        if step.action not in legal:
            return False
        base.apply(step.action, step.seat)
    return False


def overtrump_forced(rp: Replay) -> bool:
    """K2: a trump in the trick, you hold trumps above and below it, only the higher ones are legal."""
    for index, step in enumerate(rp.steps):
        if step.seat != YOU or not plays(step):
            continue
        state = replay_prefix(rp, index)
        trump = state.trump
        trick = state.trick()
        if trump is None or not trick:
            continue
        in_trick = [c for _, c in trick if c.suit == trump]
        mine = [c for c in state.hand(YOU) if c.suit == trump]
        legal = plays(step)
        if in_trick and mine and set(legal) < set(mine) and all(c.suit == trump for c in legal) \
                and trick[0][1].suit == trump:
            return True
    return False


# ---------------------------------------------------------------- making the deals
def moved(state: HandState, give: dict[int, tuple[str, ...]]) -> Deal:
    """The deal with ``give``'s cards swapped into their seats, each for a card the seat need not keep."""
    pack = state.pack
    hands = [list(h) for h in state.deal.hands]
    rest = list(state.deal.rest)
    turned = state.deal.turned
    for seat, wanted in give.items():
        want = {pack.index(c) for c in wanted}
        spare = [i for i in hands[seat] if i not in want]
        for card in want - set(hands[seat]):
            swap = spare.pop()
            place = next((h for h in hands if card in h), rest if card in rest else None)
            if place is None:  # the turned card: it stays turned, so take another seed
                raise LookupError(card)
            place[place.index(card)] = swap
            hands[seat][hands[seat].index(swap)] = card
    return Deal(tuple(tuple(h) for h in hands), tuple(rest), turned, state.deal.trumps)


def attempt(lesson: Lesson, seed: int) -> dict[str, Any] | None:
    """The record of this seed's deal when the lesson's point holds in it, else None."""
    dealt = new_hand(lesson.game, None, lesson.variants, dealer=lesson.dealer, seed=seed)
    if lesson.give:
        try:
            deal = moved(dealt, lesson.give)
        except LookupError:
            return None
        dealt = new_hand(lesson.game, None, lesson.variants, dealer=dealt.dealer, deal=deal)
    state = dealt
    if lesson.played:
        bots = [get_bot("basic", seed * 31 + seat) for seat in range(state.players)]
        while not state.is_over:
            seat = state.turn
            choice = lesson.prefer(state, seat) if lesson.prefer else None
            state.apply(choice or bots[seat].choose(state, seat), seat)
    record = record_from_state(state)
    run = replay(record)
    kept = {"title": lesson.title, "teaches": lesson.teaches, "rules": list(lesson.rules), "seat": YOU, "seed": seed}
    if lesson.decision is not None:  # its point is that a decision is found: search once
        kept["decision"] = lesson.decision(run)
        if kept["decision"] is None:
            return None
    elif not lesson.point(run):
        return None
    return record | {"x-lesson": kept}


def make(lesson: Lesson) -> dict[str, Any]:
    for seed in lesson.seeds:
        record = attempt(lesson, seed)
        if record is not None:
            return record
    raise SystemExit(f"{lesson.name}: no deal in seeds {lesson.seeds.start} to {lesson.seeds.stop - 1} shows its point")


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="report stale files instead of writing them")
    parser.add_argument("names", nargs="*", help="only these lessons")
    args = parser.parse_args(argv)
    stale = []
    for lesson in LESSONS:
        if args.names and lesson.name not in args.names:
            continue
        text = dumps(make(lesson)) + "\n"
        path = OUT / f"{lesson.name}.json"
        if args.check:
            if not path.exists() or path.read_text(encoding="utf-8") != text:
                stale.append(path.name)
        else:
            path.write_text(text, encoding="utf-8")
            print(f"{path.relative_to(ROOT)}")
    if stale:
        print("stale:", ", ".join(stale))
        return 1
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
