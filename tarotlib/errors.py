"""The errors a learner or another program can meet, each saying why in en and nl.

All are ``ValueError`` subclasses, so ``except ValueError`` catches every refusal.
Each survives ``pickle`` whole (type, messages, ``rule``/``field``/``code``), so a
refusal raised in a worker process reaches the parent as it was raised.
"""

from __future__ import annotations

import reprlib
from typing import Any


def escape_surrogates(text: str) -> str:
    """``text`` with each lone surrogate written as ``\\udXXX``.

    A record's JSON may hold one (``"\\ud83d"``) and a file name that is not UTF-8 comes
    with some; either would make printing the message fail, so no message keeps them.
    """
    return text.encode("utf-8", "backslashreplace").decode("utf-8")


MAX_MESSAGE = 1000
"""The longest message in characters. A refusal quotes what it refuses, and a record or
a caller may hand over a megabyte-long key or card code: quoting it whole would bury
the reason (and fill a terminal), so the middle of a longer message is left out."""
MAX_FIELD = 200
"""The longest field name (``options.<key>``) a :class:`RecordError` repeats."""


def readable(text: str, limit: int = MAX_MESSAGE) -> str:
    """``text`` as a message shows it: lone surrogates escaped, at most ``limit``
    characters, its beginning (the field, the reason) and its end kept."""
    text = escape_surrogates(text)
    if len(text) <= limit:
        return text
    cut = " [...] "
    head = (limit - len(cut)) // 2
    return text[:head] + cut + text[len(text) - (limit - len(cut) - head):]


class _Quote(reprlib.Repr):
    """reprlib's bounded repr (depth, items and length capped), naming an object whose own
    repr fails by its type alone, not by its address, so a message is the same each run."""

    def repr_instance(self, value: Any, level: int) -> str:
        try:
            text = repr(value)
        except Exception:  # noqa: BLE001 (whatever a caller's object raises, the refusal stands)
            return f"<{type(value).__name__}>"
        return text if len(text) <= self.maxother else text[:self.maxother - 3] + "..."


_QUOTE = _Quote()
_QUOTE.maxlevel, _QUOTE.maxstring, _QUOTE.maxother = 3, 50, 50
MAX_QUOTE = 60
"""The longest quote of a refused value."""


def without_rule(text: str, rule: str) -> str:
    """``text`` without the ``(rule)`` it names itself, for a place that gives the rule
    once after it: '... declared Half cavalry (LT2). [LT2]' said it twice."""
    return text.replace(f" ({rule})", "") if rule else text


def shown(value: Any) -> str:
    """``value`` as a refusal quotes it: at most ``MAX_QUOTE`` characters, and never an
    error of its own (a list nested 100,000 deep, whose ``repr`` raises ``RecursionError``;
    an int of 5,000 digits, whose ``repr`` raises ``ValueError``; a failing ``__repr__``)."""
    try:
        text = _QUOTE.repr(value)
    except Exception:  # noqa: BLE001 (whatever a caller's object raises, the refusal stands)
        text = f"<{type(value).__name__}>"
    return text if len(text) <= MAX_QUOTE else text[:MAX_QUOTE - 3] + "..."


class TarotlibError(ValueError):
    """Base class: carries an English and a Dutch message."""

    def __init__(self, message_en: str, message_nl: str | None = None):
        message_en = readable(message_en)
        super().__init__(message_en)
        self.message_en = message_en
        self.message_nl = readable(message_nl or message_en)

    def message(self, lang: str = "en") -> str:
        return self.message_nl if lang == "nl" else self.message_en

    def __reduce__(self) -> tuple[Any, ...]:
        return type(self), (self.message_en, self.message_nl)


class IllegalAction(TarotlibError):
    """An action the rules forbid here. Raised before anything changes.

    ``rule`` is the decision id of ``DECISIONS.md`` that forbids it (``T3``, ``LR1``),
    or a plain word for the basics: ``turn`` (not your turn), ``hand`` (a card you do
    not hold), ``phase`` (an action of the wrong kind now), ``over`` (the hand is over).
    """

    def __init__(self, rule: str, message_en: str, message_nl: str):
        if type(rule) is str and type(message_en) is str and type(message_nl) is str:
            message_en, message_nl = (without_rule(m, rule) for m in (message_en, message_nl))
        # shortened before the rule is added, so that the whole message is never cut again
        message_en, message_nl = (readable(m, MAX_MESSAGE - len(rule) - 3) for m in (message_en, message_nl))
        super().__init__(f"{message_en} [{rule}]", f"{message_nl} [{rule}]")
        self.rule = rule
        self.plain_en = message_en
        self.plain_nl = message_nl

    def explanation(self, lang: str = "en") -> str:
        """The message without the rule id, for a learner's screen."""
        return self.plain_nl if lang == "nl" else self.plain_en

    def __reduce__(self) -> tuple[Any, ...]:
        return type(self), (self.rule, self.plain_en, self.plain_nl)


class RecordError(TarotlibError):
    """A malformed game record; ``field`` names the place, e.g. ``deal.hands[1][4]``."""

    def __init__(self, field: str, message_en: str, message_nl: str | None = None):
        field = readable(field, MAX_FIELD)
        rest = MAX_MESSAGE - len(field) - 2  # shortened before the field is added, never cut again
        message_en, message_nl = readable(message_en, rest), readable(message_nl or message_en, rest)
        super().__init__(f"{field}: {message_en}", f"{field}: {message_nl}")
        self.field = field

    def __reduce__(self) -> tuple[Any, ...]:
        prefix = len(self.field) + 2  # the messages start with "field: "
        return type(self), (self.field, self.message_en[prefix:], self.message_nl[prefix:])


class UnknownCard(TarotlibError):
    """A code that names no card of the pack."""

    def __init__(self, code: str, pack_id: str):
        pack_en = {"tarot": "the tarot pack", "piquet": "the piquet pack"}.get(pack_id, pack_id)
        pack_nl = {"tarot": "het tarotspel", "piquet": "het piketspel"}.get(pack_id, pack_id)
        # A Kelvin sign or a full-width letter looks like a code's letter: say why it is none.
        why_en, why_nl = ("", "") if code.isascii() else (" (card codes are ASCII)", " (kaartcodes zijn ASCII)")
        super().__init__(f"{shown(code)} is no card of {pack_en}{why_en}",
                         f"{shown(code)} is geen kaart van {pack_nl}{why_nl}")
        self.code = code
        self.pack_id = pack_id

    def __reduce__(self) -> tuple[Any, ...]:
        return type(self), (self.code, self.pack_id)


class UnknownGame(TarotlibError):
    """A game id, variant or option the engine does not know, or a bad value for one."""
