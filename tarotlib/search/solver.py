"""The double-dummy solver: the exact value of a hand whose every card is known.

:func:`solve` is a minimax over the engine's own legal actions (``legal_actions()``,
``push_legal()``, ``pop()``) from any phase, scored at the end of every line by the
engine's own result (``state.result.score``, through :func:`~.objective.final_value`),
so its value is what the score sheet would say after perfect play by every seat: a
side plays for its margin, or (no two camps) the seat to move for its own score with
every other seat against it (:mod:`tarotlib.search.objective`). Marjolet's and
Binage's declaration windows are phases inside trick play with their own actions,
and the draws from the known stock are the engine's.

What makes it fast enough, as the bridge (DDS), Skat and Schafkopf solvers do:

* **alpha-beta**, fail-soft, with the root's side maximising;
* a **transposition table** at the start of each trick (and in each window), keyed on
  the cards still out (the hands, the stock, the turned card), the seat to move, the
  phase, and what of the past still matters for the score, per game
  (:mod:`tarotlib.search.games`). Where a game's score adds up (offsets), the table
  holds what the rest of the hand adds, shared by lines that won other piles. Each
  entry keeps a lower and an upper bound and the best action found;
* **move ordering**: the table's action first, then the cheapest card that wins the
  trick against the other side, or the lowest card, or points thrown on one's own
  side's trick;
* **equal cards merged**: of a hand's cards adjacent in their suit with no card still
  out between them (in a hand, the trick, the stock) and equal card points, one is
  tried; never a card the game treats apart (the Excuse, the Pagat, the trump 7 and
  the cards of a combination still open, a card that may still make Klaverjassen
  roem);
* **value bounds** per game: the least and most the root's side can still end with
  from what is still to be won; a result already decided is not searched;
* **null-window tests** ("is the value at least beta?") instead of one wide search:
  the first at a guess (a rollout's value; for Klaverjassen a two-trick search
  finished by rollouts, whose best actions also order the first moves), then steps
  away from it that double until the value is bracketed, then halving the bracket.
  With ``values=True`` each root action gets its exact value so, all sharing one
  table; without, the best actions are those a null-window test at the value finds
  as good.

With ``depth`` the search looks that many tricks ahead (0: none, each legal action
played out) and finishes each line by a fast deterministic playout
(:func:`horizon_action`: ``basic``'s habits in the tarot games, :func:`habit_action`,
else the greedy :func:`rollout_action`), still scored by the engine's own result (its
counting, its payments): its value is then **not exact**, an estimate for a sampling
player on an early tarot position (18 or 25 tricks are too deep to solve in a second in
CPython). Measured: from a 25-card Leipzig hand's first trick, one trick
deep with every action's value takes about 0.1 s, two tricks about 4 s.

``max_nodes`` and ``deadline`` stop a search: :class:`SearchStopped` is raised (it
never returns a half-searched value), and the caller's state is left as it was (the
search works on a copy).

A state whose hands do not add up is refused (:func:`check_known`): in this engine
every card of a dealt hand is known, so the one way to hand the solver unknown cards
is a scenario of a few cards (``new_hand(..., partial=True)``) whose seats hold
uneven numbers of cards; such a scenario stops where a seat runs out, not at the
hand's end, and has no value to solve for. A scenario whose hands do add up is solved
as a hand of those cards.
"""

from __future__ import annotations

import time
from typing import Any, Callable, Sequence

from tarotlib.actions import Action, Declare, play_actions
from tarotlib.bots.basic import choose_card
from tarotlib.errors import TarotlibError
from tarotlib.phases import PLAY
from tarotlib.search.games import rules_for, tricks_left, whole_past
from tarotlib.search.klaverjas import solve_klaverjas
from tarotlib.search.objective import SearchStopped, Solution, camp_of
from tarotlib.spec import TrickOrder
from tarotlib.state import HandState

INF = float("inf")
EPSILON = 1e-9
"""Below the spacing of any two values: scores are whole numbers, margins halves of them."""
CHECK_EVERY = 4096
"""Nodes between two looks at the clock when a ``deadline`` is given."""
HABIT_NODES = 3
"""The nodes one step of a habit playout (:func:`habit_action`) counts for: it reads the
position as ``basic`` reads a view, three to four times the work of a greedy step
(measured 45,000-80,000 steps a second against 165,000-207,000), so that a node budget
(pimc's) stays near its time. Counted as one, pimc's decisions in Leipzig at its
default budget took 1.14 s of CPU (median of ten); as three, 0.57 s."""
DEEPENED = 4
"""The tricks left from which a search starts with a shallow one, in a game that has one
(:attr:`~tarotlib.search.games.SearchRules.shallow`, :meth:`Search.first_guesses`)."""


