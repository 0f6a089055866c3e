"""Klaverjassen for 3 and for 4 (rules/nl/klaverjassen-3.txt, klaverjassen-4.txt; K1-K8).

One module, two games that differ in data: the number of players and cards, the
bidding, the roem values and who scores. The piquet pack (K1), clockwise play.

* **K1** plain order A-10-K-Q-J-9-8-7, trump order J-9-A-10-K-Q-8-7; points J 20 and
  9 14 in trumps, A 11, 10 10, K 4, Q 3, J 2; last trick 10; 162 in all. The trump is
  chosen in the hand: four trick orders and point tables, made once.
* **K2** (Rotterdam) follow; else trump; a trump played must beat the trick's highest
  trump if it can (over-trump), else any lower trump (under-trump); also when the
  partner is winning. ``amsterdams`` (K7) changes the case of a plain suit led.
* **K3** roem in a won trick, for its winner, automatically (the trick hook).
* **K4** the contract: 82 (or ``majority``, or the Leids bid) with card points, last
  trick and own roem; nat: the defenders take 162 and all roem; pit +100.
* **K5** Klaverjas-3 bidding, skart and discard; ``four-at-table``.
* **K6** Klaverjas-4 bidding on turned suits; **K7** its variants; **K8** the game.

What the texts leave open, settled by the decisions:

* Roem is never named by a player, so it is never lost and never false: the engine
  claims it for the trick's winner (K7's hand roem for its holder), and no action
  names it (K3).
* A side that wins no trick never makes its contract, whatever its hand roem (K4, K7).
  In Klaverjas-3 pit is one player's: two defenders who took every trick between them
  score none (K4). K3 nat: the two defenders share 162 + all roem equally (K4); every
  roem value is a multiple of 20, so the share is whole.
* ``leids`` with ``majority``: the playing side needs its bid AND more than the
  defenders (K7).
* The Kraken factor multiplies each side's exact score, pit included, and the sheet
  rounds the product; the doublings are kraken, herkraken and superkraken by how many
  came before, whatever the factor ``schoppen-dubbel`` set (K7).
* After four passes on the turned suit the engine turns the second and voorhand plays
  it: no choice, so no action (K6; RECORD.md); ``voorhand-vrij``'s round after four
  passes is a choice, and its bids are actions (K7).
* A deal everyone passed (K5, ``leids``, ``voorhand-vrij`` twice round) scores all
  zeros, is not among the 16 hands (K8, ``MatchRule.counts``), and the next dealer
  deals. It is no hand of the game, so a Klaverjas-4 game's ``first_hand`` option
  (K6's clubs) stays true for the next deal.
* Hand roem exists only in Klaverjas-4, with ``kraken`` or ``schoppen-dubbel`` (K7's
  variants are Klaverjas-4's).

What no decision covers, and what this module does:

* ``leids``, ``utrechts`` and ``voorhand-vrij`` each replace the bidding and contradict
  each other, so any two of them are refused (``Variant.replaces``).
* ``schoppen-dubbel`` doubles a spades contract as it is made, before the kraken
  question (the order changes no score).
* The Klaverjas-3 Speler's two laid-away cards go to the winner of the last trick
  (K5) at scoring: they count in his card points, not in his tricks.
* In Klaverjas-3 ``state.sides`` becomes 0 for the Speler, 1 for both defenders (the
  dealer who sits out with ``four-at-table``: 2); before the contract every seat has
  its own side.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from functools import cache, cached_property
from itertools import combinations
from operator import itemgetter
from typing import Any, Callable, Mapping, Sequence, TypedDict, cast

from tarotlib import i18n
from tarotlib.actions import PASS, Action, Bid, Double
from tarotlib.cards import NO_SUIT, PIQUET, SUITS, Pack, bits, piquet_bit, piquet_rank, piquet_suit
from tarotlib.errors import IllegalAction
from tarotlib.games.messages import MESSAGES
from tarotlib.phases import DiscardPhase, DiscardRule, Phase, Question, QuestionPhase
from tarotlib.spec import (
    DealRule,
    Duty,
    GameSpec,
    HandResult,
    Hooks,
    MatchRule,
    OptionSpec,
    OwnRules,
    ScorePart,
    Texts,
    TrickOrder,
    Variant,
)
from tarotlib.state import HandState, OwnState, View, evolve

# ---------------------------------------------------------------- K1: cards
SEVEN, EIGHT, NINE, TEN, JACK, QUEEN, KING, ACE = range(8)  # index % 8 (PIQUET_RANKS "7".."A")
SPADES = 3

PLAIN_RANK = (0, 1, 2, 6, 3, 4, 5, 7)  # K1: A-10-K-Q-J-9-8-7, higher wins
TRUMP_RANK = (0, 1, 6, 4, 7, 2, 3, 5)  # K1: J-9-A-10-K-Q-8-7
PLAIN_POINTS = (0, 0, 0, 10, 2, 3, 4, 11)  # K1: A 11, 10 10, K 4, Q 3, J 2
TRUMP_POINTS = (0, 0, 14, 10, 20, 3, 4, 11)  # K1: Jas 20, Nel 14
LAST_TRICK = 10  # K1
TOTAL = 162  # K1: 152 on the cards + 10


def card_points_for(trump: int | None) -> tuple[int, ...]:
    """K1: every card's points with ``trump`` as trump (None: plain values only)."""
    return tuple(TRUMP_POINTS[piquet_rank(i)] if piquet_suit(i) == trump else PLAIN_POINTS[piquet_rank(i)]
                 for i in range(32))


def _order(trump: int | None) -> TrickOrder:
    ranks = tuple(TRUMP_RANK[piquet_rank(i)] if piquet_suit(i) == trump else PLAIN_RANK[piquet_rank(i)]
                  for i in range(32))
    return TrickOrder(PIQUET, ranks, () if trump is None else (trump,), "K1", "K1", () if trump is None else ("K1",))


ORDERS = tuple(_order(t) for t in range(4))
POINTS = tuple(card_points_for(t) for t in range(4))
for _o in ORDERS:
    _o.strength


def orders_for_trump(suit: int) -> TrickOrder:
    """K1: the trick order with ``suit`` as trump (precomputed)."""
    return ORDERS[suit]


def points_for_trump(suit: int) -> tuple[int, ...]:
    """K1: the card points with ``suit`` as trump (precomputed)."""
    return POINTS[suit]


