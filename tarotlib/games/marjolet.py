"""Marjolet and Binage / Cinq Cents (rules/nl/marjolet.txt, rules/nl/binage.txt; MJ1-MJ8).

Two draw games for two players with the piquet pack, ordered A-10-K-Q-J-9-8-7 in
every suit (MJ1). Each player is dealt 6 (Marjolet) or 8 (Binage) cards, the next
card is turned for trump and the rest is the stock. While the stock lasts any card
may be played (MJ2); Aces and Tens score 10 to the trick's winner at once, and the
trump 7 scores 10 to whoever plays it, once a deal (MJ3). After each won trick the
winner may declare (MJ4: Marjolet any number, Binage one) and then both draw, the
winner first. With the stock empty the hand is played out under a strict duty (MJ6):
follow and beat the card led if you can, else trump, else any card. Scores carry
from hand to hand; after a hand in which a player reaches 500 the higher total wins
(MJ8).

The two games are one module and differ only in data (:class:`Rules`): the hand
size, the combinations, the declarations per window, the last-card and all-six
bonuses, and whether declaring goes on in the play-out.

Rule questions the decisions settle, and how:

* MJ3: the trump 7 earns its 10 at most once a deal. Turned up it gave the dealer 10
  (MJ1), exchanged by Dix it scored as a declaration (MJ4): played later it scores
  nothing (``DrawState.seven_paid``). The 10 for drawing the last card (MJ5) is apart.
* MJ4, MJ5: Dix puts the trump 7 on the table as the new turned card, drawn last like
  the card it replaced. Binage's own combination is ♦J with ♠Q whatever the trump.
* MJ4, MJ6: declared cards lie face up for the whole hand; Marjolet declares in the
  play-out too and lays those cards face up (the text's "je hoeft niet je kaarten op
  tafel te laten liggen" makes it optional there, and with the stock gone it hides
  nothing); Binage's play-out takes them back into the hand.
* MJ5 ``last-winner``: the 10 points for the last card go to the winner of the last
  stock trick at the moment of the last draw.
* MJ6: the Marjolet bonus goes to a player who wins every trick played after the
  stock ran out (six in a full hand).
* MJ8: with ``knock-out`` a hand ended early has no last-trick points (its last trick
  was never played). A game of several hands started with ``scores`` is a game resumed
  at that score: its totals, its end and the next hands all start from them; totals
  that already ended the game are refused.

What no decision covers (the engine's own choices, not rules of play):

* The card drawn last is the turned card, which everybody has seen: its ``drawn``
  event is public; every other draw is seen by the drawer only. The card Dix brings
  into the hand is public through the ``declared`` event but does not lie face up (it
  was never declared).
* A declaration refused because no window is open (or it is another seat's window)
  has rule MJ4; in Binage's play-out it has rule MJ6.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from functools import cache, lru_cache
from typing import Any, Callable, Mapping, cast

from tarotlib import i18n
from tarotlib.actions import Action, Declare, EndDeclaring
from tarotlib.cards import PIQUET, PIQUET_RANKS, Card, Pack, bits, piquet_bit, piquet_card
from tarotlib.errors import IllegalAction
from tarotlib.games.messages import MESSAGES
from tarotlib.phases import DeclarePhase, DeclareRule, declared_in_a_row
from tarotlib.spec import (
    DealRule,
    GameSpec,
    HandResult,
    Hooks,
    MatchRule,
    OptionSpec,
    OwnRules,
    Texts,
    TrickOrder,
    Variant,
    paid_parts,
)
from tarotlib.state import HandState, OwnState, View, evolve

# ---------------------------------------------------------------- cards (MJ1)
R7, R8, R9, R10, RJ, RQ, RK, RA = range(8)  # PIQUET_RANKS index order "7".."A"
assert PIQUET_RANKS[R10] == "10" and PIQUET_RANKS[RA] == "A"
ORDER = {R7: 1, R8: 2, R9: 3, RJ: 4, RQ: 5, RK: 6, R10: 7, RA: 8}  # MJ1: A-10-K-Q-J-9-8-7, higher wins
SUIT_RANK = tuple(ORDER[i % 8] for i in range(32))
SUIT_MASKS = PIQUET.suit_masks
DIAMONDS, SPADES = 1, 3


CARD_POINTS = tuple(10 if i % 8 in (RA, R10) else 0 for i in range(32))  # MJ3: Aces and Tens
LAST_TRICK = 10  # MJ6: the last trick, counted with the card points
ACE_TEN_MASK = sum(1 << i for i in range(32) if CARD_POINTS[i])
NO_TRUMP_ORDER = TrickOrder(PIQUET, SUIT_RANK, (), "MJ2", "MJ1")  # MJ1 the order, MJ2 who wins


@cache
def order_for_trump(trump: int) -> TrickOrder:
    """MJ2: the highest trump wins, else the highest card of the suit led."""
    return TrickOrder(PIQUET, SUIT_RANK, (trump,), "MJ2", "MJ1", ("MJ2",))


ORDERS = tuple(order_for_trump(t) for t in range(4))
for _order in ORDERS:  # build the strength tables once, at import
    _order.strength  # noqa: B018
BEATS = tuple(sum(1 << j for j in range(32) if j // 8 == i // 8 and SUIT_RANK[j] > SUIT_RANK[i]) for i in range(32))
"""``BEATS[card]``: the cards of its suit that beat it (MJ6)."""


# ---------------------------------------------------------------- the two games as data
@dataclass(frozen=True)
class Rules(OwnRules):
    """What differs between Marjolet and Binage, and what their variants change
    (``GameSpec.own_rules``)."""

    game: str
    hand: int  # MJ1
    combos: Callable[[int, bool], tuple[tuple[str, int, int], ...]]  # (trump, marias_jack) -> (name, mask, value)
    names: tuple[str, ...]  # the combinations that may be declared (MJ4), Dix included
    per_window: int | None  # MJ4
    last_card: bool  # MJ5: 10 for the last card drawn (Marjolet)
    all_six: bool  # MJ6: +40 for winning every play-out trick (Marjolet)
    declare_in_playout: bool  # MJ6
    marias_jack: bool = False  # MJ7 ``marias-jack``: Marias is Jack and Queen
    last_card_to_winner: bool = False  # MJ5 ``last-winner``: the last card's 10 to the last stock trick's winner


@cache
def marjolet_combos(trump: int, marias_jack: bool = False) -> tuple[tuple[str, int, int], ...]:
    """MJ4 (RECORD.md names); with ``marias-jack`` (MJ7) Marias is J + Q of a non-trump suit."""
    out = [
        ("four-aces", sum(piquet_bit(s, RA) for s in range(4)), 100),
        ("four-tens", sum(piquet_bit(s, R10) for s in range(4)), 80),
        ("four-kings", sum(piquet_bit(s, RK) for s in range(4)), 60),
        ("four-queens", sum(piquet_bit(s, RQ) for s in range(4)), 40),
        ("stuk", piquet_bit(trump, RK) | piquet_bit(trump, RQ), 40),
        ("trump-marjolet", piquet_bit(trump, RJ) | piquet_bit(trump, RQ), 40),
    ]
    for s in range(4):
        if s != trump:
            out.append(("marias", piquet_bit(s, RJ if marias_jack else RK) | piquet_bit(s, RQ), 20))
    for s in range(4):
        if s != trump:
            out.append(("marjolet", piquet_bit(trump, RJ) | piquet_bit(s, RQ), 20))
    return tuple(out)


@cache
def binage_combos(trump: int, marias_jack: bool = False) -> tuple[tuple[str, int, int], ...]:
    """MJ4 for Binage (RECORD.md names); ``marias_jack`` is Marjolet's variant only (MJ7)."""
    high = (RA, R10, RK, RQ, RJ)
    out = [("five-trumps", sum(piquet_bit(trump, r) for r in high), 250)]
    out += [("five-high", sum(piquet_bit(s, r) for r in high), 120) for s in range(4) if s != trump]
    out.append(("stuk", piquet_bit(trump, RK) | piquet_bit(trump, RQ), 40))
    out += [("marias", piquet_bit(s, RK) | piquet_bit(s, RQ), 20) for s in range(4) if s != trump]
    out.append(("binage", piquet_bit(DIAMONDS, RJ) | piquet_bit(SPADES, RQ), 40))  # MJ4: ♦J with ♠Q, any trump
    return tuple(out)