def solve(state: HandState, *, values: bool = False, depth: int | None = None, max_nodes: int | None = None,
          deadline: float | None = None) -> Solution:
    """The value of ``state`` for the side of the seat to move, after perfect play by
    every seat, and the legal actions that reach it (see the module's docs).

    ``values``: also the exact value of every legal action (``Solution.values``, in
    the order of ``legal_actions()``). ``depth``: search that many tricks, then finish
    by the playout of :func:`horizon_action` (not exact); 0: each legal action played
    out so, no search. ``max_nodes``, ``deadline`` (a ``time.monotonic()`` time):
    raise :class:`SearchStopped` when passed. ``state`` is not changed.
    """
    check_known(state)
    if depth is not None and (type(depth) is not int or depth < 0):
        raise TarotlibError(f"depth: must be a whole number of tricks from 0, not {depth!r}",
                            f"depth: moet een geheel aantal slagen vanaf 0 zijn, niet {depth!r}")
    if max_nodes is not None and (type(max_nodes) is not int or max_nodes < 1):
        raise TarotlibError(f"max_nodes: must be a whole number from 1, not {max_nodes!r}",
                            f"max_nodes: moet een geheel getal vanaf 1 zijn, niet {max_nodes!r}")
    if depth is None and deadline is None and state.spec.id in COMPACT and state.phase is PLAY:
        return solve_klaverjas(state, values=values, max_nodes=max_nodes)
    search = Search(state.copy(), depth=depth, max_nodes=max_nodes, deadline=deadline)
    return search.solve(values)


COMPACT = ("klaverjas-3", "klaverjas-4")
"""The games whose exact solves go to their compact solver (:mod:`.klaverjas`, about ten
times faster on whole deals, checked against this one and a brute force in the tests)."""


def check_known(state: HandState) -> None:
    """Refuse a state the solver cannot solve: a hand that is over, or a scenario whose
    hands do not add up (``new_hand(partial=True)`` with uneven hands, where a seat runs
    out of cards before the hand ends: the cards it lacks are unknown)."""
    if not isinstance(state, HandState):
        raise TarotlibError(f"solve: needs a HandState, not {type(state).__name__}",
                            f"solve: vraagt een HandState, niet {type(state).__name__}")
    if state.result is not None or state.turn is None:
        raise TarotlibError("solve: the hand is over: there is nothing left to choose",
                            "solve: de hand is voorbij: er valt niets meer te kiezen")
    if state.phase is PLAY or state.phase in state.spec.windows:
        seats = [s for s in range(state.players) if s != state.sitting_out]
        played = set(state.trick_seats)
        to_play = state.hands[state.turn].bit_count()
        uneven = [s for s in seats
                  if state.hands[s].bit_count() != (to_play - 1 if s in played and state.phase is PLAY else to_play)]
        if uneven or to_play == 0:
            raise uneven_hands(state)
    elif not state.legal_actions():
        raise TarotlibError("solve: the seat to move has nothing to choose", "solve: wie aan zet is, heeft niets te kiezen")


def uneven_hands(state: HandState) -> TarotlibError:
    """The refusal of a scenario whose hands do not add up (met at the root, or inside a
    search that started before trick play, where a seat runs out of cards)."""
    seats = [s for s in range(state.players) if s != state.sitting_out]
    sizes = ", ".join(f"seat {s}: {state.hands[s].bit_count()}" for s in seats)
    sizes_nl = ", ".join(f"stoel {s}: {state.hands[s].bit_count()}" for s in seats)
    return TarotlibError(
        f"solve: the hands do not add up ({sizes}): a scenario with cards still unknown has no value to solve",
        f"solve: de handen kloppen niet ({sizes_nl}): een scenario met nog onbekende kaarten heeft geen waarde"
        " om uit te rekenen")


_SUIT_TABLES: dict[int, tuple[TrickOrder, tuple[int, ...], tuple[int, ...]]] = {}


