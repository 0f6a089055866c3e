"""The command line of RECORD.md: ``replay`` checks records, ``selfplay`` makes them.

    python -m tarotlib selfplay maison-tarot --seed 1 > hand.json
    python -m tarotlib replay hand.json --json
    python -m tarotlib replay hand.json --lang nl
    python -m tarotlib arena klaverjas-4 --bots basic,random --deals 200 --seed 1  # tarotlib/arena.py

Exit status: 0 all well; 1 a record is malformed, has an illegal action or a wrong
result (``replay`` reports every file first), or the output could not be written (a
full disk, a closed pipe); 2 a bad command line or an unknown game, variant, option or
bot. Output goes in a form the stream's encoding can show (:func:`text.printable`).
"""

from __future__ import annotations

import argparse
import json
import os
import random
import re
import sys
from typing import TYPE_CHECKING, Any, Callable, Sequence

from tarotlib import arena, i18n, text
from tarotlib.bots import get_bot, play_out
from tarotlib.bots.messages import MESSAGES
from tarotlib.errors import RecordError, TarotlibError, escape_surrogates, shown
from tarotlib.games import catalogue
from tarotlib.hands import new_hand
from tarotlib.record import Replay, dumps, record_from_state, replay

if TYPE_CHECKING:
    from _typeshed import SupportsWrite


def main(argv: Sequence[str] | None = None) -> int:
    """Run one command; returns the exit status."""
    lang = _help_lang(sys.argv[1:] if argv is None else argv)
    try:
        try:
            return _run(argv, lang)
        finally:  # a full disk shows at the flush of buffered output: here, not at the interpreter's exit
            if sys.stdout is not None:
                sys.stdout.flush()
    except BrokenPipeError:  # e.g. `| head`: stop quietly, as other command-line tools do
        _discard_output()
        return 1
    except OSError as error:  # e.g. `> /dev/full`
        _discard_output()
        reason = i18n.fill(MESSAGES["cli-output-closed"], lang) if isinstance(error, _OutputClosed) else error.strerror or str(error)
        _complain(i18n.fill(MESSAGES["cli-output-failed"], lang, reason=reason))
        return 1


def _run(argv: Sequence[str] | None, lang: str) -> int:
    parser = _parser(lang)
    args = parser.parse_args(argv)
    if args.command is None:
        parser.print_help(sys.stderr)
        return 2
    run: Callable[[argparse.Namespace], int] = args.run  # the subcommand's, set by set_defaults
    return run(args)


class _OutputClosed(OSError):
    """Standard output was closed before the command started (``>&-``): Python then has
    no ``sys.stdout``, and ``print`` would drop every line without a word."""


def _print(line: str, json_text: bool = False) -> None:
    """One line on standard output, in a form its encoding can show (:func:`text.printable`)."""
    if sys.stdout is None:
        raise _OutputClosed()
    print(text.printable(line, getattr(sys.stdout, "encoding", None), json_text))


def _complain(line: str) -> None:
    """One line on standard error, if it can be written: else nothing could say more."""
    if sys.stderr is not None:
        try:
            print(text.printable(line, getattr(sys.stderr, "encoding", None)), file=sys.stderr)
        except OSError:
            pass


def _discard_output() -> None:
    """Point standard output at /dev/null, so that what is still buffered for it goes
    there at exit instead of failing again ("Exception ignored ... OSError")."""
    try:
        descriptor = sys.stdout.fileno()
    except (AttributeError, OSError, ValueError):  # closed, or a stream of no file (a test's capture)
        return
    devnull = os.open(os.devnull, os.O_WRONLY)
    os.dup2(devnull, descriptor)
    os.close(devnull)


def _help_lang(argv: Sequence[str]) -> str:
    """The language ``--lang`` asks for, read before the parser is built: ``--help`` prints
    the game list from the catalogue in it, wherever ``--lang`` stands on the line."""
    early = argparse.ArgumentParser(add_help=False, exit_on_error=False)
    early.add_argument("--lang")
    try:
        known, _ = early.parse_known_args(argv)
    except argparse.ArgumentError:  # `--lang` with no value: the full parser says so
        return "en"
    return "nl" if known.lang == "nl" else "en"  # a wrong one is left to the full parser to refuse