DIX_VALUE = 10
VALUES = {
    "four-aces": 100, "four-tens": 80, "four-kings": 60, "four-queens": 40, "stuk": 40, "marias": 20,
    "trump-marjolet": 40, "marjolet": 20, "dix": DIX_VALUE, "five-trumps": 250, "five-high": 120, "binage": 40,
}
MARJOLET_NAMES = ("four-aces", "four-tens", "four-kings", "four-queens", "stuk", "marias", "trump-marjolet",
                  "marjolet", "dix")
BINAGE_NAMES = ("five-trumps", "five-high", "stuk", "marias", "binage", "dix")

MARJOLET_RULES = Rules("marjolet", 6, marjolet_combos, MARJOLET_NAMES, None, True, True, True)
BINAGE_RULES = Rules("binage", 8, binage_combos, BINAGE_NAMES, 1, False, False, False)


@dataclass(frozen=True)
class DrawView(OwnState):
    """What a seat sees of a draw game's own state: the turned card while it lies on the
    table (MJ1), the stock's size, not its cards (MJ2), and each seat's declared cards
    lying face up (MJ4)."""

    turned: Card | None
    stock_size: int
    faceup: tuple[tuple[Card, ...], ...]


@dataclass(frozen=True)
class DrawState(OwnState):
    """This module's own state of a hand (frozen: replaced, never changed).

    ``stock``: the cards not drawn yet, top first (MJ2); ``turned``: the turned trump
    while it lies on the table (MJ1), None once drawn; ``faceup``: per seat the mask of
    its declared cards lying face up (MJ4);
    ``playout``: the number of tricks played when the stock ran out (None before);
    ``window``: the number of the trick after which the last window opened;
    ``last_trick``: the seat that scored the last trick, once scored (MJ6);
    ``declared``: each (combination, cards) declared so far, once each in a deal (MJ4),
    ``open_combos`` the combinations not declared yet and ``holds_open`` the test of a
    hand for them (:func:`holds_any`), both asked after every trick;
    ``seven_paid``: the trump 7 earned its 10 before it could be played, turned up
    (MJ1) or exchanged by Dix (MJ4), so playing it scores nothing (MJ3);
    and what the deal fixes, looked up once: the game's rules, its combinations for
    this trump (MJ4, MJ7) and the trump 7 (MJ3, Dix).
    """

    rules: Rules
    combos: tuple[tuple[str, int, int], ...]
    seven: int
    stock: tuple[int, ...]
    turned: int | None
    faceup: tuple[int, ...]
    seven_paid: bool = False
    playout: int | None = None
    window: int = 0
    last_trick: int | None = None
    declared: frozenset[tuple[str, int]] = frozenset()
    open_combos: tuple[tuple[str, int, int], ...] = ()
    holds_open: Callable[[int], bool] = lambda hand: False

    def cards(self) -> int:
        """The stock and the turned card (MJ1, MJ2)."""
        mask = sum(1 << index for index in self.stock)
        return mask if self.turned is None else mask | 1 << self.turned

    def seen_by(self, seat: int) -> DrawView:
        """The stock as its size: its cards are hidden from every seat (MJ2)."""
        return DrawView(None if self.turned is None else PIQUET.cards[self.turned], len(self.stock),
                        tuple(tuple(PIQUET.cards_in(mask)) for mask in self.faceup))


