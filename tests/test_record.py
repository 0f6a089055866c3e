"""Game records (RECORD.md): writing, reading with every field checked, replaying."""

from __future__ import annotations

import copy
import json
from typing import Any, Callable

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tarotlib import new_hand
from tarotlib.bots import get_bot, play_out
from tarotlib.errors import RecordError
from tarotlib.record import FORMAT, Record, canonical_json, dumps, load_record, record_from_state, replay
from tarotlib.spec import HandResult
from tarotlib.state import HandState


def played_hand(game: str = "maison-tarot", players: int = 4, variants: tuple[str, ...] = (),
                options: dict[str, int] | None = None, seed: int = 1, bot: str = "basic") -> HandState:
    state = new_hand(game, players, variants, options, seed=seed)
    return play_out(state, [get_bot(bot, seed=f"{seed}:{seat}") for seat in range(players)])


@pytest.fixture
def record() -> dict[str, Any]:
    return record_from_state(played_hand())


# ---------------------------------------------------------------- writing and round trips
@pytest.mark.parametrize(
    "game, players, variants, options, seed",
    [
        ("maison-tarot", 4, (), None, 1),
        ("maison-tarot", 2, (), None, 2),
        ("maison-tarot", 6, (), None, 3),
        ("la-rigueur", 3, (), None, 4),
        ("maison-tarot", 5, ("wild",), {"cards": 9, "pot": 3}, 5),
        ("maison-tarot", 2, ("wild",), {"cards": 39}, 6),
    ],
)
def test_round_trip(game: str, players: int, variants: tuple[str, ...], options: dict[str, int] | None,
                    seed: int) -> None:
    state = played_hand(game, players, variants, options, seed, bot="random")
    written = record_from_state(state)
    replayed = replay(dumps(written))
    assert replayed.ok
    assert [(s.seat, s.action) for s in replayed.steps] == state.actions
    assert replayed.state.deal == state.deal
    assert replayed.state.result == state.result
    assert record_from_state(replayed.state) == written
    assert load_record(written).to_json() == written


def test_record_fields(record: dict[str, Any]) -> None:
    assert list(record) == ["format", "game", "variant", "options", "players", "dealer", "deal", "actions", "result"]
    assert record["format"] == FORMAT
    assert record["deal"]["turned"] is None and "trumps" not in record["deal"]
    assert all(len(hand) == 12 for hand in record["deal"]["hands"])
    assert len(record["deal"]["rest"]) == 78 - 48
    assert record["actions"][0] == {"seat": (record["dealer"] + 1) % 4, "play": record["actions"][0]["play"]}
    assert set(record["result"]) >= {"tricks", "card_points", "score"}


def test_wild_record_writes_every_option() -> None:
    written = record_from_state(played_hand(variants=("wild",), options={"cards": 9}))
    assert written["variant"] == ["wild"]
    assert written["options"] == {"cards": 9, "pot": 4}
    assert written["result"]["pot_share"] == replay(written).state.result.to_json()["pot_share"]


def test_unfinished_hand_has_null_result_and_replays() -> None:
    state = new_hand("la-rigueur", 4, seed=3)
    for _ in range(7):
        state.apply(state.legal_actions()[0])
    written = record_from_state(state)
    assert written["result"] is None and len(written["actions"]) == 7
    replayed = replay(written)
    assert replayed.ok and replayed.state.result is None and replayed.to_json()["result"] is None
    assert replayed.state.turn == state.turn


def test_a_deal_without_actions_is_a_prepared_hand(record: dict[str, Any]) -> None:
    del record["actions"], record["result"]
    state = replay(record).state
    assert state.actions == [] and state.hands == [sum(1 << i for i in h) for h in state.deal.hands]


def test_x_keys_are_kept(record: dict[str, Any]) -> None:
    record["x-teacher"] = {"lesson": 3}
    record["deal"]["x-note"] = "shuffled by hand"
    record["actions"][0]["x-comment"] = "a good lead"
    loaded = load_record(json.dumps(record))
    assert loaded.extra == {"x-teacher": {"lesson": 3}}
    assert loaded.to_json() == record
    assert replay(loaded).ok


def test_dumps_is_json_with_one_action_a_line(record: dict[str, Any]) -> None:
    text = dumps(record)
    assert json.loads(text) == record
    lines = text.splitlines()
    assert sum(line.strip().startswith('{"seat"') for line in lines) == len(record["actions"])
    assert dumps(load_record(record)) == text


def test_steps_list_every_legal_action_sorted(record: dict[str, Any]) -> None:
    replayed = replay(record)
    for step, action in zip(replayed.to_json()["steps"], record["actions"]):
        assert step["seat"] == action["seat"]
        assert step["action"] == {"play": action["play"]}
        assert step["action"] in step["legal"]
        assert step["legal"] == sorted(step["legal"], key=canonical_json)
    first = replayed.steps[0]
    assert len(first.legal) == 12  # the lead: any card


