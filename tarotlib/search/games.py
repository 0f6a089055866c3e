"""What the double-dummy solver must know of each game beyond its legal actions.

The solver (:mod:`tarotlib.search.solver`) plays every line through the engine and
scores it by the engine's own result, so it needs no rules of its own. Three things
only a game can tell, and each is kept here beside the rule ids it follows:

* **the past** (:attr:`SearchRules.past`): at the start of a trick, what of the hand
  played so far can still change the score. The transposition table keys a position
  on the cards still out, the seat to move and this summary, so a summary that
  misses something gives wrong values and one that holds more than needed finds
  fewer transpositions. Where the score adds up as the hand goes (card points,
  chips, points scored at once), the summary also gives each seat's score already
  certain (its *offset*); the table then stores what the rest of the hand adds,
  shared by every line that reaches the same cards with other piles.
* **the cards never merged** (:attr:`SearchRules.unmerged`): the solver tries one of
  a hand's equal cards (adjacent in their suit with no card still out between them,
  equal card points); a card the game treats apart (the Pagat, a declaration's card,
  a card that may still make Klaverjassen roem) must never stand in for another.
  None: no merging at all.
* **value bounds** (:attr:`SearchRules.bounds`): the least and most the root's side
  can still end with, from the past and what is still to be won, so a result already
  decided is not searched again.
* **a shallow first search** (:attr:`SearchRules.shallow`): the tricks searched (then
  played out by rollouts) to guess the value before the exact search, where the
  rollout's own guess is too far off (Klaverjassen's margins).

Every summary below is checked against a plain minimax without any of this in
``tests/test_solver.py``: a change to a game's scoring must change its summary too.
A game without an entry is keyed on its whole past, never merges cards and has no
bounds.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Callable, Hashable, Sequence

from tarotlib.cards import TAROT
from tarotlib.games import klaverjas, leipzig_taroc, maison_tarot, marjolet, triomphe_forcee

if TYPE_CHECKING:
    from tarotlib.state import HandState

INF = float("inf")
Past = tuple[Hashable, "Sequence[int | float] | None"]
"""A summary of the past: its key and each seat's score already certain (None: no
offsets, the key holds all of it)."""
Bounds = Callable[["HandState", Sequence[float], "Sequence[int | float] | None"], tuple[float, float]]
"""``bounds(state, weights, offsets)``: the least and the most the value (each seat's
end score times its weight, summed) can still be, given the past's offsets."""


@dataclass(frozen=True)
class SearchRules:
    """One game's part of the search: see the module's docs."""

    past: Callable[[HandState], Past]
    unmerged: Callable[[HandState], int] | None = None
    bounds: Bounds | None = None
    shallow: int = 0
    """Tricks of the first, shallow search (0: none, the rollout guesses). Measured over
    six positions each: two tricks save Klaverjassen-4 16% (5 tricks left) to 41% (6 tricks)
    of the nodes, but cost the tarot games and Marjolet 0-25%, whose rollout guesses are
    close already."""
    habits: bool = False
    """The depth-limited search's horizon plays the hand out by ``basic``'s habits
    (:func:`~tarotlib.search.solver.habit_action`) instead of the greedy rollout: the
    tarot games, whose play advice reads only what the solver's
    :class:`~tarotlib.search.solver.SeenAtTable` holds. Measured in the arena (pimc at
    0.1 s against basic, Maison Tarot, 50 duplicate deals, a habit step counted as one
    node): one trick searched, then habits, +1.52 a hand; then the greedy rollout, +0.23."""


def whole_past(state: HandState) -> Past:
    """The past as it is, for a game that says nothing of its own: every won pile,
    trick count, point, the Excuse debt and the game's own state (roem, a stock, ...)."""
    return (tuple(state.won), tuple(state.tricks_won), tuple(state.points), state.debt, state.own), None


def out_cards(state: HandState) -> int:
    """The cards still to be won: in the hands and on the table."""
    out = 0
    for hand in state.hands:
        out |= hand
    for card in state.trick_cards:
        out |= 1 << card
    return out


