"""Each layer's message catalogue (issue 31): every key in English and Dutch side by
side, with the same ``{placeholders}`` in both, so a translator checks them in one place."""

from __future__ import annotations

from string import Formatter

import pytest

from tarotlib import api_messages, i18n
from tarotlib.bots import messages as bot_messages
from tarotlib.games import messages as game_messages

CATALOGUES = {
    "engine (tarotlib.i18n)": i18n.MESSAGES,
    "games (tarotlib.games.messages)": game_messages.MESSAGES,
    "api (tarotlib.api_messages)": api_messages.MESSAGES,
    "bots (tarotlib.bots.messages)": bot_messages.MESSAGES,
}


def placeholders(text: str) -> set[str]:
    return {name for _, name, _, _ in Formatter().parse(text) if name is not None}


@pytest.mark.parametrize("layer", CATALOGUES)
def test_every_message_is_in_english_and_dutch_with_the_same_placeholders(layer: str) -> None:
    catalogue = CATALOGUES[layer]
    assert catalogue
    for key, texts in catalogue.items():
        assert set(texts) == set(i18n.LANGS), f"{layer}: {key} has {sorted(texts)}"
        assert all(isinstance(text, str) and text for text in texts.values()), f"{layer}: {key}"
        assert placeholders(texts["en"]) == placeholders(texts["nl"]), f"{layer}: {key}"


def test_a_catalogue_fills_its_placeholders_in_either_language() -> None:
    assert i18n.fill(api_messages.MESSAGES["replay-drawn"], "nl", seat=2, card="♥7", rule="MJ2") == (
        "  stoel 2 trekt ♥7 [MJ2]")
    assert i18n.fill(bot_messages.MESSAGES["cli-output-closed"], "en") == "standard output is closed"
