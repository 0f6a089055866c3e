"""The phases of a hand other than trick play: discard, declarations, yes/no questions.

A hand runs through ``spec.phases`` in order and then trick play (``PLAY``); a phase
may also open in the middle of play (Marjolet's declaration window after a won
trick, MJ4). Every phase answers the same four questions, so that
:class:`~tarotlib.state.HandState` can treat them alike:

* ``begin(state)``: set who acts first, or move straight on when nobody has a
  choice (a declaration step is offered only when something can be declared);
* ``legal(state)``: every legal action now, the one source of legality: the check
  inside ``apply`` asks whether an action is in this list, so listing and judging
  never disagree;
* ``refuse(state, action)``: why an action of the right kind is not in that list,
  with the rule id, in English and Dutch;
* ``apply(state, action)``: take a legal action.

Klaverjassen's bidding and doubling are phases too (``tarotlib.games.klaverjas``),
built on :class:`Phase`.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Callable

from tarotlib import i18n
from tarotlib.actions import (
    END_DECLARING,
    Action,
    Annul,
    Declare,
    Discard,
    Double,
    EndDeclaring,
    Play,
    discard_lister,
)
from tarotlib.errors import IllegalAction
from tarotlib.spec import Texts

if TYPE_CHECKING:
    from tarotlib.state import HandState


class Phase:
    """One stage of a hand. Subclasses fill in the four methods of the module docstring."""

    name = ""
    kinds: tuple[type, ...] = ()

    def begin(self, state: HandState) -> None:
        raise NotImplementedError

    def legal(self, state: HandState) -> list[Action]:
        raise NotImplementedError

    def refuse(self, state: HandState, action: Action) -> IllegalAction:
        raise NotImplementedError

    def apply(self, state: HandState, action: Action) -> None:
        raise NotImplementedError

    def wrong_kind(self) -> IllegalAction:
        """The refusal of an action of another kind: 'It is the bidding now: say play or pass'."""
        return IllegalAction("phase", *i18n.both(f"now_{self.name}"))

    def __repr__(self) -> str:
        return f"<phase {self.name}>"


class PlayPhase(Phase):
    """Trick play. Its legality lives in the game's duty (``spec.duty``), which the
    state reads directly: this phase is the hot path and keeps no list of its own."""

    name = "play"
    kinds = (Play,)

    def begin(self, state: HandState) -> None:
        state.turn = state.leader


PLAY = PlayPhase()


# ---------------------------------------------------------------- the discard
@dataclass(frozen=True)
class DiscardRule:
    """What one game lets a player lay away, card by card.

    ``allowed(state, seat)`` gives the mask of cards the seat may lay away next and
    the refusal texts ``{lang: text}`` for any other card (with its rule id), or a
    function that makes them: the mask is asked at every step, the texts only when a
    card is refused.
    ``who(state)`` is the seat that discards, ``count`` how many cards.
    """

    rule: str
    count: int
    who: Callable[[HandState], int]
    allowed: Callable[[HandState, int], tuple[int, Texts | Callable[[], Texts]]]


class DiscardPhase(Phase):
    """Lay ``rule.count`` cards away, one action each (ML1, LT1, K5). The cards go to
    ``state.laid[seat]``, seen by their owner only."""

    name = "discard"
    kinds = (Discard,)

    def __init__(self, rule: DiscardRule):
        self.rule = rule

    def begin(self, state: HandState) -> None:
        state.turn = self.rule.who(state)

    def legal(self, state: HandState) -> list[Action]:
        assert state.turn is not None
        mask, _ = self.rule.allowed(state, state.turn)
        return discard_lister(state.pack)(mask)

    def refuse(self, state: HandState, action: Action) -> IllegalAction:
        assert state.turn is not None and isinstance(action, Discard)
        if not state.hands[state.turn] & action.card.bit:
            return state.not_held(action.card)
        _, why = self.rule.allowed(state, state.turn)
        texts = why() if callable(why) else why
        return IllegalAction(self.rule.rule, texts["en"], texts["nl"])

    def apply(self, state: HandState, action: Action) -> None:
        assert state.turn is not None and isinstance(action, Discard)
        seat, bit = state.turn, action.card.bit
        state.hands[seat] ^= bit
        state.laid[seat] |= bit
        if state.laid[seat].bit_count() >= self.rule.count:
            state.next_phase()


# ---------------------------------------------------------------- declarations
@dataclass(frozen=True)
class DeclareRule:
    """What a game lets a player declare (LT2, MJ4).

    ``options(state, seat)`` lists the declarations the seat may make now, each with
    its value, never one already declared; ``declared(state, seat, action, value)``
    scores or pays it (LT2 pays at once, MJ4 scores at once, Dix swaps the cards).
    ``per_window`` caps the declarations of one window (Binage: one, MJ4).
    ``refusal(state, seat, action)`` explains a declaration that is not allowed.
    ``can_declare(state, seat)``, where given, says whether ``options`` would offer
    anything, without building the declarations (Marjolet asks after every trick, MJ4);
    ``value(action)``, where given, is the value of a listed declaration from the
    declaration alone, so that taking one needs no second listing (MJ4).
    """

    rule: str
    options: Callable[[HandState, int], list[tuple[Declare, int]]]
    declared: Callable[[HandState, int, Declare, int], None]
    refusal: Callable[[HandState, int, Declare], Texts]
    per_window: int | None = None
    can_declare: Callable[[HandState, int], bool] | None = None
    value: Callable[[Declare], int] | None = None


class DeclarePhase(Phase):
    """Declarations, one at a time, each seat ending with ``{"declare": "end"}``.

    As a stage (Leipzig, LT2) every seat in ``order(state)`` gets its turn; as a
    window (Marjolet, Binage, MJ4) only the seat that just won a trick, and closing
    the window runs the game's ``window_closed`` hook (the draw). A seat with nothing
    left to declare is passed over: the step is offered only when there is a choice.
    """

    name = "declare"
    kinds = (Declare, EndDeclaring)

    def __init__(self, rule: DeclareRule, order: Callable[[HandState], list[int]] | None = None):
        self.rule = rule
        self.order = order

    def begin(self, state: HandState) -> None:
        state.to_act = tuple(self.order(state)) if self.order else (state.leader,)
        self._next_seat(state)

    def _can_declare(self, state: HandState, seat: int) -> bool:
        can_declare = self.rule.can_declare
        return can_declare(state, seat) if can_declare is not None else bool(self.rule.options(state, seat))

    def _next_seat(self, state: HandState) -> None:
        while state.to_act:
            seat, state.to_act = state.to_act[0], state.to_act[1:]
            if self._can_declare(state, seat):
                state.turn = seat
                return
        self._close(state)

    def _close(self, state: HandState) -> None:
        if self.order is not None:
            state.next_phase()
        else:
            state.close_window()

    def legal(self, state: HandState) -> list[Action]:
        assert state.turn is not None
        return [action for action, _ in self.rule.options(state, state.turn)] + [END_DECLARING]

    def refuse(self, state: HandState, action: Action) -> IllegalAction:
        assert state.turn is not None and isinstance(action, Declare)
        why = self.rule.refusal(state, state.turn, action)
        return IllegalAction(self.rule.rule, why["en"], why["nl"])

    def apply(self, state: HandState, action: Action) -> None:
        seat = state.turn
        assert seat is not None
        if isinstance(action, EndDeclaring):
            self._next_seat(state)
            return
        assert isinstance(action, Declare)
        if self.rule.value is not None:
            value = self.rule.value(action)
        else:  # found in the list, not in a dict: hashing a Declare hashes each of its cards
            value = next(value for offered, value in self.rule.options(state, seat)
                         if offered is action or offered == action)
        state.declared = state.declared + ((seat, action, value),)
        self.rule.declared(state, seat, action, value)
        if state.result is not None:  # MJ8 knock-out inside the window
            return
        cap = self.rule.per_window
        if (cap is not None and declared_in_a_row(state) >= cap) or not self._can_declare(state, seat):
            self._next_seat(state)


def declared_in_a_row(state: HandState) -> int:
    """How many declarations the last actions are, counted back to any other action: in a
    window (MJ4) the declarations made in it, as a window opens after a card is played."""
    count = 0
    for _, action in reversed(state.actions):
        if type(action) is not Declare:
            break
        count += 1
    return count


# ---------------------------------------------------------------- yes or no
@dataclass(frozen=True)
class Question:
    """A yes/no question put to seats one by one (LT9's annul, K7's kraken).

    ``asked(state)`` lists the seats to ask in order; ``yes(state, seat)`` acts on the
    first yes and returns the seats to ask next (an empty list ends the phase);
    ``done(state)`` runs when every seat asked has said no.
    """

    rule: str
    answer: type  # Annul or Double
    asked: Callable[[HandState], list[int]]
    yes: Callable[[HandState, int], list[int]]
    done: Callable[[HandState], None]


class QuestionPhase(Phase):
    """Seats answer yes or no in turn until one says yes or all have said no."""

    def __init__(self, name: str, question: Question):
        self.name = name
        self.question = question
        self.kinds = (question.answer,)
        self.answers = (question.answer(False), question.answer(True))  # made once: listed at every turn

    def begin(self, state: HandState) -> None:
        self._ask(state, self.question.asked(state))

    def _ask(self, state: HandState, seats: list[int] | tuple[int, ...]) -> None:
        if state.result is not None:  # a yes ended the hand (LT9's annul)
            state.turn = None
            return
        if not seats:
            state.turn = None
            self.question.done(state)
            return
        state.turn, state.to_act = seats[0], tuple(seats[1:])

    def legal(self, state: HandState) -> list[Action]:
        return list(self.answers)

    def refuse(self, state: HandState, action: Action) -> IllegalAction:  # both answers are always legal
        raise AssertionError(action)

    def apply(self, state: HandState, action: Action) -> None:
        seat = state.turn
        assert seat is not None and isinstance(action, (Annul, Double))
        if action.yes:
            self._ask(state, self.question.yes(state, seat))
        else:
            self._ask(state, state.to_act)

