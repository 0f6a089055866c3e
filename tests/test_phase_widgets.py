"""The widgets of the phases before and between tricks, driven in Python (no browser):
each takes a right action, refuses a wrong one with its rule's explanation in both
languages, and PlayApp plays whole hands of all nine games through them."""

from __future__ import annotations

from html import escape
from typing import Callable

import pytest
from tarotlib.svg import SEAT_NAMES

pytest.importorskip("ipywidgets")
pytest.importorskip("anywidget")

from tarotlib.actions import END_DECLARING, Annul, Bid, Declare, Discard, Double, Play  # noqa: E402
from tarotlib.bots import hint  # noqa: E402
from tarotlib.games import catalogue, get_game  # noqa: E402
from tarotlib.games.klaverjas import bids  # noqa: E402
from tarotlib.state import HandState  # noqa: E402
from tarotwidgets import PlayApp  # noqa: E402
from tarotwidgets.i18n import hand_log, say, signed  # noqa: E402
from tarotwidgets.phases import PaymentsWidget, PhasePanel  # noqa: E402
from tarot_scenarios import shown_text  # noqa: E402


@pytest.fixture(autouse=True)
def no_event_loop(monkeypatch: pytest.MonkeyPatch) -> None:
    """The computer players move at once, whatever loop another test left running."""
    monkeypatch.setattr("tarotwidgets.play._running_loop", lambda: None)


@pytest.fixture(autouse=True)
def friendly_opponents(monkeypatch: pytest.MonkeyPatch) -> None:
    """These scenarios are found at fixed seeds with the basic players' cards: every game
    starts friendly here (its own default level is pinned in test_widgets_level.py)."""
    monkeypatch.setattr("tarotwidgets.play.STRONG_BY_DEFAULT", frozenset())


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


def finish(app: PlayApp) -> None:
    """Let the learner follow the hint to the end of this hand (the next is not dealt)."""
    while not app.state.is_over:
        assert app.act(hint(app.state).action)


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
    assert name in choices[0]["label"] and "game points)" in choices[0]["label"]  # issue 30: as the prose says
    for action, choice in zip(declares, choices):  # the cards in pack order, as a person reads them (†3 before †10)
        assert " ".join(c.short("en") for c in sorted(action.cards, key=lambda c: c.index)) in choice["label"]
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
    assert "game points for" in payments and "Game points paid this hand" in payments  # LT2's unit, as in the prose
    app.lang = "nl"
    assert "spelpunten voor" in app.payments.value and "Spelpunten betaald deze hand" in app.payments.value
    app.lang = "en"
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
    assert f"{SEAT_NAMES[seat]} declares" in app.log_view.value and f"{SEAT_NAMES[seat]} declares" in app.payments.value
    assert any(f"pays {name}" in app.payments.value for name in SEAT_NAMES) or "you pay" in app.payments.value.lower()
    app.lang = "nl"
    assert f"{SEAT_NAMES[seat]} roemt" in app.payments.value and "betaalt" in app.payments.value


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
    assert f"rule {rule}" in shown_text(panel.prompt.value) and say(f"{phase}_reason", "en") in shown_text(
        panel.prompt.value)
    assert panel.act(Play(app.state.hand(app.seat)[0])) is False  # a card now: the phase's own refusal
    assert panel.refusal is not None and panel.refusal.rule == "phase"
    assert panel.refusal.explanation("en") in shown_text(panel.message.value)
    app.lang = "nl"
    assert say(f"{phase}_reason", "nl") in shown_text(panel.prompt.value)
    assert panel.refusal.explanation("nl") in shown_text(panel.message.value)
    app.lang = "en"
    answer = Annul(False) if phase == "annul" else Double(False)
    assert panel.choose(kinds.index("no")) and (app.seat, answer) in app.state.actions


# ---------------------------------------------------------------- bidding
@pytest.mark.parametrize(("lang", "said"), [
    ("en", "Everyone passed: spades is turned, and you must play it (K6)."),
    ("nl", "Iedereen paste: schoppen wordt gedraaid, en jij moet erop spelen (K6)."),
])
def test_when_all_passed_voorhand_is_not_asked_to_bid_the_second_suit(lang: str, said: str) -> None:
    """K6: after four passes the engine turns the second suit and voorhand plays it: no
    bidding panel with one choice, but the log says it and the learner leads."""
    from tarotlib.actions import PASS

    app = PlayApp("klaverjas-4", seed=0, bot_delay=0, lang=lang)  # seat 0 is voorhand; all four pass
    state = app.state
    assert state.turn == app.seat and state.view(app.seat).turn == state.voorhand
    assert app.act(PASS) and state.phase_name == "play" and state.turn == app.seat
    assert state.own.contract.seat == app.seat and state.trump == state.deal.trumps[1] == 3
    assert all(bid.call == "pass" for _, bid in bids(state.actions)) and len(state.actions) == 4
    assert app.phase_panel.prompt.value == "" and say("your_lead", lang) in app.status.value
    assert escape(said) in app.log_view.value


