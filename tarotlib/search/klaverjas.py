"""Klaverjassen's own double-dummy solver: the fast path of the generic search for
Klaverjassen-3 and -4, every variant (K1-K7).

The value is the engine's: :func:`tarotlib.search.objective.final_value` of the final
``result.score`` for the camp of the seat to move. That value is not additive: the
contract's threshold (82, ``majority`` or the Leids bid, K4), nat (the defenders take
162 and all roem), pit, the rule that a side without a trick cannot make its contract
(K4, K7) and the Kraken factor (K7) all act on the sums at the end. So the search
keeps what happened so far beside the cards (the playing camp's card points, each
camp's roem, which seats won a trick) and, internally, works on the final value for
the playing camp (times 2 in Klaverjas-3, whose defenders share; before the factor),
in two modes:

* **conditions**: every search is a null-window test, whether the final value
  reaches x; with the seats that won a trick fixed as far as the final value reads
  them (pit, K4's no-trick rule), that is a condition on the future's sums alone
  (card points plus roem against the contract, the margin, nat's roem). Its table,
  keyed on the cards, the leader and those seats only, keeps the conditions proven
  reachable and those proven out of reach, and answers any condition one of them
  settles, whatever came before;
* **additive**: once both camps hold a trick (the holder of the highest trump counts
  as holding one: he will win the trick he plays it to) and no roem can come any
  more (no three cards of a run in three hands, no Stuk split over two hands, no rank
  in every hand), the final value is a
  non-decreasing function of the playing camp's card points: the search sums its
  *future* card points, a plain additive game whose table entries hold whatever
  came before (as Skat solvers do), the window translated there and back; and where
  the contract is made (or failed) whatever comes, the final value is the past's plus
  a weighted sum of future points and roem, likewise additive.

The value comes from null-window tests, the first asking whether the contract is
made, then halving the interval the value lies in (MTD's bisection), the root's own
loop keeping what each test proved of each card so that the best cards need few
tests more. Moves are ordered (the table's best lead first,
then cheap heuristics: win a trick with the card that keeps it, smear points on a
trick the own camp holds, give nothing to the other; in a test of whether roem can be
kept off, the defenders' roem cards first); cards of no points held by one
seat with no other card of their suit out between them, and in no possible roem, are
one card (they cannot change a trick, a point or a roem); the points and the roem
still out bound what can change (quick bounds), less the points each camp is sure of
(:func:`quick_tricks`), and a contract out of reach is nat.
"""

from __future__ import annotations

from functools import cache
from typing import Callable

from tarotlib.errors import TarotlibError
from tarotlib.games.klaverjas import (
    ABOVE,
    LAST_TRICK,
    ORDERS,
    POINTS,
    ROEM_3,
    ROEM_4,
    RUN3_STARTS,
    STUK,
    TOTAL,
    hand_roem,
    own,
    rules_of,
    trick_roem,
)
from tarotlib.phases import PLAY
from tarotlib.search.objective import SearchStopped, Solution
from tarotlib.state import HandState

INFINITY = 1 << 20
"""Beyond any final value (scores stay below 1,000 before the factor)."""
PIT = 100  # K4
POINTS_MODE, MADE_MODE, NAT_MODE = range(3)
"""What the additive search sums: the playing camp's card points; the final value of a
contract made whatever comes; of one that cannot be made (nat)."""
KLAVERJAS_GAMES = ("klaverjas-3", "klaverjas-4")
SUIT_MASKS = tuple(0xFF << (8 * suit) for suit in range(4))
BYTE_POINTS = tuple(tuple(tuple(sum(POINTS[trump][8 * suit + r] for r in range(8) if byte >> r & 1)
                                for byte in range(256)) for suit in range(4)) for trump in range(4))
"""K1: ``BYTE_POINTS[trump][suit][ranks]``: the points of a suit's cards (an 8-bit rank mask)."""


def points_of(mask: int, trump: int) -> int:
    """K1: the card points of ``mask`` with ``trump`` as trump, a table look-up per suit."""
    table = BYTE_POINTS[trump]
    return table[0][mask & 0xFF] + table[1][mask >> 8 & 0xFF] + table[2][mask >> 16 & 0xFF] + table[3][mask >> 24]


@cache
def _between(trump: int) -> tuple[tuple[int, ...], ...]:
    """``[c][d]``: the cards of c's suit ranked strictly between c and d (K1's orders)."""
    rank = ORDERS[trump].suit_rank
    out = []
    for c in range(32):
        row = []
        for d in range(32):
            if c >> 3 != d >> 3:
                row.append(-1)
                continue
            low, high = sorted((rank[c], rank[d]))
            row.append(sum(1 << e for e in range(c & ~7, (c & ~7) + 8) if low < rank[e] < high))
        out.append(tuple(row))
    return tuple(out)


@cache
def _higher(trump: int) -> tuple[int, ...]:
    """Per card the cards of its suit ranked above it (K1's orders)."""
    rank = ORDERS[trump].suit_rank
    return tuple(sum(1 << d for d in range(c & ~7, (c & ~7) + 8) if rank[d] > rank[c]) for c in range(32))


@cache
def _lead_order(trump: int) -> tuple[int, ...]:
    """Per card its rank in its own suit, trumps above: leading high first."""
    rank = ORDERS[trump].suit_rank
    return tuple(rank[c] + (8 if c >> 3 == trump else 0) for c in range(32))


