"""The widgets of the phases before and between tricks, driven in Python (no browser):
each takes a right action, refuses a wrong one with its rule's explanation in both
languages, and PlayApp plays whole hands of all nine games through them."""

from __future__ import annotations

from html import escape
from typing import Callable

import pytest

pytest.importorskip("ipywidgets")
pytest.importorskip("anywidget")

from tarotlib.actions import END_DECLARING, Annul, Bid, Declare, Discard, Double, Play  # noqa: E402
from tarotlib.bots import hint  # noqa: E402
from tarotlib.games import catalogue  # noqa: E402
from tarotlib.state import HandState  # noqa: E402
from tarotwidgets import PlayApp  # noqa: E402
from tarotwidgets.i18n import say  # noqa: E402
from tarotwidgets.phases import PaymentsWidget, PhasePanel  # noqa: E402


@pytest.fixture(autouse=True)
def no_event_loop(monkeypatch: pytest.MonkeyPatch) -> None:
    """The computer players move at once, whatever loop another test left running."""
    monkeypatch.setattr("tarotwidgets.play._running_loop", lambda: None)


def advance(app: PlayApp, until: Callable[[HandState], bool], hands: int = 6) -> bool:
    """Let the learner follow the hint until ``until(state)`` holds at the learner's turn."""
    for _ in range(hands):
        while not app.state.is_over:
            if app.state.turn == app.seat and until(app.state):
                return True
            assert app.act(hint(app.state).action)
        if app.match.is_over:
            return False
        app.deal()
    return False


def at(phase: str) -> Callable[[HandState], bool]:
    return lambda state: state.phase_name == phase


# ---------------------------------------------------------------- the discard
@pytest.mark.parametrize(("game", "rule"), [("maison-troggen", "ML1"), ("leipzig-taroc", "LT1"),
                                            ("klaverjas-3", "K5")])
def test_discard_in_the_hand_marks_the_allowed_cards_and_refuses_by_its_rule(game: str, rule: str) -> None:
    app = PlayApp(game, seed=1, bot_delay=0)
    assert advance(app, at("discard"))
    state = app.state
    allowed = {a.card for a in state.legal_actions() if isinstance(a, Discard)}
    marks = {c["code"]: c["legal"] for c in app.hand.buttons.cards}
    assert {code for code, legal in marks.items() if legal} == {c.code for c in allowed}
    assert say("discard_legal", "en") in {c["description"] for c in app.hand.buttons.cards}
    assert "lay away" in app.status.value and app.phase_panel.layout.display is None
    refused = next((c for c in state.hand(app.seat) if c not in allowed), None)
    if refused is not None:  # K5 lets any card go
        before = len(state.actions)
        assert app.play(refused) is False and len(state.actions) == before
        message = app.hand.message.value
        assert f"rule {rule}" in message and 'role="alert"' in message and "Traceback" not in message
        app.lang = "nl"
        assert f"regel {rule}" in app.hand.message.value
        app.lang = "en"
    card = sorted(allowed, key=lambda c: c.code)[0]
    assert app.play(card) and card in state.view(app.seat).laid
    assert card.short("en") in app.phase_panel.prompt.value or state.phase_name != "discard"
    other = (app.seat + 1) % state.players
    assert card not in state.view(other).laid  # the discard is its owner's only
    assert "lay away" in app.log_view.value


