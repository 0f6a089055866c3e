"""The two packs: the 78-card tarot pack (T1) and the 32-card piquet pack (MJ1, K1).

A card is a small int, its index in its pack; a set of cards (a hand, a trick pile)
is an int with one bit per card, so "cards of this suit in hand" is one ``&``.
:class:`Card` objects exist only at the API edge, one cached instance per card, so
handing them out allocates nothing. Text codes are those of ``shared/RECORD.md``:
``Kh``, ``10s``, ``T21``, ``EX``.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Iterable, Iterator, NamedTuple

from tarotlib.errors import TarotlibError, UnknownCard, shown
from tarotlib.i18n import MESSAGES

SUITS = "cdhs"
"""Plain suits in index order: clubs, diamonds, hearts, spades."""


def suit_index(letter: object) -> int | None:
    """The index of a plain suit's record letter 'c', 'd', 'h' or 's'; None for anything
    else (a test ``letter in SUITS`` would take '' or 'cd' for clubs)."""
    return SUITS.index(letter) if isinstance(letter, str) and len(letter) == 1 and letter in SUITS else None

TRUMP = 4
"""The suit index of the tarot pack's 21 trumps."""
NO_SUIT = -1
"""The suit index of the Excuse, which belongs to no suit (T1)."""

_SUIT_KEYS = ("suit_clubs", "suit_diamonds", "suit_hearts", "suit_spades", "suit_trumps")
"""A suit's name in :data:`tarotlib.i18n.MESSAGES`, by suit index."""
SUIT_SYMBOLS = ("♣", "♦", "♥", "♠", "†")
EXCUSE_SYMBOL = "☆"

# Tarot ranks 1..14: 11 Valet, 12 Cavalier, 13 Dame, 14 Roi (RECORD.md codes J C Q K).
_TAROT_COURT_CODES = {11: "J", 12: "C", 13: "Q", 14: "K"}
_TAROT_COURT_LETTERS = {11: "V", 12: "C", 13: "D", 14: "R"}  # French letters, both languages
_TAROT_COURT_WORDS = {11: "Valet", 12: "Cavalier", 13: "Dame", 14: "Roi"}  # what the letters stand for
_TAROT_COURT_KEYS = {11: "tarot_jack", 12: "tarot_knight", 13: "tarot_queen", 14: "tarot_king"}  # their names
# Piquet ranks in index order 7 < 8 < ... < A (a plain sequence, not any game's trick order).
PIQUET_RANKS = ("7", "8", "9", "10", "J", "Q", "K", "A")
_PIQUET_COURTS = ("J", "Q", "K", "A")  # their letters and names: MESSAGES["piquet_letter_J"], ["piquet_J"], ...


@dataclass(frozen=True, eq=False)
class Card:
    """One card of one pack. Compare with ``==``; use ``.index`` for the bitmask bit."""

    pack: Pack = field(repr=False)
    index: int

    def __post_init__(self) -> None:
        """A card made by hand is one of its pack's: ``pack.card("Kh")`` is the usual way."""
        if not isinstance(self.pack, Pack):
            raise TarotlibError(f"Card: pack must be a Pack such as TAROT, not {shown(self.pack)}",
                                f"Card: pack moet een Pack zoals TAROT zijn, niet {shown(self.pack)}")
        if type(self.index) is not int or not 0 <= self.index < self.pack.size:
            last, given = self.pack.size - 1, shown(self.index)
            raise TarotlibError(f"Card: index must be a whole number from 0 to {last}, not {given}",
                                f"Card: index moet een geheel getal van 0 tot {last} zijn, niet {given}")

    @property
    def code(self) -> str:
        """The record code, e.g. ``Kh``, ``T21``, ``EX``, ``10s``."""
        return self.pack.codes[self.index]

    @property
    def bit(self) -> int:
        return 1 << self.index

    @property
    def suit(self) -> int:
        """0-3 for c d h s, :data:`TRUMP` for tarot trumps, :data:`NO_SUIT` for the Excuse."""
        return self.pack.suit_of[self.index]

    @property
    def rank(self) -> int | str:
        """Tarot: 1-14 for suit cards, 1-21 for trumps, 0 for the Excuse. Piquet: '7'..'A'."""
        return self.pack.rank_of[self.index]

    @property
    def is_trump(self) -> bool:
        """True for the tarot trumps 1-21 only; the Excuse is no trump (T1)."""
        return self.suit == TRUMP

    @property
    def is_excuse(self) -> bool:
        return self.suit == NO_SUIT

    def name(self, lang: str = "en") -> str:
        """The card's full name: 'the King of hearts' / 'hartenheer', 'trump 21', 'the Excuse'."""
        return self.pack.name_of(self.index, lang)

    def short(self, lang: str = "en") -> str:
        """A compact label with the suit symbol: '♥R', '†21', '☆', '♥H' (Dutch piquet King)."""
        return self.pack.short_of(self.index, lang)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Card) and other.pack is self.pack and other.index == self.index

    def __hash__(self) -> int:
        return hash((self.pack.id, self.index))

    def __lt__(self, other: object) -> bool:
        """In pack order, within one pack: cards of two packs have no order."""
        if not isinstance(other, Card) or other.pack is not self.pack:
            return NotImplemented
        return self.index < other.index

    def __str__(self) -> str:
        return self.code

    def __repr__(self) -> str:
        return f"Card({self.code!r})"

    def __reduce__(self) -> tuple[Any, ...]:
        """Unpickled or copied, a card is its pack's cached instance: ``is`` and ``==`` hold."""
        return _cached_card, (self.pack, self.index)

    def _repr_svg_(self) -> str:
        from tarotlib import svg

        return svg.card_svg(self)


