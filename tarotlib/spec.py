"""A game as data: :class:`GameSpec` and the small named parts it is made of.

The nine games differ in a handful of places: the pack, the deal, the trick order,
what a player must play, the Excuse, the scoring and the match. Each place is one
part here; a game module fills them in, and a variant is a function from spec to
spec (``dataclasses.replace``), so "Maison Tarot + wild" is data, not a copy.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from functools import cache, cached_property, partial
from types import FunctionType
from typing import TYPE_CHECKING, Any, Callable, Mapping, NamedTuple, Protocol, Sequence

from tarotlib import i18n
from tarotlib.cards import NO_SUIT, Card, Pack
from tarotlib.errors import IllegalAction, TarotlibError, UnknownGame, shown

if TYPE_CHECKING:
    from tarotlib.phases import Phase
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
    ``rule`` is the decision that says who wins a trick, ``rank_rule`` the one that
    orders a suit, ``trump_rules`` per trump suit the one that makes it beat the suits
    below it: :mod:`tarotlib.explain` cites them.
    """

    pack: Pack
    suit_rank: tuple[int, ...]
    trump_suits: tuple[int, ...]
    rule: str = ""
    rank_rule: str = ""
    trump_rules: tuple[str, ...] = ()

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
    ruff: str = ""  # for kind "ruff": the phrase i18n.MESSAGES["ruff_" + ruff]

    def explain(self, pack: Pack, legal_mask: int, lang: str = "en") -> str:
        """The sentence a learner reads: what the rule demands and which held cards satisfy it,
        and that the Excuse may be played instead when the legal cards include it."""
        values = {"cards": i18n.card_list(pack.cards_in(legal_mask & ~pack.excuse_mask), lang)}
        if self.suit != NO_SUIT:
            values["suit"] = pack.suit_name(self.suit, lang)
        if self.ruff:
            values["ruff"] = i18n.say(f"ruff_{self.ruff}", lang)
        text = i18n.say(self.kind, lang, **values)
        if legal_mask & pack.excuse_mask:
            text += i18n.say("excuse_also", lang)
        return text

    def refuse(self, pack: Pack, legal_mask: int) -> IllegalAction:
        """The error for a card outside ``legal_mask``, naming the cards that are allowed."""
        en, nl = (self.explain(pack, legal_mask, lang) for lang in i18n.LANGS)
        return IllegalAction(self.rule, en, nl)


class Narrowing(Protocol):
    """What narrowed the legal cards, as :class:`Limit` and a game's own look-alikes
    (Klaverjassen's overtroeven rules, Marjolet's play-out, Leipzig's Excuse) say it."""

    @property
    def rule(self) -> str: ...

    def explain(self, pack: Pack, legal_mask: int, lang: str = "en") -> str: ...

    def refuse(self, pack: Pack, legal_mask: int) -> IllegalAction: ...


Duty = Callable[["HandState"], tuple[int, "Narrowing | None"]]
"""What the player to move may play: ``(legal card mask, what narrowed it)``."""


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
    # the pack's masks looked up once (__post_init__): this runs for every card played
    _excuse: int = field(init=False, repr=False, compare=False)
    _suit_masks: tuple[int, ...] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "_excuse", self.pack.excuse_mask)
        object.__setattr__(self, "_suit_masks", self.pack.suit_masks)

    def __call__(self, state: HandState) -> tuple[int, Limit | None]:
        seat = state.turn
        assert seat is not None  # a duty is asked only in trick play, of the seat to move
        hand = state.hands[seat]
        led = state.led
        if led < 0:
            return hand, None
        follow = hand & self._suit_masks[led]
        if follow:
            return follow | hand & self._excuse, self.follow_limits[led]
        ruff = hand & self.ruff[led]
        if ruff:
            return ruff | hand & self._excuse, self.ruff_limits[led]
        return hand, None