SUIT_MASKS = PIQUET.suit_masks
# ABOVE[t][k]: the trumps of suit t whose trump rank is above k (k = -1: every trump).
ABOVE = tuple(tuple(sum(1 << (t * 8 + r) for r in range(8) if TRUMP_RANK[r] > k) for k in range(-1, 8))
              for t in range(4))


# ---------------------------------------------------------------- K2 / K7: duties
DUTY_KINDS = ("follow", "trump-over", "trump-under", "ruff", "ruff-over", "ruff-over-alone", "ruff-under", "ams-ruff",
              "ams-over", "ams-no-under", "ams-partner")
"""What a player must play in Klaverjassen (K2, K7's Amsterdams), each said by its
``klaverjas-duty-`` message (:mod:`tarotlib.games.messages`)."""


@dataclass(frozen=True)
class KlaverLimit:
    """Why the legal cards are fewer than the hand (K2, K7), in the words of the
    overtroeven / ondertroeven rules; the same interface as :class:`tarotlib.spec.Limit`."""

    rule: str
    kind: str  # one of DUTY_KINDS: its words are MESSAGES["klaverjas-duty-" + kind]
    suit: int = NO_SUIT

    def explain(self, pack: Pack, legal_mask: int, lang: str = "en") -> str:
        values = {"cards": i18n.card_list(pack.cards_in(legal_mask), lang)}
        if self.suit != NO_SUIT:
            values["suit"] = pack.suit_name(self.suit, lang)
        return i18n.fill(MESSAGES[f"klaverjas-duty-{self.kind}"], lang, **values)

    def refuse(self, pack: Pack, legal_mask: int) -> IllegalAction:
        en, nl = (self.explain(pack, legal_mask, lang) for lang in i18n.LANGS)
        return IllegalAction(self.rule, en, nl)


LIMITS = {kind: tuple(KlaverLimit("K7" if kind.startswith("ams") else "K2", kind, suit)
                      for suit in (0, 1, 2, 3, NO_SUIT))
          for kind in DUTY_KINDS}
"""``LIMITS[kind][suit]``, ``[kind][NO_SUIT]`` the last: indexed, not keyed by a tuple made at every card."""
FOLLOW_LIMITS = LIMITS["follow"]  # the duty of most cards played, looked up once


def _highest_trump(state: HandState, trump: int) -> int:
    """The trump rank of the highest trump in the trick so far, -1 if none."""
    best = -1
    for c in state.trick_cards:
        if c >> 3 == trump:
            r = TRUMP_RANK[c & 7]
            if r > best:
                best = r
    return best


def _duty(amsterdams: bool, partners: bool = True) -> Callable[[HandState], tuple[int, KlaverLimit | None]]:
    """K2 (Rotterdam) and, with ``amsterdams``, K7's Amsterdam duty for a plain suit led;
    without ``partners`` (Klaverjas-3, each for himself) its words name no partner."""
    ruff_over = LIMITS["ruff-over" if partners else "ruff-over-alone"]

    def duty(state: HandState) -> tuple[int, KlaverLimit | None]:
        seat, trump = state.turn, state.trump
        assert seat is not None and trump is not None  # trick play: a seat to move, the trump known (K2)
        hand = state.hands[seat]
        led = state.led
        if led < 0:
            return hand, None
        if led != trump:  # the most common case first: a plain suit led and followed
            follow = hand & SUIT_MASKS[led]
            if follow:
                return follow, FOLLOW_LIMITS[led]
        trumps = hand & SUIT_MASKS[trump]
        if led == trump:  # K2 (also K7: trump led as K2)
            if not trumps:
                return hand, None
            higher = trumps & ABOVE[trump][_highest_trump(state, trump) + 1]
            if higher:
                return higher, LIMITS["trump-over"][NO_SUIT]
            return trumps, LIMITS["trump-under"][NO_SUIT]
        if not trumps:
            return hand, None
        higher = trumps & ABOVE[trump][_highest_trump(state, trump) + 1]
        if not amsterdams:  # K2: must trump, over-trump if possible, else under-trump
            if higher:
                return higher, (LIMITS["ruff"] if higher == trumps else ruff_over)[led]
            return trumps, LIMITS["ruff-under"][led]
        others = hand & ~trumps  # K7 amsterdams
        winning = state.winning()
        partner = winning is not None and winning != seat and state.sides[winning] == state.sides[seat]
        if partner:
            legal = others | higher
            if not legal:  # only lower trumps in hand: under-trumping allowed
                return trumps, None
            return legal, LIMITS["ams-partner"][led]
        if higher:  # every trump beats the trick: "must trump", else "must over-trump"
            return higher, LIMITS["ams-ruff" if higher == trumps else "ams-over"][led]
        if others:
            return others, LIMITS["ams-no-under"][led]
        return trumps, None  # nothing but lower trumps: under-trumping allowed

    return duty


# ---------------------------------------------------------------- K3: roem
@dataclass(frozen=True)
class RoemValues:
    """K3: what a trick's roem is worth in this game."""

    runs: tuple[tuple[int, int], ...]  # (run length, value), for the longest run of the trick
    kind: int  # all cards of the trick of one rank
    jacks: int  # all of them Jacks
    stuk: int = 20

    @cached_property
    def for_run(self) -> dict[int, tuple[str, int]]:
        """Per longest run in a trick (3 or 4 cards), its roem: (name, value), the
        longest run of ``runs`` it holds; looked up after every trick with a run."""
        out = {}
        for length in (3, 4):
            longest = max(run for run, _ in self.runs if run <= length)
            out[length] = (f"run-{longest}", max(v for run, v in self.runs if run <= length))
        return out


ROEM_3 = RoemValues(((3, 40),), 80, 120)  # K3, Klaverjas-3
ROEM_4 = RoemValues(((3, 20), (4, 50)), 100, 200)  # K3, Klaverjas-4
KIND_NAMES = {3: ("three-of-a-kind", "three-jacks"), 4: ("four-of-a-kind", "four-jacks")}


SUIT_BYTES = (0, 8, 16, 24)
RUN3_STARTS = sum(0b111111 << shift for shift in SUIT_BYTES)  # ranks 7..Q of each suit: a run of 3 fits
RUN4_STARTS = sum(0b11111 << shift for shift in SUIT_BYTES)  # ranks 7..J: a run of 4 fits