def test_record_object_replays_directly(record: dict[str, Any]) -> None:
    loaded = load_record(record)
    assert isinstance(loaded, Record) and replay(loaded).ok


# ---------------------------------------------------------------- malformed records
def _set(path: str, value: Any) -> Callable[[dict[str, Any]], None]:
    """A mutation that sets record[path] (dots and [i] as in the field names)."""

    def mutate(record: dict[str, Any]) -> None:
        keys = path.replace("[", ".").replace("]", "").split(".")
        target: Any = record
        for key in keys[:-1]:
            target = target[int(key) if key.isdigit() else key]
        last = keys[-1]
        target[int(last) if last.isdigit() else last] = value

    return mutate


def _delete(key: str) -> Callable[[dict[str, Any]], None]:
    return lambda record: record.pop(key)  # type: ignore[func-returns-value]


MALFORMED: list[tuple[str, Callable[[dict[str, Any]], Any], str]] = [
    ("format missing", _delete("format"), "format"),
    ("format wrong", _set("format", "tarotlib-record/2"), "format"),
    ("game unknown", _set("game", "skat"), "game"),
    ("game not a string", _set("game", 7), "game"),
    ("variant unknown", _set("variant", ["nuremberg"]), "variant"),
    ("variant not a list", _set("variant", "wild"), "variant"),
    ("variant named twice", _set("variant", ["wild", "wild"]), "variant"),
    ("option unknown", _set("options", {"pot": 3}), "options.pot"),
    ("options not an object", _set("options", [1]), "options"),
    ("players out of range", _set("players", 7), "players"),
    ("players not a number", _set("players", "4"), "players"),
    ("players missing", _delete("players"), "players"),
    ("dealer out of range", _set("dealer", 4), "dealer"),
    ("dealer negative", _set("dealer", -1), "dealer"),
    ("deal not an object", _set("deal", []), "deal"),
    ("deal missing", _delete("deal"), "deal"),
    ("deal unknown key", _set("deal.skart", []), "deal.skart"),
    ("hands not a list", _set("deal.hands", "all"), "deal.hands"),
    ("too few hands", lambda r: r["deal"]["hands"].pop(), "deal.hands"),
    ("a hand not a list", _set("deal.hands[2]", "Kh"), "deal.hands[2]"),
    ("a hand too short", lambda r: r["deal"]["hands"][1].pop(), "deal.hands[1]"),
    ("unknown card", _set("deal.hands[1][4]", "Zz"), "deal.hands[1][4]"),
    ("card not a string", _set("deal.hands[1][4]", 14), "deal.hands[1][4]"),
    ("rest not a list", _set("deal.rest", "Kh"), "deal.rest"),
    ("unknown card in rest", _set("deal.rest[0]", "T22"), "deal.rest[0]"),
    ("cards missing", lambda r: r["deal"]["rest"].pop(), "deal"),
    ("turned card", _set("deal.turned", "T21"), "deal.turned"),
    ("trumps outside Klaverjas-4", _set("deal.trumps", ["h", "s"]), "deal.trumps"),
    ("actions not a list", _set("actions", {"seat": 0}), "actions"),
    ("action not an object", _set("actions[3]", "Kh"), "actions[3]"),
    ("action without seat", lambda r: r["actions"][3].pop("seat"), "actions[3].seat"),
    ("action seat not a number", _set("actions[3].seat", "1"), "actions[3].seat"),
    ("action seat out of range", _set("actions[3].seat", 4), "actions[3].seat"),
    ("action unknown key", _set("actions[3]", {"seat": 0, "bet": "pass"}), "actions[3]"),
    ("a bid in Maison Tarot", _set("actions[3]", {"seat": 0, "bid": "pass"}), "actions[3].bid"),
    ("action two keys", _set("actions[3].discard", "2c"), "actions[3].discard"),
    ("action unknown card", _set("actions[3].play", "Q"), "actions[3].play"),
    ("result not an object", _set("result", [1, 2]), "result"),
    ("unknown top-level key", _set("comment", "hi"), "comment"),
]


@pytest.mark.parametrize("case, mutate, field", MALFORMED, ids=[case for case, _, _ in MALFORMED])
def test_malformed_record_names_its_field(record: dict[str, Any], case: str,
                                          mutate: Callable[[dict[str, Any]], Any], field: str) -> None:
    mutate(record)
    with pytest.raises(RecordError) as caught:
        replay(json.dumps(record))
    assert caught.value.field == field
    assert caught.value.message_en.startswith(f"{field}: ")
    assert caught.value.message_nl.startswith(f"{field}: ")


