"""tarotwidgets without a browser: build the widgets, call the click handlers, read the HTML."""

from __future__ import annotations

import asyncio
import concurrent.futures

import pytest
from tarotlib.svg import SEAT_NAMES

pytest.importorskip("ipywidgets")
pytest.importorskip("anywidget")

from tarotlib import TAROT, Match, get_game, new_hand, position  # noqa: E402
from tarotlib.bots import hint  # noqa: E402
from tarotlib.errors import TarotlibError  # noqa: E402
from tarot_scenarios import dealt, play, shown_text  # noqa: E402
from tarotwidgets import (  # noqa: E402
    HandWidget, LanguageSwitch, PlayApp, ScoreSheet, TableWidget, TrickWidget, event_lines, say, seat_cells,
)
from tarotwidgets.play import settable_options  # noqa: E402
from tarotwidgets.table import table_css, table_rows, trick_css  # noqa: E402
from tarotlib.games import catalogue  # noqa: E402
from tarotlib.state import HandState  # noqa: E402


def first_illegal(state, seat):  # type: ignore[no-untyped-def]
    legal = set(state.legal_cards())
    return next((c for c in state.hand(seat) if c not in legal), None)


# ---------------------------------------------------------------- the hand
def test_hand_lists_cards_with_names_and_legal_marks() -> None:
    state = position("maison-tarot", ["Kh", "2h", "5c", "T3", "T9", "EX", "1s", "2s", "3s", "4s", "5s", "6s"],
                     trick=["7h"])
    hand = HandWidget(state, seat=state.turn)
    cards = {c["code"]: c for c in hand.buttons.cards}
    assert len(cards) == 12
    assert cards["Kh"]["label"] == "the King of hearts"
    assert cards["Kh"]["legal"] is True and cards["EX"]["legal"] is True
    assert cards["5c"]["legal"] is False and cards["T3"]["legal"] is False
    assert 'data-legal="true"' in cards["Kh"]["svg"]


def test_illegal_click_explains_the_rule_and_changes_nothing() -> None:
    state = position("maison-tarot", ["Kh", "2h", "5c", "T3", "T9", "EX", "1s", "2s", "3s", "4s", "5s", "6s"],
                     trick=["7h"])
    seat = state.turn
    hand = HandWidget(state, seat=seat)
    refused = []
    hand.on_refused(refused.append)
    before = (list(state.hands), len(state.actions))
    assert hand.click("5c") is False
    assert (list(state.hands), len(state.actions)) == before
    assert refused and refused[0].rule == "T3"
    assert "You must follow hearts" in hand.message.value and "rule T3" in hand.message.value
    assert 'role="alert"' in hand.message.value and "Traceback" not in hand.message.value
    hand.lang = "nl"
    assert "Je moet harten bekennen" in hand.message.value and "regel T3" in hand.message.value
    assert hand.buttons.cards[0]["label"] == state.hand(seat)[0].name("nl")


def test_legal_click_plays_the_card_and_calls_back() -> None:
    state = new_hand("maison-tarot", 4, seed=3)
    seat = state.turn
    hand = HandWidget(state, seat=seat)
    played = []
    hand.on_play(played.append)
    card = state.legal_cards()[0]
    assert hand.click(card.code)
    assert played == [card] and card not in state.hand(seat)
    assert all(c["legal"] is None for c in hand.buttons.cards)  # not this seat's turn any more


def test_click_out_of_turn_is_refused_by_the_engine() -> None:
    state = new_hand("maison-tarot", 4, seed=3)
    other = (state.turn + 1) % 4
    hand = HandWidget(state, seat=other)
    assert hand.click(state.hand(other)[0]) is False
    assert hand.refusal is not None and hand.refusal.rule == "turn"


def test_front_end_message_reaches_the_click_handler() -> None:
    state = new_hand("maison-tarot", 4, seed=3)
    hand = HandWidget(state, seat=state.turn)
    card = state.legal_cards()[0]
    hand._on_front_end_message(hand.buttons, {"kind": "click", "card": card.code}, [])
    assert card not in state.hand(hand.seat)


@pytest.mark.parametrize("code", ["ZZ", "T8", "x" * 100_000])  # T8: a tarot card, not of the piquet pack
def test_a_click_on_a_code_of_no_card_of_the_pack_is_refused_in_words(code: str) -> None:
    """A front end's message names a card by its code; one that names no card of this
    game's pack is refused like any other click, with the reason shown, not an error."""
    state = new_hand("klaverjas-4", 4, seed=3)
    hand = HandWidget(state, seat=state.turn)
    before = state.hands[:]
    hand._on_front_end_message(hand.buttons, {"kind": "click", "card": code}, [])
    assert hand.refusal is not None and hand.refusal.rule == "hand" and state.hands == before
    assert "is no card of the piquet pack" in hand.refusal.explanation("en") and len(hand.message.value) < 2000
    assert "is geen kaart van het piketspel" in hand.refusal.explanation("nl")
    assert hand.click(code) is False


def test_exercise_mode_hides_the_marks() -> None:
    state = new_hand("maison-tarot", 4, seed=3)
    hand = HandWidget(state, seat=state.turn, show_legal=False, apply=False)
    assert all(c["legal"] is None for c in hand.buttons.cards)
    card = state.legal_cards()[0]
    assert hand.click(card) and card in state.hand(hand.seat)  # judged, not played


# ---------------------------------------------------------------- table and trick
def test_seats_go_counter_clockwise_with_you_at_the_bottom() -> None:
    cells = seat_cells(4, you=2)
    assert cells[2] == (2, 1)  # you: bottom centre
    assert cells[3] == (1, 2)  # next in play: your right
    assert cells[0] == (0, 1)  # opposite
    assert cells[1] == (1, 0)  # your left
    for players in range(2, 7):
        assert len(set(seat_cells(players, 0).values())) == players


def test_trick_widget_shows_the_trick_then_the_finished_one() -> None:
    state = new_hand("maison-tarot", 4, seed=5)
    trick = TrickWidget(state)
    assert "tarot-trick" in trick._dom_classes
    assert 'data-count="0"' in trick.value
    for n in range(1, 5):
        state.apply(state.legal_actions()[0])
        trick.refresh()
        assert f'data-count="{n}"' in trick.value
    assert 'data-complete="true"' in trick.value and f'data-winner="{state.tricks[0].winner}"' in trick.value
    state.apply(state.legal_actions()[0])
    trick.refresh()
    assert 'data-count="1"' in trick.value and "data-complete" not in trick.value


def test_table_marks_turn_dealer_and_totals() -> None:
    state = new_hand("maison-tarot", 4, seed=5, dealer=1)
    table = TableWidget(state, you=0, totals=[3, -2, 0, 7])
    panels = [p.value for p in table.seat_panels]
    assert 'data-turn="true"' in panels[2] and 'data-dealer="true"' in panels[1]
    assert "total: <b>7</b>" in panels[3]
    table.lang = "nl"
    assert "deler" in table.seat_panels[1].value and "aan de beurt" in table.seat_panels[2].value