def _maximal_runs(ranks: int) -> tuple[tuple[int, int], ...]:
    """Every maximal run of three or more in a suit's 8-bit rank mask (roem order
    7-8-9-10-J-Q-K-A is the index order, K3) as (first rank, length)."""
    out, run = [], 0
    for r in range(9):
        if r < 8 and ranks >> r & 1:
            run += 1
            continue
        if run >= 3:
            out.append((r - run, run))
        run = 0
    return tuple(out)


SUIT_RUNS = tuple(_maximal_runs(ranks) for ranks in range(256))
"""Per 8-bit rank mask of one suit, its maximal runs: looked up, not scanned, per hand."""
STUK = tuple(piquet_bit(trump, KING) | piquet_bit(trump, QUEEN) for trump in range(4))
"""K3: per trump suit the mask of its King and Queen."""
JACKS = sum(piquet_bit(suit, JACK) for suit in range(4))
ONE_RANK = {size: frozenset(sum(piquet_bit(suit, rank) for suit in suits) for rank in range(8)
                            for suits in combinations(range(4), size)) for size in (3, 4)}
"""K3: per trick size, every trick of that many cards all of one rank (of a kind)."""


def trick_roem(pile: int, trump: int, values: RoemValues, size: int) -> tuple[tuple[str, int], ...]:
    """K3: the roem in the cards of one trick: of-a-kind (replacing runs), else its
    best run; plus Stuk (trump King and Queen), also inside a run. Bit operations on
    the trick's mask: this runs after every trick."""
    out: tuple[tuple[str, int], ...] = ()
    if pile in ONE_RANK[size]:
        jack = pile & JACKS == pile
        out = ((KIND_NAMES[size][jack], values.jacks if jack else values.kind),)
    else:
        run3 = pile & pile >> 1 & pile >> 2 & RUN3_STARTS
        if run3:
            out = (values.for_run[4 if run3 & pile >> 3 & RUN4_STARTS else 3],)
    stuk = STUK[trump]
    if pile & stuk == stuk:
        out += (("stuk", values.stuk),)
    return out


def hand_roem(hand: int) -> list[tuple[str, int, int]]:
    """K7 kraken: the roem of one's own hand: each maximal run in a suit (3 = 20, 4 or
    more = 50), four of a kind 100, four Jacks 200, all adding up. (name, value, cards)."""
    out: list[tuple[str, int, int]] = []
    every_suit = hand & hand >> 8 & hand >> 16 & hand >> 24 & 0xFF  # ranks held in all four suits
    if not (every_suit or hand & hand >> 1 & hand >> 2 & RUN3_STARTS):
        return out  # no run of three and no four of a kind: most hands, asked for each seat (K7)
    for shift in SUIT_BYTES:
        for start, run in SUIT_RUNS[hand >> shift & 0xFF]:
            cards = ((1 << run) - 1) << (shift + start)
            out.append(("hand-run-3", 20, cards) if run == 3 else ("hand-run-4", 50, cards))
    for r in bits(every_suit):
        four = sum(1 << (shift + r) for shift in SUIT_BYTES)
        out.append(("hand-four-jacks", 200, four) if r == JACK else ("hand-four-of-a-kind", 100, four))
    return out


# ---------------------------------------------------------------- the game's own state
@dataclass(frozen=True)
class Contract:
    """Who plays and for what (K4): the bidder, his side, the trump and the points to
    reach: 82, or the Leids bid; 0 under ``majority`` without a Leids bid, where no
    number is enough, only more than the defenders."""

    seat: int
    side: int
    trump: int
    points: int = 82


@dataclass(frozen=True)
class KlaverjasRules(OwnRules):
    """What the two games and their variants change in the contract and its score, as
    data (``GameSpec.own_rules``)."""

    alone: bool  # K5 Klaverjas-3: the Speler alone against two, takes the skart, each scores alone
    majority: bool = False  # K4 ``majority``: the playing side must score more than the defenders
    spades_double: bool = False  # K7 ``schoppen-dubbel``: a spades contract doubles the stake
    amsterdams: bool = False  # K7 ``amsterdams``: no under-trumping, no trumping on the partner's trick (the duty)


@dataclass(frozen=True)
class KlaverjasState(OwnState):
    """Klaverjassen's own state of a hand, replaced, never changed (push/pop undo): the
    bidding, the contract, the stake and each seat's roem; all of it public. (The bids
    themselves are actions: :func:`bids` reads them from a state's or a view's history.)"""

    roem: tuple[int, ...]  # K3: the roem each seat won (K7: hand roem too)
    contract: Contract | None = None  # K4: who plays, for how much; None until made
    factor: int = 1  # K7: the stake's factor (kraken, schoppen dubbel)
    turned_suits: tuple[int, ...] = ()  # K6: the Klaverjas-4 suits turned so far (the second once all passed)
    round: int = 0  # K6: 0 the first turned suit, 1 after all passed (second suit turned / voorhand-vrij)
    passed: frozenset[int] = frozenset()  # leids: a pass is final
    best: tuple[int, int, int] | None = None  # leids: (seat, points, suit) of the last bid
    doubles: int = 0  # K7 kraken: the yes said so far (actions.doubling names the next one)


def own(state: HandState) -> KlaverjasState:
    """Klaverjassen's own state of ``state`` (set by :func:`_start`)."""
    return cast(KlaverjasState, state.own)


def seen(view: View) -> KlaverjasState | None:
    """What a seat's view shows of Klaverjassen's own state (all of it is public); None in another game."""
    return view.own if isinstance(view.own, KlaverjasState) else None


def bids(history: Sequence[tuple[int, Action | None]]) -> tuple[tuple[int, Bid], ...]:
    """Every bid so far with its seat (K5, K6, K7), from ``state.actions`` or
    ``view.history``: bids are public, so every seat's history shows them."""
    return tuple((seat, action) for seat, action in history if type(action) is Bid)


def doubled(view: View) -> int:
    """K7: how many times the stake was doubled by a yes so far, as a seat sees it (0 in another game)."""
    return view.own.doubles if isinstance(view.own, KlaverjasState) else 0


def made_contract(state: HandState) -> Contract | None:
    """The contract in a Klaverjas hand once made (K4); None before it, or in another game."""
    return state.own.contract if isinstance(state.own, KlaverjasState) else None


