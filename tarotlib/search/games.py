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
  Klaverjassen's roem) must never stand in for another. None: no merging at all.
* **value bounds** (:attr:`SearchRules.bounds`, for a game whose offsets are the
  scores as they would stand if the hand ended now): the least and most the root's
  side can still end with, from the offsets and what is still to be won, so a result
  already decided is not searched again.

Every summary below is checked against a plain minimax without any of this in
``tests/test_solver.py``: a change to a game's scoring must change its summary too.
A game without an entry is keyed on its whole past and never merges cards.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Callable, Hashable, Sequence

from tarotlib.cards import TAROT
from tarotlib.games import maison_tarot

if TYPE_CHECKING:
    from tarotlib.state import HandState

Past = tuple[Hashable, "Sequence[int | float] | None"]
"""A summary of the past: its key and each seat's score already certain (None: no
offsets, the key holds all of it)."""


@dataclass(frozen=True)
class SearchRules:
    """One game's part of the search: see the module's docs."""

    past: Callable[[HandState], Past]
    unmerged: Callable[[HandState], int] | None = None
    bounds: Callable[[HandState, Sequence[float], Sequence[float]], tuple[float, float]] | None = None


def whole_past(state: HandState) -> Past:
    """The past as it is, for a game that says nothing of its own: every won pile,
    trick count, point, roem, the Excuse debt and the game's own part."""
    return (tuple(state.won), tuple(state.tricks_won), tuple(state.points), tuple(state.roem), state.debt,
            state.part), None


