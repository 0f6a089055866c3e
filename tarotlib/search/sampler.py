"""What one seat cannot see, drawn at random: whole hands consistent with its view.

A sampling player (perfect-information Monte Carlo) asks, from one seat's
:class:`~tarotlib.state.View` and the game's :class:`~tarotlib.spec.GameSpec` alone,
for full :class:`~tarotlib.state.HandState` objects that this seat could be in: each
made from a complete :class:`~tarotlib.state.Deal` and the public history replayed on
it through the engine, so that every rule holds in it as in a real hand. It then
solves each double-dummy and averages. The sampler never reads another seat's hand:
it is given a view, not a state.

How a state is drawn (:class:`Sampler`):

1. **What is known.** The seat's own cards; every card played and by whom; cards
   shown by the engine's public events (TF3's declared trumps, LT2's open
   declarations, K7's hand roem, MJ4's face-up cards and Dix, the turned card drawn
   last in MJ2, LT4's Excuse that must go to trick 22); the turned card; the stock's
   size; the number of cards each other seat laid away (ML1, LT1, K5).
2. **Where each unseen card may lie.** Its *holders*: another seat's hand, another
   seat's laid-away cards, the cards aside (out of play, MT1 TF1; the Klaverjas-3
   skart before the Speler takes it, K5) and the stock (MJ2). A card is ruled out of
   a holder card by card:

   * by the play duty, asked of the game itself (``spec.duty``): a seat that played
     card c held no card x that would have made c illegal (no card of a suit it did
     not follow, T3; no higher trump after it under-trumped, K2; LR1, MJ6, LT3);
   * by a declaration made before play (LT2): a seat that declared Ten trumps holds
     no trump it did not show, and so on, asked of the game's own declaration list;
   * by the cards the deal announces (TF3: Death, the Excuse, trumps 1 and 11 are
     declared by whoever holds them, so one that nobody declared is out of play);
   * by the discard rule (ML1, LT1): the cards another seat laid away are drawn
     among those the rule lets it lay away in the usual case (see below).

   Some facts are no single card's but a number of cards (LT2: a hidden Ten trumps
   is ten trumps or more; a seat whose declaring ended with nothing left held nine
   at most; LT9: a seat asked to annul was dealt fewer than three, one passed over
   three or more), and a hidden declaration (LT9) was made with one of a few sets
   of cards (the court cards of one of four suits, three of the four Kings and the
   Excuse, ...): each such way is counted apart, its cards put in that seat's hand.

3. **Uniform among the placements.** Cards with the same holders form a class and
   holders that may take the same classes a group; the ways to place every class
   with each holder's exact number of cards are counted exactly (a dynamic programme
   over the classes, multinomials per class, once per way of meeting the numbers and
   hidden declarations above) and a placement is drawn uniformly from that count.
4. **The rest of the deal.** A seat that drew cards (MJ2's stock, K5's skart) had
   some of its cards from the deal and some from its draws: which ones is drawn
   uniformly among the ways that give it each card no later than it showed it. The
   stock not yet drawn lies in random order.
5. **Replayed through the engine.** The deal's hand is made and the seat's history
   replayed on it: another seat's hidden discard is the sampled laid card, a hidden
   declaration (LT9) the one the placement was counted with. Every public event the
   seat saw must come out the same. What is not ruled out card by card is ruled out
   here, and the placement is drawn again (rejection): a seat that won a trick and
   opened no declaration window held no combination, one that opened it held one
   (MJ4); a seat that announced no hand roem held no run (K7); a seat passed over in
   the declarations held none (LT2); a number of cards (above) too loose to be
   worth counting apart.

So every state drawn is uniform among the *worlds* (a deal with the cards each seat
laid away and the cards of each hidden declaration) consistent with what the seat
saw, with two exceptions, both rare: a discard outside the rule's usual case (ML1's
dealer who holds fewer than three cards other than Rois, trumps and the Excuse; LT1's
dealer who lays away his whole trump holding) is drawn only when no world of the
usual case fits the view; and when the count of placements would take too long
(many seats with many classes, e.g. Triomphe Forcée or wild Maison Tarot for ten and
more), the placement is drawn by a random walk of card swaps from a valid one, which
is near uniform but not exactly so.

The rejection is what costs: Marjolet and Binage (a window opened or not after each
trick) draw about three placements for each hand kept, Prague-Vienna Taroc about
one and a half, the other games about one.
"""

from __future__ import annotations

import random
from bisect import bisect_right
from dataclasses import dataclass
from itertools import accumulate, product
from math import comb, factorial
from typing import Any, Iterator, Mapping, Sequence

from tarotlib.actions import Action, Annul, Declare, Discard, EndDeclaring, Play
from tarotlib.cards import NO_SUIT, TAROT, Card, bits
from tarotlib.errors import IllegalAction, TarotlibError, shown
from tarotlib.phases import PLAY, DeclarePhase, DiscardPhase
from tarotlib.spec import GameSpec
from tarotlib.games import klaverjas, marjolet
from tarotlib.games.leipzig_taroc import LeipzigRules
from tarotlib.games.marjolet import DrawView
from tarotlib.state import Deal, Event, HandState, View, deal_random, evolve

HAND, LAID, ASIDE, STOCK = "hand", "laid", "aside", "stock"
"""The kinds of :class:`Holder`: a seat's hand, the cards a seat laid away, the cards
lying aside (out of play, or the skart not yet taken), the stock not yet drawn."""

ATTEMPTS = 2000
"""How many placements are drawn for one state before the rule's unusual discards are
let in (see the module's docs), and as many again before giving up."""

TABLE_BUDGET = 15_000
"""The most steps (table entries and ways to split a class) the exact count of
placements may take, a few tens of milliseconds (the games at their usual table take
at most some 4,000); above it the placement is drawn by a random walk of swaps (near
uniform)."""

SWAPS_PER_CARD = 10
"""The random walk's steps between two placements, in tried swaps per unseen card."""

HIDDEN_CHOICES = 64
"""The most combinations of hidden declarations' cards (LT9) the count of placements
goes through; a declaration beyond them gets its cards on the replay (checked there)."""

COUNT_WORTH = 0.1
"""A count is met by a table of its own only when it rules out more than this share of
a seat's hands (drawn blindly); a looser one is left to the replay's check."""

NEVER = 1 << 62
"""The time of a card never shown: any draw may have brought it."""


@dataclass(frozen=True)
class Holder:
    """A place an unseen card may lie: ``kind`` (:data:`HAND`, :data:`LAID`,
    :data:`ASIDE`, :data:`STOCK`), the ``seat`` for a hand or a seat's laid cards, and
    how many unseen cards it holds (``size``)."""

    kind: str
    seat: int | None
    size: int

    @property
    def owner(self) -> int:
        """The seat of a hand or of laid cards (the cards aside and the stock have none)."""
        assert self.seat is not None, self.kind
        return self.seat