class _Parser(argparse.ArgumentParser):
    """argparse's parser, its help and errors written in a form the stream's encoding can
    show (the game list names Triomphe Forcée), and a failed write not passed over as
    argparse does (``--help > /dev/full`` said nothing and exited 0): :func:`main` reports
    it. Its subcommands' parsers are of its class."""

    def _print_message(self, message: str, file: SupportsWrite[str] | None = None) -> None:
        stream = file or sys.stderr  # as argparse does: a closed standard output sends the help to standard error
        if message and stream is not None:
            stream.write(text.printable(message, getattr(stream, "encoding", None)))


def _whole_number(lang: str) -> Callable[[str], int]:
    """``--players`` and ``--seed``: a whole number in ASCII digits, as JSON writes it in a
    record; ``int()`` would also take ' 3' and full-width or Arabic-Indic digits."""
    def whole_number(given: str) -> int:
        if re.fullmatch(r"-?[0-9]+", given) is None:
            raise argparse.ArgumentTypeError(i18n.fill(MESSAGES["cli-whole_number"], lang, given=shown(given)))
        try:
            return int(given)
        except ValueError:  # beyond Python's digit limit (sys.get_int_max_str_digits)
            raise argparse.ArgumentTypeError(i18n.fill(MESSAGES["cli-too_many_digits"], lang)) from None
    return whole_number


def _parser(lang: str = "en") -> argparse.ArgumentParser:
    def words(key: str) -> str:
        return i18n.fill(MESSAGES[f"cli-{key}"], lang)

    class Formatter(argparse.HelpFormatter):
        def add_usage(self, usage: Any, actions: Any, groups: Any, prefix: str | None = None) -> None:
            super().add_usage(usage, actions, groups, words("usage") if prefix is None else prefix)

    class ListFormatter(Formatter, argparse.RawDescriptionHelpFormatter):
        """The game list below the options keeps its lines."""

    def command_line(made: argparse.ArgumentParser) -> argparse.ArgumentParser:
        """Section titles and ``-h`` in ``lang``."""
        made._positionals.title, made._optionals.title = words("positionals"), words("optionals")
        next(action for action in made._actions if action.dest == "help").help = words("help")
        return made

    parser = command_line(_Parser(prog="tarotlib", description=words("tarotlib"), formatter_class=Formatter))
    common = _Parser(add_help=False)
    common.add_argument("--lang", choices=("en", "nl"), default="en", help=words("lang"))
    commands = parser.add_subparsers(dest="command", metavar="COMMAND")

    check = command_line(commands.add_parser(
        "replay", parents=[common], help=words("replay"), description=words("replay_about"), formatter_class=Formatter,
    ))
    check.add_argument("files", nargs="+", metavar="FILE", help=words("files"))
    check.add_argument("--json", action="store_true", help=words("json"))
    check.set_defaults(run=_replay_command)

    play = command_line(commands.add_parser(
        "selfplay", parents=[common], help=words("selfplay"), description=words("selfplay_about"),
        epilog=games_help(lang), formatter_class=ListFormatter,
    ))
    play.add_argument("game", metavar="GAME", help=words("game"))
    play.add_argument("--variant", action="append", default=[], metavar="V", help=words("variant"))
    play.add_argument("--players", type=_whole_number(lang), metavar="N", help=words("players"))
    play.add_argument("--seed", type=_whole_number(lang), metavar="S", help=words("seed"))
    play.add_argument("--bot", default="basic", metavar="NAME", help=words("bot"))
    play.add_argument("--option", action="append", default=[], metavar="KEY=VALUE", help=words("option"))
    play.set_defaults(run=_selfplay_command)

    duel = command_line(commands.add_parser(
        "arena", parents=[common], help=arena.words("arena", lang), description=arena.words("arena_about", lang),
        epilog=games_help(lang), formatter_class=ListFormatter,
    ))
    arena.add_arguments(duel, lang, words, number=_whole_number(lang), output=_print)  # as selfplay reads and prints
    return parser


def games_help(lang: str = "en") -> str:
    """Every game of the catalogue with its players, variants and options, for ``--help``."""
    lines = [i18n.say("help_games", lang)]
    for entry in catalogue():
        lines.append(f"  {entry.id:16} {entry.players_text(lang)}: {entry.summary.get(lang, '')}")
        for option in entry.options:
            lines.append(f"  {'':16}   --option {option.name}=...  {option.doc.get(lang, '')} ({option.rule})")
        for variant in entry.variants:
            alone = " " + i18n.say("help_not_with", lang, variants=", ".join(variant.not_with)) if variant.not_with else ""
            summary = variant.summary.get(lang, "")
            lines.append(f"  {'':16}   --variant {variant.name} ({variant.rule}): {summary}{alone}")
            for option in variant.options:
                lines.append(f"  {'':16}     --option {option.name}=...  {option.doc.get(lang, '')}")
    return "\n".join(lines)