def _suit_tables(order: TrickOrder) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """Per card: a sort key (suit, then strongest first) and the mask of the cards of its
    suit that rank above it; made once per trick order."""
    cached = _SUIT_TABLES.get(id(order))
    if cached is None or cached[0] is not order:
        suit_of, rank = order.pack.suit_of, order.suit_rank
        size = order.pack.size
        sort_key = tuple((suit_of[c] + 1) * 1000 - rank[c] for c in range(size))
        higher = tuple(sum(1 << d for d in range(size) if suit_of[d] == suit_of[c] and rank[d] > rank[c])
                       for c in range(size))
        cached = _SUIT_TABLES[id(order)] = (order, sort_key, higher)
    return cached[1], cached[2]


def cards_in(mask: int) -> list[int]:
    """The cards of ``mask``, lowest first (a loop over its set bits only)."""
    cards = []
    while mask:
        low = mask & -mask
        cards.append(low.bit_length() - 1)
        mask ^= low
    return cards


def rollout_action(state: HandState) -> Action:
    """The rollout's choice, deterministic and cheap: in trick play the card the move
    ordering puts first with the seats' true sides (:func:`card_order`: win cheaply
    against the other side, else play low, or throw points on one's own side's trick;
    lead the strongest); in a declaration window the first declaration offered; in any
    other phase the first legal action."""
    if state.phase is PLAY:
        return play_actions(state.pack)[rollout_card(state)]
    actions = state.legal_actions()
    return next((a for a in actions if type(a) is Declare), actions[0])


def rollout_card(state: HandState) -> int:
    """:func:`rollout_action`'s card in trick play: the first of :func:`card_order` with
    the seats' true sides, found in one pass over the legal cards (it is asked at every
    card of every rollout)."""
    mask = state.legal_mask()
    if not mask & (mask - 1):
        if not mask:  # a scenario begun before trick play whose hands do not add up
            raise uneven_hands(state)
        return mask.bit_length() - 1
    strength = state.trick_order.strength
    if state.led < 0:  # leading: the strongest card in its own suit
        suit_of = state.pack.suit_of
        choice, top = -1, -3
        while mask:
            low = mask & -mask
            card = low.bit_length() - 1
            mask ^= low
            power = strength[suit_of[card]][card]
            if power > top:
                choice, top = card, power
        return choice
    row = strength[state.led]
    points = state.card_points
    best, at = -2, 0
    for index, card in enumerate(state.trick_cards):
        if row[card] > best:
            best, at = row[card], index
    ours = state.sides[state.trick_seats[at]] == state.sides[state.turn]  # type: ignore[index]
    choice, rank = -1, None
    while mask:
        low = mask & -mask
        card = low.bit_length() - 1
        mask ^= low
        power = row[card]
        key = (power > best, -points[card], power) if ours else (
            power <= best, points[card] if power <= best else 0, power)
        if rank is None or key < rank:
            choice, rank = card, key
    return choice


class SeenAtTable:
    """What ``basic``'s habits of play read of a :class:`~tarotlib.state.View` (the trump,
    the trick, the suit led, the tricks so far, the legal plays), taken from a state for
    the seat to move without building a whole view: in an imagined deal the searcher
    knows every card, and these are only what that seat sees anyway."""

    __slots__ = ("trump", "trick", "led", "tricks", "legal", "players", "sitting_out")

    def __init__(self, state: HandState, cards: list[int]):
        plays, faces = play_actions(state.pack), state.pack.cards
        self.trump, self.led, self.tricks = state.trump, state.led, state.tricks
        self.players, self.sitting_out = state.players, state.sitting_out
        self.trick = [(seat, faces[card]) for seat, card in zip(state.trick_seats, state.trick_cards)]
        self.legal = [plays[card] for card in cards]


def horizon_action(state: HandState) -> Action:
    """The action of the depth-limited search's playout: ``basic``'s habits
    (:func:`habit_action`) in a game whose search rules ask for them
    (:attr:`~tarotlib.search.games.SearchRules.habits`), else :func:`rollout_action`."""
    return habit_action(state) if rules_for(state.spec.id).habits else rollout_action(state)