# ---------------------------------------------------------------- declarations
def test_declarations_one_at_a_time_with_points_and_stop() -> None:
    app = PlayApp("leipzig-taroc", seed=12, bot_delay=0)
    assert advance(app, at("declare"))
    state = app.state
    panel = app.phase_panel
    choices = panel.buttons.choices
    declares = [a for a in state.legal_actions() if isinstance(a, Declare)]
    assert declares and [c["kind"] for c in choices].count("declare") == len(declares)
    assert choices[-1]["kind"] == "stop" and choices[-1]["label"] == "Stop declaring"
    name = state.spec.names[declares[0].combo]["en"]
    assert name in choices[0]["label"] and "points" in choices[0]["label"]
    assert "rule LT2" in panel.prompt.value
    wrong = Declare("matadors", tuple(state.hand(app.seat)[:2]))
    assert panel.act(wrong) is False
    assert "tarot-refusal" in panel.message.value and "rule LT2" in panel.message.value
    assert panel.refusal is not None and panel.refusal.explanation("en") in panel.message.value
    app.lang = "nl"
    assert "regel LT2" in panel.message.value and panel.refusal.explanation("nl") in panel.message.value
    assert panel.buttons.choices[-1]["label"] == "Stop met roemen"
    app.lang = "en"
    assert panel.choose(0)  # the declaration: paid at once, shown with who paid whom
    assert any(e.kind == "paid" for e in state.events)
    payments = app.payments.value
    assert "pays you" in payments and "(LT2)" in payments and app.payments.layout.display is None
    while state.turn == app.seat and state.phase_name == "declare":
        assert app.act(END_DECLARING)
    assert "You declare" in app.log_view.value


def test_others_declarations_and_payments_show_as_they_happen() -> None:
    for seed in range(40):
        app = PlayApp("leipzig-taroc", seed=seed, bot_delay=0)
        advance(app, lambda state: state.phase_name == "play", hands=1)
        view = app.state.view(app.seat)
        theirs = [e for e in view.events if e.kind == "declared" and e.seat != app.seat]
        if theirs:
            break
    else:
        pytest.fail("no computer player declared in 40 deals")
    seat = theirs[0].seat
    assert f"Seat {seat} declares" in app.log_view.value and f"Seat {seat} declares" in app.payments.value
    assert "pays Seat" in app.payments.value or "you pay" in app.payments.value.lower()
    app.lang = "nl"
    assert f"Stoel {seat} roemt" in app.payments.value and "betaalt" in app.payments.value


# ---------------------------------------------------------------- yes or no
@pytest.mark.parametrize(("game", "variants", "phase", "rule", "seed"), [
    ("leipzig-taroc", ("prague-vienna",), "annul", "LT9", 47),
    ("klaverjas-4", ("kraken",), "double", "K7", 0),
])
def test_yes_no_question_with_its_reason(game: str, variants: tuple[str, ...], phase: str, rule: str,
                                          seed: int) -> None:
    app = PlayApp(game, variants=variants, seed=seed, bot_delay=0)
    assert advance(app, at(phase))
    panel = app.phase_panel
    kinds = [c["kind"] for c in panel.buttons.choices]
    assert sorted(kinds) == ["no", "yes"]
    assert f"rule {rule}" in panel.prompt.value and say(f"{phase}_reason", "en") in panel.prompt.value
    assert panel.act(Play(app.state.hand(app.seat)[0])) is False  # a card now: the phase's own refusal
    assert panel.refusal is not None and panel.refusal.rule == "phase"
    assert panel.refusal.explanation("en") in panel.message.value
    app.lang = "nl"
    assert say(f"{phase}_reason", "nl") in panel.prompt.value and panel.refusal.explanation("nl") in panel.message.value
    app.lang = "en"
    answer = Annul(False) if phase == "annul" else Double(False)
    assert panel.choose(kinds.index("no")) and (app.seat, answer) in app.state.actions


# ---------------------------------------------------------------- bidding
@pytest.mark.parametrize("variants", [(), ("leids",)])
def test_bidding_buttons_come_from_the_legal_bids(variants: tuple[str, ...]) -> None:
    app = PlayApp("klaverjas-4", variants=variants, seed=0, bot_delay=0)
    assert advance(app, at("bid"))
    state, panel = app.state, app.phase_panel
    legal = state.legal_actions()
    assert len(panel.buttons.choices) == len(legal)
    kinds = {c["kind"] for c in panel.buttons.choices}
    assert ("points" in kinds) == bool(variants) and ("pass" in kinds) == (Bid("pass") in legal)
    if variants:
        assert any("trump, bid the points" in c["group"] for c in panel.buttons.choices)
    wrong = next(Bid("play", suit) for suit in range(4) if Bid("play", suit) not in legal)
    assert panel.act(wrong) is False and panel.refusal is not None
    assert f"rule {panel.refusal.rule}" in panel.message.value and "Traceback" not in panel.message.value
    app.lang = "nl"
    assert escape(panel.refusal.explanation("nl")) in panel.message.value
    before = len(state.actions)
    assert panel.choose(0)
    assert state.actions[before] == (app.seat, legal[0])


