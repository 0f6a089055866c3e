"""Making hands by a game's id: :func:`new_hand` deals one, :func:`position` sets up a
first trick, :func:`game_spec` reads a game given by id or spec. They sit above the
core (:mod:`tarotlib.state` knows no game id) and read the registry
(:mod:`tarotlib.games`); ``tarotlib.new_hand`` and ``tarotlib.position`` are these."""

from __future__ import annotations

import random
from typing import Any, Mapping, Sequence

from tarotlib.errors import TarotlibError, UnknownGame, shown
from tarotlib.games import get_game
from tarotlib.phases import PLAY
from tarotlib.spec import GameSpec, variant_names
from tarotlib.state import Deal, HandState, check_deal, deal_random, player_options, seeded_random


def game_spec(game: Any, variants: Sequence[str]) -> GameSpec:
    """``game`` with ``variants``: a spec as given, or a game id read from the registry;
    anything else a clean refusal naming ``game``."""
    if isinstance(game, GameSpec):
        return game.with_variants(variant_names(variants))
    if not isinstance(game, str):
        raise UnknownGame(f"game: must be a game id such as 'maison-tarot', not {shown(game)}",
                          f"game: moet een spel-id zoals 'maison-tarot' zijn, niet {shown(game)}")
    return get_game(game, variants)


def new_hand(
    game: str | GameSpec,
    players: int | None = None,
    variants: Sequence[str] = (),
    options: Mapping[str, Any] | None = None,
    *,
    dealer: int | None = None,
    seed: int | None = None,
    deal: Deal | None = None,
    partial: bool = False,
) -> HandState:
    """Deal a new hand: ``new_hand("maison-tarot", 4, seed=1)``.

    ``dealer`` defaults to a seat drawn from ``seed`` (the cut for the dealer);
    ``deal`` replaces the shuffle (records and prepared lessons) and is checked as a
    record's deal is; with ``partial`` it may be a scenario of fewer cards (a last
    trick, a hand of five cards, no cards at all for a picture of the table), every
    card still at most once. A scenario is played only as far as its cards go: with
    uneven hands it stops where the seat to play holds no card (``turn`` is that seat,
    ``legal_actions()`` is empty, and ``result`` stays None).
    """
    spec = game_spec(game, variants)
    players, resolved = player_options(spec, players, options)
    rng = seeded_random(seed)
    if dealer is None:
        dealer = rng.randrange(players)
    elif type(dealer) is not int or not 0 <= dealer < players:
        raise UnknownGame(f"dealer: must be a seat from 0 to {players - 1}, not {shown(dealer)}",
                          f"dealer: moet een stoel van 0 tot {players - 1} zijn, niet {shown(dealer)}")
    if deal is None:
        deal = deal_random(spec, players, dealer, resolved, rng)
    else:
        check_deal(spec, players, dealer, resolved, deal, partial)
    return HandState(spec, players, dealer, deal, resolved)