def test_score_sheet_rows_totals_and_winner() -> None:
    match = Match("maison-tarot", 4, seed=1)
    sheet = ScoreSheet(match, you=0)
    assert 'data-hands="0"' in sheet.value and "50" in sheet.value
    while not match.is_over:
        state = match.new_hand()
        while not state.is_over:
            state.apply(state.legal_actions()[0])
    sheet.refresh()
    assert f'data-hands="{len(match.hands)}"' in sheet.value
    assert f'data-winners="{" ".join(map(str, match.winners))}"' in sheet.value
    sheet.lang = "nl"
    assert "Totaal" in sheet.value and "gewonnen" in sheet.value


def test_partners_who_win_together_are_named_with_the_learner_first() -> None:
    match = Match("klaverjas-4", 4, seed=2, hands=2)
    while not match.is_over:
        state = match.new_hand()
        while not state.is_over:
            state.apply(state.legal_actions()[0])
    winners = match.winners
    assert len(winners) == 2  # a side: two partners
    mine, other = ScoreSheet(match, you=winners[0]), ScoreSheet(match, you=(winners[0] + 1) % 4)
    partner = SEAT_NAMES[winners[1]]
    assert f"You and {partner} won the game together!" in mine.value  # not "Anna and You won"
    assert f"{SEAT_NAMES[winners[0]]} and {partner} won the game together!" in other.value
    mine.lang = "nl"
    assert f"Jij en {SEAT_NAMES[winners[1]]} hebben samen gewonnen!" in mine.value


EVENT_KINDS = ("excuse-kept", "excuse-lost", "blank-given", "debt-settled", "declared", "paid", "scored", "ante",
               "pot", "drawn", "contract", "factor", "roem", "lead-passed", "ended")


@pytest.mark.parametrize("kind", EVENT_KINDS)
def test_every_event_reads_right_with_the_learner_as_subject_or_object(kind: str) -> None:
    """'You leads', 'You keeps': a sentence whose subject or object is the learner is
    filled with 'You' / 'you' and its verb agrees; a capital 'You' stands only where
    a sentence starts."""
    import re

    from tarotlib import TAROT
    from tarotlib.state import Event

    card = TAROT.card("Kh")
    for seat, to, you in ((0, 1, 0), (1, 0, 0), (1, 2, 0)):
        for with_card, name in ((card, "matadors"), (None, ""), (card, "skart"), (None, "skart")):
            event = Event(kind, seat, "LT4", to=to, card=with_card, number=3, amount=5, name=name)
            for lang, subject in (("en", "You"), ("nl", "Jij")):
                line = event_lines([event], (), lang, you)
                if not line:
                    continue
                text = line[0]
                assert not re.search(r"\bYou [a-z]+[^s]s\b", text), text  # 'You pass' is fine, 'You keeps' is not
                assert not re.search(rf"[a-z,:] {subject}\b", text), text  # 'to You', 'and You', 'hand: Jij'


def test_every_decision_reads_right_with_the_learner_as_its_subject() -> None:
    import re

    from tarotlib import PIQUET
    from tarotlib.actions import END_DECLARING, PASS, Annul, Bid, Discard, Double
    from tarotwidgets.i18n import action_line

    actions = (PASS, Bid("play", trump=1), Bid("play", trump=2, points=90), Discard(PIQUET.card("7h")), END_DECLARING,
               Double(True), Double(False), Annul(True), Annul(False))
    for action in actions:
        for lang in ("en", "nl"):
            text = action_line(0, action, lang, 0, PIQUET)
            assert text and text.startswith("You " if lang == "en" else "Jij "), text
            assert not re.search(r"\bYou [a-z]+[^s]s\b", text), text


def test_score_sheet_of_a_resumed_game_shows_its_opening_score() -> None:
    match = Match("marjolet", 2, seed=3, options={"scores": [100, 250]})
    sheet = ScoreSheet(match, you=0)
    assert 'class="tarot-opening"' in sheet.value and "Score at the start" in sheet.value
    assert ">100</td>" in sheet.value and "<b>250</b>" in sheet.value  # the totals start there (MJ8)
    assert 'data-hands="0"' in sheet.value
    sheet.lang = "nl"
    assert "Stand bij het begin" in sheet.value
    assert 'class="tarot-opening"' not in ScoreSheet(Match("marjolet", 2, seed=3)).value


def test_event_lines_tell_a_lapsed_excuse_debt_without_a_card() -> None:
    state = dealt("triomphe-forcee", [["Kh", "T10"], ["Qh", "T12"], ["EX", "Ch"]], options={"pot": 6})
    play(state, "Kh", "Qh", "EX", "T10", "T12", "Ch")  # seat 2 keeps the Excuse and never wins a blank (TF4)
    en = event_lines(state.events, state.tricks, "en", you=2)
    nl = event_lines(state.events, state.tricks, "nl", you=0)
    assert "End of the hand: you still owe Anna a blank card for the Excuse, but none is given (TF4)." in en
    assert any(line.startswith("Einde van de hand: Carla is jou nog een lege kaart schuldig") for line in nl)


def test_event_lines_tell_the_excuse_exchange() -> None:
    match = Match("maison-tarot", 4, seed=1)
    for _ in range(30):
        state = match.new_hand()
        while not state.is_over:
            state.apply(state.legal_actions()[0])
        kinds = [e.kind for e in state.events]
        if "excuse-kept" in kinds:
            break
        match = Match("maison-tarot", 4, seed=len(match.hands) + 100)
    en = event_lines(state.events, state.tricks, "en", you=0)
    nl = event_lines(state.events, state.tricks, "nl", you=0)
    assert any("keep" in line and "the Excuse" in line and "(T5)" in line for line in en)
    assert any("houdt het Excuus" in line for line in nl)
    assert sum(line.startswith("Trick ") for line in en) == 12
    assert all("Anna" not in line and "(you)" not in line for line in en)  # the table's words: "You"
    assert any(line.startswith("You keep") or " you " in line or line.endswith("You win it.") for line in en)


# ---------------------------------------------------------------- the app
def play_hand_first_legal(app: PlayApp) -> None:
    state = app.state
    while not state.is_over:
        assert state.turn == app.seat, "the bots move synchronously with bot_delay=0"
        assert app.play(state.legal_cards()[0])