class Pack:
    """A pack as a table: per card index its code, suit, rank and names."""

    def __init__(self, pack_id: str, entries: list[tuple[str, int, int | str]]):
        self.id = pack_id
        self.codes: tuple[str, ...] = tuple(code for code, _, _ in entries)
        self.suit_of: tuple[int, ...] = tuple(suit for _, suit, _ in entries)
        self.rank_of: tuple[int | str, ...] = tuple(rank for _, _, rank in entries)
        self.size = len(entries)
        self.full_mask = (1 << self.size) - 1
        self._index = {code.lower(): i for i, code in enumerate(self.codes)}
        self.cards: tuple[Card, ...] = tuple(Card(self, i) for i in range(self.size))
        self.suit_masks: tuple[int, ...] = tuple(
            sum(1 << i for i, s in enumerate(self.suit_of) if s == suit) for suit in range(5)
        )
        self.excuse_mask = sum(1 << i for i, s in enumerate(self.suit_of) if s == NO_SUIT)

    def __repr__(self) -> str:
        return f"Pack({self.id!r}, {self.size} cards)"

    def __reduce__(self) -> tuple[Any, ...]:
        """Pickled and copied by id: a worker process's card belongs to its own ``TAROT``."""
        if PACKS.get(self.id) is not self:
            raise TypeError(f"{self!r} is not one of tarotlib.cards.PACKS and cannot be pickled or copied")
        return _pack, (self.id,)

    def __len__(self) -> int:
        return self.size

    def __iter__(self) -> Iterator[Card]:
        return iter(self.cards)

    def card(self, code: str | Card) -> Card:
        """The card for a record code; :class:`UnknownCard` otherwise.

        Case-insensitive in ASCII only and nothing stripped (RECORD.md): ``kc`` is ``Kc``,
        but ``" Kc"`` and ``"\\u212ac"`` (Kelvin sign, which ``lower()`` makes ``k``) are not.
        """
        if isinstance(code, Card):
            if code.pack is not self:
                raise UnknownCard(code.code, self.id)
            return code
        if not isinstance(code, str):  # str() of it could raise (a list nested 100,000 deep)
            raise TarotlibError(f"card: must be a code such as 'Kh' or a Card, not {shown(code)}",
                                f"card: moet een code zoals 'Kh' of een Card zijn, niet {shown(code)}")
        index = self._index.get(code.lower()) if code.isascii() else None
        if index is None:
            raise UnknownCard(code, self.id)
        return self.cards[index]

    def index(self, code: str | Card) -> int:
        return self.card(code).index

    def mask(self, cards: Iterable[str | Card | int]) -> int:
        """A bitmask from codes, cards or indices (whole numbers from 0 to ``size - 1``:
        a bit beyond the pack, ``True`` or a negative shift would be no card of it)."""
        if isinstance(cards, (str, Card)):  # "Kh" would be read as the codes "K" and "h"
            raise self._no_card_list(cards)
        try:
            items = iter(cards)
        except TypeError:
            raise self._no_card_list(cards) from None
        mask, size = 0, self.size
        for place, c in enumerate(items):
            if type(c) is int and 0 <= c < size:
                mask |= 1 << c
            elif isinstance(c, (str, Card)):
                mask |= 1 << self.card(c).index
            else:
                last, given = size - 1, shown(c)
                raise TarotlibError(
                    f"cards[{place}]: must be a code such as 'Kh', a Card or an index from 0 to {last}, not {given}",
                    f"cards[{place}]: moet een code zoals 'Kh', een Card of een index van 0 tot {last} zijn, "
                    f"niet {given}",
                )
        return mask

    def _no_card_list(self, cards: object) -> TarotlibError:
        return TarotlibError(f"cards: must be a list of codes, Cards or indices, not {shown(cards)}",
                             f"cards: moet een lijst van codes, Cards of indices zijn, niet {shown(cards)}")

    def cards_in(self, mask: int) -> list[Card]:
        """The cards of a bitmask, in pack order. It is on the engine's paths (a hand, the
        legal cards, a view), so the bits are taken in a plain loop, faster than the
        generator :func:`bits`, which pays for checking the mask first."""
        if type(mask) is not int or not 0 <= mask <= self.full_mask:
            raise self._no_mask(mask)
        cards, out = self.cards, []
        while mask:
            low = mask & -mask
            out.append(cards[low.bit_length() - 1])
            mask ^= low
        return out

    def codes_in(self, mask: int) -> list[str]:
        """The codes of a bitmask, in pack order."""
        if type(mask) is not int or not 0 <= mask <= self.full_mask:
            raise self._no_mask(mask)
        return [self.codes[i] for i in bits(mask)]

    def _no_mask(self, mask: object) -> TarotlibError:
        """A mask with a bit beyond the pack, a negative one (its bits never end) or no int."""
        size, given = self.size, shown(mask)
        return TarotlibError(
            f"mask: must be a set of this pack's {size} cards, a whole number from 0 to 2**{size} - 1, not {given}",
            f"mask: moet een verzameling van de {size} kaarten van dit spel zijn, een geheel getal van 0 tot "
            f"2**{size} - 1, niet {given}",
        )

    def name_of(self, index: int, lang: str = "en") -> str:
        raise NotImplementedError

    def short_of(self, index: int, lang: str = "en") -> str:
        raise NotImplementedError

    def court_letters(self, lang: str = "en") -> tuple[CourtLetter, ...]:
        """The letters of the court cards as :meth:`short_of` writes them, strongest
        first, each with the word it stands for and the card's name in ``lang``."""
        raise NotImplementedError

    def suit_name(self, suit: int, lang: str = "en") -> str:
        return MESSAGES[_SUIT_KEYS[suit]][_lang(lang)]


