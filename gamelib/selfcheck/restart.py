"""After a kernel restart: the learner's pieces and results, found again per notebook.

The page still shows the learner's passing ``Player`` while the kernel has forgotten
it, so ``borrow`` first runs, from the saved notebook, the statements that only bind
names the kernel lacks (imports, ``def``s, classes, plain values: ``defines_only``)
up to the last cell defining a lacking piece. A loop, a print or a drawing never runs;
a piece whose own definition does more is named for the learner to run. The notebook
is ``__session__`` (ipykernel sets it from JupyterLab's ``JPY_SESSION_NAME``); without
it (nbval, Voila) nothing is read, nor kept: the progress box's results (``kept``,
in the learner's data folder).
"""

import ast
import contextlib
import hashlib
import io
import json
import linecache
import time
from collections.abc import Mapping, Sequence
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


def _plain(node: ast.AST | None) -> bool:
    if node is None or isinstance(node, ast.Lambda):  # a lambda's body runs later
        return True
    return isinstance(node, PLAIN) and all(map(_plain, ast.iter_child_nodes(node)))


def _bound(node: ast.stmt) -> set[str]:
    if isinstance(node, DEFINITIONS):
        return {node.name}
    if isinstance(node, ast.Import | ast.ImportFrom):
        return {(alias.asname or alias.name).split(".")[0] for alias in node.names}
    targets = getattr(node, "targets", [getattr(node, "target", ast.Pass())])
    return {n.id for t in targets for n in ast.walk(t) if isinstance(n, ast.Name)}


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
            targets = getattr(node, "targets", [getattr(node, "target", None)])
            if not all(isinstance(t, ast.Name | ast.Tuple) for t in targets):
                return False
            values.append(node.value)
        elif not isinstance(node, ast.Import | ast.ImportFrom | ast.Pass) and not (
            isinstance(node, ast.Expr) and isinstance(node.value, ast.Constant)
        ):
            return False
        if not all(map(_plain, values)):
            return False
    return True


def _saved_cells(notebook: str) -> list[str]:
    with contextlib.suppress(OSError, ValueError, LookupError, TypeError):
        cells = json.loads(Path(notebook).read_text(encoding="utf-8"))["cells"]
        return ["".join(c["source"]) * (c["cell_type"] == "code") for c in cells]
    return []


def _parsed(source: str) -> list[ast.stmt]:
    try:
        return ast.parse(source).body
    except (SyntaxError, ValueError):  # a magic (%timeit): binds nothing, runs code
        return []


def rerun(namespace: Any, names: Sequence[str]) -> list[str]:
    """Run the saved statements the lacking pieces ``names`` need; the sentences
    saying what ran, and which piece the learner must run."""
    notebook = notebook_of(namespace)
    if not (names and notebook and isinstance(namespace, dict)):
        return []
    sources = _saved_cells(notebook)
    cells = [_parsed(source) for source in sources]
    last = {}  # piece -> (its last defining cell, that definition), once written
    for index, body in enumerate(cells):
        for node in body:
            if isinstance(node, DEFINITIONS) and node.name in names:
                last[node.name] = (index, node)
    for name, (index, node) in list(last.items()):
        if pieces.is_stub_source(ast.get_source_segment(sources[index], node) or ""):
            del last[name]
    said = [
        f"To use your {name}, run {_cell(sources[index])}, then this cell again: "
        "the course runs only code that just defines names."
        for name, (index, node) in last.items()
        if not defines_only([node])
    ]
    upto = max((index + 1 for index, _ in last.values()), default=0)
    lacking = {n for body in cells[:upto] for node in body for n in _bound(node)}
    lacking -= namespace.keys()
    before = {name: namespace.get(name) for name in names}
    for index, body in enumerate(cells[:upto]):
        wanted = [
            node for node in body if defines_only([node]) and _bound(node) & lacking
        ]
        finished = _run(wanted, sources[index], index, namespace) if wanted else None
        if finished is not None and not isinstance(finished, Returned):
            error = getattr(finished, "error", None)
            why = "ran too long" if error is None else describe_crash(error)[0]
            said.append(f"Your {_cell(sources[index])} {why}: run it to see.")
            break
    made = [n for n in names if namespace.get(n) is not before[n]]
    if made := [name for name in made if not pieces.is_unwritten(namespace[name])]:
        note = STALE * (Path(notebook).stat().st_mtime < STARTED)
        said.insert(0, f"Ran your {pieces.listed(made)} from this notebook{note}.")
    return said


def _cell(source: str) -> str:
    return f"the cell that starts `{source.splitlines()[0]}`"


def _run(body: list[ast.stmt], source: str, index: int, namespace: dict) -> Any:
    """Run statements of a saved cell quietly, where ``inspect`` finds their source
    and ``cellguard`` sees the learner's lines."""
    filename = f"<ipython-input-{index + 1}-{abs(hash(source))}>"
    linecache.cache[filename] = (len(source), None, source.splitlines(True), filename)
    code = compile(ast.Module(body, []), filename, "exec")
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
