"""The lessons' scenarios: what a tutorial is made of (its steps and its exercises, each a
value) and the partial records the engine plays up to each question.

An :class:`Exercise` names its step, its kind (the :class:`~tarotwidgets.lessons.Lesson`
method that shows it), its scenario and the decision it teaches. A scenario is data (a
first-trick position, the cards of a trick, a deal's seed, a draw game's scene); the
functions below turn it into a :class:`~tarotlib.state.HandState` through the engine's
own factories (``position``, ``new_hand`` with a ``Deal``, actions pushed), so every
answer an exercise checks is the engine's.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, replace
from typing import Any, Mapping, Sequence

from tarotlib.actions import END_DECLARING, PASS, Bid, Declare, Discard
from tarotlib.bots import get_bot, play_out
from tarotlib.cards import NO_SUIT, PIQUET, TRUMP, Card
from tarotlib.games.klaverjas import rules_of
from tarotlib.games import marjolet
from tarotlib.hands import new_hand
from tarotlib.match import Match
from tarotlib.spec import GameSpec
from tarotlib.state import Deal, HandState

Texts = Mapping[str, str]
"""A text in each language: ``{"en": ..., "nl": ...}``."""

CLUBS, DIAMONDS, HEARTS, SPADES, TRUMPS = range(5)  # the suits' indices in both packs (Pack.suit_name)


@dataclass(frozen=True)
class Step:
    """One step of a tutorial: an anchor id and its title in both languages."""

    id: str
    title: Texts


@dataclass(frozen=True)
class Position:
    """A first trick: the learner holds ``hand`` after ``trick`` was played (state.position)."""

    hand: tuple[str, ...]
    trick: tuple[str, ...]
    free: str = ""  # the decision that leaves every card free here, where no limit names one (LR1)


@dataclass(frozen=True)
class Ordering:
    """Cards to put in order of strength, in a trick where ``led`` (a suit index) was led."""

    cards: tuple[str, ...]
    led: int


@dataclass(frozen=True)
class ExcuseSetup:
    """A few tricks of a hand, as a partial record: ``hands`` are dealt (seat 0 leads, the
    last seat deals) and ``plays`` are played in order through the engine. The last card
    played is the learner's Excuse; the tricks the learner won before it are the pile the
    engine pays from (T5). Where no card is left after it, the hand ends there (MT3)."""

    hands: tuple[tuple[str, ...], ...]
    plays: tuple[str, ...]


def excuse_scene(hands: Sequence[str], plays: str) -> ExcuseSetup:
    """An :class:`ExcuseSetup` written as strings of card codes, one per seat."""
    return ExcuseSetup(tuple(cards(hand) for hand in hands), cards(plays))


@dataclass(frozen=True)
class DiscardSetup:
    """The learner deals and holds ``hand`` before the discard; the others' cards are
    shuffled from ``seed``."""

    hand: tuple[str, ...]
    seed: int = 0


@dataclass(frozen=True)
class DeclareSetup:
    """The learner deals ``hand`` and ``laid``, lays ``laid`` away and declares first (LT2)."""

    hand: tuple[str, ...]
    laid: tuple[str, ...]
    seed: int = 0


@dataclass(frozen=True)
class ExcuseQuestion:
    """May the Excuse be played? In a first-trick ``position``, or, without one, at trick 22
    of a hand dealt from ``seed`` in which the holder kept the Excuse (LT4)."""

    position: Position | None = None
    seed: int = 0


@dataclass(frozen=True)
class PagatSetup:
    """A trick with the Pagat in it, played from seat 0: the last of the hand or not (LT5)."""

    trick: tuple[str, ...]
    last: bool


@dataclass(frozen=True)
class PotSetup:
    """A Triomphe deal: ``holders`` gives the seat of each of Death, the Excuse, trumps 1
    and 11 dealt (the others are out of play), the pot holds ``pot`` chips before the
    deal, and the question is what Death takes ("death") or what is left ("left")."""

    holders: Mapping[str, int]
    pot: int
    ask: str
    seed: int = 0


@dataclass(frozen=True)
class DealtHand:
    """A whole hand dealt from ``seed`` (under ``variant``) and played to its end by the
    basic bots; the question is about ``seat`` (and its side)."""

    seed: int
    seat: int
    variant: str | None = None


@dataclass(frozen=True)
class MatchSoFar:
    """A game played by the basic bots from ``seed``, looked at after ``hands`` hands."""

    seed: int
    hands: int


@dataclass(frozen=True)
class Exercise:
    """One exercise as a value: the notebook's ``lesson.<kind>(name, **asked)`` in step
    ``step`` shows it. ``scenario`` is the partial record the engine plays up to the
    question (a first-trick position, a trick's cards, a deal's seed, a scene); ``rule``
    is the decision it teaches; ``asked`` holds the call's keywords (a variant, a way of
    counting), so one scenario may serve several exercises."""

    step: str
    kind: str
    name: str
    scenario: Any
    rule: str
    asked: tuple[tuple[str, str], ...] = ()


@dataclass(frozen=True)
class Tutorial:
    """Everything one game's tutorial needs besides its prose (which is in the notebook)."""

    steps: tuple[Step, ...]
    exercises: tuple[Exercise, ...]
    players: int = 4
    declaration_examples: tuple[tuple[str, tuple[str, ...]], ...] = ()  # (combination, its cards), LT2
    declaration_trump: str = ""  # the turned card of a draw game's declaration table (MJ4)
    play_seed: int | None = None  # the hand with hints: a deal that shows the game's own phases to the learner
    variant_summaries: bool = False  # a variant's game opens under its title and summary (a step per variant, K7)

    def scenarios(self, *kinds: str) -> dict[str, Any]:
        """The scenarios of the exercises of ``kinds`` by name: ``scenarios("which_card",
        "every_card")``, the trick positions that serve either question."""
        return {exercise.name: exercise.scenario for exercise in self.exercises if exercise.kind in kinds}

    def scenario(self, name: str, *kinds: str) -> Any:
        """The scenario named ``name`` among the exercises of ``kinds``; an unknown name is refused."""
        known = self.scenarios(*kinds)
        if name not in known:
            raise ValueError(f"no {' or '.join(kinds)} exercise {name!r} (exercises: {', '.join(known) or 'none'})")
        return known[name]