def own(state: HandState) -> DrawState:
    """The draw game's own state of ``state`` (set by :func:`start`)."""
    return cast(DrawState, state.own)


def seen(view: View) -> DrawView:
    """What a seat's view of a draw game shows of its own state (:meth:`DrawState.seen_by`)."""
    return cast(DrawView, view.own)


def drawing(view: View) -> DrawView | None:
    """:func:`seen` in a draw game, None in another game."""
    return view.own if isinstance(view.own, DrawView) else None


def _rules(state: HandState) -> Rules:
    return own(state).rules


def rules_of(spec: GameSpec) -> Rules:
    """The game's own rules with its variants (``spec.own_rules``): what Binage and the
    variants change, for readers that have no state (the bots' advice, the lessons)."""
    return cast(Rules, spec.own_rules)


def in_playout(state: HandState) -> bool:
    """MJ6: the stock and the turned card are gone: the turned card is drawn last (MJ2),
    so it lies on the table as long as the stock lasts."""
    return own(state).turned is None


# ---------------------------------------------------------------- hooks
@cache
def _as_dealt(rules: Rules, suit: int, seven_turned: bool, players: int) -> DrawState:
    """A hand's own state as dealt, but for its stock and turned card: made once per
    game, trump and table (a frozen dataclass of many fields is slow to make)."""
    combos = rules.combos(suit, rules.marias_jack)
    return DrawState(rules, combos, piquet_card(suit, R7), (), None, (0,) * players, seven_paid=seven_turned,
                     open_combos=combos, holds_open=holds_any(combos))


def start(state: HandState) -> None:
    """MJ1: the turned card sets the trump; a turned 7 gives the dealer 10, the one 10
    that 7 earns in this deal (MJ3)."""
    turned = state.deal.turned
    assert turned is not None
    suit = PIQUET.suit_of[turned]
    rules = rules_of(state.spec)
    seven_turned = turned % 8 == R7
    state.own = evolve(_as_dealt(rules, suit, seven_turned, state.players), stock=tuple(state.deal.rest),
                       turned=turned)
    state.set_trump(suit)
    if seven_turned:
        state.score_points(state.dealer, 10, "MJ1", "turned-seven")


