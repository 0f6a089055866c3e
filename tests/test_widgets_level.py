"""The play widget's two levels of computer players (issue 29, point 3) and their moves on
the event loop: a strong player thinks one sampled deal at a time, so the page answers
while it thinks."""

from __future__ import annotations

from typing import Any

import pytest

pytest.importorskip("ipywidgets")

from tarotlib.bots.pimc import Deliberation, PimcBot  # noqa: E402
from tarotlib.errors import TarotlibError  # noqa: E402
from event_loop import run_on_a_loop, until  # noqa: E402
from tarotlib.games import catalogue  # noqa: E402
from tarotwidgets import PlayApp, play, say  # noqa: E402

GAMES = [entry.id for entry in catalogue()]


@pytest.fixture(autouse=True)
def fresh_page(monkeypatch: pytest.MonkeyPatch) -> None:
    """Each test is a page of its own: no level chosen yet, and a strong player that
    thinks briefly (node budgets, not the clock: the same choices on any machine)."""
    monkeypatch.setitem(play._page, "level", None)
    monkeypatch.setattr(play, "STRONG_BUDGET", 0.02)



def play_hand_first_legal(app: PlayApp) -> None:
    """The learner takes the first legal action at each turn, in every phase."""
    state = app.state
    while not state.is_over:
        assert state.turn == app.seat, "the computer players move synchronously with bot_delay=0"
        assert app.act(state.legal_actions()[0])


@pytest.mark.parametrize("game", GAMES)
def test_each_game_starts_at_its_default_level(game: str) -> None:
    app = PlayApp(game, seed=1, bot_delay=0)
    expected = "friendly" if game in ("triomphe-forcee", "klaverjas-3") else "strong"  # the README's reasons
    assert app.level == app.level_toggle.value == expected
    others = [bot for seat, bot in enumerate(app.bots) if seat != app.seat]
    assert {bot.name for bot in others} == {play.LEVEL_BOTS[expected]}


@pytest.mark.parametrize("game", GAMES)
def test_a_whole_hand_at_each_level_every_computer_seat_at_it(game: str) -> None:
    app = PlayApp(game, seed=2, bot_delay=0, level="friendly", whole_game=False)
    play_hand_first_legal(app)
    assert app.state.result is not None and {bot.name for bot in app.bots} == {"basic"}
    app.set_level("strong")
    assert app.level == app.level_toggle.value == "strong"
    assert all(isinstance(bot, PimcBot) and bot.budget == play.STRONG_BUDGET for bot in app.bots)  # partners too
    app.deal()
    play_hand_first_legal(app)
    assert app.state.result is not None and app.level == "strong"


def test_the_level_is_kept_for_new_games_and_for_the_other_play_widgets_of_the_page() -> None:
    first = PlayApp("triomphe-forcee", seed=1, bot_delay=0)
    second = PlayApp("triomphe-forcee", players=3, seed=1, bot_delay=0)
    assert first.level == second.level == "friendly"
    first.level_toggle.value = "strong"  # the learner's click
    assert second.level == second.level_toggle.value == "strong" and second.bots[1].name == "pimc"
    first.deal()
    first.confirm_deal()  # a new game: new computer players, at the level chosen
    assert first.level == "strong" and first.bots[1].name == "pimc"
    assert PlayApp("klaverjas-3", seed=1, bot_delay=0).level == "strong"  # a widget made later on the page
    assert PlayApp("klaverjas-3", seed=1, bot_delay=0, level="friendly").level == "friendly"  # an author's choice
    second.set_level("friendly")
    assert first.level == first.level_toggle.value == "friendly" and first.bots[1].name == "basic"


def test_the_level_buttons_follow_the_language_without_changing_the_choice() -> None:
    app = PlayApp("binage", seed=1, bot_delay=0)
    app.lang = "nl"
    assert app.level_toggle.description == "Tegenstanders:"
    assert app.level_toggle.options == (("vriendelijk", "friendly"), ("sterk", "strong"))
    assert app.level == app.level_toggle.value == "strong" and play._page["level"] is None  # no choice made
    assert app.level_toggle.tooltips[1] == say("level_strong_tip", "nl")
    app.lang = "en"
    assert app.level_toggle.options == (("friendly", "friendly"), ("strong", "strong"))


def test_a_bot_by_name_still_plays_and_shows_its_level() -> None:
    assert PlayApp(seed=1, bot_delay=0, bot="pimc").level == "strong"
    assert PlayApp(seed=1, bot_delay=0, bot="basic").level == "friendly"
    app = PlayApp(seed=1, bot_delay=0, bot="random")
    assert app.level is None and app.level_toggle.value is None and app.bots[1].name == "random"
    play_hand_first_legal(app)
    app.set_level("strong")  # a level chosen replaces it
    assert app.bot == "pimc"


@pytest.mark.parametrize(("kwargs", "named"), [
    ({"level": "hard"}, "level: must be 'friendly' or 'strong', not 'hard'"),
    ({"level": ["strong"]}, "level: must be 'friendly' or 'strong'"),
    ({"level": "strong", "bot": "basic"}, "level: 'strong' plays pimc, not the bot 'basic'"),
    ({"bot": "clever"}, "bot: unknown bot 'clever'"),
])
def test_a_wrong_level_is_refused_in_words(kwargs: dict[str, Any], named: str) -> None:
    with pytest.raises(TarotlibError) as caught:
        PlayApp(**{"seed": 1, "bot_delay": 0, **kwargs})
    assert named in str(caught.value)


