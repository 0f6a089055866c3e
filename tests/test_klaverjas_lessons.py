"""The Klaverjassen lessons ask; the engine answers (DECISIONS K1-K8). Every prepared
exercise of widgets/lessons/content/klaverjas_3.py and klaverjas_4.py is answered right and wrong through
``answer()``, and what it judges is checked against the engine directly."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from tarotwidgets.lessons import Lesson, PlayLauncher
from tarotwidgets.lessons.content import TUTORIALS
from tarotwidgets.lessons.content.klaverjas_3 import TUTORIAL as KLAVERJAS_3
from tarotwidgets.lessons.content.klaverjas_4 import TUTORIAL as KLAVERJAS_4
from tarotwidgets.lessons.kinds import (
    ChoiceExercise,
    EveryCard,
    NumberExercise,
    OrderCards,
    klaver_trick_block,
    roem_values,
)
from tarotwidgets.lessons.scenarios import DealtHand, bid_position, played_hand, trick_position
from tarotwidgets.lessons.texts import PLAYER_NAMES, say

from tarotlib import IllegalAction, Play, get_game
from tarotlib.actions import PASS, Bid
from tarotlib.bots.hints import hint
from tarotlib.games.klaverjas import ROEM_3, ROEM_4, sheet_round, trick_roem
from tarotlib.match import Match

LANGS = ("en", "nl")
GAMES = ("klaverjas-4", "klaverjas-3")
HEARTS = 2
NOTEBOOKS = Path(__file__).resolve().parent.parent / "notebooks"


def named(*kinds: str) -> list[tuple[str, str, str]]:
    return [(game, lang, name) for game in GAMES for lang in LANGS for name in TUTORIALS[game].scenarios(*kinds)]


def test_both_games_plug_in_as_a_family() -> None:
    for game in GAMES:
        assert type(Lesson(game, "nl")) is Lesson  # one Lesson: the scenarios' types pick the kinds
        assert 'class="tarot-kj-context"' in Lesson(game, "nl").which_card("follow").prompt.value  # K1 K6 shown
    assert TUTORIALS["klaverjas-4"] is KLAVERJAS_4 and TUTORIALS["klaverjas-3"] is KLAVERJAS_3


# ---------------------------------------------------------------- K1
@pytest.mark.parametrize(("game", "lang", "name"), named("order_cards"))
def test_ordering_follows_the_hands_trump_order(game: str, lang: str, name: str) -> None:
    exercise = Lesson(game, lang).order_cards(name)
    assert isinstance(exercise, OrderCards)
    order = get_game(game).orders_for_trump(exercise.ordering.trump)  # K1: the engine's order with this trump
    expected = sorted(exercise.remaining, key=lambda c: -order.strength[exercise.ordering.led][c.index])
    wrong = exercise.answer(expected[-1].code)
    assert wrong is not None and not wrong.right and wrong.rule == "K1"
    for card in expected:
        verdict = exercise.answer(card.code)
    assert verdict is not None and verdict.right and exercise.placed == expected


def test_the_trump_jack_is_highest_in_trumps_and_modest_in_a_plain_suit() -> None:
    lesson = Lesson("klaverjas-4", "en")
    trumps, plain = lesson.order_cards("trumps"), lesson.order_cards("plain")  # K1
    assert max(trumps.remaining, key=lambda c: trumps.strength[c.index]).code == "Jh"
    assert max(plain.remaining, key=lambda c: plain.strength[c.index]).code == "Ac"


def test_a_card_of_the_suit_led_placed_too_early_is_told_the_suits_order_not_that_it_cannot_win() -> None:
    plain = Lesson("klaverjas-4", "en").order_cards("plain")  # clubs led, hearts trumps (K1)
    verdict = plain.answer("7c")  # the led suit's lowest card: strength 0, as a card that cannot win
    assert not verdict.right and verdict.rule == "K1"
    assert "In clubs the order is A 10 K Q J 9 8 7" in verdict.text and "neither a trump" not in verdict.text


@pytest.mark.parametrize(("game", "lang", "name"), named("count_pile"))
def test_counting_a_trick_uses_the_trump_points(game: str, lang: str, name: str) -> None:
    exercise = Lesson(game, lang).count_pile(name)
    assert isinstance(exercise, NumberExercise) and exercise.kind == "count"
    pile = TUTORIALS[game].scenario(name, "count_pile")
    spec = get_game(game)
    total = sum(spec.points_for_trump(pile.trump)[spec.pack.index(c)] for c in pile.cards)  # K1
    assert exercise.expected == total
    wrong = exercise.answer(total + 2)
    assert not wrong.right and wrong.rule == "K1"
    assert exercise.answer(str(total)).right


@pytest.mark.parametrize("lang", LANGS)
def test_the_point_table_shows_both_columns_and_the_162(lang: str) -> None:
    html = Lesson("klaverjas-4", lang).card_points().children[1].value
    spec = get_game("klaverjas-4")
    assert "162" in html and str(spec.points_of(spec.pack.full_mask)) in html  # K1
    pack = Lesson("klaverjas-4", lang).pack().children[1].value
    trump_row = pack.split('data-order="trump_order"')[1]
    codes = re.findall(r'data-card="(\w+)"', trump_row)
    assert codes == [c.code for c in spec.orders_for_trump(HEARTS).descending(HEARTS)]


# ---------------------------------------------------------------- K2 and K7
@pytest.mark.parametrize(("game", "lang", "name"), named("which_card", "every_card"))
def test_every_card_is_the_engines_legal_set(game: str, lang: str, name: str) -> None:
    lesson = Lesson(game, lang)
    exercise = lesson.every_card(name)
    assert isinstance(exercise, EveryCard)
    state = exercise.state
    legal = set(state.legal_cards())
    illegal = [c for c in state.hand(exercise.seat) if c not in legal]
    assert illegal, "each prepared position must limit the cards"
    exercise.answer(illegal[0].code)
    wrong = exercise.check()
    assert not wrong.right and wrong.rule in ("K2", "K7")
    with pytest.raises(IllegalAction) as refused:  # the same refusal as the engine's
        state.check(Play(illegal[0]), exercise.seat)
    assert refused.value.explanation(lang) in wrong.text
    exercise.answer(illegal[0].code)
    for card in list(legal)[1:]:
        exercise.answer(card.code)
    if len(legal) > 1:
        missing = exercise.check()
        assert not missing.right and missing.rule in ("K2", "K7")
    exercise.answer(next(iter(legal)).code)
    assert exercise.check().right
    which = lesson.which_card(name)
    assert 'class="tarot-kj-context"' in which.prompt.value  # the trump, the contract and the partner (K1, K6)
    assert which.answer(next(iter(legal)).code).right
    assert not which.answer(illegal[0].code).right


def _legal(name: str, game: str = "klaverjas-4") -> set[str]:
    setup = TUTORIALS[game].scenario(name, "which_card", "every_card")
    spec = get_game(game).with_variants((setup.variant,)) if setup.variant else get_game(game)
    return {c.code for c in trick_position(spec, setup, TUTORIALS[game].players).legal_cards()}


def test_the_rotterdam_duties_of_k2() -> None:
    assert _legal("follow") == {"8d", "Ad"}  # follow suit
    assert _legal("ruff") == {"8h", "Kh"}  # cannot follow: trump
    assert _legal("trump-led") == {"9h", "Ah"}  # over-trump the Queen
    assert _legal("under") == {"7h", "Kh"}  # cannot over-trump: under-trump
    assert _legal("partner") == {"Jh"}  # over-trump even the partner
    assert _legal("over-defender", "klaverjas-3") == {"Jh"}  # K3 table: the other defender too


def test_the_same_positions_under_amsterdams_k7() -> None:
    assert _legal("ams-ruff") == _legal("ruff")  # an opponent winning: trump, as in Rotterdam
    assert _legal("ams-under") == {"8c", "10c", "Ac", "7d", "Qd", "Kd"}  # no under-trumping
    assert _legal("ams-partner") == {"7c", "10c", "Kc", "Jh", "9s", "Qs", "As"}  # partner winning: any but 8h
    spec = get_game("klaverjas-4")
    for name in ("follow", "trump-led"):  # following, and a trump lead, are as in Rotterdam (K7)
        setup = TUTORIALS["klaverjas-4"].scenario(name, "which_card", "every_card")
        amsterdams = trick_position(spec.with_variants(("amsterdams",)), setup, 4)
        assert {c.code for c in amsterdams.legal_cards()} == _legal(name)
    position = TUTORIALS["klaverjas-4"].scenario("ams-partner", "every_card")
    assert position.trick[1] == "10h" and position.variant == "amsterdams"  # the partner (seat 1) trumped


def test_the_trick_shows_trump_contract_and_partner() -> None:
    exercise = Lesson("klaverjas-4", "nl").every_card("partner")
    assert "Harten is troef." in exercise.prompt.value
    assert "Je maat is Carla" in exercise.prompt.value and "Carla (maat)" in exercise.prompt.value


# ---------------------------------------------------------------- K3
@pytest.mark.parametrize(("game", "lang", "name"), named("roem"))
def test_roem_is_what_the_engine_logs_for_the_trick(game: str, lang: str, name: str) -> None:
    exercise = Lesson(game, lang).roem(name)
    assert isinstance(exercise, NumberExercise) and exercise.kind == "roem"
    pile = TUTORIALS[game].scenario(name, "roem")
    spec = get_game(game)
    mask = spec.pack.mask(pile.cards)
    values = ROEM_3 if game == "klaverjas-3" else ROEM_4
    assert roem_values(spec) is values
    expected = sum(v for _name, v in trick_roem(mask, pile.trump, values, len(pile.cards)))  # K3
    assert exercise.expected == expected
    wrong = exercise.answer(expected + 10)
    assert not wrong.right and wrong.rule == "K3"
    second = exercise.answer(expected + 20)
    assert str(expected) in second.text  # the second hint is the engine's count
    assert exercise.answer(expected).right


def test_roem_values_met_in_the_four_player_lesson() -> None:
    lesson = Lesson("klaverjas-4", "en")
    assert lesson.roem("jack-run").expected == 20  # a run through the trump Jack's change of order
    assert lesson.roem("stuk-in-run").expected == 40  # run 20 + stuk 20
    assert lesson.roem("four-jacks").expected == 200
    assert lesson.roem("no-run").expected == 0
    table = lesson.roem_table().children[1].value
    assert "four Jacks" in table and "200" in table


def test_three_player_roem_values() -> None:
    lesson = Lesson("klaverjas-3", "nl")
    assert lesson.roem("three-kings").expected == 80
    assert lesson.roem("stuk-in-run").expected == 60
    assert "drie boeren" in lesson.roem_table().children[1].value


# ---------------------------------------------------------------- K4, majority
@pytest.mark.parametrize(("game", "lang", "name"), named("made", "sheet_score"))
def test_made_or_nat_and_the_sheet_are_the_engines(game: str, lang: str, name: str) -> None:
    lesson = Lesson(game, lang)
    setup = TUTORIALS[game].scenario(name, "made", "sheet_score")
    state = played_hand(get_game(game), setup, TUTORIALS[game].players)
    result = state.result
    made = lesson.made(name)
    assert isinstance(made, ChoiceExercise) and made.kind == "choice"
    assert made.truth == ("nat" if result.extra["nat"] else "made")
    wrong = made.answer("made" if made.truth == "nat" else "nat")
    assert not wrong.right and wrong.rule == "K4"
    assert made.answer(made.truth).right
    sheet = lesson.sheet_score(name)
    assert isinstance(sheet, NumberExercise) and sheet.kind == "number"
    assert sheet.expected == result.extra["sheet"][setup.seat] == sheet_round(result.score[setup.seat])
    miss = sheet.answer(sheet.expected + 10)
    assert not miss.right and miss.rule == "K4"
    again = sheet.answer(sheet.expected + 20)
    assert str(sheet.expected) in again.text
    assert sheet.answer(sheet.expected).right


@pytest.mark.parametrize("name", sorted(KLAVERJAS_3.scenarios("made", "sheet_score")))
def test_klaverjas_3_shows_each_defender_so_his_own_sheet_can_be_worked_out(name: str) -> None:
    """K5: a made hand scores each defender his own card points and roem, so the summary
    shows each of them, not only the two together."""
    from tarotwidgets.lessons.kinds import hand_summary

    state = played_hand(get_game("klaverjas-3"), KLAVERJAS_3.scenario(name, "made"), 3)
    html = hand_summary(state, "en").html
    for seat in (s for s in range(3) if state.sides[s] != state.own.contract.side):
        row = f'<tr data-seat="{seat}"><th scope="row" style="font-weight:normal;padding-left:1em">of which {PLAYER_NAMES[seat]}'
        cells = f"</th><td>{state.result.tricks[seat]}</td><td>{state.result.card_points[seat]}</td>"
        assert row + cells + f"<td>{state.own.roem[seat]}</td></tr>" in html


def test_the_sheet_hint_of_klaverjas_3_shares_a_nat_hand_between_the_two_defenders() -> None:
    three = Lesson("klaverjas-3", "en").sheet_score("nat")
    hint = three.answer(three.expected + 10).text
    assert "each player scores his own" in hint and "two defenders share 162" in hint and "side" not in hint  # K4, K5
    four = Lesson("klaverjas-4", "nl").sheet_score("nat")
    assert "elke partij" in four.answer(four.expected + 10).text


def test_the_scoring_hands_show_made_nat_pit_rounding_and_majority() -> None:
    four = KLAVERJAS_4.scenarios("made", "sheet_score")
    spec = get_game("klaverjas-4")
    made = played_hand(spec, four["made"], 4).result
    assert not made.extra["nat"] and made.score[four["made"].seat] % 10 != 0  # rounded on the sheet
    nat = played_hand(spec, four["nat"], 4)
    assert nat.result.extra["nat"] and nat.result.score[four["nat"].seat] == 162 + sum(nat.own.roem)
    pit = played_hand(spec, four["pit"], 4).result
    assert pit.extra["pit"] and pit.score[four["pit"].seat] == 262
    plain = played_hand(spec, DealtHand(seed=four["majority"].seed, seat=0), 4)
    with_majority = played_hand(spec, four["majority"], 4)
    assert not plain.result.extra["nat"] and with_majority.result.extra["nat"]  # 82 is not enough (K4 majority)
    three = played_hand(get_game("klaverjas-3"), KLAVERJAS_3.scenario("nat", "made"), 3)
    share = (162 + sum(three.own.roem)) // 2  # K4 in K3: the defenders share equally
    assert three.result.score[KLAVERJAS_3.scenario("nat", "made").seat] == share


# ---------------------------------------------------------------- K5, K6: bidding
@pytest.mark.parametrize(("game", "lang", "name"), named("bid"))
def test_bidding_answer_is_the_engines_advice(game: str, lang: str, name: str) -> None:
    exercise = Lesson(game, lang).bid(name)
    assert isinstance(exercise, ChoiceExercise) and exercise.kind == "choice"
    state = bid_position(get_game(game), TUTORIALS[game].scenario(name, "bid"), TUTORIALS[game].players)
    assert state.phase.name == "bid" and state.turn == 0  # the learner is voorhand
    action = hint(state).action
    assert isinstance(action, Bid) and action in state.legal_actions()
    if action == PASS:
        assert exercise.truth == "pass"
    else:
        assert exercise.truth in ("play", f"play-{'cdhs'[action.trump]}")
    advice = say("bid_advice", lang, advice=hint(state).advice(lang))
    wrongs = [exercise.answer(answer) for answer in exercise.answers if answer != exercise.truth]
    for wrong in wrongs:  # the computer's judgement: no rule forbids the other bid
        assert not wrong.right and not wrong.rule and wrong.text != advice
    # issue 30: each wrong choice reads differently (the page answers each click), and says why
    # that choice is not the computer's, not which one is
    assert len({wrong.text for wrong in wrongs}) == len(wrongs)
    if exercise.truth.startswith("play-"):
        truth_suit = state.pack.suit_name("cdhs".index(exercise.truth[-1]), lang)
        assert all(truth_suit not in wrong.text for wrong in wrongs if wrong.text.startswith(("You passed", "Je paste")))
    right = exercise.answer(exercise.truth)
    assert right.right and right.text == advice


def test_one_bid_to_play_and_one_to_pass_in_each_game() -> None:
    for game in GAMES:
        truths = {Lesson(game, "en").bid(name).truth for name in TUTORIALS[game].scenarios("bid")}
        assert "pass" in truths and len(truths) == 2


def test_the_hand_with_hints_opens_with_the_learners_bid() -> None:
    for game, players in (("klaverjas-4", 4), ("klaverjas-3", 3)):
        match = Match(game, players, seed=TUTORIALS[game].play_seed)
        state = match.new_hand()
        assert state.phase.name == "bid" and state.turn == 0  # the learner (seat 0) is voorhand, K5 K6
        assert hint(state).action.call == "play"


# ---------------------------------------------------------------- variants and play
@pytest.mark.parametrize("game", GAMES)
def test_every_variant_has_its_own_step_and_play_widget(game: str) -> None:
    spec = get_game(game)
    steps = {s.id: s for s in TUTORIALS[game].steps}
    source = (Path(__file__).resolve().parent.parent / "tutorials" / f"{game}.md").read_text(encoding="utf-8")
    for name, variant in spec.variants.items():
        assert steps[name].title["en"] == f"Variant: {variant.title['en']}"
        assert f'lesson.play_variant("{name}")' in source
        launcher = Lesson(game, "nl").play_variant(name)
        assert variant.summary["nl"] in launcher.about.value and variant.rule in launcher.about.value
        assert launcher.children[1] is launcher.start_button


def test_four_at_table_is_played_by_four() -> None:
    launcher = Lesson("klaverjas-3", "en").play_variant("four-at-table")
    assert isinstance(launcher, PlayLauncher)
    app = launcher.start()
    assert launcher.children == (launcher.about, app)  # the summary stays above the table
    assert app.match.players == 4 and app.state.sitting_out is not None  # K5: the dealer sits out


def test_the_three_player_tutorial_links_to_the_four_player_one() -> None:
    for lang in LANGS:
        notebook = json.loads((NOTEBOOKS / lang / "klaverjas-3.ipynb").read_text(encoding="utf-8"))
        first = "".join(notebook["cells"][0]["source"])
        assert "klaverjas-4.ipynb" in first


@pytest.mark.parametrize("lang", LANGS)
def test_facts_name_the_piquet_pack(lang: str) -> None:
    html = Lesson("klaverjas-4", lang).facts().children[1].value
    assert "32" in html and "K6" in html and "(tarot)" not in html


def test_the_trick_block_names_the_partner_once_also_when_he_plays_the_contract() -> None:
    from tarotlib import new_hand
    from tarotlib.bots import hint

    state = new_hand("klaverjas-4", seed=1)
    while state.phase_name != "play":
        state.apply(hint(state).action)
    bidder = state.own.contract.seat
    told = {}
    for _ in range(4):  # each seat's turn in the first trick
        told[state.turn] = re.sub("<[^>]+>", "", klaver_trick_block(state, "en").split("tarot-on-table")[0])
        state.apply(hint(state).action)
    partner_turn, own_turn, other_turn = (bidder + 2) % 4, bidder, (bidder + 1) % 4
    # the seats are named from the learner's: the partner is Carla, the seat before you Daan
    assert "Your partner, Carla opposite you, plays: your side must make it." in told[partner_turn]
    assert "Your partner is" not in told[partner_turn] and told[partner_turn].count("Carla") == 1
    assert "You play: your side must make it." in told[own_turn]
    assert "Daan plays: that side must make it." in told[other_turn]
    assert "Your partner is Carla, opposite you." in told[other_turn]


def test_a_variant_game_starts_with_one_change_of_the_launchers_children() -> None:
    """Issue 30: the summary was taken out and put back above the game in two changes at
    once, and the browser, still drawing the first, logged bursts of errors ('Could not
    add child view to box'); now the summary and the game come in one change."""
    launcher = Lesson("klaverjas-4", "en").play_variant("amsterdams")
    changes: list[tuple] = []
    launcher.observe(lambda change: changes.append(change["new"]), "children")
    app = launcher.start()
    assert changes == [(launcher.about, app)] and launcher.children == (launcher.about, app)
    assert launcher.start() is app and len(changes) == 1  # started once
