"""tarotlib.svg: every card draws as well-formed, labelled SVG, and the engine stays Jupyter-free."""

from __future__ import annotations

import html
import subprocess
import sys
from xml.etree import ElementTree

import pytest

from tarotlib import PIQUET, TAROT, new_hand
from tarotlib.svg import HtmlStr, card_svg, cards_html, state_html, trick_html

SVG = "{http://www.w3.org/2000/svg}"
ALL_CARDS = list(TAROT) + list(PIQUET)


@pytest.mark.parametrize("lang", ["en", "nl"])
def test_every_card_renders_as_valid_svg_named_in_the_language(lang: str) -> None:
    for card in ALL_CARDS:
        root = ElementTree.fromstring(card_svg(card, lang))
        assert root.tag == f"{SVG}svg"
        assert root.get("role") == "img"
        assert root.get("aria-label") == card.name(lang)
        assert root.get("data-card") == card.code
        assert root.find(f"{SVG}title").text == card.name(lang)  # type: ignore[union-attr]
        assert root.get("viewBox") == "0 0 100 140"


def test_court_letters_follow_the_pack_and_language() -> None:
    def texts(code: str, pack: object, lang: str) -> set[str]:
        root = ElementTree.fromstring(card_svg(pack.card(code), lang))  # type: ignore[attr-defined]
        return {t.text or "" for t in root.iter(f"{SVG}text")}

    assert "R" in texts("Kh", TAROT, "en") and "R" in texts("Kh", TAROT, "nl")  # French letters, both languages
    assert "K" in texts("Kh", PIQUET, "en") and "H" in texts("Kh", PIQUET, "nl")
    assert "B" in texts("Js", PIQUET, "nl") and "V" in texts("Qs", PIQUET, "nl")
    assert "21" in texts("T21", TAROT, "en") and "†" in texts("T21", TAROT, "en")
    assert "11" in texts("T11", TAROT, "en")  # a trump numbered 11, not a Valet
    assert "Excuse" in texts("EX", TAROT, "en") and "Excuus" in texts("EX", TAROT, "nl")


def test_back_hides_the_card_and_marks_say_legal_or_not() -> None:
    card = TAROT.card("Kh")
    back = ElementTree.fromstring(card_svg(card, face_up=False))
    assert back.get("data-card") is None and "King" not in back.get("aria-label", "")
    legal = ElementTree.fromstring(card_svg(card, legal=True))
    illegal = ElementTree.fromstring(card_svg(card, legal=False))
    assert legal.get("data-legal") == "true" and "may be played" in legal.get("aria-label", "")
    assert illegal.get("data-legal") == "false" and "may not" in illegal.get("aria-label", "")
    assert 'class="tarot-legal-mark"' in card_svg(card, legal=True)  # a check mark, not colour alone
    assert 'stroke-dasharray' in card_svg(card, legal=False)
    assert ElementTree.fromstring(card_svg(card, selected=True)).get("data-selected") == "true"


def test_width_scales_the_card() -> None:
    root = ElementTree.fromstring(card_svg(TAROT.card("T1"), width=50))
    assert root.get("width") == "50" and root.get("height") == "70"


def test_cards_html_wraps_and_displays_itself() -> None:
    row = cards_html(TAROT.cards[:12], "nl")
    assert isinstance(row, HtmlStr) and row._repr_html_() == row
    assert "flex-wrap:wrap" in row and row.count("<svg") == 12
    ElementTree.fromstring(row)


def test_trick_html_captions_seats_and_marks_the_winner() -> None:
    trick = [(1, TAROT.card("Kh")), (2, TAROT.card("T2"))]
    html = trick_html(trick, 4, "nl", winner=2)
    root = ElementTree.fromstring(html)
    assert root.get("data-count") == "2"
    assert "Carla" in html and "wint" in html  # seat 2 by its name, as on every page
    assert 'class="tarot-trick-card tarot-trick-winner" data-seat="2"' in html


def test_state_html_shows_the_table_and_hides_other_hands_for_a_seat() -> None:
    state = new_hand("maison-tarot", 4, seed=2)
    for _ in range(5):
        state.apply(state.legal_actions()[0])
    everyone = state_html(state)
    ElementTree.fromstring(everyone)
    for seat in range(4):
        for card in state.hand(seat):
            assert f'data-card="{card.code}"' in everyone
    mine = state_html(state, "nl", seat=1)
    hidden = [c for s in (0, 2, 3) for c in state.hand(s)]
    assert not any(f'data-card="{c.code}"' in mine for c in hidden)
    assert all(f'data-card="{c.code}"' in mine for c in state.hand(1))
    assert state._repr_html_() == state_html(state)


def test_state_html_for_the_seat_to_bid_marks_none_of_its_cards_playable() -> None:
    state = new_hand("klaverjas-4", 4, seed=1)  # K2: the bidding comes before the first card
    bidder = state.turn
    assert bidder is not None and state.legal_cards() == []
    mine = state_html(state, seat=bidder)
    ElementTree.fromstring(mine)
    assert 'data-legal="true"' not in mine
    assert mine.count('data-legal="false"') == len(state.hand(bidder))