def test_hint_in_a_phase_names_the_computer_choice_and_marks_it() -> None:
    app = PlayApp("klaverjas-4", seed=0, bot_delay=0)
    assert advance(app, at("bid"))
    app.show_hint()
    advice = hint(app.state)
    assert advice.advice("en") in app.hint_box.value
    suggested = [c for c in app.phase_panel.buttons.choices if c["suggested"]]
    assert len(suggested) == 1 and app.state.legal_actions()[suggested[0]["index"]] == advice.action


# ---------------------------------------------------------------- chips and the sheet
def test_triomphe_antes_and_pot_are_drawn_with_who_and_why() -> None:
    app = PlayApp("triomphe-forcee", seed=1, bot_delay=0)
    state = app.state
    payments = app.payments.value
    antes = [e for e in state.events if e.kind == "ante"]
    assert antes and "in the pot (TF2)" in payments and 'data-pot="' in payments
    assert "chip" in payments and "tarot-pot" in payments
    app.lang = "nl"
    assert "in de pot (TF2)" in app.payments.value and "fiche" in app.payments.value
    assert "fiches" in app.sheet.value


def test_the_sheets_say_how_the_game_is_counted() -> None:
    troggen = PlayApp("maison-troggen", seed=1, bot_delay=0)
    assert "3 hands are played (ML3)" in troggen.sheet.value and "Hand 1 of 3." in troggen.sheet.value
    troggen.lang = "nl"
    assert "Er worden 3 handen gespeeld" in troggen.sheet.value and "Hand 1 van 3." in troggen.sheet.value
    wild = PlayApp("maison-tarot", variants=("wild",), seed=1, bot_delay=0)
    assert "One hand is played (MT5)" in wild.sheet.value and "hand(s)" not in wild.sheet.value
    assert "game points" in PlayApp("leipzig-taroc", seed=1, bot_delay=0).sheet.value
    klaverjas = PlayApp("klaverjas-4", seed=1, bot_delay=0)
    advance(klaverjas, lambda state: False, hands=1)
    row = klaverjas.match.sheet()[0]
    assert row == list(klaverjas.match.hands[0].result.extra["sheet"])  # K4: the rounded sheet column


def zero_scored(game: str, seeds: range) -> PlayApp | None:
    """A PlayApp whose last hand the learner scored 0 in, if any of these deals gives one."""
    for seed in seeds:
        app = PlayApp(game, seed=seed, bot_delay=0)
        for _ in range(4):
            advance(app, lambda state: False, hands=1)
            if app.state.result is not None and app.state.result.score[app.seat] == 0:
                return app
            if app.match.is_over:
                break
            app.deal()
    return None


def test_a_zero_score_reads_the_same_on_the_result_and_the_sheet() -> None:
    app = zero_scored("triomphe-forcee", range(10))
    assert app is not None, "no hand of 40 scored 0"
    assert "you scored 0 " in app.result.value and "+0" not in app.result.value + app.sheet.value


# ---------------------------------------------------------------- the table
def test_stock_games_and_klaverjas_show_what_lies_on_the_table() -> None:
    marjolet = PlayApp("marjolet", seed=0, bot_delay=0)
    info = marjolet.table.info.value
    assert "Stock:" in info and ("Turned for trump" in info or "Trump:" in info)
    assert advance(marjolet, at("declare"))
    marjolet.act(next(a for a in marjolet.state.legal_actions() if isinstance(a, Declare)))
    if any(marjolet.state.view(0).faceup):
        assert "tarot-faceup" in "".join(p.value for p in marjolet.table.seat_panels)
    klaverjas = PlayApp("klaverjas-4", seed=0, bot_delay=0)
    advance(klaverjas, lambda state: state.phase_name == "play")
    info = klaverjas.table.info.value
    assert "Trump:" in info and "points to make" in info
    klaverjas.lang = "nl"
    assert "Troef:" in klaverjas.table.info.value and "punten te halen" in klaverjas.table.info.value


