"""Actions: every decision a player makes is one small immutable value (RECORD.md).

``Play`` and ``Discard`` name a card; ``Bid`` says play or pass (with a trump suit and,
in Leids bidding, points); ``Declare`` shows one combination, ``END_DECLARING`` stops
declaring; ``Double`` and ``Annul`` answer a yes/no question. Each action knows its
record JSON (without the ``seat``, which the step carries). Card actions are cached,
one per card, so listing legal actions allocates only the list.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property
from typing import Any, Callable, Iterable, TypeVar, Union

from tarotlib.cards import SUITS, Card, Pack, suit_index
from tarotlib.errors import RecordError, TarotlibError, UnknownCard, shown


def _need_card(action: str, card: object) -> None:
    if not isinstance(card, Card):
        raise TarotlibError(
            f"{action}: needs a Card, not {shown(card)} (use state.play('Kh') or pack.card('Kh'))",
            f"{action}: vraagt een Card, niet {shown(card)} (gebruik state.play('Kh') of pack.card('Kh'))",
        )


def _need_yes_or_no(action: str, yes: object) -> None:
    if not isinstance(yes, bool):
        raise TarotlibError(f"{action}: yes must be True or False, not {shown(yes)}",
                            f"{action}: yes moet True of False zijn, niet {shown(yes)}")


@dataclass(frozen=True)
class Play:
    """Play a card to the trick: ``{"play": "Kh"}``."""

    card: Card
    kind = "play"

    def __post_init__(self) -> None:
        _need_card("Play", self.card)

    def to_json(self) -> dict[str, Any]:
        return {"play": self.card.code}

    def __str__(self) -> str:
        return f"play {self.card.code}"


@dataclass(frozen=True)
class Discard:
    """Lay one card away before play: ``{"discard": "2c"}`` (ML1, LT1, K5)."""

    card: Card
    kind = "discard"

    def __post_init__(self) -> None:
        _need_card("Discard", self.card)

    def to_json(self) -> dict[str, Any]:
        return {"discard": self.card.code}

    def __str__(self) -> str:
        return f"discard {self.card.code}"


@dataclass(frozen=True)
class Bid:
    """``{"bid": "pass"}``, ``{"bid": "play", "trump": "h"}``, Leids ``..., "points": 92``."""

    call: str  # "pass" or "play"
    trump: int | None = None  # a suit index 0-3
    points: int | None = None  # Leids only (K7)
    kind = "bid"

    def __post_init__(self) -> None:
        named = type(self.call) is str and self.call in ("pass", "play")  # a text first: comparing an object may raise
        if not named or (self.call == "pass" and (self.trump, self.points) != (None, None)):
            bid = f"Bid({shown(self.call)}, trump={shown(self.trump)}, points={shown(self.points)})"
            raise TarotlibError(f"Bid: {bid} is no bid", f"Bid: {bid} is geen bod")
        if self.trump is not None and (type(self.trump) is not int or not 0 <= self.trump < 4):
            raise TarotlibError(f"Bid: trump must be a suit 0-3, not {shown(self.trump)}",
                                f"Bid: troef moet een kleur 0-3 zijn, niet {shown(self.trump)}")
        if self.points is not None and type(self.points) is not int:
            raise TarotlibError(f"Bid: points must be a whole number, not {shown(self.points)}",
                                f"Bid: points moet een geheel getal zijn, niet {shown(self.points)}")

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"bid": self.call}
        if self.trump is not None:
            out["trump"] = SUITS[self.trump]
        if self.points is not None:
            out["points"] = self.points
        return out

    def __str__(self) -> str:
        if self.call == "pass":
            return "pass"
        trump = "" if self.trump is None else f" {SUITS[self.trump]}"
        points = "" if self.points is None else f" {self.points}"
        return f"play{trump}{points}"


PASS = Bid("pass")


@dataclass(frozen=True)
class Declare:
    """Show one combination: ``{"declare": {"combo": "stuk", "cards": ["Kh", "Qh"]}}``.

    ``cards`` are kept sorted by their codes as strings (RECORD.md), so two
    declarations of the same cards are equal whatever order they were given in.
    """

    combo: str
    cards: tuple[Card, ...]
    kind = "declare"

    def __post_init__(self) -> None:
        if type(self.combo) is not str or not self.combo:
            raise TarotlibError(f"Declare: combo must be the name of a combination, not {shown(self.combo)}",
                                f"Declare: combo moet de naam van een combinatie zijn, niet {shown(self.combo)}")
        if not isinstance(self.cards, (tuple, list)):
            raise TarotlibError(f"Declare: cards must be a list of cards, not {shown(self.cards)}",
                                f"Declare: cards moet een lijst van kaarten zijn, niet {shown(self.cards)}")
        for card in self.cards:
            _need_card("Declare", card)
        if len({id(card.pack) for card in self.cards}) > 1:
            raise TarotlibError("Declare: the cards come from two packs", "Declare: de kaarten komen uit twee spellen")
        twice = next((card for i, card in enumerate(self.cards) if card in self.cards[:i]), None)
        if twice is not None:  # the mask adds the cards' bits: one card twice would read as another card
            raise TarotlibError(f"Declare: names {twice.code} twice", f"Declare: noemt {twice.code} twee keer")
        object.__setattr__(self, "cards", tuple(sorted(self.cards, key=lambda c: c.code)))

    @cached_property
    def mask(self) -> int:
        """The cards as a bitmask, made once: Marjolet compares declarations by it after every trick (MJ4)."""
        return sum(c.bit for c in self.cards)

    @cached_property
    def in_pack_order(self) -> tuple[Card, ...]:
        """The cards as a person reads them, in pack order (†3 before †10; the record's
        order, as strings, puts †10 first)."""
        return tuple(sorted(self.cards, key=lambda c: c.index))

    def to_json(self) -> dict[str, Any]:
        return {"declare": {"combo": self.combo, "cards": [c.code for c in self.cards]}}

    def __str__(self) -> str:
        return f"declare {self.combo} {' '.join(c.code for c in self.cards)}"


@dataclass(frozen=True)
class EndDeclaring:
    """Stop declaring: ``{"declare": "end"}``."""

    kind = "declare"

    def to_json(self) -> dict[str, Any]:
        return {"declare": "end"}

    def __str__(self) -> str:
        return "end declaring"


END_DECLARING = EndDeclaring()


@dataclass(frozen=True)
class Double:
    """Kraken's yes or no (K7): ``{"double": true}``."""

    yes: bool
    kind = "double"

    def __post_init__(self) -> None:
        _need_yes_or_no("Double", self.yes)

    def to_json(self) -> dict[str, Any]:
        return {"double": self.yes}

    def __str__(self) -> str:
        return "double" if self.yes else "no double"


