"""The layers of :data:`tarotlib.layers.LAYERS` hold (issue 31): each layer imports alone,
engine -> games -> api -> bots -> widgets, and loads nothing above it; no import
statement of a module reaches a higher layer (the display hooks aside); no module of
tarotlib imports tarotwidgets; no rule module imports a bot."""

from __future__ import annotations

import ast
import json
import re
import subprocess
import sys
from pathlib import Path

import pytest

from tarotlib.layers import LAYERS

ROOT = Path(__file__).resolve().parents[1]
ORDER = [name for name, _ in LAYERS]

DISPLAY_HOOKS = {"tarotlib.cards.Card._repr_svg_", "tarotlib.state.Trick._repr_html_",
                 "tarotlib.state.HandState._repr_html_"}
"""The only functions that import a higher layer: a notebook's display hooks, which draw
a card, a trick or a hand with :mod:`tarotlib.svg` when shown."""


def _module_name(path: Path) -> str:
    if path.is_relative_to(ROOT / "widgets"):
        parts = ("tarotwidgets", *path.relative_to(ROOT / "widgets").with_suffix("").parts)
    else:
        parts = path.relative_to(ROOT).with_suffix("").parts
    return ".".join(parts).removesuffix(".__init__")


FILES = {_module_name(path): path for path in [*(ROOT / "tarotlib").rglob("*.py"), *(ROOT / "widgets").rglob("*.py")]}
"""Every module of tarotlib and tarotwidgets by its name, and its file."""


def layers_holding(module: str) -> list[str]:
    """The layers whose entries name ``module`` (a ``pkg.*`` entry names every module of ``pkg``)."""
    return [name for name, members in LAYERS
            if any(module == member or member.endswith(".*") and module.startswith(member[:-1]) for member in members)]


def layer_of(module: str) -> str | None:
    """The layer the map puts ``module`` in."""
    return next(iter(layers_holding(module)), None)


def rank(module: str) -> int:
    layer = layer_of(module)
    assert layer is not None, f"{module} is in no layer of tarotlib.layers.LAYERS: add it to one"
    return ORDER.index(layer)


def test_every_module_is_in_one_layer_and_every_entry_names_modules() -> None:
    assert ORDER == ["engine", "games", "api", "bots", "widgets"]
    unplaced = sorted(module for module in FILES if layer_of(module) is None)
    assert not unplaced, f"in no layer of tarotlib.layers.LAYERS: {unplaced}"
    twice = sorted(module for module in FILES if len(layers_holding(module)) > 1)
    assert not twice, f"in two layers: {twice}"
    placed = [(name, member) for name, members in LAYERS for member in members]
    assert len({member for _, member in placed}) == len(placed)
    for name, member in placed:
        assert any(module == member or member.endswith(".*") and module.startswith(member[:-1])
                   for module in FILES), f"{name} lists {member}, which is no module"


def imported_modules(module: str, tree: ast.Module) -> list[tuple[str, int, str]]:
    """Each module ``module``'s import statements name (a submodule where ``from pkg import
    name`` names one, else the package), with its line and the function it sits in."""
    found: list[tuple[str, int, str]] = []

    def visit(node: ast.AST, where: list[str]) -> None:
        for child in ast.iter_child_nodes(node):
            if isinstance(child, ast.Import):
                found.extend((alias.name, child.lineno, ".".join(where)) for alias in child.names)
            elif isinstance(child, ast.ImportFrom):
                assert child.level == 0 and child.module, f"{module}:{child.lineno}: a relative import"
                for alias in child.names:
                    name = f"{child.module}.{alias.name}"
                    found.append((name if name in FILES else child.module, child.lineno, ".".join(where)))
            visit(child, [*where, child.name] if isinstance(child, (ast.FunctionDef, ast.AsyncFunctionDef,
                                                                       ast.ClassDef)) else where)

    visit(tree, [module])
    return found


def ours(name: str) -> bool:
    return name.split(".")[0] in ("tarotlib", "tarotwidgets")


