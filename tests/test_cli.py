"""The command line of RECORD.md: ``replay`` and ``selfplay``, exit codes, languages."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from tarotlib.__main__ import main


def run(*args: str, stdin: str | None = None) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "tarotlib", *args], input=stdin, capture_output=True, text=True, check=False,
    )


def selfplay(capsys: pytest.CaptureFixture[str], *args: str) -> dict[str, Any]:
    assert main(["selfplay", *args]) == 0
    return json.loads(capsys.readouterr().out)


@pytest.fixture
def record_file(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> Path:
    path = tmp_path / "hand.json"
    path.write_text(json.dumps(selfplay(capsys, "maison-tarot", "--seed", "1")), encoding="utf-8")
    return path


def replay_lines(capsys: pytest.CaptureFixture[str], *args: str, status: int) -> list[dict[str, Any]]:
    assert main(["replay", "--json", *args]) == status
    return [json.loads(line) for line in capsys.readouterr().out.splitlines()]


# ---------------------------------------------------------------- as a program
def test_selfplay_piped_into_replay() -> None:
    made = run("selfplay", "maison-tarot", "--seed", "1")
    assert made.returncode == 0 and made.stderr == ""
    checked = run("replay", "-", "--json", stdin=made.stdout)
    assert checked.returncode == 0
    verdict = json.loads(checked.stdout)
    assert verdict["file"] == "-" and verdict["ok"] is True
    assert verdict["result"] == json.loads(made.stdout)["result"]


def test_help_and_no_command() -> None:
    assert run("--help").returncode == 0
    assert "FILE" in run("replay", "--help").stdout
    assert "--option KEY=VALUE" in run("selfplay", "--help").stdout
    assert run().returncode == 2


@pytest.mark.parametrize("args", [("selfplay", "--help", "--lang", "nl"), ("selfplay", "--lang=nl", "--help")])
def test_help_lists_the_games_in_the_language_asked(capsys: pytest.CaptureFixture[str], args: tuple[str, ...]) -> None:
    """``--help`` is answered before ``--lang`` would be read: the game list is made in the
    language that stands anywhere on the line."""
    with pytest.raises(SystemExit) as done:
        main(list(args))
    shown = capsys.readouterr().out
    assert done.value.code == 0
    assert "spellen:" in shown and "2-6 spelers: Het eenvoudigste tarotspel" in shown and "games:" not in shown
    assert shown.startswith("gebruik: tarotlib selfplay") and "opties:" in shown and "toon deze hulp" in shown
    assert "options:" not in shown and "a game option" not in shown  # the command line's own words too


def test_help_with_a_wrong_or_missing_language() -> None:
    """A wrong language is the full parser's refusal, in its own name; ``--lang`` with no
    value after ``--help`` is never read (argparse answers ``--help`` where it stands)."""
    wrong = run("selfplay", "--lang", "xx", "--help")
    assert wrong.returncode == 2 and wrong.stdout == "" and "Traceback" not in wrong.stderr
    assert wrong.stderr.startswith("usage: tarotlib selfplay") and "invalid choice: 'xx'" in wrong.stderr
    missing = run("selfplay", "--help", "--lang")
    assert missing.returncode == 0 and "games:" in missing.stdout and missing.stderr == ""


def test_unknown_game_is_one_line_without_traceback() -> None:
    done = run("selfplay", "skat")
    assert done.returncode == 2 and done.stdout == ""
    assert done.stderr.count("\n") == 1 and "Traceback" not in done.stderr and "skat" in done.stderr


# ---------------------------------------------------------------- selfplay
def test_selfplay_same_seed_same_record(capsys: pytest.CaptureFixture[str]) -> None:
    first = selfplay(capsys, "la-rigueur", "--seed", "7", "--bot", "random", "--players", "5")
    again = selfplay(capsys, "la-rigueur", "--seed", "7", "--bot", "random", "--players", "5")
    other = selfplay(capsys, "la-rigueur", "--seed", "8", "--bot", "random", "--players", "5")
    assert first == again != other
    assert first["players"] == 5 and first["x-selfplay"] == {"seed": 7, "bot": "random"}


def test_selfplay_without_seed_records_the_seed_it_drew(capsys: pytest.CaptureFixture[str]) -> None:
    drawn = selfplay(capsys, "maison-tarot")
    seed = drawn["x-selfplay"]["seed"]
    assert selfplay(capsys, "maison-tarot", "--seed", str(seed)) == drawn


def test_selfplay_wild_with_options(capsys: pytest.CaptureFixture[str]) -> None:
    made = selfplay(capsys, "maison-tarot", "--variant", "wild", "--option", "cards=9", "--option", "pot=3",
                    "--players", "5", "--seed", "2")
    assert made["variant"] == ["wild"] and made["options"] == {"cards": 9, "pot": 3}
    assert [len(hand) for hand in made["deal"]["hands"]] == [9] * 5
    assert sum(made["result"]["pot_share"]) + made["result"]["pot_left"] == 3


@pytest.mark.parametrize("args, word", [
    (["skat"], "game"),
    (["maison-tarot", "--variant", "nope"], "variant"),
    (["maison-tarot", "--bot", "clever"], "bot"),
    (["maison-tarot", "--option", "cards=9"], "options.cards"),
    (["maison-tarot", "--option", "cards"], "KEY=VALUE"),
    (["maison-tarot", "--variant", "wild", "--option", "cards=30"], "players"),
    (["maison-tarot", "--players", "9"], "players"),
])
def test_selfplay_refusals(capsys: pytest.CaptureFixture[str], args: list[str], word: str) -> None:
    assert main(["selfplay", *args]) == 2
    out, err = capsys.readouterr()
    assert out == "" and word in err and err.count("\n") == 1


def test_selfplay_refusal_in_dutch(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["selfplay", "skat", "--lang", "nl"]) == 2
    assert "onbekend spel 'skat'" in capsys.readouterr().err


# ---------------------------------------------------------------- replay --json
def test_replay_json_steps(capsys: pytest.CaptureFixture[str], record_file: Path) -> None:
    (verdict,) = replay_lines(capsys, str(record_file), status=0)
    record = json.loads(record_file.read_text(encoding="utf-8"))
    assert list(verdict) == ["file", "ok", "steps", "result"]
    assert verdict["file"] == str(record_file) and verdict["result"] == record["result"]
    assert len(verdict["steps"]) == len(record["actions"]) == 48
    for step in verdict["steps"]:
        assert step["action"] in step["legal"]
        texts = [json.dumps(a, sort_keys=True, separators=(",", ":")) for a in step["legal"]]
        assert texts == sorted(texts)


def test_replay_illegal_action(capsys: pytest.CaptureFixture[str], record_file: Path) -> None:
    record = json.loads(record_file.read_text(encoding="utf-8"))
    record["actions"][2]["seat"] = record["actions"][1]["seat"]
    record_file.write_text(json.dumps(record), encoding="utf-8")
    (verdict,) = replay_lines(capsys, str(record_file), status=1)
    turn = record["actions"][2]["seat"] + 1
    assert verdict == {
        "file": str(record_file), "ok": False, "index": 2, "rule": "turn",
        "message": f"It is not your turn: seat {turn % 4} plays now.",
    }
    (verdict,) = replay_lines(capsys, str(record_file), "--lang", "nl", status=1)
    assert verdict["message"] == f"Je bent niet aan de beurt: stoel {turn % 4} speelt nu."


def test_replay_reports_every_file_before_exiting(capsys: pytest.CaptureFixture[str], record_file: Path,
                                                   tmp_path: Path) -> None:
    broken = tmp_path / "broken.json"
    broken.write_text('{"format": "tarotlib-record/1", "game": "skat"}', encoding="utf-8")
    not_json = tmp_path / "notes.txt"
    not_json.write_text("a hand I liked", encoding="utf-8")
    missing = tmp_path / "missing.json"
    lines = replay_lines(capsys, str(broken), str(not_json), str(missing), str(record_file), status=1)
    assert [line["ok"] for line in lines] == [False, False, False, True]
    for line, field in zip(lines, ["game", "record", "file"]):
        assert line["index"] is None and line["rule"] is None and line["message"].startswith(f"{field}: ")


def test_replay_malformed_in_dutch(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    path = tmp_path / "hand.json"
    path.write_text('{"format": "tarotlib-record/1", "game": "maison-tarot", "players": 9}', encoding="utf-8")
    (verdict,) = replay_lines(capsys, str(path), "--lang", "nl", status=1)
    assert verdict["message"] == "players: Maison Tarot is voor 2-6 spelers, niet 9 (de variant wild speelt met 9)"


def test_replay_keeps_non_ascii(capsys: pytest.CaptureFixture[str], record_file: Path) -> None:
    record = json.loads(record_file.read_text(encoding="utf-8"))
    record["actions"][0]["play"] = "♥R"
    record_file.write_text(json.dumps(record, ensure_ascii=False), encoding="utf-8")
    assert main(["replay", "--json", str(record_file)]) == 1
    assert "'♥R'" in capsys.readouterr().out


# ---------------------------------------------------------------- replay for a person
def test_replay_text(capsys: pytest.CaptureFixture[str], record_file: Path) -> None:
    assert main(["replay", str(record_file)]) == 0
    out = capsys.readouterr().out
    assert out.startswith("Maison Tarot (4 players)\n")
    assert "Dealer: seat" in out and "Voorhand" in out
    assert "Trick 1, seat" in out and "Trick 12, seat" in out and " wins" in out
    assert "Result:" in out and "card points" in out
    assert "☆" in out


def test_replay_text_in_dutch(capsys: pytest.CaptureFixture[str], record_file: Path) -> None:
    assert main(["replay", str(record_file), "--lang", "nl"]) == 0
    out = capsys.readouterr().out
    assert "Slag 1, stoel" in out and "Uitslag:" in out and "kaartpunten" in out and "Deler: stoel" in out


def test_replay_text_illegal_shows_the_hand_so_far(capsys: pytest.CaptureFixture[str], record_file: Path) -> None:
    record = json.loads(record_file.read_text(encoding="utf-8"))
    record["actions"][6]["play"] = record["deal"]["rest"][0]
    record_file.write_text(json.dumps(record), encoding="utf-8")
    assert main(["replay", str(record_file)]) == 1
    out = capsys.readouterr().out
    assert "Trick 1, seat" in out and "Trick 3" not in out and "Result:" not in out
    seat, card = record["actions"][6]["seat"], record["deal"]["rest"][0]
    assert f'Action 6 (seat {seat}, {{"play": "{card}"}}) is not allowed' in out
    assert "[hand]" in out


@pytest.mark.parametrize(("lang", "line"), [
    ("en", "Options: first hand of the game (clubs): yes\n"),
    ("nl", "Opties: eerste hand van het potje (klaveren): ja\n"),
])
def test_replay_text_says_an_options_value_in_words(capsys: pytest.CaptureFixture[str], tmp_path: Path,
                                                    lang: str, line: str) -> None:
    """A switch is yes or no (ja, nee), not Python's True or False."""
    record = tmp_path / "k4.json"
    record.write_text(json.dumps(selfplay(capsys, "klaverjas-4", "--seed", "3", "--option", "first_hand=true")))
    assert main(["replay", str(record), "--lang", lang]) == 0
    out = capsys.readouterr().out
    assert line in out and "True" not in out


