"""Parts shared by the five tarot-pack games (T1-T6): card order, duties, blanks.

Each game module builds its :class:`~tarotlib.spec.GameSpec` from these, changing
only what is truly its own.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Callable, cast

from tarotlib import i18n
from tarotlib.cards import NO_SUIT, TAROT, TRUMP
from tarotlib.spec import FollowSuitDuty, Hooks, Limit, Texts, TrickOrder, point_counter
from tarotlib.state import OwnState, evolve

if TYPE_CHECKING:
    from tarotlib.state import HandState

BLACK_SUITS = (0, 3)


def suit_rank(red_reversed: bool) -> tuple[int, ...]:
    """T2: the order within each suit, higher wins.

    Every suit R-D-C-V-10-...-1 (Maison Tarot, La Rigueur); with ``red_reversed``
    the red suits run R-D-C-V-1-2-...-10 (Troggen, Triomphe Forcée, Leipzig).
    Trumps rank by number.
    """
    ranks = []
    for index, suit in enumerate(TAROT.suit_of):
        rank = TAROT.rank_of[index]
        assert isinstance(rank, int)
        if suit == NO_SUIT:
            ranks.append(0)
        elif suit == TRUMP or rank > 10 or not red_reversed or suit in BLACK_SUITS:
            ranks.append(rank)
        else:
            ranks.append(11 - rank)  # red pips: 1 highest, 10 lowest
    return tuple(ranks)


def trick_order(red_reversed: bool, second_trump: int | None = None) -> TrickOrder:
    """Trumps beat everything; La Rigueur's spades come next (LR1)."""
    trumps = (TRUMP,) if second_trump is None else (TRUMP, second_trump)
    # T2: the suit order and who wins; LR1: spades a second trump suit, below the trumps
    rule = "T2" if second_trump is None else "LR1"
    return TrickOrder(TAROT, suit_rank(red_reversed), trumps, rule, "T2", ("T2", "LR1")[:len(trumps)])


def follow_suit_duty(spades_second_trump: bool = False) -> FollowSuitDuty:
    """T3: follow; else trump; else any card. With La Rigueur's spades, LR1:
    cannot follow a plain suit -> a trump or a spade; spades led -> a trump; trumps led
    and none held -> any card."""
    trumps = TAROT.trump_mask
    spades = TAROT.suit_masks[3]
    follow = tuple(
        Limit("T3", "follow_trump" if led == TRUMP else "follow", NO_SUIT if led == TRUMP else led)
        for led in range(5)
    )
    if not spades_second_trump:
        ruff = (trumps, trumps, trumps, trumps, 0)
        ruff_limits: tuple[Limit | None, ...] = tuple(
            Limit("T3", "ruff", led, "trump") for led in range(4)
        ) + (None,)
    else:
        ruff = (trumps | spades, trumps | spades, trumps | spades, trumps, 0)
        ruff_limits = (
            Limit("LR1", "ruff", 0, "trump_or_spade"),
            Limit("LR1", "ruff", 1, "trump_or_spade"),
            Limit("LR1", "ruff", 2, "trump_or_spade"),
            Limit("LR1", "ruff", 3, "trump"),
            None,
        )
    return FollowSuitDuty(TAROT, ruff, follow, ruff_limits)


def blank_order() -> tuple[int, ...]:
    """T5: blanks lowest first: trumps 2-20 by number, then suit cards 1-10, c < d < h < s."""
    trumps = tuple(TAROT.trump(n).index for n in range(2, 21))
    pips = tuple(suit * 14 + rank - 1 for rank in range(1, 11) for suit in range(4))
    return trumps + pips


@dataclass(frozen=True)
class TarotState(OwnState):
    """A tarot game's own state of a hand: the Excuse debt (T5), (owner, creditor) while
    the owner of a played Excuse still owes the trick's winner a blank. A game with more
    of its own subclasses it (Leipzig's trick 22, Triomphe's pot)."""

    debt: tuple[int, int] | None = None


def debt(state: HandState) -> tuple[int, int] | None:
    """The open Excuse debt (T5): (owner, creditor), or None."""
    return cast(TarotState, state.own).debt


NO_DEBT = TarotState()
"""Every tarot hand's own state as dealt: immutable, so one object serves them all."""


def start(state: HandState) -> None:
    """No Excuse debt yet (T5)."""
    state.own = NO_DEBT


EXCUSE = TAROT.excuse.index
EXCUSE_BIT = TAROT.excuse_mask