def test_play_app_plays_a_whole_hand_with_bots() -> None:
    app = PlayApp(seed=7, bot_delay=0)
    state = app.state
    refused_once = False
    while not state.is_over:
        bad = first_illegal(state, app.seat)
        if bad is not None and not refused_once:
            actions = len(state.actions)
            assert app.play(bad) is False and len(state.actions) == actions
            assert "tarot-refusal" in app.hand.message.value
            refused_once = True
        assert app.play(state.legal_cards()[0])
    assert state.result is not None and len(state.tricks) == 12
    assert "tarot-result" in app.result.value
    assert app.deal_button.description == "Next hand"
    assert 'data-hands="1"' in app.sheet.value
    assert app.log_view.value.count("<li>") >= 12 and "Trick 12:" in app.log_view.value
    assert "Trick 1:" in app.log_view.value and "Anna" not in app.log_view.value  # the whole hand, "You"


def test_play_app_plays_a_whole_game_to_the_end() -> None:
    app = PlayApp(seed=2, bot_delay=0, players=3)
    while True:
        play_hand_first_legal(app)
        if app.match.is_over:
            break
        app.deal()
    assert app.deal_button.description == "New game"
    assert "data-winners" in app.sheet.value
    app.deal()
    assert len(app.match.hands) == 1 and not app.state.is_over


def test_new_deal_mid_game_asks_and_starts_a_new_game() -> None:
    app = PlayApp(seed=4, bot_delay=0)
    play_hand_first_legal(app)
    app.deal()
    old, old_match = app.state, app.match
    assert app.deal_button.description == "New game"
    app.deal()  # in the middle of a hand: a question, nothing thrown away yet
    assert app.state is old and "Stop this game" in app.dialog.children[0].children[0].value
    app.lang = "nl"
    app.dialog.children = ()
    app.deal()
    assert "Dit potje stoppen" in app.dialog.children[0].children[0].value
    app.confirm_deal()  # no free redeal: the score so far goes too
    assert app.match is not old_match and len(app.match.hands) == 1 and app.dialog.children == ()
    assert 'data-hands="0"' in app.sheet.value


def test_new_deal_of_a_practice_hand_asks_then_redeals_with_the_same_dealer() -> None:
    app = PlayApp(seed=4, bot_delay=0, whole_game=False)
    dealer, old = app.state.dealer, app.state
    app.deal()
    assert app.state is old and "Throw this hand away" in app.dialog.children[0].children[0].value
    app.confirm_deal()
    assert app.state is not old and app.state.dealer == dealer and len(app.match.hands) == 1


def test_hint_names_legal_cards_and_rule() -> None:
    app = PlayApp(seed=7, bot_delay=0)
    state = app.state
    while state.limit() is None and not state.is_over:
        app.play(state.legal_cards()[0])
    app.show_hint()
    limit = state.limit()
    assert limit is not None
    advice, coach = hint(state), app.advice
    assert coach is not None and coach.action in state.legal_actions()
    # the coach's line first, then the rule's sentence with its id as before
    assert f"{coach.line('en')}☞ {advice.explanation('en')[:-1]} (rule {limit.rule})." in shown_text(app.hint_box.value)
    assert all(c.short("en") in app.hint_box.value for c in state.legal_cards() if not c.is_excuse)
    app.lang = "nl"
    assert f"{coach.line('nl')}☞ {advice.explanation('nl')[:-1]} (regel {limit.rule})." in shown_text(app.hint_box.value)
    app.play(state.legal_cards()[0])
    assert app.hint_box.value == ""


def test_language_switch_re_renders_every_text() -> None:
    app = PlayApp(seed=7, bot_delay=0)
    english = (app.status.value, app.hint_button.description, app.sheet.value, app.table.seat_panels[0].value)
    app.switch.value = "nl"
    assert app.lang == "nl" and app.hand.lang == "nl" and app.table.lang == "nl"
    dutch = (app.status.value, app.hint_button.description, app.sheet.value, app.table.seat_panels[0].value)
    assert all(e != d for e, d in zip(english, dutch))
    assert "Jij" in app.table.seat_panels[0].value
    assert app.hand.buttons.cards[0]["label"] == app.state.hand(0)[0].name("nl")
    switch = LanguageSwitch()
    other = HandWidget(new_hand("maison-tarot", 4, seed=1))
    switch.connect(other)
    switch.value = "nl"
    assert other.lang == "nl"


def test_single_hand_mode_has_no_score_sheet() -> None:
    app = PlayApp(seed=3, bot_delay=0, whole_game=False)
    play_hand_first_legal(app)
    assert app.sheet.layout.display == "none" and app.deal_button.description == "New deal"
    app.deal()
    assert not app.state.is_over


def test_la_rigueur_and_other_player_counts_play_through() -> None:
    for game, players in (("la-rigueur", 4), ("maison-tarot", 2), ("maison-tarot", 6)):
        app = PlayApp(game, players=players, seed=1, bot_delay=0, seat=1)
        play_hand_first_legal(app)
        assert app.state.result is not None
        assert len(app.table.seat_panels) == players


def test_card_points_are_from_the_engine() -> None:
    app = PlayApp(seed=9, bot_delay=0)
    play_hand_first_legal(app)
    result = app.state.result
    assert result is not None
    assert f"{result.card_points[0]} card points" in app.result.value
    assert TAROT.excuse.name("en") == "the Excuse"


@pytest.mark.parametrize(("game", "variants", "en", "nl"), [
    ("klaverjas-4", ("kraken", "leids"), "Klaverjassen for 4 · Kraken, Leids", "Klaverjassen met 4 · Kraken, Leids"),
    ("leipzig-taroc", ("prague-vienna",), "Prague-Vienna Taroc", "Praag-Wenen Taroc"),  # the title names it
    ("maison-troggen", (), "Maison Troggen", "Maison Troggen")])
def test_the_table_title_names_the_variants_played(game: str, variants: tuple[str, ...], en: str, nl: str) -> None:
    app = PlayApp(game=game, variants=variants, seed=1, bot_delay=0)
    assert f">{en}</h3>" in app.title.value and f"{en} · " in app.state._repr_html_()
    app.lang = "nl"
    assert f">{nl}</h3>" in app.title.value


@pytest.mark.parametrize(("game", "variants"), [("maison-tarot", ()), ("la-rigueur", ()), ("maison-tarot", ("wild",))])
def test_play_app_built_in_dutch_plays_a_whole_hand(game: str, variants: tuple[str, ...]) -> None:
    app = PlayApp(game=game, variants=variants, lang="nl", seed=5, bot_delay=0)
    assert app.lang == app.switch.value == app.hand.lang == app.table.lang == app.sheet.lang == "nl"
    assert get_game(game).title["nl"] in app.title.value
    assert app.hint_button.description == "Tip" and app.deal_button.description == "Nieuw potje"
    state = app.state
    assert say("your_lead" if not state.trick() else "your_turn", "nl") in app.status.value
    assert app.hand.buttons.cards[0]["label"] == state.hand(app.seat)[0].name("nl")
    assert "Jij" in app.table.seat_panels[app.seat].value and "Scorebriefje" in app.sheet.value
    play_hand_first_legal(app)
    assert state.result is not None and "Hand afgelopen" in app.result.value
    next_button = say("new_game" if app.match.is_over else "next_hand", "nl")  # wild: one hand is a game
    assert app.deal_button.description == next_button and "Wat er gebeurde" in app.log_view.value