def test_card_dealt_twice_names_both_places(record: dict[str, Any]) -> None:
    record["deal"]["hands"][2][5] = record["deal"]["hands"][0][3]
    with pytest.raises(RecordError) as caught:
        load_record(record)
    assert caught.value.field == "deal.hands[2][5]"
    assert "deal.hands[0][3]" in caught.value.message_en and "deal.hands[0][3]" in caught.value.message_nl


def test_missing_cards_are_named(record: dict[str, Any]) -> None:
    lost = record["deal"]["rest"].pop()
    with pytest.raises(RecordError, match=lost):
        load_record(record)


def test_wild_hand_size_comes_from_the_options() -> None:
    written = record_from_state(played_hand(variants=("wild",), options={"cards": 9}))
    written["options"]["cards"] = 10
    with pytest.raises(RecordError) as caught:
        load_record(written)
    assert caught.value.field == "deal.hands[0]" and "10" in caught.value.message_en


@pytest.mark.parametrize("text, field", [("{not json", "record"), ("[1, 2]", "record"), ("", "record"),
                                         ('"tarotlib-record/1"', "record"), (b"\xff\xfe", "record")])
def test_not_a_record_at_all(text: str | bytes, field: str) -> None:
    with pytest.raises(RecordError) as caught:
        load_record(text)
    assert caught.value.field == field


JSON_VALUES = st.recursive(
    st.none() | st.booleans() | st.integers(-3, 80) | st.text(max_size=4) | st.sampled_from(["Kh", "EX", "T21"]),
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=5), inner, max_size=3),
    max_leaves=6,
)


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(data=st.data(), value=JSON_VALUES)
def test_any_damage_gives_a_record_error_or_a_verdict(record: dict[str, Any], data: st.DataObject,
                                                      value: Any) -> None:
    """Replace one node anywhere in a good record: never a traceback."""
    damaged = copy.deepcopy(record)
    target: Any = damaged
    while True:
        keys = list(target) if isinstance(target, dict) else list(range(len(target)))
        key = data.draw(st.sampled_from(keys))
        if not isinstance(target[key], (dict, list)) or not target[key] or data.draw(st.booleans()):
            target[key] = value
            break
        target = target[key]
    try:
        replayed = replay(json.dumps(damaged))
    except RecordError as error:
        assert error.field and error.message_nl
    else:
        assert replayed.ok or replayed.to_json()["message"]


# ---------------------------------------------------------------- illegal actions and wrong results
def _first_limited_step(record: dict[str, Any], rule: str) -> tuple[int, str]:
    """The index of the first action made under ``rule``, and a held card that breaks it."""
    replayed = replay(record)
    state = replay({**record, "actions": [], "result": None}).state
    for index, step in enumerate(replayed.steps):
        limit = state.limit()
        if limit is not None and limit.rule == rule:
            bad = next(c for c in state.hand(step.seat) if c not in state.legal_cards())
            return index, bad.code
        state.apply(step.action, step.seat)
    raise AssertionError(f"no step limited by {rule}")


def test_illegal_action_reports_index_rule_and_message(record: dict[str, Any]) -> None:
    index, bad = _first_limited_step(record, "T3")
    record["actions"][index]["play"] = bad
    replayed = replay(record)
    assert not replayed.ok
    assert replayed.index == index
    assert len(replayed.steps) == index
    assert replayed.to_json() == {
        "ok": False, "index": index, "rule": "T3",
        "message": replayed.error.explanation("en"),  # type: ignore[union-attr]
    }
    assert "must" in replayed.to_json("en")["message"]
    assert "moet" in replayed.to_json("nl")["message"]


def test_la_rigueur_illegal_action_cites_lr1() -> None:
    written = record_from_state(played_hand("la-rigueur", 4, seed=11))
    index, bad = _first_limited_step(written, "LR1")
    written["actions"][index]["play"] = bad
    assert replay(written).to_json()["rule"] == "LR1"


def test_wrong_seat(record: dict[str, Any]) -> None:
    record["actions"][5]["seat"] = (record["actions"][5]["seat"] + 1) % 4
    verdict = replay(record).to_json()
    assert (verdict["index"], verdict["rule"]) == (5, "turn")


def test_card_not_held(record: dict[str, Any]) -> None:
    record["actions"][5]["play"] = record["deal"]["rest"][0]
    verdict = replay(record).to_json("nl")
    assert (verdict["index"], verdict["rule"]) == (5, "hand")
    assert verdict["message"].startswith("Je hebt ")


def test_action_after_the_end(record: dict[str, Any]) -> None:
    record["actions"].append({"seat": 0, "play": "Kh"})
    assert replay(record).to_json() == {
        "ok": False, "index": 48, "rule": "over", "message": "The hand is over: no more actions.",
    }


def test_wrong_result_is_named_with_index_null(record: dict[str, Any]) -> None:
    record["result"]["score"][0] += 1
    verdict = replay(record).to_json("nl")
    assert verdict["ok"] is False and verdict["index"] is None and verdict["rule"] is None
    assert verdict["message"].startswith("result.score: ")