def played(state: HandState, seat: int, index: int) -> None:
    """MJ3: the trump 7 scores 10 to its player as it is played, unless it earned its 10
    already in this deal (turned up, MJ1, or exchanged by Dix, MJ4); a declared card
    leaves the face-up cards when played (MJ4)."""
    part: DrawState = state.own  # type: ignore[assignment]  # (own(state), inlined: after every card)
    faceup = part.faceup
    if faceup[seat] >> index & 1:
        faceup = faceup[:seat] + (faceup[seat] ^ 1 << index,) + faceup[seat + 1:]
        state.own = part = evolve(part, faceup=faceup)
    if index == part.seven and not part.seven_paid:
        state.score_points(seat, 10, "MJ3", "trump-seven")


def trick(state: HandState, winner: int, pile: int) -> None:
    """After a trick: MJ3's points at once; the last trick's bonus (MJ6); then the
    winner's declaration window (MJ4) and the draw (MJ2)."""
    part: DrawState = state.own  # type: ignore[assignment]  # (own(state), inlined: after every trick)
    aces_tens = (pile & ACE_TEN_MASK).bit_count()
    if aces_tens:
        state.score_points(winner, 10 * aces_tens, "MJ3", "ace-ten")
        if state.result is not None:
            return
    if not any(state.hands):  # MJ6: the last trick, and in Marjolet all six play-out tricks
        state.own = part = evolve(part, last_trick=winner)  # before scoring: a knock-out scores the hand
        state.score_points(winner, LAST_TRICK, "MJ6", "last-trick")
        if state.result is not None or not part.rules.all_six:
            return
        start_at = part.playout
        if start_at is not None and all(w == winner for w in state.trick_winners()[start_at:]):
            state.score_points(winner, 40, "MJ6", "all-six")
        return
    playout = part.turned is None  # in_playout(state), inlined: after every trick
    if playout and not part.rules.declare_in_playout:
        return
    if _can_declare(state, winner):  # MJ4: a window only when something can be declared
        state.own = evolve(part, window=state.trick_number - 1)
        state.open_window(_window(state), winner)
        return
    if not playout:
        draw(state, winner)


def window_closed(state: HandState) -> None:
    """MJ2: after the winner's declarations, the draw (none in the play-out)."""
    if not in_playout(state):
        draw(state, state.leader)


def draw(state: HandState, winner: int) -> None:
    """MJ2: the winner draws first, then the loser; the last card is the turned card,
    which then leaves the table. MJ5: 10 for the last card (Marjolet). Then, with the
    stock empty, the play-out (MJ6); in Binage the face-up cards go back to hand."""
    part: DrawState = state.own  # type: ignore[assignment]  # (own(state), inlined: after every trick)
    stock = part.stock
    if len(stock) >= 2:  # most draws: both from the stock, the state replaced once
        drawn = object.__new__(DrawState)  # evolve(part, stock=stock[2:]), inlined: after every trick
        drawn.__dict__.update(part.__dict__)
        drawn.__dict__["stock"] = stock[2:]
        state.own = drawn
        loser = 1 - winner
        state.hands[winner] |= 1 << stock[0]
        state.log("drawn", winner, "MJ2", card=stock[0], hidden_cards=True)  # the other sees a draw, not the card
        state.hands[loser] |= 1 << stock[1]
        state.log("drawn", loser, "MJ2", card=stock[1], hidden_cards=True)
        return
    for seat in (winner, 1 - winner):
        part = own(state)
        if part.stock:
            index = part.stock[0]
            state.own = evolve(part, stock=part.stock[1:])
            state.hands[seat] |= 1 << index
            state.log("drawn", seat, "MJ2", card=index, hidden_cards=True)  # the other sees a draw, not the card
        elif part.turned is not None:
            index = part.turned
            state.own = evolve(part, turned=None)
            state.hands[seat] |= 1 << index
            state.log("drawn", seat, "MJ2", card=index)  # the turned card: everybody saw it
            rules = part.rules
            if rules.last_card:
                last_winner = rules.last_card_to_winner
                # the variant's 10 are for the trick, not the card the other seat just drew: named so
                state.score_points(winner if last_winner else seat, 10, "MJ5",
                                   "last-stock-trick" if last_winner else "last-card")
                if state.result is not None:
                    return
            playout = state.trick_number - 1  # the turned card drawn last: MJ6
            if rules.declare_in_playout:
                state.own = evolve(own(state), playout=playout)
            else:  # MJ6 Binage: the face-up cards go back to hand
                state.own = evolve(own(state), playout=playout, faceup=(0,) * state.players)
            return
        else:
            break


