"""Hostile input: every odd file, number, key, card code or stream is a clean refusal
that names its field, never a traceback or a wrong answer, and ``replay`` still answers
the files after a bad one. Errors, cards and packs survive pickling (worker processes)."""

from __future__ import annotations

import copy
import json
import os
import pickle
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

import tarotlib.__main__ as cli
from tarotlib import new_hand
from tarotlib.actions import action_from_json
from tarotlib.__main__ import main
from tarotlib.cards import PACKS, PIQUET, TAROT, TarotPack
from tarotlib.errors import (MAX_MESSAGE, IllegalAction, RecordError, TarotlibError, UnknownCard, UnknownGame,
                             readable)
from tarotlib.record import load_record, record_from_state, replay

HUGE = "9" * 5000  # beyond Python's 4300-digit limit for reading a whole number


@pytest.fixture
def record(capsys: pytest.CaptureFixture[str]) -> dict[str, Any]:
    """The Maison Tarot hand of ``selfplay maison-tarot --seed 1``, to corrupt."""
    assert main(["selfplay", "maison-tarot", "--seed", "1"]) == 0
    made: dict[str, Any] = json.loads(capsys.readouterr().out)
    return made


@pytest.fixture
def good_file(tmp_path: Path, record: dict[str, Any]) -> Path:
    path = tmp_path / "good.json"
    path.write_text(json.dumps(record), encoding="utf-8")
    return path


def write(tmp_path: Path, name: str, text: str) -> Path:
    path = tmp_path / name
    path.write_text(text, encoding="utf-8", errors="surrogatepass")
    return path


def replay_lines(capsys: pytest.CaptureFixture[str], *files: Path | str, status: int) -> list[dict[str, Any]]:
    """``replay --json``: its status and one parsed line per file (capsys refuses unencodable text)."""
    assert main(["replay", "--json", *map(str, files)]) == status
    out, err = capsys.readouterr()
    assert err == ""
    return [json.loads(line) for line in out.splitlines()]


def assert_refused(line: dict[str, Any], field: str) -> None:
    assert line["ok"] is False and line["index"] is None and line["rule"] is None
    assert line["message"].startswith(f"{field}: "), line["message"]


def run(*args: str, **kwargs: Any) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "tarotlib", *args], capture_output=True, text=True,
                          check=False, timeout=10, **kwargs)


# ---------------------------------------------------------------- numbers beyond the digit limit
@pytest.mark.parametrize("place", ["players", "x-big", "result", "deal", "actions", "negative"])
def test_a_number_of_5000_digits_anywhere_is_refused(capsys: pytest.CaptureFixture[str], tmp_path: Path,
                                                     record: dict[str, Any], good_file: Path, place: str) -> None:
    if place == "players":
        record["players"] = "HUGE"
    elif place == "x-big":
        record["x-big"] = {"n": ["HUGE"]}
    elif place == "result":
        record["result"]["score"][2] = "HUGE"
    elif place == "deal":
        record["deal"]["hands"][1][3] = "HUGE"
    elif place == "actions":
        record["actions"][5]["seat"] = "HUGE"
    else:
        record["dealer"] = "-HUGE"
    bad = write(tmp_path, "bad.json", json.dumps(record).replace('"-HUGE"', "-" + HUGE).replace('"HUGE"', HUGE))
    first, after = replay_lines(capsys, bad, good_file, status=1)
    assert_refused(first, "record")
    assert "digits" in first["message"]
    assert after["ok"] is True


def test_load_record_refuses_a_huge_number_with_a_record_error(record: dict[str, Any]) -> None:
    with pytest.raises(RecordError) as caught:
        load_record(json.dumps(record).replace('"dealer": 1', f'"dealer": {HUGE}'))
    assert caught.value.field == "record" and "cijfers" in caught.value.message_nl


@pytest.mark.parametrize("value, words", [(HUGE, "digits"), ("-" + HUGE, "digits"), ("[" * 50_000, "nested"),
                                          ("{\"a\":" * 50_000, "nested")])
def test_selfplay_option_beyond_the_limits(capsys: pytest.CaptureFixture[str], value: str, words: str) -> None:
    assert main(["selfplay", "maison-tarot", "--variant", "wild", "--option", f"cards={value}"]) == 2
    out, err = capsys.readouterr()
    assert out == "" and err.count("\n") == 1
    assert err.startswith("tarotlib selfplay: options.cards: ") and words in err


# ---------------------------------------------------------------- lone surrogates
@pytest.mark.parametrize("place, field", [
    ("top", "\\ud83d"), ("deal", "deal.\\ud83d"), ("options", "options.\\ud83d"), ("card", "deal.hands[0][0]"),
    ("game", "game"),
])
def test_a_lone_surrogate_is_escaped_in_the_message(capsys: pytest.CaptureFixture[str], tmp_path: Path,
                                                    record: dict[str, Any], good_file: Path, place: str,
                                                    field: str) -> None:
    text = json.dumps(record)  # "\ud83d" as JSON text: json.loads gives a lone surrogate
    if place == "top":
        text = text.replace('"game":', '"\\ud83d": 1, "game":')
    elif place == "deal":
        text = text.replace('"hands":', '"\\ud83d": 1, "hands":')
    elif place == "options":
        text = text.replace('"options": {}', '"options": {"\\ud83d": 1}')
    elif place == "card":
        text = text.replace(json.dumps(record["deal"]["hands"][0][0]), '"\\ud83d"', 1)
    else:
        text = text.replace('"maison-tarot"', '"\\ud83d"')
    bad = write(tmp_path, "bad.json", text)
    first, after = replay_lines(capsys, bad, good_file, status=1)
    assert_refused(first, field)
    assert "\\ud83d" in first["message"] and "\ud83d" not in first["message"]
    assert after["ok"] is True
    assert main(["replay", str(bad), str(good_file)]) == 1  # for a person, too
    out = capsys.readouterr().out
    assert "\\ud83d" in out and "Result:" in out