# ---------------------------------------------------------------- the Excuse
@dataclass(frozen=True)
class ExcuseRules:
    """How a game treats the Excuse: whether it may be played instead of any card
    (``free``, T3; Leipzig limits it, LT3), and once played (T5 and the game's own decision).

    ``blank_order`` lists the blank cards lowest first (T5: trumps 2-20, then suit
    cards 1-10 with c < d < h < s); the owner of a played Excuse gives the first of
    these that he holds to the trick's winner. ``settle_debt`` runs at the end of
    the hand for a debt still open (MT3, ML4, LT7, TF4).
    """

    rule: str
    blank_order: tuple[int, ...]
    settle_debt: Callable[[HandState], None]
    lost: Callable[[HandState, bool], bool] | None = None  # LT3: lost in tricks 23-25 or when led
    lost_rule: str = ""
    free: bool = True  # T3: it may be played instead of any card; False where the game limits it (LT3)


# ---------------------------------------------------------------- options, variants
@dataclass(frozen=True)
class OptionSpec:
    """A value a game or variant takes (``options`` in a record).

    ``kind`` is ``int`` (a whole number from ``minimum`` to ``maximum``), ``bool``
    (true or false: Klaverjas-4's ``first_hand``, Prague-Vienna's points) or
    ``scores`` (one whole number per seat: the Marjolet totals before the hand).
    """

    name: str
    rule: str
    doc: Texts
    default: Callable[[int], Any]  # from the number of players
    minimum: int = 1
    maximum: int = 1_000_000
    kind: str = "int"

    def check(self, value: Any, players: int) -> Any:
        """``value`` if it fits this option; :class:`UnknownGame` naming the option otherwise."""
        if self.kind == "bool":
            if type(value) is bool:
                return value
            wanted = ("true or false", "true of false")
        elif self.kind == "scores":
            if (type(value) is list and len(value) == players
                    and all(type(v) is int and self.minimum <= v <= self.maximum for v in value)):
                return list(value)
            wanted = (f"a list of {players} whole numbers from {self.minimum} to {self.maximum}",
                      f"een lijst van {players} gehele getallen van {self.minimum} tot {self.maximum}")
        else:
            if type(value) is int and self.minimum <= value <= self.maximum:
                return value
            wanted = (f"a whole number from {self.minimum} to {self.maximum}",
                      f"een geheel getal van {self.minimum} tot {self.maximum}")
        quoted = shown(value)
        raise UnknownGame(f"options.{self.name}: must be {wanted[0]}, not {quoted}",
                          f"options.{self.name}: moet {wanted[1]} zijn, niet {quoted}")


def given_options(given: Any) -> dict[str, Any]:
    """The options a caller gave as a new dict (none: empty), or the refusal of anything
    that is not a mapping of names to values."""
    if given is not None and not isinstance(given, Mapping):
        raise UnknownGame(f"options: must be a mapping of option names to values, not {shown(given)}",
                          f"options: moet namen van opties aan waarden koppelen (een dict), niet {shown(given)}")
    return dict(given or {})


@dataclass(frozen=True)
class Variant:
    """A named change to a game, with the decision that defines it. ``replaces`` names
    (in words) the part of the rules the variant puts its own in place of, where
    another variant of the game does too: two such variants are alternatives, never
    combined (K7: ``utrechts``, ``leids`` and ``voorhand-vrij`` each replace the bidding)."""

    name: str
    rule: str
    title: Texts
    summary: Texts
    apply: Callable[[GameSpec], GameSpec]
    replaces: Texts | None = None


RESULT_KEYS = ("tricks", "card_points", "score")
"""The keys of every hand's ``result`` (RECORD.md "Result")."""
GAME_RESULT_KEYS = ("sheet", "roem", "nat", "pit", "pot_share", "pot_left", "bonus")
"""The keys RECORD.md fixes for some games: Klaverjassen ``sheet``, ``roem``, ``nat``,
``pit``; wild Maison Tarot ``pot_share`` and ``pot_left``; Triomphe Forcée ``pot_left``;
Marjolet and Binage ``bonus``. Any other key of a game's own starts with ``x-``."""