def test_utrechts_voorhand_is_told_he_always_plays() -> None:
    app = PlayApp("klaverjas-4", variants=("utrechts",), seed=0, bot_delay=0)
    assert app.state.turn == app.seat
    assert say("your_bid_name", "en") in app.status.value
    assert escape(say("bid_name_reason", "en")) in app.phase_panel.prompt.value


def test_a_card_clicked_in_the_bidding_is_refused_without_a_made_up_rule_and_only_until_you_act() -> None:
    """'It is the bidding now' names no decision: no '(rule phase)' / '(regel phase)'; and
    once the learner has bid, the refusal no longer stands beside the trick play."""
    app = PlayApp("klaverjas-4", seed=0, bot_delay=0)
    assert advance(app, at("bid"))
    hand = app.hand
    assert hand.click(app.state.hand(app.seat)[0]) is False
    assert hand.refusal is not None and hand.refusal.rule == "phase"
    assert "It is the bidding now" in hand.message.value and "(rule" not in hand.message.value
    app.lang = "nl"
    assert "Er wordt nu geboden" in hand.message.value and "(regel" not in hand.message.value
    app.lang = "en"
    assert app.act(hint(app.state).action)  # the learner bids
    assert hand.refusal is None and hand.message.value == ""


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
        runs = [g for i, g in enumerate(c["group"] for c in panel.buttons.choices)
                if i == 0 or g != panel.buttons.choices[i - 1]["group"]]
        assert len(runs) == len(set(runs)) == 5  # pass, then one row of points per suit (K7 leids), not 36
        assert "a suit and the points you will make" in app.status.value
    wrong = next(Bid("play", suit) for suit in range(4) if Bid("play", suit) not in legal)
    assert panel.act(wrong) is False and panel.refusal is not None
    assert f"rule {panel.refusal.rule}" in panel.message.value and "Traceback" not in panel.message.value
    app.lang = "nl"
    assert escape(panel.refusal.explanation("nl")) in shown_text(panel.message.value)
    before = len(state.actions)
    assert panel.choose(0)
    assert state.actions[before] == (app.seat, legal[0])


def test_hint_in_a_phase_names_the_computer_choice_and_marks_it() -> None:
    app = PlayApp("klaverjas-4", seed=0, bot_delay=0)
    assert advance(app, at("bid"))
    app.show_hint()
    advice = hint(app.state)
    assert advice.advice("en")[:-1] + " (rule K6)." in shown_text(app.hint_box.value)  # the rule before its full stop
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
    leipzig = PlayApp("leipzig-taroc", seed=1, bot_delay=0).sheet.value
    assert "game points" in leipzig and "3 hands are played (LT10)" in leipzig
    assert "3 hands are played (TF5)" in PlayApp("triomphe-forcee", players=3, seed=1, bot_delay=0).sheet.value
    knock_out = PlayApp("marjolet", variants=["knock-out"], seed=1, bot_delay=0)
    assert "The first to reach 500 points wins at once, even in the middle of a hand (MJ8)." in knock_out.sheet.value
    knock_out.lang = "nl"
    assert "Wie als eerste 500 punten haalt, wint meteen, ook midden in een hand (MJ8)." in knock_out.sheet.value
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
    assert "your chips this hand: 0 " in app.result.value and "+0" not in app.result.value + app.sheet.value


# ---------------------------------------------------------------- the table
def test_stock_games_and_klaverjas_show_what_lies_on_the_table() -> None:
    marjolet = PlayApp("marjolet", seed=0, bot_delay=0)
    info = marjolet.table.info.value
    assert "Stock:" in info and ("Turned for trump" in info or "Trump:" in info)
    assert advance(marjolet, at("declare"))
    marjolet.act(next(a for a in marjolet.state.legal_actions() if isinstance(a, Declare)))
    faceup = marjolet.state.view(0).own.faceup
    if any(faceup):
        panels = "".join(p.value for p in marjolet.table.seat_panels)
        assert "tarot-faceup" in panels
        # issue 30: each declared card a readable label, not a 26 px drawing
        for card in (card for cards in faceup for card in cards):
            assert f'class="tarot-chip" data-card="{card.code}"' in panels and f">{card.short('en')}</span>" in panels
    klaverjas = PlayApp("klaverjas-4", seed=0, bot_delay=0)
    advance(klaverjas, lambda state: state.phase_name == "play")
    info = klaverjas.table.info.value
    assert "Trump:" in info and "points to make" in info
    klaverjas.lang = "nl"
    assert "Troef:" in klaverjas.table.info.value and "punten te halen" in klaverjas.table.info.value


