"""One generic test over every registered game and variant, as OpenSpiel's random
simulation test does: whole hands by random and basic bots, and after every action
the engine's invariants (every card in one place, push/pop, copies, the record, the
observation that hides what a seat may not see, bots that read only their view)."""

from __future__ import annotations

import copy
import pickle
import random
from dataclasses import fields, is_dataclass
from typing import Any, Iterator

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tarotlib import Match, UnknownGame, i18n, new_hand
from tarotlib.bots import get_bot
from tarotlib.cards import Card
from tarotlib.games import available_games, catalogue
from tarotlib.record import record_from_state, replay
from tarotlib.state import HandState

COMBINATIONS = {
    "klaverjas-4": [("amsterdams", "kraken"), ("leids", "kraken", "majority"), ("schoppen-dubbel", "voorhand-vrij")],
    "marjolet": [("marias-jack", "last-winner", "knock-out")],
    "leipzig-taroc": [("nuremberg", "prague-vienna")],
    "klaverjas-3": [("four-at-table", "majority")],
}
"""Variants played together, beside each variant alone."""


def game_cases() -> list[tuple[str, tuple[str, ...]]]:
    cases = []
    for spec in available_games():
        cases.append((spec.id, ()))
        cases += [(spec.id, (name,)) for name in spec.variants]
        cases += [(spec.id, combo) for combo in COMBINATIONS.get(spec.id, []) if set(combo) <= set(spec.variants)]
    return cases


CASES = game_cases()
IDS = [f"{game}{''.join('+' + v for v in variants)}" for game, variants in CASES]


def players_for(game: str, variants: tuple[str, ...]) -> int:
    return 4 if "four-at-table" in variants else new_hand(game, None, variants, seed=0).players


def card_places(state: HandState) -> list[int]:
    """Every place a card can be: hands, won piles, laid away, the game's own state (a
    stock and its turned card), the trick on the table, and out of play (or a skart not yet taken)."""
    return [*state.hands, *state.won, *state.laid, state.own.cards() if state.own is not None else 0,
            sum(1 << i for i in state.trick_cards), state.out_of_play]


def check_invariants(state: HandState) -> None:
    places = card_places(state)
    union = 0
    for mask in places:
        assert not union & mask, "a card in two places"
        union |= mask
    assert union == state.pack.full_mask, "a card in no place"
    for seat in range(state.players):
        check_view_hides(state, seat)


def cards_in(value: Any) -> Iterator[Card]:
    """Every Card reachable in a view (through tuples and dataclasses)."""
    if isinstance(value, Card):
        yield value
    elif isinstance(value, (tuple, list)):
        for item in value:
            yield from cards_in(item)
    elif is_dataclass(value) and not isinstance(value, type):
        for f in fields(value):
            yield from cards_in(getattr(value, f.name))


def check_view_hides(state: HandState, seat: int) -> None:
    """A seat's view holds no card of another seat's hand unless it lies face up or was
    shown openly (an open declaration, TF3's trumps, K7's hand roem), no card laid
    away by another seat, and no card of the stock."""
    view = state.view(seat)
    shown = {c.index for c in cards_in(view)}
    public = 0
    for faceup in getattr(state.own, "faceup", ()):  # MJ4: declared cards lying face up
        public |= faceup
    for declaration in view.declarations:
        public |= sum(c.bit for c in declaration.cards)
    for event in view.events:
        if event.seen_by is None:
            public |= sum(c.bit for c in cards_in((event.card, event.cards)))
    for other in range(state.players):
        if other == seat:
            continue
        hidden = (state.hands[other] | state.laid[other]) & ~public
        assert not {i for i in shown if hidden >> i & 1}, f"seat {seat} sees a card of seat {other}"
    stock = sum(1 << i for i in getattr(state.own, "stock", ()))
    assert not {i for i in shown if stock >> i & 1}, f"seat {seat} sees the stock"


