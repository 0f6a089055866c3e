"""The basic bot in Klaverjassen (K1-K7): how it bids, lays away (K5), doubles (K7)
and plays to its side, each choice with its reason in English and Dutch. The rules
themselves are in :mod:`tarotlib.games.klaverjas`; this module only reads a seat's
:class:`~tarotlib.state.View` and the game's spec."""

from __future__ import annotations

from typing import Callable, Iterable

from tarotlib import i18n
from tarotlib.actions import PASS, Action, Bid, Discard, Double, Play, doubling
from tarotlib.bots.messages import MESSAGES
from tarotlib.cards import PIQUET, Card, bits, is_low, piquet_bit, piquet_rank, piquet_suit
from tarotlib.games.klaverjas import (
    ACE,
    JACK,
    NINE,
    SUIT_MASKS,
    TRUMP_POINTS,
    KlaverjasState,
    doubled,
    rules_of,
)
from tarotlib.spec import GameSpec, Texts
from tarotlib.state import View


PARTNER = (MESSAGES["klaverjas-partner"], MESSAGES["klaverjas-other-defender"])  # K5: each for himself, no partner
"""Who the play advice calls the other seat of one's side: Klaverjas-4's partner, or
Klaverjas-3's other defender against the Speler."""


def _strength(value: int) -> dict[str, str]:
    """A hand's strength told with how it is counted (:func:`suit_strength`), not as a bare number."""
    return {lang: i18n.fill(MESSAGES["klaverjas-strength"], lang, value=value) for lang in i18n.LANGS}


def _say(key: str, **values: object) -> dict[str, str]:
    return {lang: i18n.fill(MESSAGES[f"klaverjas-{key}"], lang, **{k: v[lang] if isinstance(v, dict) else v
                                                   for k, v in values.items()}) for lang in i18n.LANGS}


def suit_strength(hand: int, suit: int) -> int:
    """A plain measure of a hand as trump ``suit``: trump points held, 6 per trump, 10
    per Ace of another suit."""
    trumps = hand & SUIT_MASKS[suit]
    value = sum(TRUMP_POINTS[piquet_rank(c)] for c in bits(trumps)) + 6 * trumps.bit_count()
    value += sum(10 for s in range(4) if s != suit and hand & piquet_bit(s, ACE))
    return value


def _mask(cards: Iterable[Card]) -> int:
    return sum(c.bit for c in cards)


PLAY_FROM = {3: 60, 4: 62}
"""The basic bot's strength (:func:`suit_strength`) from which it plays, by the players
in the hand: three (Klaverjas-3) or four; the tutorials say 'from about 60' and '62'."""


def strong_enough(hand: int, suit: int, playing: int) -> bool:
    """The basic bot's test of a trump ``suit``: strength from :data:`PLAY_FROM`, or its
    Jack and Nine with at least one more trump."""
    return suit_strength(hand, suit) >= PLAY_FROM[playing] or bool(
        hand & piquet_bit(suit, JACK) and hand & piquet_bit(suit, NINE) and (hand & SUIT_MASKS[suit]).bit_count() >= 3)


def _bid_advice(view: View, spec: GameSpec) -> tuple[Action, dict[str, str]]:
    """Play on Jack + Nine of the suit with another trump, or strength above a threshold."""
    hand = _mask(view.hand)
    plays = [a for a in view.legal if isinstance(a, Bid) and a.call == "play"]
    playing = view.players - (view.sitting_out is not None)
    suits = sorted({a.trump for a in plays if a.trump is not None}, key=lambda s: (-suit_strength(hand, s), s))
    best = suits[0] if suits else None
    strength = suit_strength(hand, best) if best is not None else 0
    told = _strength(strength)
    strong = best is not None and strong_enough(hand, best, playing)
    suit_name = {lang: PIQUET.suit_name(best, lang) for lang in i18n.LANGS} if best is not None else ""
    if PASS not in view.legal:
        action = min((a for a in plays if a.trump == best), key=lambda a: a.points or 0)
        return action, _say("bid-forced", suit=suit_name, strength=told)
    if strong:
        choices = [a for a in plays if a.trump == best]
        estimate = 72 + strength // 3  # leids: what the hand may make, roughly
        action = min(choices, key=lambda a: a.points or 0)
        if action.points is None or action.points <= estimate:
            return action, _say("bid-play", suit=suit_name, strength=told)
    if len(suits) == 1:  # K6: only the turned suit is on offer
        return PASS, _say("bid-pass-turned", suit=suit_name, strength=told)
    return PASS, _say("bid-pass", strength=told)