@dataclass(frozen=True)
class _Played:
    """One card played, as the duty judged it: the history's index, the seat, the card,
    the trick's leader and the cards before it, and the suit they had set."""

    step: int
    seat: int
    card: int
    leader: int
    before: tuple[int, ...]
    led: int


@dataclass(frozen=True)
class _Draw:
    """A card taken by a seat after the deal (MJ2's draws, K5's skart): where from
    (``stock`` with its position, ``turned`` for the card on the table, ``skart`` with
    its place in it), the card if this seat may see it, and when (actions taken)."""

    seat: int
    source: str
    position: int
    card: int | None
    step: int


@dataclass(frozen=True)
class _Count:
    """A seat's unseen hand holds from ``low`` to ``high`` of the ``cards`` (a mask):
    what no single card shows (LT2's Ten trumps, LT9's annul question)."""

    seat: int
    cards: int
    low: int
    high: int


@dataclass(frozen=True)
class _Option:
    """One way a hidden declaration (LT9) may have been made: its cards (0 for Ten
    trumps: every trump held then), a card its seat then did not hold (the fourth of a
    Half cavalry or of Three Kings, the trump that stopped a Matadors' run), and the
    count it sets (Ten trumps)."""

    seat: int
    cards: int
    excluded: int = 0
    count: _Count | None = None


class _Rejected(Exception):
    """A drawn world that does not give the seat's view: drawn again."""


class SamplerError(TarotlibError):
    """No world consistent with the view was found (a view no hand can give)."""