def test_no_module_imports_a_higher_layer() -> None:
    upward, hooks_seen = [], set()
    for module, path in sorted(FILES.items()):
        for name, line, where in imported_modules(module, ast.parse(path.read_text(encoding="utf-8"))):
            if not ours(name) or rank(name) <= rank(module):
                continue
            if where in DISPLAY_HOOKS:
                hooks_seen.add(where)
                continue
            upward.append(f"{module}:{line} ({layer_of(module)}) imports {name} ({layer_of(name)}) in {where}")
    assert not upward, "\n".join(upward)
    assert hooks_seen == DISPLAY_HOOKS, "a display hook listed here imports nothing above its layer any more"


def test_no_module_of_tarotlib_imports_tarotwidgets() -> None:
    found = [f"{module}:{line}" for module, path in FILES.items() if module.split(".")[0] == "tarotlib"
             for name, line, _ in imported_modules(module, ast.parse(path.read_text(encoding="utf-8")))
             if name.split(".")[0] in ("tarotwidgets", "widgets")]
    assert not found, found


def test_no_rule_module_imports_a_bot() -> None:
    """The issue's own words, said apart from the layer check: a game's rules never read
    a bot's habits (the basic bot finds each game's advice in its own table)."""
    rules = {module: path for module, path in FILES.items() if layer_of(module) in ("engine", "games")}
    found = [f"{module}:{line} imports {name}" for module, path in rules.items()
             for name, line, _ in imported_modules(module, ast.parse(path.read_text(encoding="utf-8")))
             if name.startswith(("tarotlib.bots", "tarotlib.search", "tarotlib.coach"))]
    assert not found, found


def test_tarotlib_names_each_public_name_where_it_is_defined() -> None:
    """``from tarotlib import new_hand`` and the rest load from their own module, first
    asked for in a fresh interpreter (where the package has loaded none of them yet)."""
    check = ("import importlib, sys, tarotlib; assert 'tarotlib.hands' not in sys.modules; "
             "print(sorted(tarotlib._HOME) == sorted(tarotlib.__all__), "
             "all(getattr(tarotlib, n) is getattr(importlib.import_module(m), n) for n, m in tarotlib._HOME.items()), "
             "set(tarotlib.__all__) <= set(dir(tarotlib)))")
    done = subprocess.run([sys.executable, "-c", check], capture_output=True, text=True, cwd=ROOT)
    assert done.stdout.split() == ["True", "True", "True"], done.stderr


LOADED = """
import importlib, json, sys
for name in sys.argv[1:]:
    importlib.import_module(name)
print(json.dumps(sorted(m for m in sys.modules if m.split(".")[0] in ("tarotlib", "tarotwidgets"))))
"""


@pytest.mark.parametrize("layer", ORDER)
def test_each_layer_imports_alone_and_loads_nothing_above_it(layer: str) -> None:
    """In a fresh interpreter, importing every module of ``layer`` loads no module of a
    higher layer. ``tarotlib`` itself (api) is loaded as every tarotlib module's package,
    and loads its public names only when asked, so it pulls nothing in."""
    modules = sorted(m for m in FILES if layer_of(m) == layer and m != "tarotlib.__main__")  # __main__ runs the CLI
    done = subprocess.run([sys.executable, "-c", LOADED, *modules], capture_output=True, text=True, cwd=ROOT)
    assert done.returncode == 0, done.stderr
    loaded = json.loads(done.stdout)
    assert set(modules) <= set(loaded)
    above = [m for m in loaded if m != "tarotlib" and rank(m) > ORDER.index(layer)]
    assert not above, f"importing the {layer} layer loads {above}"


def _state_fields() -> set[str]:
    """Every field a hand's state has: the names a write into a state would use."""
    from tarotlib import new_hand

    state = new_hand("maison-tarot", 4, seed=1)
    return {*vars(state), *(name for name in dir(type(state)) if not name.startswith("__"))}


STATE_NAMES = re.compile(r"(^|_)(state|start|trial|position|previous|hand|replayed)$")
"""The names the widgets give a hand's state (``state``, ``self.start``, ``previous``, ...)."""


