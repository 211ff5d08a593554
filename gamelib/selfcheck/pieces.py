"""The learner's pieces: stubs, borrowed pieces, pieces built on others, progress.

Why it is built this way: ``docs/design.md``, ``gamelib.selfcheck.pieces``.
"""

import ast
import contextlib
import functools
import importlib
import inspect
import io
import sys
import textwrap
import types
from collections.abc import Callable, Mapping, MutableMapping, Sequence
from dataclasses import dataclass
from typing import Any

from gamelib.selfcheck import restart


def is_stub_source(source: str) -> bool:
    """True when every function and class in ``source`` has an empty body.

    Empty means: only a docstring, ``...``, ``pass`` or ``raise NotImplementedError``.
    Source with no definition at all is not a stub (there is nothing to write).
    """
    tree = ast.parse(textwrap.dedent(source))
    definitions = [node for node in tree.body if _is_definition(node)]
    return bool(definitions) and all(_is_empty_definition(d) for d in definitions)


def is_stub(piece: Any) -> bool:
    """True for a function or class whose every body is empty (see above).

    A class is looked at method by method, because Python cannot always find a
    class's source (classes defined in a notebook, before Python 3.13).
    """
    if inspect.isclass(piece):
        methods = [m for m in vars(piece).values() if inspect.isfunction(m)]
        return bool(methods) and all(is_stub(method) for method in methods)
    if not inspect.isfunction(piece):
        return False
    try:
        return is_stub_source(inspect.getsource(piece))
    except (OSError, TypeError, SyntaxError):
        return False


STUB_MARK = "# stub:"
"""A hand-written stub that must return something (a later cell uses its answer)
says so in a comment starting with this mark."""


def is_unwritten(piece: Any) -> bool:
    """True while the learner has not written ``piece``: a stub, a hand-written
    stub (its source holds ``STUB_MARK``), or a class with any method still empty.

    Stricter than ``is_stub`` for classes, because a learner edition may hand out
    a class with its ``__init__`` written and only the other methods to write: a
    lesson must not play with that half as if it were the learner's finished piece.
    """
    if inspect.isclass(piece):
        methods = [getattr(member, "fget", member) for member in vars(piece).values()]
        return any(is_unwritten(m) for m in methods if inspect.isfunction(m))
    if not inspect.isfunction(piece):
        return False
    try:
        source = inspect.getsource(piece)
    except (OSError, TypeError):
        return False
    return STUB_MARK in source or is_stub(piece)


def _is_definition(node: ast.stmt) -> bool:
    return isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef)


def _is_empty_definition(node: ast.stmt) -> bool:
    if not isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef):
        return False
    if isinstance(node, ast.ClassDef):
        inner = [n for n in node.body if _is_definition(n)]
        if inner:
            return all(_is_empty_definition(n) for n in inner)
    return all(_is_filler(statement) for statement in node.body)


def _is_filler(statement: ast.stmt) -> bool:
    if isinstance(statement, ast.Pass):
        return True
    if isinstance(statement, ast.Expr) and isinstance(statement.value, ast.Constant):
        return statement.value.value is Ellipsis or isinstance(
            statement.value.value, str
        )
    if isinstance(statement, ast.Raise) and statement.exc is not None:
        raised = statement.exc
        if isinstance(raised, ast.Call):
            raised = raised.func
        return isinstance(raised, ast.Name) and raised.id == "NotImplementedError"
    return False


def own_equality(value: Any, depth: int = 3) -> bool:
    """True when ``value``, looked into, holds an object whose ``==`` (``!=``, or
    attribute lookup) the learner wrote: it could say it equals any answer."""
    from gamelib.cellguard import is_learners_file

    kind = type(value)
    for name in ("__eq__", "__ne__", "__getattr__", "__getattribute__"):
        code = getattr(getattr(kind, name, None), "__code__", None)
        filename = getattr(code, "co_filename", "<string>")  # a dataclass's: made
        if filename != "<string>" and is_learners_file(filename):
            return True
    if depth == 0:
        return False
    inside: list[Any] = []
    if isinstance(value, list | tuple | set | frozenset):
        inside = list(value)[:100]
    elif isinstance(value, dict):
        inside = [*list(value)[:100], *list(value.values())[:100]]
    elif not isinstance(value, type) and hasattr(value, "__dict__"):
        inside = list(vars(value).values())[:100]
    return any(own_equality(item, depth - 1) for item in inside)