def test_a_file_name_that_is_not_utf8(capsys: pytest.CaptureFixture[str], tmp_path: Path, good_file: Path) -> None:
    name = os.fsdecode(bytes(tmp_path) + b"/\xff.json")  # as sys.argv holds it: '\udcff'
    first, after = replay_lines(capsys, name, good_file, status=1)
    assert_refused(first, "file")
    assert first["file"] == name.replace("\udcff", "\\udcff"), "no lone surrogate: strict JSON readers refuse it"
    assert "\\udcff" in first["message"] and after["ok"] is True


def test_a_lone_surrogate_through_a_real_process(tmp_path: Path, record: dict[str, Any], good_file: Path) -> None:
    bad = write(tmp_path, "bad.json", json.dumps(record).replace('"game":', '"\\ud83d": 1, "game":'))
    done = run("replay", str(bad), str(good_file), "--json")
    assert done.returncode == 1 and done.stderr == ""
    first, after = map(json.loads, done.stdout.splitlines())
    assert first["message"].startswith("\\ud83d: unknown key") and after["ok"] is True


# ---------------------------------------------------------------- megabyte-long values
LONG = "x" * 1_000_000


@pytest.mark.parametrize("place, field", [
    ("game", "game"), ("card", "deal.hands[0][0]"), ("option", "options.xxxx"), ("key", "xxxx"),
    ("action", "actions[0].play"),
])
def test_a_megabyte_long_value_is_quoted_short(capsys: pytest.CaptureFixture[str], tmp_path: Path,
                                               record: dict[str, Any], good_file: Path, place: str,
                                               field: str) -> None:
    """A refusal quotes what it refuses, but never a whole megabyte: the message keeps its
    field and its reason, within MAX_MESSAGE characters."""
    if place == "game":
        record["game"] = LONG
    elif place == "card":
        record["deal"]["hands"][0][0] = LONG
    elif place == "option":
        record["options"] = {LONG: 1}
    elif place == "key":
        record[LONG] = 1
    else:
        record["actions"][0] = {"seat": record["actions"][0]["seat"], "play": LONG}
    bad = write(tmp_path, "long.json", json.dumps(record))
    first, after = replay_lines(capsys, bad, good_file, status=1)
    assert first["ok"] is False and first["message"].startswith(field), first["message"][:80]
    assert len(first["message"]) <= MAX_MESSAGE and "..." in first["message"]  # quoted short, or cut: " [...] "
    assert after["ok"] is True
    reasons = {"game": "known:", "card": "is no card", "option": "takes", "key": "unknown key", "action": "is no card"}
    assert reasons[place] in first["message"]


def test_a_short_message_is_left_whole() -> None:
    text = "y" * MAX_MESSAGE
    assert readable(text) == text and len(readable(text + "z")) == MAX_MESSAGE
    assert readable(text + "z").startswith("yyy") and readable(text + "z").endswith("yz")


# ---------------------------------------------------------------- streams and files
def test_closed_standard_input(good_file: Path) -> None:
    done = subprocess.run(["sh", "-c", 'exec "$0" -m tarotlib replay - "$1" --json <&-', sys.executable,
                           str(good_file)], capture_output=True, text=True, check=False, timeout=10)
    assert done.returncode == 1 and done.stderr == ""
    first, after = map(json.loads, done.stdout.splitlines())
    assert first == {"file": "-", "ok": False, "index": None, "rule": None,
                     "message": "file: standard input is closed"}
    assert after["ok"] is True


def test_dev_zero_is_read_only_up_to_the_limit(good_file: Path) -> None:
    done = run("replay", "/dev/zero", str(good_file), "--json")
    assert done.returncode == 1 and done.stderr == ""
    first, after = map(json.loads, done.stdout.splitlines())
    assert_refused(first, "file")
    assert "/dev/zero" in first["message"] and "16 MiB" in first["message"] and after["ok"] is True
    with open("/dev/zero", "rb") as zeros:
        done = run("replay", "-", "--lang", "nl", stdin=zeros)
    assert done.returncode == 1 and done.stdout == "file: de standaardinvoer is groter dan 16 MiB, veel te groot voor een record\n"


def test_a_file_one_byte_over_the_limit(capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch,
                                        tmp_path: Path, good_file: Path) -> None:
    monkeypatch.setattr(cli, "MAX_RECORD_BYTES", good_file.stat().st_size)
    longer = write(tmp_path, "longer.json", good_file.read_text(encoding="utf-8") + " ")
    first, after = replay_lines(capsys, longer, good_file, status=1)
    assert_refused(first, "file")
    assert str(longer) in first["message"] and after["ok"] is True


def test_a_directory(capsys: pytest.CaptureFixture[str], tmp_path: Path, good_file: Path) -> None:
    first, after = replay_lines(capsys, tmp_path, good_file, status=1)
    assert_refused(first, "file")
    assert first["message"] == f"file: cannot read {tmp_path}: Is a directory" and after["ok"] is True


