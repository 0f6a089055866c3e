"""One hand in progress: deal, turn order, legal actions, apply, tricks and scoring.

:class:`HandState` is mutable and fast: hands and piles are bitmasks, and the legal
cards of a position are computed once by the game's duty (``spec.duty``) and then
used both to list the legal actions and to check a chosen one, so the two can never
disagree. ``push`` / ``pop`` let bots search without copying. ``view(seat)`` is what
one seat may see.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any, Iterable, Mapping, Sequence

from tarotlib import i18n
from tarotlib.actions import Action, Play, play_actions
from tarotlib.cards import NO_SUIT, Card
from tarotlib.errors import IllegalAction
from tarotlib.spec import GameSpec, HandResult, Limit


@dataclass(frozen=True)
class Deal:
    """The cards as dealt: per seat in dealing order, and the cards left over (RECORD.md)."""

    hands: tuple[tuple[int, ...], ...]
    rest: tuple[int, ...] = ()
    turned: int | None = None


@dataclass(frozen=True)
class Trick:
    """A finished trick: who led, the cards in play order, and who won it."""

    number: int
    leader: int
    seats: tuple[int, ...]
    cards: tuple[Card, ...]
    winner: int

    def _repr_html_(self) -> str:
        from tarotlib import svg

        return svg.trick_html(list(zip(self.seats, self.cards)), max(self.seats) + 1, winner=self.winner)


@dataclass(frozen=True)
class Event:
    """Something the engine did by itself, for the widgets and the text replay.

    kinds: ``trick`` (seat won trick ``number``), ``excuse-kept`` (seat keeps the
    Excuse and owes ``to`` a blank, T5), ``blank-given`` (seat gives ``card`` to
    ``to``, T5), ``debt-settled`` (the end-of-hand rule for an open debt, e.g. MT3).
    """

    kind: str
    seat: int
    rule: str = ""
    to: int | None = None
    card: Card | None = None
    number: int = 0


@dataclass(frozen=True)
class View:
    """What one seat sees: its own cards, the table, and counts of everything hidden."""

    seat: int
    hand: tuple[Card, ...]
    hand_sizes: tuple[int, ...]
    trick: tuple[tuple[int, Card], ...]
    last_trick: Trick | None
    tricks_won: tuple[int, ...]
    cards_won: tuple[int, ...]
    turn: int | None
    dealer: int
    legal: tuple[Action, ...]
    result: HandResult | None


class HandState:
    """A hand of one game, from the deal to the result."""

    def __init__(self, spec: GameSpec, players: int, dealer: int, deal: Deal, options: Mapping[str, int]):
        self.spec = spec
        self.pack = spec.pack
        self.players = players
        self.dealer = dealer
        self.deal = deal
        self.options = dict(options)
        self.hands: list[int] = [sum(1 << i for i in cards) for cards in deal.hands]
        self.won: list[int] = [0] * players
        self.tricks_won: list[int] = [0] * players
        self.turn: int | None = (dealer + 1) % players
        self.leader = self.turn
        self.led = NO_SUIT  # the suit to follow: set by the first card that is not the Excuse (T4)
        self.trick_cards: list[int] = []
        self.trick_seats: list[int] = []
        # Play logs each finished trick and each event as a plain tuple; the Trick and
        # Event records are built when first read (the tricks / events properties), as
        # building a frozen dataclass costs more than the rest of a trick's bookkeeping.
        self._trick_log: list[tuple[list[int], list[int], int]] = []  # (seats, cards, winner)
        self._event_log: list[tuple[Any, ...]] = []  # Event fields in order
        self._tricks: list[Trick] = []
        self._events: list[Event] = []
        self.debt: tuple[int, int] | None = None  # (Excuse owner, creditor), T5
        self.actions: list[tuple[int, Action]] = []
        self.result: HandResult | None = None
        self._legal: tuple[int, Limit | None] | None = None
        self._plays = play_actions(self.pack)
        self._cards = self.pack.cards
        self._strength = spec.trick_order.strength
        self._undo: list[tuple[Any, ...]] = []

    # ------------------------------------------------------------ reading
    @property
    def phase(self) -> str:
        return "done" if self.result is not None else "play"

    @property
    def is_over(self) -> bool:
        return self.result is not None

    @property
    def voorhand(self) -> int:
        """The seat after the dealer, who leads the first trick."""
        return (self.dealer + 1) % self.players

    @property
    def tricks(self) -> list[Trick]:
        """The finished tricks, first to last."""
        built = self._tricks
        for seats, cards, winner in self._trick_log[len(built):]:
            built.append(Trick(len(built) + 1, seats[0], tuple(seats), tuple(self._cards[c] for c in cards), winner))
        return built

    @property
    def events(self) -> list[Event]:
        """What the engine did by itself, in order (:class:`Event`)."""
        built = self._events
        built.extend(Event(*fields) for fields in self._event_log[len(built):])
        return built

    def hand(self, seat: int) -> list[Card]:
        return self.pack.cards_in(self.hands[seat])

    def trick(self) -> list[tuple[int, Card]]:
        """The cards on the table now, in play order, with their seats."""
        return [(s, self.pack.cards[c]) for s, c in zip(self.trick_seats, self.trick_cards)]

    def legal_mask(self) -> int:
        """The legal cards of the seat to move as a bitmask (0 when the hand is over)."""
        if self.result is not None:
            return 0
        if self._legal is None:
            self._legal = self.spec.duty(self)
        return self._legal[0]

    def legal_actions(self) -> list[Action]:
        """Every legal action of the seat to move. The one source of legality."""
        legal = self._legal  # legal_mask() inlined: this runs once per card played
        if legal is None:
            if self.result is not None:
                return []
            legal = self._legal = self.spec.duty(self)
        mask = legal[0]
        plays = self._plays
        out = []
        while mask:
            low = mask & -mask
            out.append(plays[low.bit_length() - 1])
            mask ^= low
        return out

    def legal_cards(self) -> list[Card]:
        return self.pack.cards_in(self.legal_mask())

    def limit(self) -> Limit | None:
        """The rule that narrows the seat to move's choice now, if any (for hints)."""
        if self.turn is None:
            return None
        mask = self.legal_mask()
        assert self._legal is not None
        return None if mask == self.hands[self.turn] else self._legal[1]

    def check(self, action: Action, seat: int | None = None) -> None:
        """Raise :class:`IllegalAction` if ``action`` may not be taken now; change nothing."""
        legal = self._legal  # the common case first: a card of the legal mask legal_actions() cached
        if legal is not None and type(action) is Play and (seat is None or seat == self.turn):
            card = action.card
            if legal[0] >> card.index & 1 and card.pack is self.pack:
                return
        if self.result is not None:
            raise IllegalAction("over", *i18n.both("over"))
        turn = self.turn
        assert turn is not None
        if seat is not None and seat != turn:
            raise IllegalAction("turn", *i18n.both("turn", turn=str(turn)))
        if type(action) is not Play:
            phase = i18n.PHASE_NAMES["play"]
            raise IllegalAction("phase", *i18n.both("phase", phase=phase))
        card = action.card
        bit = 1 << card.index
        if card.pack is not self.pack or not self.hands[turn] & bit:
            raise IllegalAction(
                "hand", *(i18n.say("hand", lang, card=card.name(lang)) for lang in i18n.LANGS)
            )
        if self._legal is None:
            self._legal = self.spec.duty(self)
        mask, limit = self._legal
        if not mask & bit:
            assert limit is not None, "a card outside the legal mask always has a limit"
            raise limit.refuse(self.pack, mask)

    # ------------------------------------------------------------ changing
    def apply(self, action: Action, seat: int | None = None) -> None:
        """Take ``action`` for the seat to move; refused actions change nothing."""
        self.check(action, seat)
        self._play(action.card.index)

    def play(self, card: str | Card, seat: int | None = None) -> None:
        """Play a card by code or :class:`Card`: ``state.play("Kh")``."""
        self.apply(self._plays[self.pack.card(card).index], seat)

    def push(self, action: Action) -> None:
        """Apply ``action`` so that :meth:`pop` can take it back (for search)."""
        snapshot = (
            self.hands[:], self.won[:], self.tricks_won[:], self.turn, self.leader, self.led,
            self.trick_cards[:], self.trick_seats[:], self.debt, len(self.actions), len(self._trick_log),
            len(self._event_log), self.result,
        )
        self.apply(action)
        self._undo.append(snapshot)

    def pop(self) -> None:
        """Undo the last :meth:`push`."""
        (self.hands, self.won, self.tricks_won, self.turn, self.leader, self.led, self.trick_cards,
         self.trick_seats, self.debt, n_actions, n_tricks, n_events, self.result) = self._undo.pop()
        del self.actions[n_actions:], self._trick_log[n_tricks:], self._tricks[n_tricks:]
        del self._event_log[n_events:], self._events[n_events:]
        self._legal = None

    def _play(self, index: int) -> None:
        seat = self.turn
        assert seat is not None
        self.hands[seat] ^= 1 << index
        self.trick_cards.append(index)
        self.trick_seats.append(seat)
        self.actions.append((seat, self._plays[index]))
        self._legal = None
        if self.led < 0:
            self.led = self.pack.suit_of[index]
        if len(self.trick_cards) == self.players:
            self._finish_trick()
        else:
            self.turn = (seat + 1) % self.players

    def _finish_trick(self) -> None:
        cards, seats = self.trick_cards, self.trick_seats
        row = self._strength[self.led]
        best, winner = -2, seats[0]
        pile = 0
        for seat, index in zip(seats, cards):
            pile |= 1 << index
            if row[index] > best:
                best, winner = row[index], seat
        self._trick_log.append((seats, cards, winner))  # lists of this trick only: replaced below, never changed
        number = len(self._trick_log)
        self._event_log.append(("trick", winner, "", None, None, number))
        self.tricks_won[winner] += 1
        excuse = self.pack.excuse_mask
        if pile & excuse and self.spec.excuse is not None:
            owner = seats[cards.index(excuse.bit_length() - 1)]
            pile ^= excuse
            self.won[owner] |= excuse
            self.debt = (owner, winner)
            self._event_log.append(("excuse-kept", owner, self.spec.excuse.rule, winner, None, number))
            self._pay_debt()
        self.won[winner] |= pile
        if self.debt is not None and self.debt[0] == winner:
            self._pay_debt()
        self.trick_cards, self.trick_seats = [], []
        self.led = NO_SUIT
        self.turn = self.leader = winner
        if not any(self.hands):
            self._finish_hand()

    def _pay_debt(self) -> None:
        """T5: the Excuse's owner gives his lowest blank to the creditor, if he has one yet."""
        assert self.debt is not None and self.spec.excuse is not None
        owner, creditor = self.debt
        won = self.won[owner]
        for index in self.spec.excuse.blank_order:
            if won >> index & 1:
                self.transfer(owner, creditor, index, self.spec.excuse.rule, "blank-given")
                self.debt = None
                return

    def transfer(self, giver: int, taker: int, index: int, rule: str, kind: str) -> None:
        """Move one won card between piles and log it (T5 exchanges, end-of-hand settling)."""
        self.won[giver] ^= 1 << index
        self.won[taker] |= 1 << index
        self._event_log.append((kind, giver, rule, taker, self.pack.cards[index], len(self._trick_log)))

    def _finish_hand(self) -> None:
        self.turn = None
        if self.debt is not None and self.spec.excuse is not None:
            self.spec.excuse.settle_debt(self)
            self.debt = None
        self.result = self.spec.score(self)

    # ------------------------------------------------------------ seeing
    def view(self, seat: int) -> View:
        """What ``seat`` may see: its own hand, the table, and only counts of the rest."""
        return View(
            seat=seat,
            hand=tuple(self.hand(seat)),
            hand_sizes=tuple(h.bit_count() for h in self.hands),
            trick=tuple(self.trick()),
            last_trick=self.tricks[-1] if self.tricks else None,
            tricks_won=tuple(self.tricks_won),
            cards_won=tuple(w.bit_count() for w in self.won),
            turn=self.turn,
            dealer=self.dealer,
            legal=tuple(self.legal_actions()) if seat == self.turn else (),
            result=self.result,
        )

    def __repr__(self) -> str:
        where = "over" if self.result else f"trick {len(self._trick_log) + 1}, seat {self.turn} to play"
        return f"<HandState {self.spec.id} {self.players}p: {where}>"

    def _repr_html_(self) -> str:
        from tarotlib import svg

        return svg.state_html(self)