def cards(text: str) -> tuple[str, ...]:
    """Card codes written as one string: ``cards("Kc 5c T4 EX")``."""
    return tuple(text.split())


@dataclass(frozen=True)
class Scene:
    """A hand of a draw game set up card by card: ``hands`` of seat 0 (the learner) and
    seat 1, the ``stock`` top first and the ``turned`` trump (together an even number,
    as a real deal leaves: each trick draws two, MJ2); ``dealer`` 1 makes the learner
    voorhand (MJ1). ``moves`` are then made through the engine: a card code is
    played, ``"+stuk"`` declares the engine's first offer of that combination, ``"."``
    ends the declarations."""

    hands: tuple[tuple[str, ...], tuple[str, ...]]
    stock: tuple[str, ...]
    turned: str
    moves: tuple[str, ...] = ()
    dealer: int = 1


@dataclass(frozen=True)
class DeclareQuestion:
    """'May you declare this now?': the learner (seat 0) after ``scene``, asking to
    declare ``combo`` with ``cards`` (MJ4, MJ6)."""

    scene: Scene
    combo: str
    cards: tuple[str, ...]


@dataclass(frozen=True)
class PointsQuestion:
    """'What did this bring you?': the learner's points scored by the last ``last``
    moves of ``scene`` (MJ1, MJ3-MJ6)."""

    scene: Scene
    last: int = 2


@dataclass(frozen=True)
class TrickSetup:
    """A trick in progress with ``trump`` as trump: the seats from voorhand (seat 0) played
    ``trick``, and the learner, next, holds ``hand``. ``bidder`` made the contract."""

    hand: tuple[str, ...]
    trick: tuple[str, ...]
    trump: int
    bidder: int = 0
    variant: str | None = None


@dataclass(frozen=True)
class TrumpOrdering(Ordering):
    """Cards to put in order when ``trump`` is trumps (K1)."""

    trump: int = HEARTS


@dataclass(frozen=True)
class TrumpPile:
    """Cards of one trick with ``trump`` as trumps: counted (K1) or searched for roem (K3)."""

    cards: tuple[str, ...]
    trump: int


@dataclass(frozen=True)
class BidSetup:
    """The learner is voorhand and holds ``hand``; Klaverjas-4 turns ``turned`` (K6),
    Klaverjas-3 names any suit (K5). The other hands are dealt from ``seed``."""

    hand: tuple[str, ...]
    turned: int | None = None
    seed: int = 0


