"""The arena (``python -m tarotlib arena``): its statistics on fixed numbers, the rotation
of seats over a deal, short runs of real bots, and clean refusals of bad arguments."""

from __future__ import annotations

import argparse
import json
import random
import subprocess
import sys
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from tarotlib import new_hand
import tarotlib.arena as arena_module
from tarotlib.arena import (MAX_DEALS, Z_975, deal_seeds, interval95, mean, play_deal, run_arena, seatings,
                            standard_error, t_975)
from tarotlib.bots import get_bot, play_out
from tarotlib.errors import TarotlibError
from tarotlib.games import ALL_GAME_IDS
from tarotlib.__main__ import main

HUGE = "9" * 5000  # beyond Python's 4300-digit limit for reading a whole number


# ---------------------------------------------------------------- statistics
def test_mean_and_standard_error_of_fixed_numbers() -> None:
    assert mean([1, 2, 3, 4, 5]) == 3
    assert standard_error([1, 2, 3, 4, 5]) == pytest.approx(0.5 ** 0.5)  # sample variance 2.5, over 5
    assert standard_error([7, 7, 7]) == 0


@pytest.mark.parametrize(("df", "table", "within"), [
    (1, 12.7062, 1e-4), (2, 4.3027, 1e-4), (3, 3.1824, 0.004), (4, 2.7764, 0.001), (5, 2.5706, 0.0003),
    (10, 2.2281, 1e-4), (30, 2.0423, 1e-4), (199, 1.9720, 1e-4), (100_000, 1.9600, 1e-4),
])
def test_t_points_match_the_printed_table(df: int, table: float, within: float) -> None:
    assert t_975(df) == pytest.approx(table, abs=within)


def test_interval_of_fixed_numbers() -> None:
    low, high = interval95([1, 2, 3, 4, 5]) or (0, 0)
    half = 2.7764 * 0.5 ** 0.5  # t(4) times the standard error
    assert (low, high) == (pytest.approx(3 - half, abs=1e-3), pytest.approx(3 + half, abs=1e-3))
    assert interval95([4, 4]) == (4, 4)


def test_one_value_gives_no_interval() -> None:
    assert interval95([3.5]) is None


def test_intervals_hold_the_true_mean_95_times_in_100_on_a_fixed_seed() -> None:
    """2000 samples of five normal numbers: Student's t covers the true mean 95% of the
    time, where the normal point (1.96), too short for five values, covers 88%."""
    rng = random.Random(28)
    samples = [[rng.gauss(0, 1) for _ in range(5)] for _ in range(2000)]
    covered = sum(low <= 0 <= high for low, high in map(interval95, samples))  # type: ignore[misc]
    by_normal = sum(abs(mean(s)) <= Z_975 * standard_error(s) for s in samples)
    assert covered == 1907 and by_normal == 1769


# ---------------------------------------------------------------- seats
@pytest.mark.parametrize(("players", "expected"), [
    (4, [(0, 1, 0, 1), (1, 0, 1, 0)]),  # partners 0+2 and 1+3 (K6) are one bot
    (3, [(0, 1, 0), (1, 0, 1)]),
    (2, [(0, 1), (1, 0)]),
])
def test_seatings_of_two_bots(players: int, expected: list[tuple[int, ...]]) -> None:
    assert seatings(players) == expected


@given(st.integers(2, 10), st.integers(1, 4))
def test_every_seat_holds_every_bot_once_per_deal(players: int, bots: int) -> None:
    rotations = seatings(players, bots)
    for seat in range(players):
        assert sorted(seating[seat] for seating in rotations) == list(range(bots))


def test_deal_seeds_do_not_depend_on_the_number_of_deals() -> None:
    assert deal_seeds(7, 3) == deal_seeds(7, 10)[:3] != deal_seeds(8, 3)


# ---------------------------------------------------------------- playing
def by_hand(game: str, players: int, variants: list[str], seed: int) -> tuple[float, float]:
    """The two bots' means over one deal, played here rotation by rotation: basic in the
    even seats, then in the odd ones, each bot seeded as the arena seeds it; a seat that
    sits out left out."""
    held: dict[str, list[float]] = {"basic": [], "random": []}
    for rotation in (0, 1):
        names = [("basic", "random")[(seat + rotation) % 2] for seat in range(players)]
        state = new_hand(game, players, variants, seed=seed)
        play_out(state, [get_bot(name, seed=f"{seed}:{rotation}:{seat}") for seat, name in enumerate(names)])
        assert state.result is not None
        for seat, name in enumerate(names):
            if seat != state.sitting_out:
                held[name].append(state.result.score[seat])
    assert len(held["basic"]) == len(held["random"])
    return mean(held["basic"]), mean(held["random"])