class ViewOnly:
    """What a bot is handed in these tests: the view of its own seat and the public
    rules; reading anything else of the state fails the test."""

    def __init__(self, state: HandState):
        self._state = state
        self.spec = state.spec

    def view(self, seat: int) -> Any:
        return self._state.view(seat)

    def __getattr__(self, name: str) -> Any:
        raise AssertionError(f"a bot read state.{name}: bots may read only their view")


def figures(state: HandState) -> dict[str, Any]:
    """What push/pop must restore: the record, every list and the phase."""
    out = {name: copy.copy(getattr(state, name)) for name in (
        "hands", "won", "tricks_won", "laid", "points", "trump", "declared", "own", "to_act", "turn", "leader",
        "led", "debt", "out_of_play", "result", "ended", "sides")}
    out["record"] = record_from_state(state)
    out["phase"] = state.phase_name
    out["legal"] = state.legal_actions()
    out["events"] = list(state.events)
    return out


def play_hand(game: str, variants: tuple[str, ...], seed: int, bot: str) -> HandState:
    players = players_for(game, variants)
    state = new_hand(game, players, variants, seed=seed)
    bots = [get_bot(bot, seed=f"{seed}:{seat}") for seat in range(players)]
    check_invariants(state)
    steps = 0
    while state.turn is not None:
        seat = state.turn
        legal = state.legal_actions()
        action = bots[seat].choose(ViewOnly(state), seat)  # type: ignore[arg-type]
        assert action in legal, f"{bot} bot chose {action}, not legal"
        if steps % 7 == 0:
            before = figures(state)
            state.push(action)
            state.pop()
            assert figures(state) == before, "push then pop changed the state"
        state.apply(action, seat)
        check_invariants(state)
        steps += 1
        assert steps < 2000
    assert state.result is not None
    return state


@pytest.mark.parametrize(("game", "variants"), CASES, ids=IDS)
@given(seed=st.integers(0, 10**6))
@settings(max_examples=6, deadline=None, suppress_health_check=[HealthCheck.too_slow])
def test_random_hands_keep_every_invariant(game: str, variants: tuple[str, ...], seed: int) -> None:
    state = play_hand(game, variants, seed, "random" if seed % 2 else "basic")
    replayed = replay(record_from_state(state))
    assert replayed.ok and replayed.state.result == state.result
    assert record_from_state(pickle.loads(pickle.dumps(state))) == record_from_state(state)
    clone = copy.deepcopy(state)
    assert record_from_state(clone) == record_from_state(state) and clone.hands is not state.hands


@pytest.mark.parametrize(("game", "variants"), CASES, ids=IDS)
def test_a_copy_mid_hand_plays_on_alone(game: str, variants: tuple[str, ...]) -> None:
    players = players_for(game, variants)
    state = new_hand(game, players, variants, seed=11)
    for _ in range(5):
        if state.turn is None:
            break
        state.apply(state.legal_actions()[0])
    clone = copy.copy(state)
    if clone.turn is not None:
        clone.apply(clone.legal_actions()[-1])
        assert len(clone.actions) == len(state.actions) + 1
    restored = pickle.loads(pickle.dumps(state))
    assert restored.legal_actions() == state.legal_actions()


def _back_and_on(state: HandState) -> None:
    """Take back every push, then play on two actions."""
    while state._undo:
        state.pop()
    for _ in range(2):
        if state.turn is not None:
            state.apply(state.legal_actions()[-1])