def hint_parts(app: PlayApp, lang: str = "en") -> list[str]:
    """What the hint box must say at the learner's turn: the coach's line, and the rule's
    sentence and id (or that any card may be played)."""
    state, coach = app.state, app.advice
    assert coach is not None
    advice = hint(state)
    if advice.rule:
        return [coach.line(lang), (advice.explanation(lang) or "").rstrip("."), say("rule", lang, rule=advice.rule)]
    return [coach.line(lang), say("hint_free", lang)]


def test_hints_on_show_at_each_of_your_turns_without_the_button() -> None:
    app = PlayApp(seed=7, bot_delay=0, hints=True)
    assert app.hint_button.layout.display == "none"
    assert PlayApp(seed=7, bot_delay=0).hint_button.layout.display is None
    state, shown, rules = app.state, [], set()
    while not state.is_over:
        assert state.turn == app.seat and app.hint_box.layout.display is None
        assert all(part in app.hint_box.value for part in hint_parts(app))
        shown.append(app.hint_box.value)
        rules.add(hint(state).rule)
        bad = first_illegal(state, app.seat)
        if bad is not None:  # a refused card leaves the hint in place
            assert not app.play(bad) and app.hint_box.value == shown[-1]
        assert app.play(state.legal_cards()[0])
    assert len(set(shown)) > 1 and "T3" in rules  # it follows the tricks, with the rule that limits you
    assert app.hint_box.value == "" and app.hint_box.layout.display == "none"  # the hand is over
    app.lang = "nl"
    app.deal()
    assert all(part in app.hint_box.value for part in hint_parts(app, "nl"))


def test_hints_on_are_hidden_while_the_computer_plays() -> None:
    async def play() -> tuple[int, int]:
        app = PlayApp(seed=11, hints=True, bot_delay=0.001, trick_pause=0.001)
        state, waited, yours = app.state, 0, 0
        for _ in range(2000):
            if state.is_over:
                break
            if state.turn != app.seat:  # a computer player's card is scheduled, not played yet
                assert app.hint_box.value == "" and app.hint_box.layout.display == "none"
                waited += 1
                await asyncio.sleep(0.002)
                continue
            if app.advice is None:  # the coach thinks on the loop, the thinking line shown meanwhile
                assert app.hint_thinking and 'data-thinking="true"' in app.hint_box.value
                await asyncio.sleep(0.002)
                continue
            assert all(part in app.hint_box.value for part in hint_parts(app))
            yours += 1
            assert app.play(state.legal_cards()[0])
        assert state.is_over
        return waited, yours

    # A fresh thread gets a loop of its own, whatever loop an earlier test left running here.
    with concurrent.futures.ThreadPoolExecutor(1) as pool:
        waited, yours = pool.submit(asyncio.run, play()).result()
    assert waited > 0 and yours == 12


def test_the_status_line_changes_before_the_played_card_leaves_the_hand() -> None:
    app = PlayApp(seed=7, bot_delay=0, hints=True)
    changes: list[str] = []
    app.status.observe(lambda _change: changes.append("status"), "value")
    app.hand.buttons.observe(lambda _change: changes.append("hand"), "cards")
    app.hint_box.observe(lambda _change: changes.append("hint"), "value")
    assert app.play(app.state.legal_cards()[0])
    assert changes.index("status") < changes.index("hand") and changes.index("hint") < changes.index("hand")
    # back at the learner's turn: the status line says so last, once the hand and the hint show it
    assert changes[-1] == "status"


def test_a_shared_layout_refuses_every_change() -> None:
    """A fixed layout is one model behind many widgets: changing it would move them all."""
    from traitlets import TraitError

    from tarotwidgets.base import fixed_layout

    layout = fixed_layout(width="auto")
    assert fixed_layout(width="auto") is layout and fixed_layout() is not layout
    with pytest.raises(TraitError, match="shared"):
        layout.width = "10px"
    assert layout.width == "auto"


# ---------------------------------------------------------------- shared deals (issue 11)
def _file(content: bytes, name: str = "deal.json") -> tuple[dict, ...]:
    """What a FileUpload's value holds once the browser has sent a file."""
    import datetime

    return ({"name": name, "type": "application/json", "size": len(content), "content": memoryview(content),
             "last_modified": datetime.datetime.now(datetime.timezone.utc)},)


def test_from_record_plays_the_record_deal_for_every_game() -> None:
    from tarotlib.deals import library, load

    for game in ("maison-tarot", "la-rigueur", "maison-troggen", "triomphe-forcee", "leipzig-taroc", "marjolet",
                 "binage", "klaverjas-3", "klaverjas-4"):
        name = library(game)[0].name
        record = load(name)
        app = PlayApp.from_record(record, bot_delay=0)
        assert app.match.spec.id == game and app.whole_game is False and app.state.dealer == record.dealer
        assert [{app.state.pack.codes[i] for i in h} for h in app.state.deal.hands] == [
            set(h) for h in record.deal.hands]
        assert app.sheet.layout.display == "none"


def test_a_shared_deal_plays_the_same_for_every_learner() -> None:
    from tarotlib.deals import load

    record = load("maison-tarot-must-trump")
    first, second = (PlayApp.from_record(record, bot_delay=0) for _ in range(2))
    for app in (first, second):
        while not app.state.is_over:
            assert app.play(app.state.legal_cards()[0])
    assert first.saved_record() == second.saved_record()


def test_loading_a_bad_file_names_the_fault_in_both_languages_and_changes_nothing() -> None:
    import html

    app = PlayApp("maison-tarot", players=4, seed=1, bot_delay=0)
    before = app.state
    app.show_deal_tools()
    app._tools["upload"].value = _file(b'{"format": "tarotlib-record/1", "game": "whist"}')
    message = html.unescape(app._tools["message"].value)
    assert "This file cannot be played" in message and "game: unknown game 'whist'" in message
    assert 'role="alert"' in message and "Traceback" not in message and app.state is before
    app.lang = "nl"
    assert app.load_record(b"{not json") is False
    assert "Dit bestand kan niet gespeeld worden" in app._tools["message"].value
    assert "geen geldige JSON" in app._tools["message"].value and app.state is before


def test_uploading_a_record_deals_it_and_deal_again_repeats_it() -> None:
    from tarotlib.deals import load
    from tarotlib.record import dumps

    app = PlayApp("maison-tarot", players=4, seed=1, bot_delay=0)
    app.show_deal_tools()
    app._tools["upload"].value = _file(dumps(load("leipzig-taroc-matadors")).encode())
    assert app.match.spec.id == "leipzig-taroc" and app.state.players == 3
    assert len(app.table.seat_panels) == 3 and "dealt" in app._tools["message"].value
    hands = list(app.state.deal.hands)
    while app.state.turn == app.seat and not app.state.is_over:
        app.act(app.state.legal_actions()[0])
    app._tools["again"].click()
    assert app.state.actions == [] or app.state.actions[0][0] != app.seat  # from the first card again
    assert list(app.state.deal.hands) == hands


