"""A game as data: :class:`GameSpec` and the small named parts it is made of.

The nine games differ in a handful of places: the pack, the deal, the trick order,
what a player must play, the Excuse, the scoring and the match. Each place is one
part here; a game module fills them in, and a variant is a function from spec to
spec (``dataclasses.replace``), so "Maison Tarot + wild" is data, not a copy.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from functools import cached_property
from typing import TYPE_CHECKING, Any, Callable, Mapping

from tarotlib import i18n
from tarotlib.cards import NO_SUIT, Card, Pack
from tarotlib.errors import IllegalAction, UnknownGame

if TYPE_CHECKING:
    from tarotlib.state import HandState

Texts = Mapping[str, str]
"""A text in each language: ``{"en": ..., "nl": ...}``."""


# ---------------------------------------------------------------- trick order
@dataclass(frozen=True)
class TrickOrder:
    """Who wins a trick: the trump suits in priority order, then the suit led.

    ``suit_rank[card]`` orders the cards within their own suit (higher wins), so
    reversed red suits (T2) or a Klaverjas trump order are just another tuple.
    ``trump_suits`` lists the suits that beat every other suit, strongest first:
    tarot trumps, then La Rigueur's spades (LR1). The Excuse never wins (T5).
    """

    pack: Pack
    suit_rank: tuple[int, ...]
    trump_suits: tuple[int, ...]

    @cached_property
    def strength(self) -> tuple[tuple[int, ...], ...]:
        """``strength[led][card]``: the card's power in a trick whose led suit is ``led``."""
        tables = []
        for led in range(5):
            row = []
            for index, suit in enumerate(self.pack.suit_of):
                if suit == NO_SUIT:
                    row.append(-1)
                elif suit in self.trump_suits:
                    row.append(100 * (len(self.trump_suits) - self.trump_suits.index(suit)) + self.suit_rank[index])
                elif suit == led:
                    row.append(self.suit_rank[index])
                else:
                    row.append(0)
            tables.append(tuple(row))
        return tuple(tables)

    def winner(self, cards: list[int], led: int) -> int:
        """The position in ``cards`` of the card that wins (the first of equals)."""
        row = self.strength[led]
        best, best_at = -2, 0
        for at, index in enumerate(cards):
            if row[index] > best:
                best, best_at = row[index], at
        return best_at

    def descending(self, suit: int) -> list[Card]:
        """The cards of ``suit`` from strongest to weakest, for lessons and display."""
        cards = [c for c in self.pack.cards if c.suit == suit]
        return sorted(cards, key=lambda c: -self.suit_rank[c.index])


# ---------------------------------------------------------------- play duties
@dataclass(frozen=True)
class Limit:
    """Why the legal cards are fewer than the hand: a rule id and how to say it."""

    rule: str
    kind: str  # a key of i18n.MESSAGES
    suit: int = NO_SUIT
    ruff: str = ""  # a key of i18n.RUFF_PHRASES, for kind "ruff"

    def explain(self, pack: Pack, legal_mask: int, lang: str = "en") -> str:
        """The sentence a learner reads: what the rule demands and which held cards satisfy it,
        and that the Excuse may be played instead when the legal cards include it."""
        values = {"cards": i18n.card_list(pack.cards_in(legal_mask & ~pack.excuse_mask), lang)}
        if self.suit != NO_SUIT:
            values["suit"] = pack.suit_name(self.suit, lang)
        if self.ruff:
            values["ruff"] = i18n.RUFF_PHRASES[self.ruff][lang]
        text = i18n.say(self.kind, lang, **values)
        if legal_mask & pack.excuse_mask:
            text += i18n.say("excuse_also", lang)
        return text

    def refuse(self, pack: Pack, legal_mask: int) -> IllegalAction:
        """The error for a card outside ``legal_mask``, naming the cards that are allowed."""
        en, nl = (self.explain(pack, legal_mask, lang) for lang in i18n.LANGS)
        return IllegalAction(self.rule, en, nl)


Duty = Callable[["HandState"], tuple[int, "Limit | None"]]
"""What the player to move may play: ``(legal card mask, the limit that narrowed it)``."""


@dataclass(frozen=True)
class FollowSuitDuty:
    """Follow the suit led; else play from the ruff suits for that lead; else anything.

    This is T3 for all tarot-pack games: ``ruff[led]`` is the mask of cards a player
    must play when he cannot follow ``led`` (trumps, plus La Rigueur's spades, LR1),
    0 where any card will do. The Excuse may always be played (T3; a game that limits
    it, as Leipzig's LT3, needs a duty of its own); a trick with no suit led yet (empty,
    or only the Excuse, T4) takes any card.
    """

    pack: Pack
    ruff: tuple[int, ...]
    follow_limits: tuple[Limit, ...]
    ruff_limits: tuple[Limit | None, ...]

    def __call__(self, state: HandState) -> tuple[int, Limit | None]:
        hand = state.hands[state.turn]
        led = state.led
        if led < 0:
            return hand, None
        excuse = hand & self.pack.excuse_mask
        follow = hand & self.pack.suit_masks[led]
        if follow:
            return follow | excuse, self.follow_limits[led]
        ruff = hand & self.ruff[led]
        if ruff:
            return ruff | excuse, self.ruff_limits[led]
        return hand, None


# ---------------------------------------------------------------- the Excuse
@dataclass(frozen=True)
class ExcuseRules:
    """How a game treats the Excuse once played (T5 and the game's own decision).

    ``blank_order`` lists the blank cards lowest first (T5: trumps 2-20, then suit
    cards 1-10 with c < d < h < s); the owner of a played Excuse gives the first of
    these that he holds to the trick's winner. ``settle_debt`` runs at the end of
    the hand for a debt still open (MT3, ML4, LT7, TF4).
    """

    rule: str
    blank_order: tuple[int, ...]
    settle_debt: Callable[[HandState], None]