def test_status_says_the_game_is_over_and_who_won_after_the_last_hand() -> None:
    app = PlayApp("maison-tarot", variants=("wild",), seed=1, bot_delay=0)  # MT5: a game of one hand
    assert advance(app, lambda state: False, hands=1) is False and app.match.is_over
    winners = app.match.winners
    won = "You won the game!" if winners == [app.seat] else "won the game"
    assert "The game is over." in app.status.value and won in app.status.value
    assert "The hand is over." not in app.status.value
    app.lang = "nl"
    assert "Het potje is afgelopen." in app.status.value and "gewonnen" in app.status.value


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
    expected = "You win trick" if winner == app.seat else f"{SEAT_NAMES[winner]} wins trick"
    assert expected in app.status.value and "plays…" not in app.status.value


# ---------------------------------------------------------------- wild Maison Tarot's settings
def test_wild_maison_tarot_sets_players_cards_and_pot() -> None:
    app = PlayApp("maison-tarot", variants=("wild",), seed=1, bot_delay=0)
    assert app.settings_button is not None and app.dialog.children == ()
    app.show_settings()
    assert set(app._settings) == {"players", "cards", "pot", "message"}
    wild = get_game("maison-tarot", ("wild",))  # MT5: players x cards <= 78 is the only limit on players
    assert [n for _label, n in app._settings["players"].options] == list(range(2, wild.max_players + 1))
    assert "cards per player (MT5)" in app._settings["cards"].description
    start = next(c for c in app.dialog.children[0].children if "tarot-settings-start" in c._dom_classes)
    assert start.layout.width == "auto"  # "New game with these" is never cut off
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


@pytest.mark.parametrize("index", [True, 0.5, -1, 99, "0", None])
def test_a_choice_that_is_no_whole_number_in_range_is_ignored(index: object) -> None:
    """``True`` is no index 1: a click from the page or a call names a choice by its number."""
    app = PlayApp("klaverjas-4", seed=1, bot_delay=0)
    assert advance(app, at("bid"))
    before = list(app.state.actions)
    assert app.phase_panel.choose(index) is False  # type: ignore[arg-type]
    app.phase_panel._on_front_end_message(None, {"kind": "choose", "index": index}, [])
    assert app.state.actions == before


# ---------------------------------------------------------------- Marjolet and Binage: the table for two
def test_the_stock_shows_its_size_with_the_turned_trump_across_it() -> None:
    app = PlayApp("marjolet", seed=3, bot_delay=0)
    view = app.state.view(app.seat)
    info = app.table.info.value
    assert f'data-size="{view.own.stock_size}"' in info and f'data-turned="{view.own.turned.code}"' in info
    assert "Turned for trump, lying across the stock" in info and "tarot-stock-turned" in info
    named = f'<span class="tarot-stock-turned-name">turned: {view.own.turned.short("en")}</span>'
    assert named in info  # said in words too: across the stock the card shows little but its suit
    app.lang = "nl"
    assert "Stok:" in app.table.info.value and "dwars onder de stok" in app.table.info.value
    assert f"gedraaid: {view.own.turned.short('nl')}</span>" in app.table.info.value


def test_after_a_stock_trick_your_new_card_is_marked_and_the_draws_are_told() -> None:
    app = PlayApp("marjolet", seed=3, bot_delay=0)
    assert advance(app, lambda state: bool(state.tricks) and not state.trick() and state.phase_name == "play", 1)
    view = app.state.view(app.seat)
    mine = [e.card for e in view.events if e.kind == "drawn" and e.seat == app.seat and e.number == len(view.tricks)]
    assert len(mine) == 1
    marked = [c for c in app.hand.buttons.cards if c["new"]]
    assert [c["code"] for c in marked] == [mine[0].code] and "new: just drawn" in marked[0]["description"]
    draws = app.table.info.value
    assert f'data-number="{len(view.tricks)}"' in draws and f"You draw {mine[0].short('en')} (MJ2)" in draws
    app.lang = "nl"
    assert f"Jij trekt {mine[0].short('nl')}" in app.table.info.value
    assert "nieuw: net getrokken" in [c for c in app.hand.buttons.cards if c["new"]][0]["description"]
    app.lang = "en"
    assert app.play(hint(app.state).action.card)  # the next trick: this card is no longer new
    assert mine[0].code not in {c["code"] for c in app.hand.buttons.cards if c["new"]}