class Sampler:
    """Draws hands a seat could be in, from its view and the game's rules alone.

    Everything that depends only on the view is worked out once here (who may hold
    each unseen card, the exact count of placements); :meth:`draw` then costs a
    placement, a deal and a replay of the history. ``placements`` is the exact number
    of ways to place the unseen cards before the checks that are not card by card
    (when it could be counted, else None).
    """

    def __init__(self, view: View, spec: GameSpec):
        _check_inputs(view, spec)
        self.view, self.spec = view, spec
        self.seat = view.seat
        self._pack = spec.pack
        self._players = view.players
        self._sizes = spec.deal_sizes(view.players, view.dealer, view.options)
        self._read_view()
        self._announced = _announced_cards(spec, view.players, _options_key(view.options))
        self.holders = self._make_holders()
        self._allowed = self._rule_out(relaxed=False)
        self._tabulate()

    def may_hold(self, holder: Holder) -> list[Card]:
        """The unseen cards that may lie in ``holder`` (one of ``holders``), card by card."""
        index = self.holders.index(holder)
        return self._pack.cards_in(self._candidates(index, self._allowed))

    # ------------------------------------------------------------ reading the view
    def _read_view(self) -> None:
        """What the view says about every card: played (by whom, when), shown in a hand
        by a public event, drawn after the deal, turned; and what declarations say."""
        view, pack, players, seat = self.view, self._pack, self._players, self.seat
        self._plays = _plays_of(view, pack.suit_of)
        played_by = [0] * players
        for play in self._plays:
            played_by[play.seat] |= 1 << play.card
        self._played_by = played_by
        self._played = sum(played_by)
        # the first time (history index) each seat is known to hold each card: plays, declarations
        self._shown_at: list[dict[int, int]] = [{} for _ in range(players)]
        for step, (who, action) in enumerate(view.history):
            if type(action) is Play:
                self._shown_at[who].setdefault(action.card.index, step)
            elif type(action) is Declare:
                for card in action.cards:
                    self._shown_at[who].setdefault(card.index, step)
        held = self._read_events()
        self._counts: list[_Count] = []
        self._hidden: list[tuple[int, list[_Option]]] = []  # per hidden declaration (LT9): the ways it was made
        if isinstance(self.spec.own_rules, LeipzigRules):
            self._leipzig_facts()
        known = [0] * players
        drawing = _drawing(view)
        for other in range(players):
            if other != seat:
                faceup = sum(c.bit for c in drawing.faceup[other]) if drawing is not None else 0
                known[other] = (held[other] | faceup) & ~self._played
        self._known = known
        own = sum(c.bit for c in view.hand) | sum(c.bit for c in view.laid)
        on_table = drawing.turned.bit if drawing is not None and drawing.turned is not None else 0
        self._unseen = pack.full_mask & ~(own | self._played | sum(known) | on_table)
        # the last time each seat took a card nobody saw: its hidden cards were all held after it
        self._last_hidden_draw = [max((d.step for d in self._draws if d.seat == s and d.card is None), default=-1)
                                  for s in range(players)]
        self._counts = [self._unseen_count(count) for count in self._counts]

    def _read_events(self) -> list[int]:
        """The public events that show a card in a hand or move one after the deal; per
        seat the cards they put in its hand (still there unless played since)."""
        players, excuse = self._players, self._pack.excuse_mask
        held = [0] * players
        self._given = [0] * players  # cards a seat gave to the table (MJ4's Dix: the trump 7)
        self._from_table = [0] * players  # cards a seat took from the table, never held before (Dix, the last draw)
        self._draws: list[_Draw] = []
        self._stock_size = self._initial_stock()
        drawing = _drawing(self.view)
        turned = None if drawing is None else drawing.turned
        self._original_turned = None if turned is None else turned.index
        dix_brought = None
        for event in self.view.events:
            kind, who, shown_at = event.kind, event.seat, self._shown_at[event.seat]
            shown: tuple[Card, ...] = ()
            if kind == "pot" and event.card is not None:  # TF3: declared by its holder
                shown = (event.card,)
            elif kind == "declared" and event.name == "dix":  # MJ4: the trump 7 for the turned card
                assert event.card is not None
                dix_brought = event.card.index
                for card in event.cards:
                    held[who] &= ~card.bit
                    self._given[who] |= card.bit
                held[who] |= event.card.bit
                self._from_table[who] |= event.card.bit
            elif kind == "declared" or kind == "roem" and event.name.startswith("hand-"):
                shown = event.cards  # LT2's open declarations, MJ4's face-up cards, K7's hand roem
            elif kind == "lead-passed" and excuse:  # LT4: its holder must play the Excuse to trick 22
                shown = (self._pack.cards[excuse.bit_length() - 1],)
            elif kind == "drawn":
                self._read_draw(event.seat, None if event.card is None else event.card.index, event.step, held)
            for card in shown:
                held[who] |= card.bit
                shown_at.setdefault(card.index, event.step - 1)
        if dix_brought is not None:
            self._original_turned = dix_brought
        return held

    def _read_draw(self, who: int, card: int | None, step: int, held: list[int]) -> None:
        """A card drawn: from the stock in order and last the turned card (MJ2), or from
        the skart (K5); the card itself only where this seat may see it."""
        draws = self._draws
        if self.spec.deal.rest == "stock":
            position = sum(1 for d in draws if d.source == STOCK)
            source = STOCK if position < self._stock_size else "turned"
        else:
            position, source = sum(1 for d in draws if d.source == "skart"), "skart"
        draws.append(_Draw(who, source, position, card, step))
        if card is None:
            return
        held[who] |= 1 << card
        if source == "turned":  # the card on the table: as dealt, unless Dix changed it (see _read_events)
            if not self._given[who] >> card & 1:
                self._from_table[who] |= 1 << card
            self._original_turned = card

    def _leipzig_facts(self) -> None:
        """LT2, LT9: what Leipzig's declarations and annul question say of the cards nobody saw.
        A hidden declaration was made with one of a few sets of cards (four Kings; three
        of them and the Excuse, the fourth then not held; the four court cards of one
        suit; trumps 1 and 21, the Excuse and, extended, the run its value tells, the
        trump below it then not held), each a way the world may be; a hidden Ten trumps
        tells how many trumps (at least ten, or exactly, from its value). A seat whose
        turn ended with nothing left to declare (passed over, or its last declaration
        made, never "end") held no Ten trumps it did not declare: nine trumps at most.
        LT9 ``annul``: a seat asked whether to annul was dealt fewer than three trumps, one
        passed over at least three; the dealer's count is on his 28, and he may have laid
        his whole trump holding away (LT1), so for him only the first is a count of his hand."""
        from tarotlib.games import leipzig_taroc as lt

        view, options = self.view, self.view.options
        over = any(type(action) is Play for _, action in view.history)  # LT2: all declare before the first card
        for number, declared in enumerate(view.declarations):
            seat = declared.seat
            if declared.cards or seat == self.seat:
                continue
            ways: list[_Option]
            if declared.combo == "matadors" and options.get("matadors_flat"):  # LT9: never extended
                ways = [_Option(seat, lt.MATADORS)]
            elif declared.combo == "matadors":
                run = (declared.value - 10) // 5  # LT2: +5 a trump of the run 20, 19, ..., which stops at a gap
                cards = lt.MATADORS | sum(TAROT.trump(20 - i).bit for i in range(run))
                ways = [_Option(seat, cards, TAROT.trump(20 - run).bit if run < 19 else 0)]
            elif declared.combo == "four-rois":
                ways = [_Option(seat, lt.ROIS)]
            elif declared.combo == "three-rois-excuse":
                ways = [_Option(seat, lt.ROIS & ~roi | lt.EXCUSE_BIT, roi) for roi in _singles(lt.ROIS)]
            elif declared.combo == "cavalry":
                ways = [_Option(seat, courts) for courts in lt.COURTS]
            elif declared.combo == "half-cavalry":
                ways = [_Option(seat, courts & ~court | lt.EXCUSE_BIT, court)
                        for courts in lt.COURTS for court in _singles(courts)]
            elif declared.combo == "ten-trumps":
                base = options.get("ten_trumps_value", 10)
                exact = None if options.get("ten_trumps_flat") else 10 + (declared.value - base) // 5
                ways = [_Option(seat, 0, count=_Count(seat, lt.TRUMPS, exact or 10, exact or TAROT.size))]
            else:
                continue
            self._hidden.append((number, ways))
        for seat in range(self._players):
            made = [d for d in view.declarations if d.seat == seat]
            said_end = any(who == seat and type(action) is EndDeclaring for who, action in view.history)
            if seat != self.seat and over and not said_end and not any(d.combo == "ten-trumps" for d in made):
                self._counts.append(_Count(seat, lt.TRUMPS, 0, 9))
        if options.get("annul"):
            asked = {who for who, action in view.history if type(action) is Annul}
            asking = view.phase == "annul" and all(type(action) is Annul for _, action in view.history)
            for seat in ((view.dealer + 1 + i) % self._players for i in range(self._players)):  # from voorhand
                if asking and seat == view.turn:
                    break  # the seats from here on are still to be asked, or passed over
                if seat in asked and seat != self.seat:
                    self._counts.append(_Count(seat, lt.TRUMPS, 0, 2))
                elif seat != self.seat and seat != view.dealer:  # the dealer's three may lie among his laid cards (LT1)
                    self._counts.append(_Count(seat, lt.TRUMPS, 3, TAROT.size))

    def _unseen_count(self, count: _Count) -> _Count:
        """A count of a hand at the declarations as a count of the seat's unseen cards now:
        less the cards of the set it has played since or is known to hold."""
        shown = (count.cards & (self._played_by[count.seat] | self._known[count.seat])).bit_count()
        return _Count(count.seat, count.cards, count.low - shown, count.high - shown)

    def _initial_stock(self) -> int:
        """MJ2: the cards of the stock as dealt (the turned card apart)."""
        if self.spec.deal.rest != "stock":
            return 0
        return self._pack.size - sum(self._sizes) - (1 if self.spec.deal.turned else 0)

    def _laid_count(self, other: int) -> int:
        """How many cards ``other`` has laid away: every card it was dealt or drew, less
        those it played and holds (Dix gives one card for one, MJ4)."""
        drawn = sum(1 for d in self._draws if d.seat == other)
        return self._sizes[other] + drawn - self._played_by[other].bit_count() - self.view.hand_sizes[other]

    def _make_holders(self) -> list[Holder]:
        """Where the unseen cards lie now, each place with how many: the other hands (less
        their cards shown), the cards each other seat laid away, the cards aside, the stock."""
        view, spec = self.view, self.spec
        holders = []
        for other in range(self._players):
            if other == self.seat or other == view.sitting_out:
                continue
            size = view.hand_sizes[other] - self._known[other].bit_count()
            if size:
                holders.append(Holder(HAND, other, size))
            laid = self._laid_count(other)
            if laid < 0 or laid and not any(isinstance(p, DiscardPhase) for p in spec.phases):
                size = view.hand_sizes[other]
                raise SamplerError(f"sampler: seat {other} holds {size} cards, which no hand gives it here",
                                   f"sampler: stoel {other} heeft {size} kaarten, wat geen hand hier geeft")
            if laid:
                holders.append(Holder(LAID, other, laid))
        rest = self._pack.size - sum(self._sizes) - (1 if spec.deal.turned else 0)
        if spec.deal.rest == "stock":
            drawing = _drawing(view)
            if drawing is not None and drawing.stock_size:
                holders.append(Holder(STOCK, None, drawing.stock_size))
        else:
            aside = rest - len(self._draws)  # K5: the skart, until the Speler takes it
            if aside:
                holders.append(Holder(ASIDE, None, aside))
        placed = sum(h.size for h in holders)
        if placed != self._unseen.bit_count():
            unseen = self._unseen.bit_count()
            raise SamplerError(f"sampler: the view leaves {unseen} cards unseen but room for {placed}",
                               f"sampler: de view laat {unseen} kaarten ongezien maar plaats voor {placed}")
        return holders

    # ------------------------------------------------------------ ruling out, card by card
    def _rule_out(self, relaxed: bool) -> dict[int, int]:
        """Per unseen card the holders (a bitmask of indices into ``holders``) it may be
        in; ``relaxed`` lets the trumps and the Excuse into the cards a seat laid away
        (ML1's and LT1's unusual discards, which the replay judges)."""
        everywhere = (1 << len(self.holders)) - 1
        allowed = dict.fromkeys(bits(self._unseen), everywhere)
        seat_holders = sum(1 << i for i, h in enumerate(self.holders) if h.seat is not None)
        for card in bits(self._unseen & self._announced):  # TF3: nobody declared it, so nobody was dealt it
            allowed[card] &= ~seat_holders
        probe = _probe(self.spec, self.view)
        for index, holder in enumerate(self.holders):
            if holder.kind == HAND:
                self._by_duty(probe, holder.owner, index, allowed)
                self._by_declarations(probe, holder.owner, index, allowed)
            elif holder.kind == LAID:
                may = self._may_lay_away(probe, holder.owner)
                if relaxed:  # the unusual discards add only trumps and the Excuse (ML1, LT1)
                    may |= getattr(self._pack, "trump_mask", 0) | self._pack.excuse_mask  # (tarot packs only)
                for card in allowed:
                    if not may >> card & 1:
                        allowed[card] &= ~(1 << index)
        nowhere = [card for card, holders in allowed.items() if not holders]
        if nowhere:
            code = self._pack.codes[nowhere[0]]
            raise SamplerError(f"sampler: no place is left for {code}: the view is no hand's",
                               f"sampler: er is geen plaats meer voor {code}: de view hoort bij geen hand")
        return allowed

    def _candidates(self, index: int, allowed: dict[int, int]) -> int:
        """The unseen cards still allowed in holder ``index``, as a mask."""
        bit = 1 << index
        return sum(1 << card for card, holders in allowed.items() if holders & bit)

    def _by_duty(self, probe: HandState, other: int, index: int, allowed: dict[int, int]) -> None:
        """A card ``other`` still holds was in its hand at each card it played (after its
        last hidden draw): rule out every card that would have made that card illegal."""
        duty, bit = self.spec.duty, 1 << index
        stock_game = self.spec.deal.rest == "stock"
        for play in self._plays:
            if play.seat != other or play.step < self._last_hidden_draw[other]:
                continue
            candidates = self._candidates(index, allowed)
            if not candidates:
                return
            _set_trick(probe, play)
            if stock_game:
                self._set_stock(probe, play.step)
            own = 1 << play.card
            probe.hands[other] = own | candidates
            if duty(probe)[0] & own:  # legal beside all of them, so beside each (a duty ranks: follow, trump, ...)
                continue
            for card in bits(candidates):
                probe.hands[other] = own | 1 << card
                if not duty(probe)[0] & own:
                    allowed[card] &= ~bit

    def _set_stock(self, probe: HandState, step: int) -> None:
        """The stock and the turned card as they lay when the card of history index ``step`` was played (MJ6)."""
        drawn = sum(1 for d in self._draws if d.step <= step)
        probe.own = evolve(marjolet.own(probe), stock=(0,) * max(self._stock_size - drawn, 0),
                           turned=self._original_turned if drawn <= self._stock_size else None)

    def _by_declarations(self, probe: HandState, other: int, index: int, allowed: dict[int, int]) -> None:
        """LT2: each declaration ``other`` made before play was one the game offered it:
        rule out every card that, held, would have changed it (Ten trumps shows every
        trump; Matadors' run stops at the first missing trump; a Half cavalry's fourth
        court card)."""
        phase = next((p for p in self.spec.phases if isinstance(p, DeclarePhase)), None)
        if phase is None:
            return
        bit = 1 << index
        made: list[tuple[int, Declare, int]] = []  # its own declarations so far: never offered twice
        for step, (who, action) in enumerate(self.view.history):
            if who != other or type(action) is not Declare:
                continue
            if step >= self._last_hidden_draw[other]:
                candidates = self._candidates(index, allowed)
                probe.phase, probe.turn, probe.declared = phase, other, tuple(made)
                probe.hands[other] = action.mask | candidates
                if action not in [d for d, _ in phase.rule.options(probe, other)]:
                    for card in bits(candidates):
                        probe.hands[other] = action.mask | 1 << card
                        if action not in [d for d, _ in phase.rule.options(probe, other)]:
                            allowed[card] &= ~bit
            made.append((who, action, 0))

    def _may_lay_away(self, probe: HandState, other: int) -> int:
        """The cards the discard rule lets ``other`` lay away in the usual case: asked of
        the rule with every card it may have held in hand (ML1 allows no Roi, trump or
        Excuse; LT1 no Roi and no trump; K5 anything)."""
        phase = next((p for p in self.spec.phases if isinstance(p, DiscardPhase)), None)
        if phase is None:
            return 0
        probe.hands[other] = self._unseen | self._played_by[other] | self._known[other]
        probe.laid[other] = 0
        probe.turn = other
        return phase.rule.allowed(probe, other)[0]

    # ------------------------------------------------------------ counting placements
    def _tabulate(self) -> None:
        """Count the placements exactly: one table per way the hidden declarations were
        made (LT9) and per way to meet the counts (how many trumps a seat's unseen hand
        holds); or, where that would take too long, prepare the random walk (the
        declarations and counts are then checked on the replay)."""
        ways, kept = [], 1
        for number, options in self._hidden:
            if kept * len(options) > HIDDEN_CHOICES:
                break
            ways.append([(number, option) for option in options])
            kept *= len(options)
        self._chain: dict[int, int] | None = None
        self._scenarios: list[_Scenario] | None = []
        try:
            for picked in product(*ways):
                self._scenarios += self._scenarios_for(picked)
        except _TooLarge:
            self._scenarios = None
        self.placements = None if self._scenarios is None else sum(sc.total for sc in self._scenarios)
        self._weights = list(accumulate(sc.total for sc in self._scenarios or ()))

    def _scenarios_for(self, picked: tuple[tuple[int, _Option], ...]) -> list[_Scenario]:
        """The tables of the placements in which each hidden declaration was made as
        ``picked`` says: its cards lie in its seat's hand (or were played by it), the card
        it excludes does not, and each count is met in every way it can be."""
        allowed = dict(self._allowed)
        counts = list(self._counts)
        for _, option in picked:
            hand = self._hand_of(option.seat)
            mine = self._played_by[option.seat] | self._known[option.seat]
            for card in bits(option.cards | option.excluded):
                included = bool(option.cards >> card & 1)
                if card not in allowed:  # seen: it must have been seen with this seat, or not, as the option says
                    if bool(mine >> card & 1) != included:
                        return []
                    continue
                in_hand = 0 if hand is None else 1 << hand
                allowed[card] &= in_hand if included else ~in_hand
                if not allowed[card]:
                    return []
            if option.count is not None:
                counts.append(self._unseen_count(option.count))
        sizes = [h.size for h in self.holders]
        bounds: dict[tuple[int, int], tuple[int, int]] = {}  # (holder, cards): every count of one set holds
        for count in counts:
            index = self._hand_of(count.seat)
            if index is not None:
                low, high = bounds.get((index, count.cards), (0, NEVER))
                bounds[(index, count.cards)] = (max(low, count.low), min(high, count.high))
        splits = []  # per count: its holder, its cards and the numbers of them that holder may hold
        for (index, cards), (low, high) in bounds.items():
            inside = sum(1 for card, holders in allowed.items() if holders >> index & 1 and cards >> card & 1)
            outside = sum(1 for card, holders in allowed.items() if holders >> index & 1 and not cards >> card & 1)
            low, high = max(low, sizes[index] - outside, 0), min(high, sizes[index], inside)
            if low > high:
                return []
            if _outside_bounds(sizes[index], inside, outside, low, high) > COUNT_WORTH:
                splits.append((index, cards, range(low, high + 1)))
        declared = {number: option.cards for number, option in picked}
        out = []
        for numbers in product(*(numbers for _, _, numbers in splits)):
            parts = [(index, cards, number) for (index, cards, _), number in zip(splits, numbers)]
            scenario = _Scenario(sizes, allowed, parts, declared)
            if scenario.total:
                out.append(scenario)
        return out

    def _hand_of(self, seat: int) -> int | None:
        """The index of ``seat``'s hand among the holders (None: no unseen card in it)."""
        return next((i for i, h in enumerate(self.holders) if h.kind == HAND and h.seat == seat), None)

    def _place(self, rng: random.Random) -> tuple[list[list[int]], dict[int, int]]:
        """One placement of the unseen cards, uniformly among all: per holder its cards;
        and the cards of each hidden declaration it was counted with (by its number)."""
        if self._scenarios is None:
            return self._walk(rng), {}
        if not self._weights or not self._weights[-1]:
            raise SamplerError("sampler: no placement of the unseen cards fits the view",
                               "sampler: geen verdeling van de ongeziene kaarten past bij de view")
        scenario = self._scenarios[bisect_right(self._weights, rng.randrange(self._weights[-1]))]
        return scenario.place(rng, len(self.holders)), scenario.declared

    def _walk(self, rng: random.Random) -> list[list[int]]:
        """A placement by a random walk of swaps (too many placements to count): two
        cards of two holders change places when each may lie in the other's. Every swap
        is as likely as its undoing, so the walk tends to the uniform placement; it
        starts from a valid placement and goes on from the last one drawn."""
        if self._chain is None:
            start = _valid_placement(self._allowed, [h.size for h in self.holders])
            self._chain = {card: holder for holder, cards in enumerate(start) for card in cards}
        where, allowed = self._chain, self._allowed
        cards = sorted(where)
        for _ in range(SWAPS_PER_CARD * len(cards)):
            a, b = rng.choice(cards), rng.choice(cards)
            ha, hb = where[a], where[b]
            if ha != hb and allowed[a] >> hb & 1 and allowed[b] >> ha & 1:
                where[a], where[b] = hb, ha
        out: list[list[int]] = [[] for _ in self.holders]
        for card in cards:
            out[where[card]].append(card)
        return out

    # ------------------------------------------------------------ drawing states
    def draw(self, rng: random.Random) -> HandState:
        """One hand this seat could be in (see the module's docs)."""
        if not isinstance(rng, random.Random):
            raise TarotlibError(f"rng: must be a random.Random, not {shown(rng)}",
                                f"rng: moet een random.Random zijn, niet {shown(rng)}")
        for _ in range(ATTEMPTS):
            try:
                return self._attempt(rng)
            except _Rejected:
                continue
            except SamplerError:  # no placement at all with the usual discards: straight to the unusual ones
                break
        if self.spec.phases and any(h.kind == LAID for h in self.holders):  # an unusual discard (ML1, LT1)
            self._allowed = self._rule_out(relaxed=True)
            self._tabulate()
            for _ in range(ATTEMPTS):
                try:
                    return self._attempt(rng)
                except _Rejected:
                    continue
        raise SamplerError(f"sampler: no hand found that gives seat {self.seat} this view",
                           f"sampler: geen hand gevonden die stoel {self.seat} deze view geeft")

    def draws(self, rng: random.Random, count: int) -> list[HandState]:
        """``count`` hands drawn independently (:meth:`draw`)."""
        if type(count) is not int or count < 0:
            raise TarotlibError(f"count: must be a whole number of 0 or more, not {shown(count)}",
                                f"count: moet een geheel getal van 0 of meer zijn, niet {shown(count)}")
        return [self.draw(rng) for _ in range(count)]

    def _attempt(self, rng: random.Random) -> HandState:
        placed, declared = self._place(rng)
        deal, laid = self._deal(placed, rng)
        return self._replay(deal, laid, declared, rng)

    def _deal(self, placed: list[list[int]], rng: random.Random) -> tuple[Deal, list[int]]:
        """The whole deal from a placement: each seat's cards from the deal, the rest
        (out of play, the skart, the stock in order), the turned card and suits; and
        per seat the cards it laid away."""
        view, players, seat = self.view, self._players, self.seat
        hidden = [0] * players
        laid = [0] * players
        aside: list[int] = []
        stock_rest: list[int] = []
        for holder, cards in zip(self.holders, placed):
            if holder.kind == HAND:
                hidden[holder.owner] |= _mask(cards)
            elif holder.kind == LAID:
                laid[holder.owner] |= _mask(cards)
            elif holder.kind == ASIDE:
                aside += cards
            else:
                stock_rest += cards
        laid[seat] = sum(c.bit for c in view.laid)
        hands: list[tuple[int, ...]] = [()] * players
        slot_cards: dict[tuple[str, int], int] = {}  # (source, position) -> card, for draws
        for draw in self._draws:
            if draw.card is not None and draw.source != "turned":
                slot_cards[(draw.source, draw.position)] = draw.card
        for other in range(players):
            if other == view.sitting_out:
                continue
            if other == seat:  # its own cards, less those it drew and those it took from the table
                drawn = _mask([d.card for d in self._draws
                               if d.seat == seat and d.card is not None and d.source != "turned"])
                own = sum(c.bit for c in view.hand) | self._played_by[seat] | laid[seat] | self._given[seat]
                hands[other] = tuple(bits(own & ~drawn & ~self._from_table[seat]))
                continue
            items = (self._played_by[other] | self._known[other] | hidden[other] | laid[other]
                     | self._given[other]) & ~self._from_table[other]
            hands[other] = self._origins(other, items, slot_cards, rng)
        rest: list[int]
        if self.spec.deal.rest == "stock":
            rest = [slot_cards[(STOCK, p)] for p in range(sum(1 for d in self._draws if d.source == STOCK))]
            rng.shuffle(stock_rest)
            rest += stock_rest
        elif any(d.source == "skart" for d in self._draws):  # K5: the skart the Speler took
            rest = [slot_cards[("skart", p)] for p in range(len(self._draws))]
        else:
            rest = sorted(aside)
        trumps = None
        if self.spec.deal.trumps is not None:
            trumps = self._suits_to_turn(rng)
        deal = Deal(tuple(hands), tuple(rest), self._original_turned, trumps)
        return deal, laid

    def _origins(self, other: int, items: int, slot_cards: dict[tuple[str, int], int],
                 rng: random.Random) -> tuple[int, ...]:
        """Which of ``other``'s cards it was dealt and which it drew unseen: uniformly
        among the ways that give it each card no later than it showed it. Fills
        ``slot_cards`` with its draws; returns its dealt cards."""
        unseen_draws = [d for d in self._draws if d.seat == other and d.card is None]
        if not unseen_draws:
            return tuple(bits(items))
        units = [(-1, None)] * self._sizes[other] + [(d.step, (d.source, d.position)) for d in unseen_draws]
        shown_at = self._shown_at[other]
        order = sorted(bits(items), key=lambda card: shown_at.get(card, NEVER))
        if len(order) != len(units):
            raise _Rejected
        free = units[:]  # in time order: those before a card's time are a prefix
        dealt = []
        for card in order:
            time = shown_at.get(card, NEVER)
            room = sum(1 for t, _ in free if t <= time)
            if not room:
                raise _Rejected
            _, slot = free.pop(rng.randrange(room))
            if slot is None:
                dealt.append(card)
            else:
                slot_cards[slot] = card
        return tuple(sorted(dealt))

    def _suits_to_turn(self, rng: random.Random) -> tuple[int, ...]:
        """K6: the Klaverjas-4 suits to turn: those turned so far, the rest drawn."""
        count = max(self.spec.deal.trumps or (0,))
        bidding = klaverjas.seen(self.view)
        suits = list(bidding.turned_suits if bidding is not None else ())
        others = [s for s in range(4) if s not in suits]
        rng.shuffle(others)
        return tuple((suits + others)[:count])

    def _replay(self, deal: Deal, laid: list[int], declared: dict[int, int], rng: random.Random) -> HandState:
        """The hand from ``deal`` with the seat's history replayed through the engine;
        every public event must be the one the seat saw."""
        view, seat = self.view, self.seat
        expected = view.events
        state = HandState(self.spec, self._players, view.dealer, deal, view.options)
        seen = _Events(state, seat, expected)
        seen.check()
        declarations = iter(range(len(view.declarations)))
        for who, action in view.history:
            if action is None:
                action = self._hidden_action(state, who, laid, declarations, declared, rng)
            elif type(action) is Declare:
                next(declarations, None)
            elif type(action) is Play and state.turn == who:
                state.legal_mask()  # the legal cards worked out first: apply then takes its quick path
            try:
                state.apply(action, who)
            except IllegalAction:
                raise _Rejected from None
            seen.check()
        seen.finish()
        if state.turn != view.turn or state.phase_name != view.phase:
            raise _Rejected
        return state

    def _hidden_action(self, state: HandState, who: int, laid: list[int], declarations: Iterator[int],
                       declared: dict[int, int], rng: random.Random) -> Action:
        """What another seat did unseen: its next laid card (ML1, LT1, K5), or a
        declaration with the combination and value the table saw (LT9), with the cards
        the placement was counted with (any that fit where it was not). A world in
        which that seat has no such turn now gives another view: drawn again."""
        if state.turn != who:
            raise _Rejected
        if state.phase.name == "discard":
            for action in state.legal_actions():
                if isinstance(action, Discard) and laid[who] >> action.card.index & 1:
                    laid[who] ^= action.card.bit
                    return action
            raise _Rejected
        if isinstance(state.phase, DeclarePhase):
            number = next(declarations)
            target = self.view.declarations[number]
            matches = [d for d, value in state.phase.rule.options(state, who)
                       if d.combo == target.combo and value == target.value]
            cards = declared.get(number)
            if cards:
                matches = [d for d in matches if d.mask == cards]
            if not matches:
                raise _Rejected
            return rng.choice(matches)
        raise _Rejected