# ---------------------------------------------------------------- declarations (MJ4)
def _dix_possible(state: HandState, seat: int) -> bool:
    """Dix needs the trump 7 in hand and the turned card still on the table (MJ4)."""
    part: DrawState = state.own  # type: ignore[assignment]  # (own(state), inlined: after every trick)
    seven, turned = part.seven, part.turned
    return state.hands[seat] >> seven & 1 == 1 and turned is not None and turned != seven


def _can_declare(state: HandState, seat: int) -> bool:
    """Whether :func:`_options` would offer anything, without building the declarations:
    asked after every trick (MJ4)."""
    part: DrawState = state.own  # type: ignore[assignment]  # (own(state), inlined: after every trick)
    return _dix_possible(state, seat) or part.holds_open(state.hands[seat])


@lru_cache(maxsize=4096)
def holds_any(combos: tuple[tuple[str, int, int], ...]) -> Callable[[int], bool]:
    """``holds(hand)``: whether ``hand`` holds every card of one of ``combos``. Written out
    as one expression (as ``actions.card_lister`` is) and made once per set of
    combinations: it runs after every trick (MJ4), a fifth faster than a loop over
    Marjolet's 14 combinations and twice as fast as ``any()`` over them."""
    test = " or ".join(f"hand & {mask} == {mask}" for _, mask, _ in combos) or "False"
    namespace: dict[str, Any] = {}
    exec(f"def holds(hand):\n    return {test}\n", namespace)  # noqa: S102 (made of numbers only)
    holds: Callable[[int], bool] = namespace["holds"]
    return holds


def _options(state: HandState, seat: int) -> list[tuple[Declare, int]]:
    """MJ4: every combination held and not declared yet in this deal, Dix first."""
    out = []
    if _dix_possible(state, seat):
        out.append((_declare("dix", 1 << own(state).seven), DIX_VALUE))
    hand = state.hands[seat]
    out += [(_declare(name, mask), value) for name, mask, value in own(state).open_combos if hand & mask == mask]
    return out


@cache
def _declare(name: str, mask: int) -> Declare:
    """One Declare per combination and cards, made once (its cards are sorted on making)."""
    return Declare(name, tuple(PIQUET.cards[i] for i in bits(mask)))


def _declared(state: HandState, seat: int, action: Declare, value: int) -> None:
    """MJ4: Dix swaps the trump 7 for the turned card; other declared cards lie face up
    and their combination leaves the open ones; the value is scored at once."""
    mask, part = action.mask, own(state)
    declared = part.declared | {(action.combo, mask)}
    if action.combo == "dix":  # the 7 goes to the table, its 10 earned: played later it scores nothing (MJ3)
        brought = part.turned
        assert brought is not None
        seven = mask.bit_length() - 1
        state.own = evolve(part, declared=declared, seven_paid=True, turned=seven)
        state.hands[seat] ^= mask | 1 << brought
        state.log("declared", seat, "MJ4", card=brought, cards=(seven,), amount=value, name="dix")
    else:  # each combination's cards differ from every other's, so its mask names it
        open_combos = tuple(c for c in part.open_combos if c[1] != mask)
        faceup = part.faceup[:seat] + (part.faceup[seat] | mask,) + part.faceup[seat + 1:]
        state.own = evolve(part, declared=declared, open_combos=open_combos, holds_open=holds_any(open_combos),
                           faceup=faceup)
        state.log("declared", seat, "MJ4", cards=tuple(bits(mask)), amount=value, name=action.combo)
    state.score_points(seat, value, "MJ4", action.combo)


def _texts(en: str, nl: str) -> Texts:
    return {"en": en, "nl": nl}


def combo_name(spec: GameSpec, combo: str, lang: str) -> str:
    """A combination's name in ``lang`` (MJ4), as the game's names table gives it."""
    return spec.names.get(combo, {}).get(lang, combo)