def test_open_hands_shows_every_hand_only_when_switched_on() -> None:
    app = PlayApp("klaverjas-4", seed=2, bot_delay=0)
    assert app.open_hands is False
    assert not any("tarot-open-hand" in p.value for p in app.table.seat_panels)
    app.show_deal_tools()
    app._tools["open"].value = True
    others = [p.value for s, p in enumerate(app.table.seat_panels) if s != app.seat]
    assert all("tarot-open-hand" in v for v in others) and "tarot-open-hand" not in app.table.seat_panels[0].value
    assert app.state.hand(1)[0].short("en") in others[0]
    # issue 30: readable labels, one a card at 14 px, not 26 px card drawings
    assert others[0].count('class="tarot-chip"') == len(app.state.hand(1)) and "font-size:14px" in others[0]
    assert "<svg" not in others[0].split('class="tarot-open-hand"')[1]
    app.open_hands = False
    assert app._tools["open"].value is False and not any("tarot-open-hand" in p.value for p in app.table.seat_panels)


def test_save_gives_a_download_of_the_hand_and_a_link_that_carries_its_deal() -> None:
    import base64
    import html
    import re

    from tarotlib.record import replay
    from tarotwidgets.deals import decode_deal

    app = PlayApp("marjolet", seed=4, bot_delay=0)
    while not app.state.is_over:
        app.act(app.state.legal_actions()[0])
    app.show_deal_tools()
    app._tools["save"].click()
    value = app._tools["link"].value
    payload = re.search(r'href="data:application/json;base64,([^"]+)"', value).group(1)
    saved = base64.b64decode(payload)
    run = replay(saved)
    assert run.ok and run.state.result is not None and 'download="marjolet-1.json"' in value
    carried = html.unescape(re.search(r'class="tarot-share-link" href="([^"]+)"', value).group(1))
    assert carried.startswith("deals.ipynb?deal=")
    assert decode_deal(carried.split("deal=")[1])["deal"] == run.record.to_json()["deal"]
    app.lang = "nl"
    assert app._tools["save"].description == "Deze hand bewaren" and app.deals_button.description == "Gedeelde spellen"


def test_a_link_opens_its_deal_and_a_damaged_link_says_why() -> None:
    from tarotlib.deals import load
    from tarotwidgets.deals import DealLibrary, encode_deal, share_link

    record = load("triomphe-forcee-eleven")
    assert share_link(record, "/voila/render/en/triomphe-forcee.ipynb").startswith("/voila/render/deals.ipynb?deal=")
    app = PlayApp.from_url("maison-tarot", query=f"lang=en&deal={encode_deal(record)}", bot_delay=0)
    assert app.match.spec.id == "triomphe-forcee" and app.state.dealer == record.dealer
    plain = PlayApp.from_url("maison-tarot", query="", bot_delay=0)
    assert plain.match.spec.id == "maison-tarot" and plain.shared is None
    broken = PlayApp.from_url("maison-tarot", lang="nl", query="deal=eyJmb3JtYXQiOjF9", bot_delay=0)
    assert broken.match.spec.id == "maison-tarot"
    assert "Het spel in deze link kan niet gespeeld worden: format" in broken._tools["message"].value
    page = DealLibrary("en", query=f"deal={encode_deal(record)}", bot_delay=0)
    assert page.player.children[0].match.spec.id == "triomphe-forcee"
    bad = DealLibrary("en", query="deal=%%%", bot_delay=0)
    assert "cannot be played" in bad.message.value and not bad.player.children
    too_long = DealLibrary("nl", query="deal=" + "A" * 2_000_000, bot_delay=0)
    assert "te lang voor het spel van één hand" in too_long.message.value and not too_long.player.children


def test_on_the_static_site_the_browser_reports_the_address_and_the_link_s_deal_starts(monkeypatch) -> None:
    """The static site's kernel is told no address (no QUERY_STRING, no SCRIPT_NAME): the
    page's PageAddress reports it once the front end has the model, and the deal starts."""
    from tarotlib.deals import load
    from tarotwidgets import deals

    monkeypatch.delenv("QUERY_STRING", raising=False)
    monkeypatch.delenv("SCRIPT_NAME", raising=False)
    deals.page_address.cache_clear()
    try:
        record = load("triomphe-forcee-eleven")
        page = deals.DealLibrary("en", bot_delay=0)
        assert not page.player.children  # nothing reported yet
        address = deals.page_address()
        address.path = "/site/voici/render/deals.html"
        address.search = f"?lang=en&deal={deals.encode_deal(record)}"  # as the browser sends it
        assert page.player.children[0].match.spec.id == "triomphe-forcee"
        assert deals.deal_in_query() == deals.encode_deal(record)
        # a share link from a tutorial page points at the static deals page
        deals.page_address().path = "/site/voici/render/nl/triomphe-forcee.html"
        assert deals.share_link(record).startswith("/site/voici/render/deals.html?deal=")
        late = deals.DealLibrary("nl", bot_delay=0)  # the address already known: plays at once
        assert late.player.children[0].match.spec.id == "triomphe-forcee"
        address.search = "?deal=%%%"  # a damaged link: the page says why
        assert "cannot be played" in page.message.value
        broken = deals.DealLibrary("nl", bot_delay=0)
        assert "kan niet gespeeld worden" in broken.message.value and not broken.player.children
    finally:
        deals.page_address.cache_clear()


def test_under_voila_the_server_s_address_wins_over_the_browser_s(monkeypatch) -> None:
    from tarotlib.deals import load
    from tarotwidgets import deals

    monkeypatch.setenv("QUERY_STRING", "")
    monkeypatch.setenv("SCRIPT_NAME", "/voila/render/en/marjolet.ipynb")
    deals.page_address.cache_clear()
    assert deals.deal_in_query() is None
    assert deals.share_link(load("marjolet-dix")).startswith("/voila/render/deals.ipynb?deal=")
    deals.DealLibrary("en", bot_delay=0)
    assert deals.page_address.cache_info().currsize == 0  # no widget made under Voila


def test_the_deal_library_lists_every_deal_and_plays_one_in_both_languages() -> None:
    from tarotlib.deals import library
    from tarotwidgets.deals import DealLibrary

    page = DealLibrary("en", bot_delay=0)
    assert len(page.cards) == len(library()) >= 27
    text, button = page.cards[[e.name for e in page.entries].index("marjolet-dix")]
    assert "Dix" in text.value and "MJ4" in text.value and button.description == "Play this deal"
    button.click()
    assert page.player.children[0].match.spec.id == "marjolet"
    page.switch.value = "nl"
    assert "Dix: de troef 7" in text.value and button.description == "Speel dit spel"
    assert page.player.children[0].lang == "nl" and "Spellen voor een klas" in page.heading.value