def sample_states(view: View, spec: GameSpec, rng: random.Random, count: int) -> list[HandState]:
    """``count`` whole hands ``view.seat`` could be in, each consistent with everything
    its view shows, drawn uniformly among them (see :class:`Sampler`)."""
    return Sampler(view, spec).draws(rng, count)


# ---------------------------------------------------------------- helpers
def _check_inputs(view: object, spec: object) -> None:
    if not isinstance(view, View):
        raise TarotlibError(f"view: must be a View (state.view(seat)), not {shown(view)}",
                            f"view: moet een View zijn (state.view(seat)), niet {shown(view)}")
    if not isinstance(spec, GameSpec) or spec.id != view.game:
        raise TarotlibError(f"spec: must be the GameSpec of {view.game} (state.spec), not {shown(spec)}",
                            f"spec: moet de GameSpec van {view.game} zijn (state.spec), niet {shown(spec)}")


def _mask(cards: Sequence[int]) -> int:
    out = 0
    for card in cards:
        out |= 1 << card
    return out


def _outside_bounds(size: int, inside: int, outside: int, low: int, high: int) -> float:
    """The share of hands of ``size`` cards drawn from ``inside`` cards of a set and
    ``outside`` others that hold fewer than ``low`` or more than ``high`` of the set."""
    hands = comb(inside + outside, size)
    within = sum(comb(inside, k) * comb(outside, size - k) for k in range(low, high + 1))
    return 1 - within / hands if hands else 0.0