def habit_action(state: HandState) -> Action:
    """The card ``basic`` would play for the seat to move (its own game's play advice, or
    :func:`~tarotlib.bots.basic.choose_card`), read from what that seat sees
    (:class:`SeenAtTable`); outside trick play :func:`rollout_action`. The horizon's
    playout where the arena's opponents are ``basic`` players: it plays the rest of the
    hand as they would."""
    if state.phase is not PLAY:
        return rollout_action(state)
    plays = play_actions(state.pack)
    mask = state.legal_mask()
    if not mask & (mask - 1):
        if not mask:  # a scenario begun before trick play whose hands do not add up
            raise uneven_hands(state)
        return plays[mask.bit_length() - 1]
    cards = cards_in(mask)
    seen = SeenAtTable(state, cards)
    spec = state.spec
    own = spec.advice.get("play")
    if own is not None:
        return own(seen, spec)[0]  # type: ignore[arg-type]
    return plays[choose_card(seen, spec, cards)[0]]  # type: ignore[arg-type]


def ordered_cards(state: HandState, cards: list[int], same_side: Callable[[int, int], bool]) -> list[int]:
    """``cards`` (of the seat to move) in the order to try them (:func:`card_order`)."""
    return sorted(cards, key=card_order(state, same_side))


def card_order(state: HandState, same_side: Callable[[int, int], bool]) -> Callable[[int], Any]:
    """The sort key of the seat to move's cards, the first to try first: leading, the
    strongest; following, if the trick's winner so far is on the other side the cheapest
    card that beats it, then the lowest by card points; if it is on the mover's side the
    card that throws most points without taking the trick, then the others."""
    strength = state.trick_order.strength
    points = state.card_points
    if state.led < 0:
        suit_of = state.pack.suit_of
        return lambda c: -strength[suit_of[c]][c]
    row = strength[state.led]
    best, at = -2, 0
    for index, card in enumerate(state.trick_cards):  # the trick's winner so far (TrickOrder.winner)
        if row[card] > best:
            best, at = row[card], index
    assert state.turn is not None
    if same_side(state.trick_seats[at], state.turn):
        return lambda c: (row[c] > best, -points[c], row[c])
    return lambda c: (row[c] <= best, points[c] if row[c] <= best else 0, row[c])