class CourtLetter(NamedTuple):
    """A court card's letter on the cards shown ('V'), the word it stands for
    ('Valet') and the card's name in the page's language ('Jack' / 'boer')."""

    letter: str
    word: str
    name: str


class TarotPack(Pack):
    """The 78 cards of T1: four suits of 14, trumps 1-21 (indices 56-76), the Excuse (77)."""

    def __init__(self) -> None:
        entries: list[tuple[str, int, int | str]] = []
        for suit, letter in enumerate(SUITS):
            for rank in range(1, 15):
                entries.append((f"{_TAROT_COURT_CODES.get(rank, rank)}{letter}", suit, rank))
        entries += [(f"T{n}", TRUMP, n) for n in range(1, 22)]
        entries.append(("EX", NO_SUIT, 0))
        super().__init__("tarot", entries)
        self.trump_mask = self.suit_masks[TRUMP]
        self.excuse = self.cards[77]

    def trump(self, number: int) -> Card:
        return self.cards[55 + number]

    def name_of(self, index: int, lang: str = "en") -> str:
        lang = _lang(lang)
        suit, rank = self.suit_of[index], self.rank_of[index]
        if suit == NO_SUIT:
            return MESSAGES["card_excuse"][lang]
        if suit == TRUMP:
            return MESSAGES["card_trump"][lang].format(rank=rank)
        assert isinstance(rank, int)
        court = _TAROT_COURT_KEYS.get(rank)
        return _card_name(None if court is None else MESSAGES[court][lang], str(rank), suit, lang)

    def short_of(self, index: int, lang: str = "en") -> str:
        suit, rank = self.suit_of[index], self.rank_of[index]
        if suit == NO_SUIT:
            return EXCUSE_SYMBOL
        assert isinstance(rank, int)
        if suit == TRUMP:
            return SUIT_SYMBOLS[suit] + str(rank)  # trumps 11-14 are numbers, not court cards
        return SUIT_SYMBOLS[suit] + _TAROT_COURT_LETTERS.get(rank, str(rank))

    def court_letters(self, lang: str = "en") -> tuple[CourtLetter, ...]:
        """French letters in both languages: R Roi (King) ... V Valet (Jack)."""
        return tuple(CourtLetter(_TAROT_COURT_LETTERS[rank], _TAROT_COURT_WORDS[rank],
                                 MESSAGES[_TAROT_COURT_KEYS[rank]][_lang(lang)]) for rank in (14, 13, 12, 11))