def tricks_left(state: HandState) -> int:
    """The tricks still to be played from here, the one on the table included, in a game
    without a stock (the cards still to be drawn are not counted)."""
    held = sum(hand.bit_count() for hand in state.hands)
    return -(-(held + len(state.trick_cards)) // state.active)


def additive_bounds(gain: Callable[[HandState, int], tuple[float, float]]) -> Bounds:
    """Bounds for a game whose score adds up: each seat ends between its offset plus the
    least and the most ``gain(state, seat)`` allows, whatever the others get, so the value
    lies between the weighted sums of those extremes."""

    def bounds(state: HandState, weights: Sequence[float], offsets: Sequence[int | float] | None
               ) -> tuple[float, float]:
        assert offsets is not None
        lo = hi = 0.0
        for seat, weight in enumerate(weights):
            if weight:
                least, most = gain(state, seat)
                base = weight * offsets[seat]
                if weight > 0:
                    lo, hi = lo + base + weight * least, hi + base + weight * most
                else:
                    lo, hi = lo + base + weight * most, hi + base + weight * least
        return lo, hi

    return bounds


# ---------------------------------------------------------------- the tarot games
EXCUSE = TAROT.excuse_mask
BLANKS = sum(1 << i for i in maison_tarot.SPEC.excuse.blank_order)  # type: ignore[union-attr]
"""T5: the cards the Excuse's owner may give (trumps 2-20, suit cards 1-10)."""
PAGAT = TAROT.trump(1).bit
LEIPZIG_PAR = 26  # LT6: game points = card points - 26


def _excuse_key(state: HandState) -> tuple[Any, ...]:
    """T5: what the Excuse's exchange will ask of the past. The open debt (paid with the
    owner's first blank, or settled at the end per game); and whether the seat holding
    the Excuse has a blank among its won cards already (if so it pays at once when the
    Excuse is played, else it owes). Which blank is given never matters: every blank is
    worth no card points in every tarot game here."""
    holder_has_blank = None
    for seat, hand in enumerate(state.hands):
        if hand & EXCUSE:
            holder_has_blank = bool(state.won[seat] & BLANKS)
            break
    return state.debt, holder_has_blank


def _maison_tarot(state: HandState) -> Past:
    """MT4: card points won + cards won - 12; MT5 ``wild``: card points + tricks won.
    Both add up trick by trick, so the score if the hand ended now is each seat's offset.
    What the past still decides: the Excuse's exchange (T5) and, with a debt open, MT3's
    settling at the end: the owner's lowest point card won so far (the end settles with
    the lowest of his whole pile), or the Excuse itself if it is still his only won card."""
    count = state.count_points
    if state.spec.score is maison_tarot.score_wild:
        offsets = tuple(count(won) + tricks for won, tricks in zip(state.won, state.tricks_won))
    else:
        size = state.spec.hand_size(state.players, state.options)
        offsets = tuple(count(won) + won.bit_count() - size for won in state.won)
    settle = None
    if state.debt is not None:
        others = state.won[state.debt[0]] & ~EXCUSE
        lowest = next((i for i in maison_tarot.MT3_POINT_ORDER if others >> i & 1), None)
        settle = (others == 0, None if lowest is None else maison_tarot.CARD_POINTS[lowest])
    return (_excuse_key(state), settle), offsets


def _maison_tarot_gain(state: HandState, seat: int) -> tuple[float, float]:
    """MT4/MT5: a seat gains at most every card point still out and every card (MT5:
    every trick) still to be won, plus what an Excuse exchange may bring it (a blank, or
    MT3's card: at most the Excuse's 5 points and 1 card); it loses at most that much
    through its own exchange."""
    out = out_cards(state)
    more = state.count_points(out) + (tricks_left(state) if state.spec.score is maison_tarot.score_wild
                                      else out.bit_count())
    return -6.0, float(more + 6)


def _by_threes(state: HandState) -> tuple[list[int], list[int]]:
    """T6: a pile counts its simplified values + floor((cards + 1) / 3). With ``n`` cards
    won so far, n = 3q + r, the pile's end count is (points so far + q) + what the rest
    adds, which depends on the past only through r. Returns (points so far + q, r) per
    seat, the dealer's laid cards counted (ML1, LT1)."""
    count = state.count_points
    certain, rests = [], []
    for won, laid in zip(state.won, state.laid):
        pile = won | laid
        groups, rest = divmod(pile.bit_count(), 3)
        certain.append(count(pile) + groups)
        rests.append(rest)
    return certain, rests


def _threes_gain(state: HandState, seat: int) -> tuple[int, int]:
    """T6: what the rest of the hand adds to a pile counted by threes: at least nothing
    (a seat gives at most one blank away, T5), at most every point still out and one
    set per three of the cards still out and one blank received."""
    out = out_cards(state)
    rest = (state.won[seat] | state.laid[seat]).bit_count() % 3
    return 0, state.count_points(out) + (rest + out.bit_count() + 2) // 3


def _troggen(state: HandState) -> Past:
    """ML3: each pile counted by threes (T6). An open debt lapses at the end (ML4) but
    is still paid with a blank as soon as the owner wins one, which moves a card."""
    certain, rests = _by_threes(state)
    return (tuple(rests), _excuse_key(state)), certain


def _leipzig(state: HandState) -> Past:
    """LT6: counted by threes (T6) - 26, plus the game points paid during the hand
    (declarations LT2, the Pagat LT5): those are offsets (less the 26). The seat that
    must play the Excuse to trick 22 (LT4, the game's part). Nuremberg (LT8): a declared
    Ten trumps is paid after the last trick only if its declarer then has more than 26,
    so his card points so far are part of the key."""
    certain, rests = _by_threes(state)
    offsets = [c + paid for c, paid in zip(certain, state.points)]
    deferred: tuple[int, ...] = ()
    if leipzig_taroc.ten_trumps_at_end(state.spec):
        deferred = tuple(certain[seat] for seat, declaration, _ in state.declared if declaration.combo == "ten-trumps")
    return (tuple(rests), _excuse_key(state), state.own, deferred), offsets


def _leipzig_gain(state: HandState, seat: int) -> tuple[float, float]:
    """LT5, LT6, LT8: the count by threes still to come (:func:`_threes_gain`) less the
    26; the Pagat still out pays or costs at most 20; a Ten trumps not paid yet (LT8)
    brings its declarer at most twice its value and costs each other seat at most once."""
    least, most = _threes_gain(state, seat)
    least, most = least - LEIPZIG_PAR, most - LEIPZIG_PAR
    if out_cards(state) & PAGAT:
        least, most = least - 20, most + 20
    if leipzig_taroc.ten_trumps_at_end(state.spec):
        for declarer, declaration, value in state.declared:
            if declaration.combo == "ten-trumps":
                if declarer == seat:
                    most += 2 * value
                else:
                    least -= value
    return least, most


def _triomphe(state: HandState) -> Past:
    """TF4: no card points; the chips so far are offsets, and after the last trick the
    most tricks take the pot (ties share it): only who leads by how many tricks counts,
    so the tricks won are kept less the fewest any seat has. The Excuse's exchange moves
    blanks, which count for nothing here."""
    tricks = state.tricks_won
    fewest = min(tricks)
    return tuple(t - fewest for t in tricks), tuple(state.points)


def _triomphe_gain(state: HandState, seat: int) -> tuple[float, float]:
    """TF4: a seat ends with its chips so far, or more by its share of the pot if it can
    still have most tricks; with fewer tricks than another seat has already, even
    winning every trick left, it takes nothing (decided)."""
    if state.tricks_won[seat] + tricks_left(state) < max(state.tricks_won):
        return 0.0, 0.0
    return 0.0, float(triomphe_forcee.pot(state))


def _tarot_unmerged(state: HandState) -> int:
    """T5: the Excuse has no suit and is never merged; every other card of these games
    differs from its neighbour only by its rank and card points."""
    return EXCUSE


def _leipzig_unmerged(state: HandState) -> int:
    """LT5: the Pagat is paid for by who wins its trick, unlike trump 2 (its 4 card points
    against trump 2's none keep the two apart already; named here so that no change of
    values ever merges them)."""
    return EXCUSE | PAGAT


# ---------------------------------------------------------------- Marjolet and Binage
_MJ_SAME_OR_DERIVED = frozenset({"rules", "combos", "seven", "window", "playout", "last_trick", "holds_open",
                                 "open_combos", "faceup"})
"""Fields of the Marjolet state that the key leaves out: fixed by the deal (rules,
combinations, the trump 7), read only to word a refusal (``window``), shown only
(``faceup``: the declared cards are in the hands as well), counted by the
score's card points alone, not its ``score`` (``last_trick``), made from ``declared``
(``open_combos``, ``holds_open``), or summed up below (``playout``). Any other field
(one added later) is kept."""
ACES_TENS = sum(1 << (suit * 8 + rank) for suit in range(4) for rank in (3, 7))  # MJ3: the Tens and Aces


def _marjolet(state: HandState) -> Past:
    """MJ3-MJ6: points are scored as they happen, so they are offsets. The key: the
    game's part (what was declared, MJ4; whatever else it holds); for Marjolet's all-six
    bonus (MJ6) whether one seat has won every play-out trick so far, and which; with
    ``knock-out`` (MJ8) the points themselves, as the hand ends when a total reaches the
    target."""
    part = marjolet.own(state)
    kept = tuple(value for name, value in part.__dict__.items() if name not in _MJ_SAME_OR_DERIVED)
    all_six: Any = None
    if part.rules.all_six and part.playout is not None:
        winners = set(state.trick_winners()[part.playout:])
        all_six = "none yet" if not winners else winners.pop() if len(winners) == 1 else "both"
    knock_out = tuple(state.points) if state.spec.match.knock_out else None
    return (kept, all_six, knock_out), tuple(state.points)


def _alive(state: HandState) -> int:
    """The cards a seat may still hold: in the hands, the stock and the turned card."""
    alive = 0
    for hand in state.hands:
        alive |= hand
    return alive | marjolet.own(state).cards()


def _marjolet_gain(state: HandState, seat: int) -> tuple[float, float]:
    """MJ3-MJ6: points only ever grow; a seat gains at most every point the rest of the
    hand can score: 10 per Ace and Ten still out, the last trick, the trump 7, the last
    card drawn, all six play-out tricks, Dix and every combination still open whose
    cards are all still to be held."""
    part = marjolet.own(state)
    alive = _alive(state)
    table = 0
    for card in state.trick_cards:
        table |= 1 << card
    most = 10 * ((alive | table) & ACES_TENS).bit_count() + 10
    if (alive | table) >> part.seven & 1:
        most += 10
    if part.turned is not None:
        most += 10 + (10 if part.rules.last_card else 0)  # Dix, and MJ5's last card
    if part.rules.all_six:
        most += 40
    if part.turned is not None or part.rules.declare_in_playout:
        most += sum(value for _, mask, value in part.open_combos if alive & mask == mask)
    return 0.0, float(most)


def _marjolet_unmerged(state: HandState) -> int:
    """MJ3 and MJ4: the trump 7 (Dix, its 10 points) and every card of a combination that
    may still be declared (all its cards still in a hand, the stock or the turned card)."""
    part = marjolet.own(state)
    alive = _alive(state)
    kept = 1 << part.seven
    for _, mask, _ in part.open_combos:
        if alive & mask == mask:
            kept |= mask
    return kept


# ---------------------------------------------------------------- Klaverjassen
def _klaverjas_4(state: HandState) -> Past:
    """K4: the score is not a sum (82, nat, pit): the key holds side 0's card points so
    far (side 1's follow from the cards still out), each side's roem (K3, hand roem K7)
    and whether each side has won a trick (pit for the other side; no trick, no
    contract)."""
    part = klaverjas.own(state)
    if part.contract is None:
        return whole_past(state)
    count, sides = state.count_points, state.sides
    pile, roem, tricks = 0, [0, 0], [0, 0]
    for seat, side in enumerate(sides):
        if side == 0:
            pile |= state.won[seat]
        roem[side] += part.roem[seat]
        tricks[side] += state.tricks_won[seat]
    return (count(pile), roem[0], roem[1], tricks[0] > 0, tricks[1] > 0), None


def _klaverjas_3(state: HandState) -> Past:
    """K4 for Klaverjassen-3 (K5): the Speler's card points and roem so far, the
    defenders' roem together (nat shares it, made adds it up), and whether each seat has
    won a trick (pit is one player's). The defenders' card points follow from the cards
    still out, and the skart goes to the last trick's winner, still to come."""
    part = klaverjas.own(state)
    if part.contract is None:
        return whole_past(state)
    speler = part.contract.seat
    others = sum(r for seat, r in enumerate(part.roem) if seat != speler)
    return (state.count_points(state.won[speler]), part.roem[speler], others,
            tuple(t > 0 for t in state.tricks_won)), None


RUN_LOW = sum(0b111111 << (8 * suit) for suit in range(4))
"""K3: the cards that may start a run of three (roem order 7-8-9-10-J-Q-K-A is the index
order): ranks 7 to Q of each suit."""
RUN4_LOW = sum(0b11111 << (8 * suit) for suit in range(4))
"""K3: the cards that may start a run of four: ranks 7 to J."""
RANKS = tuple(sum(1 << (8 * suit + rank) for suit in range(4)) for rank in range(8))
"""The four cards of each rank of the piquet pack."""
JACK = 4  # the rank index of the Jacks (7, 8, 9, 10, J, ...)


def _klaverjas_unmerged(state: HandState) -> int:
    """K3: the mover's cards that may still be part of roem in some trick: a run of
    three (every run of four holds one) with two cards the other seats still hold or
    have played to this trick, or a trick all of its rank. Such a card is never merged;
    every other card's roem is the same whichever of two equal cards is played (hand
    roem, K7, counts the whole hand either way, and Stuk is King and Queen, whose
    points differ)."""
    mover = state.hands[state.turn]  # type: ignore[index]
    others = out_cards(state) & ~mover
    in_run = ((others >> 1 & others >> 2 & RUN_LOW) | (others << 1 & others >> 1 & RUN_LOW << 1)
              | (others << 1 & others << 2 & RUN_LOW << 2))
    kept = in_run & mover
    need = state.active - 1
    for rank, cards in enumerate(RANKS):
        if (others & cards).bit_count() >= need:
            kept |= mover & cards
    return kept


def _roem_still(state: HandState) -> int:
    """K3, K7: at most how much roem the tricks still to play can bring, in all: each
    rank still complete in the hands once as of-a-kind, every trick its best run, Stuk
    once (twice with Kraken's Stuk in hand)."""
    values = klaverjas.ROEM_4 if state.active == 4 else klaverjas.ROEM_3
    out = out_cards(state)
    most = 0
    for rank, cards in enumerate(RANKS):
        if (out & cards).bit_count() >= state.active:
            most += values.jacks if rank == JACK else values.kind
    run3 = out & out >> 1 & out >> 2 & RUN_LOW
    if run3:
        longest = 4 if run3 & out >> 3 & RUN4_LOW else 3
        most += tricks_left(state) * max(v for run, v in values.runs if run <= longest)
    stuk = klaverjas.STUK[state.trump]  # type: ignore[index]
    if out & stuk == stuk:
        most += values.stuk * (2 if state.spec.hooks.played is not None else 1)
    return most


def _klaverjas_bounds(state: HandState, weights: Sequence[float], offsets: Sequence[int | float] | None
                      ) -> tuple[float, float]:
    """K4 (both games): the playing side's margin lies between what it makes when the
    defenders win every point and roem still out and when it wins them all, or what nat
    gives (162 and all roem to the defenders), whichever of made and nat can still
    happen; pit only for a side that has let the other win no trick; times the Kraken
    factor (K7). Not before the first trick (Kraken's hand roem is still to come)."""
    part = klaverjas.own(state)
    contract = part.contract
    if contract is None or state.trick_number == 1:
        return -INF, INF
    speler_side = contract.side
    rules = klaverjas.rules_of(state.spec)
    k3 = rules.alone
    count = state.count_points
    card = [0, 0]  # the playing side's and the defenders' (K3: both defenders') card points so far
    roem = [0, 0]
    tricks: list[list[int]] = [[], []]
    for seat in range(state.players):
        if seat == state.sitting_out:
            continue
        at = 0 if state.sides[seat] == speler_side else 1
        card[at] += count(state.won[seat])
        roem[at] += part.roem[seat]
        tricks[at].append(state.tricks_won[seat])
    out = out_cards(state)
    points = count(out) + (count(sum(state.laid)) if k3 else 0) + klaverjas.LAST_TRICK
    still = _roem_still(state)
    share = 2 if k3 else 1  # K3: the Speler against the defenders' mean
    speler_pit = not any(tricks[1])
    defender_pit = not any(tricks[0]) and (not k3 or sum(1 for t in tricks[1] if t) <= 1)
    pit_for, pit_against = (100 if speler_pit else 0), (100 / share if defender_pit else 0)
    total = klaverjas.TOTAL
    candidates_high, candidates_low = [], []
    own = card[0] + roem[0]
    if own + points + still >= contract.points:  # made may still happen
        candidates_high.append(own + points + still - (card[1] + roem[1]) / share + pit_for)
        candidates_low.append(own - (card[1] + points + roem[1] + still) / share - pit_against)
    majority = rules.majority
    made_for_sure = own >= contract.points and any(tricks[0]) and (
        not majority or own > card[1] + roem[1] + points + still)
    if not made_for_sure:  # nat may still happen: the defenders take 162 and all roem
        every = roem[0] + roem[1]
        if k3:
            candidates_high.append(-((total + every) // 2) + pit_for)
            candidates_low.append(-((total + every + still) // 2) - pit_against)
        else:
            candidates_high.append(-(total + every) + pit_for)
            candidates_low.append(-(total + every + still) - pit_against)
    least, most = float(min(candidates_low) * part.factor), float(max(candidates_high) * part.factor)
    root_plays = any(w > 0 and state.sides[seat] == speler_side for seat, w in enumerate(weights))
    return (least, most) if root_plays else (-most, -least)


RULES: dict[str, SearchRules] = {
    "maison-tarot": SearchRules(_maison_tarot, _tarot_unmerged, additive_bounds(_maison_tarot_gain), habits=True),
    "la-rigueur": SearchRules(_maison_tarot, _tarot_unmerged, additive_bounds(_maison_tarot_gain), habits=True),
    "maison-troggen": SearchRules(_troggen, _tarot_unmerged, additive_bounds(_threes_gain), habits=True),
    "leipzig-taroc": SearchRules(_leipzig, _leipzig_unmerged, additive_bounds(_leipzig_gain), habits=True),
    # TF3's trumps 1, 11 and Death act before the first trick only: in play they merge like any trump
    "triomphe-forcee": SearchRules(_triomphe, _tarot_unmerged, additive_bounds(_triomphe_gain), habits=True),
    "marjolet": SearchRules(_marjolet, _marjolet_unmerged, additive_bounds(_marjolet_gain)),
    "binage": SearchRules(_marjolet, _marjolet_unmerged, additive_bounds(_marjolet_gain)),
    "klaverjas-4": SearchRules(_klaverjas_4, _klaverjas_unmerged, _klaverjas_bounds, shallow=2),
    "klaverjas-3": SearchRules(_klaverjas_3, _klaverjas_unmerged, _klaverjas_bounds, shallow=2),
}
"""Per game id its search rules; a game not listed gets :data:`WHOLE_PAST`."""

WHOLE_PAST = SearchRules(whole_past)


def rules_for(game: str) -> SearchRules:
    return RULES.get(game, WHOLE_PAST)