def rules_of(spec: GameSpec) -> KlaverjasRules:
    return cast(KlaverjasRules, spec.own_rules)


def contract(state: HandState) -> Contract:
    """The contract, once made (K4): asked only in phases that follow it."""
    made = own(state).contract
    assert made is not None
    return made


def _start(state: HandState) -> None:
    """No roem yet, no bid (K3, K5, K6); Klaverjas-4's first suit turned (K6; none with
    K7's utrechts and leids)."""
    state.own = _as_dealt(state.players, (state.deal.trumps or ())[:1])


@cache
def _as_dealt(players: int, turned_suits: tuple[int, ...]) -> KlaverjasState:
    """A hand's own state as dealt: immutable, so made once per table and turned suit."""
    return KlaverjasState((0,) * players, turned_suits=turned_suits)


def _add_roem(state: HandState, seat: int, value: int) -> None:
    part = own(state)
    roem = part.roem
    state.own = evolve(part, roem=roem[:seat] + (roem[seat] + value,) + roem[seat + 1:])


# ---------------------------------------------------------------- bidding
LEIDS_POINTS = tuple(range(82, 163, 10))


PLAY_ANY = tuple(Bid("play", trump=suit) for suit in range(4))
"""Play with each suit as trump: made once, as the bidding lists them at every turn."""
LEIDS_BIDS = tuple(((points, suit), Bid("play", trump=suit, points=points))
                   for points in LEIDS_POINTS for suit in range(4))
"""K7 leids: every bid with its rank (points, then spades > hearts > diamonds > clubs), lowest first."""
LEIDS_LEGAL = {None: (PASS, *(bid for _, bid in LEIDS_BIDS))} | {
    key: (PASS, *(bid for higher, bid in LEIDS_BIDS if higher > key)) for key, _ in LEIDS_BIDS}
"""K7 leids: by the last bid's rank (None before the first bid), pass and every bid above it:
looked up, not filtered, at each of the auction's turns."""


@dataclass(frozen=True)
class BidRound:
    """One round of a bidding in turn (K5, K6, K7), as data: what may be named (the
    turned suit, or any suit), whether a seat may pass, whether voorhand alone bids,
    the words of its refusal (``klaverjas-bid-<words>``) and its decision."""

    words: str
    rule: str
    turned_suit: bool = False
    may_pass: bool = True
    voorhand_only: bool = False


class BidPhase(Phase):
    """K5 (Klaverjas-3), K6 and K7 (Klaverjas-4) bidding in rounds: the first seat to
    play makes the contract; when all pass, the next round starts from voorhand, and
    after the last either the engine turns K6's second suit for voorhand (``second_suit``)
    or the hand ends and the next dealer deals. Only decisions are actions: K6's second
    suit is the engine's step. A bidding is data, its rounds; a variant brings its own
    (:data:`K3_BIDDING`, :data:`K4_BIDDING`, :data:`BIDDINGS`), and no rule reads its name."""

    name = "bid"
    kinds = (Bid,)

    def __init__(self, rounds: tuple[BidRound, ...], rule: str, second_suit: bool = False):
        self.rounds = rounds
        self.rule = rule  # the decision this bidding follows, named by the hint and the panel
        self.second_suit = second_suit  # K6: after four passes the engine turns the second suit

    def _round(self, state: HandState) -> BidRound:
        return self.rounds[own(state).round]

    # -- who and what
    def begin(self, state: HandState) -> None:
        self._open_round(state, self.rounds[0])

    @staticmethod
    def _open_round(state: HandState, bid_round: BidRound) -> None:
        seats = (state.voorhand,) if bid_round.voorhand_only else tuple(state.seats_from(state.voorhand))
        state.turn, state.to_act = seats[0], seats[1:]

    def legal(self, state: HandState) -> list[Action]:
        bid_round = self._round(state)
        named: tuple[Action, ...] = (PLAY_ANY[(state.deal.trumps or ())[0]],) if bid_round.turned_suit else PLAY_ANY
        return [PASS, *named] if bid_round.may_pass else list(named)

    def refuse(self, state: HandState, action: Action) -> IllegalAction:
        bid_round = self._round(state)
        suit = (state.deal.trumps or (0,))[0]  # named only by the turned suit's words
        texts = [i18n.fill(MESSAGES[f"klaverjas-bid-{bid_round.words}"], lang, suit=PIQUET.suit_name(suit, lang))
                 for lang in i18n.LANGS]
        return IllegalAction(bid_round.rule, texts[0], texts[1])

    def outside(self, state: HandState, action: Action, seat: int | None) -> IllegalAction | None:
        """K6: a bid after four passes, where the engine turned the second suit and
        voorhand plays it, is refused in those words (not as 'it is trick play now')."""
        if type(action) is not Bid or not self.second_suit or state.phase is self or own(state).round == 0:
            return None
        second = (state.deal.trumps or ())[1]
        en, nl = (i18n.fill(MESSAGES["klaverjas-second-suit-turned"], lang, suit=PIQUET.suit_name(second, lang),
                            seat=state.voorhand)
                  for lang in i18n.LANGS)
        return IllegalAction("K6", en, nl)

    # -- taking a bid
    def apply(self, state: HandState, action: Action) -> None:
        assert isinstance(action, Bid) and state.turn is not None
        if action.call == "play":
            assert action.trump is not None
            _make_contract(state, state.turn, action.trump, None, self._round(state).rule)
            return
        if state.to_act:
            state.turn, state.to_act = state.to_act[0], state.to_act[1:]
            return
        part = own(state)
        if part.round + 1 < len(self.rounds):  # K7 voorhand-vrij: a free round from voorhand
            state.own = evolve(part, round=part.round + 1)
            self._open_round(state, self.rounds[part.round + 1])
        elif self.second_suit:  # K6: the engine turns the second suit and voorhand plays it: no choice, no action
            state.own = evolve(part, round=1)
            second = (state.deal.trumps or ())[1]
            state.own = evolve(own(state), turned_suits=(state.deal.trumps or ())[:2])
            state.log("suit-turned", state.voorhand, "K6", name=SUITS[second])
            _make_contract(state, state.voorhand, second, None, "K6")
        else:  # all passed: the next dealer deals (K5; K7 voorhand-vrij's second round)
            state.end_hand("all-passed", self.rule)