# ---------------------------------------------------------------- making hands
def deal_random(spec: GameSpec, players: int, options: Mapping[str, int], rng: random.Random) -> Deal:
    """Shuffle the pack and give each seat ``spec.hand_size`` cards; the rest lie aside."""
    order = list(range(spec.pack.size))
    rng.shuffle(order)
    size = spec.hand_size(players, options)
    hands = tuple(tuple(order[i * size:(i + 1) * size]) for i in range(players))
    return Deal(hands, tuple(order[players * size:]))


def new_hand(
    game: str | GameSpec,
    players: int | None = None,
    variants: Sequence[str] = (),
    options: Mapping[str, int] | None = None,
    *,
    dealer: int | None = None,
    seed: int | None = None,
    deal: Deal | None = None,
) -> HandState:
    """Deal a new hand: ``new_hand("maison-tarot", 4, seed=1)``.

    ``dealer`` defaults to a seat drawn from ``seed`` (the cut for the dealer);
    ``deal`` replaces the shuffle (records and prepared lessons).
    """
    from tarotlib.games import get_game

    spec = get_game(game, variants) if isinstance(game, str) else game.with_variants(tuple(variants))
    players = spec.default_players if players is None else players
    resolved = spec.resolve_options(players, options)
    spec.validate_players(players, resolved)
    rng = random.Random(seed)
    if dealer is None:
        dealer = rng.randrange(players)
    if deal is None:
        deal = deal_random(spec, players, resolved, rng)
    return HandState(spec, players, dealer, deal, resolved)