def _refusal(state: HandState, seat: int, action: Declare) -> Texts:
    """MJ4: why a declaration in the window is not allowed."""
    spec, part = state.spec, own(state)
    known = part.rules.names
    if action.combo not in known:
        return i18n.in_each_language(MESSAGES["marjolet-no-such-combination"], game=spec.title,
                                     combo=repr(action.combo), known=", ".join(known))
    name = {lang: combo_name(spec, action.combo, lang) for lang in i18n.LANGS}
    missing = action.mask & ~state.hands[seat]
    if action.combo == "dix" and part.turned is None:
        return dict(MESSAGES["marjolet-dix-turned-gone"])
    if action.combo == "dix" and part.turned == part.seven:
        if any(combo == "dix" for combo, _ in part.declared):
            return dict(MESSAGES["marjolet-dix-declared"])
        return dict(MESSAGES["marjolet-dix-seven-turned"])
    if missing:
        shown = {lang: i18n.card_list(PIQUET.cards_in(missing), lang) for lang in i18n.LANGS}
        return i18n.in_each_language(MESSAGES["marjolet-not-held"], cards=shown)
    if (action.combo, action.mask) in part.declared:
        return i18n.in_each_language(MESSAGES["marjolet-declared-already"], name=name)
    return i18n.in_each_language(MESSAGES["marjolet-not-this-combination"], name=name)


class Window(DeclarePhase):
    """MJ4's declaration window after a won trick, with MJ4's own words for a
    declaration made when no window of one's own is open."""

    def outside(self, state: HandState, action: Action, seat: int | None) -> IllegalAction | None:
        if type(action) not in (Declare, EndDeclaring) or state.result is not None:
            return None
        if state.phase is self:
            if seat is None or seat == state.turn:
                return None
            return IllegalAction("MJ4", f"Only seat {state.turn}, who won the trick, may declare now.",
                                 f"Alleen stoel {state.turn}, die de slag won, mag nu roemen.")
        rules = _rules(state)
        if in_playout(state) and not rules.declare_in_playout:
            return IllegalAction("MJ6", "The stock is empty: in Binage no more combinations may be declared.",
                                 "De stok is op: bij Binage mag er niet meer geroemd worden.")
        just_declared = declared_in_a_row(state) and own(state).window == state.trick_number - 1 > 0
        winner_asks = seat is None or type(seat) is int and seat == state.leader
        if rules.per_window == 1 and not state.trick_cards and just_declared and winner_asks:
            return IllegalAction("MJ4", "In Binage you declare one combination (and only one) per trick you win.",
                                 "Bij Binage roem je één (en maar één) combinatie per gewonnen slag.")
        return IllegalAction("MJ4", "You may declare only right after winning a trick, before drawing.",
                             "Je mag alleen roemen direct nadat je een slag hebt gewonnen, vóór het trekken.")


def _value(action: Declare) -> int:
    return VALUES[action.combo]


def declaration_window(rules: Rules) -> Window:
    """MJ4's window after a won trick, taking at most ``rules.per_window`` declarations
    (Binage: one; Marjolet: all it may)."""
    return Window(DeclareRule("MJ4", _options, _declared, _refusal, per_window=rules.per_window,
                              can_declare=_can_declare, value=_value))


def _window(state: HandState) -> Window:
    """The game's declaration window (MJ4: Binage's takes one declaration)."""
    return cast(Window, state.spec.windows[0])


# ---------------------------------------------------------------- the play-out duty (MJ6)
@dataclass(frozen=True)
class PlayoutLimit:
    """MJ6's duty in words: follow and beat, follow, or trump."""

    rule: str
    kind: str  # "beat", "follow" or "ruff"
    suit: int

    def explain(self, pack: Pack, legal_mask: int, lang: str = "en") -> str:
        cards = i18n.card_list(pack.cards_in(legal_mask), lang)
        return i18n.fill(MESSAGES[f"marjolet-playout-{self.kind}"], lang, suit=pack.suit_name(self.suit, lang),
                         cards=cards)

    def refuse(self, pack: Pack, legal_mask: int) -> IllegalAction:
        return IllegalAction(self.rule, *(self.explain(pack, legal_mask, lang) for lang in i18n.LANGS))


LIMITS = {kind: tuple(PlayoutLimit("MJ6", kind, s) for s in range(4)) for kind in ("beat", "follow", "ruff")}


def duty(state: HandState) -> tuple[int, PlayoutLimit | None]:
    """MJ2: any card while the stock lasts. MJ6 after: follow and beat the card led if
    you can; else follow; else trump if you can; else any card."""
    seat, trump = state.turn, state.trump
    assert seat is not None and trump is not None  # trick play: a seat to move, the trump turned (MJ1)
    hand = state.hands[seat]
    led = state.led
    part: DrawState = state.own  # type: ignore[assignment]  # (own(state), inlined: for every card)
    if led < 0 or part.turned is not None:  # the stock lasts (in_playout, inlined: for every card)
        return hand, None
    follow = hand & SUIT_MASKS[led]
    if follow:
        beat = follow & BEATS[state.trick_cards[0]]
        if beat:
            return beat, LIMITS["beat"][led]
        return follow, LIMITS["follow"][led]
    trumps = hand & SUIT_MASKS[trump]
    if trumps:
        return trumps, LIMITS["ruff"][led]
    return hand, None