# ---------------------------------------------------------------- replay
def _replay_command(args: argparse.Namespace) -> int:
    all_ok = True
    for index, name in enumerate(args.files):
        try:
            outcome: Replay | RecordError = replay(_read(name))
        except RecordError as error:
            outcome = error
        ok = isinstance(outcome, Replay) and outcome.ok
        all_ok &= ok
        if args.json:
            # the name as the messages write it: a lone surrogate escaped in the JSON itself
            # would be one that strict JSON readers refuse
            line = json.dumps({"file": escape_surrogates(name), **_outcome_json(outcome, args.lang)},
                             ensure_ascii=False)
        else:
            line = _outcome_text(outcome, args.lang)
            if len(args.files) > 1:
                line = ("\n" if index else "") + f"== {name} ==\n" + line
        _print(escape_surrogates(line), json_text=args.json)  # a file name that is not UTF-8 holds lone surrogates
    return 0 if all_ok else 1


MAX_RECORD_BYTES = 16 * 2**20
"""The longest file ``replay`` reads; a record of a hand is a few kB, so more is a mistake
(``/dev/zero``, a video) that should not fill the memory first."""


def _read(name: str) -> str:
    en, nl = ("standard input", "de standaardinvoer") if name == "-" else (name, name)
    try:
        if name == "-":
            if sys.stdin is None:  # started with standard input closed (`<&-`)
                raise RecordError("file", f"{en} is closed", f"{nl} is gesloten")
            data = sys.stdin.buffer.read(MAX_RECORD_BYTES + 1)
        else:
            with open(name, "rb") as file:
                data = file.read(MAX_RECORD_BYTES + 1)
    except OSError as error:
        reason = error.strerror or str(error)
        raise RecordError("file", f"cannot read {en}: {reason}", f"kan {nl} niet lezen: {reason}") from None
    if len(data) > MAX_RECORD_BYTES:
        raise RecordError(
            "file", f"{en} is larger than {MAX_RECORD_BYTES // 2**20} MiB, far too large for a record",
            f"{nl} is groter dan {MAX_RECORD_BYTES // 2**20} MiB, veel te groot voor een record",
        )
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError:
        raise RecordError("file", f"{en} is not UTF-8 text", f"{nl} is geen UTF-8-tekst") from None


def _outcome_json(outcome: Replay | RecordError, lang: str) -> dict[str, Any]:
    if isinstance(outcome, RecordError):
        return {"ok": False, "index": None, "rule": None, "message": outcome.message(lang)}
    return outcome.to_json(lang)


def _outcome_text(outcome: Replay | RecordError, lang: str) -> str:
    if isinstance(outcome, RecordError):
        return outcome.message(lang)
    return text.describe_replay(outcome, lang)


# ---------------------------------------------------------------- selfplay
def _selfplay_command(args: argparse.Namespace) -> int:
    seed = args.seed if args.seed is not None else random.randrange(2**32)
    try:
        options = dict(_option(given) for given in args.option)
        state = new_hand(args.game, args.players, args.variant, options, seed=seed)
        bots = [get_bot(args.bot, seed=f"{seed}:{seat}") for seat in range(state.players)]
    except TarotlibError as error:
        _complain(f"tarotlib selfplay: {error.message(args.lang)}")
        return 2
    play_out(state, bots)
    record = record_from_state(state)
    record["x-selfplay"] = {"seed": seed, "bot": args.bot}
    _print(dumps(record), json_text=True)
    return 0


def _option(given: str) -> tuple[str, Any]:
    """``KEY=VALUE``; the value is read as JSON (``9``, ``true``, ``[420, 380]``), else kept as text."""
    key, equals, value = given.partition("=")
    if not equals or not key:
        raise TarotlibError(f"option {given!r}: write it as KEY=VALUE", f"optie {given!r}: schrijf SLEUTEL=WAARDE")
    try:
        return key, json.loads(value)
    except json.JSONDecodeError:
        return key, value
    except RecursionError:
        raise TarotlibError(f"options.{key}: nested too deeply", f"options.{key}: te diep genest") from None
    except ValueError:  # a whole number beyond Python's digit limit (sys.get_int_max_str_digits)
        raise TarotlibError(
            f"options.{key}: a number with too many digits", f"options.{key}: een getal met te veel cijfers"
        ) from None


if __name__ == "__main__":
    sys.exit(main())