def position(
    game: str | GameSpec,
    hand: Iterable[str],
    trick: Iterable[str] = (),
    players: int | None = None,
    variants: Sequence[str] = (),
    seed: int = 0,
) -> HandState:
    """A first-trick position for lessons and tests: the seat to move holds ``hand``.

    The cards of ``trick`` are played in order by the seats before it, through the
    engine (so they must be legal). The other cards are dealt at random from ``seed``,
    each earlier seat's hand filled card by card with only those cards that keep its
    play legal by the game's own duty: a seat that threw off a club on a heart lead
    is dealt no heart (and, where the game demands it, no trump).
    """
    from tarotlib.games import get_game

    spec = get_game(game, variants) if isinstance(game, str) else game.with_variants(tuple(variants))
    players = spec.default_players if players is None else players
    options = spec.resolve_options(players)
    size = spec.hand_size(players, options)
    mine = [spec.pack.index(c) for c in hand]
    played = [spec.pack.index(c) for c in trick]
    if len(mine) != size or len(set(mine + played)) != len(mine) + len(played):
        raise ValueError(f"position: the hand needs {size} different cards, none of them in the trick")
    mover = len(played)  # the dealer is the last seat, so seat 0 leads and seat k plays k-th
    if mover >= players:
        raise ValueError(f"position: a trick of {players} players holds at most {players - 1} cards before yours")
    rest = [i for i in range(spec.pack.size) if i not in set(mine + played)]
    random.Random(seed).shuffle(rest)
    dealt: list[tuple[int, ...]] = [()] * players
    dealt[mover] = tuple(mine)
    state = HandState(spec, players, players - 1, Deal(tuple(dealt)), options)
    for seat, card in enumerate(played):
        own, unused = [card], []
        state.hands[seat] = 1 << card
        for index in rest:
            if len(own) < size:
                state.hands[seat] |= 1 << index
                state._legal = None
                if state.legal_mask() >> card & 1:
                    own.append(index)
                    continue
                state.hands[seat] ^= 1 << index
            unused.append(index)
        if len(own) < size:
            raise ValueError(f"position: no hand lets seat {seat} play {spec.pack.codes[card]} here")
        state._legal = None
        dealt[seat], rest = tuple(own), unused
        state.apply(state._plays[card])
    for seat in range(mover + 1, players):
        dealt[seat], rest = tuple(rest[:size]), rest[size:]
        state.hands[seat] = sum(1 << i for i in dealt[seat])
    state.deal = Deal(tuple(dealt), tuple(rest))
    return state