def stubs_caution(piece: Any, name: str, said: set[str]) -> str:
    """A sentence naming the learner's stubs that ``piece`` calls (not in ``said``),
    whose answers make its cases fail: fix those first; else ""."""
    functions = [piece] if inspect.isfunction(piece) else []
    if inspect.isclass(piece):
        functions = [m for m in vars(piece).values() if inspect.isfunction(m)]
    stubs = []
    for function in functions:
        for called in sorted(_names_in(function.__code__) - said - {name}):
            found = function.__globals__.get(called)
            if isinstance(found, types.FunctionType | type):
                if _unwritten(found) and called not in stubs:
                    stubs.append(called)
    if not stubs:
        return ""
    return (
        f"Note: {name} calls your {listed(stubs)}, still a stub: write "
        f"{'it' if len(stubs) == 1 else 'them'} first (a case below may fail because "
        "of it)."
    )


def _names_in(code: types.CodeType) -> set[str]:
    inner = [c for c in code.co_consts if isinstance(c, types.CodeType)]
    return set(code.co_names).union(*map(_names_in, inner))


class CoursePieces:
    """The course's version of each piece a lesson has learners write.

    ``modules`` are searched in order for a piece's name; they are imported only
    when a piece is first needed, so a lesson's first cell stays quick.
    """

    def __init__(self, *modules: str) -> None:
        self.modules = modules

    def piece(self, name: str) -> Any:
        for module in self.modules:
            found = getattr(importlib.import_module(module), name, None)
            if found is not None:
                return found
        raise LookupError(f"the course has no piece called {name!r}")

    def borrow(self, namespace: MutableMapping[str, Any], *names: str) -> None:
        """Bind the course's piece for each name the learner has not written
        (missing, or still a stub) once their saved cells are run (``restart``),
        and print who wrote what. It returns nothing, so the lesson cell that ends
        with it shows only that, not an ``Out`` of names."""

        def lacking() -> list[str]:
            mine = {name: namespace.get(name) for name in names}
            return [
                name
                for name, piece in mine.items()
                if piece is None
                or lent_from(piece) is self.piece(name)
                or is_unwritten(piece)
            ]

        said = restart.rerun(namespace, lacking())
        borrowed = lacking()
        for name in borrowed:
            namespace[name] = self._lend(self.piece(name), namespace)
        yours = [name for name in names if name not in borrowed]
        print(*said, borrow_line(yours, borrowed), sep="\n")

    def runs_on(self, **pieces: Any) -> str:
        """One sentence naming whose each piece is: "Runs on your Die and
        ComputerPlayer, and the course's PigGame." """
        yours = [
            n for n, piece in pieces.items() if lent_from(piece) is not self.piece(n)
        ]
        course = [n + self._built_on(pieces[n]) for n in pieces if n not in yours]
        parts = []
        if yours:
            parts.append(f"your {listed(yours)}")
        if course:
            parts.append(f"the course's {listed(course)}")
        return f"Runs on {', and '.join(parts)}."

    def _built_on(self, piece: Any) -> str:
        """The course's pieces a course class (never lent) runs: " (on its Player)"."""
        bases = getattr(piece, "__mro__", ())[1:]
        names = [base.__name__ for base in bases if self._offers(base.__name__, base)]
        return f" (on its {listed(names)})" if names else ""

    def _offers(self, name: str, value: Any) -> bool:
        """True when ``value`` is the course's function or class ``name``."""
        modules = [importlib.import_module(module) for module in self.modules]
        lends = isinstance(value, types.FunctionType | type)
        return lends and any(getattr(m, name, None) is value for m in modules)

    def _lend(self, course: Any, namespace: MutableMapping[str, Any]) -> Any:
        """``course``, or for a function its copy that runs as the notebook's own
        (``NotebookFirst``); a function made elsewhere (a wrapper) is lent as is."""
        made_in = getattr(course, "__globals__", {}).get("__name__")
        if not isinstance(course, types.FunctionType) or course.__module__ != made_in:
            return course
        copy = with_globals(course, NotebookFirst(course.__globals__, namespace, self))
        copy.__course_piece__ = course
        return copy


