"""Game records (``shared/RECORD.md``): write a hand as JSON, read one back with every
field checked, and replay it action by action through the engine.

A record is how a hand leaves tarotlib and comes back: saved by a learner, handed out
by a teacher, checked by another implementation of the rules. Reading never trusts
the file: each problem is a :class:`~tarotlib.errors.RecordError` naming its field
(``deal.hands[1][4]``), and an illegal action is reported with its index and rule id
by :func:`replay`, never as a traceback. Nothing here knows a particular game: the
game's :class:`~tarotlib.spec.GameSpec` says how many cards a hand holds and which
options exist, and :mod:`tarotlib.actions` parses the actions.

    >>> from tarotlib import new_hand
    >>> hand = new_hand("maison-tarot", 4, seed=1)
    >>> hand.play(hand.legal_cards()[0])
    >>> replay(record_from_state(hand)).steps[0].action == hand.actions[0][1]
    True
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Any, Callable, Mapping, NamedTuple, TypeVar, Union

from tarotlib.actions import Action, action_from_json, card_index
from tarotlib.cards import SUITS, suit_index
from tarotlib.errors import IllegalAction, RecordError, TarotlibError, UnknownGame, shown
from tarotlib.games import get_game
from tarotlib.hands import new_hand
from tarotlib.spec import GAME_RESULT_KEYS, RESULT_KEYS, GameSpec
from tarotlib.state import Deal, HandState, check_deal

FORMAT = "tarotlib-record/1"

_RECORD_KEYS = ("format", "game", "variant", "options", "players", "dealer", "deal", "actions", "result")
_DEAL_KEYS = ("hands", "rest", "turned", "trumps")
_RESULT_KEYS = RESULT_KEYS + GAME_RESULT_KEYS


@dataclass
class RecordDeal:
    """``deal``: each seat's cards as dealt, the cards left over, the turned card."""

    hands: list[list[str]]
    rest: list[str] = field(default_factory=list)
    turned: str | None = None
    trumps: list[str] | None = None  # Klaverjas-4 only
    extra: dict[str, Any] = field(default_factory=dict)  # its "x-..." keys, kept as they are

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"hands": self.hands, "rest": self.rest, "turned": self.turned}
        if self.trumps is not None:
            out["trumps"] = self.trumps
        return out | self.extra


@dataclass
class Record:
    """One hand as RECORD.md writes it; ``to_json()`` gives the keys in the document's order."""

    game: str
    players: int
    dealer: int
    deal: RecordDeal
    variant: list[str] = field(default_factory=list)
    options: dict[str, Any] = field(default_factory=dict)
    actions: list[dict[str, Any]] = field(default_factory=list)  # each with its "seat"
    result: dict[str, Any] | None = None
    extra: dict[str, Any] = field(default_factory=dict)  # the record's "x-..." keys, kept as they are
    format: str = FORMAT

    def to_json(self) -> dict[str, Any]:
        return {
            "format": self.format,
            "game": self.game,
            "variant": self.variant,
            "options": self.options,
            "players": self.players,
            "dealer": self.dealer,
            "deal": self.deal.to_json(),
            "actions": self.actions,
            "result": self.result,
        } | self.extra


RecordSource = Union[str, bytes, Mapping[str, Any], Record]
"""What the readers take: JSON text, a parsed JSON object, or a :class:`Record`."""


# ---------------------------------------------------------------- writing
def record_from_state(state: HandState) -> dict[str, Any]:
    """The record of a hand as far as it has been played (``result`` null until it ends)."""
    pack = state.pack
    deal = state.deal
    record = Record(
        game=state.spec.id,
        variant=list(state.spec.active_variants),
        options=dict(state.options),
        players=state.players,
        dealer=state.dealer,
        deal=RecordDeal(
            hands=[[pack.codes[i] for i in hand] for hand in deal.hands],
            rest=[pack.codes[i] for i in deal.rest],
            turned=None if deal.turned is None else pack.codes[deal.turned],
            trumps=None if deal.trumps is None else [SUITS[t] for t in deal.trumps],
        ),
        actions=[{"seat": seat, **action.to_json()} for seat, action in state.actions],
        result=None if state.result is None else state.result.to_json(),
    )
    return record.to_json()


