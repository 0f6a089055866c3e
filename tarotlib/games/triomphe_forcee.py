"""Triomphe Forcée (rules/nl/triomphe-forcee.txt; T1-T5, TF1-TF5).

Not really a tarot game but a forerunner of Whist: no card points, only tricks, and
chips. 2-10 players, 12 cards each (from 7 players floor(78 / n), TF1); every player
antes one chip when the pot is empty (TF2); after the deal Death (trump 13) takes the
whole pot at once and ends the deal, else the Excuse, trump 1 and trump 11 take chips
from the pot (TF3); then tricks, red suits backwards (T2), the Excuse may lead (TF4,
T4), and the player with most tricks takes the pot (TF4). A game is one round, each
player dealing once, the pot carried from deal to deal (TF5).

Chips: ``state.own.pot`` (:class:`Pot`) is the pot, ``state.points[seat]`` the seat's net chips of this
hand (antes paid count negative); the result's ``score`` is those net chips and
``pot_left`` what stays in the pot, so ``sum(score) + pot_left == options["pot"]``.

Rule questions the decisions settle, and how:

* TF2: after Death the pot is empty and stays so: the next deal opens with the antes
  (the pot is empty); "all ante again, then play goes on" is for a pot a declaration
  empties mid-deal.
* TF4: a tie for most tricks: each winner gets ``pot // winners`` (nothing is logged
  for a share of 0); the remainder stays in the pot.
* TF5, the game: one round, each player dealing once (``hands = players``, the Match
  default), the pot carried from deal to deal (``next_options``), the dealer moving on;
  the highest net chip balance wins, ties share the win; chips left in the pot at the
  end belong to nobody (no total counts them).

What no decision covers, and what this module does:

* Four players by default (the text allows 2-10 and names no usual number).
* Option ``pot`` (RECORD.md): the chips already in the pot before the deal, default 0
  (so the first hand opens with the antes).
* Events: ``ante`` (a seat puts 1 chip in, name ``ante``), ``pot`` (a seat takes
  ``amount`` chips, names ``death``, ``excuse``, ``trump-1``, ``trump-11``,
  ``pot-won``, ``pot-shared``).
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from functools import lru_cache
from typing import Any, Mapping, cast

from tarotlib.cards import TAROT
from tarotlib.games import tarot_common
from tarotlib.spec import (
    ExcuseRules,
    GameSpec,
    HandResult,
    MatchRule,
    OptionSpec,
    paid_parts,
)
from tarotlib.state import HandState, View, evolve

DEATH = TAROT.trump(13).index  # TF3
DECLARED = (  # TF3: each player's cards in this order, and what each takes from the pot
    (TAROT.excuse.index, 1, "excuse"),
    (TAROT.trump(1).index, 1, "trump-1"),
    (TAROT.trump(11).index, 2, "trump-11"),
)


def hand_size(players: int, options: Mapping[str, Any]) -> int:
    """TF1: 12 cards each up to 6 players; from 7 players floor(78 / n)."""
    return 12 if players <= 6 else TAROT.size // players


@dataclass(frozen=True)
class Pot(tarot_common.TarotState):
    """Triomphe's own state of a hand: the chips in the pot (TF2), public; and the Excuse debt (T5)."""

    pot: int = 0


@lru_cache(maxsize=64)
def _pot_of(chips: int) -> Pot:
    """The own state of a hand dealt with ``chips`` in the pot: immutable, so made once."""
    return Pot(pot=chips)


def pot(state: HandState) -> int:
    """The chips in the pot now (TF2)."""
    return cast(Pot, state.own).pot


def pot_seen(view: View) -> int:
    """The chips in the pot as a seat's view shows them (TF2); 0 in another game."""
    return view.own.pot if isinstance(view.own, Pot) else 0


def ante(state: HandState) -> None:
    """TF2: every player puts one chip in the pot, in play order from voorhand."""
    for seat in state.seats_from(state.voorhand):
        state.points[seat] -= 1
        state.own = evolve(cast(Pot, state.own), pot=pot(state) + 1)
        state.log("ante", seat, "TF2", amount=1, name="ante")


def take(state: HandState, seat: int, amount: int, rule: str, name: str, card: int | None = None) -> None:
    """``seat`` takes ``amount`` chips from the pot."""
    state.points[seat] += amount
    state.own = evolve(cast(Pot, state.own), pot=pot(state) - amount)
    state.log("pot", seat, rule, card=card, amount=amount, name=name)