@pytest.mark.skipif(os.geteuid() == 0, reason="root reads any file")
def test_an_unreadable_file(capsys: pytest.CaptureFixture[str], tmp_path: Path, good_file: Path) -> None:
    locked = write(tmp_path, "locked.json", good_file.read_text(encoding="utf-8"))
    locked.chmod(0)
    first, after = replay_lines(capsys, locked, good_file, status=1)
    assert_refused(first, "file")
    assert "Permission denied" in first["message"] and after["ok"] is True


def test_every_bad_file_is_answered_in_turn(capsys: pytest.CaptureFixture[str], tmp_path: Path,
                                            record: dict[str, Any], good_file: Path) -> None:
    huge = write(tmp_path, "huge.json", json.dumps(record).replace('"dealer": 1', f'"dealer": {HUGE}'))
    deep = write(tmp_path, "deep.json", "[" * 50_000)
    key = write(tmp_path, "key.json", json.dumps(record).replace('"game":', '"\\ud83d": 1, "game":'))
    latin = tmp_path / "latin.json"
    latin.write_bytes(b'{"game": "\xe9"}')
    lines = replay_lines(capsys, huge, deep, key, tmp_path, latin, tmp_path / "missing.json", good_file, status=1)
    assert [line["file"] for line in lines] == [str(p) for p in (huge, deep, key, tmp_path, latin,
                                                                 tmp_path / "missing.json", good_file)]
    for line, field in zip(lines, ["record", "record", "\\ud83d", "file", "file", "file"]):
        assert_refused(line, field)
    assert lines[-1]["ok"] is True


# ---------------------------------------------------------------- card codes: ASCII case only
@pytest.mark.parametrize("code", ["kc", "KC", "Kc", "kC"])
def test_card_codes_ignore_ascii_case(code: str) -> None:
    assert TAROT.card(code) is TAROT.card("Kc")


@pytest.mark.parametrize("code", ["\u212ac", "\u212aC", " Kc\t", "Kc ", "\nKc", "\uff2bc", "K\u0441", "T\u0662\u0661",
                                  "E\u0445", ""])
def test_card_codes_are_not_folded_or_stripped(code: str) -> None:
    with pytest.raises(UnknownCard) as caught:
        TAROT.card(code)
    assert caught.value.code == code and repr(code) in caught.value.message_en


def test_a_kelvin_sign_is_named_as_no_ascii() -> None:
    with pytest.raises(UnknownCard, match=r"\(card codes are ASCII\)"):
        PIQUET.card("\u212ah")


@pytest.mark.parametrize("code", ["\u212ac", " Kc\t", "Kc\n"])
def test_a_record_with_a_folded_or_padded_code_names_the_card(record: dict[str, Any], code: str) -> None:
    seat, i = next((s, i) for s, hand in enumerate(record["deal"]["hands"]) for i, c in enumerate(hand) if c == "Kc")
    record["deal"]["hands"][seat][i] = code
    with pytest.raises(RecordError) as caught:
        load_record(json.dumps(record))
    assert caught.value.field == f"deal.hands[{seat}][{i}]"
    played = next(a for a in record["actions"] if a.get("play") == "Kc")
    record["deal"]["hands"][seat][i] = "kc"  # plain ASCII case is fine...
    assert replay(record).ok
    played["play"] = code  # ...but the action's code is read like the deal's
    with pytest.raises(RecordError) as caught:
        replay(record)
    assert caught.value.field.startswith(f"actions[{record['actions'].index(played)}]")


# ---------------------------------------------------------------- a BOM, a key named twice
def test_a_record_saved_with_a_byte_order_mark_is_read(capsys: pytest.CaptureFixture[str], tmp_path: Path,
                                                       record: dict[str, Any]) -> None:
    """An editor's "UTF-8 with BOM" adds U+FEFF before the JSON; RFC 8259 lets a reader
    skip it, and nothing is lost by doing so (RECORD.md: lenient where nothing is lost)."""
    text = json.dumps(record)
    assert replay("\ufeff" + text).ok and replay(("\ufeff" + text).encode("utf-8")).ok
    path = tmp_path / "bom.json"
    path.write_bytes(b"\xef\xbb\xbf" + text.encode("utf-8"))
    assert replay_lines(capsys, path, status=0)[0]["ok"] is True


@pytest.mark.parametrize(("text", "field"), [
    ('{"game": "maison-tarot", "game": "marjolet"', "game"),  # was read as Marjolet, then blamed on players
    ('{"actions": [{"seat": 0, "seat": 1, "play": "Kh"}]', "seat"),
    ('{"deal": {"hands": [], "hands": []}', "hands"),
])
def test_a_key_named_twice_in_one_object_is_refused_by_name(text: str, field: str) -> None:
    """JSON leaves open which of two values under one key counts (Python keeps the last),
    so such a record says two things: refused, naming the key, before anything else."""
    with pytest.raises(RecordError) as caught:
        replay(text + ', "format": "tarotlib-record/1"}')
    assert caught.value.field == field and "named twice" in caught.value.message_en
    assert "twee keer genoemd" in caught.value.message_nl


# ---------------------------------------------------------------- results compared exactly
def test_a_copy_of_the_result_is_right(record: dict[str, Any]) -> None:
    assert replay(record).ok
    tuples = {key: tuple(value) for key, value in record["result"].items()}
    assert replay({**record, "result": tuples}).ok  # a Python caller's tuples are lists too