def _discard_advice(view: View, spec: GameSpec) -> tuple[Action, dict[str, str]]:
    """The Speler lays away low side-suit cards, the shortest suit first, never an Ace."""
    trump = view.trump
    hand = list(view.hand)
    length = {s: sum(1 for c in hand if c.suit == s) for s in range(4)}
    order = spec.order_in_hand(trump)
    points = spec.points_in_hand(trump)

    def key(c: Card) -> tuple[int, ...]:
        return (c.suit == trump, piquet_rank(c.index) == ACE, length[c.suit], points[c.index],
                order.suit_rank[c.index], c.index)

    card = min(hand, key=key)
    action = next(a for a in view.legal if isinstance(a, Discard) and a.card == card)
    said = ("discard-last" if card.suit == trump or piquet_rank(card.index) == ACE  # said as it is (issue 30)
            else "discard" if is_low(spec.pack, points, card.index) else "discard-cheap")
    return action, _say(said, card={lang: card.short(lang) for lang in i18n.LANGS})


def _double_advice(view: View, spec: GameSpec) -> tuple[Action, dict[str, str]]:
    hand = _mask(view.hand)
    assert view.trump is not None  # K7: kraken is asked once the trump is chosen
    strength = suit_strength(hand, view.trump)
    asked = doubling(doubled(view))  # K7: kraken, herkraken or superkraken
    if strength >= 75:
        return Double(True), _say(f"{asked}-yes", strength=_strength(strength))
    return Double(False), _say(f"{asked}-no", strength=_strength(strength))


def _play_advice(view: View, spec: GameSpec) -> tuple[Action, dict[str, str]]:
    """Play to the partner; lead Aces; the playing side pulls trumps; win cheaply."""
    plays = [a for a in view.legal if isinstance(a, Play)]
    legal = [a.card.index for a in plays]
    trump = view.trump
    order = spec.order_in_hand(trump)
    points = spec.points_in_hand(trump)

    def done(index: int, key: str) -> tuple[Action, dict[str, str]]:
        card = spec.pack.cards[index]
        return next(a for a in plays if a.card.index == index), _say(
            key, card={lang: card.short(lang) for lang in i18n.LANGS}, Partner=PARTNER[rules_of(spec).alone])

    if len(legal) == 1:
        return done(legal[0], "only")
    me = view.seat
    side = view.sides[me] if view.sides else me
    if not view.trick:
        own = view.own
        assert isinstance(own, KlaverjasState)  # Klaverjassen's own state, public (K4: the contract)
        made = own.contract
        playing = made is not None and made.side == side
        trumps = [i for i in legal if piquet_suit(i) == trump]
        if playing and trumps and any(piquet_rank(i) == JACK for i in trumps):
            return done(max(trumps, key=lambda i: order.suit_rank[i]), "pull-trumps")
        aces = [i for i in legal if piquet_suit(i) != trump and piquet_rank(i) == ACE]
        if aces:
            return done(aces[0], "lead-ace")
        plain = [i for i in legal if piquet_suit(i) != trump]
        cheapest = min(plain or legal, key=lambda i: (points[i], order.suit_rank[i]))
        if not plain:
            return done(cheapest, "lead-trump-low")
        return done(cheapest, "lead-low" if is_low(spec.pack, points, cheapest) else "lead-cheap")
    row = order.strength[view.led]
    winner = view.winning
    assert winner is not None  # a card lies on the table
    best = row[dict(view.trick)[winner].index]
    partner = winner != me and view.sides and view.sides[winner] == side
    if partner:
        plain = [i for i in legal if piquet_suit(i) != trump]
        if plain:
            throw = max(plain, key=lambda i: (points[i] if piquet_rank(i) != ACE else 9, -order.suit_rank[i]))
            return done(throw, "partner-points" if points[throw] else "partner-nothing")
        lowest = min(legal, key=lambda i: (row[i], points[i]))  # only trumps: K2 may make him beat his partner
        return done(lowest, "partner-forced" if row[lowest] > best else "partner-low")
    winners = [i for i in legal if row[i] > best]
    if winners:
        last = len(view.trick) == view.players - (view.sitting_out is not None) - 1
        return done(min(winners, key=lambda i: (row[i], points[i])), "win" if last else "try-win")
    return done(min(legal, key=lambda i: (points[i], row[i])), "low")


ADVICE_FUNCTIONS: dict[str, Callable[[View, GameSpec], tuple[Action, Texts]]] = {"bid": _bid_advice, "discard": _discard_advice, "double": _double_advice, "play": _play_advice}
"""The basic bot's choice in each phase of Klaverjassen (for 3 and for 4), by phase name."""