def dumps(record: Record | Mapping[str, Any]) -> str:
    """JSON for people and diffs: one key a line, each hand and each action on one line."""
    data = record.to_json() if isinstance(record, Record) else record
    return _pretty(data, "")


def _pretty(value: Any, indent: str) -> str:
    """One line for a value that is short or holds no lists or objects; else one line per item."""
    flat = json.dumps(value, ensure_ascii=False)
    if not isinstance(value, (dict, list)) or len(flat) <= 100 or not any(
        isinstance(v, (dict, list)) for v in (value.values() if isinstance(value, dict) else value)
    ):
        return flat
    inner = indent + " "
    if isinstance(value, dict):
        items = [f"{inner}{json.dumps(k, ensure_ascii=False)}: {_pretty(v, inner)}" for k, v in value.items()]
        return "{\n" + ",\n".join(items) + f"\n{indent}}}"
    return "[\n" + ",\n".join(inner + _pretty(v, inner) for v in value) + f"\n{indent}]"


# ---------------------------------------------------------------- reading
class _Checked(NamedTuple):
    """A record that passed every check, with what the engine needs to replay it."""

    record: Record
    state: HandState  # as dealt, before any action
    actions: list[tuple[int, Action]]


def load_record(source: RecordSource) -> Record:
    """Read and check a record (JSON text or an already parsed object).

    Every field is checked against RECORD.md and the game's description; the first
    problem raises :class:`RecordError` naming the field. Whether the actions are legal
    is :func:`replay`'s question.
    """
    return _check(source).record


def _check(source: RecordSource) -> _Checked:
    data = _parse(source)
    extra = _extra_keys(data, _RECORD_KEYS, "")
    if "format" not in data:
        raise RecordError("format", "missing: this is no tarotlib record", "ontbreekt: dit is geen tarotlib-record")
    if data["format"] != FORMAT:
        raise RecordError(
            "format", f"{shown(data['format'])} is not {FORMAT!r}", f"{shown(data['format'])} is niet {FORMAT!r}"
        )
    game = _required(data, "game")
    if not isinstance(game, str):
        raise RecordError("game", f"must be a game id, not {shown(game)}", f"moet een spel-id zijn, niet {shown(game)}")
    variant = data.get("variant", [])
    if not isinstance(variant, list) or not all(isinstance(v, str) for v in variant):
        raise RecordError("variant", "must be a list of variant names", "moet een lijst van variantnamen zijn")
    spec = _engine_call(lambda: get_game(game, variant))
    players = _whole_number(data, "players")
    if not spec.min_players <= players <= spec.max_players:  # before options, whose defaults depend on it
        raise RecordError("players", *spec.wrong_players(players))
    given_options = data.get("options", {})
    if not isinstance(given_options, dict):
        raise RecordError("options", "must be a JSON object", "moet een JSON-object zijn")
    options = _engine_call(lambda: spec.resolve_options(players, given_options))
    _engine_call(lambda: spec.validate_players(players, options))
    dealer = _whole_number(data, "dealer")
    if not 0 <= dealer < players:
        raise RecordError(
            "dealer", f"must be a seat from 0 to {players - 1}, not {dealer}",
            f"moet een stoel van 0 tot {players - 1} zijn, niet {dealer}",
        )
    deal, engine_deal = _check_deal(_required(data, "deal"), spec, players, dealer, options)
    actions, parsed = _check_actions(data.get("actions", []), spec, players)
    result = data.get("result")
    if result is not None:
        if not isinstance(result, dict):
            raise RecordError("result", "must be a JSON object or null", "moet een JSON-object of null zijn")
        _extra_keys(result, _RESULT_KEYS, "result.")  # its x- keys stay in the record, and are compared with nothing
    record = Record(
        game=game, variant=variant, options=given_options, players=players, dealer=dealer, deal=deal,
        actions=actions, result=result, extra=extra,
    )
    state = new_hand(spec, players, options=options, dealer=dealer, deal=engine_deal)
    return _Checked(record, state, parsed)


