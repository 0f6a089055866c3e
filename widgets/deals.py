"""Shared deals for a class: a record (RECORD.md) carried by a file or a link, and the
page that browses the deal library (:mod:`tarotlib.deals`).

A link carries a deal as ``?deal=<record>``: the record's JSON without its actions and
result, base64url-encoded (RFC 4648, no padding). Voila hands the page's query string
to the kernel (``QUERY_STRING``), so ``DealLibrary(lang)`` on the page a link opens
starts that deal at once; :func:`share_link` writes such a link to the deals page. On
the static site the kernel runs in a worker that cannot see the page's address, so the
browser reports it through :class:`PageAddress` and the deal starts a moment later.
"""

from __future__ import annotations

import base64
import binascii
import functools
import json
import os
from html import escape
from typing import Any, Mapping
from urllib.parse import parse_qs

import anywidget
import ipywidgets as widgets
from tarotwidgets.base import Localized, fixed_layout, guarded, html_widget, message_html, shared_button
from tarotwidgets.i18n import say
from traitlets import Int, Unicode, link

from tarotlib.deals import library, load
from tarotlib.errors import RecordError
from tarotlib.games import catalogue
from tarotlib.record import RecordSource, canonical_json, dumps, load_record

DEAL_PARAMETER = "deal"
"""The query parameter that carries a deal."""
DEALS_PAGE = "deals.ipynb"
"""The library's page, next to the landing page (``notebooks/deals.ipynb``)."""
RENDER_ROOTS = ("/voila/render/", "/voici/render/")
"""Where Voila and the static site (voici) serve the pages."""
MAX_RECORD_BYTES = 1_000_000
"""A record of one hand is a few kilobytes; a bigger file is no record."""


def encode_deal(source: RecordSource) -> str:
    """The deal of a record for a link: its JSON with no actions, result or ``x-`` keys, base64url."""
    data = load_record(source).to_json()
    deal = {k: v for k, v in data.items() if not k.startswith("x-") and k not in ("actions", "result")}
    deal["deal"] = {k: v for k, v in deal["deal"].items() if not k.startswith("x-")}
    return base64.urlsafe_b64encode(canonical_json(deal).encode()).decode().rstrip("=")


def decode_deal(text: str) -> dict[str, Any]:
    """The record a link carries; :class:`RecordError` when it is no base64url or no record."""
    if len(text) > MAX_RECORD_BYTES * 4 // 3 + 4:
        raise RecordError("deal", "the link is too long to carry the deal of one hand",
                          "de link is te lang voor het spel van één hand")
    try:
        raw = base64.urlsafe_b64decode(text.strip() + "=" * (-len(text.strip()) % 4))
    except (binascii.Error, ValueError):
        raise RecordError("deal", "the link's deal is damaged (not base64url)",
                          "het spel in de link is beschadigd (geen base64url)") from None
    load_record(raw)  # every field checked, each problem named
    return json.loads(raw)


class PageAddress(anywidget.AnyWidget):
    """The page's address (``path``, ``search``) as the learner's browser reports it, for a
    kernel that is not told it (the static site's). Its front end sends it as soon as the
    model exists, displayed or not."""

    _esm = """export default {
  initialize({ model }) {
    model.set("path", location.pathname);
    model.set("search", location.search);
    model.save_changes();
  },
  render() {},
};"""
    path = Unicode("").tag(sync=True)
    search = Unicode("").tag(sync=True)


class ScrollIntoView(anywidget.AnyWidget):
    """A mark on the page that brings itself into view each time ``ticket`` changes: the
    deals page's game opens above the list, out of sight of the button that opened it."""

    _esm = """export default {
  render({ model, el }) {
    model.on("change:ticket", () => el.scrollIntoView({ behavior: "smooth", block: "start" }));
  },
};"""
    ticket = Int(0).tag(sync=True)


@functools.cache
def page_address() -> PageAddress:
    """This page's one :class:`PageAddress` (a kernel serves one page)."""
    return PageAddress()


