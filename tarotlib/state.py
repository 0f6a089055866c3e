"""One hand in progress: the deal, its phases, the legal actions, tricks and scoring.

:class:`HandState` is mutable and fast: hands and piles are bitmasks. A hand runs
through the game's phases (``spec.phases``: annul, discard, declarations, bidding,
doubling; see :mod:`tarotlib.phases`) and then trick play. Whatever the phase, the
legal actions are computed once and both listed by :meth:`HandState.legal_actions`
and used by the check inside :meth:`HandState.apply`, so listing and judging can
never disagree; in trick play they come from the game's duty (``spec.duty``) as a
bitmask. ``push`` / ``pop`` let bots search without copying; ``push_legal`` skips the
check for a search that only ever tries listed actions. ``view(seat)`` is what one
seat may see, and all a bot or a widget reads.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from functools import cache
from itertools import repeat
from operator import is_
from typing import Any, Iterable, Mapping, Sequence, TypeVar

from tarotlib import i18n
from tarotlib.actions import Action, Declare, Discard, Play, play_actions, play_lister
from tarotlib.cards import NO_SUIT, Card
from tarotlib.errors import IllegalAction, RecordError, TarotlibError, shown
from tarotlib.phases import PLAY, Phase
from tarotlib.spec import GameSpec, HandResult, Limit, point_counter


@dataclass(frozen=True)
class Deal:
    """The cards as dealt (RECORD.md ``deal``): each seat's cards, the cards left over
    (out of play, the skart, or the stock top first), the turned card, and the
    Klaverjas-4 suits to turn in order."""

    hands: tuple[tuple[int, ...], ...]
    rest: tuple[int, ...] = ()
    turned: int | None = None
    trumps: tuple[int, ...] | None = None


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
    """Something that happened in the hand, for the widgets and the text replay.

    kinds: ``trick`` (seat won trick ``number``), ``excuse-kept`` (seat keeps the
    Excuse and owes ``to`` a blank, T5), ``excuse-lost`` (LT3), ``blank-given`` (seat
    gives ``card`` to ``to``, T5), ``debt-settled`` (the end-of-hand rule for an open
    debt: MT3's card, or none where the debt lapses, ML4 LT7 TF4), ``declared`` (seat
    declared ``name`` with ``cards`` for ``amount``), ``paid`` (seat paid ``to``
    ``amount`` for ``name``), ``scored`` (seat scored ``amount`` for ``name``), ``ante``,
    ``pot`` (seat took ``amount`` chips from the pot for ``name``), ``drawn`` (seat drew
    ``card``: the others see the draw, not the card), ``contract``, ``roem``, ``factor``
    (the hand's stake is now ``amount`` times, for ``name``: K7's schoppen dubbel),
    ``lead-passed`` (seat passed the lead to ``to``, LT4), ``unpaid`` (seat's declaration
    ``name`` is not paid: its ``amount`` card points are too few, LT8), ``suit-turned`` (all four
    passed: the engine turns suit ``name`` and voorhand ``seat`` plays it, K6: no
    action), ``ended`` (the hand ended early: ``name`` says why). ``seen_by`` is None
    for a public event, else the one seat that sees it; ``hidden_cards`` marks an event
    whose cards only ``seat`` sees (a Prague-Vienna declaration, LT9).
    """

    kind: str
    seat: int
    rule: str = ""
    to: int | None = None
    card: Card | None = None
    number: int = 0
    amount: int = 0
    cards: tuple[Card, ...] = ()
    name: str = ""
    seen_by: int | None = None
    hidden_cards: bool = False
    step: int = field(default=0, compare=False)  # how many actions had been taken when it happened

    def seen_from(self, seat: int) -> Event | None:
        """This event as ``seat`` sees it: None if private to another seat, its cards
        hidden where they are not shown (LT9)."""
        if self.seen_by is not None and self.seen_by != seat:
            return None
        if self.hidden_cards and self.seat != seat:
            return Event(self.kind, self.seat, self.rule, self.to, None, self.number, self.amount, (), self.name,
                         step=self.step)
        return self


@dataclass(frozen=True)
class Declaration:
    """A declaration as the table knows it: who, what, its value and its cards
    (``()`` where they are not shown to this seat, LT9)."""

    seat: int
    combo: str
    value: int
    cards: tuple[Card, ...]


@dataclass(frozen=True)
class View:
    """What one seat sees: everything public and only its own private cards.

    Bots and widgets read this, never the state, so no hidden card can reach them:
    the other hands appear only as ``hand_sizes``; the cards laid away only to their
    owner (``laid``); the game's own state (``own``) as its :meth:`OwnState.seen_by`
    gives it (a draw game's stock only as its size).
    """

    seat: int
    game: str
    players: int
    dealer: int
    phase: str
    turn: int | None
    hand: tuple[Card, ...]
    hand_sizes: tuple[int, ...]
    trick: tuple[tuple[int, Card], ...]
    led: int
    tricks: tuple[Trick, ...]
    last_trick: Trick | None
    tricks_won: tuple[int, ...]
    cards_won: tuple[int, ...]
    legal: tuple[Action, ...]
    result: HandResult | None
    trump: int | None = None
    declarations: tuple[Declaration, ...] = ()
    own: OwnState | None = None  # what this seat sees of the game's own state (OwnState.seen_by)
    sides: tuple[int, ...] = ()
    points: tuple[int | float, ...] = ()
    laid: tuple[Card, ...] = ()
    events: tuple[Event, ...] = ()
    sitting_out: int | None = None
    winning: int | None = None  # the seat whose card wins the trick on the table so far (HandState.winning)
    options: Mapping[str, Any] = field(default_factory=dict)  # the table's options, a copy (RECORD.md ``options``)
    history: tuple[tuple[int, Action | None], ...] = ()
    """Every action taken so far, in order, as ``(seat, action)``; an action whose content
    this seat may not see is ``(seat, None)``: another seat's discard (ML1, LT1, K5) and,
    with LT9 ``hidden``, another seat's declaration (its combination and value are in
    ``declarations``, its cards are not)."""

    def nothing_to_choose(self) -> TarotlibError:
        """Why this seat has no action (for a bot asked to choose): not its turn, or a
        scenario of a few cards (``new_hand(partial=True)``) that stops where its cards run out."""
        if self.turn == self.seat:
            return TarotlibError(f"seat {self.seat} holds no card to play: this scenario stops here",
                                 f"stoel {self.seat} heeft geen kaart meer om te spelen: dit scenario stopt hier")
        return TarotlibError(f"seat {self.seat} is not to move", f"stoel {self.seat} is niet aan de beurt")


_COPIED_LISTS = ("hands", "won", "tricks_won", "trick_cards", "laid", "points")
"""The state's mutable lists: copied by push, copy and pickling; everything else in the
state is immutable or an append-only log that pop truncates."""
_LOGS = ("actions", "_trick_log", "_event_log", "_tricks", "_events")
"""The append-only logs: one list shared by the state and its undo snapshots, cut back by pop."""


def _with_own_lists(fields: dict[str, Any]) -> dict[str, Any]:
    """A copy of a state's fields with its own mutable lists (:data:`_COPIED_LISTS`)."""
    copied = fields.copy()
    for name in _COPIED_LISTS:
        copied[name] = copied[name][:]
    return copied


