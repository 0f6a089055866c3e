"""Each rule explained once, for any position: why a card wins or loses a trick, why an
action is refused, and what a hand's score is made of, as named lines with rule ids.

Every reader above the engine (the lessons' feedback, the score sheet, the hint, the
text replay) says these things through this module, so no reader computes a rule again:

* :func:`trick_card` / :func:`card_against`: a card in a trick (on the table, finished,
  or a set of cards in a lesson) wins or loses, and why, by the game's own trick order
  and the decisions it cites (``TrickOrder.rule``, ``rank_rule``, ``trump_rules``; the
  Excuse by ``ExcuseRules.rule``).
* :func:`refusal`: the rule and the engine's own words for an action it would refuse,
  as a value, without raising; :func:`limit`: why the legal cards are fewer than the hand;
  :func:`needless_overtrumps`: the low trumps that are legal too (T3).
* :func:`led_suit` (T4) and :func:`best_so_far`: the suit to follow and the card that
  wins the trick as it stands.
* :func:`score_lines`: a seat's score as the game's score hook made it
  (:attr:`~tarotlib.spec.HandResult.parts`), one line a part.

A :class:`Line` is a key of :data:`tarotlib.i18n.MESSAGES`, its values and its rule, so
it reads the same in English and Dutch.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Mapping, Sequence

from tarotlib import i18n
from tarotlib.actions import Action, Play
from tarotlib.cards import NO_SUIT, Card, Pack
from tarotlib.errors import IllegalAction
from tarotlib.spec import GameSpec, HandResult, ScorePart, Texts, TrickOrder
from tarotlib.state import HandState


@dataclass(frozen=True)
class Line:
    """One sentence of an explanation: the message ``key`` of :data:`i18n.MESSAGES`, the
    ``values`` it is filled with, and the decision it cites (``""`` where none does).

    A value is said in the reader's language: a :class:`Card` by its short label, a
    tuple of cards as a list ('♥7 and ♥R'), ``{"en": ..., "nl": ...}`` by its language,
    anything else as it is."""

    key: str
    rule: str = ""
    values: Mapping[str, Any] = field(default_factory=dict)

    def text(self, lang: str = "en") -> str:
        return i18n.say(self.key, lang, **{name: _said(value, lang) for name, value in self.values.items()})


def _said(value: Any, lang: str) -> str:
    if isinstance(value, Card):
        return value.short(lang)
    if isinstance(value, tuple) and all(isinstance(v, Card) for v in value):
        return i18n.card_list(value, lang)
    if isinstance(value, Mapping):
        return i18n.fill(value, lang)
    return str(value)


def _suit(pack: Pack, suit: int) -> Texts:
    return {lang: pack.suit_name(suit, lang) for lang in i18n.LANGS}


def _suits(pack: Pack, suits: Sequence[int], word: Texts = i18n.MESSAGES["and"]) -> Texts:
    """'hearts and trumps' (or with ``word`` 'trumps or spades') in each language."""
    out = {}
    for lang in i18n.LANGS:
        names = [pack.suit_name(s, lang) for s in suits]
        out[lang] = names[0] if len(names) == 1 else f"{', '.join(names[:-1])} {word[lang]} {names[-1]}"
    return out


# ---------------------------------------------------------------- a card in a trick
@dataclass(frozen=True)
class CardInTrick:
    """Whether ``card`` wins its trick, and why: ``lines[0]`` is the verdict with its
    rule ('♥R wins the trick.' / '♠7 cannot win this trick: only hearts and trumps
    can.'); a winner's second line says why it wins; a loser's may add that the card
    that beats it does not win either."""

    card: Card
    wins: bool
    lines: tuple[Line, ...]

    @property
    def rule(self) -> str:
        return self.lines[0].rule

    def text(self, lang: str = "en") -> str:
        return " ".join(line.text(lang) for line in self.lines)


def card_against(order: TrickOrder, led: int, cards: Sequence[Card], card: Card, excuse_rule: str = "",
                 in_trick: bool = True) -> CardInTrick:
    """Why ``card`` wins or loses among ``cards`` (it among them) when ``led`` was led, by
    ``order`` (the game's trick order in this hand, its trump included). ``excuse_rule``
    is the game's Excuse rule (T5: the Excuse never wins). With ``in_trick`` the cards
    are one trick, and a loser is told when the card that beats it does not win either;
    without, they are cards to put in order (a lesson's row)."""
    row = order.strength[led]
    if card.is_excuse:
        return CardInTrick(card, False, (Line("excuse_never_wins", excuse_rule),))
    if card.suit not in (led, *order.trump_suits):  # by suit, not by strength: K1's 7 led is as weak as a throw-off
        suits = tuple(dict.fromkeys((led, *order.trump_suits)))
        why = Line("cannot_win", order.rule, {"card": card, "suits": _suits(order.pack, suits)})
        return CardInTrick(card, False, (why,))
    best = max(cards, key=lambda c: (row[c.index], -cards.index(c)))  # the first of equals, as the trick is won
    if card == best:
        return CardInTrick(card, True, (Line("card_wins", order.rule, {"card": card}), _why_best(order, led, card)))
    beaters = sorted((c for c in cards if row[c.index] > row[card.index]), key=lambda c: row[c.index])
    lines = [_beaten_by(order, card, beaters[0])]
    if in_trick and len(beaters) > 1:
        lines.append(Line("stronger_still", order.rule, {"card": beaters[0]}))
    return CardInTrick(card, False, tuple(lines))


def _why_best(order: TrickOrder, led: int, card: Card) -> Line:
    """Why the winner wins: the highest of the strongest trump suit played, or the
    highest of the suit led when no trump was played."""
    pack = order.pack
    if card.suit in order.trump_suits:
        rank = order.trump_suits.index(card.suit)
        rule = order.trump_rules[rank] if order.trump_rules else order.rule
        values: dict[str, Any] = {"suit": _suit(pack, card.suit)}
        if rank == 0:
            return Line("wins_trump", rule, values)
        return Line("wins_trump_below", rule, values | {"above": _suits(pack, order.trump_suits[:rank], i18n.MESSAGES["or"])})
    values = {"suit": _suit(pack, led)}
    if not order.trump_suits:
        return Line("wins_led_no_trumps", order.rule, values)
    return Line("wins_led", order.rule, values | {"trumps": _suits(pack, order.trump_suits, i18n.MESSAGES["or"])})


def _beaten_by(order: TrickOrder, weak: Card, strong: Card) -> Line:
    """Why ``weak`` loses to ``strong``, the weakest card that beats it: a higher card of
    its suit (the suit order, T2 K1 MJ1), a higher trump, or a suit that ranks above."""
    pack = order.pack
    values: dict[str, Any] = {"strong": strong, "weak": weak}
    if strong.suit == weak.suit:
        if weak.is_trump:  # the tarot trumps: by number, no order to spell out
            return Line("higher_trump", order.rank_rule, values)
        ranks = " ".join(c.short("en")[1:] for c in order.descending(weak.suit))
        ranks_nl = " ".join(c.short("nl")[1:] for c in order.descending(weak.suit))
        return Line("higher_in_suit", order.rank_rule,
                    values | {"suit": _suit(pack, weak.suit), "order": {"en": ranks, "nl": ranks_nl}})
    # the rule of the lowest trump suit of the two: LR1 makes spades a trump suit, below the trumps
    trump_ranks = [order.trump_suits.index(s) for s in (strong.suit, weak.suit) if s in order.trump_suits]
    rule = order.trump_rules[max(trump_ranks)] if order.trump_rules else order.rule
    if trump_ranks == [0]:  # the first trump suit over a plain card
        return Line("trump_beats", rule, values)
    return Line("suit_above", rule,
                values | {"strong_suit": _suit(pack, strong.suit), "weak_suit": _suit(pack, weak.suit)})


def card_among(spec: GameSpec, cards: Sequence[Card | str], card: Card | str, trump: int | None = None,
               in_trick: bool = True) -> CardInTrick:
    """:func:`card_against` for cards given by code, with no hand behind them (a lesson's
    trick or row): the led suit is that of the first card that is no Excuse (T4), the
    order the game's own with ``trump`` as trump where the hand chooses one (K1, MJ1)."""
    held = [spec.pack.card(c) for c in cards]
    excuse = spec.excuse.rule if spec.excuse is not None else ""
    return card_against(spec.order_in_hand(trump), led_suit(held), held, spec.pack.card(card), excuse, in_trick)


def led_suit(cards: Sequence[Card]) -> int:
    """The suit to follow among ``cards`` in play order: that of the first card that is
    no Excuse (T4: a led Excuse sets no suit, the next card does); NO_SUIT while none is."""
    return next((c.suit for c in cards if not c.is_excuse), NO_SUIT)


def best_so_far(state: HandState) -> Card | None:
    """The card that wins the trick on the table as it stands, by the hand's own trick
    order; None before its first card."""
    cards = [c for _, c in state.trick()]
    if not cards:
        return None
    return cards[state.trick_order.winner([c.index for c in cards], state.led)]


def needless_overtrumps(state: HandState, left_out: Sequence[Card] | set[Card]) -> list[Card]:
    """The cards of ``left_out`` (legal cards a learner did not choose) that are trumps
    below the best trump on the table, where a higher trump is legal too: over-trumping
    is never required (T3), so these may be played as well."""
    best, order = best_so_far(state), state.trick_order
    if best is None or best.suit not in order.trump_suits:
        return []
    row = order.strength[state.led]
    trumps = [c for c in state.legal_cards() if c.suit in order.trump_suits]
    lower = [c for c in left_out if c.suit in order.trump_suits and row[c.index] < row[best.index]]
    return lower if any(row[c.index] > row[best.index] for c in trumps) else []


def trick_card(state: HandState, card: Card | str, number: int | None = None) -> CardInTrick:
    """Why ``card`` wins or loses trick ``number`` of ``state`` (1 the first; None: the
    trick on the table so far, where 'wins' means it wins as the trick stands), by the
    hand's own trick order (K1's trump, MJ1's turned suit). A card not in that trick is
    refused with a :class:`ValueError`."""
    card = state.pack.card(card)
    if number is None:
        cards = [c for _, c in state.trick()]
        led = state.led
    else:
        if not 1 <= number <= len(state.tricks):
            raise ValueError(f"number: trick {number} is not finished in this hand ({len(state.tricks)} are)")
        cards = list(state.tricks[number - 1].cards)
        led = led_suit(cards)
    if card not in cards:
        where = "on the table" if number is None else f"in trick {number}"
        raise ValueError(f"card: {card.short()} is not {where}")
    excuse = state.spec.excuse.rule if state.spec.excuse is not None else ""
    return card_against(state.trick_order, led, cards, card, excuse)


# ---------------------------------------------------------------- refusals
@dataclass(frozen=True)
class Refusal:
    """Why an action may not be taken, or why the legal cards are fewer than the hand:
    the decision (or ``turn``, ``hand``, ``phase``, ``over`` for the basics) and the
    engine's own words in each language, the same as its :class:`IllegalAction` says
    (read alike: ``rule`` and ``explanation(lang)``)."""

    rule: str
    texts: Texts

    def explanation(self, lang: str = "en") -> str:
        """The engine's words without the rule id, for a learner's screen."""
        return i18n.fill(self.texts, lang)

    @classmethod
    def of(cls, error: IllegalAction) -> Refusal:
        return cls(error.rule, {lang: error.explanation(lang) for lang in i18n.LANGS})


def refusal(state: HandState, action: Action | Card | str, seat: int | None = None) -> Refusal | None:
    """The refusal :meth:`HandState.apply` would raise for ``action`` (a card or its code:
    playing it; by ``seat``, or the seat to move), or None where it is legal; the state
    is not changed."""
    if isinstance(action, (Card, str)):
        action = Play(state.pack.card(action))
    try:
        state.check(action, seat)
    except IllegalAction as error:
        return Refusal.of(error)
    return None


def limit(state: HandState) -> Refusal | None:
    """Why the seat to move may play fewer cards than it holds (T3, LR1, LT3, K2, K7,
    MJ6 ...), naming the cards it may play; None where any card it holds will do."""
    narrowed = state.limit()
    if narrowed is None:
        return None
    mask = state.legal_mask()
    return Refusal(narrowed.rule, {lang: narrowed.explain(state.pack, mask, lang) for lang in i18n.LANGS})


# ---------------------------------------------------------------- a hand's score
def score_lines(result: HandResult, seat: int, names: Mapping[str, Texts] | None = None,
                figure: str = "score") -> tuple[Line, ...]:
    """``seat``'s ``figure`` as its parts, one line each ('card points: 46 (K1)', 'roem:
    20 (K3)', 'paid for Matadors: +20 (LT2)', '× 2 (K7)'); ``names`` are the game's names
    of what is paid or scored (``GameSpec.names``)."""
    return tuple(part_line(part, names) for part in result.parts_of(seat, figure))


def part_line(part: ScorePart, names: Mapping[str, Texts] | None = None) -> Line:
    """One part of a score as a line: its amount, and what was paid or scored by name."""
    detail: Any = part.detail
    if names and part.detail in names:
        detail = names[part.detail]
    amount = f"{part.amount:+g}" if part.name in SIGNED_PARTS else f"{part.amount:g}"
    shared = "_shared" if part.detail == "shared" else ""  # K5's two defenders: each half of the whole (K4)
    return Line(f"part_{part.name.replace('-', '_')}{shared}", part.rule,
                {"amount": amount, "detail": detail, "times": part.times})


SIGNED_PARTS = frozenset({"paid", "scored", "ante", "pot", "par", "cards-over", "factor"})
"""The parts said with their sign: what is paid or scored may count against a seat."""


__all__ = ["CardInTrick", "Line", "Refusal", "card_against", "card_among", "limit", "part_line", "refusal",
           "score_lines", "trick_card"]