def test_replay_text_says_a_list_option_without_brackets(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    record = tmp_path / "mj.json"
    record.write_text(json.dumps(selfplay(capsys, "marjolet", "--seed", "4", "--option", "scores=[120,80]")))
    assert main(["replay", str(record)]) == 0
    assert "the totals before this hand: 120, 80;" in capsys.readouterr().out


@pytest.mark.parametrize(("variant", "shown"), [("leids", False), ("utrechts", False), ("voorhand-vrij", True)])
def test_replay_text_names_the_suits_to_turn_only_where_there_are_some(
        capsys: pytest.CaptureFixture[str], tmp_path: Path, variant: str, shown: bool) -> None:
    """K7: no suit is turned under utrechts and leids, so no empty "suits to turn:" line."""
    record = tmp_path / "k4.json"
    record.write_text(json.dumps(selfplay(capsys, "klaverjas-4", "--seed", "3", "--variant", variant)))
    assert main(["replay", str(record)]) == 0
    assert ("suits to turn: " in capsys.readouterr().out) is shown


def test_replay_text_of_several_files_names_them(capsys: pytest.CaptureFixture[str], record_file: Path) -> None:
    assert main(["replay", str(record_file), str(record_file)]) == 0
    assert capsys.readouterr().out.count(f"== {record_file} ==") == 2