@dataclass(frozen=True)
class OwnState:
    """What one game keeps of a hand beyond what every game has: Klaverjassen's bidding,
    contract and roem, a draw game's stock and turned card, Triomphe's pot. Each game
    subclasses it as a frozen dataclass that is replaced (:func:`evolve`), never changed,
    so push and pop restore it by keeping the old one."""

    def seen_by(self, seat: int) -> OwnState:
        """What ``seat`` may see of it (:attr:`View.own`): all of it, unless a game hides a part."""
        return self

    def cards(self) -> int:
        """The cards it holds, as a mask (a draw game's stock and turned card, MJ1 MJ2): none here."""
        return 0


class HandState:
    """A hand of one game, from the deal to the result."""

    def __init__(self, spec: GameSpec, players: int, dealer: int, deal: Deal, options: Mapping[str, Any]):
        self.spec = spec
        self.pack = spec.pack
        self.players = players
        self.dealer = dealer
        self.deal = deal
        self.options = dict(options)
        bit = _BITS.__getitem__
        self.hands: list[int] = [sum(map(bit, cards)) for cards in deal.hands]
        self.won: list[int] = [0] * players
        self.tricks_won: list[int] = [0] * players
        self.laid: list[int] = [0] * players  # cards laid away before play (ML1, LT1, K5)
        self.points: list[int | float] = [0] * players  # scored as it happens: game points, chips, points
        # the cards dealt to no seat: out of play (MT1, TF1), or the skart until the Speler takes it (K5);
        # a draw game's stock is its own (OwnState)
        self.out_of_play = 0 if spec.deal.rest == "stock" else sum(map(bit, deal.rest))
        target = self.options.get("target", spec.match.target)  # MJ8: a game's own target option
        # MJ8 knock-out: (the target, the scores before this hand), looked up once, as points are scored often
        self._knock_out: tuple[int, Sequence[int]] | None = (
            (target, self.options.get("scores") or [0] * players) if spec.match.knock_out and target is not None
            else None)
        self.sitting_out = dealer if spec.dealer_sits_out else None  # K5 four-at-table
        self.active = players - (self.sitting_out is not None)
        self._next = _next_seats(players, self.sitting_out)
        # per leader the seats of a trick in play order: a trick's seats follow from its leader
        self._seats_from = _play_orders(players, self.sitting_out)
        self.sides: tuple[int, ...] = spec.sides(players) if spec.sides else tuple(range(players))
        self.trump: int | None = None
        self.trick_order = spec.trick_order
        self.card_points = spec.card_points
        self.count_points = spec.count_points  # the card points of a pile (K1: they follow the trump)
        self.declared: tuple[tuple[int, Declare, int], ...] = ()
        self.own: OwnState | None = None  # the game's own state of the hand, set by its start hook
        self.to_act: tuple[int, ...] = ()  # seats still to act in this phase, after the one to move
        self.ended = ""  # why the hand ended before all its tricks: annulled, all-passed, death, knock-out
        self.turn: int | None = self._next[dealer]
        self.leader = self.turn
        self.led = NO_SUIT  # the suit to follow: set by the first card that is not the Excuse (T4)
        self.trick_cards: list[int] = []
        # Play logs each finished trick and each event as a plain tuple; the Trick and
        # Event records are built when first read (the tricks / events properties), as
        # building a frozen dataclass costs more than the rest of a trick's bookkeeping.
        # A trick's own event ("trick") is not logged: the events property makes it from
        # the trick's entry, before the first event logged after the trick ended.
        self._trick_log: list[tuple[tuple[int, ...], list[int], int, int]] = []  # (seats, cards, winner, step)
        self._event_log: list[tuple[Any, ...]] = []  # Event fields in order, cards as indices
        self._tricks: list[Trick] = []
        self._events: list[Event] = []
        self._events_from = (0, 0)  # the log entries and tricks that _events is built from
        self.actions: list[tuple[int, Action]] = []
        self.result: HandResult | None = None
        self._legal: tuple[int, Limit | None] | None = None  # trick play: (mask, limit)
        self._duty: Any = None  # spec.duty_call while in trick play; None in any other phase or once over
        self._choices: list[Action] | None = None  # any other phase: the legal actions
        self._plays = play_actions(self.pack)
        self._list_plays, self._few_plays = play_lister(self.pack)
        self._played_hook = spec.hooks.played
        self._trick_hook = spec.hooks.trick
        self._cards = self.pack.cards
        self._suit_of = self.pack.suit_of
        self._pile_hook = spec.hooks.won_pile
        self._undo: list[tuple[dict[str, Any], int, int, int]] = []
        self.phase: Phase = PLAY
        self.phase_index = -1
        if spec.hooks.start is not None:
            spec.hooks.start(self)
        if not spec.phases and self.result is None:  # straight to trick play, voorhand leading
            self.phase_index, self._duty = 0, spec.duty_call
        elif self.result is None:
            self.next_phase()

    # ------------------------------------------------------------ phases
    def next_phase(self) -> None:
        """Move to the next phase of ``spec.phases``, and after the last to trick play."""
        self.phase_index += 1
        self._legal = self._choices = None
        phases = self.spec.phases
        self.phase = phases[self.phase_index] if self.phase_index < len(phases) else PLAY
        self._duty = self.spec.duty_call if self.phase is PLAY else None
        self.to_act = ()
        self.phase.begin(self)

    def open_window(self, phase: Phase, seat: int) -> None:
        """Open a phase inside trick play for ``seat`` (MJ4's declarations after a won trick)."""
        self.phase, self.leader = phase, seat
        self._duty = None
        self._choices = None
        phase.begin(self)

    def close_window(self) -> None:
        """Back to trick play after a window: the game's hook runs (the draw, MJ2)."""
        self.phase = PLAY
        self._duty = self.spec.duty_call
        self._legal = self._choices = None
        if self.spec.hooks.window_closed is not None:
            self.spec.hooks.window_closed(self)
        if self.result is None:
            self.turn = self.leader
            if not any(self.hands):
                self.finish()

    def set_trump(self, suit: int) -> None:
        """The trump suit chosen or turned in this hand (K5, K6, MJ1): its trick order and
        card points (K1) come precomputed from the game, so trick play stays as fast."""
        assert self.spec.orders_for_trump is not None
        self.trump = suit
        self.trick_order = self.spec.orders_for_trump(suit)
        if self.spec.points_for_trump is not None:
            self.card_points = self.spec.points_for_trump(suit)
            self.count_points = point_counter(self.card_points)

    def stop_played_hook(self) -> None:
        """The game's ``played`` hook has nothing left to do in this hand (K7's hand roem
        after the first trick, with Stuk settled): it is called no more, in this state
        and its copies (push and pop restore it as they restore everything)."""
        self._played_hook = None

    def end_hand(self, why: str, rule: str) -> None:
        """End the hand before its tricks are played (an annulled deal, LT9; all passed,
        K5 K6; Death, TF3; a knock-out, MJ8) and score what there is."""
        self.ended = why
        self.log("ended", self.turn if self.turn is not None else self.dealer, rule, name=why)
        self.finish()

    def finish(self) -> None:
        """Score the hand: the game's last step first (an open Excuse debt settled, MT3
        ML4 LT7 TF4), then the game's score."""
        self.turn = None
        self._legal = self._choices = None
        self._duty = None
        if self.spec.hooks.hand_over is not None:
            self.spec.hooks.hand_over(self)
        self.result = self.spec.score(self)

    # ------------------------------------------------------------ reading
    @property
    def phase_name(self) -> str:
        return "done" if self.result is not None else self.phase.name

    @property
    def is_over(self) -> bool:
        return self.result is not None

    @property
    def voorhand(self) -> int:
        """The seat after the dealer, who leads the first trick."""
        return self._next[self.dealer]

    def next_seat(self, seat: int) -> int:
        """The seat after ``seat`` in play order (past a seat that sits out, K5)."""
        return self._next[seat]

    def seats_from(self, seat: int) -> list[int]:
        """Every seat that plays, in play order from ``seat``."""
        return list(self._seats_from[seat])

    def partners(self, seat: int) -> list[int]:
        """The other seats on ``seat``'s side (K6: the partner opposite; K5: the other defender)."""
        return [s for s in range(self.players) if s != seat and self.sides[s] == self.sides[seat]
                and s != self.sitting_out]

    @property
    def trick_number(self) -> int:
        """The number of the trick being played (1 for the first)."""
        return len(self._trick_log) + 1

    def last_trick_winner(self) -> int:
        """Who won the last finished trick (K4's last-trick 10)."""
        return self._trick_log[-1][2]

    def trick_winners(self) -> list[int]:
        """Who won each finished trick, first to last, without building the tricks."""
        return [entry[2] for entry in self._trick_log]

    @property
    def tricks(self) -> list[Trick]:
        """The finished tricks, first to last."""
        built = self._tricks
        for seats, cards, winner, _ in self._trick_log[len(built):]:
            built.append(Trick(len(built) + 1, seats[0], tuple(seats), tuple(self._cards[c] for c in cards), winner))
        return built

    @property
    def events(self) -> list[Event]:
        """What happened in the hand, in order (:class:`Event`). Each trick's own event
        comes before the first event logged after it ended: every such event carries
        the number of tricks ended (``number``), which only grows."""
        built = self._events
        logged, tricks = self._events_from
        trick_log = self._trick_log
        if logged == len(self._event_log) and tricks == len(trick_log):
            return built
        cards = self._cards
        for entry in [*self._event_log[logged:], None]:  # None: the tricks ended after the last entry
            number = len(trick_log) if entry is None else entry[5]
            for _, _, winner, ended in trick_log[tricks:number]:
                tricks += 1
                built.append(Event("trick", winner, number=tricks, step=ended))
            if entry is not None:
                kind, seat, rule, to, card, number, amount, shown_cards, name, seen_by, hidden, step = entry
                built.append(Event(kind, seat, rule, to, None if card is None else cards[card], number, amount,
                                   tuple(cards[i] for i in shown_cards), name, seen_by, hidden, step))
        self._events_from = (len(self._event_log), tricks)
        return built

    def log(self, kind: str, seat: int, rule: str = "", to: int | None = None, card: int | None = None,
            amount: int = 0, cards: Iterable[int] = (), name: str = "", seen_by: int | None = None,
            hidden_cards: bool = False) -> None:
        """Record an event (see :class:`Event`); cards as indices. (A tuple of cards is
        kept as it is: ``tuple()`` on it would cost as much as the rest of the call. No
        keyword-only parameters: CPython 3.11 looks each missing one up in a dict, which
        made every call twice as slow.)"""
        self._event_log.append((kind, seat, rule, to, card, len(self._trick_log), amount,
                                cards if cards.__class__ is tuple else tuple(cards), name, seen_by, hidden_cards,
                                len(self.actions)))

    def log_entries(self) -> tuple[tuple[Any, ...], ...]:
        """The event log as it stands, its entries as :meth:`log` writes them (the fields of
        :class:`Event` in order, cards as indices): a snapshot a score's parts read later
        (``spec.paid_parts``), whatever a search's pop does to the log, without building
        the :class:`Event` records."""
        return tuple(self._event_log)

    def hand(self, seat: int) -> list[Card]:
        return self.pack.cards_in(self.hands[self._seat(seat)])

    def _seat(self, seat: Any) -> int:
        """``seat`` if it is one of this hand's seats (:func:`checked_seat`)."""
        return checked_seat(seat, self.players)

    @property
    def trick_seats(self) -> list[int]:
        """The seats that have played to the trick on the table, in play order."""
        return list(self._seats_from[self.leader][:len(self.trick_cards)])  # type: ignore[index]

    def trick(self) -> list[tuple[int, Card]]:
        """The cards on the table now, in play order, with their seats."""
        return [(s, self.pack.cards[c]) for s, c in zip(self.trick_seats, self.trick_cards)]

    def winning(self) -> int | None:
        """The seat whose card wins the trick on the table so far (None before a card that
        sets the suit); the same rule ends a trick (``spec.trick_order``)."""
        if self.led < 0:
            return None
        return self.trick_seats[self.trick_order.winner(self.trick_cards, self.led)]

    def points_of(self, mask: int) -> int:
        """The card points of a pile by this hand's card values (K1: they follow the trump)."""
        return self.count_points(mask)

    def played_in_last_trick(self, index: int) -> int:
        """The seat that played card ``index`` to the last finished trick (LT5's Pagat)."""
        seats, cards, _, _ = self._trick_log[-1]
        return seats[cards.index(index)]

    def legal_mask(self) -> int:
        """The legal cards of the seat to move in trick play as a bitmask (0 otherwise)."""
        if self.result is not None or self.phase is not PLAY:
            return 0
        if self._legal is None:
            self._legal = self.spec.duty(self)
        return self._legal[0]

    def legal_actions(self) -> list[Action]:
        """Every legal action of the seat to move. The one source of legality."""
        legal = self._legal  # legal_mask() inlined: this runs once per card played
        if legal is None:
            duty = self._duty
            if duty is None:  # another phase than trick play, or the hand is over
                if self.result is not None:
                    return []
                if self._choices is None:
                    self._choices = self.phase.legal(self)
                return list(self._choices)
            legal = self._legal = duty(self)
        mask = legal[0]
        if mask.bit_count() > self._few_plays:
            return self._list_plays(mask)  # type: ignore[return-value]  # (actions.play_lister)
        out: list[Action] = []
        plays = self._plays  # a few cards: bit by bit
        while mask:
            low = mask & -mask
            out.append(plays[low.bit_length() - 1])
            mask ^= low
        return out

    def legal_cards(self) -> list[Card]:
        return self.pack.cards_in(self.legal_mask())

    def limit(self) -> Limit | None:
        """The rule that narrows the seat to move's choice of card now, if any (for hints)."""
        if self.turn is None or self.phase is not PLAY:
            return None
        mask = self.legal_mask()
        assert self._legal is not None
        return None if mask == self.hands[self.turn] else self._legal[1]

    def not_held(self, card: Card) -> IllegalAction:
        return IllegalAction("hand", *(i18n.say("hand", lang, card=card.name(lang)) for lang in i18n.LANGS))

    def check(self, action: Action, seat: int | None = None) -> None:
        """Raise :class:`IllegalAction` if ``action`` may not be taken now; change nothing."""
        legal = self._legal  # the common case first: a card of the legal mask legal_actions() cached
        if legal is not None and type(action) is Play and (seat is None or type(seat) is int and seat == self.turn):
            card = action.card
            if legal[0] >> card.index & 1 and card.pack is self.pack:
                return
        choices = self._choices  # next, in another phase: the very object of the list legal_actions() cached
        if choices is not None and (seat is None or type(seat) is int and seat == self.turn):
            # by identity, in C: equality of dataclasses costs more than the whole search (28 discards)
            if any(map(is_, choices, repeat(action))):
                return
        if self.result is not None:
            raise IllegalAction("over", *i18n.both("over"))
        turn = self.turn
        assert turn is not None
        if seat is not None and self._seat(seat) != turn:
            self._refuse_outside(action, seat)
            raise IllegalAction("turn", *i18n.both("turn", turn=str(turn)))
        phase = self.phase
        if type(action) not in phase.kinds:
            if not hasattr(action, "to_json"):
                raise IllegalAction("phase", *i18n.both("not_action", given=shown(action)))
            self._refuse_outside(action, seat)
            raise phase.wrong_kind()
        if phase is not PLAY:
            choices = self._choices
            if choices is None:
                choices = self._choices = phase.legal(self)
            if action in choices:
                return
            named = getattr(action, "cards", None) or ((action.card,) if isinstance(action, Discard) else ())
            foreign = next((card for card in named if card.pack is not self.pack), None)
            if foreign is not None:  # a card of another pack is no card of this hand, whatever its index
                raise self.not_held(foreign)
            raise phase.refuse(self, action)
        assert isinstance(action, Play)
        card = action.card
        bit = 1 << card.index
        if card.pack is not self.pack or not self.hands[turn] & bit:
            raise self.not_held(card)
        if self._legal is None:
            self._legal = self.spec.duty(self)
        mask, limit = self._legal
        if not mask & bit:
            assert limit is not None, "a card outside the legal mask always has a limit"
            raise limit.refuse(self.pack, mask)

    def _refuse_outside(self, action: Action, seat: int | None) -> None:
        """Refuse an action out of turn or of another phase in the game's own words where
        it has them (MJ4's declaration with no window open, K6's bid after four passes);
        asked only on the way to a refusal, so a legal action never pays for it."""
        for outside in self.spec.outside_refusals:
            refused = outside(self, action, seat)
            if refused is not None:
                raise refused

    # ------------------------------------------------------------ changing
    def apply(self, action: Action, seat: int | None = None) -> None:
        """Take ``action`` for the seat to move; refused actions change nothing."""
        legal = self._legal  # the hot path of check() inlined: a card of the cached legal mask
        if legal is not None and type(action) is Play and (seat is None or type(seat) is int and seat == self.turn):
            card = action.card
            if legal[0] >> card.index & 1 and card.pack is self.pack:
                self._play(card.index, action)
                return
        self.check(action, seat)
        self._apply(action)

    def _apply(self, action: Action) -> None:
        if type(action) is Play and self.phase is PLAY:
            self._play(action.card.index, action)
            return
        assert self.turn is not None
        self.actions.append((self.turn, action))
        self._legal = self._choices = None
        self.phase.apply(self, action)

    def play(self, card: str | Card, seat: int | None = None) -> None:
        """Play a card by code or :class:`Card`: ``state.play("Kh")``."""
        self.apply(self._plays[self.pack.card(card).index], seat)

    def push(self, action: Action) -> None:
        """Apply ``action`` so that :meth:`pop` can take it back (for search)."""
        self.check(action)
        self.push_legal(action)

    def push_legal(self, action: Action) -> None:
        """:meth:`push` without the check, for a search that tries only actions from
        :meth:`legal_actions` (as python-chess's ``push`` beside ``push_san``)."""
        snapshot = _with_own_lists(self.__dict__)
        self._undo.append((snapshot, len(self.actions), len(self._trick_log), len(self._event_log)))
        self._apply(action)

    def pop(self) -> None:
        """Undo the last :meth:`push`."""
        if not self._undo:
            raise TarotlibError("pop: nothing to take back (no push before it)",
                                "pop: niets terug te nemen (er ging geen push aan vooraf)")
        snapshot, n_actions, n_tricks, n_events = self._undo.pop()
        self.__dict__ = snapshot
        del self.actions[n_actions:], self._trick_log[n_tricks:], self._tricks[n_tricks:], self._event_log[n_events:]
        self._events, self._events_from = [], (0, 0)  # built again when next read (trick events sit between the logged ones)
        self._legal = self._choices = None

    def _play(self, index: int, action: Play) -> None:
        seat = self.turn
        self.hands[seat] ^= 1 << index  # type: ignore[index]
        trick = self.trick_cards
        trick.append(index)
        self.actions.append((seat, action))  # type: ignore[arg-type]
        self._legal = None
        if self.led < 0:
            self.led = self._suit_of[index]
        if self._played_hook is not None:
            self._played_hook(self, seat, index)
            if self.result is not None:
                return
        if len(trick) == self.active:
            self._finish_trick()
        else:
            self.turn = self._next[seat]

    def _finish_trick(self) -> None:
        cards, seats = self.trick_cards, self._seats_from[self.leader]  # type: ignore[index]
        winner = seats[self.trick_order.winner(cards, self.led)]  # the one rule for a trick's winner
        pile = sum(map(_BITS.__getitem__, cards))
        # the cards: this trick's list, replaced below, never changed; its event is made from this (events)
        self._trick_log.append((seats, cards, winner, len(self.actions)))
        self.tricks_won[winner] += 1
        if self._pile_hook is not None:  # what of the trick the winner takes (T5: not the Excuse)
            pile = self._pile_hook(self, seats, cards, winner, pile)  # (first: it may change the piles)
        self.won[winner] |= pile
        self.trick_cards = []
        self.led = NO_SUIT
        self.turn = self.leader = winner
        hook = self._trick_hook
        if hook is not None:
            hook(self, winner, pile)
            if self.result is not None or self.phase is not PLAY:
                return
        if not any(self.hands):
            self.finish()

    def transfer(self, giver: int, taker: int, index: int, rule: str, kind: str) -> None:
        """Move one won card between piles and log it (T5 exchanges, end-of-hand settling)."""
        self.won[giver] ^= 1 << index
        self.won[taker] |= 1 << index
        self.log(kind, giver, rule, to=taker, card=index)

    def score_points(self, seat: int, amount: int | float, rule: str, name: str) -> None:
        """``seat`` scores ``amount`` as it happens (MJ3, MJ4, MJ5) and the game may end
        there and then (MJ8 knock-out)."""
        self.points[seat] += amount
        self.log("scored", seat, rule, amount=int(amount), name=name)
        knock_out = self._knock_out
        if knock_out is not None and self.result is None:
            target, before = knock_out
            if before[seat] + self.points[seat] >= target:
                self.end_hand("knock-out", self.spec.match.rule)

    def pay(self, payer: int, payee: int, amount: int, rule: str, name: str) -> None:
        """``payer`` pays ``payee`` game points at once, zero-sum (LT2, LT5)."""
        self.points[payer] -= amount
        self.points[payee] += amount
        self.log("paid", payer, rule, to=payee, amount=amount, name=name)

    # ------------------------------------------------------------ seeing
    def view(self, seat: int) -> View:
        """What ``seat`` may see: its own cards, everything public, counts of the rest."""
        seat = self._seat(seat)
        hidden = self.spec.hidden_declarations is not None and bool(self.options.get(self.spec.hidden_declarations))
        events = tuple(e for e in (event.seen_from(seat) for event in self.events) if e is not None)
        return View(
            seat=seat,
            game=self.spec.id,
            players=self.players,
            dealer=self.dealer,
            phase=self.phase_name,
            turn=self.turn,
            hand=tuple(self.hand(seat)),
            hand_sizes=tuple(h.bit_count() for h in self.hands),
            trick=tuple(self.trick()),
            led=self.led,
            tricks=tuple(self.tricks),
            last_trick=self.tricks[-1] if self.tricks else None,
            tricks_won=tuple(self.tricks_won),
            cards_won=tuple(w.bit_count() for w in self.won),
            legal=tuple(self.legal_actions()) if seat == self.turn else (),
            result=self.result,
            trump=self.trump,
            declarations=tuple(
                Declaration(s, d.combo, value, d.cards if s == seat or not hidden else ())
                for s, d, value in self.declared
            ),
            own=None if self.own is None else self.own.seen_by(seat),
            sides=self.sides,
            points=tuple(self.points),
            laid=tuple(self.pack.cards_in(self.laid[seat])),
            events=events,
            sitting_out=self.sitting_out,
            winning=self.winning(),
            options=dict(self.options),
            history=self._history_seen_by(seat, hidden),
        )

    def _history_seen_by(self, seat: int, hidden_declarations: bool) -> tuple[tuple[int, Action | None], ...]:
        """``actions`` as ``seat`` sees them (:attr:`View.history`): another seat's discard,
        and its declaration when declared cards are not shown (LT9), as ``(seat, None)``."""
        if "discard" not in self.spec.action_keys and not hidden_declarations:
            return tuple(self.actions)  # nothing in this hand is private: copied in C
        private = (Discard, Declare) if hidden_declarations else (Discard,)
        return tuple((s, None) if s != seat and type(action) in private else (s, action)
                     for s, action in self.actions)

    # ------------------------------------------------------------ copying
    def copy(self) -> HandState:
        """An independent copy: the same game and cards, its own lists and logs."""
        clone = object.__new__(HandState)
        clone.__dict__ = own = _with_own_lists(self.__dict__)
        own.update({name: own[name][:] for name in _LOGS}, _undo=[])
        for snapshot, *lengths in self._undo:  # each snapshot its own lists, the clone's logs: a pop stays in its state
            snapshot = _with_own_lists(snapshot)
            snapshot.update({name: own[name] for name in (*_LOGS, "_undo")})
            clone._undo.append((snapshot, *lengths))
        return clone

    __copy__ = copy

    def __deepcopy__(self, memo: dict[int, Any]) -> HandState:
        return self.copy()

    def __reduce__(self) -> tuple[Any, ...]:
        """Pickled as its game, deal and actions, and rebuilt by replaying them, so the
        replay checks every action again. The spec pickles as its game id and variants
        (the registry, :mod:`tarotlib.games`, says so: a spec holds functions, which do
        not pickle, and the core knows no game id)."""
        return (_rebuild, (self.spec, self.players, self.dealer, self.deal, self.options, tuple(self.actions)))

    def __repr__(self) -> str:
        if self.result is not None:
            where = "over"
        elif self.phase is PLAY:
            where = f"trick {len(self._trick_log) + 1}, seat {self.turn} to play"
        else:
            where = f"{self.phase.name}, seat {self.turn} to act"
        return f"<HandState {self.spec.id} {self.players}p: {where}>"

    def _repr_html_(self) -> str:
        from tarotlib import svg

        return svg.state_html(self)