def test_one_deal_by_hand() -> None:
    """The deal of seed 5 played as A B A B and as B A B A: each bot's mean is over the
    four seats it held."""
    outcome = play_deal("maison-tarot", 4, (), ("basic", "random"), 5)
    assert outcome.score == by_hand("maison-tarot", 4, [], 5)
    assert outcome.value == outcome.score  # everyone for himself: the final value is the own score


def test_a_seat_sitting_out_counts_for_neither_bot() -> None:
    """K5 four-at-table: the dealer sits out and scores nothing; each bot's mean is over
    the three seats it played."""
    outcome = play_deal("klaverjas-3", 4, ["four-at-table"], ("basic", "random"), 11)
    assert new_hand("klaverjas-3", 4, ["four-at-table"], seed=11).sitting_out is not None
    assert outcome.score == by_hand("klaverjas-3", 4, ["four-at-table"], 11)
    same = run_arena("klaverjas-3", "basic,basic", deals=3, seed=4, variants=["four-at-table"])
    assert same.players == 4 and same.difference.mean == 0


@pytest.mark.parametrize("game", ALL_GAME_IDS)
def test_the_same_bot_against_itself_differs_by_nothing(game: str) -> None:
    """The basic bot never guesses: playing it against itself, every deal's two rotations
    are the same hand, and as each bot holds every seat once, the two means are equal."""
    result = run_arena(game, ["basic", "basic"], deals=2, seed=3)
    assert result.bots[0].score == result.bots[1].score
    assert result.difference.mean == 0 and result.difference.interval == (0, 0)


@pytest.mark.parametrize("game", ["klaverjas-4", "marjolet", "leipzig-taroc"])
def test_basic_beats_random_on_a_few_deals(game: str) -> None:
    result = run_arena(game, "basic,random", deals=12, seed=1)
    low, _ = result.difference.interval or (0, 0)
    assert result.hands == 24 and low > 0
    assert result.difference.mean == pytest.approx(result.bots[0].score.mean - result.bots[1].score.mean)


def test_partners_and_two_seats_make_the_final_value_the_difference() -> None:
    """Klaverjassen-4: a bot holds both seats of one side in each rotation, so its mean
    final value (side minus side) is the difference; two seats are zero-sum alike."""
    for game in ("klaverjas-4", "binage"):
        result = run_arena(game, "basic,random", deals=4, seed=2)
        first, second = result.bots
        assert first.final_value.mean == pytest.approx(result.difference.mean) == -second.final_value.mean


def test_a_run_is_repeated_exactly_by_its_seed() -> None:
    first = run_arena("la-rigueur", "basic,random", deals=3, seed=9)
    assert run_arena("la-rigueur", "basic,random", deals=3, seed=9) == first
    assert run_arena("la-rigueur", "basic,random", deals=3, seed=10) != first


def test_progress_after_each_deal() -> None:
    seen: list[tuple[int, int]] = []
    run_arena("marjolet", "random,basic", deals=3, seed=1, on_deal=lambda done, total: seen.append((done, total)))
    assert seen == [(1, 3), (2, 3), (3, 3)]


# ---------------------------------------------------------------- refusals through the API
@pytest.mark.parametrize(("arguments", "field"), [
    ({"bots": ["basic"]}, "bots"),
    ({"bots": "basic,random,basic"}, "bots"),
    ({"bots": "basic,clever"}, "bots"),
    ({"bots": "basic, random"}, "bots"),  # a name is not trimmed
    ({"bots": [1, 2]}, "bots"),
    ({"bots": None}, "bots"),
    ({"deals": 0}, "deals"),
    ({"deals": -3}, "deals"),
    ({"deals": MAX_DEALS + 1}, "deals"),
    ({"deals": True}, "deals"),
    ({"deals": 2.0}, "deals"),
    ({"seed": "1"}, "seed"),
    ({"game": "skat"}, "game"),
    ({"variants": ["nope"]}, "variant"),
    ({"players": 7}, "players"),
])
def test_run_arena_refuses_by_name(arguments: dict[str, Any], field: str) -> None:
    given: dict[str, Any] = {"game": "maison-tarot", "bots": "basic,random", "deals": 2, "seed": 1, **arguments}
    with pytest.raises(TarotlibError) as caught:
        run_arena(**given)
    assert caught.value.message_en.startswith(f"{field}: ") and caught.value.message_nl.startswith(f"{field}: ")