def test_another_seats_draw_is_told_without_its_card() -> None:
    from tarotlib.state import Event
    from tarotwidgets.i18n import event_lines
    hidden = Event("drawn", 1, "MJ2", number=4)  # as state.view shows the other's draw: no card
    assert event_lines([hidden], (), "en", 0) == ["Bram draws a card (MJ2)."]
    assert event_lines([hidden], (), "nl", 0) == ["Bram trekt een kaart (MJ2)."]


@pytest.mark.parametrize(("lang", "you", "to", "line"), [
    ("en", 0, 0, "Bram holds the Excuse and may not lead trick 22: the lead passes to you (LT4)."),  # not "You leads"
    ("nl", 0, 0, "Bram heeft het Excuus en mag in slag 22 niet uitkomen: de beurt om uit te komen gaat naar jou (LT4)."),
    ("en", 1, 2, "You hold the Excuse and may not lead trick 22: the lead passes to Carla (LT4)."),
])
def test_the_lead_passed_at_trick_22_reads_right_whoever_takes_it(lang: str, you: int, to: int, line: str) -> None:
    from tarotlib.state import Event
    from tarotwidgets.i18n import event_lines
    passed = Event("lead-passed", 1, "LT4", to=to, number=21)
    assert event_lines([passed], (), lang, you) == [line]


@pytest.mark.parametrize(("game", "seed", "several"), [("marjolet", 21, True), ("binage", 2, False)])
def test_the_declaration_window_one_at_a_time_with_points(game: str, seed: int, several: bool) -> None:
    app = PlayApp(game, seed=seed, bot_delay=0)
    assert advance(app, lambda state: state.phase_name == "declare"
                   and sum(isinstance(a, Declare) for a in state.legal_actions()) >= 2, 1)
    panel, state = app.phase_panel, app.state
    choices = panel.buttons.choices
    assert "rule MJ4" in panel.prompt.value and [c["kind"] for c in choices].count("stop") == 1
    told = say("declare_reason" if several else "declare_one_reason", "en")  # Binage: one, not "one at a time"
    assert escape(told) in panel.prompt.value and ("one at a time" in panel.prompt.value) == several
    declare = next(c for c in choices if c["kind"] == "declare")
    assert "points)" in declare["label"]
    app.lang = "nl"
    assert "punten)" in next(c for c in panel.buttons.choices if c["kind"] == "declare")["label"]
    app.lang = "en"
    assert panel.choose(declare["index"])
    view = state.view(app.seat)
    assert view.own.faceup[app.seat] and 'data-count="' in app.table.seat_panels[app.seat].value
    assert "You declare" in app.table.trick.value and "tarot-earned" in app.table.trick.value
    more = state.turn == app.seat and any(isinstance(a, Declare) for a in state.legal_actions())
    assert more == several  # MJ4: Marjolet several in one window, Binage one (the engine decides)


def test_dix_names_the_turned_card_it_is_exchanged_for() -> None:
    app = PlayApp("marjolet", seed=7, bot_delay=0)
    assert advance(app, lambda state: any(isinstance(a, Declare) and a.combo == "dix"
                                          for a in state.legal_actions()), 1)
    turned = app.state.view(app.seat).own.turned
    dix = next(c for c in app.phase_panel.buttons.choices if c["id"].startswith("declare:dix"))
    assert f"for {turned.short('en')}" in dix["label"] and "(10 points)" in dix["label"]
    app.lang = "nl"
    assert f"voor {turned.short('nl')}" in next(c for c in app.phase_panel.buttons.choices
                                                if c["id"].startswith("declare:dix"))["label"]
    app.lang = "en"
    assert app.phase_panel.choose(dix["index"])  # declared and scored: one gain, told once in the payments
    assert app.payments.value.count("Dix") == 1 and "You declare Dix" in app.payments.value
    # the newest line first in the page and drawn bottom-up: a full box opens on it, not on the oldest
    first_item = app.payments.value.split("<li", 2)[1]
    assert first_item.startswith(' class="tarot-payment-latest"')
    assert "flex-direction:column-reverse" in app.payments.value
    lines = app.payments.value.count("<li")
    assert ("scroll up for the earlier ones" in app.payments.value) == (lines > 6)