def _singles(mask: int) -> list[int]:
    """Each card of ``mask`` as a mask of its own."""
    return [1 << card for card in bits(mask)]


def _multinomial(parts: Sequence[int]) -> int:
    """The ways to share ``sum(parts)`` cards out in piles of these sizes."""
    out, left = 1, 0
    for part in parts:
        left += part
        out *= comb(left, part)
    return out


def _product(values: Iterator[int]) -> int:
    out = 1
    for value in values:
        out *= value
    return out


def _plays_of(view: View, suit_of: tuple[int, ...]) -> list[_Played]:
    """Every card played, in order, with its trick as the duty saw it."""
    tricks = [(t.seats, [c.index for c in t.cards]) for t in view.tricks]
    if view.trick:
        tricks.append((tuple(s for s, _ in view.trick), [c.index for _, c in view.trick]))
    steps = [step for step, (_, action) in enumerate(view.history) if type(action) is Play]
    out = []
    at = 0
    for seats, cards in tricks:
        led = NO_SUIT
        for position, (who, card) in enumerate(zip(seats, cards)):
            out.append(_Played(steps[at], who, card, seats[0], tuple(cards[:position]), led))
            at += 1
            if led < 0:
                led = suit_of[card]
    return out


def _set_trick(probe: HandState, play: _Played) -> None:
    """The probe as the trick stood when ``play`` was made: to move, leader, cards, suit led."""
    probe.turn, probe.leader = play.seat, play.leader
    probe.trick_cards = list(play.before)
    probe.led = play.led
    probe._legal = None