class LeidsAuction(Phase):
    """K7 ``leids``: an auction from voorhand. A bid must beat the last (points, then
    spades > hearts > diamonds > clubs); a pass is final; the auction ends when the
    other three have passed after a bid; all pass: the next dealer deals."""

    name = "bid"
    kinds = (Bid,)
    rule = "K7"

    def begin(self, state: HandState) -> None:
        seats = tuple(state.seats_from(state.voorhand))
        state.turn, state.to_act = seats[0], seats[1:]

    def legal(self, state: HandState) -> list[Action]:
        best = own(state).best
        return list(LEIDS_LEGAL[None if best is None else (best[1], best[2])])

    def refuse(self, state: HandState, action: Action) -> IllegalAction:
        best = own(state).best
        texts = [i18n.fill(MESSAGES["klaverjas-bid-leids"], lang, last=MESSAGES["klaverjas-bid-none-yet"][lang]
                           if best is None else f"{best[1]} {PIQUET.suit_name(best[2], lang)}")
                 for lang in i18n.LANGS]
        return IllegalAction(self.rule, texts[0], texts[1])

    def apply(self, state: HandState, action: Action) -> None:
        assert isinstance(action, Bid) and state.turn is not None
        seat, part = state.turn, own(state)
        if action.call == "pass":
            part = evolve(part, passed=part.passed | {seat})
        else:
            assert action.trump is not None and action.points is not None
            part = evolve(part, best=(seat, action.points, action.trump))
        state.own = part
        left = state.active - len(part.passed)  # seats still bidding
        if not left:
            state.end_hand("all-passed", "K7")
            return
        best = part.best
        if left == 1 and best is not None and best[0] not in part.passed:
            _make_contract(state, best[0], best[2], best[1], "K7")
            return
        following = state.next_seat(seat)
        while following in part.passed:
            following = state.next_seat(following)
        state.turn = following


TURNED_SUIT = BidRound("turned", "K6", turned_suit=True)
K3_BIDDING = BidPhase((BidRound("k3", "K5"),), "K5")
"""K5: each in turn from voorhand passes or plays in any suit; all pass: the next dealer deals."""
K4_BIDDING = BidPhase((TURNED_SUIT,), "K6", second_suit=True)
"""K6: each in turn plays the turned suit or passes; after four passes the second suit is voorhand's."""
VOORHAND_VRIJ_BIDDING = BidPhase((TURNED_SUIT, BidRound("free", "K7")), "K7")
"""K7 ``voorhand-vrij``: after four passes a free round from voorhand, any suit; all pass again: redeal."""
UTRECHTS_BIDDING = BidPhase((BidRound("utrechts", "K7", may_pass=False, voorhand_only=True),), "K7")
"""K7 ``utrechts``: voorhand alone names the trump suit and plays."""
LEIDS_BIDDING = LeidsAuction()
BIDDINGS: dict[str, tuple[Phase, tuple[int, ...]]] = {
    "voorhand-vrij": (VOORHAND_VRIJ_BIDDING, (1, 2)), "utrechts": (UTRECHTS_BIDDING, (0,)),
    "leids": (LEIDS_BIDDING, (0,))}
"""K7: the bidding each variant plays instead of K6's, and the suits its deal turns."""


def _make_contract(state: HandState, seat: int, trump: int, points: int | None, rule: str) -> None:
    """The contract is made (K4): trump set, sides fixed; Klaverjas-3's Speler takes the
    skart (K5); ``schoppen-dubbel`` doubles a spades contract (K7)."""
    state.set_trump(trump)
    rules = rules_of(state.spec)
    if rules.alone:
        state.sides = tuple(2 if s == state.sitting_out else 0 if s == seat else 1 for s in range(state.players))
    if points is None:  # no Leids bid: 82, or under ``majority`` no number but more than the defenders (K4)
        points = 0 if rules.majority else 82
    state.own = evolve(own(state), contract=Contract(seat, state.sides[seat], trump, points))
    state.log("contract", seat, rule, amount=points, name=SUITS[trump])
    if rules.alone:  # K5: the Speler takes the skart, seen by him alone
        for card in state.deal.rest:
            state.hands[seat] |= 1 << card
            state.out_of_play &= ~(1 << card)
            state.log("drawn", seat, "K5", card=card, hidden_cards=True, name="skart")  # the others see it taken
    if rules.spades_double and trump == SPADES:
        factor = own(state).factor * 2
        state.own = evolve(own(state), factor=factor)
        state.log("factor", seat, "K7", amount=factor, name="spades-double")  # the stake, not points
    state.next_phase()


# ---------------------------------------------------------------- K7 kraken
def _side_seats(state: HandState, side: int) -> list[int]:
    return [s for s in state.seats_from(state.voorhand) if state.sides[s] == side]


def _double_asked(state: HandState) -> list[int]:
    """K7: first the defenders, seat by seat in play order from voorhand."""
    return _side_seats(state, 1 - contract(state).side)


def _double_yes(state: HandState, seat: int) -> list[int]:
    """K7: x2, x4, x8; the first yes of a side moves it on to the other side."""
    part = own(state)
    state.own = evolve(part, doubles=part.doubles + 1, factor=part.factor * 2)
    if part.doubles + 1 >= 3:
        return []
    return _side_seats(state, 1 - state.sides[seat])


def _double_done(state: HandState) -> None:
    state.next_phase()


DOUBLE_PHASE = QuestionPhase("double", Question("K7", Double, _double_asked, _double_yes, _double_done))


def _kraken_played(state: HandState, seat: int, card: int) -> None:
    """K7 kraken: the hand roem is announced with the player's first card, the one he
    plays to the first trick; Stuk in hand when the first of trump King / Queen is
    played while the other is held. Once the first trick is over and one of the two
    has been played, there is no hand roem left to find: the hook stops."""
    first_trick = state.trick_number == 1
    if first_trick:
        for name, value, cards in hand_roem(state.hands[seat] | 1 << card):
            _add_roem(state, seat, value)
            state.log("roem", seat, "K7", amount=value, cards=bits(cards), name=name)
    trump = state.trump
    assert trump is not None  # a card is played once the trump is known (K2)
    stuk = STUK[trump]
    if stuk >> card & 1 and state.hands[seat] & stuk:  # the card played already left the hand
        other = stuk ^ 1 << card
        _add_roem(state, seat, 20)
        state.log("roem", seat, "K7", amount=20, cards=(card, other.bit_length() - 1), name="hand-stuk")
    if not first_trick and sum(state.hands) & stuk != stuk:  # one of the two played: Stuk was now or never
        state.stop_played_hook()


