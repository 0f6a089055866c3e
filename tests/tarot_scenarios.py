"""Small helpers for the rule tests: hand-made deals, scripted play, snapshots.

Not a test module (pytest collects only ``test_*.py``); the tests import it by name,
since pytest puts this folder on ``sys.path``.
"""

from __future__ import annotations

import re
from typing import Any, Iterable, Sequence

import pytest

from tarotlib import TAROT, Deal, HandState, IllegalAction, Play, new_hand, position
from tarotlib.cards import bits

MT = "maison-tarot"
LR = "la-rigueur"

BLANK_HEARTS = [f"{r}h" for r in range(1, 11)]
BLANK_CLUBS = [f"{r}c" for r in range(1, 11)]
BLANK_TRUMPS = [f"T{n}" for n in range(2, 21)]


def codes(mask: int) -> set[str]:
    """The record codes of a bitmask of tarot cards."""
    return {TAROT.codes[i] for i in bits(mask)}


def legal_codes(state: HandState) -> set[str]:
    """The codes of the cards the seat to move may play."""
    return {c.code for c in state.legal_cards()}


def legal_after(game: str, hand: Sequence[str], trick: Sequence[str] = (), players: int = 4,
                variants: Sequence[str] = ()) -> set[str]:
    """The legal cards of ``hand`` in a first trick where ``trick`` has been played."""
    return legal_codes(position(game, hand=list(hand), trick=list(trick), players=players, variants=list(variants)))


def hand_of(*named: Sequence[str], filler: Iterable[str] = ()) -> list[str]:
    """12 cards: the ``named`` ones, topped up from ``filler`` (skipping repeats)."""
    cards = [c for group in named for c in group]
    for c in filler:
        if len(cards) == 12:
            break
        if c not in cards:
            cards.append(c)
    assert len(cards) == 12 and len(set(cards)) == 12, cards
    return cards


def dealt(game: str, hands: Sequence[Sequence[str]], dealer: int | None = None,
          variants: Sequence[str] = (), options: dict[str, int] | None = None) -> HandState:
    """A hand with exactly these cards per seat; every other card lies undealt (MT1).

    The dealer defaults to the last seat, so seat 0 is voorhand and leads.
    """
    used = [TAROT.index(c) for h in hands for c in h]
    assert len(used) == len(set(used)), "a card dealt twice"
    rest = tuple(i for i in range(TAROT.size) if i not in set(used))
    deal = Deal(tuple(tuple(TAROT.index(c) for c in h) for h in hands), rest)
    players = len(hands)
    return new_hand(game, players, variants, options, dealer=players - 1 if dealer is None else dealer, deal=deal,
                    partial=True)


def play(state: HandState, *cards: str) -> None:
    """Play these cards in turn order; a card the rules refuse fails the test loudly."""
    for code in cards:
        try:
            state.play(code)
        except IllegalAction as error:  # pragma: no cover - a broken scenario, not a rule
            pytest.fail(f"scenario card {code} refused: {error}")


def play_out(state: HandState) -> None:
    """Finish the hand, each seat playing its first legal card (pack order)."""
    while not state.is_over:
        state.apply(state.legal_actions()[0])


def won(state: HandState, seat: int) -> set[str]:
    return codes(state.won[seat])


def snapshot(state: HandState) -> tuple[Any, ...]:
    """Everything a refused or undone action must leave as it was."""
    return (
        tuple(state.hands), tuple(state.won), tuple(state.tricks_won), state.turn, state.leader, state.led,
        tuple(state.trick_cards), tuple(state.trick_seats), state.own.debt, tuple(state.actions),
        tuple(state.tricks), tuple(state.events), state.result, state.legal_mask(),
    )


def refused(state: HandState, code: str, seat: int | None = None) -> IllegalAction:
    """Play ``code`` expecting a refusal; check the state did not change; return the error."""
    before = snapshot(state)
    with pytest.raises(IllegalAction) as info:
        state.apply(Play(TAROT.card(code)), seat)
    assert snapshot(state) == before
    return info.value


EXCUSE_ALSO = (" (The Excuse may be played instead.)", " (Het Excuus mag je ook in plaats daarvan spelen.)")


def refusal(game: str, hand: Sequence[str], trick: Sequence[str], code: str,
            seat: int | None = None) -> tuple[str, str, str]:
    """Play ``code`` from ``hand`` after ``trick`` in a four-player first trick, expecting
    a refusal that changes nothing: its rule and its words for a learner (en, nl)."""
    error = refused(position(game, hand=list(hand), trick=list(trick), players=4), code, seat)
    return error.rule, error.explanation("en"), error.explanation("nl")


def with_excuse(rule: str, en: str, nl: str) -> tuple[str, str, str]:
    """A refusal's words when the Excuse is among the legal cards (T3)."""
    return rule, en + EXCUSE_ALSO[0], nl + EXCUSE_ALSO[1]


def two_player_hand(game: str, seat0: Sequence[str], seat1: Sequence[str]) -> HandState:
    """A two-player hand, seat 0 leading: seat 0 gets ``seat0`` topped up with blank
    trumps, seat 1 gets ``seat1`` topped up with blank hearts.

    Once the scripted cards are played, seat 0 holds only trumps and seat 1 only
    hearts (so long as the script uses up seat 0's other cards and seat 1's trumps),
    and seat 0 wins every trick left: :func:`play_out` then ends the hand predictably.
    """
    named = set(seat0) | set(seat1)
    trumps = [t for t in BLANK_TRUMPS if t not in named]
    hearts = [h for h in BLANK_HEARTS + ["Jh", "Ch"] if h not in named]
    return dealt(game, [hand_of(seat0, filler=trumps), hand_of(seat1, filler=hearts)])


def play_first_trick(game: str, cards: Sequence[str], variants: Sequence[str] = ()) -> HandState:
    """Deal so that seat i plays ``cards[i]`` to the first trick, play it, return the state.

    A seat that neither leads, sets the suit (after an Excuse lead, T4) nor follows it
    gets no cards of the suit led, no trumps and no spades, so its card is legal in
    Maison Tarot and La Rigueur alike; the others get any spare cards.
    """
    led = next((TAROT.card(c).suit for c in cards if c != "EX"), None)
    setter = next(i for i, c in enumerate(cards) if c != "EX")
    free = [c.code for c in TAROT if c.code not in cards]
    harmless = {c for c in free if TAROT.card(c).suit in {0, 1, 2} - {led}}
    constrained = [i for i, c in enumerate(cards) if i > setter and c != "EX" and TAROT.card(c).suit != led]
    hands: dict[int, list[str]] = {}
    for seat in constrained + [i for i in range(len(cards)) if i not in constrained]:
        pool = [c for c in free if seat not in constrained or c in harmless]
        hands[seat] = hand_of([cards[seat]], filler=pool)
        free = [c for c in free if c not in hands[seat]]
    state = dealt(game, [hands[seat] for seat in range(len(cards))], variants=variants)
    play(state, *cards)
    return state


def shown_text(html: str) -> str:
    """The words of a widget's HTML as a learner reads them: its tags removed (the links
    from a cited rule id to the rule book among them), its escaped characters kept."""
    return re.sub(r"<[^>]*>", "", html)