def _drawing(view: View) -> DrawView | None:
    """What the view shows of a draw game's stock, turned card and face-up cards (MJ1,
    MJ2, MJ4); None in any other game."""
    return view.own if isinstance(view.own, DrawView) else None


def _probe(spec: GameSpec, view: View) -> HandState:
    """A state to ask the game's own rules with (the duty, the declarations, the
    discard) once its hands and trick are set to a moment of the history: dealt at
    random, then told the public facts that do not change (the trump, the sides)."""
    options = dict(view.options)
    probe = HandState(spec, view.players, view.dealer,
                      deal_random(spec, view.players, view.dealer, options, random.Random(0)), options)
    probe.result = None
    if view.trump is not None and spec.orders_for_trump is not None:
        probe.set_trump(view.trump)
    if view.sides:
        probe.sides = view.sides
    probe.phase = PLAY
    probe.declared = ()
    return probe


def _options_key(options: Mapping[str, Any]) -> tuple[tuple[str, Any], ...]:
    """The options as a key of the cache (a list, MJ8's ``scores``, as a tuple)."""
    return tuple(sorted((name, tuple(value) if isinstance(value, list) else value) for name, value in options.items()))


_ANNOUNCED: dict[tuple[Any, ...], int] = {}
""":func:`_announced_cards` per game, variants, players and options: found once."""
ANNOUNCED_KEPT = 256
"""How many tables' announced cards are kept before the cache starts afresh."""