def _written_fields(tree: ast.AST, fields: set[str]) -> list[tuple[int, str]]:
    """The lines of ``tree`` that assign to ``state.<field>`` or ``state.<field>[...]``,
    ``state`` being any name the widgets give a state (a widget's own ``self.options``
    shares a field's name, not its owner)."""
    found = []
    for node in ast.walk(tree):
        targets = node.targets if isinstance(node, ast.Assign) else (
            [node.target] if isinstance(node, (ast.AugAssign, ast.AnnAssign)) else [])
        for target in targets:
            while isinstance(target, ast.Subscript):
                target = target.value
            if not isinstance(target, ast.Attribute) or target.attr not in fields:
                continue
            owner = target.value
            name = owner.id if isinstance(owner, ast.Name) else owner.attr if isinstance(owner, ast.Attribute) else ""
            if STATE_NAMES.search(name):
                found.append((node.lineno, ast.unparse(target)))
    return found


def test_no_widget_writes_into_a_states_fields() -> None:
    """The widgets read states and views and call the engine (issue 31, point 3): a
    lesson's position later in a hand is a partial record played through the engine
    (T5's pile is the tricks won before the Excuse), never a pile put in by hand."""
    fields = _state_fields()
    found = [f"{module}:{line} writes {written}" for module, path in FILES.items()
             if module.startswith("tarotwidgets")
             for line, written in _written_fields(ast.parse(path.read_text(encoding="utf-8")), fields)]
    assert not found, "\n".join(found)


def test_the_write_finder_sees_a_write_into_a_state() -> None:
    fields = _state_fields()
    written = _written_fields(ast.parse("state.won[2] = 5\nself.state.hands[0] |= 1\nself.turn = 0\nself.box.options = ()"), fields)
    assert written == [(1, "state.won"), (2, "self.state.hands")]


def test_no_module_imports_another_modules_private_names() -> None:
    """What one module shares with another is public, named and documented there: a bot
    reads the piquet layout from :mod:`tarotlib.cards`, not a game module's ``_rank``."""
    found = [f"{module}:{node.lineno} imports {alias.name} from {node.module}"
             for module, path in FILES.items()
             for node in ast.walk(ast.parse(path.read_text(encoding="utf-8")))
             if isinstance(node, ast.ImportFrom) and node.module and ours(node.module)
             for alias in node.names if alias.name.startswith("_") and not alias.name.startswith("__")]
    assert not found, "\n".join(found)


def _game_and_variant_names() -> set[str]:
    from tarotlib.games import available_games, get_game

    names: set[str] = set()
    for spec in available_games():
        names |= {spec.id, *get_game(spec.id).variants}
    return names


VARIANT_MACHINERY = {"tarotlib.spec", "tarotlib.games.klaverjas._build", "tarotlib.games.marjolet._spec"}
"""Where a variant's name becomes data, by design: the spec's ``with_variants``, and the
builders that make a game's spec and own rules from its variants (Klaverjassen's
``_build``; Marjolet's ``_spec``, whose names table lists the knock-out's score line)."""


def _compares_outside_the_machinery(module: str, tree: ast.AST) -> list[ast.Compare]:
    """The comparisons of ``tree`` outside :data:`VARIANT_MACHINERY`."""
    if module in VARIANT_MACHINERY:
        return []
    skipped = {id(node) for function in ast.walk(tree) if isinstance(function, ast.FunctionDef)
               and f"{module}.{function.name}" in VARIANT_MACHINERY for node in ast.walk(function)}
    return [node for node in ast.walk(tree) if isinstance(node, ast.Compare) and id(node) not in skipped]


def test_no_rule_branches_on_a_game_id_or_a_variants_name() -> None:
    """A variant is the data it changes (``spec.own_rules``), read by the rules (issue 31,
    point 3): no comparison in the engine or the games reads ``active_variants``, a
    spec's id, or a game's or variant's name written out."""
    names = _game_and_variant_names()

    def reads_a_name(node: ast.expr) -> bool:
        if isinstance(node, ast.Constant) and isinstance(node.value, str) and node.value in names:
            return True
        if isinstance(node, (ast.Tuple, ast.List, ast.Set)):
            return any(reads_a_name(element) for element in node.elts)
        return isinstance(node, ast.Attribute) and (
            node.attr == "active_variants" or node.attr == "id" and "spec" in ast.unparse(node.value))

    found = [f"{module}:{node.lineno}: {ast.unparse(node)}"
             for module, path in FILES.items() if layer_of(module) in ("engine", "games")
             for node in _compares_outside_the_machinery(module, ast.parse(path.read_text(encoding="utf-8")))
             if any(map(reads_a_name, [node.left, *node.comparators]))]
    assert not found, "\n".join(found)