class NotebookFirst(dict[str, Any]):
    """A lent copy's globals: its module's, but each course piece (a function or
    class ``CoursePieces.piece`` lends) the notebook's if it has one, at every call
    (``LOAD_GLOBAL`` asks a dict subclass's ``__getitem__``), so a lesson imports no
    constant for it; one the notebook lacks is lent too (a helper's pieces)."""

    def __init__(self, module: dict[str, Any], notebook: Any, course: Any) -> None:
        super().__init__(module)
        self.notebook, self.course = notebook, course
        self.copies: dict[str, tuple[bool, Any]] = {}  # is it a piece; the course's

    def __getitem__(self, name: str) -> Any:
        if name not in self.copies:
            found = super().__getitem__(name)  # a KeyError: Python tries the builtins
            piece = self.course._offers(name, found)
            lent = self.course._lend(found, self.notebook) if piece else found
            self.copies[name] = piece, lent
        piece, lent = self.copies[name]
        mine = self.notebook.get(name, lent) if piece else lent
        stub = isinstance(mine, types.FunctionType | type) and _unwritten(mine)
        return lent if stub else mine  # a learner's stub counts as missing


_unwritten = functools.lru_cache(maxsize=1024)(is_unwritten)  # it reads the source


def with_globals(function: Any, names: dict[str, Any]) -> Any:
    """A copy of ``function`` that looks its global names up in ``names``."""
    code, closure = function.__code__, function.__closure__
    copy = types.FunctionType(code, names, None, function.__defaults__, closure)
    copy.__kwdefaults__ = function.__kwdefaults__
    return functools.update_wrapper(copy, function)


def lent_from(piece: Any) -> Any:
    """The course's piece that ``piece`` is a lent copy of, else ``piece`` itself."""
    return getattr(piece, "__course_piece__", piece)


def borrow_line(yours: list[str], borrowed: list[str]) -> str:
    if not borrowed:
        return f"Your {listed(yours)}; nothing borrowed from the course."
    if not yours:
        return f"None of yours yet; borrowed from the course: {listed(borrowed)}."
    return f"Your {listed(yours)}; borrowed from the course: {listed(borrowed)}."


def listed(names: list[str]) -> str:
    """Names joined as a sentence says them: "a", "a and b", "a, b and c"."""
    if len(names) <= 1:
        return "".join(names)
    return f"{', '.join(names[:-1])} and {names[-1]}"


@dataclass(frozen=True)
class BuildsOn:
    """``find(piece)`` is the learner's ``name`` that ``piece`` builds on (None:
    none); ``battery`` is that piece's own check, as the lesson calls it."""

    name: str
    battery: Any
    """A ``Battery`` (not imported here: batteries import this module)."""
    find: Callable[[Any], Any]
    course: Any = None
    """The course's own ``name``, which is never run (it passes)."""
    check_call: str = ""
    """How the lesson checks it, when not ``check.<battery.piece>(<name>)``."""

    def caution(self, piece: Any, piece_name: str) -> str:
        """One sentence when the piece underneath fails its own check, else ""."""
        found = self.find(piece)
        if found is None or found is self.course:
            return ""
        with contextlib.redirect_stdout(io.StringIO()):  # quietly
            report = self.battery.run(found)
        if report.all_passed:
            return ""
        why = report.notice.split(":")[0] if report.notice else report.summary()
        call = self.check_call or f"check.{self.battery.piece}({self.name})"
        return (
            f"Note: {piece_name} builds on your {self.name}, which does not pass "
            f"its own check yet ({why.rstrip('.')}). Fix {self.name} first "
            f"({call}): a case below may fail because of it."
        )


def base_class(name: str) -> Callable[[Any], Any]:
    """The base class called ``name`` of a class being checked."""

    def find(piece: Any) -> Any:
        for cls in getattr(piece, "__mro__", ())[1:]:
            if cls.__name__ == name:
                return cls
        return None

    return find