ZERO_POINTS = tuple(sum(1 << c for c in range(32) if not POINTS[trump][c]) for trump in range(4))
"""K1: per trump the cards worth no points (plain 7, 8, 9; trump 7, 8): the only cards
one of which can stand for another, since in a suit every other card's points differ."""


def roem_live(hands: list[int], trump: int) -> int:
    """K3: the cards still out that some future trick could score roem with: three of a
    run in three different hands, trump King and Queen in two, a rank held by every
    hand (Klaverjas-4: all four cards; Klaverjas-3: three of them). A superset of what
    play can reach; it only shrinks as cards are played."""
    rest = hands[0] | hands[1] | hands[2] | hands[3]
    live = 0
    starts = rest & rest >> 1 & rest >> 2 & RUN3_STARTS
    if starts:
        for h in hands:
            if h:
                starts &= ~(h & h >> 1 | h & h >> 2 | h >> 1 & h >> 2)
        live = starts | starts << 1 | starts << 2
    every = 0xFF
    for h in hands:
        if h:
            every &= (h | h >> 8 | h >> 16 | h >> 24) & 0xFF
    if every:
        live |= rest & every * 0x01010101
    stuk = STUK[trump]
    if rest & stuk == stuk and all(h & stuk != stuk for h in hands):
        live |= stuk
    return live


@cache
def _trump_order(trump: int) -> tuple[int, ...]:
    """The trumps as bits, highest first (K1)."""
    strength = ORDERS[trump].strength[trump]
    return tuple(1 << c for c in sorted(range(8 * trump, 8 * trump + 8), key=lambda c: -strength[c]))


def quick_tricks(hands: list[int], trump: int, camp: tuple[int, ...], bonus: int) -> tuple[int, int, int]:
    """Quick tricks (as DDS has them): the hand holding the highest trump left wins
    the trick he plays it to (K1, K2), and so with each next trump while he holds
    the highest left; their points go to his camp whatever is played; where those
    trumps are all his cards he wins every trick, and his camp all the points left
    with the last trick's ``bonus``. Returned: that seat as a bit (0 with no trump
    left) and the card points the playing camp (``camp[seat]`` 1) and the defenders
    are sure of."""
    rest = hands[0] | hands[1] | hands[2] | hands[3]
    holder = seat = masters = 0
    for bit in _trump_order(trump):
        if not rest & bit:
            continue
        if not holder:
            seat = next(s for s in range(4) if hands[s] & bit)
            holder = 1 << seat
        if not hands[seat] & bit:
            break
        masters |= bit
    if not holder:
        return 0, 0, 0
    sure = points_of(rest, trump) + bonus if masters == hands[seat] else points_of(masters, trump)
    return (holder, sure, 0) if camp[seat] else (holder, 0, sure)


def roem_bound(live: int, trump: int, k3: bool, tricks: int) -> int:
    """K3: the most roem the ``live`` cards can still score in ``tricks`` tricks: a run
    per three live cards of a suit (50 where four live cards follow each other in
    Klaverjas-4, else 20; Klaverjas-3: 40), of-a-kind per rank with three (Klaverjas-4:
    four) live cards, Stuk; and no trick more than the best of these with Stuk."""
    if not live:
        return 0
    total = best = 0
    for shift in (0, 8, 16, 24):
        suit = live >> shift & 0xFF
        if suit:
            run = 40 if k3 else 50 if suit & suit >> 1 & suit >> 2 & suit >> 3 else 20
            runs = suit.bit_count() // 3
            if runs:
                total += runs * run
                best = max(best, run)
    kind_cards = 3 if k3 else 4
    for rank in range(8):
        if (live >> rank & 0x01010101).bit_count() >= kind_cards:
            kind = (120 if k3 else 200) if rank == 4 else (80 if k3 else 100)
            total += kind
            best = max(best, kind)
    stuk = 20 if live & STUK[trump] == STUK[trump] else 0
    return min(total + stuk, tricks * best + stuk)


def _refuse(en: str, nl: str) -> TarotlibError:
    """Why a state cannot be solved here, in both languages."""
    return TarotlibError(f"solve_klaverjas: {en}", f"solve_klaverjas: {nl}")


def _check(state: HandState) -> None:
    """Refuse a state that is no Klaverjassen trick play with every hand complete."""
    if getattr(state, "spec", None) is None or state.spec.id not in KLAVERJAS_GAMES:
        game = getattr(getattr(state, "spec", None), "id", type(state).__name__)
        raise _refuse(f"state: a Klaverjassen-3 or -4 hand is needed, not {game}",
                      f"state: er is een hand Klaverjassen met 3 of 4 nodig, geen {game}")
    if state.result is not None or state.phase is not PLAY or state.turn is None:
        raise _refuse("state: the hand is not in trick play (it is over, or still in its bidding)",
                      "state: de hand is niet in het slagenspel (ze is voorbij, of nog in het bieden)")
    played = set(state.trick_seats)
    sizes = {state.hands[s].bit_count() + (s in played) for s in range(state.players) if s != state.sitting_out}
    if len(sizes) != 1 or not state.hands[state.turn]:
        raise _refuse("state.hands: every seat must hold as many cards as the tricks still to play",
                      "state.hands: elke stoel moet evenveel kaarten hebben als er nog slagen te spelen zijn")