def _parse(source: RecordSource) -> dict[str, Any]:
    if isinstance(source, Record):
        return source.to_json()
    if isinstance(source, (str, bytes)):
        if isinstance(source, str) and source.startswith("\ufeff"):
            source = source[1:]  # the BOM of an editor's "UTF-8 with BOM": JSON readers may skip it (RFC 8259)
        try:
            source = json.loads(source, object_pairs_hook=_object_once)
        except RecordError:
            raise
        except json.JSONDecodeError as error:
            raise RecordError(
                "record", f"not valid JSON: {error.msg} at line {error.lineno}, column {error.colno}",
                f"geen geldige JSON: {error.msg} op regel {error.lineno}, kolom {error.colno}",
            ) from None
        except UnicodeDecodeError:
            raise RecordError("record", "not UTF-8 text", "geen UTF-8-tekst") from None
        except RecursionError:
            raise RecordError("record", "nested too deeply", "te diep genest") from None
        except ValueError:  # a whole number beyond Python's digit limit (sys.get_int_max_str_digits)
            raise RecordError(
                "record", "holds a number with too many digits", "bevat een getal met te veel cijfers"
            ) from None
    if not isinstance(source, Mapping):
        raise RecordError("record", "must be a JSON object", "moet een JSON-object zijn")
    return dict(source)


