"""A game of several hands: the dealer moves on, totals run, the game's end is checked.

Maison Tarot and La Rigueur race to 50 (MT4); wild Maison Tarot is one hand (MT5).
"""

from __future__ import annotations

import random
from typing import Mapping, Sequence

from tarotlib.games import get_game
from tarotlib.spec import GameSpec
from tarotlib.state import HandState, new_hand


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
    ):
        self.spec = get_game(game, variants) if isinstance(game, str) else game.with_variants(tuple(variants))
        self.players = self.spec.default_players if players is None else players
        self.options = self.spec.resolve_options(self.players, options)
        self.spec.validate_players(self.players, self.options)
        self._rng = random.Random(seed)
        self.first_dealer = self._rng.randrange(self.players) if first_dealer is None else first_dealer
        self.hands: list[HandState] = []

    @property
    def current(self) -> HandState | None:
        return self.hands[-1] if self.hands else None

    @property
    def finished_hands(self) -> list[HandState]:
        return [h for h in self.hands if h.result is not None]

    @property
    def totals(self) -> list[int | float]:
        """Running totals over the finished hands."""
        totals: list[int | float] = [0] * self.players
        for hand in self.finished_hands:
            assert hand.result is not None
            for seat, score in enumerate(hand.result.score):
                totals[seat] += score
        return totals

    def sheet(self) -> list[list[int | float]]:
        """The score sheet: one row of hand scores per finished hand."""
        return [list(h.result.score) for h in self.finished_hands if h.result is not None]

    @property
    def next_dealer(self) -> int:
        """The dealer moves one seat in the direction of play each hand."""
        return (self.first_dealer + len(self.hands)) % self.players

    def new_hand(self) -> HandState:
        """Deal the next hand; the previous one must be finished."""
        if self.current is not None and not self.current.is_over:
            raise ValueError("the current hand is not finished yet")
        if self.is_over:
            raise ValueError("the game is over")
        hand = new_hand(
            self.spec, self.players, options=self.options, dealer=self.next_dealer,
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

        A target (MT4): checked after each hand; if several reach it the highest total
        wins, and a tie for the highest plays on. A fixed number of hands (MT5: one):
        every seat with the highest total wins.
        """
        rule = self.spec.match
        done = self.finished_hands
        if not done or (self.current is not None and not self.current.is_over):
            return []
        totals = self.totals
        best = max(totals)
        leaders = [s for s, t in enumerate(totals) if t == best]
        if rule.hands is not None:
            return leaders if len(done) >= rule.hands else []
        if rule.target is not None and best >= rule.target and len(leaders) == 1:
            return leaders
        return []