@pytest.mark.parametrize("key, change", [
    ("tricks", lambda v: [True if x == 1 else x for x in v]),
    ("score", lambda v: [float(v[0])] + v[1:]),
    ("card_points", lambda v: [float(x) for x in v]),
    ("tricks", lambda v: [[v[0]]] + v[1:]),
    ("score", lambda v: v + [0]),
    ("score", lambda v: {"0": v[0]}),
])
def test_a_result_equal_only_by_python_rules_is_wrong(record: dict[str, Any], key: str, change: Any) -> None:
    assert 1 in record["result"]["tricks"]  # the hand of seed 1 has a seat with one trick
    record["result"][key] = change(record["result"][key])
    verdict = replay(json.dumps(record)).to_json()
    assert verdict["ok"] is False and verdict["index"] is None and verdict["rule"] is None
    said = json.dumps(record["result"][key], separators=(",", ":"))
    assert verdict["message"].startswith(f"result.{key}: the record says {said}, the rules give ")


def test_true_for_one_is_named_as_json(record: dict[str, Any]) -> None:
    record["result"]["tricks"] = [True if x == 1 else x for x in record["result"]["tricks"]]
    verdict = replay(record).to_json("nl")
    assert "true" in verdict["message"] and "True" not in verdict["message"]


# ---------------------------------------------------------------- the player count comes first
@pytest.mark.parametrize("variant", [[], ["wild"]])
@pytest.mark.parametrize("players", [-1, 0, 1, 79, 10**100, True, 4.0, "4", None, [4]])
def test_the_player_count_is_checked_before_the_options(record: dict[str, Any], variant: list[str],
                                                        players: Any) -> None:
    record.update(variant=variant, players=players, options={"pot": 3} if variant else {})
    with pytest.raises(RecordError) as caught:
        load_record(json.dumps(record))
    assert caught.value.field == "players"


def test_a_bad_player_count_says_the_range(record: dict[str, Any]) -> None:
    record.update(variant=["wild"], players=-1)
    with pytest.raises(RecordError) as caught:
        load_record(record)
    assert caught.value.message_en == "players: Wild Maison Tarot is for 2-78 players, not -1"
    assert caught.value.message_nl == "players: Wilde Maison Tarot is voor 2-78 spelers, niet -1"


def test_a_game_for_one_number_of_players_says_that_number() -> None:
    with pytest.raises(UnknownGame) as caught:
        new_hand("leipzig-taroc", 4)
    assert caught.value.message_en == "players: Leipzig Taroc is for 3 players, not 4"
    assert caught.value.message_nl == "players: Leipzig Taroc is voor 3 spelers, niet 4"


@pytest.mark.parametrize(("variants", "players", "en", "nl"), [
    ([], 4, "Klaverjassen for 3 is for 3 players, not 4 (the variant four-at-table plays with 4)",
     "Klaverjassen met 3 is voor 3 spelers, niet 4 (de variant four-at-table speelt met 4)"),
    (["four-at-table"], 3, "Klaverjassen for 3 (four-at-table) is for 4 players, not 3",
     "Klaverjassen met 3 (four-at-table) is voor 4 spelers, niet 3"),
])
def test_a_player_count_names_the_variant_that_seats_it(variants: list[str], players: int, en: str, nl: str) -> None:
    """K5: Klaverjas-3 seats four only with four-at-table: the refusal says so, and
    names the chosen variant when it is the one that changed the count."""
    with pytest.raises(UnknownGame) as caught:
        new_hand("klaverjas-3", players, variants)
    assert (caught.value.message_en, caught.value.message_nl) == (f"players: {en}", f"players: {nl}")


# ---------------------------------------------------------------- seeds and declarations through the API
@pytest.mark.parametrize("seed", [object(), 1.5, float("nan"), [1], {"a": 1}])
def test_a_seed_that_gives_no_same_deal_again_is_refused_by_name(seed: Any) -> None:
    """A seed is None, a whole number or a text: a float's or an object's hash need not
    be the same in the next process, and random.Random refuses the rest with a TypeError."""
    from tarotlib import Match, position
    from tarotlib.bots import get_bot
    for make in (lambda: new_hand("marjolet", 2, seed=seed), lambda: Match("binage", 2, seed=seed),
                 lambda: get_bot("random", seed=seed), lambda: position("maison-tarot", [], seed=seed)):
        error = raised(make)
        assert error.message_en.startswith("seed: must be a whole number or a text, not ")
        assert error.message_nl.startswith("seed: moet een geheel getal of een tekst zijn, niet ")
    assert new_hand("marjolet", 2, seed="seven").deal == new_hand("marjolet", 2, seed="seven").deal


@pytest.mark.parametrize(("combo", "cards", "words"), [
    (None, (), "combo must be the name of a combination"), ("", (), "combo must be the name of a combination"),
    (3, (), "combo must be the name of a combination"), ("dix", None, "cards must be a list of cards"),
    ("dix", "7h", "cards must be a list of cards"), ("dix", ("7h",), "needs a Card"),
])
def test_a_declaration_of_no_combination_or_no_cards_is_refused_by_name(combo: Any, cards: Any, words: str) -> None:
    from tarotlib.actions import Declare
    assert words in raised(lambda: Declare(combo, cards)).message_en