def _announced_cards(spec: GameSpec, players: int, options_key: tuple[tuple[str, Any], ...]) -> int:
    """The cards whose holder the deal makes public at once (TF3: Death, the Excuse,
    trumps 1 and 11), found by dealing each card alone to one seat and looking for a
    public event that names it."""
    key = (spec.id, spec.active_variants, players, options_key)
    known = _ANNOUNCED.get(key)
    if known is not None:
        return known
    if len(_ANNOUNCED) >= ANNOUNCED_KEPT:  # the options change from hand to hand (TF2's pot, MJ8's scores)
        _ANNOUNCED.clear()
    options = {name: list(value) if isinstance(value, tuple) else value for name, value in options_key}
    pack, out = spec.pack, 0
    dealer, seat = 0, 1 % players
    for card in range(pack.size):
        hands: list[tuple[int, ...]] = [()] * players
        hands[seat] = (card,)
        turned = (card + 1) % pack.size if spec.deal.turned else None
        trumps = None if spec.deal.trumps is None else tuple(range(max(spec.deal.trumps)))
        state = HandState(spec, players, dealer, Deal(tuple(hands), (), turned, trumps), options)
        for event in state.events:
            named = event.card is not None and event.card.index == card or any(c.index == card for c in event.cards)
            if named and event.seen_by is None and not event.hidden_cards:
                out |= 1 << card
    _ANNOUNCED[key] = out
    return out


class _Events:
    """The public events of a replay, checked as they come against those the seat saw."""

    def __init__(self, state: HandState, seat: int, expected: tuple[Event, ...]):
        self.state, self.seat, self.expected = state, seat, expected
        self.read = 0
        self.matched = 0

    def check(self) -> None:
        events = self.state.events
        expected, seat = self.expected, self.seat
        for event in events[self.read:]:
            seen = event.seen_from(seat)
            if seen is None:
                continue
            if self.matched >= len(expected) or seen != expected[self.matched]:
                raise _Rejected
            self.matched += 1
        self.read = len(events)

    def finish(self) -> None:
        self.check()
        if self.matched != len(self.expected):
            raise _Rejected