class ScorePart(NamedTuple):
    """One named part of one seat's figure in a hand's result, as the game's score hook
    computed it (:mod:`tarotlib.explain` says it in words): ``name`` says what it is
    (``card-points``, ``last-trick``, ``roem``, ``nat``, ``pit``, ``factor``, ``paid``,
    ``scored``, ...), ``amount`` what it adds to ``figure`` (``score``, a per-seat key
    of ``extra`` such as ``pot_share``, or ``contract``: what counts towards a Klaverjas
    contract, K4, made or nat), ``rule`` the decision behind it. ``detail``
    names what was paid or scored (a key of ``GameSpec.names``), ``times`` the factor
    of a ``factor`` part (K7). The parts of a figure add up to it. A named tuple, not a
    frozen dataclass, which costs five times as much to make: a page that reads many
    hands' parts (the score sheet, a replay) makes them by the dozen."""

    seat: int
    name: str
    amount: int | float
    rule: str
    detail: str = ""
    times: int = 0
    figure: str = "score"


@dataclass(frozen=True)
class HandResult:
    """What one hand produced, per seat, as in RECORD.md's ``result``.

    ``extra`` holds a game's own figures under the names RECORD.md fixes
    (:data:`GAME_RESULT_KEYS`) or under ``x-...``: another reader of the record knows
    the one and ignores the other, so no other name is written.

    ``parts`` says what each seat's figures are made of (:class:`ScorePart`), made by
    ``explained``, which the game's score hook gives from the very numbers it added up
    (so the two cannot disagree) and which runs only when the parts are read: a
    search scores every leaf it reaches and never reads them. No key of a record.
    """

    tricks: tuple[int, ...]
    card_points: tuple[int, ...]
    score: tuple[int | float, ...]
    extra: Mapping[str, Any] = field(default_factory=dict)
    explained: Callable[[], Sequence[ScorePart]] | None = field(default=None, compare=False, repr=False)

    @cached_property
    def parts(self) -> tuple[ScorePart, ...]:
        """Every seat's parts, in the order the score hook made them (none for a hand
        that scored nothing: an annulled or all-passed deal)."""
        return () if self.explained is None else tuple(self.explained())

    def __reduce__(self) -> tuple[Any, ...]:
        """Pickled with its parts made, not the score hook's function, which does not pickle."""
        return (HandResult, (self.tricks, self.card_points, self.score, dict(self.extra),
                             partial(tuple, self.parts)))

    def __post_init__(self) -> None:
        for key in self.extra:
            if key not in GAME_RESULT_KEYS and not key.startswith("x-"):
                raise ValueError(f"HandResult: {key!r} is no result key of RECORD.md "
                                 f"({', '.join(GAME_RESULT_KEYS)}); a game's own key starts with 'x-'")

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {
            "tricks": list(self.tricks),
            "card_points": list(self.card_points),
            "score": list(self.score),
        }
        out.update({k: list(v) if isinstance(v, tuple) else v for k, v in self.extra.items()})
        return out

    def parts_of(self, seat: int, figure: str = "score") -> tuple[ScorePart, ...]:
        """The parts of ``seat``'s ``figure``, in the order the score hook made them."""
        return tuple(part for part in self.parts if part.seat == seat and part.figure == figure)

    def per_seat(self) -> list[tuple[str, list[Any]]]:
        """The figures with one value per seat, in record order: tricks, card points,
        score, and a game's own (wild Maison Tarot's pot share)."""
        return [(key, value) for key, value in self.to_json().items() if isinstance(value, list)]


def paid_parts(entries: Sequence[tuple[Any, ...]],
               kinds: tuple[str, ...] = ("ante", "pot", "paid", "scored")) -> list[ScorePart]:
    """The parts of each seat's score that were paid or scored during the hand, from its
    event log (``HandState.log_entries``): TF2's antes, TF3 TF4's chips from the pot, LT2
    LT5 LT8's payments, MJ3-MJ6's points as they happen; per seat, reason and rule, in the
    order first met, summed (a payment counts against its payer and for its payee)."""
    sums: dict[tuple[int, str, str, str], int] = {}
    for kind, seat, rule, to, _, _, amount, _, name, *_ in entries:
        if kind not in kinds:
            continue
        key = (seat, kind, rule, name)
        sums[key] = sums.get(key, 0) + (-amount if kind in ("ante", "paid") else amount)
        if kind == "paid":
            other = (to, kind, rule, name)
            sums[other] = sums.get(other, 0) + amount
    return [ScorePart(seat, kind, amount, rule, name) for (seat, kind, rule, name), amount in sums.items()]