@pytest.mark.parametrize("game", ["binage", "marjolet"])
def test_the_points_box_shows_whole_lines_while_playing_and_every_line_at_the_end(game: str) -> None:
    """Six whole lines (none cut at the box's edge) and a cue to scroll once there are
    more; once the hand is over every line shows, so they add up to the balances above."""
    from tarotwidgets.phases import PAYMENT_LINES

    app = PlayApp(game, seed=2, bot_delay=0)
    state, capped_once = app.state, False
    while not state.is_over:
        value = app.payments.value
        lines = value.count("<li")
        capped = f"max-height:{PAYMENT_LINES * 1.4:g}em" in value
        assert capped == (lines > PAYMENT_LINES) and ("tarot-payments-more" in value) == capped
        capped_once |= capped
        assert app.act(state.legal_actions()[0])
    assert capped_once and app.payments.value.count("<li") > PAYMENT_LINES
    assert "max-height" not in app.payments.value and "tarot-payments-more" not in app.payments.value


def test_the_others_declaration_shows_face_up_with_its_points() -> None:
    app = PlayApp("marjolet", seed=1, bot_delay=0)
    finish(app)
    view = app.state.view(app.seat)
    theirs = [e for e in view.events if e.kind == "declared" and e.seat != app.seat]
    assert theirs
    assert "Bram declares" in app.payments.value and f"{theirs[0].amount} points" in app.payments.value


def test_points_are_shown_in_the_trick_that_earns_them() -> None:
    app = PlayApp("marjolet", seed=3, bot_delay=0)
    assert advance(app, lambda state: not state.trick() and any(
        e.kind == "scored" and e.number == len(state.tricks) for e in state.events), 1)
    earned = app.table.trick.value
    assert "Earned in trick" in earned and "(MJ3)" in earned or "(MJ5)" in earned
    app.lang = "nl"
    assert "Verdiend in slag" in app.table.trick.value


def test_the_sheet_runs_over_hands_with_the_dealer_alternating() -> None:
    app = PlayApp("marjolet", seed=3, bot_delay=0)
    finish(app)
    app.deal()
    finish(app)
    dealers = [h.dealer for h in app.match.finished_hands]
    assert len(dealers) == 2 and dealers[0] != dealers[1]
    sheet = app.sheet.value
    assert "After a hand in which a player reaches 500 points, the highest total wins; a tie plays another hand" \
        " (MJ8)." in sheet and "Dealer" in sheet
    assert all(f'data-dealer="{d}"' in sheet for d in dealers)
    app.lang = "nl"
    assert "Deler" in app.sheet.value and "500 punten" in app.sheet.value


def test_knock_out_ends_the_game_inside_a_hand_with_the_reason() -> None:
    app = PlayApp("marjolet", variants=["knock-out"], seed=3, bot_delay=0, options={"target": 60})
    finish(app)
    assert app.match.is_over and app.state.ended == "knock-out"
    assert 'data-reason="knock-out"' in app.result.value and "knock-out: the target is reached (MJ8)" in app.result.value
    assert "data-winners" in app.sheet.value
    app.lang = "nl"
    assert "knock-out: het doel is bereikt (MJ8)" in app.result.value


# ---------------------------------------------------------------- Klaverjassen: bidding, sides, roem, the sheet
def test_each_seats_bid_shows_on_its_panel_as_it_is_made() -> None:
    app = PlayApp("klaverjas-4", variants=["leids"], seed=5, bot_delay=0)
    assert advance(app, at("bid"), 1)
    view = app.state.view(app.seat)
    for seat, bid in bids(view.history):
        panel = app.table.seat_panels[seat].value
        assert "tarot-said" in panel and ("Pass" in panel if bid.call == "pass" else str(bid.points) in panel)
    app.lang = "nl"
    assert all("zei" in app.table.seat_panels[s].value for s, _ in bids(view.history))


def test_kraken_doubles_show_on_the_panel_and_the_stake() -> None:
    app = PlayApp("klaverjas-4", variants=["kraken"], seed=0, bot_delay=0)
    assert advance(app, at("double"))
    assert app.act(Double(True))
    assert "doubles" in app.table.seat_panels[app.seat].value or app.state.phase_name != "double"
    assert app.state.own.factor >= 2 and f"Stake ×{app.state.own.factor}" in app.table.info.value