def test_a_long_action_is_quoted_short_in_the_text_replay(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    """The text replay quotes the action it stopped at, but never 100,000 characters of it."""
    assert main(["selfplay", "marjolet", "--seed", "5"]) == 0
    made = json.loads(capsys.readouterr().out)
    made["actions"].insert(2, {"seat": 0, "declare": {"combo": "x" * 100_000, "cards": ["Kh", "Qh"]}})
    assert main(["replay", str(write(tmp_path, "long.json", json.dumps(made)))]) == 1
    out, _ = capsys.readouterr()
    last = out.strip().splitlines()[-1]
    assert last.startswith("Action 2 (seat 0, {") and " [...] " in last and len(last) < 500, last[:100]
    assert last.endswith("[MJ4]")


# ---------------------------------------------------------------- values that cannot be quoted whole
def _nested(depth: int) -> list[Any]:
    value: list[Any] = []
    for _ in range(depth):
        value = [value]
    return value


class _NoRepr:
    """An object whose repr and comparisons raise: a refusal must not call on them."""

    def __repr__(self) -> str:
        raise RuntimeError("no repr")

    def __eq__(self, other: object) -> bool:
        raise RuntimeError("no comparison")

    __hash__ = None  # type: ignore[assignment]


UNQUOTABLE = {"nested 100,000 deep": _nested(100_000), "5,000 digits": 10**5000, "repr raises": _NoRepr()}
"""Values whose ``repr`` raises (RecursionError, ValueError, the object's own error)."""


def _api_calls() -> dict[str, Any]:
    from tarotlib import Match, position
    from tarotlib.actions import Bid, Declare, Double, Play
    from tarotlib.bots import get_bot

    def dealt() -> Any:
        return new_hand("maison-tarot", seed=1)

    return {
        "new_hand players": lambda v: new_hand("maison-tarot", v), "new_hand game": lambda v: new_hand(v),
        "new_hand variants": lambda v: new_hand("maison-tarot", None, v),
        "new_hand variant": lambda v: new_hand("maison-tarot", None, [v]),
        "new_hand dealer": lambda v: new_hand("maison-tarot", dealer=v),
        "new_hand options": lambda v: new_hand("maison-tarot", options=v),
        "new_hand option": lambda v: new_hand("maison-tarot", None, ["wild"], options={"cards": v}),
        "Match options": lambda v: Match("maison-tarot", options=v),
        "Match hands": lambda v: Match("maison-tarot", hands=-v if type(v) is int else v),  # 10**5000 hands is no error
        "Match first_dealer": lambda v: Match("maison-tarot", first_dealer=v),
        "apply": lambda v: dealt().apply(v), "apply seat": lambda v: dealt().apply(dealt().legal_actions()[0], v),
        "view": lambda v: dealt().view(v), "hand": lambda v: dealt().hand(v), "play": lambda v: dealt().play(v),
        "Play": Play, "Bid": Bid, "Bid trump": lambda v: Bid("play", v), "Declare": lambda v: Declare(v, ()),
        "Declare cards": lambda v: Declare("dix", v), "Double": Double,
        "position hand": lambda v: position("maison-tarot", v), "position card": lambda v: position("maison-tarot", [v]),
        "get_bot": get_bot,
    }


@pytest.mark.parametrize("value", UNQUOTABLE.values(), ids=UNQUOTABLE.keys())
@pytest.mark.parametrize("call", _api_calls().keys())
def test_a_value_that_cannot_be_quoted_is_refused_by_name(call: str, value: Any) -> None:
    """Refusals quote what they refuse through errors.shown: a bounded repr that never
    raises, so a list nested 100,000 deep, an int of 5,000 digits or an object whose repr
    fails is refused by name like any other wrong value, not with a RecursionError."""
    error = raised(lambda: _api_calls()[call](value))
    assert len(error.message_en) < 400 and len(error.message_nl) < 400
    assert "[[[[" not in error.message_en.replace("[[[...]]]", "")


def test_an_option_named_by_a_number_of_5000_digits_is_refused_by_name() -> None:
    """The option's name goes into the field (options.<name>): str() of such a key raises."""
    error = raised(lambda: new_hand("maison-tarot", options={10**5000: 1}))
    assert len(error.message_en) < 400 and len(error.message_nl) < 400
    assert "[[[[" not in error.message_en.replace("[[[...]]]", "")


def test_a_record_or_action_keyed_by_a_number_of_5000_digits_is_refused_by_name(record: dict[str, Any]) -> None:
    """A record built in Python may have keys that are no text: each names its field."""
    with pytest.raises(RecordError) as caught:
        replay({**record, 10**5000: 1})
    assert caught.value.field == "<int>" and "unknown key" in caught.value.message_en
    with pytest.raises(RecordError) as caught:
        action_from_json({10**5000: 1, "play": "Kh"}, TAROT)
    assert caught.value.field == "action" and "<int>" in caught.value.message_en


@pytest.mark.parametrize("game", ["maison-tarot", "klaverjas-4"])  # a card of the cached mask; a bid
@pytest.mark.parametrize("kind", [bool, float])
def test_a_seat_equal_to_the_turn_but_no_whole_number_is_refused(game: str, kind: type) -> None:
    """True == 1 and 1.0 == 1 in Python, but neither is a seat: apply and check refuse
    them by name, as view and hand do, on the fast path an action of the turn takes."""
    state = next(hand for seed in range(50) if (hand := new_hand(game, 4, seed=seed)).turn == 1)
    seat = kind(state.turn)
    action = state.legal_actions()[0]  # which also caches what the fast paths read
    before = (state.hands[:], len(state.actions), state.phase_name)
    for call in (lambda: state.apply(action, seat), lambda: state.check(action, seat)):
        assert raised(call).message_en == f"seat: must be a seat from 0 to 3, not {seat!r}"
    assert (state.hands, len(state.actions), state.phase_name) == before
    state.apply(action, 1)


def test_shown_quotes_short_and_never_raises() -> None:
    from tarotlib.errors import MAX_QUOTE, shown
    assert shown("Kh") == "'Kh'" and shown(12) == "12" and shown(None) == "None"
    assert shown(_nested(100_000)) == "[[[[...]]]]" and shown(10**5000) == "<int>" and shown(_NoRepr()) == "<_NoRepr>"
    assert len(shown("x" * 10**6)) <= MAX_QUOTE and len(shown(list(range(10**5)))) <= MAX_QUOTE


# ---------------------------------------------------------------- pickling and copying
def raised(call: Any) -> TarotlibError:
    with pytest.raises(TarotlibError) as caught:
        call()
    return caught.value


def engine_errors() -> list[TarotlibError]:
    hand = new_hand("maison-tarot", 4, seed=1)
    other = next(card for card in TAROT if card not in hand.legal_cards())
    return [
        raised(lambda: hand.play(other)),
        raised(lambda: TAROT.card("\u212ac")),
        raised(lambda: load_record('{"format": "tarotlib-record/1", "game": "maison-tarot", "players": -1}')),
        raised(lambda: new_hand("skat", 4)),
        TarotlibError("a message", "een bericht"),
        RecordError("deal.\\ud83d", "unknown key"),
        IllegalAction("T3", "Play a trump.", "Speel een troef."),
        UnknownCard("\ud83d", "piquet"),
        UnknownGame("options.pot: no", "options.pot: nee"),
        RecordError("options." + LONG, f"unknown option {LONG!r}"),  # both shortened (MAX_FIELD, MAX_MESSAGE)
        IllegalAction("T3", f"Play a trump, not {LONG}.", f"Speel een troef, niet {LONG}."),
        UnknownCard(LONG, "tarot"),
    ]


@pytest.mark.parametrize("protocol", range(pickle.HIGHEST_PROTOCOL + 1))
def test_errors_survive_pickling(protocol: int) -> None:
    errors = engine_errors()
    assert {type(e) for e in errors} == {IllegalAction, UnknownCard, RecordError, UnknownGame, TarotlibError}
    for error in errors:
        again = pickle.loads(pickle.dumps(error, protocol))
        assert type(again) is type(error) and again is not error
        assert str(again) == str(error) and again.args == error.args
        assert vars(again) == vars(error)  # messages, rule, plain texts, field, code, pack
        assert again.message("nl") == error.message("nl")
        for name in ("rule", "field", "code"):
            assert getattr(again, name, None) == getattr(error, name, None)


def test_errors_survive_copying() -> None:
    for error in engine_errors():
        for again in (copy.copy(error), copy.deepcopy(error)):
            assert type(again) is type(error) and vars(again) == vars(error)


@pytest.mark.parametrize("pack", [TAROT, PIQUET])
def test_cards_and_packs_come_back_as_the_cached_objects(pack: Any) -> None:
    for protocol in range(pickle.HIGHEST_PROTOCOL + 1):
        assert pickle.loads(pickle.dumps(pack, protocol)) is pack
        cards = pickle.loads(pickle.dumps(list(pack), protocol))
        assert all(a is b for a, b in zip(cards, pack, strict=True))
    for copied in (copy.copy, copy.deepcopy):
        assert copied(pack) is pack
        assert all(copied(card) is card and copied(card).pack is pack for card in pack)
    nested = copy.deepcopy({"hand": [pack.cards[3]], "pack": pack})
    assert nested["hand"][0] is pack.cards[3] and nested["pack"] is pack
    assert PACKS[pack.id] is pack


def test_a_pack_of_ones_own_is_not_pickled_as_another() -> None:
    own = TarotPack()
    with pytest.raises(TypeError, match="PACKS"):
        pickle.dumps(own.cards[0])


# ---------------------------------------------------------------- refusals that list each thing once
@pytest.mark.parametrize(("game", "variants", "kinds"), [
    ("marjolet", [], "play, declare"), ("binage", [], "play, declare"), ("leipzig-taroc", [], "play, discard, declare"),
    ("leipzig-taroc", ["prague-vienna"], "play, annul, discard, declare"),
])
def test_an_action_of_no_kind_of_the_game_lists_each_kind_once(game: str, variants: list[str], kinds: str) -> None:
    """A declaration and its end are both "declare" actions: the refusal names the kind once."""
    state = new_hand(game, None, variants, seed=1)
    record = {**record_from_state(state), "actions": [{"seat": state.turn, "double": True}]}
    with pytest.raises(RecordError) as caught:
        load_record(record)
    assert caught.value.field == "actions[0].double"
    assert caught.value.message_en.endswith(f"has no such action (it knows: {kinds})")
    assert caught.value.message_nl.endswith(f"kent zo'n actie niet (wel: {kinds})")


# ---------------------------------------------------------------- masks: no bit beyond the pack
@pytest.mark.parametrize(("cards", "given"), [
    ([100], "100"), ([True], "True"), ([10**6], "1000000"), ([-1], "-1"), ([78], "78"), (["Kh", 2.0], "2.0"),
    (["Kh", None], "None"),
])
def test_mask_refuses_an_index_outside_the_pack_by_its_place(cards: list[Any], given: str) -> None:
    """A bit beyond the pack is no card of it (and 10**6 would be a 125 kB int); True is
    no index; -1 was Python's bare 'negative shift count'."""
    error = raised(lambda: TAROT.mask(cards))
    place = len(cards) - 1
    assert error.message_en == (f"cards[{place}]: must be a code such as 'Kh', a Card or an index from 0 to 77, "
                                f"not {given}")
    assert error.message_nl == (f"cards[{place}]: moet een code zoals 'Kh', een Card of een index van 0 tot 77 "
                                f"zijn, niet {given}")


@pytest.mark.parametrize("cards", [None, 5, "Kh", TAROT.cards[3]])
def test_mask_refuses_what_is_no_list_of_cards(cards: Any) -> None:
    """None and 5 gave a TypeError; "Kh" was read as the codes "K" and "h"."""
    error = raised(lambda: TAROT.mask(cards))
    assert error.message_en.startswith("cards: must be a list of codes, Cards or indices, not ")
    assert error.message_nl.startswith("cards: moet een lijst van codes, Cards of indices zijn, niet ")


@pytest.mark.parametrize("pack", [TAROT, PIQUET])
@pytest.mark.parametrize("mask", [-1, -(1 << 90), "x", None, True, 1.0, 1 << 200, "too big"])
def test_cards_in_refuses_what_is_no_set_of_the_packs_cards(pack: Any, mask: Any) -> None:
    """-1 and 1 << 200 gave an IndexError, "x" a TypeError; None, True and 1.0 passed as cards."""
    mask = pack.full_mask + 1 if mask == "too big" else mask
    for call in (pack.cards_in, pack.codes_in):
        error = raised(lambda: call(mask))
        size = pack.size
        assert error.message_en.startswith(f"mask: must be a set of this pack's {size} cards, a whole number from 0 "
                                           f"to 2**{size} - 1, not ")
        assert error.message_nl.startswith(f"mask: moet een verzameling van de {size} kaarten van dit spel zijn, ")
    assert pack.cards_in(pack.full_mask) == list(pack.cards) and pack.cards_in(0) == []


# ---------------------------------------------------------------- output that cannot be written
def run_to(stdout: Any, *args: str, stderr: Any = subprocess.PIPE) -> subprocess.CompletedProcess[bytes]:
    return subprocess.run([sys.executable, "-m", "tarotlib", *args], stdout=stdout, stderr=stderr, check=False,
                          timeout=20)


COMMANDS_THAT_WRITE = [
    ("selfplay", "maison-tarot", "--seed", "1"), ("replay", "GOOD"), ("replay", "GOOD", "--json"), ("--help",),
    ("selfplay", "--help"), ("replay", "GOOD", "GOOD", "GOOD", "--json"),
]


@pytest.mark.skipif(not os.path.exists("/dev/full"), reason="no /dev/full here")
@pytest.mark.parametrize("lang", ["en", "nl"])
@pytest.mark.parametrize("args", COMMANDS_THAT_WRITE, ids=" ".join)
def test_a_full_output_device_is_one_line_on_stderr(good_file: Path, args: tuple[str, ...], lang: str) -> None:
    """`> /dev/full` ended in an OSError traceback (or, for --help, in nothing at all and
    status 0: argparse passes over a failed write); the interpreter's own flush at exit
    must not add an "Exception ignored" either."""
    args = tuple(str(good_file) if a == "GOOD" else a for a in args) + (("--lang", "nl") if lang == "nl" else ())
    with open("/dev/full", "w", encoding="utf-8") as full:
        done = run_to(full, *args)
    assert done.returncode == 1
    assert done.stderr.decode("utf-8") == {
        "en": "tarotlib: cannot write the output: No space left on device\n",
        "nl": "tarotlib: kan de uitvoer niet schrijven: No space left on device\n",
    }[lang]


@pytest.mark.parametrize("lang, line", [
    ("en", "tarotlib: cannot write the output: standard output is closed\n"),
    ("nl", "tarotlib: kan de uitvoer niet schrijven: de standaarduitvoer is gesloten\n"),
])
def test_a_closed_standard_output_is_said(good_file: Path, lang: str, line: str) -> None:
    """`>&-`: Python has no sys.stdout, and print dropped the record without a word (status 0)."""
    for args in (["selfplay", "maison-tarot", "--seed", "1"], ["replay", str(good_file), "--json"]):
        done = subprocess.run(["sh", "-c", 'exec "$0" -m tarotlib "$@" >&-', sys.executable, *args, "--lang", lang],
                              capture_output=True, text=True, check=False, timeout=20)
        assert (done.returncode, done.stderr) == (1, line)


class _FullStream:
    """A standard output on a full disk, for main() called in the process."""

    encoding = "utf-8"

    def write(self, text: str) -> int:
        raise OSError(28, "No space left on device")

    def flush(self) -> None:
        pass


def test_a_failed_write_is_reported_in_the_process_too(capsys: pytest.CaptureFixture[str],
                                                       monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(sys, "stdout", _FullStream())
    assert main(["selfplay", "marjolet", "--seed", "2", "--lang", "nl"]) == 1
    assert capsys.readouterr().err == "tarotlib: kan de uitvoer niet schrijven: No space left on device\n"


def test_a_full_standard_error_too_ends_with_the_status_alone(monkeypatch: pytest.MonkeyPatch) -> None:
    """Nothing can say that the output failed: no exception escapes either."""
    monkeypatch.setattr(sys, "stdout", _FullStream())
    monkeypatch.setattr(sys, "stderr", _FullStream())
    assert main(["selfplay", "marjolet", "--seed", "2"]) == 1


# ---------------------------------------------------------------- output encodings without the suit symbols
ENCODINGS = {"ascii": {"PYTHONIOENCODING": "ascii"}, "latin-1": {"PYTHONIOENCODING": "latin-1"},
             "C locale": {"LC_ALL": "C", "PYTHONUTF8": "0"}}


def run_encoded(env: dict[str, str], *args: str) -> tuple[int, str, bytes]:
    """A command in an environment whose standard output cannot show every character:
    its status, its output read in the encoding it was written in, its standard error."""
    env = {k: v for k, v in os.environ.items() if k != "PYTHONIOENCODING"} | env
    encoding = subprocess.run([sys.executable, "-c", "import sys; print(sys.stdout.encoding)"], env=env,
                              capture_output=True, text=True, check=True, timeout=20).stdout.strip()
    done = subprocess.run([sys.executable, "-m", "tarotlib", *args], capture_output=True, check=False, timeout=20,
                          env=env)
    return done.returncode, done.stdout.decode(encoding), done.stderr


@pytest.mark.parametrize("env", ENCODINGS.values(), ids=ENCODINGS.keys())
def test_a_replay_for_a_terminal_without_suit_symbols_shows_suit_letters(good_file: Path, env: dict[str, str]) -> None:
    """The text replay ended in a UnicodeEncodeError: now ♣♦♥♠ are the record's suit
    letters, a trump T, the Excuse EX (the C locale may be taken for UTF-8: symbols)."""
    status, out, err = run_encoded(env, "replay", str(good_file))
    assert (status, err) == (0, b"")
    assert out.splitlines()[3] in ("  seat 0: c3 cC d8 dC hC hD s6 T10 T13 T15 T20 T21",
                                   "  seat 0: ♣3 ♣C ♦8 ♦C ♥C ♥D ♠6 †10 †13 †15 †20 †21")
    assert "PYTHONIOENCODING" not in env or "  seat 3: cR d9 dV dR h4 h6 h8 s2 s9 T3 T6 EX" in out


@pytest.mark.parametrize("env", ENCODINGS.values(), ids=ENCODINGS.keys())
@pytest.mark.parametrize("lang", ["en", "nl"])
def test_help_for_a_terminal_without_every_character(env: dict[str, str], lang: str) -> None:
    """`selfplay --help` ended in a UnicodeEncodeError on Kraken's ×2 (and Dutch's één)."""
    status, out, err = run_encoded(env, "selfplay", "--help", "--lang", lang)
    assert (status, err) == (0, b"")
    shown = {"ascii": ("(x2, x4, x8)", "Deel ??n hand"), "latin-1": ("(×2, ×4, ×8)", "Deel één hand")}
    kraken, dutch = shown.get(env.get("PYTHONIOENCODING", ""), ("(", "Deel"))  # the C locale: ASCII or UTF-8
    assert kraken in out and (lang == "en" or dutch in out)


@pytest.mark.parametrize("encoding", ["ascii", "latin-1"])
def test_json_for_a_terminal_without_every_character_is_escaped_not_lost(tmp_path: Path, record: dict[str, Any],
                                                                         encoding: str) -> None:
    """JSON keeps every character: one the output cannot show is written \\uXXXX."""
    record["deal"]["hands"] = "all"  # a Dutch message with "één" in it
    bad = write(tmp_path, "bad.json", json.dumps(record))
    status, out, err = run_encoded({"PYTHONIOENCODING": encoding}, "replay", str(bad), "--json", "--lang", "nl")
    assert (status, err) == (1, b"")
    assert json.loads(out)["message"] == "deal.hands: moet een lijst van 4 lijsten van kaarten zijn, één per stoel"
    assert ("\\u00e9\\u00e9n" in out) is (encoding == "ascii")


def test_printable_keeps_what_the_encoding_shows() -> None:
    from tarotlib.text import printable
    line = "♥R †21 ☆ ×2 Forcée \ud83d 😀"
    assert printable(line, "utf-8") == "♥R †21 ☆ ×2 Forcée ? 😀"
    assert printable(line, "ascii") == "hR T21 EX x2 Forc?e ? ?"
    assert printable(line, "latin-1") == "hR T21 EX ×2 Forcée ? ?"
    assert printable('{"a": "é😀"}', "ascii", json_text=True) == '{"a": "\\u00e9\\ud83d\\ude00"}'
    assert printable(line, None) == line and printable(line, "no-such-codec") == line


# ---------------------------------------------------------------- whole numbers on the command line
@pytest.mark.parametrize("option", ["--players", "--seed"])
@pytest.mark.parametrize("given", ["４", " 3", "3 ", "٣", "+3", "3.0", "", "0x3", "3_0"])
def test_a_number_on_the_command_line_is_ascii_digits(capsys: pytest.CaptureFixture[str], option: str,
                                                      given: str) -> None:
    """int() takes ' 3', '+3', '3_0' and full-width or Arabic-Indic digits; a record's JSON
    takes none of them, and neither does the command line."""
    with pytest.raises(SystemExit) as caught:
        main(["selfplay", "la-rigueur", option, given, "--lang", "nl"])
    out, err = capsys.readouterr()
    assert caught.value.code == 2 and out == ""
    assert err.endswith(f"argument {option}: moet een geheel getal in ASCII-cijfers 0-9 zijn, niet {given!r}\n")


def test_a_negative_player_count_is_refused_by_the_game(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["selfplay", "la-rigueur", "--players", "-1"]) == 2
    assert capsys.readouterr().err == "tarotlib selfplay: players: La Rigueur is for 2-6 players, not -1\n"
    assert main(["selfplay", "la-rigueur", "--players", "3", "--seed", "-5"]) == 0
    assert json.loads(capsys.readouterr().out)["x-selfplay"]["seed"] == -5