_BITS = tuple(1 << i for i in range(128))
"""``1 << i`` looked up: a hand's mask is ``sum(map(_BITS.__getitem__, cards))``, in C."""


@cache
def _next_seats(players: int, sitting_out: int | None) -> tuple[int, ...]:
    """Per seat the next one in play order, past a seat that sits out (K5)."""
    def following(seat: int) -> int:
        seat = (seat + 1) % players
        return (seat + 1) % players if seat == sitting_out else seat

    return tuple(following(seat) for seat in range(players))


@cache
def _play_orders(players: int, sitting_out: int | None) -> tuple[tuple[int, ...], ...]:
    """Per seat every seat that plays, in play order from it (K5: past the one sitting
    out): made once per table, not for every hand dealt."""
    following, active = _next_seats(players, sitting_out), players - (sitting_out is not None)

    def order(seat: int) -> tuple[int, ...]:
        out = [seat]
        while len(out) < active:
            out.append(following[out[-1]])
        return tuple(out)

    return tuple(order(seat) for seat in range(players))


_Own = TypeVar("_Own", bound=OwnState)


def evolve(own: _Own, **changes: Any) -> _Own:
    """A copy of a game's frozen :class:`OwnState` with ``changes``: ``dataclasses.replace``
    without its checks and field walk, which cost more than a trick's bookkeeping (it
    changes inside trick play and bidding)."""
    new = object.__new__(type(own))
    new.__dict__.update(own.__dict__)
    new.__dict__.update(changes)
    return new