def test_finished_hand_shows_its_result() -> None:
    state = new_hand("maison-tarot", 3, seed=4)
    while not state.is_over:
        state.apply(state.legal_actions()[0])
    html = state_html(state)
    assert 'class="tarot-result"' in html and "card points" in html
    assert "kaartpunten" in state_html(state, "nl")


def test_display_hooks_of_card_and_trick() -> None:
    assert TAROT.card("EX")._repr_svg_().startswith("<svg")
    state = new_hand("maison-tarot", 4, seed=1)
    for _ in range(4):
        state.apply(state.legal_actions()[0])
    trick_repr = state.tricks[0]._repr_html_()
    assert "tarot-trick-winner" in trick_repr


def test_engine_imports_no_jupyter_package() -> None:
    code = (
        "import sys, tarotlib, tarotlib.svg\n"
        "from tarotlib import new_hand\n"
        "s = new_hand('maison-tarot', 4, seed=1); s._repr_html_()\n"
        "bad = [m for m in sys.modules if m.split('.')[0] in ('ipywidgets', 'anywidget', 'IPython', 'traitlets')]\n"
        "print(bad); sys.exit(1 if bad else 0)\n"
    )
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert result.returncode == 0, result.stdout + result.stderr


def test_the_result_table_shows_wild_maison_tarots_pot_share() -> None:
    """MT5: the pot share is part of a wild hand's result, on the page as in the text replay."""
    import random

    from tarotlib import new_hand
    from tarotlib.svg import result_html

    state = new_hand("maison-tarot", 3, ["wild"], seed=1)
    rng = random.Random(1)
    while not state.is_over:
        state.apply(rng.choice(state.legal_actions()))
    assert state.result is not None
    assert "pot share" in result_html(state, "en") and "uit de pot" in result_html(state, "nl")


@pytest.mark.parametrize(("game", "told"), [("klaverjas-4", True), ("klaverjas-3", False), ("maison-tarot", False)])
def test_the_result_table_says_when_partners_share_their_figures(game: str, told: bool) -> None:
    """K4/K6: a Klaverjas-4 result gives each seat its side's tricks, points and score,
    so the same figure under both partners is explained, not taken for a seat's own."""
    from tarotlib import new_hand
    from tarotlib.bots import get_bot, play_out
    from tarotlib.svg import result_html

    state = new_hand(game, seed=2)
    play_out(state, [get_bot("basic") for _ in range(state.players)])
    assert ("Partners count together" in result_html(state, "en")) is told
    assert ("Maten tellen samen" in result_html(state, "nl")) is told


@pytest.mark.parametrize(("game", "rule"), [("klaverjas-4", "K1"), ("klaverjas-3", "K1"), ("marjolet", "MJ6"),
                                            ("binage", "MJ6"), ("maison-tarot", None), ("leipzig-taroc", None)])
def test_the_result_table_says_the_card_points_include_the_last_trick(game: str, rule: str | None) -> None:
    """K1, MJ6: the last trick's 10 is counted with the card points, so a Marjolet result
    adds up to 90 where the Aces and Tens make 80: the table says why."""
    from tarotlib import new_hand
    from tarotlib.bots import get_bot, play_out
    from tarotlib.svg import result_html

    state = new_hand(game, seed=2)
    play_out(state, [get_bot("basic") for _ in range(state.players)])
    cards = state.count_points(sum(1 << c.index for c in state.pack.cards)) if rule else 0
    told = f"The card points include the 10 for the last trick ({rule})."
    if rule is None:
        assert "last trick" not in result_html(state, "en")
        return
    assert told in result_html(state, "en") and f"voor de laatste slag mee ({rule})" in result_html(state, "nl")
    # the row itself says so, not only the note under it (issue 30): 90 beside the pack's 80 adds up
    assert ">card points, with the last trick's 10</th>" in html.unescape(result_html(state, "en"))
    assert ">kaartpunten, met 10 voor de laatste slag</th>" in result_html(state, "nl")
    counted = state.result.card_points[:2] if game == "klaverjas-4" else state.result.card_points  # a side each
    assert sum(counted) == cards + 10 or state.ended  # the pack's points and the last trick's 10


LAID_TOLD = {
    "ML1": ("The card points include the 3 cards the dealer laid away, which count for him (ML1).",
            "De kaartpunten tellen de 3 kaarten mee die de deler aflegde; die tellen voor hem (ML1)."),
    "LT1": ("The card points include the 3 cards the dealer laid away, which count for him (LT1).",
            "De kaartpunten tellen de 3 kaarten mee die de deler aflegde; die tellen voor hem (LT1)."),
    "K5": ("The card points include the 2 cards the Speler laid away, which count for the winner of the last trick"
           " (K5).",
           "De kaartpunten tellen de 2 kaarten mee die de Speler aflegde; die tellen voor de winnaar van de laatste"
           " slag (K5)."),
}