@dataclass(frozen=True)
class MatchRule:
    """When a game of several hands ends, who wins it, and what one hand hands on.

    ``rule``: the decision that says how long a game lasts and who wins it.
    ``target``: after a hand in which a player reaches it, the highest total wins
    (MT4, MJ8; inside the hand with ``knock_out``); ``hands``: a fixed number of hands
    (ML3, LT10, K8), or ``hands_for(players)`` (Triomphe Forcée: each player deals
    once, TF5). ``next_options`` gives the options of the next hand from the last one
    (Triomphe's pot, MJ8's totals, K6's first hand); ``counts`` says whether
    a hand counts towards ``hands`` (an annulled or all-passed deal does not);
    ``next_dealer`` who deals next (a redeal by the same dealer after LT9).
    """

    rule: str
    target: int | None = None
    hands: int | None = None
    hands_for: Callable[[int], int] | None = None  # hands by the number of players (Triomphe: one round)
    first_options: Mapping[str, Any] = field(default_factory=dict)  # the first hand's own (K6: first_hand)
    next_options: Callable[[HandState, dict[str, Any], list[int | float]], dict[str, Any]] | None = None
    next_dealer: Callable[[HandState], int] | None = None
    counts: Callable[[HandState], bool] | None = None
    knock_out: bool = False  # MJ8 knock-out: the game ends inside the hand at ``target``


@dataclass(frozen=True)
class DealRule:
    """How a game deals (RECORD.md ``deal``).

    ``sizes`` gives each seat's cards (Troggen's and Leipzig's dealer 28, ML1 LT1; the
    Klaverjas-3 dealer who sits out, 0); ``rest`` is what the cards left over are
    (``out``: out of play, ``skart``: K5's two cards, ``stock``: MJ2's stock top
    first); ``turned`` a card turned for trump after the stock is cut (MJ1);
    ``trumps`` the number of suits Klaverjas-4 may list to turn (K6, K7), None where
    the key is absent.
    """

    sizes: Callable[[int, int, Mapping[str, Any]], tuple[int, ...]] | None = None
    rest: str = "out"
    turned: bool = False
    trumps: tuple[int, ...] | None = None


@dataclass(frozen=True)
class Hooks:
    """The few steps of a hand that are truly one game's own; each may be None.

    ``start`` runs after the deal (Triomphe's antes and declarations, TF2 TF3; the
    turned 7, MJ1); ``played`` after each card (the trump 7's points, MJ3; Kraken's
    hand roem, K7); ``trick`` after each trick is won, before the next is led
    (Pagat, LT5; points at once, MJ3; roem, K3; the stock, MJ2; trick 22, LT4);
    ``window_closed`` when a declaration window after a trick ends (the draw, MJ2);
    ``won_pile`` gives what of a finished trick its winner takes, given the trick's seats
    and cards, the winner and the trick's cards as a mask (T5: the Excuse goes back to
    its owner, who owes a blank); ``hand_over`` runs as the hand ends, before it is
    scored (an open Excuse debt settled, MT3 ML4 LT7 TF4).
    """

    start: Callable[[HandState], None] | None = None
    played: Callable[[HandState, int, int], None] | None = None
    trick: Callable[[HandState, int, int], None] | None = None
    window_closed: Callable[[HandState], None] | None = None
    won_pile: Callable[[HandState, tuple[int, ...], list[int], int, int], int] | None = None
    hand_over: Callable[[HandState], None] | None = None