def _rebuild(spec: GameSpec, players: int, dealer: int, deal: Deal, options: Mapping[str, Any],
             actions: tuple[tuple[int, Action], ...]) -> HandState:
    check_deal(spec, players, dealer, options, deal)
    state = HandState(spec, players, dealer, deal, options)
    for seat, action in actions:
        state.apply(action, seat)
    return state


# ---------------------------------------------------------------- making hands
def checked_seat(seat: Any, players: int) -> int:
    """``seat`` if it is one of ``players`` seats; a clean refusal otherwise (never seat
    -1 = the last, never a TraitError from a widget of that seat)."""
    if type(seat) is not int or not 0 <= seat < players:
        raise TarotlibError(f"seat: must be a seat from 0 to {players - 1}, not {shown(seat)}",
                            f"seat: moet een stoel van 0 tot {players - 1} zijn, niet {shown(seat)}")
    return seat


def seeded_random(seed: Any) -> random.Random:
    """A generator from ``seed``: None (a fresh one), a whole number or a text; anything
    else a clean refusal naming ``seed`` (a float's or an object's hash need not be the
    same in the next process, so such a seed would not give the same deal again)."""
    if seed is not None and not isinstance(seed, (int, str, bytes)):
        raise TarotlibError(f"seed: must be a whole number or a text, not {shown(seed)}",
                            f"seed: moet een geheel getal of een tekst zijn, niet {shown(seed)}")
    return random.Random(seed)