def start(state: HandState) -> None:
    """TF2, TF3: the antes, then Death or the declarations, all automatic.

    The pot starts with ``options["pot"]``; empty, everyone antes (TF2). Then, in play
    order from voorhand, trump 13 takes the whole pot and the deal ends without play
    (TF3). Otherwise each player in play order declares his Excuse, trump 1 and trump
    11 in that order: 1, 1 and 2 chips, never more than the pot holds; a declaration
    that empties the pot makes everyone ante again before it goes on (TF2).
    """
    state.own = _pot_of(state.options["pot"])
    if pot(state) == 0:
        ante(state)  # TF2
    order = state.seats_from(state.voorhand)
    for seat in order:
        if state.hands[seat] >> DEATH & 1:  # TF3: Death takes the whole pot, fresh antes too
            take(state, seat, pot(state), "TF3", "death", DEATH)
            state.end_hand("death", "TF3")
            return
    for seat in order:
        for card, value, name in DECLARED:
            if state.hands[seat] >> card & 1:  # TF3: a holder always declares
                take(state, seat, min(value, pot(state)), "TF3", name, card)
                if pot(state) == 0:
                    ante(state)  # TF2: all ante again, then it goes on


def trick_won(state: HandState, winner: int, pile: int) -> None:
    """TF4: after the last trick the player with most tricks takes the pot; a tie
    splits it evenly and the remainder stays in the pot."""
    if any(state.hands):
        return
    best = max(state.tricks_won)
    winners = [seat for seat in range(state.players) if state.tricks_won[seat] == best]
    share = pot(state) // len(winners)
    if share:
        name = "pot-won" if len(winners) == 1 else "pot-shared"
        for seat in winners:
            take(state, seat, share, "TF4", name)


def score_tf(state: HandState) -> HandResult:
    """TF4: tricks won, no card points; the score is each seat's net chips of the hand,
    ``pot_left`` what stays in the pot for the next deal."""
    zeros = (0,) * state.players
    log = state.log_entries()
    return HandResult(tuple(state.tricks_won), zeros, tuple(state.points), {"pot_left": pot(state)},
                      lambda: paid_parts(log))  # TF2's antes, TF3 TF4's chips from the pot


def next_options(last: HandState, options: dict[str, Any], totals: list[int | float]) -> dict[str, Any]:
    """TF5: the pot is carried from deal to deal (emptied, it is filled again by the antes, TF2)."""
    assert last.result is not None
    return {**options, "pot": last.result.extra["pot_left"]}


NAMES = {  # read as "seat 2 takes 1 from the pot: the Excuse", "the hand ends: Death (trump 13)"
    "ante": {"en": "ante", "nl": "inleg"},
    "death": {"en": "Death (trump 13)", "nl": "de Dood (†13)"},
    "excuse": {"en": "the Excuse", "nl": "het Excuus"},
    "trump-1": {"en": "trump 1", "nl": "†1"},
    "trump-11": {"en": "trump 11", "nl": "†11"},
    "pot-won": {"en": "most tricks", "nl": "de meeste slagen"},
    "pot-shared": {"en": "tied for most tricks, the pot is shared",
                   "nl": "gelijk met de meeste slagen, de pot wordt gedeeld"},
}

SPEC = GameSpec(
    id="triomphe-forcee",
    title={"en": "Triomphe Forcée", "nl": "Triomphe Forcée"},
    rules=("T1", "T2", "T3", "T4", "T5", "TF1", "TF2", "TF3", "TF4", "TF5"),
    summary={
        "en": "2-10 players play for chips: Death (trump 13) takes the whole pot at once, otherwise"
        " the most tricks win it.",
        "nl": "2-10 spelers spelen om fiches: de Dood (†13) wint meteen de hele pot, anders wint wie de"
        " meeste slagen haalt.",
    },
    pack=TAROT,
    min_players=2,
    max_players=10,
    default_players=4,
    clockwise=False,
    hand_size=hand_size,  # TF1; the rest of the pack is out of play
    trick_order=tarot_common.trick_order(red_reversed=True),  # T2
    duty=tarot_common.follow_suit_duty(),  # T3; the Excuse may lead (TF4, T4)
    card_points=(0,) * TAROT.size,  # TF4: no card points
    score=score_tf,
    match=MatchRule("TF5", hands_for=lambda players: players, next_options=next_options),  # TF5: one round
    excuse=ExcuseRules("T5", tarot_common.blank_order(), tarot_common.lapsed_debt("TF4")),  # TF4: the same blanks
    options=(
        OptionSpec("pot", "TF2", {"en": "chips already in the pot", "nl": "fiches al in de pot"},
                   lambda players: 0, 0),
    ),
    hooks=replace(tarot_common.HOOKS, start=start, trick=trick_won),
    names=NAMES,
)

SPECS = (SPEC,)
