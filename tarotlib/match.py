"""A game of several hands: the dealer moves on, totals run, the game's end is checked.

Maison Tarot and La Rigueur race to 50 (MT4), Marjolet and Binage to 500 (MJ8, with
``knock-out`` inside a hand); wild Maison Tarot is one hand (MT5), Troggen a round
of three (ML3), Leipzig a round of three counted deals (LT10), Triomphe Forcée a
round in which each player deals once (TF5), Klaverjassen 16 hands (K8). What one
hand hands on to the next (the Triomphe pot, TF5; the totals before a Marjolet hand;
Klaverjas-4's first hand, K6), which hands count (not an annulled Leipzig deal, LT10)
and who deals next (the same dealer after an annulled Leipzig deal, LT9) is the
game's :class:`~tarotlib.spec.MatchRule`.
"""

from __future__ import annotations

from typing import Any, Mapping, Sequence

from tarotlib.errors import TarotlibError, UnknownGame, shown
from tarotlib.hands import game_spec, new_hand
from tarotlib.spec import GameSpec, given_options
from tarotlib.state import HandState, player_options, seeded_random


MAX_HANDS = 100_000
"""The most hands a game may be set to last: more than any table plays (Klaverjassen's
16, K8), and few enough that a score sheet can show the count (a count of 5,000 digits
cannot even be printed)."""


class Match:
    """Hands in a row until the game's end: ``Match("maison-tarot", 4, seed=7)``."""

    def __init__(
        self,
        game: str | GameSpec,
        players: int | None = None,
        variants: Sequence[str] = (),
        options: Mapping[str, int] | None = None,
        *,
        seed: int | None = None,
        first_dealer: int | None = None,
        hands: int | None = None,
    ):
        self.spec = game_spec(game, variants)
        given = {**self.spec.match.first_options, **given_options(options)}  # K6: a game opens with clubs
        self.players, self.options = player_options(self.spec, players, given)
        self._rng = seeded_random(seed)
        if first_dealer is not None and (type(first_dealer) is not int or not 0 <= first_dealer < self.players):
            last, quoted = self.players - 1, shown(first_dealer)
            raise UnknownGame(f"first_dealer: must be a seat from 0 to {last}, not {quoted}",
                              f"first_dealer: moet een stoel van 0 tot {last} zijn, niet {quoted}")
        self.first_dealer = self._rng.randrange(self.players) if first_dealer is None else first_dealer
        rule = self.spec.match
        default = rule.hands if rule.hands_for is None else rule.hands_for(self.players)
        self.hands_to_play = default if hands is None else hands
        if self.hands_to_play is not None and (type(self.hands_to_play) is not int
                                               or not 1 <= self.hands_to_play <= MAX_HANDS):
            raise UnknownGame(f"hands: must be a whole number from 1 to {MAX_HANDS}, not {shown(hands)}",
                              f"hands: moet een geheel getal van 1 tot {MAX_HANDS} zijn, niet {shown(hands)}")
        self.hands: list[HandState] = []

    def __getstate__(self) -> dict[str, Any]:
        """Pickled with its game named, not its description: a spec holds functions,
        which do not pickle (the hands pickle as their records, as a state does)."""
        state = self.__dict__.copy()
        spec = state.pop("spec")
        state["game"] = (spec.id, spec.active_variants)
        return state

    def __setstate__(self, state: dict[str, Any]) -> None:
        game, variants = state.pop("game")
        self.__dict__.update(state, spec=game_spec(game, variants))

    @property
    def current(self) -> HandState | None:
        return self.hands[-1] if self.hands else None

    @property
    def finished_hands(self) -> list[HandState]:
        return [h for h in self.hands if h.result is not None]

    @property
    def opening_totals(self) -> list[int]:
        """The totals before the first hand: a game resumed at a score (MJ8's ``scores``,
        the option of kind ``scores``), else all zeros."""
        for option in self.spec.options:
            if option.kind == "scores" and option.name in self.options:
                return list(self.options[option.name])
        return [0] * self.players

    @property
    def totals(self) -> list[int | float]:
        """Running totals: the opening totals plus every finished hand's :meth:`sheet` row."""
        totals: list[int | float] = list(self.opening_totals)
        for row in self.sheet():
            for seat, score in enumerate(row):
                totals[seat] += score
        return totals

    def sheet(self) -> list[list[int | float]]:
        """The score sheet: one row per finished hand, of what the sheet adds up: the
        rounded score where the game keeps one (``sheet``, K4), else the score."""
        rows = []
        for hand in self.finished_hands:
            assert hand.result is not None
            rows.append(list(hand.result.extra.get("sheet", hand.result.score)))
        return rows

    @property
    def counted_hands(self) -> list[HandState]:
        """The finished hands that count towards a fixed number of hands (not an annulled
        or all-passed deal)."""
        counts = self.spec.match.counts
        return [h for h in self.finished_hands if counts is None or counts(h)]

    @property
    def next_dealer(self) -> int:
        """The dealer moves one seat in the direction of play each hand, unless the game
        says otherwise (the same dealer after an annulled deal, LT9)."""
        last = self.current
        if last is None:
            return self.first_dealer
        if self.spec.match.next_dealer is not None:
            return self.spec.match.next_dealer(last)
        return (last.dealer + 1) % self.players

    @property
    def next_options(self) -> dict[str, Any]:
        """The options of the next hand: the game's own, with what the last hand hands on."""
        last = self.current
        carry = self.spec.match.next_options
        if last is None or carry is None:
            return dict(self.options)
        return carry(last, dict(self.options), self.totals)

    def new_hand(self) -> HandState:
        """Deal the next hand; the previous one must be finished."""
        if self.current is not None and not self.current.is_over:
            raise TarotlibError("the current hand is not finished yet", "de huidige hand is nog niet af")
        if self.is_over:
            raise TarotlibError("the game is over", "het potje is afgelopen")
        hand = new_hand(
            self.spec, self.players, options=self.next_options, dealer=self.next_dealer,
            seed=self._rng.randrange(2**63),
        )
        self.hands.append(hand)
        return hand

    @property
    def is_over(self) -> bool:
        return bool(self.winners)

    @property
    def winners(self) -> list[int]:
        """The winning seats once the game is over, else ``[]``.

        A target (MT4, MJ8): checked after each hand; if several reach it the highest
        total wins, and a tie for the highest plays on; a knock-out (MJ8) ends the game
        in the hand where a player reaches it, and he wins. A fixed number of hands
        (MT5: one, ML3 and LT10: three, TF5: one per player, K8: 16): every seat with
        the highest total wins. The totals are the hands' scores only: in Triomphe the
        chips left in the pot at the end belong to nobody (TF5).
        """
        rule = self.spec.match
        done = self.finished_hands
        if not done or (self.current is not None and not self.current.is_over):
            return []
        totals = self.totals
        best = max(totals)
        leaders = [s for s, t in enumerate(totals) if t == best]
        if self.hands_to_play is not None:
            return leaders if len(self.counted_hands) >= self.hands_to_play else []
        target = self.options.get("target", rule.target)  # MJ8: a game's own target option
        if target is not None and done[-1].ended == "knock-out":
            return [s for s, t in enumerate(totals) if t >= target]
        if target is not None and best >= target and len(leaders) == 1:
            return leaders
        return []
