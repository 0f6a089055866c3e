"""The basic bot's plain habits of trick play, in every game that plays no way of its own.

Like the bot, they read what a person at the table sees (a :class:`~tarotlib.state.View`
and the game's public rules) and decide in one pass over the legal cards, no search:

* **Leading.** A Roi (the top card of a suit other than the trumps) if it holds one,
  from the suit it holds fewest of: the fewer it holds, the more the others hold, so
  the less likely someone trumps it. Else the lowest card of its longest plain suit,
  which costs little and may draw out the others' trumps; the reason says "a low card"
  only of a numbered card without points. With no plain suit left, its lowest-valued
  card (†1, worth 4, comes after the blank trumps). Never the Excuse while it holds
  another card.
* **Winning cheaply.** When following, if any of its cards beats the trick now, it
  plays the cheapest one, preferring a card whose loss would not matter (it plays
  last, or the card is blank, or nothing can beat it, like †21), then the lowest
  strength in ``spec.trick_order``. The reason says "take the trick" only when the
  card is sure to win it (it plays last, or nothing can beat it); else "try to win".
  Every trick is worth winning, points or not: won cards count in the Maison Tarot
  score (MT4) and tricks in the wild one (MT5).
  (Measured over 2000 hands, winning every trick it can beats winning only tricks
  that hold points, both against random players and against that cautious bot.)
* **Otherwise low.** It plays its lowest-valued legal card: card points first, then
  strength, so it keeps points out of tricks another player wins, saves its high
  trumps, and trumps as low as it can when it must trump and cannot win.
* **The Excuse** only when every other legal card would give points away, or when it
  is the only card left: it never wins a trick, but it always comes back (T5).

Each choice comes with a reason (the ``habit-`` keys of :mod:`tarotlib.bots.messages`) that :func:`~tarotlib.bots.hint`
shows a learner. A game's own advice (``tarotlib.bots.<game>``) builds on these habits
where its play differs only in a few cautions (Leipzig's Excuse and Pagat).
"""

from __future__ import annotations

from collections import Counter
from functools import cache

from tarotlib.cards import NO_SUIT, is_low
from tarotlib.spec import GameSpec, TrickOrder
from tarotlib.state import View


def choose_card(view: View, spec: GameSpec, legal: list[int]) -> tuple[int, str]:
    """The plain habits of this module's docstring: the card index and its reason key."""
    suit_of = spec.pack.suit_of
    order, points = spec.order_in_hand(view.trump), spec.points_in_hand(view.trump)
    if len(legal) == 1:
        return legal[0], "only"
    excuse = next((i for i in legal if suit_of[i] == NO_SUIT), None)
    cards = [i for i in legal if i != excuse]
    table = [card.index for _, card in view.trick]
    last = len(table) == view.players - (view.sitting_out is not None) - 1
    led = view.led
    if led == NO_SUIT:  # an empty table, or only a led Excuse (T4): the next card sets the suit
        if not (table and last):
            return _lead(spec, order, points, cards)
        return min(cards, key=lambda i: (points[i], order.strength[suit_of[i]][i])), "win"  # any card wins
    row = order.strength[led]
    best = max(row[i] for i in table)
    winners = [i for i in cards if row[i] > best]
    if winners:
        top = _top_strength(order)

        def sure(i: int) -> bool:  # nobody plays after it, or nothing can beat it (†21)
            return last or row[i] == top

        def at_risk(i: int) -> bool:  # a point card that a later player may still beat
            return not (sure(i) or not points[i])

        card = min(winners, key=lambda i: (at_risk(i), row[i]))
        return card, "win" if sure(card) else "try-win" if points[card] else "try-win-blank"
    throw = min(cards, key=lambda i: (points[i], row[i], order.suit_rank[i]))
    if excuse is not None and points[throw]:
        return excuse, "excuse"
    return throw, "low"


def _lead(spec: GameSpec, order: TrickOrder, points: tuple[int, ...], cards: list[int]) -> tuple[int, str]:
    suit_of = spec.pack.suit_of
    held = Counter(suit_of[i] for i in cards)
    kings = [i for i in cards if i in _suit_tops(order)]
    if kings:
        king = min(kings, key=lambda i: (held[suit_of[i]], suit_of[i]))
        second_trump = len(order.trump_suits) > 1 and suit_of[king] not in order.trump_suits  # LR1's spades
        return king, "lead-king-second-trump" if second_trump else "lead-king"
    plain = [i for i in cards if suit_of[i] not in order.trump_suits]
    if plain:
        longest = max((suit_of[i] for i in plain), key=lambda suit: (held[suit], -suit))
        low = min((i for i in plain if suit_of[i] == longest), key=lambda i: (points[i], order.suit_rank[i]))
        return low, "lead-low" if is_low(spec.pack, points, low) else "lead-longest"
    return min(cards, key=lambda i: (points[i], order.strength[suit_of[i]][i])), "lead-trump"


@cache
def _suit_tops(order: TrickOrder) -> frozenset[int]:
    """The top card of each suit but the main trumps: the Rois (and Klaverjas Aces)."""
    suits = set(order.pack.suit_of) - {NO_SUIT, order.trump_suits[0]}
    return frozenset(
        max((i for i, s in enumerate(order.pack.suit_of) if s == suit), key=order.suit_rank.__getitem__)
        for suit in suits
    )


@cache
def _top_strength(order: TrickOrder) -> int:
    """The strength of the one card nothing can beat (†21)."""
    return max(max(row) for row in order.strength)