class _Incomparable:
    """A value whose comparison raises: a check must test its type first."""

    def __eq__(self, other: object) -> bool:
        raise RuntimeError("no comparison")

    __hash__ = None  # type: ignore[assignment]


@pytest.mark.parametrize(("kwargs", "named"), [
    ({"lang": "fr"}, "lang must be one of"),  # a TraitError from the language switch before
    ({"game": "klaverjas-4", "variants": "kraken"}, "['kraken']"),  # read letter by letter before
    ({"seat": 9}, "seat: must be a seat from 0 to 3, not 9"),
    ({"seat": "0"}, "seat: must be a seat from 0 to 3, not '0'"),  # a TraitError from the hand before
    ({"game": "marjolet", "seat": 2}, "seat: must be a seat from 0 to 1, not 2"),
    ({"bot": "nope"}, "bot"),
    ({"seed": object()}, "seed: must be a whole number"),  # a TypeError from the computer players' seeds before
    ({"seed": "class 3b"}, "seed: must be a whole number"),
    ({"bot_delay": -1}, "bot_delay: must be a number of seconds from 0 to 60, not -1"),  # accepted before
    ({"bot_delay": float("nan")}, "bot_delay: must be a number of seconds"),
    ({"trick_pause": "1"}, "trick_pause: must be a number of seconds"),  # a TypeError before
    ({"game": "klaverjas-4", "variants": ["utrechts", "leids"]}, "each replace the bidding (K7)"),
    ({"options": "ab"}, "options: must be a mapping"),  # dict('ab'): a ValueError of its own before
    ({"options": 5}, "options: must be a mapping"),  # a TypeError before
    ({"lang": _Incomparable()}, "lang must be one of"),  # its own error from 'in LANGS' before
    ({"hands": 10**5000}, "hands: must be a whole number from 1 to 100000"),  # its count could not be shown
    ({"seed": [[[[[[]]]]]]}, "seed: must be a whole number, not [[[[...]]]]"),
])
def test_a_play_app_with_a_wrong_argument_is_refused_in_words(kwargs: dict, named: str) -> None:
    with pytest.raises(TarotlibError) as caught:
        PlayApp(**{"seed": 1, "bot_delay": 0, **kwargs})
    assert named in str(caught.value)


def test_the_widgets_catalogue_names_each_key_once() -> None:
    """The widgets layer's one catalogue, the play widgets' and the lessons' words together:
    its literal names each key once (a key written twice would silently keep the later
    words; 'wins', 'error', 'last_trick' once had two meanings in two tables), and no key
    of its own hides one of the api layer's catalogue that it extends."""
    import ast
    from pathlib import Path

    import tarotwidgets.i18n as widget_i18n

    from tarotlib import api_messages

    tree = ast.parse(Path(widget_i18n.__file__).read_text(encoding="utf-8"))
    literal = next(node.value for node in tree.body if isinstance(node, ast.AnnAssign)
                   and getattr(node.target, "id", "") == "MESSAGES")
    assert isinstance(literal, ast.Dict)
    keys = [key.value for key in literal.keys if isinstance(key, ast.Constant)]
    assert len(keys) > 600
    assert len(keys) == len(set(keys)), sorted(k for k in set(keys) if keys.count(k) > 1)
    assert not set(keys) & set(api_messages.MESSAGES)


@pytest.mark.parametrize("game", ["maison-tarot", "triomphe-forcee", "leipzig-taroc", "marjolet", "klaverjas-3",
                                  "klaverjas-4"])
def test_the_result_line_tells_the_hand_in_the_games_own_terms(game: str) -> None:
    """K4 made or nat with the sheet; TF4 chips; LT6 card points against 26 plus what was
    paid during the hand, adding up to the score; else the score with its card points."""
    from tarotlib import new_hand
    from tarotlib.bots import get_bot, play_out
    from tarotwidgets.i18n import signed
    from tarotwidgets.play import result_line

    state = new_hand(game, seed=4)
    play_out(state, [get_bot("basic") for _ in range(state.players)])
    result, you = state.result, 1
    for lang in ("en", "nl"):
        line = result_line(state, you, lang)
        assert line.startswith({"en": "Hand over: ", "nl": "Hand afgelopen: "}[lang]) and "{" not in line
    line = result_line(state, you, "en")
    if game.startswith("klaverjas"):
        contract = state.own.contract
        who = "your" if contract.seat == you else f"{SEAT_NAMES[contract.seat]}'s"
        suit = state.pack.suit_name(contract.trump, "en")
        made = "is not made: " if result.extra["nat"] else "is made with "
        assert f"{who} contract, {suit}, {contract.points} to make, {made}" in line  # K4, its figures next
        assert f"{result.extra['sheet'][you]} on the score sheet" in line
    elif game == "triomphe-forcee":
        assert line.startswith("Hand over: your chips this hand:") and "card points" not in line
    elif game == "leipzig-taroc":
        over, paid = result.card_points[you] - 26, state.points[you]
        assert over + paid == result.score[you]  # LT6
        assert f"{result.card_points[you]} card points less 26 makes {signed(over)}" in line
    elif game == "marjolet":  # card points + bonus = score, and the other player's score beside it (a tie is plain)
        bonus = result.extra["bonus"][you]
        assert result.card_points[you] + bonus == result.score[you]
        assert f"({result.card_points[you]} card points + {bonus} from declarations and bonuses)" in line
        assert line.endswith(f"; Anna scored {signed(result.score[0])}.")
    else:
        assert f"({result.card_points[you]} card points" in line


@pytest.mark.parametrize(("game", "variants", "seed", "said"), [
    ("klaverjas-4", ("leids",), 0, "Daan's contract, spades, 92 to make, is made with 135 points to 47 (K4)"),
    ("klaverjas-4", ("majority",), 0, "nat, your contract, spades, more points than the defenders, is not made: "
                                      "60 points to 102 (K4)"),
    ("klaverjas-4", ("leids", "majority"), 0, "spades, 92 to make and more than the defenders, is made"),
    ("klaverjas-3", (), 2, "Carla's contract, hearts, 82 to make, is made with 158 points to 44 (K4)")])
def test_the_result_names_the_contract_and_what_each_side_counted(game: str, variants: tuple[str, ...], seed: int,
                                                                  said: str) -> None:
    """K4 made or nat, with the Leids bid (K7) or majority, the players' count against the
    defenders' (K3: both defenders together): what the learner needs to check it."""
    from tarotwidgets.play import result_line

    state = Match(game, variants=variants, seed=seed).new_hand()
    while not state.is_over:
        state.apply(hint(state).action)
    assert said in result_line(state, 0, "en") and "{" not in result_line(state, 0, "nl")