HISTORY = Step("history", {"en": "Where the game comes from", "nl": "Waar het spel vandaan komt"})
PLAY = Step("play", {"en": "Play a hand, then a game", "nl": "Speel een hand, dan een potje"})
VARIANTS = Step("variants", {"en": "Variants", "nl": "Varianten"})
LEARN = Step("learn", {"en": "Learn from your play: hint and review", "nl": "Leer van je spel: tip en nabespreking"})
"""Every tutorial's last step: the hint, the review after a hand, the two levels of
opponents, and one card clearly best in a deal of the library (issue 29)."""


def scene(mine: str, other: str, stock: str, turned: str = "9h", moves: str = "", dealer: int = 1) -> Scene:
    """A draw game's :class:`Scene` written as strings of card codes."""
    return Scene((cards(mine), cards(other)), cards(stock), turned, cards(moves), dealer)


# ---------------------------------------------------------------- scenarios through the engine
def excuse_trick(spec: GameSpec, setup: ExcuseSetup) -> tuple[HandState, tuple[Card, ...], Card | None]:
    """The scene of ``setup`` played through the engine: the state after the learner's
    Excuse, the learner's pile won before it, and the card the engine handed over for
    the Excuse (T5), or at the end of the hand for an open debt (MT3); None while the
    debt stays open."""
    pack = spec.pack
    deal = Deal(tuple(tuple(pack.index(code) for code in hand) for hand in setup.hands), ())
    players = len(setup.hands)
    state = new_hand(trick_spec(spec), players, dealer=players - 1, deal=deal, partial=True)
    for code in setup.plays:
        state.play(code)
    *before, trick = state.tricks
    assert trick.cards[-1] == pack.excuse, "the scene ends with the learner's Excuse"
    learner = trick.seats[-1]
    pile = tuple(card for earlier in before if earlier.winner == learner for card in earlier.cards)
    given = next((e.card for e in state.events if e.kind in ("blank-given", "debt-settled")), None)
    return state, pile, given


def played_hand(spec: GameSpec, dealt: DealtHand, players: int) -> HandState:
    """A whole hand dealt from ``dealt.seed`` and played to the end by the basic bots (MT4, K4)."""
    if dealt.variant:
        spec = spec.with_variants((dealt.variant,))
    state = new_hand(spec, players, seed=dealt.seed)
    return play_out(state, [get_bot("basic") for _ in range(players)])


def played_match(spec: GameSpec, setup: MatchSoFar, players: int) -> Match:
    """A game dealt from ``setup.seed`` whose first ``setup.hands`` hands the basic bots played (MT4)."""
    match = Match(spec, players, seed=setup.seed)
    bots = [get_bot("basic") for _ in range(match.players)]
    for _ in range(setup.hands):
        play_out(match.new_hand(), bots)
    return match


def declare_action(spec: GameSpec, question: DeclareQuestion) -> Declare:
    """The declaration a 'may you declare this now?' question asks about (MJ4)."""
    return Declare(question.combo, tuple(spec.pack.card(c) for c in question.cards))


def trick_spec(spec: GameSpec) -> GameSpec:
    """The game from its first trick on: a trick-play exercise skips the discard and the
    declarations before it (``position`` starts at trick one)."""
    return replace(spec, phases=()) if spec.phases else spec


def dealt_to_discard(spec: GameSpec, setup: DiscardSetup, players: int) -> HandState:
    """A deal where the learner (seat 0) deals and holds ``setup.hand``, the dealer's
    cards before the discard (ML1, LT1); the other seats get the rest, shuffled from
    ``setup.seed``. Earlier phases (LT9's annul question) are answered no."""
    mine = [spec.pack.index(code) for code in setup.hand]
    rest = [i for i in range(spec.pack.size) if i not in set(mine)]
    random.Random(setup.seed).shuffle(rest)
    size = spec.hand_size(players, spec.resolve_options(players))
    hands = [tuple(mine)] + [tuple(rest[at * size:(at + 1) * size]) for at in range(players - 1)]
    state = new_hand(spec, players, dealer=0, deal=Deal(tuple(hands), tuple(rest[(players - 1) * size:])))
    while state.phase.name != "discard":
        state.apply(state.legal_actions()[0])  # Annul(False): play on
    return state