class Search:
    """One search of one position (its table, counters and limits); :func:`solve` makes
    one per call. ``state`` is played on with push and pop and comes back as it was."""

    def __init__(self, state: HandState, *, depth: int | None = None, max_nodes: int | None = None,
                 deadline: float | None = None):
        self.state = state
        root = state.turn
        assert root is not None
        self.root = root
        self.camp = camp_of(state.sides, root, state.sitting_out)
        active = [s for s in range(state.players) if s != state.sitting_out]
        self.others = () if self.camp is None else tuple(s for s in active if s not in self.camp)
        in_camp = (root,) if self.camp is None else self.camp
        self.maximiser = tuple(s in in_camp for s in range(state.players))
        self.weights = self._weights()
        rules = rules_for(state.spec.id)
        self.in_play = state.phase is PLAY or state.phase in state.spec.windows
        # before trick play (bidding, discard) the past is keyed whole, the play's settings with it
        self.past = rules.past if self.in_play else whole_past
        self.bounds = rules.bounds if self.in_play else None
        self.unmerged = rules.unmerged
        self.shallow = rules.shallow
        self.habits = rules.habits
        self.windows = state.spec.windows
        self.plays = play_actions(state.pack)
        self.width = state.pack.size
        self.depth = depth
        self.first_trick = state.trick_number
        self.max_nodes = max_nodes
        self.deadline = deadline
        self.next_check = 0 if deadline is not None else INF  # a deadline already passed stops at once
        self.limit = min(self.next_check, INF if max_nodes is None else max_nodes + 1)  # the next node to look at the limits
        self.nodes = 0
        self.table: dict[Any, tuple[float, float, Any]] = {}
        self.rolled: dict[Any, float] = {}  # at the depth horizon: the rollout's value less the offset, per key

    # ------------------------------------------------------------ values
    def value_of(self, scores: Sequence[int | float]) -> float:
        """:func:`~.objective.final_value` of ``scores`` for the root's side, computed as
        it does (the same sums in the same order, so the same float)."""
        camp = self.camp
        if camp is None:
            return float(scores[self.root])
        others = self.others
        return sum(scores[s] for s in camp) / len(camp) - sum(scores[s] for s in others) / len(others)

    def _same_side(self, a: int, b: int) -> bool:
        return self.maximiser[a] == self.maximiser[b]

    # ------------------------------------------------------------ the root
    def solve(self, values: bool) -> Solution:
        """The root's value, best actions and (``values``) every action's value: the
        equal cards of a group share their card's value."""
        state = self.state
        legal = state.legal_actions()
        groups = self.root_groups()
        if self.depth == 0:
            return self.played_out(legal, groups, values)
        guesses = self.first_guesses(groups, values)
        found: list[tuple[Action, float]] = []
        if values:
            for (action, _), guess in zip(groups, guesses):
                state.push_legal(action)
                found.append((action, self.exact(guess)))
                state.pop()
        else:
            top = self.exact(guesses[0])
            for action, _ in groups:
                state.push_legal(action)
                # a null window just below the value: an action that reaches it comes back at least as good
                value = self.alpha_beta(top - EPSILON, top)
                state.pop()
                found.append((action, top if value >= top else value))
        top = max(value for _, value in found)
        each = {}
        for (action, same), (_, value) in zip(groups, found):
            for equal in same:
                each[equal] = value
        best_actions = tuple(a for a in legal if each[a] == top)
        shown = tuple((a, each[a]) for a in legal) if values else ()
        return Solution(top, best_actions, shown, self.nodes)

    def played_out(self, legal: list[Action], groups: list[tuple[Action, list[Action]]], values: bool) -> Solution:
        """``depth=0``: each root action's value is the horizon's playout after it, no
        search (equal cards share one playout)."""
        state = self.state
        each = {}
        for action, same in groups:
            state.push_legal(action)
            value = self.rollout_value(self.habits)
            state.pop()
            for equal in same:
                each[equal] = value
        top = max(each.values())
        shown = tuple((a, each[a]) for a in legal) if values else ()
        return Solution(top, tuple(a for a in legal if each[a] == top), shown, self.nodes)

    def first_guesses(self, groups: list[tuple[Action, list[Action]]], values: bool) -> list[float]:
        """Where the first null-window tests start: the root's value (or with ``values``
        each root action's) by a search of the game's ``shallow`` tricks finished by
        rollouts, when at least :data:`DEEPENED` tricks are to be searched; its best
        actions go to this search's table as the first to try (without its
        bounds, which are not exact). Otherwise the rollout's value. One step of
        iterative deepening: a near guess and a good order save more nodes than the
        shallow search costs, where the rollout guesses badly."""
        state = self.state
        shallow_tricks = self.shallow
        if not shallow_tricks or min(self.depth or INF, tricks_left(state)) < DEEPENED:
            guess = self.rollout_value()
            return [guess] * len(groups)
        budget = None if self.max_nodes is None else self.max_nodes - self.nodes
        shallow = Search(state, depth=shallow_tricks, max_nodes=budget, deadline=self.deadline)
        try:
            if values:
                guesses = []
                guess = shallow.rollout_value()
                for action, _ in groups:
                    state.push_legal(action)
                    guess = shallow.exact(guess)
                    state.pop()
                    guesses.append(guess)
            else:
                guesses = [shallow.exact(shallow.rollout_value())]
        finally:
            self.nodes += shallow.nodes
        self.table = {key: (-INF, INF, entry[2]) for key, entry in shallow.table.items()}
        return guesses

    def root_groups(self) -> list[tuple[Action, list[Action]]]:
        """The root's legal actions as (the one tried, every action equal to it), in the
        order to try them."""
        state = self.state
        if state.phase is not PLAY:
            return [(action, [action]) for action in state.legal_actions()]
        groups = self.card_groups(state.legal_mask())
        first = ordered_cards(state, list(groups), self._same_side)
        return [(self.plays[c], [self.plays[d] for d in range(groups[c].bit_length()) if groups[c] >> d & 1])
                for c in first]

    def exact(self, guess: float) -> float:
        """The exact value of the state by null-window tests ("is it at least beta?"),
        each bounding it from one side: the first at ``guess``, then steps away from it
        that double (1, 2, 4, ...) until the value is bracketed, then halving the bracket.
        MTD(f)'s own rule (test at the last bound) crawls when the bounds come back close
        to the test, as Klaverjassen's margins do: tens of tests instead of about ten."""
        lower, upper = -INF, INF
        beta, step = guess, 1.0
        while True:
            value = self.alpha_beta(beta - EPSILON, beta)
            if value < beta:
                upper = value
            else:
                lower = value
            if lower >= upper:
                return value
            if upper == INF:
                beta = lower + step
            elif lower == -INF:
                beta = upper - step + EPSILON
            else:
                beta = (lower + upper) / 2 + EPSILON
            step *= 2

    def horizon_value(self) -> float:
        """At ``depth``: the playout's value (:func:`horizon_action`), played once per
        position of the table (the null-window tests come back to the same horizon again
        and again)."""
        key, certain, _ = self.key()
        offset = 0.0 if certain is None else certain
        rest = self.rolled.get(key)
        if rest is None:
            rest = self.rolled[key] = self.rollout_value(self.habits) - offset
        return rest + offset

    def rollout_value(self, habits: bool = False) -> float:
        """The value of the rest of the hand played by :func:`rollout_action`, or with
        ``habits`` by :func:`habit_action`; each of its steps counts as a node (a habit's
        as :data:`HABIT_NODES`), so ``max_nodes`` bounds the work of a depth-limited search. It is played on a copy:
        one copy costs less than a push and a pop for each step."""
        state = self.state.copy()
        plays = self.plays
        steps = 0
        if habits:
            while state.result is None:
                state.apply(habit_action(state))
                steps += HABIT_NODES
        else:
            while state.result is None:
                state.apply(plays[rollout_card(state)] if state.phase is PLAY else rollout_action(state))
                steps += 1
        self.nodes += steps
        return self.value_of(state.result.score)

    # ------------------------------------------------------------ the tree
    def representatives(self, mask: int) -> list[int]:
        """The legal cards ``mask``, one of each group of equal cards (:meth:`card_groups`)."""
        cards = cards_in(mask)
        if self.unmerged is None:
            return cards
        pairs = self._pairs(cards)
        return list(self.card_groups(mask, cards, pairs)) if pairs else cards

    def _pairs(self, cards: list[int]) -> list[int]:
        """Sort ``cards`` by suit and rank; the places of those that may equal the card
        just above them (same suit, same card points)."""
        state = self.state
        sort_key, _ = _suit_tables(state.trick_order)
        cards.sort(key=sort_key.__getitem__)
        points, suit_of = state.card_points, state.pack.suit_of
        return [at for at in range(1, len(cards))
                if suit_of[cards[at]] == suit_of[cards[at - 1]] and points[cards[at]] == points[cards[at - 1]]]

    def card_groups(self, mask: int, cards: list[int] | None = None, pairs: list[int] | None = None
                    ) -> dict[int, int]:
        """The legal cards ``mask`` as {card tried: mask of the cards equal to it}: the
        seat's cards of one suit with no card still out between them and equal card
        points, unless the game keeps one of them apart. (``cards`` and ``pairs``: the
        cards already sorted and their :meth:`_pairs`.)"""
        state = self.state
        if cards is None:
            cards = cards_in(mask)
            if self.unmerged is None or len(cards) < 2:
                return {c: 1 << c for c in cards}
            pairs = self._pairs(cards)
        assert pairs is not None and self.unmerged is not None
        if not pairs:  # no two cards could be equal: the cards out and the game's exceptions are not needed
            return {c: 1 << c for c in cards}
        _, higher = _suit_tables(state.trick_order)
        out = 0
        for hand in state.hands:
            out |= hand
        for card in state.trick_cards:
            out |= 1 << card
        if state.own is not None:
            out |= state.own.cards()  # a draw game's stock and turned card (MJ2)
        kept = self.unmerged(state)
        groups = {c: 1 << c for c in cards}
        for at in pairs:
            above, card = cards[at - 1], cards[at]
            if kept >> card & 1 or kept >> above & 1 or higher[card] & ~higher[above] & ~(1 << above) & out:
                continue
            lead = next(c for c in groups if groups[c] >> above & 1)  # the card its group is tried by
            groups[lead] |= groups.pop(card)
        return groups

    def moves(self, first: Any) -> list[Action]:
        """The actions to try here, ``first`` (the table's) first."""
        state = self.state
        if state.phase is PLAY:
            mask = state.legal_mask()
            if not mask:  # a scenario begun before trick play whose hands do not add up
                raise uneven_hands(state)
            if mask & (mask - 1):
                cards = ordered_cards(state, self.representatives(mask), self._same_side)
            else:
                cards = [mask.bit_length() - 1]
            plays = self.plays
            actions = [plays[c] for c in cards]
        else:
            actions = state.legal_actions()
        if first is not None and len(actions) > 1 and actions[0] is not first:
            for at, action in enumerate(actions):
                if action is first or action == first:
                    actions.insert(0, actions.pop(at))
                    break
        return actions

    def key(self) -> tuple[Any, float | None, Sequence[float] | None]:
        """The table's key of the state (at a trick's start), the root side's value
        already certain (its offset; None where the key holds all), and the offsets."""
        state = self.state
        past, offsets = self.past(state)
        hands, width = 0, self.width
        for hand in state.hands:  # one int for all hands: a smaller table entry than a tuple of them
            hands = hands << width | hand
        key: tuple[Any, ...] = (hands, state.turn, past)  # the past holds a draw game's stock (its own state)
        if state.phase is not PLAY:
            key += (state.phase, state.to_act)
        if not self.in_play:
            key += (tuple(state.laid), state.trump, state.own, state.sides, state.declared, state.out_of_play)
        return key, (None if offsets is None else self.value_of(offsets)), offsets

    def alpha_beta(self, alpha: float, beta: float) -> float:
        """The value of the state, fail-soft: at most ``alpha`` means at most that, at
        least ``beta`` at least that, in between exact."""
        state = self.state
        self.nodes += 1
        if self.nodes >= self.limit:
            self._check_limits()
        if state.result is not None:
            return self.value_of(state.result.score)
        key = None
        first = None
        offset = 0.0
        if not state.trick_cards and (state.phase is PLAY or state.phase in self.windows):
            if self.depth is not None and state.trick_number - self.first_trick >= self.depth:
                return self.horizon_value()
            key, certain, offsets = self.key()
            if certain is not None:
                offset = certain
            entry = self.table.get(key)
            if entry is not None:
                lower, upper, first = entry
                lower += offset
                upper += offset
                if lower >= beta or lower == upper:
                    return lower
                if upper <= alpha:
                    return upper
                alpha, beta = max(alpha, lower), min(beta, upper)
            if self.bounds is not None:
                least, most = self.bounds(state, self.weights, offsets)
                if least >= beta or least == most:
                    return least
                if most <= alpha:
                    return most
                alpha, beta = max(alpha, least), min(beta, most)
        maximising = self.maximiser[state.turn]  # type: ignore[index]
        best = -INF if maximising else INF
        best_action = None
        low, high = alpha, beta
        for action in self.moves(first):
            state.push_legal(action)
            value = self.alpha_beta(low, high)
            state.pop()
            if maximising:
                if value > best:
                    best, best_action = value, action
                    if value > low:
                        low = value
                        if low >= high:
                            break
            elif value < best:
                best, best_action = value, action
                if value < high:
                    high = value
                    if low >= high:
                        break
        if key is not None:
            lower, upper = (-INF, INF) if entry is None else (entry[0], entry[1])
            relative = best - offset
            if best <= alpha:
                upper = min(upper, relative)
                best_action = first if first is not None else best_action
            elif best >= beta:
                lower = max(lower, relative)
            else:
                lower = upper = relative
            self.table[key] = (lower, upper, best_action)
        return best

    def _weights(self) -> tuple[float, ...]:
        """Each seat's weight in the root side's value (:meth:`value_of` as a sum)."""
        weights = [0.0] * len(self.maximiser)
        if self.camp is None:
            weights[self.root] = 1.0
        else:
            for seat in self.camp:
                weights[seat] = 1 / len(self.camp)
            for seat in self.others:
                weights[seat] = -1 / len(self.others)
        return tuple(weights)

    def _check_limits(self) -> None:
        if self.max_nodes is not None and self.nodes > self.max_nodes:
            raise SearchStopped(self.max_nodes)
        if self.deadline is not None:
            self.next_check = self.nodes + CHECK_EVERY
            if time.monotonic() >= self.deadline:
                raise SearchStopped(self.nodes, "deadline")
        self.limit = min(self.next_check, INF if self.max_nodes is None else self.max_nodes + 1)


__all__ = ["HABIT_NODES", "Search", "SearchStopped", "SeenAtTable", "card_order", "check_known", "habit_action", "horizon_action",
           "ordered_cards", "uneven_hands", "rollout_action", "rollout_card", "solve"]
