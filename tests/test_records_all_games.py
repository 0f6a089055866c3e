"""Records of the games with phases (RECORD.md): malformed ones are refused with the
field named, illegal actions with their rule, and every game round-trips through
``selfplay`` and ``replay`` on the command line."""

from __future__ import annotations

import functools
import json
from typing import Any, Callable

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tarotlib import new_hand
from tarotlib.__main__ import main
from tarotlib.bots import get_bot, play_out
from tarotlib.errors import RecordError
from tarotlib.games import available_games
from tarotlib.record import record_from_state, replay


def played(game: str, variants: tuple[str, ...] = (), seed: int = 4, players: int | None = None) -> dict[str, Any]:
    state = new_hand(game, players, variants, seed=seed)
    play_out(state, [get_bot("basic") for _ in range(state.players)])
    return record_from_state(state)


def first(record: dict[str, Any], key: str) -> int:
    return next(i for i, a in enumerate(record["actions"]) if key in a)


MALFORMED: list[tuple[str, str, Callable[[dict[str, Any]], Any], str]] = [
    ("Troggen dealer hand of 25", "maison-troggen",
     lambda r: r["deal"]["rest"].extend(r["deal"]["hands"][r["dealer"]][25:])
     or r["deal"]["hands"][r["dealer"]].__delitem__(slice(25, None)), "deal.hands[{dealer}]"),
    ("Leipzig dealer hand of 25", "leipzig-taroc",
     lambda r: r["deal"]["rest"].extend(r["deal"]["hands"][r["dealer"]][25:])
     or r["deal"]["hands"][r["dealer"]].__delitem__(slice(25, None)), "deal.hands[{dealer}]"),
    ("Marjolet without a turned card", "marjolet",
     lambda r: r["deal"]["rest"].append(r["deal"]["turned"]) or r["deal"].__setitem__("turned", None), "deal.turned"),
    ("Marjolet stock card twice", "marjolet",
     lambda r: r["deal"]["rest"].__setitem__(0, r["deal"]["rest"][1]), "deal.rest[1]"),
    ("Marjolet stock short", "marjolet", lambda r: r["deal"]["rest"].pop(), "deal"),
    ("Klaverjas-4 without the suits to turn", "klaverjas-4", lambda r: r["deal"].pop("trumps"), "deal.trumps"),
    ("Klaverjas-4 three suits to turn", "klaverjas-4",
     lambda r: r["deal"].__setitem__("trumps", ["c", "d", "h"]), "deal.trumps"),
    ("Klaverjas-4 a suit twice", "klaverjas-4", lambda r: r["deal"].__setitem__("trumps", ["h", "h"]), "deal.trumps"),
    ("Klaverjas-3 skart of three", "klaverjas-3",
     lambda r: r["deal"]["rest"].append(r["deal"]["hands"][0].pop()), "deal.hands[0]"),
    ("a bid in Maison Tarot", "maison-tarot",
     lambda r: r["actions"].__setitem__(3, {"seat": 0, "bid": "pass"}), "actions[3].bid"),
    ("a discard in Marjolet", "marjolet",
     lambda r: r["actions"].__setitem__(0, {"seat": 0, "discard": "7c"}), "actions[0].discard"),
    ("a bid naming no suit", "klaverjas-4",
     lambda r: r["actions"].__setitem__(0, {"seat": 0, "bid": "play", "trump": "x"}), "actions[0].trump"),
    ("a bid naming an empty suit", "klaverjas-4",  # '' is in 'cdhs', and was taken for clubs
     lambda r: r["actions"].__setitem__(0, {"seat": 0, "bid": "play", "trump": ""}), "actions[0].trump"),
    ("a bid naming two suits", "klaverjas-4",
     lambda r: r["actions"].__setitem__(0, {"seat": 0, "bid": "play", "trump": "cd"}), "actions[0].trump"),
    ("a bid naming a number for a suit", "klaverjas-4",  # a TypeError before
     lambda r: r["actions"].__setitem__(0, {"seat": 0, "bid": "play", "trump": 2**63}), "actions[0].trump"),
    ("a bid naming a list for a suit", "klaverjas-4",
     lambda r: r["actions"].__setitem__(0, {"seat": 0, "bid": "play", "trump": [[]]}), "actions[0].trump"),
    ("Klaverjas-4 an empty suit to turn", "klaverjas-4",
     lambda r: r["deal"].__setitem__("trumps", ["", "h"]), "deal.trumps"),
    ("a declaration without cards", "leipzig-taroc",
     lambda r: r["actions"].__setitem__(3, {"seat": 0, "declare": {"combo": "matadors"}}), "actions[3].declare"),
    ("a declaration with an empty name", "marjolet",  # Declare's own TarotlibError escaped replay before
     lambda r: r["actions"].__setitem__(3, {"seat": 0, "declare": {"combo": "", "cards": ["7d"]}}),
     "actions[3].declare.combo"),
    ("a double that is no yes or no", "klaverjas-4",
     lambda r: r["actions"].__setitem__(0, {"seat": 0, "double": 1}), "actions[0].double"),
]