@pytest.mark.parametrize(("game", "variants"), CASES, ids=IDS)
@pytest.mark.parametrize("take_copy", [copy.copy, copy.deepcopy, HandState.copy])
@pytest.mark.parametrize("copy_first", [True, False])
def test_a_copy_taken_inside_a_search_is_its_own(
    game: str, variants: tuple[str, ...], take_copy: Any, copy_first: bool
) -> None:
    """A search copies a state with pushes pending: the pops and moves of the one,
    then of the other, stay in their own state."""
    state = new_hand(game, players_for(game, variants), variants, seed=5)
    for _ in range(3):
        if state.turn is not None:
            state.push(state.legal_actions()[0])
    clone = take_copy(state)
    first, second = (clone, state) if copy_first else (state, clone)
    untouched = figures(second)
    _back_and_on(first)
    assert figures(second) == untouched, "taking back in one state changed the other"
    done = figures(first)
    _back_and_on(second)
    assert figures(first) == done, "taking back in one state changed the other"
    assert figures(clone) == figures(state) and clone.__dict__ is not state.__dict__


def _play_hands(match: Match, count: int) -> None:
    bots = [get_bot("basic") for _ in range(match.players)]
    for _ in range(count):
        if match.is_over:
            return
        hand = match.current if match.current is not None and not match.current.is_over else match.new_hand()
        while hand.turn is not None:
            hand.apply(bots[hand.turn].choose(hand, hand.turn), hand.turn)


@pytest.mark.parametrize(("game", "variants"), CASES, ids=IDS)
def test_a_match_pickles_mid_hand_and_plays_on_the_same(game: str, variants: tuple[str, ...]) -> None:
    """A game sent to a worker process: pickled inside a hand, it plays on as the original."""
    match = Match(game, players_for(game, variants), variants, seed=8, hands=4)
    _play_hands(match, 1)
    if not match.is_over:  # a game of one hand (wild Maison Tarot, MT5) pickles when over
        hand = match.new_hand()
        for _ in range(3):
            if hand.turn is not None:
                hand.apply(hand.legal_actions()[0])
    restored = pickle.loads(pickle.dumps(match))
    assert restored.spec.active_variants == match.spec.active_variants
    assert [record_from_state(h) for h in restored.hands] == [record_from_state(h) for h in match.hands]
    _play_hands(match, 3)
    _play_hands(restored, 3)
    assert [record_from_state(h) for h in restored.hands] == [record_from_state(h) for h in match.hands]
    assert restored.totals == match.totals


@pytest.mark.parametrize("game", [spec.id for spec in available_games()])
def test_whole_games_end(game: str) -> None:
    spec = next(s for s in available_games() if s.id == game)
    players = spec.default_players
    match = Match(game, players, seed=3, hands=3 if spec.match.target is None else None)
    bots = [get_bot("basic") for _ in range(players)]
    while not match.is_over:
        hand = match.new_hand()
        while hand.turn is not None:
            hand.apply(bots[hand.turn].choose(hand, hand.turn), hand.turn)
        assert len(match.hands) < 200
    assert match.winners


def variant_pairs() -> list[tuple[str, tuple[str, str]]]:
    return [(spec.id, (a, b)) for spec in available_games()
            for i, a in enumerate(spec.variants) for b in list(spec.variants)[i + 1:]]


@pytest.mark.parametrize(("game", "pair"), variant_pairs(), ids=[f"{g}+{a}+{b}" for g, (a, b) in variant_pairs()])
def test_every_two_variants_play_a_hand_together_or_are_refused_by_name(game: str, pair: tuple[str, str]) -> None:
    """Two variants of a game either make one game that plays a whole hand and
    replays from its record, or are refused, naming both, because they replace the
    same part of the rules (K7's three biddings): never the last one silently winning."""
    spec = next(s for s in available_games() if s.id == game)
    replaced = {spec.variants[name].replaces and spec.variants[name].replaces["en"] for name in pair}
    if len(replaced) == 1 and None not in replaced:
        with pytest.raises(UnknownGame, match=f"variant: {pair[0]} and {pair[1]} each replace"):
            new_hand(game, players_for(game, (pair[0],)), pair, seed=1)
        return
    state = new_hand(game, players_for(game, pair), pair, seed=1)
    rng = random.Random(1)
    while state.result is None:
        state.apply(rng.choice(state.legal_actions()))
    assert state.spec.active_variants == pair
    replayed = replay(record_from_state(state))
    assert replayed.ok and replayed.state.result == state.result