# ---------------------------------------------------------------- the score
def score(state: HandState) -> HandResult:
    """Tricks; card points: Aces and Tens won (10 each) and the last trick (10); score:
    every point of the hand as it was scored (MJ1, MJ3-MJ6); ``bonus``: the part of the
    score that is no card point (declarations, the trump 7, the last card drawn, all
    six), so the result table adds up (RECORD.md lets a game add keys)."""
    points = [10 * (w & ACE_TEN_MASK).bit_count() for w in state.won]
    last_trick = own(state).last_trick
    if last_trick is not None:  # scored before any knock-out (MJ6, MJ8)
        points[last_trick] += LAST_TRICK
    scores = tuple(int(p) for p in state.points)
    log = state.log_entries()
    return HandResult(tuple(state.tricks_won), tuple(points), scores,
                      {"bonus": tuple(s - p for s, p in zip(scores, points))},
                      lambda: paid_parts(log, ("scored",)))  # every point as it was scored (MJ1, MJ3-MJ6)


def next_options(last: HandState, options: dict[str, Any], totals: list[int | float]) -> dict[str, Any]:
    """MJ8: the next hand starts from the game's totals so far (which begin at the
    ``scores`` a game was started with, :attr:`Match.opening_totals`)."""
    return {**options, "scores": [int(t) for t in totals]}


# ---------------------------------------------------------------- the specs
NAMES: dict[str, Texts] = {
    "four-aces": _texts("four Aces", "vier azen"),
    "four-tens": _texts("four Tens", "vier tienen"),
    "four-kings": _texts("four Kings", "vier heren"),
    "four-queens": _texts("four Queens", "vier vrouwen"),
    "stuk": _texts("stuk (King and Queen of trumps)", "stuk (troefheer en troefvrouw)"),
    "marias": _texts("Marias (King and Queen of a plain suit)", "Marias (heer en vrouw van een niet-troefkleur)"),
    "trump-marjolet": _texts("trump Marjolet (Jack and Queen of trumps)", "troef-Marjolet (troefboer en troefvrouw)"),
    "marjolet": _texts("Marjolet (trump Jack and a plain Queen)", "Marjolet (troefboer en een niet-troefvrouw)"),
    "dix": _texts("Dix (the trump 7 exchanged for the turned card)", "Dix (de troef 7 geruild voor de gedraaide troef)"),
    "five-trumps": _texts("the five highest trumps", "de vijf hoogste troeven"),
    "five-high": _texts("the five highest cards of a plain suit", "de vijf hoogste kaarten van een niet-troefkleur"),
    "binage": _texts("Binage (Jack of diamonds and Queen of spades)", "Binage (ruitenboer en schoppenvrouw)"),
    "ace-ten": _texts("Aces and Tens in the trick", "azen en tienen in de slag"),
    "trump-seven": _texts("the trump 7 played", "de troef 7 gespeeld"),
    "turned-seven": _texts("a 7 turned for trump", "een 7 als troef gedraaid"),
    "last-card": _texts("the last card of the stock", "de laatste kaart van de stok"),
    "last-stock-trick": _texts("the last trick of the stock", "de laatste slag van de stok"),
    "last-trick": _texts("the last trick", "de laatste slag"),
    "all-six": _texts("all six play-out tricks", "alle zes de laatste slagen"),
    "knock-out": _texts("knock-out: the target is reached", "knock-out: het doel is bereikt"),
}

OPTIONS = (
    OptionSpec("scores", "MJ8", _texts("the totals before this hand", "de stand vóór deze hand"),
               lambda players: [0] * players, 0, kind="scores"),
    OptionSpec("target", "MJ8", _texts("points to win the game", "punten om het potje te winnen"),
               lambda players: 500, 1),
)


def _check_scores(spec: GameSpec, options: Mapping[str, Any]) -> Texts | None:
    """MJ8: totals before a hand that already ended the game are refused: one total at
    the target or above it that leads alone (a tie plays on), or any such total under
    ``knock-out``, which ends the game the moment it is reached."""
    scores, target = options["scores"], options["target"]
    top = max(scores)
    if top < target or (not spec.match.knock_out and scores.count(top) > 1):
        return None
    return i18n.in_each_language(MESSAGES["marjolet-game-over"], top=top, target=target)


