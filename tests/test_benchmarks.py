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
    out = tmp_path / "engine.json"
    # (triomphe-forcee: with this seed its first deal ends at once, TF3, and had no position to push)
    assert engine.main(["--hands", "3", "--reps", "2", "--game", "marjolet", "--game", "klaverjas-3",
                        "--game", "triomphe-forcee", "--out", str(out)]) == 0
    printed = capsys.readouterr().out
    results = json.loads(out.read_text())["results"]
    cases = [game + "".join(f"+{v}" for v in variants) for game, variants, _ in engine.cases()
             if game in ("marjolet", "klaverjas-3", "triomphe-forcee")]
    assert set(results) == {"minimal loop", *cases}
    for label in cases:
        row = results[label]
        assert row["us_per_card_play_only"] > 0 and row["ratio_play_only"] > 0 and row["us_per_push_pop"] > 0
        assert f"{label}: x the minimal loop" in printed