# ---------------------------------------------------------------- options, variants
@dataclass(frozen=True)
class OptionSpec:
    """A number a game or variant takes (``options`` in a record)."""

    name: str
    rule: str
    doc: Texts
    default: Callable[[int], int]  # from the number of players
    minimum: int = 1
    maximum: int = 1_000_000


@dataclass(frozen=True)
class Variant:
    """A named change to a game, with the decision that defines it."""

    name: str
    rule: str
    title: Texts
    summary: Texts
    apply: Callable[[GameSpec], GameSpec]


@dataclass(frozen=True)
class HandResult:
    """What one hand produced, per seat, as in RECORD.md's ``result``."""

    tricks: tuple[int, ...]
    card_points: tuple[int, ...]
    score: tuple[int | float, ...]
    extra: Mapping[str, Any] = field(default_factory=dict)

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {
            "tricks": list(self.tricks),
            "card_points": list(self.card_points),
            "score": list(self.score),
        }
        out.update({k: list(v) if isinstance(v, tuple) else v for k, v in self.extra.items()})
        return out

    def per_seat(self) -> list[tuple[str, list[Any]]]:
        """The figures with one value per seat, in record order: tricks, card points,
        score, and a game's own (wild Maison Tarot's pot share)."""
        return [(key, value) for key, value in self.to_json().items() if isinstance(value, list)]


@dataclass(frozen=True)
class MatchRule:
    """When a game of several hands ends, and who wins it."""

    rule: str
    target: int | None = None  # first to reach it (checked after each hand)
    hands: int | None = None  # or a fixed number of hands


# ---------------------------------------------------------------- the game
@dataclass(frozen=True)
class GameSpec:
    """One game, fully described. Build with a game module; change with variants."""

    id: str
    title: Texts
    rules: tuple[str, ...]  # the decision ids this game follows, for docs and lessons
    pack: Pack
    min_players: int
    max_players: int
    default_players: int
    clockwise: bool
    hand_size: Callable[[int, Mapping[str, int]], int]
    trick_order: TrickOrder
    duty: Duty
    card_points: tuple[int, ...]
    score: Callable[[HandState], HandResult]
    match: MatchRule
    excuse: ExcuseRules | None = None
    check_players: Callable[[int, Mapping[str, int]], Texts | None] | None = None
    options: tuple[OptionSpec, ...] = ()
    variants: Mapping[str, Variant] = field(default_factory=dict)
    active_variants: tuple[str, ...] = ()

    def with_variants(self, names: tuple[str, ...] | list[str]) -> GameSpec:
        """This game with the named variants applied, in a canonical order."""
        spec = self
        for name in names:
            if name not in self.variants:
                known = ", ".join(sorted(self.variants)) or "none"
                raise UnknownGame(
                    f"variant: {self.id} has no variant {name!r} (known: {known})",
                    f"variant: {self.id} kent geen variant {name!r} (bekend: {known})",
                )
            if name in spec.active_variants:
                continue
            spec = self.variants[name].apply(spec)
            spec = replace(spec, active_variants=spec.active_variants + (name,))
        return spec

    def resolve_options(self, players: int, given: Mapping[str, Any] | None = None) -> dict[str, int]:
        """Every option of this game with its value; unknown names and bad values refused."""
        given = dict(given or {})
        known = {o.name: o for o in self.options}
        for name in given:
            if name not in known:
                raise UnknownGame(
                    f"options.{name}: {self.title['en']} takes no option {name!r}"
                    f" (it takes: {', '.join(known) or 'none'})",
                    f"options.{name}: {self.title['nl']} kent geen optie {name!r}"
                    f" (wel: {', '.join(known) or 'geen'})",
                )
        values = {}
        for name, option in known.items():
            value = given.get(name, option.default(players))
            if isinstance(value, bool) or not isinstance(value, int) or not option.minimum <= value <= option.maximum:
                raise UnknownGame(
                    f"options.{name}: must be a whole number from {option.minimum} to {option.maximum}, not {value!r}",
                    f"options.{name}: moet een geheel getal van {option.minimum} tot {option.maximum} zijn,"
                    f" niet {value!r}",
                )
            values[name] = value
        return values

    def validate_players(self, players: int, options: Mapping[str, int]) -> None:
        """Refuse a player count the game does not allow (MT1, MT5, ...)."""
        if isinstance(players, bool) or not isinstance(players, int) or not (
            self.min_players <= players <= self.max_players
        ):
            raise UnknownGame(
                f"players: {self.title['en']} is for {self.min_players}-{self.max_players} players, not {players!r}",
                f"players: {self.title['nl']} is voor {self.min_players}-{self.max_players} spelers,"
                f" niet {players!r}",
            )
        problem = self.check_players(players, options) if self.check_players else None
        if problem:
            raise UnknownGame(f"players: {problem['en']}", f"players: {problem['nl']}")

    def points_of(self, mask: int) -> int:
        """The card points of a pile, by this game's plain card values."""
        return sum(value * (mask & cards).bit_count() for value, cards in self._point_masks)

    @cached_property
    def _point_masks(self) -> tuple[tuple[int, int], ...]:
        """Per card value above 0, the mask of the cards worth it: a pile is counted with
        a few popcounts instead of card by card (benchmarks/engine.py)."""
        values = self.card_points
        return tuple((v, sum(1 << i for i, w in enumerate(values) if w == v)) for v in sorted(set(values)) if v)