@dataclass(frozen=True)
class Annul:
    """Prague-Vienna's yes or no to annulling the deal (LT9): ``{"annul": true}``."""

    yes: bool
    kind = "annul"

    def __post_init__(self) -> None:
        _need_yes_or_no("Annul", self.yes)

    def to_json(self) -> dict[str, Any]:
        return {"annul": self.yes}

    def __str__(self) -> str:
        return "annul" if self.yes else "keep the deal"


Action = Union[Play, Discard, Bid, Declare, EndDeclaring, Double, Annul]


DOUBLINGS = ("double", "redouble", "superdouble")
"""K7's doublings in turn, kraken (x2), herkraken (x4), superkraken (x8): the key of
their texts, by the number of times the stake was doubled before (``doubling``)."""


def doubling(doubled_before: int) -> str:
    """Which doubling a :class:`Double` decides, once the stake was doubled
    ``doubled_before`` times (K7)."""
    return DOUBLINGS[min(doubled_before, len(DOUBLINGS) - 1)]


def doublings(actions: Iterable[tuple[int, Action]]) -> int:
    """How many times the stake was doubled by a yes to :class:`Double` (K7): public."""
    return sum(1 for _seat, action in actions if type(action) is Double and action.yes)


ACTION_KEYS = ("play", "discard", "bid", "declare", "double", "annul")

