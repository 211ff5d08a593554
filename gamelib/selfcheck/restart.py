"""After a kernel restart: the learner's pieces and results, found again per notebook.

The page still shows the learner's passing ``Player``, so ``borrow`` runs the saved
cells defining each piece the kernel lacks and the names it uses (``needed``) before
lending the course's, if they only define (``defines_only``): a cell that loops, prints
or draws is named for the learner to run. The notebook is ``__session__`` (ipykernel
sets it from JupyterLab's ``JPY_SESSION_NAME``); without it (nbval, Voila) nothing is
read, nor kept: the progress box's results (``kept``), in the learner's data folder.
"""

import ast
import builtins
import contextlib
import functools
import hashlib
import io
import json
import linecache
import time
from collections.abc import Iterable, Mapping, Sequence
from pathlib import Path
from typing import Any

from gamelib.cellguard import Returned, run_guarded
from gamelib.selfcheck import pieces
from gamelib.selfcheck.diagnosis import describe_crash
from gamelib.selfcheck.trial import SECONDS

STARTED = time.time()  # ~ the kernel's start: a lesson's first cell imports this
DEFINITIONS = ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef
PLAIN: tuple[type, ...] = (ast.Constant, ast.Name, ast.Attribute, ast.keyword)
PLAIN += (ast.Tuple, ast.List, ast.Set, ast.Dict, ast.Starred, ast.expr_context)
PLAIN += (ast.UnaryOp, ast.unaryop, ast.BinOp, ast.Add, ast.Sub, ast.Mult, ast.Div)
"""What a constant, a default or a base class may hold: no call, no loop, no power
(``10 ** 10 ** 10`` runs in C, past any time limit)."""
STALE = (
    " as saved before the restart (changed since? Save with Ctrl+S, then run this "
    "cell again)"
)


def notebook_of(namespace: Mapping[str, Any]) -> str | None:
    path = namespace.get("__session__")
    return path if isinstance(path, str) and path.endswith(".ipynb") else None


@functools.lru_cache(maxsize=512)
def _parsed(source: str) -> ast.Module:
    try:
        return ast.parse(source)
    except (SyntaxError, ValueError):  # a magic (%timeit): binds nothing, runs code
        return ast.parse("magic()")


def _plain(node: ast.AST | None) -> bool:
    if node is None or isinstance(node, ast.Lambda):  # a lambda's body runs later
        return True
    return isinstance(node, PLAIN) and all(map(_plain, ast.iter_child_nodes(node)))


def _stored(node: ast.Assign | ast.AnnAssign) -> list[ast.AST]:
    targets = node.targets if isinstance(node, ast.Assign) else [node.target]
    return [part for target in targets for part in ast.walk(target)]


def defines_only(body: Sequence[ast.stmt]) -> bool:
    """True when running ``body`` only binds names: imports, ``def``s and classes
    (whose bodies only define), names given ``PLAIN`` values, docstrings."""
    for node in body:
        values: list[Any] = [*getattr(node, "decorator_list", [])]
        if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
            values += [*node.args.defaults, *node.args.kw_defaults]
        elif isinstance(node, ast.ClassDef) and defines_only(node.body):
            values += [*node.bases, *node.keywords]
        elif isinstance(node, ast.Assign | ast.AnnAssign):  # to names, not a.b or a[b]
            if any(isinstance(n, ast.Attribute | ast.Subscript) for n in _stored(node)):
                return False
            values.append(node.value)
        elif not isinstance(node, ast.Import | ast.ImportFrom | ast.Pass) and not (
            isinstance(node, ast.Expr) and isinstance(node.value, ast.Constant)
        ):
            return False
        if not all(map(_plain, values)):
            return False
    return True


def _defines(tree: ast.Module) -> set[str]:
    return {node.name for node in tree.body if isinstance(node, DEFINITIONS)}


def _binds(tree: ast.Module) -> set[str]:
    names = _defines(tree)
    for node in tree.body:
        if isinstance(node, ast.Import | ast.ImportFrom):
            names.update((a.asname or a.name).split(".")[0] for a in node.names)
        elif isinstance(node, ast.Assign | ast.AnnAssign):
            names.update(n.id for n in _stored(node) if isinstance(n, ast.Name))
    return names


def _uses(tree: ast.Module) -> set[str]:
    """The names a cell reads and never binds (its globals, give or take a local)."""
    nodes = list(ast.walk(tree))
    bound = _binds(tree) | {n.arg for n in nodes if isinstance(n, ast.arg)}
    bound |= {n.name for n in nodes if isinstance(n, DEFINITIONS)}
    names = [n for n in nodes if isinstance(n, ast.Name)]
    bound |= {n.id for n in names if not isinstance(n.ctx, ast.Load)}
    return {n.id for n in names} - bound - set(dir(builtins))