def test_a_wrong_level_chosen_later_changes_nothing() -> None:
    app = PlayApp("triomphe-forcee", seed=1, bot_delay=0)
    with pytest.raises(TarotlibError, match="level: must be"):
        app.set_level("expert")
    assert app.level == "friendly" and play._page["level"] is None and app.bots[1].name == "basic"


def counting_steps(monkeypatch: pytest.MonkeyPatch) -> list[bool]:
    """Every step a strong player takes, as whether it ended the thought."""
    steps: list[bool] = []
    step = Deliberation.step

    def counted(self: Deliberation) -> bool:
        steps.append(step(self))
        return steps[-1]

    monkeypatch.setattr(Deliberation, "step", counted)
    return steps



def test_a_strong_player_thinks_a_deal_at_a_time_and_the_page_answers_meanwhile(
        monkeypatch: pytest.MonkeyPatch) -> None:
    steps = counting_steps(monkeypatch)

    async def scenario() -> tuple[str, int, int]:
        app = PlayApp("klaverjas-4", seed=3, level="strong", bot_delay=0.001, trick_pause=0.001)
        await until(lambda: app.state.turn == app.seat, 0.001)  # the bidding and the first cards, on the loop
        state = app.state
        assert app.act(state.legal_actions()[0])
        await until(lambda: bool(steps) and not steps[-1])  # between two deals of a thought not yet done
        moves, thought = len(state.actions), len(steps)
        app.lang = "nl"  # the language switch, served while it thinks
        status = app.status.value
        await until(lambda: state.turn == app.seat or state.is_over, 0.001)
        return status, len(steps) - thought, len(state.actions) - moves

    status, thought_after, played_after = run_on_a_loop(scenario)
    assert "speelt…" in status  # the Dutch status line, drawn in the middle of the thought
    assert thought_after >= 1 and played_after >= 1  # the thought went on after the click, then its card came


def test_a_new_deal_stops_a_strong_player_in_the_middle_of_its_thought(monkeypatch: pytest.MonkeyPatch) -> None:
    steps = counting_steps(monkeypatch)

    async def scenario() -> tuple[int, int, int, bool]:
        app = PlayApp("binage", seed=5, level="strong", whole_game=False, bot_delay=0.001, trick_pause=0.001)
        await until(lambda: app.state.turn == app.seat, 0.001)
        old = app.state
        assert app.act(old.legal_actions()[0])
        await until(lambda: bool(steps) and not steps[-1])
        moves, thought = len(old.actions), len(steps)
        app.deal()  # in the middle of a hand: asked first
        app.confirm_deal()
        await until(lambda: app.state.turn == app.seat, 0.001)
        return len(old.actions) - moves, len(app.match.hands), thought, app.state is not old

    moved_after, hands, thought, new_hand = run_on_a_loop(scenario)
    assert moved_after == 0 and hands == 1 and new_hand and thought >= 1  # the old hand's thought never lands


def restore(app: PlayApp, content: object) -> None:
    """What level.js sends when it is drawn: the level the browser kept for the game."""
    app.level_memory._handle_custom_msg(content, [])


def test_the_browser_keeps_the_learners_choice_one_entry_a_game() -> None:
    app = PlayApp("binage", seed=1, bot_delay=0)
    assert app.level_memory.storage_key == "tarotlib-level:binage" and app.level_memory.level == ""
    assert app.level_memory.layout.display == "none"
    app.level_toggle.value = "friendly"
    assert app.level_memory.level == "friendly"  # written by the front end
    assert PlayApp("marjolet", seed=1, bot_delay=0).level_memory.level == "friendly"  # the page's choice, kept too


def test_a_level_kept_from_an_earlier_visit_is_taken_when_drawn() -> None:
    first = PlayApp("triomphe-forcee", seed=1, bot_delay=0)
    second = PlayApp("triomphe-forcee", players=3, seed=1, bot_delay=0)
    restore(first, {"kind": "restore", "level": "strong"})
    assert first.level == second.level == "strong" and first.bots[1].name == "pimc" and play._page["level"] == "strong"
    restore(second, {"kind": "restore", "level": "friendly"})  # an older entry: the page's choice stands
    assert second.level == "strong"


@pytest.mark.parametrize("content", [{"kind": "restore", "level": ""}, {"kind": "restore", "level": "hard"},
                                     {"kind": "restore", "level": ["strong"]}, {"kind": "other", "level": "strong"},
                                     "strong", None])
def test_nothing_or_nonsense_kept_changes_nothing(content: object) -> None:
    app = PlayApp("triomphe-forcee", seed=1, bot_delay=0)
    restore(app, content)
    assert app.level == "friendly" and play._page["level"] is None and "tarot-status-line" in app.status.value


def test_an_authors_level_is_not_replaced_by_the_browsers() -> None:
    app = PlayApp("maison-tarot", seed=1, bot_delay=0, level="friendly")
    restore(app, {"kind": "restore", "level": "strong"})
    assert app.level == "friendly" and play._page["level"] is None


def test_a_prepared_deal_starts_with_the_friendly_players_it_was_found_with() -> None:
    """A tutorial's hand with hints (its play_seed) and a library record were made with
    ``basic`` around the learner, so that their point comes up in play."""
    from tarotlib.deals import load

    assert PlayApp("binage", seed=4, bot_delay=0, hints=True, whole_game=False).level == "friendly"
    assert PlayApp.from_record(load("marjolet-dix"), bot_delay=0).level == "friendly"
    assert PlayApp("binage", seed=4, bot_delay=0).level == "strong"
    PlayApp("binage", seed=4, bot_delay=0).set_level("strong")  # the learner asked for strong: it holds
    assert PlayApp("binage", seed=4, bot_delay=0, hints=True, whole_game=False).level == "strong"