def dealt_to_declare(spec: GameSpec, setup: DeclareSetup, players: int) -> HandState:
    """The learner deals ``setup.hand``, lays ``setup.laid`` away and is first to declare (LT2)."""
    state = dealt_to_discard(spec, DiscardSetup((*setup.hand, *setup.laid), setup.seed), players)
    for code in setup.laid:
        state.apply(Discard(state.pack.card(code)), 0)
    assert state.phase.name == "declare" and state.turn == 0, "the prepared hand must hold a declaration"
    return state


def declare_rule(spec: GameSpec) -> Any:
    """The game's declaration rule (LT2): what a seat may declare now, and why not."""
    return next(stage.rule for stage in spec.phases if stage.name == "declare")


def best_declarations(state: HandState, seat: int) -> list[tuple[Declare, int]]:
    """Everything ``seat`` can declare, taken one by one as the engine offers them: the
    declarations and their values (the Excuse completing one combination only, LT2)."""
    rule, scratch, made = declare_rule(state.spec), state.copy(), []
    while offered := rule.options(scratch, seat):
        made.append(offered[0])
        scratch.apply(offered[0][0], seat)  # through the engine, which records it (LT2)
    return made


def keep_the_excuse(spec: GameSpec, seed: int) -> HandState:
    """A Leipzig hand dealt from ``seed`` up to the moment LT4 makes the Excuse's holder
    play it to trick 22: the basic bots discard and declare, the holder never plays the
    Excuse before he must and plays his strongest card, the others a card at random."""
    rng = random.Random(seed)
    state = new_hand(spec, 3, seed=seed)
    bot = get_bot("basic")
    excuse = spec.pack.excuse
    while state.phase.name != "play":
        state.apply(bot.choose(state, state.turn))
    holder = next(seat for seat in range(state.players) if excuse in state.hand(seat))
    while not (state.trick_number == 22 and state.own.forced == state.turn):
        assert not state.is_over, "this seed never brings the Excuse to trick 22"
        legal = [c for c in state.legal_cards() if c != excuse] or state.legal_cards()
        if state.turn == holder:
            row = spec.trick_order.strength[state.led if state.led != NO_SUIT else TRUMP]
            card = max(legal, key=lambda c: row[c.index])
        else:
            card = rng.choice(legal)
        state.play(card)
    return state


def pagat_trick(spec: GameSpec, setup: PagatSetup) -> HandState:
    """``setup.trick`` played from seat 0 as the last trick of a hand, or with one low
    trump left in each hand so that another trick follows; the engine pays for the Pagat (LT5)."""
    pack = spec.pack
    players = len(setup.trick)
    spare = [pack.trump(n).index for n in range(2, 21) if pack.trump(n).code not in setup.trick]
    hands = tuple((pack.index(code),) + (() if setup.last else (spare[seat],)) for seat, code in enumerate(setup.trick))
    state = new_hand(trick_spec(spec), players, dealer=players - 1, deal=Deal(hands), partial=True)
    for code in setup.trick:
        state.play(code)
    return state




def pot_deal(spec: GameSpec, setup: PotSetup, players: int) -> HandState:
    """A Triomphe deal with the pot at ``setup.pot``: the cards of ``setup.holders`` to their
    seats, the other cards that take chips (TF3) out of play, the rest shuffled from
    ``setup.seed``; the engine's antes and declarations run as the hand starts."""
    pack = spec.pack
    special = {pack.excuse.index, *(pack.trump(n).index for n in (1, 11, 13))}
    placed = {pack.index(code): seat for code, seat in setup.holders.items()}
    rest = [i for i in range(pack.size) if i not in special]
    random.Random(setup.seed).shuffle(rest)
    size = spec.hand_size(players, spec.resolve_options(players))
    hands: list[list[int]] = [[i for i, seat in placed.items() if seat == s] for s in range(players)]
    for hand in hands:
        while len(hand) < size:
            hand.append(rest.pop())
    out = tuple(sorted(rest + [i for i in special if i not in placed]))
    return new_hand(spec, players, dealer=players - 1, deal=Deal(tuple(tuple(h) for h in hands), out),
                    options={"pot": setup.pot})