# ---------------------------------------------------------------- the command line
def arena(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[str, str]:
    assert main(["arena", *args]) == 0
    captured = capsys.readouterr()
    return captured.out, captured.err


def test_the_command_prints_the_figures(capsys: pytest.CaptureFixture[str]) -> None:
    out, err = arena(capsys, "klaverjas-4", "--bots", "basic,random", "--deals", "3", "--seed", "1")
    lines = out.splitlines()
    assert err == ""  # no progress line where standard error is no terminal
    assert lines[0] == ("Klaverjassen for 4, 4 players, seed 1: 3 deals, each played 2 times with the seats "
                        "rotated (6 hands)")
    assert lines[1] == "seats: A B A B, then B A B A"
    assert lines[4].startswith("A basic ") and lines[5].startswith("B random ") and lines[6].startswith("A - B ")
    assert " to " in lines[4] and lines[6].endswith(", paired by deal")


def test_the_command_in_dutch(capsys: pytest.CaptureFixture[str]) -> None:
    out, _ = arena(capsys, "binage", "--bots", "basic,random", "--deals", "2", "--seed", "1", "--lang", "nl")
    assert out.startswith("Binage / Cinq Cents, 2 spelers, seed 1: 2 delingen, elk 2 keer gespeeld met de stoelen")
    assert "stoelen: A B, daarna B A" in out and "per deling gepaard" in out and " tot " in out


def test_one_deal_says_it_has_no_interval(capsys: pytest.CaptureFixture[str]) -> None:
    out, _ = arena(capsys, "marjolet", "--bots", "basic,random", "--deals", "1", "--seed", "1")
    assert out.count("(no interval from one deal)") == 3


def test_json_holds_the_figures_of_the_same_run(capsys: pytest.CaptureFixture[str]) -> None:
    out, _ = arena(capsys, "maison-troggen", "--bots", "basic,random", "--deals", "3", "--seed", "2", "--json")
    figures = json.loads(out)
    assert figures == run_arena("maison-troggen", "basic,random", 3, 2).to_json()
    assert list(figures) == ["game", "variants", "players", "seed", "deals", "hands", "seatings", "bots",
                             "difference", "budget"]
    assert figures["budget"] is None  # no searching bot's budget given
    assert figures["seatings"] == [[0, 1, 0], [1, 0, 1]] and figures["hands"] == 6
    assert [bot["name"] for bot in figures["bots"]] == ["basic", "random"]
    low, high = figures["difference"]["ci95"]
    assert low <= figures["difference"]["mean"] <= high


def test_without_a_seed_the_run_names_the_seed_it_drew(capsys: pytest.CaptureFixture[str]) -> None:
    out, _ = arena(capsys, "binage", "--bots", "random,basic", "--deals", "2", "--json")
    drawn = json.loads(out)
    again, _ = arena(capsys, "binage", "--bots", "random,basic", "--deals", "2", "--json", "--seed", str(drawn["seed"]))
    assert json.loads(again) == drawn


def test_progress_line_on_request(capsys: pytest.CaptureFixture[str]) -> None:
    _, err = arena(capsys, "binage", "--bots", "basic,random", "--deals", "2", "--seed", "1", "--progress")
    assert err.startswith("\rarena: deal 1/2") and err.endswith("\rarena: deal 2/2\n")
    _, err = arena(capsys, "binage", "--bots", "basic,random", "--deals", "2", "--progress", "--lang", "nl")
    assert err.endswith("\rarena: deling 2/2\n")


@pytest.mark.parametrize(("args", "field"), [
    (["skat", "--bots", "basic,random", "--deals", "2"], "game"),
    (["maison-tarot", "--variant", "nope", "--bots", "basic,random", "--deals", "2"], "variant"),
    (["maison-tarot", "--players", "9", "--bots", "basic,random", "--deals", "2"], "players"),
    (["maison-tarot", "--bots", "basic,pimcx", "--deals", "2"], "bots"),
    (["maison-tarot", "--bots", "basic", "--deals", "2"], "bots"),
    (["maison-tarot", "--bots", "basic,", "--deals", "2"], "bots"),
    (["maison-tarot", "--bots", "basic,random", "--deals", "0"], "deals"),
    (["maison-tarot", "--bots", "basic,random", "--deals", "-1"], "deals"),
    (["maison-tarot", "--bots", "basic,random", "--deals", str(MAX_DEALS + 1)], "deals"),
    (["maison-tarot", "--bots", "basic,random", "--deals", "4" + "0" * 4000], "deals"),
])
def test_the_command_refuses_by_name(capsys: pytest.CaptureFixture[str], args: list[str], field: str) -> None:
    assert main(["arena", *args]) == 2
    out, err = capsys.readouterr()
    assert out == "" and err.count("\n") == 1 and err.startswith(f"tarotlib arena: {field}: ")


def test_the_command_refuses_in_dutch(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["arena", "maison-tarot", "--bots", "basic,slim", "--deals", "2", "--lang", "nl"]) == 2
    assert capsys.readouterr().err == "tarotlib arena: bots: onbekende bot 'slim' (bekend: random, basic, pimc)\n"


@pytest.mark.parametrize(("args", "words"), [
    (["--deals", "abc"], ["argument --deals: ", "'abc'"]),
    (["--deals", "2.5"], ["argument --deals: ", "'2.5'"]),
    (["--deals", HUGE], ["argument --deals: "]),
    (["--deals", "2", "--seed", "x"], ["argument --seed: ", "'x'"]),
    (["--deals", "2", "--players", "four"], ["argument --players: ", "'four'"]),
    (["--deals"], ["argument --deals: expected one argument"]),
    ([], ["the following arguments are required: --deals"]),
])
def test_argparse_refuses_what_is_no_number_naming_the_flag(capsys: pytest.CaptureFixture[str], args: list[str],
                                                              words: list[str]) -> None:
    """What is no whole number is refused as the command line reads numbers for
    ``selfplay`` (the words are its own), naming the flag and quoting the value."""
    with pytest.raises(SystemExit) as done:
        main(["arena", "binage", "--bots", "basic,random", *args])
    out, err = capsys.readouterr()
    assert done.value.code == 2 and out == "" and "Traceback" not in err
    assert all(word in err.splitlines()[-1] for word in words)


def test_the_command_reads_and_writes_as_the_command_line_hands_it_over() -> None:
    """``__main__`` hands over its way to read a number and to write a line, so the arena
    reads ``--players``, ``--seed`` and ``--deals`` and writes as ``selfplay`` does."""
    read: list[str] = []
    written: list[str] = []

    def number(text: str) -> int:
        read.append(text)
        return int(text)

    parser = argparse.ArgumentParser()
    parser.add_argument("--lang", default="en")
    arena_module.add_arguments(parser, "en", lambda key: key, number=number, output=written.append)
    args = parser.parse_args(["binage", "--bots", "basic,random", "--deals", "2", "--seed", "4", "--players", "2"])
    assert args.run(args) == 0
    assert sorted(read) == ["2", "2", "4"] and len(written) == 1 and written[0].startswith("Binage")


def test_help_in_dutch_lists_the_games(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as done:
        main(["arena", "--help", "--lang", "nl"])
    shown = capsys.readouterr().out
    assert done.value.code == 0 and shown.startswith("gebruik: tarotlib arena")
    assert "de twee bots, bijv. basic,random" in shown and "spellen:" in shown and "--deals N" in shown


def test_ctrl_c_stops_with_a_line(capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    def interrupted(*_: Any) -> None:
        raise KeyboardInterrupt

    monkeypatch.setattr(arena_module, "play_deal", interrupted)
    assert main(["arena", "binage", "--bots", "basic,random", "--deals", "5"]) == 130
    out, err = capsys.readouterr()
    assert out == "" and err == "\ntarotlib arena: stopped before the last deal: no figures\n"


def test_a_refusal_as_a_program_is_one_line_without_traceback() -> None:
    done = subprocess.run([sys.executable, "-m", "tarotlib", "arena", "binage", "--bots", "basic,random", "--deals",
                           "1000000"], capture_output=True, text=True, check=False, timeout=60)
    assert done.returncode == 2 and done.stdout == ""
    assert done.stderr == "tarotlib arena: deals: must be a whole number from 1 to 100000, not 1000000\n"


def test_a_budget_reaches_the_searching_bot_and_is_refused_by_name(capsys: pytest.CaptureFixture[str]) -> None:
    out, _ = arena(capsys, "klaverjas-4", "--bots", "pimc,basic", "--deals", "1", "--seed", "3", "--budget", "0.02")
    assert "pimc thinks about 0.02 s a decision" in out
    assert run_arena("klaverjas-4", "pimc,basic", 1, 3, budget=0.02).budget == 0.02
    for given in ("0", "700"):  # a number, out of range: the arena's own check
        assert main(["arena", "klaverjas-4", "--bots", "pimc,basic", "--deals", "1", "--budget", given]) == 2
        assert "budget: must be a number of seconds above 0 and at most 600" in capsys.readouterr().err
    for given in ("1e5", "-1", "½", " 1"):  # not a plain decimal in ASCII: the command line's reading
        with pytest.raises(SystemExit) as stop:
            main(["arena", "klaverjas-4", "--bots", "pimc,basic", "--deals", "1", "--budget", given])
        assert stop.value.code == 2
        assert "budget: must be a number of seconds such as 0.5" in capsys.readouterr().err