def deal_random(spec: GameSpec, players: int, dealer: int, options: Mapping[str, Any], rng: random.Random) -> Deal:
    """Shuffle the pack and deal as the game does: each seat's cards, then the turned
    card and the rest (the stock top first, the skart, or the cards out of play)."""
    order = list(range(spec.pack.size))
    rng.shuffle(order)
    hands = []
    at = 0
    for size in spec.deal_sizes(players, dealer, options):
        hands.append(tuple(order[at:at + size]))
        at += size
    turned = None
    if spec.deal.turned:
        turned, at = order[at], at + 1
    trumps = None
    if spec.deal.trumps is not None:
        count = max(spec.deal.trumps)
        suits = list(range(4))
        rng.shuffle(suits)
        if options.get("first_hand"):
            suits.remove(0)
            suits.insert(0, 0)  # K6: clubs in the first hand of a game
        trumps = tuple(suits[:count])
    return Deal(tuple(hands), tuple(order[at:]), turned, trumps)


def check_deal(spec: GameSpec, players: int, dealer: int, options: Mapping[str, Any], deal: Deal,
               partial: bool = False) -> None:
    """Refuse a deal the game cannot have been dealt (:class:`RecordError` naming the field):
    each seat's number of cards, every card of the pack exactly once, the turned card
    and the Klaverjas-4 suits where the game has them and nowhere else. A ``partial``
    deal (a scenario of a few cards) may hold fewer cards, each still at most once."""
    if not isinstance(deal, Deal):
        raise RecordError("deal", "must be a Deal", "moet een Deal zijn")
    sizes = spec.deal_sizes(players, dealer, options)
    _listed(deal.hands, "deal.hands")
    if len(deal.hands) != players:
        raise RecordError("deal.hands", f"must hold {players} hands, one per seat",
                          f"moet {players} handen bevatten, één per stoel")
    seen: dict[int, str] = {}

    def place(index: Any, where: str) -> None:
        if type(index) is not int or not 0 <= index < spec.pack.size:
            raise RecordError(where, f"{shown(index)} is no card of the pack",
                              f"{shown(index)} is geen kaart van het spel")
        if index in seen:
            code = spec.pack.codes[index]
            raise RecordError(where, f"{code!r} is dealt twice: also at {seen[index]}",
                              f"{code!r} is twee keer gedeeld: ook bij {seen[index]}")
        seen[index] = where

    for seat, hand in enumerate(deal.hands):
        _listed(hand, f"deal.hands[{seat}]")
    _listed(deal.rest, "deal.rest")
    for seat, (hand, size) in enumerate(zip(deal.hands, sizes)):
        if len(hand) != size and not (partial and len(hand) <= size):
            who_en = "the dealer" if seat == dealer and len(set(sizes)) > 1 else f"seat {seat}"
            who_nl = "de deler" if seat == dealer and len(set(sizes)) > 1 else f"stoel {seat}"
            raise RecordError(f"deal.hands[{seat}]", f"{who_en} must be dealt {size} cards, not {len(hand)}",
                              f"{who_nl} moet {size} kaarten krijgen, niet {len(hand)}")
        for i, index in enumerate(hand):
            place(index, f"deal.hands[{seat}][{i}]")
    if spec.deal.turned:
        place(deal.turned, "deal.turned")
    elif deal.turned is not None:
        raise RecordError("deal.turned", f"must be null: {spec.title['en']} turns no card",
                          f"moet null zijn: bij {spec.title['nl']} wordt geen kaart gedraaid")
    for i, index in enumerate(deal.rest):
        place(index, f"deal.rest[{i}]")
    missing = spec.pack.full_mask & ~sum(1 << i for i in seen)
    if missing and not partial:
        codes = spec.pack.codes_in(missing)
        listed = ", ".join(codes[:8]) + (f" and {len(codes) - 8} more" if len(codes) > 8 else "")
        listed_nl = ", ".join(codes[:8]) + (f" en nog {len(codes) - 8}" if len(codes) > 8 else "")
        raise RecordError("deal", f"every card must be in the hands or the rest; missing: {listed}",
                          f"elke kaart moet in de handen of de rest zitten; er ontbreken: {listed_nl}")
    counts = spec.deal.trumps
    if counts is None:
        if deal.trumps is not None:
            raise RecordError("deal.trumps", "only a Klaverjas-4 record has this key",
                              "alleen een record van Klaverjas-4 heeft deze sleutel")
        return
    trumps = deal.trumps or ()
    _listed(trumps, "deal.trumps")
    wrong = [t for t in trumps if type(t) is not int or not 0 <= t < 4]
    if wrong:
        raise RecordError("deal.trumps", f"a suit is a number from 0 to 3, not {shown(wrong[0])}",
                          f"een kleur is een getal van 0 tot 3, niet {shown(wrong[0])}")
    if len(trumps) not in counts or len(set(trumps)) != len(trumps):
        wanted = " or ".join(map(str, counts))
        raise RecordError("deal.trumps", f"must list {wanted} different suits to turn (K6, K7), not {len(trumps)}",
                          f"moet {wanted} verschillende kleuren om te draaien noemen (K6, K7), niet {len(trumps)}")
    if options.get("first_hand") and trumps and trumps[0] != 0:
        raise RecordError("deal.trumps", "in the first hand of a game clubs stands in for the turned suit (K6)",
                          "in de eerste hand van een potje is klaveren de gedraaide kleur (K6)")


def _listed(value: Any, where: str) -> None:
    """A part of a deal is a list (a tuple), not a text, a number or nothing."""
    if not isinstance(value, (tuple, list)):
        raise RecordError(where, f"must be a list, not {shown(value)}", f"moet een lijst zijn, niet {shown(value)}")


def player_options(spec: GameSpec, players: Any, options: Mapping[str, Any] | None) -> tuple[int, dict[str, Any]]:
    players = spec.default_players if players is None else players
    spec.validate_players(players)  # the count first, so a bad one is never blamed on an option
    resolved = spec.resolve_options(players, options)
    spec.validate_players(players, resolved)
    return players, resolved


__all__ = ["Deal", "Declaration", "Event", "HandState", "OwnState", "Trick", "View", "evolve", "check_deal",
           "deal_random", "player_options"]