def test_status_names_the_winner_while_the_finished_trick_is_shown() -> None:
    app = PlayApp("maison-tarot", seed=7, bot_delay=0)
    state = app.state
    while not state.is_over:
        if state.tricks and not state.trick():
            app._render_status()
            if state.turn == app.seat:
                assert "Your lead" in app.status.value
            break
        app.play(state.legal_cards()[0])
    winner = state.tricks[-1].winner
    state.turn = (app.seat + 1) % state.players  # as while a computer player waits to lead
    app._render_status()
    expected = "You win trick" if winner == app.seat else f"Seat {winner} wins trick"
    assert expected in app.status.value and "plays…" not in app.status.value


# ---------------------------------------------------------------- wild Maison Tarot's settings
def test_wild_maison_tarot_sets_players_cards_and_pot() -> None:
    app = PlayApp("maison-tarot", variants=("wild",), seed=1, bot_delay=0)
    assert app.settings_button is not None and app.dialog.children == ()
    app.show_settings()
    assert set(app._settings) == {"players", "cards", "pot", "message"}
    assert list(app._settings["players"].options) == [2, 3, 4, 5, 6]
    assert "cards per player (MT5)" in app._settings["cards"].description
    app._settings["players"].value = 6
    app._settings["cards"].value = 13  # 78 cards: the whole pack
    app._settings["pot"].value = 9
    assert app.apply_settings()
    assert app.state.players == 6 and len(app.state.hand(0)) == 13 and app.match.options["pot"] == 9
    assert len(app.table.seat_panels) == 6
    app.show_settings()
    app._settings["cards"].value = 14  # 84 cards: more than the pack
    assert not app.apply_settings() and "tarot-refusal" in app._settings["message"].value
    assert app.state.players == 6  # nothing changed
    advance(app, lambda state: False, hands=1)
    assert say("pot_share_explained", "en") in app.result.value
    app.lang = "nl"
    assert say("pot_share_explained", "nl") in app.result.value


def test_games_without_choices_have_no_settings_button() -> None:
    assert PlayApp("maison-troggen", seed=1, bot_delay=0).settings_button is None
    assert PlayApp("maison-tarot", seed=1, bot_delay=0).settings_button is not None  # 2-6 players


# ---------------------------------------------------------------- whole hands of every game
GAMES = [(entry.id, variants) for entry in catalogue()
         for variants in [(), *((v.name,) for v in entry.variants)]]


@pytest.mark.parametrize(("game", "variants"), GAMES)
@pytest.mark.parametrize("lang", ["en", "nl"])
def test_play_app_plays_whole_hands_of_every_game(game: str, variants: tuple[str, ...], lang: str) -> None:
    app = PlayApp(game, variants=variants, lang=lang, seed=3, bot_delay=0)
    for _ in range(2):
        while not app.state.is_over:
            state = app.state
            assert state.turn == app.seat
            shown = app.phase_panel.layout.display is None
            assert shown == (state.phase_name != "play"), state.phase_name
            assert 'data-your-turn="true"' in app.status.value
            assert app.act(hint(state).action)
        assert "tarot-result" in app.result.value and "Traceback" not in app.log_view.value
        if app.match.is_over:
            break
        app.deal()


def test_the_panel_alone_hides_when_there_is_nothing_to_choose() -> None:
    app = PlayApp("maison-tarot", seed=1, bot_delay=0)
    panel = PhasePanel(app.state, seat=0)
    assert panel.layout.display == "none" and panel.choices() == []
    assert PaymentsWidget(app.state).layout.display == "none"