def test_K7_the_players_are_asked_to_redouble_by_its_name() -> None:
    for seed in range(20):  # a deal where the learner's side plays; the defenders' kraken is played here
        app = PlayApp("klaverjas-4", variants=["kraken"], seed=seed, bot_delay=0)
        state = app.state
        while state.phase_name == "bid":
            state.apply(hint(state).action)
        if state.phase_name == "double" and state.sides[app.seat] == state.own.contract.side:
            break
    while not (state.turn == app.seat and state.view(app.seat).own.doubles == 1):
        state.apply(Double(state.sides[state.turn] != state.own.contract.side))  # a defender doubles
    app._after_move()
    panel = app.phase_panel
    assert [c["label"] for c in panel.buttons.choices] == ["No, play on", "Yes, redouble (herkraken)"]
    assert "Herkraken doubles the stake once more (×4)" in panel.prompt.value
    assert "redouble (herkraken, ×4), or not?" in app.status.value
    doubler = next(s for s, a in state.actions if a == Double(True))
    assert "doubles" in app.table.seat_panels[doubler].value
    app.lang = "nl"
    assert [c["label"] for c in panel.buttons.choices] == ["Nee, niet herkraken", "Ja, herkraken"]
    assert "herkraken (×4), of niet?" in app.status.value
    assert app.act(Double(True))
    app.lang = "en"
    assert "redoubles" in app.table.seat_panels[app.seat].value or app.state.phase_name != "double"
    assert "You redouble (herkraken)." in [line for _, line in hand_log(app.state, "en", app.seat)]


def test_four_players_partner_opposite_sides_and_who_plays() -> None:
    app = PlayApp("klaverjas-4", seed=3, bot_delay=0)
    assert advance(app, at("play"), 1)
    contract = app.state.view(app.seat).own.contract
    partner = app.table.seat_panels[2].value
    assert "your partner · Us" in partner and "Them" in app.table.seat_panels[1].value
    assert 'data-playing="true"' in app.table.seat_panels[contract.seat].value and "plays:" in \
        app.table.seat_panels[contract.seat].value
    assert "Playing: " in app.table.info.value
    app.lang = "nl"
    assert "je maat · Wij" in app.table.seat_panels[2].value and "Zij" in app.table.seat_panels[3].value


def test_roem_is_shown_in_the_trick_with_what_made_it() -> None:
    from tarotlib.match import Match
    from tarotwidgets.table import TrickWidget
    state = Match("klaverjas-4", seed=2).new_hand()
    while not (state.tricks and not state.trick() and any(
            e.kind == "roem" and e.number == len(state.tricks) for e in state.events)):
        state.apply(hint(state).action)
    event = next(e for e in state.events if e.kind == "roem" and e.number == len(state.tricks))
    trick = TrickWidget(state, you=0)
    name = state.spec.names[event.name]
    assert f"{event.amount} roem" in trick.value and escape(name["en"]) in trick.value
    trick.lang = "nl"
    assert escape(name["nl"]) in trick.value and "Verdiend in slag" in trick.value


@pytest.mark.parametrize(("game", "phase", "en", "nl"), [
    ("klaverjas-4", "bid", "▶ to bid", "▶ aan de beurt"),
    ("leipzig-taroc", "discard", "▶ to lay away", "▶ aan de beurt"),
    ("maison-tarot", "play", "▶ to play", "▶ aan de beurt"),
])
def test_the_seat_to_move_is_told_what_it_is_to_do(game: str, phase: str, en: str, nl: str) -> None:
    """'to play' said of a seat that is bidding read as if the bidding were over."""
    app = PlayApp(game, seed=3, bot_delay=0)
    state = app.state
    assert state.phase_name == phase and state.turn is not None
    panel = app.table.seat_panels[state.turn]
    assert en in panel.value
    assert sum("▶" in p.value for p in app.table.seat_panels) == 1
    app.lang = "nl"
    assert nl in app.table.seat_panels[state.turn].value


