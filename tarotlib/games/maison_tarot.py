"""Maison Tarot (rules/nl/maison-tarot.txt; T1-T5, MT1-MT5).

The simple 17th-century base game: 2-6 players, 12 cards each, follow suit or trump,
the Excuse, and a race to 50 over hands. Variant ``wild``: chosen cards and players,
one hand for a pot (MT5).
"""

from __future__ import annotations

from dataclasses import replace
from typing import Mapping

from tarotlib.cards import NO_SUIT, TAROT, TRUMP
from tarotlib.games import tarot_common
from tarotlib.spec import (
    ExcuseRules,
    GameSpec,
    HandResult,
    MatchRule,
    OptionSpec,
    ScorePart,
    Variant,
)
from tarotlib.state import HandState

# The card points of the Maison Tarot text: Excuse 5; trump 21, trump 1, Roi 4; Dame 3; Cavalier 2; Valet 1.
CARD_POINTS = tarot_common.simplified_points(excuse=5)


def _mt3_point_order() -> tuple[int, ...]:
    """MT3: point cards lowest first; ties: trumps first, †1 before †21, then c < d < h < s."""
    point_cards = [i for i in range(TAROT.size) if CARD_POINTS[i] and TAROT.suit_of[i] != NO_SUIT]

    def key(i: int) -> tuple[int, int, int]:
        is_trump = TAROT.suit_of[i] == TRUMP
        rank = TAROT.rank_of[i]
        assert isinstance(rank, int)
        return (CARD_POINTS[i], 0 if is_trump else 1, rank if is_trump else TAROT.suit_of[i])

    return tuple(sorted(point_cards, key=key))


MT3_POINT_ORDER = _mt3_point_order()


def settle_debt_mt3(state: HandState) -> None:
    """MT3: an Excuse debt still open at the end is paid with the lowest point card;
    an owner whose only won card is the Excuse hands the Excuse itself to the winner
    of the trick where it was played."""
    assert state.debt is not None
    owner, creditor = state.debt
    excuse = TAROT.excuse.index
    others = state.won[owner] & ~TAROT.excuse_mask
    if not others:
        state.transfer(owner, creditor, excuse, "MT3", "debt-settled")
        return
    for index in MT3_POINT_ORDER:
        if others >> index & 1:
            state.transfer(owner, creditor, index, "MT3", "debt-settled")
            return


def score_mt4(state: HandState) -> HandResult:
    """MT4: card points won + (cards won - 12); may be negative."""
    points = tuple(state.spec.points_of(w) for w in state.won)
    size = state.spec.hand_size(state.players, state.options)
    over = tuple(w.bit_count() - size for w in state.won)
    score = tuple(p + o for p, o in zip(points, over))
    return HandResult(tuple(state.tricks_won), points, score, explained=lambda: [
        part for seat in range(len(points)) for part in (
            ScorePart(seat, "card-points", points[seat], "MT4"),
            ScorePart(seat, "cards-over", over[seat], "MT4", str(size)))])


def score_wild(state: HandState) -> HandResult:
    """MT5: card points + tricks won; the highest score takes the pot, a tie splits it
    and the remainder stays in the pot."""
    points = tuple(state.spec.points_of(w) for w in state.won)
    score = tuple(p + t for p, t in zip(points, state.tricks_won))
    best = max(score)
    winners = [s for s, v in enumerate(score) if v == best]
    pot = state.options["pot"]
    share = pot // len(winners)
    pot_share = tuple(share if s in winners else 0 for s in range(state.players))
    tricks = tuple(state.tricks_won)
    return HandResult(
        tricks, points, score, {"pot_share": pot_share, "pot_left": pot - share * len(winners)},
        lambda: [part for seat in range(len(points)) for part in (
            ScorePart(seat, "card-points", points[seat], "MT5"), ScorePart(seat, "tricks", tricks[seat], "MT5"),
            ScorePart(seat, "pot-share", pot_share[seat], "MT5", figure="pot_share"))])


def _wild(spec: GameSpec) -> GameSpec:
    return replace(
        spec,
        title={"en": "Wild Maison Tarot", "nl": "Wilde Maison Tarot"},
        rules=spec.rules + ("MT5",),
        max_players=TAROT.size,
        hand_size=lambda players, options: options["cards"],
        check_players=_check_wild_players,
        options=(
            OptionSpec("cards", "MT5", {"en": "cards per player", "nl": "kaarten per speler"},
                       lambda players: 12, 1, TAROT.size // 2),
            OptionSpec("pot", "MT5", {"en": "chips in the pot", "nl": "fiches in de pot"},
                       lambda players: players, 0),
        ),
        score=score_wild,
        match=MatchRule("MT5", hands=1),
    )


def _check_wild_players(players: int, options: Mapping[str, int]) -> dict[str, str] | None:
    """MT5: players x cards may not exceed the 78 cards of the pack."""
    cards = options["cards"]
    if players * cards <= TAROT.size:
        return None
    total = players * cards
    return {
        "en": f"{players} players x {cards} cards = {total} is more than the 78 cards of the pack (MT5)",
        "nl": f"{players} spelers x {cards} kaarten = {total} is meer dan de 78 kaarten van het spel (MT5)",
    }


WILD = Variant(
    "wild",
    "MT5",
    {"en": "Wild Maison Tarot", "nl": "Wilde Maison Tarot"},
    {
        "en": "Choose the number of cards and players; score card points + tricks won; one hand, "
        "the highest score takes the pot.",
        "nl": "Kies vooraf het aantal kaarten en spelers; je scoort kaartpunten + gewonnen slagen; "
        "één hand, de hoogste score wint de pot.",
    },
    _wild,
)

SPEC = GameSpec(
    id="maison-tarot",
    title={"en": "Maison Tarot", "nl": "Maison Tarot"},
    rules=("T1", "T2", "T3", "T4", "T5", "MT1", "MT2", "MT3", "MT4"),
    summary={
        "en": "The simplest tarot game: follow suit or trump, keep your Excuse, and race to 50 over hands.",
        "nl": "Het eenvoudigste tarotspel: kleur bekennen of troeven, je Excuus bewaren, en als eerste naar de 50.",
    },
    pack=TAROT,
    min_players=2,
    max_players=6,
    default_players=4,
    clockwise=False,
    hand_size=lambda players, options: 12,  # MT1; the rest of the pack is out of play
    trick_order=tarot_common.trick_order(red_reversed=False),
    duty=tarot_common.follow_suit_duty(),  # T3; the Excuse may lead (MT2, T4)
    card_points=CARD_POINTS,
    score=score_mt4,
    match=MatchRule("MT4", target=50),
    excuse=ExcuseRules("T5", tarot_common.blank_order(), settle_debt_mt3),
    variants={"wild": WILD},
)

SPECS = (SPEC,)