def _trick_hook(values: RoemValues) -> Callable[[HandState, int, int], None]:
    def trick(state: HandState, winner: int, pile: int) -> None:
        """K3: the roem in the cards of a won trick, for its winner, automatically: no
        action names it, so it is never lost and never false (no penalty)."""
        trump = state.trump
        assert trump is not None  # a trick is played once the trump is known (K2)
        stuk = STUK[trump]
        if not (pile & pile >> 1 & pile >> 2 & RUN3_STARTS or pile & stuk == stuk or pile in ONE_RANK[state.active]):
            return  # no run, no Stuk, not all of one rank: most tricks (trick_roem's own tests)
        for name, value in trick_roem(pile, trump, values, state.active):
            _add_roem(state, winner, value)
            state.log("roem", winner, "K3", amount=value, cards=bits(pile), name=name)

    return trick


# ---------------------------------------------------------------- K4 scoring
def sheet_round(value: int | float) -> int:
    """K4: the nearest ten, halves up (the score sheet)."""
    return int((value + 5) // 10 * 10)


def _score(state: HandState) -> HandResult:
    """K4: made: each side (K3: each player) scores its card points, last trick and
    roem; nat (also whenever the playing side won no trick): the defenders all 162 and
    all roem (K3: shared equally); pit +100 after the split, never shared; times the
    Kraken factor (K7), pit included; ``sheet`` rounded."""
    part = own(state)
    if state.ended or part.contract is None:
        zeros = (0,) * state.players
        return HandResult(zeros, zeros, zeros, {"sheet": zeros, "roem": zeros, "nat": False, "pit": False})
    if rules_of(state.spec).alone:
        return _score_k3(state)
    sides = state.sides  # K6: two sides of partners
    piles, roem, tricks = [0, 0], [0, 0], [0, 0]
    for seat, side in enumerate(sides):
        piles[side] |= state.won[seat]
        roem[side] += part.roem[seat]
        tricks[side] += state.tricks_won[seat]
    cards = [state.count_points(piles[0]), state.count_points(piles[1])]
    last = sides[state.last_trick_winner()]
    cards[last] += LAST_TRICK
    player = part.contract.side
    made = _made(state, cards[player] + roem[player], cards[1 - player] + roem[1 - player], tricks[player])
    if made:
        side_score = [cards[0] + roem[0], cards[1] + roem[1]]
    else:  # nat: the defenders take all
        side_score = [0, 0]
        side_score[1 - player] = TOTAL + roem[0] + roem[1]
    all_tricks = state.trick_number - 1
    pit = [tricks[side] == all_tricks for side in (0, 1)]
    for side in (0, 1):
        if pit[side]:
            side_score[side] += 100  # K4: pit, added after the split
    factor = part.factor
    scored = [v * factor for v in side_score]  # K7 kraken: the whole exact score, pit included
    per = itemgetter(*sides)  # each seat its side's figure, as a tuple

    def explained() -> list[ScorePart]:
        """Each seat its side's parts (K6), from the figures added up above."""
        out: list[ScorePart] = []
        for seat, side in enumerate(sides):
            if made:
                out += _made_parts(seat, cards[side], side == last, roem[side])
            elif side == player:
                out.append(ScorePart(seat, "nat-against", 0, "K4"))
            else:
                out += (ScorePart(seat, "nat", TOTAL, "K4"), ScorePart(seat, "nat-roem", roem[0] + roem[1], "K4"))
            out += _pit_and_factor(seat, pit[side], side_score[side], factor)
            out += _counted(_made_parts(seat, cards[side], side == last, roem[side]))
        return out

    return HandResult(per(tricks), per(cards), per(scored),
                      {"sheet": per(list(map(sheet_round, scored))), "roem": per(roem),
                       "nat": not made, "pit": all_tricks in tricks}, explained)


def _made_parts(seat: int, cards: int, last: bool, roem: int) -> list[ScorePart]:
    """K4 made: the card points (K1), the last trick's 10 (K1) and the roem (K3)."""
    if last:
        return [ScorePart(seat, "card-points", cards - LAST_TRICK, "K1"),
                ScorePart(seat, "last-trick", LAST_TRICK, "K1"), ScorePart(seat, "roem", roem, "K3")]
    return [ScorePart(seat, "card-points", cards, "K1"), ScorePart(seat, "roem", roem, "K3")]


def _counted(parts: list[ScorePart]) -> list[ScorePart]:
    """K4: what counts towards the contract, made or nat: card points, the last trick and
    the side's own roem (figure ``contract``, no figure of the result: a side's measure)."""
    return [part._replace(rule="K4", figure="contract") for part in parts]


def _pit_and_factor(seat: int, pit: bool, exact: int, factor: int) -> list[ScorePart]:
    """K4's pit, then what the Kraken factor adds to the exact score (K7: pit included)."""
    out = [ScorePart(seat, "pit", 100, "K4")] if pit else []
    if factor != 1:
        out.append(ScorePart(seat, "factor", exact * (factor - 1), "K7", times=factor))
    return out


def _score_k3(state: HandState) -> HandResult:
    """K4 for Klaverjas-3 (K5): the Speler against the two defenders, each scoring alone;
    the discards go to the last trick's winner."""
    part = own(state)
    players, sides, roem = state.players, state.sides, part.roem
    piles = state.won[:]
    last = state.last_trick_winner()
    piles[last] |= sum(state.laid)  # K5: the Speler's discards go to the last trick's winner
    seat_cards = list(map(state.count_points, piles))
    seat_cards[last] += LAST_TRICK
    speler = contract(state).seat
    speler_points = seat_cards[speler] + roem[speler]
    made = _made(state, speler_points, sum(seat_cards) + sum(roem) - speler_points, state.tricks_won[speler])
    if made:
        exact = [seat_cards[s] + roem[s] if s != state.sitting_out else 0 for s in range(players)]
    else:
        share = (TOTAL + sum(roem)) // 2
        exact = [share if sides[s] == 1 else 0 for s in range(players)]
    all_tricks = state.trick_number - 1
    pit = [state.tricks_won[s] == all_tricks and s != state.sitting_out for s in range(players)]
    for s in range(players):  # K4: pit is one player's, never two defenders' together
        if pit[s]:
            exact[s] += 100
    factor, sitting_out = part.factor, state.sitting_out
    score = [v * factor for v in exact]

    def explained() -> list[ScorePart]:
        out: list[ScorePart] = []
        for s in range(players):
            if s == sitting_out:
                continue
            if made:
                out += _made_parts(s, seat_cards[s], s == last, roem[s])
            elif sides[s] == 1:  # K4 (K3): the defenders share 162 and all roem (each roem a multiple of 20)
                out += (ScorePart(s, "nat", TOTAL // 2, "K4", "shared"),
                        ScorePart(s, "nat-roem", sum(roem) // 2, "K4", "shared"))
            else:
                out.append(ScorePart(s, "nat-against", 0, "K4"))
            out += _pit_and_factor(s, pit[s], exact[s], factor)
            out += _counted(_made_parts(s, seat_cards[s], s == last, roem[s]))
        return out

    return HandResult(tuple(state.tricks_won), tuple(seat_cards), tuple(score),
                      {"sheet": tuple(map(sheet_round, score)), "roem": tuple(roem),
                       "nat": not made, "pit": max(state.tricks_won) == all_tricks}, explained)


def _made(state: HandState, points: int, others: int, tricks: int) -> bool:
    """K4: the players make their contract with its points (82, or the Leids bid); with
    ``majority``, also with more than the others (K3: than both defenders together; K7:
    a Leids bid and the majority both). A side that wins no trick never makes it, whatever
    its hand roem (K4, K7)."""
    return tricks > 0 and points >= contract(state).points and (not rules_of(state.spec).majority or points > others)


# ---------------------------------------------------------------- K5 discard
def _discard_allowed(state: HandState, seat: int) -> tuple[int, dict[str, str]]:
    return state.hands[seat], dict(MESSAGES["klaverjas-discard-any"])


DISCARD_PHASE = DiscardPhase(DiscardRule("K5", 2, lambda state: contract(state).seat, _discard_allowed))


# ---------------------------------------------------------------- names
NAMES: dict[str, dict[str, str]] = {
    "run-3": {"en": "run of three", "nl": "driekaart"},
    "run-4": {"en": "run of four", "nl": "vierkaart"},
    "three-of-a-kind": {"en": "three of a kind", "nl": "drie gelijke kaarten"},
    "three-jacks": {"en": "three Jacks", "nl": "drie boeren"},
    "four-of-a-kind": {"en": "four of a kind", "nl": "vier gelijke kaarten"},
    "four-jacks": {"en": "four Jacks", "nl": "vier boeren"},
    "stuk": {"en": "stuk (King and Queen of trumps)", "nl": "stuk (troefheer en -vrouw)"},
    "hand-run-3": {"en": "run of three in hand", "nl": "driekaart in de hand"},
    "hand-run-4": {"en": "run of four or more in hand", "nl": "vierkaart of meer in de hand"},
    "hand-four-of-a-kind": {"en": "four of a kind in hand", "nl": "vier gelijke kaarten in de hand"},
    "hand-four-jacks": {"en": "four Jacks in hand", "nl": "vier boeren in de hand"},
    "hand-stuk": {"en": "stuk in hand", "nl": "stuk in de hand"},
    "skart": {"en": "the skart", "nl": "de skart"},
    "all-passed": {"en": "everyone passed", "nl": "iedereen paste"},
    "spades-double": {"en": "spades are trump (schoppen dubbel)", "nl": "schoppen is troef (schoppen dubbel)"},
    "c": {"en": "clubs", "nl": "klaveren"},
    "d": {"en": "diamonds", "nl": "ruiten"},
    "h": {"en": "hearts", "nl": "harten"},
    "s": {"en": "spades", "nl": "schoppen"},
}


# ---------------------------------------------------------------- the two games
def _build(spec: GameSpec, names: tuple[str, ...]) -> GameSpec:
    """The spec with the variants ``names``: the parts that depend on them made anew."""
    alone = rules_of(spec).alone
    rules = list(spec.rules)
    for name in names:
        rule = spec.variants[name].rule
        if rule not in rules:
            rules.append(rule)
    own_rules = KlaverjasRules(alone, majority="majority" in names, spades_double="schoppen-dubbel" in names,
                               amsterdams="amsterdams" in names)
    changes: dict[str, Any] = {"rules": tuple(rules), "own_rules": own_rules}
    if alone:
        if "four-at-table" in names:
            changes.update(min_players=4, max_players=4, default_players=4, dealer_sits_out=True,
                           deal=DealRule(sizes=_k3_sizes, rest="skart"))
        return replace(spec, **changes)
    bidding: Phase = K4_BIDDING
    counts: tuple[int, ...] = (2,)  # K6: the suits turned for the bidding
    for name in names:
        if name in BIDDINGS:
            bidding, counts = BIDDINGS[name]
    phases: list[Phase] = [bidding]
    hooks = spec.hooks
    if "kraken" in names or "schoppen-dubbel" in names:
        phases.append(DOUBLE_PHASE)
        hooks = replace(hooks, played=_kraken_played)
    changes.update(phases=tuple(phases), hooks=hooks, deal=DealRule(rest="out", trumps=counts),
                   duty=_duty(own_rules.amsterdams))
    return replace(spec, **changes)


def _k3_sizes(players: int, dealer: int, options: Mapping[str, Any]) -> tuple[int, ...]:
    """K5: 10 cards each; with four at the table the dealer sits out (0 cards)."""
    return tuple(0 if players == 4 and seat == dealer else 10 for seat in range(players))


def _variant(name: str, rule: str, title: dict[str, str], summary: dict[str, str],
             replaces: dict[str, str] | None = None) -> Variant:
    return Variant(name, rule, title, summary, lambda spec: _build(spec, spec.active_variants + (name,)), replaces)


BIDDING = {"en": "the bidding", "nl": "het bieden"}
"""K7: what ``utrechts``, ``leids`` and ``voorhand-vrij`` each replace, so at most one applies."""


MAJORITY = _variant(
    "majority", "K4", {"en": "Majority", "nl": "Meerderheid"},
    {"en": "The playing side must score more than the defenders, card points and roem, instead of 82.",
     "nl": "De spelende partij moet meer halen dan de verdedigers, kaartpunten en roem, in plaats van 82."})

K3_VARIANTS = {
    "four-at-table": _variant(
        "four-at-table", "K5", {"en": "Four at the table", "nl": "Met vier aan tafel"},
        {"en": "Four people play; the dealer sits out each hand.",
         "nl": "Met vier personen; de deler zit elke hand uit."}),
    "majority": MAJORITY,
}

K4_VARIANTS = {
    "utrechts": _variant(
        "utrechts", "K7", {"en": "Utrechts", "nl": "Utrechts"},
        {"en": "No suit is turned: voorhand always plays and names the trump.",
         "nl": "Er wordt geen troef gedraaid: voorhand speelt altijd en kiest de troef."}, BIDDING),
    "leids": _variant(
        "leids", "K7", {"en": "Leids", "nl": "Leids"},
        {"en": "An auction of trump suit and points (82 to 162); the highest bid plays for its points.",
         "nl": "Een biedronde van troefkleur en punten (82 tot 162); wie het hoogst biedt, speelt voor die punten."}, BIDDING),
    "voorhand-vrij": _variant(
        "voorhand-vrij", "K7", {"en": "Voorhand vrij", "nl": "Voorhand vrij"},
        {"en": "If all pass the turned suit, each in turn may name any suit and play.",
         "nl": "Past iedereen op de gedraaide kleur, dan mag ieder om de beurt een kleur noemen en spelen."}, BIDDING),
    "amsterdams": _variant(
        "amsterdams", "K7", {"en": "Amsterdams", "nl": "Amsterdams"},
        {"en": "No under-trumping, and no need to trump when your partner is winning.",
         "nl": "Ondertroeven mag niet, en je hoeft niet te troeven als je maat de slag heeft."}),
    "kraken": _variant(
        "kraken", "K7", {"en": "Kraken", "nl": "Kraken"},
        {"en": "The defenders may double, the players redouble, and again (×2, ×4, ×8); roem in hand counts.",
         "nl": "De verdedigers mogen kraken, de spelers herkraken en de verdedigers nog eens superkraken (×2, ×4, ×8); roem in de hand telt."}),
    "schoppen-dubbel": _variant(
        "schoppen-dubbel", "K7", {"en": "Schoppen dubbel", "nl": "Schoppen dubbel"},
        {"en": "Kraken, and a spades contract counts double once more.",
         "nl": "Kraken, en een spel met schoppen troef telt nog eens dubbel."}),
    "majority": MAJORITY,
}


def _k4_next_options(last: HandState, options: dict[str, Any], totals: list[int | float]) -> dict[str, Any]:
    """K6, K8: only the first hand of a game has clubs; an all-passed first hand is dealt
    again as the first."""
    options["first_hand"] = bool(last.options.get("first_hand")) and last.ended == "all-passed"
    return options


def _counts(hand: HandState) -> bool:
    """K8: a deal everyone passed is no hand of the game: not among the 16."""
    return hand.ended != "all-passed"


class _Shared(TypedDict):
    """The spec fields Klaverjassen for 3 and for 4 share."""

    pack: Pack
    clockwise: bool
    trick_order: TrickOrder
    duty: Duty
    card_points: tuple[int, ...]
    score: Callable[[HandState], HandResult]
    orders_for_trump: Callable[[int], TrickOrder]
    points_for_trump: Callable[[int], tuple[int, ...]]
    names: Mapping[str, Texts]
    last_trick: tuple[int, str]


_BASE = _Shared(
    pack=PIQUET,
    clockwise=True,  # K1
    trick_order=TrickOrder(PIQUET, tuple(PLAIN_RANK[piquet_rank(i)] for i in range(32)), (), "K1", "K1"),
    duty=_duty(False, partners=False),
    card_points=card_points_for(None),
    score=_score,
    orders_for_trump=orders_for_trump,
    points_for_trump=points_for_trump,
    names=NAMES,
    last_trick=(LAST_TRICK, "K1"),
)

KLAVERJAS_3 = GameSpec(
    id="klaverjas-3",
    title={"en": "Klaverjassen for 3", "nl": "Klaverjassen met 3"},
    summary={"en": "Each for himself: the Speler names trump, takes the skart and must make 82 of 162 points.",
             "nl": "Ieder voor zich: de Speler kiest troef, neemt de skart en moet 82 van de 162 punten halen."},
    rules=("K1", "K2", "K3", "K4", "K5", "K8"),
    min_players=3,
    max_players=3,
    default_players=3,
    hand_size=lambda players, options: 10,  # K5
    match=MatchRule("K8", hands=16, counts=_counts, next_dealer=lambda last: last.voorhand),
    deal=DealRule(sizes=_k3_sizes, rest="skart"),  # K5: two cards of skart
    phases=(K3_BIDDING, DISCARD_PHASE),
    hooks=Hooks(start=_start, trick=_trick_hook(ROEM_3)),
    own_rules=KlaverjasRules(alone=True),
    variants=K3_VARIANTS,
    **_BASE,
)

KLAVERJAS_4 = _build(GameSpec(
    id="klaverjas-4",
    title={"en": "Klaverjassen for 4", "nl": "Klaverjassen met 4"},
    summary={"en": "Two against two: play the turned trump or pass; the playing side must make 82 of 162.",
             "nl": "Twee tegen twee: speel op de gedraaide troef of pas; de spelende partij moet 82 van 162 halen."},
    rules=("K1", "K2", "K3", "K4", "K6", "K8"),
    min_players=4,
    max_players=4,
    default_players=4,
    hand_size=lambda players, options: 8,  # K6
    match=MatchRule("K8", hands=16, counts=_counts, next_options=_k4_next_options,
                    first_options={"first_hand": True}),  # K6: clubs in the first hand of a game
    options=(OptionSpec("first_hand", "K6", {"en": "first hand of the game (clubs)",
                                               "nl": "eerste hand van het potje (klaveren)"},
                        lambda players: False, kind="bool"),),
    sides=lambda players: (0, 1, 0, 1),  # K6: partners opposite
    hooks=Hooks(start=_start, trick=_trick_hook(ROEM_4)),
    own_rules=KlaverjasRules(alone=False),
    variants=K4_VARIANTS,
    **_BASE,
), ())

SPECS = (KLAVERJAS_3, KLAVERJAS_4)

__all__ = ["KLAVERJAS_3", "KLAVERJAS_4", "SPECS", "Contract", "KlaverjasRules", "KlaverjasState", "hand_roem",
           "trick_roem", "sheet_round"]