@cache
def point_counter(values: tuple[int, ...]) -> Callable[[int], int]:
    """``count(pile)``: the card points of a pile (a bitmask) by the card ``values``, made
    once per table and written out as one expression, as ``actions.card_lister`` is: a
    popcount per value, or where that costs more, a table per byte of the pack (a
    popcount is a method call and costs about two look-ups: Klaverjas's seven values
    with a trump in the piquet pack's four bytes). Every hand is scored so."""
    points = sorted({v for v in values if v})
    size = len(values)
    namespace: dict[str, Any] = {}
    if 2 * len(points) <= (size + 7) // 8:
        terms = [f"{v!r} * (pile & {sum(1 << i for i, w in enumerate(values) if w == v)}).bit_count()" for v in points]
    else:
        terms = []
        for k in range((size + 7) // 8):
            namespace[f"t{k}"] = tuple(sum(values[8 * k + i] for i in range(8) if byte >> i & 1 and 8 * k + i < size)
                                       for byte in range(256))
            terms.append(f"t{k}[pile >> {8 * k} & 255]")
    exec(f"def count(pile):\n    return {' + '.join(terms) or '0'}\n", namespace)  # noqa: S102 (numbers only)
    count: Callable[[int], int] = namespace["count"]
    return count


def variant_names(variants: Any) -> tuple[str, ...]:
    """``variants`` as a tuple of names, or a clean refusal: a lone string would
    otherwise be read letter by letter ("no variant 'k'"), and a name given twice
    is no second variant."""
    if isinstance(variants, str):
        quoted = shown(variants)
        raise UnknownGame(f"variant: give a list of variant names such as [{quoted}], not the string {quoted}",
                          f"variant: geef een lijst van variantnamen zoals [{quoted}], niet de tekst {quoted}")
    try:
        names = tuple(variants)
    except TypeError:
        names = None
    if names is None or not all(isinstance(name, str) for name in names):
        raise UnknownGame(f"variant: must be a list of variant names, not {shown(variants)}",
                          f"variant: moet een lijst van variantnamen zijn, niet {shown(variants)}")
    twice = next((name for i, name in enumerate(names) if name in names[:i]), None)
    if twice is not None:  # read as one it would be a different record when written back
        raise UnknownGame(f"variant: {shown(twice)} is named twice",
                          f"variant: {shown(twice)} staat er twee keer in")
    return names


@dataclass(frozen=True)
class OwnRules:
    """The rules one game (or family) has beyond the shared parts of a :class:`GameSpec`,
    as data its own code reads (Klaverjassen's contract, the draw games' bonuses):
    each game subclasses it, and a variant replaces a field, so no rule asks which
    game or variant it is in."""


_VARIANT_SPECS: dict[tuple[int, tuple[str, ...]], tuple[GameSpec, GameSpec]] = {}
"""(id of a spec, variant names) -> (that spec, the spec with the variants): built once."""


# ---------------------------------------------------------------- the game
@dataclass(frozen=True, repr=False)
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
    hand_size: Callable[[int, Mapping[str, Any]], int]
    trick_order: TrickOrder
    duty: Duty
    card_points: tuple[int, ...]
    score: Callable[[HandState], HandResult]
    match: MatchRule
    excuse: ExcuseRules | None = None
    check_players: Callable[[int, Mapping[str, Any]], Texts | None] | None = None
    # options that fit one by one but not together, as "options.<name>: why" (MJ8's scores past the target)
    check_options: Callable[[GameSpec, Mapping[str, Any]], Texts | None] | None = None
    options: tuple[OptionSpec, ...] = ()
    variants: Mapping[str, Variant] = field(default_factory=dict)
    active_variants: tuple[str, ...] = ()
    summary: Texts = field(default_factory=dict)
    deal: DealRule = DealRule()
    phases: tuple[Phase, ...] = ()  # the phases before trick play, in order (tarotlib.phases)
    hooks: Hooks = Hooks()
    orders_for_trump: Callable[[int], TrickOrder] | None = None
    points_for_trump: Callable[[int], tuple[int, ...]] | None = None
    sides: Callable[[int], tuple[int, ...]] | None = None  # fixed partnerships (K6: 0+2, 1+3)
    dealer_sits_out: bool = False  # K5 four-at-table
    hidden_declarations: str | None = None  # the option that hides declared cards from the others (LT9)
    windows: tuple[Phase, ...] = ()  # phases that open inside trick play (MJ4's declarations)
    names: Mapping[str, Texts] = field(default_factory=dict)  # combinations and scoring reasons, for people
    # the points the last trick adds to its winner's card points, and the rule (K1, MJ6): the result says so
    last_trick: tuple[int, str] | None = None
    own_rules: OwnRules | None = None  # the game's own rules as data (OwnRules), read by its own code

    @cached_property
    def duty_call(self) -> Duty:
        """``duty`` as trick play calls it, for every card: a callable object (a
        :class:`FollowSuitDuty`) by its bound ``__call__``, which Python calls about twice
        as fast as the object itself; a function as it is."""
        # mypy: a Callable narrowed to "not a function" loses its __call__ (a limit of its narrowing)
        return self.duty if isinstance(self.duty, FunctionType) else self.duty.__call__  # type: ignore[operator]

    @cached_property
    def action_keys(self) -> tuple[str, ...]:
        """The record keys of the actions this game knows (``play`` and its phases'), so a
        record with a bid in Maison Tarot is refused as malformed."""
        keys = ["play"]  # a declaration and its end share the kind "declare": listed once
        keys += (kind.kind for phase in (*self.phases, *self.windows) for kind in phase.kinds)
        return tuple(dict.fromkeys(keys))

    @cached_property
    def outside_refusals(self) -> tuple[Callable[..., Any], ...]:
        """The phases' own refusals of their kind of action when they are not open,
        ``outside(state, action, seat)`` giving an error or None (``HandState.check``
        asks them before it refuses an action out of turn or of another phase): MJ4's
        declaration with no window open, K6's bid after four passes."""
        return tuple(phase.outside for phase in (*self.phases, *self.windows) if hasattr(phase, "outside"))

    def full_title(self, lang: str = "en") -> str:
        """'Klaverjassen for 4 · Kraken, Leids': the title and the variants played, but for
        those the title already names ('Prague-Vienna Taroc')."""
        title = i18n.fill(self.title, lang)
        played = [i18n.fill(self.variants[name].title, lang) for name in self.active_variants]
        shown_apart = [name for name in played if name not in title]
        return f"{title} · {', '.join(shown_apart)}" if shown_apart else title

    def __repr__(self) -> str:
        variants = "".join(f" + {name}" for name in self.active_variants)
        return f"<GameSpec {self.id}{variants}>"

    def order_in_hand(self, trump: int | None) -> TrickOrder:
        """The trick order once ``trump`` is known (K1's chosen trump, MJ1's turned card)."""
        return self.trick_order if trump is None or self.orders_for_trump is None else self.orders_for_trump(trump)

    def points_in_hand(self, trump: int | None) -> tuple[int, ...]:
        """The card points once ``trump`` is known (K1: the trump Jack and Nine)."""
        return self.card_points if trump is None or self.points_for_trump is None else self.points_for_trump(trump)

    def deal_sizes(self, players: int, dealer: int, options: Mapping[str, Any]) -> tuple[int, ...]:
        """Each seat's number of cards as dealt."""
        if self.deal.sizes is not None:
            return self.deal.sizes(players, dealer, options)
        return (self.hand_size(players, options),) * players

    def alternatives_to(self, name: str) -> tuple[str, ...]:
        """The other variants that replace the same part of the rules as ``name``
        (``Variant.replaces``): never combined with it."""
        part = self.variants[name].replaces
        return () if part is None else tuple(
            other for other, variant in self.variants.items() if other != name and variant.replaces == part)

    def with_variants(self, names: tuple[str, ...] | list[str]) -> GameSpec:
        """This game with the named variants applied, in the order given. Specs are
        immutable, so each combination is built once and then reused (every new hand
        asks for it)."""
        if not names:
            return self
        key = (id(self), tuple(names))
        cached = _VARIANT_SPECS.get(key)
        if cached is not None and cached[0] is self:
            return cached[1]
        spec = self
        for name in names:
            if name not in self.variants:
                known = ", ".join(sorted(self.variants)) or "none"
                raise UnknownGame(
                    f"variant: {self.id} has no variant {shown(name)} (known: {known})",
                    f"variant: {self.id} kent geen variant {shown(name)} (bekend: {known})",
                )
            if name in spec.active_variants:
                continue
            variant = self.variants[name]
            alternatives = self.alternatives_to(name)
            for other in spec.active_variants:
                if other in alternatives:
                    part = variant.replaces
                    assert part is not None
                    raise UnknownGame(
                        f"variant: {other} and {name} each replace {part['en']} ({variant.rule}): choose one",
                        f"variant: {other} en {name} vervangen elk {part['nl']} ({variant.rule}): kies er één")
            spec = variant.apply(spec)
            spec = replace(spec, active_variants=spec.active_variants + (name,))
        _VARIANT_SPECS[key] = (self, spec)
        return spec

    def resolve_options(self, players: int, given: Mapping[str, Any] | None = None) -> dict[str, Any]:
        """Every option of this game with its value; unknown names and bad values refused."""
        given = given_options(given)
        known = {o.name: o for o in self.options}
        for name in given:
            if name not in known:
                field = name if type(name) is str else shown(name)  # str() of a 5,000-digit int raises
                raise UnknownGame(
                    f"options.{field}: {self.title['en']} takes no option {shown(name)}"
                    f" (it takes: {', '.join(known) or 'none'})",
                    f"options.{field}: {self.title['nl']} kent geen optie {shown(name)}"
                    f" (wel: {', '.join(known) or 'geen'})",
                )
        options = {name: option.check(given[name], players) if name in given else option.default(players)
                   for name, option in known.items()}
        problem = self.check_options(self, options) if self.check_options is not None else None
        if problem:
            raise UnknownGame(problem["en"], problem["nl"])
        return options

    def wrong_players(self, players: Any) -> tuple[str, str]:
        """Why ``players`` is no player count of this game, in English and Dutch."""
        low, high = self.min_players, self.max_players
        counts = str(low) if low == high else f"{low}-{high}"
        # the variants the title does not already name ("Wild Maison Tarot" does)
        unnamed = [n for n in self.active_variants if self.variants[n].title["en"] not in self.title["en"]]
        given = f" ({', '.join(unnamed)})" if unnamed else ""
        en = f"{self.title['en']}{given} is for {counts} players, not {shown(players)}"
        nl = f"{self.title['nl']}{given} is voor {counts} spelers, niet {shown(players)}"
        fits = [name for name in self.variants if type(players) is int and self._fits(name, players)]
        if fits:  # K5's four-at-table: the variant that seats them
            en += f" (the variant {' or '.join(fits)} plays with {players})"
            nl += f" (de variant {' of '.join(fits)} speelt met {players})"
        return en, nl

    def _fits(self, name: str, players: int) -> bool:
        """Would the variant ``name``, added to this game's, seat ``players``?"""
        if name in self.active_variants:
            return False
        try:
            spec = self.with_variants(self.active_variants + (name,))
        except TarotlibError:  # an alternative to one already chosen
            return False
        return spec.min_players <= players <= spec.max_players

    def validate_players(self, players: int, options: Mapping[str, Any] | None = None) -> None:
        """Refuse a player count the game does not allow (MT1, MT5, ...); with ``options``
        also a count those options do not allow (MT5's players x cards)."""
        if isinstance(players, bool) or not isinstance(players, int) or not (
            self.min_players <= players <= self.max_players
        ):
            en, nl = self.wrong_players(players)
            raise UnknownGame(f"players: {en}", f"players: {nl}")
        problem = self.check_players(players, options) if self.check_players and options is not None else None
        if problem:
            raise UnknownGame(f"players: {problem['en']}", f"players: {problem['nl']}")

    def points_of(self, mask: int) -> int:
        """The card points of a pile, by this game's plain card values."""
        return self.count_points(mask)

    @cached_property
    def count_points(self) -> Callable[[int], int]:
        """:func:`point_counter` of this game's plain card values."""
        return point_counter(self.card_points)
