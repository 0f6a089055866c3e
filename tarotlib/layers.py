"""The layers of tarotlib and tarotwidgets, lowest first, and the one direction of imports.

A module imports only from its own layer or a lower one, so each layer can be read,
tested and changed without the ones above it:

* **engine**: cards, actions, phases, the spec, the state of a hand, and why in words
  (:mod:`tarotlib.explain`); it knows no game by name and no bot.
* **games**: each game's spec and hooks (``tarotlib.games.<game>``) and the registry
  that finds a game by its record id (``tarotlib.games``).
* **api**: what a user calls by a game's id: :func:`~tarotlib.new_hand` and
  :func:`~tarotlib.position`, records, the text replay, matches, the drawings, the rulebook.
* **bots**: the players (basic, random, pimc, each game's basic advice), the search, the
  coach, the arena, and the command line that runs them.
* **widgets**: ``tarotwidgets``, the Jupyter pages, which only read states and views and
  call the layers below: none writes into a state's fields (``tests/test_layers.py``).

The one exception is a display hook (``_repr_svg_``, ``_repr_html_``), which imports the
drawings when a notebook shows a card or a hand, as python-chess does. Importing a module
loads its packages first: ``tarotlib`` (api) therefore loads its public names only when
first asked for them. ``tests/test_layers.py`` reads this map: it imports each layer alone
and checks every import statement against it. A name ending in ``.*`` stands for every
module of that package.
"""

LAYERS: tuple[tuple[str, tuple[str, ...]], ...] = (
    ("engine", ("tarotlib.actions", "tarotlib.cards", "tarotlib.errors", "tarotlib.explain", "tarotlib.i18n",
                "tarotlib.layers", "tarotlib.phases", "tarotlib.spec", "tarotlib.state")),
    ("games", ("tarotlib.games", "tarotlib.games.*")),
    ("api", ("tarotlib", "tarotlib.api_messages", "tarotlib.deals", "tarotlib.hands", "tarotlib.match", "tarotlib.record",
             "tarotlib.rulebook", "tarotlib.svg", "tarotlib.text")),
    ("bots", ("tarotlib.bots", "tarotlib.bots.*", "tarotlib.search", "tarotlib.search.*", "tarotlib.coach",
              "tarotlib.arena", "tarotlib.__main__")),
    ("widgets", ("tarotwidgets", "tarotwidgets.*")),
)
"""Each layer's name and its modules, lowest layer first."""