def _knock_out(spec: GameSpec) -> GameSpec:
    return replace(spec, match=replace(spec.match, knock_out=True))


KNOCK_OUT = Variant(
    "knock-out", "MJ8", _texts("Knock-out", "Knock-out"),
    _texts("The game ends the moment a player reaches the target, in the middle of a hand.",
           "Het potje is uit zodra een speler het doel bereikt, ook midden in een hand."),
    _knock_out,
)


def _marias_jack(spec: GameSpec) -> GameSpec:
    names = dict(spec.names)
    names["marias"] = _texts("Marias (Jack and Queen of a plain suit)", "Marias (boer en vrouw van een niet-troefkleur)")
    return replace(spec, names=names, rules=spec.rules + ("MJ7",),
                   own_rules=replace(rules_of(spec), marias_jack=True))


MARIAS_JACK = Variant(
    "marias-jack", "MJ7", _texts("Marias with the Jack", "Marias met de boer"),
    _texts("Marias is the Jack and Queen of a plain suit instead of the King and Queen.",
           "Marias is boer en vrouw van dezelfde niet-troefkleur in plaats van heer en vrouw."),
    _marias_jack,
)

LAST_WINNER = Variant(
    "last-winner", "MJ5", _texts("Last trick of the stock", "Laatste slag van de stok"),
    _texts("The 10 points for the last card go to the winner of the last stock trick, not to the loser.",
           "De 10 punten voor de laatste kaart gaan naar de winnaar van de laatste slag van de stok, niet naar de verliezer."),
    lambda spec: replace(spec, own_rules=replace(rules_of(spec), last_card_to_winner=True)),
)


def _spec(rules: Rules, title: Texts, summary: Texts, variants: Mapping[str, Variant],
          ids: tuple[str, ...]) -> GameSpec:
    return GameSpec(
        id=rules.game,
        title=title,
        rules=ids,
        pack=PIQUET,
        min_players=2,
        max_players=2,
        default_players=2,
        clockwise=False,
        hand_size=lambda players, options: rules.hand,  # MJ1
        trick_order=NO_TRUMP_ORDER,  # replaced by the turned suit's order at the start (MJ1)
        duty=duty,
        card_points=CARD_POINTS,
        score=score,
        match=MatchRule("MJ8", target=500, next_options=next_options),
        options=OPTIONS,
        check_options=_check_scores,
        variants=variants,
        summary=summary,
        deal=DealRule(rest="stock", turned=True),  # MJ1
        hooks=Hooks(start=start, played=played, trick=trick, window_closed=window_closed),
        orders_for_trump=ORDERS.__getitem__,
        windows=(declaration_window(rules),),
        names={k: v for k, v in NAMES.items() if k in rules.names or k in (
            "ace-ten", "trump-seven", "turned-seven", "last-trick", "knock-out")
            or (k in ("last-card", "last-stock-trick") and rules.last_card) or (k == "all-six" and rules.all_six)},
        last_trick=(LAST_TRICK, "MJ6"),
        own_rules=rules,
    )


MARJOLET = _spec(
    MARJOLET_RULES,
    _texts("Marjolet", "Marjolet"),
    _texts("A two-player draw game of south-west France: collect Aces and Tens, declare after each trick "
           "won, and take the last trick; to 500.",
           "Trek-en-slagspel voor twee uit Zuidwest-Frankrijk: verzamel azen en tienen, roem na elke gewonnen "
           "slag en haal de laatste slag; tot 500."),
    {"marias-jack": MARIAS_JACK, "last-winner": LAST_WINNER, "knock-out": KNOCK_OUT},
    ("MJ1", "MJ2", "MJ3", "MJ4", "MJ5", "MJ6", "MJ8"),
)

BINAGE = _spec(
    BINAGE_RULES,
    _texts("Binage / Cinq Cents", "Binage / Cinq Cents"),
    _texts("The forerunner of Bezique for two: eight cards, one declaration per trick won, Binage is the "
           "Jack of diamonds and Queen of spades; to 500.",
           "De voorloper van Bezique voor twee: acht kaarten, één roem per gewonnen slag, Binage is ruitenboer "
           "en schoppenvrouw; tot 500."),
    {"knock-out": KNOCK_OUT},
    ("MJ1", "MJ2", "MJ3", "MJ4", "MJ5", "MJ6", "MJ8"),
)

SPECS = (MARJOLET, BINAGE)