def test_an_all_passed_hand_says_nobody_plays_not_that_a_contract_is_made() -> None:
    from tarotlib.actions import Bid
    from tarotwidgets.play import result_line

    state = new_hand("klaverjas-3", seed=1)
    while not state.is_over:
        state.apply(Bid("pass"))  # K5: all pass, the next dealer deals
    assert result_line(state, 0, "en") == "Hand over: nobody plays this hand, and nobody scores."
    assert result_line(state, 0, "nl") == "Hand afgelopen: niemand speelt deze hand, en niemand scoort."
    assert "made" not in result_line(state, 0, "en")


@pytest.mark.parametrize(("game", "variants"), [("klaverjas-4", ()), ("klaverjas-4", ("kraken",)),
                                                ("klaverjas-4", ("majority",)), ("klaverjas-3", ()),
                                                ("klaverjas-3", ("four-at-table",))])
def test_the_sheets_small_print_adds_up_to_the_exact_score(game: str, variants: tuple[str, ...]) -> None:
    """K4: the small print shows each step, nat's 162 and all roem (K5: shared), the pit's
    100 and the kraken factor (K7), so it adds up to the exact score it ends in."""
    from tarotlib import new_hand
    from tarotlib.bots import get_bot, play_out
    from tarotwidgets.sheet import sheet_working

    seen = set()
    for seed in range(40):
        hand = new_hand(game, None, variants, seed=seed)
        play_out(hand, [get_bot("random") for _ in range(hand.players)])
        for seat in range(hand.players):  # an all-passed hand too (K5, K7): nothing scored
            text, value = sheet_working(hand, seat, "en")
            assert value == hand.result.score[seat], (seed, seat, text)
            seen.update(word for word in ("nat", "pit", "×", "÷") if word in text)
    assert "nat" in seen and ("×" in seen) == ("kraken" in variants)


@pytest.mark.parametrize(("text", "lang", "shown"), [
    ("You hold ♥A.", "en", "You hold ♥A (rule K2)."),
    ("It still counts for you (K2).", "en", "It still counts for you (rule K2)."),  # once, not '(K2) (rule K2)'
    ("Het telt nog steeds voor jou (K2).", "nl", "Het telt nog steeds voor jou (regel K2)."),
    ("No full stop", "en", "No full stop (rule K2)"),
    # issue 30: after a closing aside the rule went last with no full stop ('instead.) (rule T3)')
    ("You must follow hearts: you hold ♥2. (The Excuse may be played instead.)", "en",
     "You must follow hearts: you hold ♥2 (rule K2). (The Excuse may be played instead.)"),
])
def test_a_text_with_its_rule_names_the_rule_once(text: str, lang: str, shown: str) -> None:
    from tarotwidgets.base import with_rule

    assert with_rule(text, "K2", lang) == shown


@pytest.mark.parametrize("lang", ["en", "nl"])
def test_the_log_shows_whole_lines_while_playing_and_everything_at_the_end(lang: str) -> None:
    """A box of LOG_LINES whole lines (none cut in half at its top) with a cue to scroll
    up once there are more; at the end of the hand the cap goes, so all of it reads back."""
    import html
    import re

    from tarotwidgets.i18n import say as widget_say
    from tarotwidgets.play import LOG_LINES

    app = PlayApp("leipzig-taroc", lang=lang, seed=3, bot_delay=0)
    state = app.state
    seen_capped = False
    while not state.is_over:
        lines = int(re.search(r'data-lines="(\d+)"', app.log_view.value).group(1))
        capped = "max-height" in app.log_view.value
        assert capped == (lines > LOG_LINES) and ("tarot-log-more" in app.log_view.value) == capped
        if capped:
            assert f"max-height:calc({LOG_LINES * 1.4:g}em + 2px)" in app.log_view.value
            assert widget_say("scroll_up_cue", lang, count=lines) in html.unescape(app.log_view.value)
            seen_capped = True
        assert state.turn == app.seat, "the bots move synchronously with bot_delay=0"
        assert app.act(state.legal_actions()[-1])
    assert seen_capped
    assert "max-height" not in app.log_view.value and "tarot-log-more" not in app.log_view.value


# ---------------------------------------------------------------- every player count the rules allow (issue 30)
def engine_counts(game: str, variants: tuple[str, ...] = ()) -> list[int]:
    """The counts the engine's own check accepts, asked of it one by one (0-99)."""
    spec = get_game(game, variants)
    accepted = []
    for players in range(100):
        try:
            spec.validate_players(players)
        except TarotlibError:
            continue
        accepted.append(players)
    return accepted


def offered(app: PlayApp) -> list[int]:
    """The counts the settings' players list offers (none: the game's one count)."""
    app.show_settings()
    control = app._settings.get("players")
    counts = [app.match.players] if control is None else [value for _label, value in control.options]
    app.show_settings()  # closed again
    return counts


GAME_VARIANTS = [(entry.id, variants) for entry in catalogue()
                 for variants in [(), *((v.name,) for v in entry.variants)]]


@pytest.mark.parametrize(("game", "variants"), GAME_VARIANTS)
def test_the_settings_offer_every_count_the_engine_allows(game: str, variants: tuple[str, ...]) -> None:
    """TF1 2-10, MT1 2-6, MT5 2-78 (players x cards checked at the start), one count where
    the game has one; Klaverjassen-3 adds four at the table (K5) and takes it back."""
    app = PlayApp(game, variants=variants, seed=1, bot_delay=0)
    own = engine_counts(game, variants)
    seating = {"klaverjas-3": "four-at-table"}.get(game)
    if seating is None:
        assert offered(app) == own
    else:  # K5: the same game with four people at the table, the dealer sitting out
        other = tuple(v for v in variants if v != seating) if seating in variants else (*variants, seating)
        assert offered(app) == sorted({*own, *engine_counts(game, other)}) == [3, 4]
    assert (app.settings_button is not None) == (len(offered(app)) > 1 or bool(settable_options(app.match.spec)))


def test_triomphe_offers_two_to_ten_and_plays_a_whole_game_of_ten() -> None:
    app = PlayApp("triomphe-forcee", seed=4, bot_delay=0)
    assert offered(app) == engine_counts("triomphe-forcee") and max(offered(app)) == 10  # TF1
    app.show_settings()
    app._settings["players"].value = 10
    assert app.apply_settings()
    state = app.state
    assert state.players == 10 and len(state.hand(0)) == 78 // 10  # TF1: seven cards each from seven players
    assert len(app.table.seat_panels) == 10 and "tarot-seats-10" in app.table.grid._dom_classes
    while not app.match.is_over:
        if app.state.is_over:
            app.deal()
        else:
            assert app.act(app.state.legal_actions()[0])
    sheet = app.sheet.value
    assert 'data-hands="10"' in sheet and "data-winners=" in sheet  # TF5: each of the ten deals once
    assert sheet.count('<tr data-seat="') == 10 and sheet.count('data-winner="true"') == len(app.match.winners)