def told_the_address() -> bool:
    """Whether the server gave the kernel the page's address (Voila does)."""
    return "QUERY_STRING" in os.environ or "SCRIPT_NAME" in os.environ


def page_location() -> tuple[str, str]:
    """The page's path and query string: Voila's ``SCRIPT_NAME`` and ``QUERY_STRING``,
    else what the browser reported (:class:`PageAddress`; empty until it has)."""
    if told_the_address():
        return os.environ.get("SCRIPT_NAME", ""), os.environ.get("QUERY_STRING", "")
    address = page_address()
    return address.path, address.search


def deal_in_query(query: str | None = None) -> str | None:
    """The ``deal`` parameter of ``query``, else of the page's query string (:func:`page_location`), or None."""
    if query is None:
        query = page_location()[1]
    values = parse_qs(query.lstrip("?")).get(DEAL_PARAMETER)
    return values[0] if values else None


def share_link(source: RecordSource, page_path: str | None = None) -> str:
    """A link to the deals page that starts this deal: absolute under the render root when
    the page's path is known (:func:`page_location`; the static site's pages end in
    ``.html``), else relative to this page."""
    if page_path is None:
        page_path = page_location()[0]
    page = DEALS_PAGE
    for root in RENDER_ROOTS:
        if root in page_path:
            page = page_path[: page_path.index(root) + len(root)] + DEALS_PAGE
            if page_path.endswith(".html"):
                page = page.removesuffix(".ipynb") + ".html"
            break
    return f"{page}?{DEAL_PARAMETER}={encode_deal(source)}"


def download_html(record: Mapping[str, Any], file_name: str, label: str) -> str:
    """A link that downloads ``record`` as a JSON file: a data: URL, so it works in Voila
    and on a static site alike, with no server round trip."""
    payload = base64.b64encode(dumps(record).encode()).decode()
    return (f'<a class="tarot-download" download="{escape(file_name)}" '
            f'href="data:application/json;base64,{payload}" style="font-weight:bold">⤓ {escape(label)}</a>')


def upload_content(value: Any) -> tuple[str, bytes] | None:
    """The name and bytes of the file a :class:`ipywidgets.FileUpload` holds (None if none)."""
    files = list(value.values()) if isinstance(value, dict) else list(value or ())
    if not files:
        return None
    chosen = files[-1]
    return str(chosen.get("name", "")), bytes(chosen.get("content", b""))


def record_from_upload(content: bytes) -> dict[str, Any]:
    """The record in an uploaded file; :class:`RecordError` with the reason otherwise."""
    if len(content) > MAX_RECORD_BYTES:
        raise RecordError("record", "the file is too big to be a record of one hand",
                          "het bestand is te groot voor een record van één hand")
    load_record(content)
    return json.loads(content)