def test_the_catalogue_lists_every_game_with_both_languages() -> None:
    entries = catalogue()
    assert [e.id for e in entries] == [s.id for s in available_games()]
    for entry in entries:
        assert entry.summary.get("en") and entry.summary.get("nl"), entry.id
        assert entry.title.get("en") and entry.title.get("nl")
        assert entry.rules
        for variant in entry.variants:
            assert variant.summary.get("en") and variant.summary.get("nl"), (entry.id, variant.name)
            assert variant.rule in entry.rules or variant.rule, variant.name


def test_a_klaverjas_4_game_opens_with_clubs_then_turns_suits() -> None:
    """K6: clubs stands in for the turned suit in the first hand of a game only."""
    match = Match("klaverjas-4", seed=5)
    first = match.new_hand()
    assert first.options["first_hand"] is True and first.deal.trumps is not None and first.deal.trumps[0] == 0
    bots = [get_bot("basic") for _ in range(4)]
    while first.turn is not None:
        first.apply(bots[first.turn].choose(first, first.turn), first.turn)
    assert match.new_hand().options["first_hand"] is (first.ended == "all-passed")


@pytest.mark.parametrize(("game", "variants"), CASES, ids=IDS)
def test_events_read_as_they_happen_are_the_events_read_at_the_end(game: str, variants: tuple[str, ...]) -> None:
    """Each trick's own event is made from the trick log when the events are read,
    before the first event logged after the trick: read after every action, after a
    push and pop, or once at the end, the events are the same, one "trick" per trick."""
    players = players_for(game, variants)
    for seed in range(3):
        state = new_hand(game, players, variants, seed=seed)
        quiet = new_hand(game, players, variants, seed=seed)  # the same hand, its events never read on the way
        rng = random.Random(seed)
        seen: list[Any] = list(state.events)  # the antes, a turned seven: logged as the hand is dealt
        while state.result is None:
            legal = state.legal_actions()
            if len(state.actions) % 7 == 3:  # a search's push and pop leave the events as they were
                state.push_legal(legal[-1])
                state.events  # noqa: B018 (read inside the push)
                state.pop()
                assert state.events == seen
            action = rng.choice(legal)
            state.apply(action)
            quiet.apply(action)
            events = state.events
            assert events[:len(seen)] == seen
            seen = list(events)
        assert quiet.events == seen
        trick_events = [e for e in seen if e.kind == "trick"]
        assert [e.number for e in trick_events] == list(range(1, len(state.tricks) + 1))
        assert [e.seat for e in trick_events] == [t.winner for t in state.tricks]
        assert all(later.number >= e.number for e, later in zip(seen, seen[1:]))


@pytest.mark.parametrize(("game", "variants"), CASES, ids=IDS)
def test_playing_legal_actions_builds_no_text(game: str, variants: tuple[str, ...],
                                              monkeypatch: pytest.MonkeyPatch) -> None:
    """Words are made when someone reads them (a refusal, a hint, the replay), never on
    the path of listing and taking legal actions: a refusal's text built at every step
    of Leipzig's discard once cost a fifth of its hand's time, and no test saw it."""
    players = players_for(game, variants)
    states = [new_hand(game, players, variants, seed=seed) for seed in range(12)]
    rng = random.Random(3)

    def no_words(*_: object, **__: object) -> None:
        pytest.fail("text built while playing legal actions")

    for name in ("say", "fill", "both", "join", "card_list", "result_heading"):
        monkeypatch.setattr(i18n, name, no_words)
    monkeypatch.setattr(Card, "name", no_words)
    for state in states:
        while state.result is None and state.legal_actions():
            state.apply(rng.choice(state.legal_actions()))
    assert all(state.result is not None for state in states)