class _Scenario:
    """The placements with given counts (see :class:`_Count`): a holder with counts is
    split in parts, one per counted set of cards (of the number given) and one for its
    other cards. Cards with the same parts they may lie in form a class; parts that
    may take the same classes form a group (seats with no void apart are one group).
    The table of class by group is counted and drawn exactly (:class:`_Margins`);
    then each class's cards are shared out at random by it, and each group's cards
    among its parts."""

    def __init__(self, sizes: list[int], allowed: dict[int, int], splits: list[tuple[int, int, int]],
                 declared: dict[int, int]):
        self.declared = declared  # the cards of each hidden declaration (by its number) counted here
        parts = sizes[:]  # the parts' sizes: the holders', then one more per counted set
        owner = list(range(len(sizes)))  # the holder each part belongs to
        allowed = dict(allowed)
        for index, cards, number in splits:
            parts.append(number)
            owner.append(index)
            parts[index] -= number
            if parts[index] < 0:
                self.total = 0
                return
            moved = 1 << index
            for card, holders in allowed.items():  # a counted card lies in the new part, never the rest
                if cards >> card & 1 and holders & moved:
                    allowed[card] = holders & ~moved | 1 << len(parts) - 1
        self.owner = owner
        self.parts = parts
        classes: dict[int, list[int]] = {}
        for card, holders in allowed.items():
            classes.setdefault(holders, []).append(card)
        self.classes = sorted(classes.items())
        takes: dict[int, list[int]] = {}  # per set of classes (a mask), the parts that take exactly those
        for part in range(len(parts)):
            mask = sum(1 << row for row, (holders, _) in enumerate(self.classes) if holders >> part & 1)
            takes.setdefault(mask, []).append(part)
        self.groups = list(takes.values())
        group_of = {part: group for group, members in enumerate(self.groups) for part in members}
        rows = [(len(cards), tuple(sorted({group_of[h] for h in bits(mask)}))) for mask, cards in self.classes]
        totals = tuple(sum(parts[h] for h in members) for members in self.groups)
        within = _product(_multinomial([parts[h] for h in members]) for members in self.groups)
        self.transposed = False
        try:
            self.table = _Margins(rows, totals, TABLE_BUDGET)
            self.total = self.table.total * within
            return
        except _TooLarge:
            pass
        columns: list[list[int]] = [[] for _ in totals]
        for row, (_, allowed_groups) in enumerate(rows):
            for column in allowed_groups:
                columns[column].append(row)
        self.table = _Margins([(size, tuple(c)) for size, c in zip(totals, columns)], tuple(n for n, _ in rows),
                              TABLE_BUDGET)
        self.transposed = True
        # by groups, a table weighs the multinomials of the groups' sizes, not of the classes'
        self.total = (self.table.total * _product(factorial(n) for n, _ in rows)
                      // _product(factorial(size) for size in totals) * within)

    def place(self, rng: random.Random, holders: int) -> list[list[int]]:
        """One placement drawn uniformly among this scenario's: per holder its cards."""
        matrix = self.table.draw(rng)
        gathered: list[list[int]] = [[] for _ in self.groups]
        for row, (_, cards) in enumerate(self.classes):
            order = cards[:]
            rng.shuffle(order)
            at = 0
            for group in range(len(self.groups)):
                count = matrix[group][row] if self.transposed else matrix[row][group]
                gathered[group] += order[at:at + count]
                at += count
        placed: list[list[int]] = [[] for _ in range(holders)]
        for group, members in enumerate(self.groups):
            cards = gathered[group]
            rng.shuffle(cards)
            at = 0
            for part in members:
                placed[self.owner[part]] += cards[at:at + self.parts[part]]
                at += self.parts[part]
        return placed


class _TooLarge(Exception):
    """The exact count of placements would tabulate more than its budget."""


class _Margins:
    """Tables of whole numbers with given row sums and column sums, zero outside each
    row's allowed columns, each weighted by the ways to deal it (per row the
    multinomial of its sum over its entries): counted exactly by a dynamic programme
    over the rows (the last in closed form), and drawn in proportion to their weight."""

    def __init__(self, rows: list[tuple[int, tuple[int, ...]]], columns: tuple[int, ...], budget: int):
        # the widest row last (closed form), the narrowest first
        order = sorted(range(len(rows)), key=lambda r: (len(rows[r][1]), rows[r][0]))
        self.order = order
        self.rows = [rows[r] for r in order]
        self.columns = columns
        self.budget = budget
        self.work = 0
        width = len(columns)
        # reach[i][c]: the cards rows i.. could still put in column c
        self.reach = [[0] * width for _ in range(len(self.rows) + 1)]
        for i in range(len(self.rows) - 1, -1, -1):
            self.reach[i] = self.reach[i + 1][:]
            size, allowed = self.rows[i]
            for column in allowed:
                self.reach[i][column] += size
        self.memo: dict[tuple[int, tuple[int, ...]], int] = {}
        # per (row, room) drawn from: the running weights and, for each, the row's entries and the room after
        self.choices: dict[tuple[int, tuple[int, ...]], tuple[list[int], list[tuple[tuple[int, ...], tuple[int, ...]]]]] = {}
        if sum(size for size, _ in rows) != sum(columns):
            self.total = 0
        else:
            self.total = self.ways(0, columns) if rows else int(not any(columns))
        self.budget = NEVER  # counted: drawing revisits only what counting tabulated

    def ways(self, i: int, state: tuple[int, ...]) -> int:
        key = (i, state)
        known = self.memo.get(key)
        if known is not None:
            return known
        size, allowed = self.rows[i]
        if i == len(self.rows) - 1:
            total = _closed(size, allowed, state)
        else:
            total = 0
            for _, after, weight in self.splits(i, state):
                rest = self.ways(i + 1, after)
                if rest:
                    total += weight * rest
        self.memo[key] = total
        self.work += 1
        if self.work > self.budget:
            raise _TooLarge
        return total

    def splits(self, i: int, state: tuple[int, ...]) -> Iterator[tuple[tuple[int, ...], tuple[int, ...], int]]:
        """Each way row ``i`` can fill the room ``state`` leaves: (its entries over its
        allowed columns, the room after, the multinomial weight), where rows after it
        can still fill every column."""
        size, allowed = self.rows[i]
        reach = self.reach[i + 1]
        last = len(allowed) - 1
        room_after = [0] * (last + 2)
        for j in range(last, -1, -1):
            room_after[j] = room_after[j + 1] + state[allowed[j]]
        entries = [0] * len(allowed)
        after = list(state)

        def place(j: int, left: int, weight: int) -> Iterator[tuple[tuple[int, ...], tuple[int, ...], int]]:
            self.work += 1
            if self.work > self.budget:
                raise _TooLarge
            column = allowed[j]
            if j == last:
                if left > state[column]:
                    return
                entries[j] = left
                after[column] = state[column] - left
                if after[column] <= reach[column] and all(after[c] <= reach[c] for c in range(len(after))):
                    yield tuple(entries), tuple(after), weight
                after[column] = state[column]
                return
            low = max(0, left - room_after[j + 1])
            for k in range(low, min(left, state[column]) + 1):
                entries[j] = k
                after[column] = state[column] - k
                if after[column] <= reach[column]:
                    yield from place(j + 1, left - k, weight * comb(left, k))
            after[column] = state[column]

        yield from place(0, size, 1)

    def draw(self, rng: random.Random) -> list[list[int]]:
        """A table drawn in proportion to its weight: per original row, per column, its entry."""
        out = [[0] * len(self.columns) for _ in self.rows]
        state = self.columns
        for i, (size, allowed) in enumerate(self.rows):
            row = out[self.order[i]]
            if i == len(self.rows) - 1:
                for column in allowed:
                    row[column] = state[column]
                break
            key = (i, state)
            cached = self.choices.get(key)
            if cached is None:
                cumulative, options, running = [], [], 0
                for entries, after, weight in self.splits(i, state):
                    rest = self.ways(i + 1, after)
                    if rest:
                        running += weight * rest
                        cumulative.append(running)
                        options.append((entries, after))
                cached = self.choices[key] = (cumulative, options)
            cumulative, options = cached
            pick = bisect_right(cumulative, rng.randrange(cumulative[-1]))
            entries, state = options[pick]
            for column, count in zip(allowed, entries):
                row[column] = count
        return out


def _closed(size: int, allowed: tuple[int, ...], state: tuple[int, ...]) -> int:
    """The last row fills exactly the room left, all of it in its allowed columns."""
    inside = 0
    for column in allowed:
        inside += state[column]
    if inside != size or sum(state) != size:
        return 0
    out, left = 1, size
    for column in allowed:
        out *= comb(left, state[column])
        left -= state[column]
    return out


def _valid_placement(allowed: dict[int, int], sizes: list[int]) -> list[list[int]]:
    """One placement that fits every holder's size and every card's holders, by
    augmenting paths (a matching of cards to the holders' places)."""
    holding: list[list[int]] = [[] for _ in sizes]

    def place(card: int, visited: set[int]) -> bool:
        for holder in bits(allowed[card]):
            if holder in visited:
                continue
            visited.add(holder)
            if len(holding[holder]) < sizes[holder]:
                holding[holder].append(card)
                return True
            for other in holding[holder]:
                if place(other, visited):  # it found room elsewhere: this card takes its place
                    holding[holder].remove(other)
                    holding[holder].append(card)
                    return True
        return False

    for card in sorted(allowed, key=lambda c: allowed[c].bit_count()):
        if not place(card, set()):
            raise SamplerError("sampler: the unseen cards fit no placement",
                               "sampler: de ongeziene kaarten passen in geen verdeling")
    return holding


__all__ = ["ASIDE", "HAND", "LAID", "STOCK", "Holder", "Sampler", "SamplerError", "sample_states"]