class DealLibrary(widgets.VBox, Localized):
    """The library's page: every game's deals with what each teaches, and "Play this deal".

    ``DealLibrary(lang)`` is the page's one call (a language switch changes every text).
    The chosen deal opens in a play widget at the top of the page (``.tarot-library-play``);
    a page opened by a link with ``?deal=...`` starts that deal at once, or says why the
    link's deal is refused.
    """

    def __init__(self, lang: str = "en", *, query: str | None = None, **play_options: Any):
        self.play_options = dict(play_options)
        self.player = widgets.Box(layout=fixed_layout(), _dom_classes=("tarot-library-play",))
        self.scroll = ScrollIntoView()
        self.playing = html_widget(classes=("tarot-library-playing",))
        self.opened: tuple[str, str | None] | None = None  # the game and library deal being played
        self.message = html_widget(classes=("tarot-library-message",))
        self.heading = html_widget(classes=("tarot-library-heading",))
        self.entries = library()
        self.cards: list[tuple[widgets.HTML, widgets.Button]] = []
        rows: list[widgets.Widget] = []
        for entry in self.entries:
            text = html_widget(classes=("tarot-library-entry",))
            button = shared_button(("tarot-library-play-button",), icon="play")
            button.on_click(guarded(lambda _b, name=entry.name: self.play(name), self._show_error))
            self.cards.append((text, button))
            rows.append(widgets.VBox((text, button), layout=fixed_layout(margin="0 0 10px 0"),
                                     _dom_classes=("tarot-library-item",)))
        from tarotwidgets.play import LanguageSwitch  # see _open

        self.switch = LanguageSwitch(lang)
        super().__init__((self.switch, self.heading, self.message, self.scroll, self.playing, self.player, *rows),
                         _dom_classes=("tarot-deal-library",))
        link((self.switch, "lang"), (self, "lang"))
        self.lang = lang
        self.refresh()
        carried = deal_in_query(query)
        if carried is not None:
            self.play_link(carried)
        elif query is None and not told_the_address():
            page_address().observe(guarded(self._address_reported, self._show_error), "search")

    def _address_reported(self, change: Mapping[str, Any]) -> None:
        """The static site: the browser has told the page's address; start its deal."""
        carried = deal_in_query(change["new"])
        if carried is not None:
            self.play_link(carried)

    def play(self, name: str) -> None:
        """Open the library's deal ``name`` in the play widget above the list, titled with
        the deal's name, and bring it into view."""
        self._open(load(name).to_json(), name)

    def play_link(self, text: str) -> bool:
        """Open the deal a link carries; False, with the reason shown, when it is refused."""
        try:
            record = decode_deal(text)
        except RecordError as problem:
            self.message.value = message_html("refusal", say("link_refused", self.lang,
                                                             reason=problem.message(self.lang)), role="alert")
            return False
        self._open(record)
        return True

    def _open(self, record: Mapping[str, Any], name: str | None = None) -> None:
        from tarotwidgets.play import PlayApp  # play.py reads this module's helpers: imported when first needed

        self.message.value = ""
        self.player.children = (PlayApp.from_record(record, lang=self.lang, **self.play_options),)
        self.opened = (str(record["game"]), name)
        self._title_playing()
        self.scroll.ticket += 1

    def _title_playing(self) -> None:
        """'Now playing: Marjolet: Dix', or the game of a link's deal, above the game."""
        if self.opened is None:
            return
        lang, (game, name) = self.lang, self.opened
        spec = next(g for g in catalogue() if g.id == game)
        title = spec.title.get(lang, spec.title["en"])
        entry = next((e for e in self.entries if e.name == name), None)
        words = (say("library_playing", lang, game=title, title=entry.title.get(lang, entry.title["en"]))
                 if entry is not None else say("library_playing_link", lang, game=title))
        self.playing.value = (f'<h3 class="tarot-library-playing-title" data-deal="{escape(name or "")}" '
                              f'style="margin:8px 0 4px;white-space:normal">{escape(words)}</h3>')

    def refresh(self) -> None:
        lang = self.lang
        self.heading.value = (f'<h2 style="margin:4px 0">{escape(say("library_title", lang))}</h2>'
                              f'<p style="white-space:normal;line-height:1.4">{escape(say("library_intro", lang))}</p>')
        games = {game.id: game.title.get(lang, game.title["en"]) for game in catalogue()}
        for entry, (text, button) in zip(self.entries, self.cards):
            rules = ", ".join(entry.rules)
            text.value = (
                f'<div data-deal="{escape(entry.name)}" data-game="{escape(entry.game)}" style="white-space:normal;line-height:1.4">'
                f'<b>{escape(games[entry.game])}: {escape(entry.title.get(lang, entry.title["en"]))}</b>'
                f'<br>{escape(entry.teaches.get(lang, entry.teaches["en"]))} '
                f'<span style="color:#555">({escape(say("rules_word", lang))} {escape(rules)})</span></div>')
            button.description = say("play_this_deal", lang)
        self._title_playing()
        for child in self.player.children:
            if isinstance(child, Localized):
                child.lang = lang

    def _show_error(self) -> None:
        self.message.value = message_html("error", say("error", self.lang), role="alert")