def test_every_wild_count_whose_cards_fit_the_pack_starts_and_the_rest_is_refused() -> None:
    """MT5: players x cards <= 78 is the only limit on players; the engine's reason shows."""
    app = PlayApp("maison-tarot", variants=("wild",), seed=1, bot_delay=0)
    counts = offered(app)
    assert counts == engine_counts("maison-tarot", ("wild",)) and max(counts) == TAROT.size  # one card each
    for players in (2, 7, 10, 26, 78):  # each deals and plays its hand to the end (MT5: one hand)
        app.show_settings()
        assert app.apply_settings(players, cards=TAROT.size // players), players
        assert app.state.players == players and len(app.table.seat_panels) == players
    app.show_settings()
    assert not app.apply_settings(7, cards=12)  # 84 cards
    assert "7 players x 12 cards = 84 is more than the 78 cards of the pack (MT5)" in app._settings["message"].value
    assert app.state.players == 78


def test_klaverjassen_3_settings_seat_four_at_the_table_and_three_again() -> None:
    app = PlayApp("klaverjas-3", seed=1, bot_delay=0)
    app.show_settings()
    labels = dict((value, label) for label, value in app._settings["players"].options)
    assert labels == {3: "3", 4: "4 (Four at the table, K5)"}
    app.lang = "nl"
    assert dict((v, label) for label, v in app._settings["players"].options)[4] == "4 (Met vier aan tafel, K5)"
    app._settings["players"].value = 4
    assert app.apply_settings()
    assert app.variants == ("four-at-table",) and app.state.players == 4 and app.state.sitting_out is not None
    assert "Met vier aan tafel" in app.title.value
    assert app.apply_settings(3) and app.variants == () and app.state.players == 3


@pytest.mark.parametrize("phone", [False, True])
def test_every_seat_has_one_place_round_the_table_on_a_desktop_and_a_phone(phone: bool) -> None:
    """You at the bottom, the next seat in play on your right (counter-clockwise), the
    trick in the middle; each area one rectangle (CSS grid areas must be); 2 to 78 seats
    (MT5's most: one card each)."""
    for players in range(2, TAROT.size + 1):
        rows = table_rows(players, phone=phone)
        width, height = len(rows[0]), len(rows)
        assert all(len(row) == width for row in rows) and (width == 3 if phone or players <= 8 else width <= 7)
        cells: dict[str, list[tuple[int, int]]] = {}
        for r, row in enumerate(rows):
            for c, name in enumerate(row):
                cells.setdefault(name, []).append((r, c))
        assert {n for n in cells if n.startswith("k")} == {f"k{k}" for k in range(players)}
        for name, places in cells.items():
            if name == ".":
                continue
            rs, cs = {r for r, _ in places}, {c for _, c in places}
            assert len(places) == len(rs) * len(cs) == (max(rs) - min(rs) + 1) * (max(cs) - min(cs) + 1), name
        assert all(r == height - 1 for r, _ in cells["k0"])  # you: the bottom row, in the middle
        assert {c for _, c in cells["k0"]} == set(range(1, width - 1)) or players <= 6
        assert all(c > (width - 1) / 2 for _, c in cells["k1"]) or players == 2  # the next in play: your right
        assert all(0 < r < height - 1 and 0 < c < width - 1 for r, c in cells["trick"])
        mirrored = table_rows(players, clockwise=True, phone=phone)
        assert mirrored == [row[::-1] for row in rows]


def trick_of_six_of_ten(seed: int) -> HandState:
    """A Triomphe deal of ten played on to six cards in the first trick (or to its end)."""
    state = new_hand("triomphe-forcee", 10, seed=seed)
    while not state.is_over and len(state.trick()) < 6:
        state.apply(state.legal_actions()[0])
    return state


def test_a_table_of_ten_places_each_seat_and_its_trick_card_alike() -> None:
    state = next(s for s in map(trick_of_six_of_ten, range(100)) if not s.is_over)  # TF3: Death may end a deal
    table = TableWidget(state, you=3)
    areas = [panel.layout.grid_area for panel in table.seat_panels]
    assert areas == [f"k{(seat - 3) % 10}" for seat in range(10)]
    assert table.trick.layout.grid_area == "trick"
    assert table_css(10, False) in table.style.value and "tarot-seats-10" in table.grid._dom_classes
    for seat, _card in state.trick():
        assert f'data-seat="{seat}" data-order' in table.trick.value
        assert f'style="grid-area:k{(seat - 3) % 10}"' in table.trick.value
    assert trick_css(10, False) in table.trick.value


def test_the_sheet_turns_on_its_side_on_a_phone_past_four_players() -> None:
    for players, turned in ((4, False), (5, True), (10, True)):
        match = Match("triomphe-forcee", players, seed=2)
        while not match.is_over:
            state = match.new_hand()
            while not state.is_over:
                state.apply(state.legal_actions()[0])
        sheet = ScoreSheet(match, you=0)
        assert ('class="tarot-sheet-tall"' in sheet.value) == turned
        assert ('class="tarot-sheet-wide tarot-sheet-folds"' in sheet.value) == turned
        if turned:  # a row per player, the total beside the name, the winners starred
            assert sheet.value.count('<tr data-seat="') == players
            for seat in match.winners:
                assert f'<tr data-seat="{seat}" data-winner="true">' in sheet.value
            assert "★ " in sheet.value and say("sheet_dealt_mark", "en") in sheet.value
        sheet.lang = "nl"
        assert ("Speler" in sheet.value) == turned


def test_a_deal_played_from_the_library_is_titled_and_brought_into_view() -> None:
    """Issue 30: 'Play this deal' opens the game above the list, out of sight of the
    button; the page titles it with the deal's name in the page's language and brings it
    into view (the scroll mark's ticket moves) each time a deal opens."""
    from tarotlib.deals import load
    from tarotwidgets.deals import DealLibrary, encode_deal

    page = DealLibrary("en", bot_delay=0)
    assert page.playing.value == "" and page.scroll.ticket == 0
    children = list(page.children)
    assert children.index(page.scroll) < children.index(page.playing) < children.index(page.player)
    names = [e.name for e in page.entries]
    page.cards[names.index("marjolet-dix")][1].click()
    assert "Now playing: Marjolet: Dix" in page.playing.value and 'data-deal="marjolet-dix"' in page.playing.value
    assert page.scroll.ticket == 1
    page.cards[names.index("triomphe-forcee-death")][1].click()
    assert "Now playing: Triomphe Forcée: " in page.playing.value and page.scroll.ticket == 2
    page.switch.value = "nl"
    assert "Je speelt nu: Triomphe Forcée: " in page.playing.value
    linked = DealLibrary("nl", query=f"deal={encode_deal(load('marjolet-dix'))}", bot_delay=0)
    assert "Je speelt nu: Marjolet, het spel uit de link" in linked.playing.value and linked.scroll.ticket == 1
