"""The benchmark scripts still run and write every figure (no timing is asserted here:
speed is judged by the benchmarks themselves, on a quiet machine)."""

from __future__ import annotations

import importlib.util
import json
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent


def load(name: str):  # type: ignore[no-untyped-def]
    spec = importlib.util.spec_from_file_location(f"bench_{name}", ROOT / "benchmarks" / f"{name}.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_engine_benchmark_covers_every_case_it_is_given(tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                                         monkeypatch: pytest.MonkeyPatch) -> None:
    engine = load("engine")
    # each timed run starts with gc.collect(), which in pytest's large heap takes a fifth
    # of a second; this test times nothing
    monkeypatch.setattr(engine.gc, "collect", lambda: 0)
    out, baseline = tmp_path / "engine.json", tmp_path / "baseline.json"
    # (triomphe-forcee: with this seed its first deal ends at once, TF3, and had no position to push)
    assert engine.main(["--hands", "3", "--reps", "2", "--game", "marjolet", "--game", "klaverjas-3",
                        "--game", "triomphe-forcee", "--out", str(out), "--baseline", str(baseline)]) == 0
    printed = capsys.readouterr().out
    results = json.loads(out.read_text())["results"]
    cases = [game + "".join(f"+{v}" for v in variants) for game, variants, _ in engine.cases()
             if game in ("marjolet", "klaverjas-3", "triomphe-forcee")]
    assert set(results) == {"minimal loop", *cases}
    for label in cases:
        row = results[label]
        assert row["us_per_card_play_only"] > 0 and row["ratio_play_only"] > 0 and row["us_per_push_pop"] > 0
        assert f"{label}: µs per card" in printed
    assert "x the minimal loop" not in printed and "x the loop in its shape" not in printed  # retired targets
    assert f"No baseline at {baseline}" in printed and not baseline.exists()


def test_engine_benchmark_writes_and_reads_its_baseline(tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                                        monkeypatch: pytest.MonkeyPatch) -> None:
    engine = load("engine")
    monkeypatch.setattr(engine.gc, "collect", lambda: 0)
    baseline = tmp_path / "baseline.json"
    given = ["--hands", "2", "--reps", "1", "--out", str(tmp_path / "engine.json"), "--baseline", str(baseline)]
    assert engine.main([*given, "--game", "binage", "--write-baseline"]) == 0
    written = json.loads(baseline.read_text(encoding="utf-8"))
    assert set(written["games"]) == {"binage", "binage+knock-out"}
    assert (written["hands"], written["reps"], written["seed"]) == (2, 1, 1)
    assert set(written["games"]["binage"]) == {"card", "push_pop"}
    capsys.readouterr()
    assert engine.main([*given, "--game", "binage", "--game", "marjolet", "--write-baseline"]) == 0
    printed = capsys.readouterr().out
    assert "Against the baseline (baseline.json" in printed and "minimal-loop-adjusted" in printed
    assert "marjolet                            (not in the baseline)" in printed
    assert "of 2 more than 10% slower than the baseline" in printed
    assert set(json.loads(baseline.read_text(encoding="utf-8"))["games"]) == {
        "binage", "binage+knock-out", "marjolet", "marjolet+marias-jack", "marjolet+last-winner",
        "marjolet+knock-out"}


def test_ratios_to_the_baseline_on_fixed_figures() -> None:
    engine = load("engine")
    row = {"us_per_card_play_only": 6.0, "us_per_push_pop": 9.0}
    now = engine.per_minimal(row, 2.0)
    assert now == {"card": 3.0, "push_pop": 4.5}
    ratios = engine.against_baseline(now, {"card": 2.5, "push_pop": 4.5})
    assert ratios == {"card": pytest.approx(1.2), "push_pop": 1.0}
    assert engine.is_slower(ratios) and not engine.is_slower({"card": 1.1, "push_pop": 0.7})
    assert not engine.is_slower({"card": 1.0, "push_pop": 1.3})  # push+pop is shown, not judged


def test_the_report_names_each_game_slower_than_its_baseline() -> None:
    engine = load("engine")
    results = {"minimal loop": {"us_per_card_play_only": 2.0},
               "binage": {"us_per_card_play_only": 6.8, "us_per_push_pop": 8.0},
               "marjolet": {"us_per_card_play_only": 4.0, "us_per_push_pop": 9.0}}
    baseline = {"python": "3.11", "hands": 200, "reps": 15, "seed": 1, "date": "2026-12-06",
                "minimal_loop_us_per_card": 1.5,
                "games": {"binage": {"card": 3.0, "push_pop": 4.0}, "marjolet": {"card": 2.0, "push_pop": 3.0}}}
    lines = engine.baseline_lines(results, baseline, Path("engine-baseline.json"))
    assert "The minimal loop: 2.00 µs per card in this run, 1.50 in the baseline's." in lines
    binage = next(line for line in lines if line.startswith("binage"))
    marjolet = next(line for line in lines if line.startswith("marjolet"))
    assert binage.split()[1:3] == ["1.13x", "1.00x"] and "SLOWER: more than 10% slower" in binage
    assert marjolet.split()[1:] == ["1.00x", "1.50x"]
    assert lines[-1] == "\n1 of 2 more than 10% slower than the baseline: binage."
