"""Every game has the same skeleton, and its modules depend only downward.

An engineer who has found their way round one game finds the same places in the
next: the rules in ``state``, the pieces it is built from in ``parts/``, the lesson's
reference pieces, board and checks in ``lesson/``. The layers below are ordered: a
module may import from its own layer and from the layers before it, never after, so
the rules never depend on a lesson and a picture never on a computer player. Imports
made only for type checking (under ``if TYPE_CHECKING:``) are not dependencies.
"""

import ast
from pathlib import Path

import pytest

import gamelib

PACKAGE = Path(gamelib.__file__).parent
GAMES = ("pig", "tictactoe", "prolix", "quixo")

# The layers of a game, lowest first. Each is a module (name.py) or a package (name/).
LAYERS = (
    "errors",  # the game's own rule errors, branches of gamelib.errors
    "parts",  # what the state is built from: die, bag, board cells, moves, words
    "pictures",  # text and SVG pictures of a position
    "state",  # the GameState subclass: the rules, as the base class's hooks
    "analysis",  # solvers, searches and exact figures
    "players",  # computer players: player(state) -> move
    "console",  # the terminal program
    "lesson",  # the lesson's reference pieces, its board and its checks
)
# What sits above every layer: the package's map, `python -m`, and the files a
# handout names, each a thin shim over the layers.
TOP = {"__init__", "__main__"}
HANDOUT_FILES = {
    "pig": {"pig", "die", "player", "pig_game"},
    "tictactoe": set(),
    "prolix": {"prolix"},
    "quixo": set(),
}


def entries(game):
    """The names at the top of a game's package, without suffixes or caches (a data
    file lives beside the module that reads it, inside a layer)."""
    found = set()
    for path in (PACKAGE / game).iterdir():
        if path.name == "__pycache__":
            continue
        found.add(path.stem if path.suffix == ".py" else path.name)
    return found


def layer_of(game, module):
    """The rank of a module of ``game`` (``gamelib.<game>.x.y``); top if above all."""
    first = module.split(".")[2] if module.count(".") >= 2 else "__init__"
    if first in LAYERS:
        return LAYERS.index(first)
    return len(LAYERS)


def runtime_imports(tree, package):
    """Every module a file imports when it runs (not those only for type checking),
    relative imports resolved against ``package``, the file's own package."""

    def absolute(node):
        if node.level == 0:
            return node.module
        base = package.split(".")[: len(package.split(".")) - node.level + 1]
        return ".".join([*base, node.module] if node.module else base)

    def walk(nodes):
        for node in nodes:
            if isinstance(node, ast.If) and "TYPE_CHECKING" in ast.unparse(node.test):
                yield from walk(node.orelse)
                continue
            if isinstance(node, ast.Import):
                yield from (alias.name for alias in node.names)
            elif isinstance(node, ast.ImportFrom):
                module = absolute(node)
                yield module
                yield from (f"{module}.{alias.name}" for alias in node.names)
            yield from walk(ast.iter_child_nodes(node))

    return set(walk(tree.body))


def modules_of(root):
    """Each module below ``root``: its path, its name, and the package it is in."""
    for path in sorted(root.rglob("*.py")):
        relative = path.relative_to(PACKAGE.parent).with_suffix("")
        module = ".".join(relative.parts).removesuffix(".__init__")
        package = module if path.name == "__init__.py" else module.rpartition(".")[0]
        yield path, module, package


@pytest.mark.parametrize("game", GAMES)
def test_every_game_has_the_same_skeleton(game):
    found = entries(game)
    missing = set(LAYERS) - found
    assert not missing, f"gamelib.{game} has no {sorted(missing)}"
    extra = found - set(LAYERS) - TOP - HANDOUT_FILES[game]
    assert not extra, (
        f"gamelib.{game} has {sorted(extra)} outside the skeleton: each belongs in "
        f"one of {LAYERS}, or is a file its handout names"
    )
    assert (PACKAGE / game / "lesson" / "checks").is_dir(), (
        f"gamelib.{game}.lesson has no checks/ package (one module a milestone)"
    )


@pytest.mark.parametrize("game", GAMES)
def test_a_games_modules_import_only_downward(game):
    upward = []
    for path, module, package in modules_of(PACKAGE / game):
        own = layer_of(game, module)
        for imported in runtime_imports(ast.parse(path.read_text()), package):
            parts = imported.split(".")
            if parts[0] != "gamelib" or len(parts) < 2:
                continue
            if parts[1] in GAMES and parts[1] != game:
                upward.append(f"{module} imports another game: {imported}")
            elif parts[1] == game and layer_of(game, imported) > own:
                upward.append(f"{module} imports {imported}, a layer above it")
    assert not upward, "\n".join(sorted(set(upward)))


def test_the_shared_modules_import_no_game():
    """gamelib's shared modules serve every game, so none of them needs one."""
    games = {*GAMES, "start"}
    found = []
    for path, module, package in modules_of(PACKAGE):
        if module.count(".") and module.split(".")[1] in games:
            continue
        for imported in runtime_imports(ast.parse(path.read_text()), package):
            parts = imported.split(".")
            if parts[0] == "gamelib" and len(parts) > 1 and parts[1] in games:
                found.append(f"{module} imports {imported}")
    assert not found, "\n".join(sorted(set(found)))