def needed(
    sources: Sequence[str], name: str, known: Mapping[str, Any]
) -> list[tuple[int, str]]:
    """What to run, in order, for the piece ``name``, each as (cell index, source):
    the last cell defining it (none while a stub) and, before it, the last cell
    binding each name it uses that ``known`` lacks (only its import, for an
    imported name), and theirs."""
    trees = [_parsed(source) for source in sources]
    binds = [_binds(tree) for tree in trees]
    defining = [index for index, tree in enumerate(trees) if name in _defines(tree)]
    if not defining or pieces.is_stub_source(sources[defining[-1]]):
        return []
    steps: set[tuple[int, str]] = set()
    waiting = [(defining[-1], sources[defining[-1]])]
    while waiting:
        step = waiting.pop()
        steps.add(step)
        for used in _uses(_parsed(step[1])).difference(known):
            for index in [i for i in range(step[0]) if used in binds[i]][-1:]:
                imports = [
                    ast.unparse(node)
                    for node in trees[index].body
                    if isinstance(node, ast.Import | ast.ImportFrom)
                    and used in _binds(ast.Module([node], []))
                ]
                waiting += {(index, (imports or [sources[index]])[-1])} - steps
    return sorted(steps)


def rerun(namespace: Any, names: Sequence[str]) -> list[str]:
    """Run the saved cells the pieces ``names`` need, if they only define; the
    sentences saying which ran, and which the learner must run."""
    notebook, sources = notebook_of(namespace), []
    if not (names and notebook and isinstance(namespace, dict)):
        return []
    with contextlib.suppress(OSError, ValueError, LookupError, TypeError):
        cells = json.loads(Path(notebook).read_text(encoding="utf-8"))["cells"]
        sources = ["".join(c["source"]) * (c["cell_type"] == "code") for c in cells]
    ran: list[tuple[int, str]] = []
    said, before = [], {name: namespace.get(name) for name in names}
    for name in names:
        wanted = [step for step in needed(sources, name, namespace) if step not in ran]
        refused = [i for i, source in wanted if not defines_only(_parsed(source).body)]
        if refused:
            said.append(
                f"To use your {name}, run {_cells(refused)} (Shift+Enter), then this "
                "cell again: the course runs only cells that just define names."
            )
            continue
        for index, source in wanted:
            finished = _run(source, index, namespace)
            if not isinstance(finished, Returned):
                error = getattr(finished, "error", None)
                why = "ran too long" if error is None else describe_crash(error)[0]
                said.append(f"Your {_cells([index])} ({name}) {why}: run it to see.")
                break
            ran.append((index, source))
    mine = [n for n in names if namespace.get(n) is not before[n]]
    made = [name for name in mine if not pieces.is_unwritten(namespace[name])]
    if made:
        whole = {index for index, source in ran if source == sources[index]}
        note = STALE * (Path(notebook).stat().st_mtime < STARTED)
        said.insert(
            0,
            f"Ran your {_cells(whole)} ({pieces.listed(made)}) from this "
            f"notebook{note}.",
        )
    return said


def _cells(indexes: Iterable[int]) -> str:  # "cells 2 and 3": counted from 1
    numbers = [str(index + 1) for index in sorted(indexes)]
    return f"cell{'s' * (len(numbers) > 1)} {pieces.listed(numbers)}"


def _run(source: str, index: int, namespace: dict[str, Any]) -> Any:
    """Run a saved cell as the notebook would, quietly: ``inspect`` finds its source
    and ``cellguard`` its lines as the learner's."""
    filename = f"<ipython-input-{index + 1}-{abs(hash(source))}>"
    linecache.cache[filename] = (len(source), None, source.splitlines(True), filename)
    code = compile(source, filename, "exec")
    with contextlib.redirect_stdout(io.StringIO()):
        return run_guarded(lambda: exec(code, namespace), SECONDS)


def _kept_file(notebook: str) -> Path:
    from jupyter_core.paths import jupyter_data_dir

    digest = hashlib.sha256(notebook.encode()).hexdigest()[:16]
    return Path(jupyter_data_dir(), "gamelib-progress", f"{digest}.json")


def kept(notebook: str | None) -> dict[str, bool]:
    """The last result of each piece's check in ``notebook``."""
    with contextlib.suppress(OSError, ValueError, TypeError):
        return dict(json.loads(_kept_file(notebook or "").read_text(encoding="utf-8")))
    return {}


def keep(notebook: str | None, results: Mapping[str, bool]) -> None:
    """Keep ``results`` for ``notebook`` (a home that cannot be written: not kept)."""
    with contextlib.suppress(OSError):
        if notebook:
            _kept_file(notebook).parent.mkdir(parents=True, exist_ok=True)
            _kept_file(notebook).write_text(json.dumps(results), encoding="utf-8")