def solve_klaverjas(state: HandState, *, values: bool = False, max_nodes: int | None = None) -> Solution:
    """The exact value of a Klaverjassen position for the camp of the seat to move
    (``final_value`` of the final score, K4 K7), the legal actions that reach it, and
    with ``values`` the exact value of each legal action. ``state`` is not changed.
    ``max_nodes``: past that many cards tried, :class:`~.objective.SearchStopped`."""
    _check(state)
    return _Solver(state, max_nodes).solve(values)


NO_LIMIT = 1 << 62
"""``max_nodes`` when none is given: never reached."""


class _Solver:
    """One search: the position taken from the state in ints, the tables of its trump,
    the search functions as closures over them."""

    def __init__(self, state: HandState, max_nodes: int | None = None):
        spec = state.spec
        rules, part = rules_of(spec), own(state)
        trump = state.trump
        assert trump is not None and part.contract is not None
        k3 = rules.alone
        players, out = state.players, state.sitting_out
        playing = part.contract.side
        self.state = state
        self.k3 = k3
        self.trump = trump
        self.camp = tuple(1 if s < players and s != out and state.sides[s] == playing else 0 for s in range(4))
        self.pmask = sum(1 << s for s in range(4) if self.camp[s])
        self.dmask = sum(1 << s for s in range(players) if s != out and not self.camp[s])
        self.next = tuple(state.next_seat(s) if s < players else 0 for s in range(4))
        self.n = state.active
        self.need = part.contract.points
        self.majority = rules.majority
        self.amsterdams = rules.amsterdams
        self.factor = part.factor
        laid = sum(state.laid) if k3 else 0  # K5: the Speler's two cards go with the last trick
        self.bonus = LAST_TRICK + points_of(laid, trump)
        in_play = sum(state.won) | sum(state.hands) | sum(1 << c for c in state.trick_cards) | laid
        self.total = points_of(in_play, trump) + LAST_TRICK  # 162 (K1), less in a scenario of fewer cards
        self.hands = list(state.hands) + [0] * (4 - players)
        self.a = sum(points_of(state.won[s], trump) for s in range(players) if self.camp[s])
        roem = list(part.roem) + [0] * (4 - players)
        self.r_play = sum(r for s, r in enumerate(roem) if self.camp[s])
        self.r_def = sum(roem) - self.r_play
        self._hand_roem_to_come(state)
        self.won = sum(1 << s for s in range(players) if state.tricks_won[s])
        self.slope = 3 if k3 else 2  # how fast the final value grows with a made contract's card points
        self.nodes = 0
        self.max_nodes = NO_LIMIT if max_nodes is None else max_nodes

    def stopped(self) -> SearchStopped:
        """The search ran past ``max_nodes``: the caller goes shallower or gives up."""
        return SearchStopped(self.max_nodes)

    def _hand_roem_to_come(self, state: HandState) -> None:
        """K7 kraken: the hand roem still to be announced is certain whatever is played:
        each seat yet to play to the first trick shows its hand's roem with its first
        card, and a seat holding trump King and Queen shows Stuk with the first of them."""
        if state.spec.hooks.played is None:
            return
        stuk = STUK[self.trump]
        for seat in range(state.players):
            hand = state.hands[seat]
            gain = 20 if hand & stuk == stuk else 0
            if state.trick_number == 1 and seat not in state.trick_seats and seat != state.sitting_out:
                gain += sum(value for _, value, _ in hand_roem(hand))
            if self.camp[seat]:
                self.r_play += gain
            else:
                self.r_def += gain

    # ------------------------------------------------------------ the final value
    def final(self) -> Callable[[int, int, int, int], int]:
        """``final(a, rP, rD, won)``: the final value for the playing camp (times 2 in
        Klaverjas-3, before the factor) from its card points with the last trick, each
        camp's roem and the seats that won a trick (K4, K5, K7)."""
        need, majority, pmask, dmask, total = self.need, self.majority, self.pmask, self.dmask, self.total
        if self.k3:
            single = {1 << s for s in range(4) if dmask >> s & 1}

            def final3(a: int, r_play: int, r_def: int, won: int) -> int:
                own, others = a + r_play, total - a + r_def
                if won & pmask and own >= need and (not majority or own > others):
                    value = 2 * own - others
                else:  # nat: the two defenders share 162 and all roem (K4), whatever the cards dealt
                    value = -(TOTAL + r_play + r_def)
                if not won & dmask:
                    value += 200  # K4: the Speler's pit
                elif won in single:
                    value -= 100  # K4: one defender's pit, half of it against the Speler
                return value

            return final3

        def final4(a: int, r_play: int, r_def: int, won: int) -> int:
            own, others = a + r_play, total - a + r_def
            if won & pmask and own >= need and (not majority or own > others):
                value = own - others
            else:  # nat: the defenders take 162 and all roem (K4); no trick, no contract (K4, K7)
                value = -(TOTAL + r_play + r_def)
            if not won & dmask:
                value += 100  # K4: pit
            elif not won & pmask:
                value -= 100
            return value

        return final4

    def span(self, a: int, r_play: int, r_def: int, won: int, room: int, roem: int) -> tuple[int, int]:
        """Quick bounds: the least and the most final value (as :meth:`final`) with
        ``room`` card points and at most ``roem`` still to win: the points still out
        cannot change a result already decided, and a contract out of reach is nat."""
        slope = self.slope
        nat = -(TOTAL + r_play + r_def)
        most = a + room
        if a + r_play + room + roem < self.need or (
                self.majority and 2 * most + r_play + roem - r_def <= self.total):
            high = nat
        else:
            high = max(slope * most + (slope - 1) * (r_play + roem) - r_def - self.total, nat)
        low = nat - roem
        if won & self.pmask:
            own = a + r_play
            if own >= self.need and (not self.majority or own > self.total - a + r_def + roem):
                low = slope * a + (slope - 1) * r_play - r_def - roem - self.total
        if not won & self.dmask:
            high += 2 * PIT if self.k3 else PIT  # K4: pit (Klaverjas-3: the Speler's, counted twice)
        if not won & self.pmask:
            low -= PIT  # K4: the defenders' pit (Klaverjas-3: one defender's, half of it twice)
        return low, high

    def certain(self, a: int, r_play: int, r_def: int, room: int, roem: int) -> int:
        """With both camps holding a trick: MADE_MODE when the contract is made whatever
        comes (the final value then grows by ``slope`` a card point and ``slope - 1`` a
        roem of the playing camp, and falls by the defenders' roem), NAT_MODE when it
        cannot be made (the value falls by every roem), else 0; ``room`` card points and
        at most ``roem`` still to win."""
        own, total = a + r_play, self.total
        if own >= self.need and (not self.majority or 2 * a + r_play - r_def - roem > total):
            return MADE_MODE
        if own + room + roem < self.need or (
                self.majority and 2 * (a + room) + r_play + roem - r_def <= total):
            return NAT_MODE
        return 0

    def made_from(self, r_play: int, r_def: int) -> int:
        """With the roem fixed and both camps holding a trick: the least card points
        with which the playing camp makes its contract (K4)."""
        least = self.need - r_play
        if self.majority:
            least = max(least, (self.total - r_play + r_def) // 2 + 1)
        return least

    def conditions(self, a: int, r_play: int, r_def: int, x: int, cap: int) -> tuple[int, int, int, int]:
        """With both camps holding a trick, the final value reaches ``x`` exactly when
        the future's sums meet ``(t, m, v, y)``: the playing camp's card points plus
        roem reach ``t`` (its contract), ``slope`` times its card points plus
        ``slope - 1`` times its roem minus the defenders' roem reach ``v`` (the margin
        reaches x) and, with ``majority``, twice its card points plus its roem minus the
        defenders' roem reach ``m``; or else minus all roem reaches ``y`` (nat reaches x).
        A made contract is never worth less than nat with the same cards (K4). While a
        camp has no trick, the same four decide, at x shifted by the pit to come or with
        the contract lost for want of a trick: the condition depends on which seats will
        win a trick, as the table's key says, and ``y`` is capped (minus all roem never
        reaches above 0) only above any shift, at ``cap``."""
        slope = self.slope
        made = max(self.need - a - r_play, 0)
        majority = self.total + 1 - 2 * a - r_play + r_def if self.majority else -INFINITY
        margin = x + self.total - slope * a - (slope - 1) * r_play + r_def
        nat = x + TOTAL + r_play + r_def
        return made, majority, margin, min(nat, cap)

    # ------------------------------------------------------------ the search
    def build(self) -> Callable[[int, int, int], int]:
        """The search, as closures over the position and its tables; returned: the
        fail-soft value ``root_play(c, alpha, beta)`` of the root after card ``c``.
        Inside, ``card(pos, seat, led, best, winner, pile, pts, a, rP, rD, won, live,
        alpha, beta)`` is the value with ``seat`` to play the ``pos``-th card of the
        trick, ``play(c, ...)`` the same after ``seat`` plays ``c``."""
        hands = self.hands
        limit = self.max_nodes
        trump = self.trump
        strength = ORDERS[trump].strength
        points = POINTS[trump]
        byte_points = BYTE_POINTS[trump]
        trumps_mask = SUIT_MASKS[trump]
        above = ABOVE[trump]
        camp, nxt, n = self.camp, self.next, self.n
        amsterdams = self.amsterdams
        bonus = self.bonus
        final = self.final()
        k3 = self.k3
        pmask, dmask = self.pmask, self.dmask
        slope = self.slope
        made_from = self.made_from
        roem_values = ROEM_3 if k3 else ROEM_4
        between = _between(trump)
        zero = ZERO_POINTS[trump]
        lead_rank = _lead_order(trump)
        higher_than = _higher(trump)
        roem_cache: dict[int, int] = {}
        additive_table: dict[int, list[int]] = {}
        outlook_cache: dict[int, tuple[int, int, int, int, int, int]] = {}
        weights = ((1, 0, 0), (slope, slope - 1, -1), (0, -1, -1))  # POINTS_MODE, MADE_MODE, NAT_MODE
        threshold_table: dict[int, list] = {}
        # the seats that won a trick as the final value reads them: Klaverjas-4 by camp
        # (pit, no trick); Klaverjas-3 by seat (one player's pit) until both camps hold one
        won_key = tuple(15 if won & pmask and won & dmask else won if k3 else bool(won & pmask) | 2 * bool(won & dmask)
                        for won in range(16))
        conditions = self.conditions
        span = self.span
        certain = self.certain
        solver = self

        def roem_of(pile: int) -> int:
            value = roem_cache.get(pile)
            if value is None:
                value = roem_cache[pile] = sum(v for _, v in trick_roem(pile, trump, roem_values, n))
            return value

        def outlook(key_hands: int) -> tuple[int, int, int, int, int, int]:
            """Of the cards still in hand: the live roem cards, the card points to win
            (the last trick's with them), the most roem still to win, the seat (as a
            bit) of the highest trump left, who will win the trick he plays it to, and
            the card points each camp (playing, defending) is sure of: the highest trumps
            left in one hand win their tricks one by one (quick tricks); per hands, once."""
            known = outlook_cache.get(key_hands)
            if known is None:
                live = roem_live(hands, trump)
                rest = hands[0] | hands[1] | hands[2] | hands[3]
                holder, sure_play, sure_def = quick_tricks(hands, trump, camp, bonus)
                known = outlook_cache[key_hands] = (live, points_of_rest(rest) + bonus,
                                                    roem_bound(live, trump, k3, rest.bit_count() // n), holder,
                                                    sure_play, sure_def)
            return known

        def moves(seat: int, pos: int, led: int, best: int, winner: int, pile: int, live: int,
                  roem_first: bool = False) -> list[int]:
            """The legal cards of ``seat`` (K2, K7 amsterdams), one of each set of
            equivalent cards, best guesses first; with ``roem_first`` (a test of
            whether roem can be kept off) the defenders try their live roem cards first."""
            hand = hands[seat]
            if pos == 0:
                legal = hand
            else:
                legal = hand & SUIT_MASKS[led] if led != trump else 0
                if not legal:
                    own_trumps = hand & trumps_mask
                    if not own_trumps:
                        legal = hand
                    else:
                        higher = own_trumps & above[best - 99] if best >= 100 else own_trumps
                        if led == trump or not amsterdams:
                            legal = higher or own_trumps
                        elif camp[winner] == camp[seat]:  # K7: the partner wins; no need to trump
                            legal = (hand & ~own_trumps | higher) or own_trumps
                        else:
                            legal = higher or hand & ~own_trumps or own_trumps
            mergeable = legal & zero & ~live
            if mergeable & (mergeable - 1):
                blockers = (hands[0] | hands[1] | hands[2] | hands[3] | pile) & ~hand
                kept = 0
                m = mergeable
                while m:
                    low = m & -m
                    m ^= low
                    c = low.bit_length() - 1
                    k = kept & SUIT_MASKS[c >> 3]
                    while k:
                        klow = k & -k
                        k ^= klow
                        if not between[c][klow.bit_length() - 1] & blockers:
                            legal ^= low
                            break
                    else:
                        kept |= low
            if not legal & (legal - 1):
                return [legal.bit_length() - 1]
            scored = []  # (score + 256) << 5 | card: sorted as plain ints
            if pos == 0:  # masters (no card out above them) first, the richest first; then the cheapest
                others = (hands[0] | hands[1] | hands[2] | hands[3]) & ~hand
                while legal:
                    low = legal & -legal
                    legal ^= low
                    c = low.bit_length() - 1
                    if higher_than[c] & others:
                        scored.append((256 - points[c] * 8 - lead_rank[c]) << 5 | c)
                    else:
                        scored.append((512 + points[c]) << 5 | c)
            else:
                row = strength[led]
                mine = camp[winner] == camp[seat]
                last = pos == n - 1
                while legal:
                    low = legal & -legal
                    legal ^= low
                    c = low.bit_length() - 1
                    if mine:
                        scored.append((points[c] - (row[c] > best) + 256) << 5 | c)
                    elif row[c] > best:
                        scored.append((356 + (points[c] if last else row[c])) << 5 | c)
                    else:
                        scored.append((256 - points[c]) << 5 | c)
            if roem_first and live and not camp[seat]:
                scored = [key + (1024 << 5 if live >> (key & 31) & 1 else 0) for key in scored]
            scored.sort(reverse=True)
            return [key & 31 for key in scored]

        def g_trick(leader: int, a: int, r_play: int, r_def: int, won: int, alpha: int, beta: int) -> int:
            h0, h1, h2, h3 = hands
            key_hands = h0 | h1 << 32 | h2 << 64 | h3 << 96
            if not key_hands:
                return final(a, r_play, r_def, won)
            live, room, roem, sure, sure_play, sure_def = outlook(key_hands)
            won |= sure  # the holder of the highest trump will win a trick: for the final value, he has one
            least = a + sure_play  # the quick tricks' points are as good as won
            room -= sure_play + sure_def
            low, high = span(least, r_play, r_def, won, room, roem)
            if high <= alpha:
                return high
            if low >= beta:
                return low
            if won & pmask and won & dmask:
                if not live:
                    return to_points(leader, a, r_play, r_def, won, alpha, beta)
                mode = certain(least, r_play, r_def, room, roem)
                if mode:
                    # made: the value as if the quick tricks were won, less what they add
                    base = final(least, r_play, r_def, won) - slope * sure_play if mode == MADE_MODE \
                        else final(-TOTAL, r_play, r_def, won)
                    return base + a_trick(leader, mode, alpha - base, beta - base)
            return g_test((key_hands << 2 | leader) << 4 | won_key[won], leader, a, r_play, r_def, won, live, beta)

        def g_test(key: int, leader: int, a: int, r_play: int, r_def: int, won: int, live: int, x: int) -> int:
            """Whether the final value reaches ``x`` (every search here is a null-window
            test). With the seats that won a trick fixed as far as the final value reads
            them (pit, no trick, K4: :data:`won_key`), that is a condition on the future's
            sums alone (:meth:`_Solver.conditions`), so the table keeps, for the cards,
            the leader and those seats whatever else came before, the conditions proven
            reachable and those proven out of reach: a condition no harder than one
            reached is reached, one no easier than one missed is missed."""
            entry = threshold_table.get(key)
            cap = 1 if won & pmask and won & dmask else 1 + 2 * PIT  # pit can still shift the nat test
            asked = conditions(a, r_play, r_def, x, cap)
            first = -1
            if entry is not None:
                # a condition proven covers this one up to (down to) some value other than x:
                # the margin and nat shift with x, one for one; return the best bound proven
                reached, missed, first = entry
                t, m, v, y = asked
                margin, nat = v - x, TOTAL + r_play + r_def  # v = x + margin, y = min(x + nat, cap)
                low = -INFINITY
                for rt, rm, rv, ry in reached:
                    if rt >= t and rm >= m and rv >= v and ry >= y:
                        low = max(low, min(rv - margin, ry - nat if ry < cap else INFINITY))
                if low >= x:
                    return low
                high = INFINITY
                for mt, mm, mv, my in missed:
                    if mt <= t and mm <= m and mv <= v and my <= y:
                        high = min(high, max(mv - margin, my - nat) - 1)
                if high < x:
                    return high
            else:
                entry = threshold_table[key] = [[], [], -1]
            value = card(0, leader, -1, -1, leader, 0, 0, a, r_play, r_def, won, live, x - 1, x, first)
            entry[2] = best_move[0]
            if value >= x:
                keep(entry[0], conditions(a, r_play, r_def, value, cap), 1)
            else:
                keep(entry[1], conditions(a, r_play, r_def, value + 1, cap), -1)
            return value

        def keep(proven: list[tuple[int, int, int, int]], new: tuple[int, int, int, int], sign: int) -> None:
            """Add ``new`` to the proven conditions, dropping those it makes needless."""
            t, m, v, y = new
            if sign > 0:
                proven[:] = [c for c in proven if not (c[0] <= t and c[1] <= m and c[2] <= v and c[3] <= y)]
            else:
                proven[:] = [c for c in proven if not (c[0] >= t and c[1] >= m and c[2] >= v and c[3] >= y)]
            proven.append(new)

        best_move = [-1]

        def card(pos: int, seat: int, led: int, best: int, winner: int, pile: int, pts: int, a: int,
                 r_play: int, r_def: int, won: int, live: int, alpha: int, beta: int, first: int = -1) -> int:
            # a test at or below nat with no more roem asks whether the defenders can force roem (or pit)
            options = moves(seat, pos, led, best, winner, pile, live, beta <= -(TOTAL + r_play + r_def))
            if first >= 0 and first in options and options[0] != first:
                options.remove(first)
                options.insert(0, first)
            chosen = options[0]
            if camp[seat]:
                value = -INFINITY
                for c in options:
                    child = play(c, pos, seat, led, best, winner, pile, pts, a, r_play, r_def, won, live, alpha, beta)
                    if child > value:
                        value, chosen = child, c
                        if value > alpha:
                            alpha = value
                            if alpha >= beta:
                                break
            else:
                value = INFINITY
                for c in options:
                    child = play(c, pos, seat, led, best, winner, pile, pts, a, r_play, r_def, won, live, alpha, beta)
                    if child < value:
                        value, chosen = child, c
                        if value < beta:
                            beta = value
                            if alpha >= beta:
                                break
            best_move[0] = chosen
            return value

        def play(c: int, pos: int, seat: int, led: int, best: int, winner: int, pile: int, pts: int, a: int,
                 r_play: int, r_def: int, won: int, live: int, alpha: int, beta: int) -> int:
            solver.nodes += 1
            if solver.nodes > limit:
                raise solver.stopped()
            bit = 1 << c
            hand = hands[seat]
            hands[seat] = hand ^ bit
            if pos == 0:
                led = c >> 3
                best, winner = strength[led][c], seat
            else:
                s = strength[led][c]
                if s > best:
                    best, winner = s, seat
            pile |= bit
            pts += points[c]
            if pos + 1 < n:
                value = card(pos + 1, nxt[seat], led, best, winner, pile, pts, a, r_play, r_def, won, live,
                             alpha, beta)
            else:
                roem = roem_of(pile) if pile & live else 0
                if not (hands[0] | hands[1] | hands[2] | hands[3]):
                    pts += bonus
                if camp[winner]:
                    value = g_trick(winner, a + pts, r_play + roem, r_def, won | 1 << winner, alpha, beta)
                else:
                    value = g_trick(winner, a, r_play, r_def + roem, won | 1 << winner, alpha, beta)
            hands[seat] = hand
            return value

        def to_points(leader: int, a: int, r_play: int, r_def: int, won: int, alpha: int, beta: int) -> int:
            """Both camps hold a trick and no roem can come: the final value follows the
            playing camp's future card points alone, non-decreasingly; search those with
            the window translated, and translate the answer back."""
            threshold = made_from(r_play, r_def)
            nat = final(threshold - 1, r_play, r_def, won)  # any card points below the threshold
            offset = final(threshold, r_play, r_def, won) - slope * threshold  # above it: slope * a + offset
            rest = hands[0] | hands[1] | hands[2] | hands[3]
            room = points_of_rest(rest) + bonus  # the most the playing camp can still take
            # the fewest future points that reach beta; the most that stay at or below alpha
            if nat >= beta:
                reach = 0
            else:
                reach = max(threshold, -((offset - beta) // slope)) - a
            top = (alpha - offset) // slope
            if top >= threshold:
                stay = top - a
            elif a < threshold and nat <= alpha:
                stay = threshold - 1 - a
            else:
                stay = -1
            if reach <= 0:
                return final(a, r_play, r_def, won)
            if stay >= room:
                return final(a + room, r_play, r_def, won)
            gained = a_trick(leader, POINTS_MODE, max(stay, -1), min(reach, room + 1))
            return final(a + gained, r_play, r_def, won)

        def points_of_rest(rest: int) -> int:
            return (byte_points[0][rest & 0xFF] + byte_points[1][rest >> 8 & 0xFF]
                    + byte_points[2][rest >> 16 & 0xFF] + byte_points[3][rest >> 24])

        # -------------------------------------------------------- points mode
        def a_trick(leader: int, mode: int, alpha: int, beta: int) -> int:
            """The future's sum with the weights of ``mode`` (:data:`WEIGHTS`): an
            additive game, so its table entries hold whatever came before."""
            h0, h1, h2, h3 = hands
            if not (h0 | h1 | h2 | h3):
                return 0
            key = ((h0 | h1 << 32 | h2 << 64 | h3 << 96) << 2 | leader) << 2 | mode
            entry = additive_table.get(key)
            first = -1
            live, room, roem, _, sure_play, sure_def = outlook(key >> 4)
            if not mode:
                live = roem = 0
            if entry is not None:
                low, high, first = entry
                if low >= beta:
                    return low
                if high <= alpha:
                    return high
                if low > alpha:
                    alpha = low
                if high < beta:
                    beta = high
            else:
                card_weight, own_roem, _ = weights[mode]
                high = card_weight * (room - sure_def) + max(own_roem, 0) * roem
                low = card_weight * sure_play - roem
                if high <= alpha:
                    return high
                if low >= beta:
                    return low
                entry = additive_table[key] = [low, high, -1]
                if high < beta:
                    beta = high
                if low > alpha:
                    alpha = low
            value = a_card(0, leader, -1, -1, leader, 0, 0, mode, live, alpha, beta, first)
            entry[2] = best_move[0]
            if value <= alpha:
                entry[1] = value
            elif value >= beta:
                entry[0] = value
            else:
                entry[0] = entry[1] = value
            return value

        def a_card(pos: int, seat: int, led: int, best: int, winner: int, pile: int, pts: int, mode: int,
                   live: int, alpha: int, beta: int, first: int = -1) -> int:
            options = moves(seat, pos, led, best, winner, pile, live)
            if first >= 0 and first in options and options[0] != first:
                options.remove(first)
                options.insert(0, first)
            chosen = options[0]
            if camp[seat]:
                value = -INFINITY
                for c in options:
                    child = a_play(c, pos, seat, led, best, winner, pile, pts, mode, live, alpha, beta)
                    if child > value:
                        value, chosen = child, c
                        if value > alpha:
                            alpha = value
                            if alpha >= beta:
                                break
            else:
                value = INFINITY
                for c in options:
                    child = a_play(c, pos, seat, led, best, winner, pile, pts, mode, live, alpha, beta)
                    if child < value:
                        value, chosen = child, c
                        if value < beta:
                            beta = value
                            if alpha >= beta:
                                break
            best_move[0] = chosen
            return value

        # a_play repeats play's first lines (the card taken, the trick's winner so far): a shared
        # helper would be one more call per node, and fusing the two loops measured 1.8x slower
        def a_play(c: int, pos: int, seat: int, led: int, best: int, winner: int, pile: int, pts: int,
                   mode: int, live: int, alpha: int, beta: int) -> int:
            solver.nodes += 1
            if solver.nodes > limit:
                raise solver.stopped()
            bit = 1 << c
            hand = hands[seat]
            hands[seat] = hand ^ bit
            if pos == 0:
                led = c >> 3
                best, winner = strength[led][c], seat
            else:
                s = strength[led][c]
                if s > best:
                    best, winner = s, seat
            pts += points[c]
            pile |= bit
            if pos + 1 < n:
                value = a_card(pos + 1, nxt[seat], led, best, winner, pile, pts, mode, live, alpha, beta)
            else:
                if not (hands[0] | hands[1] | hands[2] | hands[3]):
                    pts += bonus
                card_weight, own_roem, their_roem = weights[mode]
                roem = roem_of(pile) if pile & live else 0
                gain = card_weight * pts + own_roem * roem if camp[winner] else their_roem * roem
                value = gain + a_trick(winner, mode, alpha - gain, beta - gain)
            hands[seat] = hand
            return value

        def root_play(c: int, alpha: int, beta: int) -> int:
            return play(c, *self.root, alpha, beta)

        return root_play

    # ------------------------------------------------------------ the root
    def solve(self, values: bool) -> Solution:
        state = self.state
        trump = self.trump
        strength = ORDERS[trump].strength
        pile = pts = 0
        led = best = winner = -1
        for seat, c in zip(state.trick_seats, state.trick_cards):
            if led < 0:
                led = c >> 3
            s = strength[led][c]
            if s > best:
                best, winner = s, seat
            pile |= 1 << c
            pts += POINTS[trump][c]
        pos, seat = len(state.trick_cards), state.turn
        if pos == 0:
            winner = seat
        live = roem_live(self.hands, trump)
        if pile:  # the trick on the table may score roem with cards still in hand
            live = (1 << 32) - 1
        self.root = (pos, seat, led, best, winner, pile, pts, self.a, self.r_play, self.r_def, self.won, live)
        root_play = self.build()
        legal = state.legal_mask()
        actions = {a.card.index: a for a in state.legal_actions()}  # type: ignore[attr-defined]
        sign = 1 if self.camp[seat] else -1
        # each legal card with the card that stands for it (equivalent cards, see moves)
        tried = self._representatives(legal, pile)
        scores: dict[int, int] = {}
        rest = self.hands[0] | self.hands[1] | self.hands[2] | self.hands[3] | pile
        roem = roem_bound(live, trump, self.k3, -(-rest.bit_count() // self.n))
        low, high = self.span(self.a, self.r_play, self.r_def, self.won, points_of(rest, trump) + self.bonus, roem)
        children = sorted(set(tried.values()))
        # the first test: is the contract made? (above nat with no more roem, K4); a nat
        # value then most often is that one, the next test
        made = -(TOTAL + self.r_play + self.r_def) + 1
        if values:
            for c in children:
                scores[c] = bisection(lambda alpha, beta: root_play(c, alpha, beta), low, high, made)
            value = max(scores.values()) if sign > 0 else min(scores.values())
        else:
            value, known = self._root_value(root_play, children, sign, low, high, made)
            for c in children:  # a card reaches the value when its bounds say so, else by a test
                least, most = known[c]
                if sign > 0 and least < value <= most:
                    least = root_play(c, value - 1, value)
                elif sign < 0 and least <= value < most:
                    most = root_play(c, value, value + 1)
                scores[c] = value if (least >= value if sign > 0 else most <= value) else value - sign
        best_cards = [c for c in sorted(tried) if scores[tried[c]] == value]
        scale = self.factor / (2 if self.k3 else 1)
        return Solution(
            value=sign * value * scale,
            best=tuple(actions[c] for c in best_cards),
            values=tuple((actions[c], sign * scores[tried[c]] * scale) for c in sorted(tried)) if values else (),
            nodes=self.nodes,
        )

    @staticmethod
    def _root_value(play: Callable[[int, int, int], int], children: list[int], sign: int, low: int,
                    high: int, first: int) -> tuple[int, dict[int, list[int]]]:
        """The root's value by bisection, its own loop over the cards keeping what each
        test proved of each card (fail-soft bounds), so that the best cards need few
        tests more."""
        known = {c: [low, high] for c in children}

        def root(alpha: int, beta: int) -> int:
            value = -INFINITY if sign > 0 else INFINITY
            # the most promising first: the highest bounds for the playing camp, the lowest against it
            order = sorted(children, key=lambda c: (-known[c][1], -known[c][0]) if sign > 0 else tuple(known[c]))
            for c in order:
                child = play(c, alpha, beta)
                bounds = known[c]
                if child >= beta:
                    bounds[0] = max(bounds[0], child)
                elif child <= alpha:
                    bounds[1] = min(bounds[1], child)
                else:
                    bounds[0] = bounds[1] = child
                if sign > 0:
                    value = max(value, child)
                    if value >= beta:
                        break
                else:
                    value = min(value, child)
                    if value <= alpha:
                        break
            return value

        return bisection(root, low, high, first), known

    def _representatives(self, legal: int, pile: int) -> dict[int, int]:
        """Each legal card with the one that stands for it in the search (itself, or
        an equivalent card of no points with no other card out between them)."""
        if pile:
            return {c: c for c in range(32) if legal >> c & 1}
        between = _between(self.trump)
        live = roem_live(self.hands, self.trump)
        hand = self.hands[self.state.turn]  # type: ignore[index]
        blockers = (self.hands[0] | self.hands[1] | self.hands[2] | self.hands[3]) & ~hand
        out: dict[int, int] = {}
        for c in range(32):
            if not legal >> c & 1:
                continue
            out[c] = c
            if ZERO_POINTS[self.trump] >> c & 1 and not live >> c & 1:
                for d in range(c):
                    if out.get(d) == d and ZERO_POINTS[self.trump] >> d & 1 and not live >> d & 1 \
                            and c >> 3 == d >> 3 and not between[c][d] & blockers:
                        out[c] = d
                        break
        return out


def bisection(search: Callable[[int, int], int], low: int, high: int, first: int) -> int:
    """The exact value, known to lie in ``[low, high]``, by null-window tests of a
    fail-soft ``search(alpha, beta)``: the first at ``first``, then halving the
    interval (MTD's bisection: with values in card points, MTD(f)'s steps from a guess
    visited 1.7 times as many nodes on the same deals)."""
    x = min(max(first, low + 1), high)
    while low < high:
        value = search(x - 1, x)
        if value >= x:
            low = value
        else:
            high = value
        x = (low + high + 1) // 2
    return low


__all__ = ["bisection", "points_of", "quick_tricks", "roem_live", "solve_klaverjas"]