def test_result_missing_a_required_key(record: dict[str, Any]) -> None:
    del record["result"]["tricks"]
    assert replay(record).to_json()["message"].startswith("result.tricks: ")


@pytest.mark.parametrize("key", ["comment", "sheets", "Score", "x_note", "", "pot-left"])
def test_a_result_key_that_record_md_does_not_fix_is_refused(record: dict[str, Any], key: str) -> None:
    """RECORD.md "Result": the fixed keys, or a program's own under "x-"."""
    record["result"][key] = 1
    with pytest.raises(RecordError) as caught:
        load_record(json.dumps(record))
    assert caught.value.field == f"result.{key}"
    assert caught.value.message_en == f"result.{key}: unknown key (a program's own keys start with 'x-')"
    assert caught.value.message_nl == (f"result.{key}: onbekende sleutel "
                                       "(eigen sleutels van een programma beginnen met 'x-')")


def test_a_result_x_key_is_read_and_ignored(record: dict[str, Any]) -> None:
    record["result"]["x-comment"] = {"by": "a teacher"}
    record["result"]["x-score"] = [0, 0, 0, 0]  # not compared with the engine's score
    assert load_record(json.dumps(record)).result == record["result"]
    replayed = replay(json.dumps(record))
    assert replayed.ok and "x-comment" not in replayed.to_json()["result"]


@pytest.mark.parametrize("key, value", [("sheet", [0, 0, 0, 0]), ("pot_share", [0, 0, 0, 0]), ("nat", False),
                                        ("bonus", [0, 0, 0, 0])])
def test_a_figure_of_another_game_is_refused_by_name(record: dict[str, Any], key: str, value: Any) -> None:
    """A key RECORD.md fixes for other games (Klaverjassen's sheet, wild Maison Tarot's
    pot share) is no figure of plain Maison Tarot: the record says something the rules do not."""
    record["result"][key] = value
    for lang, words in [("en", "Maison Tarot has no such figure: its result has tricks, card_points, score"),
                        ("nl", "Maison Tarot heeft zo'n getal niet: de uitslag heeft tricks, card_points, score")]:
        verdict = replay(record).to_json(lang)
        assert verdict == {"ok": False, "index": None, "rule": None, "message": f"result.{key}: {words}"}


def test_an_engine_x_key_is_not_compared(monkeypatch: pytest.MonkeyPatch, record: dict[str, Any]) -> None:
    """A figure a game may add under "x-" is its own: another program's record need not agree."""
    written = HandResult.to_json
    monkeypatch.setattr(HandResult, "to_json", lambda self: {**written(self), "x-note": "ours"})
    record["result"]["x-note"] = "theirs"
    assert replay(record).ok


def test_hand_result_writes_only_the_keys_record_md_fixes() -> None:
    assert HandResult((0,), (0,), (0,), {"pot_left": 1, "x-note": "kept"}).to_json()["x-note"] == "kept"
    for key in ("comment", "potLeft", "x_note"):
        with pytest.raises(ValueError, match=f"{key!r} is no result key of RECORD.md"):
            HandResult((0,), (0,), (0,), {key: 1})


RESULT_KEYS_BY_GAME = [
    ("maison-tarot", (), ()), ("maison-tarot", ("wild",), ("pot_share", "pot_left")), ("la-rigueur", (), ()),
    ("maison-troggen", (), ()), ("triomphe-forcee", (), ("pot_left",)), ("leipzig-taroc", (), ()),
    ("leipzig-taroc", ("prague-vienna",), ()), ("marjolet", (), ("bonus",)), ("binage", (), ("bonus",)),
    ("klaverjas-3", (), ("sheet", "roem", "nat", "pit")), ("klaverjas-4", (), ("sheet", "roem", "nat", "pit")),
    ("klaverjas-4", ("leids",), ("sheet", "roem", "nat", "pit")),
]


@pytest.mark.parametrize("game, variants, own", RESULT_KEYS_BY_GAME)
def test_each_game_writes_the_result_keys_record_md_fixes(game: str, variants: tuple[str, ...],
                                                          own: tuple[str, ...]) -> None:
    """RECORD.md "Result": tricks, card_points, score, then the game's fixed keys, in every hand."""
    for seed in range(3):
        state = new_hand(game, None, variants, seed=seed)
        written = record_from_state(play_out(state, [get_bot("random", seed=seat) for seat in range(state.players)]))
        assert tuple(written["result"]) == ("tricks", "card_points", "score", *own)
        assert replay(written).ok


def test_result_given_for_an_unfinished_hand(record: dict[str, Any]) -> None:
    del record["actions"][40:]
    verdict = replay(record).to_json()
    assert verdict["index"] is None and verdict["message"].startswith("result: ")