def test_three_players_the_speler_against_two_and_his_skart() -> None:
    app = PlayApp("klaverjas-3", seed=5, bot_delay=0)
    assert advance(app, lambda state: state.own.contract is not None, 1)
    speler = app.state.own.contract.seat
    assert speler == app.seat and "Speler" in app.table.seat_panels[speler].value
    assert all("against the Speler" in app.table.seat_panels[s].value for s in range(3) if s != speler)
    skart = app.state.deal.rest
    assert "The skart you took" in app.table.info.value
    codes = " ".join(app.state.pack.cards[i].short("en") for i in skart)  # one fact, never broken inside
    assert f'<span class="tarot-info-item" style="display:inline-block">The skart you took (only you see it): {codes}</span>' \
        in app.table.info.value
    assert all(app.state.pack.cards[i].short("en") in app.table.info.value for i in skart)
    for i in skart:  # taken from the skart, not drawn from a stock (K5)
        assert f"You take {app.state.pack.cards[i].short('en')} from the skart (K5)." in app.log_view.value
    other = PlayApp("klaverjas-3", seed=5, bot_delay=0, seat=1)  # the same deal seen by a defender
    advance(other, lambda state: state.own.contract is not None, 1)
    assert other.state.own.contract.seat != other.seat
    assert "skart you took" not in other.table.info.value
    assert other.log_view.value.count(f"{SEAT_NAMES[speler]} takes a card from the skart (K5).") == 2
    assert "draws" not in other.log_view.value
    other.lang = "nl"
    assert f"{SEAT_NAMES[speler]} neemt een kaart uit de skart (K5)." in other.log_view.value


def test_the_klaverjas_sheet_has_sides_card_points_roem_nat_and_pit() -> None:
    app = PlayApp("klaverjas-4", seed=3, bot_delay=0, hands=4)
    finish(app)
    sheet = app.sheet.value
    assert "4 hands are played (K8)." in sheet and "Us: You + Carla" in sheet and "Them: Bram + Daan" in sheet
    result = app.state.result
    # seed 3: the players go nat, and the defenders (seat 1) take all 162 and all the roem (K4)
    assert f"nat: 162 + {sum(app.state.own.roem)} roem → {result.score[1]}" in sheet
    assert f"+{result.extra['sheet'][1]}" in sheet and 'class="tarot-nat"' in sheet  # seed 3: the players go nat
    app.lang = "nl"
    assert "Wij: Jij + Carla" in app.sheet.value and "afgerond op tientallen" in app.sheet.value


def test_a_seat_panel_shows_the_hands_score_once_it_is_over() -> None:
    """LT6: during the hand a panel shows what was paid; at the end the score, card
    points against 26 included, the same figure as the result line and table."""
    app = PlayApp("leipzig-taroc", seed=4, bot_delay=0)
    finish(app)
    result = app.state.result
    for seat, panel in enumerate(app.table.seat_panels):
        assert f"this hand: <b>{signed(result.score[seat])}</b>" in panel.value


def test_the_log_tells_the_trump_seven_under_the_trick_it_was_played_in() -> None:
    """MJ3: the trump 7 scores as it is played; the log's trick line comes when the
    trick is complete, so the score follows that line, not the trick before."""
    from tarotlib.actions import END_DECLARING
    from tarotlib.cards import PIQUET
    from tarotlib.hands import new_hand
    from tarotlib.state import Deal
    from tarotwidgets.i18n import hand_log

    index = PIQUET.index
    deal = Deal(((index("Kc"), index("7d")), (index("8c"), index("Ac"))),
                tuple(map(index, ("7s", "8s", "9s", "10s"))), index("8d"))
    state = new_hand("marjolet", 2, dealer=1, deal=deal, partial=True)
    state.play("Kc"), state.play("8c"), state.apply(END_DECLARING)  # no Dix: the 7 stays in hand
    state.play("7d"), state.play("Ac")  # the 7 leads trick 2 and scores before the trick is complete
    lines = [line for _, line in hand_log(state, "en", 0)]
    seven = next(i for i, line in enumerate(lines) if "the trump 7 played" in line)
    assert lines[seven - 1].startswith("Trick 2: ") and "♦7" in lines[seven - 1]


def test_voorhand_vrij_announces_its_free_round() -> None:
    """K7 voorhand-vrij: after four passes on the turned suit a second round lets each
    name any suit; the prompt says so, not only 'play or pass' again."""
    from tarotlib.actions import PASS

    app = PlayApp("klaverjas-4", variants=("voorhand-vrij",), seed=0, bot_delay=0)
    state = app.state
    assert state.turn == app.seat and app.act(PASS) and state.turn == app.seat
    assert len(bids(state.actions)) == 4 and PASS in state.legal_actions()
    suit = state.pack.suit_name(state.deal.trumps[0], "en")
    assert escape(say("bid_free_round", "en", suit=suit)) in app.phase_panel.prompt.value