def won_pile(state: HandState, seats: tuple[int, ...], cards: list[int], winner: int, pile: int) -> int:
    """T5: the Excuse never wins and goes back to its owner, who gives the trick's winner
    his lowest blank, at once if he has one, else as soon as he wins one (the debt):
    from all he has won then, this trick included; unless the game's own rule loses the
    Excuse to the winner (LT3). Returns the cards of the trick the winner keeps. (One
    hook for both, as it runs after every trick.)"""
    if pile & EXCUSE_BIT:
        rules = state.spec.excuse
        assert rules is not None
        owner = seats[cards.index(EXCUSE)]
        if rules.lost is not None and rules.lost(state, cards[0] == EXCUSE):
            state.log("excuse-lost", owner, rules.lost_rule, to=winner)
        else:
            pile ^= EXCUSE_BIT
            state.won[owner] |= EXCUSE_BIT
            state.own = evolve(cast(TarotState, state.own), debt=(owner, winner))
            state.log("excuse-kept", owner, rules.rule, to=winner)
            _pay_debt(state)
    owed = state.own.debt  # type: ignore[union-attr]  # (debt(state), inlined: after every trick)
    if owed is not None and owed[0] == winner:  # the owner wins a trick: he pays from it too
        won = state.won
        won[winner] |= pile
        _pay_debt(state)
        return pile & won[winner]
    return pile


def _pay_debt(state: HandState) -> None:
    """T5: the Excuse's owner gives his lowest blank to the creditor, if he has one yet."""
    rules, owed = state.spec.excuse, debt(state)
    assert owed is not None and rules is not None
    owner, creditor = owed
    won = state.won[owner]
    for index in rules.blank_order:
        if won >> index & 1:
            state.transfer(owner, creditor, index, rules.rule, "blank-given")
            state.own = evolve(cast(TarotState, state.own), debt=None)
            return


def settle_open_debt(state: HandState) -> None:
    """At the end of the hand a debt still open is settled by the game's own rule (MT3,
    ML4, LT7, TF4: ``ExcuseRules.settle_debt``)."""
    if debt(state) is not None:
        rules = state.spec.excuse
        assert rules is not None
        rules.settle_debt(state)
        state.own = evolve(cast(TarotState, state.own), debt=None)


HOOKS = Hooks(start=start, won_pile=won_pile, hand_over=settle_open_debt)
"""The hooks every tarot game has: its own state, the Excuse's exchange and its debt (T5)."""


def lapsed_debt(rule: str) -> Callable[[HandState], None]:
    """The end-of-hand rule where an open Excuse debt simply lapses (ML4, LT7, TF4): no
    blank is given; it is logged as a ``debt-settled`` that moves no card (name
    ``no-blank``), for the text replay and the widgets."""

    def settle(state: HandState) -> None:
        owed = debt(state)
        assert owed is not None
        owner, creditor = owed
        state.log("debt-settled", owner, rule, to=creditor, name="no-blank")

    return settle


def count_by_threes(values: list[int]) -> int:
    """T6, the old way: groups of three score their full values minus 2; a last group
    of one or two cards scores its sum minus 1. ``values`` are full values (a blank is 1)
    in any order: the total does not depend on how the cards are grouped."""
    total = 0
    for start in range(0, len(values), 3):
        group = values[start:start + 3]
        total += sum(group) - (2 if len(group) == 3 else 1)
    return total


def count_simplified(simplified: list[int]) -> int:
    """T6, the easy way: simplified values (a blank is 0) + one per set of three, two
    leftover cards making one more set: sum + floor((cards + 1) / 3)."""
    return sum(simplified) + (len(simplified) + 1) // 3


def simplified_points(excuse: int) -> tuple[int, ...]:
    """T6's simplified values per card index, as ML3 and LT6 list them: trump 21, trump 1,
    Roi 4; Dame 3; Cavalier 2; Valet 1; the Excuse ``excuse`` (Troggen 2, Leipzig 4);
    every other card 0 (a blank). Maison Tarot counts the same values with the Excuse
    at 5, card by card."""
    values = []
    for index, suit in enumerate(TAROT.suit_of):
        rank = TAROT.rank_of[index]
        if suit == NO_SUIT:
            values.append(excuse)
        elif suit == TRUMP:
            values.append(4 if rank in (1, 21) else 0)
        else:
            values.append({14: 4, 13: 3, 12: 2, 11: 1}.get(rank, 0))  # type: ignore[arg-type]
    return tuple(values)


def pile_by_threes(mask: int, simplified: tuple[int, ...]) -> int:
    """T6 for a pile given as a bitmask: simplified values + floor((cards + 1) / 3)
    (:func:`count_simplified`, equal to :func:`count_by_threes`), counted by
    :func:`~tarotlib.spec.point_counter` rather than card by card: this scores every hand."""
    return point_counter(simplified)(mask) + (mask.bit_count() + 1) // 3


def naming_cards(mask: int, en: str, nl: str) -> Callable[[], Texts]:
    """A refusal's texts with the cards of ``mask`` listed in the ``{}`` of each (a discard
    names what may go instead: ML1, LT1), made only when a card is refused: the discard
    phase asks for the allowed mask at every step, and naming the cards costs more than
    the rest of that step (DiscardRule.allowed)."""
    def texts() -> Texts:
        cards = TAROT.cards_in(mask)
        return {lang: template.format(i18n.card_list(cards, lang)) for lang, template in (("en", en), ("nl", nl))}
    return texts