def position(
    game: str | GameSpec,
    hand: Sequence[str],
    trick: Sequence[str] = (),
    players: int | None = None,
    variants: Sequence[str] = (),
    seed: int = 0,
) -> HandState:
    """A first-trick position for lessons and tests: the seat to move holds ``hand``.

    The cards of ``trick`` are played in order by the seats before it, through the
    engine (so they must be legal). The other cards are dealt at random from ``seed``,
    each earlier seat's hand filled card by card with only those cards that keep its
    play legal by the game's own duty: a seat that threw off a club on a heart lead
    is dealt no heart (and, where the game demands it, no trump). A draw game's
    turned card and stock are dealt too (MJ1). The hand then starts from the whole
    deal, so its automatic first steps (Triomphe's antes and declarations, TF2 TF3)
    see every seat's cards; a deal that would end there (Death in another seat's
    hand, TF3) is dealt again. For a game whose hand starts with other phases than
    trick play, it starts at its first trick: use :func:`new_hand` with a ``deal``
    for those phases.
    """
    spec = game_spec(game, variants)
    players, options = player_options(spec, players, None)
    rng = seeded_random(seed)
    size = spec.hand_size(players, options)
    for name, given in (("hand", hand), ("trick", trick)):
        if not isinstance(given, (list, tuple)):
            raise TarotlibError(f"position: {name} must be a list of card codes, not {shown(given)}",
                                f"position: {name} moet een lijst van kaartcodes zijn, niet {shown(given)}")
    mine = [spec.pack.index(c) for c in hand]
    played = [spec.pack.index(c) for c in trick]
    if len(mine) != size or len(set(mine + played)) != len(mine) + len(played):
        raise TarotlibError(f"position: the hand needs {size} different cards, none of them in the trick",
                            f"position: de hand heeft {size} verschillende kaarten nodig, waarvan geen in de slag")
    mover = len(played)  # the dealer is the last seat, so seat 0 leads and seat k plays k-th
    if mover >= players:
        raise TarotlibError(
            f"position: a trick of {players} players holds at most {players - 1} cards before yours",
            f"position: een slag van {players} spelers heeft hoogstens {players - 1} kaarten voor de jouwe")
    unused = [i for i in range(spec.pack.size) if i not in set(mine + played)]
    for _ in range(POSITION_DEALS):
        state = _position_deal(spec, players, options, mine, played, unused, size, rng)
        if state.result is None:
            return state
    raise _ended_at_start(state)


def _ended_at_start(state: HandState) -> TarotlibError:
    """The refusal of a position whose deal ends before its first trick (TF3's Death)."""
    why = state.events[-1]  # the ``ended`` event
    return TarotlibError(f"position: with this deal the hand ends before the first trick ({why.rule}: {why.name})",
                         f"position: met deze deling eindigt de hand vóór de eerste slag ({why.rule}: {why.name})")


POSITION_DEALS = 60
"""How often :func:`position` deals the unknown cards again when the deal would end at
its start (Triomphe's Death in another seat's hand, TF3: about one deal in two)."""


def _position_deal(spec: GameSpec, players: int, options: Mapping[str, Any], mine: list[int], played: list[int],
                   unused: list[int], size: int, rng: random.Random) -> HandState:
    """One try of :func:`position`: the unknown cards dealt, the trick played from the whole deal."""
    mover = len(played)
    rest = unused[:]
    rng.shuffle(rest)
    turned = rest.pop() if spec.deal.turned else None  # MJ1: the turned card sets the trump
    dealt: list[tuple[int, ...]] = [()] * players
    dealt[mover] = tuple(mine)
    state = HandState(spec, players, players - 1, Deal(tuple(dealt), (), turned), options)  # to test each card
    if state.result is not None:  # the mover's own cards end it (TF3), whatever the others hold
        raise _ended_at_start(state)
    if state.phase is not PLAY:
        raise TarotlibError(f"position: {spec.id} starts with its {state.phase.name} phase; use new_hand(deal=...)",
                            f"position: {spec.id} begint met de fase {state.phase.name}; gebruik new_hand(deal=...)")
    for seat, card in enumerate(played):
        own, unused_here = [card], []
        state.hands[seat] = 1 << card
        for index in rest:
            if len(own) < size:
                state.hands[seat] |= 1 << index
                state._legal = None
                if state.legal_mask() >> card & 1:
                    own.append(index)
                    continue
                state.hands[seat] ^= 1 << index
            unused_here.append(index)
        if len(own) < size:
            raise TarotlibError(f"position: no hand lets seat {seat} play {spec.pack.codes[card]} here",
                                f"position: met geen hand mag stoel {seat} hier {spec.pack.codes[card]} spelen")
        state._legal = None
        dealt[seat], rest = tuple(own), unused_here
        state.apply(state._plays[card])
    for seat in range(mover + 1, players):
        dealt[seat], rest = tuple(rest[:size]), rest[size:]
    state = HandState(spec, players, players - 1, Deal(tuple(dealt), tuple(rest), turned), options)
    for card in played:
        if state.result is None:
            state.apply(state._plays[card])
    return state


__all__ = ["game_spec", "new_hand", "position"]