class PiquetPack(Pack):
    """The 32 cards A-K-Q-J-10-9-8-7 in four suits (MJ1, K1); index = suit * 8 + rank."""

    def __init__(self) -> None:
        entries: list[tuple[str, int, int | str]] = [
            (f"{rank}{letter}", suit, rank) for suit, letter in enumerate(SUITS) for rank in PIQUET_RANKS
        ]
        super().__init__("piquet", entries)

    def name_of(self, index: int, lang: str = "en") -> str:
        lang = _lang(lang)
        rank = str(self.rank_of[index])
        court = MESSAGES[f"piquet_{rank}"][lang] if rank in _PIQUET_COURTS else None
        return _card_name(court, rank, self.suit_of[index], lang)

    def short_of(self, index: int, lang: str = "en") -> str:
        rank = str(self.rank_of[index])
        letter = MESSAGES[f"piquet_letter_{rank}"][_lang(lang)] if rank in _PIQUET_COURTS else rank
        return SUIT_SYMBOLS[self.suit_of[index]] + letter

    def court_letters(self, lang: str = "en") -> tuple[CourtLetter, ...]:
        """The letters of the page's language: A K Q J in English, A H V B in Dutch."""
        lang = _lang(lang)
        return tuple(CourtLetter(MESSAGES[f"piquet_letter_{rank}"][lang], MESSAGES[f"piquet_{rank}"][lang],
                                 MESSAGES[f"piquet_{rank}"][lang]) for rank in ("A", "K", "Q", "J"))


def piquet_card(suit: int, rank: int) -> int:
    """The index of a piquet card: suit * 8 + rank, the rank counted from the 7 (0) to
    the Ace (7), as :class:`PiquetPack` lays them out (MJ1, K1)."""
    return suit * 8 + rank


def piquet_bit(suit: int, rank: int) -> int:
    """The bit of a piquet card in a card mask."""
    return 1 << (suit * 8 + rank)


def piquet_suit(index: int) -> int:
    """The suit of a piquet card's index."""
    return index // 8


def piquet_rank(index: int) -> int:
    """The rank of a piquet card's index: 0 for the 7 up to 7 for the Ace."""
    return index % 8


def _card_name(court: str | None, number: str, suit: int, lang: str) -> str:
    """A card's name as it stands in a sentence: 'the King of hearts', 'the 7 of hearts';
    Dutch writes a court card as one word, 'hartenheer', a number apart, 'harten 7'."""
    suit_name = MESSAGES[_SUIT_KEYS[suit]][lang]
    if court is not None:
        return MESSAGES["card_court"][lang].format(court=court, suit=suit_name)
    return MESSAGES["card_number"][lang].format(number=number, suit=suit_name)


def _lang(lang: str) -> str:
    return "nl" if lang == "nl" else "en"


def bits(mask: int) -> Iterator[int]:
    """The indices of the set bits of ``mask``, lowest first."""
    while mask:
        low = mask & -mask
        yield low.bit_length() - 1
        mask ^= low



def is_low(pack: Pack, points: tuple[int, ...], index: int) -> bool:
    """A low card, as a learner reads the words: a numbered card (tarot's 1-10, a piquet
    7-10), no face card, and worth no card points in this game (``points``). The bots'
    reasons say "a low card" only of such a card."""
    rank = pack.rank_of[index]
    numbered = rank <= 10 if isinstance(rank, int) else rank.isdigit()
    return numbered and not points[index]

TAROT = TarotPack()
PIQUET = PiquetPack()
PACKS: dict[str, Pack] = {pack.id: pack for pack in (TAROT, PIQUET)}
"""The packs by id, for unpickling: ``Pack.__reduce__`` and ``Card.__reduce__`` name them."""


def _pack(pack_id: str) -> Pack:
    return PACKS[pack_id]


def _cached_card(pack: Pack, index: int) -> Card:
    return pack.cards[index]


def card(code: str) -> Card:
    """Any card by its code, looked up in the tarot pack first, then the piquet pack.

    Codes such as ``Kh`` exist in both packs; pass the pack explicitly
    (``TAROT.card("Kh")``) where it matters.
    """
    try:
        return TAROT.card(code)
    except UnknownCard:
        return PIQUET.card(code)