CardAction = TypeVar("CardAction", Play, Discard)
"""An action that names one card: a play or a discard."""

CardLister = Callable[[int], list[Action]]
"""``list_actions(mask)``: the cached action of each card in ``mask``, in card order, in
a new list (the caller's to extend, as ``HandState.legal_actions`` does)."""

_PLAYS: dict[str, tuple[Play, ...]] = {}  # by pack id
_DISCARDS: dict[str, tuple[Discard, ...]] = {}
_PLAY_LISTERS: dict[str, tuple[CardLister, int]] = {}
_DISCARD_LISTERS: dict[str, tuple[CardLister, int]] = {}


def play_actions(pack: Pack) -> tuple[Play, ...]:
    """One cached :class:`Play` per card of ``pack``, by card index."""
    return _card_actions(pack, Play, _PLAYS)


def play_lister(pack: Pack) -> tuple[CardLister, int]:
    """``(list_plays, few)``: ``list_plays(mask)`` gives the cached :class:`Play` of
    each card in ``mask`` in card order, fastest for masks of more than ``few`` cards
    (fewer are quicker bit by bit). Legal cards are listed before every card played
    (``HandState.legal_actions``). See :func:`card_lister`."""
    return card_lister(play_actions(pack), _PLAY_LISTERS)


def discard_lister(pack: Pack) -> CardLister:
    """``list_discards(mask)``: the cached :class:`Discard` of each card in ``mask``."""
    return card_lister(discard_actions(pack), _DISCARD_LISTERS)[0]