def test_a_learner_who_deals_at_a_table_of_four_is_told_he_sits_out() -> None:
    """K5 four-at-table: the dealer sits out; a hand that plays without the learner says
    why, in the status while it lasts and in the result."""
    for seed in range(20):
        app = PlayApp("klaverjas-3", variants=("four-at-table",), seed=seed, bot_delay=0)
        if app.state.sitting_out == app.seat:
            break
    else:
        pytest.fail("no deal with the learner dealing")
    assert app.state.is_over  # the other three played it out at once (no delay)
    assert say("you_sat_out", "en") in shown_text(app.result.value)
    app.lang = "nl"
    assert say("you_sat_out", "nl") in shown_text(app.result.value)


@pytest.mark.parametrize(("game", "heading"), [("triomphe-forcee", "Chips and payments this hand"),
                                               ("marjolet", "Points scored this hand"),
                                               ("binage", "Points scored this hand"),
                                               ("leipzig-taroc", "Game points paid this hand")])
def test_the_payments_box_is_headed_by_what_it_counts(game: str, heading: str) -> None:
    """Chips in Triomphe (TF2, TF3), game points paid from seat to seat in Leipzig (LT2, LT5),
    points only scored in the draw games (MJ3, MJ4): no 'paid' where nobody pays (issue 30)."""
    app = PlayApp(game, seed=3, bot_delay=0)
    finish(app)
    assert f"<b>{heading}</b>" in app.payments.value


@pytest.mark.parametrize(("lang", "you", "said"), [
    ("en", 0, "Everyone passed: spades is turned, and you must play it (K6)."),
    ("nl", 0, "Iedereen paste: schoppen wordt gedraaid, en jij moet erop spelen (K6)."),
    ("en", 1, "Everyone passed: spades is turned, and Anna must play it (K6)."),
])
def test_the_log_tells_the_second_suit_turned_after_all_passed(lang: str, you: int, said: str) -> None:
    """K6: after four passes the log says which suit is turned and that voorhand must
    play it, so his bid does not read as a free choice."""
    from tarotlib import new_hand
    from tarotlib.actions import PASS

    state = new_hand("klaverjas-4", 4, ["kraken"], seed=0)
    for _ in range(4):
        state.apply(PASS)
    assert said in [line for _, line in hand_log(state, lang, you)]


def test_the_log_tells_a_declaration_once_not_also_as_a_score() -> None:
    """MJ4: Dix declared for 10 is also scored 10 by the engine; one gain, one line in the
    table's log as in the payments box and the replay."""
    from tarotlib import new_hand
    from tarotlib.bots import get_bot

    state = new_hand("binage", seed=0)
    bot = get_bot("basic")
    while state.turn is not None:
        state.apply(bot.choose(state, state.turn))
    assert any(e.kind == "declared" and e.name == "dix" for e in state.events)
    assert [line for _, line in hand_log(state, "en", 0) if "Dix" in line] == [
        "You declare Dix (the trump 7 exchanged for the turned card) (♥7): 10 points (MJ4)."]


def test_an_unpaid_nuremberg_ten_trumps_is_told_in_the_log_and_the_result() -> None:
    """Issue 30: LT8's Ten trumps, declared but not paid (26 card points or fewer), is said in
    both places with why, in both languages."""
    from tarotlib import new_hand
    from tarotlib.cards import TAROT
    from tarotlib.state import Deal

    trumps = [f"T{n}" for n in range(2, 12)]
    hands = [trumps, [f"{r}c" for r in range(1, 11)], ["1h", "2h", "3h"] + [f"{r}d" for r in range(1, 11)]]
    state = new_hand("leipzig-taroc", 3, ["nuremberg"], dealer=2, partial=True,
                     deal=Deal(tuple(tuple(TAROT.index(c) for c in h) for h in hands)))
    for code in ("1h", "2h", "3h"):
        state.apply(Discard(TAROT.card(code)))
    while state.turn is not None:
        state.apply(hint(state).action)
    app = PlayApp("leipzig-taroc", variants=["nuremberg"], seed=1, bot_delay=0)
    app.match.hands[-1] = state  # the prepared hand in place of the dealt one
    app._start_hand(state)
    told = "You are not paid for Ten trumps: 10 card points are too few, as Nuremberg pays it only for more than 26"
    assert told in app.result.value and 'data-rule="LT8"' in app.result.value
    assert told in app.log_view.value
    app.lang = "nl"
    assert "Jij krijgt Tien troeven niet betaald: 10 kaartpunten is te weinig" in app.result.value
    assert "Jij krijgt Tien troeven niet betaald" in app.log_view.value