# ---------------------------------------------------------------- the tarot games
EXCUSE = TAROT.excuse_mask
BLANKS = sum(1 << i for i in maison_tarot.SPEC.excuse.blank_order)  # type: ignore[union-attr]
"""T5: the cards the Excuse's owner may give (trumps 2-20, suit cards 1-10)."""
PAGAT = TAROT.trump(1).bit
TF3_CARDS = TAROT.trump(1).bit | TAROT.trump(11).bit | TAROT.trump(13).bit


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
    Both add up trick by trick, so the score if the hand ended now is each seat's offset. What the past
    still decides: the Excuse's exchange (T5) and, with a debt open, MT3's settling at
    the end: the owner's lowest point card won so far (the end settles with the lowest
    of his whole pile), or the Excuse itself if it is still his only won card."""
    count = state.count_points
    if "wild" in state.spec.active_variants:
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


def _troggen(state: HandState) -> Past:
    """ML3: each pile counted by threes (T6). An open debt lapses at the end (ML4) but
    is still paid with a blank as soon as the owner wins one, which moves a card."""
    certain, rests = _by_threes(state)
    return (tuple(rests), _excuse_key(state)), certain


def _leipzig(state: HandState) -> Past:
    """LT6: counted by threes (T6) - 26, plus the game points paid during the hand
    (declarations LT2, the Pagat LT5): those are offsets. The seat that must play the
    Excuse to trick 22 (LT4, the game's part). Nuremberg (LT8): a declared Ten trumps is
    paid after the last trick only if its declarer then has more than 26, so his card
    points so far are part of the key."""
    certain, rests = _by_threes(state)
    offsets = [c + paid for c, paid in zip(certain, state.points)]
    deferred: tuple[int, ...] = ()
    if "nuremberg" in state.spec.active_variants:
        deferred = tuple(certain[seat] for seat, declaration, _ in state.declared if declaration.combo == "ten-trumps")
    return (tuple(rests), _excuse_key(state), state.part, deferred), offsets


def _triomphe(state: HandState) -> Past:
    """TF4: no card points; the chips so far are offsets, and after the last trick the
    most tricks take the pot (ties share it): only who leads by how many tricks counts,
    so the tricks won are kept less the fewest any seat has. The Excuse's exchange moves
    blanks, which count for nothing here."""
    tricks = state.tricks_won
    fewest = min(tricks)
    return tuple(t - fewest for t in tricks), tuple(state.points)


def _tarot_unmerged(state: HandState) -> int:
    """T5: the Excuse has no suit and is never merged; every other card of these games
    differs from its neighbour only by its rank and card points."""
    return EXCUSE


def _leipzig_unmerged(state: HandState) -> int:
    """LT5: the Pagat is paid for by who wins its trick, not like trump 2."""
    return EXCUSE | PAGAT


def _triomphe_unmerged(state: HandState) -> int:
    """TF3: trumps 1, 11 and Death (13) are the game's named cards; kept apart."""
    return EXCUSE | TF3_CARDS


def _additive_bounds(gain: Callable[[HandState, int], tuple[float, float]]
                     ) -> Callable[[HandState, Sequence[float], Sequence[float]], tuple[float, float]]:
    """Bounds for a game whose score adds up (offsets): each seat ends between its offset
    plus the least and the most ``gain(state, seat)`` allows, whatever the others get, so
    the value (a weighted sum of seats' scores) lies between the sums of the extremes."""

    def bounds(state: HandState, weights: Sequence[float], offsets: Sequence[float]) -> tuple[float, float]:
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


def _out_cards(state: HandState) -> int:
    """The cards still to be won: in the hands and on the table."""
    out = 0
    for hand in state.hands:
        out |= hand
    for card in state.trick_cards:
        out |= 1 << card
    return out


def _mt_gain(state: HandState, seat: int) -> tuple[float, float]:
    """MT4/MT5: a seat gains at most every card point still out and every card (MT5:
    every trick) still to be won, plus what an Excuse exchange may bring it (a blank, or
    MT3's card: at most the Excuse's 5 points and 1 card); it loses at most that much
    through its own exchange."""
    out = _out_cards(state)
    more = state.count_points(out) + (_tricks_left(state) if "wild" in state.spec.active_variants else out.bit_count())
    return -6.0, float(more + 6)


def _tricks_left(state: HandState) -> int:
    """The tricks still to be played from here, the one on the table included."""
    held = sum(hand.bit_count() for hand in state.hands)
    return -(-(held + len(state.trick_cards)) // state.active)


def _triomphe_gain(state: HandState, seat: int) -> tuple[float, float]:
    """TF4: a seat ends with its chips so far, or more by its share of the pot if it can
    still have most tricks: with fewer tricks than another seat has already, even
    winning every trick left, it takes nothing (an exact value, decided)."""
    left = _tricks_left(state)
    if state.tricks_won[seat] + left < max(state.tricks_won):
        return 0.0, 0.0
    return 0.0, float(state.pot)


# ---------------------------------------------------------------- Marjolet and Binage
_MJ_SAME_OR_DERIVED = frozenset({"rules", "combos", "seven", "window", "playout", "last_trick", "holds_open",
                                 "open_combos"})
"""Fields of the Marjolet part that the key leaves out: fixed by the deal (rules,
combinations, the trump 7), read only to word a refusal (``window``), counted by the
score's card points alone, not its ``score`` (``last_trick``), made from ``declared``
(``open_combos``, ``holds_open``), or summed up below (``playout``). Any other field
(one added later) is kept."""


def _marjolet(state: HandState) -> Past:
    """MJ3-MJ6: points are scored as they happen, so they are offsets. The key: the
    game's part (what was declared, MJ4; whatever else it holds); for Marjolet's all-six
    bonus (MJ6) whether one seat has won every play-out trick so far, and which; with
    ``knock-out`` (MJ8) the points themselves, as the hand ends when a total reaches the
    target."""
    part = state.part
    kept = tuple(value for name, value in part.__dict__.items() if name not in _MJ_SAME_OR_DERIVED)
    all_six: Any = None
    if part.rules.all_six and part.playout is not None:
        winners = set(state.trick_winners()[part.playout:])
        all_six = "none yet" if not winners else winners.pop() if len(winners) == 1 else "both"
    knock_out = tuple(state.points) if state.spec.match.knock_out else None
    return (kept, all_six, knock_out), tuple(state.points)


def _marjolet_unmerged(state: HandState) -> int:
    """MJ3 and MJ4: the trump 7 (Dix, its 10 points) and every card of a combination that
    may still be declared (all its cards still in a hand, the stock or the turned card)."""
    part = state.part
    alive = 0
    for hand in state.hands:
        alive |= hand
    for card in state.stock:
        alive |= 1 << card
    if state.turned is not None:
        alive |= 1 << state.turned
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
    if state.contract is None:
        return whole_past(state)
    count, sides = state.count_points, state.sides
    pile, roem, tricks = 0, [0, 0], [0, 0]
    for seat, side in enumerate(sides):
        if side == 0:
            pile |= state.won[seat]
        roem[side] += state.roem[seat]
        tricks[side] += state.tricks_won[seat]
    return (count(pile), roem[0], roem[1], tricks[0] > 0, tricks[1] > 0), None


def _klaverjas_3(state: HandState) -> Past:
    """K4 for Klaverjassen-3 (K5): the Speler's card points and roem so far, the
    defenders' roem together (nat shares it, made adds it up), and whether each seat has
    won a trick (pit is one player's). The defenders' card points follow from the cards
    still out, and the skart goes to the last trick's winner, still to come."""
    contract = state.contract
    if contract is None:
        return whole_past(state)
    speler = contract.seat
    others = sum(r for seat, r in enumerate(state.roem) if seat != speler)
    return (state.count_points(state.won[speler]), state.roem[speler], others,
            tuple(t > 0 for t in state.tricks_won)), None


RULES: dict[str, SearchRules] = {
    "maison-tarot": SearchRules(_maison_tarot, _tarot_unmerged, _additive_bounds(_mt_gain)),
    "la-rigueur": SearchRules(_maison_tarot, _tarot_unmerged, _additive_bounds(_mt_gain)),
    "maison-troggen": SearchRules(_troggen, _tarot_unmerged),
    "leipzig-taroc": SearchRules(_leipzig, _leipzig_unmerged),
    "triomphe-forcee": SearchRules(_triomphe, _triomphe_unmerged, _additive_bounds(_triomphe_gain)),
    "marjolet": SearchRules(_marjolet, _marjolet_unmerged),
    "binage": SearchRules(_marjolet, _marjolet_unmerged),
    "klaverjas-4": SearchRules(_klaverjas_4),
    "klaverjas-3": SearchRules(_klaverjas_3),
}
"""Per game id its search rules; a game not listed gets :data:`WHOLE_PAST`."""

WHOLE_PAST = SearchRules(whole_past)


def rules_for(game: str) -> SearchRules:
    return RULES.get(game, WHOLE_PAST)