def card_lister(actions: tuple[CardAction, ...],
                made: dict[str, tuple[CardLister, int]]) -> tuple[CardLister, int]:
    """``(list_actions, few)`` for ``actions``, one card action of a kind (Play,
    Discard) per card of a pack by card index, made once per pack (kept in ``made``).

    ``list_actions`` looks each 8 bits of the mask up in a table of the actions they
    hold and joins the tuples it finds in one list display, written out for the pack's
    number of bytes (as ``dataclasses`` writes an ``__init__``): one expression and no
    Python loop. It lists a 6-card piquet hand 3-4x faster than a loop over its bits,
    and a 25-card tarot hand 2x faster than a loop over its bytes; a loop over the bits
    wins only below about a third of the pack's bytes in cards (``few``: 1 in piquet, 3
    in tarot).
    """
    pack = actions[0].card.pack
    cached = made.get(pack.id)
    if cached is None:
        tables = [tuple(tuple(actions[8 * k + i] for i in range(8) if byte >> i & 1 and 8 * k + i < pack.size)
                        for byte in range(256))
                  for k in range((pack.size + 7) // 8)]
        looked_up = ", ".join(f"*t{k}[mask >> {8 * k} & 255]" for k in range(len(tables)))
        namespace: dict[str, Any] = {f"t{k}": table for k, table in enumerate(tables)}
        exec(f"def list_actions(mask):\n    return [{looked_up}]\n", namespace)  # noqa: S102 (made of numbers only)
        list_actions: CardLister = namespace["list_actions"]
        cached = made[pack.id] = (list_actions, len(tables) * 3 // 10)
    return cached


def discard_actions(pack: Pack) -> tuple[Discard, ...]:
    """One cached :class:`Discard` per card of ``pack``, by card index."""
    return _card_actions(pack, Discard, _DISCARDS)


def _card_actions(pack: Pack, kind: type[CardAction], made: dict[str, tuple[CardAction, ...]]) -> tuple[CardAction, ...]:
    cached = made.get(pack.id)
    if cached is None:
        cached = made[pack.id] = tuple(kind(c) for c in pack.cards)
    return cached


def action_from_json(data: Any, pack: Pack, field: str = "action") -> Action:
    """Parse one record action (without its ``seat``); :class:`RecordError` names the field."""
    if not isinstance(data, dict):
        raise RecordError(field, "an action must be a JSON object", "een actie moet een JSON-object zijn")
    keys = [k for k in data if k != "seat" and not (isinstance(k, str) and k.startswith("x-"))]
    kind = keys[0] if keys else None
    if kind not in ACTION_KEYS:
        named = sorted(k if isinstance(k, str) else shown(k) for k in keys)  # a key of 5,000 digits has no str()
        raise RecordError(
            field, f"unknown action {named!r} (known: {', '.join(ACTION_KEYS)})",
            f"onbekende actie {named!r} (bekend: {', '.join(ACTION_KEYS)})",
        )
    where = f"{field}.{kind}"
    value = data[kind]
    allowed = {"bid": {"bid", "trump", "points"}}.get(kind, {kind})
    extra = [k for k in keys if k not in allowed]
    if extra:
        raise RecordError(f"{field}.{extra[0]}", f"not a key of a {kind!r} action",
                          f"geen sleutel van een {kind!r}-actie")
    if kind in ("play", "discard"):
        index = card_index(value, where, pack)
        return (play_actions if kind == "play" else discard_actions)(pack)[index]
    if kind == "bid":
        return _bid_from_json(data, field)
    if kind == "declare":
        return _declare_from_json(value, where, pack)
    if type(value) is not bool:
        raise RecordError(where, f"must be true or false, not {shown(value)}",
                          f"moet true of false zijn, niet {shown(value)}")
    return Double(value) if kind == "double" else Annul(value)


def card_index(code: Any, where: str, pack: Pack) -> int:
    """The index of a record's card code; :class:`RecordError` naming ``where`` otherwise."""
    if not isinstance(code, str):
        raise RecordError(where, f"a card must be a code such as 'Kh', not {shown(code)}",
                          f"een kaart moet een code zoals 'Kh' zijn, niet {shown(code)}")
    try:
        return pack.index(code)
    except UnknownCard as error:
        raise RecordError(where, error.message_en, error.message_nl) from None


def _bid_from_json(data: dict[str, Any], field: str) -> Bid:
    call = data["bid"]
    if call not in ("pass", "play"):
        raise RecordError(f"{field}.bid", f"must be 'pass' or 'play', not {shown(call)}",
                          f"moet 'pass' of 'play' zijn, niet {shown(call)}")
    trump = data.get("trump")
    if trump is not None and suit_index(trump) is None:
        raise RecordError(f"{field}.trump", f"must be a suit 'c', 'd', 'h' or 's', not {shown(trump)}",
                          f"moet een kleur 'c', 'd', 'h' of 's' zijn, niet {shown(trump)}")
    points = data.get("points")
    if points is not None and type(points) is not int:
        raise RecordError(f"{field}.points", f"must be a whole number, not {shown(points)}",
                          f"moet een geheel getal zijn, niet {shown(points)}")
    if call == "pass" and (trump is not None or points is not None):
        raise RecordError(f"{field}.bid", "a pass names no trump and no points",
                          "een pas noemt geen troef en geen punten")
    return Bid(call, None if trump is None else suit_index(trump), points)


def _declare_from_json(value: Any, where: str, pack: Pack) -> Declare | EndDeclaring:
    if value == "end":
        return END_DECLARING
    if not isinstance(value, dict) or set(value) != {"combo", "cards"}:
        raise RecordError(where, "must be 'end' or an object with 'combo' and 'cards'",
                          "moet 'end' zijn of een object met 'combo' en 'cards'")
    combo, cards = value["combo"], value["cards"]
    if not isinstance(combo, str) or not combo:  # Declare refuses an empty name too, in its own words
        raise RecordError(f"{where}.combo", f"must be a combination's name, not {shown(combo)}",
                          f"moet de naam van een combinatie zijn, niet {shown(combo)}")
    if not isinstance(cards, list) or not cards:
        raise RecordError(f"{where}.cards", "must be a list of cards", "moet een lijst van kaarten zijn")
    indices = [card_index(code, f"{where}.cards[{i}]", pack) for i, code in enumerate(cards)]
    if len(set(indices)) != len(indices):
        raise RecordError(f"{where}.cards", "names a card twice", "noemt een kaart twee keer")
    return Declare(combo, tuple(pack.cards[i] for i in indices))