def called_function(name: str) -> Callable[[Any], Any]:
    """The function called ``name`` where the checked function was written (the
    notebook's own, when a lesson cell defined it)."""

    def find(piece: Any) -> Any:
        return getattr(piece, "__globals__", {}).get(name)

    return find


PASSED, FAILED, NOT_YET = "✓", "✗", "·"

OUTPUT_STYLE = """<style>
.jp-OutputArea-output pre, .jp-OutputArea-output.jp-RenderedText pre {
  font-size: 16px; line-height: 1.45;
  white-space: pre-wrap; word-break: normal; overflow-wrap: break-word;
}
.gamelib-progress { font-size: 16px; line-height: 1.5; }
</style>"""
"""Check output at projector size, wrapped at word boundaries (JupyterLab's own
rule for output text breaks words anywhere, "ch|eck")."""


class Progress:
    """The lesson's milestones and, for each of its pieces, the last check result."""

    def __init__(self, milestones: Mapping[str, Sequence[Any]]) -> None:
        """``milestones`` names each milestone's pieces: their checks (``check.die``)
        or the names the checks give them (``"Die"``)."""
        self.milestones = {
            name: [getattr(piece, "piece", piece) for piece in pieces]
            for name, pieces in milestones.items()
        }
        self.notebook = restart.notebook_of(vars(sys.modules["__main__"]))
        self.results = restart.kept(self.notebook)  # from before a restart
        self._view: Any = None
        self._box: Any = None

    def record(self, piece: str, passed: bool) -> None:
        self.results[piece] = passed
        restart.keep(self.notebook, self.results)
        if self._view is not None:
            self._view.value = self.html()

    def state(self, milestone: str) -> str:
        results = [self.results.get(piece) for piece in self.milestones[milestone]]
        if results and all(results):
            return PASSED
        if any(result is False for result in results):
            return FAILED
        return NOT_YET

    def passed(self) -> list[str]:
        return [name for name in self.milestones if self.state(name) == PASSED]

    def lines(self) -> list[str]:
        done = len(self.passed())
        lines = [f"Your progress: {done} of {len(self.milestones)} milestones pass"]
        for name, pieces in self.milestones.items():
            marks = ", ".join(f"{piece} {self._mark(piece)}" for piece in pieces)
            lines.append(f"  {self.state(name)} {name} ({marks})")
        return lines

    def text(self) -> str:
        return "\n".join(self.lines())

    def html(self) -> str:
        import html

        first, *rest = self.lines()
        items = "".join(f"<li>{html.escape(line.strip())}</li>" for line in rest)
        return (
            f'{OUTPUT_STYLE}<div class="gamelib-progress"><b>{html.escape(first)}'
            f'</b><ul style="list-style: none; padding-left: 0.5em">{items}</ul></div>'
        )

    def widget(self) -> Any:
        """The live view, made once: the checklist's ``HTML`` in the view kit's
        ``panel``, so even its (empty) label is projector size."""
        if self._box is None:
            import ipywidgets

            from gamelib.views.controls import panel

            self._view = ipywidgets.HTML(self.html())
            self._box = panel([self._view], "gamelib-progress-panel")
        return self._box

    def _repr_mimebundle_(self, **kwargs: Any) -> dict[str, Any]:
        bundle = self.widget()._repr_mimebundle_(**kwargs)
        bundle["text/plain"] = self.text()
        return bundle

    def __repr__(self) -> str:
        return self.text()

    def _mark(self, piece: str) -> str:
        result = self.results.get(piece)
        return NOT_YET if result is None else PASSED if result else FAILED


_current: list[Progress] = []


def progress(milestones: Mapping[str, Sequence[Any]]) -> Progress:
    """Start tracking this lesson's milestones; show the result to see it live."""
    tracker = Progress(milestones)
    _current[:] = [tracker]
    return tracker


def record(piece: str, passed: bool) -> None:
    """Called by every check: tick the piece in the lesson's progress (kept)."""
    for tracker in _current or [Progress({})]:
        tracker.record(piece, passed)