def _object_once(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    """A JSON object whose every key is named once: of two values under one key, JSON's
    readers keep either (Python's the last), so the record would say two things."""
    data = dict(pairs)
    if len(data) < len(pairs):
        seen: set[str] = set()
        for key, _ in pairs:
            if key in seen:
                raise RecordError(key, "named twice in one object: which value holds?",
                                  "twee keer genoemd in één object: welke waarde geldt?")
            seen.add(key)
    return data


def _extra_keys(data: Mapping[str, Any], known: tuple[str, ...], prefix: str) -> dict[str, Any]:
    """The ``x-...`` keys, kept; any other key the format does not know is refused."""
    for key in data:
        if key not in known and not (isinstance(key, str) and key.startswith("x-")):
            raise RecordError(
                f"{prefix}{key if isinstance(key, str) else shown(key)}",
                "unknown key (a program's own keys start with 'x-')",
                "onbekende sleutel (eigen sleutels van een programma beginnen met 'x-')",
            )
    return {k: v for k, v in data.items() if k.startswith("x-")}


def _required(data: Mapping[str, Any], key: str) -> Any:
    if key not in data:
        raise RecordError(key, "missing", "ontbreekt")
    return data[key]


def _whole_number(data: Mapping[str, Any], key: str) -> int:
    value = _required(data, key)
    if isinstance(value, bool) or not isinstance(value, int):
        raise RecordError(key, f"must be a whole number, not {shown(value)}",
                          f"moet een geheel getal zijn, niet {shown(value)}")
    return value


_T = TypeVar("_T")


def _engine_call(call: Callable[[], _T]) -> _T:
    """Run an engine check; its :class:`UnknownGame` starts with the field ('options.pot: ...')."""
    try:
        return call()
    except UnknownGame as error:
        field_name, _, message_en = error.message_en.partition(": ")
        message_nl = error.message_nl.partition(": ")[2] or message_en
        raise RecordError(field_name, message_en, message_nl) from None


def _card_list(value: Any, where: str) -> list[Any]:
    if not isinstance(value, list):
        raise RecordError(where, "must be a list of cards", "moet een lijst van kaarten zijn")
    return value


def _check_deal(
    deal: Any, spec: GameSpec, players: int, dealer: int, options: Mapping[str, Any]
) -> tuple[RecordDeal, Deal]:
    """The codes read card by card (each error naming its place), then the deal checked
    as the engine checks every deal (:func:`~tarotlib.state.check_deal`): each hand its
    size, every card once, the turned card and the suits to turn where the game has them."""
    if not isinstance(deal, dict):
        raise RecordError("deal", "must be a JSON object", "moet een JSON-object zijn")
    extra = _extra_keys(deal, _DEAL_KEYS, "deal.")
    hands = deal.get("hands")
    if not isinstance(hands, list) or len(hands) != players:
        raise RecordError(
            "deal.hands", f"must be a list of {players} lists of cards, one per seat",
            f"moet een lijst van {players} lijsten van kaarten zijn, één per stoel",
        )
    engine_hands = tuple(
        tuple(card_index(code, f"deal.hands[{seat}][{i}]", spec.pack)
              for i, code in enumerate(_card_list(hand, f"deal.hands[{seat}]")))
        for seat, hand in enumerate(hands)
    )
    rest = _card_list(deal.get("rest", []), "deal.rest")
    engine_rest = tuple(card_index(code, f"deal.rest[{i}]", spec.pack) for i, code in enumerate(rest))
    turned = deal.get("turned")
    engine_turned = None if turned is None else card_index(turned, "deal.turned", spec.pack)
    trumps = deal.get("trumps")
    engine_trumps = None
    if trumps is not None:
        indices = [suit_index(t) for t in trumps] if isinstance(trumps, list) else [None]
        engine_trumps = tuple(index for index in indices if index is not None)
        if len(engine_trumps) != len(indices):
            raise RecordError("deal.trumps", "must be a list of suits 'c', 'd', 'h', 's'",
                              "moet een lijst van kleuren 'c', 'd', 'h', 's' zijn")
    elif spec.deal.trumps is not None:
        raise RecordError("deal.trumps", "missing: the suits to turn, in order (K6)",
                          "ontbreekt: de kleuren om te draaien, op volgorde (K6)")
    engine_deal = Deal(engine_hands, engine_rest, engine_turned, engine_trumps)
    check_deal(spec, players, dealer, options, engine_deal)
    record_deal = RecordDeal(hands=hands, rest=rest, turned=turned, trumps=trumps, extra=extra)
    return record_deal, engine_deal


def _check_actions(
    actions: Any, spec: GameSpec, players: int
) -> tuple[list[dict[str, Any]], list[tuple[int, Action]]]:
    """Each action an object with a seat and one action key of this game (:func:`action_from_json`)."""
    if not isinstance(actions, list):
        raise RecordError("actions", "must be a list of actions", "moet een lijst van acties zijn")
    parsed: list[tuple[int, Action]] = []
    for i, data in enumerate(actions):
        where = f"actions[{i}]"
        seat = data.get("seat") if isinstance(data, dict) else None
        if isinstance(data, dict) and (isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < players):
            raise RecordError(
                f"{where}.seat", f"must be a seat from 0 to {players - 1}, not {shown(seat)}",
                f"moet een stoel van 0 tot {players - 1} zijn, niet {shown(seat)}",
            )
        action = action_from_json(data, spec.pack, where)
        assert isinstance(seat, int)  # action_from_json took only an object, its seat checked above
        if action.kind not in spec.action_keys:
            known = ", ".join(spec.action_keys)
            raise RecordError(f"{where}.{action.kind}", f"{spec.title['en']} has no such action (it knows: {known})",
                              f"{spec.title['nl']} kent zo'n actie niet (wel: {known})")
        parsed.append((seat, action))
    return actions, parsed


# ---------------------------------------------------------------- replaying
@dataclass(frozen=True)
class Step:
    """One action of a replay, with every action that was legal at that point."""

    seat: int
    legal: tuple[Action, ...]
    action: Action

    def to_json(self) -> dict[str, Any]:
        legal = sorted((a.to_json() for a in self.legal), key=canonical_json)
        return {"seat": self.seat, "legal": legal, "action": self.action.to_json()}


@dataclass
class Replay:
    """A record played through the engine: the steps that were legal, and where it stopped.

    ``error`` is the :class:`~tarotlib.errors.IllegalAction` of the action at ``index``,
    or a :class:`RecordError` (``index`` None) when the record's ``result`` disagrees
    with the engine's.
    """

    record: Record
    state: HandState
    steps: list[Step]
    index: int | None = None
    error: TarotlibError | None = None

    @property
    def ok(self) -> bool:
        return self.error is None

    def to_json(self, lang: str = "en") -> dict[str, Any]:
        """The line ``replay --json`` prints (without ``file``)."""
        if self.error is None:
            result = None if self.state.result is None else self.state.result.to_json()
            return {"ok": True, "steps": [step.to_json() for step in self.steps], "result": result}
        if isinstance(self.error, IllegalAction):
            return {"ok": False, "index": self.index, "rule": self.error.rule,
                    "message": self.error.explanation(lang)}
        return {"ok": False, "index": None, "rule": None, "message": self.error.message(lang)}


def replay(source: RecordSource) -> Replay:
    """Apply a record's actions one by one through ``HandState.apply``.

    A malformed record raises :class:`RecordError`; an illegal action stops the replay
    and is reported in the returned :class:`Replay` with its index and rule.
    """
    checked = _check(source)
    state = checked.state
    steps: list[Step] = []
    for index, (seat, action) in enumerate(checked.actions):
        legal = tuple(state.legal_actions())
        try:
            state.apply(action, seat)
        except IllegalAction as error:
            return Replay(checked.record, state, steps, index, error)
        steps.append(Step(seat, legal, action))
    return Replay(checked.record, state, steps, None, _compare_result(checked.record, state))


def _compare_result(record: Record, state: HandState) -> RecordError | None:
    """The record's ``result`` against the engine's: each required key, no figure of another
    game (``sheet`` in Maison Tarot), and each key both have; ``x-...`` keys are not compared."""
    claimed = record.result
    if claimed is None:
        return None
    if state.result is None:
        return RecordError(
            "result", f"the hand is not over after the record's {len(record.actions)} actions, so it has no result",
            f"de hand is na de {len(record.actions)} acties van het record nog niet af, dus er is geen uitslag",
        )
    computed = state.result.to_json()
    for key in RESULT_KEYS:
        if key not in claimed:
            return RecordError(f"result.{key}", "missing", "ontbreekt")
    for key in claimed:
        if key not in computed and not key.startswith("x-"):
            title_en, title_nl, has = state.spec.full_title("en"), state.spec.full_title("nl"), ", ".join(computed)
            return RecordError(f"result.{key}", f"{title_en} has no such figure: its result has {has}",
                               f"{title_nl} heeft zo'n getal niet: de uitslag heeft {has}")
    for key, value in computed.items():
        if key in claimed and not key.startswith("x-") and not _same(claimed[key], value):
            said, given = canonical_json(claimed[key]), canonical_json(value)
            return RecordError(
                f"result.{key}", f"the record says {said}, the rules give {given}",
                f"het record zegt {said}, de regels geven {given}",
            )
    return None


def _same(claimed: Any, computed: Any) -> bool:
    """Equal and of the same JSON type all the way down: ``true`` is not 1, ``0.0`` is not 0."""
    if isinstance(computed, (list, tuple)):
        return (isinstance(claimed, (list, tuple)) and len(claimed) == len(computed)
                and all(map(_same, claimed, computed)))
    if isinstance(computed, dict):
        return (isinstance(claimed, dict) and claimed.keys() == computed.keys()
                and all(_same(claimed[k], v) for k, v in computed.items()))
    return type(claimed) is type(computed) and claimed == computed


def canonical_json(value: Any) -> str:
    """The JSON text RECORD.md sorts legal actions by: sorted keys, no spaces."""
    return json.dumps(value, sort_keys=True, separators=(",", ":"), ensure_ascii=False)