@pytest.mark.parametrize(("case", "game", "mutate", "field"), MALFORMED, ids=[m[0] for m in MALFORMED])
def test_malformed_records_name_their_field(case: str, game: str, mutate: Callable[[dict[str, Any]], Any],
                                            field: str) -> None:
    variants = ("kraken",) if "double" in case else ()
    record = played(game, variants)
    mutate(record)
    with pytest.raises(RecordError) as caught:
        replay(json.dumps(record))
    assert caught.value.field == field.format(dealer=record["dealer"])


def test_an_unknown_combination_is_refused_with_its_rule() -> None:
    record = played("leipzig-taroc")
    at = first(record, "declare")
    record["actions"][at]["declare"] = {"combo": "five-kings", "cards": ["Kc", "Kd"]}
    result = replay(json.dumps(record))
    assert not result.ok and result.index == at and result.error is not None
    assert result.error.rule == "LT2"  # type: ignore[attr-defined]
    assert "five-kings" in result.error.message("en")


def test_the_same_combination_twice_is_refused() -> None:
    record = played("leipzig-taroc")
    at = first(record, "declare")
    record["actions"].insert(at + 1, dict(record["actions"][at]))
    result = replay(json.dumps(record))
    assert not result.ok and result.index == at + 1


def test_a_play_during_the_bidding_is_refused_in_the_learners_words() -> None:
    record = played("klaverjas-4")
    card = record["deal"]["hands"][(record["dealer"] + 1) % 4][0]
    record["actions"][0] = {"seat": (record["dealer"] + 1) % 4, "play": card}
    result = replay(json.dumps(record))
    assert result.index == 0 and result.error is not None
    assert result.error.rule == "phase"  # type: ignore[attr-defined]
    assert result.error.explanation("en") == "It is the bidding now: say play or pass."  # type: ignore[attr-defined]
    assert result.error.explanation("nl") == "Er wordt nu geboden: zeg spelen of passen."  # type: ignore[attr-defined]


@pytest.mark.parametrize("game", [spec.id for spec in available_games()])
def test_selfplay_then_replay_on_the_command_line(game: str, capsys: pytest.CaptureFixture[str],
                                                   tmp_path: Any) -> None:
    assert main(["selfplay", game, "--seed", "9", "--bot", "random"]) == 0
    path = tmp_path / "hand.json"
    path.write_text(capsys.readouterr().out, encoding="utf-8")
    assert main(["replay", "--json", str(path)]) == 0
    line = json.loads(capsys.readouterr().out)
    assert line["ok"] and line["result"] is not None
    for step in line["steps"]:
        assert step["action"] in step["legal"]
        assert "seat" not in step["action"]
    for lang in ("en", "nl"):
        assert main(["replay", "--lang", lang, str(path)]) == 0
        text = capsys.readouterr().out
        assert "Traceback" not in text and text.strip()


# ---------------------------------------------------------------- any one field changed
ODD_VALUES = [None, True, False, 0, -1, 1.5, 10**30, 2**63, "", "x", "cd", "Kh", "\u212ac", " Kc\t", "T21", "EX",
              [], {}, [[[]]], {"a": 1}, [None], ["h", "h"]]
"""Values a broken or hostile program might write anywhere in a record."""
FUZZED = [("maison-tarot", ()), ("maison-troggen", ()), ("triomphe-forcee", ()), ("leipzig-taroc", ("prague-vienna",)),
          ("marjolet", ()), ("binage", ()), ("klaverjas-3", ("four-at-table",)), ("klaverjas-4", ("leids",)),
          ("klaverjas-4", ("kraken",))]


def _places(node: Any, path: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    """Every place in a JSON value, as the keys and indices that lead there."""
    inner = node.items() if isinstance(node, dict) else enumerate(node) if isinstance(node, list) else ()
    return [path] + [place for key, value in inner for place in _places(value, path + (key,))]


@settings(max_examples=1000, deadline=None)
@given(st.sampled_from(FUZZED), st.data())
def test_any_one_field_changed_is_replayed_or_refused_by_name(game: tuple[str, tuple[str, ...]], data: Any) -> None:
    """Whatever one place of a valid record becomes (a value of another type, a huge
    number, a look-alike code, or the place removed), ``replay`` answers with a result
    or a RecordError naming a field: never another exception."""
    record = _fuzz_records()[game]
    place = data.draw(st.sampled_from(_places(record)[1:]))
    changed = json.loads(json.dumps(record))
    parent = changed
    for key in place[:-1]:
        parent = parent[key]
    if data.draw(st.booleans()) and isinstance(parent, dict):
        del parent[place[-1]]
    else:
        parent[place[-1]] = data.draw(st.sampled_from(ODD_VALUES))
    try:
        replay(json.dumps(changed))
    except RecordError as error:
        assert error.field and error.message_en.startswith(error.field)


@functools.cache
def _fuzz_records() -> dict[tuple[str, tuple[str, ...]], dict[str, Any]]:
    """A record of each game with actions to change: the first seed from 5 whose hand is
    not over at the deal (Death dealt ends a Triomphe deal before its first card, TF3)."""
    def with_actions(game: str, variants: tuple[str, ...]) -> dict[str, Any]:
        return next(record for seed in range(5, 100) if (record := played(game, variants, seed=seed))["actions"])
    return {(game, variants): with_actions(game, variants) for game, variants in FUZZED}