@pytest.mark.parametrize(("game", "rule"), [("maison-troggen", "ML1"), ("leipzig-taroc", "LT1"), ("klaverjas-3", "K5"),
                                            ("maison-tarot", None)])
def test_the_result_table_says_whom_the_cards_laid_away_count_for(game: str, rule: str | None) -> None:
    """ML1, LT1: the dealer's discard counts for him; K5: the Speler's two cards count for
    the winner of the last trick, whoever that is. The table says so per game, and names
    the cards only to the seat that laid them."""
    from tarotlib import new_hand
    from tarotlib.bots import get_bot, play_out
    from tarotlib.svg import result_html

    state = new_hand(game, seed=3)
    play_out(state, [get_bot("basic") for _ in range(state.players)])
    if rule is None:
        assert "laid away" not in result_html(state, "en")
        return
    owner = next(seat for seat in range(state.players) if state.laid[seat])
    other = (owner + 1) % state.players
    yours = " ".join(c.short("en") for c in state.pack.cards_in(state.laid[owner]))
    told, told_nl = LAID_TOLD[rule]
    assert f"{told} You laid away: {yours}." in result_html(state, "en", you=owner)
    assert told in result_html(state, "en", you=other) and yours not in result_html(state, "en", you=other)
    assert f"{told_nl} Jij legde af:" in result_html(state, "nl", you=owner)
    for lang in ("en", "nl"):  # the old note gave K5's cards to whoever laid them
        assert "whoever laid them" not in result_html(state, lang) and "voor wie ze aflegde" not in result_html(state, lang)
    if rule == "K5":  # the cards do count for the winner of the last trick: his card points hold them
        last = state.tricks[-1].winner
        piles = [state.count_points(won) for won in state.won]
        assert state.result.card_points[last] == piles[last] + state.count_points(state.laid[owner]) + 10


def test_a_game_for_chips_shows_no_row_of_card_points() -> None:
    """TF4: Triomphe Forcée counts no card points; a row of zeros looked like a failed count."""
    from tarotlib import new_hand
    from tarotlib.bots import get_bot, play_out
    from tarotlib.svg import result_html

    state = new_hand("triomphe-forcee", seed=1)
    play_out(state, [get_bot("basic") for _ in range(state.players)])
    assert "card points" not in result_html(state, "en") and "kaartpunten" not in result_html(state, "nl")
    assert "tricks" in result_html(state, "en")


def test_a_result_note_sets_its_own_line_height() -> None:
    """A widget's HTML box sets a line height for one line (28px): a note that wraps on a
    phone would show a blank line's gap inside its sentence without one of its own."""
    import re

    from tarotlib import new_hand
    from tarotlib.bots import get_bot, play_out
    from tarotlib.svg import result_html

    state = new_hand("klaverjas-4", seed=2)
    play_out(state, [get_bot("basic") for _ in range(state.players)])
    notes = re.findall(r'<p class="tarot-result-[a-z-]+" style="([^"]*)"', result_html(state, "en"))
    assert len(notes) == 2 and all("line-height:1.4" in style for style in notes)  # the sides and the last trick


@pytest.mark.parametrize("lang", ["en", "nl"])
def test_every_seat_has_a_name_and_the_learner_is_you(lang: str) -> None:
    """Issue 30: one way of naming the players on every page: seat 0 Anna, seat 1 Bram,
    ... in both languages, 'You' / 'Jij' for the learner's own seat; ten names for
    Triomphe's ten players (TF1), and past the 26th seat of Maison Tarot wild (MT5) the
    names come round again with a number, so no two seats share a name."""
    from tarotlib.svg import SEAT_NAMES, seat_name

    assert [seat_name(s, lang) for s in range(4)] == ["Anna", "Bram", "Carla", "Daan"]
    assert seat_name(2, lang, you=2) == ("You" if lang == "en" else "Jij")
    assert seat_name(9, lang) == "Joost" and seat_name(26, lang) == "Anna 2"
    assert len({seat_name(s, lang) for s in range(TAROT.size)}) == TAROT.size
    assert [name[0] for name in SEAT_NAMES] == [chr(ord("A") + at) for at in range(26)]  # initials in seat order


def test_chips_are_readable_labels_in_the_cards_colours() -> None:
    """Issue 30: a hand lying open or declared cards face up, many to a narrow panel, as
    labels of 14 px in the suit's colour (red hearts, a trump's gold, the Excuse's
    violet), each named in full for a screen reader's title, valid XML."""
    from tarotlib.svg import chips_html

    html = chips_html([TAROT.card("Kh"), TAROT.card("T21"), TAROT.card("EX"), PIQUET.card("Qc")], "nl")
    ElementTree.fromstring(html)
    assert html.count('class="tarot-chip"') == 4 and "font-size:14px" in html
    assert '>♥R</span>' in html and '>†21</span>' in html and '>☆</span>' in html and '>♣V</span>' in html
    assert 'data-card="Kh" title="hartenheer"' in html and "color:#c0142b" in html
    assert "<svg" not in html