def scene_state(spec: GameSpec, scene: Scene, moves: Sequence[str] | None = None) -> HandState:
    """The scene's hand after its moves (or after ``moves``), played through the engine."""
    index = PIQUET.index
    deal = Deal(tuple(tuple(index(c) for c in hand) for hand in scene.hands),
                tuple(index(c) for c in scene.stock), index(scene.turned))
    state = new_hand(spec, 2, dealer=scene.dealer, deal=deal, partial=True)
    for move in scene.moves if moves is None else moves:
        if move == ".":
            state.apply(END_DECLARING)
        elif move.startswith("+"):
            state.apply(next(a for a in state.legal_actions() if isinstance(a, Declare) and a.combo == move[1:]))
        else:
            state.play(move)
    return state


def window_rule(spec: GameSpec) -> Any:
    """The game's declaration rule (MJ4): what a seat may declare now and its value."""
    return spec.windows[0].rule


def combo_names(spec: GameSpec) -> tuple[str, ...]:
    """The game's combinations in the engine's order (MJ4), Dix last."""
    return marjolet.rules_of(spec).names


def _bid_to(state: HandState, bidder: int, trump: int) -> None:
    """Bid until ``bidder`` plays with ``trump``: the seats before him pass (K5, K6)."""
    while state.phase.name == "bid":
        seat = state.turn
        plays = [a for a in state.legal_actions() if isinstance(a, Bid) and a.call == "play" and a.trump == trump]
        state.apply(plays[0] if seat == bidder and plays else PASS)


def trick_position(spec: GameSpec, setup: TrickSetup, players: int) -> HandState:
    """The learner's turn in ``setup``'s trick, played through the engine: seat 0 is
    voorhand (the dealer is the last seat), ``setup.bidder`` plays with ``setup.trump``
    (in Klaverjas-3 he lays away two spare cards first, K5), then the trick's cards."""
    pack = spec.pack
    mover = len(setup.trick)
    mine = tuple(pack.index(c) for c in setup.hand)
    used = set(mine) | {pack.index(c) for c in setup.trick}
    spare = [i for i in range(pack.size) if i not in used]
    hands: list[tuple[int, ...]] = [()] * players
    for seat, code in enumerate(setup.trick):
        hands[seat] = (pack.index(code),)
    hands[mover] = mine
    k3 = rules_of(spec).alone
    laid: tuple[int, ...] = ()
    if k3:  # K5: the Speler takes the skart and lays two cards away
        laid = tuple(spare[:2])
        hands[setup.bidder] = hands[setup.bidder] + laid
    others = [s for s in range(pack.size // 8) if s != setup.trump]
    deal = Deal(tuple(hands), (), None, None if k3 else (setup.trump, others[0]))
    state = new_hand(spec, players, dealer=players - 1, deal=deal, partial=True)
    _bid_to(state, setup.bidder, setup.trump)
    for index in laid:
        state.apply(Discard(pack.cards[index]), setup.bidder)
    for code in setup.trick:
        state.play(code)
    assert state.turn == mover, "the prepared trick must bring the learner to move"
    return state


def whole_trick(spec: GameSpec, pile: TrumpPile, players: int) -> HandState:
    pack = spec.pack
    used = {pack.index(c) for c in pile.cards}
    spare = [i for i in range(pack.size) if i not in used]
    hands = [(pack.index(code),) for code in pile.cards]
    k3 = rules_of(spec).alone
    laid = tuple(spare[:2]) if k3 else ()
    hands[0] = hands[0] + laid
    others = [s for s in range(4) if s != pile.trump]
    deal = Deal(tuple(hands), (), None, None if k3 else (pile.trump, others[0]))
    state = new_hand(spec, players, dealer=players - 1, deal=deal, partial=True)
    _bid_to(state, 0, pile.trump)
    for index in laid:
        state.apply(Discard(pack.cards[index]), 0)
    for code in pile.cards:
        state.play(code)
    return state


def bid_position(spec: GameSpec, setup: BidSetup, players: int) -> HandState:
    """The learner, voorhand (the dealer is the last seat), about to bid with ``setup.hand``."""
    pack = spec.pack
    mine = [pack.index(c) for c in setup.hand]
    rest = [i for i in range(pack.size) if i not in set(mine)]
    random.Random(setup.seed).shuffle(rest)
    size = len(mine)
    hands = [tuple(mine)] + [tuple(rest[at * size:(at + 1) * size]) for at in range(players - 1)]
    left = tuple(rest[(players - 1) * size:])
    trumps = None
    if setup.turned is not None:
        trumps = (setup.turned, next(s for s in range(4) if s != setup.turned))
    return new_hand(spec, players, dealer=players - 1, deal=Deal(tuple(hands), left, None, trumps))


